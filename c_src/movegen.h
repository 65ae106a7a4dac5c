/* Legal move generation under the rules of board->rules. */
#ifndef DAMAS_MOVEGEN_H
#define DAMAS_MOVEGEN_H

#include <stdint.h>

#include "board.h"
#include "move.h"
#include "position.h"

/* Fills list with every legal move of the side to move, each capture once
   (same start, landing square and captured set).  Returns the number of
   moves, or -1 if they would not fit in DM_MAX_MOVES. */
int dm_generate_moves(const dm_board *board, const dm_position *pos,
                      dm_move_list *list);

/* The number of legal moves, without building them where that can be
   avoided (bulk counting).  Returns -1 on overflow, as above. */
int64_t dm_count_moves(const dm_board *board, const dm_position *pos);

/* The same two, counting every capture path as its own move (perft's
   distinct_captures(false)): captures that differ only in the order or the
   squares of their jumps are all listed. */
int dm_generate_every_path(const dm_board *board, const dm_position *pos,
                           dm_move_list *list);
int64_t dm_count_every_path(const dm_board *board, const dm_position *pos);

#endif
