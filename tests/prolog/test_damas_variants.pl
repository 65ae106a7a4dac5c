/*  Tests of library(damas) with variants other than the default: any
    module with the relations casa/4, movepeca/3, comepeca/3, diagonal/3
    and rule/2 is a variant.  The modules here are made in this file from
    the knowledge base's boards, with their own rule facts.  Only defines
    the units; tests/prolog/run_tests.pl runs them.
*/
:- module(test_damas_variants, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(thread)).
:- use_module(library(damas)).
:- use_module('../../kb/board_8x8', []).
:- use_module('../../kb/board_10x10', []).

%   test_international: the 10x10 board under Brazilian rules, which are the
%   rules of test_international draughts.
test_international:casa(F, R, C, N) :- board_10x10:casa(F, R, C, N).
test_international:movepeca(F, T, S) :- board_10x10:movepeca(F, T, S).
test_international:comepeca(F, O, T) :- board_10x10:comepeca(F, O, T).
test_international:diagonal(F, D, T) :- board_10x10:diagonal(F, D, T).
test_international:rule(first_to_move, white).
test_international:rule(men_start_ranks(white), [1, 2, 3, 4]).
test_international:rule(men_start_ranks(black), [7, 8, 9, 10]).

%   test_free_choice: the 8x8 board without the majority rule.
test_free_choice:casa(F, R, C, N) :- board_8x8:casa(F, R, C, N).
test_free_choice:movepeca(F, T, S) :- board_8x8:movepeca(F, T, S).
test_free_choice:comepeca(F, O, T) :- board_8x8:comepeca(F, O, T).
test_free_choice:diagonal(F, D, T) :- board_8x8:diagonal(F, D, T).
test_free_choice:rule(majority_capture, false).
test_free_choice:rule(first_to_move, white).
test_free_choice:rule(men_start_ranks(white), [1, 2, 3]).
test_free_choice:rule(men_start_ranks(black), [6, 7, 8]).

%   test_crowning: men crowned in passing, which the C engine does not do.
test_crowning:casa(F, R, C, N) :- board_8x8:casa(F, R, C, N).
test_crowning:movepeca(F, T, S) :- board_8x8:movepeca(F, T, S).
test_crowning:comepeca(F, O, T) :- board_8x8:comepeca(F, O, T).
test_crowning:diagonal(F, D, T) :- board_8x8:diagonal(F, D, T).
test_crowning:rule(crown_during_capture, true).

%   test_one_way: men step in one direction only, which is no board.
test_one_way:casa(F, R, C, N) :- board_8x8:casa(F, R, C, N).
test_one_way:movepeca(F, T, white) :- board_8x8:diagonal(F, north_east, T).
test_one_way:movepeca(F, T, black) :- board_8x8:movepeca(F, T, black).
test_one_way:comepeca(F, O, T) :- board_8x8:comepeca(F, O, T).
test_one_way:diagonal(F, D, T) :- board_8x8:diagonal(F, D, T).
test_one_way:rule(first_to_move, white).

%   test_no_start: says nothing of how a game starts.
test_no_start:casa(F, R, C, N) :- board_8x8:casa(F, R, C, N).
test_no_start:movepeca(F, T, S) :- board_8x8:movepeca(F, T, S).
test_no_start:comepeca(F, O, T) :- board_8x8:comepeca(F, O, T).
test_no_start:diagonal(F, D, T) :- board_8x8:diagonal(F, D, T).
test_no_start:rule(flying_kings, true).

%   test_no_rules: lacks rule/2.
test_no_rules:casa(F, R, C, N) :- board_8x8:casa(F, R, C, N).
test_no_rules:movepeca(F, T, S) :- board_8x8:movepeca(F, T, S).
test_no_rules:comepeca(F, O, T) :- board_8x8:comepeca(F, O, T).
test_no_rules:diagonal(F, D, T) :- board_8x8:diagonal(F, D, T).

%   parallel_N: copies of the default variant, each built by threads
%   racing for it.
parallel_variant(N, Variant) :-
    format(atom(Variant), 'test_parallel_~d', [N]).

:- forall(between(1, 3, N),
          ( parallel_variant(N, V),
            assertz(V:(casa(F, R, C, S) :- brazilian:casa(F, R, C, S))),
            assertz(V:(movepeca(F1, T1, S1) :- brazilian:movepeca(F1, T1, S1))),
            assertz(V:(comepeca(F2, O2, T2) :- brazilian:comepeca(F2, O2, T2))),
            assertz(V:(diagonal(F3, D3, T3) :- brazilian:diagonal(F3, D3, T3))),
            assertz(V:(rule(Name, Value) :- brazilian:rule(Name, Value)))
          )).


:- begin_tests(damas_variants).

test(international_start, true(Fen == 'W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20')) :-
    initial_position(test_international, Position),
    position_fen(Position, Fen).

% The published perft of test_international draughts.
test(international_perft, [forall(nth1(Depth, [9, 81, 658, 4265, 27117], Nodes)),
                           true(Count =:= Nodes)]) :-
    initial_position(test_international, Position),
    perft(Position, Depth, Count).

test(international_moves, true(Texts == ['b4-a5', 'b4-c5', 'd4-c5', 'd4-e5', 'f4-e5',
                                         'f4-g5', 'h4-g5', 'h4-i5', 'j4-i5'])) :-
    initial_position(test_international, Position),
    legal_moves(Position, Moves),
    maplist([M, T]>>move_text(Position, M, T, [notation(algebraic)]), Moves, Texts0),
    msort(Texts0, Texts).

test(international_squares, true(Names == [b10, j10, a1, i1])) :-
    maplist([N, A]>>square_name(N, A, [variant(test_international)]), [1, 5, 46, 50], Names).

test(international_square_50, true(N == 50)) :-
    square_name(N, i1, [variant(test_international)]).

test(international_fen, true(Fen == 'B:WK50:B1,K45')) :-
    fen_position("B:WK50:B1,K45", Position, [variant(test_international)]),
    position_fen(Position, Fen).

test(international_text_move, true(Fen == 'B:W27,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20')) :-
    initial_position(test_international, Start),
    make_move(Start, 'b4-c5', Position),
    position_fen(Position, Fen).

test(international_off_board, [throws(error(domain_error(square, 51), _))]) :-
    initial_position(test_international, Position),
    piece_at(Position, 51, _).

test(international_print, true(Text == Expected)) :-
    initial_position(test_international, Position),
    with_output_to(string(Text), print_board(Position)),
    Expected = "10 - b - b - b - b - b\n\c
                \s9 b - b - b - b - b -\n\c
                \s8 - b - b - b - b - b\n\c
                \s7 b - b - b - b - b -\n\c
                \s6 - . - . - . - . - .\n\c
                \s5 . - . - . - . - . -\n\c
                \s4 - w - w - w - w - w\n\c
                \s3 w - w - w - w - w -\n\c
                \s2 - w - w - w - w - w\n\c
                \s1 w - w - w - w - w -\n\c
                \s\s a b c d e f g h i j\n\c
                White to move\n".

test(portray_variant, true(Text == "position(test_international, \"W:WK50:B1\")")) :-
    fen_position('W:WK50:B1', Position, [variant(test_international)]),
    with_output_to(string(Text), print(Position)).

% White may take one piece with the man on 31 or two with the man on 22.
test(majority_rule, true(Texts == ['22x8'])) :-
    fen_position('W:W22,31:B11,18,27', Position),
    legal_moves(Position, Moves),
    maplist([M, T]>>move_text(Position, M, T), Moves, Texts).

test(without_majority_rule, true(Texts == ['22x8', '31x24'])) :-
    fen_position('W:W22,31:B11,18,27', Position, [variant(test_free_choice)]),
    legal_moves(Position, Moves),
    maplist([M, T]>>move_text(Position, M, T), Moves, Texts0),
    msort(Texts0, Texts).

test(free_choice_start, true(Count == 7)) :-
    initial_position(test_free_choice, Position),
    perft(Position, 1, Count).

test(rule_the_engine_lacks,
     [throws(error(domain_error(c_engine_rule, rule(crown_during_capture, true)), _))]) :-
    fen_position('W:W22:B1', _, [variant(test_crowning)]).

test(rule_refused_every_time, [true(E1 =@= E2)]) :-
    catch(fen_position('W:W22:B1', _, [variant(test_crowning)]), E1, true),
    catch(fen_position('W:W22:B1', _, [variant(test_crowning)]), E2, true),
    nonvar(E1).

test(not_a_board, [throws(error(domain_error(damas_board, _), context(_, Message)))]) :-
    catch(fen_position('W:W22:B1', _, [variant(test_one_way)]), E, true),
    E = error(_, context(_, Message)),
    string(Message),
    throw(E).

test(missing_relation, [throws(error(existence_error(procedure, test_no_rules:rule/2), _))]) :-
    fen_position('W:W22:B1', _, [variant(test_no_rules)]).

test(missing_rule_fact, [throws(error(existence_error(damas_rule, test_no_start:first_to_move), _))]) :-
    initial_position(test_no_start, _).

test(variant_not_atom, [throws(error(type_error(atom, "brazilian"), _))]) :-
    fen_position('W:W22:B1', _, [variant("brazilian")]).

test(engines_built_in_threads, true(Counts == [302, 302, 302, 302, 302, 302])) :-
    findall(perft(P, 3, C),
            ( between(1, 3, N),
              parallel_variant(N, V),
              between(1, 2, _),
              P = position(V, white, 0xFFF00000, 0xFFF, 0)
            ),
            Goals),
    concurrent(6, Goals, []),
    findall(C, member(perft(_, _, C), Goals), Counts).

:- end_tests(damas_variants).
