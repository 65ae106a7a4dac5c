/*  Tests of library(damas) with variants other than the default: any
    module with the relations casa/4, movepeca/3, comepeca/3 and
    diagonal/3, and rule/2 facts in the vocabulary of docs/rules.md (the
    rules it does not state have their defaults), is a variant.  The modules here are made in this file from
    the knowledge base's boards, with their own rule facts.  Only defines
    the units; tests/prolog/run_tests.pl runs them.
*/
:- module(test_damas_variants, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(thread)).
:- use_module(library(damas)).
:- use_module('../../kb/draughts/board_8x8', []).
:- use_module('../../kb/draughts/board_10x10', []).

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

%   test_misspelt: a rule name the vocabulary does not know.
test_misspelt:casa(F, R, C, N) :- board_8x8:casa(F, R, C, N).
test_misspelt:movepeca(F, T, S) :- board_8x8:movepeca(F, T, S).
test_misspelt:comepeca(F, O, T) :- board_8x8:comepeca(F, O, T).
test_misspelt:diagonal(F, D, T) :- board_8x8:diagonal(F, D, T).
test_misspelt:rule(crown_during_captures, true).

%   test_two_values: one rule stated twice, with two values.
test_two_values:casa(F, R, C, N) :- board_8x8:casa(F, R, C, N).
test_two_values:movepeca(F, T, S) :- board_8x8:movepeca(F, T, S).
test_two_values:comepeca(F, O, T) :- board_8x8:comepeca(F, O, T).
test_two_values:diagonal(F, D, T) :- board_8x8:diagonal(F, D, T).
test_two_values:rule(flying_kings, true).
test_two_values:rule(flying_kings, false).

%   test_no_lines: lacks diagonal/3.
test_no_lines:casa(F, R, C, N) :- board_8x8:casa(F, R, C, N).
test_no_lines:movepeca(F, T, S) :- board_8x8:movepeca(F, T, S).
test_no_lines:comepeca(F, O, T) :- board_8x8:comepeca(F, O, T).

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

%   test_no_rules: lacks rule/2: every rule has its default.
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
            assertz(V:(casa(F, R, C, S) :- kb_brazilian:casa(F, R, C, S))),
            assertz(V:(movepeca(F1, T1, S1) :- kb_brazilian:movepeca(F1, T1, S1))),
            assertz(V:(comepeca(F2, O2, T2) :- kb_brazilian:comepeca(F2, O2, T2))),
            assertz(V:(diagonal(F3, D3, T3) :- kb_brazilian:diagonal(F3, D3, T3))),
            assertz(V:(rule(Name, Value) :- kb_brazilian:rule(Name, Value)))
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

test(portray_variant, true(Text == "fen(test_international, \"W:WK50:B1\")")) :-
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

test(misspelt_rule_name,
     [throws(error(domain_error(damas_rule_name, crown_during_captures), _))]) :-
    fen_position('W:W22:B1', _, [variant(test_misspelt)]).

test(misspelt_rule_name_suggests, [true(sub_string(Message, _, _, _, "crown_during_capture?"))]) :-
    catch(initial_position(test_misspelt, _), error(_, context(_, Message)), true),
    string(Message).

test(rule_refused_every_time, [true(E1 =@= E2)]) :-
    catch(fen_position('W:W22:B1', _, [variant(test_misspelt)]), E1, true),
    catch(legal_moves(position(test_misspelt, white, 1, 2, 0), _, [backend(reference)]),
          E2, true),
    nonvar(E1).

test(two_values,
     [throws(error(domain_error(damas_rule, rule(flying_kings, several([false, true]))), _))]) :-
    initial_position(test_two_values, _).

test(not_a_board, [throws(error(domain_error(damas_board, _), context(_, Message)))]) :-
    catch(fen_position('W:W22:B1', _, [variant(test_one_way)]), E, true),
    E = error(_, context(_, Message)),
    string(Message),
    throw(E).

test(missing_relation, [throws(error(existence_error(procedure, test_no_lines:diagonal/3), _))]) :-
    fen_position('W:W22:B1', _, [variant(test_no_lines)]).

% Without rules, the defaults of docs/rules.md: on 8x8 they are the
% rules of Brazilian draughts.
test(no_rules_defaults, true(Counts == BrazilianCounts)) :-
    initial_position(test_no_rules, position(_, Side, White, Black, Kings)),
    initial_position(brazilian, position(_, Side, White, Black, Kings)),
    fen_position('W:W22,31:B11,18,27', Position, [variant(test_no_rules)]),
    fen_position('W:W22,31:B11,18,27', Brazilian),
    findall(C, ( between(1, 5, D),
                 perft(position(test_no_rules, Side, White, Black, Kings), D, C) ), Counts0),
    legal_moves(Position, Moves),
    Counts = [Moves|Counts0],
    findall(C, ( between(1, 5, D),
                 perft(position(brazilian, Side, White, Black, Kings), D, C) ), Brazilian0),
    legal_moves(Brazilian, BrazilianMoves),
    BrazilianCounts = [BrazilianMoves|Brazilian0].

% The start: White on the (R-2)/2 lowest ranks, Black on as many highest.
test(no_start_defaults, true(Fen == 'W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12')) :-
    initial_position(test_no_start, Position),
    position_fen(Position, Fen).

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
