#!/bin/sh
# run-pdflatex.sh DIR JOB ROOT
#
# Typeset DIR/JOB.tex with pdflatex, in DIR (a fixed folder, so no random temp
# path can leak into the PDF), from a clean state every time (no stale .aux or
# .toc, so the result only depends on the sources), rerunning while LaTeX asks
# for it or the table of contents changed (at least 2 runs, at most 4).
#
# ROOT is the repository root: it goes on TEXINPUTS so that the figures'
# \input{B/figures/NAME.tex} and their \includegraphics{B/figures/NAME} (paths
# relative to the root, as gnuplot was given them) are found.
#
# pdflatex's own output goes to JOB.log only; on failure the error lines are
# printed and the exit status is 1.  Afterwards the labels LaTeX numbered are
# compared with DIR/JOB.labels (written by filters/report.lua): the HTML
# version uses the filter's numbers, so both must agree.
set -u
dir=$1 job=$2 root=$3

cd "$dir" || exit 1
: "${SOURCE_DATE_EPOCH:?SOURCE_DATE_EPOCH must be set (report.mk exports it)}"
export SOURCE_DATE_EPOCH
FORCE_SOURCE_DATE=1
TEXINPUTS=".:$root:"
export FORCE_SOURCE_DATE TEXINPUTS
PDFLATEX=${PDFLATEX:-pdflatex}

if ! command -v "$PDFLATEX" >/dev/null 2>&1; then
  echo "report: $PDFLATEX not found (Debian: apt-get install texlive-latex-base texlive-latex-recommended texlive-fonts-recommended lmodern)" >&2
  exit 1
fi

rm -f "$job.aux" "$job.toc" "$job.out" "$job.lof" "$job.lot" "$job.log" "$job.pdf"

sums() { cat "$job.toc" "$job.lof" "$job.lot" 2>/dev/null | cksum; }

show_errors() {
  echo "report: pdflatex failed on $dir/$job.tex (run $1); from $dir/$job.log:" >&2
  if grep -q -E '^(! |[^ ]*:[0-9]+: )' "$job.log" 2>/dev/null; then
    awk '/^(! |[^ ]*:[0-9]+: )/ { n = 8 }
         /^Here is how much/ { n = 0 }
         n > 0 { print; n-- }' "$job.log" | head -n 40 >&2
  else
    tail -n 20 "$job.log" >&2
  fi
}

run=0
while :; do
  run=$((run + 1))
  before=$(sums)
  if ! "$PDFLATEX" -interaction=nonstopmode -halt-on-error -file-line-error \
        "$job.tex" </dev/null >/dev/null 2>&1; then
    show_errors "$run"
    exit 1
  fi
  after=$(sums)
  if [ "$run" -ge 2 ] && [ "$before" = "$after" ] && ! grep -q -E 'Rerun to get|Rerun LaTeX|may have changed' "$job.log"; then
    break
  fi
  if [ "$run" -ge 4 ]; then
    echo "report: warning: $job.tex still asks for a rerun after 4 pdflatex runs" >&2
    break
  fi
done

# Undefined references or citations are errors, never a silent "??".
if grep -E 'LaTeX Warning: (Reference|Citation).*undefined|has been referenced but does not exist' \
     "$job.log" >"$job.undefined" 2>/dev/null; then
  echo "report: unresolved references in $dir/$job.tex:" >&2
  cat "$job.undefined" >&2
  exit 1
fi
rm -f "$job.undefined"

# The filter's numbers (used by the HTML) must be the ones LaTeX printed.
if [ -f "$job.labels" ]; then
  if ! awk -v aux="$job.aux" '
      FNR == NR { want[$1] = $2; next }
      /^\\newlabel\{/ {
        line = $0
        sub(/^\\newlabel\{/, "", line)
        id = line; sub(/\}\{\{.*$/, "", id)
        num = line; sub(/^[^}]*\}\{\{/, "", num); sub(/\}.*$/, "", num)
        got[id] = num
      }
      END {
        bad = 0
        for (id in want) {
          if (!(id in got)) { printf "  %s: numbered %s by the filter, unknown to LaTeX\n", id, want[id] > "/dev/stderr"; bad = 1 }
          else if (got[id] != want[id]) { printf "  %s: filter says %s, LaTeX says %s\n", id, want[id], got[id] > "/dev/stderr"; bad = 1 }
        }
        exit bad
      }' "$job.labels" "$job.aux"; then
    echo "report: numbering differs between filters/report.lua (HTML) and LaTeX (PDF), see above" >&2
    exit 1
  fi
fi
echo "report: $dir/$job.pdf ($run pdflatex runs)"
