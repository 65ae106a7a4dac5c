/* Static evaluation: how good a position is for the side to move, without
   searching.  Four heuristics, chosen per call:

   DM_HEURISTIC_DEFAULT     ours, in hundredths of a man (a man = 100):
       material        man 100, king 300;
       trade           when ahead, the material lead counts more as the
                       material left shrinks: lead * 200 / (all material);
       advancement     the tempo count: for each man, its forward steps
                       from its own back rank, worth 2 per step with the
                       board full, rising to 6 as pieces leave;
       back rank       6 per man still on its own back rank (the squares
                       where the opponent's men are crowned), fading as
                       pieces leave;
       centre          5 per man in the centre (squares with at least two
                       squares beyond them in every diagonal direction: on
                       8x8 the dark squares of the inner 4x4);
       king mobility   2 per square a king can move to;
       long diagonal   10 per king on the board's longest diagonal (8x8:
                       a1-h8), the square set that decides many king
                       endings;
       drawn endings   kings-only endings that cannot be won (one or two
                       kings against a lone king; three against one on
                       the long diagonal) count a small fraction.
   DM_HEURISTIC_POSITIONAL  the classroom programs' weights per square:
       man 5, man one step from crowning 7, king 10; own minus opponent's,
       times 20 (a man = 100).
   DM_HEURISTIC_TRIANGLE    the classroom programs' "defensive triangle":
       with p = men + 3 * kings of the side to move and b the same for the
       opponent, 1000 * (p - b) / (p + b) (truncated toward zero), plus 10
       per own man on its back rank and 25 per own defensive triangle,
       minus the same for the opponent.  A defensive triangle is a man one
       step in front of its back rank whose two backward neighbours are own
       men on the back rank (8x8, White: 25 on 29+30, 26 on 30+31, 27 on
       31+32): the man at its apex cannot be taken from the front.
   DM_HEURISTIC_MATERIAL    man 100, king 300.

   All geometry comes from the dm_board: a side's back rank is the
   opponent's promotion mask, "one step from crowning" the squares whose
   forward step lands in the own promotion mask, distances by repeated
   shifts.  Every heuristic treats both colours alike, so a position and
   its colour-mirrored twin score the same.  Scores stay within
   +-DM_EVAL_LIMIT. */
#ifndef DAMAS_EVAL_H
#define DAMAS_EVAL_H

#include <stdbool.h>

#include "board.h"
#include "position.h"

typedef enum {
    DM_HEURISTIC_DEFAULT = 0,
    DM_HEURISTIC_POSITIONAL,
    DM_HEURISTIC_TRIANGLE,
    DM_HEURISTIC_MATERIAL
} dm_heuristic;

#define DM_HEURISTIC_COUNT 4
#define DM_EVAL_LIMIT 20000

/* "default", "positional", "triangle", "material"; NULL for no heuristic. */
const char *dm_heuristic_name(dm_heuristic heuristic);

/* The heuristic of that name; -1 when there is none. */
int dm_heuristic_from_name(const char *name, dm_heuristic *heuristic);

/* Masks of one side, derived from the board. */
typedef struct {
    int forward[2];            /* shift amounts of the men's two steps */
    bb_t back_rank;            /* where the opponent's men are crowned */
    bb_t near_crowning;        /* a man's step from here is crowned */
    int rows;                  /* most steps a man can be from promotion */
    bb_t distance[DM_MAX_SQUARES + 1];   /* [k]: k forward steps from promotion */
} dm_eval_side;

/* What the evaluation needs of the board, computed once.  Read-only after
   dm_eval_init: any number of threads may share one. */
typedef struct {
    bb_t valid;
    int shift[DM_DIRECTIONS];
    bool flying_kings;
    int full;                  /* pieces at the start: 3/4 of the squares */
    bb_t centre;
    bb_t long_diagonal;
    dm_eval_side side[2];      /* indexed by dm_side */
} dm_eval_tables;

void dm_eval_init(dm_eval_tables *tables, const dm_board *board);

/* The score of pos for the side to move under heuristic (an unknown
   heuristic counts as DM_HEURISTIC_DEFAULT). */
int dm_eval(const dm_eval_tables *tables, const dm_position *pos,
            dm_heuristic heuristic);

/* The same, building the tables on the spot: for one-off calls. */
int dm_evaluate(const dm_board *board, const dm_position *pos,
                dm_heuristic heuristic);

#endif
