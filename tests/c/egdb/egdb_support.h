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

#endif
