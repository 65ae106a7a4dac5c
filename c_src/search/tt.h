/* The transposition table: search results of positions already seen, by
   Zobrist key (hash.h).

   A table belongs to its caller, who creates it, may keep it from one
   search to the next (a game: the results stay useful) and frees it.  The
   threads of one search (search.h, Lazy SMP) share it without locks; an
   entry is checked whole, so a read racing a write is a miss, never a
   wrong result.  Two independent searches should not share one.
   dm_search takes NULL for "no table".

   Entries are 16 bytes, four to a 64-byte bucket; a key chooses a bucket
   and is stored whole, so a stored result is never given for another
   position unless the two 64-bit keys collide.  The best move is kept as
   its index in dm_generate_moves' list (the generator is deterministic), with
   its start and landing bits as a check. */
#ifndef DAMAS_TT_H
#define DAMAS_TT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct dm_tt dm_tt;

/* A table of at most `bytes` bytes (rounded down to a power of two of
   buckets, at least one bucket), empty.  NULL when memory is short.
   Made at once whatever its size: the system zeroes its pages when they
   are first written. */
dm_tt *dm_tt_new(size_t bytes);

void dm_tt_free(dm_tt *tt);   /* NULL is allowed */

/* Forgets every entry, at once whatever the size (the pages go back to
   the system). */
void dm_tt_clear(dm_tt *tt);

/* The bytes the table uses. */
size_t dm_tt_bytes(const dm_tt *tt);

/* ---- For the search ------------------------------------------------------ */

typedef enum {
    DM_BOUND_NONE = 0,
    DM_BOUND_UPPER = 1,   /* the score is at most the stored one */
    DM_BOUND_LOWER = 2,   /* at least */
    DM_BOUND_EXACT = 3
} dm_bound;

#define DM_TT_NO_MOVE 0xFF

typedef struct {
    int score;            /* as stored: the search adjusts win distances */
    int depth;
    dm_bound bound;
    int move;             /* index in the move list, or DM_TT_NO_MOVE */
    uint8_t from, to;     /* of that move */
} dm_tt_entry;

/* Starts a new search: older entries become the first to be replaced. */
void dm_tt_new_search(dm_tt *tt);

/* Asks the processor to bring key's bucket into the cache, ahead of a
   dm_tt_probe or dm_tt_store soon after. */
void dm_tt_prefetch(const dm_tt *tt, uint64_t key);

/* Whether key is in the table; fills *entry if so. */
bool dm_tt_probe(const dm_tt *tt, uint64_t key, dm_tt_entry *entry);

/* Stores a result.  depth is clamped to 0..255, score must fit 16 bits.
   A result stored without a move keeps the move already stored for key.
   A bound (not an exact score) leaves a result of key more than 3 plies
   deeper in place, marked as used by the current search. */
void dm_tt_store(dm_tt *tt, uint64_t key, const dm_tt_entry *entry);

#endif
