/* Gomoku's board and incremental window counts: see gomoku_board.h. */
#include "gomoku/board.h"

#include <stdio.h>
#include <string.h>

#define ZOBRIST_SEED 0x676F6D6F6B75u   /* "gomoku" */

static uint64_t splitmix64(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

/* Powers of ten: a window one stone fuller is worth about as much as ten
   emptier ones; a five is the win itself, scored by the search. */
static const int window_value[GM_ROW + 1] = { 0, 1, 10, 100, 1000, 0 };

int gm_window_value(int own)
{
    return own >= 0 && own <= GM_ROW ? window_value[own] : 0;
}

int gm_board_init(gm_board *board, int size, int windows,
                  const int16_t window_point[][GM_ROW], const uint8_t direction[],
                  char *error, int error_size)
{
    memset(board, 0, sizeof *board);
    if (size < GM_ROW || size > GM_MAX_SIZE) {
        snprintf(error, error_size, "the board size must be %d..%d", GM_ROW, GM_MAX_SIZE);
        return -1;
    }
    if (windows < 1 || windows > GM_MAX_WINDOWS) {
        snprintf(error, error_size, "%d windows: a board has 1..%d", windows, GM_MAX_WINDOWS);
        return -1;
    }
    board->size = size;
    board->points = size * size;
    board->windows = windows;
    for (int d = 0; d < GM_DIRECTIONS; d++)
        for (int p = 0; p < board->points; p++)
            board->next[d][p] = board->previous[d][p] = -1;
    for (int w = 0; w < windows; w++) {
        int d = direction[w];
        if (d >= GM_DIRECTIONS) {
            snprintf(error, error_size, "window %d: direction %d is not 0..3", w, d);
            return -1;
        }
        board->window_direction[w] = (uint8_t)d;
        for (int i = 0; i < GM_ROW; i++) {
            int p = window_point[w][i];
            if (p < 0 || p >= board->points) {
                snprintf(error, error_size, "window %d: point %d is off the board", w, p);
                return -1;
            }
            for (int j = 0; j < i; j++)
                if (window_point[w][j] == p) {
                    snprintf(error, error_size, "window %d holds point %d twice", w, p);
                    return -1;
                }
            if (board->point_windows[p] == GM_MAX_POINT_WINDOWS) {
                snprintf(error, error_size, "point %d is in more than %d windows", p,
                         GM_MAX_POINT_WINDOWS);
                return -1;
            }
            board->window_point[w][i] = (int16_t)p;
            board->point_window[p][board->point_windows[p]++] = (int16_t)w;
            if (i > 0) {
                int q = window_point[w][i - 1];
                if ((board->next[d][q] != -1 && board->next[d][q] != p) ||
                    (board->previous[d][p] != -1 && board->previous[d][p] != q)) {
                    snprintf(error, error_size,
                             "window %d: the line through point %d forks", w, q);
                    return -1;
                }
                board->next[d][q] = (int16_t)p;
                board->previous[d][p] = (int16_t)q;
            }
        }
    }
    uint64_t state = ZOBRIST_SEED;
    for (int c = 0; c < 2; c++)
        for (int p = 0; p < GM_MAX_POINTS; p++)
            board->zobrist[c][p] = splitmix64(&state);
    board->white_to_move = splitmix64(&state);
    return 0;
}

void gm_position_init(const gm_board *board, gm_position *pos)
{
    memset(pos, 0, sizeof *pos);
    memset(pos->cell, GM_EMPTY, sizeof pos->cell);
    (void)board;
    pos->side = GM_BLACK;
    pos->winner = GM_NO_WINNER;
}

/* The window's contribution to fours and pattern sums. */
static void account(gm_position *pos, int w, int sign)
{
    int b = pos->count[w][GM_BLACK], wh = pos->count[w][GM_WHITE];
    if (wh == 0) {
        pos->pattern[GM_BLACK] += sign * window_value[b];
        pos->fours[GM_BLACK] += sign * (b == GM_ROW - 1);
    }
    if (b == 0) {
        pos->pattern[GM_WHITE] += sign * window_value[wh];
        pos->fours[GM_WHITE] += sign * (wh == GM_ROW - 1);
    }
}

void gm_place(const gm_board *board, gm_position *pos, int point, int colour)
{
    pos->cell[point] = (uint8_t)colour;
    pos->stones++;
    pos->key ^= board->zobrist[colour][point];
    for (int i = 0; i < board->point_windows[point]; i++) {
        int w = board->point_window[point][i];
        account(pos, w, -1);
        if (++pos->count[w][colour] == GM_ROW)
            pos->winner = colour;
        account(pos, w, +1);
    }
}

void gm_make(const gm_board *board, gm_position *pos, int point)
{
    gm_place(board, pos, point, pos->side);
    pos->side ^= 1;
    pos->key ^= board->white_to_move;
}

void gm_unmake(const gm_board *board, gm_position *pos, int point)
{
    pos->side ^= 1;
    pos->key ^= board->white_to_move;
    int colour = pos->side;
    pos->cell[point] = GM_EMPTY;
    pos->stones--;
    pos->key ^= board->zobrist[colour][point];
    /* The game went on before this move, so nobody had won. */
    pos->winner = GM_NO_WINNER;
    for (int i = 0; i < board->point_windows[point]; i++) {
        int w = board->point_window[point][i];
        account(pos, w, -1);
        pos->count[w][colour]--;
        account(pos, w, +1);
    }
}

void gm_recompute(const gm_board *board, const gm_position *pos, gm_position *fresh)
{
    gm_position_init(board, fresh);
    for (int p = 0; p < board->points; p++)
        if (pos->cell[p] != GM_EMPTY) {
            fresh->cell[p] = pos->cell[p];
            fresh->stones++;
            fresh->key ^= board->zobrist[pos->cell[p]][p];
        }
    for (int w = 0; w < board->windows; w++) {
        for (int i = 0; i < GM_ROW; i++) {
            int c = pos->cell[board->window_point[w][i]];
            if (c != GM_EMPTY)
                fresh->count[w][c]++;
        }
        for (int c = 0; c < 2; c++)
            if (fresh->count[w][c] == GM_ROW)
                fresh->winner = c;
        account(fresh, w, +1);
    }
    fresh->side = pos->side;
    if (pos->side == GM_WHITE)
        fresh->key ^= board->white_to_move;
}
