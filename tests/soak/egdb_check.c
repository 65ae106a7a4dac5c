/* egdb_check: the checks of the full endgame database that `make egdb`
   wrote (`make egdb-check`; too slow for `make check`, whose test_egdb
   makes its own of up to 4 pieces).

   egdb_check [--dir DIR] [--kb FILE] [--rules FILE] [--sample N]

   --kb defaults to the board the rules file reexports (rules_board.h).

   1. Every N-th position of every slice (default N = 101), with either
      side to move: its value is the best of its moves' values, and in the
      slices of kings only its distance that of its best move (see
      egdb_moves_fault in tests/c/egdb/egdb_support.h).
   2. Random positions of 4 and 5 pieces: where a plain minimax proves a
      win or a loss within 5 plies, the database agrees.
   3. Flying-king variants: two, three and four kings against one with no
      capture pending, counted by the side to move and whether the lone
      king and the strong ones stand on the long diagonal (8x8: a1-h8, 29,
      25, 22, 18, 15, 11, 8, 4; 10x10: 46-5, 46, 41, 37, 32, 28, 23, 19,
      14, 10, 5), and the claims known for the board (claims[] below):
      Brazilian and Russian: three kings against one, the lone king on
      the long diagonal, to move, none of the three on it: a draw; the
      lone king off it, the three to move: a win.  International: the
      same draw, and for two kings against one whoever moves; four kings
      to move always win (three off the diagonal win only now and then:
      printed, not claimed).  Other variants: the counts only.
   Prints what it checked and "egdb_check: N failures"; exits 1 on any. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draughts/movegen.h"
#include "egdb/database.h"
#include "egdb/egdb_support.h"
#include "tools/cli.h"
#include "tools/rules_board.h"

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

/* What the kings endings of a variant (the rules file's name) are known
   to hold, no capture pending for either side: -1 stands for either (side
   to move, or whether a piece stands on the long diagonal).  Every claim
   was checked over the whole slice by this program before it was written
   here.  The rules decide them, not the board: in Frisian and killer
   draughts, on the same 10x10 board as International, two kings beat one
   on the long diagonal in most positions. */
typedef struct {
    const char *variant;
    int strong, lone_to_move, lone_on, strong_on, value;
    const char *what;
} kings_claim;

static const kings_claim claims[] = {
    { "brazilian", 3, 1, 1, 0, DM_EGDB_DRAW,
      "three kings against one: the lone king on the long diagonal, to move, "
      "none of the three on it: a draw" },
    { "brazilian", 3, 0, 0, -1, DM_EGDB_WIN,
      "three kings against one: the lone king off the long diagonal, the three to move: a win" },
    { "russian", 3, 1, 1, 0, DM_EGDB_DRAW,
      "three kings against one: the lone king on the long diagonal, to move, "
      "none of the three on it: a draw" },
    { "russian", 3, 0, 0, -1, DM_EGDB_WIN,
      "three kings against one: the lone king off the long diagonal, the three to move: a win" },
    { "international", 2, -1, 1, 0, DM_EGDB_DRAW,
      "two kings against one: the lone king on the long diagonal, neither of the two on it: "
      "a draw" },
    { "international", 3, 1, 1, 0, DM_EGDB_DRAW,
      "three kings against one: the lone king on the long diagonal, to move, "
      "none of the three on it: a draw" },
    { "international", 4, 0, -1, -1, DM_EGDB_WIN, "four kings against one, the four to move: a win" },
};

static bool matches(int wanted, int actual) { return wanted < 0 || wanted == actual; }

/* Kings against a lone king (flying kings only): the counts, and the
   claims above for this variant. */
static void check_kings_endings(const char *variant)
{
    static const char *const names[] = { "loss", "draw", "win" };
    uint64_t diagonal = egdb_long_diagonal(board);
    if (!board->rules.flying_kings || !diagonal) {
        printf("kings against one: not checked (no flying kings, or no longest diagonal)\n");
        return;
    }
    int claimed = 0;
    for (int strong = 2; strong <= 4; strong++) {
        egdb_kings_tally t;
        if (!egdb_kings_against_one(board, db, strong, diagonal, &t))
            continue;
        printf("%d kings against one, no capture pending (lone king on / strong on the long "
               "diagonal):\n", strong);
        for (int lone = 0; lone < 2; lone++)
            for (int on = 0; on < 2; on++)
                for (int strong_on = 0; strong_on < 2; strong_on++) {
                    const long *c = t.count[lone][on][strong_on];
                    printf("  %-6s to move, lone %-3s, strong %-3s: win %9ld  draw %9ld  "
                           "loss %9ld\n", lone ? "lone" : "strong", on ? "on" : "off",
                           strong_on ? "on" : "off", c[DM_EGDB_WIN], c[DM_EGDB_DRAW],
                           c[DM_EGDB_LOSS]);
                }
        for (size_t k = 0; k < sizeof claims / sizeof claims[0]; k++) {
            const kings_claim *claim = &claims[k];
            if (strcmp(claim->variant, variant) != 0 || claim->strong != strong)
                continue;
            long held = 0, broken = 0;
            claimed++;
            for (int lone = 0; lone < 2; lone++)
                for (int on = 0; on < 2; on++)
                    for (int strong_on = 0; strong_on < 2; strong_on++)
                        if (matches(claim->lone_to_move, lone) && matches(claim->lone_on, on) &&
                            matches(claim->strong_on, strong_on))
                            for (int v = 0; v < 3; v++)
                                *(v == claim->value ? &held : &broken) +=
                                    t.count[lone][on][strong_on][v];
            printf("  %s: %ld positions, %ld not %s\n", claim->what, held + broken, broken,
                   names[claim->value]);
            if (broken || !held) {
                failures++;
                fprintf(stderr, "FAIL %s\n", claim->what);
            }
        }
    }
    if (!claimed)
        printf("kings against one: no claim known for %s here\n", variant);
}

int main(int argc, char **argv)
{
    const char *dir = "build/egdb/brazilian", *kb = NULL, *rules = "kb/draughts/brazilian.pl";
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
    static char board_path[4096];
    if (!kb)
        kb = rules_board(rules, board_path, sizeof board_path) == 0 ? board_path
                                                                    : "kb/draughts/board_8x8.pl";
    static dm_board the_board;
    dm_position unused;
    char err[512];
    if (cli_load("egdb_check", kb, rules, "W:WK1:BK2", &the_board, &unused))
        return 1;
    board = &the_board;
    if (!(db = dm_egdb_load(board, dir, err, sizeof err))) {
        fprintf(stderr, "egdb_check: %s (run make egdb first)\n", err);
        return 1;
    }
    printf("%s: up to %d pieces, %llu positions\n", dir, db->max_pieces,
           (unsigned long long)db->positions);
    /* The variant: the rules file's name without directory and ".pl". */
    char variant[256];
    const char *base = strrchr(rules, '/') ? strrchr(rules, '/') + 1 : rules;
    snprintf(variant, sizeof variant, "%s", base);
    if (strlen(variant) > 3 && strcmp(variant + strlen(variant) - 3, ".pl") == 0)
        variant[strlen(variant) - 3] = '\0';
    check_kings_endings(variant);
    check_search();
    check_slices(sample);
    printf("egdb_check: %ld failures\n", failures);
    dm_egdb_free(db);
    return failures ? 1 : 0;
}
