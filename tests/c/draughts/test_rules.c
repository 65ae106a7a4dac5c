/* The rules of docs/rules.md beyond the Brazilian ones, each on a
   hand-built position where its value decides the legal moves.

   Every position is checked as drawn and turned round with the colours
   swapped (expect_moves_both), and most of them also under a board where
   only the rule in question differs, so that each test fails if the rule
   were ignored.  Board diagrams as in test_movegen.c: White at the bottom,
   w/b men, W/B kings, empty dark squares by number.

   8x8 neighbours (see test_movegen.c): on ranks 8, 6, 4, 2 square n has
   NW n-4, NE n-3, SW n+4, SE n+5; on ranks 7, 5, 3, 1 NW n-5, NE n-4,
   SW n+3, SE n+4.  10x10: on ranks 10, 8, 6, 4, 2 (squares 1-5, 11-15,
   ...) NW n-5, NE n-4, SW n+5, SE n+6; on ranks 9, 7, 5, 3, 1 NW n-6,
   NE n-5, SW n+4, SE n+5; the orthogonal neighbours are n-10 (north),
   n+10 (south), n-1 / n+1 (west / east, same rank). */
#include "support.h"

#include <string.h>

#include "draughts/hash.h"
#include "draughts/perft.h"

static dm_board brazilian, russian, italian, italian_no_earliest, italian_no_most_kings,
    italian_no_by_king, italian_earliest_only, thai, thai_blocking, international, killer, frisian,
    frisian_by_count;

static int setup(void **state)
{
    (void)state;
    support_variant_board(&brazilian, SUPPORT_BOARD_8X8, DEFAULT_RULES);
    support_variant_board(&russian, SUPPORT_BOARD_8X8,
                          RULES({ "majority_capture", "false" },
                                { "crown_during_capture", "true" }));
#define ITALIAN(precedence)                                                   \
    RULES({ "men_capture_backward", "false" }, { "flying_kings", "false" },   \
          { "men_capture_kings", "false" }, { "majority_capture", "true" },   \
          { "capture_precedence", precedence })
    support_variant_board(&italian, SUPPORT_BOARD_8X8,
                          ITALIAN("by_king,most_kings,earliest_king"));
    support_variant_board(&italian_no_earliest, SUPPORT_BOARD_8X8,
                          ITALIAN("by_king,most_kings"));
    support_variant_board(&italian_no_most_kings, SUPPORT_BOARD_8X8, ITALIAN("by_king"));
    support_variant_board(&italian_no_by_king, SUPPORT_BOARD_8X8, ITALIAN(""));
    support_variant_board(&italian_earliest_only, SUPPORT_BOARD_8X8, ITALIAN("earliest_king"));
#define THAI(block)                                                           \
    RULES({ "men_capture_backward", "false" }, { "majority_capture", "false" }, \
          { "captured_pieces_block", block }, { "king_landing", "behind_piece" })
    support_variant_board(&thai, SUPPORT_BOARD_8X8, THAI("false"));
    support_variant_board(&thai_blocking, SUPPORT_BOARD_8X8, THAI("true"));
    support_variant_board(&international, SUPPORT_BOARD_10X10, DEFAULT_RULES);
    support_variant_board(&killer, SUPPORT_BOARD_10X10,
                          RULES({ "king_landing", "behind_king" }));
    support_variant_board(&frisian, SUPPORT_BOARD_10X10,
                          RULES({ "orthogonal_captures", "true" },
                                { "majority_capture", "by_value" },
                                { "capture_precedence", "by_king" }));
    support_variant_board(&frisian_by_count, SUPPORT_BOARD_10X10,
                          RULES({ "orthogonal_captures", "true" },
                                { "majority_capture", "true" },
                                { "capture_precedence", "by_king" }));
    return 0;
}

/* ---- crown_during_capture ------------------------------------------------ */

/* The man on 11 takes 7 and lands on 2, its far row.  Russian: it is
   crowned there and goes on as a flying king: from 2 the SW line 6
   (empty), 9 (black), 13 (empty) gives 2x13 over 9, which a man could not
   do (9 is not next to it); it ends on 13 a king although 13 is not on the
   far row.  Brazilian: it goes on as a man, which has nothing to take from
   2 (6 is empty), so the move ends there and only then is it crowned.

     W:W11:B7,9
         a  b  c  d  e  f  g  h
     8   .  1  .  2  .  3  .  4
     7   5  .  6  .  b  .  8  .
     6   .  b  . 10  .  w  . 12
     5  13  . 14  . 15  . 16  . */
static void test_crown_during_capture(void **state)
{
    expect_after(&russian, "W:W11:B7,9", MOVES({ "11x2x13", "7,9" }), "11x2x13", "13", "",
                 "13");
    expect_after(&brazilian, "W:W11:B7,9", MOVES({ "11x2", "7" }), "11x2", "2", "9", "2");

    /* The search's incremental key knows the man became a king. */
    static dm_zobrist keys;
    static dm_move_list list;
    dm_position pos, after;
    dm_zobrist_init(&keys);
    support_read_fen(&russian, "W:W11:B7,9", &pos);
    assert_int_equal(dm_generate_moves(&russian, &pos, &list), 1);
    assert_int_equal(list.move[0].crowned, 1);
    dm_make_move(&russian, &pos, &list.move[0], &after);
    assert_int_equal(dm_zobrist_after(&keys, &russian, &pos, &list.move[0],
                                      dm_zobrist_key(&keys, &pos)),
                     dm_zobrist_key(&keys, &after));
}

/* ---- captured_pieces_block and king_landing = behind_piece (Thai) --------- */

/* King 29 and black 22 on the long diagonal 29-25-22-18-15-11-8-4: Thai
   kings fly to the piece (over the empty 25) but land only directly
   behind it, on 18; anywhere else lands on 18, 15, 11, 8 or 4. */
static void test_king_lands_behind_piece(void **state)
{
    expect_moves_both(&thai, "W:WK29:B22", MOVES({ "29x18", "22" }));
    expect_moves_both(&brazilian, "W:WK29:B22",
                      MOVES({ "29x18", "22" }, { "29x15", "22" }, { "29x11", "22" },
                            { "29x8", "22" }, { "29x4", "22" }));
}

/* The Turkish strike: king 30 (c1) can go round the square b2-d2-d4-b4.
   Thai rules (captured pieces removed at once, land directly behind, free
   choice among complete captures):
   - 30x23 over 26, then from 23 over 19 to 16 (nothing more: from 16 the
     SW line 19, 23, 26 is empty now and 30 is the start square): 30x23x16.
   - 30x23 over 26, 23x14 over 18, 14x21 over 17, 21x30 over 25 back on
     the start square; from there the NE line crosses 26 (taken, gone) and
     23 to 19 with 16 empty behind: x16 takes it too, all five pieces.
   - 30x21 over 25, x14 over 17, x23 over 18; then either x16 over 19 and
     back over 26 (the SW line from 16 crosses 19, gone) to 30, or x30 over
     26 and x16 over 19 (crossing 26, gone): two more five-piece captures,
     the second from 30 to 16 over the same pieces as the one above, hence
     the same move.
   When captured pieces block, the captures stop where they would have to
   cross a taken piece: 30x23x16, 30x21x14x23x16 (19 blocks the way back),
   and 30x30 over 17, 18, 25, 26 (by either way round; 26 blocks the NE
   line).

     W:WK30:B17,18,19,25,26
         a  b  c  d  e  f  g  h
     5  13  . 14  . 15  . 16  .
     4   .  b  .  b  .  b  . 20
     3  21  . 22  . 23  . 24  .
     2   .  b  .  b  . 27  . 28
     1  29  .  W  . 31  . 32  . */
static void test_turkish_strike(void **state)
{
    const char *fen = "W:WK30:B17,18,19,25,26";
    expect_moves_both(&thai, fen,
                      MOVES({ "30x23x16", "19,26" }, { "30x16", "17,18,19,25,26" },
                            { "30x21x14x23x16x30", "17,18,19,25,26" }));
    expect_moves_both(&thai_blocking, fen,
                      MOVES({ "30x23x16", "19,26" }, { "30x21x14x23x16", "17,18,19,25" },
                            { "30x30", "17,18,25,26" }));
}

/* Counting every capture path: the Thai position above has four paths
   (two of them the same move) and the blocking one four (two the same
   move); perft(1) counts 3 moves, or 4 with every_capture_path. */
static void test_every_capture_path(void **state)
{
    const char *fen = "W:WK30:B17,18,19,25,26";
    const dm_board *boards[] = { &thai, &thai_blocking };
    for (int b = 0; b < 2; b++) {
        dm_position pos;
        static dm_move_list list;
        uint64_t leaves = 0;
        dm_perft_options distinct = { .bulk = true }, every = { .bulk = true,
                                                                .every_capture_path = true };
        support_read_fen(boards[b], fen, &pos);
        assert_int_equal(dm_generate_general(boards[b], &pos, &list, true), 4);
        assert_int_equal(dm_count_general(boards[b], &pos, true), 4);
        assert_int_equal(dm_count_general(boards[b], &pos, false), 3);
        assert_int_equal(dm_perft(boards[b], &pos, 1, &distinct, &leaves), DM_PERFT_OK);
        assert_int_equal(leaves, 3);
        assert_int_equal(dm_perft(boards[b], &pos, 1, &every, &leaves), DM_PERFT_OK);
        assert_int_equal(leaves, 4);
        every.bulk = false;
        assert_int_equal(dm_perft(boards[b], &pos, 1, &every, &leaves), DM_PERFT_OK);
        assert_int_equal(leaves, 4);
    }
    /* The two paths of the one move: every path listed once. */
    dm_position pos;
    static dm_move_list list;
    support_read_fen(&thai, fen, &pos);
    assert_int_equal(dm_generate_general(&thai, &pos, &list, true), 4);
    support_find_move(&thai, &list, "30x23x14x21x30x16");
    support_find_move(&thai, &list, "30x21x14x23x30x16");
    support_find_move(&thai, &list, "30x21x14x23x16x30");
    support_find_move(&thai, &list, "30x23x16");
}

/* A king that goes on capturing along the same line does not stop on the
   way: black king 29 (the long diagonal 29-25-22-18-15-11-8-4) takes 25
   and flies on over 22, 18 and 15 to take 11, landing on 8 or 4.  Landing
   on 18 or 15 and going on the same way is the same motion as landing on
   22 (directly behind 25) and going on: 2 paths, not 6.  The paths go
   through 22, the square directly behind. */
static void test_every_path_straight_on(void **state)
{
    dm_position pos;
    static dm_move_list list;
    support_read_fen(&brazilian, "B:W11,25,28:BK29", &pos);
    assert_int_equal(dm_generate_general(&brazilian, &pos, &list, true), 2);
    assert_int_equal(dm_count_general(&brazilian, &pos, true), 2);
    assert_int_equal(dm_count_general(&brazilian, &pos, false), 2);
    support_find_move(&brazilian, &list, "29x22x8");
    support_find_move(&brazilian, &list, "29x22x4");
}

/* A king may still stop on the way and turn: white king 29 takes 25 and
   either goes straight on from 22 over 11 (to 8 or 4) or stops on 18 and
   turns north-west over 14 (to 9 or 5).  Going on from 18 or 15 straight
   over 11 is not a path of its own: 4 paths, 4 moves. */
static void test_every_path_turning(void **state)
{
    dm_position pos;
    static dm_move_list list;
    const char *fen = "W:WK29:B11,14,25";
    support_read_fen(&brazilian, fen, &pos);
    assert_int_equal(dm_generate_general(&brazilian, &pos, &list, true), 4);
    assert_int_equal(dm_count_general(&brazilian, &pos, true), 4);
    support_find_move(&brazilian, &list, "29x22x8");
    support_find_move(&brazilian, &list, "29x22x4");
    support_find_move(&brazilian, &list, "29x18x9");
    support_find_move(&brazilian, &list, "29x18x5");
    expect_moves_both(&brazilian, fen,
                      MOVES({ "29x22x8", "11,25" }, { "29x22x4", "11,25" },
                            { "29x18x9", "14,25" }, { "29x18x5", "14,25" }));
}

/* ---- Italian: men_capture_kings and capture_precedence -------------------- */

/* men_capture_kings = false: the man on 22 may not take the king on 18
   (it steps 22-17 instead); a king may (22x15, not flying). */
static void test_man_does_not_take_king(void **state)
{
    expect_moves_both(&italian, "W:W22:BK18", MOVES({ "22-17", "" }));
    expect_moves_both(&brazilian, "W:W22:BK18", MOVES({ "22x15", "18" }));
    expect_moves_both(&italian, "W:WK22:BK18", MOVES({ "22x15", "18" }));
}

/* by_king: the man 22 can take 18 (22x15) and the king 27 can take 24
   (27x20), one man each: the king's capture wins. */
static void test_precedence_by_king(void **state)
{
    const char *fen = "W:W22,K27:B18,24";
    expect_moves_both(&italian, fen, MOVES({ "27x20", "24" }));
    expect_moves_both(&italian_no_by_king, fen, MOVES({ "27x20", "24" }, { "22x15", "18" }));
}

/* most_kings: king 22 takes the man 18 (22x15) or the king 17 (22x13),
   one piece each: taking the king wins. */
static void test_precedence_most_kings(void **state)
{
    const char *fen = "W:WK22:B18,K17";
    expect_moves_both(&italian, fen, MOVES({ "22x13", "17" }));
    expect_moves_both(&italian_no_most_kings, fen, MOVES({ "22x13", "17" }, { "22x15", "18" }));
}

/* earliest_king: king 22 takes man 18 then king 11 (22x15x8) or king 17
   then man 9 (22x13x6): two pieces and one king each; the capture whose
   king is taken at the first jump wins.

     W:WK22:B9,11,18,K17
         a  b  c  d  e  f  g  h
     7   5  .  6  .  7  .  8  .
     6   .  b  . 10  .  b  . 12
     5  13  . 14  . 15  . 16  .
     4   .  B  .  b  . 19  . 20
     3  21  .  W  . 23  . 24  . */
static void test_precedence_earliest_king(void **state)
{
    const char *fen = "W:WK22:B9,18,K11,K17";
    expect_moves_both(&italian, fen, MOVES({ "22x13x6", "9,17" }));
    expect_moves_both(&italian_no_earliest, fen,
                      MOVES({ "22x13x6", "9,17" }, { "22x15x8", "11,18" }));
}

/* earliest_king alone, on a capture with a king at a jump where the other
   has none: king 22 takes K17 then K9 (22x13x6) or K18 then the man 11
   (22x15x8).  The first kings come at the same jump; at the second jump
   only the first capture takes a king, so it wins. */
static void test_precedence_earliest_king_second_rank(void **state)
{
    const char *fen = "W:WK22:B11,K9,K17,K18";
    expect_moves_both(&italian_earliest_only, fen, MOVES({ "22x13x6", "9,17" }));
    expect_moves_both(&italian_no_by_king, fen,
                      MOVES({ "22x13x6", "9,17" }, { "22x15x8", "11,18" }));
}

/* ---- king_landing = behind_king (Killer) ---------------------------------- */

/* King 46 on the long diagonal 46-41-37-32-28-23-19-14-10-5: after taking a
   king on 37 it lands directly behind it (32); after taking a man it lands
   anywhere beyond. */
static void test_king_lands_behind_king(void **state)
{
    expect_moves_both(&killer, "W:WK46:BK37", MOVES({ "46x32", "37" }));
    expect_moves_both(&international, "W:WK46:BK37",
                      MOVES({ "46x32", "37" }, { "46x28", "37" }, { "46x23", "37" },
                            { "46x19", "37" }, { "46x14", "37" }, { "46x10", "37" },
                            { "46x5", "37" }));
    expect_moves_both(&killer, "W:WK46:B37",
                      MOVES({ "46x32", "37" }, { "46x28", "37" }, { "46x23", "37" },
                            { "46x19", "37" }, { "46x14", "37" }, { "46x10", "37" },
                            { "46x5", "37" }));
}

/* Only the last king taken pins the landing square: in the middle of a
   capture, a king taken is left for any square from which the capture
   goes on.  Black king 27 takes 18 (landing on 13), then the king on 24:
   directly behind it, on 30, it goes on over 34 (to 39, 43 or 48); two
   squares behind, on 35, it goes on over the king on 40 and, that being
   the last piece, stops directly behind it on 44.  Or it takes 18 and
   lands on 9, then 20 and 34.

     B:W18,20,K24,34,36,K40:B10,11,K27
          a  b  c  d  e  f  g  h  i  j
     10   .  1  .  2  .  3  .  4  .  5
      9   6  .  7  .  8  .  9  .  b  .
      8   .  b  . 12  . 13  . 14  . 15
      7  16  . 17  .  w  . 19  .  w  .
      6   . 21  . 22  . 23  .  W  . 25
      5  26  .  B  . 28  . 29  . 30  .
      4   . 31  . 32  . 33  .  w  . 35
      3   w  . 37  . 38  . 39  .  W  .
      2   . 41  . 42  . 43  . 44  . 45
      1  46  . 47  . 48  . 49  . 50  . */
static void test_behind_king_only_at_the_end(void **state)
{
    const char *fen = "B:W18,20,K24,34,36,K40:B10,11,K27";
    expect_moves_both(&killer, fen,
                      MOVES({ "27x13x30x39", "18,24,34" }, { "27x13x30x43", "18,24,34" },
                            { "27x13x30x48", "18,24,34" }, { "27x13x35x44", "18,24,40" },
                            { "27x9x25x39", "18,20,34" }, { "27x9x25x43", "18,20,34" },
                            { "27x9x25x48", "18,20,34" }));
}

/* ---- orthogonal_captures and majority by value (Frisian) ----------------- */

/* A man captures along the file (28 over 18 to 8) and the rank (28 over
   27 to 26), forward, sideways, backward; without orthogonal captures it
   has none and steps.

     W:W28:B18,27
         a  b  c  d  e  f  g  h  i  j
     9   6  .  7  .  8  .  9  . 10  .
     8   . 11  . 12  . 13  . 14  . 15
     7  16  . 17  .  b  . 19  . 20  .
     6   . 21  . 22  . 23  . 24  . 25
     5  26  .  b  .  w  . 29  . 30  .
     4   . 31  . 32  . 33  . 34  . 35
     3  36  . 37  . 38  . 39  . 40  . */
static void test_orthogonal_man_captures(void **state)
{
    expect_moves_both(&frisian, "W:W28:B18,27", MOVES({ "28x8", "18" }, { "28x26", "27" }));
    expect_moves_both(&frisian, "W:W28:B38", MOVES({ "28x48", "38" }));
    expect_moves_both(&frisian, "W:W28:B29", MOVES({ "28x30", "29" }));
    expect_moves_both(&international, "W:W28:B18,27", MOVES({ "28-22", "" }, { "28-23", "" }));
}

/* A king captures along a file at distance (48 up the e-file, over 38 and
   28, takes 18, lands on 8, the last square); it moves only diagonally:
   with nothing to take, king 48 has its nine diagonal steps and none
   along the file or rank. */
static void test_orthogonal_king(void **state)
{
    expect_moves_both(&frisian, "W:WK48:B18", MOVES({ "48x8", "18" }));
    expect_moves_both(&frisian, "W:WK48:B1",
                      MOVES({ "48-43", "" }, { "48-39", "" }, { "48-34", "" }, { "48-30", "" },
                            { "48-25", "" }, { "48-42", "" }, { "48-37", "" }, { "48-31", "" },
                            { "48-26", "" }));
}

/* Majority by value, a man 100 and a king 199:
   - Two men beat one king: the man 28 takes 23 and 14 (28x19x10, 200) or
     the king 22 (28x17, 199).
   - A king and a man beat two men: 28x17x8 over K22 and 12 (299) beats
     28x19x10 over 23 and 14 (200); counted by pieces, both take two. */
static void test_majority_by_value(void **state)
{
    expect_moves_both(&frisian, "W:W28:B14,23,K22", MOVES({ "28x19x10", "14,23" }));
    expect_moves_both(&frisian, "W:W28:B12,14,23,K22", MOVES({ "28x17x8", "12,22" }));
    expect_moves_both(&frisian_by_count, "W:W28:B12,14,23,K22",
                      MOVES({ "28x17x8", "12,22" }, { "28x19x10", "14,23" }));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_crown_during_capture),
        cmocka_unit_test(test_king_lands_behind_piece),
        cmocka_unit_test(test_turkish_strike),
        cmocka_unit_test(test_every_capture_path),
        cmocka_unit_test(test_every_path_straight_on),
        cmocka_unit_test(test_every_path_turning),
        cmocka_unit_test(test_man_does_not_take_king),
        cmocka_unit_test(test_precedence_by_king),
        cmocka_unit_test(test_precedence_most_kings),
        cmocka_unit_test(test_precedence_earliest_king),
        cmocka_unit_test(test_precedence_earliest_king_second_rank),
        cmocka_unit_test(test_king_lands_behind_king),
        cmocka_unit_test(test_behind_king_only_at_the_end),
        cmocka_unit_test(test_orthogonal_man_captures),
        cmocka_unit_test(test_orthogonal_king),
        cmocka_unit_test(test_majority_by_value),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
