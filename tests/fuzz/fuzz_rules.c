/* libFuzzer harness: move generation under every rule set.  The input
   picks a board, a value for each move-generation rule of docs/rules.md
   and a position; the moves of dm_generate_moves (whole-board shortcuts
   where the rules allow them) must be those of the general capture search
   alone, every move must be well formed and lead to a valid position, and
   the counts (dm_count_moves, every-path counts, perft with and without
   bulk counting) must agree.

   Input layout: byte 0 the boolean rules, the board and the side to move
   (see build_board), byte 1 king_landing, majority_capture and
   capture_precedence, then three 8-byte masks of square numbers (white,
   black, kings).  A broken invariant prints the rules and the FEN. */
#include <stdint.h>
#include <string.h>

#include "draughts/capture.h"
#include "draughts/fen.h"
#include "fuzz_support.h"
#include "draughts/movegen.h"
#include "draughts/perft.h"
#include "draughts/position.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define INPUT_SIZE 26

/* Every ordered subset of the three tie-breaks. */
static const char *const precedences[] = {
    "",
    "by_king", "most_kings", "earliest_king",
    "by_king,most_kings", "by_king,earliest_king", "most_kings,by_king",
    "most_kings,earliest_king", "earliest_king,by_king", "earliest_king,most_kings",
    "by_king,most_kings,earliest_king", "by_king,earliest_king,most_kings",
    "most_kings,by_king,earliest_king", "most_kings,earliest_king,by_king",
    "earliest_king,by_king,most_kings", "earliest_king,most_kings,by_king",
};
#define PRECEDENCE_CHOICES (sizeof precedences / sizeof precedences[0])

static const char *const boolean_rules[] = {
    "men_capture_backward", "men_capture_kings", "flying_kings",
    "captured_pieces_block", "crown_during_capture", "orthogonal_captures",
};
#define BOOLEAN_RULES (sizeof boolean_rules / sizeof boolean_rules[0])

static const char *const landings[] = { "anywhere", "behind_piece", "behind_king" };
static const char *const majorities[] = { "true", "false", "by_value" };

/* What the input chose, kept for the message of a broken invariant. */
static const char *chosen[BOOLEAN_RULES + 3];
static const dm_board *current_board;
static const dm_position *current_position;

static void report(const char *what, int line)
{
    char fen[512];
    dm_fen_write(current_board, current_position, fen, sizeof fen);
    fprintf(stderr, "fuzz_rules.c:%d: invariant broken: %s\n  board %d squares, FEN %s\n",
            line, what, current_board->squares, fen);
    for (size_t i = 0; i < BOOLEAN_RULES; i++)
        fprintf(stderr, "  rule(%s, %s)\n", boolean_rules[i], chosen[i]);
    fprintf(stderr, "  rule(king_landing, %s)\n  rule(majority_capture, %s)\n"
                    "  rule(capture_precedence, [%s])\n",
            chosen[BOOLEAN_RULES], chosen[BOOLEAN_RULES + 1], chosen[BOOLEAN_RULES + 2]);
    abort();
}

#define RULES_CHECK(condition)                  \
    do {                                        \
        if (!(condition))                       \
            report(#condition, __LINE__);       \
    } while (0)

/* The relations of the two boards, read once, without rules (the
   defaults): each input sets its own. */
static const dm_board_spec *board_spec(int index)
{
    static dm_board_spec specs[2];
    static int ready[2];
    static const char *const files[2] = { DAMAS_ROOT "/kb/draughts/board_8x8.pl",
                                          DAMAS_ROOT "/kb/draughts/board_10x10.pl" };
    if (!ready[index]) {
        char err[256];
        if (dm_kb_read(files[index], NULL, &specs[index], err, sizeof err) != 0) {
            fprintf(stderr, "fuzz: cannot read %s: %s\n", files[index], err);
            abort();
        }
        ready[index] = 1;
    }
    return &specs[index];
}

/* Byte 0: bit i (i < 6) the value of boolean_rules[i], bit 6 the board,
   bit 7 the side to move.  Byte 1: king_landing, majority_capture and
   capture_precedence, mixed radix 3, 3, 16.  The board's layout search
   is slow next to the checks, so each board is built once, on the first
   input that asks for its rules, and kept. */
#define BOARD_CHOICES (2 * 64 * 3 * 3 * PRECEDENCE_CHOICES)

static const dm_board *build_board(const uint8_t *data)
{
    static dm_board *boards[BOARD_CHOICES];
    static dm_board_spec spec;
    static const char *const other_rules[] = { "king_landing", "majority_capture",
                                               "capture_precedence" };
    unsigned landing = data[1] % 3, majority = data[1] / 3 % 3;
    unsigned precedence = data[1] / 9 % PRECEDENCE_CHOICES;
    for (size_t i = 0; i < BOOLEAN_RULES; i++)
        chosen[i] = (data[0] >> i) & 1 ? "true" : "false";
    chosen[BOOLEAN_RULES] = landings[landing];
    chosen[BOOLEAN_RULES + 1] = majorities[majority];
    chosen[BOOLEAN_RULES + 2] = precedences[precedence];
    size_t key = ((data[0] & 0x7F) * 3 + landing) * 3 + majority;
    key = key * PRECEDENCE_CHOICES + precedence;
    if (boards[key])
        return boards[key];

    char err[256];
    spec = *board_spec((data[0] >> 6) & 1);
    for (size_t i = 0; i < BOOLEAN_RULES + 3; i++) {
        const char *name = i < BOOLEAN_RULES ? boolean_rules[i] : other_rules[i - BOOLEAN_RULES];
        if (dm_board_set_rule(&spec, name, chosen[i], err, sizeof err) != 0) {
            fprintf(stderr, "fuzz: rule(%s, %s) refused: %s\n", name, chosen[i], err);
            abort();
        }
    }
    dm_board *board = malloc(sizeof *board);
    if (!board || dm_board_init(board, &spec, err, sizeof err) != 0) {
        fprintf(stderr, "fuzz: board refused: %s\n", board ? err : "no memory");
        abort();
    }
    boards[key] = board;
    return board;
}

static uint64_t read_mask(const uint8_t *data)
{
    uint64_t mask = 0;
    for (int i = 0; i < 8; i++)
        mask |= (uint64_t)data[i] << (8 * i);
    return mask;
}

static bool same_identity(const dm_move *a, const dm_move *b)
{
    return a->from == b->from && a->to == b->to && a->captured == b->captured &&
           a->crowned == b->crowned;
}

static bool contains(const dm_move_list *list, const dm_move *move)
{
    for (int i = 0; i < list->count; i++)
        if (same_identity(&list->move[i], move))
            return true;
    return false;
}

/* The two lists hold the same moves as sets, and neither repeats one. */
static bool same_move_sets(const dm_move_list *a, const dm_move_list *b)
{
    if (a->count != b->count)
        return false;
    for (int i = 0; i < a->count; i++) {
        if (!contains(b, &a->move[i]))
            return false;
        for (int j = 0; j < i; j++)
            if (same_identity(&a->move[i], &a->move[j]))
                return false;
    }
    return true;
}

/* One move, as the rules' contract describes it, and the position after
   it valid. */
static void check_move(const dm_board *board, const dm_position *pos, const dm_move *m)
{
    dm_side side = pos->side, other = dm_opponent(side);
    bb_t own = pos->pieces[side], enemy = pos->pieces[other];
    bb_t empty = board->valid & ~(own | enemy);
    /* Without captured_pieces_block a piece taken is gone at once: its
       square may be landed on. */
    bb_t may_land = empty | (board->rules.captured_pieces_block ? 0 : m->captured);
    RULES_CHECK(m->from < 64 && m->to < 64);
    RULES_CHECK((own >> m->from) & 1);
    RULES_CHECK((m->captured & ~enemy) == 0);
    RULES_CHECK(__builtin_popcountll(m->captured) == m->captures);
    RULES_CHECK(m->captures <= DM_MAX_CAPTURES);
    RULES_CHECK(m->to == m->from || ((may_land >> m->to) & 1));
    if (m->captures == 0) {
        RULES_CHECK(m->crowned == 0);
    } else {
        bb_t taken = 0;
        for (int j = 0; j < m->captures; j++) {
            bb_t landing = bb_bit(m->landing[j]), piece = bb_bit(m->taken[j]);
            RULES_CHECK(m->landing[j] < 64 && m->taken[j] < 64);
            RULES_CHECK((landing & may_land) != 0 || m->landing[j] == m->from);
            RULES_CHECK((piece & m->captured) != 0 && (piece & taken) == 0);
            taken |= piece;
        }
        RULES_CHECK(m->landing[m->captures - 1] == m->to);
        RULES_CHECK(taken == m->captured);
        RULES_CHECK(!m->crowned || board->rules.crown_during_capture);
    }
    dm_position next;
    dm_make_move(board, pos, m, &next);
    RULES_CHECK((next.pieces[DM_WHITE] & next.pieces[DM_BLACK]) == 0);
    RULES_CHECK((next.kings & ~(next.pieces[DM_WHITE] | next.pieces[DM_BLACK])) == 0);
    RULES_CHECK(((next.pieces[DM_WHITE] | next.pieces[DM_BLACK]) & ~board->valid) == 0);
    RULES_CHECK(next.side == other);
    dm_square_sets sets;
    dm_position again;
    dm_position_to_squares(board, &next, &sets);
    RULES_CHECK(dm_position_from_squares(board, &sets, &again) == 0);
    RULES_CHECK(memcmp(&again.pieces, &next.pieces, sizeof next.pieces) == 0 &&
                again.kings == next.kings && again.side == next.side);
}

static void check_perft(const dm_board *board, const dm_position *pos, int64_t distinct,
                        int64_t every)
{
    for (int every_path = 0; every_path <= 1; every_path++) {
        uint64_t counts[2][3] = { { 0 } };
        dm_perft_status status[2][3];
        for (int bulk = 0; bulk <= 1; bulk++)
            for (int depth = 1; depth <= 2; depth++) {
                dm_perft_options options = { .bulk = bulk, .every_capture_path = every_path };
                status[bulk][depth] = dm_perft(board, pos, depth, &options, &counts[bulk][depth]);
            }
        RULES_CHECK(status[0][1] == DM_PERFT_OK && status[1][1] == DM_PERFT_OK);
        RULES_CHECK(counts[0][1] == counts[1][1]);
        RULES_CHECK(counts[0][1] == (uint64_t)(every_path ? every : distinct));
        RULES_CHECK(status[0][2] == status[1][2]);
        if (status[0][2] == DM_PERFT_OK)
            RULES_CHECK(counts[0][2] == counts[1][2]);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < INPUT_SIZE)
        return 0;
    const dm_board *board = build_board(data);
    uint64_t all = board->squares >= 64 ? UINT64_MAX : ((uint64_t)1 << board->squares) - 1;
    uint64_t white = read_mask(data + 2) & all;
    uint64_t black = read_mask(data + 10) & all & ~white;
    uint64_t kings = read_mask(data + 18) & (white | black);
    dm_square_sets sets = { white, black, kings, data[0] >> 7 ? DM_BLACK : DM_WHITE };
    dm_position pos;
    if (dm_position_from_squares(board, &sets, &pos) != 0)
        return 0;
    current_board = board;
    current_position = &pos;

    static dm_move_list moves, general, every, captures;
    int n = dm_generate_moves(board, &pos, &moves);
    int g = dm_generate_general(board, &pos, &general, false);
    RULES_CHECK((n < 0) == (g < 0));
    if (n < 0)
        return 0;
    RULES_CHECK(moves.count == n && general.count == g);
    RULES_CHECK(same_move_sets(&moves, &general));
    RULES_CHECK(dm_count_moves(board, &pos) == n);
    RULES_CHECK(dm_count_general(board, &pos, false) == n);

    /* The general capture search alone: the captures, or none when the
       moves are quiet. */
    int c = dm_search_captures(board, &pos, &captures, false);
    RULES_CHECK(c >= 0);
    if (c > 0)
        RULES_CHECK(same_move_sets(&moves, &captures));
    for (int i = 0; i < n; i++)
        RULES_CHECK((moves.move[i].captures > 0) == (c > 0));

    /* Every path: as many moves or more, and the same moves once the
       paths that make one move are merged. */
    int e = dm_generate_general(board, &pos, &every, true);
    int64_t every_count = dm_count_general(board, &pos, true);
    if (e >= 0) {
        RULES_CHECK(every_count == e);
        RULES_CHECK(e >= n);
        for (int i = 0; i < e; i++)
            RULES_CHECK(contains(&moves, &every.move[i]));
        for (int i = 0; i < n; i++)
            RULES_CHECK(contains(&every, &moves.move[i]));
    }

    for (int i = 0; i < n; i++)
        check_move(board, &pos, &moves.move[i]);
    if (e >= 0)
        check_perft(board, &pos, n, every_count);
    return 0;
}
