:- module(damas_play_board,
          [ draw_board/3,               % +Stream, +Position, +Options
            terminal_style/3,           % +Stream, -Colour, -Pieces
            full_move_text/4            % +Position, +Move, +Notation, -Text
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).
:- use_module(library(predicate_options)).
:- use_module('../../damas').

/** <module> The board of the terminal game

The board as library(damas/play) shows it: from either side, with the
last move marked, in plain ASCII or with Unicode pieces and ANSI
colours.  print_board/2 of library(damas) stays the plain picture of a
position; this one is for a person at a terminal.

In plain text the squares of the last move's path are put in brackets
and the squares of the pieces it took show `x`:

```
8 - b - b - b - b
7 b - b - b - b -
6 - b - b - b - b
5 . - . - . -[w]-
4 - . - x - . - .
3 w - w - w -[.]-
```

With colour the path is on a yellow ground and the taken pieces are a
red cross; dark squares are green, light squares grey.
*/

:- predicate_options(draw_board/3, 3,
                     [ from(oneof([white, black])),
                       last(any),
                       colour(boolean),
                       pieces(oneof([ascii, unicode]))
                     ]).

%!  draw_board(+Stream, +Position, +Options) is det.
%
%   Writes Position to Stream as a board, ranks labelled on the left and
%   files below, then a line saying who is to move.  Options:
%
%     - from(+Side)
%       The side whose player sits at the bottom: `white` (default,
%       rank 1 at the bottom, file a on the left) or `black` (the board
%       turned round).
%     - last(+Move)
%       A move term move(Path, Captured) to mark: the squares of Path
%       and, as taken, those of Captured; default none.
%     - colour(+Boolean)
%       ANSI colours; default false.
%     - pieces(+Pieces)
%       `ascii` (w W b B, the default) or `unicode` (the draughts
%       pieces of Unicode, U+26C0 to U+26C3).
%     - to_move(+Boolean)
%       The line saying who is to move; default true (the terminal
%       session writes its own).

draw_board(Stream, Position, Options) :-
    option(from(From), Options, white),
    must_be(oneof([white, black]), From),
    option(colour(Colour), Options, false),
    must_be(boolean, Colour),
    option(pieces(Pieces), Options, ascii),
    must_be(oneof([ascii, unicode]), Pieces),
    (   option(last(move(Path, Captured)), Options)
    ->  true
    ;   Path = [],
        Captured = []
    ),
    Position = position(Variant, Side, _, _, _),
    board_squares(Variant, Squares, Files, Ranks),
    display_order(From, Files, FileOrder),
    display_order(From, Ranks, RankOrder0),
    reverse(RankOrder0, RankOrder),
    atom_length(Ranks, Width),
    Style = style(Colour, Pieces),
    forall(member(Rank, RankOrder),
           ( maplist(cell(Position, Squares, Path, Captured, Rank), FileOrder, Cells),
             format(Stream, "~t~d~*|", [Rank, Width]),
             (   Colour == true
             ->  write(Stream, ' ')
             ;   true
             ),
             write_cells(Style, Stream, Cells),
             nl(Stream)
           )),
    format(Stream, "~t~*|", [Width]),
    (   Colour == true
    ->  write(Stream, ' ')
    ;   true
    ),
    forall(member(File, FileOrder),
           ( FileCode is 0'a + File - 1,
             (   Colour == true
             ->  format(Stream, " ~c ", [FileCode])
             ;   format(Stream, " ~c", [FileCode])
             )
           )),
    nl(Stream),
    (   option(to_move(false), Options)
    ->  true
    ;   side_text(Side, Name),
        format(Stream, "~w to move~n", [Name])
    ).

%   board_squares(+Variant, -Squares, -Files, -Ranks)
%
%   Squares pairs File-Rank with the number of each dark square; Files
%   and Ranks are the board's size.  From the square names, so that the
%   board is the variant's own, whatever its size and numbering.

board_squares(Variant, Squares, Files, Ranks) :-
    findall((File-Rank)-Number,
            ( square_name(Number, Name, [variant(Variant)]),
              atom_codes(Name, [Letter|Digits]),
              File is Letter - 0'a + 1,
              number_codes(Rank, Digits)
            ),
            Squares),
    pairs_keys(Squares, Places),
    aggregate_all(max(F), member(F-_, Places), Files0),
    aggregate_all(max(R), member(_-R, Places), Ranks0),
    % A board is square, and its last file or rank may hold no dark
    % square of the lowest rank.
    Files is max(Files0, Ranks0),
    Ranks = Files.

display_order(white, N, List) :-
    numlist(1, N, List).
display_order(black, N, List) :-
    numlist(1, N, List0),
    reverse(List0, List).

%   cell(+Position, +Squares, +Path, +Captured, +Rank, +File, -Cell)
%
%   Cell is light, or dark(Piece, Mark) with Mark `path`, `taken` or
%   `none`.

cell(Position, Squares, Path, Captured, Rank, File, Cell) :-
    (   memberchk((File-Rank)-Number, Squares)
    ->  piece_at(Position, Number, Piece),
        (   memberchk(Number, Path)
        ->  Mark = path
        ;   memberchk(Number, Captured)
        ->  Mark = taken
        ;   Mark = none
        ),
        Cell = dark(Piece, Mark)
    ;   Cell = light
    ).

%   write_cells(+Style, +Stream, +Cells)
%
%   Without colour a cell is two characters, a space and the piece; a
%   square of the path takes `[` for its space and gives `]` to the
%   next cell's (a light square: dark squares never touch on a rank).

write_cells(style(false, Pieces), Stream, Cells) :-
    foldl(write_plain_cell(Pieces, Stream), Cells, none, LastMark),
    (   LastMark == path
    ->  write(Stream, ']')
    ;   true
    ).
write_cells(style(true, Pieces), Stream, Cells) :-
    maplist(write_colour_cell(Pieces, Stream), Cells),
    write(Stream, "\e[0m").

write_plain_cell(Pieces, Stream, Cell, Previous, Mark) :-
    cell_mark(Cell, Mark),
    (   Mark == path
    ->  Lead = '['
    ;   Previous == path
    ->  Lead = ']'
    ;   Lead = ' '
    ),
    cell_char(Pieces, Cell, Char),
    format(Stream, "~w~w", [Lead, Char]).

cell_mark(light, none).
cell_mark(dark(_, Mark), Mark).

write_colour_cell(Pieces, Stream, Cell) :-
    (   Cell == light
    ->  Char = ' '
    ;   cell_char(Pieces, Cell, Char)
    ),
    cell_colours(Cell, Colours),
    format(Stream, "\e[~wm ~w ", [Colours, Char]).

%   ANSI SGR codes: the ground of the square, then the piece's colour.

cell_colours(light, "0;47").
cell_colours(dark(Piece, Mark), Colours) :-
    mark_ground(Mark, Ground),
    piece_ink(Piece, Mark, Ink),
    format(string(Colours), "0;~w;~w", [Ground, Ink]).

mark_ground(path, 43).
mark_ground(taken, 42).
mark_ground(none, 42).

piece_ink(_, taken, "1;31") :- !.
piece_ink(man(white), _, "1;97").
piece_ink(king(white), _, "1;97").
piece_ink(man(black), _, "1;30").
piece_ink(king(black), _, "1;30").
piece_ink(empty, _, "30").

cell_char(_, light, '-').
cell_char(Pieces, dark(Piece, Mark), Char) :-
    (   Mark == taken
    ->  taken_char(Pieces, Char)
    ;   piece_char(Pieces, Piece, Char)
    ).

taken_char(ascii, x).
taken_char(unicode, '\u00D7').

piece_char(ascii, man(white), w).
piece_char(ascii, king(white), 'W').
piece_char(ascii, man(black), b).
piece_char(ascii, king(black), 'B').
piece_char(ascii, empty, '.').
piece_char(unicode, man(white), '\u26C0').
piece_char(unicode, king(white), '\u26C1').
piece_char(unicode, man(black), '\u26C2').
piece_char(unicode, king(black), '\u26C3').
piece_char(unicode, empty, '\u00B7').

side_text(white, "White").
side_text(black, "Black").


                 /*******************************
                 *        THE TERMINAL          *
                 *******************************/

%!  terminal_style(+Stream, -Colour, -Pieces) is det.
%
%   What Stream can show, guessed the usual way: colour (Colour `true`)
%   when Stream is a terminal, TERM is set and not `dumb`, and NO_COLOR
%   is unset or empty (https://no-color.org); Unicode pieces (Pieces
%   `unicode`) when Stream is a terminal that writes UTF-8; else
%   `false` and `ascii`.

terminal_style(Stream, Colour, Pieces) :-
    (   stream_property(Stream, tty(true))
    ->  Tty = true
    ;   Tty = false
    ),
    (   Tty == true,
        getenv('TERM', Term),
        Term \== '',
        Term \== dumb,
        \+ ( getenv('NO_COLOR', NoColour), NoColour \== '' )
    ->  Colour = true
    ;   Colour = false
    ),
    (   Tty == true,
        stream_property(Stream, encoding(utf8))
    ->  Pieces = unicode
    ;   Pieces = ascii
    ).


                 /*******************************
                 *        MOVES IN WORDS        *
                 *******************************/

%!  full_move_text(+Position, +Move, +Notation, -Text) is det.
%
%   Text is the legal move Move of Position with every square of its
%   path (`e7xc5xe3xg1`), in Notation (`numeric` or `algebraic`).

full_move_text(Position, move(Path, Captured), Notation, Text) :-
    Position = position(Variant, _, _, _, _),
    maplist(square_text(Notation, Variant), Path, Names),
    (   Captured == []
    ->  Separator = '-'
    ;   Separator = x
    ),
    atomic_list_concat(Names, Separator, Text).

square_text(numeric, _, Number, Number).
square_text(algebraic, Variant, Number, Name) :-
    square_name(Number, Name, [variant(Variant)]).
