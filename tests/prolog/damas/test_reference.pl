/*  Tests of the reference rules, prolog/damas/reference.pl: the published
    perft counts, and hand-built positions for each rule of docs/rules.md
    and each value a rule takes, with the reasoning beside them.  The test
    variants below are the Brazilian knowledge base (board and rules) with
    a few rules changed, so that each test shows what one rule value
    does.  Only defines the unit; a runner calls run_tests.

    Squares are written in algebraic notation (a1 is White's lower left,
    dark); the helpers translate them to numbers through casa/4
    (docs/notation.md draws the 8x8 board's numbers, b8=1 to g1=32).

    Along a rank or a file (orthogonal captures) the next dark square is
    two squares away: from e3, e5 north, e1 south, c3 west, g3 east.
*/
:- module(test_reference, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module('../../../prolog/damas/reference').
% Import nothing: every call below says which variant it means.
:- use_module('../../../kb/draughts/brazilian', []).


                 /*******************************
                 *        TEST VARIANTS         *
                 *******************************/

%   variant(Module, Changes): see tests/prolog/support/variants.pl.

:- use_module('../support/variants').

variant(ref_no_majority,      [majority_capture-false]).
variant(ref_men_forward_only, [men_capture_backward-false]).
variant(ref_men_spare_kings,  [men_capture_kings-false]).
variant(ref_short_kings,      [flying_kings-false]).
variant(ref_behind_piece,     [king_landing-behind_piece]).
variant(ref_behind_king,      [king_landing-behind_king]).
variant(ref_turkish_strike,   [captured_pieces_block-false]).
% Thai captures by kings: directly behind the piece, taken pieces removed
% at once.
variant(ref_thai_kings,       [king_landing-behind_piece,
                                    captured_pieces_block-false]).
variant(ref_crown_at_once,    [crown_during_capture-true]).
variant(ref_orthogonal,       [orthogonal_captures-true]).
variant(ref_orthogonal_forward, [orthogonal_captures-true,
                                      men_capture_backward-false]).
variant(ref_by_value,         [majority_capture-by_value]).
% Frisian captures: along ranks and files too, the most value, then a
% capture by a king.
variant(ref_frisian_captures, [orthogonal_captures-true,
                                    majority_capture-by_value,
                                    capture_precedence-[by_king]]).
variant(ref_by_king,          [capture_precedence-[by_king]]).
variant(ref_most_kings,       [capture_precedence-[most_kings]]).
variant(ref_earliest_king,    [capture_precedence-[earliest_king]]).
% The Italian tie-breaks, in their order.
variant(ref_italian_order,    [capture_precedence-[by_king, most_kings,
                                                        earliest_king]]).
% A free choice among captures, except that a king must capture (Czech).
variant(ref_king_must_capture, [majority_capture-false,
                                     capture_precedence-[by_king]]).
% Wrong variants: a value a rule does not take, a name the vocabulary
% does not know (the rule before capture_precedence).
variant(ref_bad_value,        [majority_capture-yes]).
variant(ref_old_name,         [king_capture_preference-true]).

% A variant that does not say how the game starts: its rule/2 has only
% the rules of the moves, so the start is the default one.
ref_no_start:rule(Name, Value) :-
    kb_brazilian:rule(Name, Value),
    \+ memberchk(Name, [first_to_move, men_start_ranks(_)]).
ref_no_start:casa(F, R, C, N) :- kb_brazilian:casa(F, R, C, N).
ref_no_start:movepeca(F, T, S) :- kb_brazilian:movepeca(F, T, S).
ref_no_start:comepeca(F, O, T) :- kb_brazilian:comepeca(F, O, T).
ref_no_start:diagonal(F, D, T) :- kb_brazilian:diagonal(F, D, T).

% The majority rule switched off by an if-then-else on the name instead
% of a fact: the same game as ref_no_majority.
ref_no_majority_by_clause:rule(Name, Value) :-
    (   Name == majority_capture
    ->  Value = false
    ;   kb_brazilian:rule(Name, Value)
    ).
ref_no_majority_by_clause:casa(F, R, C, N) :- kb_brazilian:casa(F, R, C, N).
ref_no_majority_by_clause:movepeca(F, T, S) :- kb_brazilian:movepeca(F, T, S).
ref_no_majority_by_clause:comepeca(F, O, T) :- kb_brazilian:comepeca(F, O, T).
ref_no_majority_by_clause:diagonal(F, D, T) :- kb_brazilian:diagonal(F, D, T).


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
    once(kb_brazilian:casa(File, Rank, dark, Number)).
square(Name, Number) :-
    kb_brazilian:casa(File, Rank, dark, Number),
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
    named_sorted(Moves0, Moves).

%   every_path(+Pos, -Moves): the legal moves counting every path of a
%   capture (as perft's distinct_captures(false) counts them), named, in
%   standard order.
every_path(Pos, Moves) :-
    damas_reference:legal_moves(Pos, false, Moves0),
    named_sorted(Moves0, Moves).

named_sorted(Moves0, Moves) :-
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

% The published counts of Brazilian draughts.
test(perft_initial, [forall(member(Depth-Expected,
                                   [ 0-1, 1-7, 2-49, 3-302, 4-1469,
                                     5-7473, 6-37628 ])),
                     Count == Expected]) :-
    reference_initial_position(brazilian, Pos),
    reference_perft(Pos, Depth, Count).

% The published counts of Frisian draughts (10x10, captures along ranks
% and files, the majority by value), where merging the paths of a capture
% matters at depth 4: 3874 moves, 3880 paths.
test(perft_frisian, [forall(member(Depth-Distinct-Expected,
                                   [ 3-true-658, 4-true-3874, 4-false-3880 ])),
                     Count == Expected]) :-
    reference_initial_position(frisian, Pos),
    reference_perft(Pos, Depth, Count, [distinct_captures(Distinct)]).

% Depth must be a non-negative integer, the options a list of known
% options with their values.
test(perft_negative_depth, error(type_error(nonneg, -1), _)) :-
    reference_initial_position(brazilian, Pos),
    reference_perft(Pos, -1, _).

test(perft_unbound_depth, error(instantiation_error, _)) :-
    reference_initial_position(brazilian, Pos),
    reference_perft(Pos, _, _).

test(perft_bad_distinct, error(type_error(boolean, maybe), _)) :-
    reference_initial_position(brazilian, Pos),
    reference_perft(Pos, 1, _, [distinct_captures(maybe)]).

test(perft_options_not_list, error(type_error(list, distinct_captures(true)), _)) :-
    reference_initial_position(brazilian, Pos),
    reference_perft(Pos, 1, _, distinct_captures(true)).

% The variant must be given; one that does not say how the game starts
% starts as the vocabulary's defaults say: on an 8-rank board, the men on
% the three nearest ranks, White first.
test(initial_position_unbound, error(instantiation_error, _)) :-
    reference_initial_position(_, _).
test(initial_position_unknown, error(existence_error(damas_variant, no_such_variant), _)) :-
    reference_initial_position(no_such_variant, _).
test(initial_position_default_start, Start == Expected) :-
    reference_initial_position(ref_no_start, Start),
    reference_initial_position(brazilian, position(_, S, W, B, K)),
    Expected = position(ref_no_start, S, W, B, K).

% The enumerating version gives the moves of the list version, in order.
test(legal_move_enumerates, Ms == List) :-
    reference_initial_position(brazilian, Pos),
    findall(M, reference_legal_move(Pos, M), Ms),
    reference_legal_moves(Pos, List).

% A rule value the vocabulary does not allow, and a rule name it does not
% know (king_capture_preference was replaced by capture_precedence), are
% errors naming the rule, raised by the reference as by the C engine.
test(bad_rule_value, error(domain_error(damas_rule, rule(majority_capture, yes)), _)) :-
    pos(ref_bad_value, white, [c3], [], [d4], [], Pos),
    reference_legal_moves(Pos, _).
test(unknown_rule_name, error(domain_error(damas_rule_name, king_capture_preference), _)) :-
    pos(ref_old_name, white, [c3], [], [d4], [], Pos),
    reference_legal_moves(Pos, _).

% A rule stated by an if-then-else on its name is the same rule as a fact.
test(rule_by_clause, Moves == Expected) :-
    pos(ref_no_majority_by_clause, white, [a1, h2], [], [b2, b4, g3], [], Pos),
    moves(Pos, Moves),
    pos(ref_no_majority, white, [a1, h2], [], [b2, b4, g3], [], Same),
    moves(Same, Expected),
    Expected == [move([a1, c3, a5], [b2, b4]), move([h2, f4], [g3])].

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
    pos(ref_short_kings, white, [], [d4], [h6], [], Pos),
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
    pos(ref_men_forward_only, white, [d4], [], [c3, a7], [], Pos),
    moves(Pos, Moves).

% ... but still captures forward: d4 over e5 to f6.
test(men_forward_only_capture, Moves == [move([d4, f6], [e5])]) :-
    pos(ref_men_forward_only, white, [d4], [], [c3, e5], [], Pos),
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
    pos(ref_no_majority, white, [a1, h2], [], [b2, b4, g3], [], Pos),
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
    pos(ref_short_kings, white, [], [a1], [b2], [], Pos),
    moves(Pos, Moves).

% flying_kings false: c3 is not next to the king on a1, so it cannot be
% taken; the king steps to b2, the man on h2 to g3.
test(short_king_no_capture_at_distance,
     Moves == [move([a1, b2], []), move([h2, g3], [])]) :-
    pos(ref_short_kings, white, [h2], [a1], [c3], [], Pos),
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
    pos(ref_no_majority, white, [], [a1], [c3, f4], [], Pos),
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
    pos(ref_turkish_strike, white, [], [a1], [c3, g5, f2, b4], [], Pos),
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
    pos(ref_turkish_strike, white, [], [a1], [c3], [], Pos),
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
    pos(ref_crown_at_once, white, [b6], [], [c7, e7], [], Pos),
    moves(Pos, Moves).
test(crown_during_capture_played, After == black-[h4-king(white)]) :-
    pos(ref_crown_at_once, white, [b6], [], [c7, e7], [], Pos),
    after(Pos, move([b6, d8, h4], [c7, e7]), After).

% crown_during_capture true, a king's capture reachable only by the new
% king: from d8 the king flies over e7 and f6 (empty) to take g5 at
% distance, landing on h4; a man could not take g5 from d8.  The same
% in Russian draughts itself (kb/draughts/russian.pl).
test(crown_during_capture_flies,
     [ forall(member(Variant, [ref_crown_at_once, russian])),
       Moves == [move([b6, d8, h4], [c7, g5])] ]) :-
    pos(Variant, white, [b6], [], [c7, g5], [], Pos),
    moves(Pos, Moves).
test(no_crowning_mid_capture_flies, Moves == [move([b6, d8], [c7])]) :-
    pos(white, [b6], [], [c7, g5], [], Pos),
    moves(Pos, Moves).


                 /*******************************
                 *     MEN AND KINGS TAKEN      *
                 *******************************/

% A man may take a king: c3 over the black king on d4 to e5.
test(man_takes_king, Moves == [move([c3, e5], [d4])]) :-
    pos(white, [c3], [], [], [d4], Pos),
    moves(Pos, Moves).

% men_capture_kings false (Italian): it may not, so it steps (d4 is
% occupied, b4 free).
test(man_spares_king, Moves == [move([c3, b4], [])]) :-
    pos(ref_men_spare_kings, white, [c3], [], [], [d4], Pos),
    moves(Pos, Moves).

% ... but it still takes a man, and a king still takes a king: the king
% on a1 over the black king on c3, landing d4 to h8.
test(man_spares_king_takes_man, Moves == [move([c3, e5], [d4])]) :-
    pos(ref_men_spare_kings, white, [c3], [], [d4], [], Pos),
    moves(Pos, Moves).
test(king_takes_king_anyway, Moves == [ move([a1, d4], [c3]), move([a1, e5], [c3]),
                                        move([a1, f6], [c3]), move([a1, g7], [c3]),
                                        move([a1, h8], [c3]) ]) :-
    pos(ref_men_spare_kings, white, [], [a1], [], [c3], Pos),
    moves(Pos, Moves).


                 /*******************************
                 *       WHERE KINGS LAND       *
                 *******************************/

% king_landing anywhere (Brazilian): after e5, taken at distance from
% a1, the king lands on f6, g7 or h8.
test(landing_anywhere, Moves == [ move([a1, f6], [e5]), move([a1, g7], [e5]),
                                  move([a1, h8], [e5]) ]) :-
    pos(white, [], [a1], [e5], [], Pos),
    moves(Pos, Moves).

% behind_piece (Thai): only on f6, directly behind; it still captures at
% distance.
test(landing_behind_piece, Moves == [move([a1, f6], [e5])]) :-
    pos(ref_behind_piece, white, [], [a1], [e5], [], Pos),
    moves(Pos, Moves).

% Brazilian: a1 x c3 may land d4 to h8, but only from e5 does the capture
% go on (over d6, landing c7 or b8), so it must land there.
test(landing_where_capture_goes_on,
     Moves == [move([a1, e5, b8], [c3, d6]), move([a1, e5, c7], [c3, d6])]) :-
    pos(white, [], [a1], [c3, d6], [], Pos),
    moves(Pos, Moves).

% behind_piece: the king must land on d4, from where nothing more can be
% taken: the move ends there with one piece.
test(behind_piece_ends_capture, Moves == [move([a1, d4], [c3])]) :-
    pos(ref_behind_piece, white, [], [a1], [c3, d6], [], Pos),
    moves(Pos, Moves).

% Thai kings (behind the piece, taken pieces removed at once): a1 x b2
% lands on c3; from there it takes b4 (landing a5) or d2 (landing e1).
% From a5 it flies back over b4 and c3, free now, and takes d2, landing
% on e1; from e1, over d2 and c3, it takes b4.  Three pieces each way.
% The same in Thai draughts itself (kb/draughts/thai.pl).
test(thai_kings_cross_taken_squares,
     [ forall(member(Variant, [ref_thai_kings, thai])),
       Moves == [ move([a1, c3, a5, e1], [b2, b4, d2]),
                  move([a1, c3, e1, a5], [b2, d2, b4]) ] ]) :-
    pos(Variant, white, [], [a1], [b2, b4, d2], [], Pos),
    moves(Pos, Moves).

% With captured pieces blocking (Brazilian), b4 stays on the board and
% stops the king on a5, d2 stops it on e1: two pieces each way.
test(blocking_kings_do_not_cross,
     Moves == [ move([a1, c3, a5], [b2, b4]), move([a1, c3, e1], [b2, d2]) ]) :-
    pos(white, [], [a1], [b2, b4, d2], [], Pos),
    moves(Pos, Moves).

% behind_king (Killer): the king on a1 takes the black king on c3 and
% stops directly behind it, on d4; a man there it may pass (d4 to h8).
test(behind_king_stops, Moves == [move([a1, d4], [c3])]) :-
    pos(ref_behind_king, white, [], [a1], [], [c3], Pos),
    moves(Pos, Moves).
test(behind_king_man_anywhere, Moves == [ move([a1, d4], [c3]), move([a1, e5], [c3]),
                                          move([a1, f6], [c3]), move([a1, g7], [c3]),
                                          move([a1, h8], [c3]) ]) :-
    pos(ref_behind_king, white, [], [a1], [c3], [], Pos),
    moves(Pos, Moves).

% The capture still goes on where it can: after the king on c3 it lands
% on e5, not d4, to take f4 (a man: landing g3 or h2).
test(behind_king_goes_on, Moves == [ move([a1, e5, g3], [c3, f4]),
                                     move([a1, e5, h2], [c3, f4]) ]) :-
    pos(ref_behind_king, white, [], [a1], [f4], [c3], Pos),
    moves(Pos, Moves).

% ... and when the last piece taken is a king (f4), the move ends directly
% behind it, on g3; Brazilian kings may stop on h2 too.
test(behind_king_last, Moves == [move([a1, e5, g3], [c3, f4])]) :-
    pos(ref_behind_king, white, [], [a1], [c3], [f4], Pos),
    moves(Pos, Moves).
test(anywhere_after_last_king, Moves == [ move([a1, e5, g3], [c3, f4]),
                                          move([a1, e5, h2], [c3, f4]) ]) :-
    pos(white, [], [a1], [c3], [f4], Pos),
    moves(Pos, Moves).


                 /*******************************
                 *      ORTHOGONAL CAPTURES     *
                 *******************************/

% orthogonal_captures true (Frisian): the man on e3 takes e5, the next
% dark square up the file, landing on e7.  Brazilian: it steps.
test(orthogonal_man_capture, Moves == [move([e3, e7], [e5])]) :-
    pos(ref_orthogonal, white, [e3], [], [e5], [], Pos),
    moves(Pos, Moves).
test(no_orthogonal_capture, Moves == [move([e3, d4], []), move([e3, f4], [])]) :-
    pos(white, [e3], [], [e5], [], Pos),
    moves(Pos, Moves).

% Men capture sideways (c5, landing a5) and straight backward (e3,
% landing e1) too ...
test(orthogonal_sideways_and_back,
     Moves == [move([e5, a5], [c5]), move([e5, e1], [e3])]) :-
    pos(ref_orthogonal, white, [e5], [], [e3, c5], [], Pos),
    moves(Pos, Moves).

% ... but with men_capture_backward false not straight backward: south
% for White, north for Black; sideways they still may.
test(orthogonal_not_back_white, Moves == [move([e5, a5], [c5])]) :-
    pos(ref_orthogonal_forward, white, [e5], [], [e3, c5], [], Pos),
    moves(Pos, Moves).
test(orthogonal_not_back_black, Moves == [move([e3, a3], [c3])]) :-
    pos(ref_orthogonal_forward, black, [e5, c3], [], [e3], [], Pos),
    moves(Pos, Moves).

% Kings capture along files at distance: a1 over a3 (empty) takes a5,
% landing on a7 ...
test(orthogonal_king_capture, Moves == [move([a1, a7], [a5])]) :-
    pos(ref_orthogonal, white, [], [a1], [a5], [], Pos),
    moves(Pos, Moves).

% ... but move only along the diagonals: from a1, b2 to h8.
test(orthogonal_king_moves_diagonally,
     Moves == [ move([a1, b2], []), move([a1, c3], []), move([a1, d4], []),
                move([a1, e5], []), move([a1, f6], []), move([a1, g7], []),
                move([a1, h8], []) ]) :-
    pos(ref_orthogonal, white, [], [a1], [h6], [], Pos),
    moves(Pos, Moves).

% A capture mixing the lines: the man on a1 takes b2 (landing c3), then
% c5 up the file (landing c7).
test(orthogonal_after_diagonal, Moves == [move([a1, c3, c7], [b2, c5])]) :-
    pos(ref_orthogonal, white, [a1], [], [b2, c5], [], Pos),
    moves(Pos, Moves).


                 /*******************************
                 *    THE MAJORITY, BY VALUE    *
                 *******************************/

% majority_capture by_value (Frisian): two men (2 x 100) are worth more
% than one king (199): a1 x b2 x b4 beats h2 x g3 (the king).
test(two_men_beat_a_king, Moves == [move([a1, c3, a5], [b2, b4])]) :-
    pos(ref_by_value, white, [a1, h2], [], [b2, b4], [g3], Pos),
    moves(Pos, Moves).

% A king and a man (299) are worth more than two men (200): h2 x g3 (the
% king) x e5 beats a1 x b2 x b4.  Counting pieces (Brazilian), both take
% two and both are legal.
test(king_and_man_beat_two_men, Moves == [move([h2, f4, d6], [g3, e5])]) :-
    pos(ref_by_value, white, [a1, h2], [], [b2, b4, e5], [g3], Pos),
    moves(Pos, Moves).
test(pieces_count_the_same, Moves == [ move([a1, c3, a5], [b2, b4]),
                                       move([h2, f4, d6], [g3, e5]) ]) :-
    pos(white, [a1, h2], [], [b2, b4, e5], [g3], Pos),
    moves(Pos, Moves).

% One king is worth more than one man: h2 x g3 (the king) beats c3 x d4.
test(king_beats_man, Moves == [move([h2, f4], [g3])]) :-
    pos(ref_by_value, white, [c3, h2], [], [d4], [g3], Pos),
    moves(Pos, Moves).


                 /*******************************
                 *     CAPTURE PRECEDENCE       *
                 *******************************/

% Brazilian (no tie-break): a capture by the man on c3 (over d4) and the
% captures by the king on h2 (over g3, landing f4 to b8) all take one
% piece: all six are legal.
test(no_precedence, Moves == [ move([c3, e5], [d4]), move([h2, b8], [g3]),
                               move([h2, c7], [g3]), move([h2, d6], [g3]),
                               move([h2, e5], [g3]), move([h2, f4], [g3]) ]) :-
    pos(white, [c3], [h2], [d4, g3], [], Pos),
    moves(Pos, Moves).

% by_king: a capture made by a king beats one made by a man.
test(by_king, Moves == [ move([h2, b8], [g3]), move([h2, c7], [g3]),
                         move([h2, d6], [g3]), move([h2, e5], [g3]),
                         move([h2, f4], [g3]) ]) :-
    pos(ref_by_king, white, [c3], [h2], [d4, g3], [], Pos),
    moves(Pos, Moves).

% most_kings: the king on a1 can take the man on b2 (landing c3 to h8),
% the king on h2 the black king on g3 (landing f4 to b8): only the
% captures of the king are legal.
test(most_kings, Moves == [ move([h2, b8], [g3]), move([h2, c7], [g3]),
                            move([h2, d6], [g3]), move([h2, e5], [g3]),
                            move([h2, f4], [g3]) ]) :-
    pos(ref_most_kings, white, [], [a1, h2], [b2], [g3], Pos),
    moves(Pos, Moves).

% earliest_king: a3 x b4 (a king) x d6 takes its king at the first jump,
% h2 x g3 x g5 (a king) at the second: only the first is legal.  Both
% take two pieces, one of them a king, both by a man.
test(earliest_king, Moves == [move([a3, c5, e7], [b4, d6])]) :-
    pos(ref_earliest_king, white, [a3, h2], [], [d6, g3], [b4, g5], Pos),
    moves(Pos, Moves).
test(earliest_king_brazilian, Moves == [ move([a3, c5, e7], [b4, d6]),
                                         move([h2, f4, h6], [g3, g5]) ]) :-
    pos(white, [a3, h2], [], [d6, g3], [b4, g5], Pos),
    moves(Pos, Moves).
test(earliest_king_most_kings_ties, Moves == [ move([a3, c5, e7], [b4, d6]),
                                               move([h2, f4, h6], [g3, g5]) ]) :-
    pos(ref_most_kings, white, [a3, h2], [], [d6, g3], [b4, g5], Pos),
    moves(Pos, Moves).

% earliest_king, first kings alike: a3 x b4 x d6, two kings (jumps 1
% and 2), beats h2 x g3 x g5, one king (jump 1): at the second king
% taken, the other takes none.
test(earliest_king_second_king, Moves == [move([a3, c5, e7], [b4, d6])]) :-
    pos(ref_earliest_king, white, [a3, h2], [], [g5], [b4, d6, g3], Pos),
    moves(Pos, Moves).

% The tie-breaks apply in order: with [by_king, most_kings,
% earliest_king] the king's captures of a man (on g3) beat the man's
% capture of a king (d4); most_kings alone prefers the man's.
test(precedence_in_order, Moves == [ move([h2, b8], [g3]), move([h2, c7], [g3]),
                                     move([h2, d6], [g3]), move([h2, e5], [g3]),
                                     move([h2, f4], [g3]) ]) :-
    pos(ref_italian_order, white, [c3], [h2], [g3], [d4], Pos),
    moves(Pos, Moves).
test(most_kings_alone, Moves == [move([c3, e5], [d4])]) :-
    pos(ref_most_kings, white, [c3], [h2], [g3], [d4], Pos),
    moves(Pos, Moves).

% The tie-breaks never beat the majority: the man's two-piece capture
% e3xc5xe7 (over d4, d6) wins over the king's one-piece captures from h4
% over g3 (landing f2 or e1, from where nothing more can be taken).
test(majority_before_precedence, Moves == [move([e3, c5, e7], [d4, d6])]) :-
    pos(ref_italian_order, white, [e3], [h4], [d4, d6, g3], [], Pos),
    moves(Pos, Moves).

% Without the majority rule they apply to every capture (Czech: a king
% must capture when it can): the king's one-piece captures beat the
% man's two-piece capture.
test(precedence_without_majority, Moves == [move([h4, e1], [g3]), move([h4, f2], [g3])]) :-
    pos(ref_king_must_capture, white, [e3], [h4], [d4, d6, g3], [], Pos),
    moves(Pos, Moves).

% Frisian captures: the most value first, then by a king.  The man's
% capture of a king (a1 x b2, 199) beats the king's capture of a man
% (h8 x g7, 100) ...
test(value_before_by_king, Moves == [move([a1, c3], [b2])]) :-
    pos(ref_frisian_captures, white, [a1], [h8], [g7], [b2], Pos),
    moves(Pos, Moves).

% ... and of two captures of one man, the king's win: h8 x g7, landing
% f6 to c3 (b2 is occupied), against the man's a1 x b2.  Counting
% pieces, without the tie-break, all five are legal.
test(frisian_by_king_tie_break, Moves == [ move([h8, c3], [g7]), move([h8, d4], [g7]),
                                           move([h8, e5], [g7]), move([h8, f6], [g7]) ]) :-
    pos(ref_frisian_captures, white, [a1], [h8], [b2, g7], [], Pos),
    moves(Pos, Moves).
test(orthogonal_no_tie_break, Moves == [ move([a1, c3], [b2]),
                                         move([h8, c3], [g7]), move([h8, d4], [g7]),
                                         move([h8, e5], [g7]), move([h8, f6], [g7]) ]) :-
    pos(ref_orthogonal, white, [a1], [h8], [b2, g7], [], Pos),
    moves(Pos, Moves).


                 /*******************************
                 *     EVERY PATH OF A CAPTURE  *
                 *******************************/

% The king on c3 goes round the four pieces d4, d6, b6, b4, one way or
% the other; it may stop on its own start square (c3, empty during the
% move) or beyond: d2 or e1 one way, b2 or a1 the other.  Five moves, six
% paths: the two that end on c3 are one move.
test(every_path_king, [Moves, Perft, PerftPaths] ==
                      [[ move([c3, a5, c7, e5, a1], [b4, b6, d6, d4]),
                         move([c3, a5, c7, e5, b2], [b4, b6, d6, d4]),
                         move([c3, a5, c7, e5, c3], [b4, b6, d6, d4]),
                         move([c3, e5, c7, a5, c3], [d4, d6, b6, b4]),
                         move([c3, e5, c7, a5, d2], [d4, d6, b6, b4]),
                         move([c3, e5, c7, a5, e1], [d4, d6, b6, b4]) ], 5, 6]) :-
    pos(white, [], [c3], [d4, d6, b6, b4], [], Pos),
    every_path(Pos, Moves),
    reference_perft(Pos, 1, Perft),
    reference_perft(Pos, 1, PerftPaths, [distinct_captures(false)]).

% A king that goes on along the same line does not stop on the way: the
% king on f2 takes e3 and flies on over d4 and c5 to take b6, landing
% on a7.  Stopping on d4 or on c5 and going on the same way is the same
% motion: one path.
test(every_path_straight_on, [Moves, Perft, PerftPaths] ==
                             [[move([f2, d4, a7], [e3, b6])], 1, 1]) :-
    pos(white, [], [f2], [e3, b6], [], Pos),
    every_path(Pos, Moves),
    reference_perft(Pos, 1, Perft),
    reference_perft(Pos, 1, PerftPaths, [distinct_captures(false)]).

% The loop of a man round four pieces, one way or the other.
test(every_path_man_loop, [Moves, Perft, PerftPaths] ==
                          [[ move([c3, a5, c7, e5, c3], [b4, b6, d6, d4]),
                             move([c3, e5, c7, a5, c3], [d4, d6, b6, b4]) ], 1, 2]) :-
    pos(white, [c3], [], [d4, d6, b6, b4], [], Pos),
    every_path(Pos, Moves),
    reference_perft(Pos, 1, Perft),
    reference_perft(Pos, 1, PerftPaths, [distinct_captures(false)]).

% Deeper, each path is the root of a subtree of its own: after the loop
% of the man on c3, Black's man on h6 has one step, so perft(2) counts 1
% move, or 2 paths.
test(every_path_perft_2, [Perft, PerftPaths] == [1, 2]) :-
    pos(white, [c3], [], [d4, d6, b6, b4, h6], [], Pos),
    reference_perft(Pos, 2, Perft),
    reference_perft(Pos, 2, PerftPaths, [distinct_captures(false)]).

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
