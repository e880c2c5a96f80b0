#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# transcripts.sh - whole games played through the event stream (--events,
# doc/events.md), in the four languages, compared with their golden
# transcripts (tests/events/cases). Its lines are JSON for programs, not a
# terminal's: no limit to their width. Prints TAP.
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
TRANSCRIPT_WIDTH=0 exec sh "$top_srcdir/tests/transcript.sh" events "$@"
