/* test_mb_phantom: the phantom-inertia friction model in the multibody step
 * (contact_phantom.h, driven by multibody.h) against closed forms for a box on the ground: pushed below
 * mu m g it sticks, above it slides with (F - mu m g) / m, for several rho;
 * and the tangential velocities it returns are those of its kappa. */
#include "multibody.h"
#include "test.h"

#include <string.h>

#define G 9.81

/* A box of mass m (edges 0.4 x 0.4 x 0.2) resting flat on the ground (mu),
 * pushed along x by F: four redundant corner contacts. */
static void pushed_box(bodies_scene *s, double m, double mu, double F, double rho)
{
    const double size[3] = {0.4, 0.4, 0.2}, x[3] = {0, 0, 0.1};
    bodies_scene_init(s);
    s->ground = 1;
    s->ground_mu = mu;
    s->nd = 8;
    s->friction = BODIES_FRICTION_PHANTOM;
    s->rho = rho;
    bodies_add_box(s, "A", size, m, x);
    s->body[0].force[0] = F;
}

/* Run steps of the scene; the status of the first failure, or LCP_SOLVED. */
static lcp_status run(bodies_scene *s, multibody_solver *info, int steps)
{
    for (int l = 0; l < steps; l++) {
        lcp_status st = multibody_step(s, NULL, info);
        if (st != LCP_SOLVED)
            return st;
    }
    return LCP_SOLVED;
}

int main(void)
{
    const double rhos[] = {0.25, 1.0, 10.0};
    const double m = 2.0, mu = 0.5, h = 0.01;
    for (int r = 0; r < 3; r++) {
        for (int slide = 0; slide < 2; slide++) {
            double F = (slide ? 1.5 : 0.5) * mu * m * G;
            bodies_scene s;
            multibody_solver info;
            memset(&info, 0, sizeof info);
            pushed_box(&s, m, mu, F, rhos[r]);
            lcp_status st = run(&s, &info, 10);
            CHECK(st == LCP_SOLVED, "rho %g, F = %g mu m g: ten steps solved (%s)", rhos[r],
                  slide ? 1.5 : 0.5, info.step.lcp.message);
            double want = slide ? 10 * h * (F - mu * m * G) / m : 0.0;
            CHECK_NEAR(s.body[0].s.v[0], want, 1e-10,
                       "rho %g, F = %g mu m g: v_x after 10 steps is %s", rhos[r],
                       slide ? 1.5 : 0.5, slide ? "10 h (F - mu m g) / m" : "0 (sticks)");
            CHECK_NEAR(s.body[0].s.v[1], 0.0, 1e-12, "rho %g: no v_y", rhos[r]);
            CHECK_NEAR(s.body[0].s.x[2], 0.1, 1e-9, "rho %g: the box stays on the ground",
                       rhos[r]);
            const contact_phantom *ph = &info.step.phantom; /* the solver's own */
            CHECK(ph->nc == 4 && ph->rank == 3 && ph->nnull == 5,
                  "rho %g: four corners, A_t of rank 3 of 8 (got %d contacts, rank %d)",
                  rhos[r], ph->nc, ph->rank);
            CHECK_NEAR(ph->mismatch, 0.0, 1e-12,
                       "rho %g: G_t^T nu = D (kappa+ - kappa-) (the internal impulses)",
                       rhos[r]);
            double friction = 0.0, normal = 0.0;
            for (int i = 0; i < info.step.contacts.n; i++) {
                friction += info.step.contacts.c[i].friction[0];
                normal += info.step.contacts.c[i].pn;
            }
            CHECK_NEAR(normal, m * G * h, 1e-12, "rho %g: sum p_n = m g h", rhos[r]);
            CHECK_NEAR(friction, slide ? -mu * m * G * h : -F * h, 1e-12,
                       "rho %g: the friction impulse is %s", rhos[r],
                       slide ? "-mu m g h" : "-F h");
            multibody_free(&info);
            bodies_scene_free(&s);
        }
    }
    return test_done();
}
