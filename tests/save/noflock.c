/* SPDX-License-Identifier: GPL-3.0-or-later */
/* noflock.c - a file system without locks, as NFS without lockd: preloaded
 * (LD_PRELOAD) by tests/save/lock.sh, every flock(2) fails with ENOLCK. */
#include <errno.h>
#include <sys/file.h>

int flock(int fd, int operation)
{
    (void)fd;
    (void)operation;
    errno = ENOLCK;
    return -1;
}
