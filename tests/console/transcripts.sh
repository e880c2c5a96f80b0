#!/bin/sh
# transcripts.sh - the console transcripts (tests/console/cases), through tests/transcript.sh.
exec sh "${top_srcdir:-$(cd "$(dirname "$0")/../.." && pwd)}/tests/transcript.sh" console "$@"
