#!/bin/sh
# santwin-cli validate --jobs N runs the scenarios in parallel processes and reports exactly what
# one after another reports: the same rows, in the same order, with the same values (every
# double passed back exactly), and the same counts.
# Usage: cli_validate_jobs.sh <santwin-cli> <scratch dir>
set -e
cli=$1 dir=$2
rm -rf "$dir" && mkdir -p "$dir"
"$cli" validate --json --jobs 1 > "$dir/serial.json" || true
"$cli" validate --json --jobs 3 > "$dir/parallel.json" || true
grep -q '"passed"' "$dir/serial.json" || { echo "validate --jobs 1 printed no result"; exit 1; }
if ! cmp -s "$dir/serial.json" "$dir/parallel.json"; then
    echo "validate --jobs 3 differs from --jobs 1:"
    diff "$dir/serial.json" "$dir/parallel.json" | head -20
    exit 1
fi
echo "serial and parallel validate agree ($(grep -c '"scenario"' "$dir/serial.json") rows)"
