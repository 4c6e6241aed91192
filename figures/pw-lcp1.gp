# Chapter 2: the LCP of size 1 (W16): the line w = F z + f of three steps
# against the complementarity corner z >= 0, w >= 0, z w = 0.
# data: pw-lcp-neg.txt pw-lcp-zero.txt pw-lcp-pos.txt
load 'figures/style.gp'
set xlabel lab('$z = \lambda$', 'z = λ')
set ylabel lab('$w = F z + f$', 'w = F z + f')
set xrange [-1:6]
set yrange [-5:4]
set xzeroaxis lt -1 lw 0.5
set yzeroaxis lt -1 lw 0.5
set key bottom right samplen 2 spacing 1.3 width 2
# The corner: the positive w axis and the positive z axis.
set arrow 1 from 0,0 to 0,4 nohead lw 4 lc rgb '#999999' back
set arrow 2 from 0,0 to 6,0 nohead lw 4 lc rgb '#999999' back
# The lines through (0, f) with slope F, from each run's F and f; the solution (z, w).
line(file, style, name) = sprintf("%s", file)
plot for [i=1:3] datadir.word('pw-lcp-neg.txt pw-lcp-zero.txt pw-lcp-pos.txt', i) \
         using (-1):($2 * -1 + $3):(7):($2 * 7) every ::1::1 with vectors nohead ls i \
         title word(lab('$f<0$ $f=0$ $f>0$', 'f<0 f=0 f>0'), i), \
     for [i=1:3] datadir.word('pw-lcp-neg.txt pw-lcp-zero.txt pw-lcp-pos.txt', i) \
         using 4:5 every ::1::1 with points ls i pt 7 ps 1.5 notitle
