/* test_particle_wall: chapter 2's worked examples W3, W4, W16 and variants
 * with other data checked against facts derived independently. */
#include "cli.h"
#include "lcp_solve.h"
#include "test.h"
#include "wall.h"

#include <float.h>
#include <math.h>

/* W3 (notes 002 pp. 7-9): m = h = g = 1, q = 1, v = -4, fixed wall.
 * Rows: (q, v, lambda of the step that produced the row; erratum E9). */
static void test_w3(void)
{
    const double want[4][3] = {{1, -4, 0}, {0, -1, 4}, {0, 0, 2}, {0, 0, 1}};
    const double want_b[3] = {-4, -2, -1}; /* 0 <= lambda _|_ lambda + b >= 0 */
    wall_params p = {.m = 1, .h = 1, .g = 1, .wall_v = 0};
    wall_state s = {.q = 1, .v = -4, .qw = 0};
    wall_step_info info;
    for (int l = 1; l <= 3; l++) {
        lcp_status status = wall_step(&p, &s, &info);
        CHECK_INT(status, LCP_SOLVED, "W3 step %d: the LCP is solved", l);
        CHECK_NEAR(info.b, want_b[l - 1], 0, "W3 step %d: b = %g", l, want_b[l - 1]);
        CHECK(s.q == want[l][0] && s.v == want[l][1] && info.lambda == want[l][2],
              "W3 row %d: q = %g, v = %g, lambda = %g", l, want[l][0], want[l][1], want[l][2]);
    }
}

/* W4 (notes 002 pp. 10-12): the wall moves at v_w = 0.5 from q_w = 0. */
static void test_w4(void)
{
    const double want[4][5] = {/* q, v, lambda, q_w, psi */
                               {1, -4, 0, 0, 1},
                               {0.5, -0.5, 4.5, 0.5, 0},
                               {1.0, 0.5, 2, 1.0, 0},
                               {1.5, 0.5, 1, 1.5, 0}};
    wall_params p = {.m = 1, .h = 1, .g = 1, .wall_v = 0.5};
    wall_state s = {.q = 1, .v = -4, .qw = 0};
    wall_step_info info;
    CHECK(wall_gap(s) == 1, "W4 row 0: psi = 1");
    for (int l = 1; l <= 3; l++) {
        wall_step(&p, &s, &info);
        CHECK(s.q == want[l][0] && s.v == want[l][1] && info.lambda == want[l][2] &&
                  s.qw == want[l][3] && wall_gap(s) == want[l][4],
              "W4 row %d: q = %g, v = %g, lambda = %g, q_w = %g, psi = %g", l, want[l][0],
              want[l][1], want[l][2], want[l][3], want[l][4]);
    }
}

/* W16: the size-1 LCP w = F z + f has exactly one solution when F > 0: z = 0
 * for f >= 0, z = -f / F for f < 0; none when F <= 0 and f < 0. */
static void test_w16(void)
{
    const double F = 0.25, fs[3] = {-1.0, 0.0, 1.5}, zs[3] = {4.0, 0.0, 0.0};
    for (int i = 0; i < 3; i++) {
        double z, w;
        lcp_problem lcp = {.n = 1, .M = &F, .q = &fs[i]};
        lcp_status status = lcp_solve(&lcp, NULL, &z, &w, NULL);
        CHECK(status == LCP_SOLVED && z == zs[i] && w == F * zs[i] + fs[i],
              "W16 F = %g, f = %g: z = %g", F, fs[i], zs[i]);
    }
    const double zero = 0.0, minus = -1.0, f = -1.0;
    double z, w;
    lcp_problem none0 = {.n = 1, .M = &zero, .q = &f}, none1 = {.n = 1, .M = &minus, .q = &f};
    CHECK_INT(lcp_solve(&none0, NULL, &z, &w, NULL), LCP_NO_SOLUTION, "F = 0, f < 0: none");
    CHECK_INT(lcp_solve(&none1, NULL, &z, &w, NULL), LCP_NO_SOLUTION, "F < 0, f < 0: none");
}

/* Other data: m = 2, h = 0.05, g = 9.81, dropped from q = 0.3 at v = -1.
 * Independent facts: before contact the motion is free fall under
 * semi-implicit Euler, q_l = q0 + l h v0 - g h^2 l (l + 1) / 2 with lambda = 0;
 * the first contact step closes the gap exactly (q = 0), the next removes the
 * remaining approach velocity (v = 0: "two steps"), and from then on the
 * wall carries the weight, lambda = m g.  Momentum: m (v_L - v_0) equals the
 * sum of h (lambda - m g) over the steps. */
static void test_variant_fixed_wall(void)
{
    wall_params p = {.m = 2, .h = 0.05, .g = 9.81, .wall_v = 0};
    wall_state s = {.q = 0.3, .v = -1.0, .qw = 0};
    wall_step_info info;
    int contact = -1, ok_free = 1;
    double impulse = 0.0;
    for (int l = 1; l <= 40; l++) {
        wall_step(&p, &s, &info);
        impulse += p.h * (info.lambda - p.m * p.g);
        if (contact < 0) {
            double free_q = 0.3 - l * p.h * 1.0 - p.g * p.h * p.h * l * (l + 1) / 2.0;
            if (free_q >= 0)
                ok_free &= info.lambda == 0.0 && fabs(s.q - free_q) < 1e-12;
            else {
                contact = l;
                CHECK_NEAR(s.q, 0.0, 1e-15, "variant: step %d (first contact) closes the gap", l);
                CHECK(s.v < 0, "variant: approach velocity %g remains after the first contact",
                      s.v);
            }
        } else if (l == contact + 1) {
            CHECK_NEAR(s.v, 0.0, 1e-12, "variant: the second contact step stops the particle");
        } else if (l == 40) {
            CHECK_NEAR(info.lambda, p.m * p.g, 1e-9, "variant: at rest lambda = m g");
            CHECK_NEAR(s.q, 0.0, 1e-12, "variant: at rest on the wall");
        }
    }
    CHECK(ok_free && contact == 4, "variant: free fall until step %d (expected 4: q_3 = 0.00285, q_4 < 0)", contact);
    CHECK_NEAR(p.m * (s.v - (-1.0)), impulse, 1e-12, "variant: momentum balance");
}

/* Other data with a wall moving down at v_w = -0.2 away from a particle at
 * rest above it: gravity wins, the particle catches up and then rides the
 * wall with v = v_w, psi = 0 and lambda = m g. */
static void test_variant_receding_wall(void)
{
    wall_params p = {.m = 0.5, .h = 0.1, .g = 9.81, .wall_v = -0.2};
    wall_state s = {.q = 0.05, .v = 0.0, .qw = 0};
    wall_step_info info;
    for (int l = 0; l < 50; l++)
        wall_step(&p, &s, &info);
    CHECK_NEAR(wall_gap(s), 0.0, 1e-12, "receding wall: the particle rides the wall");
    CHECK_NEAR(s.v, -0.2, 1e-12, "receding wall: v = v_w");
    CHECK_NEAR(info.lambda, p.m * p.g, 1e-9, "receding wall: lambda = m g");
    CHECK_NEAR(s.qw, -0.2 * 0.1 * 50, 1e-12, "receding wall: q_w = v_w t");
}

/* Exercise 2.3: the scheme is perfectly inelastic (Newton's e = 0): whatever
 * the impact speed, two steps after contact the particle rests on the wall. */
static void test_inelastic(void)
{
    const double v0s[3] = {-2.0, -5.0, -11.0};
    for (int i = 0; i < 3; i++) {
        wall_params p = {.m = 1, .h = 0.1, .g = 9.81, .wall_v = 0};
        wall_state s = {.q = 0.4, .v = v0s[i], .qw = 0};
        wall_step_info info;
        double max_v_after = -1e300;
        int touched = 0;
        for (int l = 0; l < 30; l++) {
            wall_step(&p, &s, &info);
            if (touched >= 2)
                max_v_after = fmax(max_v_after, s.v);
            if (touched || info.lambda > 0.0)
                touched++;
        }
        CHECK(touched > 2 && max_v_after <= 1e-12 && fabs(s.q) <= 1e-12,
              "v0 = %g: no rebound (largest upward speed after contact %g)", v0s[i],
              max_v_after);
    }
}

/* wall_lcp (what --write-lcp writes) is the LCP wall_step solves: W4's step 1
 * by hand (p. 11) is a = h^2/m = 1, b = psi + h (v - h g - v_w) = 1 - 5.5 = -4.5;
 * with m = 2, h = 0.5, g = 10, q = 2, v = -3: a = 1/8, b = 2 + 0.5 (-3 - 5) = -2. */
static void test_wall_lcp(void)
{
    wall_params p = {.m = 1, .h = 1, .g = 1, .wall_v = 0.5};
    wall_state s = {.q = 1, .v = -4, .qw = 0};
    double a, b;
    wall_lcp(&p, s, &a, &b);
    CHECK(a == 1.0 && b == -4.5, "W4 step 1: a = 1, b = -4.5 (got %g, %g)", a, b);
    wall_params p2 = {.m = 2, .h = 0.5, .g = 10, .wall_v = 0};
    wall_state s2 = {.q = 2, .v = -3, .qw = 0};
    wall_lcp(&p2, s2, &a, &b);
    CHECK(a == 0.125 && b == -2.0, "exercise 2.1 step 1: a = 1/8, b = -2 (got %g, %g)", a, b);
    for (int l = 1; l <= 4; l++) {
        wall_step_info info;
        wall_lcp(&p2, s2, &a, &b);
        wall_step(&p2, &s2, &info);
        CHECK(info.a == a && info.b == b, "step %d: wall_step solves the LCP of wall_lcp", l);
    }
}

/* The refusals of cli.h (issue 33) at their edges: a subnormal
 * value is one below DBL_MIN and not 0; a travel is lost when x + travel
 * rounds back to x (2^53 + 1 rounds to 2^53, 2^53 + 1.5 to 2^53 + 2); the
 * steps to rest of a speed v slowed at a are v / (a h) (the circular cone's
 * exact count: 1 / (10 x 0.01) = 10), less what an impulse can take off
 * at once; the cap itself is allowed, one more step is not. */
static void test_run_refusals(void)
{
    CHECK(cli_refuse_subnormal("test", "h", "h", 1e-320) == 1, "1e-320 is subnormal");
    CHECK(cli_refuse_subnormal("test", "h", "h", -1e-310) == 1, "-1e-310 is subnormal");
    CHECK(cli_refuse_subnormal("test", "h", "h", DBL_MIN) == 0, "DBL_MIN is normal");
    CHECK(cli_refuse_subnormal("test", "h", "h", 0.0) == 0, "0 keeps its digits");
    double big = 9007199254740992.0; /* 2^53: its last digit is 2 */
    CHECK(cli_refuse_lost_travel("test", "x", big, 1.0) == 1, "2^53 + 1 == 2^53: lost");
    CHECK(cli_refuse_lost_travel("test", "x", big, 1.5) == 0, "2^53 + 1.5 == 2^53 + 2: kept");
    CHECK(cli_refuse_lost_travel("test", "z", 1e300, 9.81e-4) == 1, "a fall of 1e-3 at 1e300");
    CHECK(cli_refuse_lost_travel("test", "x", 1e12, 0.01) == 0, "0.01 at 1e12 is kept");
    CHECK(cli_refuse_lost_travel("test", "x", 1e300, 0.0) == 0, "no travel, nothing lost");
    CHECK_NEAR(cli_steps_to_rest(1.0, 0.0, 10.0, 0.0, 0.01), 10.0, 1e-12,
               "v = 1 slowed at 10 over h = 0.01: 10 steps");
    CHECK_NEAR(cli_steps_to_rest(5.0, 1.0, 2.0, 0.0, 0.5), 4.0, 1e-15,
               "(5 - 1) / (2 x 0.5) = 4 steps");
    CHECK(cli_steps_to_rest(1.0, 2.0, 1.0, 0.0, 1.0) == 0.0, "an impulse that stops it: 0");
    CHECK(cli_steps_to_rest(1.0, 0.0, 0.0, 0.0, 1.0) == HUGE_VAL, "no friction: never");
    CHECK_NEAR(cli_steps_to_rest(1e-20, 0.0, 5e-31, 1e-20, 0.01), 2e12, 1e1,
               "friction-cone's circle at v0 = 1e-20, g = 1e-30: 2e12 steps");
    CHECK(cli_refuse_endless("test", "c", (double)CLI_MAX_STEPS, 0.01, "a") == 0,
          "the cap itself is allowed");
    CHECK(cli_refuse_endless("test", "c", CLI_MAX_STEPS + 1.0, 0.01, "a") == 1,
          "one step over the cap is refused");
}

int main(void)
{
    test_run_refusals();
    test_wall_lcp();
    test_w3();
    test_w4();
    test_w16();
    test_variant_fixed_wall();
    test_variant_receding_wall();
    test_inelastic();
    return test_done();
}
