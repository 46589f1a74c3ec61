#!/bin/sh
# One golden case: runs santwin-cli with the given arguments and compares what it printed on
# stdout (and its exit code) with the expected output kept in a file. Scratch paths are written
# as {scratch} so the files do not depend on where the build is.
# With SANTWIN_UPDATE_GOLDEN=1 in the environment it writes the file instead (see README.md).
# Usage: golden.sh <santwin-cli> <expected file> <scratch dir> <arguments...>
# ({scratch} in an argument is replaced by the scratch dir).
cli=$1 expected=$2 scratch=$3
shift 3
got="$scratch/$(basename "$expected").got"
mkdir -p "$scratch"
# The arguments with {scratch} put in, rebuilt as the positional parameters.
n=$#
i=0
while [ $i -lt $n ]; do
    arg=$1
    shift
    case $arg in
        *"{scratch}"*) arg=$(printf '%s' "$arg" | sed "s|{scratch}|$scratch|g") ;;
    esac
    set -- "$@" "$arg"
    i=$((i + 1))
done
"$cli" "$@" > "$got.raw" 2> "$got.err"
code=$?
# Paths of the scratch dir, as the command line gave them.
sed "s|$scratch|{scratch}|g" "$got.raw" > "$got"
echo "exit $code" >> "$got"
if [ "${SANTWIN_UPDATE_GOLDEN:-}" = 1 ]; then
    mkdir -p "$(dirname "$expected")" && cp "$got" "$expected" || exit 1
    echo "wrote $expected"
    exit 0
fi
if [ ! -f "$expected" ]; then
    echo "no golden file $expected: run with SANTWIN_UPDATE_GOLDEN=1 to write it (tests/golden/README.md)"
    exit 1
fi
if ! cmp -s "$expected" "$got"; then
    echo "santwin-cli $* printed something else than $expected:"
    diff -u "$expected" "$got" | head -60
    echo "(stderr: $(head -c 400 "$got.err"))"
    exit 1
fi
echo "same as $(basename "$expected") ($(wc -l < "$expected") lines)"
