/* Bitboards: one bit per board square in the engine's internal layout.

   The engine is compiled twice (docs/architecture.md, "Wide boards"): with
   64-bit boards for every board up to 64 playing squares, and with
   DAMAS_WIDE defined, 128-bit ones (GCC's unsigned __int128) for larger
   boards such as 12x12.  The 64-bit build stays as fast as it was: nothing
   of the wide one reaches its code. */
#ifndef DAMAS_BITBOARD_H
#define DAMAS_BITBOARD_H

#include <stdint.h>

#ifdef DAMAS_WIDE
typedef unsigned __int128 bb_t;
#define DM_BB_BITS 128

static inline int bb_count(bb_t b)
{
    return __builtin_popcountll((uint64_t)b) + __builtin_popcountll((uint64_t)(b >> 64));
}

/* Index of the lowest set bit; b must not be 0. */
static inline int bb_first(bb_t b)
{
    uint64_t low = (uint64_t)b;
    return low ? __builtin_ctzll(low) : 64 + __builtin_ctzll((uint64_t)(b >> 64));
}

/* 64 bits that depend on every bit of b, for hashing. */
static inline uint64_t bb_fold(bb_t b)
{
    return (uint64_t)b ^ ((uint64_t)(b >> 64) * 0xFF51AFD7ED558CCDu);
}
#else
typedef uint64_t bb_t;
#define DM_BB_BITS 64

static inline int bb_count(bb_t b) { return __builtin_popcountll(b); }

/* Index of the lowest set bit; b must not be 0. */
static inline int bb_first(bb_t b) { return __builtin_ctzll(b); }

static inline uint64_t bb_fold(bb_t b) { return b; }
#endif

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
