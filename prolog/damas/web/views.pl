:- module(damas_web_views,
          [ input_view/2,               % +Input, -View
            view_svg/5,                 % +View, +Position, +Move, +Size, -SVG
            view_move_text/4,           % +View, +Position, +Move, -Text
            view_line_texts/4,          % +View, +Position, +Moves, -Texts
            game_ply_view/4,            % +Game, +Ply, +View, -Reply
            line_view/5,                % +Position, +Line, +Count, +View, -Reply
            player_name/2               % +Player, -Name
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module('../../damas').
:- use_module('../game', [game_positions/2, game_moves/2]).
:- use_module('../svg', [position_svg/3]).

/** <module> How the web board shows a position: the viewer's choices

A request of library(damas/web) that answers with a board, a move or a
line of moves says how its player wants them: the board turned
(`flip`), the square numbers drawn on the squares (`numbers`; the
frame always has the files and ranks) and the notation of the moves
(`notation`: `numeric`, 22-18, the default, or `algebraic`, c3-d4).
The last move is marked on the board and the pieces it took are drawn
faint where they stood, so that a player sees what happened.

@error damas_web_input(Field, Expected) for a choice that is not one of
those above.
*/

%!  input_view(+Input, -View) is det.
%
%   View is the dict view{flip, numbers, notation} of the request's
%   input (a JSON body or a query: booleans as JSON or as text).

input_view(Input, view{flip: Flip, numbers: Numbers, notation: Notation}) :-
    input_boolean(Input, flip, Flip),
    input_boolean(Input, numbers, Numbers),
    (   get_dict(notation, Input, Text),
        Text \== null,
        Text \== ""
    ->  (   memberchk(Text-Notation, ["numeric"-numeric, "algebraic"-algebraic])
        ->  true
        ;   throw(error(damas_web_input(notation, "numeric or algebraic"), _))
        )
    ;   Notation = numeric
    ).

input_boolean(Input, Name, Value) :-
    (   get_dict(Name, Input, Value0),
        Value0 \== null,
        Value0 \== ""
    ->  (   memberchk(Value0, [true, "true", "1", 1])
        ->  Value = true
        ;   memberchk(Value0, [false, "false", "0", 0])
        ->  Value = false
        ;   throw(error(damas_web_input(Name, "true or false"), _))
        )
    ;   Value = false
    ).

%!  view_svg(+View, +Before, +Move, +Size, -SVG) is det.
%
%   SVG is the board after Move (`none`: Before itself) played in the
%   position Before, drawn as View asks with squares of Size pixels,
%   Move marked and the pieces it took drawn faint.

view_svg(View, Position, none, Size, SVG) :-
    !,
    view_coordinates(View, Coordinates),
    position_svg(Position, SVG, [flip(View.flip), coordinates(Coordinates),
                                 square_size(Size)]).
view_svg(View, Before, Move, Size, SVG) :-
    make_move(Before, Move, After),
    move_captures(Move, Squares),
    findall(Square-Piece, ( member(Square, Squares),
                            piece_at(Before, Square, Piece) ),
            Captured),
    view_coordinates(View, Coordinates),
    position_svg(After, SVG, [flip(View.flip), coordinates(Coordinates),
                              square_size(Size), last_move(Move),
                              captured(Captured)]).

view_coordinates(View, Coordinates) :-
    (   View.numbers == true
    ->  Coordinates = both
    ;   Coordinates = algebraic
    ).

%!  view_move_text(+View, +Position, +Move, -Text) is det.
%
%   Text (a string) is Move of Position in View's notation.

view_move_text(View, Position, Move, Text) :-
    move_text(Position, Move, Text0, [notation(View.notation)]),
    atom_string(Text0, Text).

%!  view_line_texts(+View, +Position, +Moves, -Texts) is det.
%
%   Texts are the moves of the line Moves, played from Position, in
%   View's notation.

view_line_texts(_, _, [], []).
view_line_texts(View, Position, [Move|Moves], [Text|Texts]) :-
    view_move_text(View, Position, Move, Text),
    make_move(Position, Move, Next),
    view_line_texts(View, Next, Moves, Texts).

%!  game_ply_view(+Game, +Ply, +View, -Reply) is det.
%
%   Reply is the dict of the position of Game after its first Ply
%   moves: its `ply`, `fen`, side to move `side`, the board `svg` (the
%   Plyth move marked) and that move's path `lastMove` (or null).
%
%   @error damas_web_input(ply, Expected) for a Ply that is not one of
%   the game's.

game_ply_view(Game, Ply, View, Reply) :-
    game_positions(Game, Positions),
    game_moves(Game, Moves),
    length(Moves, Played),
    count_within(ply, "a number of moves played", Played, Ply),
    nth0(Ply, Positions, Position),
    (   Ply =:= 0
    ->  view_svg(View, Position, none, 56, SVG),
        LastPath = null
    ;   Before is Ply - 1,
        nth0(Before, Positions, Previous),
        nth0(Before, Moves, Move),
        view_svg(View, Previous, Move, 56, SVG),
        move_path(Move, LastPath)
    ),
    position_reply(Position, Ply, SVG, LastPath, Reply).

%!  line_view(+Position, +Line, +Count, +View, -Reply) is det.
%
%   Reply is as game_ply_view/4's for the position after the first
%   Count moves of Line played from Position (Count 0: Position), its
%   `ply` Count.
%
%   @error damas_web_input(moves, Expected) for a Count that is not
%   0 to the length of Line.

line_view(Position, Line, Count, View, Reply) :-
    length(Line, Length),
    count_within(moves, "a number of moves of the line", Length, Count),
    length(Played, Count),
    append(Played, _, Line),
    (   append(Before, [Last], Played)
    ->  foldl(played, Before, Position, Previous),
        make_move(Previous, Last, Shown),
        view_svg(View, Previous, Last, 56, SVG),
        move_path(Last, LastPath)
    ;   Shown = Position,
        view_svg(View, Position, none, 56, SVG),
        LastPath = null
    ),
    position_reply(Shown, Count, SVG, LastPath, Reply).

%   count_within(+Field, +Words, +Max, +Count): Count, of the input
%   Field, is 0 to Max.

count_within(Field, Words, Max, Count) :-
    (   integer(Count),
        between(0, Max, Count)
    ->  true
    ;   format(string(Expected), "~w, 0 to ~d", [Words, Max]),
        throw(error(damas_web_input(Field, Expected), _))
    ).

played(Move, Position, Next) :-
    make_move(Position, Move, Next).

position_reply(Position, Ply, SVG, LastPath,
               _{ply: Ply, fen: Fen, side: Side, svg: SVG, lastMove: LastPath}) :-
    position_fen(Position, Fen0),
    atom_string(Fen0, Fen),
    side_to_move(Position, Side).

%!  player_name(+Player, -Name) is det.
%
%   Name is the words of a PDN tag White or Black for Player, "human"
%   or the name of an engine level: "Human", "Engine (medium)".

player_name("human", "Human") :-
    !.
player_name(Level, Name) :-
    format(string(Name), "Engine (~w)", [Level]).
