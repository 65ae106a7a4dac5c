/* What the two database tests (test_egdb.c on 8x8, test_egdb_international.c
   on 10x10) share under cmocka: the database their group set-up generates
   in memory, and the look-ups that fail the test when the database lacks
   what they ask for. */
#ifndef DAMAS_TEST_EGDB_FIXTURE_H
#define DAMAS_TEST_EGDB_FIXTURE_H

#include <stdbool.h>

#include "draughts/board.h"
#include "draughts/position.h"
#include "egdb/database.h"
#include "egdb/generate.h"

/* Generates a database on board by each of the count options in turn into
   *database; -1 after printing why not. */
int egdb_fixture_generate(const dm_board *board, const dm_egdb_generate_options options[],
                          int count, dm_egdb **database);

/* The slice of db holding these kings and men; fails the test if db has
   none. */
const dm_egdb_slice *egdb_slice_of(const dm_egdb *db, int white_kings, int white_men,
                                        int black_kings, int black_men);

/* The number of pieces of slice's positions. */
int egdb_pieces_of(const dm_egdb_slice *slice);

/* Whether the side to move must capture. */
bool egdb_has_capture(const dm_board *board, const dm_position *pos);

/* The value of pos in db (egdb_value_of); fails the test if unknown. */
dm_egdb_value egdb_known_value(const dm_egdb *db, const dm_position *pos, int *distance);

#endif
