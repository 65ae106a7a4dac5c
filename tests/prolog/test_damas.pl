/*  Tests of library(damas), the front door: positions, FEN, squares,
    moves and their text, perft against the published counts, the board
    printout, errors for bad input, threads and time limits.  Only
    defines the units; tests/prolog/run_tests.pl runs them.
*/
:- module(test_damas, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(readutil)).
:- use_module(library(thread)).
:- use_module(library(time)).
:- use_module(library(damas)).

%   The published perft counts: ../data/perft.tsv relative to this file,
%   rows "variant<TAB>fen<TAB>depth<TAB>nodes" after a header line.

:- prolog_load_context(directory, Dir),
   directory_file_path(Dir, '../data/perft.tsv', File),
   asserta(perft_file(File)).

perft_row(Fen, Depth, Nodes, MaxDepth) :-
    perft_file(File),
    read_file_to_string(File, Text, []),
    split_string(Text, "\n", "\r", [_Header|Lines]),
    member(Line, Lines),
    split_string(Line, "\t", " ", ["brazilian", Fen, DepthText, NodesText]),
    number_string(Depth, DepthText),
    Depth =< MaxDepth,
    number_string(Nodes, NodesText).

start_fen("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12").

%   A king on a7 that takes three pieces two ways, both ways ending on e7
%   (or on d8): the short text a7xe7 is ambiguous.
ambiguous_fen('W:WK5:B11,14,19,24').

%   Lambdas here take no variable of their clause: whether such a
%   variable is shared depends on whether library(yall) was loaded
%   before this file was compiled (goal expansion copies the lambda).

notation_text(Position, Notation, Move, Text) :-
    move_text(Position, Move, Text, [notation(Notation)]).

texts(Position, Notation, Texts) :-
    legal_moves(Position, Moves),
    maplist(notation_text(Position, Notation), Moves, Texts0),
    msort(Texts0, Texts).


:- begin_tests(damas_perft).

test(published_bulk, [forall(perft_row(Fen, Depth, Nodes, 9)), true(Count =:= Nodes)]) :-
    fen_position(Fen, Position),
    perft(Position, Depth, Count).

test(published_without_bulk, [forall(perft_row(Fen, Depth, Nodes, 6)), true(Count =:= Nodes)]) :-
    fen_position(Fen, Position),
    perft(Position, Depth, Count, [bulk(false)]).

test(published_with_hash, [forall(perft_row(Fen, Depth, Nodes, 9)), true(Count =:= Nodes)]) :-
    fen_position(Fen, Position),
    perft(Position, Depth, Count, [hash(8)]).

test(table_read, true(Depths == [1, 2, 3, 4, 5, 6, 7, 8, 9])) :-
    findall(D, perft_row(_, D, _, 9), Depths).

test(depth_zero, true(Count == 1)) :-
    initial_position(Position),
    perft(Position, 0, Count).

test(bad_depth, [throws(error(domain_error(not_less_than_zero, -1), _))]) :-
    initial_position(Position),
    perft(Position, -1, _).

test(depth_not_integer, [throws(error(type_error(integer, two), _))]) :-
    initial_position(Position),
    perft(Position, two, _).

test(unbound_depth, [throws(error(instantiation_error, _))]) :-
    initial_position(Position),
    perft(Position, _, _).

test(bad_bulk_option, [throws(error(type_error(boolean, maybe), _))]) :-
    initial_position(Position),
    perft(Position, 2, _, [bulk(maybe)]).

test(bad_hash_option, [throws(error(type_error(nonneg, -8), _))]) :-
    initial_position(Position),
    perft(Position, 2, _, [hash(-8)]).

test(hash_too_large, [throws(error(resource_error(memory), _))]) :-
    initial_position(Position),
    perft(Position, 4, _, [hash(1000000000000)]).

% 2^43 MB and more once wrapped the table size computation, which then
% never returned.
test(hash_far_too_large, [forall(member(MegaBytes, [8796093022208, 8796093022207,
                                                  18446744073709551615,
                                                  340282366920938463463374607431768211456])),
                          throws(error(resource_error(memory), _))]) :-
    initial_position(Position),
    perft(Position, 4, _, [hash(MegaBytes)]).

% Kings that never meet: the tree never ends, and a deep count once
% overflowed the C stack (a crash).
test(depth_too_large, [forall(member(Depth, [65, 100000, 2147483648, 18446744073709551616])),
                       throws(error(domain_error(perft_depth, Depth), _))]) :-
    fen_position('W:WK29:BK1', Position),
    perft(Position, Depth, _).

test(depth_too_large_reference, [throws(error(domain_error(perft_depth, 65), _))]) :-
    initial_position(Position),
    perft(Position, 65, _, [backend(reference)]).

% With a table, the kings' count passes 2^64 within a second; it once
% wrapped around, a wrong count.
test(count_too_large, [throws(error(evaluation_error(int_overflow), _))]) :-
    fen_position('W:WK29:BK1', Position),
    perft(Position, 64, _, [hash(1)]).

:- end_tests(damas_perft).


:- begin_tests(damas_positions).

test(initial_is_fen, true(Position == Expected)) :-
    initial_position(Position),
    fen_position('W:W21-32:B1-12', Expected).

test(initial_terms, true(Position == position(brazilian, white, 0xFFF00000, 0xFFF, 0))) :-
    initial_position(brazilian, Position).

test(side_to_move, true(Sides == [white, black])) :-
    initial_position(P0),
    make_move(P0, '22-18', P1),
    side_to_move(P0, S0),
    side_to_move(P1, S1),
    Sides = [S0, S1].

test(piece_at_lookup, true(Pieces == [man(white), man(black), empty, empty])) :-
    initial_position(Position),
    maplist(piece_at(Position), [22, b8, 18, e5], Pieces).

test(piece_at_kings, true(Pieces == [1-king(white), 3-man(black), 22-man(white), 30-king(black)])) :-
    fen_position('W:W22,K1:BK30,3', Position),
    findall(S-P, piece_at(Position, S, P), Pieces).

test(piece_at_enumerates_occupied, true(Squares == Expected)) :-
    initial_position(Position),
    findall(S, piece_at(Position, S, _), Squares),
    numlist(1, 12, Black),
    numlist(21, 32, White),
    append(Black, White, Expected).

test(piece_at_by_piece, true(Squares == [21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32])) :-
    initial_position(Position),
    findall(S, piece_at(Position, S, man(white)), Squares).

% A partly bound piece must not be bound by the check of its shape: the
% black kings too are kings.
test(piece_at_partial_piece, true(Kings == [1-white, 30-black])) :-
    fen_position("W:WK1,22:B3,K30", Position),
    findall(S-Colour, piece_at(Position, S, king(Colour)), Kings).

test(piece_at_empty_squares, true(Squares == [13, 14, 15, 16, 17, 18, 19, 20])) :-
    initial_position(Position),
    findall(S, piece_at(Position, S, empty), Squares).

test(piece_at_bad_piece, [throws(error(domain_error(damas_piece, queen(white)), _))]) :-
    initial_position(Position),
    piece_at(Position, 22, queen(white)).

test(piece_at_light_square, [throws(error(domain_error(dark_square, e4), _))]) :-
    initial_position(Position),
    piece_at(Position, e4, _).

test(piece_at_off_board, [throws(error(domain_error(square, 33), _))]) :-
    initial_position(Position),
    piece_at(Position, 33, _).

%   Square names wherever the board is known: a move term given to
%   legal_move/2,3 may name its squares, in full or in part; numbers and
%   unbound parts behave as before.

test(legal_move_named_squares, [forall(member(Options, [[], [backend(c)], [backend(reference)]]))]) :-
    initial_position(Position),
    assertion(legal_move_with(Position, move([c3, d4], []), Options)),
    assertion(legal_move_with(fen(brazilian, "W:W21-32:B1-12"), move(['C3', 18], []), Options)),
    assertion(\+ legal_move_with(Position, move([c3, e5], []), Options)),
    findall(To, legal_move_with(Position, move([c3, To], []), Options), Tos0),
    msort(Tos0, Tos),
    assertion(Tos == [17, 18]),
    findall(M, legal_move_with(Position, M, Options), All),
    assertion(length(All, 7)).

legal_move_with(Position, Move, []) :-
    !,
    legal_move(Position, Move).
legal_move_with(Position, Move, Options) :-
    legal_move(Position, Move, Options).

test(legal_move_numbers_unchanged) :-
    initial_position(Position),
    assertion(legal_move(Position, move([22, 18], []))),
    assertion(\+ legal_move(Position, move([99, 18], []))),
    assertion(\+ legal_move(Position, '22-18')).

test(legal_move_square_off_board, [throws(error(domain_error(square, z9), _))]) :-
    initial_position(Position),
    legal_move(Position, move([z9, 18], [])).

%   A name is read on the position's board: d4-e5 is 32-28 on 10x10,
%   and d4 is 18 on the Brazilian board.

test(legal_move_name_on_other_board, true(To == 28)) :-
    initial_position(international, Position),
    legal_move(Position, move([d4, e5], [])),
    legal_move(Position, move([32, To], [])),
    square_name(NumberOn8x8, d4),
    assertion(NumberOn8x8 == 18).

%   The accessors of a move term, which does not know its board, refuse
%   a name instead of failing as if it were another square.

test(move_accessors_refuse_names,
     [ forall(member(Goal, [ move_from(move([22, 18], []), c3),
                             move_to(move([22, 18], []), d4),
                             move_path(move([22, 18], []), [c3|_]),
                             move_captures(move([22, 13], [18]), [d4])
                           ])),
       throws(error(type_error(integer, _), _))
     ]) :-
    call(Goal).

test(move_accessors_numbers_unchanged) :-
    assertion(move_from(move([22, 18], []), 22)),
    assertion(\+ move_from(move([22, 18], []), 99)),
    assertion(move_to(move([22, 13], [18]), 13)),
    assertion(move_path(move([22, 13], [18]), [22, _])),
    assertion(move_captures(move([22, 13], [18]), [18])),
    move_from(move([22, 18], []), From),
    assertion(From == 22).

:- end_tests(damas_positions).


:- begin_tests(damas_fen).

test(round_trip_start, true(Text == Expected)) :-
    start_fen(Expected),
    fen_position('W:W21-32:B1-12', Position),
    position_fen(Position, Atom),
    atom_string(Atom, Text).

test(round_trip_kings, true(Back == Position)) :-
    fen_position("B:WK1,K4,22,23:B11,K30,K31", Position),
    position_fen(Position, Text),
    Text == 'B:WK1,K4,22,23:B11,K30,K31',
    fen_position(Text, Back).

test(kings_in_terms, true(Position == position(brazilian, black, W, B, K))) :-
    fen_position('B:WK1,22:B3,K30', Position),
    W is 1 \/ 1 << 21,
    B is 1 << 2 \/ 1 << 29,
    K is 1 \/ 1 << 29.

test(tolerated_forms, true(Positions = [P, P, P, P])) :-
    maplist([T, Pos]>>fen_position(T, Pos),
            [ 'W:W21-32:B1-12',
              '  W:B1-12:W21-32. ',
              "w:W21,22,23,24,25-32:B1-4,5-12",
              `W:W32,31,30,29,28,27,26,25,24,23,22,21:B12,11,10,9,8,7,6,5,4,3,2,1`
            ],
            Positions).

test(empty_fields, true(Moves == [])) :-
    fen_position('W:W:B1', Position),
    legal_moves(Position, Moves).

test(variant_option, true(Position == Start)) :-
    fen_position('W:W21-32:B1-12', Position, [variant(brazilian)]),
    initial_position(Start).

test(bad_side, [throws(error(syntax_error(bad_side), context(fen_position/2, _)))]) :-
    fen_position('X:W21:B1', _).

test(bad_field, [throws(error(syntax_error(bad_field), context(fen_position/2, _)))]) :-
    fen_position('W:X21:B1', _).

test(duplicate_field, [throws(error(syntax_error(duplicate_field), context(fen_position/2, _)))]) :-
    fen_position('W:W21:W22', _).

test(missing_field, [throws(error(syntax_error(missing_field), context(fen_position/2, _)))]) :-
    fen_position('W', _).

% A side without pieces may be left out.
test(one_side_only, true(Fen == 'W:W21,22,23,24,25,26,27,28,29,30,31,32:B')) :-
    fen_position('W:W21-32', Position),
    position_fen(Position, Fen).

test(bad_square, [throws(error(syntax_error(bad_square), context(fen_position/2, _)))]) :-
    fen_position('W:W#3:B1', _).

% A lone surrogate is text no FEN holds (found by tests/fuzz/prolog_fuzz.pl).
test(surrogate, [throws(error(syntax_error(bad_field), context(fen_position/2, _)))]) :-
    string_codes(Text, [0'B, 0':, 0xDA30, 0'3, 0'0]),
    fen_position(Text, _).

test(square_out_of_range, [throws(error(syntax_error(square_out_of_range(33)), context(fen_position/2, _)))]) :-
    fen_position('W:W21,33:B1', _).

test(square_zero, [throws(error(syntax_error(square_out_of_range(0)), context(fen_position/2, _)))]) :-
    fen_position('W:W0:B1', _).

test(bad_range, [throws(error(syntax_error(bad_range), context(fen_position/2, _)))]) :-
    fen_position('W:W32-21:B1', _).

test(duplicate_square, [throws(error(syntax_error(duplicate_square(22)), context(fen_position/2, _)))]) :-
    fen_position('W:W21,22:B22', _).

test(piece_given_twice_in_range, [throws(error(syntax_error(duplicate_square(25)), context(fen_position/2, _)))]) :-
    fen_position('W:W21-25,K25:B1', _).

test(man_on_promotion_row, [throws(error(syntax_error(man_on_promotion_row(2)), context(fen_position/2, _)))]) :-
    fen_position('W:W2:B10', _).

test(black_man_on_promotion_row, [throws(error(syntax_error(man_on_promotion_row(30)), context(fen_position/2, _)))]) :-
    fen_position('B:W22:B30', _).

test(trailing_text, [throws(error(syntax_error(trailing_text), context(fen_position/2, _)))]) :-
    fen_position('W:W21:B1 and more', _).

test(embedded_nul, [throws(error(syntax_error(trailing_text), context(fen_position/2, _)))]) :-
    atom_codes(Text, `W:W21:B1\u0000:W22`),
    fen_position(Text, _).

test(message_gives_offset, true(sub_string(Message, _, _, _, "at character 6"))) :-
    catch(fen_position('W:W21,33:B1', _), error(_, context(_, Message)), true).

test(unbound_text, [throws(error(instantiation_error, _))]) :-
    fen_position(_, _).

test(text_not_text, [throws(error(type_error(text, 42), _))]) :-
    fen_position(42, _).

test(unknown_variant, [throws(error(existence_error(damas_variant, nowhere), _))]) :-
    fen_position('W:W21:B1', _, [variant(nowhere)]).

:- end_tests(damas_fen).


:- begin_tests(damas_squares).

test(number_to_name, true(Names == [b8, h8, a7, c3, a1, g1])) :-
    maplist([N, A]>>square_name(N, A), [1, 4, 5, 22, 29, 32], Names).

test(name_to_number, true(Numbers == [1, 4, 5, 22, 29, 32])) :-
    maplist([A, N]>>square_name(N, A), [b8, h8, a7, c3, a1, g1], Numbers).

test(check_both) :-
    square_name(22, c3).

test(wrong_pair, [fail]) :-
    square_name(22, d4).

test(enumerate, true(Pairs == 32)) :-
    aggregate_all(count, square_name(_, _), Pairs).

test(enumerate_in_order, true(First == [1-b8, 2-d8, 3-f8])) :-
    findall(N-A, limit(3, square_name(N, A)), First).

test(variant_option, true(Name == c3)) :-
    square_name(22, Name, [variant(brazilian)]).

test(off_board_number, [throws(error(domain_error(square, 33), _))]) :-
    square_name(33, _).

test(number_zero, [throws(error(domain_error(square, 0), _))]) :-
    square_name(0, _).

test(off_board_name, [throws(error(domain_error(square, i1), _))]) :-
    square_name(_, i1).

test(light_square, [throws(error(domain_error(dark_square, e4), _))]) :-
    square_name(_, e4).

test(junk_name, [throws(error(type_error(square, 'c3!'), _))]) :-
    square_name(_, 'c3!').

test(number_not_integer, [throws(error(type_error(integer, c3), _))]) :-
    square_name(c3, _).

:- end_tests(damas_squares).


:- begin_tests(damas_moves).

test(start_numeric, true(Texts == ['21-17', '22-17', '22-18', '23-18', '23-19', '24-19', '24-20'])) :-
    initial_position(Position),
    texts(Position, numeric, Texts).

test(start_algebraic, true(Texts == ['a3-b4', 'c3-b4', 'c3-d4', 'e3-d4', 'e3-f4', 'g3-f4', 'g3-h4'])) :-
    initial_position(Position),
    texts(Position, algebraic, Texts).

test(default_notation_numeric, true(Text == '22-18')) :-
    initial_position(Position),
    move_text(Position, move([22, 18], []), Text).

test(legal_move_enumerates, true(Enumerated == Listed)) :-
    initial_position(Position),
    legal_moves(Position, Listed),
    findall(M, legal_move(Position, M), Enumerated).

test(legal_move_check, [nondet]) :-
    initial_position(Position),
    legal_move(Position, move([22, 18], [])).

test(accessors, true(Parts == [26, 10, [26, 17, 10], [22, 14], true])) :-
    Move = move([26, 17, 10], [22, 14]),
    move_from(Move, From),
    move_to(Move, To),
    move_path(Move, Path),
    move_captures(Move, Captured),
    (   move_is_capture(Move) -> IsCapture = true ; IsCapture = false ),
    Parts = [From, To, Path, Captured, IsCapture].

test(step_is_no_capture, [fail]) :-
    move_is_capture(move([22, 18], [])).

test(accessor_not_a_move, [throws(error(type_error(damas_move, foo), _))]) :-
    move_from(foo, _).

test(make_move_forms, true(Positions = [P, P, P, P, P])) :-
    initial_position(Start),
    maplist(make_move(Start),
            [move([22, 18], []), move([c3, d4], []), '22-18', "c3-d4", ' 22-18 '],
            Positions).

test(make_move_result, true(Text == 'B:W18,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12')) :-
    initial_position(Start),
    make_move(Start, '22-18', Position),
    position_fen(Position, Text).

test(capture_both_notations, true(Texts == ['B:W15:B5', 'B:W15:B5', 'B:W15:B5', 'B:W15:B5'])) :-
    fen_position('W:W22:B18,5', Start),
    maplist(make_move(Start),
            ['22x15', "c3xe5", move([22, 15], [18]), 'C3XE5'],
            Positions),
    maplist(position_fen, Positions, Texts).

test(multi_capture, true(Text == 'B:W8:B1')) :-
    fen_position('W:W22:B1,11,18', Start),
    legal_moves(Start, [Move]),
    Move == move([22, 15, 8], [18, 11]),
    move_text(Start, Move, '22x8'),
    make_move(Start, '22x8', Position),
    position_fen(Position, Text).

test(promotion, true(Text == 'B:WK3:B12')) :-
    fen_position('W:W7:B12', Start),
    make_move(Start, '7-3', Position),
    position_fen(Position, Text).

test(short_text_when_unique, true(Texts == ['22x8'])) :-
    fen_position('W:W22:B1,11,18', Position),
    texts(Position, numeric, Texts).

test(full_path_when_ambiguous,
     true(Texts == ['5x23x16x2', '5x23x16x7', '5x27x20x2', '5x27x20x7'])) :-
    ambiguous_fen(Fen),
    fen_position(Fen, Position),
    texts(Position, numeric, Texts).

test(full_path_algebraic,
     true(Texts == ['a7xe3xg5xd8', 'a7xe3xg5xe7', 'a7xf2xh4xd8', 'a7xf2xh4xe7'])) :-
    ambiguous_fen(Fen),
    fen_position(Fen, Position),
    texts(Position, algebraic, Texts).

test(full_path_resolves, true(Captured == [14, 19, 11])) :-
    ambiguous_fen(Fen),
    fen_position(Fen, Position),
    text_move(Position, '5x23x16x7', Move),
    move_captures(Move, Captured).

test(partial_path_resolves, true(Move == move([5, 27, 20, 7], [14, 24, 11]))) :-
    ambiguous_fen(Fen),
    fen_position(Fen, Position),
    text_move(Position, "a7xh4xe7", Move).

test(ambiguous_numeric,
     [throws(error(domain_error(unambiguous_move, '5x7'),
                   context(make_move/3, candidates(['5x27x20x7', '5x23x16x7']))))]) :-
    ambiguous_fen(Fen),
    fen_position(Fen, Position),
    make_move(Position, '5x7', _).

test(ambiguous_algebraic,
     [throws(error(domain_error(unambiguous_move, "a7xe7"),
                   context(text_move/3, candidates(['a7xf2xh4xe7', 'a7xe3xg5xe7']))))]) :-
    ambiguous_fen(Fen),
    fen_position(Fen, Position),
    text_move(Position, "a7xe7", _).

test(move_text_of_text, true(Text == 'a7xe3xg5xe7')) :-
    ambiguous_fen(Fen),
    fen_position(Fen, Position),
    move_text(Position, '5x23x7', Text, [notation(algebraic)]).

test(bad_notation, [throws(error(domain_error(notation, roman), _))]) :-
    initial_position(Position),
    move_text(Position, '22-18', _, [notation(roman)]).

test(not_a_move, [throws(error(syntax_error(move_text('22 to 18')), context(make_move/3, _)))]) :-
    initial_position(Position),
    make_move(Position, '22 to 18', _).

% A square of more than 100 digits is not move text: turning a long run
% of digits into a number took time quadratic in its length (20 seconds
% for a million).  Leading zeros do not count.
test(long_square_number_not_move_text, [forall(member(Prefix, ["", "c", "C"])),
                                         throws(error(syntax_error(move_text(Text)), _))]) :-
    initial_position(Position),
    length(Digits, 101),
    maplist(=(0'9), Digits),
    string_codes(Number, Digits),
    atomic_list_concat([Prefix, Number, '-18'], Text0),
    atom_string(Text0, Text),
    make_move(Position, Text, _).

test(hundred_digit_square_is_off_the_board, [throws(error(domain_error(legal_move, Text), _))]) :-
    initial_position(Position),
    N is 10^100 - 1,
    format(string(Text), "~d-18", [N]),
    make_move(Position, Text, _).

test(leading_zeros_do_not_count, [true(Move == move([22, 18], []))]) :-
    initial_position(Position),
    length(Zeros, 1000),
    maplist(=(0'0), Zeros),
    string_codes(ZeroText, Zeros),
    string_concat(ZeroText, "22-18", Text),
    text_move(Position, Text, Move).

% A million digits: rejected in linear time (the time limit only stops a
% run gone wrong; it took 20 seconds and more).
test(million_digits_rejected, [forall(member(Suffix, ["", "-18", "x13"])),
                               throws(error(syntax_error(move_text(_)), _))]) :-
    initial_position(Position),
    length(Digits, 1000000),
    maplist(=(0'1), Digits),
    string_codes(Run, Digits),
    string_concat(Run, Suffix, Text),
    call_with_time_limit(10, make_move(Position, Text, _)).

test(not_a_move_mixed_separators, [throws(error(syntax_error(move_text("26x17-10")), _))]) :-
    initial_position(Position),
    make_move(Position, "26x17-10", _).

test(not_a_move_text_move, [throws(error(syntax_error(move_text('')), context(text_move/3, _)))]) :-
    initial_position(Position),
    text_move(Position, '', _).

test(move_of_wrong_type, [throws(error(type_error(damas_move, 22), _))]) :-
    initial_position(Position),
    make_move(Position, 22, _).

test(illegal_step, [throws(error(domain_error(legal_move, '22-19'),
                                 context(make_move/3, "the piece on 22 cannot move to 19")))]) :-
    initial_position(Position),
    make_move(Position, '22-19', _).

test(no_piece_there, [throws(error(domain_error(legal_move, '18-14'),
                                   context(make_move/3, "no piece of the side to move on 18")))]) :-
    initial_position(Position),
    make_move(Position, '18-14', _).

test(opponent_piece, [throws(error(domain_error(legal_move, "b6-a5"),
                                   context(make_move/3, "no piece of the side to move on b6")))]) :-
    initial_position(Position),
    make_move(Position, "b6-a5", _).

test(capture_mandatory, [throws(error(domain_error(legal_move, '21-17'),
                                      context(make_move/3, "a capture is mandatory (of 1 piece)")))]) :-
    fen_position('W:W21,22:B18,5', Position),
    make_move(Position, '21-17', _).

test(majority_rule, [throws(error(domain_error(legal_move, '31x24'), context(make_move/3, Why)))]) :-
    fen_position('W:W22,31:B11,18,27', Position),
    catch(make_move(Position, '31x24', _), E, true),
    E = error(_, context(_, Why)),
    sub_string(Why, _, _, _, "2 pieces"),
    throw(E).

test(nothing_to_capture, [throws(error(domain_error(legal_move, '22x13'), _))]) :-
    initial_position(Position),
    make_move(Position, '22x13', _).

test(illegal_term, [throws(error(domain_error(legal_move, move([22, 19], [])), _))]) :-
    initial_position(Position),
    make_move(Position, move([22, 19], []), _).

test(term_with_wrong_captures, [throws(error(domain_error(legal_move, move([22, 15], [11])), _))]) :-
    fen_position('W:W22:B18,5,11', Position),
    make_move(Position, move([22, 15], [11]), _).

test(term_with_one_square, [throws(error(domain_error(legal_move, move([22], [])), _))]) :-
    initial_position(Position),
    make_move(Position, move([22], []), _).

%   Move text that names no dark square of the board is refused as an
%   illegal move is, whatever is wrong with the square (it raised
%   domain_error(square, N), type_error(square, Name) or
%   domain_error(dark_square, Name)), by every predicate that reads text
%   and by both backends; the reason names the square.

test(move_text_naming_no_square,
     [ forall(( member(Text-Named, [ '33-29'-'33', '0-18'-'0', 'z9-c3'-z9,
                                     'a0-b1'-a0, 'c3-k9'-k9, '22x33'-'33',
                                     "c3-D9"-d9, 'e4-f5'-e4, 'E4-F5'-e4 ]),
                member(Goal, [ make_move(P, Text, _),
                               make_move(P, Text, _, [backend(reference)]),
                               text_move(P, Text, _),
                               move_text(P, Text, _)
                             ]) )),
       true(Formal-Has == domain_error(legal_move, Text)-true)
     ]) :-
    initial_position(P),
    catch(Goal, error(Formal, context(_, Why)), true),
    atom_string(Named, NamedText),
    (   string(Why), sub_string(Why, _, _, _, NamedText)
    ->  Has = true
    ;   Has = false
    ).

test(move_text_light_square_reason, true(Why == "e4 is a light square: the pieces stand on the dark squares only")) :-
    initial_position(Position),
    catch(make_move(Position, 'e4-f5', _), error(domain_error(legal_move, _), context(_, Why)), true).

test(move_text_off_board_reason, true(Why == "there is no square 33 on the board")) :-
    initial_position(Position),
    catch(make_move(Position, '33-29', _), error(domain_error(legal_move, _), context(_, Why)), true).

test(move_term_square_off_board, [throws(error(domain_error(square, 33), _))]) :-
    initial_position(Position),
    make_move(Position, move([33, 29], []), _).

test(move_term_light_square, [throws(error(domain_error(dark_square, e4), _))]) :-
    initial_position(Position),
    make_move(Position, move([e4, f5], []), _).

test(move_term_junk_square, [throws(error(type_error(square, "22"), _))]) :-
    initial_position(Position),
    make_move(Position, move(["22", 18], []), _).

test(unbound_move, [throws(error(instantiation_error, _))]) :-
    initial_position(Position),
    make_move(Position, _, _).

test(unbound_text, [throws(error(instantiation_error, _))]) :-
    initial_position(Position),
    text_move(Position, _, _).

:- end_tests(damas_moves).


:- begin_tests(damas_bad_positions).

test(unbound_position, [throws(error(instantiation_error, _))]) :-
    legal_moves(_, _).

test(unbound_side, [throws(error(instantiation_error, _))]) :-
    legal_moves(position(brazilian, _, 1, 2, 0), _).

test(unbound_variant, [throws(error(instantiation_error, _))]) :-
    side_to_move(position(_, white, 0x200000, 1, 0), _).

test(not_a_position, [throws(error(type_error(damas_position, foo), _))]) :-
    legal_moves(foo, _).

test(wrong_arity, [throws(error(type_error(damas_position, position(brazilian, white)), _))]) :-
    perft(position(brazilian, white), 1, _).

test(mask_not_integer, [throws(error(type_error(damas_position, _), _))]) :-
    position_fen(position(brazilian, white, a, 1, 0), _).

test(bad_side, [throws(error(domain_error(damas_position, _), _))]) :-
    side_to_move(position(brazilian, red, 0x200000, 1, 0), _).

test(square_twice, [throws(error(domain_error(damas_position, _), _))]) :-
    make_move(position(brazilian, white, 0x200000, 0x200000, 0), '22-18', _).

test(off_board, [throws(error(domain_error(damas_position, _), _))]) :-
    legal_moves(position(brazilian, white, 0x100000000, 1, 0), _).

test(negative_mask, [throws(error(domain_error(damas_position, _), _))]) :-
    legal_moves(position(brazilian, white, -1, 1, 0), _).

test(king_on_empty_square, [throws(error(domain_error(damas_position, _), _))]) :-
    piece_at(position(brazilian, white, 0x200000, 1, 0x8000), 22, _).

test(man_on_promotion_row, [throws(error(domain_error(damas_position, _), _))]) :-
    print_board(position(brazilian, white, 1, 0x400, 0)).

test(move_text_not_a_position, [throws(error(type_error(damas_position, foo), _))]) :-
    move_text(foo, '22-18', _).

test(unknown_variant, [throws(error(existence_error(damas_variant, nowhere), _))]) :-
    legal_moves(position(nowhere, white, 1, 2, 0), _).

test(unknown_initial_variant, [throws(error(existence_error(damas_variant, nowhere), _))]) :-
    initial_position(nowhere, _).

:- end_tests(damas_bad_positions).


:- begin_tests(damas_display).

test(print_start, true(Text == Expected)) :-
    initial_position(Position),
    with_output_to(string(Text), print_board(Position)),
    Expected = "8 - b - b - b - b\n\c
                7 b - b - b - b -\n\c
                6 - b - b - b - b\n\c
                5 . - . - . - . -\n\c
                4 - . - . - . - .\n\c
                3 w - w - w - w -\n\c
                2 - w - w - w - w\n\c
                1 w - w - w - w -\n\c
                \s a b c d e f g h\n\c
                White to move\n".

test(print_kings_to_stream, true(Text == Expected)) :-
    fen_position('B:WK1,22:B3,K30', Position),
    with_output_to(string(Text), print_board(current_output, Position)),
    Expected = "8 - W - . - b - .\n\c
                7 . - . - . - . -\n\c
                6 - . - . - . - .\n\c
                5 . - . - . - . -\n\c
                4 - . - . - . - .\n\c
                3 . - w - . - . -\n\c
                2 - . - . - . - .\n\c
                1 . - B - . - . -\n\c
                \s a b c d e f g h\n\c
                Black to move\n".

test(portray, true(Text == Expected)) :-
    initial_position(Position),
    with_output_to(string(Text), print(Position)),
    Expected = "fen(brazilian, \"W:W21-32:B1-12\")".

test(portray_inside_term, true(Text == "[fen(brazilian, \"W:WK1:B3\")]")) :-
    fen_position('W:WK1:B3', Position),
    with_output_to(string(Text), print([Position])).

test(portray_leaves_other_terms, true(Text == "position(nowhere,white,1,2,0)")) :-
    with_output_to(string(Text), print(position(nowhere, white, 1, 2, 0))).

:- end_tests(damas_display).


:- begin_tests(damas_threads).

thread_work(Position, Depth, Moves-Count) :-
    findall(M, (between(1, 200, _), legal_moves(Position, M)), [Moves|_]),
    perft(Position, Depth, Count).

test(two_threads, true(Results == [Expected, Expected])) :-
    initial_position(Position),
    thread_work(Position, 7, Expected),
    concurrent(2, [ thread_work(Position, 7, R1),
                    thread_work(Position, 7, R2)
                  ], []),
    Results = [R1, R2].

perft_goal(Position, Count, perft(Position, 6, Count)).

test(four_threads, true(Counts == [37628, 37628, 37628, 37628])) :-
    fen_position('W:W21-32:B1-12', Position),
    length(Counts, 4),
    maplist(perft_goal(Position), Counts, Goals),
    concurrent(4, Goals, []).

:- end_tests(damas_threads).


:- begin_tests(damas_time_limit).

test(perft_is_interrupted, [throws(time_limit_exceeded)]) :-
    initial_position(Position),
    call_with_time_limit(0.05, perft(Position, 14, _)).

test(interrupted_without_bulk_and_with_hash, [throws(time_limit_exceeded)]) :-
    initial_position(Position),
    call_with_time_limit(0.05, perft(Position, 14, _, [bulk(false), hash(4)])).

test(works_afterwards, true(Count == 7473)) :-
    initial_position(Position),
    catch(call_with_time_limit(0.05, perft(Position, 14, _)), time_limit_exceeded, true),
    perft(Position, 5, Count).

:- end_tests(damas_time_limit).
