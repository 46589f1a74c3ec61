#!/bin/sh
# santwin-cli simulate writes each value as the mean over its --resolution step: a 60 s step of
# a VM warming up (its IOPS change within the step) equals the average of its sixty 1 s steps.
# Usage: cli_step_means.sh <santwin-cli> <lab000.santwin> <scratch dir>
set -e
cli=$1 lab=$2 dir=$3
rm -rf "$dir"
"$cli" simulate "$lab" --workload Functional-VM=warmup --duration 3m --resolution 1s --csv "$dir/fine" >/dev/null
"$cli" simulate "$lab" --workload Functional-VM=warmup --duration 3m --resolution 60s --csv "$dir/coarse" >/dev/null
column() {  # the Functional-VM column of iops.csv in $1
    awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "Functional-VM") c = i; next } { print $c }' "$1/iops.csv"
}
column "$dir/fine" > "$dir/fine.txt"
column "$dir/coarse" > "$dir/coarse.txt"
awk 'NR == FNR { sum[int((FNR - 1) / 60)] += $1; lo = (FNR == 1 || $1 < lo) ? $1 : lo; hi = $1 > hi ? $1 : hi; next }
     { want = sum[FNR - 1] / 60; d = $1 - want; if (d < 0) d = -d
       if (d > 0.001 * want) { printf "step %d: %s, but its 1 s steps average %s\n", FNR, $1, want; bad = 1 } }
     END { if (hi - lo < 0.01 * hi) { print "the IOPS did not change: nothing tested"; bad = 1 }
           if (FNR != 3) { print "expected 3 steps of 60 s"; bad = 1 }
           exit bad }' "$dir/fine.txt" "$dir/coarse.txt"
echo "step means agree"
