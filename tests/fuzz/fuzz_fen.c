/* libFuzzer harness: dm_fen_read on arbitrary text, on both boards.
   Whatever it accepts must write back (dm_fen_write) to text that reads
   as the same position; whatever it refuses must leave the output alone
   and say where, within the text. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "draughts/fen.h"
#include "fuzz_support.h"

#define MAX_TEXT 4096

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0 || size > MAX_TEXT)
        return 0;
    const dm_board *board = fuzz_board(data[0] & 1);
    char text[MAX_TEXT + 1];
    memcpy(text, data + 1, size - 1);
    text[size - 1] = '\0';

    dm_position pos, again, untouched;
    memset(&pos, 0x5A, sizeof pos);
    memcpy(&untouched, &pos, sizeof pos);
    dm_fen_error error;
    dm_fen_status status = dm_fen_read(board, text, &pos, &error);
    FUZZ_CHECK(status == error.status || status == DM_FEN_OK);
    if (status != DM_FEN_OK) {
        FUZZ_CHECK(memcmp(&pos, &untouched, sizeof pos) == 0);
        FUZZ_CHECK(error.offset <= strlen(text));
        FUZZ_CHECK(dm_fen_status_text(status) != NULL);
        return 0;
    }
    FUZZ_CHECK((pos.pieces[DM_WHITE] & pos.pieces[DM_BLACK]) == 0);
    FUZZ_CHECK((pos.kings & ~(pos.pieces[DM_WHITE] | pos.pieces[DM_BLACK])) == 0);
    FUZZ_CHECK(((pos.pieces[DM_WHITE] | pos.pieces[DM_BLACK]) & ~board->valid) == 0);

    char written[1024];
    size_t length = dm_fen_write(board, &pos, written, sizeof written);
    FUZZ_CHECK(length < sizeof written);
    FUZZ_CHECK(strlen(written) == length);
    FUZZ_CHECK(dm_fen_read(board, written, &again, &error) == DM_FEN_OK);
    FUZZ_CHECK(again.pieces[DM_WHITE] == pos.pieces[DM_WHITE] &&
               again.pieces[DM_BLACK] == pos.pieces[DM_BLACK] &&
               again.kings == pos.kings && again.side == pos.side);
    return 0;
}
