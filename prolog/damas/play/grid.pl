:- module(damas_play_grid,
          [ draw_grid/4                 % +Stream, +Size, :Content, +Options
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(predicate_options)).

/** <module> The board of a game played on every square

The terminal board of the family's games that use every square of a
square board, Eximo (8x8) and Gomoku (15x15), drawn the way
library(damas/play/board) draws a draughts board: from either side, the
last move marked, plain ASCII or Unicode pieces and ANSI colours.

Squares are named by a column letter (a, b, ...) and a row number (1 at
the bottom).  Without colour a marked square is put in brackets, and
two marked squares side by side share a bar: `[W|W]`; a square marked
as taken shows `x`:

```
4 . . . . . . . .
3 . W[W]. x . W .
2 .[.]W W W W W .
```

With colour a marked square is on a yellow ground and a taken one is a
red cross.
*/

:- meta_predicate
    draw_grid(+, +, 3, +).

:- predicate_options(draw_grid/4, 4,
                     [ turned(boolean),
                       marks(list),
                       glyphs(list),
                       colour(boolean),
                       pieces(oneof([ascii, unicode])),
                       frame(oneof([left, full]))
                     ]).

%!  draw_grid(+Stream, +Size, :Content, +Options) is det.
%
%   Writes a board of Size columns and Size rows to Stream, each square
%   showing call(Content, Column, Row, What), What `white`, `black` or
%   `empty` (Column and Row count from 1, a1 at the bottom left).
%   Options:
%
%     - turned(+Boolean)
%       `true` turns the board round: row 1 at the top, the last column
%       on the left.  Default `false`.
%     - marks(+Marks)
%       A list of (Column-Row)-Mark, Mark `marked` (a square of the last
%       move: brackets, or a yellow ground) or `taken` (a piece the move
%       took: `x`).  Default none.
%     - glyphs(+Glyphs)
%       What-Char for `white`, `black` and `empty`; default `W`, `B`,
%       `.`.
%     - colour(+Boolean)
%       ANSI colours; default `false`.
%     - pieces(+Pieces)
%       `ascii` (a taken piece shows `x`, the default) or `unicode`
%       (U+00D7).
%     - frame(+Frame)
%       `left` (row numbers on the left, letters below: the default) or
%       `full` (numbers on both sides, letters above and below).

draw_grid(Stream, Size, Content, Options) :-
    must_be(positive_integer, Size),
    option(turned(Turned), Options, false),
    must_be(boolean, Turned),
    option(marks(Marks), Options, []),
    must_be(list, Marks),
    option(glyphs(Glyphs), Options, [white-'W', black-'B', empty-'.']),
    option(colour(Colour), Options, false),
    must_be(boolean, Colour),
    option(pieces(Pieces), Options, ascii),
    must_be(oneof([ascii, unicode]), Pieces),
    option(frame(Frame), Options, left),
    must_be(oneof([left, full]), Frame),
    numlist(1, Size, Up),
    (   Turned == true
    ->  reverse(Up, Columns),
        Rows = Up
    ;   Columns = Up,
        reverse(Up, Rows)
    ),
    number_codes(Size, SizeDigits),
    length(SizeDigits, Digits),
    (   Frame == full
    ->  Width is Digits + 1
    ;   Width = Digits
    ),
    Style = style(Colour, Pieces, Glyphs),
    (   Frame == full
    ->  letters_line(Stream, Colour, Width, Columns)
    ;   true
    ),
    forall(member(Row, Rows),
           ( maplist(grid_cell(Content, Marks, Row), Columns, Cells),
             format(Stream, "~t~d~*|", [Row, Width]),
             write_cells(Style, Stream, Cells, Closed),
             (   Frame == full
             ->  (   Closed == true
                 ->  format(Stream, "~d", [Row])
                 ;   format(Stream, " ~d", [Row])
                 )
             ;   true
             ),
             nl(Stream)
           )),
    letters_line(Stream, Colour, Width, Columns).

letters_line(Stream, Colour, Width, Columns) :-
    format(Stream, "~t~*|", [Width]),
    (   Colour == true
    ->  write(Stream, ' ')
    ;   true
    ),
    forall(member(Column, Columns),
           ( Code is 0'a + Column - 1,
             (   Colour == true
             ->  format(Stream, " ~c ", [Code])
             ;   format(Stream, " ~c", [Code])
             )
           )),
    nl(Stream).

grid_cell(Content, Marks, Row, Column, cell(What, Mark)) :-
    call(Content, Column, Row, What),
    (   memberchk((Column-Row)-Mark0, Marks)
    ->  Mark = Mark0
    ;   Mark = none
    ).

%   write_cells(+Style, +Stream, +Cells, -Closed)
%
%   Without colour a cell is two characters, the one before the piece
%   and the piece; the one before opens a bracket, closes the previous
%   cell's, or does both (a bar).  A bracket after the last cell closes
%   it (Closed `true`); else nothing follows it.

write_cells(style(false, Pieces, Glyphs), Stream, Cells, Closed) :-
    foldl(write_plain_cell(Pieces, Glyphs, Stream), Cells, none, Last),
    (   Last == marked
    ->  write(Stream, ']'),
        Closed = true
    ;   Closed = false
    ).
write_cells(style(true, Pieces, Glyphs), Stream, Cells, false) :-
    write(Stream, ' '),
    maplist(write_colour_cell(Pieces, Glyphs, Stream), Cells),
    write(Stream, "\e[0m").

write_plain_cell(Pieces, Glyphs, Stream, Cell, Previous, Mark) :-
    Cell = cell(_, Mark),
    lead(Previous, Mark, Lead),
    cell_char(Pieces, Glyphs, Cell, Char),
    format(Stream, "~w~w", [Lead, Char]).

lead(marked, marked, '|') :- !.
lead(_, marked, '[') :- !.
lead(marked, _, ']') :- !.
lead(_, _, ' ').

write_colour_cell(Pieces, Glyphs, Stream, Cell) :-
    cell_char(Pieces, Glyphs, Cell, Char),
    Cell = cell(What, Mark),
    cell_ground(Mark, Ground),
    ink(What, Mark, Ink),
    format(Stream, "\e[0;~w;~wm ~w ", [Ground, Ink, Char]).

cell_ground(marked, 43) :- !.
cell_ground(_, 42).

ink(_, taken, "1;31") :- !.
ink(white, _, "1;97").
ink(black, _, "1;30").
ink(empty, _, "30").

cell_char(Pieces, _, cell(_, taken), Char) :-
    !,
    taken_char(Pieces, Char).
cell_char(_, Glyphs, cell(What, _), Char) :-
    memberchk(What-Char, Glyphs).

taken_char(ascii, x).
taken_char(unicode, '\u00D7').
