# check.awk: the invariants of one sweep run's output (tests/sweep.sh).
#
#   awk -f check.awk -v prog=P -v args="ARGS" -v spec=SPEC [-v meta=FILE]
#       [-v status=S] [-v lcpfile=FILE] OUTPUT
#
# Prints one line per broken invariant (nothing: all hold).  The options a
# run used are its ARGS, else the defaults in SPEC (help.awk's table).  The
# output is read as the table format of --check: a header line, rows, a
# blank line between tables, '#' comments.  tests/sweep.sh lists the
# invariants per program in its header.

# ------------------------------------------------------------ helpers
function abs(x) { return x < 0 ? -x : x }
function max(a, b) { return a > b ? a : b }
function min(a, b) { return a < b ? a : b }
function bad(msg) { if (++nbad <= 6) print msg; else if (nbad == 7) print "(more)" }
# A number as printed: decimal, exponent or fraction p/q; "-" is empty.
# A fraction's integers may have hundreds of digits (an exact z of 1e-308
# is 113/148...0): each is read as its first 17 digits times a power of
# ten, so that neither overflows.
function num(s,    p) {
    if (s ~ /^[-+]?[0-9]+\/[0-9]+$/) { split(s, p, "/"); return big_ratio(p[1], p[2]) }
    return s + 0
}
function big_ratio(a, b,    sg, ea, eb, x, k) {
    sg = 1
    if (a ~ /^-/) { sg = -1; a = substr(a, 2) } else sub(/^\+/, "", a)
    sub(/^0+/, "", a); sub(/^0+/, "", b)
    if (a == "") return 0
    ea = length(a) > 17 ? length(a) - 17 : 0; eb = length(b) > 17 ? length(b) - 17 : 0
    x = substr(a, 1, length(a) - ea) / substr(b, 1, length(b) - eb); k = ea - eb
    for (; k > 0; k--) x *= 10
    for (; k < 0; k++) x /= 10
    return sg * x
}
# sqrt(x^2 + y^2) without overflow or underflow (x, y near 1e-320 or 1e300).
function hyp(x, y,    s) {
    s = max(abs(x), abs(y))
    return s == 0 ? 0 : s * sqrt((x / s) ^ 2 + (y / s) ^ 2)
}
function isnum(s) { return s ~ /^[-+]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?$/ || s ~ /^[-+]?[0-9]+\/[0-9]+$/ }
function opt(name) { return name in OPT ? OPT[name] : (name in DEF ? DEF[name] : "") }
function given(name) { return name in OPT }
# The first of the space-separated names the run has (given or default).
function O(names,    k, w, i) {
    k = split(names, w, " ")
    for (i = 1; i <= k; i++) if (w[i] in ALIAS) return ALIAS[w[i]]
    return w[1]
}
# Column c of table t ("" when the table has no such column).
function col(t, name) { return (t SUBSEP name) in COL ? COL[t, name] : "" }
function v(t, r, name) { return num(CELL[t, r, COL[t, name]]) }
function cell(t, r, name) { return CELL[t, r, COL[t, name]] }
function hascols(t, list,    k, w, i) {
    k = split(list, w, " ")
    for (i = 1; i <= k; i++) if (col(t, w[i]) == "") return 0
    return 1
}
function where(t, r) { return "table " t " row " r }

# Quaternion (e0 e1 e2 e3) -> rotation R[i, j] (world = R body).
function rot(e0, e1, e2, e3,    s) {
    s = sqrt(e0 * e0 + e1 * e1 + e2 * e2 + e3 * e3); e0 /= s; e1 /= s; e2 /= s; e3 /= s
    R[1, 1] = 1 - 2 * (e2 * e2 + e3 * e3); R[1, 2] = 2 * (e1 * e2 - e0 * e3); R[1, 3] = 2 * (e1 * e3 + e0 * e2)
    R[2, 1] = 2 * (e1 * e2 + e0 * e3); R[2, 2] = 1 - 2 * (e1 * e1 + e3 * e3); R[2, 3] = 2 * (e2 * e3 - e0 * e1)
    R[3, 1] = 2 * (e1 * e3 - e0 * e2); R[3, 2] = 2 * (e2 * e3 + e0 * e1); R[3, 3] = 1 - 2 * (e1 * e1 + e2 * e2)
}
# Kinetic energy of a box (edges a b c, mass m) and its size: sets KE and
# the reach of its corners below its centre, LOW (after rot()).
function box_energy(a, b, c, m, vx, vy, vz, wx, wy, wz,    J1, J2, J3, w1, w2, w3) {
    J1 = m * (b * b + c * c) / 12; J2 = m * (a * a + c * c) / 12; J3 = m * (a * a + b * b) / 12
    w1 = R[1, 1] * wx + R[2, 1] * wy + R[3, 1] * wz   # body frame: R^T w
    w2 = R[1, 2] * wx + R[2, 2] * wy + R[3, 2] * wz
    w3 = R[1, 3] * wx + R[2, 3] * wy + R[3, 3] * wz
    KE = 0.5 * m * (vx * vx + vy * vy + vz * vz) + 0.5 * (J1 * w1 * w1 + J2 * w2 * w2 + J3 * w3 * w3)
    LOW = (abs(R[3, 1]) * a + abs(R[3, 2]) * b + abs(R[3, 3]) * c) / 2
}

# ------------------------------------------------------------ input
BEGIN {
    FS = "\t"
    while ((getline line < spec) > 0) {
        split(line, f, "\t"); DEF[f[1]] = f[3]; ALIAS[f[1]] = f[1]
        if (f[7] != "-") { na = split(f[7], al, ","); for (i = 1; i <= na; i++) ALIAS[al[i]] = f[1] }
    }
    close(spec)
    na = split(args, a, " ")
    for (i = 1; i <= na; i++) if (a[i] ~ /^--/) {
        nm = substr(a[i], 3); if (nm in ALIAS) nm = ALIAS[nm]
        OPT[nm] = (i < na && a[i + 1] !~ /^--/) ? a[i + 1] : ""
    } else if (i == 1 || (i == 2 && prog == "lcp")) POSARG[++npos] = a[i]
    if (meta != "") while ((getline line < meta) > 0) {
        split(line, f, " ")
        if (f[1] == "body") { nb++; BN[nb] = f[2]; BA[f[2]] = f[3]; BB[f[2]] = f[4]; BC[f[2]] = f[5]; BM[f[2]] = f[6] }
        else if (f[1] == "gravity") { GX = f[2]; GY = f[3]; GZ = f[4] }
        else if (f[1] == "pairmu") PMU[f[2], f[3]] = PMU[f[3], f[2]] = f[4]
        else META[f[1]] = f[2]
    }
    FS = " "; t = 0; inrow = 0
}
{ LINE[++NL] = $0 }
/^#/ { next }
/^[ \t]*$/ { inrow = 0; next }
!inrow { t++; NT = t; NC[t] = NF; for (i = 1; i <= NF; i++) COL[t, $i] = i; inrow = 1; NR_[t] = 0; next }
{ r = ++NR_[t]; for (i = 1; i <= NF; i++) CELL[t, r, i] = $i; NF_[t, r] = NF }

END {
    if (prog == "time-stepping") time_stepping()
    else if (prog == "pendulum") pendulum()
    else if (prog == "particle-wall") particle_wall()
    else if (prog == "lcp-demo") lcp_demo()
    else if (prog == "lcp") lcp()
    else if (prog == "slack-friction") slack_friction()
    else if (prog == "sliding-block") sliding_block()
    else if (prog == "friction-cone") friction_cone()
    else if (prog == "rigid-body") rigid_body()
    else if (prog == "box-contact") box_contact()
    else if (prog == "multibody") multibody()
    else if (prog == "phantom-inertia") phantom()
    else if (prog == "lugre") lugre()
    else if (prog == "planar-friction") planar_friction()
    else if (prog == "planar-convergence") planar_convergence()
}

# ------------------------------------------------------------ chapter 1
# t = l h; the exact q, v; both schemes' recursions, recomputed here.
function time_stepping(    F, m, h, q0, v0, r, l, tt, qe, ve, qx, vx, qs, vs, sc, nqx, nqs, done) {
    F = opt("F") + 0; m = opt("m") + 0; h = opt(O("h dt")) + 0; q0 = opt("q0") + 0; v0 = opt("v0") + 0
    if (!hascols(1, "l t q_expl v_expl q_semi v_semi q_exact v_exact")) return
    qx = qs = q0; vx = vs = v0; done = 0
    for (r = 1; r <= NR_[1]; r++) {
        l = v(1, r, "l"); tt = l * h
        for (; done < l; done++) { # rows skipped by --every: the recursions run on
            nqx = qx + h * vx; vx = vx + h * F / m; qx = nqx
            vs = vs + h * F / m; qs = qs + h * vs
        }
        qe = q0 + v0 * tt + F * tt * tt / (2 * m); ve = v0 + F * tt / m
        sc = abs(q0) + abs(v0 * tt) + abs(F * tt * tt / m) + abs(ve) + abs(qx) + abs(qs) + 1e-300
        if (abs(v(1, r, "t") - tt) > 1e-5 * abs(tt)) bad("t = " cell(1, r, "t") " at l = " l ", not l h = " tt)
        if (abs(v(1, r, "q_exact") - qe) > 1e-5 * sc) bad("q_exact = " cell(1, r, "q_exact") " at l = " l ", not " qe)
        if (abs(v(1, r, "v_exact") - ve) > 1e-5 * sc) bad("v_exact = " cell(1, r, "v_exact") " at l = " l ", not " ve)
        if (abs(v(1, r, "q_expl") - qx) > 1e-5 * sc || abs(v(1, r, "v_expl") - vx) > 1e-5 * sc)
            bad("explicit Euler at l = " l ": q v = " cell(1, r, "q_expl") " " cell(1, r, "v_expl") ", not " qx " " vx)
        if (abs(v(1, r, "q_semi") - qs) > 1e-5 * sc || abs(v(1, r, "v_semi") - vs) > 1e-5 * sc)
            bad("semi-implicit Euler at l = " l ": q v = " cell(1, r, "q_semi") " " cell(1, r, "v_semi") ", not " qs " " vs)
    }
}

# ------------------------------------------------------------ pendulum
# drift = |q| - L; without --stabilise the rod's velocity constraint:
# q^l . u^{l+1} = 0.
function pendulum(    L, r, x, y, d, sc, dot) {
    L = opt("L") + 0
    if (!hascols(1, "l x y ux uy drift")) return
    for (r = 1; r <= NR_[1]; r++) {
        x = v(1, r, "x"); y = v(1, r, "y")
        d = hyp(x, y) - L
        if (abs(d - v(1, r, "drift")) > 2e-5 * (hyp(x, y) + L))
            bad("drift = " cell(1, r, "drift") " at l = " cell(1, r, "l") ", but |q| - L = " d)
        if (r > 1 && opt("stabilise") == "no" && v(1, r, "l") == v(1, r - 1, "l") + 1) {
            dot = v(1, r - 1, "x") * v(1, r, "ux") + v(1, r - 1, "y") * v(1, r, "uy")
            sc = (abs(v(1, r - 1, "x")) + abs(v(1, r - 1, "y"))) * (abs(v(1, r, "ux")) + abs(v(1, r, "uy")))
            if (abs(dot) > 1e-4 * sc + 1e-300)
                bad("the rod stretches: q^l . u^{l+1} = " dot " at l = " cell(1, r, "l") " (J u+ = 0)")
        }
    }
}

# ------------------------------------------------------------ chapter 2
# --show lcp: w = a lambda + b, a = h^2/m, lambda >= 0, w >= 0, lambda w = 0.
# --show state: lambda >= 0, the gap psi (or q - q_w^0) >= 0 after a step.
function particle_wall(    t, r, a, b, la, w, sc, h, m, gap) {
    h = opt(O("h dt")) + 0; m = opt("m") + 0
    for (t = 1; t <= NT; t++) {
        if (hascols(t, "a b lambda w")) for (r = 1; r <= NR_[t]; r++) {
            a = v(t, r, "a"); b = v(t, r, "b"); la = v(t, r, "lambda"); w = v(t, r, "w")
            sc = abs(a * la) + abs(b) + 1e-300
            if (abs(a * la + b - w) > 1e-5 * sc) bad("w = " w " but a lambda + b = " a * la + b " (" where(t, r) ")")
            if (la < -1e-9 * sc / max(a, 1e-300) || w < -1e-5 * sc || min(la * a, w) > 1e-5 * sc)
                bad("lambda = " la ", w = " w ": not 0 <= lambda _|_ w >= 0 (" where(t, r) ")")
            if (given("m") || given(O("h dt")))
                if (abs(a - h * h / m) > 1e-5 * a) bad("a = " a ", not h^2/m = " h * h / m)
        } else if (hascols(t, "l q v lambda")) for (r = 2; r <= NR_[t]; r++) {
            if (v(t, r, "lambda") < 0) bad("lambda = " cell(t, r, "lambda") " < 0 (" where(t, r) ")")
            gap = col(t, "psi") != "" ? v(t, r, "psi") : v(t, r, "q") - (opt("wall-q0") + 0)
            sc = abs(v(t, r, "q")) + abs(opt("wall-q0")) + (col(t, "qw") != "" ? abs(v(t, r, "qw")) : 0) + 1e-300
            if (gap < -1e-5 * sc) bad("the particle is inside the wall: gap " gap " (" where(t, r) ")")
        }
    }
}

# ------------------------------------------------------------ chapter 3
# box: l <= z <= u, w = M z + q, and the place agrees with w's sign;
# murty: pivots = 2^n.
function lcp_demo(    r, i, z, w, l, u, M, q, zz, ww, sc, place) {
    if (hascols(1, "i l u z w place")) {
        M[1, 1] = opt("m11"); M[1, 2] = opt("m12"); M[2, 1] = opt("m21"); M[2, 2] = opt("m22")
        q[1] = opt("q1"); q[2] = opt("q2")
        for (r = 1; r <= NR_[1]; r++) zz[v(1, r, "i")] = v(1, r, "z")
        for (r = 1; r <= NR_[1]; r++) {
            i = v(1, r, "i"); z = zz[i]; w = v(1, r, "w"); l = v(1, r, "l"); u = v(1, r, "u"); place = cell(1, r, "place")
            ww = M[i, 1] * zz[1] + M[i, 2] * zz[2] + q[i]
            sc = abs(M[i, 1] * zz[1]) + abs(M[i, 2] * zz[2]) + abs(q[i]) + 1e-300
            if (abs(ww - w) > 1e-4 * sc) bad("box: w_" i " = " w ", but M z + q = " ww)
            if (z < l - 1e-6 * (abs(l) + abs(u)) || z > u + 1e-6 * (abs(l) + abs(u))) bad("box: z_" i " = " z " outside [" l ", " u "]")
            if (place == "inside" && abs(ww) > 1e-4 * sc) bad("box: z_" i " inside but w = " ww)
            if (place == "lower" && ww < -1e-4 * sc) bad("box: z_" i " at its lower bound but w = " ww " < 0")
            if (place == "upper" && ww > 1e-4 * sc) bad("box: z_" i " at its upper bound but w = " ww " > 0")
        }
    }
    if (hascols(1, "n pivots two_to_n")) for (r = 1; r <= NR_[1]; r++)
        if (v(1, r, "two_to_n") != 2 ^ v(1, r, "n") || v(1, r, "pivots") != v(1, r, "two_to_n"))
            bad("murty: n = " cell(1, r, "n") ": " cell(1, r, "pivots") " pivots, 2^n = " 2 ^ v(1, r, "n"))
}

# ------------------------------------------------------------ lcp
# Read an LCP file into N, M, Q (fractions as numbers).
function read_lcp(file,    line, k, w, i, tok, ntok) {
    ntok = 0
    while ((getline line < file) > 0) {
        sub(/#.*/, "", line)
        k = split(line, w, /[ \t\r]+/)
        for (i = 1; i <= k; i++) if (w[i] != "") tok[++ntok] = w[i]
    }
    close(file)
    N = tok[1] + 0
    for (i = 1; i <= N * N; i++) M[int((i - 1) / N) + 1, (i - 1) % N + 1] = num(tok[1 + i])
    for (i = 1; i <= N; i++) Q[i] = num(tok[1 + N * N + i])
    # a number written non-zero that a double holds as 0 or subnormal
    # (1e-400, 1e-320): the file's LCP is not the one read here
    UNDER = 0
    for (i = 2; i <= 1 + N * N + N; i++)
        if (abs(num(tok[i])) < 2.2250738585072014e-308 && tok[i] !~ /^[-+]?(0+\.?0*|\.0+)([eE][-+]?[0-9]+)?$/ && tok[i] !~ /^[-+]?0+\//) UNDER = 1
    return ntok == 1 + N * N + N
}
# The z and w of 'lcp solve' (the table after "status: solved"), or of
# 'lcp check' (the table 'i z w'): Z, W; returns the rows read.
function read_zw(    i, k, w, n, on) {
    n = 0; on = 0
    for (i = 1; i <= NL; i++) {
        k = split(LINE[i], w, " ")
        if (w[1] == "i" && w[2] == "z" && w[3] == "w") { on = 1; continue }
        if (on && k == 3 && isnum(w[1])) { n++; Z[w[1] + 0] = num(w[2]); W[w[1] + 0] = num(w[3]) }
        else if (on) on = 0
    }
    return n
}
# z >= 0, w = M z + q >= 0, z w = 0 within tol (relative to the scales).
function lcp_holds(tol, what,    i, j, zmax, ww, sc, ok) {
    zmax = 0; ok = 1
    for (i = 1; i <= N; i++) zmax = max(zmax, abs(Z[i]))
    for (i = 1; i <= N; i++) {
        ww = Q[i]; sc = abs(Q[i])
        for (j = 1; j <= N; j++) { ww += M[i, j] * Z[j]; sc += abs(M[i, j]) * zmax }
        sc += 1e-300
        if (Z[i] < -tol * max(zmax, 1e-300)) { ok = 0; bad(what ": z_" i " = " Z[i] " < 0") }
        if (ww < -tol * sc) { ok = 0; bad(what ": w_" i " = (M z + q)_" i " = " ww " < 0") }
        if (min(Z[i] / max(zmax, 1e-300), ww / sc) > tol) { ok = 0; bad(what ": z_" i " w_" i " = " Z[i] * ww " != 0") }
        if ((i in W) && abs(W[i] - ww) > tol * sc) { ok = 0; bad(what ": printed w_" i " = " W[i] ", M z + q = " ww) }
    }
    return ok
}
# Is z (integers) a solution, exactly?
function lcp_exact_verdict(    i, j, ww) {
    for (i = 1; i <= N; i++) {
        ww = Q[i]; for (j = 1; j <= N; j++) ww += M[i, j] * Z[j]
        if (Z[i] < 0 || ww < 0 || Z[i] * ww != 0) return 0
    }
    return 1
}
# Is every principal minor of M positive (M a P-matrix)?  Gaussian
# elimination per subset (N <= 8), each row of the minor divided by its
# largest entry (a positive factor keeps the minor's sign; M scaled by
# 1e-300 or 1e300, or with one entry 1e308, is judged as the numbers are).
function p_matrix(    s, i, j, k, c, idx, nn, A, p, f, d, g) {
    for (s = 1; s < 2 ^ N; s++) {
        nn = 0
        for (i = 1; i <= N; i++) if (int(s / 2 ^ (i - 1)) % 2) idx[++nn] = i
        for (i = 1; i <= nn; i++) {
            g = 0
            for (j = 1; j <= nn; j++) g = max(g, abs(M[idx[i], idx[j]]))
            if (g == 0) return 0
            for (j = 1; j <= nn; j++) A[i, j] = M[idx[i], idx[j]] / g
        }
        d = 1
        for (k = 1; k <= nn; k++) {
            p = k
            for (i = k + 1; i <= nn; i++) if (abs(A[i, k]) > abs(A[p, k])) p = i
            if (A[p, k] == 0) { d = 0; break }
            if (p != k) { for (j = 1; j <= nn; j++) { c = A[k, j]; A[k, j] = A[p, j]; A[p, j] = c }; d = -d }
            d *= A[k, k]
            for (i = k + 1; i <= nn; i++) { f = A[i, k] / A[k, k]; for (j = k; j <= nn; j++) A[i, j] -= f * A[k, j] }
        }
        if (d <= 1e-12) return 0
    }
    return 1
}
function lcp(    file, tol, i, j, n, line, y, ny, k, qy, my, sc, claim) {
    file = lcpfile != "" ? lcpfile : POSARG[2]
    if (!read_lcp(file)) { bad("cannot read the LCP file " file); return }
    tol = max(1e-6, 10 * (given("tol") ? opt("tol") + 0 : 0))
    if (POSARG[1] == "check") {
        for (i = 1; i <= N; i++) Z[i] = 0
        n = split(args, y, " ")
        for (i = 3; i <= 2 + N; i++) Z[i - 2] = num(y[i])
        k = lcp_exact_verdict()
        if (k && status != 0) bad("lcp check says z is not a solution (exit " status "), but it is (exact)")
        if (!k && status == 0) bad("lcp check says z is a solution (exit 0), but it is not (exact)")
        return
    }
    if (status == 0) {
        n = read_zw()
        if (n != N) { bad("solved, but the table 'i z w' has " n " rows, not " N); return }
        lcp_holds(tol, "solved")
        for (i = 1; i <= NL; i++) if (LINE[i] ~ /only solution \(M is a P-matrix\)/) claim = 1
        if (claim && N <= 8 && !UNDER && !p_matrix()) bad("says M is a P-matrix, but a principal minor is <= 0")
    } else if (status == 2) {
        for (i = 1; i <= NL; i++) if (LINE[i] ~ /^certificate: y = \(/) {
            line = LINE[i]; sub(/^certificate: y = \(/, "", line); sub(/\).*/, "", line)
            ny = split(line, y, /, */)
            if (ny != N) { bad("certificate y has " ny " entries, not " N); return }
            qy = 0; sc = 0
            for (j = 1; j <= N; j++) { y[j] = num(y[j]); qy += Q[j] * y[j]; sc += abs(Q[j] * y[j]) }
            for (j = 1; j <= N; j++) {
                if (y[j] < 0) bad("certificate: y_" j " = " y[j] " < 0")
                my = 0; for (k = 1; k <= N; k++) my += M[k, j] * y[k]
                if (my > 1e-9 * (sc + 1)) bad("certificate: (M'y)_" j " = " my " > 0")
            }
            if (qy >= 0) bad("certificate: q'y = " qy " >= 0")
        }
    }
}

# ------------------------------------------------------------ chapter 4
# cases: alpha >= 0, s >= |vx|, alpha1 + alpha2 <= mu fn, each of the
# LCP's complementarities; conditions: z >= 0, w >= 0, z w = 0.
function slack_friction(    t, r, a1, a2, s, vx, mf, sc, z, w) {
    mf = (opt("mu") + 0) * (opt("fn") + 0)
    for (t = 1; t <= NT; t++) {
        if (hascols(t, "case vx alpha1 alpha2 s")) for (r = 1; r <= NR_[t]; r++) {
            a1 = v(t, r, "alpha1"); a2 = v(t, r, "alpha2"); s = v(t, r, "s"); vx = v(t, r, "vx")
            sc = mf + abs(vx) + 1e-300
            if (a1 < -1e-9 * sc || a2 < -1e-9 * sc) bad(cell(t, r, "case") ": alpha < 0")
            if (a1 + a2 > mf + 1e-5 * sc) bad(cell(t, r, "case") ": alpha1 + alpha2 = " a1 + a2 " > mu fn = " mf)
            if (s < abs(vx) - 1e-5 * sc) bad(cell(t, r, "case") ": s = " s " < |vx| = " abs(vx))
            if (min(a1, s - vx) > 1e-5 * sc || min(a2, s + vx) > 1e-5 * sc || min(s, mf - a1 - a2) > 1e-5 * sc)
                bad(cell(t, r, "case") ": not complementary: alpha1 " a1 " alpha2 " a2 " s " s " (vx " vx ", mu fn " mf ")")
        }
        if (hascols(t, "case unknown z w")) for (r = 1; r <= NR_[t]; r++) {
            z = v(t, r, "z"); w = v(t, r, "w"); sc = mf + abs(opt("vx")) + 1e-300
            if (z < -1e-9 * sc || w < -1e-5 * sc || min(z, w) > 1e-5 * sc)
                bad(cell(t, r, "case") " " cell(t, r, "unknown") ": z = " z ", w = " w ": not 0 <= z _|_ w >= 0")
        }
    }
}
# steps: |ft| <= mu fn, fn = m g cos(theta) >= 0 after a step; angle:
# at_rest is "stays" exactly when tan(theta) <= mu.
function sliding_block(    r, ft, fn, mu, m, g, th, pi, tol) {
    pi = atan2(0, -1); mu = opt("mu") + 0; m = opt("m") + 0; g = opt("g") + 0
    th = opt("theta") + 0
    if (!given("theta") && opt("example") == "incline") th = 30
    if (hascols(1, "l t drive ft fn")) for (r = 2; r <= NR_[1]; r++) {
        ft = v(1, r, "ft"); fn = v(1, r, "fn"); tol = 1e-5 * (abs(fn) + abs(ft) + abs(v(1, r, "drive"))) + 1e-300
        if (fn < -tol) bad("fn = " fn " < 0 at l = " cell(1, r, "l"))
        if (abs(ft) > mu * fn + tol) bad("friction |ft| = " abs(ft) " > mu fn = " mu * fn " at l = " cell(1, r, "l"))
        if (abs(fn - m * g * cos(th * pi / 180)) > 1e-5 * m * g) bad("fn = " fn " at l = " cell(1, r, "l") ", not m g cos(theta) = " m * g * cos(th * pi / 180))
    }
    if (hascols(1, "mu theta_crit theta tan_theta at_rest")) for (r = 1; r <= NR_[1]; r++) {
        if (abs(v(1, r, "theta_crit") - atan2(mu, 1) * 180 / pi) > 1e-6 * 90) bad("theta_crit = " cell(1, r, "theta_crit") ", not atan(mu)")
        if ((cell(1, r, "at_rest") == "stays") != (abs(v(1, r, "tan_theta")) <= mu * (1 + 1e-9)) && abs(abs(v(1, r, "tan_theta")) - mu) > 1e-6 * mu)
            bad("at_rest = " cell(1, r, "at_rest") " with tan(theta) = " cell(1, r, "tan_theta") " and mu = " mu)
    }
}

# ------------------------------------------------------------ chapter 5
# path: the friction impulse m (v+ - v) in the plane is within mu fn h
# (pyramid and circle: its length; box: each component); the speed
# relative to the plane never grows; fn >= 0.  alpha: alpha >= 0, the two
# shown sum to at most mu fn.  deficit: the errors within their bounds.
# polygon: alpha >= 0, sum alpha <= mu m g.
function friction_cone(    r, m, h, mu, ux, uy, dvx, dvy, fn, f, tol, s0, s1, cone, sum, g, k) {
    m = opt("m") + 0; h = opt(O("h dt")) + 0; mu = opt("mu") + 0; cone = opt("cone")
    ux = opt("surface-vx") + 0; uy = opt("surface-vy") + 0; g = opt("g") + 0
    if (hascols(1, "l t x y vx vy fn")) for (r = 2; r <= NR_[1]; r++) {
        # over k = l_r - l_{r-1} steps (--every): the mean friction, fn being m g on
        # a plane that does not move along its normal (else only consecutive rows)
        k = max(v(1, r, "l") - v(1, r - 1, "l"), 1)
        dvx = (v(1, r, "vx") - v(1, r - 1, "vx")) / k; dvy = (v(1, r, "vy") - v(1, r - 1, "vy")) / k; fn = v(1, r, "fn")
        tol = 1e-6 * mu * abs(fn) + 1e-8 * m * (abs(v(1, r, "vx")) + abs(v(1, r, "vy")) + abs(v(1, r - 1, "vx")) + abs(v(1, r - 1, "vy")) + abs(ux) + abs(uy)) / h + 1e-300
        if (fn < -tol) bad("fn = " fn " < 0 at l = " cell(1, r, "l"))
        if (cone == "box") f = max(abs(dvx), abs(dvy)) * m / h
        else f = sqrt(dvx * dvx + dvy * dvy) * m / h
        if ((k == 1 || opt("surface-vz") + 0 == 0) && f > mu * fn + tol) bad("friction " f " > mu fn = " mu * fn " at l = " cell(1, r, "l") " (from m dv / h)")
        s0 = sqrt((v(1, r - 1, "vx") - ux) ^ 2 + (v(1, r - 1, "vy") - uy) ^ 2)
        s1 = sqrt((v(1, r, "vx") - ux) ^ 2 + (v(1, r, "vy") - uy) ^ 2)
        if (s1 > s0 * (1 + 1e-8) + 1e-9 * (abs(ux) + abs(uy)) + 1e-300) bad("the sliding speed grows: " s0 " -> " s1 " at l = " cell(1, r, "l"))
    }
    if (hascols(1, "l s nz alpha_j alpha_k mufn")) for (r = 1; r <= NR_[1]; r++) {
        sum = (cell(1, r, "alpha_j") == "-" ? 0 : v(1, r, "alpha_j")) + (cell(1, r, "alpha_k") == "-" ? 0 : v(1, r, "alpha_k"))
        if (v(1, r, "alpha_j") < 0 || v(1, r, "alpha_k") < 0 || v(1, r, "s") < 0) bad("alpha or s < 0 at l = " cell(1, r, "l"))
        if (sum > v(1, r, "mufn") * (1 + 1e-5) + 1e-9 * (opt("m") + 0) * (abs(opt("g")) + 1)) bad("alpha_j + alpha_k = " sum " > mu fn = " cell(1, r, "mufn") " at l = " cell(1, r, "l"))
    }
    if (hascols(1, "nd max_err pi_over_nd max_deficit one_minus_cos")) for (r = 1; r <= NR_[1]; r++) {
        if (v(1, r, "max_err") > v(1, r, "pi_over_nd") * (1 + 1e-5)) bad("nd " cell(1, r, "nd") ": max_err " cell(1, r, "max_err") " > pi/nd")
        if (v(1, r, "max_deficit") > v(1, r, "one_minus_cos") * (1 + 1e-5) + 1e-9) bad("nd " cell(1, r, "nd") ": max_deficit " cell(1, r, "max_deficit") " > 1 - cos(pi/nd)")
    }
    if (hascols(1, "j dx dy fx fy alpha")) {
        sum = 0
        for (r = 1; r <= NR_[1]; r++) { if (v(1, r, "alpha") < 0) bad("polygon: alpha_" r " < 0"); sum += v(1, r, "alpha") }
        if (sum > mu * m * max(g, 0) * (1 + 1e-5) + 1e-300) bad("polygon: sum alpha = " sum " > mu m g = " mu * m * g)
    }
}

# ------------------------------------------------------------ chapter 6
# state: T = sum J_i w_i^2 / 2, |L| = |J w| (where |e| = 1), |e| = 1
# (renormalised or midpoint); midpoint without torque: T and the world L constant.
# drift: the midpoint's row 0 to rounding without torque.
function rigid_body(    r, J1, J2, J3, w1, w2, w3, T, L2, e, free, T0, Lx, Ly, Lz) {
    J1 = opt("J1") + 0; J2 = opt("J2") + 0; J3 = opt("J3") + 0
    free = opt("N1") + 0 == 0 && opt("N2") + 0 == 0 && opt("N3") + 0 == 0
    if (hascols(1, "l t e0 e1 e2 e3 w1 w2 w3 T Lx Ly Lz")) for (r = 1; r <= NR_[1]; r++) {
        w1 = v(1, r, "w1"); w2 = v(1, r, "w2"); w3 = v(1, r, "w3")
        T = (J1 * w1 * w1 + J2 * w2 * w2 + J3 * w3 * w3) / 2
        if (abs(T - v(1, r, "T")) > 1e-5 * T + 1e-300) bad("T = " cell(1, r, "T") " at l = " cell(1, r, "l") ", but sum J w^2 / 2 = " T)
        L2 = (J1 * w1) ^ 2 + (J2 * w2) ^ 2 + (J3 * w3) ^ 2
        e = sqrt(v(1, r, "e0") ^ 2 + v(1, r, "e1") ^ 2 + v(1, r, "e2") ^ 2 + v(1, r, "e3") ^ 2)
        if (abs(e - 1) < 1e-8 && abs(sqrt(v(1, r, "Lx") ^ 2 + v(1, r, "Ly") ^ 2 + v(1, r, "Lz") ^ 2) - sqrt(L2)) > 1e-5 * sqrt(L2) + 1e-300)
            bad("|L| = " sqrt(v(1, r, "Lx") ^ 2 + v(1, r, "Ly") ^ 2 + v(1, r, "Lz") ^ 2) " at l = " cell(1, r, "l") ", but |J w| = " sqrt(L2))
        if ((opt("renormalise") == "yes" || opt("integrator") == "midpoint") && abs(e - 1) > 1e-8)
            bad("|e| = " e " at l = " cell(1, r, "l"))
        if (opt("integrator") == "midpoint" && free && r > 1) {
            if (abs(v(1, r, "T") - v(1, 1, "T")) > 1e-6 * v(1, 1, "T")) bad("midpoint: T " cell(1, 1, "T") " -> " cell(1, r, "T") " at l = " cell(1, r, "l"))
            if (abs(v(1, r, "Lx") - v(1, 1, "Lx")) + abs(v(1, r, "Ly") - v(1, 1, "Ly")) + abs(v(1, r, "Lz") - v(1, 1, "Lz")) > 1e-6 * sqrt(L2) + 1e-300)
                bad("midpoint: the world L changes at l = " cell(1, r, "l"))
        }
    }
    if (hascols(1, "integrator dT dLnorm dLvec de")) for (r = 1; r <= NR_[1]; r++)
        if (cell(1, r, "integrator") == "midpoint" && free && (v(1, r, "dT") > 1e-6 || v(1, r, "dLnorm") > 1e-6 || v(1, r, "dLvec") > 1e-6))
            bad("midpoint drifts: dT " cell(1, r, "dT") " dLnorm " cell(1, r, "dLnorm") " dLvec " cell(1, r, "dLvec"))
}

# Energy and rest checks over a state table of boxes: rows grouped by l;
# KEY(r) names the box of row r.  Uses BA BB BC BM (edges, mass), gravity
# (GX GY GZ): E = sum (kinetic) - m g.x.  passive: E never grows beyond
# rounding, step to step and overall; rest: no velocity.
function energy_rest(t, passive, rest,    r, l, b, E, sc, El, scl, lprev, E0, sc0, first, pen, vmax, g)
{
    first = 1; lprev = ""; E = 0; sc = 0; pen = 0
    g = sqrt(GX * GX + GY * GY + GZ * GZ)
    for (r = 1; r <= NR_[t] + 1; r++) {
        l = r <= NR_[t] ? cell(t, r, "l") : "end"
        if (l != lprev && lprev != "") {
            if (first) { E0 = E; sc0 = sc; first = 0; if (pen) return }
            else if (passive) {
                if (E > El + 1e-5 * max(sc, scl) + 1e-300)
                    bad("energy grows in a step: " El " -> " E " at l = " lprev " (by " (E - El) / max(sc, scl) " of its scale " max(sc, scl) ")")
                if (E > E0 + 1e-5 * max(sc, sc0) + 1e-300 && !told) { told = 1; bad("energy grows: " E0 " at l = 0 -> " E " at l = " lprev) }
            }
            El = E; scl = sc; E = 0; sc = 0
        }
        if (r > NR_[t]) break
        lprev = l; b = BODY(t, r)
        rot(v(t, r, "e0"), v(t, r, "e1"), v(t, r, "e2"), v(t, r, "e3"))
        box_energy(BA[b], BB[b], BC[b], BM[b], v(t, r, "vx"), v(t, r, "vy"), v(t, r, "vz"), v(t, r, "wx"), v(t, r, "wy"), v(t, r, "wz"))
        E += KE - BM[b] * (GX * v(t, r, "x") + GY * v(t, r, "y") + GZ * v(t, r, "z"))
        sc += KE + BM[b] * g * (abs(v(t, r, "x")) + abs(v(t, r, "y")) + abs(v(t, r, "z")) + BA[b] + BB[b] + BC[b])
        if (first && v(t, r, "z") - LOW < -1e-6 * (BA[b] + BB[b] + BC[b])) pen = 1
        if (rest) {
            vmax = abs(v(t, r, "vx")) + abs(v(t, r, "vy")) + abs(v(t, r, "vz")) + (abs(v(t, r, "wx")) + abs(v(t, r, "wy")) + abs(v(t, r, "wz"))) * (BA[b] + BB[b] + BC[b])
            if (vmax > 1e-9 * (g * opt(O("h dt")) + 1e-300) + 1e-12 && ++moved <= 1)
                bad("a body at rest moves: " b " at l = " l ": v = " cell(t, r, "vx") " " cell(t, r, "vy") " " cell(t, r, "vz") ", w = " cell(t, r, "wx") " " cell(t, r, "wy") " " cell(t, r, "wz"))
        }
    }
}
function BODY(t, r) { return col(t, "body") != "" ? cell(t, r, "body") : "box" }

# box-contact: state: energy (no force, not starting in the ground), rest;
# contacts: |D p_f| <= mu p_n, p_n >= 0, s >= 0.
function box_contact(    r, pn, pf, mu, pi, s) {
    BA["box"] = opt("a"); BB["box"] = opt("b"); BC["box"] = opt("c"); BM["box"] = opt("m")
    pi = atan2(0, -1); s = (opt("slope") + 0) * pi / 180
    GX = (opt("g") + 0) * sin(s); GY = 0; GZ = -(opt("g") + 0) * cos(s)
    mu = opt("mu") + 0
    if (hascols(1, "l t x y z e0 e1 e2 e3 vx vy vz wx wy wz"))
        energy_rest(1, opt("fx") + 0 == 0 && opt("fy") + 0 == 0 && opt("fz") + 0 == 0, META["rest"] == 1)
    if (hascols(1, "l corner pn pfx pfy s")) contacts(1, "pfx pfy")
}
# Friction within the cone at every contact of table t: |pf| <= mu pn.
function contacts(t, pfcols,    r, k, w, i, pn, pf, mu, tol) {
    k = split(pfcols, w, " ")
    for (r = 1; r <= NR_[t]; r++) {
        pn = v(t, r, "pn"); pf = 0
        for (i = 1; i <= k; i++) pf += v(t, r, w[i]) ^ 2
        pf = sqrt(pf)
        mu = prog == "box-contact" ? opt("mu") + 0 : contact_mu(cell(t, r, "body1"), cell(t, r, "body2"))
        tol = 1e-5 * (pn + pf) + 1e-300
        if (pn < -tol) bad("p_n = " pn " < 0 at l = " cell(t, r, "l"))
        if (pf > mu * pn + tol) bad("friction |p_f| = " pf " > mu p_n = " mu * pn " (mu " mu ") at l = " cell(t, r, "l") (col(t, "corner") != "" ? " corner " cell(t, r, "corner") : ""))
        if (col(t, "s") != "" && v(t, r, "s") < -tol) bad("s = " cell(t, r, "s") " < 0 at l = " cell(t, r, "l"))
    }
}
function contact_mu(b1, b2) {
    if (b1 == "ground" || b2 == "ground") return META["groundmu"] + 0
    return ((b1 SUBSEP b2) in PMU) ? PMU[b1, b2] + 0 : META["groundmu"] + 0
}

# ------------------------------------------------------------ chapter 7
# state: energy of a passive scene, rest; contacts: friction cone;
# balance: each box-box contact's impulses cancel (force, torque 0);
# energy: T >= 0, E = T + V, and E of a passive scene never grows.
function multibody(    r, sc) {
    if (hascols(1, "l t body x y z e0 e1 e2 e3 vx vy vz wx wy wz")) energy_rest(1, META["passive"] == 1, META["rest"] == 1)
    if (hascols(1, "l t T V E")) energy_table(1, META["passive"] == 1)
    if (hascols(1, "l body1 body2 pn pfx pfy pfz")) contacts(1, "pfx pfy pfz")
    if (hascols(1, "l body1 body2 pn force torque")) for (r = 1; r <= NR_[1]; r++) {
        sc = abs(v(1, r, "pn")) + 1e-300
        if (abs(v(1, r, "force")) > 1e-9 * sc || abs(v(1, r, "torque")) > 1e-9 * sc * 100)
            bad("balance: net force " cell(1, r, "force") ", torque " cell(1, r, "torque") " at l = " cell(1, r, "l"))
    }
}

# multibody --show energy (table t): T >= 0 and E = T + V in every row to
# the printed digits of the table's largest |T| + |V|; passive: E never
# grows beyond 1e-5 of it, step to step.
function energy_table(t, passive,    r, sc, E)
{
    sc = 1e-300
    for (r = 1; r <= NR_[t]; r++) sc = max(sc, abs(v(t, r, "T")) + abs(v(t, r, "V")))
    for (r = 1; r <= NR_[t]; r++) {
        E = v(t, r, "E")
        if (v(t, r, "T") < -1e-9 * sc) bad("T = " cell(t, r, "T") " < 0 at l = " cell(t, r, "l"))
        if (abs(E - v(t, r, "T") - v(t, r, "V")) > 1e-9 * sc) bad("E = " cell(t, r, "E") " is not T + V at l = " cell(t, r, "l"))
        if (passive && r > 1 && E > v(t, r - 1, "E") + 1e-5 * sc) bad("energy grows in a step: " cell(t, r - 1, "E") " -> " cell(t, r, "E") " at l = " cell(t, r, "l"))
    }
}

# ------------------------------------------------------------ chapter 8
# ramp: F = c t, |ft| <= mu m g; rank: rank <= size, smin >= 0.
function phantom(    r, c, mu, m, g, tt) {
    c = opt("rate") + 0; mu = opt("mu") + 0; m = opt("m") + 0; g = opt("g") + 0
    if (hascols(1, "t F ft v")) for (r = 1; r <= NR_[1]; r++) {
        tt = v(1, r, "t")
        if (abs(v(1, r, "F") - c * tt) > 1e-5 * abs(c * tt) + 1e-300) bad("F = " cell(1, r, "F") " at t = " tt ", not c t = " c * tt)
        if (abs(v(1, r, "ft")) > mu * m * max(g, 0) * (1 + 1e-5) + 1e-300) bad("|ft| = " abs(v(1, r, "ft")) " > mu m g = " mu * m * g " at t = " tt)
    }
    if (hascols(1, "k rho size rank smin")) for (r = 1; r <= NR_[1]; r++)
        if (v(1, r, "rank") > v(1, r, "size") || v(1, r, "rank") < 0 || v(1, r, "smin") < 0) bad("rank " cell(1, r, "rank") " of size " cell(1, r, "size") ", smin " cell(1, r, "smin"))
}

# ------------------------------------------------------------ chapter 9
# steady: z = g(v)/sigma0 and f = fn (g(v) + sigma2 v), g(v) = muc + (mus -
# muc) exp(-(v/vs)^gamma), within the integrator's tolerance carried to f;
# with CVODE only where its absolute tolerance is below 1e-3 of every z.
function lugre(    p, s0, s1, s2, muc, mus, vs, gam, fn, r, vv, gv, z, f, ez, ef, zmin) {
    if (!hascols(1, "v z f") || NC[1] != 3 || opt("model") == "coulomb") return
    p = opt("pset") + 0
    s0 = opt("sigma0") + 0; s1 = opt("sigma1") + 0
    s2 = given("sigma2") ? opt("sigma2") + 0 : (p == 0 ? 0 : 0.2)
    muc = opt("muc") + 0; mus = given("mus") ? opt("mus") + 0 : (p == 0 ? 1 : 1.2)
    vs = opt("vs") + 0; gam = opt("gamma") + 0; fn = opt("fn") + 0
    zmin = min(muc, mus) / s0
    if (opt("integrator") != "euler" && opt("atol") * 1000 > zmin) return
    for (r = 1; r <= NR_[1]; r++) {
        vv = v(1, r, "v"); gv = muc + (mus - muc) * exp(-((vv / vs) ^ gam))
        z = gv / s0; f = fn * (gv + s2 * vv)
        ez = opt("integrator") == "euler" ? 1e-6 * z : 100 * (opt("atol") + opt("rtol") * z)
        ef = fn * (s0 + s1 * s0 * vv / max(gv, 1e-300)) * ez + 1e-6 * abs(f)
        if (abs(v(1, r, "z") - z) > ez + 1e-6 * z) bad("steady z = " cell(1, r, "z") " at v = " vv ", not g(v)/sigma0 = " z)
        if (abs(v(1, r, "f") - f) > ef) bad("steady f = " cell(1, r, "f") " at v = " vv ", not fn (g(v) + sigma2 v) = " f " (within " ef ")")
    }
}

# ------------------------------------------------------------ chapter 10
# limit-surface, limit-curve: the normalised force within 1 (mu fn =
# f_t_max) for dist and ellipse, and the torque too for ellipse (dist's
# cells can pass the f_tau_max of the authors' rule by about 1 %).  red's
# table is the authors' bilinear CoR rule at its nodes, an interpolation
# that passes 1 where the pressure is uneven (a random map: |h_xy| 1.16 at
# --nls 4; linegradx 1.04): nothing is claimed for it.
function planar_friction(    r, tq) {
    if (opt("model") == "red") return
    tq = opt("model") == "ellipse"
    if (hascols(1, "hx hy htau")) for (r = 1; r <= NR_[1]; r++)
        if (sqrt(v(1, r, "hx") ^ 2 + v(1, r, "hy") ^ 2) > 1 + 1e-6 || (tq && abs(v(1, r, "htau")) > 1 + 1e-6))
            bad("limit surface: |h| beyond 1: " cell(1, r, "hx") " " cell(1, r, "hy") " " cell(1, r, "htau"))
    if (hascols(1, "phi_deg f tau")) for (r = 1; r <= NR_[1]; r++)
        if (abs(v(1, r, "f")) > 1 + 1e-6 || (tq && abs(v(1, r, "tau")) > 1 + 1e-6))
            bad("limit curve beyond 1: f " cell(1, r, "f") " tau " cell(1, r, "tau"))
}
# rmse >= 0; box: lower <= q1 <= median <= q3 <= upper, outside >= 0.
function planar_convergence(    r) {
    if (hascols(1, "rmse_force rmse_torque")) for (r = 1; r <= NR_[1]; r++)
        if (v(1, r, "rmse_force") < 0 || v(1, r, "rmse_torque") < 0) bad("rmse < 0 in row " r)
    if (hascols(1, "lower q1 median q3 upper outside")) for (r = 1; r <= NR_[1]; r++)
        if (!(v(1, r, "lower") <= v(1, r, "q1") && v(1, r, "q1") <= v(1, r, "median") && v(1, r, "median") <= v(1, r, "q3") && v(1, r, "q3") <= v(1, r, "upper") && v(1, r, "outside") >= 0))
            bad("box plot out of order in row " r ": " cell(1, r, "lower") " " cell(1, r, "q1") " " cell(1, r, "median") " " cell(1, r, "q3") " " cell(1, r, "upper"))
}
