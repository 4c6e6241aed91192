#!/usr/bin/env bash
# tests/sweep.sh: every program under random options inside their documented
# ranges and, in a share of the cases, at the extremes of a double (below);
# prints TAP, one result per case.
#
#   tests/sweep.sh [-b BUILD] [-j JOBS]                  all programs, seed 1
#   tests/sweep.sh [-b BUILD] PROGRAM [SEED [N [K]]]     one program: N cases
#                                                        (or only case K)
#
# BUILD is the build folder (default build: BUILD/bin holds the programs);
# JOBS runs at a time (default 2).  SWEEP_TIMEOUT: the CPU seconds one run
# may take (default 5; and 6 times that in wall-clock time, for a loaded
# machine); SWEEP_SEED: the seed of the full sweep (default 1);
# SWEEP_SHARE=N runs only every N-th case of each program (k = 1, N + 1,
# 2 N + 1, ...: the sanitizers' build, whose runs cost 3 times the CPU);
# SWEEP_KEEP=DIR keeps the cases' files (scenes, LCP files) in DIR.
#
# Cases.  For each program the options, their defaults, ranges and choices
# are read from its --help at run time (tests/sweep/help.awk, which also
# follows "(also --dt)" aliases), and tests/sweep/gen.awk draws a bounded
# number of option sets from them with a fixed seed: reals log-uniformly over
# two decades either side of the default (inside "> 0", ">= 0"; either sign
# when unbounded), integers about their default inside their range, every
# word option's choices.  Case k depends only on (seed, program, k), so
# "tests/sweep.sh PROGRAM SEED N K" repeats it.  multibody gets a random scene
# of 1-3 boxes (stacked at rest, or apart or stacked with gaps, velocities,
# turned, box-box mu, a force, a ball joint); lcp a random LCP file of size
# 1-6 (integers, decimals or fractions; random, PSD, P-matrix, negative or
# zero M) solved with random methods and options, or 'lcp check' on a random
# integer z; planar-friction sometimes a random shape map or twist profile.
#
# Extremes.  About 30 % of each program's cases (chosen by a generator of
# their own, so the other cases are the in-range draws above, unchanged)
# also put one or two real options at the limits of a double: 1e-320
# (subnormal), 1e-300, 1e300, 1e308 (either sign where the option has no
# range, 0 where ">= 0" allows it); a position moved far from the origin
# (1e12, 1e15 or -1e12 added with all its digits: time-stepping's and
# particle-wall's q0 and wall-q0, the two together half the time so that
# their gap is kept, box-contact's x, y, z); the time step tiny or huge
# (1e-320 ... 1e308), sometimes before the run length is bounded (a few
# steps of it), else after it (t / h then far beyond the cap: the program
# must refuse it); the end time 1e-320 ... 1e308.  multibody
# takes one extreme in its scene instead: every box and joint far from the
# origin, gravity, the scene's step, a box's mass, a velocity, a lone box's
# edges (1e-300, 1e300) or the ground's mu; lcp an LCP file scaled by
# 1e-320, 1e-300, 1e300 or 1e307 (M and q, M alone or q alone), or with one
# entry 1e-320, -1e-320, 1e-400 (0 as a double), +-1e300 or 1e308.  The same
# pass rule and invariants apply: a right answer with exit 0, or a refusal
# that says why (1, naming the option; 2; 3).  A run that an extreme makes
# endless (friction-cone until it sticks at --v0 1e300) is for the program
# to refuse, not for the generator to avoid; only a box at rest keeps its
# rest (its extremes are x, y, h, g, m, mu, a, b, c) and a stack at rest
# takes no --jitter.
#
# Run length.  A run is bounded so that the sweep stays within a minute: a
# time step and end time give at most a program's own number of steps
# (50-500), --steps likewise, grids at most 15 x 15, planar-convergence's
# lists and baselines small, lugre's end time at most 2e4 of its (Euler or
# CVODE's largest) steps.  Runs "until at rest" (box-contact, friction-cone
# without --steps) are drawn only where they end soon (mu >= 0.2, no force,
# slow; v0 / (mu g h) < 2e4).  Those bounds keep in-range inputs that
# legitimately run long out of the sweep; any run past SWEEP_TIMEOUT fails.
#
# Each run passes when
#   (a) it exits 0, its stdout holds no nan or inf, its table meets the
#       program's invariants (below) and, where the program has --check, the
#       program run again with the same options and --check - on its own
#       stdout says all values agree (exit 0); a --write-lcp run's LCP is
#       read by 'lcp solve', whose answer (if solved) satisfies the LCP; or
#   (b) it exits 1, 2 or 3 with a message on stderr (the lcp command: exit 2
#       or 3 with its status line on stdout, its documented answer) (and no nan/inf on
#       stdout).  An exit 1 whose message names an option the case gave (an
#       option the view does not use, a moment that breaks J_i <= J_j + J_k)
#       is counted as passing and the case runs again without that option
#       (up to 6 times), so that most cases reach a run.
# It fails on exit 1, 2 or 3 with nothing on stderr, any other status, a
# signal, a sanitizer report, or a timeout.  A failure prints the exact
# command line (and any data file the case wrote) and why.
#
# Invariants (tests/sweep/check.awk), where the table shows them:
#   time-stepping   t = l h; q_exact, v_exact in closed form; both schemes'
#                   rows equal their recursions recomputed in the check.
#   pendulum        drift = |q| - L; without --stabilise, q^l . u^{l+1} = 0.
#   particle-wall   --show lcp: w = a lambda + b, a = h^2/m, 0 <= lambda _|_
#                   w >= 0; state: lambda >= 0, the gap >= 0 after a step.
#   lcp-demo        box: l <= z <= u, w = M z + q, 'place' agrees with w;
#                   murty: pivots = 2^n.
#   lcp             solved: z >= 0, w = M z + q >= 0, z w = 0 (relative
#                   1e-6, or 10 --tol), the printed w is M z + q, a claimed
#                   P-matrix is one (principal minors); no solution: the
#                   certificate y >= 0, M'y <= 0, q'y < 0; for n <= 10 the
#                   answer (solved / no solution) agrees with --method
#                   enumerate; lcp check on integers: its verdict is right.
#   slack-friction  cases: alpha >= 0, s >= |vx|, alpha1 + alpha2 <= mu fn,
#                   complementary; conditions: 0 <= z _|_ w >= 0.
#   sliding-block   |ft| <= mu fn, fn = m g cos(theta) >= 0; angle: "stays"
#                   exactly when tan(theta) <= mu, theta_crit = atan(mu).
#   friction-cone   path: the friction m dv/h within mu fn (length; box
#                   cone: each component), the speed relative to the plane
#                   never grows, fn >= 0; alpha: alpha >= 0, alpha_j +
#                   alpha_k <= mu fn; deficit: errors within their bounds;
#                   polygon: alpha >= 0, sum <= mu m g.
#   rigid-body      T = sum J w^2 / 2, |L| = |J w|, |e| = 1; midpoint
#                   without torque keeps T and the world L (also --show drift).
#   box-contact     state: a passive box (no force, not starting in the
#                   ground) never gains energy (kinetic + m g height, from
#                   the printed x, e, v, w and the options' a b c m g slope)
#                   beyond 1e-5 of the energy's scale, step to step and from
#                   the start; a box at rest on flat ground with no force
#                   stays at rest; contacts: |(pfx, pfy)| <= mu p_n, p_n >= 0.
#   multibody       the same for scenes: energy of a passive scene (no force,
#                   no joint), rest for stacks at rest, |p_f| <= mu p_n with
#                   the pair's mu; balance: net force and torque 0; energy:
#                   T >= 0, E = T + V, a passive scene's E never grows.
#   phantom-inertia ramp: F = c t, |ft| <= mu m g; rank: rank <= size.
#   lugre           steady: z = g(v)/sigma0, f = fn (g(v) + sigma2 v) within
#                   the integrator's tolerance carried to f.
#   planar-friction limit-surface, limit-curve: the normalised wrench <= 1
#                   (dist: the force; ellipse: force and torque; red, the
#                   authors' bilinear rule, passes 1 on uneven maps).
#   planar-convergence  rmse >= 0; box: lower <= q1 <= median <= q3 <= upper.
#   planar-experiment   (finite output and --check only.)
set -u
cd "$(dirname "$0")/.." || exit 1
here=tests/sweep

# program and its number of cases in the full sweep
PROGRAMS="time-stepping:20 pendulum:20 particle-wall:20 lcp-demo:20 lcp:50 slack-friction:20
sliding-block:20 friction-cone:25 rigid-body:20 box-contact:40 multibody:40 phantom-inertia:20
lugre:20 planar-friction:15 planar-experiment:12 planar-convergence:10"

# ------------------------------------------------------------ one case
# Does stdout (file $1) hold nan or inf?
# The one exception: a condition number s_max / s_min is inf where s_min = 0
# (phantom-inertia --show solvers: a singular lead matrix, as its chapter says).
nonfinite() {
    awk 'NR == 1 { for (i = 1; i <= NF; i++) name[i] = $i }
         { for (i = 1; i <= NF; i++) if (tolower($i) ~ /^[-+]?(nan|inf|infinity)$/) {
               if (name[i] == "cond" && $i == "inf") { for (k = 1; k <= NF; k++) if (name[k] == "smin" && $k == "0") break
                                                       if (k <= NF) continue }
               print NR ": " $0; exit } }' "$1"
}

# Run argv with T seconds of CPU time (and 6 T of wall-clock time, which
# the other jobs on the machine may stretch); sets st.
run() {
    (ulimit -t "$T" && exec timeout -k 1 $((6 * T)) "$@") >"$out" 2>"$err" <"${stdin:-/dev/null}"
    st=$?
}

# The lcp command's answer is its stdout: a "status: ..." line (no solution,
# proven, exit 2; not solved, exit 3) or lcp check's "z is not a solution"
# (exit 3) is the documented message there, not a silent failure.
lcp_answer() {
    [ "$st" != 1 ] && grep -q -E '^status: |is not a solution' "$out"
}

# What is wrong with a finished run (st, out, err), or nothing.
verdict() {
    local what=$1 line
    if [ $st = 124 ] || [ $st = 137 ] || [ $st = 152 ]; then
        echo "$what: timed out ($T s of CPU time, or $((6 * T)) s)"; return
    fi
    if grep -q -E 'Sanitizer|runtime error:' "$err"; then
        echo "$what: sanitizer: $(grep -m1 -E 'Sanitizer|runtime error:' "$err")"; return
    fi
    if [ $st -gt 128 ]; then echo "$what: killed by signal $((st - 128))"; return; fi
    case $st in
        0) ;;
        1 | 2 | 3) [ -s "$err" ] || lcp_answer || { echo "$what: exit $st with nothing on stderr (stdout: $(grep -v '^#' "$out" | head -n 1))"; return; } ;;
        *) echo "$what: exit status $st"; return ;;
    esac
    line=$(nonfinite "$out")
    [ -n "$line" ] && echo "$what: non-finite value on stdout, line $line"
}

# The option (as given in argv) that the first line of stderr names.
named_option() {
    local word
    for word in $(head -n 3 "$err" | grep -o -E -- '--[A-Za-z0-9][A-Za-z0-9-]*'); do
        for a in "${argv[@]}"; do [ "$a" = "$word" ] && { echo "$word"; return; }; done
    done
}

# argv without option $1 (and its value, if it has one).
drop_option() {
    local i n=${#argv[@]} new=()
    for ((i = 0; i < n; i++)); do
        if [ "${argv[i]}" = "$1" ]; then
            if ((i + 1 < n)) && [[ ${argv[i + 1]} != --* ]]; then i=$((i + 1)); fi
            continue
        fi
        new+=("${argv[i]}")
    done
    argv=("${new[@]}")
}

# One case: runs it (again without an option its exit-1 message names),
# checks it, writes "ok|fail<TAB>exit S" and the reasons to DIR/PROG/rK.
case_main() {
    local dir=$1 prog=$2 k=$3 bin spec meta reasons="" attempt=0 named extra
    bin=$(cat "$dir/bin"); spec=$dir/$prog.spec
    local out=$dir/$prog/o$k err=$dir/$prog/e$k res=$dir/$prog/r$k
    T=${SWEEP_TIMEOUT:-5}
    read -r -a argv <<<"$(sed -n "${k}p" "$dir/$prog/cases")"
    meta=$dir/$prog/c$k.meta; [ -f "$meta" ] || meta=""
    while :; do
        attempt=$((attempt + 1))
        stdin= run "$bin/$prog" "${argv[@]}"
        reasons=$(verdict "run")
        [ -n "$reasons" ] && break
        if [ $st = 1 ] && [ $attempt -le 6 ] && named=$(named_option) && [ -n "$named" ]; then
            drop_option "$named"
            continue
        fi
        reasons=$(check_output "$dir" "$prog" "$spec" "$meta")
        break
    done
    {
        printf '%s\texit %s\t%s\n' "$([ -z "$reasons" ] && echo ok || echo fail)" "$st" "$attempt"
        printf '%s\n' "$bin/$prog ${argv[*]}"
        [ -n "$reasons" ] && printf '%s\n' "$reasons" | sed 's/^/why: /'
        if [ -n "$reasons" ]; then
            for f in "$dir/$prog"/c$k.*; do
                case $f in *.meta | *"*"*) continue ;; esac
                echo "file $f:"; sed 's/^/  | /' "$f"
            done
            echo "stderr:"; head -n 4 "$err" | sed 's/^/  | /'
        fi
    } >"$res"
    rm -f "$out" "$err" "$out.2" "$err.2"
}

# The invariants of a run that exited 0 (or lcp's 2 and 3), its --check of
# its own output, the LCP it writes.
check_output() {
    local dir=$1 prog=$2 spec=$3 meta=$4 lcpfile="" save_st=$st
    local args="${argv[*]}"
    if [ "$prog" = lcp ]; then
        awk -f $here/check.awk -v prog=lcp -v args="$args" -v spec="$spec" -v status="$st" "$out"
        cross_check_lcp "${argv[1]:-}"
        return
    fi
    [ $st = 0 ] || return 0
    if [[ " $args " == *" --write-lcp "* ]]; then
        cp "$out" "$out.lcp"
        local o2=$out err2=$err
        out=$out.2; err=$err.2
        stdin=$o2.lcp run "$bin/lcp" solve -
        case $st in
            0) awk -f $here/check.awk -v prog=lcp -v args="solve" -v spec=/dev/null -v status=0 \
                   -v lcpfile="$o2.lcp" "$out" | sed 's/^/lcp solve of the written LCP: /' ;;
            2 | 3) [ -s "$err" ] || [ -s "$out" ] || echo "lcp solve of the written LCP: exit $st, no message" ;;
            *) echo "lcp solve cannot read the written LCP: exit $st: $(head -n 1 "$err")" ;;
        esac
        rm -f "$o2.lcp"; out=$o2; err=$err2
        return
    fi
    awk -f $here/check.awk -v prog="$prog" -v args="$args" -v spec="$spec" -v meta="$meta" "$out"
    if grep -q -- '--check FILE' "$dir/$prog.help" && ! [[ " $args " == *" --time yes "* ]]; then
        local o2=$out err2=$err
        out=$out.2; err=$err.2
        stdin=$o2 run "$bin/$prog" "${argv[@]}" --check -
        [ $st = 0 ] || echo "--check - of its own output: exit $st: $(head -n 2 "$out" "$err" | grep -v '^==>' | grep . | head -n 2 | tr '\n' ' ')"
        out=$o2; err=$err2
    fi
    st=$save_st
}

# lcp solve against exact enumeration (n <= 10): the same answer.
cross_check_lcp() {
    local file=$1 n o2=$out err2=$err save=$st
    [ "${argv[0]}" = solve ] || return 0
    [[ " ${argv[*]} " == *" --method enumerate "* ]] && return 0
    [ "$save" = 0 ] || [ "$save" = 2 ] || return 0
    n=$(grep -v '^#' "$file" | awk '{ for (i = 1; i <= NF; i++) { print $i; exit } }' | head -n 1)
    [ "${n:-99}" -le 10 ] || return 0
    out=$out.2; err=$err.2
    run "$bin/lcp" solve "$file" --method enumerate
    if [ $st = 0 ] && [ "$save" = 2 ]; then echo "says no solution (exit 2), but enumeration finds one"
    elif [ $st = 2 ] && [ "$save" = 0 ]; then echo "solved, but enumeration says no solution (exit 2)"
    fi
    out=$o2; err=$err2; st=$save
}

if [ "${1:-}" = --case ]; then
    case_main "$2" "$3" "$4"
    exit 0
fi

# ------------------------------------------------------------ the sweep
build=build
jobs=${SWEEP_JOBS:-2}
while getopts b:j: o; do
    case $o in
        b) build=$OPTARG ;;
        j) jobs=$OPTARG ;;
        *) echo "usage: tests/sweep.sh [-b BUILD] [-j JOBS] [PROGRAM [SEED [N [K]]]]" >&2; exit 1 ;;
    esac
done
shift $((OPTIND - 1))
seed=${SWEEP_SEED:-1}
only=""
if [ $# -ge 1 ]; then
    only=$1; seed=${2:-$seed}
    n_only=${3:-$(tr ' ' '\n' <<<"$PROGRAMS" | sed -n "s/^$only:\([0-9]*\)$/\1/p")}
    n_only=${n_only:-20}
    k_only=${4:-}
fi

if [ -n "${SWEEP_KEEP:-}" ]; then tmp=$SWEEP_KEEP; rm -rf "$tmp"; mkdir -p "$tmp"
else tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT; fi
echo "$build/bin" >"$tmp/bin"

# The cases of each program: the spec from --help, the generated options.
list=()
plan=0
for entry in $PROGRAMS; do
    prog=${entry%%:*}; n=${entry##*:}
    if [ -n "$only" ]; then [ "$prog" = "$only" ] || continue; n=$n_only; fi
    mkdir -p "$tmp/$prog"
    if [ ! -x "$build/bin/$prog" ]; then
        plan=$((plan + 1)); list+=("$prog:missing"); continue
    fi
    methods=""
    if [ "$prog" = lcp ]; then
        "$build/bin/lcp" solve --help >"$tmp/$prog.help" 2>&1
        methods=$(grep -o -E -- '--method M +[a-z|]+' "$tmp/$prog.help" | awk '{print $3}')
        : >"$tmp/$prog.spec"
    else
        "$build/bin/$prog" --help >"$tmp/$prog.help" 2>&1
        awk -f $here/help.awk "$tmp/$prog.help" >"$tmp/$prog.spec"
    fi
    awk -f $here/gen.awk -v prog="$prog" -v seed="$seed" -v n="$n" -v dir="$tmp/$prog" \
        -v methods="$methods" "$tmp/$prog.spec" >"$tmp/$prog/cases"
    for ((k = 1; k <= n; k++)); do
        [ -n "${k_only:-}" ] && [ "$k" != "$k_only" ] && continue
        [ -z "$only" ] && [ $(((k - 1) % ${SWEEP_SHARE:-1})) != 0 ] && continue
        list+=("$prog:$k"); plan=$((plan + 1))
    done
done
if [ -n "$only" ] && [ $plan = 0 ]; then
    echo "tests/sweep.sh: no program '$only' (one of: $(echo $PROGRAMS | sed 's/:[0-9]*//g'))" >&2
    exit 1
fi

echo "1..$plan"
printf '%s\n' "${list[@]}" | grep -v ':missing$' | tr ':' ' ' |
    SWEEP_TIMEOUT=${SWEEP_TIMEOUT:-5} xargs -P "$jobs" -n 2 tests/sweep.sh --case "$tmp"

# The results in order, and per program how the runs ended.
i=0
failed=0
for item in "${list[@]}"; do
    prog=${item%%:*}; k=${item##*:}; i=$((i + 1))
    if [ "$k" = missing ]; then
        echo "not ok $i - $prog: $build/bin/$prog is not built"; failed=$((failed + 1)); continue
    fi
    res=$tmp/$prog/r$k
    if [ ! -f "$res" ]; then
        echo "not ok $i - $prog case $k: the case did not finish"; failed=$((failed + 1)); continue
    fi
    IFS=$'\t' read -r ok status attempts <"$res"
    echo "$status" >>"$tmp/$prog/statuses"
    if [ "$ok" = ok ]; then
        echo "ok $i - $prog case $k: $status"
    else
        failed=$((failed + 1))
        echo "not ok $i - $prog case $k: $(sed -n 's/^why: //p' "$res" | head -n 1)"
        echo "#   \$ $(sed -n 2p "$res")"
        sed -n '3,$p' "$res" | sed 's/^/#   /'
        echo "#   repeat: SWEEP_KEEP=/tmp/sweep tests/sweep.sh -b $build $prog $seed ${n_only:-$(tr ' ' '\n' <<<"$PROGRAMS" | sed -n "s/^$prog:\([0-9]*\)$/\1/p")} $k"
    fi
done
for entry in $PROGRAMS; do
    prog=${entry%%:*}
    [ -f "$tmp/$prog/statuses" ] || continue
    echo "sweep: $prog: $(sort "$tmp/$prog/statuses" | uniq -c | awk '{printf "%s%d %s %s", (NR > 1 ? ", " : ""), $1, $2, $3}')"
done
[ $failed = 0 ]
