/* The board tables dm_board_init derives from the knowledge base, the rule
   switches, and dm_position_from_squares.

   Nothing about the geometry is hard-coded in the engine: the bit layout,
   the shifts and the promotion squares all come from the kb relations
   (diagonal/3, movepeca/3, comepeca/3), so these tests compare the derived
   tables with the relations as read from kb/. */
#include "support.h"

#include <string.h>

/* The relations of a board file (with the Brazilian rules for 8x8). */
static dm_board_spec spec8, spec10, work;

static int setup(void **state)
{
    char err[256] = "";
    if (support_setup_brazilian(state) != 0)
        return -1;
    if (dm_kb_read(SUPPORT_BOARD_8X8, SUPPORT_RULES_BRAZILIAN, &spec8, err, sizeof err) ||
        dm_kb_read(SUPPORT_BOARD_10X10, NULL, &spec10, err, sizeof err)) {
        print_error("dm_kb_read: %s\n", err);
        return -1;
    }
    return 0;
}

/* Square-number mask of squares first..last. */
static uint64_t square_range(int first, int last)
{
    uint64_t squares = 0;
    for (int s = first; s <= last; s++)
        squares |= (uint64_t)1 << (s - 1);
    return squares;
}

/* Every square has its own bit, inside 0..63; square_of_bit inverts
   bit_of_square; `valid` is exactly the squares' bits and square_of_bit is
   0 on every other (ghost) bit. */
static void check_bits(const dm_board *board, int squares)
{
    bb_t seen = 0;
    assert_int_equal(board->squares, squares);
    for (int s = 1; s <= squares; s++) {
        int bit = board->bit_of_square[s];
        assert_in_range(bit, 0, 63);
        assert_false(seen & bb_bit(bit));   /* distinct */
        seen |= bb_bit(bit);
        assert_int_equal(board->square_of_bit[bit], s);
    }
    assert_int_equal(board->valid, seen);
    assert_int_equal(bb_count(board->valid), squares);
    for (int b = 0; b < 64; b++)
        if (!(seen & bb_bit(b)))
            assert_int_equal(board->square_of_bit[b], 0);
}

/* The relations as shifts: every diagonal/3 fact from s to t in kb direction
   d is the shift of our direction direction_of_kb[d]; every movepeca step of
   White is a shift of direction 0 or 1 (White's forward ones, positive),
   Black's of 2 or 3 (their opposites); every comepeca jump is two equal
   shifts along one diagonal. */
static void check_shifts(const dm_board *board, const dm_board_spec *spec)
{
    bool used[DM_DIRECTIONS] = { false };
    for (int d = 0; d < DM_DIRECTIONS; d++) {
        int ours = board->direction_of_kb[d];
        assert_in_range(ours, 0, DM_DIRECTIONS - 1);
        assert_false(used[ours]);   /* a permutation */
        used[ours] = true;
    }
    assert_true(board->shift[0] > 0);
    assert_true(board->shift[1] > 0);
    assert_int_not_equal(board->shift[0], board->shift[1]);
    assert_int_equal(board->shift[2], -board->shift[0]);
    assert_int_equal(board->shift[3], -board->shift[1]);

    int pairs = 0;
    for (int s = 1; s <= spec->squares; s++)
        for (int d = 0; d < DM_DIRECTIONS; d++) {
            int t = spec->next[s][d];
            if (!t)
                continue;
            pairs++;
            int difference = board->bit_of_square[t] - board->bit_of_square[s];
            if (difference != board->shift[board->direction_of_kb[d]]) {
                print_error("diagonal(%d, %d, %d): bits %d -> %d, shift %d\n", s, d, t,
                            board->bit_of_square[s], board->bit_of_square[t],
                            board->shift[board->direction_of_kb[d]]);
                fail();
            }
        }
    assert_true(pairs > 0);

    for (int i = 0; i < spec->steps; i++) {
        int difference = board->bit_of_square[spec->step[i].to] -
                         board->bit_of_square[spec->step[i].from];
        if (spec->step[i].side == DM_WHITE)
            assert_true(difference == board->shift[0] || difference == board->shift[1]);
        else
            assert_true(difference == board->shift[2] || difference == board->shift[3]);
    }
    for (int i = 0; i < spec->jumps; i++) {
        int first = board->bit_of_square[spec->jump[i].over] -
                    board->bit_of_square[spec->jump[i].from];
        int second = board->bit_of_square[spec->jump[i].to] -
                     board->bit_of_square[spec->jump[i].over];
        assert_int_equal(first, second);
        assert_true(first == board->shift[0] || first == board->shift[1] ||
                    first == board->shift[2] || first == board->shift[3]);
    }
}

/* 8x8: 32 squares, each on its own bit. */
static void test_8x8_bits(void **state)
{
    check_bits(*state, 32);
}

/* 8x8: diagonal/3 (north_east 0, north_west 1, south_east 2, south_west 3
   in the reader), movepeca/3 and comepeca/3 are all uniform shifts.  The
   kb's north directions are White's forward ones. */
static void test_8x8_shifts(void **state)
{
    const dm_board *board = *state;
    check_shifts(board, &spec8);
    /* White men move toward the north: kb north_east (0) and north_west (1)
       are our directions 0 and 1. */
    assert_true(board->direction_of_kb[0] < 2);
    assert_true(board->direction_of_kb[1] < 2);
    /* A concrete pair: 22 (c3) is south-west of 18 (d4), north-west of 26. */
    int ne = board->shift[board->direction_of_kb[0]];
    int nw = board->shift[board->direction_of_kb[1]];
    assert_int_equal(board->bit_of_square[18] - board->bit_of_square[22], ne);
    assert_int_equal(board->bit_of_square[22] - board->bit_of_square[26], nw);
}

/* Promotion squares: White's men are crowned on 1-4, Black's on 29-32,
   exactly. */
static void test_8x8_promotion(void **state)
{
    const dm_board *board = *state;
    assert_int_equal(support_squares_of_bits(board, board->promotion[DM_WHITE]),
                     square_range(1, 4));
    assert_int_equal(support_squares_of_bits(board, board->promotion[DM_BLACK]),
                     square_range(29, 32));
}

/* kb/brazilian.pl switches on the three movegen rules. */
static void test_8x8_rules(void **state)
{
    const dm_board *board = *state;
    assert_true(board->rules.majority_capture);
    assert_true(board->rules.men_capture_backward);
    assert_true(board->rules.flying_kings);
}

/* The 10x10 board (no rules file: the default rules) initialises from the
   same code: 50 squares on distinct bits, uniform shifts, promotion rows
   1-5 (White) and 46-50 (Black). */
static void test_10x10(void **state)
{
    (void)state;
    static dm_board board;
    assert_int_equal(spec10.squares, 50);
    support_init_board(&board, &spec10);
    check_bits(&board, 50);
    check_shifts(&board, &spec10);
    assert_int_equal(support_squares_of_bits(&board, board.promotion[DM_WHITE]),
                     square_range(1, 5));
    assert_int_equal(support_squares_of_bits(&board, board.promotion[DM_BLACK]),
                     square_range(46, 50));
    assert_true(board.rules.majority_capture);
    assert_true(board.rules.men_capture_backward);
    assert_true(board.rules.flying_kings);
}

/* The index of the movepeca / comepeca fact with these squares, or -1. */
static int find_step(const dm_board_spec *spec, int from, int to, dm_side side)
{
    for (int i = 0; i < spec->steps; i++)
        if (spec->step[i].from == from && spec->step[i].to == to &&
            spec->step[i].side == side)
            return i;
    return -1;
}

static int find_jump(const dm_board_spec *spec, int from, int over, int to)
{
    for (int i = 0; i < spec->jumps; i++)
        if (spec->jump[i].from == from && spec->jump[i].over == over &&
            spec->jump[i].to == to)
            return i;
    return -1;
}

static void expect_init_fails(const dm_board_spec *spec)
{
    static dm_board board;
    char err[256] = "";
    assert_int_equal(dm_board_init(&board, spec, err, sizeof err), -1);
    assert_true(strlen(err) > 0);   /* says why */
}

/* The unmodified spec initialises (the cases below fail only because of
   their one change). */
static void test_init_accepts_kb(void **state)
{
    (void)state;
    static dm_board board;
    char err[256] = "";
    assert_int_equal(dm_board_init(&board, &spec8, err, sizeof err), 0);
}

/* movepeca must hold every step along the men's directions: without
   movepeca(22, 18, white) the engine could not move all men by one shift. */
static void test_init_rejects_missing_movepeca(void **state)
{
    (void)state;
    work = spec8;
    int i = find_step(&work, 22, 18, DM_WHITE);
    assert_true(i >= 0);
    work.step[i] = work.step[work.steps - 1];
    work.steps--;
    expect_init_fails(&work);

    /* Also a black one. */
    work = spec8;
    i = find_step(&work, 11, 15, DM_BLACK);
    assert_true(i >= 0);
    work.step[i] = work.step[work.steps - 1];
    work.steps--;
    expect_init_fails(&work);
}

/* comepeca must be the two-square runs along the diagonals:
   comepeca(22, 18, 14) is not one (18 -> 14 turns off the diagonal 22-18). */
static void test_init_rejects_comepeca_off_diagonal(void **state)
{
    (void)state;
    work = spec8;
    int i = find_jump(&work, 22, 18, 15);
    assert_true(i >= 0);
    work.jump[i].to = 14;
    expect_init_fails(&work);

    /* Over a square that is not a neighbour. */
    work = spec8;
    i = find_jump(&work, 22, 18, 15);
    work.jump[i].over = 11;
    expect_init_fails(&work);
}

/* dm_board_set_rule: the three switches are set (0); rules the engine
   implements one way only are accepted with that value (0) and refused with
   the other (-1, naming the rule); names not about move generation are
   ignored (1) and change nothing. */
static int set_rule(const char *name, bool value, char err[256])
{
    return dm_board_set_rule(&work, name, value, err, 256);
}

static void test_set_rule(void **state)
{
    (void)state;
    char err[256];

    work = spec8;
    assert_int_equal(set_rule("majority_capture", false, err), 0);
    assert_false(work.rules.majority_capture);
    assert_int_equal(set_rule("men_capture_backward", false, err), 0);
    assert_false(work.rules.men_capture_backward);
    assert_int_equal(set_rule("flying_kings", false, err), 0);
    assert_false(work.rules.flying_kings);
    assert_int_equal(set_rule("majority_capture", true, err), 0);
    assert_true(work.rules.majority_capture);

    /* Crowning during a capture is not implemented. */
    err[0] = '\0';
    assert_int_equal(set_rule("crown_during_capture", true, err), -1);
    assert_non_null(strstr(err, "crown_during_capture"));
    assert_int_equal(set_rule("crown_during_capture", false, err), 0);
    /* Nor the Turkish strike, nor a preference for kings. */
    assert_int_equal(set_rule("captured_pieces_block", false, err), -1);
    assert_int_equal(set_rule("captured_pieces_block", true, err), 0);
    assert_int_equal(set_rule("king_capture_preference", true, err), -1);
    assert_int_equal(set_rule("king_capture_preference", false, err), 0);

    /* Unknown or non-movegen names: ignored, the rules unchanged. */
    dm_rules before = work.rules;
    assert_int_equal(set_rule("no_such_rule", true, err), 1);
    assert_int_equal(set_rule("draw_by_agreement", false, err), 1);
    assert_int_equal(set_rule("", true, err), 1);
    assert_int_equal(work.rules.majority_capture, before.majority_capture);
    assert_int_equal(work.rules.men_capture_backward, before.men_capture_backward);
    assert_int_equal(work.rules.flying_kings, before.flying_kings);
}

/* dm_kb_read refuses a rules file asking for a rule the engine does not
   implement (tests/data/rules_crown_during_capture.pl: the Brazilian board
   with crown_during_capture = true). */
static void test_kb_read_refuses_unimplemented_rule(void **state)
{
    (void)state;
    char err[256] = "";
    const char *rules = "tests/data/rules_crown_during_capture.pl";
    assert_int_equal(dm_kb_read(SUPPORT_BOARD_8X8, rules, &work, err, sizeof err), -1);
    assert_non_null(strstr(err, "crown_during_capture"));
}

/* dm_position_from_squares converts valid square sets (and back with
   dm_position_to_squares) and refuses overlapping white/black pieces, a king
   mark on an empty square, and any bit beyond square 32. */
static void test_position_from_squares(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    dm_square_sets back;
    /* White men 21-31 and a king on 32, Black men 2-12 and a king on 1. */
    dm_square_sets ok = { .white = square_range(21, 32), .black = square_range(1, 12),
                          .kings = square_range(1, 1) | square_range(32, 32),
                          .side = DM_BLACK };
    assert_int_equal(dm_position_from_squares(board, &ok, &pos), 0);
    assert_int_equal(pos.side, DM_BLACK);
    assert_int_equal(pos.pieces[DM_WHITE], support_bits_of_squares(board, ok.white));
    assert_int_equal(pos.pieces[DM_BLACK], support_bits_of_squares(board, ok.black));
    assert_int_equal(pos.kings, support_bits_of_squares(board, ok.kings));
    dm_position_to_squares(board, &pos, &back);
    assert_int_equal(back.white, ok.white);
    assert_int_equal(back.black, ok.black);
    assert_int_equal(back.kings, ok.kings);
    assert_int_equal(back.side, ok.side);

    /* Square 22 both white and black. */
    dm_square_sets bad = ok;
    bad.black |= square_range(22, 22);
    assert_int_equal(dm_position_from_squares(board, &bad, &pos), -1);
    /* A king mark on the empty square 18. */
    bad = ok;
    bad.kings |= square_range(18, 18);
    assert_int_equal(dm_position_from_squares(board, &bad, &pos), -1);
    /* Squares 33 and 64 do not exist on 8x8, for either side or as kings. */
    bad = ok;
    bad.white |= (uint64_t)1 << 32;
    assert_int_equal(dm_position_from_squares(board, &bad, &pos), -1);
    bad = ok;
    bad.black |= (uint64_t)1 << 63;
    assert_int_equal(dm_position_from_squares(board, &bad, &pos), -1);
    bad = ok;
    bad.kings |= (uint64_t)1 << 40;
    assert_int_equal(dm_position_from_squares(board, &bad, &pos), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_8x8_bits),
        cmocka_unit_test(test_8x8_shifts),
        cmocka_unit_test(test_8x8_promotion),
        cmocka_unit_test(test_8x8_rules),
        cmocka_unit_test(test_10x10),
        cmocka_unit_test(test_init_accepts_kb),
        cmocka_unit_test(test_init_rejects_missing_movepeca),
        cmocka_unit_test(test_init_rejects_comepeca_off_diagonal),
        cmocka_unit_test(test_set_rule),
        cmocka_unit_test(test_kb_read_refuses_unimplemented_rule),
        cmocka_unit_test(test_position_from_squares),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
