/* Eximo's board tables: for every side and square, where a piece steps,
   jumps over a friend and captures an enemy, and the start position, the
   drop zones and the far rows.  They are built from the facts of
   kb/eximo/eximo.pl (library(eximo) passes them in), never from geometry written
   here, so the knowledge base is the one description of the board.

   Squares are numbered 1..64 in the knowledge base and stored as bit
   indexes 0..63 here: bit n-1 of a 64-bit mask stands for square n.  A
   built board is read-only: every thread may use it. */
#ifndef EXIMO_BOARD_H
#define EXIMO_BOARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define EX_SQUARES 64
#define EX_MAX_JUMPS 3      /* forward and the two forward diagonals */
#define EX_MAX_CAPTURES 5   /* those and left, right */

typedef enum { EX_WHITE = 0, EX_BLACK = 1 } ex_side;

/* A hop over the square `over` to the square `to` (bit indexes). */
typedef struct {
    uint8_t over, to;
} ex_hop;

typedef struct {
    uint64_t step[2][EX_SQUARES];   /* the squares a step reaches */
    ex_hop jump[2][EX_SQUARES][EX_MAX_JUMPS];
    uint8_t jump_count[2][EX_SQUARES];
    ex_hop capture[2][EX_SQUARES][EX_MAX_CAPTURES];
    uint8_t capture_count[2][EX_SQUARES];
    uint64_t start[2], drop_zone[2], far_row[2];
    ex_side first_player;
} ex_board;

typedef enum { EX_START, EX_DROP_ZONE, EX_FAR_ROW } ex_square_set;

/* An empty board: no relation, White first. */
void ex_board_init(ex_board *board);

/* Each adds one fact, squares numbered 1..64 as in the knowledge base.
   On a bad fact (a square out of range, a hop that is already there, more
   hops from a square than a piece has directions) they return false and
   write why into error (size bytes). */
bool ex_board_add_step(ex_board *board, ex_side side, int from, int to,
                       char *error, size_t size);
bool ex_board_add_jump(ex_board *board, ex_side side, int from, int over, int to,
                       char *error, size_t size);
bool ex_board_add_capture(ex_board *board, ex_side side, int from, int over, int to,
                          char *error, size_t size);
bool ex_board_add_square(ex_board *board, ex_square_set set, ex_side side, int square,
                         char *error, size_t size);

/* Checks the finished board: both sides have a start, a drop zone and a
   far row, and no start square is on the side's own far row. */
bool ex_board_check(const ex_board *board, char *error, size_t size);

#endif
