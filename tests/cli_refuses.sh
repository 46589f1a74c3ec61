#!/bin/sh
# cli_refuses.sh REGEX COMMAND [ARGS...]: passes when COMMAND refuses its arguments as the manual
# promises: exit code 2 and exactly one line on stderr, matching REGEX.
expected=$1
shift
stderr=$("$@" 2>&1 >/dev/null)
status=$?
lines=$(printf '%s\n' "$stderr" | wc -l)
if [ "$status" -ne 2 ] || [ "$lines" -ne 1 ] || ! printf '%s\n' "$stderr" | grep -qE -- "$expected"; then
    echo "expected exit 2 and one stderr line matching '$expected'; got exit $status and:"
    printf '%s\n' "$stderr"
    exit 1
fi
