/* Legal move generation, rule by rule, on hand-built positions.

   Every expected move list below was worked out by hand from
   docs/rules.md and docs/variants.md and the square numbering of
   docs/notation.md; the reasoning is in the comment of each test.

   Board diagrams: White's side at the bottom (rank 1), files a-h from the
   left.  Dark squares show their number when empty; w/b are white/black
   men, W/B white/black kings, '.' the light squares.  White men move up
   (toward lower numbers), Black men down.

   Neighbours used in the reasoning (NE/NW = up the board, toward 1-4):
   on ranks 8, 6, 4, 2 (squares 1-4, 9-12, 17-20, 25-28) square n has
   NW n-4, NE n-3, SW n+4, SE n+5; on ranks 7, 5, 3, 1 (5-8, 13-16, 21-24,
   29-32) NW n-5, NE n-4, SW n+3, SE n+4 (none across the board's edge).
   The long diagonals: 29-25-22-18-15-11-8-4, 32-27-23-18-14-9-5,
   28-24-19-15-10-6-1, 30-26-23-19-16-12, 31-26-22-17-13, 21-17-14-10-7-3,
   31-27-24-20, 20-16-11-7-2, 13-9-6-2, 30-25-21, 12-8-3, 32-28, 5-1.

   Every position is checked twice: as drawn, and turned round by 180
   degrees with the colours swapped (square n <-> 33 - n, White <-> Black,
   the side to move too).  The rules are the same for both colours and the
   turn maps each side's forward directions and promotion row onto the
   other's, so the turned position's legal moves are the turned moves: this
   runs every rule through the Black code paths as well.

   The checks also verify that dm_count_moves agrees with dm_generate_moves
   for every position (see support_expect_moves_at). */
#include "support.h"

#include <stdio.h>
#include <string.h>

/* ---- Men ------------------------------------------------------------------ */

/* The initial position: only the front men (21-24) can step, each onto the
   empty squares diagonally ahead of it on rank 4 (17-20); 21 and 24 stand
   on the edge and have one such square.  7 moves, as perft(1) says.

     W:W21-32:B1-12   (White to move)
         a  b  c  d  e  f  g  h
     8   .  b  .  b  .  b  .  b
     7   b  .  b  .  b  .  b  .
     6   .  b  .  b  .  b  .  b
     5  13  . 14  . 15  . 16  .
     4   . 17  . 18  . 19  . 20
     3   w  .  w  .  w  .  w  .
     2   .  w  .  w  .  w  .  w
     1   w  .  w  .  w  .  w  . */
static void test_initial_position(void **state)
{
    const dm_board *board = *state;
    expect_moves_both(board, "W:W21-32:B1-12",
                      MOVES({ "21-17", "" }, { "22-17", "" }, { "22-18", "" },
                            { "23-18", "" }, { "23-19", "" }, { "24-19", "" },
                            { "24-20", "" }));
}

/* White men step one square diagonally forward (up, toward 1-4) onto an
   empty square, never backward.  13 (a5, left edge) has only NE 9; 22 has
   NW 17 and NE 18; 26 has NW 22 (own man: blocked) and NE 23; 29 (a1) has
   only NE 25.  The backward squares (13->17, 22->25/26, 26->30/31) are
   empty but not allowed.  No capture exists (black's only man, 1, is far).

     W:W13,22,26,29:B1   (White to move)
         a  b  c  d  e  f  g  h
     8   .  b  .  2  .  3  .  4
     7   5  .  6  .  7  .  8  .
     6   .  9  . 10  . 11  . 12
     5   w  . 14  . 15  . 16  .
     4   . 17  . 18  . 19  . 20
     3  21  .  w  . 23  . 24  .
     2   . 25  .  w  . 27  . 28
     1   w  . 30  . 31  . 32  . */
static void test_white_men_step_forward_only(void **state)
{
    const dm_board *board = *state;
    expect_moves_both(board, "W:W13,22,26,29:B1",
                      MOVES({ "13-9", "" }, { "22-17", "" }, { "22-18", "" },
                            { "26-23", "" }, { "29-25", "" }));
}

/* Black men step diagonally forward for Black (down, toward 29-32):
   5 (a7) has only SE 9; 10 has SW 14 and SE 15; 12 (h6) has only SW 16.
   The backward squares (5->1, 10->6/7, 12->8) are empty but not allowed.

     B:W32:B5,10,12   (Black to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   b  .  6  .  7  .  8  .
     6   .  9  .  b  . 11  .  b
     5  13  . 14  . 15  . 16  .
     4   . 17  . 18  . 19  . 20
     3  21  . 22  . 23  . 24  .
     2   . 25  . 26  . 27  . 28
     1  29  . 30  . 31  .  w  . */
static void test_black_men_step_forward_only(void **state)
{
    const dm_board *board = *state;
    expect_moves_both(board, "B:W32:B5,10,12",
                      MOVES({ "5-9", "" }, { "10-14", "" }, { "10-15", "" },
                            { "12-16", "" }));
}

/* A white man captures forward and backward: from 18, NW over 14 onto 9
   (forward) and SE over 23 onto 27 (backward).  Neither continues: around 9
   (5, 6, 13) and around 27 (24, 31, 32) there is no black piece.  The quiet
   moves (18-15) disappear because a capture exists.

     W:W18:B14,23   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  7  .  8  .
     6   .  9  . 10  . 11  . 12
     5  13  .  b  . 15  . 16  .
     4   . 17  .  w  . 19  . 20
     3  21  . 22  .  b  . 24  .
     2   . 25  . 26  . 27  . 28
     1  29  . 30  . 31  . 32  . */
static void test_white_man_captures_forward_and_backward(void **state)
{
    const dm_board *board = *state;
    expect_moves_both(board, "W:W18:B14,23",
                      MOVES({ "18x9", "14" }, { "18x27", "23" }));
}

/* The same for Black: from 15, SE over 19 onto 24 (forward for Black) and
   NW over 10 onto 6 (backward).  No continuation from 6 (1, 2, 9 empty) or
   24 (20, 27, 28 empty).

     B:W10,19:B15   (Black to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  7  .  8  .
     6   .  9  .  w  . 11  . 12
     5  13  . 14  .  b  . 16  .
     4   . 17  . 18  .  w  . 20
     3  21  . 22  . 23  . 24  .
     2   . 25  . 26  . 27  . 28
     1  29  . 30  . 31  . 32  . */
static void test_black_man_captures_forward_and_backward(void **state)
{
    const dm_board *board = *state;
    expect_moves_both(board, "B:W10,19:B15",
                      MOVES({ "15x6", "10" }, { "15x24", "19" }));
}

/* Capturing is mandatory: the black man on 17 can be taken by 21 (NE over
   17 onto 14) and by 22 (NW over 17 onto 13); neither continues (13 and 14
   have no other black neighbour).  All the quiet moves (22-18, 31-26,
   31-27, the king's 32-27...32-5 and 32-28) vanish, the king's included:
   it has nothing to capture on its diagonals.

     W:W21,22,31,K32:B17   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  7  .  8  .
     6   .  9  . 10  . 11  . 12
     5  13  . 14  . 15  . 16  .
     4   .  b  . 18  . 19  . 20
     3   w  .  w  . 23  . 24  .
     2   . 25  . 26  . 27  . 28
     1  29  . 30  .  w  .  W  . */
static void test_capture_is_mandatory(void **state)
{
    const dm_board *board = *state;
    expect_moves_both(board, "W:W21,22,31,K32:B17",
                      MOVES({ "21x14", "17" }, { "22x13", "17" }));
}

/* A capture goes on while the same piece can capture again.
   1) 22 NE over 18 onto 15, then from 15 NE over 11 onto 8 (8 has no more
      black neighbours): only 22x15x8; stopping on 15 is not a move.
   2) 22 over 18 onto 15, then from 15 backward (SE) over 19 onto 24: the
      continuation may turn backward; only 22x15x24.

     W:W22:B11,18   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  7  .  8  .
     6   .  9  . 10  .  b  . 12
     5  13  . 14  . 15  . 16  .
     4   . 17  .  b  . 19  . 20
     3  21  .  w  . 23  . 24  .
     2   . 25  . 26  . 27  . 28
     1  29  . 30  . 31  . 32  .

     W:W22:B18,19   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  7  .  8  .
     6   .  9  . 10  . 11  . 12
     5  13  . 14  . 15  . 16  .
     4   . 17  .  b  .  b  . 20
     3  21  .  w  . 23  . 24  .
     2   . 25  . 26  . 27  . 28
     1  29  . 30  . 31  . 32  . */
static void test_multi_capture_must_continue(void **state)
{
    const dm_board *board = *state;
    expect_moves_both(board, "W:W22:B11,18", MOVES({ "22x15x8", "11,18" }));
    expect_moves_both(board, "W:W22:B18,19", MOVES({ "22x15x24", "18,19" }));
}

/* Majority rule: only the captures of the most pieces, and every one of
   them when several tie.
   - 22: NE over 18 onto 15, NE over 11 onto 8, stop: 2 pieces.
   - 32: NW over 27 onto 23, NW over 18 onto 14, stop (9, 10, 17 empty):
     2 pieces (18 is taken by both sequences, in different moves).
   - 28: NW over 24 onto 19, stop (15, 16, 23 empty): 1 piece, excluded.

     W:W22,28,32:B11,18,24,27   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  7  .  8  .
     6   .  9  . 10  .  b  . 12
     5  13  . 14  . 15  . 16  .
     4   . 17  .  b  . 19  . 20
     3  21  .  w  . 23  .  b  .
     2   . 25  . 26  .  b  .  w
     1  29  . 30  . 31  .  w  . */
static void test_majority_takes_the_most_pieces_ties_allowed(void **state)
{
    const dm_board *board = *state;
    expect_moves_both(board, "W:W22,28,32:B11,18,24,27",
                      MOVES({ "22x15x8", "11,18" }, { "32x23x14", "18,27" }));
}

/* Majority counts pieces only: men and kings count the same, and capturing
   with a king has no preference.
   - The king on 29 (a1): NE over 25 onto 22 (18 is a white man, so 22 is the
     only landing square), then NW over 17 onto 13: 2 men.
   - The man on 18: NE over 15 onto 11, then backward SE over the black KING
     on 16 onto 20: 2 pieces, one of them a king.
   - The man on 31: NE over the black king on 27 onto 24, stop: 1 piece,
     excluded although it is a king.

     W:W18,31,K29:B15,17,25,K16,K27   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  7  .  8  .
     6   .  9  . 10  . 11  . 12
     5  13  . 14  .  b  .  B  .
     4   .  b  .  w  . 19  . 20
     3  21  . 22  . 23  . 24  .
     2   .  b  . 26  .  B  . 28
     1   W  . 30  .  w  . 32  . */
static void test_majority_counts_men_and_kings_alike(void **state)
{
    const dm_board *board = *state;
    expect_moves_both(board, "W:W18,31,K29:B15,17,25,K16,K27",
                      MOVES({ "29x22x13", "17,25" }, { "18x11x20", "15,16" }));
}

/* ---- Kings ---------------------------------------------------------------- */

/* A flying king moves any distance along all four diagonals until blocked.
   From 18: NE 15, 11 (8 is its own man); NW 14 (9 is black, and 5 behind
   it is occupied, so no capture); SE 23, 27, 32 (edge); SW 22, 25, 29
   (edge).  The man on 8 steps to 3 or 4.  9 + 2 = 11 moves.

     W:W8,K18:B5,9   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   b  .  6  .  7  .  w  .
     6   .  b  . 10  . 11  . 12
     5  13  . 14  . 15  . 16  .
     4   . 17  .  W  . 19  . 20
     3  21  . 22  . 23  . 24  .
     2   . 25  . 26  . 27  . 28
     1  29  . 30  . 31  . 32  . */
static void test_flying_king_quiet_moves(void **state)
{
    const dm_board *board = *state;
    expect_moves_both(board, "W:W8,K18:B5,9",
                      MOVES({ "18-15", "" }, { "18-11", "" }, { "18-14", "" },
                            { "18-23", "" }, { "18-27", "" }, { "18-32", "" },
                            { "18-22", "" }, { "18-25", "" }, { "18-29", "" },
                            { "8-3", "" }, { "8-4", "" }));
}

/* A king captures at distance and chooses its landing square among the
   empty squares beyond the piece, up to the next occupied square or the
   edge; with nothing more to take, each landing square is a move.
   1) White king 29, black man 15 on the long diagonal: 25, 22, 18 empty
      before it; lands 11, 8 or 4.
   2) Black king 1, white man 10 on 1-6-10-15-19-24-28: lands 15, 19, 24, 28.
   3) White king 4 capturing backward (SW) over 15: lands 18, 22, 25, 29.
   4) White king 29, black man 25 adjacent: lands 22, 18, 15, 11, 8, 4.

     W:WK29:B15   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  7  .  8  .
     6   .  9  . 10  . 11  . 12
     5  13  . 14  .  b  . 16  .
     4   . 17  . 18  . 19  . 20
     3  21  . 22  . 23  . 24  .
     2   . 25  . 26  . 27  . 28
     1   W  . 30  . 31  . 32  .

     B:W10:BK1   (Black to move)
         a  b  c  d  e  f  g  h
     8   .  B  .  2  .  3  .  4
     7   5  .  6  .  7  .  8  .
     6   .  9  .  w  . 11  . 12
     5  13  . 14  . 15  . 16  .
     4   . 17  . 18  . 19  . 20
     3  21  . 22  . 23  . 24  .
     2   . 25  . 26  . 27  . 28
     1  29  . 30  . 31  . 32  .

     W:WK4:B15   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  W
     7   5  .  6  .  7  .  8  .
     6   .  9  . 10  . 11  . 12
     5  13  . 14  .  b  . 16  .
     4   . 17  . 18  . 19  . 20
     3  21  . 22  . 23  . 24  .
     2   . 25  . 26  . 27  . 28
     1  29  . 30  . 31  . 32  .

     W:WK29:B25   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  7  .  8  .
     6   .  9  . 10  . 11  . 12
     5  13  . 14  . 15  . 16  .
     4   . 17  . 18  . 19  . 20
     3  21  . 22  . 23  . 24  .
     2   .  b  . 26  . 27  . 28
     1   W  . 30  . 31  . 32  . */
static void test_king_captures_at_distance_choosing_landing(void **state)
{
    const dm_board *board = *state;
    expect_moves_both(board, "W:WK29:B15",
                      MOVES({ "29x11", "15" }, { "29x8", "15" }, { "29x4", "15" }));
    expect_moves_both(board, "B:W10:BK1",
                      MOVES({ "1x15", "10" }, { "1x19", "10" }, { "1x24", "10" },
                            { "1x28", "10" }));
    expect_moves_both(board, "W:WK4:B15",
                      MOVES({ "4x18", "15" }, { "4x22", "15" }, { "4x25", "15" },
                            { "4x29", "15" }));
    expect_moves_both(board, "W:WK29:B25",
                      MOVES({ "29x22", "25" }, { "29x18", "25" }, { "29x15", "25" },
                            { "29x11", "25" }, { "29x8", "25" }, { "29x4", "25" }));
}

/* Where the capture can go on from some landing squares, the king must land
   on one of those.  King 29 takes 22 (NE); beyond it 18, 15, 11, 8, 4.
   - From 18 it can go on NW over 14 (landing 9 or 5, nothing more there).
   - From 15 it can go on SE over 24 (19 empty; landing 28 only).
   - From 11, 8, 4 nothing can be taken: those landings are not moves
     (29x11, 29x8, 29x4 taking only 22 must not appear).
   Every sequence takes 2 pieces, so the majority rule keeps all three.

     W:WK29:B14,22,24   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  7  .  8  .
     6   .  9  . 10  . 11  . 12
     5  13  .  b  . 15  . 16  .
     4   . 17  . 18  . 19  . 20
     3  21  .  b  . 23  .  b  .
     2   . 25  . 26  . 27  . 28
     1   W  . 30  . 31  . 32  . */
static void test_king_must_land_where_capture_continues(void **state)
{
    const dm_board *board = *state;
    expect_moves_both(board, "W:WK29:B14,22,24",
                      MOVES({ "29x18x9", "14,22" }, { "29x18x5", "14,22" },
                            { "29x15x28", "22,24" }));
}

/* Captured pieces stay on the board until the move ends: they cannot be
   jumped twice and they block the king's way (no Turkish strike).
   King 29 takes 18 (25, 22 empty before it); of the landings 15, 11, 8, 4
   only 11 goes on (from 15 the SE ray meets 24 with 28, occupied, behind it; 8 and 4
   have nothing): from 11 SE over 16 onto 20, from 20 SW over 24 onto 27 or
   31.  There it stops: 3 pieces, landing 27 or 31.
   From 27 the NW diagonal 23, 18, 14, 9, 5 holds the black man 9 with 5
   empty beyond, but 18 (taken already) is in the way: jumping 18 a second
   time (landing 14) or flying through it as if it were gone would add 9 and
   make a longer capture.  Neither is allowed.

     W:WK29:B9,16,18,24,28   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  7  .  8  .
     6   .  b  . 10  . 11  . 12
     5  13  . 14  . 15  .  b  .
     4   . 17  .  b  . 19  . 20
     3  21  . 22  . 23  .  b  .
     2   . 25  . 26  . 27  .  b
     1   W  . 30  . 31  . 32  . */
static void test_captured_pieces_block_no_turkish_strike(void **state)
{
    const dm_board *board = *state;
    expect_moves_both(board, "W:WK29:B9,16,18,24,28",
                      MOVES({ "29x11x20x27", "16,18,24" },
                            { "29x11x20x31", "16,18,24" }));
}

/* The capturing piece's starting square is empty during the move, so the
   piece may cross it.  King 22: SE over 26 onto 31 (edge); NE over 27 onto
   24 (from 20 nothing continues); NW over 19 onto 15 (10, 6, 1 give
   nothing); then SW along the long diagonal: 18, 22 (its own start square,
   crossed), over 25 onto 29.  4 pieces.  The other first capture, SW over 25
   onto 29, ends there (1 piece) and loses to the majority rule.

     W:WK22:B19,25,26,27   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  7  .  8  .
     6   .  9  . 10  . 11  . 12
     5  13  . 14  . 15  . 16  .
     4   . 17  . 18  .  b  . 20
     3  21  .  W  . 23  . 24  .
     2   .  b  .  b  .  b  . 28
     1  29  . 30  . 31  . 32  . */
static void test_king_crosses_its_start_square(void **state)
{
    const dm_board *board = *state;
    expect_moves_both(board, "W:WK22:B19,25,26,27",
                      MOVES({ "22x31x24x15x29", "19,25,26,27" }));
}

/* ---- The same capture by different paths ----------------------------------- */

/* A man going round a loop of 4 captures lands on its own starting square,
   and the two ways round are one move.  From 22: NE over 18 onto 15, NW over
   10 onto 6, SW over 9 onto 13, SE over 17 onto 22 (empty: it is the start);
   or the other way, NW over 17 onto 13, NE over 9 onto 6, SE over 10 onto 15,
   SW over 18 onto 22.  Same start, landing and captured set: listed once.
   After the move the man stands on 22 and Black has nothing left.
   With a black man on 26 as well, the man back on its starting square goes
   on, backward (SE) over 26 onto 31: 5 pieces, both ways round, one move.
   Taking 26 first ends on 31 at once (27 empty, 26 taken): 1 piece, and the
   majority rule drops it.

     W:W22:B9,10,17,18   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  7  .  8  .
     6   .  b  .  b  . 11  . 12
     5  13  . 14  . 15  . 16  .
     4   .  b  .  b  . 19  . 20
     3  21  .  w  . 23  . 24  .
     2   . 25  . 26  . 27  . 28
     1  29  . 30  . 31  . 32  .

     W:W22:B9,10,17,18,26   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  7  .  8  .
     6   .  b  .  b  . 11  . 12
     5  13  . 14  . 15  . 16  .
     4   .  b  .  b  . 19  . 20
     3  21  .  w  . 23  . 24  .
     2   . 25  .  b  . 27  . 28
     1  29  . 30  . 31  . 32  . */
static void test_man_loop_counted_once_and_lands_on_start(void **state)
{
    const dm_board *board = *state;
    expect_after(board, "W:W22:B9,10,17,18", MOVES({ "22x22", "9,10,17,18" }),
                 "22x22", "22", "", "");
    expect_after(board, "W:W22:B9,10,17,18,26", MOVES({ "22x31", "9,10,17,18,26" }),
                 "22x31", "31", "", "");
}

/* A king reaching the same landing square with the same captured set by two
   paths counts once.  King 12:
   - NW over 8 onto 3; SW over 7, landing 14 or 17 (both go on; 10, 21 do
     not).  From 14: SE over 23 onto 27 or 32, stop: 3 pieces (excluded by
     the majority rule).  From 17: SE over 22 onto 26 (31 would stop); NE
     over 23 (19 empty) onto 19, 16 or 12 (its own start, empty): 4 pieces.
     From 16 the NW ray reaches 7, taken already: no more.
   - SW over 23 (16, 19 empty) onto 26 (30 would stop); NW over 22 onto 17
     (13 would stop); NE over 7 (14, 10 empty) onto 3; SE over 8 onto 12:
     4 pieces, ending on 12 with the same set as the first path's landing on
     12: one move.
   So 3 moves: 12x19, 12x16, 12x12, all taking 7, 8, 22, 23.

     W:WK12:B7,8,22,23   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  b  .  b  .
     6   .  9  . 10  . 11  .  W
     5  13  . 14  . 15  . 16  .
     4   . 17  . 18  . 19  . 20
     3  21  .  b  .  b  . 24  .
     2   . 25  . 26  . 27  . 28
     1  29  . 30  . 31  . 32  . */
static void test_king_loop_counted_once(void **state)
{
    const dm_board *board = *state;
    expect_moves_both(board, "W:WK12:B7,8,22,23",
                      MOVES({ "12x3x17x26x19", "7,8,22,23" },
                            { "12x3x17x26x16", "7,8,22,23" },
                            { "12x12", "7,8,22,23" }));
}

/* Captures between the same squares but taking different pieces are
   different moves.  King 3: SW over 7, landing 10 or 17 (both go on; 14 and
   21 do not).
   - From 10: SE over 15 onto 19 (24, 28 would stop), NE over 16 onto 12.
   - From 17: SE over 22 onto 26 (31 would stop), NE over 16 (23, 19 empty)
     onto 12.
   From 12 nothing more (8 and 3 are empty, 3 being the start).  Both take
   3 pieces from 3 to 12, {7,15,16} and {7,16,22}: two moves, told apart
   only by the full path.

     W:WK3:B7,15,16,22   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  W  .  4
     7   5  .  6  .  b  .  8  .
     6   .  9  . 10  . 11  . 12
     5  13  . 14  .  b  .  b  .
     4   . 17  . 18  . 19  . 20
     3  21  .  b  . 23  . 24  .
     2   . 25  . 26  . 27  . 28
     1  29  . 30  . 31  . 32  . */
static void test_different_captured_sets_are_different_moves(void **state)
{
    const dm_board *board = *state;
    expect_moves_both(board, "W:WK3:B7,15,16,22",
                      MOVES({ "3x10x19x12", "7,15,16" }, { "3x17x26x12", "7,16,22" }));
}

/* ---- Promotion --------------------------------------------------------------- */

/* No crowning in the middle of a capture.  The man on 9 takes 6 (NE) and
   reaches 2, on White's far row; it can go on backward (SE) over 7 onto 11,
   so it must, and stays a man: it takes 2 pieces and ends on 11, a man.
   Had it become a king on 2 it could fly over 7 to 11, 16 or 20 and from 20
   take 24 as well (SW, 27 empty): 3 pieces.  From 11 a man has nothing more
   (8, 15, 16 empty), so 9x2x11 is the only move.

     W:W9:B6,7,24   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  b  .  b  .  8  .
     6   .  w  . 10  . 11  . 12
     5  13  . 14  . 15  . 16  .
     4   . 17  . 18  . 19  . 20
     3  21  . 22  . 23  .  b  .
     2   . 25  . 26  . 27  . 28
     1  29  . 30  . 31  . 32  . */
static void test_no_crowning_during_capture_white(void **state)
{
    const dm_board *board = *state;
    expect_after(board, "W:W9:B6,7,24", MOVES({ "9x2x11", "6,7" }),
                 "9x2x11", "11", "24", "");
}

/* The same for Black: the man on 24 takes 27 (SW) onto 31, Black's far
   row, then backward (NW) over 26 onto 22, and stays a man.  As a king on
   31 it could have landed on 22, 17 or 13.

     B:W26,27:B24   (Black to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  7  .  8  .
     6   .  9  . 10  . 11  . 12
     5  13  . 14  . 15  . 16  .
     4   . 17  . 18  . 19  . 20
     3  21  . 22  . 23  .  b  .
     2   . 25  .  w  .  w  . 28
     1  29  . 30  . 31  . 32  . */
static void test_no_crowning_during_capture_black(void **state)
{
    const dm_board *board = *state;
    expect_after(board, "B:W26,27:B24", MOVES({ "24x31x22", "26,27" }),
                 "24x31x22", "", "22", "");
}

/* A man that ends its move on the far row is crowned: by a capture (10x3
   over 7; 17x10x3 over 14 and 7: from 3 nothing more, 8 is empty), by a
   step (8-4), and for Black (22x31 over 26).

     W:W10:B7   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  b  .  8  .
     6   .  9  .  w  . 11  . 12
     5  13  . 14  . 15  . 16  .
     4   . 17  . 18  . 19  . 20
     3  21  . 22  . 23  . 24  .
     2   . 25  . 26  . 27  . 28
     1  29  . 30  . 31  . 32  .

     W:W17:B7,14   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  b  .  8  .
     6   .  9  . 10  . 11  . 12
     5  13  .  b  . 15  . 16  .
     4   .  w  . 18  . 19  . 20
     3  21  . 22  . 23  . 24  .
     2   . 25  . 26  . 27  . 28
     1  29  . 30  . 31  . 32  .

     W:W8:B20   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  7  .  w  .
     6   .  9  . 10  . 11  . 12
     5  13  . 14  . 15  . 16  .
     4   . 17  . 18  . 19  .  b
     3  21  . 22  . 23  . 24  .
     2   . 25  . 26  . 27  . 28
     1  29  . 30  . 31  . 32  .

     B:W26:B22   (Black to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  7  .  8  .
     6   .  9  . 10  . 11  . 12
     5  13  . 14  . 15  . 16  .
     4   . 17  . 18  . 19  . 20
     3  21  .  b  . 23  . 24  .
     2   . 25  .  w  . 27  . 28
     1  29  . 30  . 31  . 32  . */
static void test_man_ending_on_far_row_is_crowned(void **state)
{
    const dm_board *board = *state;
    expect_after(board, "W:W10:B7", MOVES({ "10x3", "7" }), "10x3", "3", "", "3");
    expect_after(board, "W:W17:B7,14", MOVES({ "17x10x3", "7,14" }),
                 "17x10x3", "3", "", "3");
    expect_after(board, "W:W8:B20", MOVES({ "8-3", "" }, { "8-4", "" }),
                 "8-4", "4", "20", "4");
    expect_after(board, "B:W26:B22", MOVES({ "22x31", "26" }), "22x31", "", "31", "31");
}

/* ---- No legal move ------------------------------------------------------------ */

/* A side with no legal move (the game is lost):
   1) White's only man, 29, faces 25 with 22 behind it: no step, no jump.
   2) White has no pieces at all.
   3) Black's man 12 can only step to 16 (white) and cannot jump it, 19
      being occupied; backward (8) is empty.
   4) White king 29 is shut in by its own man 25, whose forward squares 21
      and 22 are black and cannot be jumped (21 is on the edge, 18 is
      behind 22).

     W:W29:B22,25   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  7  .  8  .
     6   .  9  . 10  . 11  . 12
     5  13  . 14  . 15  . 16  .
     4   . 17  . 18  . 19  . 20
     3  21  .  b  . 23  . 24  .
     2   .  b  . 26  . 27  . 28
     1   w  . 30  . 31  . 32  .

     W:W:B1,2   (White to move)
         a  b  c  d  e  f  g  h
     8   .  b  .  b  .  3  .  4
     7   5  .  6  .  7  .  8  .
     6   .  9  . 10  . 11  . 12
     5  13  . 14  . 15  . 16  .
     4   . 17  . 18  . 19  . 20
     3  21  . 22  . 23  . 24  .
     2   . 25  . 26  . 27  . 28
     1  29  . 30  . 31  . 32  .

     B:W16,19:B12   (Black to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  7  .  8  .
     6   .  9  . 10  . 11  .  b
     5  13  . 14  . 15  .  w  .
     4   . 17  . 18  .  w  . 20
     3  21  . 22  . 23  . 24  .
     2   . 25  . 26  . 27  . 28
     1  29  . 30  . 31  . 32  .

     W:W25,K29:B18,21,22   (White to move)
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  7  .  8  .
     6   .  9  . 10  . 11  . 12
     5  13  . 14  . 15  . 16  .
     4   . 17  .  b  . 19  . 20
     3   b  .  b  . 23  . 24  .
     2   .  w  . 26  . 27  . 28
     1   W  . 30  . 31  . 32  . */
static void test_no_legal_moves(void **state)
{
    const dm_board *board = *state;
    expect_moves_both(board, "W:W29:B22,25", NO_MOVES);
    expect_moves_both(board, "W:W:B1,2", NO_MOVES);
    expect_moves_both(board, "B:W16,19:B12", NO_MOVES);
    expect_moves_both(board, "W:W25,K29:B18,21,22", NO_MOVES);
}

/* ---- Rule switches ------------------------------------------------------------ */

/* The Brazilian board with one movegen rule set by name, as a rule fact of
   the knowledge base would. */
static void board_with_rule(dm_board *board, const char *name, const char *value)
{
    static dm_board_spec spec;
    char err[256] = "";
    support_load_spec(SUPPORT_BOARD_8X8, SUPPORT_RULES_BRAZILIAN, &spec);
    assert_int_equal(dm_board_set_rule(&spec, name, value, err, sizeof err), 0);
    support_init_board(board, &spec);
}

/* majority_capture = false: any complete capture may be played, short or
   long, but a capture still has to be complete (go on while it can) and a
   king still has to land where it can go on.
   - The position of the majority test: 28x19 (1 piece) joins the two
     2-piece captures.
   - The position of the men-and-kings test: 31x24 (1 piece) joins.
   - King must land where the capture continues: still only the three
     2-piece captures (29x11, 29x8, 29x4 taking 22 alone stay illegal).
   - Multi-capture still continues: 22x15x8 only.
   - King crossing its start: 22x29 over 25 alone joins the 4-piece one.
   - The Turkish-strike position: unchanged (the one sequence is forced). */
static void test_rule_no_majority(void **state)
{
    (void)state;
    static dm_board board;
    board_with_rule(&board, "majority_capture", "false");
    assert_false(board.rules.majority_capture);
    expect_moves_both(&board, "W:W22,28,32:B11,18,24,27",
                      MOVES({ "22x15x8", "11,18" }, { "32x23x14", "18,27" },
                            { "28x19", "24" }));
    expect_moves_both(&board, "W:W18,31,K29:B15,17,25,K16,K27",
                      MOVES({ "29x22x13", "17,25" }, { "18x11x20", "15,16" },
                            { "31x24", "27" }));
    expect_moves_both(&board, "W:WK29:B14,22,24",
                      MOVES({ "29x18x9", "14,22" }, { "29x18x5", "14,22" },
                            { "29x15x28", "22,24" }));
    expect_moves_both(&board, "W:W22:B11,18", MOVES({ "22x15x8", "11,18" }));
    expect_moves_both(&board, "W:WK22:B19,25,26,27",
                      MOVES({ "22x31x24x15x29", "19,25,26,27" }, { "22x29", "25" }));
    expect_moves_both(&board, "W:WK29:B9,16,18,24,28",
                      MOVES({ "29x11x20x27", "16,18,24" },
                            { "29x11x20x31", "16,18,24" }));
}

/* men_capture_backward = false: men capture forward only; kings are not
   affected.
   - 18 can no longer take 23 backward: 18x9 only.
   - Black 15 can no longer take 10 (backward for Black): 15x24 only.
   - 22x15 over 18 cannot go on backward over 19: it ends on 15.
   - The man on 9 takes 6 and ends on 2 (it cannot go on backward over 7),
     where it is crowned.
   - The man loop breaks into two forward captures, both from 22 to 6 but
     over different pieces: 22x15x6 over 18, 10 and 22x13x6 over 17, 9.
   - A king still captures backward: king 4 over 15 lands 18, 22, 25, 29. */
static void test_rule_men_capture_forward_only(void **state)
{
    (void)state;
    static dm_board board;
    board_with_rule(&board, "men_capture_backward", "false");
    assert_false(board.rules.men_capture_backward);
    expect_moves_both(&board, "W:W18:B14,23", MOVES({ "18x9", "14" }));
    expect_moves_both(&board, "B:W10,19:B15", MOVES({ "15x24", "19" }));
    expect_moves_both(&board, "W:W22:B18,19", MOVES({ "22x15", "18" }));
    expect_after(&board, "W:W9:B6,7,24", MOVES({ "9x2", "6" }), "9x2", "2", "7,24", "2");
    expect_moves_both(&board, "W:W22:B9,10,17,18",
                      MOVES({ "22x15x6", "10,18" }, { "22x13x6", "9,17" }));
    expect_moves_both(&board, "W:WK4:B15",
                      MOVES({ "4x18", "15" }, { "4x22", "15" }, { "4x25", "15" },
                            { "4x29", "15" }));
}

/* flying_kings = false: a king steps one square in any of the four
   directions and captures an adjacent piece, landing right behind it.
   - King 18: 18-15, 18-14, 18-23, 18-22 (one square each way), plus 8-3, 8-4.
   - King 29 with black 15 three squares away: no capture; 29-25 only.
   - King 29 next to 25: lands on 22 only.
   - King 4 with black 15 at distance: no capture, 4-8 only.
   - King 29 with black 22 two squares away: no capture, 29-25 only. */
static void test_rule_short_kings(void **state)
{
    (void)state;
    static dm_board board;
    board_with_rule(&board, "flying_kings", "false");
    assert_false(board.rules.flying_kings);
    expect_moves_both(&board, "W:W8,K18:B5,9",
                      MOVES({ "18-15", "" }, { "18-14", "" }, { "18-23", "" },
                            { "18-22", "" }, { "8-3", "" }, { "8-4", "" }));
    expect_moves_both(&board, "W:WK29:B15", MOVES({ "29-25", "" }));
    expect_moves_both(&board, "W:WK29:B25", MOVES({ "29x22", "25" }));
    expect_moves_both(&board, "W:WK4:B15", MOVES({ "4-8", "" }));
    expect_moves_both(&board, "W:WK29:B14,22,24", MOVES({ "29-25", "" }));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_initial_position),
        cmocka_unit_test(test_white_men_step_forward_only),
        cmocka_unit_test(test_black_men_step_forward_only),
        cmocka_unit_test(test_white_man_captures_forward_and_backward),
        cmocka_unit_test(test_black_man_captures_forward_and_backward),
        cmocka_unit_test(test_capture_is_mandatory),
        cmocka_unit_test(test_multi_capture_must_continue),
        cmocka_unit_test(test_majority_takes_the_most_pieces_ties_allowed),
        cmocka_unit_test(test_majority_counts_men_and_kings_alike),
        cmocka_unit_test(test_flying_king_quiet_moves),
        cmocka_unit_test(test_king_captures_at_distance_choosing_landing),
        cmocka_unit_test(test_king_must_land_where_capture_continues),
        cmocka_unit_test(test_captured_pieces_block_no_turkish_strike),
        cmocka_unit_test(test_king_crosses_its_start_square),
        cmocka_unit_test(test_man_loop_counted_once_and_lands_on_start),
        cmocka_unit_test(test_king_loop_counted_once),
        cmocka_unit_test(test_different_captured_sets_are_different_moves),
        cmocka_unit_test(test_no_crowning_during_capture_white),
        cmocka_unit_test(test_no_crowning_during_capture_black),
        cmocka_unit_test(test_man_ending_on_far_row_is_crowned),
        cmocka_unit_test(test_no_legal_moves),
        cmocka_unit_test(test_rule_no_majority),
        cmocka_unit_test(test_rule_men_capture_forward_only),
        cmocka_unit_test(test_rule_short_kings),
    };
    return cmocka_run_group_tests(tests, support_setup_brazilian, NULL);
}
