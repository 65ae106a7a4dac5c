/*  Tests of library(damas/svg): the SVG is well-formed XML (read back
    with library(sgml)), the pieces are on their squares for boards of
    both sizes, both corners and both numberings, seen from either side,
    and the marks, arrows, coordinates and option errors.  Only defines
    the units; tests/prolog/run_tests.pl runs them.
*/
:- module(test_svg, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(sgml)).
:- use_module(library(xpath)).
:- use_module(library(damas)).
:- use_module(library(damas/svg)).

%   dom(+Position, +Options, -DOM): the picture parsed as XML; parsing
%   fails (an exception) if it is not well-formed.

dom(Position, Options, DOM) :-
    position_svg(Position, SVG, Options),
    setup_call_cleanup(open_string(SVG, In),
                       load_structure(In, DOM, [dialect(xml), space(remove)]),
                       close(In)).

%   The classes of an element as a list of atoms.

classes(Element, Classes) :-
    xpath(Element, /(self(@class)), Text),
    split_string(Text, " ", "", Strings),
    maplist(atom_string, Classes, Strings).

elements_of_class(DOM, Name, Class, Elements) :-
    findall(E, ( xpath(DOM, //Name, E),
                 classes(E, Classes),
                 memberchk(Class, Classes)
               ), Elements).

%   piece_circles(+DOM, -Pieces): Square-piece(Kind, Colour)-(X, Y) for
%   every piece circle.

piece_circles(DOM, Pieces) :-
    findall(Square-Piece-(X-Y),
            ( xpath(DOM, //circle(@class=Class), E),
              split_string(Class, " ", "", ["piece", C, K]),
              atom_string(Colour, C), atom_string(Kind, K),
              Piece =.. [Kind, Colour],
              xpath(E, /(self(@'data-square'(number))), Square),
              xpath(E, /(self(@cx(number))), X),
              xpath(E, /(self(@cy(number))), Y)
            ), Pieces0),
    msort(Pieces0, Pieces).

square_rect_centre(DOM, Square, X-Y) :-
    once(xpath(DOM, //rect(@class='square dark', @'data-square'(number)=Square), E)),
    xpath(E, /(self(@x(number))), X0),
    xpath(E, /(self(@y(number))), Y0),
    xpath(E, /(self(@width(number))), W),
    X is X0 + W / 2,
    Y is Y0 + W / 2.

svg_height(DOM, H) :-
    once(xpath(DOM, //svg(@height(number)), H)).

start_position(Variant, Position) :-
    initial_position(Variant, Position).

:- begin_tests(svg_board).

test(well_formed_every_variant, [forall(member(V, [brazilian, russian, pool, english, czech,
                                                 thai, italian, spanish, international,
                                                 killer, frisian]))]) :-
    start_position(V, P),
    dom(P, [], DOM),
    assertion(DOM = [element(svg, _, _)]).

% Every piece of the position is drawn once, on the square it stands on:
% its circle's centre is the centre of the dark square of its number.
test(pieces_on_their_squares, [forall(( member(V, [brazilian, italian, spanish, international, thai]),
                                        member(Flip, [false, true]) ))]) :-
    start_position(V, P0),
    legal_move(P0, M), !,
    make_move(P0, M, P),
    dom(P, [flip(Flip)], DOM),
    piece_circles(DOM, Circles),
    pairs_keys_values(Circles, SquarePieces, Centres),
    findall(S-Piece, piece_at(P, S, Piece), Expected0),
    msort(Expected0, Expected),
    assertion(SquarePieces == Expected),
    pairs_keys(SquarePieces, Squares),
    maplist(square_rect_centre(DOM), Squares, RectCentres),
    assertion(RectCentres == Centres).

% White's men start at the bottom of the picture, or at its top when it
% is flipped; Black's at the other end.
test(orientation, [forall(( member(V, [brazilian, italian, spanish, international]),
                            member(Flip-WhiteHalf, [false-bottom, true-top]) ))]) :-
    start_position(V, P),
    dom(P, [flip(Flip)], DOM),
    svg_height(DOM, H),
    piece_circles(DOM, Circles),
    forall(member(_-man(white)-(_-Y), Circles), assertion(half(Y, H, WhiteHalf))),
    other_half(WhiteHalf, BlackHalf),
    forall(member(_-man(black)-(_-Y), Circles), assertion(half(Y, H, BlackHalf))).

half(Y, H, bottom) :- Y > H / 2.
half(Y, H, top) :- Y < H / 2.

other_half(bottom, top).
other_half(top, bottom).

% Known squares at known places (docs/variants.md), 48-pixel squares,
% no margin: c3 is Brazilian 22, f3 Italian 23, h1 Spanish 1, a1
% International 46.
test(known_squares, [forall(member(V-S-Flip-X-Y,
                                   [ brazilian-22-false-120-264,
                                     brazilian-22-true-264-120,
                                     italian-23-false-264-264,
                                     italian-23-true-120-120,
                                     spanish-1-false-360-360,
                                     spanish-1-true-24-24,
                                     international-46-false-24-456,
                                     international-46-true-456-24
                                   ]))]) :-
    start_position(V, P),
    dom(P, [flip(Flip), coordinates(none), square_size(48)], DOM),
    square_rect_centre(DOM, S, Centre),
    assertion(Centre =:= X-Y).

test(square_count, [forall(member(V-Dark-All, [brazilian-32-64, international-50-100, italian-32-64]))]) :-
    start_position(V, P),
    dom(P, [], DOM),
    elements_of_class(DOM, rect, square, Squares),
    elements_of_class(DOM, rect, dark, Darks),
    length(Squares, NAll),
    length(Darks, NDark),
    assertion(NAll-NDark == All-Dark).

test(kings_crowned) :-
    fen_position("W:WK22,K27,21:B11,K3", P),
    dom(P, [], DOM),
    elements_of_class(DOM, path, crown, Crowns),
    length(Crowns, N),
    assertion(N == 3),
    piece_circles(DOM, Circles),
    assertion(memberchk(3-king(black)-_, Circles)),
    assertion(memberchk(21-man(white)-_, Circles)).

% The captured pieces are drawn faint where they stood, apart from the
% pieces (no piece circle, no data-square).
test(captured_ghosts) :-
    fen_position("W:W22:B1", P),
    dom(P, [captured([18-man(black), 14-king(white)])], DOM),
    findall(Square-Class, ( xpath(DOM, //g(@class=Class, @'data-ghost'=Square), _) ), Ghosts),
    assertion(Ghosts == ['18'-'ghost black man', '14'-'ghost white king']),
    piece_circles(DOM, Circles),
    assertion(Circles = [1-man(black)-_, 22-man(white)-_]).

test(captured_bad, [error(type_error(damas_captured_piece, 18))]) :-
    initial_position(P),
    position_svg(P, _, [captured([18])]).

% Turkish draughts plays on every square: they are one colour, with a
% grid, not one flat area.
test(plain_board_grid) :-
    initial_position(turkish, P),
    dom(P, [], DOM),
    elements_of_class(DOM, rect, plain, Plain),
    length(Plain, N),
    assertion(N == 64),
    initial_position(brazilian, B),
    dom(B, [], BDOM),
    elements_of_class(BDOM, rect, plain, None),
    assertion(None == []).

test(empty_board_has_no_pieces) :-
    fen_position("W:W:B", P),
    dom(P, [], DOM),
    piece_circles(DOM, Circles),
    assertion(Circles == []).

:- end_tests(svg_board).

:- begin_tests(svg_marks).

test(last_move_marked) :-
    initial_position(P),
    dom(P, [last_move(move([c3, d4], []))], DOM),
    findall(S, xpath(DOM, //rect(@class='last-move', @'data-square'(number)=S), _), Squares),
    assertion(Squares == [22, 18]).

test(highlight) :-
    initial_position(P),
    dom(P, [highlight([17, 18, h4])], DOM),
    findall(S, xpath(DOM, //rect(@class=highlight, @'data-square'(number)=S), _), Squares),
    assertion(Squares == [17, 18, 20]).

% A capture's arrow goes through each landing square.
test(capture_arrow_through_landing_squares) :-
    fen_position("W:WK22:B11,18,27", P),
    legal_moves(P, [Move|_]),
    Move = move(Path, _),
    dom(P, [arrows([Move])], DOM),
    findall(E, xpath(DOM, //polyline(@class=arrow), E), [Arrow]),
    xpath(Arrow, /(self(@'data-path')), PathText),
    atomic_list_concat(Path, ',', Expected),
    assertion(PathText == Expected),
    xpath(Arrow, /(self(@points)), Points),
    split_string(Points, " ", "", PointList),
    length(Path, N),
    assertion(length(PointList, N)).

test(pv_alternates_sides) :-
    initial_position(P0),
    make_move(P0, "22-18", P),
    dom(P, [pv([move([11, 15], []), move([18, 11], [15]), move([8, 15], [11])])], DOM),
    findall(C, xpath(DOM, //polyline(@class=C), _), Classes),
    assertion(Classes == ['arrow pv black', 'arrow pv white', 'arrow pv black']),
    findall(L, xpath(DOM, //text(@class='pv-label', text), L), Labels),
    assertion(Labels == ['1', '2', '3']).

test(algebraic_coordinates) :-
    initial_position(international, P),
    dom(P, [coordinates(algebraic)], DOM),
    findall(T, xpath(DOM, //text(@class=coordinate, text), T), Texts),
    assertion(Texts == [a, b, c, d, e, f, g, h, i, j,
                        '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']).

test(numeric_coordinates) :-
    initial_position(P),
    dom(P, [coordinates(numeric)], DOM),
    findall(T, xpath(DOM, //text(@class=number, number), T), Numbers),
    numlist(1, 32, Expected),
    assertion(Numbers == Expected),
    \+ xpath(DOM, //text(@class=coordinate), _).

test(no_coordinates) :-
    initial_position(P),
    dom(P, [coordinates(none)], DOM),
    \+ xpath(DOM, //text, _).

test(write_position_svg_same_text) :-
    initial_position(P),
    position_svg(P, SVG, [flip(true)]),
    with_output_to(string(Written), write_position_svg(current_output, P, [flip(true)])),
    assertion(Written == SVG).

:- end_tests(svg_marks).

:- begin_tests(svg_errors).

test(bad_position, [error(type_error(damas_position, foo))]) :-
    position_svg(foo, _, []).
test(options_not_list, [error(type_error(list, flip(true)))]) :-
    initial_position(P),
    position_svg(P, _, flip(true)).
test(bad_flip, [error(type_error(boolean, maybe))]) :-
    initial_position(P),
    position_svg(P, _, [flip(maybe)]).
test(bad_coordinates, [error(domain_error(svg_coordinates, roman))]) :-
    initial_position(P),
    position_svg(P, _, [coordinates(roman)]).
test(bad_size, [error(type_error(positive_integer, 0))]) :-
    initial_position(P),
    position_svg(P, _, [square_size(0)]).
test(arrows_not_list, [error(type_error(list, x))]) :-
    initial_position(P),
    position_svg(P, _, [arrows(x)]).
test(bad_move, [error(type_error(damas_move, move([22], [])))]) :-
    initial_position(P),
    position_svg(P, _, [arrows([move([22], [])])]).
test(square_off_board, [error(domain_error(square, 33))]) :-
    initial_position(P),
    position_svg(P, _, [highlight([33])]).
test(light_square, [error(domain_error(dark_square, b1))]) :-
    initial_position(P),
    position_svg(P, _, [last_move(move([b1, a2], []))]).
test(unbound_option_value, [error(instantiation_error)]) :-
    initial_position(P),
    position_svg(P, _, [flip(_)]).
test(unbound_square, [error(instantiation_error)]) :-
    initial_position(P),
    position_svg(P, _, [highlight([22, _])]).

:- end_tests(svg_errors).
