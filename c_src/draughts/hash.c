/* Zobrist keys: see hash.h. */
#include "draughts/hash.h"

#define ZOBRIST_SEED 0x64616D6173u   /* "damas" */

/* Sebastiano Vigna's splitmix64 step. */
static uint64_t splitmix64(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

void dm_zobrist_init(dm_zobrist *keys)
{
    uint64_t state = ZOBRIST_SEED;
    for (int side = 0; side < 2; side++)
        for (int bit = 0; bit < DM_BB_BITS; bit++) {
            keys->man[side][bit] = splitmix64(&state);
            keys->king[side][bit] = splitmix64(&state);
        }
    keys->black_to_move = splitmix64(&state);
}

uint64_t dm_zobrist_key(const dm_zobrist *keys, const dm_position *pos)
{
    uint64_t key = pos->side == DM_BLACK ? keys->black_to_move : 0;
    for (int side = 0; side < 2; side++) {
        bb_t own = pos->pieces[side];
        key ^= dm_zobrist_piece_keys(keys->man[side], own & ~pos->kings);
        key ^= dm_zobrist_piece_keys(keys->king[side], own & pos->kings);
    }
    return key;
}
