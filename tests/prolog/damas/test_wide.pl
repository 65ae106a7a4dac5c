/*  Tests of the boards of more than 64 playing squares, which the wide
    engine (damas_wide.so, 128-bit boards; docs/architecture.md, "Wide
    boards") plays: Canadian draughts (12x12, international rules)
    against the published perft counts, through the C engine and the
    reference rules; Sri Lankan draughts, the same game on the board
    turned the other way, so its counts must equal Canadian's; the C
    engine against the reference rules on positions with pieces on
    squares above 64; FEN, square names and move text there; the
    search and the evaluation; and the clear refusals: no endgame
    databases, and the search contexts of one engine refused by the
    other.  Only defines the units; tests/prolog/run_tests.pl runs
    them.

    Canadian squares (White at the bottom): rank 12 holds 1-6 (b12 ..
    l12), rank 1 holds 67-72 (a1 .. k1).
*/
:- module(test_wide, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(aggregate)).
:- use_module(library(damas)).
:- use_module(library(damas/search), [best_move/3, evaluate/2, search/3,
                                     search_context_new/2,
                                     search_context_destroy/1,
                                     search_context_clear/1,
                                     search_context_fits/2,
                                     search_stop/1]).
:- use_module(library(damas/endgame), [endgame_load/2, endgame_generate/2,
                                       endgame_value/2]).
:- use_module(library(damas/svg), [position_svg/3]).
:- use_module(library(damas/match), [match/4]).

:- use_module('../../../kb/draughts/generate', [board_clauses/3]).

%   rectangular(Module, Width, Height, WhiteRanks, BlackRanks): the
%   module Module is a variant on the board of Width files and Height
%   ranks that kb/draughts/generate.pl makes, men on the ranks given and
%   every other rule at its default (Brazilian and international).  No
%   variant played today has a rectangular board, so the library ships
%   none; these show that the engine's layout takes one as it is.  The
%   unit's set-up makes the modules (made while loading, the generator's
%   work disturbed the expansion of the lambdas of the files loaded
%   after this one).

% 10 files, 8 ranks: 40 squares, the 64-bit engine.
rectangular(test_wide_10x8, 10, 8, [1, 2, 3], [6, 7, 8]).
% 14 files, 12 ranks: 84 squares, the wide engine.
rectangular(test_wide_14x12, 14, 12, [1, 2, 3, 4], [9, 10, 11, 12]).

rectangular_variants :-
    forall(rectangular(Module, Width, Height, WhiteRanks, BlackRanks),
           rectangular_variant(Module, Width, Height, WhiteRanks, BlackRanks)).

rectangular_variant(Module, _, _, _, _) :-
    current_predicate(Module:casa/4),
    !.
rectangular_variant(Module, Width, Height, WhiteRanks, BlackRanks) :-
    board_clauses(Width, Height, [_|Facts]),
    forall(member(Fact, Facts), assertz(Module:Fact)),
    assertz(Module:rule(men_start_ranks(white), WhiteRanks)),
    assertz(Module:rule(men_start_ranks(black), BlackRanks)).

:- begin_tests(wide_rectangular, [setup(rectangular_variants)]).

% perft from the start: the C engine against the reference rules.
rectangular_count(test_wide_10x8, [9, 81, 658]).
rectangular_count(test_wide_14x12, [13, 169, 2366]).

test(rectangular_start, forall(rectangular_count(Variant, Counts))) :-
    initial_position(Variant, Start),
    forall(nth1(Depth, Counts, Count),
           ( perft(Start, Depth, C),
             perft(Start, Depth, R, [backend(reference)]),
             assertion(C-R == Count-Count) )).

test(rectangular_fen_round_trip, forall(rectangular_count(Variant, _))) :-
    initial_position(Variant, Start),
    position_fen(Start, Fen),
    fen_position(Fen, Read, [variant(Variant)]),
    assertion(Read == Start).

:- end_tests(wide_rectangular).

:- begin_tests(wide).

% Published: the test tables of the dctl draughts library (Rein
% Halberstadt), Canadian start, captures counted once per start,
% landing square and pieces taken (tests/data/perft_variants.tsv).
canadian_count(1, 11).
canadian_count(2, 121).
canadian_count(3, 1222).
canadian_count(4, 10053).
canadian_count(5, 79049).
canadian_count(6, 584100).

test(canadian_start_published, forall(canadian_count(Depth, Count)), N == Count) :-
    initial_position(canadian, Start),
    perft(Start, Depth, N).

test(canadian_start_reference, forall(( canadian_count(Depth, Count), Depth =< 3 )),
     N == Count) :-
    initial_position(canadian, Start),
    perft(Start, Depth, N, [backend(reference)]).

% Sri Lankan draughts is Canadian draughts mirrored (files reversed):
% the same counts, from both backends.
test(srilankan_start_mirrors_canadian, forall(canadian_count(Depth, Count)), N == Count) :-
    initial_position(srilankan, Start),
    perft(Start, Depth, N).

test(srilankan_start_reference, forall(( canadian_count(Depth, Count), Depth =< 3 )),
     N == Count) :-
    initial_position(srilankan, Start),
    perft(Start, Depth, N, [backend(reference)]).

test(start_masks_above_64_bits, White-Black == ExpectedWhite-ExpectedBlack) :-
    initial_position(canadian, position(_, white, White, Black, 0)),
    ExpectedWhite is (1 << 72) - (1 << 42),
    ExpectedBlack is (1 << 30) - 1.

% Positions with kings and pieces on squares above 64: both backends
% give the same moves and the same perft(3).
wide_fen(canadian, 'W:WK70,K62,50,45,40,64,66,58:B20,K30,33,39,56,46,K12,25,27,53,59').
wide_fen(canadian, 'B:WK72,65,61,43:BK67,K1,30,64,52').
wide_fen(srilankan, 'W:WK70,K62,50,45,40,64,66,58:B20,K30,33,39,56,46,K12,25,27,53,59').
wide_fen(srilankan, 'B:WK72,65,61,43:BK67,K1,30,64,52').

test(backends_agree, forall(wide_fen(Variant, Fen))) :-
    fen_position(Fen, Position, [variant(Variant)]),
    legal_moves(Position, C0),
    legal_moves(Position, R0, [backend(reference)]),
    msort(C0, C),
    msort(R0, R),
    assertion(C == R),
    perft(Position, 3, NC),
    perft(Position, 3, NR, [backend(reference)]),
    assertion(NC == NR),
    forall(member(M, C),
           ( make_move(Position, M, AfterC),
             make_move(Position, M, AfterR, [backend(reference)]),
             assertion(AfterC == AfterR) )).

test(fen_round_trip, Fen == 'B:W43,65,K72:BK1,30,64') :-
    fen_position('B:WK72,65,43:BK1,30,64', Position, [variant(canadian)]),
    position_fen(Position, Fen).

test(piece_and_square_name_above_64, Piece-Name == king(white)-k1) :-
    fen_position('W:WK72:B1', Position, [variant(canadian)]),
    piece_at(Position, 72, Piece),
    square_name(72, Name, [variant(canadian)]).

% The white king on 72 (k1) must take the man on 59 along the long
% diagonal and may land on any of the eight squares beyond it; the
% moves' text reads back as the same moves.
test(move_text_above_64, Texts == ['72x52', '72x46', '72x39', '72x33',
                                   '72x26', '72x20', '72x13', '72x7']) :-
    fen_position('W:WK72:B59,30,64', Position, [variant(canadian)]),
    legal_moves(Position, Moves),
    findall(Text, ( member(Move, Moves), move_text(Position, Move, Text) ), Texts),
    forall(member(Move, Moves),
           ( move_text(Position, Move, Text),
             text_move(Position, Text, Back),
             assertion(Back == Move),
             assertion(move_captures(Move, [59])) )).

% The web board's picture: 12 files, 12 ranks, 60 men.
test(svg_of_12x12, Pieces == 60) :-
    initial_position(canadian, Start),
    position_svg(Start, SVG, []),
    assertion(sub_string(SVG, _, _, _, "data-files=\"12\" data-ranks=\"12\"")),
    aggregate_all(count, sub_string(SVG, _, _, _, "class=\"piece"), Pieces).

test(too_large_mask, [error(domain_error(damas_position, _), _)]) :-
    Big is 1 << 128,
    legal_moves(position(canadian, white, Big, 1, 0), _).

test(best_move_on_canadian) :-
    initial_position(canadian, Start),
    best_move(Start, Move, [depth(4)]),
    legal_moves(Start, Moves),
    assertion(memberchk(Move, Moves)).

test(search_result_on_canadian, Depth == 5) :-
    initial_position(canadian, Start),
    search(Start, Result, [depth(5)]),
    get_dict(depth, Result, Depth).

test(evaluate_start_is_level, Score == 0) :-
    initial_position(canadian, Start),
    evaluate(Start, Score).

test(narrow_context_refused,
     [error(domain_error(damas_search_context_for_boards_of_more_than_64_squares, _), _)]) :-
    initial_position(canadian, Start),
    search_context_new(Context, []),
    call_cleanup(search(Start, _, [depth(2), context(Context)]),
                 search_context_destroy(Context)).

test(wide_context_refused_on_8x8,
     [error(domain_error(damas_search_context_for_boards_up_to_64_squares, _), _)]) :-
    initial_position(brazilian, Start),
    search_context_new(Context, [wide(true)]),
    call_cleanup(search(Start, _, [depth(2), context(Context)]),
                 search_context_destroy(Context)).

test(wide_context_searches, Depths == [4, 4]) :-
    initial_position(canadian, Start),
    search_context_new(Context, [wide(true), hash(4)]),
    assertion(search_context_fits(Context, Start)),
    assertion(\+ ( initial_position(brazilian, Brazilian),
                   search_context_fits(Context, Brazilian) )),
    call_cleanup(( search(Start, R1, [depth(4), context(Context)]),
                   search_context_clear(Context),
                   search(Start, R2, [depth(4), context(Context)]),
                   search_stop(Context)
                 ),
                 search_context_destroy(Context)),
    assertion(R1.move == R2.move),
    Depths = [R1.depth, R2.depth].

% An engine player keeps a context for the game, of the board's engine:
% a match on 12x12 once lost every game of its engine side by an error.
test(match_on_12x12) :-
    match(level(easy), random, [variant(canadian), games(2), max_moves(12), seed(3)], Summary),
    forall(member(G, Summary.results),
           assertion(\+ memberchk(G.reason, [player_error, player_failed]))),
    search_context_new(C, [for(fen(canadian, "W:W67:B6"))]),
    assertion(search_context_fits(C, fen(canadian, "W:W67:B6"))),
    search_context_destroy(C).

test(no_endgame_generate,
     [error(domain_error(endgame_variant_of_up_to_64_squares, canadian), _)]) :-
    tmp_file(egdb, Directory),
    endgame_generate(canadian, [directory(Directory), pieces(2)]).

test(no_endgame_load,
     [error(domain_error(endgame_variant_of_up_to_64_squares, srilankan), _)]) :-
    tmp_file(egdb, Directory),
    endgame_load(srilankan, [directory(Directory)]).

test(no_endgame_value,
     [error(domain_error(endgame_variant_of_up_to_64_squares, canadian), _)]) :-
    fen_position('W:WK72:BK1', Position, [variant(canadian)]),
    endgame_value(Position, _).

:- end_tests(wide).
