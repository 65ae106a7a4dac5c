/* Helpers shared by the cmocka tests of the C engine (tests/c/FOLDER/test_*.c).

   Every test program links support.c.  The programs run from the
   repository root, so the knowledge base is opened by relative path.

   Squares in everything here are the knowledge base's square numbers
   (1-32 on 8x8); only the engine's structures hold internal bit indexes. */
#ifndef DAMAS_TEST_SUPPORT_H
#define DAMAS_TEST_SUPPORT_H

/* cmocka needs these before its header. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>

#include "draughts/board.h"
#include "draughts/fen.h"
#include "tools/kb_reader.h"
#include "draughts/move.h"
#include "draughts/movegen.h"
#include "draughts/position.h"

#define SUPPORT_BOARD_8X8 "kb/draughts/board_8x8.pl"
#define SUPPORT_BOARD_10X10 "kb/draughts/board_10x10.pl"
#define SUPPORT_RULES_BRAZILIAN "kb/draughts/brazilian.pl"

/* ---- Boards ------------------------------------------------------------- */

/* dm_kb_read into spec; fails the running test with the reader's message
   when it returns -1. */
void support_load_spec(const char *board_path, const char *rules_path,
                       dm_board_spec *spec);

/* dm_board_init; fails the running test with its message on -1. */
void support_init_board(dm_board *board, const dm_board_spec *spec);

/* A cmocka group setup: reads kb/draughts/board_8x8.pl + kb/draughts/brazilian.pl once and
   sets *state to the (static, read-only) Brazilian board, so that each test
   starts with  const dm_board *board = *state;  Returns -1 (failing the
   group) when the knowledge base cannot be read. */
int support_setup_brazilian(void **state);

/* The board support_setup_brazilian loaded (NULL before). */
const dm_board *support_brazilian(void);

/* One rule of docs/rules.md as dm_board_set_rule takes it. */
typedef struct {
    const char *name, *value;
} support_rule;

/* Adds orthogonal lines to spec, built from the casa/4 facts of
   board_path: the next dark square two files or ranks away.  (The board
   files will state orthogonal/3 themselves; where spec already has one, it
   must agree.)  Fails the running test on a file it cannot read. */
void support_add_orthogonal_lines(const char *board_path, dm_board_spec *spec);

/* A board from board_path with the default rules changed by rules (ended
   by a { NULL, NULL } entry), with orthogonal lines when the rules ask for
   orthogonal captures.  Fails the running test on any error. */
void support_variant_board(dm_board *board, const char *board_path,
                           const support_rule *rules);

#define RULES(...) ((const support_rule[]){ __VA_ARGS__, { NULL, NULL } })
#define DEFAULT_RULES ((const support_rule[]){ { NULL, NULL } })

/* ---- Squares and positions ---------------------------------------------- */

/* Square-number mask (bit n-1 for square n) of a text like "18,11" or
   "" (no square). */
uint64_t support_squares(const char *list);

/* Between internal bitboards and square-number masks. */
uint64_t support_squares_of_bits(const dm_board *board, bb_t bits);
bb_t support_bits_of_squares(const dm_board *board, uint64_t squares);

/* Writes a square-number mask as "11,18" (ascending) into buffer. */
void support_squares_text(uint64_t squares, char *buffer, size_t size);

/* pos turned round with the colours and the side to move swapped (square
   n <-> squares + 1 - n): the same game for the other side. */
dm_position support_turned(const dm_board *board, const dm_position *pos);

/* Whether two positions hold the same pieces, kings and side to move
   (field by field: the struct may have padding). */
bool support_same_position(const dm_position *a, const dm_position *b);

/* dm_fen_read; fails the running test (naming the FEN, the status text and
   the offset) when the text is not a valid position. */
void support_read_fen(const dm_board *board, const char *fen, dm_position *pos);

/* ---- Moves --------------------------------------------------------------- */

/* A move as text: "22-18" for a step; for a capture "22x13" (full false:
   start and landing square only) or the path through every landing square,
   "26x17x10" (full true). */
void support_move_text(const dm_board *board, const dm_move *move, bool full,
                       char *buffer, size_t size);

/* One expected legal move.  text: "22-18" for a step; for a capture either
   the full path ("26x17x10") or, where the path does not matter or is not
   unique, only start and landing ("26x10").  captured: the captured squares,
   "22,14" (any order), or "" for a step. */
typedef struct {
    const char *text;
    const char *captured;
} support_expected_move;

/* Expected-move lists for expect_moves, ended by a { NULL, NULL } entry:
       expect_moves(board, "W:W22:B11,18", MOVES({ "22x15x8", "11,18" }));
       expect_moves(board, "W:W29:B22,25", NO_MOVES);                     */
#define MOVES(...) ((const support_expected_move[]){ __VA_ARGS__, { NULL, NULL } })
#define NO_MOVES ((const support_expected_move[]){ { NULL, NULL } })

/* Reads fen, generates its legal moves and checks, order-independently,
   that they are exactly the expected ones: every expected entry matches one
   generated move and every generated move one entry (so a move generated
   twice fails).  Also checks that dm_count_moves gives the same number and
   that every move is consistent (captures = pieces in captured, the last
   landing square is `to`, the taken squares make up `captured`).  On a
   mismatch prints both lists and fails the test at the caller's line.
   pos and list (either may be NULL) receive the position and the moves,
   for further checks. */
void support_expect_moves_at(const dm_board *board, const char *fen,
                             const support_expected_move *expected,
                             dm_position *pos, dm_move_list *list,
                             const char *file, int line);

#define expect_moves(board, fen, expected) \
    support_expect_moves_at((board), (fen), (expected), NULL, NULL, __FILE__, __LINE__)
#define expect_moves_get(board, fen, expected, pos, list) \
    support_expect_moves_at((board), (fen), (expected), (pos), (list), __FILE__, __LINE__)

/* expect_moves for the position and for its copy turned round by 180
   degrees with the colours swapped (square n <-> squares + 1 - n, White
   <-> Black, the side to move too): the rules are the same for both
   colours and the turn maps each side's forward directions and promotion
   row onto the other's, so the turned position's legal moves are the
   turned moves.  This runs every rule through the Black code paths too. */
void support_expect_moves_both_at(const dm_board *board, const char *fen,
                                  const support_expected_move *expected,
                                  const char *file, int line);
#define expect_moves_both(board, fen, expected) \
    support_expect_moves_both_at((board), (fen), (expected), __FILE__, __LINE__)

/* After playing `text` (full or short form) in the position of fen, whose
   legal moves must be `expected`, the pieces are exactly white / black with
   the kings `kings` (square lists as in support_squares), Black or White to
   move in turn; checked for the turned position as well (White's pieces
   becoming Black's). */
void support_expect_after_both_at(const dm_board *board, const char *fen,
                                  const support_expected_move *expected, const char *text,
                                  const char *white, const char *black, const char *kings,
                                  const char *file, int line);
#define expect_after(board, fen, expected, text, white, black, kings) \
    support_expect_after_both_at((board), (fen), (expected), (text), (white), (black), \
                                 (kings), __FILE__, __LINE__)

/* The one move of list whose full text is `text` (see support_move_text),
   or whose short text is `text` when no full text matches; fails the test
   when there is none or more than one. */
const dm_move *support_find_move(const dm_board *board, const dm_move_list *list,
                                 const char *text);

/* Removes dir and the files in it (a test's temporary directory). */
void support_remove_directory(const char *dir);

#endif
