# Chapter 7: two boxes in contact (two-boxes.scene): the top box T, turned
# by 30 degrees about z, rests on the low box L and hangs past its edge.
# Left, from above: L's upper face (the reference face), T's lower face (the
# incident face), and the clipped face, their overlap, whose vertices are the
# contacts: two corners of T and two points where T's edges cross L's edge.
# Right, the side view along y: the contact points at L's upper face with
# their normal n = e_z, pointing into body 1 (T), and L's four corners on the
# ground with theirs, pointing into L.  Corners from
# `multibody two-boxes.scene --show corners --steps 0`, contacts from
# `--show contacts --steps 1`.
# data: mb-two-boxes-corners.txt mb-two-boxes-contacts.txt
load 'figures/style.gp'
cf = datadir.'mb-two-boxes-corners.txt'
pf = datadir.'mb-two-boxes-contacts.txt'
# corners: l t body corner x y z
array LX[8]; array LY[8]; array LZ[8]; array TX[8]; array TY[8]; array TZ[8]
stats cf skip 1 using (strcol(3) eq 'L' ? (LX[int($4)] = $5, LY[int($4)] = $6, LZ[int($4)] = $7) \
                                        : (TX[int($4)] = $5, TY[int($4)] = $6, TZ[int($4)] = $7), 0) nooutput
if (STATS_records != 16) { print cf.': expected 16 corners'; exit status 1 }
# contacts: l i body1 body2 corner px py pz psi pn ...
array PX[8]; array PY[8]; array PZ[8]; array PT[8]
stats pf skip 1 using (PX[int($2)] = $6, PY[int($2)] = $7, PZ[int($2)] = $8, \
                       PT[int($2)] = (strcol(3) eq 'T'), 0) nooutput
if (STATS_records != 8) { print pf.': expected 8 contacts'; exit status 1 }
unset grid
set style line 7 lc rgb '#333333' lw 1.5
set style line 8 lc rgb '#999999' lw 1
set multiplot layout 1,2 margins 0.07, 0.98, 0.14, 0.9 spacing 0.1
# ---- from above
set title lab('from above', 'from above')
set size ratio -1
set xrange [-0.6:0.9]
set yrange [-0.6:0.6]
set xlabel lab('$x$ [m]', 'x [m]')
set ylabel lab('$y$ [m]', 'y [m]')
set xtics 0.3
set ytics 0.3
unset arrow; unset label
# L's upper face (corners 5, 6, 8, 7) and T's lower face (1, 2, 4, 3)
cycle = '5 6 8 7'
do for [i = 1:4] {
    a = int(word(cycle, i)); b = int(word(cycle, i % 4 + 1))
    set arrow 10+i from LX[a], LY[a] to LX[b], LY[b] nohead ls 7
}
cycle = '1 2 4 3'
do for [i = 1:4] {
    a = int(word(cycle, i)); b = int(word(cycle, i % 4 + 1))
    set arrow 20+i from TX[a], TY[a] to TX[b], TY[b] nohead ls 2
}
# the clipped face: the contacts of T on L, in the order the program lists them
n = 0
do for [i = 1:8] { if (PT[i]) { n = n + 1 } }
j = 0
do for [i = 1:8] {
    if (PT[i]) {
        k = i + 1; if (k > 8 || !PT[k]) { k = 8 - n + 1 }
        set arrow 30+i from PX[i], PY[i] to PX[k], PY[k] nohead ls 1 lw 3 back
    }
}
set label 1 lab('reference face (L)', 'reference face (L)') at -0.55, -0.22 left
set label 2 lab('incident face (T)', 'incident face (T)') at 0.88, 0.45 right tc rgb '#d55e00'
set label 3 lab('clipped face', 'clipped face') at 0.33, -0.42 center tc rgb '#0072b2'
unset key
plot pf skip 1 using (strcol(3) eq 'T' ? $6 : NaN):7 with points ls 1 pt 7 ps 1.2
# ---- the side view along y
set title lab('side view', 'side view')
set xrange [-0.6:0.9]
set yrange [-0.1:0.7]
set ylabel lab('$z$ [m]', 'z [m]')
unset key
unset arrow; unset label
# the ground, and each box's outline in x, z (corners 1, 2, 6, 5 of each)
set arrow 1 from -0.6, 0 to 0.9, 0 nohead ls 8 lw 2
cycle = '1 2 6 5'
do for [i = 1:4] {
    a = int(word(cycle, i)); b = int(word(cycle, i % 4 + 1))
    set arrow 10+i from LX[a], LZ[a] to LX[b], LZ[b] nohead ls 7
}
# T turned about z: its outline from above is the extent of its corners in x
tx0 = TX[1]; tx1 = TX[1]
do for [c = 1:8] { tx0 = TX[c] < tx0 ? TX[c] : tx0; tx1 = TX[c] > tx1 ? TX[c] : tx1 }
set arrow 21 from tx0, TZ[1] to tx1, TZ[1] nohead ls 2
set arrow 22 from tx1, TZ[1] to tx1, TZ[5] nohead ls 2
set arrow 23 from tx1, TZ[5] to tx0, TZ[5] nohead ls 2
set arrow 24 from tx0, TZ[5] to tx0, TZ[1] nohead ls 2
# the normals: 0.12 m long, up (n = e_z), at every contact point
do for [i = 1:8] {
    set arrow 30+i from PX[i], PZ[i] to PX[i], PZ[i] + 0.12 ls (PT[i] ? 1 : 3) head filled size 0.03,20 front
}
set label 1 lab('$\hat n$ into T', 'n into T') at 0.2, 0.5 left tc rgb '#0072b2'
set label 2 lab('$\hat n$ into L', 'n into L') at -0.45, 0.25 left tc rgb '#009e73'
set label 3 lab('L', 'L') at -0.2, 0.1 center
set label 4 lab('T', 'T') at 0.65, 0.3 center tc rgb '#d55e00'
plot pf skip 1 using 6:8 with points ls 1 pt 7 ps 1
unset multiplot
