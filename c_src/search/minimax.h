/* Plain minimax to a fixed depth: every move searched, no pruning, no
   table, no capture search; the static evaluation (eval.h) at the leaves
   and a loss for a side without moves.  It is the yardstick the search
   (search.h) is measured against: the nodes it needs for a depth. */
#ifndef DAMAS_MINIMAX_H
#define DAMAS_MINIMAX_H

#include <stdbool.h>
#include <stdint.h>

#include "draughts/board.h"
#include "search/eval.h"
#include "draughts/move.h"
#include "draughts/position.h"

#define DM_MINIMAX_MAX_DEPTH 64

typedef struct {
    bool has_move;
    dm_move best;          /* the first of the best moves, in generation order */
    int score;             /* for the side to move; a loss in n plies is
                              -(DM_MINIMAX_WIN - n) */
    uint64_t nodes;        /* positions visited, the root and leaves included */
} dm_minimax_result;

#define DM_MINIMAX_WIN 30000

/* Returns 0, or -1 when depth is outside 0..DM_MINIMAX_MAX_DEPTH, memory is
   short or a position has more than DM_MAX_MOVES moves. */
int dm_minimax(const dm_board *board, const dm_position *pos, int depth,
               dm_heuristic heuristic, dm_minimax_result *result);

#endif
