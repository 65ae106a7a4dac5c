/* Gomoku: the board, built from the knowledge base's windows
   (kb/gomoku/gomoku.pl, window/6), and a position that keeps, for every window, how many stones
   of each colour it holds.

   A point is an index 0..points-1 (the Prolog side maps a1.. to
   (row - 1) * size + column - 1).  A window is five points in a line; a
   window holding five stones of one colour is a row that wins, and since
   every row of five or more holds such a window, free-style Gomoku (an
   overline wins) needs nothing else.

   The board is read-only once built; a position belongs to its caller.
   gm_make and gm_unmake update the window counts, the win, the Zobrist
   key and the evaluation's sums incrementally, at the cost of the windows
   through the point played (at most 20). */
#ifndef DAMAS_GOMOKU_BOARD_H
#define DAMAS_GOMOKU_BOARD_H

#include <stdbool.h>
#include <stdint.h>

#define GM_MAX_SIZE 19
#define GM_MAX_POINTS (GM_MAX_SIZE * GM_MAX_SIZE)
#define GM_ROW 5
/* Windows of a 19x19 board: 2 * 19 * 15 + 2 * 15 * 15. */
#define GM_MAX_WINDOWS 1020
/* Four directions, five windows each. */
#define GM_MAX_POINT_WINDOWS 20
#define GM_DIRECTIONS 4

enum { GM_BLACK = 0, GM_WHITE = 1, GM_EMPTY = 2 };
enum { GM_NO_WINNER = -1 };

typedef struct {
    int size;                 /* points per side */
    int points;               /* size * size */
    int windows;
    int16_t window_point[GM_MAX_WINDOWS][GM_ROW];
    uint8_t window_direction[GM_MAX_WINDOWS];
    int16_t point_window[GM_MAX_POINTS][GM_MAX_POINT_WINDOWS];
    uint8_t point_windows[GM_MAX_POINTS];
    /* The next point along direction d (window order) and the previous
       one, -1 off the board: read off the windows, not computed from
       coordinates. */
    int16_t next[GM_DIRECTIONS][GM_MAX_POINTS];
    int16_t previous[GM_DIRECTIONS][GM_MAX_POINTS];
    uint64_t zobrist[2][GM_MAX_POINTS];
    uint64_t white_to_move;
} gm_board;

typedef struct {
    uint8_t cell[GM_MAX_POINTS];           /* GM_BLACK, GM_WHITE, GM_EMPTY */
    uint8_t count[GM_MAX_WINDOWS][2];      /* stones of each colour */
    int side;                              /* to move */
    int stones;
    int winner;                            /* GM_NO_WINNER, or the colour */
    /* Windows holding four stones of a colour and none of the other: a
       point that wins at once for that colour. */
    int fours[2];
    /* Sum over the windows of the colour's pattern value (open windows
       only; see gomoku_search.c), kept for the evaluation. */
    int32_t pattern[2];
    uint64_t key;
} gm_position;

/* Builds a board from size and the windows (five points each, indices,
   and a direction 0..3 per window).  Returns 0, or -1 with a message in
   error (the windows do not describe a square board: a point out of
   range, a point in more than 20 windows, two windows the same...). */
int gm_board_init(gm_board *board, int size, int windows,
                  const int16_t window_point[][GM_ROW], const uint8_t direction[],
                  char *error, int error_size);

/* The empty board, Black to move. */
void gm_position_init(const gm_board *board, gm_position *pos);

/* Puts a stone of colour on the empty point, without changing the side to
   move (used to set up a position). */
void gm_place(const gm_board *board, gm_position *pos, int point, int colour);

/* The side to move plays on the empty point; then the other side moves. */
void gm_make(const gm_board *board, gm_position *pos, int point);

/* Takes back gm_make(board, pos, point). */
void gm_unmake(const gm_board *board, gm_position *pos, int point);

/* The pattern value of a window holding own stones of a colour and none of
   the other (own 0..5). */
int gm_window_value(int own);

/* Recomputes every count, the win, fours, sums and key from the cells
   alone: the check of the incremental updates. */
void gm_recompute(const gm_board *board, const gm_position *pos, gm_position *fresh);

#endif
