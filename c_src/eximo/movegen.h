/* Eximo's legal moves on 64-bit masks, making a move, and perft.

   A move is a step, a jump sequence over friendly pieces or a capture
   sequence; when it ends on the far row the piece leaves the board and the
   move also holds the squares its owner drops freed pieces on (two, one or
   none, as the drop zone has room).  Two moves are different when their
   routes or their drops differ: perft counts them so, like the reference
   rules of prolog/eximo.pl. */
#ifndef EXIMO_MOVEGEN_H
#define EXIMO_MOVEGEN_H

#include <stdbool.h>
#include <stdint.h>

#include "eximo/board.h"

/* A capture route holds at most EX_MAX_PATH - 1 captures; a longer one
   (it would need more than 30 enemy pieces in a row of hops) makes the
   generator report an overflow, never a short list. */
#define EX_MAX_PATH 32
#define EX_MAX_MOVES 4096

typedef enum { EX_MOVE_STEP = 0, EX_MOVE_JUMP = 1, EX_MOVE_CAPTURE = 2 } ex_move_kind;

typedef struct {
    uint64_t captured;               /* mask of the pieces taken */
    uint8_t kind;                    /* ex_move_kind */
    uint8_t length;                  /* squares in path: 2 or more */
    uint8_t drop_count;              /* 0, 1 or 2 */
    uint8_t drops[2];                /* ascending bit indexes */
    uint8_t path[EX_MAX_PATH];       /* bit indexes: start, then landings */
} ex_move;

typedef struct {
    ex_side side;                    /* to move */
    uint64_t pieces[2];              /* by ex_side */
} ex_position;

typedef struct {
    int count;
    ex_move moves[EX_MAX_MOVES];
} ex_move_list;

/* The initial position of board. */
void ex_initial_position(const ex_board *board, ex_position *pos);

/* Fills list with every legal move of pos.  Returns false when a list or
   a route would not fit (list->count is then meaningless). */
bool ex_generate_moves(const ex_board *board, const ex_position *pos, ex_move_list *list);

/* Whether the side to move has a capture. */
bool ex_has_capture(const ex_board *board, const ex_position *pos);

/* The position after move, which must be legal in pos. */
void ex_make_move(const ex_board *board, const ex_position *pos, const ex_move *move,
                  ex_position *next);

/* The number of move sequences of depth moves from pos (a position
   without moves ends its sequences early: it adds nothing below depth 0).
   Returns false on an overflow (see ex_generate_moves) or when memory is
   short. */
bool ex_perft(const ex_board *board, const ex_position *pos, int depth, uint64_t *count);

#endif
