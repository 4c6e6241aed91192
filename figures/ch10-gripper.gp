# Chapter 10: the box in the gripper (the paper's Fig. 26, drawn from our
# runs).  The box 0.15 x 0.08 m seen from the side of a finger: the finger's
# contact (grey, fixed at the origin) holds it by friction against gravity
# (-y).  Outlines at t = 0 (dashed), mid-run (0.5 s in case 1, mid-swing;
# 1 s in case 2, after two slips) and at 2 s, the CoM's path (thin)
# and the CoM (dots), grip profile 1, distributed model.  Left: case 1
# (CoM 25 mm from the contact centre, circle contact of radius 10 mm);
# right: case 2 (CoM 2 mm from it, square contact of side 20 mm).
# planar-experiment --show slip-stick --case 1 --grip 1 / --grip 1.
# data: pf-slip-far-1.txt pf-slip-1.txt
load 'figures/style.gp'
unset grid; unset key
set size ratio -1
set tics scale 0.5
set xlabel lab('$x$ [mm]', 'x [mm]') offset 0, 0.3
set ylabel lab('$y$ [mm]', 'y [mm]') offset 1.5, 0
a = 75.0; b = 40.0
# corner k (1..5, the fifth closes) of the box with CoM (X, Y), turn T [mm, rad]
cx(k) = (k == 1 || k == 4 || k == 5) ? -a : a
cy(k) = (k == 1 || k == 2 || k == 5) ? -b : b
px(k) = X + cx(k) * cos(T) - cy(k) * sin(T)
py(k) = Y + cx(k) * sin(T) + cy(k) * cos(T)
# the pose at row j of FILE (j = 1: t = 0; rows every 0.01 s)
pose = "stats FILE every ::J::J using (X = 1e3 * $3, Y = 1e3 * $4, T = $5, 0) nooutput"
array BX[15]; array BY[15]
boxes = "do for [s = 1:3] { J = s == 1 ? 1 : s == 2 ? JM : 201; eval pose; \
  do for [k = 1:5] { BX[5 * (s - 1) + k] = px(k); BY[5 * (s - 1) + k] = py(k) }; \
  CX[s] = X; CY[s] = Y }"
array CX[3]; array CY[3]
set style line 11 lc rgb '#888888' lw 1.5 dt 2
set style line 12 lc rgb '#0072b2' lw 1.5
set style line 13 lc rgb '#d55e00' lw 2.5
set xtics 40; set ytics 40
set multiplot layout 1, 2 margins 0.1, 0.98, 0.12, 0.92 spacing 0.12
set title lab('\small case 1: CoM 25 mm from the contact', 'case 1: CoM 25 mm from the contact')
FILE = datadir.'pf-slip-far-1.txt'; JM = 51
eval boxes
set xrange [-80:110]; set yrange [-120:70]
set object 1 circle at 0, 0 size 10 fs solid 0.5 noborder fc rgb '#777777' behind
set arrow 1 from 95, 50 to 95, 25 head filled size 4, 25 lc rgb '#000000' lw 1.5
set label 1 lab('$g$', 'g') at 99, 37 left
plot for [s = 1:3] [k = 1:5:1] '+' using (BX[5 * (s - 1) + int(k)]):(BY[5 * (s - 1) + int(k)]) \
        with lines ls 10 + s, \
     FILE every ::1 using ($3 * 1e3):($4 * 1e3) with lines lw 1 lc rgb '#333333', \
     for [s = 1:3] [k = 1:1:1] '+' using (CX[s]):(CY[s]) with points pt 7 ps 0.6 lc rgb '#000000'
unset object 1
set title lab('\small case 2: CoM 2 mm from the contact', 'case 2: CoM 2 mm from the contact')
FILE = datadir.'pf-slip-1.txt'; JM = 101
eval boxes
set xrange [-95:100]; set yrange [-120:75]
set object 2 rect from -10, -10 to 10, 10 fs solid 0.5 noborder fc rgb '#777777' behind
set arrow 1 from 85, 55 to 85, 30 head filled size 4, 25 lc rgb '#000000' lw 1.5
set label 1 lab('$g$', 'g') at 89, 42 left
plot for [s = 1:3] [k = 1:5:1] '+' using (BX[5 * (s - 1) + int(k)]):(BY[5 * (s - 1) + int(k)]) \
        with lines ls 10 + s, \
     FILE every ::1 using ($3 * 1e3):($4 * 1e3) with lines lw 1 lc rgb '#333333', \
     for [s = 1:3] [k = 1:1:1] '+' using (CX[s]):(CY[s]) with points pt 7 ps 0.6 lc rgb '#000000'
unset multiplot
