#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# transcripts.sh - the combat transcripts (tests/combat/cases), through tests/transcript.sh.
exec sh "${top_srcdir:-$(cd "$(dirname "$0")/../.." && pwd)}/tests/transcript.sh" combat "$@"
