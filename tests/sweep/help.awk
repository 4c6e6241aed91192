# help.awk: a program's --help as a table of its options, one line each:
#   name TAB kind TAB default TAB lo TAB hi TAB choices TAB aliases TAB text
# kind: real (X), int (N), word (choices a|b|c), file (FILE, LIST, DIR or SHAPE;
# choices then hold the words it also takes), flag (no argument); only the
# "options:" section is read.  lo/hi: the range from "(> 0)", "(>= 0)", "(3..32)",
# "(0 or 1)", "(at most 20)", "in (0, 2)"; "-" when open ("> 0" is lo
# "0+", just above 0).  aliases: "(also --dt)" names, comma-separated.
# The help prints its left column "--name ARG" in 63 characters at most:
# a longer one is cut, so its last choice is dropped here (cut short).
BEGIN { OFS = "\t"; section = 0 }
/^options:/ { section = 1; next }
section == 1 && /^[ \t]*$/ { section = 2 }
section == 1 && /^  --[A-Za-z0-9]/ {
    line = $0
    name = $1; sub(/^--/, "", name)
    if (name == "help" || name == "check") next
    arg = ""
    if (NF >= 2 && ($2 ~ /\|/ || $2 ~ /^[A-Z][A-Z0-9_]*$/)) arg = $2
    left = "--" name (arg != "" ? " " arg : "")
    text = line; sub(/^  --[^ ]+ */, "", text)
    if (arg != "") { text = substr(text, length(arg) + 1); sub(/^ +/, "", text) }
    kind = "flag"; choices = ""
    if (arg == "X") kind = "real"
    else if (arg == "N") kind = "int"
    else if (arg != "") {
        n = split(arg, part, "|")
        if (length(left) >= 63) n--            # cut short by the help's column
        words = ""; placeholder = 0
        for (i = 1; i <= n; i++) {
            if (part[i] ~ /^(FILE|LIST|SHAPE|SCENE|PATH|DIR)$/) placeholder = 1
            else words = words (words == "" ? "" : "|") part[i]
        }
        kind = placeholder ? "file" : "word"
        choices = words
    }
    def = "-"
    rest = text
    while (match(rest, /\[default [^]]*\]/)) {
        d = substr(rest, RSTART + 9, RLENGTH - 10)
        if (d !~ / /) def = d
        rest = substr(rest, RSTART + RLENGTH)
    }
    lo = "-"; hi = "-"
    if (text ~ /\(> 0\)/) lo = "0+"
    if (text ~ /\(>= 0\)/) lo = "0"
    if (match(text, /\([0-9]+\.\.[0-9]+\)/)) {
        r = substr(text, RSTART + 1, RLENGTH - 2); split(r, b, /\.\./); lo = b[1]; hi = b[2]
    }
    if (text ~ /\(0 or 1\)/) { lo = 0; hi = 1 }
    if (match(text, /\(at most [0-9]+\)/)) {
        r = substr(text, RSTART, RLENGTH); gsub(/[^0-9]/, "", r); hi = r
    }
    if (match(text, /in \(0, 2\)/)) { lo = "0+"; hi = "2-" }
    aliases = ""
    rest = text
    while (match(rest, /\(also --[A-Za-z0-9-]+\)/)) {
        a = substr(rest, RSTART + 8, RLENGTH - 9)
        aliases = aliases (aliases == "" ? "" : ",") a
        rest = substr(rest, RSTART + RLENGTH)
    }
    gsub(/\t/, " ", text)
    print name, kind, def, lo, hi, (choices == "" ? "-" : choices), (aliases == "" ? "-" : aliases), text
}
