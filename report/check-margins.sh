#!/bin/sh
# check-margins.sh PDF LOG: list every line that runs past the text block.
#
# Two sources, because neither sees everything:
#  - pdflatex's LOG: "Overfull \hbox" (paragraphs, tables, display math),
#    with the lines of report.tex it came from;
#  - the PDF's words (pdftotext -bbox): a code or output line set by fancyvrb
#    sits in a box of its own and overruns without a warning in the log
#    (shared/TOOLCHAIN.md), so every word whose right edge lies more than
#    TOL pt past the text block's right edge is listed with its page (as
#    printed, and the PDF page) and the start of its line.
# The right edge is the most common right edge of the words (justified text
# ends there).  Prints nothing and exits 0 when every line fits; otherwise
# prints one line per overrun and exits 1.
set -u
pdf=$1 log=$2
TOL=${TOL:-3}
status=0

if grep -q 'Overfull \\hbox' "$log"; then
  grep -A1 'Overfull \\hbox' "$log" | grep -v '^--$' | paste - - | sed 's/^/log: /'
  status=1
fi

# pdftotext -bbox: one <word xMin= yMin= xMax= yMax=>text</word> per line.
words=$(pdftotext -bbox "$pdf" -) || { echo "check-margins: pdftotext failed on $pdf"; exit 1; }
past=$(printf '%s\n' "$words" | awk -v tol="$TOL" '
  function attr(name,   m) {
    if (match($0, name "=\"[-0-9.]+\"")) { m = substr($0, RSTART + length(name) + 2, RLENGTH - length(name) - 3); return m + 0 }
    return 0
  }
  /<page / { page++ }
  /<word / {
    n++; P[n] = page; X0[n] = attr("xMin"); X1[n] = attr("xMax"); Y[n] = attr("yMin")
    w = $0; sub(/^[^>]*>/, "", w); sub(/<\/word>.*$/, "", w); W[n] = w
    edge[sprintf("%.0f", X1[n])]++
  }
  END {
    best = 0
    for (e in edge) if (edge[e] > best) { best = edge[e]; right = e + 0 }
    # the printed page number: a lone number at the foot of the page
    for (i = 1; i <= n; i++) if (Y[i] > 770 && X0[i] > 250 && X1[i] < 345 && W[i] ~ /^([0-9]+|[ivxlc]+)$/) label[P[i]] = W[i]
    for (i = 1; i <= n; i++) {
      if (X1[i] <= right + 0.5 + tol) continue
      # the start of the line: the leftmost word on the same baseline
      line = ""; lx = 1e9
      for (j = i; j >= 1 && P[j] == P[i]; j--) if (Y[j] == Y[i] && X0[j] < lx) { lx = X0[j]; line = W[j] }
      key = P[i] " " Y[i]
      if (key in seen) continue
      seen[key] = 1
      printf "page %s (PDF page %d): %.1f pt past the margin: %s ... %s\n", \
        (P[i] in label ? label[P[i]] : "?"), P[i], X1[i] - right, line, W[i]
    }
  }' | sed 's/&lt;/</g; s/&gt;/>/g; s/&quot;/"/g; s/&#39;/'"'"'/g; s/&amp;/\&/g')
if [ -n "$past" ]; then
  printf '%s\n' "$past"
  status=1
fi
exit $status
