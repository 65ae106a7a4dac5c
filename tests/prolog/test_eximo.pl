/*  Tests of library(eximo): the knowledge base, the rules on positions
    built for each, notation and position text, errors, the players, and
    the differential test of the C engine against the reference rules on
    positions of seeded random games.  library(eximo/match) and
    library(eximo/play) have theirs in tests/prolog/eximo/.  Only defines
    the units; tests/prolog/run_tests.pl runs them.
*/
:- module(test_eximo, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(random)).
:- use_module(library(eximo)).
:- use_module('../../kb/eximo/generate', [write_kb/1]).

%   pos(+White, +Black, +Side, -Position): a position from lists of square names.
pos(WhiteNames, BlackNames, Side, eximo(Side, White, Black)) :-
    names_set(WhiteNames, White),
    names_set(BlackNames, Black).

names_set(Names, Set) :-
    foldl([Name, S0, S]>>(square_name(N, Name), S is S0 \/ (1 << (N-1))), Names, 0, Set).

texts(Position, Texts) :-
    legal_moves(Position, Moves),
    maplist(move_text, Moves, Texts0),
    msort(Texts0, Texts).

both_backends_agree(Position) :-
    legal_moves(Position, C, [backend(c)]),
    legal_moves(Position, R, [backend(reference)]),
    C == R.

:- begin_tests(eximo_kb).

test(generated_file_is_current) :-
    module_property(eximo_kb, file(File)),
    read_file_to_string(File, OnDisk, []),
    with_output_to(string(Fresh), write_kb(current_output)),
    assertion(OnDisk == Fresh).

test(counts) :-
    aggregate_all(count, eximo_kb:square(_, _, _, _), 64),
    aggregate_all(count, eximo_kb:start(white, _), 16),
    aggregate_all(count, eximo_kb:start(black, _), 16),
    aggregate_all(count, eximo_kb:drop_zone(white, _), 12),
    aggregate_all(count, eximo_kb:far_row(black, _), 8).

test(capture_directions) :-
    square_name(D4, d4),
    findall(To, eximo_kb:capture(white, D4, _, To), Tos0),
    maplist([N, Name]>>square_name(N, Name), Tos0, Names0),
    msort(Names0, Names),
    assertion(Names == [b4, b6, d6, f4, f6]).

:- end_tests(eximo_kb).

:- begin_tests(eximo_rules).

test(start) :-
    initial_position(P),
    side_to_move(P, white),
    texts(P, Texts),
    length(Texts, 40),
    assertion(memberchk('b3-b4', Texts)),
    assertion(memberchk('b1:d3', Texts)),
    assertion(\+ memberchk('b2-b3', Texts)).

test(steps_forward_only) :-
    pos([d4], [h8], white, P),
    texts(P, Texts),
    assertion(Texts == ['d4-c5', 'd4-d5', 'd4-e5']).

test(black_steps_down) :-
    pos([a1], [d5], black, P),
    texts(P, Texts),
    assertion(Texts == ['d5-c4', 'd5-d4', 'd5-e4']).

test(jump_must_go_on) :-
    pos([c2, c3, c5], [h8], white, P),
    texts(P, Texts),
    assertion(memberchk('c2:c4:c6', Texts)),
    assertion(\+ memberchk('c2:c4', Texts)).

test(jump_longest_not_required) :-
    pos([d2, d3, c5, e5, e6], [a8], white, P),
    texts(P, Texts),
    % d2:d4 may end at f6 (over e5) even where f6:f8... is not there;
    % both branches are moves.
    assertion(memberchk('d2:d4:b6', Texts)),
    assertion(memberchk('d2:d4:f6', Texts)).

test(capture_mandatory_and_sideways) :-
    pos([d4, a1], [e4, h8], white, P),
    texts(P, Texts),
    assertion(Texts == ['d4xf4']).

test(capture_goes_on) :-
    pos([d4], [e4, f5, e6, a8], white, P),
    legal_moves(P, [Move]),
    move_text(Move, Text),
    assertion(Text == 'd4xf4xf6xd6'),
    make_move(P, Move, P1),
    pos([d6], [a8], black, Expected),
    assertion(P1 == Expected).

test(no_backward_capture) :-
    pos([d4], [d3, h8], white, P),
    texts(P, Texts),
    assertion(Texts == ['d4-c5', 'd4-d5', 'd4-e5']).

test(arrival_two_drops) :-
    pos([a7], [h1], white, P),
    legal_moves(P, Moves),
    length(Moves, N),
    assertion(N =:= 2 * 66),
    make_move(P, "a7-a8!c1,b1", P1),
    pos([b1, c1], [h1], black, Expected),
    assertion(P1 == Expected).

test(arrival_one_drop) :-
    pos([a7, c1, d1, e1, f1, g1, b2, c2, d2, e2, f2, g2], [h5], white, P),
    texts(P, Texts),
    assertion(memberchk('a7-a8!b1', Texts)).

test(arrival_no_drop) :-
    pos([a7, b1, c1, d1, e1, f1, g1, b2, c2, d2, e2, f2, g2], [h5], white, P),
    texts(P, Texts),
    assertion(memberchk('a7-a8!', Texts)).

test(capture_stops_on_far_row) :-
    pos([b6, g1], [b7, c8, h1], white, P),
    texts(P, Texts),
    assertion(forall(member(T, Texts), sub_string(T, 0, _, _, "b6xb8!"))),
    % g1 takes one of the 12 drop squares: C(11, 2) ways to drop two.
    length(Texts, 55).

test(lost_without_pieces) :-
    pos([d4], [], black, P),
    game_over(P, Winner),
    assertion(Winner == white).

test(lost_when_blocked) :-
    pos([a3, b3, a2], [a4], black, P),
    texts(P, Texts),
    assertion(Texts == ['a4xc2']),
    pos([a3, b3, a2, c2], [a4], black, Blocked),
    game_over(Blocked, Winner),
    assertion(Winner == white).

test(not_over_at_start, [fail]) :-
    initial_position(P),
    game_over(P, _).

:- end_tests(eximo_rules).

:- begin_tests(eximo_text).

test(fen_round_trip) :-
    initial_position(P),
    position_fen(P, Text),
    assertion(Text == '1bbbbbb1/1bbbbbb1/1bb2bb1/8/8/1ww2ww1/1wwwwww1/1wwwwww1 w'),
    fen_position(Text, P1),
    assertion(P1 == P).

test(fen_bad_ranks, [error(syntax_error(eximo_position(ranks)))]) :-
    fen_position("8/8/8 w", _).

test(fen_long_rank, [error(syntax_error(eximo_position(ranks)))]) :-
    fen_position("63/8/8/8/8/8/8/8 w", _).

test(fen_bad_piece, [error(syntax_error(eximo_position(piece)))]) :-
    fen_position("k7/8/8/8/8/8/8/8 w", _).

test(fen_bad_side, [error(syntax_error(eximo_position(side)))]) :-
    fen_position("8/8/8/8/8/8/8/8 x", _).

test(fen_not_text, [error(type_error(text, 42))]) :-
    fen_position(42, _).

test(move_text_bad, [error(syntax_error(eximo_move_text))]) :-
    initial_position(P),
    make_move(P, "b3-", _).

test(move_text_illegal, [error(domain_error(eximo_legal_move, "b3-b5"))]) :-
    initial_position(P),
    make_move(P, "b3-b5", _).

test(move_term_illegal, [error(domain_error(eximo_legal_move, _))]) :-
    initial_position(P),
    make_move(P, move(step, [2, 10], [], []), _).

test(bad_position, [error(type_error(eximo_position, foo))]) :-
    legal_moves(foo, _).

test(overlapping_sets, [error(type_error(eximo_position, _))]) :-
    legal_moves(eximo(white, 1, 1), _).

test(bad_backend, [error(domain_error(eximo_backend, java))]) :-
    initial_position(P),
    legal_moves(P, _, [backend(java)]).

test(bad_level, [error(domain_error(eximo_level, genius))]) :-
    initial_position(P),
    best_move(P, genius, _).

test(bad_depth, [error(type_error(nonneg, -1))]) :-
    initial_position(P),
    perft(P, -1, _).

test(text_round_trip) :-
    random_positions(3, 60, Positions),
    forall(( member(P, Positions), legal_move(P, M) ),
           ( move_text(M, T), text_move(P, T, M1), M1 == M )).

test(print_board) :-
    initial_position(P),
    with_output_to(string(S), print_board(P)),
    sub_string(S, 0, _, _, "8  . B B B B B B ."),
    sub_string(S, _, _, 0, "white to move\n").

:- end_tests(eximo_text).

:- begin_tests(eximo_printed_terms).

printed(Term, Text) :-
    with_output_to(string(Text), print(Term)).

read_back(Term, Back) :-
    printed(Term, Text),
    term_string(Back, Text).

test(position_prints_as_fen_term,
     true(Text == "fen(eximo, \"1bbbbbb1/1bbbbbb1/1bb2bb1/8/8/1ww2ww1/1wwwwww1/1wwwwww1 w\")")) :-
    initial_position(P),
    printed(P, Text).

test(toplevel_shows_fen_term) :-
    initial_position(P),
    current_prolog_flag(answer_write_options, Options),
    with_output_to(string(Text), write_term(P, Options)),
    assertion(sub_string(Text, 0, _, _, "fen(eximo, \"")).

test(in_error_message) :-
    initial_position(P),
    message_to_codes(error(type_error(integer, P), _), Message),
    assertion(sub_string(Message, _, _, _, "fen(eximo, \"1bbbbbb1/")).

% Every predicate that takes a position takes the printed term, with
% the same answers, on positions of random games.
test(printed_positions_read_back) :-
    random_positions(2, 77, Positions),
    forall(member(P, Positions),
           ( read_back(P, T),
             assertion(T = fen(eximo, _)),
             position_fen(T, Fen), position_fen(P, Fen),
             side_to_move(T, Side), side_to_move(P, Side),
             legal_moves(T, Moves), legal_moves(P, Moves),
             findall(S-C, piece_at(T, S, C), Pieces), findall(S-C, piece_at(P, S, C), Pieces),
             evaluate(T, Score), evaluate(P, Score),
             perft(T, 1, N), perft(P, 1, N),
             (   Moves = [M|_]
             ->  make_move(T, M, P1), make_move(P, M, P2), assertion(P1 == P2)
             ;   game_over(T, W), game_over(P, W)
             ) )).

test(moves_print_as_text_and_read_back) :-
    random_positions(2, 78, Positions),
    forall(( member(P, Positions), legal_move(P, M) ),
           ( printed(M, Text),
             term_string(T, Text),
             assertion(atom(T)),
             move_text(M, T),
             make_move(P, T, P1), make_move(P, M, P2),
             assertion(P1 == P2) )).

test(other_terms_print_as_they_are) :-
    printed(eximo(white, 1, 1), T1),
    assertion(T1 == "eximo(white,1,1)"),
    % a step with drops, but not onto the far row: its text would lose them
    printed(move(step, [11, 19], [], [2]), T2),
    assertion(T2 == "move(step,[11,19],[],[2])"),
    printed(move(step, [11, 19, 27], [], []), T3),
    assertion(T3 == "move(step,[11,19,27],[],[])").

test(fen_term_of_another_game, [error(type_error(eximo_position, fen(brazilian, _)))]) :-
    legal_moves(fen(brazilian, "W:W21-32:B1-12"), _).

test(fen_term_unbound_game, [error(instantiation_error)]) :-
    legal_moves(fen(_, "8/8/8/8/8/8/8/8 w"), _).

test(fen_term_bad_text, [error(syntax_error(eximo_position(ranks)))]) :-
    side_to_move(fen(eximo, "8/8 w"), _).

message_to_codes(Term, Message) :-
    phrase('$messages':translate_message(Term), Lines),
    with_output_to(string(Message), print_message_lines(current_output, '', Lines)).

:- end_tests(eximo_printed_terms).

:- begin_tests(eximo_players).

test(levels_give_legal_moves) :-
    initial_position(P),
    legal_moves(P, Moves),
    forall(member(Level, [random, capture_first, easy, medium, depth(3)]),
           ( best_move(P, Level, M), memberchk(M, Moves) )).

test(takes_the_last_piece) :-
    pos([d4, a1], [d5], white, P),
    forall(member(Level, [capture_first, easy, medium, hard]),
           ( best_move(P, Level, M), move_text(M, T), T == 'd4xd6' )).

test(capture_first_prefers_more) :-
    % Both captures are forced choices; capture_first takes two, not one.
    pos([a4, d4], [b4, e4, f5, h8], white, P),
    best_move(P, capture_first, M),
    move_text(M, T),
    assertion(T == 'd4xf4xf6').

test(no_move_fails, [fail]) :-
    pos([d4], [], black, P),
    best_move(P, hard, _).

test(evaluate_symmetric) :-
    pos([c3, d4], [e6], white, W),
    pos([e3], [c6, d5], black, B),
    evaluate(W, S1),
    evaluate(B, S2),
    assertion(S1 == S2).

:- end_tests(eximo_players).

                 /*******************************
                 *   DIFFERENTIAL: C VS RULES   *
                 *******************************/

%   random_positions(+Games, +Seed, -Positions): every position of Games
%   random games from Seed (at most 300 plies each).
random_positions(Games, Seed, Positions) :-
    set_random(seed(Seed)),
    findall(Ps, ( between(1, Games, _), initial_position(P0), random_game(P0, 300, Ps) ),
            PositionLists),
    append(PositionLists, Positions).

random_game(P, 0, [P]) :- !.
random_game(P, N, [P|Ps]) :-
    legal_moves(P, Moves),
    (   Moves == []
    ->  Ps = []
    ;   random_member(M, Moves),
        make_move(P, M, P1),
        N1 is N - 1,
        random_game(P1, N1, Ps)
    ).

:- begin_tests(eximo_differential).

test(start_perft_3_both_backends) :-
    initial_position(P),
    perft(P, 3, C, [backend(c)]),
    perft(P, 3, R, [backend(reference)]),
    assertion(C == R).

test(random_games_moves_and_perft) :-
    random_positions(20, 2024, Positions),
    length(Positions, N),
    assertion(N > 1000),
    include(both_backends_agree, Positions, Agreeing),
    length(Agreeing, A),
    assertion(A == N),
    % The games reach every kind of move: captures of several pieces,
    % sideways captures, jump sequences, arrivals with two and one drops.
    findall(M, ( member(P, Positions), legal_move(P, M) ), Moves),
    assertion(( member(move(capture, [_, _, _|_], _, _), Moves) -> true )),
    assertion(( member(move(jump, [_, _, _|_], _, _), Moves) -> true )),
    assertion(( member(move(_, _, _, [_, _]), Moves) -> true )),
    assertion(( member(move(_, _, _, [_]), Moves) -> true )),
    assertion(( member(move(capture, [F, T|_], _, _), Moves), T - F =:= 2 -> true )),
    forall(( nth1(I, Positions, P), I mod 25 =:= 0 ),
           ( perft(P, 2, C2, [backend(c)]),
             perft(P, 2, R2, [backend(reference)]),
             assertion(C2 == R2) )),
    forall(( nth1(I, Positions, P), I mod 400 =:= 0 ),
           ( perft(P, 3, C3, [backend(c)]),
             perft(P, 3, R3, [backend(reference)]),
             assertion(C3 == R3) )).

:- end_tests(eximo_differential).
