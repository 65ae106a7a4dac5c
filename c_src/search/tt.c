/* The transposition table: see tt.h. */
#define _DEFAULT_SOURCE           /* mmap's MAP_ANONYMOUS, madvise */
#include "search/tt.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define BUCKET_ENTRIES 4
#define GENERATIONS 64            /* the generation is 6 bits */
#define KEEP_DEEPER 3             /* plies deeper a same-key entry must be to stay */

/* Threads share a table without locks (Lazy SMP): an entry is two 64-bit
   words, each read and written whole (relaxed atomics), the first being
   the key XOR the second.  A read that mixes two writes fails that check
   (short of a 2^-64 accident) and counts as a miss, so a torn entry is
   never trusted. */
typedef struct {
    uint64_t check;               /* key ^ data */
    uint64_t data;
} entry;

/* data: score 16 bits, depth 8, generation << 2 | bound 8, move 8, from 8,
   to 8. */
typedef struct {
    int16_t score;
    uint8_t depth, generation_bound, move, from, to;
} fields;

static uint64_t pack(fields f)
{
    return (uint64_t)(uint16_t)f.score | (uint64_t)f.depth << 16 |
           (uint64_t)f.generation_bound << 24 | (uint64_t)f.move << 32 |
           (uint64_t)f.from << 40 | (uint64_t)f.to << 48;
}

static fields unpack(uint64_t d)
{
    return (fields){ (int16_t)(uint16_t)(d & 0xFFFF), (uint8_t)(d >> 16),
                     (uint8_t)(d >> 24), (uint8_t)(d >> 32), (uint8_t)(d >> 40),
                     (uint8_t)(d >> 48) };
}

typedef struct {
    entry slot[BUCKET_ENTRIES];
} bucket;

struct dm_tt {
    bucket *buckets;              /* mapped: page-aligned */
    size_t mask;                  /* buckets - 1, a power of two */
    unsigned generation;
};

_Static_assert(sizeof(entry) == 16, "a table entry is 16 bytes");
_Static_assert(sizeof(bucket) == 64, "a bucket is one cache line");

/* The buckets are mapped from the system, not taken from malloc: mapped
   pages are zero until written, so a table of gigabytes is made at once
   (calloc under SWI-Prolog's tcmalloc wrote every byte first: seconds,
   deaf to signals), costs memory only where the search writes, and goes
   back to the system when freed. */
dm_tt *dm_tt_new(size_t bytes)
{
    size_t count = 1;
    while (count * 2 <= bytes / sizeof(bucket))
        count *= 2;
    dm_tt *tt = malloc(sizeof *tt);
    if (!tt)
        return NULL;
    void *memory = mmap(NULL, count * sizeof(bucket), PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) {
        free(tt);
        return NULL;
    }
    tt->buckets = memory;
    tt->mask = count - 1;
    tt->generation = 0;
    return tt;
}

void dm_tt_free(dm_tt *tt)
{
    if (!tt)
        return;
    munmap(tt->buckets, dm_tt_bytes(tt));
    free(tt);
}

/* Dropping the pages gives them back zeroed on the next write, at once
   whatever the size; writing zeros is the fallback. */
void dm_tt_clear(dm_tt *tt)
{
    if (madvise(tt->buckets, dm_tt_bytes(tt), MADV_DONTNEED) != 0)
        memset(tt->buckets, 0, dm_tt_bytes(tt));
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

static dm_bound bound_of(fields f) { return (dm_bound)(f.generation_bound & 3); }

static unsigned generation_of(fields f) { return f.generation_bound >> 2; }

/* One entry read whole: its key (check ^ data) and fields. */
static uint64_t load(const entry *e, fields *f)
{
    uint64_t data = __atomic_load_n(&e->data, __ATOMIC_RELAXED);
    uint64_t check = __atomic_load_n(&e->check, __ATOMIC_RELAXED);
    *f = unpack(data);
    return check ^ data;
}

static void write(entry *e, uint64_t key, fields f)
{
    uint64_t data = pack(f);
    __atomic_store_n(&e->data, data, __ATOMIC_RELAXED);
    __atomic_store_n(&e->check, key ^ data, __ATOMIC_RELAXED);
}

void dm_tt_prefetch(const dm_tt *tt, uint64_t key)
{
    __builtin_prefetch(bucket_of(tt, key));
}

bool dm_tt_probe(const dm_tt *tt, uint64_t key, dm_tt_entry *out)
{
    const bucket *b = bucket_of(tt, key);
    for (int i = 0; i < BUCKET_ENTRIES; i++) {
        fields f;
        if (load(&b->slot[i], &f) == key && bound_of(f) != DM_BOUND_NONE) {
            *out = (dm_tt_entry){ f.score, f.depth, bound_of(f), f.move, f.from, f.to };
            return true;
        }
    }
    return false;
}

/* How much an entry is worth keeping: deep results of this search first. */
static int worth(const dm_tt *tt, fields f)
{
    if (bound_of(f) == DM_BOUND_NONE)
        return -1000;
    unsigned age = (tt->generation - generation_of(f)) % GENERATIONS;
    return (int)f.depth - 8 * (int)age;
}

void dm_tt_store(dm_tt *tt, uint64_t key, const dm_tt_entry *in)
{
    bucket *b = bucket_of(tt, key);
    entry *e = &b->slot[0];
    fields old = { 0, 0, 0, 0, 0, 0 };
    bool same = false;
    int least = 0;
    for (int i = 0; i < BUCKET_ENTRIES; i++) {
        fields f;
        uint64_t k = load(&b->slot[i], &f);
        if (k == key) {
            e = &b->slot[i];
            old = f;
            same = bound_of(f) != DM_BOUND_NONE;
            break;
        }
        int w = worth(tt, f);
        if (i == 0 || w < least) {
            e = &b->slot[i];
            least = w;
        }
    }
    int depth = in->depth < 0 ? 0 : in->depth > 255 ? 255 : in->depth;
    /* A bound does not replace a much deeper result of the same
       position: a new search's first iterations would otherwise write
       their shallow bounds over what the search before found deeper.
       The deep entry is refreshed instead, as one this search uses. */
    if (same && in->bound != DM_BOUND_EXACT && depth + KEEP_DEEPER < old.depth) {
        old.generation_bound = (uint8_t)(tt->generation << 2 | bound_of(old));
        write(e, key, old);
        return;
    }
    fields f = { (int16_t)in->score, (uint8_t)depth,
                 (uint8_t)(tt->generation << 2 | (unsigned)in->bound),
                 (uint8_t)in->move, in->from, in->to };
    if (in->move == DM_TT_NO_MOVE && same) {
        f.move = old.move;          /* keep the stored move */
        f.from = old.from;
        f.to = old.to;
    }
    write(e, key, f);
}
