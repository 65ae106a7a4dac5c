/* Move ordering for the search: which move of a node's list to try next.

   A node's moves are scored once (dm_order_score), then picked best
   first (dm_order_pick): the table's move, captures (more so when they
   take kings or crown), quiet crowning steps, the two killer moves of
   the ply (the last quiet moves that cut a sibling node off), and the
   other quiet moves by their history score, which a cutoff raises for
   the move that made it and lowers for the quiet moves tried before it
   (dm_order_reward).  The history outlives a search: a search context
   keeps it, halved (dm_order_age), for the next. */
#ifndef DAMAS_SEARCH_ORDER_H
#define DAMAS_SEARCH_ORDER_H

#include <stdint.h>

#include "draughts/board.h"
#include "draughts/move.h"
#include "draughts/position.h"

/* Scores of the kinds of moves: larger first.  Quiet moves without a
   kind score their history, within +-DM_HISTORY_LIMIT. */
enum {
    DM_ORDER_HASH = 1 << 30,
    DM_ORDER_CAPTURE = 1 << 26,
    DM_ORDER_CROWNING = 1 << 25,
    DM_ORDER_KILLER = 1 << 24
};
#define DM_HISTORY_LIMIT (1 << 20)

/* History scores by side to move, origin and destination square. */
typedef int dm_history[2][DM_BB_BITS][DM_BB_BITS];

typedef struct {
    uint8_t from, to;
} dm_quiet_move;

/* Scores each move of list into score[], with the history and the two
   killers of the node's ply; the move at index hash_move (-1: none)
   scores DM_ORDER_HASH. */
void dm_order_score(const dm_history history, const dm_quiet_move killer[2],
                    const dm_board *board, const dm_position *pos,
                    const dm_move_list *list, int hash_move, int score[]);

/* Brings the best-scored of order[from .. count - 1] (indexes into
   score[]) to order[from] and returns it. */
int dm_order_pick(uint8_t order[], const int score[], int from, int count);

/* The quiet move list->move[order[tried]] cut off a node of depth
   whose ply has the two killers, after the moves list->move[order[0 ..
   tried - 1]], all quiet. */
void dm_order_reward(dm_history history, dm_quiet_move killer[2], const dm_position *pos,
                     const dm_move_list *list, const uint8_t order[], int tried, int depth);

/* Halves every history score: what the last search learned still orders
   the next one's moves, but gives way to what it learns. */
void dm_order_age(dm_history history);

#endif
