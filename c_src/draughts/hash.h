/* Zobrist hashing: a 64-bit key for a position, the exclusive or of one
   random number per (piece kind, side, bit) present plus one for Black to
   move.  The numbers come from splitmix64 with a fixed seed, so every
   dm_zobrist holds the same keys on every run; the struct belongs to its
   caller (the search keeps one in its context) and is read-only after
   dm_zobrist_init. */
#ifndef DAMAS_HASH_H
#define DAMAS_HASH_H

#include <stdbool.h>
#include <stdint.h>

#include "draughts/board.h"
#include "draughts/move.h"
#include "draughts/position.h"

typedef struct {
    uint64_t man[2][DM_BB_BITS];    /* indexed by dm_side, then bit */
    uint64_t king[2][DM_BB_BITS];
    uint64_t black_to_move;
} dm_zobrist;

void dm_zobrist_init(dm_zobrist *keys);

/* The exclusive or of table's numbers for the bits of pieces. */
static inline uint64_t dm_zobrist_piece_keys(const uint64_t table[DM_BB_BITS], bb_t pieces)
{
    uint64_t key = 0;
    for (; pieces; pieces = bb_drop_first(pieces))
        key ^= table[bb_first(pieces)];
    return key;
}

/* The key of pos, from scratch. */
uint64_t dm_zobrist_key(const dm_zobrist *keys, const dm_position *pos);

/* The key of the position after move (legal in pos, whose key is key):
   equal to dm_zobrist_key of the position dm_make_move gives, at the cost
   of the squares the move changes.  Inline: the search calls it at every
   node. */
static inline uint64_t dm_zobrist_after(const dm_zobrist *keys, const dm_board *board,
                                        const dm_position *pos, const dm_move *move,
                                        uint64_t key)
{
    dm_side side = pos->side, other = dm_opponent(side);
    bb_t from = bb_bit(move->from), to = bb_bit(move->to);
    bool was_king = (pos->kings & from) != 0;
    bool is_king = was_king || move->crowned || (to & board->promotion[side]);
    key ^= (was_king ? keys->king : keys->man)[side][move->from];
    key ^= (is_king ? keys->king : keys->man)[side][move->to];
    key ^= dm_zobrist_piece_keys(keys->man[other], move->captured & ~pos->kings);
    key ^= dm_zobrist_piece_keys(keys->king[other], move->captured & pos->kings);
    return key ^ keys->black_to_move;
}

#endif
