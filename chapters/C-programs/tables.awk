# A program's --help, reduced to what its tables hold: every paragraph that
# starts with "--show VIEW:", "--vary X:", "output:" or "rmse_", or that
# holds "Columns:" (from that word on), up to the next line that starts a
# new paragraph: a blank line, a line that is not indented and follows a
# finished sentence (the line before ends with "."), or an option's
# paragraph ("--name ...").
function opener(line) {
    return line ~ /^--(show|vary) / || line ~ /Columns:/ || line ~ /^output:/ || line ~ /^rmse_/
}
/^--check FILE: your own/ { exit }
{
    line = $0
    if (keep) {
        if (line ~ /^[ \t]*$/ || line ~ /^--/ || (line !~ /^[ \t]/ && last ~ /\.[ \t]*$/))
            keep = 0
        else { print line; last = line; next }
    }
    if (opener(line)) {
        if (line !~ /^--show / && line ~ /Columns:/) sub(/^.*Columns:/, "Columns:", line)
        keep = 1; print line; last = line
    }
}
