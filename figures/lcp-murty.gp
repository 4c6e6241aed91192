# Chapter 3: Lemke's pivots on Murty's example against n, with 2^n.
# data: lcp3-murty.txt
load 'figures/style.gp'
set logscale y 2
set xlabel lab('size $n$ of the problem', 'size n of the problem')
set ylabel lab('pivots of Lemke''s method', 'pivots of Lemke''s method')
set format y lab('$2^{%L}$', '2^{%L}')
set xrange [0:17]
set key top left Left reverse samplen 2 spacing 1.3 width 2
plot datadir.'lcp3-murty.txt' using 1:3 every ::1 with lines ls 4 title lab('$2^n$', '2ⁿ'), \
     datadir.'lcp3-murty.txt' using 1:2 every ::1 with points ls 1 pt 7 ps 1 title lab("Lemke's method", "Lemke's method")
