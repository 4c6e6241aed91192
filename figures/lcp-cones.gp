# Chapter 3: the complementary cones of the 2 x 2 LCP with M = [2 1; 1 2]:
# q must lie in the cone spanned by the columns of the basic variables,
# I_.j for w_j and -M_.j for z_j (w - M z = q).
# data: lcp3-cones.txt
load 'figures/style.gp'
set size ratio -1
clip_x0 = -7; clip_x1 = 3; clip_y0 = -7; clip_y1 = 3
set xrange [clip_x0:clip_x1]
set yrange [clip_y0:clip_y1]
set xlabel lab('$q_1$', 'q₁')
set ylabel lab('$q_2$', 'q₂')
set xzeroaxis lt -1 lw 0.5
set yzeroaxis lt -1 lw 0.5
array G1X[4]; array G1Y[4]; array G2X[4]; array G2Y[4]
do for [i=1:4] {
    # One column at a time: two-column stats of a single row warns that it
    # cannot fit a line.
    stats datadir.'lcp3-cones.txt' every ::i::i using 4 nooutput prefix "STATS"
    G1X[i] = STATS_min
    stats datadir.'lcp3-cones.txt' every ::i::i using 5 nooutput prefix "STATS"
    G1Y[i] = STATS_min
    stats datadir.'lcp3-cones.txt' every ::i::i using 6 nooutput prefix "STATS"
    G2X[i] = STATS_min
    stats datadir.'lcp3-cones.txt' every ::i::i using 7 nooutput prefix "STATS"
    G2Y[i] = STATS_min
}
colours = "#0072b2 #d55e00 #009e73 #cc79a7"
names = latex ? "$\\{w_1,w_2\\}$ $\\{z_1,w_2\\}$ $\\{w_1,z_2\\}$ $\\{z_1,z_2\\}$" : "{w₁,w₂} {z₁,w₂} {w₁,z₂} {z₁,z₂}"
R = 12.0
do for [i=1:4] {
    # The cone cut off at R times its generators, clipped to the plot (style.gp).
    array PX[4] = [0, R*G1X[i], R*(G1X[i]+G2X[i]), R*G2X[i]]
    array PY[4] = [0, R*G1Y[i], R*(G1Y[i]+G2Y[i]), R*G2Y[i]]
    PN = 4
    eval clip_polygon
    eval sprintf("set object %d polygon %s fc rgb '%s' fs transparent solid 0.18 noborder back", \
                 i, POLY, word(colours, i))
    nx = (G1X[i] / sqrt(G1X[i]**2 + G1Y[i]**2) + G2X[i] / sqrt(G2X[i]**2 + G2Y[i]**2))
    ny = (G1Y[i] / sqrt(G1X[i]**2 + G1Y[i]**2) + G2Y[i] / sqrt(G2X[i]**2 + G2Y[i]**2))
    set label i word(names, i) at 3.3 * nx / sqrt(nx**2 + ny**2), 3.3 * ny / sqrt(nx**2 + ny**2) center front noenhanced
}
set label 10 lab('$q = (-5, -6)$', 'q = (−5, −6)') at -5, -6 left offset 0.8, -0.3 front
plot for [i=1:4] datadir.'lcp3-cones.txt' every ::i::i using (0):(0):(R*$4):(R*$5) with vectors nohead lw 2 lc rgb word(colours, i) notitle, \
     for [i=1:4] datadir.'lcp3-cones.txt' every ::i::i using (0):(0):(R*$6):(R*$7) with vectors nohead lw 2 lc rgb word(colours, i) notitle, \
     '+' using (-5):(-6) every ::0::0 with points pt 7 ps 1.2 lc rgb '#000000' notitle
