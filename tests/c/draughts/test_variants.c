/* Perft of eleven variants against published counts (Brazilian: test_perft.c), the general
   capture search against the whole-board generator, and the whole-board
   shortcuts of every rule set against the general search alone.

   tests/data/perft_variants.tsv (a copy of the published table, see
   docs/) holds rows "variant <TAB> fen <TAB> depth <TAB> nodes <TAB> dedup
   <TAB> source" after '#' comment lines and a header; dedup "yes" counts a
   capture once per start, landing square and captured set, "no" counts
   every capture path.  Its fen column is not always a FEN ("initial ..."),
   so each variant's start position is stated here with its rules; every
   row of the variants below is checked, to depth MAX_DEPTH (or the
   variant's own, depths_of: Turkish's counts, computed by pydraughts, go
   as deep as that slow program could count, distinct captures only). */
#include "support.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draughts/capture.h"
#include "draughts/perft.h"
#include "search/search.h"

#define VARIANTS_TSV "tests/data/perft_variants.tsv"
#define MAX_DEPTH 7

#define START_8X8 "W:W21-32:B1-12"
#define START_10X10 "W:W31-50:B1-20"
#define START_TURKISH "W:W41-56:B9-24"
#define SUPPORT_BOARD_8X8_FULL "kb/draughts/board_8x8_full.pl"

typedef struct {
    const char *name;
    const char *board;
    const char *fen;
    const support_rule *rules;
} variant;

/* Turkish's counts, computed by pydraughts (see the table), go to the
   depth that slow program could count, and count distinct captures
   only. */
#define TURKISH_DEPTHS 5

static int depths_of(const variant *v)
{
    return strcmp(v->name, "turkish") == 0 ? TURKISH_DEPTHS : MAX_DEPTH;
}

static bool distinct_only(const variant *v)
{
    return strcmp(v->name, "turkish") == 0;
}

/* Thai: the table's counts are those of the 12-man start (from 3 ranks
   each side); from the 8-man start W:W25-32:B1-8 perft(3) is already
   392, not 302.  Italian and Spanish are played on a board with a light
   a1 corner; from the symmetric start their counts are the same on the
   mirrored board, kb/draughts/board_8x8.pl. */
static const variant variants[] = {
    { "russian", SUPPORT_BOARD_8X8, START_8X8,
      RULES({ "majority_capture", "false" }, { "crown_during_capture", "true" }) },
    { "pool", SUPPORT_BOARD_8X8, START_8X8, RULES({ "majority_capture", "false" }) },
    { "english", SUPPORT_BOARD_8X8, "B:W21-32:B1-12",
      RULES({ "men_capture_backward", "false" }, { "flying_kings", "false" },
            { "majority_capture", "false" }) },
    { "italian", SUPPORT_BOARD_8X8, START_8X8,
      RULES({ "men_capture_backward", "false" }, { "flying_kings", "false" },
            { "men_capture_kings", "false" }, { "majority_capture", "true" },
            { "capture_precedence", "by_king,most_kings,earliest_king" }) },
    { "spanish", SUPPORT_BOARD_8X8, START_8X8,
      RULES({ "men_capture_backward", "false" }, { "majority_capture", "true" },
            { "capture_precedence", "most_kings" }) },
    { "czech", SUPPORT_BOARD_8X8, START_8X8,
      RULES({ "men_capture_backward", "false" }, { "majority_capture", "false" },
            { "capture_precedence", "by_king" }) },
    { "thai", SUPPORT_BOARD_8X8, START_8X8,
      RULES({ "men_capture_backward", "false" }, { "majority_capture", "false" },
            { "captured_pieces_block", "false" }, { "king_landing", "behind_piece" }) },
    { "international", SUPPORT_BOARD_10X10, START_10X10, DEFAULT_RULES },
    { "killer", SUPPORT_BOARD_10X10, START_10X10, RULES({ "king_landing", "behind_king" }) },
    { "frisian", SUPPORT_BOARD_10X10, START_10X10,
      RULES({ "orthogonal_captures", "true" }, { "majority_capture", "by_value" },
            { "capture_precedence", "by_king" }) },
    { "turkish", SUPPORT_BOARD_8X8_FULL, START_TURKISH,
      RULES({ "lines", "orthogonal" }, { "men_capture_backward", "false" },
            { "captured_pieces_block", "false" }, { "king_turns_back", "false" }) },
};

typedef struct {
    int depth;
    uint64_t nodes;
    bool dedup;
} perft_row;

/* The rows of one variant; fails the test when the file is missing, a
   line is malformed, or the variant has no row of some depth 1..MAX_DEPTH
   for either dedup value. */
static int load_rows(const variant *v, perft_row rows[], int max_rows)
{
    const char *name = v->name;
    int depths = depths_of(v);
    FILE *in = fopen(VARIANTS_TSV, "r");
    char line[1024];
    int count = 0, number = 0;
    unsigned seen[2] = { 0, 0 };
    bool header = true;
    if (!in) {
        print_error("cannot open %s (run the tests from the repository root)\n", VARIANTS_TSV);
        fail();
    }
    while (fgets(line, sizeof line, in)) {
        char row_variant[64], dedup[8];
        int depth;
        unsigned long long nodes;
        number++;
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '#' || line[0] == '\0')
            continue;
        if (header) {   /* the column names */
            header = false;
            continue;
        }
        if (sscanf(line, "%63[^\t]\t%*[^\t]\t%d\t%llu\t%7[^\t]", row_variant, &depth, &nodes,
                   dedup) != 4 ||
            (strcmp(dedup, "yes") != 0 && strcmp(dedup, "no") != 0)) {
            fclose(in);
            print_error("%s:%d: malformed line \"%s\"\n", VARIANTS_TSV, number, line);
            fail();
        }
        if (strcmp(row_variant, name) != 0 || depth > depths)
            continue;
        assert_true(count < max_rows);
        rows[count++] = (perft_row){ depth, nodes, strcmp(dedup, "yes") == 0 };
        seen[strcmp(dedup, "yes") == 0] |= 1u << depth;
    }
    fclose(in);
    for (int d = 1; d <= depths; d++)
        if (!((distinct_only(v) ? seen[1] : seen[0] & seen[1]) & (1u << d))) {
            print_error("%s has no %s rows of depth %d for both dedup values\n",
                        VARIANTS_TSV, name, d);
            fail();
        }
    return count;
}

static void check_variant(const variant *v)
{
    static dm_board board;
    perft_row rows[64];
    int n = load_rows(v, rows, 64);
    dm_position pos;
    support_variant_board(&board, v->board, v->rules);
    support_read_fen(&board, v->fen, &pos);
    for (int i = 0; i < n; i++)
        for (int bulk = 0; bulk <= 1; bulk++) {
            /* Without bulk counting only the shallower rows: the same
               generator, made move by move. */
            if (!bulk && rows[i].depth > 5)
                continue;
            dm_perft_options options = { .bulk = bulk,
                                         .every_capture_path = !rows[i].dedup };
            uint64_t leaves = 0;
            dm_perft_status status = dm_perft(&board, &pos, rows[i].depth, &options, &leaves);
            if (status != DM_PERFT_OK || leaves != rows[i].nodes) {
                print_error("%s perft(%d) dedup=%s bulk=%d: status %d, %" PRIu64
                            " leaves, published %" PRIu64 "\n", v->name, rows[i].depth,
                            rows[i].dedup ? "yes" : "no", bulk, (int)status, leaves,
                            rows[i].nodes);
                fail();
            }
        }
}

#define VARIANT_TEST(index, label)                                             \
    static void test_perft_##label(void **state)                              \
    {                                                                         \
        assert_string_equal(variants[index].name, #label);                    \
        check_variant(&variants[index]);                                     \
    }

VARIANT_TEST(0, russian)
VARIANT_TEST(1, pool)
VARIANT_TEST(2, english)
VARIANT_TEST(3, italian)
VARIANT_TEST(4, spanish)
VARIANT_TEST(5, czech)
VARIANT_TEST(6, thai)
VARIANT_TEST(7, international)
VARIANT_TEST(8, killer)
VARIANT_TEST(9, frisian)
VARIANT_TEST(10, turkish)

/* ---- The two generators agree --------------------------------------------- */

/* A small fixed-seed generator: the games are the same on every run. */
static uint64_t next_random(uint64_t *state)
{
    *state = *state * 6364136223846793005u + 1442695040888963407u;
    return *state >> 33;
}

/* Whether the two lists hold the same moves (start, landing, captured set,
   crowning), each as often. */
static bool same_moves(const dm_move_list *a, const dm_move_list *b)
{
    bool used[DM_MAX_MOVES] = { false };
    if (a->count != b->count)
        return false;
    for (int i = 0; i < a->count; i++) {
        const dm_move *m = &a->move[i];
        int j = 0;
        while (j < b->count &&
               (used[j] || b->move[j].from != m->from || b->move[j].to != m->to ||
                b->move[j].captured != m->captured || b->move[j].crowned != m->crowned))
            j++;
        if (j == b->count)
            return false;
        used[j] = true;
    }
    return true;
}

/* On the rule sets the whole-board generator covers, the general search
   must give the same moves: random games from the start (and from a
   position with kings), every position compared. */
static void compare_generators(const char *board_path, const char *fen,
                               const support_rule *rules, int games)
{
    static dm_board board;
    static dm_move_list whole, general;
    uint64_t seed = 12345;
    int compared = 0, with_captures = 0;
    support_variant_board(&board, board_path, rules);
    assert_false(board.general_captures);
    for (int game = 0; game < games; game++) {
        dm_position pos;
        support_read_fen(&board, fen, &pos);
        for (int ply = 0; ply < 200; ply++) {
            int n = dm_generate_whole_board(&board, &pos, &whole);
            int g = dm_generate_general(&board, &pos, &general, false);
            assert_true(n >= 0);
            if (g != n || !same_moves(&whole, &general)) {
                char text[512];
                dm_fen_write(&board, &pos, text, sizeof text);
                print_error("%s: %d moves whole-board, %d by the general search\n", text, n, g);
                fail();
            }
            assert_int_equal(dm_count_general(&board, &pos, false), n);
            compared++;
            if (n == 0)
                break;
            with_captures += whole.move[0].captures > 0;
            dm_position next;
            dm_make_move(&board, &pos, &whole.move[next_random(&seed) % (uint64_t)n], &next);
            pos = next;
        }
    }
    /* The games reached many positions, captures among them. */
    assert_true(compared > games * 20);
    assert_true(with_captures > games);
}

static void test_generators_agree_brazilian(void **state)
{
    compare_generators(SUPPORT_BOARD_8X8, START_8X8, DEFAULT_RULES, 300);
    compare_generators(SUPPORT_BOARD_8X8, "W:W25-32,K21:B1-8,K12", DEFAULT_RULES, 100);
}

static void test_generators_agree_other_rules(void **state)
{
    compare_generators(SUPPORT_BOARD_8X8, START_8X8,
                       RULES({ "majority_capture", "false" }), 200);
    compare_generators(SUPPORT_BOARD_8X8, START_8X8,
                       RULES({ "men_capture_backward", "false" }, { "flying_kings", "false" },
                             { "majority_capture", "false" }), 200);
    compare_generators(SUPPORT_BOARD_8X8, START_8X8,
                       RULES({ "men_capture_backward", "false" }), 200);
    compare_generators(SUPPORT_BOARD_10X10, START_10X10, DEFAULT_RULES, 100);
}

/* ---- The whole-board shortcuts against the general search -----------------

   On every variant, movegen.c decides by whole-board shifts whether a
   capture exists, lists captures that are all single jumps itself, and
   hands men's captures to its own search where the rules allow: the
   moves must be those of the general search alone (dm_search_captures,
   which looks at every piece), or, where it finds no capture, all quiet. */
static void check_against_general_search(const dm_board *board, const dm_position *pos)
{
    static dm_move_list moves, every, reference;
    for (int every_path = 0; every_path <= 1; every_path++) {
        dm_move_list *list = every_path ? &every : &moves;
        int n = every_path ? dm_generate_general(board, pos, list, true)
                           : dm_generate_moves(board, pos, list);
        int64_t counted = every_path ? dm_count_general(board, pos, true)
                                     : dm_count_moves(board, pos);
        int r = dm_search_captures(board, pos, &reference, every_path);
        bool quiet = true;
        for (int i = 0; i < n; i++)
            quiet &= list->move[i].captures == 0;
        assert_true(r >= 0);
        if (n != counted || (r > 0 ? !same_moves(list, &reference) : !quiet)) {
            char text[512];
            dm_fen_write(board, pos, text, sizeof text);
            print_error("%s every_path=%d: %d moves listed, %" PRId64 " counted, the general "
                        "search finds %d captures\n", text, every_path, n, counted, r);
            fail();
        }
    }
}

/* Any mix of men and kings, each man off its own crowning row. */
static void random_position(const dm_board *board, uint64_t *seed, dm_position *pos)
{
    *pos = (dm_position){ .side = (dm_side)(next_random(seed) % 2) };
    for (int square = 1; square <= board->squares; square++) {
        uint64_t roll = next_random(seed) % 16;
        if (roll >= 6)
            continue;   /* empty */
        bb_t bit = bb_bit(board->bit_of_square[square]);
        dm_side side = (dm_side)(roll % 2);
        pos->pieces[side] |= bit;
        if (roll >= 4 || (board->promotion[side] & bit))
            pos->kings |= bit;
    }
}

/* Rule sets no shipped variant has, where the shortcuts change. */
static const variant more_rule_sets[] = {
    { "frisian, men forward only", SUPPORT_BOARD_10X10, START_10X10,
      RULES({ "orthogonal_captures", "true" }, { "men_capture_backward", "false" },
            { "flying_kings", "false" }, { "captured_pieces_block", "false" }) },
    { "by value, men spare kings", SUPPORT_BOARD_8X8, START_8X8,
      RULES({ "majority_capture", "by_value" }, { "men_capture_kings", "false" }) },
    { "earliest king, crowning at once", SUPPORT_BOARD_8X8, START_8X8,
      RULES({ "majority_capture", "false" }, { "capture_precedence", "earliest_king" },
            { "crown_during_capture", "true" }, { "men_capture_backward", "false" }) },
};

static void test_shortcuts_agree_with_general_search(void **state)
{
    static dm_board board;
    size_t shipped = sizeof variants / sizeof variants[0];
    for (size_t i = 0; i < shipped + sizeof more_rule_sets / sizeof more_rule_sets[0]; i++) {
        const variant *v = i < shipped ? &variants[i] : &more_rule_sets[i - shipped];
        bool big = strcmp(v->board, SUPPORT_BOARD_10X10) == 0;
        uint64_t seed = 2024 + i;
        int positions = 0, captures = 0;
        support_variant_board(&board, v->board, v->rules);
        for (int game = 0; game < 60; game++) {
            dm_position pos;
            support_read_fen(&board, game % 2 ? v->fen
                                     : big ? "W:WK46,33,28,38,39:BK5,12,19,23,K22,17,18"
                                           : "W:WK30,21,22,26:B17,18,19,25,K4,9",
                             &pos);
            for (int ply = 0; ply < 150; ply++) {
                static dm_move_list list;
                check_against_general_search(&board, &pos);
                positions++;
                int n = dm_generate_moves(&board, &pos, &list);
                if (n <= 0)
                    break;
                captures += list.move[0].captures > 0;
                dm_position next;
                dm_make_move(&board, &pos, &list.move[next_random(&seed) % (uint64_t)n], &next);
                pos = next;
            }
        }
        for (int i = 0; i < 3000; i++) {
            dm_position pos;
            random_position(&board, &seed, &pos);
            check_against_general_search(&board, &pos);
        }
        /* The games went far, through many captures. */
        assert_true(positions > 60 * 30);
        assert_true(captures > 60 * 3);
    }
}

/* ---- Bulk counting of the last plies ------------------------------------

   perft counts its last three plies with dm_count_plies_whole_board, one
   copy of the code per rule set and side: each of the eight rule sets of
   the whole-board generator (men backward or not, flying kings or not,
   majority or not), and 10x10, against sequences of moves listed by the
   general search and made one by one, from game positions and from
   random ones full of kings. */
static int64_t plies_by_general_search(const dm_board *board, const dm_position *pos,
                                       int plies)
{
    if (plies == 1)
        return dm_count_general(board, pos, false);
    dm_move_list list;
    int n = dm_generate_general(board, pos, &list, false);
    assert_true(n >= 0);
    int64_t total = 0;
    for (int i = 0; i < n; i++) {
        dm_position child;
        dm_make_move(board, pos, &list.move[i], &child);
        total += plies_by_general_search(board, &child, plies - 1);
    }
    return total;
}

static void check_plies(const dm_board *board, const dm_position *pos, const char *name)
{
    for (int plies = 1; plies <= 3; plies++) {
        int64_t bulk = dm_count_plies_whole_board(board, pos, plies);
        int64_t expected = plies_by_general_search(board, pos, plies);
        if (bulk != expected) {
            char text[512];
            dm_fen_write(board, pos, text, sizeof text);
            print_error("%s %s: %d plies counted %" PRId64 ", the general search %" PRId64 "\n",
                        name, text, plies, bulk, expected);
            fail();
        }
    }
}

static void test_bulk_plies_agree_with_general_search(void **state)
{
    static dm_board board;
    static const char *const switches[] = { "false", "true" };
    for (int k = 0; k <= 8; k++) {
        bool big = k == 8;
        const char *name = big ? "international" : "8x8";
        if (big)
            support_variant_board(&board, SUPPORT_BOARD_10X10, DEFAULT_RULES);
        else
            support_variant_board(&board, SUPPORT_BOARD_8X8,
                                  RULES({ "men_capture_backward", switches[k & 1] },
                                        { "flying_kings", switches[k >> 1 & 1] },
                                        { "majority_capture", switches[k >> 2 & 1] }));
        assert_false(board.general_captures);
        uint64_t seed = 77 + (uint64_t)k;
        for (int game = 0; game < 4; game++) {
            dm_position pos;
            support_read_fen(&board, big ? START_10X10 : START_8X8, &pos);
            for (int ply = 0; ply < 120; ply++) {
                static dm_move_list list;
                check_plies(&board, &pos, name);
                int n = dm_generate_moves(&board, &pos, &list);
                if (n <= 0)
                    break;
                dm_position next;
                dm_make_move(&board, &pos, &list.move[next_random(&seed) % (uint64_t)n], &next);
                pos = next;
            }
        }
        for (int i = 0; i < 60; i++) {
            dm_position pos;
            random_position(&board, &seed, &pos);
            check_plies(&board, &pos, name);
        }
    }
}

/* ---- The search on every variant's board ---------------------------------

   A fixed-depth search (no table, then a small one) from the start and
   from a position with kings, under every heuristic, must end with a move
   that is legal there, and a principal variation of legal moves. */
static bool same_move(const dm_move *a, const dm_move *b)
{
    return a->from == b->from && a->to == b->to && a->captured == b->captured &&
           a->captures == b->captures && a->crowned == b->crowned &&
           memcmp(a->landing, b->landing, a->captures) == 0;
}

static void search_and_check(const dm_board *board, const char *fen)
{
    static dm_search_result result;
    static dm_move_list list;
    dm_position pos;
    support_read_fen(board, fen, &pos);
    int n = dm_generate_moves(board, &pos, &list);
    assert_true(n > 0);
    for (int h = 0; h < DM_HEURISTIC_COUNT; h++)
        for (int hashed = 0; hashed <= 1; hashed++) {
            dm_search_limits limits = { .max_depth = 5, .heuristic = (dm_heuristic)h };
            dm_tt *tt = hashed ? dm_tt_new((size_t)1 << 20) : NULL;
            assert_int_equal(dm_search(board, &pos, &limits, tt, &result), DM_SEARCH_OK);
            dm_tt_free(tt);
            assert_true(result.has_move);
            bool legal = false;
            for (int i = 0; i < n; i++)
                legal |= same_move(&list.move[i], &result.best);
            assert_true(legal);
            dm_position line = pos;
            for (int i = 0; i < result.pv_length; i++) {
                static dm_move_list here;
                int moves = dm_generate_moves(board, &line, &here);
                bool found = false;
                for (int j = 0; j < moves && !found; j++)
                    found = same_move(&here.move[j], &result.pv[i]);
                assert_true(found);
                dm_position next;
                dm_make_move(board, &line, &result.pv[i], &next);
                line = next;
            }
        }
}

static void test_search_on_every_variant(void **state)
{
    static dm_board board;
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++) {
        bool big = strcmp(variants[v].board, SUPPORT_BOARD_10X10) == 0;
        support_variant_board(&board, variants[v].board, variants[v].rules);
        search_and_check(&board, variants[v].fen);
        search_and_check(&board, big ? "W:WK46,33,28:BK5,12,19,23,K22"
                                     : "W:WK30,21,22:B17,18,19,25,K4");
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_perft_russian),
        cmocka_unit_test(test_perft_pool),
        cmocka_unit_test(test_perft_english),
        cmocka_unit_test(test_perft_italian),
        cmocka_unit_test(test_perft_spanish),
        cmocka_unit_test(test_perft_czech),
        cmocka_unit_test(test_perft_thai),
        cmocka_unit_test(test_perft_turkish),
        cmocka_unit_test(test_perft_international),
        cmocka_unit_test(test_perft_killer),
        cmocka_unit_test(test_perft_frisian),
        cmocka_unit_test(test_generators_agree_brazilian),
        cmocka_unit_test(test_generators_agree_other_rules),
        cmocka_unit_test(test_shortcuts_agree_with_general_search),
        cmocka_unit_test(test_bulk_plies_agree_with_general_search),
        cmocka_unit_test(test_search_on_every_variant),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
