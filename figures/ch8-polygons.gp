# Chapter 8: the two 2k-gons of the same 2k directions, for k = 2 and k = 3.
# The friction force lambda_t in the contact frame (t, o), mu lambda_n = 1:
# chapter 5's pyramid keeps it in the convex hull of the points mu lambda_n d_j
# (the 2k-gon inscribed in the circle, d_j at its vertices); the phantom
# model's saturations d_j' lambda_t <= mu lambda_n keep it in the 2k-gon
# circumscribed about the circle (d_j the normals of its faces), turned by
# pi/(2k) and larger by 1/cos(pi/(2k)).  d_j at the angle (j - 1) pi / k,
# j = 1..k (solid arrows), and -d_j (dashed).  Fixed geometry, no program.
# data:
load 'figures/style.gp'
unset border; unset tics; unset grid
set size ratio -1
set xrange [-1.75:1.75]
set yrange [-1.75:1.75]
set style line 7 lc rgb '#333333' lw 1.5
set style line 8 lc rgb '#999999' lw 1.5 dt 3
array X[40]; array Y[40]
set multiplot layout 1,2 margins 0.02, 0.98, 0.25, 0.86 spacing 0.04
do for [k = 2:3] {
    unset arrow; unset label
    set title (k == 2 ? lab('$k = 2$: four directions', 'k = 2: four directions') \
                      : lab('$k = 3$: six directions', 'k = 3: six directions'))
    do for [j = 1:k] {
        a = (j - 1) * pi / k
        set arrow 2*j-1 from 0, 0 to cos(a), sin(a) ls 7 head filled size 0.08,20
        set arrow 2*j from 0, 0 to -cos(a), -sin(a) ls 8 head size 0.08,20
        set label j lab(sprintf('$\hat d_%d$', j), sprintf('d%d', j)) \
            at 1.22 * cos(a) + (j == 1 ? 0.05 : 0), 1.22 * sin(a) center front
    }
    R = 1 / cos(pi / (2 * k))
    if (k == 2) {
        set key at screen 0.5, screen 0.22 center top vertical Left reverse samplen 2 spacing 1.1
    } else {
        unset key
    }
    # the two polygons, edge by edge
    do for [i = 0:2*k-1] {
        set arrow 100+i from cos(i * pi / k), sin(i * pi / k) \
            to cos((i + 1) * pi / k), sin((i + 1) * pi / k) nohead ls 1
        set arrow 200+i from R * cos((i + 0.5) * pi / k), R * sin((i + 0.5) * pi / k) \
            to R * cos((i + 1.5) * pi / k), R * sin((i + 1.5) * pi / k) nohead ls 2
    }
    plot sample [t=0:2*pi] '+' using (cos(t)):(sin(t)) with lines ls 4 \
             title lab('circle $\|\boldsymbol\lambda_t\| = \mu\lambda_n$', 'circle |λt| = μ λn'), \
         keyentry with lines ls 1 \
             title lab('chapter 5: in the hull of the $\mu\lambda_n\hat d_j$', 'chapter 5: in the hull of the μ λn dj'), \
         keyentry with lines ls 2 \
             title lab('phantom model: $\hat d_j^T\boldsymbol\lambda_t \le \mu\lambda_n$', 'phantom model: dj·λt ≤ μ λn')
}
unset multiplot
