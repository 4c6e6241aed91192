# Appendix A: the program runs its checks show (see the Makefile's "run").
# E10: the W7 LCP of chapter 4 (z = alpha1, alpha2, s; v = 0, mu f_n = 2)
# admits split forces while sticking: the same net force alpha2 - alpha1 with
# different alpha1, alpha2, and alpha1 + alpha2 = mu f_n with s = 0.
$(call run_status, e10-unsplit, lcp check $(B)/data/sf-w7-lcp.txt 1/2 0 0)
$(call run_status, e10-split,   lcp check $(B)/data/sf-w7-lcp.txt 1 1/2 0)
$(call run_status, e10-full,    lcp check $(B)/data/sf-w7-lcp.txt 1 1 0)
$(call run_status, e10-sum,     lcp check $(B)/data/sf-w7-lcp.txt 3/2 1 0)
$(B)/data/e10-unsplit.txt $(B)/data/e10-split.txt $(B)/data/e10-full.txt \
$(B)/data/e10-sum.txt: $(B)/data/sf-w7-lcp.txt
# 004 eq. 24's S = diag(1 0 r) would give no friction along y: the reduced
# and distributed models on the disc sliding along y (the last rows).
$(call run, slip-s-red,  planar-friction --model red --profile chapters/A-errata/yslide.txt --t 0.5 --every 25000)
$(call run, slip-s-dist, planar-friction --model dist --profile chapters/A-errata/yslide.txt --t 0.5 --every 25000)
$(B)/data/slip-s-red.txt $(B)/data/slip-s-dist.txt: chapters/A-errata/yslide.txt
