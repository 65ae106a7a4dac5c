#!/usr/bin/env bash
# Runs the cmocka program DIR/F/test_x of every tests/c/F/test_x.c, then the
# plunit suite, showing their output, and ends with one line
# "N passed, N failed".  Exits non-zero when a test failed, a program crashed,
# was missing or printed no summary, or no test ran.
#
#   tests/run.sh DIR [COMMAND...]    COMMAND runs swipl (default: swipl)
#
# Everything runs from the repository root (the C tests open kb/*.pl by a
# relative path), and DIR is relative to it.  TEST_TIMEOUT (seconds, default
# 1200) stops a program that hangs.
#
# The plunit suite runs in TEST_SHARDS processes at once (default: one a
# CPU), each a share of the files (tests/prolog/run_tests.pl --shard=I/N),
# while the C programs run: the tests are the same, the machine's cores
# all work.  Each share's output is shown when it has ended.
set -u
cd "$(dirname "$0")/.." || exit
dir=${1:?usage: tests/run.sh DIR [COMMAND...]}; shift
(( $# )) || set -- swipl
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
passed=0 failed=0 broken=()

# count NAME PASS_RE FAIL_RE STATUS LOG: adds the counts of LOG's summary
# lines (each RE captures a number; every match is added).  A program that
# printed no summary, or exited non-zero without reporting a failure (a
# crash, a sanitizer report, a timeout), counts as one failure.
count() {
    local name=$1 pass_re=$2 fail_re=$3 status=$4 log=$5 p f
    p=$(sed -nE "s/$pass_re/\1/p" "$log" | awk '{ s += $1 } END { print s + 0 }')
    f=$(sed -nE "s/$fail_re/\1/p" "$log" | awk '{ s += $1 } END { print s + 0 }')
    if ! grep -qE "$pass_re|$fail_re" "$log"; then
        echo "*** $name printed no test summary (exit status $status): one failure"
        f=1
    elif (( status != 0 && f == 0 )); then
        echo "*** $name exited with status $status: one failure"
        f=1
    fi
    (( f == 0 )) || broken+=("$name ($f)")
    passed=$(( passed + p )) failed=$(( failed + f ))
}

# run NAME PASS_RE FAIL_RE COMMAND...: runs COMMAND, showing its output,
# and counts its summary.
run() {
    local name=$1 pass_re=$2 fail_re=$3 status
    shift 3
    echo "=== $name"
    # -k: a hung swipl can ignore TERM; KILL it 10 s later.
    timeout -k 10 "${TEST_TIMEOUT:-1200}" "$@" 2>&1 | tee "$logs/run"
    status=${PIPESTATUS[0]}
    count "$name" "$pass_re" "$fail_re" "$status" "$logs/run"
}

plunit_pass='^plunit passed=([0-9]+) failed=[0-9]+$'
plunit_fail='^plunit passed=[0-9]+ failed=([0-9]+)$'
shards=${TEST_SHARDS:-$(nproc 2>/dev/null || echo 1)}
(( shards >= 1 )) || shards=1
for (( i = 1; i <= shards; i++ )); do
    ( timeout -k 10 "${TEST_TIMEOUT:-1200}" "$@" tests/prolog/run_tests.pl \
          --shard="$i/$shards" > "$logs/plunit-$i" 2>&1
      echo $? > "$logs/plunit-$i.status" ) &
done

# Going by the sources, a stale program of a removed test never runs.
for src in tests/c/*/test_*.c; do
    [ -e "$src" ] || continue
    t=$src; t=$dir/${t#tests/c/}; t=${t%.c}
    run "$t" '^\[  PASSED  \] ([0-9]+) test\(s\)\.$' \
             '^\[  FAILED  \] ([0-9]+) test\(s\), listed below:$' "$t"
done
wait
for (( i = 1; i <= shards; i++ )); do
    echo "=== plunit, share $i of $shards"
    cat "$logs/plunit-$i"
    count "plunit share $i of $shards" "$plunit_pass" "$plunit_fail" \
          "$(cat "$logs/plunit-$i.status")" "$logs/plunit-$i"
done

echo
(( ${#broken[@]} == 0 )) || printf 'failed: %s\n' "${broken[@]}"
(( passed + failed > 0 )) || echo "no test ran"
echo "$passed passed, $failed failed"
(( failed == 0 && passed > 0 ))
