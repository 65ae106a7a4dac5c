/* Boards whose lines are ranks and files only (rule lines = orthogonal:
   Turkish draughts, every square played).  No bit layout can make every
   direction one shift without wrapping round an edge when all 64 bits are
   squares, so these boards get masks (dm_board.line_from) instead of ghost
   bits, the general capture search of capture.c, and quiet moves made
   here, apart from the whole-board code of movegen.c, which stays as fast
   as it was for the diagonal boards. */
#ifndef DAMAS_LINES_H
#define DAMAS_LINES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "draughts/board.h"
#include "draughts/move.h"
#include "draughts/position.h"

/* dm_board_init for spec->rules.orthogonal_lines, the squares already
   checked: steps and jumps along spec->orthogonal, a layout in which each
   of the four directions is one shift, the tables.  Returns 0, or -1 with
   a message in err. */
int dm_lines_board_init(dm_board *board, const dm_board_spec *spec, char *err,
                        size_t errlen);

/* dm_generate_general and dm_count_general for such a board. */
int dm_lines_generate(const dm_board *board, const dm_position *pos, dm_move_list *list,
                      bool every_path);
int64_t dm_lines_count(const dm_board *board, const dm_position *pos, bool every_path);

#endif
