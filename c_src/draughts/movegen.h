/* Legal move generation under the rules of board->rules. */
#ifndef DAMAS_MOVEGEN_H
#define DAMAS_MOVEGEN_H

#include <stdbool.h>
#include <stdint.h>

#include "draughts/board.h"
#include "draughts/move.h"
#include "draughts/position.h"

/* Fills list with every legal move of the side to move, each capture once
   (same start, landing square and captured set).  Returns the number of
   moves, or -1 if they would not fit in DM_MAX_MOVES. */
int dm_generate_moves(const dm_board *board, const dm_position *pos,
                      dm_move_list *list);

/* The number of legal moves, without building them where that can be
   avoided (bulk counting).  Returns -1 on overflow, as above. */
int64_t dm_count_moves(const dm_board *board, const dm_position *pos);

/* For a search that looks at captures only (a quiescence search): fills
   list as dm_generate_moves does when the side to move must capture;
   when it cannot, leaves list empty and stores in *quiet_moves the number
   of its legal moves, counted where that is cheaper than listing them
   (0 when it must capture).  Returns the number of captures listed, or -1
   on overflow. */
int dm_generate_captures(const dm_board *board, const dm_position *pos,
                         dm_move_list *list, int64_t *quiet_moves);

/* The two generators behind these, for callers that choose one once for
   many positions (perft):
   - the whole-board one, valid only when !board->general_captures;
   - the general one (capture.c), valid for every board, which with
     every_path counts every capture path as its own move (perft's
     distinct_captures(false)) instead of one move per start, landing
     square and set of pieces taken. */
int dm_generate_whole_board(const dm_board *board, const dm_position *pos,
                            dm_move_list *list);
int64_t dm_count_whole_board(const dm_board *board, const dm_position *pos);
/* The number of sequences of `plies` legal moves from pos, plies 1 to 3
   (perft's last plies, bulk counted: 1 is dm_count_whole_board); valid
   only when !board->general_captures.  Returns -1 on overflow or for
   another number of plies. */
int64_t dm_count_plies_whole_board(const dm_board *board, const dm_position *pos, int plies);
int dm_generate_general(const dm_board *board, const dm_position *pos,
                        dm_move_list *list, bool every_path);
int64_t dm_count_general(const dm_board *board, const dm_position *pos, bool every_path);

#endif
