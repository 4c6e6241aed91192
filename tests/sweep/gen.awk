# gen.awk: random option sets for one program of the sweep (tests/sweep.sh).
#
#   awk -f gen.awk -v prog=P -v seed=S -v n=N -v dir=D [-v methods=M] SPEC
#
# SPEC is help.awk's table of the program's options.  Prints n lines, case
# k's arguments (k = 1..n), and writes the data files a case needs (scenes,
# LCP files, shape maps, twist profiles, and a file D/cK.meta the checks
# read) under D.  Case k depends only on (seed, prog, k): its own generator
# (MINSTD, exact in awk's doubles, so every awk draws the same numbers),
# so case k is the same whatever n is.
#
# Values: each option is given with probability 0.35 (views 0.7), drawn
# inside the range the help states: a real log-uniformly over two decades
# either side of its default (> 0, >= 0; sometimes 0 when >= 0 allows it;
# either sign when the help gives no range, mostly the default's), an
# integer log-uniformly about its default within its range, a word option
# one of its choices.  Run length is bounded per program (tune()): a time
# step and an end time give at most max_steps steps, "0: until ..." runs
# only where they end soon.  Extremes: a share XP of the cases also takes
# values at the limits of a double (extremes(), scene(), lcp_file()).
function rnd() { state = (48271 * state) % 2147483647; return state / 2147483647 }
function uni(a, b) { return a + (b - a) * rnd() }
function logu(a, b) { return exp(uni(log(a), log(b))) }
function chance(p) { return rnd() < p }
function iuni(a, b) { return a + int(rnd() * (b - a + 1)) }
function pick(list,    k, w) { k = split(list, w, "|"); return w[iuni(1, k)] }
function fmt(x) { return sprintf("%.3g", x) }
function abs(x) { return x < 0 ? -x : x }
function min(a, b) { return a < b ? a : b }
function max(a, b) { return a > b ? a : b }

# The option's name in the spec for the first of the names (or aliases) in
# the space-separated list that the program has; "" if none.
function O(names,    k, w, i) {
    k = split(names, w, " ")
    for (i = 1; i <= k; i++)
        if (w[i] in ALIAS) return ALIAS[w[i]]
    return ""
}
function has(name) { return name != "" && name in KIND }
function given(name) { return name != "" && name in G }
function set(name, v) { if (has(name)) G[name] = v }
function unset(name) { delete G[name] }
# The value a run uses: given, else the default.
function val(name) { return given(name) ? G[name] : DEF[name] }

function realv(name,    d, lo, hi, dec, m) {
    d = DEF[name] + 0; lo = LO[name]; hi = HI[name]; dec = 2
    if (hi == "2-") return fmt(uni(0.02, 1.98))
    if (lo == "0+" || lo == "0") {
        if (lo == "0" && chance(0.1)) return 0
        return fmt((d > 0 ? d : 1) * 10 ^ uni(-dec, dec))
    }
    if (d == 0) {
        if (chance(0.3)) return 0
        m = 10 ^ uni(-2, 1)
        return fmt(chance(0.5) ? m : -m)
    }
    m = abs(d) * 10 ^ uni(-dec, dec)
    return fmt((chance(0.8) == (d > 0)) ? m : -m)
}
function intv(name,    d, lo, hi, v) {
    d = DEF[name] + 0; lo = LO[name]; hi = HI[name]
    lo = lo == "0+" ? 1 : (lo == "-" ? 0 : lo + 0)
    if (hi != "-" && hi - lo <= 40) return iuni(lo, hi + 0)
    if (chance(0.1)) return lo
    v = int(max(d, 1) * 10 ^ uni(-1, 1) + 0.5)
    if (hi != "-" && v > hi + 0) v = hi + 0
    return v < lo ? lo : v
}
function draw(name,    k) {
    k = KIND[name]
    if (k == "real") return realv(name)
    if (k == "int") return intv(name)
    if (k == "word") return pick(CHOICES[name])
    return ""
}

# Steps of a run: step h (given or default) and end time t, or --steps.
# At most max_steps; "0: until" or "not given: until" (in the help of
# --steps) is avoided unless until_ok; a default run longer than max_steps
# gets a length.
function bound_run(max_steps, until_ok,    hn, tn, sn, h, len, zero_until, default_until) {
    hn = O("h dt"); tn = O("t tend tmax"); sn = O("steps")
    h = has(hn) ? val(hn) + 0 : 1
    zero_until = has(sn) && TEXT[sn] ~ /0: (until|--)/
    default_until = has(sn) && TEXT[sn] ~ /(not given|default): until/
    if (given(sn)) {
        G[sn] = iuni(zero_until ? 1 : 0, max_steps)
        if (zero_until && until_ok && chance(0.3)) G[sn] = 0
    }
    if (given(tn)) G[tn] = fmt(h * uni(0.5, max_steps))
    if (!given(sn) && !given(tn)) {
        len = -1
        if (default_until) len = until_ok ? 0 : -1
        else if (has(tn) && DEF[tn] + 0 > 0) len = DEF[tn] / h
        else if (has(sn) && DEF[sn] + 0 > 0) len = DEF[sn]
        else if (until_ok) len = 0
        if (len < 0 || len > max_steps) {
            if (has(sn) && (!has(tn) || chance(0.5))) G[sn] = iuni(zero_until ? 1 : 0, max_steps)
            else if (has(tn)) G[tn] = fmt(h * uni(0.5, max_steps))
        }
    }
    if (has(O("every")) && given(O("every"))) G[O("every")] = iuni(1, 20)
}

function meta(line) { print line > (dir "/c" k ".meta") }

# ------------------------------------------------------------ extremes
# A share XP of each program's cases (chosen by a generator of its own, so
# that the other cases are the draws they would be without extremes) puts
# one or two of its real options at the limits of a double: tiny (1e-320,
# subnormal; 1e-300), huge (1e300, 1e308), 0 where ">= 0" allows it, either
# sign where the option has no range; a position (POSN) moved far from the
# origin (1e12, 1e15 or -1e12 added, with all its digits); the time step
# tiny or huge, the end time tiny or huge.  The step is set before tune()
# in a quarter of these cases (the run's length then follows it: a few
# steps of 1e-320 or 1e308), else drawn with the others after tune() (t / h
# then far beyond the cap: the program must refuse it): a run the extreme
# makes endless is for the program to refuse, not for the generator to
# avoid.
function xchance(p) { XS = (48271 * XS) % 2147483647; return XS / 2147483647 < p }
function tiny_or_huge() { return pick("1e-320|1e-300|1e300|1e308") }
# An extreme value for option name.
function extreme(name,    lo, r, d) {
    lo = LO[name]
    if (name == O("h dt")) return tiny_or_huge()
    if (name == O("t tend tmax")) return pick("1e-320|1e-300|1e300|1e308")
    if (name in POSN) {
        d = val(name) == "" || val(name) == "-" ? 0 : val(name) + 0
        XOFF = pick("1e12|1e15|-1e12") + 0
        return sprintf("%.17g", d + XOFF)
    }
    if (lo == "0" && chance(0.15)) return 0
    r = tiny_or_huge()
    if (lo == "-" && chance(0.5)) r = "-" r
    return r
}
# The real options an extreme may take (|-separated) for this program and
# case: all but those that would break what the case's meta promises (a
# box at rest, a stack at rest).
function extreme_options(    i, name, list) {
    list = ""
    for (i = 1; i <= nopts; i++) {
        name = ORDER[i]
        if (KIND[name] != "real") continue
        if (prog == "box-contact" && REST && name !~ /^(x|y|h|g|m|mu|a|b|c)$/) continue
        if (prog == "multibody" && SCENE_REST && name == "jitter") continue
        list = list (list == "" ? "" : "|") name
    }
    return list
}
# Set one or two options to extremes: the step (when step_only, before
# tune()) or the others (after it).  Particle and wall move together half
# the time (their gap kept).
function extremes(step_only,    list, n, i, name, hn) {
    hn = O("h dt")
    if (step_only) { if (has(hn) && chance(0.25)) { G[hn] = extreme(hn); XSTEP = 1 }; return }
    list = extreme_options()
    if (list == "") return
    n = XSTEP ? (chance(0.3) ? 1 : 0) : (chance(0.7) ? 1 : 2)
    for (i = 1; i <= n; i++) {
        name = pick(list)
        if (name == hn && XSTEP) continue
        G[name] = extreme(name)
        if (prog == "multibody" && name == "jitter" && G[name] + 0 > 0) meta("passive 0")
        if (name == "q0" && has("wall-q0") && chance(0.5)) G["wall-q0"] = sprintf("%.17g", val("wall-q0") + XOFF)
    }
}

# A random unit quaternion (w x y z) in Q[1..4].
function random_quat(    s, i) {
    s = 0
    for (i = 1; i <= 4; i++) { Q[i] = uni(-1, 1); s += Q[i] * Q[i] }
    s = sqrt(s)
    for (i = 1; i <= 4; i++) Q[i] /= s
}
# Half the height of a box (edges a b c) turned by Q: the reach of its
# corners along z, sum over body axes of |R_3i| a_i / 2.
function half_height(a, b, c,    r1, r2, r3) {
    r1 = 2 * (Q[2] * Q[4] - Q[1] * Q[3])
    r2 = 2 * (Q[3] * Q[4] + Q[1] * Q[2])
    r3 = 1 - 2 * (Q[2] * Q[2] + Q[3] * Q[3])
    return (abs(r1) * a + abs(r2) * b + abs(r3) * c) / 2
}

# multibody: a scene of 1-3 boxes in dir/cK.scene; profile rest (aligned
# boxes stacked at rest under vertical gravity, nothing else), or free:
# boxes apart in a row or stacked with gaps (each on the face of the one
# below), random velocities, sometimes
# turned, a box-box mu, a force, a ball joint.  The meta file names the
# bodies (size, mass), gravity, the mus and whether the scene is passive
# (no force, no joint: its energy must not grow) or at rest.
function scene(    f, nb, i, a, b, c, m, x, z, g, gx, gy, rest, passive, stack, r, prevr, px,
                   vel, om, top, name, hh, gap, prev, xk, ox, oy, xbox, y, jit) {
    f = dir "/c" k ".scene"
    nb = iuni(1, 3); rest = chance(0.25); passive = 1; stack = rest || chance(0.3)
    g = chance(0.1) ? 0 : (chance(0.5) ? 9.81 : fmt(logu(1, 30)))
    if (rest && g == 0) g = 9.81
    SCENE_REST = rest; xk = ""; ox = 0; oy = 0
    if (XTR) {
        # one extreme: every box (and joint) far from the origin, gravity,
        # the step, a box's mass, a velocity, a lone box's size, a mu
        xk = pick("far|far|gravity|step|mass|vel|size|mu")
        if (rest && xk == "vel") xk = "far"
        if (xk == "far") { ox = pick("1e12|1e15|-1e12") + 0; oy = chance(0.5) ? pick("1e12|-1e15") + 0 : 0 }
        if (xk == "gravity") g = pick("1e-320|1e-300|1e300|1e308")
        if (xk == "size") nb = 1
        xbox = iuni(1, nb)
    }
    gx = 0; gy = 0
    if (!rest && chance(0.2)) { gx = fmt(uni(-3, 3)); gy = fmt(uni(-3, 3)) }
    print "# sweep scene, case " k > f
    print "gravity " gx " " gy " " (g == 0 ? 0 : "-" g) > f
    print "step " (xk == "step" ? tiny_or_huge() : fmt(logu(0.001, 0.02))) > f
    print "steps " iuni(1, 60) > f
    if (chance(0.6)) print "nd " iuni(3, 8) > f
    ground_mu = 0
    if (rest || chance(0.9)) {
        ground_mu = chance(0.15) ? 0 : fmt(uni(0, 1))
        if (rest && ground_mu == 0) ground_mu = 0.5
        if (xk == "mu") ground_mu = pick("1e-320|1e-300|1e300|1e308")
        print "ground mu " ground_mu > f
        meta("groundmu " ground_mu)
    } else meta("groundmu 0")
    meta("gravity " gx " " gy " " (g == 0 ? 0 : "-" g))
    top = 0; px = 0; prevr = 0; prevx = 0
    for (i = 1; i <= nb; i++) {
        name = substr("ABC", i, 1)
        a = fmt(logu(0.05, 1)); b = fmt(logu(0.05, 1)); c = fmt(logu(0.05, 1)); m = fmt(logu(0.1, 10))
        # stacked: within the box below (x, y), so that its corners are on
        # that box's face (crossed boxes touch edge on edge, which the
        # program does not see: chapter 7's notes)
        if (stack && i > 1) { a = fmt(prev * uni(0.3, 1)); b = fmt(prevb * uni(0.3, 1)) }
        if (xk == "mass" && i == xbox) m = tiny_or_huge()
        if (xk == "size") { if (chance(0.5)) a = pick("1e-300|1e300"); if (chance(0.5)) b = pick("1e-300|1e300"); else c = pick("1e-300|1e300") }
        Q[1] = 1; Q[2] = Q[3] = Q[4] = 0
        if (!stack && chance(0.5)) random_quat()
        hh = half_height(a, b, c)
        gap = rest ? 0 : (chance(0.4) ? 0 : logu(0.001, 0.5))
        if (stack) {
            x = i == 1 ? 0 : sprintf("%.6g", prevx + uni(-0.45, 0.45) * (prev - a)); prevx = x
            z = top + gap + c / 2; top = z + c / 2
        } else {
            r = sqrt(a * a + b * b + c * c) / 2
            x = i == 1 ? 0 : px + prevr + r + logu(0.001, 0.3); px = x; prevr = r
            x = sprintf("%.6g", x)
            z = hh + gap
        }
        prev = a; prevb = b
        vel = ""; om = ""
        if (!rest && chance(0.5)) vel = " vel " fmt(uni(-3, 3)) " " fmt(uni(-3, 3)) " " fmt(uni(-3, 1))
        if (!rest && chance(0.3)) om = " omega " fmt(uni(-5, 5)) " " fmt(uni(-5, 5)) " " fmt(uni(-5, 5))
        if (xk == "vel" && i == xbox) vel = " vel " (chance(0.5) ? "-" : "") tiny_or_huge() " 0 " fmt(uni(-3, 1))
        y = stack ? 0 : fmt(uni(-0.1, 0.1))
        if (ox != 0 || oy != 0) { x = sprintf("%.17g", x + ox); y = sprintf("%.17g", y + oy) }
        printf "box %s size %s %s %s mass %s pos %s %s %.9g%s%s%s\n", name, a, b, c, m, x, y, z,
               (Q[1] == 1 ? "" : sprintf(" quat %.9g %.9g %.9g %.9g", Q[1], Q[2], Q[3], Q[4])),
               vel, om > f
        meta("body " name " " a " " b " " c " " m)
    }
    if (!rest && nb >= 2 && chance(0.3)) {
        r = fmt(uni(0, 1)); print "mu A B " r > f; meta("pairmu A B " r)
    }
    if (!rest && chance(0.2)) {
        print "force A " fmt(uni(-5, 5)) " " fmt(uni(-5, 5)) " " fmt(uni(-5, 5)) > f; passive = 0
    }
    if (!rest && chance(0.2)) {
        x = fmt(uni(-0.2, 0.2)); y = fmt(uni(-0.2, 0.2))
        if (ox != 0 || oy != 0) { x = sprintf("%.17g", x + ox); y = sprintf("%.17g", y + oy) }
        print "joint ball A world at " x " " y " " fmt(uni(0.5, 1.5)) > f
        passive = 0
    }
    close(f)
    # --jitter moves the boxes before the run: a stack is then not at rest,
    # and boxes moved into each other (or the ground) are pushed apart, which
    # may add energy
    jit = given("jitter") && G["jitter"] + 0 > 0
    meta("passive " (passive && !jit)); meta("rest " (rest && !jit))
    return f
}

# lcp: a random LCP of size 1-6 in dir/cK.lcp: integers, decimals or
# fractions; a random, PSD (B'B + skew), diagonally dominant (a P-matrix),
# negative or zero M.  Returns the file's name; INTS says all are integers.
function lcp_file(    f, n, kind, i, j, B, M, s, form, xk, xm, xq, e, xi, xj, xv) {
    f = dir "/c" k ".lcp"
    n = chance(0.3) ? 1 : iuni(2, 6)
    kind = pick("random|psd|p|negative|zero|random")
    form = pick("int|int|decimal|fraction")
    INTS = form == "int"
    for (i = 1; i <= n; i++) for (j = 1; j <= n; j++) B[i, j] = iuni(-3, 3)
    for (i = 1; i <= n; i++) for (j = 1; j <= n; j++) {
        if (kind == "random") M[i, j] = iuni(-5, 5)
        else if (kind == "negative") M[i, j] = i == j ? -iuni(0, 3) : iuni(-2, 2)
        else if (kind == "zero") M[i, j] = 0
        else if (kind == "p") M[i, j] = i == j ? iuni(3 * n, 6 * n) : iuni(-2, 2)
        else { s = 0; for (s2 = 1; s2 <= n; s2++) s += B[s2, i] * B[s2, j]; M[i, j] = s }
    }
    if (kind == "psd") for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) {
        s = iuni(-2, 2); M[i, j] += s; M[j, i] -= s
    }
    # extremes: M and q, or only M, or only q, scaled by 1e-320 ... 1e307
    # (written as the number times a power of ten); or one entry set to a
    # subnormal, 1e-400 (0 as a double), 1e300 or 1e308
    xk = ""; xm = ""; xq = ""
    if (XTR) {
        xk = pick("scale|scale-m|scale-q|entry|entry")
        if (xk ~ /^scale/) {
            if (form == "fraction") form = "int"
            INTS = 0; e = "e" pick("-320|-300|300|307")
            if (xk != "scale-q") xm = e
            if (xk != "scale-m") xq = e
        } else { INTS = 0; xi = iuni(1, n + 1); xj = iuni(1, n); xv = pick("1e-320|-1e-320|1e-400|1e300|-1e300|1e308") }
    }
    if (chance(0.3)) print "# sweep LCP, case " k " (" kind ")" > f
    print n > f
    for (i = 1; i <= n; i++) {
        line = ""
        for (j = 1; j <= n; j++) line = line (j > 1 ? " " : "") (xk == "entry" && i == xi && j == xj ? xv : xnum(number(M[i, j], form), xm))
        print line > f
    }
    line = ""
    for (i = 1; i <= n; i++) line = line (i > 1 ? " " : "") (xk == "entry" && xi == n + 1 && i == xj ? xv : xnum(number(iuni(-6, 6), form), xq))
    print line > f
    close(f)
    NLCP = n
    return f
}
# A number as written (str) times the power of ten e ("e300"; "" none).
function xnum(str, e,    p) {
    if (e == "") return str
    if (split(str, p, /[eE]/) == 2) return p[1] "e" (p[2] + substr(e, 2))
    return str e
}
# An integer x written as form: itself, a decimal near it, or x/d.
function number(x, form,    d) {
    if (form == "decimal") return fmt(x + (chance(0.5) ? uni(-0.5, 0.5) : 0))
    if (form == "fraction" && chance(0.5)) { d = iuni(2, 7); return (x * d + iuni(-1, 1)) "/" d }
    return x
}

function lcp_case(    f, m, args, z, i) {
    f = lcp_file()
    if (chance(0.15) && INTS) {
        args = "check " f
        for (i = 1; i <= NLCP; i++) args = args " " (chance(0.5) ? 0 : iuni(0, 3))
        return args
    }
    args = "solve " f
    m = pick(methods)
    if (chance(0.85)) args = args " --method " m
    if (chance(0.2)) args = args " --exact"
    if (chance(0.15)) args = args " --trace"
    if (chance(0.15)) args = args " --tie-rule " pick("lexicographic|first")
    if (chance(0.15)) args = args " --max-pivots " int(10 ^ uni(0, 4))
    if (chance(0.15)) args = args " --tol " fmt(10 ^ uni(-14, -4))
    if (m == "sor" && chance(0.7)) args = args " --omega " fmt(uni(0.05, 1.95))
    return args
}

# A shape map: N rows of N weights >= 0 (sometimes zeros).
function shape_file(    f, n, i, j, line) {
    f = dir "/c" k ".shape"; n = iuni(1, 9)
    for (i = 1; i <= n; i++) {
        line = ""
        for (j = 1; j <= n; j++) line = line (j > 1 ? " " : "") (chance(0.3) ? 0 : fmt(uni(0, 3)))
        print line > f
    }
    close(f)
    return f
}
# A twist profile: knots t vx vy omega, times increasing.
function profile_file(    f, n, i, t) {
    f = dir "/c" k ".profile"; n = iuni(1, 4); t = 0
    print "# t vx vy omega" > f
    for (i = 1; i <= n; i++) {
        printf "%s %s %s %s\n", fmt(t), fmt(uni(-0.05, 0.05)), fmt(uni(-0.05, 0.05)),
               fmt(uni(-2, 2)) > f
        t += logu(0.0005, 0.01)
    }
    close(f)
    return f
}

# Per program: run lengths and the options the generic draw cannot make.
function tune(    hn, h, s, v0, mu, g, est, sn, tn, list, i, nl) {
    hn = O("h dt"); sn = O("steps"); tn = O("t tend tmax")
    if (prog == "time-stepping") bound_run(50, 0)
    else if (prog == "pendulum") bound_run(300, 0)
    else if (prog == "particle-wall") bound_run(50, 0)
    else if (prog == "slack-friction") { if (given("write-lcp")) G["write-lcp"] = iuni(1, 3) }
    else if (prog == "sliding-block") {
        if (given("theta") && chance(0.5)) G["theta"] = fmt(uni(-80, 80))
        bound_run(200, 0)
    } else if (prog == "friction-cone") {
        # until it sticks: only where it sticks within ~2e4 steps
        mu = val("mu") + 0; g = val("g") + 0; v0 = val("v0") + 0; h = val(hn) + 0
        est = (mu > 0 && g > 0) ? v0 / (mu * g * h) : 1e99
        if (given("surface-vx") || given("surface-vy") || given("surface-vz")) est = 1e99
        if (val("show") == "stop" && est > 2e4) {
            G["mu"] = fmt(uni(0.1, 1)); G["g"] = fmt(uni(1, 20)); G[hn] = fmt(logu(0.001, 0.05))
            G["v0"] = fmt(logu(0.01, 5))
        }
        bound_run(200, est < 2e4)
    } else if (prog == "rigid-body") {
        for (i = 1; i <= 3; i++) if (given("J" i)) G["J" i] = fmt(DEF["J" i] * 10 ^ uni(-0.3, 0.3))
        bound_run(500, 0)
    } else if (prog == "box-contact") box_contact()
    else if (prog == "multibody") {
        if (given(sn)) G[sn] = iuni(0, 60)
        # --h in 0.001..0.04, about the scenes' own steps (0.001..0.02): a
        # stack stepped ten times coarser makes the degenerate LCPs that go to
        # exact Lemke (seconds a step; see box_contact)
        if (given(O("h dt"))) G[O("h dt")] = fmt(logu(0.001, 0.04))
        # --t: at most 60 steps of --h (else of the scene's step, 0.001 at
        # the least): a 3-box scene for 56 s is 12000 steps, legitimately long
        if (given(tn)) G[tn] = fmt((given(O("h dt")) ? G[O("h dt")] : 0.001) * uni(0.5, 60))
        if (given("every")) G["every"] = iuni(1, 10)
        if (given("write-lcp")) G["write-lcp"] = iuni(1, 5)
        POS = scene()
    } else if (prog == "phantom-inertia") {
        bound_run(300, 0)
        if (given("samples")) G["samples"] = iuni(0, 20)
    } else if (prog == "lugre") lugre()
    else if (prog == "planar-friction") {
        if (given("N")) G["N"] = iuni(1, 15)
        if (given("nls")) G["nls"] = iuni(1, 30)
        if (given("shape") && chance(0.2)) G["shape"] = shape_file()
        if (given("profile")) G["profile"] = chance(0.5) ? "fig5" : profile_file()
        if (given("every")) G["every"] = iuni(1, 100)
        G[tn] = fmt(val(hn) * uni(1, 2000))
    } else if (prog == "planar-experiment") {
        if (given("N")) G["N"] = iuni(1, 13)
        if (given("grip")) G["grip"] = iuni(0, 3)
        if (given("case")) G["case"] = iuni(1, 3)
        if (chance(0.4)) G["shape"] = pick("circle|square|line|linegrad|nonconvex1|nonconvex2|linegradx")
        if (given("every")) G["every"] = iuni(1, 200)
        G[tn] = fmt(val(hn) * uni(1, 1500))
    } else if (prog == "planar-convergence") planar_convergence()
}

function box_contact(    hn, i, e) {
    hn = O("h dt")
    # Edges within a factor of 3 of the defaults: a flat box (c = a / 50)
    # makes degenerate contact LCPs that floating-point Lemke gives up on and
    # exact Lemke solves at a second a step or more (right, but slow): the
    # robustness of the contact step at such sizes is tested apart.
    split("a b c", e, " ")
    for (i in e) if (given(e[i])) G[e[i]] = fmt(DEF[e[i]] * 10 ^ uni(-0.5, 0.5))
    REST = chance(0.25)
    if (REST) {
        # a box at rest on flat ground, no force: it must stay at rest
        split("x y z e0 e1 e2 e3 vx vy vz wx wy wz fx fy fz slope", drop, " ")
        for (i in drop) unset(drop[i])
        G["vx"] = 0; G["show"] = pick("state|contacts")
        if (chance(0.5)) G["x"] = fmt(uni(-1, 1))
    } else if (given("z") && chance(0.7)) G["z"] = fmt(val("c") / 2 + (chance(0.3) ? 0 : logu(0.001, 0.5)))
    if (given("slope") && chance(0.5)) G["slope"] = fmt(uni(0, 60))
    if (given("show") && G["show"] == "incline") {
        # 240 slopes and ratios, each run for the length: at most 30 steps
        unset(O("steps")); unset(O("t tend tmax")); if (chance(0.7)) G[O("steps")] = iuni(1, 30)
        return
    }
    # until at rest: only for a box that stops soon (mu >= 0.2, flat, no force)
    until = !REST && val("mu") >= 0.2 && val("g") >= 1 && val("slope") == 0 && !given("fx") && !given("fy") && !given("fz") &&
            abs(val("vx")) + abs(val("vy")) + abs(val("vz")) + abs(val("wx")) + abs(val("wy")) + abs(val("wz")) < 3 &&
            val(hn) >= 0.002
    bound_run(150, until)
    if (given("write-lcp")) G["write-lcp"] = iuni(1, 5)
}

function lugre(    dt, ms, tend, s, hn, tn, g, pts, vmin, need) {
    # Euler's (and Coulomb's) step and CVODE's largest step bound the run
    # at 2e4 steps: --tend (0: the view's own, 1.25 s or 5 s) from them.
    # steady with Euler: 50 time constants g/(sigma0 v) per point, at most
    # 2e6 steps in all (vmin raised, points lowered).
    hn = O("h dt"); tn = O("t tend")
    dt = val(hn) + 0; ms = val("max-step") + 0
    s = (val("integrator") == "euler" || val("model") == "coulomb") ? dt : ms
    if (given("points")) G["points"] = iuni(1, 50)
    if (val("show") == "cost") { G[tn] = fmt(logu(0.001, 0.3)); return }
    if (val("show") == "steady") {
        if (val("integrator") != "euler") return
        if (val("points") > 10) G["points"] = iuni(1, 10)
        g = max(val("muc"), given("mus") ? val("mus") : 1.2)
        need = val("points") * 50 * g / (val("sigma0") * dt * 2e6)
        if (val("vmin") < need) G["vmin"] = fmt(need * 1.5)
        if (val("vmax") < val("vmin")) G["vmax"] = fmt(val("vmin") * 10)
        return
    }
    tend = given(tn) ? val(tn) + 0 : 5
    if (tend == 0) tend = 5
    if (tend / s > 2e4) G[tn] = fmt(s * uni(1, 2e4))
    if (given("dtout") && val("dtout") > 0 && (val(tn) + 0 > 0 ? val(tn) : 5) / val("dtout") > 1e4)
        G["dtout"] = fmt((val(tn) + 0 > 0 ? val(tn) : 5) / iuni(1, 1e4))
}

function planar_convergence(    v, n, i, list, tn, hn) {
    tn = O("t tend tmax"); hn = O("h dt")
    v = val("vary")
    n = iuni(1, 3); list = ""
    for (i = 1; i <= n; i++)
        list = list (i > 1 ? "," : "") (v == "model" ? pick("dist|red|ellipse") : (v == "nls" ? iuni(1, 20) : iuni(1, 13)))
    G["list"] = list
    if (v == "nls" || chance(0.7)) G["baseline"] = v == "nls" ? iuni(1, 30) : iuni(1, 17)
    else unset("baseline")
    if (v == "N" && !given("baseline")) G["baseline"] = iuni(1, 17)
    if (given("N")) G["N"] = iuni(1, 13)
    if (given("nls")) G["nls"] = iuni(1, 20)
    if (given("shape")) G["shape"] = chance(0.2) ? "all" : pick("circle|square|line|linegrad|nonconvex1|nonconvex2|circle,square")
    if (given("pset")) G["pset"] = pick("0|1|0,1")
    if (given("threads")) G["threads"] = iuni(1, 2)
    if (given("every")) G["every"] = iuni(1, 50)
    G[tn] = fmt(val(hn) * uni(1, 400))
}

BEGIN { FS = "\t" }
{
    name = $1; KIND[name] = $2; DEF[name] = $3; LO[name] = $4; HI[name] = $5
    CHOICES[name] = $6; TEXT[name] = $8; ORDER[++nopts] = name
    ALIAS[name] = name
    if ($7 != "-") { na = split($7, al, ","); for (i = 1; i <= na; i++) ALIAS[al[i]] = name }
}
END {
    XP = 0.3
    if (prog == "time-stepping") POSN["q0"] = 1
    if (prog == "particle-wall") { POSN["q0"] = 1; POSN["wall-q0"] = 1 }
    if (prog == "box-contact") { POSN["x"] = 1; POSN["y"] = 1; POSN["z"] = 1 }
    h0 = 0
    for (i = 1; i <= length(prog); i++) h0 = (h0 * 31 + index("abcdefghijklmnopqrstuvwxyz-", substr(prog, i, 1))) % 2147483647
    for (k = 1; k <= n; k++) {
        # case k's seed: 16807^k times (prog, seed)'s, mod 2^31 - 1
        state = (h0 * 1000003 + seed * 7919) % 2147483646 + 1
        for (i = 0; i < k; i++) state = (16807 * state) % 2147483647
        for (i = 0; i < 3; i++) rnd()
        delete G; POS = ""; REST = 0; SCENE_REST = 0; XSTEP = 0
        XS = (69621 * state) % 2147483647; XTR = xchance(XP)
        if (prog == "lcp") { print lcp_case(); continue }
        for (i = 1; i <= nopts; i++) {
            name = ORDER[i]
            if (name == "write-lcp" || name == "reference" || KIND[name] == "file" || KIND[name] == "flag") continue
            if (chance(name == "show" ? 0.7 : 0.35)) G[name] = draw(name)
        }
        if (has("write-lcp") && chance(0.1)) G["write-lcp"] = KIND["write-lcp"] == "word" ? pick(CHOICES["write-lcp"]) : iuni(1, 10)
        if (XTR) extremes(1)
        tune()
        if (XTR) extremes(0)
        args = POS
        for (i = 1; i <= nopts; i++) {
            name = ORDER[i]
            if (given(name) && G[name] != "") args = args (args == "" ? "" : " ") "--" name " " G[name]
        }
        if (prog == "box-contact") meta("rest " REST)
        print args
    }
}
