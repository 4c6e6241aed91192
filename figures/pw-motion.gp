# Chapter 2: q, v and lambda against the step l for the fixed wall (Example 2.1) and
# the moving wall (Example 2.2), m = h = g = 1, q0 = 1, v0 = -4.
# data: pw-w3-long.txt pw-w4-long.txt
load 'figures/style.gp'
set multiplot layout 1,2
# m = h = g = 1: each quantity in the units these make (lambda is a force).
set xlabel lab('step $l$', 'step l')
set ylabel lab('$q$ [$g h^2$], $v$ [$g h$], $\lambda$ [$m g$]', 'q [g h²], v [g h], λ [m g]')
set xrange [0:8]
set yrange [-4.5:5]
set key top right samplen 2 spacing 1.3 width 1
set title lab('fixed wall (Example 2.1)', 'fixed wall (Example 2.1)')
plot datadir.'pw-w3-long.txt' using 1:2 every ::1 with linespoints ls 1 title lab('$q$', 'q'), \
     datadir.'pw-w3-long.txt' using 1:3 every ::1 with linespoints ls 2 title lab('$v$', 'v'), \
     datadir.'pw-w3-long.txt' using 1:4 every ::1 with linespoints ls 3 title lab('$\lambda$', 'λ')
set title lab('moving wall, $v_w = 0.5$ (Example 2.2)', 'moving wall, v_w = 0.5 (Example 2.2)')
set key bottom right
# The wall q_w as a band behind the data: q runs along it once in contact.
plot datadir.'pw-w4-long.txt' using 1:5 every ::1 with lines ls 6 title lab('wall $q_w$', 'wall q_w'), \
     datadir.'pw-w4-long.txt' using 1:2 every ::1 with linespoints ls 1 title lab('$q$', 'q'), \
     datadir.'pw-w4-long.txt' using 1:3 every ::1 with linespoints ls 2 title lab('$v$', 'v'), \
     datadir.'pw-w4-long.txt' using 1:4 every ::1 with linespoints ls 3 title lab('$\lambda$', 'λ')
unset multiplot
