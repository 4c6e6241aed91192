/* basis_history.c: the visited bases of a pivoting method, in a hash table
 * (open addressing, linear probing), to detect cycling. */
#include "basis_history.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

basis_history basis_history_new(int n)
{
    return (basis_history){.n = n};
}

/* FNV-1a over the labels of one basis. */
static uint64_t hash(const int *basis, int n)
{
    uint64_t h = 14695981039346656037ULL;
    for (int i = 0; i < n; i++) {
        h ^= (uint64_t)(unsigned)basis[i];
        h *= 1099511628211ULL;
    }
    return h;
}

/* The slot of basis in the table: where it is stored, or the empty slot
 * where it would go. */
static int *find_slot(const basis_history *h, const int *basis)
{
    size_t size = 2 * (size_t)h->capacity, k = (size_t)(hash(basis, h->n) % size);
    for (;; k = (k + 1) % size) {
        int *slot = &h->slots[k];
        if (*slot == 0 ||
            memcmp(h->rows + (size_t)(*slot - 1) * h->n, basis, (size_t)h->n * sizeof *basis) == 0)
            return slot;
    }
}

/* Double the storage and rebuild the table; 0 when out of memory. */
static int grow(basis_history *h)
{
    int capacity = h->capacity ? 2 * h->capacity : 64;
    int *rows = realloc(h->rows, (size_t)capacity * (size_t)h->n * sizeof *rows);
    if (!rows)
        return 0;
    h->rows = rows;
    int *slots = calloc(2 * (size_t)capacity, sizeof *slots);
    if (!slots)
        return 0;
    free(h->slots);
    h->slots = slots;
    h->capacity = capacity;
    for (int k = 0; k < h->count; k++)
        *find_slot(h, h->rows + (size_t)k * h->n) = k + 1;
    return 1;
}

int basis_history_add(basis_history *h, const int *basis)
{
    if (h->count > 0) {
        int *slot = find_slot(h, basis);
        if (*slot)
            return *slot;
    }
    if (h->count == h->capacity && !grow(h))
        return -1;
    memcpy(h->rows + (size_t)h->count * h->n, basis, (size_t)h->n * sizeof *basis);
    h->count++;
    *find_slot(h, basis) = h->count;
    return 0;
}

void basis_history_free(basis_history *h)
{
    free(h->rows);
    free(h->slots);
    *h = basis_history_new(h->n);
}

lcp_status basis_history_cycling(lcp_result *r, int now, int then)
{
    return lcp_finish(r, LCP_ITERATION_LIMIT,
                      "cycling: the basis after pivot %d is the basis after pivot %d", now,
                      then);
}

/* ------------------------------------------------------------ keys only */

unsigned long long basis_key(int label)
{
    unsigned long long z = 0x9e3779b97f4a7c15ULL * (unsigned long long)(label + 1);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL; /* splitmix64's mixing */
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* Put key in the table (capacity a power of two, not full); 1 if it was
 * there. */
static int keys_put(basis_keys *t, unsigned long long key)
{
    unsigned long long stored = key + 1 ? key + 1 : 1;
    size_t mask = t->capacity - 1, i = (size_t)(key & mask);
    for (; t->slot[i] != 0; i = (i + 1) & mask)
        if (t->slot[i] == stored)
            return 1;
    t->slot[i] = stored;
    t->count++;
    return 0;
}

int basis_keys_add(basis_keys *t, unsigned long long key)
{
    if (2 * (t->count + 1) > t->capacity) { /* keep the table at most half full */
        size_t capacity = t->capacity ? 2 * t->capacity : 64;
        basis_keys bigger = {calloc(capacity, sizeof *t->slot), capacity, 0};
        if (!bigger.slot)
            return -1;
        for (size_t i = 0; i < t->capacity; i++)
            if (t->slot[i] != 0)
                keys_put(&bigger, t->slot[i] - 1);
        free(t->slot);
        *t = bigger;
    }
    return keys_put(t, key);
}

void basis_keys_free(basis_keys *t)
{
    free(t->slot);
    *t = (basis_keys){0};
}
