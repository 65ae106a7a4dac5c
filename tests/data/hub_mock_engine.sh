#!/bin/sh
# A Hub engine that answers every "go" with the same text, its first
# argument ("12-16", "garbage", ...), or with nothing when that is
# "silent"; with a second argument, a file, it writes there every line
# it reads.  tests/prolog/damas/test_hub.pl plays against it.
answer=${1:-garbage}
record=${2:-/dev/null}
while IFS= read -r line; do
    printf '%s\n' "$line" >> "$record"
    case $line in
        hub*) echo "id name=mock"; echo "wait" ;;
        init*) echo "ready" ;;
        ping*) echo "pong" ;;
        go*) [ "$answer" = silent ] || echo "done move=$answer" ;;
        quit*) exit 0 ;;
    esac
done
