#!/bin/sh
# santwin-cli simulate --save keeps a run of the user's own lab in a project: a new file is a copy
# of the simulated project, a second run under the same name replaces the first, another name adds
# one, and the kept runs chart (drive and controller utilisation among them) and report, with
# nothing judged since no paper measured them.
# Usage: cli_simulate_save.sh <santwin-cli> <lab000.santwin> <scratch dir>
set -e
cli=$1 lab=$2 dir=$3
rm -rf "$dir"
mkdir -p "$dir"
expect() {  # expect <regex> <output>: fail naming both unless the output matches
    if ! printf '%s\n' "$2" | grep -Eq "$1"; then
        printf 'expected /%s/ in:\n%s\n' "$1" "$2"
        exit 1
    fi
}
out=$("$cli" simulate "$lab" --workload VM1=oltp --workload VM2=email --duration 2m --save "$dir/own.santwin")
expect "saved run 'workloads 2 min' in .*own.santwin \(new project from lab000.santwin\)" "$out"
out=$("$cli" simulate "$dir/own.santwin" --workload VM1=oltp --duration 2m --save "$dir/own.santwin")
expect "replaced run 'workloads 2 min'" "$out"
out=$("$cli" simulate "$dir/own.santwin" --workload VM2=email --duration 1m --save "$dir/own.santwin" --run-name "VM2 alone")
expect "saved run 'VM2 alone' in .*own.santwin;" "$out"
out=$("$cli" export "$dir/own.santwin" --export "$dir/charts" --formats csv)
expect "simulate_drive-utilization" "$out"
expect "simulate_mp-utilization" "$out"
grep -q "VM2 alone" "$dir/charts/simulate_drive-utilization.csv" || { echo "the second run is not charted"; exit 1; }
out=$("$cli" report "$dir/own.santwin" --out "$dir/report.pdf")
expect "validation: none \(simulate is not one of the lab reports' experiments\)" "$out"
grep -q "Nothing is judged" "$dir/report.html" || { echo "the report judges a run no paper measured"; exit 1; }
echo "own runs kept, charted and reported"
