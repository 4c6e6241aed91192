/* test_particle_landing: a particle dropped onto the plane while moving
 * along it (chapters 4-5's step, src/particle_contact.c, starting above the
 * plane): the flight, the landing step, the landing impulse and the
 * friction it brings, all from closed forms of the semi-implicit step. */
#include "particle_contact.h"
#include "test.h"

#include <math.h>
#include <string.h>

enum { ND = 4 };
static const double M_ = 2.0, H = 0.05, G = 10.0, Z0 = 1.3, VX = 3.0, MU = 0.4;

/* The plane z = 0 at rest, n = e_z, the pyramid of ND directions from e_x. */
static particle_contact_model plane(void)
{
    const double t[3] = {1, 0, 0}, o[3] = {0, 1, 0};
    particle_contact_model model;
    memset(&model, 0, sizeof model);
    model.dim = 3;
    model.m = M_;
    model.h = H;
    model.mu = MU;
    model.n[2] = 1.0;
    friction_directions_pyramid(&model.D, ND, t, o);
    return model;
}

/* In free flight the semi-implicit step gives v_z^l = -g h l and
 * z^l = z0 - g h^2 l (l + 1) / 2.  The step's LCP row for p_n is
 * z^{l-1}/h + v_z^{l-1} - h g + p_n/m >= 0: the particle lands in the first
 * step whose free motion would end below the plane, z^l < 0.  Here
 * g h^2 = 0.025 and z0 = 1.3: l (l + 1) > 104 first at l = 10. */
static int landing_step(void)
{
    int l = 1;
    while (Z0 - G * H * H * l * (l + 1) / 2.0 >= 0.0)
        l++;
    return l;
}

/* Flight, landing and sliding, step by step against the closed forms. */
static void test_drop_while_sliding(void)
{
    particle_contact_model model = plane();
    particle_contact_state s = {.x = {0, 0, Z0}, .v = {VX, 0, 0}};
    const double force[3] = {0, 0, -M_ * G};
    int land = landing_step(), flight_ok = 1, sliding_ok = 1, stop = 0;
    CHECK_INT(land, 10, "the free motion first ends below the plane at step 10");
    particle_contact_step_info info;
    for (int l = 1; l < land; l++) {
        flight_ok &= particle_contact_step(&model, &s, force, NULL, &info) == LCP_SOLVED;
        flight_ok &= info.z[0] == 0.0 && s.v[0] == VX &&
                     fabs(s.x[2] - (Z0 - G * H * H * l * (l + 1) / 2.0)) <= 1e-12 &&
                     fabs(s.v[2] + G * H * l) <= 1e-12;
    }
    CHECK(flight_ok, "steps 1-9: no impulse, v_x = 3 kept, z and v_z of free flight");
    /* Landing: the gap term brings z to 0, so v_z = -z^{l-1}/h, and
     * p_n = m (v_z^l - v_z^{l-1} + h g).  z^9 = 1.3 - 0.025 * 45 = 0.175,
     * v_z^9 = -4.5: v_z = -3.5, p_n = 2 (1 + 0.5) = 3, and friction takes
     * mu p_n / m = 0.6 off v_x (it slides on, along d_1). */
    double z_before = s.x[2], vz_before = s.v[2];
    CHECK_INT(particle_contact_step(&model, &s, force, NULL, &info), LCP_SOLVED, "step 10 solved");
    double pn = M_ * (-z_before / H - vz_before + H * G);
    CHECK_NEAR(s.x[2], 0.0, 1e-12, "step 10: on the plane, z = 0");
    CHECK_NEAR(s.v[2], -z_before / H, 1e-12, "step 10: v_z = -z^9/h = -3.5");
    CHECK_NEAR(info.z[0], pn, 1e-12, "step 10: p_n = m (v_z - v_z^9 + h g) = 3");
    CHECK_NEAR(pn, 3.0, 1e-12, "... which is 3 by hand");
    CHECK_NEAR(s.v[0], VX - MU * pn / M_, 1e-12, "step 10: v_x = 3 - mu p_n / m = 2.4");
    /* Step 11: the gap is 0 but the particle still moves down at 3.5; the
     * row gives v_z = 0, so p_n = m (0 - v_z^10 + h g) = 2 (3.5 + 0.5) = 8
     * and friction takes mu p_n / m = 1.6 off v_x: 0.8 left.  The landing
     * is spread over two steps (the gap row of step 10 only stops at the
     * plane, the velocity row of step 11 stops the fall). */
    double vz_landed = s.v[2], vx_landed = s.v[0];
    CHECK_INT(particle_contact_step(&model, &s, force, NULL, &info), LCP_SOLVED, "step 11 solved");
    CHECK_NEAR(info.z[0], M_ * (-vz_landed + H * G), 1e-12, "step 11: p_n = m (-v_z^10 + h g) = 8");
    CHECK_NEAR(s.v[2], 0.0, 1e-12, "step 11: the fall is stopped, v_z = 0");
    CHECK_NEAR(s.v[0], vx_landed - MU * info.z[0] / M_, 1e-12, "step 11: v_x = 2.4 - 1.6 = 0.8");
    /* Resting on the plane: p_n = m g h = 1 and v_x drops by mu g h = 0.2
     * a step until it would change sign: 0.8 / 0.2 = 4 more steps. */
    for (int l = land + 2; l <= land + 40 && !stop; l++) {
        double vx = s.v[0];
        sliding_ok &= particle_contact_step(&model, &s, force, NULL, &info) == LCP_SOLVED;
        sliding_ok &= fabs(s.x[2]) <= 1e-12 && fabs(info.z[0] - M_ * G * H) <= 1e-12;
        sliding_ok &= fabs(s.v[0] - fmax(0.0, vx - MU * G * H)) <= 1e-12;
        if (s.v[0] <= 1e-12)
            stop = l;
    }
    CHECK(sliding_ok, "from step 12: z = 0, p_n = m g h = 1, v_x falls by mu g h = 0.2");
    CHECK_INT(stop, land + 5, "it stops at step 15 (0.8 / 0.2 = 4 steps after step 11)");
}

int main(void)
{
    test_drop_while_sliding();
    return test_done();
}
