# figures/style.gp: what every figure shares.  The Makefile sets
#   datadir  the folder of program output ('build/data/')
#   latex    1 for cairolatex (text typeset by LaTeX), 0 for SVG
# and the terminal.  lab(tex, plain) picks the label for the terminal.
lab(tex, plain) = latex ? tex : plain
set border 3 lw 1
set tics nomirror out scale 0.6
set grid lc rgb '#dddddd' lw 1
set key noautotitle
set style line 1 lc rgb '#0072b2' lw 2 pt 7 ps 0.7
set style line 2 lc rgb '#d55e00' lw 2 pt 5 ps 0.7
set style line 3 lc rgb '#009e73' lw 2 pt 9 ps 0.8
set style line 4 lc rgb '#333333' lw 1.5 dt 2
set style line 5 lc rgb '#cc79a7' lw 2 pt 13 ps 0.8
