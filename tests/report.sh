#!/usr/bin/env bash
# tests/report.sh BUILD: the report test, as TAP.
#
# Builds the report twice, in BUILD/repro-a from nothing and in BUILD/repro-b
# from nothing but repro-a's compiled programs,
# and checks that it builds, that pdftotext shows every chapter title and the
# worked examples' numbers, that no reference is left unresolved ("??"), that
# every figure the chapters name was drawn, that no line runs past the
# margin, that the HTML reads without scripts (formulas typeset at build
# time; the only scripts are the programs) and loads nothing from the
# network, that the two builds are byte-identical, and that the programs in
# the page print what the native programs print (tests/web.sh).
set -u
cd "$(dirname "$0")/.." || exit 1
build=${1:-build}
n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() { n=$((n + 1)); echo "not ok $n - $1"; shift; for line in "$@"; do echo "#   $line"; done; }
check() { local what=$1; shift; if "$@"; then ok "$what"; else not_ok "$what"; fi; }

# Build one report from an empty folder; the log goes to BUILD/report-NAME.log.
# FROM (optional): a build whose compiled programs, libraries and
# WebAssembly are copied in first (times kept, so make takes them as made):
# the programs' runs, the figures and both documents are still made anew.
build_report() {
    local name=$1 from=${2:-} dir="$build/repro-$1"
    rm -rf "$dir"
    mkdir -p "$dir"
    if [ -n "$from" ]; then
        for part in obj lib bin wasm; do cp -a "$from/$part" "$dir/$part" || return 1; done
    fi
    make --no-print-directory B="$dir" REPORT_DIR="$dir/out" \
        "$dir/out/report.pdf" "$dir/out/report.html" >"$build/report-$name.log" 2>&1
}

# The first build from nothing; the second from nothing but a's compiled
# programs (compiling them twice would show nothing that the first build
# and the determinism tests do not): its runs, figures and documents must
# come out with the same bytes.
# The page test (tests/web.sh, mostly waiting on the browser) starts as soon
# as repro-a is built, beside the second build and the checks below.
for name in a b; do
    if [ $name = a ]; then build_report a; else build_report b "$build/repro-a"; fi
    if [ $? = 0 ]; then
        if [ $name = a ]; then ok "report builds from nothing in $build/repro-a"
        else ok "report builds again in $build/repro-b, from nothing but repro-a's compiled programs"; fi
        if [ $name = a ]; then
            bash tests/web.sh "$build/repro-a/out/report.html" "$build/repro-a" >"$build/web-tap.txt" 2>&1 &
            web_pid=$!
        fi
    else
        not_ok "report builds from nothing in $build/repro-$name" \
            "$(tail -n 15 "$build/report-$name.log")"
        echo "1..$n"
        [ -n "${web_pid:-}" ] && kill "$web_pid" 2>/dev/null && wait
        exit 1
    fi
done

a="$build/repro-a/out" b="$build/repro-b/out"
text=$(pdftotext -layout "$a/report.pdf" - 2>/dev/null)
# pdftotext prints LaTeX's minus sign as U+2212; compare with ASCII.
text=${text//−/-}

for title in "Time stepping a particle" "The particle-wall LCP" "Solving LCPs" \
             "Coulomb friction with a slack variable" \
             "The 3D particle and polyhedral friction cones" \
             "Errata and conventions" "Reproducing the numbers" "References"; do
    check "the PDF shows the chapter \"$title\"" grep -qF "$title" <<<"$text"
done

# A table row of the PDF, whitespace-normalised, must contain these cells.
has_row() { tr -s ' \t' ' ' <<<"$text" | grep -qE "(^| )$1( |$)"; }
check "Examples 1.1, 1.2 row l = 2: q 1 and 3, exact 2" has_row "2 2 1 2 3 2 2 2"
check "fixed wall (Example 2.1) row 1: q = 0, v = -1, lambda = 4" has_row "1 0 -1 4"
check "fixed wall (Example 2.1) row 2: q = 0, v = 0, lambda = 2" has_row "2 0 0 2"
check "moving wall (Example 2.2) row 1: q = 0.5, v = -0.5, lambda = 4.5, psi = 0" has_row "1 0.5 -0.5 4.5 0.5 0"
check "moving wall (Example 2.2) row 2: q = 1, v = 0.5, lambda = 2" has_row "2 1 0.5 2 1 0"
check "moving wall (Example 2.2) LCP step 1: b = -4.5" has_row "1 1 -4.5 4.5 0"
check "Lemke 2x2 by trace: z1 row of the last tableau" has_row "z1 -2/3 1/3 1 0 1/3 4/3"
check "Lemke 3x3 answer: z = (3/2, 0, 0)" has_row "1 3/2 0"
check "Murty n = 16: 65536 pivots" grep -qF "65536 pivots" <<<"$text"
check "Pang perturbed: no solution, exit status 2" grep -qF "exit status 2" <<<"$text"

# The report speaks to students: no trace of how the project is made (the
# course material's folders, its makefiles' insides, the work's own words).
dev_words=$(grep -n -i -E "peer-tests|\.\./shared|the seed|chapter\.mk|the issue's|README section|README [0-9]" <<<"$text" | head -n 5)
if [ -z "$dev_words" ]; then
    ok "the PDF has no words of the project's making (peer-tests, the seed, chapter.mk, ...)"
else
    mapfile -t dev_lines <<<"$dev_words"
    not_ok "the PDF has no words of the project's making (peer-tests, the seed, chapter.mk, ...)" \
        "${dev_lines[@]}"
fi

# No line past the margin: pdflatex's "Overfull \hbox", and code or output
# lines (fancyvrb does not warn about those) found by their words' boxes.
if margins=$(report/check-margins.sh "$a/report.pdf" "$build/repro-a/report/report.log" 2>&1); then
    ok "no line runs past the margin of the PDF"
else
    mapfile -t margin_lines <<<"$margins"
    not_ok "no line runs past the margin of the PDF" "${margin_lines[@]}"
fi

# The margin check itself can fail: in a small document, a verbatim line and
# an unbreakable word past the margin must both be caught.
margin_fixture() {
    local dir="$build/margin-fixture" para out
    rm -rf "$dir" && mkdir -p "$dir" || return 1
    para=$(printf 'Contact forces and gaps are both non-negative and their product vanishes. %.0s' 1 2 3 4 5 6)
    printf '%s\n' '\documentclass[11pt,a4paper]{report}' '\usepackage[margin=2.5cm]{geometry}' \
        '\usepackage{fancyvrb}' '\begin{document}' "$para" '' "$para" '\begin{Verbatim}' \
        'a verbatim line much too long for the text block of this page, so that it runs past the margin' \
        '\end{Verbatim}' 'An unbreakable word: \mbox{Averyveryveryveryveryveryveryveryveryveryveryveryveryveryverylongwordwithnobreakpointatall}.' \
        '\end{document}' >"$dir/m.tex"
    (cd "$dir" && pdflatex -interaction=nonstopmode m.tex >/dev/null 2>&1)
    out=$(report/check-margins.sh "$dir/m.pdf" "$dir/m.log") && return 1
    grep -qF 'Overfull \hbox' <<<"$out" && grep -q 'past the margin: a \.\.\. ' <<<"$out" \
        && grep -q 'past the margin: An .*Avery' <<<"$out" && rm -rf "$dir"
}
check "the margin check catches a code line and a word past the margin" margin_fixture

# digits="N" on an inline value: rounded and typeset as a power of ten, and
# a cell that is not a number stops the build with the cell named.
digits_fixture() {
    local dir="$build/digits-fixture" out
    rm -rf "$dir" && mkdir -p "$dir" || return 1
    printf 'x y\n1 1.0652690261e-07\n2 0.0031746031746\n3 abc\n' >"$dir/t.txt"
    run_filter() {
        printf '%s\n' "$1" >"$dir/a.md"
        pandoc "$dir/a.md" --metadata=datadir:"$dir" --metadata=figdir:"$dir" \
            --lua-filter=report/filters/report.lua -t latex 2>&1
    }
    out=$(run_filter 'A []{.out file="t.txt" col="y" where="x=1" digits="3"} B') &&
        [ "$out" = 'A \(1.07 \times 10^{-7}\) B' ] || return 1
    out=$(run_filter 'A []{.out file="t.txt" col="y" where="x=2" digits="2"} B') &&
        [ "$out" = 'A 0.0032 B' ] || return 1
    out=$(run_filter 'A []{.out file="t.txt" col="y" where="x=3" digits="2"} B') && return 1
    grep -qF 'the cell "abc" is not a number' <<<"$out" && rm -rf "$dir"
}
check "digits=\"N\" rounds a value, typesets 10^n, refuses a non-number" digits_fixture
check "chapter 10 quotes the reference error as a power of ten" \
    grep -qE "[0-9.]+ × 10-1[0-9] N in force" <<<"$text"

check "no unresolved reference (??) in the PDF" bash -c '! grep -qF "??"' <<<"$text"
# An inline value pandoc did not read as a span (inside math, say) would
# show its syntax.
check "no unexpanded inline value ([]{.out ...}) in the PDF" \
    bash -c '! grep -qE "\[\] ?\.out|\.outf ile"' <<<"$text"
check "Examples 4.1-4.3 rows: sliding right, left, sticking" bash -c \
    'rows=$(tr -s " \t" " "); for r in "slide-right 1 0 2 0 1" "slide-left -1 0 0 2 1" "stick 0 0 0 0 0"; do
         grep -qE "(^| )$r( |$)" <<<"$rows" || exit 1; done' <<<"$text"
# The nd = 4 stop row (v0 = 1 at b = 30 degrees, mu g = 4.905, h = 0.01),
# computed here, not copied from the program.  Continuous (notes p. 5): t =
# v0 (cos b + sin b) / (mu g); the path ends at x = v0^2 / (2 mu g), y =
# v0^2 sin 2b / (2 mu g), heading atan(sin 2b).  Time-stepped, by the rule
# the pyramid gives step by step: vx falls by mu g h while it stays above
# vy; the step that would cross lands on the bisector, vx = vy = (vx + vy
# - mu g h) / 2; then both fall by mu g h / 2 until 0; x, y = h sum v.
cone_stop_row() {
    awk 'BEGIN {
        pi = atan2(0, -1); b = pi / 6; a = 4.905; h = 0.01; ah = a * h
        vx = cos(b); vy = sin(b); x = 0; y = 0; l = 0
        while (vx - ah > vy) { vx -= ah; l++; x += h * vx; y += h * vy }
        vx = vy = (vx + vy - ah) / 2; l++; x += h * vx; y += h * vy
        while (vx > 0) { vx -= ah / 2; if (vx < 0) vx = 0; vy = vx; l++; x += h * vx; y += h * vy }
        xc = 1 / (2 * a); yc = sin(2 * b) / (2 * a)
        printf "4 %.4g %.4g %.4g %.4g %.4g %.4g", l * h, (cos(b) + sin(b)) / a, \
            sqrt(x * x + y * y), sqrt(xc * xc + yc * yc), atan2(y, x) * 180 / pi, \
            atan2(sin(2 * b), 1) * 180 / pi }'
}
# (to the 4 digits that chapter 5's stop table prints)
check "friction cones: nd = 4 stop row" has_row "$(cone_stop_row)"
# Example 5.1's bisector step (h = 0.05, mu g h = 0.24525): step 1 takes vx to
# cos 30 - 0.24525; step 2 lands on the bisector at (cos 30 - 0.24525 + 0.5
# - 0.24525) / 2; step 3 takes 0.24525 / 2 off each: vx = vy = s =
# (cos 30 + 0.5 - 3 * 0.24525) / 2 = 0.315138, alpha_3 = alpha_4 = mu fn / 2
# = 2.4525, mu fn = 4.905; the table shows 4 digits.
bisector=$(awk 'BEGIN { v = (cos(atan2(0, -1) / 6) + 0.5 - 3 * 0.24525) / 2; printf "%.4g", v }')
check "friction cones: Example 5.1 bisector step" \
    has_row "3 $bisector $bisector $bisector 2 3 4 2.453 2.453 4.905"
# nd = 4: largest error pi/nd = 45 degrees, deficit 1 - cos 45 = 0.2929 (4 digits).
check "friction cones: max deficit nd = 4" has_row "4 45 45 0.2929 0.2929"
# (--show events: t* = mu m g / k lies in step 50, 0.0025 after its start)
check "the exact ramp breaks away at t* = 2.4525" has_row "breakaway 2.4525 50 0.0025 50 0"
check "erratum E1 is shown" grep -qF "E1: sliding left" <<<"$text"
check "erratum E10 is shown" grep -qF "E10: the sticking case" <<<"$text"
check "erratum E9 is shown" grep -qF "Erratum E9" <<<"$text"

# Every figure the chapters name exists in both forms, and the PDF numbers it.
# (A caption may span lines: the figure's name is the link before {#fig:.)
figures=$(sed -n 's/.*](\([A-Za-z0-9_-]*\)){#fig:.*/\1/p' chapters/*/notes*.md)
for f in $figures; do
    check "figure $f drawn for the PDF and the HTML" \
        test -s "$build/repro-a/figures/$f.pdf" -a -s "$build/repro-a/figures/$f.svg"
done
nfig=$(wc -w <<<"$figures")
check "the PDF captions $nfig figures" \
    test "$(grep -cE '^ *Figure [0-9A-Z]+\.[0-9]+:' <<<"$text")" -ge "$nfig"

# The HTML is static: its formulas were typeset by KaTeX under node at build
# time.  Without node this fails; it is never skipped.
check "node is installed (it typesets the HTML's formulas)" command -v node
check "the HTML reads without scripts: every formula typeset, the programs the only scripts, all embedded" \
    node report/check-html.js "$a/report.html"
check "the HTML embeds KaTeX's CSS" grep -q '\.katex{' "$a/report.html"
# (A link the reader may follow, <a href>, as to a paper's arXiv page, loads
# nothing: only src= and <link href> would.)
check "the HTML loads nothing from the network" \
    bash -c '! grep -qE "src=\"https?://|<link[^>]*href=\"https?://" "$1"' _ "$a/report.html"
check "two builds give identical PDF bytes" cmp -s "$a/report.pdf" "$b/report.pdf"
check "two builds give identical HTML bytes" cmp -s "$a/report.html" "$b/report.html"

# The programs in the page: each run of tests/web/runs.txt in headless
# Chromium, through the URL, gives the native program's bytes (tests/web.sh,
# started above).
wait "$web_pid"
while IFS= read -r line; do
    case "$line" in
    "ok "*) ok "in the page: ${line#ok * - }" ;;
    "not ok "*) not_ok "in the page: ${line#not ok * - }" ;;
    "#"*) echo "$line" ;;
    esac
done <"$build/web-tap.txt"

rm -rf "$build/repro-a" "$build/repro-b" "$build/report-a.log" "$build/report-b.log" "$build/web-tap.txt"
echo "1..$n"
