/* The general capture search: see capture.h.

   One piece at a time, depth first, along board->neighbour.  Each finished
   capture gets a key, an integer in which the majority criterion and then
   each precedence criterion take their own bit field, most significant
   first: the legal captures are exactly those of the largest key, so the
   list only ever holds captures of the best key seen so far. */
#include "draughts/capture.h"

#include <string.h>

/* Bit widths of the key's fields: enough for DM_MAX_CAPTURES pieces. */
#define MAJORITY_BITS 13          /* 199 * 24 < 2^13 */
#define BY_KING_BITS 1
#define MOST_KINGS_BITS 5         /* 24 < 2^5 */
#define EARLIEST_KING_BITS DM_MAX_CAPTURES

typedef struct {
    const dm_board *board;
    const dm_rules *rules;
    dm_move_list *list;
    bool every_path;
    bool overflow;
    dm_side side;
    bb_t opp;              /* enemy pieces at the start of the move */
    bb_t kings;            /* kings of both sides at the start of the move */
    bb_t empty;            /* empty squares, the mover's start square included */
    bb_t far_row;          /* where the mover, as a man, is crowned */
    uint64_t best;         /* the largest key among the captures listed */
    uint8_t from;
    bool by_king;          /* the capture is made by a king */
    uint8_t landing[DM_MAX_CAPTURES];
    uint8_t taken[DM_MAX_CAPTURES];
} search;

/* What the board looks like after the pieces in `captured` were taken:
   they are still enemy pieces in the way, or (captured_pieces_block false)
   already gone. */
static inline bb_t prey(const search *s, bb_t captured)
{
    return s->opp & ~captured;
}

static inline bb_t free_squares(const search *s, bb_t captured)
{
    return s->rules->captured_pieces_block ? s->empty : s->empty | captured;
}

static inline bool holds(bb_t set, int bit)
{
    return bit != DM_NO_BIT && (set & bb_bit(bit));
}

static inline int next_bit(const search *s, int bit, int direction)
{
    return s->board->neighbour[bit][direction];
}

/* The directions kings capture along: first_king_direction(s) up to
   king_directions(s). */
static int king_directions(const search *s)
{
    return s->rules->orthogonal_captures || s->rules->orthogonal_lines ? DM_ALL_DIRECTIONS
                                                                      : DM_DIRECTIONS;
}

static int first_king_direction(const search *s)
{
    return s->rules->orthogonal_lines ? DM_DIRECTIONS : 0;
}

/* Whether a king on `at` going along `direction` would go back over the
   square `last` of the piece it took last, which king_turns_back false
   forbids (Turkish: pieces leave at once, so the way back is open). */
static bool turns_back(const search *s, int at, int direction, int last)
{
    if (s->rules->king_turns_back || last == DM_NO_BIT)
        return false;
    for (int sq = next_bit(s, at, direction); sq != DM_NO_BIT; sq = next_bit(s, sq, direction))
        if (sq == last)
            return true;
    return false;
}

static uint64_t capture_key(const search *s, bb_t captured, int n)
{
    const dm_rules *r = s->rules;
    int kings = bb_count(captured & s->kings);
    uint64_t key;
    switch (r->majority_capture) {
    case DM_MAJORITY_COUNT: key = (uint64_t)n; break;
    case DM_MAJORITY_VALUE:
        key = (uint64_t)(DM_MAN_VALUE * (n - kings) + DM_KING_VALUE * kings);
        break;
    default: key = 0; break;
    }
    for (int i = 0; i < r->precedences; i++)
        switch (r->precedence[i]) {
        case DM_PRECEDENCE_BY_KING:
            key = key << BY_KING_BITS | s->by_king;
            break;
        case DM_PRECEDENCE_MOST_KINGS:
            key = key << MOST_KINGS_BITS | (uint64_t)kings;
            break;
        case DM_PRECEDENCE_EARLIEST_KING: {
            /* The jump numbers of the kings taken, the first one in the
               highest bit: the capture that takes a king where the other
               does not, at the first jump where they differ, is larger. */
            uint64_t order = 0;
            for (int j = 0; j < n; j++)
                if (s->kings & bb_bit(s->taken[j]))
                    order |= (uint64_t)1 << (EARLIEST_KING_BITS - 1 - j);
            key = key << EARLIEST_KING_BITS | order;
            break;
        }
        }
    return key;
}

static void add_capture(search *s, int to, bb_t captured, int n, bool crowned)
{
    uint64_t key = capture_key(s, captured, n);
    dm_move_list *list = s->list;
    if (key < s->best)
        return;
    if (key > s->best) {
        s->best = key;
        list->count = 0;
    }
    if (!s->every_path)
        for (int i = 0; i < list->count; i++) {
            const dm_move *m = &list->move[i];
            if (m->captured == captured && m->to == to && m->from == s->from &&
                m->crowned == crowned)
                return;
        }
    if (list->count == DM_MAX_MOVES) {
        s->overflow = true;
        return;
    }
    dm_move *m = &list->move[list->count++];
    m->captured = captured;
    m->from = s->from;
    m->to = (uint8_t)to;
    m->captures = (uint8_t)n;
    m->crowned = crowned;
    memcpy(m->landing, s->landing, (size_t)n);
    memcpy(m->taken, s->taken, (size_t)n);
}

/* The piece a king on `at` would take along `direction`, or DM_NO_BIT: the
   first piece on the line (the next square only for a king that does not
   fly), if it is an enemy piece not taken yet. */
static int king_target(const search *s, int at, int direction, bb_t free, bb_t enemies)
{
    int sq = next_bit(s, at, direction);
    if (s->rules->flying_kings)
        while (holds(free, sq))
            sq = next_bit(s, sq, direction);
    return holds(enemies, sq) ? sq : DM_NO_BIT;
}

/* The squares where a king may land after taking the piece on `over`
   along `direction`, by king_landing.  With behind_king these are all the
   squares beyond a king as well: only the last piece of a capture pins the
   landing square (king_jumps). */
static bb_t king_landings(const search *s, int over, int direction, bb_t free)
{
    const dm_rules *r = s->rules;
    bool only_behind = r->king_landing == DM_LANDING_BEHIND_PIECE;
    bb_t land = 0;
    for (int sq = next_bit(s, over, direction); holds(free, sq);
         sq = next_bit(s, sq, direction)) {
        land |= bb_bit(sq);
        if (!r->flying_kings || only_behind)
            break;
    }
    return land;
}

static bool king_can_capture(const search *s, int at, bb_t captured, int last)
{
    bb_t free = free_squares(s, captured), enemies = prey(s, captured);
    for (int d = first_king_direction(s); d < king_directions(s); d++) {
        if (turns_back(s, at, d, last))
            continue;
        int over = king_target(s, at, d, free, enemies);
        if (over != DM_NO_BIT && king_landings(s, over, d, free))
            return true;
    }
    return false;
}

/* How a piece came to its square, for king_jumps: STOPPED directly
   behind the piece it took (or on its start square), or, for a king
   further along, the direction it was going. */
#define STOPPED (-1)

static void piece_jumps(search *s, int at, bool king, bb_t captured, int n, bool crowned,
                        int passing);

/* After a jump to `to`: a man that reached its far row is crowned there
   when the rules say so, and the capture goes on. */
static void jump_to(search *s, int to, bool king, bb_t captured, int n, bool crowned)
{
    if (!king && s->rules->crown_during_capture && (s->far_row & bb_bit(to)))
        piece_jumps(s, to, true, captured, n, true, STOPPED);
    else
        piece_jumps(s, to, king, captured, n, crowned, STOPPED);
}

/* A king that landed beyond the square directly behind the piece it took
   (`passing` its direction) does not go on the same way from there: it
   would cross the same squares to the same piece as from the square
   directly behind, and that motion is one path, the one through that
   square (docs/rules.md, counting every path). */
static void king_jumps(search *s, int at, bb_t captured, int n, bool crowned,
                       int passing, bool *went_on)
{
    bb_t free = free_squares(s, captured), enemies = prey(s, captured);
    int last = n > 0 ? s->taken[n - 1] : DM_NO_BIT;
    for (int d = first_king_direction(s); d < king_directions(s); d++) {
        if (d == passing || turns_back(s, at, d, last))
            continue;
        int over = king_target(s, at, d, free, enemies);
        if (over == DM_NO_BIT)
            continue;
        bb_t land = king_landings(s, over, d, free);
        if (!land)
            continue;
        if (n == DM_MAX_CAPTURES) {
            s->overflow = true;
            return;
        }
        *went_on = true;
        /* Of the landing squares, those from which the capture goes on
           must be chosen when there are any. */
        bb_t now = captured | bb_bit(over), going_on = 0;
        for (bb_t l = land; l; l = bb_drop_first(l))
            if (king_can_capture(s, bb_first(l), now, over))
                going_on |= bb_bit(bb_first(l));
        /* Where the capture ends, a king taken last pins the king that
           took it directly behind. */
        int behind = next_bit(s, over, d);
        if (!going_on && s->rules->king_landing == DM_LANDING_BEHIND_KING &&
            (s->kings & bb_bit(over)))
            land = bb_bit(behind);
        s->taken[n] = (uint8_t)over;
        for (bb_t l = going_on ? going_on : land; l; l = bb_drop_first(l)) {
            int to = bb_first(l);
            s->landing[n] = (uint8_t)to;
            if (going_on)
                piece_jumps(s, to, true, now, n + 1, crowned, to == behind ? STOPPED : d);
            else
                add_capture(s, to, now, n + 1, crowned);
        }
    }
}

static void man_jumps(search *s, int at, bb_t captured, int n, bool crowned,
                      bool *went_on)
{
    bb_t free = free_squares(s, captured), enemies = prey(s, captured);
    if (!s->rules->men_capture_kings)
        enemies &= ~s->kings;
    unsigned directions = s->board->man_capture_directions[s->side];
    for (int d = 0; d < DM_ALL_DIRECTIONS; d++) {
        if (!(directions & (1u << d)))
            continue;
        int over = next_bit(s, at, d);
        if (!holds(enemies, over))
            continue;
        int to = next_bit(s, over, d);
        if (!holds(free, to))
            continue;
        if (n == DM_MAX_CAPTURES) {
            s->overflow = true;
            return;
        }
        *went_on = true;
        s->taken[n] = (uint8_t)over;
        s->landing[n] = (uint8_t)to;
        jump_to(s, to, false, captured | bb_bit(over), n + 1, crowned);
    }
}

/* A piece that can jump again must: only where it cannot is a capture
   complete.  A king passing along a line lands only where it can jump
   again; if only straight on, that path is the one from the square
   directly behind, and this one ends without a capture of its own. */
static void piece_jumps(search *s, int at, bool king, bb_t captured, int n, bool crowned,
                        int passing)
{
    bool went_on = false;
    if (king)
        king_jumps(s, at, captured, n, crowned, passing, &went_on);
    else
        man_jumps(s, at, captured, n, crowned, &went_on);
    if (!went_on && n > 0 && passing == STOPPED)
        add_capture(s, at, captured, n, crowned);
}

int dm_search_captures(const dm_board *board, const dm_position *pos,
                       dm_move_list *list, bool every_path)
{
    return dm_search_captures_by(board, pos, pos->pieces[pos->side], list, every_path);
}

int dm_search_captures_by(const dm_board *board, const dm_position *pos,
                          bb_t capturers, dm_move_list *list, bool every_path)
{
    dm_side side = pos->side;
    bb_t own = pos->pieces[side];
    search s = {
        .board = board,
        .rules = &board->rules,
        .list = list,
        .every_path = every_path,
        .side = side,
        .opp = pos->pieces[dm_opponent(side)],
        .kings = pos->kings,
        .far_row = board->promotion[side],
    };
    bb_t empty = board->valid & ~(own | s.opp);
    list->count = 0;
    for (bb_t pieces = own & capturers; pieces; pieces = bb_drop_first(pieces)) {
        int at = bb_first(pieces);
        s.from = (uint8_t)at;
        s.empty = empty | bb_bit(at);
        s.by_king = (pos->kings & bb_bit(at)) != 0;
        piece_jumps(&s, at, s.by_king, 0, 0, false, STOPPED);
    }
    return s.overflow ? -1 : list->count;
}
