/* Perft, with optional bulk counting at the last ply and a hash table of
   subtree counts.  All state belongs to the call. */
#include "draughts/perft.h"

#include <stdlib.h>

#include "draughts/movegen.h"

#define STOP_CHECK_INTERVAL 4096
/* The nodes counted in bulk (the last three plies) are not visited one by
   one: with many kings a few thousand of them can hold billions of
   leaves, so should_stop is also asked after about this many leaves. */
#define STOP_CHECK_LEAVES ((uint64_t)1 << 22)
/* Subtrees this shallow are cheaper to count again than to look up. */
#define MIN_HASHED_DEPTH 3
/* What the packed entry can hold. */
#define MAX_HASHED_DEPTH 127
#define MAX_HASHED_LEAVES (((uint64_t)1 << 56) - 1)

/* The whole position is stored, so a collision can never change a count.
   32 bytes: two entries to a cache line. */
typedef struct {
    bb_t pieces[2], kings;
    uint64_t leaves : 56;   /* 0: empty slot */
    uint64_t depth : 7;
    uint64_t side : 1;
} hash_entry;

typedef struct {
    const dm_board *board;
    const dm_perft_options *options;
    hash_entry *table;
    size_t mask;            /* table size - 1, a power of two */
    unsigned until_check;
    uint64_t unpolled_leaves;   /* counted in bulk since should_stop was asked */
    dm_perft_status status;
} perft_run;

static size_t hash_position(const dm_position *pos, int depth)
{
    uint64_t h = bb_fold(pos->pieces[DM_WHITE]) * 0x9E3779B97F4A7C15u;
    h ^= (bb_fold(pos->pieces[DM_BLACK]) + (uint64_t)depth) * 0xC2B2AE3D27D4EB4Fu;
    h ^= (bb_fold(pos->kings) + (uint64_t)pos->side) * 0x165667B19E3779F9u;
    h ^= h >> 29;
    return (size_t)h;
}

static hash_entry *hash_slot(perft_run *run, const dm_position *pos, int depth)
{
    return &run->table[hash_position(pos, depth) & run->mask];
}

#define ALWAYS_INLINE static inline __attribute__((always_inline))

/* Which generator a run uses, chosen once: the whole-board one where the
   board allows it (it never crowns during a capture), else the general
   one, merging duplicate captures or not.  The mode is a constant wherever
   these are inlined, so each mode is its own copy of the code. */
typedef enum { WHOLE_BOARD, GENERAL_DISTINCT, GENERAL_EVERY_PATH } generator;

ALWAYS_INLINE uint64_t count_moves(perft_run *run, const dm_position *pos, generator mode)
{
    int64_t n = mode == WHOLE_BOARD ? dm_count_whole_board(run->board, pos)
                : dm_count_general(run->board, pos, mode == GENERAL_EVERY_PATH);
    if (n < 0)
        run->status = DM_PERFT_OVERFLOW;
    return n < 0 ? 0 : (uint64_t)n;
}

static uint64_t perft_whole_board(perft_run *run, const dm_position *pos, int depth);
static uint64_t perft_general(perft_run *run, const dm_position *pos, int depth);
static uint64_t perft_every_path(perft_run *run, const dm_position *pos, int depth);

ALWAYS_INLINE uint64_t perft_below(perft_run *run, const dm_position *pos, int depth,
                                   generator mode)
{
    return mode == WHOLE_BOARD ? perft_whole_board(run, pos, depth)
           : mode == GENERAL_DISTINCT ? perft_general(run, pos, depth)
                                      : perft_every_path(run, pos, depth);
}

ALWAYS_INLINE uint64_t perft_node(perft_run *run, const dm_position *pos, int depth,
                                  generator mode)
{
    bool bulk = run->options->bulk;
    if (depth == 0)
        return 1;
    if (depth == 1 && bulk)
        return count_moves(run, pos, mode);
    if (run->options->should_stop && --run->until_check == 0) {
        run->until_check = STOP_CHECK_INTERVAL;
        run->unpolled_leaves = 0;
        if (run->options->should_stop(run->options->context))
            run->status = DM_PERFT_STOPPED;
    }
    if (run->status != DM_PERFT_OK)
        return 0;
    /* The last three plies without making the moves nor listing most of
       them, where the generator allows it.  Not hashed: counting them
       this way is cheaper than a table lookup. */
    if (depth <= 3 && bulk && mode == WHOLE_BOARD) {
        int64_t n = dm_count_plies_whole_board(run->board, pos, depth);
        if (n < 0)
            run->status = DM_PERFT_OVERFLOW;
        else if ((run->unpolled_leaves += (uint64_t)n) >= STOP_CHECK_LEAVES)
            run->until_check = 1;
        return n < 0 ? 0 : (uint64_t)n;
    }

    hash_entry *slot = NULL;
    if (run->table && depth >= MIN_HASHED_DEPTH && depth <= MAX_HASHED_DEPTH) {
        slot = hash_slot(run, pos, depth);
        if (slot->leaves && slot->depth == (uint64_t)depth && slot->side == pos->side &&
            slot->pieces[0] == pos->pieces[0] && slot->pieces[1] == pos->pieces[1] &&
            slot->kings == pos->kings)
            return slot->leaves;
    }

    dm_move_list list;
    int n = mode == WHOLE_BOARD
                ? dm_generate_whole_board(run->board, pos, &list)
                : dm_generate_general(run->board, pos, &list, mode == GENERAL_EVERY_PATH);
    if (n < 0) {
        run->status = DM_PERFT_OVERFLOW;
        return 0;
    }
    uint64_t leaves = 0;
    /* Counting the last ply here saves a call per node at the bottom,
       where nearly all the nodes are; each count is at most DM_MAX_MOVES,
       so that sum cannot wrap. */
    if (depth == 2 && bulk) {
        for (int i = 0; i < n; i++) {
            dm_position child;
            dm_make_move_as(run->board, pos, &list.move[i], &child, mode != WHOLE_BOARD);
            leaves += count_moves(run, &child, mode);
        }
    } else {
        for (int i = 0; i < n; i++) {
            dm_position child;
            dm_make_move_as(run->board, pos, &list.move[i], &child, mode != WHOLE_BOARD);
            uint64_t below = perft_below(run, &child, depth - 1, mode);
            /* Kings alone, counted deep with a table, pass 2^64 quickly: a
               wrapped sum would be a wrong count. */
            if (below > UINT64_MAX - leaves) {
                if (run->status == DM_PERFT_OK)
                    run->status = DM_PERFT_TOO_MANY;
                return 0;
            }
            leaves += below;
        }
    }
    if (slot && run->status == DM_PERFT_OK && leaves && leaves <= MAX_HASHED_LEAVES)
        *slot = (hash_entry){ { pos->pieces[0], pos->pieces[1] }, pos->kings,
                              leaves, (uint64_t)depth, (uint64_t)pos->side };
    return leaves;
}

static uint64_t perft_whole_board(perft_run *run, const dm_position *pos, int depth)
{
    return perft_node(run, pos, depth, WHOLE_BOARD);
}

static uint64_t perft_general(perft_run *run, const dm_position *pos, int depth)
{
    return perft_node(run, pos, depth, GENERAL_DISTINCT);
}

static uint64_t perft_every_path(perft_run *run, const dm_position *pos, int depth)
{
    return perft_node(run, pos, depth, GENERAL_EVERY_PATH);
}

/* The largest power of two of entries that fits in bytes.  Divides rather
   than multiplies: entries * sizeof(hash_entry) wraps for sizes near
   SIZE_MAX, and the loop then never ended. */
static size_t table_entries(size_t bytes)
{
    size_t fit = bytes / sizeof(hash_entry);
    if (fit == 0)
        return 0;
    size_t entries = 1;
    while (entries <= fit / 2)
        entries *= 2;
    return entries;
}

dm_perft_status dm_perft(const dm_board *board, const dm_position *pos,
                         int depth, const dm_perft_options *options,
                         uint64_t *leaves)
{
    /* should_stop is asked at the first node, then every
       STOP_CHECK_INTERVAL nodes: a small count has few nodes above the
       plies bulk counting takes at once. */
    perft_run run = { .board = board, .options = options, .until_check = 1 };
    if (depth > DM_PERFT_MAX_DEPTH)
        return DM_PERFT_BAD_DEPTH;
    if (options->hash_bytes) {
        size_t entries = table_entries(options->hash_bytes);
        if (entries) {
            run.table = calloc(entries, sizeof(hash_entry));
            if (!run.table)
                return DM_PERFT_NO_MEMORY;
            run.mask = entries - 1;
        }
    }
    if (depth < 0)
        depth = 0;
    uint64_t count = options->every_capture_path ? perft_every_path(&run, pos, depth)
                     : board->general_captures   ? perft_general(&run, pos, depth)
                                                 : perft_whole_board(&run, pos, depth);
    free(run.table);
    *leaves = run.status == DM_PERFT_OK ? count : 0;
    return run.status;
}
