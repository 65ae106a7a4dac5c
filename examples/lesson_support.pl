/*  What the lessons of examples/ share: printing moves and comparing the
    two backends.  The lessons themselves are about the rules; this file
    only prints.
*/
:- module(lesson_support,
          [ heading/1,              % +Title
            show_moves/1,           % +Position
            show_moves/2,           % +Position, +Backend
            same_moves/1,           % +Position
            show_perft/3            % +Position, +Depths, +Published
          ]).

:- use_module('../prolog/damas').
:- use_module(library(apply)).
:- use_module(library(lists)).

%!  heading(+Title) is det.
%
%   Prints Title after an empty line.

heading(Title) :-
    format("~n~s~n", [Title]).

%!  show_moves(+Position) is det.
%!  show_moves(+Position, +Backend) is det.
%
%   Prints the legal moves of Position by Backend (`c`, the default, or
%   `reference`), one a line, in the order of their squares: in
%   algebraic notation, then in numbers, then the pieces taken.

show_moves(Position) :-
    show_moves(Position, c).

show_moves(Position, Backend) :-
    legal_moves(Position, Moves0, [backend(Backend)]),
    msort(Moves0, Moves),
    Position = position(Variant, _, _, _, _),
    forall(member(Move, Moves), show_move(Variant, Move)).

show_move(Variant, move(Path, Captured)) :-
    (   Captured == []
    ->  Separator = '-'
    ;   Separator = x
    ),
    maplist(name_on(Variant), Path, Names),
    atomic_list_concat(Names, Separator, Algebraic),
    atomic_list_concat(Path, Separator, Numeric),
    (   Captured == []
    ->  format("  ~w  (~w)~n", [Algebraic, Numeric])
    ;   maplist(name_on(Variant), Captured, Taken),
        atomic_list_concat(Taken, ', ', TakenText),
        format("  ~w  (~w)  takes ~w~n", [Algebraic, Numeric, TakenText])
    ).

name_on(Variant, Square, Name) :-
    square_name(Square, Name, [variant(Variant)]).

%!  same_moves(+Position) is det.
%
%   Prints whether the C engine and the reference rules give Position
%   the same legal moves (they must: one of them would be wrong).

same_moves(Position) :-
    legal_moves(Position, C0, [backend(c)]),
    legal_moves(Position, R0, [backend(reference)]),
    msort(C0, C),
    msort(R0, R),
    length(C, N),
    (   C == R, N =:= 1
    ->  format("The C engine and the reference rules agree: the same move.~n")
    ;   C == R
    ->  format("The C engine and the reference rules agree: the same ~d moves.~n", [N])
    ;   format("The C engine and the reference rules DISAGREE:~n  C: ~q~n  reference: ~q~n",
               [C, R])
    ).

%!  show_perft(+Position, +Depths, +Published) is det.
%
%   Prints the perft count of Position at each depth of Depths, counted
%   by the C engine, beside the published count of Published (a list of
%   Depth-Count pairs; `-` where there is none).

show_perft(Position, Depths, Published) :-
    format("  depth  C engine   published~n"),
    forall(member(Depth, Depths),
           ( perft(Position, Depth, Count),
             (   memberchk(Depth-Known, Published)
             ->  true
             ;   Known = (-)
             ),
             format("  ~t~d~5|  ~t~d~16|  ~t~w~28|~n", [Depth, Count, Known])
           )).
