:- module(damas_play_draughts, []).
:- use_module(library(aggregate)).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module('../../damas').
:- use_module('../game').
:- use_module('../pdn').
:- use_module('../players').
:- use_module('../kb', [shipped_variant/1]).
:- use_module('../endgame', [endgame_use/1]).
:- use_module(board, [draw_board/3, full_move_text/4]).
:- use_module(errors, [move_error_lines/5, side_name/2, opponent/2]).
:- use_module(menu, [choose_variant/2, other_game/3, levels/1, read_answer/3]).
:- use_module(text, [taken_text/4, result_reason/4, lost_on_time/1]).
:- use_module(session_game, [is_human/2, game_result/4]).
:- use_module(session_turn, [announce_result/2]).

/** <module> Draughts, for the terminal session

The draughts game of library(damas/play) as library(damas/play/session)
plays it: the predicates of the session's interface for draughts.  A
position of the session is a game term of library(damas/game), which
knows its history (the draw rules need it); the session's settings hold
the notation moves are shown in.  Beyond the other games, draughts has
a menu of variants (which also starts Eximo and Gomoku), players of
library(damas/players) besides its levels, the commands notation and
draw, and games saved and loaded in PDN (library(damas/pdn)).

Nothing here is called but by the session: the module exports nothing.
*/

                 /*******************************
                 *     THE GAME, FOR THE SESSION*
                 *******************************/

game_name('Draughts').

game_sides(white, black).

game_oriented(true).

game_start(Game) :-
    new_session_game([variant(brazilian)], Game).

game_position_text(Game, Fen) :-
    game_position(Game, Position),
    position_fen(Position, Fen).

game_text_position(Fen, Game) :-
    fen_position(Fen, Position, [variant(brazilian)]),
    new_session_game([position(Position)], Game).

game_side_to_move(Game, Side) :-
    game_position(Game, Position),
    side_to_move(Position, Side).

%   game_play/3 reads the text as the game does, and refuses a move of a
%   game that is over with an error of its own.

game_read_move(Game, Text, Move) :-
    game_play(Game, Text, _),
    game_position(Game, Position),
    text_move(Position, Text, Move).

game_make_move(Game0, Move, Game) :-
    game_play(Game0, Move, Game).

%   A move is said with its whole path, in the session's notation.

game_move_text(Settings, Game, Move, Text) :-
    game_position(Game, Position),
    full_move_text(Position, Move, Settings.notation, Text).

game_move_words(Settings, Game, Move, Words) :-
    game_position(Game, Position),
    taken_text(Position, Move, Settings.notation, Words).

%   A hint is as short as the notation allows.

game_short_move_text(Settings, Game, Move, Text) :-
    game_position(Game, Position),
    move_text(Position, Move, Text, [notation(Settings.notation)]).

%   The legal moves in both notations, the session's first.

game_moves_lines(Settings, Game, Lines) :-
    game_position(Game, Position),
    legal_moves(Position, Moves),
    (   Moves == []
    ->  Lines = ["No legal move."]
    ;   Notation = Settings.notation,
        other_notation(Notation, Other),
        findall(Line,
                ( member(Move, Moves),
                  move_text(Position, Move, T1, [notation(Notation)]),
                  move_text(Position, Move, T2, [notation(Other)]),
                  format(string(Line), "  ~w (~w)", [T1, T2])
                ),
                MoveLines),
        length(Moves, Count),
        (   Count =:= 1
        ->  Head = "1 legal move:"
        ;   format(string(Head), "~d legal moves:", [Count])
        ),
        Lines = [Head|MoveLines]
    ).

game_move_error(Settings, Game, Text, Error, Lines) :-
    game_position(Game, Position),
    move_error_lines(Position, Settings.notation, Text, Error, Lines).

%   The end that the rules give (the session records resignations, draws
%   agreed and losses on time itself).

game_over(Game, Outcome, Why) :-
    game_over(Game, result(Outcome, Reason)),
    result_reason(Game, Outcome, Reason, Why).

game_draw_board(Stream, Game, Options) :-
    game_position(Game, Position),
    option(turned(Turned), Options, false),
    (   Turned == true -> From = black ; From = white ),
    option(last(Last), Options, none),
    option(colour(Colour), Options, false),
    option(pieces(Pieces), Options, ascii),
    draw_board(Stream, Position, [from(From), last(Last), colour(Colour), pieces(Pieces),
                                  to_move(false)]).

game_help([ "Type a move, in numbers or letters: 22-18 or c3-d4, a capture",
            "22x13 or c3xe5, or a capture's whole path 26x17x10."
          ]).

                 /*******************************
                 *            PLAYERS           *
                 *******************************/

%   The levels of the menu: random, then the engine's (menu.pl's
%   levels/1), each with what it does in words.

game_levels(Entries) :-
    levels(Levels),
    findall(Name-Text,
            ( member(Name-Player, Levels),
              player_text(Player, Text)
            ),
            Entries).

player_text(Player, Text) :-
    (   catch(player_description(Player, Text0), _, fail)
    ->  Text = Text0
    ;   format(string(Text), "~q", [Player])
    ).

game_default_level(medium).

game_level_player(Name, Player) :-
    levels(Levels),
    memberchk(Name-Player, Levels).

%   An option's player: `human`, a level's name for its player, or any
%   player of library(damas/players), as it is (one not available is
%   said when it is to move, and capture_first plays instead).

game_player(human, human) :-
    !.
game_player(Name, Player) :-
    atom(Name),
    game_level_player(Name, Player0),
    !,
    Player = Player0.
game_player(Player, Player).

game_fallback_level(capture_first).

%   How the record and the messages name a computer player: a level by
%   its name, a player of library(damas/players) by its name in words
%   or by what it does, never as a Prolog term.

game_player_words(level(Level), Level) :-
    atom(Level),
    !.
game_player_words(Player, Words) :-
    atom(Player),
    !,
    atomic_list_concat(Parts, '_', Player),
    atomic_list_concat(Parts, ' ', Words).
game_player_words(Player, Words) :-
    catch(player_description(Player, Words), _, fail),
    !.
game_player_words(Player, Words) :-
    format(string(Words), "~q", [Player]).

game_computer_move(Player, Game, _, Move) :-
    game_position(Game, Position),
    game_positions(Game, Positions),
    append(History, [_], Positions),
    player_move(Player, Position, Move, _, [history(History)]).

                 /*******************************
                 *      OPTIONS AND START       *
                 *******************************/

%   game_options(+Options, -Setup): play/1's options of draughts,
%   checked: the variant (none for the menu), the start position (none
%   for the variant's) and the notation.

game_options(Options, setup{variant: Variant, start: Start, notation: Notation}) :-
    option(notation(Notation), Options, algebraic),
    must_be(oneof([algebraic, numeric]), Notation),
    (   option(variant(Variant), Options)
    ->  initial_position(Variant, _)
    ;   option(fen(_), Options)
    ->  Variant = brazilian
    ;   Variant = none
    ),
    (   option(fen(Fen), Options)
    ->  fen_position(Fen, Start, [variant(Variant)])
    ;   Start = none
    ).

%   Without a variant, the menu; another game of the family chosen there
%   is played at once, and the session ends with it.

game_choose(IO, Setup0, Setup) :-
    (   Setup0.variant == none
    ->  choose_variant(IO, Variant),
        (   Variant = other_game(Other)
        ->  other_game(Other, _, Play),
            call(Play, IO.in, IO.out),
            throw(damas_play(quit))
        ;   Setup = Setup0.put(variant, Variant)
        )
    ;   Setup = Setup0
    ).

game_setup_start(Setup, Game) :-
    (   Setup.start == none
    ->  new_session_game([variant(Setup.variant)], Game)
    ;   new_session_game([position(Setup.start)], Game)
    ).

%   `new` plays the variant of the game it leaves (a game loaded from a
%   file may be of another), or the start position of option fen/1.

game_restart(Setup, Game0, Game) :-
    (   Setup.start == none
    ->  game_start(Game0, Start),
        arg(1, Start, Variant),
        new_session_game([variant(Variant)], Game)
    ;   new_session_game([position(Setup.start)], Game)
    ).

game_settings(Setup, _{notation: Setup.notation}).

%   The tags of a casual game; the date and the players are set when it
%   is written (record_game/2).

%   The computer plays with the variant's endgame database when `make
%   play` (or `make egdb`) has built it.

new_session_game(Start, Game) :-
    new_game([tags(['Event'-"Casual game", 'Date'-"????.??.??",
                    'White'-"?", 'Black'-"?"])|Start], Game),
    game_start(Game, Position),
    arg(1, Position, Variant),
    endgame_use(Variant).

                 /*******************************
                 *           COMMANDS           *
                 *******************************/

game_commands([ help, moves, hint, history, undo, save, load, fen, board,
                flip, notation, draw, resign, new, quit ]).

game_command_text(save, "save FILE", "save the game to FILE in PDN").
game_command_text(load, "load FILE", "load the first game of the PDN file FILE").
game_command_text(fen, "fen", "the position in FEN").
game_command_text(notation, "notation [algebraic|numeric]", "how moves are shown").
game_command_text(draw, "draw", "offer a draw").

game_command(notation, Argument, IO, State0, State) :-
    Notation0 = State0.settings.notation,
    (   Argument == ''
    ->  other_notation(Notation0, Notation)
    ;   memberchk(Argument, [algebraic, numeric])
    ->  Notation = Argument
    ;   Notation = Notation0,
        format(IO.out, "Usage: notation [algebraic|numeric]~n", [])
    ),
    State = State0.put(settings, State0.settings.put(notation, Notation)),
    format(IO.out, "Moves are shown in ~w notation.~n", [Notation]).
game_command(draw, _, IO, State0, State) :-
    offer_draw(IO, State0, State).

other_notation(algebraic, numeric).
other_notation(numeric, algebraic).

%   offer_draw(+IO, +State0, -State): a person offers a draw: another
%   person answers; the computer accepts when it is not ahead in
%   material (a king counting three men).

offer_draw(IO, State0, State) :-
    Out = IO.out,
    State0.positions = [Game|_],
    game_position(Game, Position),
    side_to_move(Position, Side),
    opponent(Side, Other),
    (   game_result(IO, State0, _, _)
    ->  format(Out, "The game is over already.~n", []),
        State = State0
    ;   \+ game_rule(Game, draw_by_agreement, true)
    ->  format(Out, "These rules have no draw by agreement.~n", []),
        State = State0
    ;   is_human(State0, Other)
    ->  side_name(Other, Name),
        format(string(Question), "~w, do you accept a draw? (yes/no) ", [Name]),
        read_answer(IO, Question, Answer),
        (   sub_atom_icasechk(Answer, 0, y)
        ->  agree_draw(IO, State0, State)
        ;   format(Out, "The draw is declined.~n", []),
            State = State0
        )
    ;   material(Position, Other, Mine),
        material(Position, Side, Yours),
        Mine =< Yours
    ->  format(Out, "The computer accepts the draw.~n", []),
        agree_draw(IO, State0, State)
    ;   format(Out, "The computer declines the draw.~n", []),
        State = State0
    ).

agree_draw(IO, State0, State) :-
    State = State0.put(ended, result(draw, agreement)),
    announce_result(IO, State).

material(Position, Side, Value) :-
    aggregate_all(sum(V),
                  ( piece_at(Position, _, Piece),
                    piece_value(Piece, Side, V)
                  ),
                  Value).

piece_value(man(Side), Side, 1).
piece_value(king(Side), Side, 3).

                 /*******************************
                 *         PDN RECORDS          *
                 *******************************/

game_record_kind(" in PDN").

game_write_game(Settings, Stream, State) :-
    record_game(State, Game),
    write_pdn(Stream, [Game], [notation(Settings.notation)]).

game_save_game(Settings, File, State) :-
    record_game(State, Game),
    save_game(File, Game, [notation(Settings.notation)]).

%   record_game(+State, -Game): the game of State as a game term to
%   write: its date and players in the tags, and the end the session
%   recorded (a resignation, a draw agreed, a loss on time with its
%   Termination tag).

record_game(State, Game) :-
    State.positions = [Game0|_],
    player_name(State, white, White),
    player_name(State, black, Black),
    game_set_tag(Game0, 'Date', State.date, Game1),
    game_set_tag(Game1, 'White', White, Game2),
    game_set_tag(Game2, 'Black', Black, Game3),
    recorded_end(State.ended, Game3, Game).

player_name(State, Side, Name) :-
    get_dict(Side, State.players, Player),
    (   Player == human
    ->  Name = "Human"
    ;   game_player_words(Player, Words),
        format(string(Name), "Computer (~w)", [Words])
    ).

recorded_end(none, Game, Game).
recorded_end(result(win(Winner), resignation), Game0, Game) :-
    opponent(Winner, Loser),
    game_resign(Game0, Loser, Game).
recorded_end(result(win(Winner), time_forfeit), Game0, Game) :-
    opponent(Winner, Loser),
    game_resign(Game0, Loser, Game1),
    game_set_tag(Game1, 'Termination', "time forfeit", Game).
recorded_end(result(draw, agreement), Game0, Game) :-
    game_agree_draw(Game0, Game).
recorded_end(result(_, move_limit(_)), Game, Game).

%   game_load_game(+Settings, +File, +State0, -Loaded): the first game of
%   the PDN file File, for the session: every position from its start
%   (a game term each, for undo), its moves, the end it records and its
%   date.

game_load_game(_, File, State0, Loaded) :-
    State0.positions = [Current|_],
    load_session_game(Current, File, Game0),
    (   game_over(Game0, result(Outcome, Reason)),
        memberchk(Reason, [resignation, agreement])
    ->  game_undo(Game0, Game),
        (   lost_on_time(Game0)
        ->  Ended = result(Outcome, time_forfeit)
        ;   Ended = result(Outcome, Reason)
        )
    ;   Game = Game0,
        Ended = none
    ),
    game_values(Game, Positions),
    last(Positions, Start),
    game_moves(Game, Moves0),
    reverse(Moves0, Moves),
    (   game_tag(Game, 'Date', Date)
    ->  true
    ;   Date = State0.date
    ),
    Loaded = _{start: Start, positions: Positions, moves: Moves, ended: Ended, date: Date}.

%   The game and each game before it, a move fewer, to its start.

game_values(Game, [Game|Games]) :-
    (   game_ply_count(Game, Plies),
        Plies > 0,
        game_undo(Game, Before)
    ->  game_values(Before, Games)
    ;   Games = []
    ).

%   The first game of File.  A session that plays a variant of one's own
%   reads the file as one of that variant: PDN names only the shipped
%   variants.

load_session_game(Current, File, Game) :-
    game_start(Current, Start),
    arg(1, Start, Variant),
    (   atom(Variant),
        \+ shipped_variant(Variant)
    ->  read_pdn_file(File, Games, [variant(Variant)]),
        (   Games = [Game|_]
        ->  true
        ;   existence_error(pdn_game, File)
        )
    ;   load_game(File, Game)
    ).
