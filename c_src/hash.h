/* Zobrist hashing: a 64-bit key for a position, the exclusive or of one
   random number per (piece kind, side, bit) present plus one for Black to
   move.  The numbers come from splitmix64 with a fixed seed, so every
   dm_zobrist holds the same keys on every run; the struct belongs to its
   caller (the search keeps one in its context) and is read-only after
   dm_zobrist_init. */
#ifndef DAMAS_HASH_H
#define DAMAS_HASH_H

#include <stdint.h>

#include "board.h"
#include "move.h"
#include "position.h"

typedef struct {
    uint64_t man[2][64];    /* indexed by dm_side, then bit */
    uint64_t king[2][64];
    uint64_t black_to_move;
} dm_zobrist;

void dm_zobrist_init(dm_zobrist *keys);

/* The key of pos, from scratch. */
uint64_t dm_zobrist_key(const dm_zobrist *keys, const dm_position *pos);

/* The key of the position after move (legal in pos, whose key is key):
   equal to dm_zobrist_key of the position dm_make_move gives, at the cost
   of the squares the move changes. */
uint64_t dm_zobrist_after(const dm_zobrist *keys, const dm_board *board,
                          const dm_position *pos, const dm_move *move, uint64_t key);

#endif
