# figures/style.gp: what every figure shares.  The Makefile sets
#   datadir  the folder of program output ('build/data/')
#   latex    1 for cairolatex (text typeset by LaTeX), 0 for SVG
# and the terminal.  lab(tex, plain) picks the label for the terminal.
lab(tex, plain) = latex ? tex : plain
set border 3 lw 1
set tics nomirror out scale 0.6
set grid lc rgb '#dddddd' lw 1
set key noautotitle
set style line 1 lc rgb '#0072b2' lw 2 pt 7 ps 0.7
set style line 2 lc rgb '#d55e00' lw 2 pt 5 ps 0.7
set style line 3 lc rgb '#009e73' lw 2 pt 9 ps 0.8
set style line 4 lc rgb '#333333' lw 1.5 dt 2
set style line 5 lc rgb '#cc79a7' lw 2 pt 13 ps 0.8
# Reference lines (an exact solution, a push, the wall): ls 4, dashed, drawn
# after the data so that it lies in front of them; ls 6, a wide light band
# drawn before the data, for a reference the data run along (the data line
# stays visible inside it).
set style line 6 lc rgb '#c8c8c8' lw (latex ? 12 : 7)

# --- Filled polygons: clip them here, in data coordinates ------------------
# gnuplot 5.4 clips a `set object polygon` (and filled areas) to the plot in
# integer terminal units, and its edge intersection multiplies two coordinate
# differences in a 32-bit int (intersect_polyedge_with_boundary in util.c;
# lines were moved to doubles in 2014, polygons were not).  Cutting an edge
# that reaches far enough outside overflows it and moves the cut point: the
# cones of figure 3.1 came out wrong in cairolatex (200 units per pt, product
# 3.1e9 > 2^31) and right in SVG (100 units per px, 2.0e9, just under); in a
# wide cairolatex plot even a vertex just outside can overflow it.
# So a figure never hands gnuplot a vertex outside its ranges: put the
# vertices in PX, PY (PN of them) and the ranges in clip_x0, clip_x1,
# clip_y0, clip_y1, then `eval clip_polygon` (Sutherland-Hodgman, one side
# of the box at a time, in doubles) leaves the clipped polygon in PX, PY, PN
# and the text "from x,y to x,y ... " for `set object N polygon` in POLY
# (empty when nothing is left).  Its own variables are named clip_*.
# The build refuses a polygon object with a vertex outside the ranges
# (report/check-polygons.sh).
# `with filledcurves` goes through the same clipping (measured: the same
# wrong cut): fill only data inside the ranges, or clip them here first and
# plot the arrays, e.g. `plot sample [k=1:PN] '+' using (PX[k]):(PY[k])`.
# clip_side(k, x, y) <= 0 when (x, y) is inside side k (left, right, bottom, top).
clip_side(k, x, y) = k == 1 ? clip_x0 - x : k == 2 ? x - clip_x1 : k == 3 ? clip_y0 - y : y - clip_y1
clip_polygon = "do for [clip_k=1:4] { \
  array clip_qx[2*PN+8]; array clip_qy[2*PN+8]; clip_m = 0; \
  do for [clip_j=1:PN] { \
    clip_i = clip_j == 1 ? PN : clip_j - 1; clip_si = clip_side(clip_k, PX[clip_i], PY[clip_i]); clip_sj = clip_side(clip_k, PX[clip_j], PY[clip_j]); \
    if ((clip_si <= 0) != (clip_sj <= 0)) { clip_t = 1.0 * clip_si / (clip_si - clip_sj); clip_m = clip_m + 1; \
      clip_qx[clip_m] = PX[clip_i] + clip_t * (PX[clip_j] - PX[clip_i]); clip_qy[clip_m] = PY[clip_i] + clip_t * (PY[clip_j] - PY[clip_i]) }; \
    if (clip_sj <= 0) { clip_m = clip_m + 1; clip_qx[clip_m] = PX[clip_j]; clip_qy[clip_m] = PY[clip_j] } \
  }; \
  PN = clip_m; array PX[PN > 0 ? PN : 1]; array PY[PN > 0 ? PN : 1]; \
  do for [clip_j=1:PN] { PX[clip_j] = clip_qx[clip_j]; PY[clip_j] = clip_qy[clip_j] } \
}; \
POLY = ''; \
do for [clip_j=1:PN] { POLY = POLY.sprintf('%s %.10g,%.10g ', clip_j == 1 ? 'from' : 'to', PX[clip_j], PY[clip_j]) }; \
if (PN > 0) { POLY = POLY.sprintf('to %.10g,%.10g', PX[1], PY[1]) }"
