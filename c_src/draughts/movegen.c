/* Legal move generation.

   Two capture generators: the whole-board one below, for the rule sets it
   covers (majority by count or none, men capturing backward or not, flying
   kings or not), and the general search of capture.c for every other rule
   (board->general_captures, chosen when the board is built).  The general
   rule sets still find out by whole-board shifts whether a capture exists,
   and make their quiet moves and their captures that are all single jumps
   by men the same way; only the other captures go to a piece-by-piece
   search (see "Rule sets of the general capture search").

   Quiet moves and the existence of captures are found for all pieces at
   once by shifting whole bitboards (board.c chose a layout where every
   diagonal direction is one shift).  Directions 0 and 1 are White's forward
   ones with positive shifts; 2 and 3 are their opposites, so the opposite
   of direction d is d ^ 2.  Full capture sequences are searched piece by
   piece, depth first, only when some capture exists. */
#include "draughts/movegen.h"

#include "draughts/capture.h"
#include "draughts/lines.h"

#include <stdbool.h>
#include <string.h>

#define ALWAYS_INLINE static inline __attribute__((always_inline))

static inline int opposite(int direction) { return direction ^ 2; }

/* The side is a constant wherever this is inlined, so it becomes a plain
   shift. */
ALWAYS_INLINE bb_t forward(bb_t b, int amount, dm_side side)
{
    return side == DM_WHITE ? b << amount : b >> amount;
}

/* A whole-board step along any direction of the per-square tables
   (DM_ALL_DIRECTIONS): board->line_shift and line_from.  A diagonal step
   needs no mask, and its sign is known (0 and 1 up). */
ALWAYS_INLINE bb_t step_line(const dm_board *board, bb_t b, int direction)
{
    if (direction < DM_DIRECTIONS) {
        int shift = board->shift[direction];
        return direction < 2 ? b << shift : b >> -shift;
    }
    return bb_shift(b & board->line_from[direction], board->line_shift[direction]);
}

/* ---- Rule copies ------------------------------------------------------ */

/* Each rule set of the whole-board generator, with each side to move,
   gets its own copy of the hot code, in which the switches are
   constants: the loops over directions unroll into fixed shifts and no
   rule is tested per position or per jump.  A "kind" (the bits below)
   names the copy; it is read from the board once per call, and every
   function taking `unsigned kind` is inlined with a constant kind (the
   recursive ones through a table of copies, one per kind).  The rule bits
   are the board's rule_copy. */
enum {
    KIND_BACKWARD = DM_COPY_BACKWARD,
    KIND_FLYING = DM_COPY_FLYING,
    KIND_MAJORITY = DM_COPY_MAJORITY,
    KIND_BLACK = 8,
    KINDS = 16
};

#define FOR_EACH_KIND(X)                                                                  \
    X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12) X(13) X(14) X(15)

static inline unsigned kind_of(const dm_board *board, dm_side side)
{
    return board->rule_copy | (side == DM_BLACK ? KIND_BLACK : 0u);
}

ALWAYS_INLINE dm_side kind_side(unsigned kind)
{
    return kind & KIND_BLACK ? DM_BLACK : DM_WHITE;
}

/* The same rules with the other side to move. */
ALWAYS_INLINE unsigned kind_reply(unsigned kind) { return kind ^ KIND_BLACK; }

/* Whether men capture along diagonal d under this kind. */
ALWAYS_INLINE bool kind_man_captures(unsigned kind, int d)
{
    return (kind & KIND_BACKWARD) || (kind_side(kind) == DM_WHITE ? d < 2 : d >= 2);
}

/* A whole-board step along diagonal d: a and b are board->shift[0] and
   shift[1], d a constant wherever this is inlined. */
ALWAYS_INLINE bb_t diagonal_step(bb_t x, int d, int a, int b)
{
    int s = d & 1 ? b : a;
    return d < 2 ? x << s : x >> s;
}

/* ---- Captures, piece by piece ----------------------------------------- */

/* A man's different paths can take the same pieces between the same
   squares only by going round a loop, which takes at least four jumps. */
#define MAN_REPEATS_FROM 4

typedef struct {
    dm_move_list *list;  /* where moves go; NULL to count them only */
    bb_t opp;            /* enemy pieces; those taken stay until the move ends */
    bb_t empty;          /* empty squares, the mover's start square included */
    int a, b;            /* board->shift[0] and shift[1] */
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
ALWAYS_INLINE bool keep_by_majority(capture_search *cs, int n, unsigned kind)
{
    if (!(kind & KIND_MAJORITY) || n == cs->best)
        return true;
    if (n < cs->best)
        return false;
    cs->best = n;
    cs->count = 0;
    if (cs->list)
        cs->list->count = 0;
    return true;
}

ALWAYS_INLINE void add_capture(capture_search *cs, int to, bb_t captured, int n,
                               int repeats_from, unsigned kind)
{
    if (!keep_by_majority(cs, n, kind))
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
    /* The whole arrays, a constant size the compiler copies in a few
       instructions: the bytes beyond n are never read. */
    memcpy(m->landing, cs->landing, sizeof m->landing);
    memcpy(m->taken, cs->taken, sizeof m->taken);
}

typedef void man_jumps_fn(capture_search *cs, bb_t at, bb_t captured, int n);
#define DECLARE_MAN_JUMPS(k) static man_jumps_fn man_jumps_##k;
FOR_EACH_KIND(DECLARE_MAN_JUMPS)
#define MAN_JUMPS_ENTRY(k) man_jumps_##k,
static man_jumps_fn *const man_jumps_of[KINDS] = { FOR_EACH_KIND(MAN_JUMPS_ENTRY) };

/* A man that can jump again must: only where it cannot is a move found. */
ALWAYS_INLINE void man_jumps_body(capture_search *cs, bb_t at, bb_t captured, int n,
                                  unsigned kind)
{
    bb_t enemies = cs->opp & ~captured;
    bool went_on = false;
#pragma GCC unroll 4
    for (int d = 0; d < DM_DIRECTIONS; d++) {
        if (!kind_man_captures(kind, d))
            continue;
        bb_t over = diagonal_step(at, d, cs->a, cs->b) & enemies;
        bb_t land = diagonal_step(over, d, cs->a, cs->b) & cs->empty;
        if (!land)
            continue;
        if (n == DM_MAX_CAPTURES) {
            cs->overflow = true;
            return;
        }
        went_on = true;
        cs->landing[n] = (uint8_t)bb_first(land);
        cs->taken[n] = (uint8_t)bb_first(over);
        man_jumps_of[kind](cs, land, captured | over, n + 1);
    }
    if (!went_on && n > 0)
        add_capture(cs, bb_first(at), captured, n, MAN_REPEATS_FROM, kind);
}

#define DEFINE_MAN_JUMPS(k)                                                               \
    static __attribute__((noinline)) void man_jumps_##k(capture_search *cs, bb_t at,      \
                                                        bb_t captured, int n)             \
    {                                                                                     \
        man_jumps_body(cs, at, captured, n, k);                                           \
    }
FOR_EACH_KIND(DEFINE_MAN_JUMPS)

/* Where a king on `at` can land after taking the first enemy piece along
   diagonal d (stored in *over); 0 if it cannot. */
ALWAYS_INLINE bb_t king_landings(const capture_search *cs, int at, bb_t captured, int d,
                                 bb_t *over, unsigned kind)
{
    bool flying = kind & KIND_FLYING;
    bb_t b = diagonal_step(bb_bit(at), d, cs->a, cs->b);
    while (flying && (b & cs->empty))
        b = diagonal_step(b, d, cs->a, cs->b);
    *over = b & cs->opp & ~captured;
    bb_t land = diagonal_step(*over, d, cs->a, cs->b) & cs->empty, all = 0;
    while (land) {
        all |= land;
        if (!flying)
            break;
        land = diagonal_step(land, d, cs->a, cs->b) & cs->empty;
    }
    return all;
}

ALWAYS_INLINE bool king_can_capture(const capture_search *cs, int at, bb_t captured,
                                    unsigned kind)
{
    bb_t over;
#pragma GCC unroll 4
    for (int d = 0; d < DM_DIRECTIONS; d++)
        if (king_landings(cs, at, captured, d, &over, kind))
            return true;
    return false;
}

typedef void king_jumps_fn(capture_search *cs, int at, bb_t captured, int n, int passing);
#define DECLARE_KING_JUMPS(k) static king_jumps_fn king_jumps_##k;
FOR_EACH_KIND(DECLARE_KING_JUMPS)
#define KING_JUMPS_ENTRY(k) king_jumps_##k,
static king_jumps_fn *const king_jumps_of[KINDS] = { FOR_EACH_KIND(KING_JUMPS_ENTRY) };

/* Of the squares beyond a taken piece, only those from which the capture
   goes on are allowed when there are any.  A flying king can reach the same
   squares over the same pieces in another order from two captures on.
   A king that landed beyond the square directly behind the piece it took
   does not go on the same way (`passing` is that direction, -1 for none):
   that motion is the path through the square directly behind, listed
   from there (as in capture.c). */
ALWAYS_INLINE void king_jumps_body(capture_search *cs, int at, bb_t captured, int n,
                                   int passing, unsigned kind)
{
#pragma GCC unroll 4
    for (int d = 0; d < DM_DIRECTIONS; d++) {
        if (d == passing)
            continue;
        bb_t over, land = king_landings(cs, at, captured, d, &over, kind);
        if (!land)
            continue;
        if (n == DM_MAX_CAPTURES) {
            cs->overflow = true;
            return;
        }
        bb_t now = captured | over, going_on = 0;
        for (bb_t l = land; l; l = bb_drop_first(l))
            if (king_can_capture(cs, bb_first(l), now, kind))
                going_on |= bb_bit(bb_first(l));
        cs->taken[n] = (uint8_t)bb_first(over);
        bb_t behind = diagonal_step(over, d, cs->a, cs->b);
        for (bb_t l = going_on ? going_on : land; l; l = bb_drop_first(l)) {
            cs->landing[n] = (uint8_t)bb_first(l);
            if (going_on)
                king_jumps_of[kind](cs, bb_first(l), now, n + 1,
                                    bb_bit(bb_first(l)) == behind ? -1 : d);
            else
                add_capture(cs, bb_first(l), now, n + 1, 2, kind);
        }
    }
}

#define DEFINE_KING_JUMPS(k)                                                              \
    static __attribute__((noinline)) void king_jumps_##k(capture_search *cs, int at,     \
                                                         bb_t captured, int n,            \
                                                         int passing)                     \
    {                                                                                     \
        king_jumps_body(cs, at, captured, n, passing, k);                                 \
    }
FOR_EACH_KIND(DEFINE_KING_JUMPS)

/* Every capture by the pieces in `capturers` (the others cannot capture),
   taking pieces of `prey` (the enemy pieces, or when only men capture,
   those the men may take), into list, or only counted when list is NULL.
   Returns the number of moves, or -1 on overflow or when counting alone
   cannot tell repeats.  Out of line, one copy per kind. */
ALWAYS_INLINE int64_t search_captures_body(const dm_board *board, const dm_position *pos,
                                           bb_t capturers, bb_t prey, dm_move_list *list,
                                           unsigned kind)
{
    dm_side side = kind_side(kind);
    bb_t own = dm_side_pieces(pos, side);
    capture_search cs = {
        .list = list,
        .opp = prey,
        .a = board->shift[0],
        .b = board->shift[1],
    };
    bb_t empty = board->valid & ~(own | dm_side_pieces(pos, dm_opponent(side)));
    if (list)
        list->count = 0;
    for (; capturers; capturers = bb_drop_first(capturers)) {
        int at = bb_first(capturers);
        cs.from = (uint8_t)at;
        cs.empty = empty | bb_bit(at);
        if (pos->kings & bb_bit(at))
            king_jumps_of[kind](&cs, at, 0, 0, -1);
        else
            man_jumps_of[kind](&cs, bb_bit(at), 0, 0);
    }
    if (cs.overflow || cs.may_repeat)
        return -1;
    return list ? list->count : cs.count;
}

typedef int64_t search_captures_fn(const dm_board *board, const dm_position *pos,
                                   bb_t capturers, bb_t prey, dm_move_list *list);
#define DEFINE_SEARCH_CAPTURES(k)                                                         \
    static __attribute__((noinline)) int64_t search_captures_##k(                         \
        const dm_board *board, const dm_position *pos, bb_t capturers, bb_t prey,         \
        dm_move_list *list)                                                               \
    {                                                                                     \
        return search_captures_body(board, pos, capturers, prey, list, k);                \
    }
FOR_EACH_KIND(DEFINE_SEARCH_CAPTURES)
#define SEARCH_CAPTURES_ENTRY(k) search_captures_##k,
static search_captures_fn *const search_captures_of[KINDS] = {
    FOR_EACH_KIND(SEARCH_CAPTURES_ENTRY)
};

/* ---- Whole-board tests and counts ------------------------------------- */

/* Landing squares of every first jump by men, per direction (0 where men
   may not capture that way). */
ALWAYS_INLINE void man_first_jumps(const dm_board *board, bb_t men, bb_t opp,
                                   bb_t empty, unsigned kind, bb_t land[DM_DIRECTIONS])
{
    int a = board->shift[0], b = board->shift[1];
#pragma GCC unroll 4
    for (int d = 0; d < DM_DIRECTIONS; d++)
        land[d] = kind_man_captures(kind, d)
                      ? diagonal_step(diagonal_step(men, d, a, b) & opp, d, a, b) & empty : 0;
}

/* Whether any king in `kings` can capture. */
ALWAYS_INLINE bool kings_can_capture(const dm_board *board, bb_t kings, bb_t opp, bb_t empty,
                                     unsigned kind)
{
    bool flying = kind & KIND_FLYING;
    int a = board->shift[0], b = board->shift[1];
#pragma GCC unroll 4
    for (int d = 0; d < DM_DIRECTIONS; d++) {
        bb_t ray = diagonal_step(kings, d, a, b), blockers = 0;
        while (ray) {
            blockers |= ray & ~empty;
            ray = flying ? diagonal_step(ray & empty, d, a, b) : 0;
        }
        if (diagonal_step(blockers & opp, d, a, b) & empty)
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
                                    bb_t opp, bb_t empty, unsigned kind,
                                    capture_outline *outline)
{
    man_first_jumps(board, men, opp, empty, kind, outline->land);
    bb_t *land = outline->land;
    outline->king_captures = kings && kings_can_capture(board, kings, opp, empty, kind);
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
        man_first_jumps(board, land[d], opp, empty, kind, again);
        again[opposite(d)] = 0;
        single = !(again[0] | again[1] | again[2] | again[3]);
    }
    outline->only_single_jumps = single;
    return true;
}

/* The pieces that can start a capture. */
ALWAYS_INLINE bb_t capturers(const dm_board *board, bb_t kings, const capture_outline *outline)
{
    int a = board->shift[0], b = board->shift[1];
    bb_t from = outline->king_captures ? kings : 0;
#pragma GCC unroll 4
    for (int d = 0; d < DM_DIRECTIONS; d++)
        from |= diagonal_step(diagonal_step(outline->land[d], opposite(d), a, b),
                              opposite(d), a, b);
    return from;
}

/* Kept out of line: rare, and its move list would weigh on every call of
   the bulk counter. */
static __attribute__((noinline)) int64_t count_captures(const dm_board *board,
                                                        const dm_position *pos,
                                                        bb_t capturers, bb_t prey,
                                                        unsigned kind)
{
    int64_t n = search_captures_of[kind](board, pos, capturers, prey, NULL);
    if (n < 0) {
        dm_move_list list;   /* possible repeats must be seen to be dropped */
        n = search_captures_of[kind](board, pos, capturers, prey, &list);
    }
    return n;
}

/* Steps: men forward, kings along the diagonals (the same for every rule
   set). */
ALWAYS_INLINE int64_t count_quiet(const dm_board *board, bb_t men, bb_t kings,
                                  bb_t empty, dm_side side, bool flying)
{
    int a = board->shift[0], b = board->shift[1];
    int64_t n = bb_count(forward(men, a, side) & empty) + bb_count(forward(men, b, side) & empty);
    if (kings) {
        for (int d = 0; d < DM_DIRECTIONS; d++) {
            int shift = board->shift[d];
            for (bb_t ray = bb_shift(kings, shift) & empty; ray;
                 ray = flying ? bb_shift(ray, shift) & empty : 0)
                n += bb_count(ray);
        }
    }
    return n;
}

/* ---- Rule sets of the general capture search -------------------------- */

/* Every rule set has the same first jumps as its Brazilian-like
   neighbour: what happens after the first jump (the landing rules, the
   captured pieces, the crowning), the majority rule and the precedence
   decide only which captures are legal, not whether there is one.  Only
   men_capture_kings changes the men's prey, and orthogonal_captures adds
   directions, stepped with board->line_from and line_shift.  So the
   whole-board test comes first here too; the general search runs only
   where some capture takes more than one jump or a king captures. */

static inline int opposite_line(int direction)
{
    return direction < DM_DIRECTIONS ? direction ^ 2 : direction ^ 1;
}

/* Whether men of `side` capture along direction d: forward, sideways
   (orthogonally), and backward when `backward` (men_capture_backward), as
   board->man_capture_directions says; here a constant wherever inlined. */
ALWAYS_INLINE bool men_capture_along(dm_side side, bool backward, int d)
{
    if (backward || d >= 6)
        return true;
    if (d < DM_DIRECTIONS)
        return side == DM_WHITE ? d < 2 : d >= 2;
    return d == (side == DM_WHITE ? 4 : 5);
}

/* Landing squares of every first jump by men along each of `lines`
   directions; returns their union. */
ALWAYS_INLINE bb_t man_first_jumps_along(const dm_board *board, bb_t men, bb_t prey,
                                         bb_t empty, dm_side side, int lines, bool backward,
                                         bb_t land[DM_ALL_DIRECTIONS])
{
    bb_t all = 0;
#pragma GCC unroll 8
    for (int d = 0; d < lines; d++) {
        land[d] = men_capture_along(side, backward, d)
                      ? step_line(board, step_line(board, men, d) & prey, d) & empty : 0;
        all |= land[d];
    }
    return all;
}

/* Whether a man that made one of the first jumps in land can jump again,
   in any direction but straight back (see outline_general).  Diagonally,
   direction by direction is faster (most have no jump); with the
   orthogonal lines, each direction of the second jump at once for all the
   first ones. */
ALWAYS_INLINE bool men_jump_again(const dm_board *board, const bb_t land[DM_ALL_DIRECTIONS],
                                  bb_t prey, bb_t empty, dm_side side, int lines,
                                  bool backward)
{
    if (lines == DM_DIRECTIONS) {
        for (int d = 0; d < DM_DIRECTIONS; d++) {
            if (!land[d])
                continue;
            bb_t again[DM_ALL_DIRECTIONS];
            man_first_jumps_along(board, land[d], prey, empty, side, DM_DIRECTIONS, backward,
                                  again);
            again[opposite_line(d)] = 0;
            if (again[0] | again[1] | again[2] | again[3])
                return true;
        }
        return false;
    }
    /* before[d] | after[d]: the landing squares of every direction but d */
    bb_t before[DM_ALL_DIRECTIONS], after[DM_ALL_DIRECTIONS], again = 0;
    before[0] = after[lines - 1] = 0;
    for (int d = 1; d < lines; d++)
        before[d] = before[d - 1] | land[d - 1];
    for (int d = lines - 2; d >= 0; d--)
        after[d] = after[d + 1] | land[d + 1];
#pragma GCC unroll 8
    for (int e = 0; e < lines; e++) {
        int back = opposite_line(e);
        bb_t men = before[back] | after[back];
        if (men_capture_along(side, backward, e))
            again |= step_line(board, step_line(board, men, e) & prey, e) & empty;
    }
    return again != 0;
}

static bool kings_can_capture_along(const dm_board *board, bb_t kings, bb_t opp,
                                    bb_t empty, int lines)
{
    bool flying = board->rules.flying_kings;
#pragma GCC unroll 8
    for (int d = 0; d < lines; d++) {
        bb_t ray = step_line(board, kings, d), blockers = 0;
        while (ray) {
            blockers |= ray & ~empty;
            ray = flying ? step_line(board, ray & empty, d) : 0;
        }
        if (step_line(board, blockers & opp, d) & empty)
            return true;
    }
    return false;
}

/* Whether men capturing from the squares in `at` on might land in
   `target`: every square they could land on, jumping any piece of prey
   any number of times onto squares of `open`, is a superset of where a
   capture can take them. */
ALWAYS_INLINE bool men_may_reach(const dm_board *board, bb_t at, bb_t prey, bb_t open,
                                 dm_side side, bool backward, bb_t target)
{
    bb_t reached = at, fresh = at;
    while (fresh && !(reached & target)) {
        bb_t land[DM_ALL_DIRECTIONS];
        fresh = man_first_jumps_along(board, fresh, prey, open, side, DM_DIRECTIONS, backward,
                                      land) & ~reached;
        reached |= fresh;
    }
    return (reached & target) != 0;
}

typedef enum { NO_CAPTURE, SINGLE_JUMPS, MEN_SEARCH, SEARCH } capture_kind;

/* What the side to move can capture, for any rule set: land (lines
   directions) holds the men's first jumps; with SINGLE_JUMPS they are the
   legal captures, each a whole move; with MEN_SEARCH and SEARCH, *from
   holds the pieces that can start a capture, to be searched by
   search_captures (taking pieces of *prey) or by the general search.

   Only men capture, diagonally, and the rules would rank no capture above
   another for the kings it takes: then the rules that differ from the
   Brazilian family's do not matter, and search_captures finds the same
   captures.  The landing rules are about kings; men stop only on squares
   two steps from where they started a jump, and the pieces they take one
   step off, so captured_pieces_block changes none of their jumps; without
   a king among the prey, majority by value is majority by count and
   most_kings and earliest_king rank nothing; and by_king finds only men.
   Crowning during the capture matters only where a man could reach its
   far row, and search_captures knows no orthogonal jump: left to the
   general search.  Every path is counted by the general search alone
   (search_captures merges repeated paths). */
ALWAYS_INLINE capture_kind outline_general(const dm_board *board, const dm_position *pos,
                                           dm_side side, int lines, bool backward,
                                           bool every_path,
                                           bb_t land[DM_ALL_DIRECTIONS], bb_t *from,
                                           bb_t *men_prey)
{
    bb_t own = dm_side_pieces(pos, side), opp = dm_side_pieces(pos, dm_opponent(side));
    bb_t empty = board->valid & ~(own | opp);
    bb_t men = own & ~pos->kings, kings = own & pos->kings;
    bb_t prey = board->rules.men_capture_kings ? opp : opp & ~pos->kings;
    bb_t landed = man_first_jumps_along(board, men, prey, empty, side, lines, backward, land);
    bool king_captures = kings && kings_can_capture_along(board, kings, opp, empty, lines);
    if (!landed && !king_captures)
        return NO_CAPTURE;
    /* As in outline_captures, a man's second jump never goes back the way
       its first came, not even where taken pieces leave at once: the square
       behind it is then empty.  A man crowned on landing goes on as a king:
       left to the search. */
    bool single = !king_captures &&
                  !(board->rules.crown_during_capture && (landed & board->promotion[side])) &&
                  !men_jump_again(board, land, prey, empty, side, lines, backward);
    if (single) {
        if (board->single_jumps_prefer_kings) {
            bb_t takes_king[DM_ALL_DIRECTIONS], any = 0;
            for (int d = 0; d < lines; d++) {
                takes_king[d] = land[d] & step_line(board, prey & pos->kings, d);
                any |= takes_king[d];
            }
            if (any)
                for (int d = 0; d < lines; d++)
                    land[d] = takes_king[d];
        }
        return SINGLE_JUMPS;
    }
    *from = king_captures ? kings : 0;
    for (int d = 0; d < lines; d++)
        *from |= bb_shift(land[d], -2 * board->line_shift[d]);
    *men_prey = prey;
    return lines == DM_DIRECTIONS && !every_path && !king_captures &&
                   !(board->rules.crown_during_capture &&
                     men_may_reach(board, landed, prey, empty | men, side, backward,
                                   board->promotion[side])) &&
                   !(board->single_jumps_prefer_kings && (prey & pos->kings))
               ? MEN_SEARCH : SEARCH;
}

/* Kept out of line, as count_captures. */
static __attribute__((noinline)) int64_t count_searched(const dm_board *board,
                                                        const dm_position *pos,
                                                        bb_t capturers, bool every_path)
{
    dm_move_list list;
    return dm_search_captures_by(board, pos, capturers, &list, every_path);
}

ALWAYS_INLINE int64_t count_general_side(const dm_board *board, const dm_position *pos,
                                         dm_side side, int lines, bool backward,
                                         bool every_path)
{
    bb_t land[DM_ALL_DIRECTIONS], from = 0, prey = 0;
    switch (outline_general(board, pos, side, lines, backward, every_path, land, &from, &prey)) {
    case SINGLE_JUMPS: {
        int64_t n = 0;
        for (int d = 0; d < lines; d++)
            n += bb_count(land[d]);
        return n;
    }
    case MEN_SEARCH: return count_captures(board, pos, from, prey, kind_of(board, side));
    case SEARCH: return count_searched(board, pos, from, every_path);
    case NO_CAPTURE: break;
    }
    bb_t own = dm_side_pieces(pos, side), opp = dm_side_pieces(pos, dm_opponent(side));
    bb_t empty = board->valid & ~(own | opp);
    return count_quiet(board, own & ~pos->kings, own & pos->kings, empty, side,
                       board->rules.flying_kings);
}

/* One copy of the code for each side, lines and men_capture_backward:
   the directions men capture in are constants in each. */
#define DISPATCH_GENERAL(call, board, pos, ...)                                           \
    ((pos)->side == DM_WHITE                                                              \
         ? DISPATCH_LINES(call, board, pos, DM_WHITE, __VA_ARGS__)                        \
         : DISPATCH_LINES(call, board, pos, DM_BLACK, __VA_ARGS__))
#define DISPATCH_LINES(call, board, pos, side, ...)                                       \
    ((board)->rules.orthogonal_captures                                                   \
         ? DISPATCH_BACKWARD(call, board, pos, side, DM_ALL_DIRECTIONS, __VA_ARGS__)      \
         : DISPATCH_BACKWARD(call, board, pos, side, DM_DIRECTIONS, __VA_ARGS__))
#define DISPATCH_BACKWARD(call, board, pos, side, lines, ...)                             \
    ((board)->rules.men_capture_backward ? call(board, pos, __VA_ARGS__, side, lines, true) \
                                         : call(board, pos, __VA_ARGS__, side, lines, false))

ALWAYS_INLINE int64_t count_general_with(const dm_board *board, const dm_position *pos,
                                         bool every_path, dm_side side, int lines,
                                         bool backward)
{
    return count_general_side(board, pos, side, lines, backward, every_path);
}

static __attribute__((noinline)) int64_t count_general(const dm_board *board,
                                                       const dm_position *pos,
                                                       bool every_path)
{
    if (board->rules.orthogonal_lines)
        return dm_lines_count(board, pos, every_path);
    return DISPATCH_GENERAL(count_general_with, board, pos, every_path);
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

/* The jump over the square shift before landing square t. */
ALWAYS_INLINE void set_single_jump(dm_move *m, int t, int shift)
{
    m->from = (uint8_t)(t - 2 * shift);
    m->to = (uint8_t)t;
    m->captures = 1;
    m->crowned = 0;
    m->landing[0] = (uint8_t)t;
    m->taken[0] = (uint8_t)(t - shift);
    m->captured = bb_bit(t - shift);
}

/* Single jumps along the first `lines` directions, appended to list: land[d]
   holds the landing squares of the jumps along d. */
ALWAYS_INLINE int add_single_jumps_along(const dm_board *board,
                                         const bb_t *land, int lines,
                                         dm_move_list *list)
{
    for (int d = 0; d < lines; d++) {
        int shift = board->line_shift[d];
        for (bb_t to = land[d]; to; to = bb_drop_first(to)) {
            if (list->count == DM_MAX_MOVES)
                return -1;
            set_single_jump(&list->move[list->count++], bb_first(to), shift);
        }
    }
    return list->count;
}

/* Each first jump is a whole move: list them straight from the outline,
   into an empty list.  Along one direction each jump has its own mover,
   piece taken and landing square, three distinct squares: a third of the
   squares per direction at most, so they fit without a test of the
   list's room per move. */
_Static_assert(DM_DIRECTIONS * (DM_MAX_SQUARES / 3) <= DM_MAX_MOVES, "single jumps fit in a move list");
ALWAYS_INLINE int add_single_jumps(const dm_board *board, const capture_outline *outline,
                                   dm_move_list *list)
{
    int n = 0;
#pragma GCC unroll 4
    for (int d = 0; d < DM_DIRECTIONS; d++) {
        int shift = board->shift[d];
        for (bb_t to = outline->land[d]; to; to = bb_drop_first(to))
            set_single_jump(&list->move[n++], bb_first(to), shift);
    }
    list->count = n;
    return n;
}

/* The men's steps cannot overflow an empty list: two per man at most. */
_Static_assert(2 * DM_MAX_SQUARES <= DM_MAX_MOVES, "men's steps fit in a move list");

/* Steps into an empty list.  The men's, the most frequent moves of the
   search, without a test of the list's room per move. */
ALWAYS_INLINE int add_quiet(const dm_board *board, bb_t men, bb_t kings, bb_t empty,
                            dm_side side, bool flying, dm_move_list *list)
{
    int n = 0;
    for (int i = 0; i < 2; i++) {
        int shift = board->shift[i];
        for (bb_t to = forward(men, shift, side) & empty; to; to = bb_drop_first(to)) {
            int t = bb_first(to);
            dm_move *m = &list->move[n++];
            m->captured = 0;
            m->from = (uint8_t)(side == DM_WHITE ? t - shift : t + shift);
            m->to = (uint8_t)t;
            m->captures = 0;
            m->crowned = 0;
        }
    }
    list->count = n;
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

/* Every legal move of the side `kind` names, or with quiet not NULL only
   the captures, the quiet moves counted into *quiet (see
   dm_generate_captures); one copy of each per kind. */
ALWAYS_INLINE int generate_kind_body(const dm_board *board, const dm_position *pos,
                                     dm_move_list *list, int64_t *quiet, unsigned kind)
{
    dm_side side = kind_side(kind);
    bb_t own = dm_side_pieces(pos, side), opp = dm_side_pieces(pos, dm_opponent(side));
    bb_t empty = board->valid & ~(own | opp);
    bb_t men = own & ~pos->kings, kings = own & pos->kings;
    capture_outline outline;
    list->count = 0;
    if (outline_captures(board, men, kings, opp, empty, kind, &outline)) {
        if (quiet)
            *quiet = 0;
        return outline.only_single_jumps
                   ? add_single_jumps(board, &outline, list)
                   : (int)search_captures_of[kind](board, pos,
                                                   capturers(board, kings, &outline), opp,
                                                   list);
    }
    if (quiet) {
        *quiet = count_quiet(board, men, kings, empty, side, kind & KIND_FLYING);
        return 0;
    }
    return add_quiet(board, men, kings, empty, side, kind & KIND_FLYING, list);
}

typedef int generate_fn(const dm_board *board, const dm_position *pos, dm_move_list *list);
#define DEFINE_GENERATE(k)                                                                \
    static int generate_##k(const dm_board *board, const dm_position *pos,               \
                            dm_move_list *list)                                           \
    {                                                                                     \
        return generate_kind_body(board, pos, list, NULL, k);                             \
    }
FOR_EACH_KIND(DEFINE_GENERATE)
#define GENERATE_ENTRY(k) generate_##k,
static generate_fn *const generate_of[KINDS] = { FOR_EACH_KIND(GENERATE_ENTRY) };

typedef int generate_captures_fn(const dm_board *board, const dm_position *pos,
                                 dm_move_list *list, int64_t *quiet);
#define DEFINE_GENERATE_CAPTURES(k)                                                       \
    static int generate_captures_##k(const dm_board *board, const dm_position *pos,      \
                                     dm_move_list *list, int64_t *quiet)                  \
    {                                                                                     \
        return generate_kind_body(board, pos, list, quiet, k);                            \
    }
FOR_EACH_KIND(DEFINE_GENERATE_CAPTURES)
#define GENERATE_CAPTURES_ENTRY(k) generate_captures_##k,
static generate_captures_fn *const generate_captures_of[KINDS] = {
    FOR_EACH_KIND(GENERATE_CAPTURES_ENTRY)
};

ALWAYS_INLINE int generate_general_side(const dm_board *board, const dm_position *pos,
                                        dm_move_list *list, dm_side side, int lines,
                                        bool backward, bool every_path)
{
    bb_t land[DM_ALL_DIRECTIONS], from = 0, prey = 0;
    list->count = 0;
    switch (outline_general(board, pos, side, lines, backward, every_path, land, &from, &prey)) {
    case SINGLE_JUMPS: return add_single_jumps_along(board, land, lines, list);
    case MEN_SEARCH:
        return (int)search_captures_of[kind_of(board, side)](board, pos, from, prey, list);
    case SEARCH: return dm_search_captures_by(board, pos, from, list, every_path);
    case NO_CAPTURE: break;
    }
    bb_t own = dm_side_pieces(pos, side), opp = dm_side_pieces(pos, dm_opponent(side));
    bb_t empty = board->valid & ~(own | opp);
    return add_quiet(board, own & ~pos->kings, own & pos->kings, empty, side,
                     board->rules.flying_kings, list);
}

ALWAYS_INLINE int generate_general_with(const dm_board *board, const dm_position *pos,
                                        dm_move_list *list, bool every_path, dm_side side,
                                        int lines, bool backward)
{
    return generate_general_side(board, pos, list, side, lines, backward, every_path);
}

static __attribute__((noinline)) int generate_general(const dm_board *board,
                                                      const dm_position *pos,
                                                      dm_move_list *list, bool every_path)
{
    if (board->rules.orthogonal_lines)
        return dm_lines_generate(board, pos, list, every_path);
    return DISPATCH_GENERAL(generate_general_with, board, pos, list, every_path);
}

int dm_generate_whole_board(const dm_board *board, const dm_position *pos,
                            dm_move_list *list)
{
    return generate_of[kind_of(board, pos->side)](board, pos, list);
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

int dm_generate_captures(const dm_board *board, const dm_position *pos,
                         dm_move_list *list, int64_t *quiet_moves)
{
    if (!board->general_captures)
        return generate_captures_of[kind_of(board, pos->side)](board, pos, list, quiet_moves);
    /* The general rule sets list their quiet moves: they are rare. */
    int n = generate_general(board, pos, list, false);
    *quiet_moves = 0;
    if (n > 0 && !list->move[0].captures) {
        *quiet_moves = n;
        list->count = n = 0;
    }
    return n;
}

/* ---- Counting under the whole-board rule sets ------------------------- */

/* Perft spends nearly all its time counting the replies to each move one
   ply above the leaves, so this is the hot path of the engine: one copy
   of it per kind (see "Rule copies"). */

/* Landing squares of the men's first jumps, all directions together. */
ALWAYS_INLINE bb_t men_jump_landings(bb_t men, bb_t prey, bb_t empty, int a, int b,
                                     unsigned kind)
{
    bb_t land = 0;
#pragma GCC unroll 4
    for (int d = 0; d < DM_DIRECTIONS; d++)
        if (kind_man_captures(kind, d))
            land |= diagonal_step(diagonal_step(men, d, a, b) & prey, d, a, b) & empty;
    return land;
}

/* The counts of capture sequences by men alone, depth first from each
   first jump: men only, so that it needs none of the kings' landing
   rules. */
typedef struct {
    int a, b;            /* board->shift[0], shift[1] */
    int best;            /* most pieces taken so far (majority rule) */
    int64_t count;       /* sequences taking `best` pieces */
    bool may_repeat;     /* a counted sequence may repeat another (merged) */
    bool overflow;       /* a sequence longer than DM_MAX_CAPTURES */
} men_tally;

/* A sequence of n jumps ends here. */
ALWAYS_INLINE void tally_sequence(men_tally *t, int n, unsigned kind)
{
    if (kind & KIND_MAJORITY) {
        if (n < t->best)
            return;
        if (n > t->best) {
            t->best = n;
            t->count = 0;
            t->may_repeat = false;
        }
    }
    t->count++;
    t->may_repeat |= n >= MAN_REPEATS_FROM;
}

typedef void men_count_fn(bb_t at, bb_t prey, bb_t empty, int n, men_tally *t);
#define DECLARE_MEN_COUNT(k) static men_count_fn men_count_##k;
FOR_EACH_KIND(DECLARE_MEN_COUNT)
#define MEN_COUNT_ENTRY(k) men_count_##k,
static men_count_fn *const men_count_of[KINDS] = { FOR_EACH_KIND(MEN_COUNT_ENTRY) };

/* A man that landed on `at` after n jumps, and can jump again: it must.
   The pieces taken stay on the board until the move ends (every
   whole-board rule set), so they are not empty, and prey loses them.
   Whether the man can go on from the next square is tested here, before
   the call: most sequences end there, and then no call is made. */
ALWAYS_INLINE void jumps_from(bb_t at, bb_t prey, bb_t empty, int n, men_tally *t,
                              unsigned kind)
{
    if (n == DM_MAX_CAPTURES) {
        t->overflow = true;
        return;
    }
#pragma GCC unroll 4
    for (int d = 0; d < DM_DIRECTIONS; d++) {
        if (!kind_man_captures(kind, d))
            continue;
        bb_t over = diagonal_step(at, d, t->a, t->b) & prey;
        bb_t land = diagonal_step(over, d, t->a, t->b) & empty;
        if (!land)
            continue;
        if (men_jump_landings(land, prey ^ over, empty, t->a, t->b, kind))
            men_count_of[kind](land, prey ^ over, empty, n + 1, t);
        else
            tally_sequence(t, n + 1, kind);
    }
}

/* noinline: the compiler would otherwise unroll the recursion several
   levels deep, into 100 KB of code per kind. */
#define DEFINE_MEN_COUNT(k)                                                               \
    static __attribute__((noinline)) void men_count_##k(bb_t at, bb_t prey, bb_t empty,  \
                                                        int n, men_tally *t)              \
    {                                                                                     \
        jumps_from(at, prey, empty, n, t, k);                                             \
    }
FOR_EACH_KIND(DEFINE_MEN_COUNT)

/* The count of the moves of the side `kind` names, own against opp, when
   it has no king and some man can jump twice (count() below; land[d]: the
   men's first jumps along d).  Out of line, one copy per kind.  Returns
   -1 on overflow. */
ALWAYS_INLINE int64_t men_sequences_count_body(const dm_board *board, bb_t own, bb_t opp,
                                               const bb_t land[DM_DIRECTIONS], unsigned kind)
{
    int a = board->shift[0], b = board->shift[1];
    bb_t empty = board->valid & ~(own | opp);
    /* The squares from which a man could jump: a first jump landing on one
       goes on (as in count(), the way back is closed), the others end
       there.  Some first jump goes on, so under the majority rule no
       capture of one piece is legal; else each is one move. */
    bb_t again = 0;
#pragma GCC unroll 4
    for (int d = 0; d < DM_DIRECTIONS; d++)
        if (kind_man_captures(kind, d))
            again |= diagonal_step(diagonal_step(empty, opposite(d), a, b) & opp, opposite(d),
                                   a, b);
    men_tally t = { .a = a, .b = b, .best = 2 };
    if (!(kind & KIND_MAJORITY))
        t.count = bb_count(land[0] & ~again) + bb_count(land[1] & ~again) +
                  bb_count(land[2] & ~again) + bb_count(land[3] & ~again);
#pragma GCC unroll 4
    for (int d = 0; d < DM_DIRECTIONS; d++)
        for (bb_t to = land[d] & again; to; to = bb_drop_first(to)) {
            bb_t at = to & -to, over = diagonal_step(at, opposite(d), a, b);
            /* the man's start square is empty for the rest of its move */
            bb_t open = empty | diagonal_step(over, opposite(d), a, b);
            men_count_of[kind](at, opp ^ over, open, 1, &t);
        }
    if (!t.overflow && !t.may_repeat)
        return t.count;
    /* Sequences that may repeat one another: the list merges them. */
    dm_position pos = { .side = kind_side(kind) };
    pos.pieces[kind_side(kind)] = own;
    pos.pieces[dm_opponent(kind_side(kind))] = opp;
    bb_t from = 0;
#pragma GCC unroll 4
    for (int d = 0; d < DM_DIRECTIONS; d++)
        from |= diagonal_step(diagonal_step(land[d], opposite(d), a, b), opposite(d), a, b);
    return count_captures(board, &pos, from, opp, kind);
}

/* Every legal move of the side `kind` names, own against opp (own_kings:
   its kings, not 0 here).  The other side's kings change nothing under
   these rules (men capture kings, the majority counts pieces), so they
   are not asked for.  Out of line, one copy per kind: kings are rare in
   the positions perft counts.  Returns -1 on overflow. */
ALWAYS_INLINE int64_t full_count_body(const dm_board *board, bb_t own, bb_t opp,
                                      bb_t own_kings, unsigned kind)
{
    dm_side side = kind_side(kind);
    int a = board->shift[0], b = board->shift[1];
    bool flying = kind & KIND_FLYING;
    bb_t empty = board->valid & ~(own | opp);
    bb_t men = own & ~own_kings;
    bb_t land[DM_DIRECTIONS], any = 0;
#pragma GCC unroll 4
    for (int d = 0; d < DM_DIRECTIONS; d++) {
        land[d] = kind_man_captures(kind, d)
                      ? diagonal_step(diagonal_step(men, d, a, b) & opp, d, a, b) & empty : 0;
        any |= land[d];
    }
    bool king_captures = false;
#pragma GCC unroll 4
    for (int d = 0; d < DM_DIRECTIONS && !king_captures; d++) {
        bb_t ray = diagonal_step(own_kings, d, a, b), blockers = 0;
        while (ray) {
            blockers |= ray & ~empty;
            ray = flying ? diagonal_step(ray & empty, d, a, b) : 0;
        }
        king_captures = (diagonal_step(blockers & opp, d, a, b) & empty) != 0;
    }
    if (!any && !king_captures) {
        int64_t n = 0;
#pragma GCC unroll 4
        for (int d = 0; d < DM_DIRECTIONS; d++) {
            if (d == (side == DM_WHITE ? 0 : 2) || d == (side == DM_WHITE ? 1 : 3))
                n += bb_count(diagonal_step(men, d, a, b) & empty);
            for (bb_t ray = diagonal_step(own_kings, d, a, b) & empty; ray;
                 ray = flying ? diagonal_step(ray, d, a, b) & empty : 0)
                n += bb_count(ray);
        }
        return n;
    }
    /* As in count(), with the kings: the general count. */
    if (!king_captures && !men_jump_landings(any, opp, empty, a, b, kind))
        return bb_count(land[0]) + bb_count(land[1]) + bb_count(land[2]) + bb_count(land[3]);
    bb_t from = king_captures ? own_kings : 0;
#pragma GCC unroll 4
    for (int d = 0; d < DM_DIRECTIONS; d++)
        from |= diagonal_step(diagonal_step(land[d], opposite(d), a, b), opposite(d), a, b);
    dm_position pos = { .kings = own_kings, .side = side };
    pos.pieces[side] = own;
    pos.pieces[dm_opponent(side)] = opp;
    return count_captures(board, &pos, from, opp, kind);
}

typedef int64_t men_sequences_count_fn(const dm_board *board, bb_t own, bb_t opp,
                                       const bb_t land[DM_DIRECTIONS]);
#define DEFINE_MEN_SEQUENCES_COUNT(k)                                                     \
    static __attribute__((noinline)) int64_t men_sequences_count_##k(                     \
        const dm_board *board, bb_t own, bb_t opp, const bb_t land[DM_DIRECTIONS])        \
    {                                                                                     \
        return men_sequences_count_body(board, own, opp, land, k);                        \
    }
FOR_EACH_KIND(DEFINE_MEN_SEQUENCES_COUNT)
#define MEN_SEQUENCES_COUNT_ENTRY(k) men_sequences_count_##k,
static men_sequences_count_fn *const men_sequences_count_of[KINDS] = {
    FOR_EACH_KIND(MEN_SEQUENCES_COUNT_ENTRY)
};

typedef int64_t full_count_fn(const dm_board *board, bb_t own, bb_t opp, bb_t own_kings);
#define DEFINE_FULL_COUNT(k)                                                              \
    static __attribute__((noinline)) int64_t full_count_##k(const dm_board *board,        \
                                                            bb_t own, bb_t opp,           \
                                                            bb_t own_kings)               \
    {                                                                                     \
        return full_count_body(board, own, opp, own_kings, k);                            \
    }
FOR_EACH_KIND(DEFINE_FULL_COUNT)
#define FULL_COUNT_ENTRY(k) full_count_##k,
static full_count_fn *const full_count_of[KINDS] = { FOR_EACH_KIND(FULL_COUNT_ENTRY) };

/* What the counting code reads from the board, copied into locals once
   per call: the compiler could not keep them in registers across the
   calls out of line otherwise. */
typedef struct {
    const dm_board *board;
    int a, b;            /* board->shift[0] and shift[1], White's forward steps */
    bb_t valid;
} frame;

ALWAYS_INLINE frame frame_of(const dm_board *board)
{
    return (frame){ board, board->shift[0], board->shift[1], board->valid };
}

/* The number of legal moves of the side `kind` names, as full_count_body.
   Inline, for the men: their steps when they cannot capture, else their
   first jumps when no man can jump twice (each is then a move).  The
   landing squares are tested for a second jump all together: the one
   direction a man's second jump could wrongly take, straight back, is
   closed by the man's own start square. */
ALWAYS_INLINE int64_t count(frame f, bb_t own, bb_t opp, bb_t own_kings, unsigned kind)
{
    if (own_kings)
        return full_count_of[kind](f.board, own, opp, own_kings);
    bb_t empty = f.valid & ~(own | opp), men = own;
    bb_t land[DM_DIRECTIONS], any = 0;
#pragma GCC unroll 4
    for (int d = 0; d < DM_DIRECTIONS; d++) {
        land[d] = kind_man_captures(kind, d)
                      ? diagonal_step(diagonal_step(men, d, f.a, f.b) & opp, d, f.a, f.b) & empty
                      : 0;
        any |= land[d];
    }
    if (any) {
        /* A copy made here, not land itself, goes to memory: the compiler
           then keeps land in registers, and stores only on this path. */
        if (men_jump_landings(any, opp, empty, f.a, f.b, kind)) {
            bb_t first_jumps[DM_DIRECTIONS] = { land[0], land[1], land[2], land[3] };
            return men_sequences_count_of[kind](f.board, own, opp, first_jumps);
        }
        return bb_count(land[0]) + bb_count(land[1]) + bb_count(land[2]) + bb_count(land[3]);
    }
    int forward_a = kind_side(kind) == DM_WHITE ? 0 : 2;
    return bb_count(diagonal_step(men, forward_a, f.a, f.b) & empty) +
           bb_count(diagonal_step(men, forward_a + 1, f.a, f.b) & empty);
}

/* The sum, over the legal moves of the side `kind` names, of the number of
   replies (perft's last two plies).  replies() below takes the men's quiet
   moves straight from the bitboards, the position after each only as the
   pieces that differ; the first function here the men's single jumps the
   same way, and every other move through a move list.  Each out of line,
   one copy per kind. */
ALWAYS_INLINE int64_t replies_list_body(const dm_board *board, const dm_position *pos,
                                        unsigned kind)
{
    dm_side side = kind_side(kind), other = dm_opponent(side);
    frame f = frame_of(board);
    dm_move_list list;
    int n = generate_kind_body(board, pos, &list, NULL, kind);
    if (n < 0)
        return -1;
    int64_t total = 0, bad = 0;
    for (int i = 0; i < n; i++) {
        dm_position child;
        dm_make_move_as(board, pos, &list.move[i], &child, false);
        bb_t reply = child.pieces[other];
        int64_t c = count(f, reply, child.pieces[side], reply & child.kings, kind_reply(kind));
        total += c;
        bad |= c;
    }
    return bad < 0 ? -1 : total;
}

/* The counters of a position, one copy per kind: KIND_COPIES(name, body)
   defines name_0 ... name_15, each body(board, pos, k) for its constant k,
   and the table name_of of them. */
typedef int64_t replies_fn(const dm_board *board, const dm_position *pos);
#define FOR_EACH_KIND_OF(X, name, body)                                                   \
    X(name, body, 0) X(name, body, 1) X(name, body, 2) X(name, body, 3)                   \
    X(name, body, 4) X(name, body, 5) X(name, body, 6) X(name, body, 7)                   \
    X(name, body, 8) X(name, body, 9) X(name, body, 10) X(name, body, 11)                 \
    X(name, body, 12) X(name, body, 13) X(name, body, 14) X(name, body, 15)
#define DEFINE_KIND_COPY(name, body, k)                                                   \
    static __attribute__((noinline)) int64_t name##_##k(const dm_board *board,            \
                                                        const dm_position *pos)           \
    {                                                                                     \
        return body(board, pos, k);                                                       \
    }
#define KIND_COPY_ENTRY(name, body, k) name##_##k,
#define KIND_COPIES(name, body)                                                           \
    FOR_EACH_KIND_OF(DEFINE_KIND_COPY, name, body)                                        \
    static replies_fn *const name##_of[KINDS] = { FOR_EACH_KIND_OF(KIND_COPY_ENTRY, name, body) };

KIND_COPIES(replies_list, replies_list_body)

ALWAYS_INLINE int64_t replies_to_jumps_body(const dm_board *board, const dm_position *pos,
                                            unsigned kind)
{
    dm_side side = kind_side(kind);
    frame f = frame_of(board);
    bb_t own = pos->pieces[side], opp = pos->pieces[dm_opponent(side)];
    bb_t empty = f.valid & ~(own | opp), opp_kings = opp & pos->kings;
    bb_t land[DM_DIRECTIONS], any = 0;
#pragma GCC unroll 4
    for (int d = 0; d < DM_DIRECTIONS; d++) {
        land[d] = kind_man_captures(kind, d)
                      ? diagonal_step(diagonal_step(own, d, f.a, f.b) & opp, d, f.a, f.b) & empty
                      : 0;
        any |= land[d];
    }
    /* Only single jumps (see full_count_body): each is a move. */
    if (men_jump_landings(any, opp, empty, f.a, f.b, kind))
        return replies_list_of[kind](board, pos);
    int64_t total = 0, bad = 0;
#pragma GCC unroll 4
    for (int d = 0; d < DM_DIRECTIONS; d++)
        for (bb_t to = land[d]; to; to = bb_drop_first(to)) {
            bb_t target = to & -to, over = diagonal_step(target, opposite(d), f.a, f.b);
            bb_t moved = target | diagonal_step(over, opposite(d), f.a, f.b);
            int64_t c = count(f, opp ^ over, own ^ moved, opp_kings & ~over, kind_reply(kind));
            total += c;
            bad |= c;
        }
    return bad < 0 ? -1 : total;
}

KIND_COPIES(replies_to_jumps, replies_to_jumps_body)

/* replies() for the men's steps of the side `kind` names, opp_kings the
   other side's kings: inlined once with opp_kings 0, so that the copy
   for positions without them has no test of kings per move. */
ALWAYS_INLINE int64_t replies_to_steps(frame f, bb_t own, bb_t opp, bb_t opp_kings,
                                       bb_t empty, unsigned kind)
{
    int64_t total = 0, bad = 0;
    int forward_a = kind_side(kind) == DM_WHITE ? 0 : 2;
#pragma GCC unroll 2
    for (int d = forward_a; d < forward_a + 2; d++)
        for (bb_t to = diagonal_step(own, d, f.a, f.b) & empty; to; to = bb_drop_first(to)) {
            bb_t target = to & -to;
            bb_t moved = target | diagonal_step(target, opposite(d), f.a, f.b);
            int64_t c = count(f, opp, own ^ moved, opp_kings, kind_reply(kind));
            total += c;
            bad |= c;
        }
    return bad < 0 ? -1 : total;
}

ALWAYS_INLINE int64_t replies(const dm_board *board, const dm_position *pos, unsigned kind)
{
    dm_side side = kind_side(kind);
    frame f = frame_of(board);
    bb_t own = pos->pieces[side], opp = pos->pieces[dm_opponent(side)], kings = pos->kings;
    if (own & kings)
        return replies_list_of[kind](board, pos);
    bb_t empty = f.valid & ~(own | opp);
    if (men_jump_landings(own, opp, empty, f.a, f.b, kind))
        return replies_to_jumps_of[kind](board, pos);
    bb_t opp_kings = opp & kings;
    return opp_kings ? replies_to_steps(f, own, opp, opp_kings, empty, kind)
                     : replies_to_steps(f, own, opp, 0, empty, kind);
}

/* The entry points: one function per kind, chosen through a table (a
   switch inlining all sixteen copies into one function made the compiler
   take minutes over it). */
ALWAYS_INLINE int64_t count_position(const dm_board *board, const dm_position *pos,
                                     unsigned kind)
{
    bb_t own = pos->pieces[kind_side(kind)];
    return count(frame_of(board), own, pos->pieces[dm_opponent(kind_side(kind))],
                 own & pos->kings, kind);
}
KIND_COPIES(count_position, count_position)
KIND_COPIES(replies, replies)

/* Perft's last three plies: the sum, over the moves of the side `kind`
   names, of replies() after each.  As in replies(), the men's quiet moves
   are taken from the bitboards, every other move from a move list. */
ALWAYS_INLINE int64_t three_plies_list_body(const dm_board *board, const dm_position *pos,
                                            unsigned kind)
{
    dm_move_list list;
    int n = generate_kind_body(board, pos, &list, NULL, kind);
    if (n < 0)
        return -1;
    int64_t total = 0, bad = 0;
    for (int i = 0; i < n; i++) {
        dm_position child;
        dm_make_move_as(board, pos, &list.move[i], &child, false);
        int64_t c = replies_of[kind_reply(kind)](board, &child);
        total += c;
        bad |= c;
    }
    return bad < 0 ? -1 : total;
}

KIND_COPIES(three_plies_list, three_plies_list_body)

ALWAYS_INLINE int64_t three_plies(const dm_board *board, const dm_position *pos,
                                  unsigned kind)
{
    dm_side side = kind_side(kind), other = dm_opponent(side);
    frame f = frame_of(board);
    bb_t own = pos->pieces[side], opp = pos->pieces[other], kings = pos->kings;
    bb_t empty = f.valid & ~(own | opp);
    if ((own & kings) || men_jump_landings(own, opp, empty, f.a, f.b, kind))
        return three_plies_list_of[kind](board, pos);
    bb_t promotion = board->promotion[side];
    int64_t total = 0, bad = 0;
    int forward_a = side == DM_WHITE ? 0 : 2;
#pragma GCC unroll 2
    for (int d = forward_a; d < forward_a + 2; d++)
        for (bb_t to = diagonal_step(own, d, f.a, f.b) & empty; to; to = bb_drop_first(to)) {
            bb_t target = to & -to;
            dm_position child = { .kings = kings | (target & promotion), .side = other };
            child.pieces[side] = own ^ (target | diagonal_step(target, opposite(d), f.a, f.b));
            child.pieces[other] = opp;
            int64_t c = replies_of[kind_reply(kind)](board, &child);
            total += c;
            bad |= c;
        }
    return bad < 0 ? -1 : total;
}

KIND_COPIES(three_plies, three_plies)

int64_t dm_count_plies_whole_board(const dm_board *board, const dm_position *pos, int plies)
{
    unsigned kind = kind_of(board, pos->side);
    switch (plies) {
    case 1: return count_position_of[kind](board, pos);
    case 2: return replies_of[kind](board, pos);
    case 3: return three_plies_of[kind](board, pos);
    default: return -1;
    }
}

int64_t dm_count_whole_board(const dm_board *board, const dm_position *pos)
{
    return count_position_of[kind_of(board, pos->side)](board, pos);
}

