/* Move generation on boards whose lines are ranks and files only (rule
   lines = orthogonal: Turkish draughts, every square played; their tables
   are built by board_lines.c): the general capture search of capture.c,
   and quiet moves made here by masked shifts, apart from the whole-board
   code of movegen.c, which stays as fast as it was for the diagonal
   boards. */
#ifndef DAMAS_LINES_H
#define DAMAS_LINES_H

#include <stdbool.h>
#include <stdint.h>

#include "draughts/board.h"
#include "draughts/move.h"
#include "draughts/position.h"

/* dm_generate_general and dm_count_general for such a board. */
int dm_lines_generate(const dm_board *board, const dm_position *pos, dm_move_list *list,
                      bool every_path);
int64_t dm_lines_count(const dm_board *board, const dm_position *pos, bool every_path);

#endif
