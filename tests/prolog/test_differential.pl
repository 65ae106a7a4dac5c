/*  Differential tests: the C engine against the reference rules in pure
    Prolog (prolog/damas/reference.pl), on positions reached in seeded
    random games (prolog/damas/random_games.pl).  On every position both
    backends must give the same set of legal moves (start, landing square
    and captured squares: a capture may go along another path through the
    same pieces) and, for every move, the same position after it; on a
    subset, the same perft to depth 3.  A disagreement prints the FEN and
    both move lists to user_error and fails the test.

    Also here: the option backend(B) of library(damas), and the rules the
    C engine refuses (it raises an error naming the rule; the reference
    backend answers).

    Only defines the units; tests/prolog/run_tests.pl runs them.  The soak
    run is here too, apart from the units: `make soak` calls
    test_differential:soak/0, which
    compares 100,000 Brazilian positions and 10,000 of each variant below,
    prints the counts, and exits non-zero on any disagreement.
*/
:- module(test_differential, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(aggregate)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module('../../prolog/damas').
:- use_module('../../prolog/damas/reference').
:- use_module('../../prolog/damas/random_games').
% Import nothing: every call below says which variant it means.
:- use_module('../../kb/brazilian', []).


                 /*******************************
                 *           VARIANTS           *
                 *******************************/

%   variant(Module, Changes): see variant_support.pl.

:- use_module(variant_support).

% Variants the C engine plays: compared with the reference.
variant(diff_no_majority,    [majority_capture-false]).
variant(diff_forward_only,   [men_capture_backward-false]).
variant(diff_short_kings,    [flying_kings-false]).
variant(diff_checkers,       [majority_capture-false, men_capture_backward-false,
                              flying_kings-false]).

% Variants it refuses: played by the reference backend only.
variant(diff_crown_at_once,  [crown_during_capture-true]).
variant(diff_turkish_strike, [captured_pieces_block-false]).
variant(diff_king_preference, [king_capture_preference-true]).
variant(diff_not_boolean,    [majority_capture-yes]).
variant(diff_two_values,     [flying_kings-true, flying_kings-false]).

compared_variant(diff_no_majority).
compared_variant(diff_forward_only).
compared_variant(diff_short_kings).
compared_variant(diff_checkers).


                 /*******************************
                 *          COMPARISON          *
                 *******************************/

%   compare_positions(+Positions, -Stats) is det.
%
%   Compares the backends on every position of Positions.  Stats is
%   stats(Positions, Kings, LongCaptures, Longest, Crownings,
%   Disagreements): the number of positions, of those with a king on the
%   board, with a legal capture of three pieces or more, the most pieces
%   any legal capture takes, the number with a legal move that crowns a
%   man, and the number where the backends disagree (each printed).

compare_positions(Positions, Stats) :-
    foldl(add_position, Positions, stats(0, 0, 0, 0, 0, 0), Stats).

add_position(Position, stats(N0, K0, L0, M0, C0, D0), stats(N, K, L, M, C, D)) :-
    N is N0 + 1,
    (   catch(position_kinds(Position, Kings, Most, Crowns), E,
              ( report_error(Position, E), fail ))
    ->  K is K0 + Kings,
        (   Most >= 3 -> L is L0 + 1 ; L = L0 ),
        M is max(M0, Most),
        C is C0 + Crowns,
        D = D0
    ;   K = K0, L = L0, M = M0, C = C0,
        D is D0 + 1
    ).

%   position_kinds(+Position, -Kings, -Most, -Crowns) is semidet.
%
%   Both backends give Position the same legal moves and the same
%   position after each; else prints the difference and fails.  Kings
%   is 1 if a king is on the board (else 0), Most the most pieces a
%   legal move captures, Crowns 1 if a legal move crowns a man (else 0).

position_kinds(Position, Kings, Most, Crowns) :-
    legal_moves(Position, CMoves, [backend(c)]),
    legal_moves(Position, RMoves, [backend(reference)]),
    move_keys(CMoves, CKeys),
    move_keys(RMoves, RKeys),
    (   CKeys == RKeys
    ->  true
    ;   report(Position, "legal moves", CKeys, RKeys),
        fail
    ),
    maplist(same_successor(Position), RMoves, Crowned),
    arg(5, Position, KingSet),
    (   KingSet =:= 0 -> Kings = 0 ; Kings = 1 ),
    foldl(most_captured, RMoves, 0, Most),
    (   memberchk(true, Crowned) -> Crowns = 1 ; Crowns = 0 ).

%   move_keys(+Moves, -Keys): From-To-Captured for each move, Captured
%   sorted, the list sorted with repeats kept (a move given twice is a
%   difference).

move_keys(Moves, Keys) :-
    maplist(move_key, Moves, Keys0),
    msort(Keys0, Keys).

move_key(move(Path, Captured), From-To-Set) :-
    Path = [From|_],
    last(Path, To),
    msort(Captured, Set).

most_captured(move(_, Captured), Most0, Most) :-
    length(Captured, N),
    Most is max(Most0, N).

%   same_successor(+Position, +Move, -Crowned) is semidet.
%
%   Both backends make Move into the same position; Crowned is true if
%   the move crowns a man, else false.

same_successor(Position, Move, Crowned) :-
    reference_make_move(Position, Move, RNext),
    make_move(Position, Move, CNext, [backend(c)]),
    (   RNext == CNext
    ->  true
    ;   move_key(Move, Key),
        format(atom(What), "position after ~q", [Key]),
        fen_or_term(RNext, RFen),
        fen_or_term(CNext, CFen),
        report(Position, What, CFen, RFen),
        fail
    ),
    Move = move([From|Landings], _),
    last(Landings, To),
    arg(5, Position, Kings0),
    arg(5, RNext, Kings),
    (   Kings0 /\ (1 << (From - 1)) =:= 0,
        Kings /\ (1 << (To - 1)) =\= 0
    ->  Crowned = true
    ;   Crowned = false
    ).

%   fen_or_term(+Position, -Text): the FEN of Position, or Position itself
%   if it has none (it is not a valid position).

fen_or_term(Position, Text) :-
    (   catch(position_fen(Position, Fen), _, fail)
    ->  Text = Fen
    ;   Text = Position
    ).

report(Position, What, CSide, RSide) :-
    position_fen(Position, Fen),
    arg(1, Position, Variant),
    format(user_error, "~NDISAGREEMENT on ~w, variant ~w, FEN ~w~n\c
                        \s ~w, C backend:         ~q~n\c
                        \s ~w, reference backend: ~q~n",
           [What, Variant, Fen, What, CSide, What, RSide]).

report_error(Position, E) :-
    fen_or_term(Position, Fen),
    format(user_error, "~NDISAGREEMENT: an error on FEN ~w: ~q~n", [Fen, E]).

%   same_perft(+Depth, +Position) is semidet.
%
%   Both backends count the same perft at Depth from Position; else
%   prints the difference and fails.

same_perft(Depth, Position) :-
    catch(perfts(Depth, Position), E, ( report_error(Position, E), fail )).

perfts(Depth, Position) :-
    perft(Position, Depth, C, [backend(c)]),
    perft(Position, Depth, R, [backend(reference)]),
    (   C =:= R
    ->  true
    ;   format(atom(What), "perft(~d)", [Depth]),
        report(Position, What, C, R),
        fail
    ).

%   every_nth(+N, +List, -Sublist): the 1st, (N+1)th, ... elements.

every_nth(N, List, Sublist) :-
    findall(X, ( nth0(I, List, X), I mod N =:= 0 ), Sublist).

%   differential(+Variant, +Seed, +Count, +PerftEvery, -Stats, -Perfts, -PerftFailures)
%
%   Compares the backends on Count distinct positions of random games of
%   Variant with Seed, and perft(3) on every PerftEvery-th of them;
%   prints the counts.

differential(Variant, Seed, Count, PerftEvery, Stats, Perfts, PerftFailures) :-
    random_positions(Count, Positions, [variant(Variant), seed(Seed)]),
    compare_positions(Positions, Stats),
    every_nth(PerftEvery, Positions, Subset),
    length(Subset, Perfts),
    aggregate_all(count, ( member(P, Subset), \+ same_perft(3, P) ), PerftFailures),
    Stats = stats(N, Kings, Long, Longest, Crownings, Disagreements),
    format(user_error,
           "~N% differential ~w (seed ~d): ~D positions, ~D with kings, ~D with a capture \c
            of 3+ pieces (longest ~d), ~D with a crowning move: ~D disagreements; \c
            perft(3) on ~D of them: ~D disagreements~n",
           [Variant, Seed, N, Kings, Long, Longest, Crownings, Disagreements,
            Perfts, PerftFailures]).


                 /*******************************
                 *             SOAK             *
                 *******************************/

%!  soak is det.
%
%   The long run of `make soak`: 100,000 positions of Brazilian draughts
%   and 10,000 of each compared variant, perft(3) on one in a hundred;
%   prints the counts and the time, and halts with status 1 on any
%   disagreement, 0 otherwise.

soak :-
    get_time(T0),
    findall(D-P,
            ( (   Variant = brazilian,
                  Count = 100 000
              ;   compared_variant(Variant),
                  Count = 10 000
              ),
              differential(Variant, 2024, Count, 100, Stats, _, P),
              arg(6, Stats, D)
            ),
            Results),
    pairs_keys_values(Results, Ds, Ps),
    sum_list(Ds, Disagreements),
    sum_list(Ps, PerftFailures),
    get_time(T1),
    Seconds is T1 - T0,
    format("soak: ~D disagreements of legal moves, ~D of perft, in ~1f s~n",
           [Disagreements, PerftFailures, Seconds]),
    (   Disagreements + PerftFailures =:= 0
    ->  halt(0)
    ;   halt(1)
    ).


                 /*******************************
                 *            TESTS             *
                 *******************************/

:- begin_tests(backend_option).

test(default_is_c, true(Moves == Default)) :-
    initial_position(Start),
    legal_moves(Start, Moves, []),
    legal_moves(Start, Default).

test(reference_initial_moves, true(Keys == CKeys)) :-
    initial_position(Start),
    legal_moves(Start, Moves, [backend(reference)]),
    move_keys(Moves, Keys),
    legal_moves(Start, CMoves, [backend(c)]),
    move_keys(CMoves, CKeys).

test(legal_move_enumerates, true(Moves == List)) :-
    initial_position(Start),
    findall(M, legal_move(Start, M, [backend(reference)]), Moves),
    legal_moves(Start, List, [backend(reference)]).

test(unknown_backend, [throws(error(domain_error(damas_backend, fast), _))]) :-
    initial_position(Start),
    legal_moves(Start, _, [backend(fast)]).

test(unbound_backend, [throws(error(instantiation_error, _))]) :-
    initial_position(Start),
    legal_moves(Start, _, [backend(_)]).

test(options_not_list, [throws(error(type_error(list, reference), _))]) :-
    initial_position(Start),
    legal_moves(Start, _, reference).

test(perft_unknown_backend, [throws(error(domain_error(damas_backend, 3), _))]) :-
    initial_position(Start),
    perft(Start, 1, _, [backend(3)]).

% The published counts, through the reference rules.
test(perft_reference, [forall(member(Depth-Nodes, [0-1, 1-7, 2-49, 3-302, 4-1469])),
                       true(Count == Nodes)]) :-
    initial_position(Start),
    perft(Start, Depth, Count, [backend(reference)]).

test(make_move_text, true(Next == Expected)) :-
    initial_position(Start),
    make_move(Start, 'c3-d4', Next, [backend(reference)]),
    make_move(Start, '22-18', Expected).

test(make_move_term, true(Next == Expected)) :-
    fen_position('W:W22,31:B11,18,27', Position),
    make_move(Position, move([22, 8], [18, 11]), Next, [backend(reference)]),
    make_move(Position, '22x8', Expected).

test(make_move_illegal,
     [throws(error(domain_error(legal_move, '22-19'), context(make_move/4, _)))]) :-
    initial_position(Start),
    make_move(Start, '22-19', _, [backend(reference)]).

% The majority rule through the reference rules.
test(make_move_not_majority,
     [throws(error(domain_error(legal_move, '31x24'), context(make_move/4, Why)))]) :-
    fen_position('W:W22,31:B11,18,27', Position),
    catch(make_move(Position, '31x24', _, [backend(reference)]), E, true),
    E = error(_, context(_, Why)),
    string(Why),
    throw(E).

test(reference_not_a_position, [throws(error(type_error(damas_position, foo), _))]) :-
    legal_moves(foo, _, [backend(reference)]).

test(reference_unbound_position, [throws(error(instantiation_error, _))]) :-
    legal_moves(_, _, [backend(reference)]).

test(reference_no_variant, [throws(error(existence_error(damas_variant, no_such_variant), _))]) :-
    legal_moves(position(no_such_variant, white, 1, 2, 0), _, [backend(reference)]).

test(reference_bad_side, [throws(error(domain_error(damas_position, _), _))]) :-
    legal_moves(position(brazilian, red, 1, 2, 0), _, [backend(reference)]).

test(reference_shared_square, [throws(error(domain_error(damas_position, _), _))]) :-
    legal_moves(position(brazilian, white, 3, 2, 0), _, [backend(reference)]).

test(reference_off_board, [throws(error(domain_error(damas_position, _), _))]) :-
    Off is 1 << 32,
    legal_moves(position(brazilian, white, Off, 2, 0), _, [backend(reference)]).

test(reference_king_mark_on_empty, [throws(error(domain_error(damas_position, _), _))]) :-
    legal_moves(position(brazilian, white, 0x100000, 2, 4), _, [backend(reference)]).

% A white man on square 1 (b8) stands on its promotion row.
test(reference_man_on_promotion_row, [throws(error(domain_error(damas_position, _), _))]) :-
    legal_moves(position(brazilian, white, 1, 0x100000, 0), _, [backend(reference)]).

test(reference_mask_not_integer, [throws(error(type_error(damas_position, _), _))]) :-
    legal_moves(position(brazilian, white, a, 2, 0), _, [backend(reference)]).

:- end_tests(backend_option).


:- begin_tests(c_engine_rules).

% A white man on b6 (9) takes c7 (6), reaches d8 (2) on its far row and
% takes e7 (7).  Crowned at once, it goes on as a king and may land on f6
% (11), g5 (16) or h4 (20), and stays a king.
test(crown_during_capture_c,
     [throws(error(domain_error(c_engine_rule, rule(crown_during_capture, true)),
                   context(_, Message)))]) :-
    catch(legal_moves(position(diff_crown_at_once, white, 0x100, 0x60, 0), _, []), E, true),
    E = error(_, context(_, Message)),
    sub_string(Message, _, _, _, "backend(reference)"),
    throw(E).

test(crown_during_capture_reference, true(Keys-Kings == [9-11-[6, 7], 9-16-[6, 7], 9-20-[6, 7]]-true)) :-
    Position = position(diff_crown_at_once, white, 0x100, 0x60, 0),
    legal_moves(Position, Moves, [backend(reference)]),
    move_keys(Moves, Keys),
    make_move(Position, '9x20', Next, [backend(reference)]),
    (   arg(5, Next, K), K =:= 1 << 19 -> Kings = true ; Kings = false ),
    \+ damas:variant_engine_cache(diff_crown_at_once, _).

test(crown_during_capture_perft_c,
     [throws(error(domain_error(c_engine_rule, rule(crown_during_capture, true)), _))]) :-
    perft(position(diff_crown_at_once, white, 0x100, 0x60, 0), 2, _).

test(crown_during_capture_make_move_c,
     [throws(error(domain_error(c_engine_rule, rule(crown_during_capture, true)), _))]) :-
    make_move(position(diff_crown_at_once, white, 0x100, 0x60, 0), '9x20', _, [backend(c)]).

test(crown_during_capture_perft_reference, true(Count == 3)) :-
    perft(position(diff_crown_at_once, white, 0x100, 0x60, 0), 1, Count,
          [backend(reference)]).

% The reference backend plays a whole game of the variant, from its
% initial position, with no C engine.
test(crown_during_capture_game, true(Built == false)) :-
    reference_initial_position(diff_crown_at_once, Start),
    random_state(5, State),
    random_game(Start, Positions, [backend(reference), max_plies(30)], State, _),
    length(Positions, N),
    assertion(N > 20),
    (   damas:variant_engine_cache(diff_crown_at_once, _) -> Built = true ; Built = false ).

% A white king on a1 (29) takes c3 (22), g5 (16), f2 (27) and, with the
% Turkish strike, b4 (17) flying over c3 a second time.
test(turkish_strike_c,
     [throws(error(domain_error(c_engine_rule, rule(captured_pieces_block, false)), _))]) :-
    turkish_position(Position),
    legal_moves(Position, _, [backend(c)]).

test(turkish_strike_reference, true(Moves == [move([29, 11, 20, 31, 13], [22, 16, 27, 17])])) :-
    turkish_position(Position),
    legal_moves(Position, Moves, [backend(reference)]).

test(king_preference_c,
     [throws(error(domain_error(c_engine_rule, rule(king_capture_preference, true)), _))]) :-
    initial_position(Start),
    in_variant(diff_king_preference, Start, Position),
    perft(Position, 1, _).

test(king_preference_reference, true(Count == 302)) :-
    initial_position(Start),
    in_variant(diff_king_preference, Start, Position),
    perft(Position, 3, Count, [backend(reference)]).

% rule(majority_capture, yes): the reference rules read "not true", the C
% engine would have read nothing; it refuses.
test(not_boolean_c,
     [throws(error(domain_error(c_engine_rule, rule(majority_capture, yes)), _))]) :-
    fen_position('W:W22,31:B11,18,27', _, [variant(diff_not_boolean)]).

test(not_boolean_reference, true(Keys == [22-8-[11, 18], 31-24-[27]])) :-
    fen_position('W:W22,31:B11,18,27', Position0),
    in_variant(diff_not_boolean, Position0, Position),
    legal_moves(Position, Moves, [backend(reference)]),
    move_keys(Moves, Keys).

test(two_values_c,
     [throws(error(domain_error(c_engine_rule, rule(flying_kings, [false, true])), _))]) :-
    initial_position(diff_two_values, _).

test(refused_again, true(E1 =@= E2)) :-
    catch(initial_position(diff_two_values, _), E1, true),
    catch(initial_position(diff_two_values, _), E2, true),
    nonvar(E1).

:- end_tests(c_engine_rules).

%   in_variant(+Variant, +Position0, -Position): the same pieces, under the
%   rules of Variant.

in_variant(Variant, position(_, S, W, B, K), position(Variant, S, W, B, K)).

turkish_position(position(diff_turkish_strike, white, King, Black, King)) :-
    King is 1 << 28,
    Black is (1 << 21) \/ (1 << 15) \/ (1 << 26) \/ (1 << 16).


:- begin_tests(random_games).

test(repeatable, true(P1 == P2)) :-
    set_random(seed(1)),
    random_positions(200, P1, [seed(3)]),
    set_random(seed(2)),
    random_positions(200, P2, [seed(3)]).

test(seeds_differ, true(P1 \== P2)) :-
    random_positions(200, P1, [seed(3)]),
    random_positions(200, P2, [seed(4)]).

test(distinct, true(N-M == 500-500)) :-
    random_positions(500, Positions, [seed(5)]),
    length(Positions, N),
    sort(Positions, Set),
    length(Set, M).

% A variant the C engine refuses, through the reference rules alone.
test(reference_variant, true(N == 40)) :-
    random_positions(40, Positions, [variant(diff_crown_at_once), backend(reference),
                                     seed(6)]),
    length(Positions, N),
    \+ damas:variant_engine_cache(diff_crown_at_once, _).

test(first_is_start, true(First == Start)) :-
    random_positions(1, [First], []),
    initial_position(Start).

test(generator_range, true(Seen == [0, 1, 2, 3, 4, 5, 6])) :-
    length(Is, 200),
    random_state(9, S0),
    foldl([I, S, S1]>>random_below(7, I, S, S1), Is, S0, _),
    sort(Is, Seen).

:- end_tests(random_games).


:- begin_tests(differential).

% Minimums keep the positions from silently losing what they test.
test(brazilian) :-
    differential(brazilian, 11, 10 000, 50, Stats, Perfts, PerftFailures),
    Stats = stats(_, Kings, Long, Longest, Crownings, Disagreements),
    assertion(Disagreements == 0),
    assertion(PerftFailures == 0),
    assertion(Perfts >= 200),
    assertion(Kings >= 2000),
    assertion(Long >= 120),
    assertion(Longest >= 5),
    assertion(Crownings >= 400).

test(variants, forall(compared_variant(Variant))) :-
    differential(Variant, 12, 3000, 50, Stats, _, PerftFailures),
    Stats = stats(_, Kings, Long, _, Crownings, Disagreements),
    assertion(Disagreements == 0),
    assertion(PerftFailures == 0),
    assertion(Kings >= 500),
    assertion(Long >= 5),
    assertion(Crownings >= 100).

:- end_tests(differential).
