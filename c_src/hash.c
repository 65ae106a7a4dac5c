/* Zobrist keys: see hash.h. */
#include "hash.h"

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
        for (int bit = 0; bit < 64; bit++) {
            keys->man[side][bit] = splitmix64(&state);
            keys->king[side][bit] = splitmix64(&state);
        }
    keys->black_to_move = splitmix64(&state);
}

static uint64_t piece_keys(const uint64_t table[64], bb_t pieces)
{
    uint64_t key = 0;
    for (; pieces; pieces = bb_drop_first(pieces))
        key ^= table[bb_first(pieces)];
    return key;
}

uint64_t dm_zobrist_key(const dm_zobrist *keys, const dm_position *pos)
{
    uint64_t key = pos->side == DM_BLACK ? keys->black_to_move : 0;
    for (int side = 0; side < 2; side++) {
        bb_t own = pos->pieces[side];
        key ^= piece_keys(keys->man[side], own & ~pos->kings);
        key ^= piece_keys(keys->king[side], own & pos->kings);
    }
    return key;
}

uint64_t dm_zobrist_after(const dm_zobrist *keys, const dm_board *board,
                          const dm_position *pos, const dm_move *move, uint64_t key)
{
    dm_side side = pos->side, other = dm_opponent(side);
    bb_t from = bb_bit(move->from), to = bb_bit(move->to);
    bool was_king = (pos->kings & from) != 0;
    bool is_king = was_king || move->crowned || (to & board->promotion[side]);
    key ^= (was_king ? keys->king : keys->man)[side][move->from];
    key ^= (is_king ? keys->king : keys->man)[side][move->to];
    key ^= piece_keys(keys->man[other], move->captured & ~pos->kings);
    key ^= piece_keys(keys->king[other], move->captured & pos->kings);
    return key ^ keys->black_to_move;
}
