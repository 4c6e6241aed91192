#!/usr/bin/env bash
# tests/mutants.sh [LIST]: mutation testing of the course's key formulas.
#
# LIST (default tests/mutants.txt) holds one mutation per line:
#     FILE | TEXT | MUTATED TEXT | what it breaks
# ('#' starts a comment line).  TEXT must occur exactly once in FILE.  The
# tree is copied once to a scratch folder and built; then each mutation is
# applied in turn to the copy, "make check SWEEP=no" runs (rebuilding only
# what the mutation touched; a mutant must die by a test that pins a value,
# not by a random case), and the file is restored.  A mutation that it does
# not notice survives: it is listed, and the run fails.  Prints TAP and
# a closing line "N passed, N failed" (passed = mutants killed).
set -u
cd "$(dirname "$0")/.." || exit 1
# A mutant that makes a program hang is noticed: each test program and each
# scenario command is stopped after TEST_TIMEOUT seconds (tests/run).
export TEST_TIMEOUT=${TEST_TIMEOUT:-60}
list=${1:-tests/mutants.txt}
work=${MUTANTS_DIR:-$(mktemp -d)}
# On any exit (a run stopped half-way included) the file being mutated is
# restored first, so that a kept MUTANTS_DIR is never left mutated.
restore=
trap '[ -n "$restore" ] && cp "$work/saved" "$restore" && touch "$restore"
      [ -z "${MUTANTS_DIR:-}" ] && rm -rf "$work"' EXIT
trap 'exit 130' INT TERM HUP

echo "# copying the tree to $work and building it once"
git ls-files -z | xargs -0 cp --parents -t "$work" || exit 1
if ! make -C "$work" -j2 --no-print-directory check SWEEP=no >"$work/baseline.log" 2>&1; then
    echo "Bail out! the unmutated tree fails make check (see $work/baseline.log)"
    tail -n 20 "$work/baseline.log"
    exit 1
fi

trim() { sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' <<<"$1"; }
n=0 killed=0 survived=0 bad=0
while IFS= read -r line || [ -n "$line" ]; do
    case $line in '#'* | '') continue ;; esac
    IFS='|' read -r file text mutated why <<<"$line"
    file=$(trim "$file"); text=$(trim "$text"); mutated=$(trim "$mutated"); why=$(trim "$why")
    n=$((n + 1))
    target=$work/$file
    count=$(grep -cF -- "$text" "$target" 2>/dev/null || true)
    if [ "$count" != 1 ]; then
        bad=$((bad + 1))
        echo "not ok $n - $file: '$text' occurs ${count:-0} times (must be once): fix the list"
        continue
    fi
    cp "$target" "$work/saved"
    restore=$target
    TEXT=$text MUTATED=$mutated perl -0pi -e 's/\Q$ENV{TEXT}\E/$ENV{MUTATED}/' "$target"
    if make -C "$work" -j2 --no-print-directory check SWEEP=no >"$work/mutant.log" 2>&1; then
        survived=$((survived + 1))
        echo "not ok $n - SURVIVED $file: '$text' -> '$mutated' ($why)"
    else
        killed=$((killed + 1))
        echo "ok $n - killed $file: '$text' -> '$mutated' ($why)"
    fi
    cp "$work/saved" "$target"
    touch "$target"
    restore=
done <"$list"
echo "1..$n"
echo "mutants: $killed passed, $((survived + bad)) failed"
[ $survived = 0 ] && [ $bad = 0 ]
