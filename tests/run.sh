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
set -u
cd "$(dirname "$0")/.." || exit
dir=${1:?usage: tests/run.sh DIR [COMMAND...]}; shift
(( $# )) || set -- swipl
log=$(mktemp)
trap 'rm -f "$log"' EXIT
passed=0 failed=0 broken=()

# run NAME PASS_RE FAIL_RE COMMAND...: runs COMMAND and adds the counts its
# summary lines give (each RE captures a number; every match is added).
# A program that prints no summary, or exits non-zero without reporting a
# failure (a crash, a sanitizer report, a timeout), counts as one failure.
run() {
    local name=$1 pass_re=$2 fail_re=$3 status p f
    shift 3
    echo "=== $name"
    # -k: a hung swipl can ignore TERM; KILL it 10 s later.
    timeout -k 10 "${TEST_TIMEOUT:-1200}" "$@" 2>&1 | tee "$log"
    status=${PIPESTATUS[0]}
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

# Going by the sources, a stale program of a removed test never runs.
for src in tests/c/*/test_*.c; do
    [ -e "$src" ] || continue
    t=$src; t=$dir/${t#tests/c/}; t=${t%.c}
    run "$t" '^\[  PASSED  \] ([0-9]+) test\(s\)\.$' \
             '^\[  FAILED  \] ([0-9]+) test\(s\), listed below:$' "$t"
done
run plunit '^plunit passed=([0-9]+) failed=[0-9]+$' \
           '^plunit passed=[0-9]+ failed=([0-9]+)$' "$@" tests/prolog/run_tests.pl

echo
(( ${#broken[@]} == 0 )) || printf 'failed: %s\n' "${broken[@]}"
(( passed + failed > 0 )) || echo "no test ran"
echo "$passed passed, $failed failed"
(( failed == 0 && passed > 0 ))
