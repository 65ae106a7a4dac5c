/* Legal move generation.

   Two capture generators: the whole-board one below, for the rule sets it
   covers (majority by count or none, men capturing backward or not, flying
   kings or not), and the general search of capture.c for every other rule
   (board->general_captures, chosen when the board is built).

   Quiet moves and the existence of captures are found for all pieces at
   once by shifting whole bitboards (board.c chose a layout where every
   diagonal direction is one shift).  Directions 0 and 1 are White's forward
   ones with positive shifts; 2 and 3 are their opposites, so the opposite
   of direction d is d ^ 2.  Full capture sequences are searched piece by
   piece, depth first, only when some capture exists. */
#include "movegen.h"

#include "capture.h"

#include <stdbool.h>
#include <string.h>

#define ALWAYS_INLINE static inline __attribute__((always_inline))

static inline int opposite(int direction) { return direction ^ 2; }

/* The side is a constant wherever these are inlined, so each becomes a
   plain shift. */
ALWAYS_INLINE bb_t forward(bb_t b, int amount, dm_side side)
{
    return side == DM_WHITE ? b << amount : b >> amount;
}

ALWAYS_INLINE bb_t backward(bb_t b, int amount, dm_side side)
{
    return side == DM_WHITE ? b >> amount : b << amount;
}

/* Directions a side's men move in, forward first. */
ALWAYS_INLINE int man_direction(int i, dm_side side)
{
    return side == DM_WHITE ? i : i ^ 2;
}

/* ---- Captures, piece by piece ----------------------------------------- */

/* A man's different paths can take the same pieces between the same
   squares only by going round a loop, which takes at least four jumps. */
#define MAN_REPEATS_FROM 4

typedef struct {
    const dm_board *board;
    dm_move_list *list;  /* where moves go; NULL to count them only */
    bb_t opp;            /* enemy pieces; those taken stay until the move ends */
    bb_t empty;          /* empty squares, the mover's start square included */
    unsigned man_directions;  /* bit d set: men capture in direction d */
    int best;            /* most pieces taken by a sequence found so far */
    int64_t count;       /* sequences taking `best` pieces, when counting */
    bool may_repeat;     /* counting met a sequence that may be a repeat */
    bool overflow;
    uint8_t from;
    uint8_t landing[DM_MAX_CAPTURES];
    uint8_t taken[DM_MAX_CAPTURES];
} capture_search;

/* Keeps a finished sequence if the majority rule allows; returns false if
   it is shorter than the best so far. */
static bool keep_by_majority(capture_search *cs, int n)
{
    if (!cs->board->rules.majority_capture || n == cs->best)
        return true;
    if (n < cs->best)
        return false;
    cs->best = n;
    cs->count = 0;
    if (cs->list)
        cs->list->count = 0;
    return true;
}

static void add_capture(capture_search *cs, int to, bb_t captured, int n,
                        int repeats_from)
{
    if (!keep_by_majority(cs, n))
        return;
    dm_move_list *list = cs->list;
    if (!list) {
        cs->count++;
        cs->may_repeat |= n >= repeats_from;
        return;
    }
    if (n >= repeats_from)
        for (int i = 0; i < list->count; i++) {
            const dm_move *m = &list->move[i];
            if (m->captured == captured && m->to == to && m->from == cs->from)
                return;
        }
    if (list->count == DM_MAX_MOVES) {
        cs->overflow = true;
        return;
    }
    dm_move *m = &list->move[list->count++];
    m->captured = captured;
    m->from = cs->from;
    m->to = (uint8_t)to;
    m->captures = (uint8_t)n;
    m->crowned = 0;
    memcpy(m->landing, cs->landing, (size_t)n);
    memcpy(m->taken, cs->taken, (size_t)n);
}

/* A man that can jump again must: only where it cannot is a move found.
   The loop over directions is unrolled so that each shift is a constant
   direction. */
static void man_jumps(capture_search *cs, bb_t at, bb_t captured, int n)
{
    bb_t enemies = cs->opp & ~captured;
    bool went_on = false;
#pragma GCC unroll 4
    for (int d = 0; d < DM_DIRECTIONS; d++) {
        if (!(cs->man_directions & (1u << d)))
            continue;
        int shift = cs->board->shift[d];
        bb_t over = (d < 2 ? at << shift : at >> -shift) & enemies;
        bb_t land = (d < 2 ? over << shift : over >> -shift) & cs->empty;
        if (!land)
            continue;
        if (n == DM_MAX_CAPTURES) {
            cs->overflow = true;
            return;
        }
        went_on = true;
        cs->landing[n] = (uint8_t)bb_first(land);
        cs->taken[n] = (uint8_t)bb_first(over);
        man_jumps(cs, land, captured | over, n + 1);
    }
    if (!went_on && n > 0)
        add_capture(cs, bb_first(at), captured, n, MAN_REPEATS_FROM);
}

/* Where a king on `at` can land after taking the first enemy piece along
   the direction of `shift` (stored in *over); 0 if it cannot. */
static bb_t king_landings(const capture_search *cs, int at, bb_t captured,
                          int shift, bb_t *over)
{
    bool flying = cs->board->rules.flying_kings;
    bb_t b = bb_shift(bb_bit(at), shift);
    while (flying && (b & cs->empty))
        b = bb_shift(b, shift);
    *over = b & cs->opp & ~captured;
    bb_t land = bb_shift(*over, shift) & cs->empty, all = 0;
    while (land) {
        all |= land;
        if (!flying)
            break;
        land = bb_shift(land, shift) & cs->empty;
    }
    return all;
}

static bool king_can_capture(const capture_search *cs, int at, bb_t captured)
{
    bb_t over;
    for (int d = 0; d < DM_DIRECTIONS; d++)
        if (king_landings(cs, at, captured, cs->board->shift[d], &over))
            return true;
    return false;
}

/* Of the squares beyond a taken piece, only those from which the capture
   goes on are allowed when there are any.  A flying king can reach the same
   squares over the same pieces in another order from two captures on.
   A king that landed beyond the square directly behind the piece it took
   does not go on the same way (`passing` is that direction, -1 for none):
   that motion is the path through the square directly behind, listed
   from there (as in capture.c).  Kept out of line: kings seldom capture,
   and inlined into search_captures it slows the men's captures. */
static __attribute__((noinline)) void king_jumps(capture_search *cs, int at,
                                                 bb_t captured, int n, int passing)
{
    for (int d = 0; d < DM_DIRECTIONS; d++) {
        if (d == passing)
            continue;
        bb_t over, land = king_landings(cs, at, captured, cs->board->shift[d], &over);
        if (!land)
            continue;
        if (n == DM_MAX_CAPTURES) {
            cs->overflow = true;
            return;
        }
        bb_t now = captured | over, going_on = 0;
        for (bb_t l = land; l; l = bb_drop_first(l))
            if (king_can_capture(cs, bb_first(l), now))
                going_on |= bb_bit(bb_first(l));
        cs->taken[n] = (uint8_t)bb_first(over);
        bb_t behind = bb_shift(over, cs->board->shift[d]);
        for (bb_t l = going_on ? going_on : land; l; l = bb_drop_first(l)) {
            cs->landing[n] = (uint8_t)bb_first(l);
            if (going_on)
                king_jumps(cs, bb_first(l), now, n + 1,
                           bb_bit(bb_first(l)) == behind ? -1 : d);
            else
                add_capture(cs, bb_first(l), now, n + 1, 2);
        }
    }
}

/* Every capture by the pieces in `capturers` (the others cannot capture),
   into list, or only counted when list is NULL.  Returns the number of
   moves, or -1 on overflow or when counting alone cannot tell repeats. */
static int64_t search_captures(const dm_board *board, const dm_position *pos,
                               bb_t capturers, dm_move_list *list)
{
    dm_side side = pos->side;
    bb_t own = dm_side_pieces(pos, side);
    capture_search cs = {
        .board = board,
        .list = list,
        .opp = dm_side_pieces(pos, dm_opponent(side)),
        .man_directions = board->rules.men_capture_backward ? 0xFu
                          : side == DM_WHITE ? 0x3u : 0xCu,
    };
    bb_t empty = board->valid & ~(own | cs.opp);
    if (list)
        list->count = 0;
    for (; capturers; capturers = bb_drop_first(capturers)) {
        int at = bb_first(capturers);
        cs.from = (uint8_t)at;
        cs.empty = empty | bb_bit(at);
        if (pos->kings & bb_bit(at))
            king_jumps(&cs, at, 0, 0, -1);
        else
            man_jumps(&cs, bb_bit(at), 0, 0);
    }
    if (cs.overflow || cs.may_repeat)
        return -1;
    return list ? list->count : cs.count;
}

/* ---- Whole-board tests and counts ------------------------------------- */

/* Landing squares of every first jump by men, per direction (0 where men
   may not capture that way). */
ALWAYS_INLINE void man_first_jumps(const dm_board *board, bb_t men, bb_t opp,
                                   bb_t empty, dm_side side, bb_t land[DM_DIRECTIONS])
{
    int a = board->shift[0], b = board->shift[1];
    land[man_direction(0, side)] = forward(forward(men, a, side) & opp, a, side) & empty;
    land[man_direction(1, side)] = forward(forward(men, b, side) & opp, b, side) & empty;
    if (board->rules.men_capture_backward) {
        land[man_direction(2, side)] = backward(backward(men, a, side) & opp, a, side) & empty;
        land[man_direction(3, side)] = backward(backward(men, b, side) & opp, b, side) & empty;
    } else {
        land[man_direction(2, side)] = land[man_direction(3, side)] = 0;
    }
}

/* Whether any king in `kings` can capture. */
static bool kings_can_capture(const dm_board *board, bb_t kings, bb_t opp, bb_t empty)
{
    bool flying = board->rules.flying_kings;
    for (int d = 0; d < DM_DIRECTIONS; d++) {
        int shift = board->shift[d];
        bb_t ray = bb_shift(kings, shift), blockers = 0;
        while (ray) {
            blockers |= ray & ~empty;
            ray = flying ? bb_shift(ray & empty, shift) : 0;
        }
        if (bb_shift(blockers & opp, shift) & empty)
            return true;
    }
    return false;
}

/* What the side to move can capture, seen for all pieces at once. */
typedef struct {
    bb_t land[DM_DIRECTIONS];   /* landing squares of men's first jumps */
    bool king_captures;         /* some king can capture */
    bool only_single_jumps;     /* every capture is one man's single jump */
} capture_outline;

/* Whether the side to move must capture; fills *outline if so. */
ALWAYS_INLINE bool outline_captures(const dm_board *board, bb_t men, bb_t kings,
                                    bb_t opp, bb_t empty, dm_side side,
                                    capture_outline *outline)
{
    man_first_jumps(board, men, opp, empty, side, outline->land);
    bb_t *land = outline->land;
    outline->king_captures = kings && kings_can_capture(board, kings, opp, empty);
    if (!(land[0] | land[1] | land[2] | land[3]) && !outline->king_captures)
        return false;
    /* A man's second jump never goes back the way the first came: the piece
       just taken blocks it, and no other direction reaches that piece or
       the square the man started from. */
    bool single = !outline->king_captures;
    for (int d = 0; single && d < DM_DIRECTIONS; d++) {
        if (!land[d])
            continue;
        bb_t again[DM_DIRECTIONS];
        man_first_jumps(board, land[d], opp, empty, side, again);
        again[opposite(d)] = 0;
        single = !(again[0] | again[1] | again[2] | again[3]);
    }
    outline->only_single_jumps = single;
    return true;
}

/* The pieces that can start a capture. */
static bb_t capturers(const dm_board *board, bb_t kings, const capture_outline *outline)
{
    bb_t from = outline->king_captures ? kings : 0;
    for (int d = 0; d < DM_DIRECTIONS; d++)
        from |= bb_shift(outline->land[d], -2 * board->shift[d]);
    return from;
}

/* Kept out of line: rare, and its move list would weigh on every call of
   the bulk counter. */
static __attribute__((noinline)) int64_t count_captures(const dm_board *board,
                                                        const dm_position *pos,
                                                        bb_t capturers)
{
    int64_t n = search_captures(board, pos, capturers, NULL);
    if (n < 0) {
        dm_move_list list;   /* possible repeats must be seen to be dropped */
        n = search_captures(board, pos, capturers, &list);
    }
    return n;
}

/* Steps: men forward, kings along the diagonals (the same for every rule
   set). */
ALWAYS_INLINE int64_t count_quiet(const dm_board *board, bb_t men, bb_t kings,
                                  bb_t empty, dm_side side)
{
    int a = board->shift[0], b = board->shift[1];
    int64_t n = bb_count(forward(men, a, side) & empty) + bb_count(forward(men, b, side) & empty);
    if (kings) {
        bool flying = board->rules.flying_kings;
        for (int d = 0; d < DM_DIRECTIONS; d++) {
            int shift = board->shift[d];
            for (bb_t ray = bb_shift(kings, shift) & empty; ray;
                 ray = flying ? bb_shift(ray, shift) & empty : 0)
                n += bb_count(ray);
        }
    }
    return n;
}

ALWAYS_INLINE int64_t count_side(const dm_board *board, const dm_position *pos,
                                 dm_side side)
{
    bb_t own = dm_side_pieces(pos, side), opp = dm_side_pieces(pos, dm_opponent(side));
    bb_t empty = board->valid & ~(own | opp);
    bb_t men = own & ~pos->kings, kings = own & pos->kings;
    capture_outline outline;
    if (outline_captures(board, men, kings, opp, empty, side, &outline)) {
        const bb_t *land = outline.land;
        if (outline.only_single_jumps)
            return bb_count(land[0]) + bb_count(land[1]) + bb_count(land[2]) + bb_count(land[3]);
        return count_captures(board, pos, capturers(board, kings, &outline));
    }

    return count_quiet(board, men, kings, empty, side);
}

/* ---- Rule sets of the general capture search -------------------------- */

static __attribute__((noinline)) int64_t count_general(const dm_board *board,
                                                       const dm_position *pos,
                                                       bool every_path)
{
    dm_move_list list;
    int n = dm_search_captures(board, pos, &list, every_path);
    if (n != 0)
        return n;
    dm_side side = pos->side;
    bb_t own = dm_side_pieces(pos, side), opp = dm_side_pieces(pos, dm_opponent(side));
    bb_t empty = board->valid & ~(own | opp);
    bb_t men = own & ~pos->kings, kings = own & pos->kings;
    return side == DM_WHITE ? count_quiet(board, men, kings, empty, DM_WHITE)
                            : count_quiet(board, men, kings, empty, DM_BLACK);
}

int64_t dm_count_whole_board(const dm_board *board, const dm_position *pos)
{
    return pos->side == DM_WHITE ? count_side(board, pos, DM_WHITE)
                                 : count_side(board, pos, DM_BLACK);
}

int64_t dm_count_general(const dm_board *board, const dm_position *pos, bool every_path)
{
    return count_general(board, pos, every_path);
}

int64_t dm_count_moves(const dm_board *board, const dm_position *pos)
{
    if (board->general_captures)
        return count_general(board, pos, false);
    return dm_count_whole_board(board, pos);
}

/* ---- Listing ---------------------------------------------------------- */

ALWAYS_INLINE bool add_step(dm_move_list *list, int from, int to)
{
    if (list->count == DM_MAX_MOVES)
        return false;
    dm_move *m = &list->move[list->count++];
    m->captured = 0;
    m->from = (uint8_t)from;
    m->to = (uint8_t)to;
    m->captures = 0;
    m->crowned = 0;
    return true;
}

/* Each first jump is a whole move: list them straight from the outline. */
static int add_single_jumps(const dm_board *board, const capture_outline *outline,
                            dm_move_list *list)
{
    for (int d = 0; d < DM_DIRECTIONS; d++) {
        int shift = board->shift[d];
        for (bb_t to = outline->land[d]; to; to = bb_drop_first(to)) {
            int t = bb_first(to);
            if (list->count == DM_MAX_MOVES)
                return -1;
            dm_move *m = &list->move[list->count++];
            m->from = (uint8_t)(t - 2 * shift);
            m->to = (uint8_t)t;
            m->captures = 1;
            m->crowned = 0;
            m->landing[0] = (uint8_t)t;
            m->taken[0] = (uint8_t)(t - shift);
            m->captured = bb_bit(t - shift);
        }
    }
    return list->count;
}

/* Steps, appended to list. */
ALWAYS_INLINE int add_quiet(const dm_board *board, bb_t men, bb_t kings, bb_t empty,
                            dm_side side, dm_move_list *list)
{
    for (int i = 0; i < 2; i++) {
        int shift = board->shift[i];
        for (bb_t to = forward(men, shift, side) & empty; to; to = bb_drop_first(to)) {
            int t = bb_first(to);
            if (!add_step(list, side == DM_WHITE ? t - shift : t + shift, t))
                return -1;
        }
    }
    bool flying = board->rules.flying_kings;
    for (bb_t k = kings; k; k = bb_drop_first(k)) {
        int from = bb_first(k);
        for (int d = 0; d < DM_DIRECTIONS; d++) {
            int shift = board->shift[d];
            for (bb_t to = bb_shift(bb_bit(from), shift) & empty; to;
                 to = flying ? bb_shift(to, shift) & empty : 0)
                if (!add_step(list, from, bb_first(to)))
                    return -1;
        }
    }
    return list->count;
}

ALWAYS_INLINE int generate_side(const dm_board *board, const dm_position *pos,
                                dm_move_list *list, dm_side side)
{
    bb_t own = dm_side_pieces(pos, side), opp = dm_side_pieces(pos, dm_opponent(side));
    bb_t empty = board->valid & ~(own | opp);
    bb_t men = own & ~pos->kings, kings = own & pos->kings;
    capture_outline outline;
    list->count = 0;
    if (outline_captures(board, men, kings, opp, empty, side, &outline))
        return outline.only_single_jumps
                   ? add_single_jumps(board, &outline, list)
                   : (int)search_captures(board, pos, capturers(board, kings, &outline), list);

    return add_quiet(board, men, kings, empty, side, list);
}

static __attribute__((noinline)) int generate_general(const dm_board *board,
                                                      const dm_position *pos,
                                                      dm_move_list *list, bool every_path)
{
    int n = dm_search_captures(board, pos, list, every_path);
    if (n != 0)
        return n;
    dm_side side = pos->side;
    bb_t own = dm_side_pieces(pos, side), opp = dm_side_pieces(pos, dm_opponent(side));
    bb_t empty = board->valid & ~(own | opp);
    bb_t men = own & ~pos->kings, kings = own & pos->kings;
    list->count = 0;
    return side == DM_WHITE ? add_quiet(board, men, kings, empty, DM_WHITE, list)
                            : add_quiet(board, men, kings, empty, DM_BLACK, list);
}

int dm_generate_whole_board(const dm_board *board, const dm_position *pos,
                            dm_move_list *list)
{
    return pos->side == DM_WHITE ? generate_side(board, pos, list, DM_WHITE)
                                 : generate_side(board, pos, list, DM_BLACK);
}

int dm_generate_general(const dm_board *board, const dm_position *pos,
                        dm_move_list *list, bool every_path)
{
    return generate_general(board, pos, list, every_path);
}

int dm_generate_moves(const dm_board *board, const dm_position *pos,
                      dm_move_list *list)
{
    if (board->general_captures)
        return generate_general(board, pos, list, false);
    return dm_generate_whole_board(board, pos, list);
}
