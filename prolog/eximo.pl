:- module(eximo,
          [ initial_position/1,         % -Position
            fen_position/2,             % +Text, -Position
            position_fen/2,             % +Position, -Text
            side_to_move/2,             % +Position, -Side
            piece_at/3,                 % +Position, ?Square, ?Side
            square_name/2,              % ?Number, ?Name
            legal_move/2,               % +Position, -Move
            legal_move/3,               % +Position, -Move, +Options
            legal_moves/2,              % +Position, -Moves
            legal_moves/3,              % +Position, -Moves, +Options
            make_move/3,                % +Position, +Move, -NewPosition
            text_move/3,                % +Position, +Text, -Move
            move_text/2,                % +Move, -Text
            game_over/2,                % +Position, -Winner
            perft/3,                    % +Position, +Depth, -Count
            perft/4,                    % +Position, +Depth, -Count, +Options
            best_move/3,                % +Position, +Level, -Move
            search/4,                   % +Position, +Options, -Move, -Info
            evaluate/2,                 % +Position, -Score
            print_board/1,              % +Position
            print_board/2               % +Stream, +Position
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(random)).
:- use_module(library(dcg/basics)).
% library(damas) loads the C engine, whose Eximo predicates are registered
% in this module; nothing of its own is imported.
:- use_module(damas, []).
:- use_module('../kb/eximo/eximo', []).

/** <module> Eximo: positions, legal moves, notation, perft, search

Eximo is Matteo Perlini's game of the draughts family (2013), played on
all 64 squares of an 8x8 board with 16 pieces a side and no kings; its
rules are in docs/eximo.md.  This library follows the design of
library(damas): the board is a knowledge base of relation facts
(kb/eximo/eximo.pl: square/4, step/3, jump/4, capture/4, start/2,
drop_zone/2, far_row/2, first_player/1), the rules are readable Prolog
below (the reference), and a C engine built from the same facts
generates moves, counts perft and searches.

A position is the ground term

    eximo(Side, White, Black)

where Side is `white` or `black` (the side to move) and White and Black
are integers used as sets of square numbers: bit N-1 stands for square
N, and square N is (Rank-1)*8 + File, so a1 is 1 and h8 is 64.

A move is the term

    move(Kind, Path, Captured, Drops)

Kind is `step`, `jump` (over friendly pieces) or `capture`; Path is the
list of squares the piece visits, start first; Captured the squares of
the pieces taken, in route order; Drops the ascending list of squares
where freed pieces are dropped when the piece ends on the far row
(else []).

Move text: `b2-b3` (a step), `c2:c4:c6` (a jump sequence), `c3xc5xe5`
(a capture sequence), and after a move that ends on the far row `!`
and the drop squares, comma-separated: `g7-g8!b1,c1`, `g7-g8!d2`, or
`g7-g8!` when the drop zone is full.  Position text: the eight ranks
from 8 down to 1 separated by `/`, each a run of `w` (White), `b`
(Black) and digits 1-8 counting empty squares, then a space and the
side to move, `w` or `b`:

    1bbbbbb1/1bbbbbb1/1bb2bb1/8/8/1ww2ww1/1wwwwww1/1wwwwww1 w

move_text/2 and position_fen/2 give atoms, as library(damas) does;
every predicate that reads text takes an atom or a string.  The
toplevel, print/1 and messages show a position as fen(eximo, "Text"),
and every predicate that takes a position takes that term too; a move
shows as its text ('b3-b4'), which make_move/3 and text_move/3 read.
*/

                 /*******************************
                 *      POSITIONS AND SQUARES   *
                 *******************************/

%!  initial_position(-Position) is det.
%
%   Position is the start of a game: the start/2 squares of the
%   knowledge base, first_player/1 to move.

initial_position(eximo(Side, White, Black)) :-
    eximo_kb:first_player(Side),
    square_set(eximo_kb:start(white), White),
    square_set(eximo_kb:start(black), Black).

square_set(Goal, Set) :-
    aggregate_all(sum(1 << (N-1)), call(Goal, N), Set).

%!  side_to_move(+Position, -Side) is det.
%
%   Side (`white` or `black`) moves next in Position.
%
%   @error type_error(eximo_position, Position) if Position is no position.

side_to_move(Position0, Side) :-
    position_term(Position0, Position),
    Position = eximo(Side, _, _).

%!  piece_at(+Position, ?Square, ?Side) is nondet.
%
%   A piece of Side stands on Square (a number 1..64) in Position.

piece_at(Position0, Square, Side) :-
    position_term(Position0, Position),
    Position = eximo(_, White, Black),
    (   integer(Square) -> true ; eximo_kb:square(_, _, _, Square) ),
    (   occupied(White, Square) -> Side = white
    ;   occupied(Black, Square) -> Side = black
    ).

%!  square_name(?Number, ?Name) is semidet.
%
%   Square Number (1..64) is called Name (a1..h8).
%
%   @error type_error(integer, Number) or type_error(atom, Name) for
%   arguments of the wrong type.

square_name(Number, Name) :-
    (   var(Number) -> true ; must_be(integer, Number) ),
    (   var(Name) -> true ; must_be(atom, Name) ),
    eximo_kb:square(Name, _, _, Number).

occupied(Set, Square) :-
    Set /\ (1 << (Square-1)) =\= 0.

empty(White, Black, Square) :-
    \+ occupied(White \/ Black, Square).

without(Set0, Square, Set) :-
    Set is Set0 /\ \ (1 << (Square-1)).

with(Set0, Square, Set) :-
    Set is Set0 \/ (1 << (Square-1)).

%   position_term(+Term, -Position): Position is the position term that
%   Term stands for: Term itself, or fen(eximo, Text), the form in which
%   print/1 and the toplevel show a position (see "Printed terms").

position_term(Term, Position) :-
    (   compound(Term),
        Term = fen(Game, Text)
    ->  (   var(Game)
        ->  instantiation_error(Game)
        ;   Game == eximo
        ->  fen_position(Text, Position)
        ;   type_error(eximo_position, Term)
        )
    ;   must_be_position(Term),
        Position = Term
    ).

must_be_position(Position) :-
    (   is_position(Position)
    ->  true
    ;   var(Position)
    ->  instantiation_error(Position)
    ;   type_error(eximo_position, Position)
    ).

is_position(eximo(Side, White, Black)) :-
    (Side == white ; Side == black),
    integer(White), integer(Black),
    White >= 0, Black >= 0,
    White < 1 << 64, Black < 1 << 64,
    White /\ Black =:= 0.

                 /*******************************
                 *     THE RULES (REFERENCE)    *
                 *******************************/

%   own_and_enemy(+Side, +White, +Black, -Own, -Enemy)
own_and_enemy(white, White, Black, White, Black).
own_and_enemy(black, White, Black, Black, White).

%   reference_move(+Position, -Move): the rules of docs/eximo.md.
%   Capturing is mandatory: when some piece can capture, only captures
%   are moves.
reference_move(eximo(Side, White, Black), Move) :-
    own_and_enemy(Side, White, Black, Own, Enemy),
    (   can_capture(Side, Own, Enemy)
    ->  capture_move(Side, Own, Enemy, Move)
    ;   step_move(Side, Own, Enemy, Move)
    ;   jump_move(Side, Own, Enemy, Move)
    ).

can_capture(Side, Own, Enemy) :-
    own_piece(Own, From),
    can_capture_from(Side, From, Own, Enemy),
    !.

can_capture_from(Side, From, Own, Enemy) :-
    eximo_kb:capture(Side, From, Over, To),
    occupied(Enemy, Over),
    empty(Own, Enemy, To),
    !.

own_piece(Own, Square) :-
    eximo_kb:square(_, _, _, Square),
    occupied(Own, Square).

%   A step: one square forward or diagonally forward, to an empty square.
step_move(Side, Own, Enemy, move(step, [From, To], [], Drops)) :-
    own_piece(Own, From),
    eximo_kb:step(Side, From, To),
    empty(Own, Enemy, To),
    without(Own, From, Rest),
    arrival_drops(Side, To, Rest, Enemy, Drops).

%   A jump sequence over friendly pieces: a piece that can jump on must;
%   reaching the far row ends it (the piece leaves the board).
jump_move(Side, Own, Enemy, move(jump, [From|Landings], [], Drops)) :-
    own_piece(Own, From),
    without(Own, From, Rest),
    jump_route(Side, From, Rest, Enemy, Landings),
    last(Landings, Last),
    arrival_drops(Side, Last, Rest, Enemy, Drops).

jump_route(Side, At, Own, Enemy, [To|Landings]) :-
    eximo_kb:jump(Side, At, Over, To),
    occupied(Own, Over),
    empty(Own, Enemy, To),
    (   eximo_kb:far_row(Side, To)
    ->  Landings = []
    ;   can_jump_from(Side, To, Own, Enemy)
    ->  jump_route(Side, To, Own, Enemy, Landings)
    ;   Landings = []
    ).

can_jump_from(Side, At, Own, Enemy) :-
    eximo_kb:jump(Side, At, Over, To),
    occupied(Own, Over),
    empty(Own, Enemy, To),
    !.

%   A capture sequence: each captured piece leaves at once; a piece that
%   can capture on must; reaching the far row ends it.
capture_move(Side, Own, Enemy, move(capture, [From|Landings], Captured, Drops)) :-
    own_piece(Own, From),
    without(Own, From, Rest),
    capture_route(Side, From, Rest, Enemy, Landings, Captured, EnemyLeft),
    last(Landings, Last),
    arrival_drops(Side, Last, Rest, EnemyLeft, Drops).

capture_route(Side, At, Own, Enemy0, [To|Landings], [Over|Captured], Enemy) :-
    eximo_kb:capture(Side, At, Over, To),
    occupied(Enemy0, Over),
    empty(Own, Enemy0, To),
    without(Enemy0, Over, Enemy1),
    (   eximo_kb:far_row(Side, To)
    ->  Landings = [], Captured = [], Enemy = Enemy1
    ;   can_capture_from(Side, To, Own, Enemy1)
    ->  capture_route(Side, To, Own, Enemy1, Landings, Captured, Enemy)
    ;   Landings = [], Captured = [], Enemy = Enemy1
    ).

%   arrival_drops(+Side, +Last, +Own, +Enemy, -Drops): a piece that ends
%   on the far row leaves the board and its owner drops two pieces on
%   free squares of the drop zone, one if only one is free, none if none.
%   Own is without the moving piece.
arrival_drops(Side, Last, Own, Enemy, Drops) :-
    (   eximo_kb:far_row(Side, Last)
    ->  findall(S, ( eximo_kb:drop_zone(Side, S), empty(Own, Enemy, S) ), Free0),
        sort(Free0, Free),
        length(Free, N),
        (   N >= 2
        ->  Drops = [A, B],
            append(_, [A|After], Free),
            member(B, After)
        ;   Drops = Free
        )
    ;   Drops = []
    ).

%   apply_move(+Position, +Move, -NewPosition): Move must be legal.
apply_move(eximo(Side, White, Black), move(_, Path, Captured, Drops), eximo(Next, White1, Black1)) :-
    own_and_enemy(Side, White, Black, Own0, Enemy0),
    Path = [From|_],
    last(Path, Last),
    without(Own0, From, Own1),
    (   eximo_kb:far_row(Side, Last) -> Own2 = Own1 ; with(Own1, Last, Own2) ),
    foldl([S, O0, O]>>with(O0, S, O), Drops, Own2, Own),
    foldl([S, E0, E]>>without(E0, S, E), Captured, Enemy0, Enemy),
    own_and_enemy(Side, White1, Black1, Own, Enemy),
    opponent(Side, Next).

opponent(white, black).
opponent(black, white).

                 /*******************************
                 *          LEGAL MOVES         *
                 *******************************/

%!  legal_move(+Position, -Move) is nondet.
%!  legal_move(+Position, -Move, +Options) is nondet.
%
%   Move is a legal move in Position, one per solution.  Options:
%   backend(Backend), `c` (the default, the C engine) or `reference`
%   (the rules in Prolog).
%
%   @error type_error(eximo_position, Position) if Position is no position.
%   @error domain_error(eximo_backend, B) for another backend.

legal_move(Position, Move) :-
    legal_move(Position, Move, []).

legal_move(Position, Move, Options) :-
    legal_moves(Position, Moves, Options),
    member(Move, Moves).

%!  legal_moves(+Position, -Moves) is det.
%!  legal_moves(+Position, -Moves, +Options) is det.
%
%   Moves is the sorted list of the legal moves in Position; Options as
%   legal_move/3.  The list is empty when the side to move has lost.
%
%   @error resource_error(eximo_move_list) if the C engine's move list
%   cannot hold the moves (never in a game from the start so far).

legal_moves(Position, Moves) :-
    legal_moves(Position, Moves, []).

legal_moves(Position0, Moves, Options) :-
    position_term(Position0, Position),
    must_be(list, Options),
    option(backend(Backend), Options, c),
    must_be_backend(Backend),
    backend_moves(Backend, Position, Moves0),
    sort(Moves0, Moves).

must_be_backend(Backend) :-
    (   var(Backend)
    ->  instantiation_error(Backend)
    ;   memberchk(Backend, [c, reference])
    ->  true
    ;   domain_error(eximo_backend, Backend)
    ).

backend_moves(c, eximo(Side, White, Black), Moves) :-
    engine(Engine),
    eximo_engine_moves(Engine, Side, White, Black, Moves).
backend_moves(reference, Position, Moves) :-
    findall(Move, reference_move(Position, Move), Moves).

%!  make_move(+Position, +Move, -NewPosition) is det.
%
%   NewPosition follows Position after Move, a move term or move text
%   (an atom or a string, see the module comment).
%
%   @error domain_error(eximo_legal_move, Move) if Move is not legal.
%   @error syntax_error(eximo_move_text) for text that is no move.

make_move(Position0, Move0, NewPosition) :-
    position_term(Position0, Position),
    (   text(Move0)
    ->  text_move(Position, Move0, Move)
    ;   legal_moves(Position, Moves),
        (   memberchk(Move0, Moves)
        ->  Move = Move0
        ;   domain_error(eximo_legal_move, Move0)
        )
    ),
    apply_move(Position, Move, NewPosition).

text(T) :- atom(T), !.
text(T) :- string(T).

%!  game_over(+Position, -Winner) is semidet.
%
%   The game is over in Position and Winner won: the side to move has no
%   piece or no legal move, and loses.

game_over(Position0, Winner) :-
    position_term(Position0, Position),
    legal_moves(Position, []),
    Position = eximo(Side, _, _),
    opponent(Side, Winner).

                 /*******************************
                 *           NOTATION           *
                 *******************************/

%!  move_text(+Move, -Text) is det.
%
%   Text (an atom, as library(damas) gives move text) is the notation of
%   Move, for example 'b2-b3', 'c2:c4', 'c3xc5xe5', 'g7-g8!b1,c1'.
%
%   @error type_error(eximo_move, Move) if Move is no move term.

move_text(Move, Text) :-
    (   Move = move(Kind, Path, _, Drops),
        separator(Kind, Separator),
        is_list(Path), Path = [_, _|_], is_list(Drops)
    ->  true
    ;   type_error(eximo_move, Move)
    ),
    maplist(square_name, Path, Names),
    atomic_list_concat(Names, Separator, Route),
    (   arrival(Kind, Path)
    ->  drops_text(Drops, DropText), atom_concat('!', DropText, Suffix)
    ;   Suffix = ''
    ),
    atomic_list_concat([Route, Suffix], Text).

separator(step, '-').
separator(jump, ':').
separator(capture, x).

%   arrival(+Kind, +Path): the move ends on the moving side's far row;
%   the side is found from the direction of the route (ranks only grow
%   for White, only shrink for Black, and sideways hops keep them).
arrival(_, Path) :-
    Path = [From|_],
    last(Path, Last),
    eximo_kb:square(_, _, FromRank, From),
    eximo_kb:square(_, _, LastRank, Last),
    (   LastRank > FromRank -> Side = white
    ;   LastRank < FromRank -> Side = black
    ),
    eximo_kb:far_row(Side, Last).

drops_text(Drops, Text) :-
    maplist(square_name, Drops, Names),
    atomic_list_concat(Names, ',', Text).

%!  text_move(+Position, +Text, -Move) is det.
%
%   Move is the legal move of Position written Text (an atom or a
%   string).  The drops may come in any order.
%
%   @error syntax_error(eximo_move_text) if Text is no move text.
%   @error domain_error(eximo_legal_move, Text) if Text is no legal move.

text_move(Position0, Text, Move) :-
    position_term(Position0, Position),
    (   text(Text) -> true ; type_error(text, Text) ),
    text_to_string(Text, String),
    string_codes(String, Codes),
    (   phrase(move_text_syntax(Kind, Path, Drops0), Codes)
    ->  true
    ;   syntax_error(eximo_move_text)
    ),
    msort(Drops0, Drops),
    legal_moves(Position, Moves),
    (   member(Move, Moves),
        Move = move(Kind, Path, _, Drops)
    ->  true
    ;   domain_error(eximo_legal_move, Text)
    ).

move_text_syntax(Kind, [From|Rest], Drops) -->
    square_syntax(From),
    route_syntax(Kind, Rest),
    drops_syntax(Drops).

route_syntax(Kind, [To|Rest]) -->
    [C], { separator_code(C, Kind) },
    square_syntax(To),
    route_rest(Kind, Rest).

route_rest(Kind, [To|Rest]) -->
    [C], { separator_code(C, Kind), Kind \== step },
    square_syntax(To),
    route_rest(Kind, Rest).
route_rest(_, []) --> [].

separator_code(0'-, step).
separator_code(0':, jump).
separator_code(0'x, capture).

drops_syntax(Drops) --> "!", !, drop_list(Drops).
drops_syntax([]) --> [].

drop_list([S|Ss]) --> square_syntax(S), !, drop_rest(Ss).
drop_list([]) --> [].

drop_rest([S|Ss]) --> ",", square_syntax(S), drop_rest(Ss).
drop_rest([]) --> [].

square_syntax(N) -->
    [F, R],
    { atom_codes(Name, [F, R]), eximo_kb:square(Name, _, _, N) }.

%!  fen_position(+Text, -Position) is det.
%
%   Position is written Text in the position format of the module
%   comment.
%
%   @error type_error(text, Text) if Text is no atom or string.
%   @error syntax_error(eximo_position(What)) for bad text; What says
%   what is wrong: ranks (not 8 ranks of 8 squares), piece (a character
%   that is no piece nor count), side (no side to move after a space).

fen_position(Text, Position) :-
    (   text(Text) -> true
    ;   var(Text) -> instantiation_error(Text)
    ;   type_error(text, Text)
    ),
    text_to_string(Text, String),
    split_string(String, " ", "", Parts),
    (   Parts = [Board, SideText] -> true
    ;   syntax_error(eximo_position(side))
    ),
    (   side_letter(SideText, Side) -> true
    ;   syntax_error(eximo_position(side))
    ),
    split_string(Board, "/", "", Ranks),
    (   length(Ranks, 8) -> true
    ;   syntax_error(eximo_position(ranks))
    ),
    foldl(rank_pieces, Ranks, [8, 7, 6, 5, 4, 3, 2, 1], 0-0, White-Black),
    Position = eximo(Side, White, Black).

side_letter("w", white).
side_letter("b", black).

rank_pieces(Text, Rank, W0-B0, W-B) :-
    string_codes(Text, Codes),
    rank_squares(Codes, 1, Rank, W0-B0, W-B).

rank_squares([], File, _, Sets, Sets) :-
    !,
    (   File =:= 9 -> true ; syntax_error(eximo_position(ranks)) ).
rank_squares([C|Cs], File, Rank, W0-B0, Sets) :-
    (   File > 8
    ->  syntax_error(eximo_position(ranks))
    ;   C >= 0'1, C =< 0'8
    ->  File1 is File + C - 0'0,
        (   File1 =< 9 -> true ; syntax_error(eximo_position(ranks)) ),
        rank_squares(Cs, File1, Rank, W0-B0, Sets)
    ;   memberchk(C, [0'w, 0'b])
    ->  N is (Rank-1)*8 + File,
        (   C == 0'w -> with(W0, N, W1), B1 = B0 ; with(B0, N, B1), W1 = W0 ),
        File1 is File + 1,
        rank_squares(Cs, File1, Rank, W1-B1, Sets)
    ;   syntax_error(eximo_position(piece))
    ).

%!  position_fen(+Position, -Text) is det.
%
%   Text (an atom, as library(damas) gives a FEN) is Position in the
%   position format; fen_position/2 reads it back.

position_fen(Position0, Text) :-
    position_term(Position0, Position),
    Position = eximo(Side, White, Black),
    findall(RankText,
            ( member(Rank, [8, 7, 6, 5, 4, 3, 2, 1]),
              rank_text(White, Black, Rank, RankText) ),
            Ranks),
    atomic_list_concat(Ranks, /, Board),
    side_letter(SideText, Side),
    format(atom(Text), "~w ~w", [Board, SideText]).

rank_text(White, Black, Rank, Text) :-
    findall(C, ( between(1, 8, File),
                 N is (Rank-1)*8 + File,
                 square_char(White, Black, N, C) ), Chars),
    compress(Chars, Codes),
    atom_codes(Text, Codes).

square_char(White, _, N, 0'w) :- occupied(White, N), !.
square_char(_, Black, N, 0'b) :- occupied(Black, N), !.
square_char(_, _, _, 0'.).

compress([], []).
compress([0'.|Cs], [D|Rest]) :-
    !,
    empties(Cs, 1, N, More),
    D is 0'0 + N,
    compress(More, Rest).
compress([C|Cs], [C|Rest]) :-
    compress(Cs, Rest).

empties([0'.|Cs], N0, N, More) :- !, N1 is N0 + 1, empties(Cs, N1, N, More).
empties(More, N, N, More).

%!  print_board(+Position) is det.
%!  print_board(+Stream, +Position) is det.
%
%   Prints Position as a diagram, rank 8 at the top: `W` and `B` for
%   the pieces, `.` for an empty square, then the side to move.

print_board(Position) :-
    print_board(current_output, Position).

print_board(Stream, Position0) :-
    position_term(Position0, Position),
    Position = eximo(Side, White, Black),
    forall(member(Rank, [8, 7, 6, 5, 4, 3, 2, 1]),
           ( format(Stream, "~d ", [Rank]),
             forall(between(1, 8, File),
                    ( N is (Rank-1)*8 + File,
                      square_char(White, Black, N, C0),
                      display_char(C0, C),
                      format(Stream, " ~c", [C]) )),
             nl(Stream) )),
    format(Stream, "   a b c d e f g h~n", []),
    format(Stream, "~w to move~n", [Side]).

display_char(0'w, 0'W).
display_char(0'b, 0'B).
display_char(0'., 0'.).

                 /*******************************
                 *         PRINTED TERMS        *
                 *******************************/

%   Positions print at the toplevel, with print/1 and in messages as
%   fen(eximo, "Text"), which every predicate of this library that
%   takes a position reads back; moves print as their text ('b3-b4'),
%   which make_move/3 and text_move/3 read back.  Only terms of the
%   right shape print so, and only moves whose text says all of the
%   term: anything else prints as it is.

:- multifile user:portray/1.

user:portray(Position) :-
    compound(Position),
    compound_name_arity(Position, eximo, 3),
    is_position(Position),
    position_fen(Position, Text),
    format('fen(eximo, "~w")', [Text]).
user:portray(Move) :-
    compound(Move),
    compound_name_arity(Move, move, 4),
    catch(printable_move(Move), error(_, _), fail),
    move_text(Move, Text),
    writeq(Text).

%   printable_move(+Move): Move is a move term that its text writes
%   whole: text_move/3 finds it again from the text in a position where
%   it is legal.

printable_move(move(Kind, Path, Captured, Drops)) :-
    separator(Kind, _),
    is_list(Path), Path = [_, _|_],
    is_list(Captured),
    is_list(Drops),
    maplist(board_square, Path),
    maplist(board_square, Captured),
    maplist(board_square, Drops),
    length(Path, Squares),
    (   Kind == capture
    ->  length(Captured, Taken),
        Taken =:= Squares - 1
    ;   Captured == [],
        (   Kind == step -> Squares =:= 2 ; true )
    ),
    (   arrival(Kind, Path)
    ->  sort(Drops, Drops)              % strictly ascending, as legal_moves/2 gives them
    ;   Drops == []
    ).

board_square(Square) :-
    integer(Square),
    between(1, 64, Square).

                 /*******************************
                 *             PERFT            *
                 *******************************/

%!  perft(+Position, +Depth, -Count) is det.
%!  perft(+Position, +Depth, -Count, +Options) is det.
%
%   Count is the number of move sequences of Depth moves from Position
%   (a position without moves ends its sequences: they are not counted
%   below it).  Options: backend(c) (the default) or
%   backend(reference).
%
%   @error type_error(nonneg, Depth) for a negative depth.

perft(Position, Depth, Count) :-
    perft(Position, Depth, Count, []).

perft(Position0, Depth, Count, Options) :-
    position_term(Position0, Position),
    must_be(nonneg, Depth),
    must_be(list, Options),
    option(backend(Backend), Options, c),
    must_be_backend(Backend),
    (   Backend == c
    ->  engine(Engine),
        Position = eximo(Side, White, Black),
        eximo_engine_perft(Engine, Side, White, Black, Depth, Count)
    ;   reference_perft(Position, Depth, Count)
    ).

reference_perft(_, 0, 1) :- !.
reference_perft(Position, Depth, Count) :-
    findall(Move, reference_move(Position, Move), Moves),
    (   Depth =:= 1
    ->  length(Moves, Count)
    ;   Depth1 is Depth - 1,
        foldl(reference_perft_move(Position, Depth1), Moves, 0, Count)
    ).

reference_perft_move(Position, Depth, Move, Count0, Count) :-
    apply_move(Position, Move, Next),
    reference_perft(Next, Depth, N),
    Count is Count0 + N.

                 /*******************************
                 *            SEARCH            *
                 *******************************/

%!  best_move(+Position, +Level, -Move) is semidet.
%
%   Move is the choice of a computer player of Level in Position; fails
%   when the side to move has no move (it has lost).  Levels:
%
%     - random: any legal move, uniformly.
%     - capture_first: the classroom program's player: a move that
%       captures the most pieces, else one that reaches the far row,
%       else any (at random among equals).
%     - easy, medium, hard: the C engine's alpha-beta search to depth
%       2, 4 and 12 (hard stops after a quarter of a second, keeping its
%       deepest finished iteration).
%     - depth(D), time(Seconds): the search to depth D, or deepening
%       until Seconds are over.
%
%   @error domain_error(eximo_level, Level) for another level.

best_move(Position0, Level, Move) :-
    position_term(Position0, Position),
    (   var(Level) -> instantiation_error(Level) ; true ),
    (   level_choice(Level, Position, Move0)
    ->  Move = Move0
    ;   level_known(Level)
    ->  fail
    ;   domain_error(eximo_level, Level)
    ).

level_known(random).
level_known(capture_first).
level_known(L) :- level_limits(L, _, _).

level_limits(easy, 2, 0.0).
level_limits(medium, 4, 0.0).
level_limits(hard, 12, 0.25).
level_limits(depth(D), D, 0.0) :- integer(D), between(1, 60, D).
level_limits(time(T), 60, Seconds) :- number(T), T > 0, Seconds is float(T).

level_choice(random, Position, Move) :-
    legal_moves(Position, Moves),
    random_member(Move, Moves).
level_choice(capture_first, Position, Move) :-
    legal_moves(Position, Moves),
    Moves \== [],
    map_list_to_pairs(capture_first_key, Moves, Keyed),
    max_member(Best-_, Keyed),
    findall(M, member(Best-M, Keyed), Candidates),
    random_member(Move, Candidates).
level_choice(Level, Position, Move) :-
    level_limits(Level, Depth, Seconds),
    search(Position, [depth(Depth), time(Seconds)], Move, _).

capture_first_key(move(_, Path, Captured, _), Captures-Arrival) :-
    length(Captured, Captures),
    (   arrival(_, Path) -> Arrival = 1 ; Arrival = 0 ).

%!  search(+Position, +Options, -Move, -Info) is semidet.
%
%   Move is the best move the C engine finds in Position; fails when the
%   side to move has no move.  Options: depth(D) (default 8), time(S)
%   in seconds (default 0: no limit).  Info is info(Score, Depth, Nodes),
%   Score in hundredths of a piece for the side to move.

search(Position0, Options, Move, info(Score, Depth, Nodes)) :-
    position_term(Position0, Position),
    must_be(list, Options),
    option(depth(MaxDepth), Options, 8),
    must_be(positive_integer, MaxDepth),
    option(time(Time), Options, 0),
    must_be(number, Time),
    Seconds is float(Time),
    engine(Engine),
    Position = eximo(Side, White, Black),
    eximo_engine_search(Engine, Side, White, Black, MaxDepth, Seconds,
                        result(Move, Score, Depth, Nodes)),
    Move \== none.

%!  evaluate(+Position, -Score) is det.
%
%   Score is the C engine's static evaluation of Position for the side to
%   move, in hundredths of a piece: material, advancement, drop potential
%   and pieces left to capture.

evaluate(Position0, Score) :-
    position_term(Position0, Position),
    engine(Engine),
    Position = eximo(Side, White, Black),
    eximo_engine_evaluate(Engine, Side, White, Black, Score).

                 /*******************************
                 *           THE ENGINE         *
                 *******************************/

%   The C tables are built once from the knowledge base's facts; the
%   engine is a read-only blob, so a cache is no game state.

:- dynamic engine_cache/1.

engine(Engine) :-
    engine_cache(Engine),
    !.
engine(Engine) :-
    with_mutex(eximo_engine, cached_or_new_engine(Engine)).

cached_or_new_engine(Engine) :-
    (   engine_cache(Engine)
    ->  true
    ;   kb_facts(Facts),
        eximo_engine_new(Facts, Engine),
        assertz(engine_cache(Engine))
    ).

kb_facts(Facts) :-
    findall(F, kb_fact(F), Facts).

kb_fact(step(S, F, T)) :- eximo_kb:step(S, F, T).
kb_fact(jump(S, F, O, T)) :- eximo_kb:jump(S, F, O, T).
kb_fact(capture(S, F, O, T)) :- eximo_kb:capture(S, F, O, T).
kb_fact(start(S, Q)) :- eximo_kb:start(S, Q).
kb_fact(drop_zone(S, Q)) :- eximo_kb:drop_zone(S, Q).
kb_fact(far_row(S, Q)) :- eximo_kb:far_row(S, Q).
kb_fact(first_player(S)) :- eximo_kb:first_player(S).
