/* egdb_check: the checks of the full endgame database that `make egdb`
   wrote (`make egdb-check`; too slow for `make check`, whose test_egdb
   makes its own of up to 4 pieces).

   egdb_check [--dir DIR] [--kb FILE] [--rules FILE] [--sample N]

   1. Every N-th position of every slice (default N = 101), with either
      side to move: its value is the best of its moves' values, and in the
      slices of kings only its distance that of its best move (see
      egdb_moves_fault in tests/c/egdb/egdb_support.h).
   2. Random positions of 4 and 5 pieces: where a plain minimax proves a
      win or a loss within 5 plies, the database agrees.
   3. Flying-king variants (Brazilian, Russian): three kings against one
      with no capture pending: the lone king on the long diagonal a1-h8
      (29, 25, 22, 18, 15, 11, 8, 4), none of the three on it, the lone
      king to move: a draw; the lone king off it, the three to move: a win.
   Prints what it checked and "egdb_check: N failures"; exits 1 on any. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draughts/movegen.h"
#include "egdb/database.h"
#include "egdb/egdb_support.h"
#include "tools/cli.h"

static const dm_board *board;
static dm_egdb *db;
static long failures;

static void report(const char *what, const dm_position *pos)
{
    dm_square_sets s;
    dm_position_to_squares(board, pos, &s);
    if (failures++ < 20)
        fprintf(stderr, "FAIL %s: white %llx black %llx kings %llx %s to move\n", what,
                (unsigned long long)s.white, (unsigned long long)s.black,
                (unsigned long long)s.kings, s.side == DM_WHITE ? "white" : "black");
}

static bool position_at(const dm_egdb_slice *slice, uint64_t index, dm_side side,
                        dm_position *pos)
{
    uint64_t white, black, kings;
    if (!dm_egdb_unindex(&db->geometry, slice, index, &white, &black, &kings))
        return false;
    dm_square_sets sets = { white, black, kings, DM_WHITE };
    if (dm_position_from_squares(board, &sets, pos) != 0)
        return false;
    pos->side = side;   /* the same pieces, the other side to move: another slice */
    return true;
}

static void check_slices(long sample)
{
    long checked = 0;
    for (int slot = 0; slot < DM_EGDB_SLICE_SLOTS; slot++) {
        const dm_egdb_slice *slice = db->slice[slot];
        if (!slice)
            continue;
        for (uint64_t i = (uint64_t)slot % (uint64_t)sample; i < slice->size; i += (uint64_t)sample)
            for (int side = DM_WHITE; side <= DM_BLACK; side++) {
                dm_position pos;
                if (position_at(slice, i, (dm_side)side, &pos)) {
                    const char *fault = egdb_moves_fault(board, db, &pos);
                    if (fault)
                        report(fault, &pos);
                    checked++;
                }
            }
    }
    printf("values against the moves: %ld positions\n", checked);
}

static void check_search(void)
{
    const dm_egdb_slice *present[DM_EGDB_SLICE_SLOTS];
    int slices = 0;
    long proven = 0, tried = 0;
    for (int slot = 0; slot < DM_EGDB_SLICE_SLOTS; slot++) {
        const dm_egdb_slice *s = db->slice[slot];
        const dm_egdb_material *m = s ? &s->material : NULL;
        if (s && m->white_kings + m->white_men + m->black_kings + m->black_men >= 4)
            present[slices++] = s;
    }
    uint64_t seed = 0x9E3779B97F4A7C15ULL;
    while (slices && tried < 3000) {
        const dm_egdb_slice *slice = present[egdb_next_random(&seed) % (uint64_t)slices];
        dm_position pos;
        if (!position_at(slice, egdb_next_random(&seed) % slice->size,
                         (dm_side)(egdb_next_random(&seed) & 1), &pos))
            continue;
        tried++;
        long nodes = 300000;
        int result = egdb_prove(board, &pos, 5, &nodes), v = egdb_value_of(db, &pos, NULL);
        if ((result == 1 && v != DM_EGDB_WIN) || (result == -1 && v != DM_EGDB_LOSS))
            report("the search proves another result", &pos);
        proven += result != 0;
    }
    printf("against a proving search: %ld positions, %ld proven\n", tried, proven);
}

static void check_long_diagonal(void)
{
    static const int squares[] = { 29, 25, 22, 18, 15, 11, 8, 4 };
    uint64_t diagonal = 0;
    for (int i = 0; i < 8; i++)
        diagonal |= (uint64_t)1 << (squares[i] - 1);
    dm_egdb_material m = { 3, 0, 1, 0 };
    const dm_egdb_slice *slice = db->slice[dm_egdb_slot(&m)];
    if (!slice || board->squares != 32 || !board->rules.flying_kings) {
        printf("three kings against one: not checked (no such slice or not flying kings on 8x8)\n");
        return;
    }
    long draws = 0, wins = 0;
    static dm_move_list list;
    for (uint64_t i = 0; i < slice->size; i++)
        for (int lone_to_move = 0; lone_to_move < 2; lone_to_move++) {
            dm_position pos, other;
            if (!position_at(slice, i, lone_to_move ? DM_BLACK : DM_WHITE, &pos))
                continue;
            other = pos;
            other.side = dm_opponent(pos.side);
            if ((dm_generate_moves(board, &pos, &list) > 0 && list.move[0].captures) ||
                (dm_generate_moves(board, &other, &list) > 0 && list.move[0].captures))
                continue;
            dm_square_sets s;
            dm_position_to_squares(board, &pos, &s);
            int v = egdb_value_of(db, &pos, NULL);
            if (lone_to_move && (s.black & diagonal) && !(s.white & diagonal)) {
                draws++;
                if (v != DM_EGDB_DRAW)
                    report("the lone king on the long diagonal does not draw", &pos);
            }
            if (!lone_to_move && !(s.black & diagonal)) {
                wins++;
                if (v != DM_EGDB_WIN)
                    report("three kings do not win against one off the long diagonal", &pos);
            }
        }
    printf("three kings against one: %ld drawn on the long diagonal, %ld won off it\n",
           draws, wins);
}

int main(int argc, char **argv)
{
    const char *dir = "build/egdb/brazilian", *kb = "kb/draughts/board_8x8.pl",
               *rules = "kb/draughts/brazilian.pl";
    long sample = 101;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--dir") == 0)
            dir = argv[i + 1];
        else if (strcmp(argv[i], "--kb") == 0)
            kb = argv[i + 1];
        else if (strcmp(argv[i], "--rules") == 0)
            rules = argv[i + 1];
        else if (strcmp(argv[i], "--sample") == 0 && atol(argv[i + 1]) > 0)
            sample = atol(argv[i + 1]);
        else {
            fprintf(stderr, "usage: egdb_check [--dir DIR] [--kb FILE] [--rules FILE] [--sample N]\n");
            return 2;
        }
    }
    static dm_board the_board;
    dm_position unused;
    char err[512];
    if (cli_load("egdb_check", kb, rules, "W:W21:B12", &the_board, &unused))
        return 1;
    board = &the_board;
    if (!(db = dm_egdb_load(board, dir, err, sizeof err))) {
        fprintf(stderr, "egdb_check: %s (run make egdb first)\n", err);
        return 1;
    }
    printf("%s: up to %d pieces, %llu positions\n", dir, db->max_pieces,
           (unsigned long long)db->positions);
    check_long_diagonal();
    check_search();
    check_slices(sample);
    printf("egdb_check: %ld failures\n", failures);
    dm_egdb_free(db);
    return failures ? 1 : 0;
}
