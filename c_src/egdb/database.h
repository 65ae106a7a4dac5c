/* Endgame databases: the game-theoretic value (win, draw or loss for the
   side to move) of every position with few pieces, as retrograde analysis
   (egdb_generate.h) found it with the engine's own move generator.

   The database is cut into material slices: one per count of white kings,
   white men, black kings and black men (both sides at least one piece).  A
   slice holds only positions with White to move: a position with Black to
   move is turned round by 180 degrees with the colours swapped (square n
   <-> squares + 1 - n), which the rules treat alike (the generator checks
   the board), and looked up as that White-to-move twin.

   Inside a slice a position's index is a perfect combinatorial ranking:
       (white men rank * black men count + black men rank) * king placements
       + white kings rank * black king placements + black kings rank,
   the men ranked among the squares a man of their colour may stand on,
   the white kings among the squares the men leave free, the black kings
   among those the white kings leave.  (Men configurations in which a white
   and a black man share a square have indexes but no position; they hold
   a draw and are never read.)  Values are stored five to a byte (3^5 =
   243 <= 256): 1.6 bits a position.

   Slices of kings only also keep, per position, a distance to conversion:
   the plies to the next capture (or the end of the game) under best play,
   the winner hastening it and the loser delaying it.  Following it a
   winner always makes progress; the search uses it to convert wins under
   the draw rules.

   The values ignore the draw rules that count moves or repetitions (the
   20-move rules of Brazilian draughts): a win is a win with unbounded
   time.  The search combines the two (docs/endgame.md).

   A database belongs to the board and rules it was generated with: every
   file carries a fingerprint of both, and loading refuses a file whose
   fingerprint differs from the board's.  Its files (files.h) carry
   checksums and a manifest lists them: a damaged or missing file is
   refused, never read as values.  A loaded database is read-only: any
   number of threads may probe it. */
#ifndef DAMAS_EGDB_H
#define DAMAS_EGDB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "draughts/board.h"
#include "draughts/position.h"

#define DM_EGDB_MAX_PIECES 6       /* the index handles up to this many */

typedef enum {
    DM_EGDB_UNKNOWN = -1,          /* no slice of the database covers it */
    DM_EGDB_LOSS = 0,
    DM_EGDB_DRAW = 1,
    DM_EGDB_WIN = 2
} dm_egdb_value;

#define DM_EGDB_NO_DISTANCE 255    /* dtc of a slice without distances */

/* A material slice: counts of pieces, White to move. */
typedef struct {
    int white_kings, white_men, black_kings, black_men;
} dm_egdb_material;

/* One slice in memory. */
typedef struct {
    dm_egdb_material material;
    uint64_t white_men_count;      /* rankings of the white men */
    uint64_t black_men_count;
    uint64_t king_count;           /* king placements per men configuration */
    uint64_t size;                 /* positions (indexes) */
    uint8_t *values;               /* ceil(size / 5) bytes */
    uint8_t *distances;            /* size bytes, kings-only slices, else NULL */
    uint64_t checksum;             /* of its file (files.h), once read or written */
} dm_egdb_slice;

/* Index of slice[]: pieces up to DM_EGDB_MAX_PIECES of each count. */
#define DM_EGDB_SLICE_SLOTS ((DM_EGDB_MAX_PIECES + 1) * (DM_EGDB_MAX_PIECES + 1) * \
                             (DM_EGDB_MAX_PIECES + 1) * (DM_EGDB_MAX_PIECES + 1))

/* The tables that turn positions into indexes, derived from the board. */
typedef struct {
    int squares;
    uint64_t fingerprint;          /* of the board and its rules */
    uint64_t allowed_men[2];       /* square masks (bit n-1: square n) */
    int men_rank_of_square[2][DM_MAX_SQUARES];  /* rank among allowed_men */
    int men_square_of_rank[2][DM_MAX_SQUARES];
    int mirror_bit[64];            /* internal bit of the turned square */
    /* Forward steps a man of a side on square n (1-based) needs to be
       crowned; 0 on its promotion row. */
    int promotion_distance[2][DM_MAX_SQUARES + 1];
    int rows;                      /* most such steps, plus one */
    uint64_t binomial[DM_MAX_SQUARES + 1][DM_EGDB_MAX_PIECES + 1];
} dm_egdb_geometry;

typedef struct dm_egdb {
    dm_egdb_geometry geometry;
    const dm_board *board;
    int max_pieces;                /* most pieces of any slice present */
    uint64_t positions;            /* indexes over all slices */
    uint64_t bytes;                /* memory of values and distances */
    dm_egdb_slice *slice[DM_EGDB_SLICE_SLOTS];   /* NULL: not present */
} dm_egdb;

/* Builds the geometry of board.  Returns 0, or -1 with a message when the
   board has more than 64 squares or is not symmetric under the 180-degree
   turn with the colours swapped. */
int dm_egdb_geometry_init(dm_egdb_geometry *g, const dm_board *board,
                          char *err, size_t errlen);

/* The slot of slice[] of a material; -1 when a count is out of range. */
int dm_egdb_slot(const dm_egdb_material *m);

/* Fills the sizes of slice->material's slice (not the tables). */
void dm_egdb_slice_size(const dm_egdb_geometry *g, dm_egdb_slice *slice);

/* A White-to-move position as square masks (bit n-1 = square n) and its
   slice index.  Returns the index, or UINT64_MAX when the masks do not fit
   the slice's material. */
uint64_t dm_egdb_index(const dm_egdb_geometry *g, const dm_egdb_slice *slice,
                       uint64_t white, uint64_t black, uint64_t kings);

/* The inverse: the square masks of index.  Returns false for an index whose
   men overlap (no position). */
bool dm_egdb_unindex(const dm_egdb_geometry *g, const dm_egdb_slice *slice,
                     uint64_t index, uint64_t *white, uint64_t *black,
                     uint64_t *kings);

/* The kings' part of an index (below king_count), the men leaving
   free_squares free, and its inverse: the generator's short cut, whose
   men stay where they are. */
uint64_t dm_egdb_index_kings(const dm_egdb_geometry *g, const dm_egdb_slice *slice,
                             uint64_t free_squares, uint64_t white_kings,
                             uint64_t black_kings);
void dm_egdb_unindex_kings(const dm_egdb_geometry *g, const dm_egdb_slice *slice,
                           uint64_t king_index, uint64_t free_squares,
                           uint64_t *white_kings, uint64_t *black_kings);

/* The value stored at index (0, 1, 2 = loss, draw, win for White). */
static inline int dm_egdb_slice_value(const dm_egdb_slice *slice, uint64_t index)
{
    static const uint8_t power[5] = { 1, 3, 9, 27, 81 };
    return slice->values[index / 5] / power[index % 5] % 3;
}

/* The material, the slice and the index of pos as stored (a position with
   Black to move turned round).  Returns NULL when no slice of db holds
   the position's material. */
const dm_egdb_slice *dm_egdb_locate(const dm_egdb *db, const dm_position *pos,
                                    uint64_t *index);

/* The value of pos for its side to move, DM_EGDB_UNKNOWN when the database
   has no slice for its material.  distance (may be NULL) receives the
   distance to conversion, DM_EGDB_NO_DISTANCE when the slice has none. */
dm_egdb_value dm_egdb_probe(const dm_egdb *db, const dm_position *pos, int *distance);

/* Score bands for the search, for the side to move: a win scores
   DM_EGDB_SCORE_WIN - DM_EGDB_SCORE_PIECE * pieces + progress, a loss the
   negation, a draw 0.  Progress is - distance in slices with distances,
   else DM_EGDB_SCORE_MEN_BASE + 8 * the winner's advancement (its men's
   rows gone forward, a king counting as a man on the far row); with fewer
   pieces always scoring higher, a capture always beats any progress made
   without one, and a promotion to a kings-only ending beats shuffling in
   one with men.  All wins lie between DM_EVAL_LIMIT and
   DM_SCORE_WIN_BOUND of search.h. */
#define DM_EGDB_SCORE_WIN 28000
#define DM_EGDB_SCORE_PIECE 1000
#define DM_EGDB_SCORE_MEN_BASE (-900)

/* Returns true and *score for a position the database covers. */
bool dm_egdb_score(const dm_egdb *db, const dm_position *pos, int *score);

/* Loads the database of directory dir made for board (files.h: the
   files, and dm_egdb_open, which says why one is refused).  Returns the
   database, or NULL with a message naming the file in err when dir holds
   no database, a file of it is missing, damaged or made for other rules,
   or memory is short. */
dm_egdb *dm_egdb_load(const dm_board *board, const char *dir, char *err,
                      size_t errlen);

/* An empty database for board (the generator fills it). */
dm_egdb *dm_egdb_new(const dm_board *board, char *err, size_t errlen);

void dm_egdb_free(dm_egdb *db);

#endif
