#!/usr/bin/env bash
# tests/web.sh PAGE BUILD: the programs inside the HTML report, as TAP.
#
# Each run of tests/web/runs.txt is made twice: natively (BUILD/bin) and in
# the page, by opening PAGE?run=PROGRAM&args=ARGS in headless Chromium
# (tests/web/pages.js); the page's <pre id="run-output"> must hold the same
# bytes as the native standard output, and its data-status the same exit
# status.  Three of them also in headless Firefox (tests/web/firefox.js).
# Then: the --check of a table with a slip names the slip, and lcp solve
# --exact shows the fractions.
set -u
cd "$(dirname "$0")/.." || exit 1
page=$1 build=${2:-build}
dir="$build/web-test"
rm -rf "$dir" && mkdir -p "$dir"
n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() { n=$((n + 1)); echo "not ok $n - $1"; shift; for line in "$@"; do echo "#   $line"; done; }
urlencode() { node -e 'process.stdout.write(encodeURIComponent(require("fs").readFileSync(0, "utf8")))'; }

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

if ! node --experimental-websocket tests/web/pages.js "$page" "$dir/cases.txt" "$dir" \
    2>"$dir/pages.log"; then
    not_ok "the page opens in headless Chromium" "$(tail -n 5 "$dir/pages.log")"
    echo "1..$n"
    exit 1
fi
# Case i as the browser showed it (OUT/i.out, OUT/i.status) against the
# native run: the same exit status and the same bytes.
compare_run() {
    local out=$1 i=$2 what=$3
    if [ "$(cat "$out/$i.status")" != "$(cat "$dir/$i.native-status")" ]; then
        not_ok "$what" "exit status $(cat "$out/$i.status") in the browser, $(cat "$dir/$i.native-status") natively"
    elif ! cmp -s "$out/$i.out" "$dir/$i.native"; then
        not_ok "$what" "$(diff "$out/$i.out" "$dir/$i.native" | head -n 6)"
    else
        ok "$what (exit $(cat "$out/$i.status"), $(wc -c <"$out/$i.out") bytes)"
    fi
}
for i in $(seq 1 "$k"); do
    compare_run "$dir" "$i" "in the page as natively: $(cat "$dir/$i.line")"
done

# The same page in Firefox, for three runs: a table, an exact LCP, a scene.
mkdir -p "$dir/firefox"
: >"$dir/firefox/cases.txt"
for i in $(seq 1 "$k"); do
    case "$(cat "$dir/$i.line")" in
    particle-wall | 'lcp solve --exact -' | 'multibody chapters/07-multibody/stack.scene'*)
        grep -P "^$i\t" "$dir/cases.txt" >>"$dir/firefox/cases.txt" ;;
    esac
done
if node tests/web/firefox.js "$page" "$dir/firefox/cases.txt" "$dir/firefox" 2>"$dir/firefox.log"; then
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
echo "1..$n"
