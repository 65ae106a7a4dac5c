/* Helpers shared by the cmocka tests: see support.h. */
#include "support.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- Boards ------------------------------------------------------------- */

void support_load_spec(const char *board_path, const char *rules_path,
                       dm_board_spec *spec)
{
    char err[256] = "";
    if (dm_kb_read(board_path, rules_path, spec, err, sizeof err) != 0) {
        print_error("dm_kb_read(%s, %s): %s\n", board_path,
                    rules_path ? rules_path : "NULL", err);
        fail();
    }
}

void support_init_board(dm_board *board, const dm_board_spec *spec)
{
    char err[256] = "";
    if (dm_board_init(board, spec, err, sizeof err) != 0) {
        print_error("dm_board_init: %s\n", err);
        fail();
    }
}

static dm_board brazilian;
static bool brazilian_loaded;
static dm_board_spec setup_spec;   /* large: kept out of the stack */

int support_setup_brazilian(void **state)
{
    char err[256] = "";
    if (!brazilian_loaded) {
        if (dm_kb_read(SUPPORT_BOARD_8X8, SUPPORT_RULES_BRAZILIAN, &setup_spec,
                       err, sizeof err) != 0) {
            print_error("dm_kb_read: %s (run the tests from the repository root)\n", err);
            return -1;
        }
        if (dm_board_init(&brazilian, &setup_spec, err, sizeof err) != 0) {
            print_error("dm_board_init: %s\n", err);
            return -1;
        }
        brazilian_loaded = true;
    }
    *state = &brazilian;
    return 0;
}

const dm_board *support_brazilian(void)
{
    return brazilian_loaded ? &brazilian : NULL;
}

void support_add_orthogonal_lines(const char *board_path, dm_board_spec *spec)
{
    /* number_at[file][rank], files and ranks 1..DM_MAX_SQUARES at most. */
    static int number_at[DM_MAX_SQUARES + 2][DM_MAX_SQUARES + 2];
    static const int step[DM_ORTHOGONALS][2] = { { 0, 2 }, { 0, -2 }, { 2, 0 }, { -2, 0 } };
    int file_of[DM_MAX_SQUARES + 1] = { 0 }, rank_of[DM_MAX_SQUARES + 1] = { 0 };
    char line[256];
    FILE *in = fopen(board_path, "r");
    if (!in) {
        print_error("cannot open %s\n", board_path);
        fail();
    }
    memset(number_at, 0, sizeof number_at);
    while (fgets(line, sizeof line, in)) {
        int file, rank, number;
        if (sscanf(line, "casa(%d, %d, dark, %d).", &file, &rank, &number) == 3 &&
            file >= 1 && rank >= 1 && file <= DM_MAX_SQUARES && rank <= DM_MAX_SQUARES &&
            number >= 1 && number <= DM_MAX_SQUARES) {
            number_at[file][rank] = number;
            file_of[number] = file;
            rank_of[number] = rank;
        }
    }
    fclose(in);
    for (int s = 1; s <= spec->squares; s++) {
        assert_true(file_of[s] > 0);
        for (int d = 0; d < DM_ORTHOGONALS; d++) {
            int file = file_of[s] + step[d][0], rank = rank_of[s] + step[d][1];
            int t = file >= 1 && rank >= 1 && file <= DM_MAX_SQUARES && rank <= DM_MAX_SQUARES
                        ? number_at[file][rank] : 0;
            if (spec->orthogonal[s][d] != 0)
                assert_int_equal(spec->orthogonal[s][d], t);
            spec->orthogonal[s][d] = t;
        }
    }
}

void support_variant_board(dm_board *board, const char *board_path,
                           const support_rule *rules)
{
    static dm_board_spec spec;
    char err[256] = "";
    support_load_spec(board_path, NULL, &spec);
    for (int i = 0; rules[i].name; i++) {
        if (dm_board_set_rule(&spec, rules[i].name, rules[i].value, err, sizeof err) != 0) {
            print_error("dm_board_set_rule(%s, %s): %s\n", rules[i].name, rules[i].value, err);
            fail();
        }
    }
    if (spec.rules.orthogonal_captures)
        support_add_orthogonal_lines(board_path, &spec);
    support_init_board(board, &spec);
}

/* ---- Squares and positions ---------------------------------------------- */

uint64_t support_squares(const char *list)
{
    uint64_t squares = 0;
    const char *p = list;
    while (*p) {
        if (*p >= '0' && *p <= '9') {
            int n = 0;
            while (*p >= '0' && *p <= '9')
                n = n * 10 + (*p++ - '0');
            if (n < 1 || n > 64) {
                print_error("support_squares(\"%s\"): no square %d\n", list, n);
                fail();
            }
            squares |= (uint64_t)1 << (n - 1);
        } else if (*p == ',' || *p == ' ') {
            p++;
        } else {
            print_error("support_squares(\"%s\"): unexpected '%c'\n", list, *p);
            fail();
        }
    }
    return squares;
}

uint64_t support_squares_of_bits(const dm_board *board, bb_t bits)
{
    uint64_t squares = 0;
    for (; bits; bits = bb_drop_first(bits)) {
        int s = board->square_of_bit[bb_first(bits)];
        if (s < 1) {
            print_error("bit %d is no square of the board\n", bb_first(bits));
            fail();
        }
        squares |= (uint64_t)1 << (s - 1);
    }
    return squares;
}

bb_t support_bits_of_squares(const dm_board *board, uint64_t squares)
{
    bb_t bits = 0;
    for (; squares; squares &= squares - 1) {
        int s = __builtin_ctzll(squares) + 1;
        assert_true(s <= board->squares);
        bits |= bb_bit(board->bit_of_square[s]);
    }
    return bits;
}

void support_squares_text(uint64_t squares, char *buffer, size_t size)
{
    size_t length = 0;
    if (size == 0)
        return;
    buffer[0] = '\0';
    for (int s = 1; s <= 64; s++)
        if (squares & ((uint64_t)1 << (s - 1))) {
            int n = snprintf(buffer + length, size - length, "%s%d",
                             length ? "," : "", s);
            if (n < 0 || (size_t)n >= size - length)
                return;
            length += (size_t)n;
        }
}

bool support_same_position(const dm_position *a, const dm_position *b)
{
    return a->pieces[DM_WHITE] == b->pieces[DM_WHITE] &&
           a->pieces[DM_BLACK] == b->pieces[DM_BLACK] && a->kings == b->kings &&
           a->side == b->side;
}

void support_read_fen(const dm_board *board, const char *fen, dm_position *pos)
{
    dm_fen_error error;
    dm_fen_status status = dm_fen_read(board, fen, pos, &error);
    if (status != DM_FEN_OK) {
        print_error("dm_fen_read(\"%s\"): %s at offset %zu (square %d)\n", fen,
                    dm_fen_status_text(status), error.offset, error.square);
        fail();
    }
}

/* ---- Moves --------------------------------------------------------------- */

void support_move_text(const dm_board *board, const dm_move *move, bool full,
                       char *buffer, size_t size)
{
    size_t length = 0;
    int n;
    if (size == 0)
        return;
    buffer[0] = '\0';
    if (move->captures == 0) {
        snprintf(buffer, size, "%d-%d", board->square_of_bit[move->from],
                 board->square_of_bit[move->to]);
        return;
    }
    n = snprintf(buffer, size, "%d", board->square_of_bit[move->from]);
    if (n < 0 || (size_t)n >= size)
        return;
    length = (size_t)n;
    if (!full) {
        snprintf(buffer + length, size - length, "x%d", board->square_of_bit[move->to]);
        return;
    }
    for (int i = 0; i < move->captures && i < DM_MAX_CAPTURES; i++) {
        n = snprintf(buffer + length, size - length, "x%d",
                     board->square_of_bit[move->landing[i]]);
        if (n < 0 || (size_t)n >= size - length)
            return;
        length += (size_t)n;
    }
}

/* Whether the generated move m is the expected move e. */
static bool matches(const dm_board *board, const dm_move *m,
                    const support_expected_move *e)
{
    char full[256], brief[64];
    uint64_t captured = support_squares(e->captured ? e->captured : "");
    if (support_squares_of_bits(board, m->captured) != captured)
        return false;
    support_move_text(board, m, true, full, sizeof full);
    support_move_text(board, m, false, brief, sizeof brief);
    if (m->captures == 0)
        return strcmp(e->text, brief) == 0;
    return strcmp(e->text, full) == 0 || strcmp(e->text, brief) == 0;
}

/* Bipartite matching of generated moves to expected entries (augmenting
   paths): a short text may fit several moves, so greedy is not enough. */
typedef struct {
    int moves, expected;
    const bool *fits;           /* fits[i * expected + j] */
    int *move_of;               /* expected j -> move, or -1 */
    bool *seen;                 /* expected entries visited in one search */
} matching;

static bool augment(matching *mt, int i)
{
    for (int j = 0; j < mt->expected; j++) {
        if (!mt->fits[i * mt->expected + j] || mt->seen[j])
            continue;
        mt->seen[j] = true;
        if (mt->move_of[j] < 0 || augment(mt, mt->move_of[j])) {
            mt->move_of[j] = i;
            return true;
        }
    }
    return false;
}

static void print_moves(const dm_board *board, const dm_move_list *list)
{
    for (int i = 0; i < list->count; i++) {
        char full[256], captured[256];
        support_move_text(board, &list->move[i], true, full, sizeof full);
        support_squares_text(support_squares_of_bits(board, list->move[i].captured),
                             captured, sizeof captured);
        print_error("      %-24s [%s]\n", full, captured);
    }
}

static void print_expected(const support_expected_move *expected, int n)
{
    for (int j = 0; j < n; j++) {
        char captured[256];
        const char *list = expected[j].captured ? expected[j].captured : "";
        support_squares_text(support_squares(list), captured, sizeof captured);
        print_error("      %-24s [%s]\n", expected[j].text, captured);
    }
}

/* A move's fields agree with each other (see move.h). */
static bool consistent(const dm_board *board, const dm_move *m)
{
    if (!(board->valid & bb_bit(m->from)) || !(board->valid & bb_bit(m->to)))
        return false;
    if (m->captures == 0)
        return m->captured == 0;
    if (m->captures > DM_MAX_CAPTURES || bb_count(m->captured) != m->captures ||
        m->landing[m->captures - 1] != m->to)
        return false;
    bb_t taken = 0;
    for (int i = 0; i < m->captures; i++)
        taken |= bb_bit(m->taken[i]);
    return taken == m->captured;
}

/* The same move, field by field (the bytes of landing and taken beyond
   the captures are not part of it). */
static bool same_move(const dm_move *a, const dm_move *b)
{
    return a->captured == b->captured && a->from == b->from && a->to == b->to &&
           a->captures == b->captures && a->crowned == b->crowned &&
           !memcmp(a->landing, b->landing, a->captures) &&
           !memcmp(a->taken, b->taken, a->captures);
}

void support_expect_moves_at(const dm_board *board, const char *fen,
                             const support_expected_move *expected,
                             dm_position *pos_out, dm_move_list *list_out,
                             const char *file, int line)
{
    static dm_move_list list;
    static bool fits[DM_MAX_MOVES * DM_MAX_MOVES];
    int move_of[DM_MAX_MOVES];
    bool seen[DM_MAX_MOVES];
    dm_position pos;
    int n_expected = 0;

    support_read_fen(board, fen, &pos);
    while (expected[n_expected].text)
        n_expected++;
    assert_true(n_expected <= DM_MAX_MOVES);

    int n = dm_generate_moves(board, &pos, &list);
    int64_t counted = dm_count_moves(board, &pos);
    if (n < 0) {
        print_error("%s: dm_generate_moves returned %d\n", fen, n);
        _fail(file, line);
    }
    if (n != list.count || counted != n) {
        print_error("%s: dm_generate_moves returned %d, list.count %d, "
                    "dm_count_moves %lld\n", fen, n, list.count, (long long)counted);
        _fail(file, line);
    }
    /* dm_generate_captures: the same captures, or the quiet moves' number. */
    static dm_move_list captures;
    int64_t quiet = -1;
    int n_captures = dm_generate_captures(board, &pos, &captures, &quiet);
    bool must_capture = n > 0 && list.move[0].captures > 0;
    bool agree = must_capture ? n_captures == n && captures.count == n && quiet == 0
                              : n_captures == 0 && captures.count == 0 && quiet == n;
    for (int i = 0; agree && must_capture && i < n; i++)
        agree = same_move(&captures.move[i], &list.move[i]);
    if (!agree) {
        print_error("%s: dm_generate_captures returned %d (quiet moves %lld), "
                    "dm_generate_moves %d\n", fen, n_captures, (long long)quiet, n);
        _fail(file, line);
    }
    for (int i = 0; i < n; i++)
        if (!consistent(board, &list.move[i])) {
            char full[256];
            support_move_text(board, &list.move[i], true, full, sizeof full);
            print_error("%s: move %s is inconsistent (captures %d, captured %d pieces)\n",
                        fen, full, list.move[i].captures, bb_count(list.move[i].captured));
            _fail(file, line);
        }

    bool ok = n == n_expected;
    if (ok) {
        matching mt = { n, n_expected, fits, move_of, seen };
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n_expected; j++)
                fits[i * n_expected + j] = matches(board, &list.move[i], &expected[j]);
        for (int j = 0; j < n_expected; j++)
            move_of[j] = -1;
        for (int i = 0; ok && i < n; i++) {
            memset(seen, 0, sizeof seen);
            ok = augment(&mt, i);
        }
    }
    if (!ok) {
        print_error("%s: the legal moves differ from the expected ones\n", fen);
        print_error("    generated (%d):\n", n);
        print_moves(board, &list);
        print_error("    expected (%d):\n", n_expected);
        print_expected(expected, n_expected);
        _fail(file, line);
    }
    if (pos_out)
        *pos_out = pos;
    if (list_out)
        *list_out = list;
}

const dm_move *support_find_move(const dm_board *board, const dm_move_list *list,
                                 const char *text)
{
    const dm_move *found = NULL;
    int matches_full = 0, matches_short = 0;
    for (int pass = 0; pass < 2 && !found; pass++)
        for (int i = 0; i < list->count; i++) {
            char buffer[256];
            support_move_text(board, &list->move[i], pass == 0, buffer, sizeof buffer);
            if (strcmp(buffer, text) == 0) {
                found = &list->move[i];
                if (pass == 0)
                    matches_full++;
                else
                    matches_short++;
            }
        }
    if (!found || matches_full > 1 || (matches_full == 0 && matches_short > 1)) {
        print_error("move %s: %s\n", text, found ? "ambiguous" : "not in the list");
        fail();
    }
    return found;
}

/* ---- The turned (mirrored) position ----------------------------------------

   Square n of a board of N squares turned round is N + 1 - n: on 8x8
   1 (b8) <-> 32 (g1), 5 (a7) <-> 28 (h2).  In a FEN the W and B letters
   swap and a range a-b becomes (N+1-b)-(N+1-a); move texts and square
   lists only map numbers. */

#define MAX_EXPECTED 64
#define TEXT_SIZE 256

static void mirror_text(int mirror, const char *in, bool fen, char *out, size_t size)
{
    size_t length = 0;
    const char *p = in;
    while (*p && length + 8 < size) {
        if (*p >= '0' && *p <= '9') {
            int a = 0, b;
            while (*p >= '0' && *p <= '9')
                a = a * 10 + (*p++ - '0');
            if (fen && *p == '-' && p[1] >= '0' && p[1] <= '9') {
                for (b = 0, p++; *p >= '0' && *p <= '9'; p++)
                    b = b * 10 + (*p - '0');
                length += (size_t)snprintf(out + length, size - length, "%d-%d",
                                           mirror - b, mirror - a);
            } else {
                length += (size_t)snprintf(out + length, size - length, "%d", mirror - a);
            }
        } else if (fen && (*p == 'W' || *p == 'B')) {
            out[length++] = *p++ == 'W' ? 'B' : 'W';
        } else {
            out[length++] = *p++;
        }
    }
    assert_true(*p == '\0');   /* it fitted */
    out[length] = '\0';
}

/* The turned copy of an expected-move list, in static storage. */
static const support_expected_move *mirror_expected(int mirror,
                                                   const support_expected_move *expected)
{
    static char texts[MAX_EXPECTED][2][TEXT_SIZE];
    static support_expected_move turned[MAX_EXPECTED + 1];
    int n = 0;
    for (; expected[n].text; n++) {
        assert_true(n < MAX_EXPECTED);
        mirror_text(mirror, expected[n].text, false, texts[n][0], TEXT_SIZE);
        mirror_text(mirror, expected[n].captured, false, texts[n][1], TEXT_SIZE);
        turned[n].text = texts[n][0];
        turned[n].captured = texts[n][1];
    }
    turned[n].text = turned[n].captured = NULL;
    return turned;
}

void support_expect_moves_both_at(const dm_board *board, const char *fen,
                                 const support_expected_move *expected,
                                 const char *file, int line)
{
    char turned[TEXT_SIZE];
    int mirror = board->squares + 1;
    support_expect_moves_at(board, fen, expected, NULL, NULL, file, line);
    mirror_text(mirror, fen, true, turned, sizeof turned);
    support_expect_moves_at(board, turned, mirror_expected(mirror, expected), NULL, NULL,
                            file, line);
}

static void expect_after_at(const dm_board *board, const char *fen,
                            const support_expected_move *expected, const char *text,
                            const char *white, const char *black, const char *kings,
                            const char *file, int line)
{
    dm_position pos, after;
    static dm_move_list list;
    dm_square_sets sets;
    support_expect_moves_at(board, fen, expected, &pos, &list, file, line);
    const dm_move *move = support_find_move(board, &list, text);
    dm_make_move(board, &pos, move, &after);
    dm_position_to_squares(board, &after, &sets);
    _assert_int_equal(sets.white, support_squares(white), file, line);
    _assert_int_equal(sets.black, support_squares(black), file, line);
    _assert_int_equal(sets.kings, support_squares(kings), file, line);
    _assert_int_equal(sets.side, dm_opponent(pos.side), file, line);
}

void support_expect_after_both_at(const dm_board *board, const char *fen,
                                 const support_expected_move *expected, const char *text,
                                 const char *white, const char *black, const char *kings,
                                 const char *file, int line)
{
    char turned_fen[TEXT_SIZE], turned_text[TEXT_SIZE], turned_white[TEXT_SIZE],
         turned_black[TEXT_SIZE], turned_kings[TEXT_SIZE];
    int mirror = board->squares + 1;
    expect_after_at(board, fen, expected, text, white, black, kings, file, line);
    mirror_text(mirror, fen, true, turned_fen, sizeof turned_fen);
    mirror_text(mirror, text, false, turned_text, sizeof turned_text);
    mirror_text(mirror, black, false, turned_white, sizeof turned_white);
    mirror_text(mirror, white, false, turned_black, sizeof turned_black);
    mirror_text(mirror, kings, false, turned_kings, sizeof turned_kings);
    expect_after_at(board, turned_fen, mirror_expected(mirror, expected), turned_text,
                    turned_white, turned_black, turned_kings, file, line);
}

/* ---- The turned position as a position --------------------------------- */

static uint64_t turn_squares(const dm_board *board, uint64_t squares)
{
    uint64_t turned = 0;
    for (int s = 1; s <= board->squares; s++)
        if (squares & ((uint64_t)1 << (s - 1)))
            turned |= (uint64_t)1 << (board->squares - s);
    return turned;
}

dm_position support_turned(const dm_board *board, const dm_position *pos)
{
    dm_square_sets sets, turned;
    dm_position out;
    dm_position_to_squares(board, pos, &sets);
    turned.white = turn_squares(board, sets.black);
    turned.black = turn_squares(board, sets.white);
    turned.kings = turn_squares(board, sets.kings);
    turned.side = dm_opponent(sets.side);
    assert_int_equal(dm_position_from_squares(board, &turned, &out), 0);
    return out;
}

void support_remove_directory(const char *dir)
{
    char path[512];
    DIR *d = opendir(dir);
    assert_non_null(d);
    for (struct dirent *e; (e = readdir(d));)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) {
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
            assert_int_equal(remove(path), 0);
        }
    closedir(d);
    assert_int_equal(rmdir(dir), 0);
}
