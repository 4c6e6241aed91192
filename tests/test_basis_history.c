/* test_basis_history: the visited bases of a pivoting run, looked up
 * through the hash table across its growth. */
#include "basis_history.h"
#include "test.h"

#include <string.h>

/* Basis number k of n = 5 rows: the digits of k in base 11, a different
 * labelling for every k < 11^5. */
static void basis_number(int k, int *basis)
{
    for (int i = 0; i < 5; i++, k /= 11)
        basis[i] = k % 11;
}

/* 3000 different bases are new; each repeated one names the pivot that
 * recorded it (1-based), across the table's growth from 64 entries. */
static void test_repeats_found(void)
{
    basis_history h = basis_history_new(5);
    int basis[5], fresh = 0;
    for (int k = 0; k < 3000; k++) {
        basis_number(k * 7, basis);
        fresh += basis_history_add(&h, basis) == 0;
    }
    CHECK_INT(fresh, 3000, "3000 different bases are all new");
    basis_number(7 * 1234, basis);
    CHECK_INT(basis_history_add(&h, basis), 1235, "basis 1234 repeats pivot 1235");
    basis_number(0, basis);
    CHECK_INT(basis_history_add(&h, basis), 1, "the first basis repeats pivot 1");
    basis_number(7 * 2999, basis);
    CHECK_INT(basis_history_add(&h, basis), 3000, "the last basis repeats pivot 3000");
    basis_number(1, basis);
    CHECK_INT(basis_history_add(&h, basis), 0, "a basis never seen is new");
    CHECK_INT(h.count, 3001, "the new one is stored: 3001 bases");
    basis_history_free(&h);
}

/* The same labels in another row order are another basis. */
static void test_order_matters(void)
{
    basis_history h = basis_history_new(3);
    int a[3] = {0, 1, 2}, b[3] = {2, 1, 0};
    CHECK_INT(basis_history_add(&h, a), 0, "(0,1,2) is new");
    CHECK_INT(basis_history_add(&h, b), 0, "(2,1,0) is new: rows differ");
    CHECK_INT(basis_history_add(&h, a), 1, "(0,1,2) again repeats pivot 1");
    basis_history_free(&h);
}

/* The message names both pivots and nothing is proven. */
static void test_message(void)
{
    lcp_result r;
    CHECK_INT(basis_history_cycling(&r, 8, 4), LCP_ITERATION_LIMIT, "cycling: not solved");
    CHECK(strcmp(r.message, "cycling: the basis after pivot 8 is the basis after pivot 4") == 0,
          "the message names pivots 8 and 4 (got '%s')", r.message);
}

/* Keys: a basis's key is the XOR of its labels' keys, whatever the order
 * of exchanges; 3000 different sets are new across the table's growth, a
 * set reached again by another order of exchanges is seen, and the key of
 * label 0 is not 0 (splitmix64 of 1). */
static void test_keys(void)
{
    basis_keys t = {0};
    int fresh = 0;
    for (int k = 0; k < 3000; k++) {
        unsigned long long key = 0;
        for (int i = 0, v = k; i < 4; i++, v /= 11) /* labels 11 i + digit i of k */
            key ^= basis_key(11 * i + v % 11);
        fresh += basis_keys_add(&t, key) == 0;
    }
    CHECK_INT(fresh, 3000, "3000 different sets of 4 labels are all new");
    CHECK_INT((int)t.count, 3000, "3000 keys stored");
    unsigned long long a = basis_key(0) ^ basis_key(11) ^ basis_key(22) ^ basis_key(33);
    unsigned long long b = basis_key(33) ^ basis_key(22) ^ basis_key(0) ^ basis_key(11);
    CHECK(a == b, "the key does not depend on the order of the labels");
    CHECK_INT(basis_keys_add(&t, b), 1, "labels {0, 11, 22, 33} (k = 0) were seen");
    CHECK_INT(basis_keys_add(&t, basis_key(0) ^ basis_key(1)), 0, "{0, 1} is new");
    CHECK(basis_key(0) != 0 && basis_key(0) != basis_key(1), "labels 0 and 1 have distinct keys");
    basis_keys_free(&t);
    CHECK(t.slot == NULL && t.count == 0, "freed: empty again");
}

int main(void)
{
    test_keys();
    test_repeats_found();
    test_order_matters();
    test_message();
    return test_done();
}
