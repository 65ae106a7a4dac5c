:- module(eximo_play,
          [ eximo_play/1,               % +Options
            eximo_play_main/1           % +Arguments
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module('../eximo').
:- use_module('../damas/play/session').
:- use_module('../damas/play/session_main').
:- use_module('../damas/play/grid').
:- use_module('../damas/play/errors', [message_string/2, side_name/2]).
:- use_module('../damas/play/text', [and_list/2]).

/** <module> Play Eximo at the terminal

The terminal game of library(eximo): against the computer, two people
at one keyboard, or the computer against itself.  `make play` (the
menu's Eximo) or `swipl examples/start.pl --game=eximo` starts it;
docs/eximo.md gives the rules and the move notation, docs/terminal.md
the session.

The session is the draughts game's (library(damas/play/session)): the
same menus, prompts and commands (help, moves, hint, history, undo,
save FILE, load FILE, fen, board, flip, resign, new, quit), one board a
turn with the last move marked (its squares in brackets, the pieces it
took as `x`, the pieces it dropped in brackets too), and a game that
ends waits for new, undo, save or quit.  A move is typed in Eximo's
notation: `b3-b4`, `c2:c4`, `d4xf4xf6`, `g7-g8!b1,c1`.
*/

%   The draughts terminal game (library(damas/play)) lists Eximo after
%   its variants.

:- multifile damas_play_menu:other_game/3.

damas_play_menu:other_game(eximo, "Eximo (another game, docs/eximo.md)",
                           eximo_play:play_on_streams).

play_on_streams(In, Out) :-
    eximo_play([input(In), output(Out), goodbye(false)]).

%!  eximo_play(+Options) is det.
%
%   Plays Eximo at the terminal until `quit` or the end of the input.
%   Options are those of play_session/2 of library(damas/play/session):
%
%     - white(Player), black(Player): `human` or a level of
%       eximo:best_move/3 (random, capture_first, easy, medium, hard);
%       with one of them only, the other side is the computer if it
%       names `human`, else a person; a menu asks when both are missing.
%     - level(Level): the computer's level, no menu of levels.
%     - fen(Text): start from this position (position_fen/2's text).
%     - seed(N): the computer's random choices repeat from run to run.
%     - max_moves(N): a game of two computers stops as a draw after N
%       plies (default 300): the rules have no draw.
%     - input(Stream), output(Stream): default user_input and
%       user_output.
%     - colour(When), pieces(Kind), delay(Seconds), interactive(Boolean):
%       as play/1 of library(damas/play).
%
%   @error domain_error(eximo_player, P) for a player that is neither
%   `human` nor a level.

eximo_play(Options) :-
    must_be(list, Options),
    (   option(max_moves(_), Options)
    ->  Options1 = Options
    ;   Options1 = [max_moves(300)|Options]
    ),
    play_session(eximo_play, Options1).

%!  eximo_play_main(+Arguments) is det.
%
%   The command line of `swipl examples/start.pl --game=eximo`: the
%   options of session_main/2 (--white, --black, --level, --seed, --fen,
%   --max-moves, --colour, --unicode, --help ...).

eximo_play_main(Arguments) :-
    session_main(eximo_play, Arguments).


                 /*******************************
                 *     THE GAME, FOR THE SESSION*
                 *******************************/

game_name('Eximo').

game_sides(white, black).

game_oriented(true).

game_start(Position) :-
    initial_position(Position).

game_position_text(Position, Text) :-
    position_fen(Position, Text).

game_text_position(Text, Position) :-
    fen_position(Text, Position).

game_side_to_move(Position, Side) :-
    side_to_move(Position, Side).

game_read_move(Position, Text, Move) :-
    text_move(Position, Text, Move).

game_make_move(Position, Move, Next) :-
    make_move(Position, Move, Next).

game_move_text(_, Move, Text) :-
    move_text(Move, Text).

game_over(Position, win(Winner), Why) :-
    eximo:game_over(Position, Winner),
    side_to_move(Position, Loser),
    side_name(Loser, Name),
    (   \+ piece_at(Position, _, Loser)
    ->  format(string(Why), "~w has no piece left", [Name])
    ;   format(string(Why), "~w has no legal move", [Name])
    ).

game_levels([ random-"random moves",
              capture_first-"the classroom player: captures the most, else reaches the far row",
              easy-"searches 2 moves ahead",
              medium-"searches 4 moves ahead",
              hard-"searches a quarter of a second"
            ]).

game_default_level(medium).

game_player_type(eximo_player).

game_computer_move(Level, Position, _, Move) :-
    best_move(Position, Level, Move).

game_help([ "Type a move: b3-b4 (a step), c2:c4 (a jump over your own pieces),",
            "d4xf4xf6 (a capture), and after a move onto the far row ! and the",
            "squares of the new pieces: g7-g8!b1,c1.  moves lists them all."
          ]).

%   ", taking the pieces on e4 and f5", and for a move onto the far row
%   where its new pieces go.

game_move_words(Position, move(_, Path, Captured, Drops), Words) :-
    (   Captured == []
    ->  Taking = ""
    ;   maplist(square_name, Captured, Names),
        and_list(Names, List),
        (   Captured = [_]
        ->  format(string(Taking), ", taking the piece on ~w", [List])
        ;   format(string(Taking), ", taking the pieces on ~w", [List])
        )
    ),
    last(Path, Last),
    side_to_move(Position, Side),
    (   far_row_square(Side, Last)
    ->  (   Drops == []
        ->  Arrival = "; it leaves the board, and no square is free for a new piece"
        ;   maplist(square_name, Drops, DropNames),
            and_list(DropNames, DropList),
            (   Drops = [_]
            ->  format(string(Arrival), "; it leaves the board, and a new piece comes on ~w",
                       [DropList])
            ;   format(string(Arrival), "; it leaves the board, and new pieces come on ~w",
                       [DropList])
            )
        )
    ;   Arrival = ""
    ),
    string_concat(Taking, Arrival, Words).

%   A piece leaves the board on its far row: rank 8 for White, 1 for
%   Black (a White piece on rank 1 may capture sideways along it).

far_row_square(Side, Square) :-
    square_name(Square, Name),
    sub_atom(Name, 1, 1, 0, Rank),
    far_rank(Side, Rank).

far_rank(white, '8').
far_rank(black, '1').

%   The legal moves, as many to a line as fit in 72 columns.

game_moves_lines(Position, [Count|Lines]) :-
    legal_moves(Position, Moves),
    maplist(move_text, Moves, Texts),
    length(Moves, N),
    (   N =:= 1
    ->  Count = "1 legal move:"
    ;   format(string(Count), "~d legal moves:", [N])
    ),
    fill_lines(Texts, Lines).

fill_lines([], []).
fill_lines([Text|Texts], [Line|Lines]) :-
    format(string(Start), "  ~w", [Text]),
    fill_line(Texts, Start, Line, Rest),
    fill_lines(Rest, Lines).

fill_line([Text|Texts], Line0, Line, Rest) :-
    string_length(Line0, Length),
    atom_length(Text, More),
    Length + 1 + More =< 72,
    !,
    format(string(Line1), "~w ~w", [Line0, Text]),
    fill_line(Texts, Line1, Line, Rest).
fill_line(Texts, Line, Line, Texts).

%   What is wrong with a move, in words.

game_move_error(_, Text, error(syntax_error(eximo_move_text), _), [Line]) :-
    off_board_square(Text, Name),
    !,
    format(string(Line), "There is no square ~w on the board: its squares are a1 to h8.",
           [Name]).
game_move_error(_, Text, error(syntax_error(eximo_move_text), _), [Line1, Line2]) :-
    !,
    format(string(Line1), "I cannot read \"~w\" as a move or a command.", [Text]),
    Line2 = "Type a move such as b3-b4, b1:d3 (a jump) or d4xf4 (a capture), or help.".
game_move_error(Position, Text, error(domain_error(eximo_legal_move, _), _), Lines) :-
    !,
    illegal_move_lines(Position, Text, Lines).
game_move_error(_, Text, Error, [Line]) :-
    message_string(Error, Message),
    format(string(Line), "~w: ~w", [Text, Message]).

illegal_move_lines(Position, Text, Lines) :-
    side_to_move(Position, Side),
    side_name(Side, SideName),
    legal_moves(Position, Moves),
    (   sub_atom(Text, 0, 2, _, FromName0),
        downcase_atom(FromName0, FromName),
        square_name(From, FromName)
    ->  true
    ;   From = none
    ),
    (   From \== none,
        piece_at(Position, From, Owner),
        Owner \== Side
    ->  side_name(Owner, OwnerName),
        format(string(Line), "Not your piece: ~w holds a ~w piece. You play ~w.",
               [FromName, OwnerName, SideName]),
        Lines = [Line]
    ;   From \== none,
        \+ piece_at(Position, From, _)
    ->  format(string(Line), "There is no piece on ~w.", [FromName]),
        Lines = [Line]
    ;   Moves = [move(capture, _, _, _)|_],
        \+ sub_atom(Text, _, _, _, x)
    ->  maplist(move_text, Moves, Texts),
        atomic_list_concat(Texts, ', ', List),
        format(string(Line2), "Your captures: ~w.", [List]),
        Lines = ["A capture is mandatory.", Line2]
    ;   route_text(Text, Route),
        member(Move, Moves),
        move_text(Move, MoveText),
        route_text(MoveText, Route),
        sub_atom(MoveText, _, _, _, '!')
    ->  format(string(Line1), "~w reaches the far row: write where the new pieces go, as ~w.",
               [Route, MoveText]),
        Lines = [Line1, "Type moves for the list of legal moves."]
    ;   From \== none,
        findall(MoveText, ( member(Move, Moves),
                            Move = move(_, [From|_], _, _),
                            move_text(Move, MoveText) ),
                FromTexts),
        FromTexts \== []
    ->  atomic_list_concat(FromTexts, ', ', FromList),
        format(string(Line1), "No such move: ~w.", [Text]),
        format(string(Line2), "The piece on ~w can play: ~w.", [FromName, FromList]),
        Lines = [Line1, Line2]
    ;   From \== none
    ->  format(string(Line1), "No such move: ~w: the piece on ~w has no legal move now.",
               [Text, FromName]),
        Lines = [Line1, "Type moves for the list of legal moves."]
    ;   format(string(Line1), "No such move: ~w.", [Text]),
        Lines = [Line1, "Type moves for the list of legal moves."]
    ).

%   The first square of a move that no square of the board is (z9-z8,
%   a9-a8): the person wrote a square, but not one of the board.

off_board_square(Text, Name) :-
    split_string(Text, "-:x!", " ", [First, _|_]),
    string_lower(First, Lower),
    string_length(Lower, 2),
    sub_string(Lower, 0, 1, _, File),
    sub_string(Lower, 1, 1, _, Rank),
    char_type(FileChar, alpha), atom_string(FileChar, File),
    char_type(RankChar, digit(_)), atom_string(RankChar, Rank),
    atom_string(Name, Lower),
    \+ square_name(_, Name).

route_text(Text, Route) :-
    (   sub_atom(Text, Before, _, _, '!')
    ->  sub_atom(Text, 0, Before, _, Route0)
    ;   atom_string(Route0, Text)
    ),
    downcase_atom(Route0, Route).

%   The board: every square played, the last move's squares and drops
%   in brackets, the pieces it took as x.

game_draw_board(Stream, Position, Options) :-
    option(last(Last), Options, none),
    (   Last = move(_, Path, Captured, Drops)
    ->  append(Path, Drops, Marked),
        maplist(square_mark(marked), Marked, Marks0),
        maplist(square_mark(taken), Captured, Marks1),
        append(Marks0, Marks1, Marks)
    ;   Marks = []
    ),
    option(pieces(Pieces), Options, ascii),
    glyphs(Pieces, Glyphs),
    option(turned(Turned), Options, false),
    option(colour(Colour), Options, false),
    draw_grid(Stream, 8, square_content(Position),
              [turned(Turned), marks(Marks), glyphs(Glyphs), colour(Colour),
               pieces(Pieces)]).

square_mark(Mark, Square, (File-Rank)-Mark) :-
    File is (Square - 1) mod 8 + 1,
    Rank is (Square - 1) // 8 + 1.

square_content(Position, File, Rank, What) :-
    Square is (Rank - 1) * 8 + File,
    (   piece_at(Position, Square, Side)
    ->  What = Side
    ;   What = empty
    ).

glyphs(ascii, [white-'W', black-'B', empty-'.']).
glyphs(unicode, [white-'\u26C0', black-'\u26C2', empty-'\u00B7']).
