#!/bin/sh
# santwin-cli saving and reading project files safely: parallel --save into one project keeps
# every run; --save wants a .santwin name, writes through a symbolic link (which stays a link)
# and refuses a read-only file; special files (a device, a pipe) and JSON with ids or numbers
# beyond what a project holds are refused with a message, never read for ever or half accepted.
# Usage: cli_save_safety.sh <santwin-cli> <scratch dir>
set -e
cli=$1 dir=$2
rm -rf "$dir"
mkdir -p "$dir"
cd "$dir"
fail() { printf '%s\n' "$*"; exit 1; }
# refused <regex> <command...>: exit 2 and a stderr line matching regex (within 20 s: no hang)
refused() {
    want=$1
    shift
    set +e
    msg=$(timeout 20 "$@" 2>&1 >/dev/null)
    status=$?
    set -e
    [ "$status" -eq 2 ] || fail "expected exit 2 from '$*', got $status: $msg"
    printf '%s\n' "$msg" | grep -Eq -- "$want" || fail "expected /$want/ from '$*', got: $msg"
}
"$cli" lab export 000 l000.santwin >/dev/null
"$cli" lab export 000 l000.json >/dev/null

# Three saves at once into one project: all three runs land.
cp l000.santwin q.santwin
"$cli" simulate l000.santwin --duration 1m --save q.santwin --run-name A >/dev/null &
a=$!
"$cli" simulate l000.santwin --duration 1m --save q.santwin --run-name B >/dev/null &
b=$!
"$cli" run std-lu-1rg --save q.santwin >/dev/null &
c=$!
wait $a || fail "simulate A failed"
wait $b || fail "simulate B failed"
wait $c || fail "run failed"
out=$("$cli" export q.santwin --scenario simulate --run A --run B --export charts --formats csv 2>&1) || fail "a simulate run was lost: $out"
out=$("$cli" export q.santwin --scenario std-lu-1rg --export charts --formats csv 2>&1) || fail "the scenario's runs were lost: $out"
[ -z "$(ls | grep '\.lock$')" ] || fail "a lock file was left behind: $(ls)"

# Only a .santwin name keeps runs.
refused "give a name ending in .santwin \(e.g. --save runs.santwin\)" "$cli" simulate l000.santwin --duration 1m --save runs
refused "give a name ending in .santwin \(e.g. --save runs.santwin\)" "$cli" run std-lu-1rg --save -
[ ! -e runs ] && [ ! -e ./- ] || fail "a refused --save wrote a file"

# Through a symbolic link: the file it names gets the run, the link stays a link.
mkdir real
cp l000.santwin real/p.santwin
ln -s real/p.santwin link.santwin
"$cli" simulate l000.santwin --duration 1m --save link.santwin --run-name via-link >/dev/null
[ -L link.santwin ] || fail "--save replaced the link with a file"
out=$("$cli" export real/p.santwin --scenario simulate --run via-link --export charts --formats csv 2>&1) || fail "the linked file has no run: $out"

# A read-only project is refused before the run, and stays as it was.
cp l000.santwin ro.santwin
chmod a-w ro.santwin
before=$(cksum < ro.santwin)
refused "ro.santwin.*read-only" "$cli" simulate l000.santwin --duration 1m --save ro.santwin
refused "ro.santwin.*read-only" "$cli" run std-lu-1rg --save ro.santwin
[ "$(cksum < ro.santwin)" = "$before" ] || fail "the read-only project changed"

# Special files are refused, not read until memory runs out or waited on.
ln -s /dev/zero zero.json
refused "zero.json.*not a regular file" "$cli" lab check zero.json
mkfifo pipe.json pipe.santwin
refused "pipe.json.*not a regular file" "$cli" lab check pipe.json
refused "pipe.santwin.*not a regular file" "$cli" lab check pipe.santwin
refused "pipe.santwin.*not a regular file" "$cli" simulate l000.santwin --duration 1m --save pipe.santwin

# An entity id beyond what a project file holds, and a number beyond a double's range.
sed '0,/"id": [0-9]*/s//"id": 9223372036854775808/' l000.json > big.json
refused "big.json.*entities\[0\].id: entity id 9223372036854775808 is too large" "$cli" lab check big.json
sed '0,/"x": [-0-9.]*/s//"x": 1e999/' l000.json > huge.json
refused "huge.json.*layout.positions\[0\].x: a number is too large" "$cli" lab check huge.json
echo "saves land, targets checked, special files refused"
