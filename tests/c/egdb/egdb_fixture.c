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
