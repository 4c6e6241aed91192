# near.awk NATIVE PAGE: do two tables agree, numbers to 1e-9 relative or
# within 1e-15 of the largest value in NATIVE (rounding noise), everything
# else exactly?  Prints the first difference and exits 1; 0 when they agree.
function number(s) { return s ~ /^[-+]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?$/ }
function abs(x) { return x < 0 ? -x : x }
FNR == NR {
    native[FNR] = $0; rows = FNR
    for (j = 1; j <= NF; j++) if (number($j) && abs($j + 0) > largest) largest = abs($j + 0)
    next
}
{
    if (FNR > rows) { print "line " FNR ": the page has more lines"; bad = 1; exit 1 }
    n = split(native[FNR], cell, /[ \t]+/)
    # split keeps an empty first field when the line starts with blanks
    m = 0; for (j = 1; j <= n; j++) if (cell[j] != "") c[++m] = cell[j]
    if (m != NF) { print "line " FNR ": " NF " cells in the page, " m " natively"; bad = 1; exit 1 }
    for (j = 1; j <= NF; j++) {
        if (number($j) && number(c[j])) {
            if (abs($j - c[j]) > 1e-9 * abs(c[j]) + 1e-15 * largest) {
                print "line " FNR ", cell " j ": " $j " in the page, " c[j] " natively"; bad = 1; exit 1
            }
        } else if ($j != c[j]) {
            print "line " FNR ", cell " j ": " $j " in the page, " c[j] " natively"; bad = 1; exit 1
        }
    }
    seen = FNR
}
END {
    if (bad) exit 1
    if (seen != rows) { print "the page has " seen " lines, natively " rows; exit 1 }
}
