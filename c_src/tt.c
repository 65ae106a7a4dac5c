/* The transposition table: see tt.h. */
#include "tt.h"

#include <stdlib.h>
#include <string.h>

#define BUCKET_ENTRIES 4
#define GENERATIONS 64            /* the generation is 6 bits */

typedef struct {
    uint64_t key;
    int16_t score;
    uint8_t depth;
    uint8_t generation_bound;     /* generation << 2 | bound */
    uint8_t move, from, to;
    uint8_t unused;
} entry;

typedef struct {
    entry slot[BUCKET_ENTRIES];
} bucket;

struct dm_tt {
    bucket *buckets;              /* aligned on a cache line, inside memory */
    void *memory;
    size_t mask;                  /* buckets - 1, a power of two */
    unsigned generation;
};

_Static_assert(sizeof(entry) == 16, "a table entry is 16 bytes");
_Static_assert(sizeof(bucket) == 64, "a bucket is one cache line");

dm_tt *dm_tt_new(size_t bytes)
{
    size_t count = 1;
    while (count * 2 <= bytes / sizeof(bucket))
        count *= 2;
    dm_tt *tt = malloc(sizeof *tt);
    if (!tt)
        return NULL;
    /* calloc, not aligned_alloc and memset: a large block often comes
       straight from the system, zeroed, its pages touched only when used. */
    tt->memory = calloc(count + 1, sizeof(bucket));
    if (!tt->memory) {
        free(tt);
        return NULL;
    }
    uintptr_t line = sizeof(bucket);
    tt->buckets = (bucket *)(((uintptr_t)tt->memory + line - 1) & ~(line - 1));
    tt->mask = count - 1;
    tt->generation = 0;
    return tt;
}

void dm_tt_free(dm_tt *tt)
{
    if (!tt)
        return;
    free(tt->memory);
    free(tt);
}

void dm_tt_clear(dm_tt *tt)
{
    memset(tt->buckets, 0, (tt->mask + 1) * sizeof(bucket));
    tt->generation = 0;
}

size_t dm_tt_bytes(const dm_tt *tt)
{
    return (tt->mask + 1) * sizeof(bucket);
}

void dm_tt_new_search(dm_tt *tt)
{
    tt->generation = (tt->generation + 1) % GENERATIONS;
}

static bucket *bucket_of(const dm_tt *tt, uint64_t key)
{
    return &tt->buckets[(size_t)key & tt->mask];
}

static dm_bound bound_of(const entry *e) { return (dm_bound)(e->generation_bound & 3); }

static unsigned generation_of(const entry *e) { return e->generation_bound >> 2; }

void dm_tt_prefetch(const dm_tt *tt, uint64_t key)
{
    __builtin_prefetch(bucket_of(tt, key));
}

bool dm_tt_probe(const dm_tt *tt, uint64_t key, dm_tt_entry *out)
{
    const bucket *b = bucket_of(tt, key);
    for (int i = 0; i < BUCKET_ENTRIES; i++) {
        const entry *e = &b->slot[i];
        if (e->key == key && bound_of(e) != DM_BOUND_NONE) {
            *out = (dm_tt_entry){ e->score, e->depth, bound_of(e), e->move,
                                  e->from, e->to };
            return true;
        }
    }
    return false;
}

/* How much an entry is worth keeping: deep results of this search first. */
static int worth(const dm_tt *tt, const entry *e)
{
    if (bound_of(e) == DM_BOUND_NONE)
        return -1000;
    unsigned age = (tt->generation - generation_of(e)) % GENERATIONS;
    return (int)e->depth - 8 * (int)age;
}

static entry *victim(dm_tt *tt, uint64_t key)
{
    bucket *b = bucket_of(tt, key);
    entry *chosen = &b->slot[0];
    for (int i = 0; i < BUCKET_ENTRIES; i++) {
        entry *e = &b->slot[i];
        if (e->key == key)
            return e;
        if (worth(tt, e) < worth(tt, chosen))
            chosen = e;
    }
    return chosen;
}

void dm_tt_store(dm_tt *tt, uint64_t key, const dm_tt_entry *in)
{
    entry *e = victim(tt, key);
    bool same = e->key == key && bound_of(e) != DM_BOUND_NONE;
    int depth = in->depth < 0 ? 0 : in->depth > 255 ? 255 : in->depth;
    if (in->move == DM_TT_NO_MOVE && same) {
        /* keep the stored move */
    } else {
        e->move = (uint8_t)in->move;
        e->from = in->from;
        e->to = in->to;
    }
    e->key = key;
    e->score = (int16_t)in->score;
    e->depth = (uint8_t)depth;
    e->generation_bound = (uint8_t)(tt->generation << 2 | (unsigned)in->bound);
}
