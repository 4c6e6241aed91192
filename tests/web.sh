#!/usr/bin/env bash
# tests/web.sh PAGE BUILD: the programs inside the HTML report, as TAP.
#
# Each run of tests/web/runs.txt is made twice: natively (BUILD/bin) and in
# the page, by opening PAGE?run=PROGRAM&args=ARGS in headless Chromium
# (tests/web/pages.js); the page's <pre id="run-output"> must hold the same
# bytes as the native standard output, and its data-status the same exit
# status.  Three of them also in headless Firefox (tests/web/firefox.js).
# Then: the --check of a table with a slip names the slip, and lcp solve
# --exact shows the fractions.  Then what a student does with the panels
# (tests/web/interact.js): a long run in its worker while the page answers
# key events, Stop; commands typed as written (a program's name, a pipe,
# Enter) against the native ones; unknown programs; every file the chapters
# name (web/files.sh); a 100 000-line table's Download; links to a run;
# the form and the line.
set -u
cd "$(dirname "$0")/.." || exit 1
page=$1 build=${2:-build}
dir="$build/web-test"
rm -rf "$dir" && mkdir -p "$dir"
n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() { n=$((n + 1)); echo "not ok $n - $1"; shift; for line in "$@"; do echo "#   $line"; done; }
# Standard input as encodeURIComponent writes it (UTF-8 bytes as %XX), in
# bash: a node per case cost 80 ms each, seconds in all.
urlencode() {
    local LC_ALL=C s c i out=
    s=$(cat; printf x)
    s=${s%x}
    for ((i = 0; i < ${#s}; i++)); do
        c=${s:i:1}
        case "$c" in
        [A-Za-z0-9_.!~*\'\(\)-]) out+=$c ;;
        *) printf -v c '%%%02X' "'$c"; out+=$c ;;
        esac
    done
    printf '%s' "$out"
}

# Each part of the page with a driver of its own (tests/web/part-*.js PAGE
# BUILD OUTDIR), started first and run beside the cases below (the
# browsers mostly wait), each in its own browser: it prints "ok -
# WHAT" or "not ok - WHAT", each maybe followed by "#   DETAIL" lines;
# numbered here, part by part.
parts=() part_pids=()
for part in tests/web/part-*.js; do
    [ -e "$part" ] || continue
    pdir="$dir/$(basename "$part" .js)"
    mkdir -p "$pdir"
    (node --experimental-websocket "$part" "$page" "$build" "$pdir" >"$pdir/tap.txt" 2>"$pdir/log.txt"
     echo $? >"$pdir/status") &
    part_pids+=($!)
    parts+=("$part")
done
firefox_pid= interact_pid=
trap 'kill "${part_pids[@]}" $firefox_pid $interact_pid 2>/dev/null' EXIT # an early end stops them too

# A run in the browser (GOT.out, GOT.status, GOT.err) against the native
# one (WANT.native, WANT.native-status): the same exit status and bytes.
same_as_native() {
    local got=$1 want=$2 what=$3 status
    status=$(cat "$got.status" 2>/dev/null)
    if [ "$status" != "$(cat "$want.native-status")" ]; then
        not_ok "$what" "exit status $status in the browser, $(cat "$want.native-status") natively" \
            "$(head -c 300 "$got.err" 2>/dev/null)"
    elif ! cmp -s "$got.out" "$want.native"; then
        not_ok "$what" "$(diff "$got.out" "$want.native" | head -n 6)"
    else
        ok "$what (exit $status, $(wc -c <"$got.out") bytes)"
    fi
}

# The cases: NAME<TAB>QUERY, and the native runs.
k=0
: >"$dir/cases.txt"
while IFS= read -r line; do
    case "$line" in '#'* | '') continue ;; esac
    k=$((k + 1))
    stdin=
    case "$line" in *' < '*) stdin=${line##* < } line=${line% < *} ;; esac
    echo "$line" >"$dir/$k.line"
    read -r -a words <<<"$line"
    query="run=${words[0]}&args=$(printf '%s' "${words[*]:1}" | urlencode)"
    if [ -n "$stdin" ]; then
        query="$query&stdin=$(urlencode <"$stdin")"
        "$build/bin/${words[0]}" "${words[@]:1}" <"$stdin" >"$dir/$k.native" 2>/dev/null
    else
        "$build/bin/${words[0]}" "${words[@]:1}" </dev/null >"$dir/$k.native" 2>/dev/null
    fi
    echo $? >"$dir/$k.native-status"
    printf '%s\t%s\n' "$k" "$query" >>"$dir/cases.txt"
done <tests/web/runs.txt

# What a student does in the page (tests/web/interact.js), against the
# native programs: a long run stays beside a responsive page and Stop ends
# it; commands typed as written (a program's name first, a pipe, Enter);
# an unknown program named as given; every file the text names opens; a
# 100 000-line table downloads with the native bytes; a link to a run gives
# the run again; the form edits only its option in the line.
idir="$dir/interact"
mkdir -p "$idir"
: >"$idir/cases.txt"
icase() { local IFS=$'\t'; printf '%s\n' "$*" >>"$idir/cases.txt"; }
# native NAME COMMAND: the command (a shell line, programs from BUILD/bin)
bindir=$(cd "$build/bin" && pwd)
native() {
    PATH="$bindir:$PATH" bash -c "$2" </dev/null >"$idir/$1.native" 2>"$idir/$1.native-err"
    echo $? >"$idir/$1.native-status"
    printf '%s\n' "$2" >"$idir/$1.command"
}
# The same bytes and exit status as natively.
compare_native() { same_as_native "$idir/$1" "$idir/$1" "$2"; }
urlq() { printf '%s' "$1" | urlencode; }

while IFS=$'\t' read -r name program command; do
    icase "$name" line "$program" "$command"
    native "$name" "$command"
done <<'CASES'
line-name	phantom-inertia	phantom-inertia --m 2 --mu 0.3 --rate 4 --h 0.1 --t 2 --k 3
line-other	pendulum	time-stepping --steps 3 --h 0.5
line-pipe	particle-wall	particle-wall --write-lcp 2 | lcp solve --exact -
line-spd2	lcp	lcp check tests/lcp/spd2.txt 1 2
line-lemke3	lcp	lcp solve --exact --trace tests/lcp/lemke3.txt
CASES
icase line-bare line pendulum "--h 0.1 --steps 3"
native line-bare "pendulum --h 0.1 --steps 3"
icase line-chapter line multibody "multibody stack.scene --steps 3"
native line-chapter "cd chapters/07-multibody && multibody stack.scene --steps 3"
icase click click "phantom-inertia --m 2 --mu 0.3 --rate 4 --h 0.1 --t 2 --k 3"
icase line-unknown line pendulum "pendulum --steps 2 | no-such-program --x"
icase url-unknown url "run=no-such-program&args=$(urlq '--m 2')"
icase url-underscore url "run=particle_wall"
sh web/files.sh >"$idir/files.list"
icase files files "$idir/files.list"
icase long download "run=pendulum&args=$(urlq '--h 1e-4 --t 10')"
native long "pendulum --h 1e-4 --t 10"
icase link link "run=lcp&args=$(urlq 'solve --exact -')&stdin=$(urlencode <tests/web/exact-4x4.txt)"
native link "lcp solve --exact - <tests/web/exact-4x4.txt"
icase link-scene link "run=multibody&args=$(urlq 'my.scene --steps 6 --every 2')&file.my.scene=$(urlencode <chapters/07-multibody/slide.scene)#sec:slide"
native link-scene "multibody chapters/07-multibody/slide.scene --steps 6 --every 2"
icase form-add form pendulum "pendulum --h 0.1 --steps 5 --stabilise yes" m 2
icase form-scene form multibody "multibody chapters/07-multibody/slide.scene --every 2" steps 0
icase form-default form particle-wall "particle-wall" write-lcp 1
icase form-length form pendulum "pendulum --steps 5 --h 0.1" t 1
icase form-replace form pendulum "pendulum --h 0.1 --m 3" m 2 h ''
# The long run last, when the other browsers of this test have ended.
icase stop responsive "run=multibody&args=$(urlq 'chapters/07-multibody/pyramid.scene --steps 2000')" 10

node --experimental-websocket tests/web/interact.js "$page" "$idir/cases.txt" "$idir" \
    2>"$idir/interact.log" &
interact_pid=$!

# The same page in Firefox, for three runs: a table, an exact LCP, a scene;
# in its own browser beside Chromium's runs below, its results after them.
mkdir -p "$dir/firefox"
: >"$dir/firefox/cases.txt"
for i in $(seq 1 "$k"); do
    case "$(cat "$dir/$i.line")" in
    particle-wall | 'lcp solve --exact -' | 'multibody chapters/07-multibody/stack.scene'*)
        grep -P "^$i\t" "$dir/cases.txt" >>"$dir/firefox/cases.txt" ;;
    esac
done
node tests/web/firefox.js "$page" "$dir/firefox/cases.txt" "$dir/firefox" 2>"$dir/firefox.log" &
firefox_pid=$!

if ! node --experimental-websocket tests/web/pages.js "$page" "$dir/cases.txt" "$dir" \
    2>"$dir/pages.log"; then
    not_ok "the page opens in headless Chromium" "$(tail -n 5 "$dir/pages.log")"
    echo "1..$n"
    exit 1
fi
# Case i as the browser showed it (OUT/i.out, OUT/i.status) against the
# native run: the same exit status and the same bytes.
compare_run() { same_as_native "$1/$2" "$dir/$2" "$3"; }
for i in $(seq 1 "$k"); do
    compare_run "$dir" "$i" "in the page as natively: $(cat "$dir/$i.line")"
done

# The same page in Firefox (started beside Chromium's runs, above).
if wait "$firefox_pid"; then
    while IFS=$'\t' read -r i _; do
        compare_run "$dir/firefox" "$i" "in Firefox as natively: $(cat "$dir/$i.line")"
    done <"$dir/firefox/cases.txt"
else
    not_ok "the page opens in headless Firefox" "$(tail -n 5 "$dir/firefox.log")"
fi

# What a student sees: the slip named, the fractions.
slip=$(grep -l -- '--check -' "$dir"/*.line | head -n 1)
slip=${slip%.line}
if [ -n "$slip" ] && grep -q "l = 3, lambda: yours 0, the program's 1" "$slip.out" &&
    [ "$(cat "$slip.status")" = 3 ]; then
    ok "--check in the page names the slip (row 3's lambda) and exits 3"
else
    not_ok "--check in the page names the slip (row 3's lambda) and exits 3" "$(head -n 3 "$slip.out" 2>/dev/null)"
fi
exact=$(grep -l -- '--exact' "$dir"/*.line | head -n 1)
exact=${exact%.line}
if [ -n "$exact" ] && grep -q '^1 4/19 0$' "$exact.out" && grep -q '^2 3/19 0$' "$exact.out"; then
    ok "lcp solve --exact in the page shows the fractions (z = 4/19, 3/19, 3/19, 4/19)"
else
    not_ok "lcp solve --exact in the page shows the fractions" "$(head -n 4 "$exact.out" 2>/dev/null)"
fi

if ! wait "$interact_pid"; then
    not_ok "the page's controls in headless Chromium" "$(tail -n 5 "$idir/interact.log")"
else
    # Each key event's answer (the DevTools round trip, ms) while the run
    # goes on: 95 in 100 within 100 ms and none over a second (a run on the
    # page's thread answers none until it ends).  On a machine so loaded
    # that the idle page itself is slower (its 95th percentile over 50 ms,
    # measured just before), within twice the idle page's instead.
    pct() { tr ' ' '\n' <"$1" | sed '/^$/d' | sort -g | awk -v p="$2" '{ v[NR] = $1 } END { print (NR ? v[int(p * NR + 0.999)] : 1e9) }'; }
    read -r worst events typed state <"$idir/stop.latency" 2>/dev/null
    idle95=$(pct "$idir/stop.idle-latencies" 0.95) run50=$(pct "$idir/stop.latencies" 0.5)
    run95=$(pct "$idir/stop.latencies" 0.95) slow=$(tr ' ' '\n' <"$idir/stop.latencies" | awk '$1 >= 100' | wc -l)
    limit=$(awk -v i="$idle95" 'BEGIN { print (i > 50 ? 2 * i : 100) }')
    stats="median $run50 ms, 95th $run95 ms, slowest ${worst:-?} ms, $slow of ${events:-0} over 100 ms; the idle page's 95th $idle95 ms (load $(cut -d' ' -f1 /proc/loadavg), long tasks $(cat "$idir/stop.longtasks" 2>/dev/null))"
    # And inside the page: no task on its thread (a long task, over 50 ms,
    # PerformanceObserver) took as long as that limit while the run went on,
    # so no input event waited that long for the page, whatever the round
    # trip.
    longest=$(tr ' ' '\n' <"$idir/stop.longtasks" 2>/dev/null | sed '/^$/d' | sort -g | tail -n 1)
    if [ "${events:-0}" -ge 20 ] && [ "$typed" = "$events" ] && [ "$state" = running ] &&
        awk -v r="$run95" -v l="$limit" -v w="$worst" -v t="${longest:-0}" \
            'BEGIN { exit !(r < l && t < l && w < 1000) }'; then
        ok "a 10-second run (multibody pyramid.scene) leaves the page responsive: $events key events answered, no task of the page's as long as $limit ms, $stats"
    else
        not_ok "a 10-second run leaves the page responsive (input events answered within 100 ms)" \
            "$(cat "$idir/stop.latency" 2>/dev/null) (slowest ms, events, characters typed, the run): $stats"
    fi
    if grep -q 'rows so far' "$idir/stop.progress"; then
        ok "the progress line while it runs: $(cat "$idir/stop.progress")"
    else
        not_ok "the progress line while it runs" "$(cat "$idir/stop.progress" 2>/dev/null)"
    fi
    if [ "$(cat "$idir/stop.status")" = stopped ] && head -n 1 "$idir/stop.stopped" | grep -q '^stopped' &&
        [ "$(sed -n 2p "$idir/stop.stopped")" = still ]; then
        ok "Stop ends the run: status \"stopped\" (no exit status), nothing comes after"
    else
        not_ok "Stop ends the run" "$(cat "$idir/stop.status" "$idir/stop.stopped" 2>/dev/null)"
    fi
    for name in line-name line-other line-bare line-chapter line-pipe line-spd2 line-lemke3; do
        typed=$(grep -P "^$name\t" "$idir/cases.txt" | cut -f 4)
        if [ "$typed" = "$(cat "$idir/$name.command")" ]; then native_is=natively; else native_is="natively $(cat "$idir/$name.command")"; fi
        compare_native "$name" "typed in the line, Enter: $typed, as $native_is"
    done
    native click "$(cat "$idir/click.command")"
    compare_native click "a command in the text, clicked, runs beside it as natively: $(cat "$idir/click.command")"
    for name in line-unknown:no-such-program url-unknown:no-such-program url-underscore:particle_wall; do
        want="${name#*:}: no such program" name=${name%%:*}
        if [ "$(cat "$idir/$name.status")" = 1 ] && grep -qxF "$want" "$idir/$name.err"; then
            ok "an unknown program is named as given: \"$want\", exit 1 ($name)"
        else
            not_ok "an unknown program is named as given: \"$want\", exit 1 ($name)" \
                "status $(cat "$idir/$name.status"): $(head -c 200 "$idir/$name.err")"
        fi
    done
    if [ -s "$idir/files.count" ] && [ ! -s "$idir/files.missing" ]; then
        ok "every file the chapters name ($(cat "$idir/files.count") files, web/files.sh) opens in the page with its bytes"
    else
        not_ok "every file the chapters name opens in the page" "$(head -n 5 "$idir/files.missing" 2>/dev/null)"
    fi
    compare_native long "pendulum --h 1e-4 --t 10: Download saves the native bytes"
    if grep -q 'data-shown=part' "$idir/long.shown"; then
        ok "a 100 000-line table is shown by its first and last rows: $(cat "$idir/long.shown")"
    else
        not_ok "a 100 000-line table is shown by its first and last rows" "$(cat "$idir/long.shown")"
    fi
    for name in link link-scene; do
        compare_native "$name" "$name: the run as natively"
        for again in again rerun; do
            if [ "$(cat "$idir/$name.$again.status")" = "$(cat "$idir/$name.native-status")" ] &&
                cmp -s "$idir/$name.$again.out" "$idir/$name.native"; then
                ok "$name: the link to the run ($again) gives the same bytes"
            else
                not_ok "$name: the link to the run ($again) gives the same bytes" "$(cat "$idir/$name.link")"
            fi
        done
    done
    if [ "$(cat "$idir/link-scene.where")" = "sec:slide on screen" ]; then
        ok "a link with #SECTION shows the run in that section"
    else
        not_ok "a link with #SECTION shows the run in that section" "$(cat "$idir/link-scene.where")"
    fi
    while IFS=$'\t' read -r name want fields; do
        if [ "$(cat "$idir/$name.line")" = "$want" ] && [ "$(cat "$idir/$name.fields")" = "$fields" ]; then
            ok "the form edits only its option: $want"
        else
            not_ok "the form edits only its option: $want" "line: $(cat "$idir/$name.line")" \
                "fields: $(cat "$idir/$name.fields")"
        fi
    done <<'CASES'
form-add	pendulum --h 0.1 --steps 5 --stabilise yes --m 2	--m=2 --h=0.1 --steps=5 --stabilise=yes
form-scene	multibody chapters/07-multibody/slide.scene --every 2 --steps 0	--steps=0 --every=2
form-default	particle-wall --write-lcp 1	--write-lcp=1
form-length	pendulum --h 0.1 --t 1	--h=0.1 --t=1
form-replace	pendulum --m 2	--m=2
CASES
fi

wait "${part_pids[@]}"
for part in "${parts[@]}"; do
    pdir="$dir/$(basename "$part" .js)"
    while IFS= read -r line; do
        case "$line" in
        'ok - '*) n=$((n + 1)); echo "ok $n - ${line#ok - }" ;;
        'not ok - '*) n=$((n + 1)); echo "not ok $n - ${line#not ok - }" ;;
        '#'*) echo "$line" ;;
        esac
    done <"$pdir/tap.txt"
    if [ "$(cat "$pdir/status")" != 0 ] && ! grep -q '^not ok - ' "$pdir/tap.txt"; then
        not_ok "$part ran to its end" "exit status $(cat "$pdir/status")" "$(tail -n 5 "$pdir/log.txt")"
    fi
done
echo "1..$n"
