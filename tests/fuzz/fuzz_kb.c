/* libFuzzer harness: the knowledge-base reader and the board construction
   (dm_kb_read on text files, then dm_board_init), as a program would
   build a variant.  The input is the board file's text, then optionally
   a NUL byte and the rules file's text.  A board that builds must hold
   together: its squares and bits map both ways, and moves generated on
   it from a position of the input's choosing stay on the board. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz_support.h"
#include "draughts/movegen.h"
#include "draughts/perft.h"
#include "draughts/position.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int write_file(const char *path, const uint8_t *data, size_t size)
{
    FILE *out = fopen(path, "wb");
    if (!out)
        return -1;
    size_t written = fwrite(data, 1, size, out);
    return fclose(out) == 0 && written == size ? 0 : -1;
}

static void check_board(const dm_board *board, const uint8_t *data, size_t size)
{
    FUZZ_CHECK(board->squares >= 1 && board->squares <= DM_MAX_SQUARES);
    for (int square = 1; square <= board->squares; square++) {
        int bit = board->bit_of_square[square];
        FUZZ_CHECK(bit >= 0 && bit < 64);
        FUZZ_CHECK(board->square_of_bit[bit] == square);
        FUZZ_CHECK((board->valid >> bit) & 1);
    }
    /* A position from the last bytes of the input; most are refused. */
    uint64_t masks[3] = { 0, 0, 0 };
    for (size_t i = 0; i < 24 && i < size; i++)
        masks[i / 8] |= (uint64_t)data[size - 1 - i] << (8 * (i % 8));
    uint64_t all = board->squares >= 64 ? UINT64_MAX : ((uint64_t)1 << board->squares) - 1;
    dm_square_sets sets = { masks[0] & all, masks[1] & all & ~masks[0], 0,
                            size & 1 ? DM_BLACK : DM_WHITE };
    sets.kings = masks[2] & (sets.white | sets.black);
    dm_position pos;
    if (dm_position_from_squares(board, &sets, &pos) != 0)
        return;
    dm_move_list list;
    int n = dm_generate_moves(board, &pos, &list);
    if (n < 0)
        return;
    bb_t own = pos.pieces[pos.side], other = pos.pieces[dm_opponent(pos.side)];
    for (int i = 0; i < n; i++) {
        const dm_move *m = &list.move[i];
        FUZZ_CHECK(m->from < 64 && m->to < 64);
        FUZZ_CHECK((own >> m->from) & 1);
        FUZZ_CHECK((board->valid >> m->to) & 1);
        FUZZ_CHECK((m->captured & ~other) == 0);
    }
    FUZZ_CHECK(dm_count_moves(board, &pos) == n);
    /* Bulk counting and the plain count agree. */
    dm_perft_options bulk = { .bulk = true }, plain = { .bulk = false };
    uint64_t a = 0, b = 0;
    if (dm_perft(board, &pos, 2, &bulk, &a) == DM_PERFT_OK &&
        dm_perft(board, &pos, 2, &plain, &b) == DM_PERFT_OK)
        FUZZ_CHECK(a == b);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char board_path[64], rules_path[64];
    if (!board_path[0]) {
        const char *dir = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
        snprintf(board_path, sizeof board_path, "%.40s/fuzz_kb_%d.pl", dir, (int)getpid());
        snprintf(rules_path, sizeof rules_path, "%.40s/fuzz_kb_%d.rules", dir, (int)getpid());
    }
    if (size > 1 << 16)
        return 0;
    const uint8_t *split = memchr(data, '\0', size);
    size_t board_size = split ? (size_t)(split - data) : size;
    if (write_file(board_path, data, board_size) != 0)
        abort();
    const char *rules = NULL;
    if (split) {
        if (write_file(rules_path, split + 1, size - board_size - 1) != 0)
            abort();
        rules = rules_path;
    }
    static dm_board_spec spec;
    static dm_board board;
    char err[256];
    err[0] = '\0';
    if (dm_kb_read(board_path, rules, &spec, err, sizeof err) != 0) {
        FUZZ_CHECK(memchr(err, '\0', sizeof err) != NULL && err[0] != '\0');
        return 0;
    }
    err[0] = '\0';
    if (dm_board_init(&board, &spec, err, sizeof err) != 0) {
        FUZZ_CHECK(memchr(err, '\0', sizeof err) != NULL && err[0] != '\0');
        return 0;
    }
    check_board(&board, data, size);
    return 0;
}
