/* What the two database tests (test_egdb.c on 8x8, test_egdb_international.c
   on 10x10) share under cmocka: the database their group set-up generates
   in memory, the look-ups that fail the test when the database lacks
   what they ask for, and the checks both run on their own board. */
#ifndef DAMAS_TEST_EGDB_FIXTURE_H
#define DAMAS_TEST_EGDB_FIXTURE_H

#include <stdbool.h>
#include <stdint.h>

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

/* How a test reads its database: the position of a slice index with
   side to move, false for an index without a position. */
typedef bool egdb_position_at(const dm_board *board, const dm_egdb_slice *slice,
                              uint64_t index, dm_side side, dm_position *pos);

/* Every position of the slices of db of up to every_up_to pieces, and
   each sample_step-th of those of up to sampled_up_to pieces, with
   either side to move: its value follows from its moves' (fails the test
   on egdb_moves_fault's fault).  Returns the number checked. */
long egdb_check_values_follow(const dm_board *board, const dm_egdb *db, egdb_position_at *at,
                              int every_up_to, int sampled_up_to, uint64_t sample_step);

/* 400 positions of db's slices of 3 pieces or more, chosen by a fixed
   seed: where egdb_prove proves a result within plies (nodes bounding
   each proof), db has the same; and both wins and losses were proven at
   least 20 times. */
void egdb_check_agrees_with_search(const dm_board *board, const dm_egdb *db,
                                   egdb_position_at *at, int plies, long nodes);

#endif
