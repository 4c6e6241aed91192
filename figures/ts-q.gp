# Chapter 1: q(t) of explicit and semi-implicit Euler against the exact
# solution, F = m = h = 1 from rest (Examples 1.1, 1.2).
# data: ts-schemes.txt ts-exact.txt
load 'figures/style.gp'
# F = m = h = 1: time in units of h, position in units of F h^2/m.
set xlabel lab('time $t$ [$h$]', 'time t [h]')
set ylabel lab('position $q$ [$F h^2/m$]', 'position q [F h²/m]')
set key top left Left reverse samplen 2 spacing 1.3 width 2
set xrange [0:4]
set yrange [0:10.5]
plot datadir.'ts-schemes.txt' using 2:3 every ::1 with linespoints ls 1 title lab('explicit', 'explicit'), \
     datadir.'ts-schemes.txt' using 2:5 every ::1 with linespoints ls 2 title lab('semi-implicit', 'semi-implicit'), \
     datadir.'ts-exact.txt' using 2:7 every ::1 with lines ls 4 title lab('exact $t^2/2$', 'exact t²/2')
