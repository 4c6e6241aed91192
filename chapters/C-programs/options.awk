# A program's --help, reduced to its options: the lines from "options:" to
# the first blank line, without --check and --help (the same in every
# program: the appendix's introduction describes them) and with the two
# spaces of indentation removed, under a header line "option  meaning
# (range) [default]" aligned with the first option's meaning.  An option's
# continuation lines (indented further) stay with it.
/^options:/ { inside = 1; next }
inside && /^[ \t]*$/ { exit }
inside && /^  --(check|help)[ ]/ { skip = 1; next }
inside && /^  --/ { skip = 0 }
inside && !skip {
    sub(/^  /, "")
    if (!header) {
        header = 1
        col = match($0, /[^ ]  +[^ ]/) ? RSTART + RLENGTH - 1 : 24
        printf "%-" (col - 1) "s%s\n", "option", "meaning (range) [default]"
    }
    print
}
