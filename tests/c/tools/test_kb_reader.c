/* dm_kb_read and the rule game_won_by: the C tools (selfplay, the
   benchmarks) end games only the usual way, so a knowledge base won
   otherwise is refused, naming the rule, rather than played by the
   wrong rule; the usual value is read past like the other rules that
   are not about move generation. */
#include "support.h"

#include <string.h>

static dm_board_spec spec;

static void test_usual_win_read(void **state)
{
    (void)state;
    char err[256] = "";
    assert_int_equal(dm_kb_read(SUPPORT_BOARD_10X10, "kb/draughts/frysk.pl", &spec, err,
                                sizeof err), 0);
    assert_true(spec.rules.orthogonal_captures);
    assert_int_equal(spec.rules.majority_capture, DM_MAJORITY_VALUE);
}

static void test_other_wins_refused(void **state)
{
    (void)state;
    const char *files[] = { "kb/draughts/antidraughts.pl", "kb/draughts/breakthrough.pl" };
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char err[256] = "";
        assert_int_equal(dm_kb_read(SUPPORT_BOARD_10X10, files[i], &spec, err, sizeof err), -1);
        assert_non_null(strstr(err, "game_won_by"));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_usual_win_read),
        cmocka_unit_test(test_other_wins_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
