/* The general capture search: every rule of docs/rules.md, piece by piece
   along the per-square neighbour tables of the board (diagonal and, with
   orthogonal_captures, orthogonal lines).  movegen.c uses it for the rule
   sets its whole-board generator does not cover (board->general_captures)
   and for counting every capture path. */
#ifndef DAMAS_CAPTURE_H
#define DAMAS_CAPTURE_H

#include <stdbool.h>

#include "draughts/board.h"
#include "draughts/move.h"
#include "draughts/position.h"

/* Fills list with the legal captures of the side to move: those maximal
   under the majority rule, then each capture_precedence criterion in
   order.  Two captures with the same start, landing square, captured set
   (and crowning) are one move unless every_path is true, in which case
   each capture path is its own move (a king going on along the same line
   does not stop in between: docs/rules.md).  Returns the number of captures (0:
   the side to move has none), or -1 when they would not fit in
   DM_MAX_MOVES or a capture would take more than DM_MAX_CAPTURES pieces. */
int dm_search_captures(const dm_board *board, const dm_position *pos,
                       dm_move_list *list, bool every_path);

/* The same, for a caller that knows which pieces can start a capture: the
   captures of the pieces in `capturers` (bits of the side to move), which
   must include every piece that has a first jump. */
int dm_search_captures_by(const dm_board *board, const dm_position *pos,
                          bb_t capturers, dm_move_list *list, bool every_path);

#endif
