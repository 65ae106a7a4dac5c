/* libFuzzer harness: the search (and perft) from random positions.  The
   input's bytes make a position on one of the boards (pieces, kings, side
   to move; a position the engine refuses is skipped) and the search's
   settings; the search runs to a small node limit.  Its move must be one
   of the legal moves, and perft with and without bulk counting or a table
   must agree. */
#include <stdint.h>
#include <string.h>

#include "fuzz_support.h"
#include "draughts/movegen.h"
#include "draughts/perft.h"
#include "draughts/position.h"
#include "search/search.h"
#include "search/tt.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static uint64_t read_mask(const uint8_t *data)
{
    uint64_t mask = 0;
    for (int i = 0; i < 8; i++)
        mask |= (uint64_t)data[i] << (8 * i);
    return mask;
}

static bool same_move(const dm_move *a, const dm_move *b)
{
    return a->from == b->from && a->to == b->to && a->captured == b->captured &&
           a->captures == b->captures;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 28)
        return 0;
    uint8_t settings = data[0], depth = data[1], heuristic = data[2];
    const dm_board *board = fuzz_board(settings & 1);
    uint64_t all = board->squares >= 64 ? UINT64_MAX : ((uint64_t)1 << board->squares) - 1;
    uint64_t white = read_mask(data + 3) & all;
    uint64_t black = read_mask(data + 11) & all & ~white;
    uint64_t kings = read_mask(data + 19) & (white | black);
    dm_square_sets sets = { white, black, kings, data[27] & 1 ? DM_BLACK : DM_WHITE };
    dm_position pos;
    if (dm_position_from_squares(board, &sets, &pos) != 0)
        return 0;

    dm_move_list list;
    int n = dm_generate_moves(board, &pos, &list);
    if (n < 0)
        return 0;

    dm_search_limits limits = {
        .max_depth = 1 + depth % 24,
        .max_nodes = 2000 + (uint64_t)(settings >> 2) * 50,
        .heuristic = (dm_heuristic)(heuristic % DM_HEURISTIC_COUNT),
    };
    /* Some of the input's tail as history, positions the engine accepts. */
    dm_position history[4];
    int history_length = 0;
    for (size_t at = 28; at + 24 <= size && history_length < 4; at += 24) {
        dm_square_sets h = { read_mask(data + at) & all, 0, 0, DM_WHITE };
        h.black = read_mask(data + at + 8) & all & ~h.white;
        h.kings = read_mask(data + at + 16) & (h.white | h.black);
        h.side = history_length & 1 ? DM_BLACK : DM_WHITE;
        if (dm_position_from_squares(board, &h, &history[history_length]) == 0)
            history_length++;
    }
    limits.history = history_length ? history : NULL;
    limits.history_length = history_length;

    dm_tt *tt = settings & 2 ? dm_tt_new(1 << 16) : NULL;
    static dm_search_result result;
    dm_search_status status = dm_search(board, &pos, &limits, tt, &result);
    dm_tt_free(tt);
    if (status == DM_SEARCH_OK) {
        FUZZ_CHECK(result.has_move == (n > 0));
        if (result.has_move) {
            bool found = false;
            for (int i = 0; i < n && !found; i++)
                found = same_move(&list.move[i], &result.best);
            FUZZ_CHECK(found);
        }
        FUZZ_CHECK(result.pv_length >= 0 && result.pv_length <= DM_MAX_PLY);
        FUZZ_CHECK(result.score > -DM_SCORE_INFINITE && result.score < DM_SCORE_INFINITE);
    } else {
        FUZZ_CHECK(status == DM_SEARCH_NO_MEMORY || status == DM_SEARCH_OVERFLOW);
    }

    dm_perft_options bulk = { .bulk = true }, plain = { .bulk = false },
                     hashed = { .bulk = true, .hash_bytes = 1 << 12 };
    uint64_t a = 0, b = 0, c = 0;
    int perft_depth = n > 30 ? 1 : 1 + (depth >> 6) % 3;    /* 1 to 3 */
    if (dm_perft(board, &pos, perft_depth, &bulk, &a) == DM_PERFT_OK &&
        dm_perft(board, &pos, perft_depth, &plain, &b) == DM_PERFT_OK &&
        dm_perft(board, &pos, perft_depth, &hashed, &c) == DM_PERFT_OK)
        FUZZ_CHECK(a == b && b == c);
    return 0;
}
