/*  Writes kb/gomoku/gomoku.pl: the points of a Gomoku board and every
    window of five points in a line, as facts.  Gomoku's files live in a
    directory of their own: the .pl files of kb itself are the draughts
    variants.

        swipl kb/gomoku/generate.pl 15 kb/gomoku/gomoku.pl

    The rule facts are written too, so that the generated file is the
    whole knowledge base; tests/prolog/test_gomoku.pl checks that the file
    equals a fresh generation.
*/
:- module(gomoku_generate, []).

:- use_module(library(apply)).
:- use_module(library(lists)).

:- initialization(main, main).

main :-
    current_prolog_flag(argv, [SizeText, File]),
    atom_number(SizeText, Size),
    integer(Size), Size >= 5, Size =< 19,
    !,
    setup_call_cleanup(open(File, write, Out),
                       write_kb(Out, Size, File),
                       close(Out)).
main :-
    format(user_error, "usage: swipl kb/gomoku/generate.pl SIZE FILE (SIZE 5..19)~n", []),
    halt(2).

%   The directions of a line: a window starts at its first point and
%   goes Step away four times.
direction(horizontal,    1,  0).
direction(vertical,      0,  1).
direction(diagonal,      1,  1).
direction(antidiagonal,  1, -1).

write_kb(Out, Size, File) :-
    format(Out, "% ~w: the Gomoku board and its five-point windows, as facts.~n", [File]),
    format(Out, "%~n% GENERATED FILE, do not edit.  Regenerate with:~n", []),
    format(Out, "%     swipl kb/gomoku/generate.pl ~d ~w~n", [Size, File]),
    format(Out, "%~n% Columns a.. from the left, rows 1.. from the bottom (Black's side).~n~n", []),
    format(Out, ":- module(kb_gomoku, [rule/2, point/3, window/6]).~n~n", []),
    format(Out, "%! rule(?Name, ?Value)~n%~n", []),
    format(Out, "%  The rules of free-style Gomoku: the board's size, the row that~n", []),
    format(Out, "%  wins, whether a longer row (an overline) wins too, who starts.~n", []),
    format(Out, "rule(board_size, ~d).~n", [Size]),
    format(Out, "rule(row_length, 5).~n", []),
    format(Out, "rule(overline_wins, true).~n", []),
    format(Out, "rule(first_player, black).~n~n", []),
    format(Out, "%! point(?Name, ?Column, ?Row)~n%~n", []),
    format(Out, "%  The board has point Name (a1, b1, ...) at Column and Row, both~n", []),
    format(Out, "%  1-based; one fact a point, bottom row first, left to right.~n", []),
    forall(( between(1, Size, Row), between(1, Size, Column) ),
           ( point_name(Column, Row, Name),
             format(Out, "point(~w, ~d, ~d).~n", [Name, Column, Row]) )),
    nl(Out),
    format(Out, "%! window(?Direction, ?P1, ?P2, ?P3, ?P4, ?P5)~n%~n", []),
    format(Out, "%  P1..P5 are five consecutive points of a line in Direction~n", []),
    format(Out, "%  (horizontal, vertical, diagonal or antidiagonal), in order.~n", []),
    format(Out, "%  Five stones of one colour on a window is a row that wins.~n", []),
    forall(window(Size, Direction, Names),
           format(Out, "window(~w, ~w, ~w, ~w, ~w, ~w).~n", [Direction|Names])).

window(Size, Direction, Names) :-
    direction(Direction, DC, DR),
    between(1, Size, Row), between(1, Size, Column),
    numlist(0, 4, Steps),
    maplist(step_point(Size, Column, Row, DC, DR), Steps, Names).

step_point(Size, Column0, Row0, DC, DR, Step, Name) :-
    Column is Column0 + Step * DC,
    Row is Row0 + Step * DR,
    between(1, Size, Column),
    between(1, Size, Row),
    point_name(Column, Row, Name).

point_name(Column, Row, Name) :-
    Code is 0'a + Column - 1,
    format(atom(Name), "~c~d", [Code, Row]).
