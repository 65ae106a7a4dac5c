/*  Tests of the knowledge base: the checked-in board files are exactly what
    the generator makes, and the facts have the geometry of
    ../../../shared/spec/notation.md.  Only defines the unit; a runner
    calls run_tests.
*/
:- module(test_kb, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(readutil)).
:- use_module('../../kb/generate').
% Import nothing: the board modules export the same names, so every call
% below says which board it means.
:- use_module('../../kb/brazilian', []).
:- use_module('../../kb/board_10x10', []).

:- begin_tests(kb).

% The kb directory is wherever the generator was loaded from.
kb_file(Name, Path) :-
    module_property(kb_generate, file(Generator)),
    file_directory_name(Generator, Dir),
    directory_file_path(Dir, Name, Path).

file_terms(File, Terms) :-
    setup_call_cleanup(
        open(File, read, In),
        read_terms(In, Terms),
        close(In)).

read_terms(In, Terms) :-
    read_term(In, Term, []),
    (   Term == end_of_file
    ->  Terms = []
    ;   Terms = [Term|Rest],
        read_terms(In, Rest)
    ).

file_bytes(File, Codes) :-
    setup_call_cleanup(
        open(File, read, In, [type(binary)]),
        read_stream_to_codes(In, Codes),
        close(In)).

generated_equals_checked_in(Width, Height) :-
    format(atom(Name), "board_~wx~w.pl", [Width, Height]),
    kb_file(Name, CheckedIn),
    tmp_file_stream(text, Tmp, Stream),
    close(Stream),
    setup_call_cleanup(
        generate_board(Width, Height, Tmp),
        ( file_bytes(Tmp, Fresh), file_bytes(CheckedIn, Old) ),
        delete_file(Tmp)),
    Fresh == Old.

clauses_equal_checked_in(Width, Height) :-
    format(atom(Name), "board_~wx~w.pl", [Width, Height]),
    kb_file(Name, CheckedIn),
    board_clauses(Width, Height, Clauses),
    file_terms(CheckedIn, Terms),
    Clauses == Terms.

% On the board's coordinates: true when the three squares' (File, Rank)
% differ by the same diagonal unit step.
on_one_diagonal(From, Over, To) :-
    board_8x8:casa(F0, R0, dark, From),
    board_8x8:casa(F1, R1, dark, Over),
    board_8x8:casa(F2, R2, dark, To),
    DF is F1 - F0, DR is R1 - R0,
    abs(DF) =:= 1, abs(DR) =:= 1,
    F2 - F1 =:= DF, R2 - R1 =:= DR.

rank_of(Square, Rank) :-
    board_8x8:casa(_, Rank, dark, Square).

test(board_8x8_file_is_fresh) :-
    generated_equals_checked_in(8, 8).
test(board_10x10_file_is_fresh) :-
    generated_equals_checked_in(10, 10).
test(board_8x8_clauses_are_fresh) :-
    clauses_equal_checked_in(8, 8).
test(board_10x10_clauses_are_fresh) :-
    clauses_equal_checked_in(10, 10).
test(regeneration_is_deterministic) :-
    board_clauses(8, 8, A),
    board_clauses(8, 8, B),
    A == B.

test(counts_8x8, [Casas, Dark, White, Black, Jumps, Diagonals]
                 == [64, 32, 49, 49, 72, 98]) :-
    aggregate_all(count, board_8x8:casa(_, _, _, _), Casas),
    aggregate_all(count, board_8x8:casa(_, _, dark, _), Dark),
    aggregate_all(count, board_8x8:movepeca(_, _, white), White),
    aggregate_all(count, board_8x8:movepeca(_, _, black), Black),
    aggregate_all(count, board_8x8:comepeca(_, _, _), Jumps),
    aggregate_all(count, board_8x8:diagonal(_, _, _), Diagonals).
test(dark_numbers_8x8, Numbers == Expected) :-
    findall(N, board_8x8:casa(_, _, dark, N), Numbers0),
    msort(Numbers0, Numbers),
    numlist(1, 32, Expected).
test(dark_numbers_10x10, Numbers == Expected) :-
    findall(N, board_10x10:casa(_, _, dark, N), Numbers0),
    msort(Numbers0, Numbers),
    numlist(1, 50, Expected).
test(colours_8x8, Bad == []) :-
    findall(F-R,
            ( board_8x8:casa(F, R, Colour, _),
              \+ ( (F + R) mod 2 =:= 0 -> Colour == dark ; Colour == light ) ),
            Bad).

test(b8_is_1)  :- board_8x8:casa(2, 8, dark, 1).
test(a1_is_29) :- board_8x8:casa(1, 1, dark, 29).
test(g1_is_32) :- board_8x8:casa(7, 1, dark, 32).
test(c3_is_22) :- board_8x8:casa(3, 3, dark, 22).
test(h8_is_4)  :- board_8x8:casa(8, 8, dark, 4).
test(b10_is_1_a1_is_46_on_10x10) :-
    board_10x10:casa(2, 10, dark, 1),
    board_10x10:casa(1, 1, dark, 46).

test(comepeca_on_one_diagonal, Bad == []) :-
    findall(J, ( board_8x8:comepeca(F, O, T), J = F-O-T,
                 \+ on_one_diagonal(F, O, T) ),
            Bad).
test(comepeca_follows_diagonal, Bad == []) :-
    findall(F-O-T,
            ( board_8x8:comepeca(F, O, T),
              \+ ( board_8x8:diagonal(F, D, O), board_8x8:diagonal(O, D, T) ) ),
            Bad).
test(white_steps_north, Bad == []) :-
    findall(F-T, ( board_8x8:movepeca(F, T, white),
                   rank_of(F, RF), rank_of(T, RT),
                   RT =\= RF + 1 ),
            Bad).
test(black_steps_south, Bad == []) :-
    findall(F-T, ( board_8x8:movepeca(F, T, black),
                   rank_of(F, RF), rank_of(T, RT),
                   RT =\= RF - 1 ),
            Bad).
test(c3_steps, Tos == [17, 18]) :-
    findall(T, board_8x8:movepeca(22, T, white), Tos0),
    msort(Tos0, Tos).
test(diagonal_directions, Pairs == [north_east-18, north_west-17,
                                    south_east-26, south_west-25]) :-
    findall(D-T, board_8x8:diagonal(22, D, T), Pairs0),
    msort(Pairs0, Pairs).
test(diagonal_is_symmetric, Bad == []) :-
    findall(F-D-T, ( board_8x8:diagonal(F, D, T),
                     opposite(D, Back),
                     \+ board_8x8:diagonal(T, Back, F) ),
            Bad).

opposite(north_east, south_west).
opposite(north_west, south_east).
opposite(south_east, north_west).
opposite(south_west, north_east).

test(brazilian_reexports_board, [nondet]) :-
    brazilian:casa(1, 1, dark, 29),
    brazilian:movepeca(22, 18, white),
    brazilian:comepeca(22, 18, 15),
    brazilian:diagonal(22, north_east, 18).
test(brazilian_rules, Rules == Expected) :-
    findall(N-V, brazilian:rule(N, V), Rules),
    Expected = [ majority_capture-true,
                 men_capture_backward-true,
                 flying_kings-true,
                 crown_during_capture-false,
                 captured_pieces_block-true,
                 king_capture_preference-false,
                 first_to_move-white,
                 men_start_ranks(white)-[1, 2, 3],
                 men_start_ranks(black)-[6, 7, 8],
                 draw_repetition-3,
                 draw_kings_only_moves-20,
                 draw_three_kings_against_one-20,
                 draw_by_agreement-true
               ].

test(unbound_width, error(instantiation_error, _)) :-
    board_clauses(_, 8, _).
test(atom_width, error(type_error(integer, eight), _)) :-
    board_clauses(eight, 8, _).
test(float_height, error(type_error(integer, 8.0), _)) :-
    board_clauses(8, 8.0, _).
test(too_small, error(domain_error(between(2, 26), 1), _)) :-
    board_clauses(1, 8, _).
test(negative, error(domain_error(between(2, 26), -8), _)) :-
    board_clauses(8, -8, _).
test(too_large, error(domain_error(between(2, 26), 27), _)) :-
    generate_board(27, 8, '/nonexistent/never_written.pl').
test(unbound_file, error(instantiation_error, _)) :-
    generate_board(8, 8, _).

:- end_tests(kb).
