/* Plain minimax: see minimax.h. */
#include "search/minimax.h"

#include <stdlib.h>
#include <string.h>

#include "draughts/movegen.h"

typedef struct {
    const dm_board *board;
    dm_eval_tables eval;
    dm_heuristic heuristic;
    uint64_t nodes;
    bool overflow;
    int best_index;                /* at the root */
    dm_move_list list[DM_MINIMAX_MAX_DEPTH + 1];
} minimax_run;

static int negamax(minimax_run *run, const dm_position *pos, int depth, int ply)
{
    run->nodes++;
    if (depth == 0)
        return dm_eval(&run->eval, pos, run->heuristic);
    dm_move_list *list = &run->list[ply];
    int n = dm_generate_moves(run->board, pos, list);
    if (n < 0)
        run->overflow = true;
    if (n <= 0)
        return n == 0 ? -(DM_MINIMAX_WIN - ply) : 0;
    int best = -DM_MINIMAX_WIN - 1;
    for (int i = 0; i < n; i++) {
        dm_position child;
        dm_make_move(run->board, pos, &list->move[i], &child);
        int value = -negamax(run, &child, depth - 1, ply + 1);
        if (value > best) {
            best = value;
            if (ply == 0)
                run->best_index = i;
        }
    }
    return best;
}

int dm_minimax(const dm_board *board, const dm_position *pos, int depth,
               dm_heuristic heuristic, dm_minimax_result *result)
{
    memset(result, 0, sizeof *result);
    if (depth < 0 || depth > DM_MINIMAX_MAX_DEPTH)
        return -1;
    minimax_run *run = malloc(sizeof *run);
    if (!run)
        return -1;
    run->board = board;
    dm_eval_init(&run->eval, board);
    run->heuristic = heuristic;
    run->nodes = 0;
    run->overflow = false;
    run->best_index = -1;
    result->score = negamax(run, pos, depth, 0);
    result->nodes = run->nodes;
    if (run->best_index >= 0 && !run->overflow) {
        result->has_move = true;
        result->best = run->list[0].move[run->best_index];
    }
    int status = run->overflow ? -1 : 0;
    free(run);
    return status;
}
