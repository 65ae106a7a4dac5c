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

/* kb/draughts/brazilian.pl: majority by count, men backward, flying kings. */
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

/* dm_board_set_rule: every rule of the vocabulary with every value it
   takes is set by its text; a later call replaces the value; unknown
   names, the rules that are not about move generation and values a rule
   does not take are refused (-1) with a message naming the rule, and
   leave the rules as they were. */
static int set_rule(const char *name, const char *value, char err[256])
{
    err[0] = '\0';
    return dm_board_set_rule(&work, name, value, err, 256);
}

static void expect_refused(const char *name, const char *value)
{
    char err[256];
    dm_rules before = work.rules;
    assert_int_equal(set_rule(name, value, err), -1);
    if (*name)
        assert_non_null(strstr(err, name));
    assert_memory_equal(&work.rules, &before, sizeof before);
}

static void test_set_rule(void **state)
{
    (void)state;
    char err[256];

    dm_board_spec_clear(&work);
    /* The defaults of docs/rules.md. */
    assert_int_equal(work.rules.majority_capture, DM_MAJORITY_COUNT);
    assert_true(work.rules.men_capture_backward);
    assert_true(work.rules.men_capture_kings);
    assert_true(work.rules.flying_kings);
    assert_true(work.rules.captured_pieces_block);
    assert_false(work.rules.crown_during_capture);
    assert_false(work.rules.orthogonal_captures);
    assert_int_equal(work.rules.king_landing, DM_LANDING_ANYWHERE);
    assert_int_equal(work.rules.precedences, 0);

    assert_int_equal(set_rule("majority_capture", "false", err), 0);
    assert_int_equal(work.rules.majority_capture, DM_MAJORITY_NONE);
    assert_int_equal(set_rule("majority_capture", "by_value", err), 0);
    assert_int_equal(work.rules.majority_capture, DM_MAJORITY_VALUE);
    assert_int_equal(set_rule("majority_capture", "true", err), 0);
    assert_int_equal(work.rules.majority_capture, DM_MAJORITY_COUNT);

    const char *switches[] = { "men_capture_backward", "men_capture_kings", "flying_kings",
                               "captured_pieces_block", "crown_during_capture",
                               "orthogonal_captures" };
    for (size_t i = 0; i < sizeof switches / sizeof switches[0]; i++) {
        bool *field[] = { &work.rules.men_capture_backward, &work.rules.men_capture_kings,
                          &work.rules.flying_kings, &work.rules.captured_pieces_block,
                          &work.rules.crown_during_capture, &work.rules.orthogonal_captures };
        assert_int_equal(set_rule(switches[i], "false", err), 0);
        assert_false(*field[i]);
        assert_int_equal(set_rule(switches[i], "true", err), 0);
        assert_true(*field[i]);
        expect_refused(switches[i], "by_value");
        expect_refused(switches[i], "");
    }

    assert_int_equal(set_rule("king_landing", "behind_piece", err), 0);
    assert_int_equal(work.rules.king_landing, DM_LANDING_BEHIND_PIECE);
    assert_int_equal(set_rule("king_landing", "behind_king", err), 0);
    assert_int_equal(work.rules.king_landing, DM_LANDING_BEHIND_KING);
    assert_int_equal(set_rule("king_landing", "anywhere", err), 0);
    assert_int_equal(work.rules.king_landing, DM_LANDING_ANYWHERE);

    /* capture_precedence: a list, in order; a criterion named twice counts
       once; the empty list. */
    assert_int_equal(set_rule("capture_precedence", "by_king,most_kings,earliest_king", err), 0);
    assert_int_equal(work.rules.precedences, 3);
    assert_int_equal(work.rules.precedence[0], DM_PRECEDENCE_BY_KING);
    assert_int_equal(work.rules.precedence[1], DM_PRECEDENCE_MOST_KINGS);
    assert_int_equal(work.rules.precedence[2], DM_PRECEDENCE_EARLIEST_KING);
    assert_int_equal(set_rule("capture_precedence", "earliest_king, by_king,earliest_king", err), 0);
    assert_int_equal(work.rules.precedences, 2);
    assert_int_equal(work.rules.precedence[0], DM_PRECEDENCE_EARLIEST_KING);
    assert_int_equal(work.rules.precedence[1], DM_PRECEDENCE_BY_KING);
    assert_int_equal(set_rule("capture_precedence", "", err), 0);
    assert_int_equal(work.rules.precedences, 0);

    /* Values the rules do not take. */
    expect_refused("majority_capture", "most");
    expect_refused("king_landing", "true");
    expect_refused("king_landing", "");
    expect_refused("capture_precedence", "by_king,");
    expect_refused("capture_precedence", "by_queen");
    expect_refused("capture_precedence", "true");
    expect_refused("capture_precedence", ",by_king");
    /* Names that are no move-generation rule, the old
       king_capture_preference among them. */
    expect_refused("king_capture_preference", "false");
    expect_refused("no_such_rule", "true");
    expect_refused("first_to_move", "white");
    expect_refused("", "true");
    assert_true(dm_rule_outside_move_generation("first_to_move"));
    assert_true(dm_rule_outside_move_generation("men_start_ranks"));
    assert_true(dm_rule_outside_move_generation("draw_repetition"));
    assert_true(dm_rule_outside_move_generation("pdn_game_type"));
    assert_false(dm_rule_outside_move_generation("flying_kings"));
    assert_false(dm_rule_outside_move_generation("king_capture_preference"));
}

/* dm_kb_read reads rule facts with atom and list values and skips the
   rules that are not about move generation (tests/data/rules_frisian_like.pl);
   it refuses an unknown rule and a rule given two different values, naming
   the rule. */
static void test_kb_read_rules(void **state)
{
    (void)state;
    char err[256] = "";
    assert_int_equal(dm_kb_read(SUPPORT_BOARD_8X8, "tests/data/rules_frisian_like.pl", &work,
                                err, sizeof err), 0);
    assert_true(work.rules.orthogonal_captures);
    assert_int_equal(work.rules.majority_capture, DM_MAJORITY_VALUE);
    assert_int_equal(work.rules.king_landing, DM_LANDING_BEHIND_KING);
    assert_int_equal(work.rules.precedences, 2);
    assert_int_equal(work.rules.precedence[0], DM_PRECEDENCE_BY_KING);
    assert_int_equal(work.rules.precedence[1], DM_PRECEDENCE_MOST_KINGS);
    assert_true(work.rules.flying_kings);   /* not stated: the default */

    err[0] = '\0';
    assert_int_equal(dm_kb_read(SUPPORT_BOARD_8X8, "tests/data/rules_unknown.pl", &work, err,
                                sizeof err), -1);
    assert_non_null(strstr(err, "king_capture_preference"));
    err[0] = '\0';
    assert_int_equal(dm_kb_read(SUPPORT_BOARD_8X8, "tests/data/rules_two_values.pl", &work, err,
                                sizeof err), -1);
    assert_non_null(strstr(err, "flying_kings"));
}

/* Orthogonal lines (tests/data/board_4x4_orthogonal.pl, read with its
   orthogonal/3 facts): with orthogonal_captures each fact is one
   neighbour of the per-square table, in the direction made of the two
   diagonal ones it spans; a fact off that pattern, a missing fact, or
   orthogonal_captures without any orthogonal facts is refused.  Without
   the rule the facts are not read. */
static void test_orthogonal_lines(void **state)
{
    (void)state;
    static dm_board board;
    static dm_board_spec spec;
    char err[256] = "";
    const char *path = "tests/data/board_4x4_orthogonal.pl";
    support_load_spec(path, NULL, &spec);
    assert_int_equal(spec.squares, 8);
    assert_int_equal(dm_board_set_rule(&spec, "orthogonal_captures", "true", err, sizeof err), 0);
    support_init_board(&board, &spec);
    int facts = 0;
    for (int s = 1; s <= spec.squares; s++)
        for (int d = 0; d < DM_ORTHOGONALS; d++) {
            int t = spec.orthogonal[s][d];
            if (!t)
                continue;
            facts++;
            int found = 0;
            for (int k = DM_DIRECTIONS; k < DM_ALL_DIRECTIONS; k++)
                found += board.neighbour[board.bit_of_square[s]][k] == board.bit_of_square[t];
            assert_int_equal(found, 1);
        }
    assert_int_equal(facts, 16);
    /* The squares built from the casa facts by the tests' helper agree. */
    support_add_orthogonal_lines(path, &spec);

    /* A fact pointing two squares along a diagonal instead. */
    work = spec;
    assert_int_equal(work.orthogonal[1][1], 5);   /* 1 south 5 */
    work.orthogonal[1][1] = 8;
    expect_init_fails(&work);
    /* A missing fact. */
    work = spec;
    work.orthogonal[1][1] = 0;
    expect_init_fails(&work);
    /* Without the rule, the same broken facts do not matter. */
    work.rules.orthogonal_captures = false;
    support_init_board(&board, &work);
    for (int b = 0; b < 64; b++)
        for (int k = DM_DIRECTIONS; k < DM_ALL_DIRECTIONS; k++)
            assert_int_equal(board.neighbour[b][k], DM_NO_BIT);
    /* The rule on a board without orthogonal facts (the shipped board
       files state them, so they are cleared). */
    work = spec8;
    memset(work.orthogonal, 0, sizeof work.orthogonal);
    assert_int_equal(dm_board_set_rule(&work, "orthogonal_captures", "true", err, sizeof err), 0);
    expect_init_fails(&work);
}

/* general_captures: the whole-board generator serves the Brazilian-like
   rule sets only; any other value needs the general search. */
static void test_general_captures_choice(void **state)
{
    (void)state;
    static dm_board board;
    char err[256];
    const struct { const char *name, *value; bool general; } cases[] = {
        { "majority_capture", "false", false }, { "men_capture_backward", "false", false },
        { "flying_kings", "false", false }, { "majority_capture", "by_value", true },
        { "men_capture_kings", "false", true }, { "captured_pieces_block", "false", true },
        { "crown_during_capture", "true", true }, { "king_landing", "behind_piece", true },
        { "king_landing", "behind_king", true }, { "capture_precedence", "most_kings", true },
    };
    support_init_board(&board, &spec8);
    assert_false(board.general_captures);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        work = spec8;
        assert_int_equal(dm_board_set_rule(&work, cases[i].name, cases[i].value, err, sizeof err), 0);
        support_init_board(&board, &work);
        assert_int_equal(board.general_captures, cases[i].general);
    }
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
        cmocka_unit_test(test_kb_read_rules),
        cmocka_unit_test(test_orthogonal_lines),
        cmocka_unit_test(test_general_captures_choice),
        cmocka_unit_test(test_position_from_squares),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
