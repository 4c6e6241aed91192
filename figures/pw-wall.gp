# Chapter 2: the particle and the wall.  The particle (a dot at height q)
# above the wall q = 0 (hatched), pulled down by gravity and pushed up by the
# contact force lambda_n, with the gap psi_n = q.  The positions and forces
# are the first steps of the fixed wall, Example 2.1 (particle-wall --steps 8:
# m = h = g = 1, q0 = 1, v0 = -4), one step per column; the arrows of m g and
# lambda_n have the length of the force (in units of m g, scaled by S = 1/4),
# so that gravity's arrow is as long as the wall's force at rest.
# data: pw-w3-long.txt
load 'figures/style.gp'
file = datadir.'pw-w3-long.txt'
unset grid
set border 1
set xtics 0, 1, 6 nomirror
set ytics out nomirror
set border 3
set xrange [-1.6:6.6]
set yrange [-0.45:1.3]
set xlabel lab('step $l$', 'step l')
set ylabel lab('height $q$', 'height q')
S = 0.25
set style textbox opaque noborder margins 1, 1
# The wall: a hatched band below q = 0, inside the ranges.
set object 1 rectangle from -1.6, -0.45 to 6.6, 0 fs pattern 4 noborder fc rgb '#999999' back
set arrow 1 from -1.6, 0 to 6.6, 0 nohead lc rgb '#333333' lw 2 back
set label 1 lab('wall', 'wall') at -1.5, -0.27 left front boxed
# Step 0: the gap and gravity.
stats file every ::1::1 using 2 nooutput prefix 'Q0'
q0 = Q0_min
set arrow 2 from -0.5, 0 to -0.5, q0 heads filled size 0.04, 20 lc rgb '#0072b2' lw 1.5 front
set label 2 lab('$\psi_n = q$', 'ψ_n = q') at -0.6, q0 / 2 right tc rgb '#0072b2' front
# m g = 1 in units of m g: the arrow has the length S, as lambda_n = m g.
set arrow 3 from 0, q0 to 0, q0 - S head filled size 0.05, 20 lc rgb '#333333' lw 2 front
set label 3 lab('$m g$', 'm g') at 0.1, q0 - S / 2 left front
# The label of a force: `with labels` reads a backslash in its text as an
# escape, so the LaTeX backslash is written twice.
LAMBDA = latex ? "$\\\\lambda_n = %g$" : "λ_n = %g"
# The force of the step that produced each row, as an arrow up from the wall.
plot file every ::2::7 using 1:(0):(0):(S * $4) with vectors head filled size 0.05, 20 lc rgb '#009e73' lw 2.5, \
     file every ::2::4 using 1:(S * $4):(sprintf(LAMBDA, $4)) with labels offset 0, 0.7 tc rgb '#009e73', \
     file every ::1::7 using 1:2 with linespoints ls 1 dt 3 lw 1 ps 1.1 pt 7, \
     file every ::1::7 using 1:(-0.27):(sprintf(lab('$v = %g$', 'v = %g'), $3)) with labels boxed
