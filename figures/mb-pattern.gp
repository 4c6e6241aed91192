# Chapter 7: the block pattern of the pile's matrices in step 1, drawn from
# `multibody pile.scene --show blocks` (contact k body side: a row per
# non-zero 6 x 1 block of G_n).  Left: G_n, 6 rows per box (the boxes top
# down in the scene's order), a column per contact, blue where the box is
# the contact's body 1, orange where it is body 2.  Right: the pattern of
# G_n^T W G_n (W block diagonal): entry (i, j) is non-zero when contacts i
# and j share a box.
# data: mb-pile-blocks.txt
load 'figures/style.gp'
f = datadir.'mb-pile-blocks.txt'
stats f skip 1 using 1 nooutput
NR = int(STATS_records)
array CI[NR]; array CK[NR]; array CS[NR]
n = 0
stats f skip 1 using (n = n + 1, CI[n] = int($1), CK[n] = int($2), CS[n] = int($4), 0) nooutput
NC = 0; NB = 0
do for [r = 1:NR] { NC = CI[r] > NC ? CI[r] : NC; NB = CK[r] > NB ? CK[r] : NB }
# The names of the boxes, for the left axis.
array BN[NB]
do for [k = 1:NB] { BN[k] = '' }
n = 0
stats f skip 1 using (n = n + 1, BN[int($2)] = strcol(3), 0) nooutput
# Each contact's two boxes (0: the ground).
array B1[NC]; array B2[NC]
do for [i = 1:NC] { B1[i] = 0; B2[i] = 0 }
do for [r = 1:NR] { if (CS[r] == 1) { B1[CI[r]] = CK[r] } else { B2[CI[r]] = CK[r] } }
# The cells (i, j) of G_n^T W G_n that are not zero.
array AX[NC * NC]; array AY[NC * NC]
NA = 0
do for [i = 1:NC] { do for [j = 1:NC] {
    if (B1[i] == B1[j] || (B2[j] > 0 && B1[i] == B2[j]) || (B2[i] > 0 && (B2[i] == B1[j] || B2[i] == B2[j]))) {
        NA = NA + 1; AX[NA] = j; AY[NA] = i
    }
} }

unset grid; unset key
set multiplot layout 1, 2 margins 0.07, 0.97, 0.12, 0.9 spacing 0.12, 0
set border 15 lw 1
set tics scale 0 nomirror
set size ratio -1
set xrange [0:NC]
set yrange [6 * NB:0]
set xtics 0, 16, NC offset 0, 0.2
set ytics () 
do for [k = 1:NB] { set ytics add (BN[k] 6 * k - 3) }
set title lab('$\mathbf G_n$', 'G_n') offset 0, -0.6
set xlabel lab('contact', 'contact') offset 0, 0.6
set style fill solid 1.0 noborder
# A line between the boxes' rows.
do for [k = 1:NB - 1] { set arrow k from 0, 6 * k to NC, 6 * k nohead lc rgb '#bbbbbb' lw 0.5 back }
plot sample [r = 1:NR:1] '+' using (CI[r] - 0.5):(6 * CK[r] - 3):(0.5):(3):(CS[r] == 1 ? 0x0072b2 : 0xd55e00) \
         with boxxyerror lc rgb variable
unset arrow
set yrange [NC:0]
set ytics 0, 16, NC
set title lab('$\mathbf G_n^T\mathbf W\mathbf G_n$', 'G_n^T W G_n')
set ylabel ''
plot sample [r = 1:NA:1] '+' using (AX[r] - 0.5):(AY[r] - 0.5):(0.5):(0.5) with boxxyerror lc rgb '#333333'
unset multiplot
