/* FEN (PDN 3.0): <side>:W<squares>:B<squares>, squares like 21, K4, 21-32;
   either piece field may be left out when that colour has no piece. */
#include "draughts/fen.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>

const char *dm_fen_status_text(dm_fen_status status)
{
    switch (status) {
    case DM_FEN_OK: return "no error";
    case DM_FEN_BAD_SIDE: return "the side to move must be W or B";
    case DM_FEN_BAD_FIELD: return "a piece field must start with W or B";
    case DM_FEN_DUPLICATE_FIELD: return "a piece field is given twice";
    case DM_FEN_MISSING_FIELD: return "expected ':' and a W or B piece field";
    case DM_FEN_BAD_SQUARE: return "expected a square number";
    case DM_FEN_SQUARE_RANGE: return "no such square on this board";
    case DM_FEN_BAD_RANGE: return "a range must go from a lower to a higher square";
    case DM_FEN_DUPLICATE_SQUARE: return "a square is given twice";
    case DM_FEN_MAN_ON_PROMOTION: return "a man stands on its own promotion row";
    case DM_FEN_TRAILING: return "unexpected text after the position";
    }
    return "unknown error";
}

typedef struct {
    const dm_board *board;
    const char *text;
    size_t at;
    dm_fen_error *error;
} reader;

static dm_fen_status fail(reader *r, dm_fen_status status, int square)
{
    r->error->status = status;
    r->error->offset = r->at;
    r->error->square = square;
    return status;
}

static char peek(const reader *r) { return r->text[r->at]; }

static void skip_space(reader *r)
{
    while (isspace((unsigned char)peek(r)))
        r->at++;
}

static bool read_number(reader *r, int *value)
{
    if (!isdigit((unsigned char)peek(r)))
        return false;
    long n = 0;
    while (isdigit((unsigned char)peek(r))) {
        if (n < 1000000)
            n = n * 10 + (peek(r) - '0');
        r->at++;
    }
    *value = (int)n;
    return true;
}

/* Adds one square to a side's men or kings. */
static dm_fen_status place(reader *r, int square, bool king, dm_side side,
                           dm_position *pos)
{
    if (square < 1 || square > r->board->squares)
        return fail(r, DM_FEN_SQUARE_RANGE, square);
    bb_t bit = bb_bit(r->board->bit_of_square[square]);
    if ((pos->pieces[DM_WHITE] | pos->pieces[DM_BLACK]) & bit)
        return fail(r, DM_FEN_DUPLICATE_SQUARE, square);
    if (!king && (r->board->promotion[side] & bit))
        return fail(r, DM_FEN_MAN_ON_PROMOTION, square);
    pos->pieces[side] |= bit;
    if (king)
        pos->kings |= bit;
    return DM_FEN_OK;
}

/* A field's list of squares: [K]n or [K]n-m, comma separated, maybe empty. */
static dm_fen_status read_squares(reader *r, dm_side side, dm_position *pos)
{
    skip_space(r);
    if (peek(r) == ':' || peek(r) == '.' || peek(r) == '\0' || isspace((unsigned char)peek(r)))
        return DM_FEN_OK;
    for (;;) {
        skip_space(r);
        bool king = toupper((unsigned char)peek(r)) == 'K';
        if (king)
            r->at++;
        int first, last;
        size_t start = r->at;
        if (!read_number(r, &first))
            return fail(r, DM_FEN_BAD_SQUARE, 0);
        last = first;
        if (peek(r) == '-') {
            r->at++;
            if (!read_number(r, &last))
                return fail(r, DM_FEN_BAD_SQUARE, 0);
            if (last < first) {
                r->at = start;
                return fail(r, DM_FEN_BAD_RANGE, first);
            }
        }
        for (int s = first; s <= last; s++) {
            dm_fen_status status = place(r, s, king, side, pos);
            if (status != DM_FEN_OK) {
                r->error->offset = start;
                return status;
            }
        }
        skip_space(r);
        if (peek(r) != ',')
            return DM_FEN_OK;
        r->at++;
    }
}

dm_fen_status dm_fen_read(const dm_board *board, const char *text,
                          dm_position *out, dm_fen_error *error)
{
    dm_fen_error ignored;
    reader r = { board, text, 0, error ? error : &ignored };
    dm_position pos = { { 0, 0 }, 0, DM_WHITE };
    r.error->status = DM_FEN_OK;
    r.error->offset = 0;
    r.error->square = 0;

    skip_space(&r);
    switch (toupper((unsigned char)peek(&r))) {
    case 'W': pos.side = DM_WHITE; break;
    case 'B': pos.side = DM_BLACK; break;
    default: return fail(&r, DM_FEN_BAD_SIDE, 0);
    }
    r.at++;
    /* A colour without a field has no pieces (W:W28 is a lone white man),
       but at least one field must be there. */
    bool seen[2] = { false, false };
    for (int field = 0; field < 2; field++) {
        skip_space(&r);
        if (peek(&r) != ':') {
            if (field == 1)
                break;
            return fail(&r, DM_FEN_MISSING_FIELD, 0);
        }
        r.at++;
        skip_space(&r);
        dm_side side;
        switch (toupper((unsigned char)peek(&r))) {
        case 'W': side = DM_WHITE; break;
        case 'B': side = DM_BLACK; break;
        default: return fail(&r, DM_FEN_BAD_FIELD, 0);
        }
        if (seen[side])
            return fail(&r, DM_FEN_DUPLICATE_FIELD, 0);
        seen[side] = true;
        r.at++;
        dm_fen_status status = read_squares(&r, side, &pos);
        if (status != DM_FEN_OK)
            return status;
    }
    skip_space(&r);
    if (peek(&r) == '.')
        r.at++;
    skip_space(&r);
    if (peek(&r) != '\0')
        return fail(&r, DM_FEN_TRAILING, 0);
    *out = pos;
    return DM_FEN_OK;
}

size_t dm_fen_write(const dm_board *board, const dm_position *pos,
                    char *buffer, size_t size)
{
    size_t length = 0;
#define EMIT(...)                                                              \
    do {                                                                       \
        int n = snprintf(length < size ? buffer + length : NULL,               \
                         length < size ? size - length : 0, __VA_ARGS__);      \
        length += n > 0 ? (size_t)n : 0;                                       \
    } while (0)
    EMIT("%c", pos->side == DM_WHITE ? 'W' : 'B');
    for (int side = DM_WHITE; side <= DM_BLACK; side++) {
        bb_t pieces = pos->pieces[side];
        const char *separator = "";
        EMIT(":%c", side == DM_WHITE ? 'W' : 'B');
        for (int s = 1; s <= board->squares; s++) {
            bb_t bit = bb_bit(board->bit_of_square[s]);
            if (pieces & bit) {
                EMIT("%s%s%d", separator, pos->kings & bit ? "K" : "", s);
                separator = ",";
            }
        }
    }
#undef EMIT
    return length;
}
