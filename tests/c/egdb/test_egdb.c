/* Endgame databases (egdb.h, egdb_generate.h): the index, the generated
   values against the engine's moves and against a search that proves
   wins and losses by itself, the known results of the kings' endings,
   the files, and the search's use of a database.

   The group generates the Brazilian database of up to 4 pieces in memory
   (seconds); the 5-piece one is checked by `make egdb-check`.  Squares
   are the knowledge base's numbers: the long diagonal a1-h8 (the double
   corner's) is 29, 25, 22, 18, 15, 11, 8, 4. */
#include "support.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "egdb/database.h"
#include "egdb/files.h"
#include "egdb/generate.h"
#include "egdb_fixture.h"
#include "egdb_support.h"
#include "search/search.h"

#define PIECES 4
#define LONG_DIAGONAL "4,8,11,15,18,22,25,29"

static dm_egdb *database;

static int setup(void **state)
{
    dm_egdb_generate_options options = { .max_pieces = PIECES, .directory = NULL, .kings_only = false };
    if (support_setup_brazilian(state) != 0)
        return -1;
    return egdb_fixture_generate(*state, &options, 1, &database);
}

static int teardown(void **state)
{
    (void)state;
    dm_egdb_free(database);
    return 0;
}

/* The position of a slice index with side to move `side`: the stored
   (White-to-move) position itself, or for Black its turned twin, which
   must have the same value.  False for an index without a position. */
static bool position_at(const dm_board *board, const dm_egdb_slice *slice, uint64_t index,
                        dm_side side, dm_position *pos)
{
    uint64_t white, black, kings;
    if (!dm_egdb_unindex(&database->geometry, slice, index, &white, &black, &kings))
        return false;
    dm_square_sets sets = { white, black, kings, DM_WHITE };
    if (side == DM_BLACK) {
        uint64_t turned[3] = { 0, 0, 0 }, in[3] = { black, white, kings };
        for (int i = 0; i < 3; i++)
            for (uint64_t m = in[i]; m; m = m & (m - 1))
                turned[i] |= (uint64_t)1 << (board->squares - 1 - __builtin_ctzll(m));
        sets = (dm_square_sets){ turned[0], turned[1], turned[2], DM_BLACK };
    }
    assert_int_equal(dm_position_from_squares(board, &sets, pos), 0);
    return true;
}

/* ---- The index ---------------------------------------------------------- */

static void test_index_round_trip(void **state)
{
    const dm_board *board = *state;
    int slices = 0;
    for (int slot = 0; slot < DM_EGDB_SLICE_SLOTS; slot++) {
        const dm_egdb_slice *slice = database->slice[slot];
        if (!slice)
            continue;
        slices++;
        uint64_t step = slice->size / 5000 + 1;
        for (uint64_t i = 0; i < slice->size; i += step) {
            uint64_t white, black, kings;
            if (!dm_egdb_unindex(&database->geometry, slice, i, &white, &black, &kings))
                continue;
            assert_int_equal(dm_egdb_index(&database->geometry, slice, white, black, kings), i);
            /* A position with Black to move is found as its turned twin. */
            dm_position pos;
            assert_true(position_at(board, slice, i, DM_BLACK, &pos));
            uint64_t index;
            assert_ptr_equal(dm_egdb_locate(database, &pos, &index), slice);
            assert_int_equal(index, i);
        }
    }
    /* Every material of 2 to 4 pieces with both sides present: 4 + 12 + 25. */
    int expected = 0;
    for (int n = 2; n <= PIECES; n++)
        for (int white = 1; white < n; white++)
            expected += (white + 1) * (n - white + 1);
    assert_int_equal(slices, expected);
}

static void test_unknown_beyond_the_database(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    support_read_fen(board, "W:WK1,K2,K3:BK30,K31", &pos);
    assert_int_equal(dm_egdb_probe(database, &pos, NULL), DM_EGDB_UNKNOWN);
    int score;
    assert_false(dm_egdb_score(database, &pos, &score));
}

/* ---- The values against the engine's moves ------------------------------ */

/* Every position of every slice of up to 3 pieces, either side to move:
   its value is the best of its moves' values (a side without a move
   loses), and in the slices of kings only the distance is that of the
   best move too: a won position's the least over the moves to a lost
   one, a lost position's the most over all moves, a capture counting 1
   and a king's step 1 more than the position it leads to.  With
   distances well founded, every win and loss is a real one. */
static void test_values_follow_from_moves(void **state)
{
    assert_true(egdb_check_values_follow(*state, database, position_at, 3, 3, 1) > 100000);
}

/* Random positions of 3 and 4 pieces: where the search proves a result
   within 5 plies, the database has the same. */
static void test_agrees_with_search(void **state)
{
    egdb_check_agrees_with_search(*state, database, position_at, 5, 200000);
}

/* ---- Known results ------------------------------------------------------ */

static void test_king_against_king(void **state)
{
    /* A king against a king is a draw but for the positions where a
       capture is forced at once: every win is won by a capture within 3
       plies (the minimax proves it), every loss lost within 4, and most
       positions are draws. */
    const dm_board *board = *state;
    const dm_egdb_slice *slice = egdb_slice_of(database, 1, 0, 1, 0);
    int draws = 0, decided = 0;
    for (uint64_t i = 0; i < slice->size; i++)
        for (int side = DM_WHITE; side <= DM_BLACK; side++) {
            dm_position pos;
            if (!position_at(board, slice, i, (dm_side)side, &pos))
                continue;
            long nodes = 1000000;
            switch (egdb_known_value(database, &pos, NULL)) {
            case DM_EGDB_WIN:
                assert_int_equal(egdb_prove(board, &pos, 3, &nodes), 1);
                decided++;
                break;
            case DM_EGDB_LOSS:
                assert_int_equal(egdb_prove(board, &pos, 4, &nodes), -1);
                decided++;
                break;
            default:
                draws++;
            }
        }
    assert_true(draws > decided);
    /* The lone king on a1 facing the other in the double corner's far
       end cannot leave the diagonal: it is taken. */
    dm_position pos;
    support_read_fen(board, "W:WK29:BK4", &pos);
    assert_int_equal(egdb_known_value(database, &pos, NULL), DM_EGDB_LOSS);
}

/* Three kings against one, with no capture for either side: the lone
   king on the long diagonal, none of the three on it, and the lone king
   to move: a draw; the lone king off the long diagonal and the three to
   move: a win. */
static void test_three_kings_against_one(void **state)
{
    const dm_board *board = *state;
    uint64_t diagonal = support_squares(LONG_DIAGONAL);
    const dm_egdb_slice *slice = egdb_slice_of(database, 3, 0, 1, 0);
    int draws = 0, wins = 0;
    for (uint64_t i = 0; i < slice->size; i++)
        for (int strong = DM_WHITE; strong <= DM_BLACK; strong++)
            for (int lone_to_move = 0; lone_to_move < 2; lone_to_move++) {
                dm_position pos;
                dm_side side = lone_to_move ? dm_opponent((dm_side)strong) : (dm_side)strong;
                /* The stored slice has White strong; its twin Black. */
                if (!position_at(board, slice, i, (dm_side)strong, &pos))
                    continue;
                pos.side = side;
                dm_position other = pos;
                other.side = dm_opponent(side);
                if (egdb_has_capture(board, &pos) || egdb_has_capture(board, &other))
                    continue;
                dm_square_sets sets;
                dm_position_to_squares(board, &pos, &sets);
                uint64_t strong_kings = strong == DM_WHITE ? sets.white : sets.black;
                uint64_t lone_king = strong == DM_WHITE ? sets.black : sets.white;
                assert_int_equal(__builtin_popcountll(strong_kings), 3);
                if (lone_to_move && (lone_king & diagonal) && !(strong_kings & diagonal)) {
                    assert_int_equal(egdb_known_value(database, &pos, NULL), DM_EGDB_DRAW);
                    draws++;
                }
                if (!lone_to_move && !(lone_king & diagonal)) {
                    assert_int_equal(egdb_known_value(database, &pos, NULL), DM_EGDB_WIN);
                    wins++;
                }
            }
    assert_true(draws > 1000 && wins > 1000);
}

/* ---- Files -------------------------------------------------------------- */

static void test_files(void **state)
{
    const dm_board *board = *state;
    char dir[] = "/tmp/damas_egdb_XXXXXX", err[256], path[512], name[64];
    assert_non_null(mkdtemp(dir));
    dm_egdb *made = dm_egdb_new(board, err, sizeof err);
    dm_egdb_generate_options options = { .max_pieces = 3, .directory = dir, .kings_only = false };
    assert_int_equal(dm_egdb_generate(made, &options, err, sizeof err), 0);
    dm_egdb *loaded = dm_egdb_load(board, dir, err, sizeof err);
    assert_non_null(loaded);
    assert_int_equal(loaded->max_pieces, 3);
    for (int slot = 0; slot < DM_EGDB_SLICE_SLOTS; slot++) {
        const dm_egdb_slice *a = made->slice[slot], *b = loaded->slice[slot];
        assert_true((a == NULL) == (b == NULL));
        if (!a)
            continue;
        assert_int_equal(a->size, b->size);
        assert_memory_equal(a->values, b->values, (a->size + 4) / 5);
        assert_true((a->distances == NULL) == (b->distances == NULL));
        if (a->distances)
            assert_memory_equal(a->distances, b->distances, a->size);
        /* The same as made inside the whole database. */
        assert_memory_equal(a->values, database->slice[slot]->values, (a->size + 4) / 5);
    }
    dm_egdb_free(loaded);

    /* Generating again into the same directory reads the files instead. */
    dm_egdb *again = dm_egdb_new(board, err, sizeof err);
    assert_int_equal(dm_egdb_generate(again, &options, err, sizeof err), 0);
    assert_int_equal(again->positions, made->positions);
    assert_int_equal(again->bytes, made->bytes);
    for (int slot = 0; slot < DM_EGDB_SLICE_SLOTS; slot++)
        if (made->slice[slot])
            assert_memory_equal(again->slice[slot]->values, made->slice[slot]->values,
                                (made->slice[slot]->size + 4) / 5);
    dm_egdb_free(again);

    /* Another variant's rules: refused, with the reason. */
    dm_board russian;
    dm_board_spec spec;
    support_load_spec(SUPPORT_BOARD_8X8, "kb/draughts/russian.pl", &spec);
    support_init_board(&russian, &spec);
    assert_null(dm_egdb_load(&russian, dir, err, sizeof err));
    assert_non_null(strstr(err, "other rules"));

    /* A truncated file: refused. */
    dm_egdb_material m = { 1, 0, 1, 0 };
    dm_egdb_file_name(&m, name, sizeof name);
    snprintf(path, sizeof path, "%s/%s", dir, name);
    assert_int_equal(truncate(path, 45), 0);
    assert_null(dm_egdb_load(board, dir, err, sizeof err));
    assert_non_null(strstr(err, "truncated"));

    for (int slot = 0; slot < DM_EGDB_SLICE_SLOTS; slot++)
        if (made->slice[slot]) {
            dm_egdb_file_name(&made->slice[slot]->material, name, sizeof name);
            snprintf(path, sizeof path, "%s/%s", dir, name);
            assert_int_equal(remove(path), 0);
        }
    dm_egdb_free(made);
    assert_null(dm_egdb_load(board, dir, err, sizeof err));
    assert_non_null(strstr(err, "missing"));
    snprintf(path, sizeof path, "%s/%s", dir, DM_EGDB_MANIFEST);
    assert_int_equal(remove(path), 0);
    assert_null(dm_egdb_load(board, dir, err, sizeof err));
    assert_non_null(strstr(err, "no endgame database in"));
    assert_int_equal(rmdir(dir), 0);
}

/* ---- Files that cannot lie ---------------------------------------------- */

/* A directory with the database of up to 3 pieces. */
static void make_directory_database(const dm_board *board, char *dir)
{
    char err[256];
    assert_non_null(mkdtemp(dir));
    dm_egdb *made = dm_egdb_new(board, err, sizeof err);
    assert_non_null(made);
    dm_egdb_generate_options options = { .max_pieces = 3, .directory = dir, .kings_only = false };
    assert_int_equal(dm_egdb_generate(made, &options, err, sizeof err), 0);
    dm_egdb_free(made);
}

static void slice_file(const char *dir, int wk, int wm, int bk, int bm, char *path,
                       size_t size)
{
    dm_egdb_material m = { wk, wm, bk, bm };
    char name[64];
    dm_egdb_file_name(&m, name, sizeof name);
    snprintf(path, size, "%s/%s", dir, name);
}

/* Writes count bytes of value at offset of path, or xors them with it. */
static void patch(const char *path, long offset, long count, int value, bool xor)
{
    FILE *f = fopen(path, "r+b");
    assert_non_null(f);
    for (long i = 0; i < count; i++) {
        assert_int_equal(fseek(f, offset + i, SEEK_SET), 0);
        int c = fgetc(f);
        assert_true(c != EOF);
        assert_int_equal(fseek(f, offset + i, SEEK_SET), 0);
        assert_true(fputc(xor ? c ^ value : value, f) != EOF);
    }
    assert_int_equal(fclose(f), 0);
}

/* The database of dir is refused, for the reason expected, naming file. */
static void assert_refused(const dm_board *board, const char *dir, dm_egdb_fault fault,
                           const char *file, const char *reason)
{
    static dm_egdb_failure failure;
    char err[1024];
    assert_null(dm_egdb_open(board, dir, &failure));
    assert_int_equal(failure.fault, fault);
    assert_string_equal(failure.path, file);
    assert_non_null(strstr(failure.message, file));
    assert_non_null(strstr(failure.message, reason));
    assert_null(dm_egdb_load(board, dir, err, sizeof err));
    assert_string_equal(err, failure.message);
}

static void assert_loads(const dm_board *board, const char *dir)
{
    char err[1024];
    dm_egdb *db = dm_egdb_load(board, dir, err, sizeof err);
    if (!db)
        fail_msg("%s", err);
    dm_egdb_free(db);
}

/* The layout of a slice file (files.h): a 64-byte header whose last 8
   bytes are the checksum of everything else, the table of the blocks'
   compressed sizes, then the blocks. */
enum { HEADER = 64, CHECKED = 56 };

static long file_size(const char *path)
{
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    return (long)st.st_size;
}

/* Sets the checksum of path's header to what its contents give, as a
   writer that damaged a block and checksummed the damage would. */
static void rechecksum(const char *path)
{
    long size = file_size(path);
    uint8_t *bytes = malloc((size_t)size);
    FILE *f = fopen(path, "r+b");
    assert_non_null(bytes);
    assert_non_null(f);
    assert_int_equal(fread(bytes, 1, (size_t)size, f), size);
    uint64_t sum = dm_egdb_checksum(DM_EGDB_CHECKSUM_START, bytes, CHECKED);
    sum = dm_egdb_checksum(sum, bytes + HEADER, (size_t)(size - HEADER));
    for (int i = 0; i < 8; i++)
        bytes[CHECKED + i] = (uint8_t)(sum >> (8 * i));
    assert_int_equal(fseek(f, 0, SEEK_SET), 0);
    assert_int_equal(fwrite(bytes, 1, (size_t)size, f), size);
    assert_int_equal(fclose(f), 0);
    free(bytes);
}

/* One flipped bit in a slice's compressed values, or a block all zero:
   read as they were, values of the second format, uncompressed, turned
   wins into draws and losses (zeroed, those of a king against two kings
   read 14,606 of its 14,880 positions wrong).  The file's checksum
   refuses them; and a damaged block given a checksum that matches does
   not inflate to its size and is refused too. */
static void test_damaged_values_refused(void **state)
{
    const dm_board *board = *state;
    char dir[] = "/tmp/damas_egdb_XXXXXX", path[512];
    make_directory_database(board, dir);
    slice_file(dir, 1, 0, 2, 0, path, sizeof path);
    long size = file_size(path), middle = HEADER + (size - HEADER) / 2;
    patch(path, middle, 1, 0x08, true);
    assert_refused(board, dir, DM_EGDB_FAULT_DAMAGED, path, "checksum");
    patch(path, middle, 1, 0x08, true);               /* flipped back */
    assert_loads(board, dir);
    patch(path, HEADER + 4 * 2, size - HEADER - 4 * 2, 0, false);
    assert_refused(board, dir, DM_EGDB_FAULT_DAMAGED, path, "checksum");
    rechecksum(path);
    assert_refused(board, dir, DM_EGDB_FAULT_DAMAGED, path, "block 0 does not decompress");
    support_remove_directory(dir);
}

/* The values compressed: the files of up to 3 pieces take less than a
   third of the values' bytes. */
static void test_files_compressed(void **state)
{
    const dm_board *board = *state;
    char dir[] = "/tmp/damas_egdb_XXXXXX", path[512];
    make_directory_database(board, dir);
    long files = 0, bytes = 0;
    for (int slot = 0; slot < DM_EGDB_SLICE_SLOTS; slot++) {
        const dm_egdb_slice *slice = database->slice[slot];
        if (!slice || egdb_pieces_of(slice) > 3)
            continue;
        const dm_egdb_material *m = &slice->material;
        slice_file(dir, m->white_kings, m->white_men, m->black_kings, m->black_men, path,
                   sizeof path);
        files += file_size(path);
        bytes += (long)(slice->size + 4) / 5 + (slice->distances ? (long)slice->size : 0);
    }
    assert_true(files > 0 && 3 * files < bytes);
    support_remove_directory(dir);
}

/* Writes slice as a file of the second format (DMEGDB02: a 40-byte
   header, the values and distances uncompressed). */
static void write_second_format(const char *dir, const dm_egdb_slice *slice)
{
    char path[512];
    uint8_t header[40] = "DMEGDB02";
    const dm_egdb_material *m = &slice->material;
    uint64_t values = (slice->size + 4) / 5, distances = slice->distances ? slice->size : 0;
    slice_file(dir, m->white_kings, m->white_men, m->black_kings, m->black_men, path,
               sizeof path);
    for (int i = 0; i < 8; i++) {
        header[8 + i] = (uint8_t)(database->geometry.fingerprint >> (8 * i));
        header[24 + i] = (uint8_t)(slice->size >> (8 * i));
    }
    header[16] = (uint8_t)m->white_kings;
    header[17] = (uint8_t)m->white_men;
    header[18] = (uint8_t)m->black_kings;
    header[19] = (uint8_t)m->black_men;
    header[20] = slice->distances ? 1 : 0;
    uint64_t sum = dm_egdb_checksum(DM_EGDB_CHECKSUM_START, header, 32);
    sum = dm_egdb_checksum(sum, slice->values, values);
    sum = dm_egdb_checksum(sum, slice->distances, distances);
    for (int i = 0; i < 8; i++)
        header[32 + i] = (uint8_t)(sum >> (8 * i));
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(header, 1, 40, f), 40);
    assert_int_equal(fwrite(slice->values, 1, values, f), values);
    if (distances)
        assert_int_equal(fwrite(slice->distances, 1, distances, f), distances);
    assert_int_equal(fclose(f), 0);
}

/* Databases of the second format, uncompressed, are still read; the
   generator rewrites their files compressed, with the same values. */
static void test_second_format_read_then_compressed(void **state)
{
    const dm_board *board = *state;
    char dir[] = "/tmp/damas_egdb_XXXXXX", path[512], err[256];
    assert_non_null(mkdtemp(dir));
    dm_egdb_manifest manifest = { 0 };
    for (int slot = 0; slot < DM_EGDB_SLICE_SLOTS; slot++) {
        const dm_egdb_slice *slice = database->slice[slot];
        if (!slice || egdb_pieces_of(slice) > 3)
            continue;
        write_second_format(dir, slice);
        manifest.listed[slot] = true;
        char name[64];
        dm_egdb_file_name(&slice->material, name, sizeof name);
        snprintf(path, sizeof path, "%s/%s", dir, name);
        dm_egdb *one = dm_egdb_new(board, err, sizeof err);
        dm_egdb_failure failure;
        assert_int_equal(dm_egdb_read_slice(one, dir, &slice->material, NULL, NULL, &failure), 1);
        manifest.checksum[slot] = one->slice[slot]->checksum;
        dm_egdb_free(one);
    }
    assert_int_equal(dm_egdb_write_manifest(&database->geometry, dir, &manifest, err, sizeof err), 0);
    for (int pass = 0; pass < 2; pass++) {
        dm_egdb *db = dm_egdb_load(board, dir, err, sizeof err);
        if (!db)
            fail_msg("%s", err);
        for (int slot = 0; slot < DM_EGDB_SLICE_SLOTS; slot++)
            if (manifest.listed[slot]) {
                const dm_egdb_slice *a = db->slice[slot], *b = database->slice[slot];
                assert_memory_equal(a->values, b->values, (b->size + 4) / 5);
                if (b->distances)
                    assert_memory_equal(a->distances, b->distances, b->size);
            }
        dm_egdb_free(db);
        if (pass == 1)
            break;
        db = dm_egdb_new(board, err, sizeof err);
        dm_egdb_generate_options options = { .max_pieces = 3, .directory = dir, .kings_only = false };
        assert_int_equal(dm_egdb_generate(db, &options, err, sizeof err), 0);
        dm_egdb_free(db);
        slice_file(dir, 1, 0, 1, 0, path, sizeof path);
        FILE *f = fopen(path, "rb");
        char magic[8];
        assert_non_null(f);
        assert_int_equal(fread(magic, 1, 8, f), 8);
        fclose(f);
        assert_memory_equal(magic, "DMEGDB03", 8);
    }
    support_remove_directory(dir);
}

/* A FIFO in place of a slice: opening it to read waited for a writer, for
   ever.  One in place of a listed slice is refused at once; one named
   like a slice the database does not have is not opened at all. */
static void test_fifo_refused_without_blocking(void **state)
{
    const dm_board *board = *state;
    char dir[] = "/tmp/damas_egdb_XXXXXX", path[512], unlisted[512];
    make_directory_database(board, dir);
    slice_file(dir, 3, 0, 3, 0, unlisted, sizeof unlisted);
    assert_int_equal(mkfifo(unlisted, 0600), 0);
    alarm(60);                      /* a blocked open fails the test */
    assert_loads(board, dir);
    slice_file(dir, 1, 0, 1, 0, path, sizeof path);
    assert_int_equal(remove(path), 0);
    assert_int_equal(mkfifo(path, 0600), 0);
    assert_refused(board, dir, DM_EGDB_FAULT_DAMAGED, path, "not a regular file");
    alarm(0);
    support_remove_directory(dir);
}

/* A slice the manifest lists but the directory lacks: once skipped
   without a word (its positions then unknown), now an error naming it. */
static void test_missing_slice_refused(void **state)
{
    const dm_board *board = *state;
    char dir[] = "/tmp/damas_egdb_XXXXXX", path[512];
    make_directory_database(board, dir);
    slice_file(dir, 1, 1, 0, 1, path, sizeof path);
    assert_int_equal(remove(path), 0);
    assert_refused(board, dir, DM_EGDB_FAULT_MISSING, path, "missing");
    support_remove_directory(dir);
}

/* The manifest is checked too: a slice dropped from it would go
   unnoticed otherwise. */
static void test_damaged_manifest_refused(void **state)
{
    const dm_board *board = *state;
    char dir[] = "/tmp/damas_egdb_XXXXXX", path[512];
    make_directory_database(board, dir);
    snprintf(path, sizeof path, "%s/%s", dir, DM_EGDB_MANIFEST);
    patch(path, 60, 1, 0x01, true);
    assert_refused(board, dir, DM_EGDB_FAULT_DAMAGED, path, "checksum");
    support_remove_directory(dir);
}

/* Files of the first format (DMEGDB01, no checksum, no manifest) are
   refused with what to do; generating into their directory makes them
   again. */
static void test_first_format_refused_then_made_again(void **state)
{
    const dm_board *board = *state;
    char dir[] = "/tmp/damas_egdb_XXXXXX", path[512], err[256];
    make_directory_database(board, dir);
    slice_file(dir, 1, 0, 1, 0, path, sizeof path);
    patch(path, 7, 1, '1', false);                    /* DMEGDB03 -> DMEGDB01 */
    assert_refused(board, dir, DM_EGDB_FAULT_OLD_FORMAT, path, "first format");
    char manifest[512];
    snprintf(manifest, sizeof manifest, "%s/%s", dir, DM_EGDB_MANIFEST);
    assert_int_equal(remove(manifest), 0);
    assert_refused(board, dir, DM_EGDB_FAULT_NO_DATABASE, dir, "make egdb");
    dm_egdb *db = dm_egdb_new(board, err, sizeof err);
    dm_egdb_generate_options options = { .max_pieces = 3, .directory = dir, .kings_only = false };
    assert_int_equal(dm_egdb_generate(db, &options, err, sizeof err), 0);
    dm_egdb_free(db);
    assert_loads(board, dir);
    support_remove_directory(dir);
}

/* Generating fewer pieces, or kings only, into a directory keeps the
   slices its manifest lists beyond them. */
static void test_manifest_keeps_other_slices(void **state)
{
    const dm_board *board = *state;
    char dir[] = "/tmp/damas_egdb_XXXXXX", err[256];
    make_directory_database(board, dir);
    dm_egdb *db = dm_egdb_new(board, err, sizeof err);
    dm_egdb_generate_options options = { .max_pieces = 2, .directory = dir, .kings_only = true };
    assert_int_equal(dm_egdb_generate(db, &options, err, sizeof err), 0);
    dm_egdb_free(db);
    db = dm_egdb_load(board, dir, err, sizeof err);
    assert_non_null(db);
    assert_int_equal(db->max_pieces, 3);
    dm_egdb_material m = { 0, 2, 0, 1 };
    assert_non_null(db->slice[dm_egdb_slot(&m)]);
    dm_egdb_free(db);
    support_remove_directory(dir);
}

/* ---- Parallel generation ----------------------------------------------- */

static bool same_values(const dm_egdb *a, const dm_egdb *b)
{
    for (int slot = 0; slot < DM_EGDB_SLICE_SLOTS; slot++) {
        const dm_egdb_slice *x = a->slice[slot], *y = b->slice[slot];
        if ((x == NULL) != (y == NULL))
            return false;
        if (x && (memcmp(x->values, y->values, (x->size + 4) / 5) != 0 ||
                  (x->distances == NULL) != (y->distances == NULL) ||
                  (x->distances && memcmp(x->distances, y->distances, x->size) != 0)))
            return false;
    }
    return true;
}

/* Two and three threads make the values of one, byte for byte (the group's
   database was made on one). */
static void test_threads_make_the_same_values(void **state)
{
    const dm_board *board = *state;
    char err[256];
    for (int jobs = 2; jobs <= 3; jobs++) {
        dm_egdb *db = dm_egdb_new(board, err, sizeof err);
        dm_egdb_generate_options options = { .max_pieces = PIECES, .jobs = jobs };
        assert_int_equal(dm_egdb_generate(db, &options, err, sizeof err), 0);
        assert_true(same_values(db, database));
        assert_int_equal(db->positions, database->positions);
        dm_egdb_free(db);
    }
}

static void read_file(const char *path, char **bytes, long *size)
{
    *size = file_size(path);
    *bytes = malloc((size_t)*size + 1);
    FILE *f = fopen(path, "rb");
    assert_non_null(*bytes);
    assert_non_null(f);
    assert_int_equal(fread(*bytes, 1, (size_t)*size, f), *size);
    fclose(f);
}

/* A slice made by itself (egdb_tool generate --slice), the slices its
   moves lead to read from the directory, is the file a whole run wrote;
   without one of those slices it is refused, naming it. */
static void test_slice_by_itself(void **state)
{
    const dm_board *board = *state;
    char dir[] = "/tmp/damas_egdb_XXXXXX", path[512], needed[512], err[512];
    make_directory_database(board, dir);
    dm_egdb_material target = { 1, 1, 0, 1 };          /* and its twin wk0wm1bk1bm1 */
    char *whole, *alone;
    long whole_size, alone_size;
    slice_file(dir, 1, 1, 0, 1, path, sizeof path);
    read_file(path, &whole, &whole_size);
    assert_int_equal(remove(path), 0);
    slice_file(dir, 0, 1, 1, 1, path, sizeof path);
    assert_int_equal(remove(path), 0);
    dm_egdb *db = dm_egdb_new(board, err, sizeof err);
    dm_egdb_generate_options options = { .directory = dir, .slice = &target, .jobs = 2 };
    assert_int_equal(dm_egdb_generate(db, &options, err, sizeof err), 0);
    dm_egdb_free(db);
    slice_file(dir, 1, 1, 0, 1, path, sizeof path);
    read_file(path, &alone, &alone_size);
    assert_int_equal(alone_size, whole_size);
    assert_memory_equal(alone, whole, (size_t)whole_size);
    free(alone);
    free(whole);
    assert_loads(board, dir);                          /* the manifest as it was */

    slice_file(dir, 1, 0, 0, 1, needed, sizeof needed);   /* a capture leads there */
    assert_int_equal(remove(needed), 0);
    slice_file(dir, 0, 1, 1, 0, needed, sizeof needed);
    assert_int_equal(remove(needed), 0);
    db = dm_egdb_new(board, err, sizeof err);
    assert_int_equal(dm_egdb_generate(db, &options, err, sizeof err), -1);
    if (!strstr(err, "wk1wm0bk0bm1.egdb (or its twin) is missing"))
        fail_msg("%s", err);
    dm_egdb_free(db);
    support_remove_directory(dir);
}

/* Pairs of one level lead to none of one another's slices; each leads to
   the pairs of the levels before it only. */
static void record_pair(const dm_egdb_material *m, void *data)
{
    int *list = data;
    list[1 + list[0]++] = dm_egdb_slot(m);
}

static void record_level_end(void *data)
{
    int *list = data;
    list[1 + list[0]++] = -1;
}

static void test_levels(void **state)
{
    (void)state;
    static int list[1 + 2 * DM_EGDB_SLICE_SLOTS];
    list[0] = 0;
    dm_egdb_levels(5, false, record_pair, record_level_end, list);
    int pairs = 0, levels = 0;
    for (int i = 1; i <= list[0]; i++) {
        if (list[i] < 0) {
            levels++;
            continue;
        }
        pairs++;
        const dm_egdb_slice *a = database->slice[list[i]];
        if (!a)
            continue;                                  /* 5 pieces: not in memory */
        for (int j = i + 1; j <= list[0]; j++) {
            const dm_egdb_slice *b = list[j] < 0 ? NULL : database->slice[list[j]];
            if (!b)
                continue;
            dm_egdb_material bt = { b->material.black_kings, b->material.black_men,
                                    b->material.white_kings, b->material.white_men };
            assert_false(dm_egdb_leads_to(&a->material, &b->material));
            assert_false(dm_egdb_leads_to(&a->material, &bt));
        }
    }
    assert_int_equal(levels, 3 + 4 + 5 + 6);          /* 0 to n men of n = 2..5 pieces */
    /* Pairs: 2 pieces 3 (kk, km, mm), ... counted by the slices' twins. */
    int slices = 0;
    for (int slot = 0; slot < DM_EGDB_SLICE_SLOTS; slot++)
        if (database->slice[slot])
            slices++;
    assert_true(pairs > slices / 2);
}

/* ---- The search --------------------------------------------------------- */

static void search_with_database(const dm_board *board, const dm_position *pos,
                                 dm_search_result *result)
{
    dm_search_limits limits = { .max_depth = 3, .egdb = database };
    assert_int_equal(dm_search(board, pos, &limits, NULL, result), DM_SEARCH_OK);
}

/* The search scores won and lost positions beyond the evaluation and
   below a mate, draws 0. */
static void test_search_scores(void **state)
{
    const dm_board *board = *state;
    static dm_search_result result;
    dm_position pos;
    support_read_fen(board, "W:WK1,K2,K3:BK30", &pos);   /* off the diagonal */
    search_with_database(board, &pos, &result);
    assert_true(result.score > DM_EVAL_LIMIT && result.score < DM_SCORE_WIN_BOUND);
    support_read_fen(board, "B:WK1,K2,K15:BK30", &pos);   /* 15 holds it */
    search_with_database(board, &pos, &result);
    assert_true(result.score < -DM_EVAL_LIMIT && result.score > -DM_SCORE_WIN_BOUND);
    support_read_fen(board, "B:WK1,K2,K3:BK22", &pos);   /* on it, to move */
    search_with_database(board, &pos, &result);
    assert_int_equal(result.score, 0);
}

/* The database holds the usual game's values: a search of a game won
   otherwise (antidraughts here) never takes a score from it, even with
   it in the limits.  The same position scores in the database's band by
   the usual rule. */
static void test_search_ignores_database_for_other_wins(void **state)
{
    const dm_board *board = *state;
    static dm_search_result result;
    dm_position pos;
    support_read_fen(board, "W:WK1,K2,K3:BK30", &pos);
    dm_search_limits limits = { .max_depth = 3, .egdb = database,
                                .game_won_by = DM_WON_BY_HAVING_NO_MOVE };
    assert_int_equal(dm_search(board, &pos, &limits, NULL, &result), DM_SEARCH_OK);
    int magnitude = abs(result.score);
    assert_false(magnitude > DM_EVAL_LIMIT && magnitude < DM_SCORE_WIN_BOUND);
    limits.game_won_by = DM_WON_BY_OPPONENT_WITHOUT_MOVE;
    assert_int_equal(dm_search(board, &pos, &limits, NULL, &result), DM_SEARCH_OK);
    assert_true(result.score > DM_EVAL_LIMIT && result.score < DM_SCORE_WIN_BOUND);
}

/* Both sides playing the search with the database from won endings of
   kings: each capture comes after exactly the database's distance (the
   winner hastens it, the loser delays it, neither strays), and the
   winner ends with the other side's last piece taken (or blocked). */
static void test_search_converts(void **state)
{
    const dm_board *board = *state;
    static dm_search_result result;
    static dm_move_list list;
    const char *fens[] = { "W:WK1,K2,K3:BK30", "W:WK5,K10,K32:BK13", "B:WK29,K28,K3:BK9",
                           "W:WK3,K10,K28:BK13" };
    for (size_t f = 0; f < sizeof fens / sizeof fens[0]; f++) {
        dm_position pos;
        int distance, plies = 0, captures = 0;
        support_read_fen(board, fens[f], &pos);
        dm_egdb_value v = dm_egdb_probe(database, &pos, &distance);
        assert_true(v == DM_EGDB_WIN || v == DM_EGDB_LOSS);
        dm_side winner = v == DM_EGDB_WIN ? pos.side : dm_opponent(pos.side);
        while (dm_generate_moves(board, &pos, &list) > 0) {
            search_with_database(board, &pos, &result);
            assert_true(result.has_move);
            bool capture = result.best.captures > 0;
            dm_make_move(board, &pos, &result.best, &pos);
            plies++;
            if (capture) {
                assert_int_equal(plies, distance);
                captures++;
                plies = 0;
                if (dm_generate_moves(board, &pos, &list) == 0)
                    break;
                assert_int_equal(dm_egdb_probe(database, &pos, &distance),
                                 pos.side == winner ? DM_EGDB_WIN : DM_EGDB_LOSS);
            }
            assert_true(plies <= distance);
        }
        assert_int_not_equal(pos.side, winner);
        assert_true(captures > 0);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_index_round_trip),
        cmocka_unit_test(test_unknown_beyond_the_database),
        cmocka_unit_test(test_values_follow_from_moves),
        cmocka_unit_test(test_agrees_with_search),
        cmocka_unit_test(test_king_against_king),
        cmocka_unit_test(test_three_kings_against_one),
        cmocka_unit_test(test_files),
        cmocka_unit_test(test_damaged_values_refused),
        cmocka_unit_test(test_files_compressed),
        cmocka_unit_test(test_second_format_read_then_compressed),
        cmocka_unit_test(test_fifo_refused_without_blocking),
        cmocka_unit_test(test_missing_slice_refused),
        cmocka_unit_test(test_damaged_manifest_refused),
        cmocka_unit_test(test_first_format_refused_then_made_again),
        cmocka_unit_test(test_manifest_keeps_other_slices),
        cmocka_unit_test(test_threads_make_the_same_values),
        cmocka_unit_test(test_slice_by_itself),
        cmocka_unit_test(test_levels),
        cmocka_unit_test(test_search_scores),
        cmocka_unit_test(test_search_converts),
        cmocka_unit_test(test_search_ignores_database_for_other_wins),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
