# Chapter 9: presliding, x = xa sin(2 pi t) for four amplitudes xa: the
# friction force against the displacement (lugre --show presliding).
# data: lg-pre-1.txt lg-pre-2.txt lg-pre-3.txt lg-pre-4.txt
load 'figures/style.gp'
set xlabel lab('displacement $x$ [$\mu$m]', 'displacement x [µm]')
set ylabel lab('friction force $f$ [N]', 'friction force f [N]')
set xrange [-2.1:2.1]
set yrange [-1.3:1.3]
set key top left samplen 2 spacing 1.3 width 1
plot datadir.'lg-pre-1.txt' using ($2*1e6):3 every ::1 with lines ls 1 title lab('$x_a = 0.25\,\mu$m', 'x_a = 0.25 µm'), \
     datadir.'lg-pre-2.txt' using ($2*1e6):3 every ::1 with lines ls 2 title lab('$0.5\,\mu$m', '0.5 µm'), \
     datadir.'lg-pre-3.txt' using ($2*1e6):3 every ::1 with lines ls 3 title lab('$1\,\mu$m', '1 µm'), \
     datadir.'lg-pre-4.txt' using ($2*1e6):3 every ::1 with lines ls 5 title lab('$2\,\mu$m', '2 µm')
