:- module(gomoku_play,
          [ gomoku_play/1,              % +Options
            gomoku_play_main/1          % +Arguments
          ]).
:- use_module(library(aggregate)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module('../gomoku').
:- use_module('../damas/play/session').
:- use_module('../damas/play/session_main').
:- use_module('../damas/play/grid').
:- use_module('../damas/play/errors', [message_string/2, side_name/2]).

/** <module> Play Gomoku at the terminal

gomoku_play/1 is the game behind `make play` when the menu's answer is
Gomoku (or `swipl examples/start.pl --game=gomoku`): a person plays
against the computer, against a friend at the same keyboard, or watches
the computer play itself.

The session is the draughts game's (library(damas/play/session)): the
same menus, prompts and commands (help, moves, hint, history, undo,
save FILE, load FILE, fen, board, flip, resign, new, quit), one board a
turn with the last stone in brackets, and a game that ends waits for
new, undo, save or quit.  A move is a point: `h8`.  Everything is read
line by line, so the input may be a pipe; then each line read is echoed
after the prompt.
*/

%   The draughts terminal game (library(damas/play)) lists Gomoku after
%   its variants, as it does Eximo.

:- multifile damas_play_menu:other_game/3.

damas_play_menu:other_game(gomoku, "Gomoku (another game, docs/gomoku.md)",
                           gomoku_play:play_on_streams).

play_on_streams(In, Out) :-
    gomoku_play([input(In), output(Out), goodbye(false)]).

%!  gomoku_play(+Options) is det.
%
%   Plays Gomoku at the terminal until `quit` or the end of the input.
%   Options are those of play_session/2 of library(damas/play/session):
%
%     - black(Player), white(Player): `human` or a level of
%       gomoku_level/1; with one of them only, the other side is the
%       computer if it names `human`, else a person; a menu asks when
%       both are missing.
%     - level(Level): the computer's level, no menu of levels.
%     - seed(S): the seed of the computer's random choices (default 0).
%     - fen(Text): start from this position (gomoku_position_text/2's
%       text, `b/h8/i9`).
%     - input(Stream), output(Stream): default user_input and
%       user_output.
%     - colour(When), pieces(Kind), delay(Seconds), interactive(Boolean):
%       as play/1 of library(damas/play).
%
%   @error domain_error(gomoku_player, P) for a player that is neither
%   `human` nor a level.

gomoku_play(Options) :-
    play_session(gomoku_play, Options).

%!  gomoku_play_main(+Arguments) is det.
%
%   The command line of `swipl examples/start.pl --game=gomoku`: the
%   options of session_main/2 (--black, --white, --level, --seed, --fen,
%   --colour, --unicode, --help ...).  A wrong option is reported on
%   standard error, with exit status 2.

gomoku_play_main(Arguments) :-
    session_main(gomoku_play, Arguments).


                 /*******************************
                 *     THE GAME, FOR THE SESSION*
                 *******************************/

game_name('Gomoku').

game_sides(black, white).

% The board has no side of its own player: Black's row 1 stays at the
% bottom until flip.
game_oriented(false).

game_start(Position) :-
    gomoku_initial_position(Position).

game_position_text(Position, Text) :-
    gomoku_position_text(Position, Text).

game_text_position(Text, Position) :-
    gomoku_text_position(Text, Position).

game_side_to_move(Position, Side) :-
    gomoku_side_to_move(Position, Side).

%   gomoku_make_move/3 checks the text and says what is wrong with it;
%   the point is the text as it reads it, blanks and case aside.

game_read_move(Position, Text, Point) :-
    gomoku_make_move(Position, Text, _),
    normalize_space(atom(Point0), Text),
    downcase_atom(Point0, Point).

game_make_move(Position, Point, Next) :-
    gomoku_make_move(Position, Point, Next).

game_move_text(_, Point, Point).

game_move_words(_, _, "").

game_over(Position, Outcome, Why) :-
    gomoku_game_over(Position, Result),
    (   Result = win(_)
    ->  Outcome = Result,
        Why = "five in a line"
    ;   Outcome = draw,
        Why = "the board is full"
    ).

game_levels(Levels) :-
    findall(Level-Text, ( gomoku_level(Level), level_text(Level, Text) ), Levels).

level_text(random, "any empty point") :- !.
level_text(classroom, "the classroom heuristic, one move ahead") :- !.
level_text(easy, "searches 2 moves ahead") :- !.
level_text(medium, "searches 4 moves ahead") :- !.
level_text(hard, "searches up to 10 moves ahead, 2 seconds") :- !.
level_text(_, "").

game_default_level(medium).

game_player_type(gomoku_player).

game_computer_move(Level, Position, Seed, Point) :-
    gomoku_best_move(Position, Point, [level(Level), seed(Seed)]).

game_help([ "Type a point to put your stone there: a column a..o and a row 1..15,",
            "as h8 (the centre).  Five or more in a line wins."
          ]).

game_moves_lines(Position, [Line]) :-
    gomoku_legal_moves(Position, Points),
    length(Points, N),
    format(string(Line), "Any empty point: ~d of them.", [N]).

game_move_error(_, Text, error(syntax_error(gomoku_point(_)), _), [Line1, Line2]) :-
    point_shaped(Text, Point),
    !,
    format(string(Line1), "There is no point ~w on the board: its points are a1 to o15.",
           [Point]),
    Line2 = "Type a column a..o and a row 1..15, as h8 (the centre).".
game_move_error(_, Text, error(syntax_error(gomoku_point(_)), _), [Line1, Line2]) :-
    !,
    format(string(Line1), "I cannot read \"~w\" as a point or a command.", [Text]),
    Line2 = "Type a point such as h8, or help.".
game_move_error(_, _, error(domain_error(legal_move, _), context(_, Why)), [Line1, Line2]) :-
    string(Why),
    !,
    format(string(Line1), "~w: choose an empty point.", [Why]),
    Line2 = "A stone stays where it is put; type board to see the free points.".
game_move_error(_, Text, Error, [Line]) :-
    message_string(Error, Message),
    format(string(Line), "~w: ~w", [Text, Message]).

%   A letter and a number that name no point of the board (z9, a16):
%   the person meant a point.

point_shaped(Text, Point) :-
    normalize_space(atom(Point0), Text),
    downcase_atom(Point0, Point),
    sub_atom(Point, 0, 1, After, Letter),
    char_type(Letter, alpha),
    After >= 1, After =< 3,
    sub_atom(Point, 1, After, 0, Digits),
    atom_codes(Digits, Codes),
    forall(member(C, Codes), code_type(C, digit)).

%   The board: X for Black, O for White, the last stone in brackets.

game_draw_board(Stream, Position, Options) :-
    option(last(Last), Options, none),
    (   Last == none
    ->  Marks = []
    ;   gomoku_point(Last, Column, Row),
        Marks = [(Column-Row)-marked]
    ),
    option(pieces(Pieces), Options, ascii),
    glyphs(Pieces, Glyphs),
    option(turned(Turned), Options, false),
    option(colour(Colour), Options, false),
    aggregate_all(max(Column1), gomoku_point(_, Column1, _), Size),
    draw_grid(Stream, Size, point_content(Position),
              [turned(Turned), marks(Marks), glyphs(Glyphs), colour(Colour),
               pieces(Pieces), frame(full)]).

point_content(Position, Column, Row, What) :-
    gomoku_point(Point, Column, Row),
    (   gomoku_stone_at(Position, Point, Colour)
    ->  What = Colour
    ;   What = empty
    ).

glyphs(ascii, [black-'X', white-'O', empty-'.']).
glyphs(unicode, [black-'\u25CF', white-'\u25CB', empty-'\u00B7']).
