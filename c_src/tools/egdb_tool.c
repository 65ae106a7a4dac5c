/* egdb_tool: endgame databases from the command line (`make egdb` runs it).

   egdb generate [--kb FILE] [--rules FILE] [--pieces N] [--jobs N] --dir DIR
        makes every slice of up to N pieces (default 5) under DIR, keeping
        the slice files already there, on --jobs threads (default: one a
        core), and prints a line per slice: slices done, of how many,
        time since the start
   egdb generate [--kb FILE] [--rules FILE] --slice wk1wm2bk0bm1 --dir DIR
        makes that slice and its colour-swapped twin alone, reading the
        slices their moves lead to from DIR; the manifest is left alone
        (a plain generate afterwards writes it)
   egdb levels [--pieces N]
        prints the pairs of slices one per line, a blank line after each
        level: the pairs of a level can be made at once (--slice), once
        the levels before are made
   egdb probe [--kb FILE] [--rules FILE] --dir DIR FEN...
        prints each position's value for the side to move (win, draw,
        loss, unknown) and its distance to conversion where known
   egdb bench [--kb FILE] [--rules FILE] --dir DIR [--probes N]
        probes per second over random positions of the database's slices

   --rules defaults to kb/draughts/brazilian.pl, --kb to the board the
   rules file reexports (kb/draughts/international.pl: board_10x10.pl),
   else kb/draughts/board_8x8.pl. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "draughts/board.h"
#include "tools/cli.h"
#include "tools/rules_board.h"
#include "egdb/database.h"
#include "egdb/files.h"
#include "egdb/generate.h"
#include "draughts/fen.h"

typedef struct {
    const char *command, *kb, *rules, *dir, *slice;
    int pieces, jobs;
    long probes;
    int first_fen, fens;
} settings;

static int usage(void)
{
    fprintf(stderr,
            "usage: egdb_tool generate [--kb FILE] [--rules FILE] [--pieces N] [--jobs N] --dir DIR\n"
            "       egdb_tool generate [--kb FILE] [--rules FILE] --slice wkNwmNbkNbmN --dir DIR\n"
            "       egdb_tool levels [--pieces N]\n"
            "       egdb_tool probe [--kb FILE] [--rules FILE] --dir DIR FEN...\n"
            "       egdb_tool bench [--kb FILE] [--rules FILE] --dir DIR [--probes N]\n");
    return 2;
}

/* mkdir -p */
static int make_directory(const char *dir)
{
    char path[4096];
    snprintf(path, sizeof path, "%s", dir);
    for (char *p = path + 1; *p; p++)
        if (*p == '/') {
            *p = '\0';
            mkdir(path, 0777);
            *p = '/';
        }
    mkdir(path, 0777);
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode) ? 0 : -1;
}

static const char *value_name(dm_egdb_value v)
{
    switch (v) {
    case DM_EGDB_WIN: return "win";
    case DM_EGDB_DRAW: return "draw";
    case DM_EGDB_LOSS: return "loss";
    default: return "unknown";
    }
}

/* "wk1wm2bk0bm1", with or without ".egdb". */
static bool slice_of_name(const char *name, dm_egdb_material *m)
{
    int used = 0;
    if (sscanf(name, "wk%1dwm%1dbk%1dbm%1d%n", &m->white_kings, &m->white_men,
               &m->black_kings, &m->black_men, &used) != 4)
        return false;
    return name[used] == '\0' || strcmp(name + used, ".egdb") == 0;
}

static void print_pair(const dm_egdb_material *m, void *data)
{
    (void)data;
    char name[64];
    dm_egdb_file_name(m, name, sizeof name);
    name[strlen(name) - strlen(".egdb")] = '\0';
    printf("%s\n", name);
}

static void print_level_end(void *data)
{
    (void)data;
    printf("\n");
}

static int generate(const dm_board *board, const settings *s)
{
    char err[512];
    if (make_directory(s->dir) != 0) {
        fprintf(stderr, "egdb: cannot make directory %s\n", s->dir);
        return 1;
    }
    dm_egdb *db = dm_egdb_new(board, err, sizeof err);
    if (!db) {
        fprintf(stderr, "egdb: %s\n", err);
        return 1;
    }
    dm_egdb_material slice;
    dm_egdb_generate_options options = { .max_pieces = s->pieces, .directory = s->dir,
                                         .log = stdout, .jobs = s->jobs };
    if (s->slice) {
        if (!slice_of_name(s->slice, &slice)) {
            fprintf(stderr, "egdb: %s is not a slice name such as wk1wm2bk0bm1\n", s->slice);
            dm_egdb_free(db);
            return 2;
        }
        options.slice = &slice;
    }
    double start = cli_now();
    int status = dm_egdb_generate(db, &options, err, sizeof err);
    if (status != 0)
        fprintf(stderr, "egdb: %s\n", err);
    else if (!s->slice)
        printf("up to %d pieces: %llu positions, %.1f MB in memory, %.1f s\n", s->pieces,
               (unsigned long long)db->positions, (double)db->bytes / 1e6,
               cli_now() - start);
    dm_egdb_free(db);
    return status ? 1 : 0;
}

static dm_egdb *load(const dm_board *board, const settings *s)
{
    char err[512];
    dm_egdb *db = dm_egdb_load(board, s->dir, err, sizeof err);
    if (!db)
        fprintf(stderr, "egdb: %s\n", err);
    return db;
}

static int probe(const dm_board *board, char **argv, const settings *s)
{
    dm_egdb *db = load(board, s);
    if (!db)
        return 1;
    int failed = 0;
    for (int i = 0; i < s->fens; i++) {
        const char *fen = argv[s->first_fen + i];
        dm_position pos;
        dm_fen_error e;
        if (dm_fen_read(board, fen, &pos, &e) != DM_FEN_OK) {
            fprintf(stderr, "egdb: %s: %s\n", fen, dm_fen_status_text(e.status));
            failed = 1;
            continue;
        }
        int distance;
        dm_egdb_value v = dm_egdb_probe(db, &pos, &distance);
        if (v != DM_EGDB_UNKNOWN && distance != DM_EGDB_NO_DISTANCE && v != DM_EGDB_DRAW)
            printf("%s\t%s\t%d\n", fen, value_name(v), distance);
        else
            printf("%s\t%s\n", fen, value_name(v));
    }
    dm_egdb_free(db);
    return failed;
}

static uint64_t next_random(uint64_t *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

/* Random positions of the present slices (indexes drawn uniformly), turned
   into engine positions first, so that the probes pay the whole way from a
   position as the search has it. */
static int bench(const dm_board *board, const settings *s)
{
    dm_egdb *db = load(board, s);
    if (!db)
        return 1;
    enum { POSITIONS = 1 << 16 };
    dm_position *positions = malloc(POSITIONS * sizeof *positions);
    const dm_egdb_slice *present[DM_EGDB_SLICE_SLOTS];
    int slices = 0;
    for (int i = 0; i < DM_EGDB_SLICE_SLOTS; i++)
        if (db->slice[i])
            present[slices++] = db->slice[i];
    uint64_t state = 0x9E3779B97F4A7C15ULL;
    for (int i = 0; i < POSITIONS;) {
        const dm_egdb_slice *slice = present[next_random(&state) % (uint64_t)slices];
        uint64_t white, black, kings;
        if (!dm_egdb_unindex(&db->geometry, slice, next_random(&state) % slice->size,
                             &white, &black, &kings))
            continue;
        dm_square_sets sets = { white, black, kings, (dm_side)(i & 1) };
        if (dm_position_from_squares(board, &sets, &positions[i]) == 0)
            i++;
    }
    long counts[4] = { 0, 0, 0, 0 };
    double start = cli_now();
    for (long i = 0; i < s->probes; i++)
        counts[dm_egdb_probe(db, &positions[i % POSITIONS], NULL) + 1]++;
    double seconds = cli_now() - start;
    printf("%ld probes in %.3f s: %.2f M probes/s (win %ld, draw %ld, loss %ld, unknown %ld); "
           "%llu positions, %.1f MB\n",
           s->probes, seconds, (double)s->probes / seconds / 1e6, counts[3], counts[2],
           counts[1], counts[0], (unsigned long long)db->positions, (double)db->bytes / 1e6);
    free(positions);
    dm_egdb_free(db);
    return 0;
}

int main(int argc, char **argv)
{
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    settings s = { .rules = "kb/draughts/brazilian.pl", .pieces = 5,
                   .jobs = cores < 1 ? 1 : (int)cores, .probes = 10000000 };
    if (argc < 2)
        return usage();
    s.command = argv[1];
    for (int i = 2; i < argc; i++) {
        const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (strncmp(arg, "--", 2) != 0) {
            if (!s.fens)
                s.first_fen = i;
            if (s.first_fen + s.fens != i)
                return usage();
            s.fens++;
        } else if (!value) {
            return usage();
        } else if (strcmp(arg, "--kb") == 0) {
            s.kb = value, i++;
        } else if (strcmp(arg, "--rules") == 0) {
            s.rules = value, i++;
        } else if (strcmp(arg, "--dir") == 0) {
            s.dir = value, i++;
        } else if (strcmp(arg, "--pieces") == 0) {
            s.pieces = atoi(value), i++;
        } else if (strcmp(arg, "--jobs") == 0) {
            s.jobs = atoi(value), i++;
            if (s.jobs < 1)
                return usage();
        } else if (strcmp(arg, "--slice") == 0) {
            s.slice = value, i++;
        } else if (strcmp(arg, "--probes") == 0) {
            s.probes = atol(value), i++;
            if (s.probes < 1)
                return usage();
        } else {
            return usage();
        }
    }
    if (strcmp(s.command, "levels") == 0 && !s.fens) {
        if (s.pieces < 2 || s.pieces > DM_EGDB_MAX_PIECES)
            return usage();
        dm_egdb_levels(s.pieces, false, print_pair, print_level_end, NULL);
        return 0;
    }
    if (!s.dir)
        return usage();
    static char board_path[4096];
    if (!s.kb)
        s.kb = rules_board(s.rules, board_path, sizeof board_path) == 0
                   ? board_path : "kb/draughts/board_8x8.pl";
    static dm_board board;
    dm_position unused;
    if (cli_load("egdb", s.kb, s.rules, "W:WK1:BK2", &board, &unused))
        return 1;
    if (strcmp(s.command, "generate") == 0 && !s.fens)
        return generate(&board, &s);
    if (strcmp(s.command, "probe") == 0)
        return probe(&board, argv, &s);
    if (strcmp(s.command, "bench") == 0 && !s.fens)
        return bench(&board, &s);
    return usage();
}
