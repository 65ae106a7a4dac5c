#include "support.h"

#include "draughts/movegen.h"
#include "egdb_fixture.h"
#include "egdb_support.h"

int egdb_fixture_generate(const dm_board *board, const dm_egdb_generate_options options[],
                          int count, dm_egdb **database)
{
    char err[256];
    *database = dm_egdb_new(board, err, sizeof err);
    if (!*database) {
        print_error("making the database: %s\n", err);
        return -1;
    }
    for (int i = 0; i < count; i++)
        if (dm_egdb_generate(*database, &options[i], err, sizeof err) != 0) {
            print_error("generating the database: %s\n", err);
            return -1;
        }
    return 0;
}

const dm_egdb_slice *egdb_slice_of(const dm_egdb *db, int white_kings, int white_men,
                                        int black_kings, int black_men)
{
    dm_egdb_material m = { white_kings, white_men, black_kings, black_men };
    const dm_egdb_slice *slice = db->slice[dm_egdb_slot(&m)];
    assert_non_null(slice);
    return slice;
}

int egdb_pieces_of(const dm_egdb_slice *slice)
{
    const dm_egdb_material *m = &slice->material;
    return m->white_kings + m->white_men + m->black_kings + m->black_men;
}

bool egdb_has_capture(const dm_board *board, const dm_position *pos)
{
    dm_move_list list;
    int n = dm_generate_moves(board, pos, &list);
    assert_true(n >= 0);
    return n > 0 && list.move[0].captures > 0;
}

dm_egdb_value egdb_known_value(const dm_egdb *db, const dm_position *pos, int *distance)
{
    dm_egdb_value v = egdb_value_of(db, pos, distance);
    assert_int_not_equal(v, DM_EGDB_UNKNOWN);
    return v;
}

long egdb_check_values_follow(const dm_board *board, const dm_egdb *db, egdb_position_at *at,
                              int every_up_to, int sampled_up_to, uint64_t sample_step)
{
    long checked = 0;
    for (int slot = 0; slot < DM_EGDB_SLICE_SLOTS; slot++) {
        const dm_egdb_slice *slice = db->slice[slot];
        if (!slice || egdb_pieces_of(slice) > sampled_up_to)
            continue;
        uint64_t step = egdb_pieces_of(slice) <= every_up_to ? 1 : sample_step;
        for (uint64_t i = 0; i < slice->size; i += step)
            for (int side = DM_WHITE; side <= DM_BLACK; side++) {
                dm_position pos;
                if (!at(board, slice, i, (dm_side)side, &pos))
                    continue;
                const char *fault = egdb_moves_fault(board, db, &pos);
                if (fault)
                    fail_msg("%s", fault);
                checked++;
            }
    }
    return checked;
}

void egdb_check_agrees_with_search(const dm_board *board, const dm_egdb *db,
                                   egdb_position_at *at, int plies, long nodes)
{
    uint64_t seed = 0x2545F4914F6CDD1DULL;
    const dm_egdb_slice *present[DM_EGDB_SLICE_SLOTS];
    int slices = 0, proven[3] = { 0, 0, 0 };
    for (int slot = 0; slot < DM_EGDB_SLICE_SLOTS; slot++)
        if (db->slice[slot] && egdb_pieces_of(db->slice[slot]) >= 3)
            present[slices++] = db->slice[slot];
    for (int tried = 0; tried < 400;) {
        const dm_egdb_slice *slice = present[egdb_next_random(&seed) % (uint64_t)slices];
        dm_position pos;
        if (!at(board, slice, egdb_next_random(&seed) % slice->size,
                (dm_side)(egdb_next_random(&seed) & 1), &pos))
            continue;
        tried++;
        long left = nodes;
        int result = egdb_prove(board, &pos, plies, &left);
        dm_egdb_value v = egdb_known_value(db, &pos, NULL);
        if (result == 1)
            assert_int_equal(v, DM_EGDB_WIN);
        if (result == -1)
            assert_int_equal(v, DM_EGDB_LOSS);
        proven[result + 1]++;
    }
    /* Enough of both kinds to mean something. */
    assert_true(proven[0] >= 20 && proven[2] >= 20);
}
