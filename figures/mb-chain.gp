# Chapter 7: the two-link chain (chain.scene) falling onto the floor: the
# height of each link's centre; the links come to rest at half their
# height, 0.05.  Two rows per step (A, then B): 'every 2' picks one link.
# data: mb-chain.txt
load 'figures/style.gp'
set xlabel lab('time $t$ (s)', 'time t (s)')
set ylabel lab('$z$ (m)', 'z (m)')
set xrange [0:1]
set yrange [0:0.55]
set key top right samplen 2 spacing 1.2
plot 0.05 with lines ls 6 title lab('half height', 'half height'), \
     datadir.'mb-chain.txt' every 2::1 using 2:(strcol(3) eq 'A' ? $6 : 1/0) with linespoints ls 1 title lab('link A', 'link A'), \
     datadir.'mb-chain.txt' every 2::0 using 2:(strcol(3) eq 'B' ? $6 : 1/0) with linespoints ls 2 title lab('link B', 'link B')
