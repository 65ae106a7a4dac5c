/* Engine games: see selfplay.h. */
#include "tools/selfplay.h"

#include <stdio.h>
#include <string.h>

#include "draughts/fen.h"
#include "draughts/movegen.h"

static bool same_position(const dm_position *a, const dm_position *b)
{
    return a->pieces[0] == b->pieces[0] && a->pieces[1] == b->pieces[1] &&
           a->kings == b->kings && a->side == b->side;
}

/* How often pos stands in history[0..n). */
static int occurrences(const dm_position *history, int n, const dm_position *pos)
{
    int count = 0;
    for (int i = 0; i < n; i++)
        count += same_position(&history[i], pos);
    return count;
}

uint64_t selfplay_random(uint64_t *seed)
{
    uint64_t x = *seed;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return *seed = x;
}

/* The result of a game at pos by the database; false when it has none. */
static bool database_result(const dm_egdb *egdb, const dm_position *pos, selfplay_result *r)
{
    dm_egdb_value v = egdb ? dm_egdb_probe(egdb, pos, NULL) : DM_EGDB_UNKNOWN;
    if (v == DM_EGDB_UNKNOWN)
        return false;
    bool white = pos->side == DM_WHITE;
    *r = v == DM_EGDB_DRAW ? SELFPLAY_DRAW
       : (v == DM_EGDB_WIN) == white ? SELFPLAY_WHITE_WINS : SELFPLAY_BLACK_WINS;
    return true;
}

selfplay_result selfplay_game(const dm_board *board, const dm_position *start,
                              const dm_search_limits player[2], dm_tt *tt,
                              const selfplay_options *options,
                              selfplay_visit visit, void *context, int *plies)
{
    static const selfplay_options none = { 0 };
    if (!options)
        options = &none;
    /* The positions since the last capture or man move: all a repetition
       can reach back to. */
    dm_position history[SELFPLAY_MAX_PLIES + 1];
    int reversible = 0;
    dm_position pos = *start;
    if (tt)
        dm_tt_clear(tt);
    for (*plies = 0; *plies < SELFPLAY_MAX_PLIES; ++*plies) {
        if (occurrences(history, reversible, &pos) >= 2 || reversible >= SELFPLAY_QUIET_PLIES)
            return SELFPLAY_DRAW;
        selfplay_result known;
        if (database_result(options->egdb, &pos, &known))
            return known;
        if (visit)
            visit(&pos, context);
        dm_search_limits limits = player[pos.side];
        limits.history = history;
        limits.history_length = reversible;
        limits.egdb = options->egdb;
        dm_search_result r;
        if (*plies < options->random_plies && options->seed &&
            (int)(selfplay_random(options->seed) % 1000) < options->random_per_mille) {
            dm_move_list list;
            int n = dm_generate_moves(board, &pos, &list);
            r.has_move = n > 0;
            if (n > 0)
                r.best = list.move[selfplay_random(options->seed) % (uint64_t)n];
        } else if (dm_search(board, &pos, &limits, tt, &r) != DM_SEARCH_OK) {
            return SELFPLAY_ERROR;
        }
        if (!r.has_move)
            return pos.side == DM_WHITE ? SELFPLAY_BLACK_WINS : SELFPLAY_WHITE_WINS;
        bool irreversible = r.best.captures > 0 || !(pos.kings & bb_bit(r.best.from));
        history[reversible] = pos;
        reversible = irreversible ? 0 : reversible + 1;
        dm_position next;
        dm_make_move(board, &pos, &r.best, &next);
        pos = next;
    }
    return SELFPLAY_DRAW;
}

int selfplay_read_openings(const char *path, const dm_board *board,
                           dm_position *out, int max)
{
    FILE *in = fopen(path, "r");
    if (!in) {
        fprintf(stderr, "%s: cannot open\n", path);
        return -1;
    }
    char line[1024];
    int n = 0, number = 0;
    while (n < max && fgets(line, sizeof line, in)) {
        number++;
        line[strcspn(line, "\r\n")] = '\0';
        char *tab = strchr(line, '\t');
        if (line[0] == '#' || !tab || strcmp(line, "name\tfen") == 0)
            continue;
        dm_fen_error error;
        if (dm_fen_read(board, tab + 1, &out[n], &error) != DM_FEN_OK) {
            fprintf(stderr, "%s:%d: bad FEN: %s\n", path, number,
                    dm_fen_status_text(error.status));
            fclose(in);
            return -1;
        }
        n++;
    }
    fclose(in);
    return n;
}
