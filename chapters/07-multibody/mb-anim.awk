# mb-anim.awk: chapter 7's scenes as one animated SVG, for the HTML page.
#
#   awk -f mb-anim.awk [hold=SECONDS] S1.scene C1.txt S2.scene C2.txt ... > anim.svg
#
# Each pair is a scene file and its run `multibody S.scene --show corners
# --every E` (l t body corner x y z, eight rows per box per shown step).
# Every scene gets a panel (three to a row) showing a side view, as the
# filmstrips do (x to the right, z up, y dropped): per shown step a group of
# polygons, each box's outline (the convex hull of its eight projected
# corners), with the time; the ground is a grey line (left out when the
# boxes stay far above it), and a joint to the world (a scene line "joint
# ball BOX world at X Y Z") a dot.  The groups
# take turns by CSS @keyframes (visibility), in real time, the last one
# held for `hold` seconds, and the whole loops.  No script: the page shows
# the SVG as an image.  The output depends on the input alone (byte for
# byte), with fixed-point numbers.
BEGIN {
    if (hold == "") hold = 1
    cols = 3; cellw = 300; cellh = 250; pad = 18; top = 26
    ns = 0
}
# A scene file: the name, and its joints to the world.
FILENAME ~ /\.scene$/ {
    if (FNR == 1) {
        ns++
        name = FILENAME; sub(/.*\//, "", name); sub(/\.scene$/, "", name)
        sname[ns] = name; nanchor[ns] = 0; nf[ns] = 0
    }
    if ($1 == "joint" && $2 == "ball" && $4 == "world" && $5 == "at") {
        nanchor[ns]++; ax[ns, nanchor[ns]] = $6; az[ns, nanchor[ns]] = $8
    }
    next
}
# The corners: a frame per shown step l.
FNR == 1 { next }
{
    if (nf[ns] == 0 || $1 != lastl) {
        nf[ns]++; f = nf[ns]; ft[ns, f] = $2; nb[ns, f] = 0; lastl = $1
    }
    if ($4 == 1) { nb[ns, f]++ }
    b = nb[ns, f]
    px[ns, f, b, $4] = $5; pz[ns, f, b, $4] = $7
    if (!((ns, "x0") in ext) || $5 < ext[ns, "x0"]) ext[ns, "x0"] = $5
    if (!((ns, "x1") in ext) || $5 > ext[ns, "x1"]) ext[ns, "x1"] = $5
    if (!((ns, "z1") in ext) || $7 > ext[ns, "z1"]) ext[ns, "z1"] = $7
    if (!((ns, "z0") in ext) || $7 < ext[ns, "z0"]) ext[ns, "z0"] = $7
}
# The convex hull of the eight projected corners of box b (Andrew's chain),
# as an SVG points list in the panel's pixels.
function cross(o, a, b) { return (hx[a] - hx[o]) * (hz[b] - hz[o]) - (hz[a] - hz[o]) * (hx[b] - hx[o]) }
function hull(s, f, b,    i, j, n, k, t, tx, tz, h, out) {
    for (i = 1; i <= 8; i++) { hx[i] = px[s, f, b, i]; hz[i] = pz[s, f, b, i] }
    for (i = 2; i <= 8; i++) {            # sort by x, then z (insertion)
        tx = hx[i]; tz = hz[i]
        for (j = i - 1; j >= 1 && (hx[j] > tx || (hx[j] == tx && hz[j] > tz)); j--) {
            hx[j + 1] = hx[j]; hz[j + 1] = hz[j]
        }
        hx[j + 1] = tx; hz[j + 1] = tz
    }
    k = 0
    for (i = 1; i <= 8; i++) {            # lower hull
        while (k >= 2 && cross(H[k - 1], H[k], i) <= 1e-12) k--
        H[++k] = i
    }
    t = k + 1
    for (i = 7; i >= 1; i--) {            # upper hull
        while (k >= t && cross(H[k - 1], H[k], i) <= 1e-12) k--
        H[++k] = i
    }
    out = ""
    for (i = 1; i < k; i++)
        out = out sprintf("%s%.1f,%.1f", i > 1 ? " " : "", X(hx[H[i]]), Z(hz[H[i]]))
    return out
}
function X(x) { return ox + (x - cx) * sc }
function Z(z) { return oz - z * sc }
END {
    rows = int((ns + cols - 1) / cols)
    W = cols * cellw; Ht = rows * cellh
    printf("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"Helvetica,Arial,sans-serif\" font-size=\"14\">\n", W, Ht, W, Ht)
    printf("<style>\n")
    printf(".b{fill:#0072b2;fill-opacity:.15;stroke:#0072b2;stroke-width:1.3;stroke-linejoin:round}\n")
    printf(".g{stroke:#999;stroke-width:1.5}.p{fill:#333}.n{font-weight:bold}.t{fill:#555}\n")
    printf(".f{visibility:hidden;animation-timing-function:step-end;animation-iteration-count:infinite}\n")
    for (s = 1; s <= ns; s++) {
        dt = nf[s] > 1 ? (ft[s, nf[s]] - ft[s, 1]) / (nf[s] - 1) : 1
        dur[s] = nf[s] * dt + hold; step[s] = dt
        p1 = 100 * dt / dur[s]; pl = 100 * (dt + hold) / dur[s]
        printf("@keyframes k%d{0%%{visibility:visible}%.4f%%{visibility:hidden}100%%{visibility:hidden}}\n", s, p1)
        printf("@keyframes e%d{0%%{visibility:visible}%.4f%%{visibility:hidden}100%%{visibility:hidden}}\n", s, pl)
        printf(".s%d{animation-name:k%d;animation-duration:%.3fs}.s%d.l{animation-name:e%d}\n", s, s, dur[s], s, s)
    }
    printf("</style>\n<rect width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n", W, Ht)
    for (s = 1; s <= ns; s++) {
        x0 = ext[s, "x0"]; x1 = ext[s, "x1"]; z0 = ext[s, "z0"]; z1 = ext[s, "z1"]
        for (a = 1; a <= nanchor[s]; a++) {
            if (ax[s, a] < x0) x0 = ax[s, a]
            if (ax[s, a] > x1) x1 = ax[s, a]
            if (az[s, a] > z1) z1 = az[s, a]
        }
        # The ground is in the panel when the boxes come near it (within
        # the height they span); a scene far above it (the pendulum) is
        # shown from its lowest corner up, without the ground.
        ground = z0 < z1 - z0 + 0.05
        zb = ground ? 0 : z0
        w = x1 - x0; sc = (cellw - 2 * pad) / (w > 0 ? w : 1)
        if (z1 > zb && (cellh - top - 2 * pad) / (z1 - zb) < sc) sc = (cellh - top - 2 * pad) / (z1 - zb)
        if (sc > 400) sc = 400
        c = (s - 1) % cols; r = int((s - 1) / cols)
        ox = c * cellw + cellw / 2; cx = (x0 + x1) / 2; oz = r * cellh + cellh - pad + zb * sc
        printf("<text class=\"n\" x=\"%d\" y=\"%d\">%s.scene</text>\n", c * cellw + 8, r * cellh + 18, sname[s])
        if (ground)
            printf("<line class=\"g\" x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\"/>\n", c * cellw + 8, oz, c * cellw + cellw - 8, oz)
        for (a = 1; a <= nanchor[s]; a++)
            printf("<circle class=\"p\" cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\"/>\n", X(ax[s, a]), Z(az[s, a]))
        for (f = 1; f <= nf[s]; f++) {
            printf("<g class=\"f s%d%s\" style=\"animation-delay:%.3fs\">", s, f == nf[s] ? " l" : "", (f - 1) * step[s])
            for (b = 1; b <= nb[s, f]; b++)
                printf("<polygon class=\"b\" points=\"%s\"/>", hull(s, f, b))
            printf("<text class=\"t\" x=\"%d\" y=\"%d\">t = %.2f s</text></g>\n", c * cellw + cellw - 100, r * cellh + 18, ft[s, f])
        }
    }
    printf("</svg>\n")
}
