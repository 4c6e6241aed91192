# Chapter 2: the LCP of size 1: lines w = a z + b against the
# complementarity corner z >= 0, w >= 0, z w = 0.
#   a > 0: the first step of particle-wall --show lcp from (q0, v0) = (1, -4),
#          (2, -1), (3, -1), m = h = g = 1 (b = -4, 0, 1); the dot is the solution.
#   a < 0: two LCPs given to the lcp command; each line is drawn through two
#          points (z, w) that `lcp check` evaluated: a < 0 < b (two solutions,
#          both checked) and a, b < 0 (the fixed wall with the sign of the notes, p. 5: none).
# data: pw-lcp-neg.txt pw-lcp-zero.txt pw-lcp-pos.txt pw-two-z0.txt pw-two-z2.txt pw-none-z0.txt pw-none-z1.txt
load 'figures/style.gp'
set xlabel lab('$z = \lambda_n$', 'z = λ_n')
set ylabel lab('$w = a z + b$', 'w = a z + b')
set xrange [-1:6]
set yrange [-6:4]
set xzeroaxis lt -1 lw 0.5
set yzeroaxis lt -1 lw 0.5
set key outside right top samplen 2 spacing 1.3 width 1
# The corner: the positive w axis and the positive z axis.
set arrow 1 from 0,0 to 0,4 nohead lw 4 lc rgb '#999999' back
set arrow 2 from 0,0 to 6,0 nohead lw 4 lc rgb '#999999' back

# The row (z, w) of each `lcp check` output (columns i z w), one column at a time.
stats datadir.'pw-two-z0.txt' every ::1::1 using 2 nooutput prefix 'T0z'
stats datadir.'pw-two-z0.txt' every ::1::1 using 3 nooutput prefix 'T0w'
stats datadir.'pw-two-z2.txt' every ::1::1 using 2 nooutput prefix 'T2z'
stats datadir.'pw-two-z2.txt' every ::1::1 using 3 nooutput prefix 'T2w'
stats datadir.'pw-none-z0.txt' every ::1::1 using 2 nooutput prefix 'N0z'
stats datadir.'pw-none-z0.txt' every ::1::1 using 3 nooutput prefix 'N0w'
stats datadir.'pw-none-z1.txt' every ::1::1 using 2 nooutput prefix 'N1z'
stats datadir.'pw-none-z1.txt' every ::1::1 using 3 nooutput prefix 'N1w'
# The line through two evaluated points: slope a and value b at z = 0.
two_a = (T2w_max - T0w_max) / (T2z_max - T0z_max)
two_b = T0w_max - two_a * T0z_max
none_a = (N1w_max - N0w_max) / (N1z_max - N0z_max)
none_b = N0w_max - none_a * N0z_max
set style line 6 lc rgb '#cc79a7' lw 2 dt 2 pt 13 ps 1.2
set style line 7 lc rgb '#333333' lw 2 dt 3

files = 'pw-lcp-neg.txt pw-lcp-zero.txt pw-lcp-pos.txt'
titles = lab('$a>0,\;b<0$ $a>0,\;b=0$ $a>0,\;b>0$', 'a>0,b<0 a>0,b=0 a>0,b>0')
set samples 2
plot for [i=1:3] datadir.word(files, i) \
         using (-1):($2 * -1 + $3):(7):($2 * 7) every ::1::1 with vectors nohead ls i \
         title word(titles, i), \
     for [i=1:3] datadir.word(files, i) \
         using 4:5 every ::1::1 with points ls i pt 7 ps 1.5 notitle, \
     [-1:6] two_a * x + two_b with lines ls 6 title lab('$a<0<b$: two', 'a<0<b: two'), \
     datadir.'pw-two-z0.txt' every ::1::1 using 2:3 with points ls 6 pt 7 ps 1.5 notitle, \
     datadir.'pw-two-z2.txt' every ::1::1 using 2:3 with points ls 6 pt 7 ps 1.5 notitle, \
     [-1:6] none_a * x + none_b with lines ls 7 title lab('$a<0,\;b<0$: none', 'a<0,b<0: none')
