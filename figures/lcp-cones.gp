# Chapter 3: the complementary cones of the 2 x 2 LCP with M = [2 1; 1 2]:
# q must lie in the cone spanned by the columns of the basic variables,
# I_.j for w_j and -M_.j for z_j (w - M z = q).  On top, Lemke's path for
# q = (-5, -6): q(z0) = q + z0 e, e = (1, 1), from the z0 of the exact trace
# (lcp solve --exact --trace tests/lcp/spd2.txt) after each pivot down to 0;
# each pivot crosses into the next cone.
# data: lcp3-cones.txt lcp3-trace-2x2.txt
load 'figures/style.gp'
set size ratio -1
clip_x0 = -7; clip_x1 = 3; clip_y0 = -7; clip_y1 = 3
set xrange [clip_x0:clip_x1]
set yrange [clip_y0:clip_y1]
set xlabel lab('$q_1$', 'q₁')
set ylabel lab('$q_2$', 'q₂') offset -1, 0
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
    # on the bisector, 5 from the origin, kept one unit inside the plot
    lx = 5 * nx / sqrt(nx**2 + ny**2); ly = 5 * ny / sqrt(nx**2 + ny**2)
    lx = lx < clip_x0 + 1 ? clip_x0 + 1 : lx > clip_x1 - 1 ? clip_x1 - 1 : lx
    ly = ly < clip_y0 + 1 ? clip_y0 + 1 : ly > clip_y1 - 1 ? clip_y1 - 1 : ly
    set label i word(names, i) at lx, ly center front noenhanced
}
# The trace: q is the right-hand side of the initial tableau (its first two
# rows, w1 and w2); z0 is the right-hand side of z0's row after each pivot.
frac(s) = strstrt(s, '/') ? real(s[1:strstrt(s, '/') - 1]) / real(s[strstrt(s, '/') + 1:]) : real(s)
trace = datadir.'lcp3-trace-2x2.txt'
set table $TRACE_Q
is_q_row(c) = c eq 'w1' || c eq 'w2'
plot trace using (is_q_row(strcol(1)) ? frac(strcol(7)) : 0) with table if (is_q_row(strcol(1)))
set table $TRACE_Z0
plot trace using (strcol(1) eq 'z0' ? frac(strcol(7)) : 0) with table if (strcol(1) eq 'z0')
unset table
stats [*:*][*:*] $TRACE_Q every ::0::0 using 1 nooutput prefix "STATS"
Q1 = STATS_min
stats [*:*][*:*] $TRACE_Q every ::1::1 using 1 nooutput prefix "STATS"
Q2 = STATS_min
stats [*:*][*:*] $TRACE_Z0 using 1 nooutput prefix "STATS"
NZ = STATS_records
array Z0[NZ + 1]
do for [k=1:NZ] {
    stats [*:*][*:*] $TRACE_Z0 every ::(k-1)::(k-1) using 1 nooutput prefix "STATS"
    Z0[k] = STATS_min
}
Z0[NZ + 1] = 0
do for [k=1:NZ] {
    set arrow 20 + k from Q1 + Z0[k], Q2 + Z0[k] to Q1 + Z0[k+1], Q2 + Z0[k+1] \
        head filled size graph 0.025, 20 lw 2 lc rgb '#000000' front
    set label 20 + k sprintf(lab('$z_0 = %g$', 'z₀ = %g'), Z0[k]) at Q1 + Z0[k], Q2 + Z0[k] \
        left offset 0.6, -0.7 front point pt 7 ps 0.6 lc rgb '#000000'
}
set label 10 lab(sprintf('$q = (%g, %g)$, $z_0 = 0$', Q1, Q2), sprintf('q = (%g, %g), z₀ = 0', Q1, Q2)) \
    at Q1, Q2 left offset 0.8, -0.3 front
plot for [i=1:4] datadir.'lcp3-cones.txt' every ::i::i using (0):(0):(R*$4):(R*$5) with vectors nohead lw 2 lc rgb word(colours, i) notitle, \
     for [i=1:4] datadir.'lcp3-cones.txt' every ::i::i using (0):(0):(R*$6):(R*$7) with vectors nohead lw 2 lc rgb word(colours, i) notitle, \
     '+' using (Q1):(Q2) every ::0::0 with points pt 7 ps 1.2 lc rgb '#000000' notitle
