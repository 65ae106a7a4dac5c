/* Move generation on boards whose lines are ranks and files: see lines.h.
   Their tables come from board_lines.c (directions 4 to 7 only). */
#include "draughts/lines.h"

#include "draughts/capture.h"

/* The quiet moves, into an empty list: the men's steps along their
   directions, the kings' along the four lines. */
static int add_quiet(const dm_board *board, const dm_position *pos, dm_move_list *list)
{
    dm_side side = pos->side;
    bb_t own = pos->pieces[side];
    bb_t empty = board->valid & ~(own | pos->pieces[dm_opponent(side)]);
    bb_t men = own & ~pos->kings, kings = own & pos->kings;
    int n = 0;
    for (int d = DM_DIRECTIONS; d < DM_ALL_DIRECTIONS; d++) {
        if (!(board->man_step_directions[side] & (1u << d)))
            continue;
        int shift = board->line_shift[d];
        for (bb_t to = bb_shift(men & board->line_from[d], shift) & empty; to;
             to = bb_drop_first(to)) {
            if (n == DM_MAX_MOVES)
                return -1;
            int t = bb_first(to);
            list->move[n++] = (dm_move){ .from = (uint8_t)(t - shift), .to = (uint8_t)t };
        }
    }
    for (bb_t k = kings; k; k = bb_drop_first(k)) {
        int from = bb_first(k);
        for (int d = DM_DIRECTIONS; d < DM_ALL_DIRECTIONS; d++)
            for (int to = board->neighbour[from][d];
                 to != DM_NO_BIT && (empty & bb_bit(to));
                 to = board->rules.flying_kings ? board->neighbour[to][d] : DM_NO_BIT) {
                if (n == DM_MAX_MOVES)
                    return -1;
                list->move[n++] = (dm_move){ .from = (uint8_t)from, .to = (uint8_t)to };
            }
    }
    list->count = n;
    return n;
}

int dm_lines_generate(const dm_board *board, const dm_position *pos, dm_move_list *list,
                      bool every_path)
{
    int n = dm_search_captures(board, pos, list, every_path);
    return n != 0 ? n : add_quiet(board, pos, list);
}

int64_t dm_lines_count(const dm_board *board, const dm_position *pos, bool every_path)
{
    dm_move_list list;
    return dm_lines_generate(board, pos, &list, every_path);
}
