/*  Tests of library(gomoku): the knowledge base, the readable rules, the
    text format and the errors, the C engine against the readable rules on
    positions of random games, and the engine's search on small positions
    whose answer is known.  library(gomoku/match) and library(gomoku/play)
    have theirs in tests/prolog/gomoku/.  Only defines the units;
    tests/prolog/run_tests.pl runs them.
*/
:- module(test_gomoku, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(ordsets)).
:- use_module(library(random)).
:- use_module(library(readutil)).
:- use_module(library(process)).
:- use_module(library(time)).
:- use_module(library(gomoku)).

:- use_module('../../kb/gomoku/gomoku', []).
:- use_module(support/gomoku).

:- begin_tests(gomoku_kb).

test(sizes) :-
    aggregate_all(count, kb_gomoku:point(_, _, _), 225),
    aggregate_all(count, kb_gomoku:window(_, _, _, _, _, _), 572),
    forall(member(D-N, [horizontal-165, vertical-165, diagonal-121, antidiagonal-121]),
           aggregate_all(count, kb_gomoku:window(D, _, _, _, _, _), N)).

test(windows_are_lines) :-
    forall(kb_gomoku:window(D, P1, P2, P3, P4, P5),
           (   maplist([P, C-R]>>(kb_gomoku:point(P, C, R)), [P1, P2, P3, P4, P5], Cells),
               step(D, DC, DR),
               forall(nextto(C0-R0, C1-R1, Cells), (C1 =:= C0 + DC, R1 =:= R0 + DR))
           )).

step(horizontal, 1, 0).
step(vertical, 0, 1).
step(diagonal, 1, 1).
step(antidiagonal, 1, -1).

test(generated_equals_checked_in) :-
    module_property(kb_gomoku, file(KB)),
    file_directory_name(KB, Dir),
    directory_file_path(Dir, 'generate.pl', Generator),
    tmp_file_stream(text, Tmp, S), close(S),
    setup_call_cleanup(
        true,
        ( absolute_file_name(path(swipl), Swipl, [access(execute)]),
          process_create(Swipl, [Generator, '15', Tmp], [process(Pid)]),
          process_wait(Pid, exit(0)),
          read_file_to_string(Tmp, Fresh, []),
          read_file_to_string(KB, Shipped, []),
          % The header names the output file: compare from the module line.
          once(sub_string(Fresh, FB, _, _, ":- module")), sub_string(Fresh, FB, _, 0, F),
          once(sub_string(Shipped, SB, _, _, ":- module")), sub_string(Shipped, SB, _, 0, K),
          F == K ),
        delete_file(Tmp)).

:- end_tests(gomoku_kb).

:- begin_tests(gomoku_rules).

test(initial) :-
    gomoku_initial_position(P),
    gomoku_side_to_move(P, black),
    gomoku_legal_moves(P, Moves),
    length(Moves, 225),
    \+ gomoku_game_over(P, _).

test(moves_alternate) :-
    after([h8, "I9", ' j10 '], P),
    P == gomoku(white, [h8, j10], [i9]),
    gomoku_legal_moves(P, Moves),
    length(Moves, 222),
    \+ memberchk(h8, Moves).

test(wins_in_four_directions, all(R == [win(black), win(black), win(white), win(white)])) :-
    member(Text, ["w/a1,b1,c1,d1,e1/a3,b3,c3,d3",
                  "w/o11,o12,o13,o14,o15/a3,b3,c3,d3",
                  "b/a3,b3,c3,d3,a15,b15/f6,g7,h8,i9,j10,k11",
                  "b/a7,b7,c7,d7,a10/a5,b4,c3,d2,e1"]),
    gomoku_text_position(Text, P),
    gomoku_game_over(P, R).

test(four_is_not_five) :-
    gomoku_text_position("b/a1,b1,c1,d1/a3,b3,c3,d3", P),
    \+ gomoku_game_over(P, _).

test(overline_wins) :-
    gomoku_text_position("b/c3,d4,f6,g7,h8/a15,c15,e15,g15,i15", P0),
    \+ gomoku_game_over(P0, _),
    gomoku_make_move(P0, e5, P),
    gomoku_game_over(P, win(black)).

test(full_board_is_a_draw) :-
    full_board(P),
    gomoku_game_over(P, draw),
    gomoku_legal_moves(P, []).

%   Point (C, R) is black when (C + 2R) mod 4 < 2: no colour has more
%   than two in a line in any direction.  One colour more than the other:
%   the colours are swapped if White has more.
full_board(gomoku(white, Black, White)) :-
    findall(P-Colour,
            ( kb_gomoku:point(P, C, R),
              ( (C + 2 * R) mod 4 < 2 -> Colour = x ; Colour = o ) ),
            Cells),
    partition([_-x]>>true, Cells, Xs, Os),
    pairs_keys(Xs, X0), pairs_keys(Os, O0),
    sort(X0, X), sort(O0, O),
    length(X, NX), length(O, NO),
    (   NX =:= NO + 1 -> Black = X, White = O
    ;   NO =:= NX + 1 -> Black = O, White = X
    ).

test(no_move_after_a_win, error(domain_error(legal_move, f1), _)) :-
    gomoku_text_position("w/a1,b1,c1,d1,e1/a3,b3,c3,d3", P),
    \+ gomoku_legal_move(P, _),
    gomoku_make_move(P, f1, _).

test(text_round_trip) :-
    after([h8, i9, h9, i10], P),
    gomoku_position_text(P, T),
    T == "b/h8,h9/i10,i9",
    gomoku_text_position(T, P).

test(empty_board_text) :-
    gomoku_text_position("b//", P),
    gomoku_initial_position(P).

test(print_board) :-
    after([h8, i9], P),
    with_output_to(string(S), gomoku_print_board(P)),
    once(sub_string(S, _, _, _, " 8 . . . . . . . X . . . . . . . 8")),
    once(sub_string(S, _, _, _, " 9 . . . . . . . . O . . . . . . 9")),
    once(sub_string(S, _, _, _, "black to move")).

:- end_tests(gomoku_rules).

:- begin_tests(gomoku_errors).

test(occupied, error(domain_error(legal_move, h8), context(gomoku_make_move/3, _))) :-
    after([h8], P),
    gomoku_make_move(P, h8, _).

test(bad_point_text, error(syntax_error(gomoku_point(z9)), context(gomoku_make_move/3, M))) :-
    gomoku_initial_position(P),
    catch(gomoku_make_move(P, z9, _), E, (E = error(_, context(_, M)), string(M), throw(E))).

test(off_board_row, error(syntax_error(gomoku_point("a16")), _)) :-
    gomoku_initial_position(P),
    gomoku_make_move(P, "a16", _).

test(move_not_text, error(type_error(gomoku_move, 42), _)) :-
    gomoku_initial_position(P),
    gomoku_make_move(P, 42, _).

test(unbound_move, error(instantiation_error, _)) :-
    gomoku_initial_position(P),
    gomoku_make_move(P, _, _).

test(not_a_position, error(type_error(gomoku_position, foo), _)) :-
    gomoku_legal_moves(foo, _).

test(unbound_position, error(instantiation_error, _)) :-
    gomoku_legal_moves(_, _).

test(inconsistent_counts, error(domain_error(gomoku_position, _), context(_, Why))) :-
    catch(gomoku_legal_moves(gomoku(black, [h8], []), _), E,
          (E = error(_, context(_, Why)), string(Why), throw(E))).

test(both_colours, error(domain_error(gomoku_position, _), _)) :-
    gomoku_legal_moves(gomoku(white, [h8], [h8]), _).

test(text_errors, all(C == [missing_field, trailing_field, bad_side, bad_point("z1"),
                             duplicate_point(h8), duplicate_point(h8), stone_counts])) :-
    member(Text, ["b/h8", "b/h8/i9/j10", "x//", "b/z1/", "w/h8,h8/", "b/h8/h8", "b/h8/"]),
    catch(gomoku_text_position(Text, _),
          error(syntax_error(C), context(gomoku_text_position/2, M)),
          string(M)).

test(text_type, error(type_error(text, 12), _)) :-
    gomoku_text_position(12, _).

test(bad_level, error(domain_error(gomoku_level, expert), _)) :-
    gomoku_initial_position(P),
    gomoku_best_move(P, _, [level(expert)]).

test(bad_heuristic, error(type_error(oneof([engine, classroom]), other), _)) :-
    gomoku_initial_position(P),
    gomoku_best_move(P, _, [heuristic(other)]).

test(unknown_option, error(domain_error(gomoku_option, colour(red)), _)) :-
    gomoku_initial_position(P),
    gomoku_best_move(P, _, [colour(red)]).

test(search_after_the_end, error(domain_error(legal_move, _), _)) :-
    gomoku_text_position("w/a1,b1,c1,d1,e1/a3,b3,c3,d3", P),
    gomoku_best_move(P, _, []).

:- end_tests(gomoku_errors).

%   The differential tests: positions of random games played near the
%   centre (so that rows of five happen), every position compared.

random_game_positions(Seed, Games, Positions) :-
    set_random(seed(Seed)),
    numlist(1, Games, Ns),
    foldl([_, Ps0, Ps]>>( gomoku_initial_position(P0),
                          random_game(P0, Game),
                          append(Ps0, Game, Ps) ),
          Ns, [], Positions).

random_game(P, [P|Ps]) :-
    (   gomoku_game_over(P, _)
    ->  Ps = []
    ;   findall(M, ( gomoku_legal_move(P, M), gomoku_point(M, C, R),
                     between(4, 12, C), between(4, 12, R) ), Near),
        Near \== []
    ->  random_member(M, Near),
        gomoku_make_move(P, M, P1),
        random_game(P1, Ps)
    ;   Ps = []
    ).

%   The readable rules' counts of the stones of each colour on every
%   window, in the knowledge base's order.
reference_counts(gomoku(_, Black, White), Counts) :-
    findall(B-W,
            ( kb_gomoku:window(_, P1, P2, P3, P4, P5),
              Ps = [P1, P2, P3, P4, P5],
              stones_on(Ps, Black, 0, B),
              stones_on(Ps, White, 0, W) ),
            Counts).

stones_on([], _, N, N).
stones_on([P|Ps], Stones, N0, N) :-
    (   ord_memberchk(P, Stones) -> N1 is N0 + 1 ; N1 = N0 ),
    stones_on(Ps, Stones, N1, N).

reference_winner(P, Winner) :-
    (   gomoku_game_over(P, win(C)) -> Winner = C ; Winner = none ).

:- begin_tests(gomoku_differential).

test(engine_agrees_with_the_rules) :-
    random_game_positions(2024, 6, Positions),
    aggregate_all(count, (member(P, Positions), gomoku_game_over(P, win(_))), Wins),
    assertion(Wins > 0),
    forall(member(P, Positions),
           (   gomoku:engine_analysis(P, gomoku_analysis(Winner, Counts, Classroom, Score, Legal)),
               reference_winner(P, Winner0),
               assertion(Winner == Winner0),
               reference_counts(P, Counts0),
               assertion(Counts == Counts0),
               P = gomoku(Side, _, _),
               gomoku_classroom_terms(P, Side, Classroom0),
               assertion(Classroom == Classroom0),
               gomoku_legal_moves(P, Moves),
               maplist(gomoku:point_index, Moves, Indices),
               assertion(Legal == Indices),
               (   Winner == none
               ->  reference_engine_score(Side, Counts0, Score0),
                   assertion(Score == Score0)
               ;   true
               )
           )).

%   The engine's evaluation as docs/gomoku.md states it: over the windows
%   a colour can still fill, 1, 10, 100 or 1000 for 1 to 4 of its
%   stones; the side to move's sum counts a quarter more; the result
%   kept within 28000 either way.
reference_engine_score(Side, Counts, Score) :-
    foldl(window_values, Counts, 0-0, BlackSum-WhiteSum),
    (   Side == black -> Own = BlackSum, Other = WhiteSum ; Own = WhiteSum, Other = BlackSum ),
    Score is max(-28000, min(28000, Own + Own // 4 - Other)).

window_values(B-W, Black0-White0, Black-White) :-
    (   W =:= 0 -> window_value(B, VB), Black is Black0 + VB ; Black = Black0 ),
    (   B =:= 0 -> window_value(W, VW), White is White0 + VW ; White = White0 ).

window_value(N, V) :-
    nth0(N, [0, 1, 10, 100, 1000, 0], V).

test(classroom_evaluation_agrees) :-
    random_game_positions(7, 4, Positions),
    forall(( member(P, Positions), \+ gomoku_game_over(P, _) ),
           (   gomoku_evaluate(P, classroom, Score),
               gomoku:engine_analysis(P, gomoku_analysis(_, _, classroom(V, L, W, J), _, _)),
               assertion(Score =:= max(-28000, min(28000, (V - L) * W // J)))
           )).

:- end_tests(gomoku_differential).

:- begin_tests(gomoku_search).

test(wins_in_one, [true(M == g8 ; M == l8)]) :-
    true,
    gomoku_text_position("b/h8,i8,j8,k8/a1,a3,a5,o15", P),
    gomoku_best_move(P, M, [level(easy)]).

test(blocks_a_four, [true(M == h8)]) :-
    gomoku_text_position("b/c3,m13,m2,b13/d4,e5,f6,g7", P),
    gomoku_best_move(P, M, [depth(3)]).

test(blocks_an_open_three, [true(memberchk(M, [c4, g4, b4, h4]))]) :-
    % White d4 e4 f4 open at both ends: Black must close it now or lose
    % to an open four.
    gomoku_text_position("b/m13,m11,b13/d4,e4,f4", P),
    gomoku_best_move(P, M, [level(medium)]),
    gomoku_make_move(P, M, P1),
    gomoku_search(P1, gomoku_result(_, Score, _, _, _), [depth(4)]),
    assertion(Score < 29000).

test(finds_a_vcf) :-
    % See tests/c/gomoku/test_gomoku.c: Black wins by fours alone, found at one
    % ply by the quiescence search.
    gomoku_text_position("b/h8,i8,j8,k10,k11,l9,m9,n9/g8,k12,o9,a1,a3,a5,a7,a15", P),
    gomoku_search(P, gomoku_result(M, Score, _, _, _), [depth(1)]),
    assertion(Score > 29000),
    gomoku_make_move(P, M, P1),
    gomoku_search(P1, gomoku_result(_, Score1, _, _, _), [depth(1)]),
    assertion(Score1 < -29000).

test(classroom_takes_a_win) :-
    gomoku_text_position("b/h8,i8,j8,k8/a1,a3,a5,o15", P),
    gomoku_best_move(P, M, [level(classroom), seed(3)]),
    memberchk(M, [g8, l8]).

test(random_is_legal_and_seeded) :-
    after([h8], P),
    gomoku_best_move(P, M1, [level(random), seed(5)]),
    gomoku_best_move(P, M2, [level(random), seed(5)]),
    M1 == M2,
    gomoku_legal_move(P, M1).

test(levels, Ls == [random, classroom, easy, medium, hard]) :-
    findall(L, gomoku_level(L), Ls).

%   A board full of threes, Black to move: the quiescence search read the
%   same fours in every order, 1.8 million nodes at one ply.
full_of_threes("b/d12,g10,g12,g8,h10,h11,h9,i10,i6,i7,i8/e11,f10,f11,f7,g6,g9,h6,h8,i9,j6,j9").

test(depth_one_is_cheap) :-
    full_of_threes(Text),
    gomoku_text_position(Text, P),
    gomoku_search(P, gomoku_result(_, Score, _, Nodes, _), [depth(1)]),
    assertion(Score > 29000),               % Black wins by fours
    assertion(Nodes < 20000).

test(time_limit) :-
    % SWI-Prolog 9.0's must_be/2 has no positive_number: time(T) raised
    % an existence error for the type.
    after([h8, i9], P),
    gomoku_search(P, gomoku_result(M, _, Depth, _, _), [time(0.2), level(easy)]),
    assertion(gomoku_legal_move(P, M)),
    assertion(Depth >= 1).

test(time_zero, error(domain_error(positive_number, 0), _)) :-
    after([h8], P),
    gomoku_search(P, _, [time(0)]).

test(time_not_a_number, error(type_error(number, soon), _)) :-
    after([h8], P),
    gomoku_search(P, _, [time(soon)]).

test(interrupted, throws(time_limit_exceeded)) :-
    % Every candidate at every ply to 60 plies does not end; the search
    % looks at signals, so the time limit stops it.
    after([h8], P),
    call_with_time_limit(0.2, gomoku_search(P, _, [depth(60), width(0)])).

:- end_tests(gomoku_search).
