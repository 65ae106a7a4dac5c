/* What the database's checks share: tests/c/egdb/test_egdb.c on the small
   database it generates, tests/soak/egdb_check.c (`make egdb-check`) on
   the full one.  Each answer is derived from the engine's moves alone,
   never from the database under test. */
#ifndef DAMAS_TEST_EGDB_SUPPORT_H
#define DAMAS_TEST_EGDB_SUPPORT_H

#include <stdint.h>

#include "draughts/board.h"
#include "draughts/position.h"
#include "egdb/database.h"

/* A xorshift step: the same positions on every run. */
uint64_t egdb_next_random(uint64_t *state);

/* The database's value of pos; a loss when the side to move has no
   piece left (the database holds no such position). */
dm_egdb_value egdb_value_of(const dm_egdb *db, const dm_position *pos, int *distance);

/* NULL when pos's value is the best of its moves' values and, where the
   slice keeps distances, its distance that of its best move: a won
   position's the least over the moves to a lost one, a lost position's
   the most over all moves, a capture counting 1 and a king's step 1 more
   than the position it leads to.  Otherwise what is wrong.  With
   distances well founded, every win and loss is a real one. */
const char *egdb_moves_fault(const dm_board *board, const dm_egdb *db,
                             const dm_position *pos);

/* Win (1), loss (-1) or unknown (0) for the side to move within depth
   plies, by plain minimax over the engine's moves; nodes bounds the work
   (0 left: unknown). */
int egdb_prove(const dm_board *board, const dm_position *pos, int depth, long *nodes);

/* The squares (bit n-1: square n) of the board's longest diagonal line,
   the one through the single corners: a1-h8 on 8x8 (29, 25, 22, 18, 15,
   11, 8, 4), 46-5 on 10x10 (46, 41, 37, 32, 28, 23, 19, 14, 10, 5); 0 when
   no line is longer than every other. */
uint64_t egdb_long_diagonal(const dm_board *board);

/* Kings against a lone king, no capture pending for either side: the
   positions of slice (strong, 0, 1, 0) of db with either side to move,
   counted by who is to move, whether the lone king stands on diagonal,
   whether any strong king does, and the value for the side to move:
   count[lone_to_move][lone_on][strong_on][value]. */
typedef struct {
    long count[2][2][2][3];
} egdb_kings_tally;

/* Fills *tally; false when db lacks the slice. */
bool egdb_kings_against_one(const dm_board *board, const dm_egdb *db, int strong,
                            uint64_t diagonal, egdb_kings_tally *tally);

#endif
