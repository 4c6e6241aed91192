# Chapter 7: the ball joint of the two-link chain (chain.scene), 0.18 s after
# the start (step 18), side view along y: links A and B (0.4 x 0.1 x 0.1 m,
# 2 cm apart at the joint), their centres x_a, x_b, the anchor offsets r_a,
# r_b from the centres to the joint, and the joint, where x_a + r_a and
# x_b + r_b meet (Theta = 0).  From `multibody chain.scene --show corners
# --steps 18 --every 18`: a centre is the mean of its box's eight corners; the
# anchor sits on the box's axis 0.21 m from the centre, 1.05 times the way to
# the middle of its end face (the mean of the four corners at that end).
# data: mb-joint-corners.txt
load 'figures/style.gp'
cf = datadir.'mb-joint-corners.txt'
array AX[8]; array AZ[8]; array BX[8]; array BZ[8]
stats cf skip 1 using ($1 == 18 ? (strcol(3) eq 'A' ? (AX[int($4)] = $5, AZ[int($4)] = $7) \
                                                    : (BX[int($4)] = $5, BZ[int($4)] = $7)) : 0, 0) nooutput
if (STATS_records != 32) { print cf.': expected 32 corners'; exit status 1 }
# centres, and the middles of A's +x end (corners 2 4 6 8) and B's -x end (1 3 5 7)
cax = 0; caz = 0; cbx = 0; cbz = 0; eax = 0; eaz = 0; ebx = 0; ebz = 0
do for [c = 1:8] {
    cax = cax + AX[c] / 8; caz = caz + AZ[c] / 8; cbx = cbx + BX[c] / 8; cbz = cbz + BZ[c] / 8
    if (c % 2 == 0) { eax = eax + AX[c] / 4; eaz = eaz + AZ[c] / 4 } \
    else { ebx = ebx + BX[c] / 4; ebz = ebz + BZ[c] / 4 }
}
jax = cax + 1.05 * (eax - cax); jaz = caz + 1.05 * (eaz - caz)
jbx = cbx + 1.05 * (ebx - cbx); jbz = cbz + 1.05 * (ebz - cbz)
unset grid
set size ratio -1
set xrange [-0.3:0.75]
set yrange [0.15:0.55]
set xlabel lab('$x$ [m]', 'x [m]')
set ylabel lab('$z$ [m]', 'z [m]')
set xtics 0.2
set ytics 0.1
set style line 7 lc rgb '#333333' lw 1.5
# the outlines (corners 1, 2, 6, 5: the face at y = -0.05, the links turn about y)
cycle = '1 2 6 5'
do for [i = 1:4] {
    a = int(word(cycle, i)); b = int(word(cycle, i % 4 + 1))
    set arrow 10+i from AX[a], AZ[a] to AX[b], AZ[b] nohead ls 7
    set arrow 20+i from BX[a], BZ[a] to BX[b], BZ[b] nohead ls 7
}
set arrow 31 from cax, caz to jax, jaz ls 1 head filled size 0.02,20 front
set arrow 32 from cbx, cbz to jbx, jbz ls 2 head filled size 0.02,20 front
set label 1 lab('A', 'A') at cax - 0.1, caz + 0.05 center
set label 2 lab('B', 'B') at cbx + 0.1, cbz + 0.05 center
set label 3 lab('$\mathbf x_a$', 'xa') at cax, caz - 0.035 center
set label 4 lab('$\mathbf x_b$', 'xb') at cbx, cbz - 0.035 center
set label 5 lab('$\mathbf r_a$', 'ra') at (cax + jax) / 2, (caz + jaz) / 2 + 0.03 center tc rgb '#0072b2'
set label 6 lab('$\mathbf r_b$', 'rb') at (cbx + jbx) / 2, (cbz + jbz) / 2 + 0.03 center tc rgb '#d55e00'
set label 7 lab('joint: $\mathbf x_a + \mathbf r_a = \mathbf x_b + \mathbf r_b$', 'joint: xa + ra = xb + rb') \
    at jax, 0.2 center
set arrow 33 from jax, 0.215 to jax, jaz - 0.012 ls 4 lw 1 head size 0.015,20
plot '+' using (cax):(caz) every ::0::0 with points ls 7 pt 7 ps 0.8, \
     '+' using (cbx):(cbz) every ::0::0 with points ls 7 pt 7 ps 0.8, \
     '+' using (jax):(jaz) every ::0::0 with points lc rgb '#333333' pt 6 ps 1.8
