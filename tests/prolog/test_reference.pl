/*  Tests of the reference rules, prolog/damas/reference.pl: the published
    perft counts, and one hand-built position for each rule of
    ../../../shared/spec/rules-brazilian.md, with the reasoning beside it.
    Variants that switch one rule off are defined below as modules made of
    the Brazilian knowledge base and one changed rule fact.  Only defines
    the unit; a runner calls run_tests.

    Squares are written in algebraic notation (a1 is White's lower left,
    dark); the helpers translate them to numbers through casa/4.  For
    reading the positions:

        rank 8:   b8=1   d8=2   f8=3   h8=4
        rank 7: a7=5   c7=6   e7=7   g7=8
        rank 6:   b6=9   d6=10  f6=11  h6=12
        rank 5: a5=13  c5=14  e5=15  g5=16
        rank 4:   b4=17  d4=18  f4=19  h4=20
        rank 3: a3=21  c3=22  e3=23  g3=24
        rank 2:   b2=25  d2=26  f2=27  h2=28
        rank 1: a1=29  c1=30  e1=31  g1=32
*/
:- module(test_reference, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module('../../prolog/damas/reference').
% Import nothing: every call below says which variant it means.
:- use_module('../../kb/brazilian', []).


                 /*******************************
                 *        TEST VARIANTS         *
                 *******************************/

%   variant(Module, Changes): see variant_support.pl.

:- use_module(variant_support).

variant(no_majority,       [majority_capture-false]).
variant(men_forward_only,  [men_capture_backward-false]).
variant(short_kings,       [flying_kings-false]).
variant(crown_at_once,     [crown_during_capture-true]).
variant(turkish_strike,    [captured_pieces_block-false]).
variant(king_preference,   [king_capture_preference-true]).

% A variant that does not say how the game starts: its rule/2 has only
% the move-generation switches.
no_start:rule(Name, Value) :-
    brazilian:rule(Name, Value),
    \+ memberchk(Name, [first_to_move, men_start_ranks(_)]).


                 /*******************************
                 *            HELPERS           *
                 *******************************/

%   square(?Name, ?Number): Number is the dark square Name (c3 <-> 22).
square(Name, Number) :-
    atom(Name),
    !,
    atom_chars(Name, [FileChar, RankChar]),
    char_code(FileChar, FileCode),
    File is FileCode - 0'a + 1,
    atom_number(RankChar, Rank),
    once(brazilian:casa(File, Rank, dark, Number)).
square(Name, Number) :-
    brazilian:casa(File, Rank, dark, Number),
    !,
    FileCode is 0'a + File - 1,
    format(atom(Name), "~c~d", [FileCode, Rank]).

squares_set(Names, Set) :-
    foldl(add_square, Names, 0, Set).

add_square(Name, Set0, Set) :-
    square(Name, N),
    Set is Set0 \/ (1 << (N - 1)).

%   pos(+Variant, +Side, +WhiteMen, +WhiteKings, +BlackMen, +BlackKings, -Pos)
%   builds a position of Variant from lists of square names.
pos(Variant, Side, WhiteMen, WhiteKings, BlackMen, BlackKings,
    position(Variant, Side, White, Black, Kings)) :-
    append(WhiteMen, WhiteKings, WhiteSquares),
    append(BlackMen, BlackKings, BlackSquares),
    append(WhiteKings, BlackKings, KingSquares),
    squares_set(WhiteSquares, White),
    squares_set(BlackSquares, Black),
    squares_set(KingSquares, Kings).

pos(Side, WhiteMen, WhiteKings, BlackMen, BlackKings, Pos) :-
    pos(brazilian, Side, WhiteMen, WhiteKings, BlackMen, BlackKings, Pos).

%   named_move(?Move, ?Named): Move with its squares named.
named_move(move(Path, Captured), move(PathNames, CapturedNames)) :-
    maplist(square, PathNames, Path),
    maplist(square, CapturedNames, Captured).

%   moves(+Pos, -Moves): the legal moves, named, in standard order
%   (repeats kept).
moves(Pos, Moves) :-
    reference_legal_moves(Pos, Moves0),
    maplist(named_move, Moves0, Moves1),
    msort(Moves1, Moves).

%   after(+Pos, +NamedMove, -Pieces): Pieces describes the position after
%   the move: Side-[Square-Piece, ...] with the squares in number order.
after(Pos, Named, Side-Pieces) :-
    named_move(Move, Named),
    reference_make_move(Pos, Move, position(_, Side, W, B, K)),
    findall(Name-Piece,
            ( between(1, 32, N),
              Bit is 1 << (N - 1),
              piece_on(W, B, K, Bit, Piece),
              square(Name, N) ),
            Pieces).

piece_on(W, _, K, Bit, Piece) :-
    W /\ Bit =\= 0,
    (   K /\ Bit =\= 0 -> Piece = king(white) ; Piece = man(white) ).
piece_on(_, B, K, Bit, Piece) :-
    B /\ Bit =\= 0,
    (   K /\ Bit =\= 0 -> Piece = king(black) ; Piece = man(black) ).

%   key(+NamedMove, -Key): start, end and set of captured squares.
key(move(Path, Captured), From-To-Set) :-
    Path = [From|_],
    last(Path, To),
    msort(Captured, Set).


:- begin_tests(reference).

                 /*******************************
                 *        START AND PERFT       *
                 *******************************/

% Board and start: white men on the dark squares of ranks 1-3 (21-32),
% black men on ranks 6-8 (1-12), White to move.
test(initial_position, Pos == Expected) :-
    reference_initial_position(brazilian, Pos),
    numlist(21, 32, WhiteSquares),
    numlist(1, 12, BlackSquares),
    foldl([N, S0, S]>>(S is S0 \/ (1 << (N - 1))), WhiteSquares, 0, White),
    foldl([N, S0, S]>>(S is S0 \/ (1 << (N - 1))), BlackSquares, 0, Black),
    Expected = position(brazilian, white, White, Black, 0).

% The men of rank 3 step forward: a3 and g3 have one free square each,
% c3 and e3 two.  Rank 2 men are blocked by rank 3.
test(initial_moves, Moves == [ move([a3, b4], []), move([c3, b4], []),
                               move([c3, d4], []), move([e3, d4], []),
                               move([e3, f4], []), move([g3, f4], []),
                               move([g3, h4], []) ]) :-
    reference_initial_position(brazilian, Pos),
    moves(Pos, Moves).

% The published counts (../../../shared/data/perft.tsv).
test(perft_initial, [forall(member(Depth-Expected,
                                   [ 0-1, 1-7, 2-49, 3-302, 4-1469,
                                     5-7473, 6-37628 ])),
                     Count == Expected]) :-
    reference_initial_position(brazilian, Pos),
    reference_perft(Pos, Depth, Count).

% Depth must be a non-negative integer.
test(perft_negative_depth, error(type_error(nonneg, -1), _)) :-
    reference_initial_position(brazilian, Pos),
    reference_perft(Pos, -1, _).

test(perft_unbound_depth, error(instantiation_error, _)) :-
    reference_initial_position(brazilian, Pos),
    reference_perft(Pos, _, _).

% The variant must be given, and must say how the game starts.
test(initial_position_unbound, error(instantiation_error, _)) :-
    reference_initial_position(_, _).
test(initial_position_without_start_rules,
     error(existence_error(rule, first_to_move), _)) :-
    reference_initial_position(no_start, _).

% The enumerating version gives the moves of the list version, in order.
test(legal_move_enumerates, Ms == List) :-
    reference_initial_position(brazilian, Pos),
    findall(M, reference_legal_move(Pos, M), Ms),
    reference_legal_moves(Pos, List).


                 /*******************************
                 *         STEPS AND END        *
                 *******************************/

% A man steps diagonally forward only: the white man on d4 goes to c5 or
% e5, never back to c3 or e3; the black man on d6 goes to c5 or e5.
test(men_step_forward, Moves == [move([d4, c5], []), move([d4, e5], [])]) :-
    pos(white, [d4], [], [h8], [], Pos),
    moves(Pos, Moves).
test(black_men_step_south, Moves == [move([d6, c5], []), move([d6, e5], [])]) :-
    pos(black, [a1], [], [d6], [], Pos),
    moves(Pos, Moves).

% A flying king on d4 reaches every empty square of its two diagonals:
% e5 f6 g7 h8, c5 b6 a7, e3 f2 g1, c3 b2 a1: 13 moves.
test(king_flies, N == 13) :-
    pos(white, [], [d4], [h6], [], Pos),
    reference_legal_moves(Pos, Moves),
    length(Moves, N).

% It stops before an occupied square: a man of its own on f6 and a black
% man on b2 (not capturable: a black king stands on a1 beyond it) leave
% e5, c5 b6 a7, e3 f2 g1, c3 = 8 squares.
test(king_stops_before_pieces, Tos == [a7, b6, c3, c5, e3, e5, f2, g1]) :-
    pos(white, [f6], [d4], [b2], [a1], Pos),
    reference_legal_moves(Pos, Moves),
    findall(To, ( member(move([F, T], []), Moves),
                  square(d4, F), square(To, T) ), Tos0),
    msort(Tos0, Tos).

% flying_kings false: the king on d4 steps one square: c3 c5 e3 e5.
test(short_king_steps, Moves == [ move([d4, c3], []), move([d4, c5], []),
                                  move([d4, e3], []), move([d4, e5], []) ]) :-
    pos(short_kings, white, [], [d4], [h6], [], Pos),
    moves(Pos, Moves).

% A side with no piece, or with every piece blocked, has no move.
test(no_pieces, Moves == []) :-
    pos(black, [c3], [], [], [], Pos),
    moves(Pos, Moves).
test(all_blocked, Moves == []) :-
    % The white man on a1 faces its own man on b2, which faces black men
    % on a3 and c3 that it cannot jump (b4 and d4 hold black men too).
    pos(white, [a1, b2], [], [a3, c3, b4, d4], [], Pos),
    moves(Pos, Moves).


                 /*******************************
                 *       CAPTURES BY MEN        *
                 *******************************/

% Capturing is mandatory: the man on c3 must take d4 (landing on e5);
% the free man on g3 may not step.
test(mandatory_capture, Moves == [move([c3, e5], [d4])]) :-
    pos(white, [c3, g3], [], [d4, a7], [], Pos),
    moves(Pos, Moves).

% Men capture backward: the white man on d4 jumps the black man on c3,
% behind it, landing on b2.
test(backward_capture_by_man, Moves == [move([d4, b2], [c3])]) :-
    pos(white, [d4], [], [c3, a7], [], Pos),
    moves(Pos, Moves).

% men_capture_backward false: that jump is not allowed, so the man
% steps forward instead.
test(men_forward_only, Moves == [move([d4, c5], []), move([d4, e5], [])]) :-
    pos(men_forward_only, white, [d4], [], [c3, a7], [], Pos),
    moves(Pos, Moves).

% ... but still captures forward: d4 over e5 to f6.
test(men_forward_only_capture, Moves == [move([d4, f6], [e5])]) :-
    pos(men_forward_only, white, [d4], [], [c3, e5], [], Pos),
    moves(Pos, Moves).

% Multi-capture: after a1xc3 over b2 the man can go on over b4 to a5,
% so it must; a1-c3 alone is not a move.
test(multi_capture_goes_on, Moves == [move([a1, c3, a5], [b2, b4])]) :-
    pos(white, [a1], [], [b2, b4], [], Pos),
    moves(Pos, Moves).

% Majority rule: a1xc3xa5 takes two pieces, h2xf4 (over g3) only one;
% only the first is legal.
test(majority_rule, Moves == [move([a1, c3, a5], [b2, b4])]) :-
    pos(white, [a1, h2], [], [b2, b4, g3], [], Pos),
    moves(Pos, Moves).

% majority_capture false: both captures are legal.
test(no_majority, Moves == [ move([a1, c3, a5], [b2, b4]),
                             move([h2, f4], [g3]) ]) :-
    pos(no_majority, white, [a1, h2], [], [b2, b4, g3], [], Pos),
    moves(Pos, Moves).

% Men and kings count the same: taking the black king (c3 over d4) and
% taking the black man (g3 over f4) are both legal.  Each lands on e5 and
% stops: the other piece has a white man behind it.
test(men_and_kings_count_the_same,
     Moves == [move([c3, e5], [d4]), move([g3, e5], [f4])]) :-
    pos(white, [c3, g3], [], [f4], [d4], Pos),
    moves(Pos, Moves).

% The loop c3 -> e5 -> c7 -> a5 -> c3 over d4, d6, b6, b4: the man ends
% on its own start square, which is empty during the move.  Back on c3
% it stops: d4 (with e5 free beyond it) was jumped already and cannot be
% jumped twice.  Going round the other way (over b4 first) takes the
% same four pieces from c3 to c3: the two paths are one move.
test(man_loop_is_one_move, Keys == [c3-c3-[b4, b6, d4, d6]]) :-
    pos(white, [c3], [], [d4, d6, b6, b4], [], Pos),
    moves(Pos, Moves),
    maplist(key, Moves, Keys).

% ... and the move is one of the two round trips.
test(man_loop_path, [true(memberchk(Move, [ move([c3, e5, c7, a5, c3], [d4, d6, b6, b4]),
                                             move([c3, a5, c7, e5, c3], [b4, b6, d6, d4]) ]))]) :-
    pos(white, [c3], [], [d4, d6, b6, b4], [], Pos),
    moves(Pos, [Move]).

% Playing it leaves the man on c3 and removes the four pieces.
test(man_loop_played, After == black-[c3-man(white)]) :-
    pos(white, [c3], [], [d4, d6, b6, b4], [], Pos),
    moves(Pos, [Move]),
    after(Pos, Move, After).

                 /*******************************
                 *      CAPTURES BY KINGS       *
                 *******************************/

% A king captures at distance and may land on any empty square beyond
% the piece, up to the next occupied square: from a1 over c3 it may land
% on d4, e5 or f6, not on g7 (its own man) nor beyond.
test(king_landing_choice, Moves == [ move([a1, d4], [c3]), move([a1, e5], [c3]),
                                     move([a1, f6], [c3]) ]) :-
    pos(white, [g7], [a1], [c3], [], Pos),
    moves(Pos, Moves).

% The king on a1 takes b2 landing anywhere from c3 to h8 (6 moves);
% with flying_kings false only on c3, the square just beyond.
test(flying_king_capture, N == 6) :-
    pos(white, [], [a1], [b2], [], Pos),
    reference_legal_moves(Pos, Moves),
    length(Moves, N).
test(short_king_capture, Moves == [move([a1, c3], [b2])]) :-
    pos(short_kings, white, [], [a1], [b2], [], Pos),
    moves(Pos, Moves).

% flying_kings false: c3 is not next to the king on a1, so it cannot be
% taken; the king steps to b2, the man on h2 to g3.
test(short_king_no_capture_at_distance,
     Moves == [move([a1, b2], []), move([h2, g3], [])]) :-
    pos(short_kings, white, [h2], [a1], [c3], [], Pos),
    moves(Pos, Moves).

% The king must land where the capture goes on: after a1 over c3, only
% from e5 can it take again (f4, landing g3 or h2).  So the moves are
% a1xe5xg3 and a1xe5xh2, whether or not the majority rule applies.
test(king_must_continue, Moves == [ move([a1, e5, g3], [c3, f4]),
                                    move([a1, e5, h2], [c3, f4]) ]) :-
    pos(white, [], [a1], [c3, f4], [], Pos),
    moves(Pos, Moves).
test(king_must_continue_without_majority,
     Moves == [ move([a1, e5, g3], [c3, f4]),
                move([a1, e5, h2], [c3, f4]) ]) :-
    pos(no_majority, white, [], [a1], [c3, f4], [], Pos),
    moves(Pos, Moves).

% The king may cross its own start square: c3 x d2 (to e1) x f2 (to h4,
% the only landing that goes on) x g5 (to f6, the only landing that goes
% on) x b2, flying from f6 over e5, d4 and c3, its start, to a1.  Were
% c3 occupied, the move would stop after g5 with three pieces.
test(king_crosses_own_start,
     Moves == [move([c3, e1, h4, f6, a1], [d2, f2, g5, b2])]) :-
    pos(white, [], [c3], [d2, f2, g5, b2], [], Pos),
    moves(Pos, Moves).

% No Turkish strike: a1 x c3 (landing f6, the best) x g5 (to h4) x f2
% (to e1).  From e1 the way to b4 runs over c3, taken already: it still
% stands there and blocks, so the move ends on e1 with three pieces.
% (Landing on d4 instead goes on over f2 to g1: two pieces, fewer.)
test(no_turkish_strike, Moves == [move([a1, f6, h4, e1], [c3, g5, f2])]) :-
    pos(white, [], [a1], [c3, g5, f2, b4], [], Pos),
    moves(Pos, Moves).

% captured_pieces_block false: c3 is lifted when taken, so from e1 the
% king flies over d2 and c3 and takes b4 too, landing on a5.
test(turkish_strike, Moves == [move([a1, f6, h4, e1, a5], [c3, g5, f2, b4])]) :-
    pos(turkish_strike, white, [], [a1], [c3, g5, f2, b4], [], Pos),
    moves(Pos, Moves).

% A piece cannot be taken twice: the king on a1 takes c3 and lands on
% d4 to h8; from d4 the piece on c3 is again next to it with b2 empty
% beyond, but it was taken already, so every move takes one piece.
test(king_no_double_jump, Lengths == [1, 1, 1, 1, 1]) :-
    pos(white, [], [a1], [c3], [], Pos),
    reference_legal_moves(Pos, Moves),
    findall(L, ( member(move(_, C), Moves), length(C, L) ), Lengths).

% The same with captured pieces lifted at once: c3 is gone, and what is
% gone cannot be taken twice either.
test(king_no_double_jump_lifted, Lengths == [1, 1, 1, 1, 1]) :-
    pos(turkish_strike, white, [], [a1], [c3], [], Pos),
    reference_legal_moves(Pos, Moves),
    findall(L, ( member(move(_, C), Moves), length(C, L) ), Lengths).

% Duplicate paths of a king: the king on f2 takes e3 and may land on d4
% or c5; from both it goes on over b6 to a7.  Two paths, f2-d4-a7 and
% f2-c5-a7, with the same start, end and pieces: one move.
test(king_duplicate_paths, Keys == [f2-a7-[b6, e3]]) :-
    pos(white, [], [f2], [e3, b6], [], Pos),
    moves(Pos, Moves),
    maplist(key, Moves, Keys).

% Different captured sets are different moves even with the same start
% and end.  The king on c1 takes d2 and then, to take three pieces (the
% most), either lands on f4 and goes over e5 to d6, or lands on h6 and
% goes over g7 to f8; both then take c5, landing on b4 or a3.  (Landing
% on e3 it could take c5 only: two pieces.)  So c1xb4 and c1xa3 are two
% moves each, told apart by the pieces they take.
test(same_ends_different_pieces,
     Moves == [ move([c1, f4, d6, a3], [d2, e5, c5]),
                move([c1, f4, d6, b4], [d2, e5, c5]),
                move([c1, h6, f8, a3], [d2, g7, c5]),
                move([c1, h6, f8, b4], [d2, g7, c5]) ]) :-
    pos(white, [], [c1], [d2, e5, c5, g7], [], Pos),
    moves(Pos, Moves).

% Black kings capture the same way: the black king on h8 takes f6 and
% lands on e5 to a1, except where its own man stands (c3): e5, d4.
test(black_king_capture, Moves == [move([h8, d4], [f6]), move([h8, e5], [f6])]) :-
    pos(black, [f6], [], [c3], [h8], Pos),
    moves(Pos, Moves).


                 /*******************************
                 *           CROWNING           *
                 *******************************/

% A man that ends its move on the far row becomes a king: b6 x c7 to d8.
test(crowned_after_capture, After == black-[d8-king(white), h6-man(black)]) :-
    pos(white, [b6], [], [c7, h6], [], Pos),
    moves(Pos, [Move]),
    Move == move([b6, d8], [c7]),
    after(Pos, Move, After).

% ... and after a step: c7 to b8.  A black man is crowned on rank 1.
test(crowned_after_step, After == black-[b8-king(white), a3-man(black)]) :-
    pos(white, [c7], [], [a3], [], Pos),
    after(Pos, move([c7, b8], []), After).
test(black_crowned, After == white-[h6-man(white), e1-king(black)]) :-
    pos(black, [h6], [], [f2], [], Pos),
    after(Pos, move([f2, e1], []), After).

% No crowning mid-capture: b6 x c7 reaches d8 on the far row, but can go
% on backward over e7 as a man, so it must; it ends on f6 still a man.
% (As a king it could have landed on g5 or h4 too.)
test(no_crowning_mid_capture, Moves == [move([b6, d8, f6], [c7, e7])]) :-
    pos(white, [b6], [], [c7, e7], [], Pos),
    moves(Pos, Moves).
test(no_crowning_mid_capture_played, After == black-[f6-man(white)]) :-
    pos(white, [b6], [], [c7, e7], [], Pos),
    after(Pos, move([b6, d8, f6], [c7, e7]), After).

% crown_during_capture true: on d8 the man becomes a king and goes on as
% a king over e7, landing on f6, g5 or h4; it stays a king.
test(crown_during_capture, Moves == [ move([b6, d8, f6], [c7, e7]),
                                      move([b6, d8, g5], [c7, e7]),
                                      move([b6, d8, h4], [c7, e7]) ]) :-
    pos(crown_at_once, white, [b6], [], [c7, e7], [], Pos),
    moves(Pos, Moves).
test(crown_during_capture_played, After == black-[h4-king(white)]) :-
    pos(crown_at_once, white, [b6], [], [c7, e7], [], Pos),
    after(Pos, move([b6, d8, h4], [c7, e7]), After).

% crown_during_capture true, a king's capture reachable only by the new
% king: from d8 the king flies over e7 and f6 (empty) to take g5 at
% distance, landing on h4; a man could not take g5 from d8.
test(crown_during_capture_flies, Moves == [move([b6, d8, h4], [c7, g5])]) :-
    pos(crown_at_once, white, [b6], [], [c7, g5], [], Pos),
    moves(Pos, Moves).
test(no_crowning_mid_capture_flies, Moves == [move([b6, d8], [c7])]) :-
    pos(white, [b6], [], [c7, g5], [], Pos),
    moves(Pos, Moves).


                 /*******************************
                 *    KING CAPTURE PREFERENCE   *
                 *******************************/

% Brazilian: a capture by the man on c3 (over d4) and the captures by
% the king on h2 (over g3, landing f4 to b8) all take one piece: all six
% are legal.
test(no_king_preference, N == 6) :-
    pos(white, [c3], [h2], [d4, g3], [], Pos),
    reference_legal_moves(Pos, Moves),
    length(Moves, N).

% king_capture_preference true: a capture made by a king is preferred,
% so only the king's five.
test(capture_with_king_preferred, Froms == [h2, h2, h2, h2, h2]) :-
    pos(king_preference, white, [c3], [h2], [d4, g3], [], Pos),
    moves(Pos, Moves),
    findall(F, member(move([F|_], _), Moves), Froms).

% ... then the capture taking more kings: the king on a1 can take the
% man on b2 (landing c3 to h8), the king on h2 the black king on g3
% (landing f4 to b8).  Brazilian: all 11; with the preference only the
% five that take the king.
test(more_kings_preferred, [N, Taken] == [11, [g3, g3, g3, g3, g3]]) :-
    pos(white, [], [a1, h2], [b2], [g3], Pos0),
    reference_legal_moves(Pos0, Moves0),
    length(Moves0, N),
    pos(king_preference, white, [], [a1, h2], [b2], [g3], Pos),
    moves(Pos, Moves),
    findall(T, member(move(_, [T]), Moves), Taken).

% The preference never beats the majority: the man's two-piece capture
% e3xc5xe7 (over d4, d6) wins over the king's one-piece captures from h4
% over g3 (landing f2 or e1, from where nothing more can be taken).
test(majority_before_preference, Moves == [move([e3, c5, e7], [d4, d6])]) :-
    pos(king_preference, white, [e3], [h4], [d4, d6, g3], [], Pos),
    moves(Pos, Moves).


                 /*******************************
                 *          MAKING MOVES        *
                 *******************************/

% A step moves the piece and passes the turn.
test(make_step, After == black-[a7-man(black), d4-man(white)]) :-
    pos(white, [c3], [], [a7], [], Pos),
    after(Pos, move([c3, d4], []), After).

% A capture removes the pieces taken; a king stays a king.
test(make_king_capture, After == black-[h8-man(black), g3-king(white)]) :-
    pos(white, [], [a1], [c3, f4, h8], [], Pos),
    after(Pos, move([a1, e5, g3], [c3, f4]), After).

:- end_tests(reference).
