/* Bitboards: one bit per board square in the engine's internal layout. */
#ifndef DAMAS_BITBOARD_H
#define DAMAS_BITBOARD_H

#include <stdint.h>

typedef uint64_t bb_t;

static inline int bb_count(bb_t b) { return __builtin_popcountll(b); }

/* Index of the lowest set bit; b must not be 0. */
static inline int bb_first(bb_t b) { return __builtin_ctzll(b); }

/* Clears the lowest set bit. */
static inline bb_t bb_drop_first(bb_t b) { return b & (b - 1); }

static inline bb_t bb_bit(int index) { return (bb_t)1 << index; }

/* Shifts toward higher bits for a positive amount, lower for a negative one;
   bits shifted past either end are lost. */
static inline bb_t bb_shift(bb_t b, int amount)
{
    return amount >= 0 ? b << amount : b >> -amount;
}

#endif
