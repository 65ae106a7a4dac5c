:- module(damas_play_session,
          [ play_session/2              % +Game, +Options
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(clock, [clock_spec/3]).
:- use_module(dialogue).
:- use_module(errors, [side_name/2]).
:- use_module(session_game).
:- use_module(session_turn).
:- use_module(session_commands, []).

/** <module> The terminal game of every game of the family

The one terminal game of draughts (library(damas/play)), Eximo
(library(eximo/play)) and Gomoku (library(gomoku/play)): the menus of
who plays and how strong the computer is, one board a turn with the
last move marked, every move said with its number, an optional clock,
and the commands help, moves, hint, history, undo, save FILE, load
FILE, fen, board, flip, resign, new and quit (a game adds its own:
draughts has notation and draw).  A game that ends waits for new, undo,
save or quit; the session ends with quit or the end of the input, and
a game that was not saved is offered to be saved (on a terminal) or
written out (on a pipe).  docs/terminal.md tells all of it.

The session is in three layers: this module starts and ends it;
library(damas/play/session_turn) plays the turns and
library(damas/play/session_commands) does the commands; the game as
values (its state, end, history, undo and record) is
library(damas/play/session_game).  The command line that --game=NAME
of examples/start.pl reads is library(damas/play/session_main).

The game is a module that defines these predicates (the session calls
them as Game:Name).  A Position is whatever the game takes for one: a
position of Eximo, or for draughts a game term of library(damas/game),
which knows its own history.

  - game_name(-Name): `'Eximo'`, for the title and the saved games.
  - game_sides(-First, -Second): the side that moves first and the
    other (`white` and `black`, in either order).
  - game_oriented(-Boolean): `true` when the board has a side for each
    player (the board is then seen from the person's side), `false`
    when not (the first side's view, until `flip`).
  - game_start(-Position): the start of a game.
  - game_position_text(+Position, -Text) and
    game_text_position(+Text, -Position): the position as text.
  - game_side_to_move(+Position, -Side).
  - game_read_move(+Position, +Text, -Move): the legal move that Text
    writes, or an error; game_move_error(+Position, +Text, +Error,
    -Lines) tells the person what is wrong, in lines.
  - game_make_move(+Position, +Move, -Next).
  - game_move_text(+Position, +Move, -Text), and game_move_words(+Position,
    +Move, -Words): what follows the move when it is said ("" or
    ", taking ...").
  - game_moves_lines(+Position, -Lines): the answer to `moves`.
  - game_over(+Position, -Outcome, -Why): the rules ended the game,
    Outcome `win(Side)` or `draw`, Why in words ("Black has no legal
    move"); fails while it goes on.
  - game_levels(-Levels): the computer's levels, Name-Description, and
    game_default_level(-Name).
  - game_computer_move(+Level, +Position, +Seed, -Move): the move of
    the computer at Level; Seed an integer that varies from move to
    move for a game that repeats from option seed/1.
  - game_draw_board(+Stream, +Position, +Options): the board alone,
    Options turned(Boolean), last(Move) (or last(none)), colour(Boolean)
    and pieces(ascii or unicode).
  - game_help(-Lines): how to type a move, for `help`.
  - game_player_type(-Type): the type of domain_error/2 for a player
    that is neither `human` nor a level.

A game may also define these, which the session otherwise does
without:

  - game_options(+Options, -Setup): checks the game's own options
    before anything is shown; Setup (default `none`) is what the games
    start from.  game_choose(+IO, +Setup0, -Setup) asks what the
    options did not say (the draughts game's menu of variants), and
    game_setup_start(+Setup, -Position), game_restart(+Setup, +Position,
    -Start) give the start of the first game and of the next (`new`).
    game_settings(+Setup, -Settings): the game's settings, a dict that
    commands of its own may change.  game_move_text/4, game_move_words/4,
    game_moves_lines/3, game_move_error/5 and game_short_move_text/4 (the
    text of a hint) take the settings as first argument when defined
    with it.
  - game_player(+Given, -Player): the player an option or a level's
    name stands for, checked; game_level_player(+Name, -Player), the
    player of a level of game_levels/1; game_player_words(+Player,
    -Words), how the record names a computer player;
    game_fallback_level(-Player), the player that stands in for one
    that finds no move (default `random`).
  - game_commands(-Words), game_command_text(?Word, ?Usage, ?Text) and
    game_command(+Word, +Argument, +IO, +State0, -State): the commands,
    in the order help lists them, and those of the game alone.
  - game_write_game(+Settings, +Stream, +State), game_save_game(+Settings,
    +File, +State), game_load_game(+Settings, +File, +State0, -Loaded),
    game_record_kind(-Kind): the game's own record (PDN for draughts)
    instead of library(damas/play/record)'s; Loaded is a dict of the
    keys start, positions, moves, ended and date of the session's state.
*/

                 /*******************************
                 *          THE SESSION         *
                 *******************************/

%!  play_session(+Game, +Options) is det.
%
%   Runs a session of Game (a module with the predicates of the module
%   comment) until `quit` or the end of the input.  Options:
%
%     - input(+Stream), output(+Stream): default user_input and
%       user_output.
%     - white(+Player), black(+Player): `human` or a level of the game;
%       with both, no menu of players; with one, the other side is the
%       computer if this one is `human`, else a person.
%     - level(+Level): the computer's level for the sides no option
%       names: no menu of levels.
%     - seed(+Integer): the computer's choices repeat from one session
%       to the next: the random generator is seeded, and the game's
%       game_computer_move/4 gets Seed plus the number of moves played
%       (0 plus that number without the option).
%     - fen(+Text): the games start from this position (the game's
%       position text).
%     - max_moves(+N): a game that no person plays stops as a draw after
%       N plies; default none (no limit).
%     - clock(+Spec): a clock, Spec `Minutes` or `Minutes+Seconds` (as
%       clock_spec/3 of library(damas/play/clock) reads it): the time of
%       each side for the game and the increment per move.  A side
%       whose time ran out when it moves loses.  Default: no clock.
%     - now(:Goal): call(Goal, Seconds) gives the time for the clock;
%       default get_time/1.
%     - delay(+Seconds): the pause after each move of the computer when
%       it plays itself; default 0.3 on a terminal, else 0.
%     - colour(+When), pieces(+Kind): `true`, `false` or `auto`;
%       `ascii`, `unicode` or `auto` (see display_style/4 of
%       library(damas/play/dialogue)).
%     - interactive(+Boolean): whether a person answers at the input
%       (default: when the input is a terminal); only then does leaving
%       a game that is not saved ask for a file.
%     - goodbye(+Boolean): say goodbye at the end (default `true`);
%       `false` when another session goes on around this one.
%
%   and those of the game's game_options/2.
%
%   @error domain_error(Type, Player) (Type from game_player_type/1)
%   for a player that is not `human` or a level, domain_error(clock,
%   Spec), and the errors of game_text_position/2 for option fen/1 or of
%   game_options/2, before anything is shown.

play_session(Game, Options) :-
    must_be(atom, Game),
    terminal_options(Options, In, Out, Seed0, Delay, Echo, Interactive),
    (   var(Seed0) -> Seed = 0 ; Seed = Seed0 ),
    option(max_moves(Max), Options, none),
    (   Max == none -> true ; must_be(nonneg, Max) ),
    option(goodbye(Goodbye), Options, true),
    must_be(boolean, Goodbye),
    (   option(clock(Spec), Options)
    ->  clock_spec(Spec, _, _)
    ;   Spec = none
    ),
    (   option(now(Now), Options)
    ->  must_be(callable, Now)
    ;   Now = get_time
    ),
    IO0 = io{game: Game, in: In, out: Out, echo: Echo, interactive: Interactive,
             delay: Delay, seed: Seed, max_moves: Max, goodbye: Goodbye,
             clock: Spec, now: Now},
    game_hook(IO0, game_options(Options, Setup), Setup = none),
    session_players_checked(IO0, Options, Players0),
    (   Setup == none
    ->  first_start(IO0, Options, Start)
    ;   Start = none                    % after game_choose/3
    ),
    display_style(Out, Options, Colour, Pieces),
    IO = IO0.put(_{colour: Colour, pieces: Pieces, setup: Setup, start: Start,
                   settings: _{}, players: Players0}),
    Game:game_name(Name),
    format(Out, "~w (damas)~n", [Name]),
    % No "|: " of the toplevel before a read from a terminal: the game
    % writes its own prompts.
    setup_call_cleanup(prompt(Old, ''),
                       catch(session(IO, Options), damas_play(Stop), true),
                       prompt(_, Old)),
    goodbye(IO, Stop).

%   The players the options name, checked before anything is shown:
%   pairs of the option and the player it stands for.

session_players_checked(IO, Options, Players) :-
    findall(Option-Player,
            ( member(Option, Options),
              memberchk(Option, [white(_), black(_), level(_)]),
              arg(1, Option, Given),
              option_player(IO, Given, Player)
            ),
            Players),
    (   option(level(human), Options),
        Game = IO.game,
        current_predicate(Game:game_player_type/1)
    ->  Game:game_player_type(Type),
        domain_error(Type, human)
    ;   true
    ).

option_player(IO, Given, Player) :-
    Game = IO.game,
    game_hook(IO, game_player(Given, Player),
              ( check_player(Game, Given), Player = Given )).

check_player(_, human) :-
    !.
check_player(Game, Player) :-
    Game:game_levels(Levels),
    (   atom(Player),
        memberchk(Player-_, Levels)
    ->  true
    ;   Game:game_player_type(Type),
        domain_error(Type, Player)
    ).

first_start(IO, Options, Start) :-
    Game = IO.game,
    (   option(fen(Text), Options)
    ->  Game:game_text_position(Text, Start)
    ;   Game:game_start(Start)
    ).

goodbye(_, stopped(Why, IO, State)) :-
    !,
    leave_game(IO, Why, State),
    goodbye(IO, Why).
goodbye(IO, _) :-
    IO.goodbye == false,
    !.
goodbye(IO, Why) :-
    say_goodbye(IO.out, Why).

%   The game's menus (the draughts game's variant), then who plays.

session(IO0, Options) :-
    (   IO0.setup == none
    ->  IO = IO0
    ;   Setup0 = IO0.setup,
        game_hook(IO0, game_choose(IO0, Setup0, Setup), Setup = Setup0),
        Game = IO0.game,
        Game:game_setup_start(Setup, Start),
        game_hook(IO0, game_settings(Setup, Settings), Settings = _{}),
        IO = IO0.put(_{setup: Setup, start: Start, settings: Settings})
    ),
    session_players(IO, Options, Players),
    new_state(IO, Players, State),
    show_start(IO, State),
    turn(IO, State).

                 /*******************************
                 *        LEAVING A GAME        *
                 *******************************/

%   leave_game(+IO, +Why, +State): a game that is not saved is offered to
%   be saved, or written out when no one can answer.

leave_game(IO, Why, State) :-
    (   \+ unsaved(State)
    ->  true
    ;   game_hook(IO, game_record_kind(Kind), Kind = ""),
        leave_unsaved_game(IO, Why, Kind, write_game(IO, IO.out, State),
                           save_to(IO, State))
    ).

save_to(IO, State, File) :-
    save_file(IO, File, State).
