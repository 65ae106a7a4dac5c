/* Static evaluation: how good a position is for the side to move, without
   searching.  Five heuristics, chosen per call:

   DM_HEURISTIC_DEFAULT     the tuned evaluation, in hundredths of a man
       (a man in the opening = 100).  A weighted sum of terms a draughts
       player would name (dm_eval_term below), each White's count minus
       Black's, with two weights per term: one for a full board and one
       for an empty one, mixed in proportion to the pieces left; on
       boards of 32 squares with flying kings (8x8 like Brazilian) and
       of 50 (10x10 like International) also a square table, a weight
       per square for a man there, the squares numbered from the man's
       own side (dm_eval_side.square_key), again with a weight for each
       of a full and an empty board.  Each board family has its weights
       file, chosen by dm_eval_init from the board:
       c_src/search/eval_weights_10x10.h for 50 squares,
       eval_weights_8x8.h for 32 and for every other board.  `make tune
       TUNE_VARIANT=...` (c_src/tools/tune.c) fits a family's weights to
       self-play games; en prise pieces keep a weight set by hand (the
       tuner's positions are quiet, so it never sees one), and so do
       stuck men (see DM_TUNED_TERMS).  The sum is then scaled down in
       endings that the side ahead cannot win with flying kings (see
       dm_eval_explain):
         - a lone king against at most two pieces (two kings, or men
           that crown into two kings at most): a 32nd;
         - three kings against a lone king on the longest diagonal: a
           32nd (off it the three kings win: full score);
         - kings only, the weaker side two kings or more and the
           stronger at most twice as many: a quarter.
   DM_HEURISTIC_HAND_SET    the previous default, weights set by hand (a
       man = 100): material (man 100, king 300); trading down when ahead
       (lead * 200 / all material); advancement, 2 per forward step of a
       man with the board full rising to 6 as pieces leave; 6 per man on
       its back rank, fading as pieces leave; 5 per man in the centre; 2
       per square a king can move to; 10 per king on the longest
       diagonal; kings-only endings of one or two kings against one
       divided by 16, three against one on the long diagonal by 8.  Kept
       as the baseline of `make eval-match`.
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
   shifts, the centre and the flanks from the number of neighbours.  Every
   heuristic treats both colours alike, so a position and its
   colour-mirrored twin score the same.  Scores stay within
   +-DM_EVAL_LIMIT. */
#ifndef DAMAS_EVAL_H
#define DAMAS_EVAL_H

#include <stdbool.h>
#include <stdint.h>

#include "draughts/board.h"
#include "draughts/position.h"

typedef enum {
    DM_HEURISTIC_DEFAULT = 0,
    DM_HEURISTIC_POSITIONAL,
    DM_HEURISTIC_TRIANGLE,
    DM_HEURISTIC_MATERIAL,
    DM_HEURISTIC_HAND_SET
} dm_heuristic;

#define DM_HEURISTIC_COUNT 5
#define DM_EVAL_LIMIT 20000

/* "default", "positional", "triangle", "material", "hand_set"; NULL for
   no heuristic. */
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
    /* Per bit: the squares a man there can reach by forward steps, and
       those with every neighbour of them and of the man's square: no
       opponent piece in the latter, and no opponent king at all, and
       nothing can stop the man (a runaway). */
    bb_t cone[DM_BB_BITS], runaway_zone[DM_BB_BITS];
    unsigned capture_directions;   /* bit d: men capture along shift[d] */
    /* Per bit: the square's number seen from this side, counting rows
       from its own back rank and, within a row, White from the lowest
       bit, Black from the highest (so that a square and its turned twin
       have the same number for the two sides); -1 off the board. */
    signed char square_key[DM_BB_BITS];
    bb_t left, right;              /* the two halves of each row */
} dm_eval_side;

/* The terms of DM_HEURISTIC_DEFAULT, each counted for White minus the
   same for Black. */
typedef enum {
    DM_TERM_MAN = 0,           /* men */
    DM_TERM_KING,              /* kings */
    DM_TERM_ADVANCE,           /* forward steps of the men from their back rank */
    DM_TERM_BACK_RANK,         /* men on their own back rank */
    DM_TERM_CENTRE,            /* men in the centre (two squares beyond them
                                  in every diagonal direction) */
    DM_TERM_FLANK,             /* men on a side edge (fewer than four
                                  neighbours, not on a back rank) */
    DM_TERM_RUNAWAY,           /* men nothing can stop from crowning */
    DM_TERM_RUNAWAY_STEPS,     /* for each runaway, its forward steps made */
    DM_TERM_TRIANGLE,          /* men at the apex of a defensive triangle */
    DM_TERM_BACKED,            /* men not on the back rank whose backward
                                  squares are own pieces or off the board:
                                  they cannot be jumped from the front */
    DM_TERM_THREATENED,        /* pieces of the side to move the opponent
                                  could take if it were its turn */
    DM_TERM_KING_MOBILITY,     /* squares the kings can move to */
    DM_TERM_TRAPPED_KING,      /* kings that cannot move */
    DM_TERM_LONG_DIAGONAL,     /* kings on the longest diagonal */
    DM_TERM_BALANCE,           /* minus the difference between the men on
                                  the left and the right half of the board */
    DM_TERM_SOLE_KING,         /* 1 for a side with kings whose opponent
                                  has none: the first king is worth more
                                  than the next, which the king term alone
                                  cannot say (docs/tuning.md) */
    DM_TERM_EN_PRISE_MAN,      /* men of the side not to move that the side
                                  to move can take now */
    DM_TERM_EN_PRISE_KING,     /* the same, kings */
    DM_TERM_STUCK,             /* men one step from crowning with an
                                  opponent man on every square they could
                                  crown on */
    DM_TERMS
} dm_eval_term;

/* The tuned terms are the first DM_TUNED_TERMS; the en prise ones and
   stuck keep hand-set weights.  Self-play cannot teach stuck: a man held
   on the row before crowning by the opponent's back-rank men cannot move
   while they stay, but an engine that does not know it never makes its
   opponent pay, and its games teach that such a man is worth more than
   one further back (docs/tuning.md, "A weight the games cannot
   teach"). */
#define DM_TUNED_TERMS DM_TERM_EN_PRISE_MAN

/* The square table: on boards of 32 or 50 squares with flying kings (the
   families of eval_weights_8x8.h and eval_weights_10x10.h), a weight per
   square for a man standing there (square_key numbering), on top of the
   terms; other boards and rules have none (the table learns much of a
   man's worth in endings where flying kings draw).  DM_EVAL_SQUARES is
   the largest table. */
#define DM_EVAL_SQUARES 50
/* The most rows and squares a row of a board with a square table may
   have (10x10's). */
#define DM_EVAL_ROWS 10
#define DM_EVAL_ROW_SQUARES 5

/* Patterns: on the boards with a square table, the board is cut into
   overlapping regions of R rows by DM_REGION_KEYS neighbouring squares
   of each row, the same places in each row (square_key numbering: k + i
   + j * N for i < DM_REGION_KEYS, j < R, N squares a row), one region for
   each k where they are all on the board.  R, the rows of a region, is
   the family's: each weights file says it (DM_EVAL_8X8_REGION_ROWS, ...).
   Both shipped files have 4 rows: blocks of four ranks by four files, 8
   squares, 15 regions on 8x8 and 28 on 10x10 (3 rows: three ranks by
   four files, 6 squares, 32 regions on 10x10).  A region's contents
   (each square empty, own piece or opponent's) is one of 3^(2R)
   patterns (6,561 or 729), and each region has a weight per pattern,
   again for a full and an empty board.  Each side sees the board from
   its own back rank (its square_key), so both sides use the same
   weights and a position and its colour-mirrored twin score the same.  The weights of a region and pattern are at [region *
   pattern_states + pattern] (dm_eval_tables). */
#define DM_REGION_KEYS 2
#define DM_REGION_ROWS_MIN 3            /* 2 rows: 36 regions on 10x10, too many */
#define DM_REGION_ROWS_MAX 4
#define DM_REGION_SQUARES_MAX (DM_REGION_ROWS_MAX * DM_REGION_KEYS)
#define DM_PATTERN_STATES_MAX 6561     /* 3^DM_REGION_SQUARES_MAX */
#define DM_EVAL_REGIONS 32
#define DM_EVAL_PATTERNS (DM_EVAL_REGIONS * DM_PATTERN_STATES_MAX)
#define DM_PATTERN_WEIGHT_LIMIT 300

/* Weights per term, per square and per region's pattern: [0] with the
   board full, [1] with it empty. */
typedef struct {
    int weight[2][DM_TERMS];
    int square[2][DM_EVAL_SQUARES];
    int pattern[2][DM_EVAL_PATTERNS];
} dm_eval_weights;

/* One region, seen by one side: its squares' bits, and for each value of
   pext(pieces, mask) (the bits in the mask's order) the pattern digits it
   stands for (base 3, digit j for the region's j-th square in square_key
   order: 1 a piece there). */
typedef struct {
    bb_t mask;
    unsigned short digits[1 << DM_REGION_SQUARES_MAX];
} dm_eval_region;

/* The term's name as in eval_weights.h ("man", "king", ...); NULL for
   none. */
const char *dm_eval_term_name(int term);

/* What the evaluation needs of the board, computed once.  Read-only after
   dm_eval_init: any number of threads may share one. */
typedef struct {
    bb_t valid;
    int shift[DM_DIRECTIONS];
    bool flying_kings;
    bool men_capture_kings;
    int full;                  /* pieces at the start: 3/4 of the squares */
    bb_t centre;
    bb_t flank;                /* side edges, back ranks excluded */
    bb_t long_diagonal;
    bool square_table;         /* the board has a square table */
    int table_squares;         /* its squares (32 or 50), else 0 */
    int table_row;             /* squares in a row of the board */
    dm_eval_weights weights;   /* of DM_HEURISTIC_DEFAULT */
    /* weights.square with the terms of a man's square folded in (eval.c) */
    int folded_square[2][DM_EVAL_SQUARES];
    dm_eval_side side[2];      /* indexed by dm_side */
    int regions;               /* of the patterns (0 without a square table) */
    int region_rows;           /* rows of a region (0 without) */
    int pattern_states;        /* patterns of a region: 3^(2 * region_rows) */
    dm_eval_region region[2][DM_EVAL_REGIONS];   /* per side */
    /* For the evaluation, per region in White's numbering, indexed by
       White's pattern there: White's pattern weight minus Black's for the
       same squares, the full board's in the high 16 bits (times 65536)
       plus the empty board's: one load a region for both sides and both
       phases. */
    int32_t region_score[DM_EVAL_PATTERNS];   /* [region * pattern_states + pattern] */
    /* For the evaluation, the square table's weights (folded_square) by
       rows: man_row[r] is White's distance[r] (a row of the board), and
       man_row_score[side][r][pext(side's men, man_row[r])] the sum of
       those men's weights in that side's numbering, with the side's sign,
       the full board's times 2^32 plus the empty board's: two loads a row
       instead of one per man. */
    int man_rows;
    bb_t man_row[DM_EVAL_ROWS];
    int64_t man_row_score[2][DM_EVAL_ROWS][1 << DM_EVAL_ROW_SQUARES];
} dm_eval_tables;

void dm_eval_init(dm_eval_tables *tables, const dm_board *board);

/* Replaces the weights of DM_HEURISTIC_DEFAULT (those of the board's
   family by default) and the tables folded from them: for the tuner and
   the tests. */
void dm_eval_set_weights(dm_eval_tables *tables, const dm_eval_weights *weights);

/* Cuts the board into regions of `rows` rows instead of the family's
   (DM_REGION_ROWS_MIN to DM_REGION_ROWS_MAX), with every pattern weight
   0: for the tuner, to fit another layout.  -1 when the board has no
   patterns or rows is out of range. */
int dm_eval_set_region_rows(dm_eval_tables *tables, int rows);

/* The score of pos for the side to move under heuristic (an unknown
   heuristic counts as DM_HEURISTIC_DEFAULT). */
int dm_eval(const dm_eval_tables *tables, const dm_position *pos,
            dm_heuristic heuristic);

/* Whether the side to move can take a piece by the evaluation's estimate
   of threats: exact for diagonal jumps of men and of short or flying
   kings, blind to orthogonal captures.  For the search's heuristics
   only, never for what is legal. */
bool dm_eval_can_capture(const dm_eval_tables *tables, const dm_position *pos);

/* The pieces of DM_HEURISTIC_DEFAULT, for the tuner: its terms (White
   minus Black), the pieces on the board capped at tables->full, and the
   drawish scale in 64ths. */
typedef struct {
    int term[DM_TERMS];
    int square[DM_EVAL_SQUARES];   /* White's men there minus Black's */
    /* Each region's pattern as White and as Black see it, as an index
       into dm_eval_weights.pattern (White's count, Black's subtracted). */
    int pattern[2][DM_EVAL_REGIONS];
    int present;
    int scale;
} dm_eval_breakdown;

void dm_eval_explain(const dm_eval_tables *tables, const dm_position *pos,
                     dm_eval_breakdown *out);

/* DM_HEURISTIC_DEFAULT's score of a breakdown under weights, for White
   (before the limit and the side to move's sign). */
int dm_eval_combine(const dm_eval_tables *tables, const dm_eval_weights *weights,
                    const dm_eval_breakdown *b);

/* The drawish scale of DM_HEURISTIC_DEFAULT in 64ths (64: none). */
#define DM_EVAL_SCALE_FULL 64

/* dm_eval with tables built on the spot (on the heap: they are too large
   for a thread's C stack), for one-off calls: 0 with the score in *score,
   -1 when out of memory. */
int dm_evaluate(const dm_board *board, const dm_position *pos,
                dm_heuristic heuristic, int *score);

#endif
