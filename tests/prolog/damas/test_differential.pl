/*  Differential tests: the C engine against the reference rules in pure
    Prolog (prolog/damas/reference.pl), on positions reached in seeded
    random games (prolog/damas/random_games.pl) of every variant the
    library ships and of variants that change a few rules, and on the
    same positions with many of their men made kings (random games
    seldom crown many men, and the rules of kings, where they land, what
    they may take, are where the variants differ most).

    On every position both backends must give the same set of legal
    moves (start, landing square and captured squares: a capture may go
    along another path through the same pieces), the same number of
    capture paths (perft(1) with distinct_captures(false)) and, for every
    move, the same position after it; on a subset, the same perft to
    depth 3, merging the paths of a capture on one position and counting
    each on the next, in turn.  A disagreement prints the FEN and both
    answers to user_error and fails the test.

    Also here: the option backend(B) of library(damas), the rules both
    backends play beyond the Brazilian ones, and the random games.

    Only defines the units; tests/prolog/run_tests.pl runs them.  The soak
    run is here too, apart from the units: `make soak` calls
    test_differential:soak/0, which compares many more positions (see
    soak/0), prints the counts, and exits non-zero on any disagreement.
*/
:- module(test_differential, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(aggregate)).
:- use_module(library(lists)).
:- use_module(library(ordsets)).
:- use_module(library(pairs)).
:- use_module('../../../prolog/damas').
:- use_module('../../../prolog/damas/reference').
:- use_module('../../../prolog/damas/random_games').
:- use_module('../../../prolog/damas/kb',
              [shipped_variant/1, variant_board/2, variant_movegen_rules/2, variant_rule/3]).
% Import nothing: every call below says which variant it means.
:- use_module('../../../kb/draughts/brazilian', []).


                 /*******************************
                 *           VARIANTS           *
                 *******************************/

%   variant(Module, Changes): see tests/prolog/support/variants.pl.

:- use_module('../support/variants').

% Brazilian draughts with a few rules changed.
variant(diff_no_majority,    [majority_capture-false]).
variant(diff_forward_only,   [men_capture_backward-false]).
variant(diff_short_kings,    [flying_kings-false]).
variant(diff_checkers,       [majority_capture-false, men_capture_backward-false,
                              flying_kings-false]).
variant(diff_crown_at_once,  [crown_during_capture-true]).
variant(diff_turkish_strike, [captured_pieces_block-false]).
variant(diff_italian_order,  [capture_precedence-[by_king, most_kings, earliest_king]]).
variant(diff_behind_king,    [king_landing-behind_king]).
variant(diff_thai_kings,     [king_landing-behind_piece, captured_pieces_block-false]).
% Played by the reference rules alone in two tests, which check that no C
% engine gets built for it: no other test may use it.
variant(diff_reference_only, [crown_during_capture-true]).
variant(diff_orthogonal,     [orthogonal_captures-true, men_capture_backward-false,
                              men_capture_kings-false]).
variant(diff_by_value,       [majority_capture-by_value, capture_precedence-[earliest_king]]).

% Variants both backends refuse, with the same error.
variant(diff_not_boolean,    [majority_capture-yes]).
variant(diff_two_values,     [flying_kings-true, flying_kings-false]).

% Rules written as a clause that is not steadfast: asked with a value,
% rule(majority_capture, true) goes into the first branch and fails, as
% it should; asked with the name unbound it gives one rule only.  The
% library asks every rule by name, so this is the Brazilian game with
% men capturing forward only and no majority rule.
diff_changed:rule(Name, Value) :-
    (   diff_changed:changed(Name, New)
    ->  Value = New
    ;   kb_brazilian:rule(Name, Value)
    ).
diff_changed:changed(men_capture_backward, false).
diff_changed:changed(majority_capture, false).
diff_changed:casa(F, R, C, N) :- kb_brazilian:casa(F, R, C, N).
diff_changed:movepeca(F, T, S) :- kb_brazilian:movepeca(F, T, S).
diff_changed:comepeca(F, O, T) :- kb_brazilian:comepeca(F, O, T).
diff_changed:diagonal(F, D, T) :- kb_brazilian:diagonal(F, D, T).

% The variants compared besides the shipped ones.
rule_variant(diff_no_majority).
rule_variant(diff_forward_only).
rule_variant(diff_short_kings).
rule_variant(diff_checkers).
rule_variant(diff_crown_at_once).
rule_variant(diff_turkish_strike).
rule_variant(diff_italian_order).
rule_variant(diff_behind_king).
rule_variant(diff_thai_kings).
rule_variant(diff_orthogonal).
rule_variant(diff_by_value).
rule_variant(diff_changed).

%   distinct_mover(-Variant) is nondet.
%
%   Variant is a shipped variant but Brazilian (compared on its own)
%   whose board, start and move rules no variant before it has: one
%   that moves and starts as another (antidraughts and breakthrough as
%   international, whose games end otherwise) would replay the same
%   positions and moves.  The variants won the usual way come first, so
%   that international is the one compared.

distinct_mover(Variant) :-
    findall(Usual-(V-Signature),
            ( shipped_variant(V), V \== brazilian, move_signature(V, Signature),
              (   variant_rule(V, game_won_by, opponent_without_move)
              ->  Usual = 0
              ;   Usual = 1
              )
            ),
            Keyed),
    keysort(Keyed, Sorted),
    pairs_values(Sorted, Pairs),
    nth1(I, Pairs, Variant-Signature),
    \+ ( nth1(J, Pairs, _-Signature), J < I ).

move_signature(Variant, signature(Board, Rules, First, White, Black)) :-
    variant_board(Variant, Board),
    variant_movegen_rules(Variant, Rules),
    variant_rule(Variant, first_to_move, First),
    variant_rule(Variant, men_start_ranks(white), White),
    variant_rule(Variant, men_start_ranks(black), Black).

% A board of more than 32 squares makes the reference rules slower, and
% one where all 64 are played (Turkish: kings along ranks and files of 8)
% more so: fewer positions there.
board_share(Variant, Count0, Count) :-
    aggregate_all(max(N), square_name(N, _, [variant(Variant)]), Squares),
    (   Squares == 64
    ->  Count is Count0 // 4
    ;   Squares > 32
    ->  Count is Count0 // 2
    ;   Count = Count0
    ).


                 /*******************************
                 *           POSITIONS          *
                 *******************************/

%!  test_positions(+Variant, +Seed, +Count, -Positions) is det.
%
%   Positions are the Count distinct positions first met in the random
%   games of Variant with Seed, followed by those of them that change
%   when each of their men is made a king with chance 1/3 (a seeded
%   choice): about twice Count positions, many with several kings.

test_positions(Variant, Seed, Count, Positions) :-
    random_positions(Count, Played, [variant(Variant), seed(Seed)]),
    random_state(Seed, State),
    foldl(with_kings, Played, Kinged0, State, _),
    sort(Played, PlayedSet),
    sort(Kinged0, Kinged1),
    ord_subtract(Kinged1, PlayedSet, Kinged),
    append(Played, Kinged, Positions).

%   with_kings(+Position, -Kinged, +State0, -State)
%
%   Kinged is Position with each man made a king with chance 1/3.

with_kings(position(V, S, W, B, K0), position(V, S, W, B, K), State0, State) :-
    Men is (W \/ B) /\ \K0,
    men_squares(Men, Squares),
    foldl(maybe_crown, Squares, K0-State0, K-State).

men_squares(0, []) :-
    !.
men_squares(Set, [Bit|Bits]) :-
    Bit is 1 << lsb(Set),
    Rest is Set /\ \Bit,
    men_squares(Rest, Bits).

maybe_crown(Bit, K0-State0, K-State) :-
    random_below(3, I, State0, State),
    (   I =:= 0
    ->  K is K0 \/ Bit
    ;   K = K0
    ).


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
%   Both backends give Position the same legal moves, the same number of
%   capture paths and the same position after each move; else prints
%   the difference and fails.  Kings is 1 if a king is on the board
%   (else 0), Most the most pieces a legal move captures, Crowns 1 if a
%   legal move crowns a man (else 0).

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
    same_perft(1, false, Position),
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
    fen_or_term(Position, Fen),
    arg(1, Position, Variant),
    format(user_error, "~NDISAGREEMENT on ~w, variant ~w, FEN ~w~n\c
                        \s ~w, C backend:         ~q~n\c
                        \s ~w, reference backend: ~q~n",
           [What, Variant, Fen, What, CSide, What, RSide]).

report_error(Position, E) :-
    fen_or_term(Position, Fen),
    arg(1, Position, Variant),
    format(user_error, "~NDISAGREEMENT: an error on variant ~w, FEN ~w: ~q~n",
           [Variant, Fen, E]).

%   same_perft(+Depth, +Distinct, +Position) is semidet.
%
%   Both backends count the same perft at Depth from Position, with
%   distinct_captures(Distinct); else prints the difference and fails.

same_perft(Depth, Distinct, Position) :-
    catch(perfts(Depth, Distinct, Position), E, ( report_error(Position, E), fail )).

perfts(Depth, Distinct, Position) :-
    perft(Position, Depth, C, [backend(c), distinct_captures(Distinct)]),
    perft(Position, Depth, R, [backend(reference), distinct_captures(Distinct)]),
    (   C =:= R
    ->  true
    ;   format(atom(What), "perft(~d), distinct_captures(~w)", [Depth, Distinct]),
        report(Position, What, C, R),
        fail
    ).

%   every_nth(+N, +List, -Sublist): the 1st, (N+1)th, ... elements.

every_nth(N, List, Sublist) :-
    findall(X, ( nth0(I, List, X), I mod N =:= 0 ), Sublist).

%   differential(+Variant, +Seed, +Count, +PerftEvery, -Stats, -Perfts, -PerftFailures)
%
%   Compares the backends on the test positions of Variant (Count
%   positions of its random games with Seed, and their kinged copies),
%   and perft(3) on every PerftEvery-th of them, merging capture paths
%   on one and counting each on the next, in turn (each way alone finds
%   the bugs of its own counting; doing both on every position doubled
%   the slowest part of the suite); prints the counts.

differential(Variant, Seed, Count, PerftEvery, Stats, Perfts, PerftFailures) :-
    test_positions(Variant, Seed, Count, Positions),
    compare_positions(Positions, Stats),
    every_nth(PerftEvery, Positions, Subset),
    length(Subset, Perfts),
    aggregate_all(count,
                  ( nth0(I, Subset, P),
                    (   I mod 2 =:= 0 -> Distinct = true ; Distinct = false ),
                    \+ same_perft(3, Distinct, P)
                  ),
                  PerftFailures),
    Stats = stats(N, Kings, Long, Longest, Crownings, Disagreements),
    format(user_error,
           "~N% differential ~w (seed ~d): ~D positions, ~D with kings, ~D with a capture \c
            of 3+ pieces (longest ~d), ~D with a crowning move: ~D disagreements; \c
            perft(3) on ~D of them, the two ways in turn: ~D disagreements~n",
           [Variant, Seed, N, Kings, Long, Longest, Crownings, Disagreements,
            Perfts, PerftFailures]).


                 /*******************************
                 *             SOAK             *
                 *******************************/

%!  soak is det.
%
%   The long run of `make soak`: 100,000 game positions of Brazilian
%   draughts, 20,000 of each other shipped variant (10,000 on 10x10
%   boards) and 10,000 of each rule variant above, each with its kinged
%   copies, perft(3) on one in a hundred, the two ways in turn; prints
%   the counts and the time, and halts with status 1 on any
%   disagreement, 0 otherwise.

soak :-
    get_time(T0),
    findall(D-P,
            ( soak_variant(Variant, Count),
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

soak_variant(brazilian, 100 000).
soak_variant(Variant, Count) :-
    shipped_variant(Variant),
    Variant \== brazilian,
    board_share(Variant, 20 000, Count).
soak_variant(Variant, 10 000) :-
    rule_variant(Variant).


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

:- begin_tests(rules_both_backends).

% A white man on b6 (9) takes c7 (6), reaches d8 (2) on its far row and
% takes e7 (7).  Crowned at once, it goes on as a king and may land on f6
% (11), g5 (16) or h4 (20), and stays a king.
test(crown_during_capture,
     [ forall(member(Backend, [c, reference])),
       true(Keys-Kings == [9-11-[6, 7], 9-16-[6, 7], 9-20-[6, 7]]-Expected) ]) :-
    Position = position(diff_crown_at_once, white, 0x100, 0x60, 0),
    legal_moves(Position, Moves, [backend(Backend)]),
    move_keys(Moves, Keys),
    make_move(Position, '9x20', Next, [backend(Backend)]),
    arg(5, Next, Kings),
    Expected is 1 << 19.

test(crown_during_capture_perft,
     [forall(member(Backend, [c, reference])), true(Count == 3)]) :-
    perft(position(diff_crown_at_once, white, 0x100, 0x60, 0), 1, Count,
          [backend(Backend)]).

% The reference backend plays a whole game of the variant, from its
% initial position, without building a C engine.
test(reference_game_builds_no_engine, true(Built == false)) :-
    reference_initial_position(diff_reference_only, Start),
    random_state(5, State),
    random_game(Start, Positions, [backend(reference), max_plies(30)], State, _),
    length(Positions, N),
    assertion(N > 20),
    (   damas:variant_engine_cache(diff_reference_only, _, _) -> Built = true ; Built = false ).

% A white king on a1 (29) takes c3 (22), g5 (16), f2 (27) and, with the
% Turkish strike, b4 (17) flying over c3 a second time.
test(turkish_strike,
     [forall(member(Backend, [c, reference])), true(Keys == [29-13-[16, 17, 22, 27]])]) :-
    turkish_position(Position),
    legal_moves(Position, Moves, [backend(Backend)]),
    move_keys(Moves, Keys).

% The Italian tie-breaks change nothing in the first three plies.
test(italian_order_start,
     [forall(member(Backend, [c, reference])), true(Count == 302)]) :-
    initial_position(Start),
    in_variant(diff_italian_order, Start, Position),
    perft(Position, 3, Count, [backend(Backend)]).

% rule(majority_capture, yes) is not a value of the rule: both backends
% refuse the variant, naming the rule.
test(not_boolean, [ forall(member(Backend, [c, reference])),
                    throws(error(domain_error(damas_rule, rule(majority_capture, yes)), _)) ]) :-
    fen_position('W:W22,31:B11,18,27', Position0),
    in_variant(diff_not_boolean, Position0, Position),
    legal_moves(Position, _, [backend(Backend)]).

test(two_values, [ forall(member(Backend, [c, reference])),
                   throws(error(domain_error(damas_rule,
                                             rule(flying_kings, several([false, true]))), _)) ]) :-
    initial_position(Start),
    in_variant(diff_two_values, Start, Position),
    legal_moves(Position, _, [backend(Backend)]).

test(refused_again, true(E1 =@= E2)) :-
    catch(initial_position(diff_two_values, _), E1, true),
    catch(initial_position(diff_two_values, _), E2, true),
    nonvar(E1).

:- end_tests(rules_both_backends).

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

% Random games through the reference rules alone build no C engine.
test(reference_variant, true(N == 40)) :-
    random_positions(40, Positions, [variant(diff_reference_only), backend(reference),
                                     seed(6)]),
    length(Positions, N),
    \+ damas:variant_engine_cache(diff_reference_only, _, _).

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

% Minimums keep the positions from silently losing what they test (the
% counts are about twice these).  Each unit compares some thousands of
% positions: game positions and their kinged copies.
test(brazilian) :-
    differential(brazilian, 11, 5000, 50, Stats, Perfts, PerftFailures),
    Stats = stats(_, Kings, Long, Longest, Crownings, Disagreements),
    assertion(Disagreements == 0),
    assertion(PerftFailures == 0),
    assertion(Perfts >= 150),
    assertion(Kings >= 4000),
    assertion(Long >= 150),
    assertion(Longest >= 5),
    assertion(Crownings >= 200).

test(shipped, forall(distinct_mover(Variant))) :-
    board_share(Variant, 1500, Count),
    differential(Variant, 12, Count, 50, Stats, _, PerftFailures),
    Stats = stats(_, Kings, Long, _, Crownings, Disagreements),
    assertion(Disagreements == 0),
    assertion(PerftFailures == 0),
    assertion(Kings >= Count * 3 / 4),
    assertion(Long >= 5),
    assertion(Crownings >= Count / 50).

test(rule_variants, forall(rule_variant(Variant))) :-
    Count = 600,
    differential(Variant, 13, Count, 50, Stats, _, PerftFailures),
    Stats = stats(_, Kings, Long, _, Crownings, Disagreements),
    assertion(Disagreements == 0),
    assertion(PerftFailures == 0),
    assertion(Kings >= Count * 3 / 4),
    assertion(Long >= 3),
    assertion(Crownings >= Count / 50).

:- end_tests(differential).
