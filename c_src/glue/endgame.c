/* library(damas/endgame): the endgame databases of an engine.  The
   foreign predicates are private to module damas (prolog/damas.pl) and
   called from module damas_endgame (prolog/damas/endgame.pl):

       engine_egdb_load(+Engine, +Directory)
       engine_egdb_unload(+Engine)
       engine_egdb_info(+Engine, -Info)
       engine_egdb_probe(+Engine, +Position, -Value, -Distance)
       engine_egdb_generate(+Engine, +Directory, +Pieces, +KingsOnly)

   Engine and Position: see glue.h. */
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "glue/glue.h"

#include <unistd.h>

#include "egdb/database.h"
#include "egdb/files.h"
#include "egdb/generate.h"

static int attach_egdb(const dm_board *board, dm_egdb *db, const char *directory)
{
    attached_egdb *a = malloc(sizeof *a);
    char *copy = directory ? strdup(directory) : NULL;
    if (!a || (directory && !copy)) {
        free(a);
        free(copy);
        dm_egdb_free(db);
        return PL_resource_error("memory");
    }
    a->db = db;
    a->directory = copy;
    engine_data *e = (engine_data *)board;
    a->older = atomic_load(&e->egdb);
    while (!atomic_compare_exchange_weak(&e->egdb, &a->older, a))
        ;
    return TRUE;
}

/* The error of a database refused, naming the file at fault:
   existence_error(endgame_file, Path) for a file the manifest lists but
   the directory lacks, permission_error(load, endgame_file, Path) for
   one damaged, of the first format or unreadable, and
   existence_error(endgame_database, Directory) when the directory holds
   no database for these rules. */
static int raise_egdb_failure(const dm_egdb_failure *failure, term_t directory)
{
    term_t formal = PL_new_term_ref();
    int ok;
    if (!formal)
        return FALSE;
    switch (failure->fault) {
    case DM_EGDB_FAULT_MEMORY:
        return PL_resource_error("memory");
    case DM_EGDB_FAULT_MISSING:
        ok = PL_unify_term(formal, PL_FUNCTOR_CHARS, "existence_error", 2,
                           PL_CHARS, "endgame_file", PL_UTF8_CHARS, failure->path);
        break;
    case DM_EGDB_FAULT_DAMAGED:
    case DM_EGDB_FAULT_OLD_FORMAT:
    case DM_EGDB_FAULT_UNREADABLE:
        ok = PL_unify_term(formal, PL_FUNCTOR_CHARS, "permission_error", 3,
                           PL_CHARS, "load", PL_CHARS, "endgame_file",
                           PL_UTF8_CHARS, failure->path);
        break;
    default:
        ok = PL_unify_term(formal, PL_FUNCTOR_CHARS, "existence_error", 2,
                           PL_CHARS, "endgame_database", PL_TERM, directory);
    }
    return ok && raise_error(formal, NULL, 0, failure->message);
}

/* Loads the database of Directory for the engine's board and rules and
   attaches it to the engine, in place of any attached before. */
static foreign_t engine_egdb_load(term_t engine, term_t directory)
{
    const dm_board *board = NULL;
    char *dir;
    if (!get_engine(engine, &board) ||
        !PL_get_file_name(directory, &dir, PL_FILE_OSPATH | PL_FILE_SEARCH | REP_UTF8))
        return FALSE;
    dm_egdb_failure *failure = malloc(sizeof *failure);
    if (!failure)
        return PL_resource_error("memory");
    dm_egdb *db = dm_egdb_open(board, dir, failure);
    int ok = db ? attach_egdb(board, db, dir) : raise_egdb_failure(failure, directory);
    free(failure);
    return ok;
}

static foreign_t engine_egdb_unload(term_t engine)
{
    const dm_board *board = NULL;
    return get_engine(engine, &board) &&
           (!engine_egdb(board, NULL) || attach_egdb(board, NULL, NULL));
}

/* Info = none, or egdb(Directory, MaxPieces, Positions, Bytes). */
static foreign_t engine_egdb_info(term_t engine, term_t info)
{
    const dm_board *board = NULL;
    const char *directory;
    if (!get_engine(engine, &board))
        return FALSE;
    const dm_egdb *db = engine_egdb(board, &directory);
    if (!db)
        return PL_unify_atom_chars(info, "none");
    return PL_unify_term(info, PL_FUNCTOR_CHARS, "egdb", 4, PL_UTF8_CHARS, directory,
                         PL_INT, db->max_pieces, PL_INT64, (int64_t)db->positions,
                         PL_INT64, (int64_t)db->bytes);
}

/* Value: win, draw, loss (for the side to move) or unknown (no slice, or
   no database); Distance: plies to the next conversion, or none. */
static foreign_t engine_egdb_probe(term_t engine, term_t position, term_t value,
                                   term_t distance)
{
    static const char *const names[] = { "unknown", "loss", "draw", "win" };
    const dm_board *board = NULL;
    dm_position pos;
    if (!get_engine(engine, &board) || !get_position(board, position, &pos))
        return FALSE;
    const dm_egdb *db = engine_egdb(board, NULL);
    int d = DM_EGDB_NO_DISTANCE;
    dm_egdb_value v = db ? dm_egdb_probe(db, &pos, &d) : DM_EGDB_UNKNOWN;
    if (!PL_unify_atom_chars(value, names[v + 1]))
        return FALSE;
    if (v == DM_EGDB_UNKNOWN || v == DM_EGDB_DRAW || d == DM_EGDB_NO_DISTANCE)
        return PL_unify_atom_chars(distance, "none");
    return PL_unify_integer(distance, d);
}

/* Generates the slices of up to Pieces pieces (only those without men when
   KingsOnly is true) into Directory, which must exist, keeping the files
   already there.  It runs to the end: signals wait. */
static foreign_t engine_egdb_generate(term_t engine, term_t directory, term_t pieces,
                                      term_t kings_only)
{
    const dm_board *board = NULL;
    char *dir, err[ERROR_SIZE];
    int n, only_kings;
    if (!get_engine(engine, &board) ||
        !PL_get_file_name(directory, &dir, PL_FILE_OSPATH) ||
        !PL_get_integer_ex(pieces, &n) || !PL_get_bool_ex(kings_only, &only_kings))
        return FALSE;
    if (n < 2 || n > DM_EGDB_MAX_PIECES)
        return PL_domain_error("endgame_pieces", pieces);
    dm_egdb *db = dm_egdb_new(board, err, sizeof err);
    if (!db)
        return PL_resource_error("memory");
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    dm_egdb_generate_options options = { .max_pieces = n, .directory = dir,
                                         .kings_only = only_kings,
                                         .jobs = cores < 1 ? 1 : (int)cores };
    int status = dm_egdb_generate(db, &options, err, sizeof err);
    dm_egdb_free(db);
    if (status != 0) {
        term_t formal = PL_new_term_ref();
        if (!formal ||
            !PL_unify_term(formal, PL_FUNCTOR_CHARS, "permission_error", 3,
                           PL_CHARS, "generate", PL_CHARS, "endgame_database",
                           PL_TERM, directory))
            return FALSE;
        return raise_error(formal, NULL, 0, err);
    }
    return TRUE;
}

void glue_install_endgame(void)
{
    static const glue_predicate predicates[] = {
        { "engine_egdb_load", 2, (pl_function_t)engine_egdb_load },
        { "engine_egdb_unload", 1, (pl_function_t)engine_egdb_unload },
        { "engine_egdb_info", 2, (pl_function_t)engine_egdb_info },
        { "engine_egdb_probe", 4, (pl_function_t)engine_egdb_probe },
        { "engine_egdb_generate", 4, (pl_function_t)engine_egdb_generate },
    };
    GLUE_REGISTER("damas", predicates);
}
