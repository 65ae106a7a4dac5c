/*  The knowledge-base generator: from a board's width and height (and the
    two conventions below) to the facts that describe its geometry
    (kb/draughts/board_WxH.pl and its variants).

    Everything the engine and the reference rules know about the shape of
    the board comes from these facts, so another board size is a
    regeneration, not new code.  The output is deterministic (fixed order,
    fixed layout): a test compares the checked-in files with a fresh
    generation byte for byte, and the C reader (c_src/tools/kb_reader.c) parses
    the fact lines one by one, so their textual shape is part of the
    contract.

    Geometry (docs/notation.md): files 1..Width from White's left, ranks
    1..Height from White's side up.  Two conventions differ between the
    variants, so they are options:

      corner(Colour)        the colour of (1, 1), White's lower-left corner:
                            dark (default; Brazilian, Russian, English,
                            International, ...), or light (Italian and
                            Spanish, whose boards are turned so that each
                            player has a playing square at the right-hand
                            corner).  A square is dark iff File + Rank is
                            even on a dark-corner board, odd on a light one.
      reading_order(Side)   the dark squares are numbered 1..N in reading
                            order as Side sees the board: its top rank
                            first, its left to right.  white (default):
                            square 1 is at Black's side, on White's left,
                            as in PDN, the FMJD rules and Italian books.
                            black: square 1 is White's lower-right corner,
                            counting right to left and up, as in Spanish
                            books (White's men stand on 1..12).
      squares(Which)        dark (default): only the dark squares are
                            played; all: every square is played (Turkish),
                            each casa/4 fact says `dark` (played), men
                            step forward and sideways, and the lines are
                            ranks and files: orthogonal/3 joins
                            neighbouring squares, comepeca/3 jumps along
                            them, and there is no diagonal/3.

    As a script:
        swipl kb/draughts/generate.pl 8 8 kb/draughts/board_8x8.pl
        swipl kb/draughts/generate.pl 8 8 kb/draughts/board_8x8_light.pl --corner=light
        swipl kb/draughts/generate.pl 8 8 kb/draughts/board_8x8_light_black_order.pl \
              --corner=light --reading-order=black
        swipl kb/draughts/generate.pl 8 8 kb/draughts/board_8x8_full.pl --squares=all
*/
:- module(kb_generate,
          [ generate_board/3,           % +Width, +Height, +File
            generate_board/4,           % +Width, +Height, +Options, +File
            board_clauses/3,            % +Width, +Height, -Clauses
            board_clauses/4,            % +Width, +Height, +Options, -Clauses
            board_module/4              % +Width, +Height, +Options, -Module
          ]).

:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).

%!  generate_board(+Width, +Height, +File) is det.
%
%   As generate_board/4 with the default options: a dark (1, 1) and the
%   squares numbered in White's reading order.

generate_board(Width, Height, File) :-
    generate_board(Width, Height, [], File).

%!  generate_board(+Width, +Height, +Options, +File) is det.
%
%   Writes the board module for a Width x Height board to File: a header
%   comment, the module directive, and each relation under its PlDoc
%   comment.  Options are corner(dark|light), reading_order(white|black)
%   and squares(dark|all) (see the head of this file), and
%   file_name(Name), the file the header names and regenerates (default
%   File): a temporary file written with the name of a checked-in
%   kb/draughts/board_*.pl gets its very bytes.  The module name depends
%   only on the dimensions and the options.
%
%   @error instantiation_error if an argument is unbound.
%   @error type_error(integer, D) if a dimension is not an integer.
%   @error domain_error(between(2, 26), D) if a dimension is out of range.
%   @error domain_error(board_corner, C) or
%          domain_error(board_reading_order, S) for an unknown option value.

generate_board(Width, Height, Options, File) :-
    % Check everything before opening File, so an error leaves no file.
    board_sections(Width, Height, Options, _Module, Sections),
    must_be(ground, File),
    option(file_name(Name), Options, File),
    setup_call_cleanup(
        open(File, write, Out, [encoding(utf8), newline(posix)]),
        write_board(Out, Width, Height, Options, Name, Sections),
        close(Out)).

%!  board_clauses(+Width, +Height, -Clauses) is det.
%
%   As board_clauses/4 with the default options.

board_clauses(Width, Height, Clauses) :-
    board_clauses(Width, Height, [], Clauses).

%!  board_clauses(+Width, +Height, +Options, -Clauses) is det.
%
%   Clauses are the terms of the board module, in the order
%   generate_board/4 writes them: the module directive, then the casa/4,
%   movepeca/3, comepeca/3, diagonal/3 and orthogonal/3 facts.  Reading
%   the generated file term by term gives exactly this list.
%
%   @error as generate_board/4.

board_clauses(Width, Height, Options, [(:- module(Module, Exports)) | Facts]) :-
    board_sections(Width, Height, Options, Module, Sections),
    section_exports(Sections, Exports),
    foldl(section_facts, Sections, Facts, []).

%!  board_module(+Width, +Height, +Options, -Module) is det.
%
%   Module is the name of the board module (and of its file, Module.pl):
%   board_WxH, with _light when (1, 1) is light and _black_order when the
%   squares are numbered in Black's reading order.
%
%   @error as generate_board/4.

board_module(Width, Height, Options, Module) :-
    check_dimension(Width),
    check_dimension(Height),
    board_conventions(Options, Corner, Reader),
    board_squares(Options, Played),
    corner_suffix(Corner, CornerSuffix),
    reader_suffix(Reader, ReaderSuffix),
    squares_suffix(Played, PlayedSuffix),
    format(atom(Module), "board_~wx~w~w~w~w",
           [Width, Height, CornerSuffix, ReaderSuffix, PlayedSuffix]).

corner_suffix(dark, '').
corner_suffix(light, '_light').

reader_suffix(white, '').
reader_suffix(black, '_black_order').

squares_suffix(dark, '').
squares_suffix(all, '_full').

% board_squares(+Options, -Played): which squares are played, dark or all.
board_squares(Options, Played) :-
    option(squares(Played), Options, dark),
    must_be(atom, Played),
    (   squares_suffix(Played, _)
    ->  true
    ;   domain_error(board_squares, Played)
    ).

% board_conventions(+Options, -Corner, -Reader): the two conventions, each
% checked against the values it takes.
board_conventions(Options, Corner, Reader) :-
    must_be(list, Options),
    option(corner(Corner), Options, dark),
    option(reading_order(Reader), Options, white),
    must_be(atom, Corner),
    must_be(atom, Reader),
    (   corner_suffix(Corner, _)
    ->  true
    ;   domain_error(board_corner, Corner)
    ),
    (   reader_suffix(Reader, _)
    ->  true
    ;   domain_error(board_reading_order, Reader)
    ).

section_facts(section(_, Facts), Tail0, Tail) :-
    append(Facts, Tail, Tail0).

section_exports(Sections, Exports) :-
    maplist([section(PI, _), PI]>>true, Sections, Exports).


                 /*******************************
                 *          GEOMETRY            *
                 *******************************/

% board_sections(+Width, +Height, +Options, -Module, -Sections)
%
% Sections is one section(Name/Arity, Facts) per relation, in file order.

board_sections(Width, Height, Options, Module, Sections) :-
    board_module(Width, Height, Options, Module),
    board_squares(Options, all),
    !,
    board_conventions(Options, _, Reader),
    findall(sq(F, R), reading_order(Reader, Width, Height, F, R), All),
    foldl([sq(F, R), sq(F, R, N), N, N1]>>(N1 is N + 1), All, Squares, 1, _),
    findall(F, casa_fact(Width, Height, Squares, F), Casas),
    findall(F, full_movepeca_fact(Squares, F), Steps),
    findall(F, full_comepeca_fact(Squares, F), Jumps),
    findall(F, full_orthogonal_fact(Squares, F), Orthogonals),
    Sections = [ section(casa/4, Casas),
                 section(movepeca/3, Steps),
                 section(comepeca/3, Jumps),
                 section(orthogonal/3, Orthogonals)
               ].
board_sections(Width, Height, Options, Module, Sections) :-
    board_module(Width, Height, Options, Module),
    board_conventions(Options, Corner, Reader),
    dark_squares(Width, Height, Corner, Reader, Squares),
    findall(F, casa_fact(Width, Height, Squares, F), Casas),
    findall(F, movepeca_fact(Squares, F), Steps),
    findall(F, comepeca_fact(Squares, F), Jumps),
    findall(F, diagonal_fact(Squares, F), Diagonals),
    findall(F, orthogonal_fact(Squares, F), Orthogonals),
    Sections = [ section(casa/4, Casas),
                 section(movepeca/3, Steps),
                 section(comepeca/3, Jumps),
                 section(diagonal/3, Diagonals),
                 section(orthogonal/3, Orthogonals)
               ].

% Two is the least size with any diagonal move; 26 because algebraic
% notation letters the files a-z.
check_dimension(D) :-
    must_be(integer, D),
    (   between(2, 26, D)
    ->  true
    ;   domain_error(between(2, 26), D)
    ).

dark(dark, File, Rank) :-
    (File + Rank) mod 2 =:= 0.
dark(light, File, Rank) :-
    (File + Rank) mod 2 =:= 1.

% dark_squares(+Width, +Height, +Corner, +Reader, -Squares)
%
% Squares lists sq(File, Rank, Number) for every dark square, in number
% order, which is Reader's reading order.

dark_square(Corner, File-Rank) :-
    dark(Corner, File, Rank).

dark_squares(Width, Height, Corner, Reader, Squares) :-
    findall(File-Rank, reading_order(Reader, Width, Height, File, Rank), All),
    include(dark_square(Corner), All, Dark),
    foldl(number_square, Dark, Squares, 1, _).

number_square(File-Rank, sq(File, Rank, N), N, N1) :-
    N1 is N + 1.

% reading_order(+Side, +Width, +Height, -File, -Rank): every square, in
% the order Side reads the board.  White's top rank is the highest and
% its left file the first; Black sits opposite, so both turn round.
reading_order(white, Width, Height, File, Rank) :-
    between(1, Height, Row),
    Rank is Height + 1 - Row,
    between(1, Width, File).
reading_order(black, Width, Height, File, Rank) :-
    between(1, Height, Rank),
    between(1, Width, Column),
    File is Width + 1 - Column.

% White's reading order, whatever the numbering: the casa/4 facts read
% as a picture of the board from White's side.
picture_order(Width, Height, File, Rank) :-
    reading_order(white, Width, Height, File, Rank).

% The order of the clauses is the order of the facts in the file.
direction(north_east,  1,  1).
direction(north_west, -1,  1).
direction(south_east,  1, -1).
direction(south_west, -1, -1).

% Two squares away along a rank or a file: the next square of the same
% colour.  The order of the clauses is the order of the facts in the file.
orthogonal_direction(north,  0,  2).
orthogonal_direction(south,  0, -2).
orthogonal_direction(east,   2,  0).
orthogonal_direction(west,  -2,  0).

forward(white, north_east).
forward(white, north_west).
forward(black, south_east).
forward(black, south_west).

% neighbour(+Squares, ?From, ?Direction, -To): To is diagonally adjacent
% to From in Direction.  Enumerates From in number order.
neighbour(Squares, From, Direction, To) :-
    member(sq(File, Rank, From), Squares),
    direction(Direction, DFile, DRank),
    File1 is File + DFile,
    Rank1 is Rank + DRank,
    memberchk(sq(File1, Rank1, To), Squares).

casa_fact(Width, Height, Squares, casa(File, Rank, Colour, Number)) :-
    picture_order(Width, Height, File, Rank),
    (   memberchk(sq(File, Rank, N), Squares)
    ->  Colour = dark, Number = N
    ;   Colour = light, Number = none
    ).

% Side-major (all of White's steps, then Black's) so each side's moves read
% as one block.
movepeca_fact(Squares, movepeca(From, To, Side)) :-
    member(Side, [white, black]),
    member(sq(_, _, From), Squares),
    forward(Side, Direction),
    neighbour(Squares, From, Direction, To).

comepeca_fact(Squares, comepeca(From, Over, To)) :-
    neighbour(Squares, From, Direction, Over),
    neighbour(Squares, Over, Direction, To).

diagonal_fact(Squares, diagonal(From, Direction, To)) :-
    neighbour(Squares, From, Direction, To).

% In number order of From, which is why Squares (in number order) drives
% the enumeration.
orthogonal_fact(Squares, orthogonal(From, Direction, To)) :-
    member(sq(File, Rank, From), Squares),
    orthogonal_direction(Direction, DFile, DRank),
    File1 is File + DFile,
    Rank1 is Rank + DRank,
    memberchk(sq(File1, Rank1, To), Squares).


% On a board where every square is played (squares(all)), the lines are
% the ranks and files, one square apart; men step forward and sideways.
full_direction(north,  0,  1).
full_direction(south,  0, -1).
full_direction(east,   1,  0).
full_direction(west,  -1,  0).

full_step(white, north).
full_step(white, east).
full_step(white, west).
full_step(black, south).
full_step(black, east).
full_step(black, west).

full_neighbour(Squares, From, Direction, To) :-
    member(sq(File, Rank, From), Squares),
    full_direction(Direction, DFile, DRank),
    File1 is File + DFile,
    Rank1 is Rank + DRank,
    memberchk(sq(File1, Rank1, To), Squares).

full_movepeca_fact(Squares, movepeca(From, To, Side)) :-
    member(Side, [white, black]),
    member(sq(_, _, From), Squares),
    full_step(Side, Direction),
    full_neighbour(Squares, From, Direction, To).

full_comepeca_fact(Squares, comepeca(From, Over, To)) :-
    full_neighbour(Squares, From, Direction, Over),
    full_neighbour(Squares, Over, Direction, To).

full_orthogonal_fact(Squares, orthogonal(From, Direction, To)) :-
    full_neighbour(Squares, From, Direction, To).


                 /*******************************
                 *            OUTPUT            *
                 *******************************/

write_board(Out, Width, Height, Options, File, Sections) :-
    board_module(Width, Height, Options, Module),
    write_header(Out, Width, Height, Options, File),
    section_exports(Sections, Exports),
    format(Out, ":- module(~q, ~W).~n", [Module, Exports, [quoted(true), spacing(next_argument)]]),
    board_squares(Options, Played),
    forall(member(Section, Sections), write_section(Out, Played, Section)).

%   The header names File as the command was given it, and the test
%   that checks it only for the boards the library ships.

write_header(Out, Width, Height, Options, File) :-
    board_conventions(Options, Corner, Reader),
    board_squares(Options, Played),
    (   Played == all
    ->  findall(sq(F, R, 0), reading_order(Reader, Width, Height, F, R), Squares)
    ;   dark_squares(Width, Height, Corner, Reader, Squares)
    ),
    length(Squares, N),
    Squares = [sq(File1, Rank1, _)|_],
    square_name(File1, Rank1, First),
    last(Squares, sq(FileN, RankN, _)),
    square_name(FileN, RankN, Last),
    command_options(Corner, Reader, Played, CommandOptions),
    format(Out, "% ~w: the geometry of the ~wx~w draughts board, as facts.~n",
           [File, Width, Height]),
    format(Out, "%~n", []),
    format(Out, "% GENERATED FILE, do not edit.  Regenerate with:~n", []),
    format(Out, "%     swipl kb/draughts/generate.pl ~w ~w ~w~w~n",
           [Width, Height, File, CommandOptions]),
    (   sub_atom(File, 0, _, _, 'kb/draughts/board_')
    ->  format(Out, "% tests/prolog/damas/test_kb.pl checks that it equals a fresh generation.~n", [])
    ;   true
    ),
    format(Out, "%~n", []),
    format(Out, "% Files 1..~w from White's left, ranks 1..~w from White's side up;~n",
           [Width, Height]),
    format(Out, "% (1, 1) is ~w.  The ~w dark squares are numbered 1..~w in reading~n",
           [Corner, N, N]),
    side_name(Reader, ReaderName),
    format(Out, "% order as ~w sees the board, from ~w to ~w.~n", [ReaderName, First, Last]),
    (   Played == all
    ->  format(Out, "% Every square is played (--squares=all), so every square is dark.~n~n", [])
    ;   nl(Out)
    ).

side_name(white, 'White').
side_name(black, 'Black').

% The options that differ from the defaults, as the script takes them.
command_options(Corner, Reader, Played, Text) :-
    command_options(Corner, Reader, Text0),
    (   Played == dark
    ->  Text = Text0
    ;   format(atom(Text), "~w --squares=~w", [Text0, Played])
    ).

command_options(Corner, Reader, Text) :-
    (   Corner == dark
    ->  CornerText = ''
    ;   format(atom(CornerText), " --corner=~w", [Corner])
    ),
    (   Reader == white
    ->  ReaderText = ''
    ;   format(atom(ReaderText), " --reading-order=~w", [Reader])
    ),
    atom_concat(CornerText, ReaderText, Text).

% Algebraic name of a square, for the header only: file letters a, b, ...
square_name(File, Rank, Name) :-
    Code is 0'a + File - 1,
    format(atom(Name), "~c~w", [Code, Rank]).

write_section(Out, Played, section(Name/Arity, Facts)) :-
    nl(Out),
    (   Played == all
    ->  full_relation_doc(Name/Arity, Lines)
    ;   relation_doc(Name/Arity, Lines)
    ),
    forall(member(Line, Lines), format(Out, "~w~n", [Line])),
    forall(member(Fact, Facts),
           format(Out, "~W.~n", [Fact, [quoted(true), spacing(next_argument)]])).

relation_doc(casa/4,
  [ "%! casa(?File, ?Rank, ?Colour, ?Number)",
    "%",
    "%  The board has a square at (File, Rank) of Colour, dark or light.",
    "%  Play uses only the dark squares: Number is a dark square's number",
    "%  and none for a light square.  One fact per square, as White reads",
    "%  the board: top rank first, left to right."
  ]).
relation_doc(movepeca/3,
  [ "%! movepeca(?From, ?To, ?Side)",
    "%",
    "%  A man of Side (white or black) may step from square From to the",
    "%  diagonally adjacent square To.  Men step forward only: white men",
    "%  north (toward higher ranks), black men south."
  ]).
relation_doc(comepeca/3,
  [ "%! comepeca(?From, ?Over, ?To)",
    "%",
    "%  A short jump: a man on From takes the piece on the adjacent square",
    "%  Over and lands on To, the next square beyond it on the same diagonal.",
    "%  All four directions, for both sides: men capture backward too."
  ]).
relation_doc(diagonal/3,
  [ "%! diagonal(?From, ?Direction, ?To)",
    "%",
    "%  To is the next dark square after From in Direction: north_east,",
    "%  north_west, south_east or south_west (north is toward higher ranks,",
    "%  east toward higher files).  No fact past the edge.  Flying kings move",
    "%  and capture along chains of these facts."
  ]).
relation_doc(orthogonal/3,
  [ "%! orthogonal(?From, ?Direction, ?To)",
    "%",
    "%  To is the next dark square after From along a rank or a file, two",
    "%  files or two ranks away: Direction is north, south (toward higher,",
    "%  lower ranks), east or west (toward higher, lower files).  No fact",
    "%  past the edge.  Read only by variants with orthogonal captures",
    "%  (Frisian), which capture along chains of these facts."
  ]).

full_relation_doc(casa/4,
  [ "%! casa(?File, ?Rank, ?Colour, ?Number)",
    "%",
    "%  The board has a square at (File, Rank); every square is played, so",
    "%  every one is `dark` with its Number.  One fact per square, as White",
    "%  reads the board: top rank first, left to right."
  ]).
full_relation_doc(movepeca/3,
  [ "%! movepeca(?From, ?To, ?Side)",
    "%",
    "%  A man of Side (white or black) may step from square From to the",
    "%  orthogonally adjacent square To: straight forward (white men north,",
    "%  toward higher ranks, black men south) or sideways, never back."
  ]).
full_relation_doc(comepeca/3,
  [ "%! comepeca(?From, ?Over, ?To)",
    "%",
    "%  A short jump: a man on From takes the piece on the adjacent square",
    "%  Over and lands on To, the next square beyond it on the same rank or",
    "%  file.  All four directions, for both sides (men_capture_backward",
    "%  rules out the backward ones)."
  ]).
full_relation_doc(orthogonal/3,
  [ "%! orthogonal(?From, ?Direction, ?To)",
    "%",
    "%  To is the next square after From along a rank or a file: Direction",
    "%  is north, south (toward higher, lower ranks), east or west (toward",
    "%  higher, lower files).  No fact past the edge.  These are the board's",
    "%  only lines (there is no diagonal/3): with rule(lines, orthogonal),",
    "%  kings move and capture along chains of these facts."
  ]).


                 /*******************************
                 *            SCRIPT            *
                 *******************************/

% Run main/0 only when this file is the script named on the command line,
% so that loading it as a library (from a test) does not take over the
% program.
:- if(( current_prolog_flag(associated_file, Script),
        prolog_load_context(source, Script) )).
:- initialization(main, main).
:- endif.

main :-
    current_prolog_flag(argv, Argv),
    argv_options(Argv, Positional, Options),
    (   Positional = [WidthText, HeightText, File],
        atom_number(WidthText, Width),
        atom_number(HeightText, Height)
    ->  generate_board(Width, Height, Options, File)
    ;   format(user_error,
               "usage: swipl kb/draughts/generate.pl Width Height File [--corner=dark|light] [--reading-order=white|black] [--squares=dark|all]~n",
               []),
        halt(1)
    ).
