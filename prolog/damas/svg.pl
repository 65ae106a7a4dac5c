:- module(damas_svg,
          [ position_svg/3,             % +Position, -SVG, +Options
            write_position_svg/3        % +Stream, +Position, +Options
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(predicate_options)).
:- use_module('../damas', [piece_at/3, square_name/3, position_fen/2, canonical_position/2]).
:- use_module(kb, [variant_module/2, check_variant/1]).

/** <module> Diagrams: a position as an SVG picture

position_svg/3 draws a position of any variant as a standalone SVG
document: the board's size and which corner is played are read from
the variant's casa/4 facts (library(damas/kb)), so an 8x8 board with a
dark or a light corner and a 10x10 board are drawn by the same code.

    ?- initial_position(P),
       position_svg(P, SVG, [coordinates(both), last_move(move([22, 18], []))]).

The picture is meant to be read by programs as well as people: every
square is a `rect` of class `square dark` or `square light`, every
piece a `circle` of class `piece white man`, `piece black king`, ...,
and every playing square and piece carries its square number in the
attribute `data-square`.  A piece has an inner ring (a `circle` of
class `rim`) and a king a crown (a `path` of class `crown`), neither
with `data-square`; a piece is a `g` of classes its colour and kind
(`white king`) holding them, with `data-square` too.  On a board whose
every square is played (Turkish draughts) the squares are of class
`square dark plain`, drawn with a grid.  The web board (library(damas/web))
draws its board with this module and finds the squares by those
attributes.

Options:

  - flip(+Boolean)
    `false` (the default): White's side at the bottom; `true`: the
    board as Black sees it.
  - coordinates(+Which)
    `algebraic` (the default): file letters and rank numbers beside
    the board; `numeric`: each playing square's number in its corner;
    `both`; `none`.
  - square_size(+Pixels)
    The side of a square, a positive integer; default 48.
  - last_move(+Move)
    The squares of Move's path are marked (class `last-move`).
  - arrows(+Moves)
    An arrow per move, through each square of its path (so a capture's
    arrow bends at every landing square).
  - pv(+Moves)
    A line of play (a principal variation): an arrow per move, each
    numbered from 1, White's and Black's moves in the colours of the
    side that plays them, the first move played by the side to move.
  - highlight(+Squares)
    Squares marked (class `highlight`).
  - captured(+Pieces)
    Pieces just captured, Square-Piece pairs (Piece as piece_at/3
    gives it), drawn faint where they stood (a `g` of class `ghost`,
    with `data-ghost` the square).

A move is a term move(Path, Captured) as library(damas) gives it (only
Path is drawn), and a square is a number or an algebraic name of the
position's variant.

@error the errors of a bad position (see library(damas));
type_error(list, Options); type_error(boolean, F) for flip(F);
domain_error(svg_coordinates, C) for another coordinates(C);
type_error(positive_integer, S) for square_size(S);
type_error(list, L) for arrows, pv or highlight given a non-list;
type_error(damas_move, M) for a move that is not a move term with a
path of two squares or more; instantiation_error for an unbound option
value or square; the errors of square_name/3 for a square
that is not on the board (domain_error(square, N),
domain_error(dark_square, Name), type_error(square, T)).
*/

:- predicate_options(position_svg/3, 3,
                     [ flip(boolean),
                       coordinates(oneof([algebraic, numeric, both, none])),
                       square_size(positive_integer),
                       last_move(any),
                       arrows(list),
                       pv(list),
                       highlight(list),
                       captured(list)
                     ]).
:- predicate_options(write_position_svg/3, 3, [pass_to(position_svg/3, 3)]).


                 /*******************************
                 *           INTERFACE          *
                 *******************************/

%!  position_svg(+Position, -SVG, +Options) is det.
%
%   SVG is a string, the SVG document of Position drawn with Options
%   (see the module documentation).

position_svg(Position0, SVG, Options) :-
    canonical_position(Position0, Position),
    svg_drawing(Position, Options, Drawing),
    with_output_to(string(SVG), write_drawing(current_output, Drawing)).

%!  write_position_svg(+Stream, +Position, +Options) is det.
%
%   Writes the SVG document of Position to Stream, as position_svg/3
%   makes it.  Nothing is written when an option or the position is
%   wrong.

write_position_svg(Stream, Position, Options) :-
    position_svg(Position, SVG, Options),
    write(Stream, SVG).


                 /*******************************
                 *            OPTIONS           *
                 *******************************/

%   svg_drawing(+Position, +Options, -Drawing)
%
%   Drawing is everything needed to write the picture, every option
%   checked first so that a bad one writes nothing.

svg_drawing(Position, Options, Drawing) :-
    position_fen(Position, _),          % the position's own errors first
    must_be(list, Options),
    Position = position(Variant, Side, _, _, _),
    check_variant(Variant),
    option(flip(Flip), Options, false),
    must_be(boolean, Flip),
    option(coordinates(Coordinates), Options, algebraic),
    must_be(atom, Coordinates),
    (   memberchk(Coordinates, [algebraic, numeric, both, none])
    ->  true
    ;   domain_error(svg_coordinates, Coordinates)
    ),
    option(square_size(Size), Options, 48),
    must_be(positive_integer, Size),
    option(last_move(LastMove), Options, none),
    (   LastMove == none
    ->  LastSquares = []
    ;   move_squares(Variant, LastMove, LastSquares)
    ),
    option(highlight(Highlight0), Options, []),
    must_be(list, Highlight0),
    maplist(square_number(Variant), Highlight0, Highlight),
    option(arrows(Arrows0), Options, []),
    must_be(list, Arrows0),
    maplist(move_squares(Variant), Arrows0, Arrows),
    option(pv(PV0), Options, []),
    must_be(list, PV0),
    maplist(move_squares(Variant), PV0, PV),
    option(captured(Captured0), Options, []),
    must_be(list, Captured0),
    maplist(captured_piece(Variant), Captured0, Captured),
    board_geometry(Variant, Flip, Coordinates, Size, Geometry),
    findall(Square-Piece, piece_at(Position, Square, Piece), Pieces),
    Drawing = drawing{geometry: Geometry, coordinates: Coordinates,
                      pieces: Pieces, last: LastSquares, captured: Captured,
                      highlight: Highlight, arrows: Arrows, pv: PV,
                      side: Side}.

move_squares(Variant, Move, Squares) :-
    (   nonvar(Move),
        Move = move(Path, _),
        is_list(Path),
        Path = [_, _|_]
    ->  maplist(square_number(Variant), Path, Squares)
    ;   type_error(damas_move, Move)
    ).

captured_piece(Variant, Captured, Number-Piece) :-
    (   nonvar(Captured),
        Captured = Square-Piece,
        nonvar(Piece),
        Piece =.. [Kind, Colour],
        memberchk(Kind, [man, king]),
        memberchk(Colour, [white, black])
    ->  square_number(Variant, Square, Number)
    ;   type_error(damas_captured_piece, Captured)
    ).

square_number(Variant, Square, Number) :-
    must_be(nonvar, Square),            % square_name/3 would enumerate
    (   integer(Square)
    ->  square_name(Square, _, [variant(Variant)]),
        Number = Square
    ;   square_name(Number, Square, [variant(Variant)])
    ).


                 /*******************************
                 *           GEOMETRY           *
                 *******************************/

%   board_geometry(+Variant, +Flip, +Coordinates, +Size, -Geometry)
%
%   Geometry holds the board's squares, casa(File, Rank, Colour,
%   Number) as the variant states them, the numbers of files and ranks,
%   and where the board is drawn: a margin for the algebraic
%   coordinates, none otherwise.

board_geometry(Variant, Flip, Coordinates, Size, Geometry) :-
    variant_module(Variant, Module),
    findall(casa(F, R, C, N), Module:casa(F, R, C, N), Squares),
    aggregate_all(max(F), member(casa(F, _, _, _), Squares), Files),
    aggregate_all(max(R), member(casa(_, R, _, _), Squares), Ranks),
    (   memberchk(Coordinates, [algebraic, both])
    ->  Margin is Size // 2
    ;   Margin = 0
    ),
    Width is Files * Size + 2 * Margin,
    Height is Ranks * Size + 2 * Margin,
    (   memberchk(casa(_, _, light, _), Squares)
    ->  Plain = false
    ;   Plain = true
    ),
    Geometry = geometry{module: Module, squares: Squares, files: Files,
                        ranks: Ranks, size: Size, margin: Margin,
                        flip: Flip, width: Width, height: Height,
                        plain: Plain}.

%   square_origin(+Geometry, +File, +Rank, -X, -Y): the top-left corner
%   of the square (File, Rank) as drawn.

square_origin(G, File, Rank, X, Y) :-
    (   G.flip == true
    ->  Column is G.files - File,
        Row is Rank - 1
    ;   Column is File - 1,
        Row is G.ranks - Rank
    ),
    X is G.margin + Column * G.size,
    Y is G.margin + Row * G.size.

number_centre(G, Number, X, Y) :-
    memberchk(casa(File, Rank, dark, Number), G.squares),
    square_origin(G, File, Rank, X0, Y0),
    X is X0 + G.size / 2,
    Y is Y0 + G.size / 2.


                 /*******************************
                 *            WRITING           *
                 *******************************/

write_drawing(Out, D) :-
    G = D.geometry,
    format(Out, '<svg xmlns="http://www.w3.org/2000/svg" class="damas-board" \c
                 width="~d" height="~d" viewBox="0 0 ~d ~d" \c
                 data-files="~d" data-ranks="~d" data-flip="~w">~n',
           [G.width, G.height, G.width, G.height, G.files, G.ranks, G.flip]),
    write_style(Out),
    write_defs(Out),
    format(Out, '<rect class="frame" x="0" y="0" width="~d" height="~d"/>~n',
           [G.width, G.height]),
    forall(member(casa(F, R, C, N), G.squares),
           write_square(Out, G, F, R, C, N)),
    forall(member(N, D.last), write_mark(Out, G, 'last-move', N)),
    forall(member(N, D.highlight), write_mark(Out, G, highlight, N)),
    (   memberchk(D.coordinates, [numeric, both])
    ->  forall(member(casa(F, R, dark, N), G.squares),
               write_number(Out, G, F, R, N))
    ;   true
    ),
    (   memberchk(D.coordinates, [algebraic, both])
    ->  write_algebraic(Out, G)
    ;   true
    ),
    forall(member(N-Piece, D.captured), write_ghost(Out, G, N, Piece)),
    forall(member(N-Piece, D.pieces), write_piece(Out, G, N, Piece)),
    forall(member(Path, D.arrows), write_arrow(Out, G, arrow, arrow, Path)),
    write_pv(Out, G, D.side, D.pv, 1),
    format(Out, '</svg>~n', []).

%   The style is inside the document, so that the picture looks the
%   same as a file and inside a page (which may override it).

write_style(Out) :-
    format(Out, '<style>\c
.frame{fill:#6b4a2b}\c
.square.light{fill:#f0dcb4}.square.dark{fill:#a0704a}\c
.last-move{fill:#e8d048;fill-opacity:0.55}\c
.highlight{fill:#58b8e8;fill-opacity:0.55}\c
.square.plain{fill:#d8b07a;stroke:#5a3c20;stroke-width:1.5}\c
.piece.white,.ghost-disc.white{fill:#fbfbf5;stroke:#555}\c
.piece.black,.ghost-disc.black{fill:#2a2a2a;stroke:#000}\c
.rim{fill:none;stroke-opacity:0.45}.white .rim{stroke:#8a8070}.black .rim{stroke:#888}\c
.crown{stroke-linejoin:round}.white .crown{fill:#d4a020;stroke:#6b4a10}\c
.black .crown{fill:#f0c040;stroke:#f8e8b0}\c
.ghost{opacity:0.35}\c
.number{font:10px sans-serif;fill:#f4e8d0}\c
.coordinate{font:bold 13px sans-serif;fill:#f4e8d0;text-anchor:middle;dominant-baseline:central}\c
.arrow{stroke:#2a8a2a;stroke-width:5;fill:none;stroke-opacity:0.8;stroke-linejoin:round}\c
.pv.white{stroke:#2060d0}.pv.black{stroke:#d03030}\c
.pv-label{font:bold 12px sans-serif;fill:#fff;text-anchor:middle;dominant-baseline:central}\c
.pv-dot.white{fill:#2060d0}.pv-dot.black{fill:#d03030}\c
</style>~n', []).

%   One arrowhead per colour of arrow: a marker does not take the
%   colour of the line it ends.

write_defs(Out) :-
    format(Out, '<defs>', []),
    forall(member(Name-Colour, [arrow-'#2a8a2a', white-'#2060d0', black-'#d03030']),
           format(Out, '<marker id="damas-head-~w" viewBox="0 0 10 10" refX="5" refY="5" \c
                        markerWidth="3" markerHeight="3" orient="auto">\c
                        <path d="M0,0 L10,5 L0,10 z" fill="~w"/></marker>',
                  [Name, Colour])),
    format(Out, '</defs>~n', []).

write_square(Out, G, File, Rank, Colour, Number) :-
    square_origin(G, File, Rank, X, Y),
    (   Colour == dark
    ->  (   G.plain == true
        ->  Class = 'square dark plain'
        ;   Class = 'square dark'
        ),
        format(Out, '<rect class="~w" data-square="~d" x="~d" y="~d" \c
                     width="~d" height="~d"/>~n',
               [Class, Number, X, Y, G.size, G.size])
    ;   format(Out, '<rect class="square light" x="~d" y="~d" width="~d" height="~d"/>~n',
               [X, Y, G.size, G.size])
    ).

write_mark(Out, G, Class, Number) :-
    memberchk(casa(File, Rank, dark, Number), G.squares),
    square_origin(G, File, Rank, X, Y),
    format(Out, '<rect class="~w" data-square="~d" x="~d" y="~d" width="~d" height="~d"/>~n',
           [Class, Number, X, Y, G.size, G.size]).

write_number(Out, G, File, Rank, Number) :-
    square_origin(G, File, Rank, X0, Y0),
    X is X0 + 2,
    Y is Y0 + 11,
    format(Out, '<text class="number" x="~d" y="~d">~d</text>~n', [X, Y, Number]).

%   The file letters under the board and the rank numbers to its left,
%   in the order they are drawn.

write_algebraic(Out, G) :-
    Half is G.margin / 2,
    Bottom is G.height - Half,
    forall(between(1, G.files, File),
           ( square_origin(G, File, 1, X0, _),
             X is X0 + G.size / 2,
             Letter is 0'a + File - 1,
             maplist(number_text, [X, Bottom], [TX, TY]),
             format(Out, '<text class="coordinate" x="~w" y="~w">~c</text>~n',
                    [TX, TY, Letter])
           )),
    forall(between(1, G.ranks, Rank),
           ( square_origin(G, 1, Rank, _, Y0),
             Y is Y0 + G.size / 2,
             maplist(number_text, [Half, Y], [TX, TY]),
             format(Out, '<text class="coordinate" x="~w" y="~w">~d</text>~n',
                    [TX, TY, Rank])
           )).

%   A piece is a group, so that the page can move it as one: the disc,
%   its inner ring, and a king's crown, a shape that reads at a glance
%   (a ring alone did not).

write_piece(Out, G, Number, Piece) :-
    Piece =.. [Kind, Colour],
    format(Out, '<g class="~w ~w" data-square="~d">', [Colour, Kind, Number]),
    write_disc(Out, G, Number, piece, Kind, Colour, ' data-square="~d"'-[Number]),
    format(Out, '</g>~n', []).

write_ghost(Out, G, Number, Piece) :-
    Piece =.. [Kind, Colour],
    format(Out, '<g class="ghost ~w ~w" data-ghost="~d">', [Colour, Kind, Number]),
    write_disc(Out, G, Number, 'ghost-disc', Kind, Colour, ''-[]),
    format(Out, '</g>~n', []).

write_disc(Out, G, Number, Class, Kind, Colour, Format-Args) :-
    number_centre(G, Number, X, Y),
    maplist(number_text, [X, Y, G.size * 0.4, G.size / 24, G.size * 0.3],
            [TX, TY, TR, TW, TRim]),
    format(string(Attribute), Format, Args),
    format(Out, '<circle class="~w ~w ~w"~w cx="~w" cy="~w" r="~w" \c
                 stroke-width="~w"/>',
           [Class, Colour, Kind, Attribute, TX, TY, TR, TW]),
    format(Out, '<circle class="rim" cx="~w" cy="~w" r="~w" stroke-width="~w"/>',
           [TX, TY, TRim, TW]),
    (   Kind == king
    ->  crown_path(G.size, X, Y, Path),
        format(Out, '<path class="crown" d="~w" stroke-width="~w"/>', [Path, TW])
    ;   true
    ).

%   A crown of three points on a band, centred on (X, Y).

crown_path(Size, X, Y, Path) :-
    Points = [(-0.2)-0.12, (-0.23)-(-0.11), (-0.1)-0.0, 0.0-(-0.17), 0.1-0.0,
              0.23-(-0.11), 0.2-0.12],
    maplist(crown_point(Size, X, Y), Points, Texts),
    atomic_list_concat(Texts, ' L', Line),
    format(atom(Path), 'M~w Z', [Line]).

crown_point(Size, X, Y, DX-DY, Text) :-
    PX is X + DX * Size,
    PY is Y + DY * Size,
    point_text(PX-PY, Text).

%   number_text(+Expression, -Text): the value with at most two
%   decimals, as SVG takes it.

number_text(Expression, Text) :-
    Value is Expression,
    (   integer(Value)
    ->  Text = Value
    ;   Rounded is round(Value * 100),
        (   Rounded mod 100 =:= 0
        ->  Text is Rounded // 100
        ;   format(atom(Text), '~2f', [Value])
        )
    ).

write_arrow(Out, G, Class, Head, Path) :-
    maplist(number_point(G), Path, Points),
    shortened(Points, G.size, Drawn),
    atomic_list_concat(Drawn, ' ', PointsText),
    atomic_list_concat(Path, ',', PathText),
    format(Out, '<polyline class="~w" points="~w" marker-end="url(#damas-head-~w)" \c
                 data-path="~w"/>~n',
           [Class, PointsText, Head, PathText]).

number_point(G, Number, X-Y) :-
    number_centre(G, Number, X, Y).

%   The arrow ends short of the last square's centre, so that its head
%   does not hide the piece's square entirely.

shortened(Points, Size, Drawn) :-
    append(Init, [X1-Y1], Points),
    last(Init, X0-Y0),
    DX is X1 - X0, DY is Y1 - Y0,
    Length is sqrt(DX*DX + DY*DY),
    Cut is min(Size * 0.3, Length / 2),
    X is X1 - DX * Cut / Length,
    Y is Y1 - DY * Cut / Length,
    append(Init, [X-Y], Points1),
    maplist(point_text, Points1, Drawn).

point_text(X-Y, Text) :-
    number_text(X, TX),
    number_text(Y, TY),
    format(atom(Text), '~w,~w', [TX, TY]).

write_pv(_, _, _, [], _).
write_pv(Out, G, Side, [Path|Paths], I) :-
    format(atom(Class), 'arrow pv ~w', [Side]),
    write_arrow(Out, G, Class, Side, Path),
    Path = [From|_],
    number_centre(G, From, X, Y),
    maplist(number_text, [X, Y, G.size * 0.17], [TX, TY, TR]),
    format(Out, '<circle class="pv-dot ~w" cx="~w" cy="~w" r="~w"/>\c
                 <text class="pv-label" x="~w" y="~w">~d</text>~n',
           [Side, TX, TY, TR, TX, TY, I]),
    other_side(Side, Other),
    I1 is I + 1,
    write_pv(Out, G, Other, Paths, I1).

other_side(white, black).
other_side(black, white).
