#!/bin/sh
# check-polygons.sh SCRIPT DATADIR: refuse a figure whose polygon objects
# reach far outside its plot.
#
# gnuplot 5.4 clips a `set object polygon` to the plot in integer terminal
# units and multiplies two coordinate differences in a 32-bit int
# (intersect_polyedge_with_boundary).  cairolatex has 200 units per pt: a
# 14 x 8 cm plot spans about 72000 x 40000 units, so the product can pass
# 2^31 as soon as any edge needs cutting, and the PDF then shows a wrongly
# cut polygon while the SVG (100 units per pixel) may still come out right:
# figure 3.1 did exactly that.  The only safe polygon is one gnuplot never
# cuts: every vertex inside the ranges.  clip_polygon in figures/style.gp
# clips a polygon to them exactly (in doubles) before it is set.
#
# Runs SCRIPT with the terminal "unknown", lists its objects (show object)
# and the ranges of its last plot, and fails naming every polygon vertex
# outside the x or y range (by more than rounding).
set -u
script=$1 datadir=$2
out=$(gnuplot -e "datadir='$datadir'; latex=1; set terminal unknown" "$script" \
        -e "show object; print sprintf('RANGES %.17g %.17g %.17g %.17g', GPVAL_X_MIN, GPVAL_X_MAX, GPVAL_Y_MIN, GPVAL_Y_MAX)" \
        2>&1 >/dev/null) || { printf '%s\n' "$out" >&2; exit 1; }
printf '%s\n' "$out" | awk -v script="$script" '
  # "object  N polygon from x, y, z" then "to x, y, z" lines
  $1 == "object" && $3 == "polygon" && $4 == "from" { obj = $2; vertex($5, $6); next }
  obj != "" && $1 == "to" { vertex($2, $3); next }
  { obj = "" }
  $1 == "RANGES" { x0 = $2; x1 = $3; y0 = $4; y1 = $5; ranges = 1 }
  function vertex(x, y) {
    sub(/,$/, "", x); sub(/,$/, "", y)
    if (x !~ /^-?[0-9.]+(e[-+]?[0-9]+)?$/ || y !~ /^-?[0-9.]+(e[-+]?[0-9]+)?$/) return
    n++; O[n] = obj; X[n] = x + 0; Y[n] = y + 0
  }
  END {
    if (!ranges) exit 0
    mx = 1e-9 * (x1 - x0); my = 1e-9 * (y1 - y0); bad = 0
    for (i = 1; i <= n; i++)
      if (X[i] < x0 - mx || X[i] > x1 + mx || Y[i] < y0 - my || Y[i] > y1 + my) {
        printf "%s: object %s has the vertex (%g, %g) outside the plot [%g:%g] x [%g:%g]; gnuplot would clip it wrongly in the PDF: draw it through clip_polygon (figures/style.gp)\n", \
          script, O[i], X[i], Y[i], x0, x1, y0, y1 > "/dev/stderr"
        bad = 1
      }
    exit bad
  }'
