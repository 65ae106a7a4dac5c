/* The board: tables the engine builds from the knowledge base's relations.

   The caller (the Prolog glue, or a test reading kb/ files) fills a
   dm_board_spec with the relations exactly as the knowledge base states them;
   dm_board_init derives everything else: a bit layout in which every
   diagonal direction is one uniform shift, the masks of each side's
   promotion squares, and the rule switches.  A dm_board is read-only after
   initialisation, so any number of threads may share one. */
#ifndef DAMAS_BOARD_H
#define DAMAS_BOARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "draughts/bitboard.h"

/* Playable squares a bitboard can hold: the wide build's bound leaves
   room for the ghost bits of boards up to 14x14. */
#ifdef DAMAS_WIDE
#define DM_MAX_SQUARES 112
#else
#define DM_MAX_SQUARES 64
#endif
#define DM_DIRECTIONS 4     /* diagonal directions */
#define DM_MAX_STEPS (2 * DM_DIRECTIONS * DM_MAX_SQUARES)
#define DM_MAX_JUMPS (DM_DIRECTIONS * DM_MAX_SQUARES)

typedef enum { DM_WHITE = 0, DM_BLACK = 1 } dm_side;

static inline dm_side dm_opponent(dm_side side) { return (dm_side)(1 - side); }

/* The rules that change move generation (docs/rules.md). */
typedef enum {
    DM_MAJORITY_NONE = 0,    /* free choice among captures */
    DM_MAJORITY_COUNT = 1,   /* most pieces */
    DM_MAJORITY_VALUE = 2    /* most value: a man 100, a king 199 */
} dm_majority;

typedef enum {
    DM_LANDING_ANYWHERE = 0,
    DM_LANDING_BEHIND_PIECE,   /* directly behind every piece taken */
    DM_LANDING_BEHIND_KING     /* directly behind a king taken, else anywhere */
} dm_king_landing;

typedef enum {
    DM_PRECEDENCE_BY_KING = 0,
    DM_PRECEDENCE_MOST_KINGS,
    DM_PRECEDENCE_EARLIEST_KING
} dm_precedence;

#define DM_PRECEDENCES 3
#define DM_MAN_VALUE 100
#define DM_KING_VALUE 199

typedef struct {
    dm_majority majority_capture;
    bool men_capture_backward;  /* men jump backward as well as forward */
    bool men_capture_kings;     /* men may jump kings */
    bool flying_kings;          /* kings move and capture at distance */
    bool captured_pieces_block; /* taken pieces stay until the move ends */
    bool crown_during_capture;  /* a man crowned mid-capture goes on as a king */
    bool orthogonal_captures;   /* captures along ranks and files too */
    bool orthogonal_lines;      /* the lines are ranks and files only (Turkish) */
    bool king_turns_back;       /* a king may reverse between two captures */
    dm_king_landing king_landing;
    int precedences;            /* tie-breaks, in order, each at most once */
    dm_precedence precedence[DM_PRECEDENCES];
} dm_rules;

/* orthogonal/3 directions in the knowledge base's order. */
#define DM_ORTHOGONALS 4
/* All directions of the per-square tables: the four diagonal ones in the
   engine's order (see dm_board.shift), then the four orthogonal ones:
   4 = White's forward (the sum of diagonals 0 and 1), 5 = its opposite,
   6 = the sum of 0 and 3, 7 = its opposite (the sum of 1 and 2). */
#define DM_ALL_DIRECTIONS 8
#define DM_NO_BIT 0xFF

/* The knowledge base, as relations over square numbers 1..squares. */
typedef struct {
    int squares;                                     /* playable squares */
    int next[DM_MAX_SQUARES + 1][DM_DIRECTIONS];     /* diagonal/3, 0 = edge */
    int orthogonal[DM_MAX_SQUARES + 1][DM_ORTHOGONALS]; /* orthogonal/3 (north,
                                                        south, east, west), 0 = edge */
    int steps;
    struct { int from, to; dm_side side; } step[DM_MAX_STEPS];   /* movepeca/3 */
    int jumps;
    struct { int from, over, to; } jump[DM_MAX_JUMPS];            /* comepeca/3 */
    dm_rules rules;
} dm_board_spec;

/* Bits of dm_board.rule_copy. */
enum { DM_COPY_BACKWARD = 1, DM_COPY_FLYING = 2, DM_COPY_MAJORITY = 4 };

/* Derived tables.  Bit positions are the engine's own ("internal") layout;
   square numbers are the knowledge base's. */
typedef struct {
    int squares;
    int bit_of_square[DM_MAX_SQUARES + 1];
    int square_of_bit[DM_BB_BITS];               /* 0 for ghost bits */
    bb_t valid;                          /* bits that are real squares */
    /* Shift amount of each direction.  Directions 0 and 1 are White's
       forward ones (positive shifts); 2 is the opposite of 0 and 3 of 1. */
    int shift[DM_DIRECTIONS];
    int direction_of_kb[DM_DIRECTIONS];  /* kb direction index -> ours */
    bb_t promotion[2];                   /* squares where a man of a side is crowned */
    dm_rules rules;
    /* The rules need the general capture search (capture.c) for captures
       of more than one jump: chosen once here, so that the whole-board
       generator of movegen.c tests no rule switch it does not implement.
       Whether a capture exists, the quiet moves and captures that are all
       single jumps by men are found by whole-board shifts for every rule
       set (movegen.c). */
    bool general_captures;
    /* Per direction (DM_ALL_DIRECTIONS, the orthogonal ones only with
       orthogonal_captures): the shift that takes a square to its
       neighbour that way and the squares that have one, so that
       bb_shift(b & line_from[d], line_shift[d]) steps a whole board.  The
       diagonals need no mask (ghost bits stop them), the orthogonal lines
       do: their shift can wrap round an edge onto a real square. */
    int line_shift[DM_ALL_DIRECTIONS];
    bb_t line_from[DM_ALL_DIRECTIONS];
    /* Among captures that are all single jumps by men, only those taking
       a king are legal when a king is taken at all: majority by value,
       most_kings and earliest_king rank them so, nothing else does. */
    bool single_jumps_prefer_kings;
    /* The switches of rules the whole-board code of movegen.c has a copy
       of itself for, as DM_COPY_* bits: read here once rather than from
       the rules at every call. */
    unsigned rule_copy;
    /* Per bit and direction (DM_ALL_DIRECTIONS), the bit of the next
       square, DM_NO_BIT at the edge; orthogonal ones only with
       orthogonal_captures. */
    uint8_t neighbour[DM_BB_BITS][DM_ALL_DIRECTIONS];
    unsigned man_capture_directions[2];  /* bit d: men of a side capture along d */
    /* With orthogonal_lines only (lines.c): bit d, men of a side step
       along d. */
    unsigned man_step_directions[2];
} dm_board;

/* Starts a spec with no relations and the default (Brazilian) rules. */
void dm_board_spec_clear(dm_board_spec *spec);

/* Sets one move-generation rule of docs/rules.md by name; value is the
   rule's value as text: an atom ("true", "by_value", "behind_king"), or
   for a list its atoms comma separated ("by_king,most_kings", "" for the
   empty list).  A later call for the same rule replaces the value.
   Returns 0, or -1 with a message naming the rule in err for a name that
   is no move-generation rule or a value the rule does not take. */
int dm_board_set_rule(dm_board_spec *spec, const char *name, const char *value,
                      char *err, size_t errlen);

/* Whether a rule name is one of the vocabulary's rules that are not about
   move generation (first_to_move, men_start_ranks, draw_...,
   pdn_game_type, game_won_by): readers of the knowledge base skip these,
   whatever the shape of their values (integers, lists of integers).  name is the atom, or the functor name of
   a compound such as men_start_ranks(white). */
bool dm_rule_outside_move_generation(const char *name);

/* Builds the tables.  Returns 0, or -1 with a message in err when the
   relations are inconsistent or admit no uniform-shift layout. */
int dm_board_init(dm_board *board, const dm_board_spec *spec,
                  char *err, size_t errlen);

/* dm_board_init's work for a board whose lines are ranks and files only
   (rules.orthogonal_lines; board_lines.c), its squares already checked:
   steps and jumps along spec->orthogonal, a layout in which each of the
   four directions is one shift (with masks, line_from, where a shift
   wraps round an edge), the tables. */
int dm_board_init_lines(dm_board *board, const dm_board_spec *spec, char *err,
                        size_t errlen);

/* What board.c and board_lines.c share.  dm_fail writes the message into
   err (when errlen > 0) and returns -1. */
int dm_fail(char *err, size_t errlen, const char *format, ...);

/* One try of the layout search: places square 1 at bit 0 and every other
   square by following next (diagonal/3 or orthogonal/3, 0 at an edge)
   with the given shifts, then moves the lowest bit to 0.  Returns the
   span (highest bit + 1), or -1 if the shifts contradict each other,
   leave a square unreached, collide or need more than bits bits; unless
   wrap_allowed, also if a shift off the board lands on a real square. */
int dm_board_place_squares(int squares, const int next[][DM_DIRECTIONS],
                           const int shift[DM_DIRECTIONS], int bits, bool wrap_allowed,
                           int bit_of_square[]);

#endif
