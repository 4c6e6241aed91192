/* contact_pyramid.h: chapter 7's friction model, the Stewart-Trinkle LCP
 * with the friction pyramid (Coulomb notes pp. 9-11, Example 7.2; chapter 6's
 * rigid_contact.h), assembled sparse and solved by contact_solve.h.
 *
 * The LCP is rigid_contact_assemble's, z = (p_n (nc), p_f (nc nd), s (nc)),
 * with the joints eliminated (motion.h: W_c and u_c in place of W and u; E5 and
 * E6 corrected):
 *
 *       [ G_n^T W_c G_n   G_n^T W_c G_f   0 ]      [ G_n^T u_c + psi / h ]
 *   A = [ G_f^T W_c G_n   G_f^T W_c G_f   E ], b = [ G_f^T u_c           ]
 *       [ U               -E^T            0 ]      [ 0                   ]
 *
 * Assembly.  W_c couples only the bodies of one jointed group (without
 * joints, a body with itself), so A's row a holds the columns b whose
 * bodies share a group with a's: for each column a and each body k it
 * moves, the velocity block v_a,k = sum over a's bodies l of W_c(k, l)
 * g_a,l is formed once, and A_ab = sum over a's bodies k of g_a,k . v_b,k.
 */
#ifndef CONTACT_PYRAMID_H
#define CONTACT_PYRAMID_H

#include "contact_columns.h"
#include "lcp.h"
#include "motion.h"
#include "sparse.h"

/* Workspace of the assembly: no meaning between calls. */
typedef struct {
    int *group;           /* each body's jointed group (nbodies + 1), then the
                             groups' members and a cursor (3 nbodies + 1) */
    int *block_start;     /* body k's velocity blocks are block_start[k] ..
                             block_start[k + 1] - 1 (nbodies + 2) */
    int *block_column;    /* the column a of each velocity block */
    double *block_velocity; /* v_a,k: 6 entries per velocity block */
    int cap_blocks;       /* the room of block_column and block_velocity */
    int *row_columns;     /* the columns of one row of A (nc (nd + 1)) */
} contact_pyramid_scratch;

/* The step's pyramid LCP and its answer, rebuilt every step;
 * contact_pyramid_free releases them. */
typedef struct {
    int nc, nd, size;     /* size = nc (nd + 2) */
    sparse_matrix A;      /* the LCP's matrix, sparse: what the step solves; its
                             block G^T W G symmetric bit for bit (symmetric_lead) */
    double *b, *z, *w;    /* its b, its solution z and w = A z + b */
    unsigned char *basic; /* its basis, 1 where z_k is basic: in, the warm
                             start's; out, the solve's */
    int cap_size;         /* the room of b, z, w and basic */
    double *A_dense;      /* A dense (size x size), only after contact_pyramid_dense */
    contact_pyramid_scratch scratch;
} contact_pyramid;

/* The LCP of the step from its motion (u_c, W_c) and columns, sparse, in
 * pyr.  0, or -1 when out of memory. */
int contact_pyramid_assemble(const bodies_scene *s, const motion *m, const contact_columns *cols,
                             contact_pyramid *pyr);

/* The previous step's impulses and basis of the contacts found again
 * (previous: nprevious of them) as the solver's first guess in z and
 * basic; 1 if any was.  A guess only saves work: the answer is checked as
 * any other. */
int contact_pyramid_warm_start(contact_pyramid *pyr, const bodies_contact *contact,
                               const bodies_contact *previous, int nprevious);

/* Solve the assembled LCP (rigid_contact_lcp_solve_sparse: contact_solve.h's
 * methods, every answer checked; mass the LCP's unit of mass), from the warm
 * start when warm.  On LCP_SOLVED z, w and basic hold the answer. */
lcp_status contact_pyramid_solve(contact_pyramid *pyr, double mass, const lcp_options *options,
                                 int warm, lcp_result *result);

/* The impulses and basis of each contact from a solved LCP, for the tables
 * and the next step's warm start. */
void contact_pyramid_store(const contact_pyramid *pyr, bodies_contact *contact);

/* Fill A_dense from the sparse A.  0, or -1 when out of memory. */
int contact_pyramid_dense(contact_pyramid *pyr);

/* Release pyr's storage; it is then empty. */
void contact_pyramid_free(contact_pyramid *pyr);

#endif
