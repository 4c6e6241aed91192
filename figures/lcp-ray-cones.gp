# Chapter 3, exercise 3.4: the complementary cones of M = [1 -1; -1 1]
# (lcp-demo --show cones --m11 1 --m12 -1 --m21 -1 --m22 1).  The columns
# -M_.1 = (-1, 1) and -M_.2 = (1, -1) are opposite, so the cone of
# {z1, z2} is a line, and the four cones together cover only the half-plane
# q1 + q2 >= 0.  q = (-1, -1) lies in none of them: no solution.  The
# certificate y = (1, 1) of `lcp solve` is the normal of that half-plane.
# data: lcp3-ray-cones.txt
load 'figures/style.gp'
set size ratio -1
clip_x0 = -3; clip_x1 = 2.5; clip_y0 = -2.5; clip_y1 = 2.5
set xrange [clip_x0:clip_x1]
set yrange [clip_y0:clip_y1]
set xlabel lab('$q_1$', 'q₁')
set ylabel lab('$q_2$', 'q₂') offset -1, 0
set xzeroaxis lt -1 lw 0.5
set yzeroaxis lt -1 lw 0.5
f = datadir.'lcp3-ray-cones.txt'
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
do for [i=1:3] {
    g1x = G[4*i-3]; g1y = G[4*i-2]; g2x = G[4*i-1]; g2y = G[4*i]
    array PX[4] = [0, R*g1x, R*(g1x+g2x), R*g2x]
    array PY[4] = [0, R*g1y, R*(g1y+g2y), R*g2y]
    PN = 4
    eval clip_polygon
    eval sprintf("set object %d polygon %s fc rgb '%s' fs transparent solid 0.22 noborder back", \
                 i, POLY, word(colours, i))
    # the label on the bisector of the cone's two generators
    gx = g1x / sqrt(g1x**2 + g1y**2) + g2x / sqrt(g2x**2 + g2y**2)
    gy = g1y / sqrt(g1x**2 + g1y**2) + g2y / sqrt(g2x**2 + g2y**2)
    s = 1.7 / sqrt(gx**2 + gy**2)
    set label i word(names, i) at s * gx, s * gy center front noenhanced
}
# The cone of {z1, z2}: a line; its label beside it.
set style textbox opaque noborder margins 1, 1
set label 4 word(names, 4) at -2.05, 1.55 right front noenhanced boxed tc rgb word(colours, 4)
# The half-plane no cone reaches, hatched.
array PX[4] = [-20, 20, 20, -20]
array PY[4] = [20, -20, -40, -40]
PN = 4
eval clip_polygon
eval sprintf("set object 5 polygon %s fc rgb '#999999' fs pattern 4 noborder back", POLY)
set label 5 lab('no cone: $q_1 + q_2 < 0$', 'no cone: q₁ + q₂ < 0') at -2.9, -2.15 left front boxed
set arrow 6 from 0, 0 to 0.7, 0.7 head filled size 0.12, 20 lw 2 lc rgb '#000000' front
set label 6 lab('$y = (1, 1)$', 'y = (1, 1)') at 0.75, 0.75 left front
set label 10 lab('$q = (-1, -1)$', 'q = (-1, -1)') at -1, -1 right offset -0.8, 0 front boxed
plot for [i=1:4] f every ::i::i using (0):(0):(R*$4):(R*$5) with vectors nohead lw 2 lc rgb word(colours, i) notitle, \
     for [i=1:4] f every ::i::i using (0):(0):(R*$6):(R*$7) with vectors nohead lw 2 lc rgb word(colours, i) notitle, \
     '+' using (-1):(-1) every ::0::0 with points pt 7 ps 1.2 lc rgb '#000000' notitle
