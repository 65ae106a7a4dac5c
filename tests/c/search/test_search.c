/* The search (search.h), its Zobrist keys (hash.h) and table (tt.h), and
   the evaluation's colour symmetry (eval.h).

   Squares are the knowledge base's numbers; see docs/notation.md
   and the neighbour rules at the top of test_movegen.c (White men move
   toward 1-4, Black men toward 29-32).  The random positions come from
   seeded random playouts of the initial position, so every run sees the
   same ones. */
#include "support.h"

#include <pthread.h>
#include <string.h>

#include "search/eval.h"
#include "draughts/hash.h"
#include "search/minimax.h"
#include "search/search.h"
#include "search/tt.h"

#define START "W:W21-32:B1-12"
#define MIDGAME "W:W17,21,22,24,25,26,27,28,30,31:B1,2,3,5,6,7,9,10,11,12"
#define RANDOM_POSITIONS 60

/* ---- Helpers ------------------------------------------------------------ */

static uint64_t next_random(uint64_t *state)
{
    uint64_t x = *state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return *state = x;
}

/* A position after up to max_plies random moves from the start (fewer when
   the game ends first: then the last position with a move). */
static dm_position random_position(const dm_board *board, uint64_t *state, int max_plies)
{
    dm_position pos;
    static dm_move_list list;
    support_read_fen(board, START, &pos);
    int plies = (int)(next_random(state) % (uint64_t)(max_plies + 1));
    for (int i = 0; i < plies; i++) {
        int n = dm_generate_moves(board, &pos, &list);
        assert_true(n >= 0);
        if (n == 0)
            break;
        dm_position next;
        dm_make_move(board, &pos, &list.move[next_random(state) % (uint64_t)n], &next);
        if (dm_count_moves(board, &next) == 0)
            break;
        pos = next;
    }
    return pos;
}

static bool same_move(const dm_move *a, const dm_move *b)
{
    return a->from == b->from && a->to == b->to && a->captured == b->captured &&
           a->captures == b->captures &&
           memcmp(a->landing, b->landing, a->captures) == 0;
}

/* Whether move is one of the legal moves of pos. */
static bool is_legal(const dm_board *board, const dm_position *pos, const dm_move *move)
{
    static dm_move_list list;
    int n = dm_generate_moves(board, pos, &list);
    for (int i = 0; i < n; i++)
        if (same_move(&list.move[i], move))
            return true;
    return false;
}

/* The principal variation is a sequence of legal moves starting with best. */
static void expect_sound_result(const dm_board *board, const dm_position *pos,
                                const dm_search_result *r)
{
    assert_true(r->has_move);
    assert_true(is_legal(board, pos, &r->best));
    assert_true(r->pv_length >= 1);
    assert_true(same_move(&r->pv[0], &r->best));
    dm_position at = *pos;
    for (int i = 0; i < r->pv_length; i++) {
        assert_true(is_legal(board, &at, &r->pv[i]));
        dm_position next;
        dm_make_move(board, &at, &r->pv[i], &next);
        at = next;
    }
}

static void expect_move_text(const dm_board *board, const dm_move *move, const char *text)
{
    char buffer[128];
    support_move_text(board, move, true, buffer, sizeof buffer);
    assert_string_equal(buffer, text);
}

static dm_search_result search_fen(const dm_board *board, const char *fen,
                                   const dm_search_limits *limits, dm_position *pos)
{
    dm_search_result r;
    support_read_fen(board, fen, pos);
    assert_int_equal(dm_search(board, pos, limits, NULL, &r), DM_SEARCH_OK);
    return r;
}

/* ---- Zobrist keys and the table ------------------------------------------ */

/* The key after a move, updated incrementally, equals the key computed
   from scratch, along random games; and keys tell positions apart. */
static void test_zobrist_incremental(void **state)
{
    const dm_board *board = *state;
    static dm_zobrist keys;
    static dm_move_list list;
    uint64_t seed = 12345;
    dm_zobrist_init(&keys);
    for (int game = 0; game < 20; game++) {
        dm_position pos;
        support_read_fen(board, START, &pos);
        uint64_t key = dm_zobrist_key(&keys, &pos);
        for (int ply = 0; ply < 200; ply++) {
            int n = dm_generate_moves(board, &pos, &list);
            if (n <= 0)
                break;
            const dm_move *m = &list.move[next_random(&seed) % (uint64_t)n];
            dm_position next;
            dm_make_move(board, &pos, m, &next);
            uint64_t after = dm_zobrist_after(&keys, board, &pos, m, key);
            assert_true(after == dm_zobrist_key(&keys, &next));
            assert_true(after != key);
            pos = next;
            key = after;
        }
    }
}

static void test_zobrist_deterministic(void **state)
{
    const dm_board *board = *state;
    static dm_zobrist a, b;
    dm_position pos, turned;
    dm_zobrist_init(&a);
    dm_zobrist_init(&b);
    assert_memory_equal(&a, &b, sizeof a);
    support_read_fen(board, START, &pos);
    turned = pos;
    turned.side = DM_BLACK;
    assert_true(dm_zobrist_key(&a, &pos) != dm_zobrist_key(&a, &turned));
}

static void test_tt_store_probe(void **state)
{
    dm_tt *tt = dm_tt_new(1 << 16);
    dm_tt_entry e;
    assert_non_null(tt);
    assert_true(dm_tt_bytes(tt) <= 1 << 16);
    assert_false(dm_tt_probe(tt, 42, &e));
    dm_tt_store(tt, 42, &(dm_tt_entry){ -123, 7, DM_BOUND_LOWER, 3, 10, 14 });
    assert_true(dm_tt_probe(tt, 42, &e));
    assert_int_equal(e.score, -123);
    assert_int_equal(e.depth, 7);
    assert_int_equal(e.bound, DM_BOUND_LOWER);
    assert_int_equal(e.move, 3);
    assert_int_equal(e.from, 10);
    assert_int_equal(e.to, 14);
    /* A result without a move keeps the stored move. */
    dm_tt_store(tt, 42, &(dm_tt_entry){ 5, 8, DM_BOUND_UPPER, DM_TT_NO_MOVE, 0, 0 });
    assert_true(dm_tt_probe(tt, 42, &e));
    assert_int_equal(e.score, 5);
    assert_int_equal(e.move, 3);
    /* A bound much shallower than the stored result leaves it; an exact
       score or a bound close in depth replaces it. */
    dm_tt_store(tt, 42, &(dm_tt_entry){ 9, 4, DM_BOUND_LOWER, 1, 11, 15 });
    assert_true(dm_tt_probe(tt, 42, &e));
    assert_int_equal(e.score, 5);
    assert_int_equal(e.depth, 8);
    assert_int_equal(e.move, 3);
    dm_tt_store(tt, 42, &(dm_tt_entry){ 9, 5, DM_BOUND_LOWER, 1, 11, 15 });
    assert_true(dm_tt_probe(tt, 42, &e));
    assert_int_equal(e.score, 9);
    assert_int_equal(e.depth, 5);
    assert_int_equal(e.move, 1);
    dm_tt_store(tt, 42, &(dm_tt_entry){ 20, 12, DM_BOUND_LOWER, 2, 12, 16 });
    dm_tt_store(tt, 42, &(dm_tt_entry){ -7, 1, DM_BOUND_EXACT, 0, 9, 13 });
    assert_true(dm_tt_probe(tt, 42, &e));
    assert_int_equal(e.score, -7);
    assert_int_equal(e.depth, 1);
    assert_int_equal(e.bound, DM_BOUND_EXACT);
    dm_tt_clear(tt);
    assert_false(dm_tt_probe(tt, 42, &e));
    dm_tt_free(tt);
    dm_tt_free(NULL);
}

/* A deep entry that a later search's shallow bound leaves in place counts
   as that search's: when its bucket must make room, older entries go
   first.  Keys a multiple of the bucket count apart share a bucket. */
static void test_tt_kept_entry_is_refreshed(void **state)
{
    dm_tt *tt = dm_tt_new(1 << 16);
    assert_non_null(tt);
    uint64_t buckets = dm_tt_bytes(tt) / 64, deep = 42;
    dm_tt_entry e;
    dm_tt_store(tt, deep, &(dm_tt_entry){ 1, 12, DM_BOUND_LOWER, 0, 1, 5 });
    dm_tt_new_search(tt);
    dm_tt_new_search(tt);
    dm_tt_store(tt, deep, &(dm_tt_entry){ 2, 1, DM_BOUND_UPPER, 0, 1, 5 });
    for (uint64_t i = 1; i <= 4; i++)
        dm_tt_store(tt, deep + i * buckets, &(dm_tt_entry){ 3, 6, DM_BOUND_LOWER, 0, 1, 5 });
    assert_true(dm_tt_probe(tt, deep, &e));
    assert_int_equal(e.depth, 12);
    assert_false(dm_tt_probe(tt, deep + buckets, &e));
    dm_tt_free(tt);
}

/* ---- Tactics ------------------------------------------------------------

   The shot, White to move:

       8   .  b  .  -  .  -  .  -        b8=1 d8=2 f8=3 (b: Black's 3)
       7   -  .  -  .  -  .  -  .
       6   .  -  .  -  .  -  .  w        h6=12
       5   -  .  -  .  -  .  -  .
       4   .  w  .  b  .  b  .  -        b4=17 d4=18 f4=19
       3   w  .  -  .  -  .  -  .        a3=21
       2   .  w  .  b  .  -  .  -        b2=25 d2=26
       1   -  .  -  .  -  .  -  .
           a  b  c  d  e  f  g  h

   White: men 12, 17, 21, 25.  Black: men 3, 18, 19, 26.  Nobody can take.
   Black's man on 26 crowns next move (26-30 or 26-31), so White must act
   now, and quietly White has nothing.  The shot: 25-22!, giving a man.
   Capturing is compulsory and Black has one capture: 18x25 (18 jumps 22
   and lands on 25, which White just left).  Now the man on 21 takes
   three: 21x30 over 25, 30x23 over 26, 23x16 over 19.  Black is left
   with the man on 3 against three men, and loses (the search sees the
   win: 3-7 17-14 7-10 14x7 leaves Black nothing).  A search that stopped
   at the horizon after 25-22 would only see a man lost. */
#define SHOT "W:W12,17,21,25:B3,18,19,26"

static void test_finds_the_shot(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    dm_search_limits limits = { .max_depth = 4 };
    dm_search_result r = search_fen(board, SHOT, &limits, &pos);
    expect_sound_result(board, &pos, &r);
    expect_move_text(board, &r.best, "25-22");
    assert_true(r.score >= 200);
    assert_true(r.pv_length >= 3);
    expect_move_text(board, &r.pv[1], "18x25");
    expect_move_text(board, &r.pv[2], "21x30x23x16");

    /* Deeper, the search proves the win. */
    limits.max_depth = 10;
    r = search_fen(board, SHOT, &limits, &pos);
    expect_move_text(board, &r.best, "25-22");
    assert_true(dm_score_is_win(r.score));
    assert_false(r.stopped);

    /* The same shot for Black, on the turned board. */
    dm_position turned = support_turned(board, &pos);
    limits.max_depth = 4;
    assert_int_equal(dm_search(board, &turned, &limits, NULL, &r), DM_SEARCH_OK);
    expect_sound_result(board, &turned, &r);
    expect_move_text(board, &r.best, "8-11");
    assert_true(r.score >= 200);
}

/* A combination of three sacrifices on 10x10, from a game Scan 2.0 won
   against damas: White gives the man on 28 (28-23 18x29), then the one
   on 33 (33-28 22x33), then the one on 40 (40-34 29x40), and each reply
   is forced; 38x29x20x9x18x7 then takes five, and after 1x12 44x35
   White is two men up.  Each sacrifice, a quiet move the history ranks
   late, used to be pruned near the horizon: at depth 11 the search still
   played 37-31. */
#define THREE_SACRIFICES "W:W25,26,28,32,33,37,38,40,42,44,47,49,50:B1,3,4,8,12,13,14,15,17,18,22,24,36"

static void test_finds_a_combination_of_sacrifices(void **state)
{
    (void)state;
    static dm_board_spec spec;
    static dm_board board;
    support_load_spec(SUPPORT_BOARD_10X10, "kb/draughts/international.pl", &spec);
    support_init_board(&board, &spec);
    dm_position pos;
    dm_search_limits limits = { .max_depth = 7 };
    dm_search_result r = search_fen(&board, THREE_SACRIFICES, &limits, &pos);
    expect_sound_result(&board, &pos, &r);
    expect_move_text(&board, &r.best, "28-23");
    assert_true(r.score >= 200);
    assert_true(r.pv_length >= 7);
    static const char *const line[] = { "28-23", "18x29", "33-28", "22x33", "40-34", "29x40", "38x29x20x9x18x7" };
    for (int k = 0; k < 7; k++)
        expect_move_text(&board, &r.pv[k], line[k]);
}

/* Every heuristic's search finds the shot's first move. */
static void test_shot_every_heuristic(void **state)
{
    const dm_board *board = *state;
    for (int h = 0; h < DM_HEURISTIC_COUNT; h++) {
        dm_position pos;
        dm_search_limits limits = { .max_depth = 6, .heuristic = (dm_heuristic)h };
        dm_search_result r = search_fen(board, SHOT, &limits, &pos);
        expect_move_text(board, &r.best, "25-22");
        assert_true(r.score > 0);
    }
}

/* ---- Always a legal move -------------------------------------------------- */

static void test_legal_on_random_positions(void **state)
{
    const dm_board *board = *state;
    uint64_t seed = 0x5EED;
    dm_tt *tt = dm_tt_new(1 << 20);
    assert_non_null(tt);
    for (int i = 0; i < RANDOM_POSITIONS; i++) {
        dm_position pos = random_position(board, &seed, 80);
        dm_search_limits limits = { .max_depth = 1 + i % 7, .max_nodes = 20000,
                                    .heuristic = (dm_heuristic)(i % DM_HEURISTIC_COUNT) };
        dm_search_result r;
        assert_int_equal(dm_search(board, &pos, &limits, i % 2 ? tt : NULL, &r),
                         DM_SEARCH_OK);
        expect_sound_result(board, &pos, &r);
        assert_true(r.depth <= limits.max_depth);
    }
    dm_tt_free(tt);
}

/* The score of a search without the table is the evaluation of the
   position its principal variation ends in, whenever that is a quiet
   position with a move (not a draw or a won ending): the search's
   evaluations, cached or not, are the evaluation's. */
static void test_score_is_the_leaf_evaluation(void **state)
{
    const dm_board *board = *state;
    static dm_eval_tables tables;
    static dm_move_list list;
    dm_eval_init(&tables, board);
    uint64_t seed = 0xCAC4E;
    int checked = 0;
    for (int i = 0; i < RANDOM_POSITIONS; i++) {
        dm_position pos = random_position(board, &seed, 60);
        dm_search_limits limits = { .max_depth = 1 + i % 6 };
        dm_search_result r;
        assert_int_equal(dm_search(board, &pos, &limits, NULL, &r), DM_SEARCH_OK);
        expect_sound_result(board, &pos, &r);
        dm_position at = pos;
        for (int k = 0; k < r.pv_length; k++) {
            dm_position next;
            dm_make_move(board, &at, &r.pv[k], &next);
            at = next;
        }
        int64_t quiet;
        if (r.score == 0 || r.score >= DM_SCORE_WIN - DM_MAX_PLY ||
            r.score <= -(DM_SCORE_WIN - DM_MAX_PLY) ||
            dm_generate_captures(board, &at, &list, &quiet) != 0 || quiet == 0)
            continue;
        int leaf = dm_eval(&tables, &at, DM_HEURISTIC_DEFAULT);
        assert_int_equal(r.score, r.pv_length % 2 ? -leaf : leaf);
        checked++;
    }
    assert_true(checked >= RANDOM_POSITIONS / 2);
}

/* Whether next, the position after a quiet move, is an exchange that
   move offers: the opponent must capture, every capture takes one piece,
   and after each the mover can take back. */
static bool is_exchange_offer(const dm_board *board, const dm_position *next)
{
    dm_move_list replies, answers;
    int64_t quiet;
    int r = dm_generate_captures(board, next, &replies, &quiet);
    for (int j = 0; j < r; j++) {
        dm_position after;
        dm_make_move(board, next, &replies.move[j], &after);
        if (replies.move[j].captures != 1 ||
            dm_generate_captures(board, &after, &answers, &quiet) <= 0)
            return false;
    }
    return r > 0;
}

/* The capture search's value of pos by plain minimax, from its rules: a
   side that must capture plays every capture; a quiet side takes its
   evaluation, or a man's crowning step or (with `exchanges`, while no
   king stands) an exchange offer where that does better.  Sets *ended
   when a line reaches a side without a move. */
static int capture_minimax(const dm_board *board, const dm_eval_tables *tables,
                           const dm_position *pos, bool exchanges, bool *ended)
{
    dm_move_list list;
    int64_t quiet;
    int n = dm_generate_captures(board, pos, &list, &quiet);
    if (n == 0 && quiet == 0) {
        *ended = true;
        return 0;
    }
    int best = -DM_SCORE_INFINITE;
    if (n == 0) {
        best = dm_eval(tables, pos, DM_HEURISTIC_DEFAULT);
        n = dm_generate_moves(board, pos, &list);
    }
    for (int k = 0; k < n; k++) {
        const dm_move *m = &list.move[k];
        dm_position next;
        dm_make_move(board, pos, m, &next);
        bool crowns = !m->captures && !(pos->kings & bb_bit(m->from)) &&
                      (next.kings & bb_bit(m->to));
        if (!m->captures && !crowns &&
            !(exchanges && !pos->kings && is_exchange_offer(board, &next)))
            continue;
        int value = -capture_minimax(board, tables, &next, exchanges, ended);
        best = value > best ? value : best;
    }
    return best;
}

/* A search of depth 1 scores the best of its moves by the capture
   search's rules, exchange offers included; and the positions drawn
   include some where the offers change that score. */
static void test_depth_one_is_the_capture_minimax(void **state)
{
    const dm_board *board = *state;
    static dm_eval_tables tables;
    static dm_move_list list;
    dm_eval_init(&tables, board);
    uint64_t seed = 0xE4C4;
    int checked = 0, changed = 0;
    for (int i = 0; i < 4 * RANDOM_POSITIONS; i++) {
        dm_position pos = random_position(board, &seed, 60);
        int n = dm_generate_moves(board, &pos, &list);
        if (n < 2)
            continue;
        bool ended = false;
        int best = -DM_SCORE_INFINITE, without = -DM_SCORE_INFINITE;
        for (int k = 0; k < n; k++) {
            dm_position child;
            dm_make_move(board, &pos, &list.move[k], &child);
            int value = -capture_minimax(board, &tables, &child, true, &ended);
            int plain = -capture_minimax(board, &tables, &child, false, &ended);
            best = value > best ? value : best;
            without = plain > without ? plain : without;
        }
        if (ended)
            continue;
        dm_search_limits limits = { .max_depth = 1 };
        dm_search_result r;
        assert_int_equal(dm_search(board, &pos, &limits, NULL, &r), DM_SEARCH_OK);
        assert_int_equal(r.score, best);
        checked++;
        changed += best != without;
    }
    assert_true(checked >= RANDOM_POSITIONS);
    assert_true(changed >= 5);
}

/* ---- Limits ------------------------------------------------------------- */

static void test_depth_limit(void **state)
{
    const dm_board *board = *state;
    for (int depth = 1; depth <= 7; depth++) {
        dm_position pos;
        dm_search_limits limits = { .max_depth = depth };
        dm_search_result r = search_fen(board, MIDGAME, &limits, &pos);
        expect_sound_result(board, &pos, &r);
        assert_int_equal(r.depth, depth);
        assert_false(r.stopped);
        assert_true(r.selective_depth >= depth);
    }
}

/* At the horizon a man's step to its crowning square is searched, not
   only evaluated (material only: a man 100, a king 300).  Whatever White
   plays at depth 1, Black's man on 27 then crowns; White's man on 14 is
   three steps from its crowning, the one on 6 a step. */
static void test_crowning_at_the_horizon(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    dm_search_limits limits = { .max_depth = 1, .heuristic = DM_HEURISTIC_MATERIAL };
    dm_search_result r = search_fen(board, "W:W14:B27", &limits, &pos);
    assert_int_equal(r.score, 100 - 300);
    /* White crowns at the root, Black at the horizon. */
    r = search_fen(board, "W:W6:B27", &limits, &pos);
    assert_int_equal(r.score, 0);
    r = search_fen(board, "B:W6:B27", &limits, &pos);
    assert_int_equal(r.score, 0);
}

static void test_node_limit(void **state)
{
    const dm_board *board = *state;
    static const uint64_t budgets[] = { 1, 100, 5000, 100000 };
    for (size_t i = 0; i < sizeof budgets / sizeof budgets[0]; i++) {
        dm_position pos;
        dm_search_limits limits = { .max_nodes = budgets[i] };
        dm_search_result r = search_fen(board, START, &limits, &pos);
        expect_sound_result(board, &pos, &r);
        assert_true(r.stopped);
        assert_true(r.nodes <= budgets[i]);
        assert_true(r.nodes >= budgets[i] / 2);
    }
}

static void test_time_limit(void **state)
{
    const dm_board *board = *state;
    dm_tt *tt = dm_tt_new(1 << 24);
    static const double budgets[] = { 0.05, 0.3 };
    assert_non_null(tt);
    for (size_t i = 0; i < sizeof budgets / sizeof budgets[0]; i++) {
        dm_position pos;
        dm_search_limits limits = { .max_seconds = budgets[i] };
        dm_search_result r;
        support_read_fen(board, MIDGAME, &pos);
        assert_int_equal(dm_search(board, &pos, &limits, tt, &r), DM_SEARCH_OK);
        expect_sound_result(board, &pos, &r);
        assert_true(r.stopped);
        assert_true(r.depth >= 1);
        /* The deadline holds; the margin is for a loaded machine, where the
           search may wait for a core well past it (without a deadline it
           would run on for minutes). */
        assert_true(r.seconds <= budgets[i] + 0.5);
    }
    dm_tt_free(tt);
}

typedef struct {
    int calls, stop_after;
} stopper;

static int stop_when_told(void *context)
{
    stopper *s = context;
    return ++s->calls > s->stop_after;
}

static void test_should_stop(void **state)
{
    const dm_board *board = *state;
    for (int after = 0; after < 4; after++) {
        dm_position pos;
        stopper s = { 0, after };
        dm_search_limits limits = { .should_stop = stop_when_told, .context = &s };
        dm_search_result r = search_fen(board, MIDGAME, &limits, &pos);
        expect_sound_result(board, &pos, &r);
        assert_true(r.stopped);
        assert_int_equal(s.calls, after + 1);
        assert_true(r.depth < DM_MAX_DEPTH);
    }
}

static void test_bad_limits(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    dm_search_result r;
    support_read_fen(board, START, &pos);
    dm_search_limits negative = { .max_depth = -1 };
    assert_int_equal(dm_search(board, &pos, &negative, NULL, &r), DM_SEARCH_BAD_LIMITS);
    assert_false(r.has_move);
    dm_search_limits no_history = { .max_depth = 1, .history_length = 2 };
    assert_int_equal(dm_search(board, &pos, &no_history, NULL, &r), DM_SEARCH_BAD_LIMITS);
    static const dm_search_limits bad[] = {
        { .max_depth = 1, .target_seconds = -1 },
        { .max_depth = 1, .draw_repetition = -1 },
        { .max_depth = 1, .draw_kings_only_moves = -1 },
        { .max_depth = 1, .draw_three_kings = -1 },
        { .max_depth = 1, .root_kings_only = -1 },
        { .max_depth = 1, .root_three_kings = -1 },
        { .max_depth = 1, .threads = -1 },
        { .max_depth = 1, .threads = DM_MAX_THREADS + 1 },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_int_equal(dm_search(board, &pos, &bad[i], NULL, &r), DM_SEARCH_BAD_LIMITS);
}

/* ---- Ends of the game ----------------------------------------------------- */

/* White's man on 29 (a1) has one forward square, 25, held by Black, and
   cannot take it (22 behind it is taken too): no legal move. */
static void test_no_legal_move(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    dm_search_limits limits = { .max_depth = 5 };
    dm_search_result r = search_fen(board, "W:W29:B22,25", &limits, &pos);
    assert_false(r.has_move);
    assert_true(dm_score_is_loss(r.score));
    assert_int_equal(r.pv_length, 0);
}

/* 22x15 (over 18) is compulsory and White's only move. */
static void test_single_move(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    dm_search_limits limits = { .max_depth = 9 };
    dm_search_result r = search_fen(board, "W:W22:B18,1", &limits, &pos);
    expect_sound_result(board, &pos, &r);
    expect_move_text(board, &r.best, "22x15");
    assert_int_equal(r.depth, 0);
}

/* ---- How the game is won (limits.game_won_by) ----------------------------- */

/* When having no move wins (antidraughts), 22-18 offers the man: 14x23
   is compulsory and White, without a piece, has won two plies from the
   root; under the usual rule the same line is White's loss. */
static void test_having_no_move_wins(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    dm_search_limits limits = { .max_depth = 6, .game_won_by = DM_WON_BY_HAVING_NO_MOVE };
    dm_search_result r = search_fen(board, "W:W22:B14", &limits, &pos);
    expect_sound_result(board, &pos, &r);
    expect_move_text(board, &r.best, "22-18");
    assert_int_equal(r.score, DM_SCORE_WIN - 2);
    limits.game_won_by = DM_WON_BY_OPPONENT_WITHOUT_MOVE;
    r = search_fen(board, "W:W22:B14", &limits, &pos);
    assert_false(dm_score_is_win(r.score));
}

/* White's only move, 22x15, takes Black's last piece: a win in one by
   the usual rule, a loss in one when having no move wins (Black, left
   without a piece, has won).  A root without a move is won then. */
static void test_having_no_move_single_and_root(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    dm_search_limits limits = { .max_depth = 4, .game_won_by = DM_WON_BY_HAVING_NO_MOVE };
    dm_search_result r = search_fen(board, "W:W22:B18", &limits, &pos);
    expect_move_text(board, &r.best, "22x15");
    assert_int_equal(r.score, -(DM_SCORE_WIN - 1));
    limits.game_won_by = DM_WON_BY_OPPONENT_WITHOUT_MOVE;
    r = search_fen(board, "W:W22:B18", &limits, &pos);
    assert_int_equal(r.score, DM_SCORE_WIN - 1);
    limits.game_won_by = DM_WON_BY_HAVING_NO_MOVE;
    r = search_fen(board, "W:W29:B22,25", &limits, &pos);
    assert_false(r.has_move);
    assert_int_equal(r.score, DM_SCORE_WIN);
}

/* The first king wins (breakthrough): 6-2 crowns and wins at once;
   from 10 White crowns in two moves against Black's three (a win in
   three plies); against Black's man on 27, one move from its king row,
   White loses in two.  By the usual rule none of these is decided. */
static void test_first_king_wins(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    dm_search_limits limits = { .max_depth = 8, .game_won_by = DM_WON_BY_FIRST_KING };
    dm_search_result r = search_fen(board, "W:W6:B27", &limits, &pos);
    expect_sound_result(board, &pos, &r);
    assert_int_equal(r.score, DM_SCORE_WIN - 1);
    r = search_fen(board, "W:W10:B23", &limits, &pos);
    assert_int_equal(r.score, DM_SCORE_WIN - 3);
    r = search_fen(board, "W:W10:B27", &limits, &pos);
    assert_int_equal(r.score, -(DM_SCORE_WIN - 2));
    limits.game_won_by = DM_WON_BY_OPPONENT_WITHOUT_MOVE;
    r = search_fen(board, "W:W6:B27", &limits, &pos);
    assert_false(dm_score_is_win(r.score) || dm_score_is_loss(r.score));
}

/* A root with a king on the board is over by the first king: no move,
   lost by the side to move when the other side has the king. */
static void test_first_king_root_over(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    dm_search_limits limits = { .max_depth = 4, .game_won_by = DM_WON_BY_FIRST_KING };
    dm_search_result r = search_fen(board, "B:WK2:B27", &limits, &pos);
    assert_false(r.has_move);
    assert_int_equal(r.stop_reason, DM_STOP_NO_MOVE);
    assert_int_equal(r.score, -DM_SCORE_WIN);
}

/* A value outside the enumeration is refused like any bad limit. */
static void test_game_won_by_checked(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    dm_search_result r;
    dm_search_limits limits = { .max_depth = 2, .game_won_by = (dm_game_won_by)3 };
    support_read_fen(board, "W:W6:B27", &pos);
    assert_int_equal(dm_search(board, &pos, &limits, NULL, &r), DM_SEARCH_BAD_LIMITS);
}

/* White to move takes Black's last piece, with 22x15 or 23x14: a win in
   one. */
static void test_win_in_one(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    dm_search_limits limits = { .max_depth = 6 };
    dm_search_result r = search_fen(board, "W:W22,23:B18", &limits, &pos);
    expect_sound_result(board, &pos, &r);
    assert_int_equal(r.best.captures, 1);
    assert_int_equal(r.score, DM_SCORE_WIN - 1);
    assert_int_equal(r.depth, 1);   /* nothing deeper can do better */
}

/* Two kings up: positive for the side that has them, negative for the
   other, under every heuristic. */
static void test_score_sign(void **state)
{
    const dm_board *board = *state;
    for (int h = 0; h < DM_HEURISTIC_COUNT; h++) {
        dm_position pos;
        dm_search_limits limits = { .max_depth = 4, .heuristic = (dm_heuristic)h };
        dm_search_result r = search_fen(board, "W:WK29,K31,9,11:B3,4", &limits, &pos);
        assert_true(r.score > 0);
        r = search_fen(board, "B:WK29,K31,9,11:B3,4", &limits, &pos);
        assert_true(r.score < 0);
        r = search_fen(board, "B:BK29,K31,22,24:W27,28", &limits, &pos);
        assert_true(r.score > 0);
    }
}

/* Draw by repetition.  The game so far, White's king shuttling 32 <-> 28
   and Black's 1 <-> 5:
       H0  WK32, BK1, Black to move      (Black then plays 1-5)
       H1  WK32, BK5, White to move      (32-28)
       H2  WK28, BK5, Black to move      (5-1)
       now WK28, BK1, White to move
   Black has three more men and wins on material; but 28-32 repeats H0, a
   draw, which White prefers to any other move. */
static void test_repetition(void **state)
{
    const dm_board *board = *state;
    static const char *history_fens[] = {
        "B:WK32:BK1,2,3,4", "W:WK32:BK5,2,3,4", "B:WK28:BK5,2,3,4"
    };
    dm_position history[3], pos;
    for (int i = 0; i < 3; i++)
        support_read_fen(board, history_fens[i], &history[i]);
    dm_search_limits limits = { .max_depth = 6 };
    dm_search_result r = search_fen(board, "W:WK28:BK1,2,3,4", &limits, &pos);
    assert_true(r.score < -100);

    limits.history = history;
    limits.history_length = 3;
    assert_int_equal(dm_search(board, &pos, &limits, NULL, &r), DM_SEARCH_OK);
    expect_sound_result(board, &pos, &r);
    expect_move_text(board, &r.best, "28-32");
    assert_int_equal(r.score, 0);
}


/* ---- Draw counts -------------------------------------------------------- */

static bool is_king_step(const dm_position *pos, const dm_move *m)
{
    return m->captures == 0 && (pos->kings & bb_bit(m->from));
}

/* Brazilian counts: 20 moves each of kings only (40 plies), 20 moves of
   three kings against one. */
static dm_search_limits counting(int depth, int kings_only, int three_kings)
{
    return (dm_search_limits){ .max_depth = depth, .draw_repetition = 3,
                               .draw_kings_only_moves = 20, .draw_three_kings = 20,
                               .root_kings_only = kings_only,
                               .root_three_kings = three_kings };
}

/* 39 plies of king steps behind: the next king step draws.
   (W:W13,17,K31:BK5 is a draw, the endgame database says, and the
   evaluation scores it near 0; a second king makes it a win.  The
   database also has W:WK8,13,21,K29:BK1 a win.)  The winning
   side moves a man (or captures) and keeps its win; the losing side steps
   a king and draws. */
static void test_kings_only_count(void **state)
{
    const dm_board *board = *state;
    static const char *winning[] = { "W:WK8,13,21,K29:BK1", "W:W13,17,K31,K32:BK5" };
    static const char *losing[] = { "B:WK8,13,21,K29:BK1", "B:W13,17,K31,K32:BK5" };
    dm_position pos;
    for (int i = 0; i < 2; i++) {
        dm_search_limits limits = counting(10, 39, 0);
        dm_search_result r = search_fen(board, winning[i], &limits, &pos);
        expect_sound_result(board, &pos, &r);
        assert_false(is_king_step(&pos, &r.best));
        assert_true(r.score > 100);

        limits = counting(10, 0, 0);
        r = search_fen(board, losing[i], &limits, &pos);
        assert_true(r.score < -100);
        limits = counting(10, 39, 0);
        r = search_fen(board, losing[i], &limits, &pos);
        expect_sound_result(board, &pos, &r);
        assert_true(is_king_step(&pos, &r.best));
        assert_int_equal(r.score, 0);
    }
}

/* Three kings against one, the stronger side's 20th move to come and no
   win in one: a draw; from a count of 0 the material wins. */
static void test_three_kings_count(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    dm_search_limits limits = counting(8, 0, 0);
    dm_search_result r = search_fen(board, "W:WK29,K30,K31:BK4", &limits, &pos);
    assert_true(r.score > 100);
    limits = counting(8, 0, 19);
    r = search_fen(board, "W:WK29,K30,K31:BK4", &limits, &pos);
    expect_sound_result(board, &pos, &r);
    assert_int_equal(r.score, 0);
    /* Without three kings at the root the count is not read. */
    limits = counting(8, 0, 19);
    limits.draw_kings_only_moves = 0;
    r = search_fen(board, "W:WK29,K30,13:BK4", &limits, &pos);
    assert_true(r.score > 100);
}

/* The table must not carry a score across counts that change it: a
   context that searched the position far from the limit, then searches
   it near the limit (and the other way round), still sees the draw near
   the limit and the win far from it.  (Plain scores may differ a little
   from a fresh context's: the table holds deeper results.) */
static void expect_count_verdict(const dm_board *board, const dm_position *pos,
                                 const dm_search_result *r, int verdict)
{
    expect_sound_result(board, pos, r);
    if (verdict == 0)
        assert_int_equal(r->score, 0);
    else if (verdict > 0) {
        assert_true(r->score > 100);
    } else
        assert_true(r->score < -100);
}

static void test_counts_and_the_table(void **state)
{
    const dm_board *board = *state;
    static const struct {
        const char *fen;
        int kings_only, three_kings, near_verdict, far_verdict;
    } cases[] = {
        { "W:WK8,13,21,K29:BK1", 39, 0, 1, 1 },
        { "B:WK8,13,21,K29:BK1", 39, 0, 0, -1 },
        { "B:W13,17,K31,K32:BK5", 39, 0, 0, -1 },
        { "W:WK29,K30,K31:BK4", 0, 19, 0, 1 },
    };
    for (size_t f = 0; f < sizeof cases / sizeof cases[0]; f++) {
        dm_position pos;
        support_read_fen(board, cases[f].fen, &pos);
        dm_search_limits far = counting(9, 0, 0);
        dm_search_limits near = counting(9, cases[f].kings_only, cases[f].three_kings);
        for (int order = 0; order < 2; order++) {
            dm_search_context *x = dm_search_context_new(1 << 20, 1);
            assert_non_null(x);
            dm_search_result r;
            for (int k = 0; k < 2; k++) {
                bool is_near = (k == 0) == (order == 0);
                assert_int_equal(dm_search_in_context(x, board, &pos,
                                                      is_near ? &near : &far, &r),
                                 DM_SEARCH_OK);
                expect_count_verdict(board, &pos, &r,
                                     is_near ? cases[f].near_verdict : cases[f].far_verdict);
                if (is_near && cases[f].near_verdict > 0)
                    assert_false(is_king_step(&pos, &r.best));
            }
            dm_search_context_free(x);
        }
    }
}

/* With draw_repetition 3 a position of the game met a second time is not
   yet a draw (test_repetition: with 0, the first repetition is). */
static void test_repetition_rule(void **state)
{
    const dm_board *board = *state;
    static const char *history_fens[] = {
        "B:WK32:BK1,2,3,4", "W:WK32:BK5,2,3,4", "B:WK28:BK5,2,3,4"
    };
    dm_position history[7], pos;
    for (int i = 0; i < 3; i++)
        support_read_fen(board, history_fens[i], &history[i]);
    dm_search_limits limits = { .max_depth = 6, .draw_repetition = 3,
                                .history = history, .history_length = 3 };
    dm_search_result r = search_fen(board, "W:WK28:BK1,2,3,4", &limits, &pos);
    assert_true(r.score < -100);
    history[3] = pos;
    for (int i = 0; i < 3; i++)
        history[4 + i] = history[i];
    limits.history_length = 7;
    assert_int_equal(dm_search(board, &pos, &limits, NULL, &r), DM_SEARCH_OK);
    expect_move_text(board, &r.best, "28-32");
    assert_int_equal(r.score, 0);
}

/* ---- Contexts ----------------------------------------------------------- */

/* A context keeps its table: the same search again reads the first one's
   results.  Not all of them: its first shallow iterations still search
   their own way to a best move, and store their exact scores over the
   deep ones (their bounds leave a much deeper result in place); at the
   start position the second search costs about a twentieth of the
   first's nodes. */
static void test_context_second_search_cheaper(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    support_read_fen(board, START, &pos);
    dm_search_context *x = dm_search_context_new(4 << 20, 1);
    assert_non_null(x);
    dm_search_limits limits = { .max_depth = 10 };
    dm_search_result first, second;
    assert_int_equal(dm_search_in_context(x, board, &pos, &limits, &first), DM_SEARCH_OK);
    assert_int_equal(dm_search_in_context(x, board, &pos, &limits, &second), DM_SEARCH_OK);
    expect_sound_result(board, &pos, &second);
    assert_true(second.nodes * 10 < first.nodes);
    assert_true(second.pv_length >= 2);
    assert_true(dm_search_context_clear(x));
    assert_int_equal(dm_search_in_context(x, board, &pos, &limits, &second), DM_SEARCH_OK);
    assert_int_equal(second.nodes, first.nodes);
    assert_int_equal(second.score, first.score);
    dm_search_context_free(x);
}

/* One thread: the same search from the same state gives the same result. */
static void test_one_thread_reproducible(void **state)
{
    const dm_board *board = *state;
    uint64_t seed = 7;
    for (int i = 0; i < 6; i++) {
        dm_position pos = random_position(board, &seed, 30);
        dm_search_limits limits = { .max_depth = 8, .threads = 1 };
        dm_search_context *a = dm_search_context_new(1 << 20, 1);
        dm_search_context *b = dm_search_context_new(1 << 20, 1);
        dm_search_result ra, rb;
        assert_int_equal(dm_search_in_context(a, board, &pos, &limits, &ra), DM_SEARCH_OK);
        assert_int_equal(dm_search_in_context(b, board, &pos, &limits, &rb), DM_SEARCH_OK);
        assert_int_equal(ra.has_move, rb.has_move);
        if (ra.has_move)
            assert_true(same_move(&ra.best, &rb.best));
        assert_int_equal(ra.score, rb.score);
        assert_int_equal(ra.nodes, rb.nodes);
        dm_search_context_free(a);
        dm_search_context_free(b);
    }
}

/* Two threads find the forced win one thread finds, at the same distance. */
static void test_two_threads_same_win(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    support_read_fen(board, "W:W18,K30:B10,5", &pos);
    dm_search_limits limits = { .max_depth = 16 };
    dm_search_context *one = dm_search_context_new(4 << 20, 1);
    dm_search_context *two = dm_search_context_new(4 << 20, 2);
    dm_search_result r1, r2;
    assert_int_equal(dm_search_in_context(one, board, &pos, &limits, &r1), DM_SEARCH_OK);
    assert_int_equal(dm_search_in_context(two, board, &pos, &limits, &r2), DM_SEARCH_OK);
    assert_true(dm_score_is_win(r1.score));
    assert_int_equal(r2.score, r1.score);
    expect_sound_result(board, &pos, &r2);
    assert_int_equal(r2.stop_reason, DM_STOP_PROVEN);
    /* and threads in the limits win over the context's */
    limits.threads = 2;
    assert_int_equal(dm_search_in_context(one, board, &pos, &limits, &r2), DM_SEARCH_OK);
    assert_int_equal(r2.score, r1.score);
    dm_search_context_free(one);
    dm_search_context_free(two);
}

typedef struct {
    dm_search_context *context;
    const dm_board *board;
    const dm_position *pos;
    int stop_at;
    dm_search_status nested;
    bool cleared;
} iteration_stopper;

/* on_iteration: stops the context's search at a depth, and checks that the
   context refuses a second search while busy. */
static void stop_at_depth(const dm_search_result *r, void *argument)
{
    iteration_stopper *s = argument;
    dm_search_limits limits = { .max_depth = 1 };
    dm_search_result inner;
    s->nested = dm_search_in_context(s->context, s->board, s->pos, &limits, &inner);
    s->cleared = dm_search_context_clear(s->context);
    if (r->depth == s->stop_at)
        dm_search_context_stop(s->context);
}

static void test_context_stop(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    support_read_fen(board, START, &pos);
    dm_search_context *x = dm_search_context_new(1 << 20, 1);
    dm_search_context_stop(x);    /* idle: no effect */
    iteration_stopper s = { x, board, &pos, 4, DM_SEARCH_OK, true };
    dm_search_limits limits = { .max_depth = 40, .on_iteration = stop_at_depth,
                                .context = &s };
    dm_search_result r;
    assert_int_equal(dm_search_in_context(x, board, &pos, &limits, &r), DM_SEARCH_OK);
    assert_int_equal(s.nested, DM_SEARCH_BUSY);
    assert_false(s.cleared);
    assert_int_equal(r.depth, 4);
    assert_int_equal(r.stop_reason, DM_STOP_STOPPED);
    assert_true(r.stopped);
    expect_sound_result(board, &pos, &r);
    limits = (dm_search_limits){ .max_depth = 3 };
    assert_int_equal(dm_search_in_context(x, board, &pos, &limits, &r), DM_SEARCH_OK);
    assert_int_equal(r.stop_reason, DM_STOP_DEPTH);
    assert_int_equal(r.depth, 3);
    dm_search_context_free(x);
}

/* A node limit inside an iteration: when the result comes from the cut
   iteration, it is a move that beat the last completed iteration's there,
   so it differs from it; random positions give such cases. */
typedef struct {
    dm_move last;
    int depth;
} last_iteration;

static void remember_iteration(const dm_search_result *r, void *argument)
{
    last_iteration *l = argument;
    l->last = r->best;
    l->depth = r->depth;
}

static void test_partial_iteration(void **state)
{
    const dm_board *board = *state;
    uint64_t seed = 99;
    int partial = 0;
    for (int i = 0; i < 200 && partial < 3; i++) {
        dm_position pos = random_position(board, &seed, 40);
        last_iteration l = { .depth = 0 };
        dm_search_limits limits = { .max_nodes = 2000 + 500 * (uint64_t)(i % 7),
                                    .on_iteration = remember_iteration, .context = &l };
        dm_search_result r;
        assert_int_equal(dm_search(board, &pos, &limits, NULL, &r), DM_SEARCH_OK);
        if (!r.has_move || r.stop_reason != DM_STOP_NODES)
            continue;
        expect_sound_result(board, &pos, &r);
        if (r.partial) {
            partial++;
            assert_true(l.depth >= 1);
            assert_int_equal(r.depth, l.depth);
            assert_false(same_move(&r.best, &l.last));
        } else if (l.depth >= 1)
            assert_true(same_move(&r.best, &l.last));
    }
    assert_true(partial >= 1);
}

static void test_stop_reasons(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    dm_search_limits limits = { .max_depth = 4 };
    dm_search_result r = search_fen(board, START, &limits, &pos);
    assert_int_equal(r.stop_reason, DM_STOP_DEPTH);
    assert_false(r.stopped);
    limits = (dm_search_limits){ .max_nodes = 3000 };
    r = search_fen(board, START, &limits, &pos);
    assert_int_equal(r.stop_reason, DM_STOP_NODES);
    assert_true(r.stopped);
    limits = (dm_search_limits){ .max_depth = 30 };
    r = search_fen(board, "W:WK29,K31:B4", &limits, &pos);
    assert_int_equal(r.stop_reason, DM_STOP_PROVEN);
    r = search_fen(board, "W:W18:B15", &limits, &pos);
    assert_int_equal(r.stop_reason, DM_STOP_SINGLE_MOVE);
    r = search_fen(board, "W:W5:B1", &limits, &pos);
    assert_int_equal(r.stop_reason, DM_STOP_NO_MOVE);
    assert_string_equal(dm_stop_reason_name(DM_STOP_TIME_PREDICTED), "time_predicted");
    assert_string_equal(dm_stop_reason_name(DM_STOP_TIME_OUT), "time_out");
}

/* ---- Threads ------------------------------------------------------------ */

typedef struct {
    const dm_board *board;
    const dm_eval_tables *eval;    /* NULL: the search's own */
    dm_position pos;
    dm_search_result result;
    dm_search_status status;
} search_job;

static void run_job(search_job *job)
{
    dm_search_limits limits = { .max_depth = 9, .eval = job->eval };
    dm_tt *tt = dm_tt_new(1 << 22);
    if (!tt) {
        job->status = DM_SEARCH_NO_MEMORY;
        return;
    }
    job->status = dm_search(job->board, &job->pos, &limits, tt, &job->result);
    dm_tt_free(tt);
}

static void *job_thread(void *arg)
{
    run_job(arg);
    return NULL;
}

static void expect_same_result(const dm_search_result *a, const dm_search_result *b)
{
    assert_true(same_move(&a->best, &b->best));
    assert_int_equal(a->score, b->score);
    assert_int_equal(a->depth, b->depth);
    assert_int_equal(a->nodes, b->nodes);
    assert_int_equal(a->pv_length, b->pv_length);
    for (int i = 0; i < a->pv_length; i++)
        assert_true(same_move(&a->pv[i], &b->pv[i]));
}

/* Two searches at once, sharing one set of evaluation tables, give what
   each gives alone with tables of its own. */
static void test_two_threads(void **state)
{
    const dm_board *board = *state;
    static search_job alone[2], together[2];
    static dm_eval_tables shared;
    dm_eval_init(&shared, board);
    pthread_t threads[2];
    const char *fens[2] = { START, MIDGAME };
    for (int i = 0; i < 2; i++) {
        alone[i].board = together[i].board = board;
        together[i].eval = &shared;
        support_read_fen(board, fens[i], &alone[i].pos);
        together[i].pos = alone[i].pos;
        run_job(&alone[i]);
        assert_int_equal(alone[i].status, DM_SEARCH_OK);
    }
    for (int i = 0; i < 2; i++)
        assert_int_equal(pthread_create(&threads[i], NULL, job_thread, &together[i]), 0);
    for (int i = 0; i < 2; i++) {
        assert_int_equal(pthread_join(threads[i], NULL), 0);
        assert_int_equal(together[i].status, DM_SEARCH_OK);
        expect_same_result(&alone[i].result, &together[i].result);
    }
}

/* ---- Evaluation symmetry, and minimax ------------------------------------ */

static void test_eval_mirror_symmetry(void **state)
{
    const dm_board *board = *state;
    static dm_eval_tables tables;
    uint64_t seed = 777;
    dm_eval_init(&tables, board);
    for (int i = 0; i < 300; i++) {
        dm_position pos = random_position(board, &seed, 120);
        dm_position twin = support_turned(board, &pos);
        for (int h = 0; h < DM_HEURISTIC_COUNT; h++)
            assert_int_equal(dm_eval(&tables, &pos, (dm_heuristic)h),
                             dm_eval(&tables, &twin, (dm_heuristic)h));
    }
}

/* A search to a depth finds a move as good as plain minimax does when the
   position is quiet enough for the two to agree: here a win in one. */
static void test_minimax(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    dm_minimax_result m;
    support_read_fen(board, START, &pos);
    assert_int_equal(dm_minimax(board, &pos, 4, DM_HEURISTIC_DEFAULT, &m), 0);
    assert_true(m.has_move);
    assert_int_equal(m.nodes, 1 + 7 + 49 + 302 + 1469);   /* perft 0..4 */
    assert_true(is_legal(board, &pos, &m.best));
    support_read_fen(board, "W:W22,30:B18", &pos);
    assert_int_equal(dm_minimax(board, &pos, 3, DM_HEURISTIC_MATERIAL, &m), 0);
    expect_move_text(board, &m.best, "22x15");
    assert_int_equal(m.score, DM_MINIMAX_WIN - 1);
    assert_int_equal(dm_minimax(board, &pos, -1, DM_HEURISTIC_MATERIAL, &m), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_zobrist_incremental),
        cmocka_unit_test(test_zobrist_deterministic),
        cmocka_unit_test(test_tt_store_probe),
        cmocka_unit_test(test_tt_kept_entry_is_refreshed),
        cmocka_unit_test(test_finds_the_shot),
        cmocka_unit_test(test_finds_a_combination_of_sacrifices),
        cmocka_unit_test(test_shot_every_heuristic),
        cmocka_unit_test(test_legal_on_random_positions),
        cmocka_unit_test(test_depth_limit),
        cmocka_unit_test(test_crowning_at_the_horizon),
        cmocka_unit_test(test_node_limit),
        cmocka_unit_test(test_time_limit),
        cmocka_unit_test(test_should_stop),
        cmocka_unit_test(test_bad_limits),
        cmocka_unit_test(test_no_legal_move),
        cmocka_unit_test(test_single_move),
        cmocka_unit_test(test_win_in_one),
        cmocka_unit_test(test_having_no_move_wins),
        cmocka_unit_test(test_having_no_move_single_and_root),
        cmocka_unit_test(test_first_king_wins),
        cmocka_unit_test(test_first_king_root_over),
        cmocka_unit_test(test_game_won_by_checked),
        cmocka_unit_test(test_score_sign),
        cmocka_unit_test(test_repetition),
        cmocka_unit_test(test_two_threads),
        cmocka_unit_test(test_kings_only_count),
        cmocka_unit_test(test_three_kings_count),
        cmocka_unit_test(test_counts_and_the_table),
        cmocka_unit_test(test_repetition_rule),
        cmocka_unit_test(test_context_second_search_cheaper),
        cmocka_unit_test(test_one_thread_reproducible),
        cmocka_unit_test(test_two_threads_same_win),
        cmocka_unit_test(test_context_stop),
        cmocka_unit_test(test_stop_reasons),
        cmocka_unit_test(test_partial_iteration),
        cmocka_unit_test(test_eval_mirror_symmetry),
        cmocka_unit_test(test_minimax),
        cmocka_unit_test(test_score_is_the_leaf_evaluation),
        cmocka_unit_test(test_depth_one_is_the_capture_minimax),
    };
    return cmocka_run_group_tests(tests, support_setup_brazilian, NULL);
}
