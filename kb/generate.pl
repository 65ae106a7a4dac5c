/*  The knowledge-base generator: from a board's width and height to the
    facts that describe its geometry (kb/board_WxH.pl).

    Everything the engine and the reference rules know about the shape of
    the board comes from these facts, so another board size is a
    regeneration, not new code.  The output is deterministic (fixed order,
    fixed layout): a test compares the checked-in files with a fresh
    generation byte for byte, and the C reader (c_src/kb_reader.c) parses
    the fact lines one by one, so their textual shape is part of the
    contract.

    Geometry (../../shared/spec/notation.md): files 1..Width from White's
    left, ranks 1..Height from White's side up; (1, 1) is dark and a square
    is dark iff File + Rank is even.  Dark squares are numbered 1..N in
    reading order as White sees the board: top rank first, left to right.

    As a script:  swipl kb/generate.pl 8 8 kb/board_8x8.pl
*/
:- module(kb_generate, [generate_board/3, board_clauses/3]).

:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).

%!  generate_board(+Width, +Height, +File) is det.
%
%   Writes the board module for a Width x Height board to File: a header
%   comment, the module directive, and each relation under its PlDoc
%   comment.  The module name and the regeneration command in the header
%   depend only on the dimensions, not on File, so writing to a temporary
%   file gives the same bytes as the checked-in kb/board_WxH.pl.
%
%   @error instantiation_error if an argument is unbound.
%   @error type_error(integer, D) if a dimension is not an integer.
%   @error domain_error(between(2, 26), D) if a dimension is out of range.

generate_board(Width, Height, File) :-
    % Check the dimensions before opening File, so an error leaves no file.
    board_sections(Width, Height, Module, Sections),
    must_be(ground, File),
    setup_call_cleanup(
        open(File, write, Out, [encoding(utf8), newline(posix)]),
        write_board(Out, Width, Height, Module, Sections),
        close(Out)).

%!  board_clauses(+Width, +Height, -Clauses) is det.
%
%   Clauses are the terms of the board module for a Width x Height board,
%   in the order generate_board/3 writes them: the module directive, then
%   the casa/4, movepeca/3, comepeca/3 and diagonal/3 facts.  Reading the
%   generated file term by term gives exactly this list.
%
%   @error as generate_board/3.

board_clauses(Width, Height, [(:- module(Module, Exports)) | Facts]) :-
    board_sections(Width, Height, Module, Sections),
    section_exports(Sections, Exports),
    foldl(section_facts, Sections, Facts, []).

section_facts(section(_, Facts), Tail0, Tail) :-
    append(Facts, Tail, Tail0).

section_exports(Sections, Exports) :-
    maplist([section(PI, _), PI]>>true, Sections, Exports).


                 /*******************************
                 *          GEOMETRY            *
                 *******************************/

% board_sections(+Width, +Height, -Module, -Sections)
%
% Sections is one section(Name/Arity, Facts) per relation, in file order.

board_sections(Width, Height, Module, Sections) :-
    check_dimension(Width),
    check_dimension(Height),
    format(atom(Module), "board_~wx~w", [Width, Height]),
    dark_squares(Width, Height, Squares),
    findall(F, casa_fact(Width, Height, Squares, F), Casas),
    findall(F, movepeca_fact(Squares, F), Steps),
    findall(F, comepeca_fact(Squares, F), Jumps),
    findall(F, diagonal_fact(Squares, F), Diagonals),
    Sections = [ section(casa/4, Casas),
                 section(movepeca/3, Steps),
                 section(comepeca/3, Jumps),
                 section(diagonal/3, Diagonals)
               ].

% Two is the least size with any diagonal move; 26 because algebraic
% notation letters the files a-z.
check_dimension(D) :-
    must_be(integer, D),
    (   between(2, 26, D)
    ->  true
    ;   domain_error(between(2, 26), D)
    ).

dark(File, Rank) :-
    (File + Rank) mod 2 =:= 0.

% dark_squares(+Width, +Height, -Squares)
%
% Squares lists sq(File, Rank, Number) for every dark square, in number
% order, which is reading order: top rank first, left to right.

dark_squares(Width, Height, Squares) :-
    findall(File-Rank, reading_order(Width, Height, File, Rank), All),
    include([F-R]>>dark(F, R), All, Dark),
    foldl(number_square, Dark, Squares, 1, _).

number_square(File-Rank, sq(File, Rank, N), N, N1) :-
    N1 is N + 1.

reading_order(Width, Height, File, Rank) :-
    between(1, Height, Row),
    Rank is Height + 1 - Row,
    between(1, Width, File).

% The order of the clauses is the order of the facts in the file.
direction(north_east,  1,  1).
direction(north_west, -1,  1).
direction(south_east,  1, -1).
direction(south_west, -1, -1).

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
    reading_order(Width, Height, File, Rank),
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


                 /*******************************
                 *            OUTPUT            *
                 *******************************/

write_board(Out, Width, Height, Module, Sections) :-
    write_header(Out, Width, Height),
    section_exports(Sections, Exports),
    format(Out, ":- module(~q, ~W).~n", [Module, Exports, [quoted(true), spacing(next_argument)]]),
    forall(member(Section, Sections), write_section(Out, Section)).

write_header(Out, Width, Height) :-
    dark_squares(Width, Height, Squares),
    length(Squares, N),
    format(Out, "% kb/board_~wx~w.pl: the geometry of the ~wx~w draughts board, as facts.~n",
           [Width, Height, Width, Height]),
    format(Out, "%~n", []),
    format(Out, "% GENERATED FILE, do not edit.  Regenerate with:~n", []),
    format(Out, "%     swipl kb/generate.pl ~w ~w kb/board_~wx~w.pl~n",
           [Width, Height, Width, Height]),
    format(Out, "% tests/prolog/test_kb.pl checks that it equals a fresh generation.~n", []),
    format(Out, "%~n", []),
    format(Out, "% Files 1..~w from White's left, ranks 1..~w from White's side up;~n",
           [Width, Height]),
    format(Out, "% (1, 1) is dark.  The ~w dark squares are numbered 1..~w in reading~n",
           [N, N]),
    format(Out, "% order as White sees the board: top rank first, left to right.~n~n", []).

write_section(Out, section(Name/Arity, Facts)) :-
    nl(Out),
    relation_doc(Name/Arity, Lines),
    forall(member(Line, Lines), format(Out, "~w~n", [Line])),
    forall(member(Fact, Facts),
           format(Out, "~W.~n", [Fact, [quoted(true), spacing(next_argument)]])).

relation_doc(casa/4,
  [ "%! casa(?File, ?Rank, ?Colour, ?Number)",
    "%",
    "%  The board has a square at (File, Rank) of Colour, dark or light.",
    "%  Play uses only the dark squares: Number is a dark square's number",
    "%  and none for a light square.  One fact per square, in reading order."
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
    (   Argv = [WidthText, HeightText, File],
        atom_number(WidthText, Width),
        atom_number(HeightText, Height)
    ->  generate_board(Width, Height, File)
    ;   format(user_error, "usage: swipl kb/generate.pl Width Height File~n", []),
        halt(1)
    ).
