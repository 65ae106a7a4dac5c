/* The static evaluation (eval.h): the geometry it derives from the board,
   and each heuristic's value on small positions worked out by hand.

   Squares are the knowledge base's numbers (docs/notation.md):
   White's back rank is 29-32 and its men crown on 1-4; Black's the other
   way round.  Neighbours as in test_movegen.c: on ranks 8, 6, 4, 2
   (squares 1-4, 9-12, 17-20, 25-28) square n has NW n-4, NE n-3, SW n+4,
   SE n+5; on ranks 7, 5, 3, 1 NW n-5, NE n-4, SW n+3, SE n+4. */
#include "support.h"

#include <string.h>

#include "search/eval.h"

static dm_eval_tables tables;

static int setup(void **state)
{
    if (support_setup_brazilian(state))
        return -1;
    dm_eval_init(&tables, *state);
    return 0;
}

static int score_of(const dm_board *board, const char *fen, dm_heuristic heuristic)
{
    dm_position pos;
    support_read_fen(board, fen, &pos);
    int score = dm_eval(&tables, &pos, heuristic), one_off;
    assert_int_equal(dm_evaluate(board, &pos, heuristic, &one_off), 0);
    assert_int_equal(one_off, score);
    return score;
}

/* fen must start with "W:"; the same position with Black to move scores
   the opposite. */
static void expect_score(const dm_board *board, const char *fen, dm_heuristic heuristic,
                         int expected)
{
    char black[128];
    assert_int_equal(score_of(board, fen, heuristic), expected);
    assert_true(fen[0] == 'W' && strlen(fen) < sizeof black);
    strcpy(black, fen);
    black[0] = 'B';
    assert_int_equal(score_of(board, black, heuristic), -expected);
}

static void expect_squares(const dm_board *board, bb_t bits, const char *squares)
{
    assert_int_equal(support_squares_of_bits(board, bits), support_squares(squares));
}

static void test_names(void **state)
{
    dm_heuristic h;
    for (int i = 0; i < DM_HEURISTIC_COUNT; i++) {
        assert_int_equal(dm_heuristic_from_name(dm_heuristic_name((dm_heuristic)i), &h), 0);
        assert_int_equal(h, i);
    }
    assert_string_equal(dm_heuristic_name(DM_HEURISTIC_TRIANGLE), "triangle");
    assert_string_equal(dm_heuristic_name(DM_HEURISTIC_HAND_SET), "hand_set");
    for (int i = 0; i < DM_TERMS; i++)
        assert_non_null(dm_eval_term_name(i));
    assert_null(dm_eval_term_name(DM_TERMS));
    assert_null(dm_heuristic_name((dm_heuristic)DM_HEURISTIC_COUNT));
    assert_int_equal(dm_heuristic_from_name("best", &h), -1);
}

/* What dm_eval_init derives from the 8x8 board. */
static void test_geometry(void **state)
{
    const dm_board *board = *state;
    const dm_eval_side *white = &tables.side[DM_WHITE], *black = &tables.side[DM_BLACK];
    expect_squares(board, white->back_rank, "29,30,31,32");
    expect_squares(board, black->back_rank, "1,2,3,4");
    expect_squares(board, white->near_crowning, "5,6,7,8");
    expect_squares(board, black->near_crowning, "25,26,27,28");
    assert_int_equal(white->rows, 7);
    assert_int_equal(black->rows, 7);
    expect_squares(board, white->distance[1], "5,6,7,8");
    expect_squares(board, white->distance[4], "17,18,19,20");
    expect_squares(board, white->distance[7], "29,30,31,32");
    expect_squares(board, black->distance[2], "21,22,23,24");
    expect_squares(board, black->distance[7], "1,2,3,4");
    /* Two squares beyond in every direction: the inner 4x4. */
    expect_squares(board, tables.centre, "10,11,14,15,18,19,22,23");
    /* a1-h8, the only diagonal of eight squares. */
    expect_squares(board, tables.long_diagonal, "4,8,11,15,18,22,25,29");
    /* The a and h files without the corners on the back ranks. */
    expect_squares(board, tables.flank, "5,12,13,20,21,28");
    /* A White man on 16 (g5) reaches 11, 12, then 7, 8, then 2, 3, 4;
       its runaway zone adds the neighbours of those and of 16. */
    int g5 = board->bit_of_square[16];
    expect_squares(board, white->cone[g5], "2,3,4,7,8,11,12");
    expect_squares(board, white->runaway_zone[g5], "2,3,4,6,7,8,10,11,12,15,16,19,20");
    /* Men capture backward in Brazilian draughts. */
    assert_int_equal(white->capture_directions, 0xF);
}

/* Man 100, king 300. */
static void test_material(void **state)
{
    const dm_board *board = *state;
    expect_score(board, "W:W22,K1:B11", DM_HEURISTIC_MATERIAL, 300);
    expect_score(board, "W:W21-32:B1-12", DM_HEURISTIC_MATERIAL, 0);
    expect_score(board, "W:W22:BK11,K12,13", DM_HEURISTIC_MATERIAL, -600);
}

/* White: man 6 one step from crowning (6-1, 6-2) 7, man 22 5, king 30 10:
   22.  Black: man 27 one step from crowning (27-31, 27-32) 7, man 11 5:
   12.  (22 - 12) * 20 = 200. */
static void test_positional(void **state)
{
    const dm_board *board = *state;
    expect_score(board, "W:W6,22,K30:B27,11", DM_HEURISTIC_POSITIONAL, 200);
    /* 5 (a7) has one forward square, 1: also one step from crowning. */
    expect_score(board, "W:W5:B12", DM_HEURISTIC_POSITIONAL, 40);
    expect_score(board, "W:W21-32:B1-12", DM_HEURISTIC_POSITIONAL, 0);
}

/* White: men 25, 29, 30: p = 3; on the back rank 29 and 30 (2 * 10);
   25's backward neighbours are 29 and 30, a triangle (25).  Black: men 1,
   6 and king 20: b = 2 + 3 = 5; on its back rank 1 (10); 6's backward
   neighbours are 1 and 2, and 2 is empty: no triangle.
   1000 * (3 - 5) / 8 = -250; -250 + 20 + 25 - 10 = -215. */
static void test_triangle(void **state)
{
    const dm_board *board = *state;
    expect_score(board, "W:W25,29,30:B1,6,K20", DM_HEURISTIC_TRIANGLE, -215);
    /* At the start each side has three triangles (apexes 25, 26, 27 for
       White) and four back-rank men: 0. */
    expect_score(board, "W:W21-32:B1-12", DM_HEURISTIC_TRIANGLE, 0);
    /* Kings count 3: 1000 * (3 - 1) / 4 = 500, truncated toward zero for
       the loser too: 1000 * (1 - 2) / 3 = -333. */
    expect_score(board, "W:WK18:B11", DM_HEURISTIC_TRIANGLE, 500);
    expect_score(board, "W:W22:B9,10", DM_HEURISTIC_TRIANGLE, -333);
}

/* White: men 18, 30, king 29; Black: man 9, king 32.  Five pieces of the
   24 of a full board.
     material    500 - 400 = 100
     trade       100 * 200 / 900 = 22
     advancement White 18 is 3 steps from its back rank, 30 is on it: 3;
                 Black 9 is 2 steps from its back rank: 2.  (3 - 2) at
                 (6 * 24 - 4 * 5) / 24 per step: 124 / 24 = 5
     back rank   White 30, Black none: 1 * 6 * 5 / 24 = 1
     centre      White 18: 5
     king moves  29: 25, 22 (18 is White's): 2; 32: 27, 23 and 28: 3;
                 (2 - 3) * 2 = -2
     diagonal    29 is on a1-h8, 32 is not: 10
   100 + 22 + 5 + 1 + 5 - 2 + 10 = 141. */
static void test_hand_set(void **state)
{
    const dm_board *board = *state;
    expect_score(board, "W:W18,30,K29:B9,K32", DM_HEURISTIC_HAND_SET, 141);
    expect_score(board, "W:W21-32:B1-12", DM_HEURISTIC_HAND_SET, 0);
}

/* Two kings against one cannot win: White K29, K32 against K4.
     material 600 - 300 = 300, trade 300 * 200 / 900 = 66
     king moves 29: 25 22 18 15 11 8 (6); 32: 27 23 18 14 9 5 and 28 (7);
                4: 8 11 15 18 22 25 (6): (13 - 6) * 2 = 14
     diagonal   29 and 4 both on a1-h8: 0
   380, divided by 16: 23. */
static void test_hand_set_drawn_ending(void **state)
{
    const dm_board *board = *state;
    expect_score(board, "W:WK29,K32:BK4", DM_HEURISTIC_HAND_SET, 23);
    /* A man more, and it is no longer a kings-only ending. */
    assert_true(score_of(board, "W:WK29,K32,26:BK4", DM_HEURISTIC_HAND_SET) > 300);
}

/* ---- DM_HEURISTIC_DEFAULT ------------------------------------------------ */

static dm_eval_breakdown explain(const dm_board *board, const char *fen)
{
    dm_position pos;
    dm_eval_breakdown b;
    support_read_fen(board, fen, &pos);
    dm_eval_explain(&tables, &pos, &b);
    return b;
}

/* The terms of a position worked out by hand: White men 18, 30, king 29;
   Black man 9, king 32; White to move.
     man 2 - 1, king 1 - 1, advance 3 - 2 (as for hand_set above),
     back rank 30: 1, centre 18: 1, flank none;
     runaways none: each side has a king;
     triangle none; backed: 18's backward squares 22, 23 are empty: 0;
     threatened: Black's king 32 reaches 18 along 27, 23 and 14 behind it
       is empty: White's 18, 1;
     en prise: no Black piece can be taken by White;
     king mobility 29: 25, 22 (2); 32: 27, 23, 28 (3): -1; trapped none;
     long diagonal: 29 only: 1;
     square table, rows counted from the own back rank, a row's squares
       from its highest number for White (32, 31, 30, 29 in row 1) and
       from its lowest for Black (so that a square and its turned twin
       get the same number): 30 is White's 3rd square of row 1 (key 2),
       18 its 3rd of row 4 (key 14); 9 is Black's 1st of its row 3
       (key 8);
     balance: White's 18 and 30 both in the second half of their rows,
       Black's 9 in one half: -2 + 1. */
static void test_terms(void **state)
{
    const dm_board *board = *state;
    dm_eval_breakdown b = explain(board, "W:W18,30,K29:B9,K32");
    int expected[DM_TERMS] = {
        [DM_TERM_MAN] = 1, [DM_TERM_ADVANCE] = 1, [DM_TERM_BACK_RANK] = 1,
        [DM_TERM_CENTRE] = 1, [DM_TERM_THREATENED] = 1, [DM_TERM_KING_MOBILITY] = -1,
        [DM_TERM_LONG_DIAGONAL] = 1, [DM_TERM_BALANCE] = -1,
    };
    for (int i = 0; i < DM_TERMS; i++)
        assert_int_equal(b.term[i], expected[i]);
    int expected_squares[DM_EVAL_SQUARES] = { [2] = 1, [14] = 1, [8] = -1 };
    for (int i = 0; i < DM_EVAL_SQUARES; i++)
        assert_int_equal(b.square[i], expected_squares[i]);
    assert_int_equal(b.present, 5);
    assert_int_equal(b.scale, DM_EVAL_SCALE_FULL);
    /* Black to move: the same threat is now a piece en prise (Black's king
       can take it now), and the threat term is empty. */
    b = explain(board, "B:W18,30,K29:B9,K32");
    assert_int_equal(b.term[DM_TERM_THREATENED], 0);
    assert_int_equal(b.term[DM_TERM_EN_PRISE_MAN], 1);
    /* At the start everything balances, every piece counts. */
    b = explain(board, "W:W21-32:B1-12");
    for (int i = 0; i < DM_TERMS; i++)
        assert_int_equal(b.term[i], 0);
    assert_int_equal(b.present, 24);
}

/* Shape and kings: White men 25, 29, 30 (a triangle with its apex on 25,
   backed by 29 and 30), man 21 (a3, a flank square whose only backward
   square 25 is White's: backed too); White king 32 boxed in by Black men
   27 and 28 (White's 23 behind 27, the edge behind 28): it cannot move.
   Black's 27 and 28 are not backed: 24 is empty.  White's 23 is not
   either: 27 is Black's. */
static void test_shape_and_kings(void **state)
{
    const dm_board *board = *state;
    dm_eval_breakdown b = explain(board, "W:W21,23,25,29,30,K32:B27,28");
    assert_int_equal(b.term[DM_TERM_TRIANGLE], 1);
    assert_int_equal(b.term[DM_TERM_BACKED], 2);
    assert_int_equal(b.term[DM_TERM_FLANK], 1 - 1);   /* White 21, Black 28 */
    assert_int_equal(b.term[DM_TERM_TRAPPED_KING], 1);
    assert_int_equal(b.term[DM_TERM_KING_MOBILITY], 0);
}

/* Drawn endings with flying kings score near 0 (under half a man),
   whatever the material; the hand-set evaluation counted a king and a man
   against a king as 1.4 men. */
static void test_drawish_endings(void **state)
{
    const dm_board *board = *state;
    static const char *const drawn[] = {
        "W:WK29,22:BK4",          /* king and man against king */
        "W:WK29,K32:BK4",         /* two kings against one */
        "W:WK1,K2,K3:BK29",       /* three against one on the long diagonal */
        "W:WK30,14:BK8",
    };
    for (size_t i = 0; i < sizeof drawn / sizeof drawn[0]; i++) {
        int score = score_of(board, drawn[i], DM_HEURISTIC_DEFAULT);
        assert_true(score > -50 && score < 50);
        assert_int_equal(explain(board, drawn[i]).scale, 2);
    }
    assert_true(score_of(board, "W:WK29,22:BK4", DM_HEURISTIC_HAND_SET) > 100);
    /* Off the long diagonal three kings win: the full score, three times
       the drawn ones' bound at least (the fitted weights give some 190). */
    int off = score_of(board, "W:WK1,K2,K3:BK28", DM_HEURISTIC_DEFAULT);
    assert_true(off > 150);
    assert_int_equal(explain(board, "W:WK1,K2,K3:BK28").scale, DM_EVAL_SCALE_FULL);
    /* A king-only edge too small to win: four kings against two, scaled
       to a quarter. */
    assert_int_equal(explain(board, "W:WK1,K2,K3,K12:BK28,K24").scale, DM_EVAL_SCALE_FULL / 4);
    /* With a man on the weaker side nothing is scaled. */
    assert_int_equal(explain(board, "W:WK29,22:BK4,12").scale, DM_EVAL_SCALE_FULL);
}

/* Without flying kings two kings beat one: no scaling. */
static void test_drawish_needs_flying_kings(void **state)
{
    dm_board english;
    static dm_eval_tables short_kings;
    dm_position pos;
    support_variant_board(&english, SUPPORT_BOARD_8X8,
                          RULES({ "men_capture_backward", "false" },
                                { "flying_kings", "false" }));
    dm_eval_init(&short_kings, &english);
    support_read_fen(&english, "W:WK29,22:BK4", &pos);
    dm_eval_breakdown b;
    dm_eval_explain(&short_kings, &pos, &b);
    assert_int_equal(b.scale, DM_EVAL_SCALE_FULL);
    /* Clearly ahead: half a man at least, where a quarter of the
       fitted sum (70) would be under 20. */
    assert_true(dm_eval(&short_kings, &pos, DM_HEURISTIC_DEFAULT) > 50);
    /* Men that capture only forward. */
    assert_int_equal(short_kings.side[DM_WHITE].capture_directions, 0x3);
}

/* A White man on 16 (g5) against a Black man on 9 (b6), which is outside
   its runaway zone: nothing stops it.  Against a Black man on 12 (h6),
   in its path, it is an ordinary man.  The hand-set evaluation saw no
   difference (both Black men stand on the same rank, off the centre);
   the learned one puts the free man a quarter of a man ahead at least
   (the blocking man on the flank counts for White too). */
static void test_runaway(void **state)
{
    const dm_board *board = *state;
    const char *free_path = "W:W16,30:B9,3", *blocked = "W:W16,30:B12,3";
    assert_int_equal(explain(board, free_path).term[DM_TERM_RUNAWAY], 0);   /* 3 is in the zone */
    free_path = "W:W16,30:B9,1";
    blocked = "W:W16,30:B12,1";
    dm_eval_breakdown b = explain(board, free_path);
    assert_int_equal(b.term[DM_TERM_RUNAWAY], 1);
    assert_int_equal(b.term[DM_TERM_RUNAWAY_STEPS], 4);   /* 16 is 4 steps up from 29-32 */
    assert_int_equal(explain(board, blocked).term[DM_TERM_RUNAWAY], 0);
    assert_int_equal(score_of(board, free_path, DM_HEURISTIC_HAND_SET),
                     score_of(board, blocked, DM_HEURISTIC_HAND_SET));
    assert_true(score_of(board, free_path, DM_HEURISTIC_DEFAULT) >=
                score_of(board, blocked, DM_HEURISTIC_DEFAULT) + 25);
    /* An opponent king anywhere can catch it. */
    assert_int_equal(explain(board, "W:W16,30:B9,K1").term[DM_TERM_RUNAWAY], 0);
}

/* White to move can take Black's man on 18 (22x15); with it on 19
   instead there is nothing to take.  The hand-set evaluation scored both
   alike.  White's 25 stops Black's 18 from taking 22 in return. */
static void test_en_prise(void **state)
{
    const dm_board *board = *state;
    const char *en_prise = "W:W22,25:B18", *safe = "W:W22,25:B19";
    assert_int_equal(explain(board, en_prise).term[DM_TERM_EN_PRISE_MAN], -1);
    assert_int_equal(explain(board, en_prise).term[DM_TERM_THREATENED], 0);
    assert_int_equal(explain(board, safe).term[DM_TERM_EN_PRISE_MAN], 0);
    assert_int_equal(score_of(board, en_prise, DM_HEURISTIC_HAND_SET),
                     score_of(board, safe, DM_HEURISTIC_HAND_SET));
    assert_true(score_of(board, en_prise, DM_HEURISTIC_DEFAULT) >=
                score_of(board, safe, DM_HEURISTIC_DEFAULT) + 50);
    /* A king en prise to a flying king from afar: White's king 29 takes
       Black's king 15 along 25, 22, 18 (empty), landing on 11. */
    dm_eval_breakdown b = explain(board, "W:WK29:BK15,1");
    assert_int_equal(b.term[DM_TERM_EN_PRISE_KING], -1);
}

/* Stuck men: White's man on 5 (a7) has one square to crown on, 1, and
   Black's man there holds it; on 6 it has two, 1 and 2, and needs both
   held, by men (a king may leave).  Black's man on 28 (h2) crowns on 32
   only. */
static void test_stuck(void **state)
{
    const dm_board *board = *state;
    assert_int_equal(explain(board, "W:W5,30:B1,12").term[DM_TERM_STUCK], 1);
    assert_int_equal(explain(board, "W:W5,30:B2,12").term[DM_TERM_STUCK], 0);
    assert_int_equal(explain(board, "W:W6,30:B1,2").term[DM_TERM_STUCK], 1);
    assert_int_equal(explain(board, "W:W6,30:B1,12").term[DM_TERM_STUCK], 0);
    assert_int_equal(explain(board, "W:W6,30:B1,K2").term[DM_TERM_STUCK], 0);
    assert_int_equal(explain(board, "W:W32,5:B28,1").term[DM_TERM_STUCK], 0);   /* one each */
    assert_int_equal(explain(board, "W:W32,30:B28,1").term[DM_TERM_STUCK], -1);
}

/* A side's kings count once, whatever their number, while the opponent
   has none. */
static void test_sole_king(void **state)
{
    const dm_board *board = *state;
    assert_int_equal(explain(board, "W:WK29,30:B9,12").term[DM_TERM_SOLE_KING], 1);
    assert_int_equal(explain(board, "W:WK29,K30:B9,12").term[DM_TERM_SOLE_KING], 1);
    assert_int_equal(explain(board, "B:W29,30:BK9,12").term[DM_TERM_SOLE_KING], -1);
    assert_int_equal(explain(board, "W:WK29,30:BK9,12").term[DM_TERM_SOLE_KING], 0);
    assert_int_equal(explain(board, "W:W29,30:B9,12").term[DM_TERM_SOLE_KING], 0);
}

/* ---- Symmetry on every shipped variant ------------------------------------- */

static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

/* Plays `games` random games from start, of at most `plies` plies each,
   and calls visit on every position before its move, with its legal
   moves; *seed goes on from where the caller left it. */
typedef void position_visit(const dm_position *pos, const dm_move_list *moves, int n,
                            void *context);

static void play_random_games(const dm_board *board, const char *start, uint64_t *seed,
                              int games, int plies, position_visit *visit, void *context)
{
    static dm_move_list list;
    for (int game = 0; game < games; game++) {
        dm_position pos;
        support_read_fen(board, start, &pos);
        for (int ply = 0; ply < plies; ply++) {
            int n = dm_generate_moves(board, &pos, &list);
            assert_true(n >= 0);
            visit(&pos, &list, n, context);
            if (n == 0)
                break;
            dm_position next;
            dm_make_move(board, &pos, &list.move[next_random(seed) % (uint64_t)n], &next);
            pos = next;
        }
    }
}

/* The runaway terms by their definition, man by man: a man is a runaway
   when its runaway_zone holds no opponent piece and the opponent has no
   king (the evaluation finds them all at once).  Whether there was one. */
static bool expect_runaways(const dm_eval_tables *t, const dm_position *pos,
                            const dm_eval_breakdown *b)
{
    int runaways = 0, steps = 0;
    for (int s = 0; s < 2; s++) {
        const dm_eval_side *side = &t->side[s];
        int sign = s == DM_WHITE ? 1 : -1;
        if (pos->pieces[1 - s] & pos->kings)
            continue;
        for (bb_t men = pos->pieces[s] & ~pos->kings; men; men = bb_drop_first(men)) {
            int bit = bb_first(men);
            if (side->runaway_zone[bit] & pos->pieces[1 - s])
                continue;
            runaways += sign;
            for (int k = 1; k < side->rows; k++)
                if (side->distance[k] & bb_bit(bit))
                    steps += sign * (side->rows - k);
        }
    }
    assert_int_equal(b->term[DM_TERM_RUNAWAY], runaways);
    assert_int_equal(b->term[DM_TERM_RUNAWAY_STEPS], steps);
    return runaways != 0;
}

/* What expect_symmetric has seen of its games. */
typedef struct {
    const dm_board *board;
    const dm_eval_tables *t;
    int kings_seen, runaways_seen;
} symmetry_check;

static void expect_symmetric_position(const dm_position *pos, const dm_move_list *moves,
                                      int n, void *context)
{
    (void)moves, (void)n;
    symmetry_check *check = context;
    const dm_eval_tables *t = check->t;
    dm_position twin = support_turned(check->board, pos);
    for (int h = 0; h < DM_HEURISTIC_COUNT; h++)
        assert_int_equal(dm_eval(t, pos, (dm_heuristic)h),
                         dm_eval(t, &twin, (dm_heuristic)h));
    dm_eval_breakdown a, b;
    dm_eval_explain(t, pos, &a);
    dm_eval_explain(t, &twin, &b);
    for (int i = 0; i < DM_TERMS; i++)
        assert_int_equal(a.term[i], -b.term[i]);
    check->runaways_seen += expect_runaways(t, pos, &a);
    for (int i = 0; i < DM_EVAL_SQUARES; i++)
        assert_int_equal(a.square[i], -b.square[i]);
    /* White's view of a region is Black's of its turned twin. */
    for (int r = 0; r < t->regions; r++) {
        assert_int_equal(a.pattern[DM_WHITE][r], b.pattern[DM_BLACK][r]);
        assert_int_equal(a.pattern[DM_BLACK][r], b.pattern[DM_WHITE][r]);
    }
    /* The evaluation sums the square table on the fly: it must
       agree with its breakdown. */
    int white = dm_eval_combine(t, &t->weights, &a);
    white = white > DM_EVAL_LIMIT ? DM_EVAL_LIMIT
          : white < -DM_EVAL_LIMIT ? -DM_EVAL_LIMIT : white;
    assert_int_equal(dm_eval(t, pos, DM_HEURISTIC_DEFAULT),
                     pos->side == DM_WHITE ? white : -white);
    check->kings_seen += pos->kings != 0;
}

/* Random games from the start: positions with men, kings, threats and
   pieces en prise. */
static void expect_symmetric(const char *board_path, const char *rules_path,
                             const char *start)
{
    static dm_board_spec spec;
    static dm_board board;
    static dm_eval_tables t;
    support_load_spec(board_path, rules_path, &spec);
    support_init_board(&board, &spec);
    dm_eval_init(&t, &board);
    uint64_t seed = 2024;
    /* Pattern weights of every size the engine takes, whatever the
       compiled ones are: the packed table must give the breakdown's sum. */
    static dm_eval_weights w;
    w = t.weights;
    for (int phase = 0; phase < 2; phase++)
        for (int i = 0; i < DM_EVAL_PATTERNS; i++)
            w.pattern[phase][i] = (int)(next_random(&seed) % (2 * DM_PATTERN_WEIGHT_LIMIT + 1)) -
                                  DM_PATTERN_WEIGHT_LIMIT;
    /* And square weights of either sign, which the evaluation sums by
       rows of men. */
    for (int phase = 0; phase < 2; phase++)
        for (int i = 0; i < DM_EVAL_SQUARES; i++)
            w.square[phase][i] = (int)(next_random(&seed) % 401) - 200;
    dm_eval_set_weights(&t, &w);
    symmetry_check check = { &board, &t, 0, 0 };
    play_random_games(&board, start, &seed, 40, 160, expect_symmetric_position, &check);
    assert_true(check.kings_seen > 0);
    assert_true(check.runaways_seen > 0);
}

static void test_symmetry_every_variant(void **state)
{
    static const struct { const char *board, *rules, *start; } variants[] = {
        { "kb/draughts/board_8x8.pl", "kb/draughts/brazilian.pl", "W:W21-32:B1-12" },
        { "kb/draughts/board_8x8.pl", "kb/draughts/russian.pl", "W:W21-32:B1-12" },
        { "kb/draughts/board_8x8.pl", "kb/draughts/pool.pl", "W:W21-32:B1-12" },
        { "kb/draughts/board_8x8.pl", "kb/draughts/english.pl", "B:W21-32:B1-12" },
        { "kb/draughts/board_8x8.pl", "kb/draughts/czech.pl", "W:W21-32:B1-12" },
        { "kb/draughts/board_8x8.pl", "kb/draughts/thai.pl", "W:W25-32:B1-8" },
        { "kb/draughts/board_8x8_light.pl", "kb/draughts/italian.pl", "W:W21-32:B1-12" },
        { "kb/draughts/board_8x8_light_black_order.pl", "kb/draughts/spanish.pl", "W:W1-12:B21-32" },
        { "kb/draughts/board_10x10.pl", "kb/draughts/international.pl", "W:W31-50:B1-20" },
        { "kb/draughts/board_10x10.pl", "kb/draughts/killer.pl", "W:W31-50:B1-20" },
        { "kb/draughts/board_10x10.pl", "kb/draughts/frisian.pl", "W:W31-50:B1-20" },
    };
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++)
        expect_symmetric(variants[v].board, variants[v].rules, variants[v].start);
}

/* What expect_can_capture_as_generated has seen of its games. */
typedef struct {
    const dm_eval_tables *t;
    int captures_seen, king_captures_seen, quiet_seen;
} capture_check;

static void expect_can_capture_position(const dm_position *pos, const dm_move_list *moves,
                                        int n, void *context)
{
    capture_check *check = context;
    if (n == 0)
        return;
    bool must_capture = moves->move[0].captures > 0;
    assert_int_equal(dm_eval_can_capture(check->t, pos), must_capture);
    check->captures_seen += must_capture;
    check->quiet_seen += !must_capture;
    for (int i = 0; i < n; i++)
        check->king_captures_seen += moves->move[i].captures > 0 &&
                                     (pos->kings & bb_bit(moves->move[i].from)) != 0;
}

/* dm_eval_can_capture is the move generator's answer wherever captures
   go along diagonals only: positions of random games, with kings, where
   the side to move must capture and where it need not. */
static void expect_can_capture_as_generated(const char *board_path, const char *rules_path,
                                            const char *start)
{
    static dm_board_spec spec;
    static dm_board board;
    static dm_eval_tables t;
    support_load_spec(board_path, rules_path, &spec);
    support_init_board(&board, &spec);
    dm_eval_init(&t, &board);
    uint64_t seed = 2026;
    capture_check check = { &t, 0, 0, 0 };
    play_random_games(&board, start, &seed, 100, 200, expect_can_capture_position, &check);
    assert_true(check.captures_seen > 0);
    assert_true(check.quiet_seen > 0);
    assert_true(check.king_captures_seen > 0);
}

static void test_can_capture_as_generated(void **state)
{
    (void)state;
    static const struct { const char *board, *rules, *start; } variants[] = {
        { "kb/draughts/board_8x8.pl", "kb/draughts/brazilian.pl", "W:W21-32:B1-12" },
        { "kb/draughts/board_8x8.pl", "kb/draughts/english.pl", "B:W21-32:B1-12" },
        { "kb/draughts/board_8x8_light.pl", "kb/draughts/italian.pl", "W:W21-32:B1-12" },
        { "kb/draughts/board_8x8_light_black_order.pl", "kb/draughts/spanish.pl", "W:W1-12:B21-32" },
        { "kb/draughts/board_10x10.pl", "kb/draughts/international.pl", "W:W31-50:B1-20" },
    };
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++)
        expect_can_capture_as_generated(variants[v].board, variants[v].rules, variants[v].start);
}

/* The patterns' regions of `rows` rows (0: the family's, which is
   `family_rows`): 2 * rows squares each, covering the board, the same
   squares for both sides; none on boards without the square table, which
   take no other layout either. */
static void expect_regions(const char *board_path, const char *rules_path, int family_rows,
                           int rows, int expected)
{
    static dm_board_spec spec;
    static dm_board board;
    static dm_eval_tables t;
    support_load_spec(board_path, rules_path, &spec);
    support_init_board(&board, &spec);
    dm_eval_init(&t, &board);
    assert_int_equal(t.region_rows, family_rows);
    if (rows) {
        assert_int_equal(dm_eval_set_region_rows(&t, rows), expected ? 0 : -1);
        if (expected)
            assert_int_equal(t.region_rows, rows);
    }
    assert_int_equal(t.regions, expected);
    bb_t covered = 0;
    for (int r = 0; r < t.regions; r++) {
        bb_t mask = t.region[DM_WHITE][r].mask;
        assert_int_equal(bb_count(mask), t.region_rows * DM_REGION_KEYS);
        covered |= mask;
        int twins = 0;
        for (int q = 0; q < t.regions; q++)
            twins += t.region[DM_BLACK][q].mask == mask;
        assert_int_equal(twins, 1);
    }
    if (expected)
        assert_true(covered == board.valid);
    assert_int_equal(dm_eval_set_region_rows(&t, DM_REGION_ROWS_MIN - 1), -1);
    assert_int_equal(dm_eval_set_region_rows(&t, DM_REGION_ROWS_MAX + 1), -1);
}

static void test_regions(void **state)
{
    (void)state;
    const char *b8 = "kb/draughts/board_8x8.pl", *b10 = "kb/draughts/board_10x10.pl";
    expect_regions(b8, "kb/draughts/brazilian.pl", 4, 0, 15);
    expect_regions(b8, "kb/draughts/brazilian.pl", 4, 3, 18);
    expect_regions(b10, "kb/draughts/international.pl", 4, 0, 28);
    expect_regions(b10, "kb/draughts/international.pl", 4, 3, 32);
    expect_regions(b8, "kb/draughts/english.pl", 0, 0, 0);
    expect_regions(b8, "kb/draughts/english.pl", 0, 3, 0);
}

static void test_unknown_heuristic_is_default(void **state)
{
    const dm_board *board = *state;
    const char *fen = "W:W18,30,K29:B9,K32";
    assert_int_equal(score_of(board, fen, (dm_heuristic)99),
                     score_of(board, fen, DM_HEURISTIC_DEFAULT));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_names),
        cmocka_unit_test(test_geometry),
        cmocka_unit_test(test_material),
        cmocka_unit_test(test_positional),
        cmocka_unit_test(test_triangle),
        cmocka_unit_test(test_hand_set),
        cmocka_unit_test(test_hand_set_drawn_ending),
        cmocka_unit_test(test_terms),
        cmocka_unit_test(test_shape_and_kings),
        cmocka_unit_test(test_drawish_endings),
        cmocka_unit_test(test_drawish_needs_flying_kings),
        cmocka_unit_test(test_runaway),
        cmocka_unit_test(test_en_prise),
        cmocka_unit_test(test_stuck),
        cmocka_unit_test(test_sole_king),
        cmocka_unit_test(test_symmetry_every_variant),
        cmocka_unit_test(test_can_capture_as_generated),
        cmocka_unit_test(test_unknown_heuristic_is_default),
        cmocka_unit_test(test_regions),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
