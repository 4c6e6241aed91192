# Chapter 3, exercise 3.2: the complementary cones of M = [1 2; 2 1]
# (lcp-demo --show cones --m11 1 --m12 2 --m21 2 --m22 1).  Each cone is
# filled lightly, so that where two overlap the plane is darker; q = (-1, -1)
# lies in three of them.
# data: lcp3-cones-ex.txt
load 'figures/style.gp'
set size ratio -1
clip_x0 = -4; clip_x1 = 2; clip_y0 = -4; clip_y1 = 2
set xrange [clip_x0:clip_x1]
set yrange [clip_y0:clip_y1]
set xlabel lab('$q_1$', 'q₁')
set ylabel lab('$q_2$', 'q₂') offset -1, 0
set xzeroaxis lt -1 lw 0.5
set yzeroaxis lt -1 lw 0.5
f = datadir.'lcp3-cones-ex.txt'
array G[4 * 4]
do for [i=1:4] {
    do for [c=4:7] {
        stats f every ::i::i using c nooutput prefix "STATS"
        G[4 * (i - 1) + c - 3] = STATS_min
    }
}
colours = "#0072b2 #d55e00 #009e73 #cc79a7"
names = latex ? "$\\{w_1,w_2\\}$ $\\{z_1,w_2\\}$ $\\{w_1,z_2\\}$ $\\{z_1,z_2\\}$" : "{w₁,w₂} {z₁,w₂} {w₁,z₂} {z₁,z₂}"
R = 12.0
do for [i=1:4] {
    g1x = G[4*i-3]; g1y = G[4*i-2]; g2x = G[4*i-1]; g2y = G[4*i]
    array PX[4] = [0, R*g1x, R*(g1x+g2x), R*g2x]
    array PY[4] = [0, R*g1y, R*(g1y+g2y), R*g2y]
    PN = 4
    eval clip_polygon
    eval sprintf("set object %d polygon %s fc rgb '%s' fs transparent solid 0.22 noborder back", \
                 i, POLY, word(colours, i))
    # the label inside its cone: along the bisector of its two generators
    # (the sum of the unit generators), near the plot edge
    n1 = sqrt(g1x**2 + g1y**2); n2 = sqrt(g2x**2 + g2y**2)
    gx = i == 1 ? 0.7 : g1x / n1 + g2x / n2
    gy = i == 1 ? 0.7 : g1y / n1 + g2y / n2
    s = 3.0 / sqrt(gx**2 + gy**2)
    set label i word(names, i) at s * gx, s * gy center front noenhanced
}
set label 10 lab('$q = (-1, -1)$', 'q = (-1, -1)') at -1, -1 right offset -0.8, 0 front
plot for [i=1:4] f every ::i::i using (0):(0):(R*$4):(R*$5) with vectors nohead lw 2 lc rgb word(colours, i) notitle, \
     for [i=1:4] f every ::i::i using (0):(0):(R*$6):(R*$7) with vectors nohead lw 2 lc rgb word(colours, i) notitle, \
     '+' using (-1):(-1) every ::0::0 with points pt 7 ps 1.2 lc rgb '#000000' notitle
