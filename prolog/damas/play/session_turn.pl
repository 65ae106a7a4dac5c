:- module(damas_play_session_turn,
          [ session_players/3,          % +IO, +Options, -Players
            choose_players/3,           % +IO, +Choice, -Players
            show_start/2,               % +IO, +State
            show_board/2,               % +IO, +State
            turn/2,                     % +IO, +State
            announce_result/2,          % +IO, +State
            computer_move/5,            % +IO, +State, +Player, +Position, -Move
            play_and_show/5,            % +IO, +State0, +Move, +Who, -State
            human_move/4,               % +IO, +State0, +Text, -State
            write_game/3,               % +IO, +Stream, +State
            save_file/3,                % +IO, +File, +State
            file_error_text/2           % +Error, -Text
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(clock, [clock_text/2, clock_charge/4, time_text/2]).
:- use_module(dialogue, [prompt_line/3, entry/5]).
:- use_module(errors, [message_string/2, side_name/2, opponent/2]).
:- use_module(menu, [ask_number/6, level_menu/5]).
:- use_module(record, [write_record/3, save_record/3]).
:- use_module(session_game).

/** <module> The turns of a terminal session

How library(damas/play/session) plays a game: who plays (from the
options, else the menus), the board, the turns one after another, a
person's move or the computer's, the clock, and the game written out
or saved.  IO is the session's dict (library(damas/play/session)),
State the game's (library(damas/play/session_game)).
*/

                 /*******************************
                 *            PLAYERS           *
                 *******************************/

%!  session_players(+IO, +Options, -Players) is det.
%
%   Players (_{white: W, black: B}) from the options white/1, black/1
%   and level/1 as far as they tell (IO's players: each option with the
%   player it stands for), else from the menus.

session_players(IO, Options, Players) :-
    Given = IO.players,
    (   option(level(_), Options),
        memberchk(level(_)-Level, Given)
    ->  Choice = level(Level)
    ;   Choice = menu
    ),
    (   memberchk(white(_)-White, Given)
    ->  (   memberchk(black(_)-Black, Given)
        ->  true
        ;   other_side(IO, Choice, White, Black)
        )
    ;   memberchk(black(_)-Black, Given)
    ->  other_side(IO, Choice, Black, White)
    ;   choose_players(IO, Choice, players(White, Black))
    ),
    Players = _{white: White, black: Black}.

other_side(IO, Choice, Player, Other) :-
    (   Player == human
    ->  computer_player(IO, Choice, "the computer", Other)
    ;   Other = human
    ).

%!  choose_players(+IO, +Choice, -Players) is det.
%
%   players(White, Black) from the menu of who plays, the first side's
%   person first; Choice is level(Player), the computer's player, or
%   `menu` to ask.

choose_players(IO, Choice, players(White, Black)) :-
    Game = IO.game,
    Game:game_sides(First, Second),
    side_name(First, FirstName),
    side_name(Second, SecondName),
    format(IO.out, "~nWho plays?~n", []),
    format(IO.out, "  1. you (~w) against the computer~n", [FirstName]),
    format(IO.out, "  2. you (~w) against the computer~n", [SecondName]),
    format(IO.out, "  3. two players at this terminal~n", []),
    format(IO.out, "  4. the computer against itself~n", []),
    ask_number(IO, "Your choice", 1, 4, 1, Mode),
    (   Mode =:= 1
    ->  FirstPlayer = human,
        computer_player(IO, Choice, "the computer", SecondPlayer)
    ;   Mode =:= 2
    ->  computer_player(IO, Choice, "the computer", FirstPlayer),
        SecondPlayer = human
    ;   Mode =:= 3
    ->  FirstPlayer = human,
        SecondPlayer = human
    ;   computer_player(IO, Choice, FirstName, FirstPlayer),
        computer_player(IO, Choice, SecondName, SecondPlayer)
    ),
    Players = _{}.put(First, FirstPlayer).put(Second, SecondPlayer),
    White = Players.white,
    Black = Players.black.

computer_player(_, level(Level), _, Level) :-
    !.
computer_player(IO, menu, Whose, Player) :-
    Game = IO.game,
    Game:game_levels(Levels),
    Game:game_default_level(DefaultLevel),
    (   nth1(Default, Levels, DefaultLevel-_)
    ->  true
    ;   Default = 1
    ),
    level_menu(IO, Whose, Levels, Default, Choice),
    nth1(Choice, Levels, Level-_),
    game_hook(IO, game_level_player(Level, Player), Player = Level).

                 /*******************************
                 *           THE BOARD          *
                 *******************************/

%!  show_start(+IO, +State) is det.

show_start(IO, State) :-
    format(IO.out, "~nType help for the commands.~n~n", []),
    show_board(IO, State).

%!  show_board(+IO, +State) is det.
%
%   The board from the side of State's view, the last move marked, who
%   is to move, and the clocks if there are.

show_board(IO, State) :-
    Game = IO.game,
    state_position(State, Position),
    (   State.moves = [Last|_]
    ->  true
    ;   Last = none
    ),
    Game:game_sides(_, Second),
    (   State.view == Second -> Turned = true ; Turned = false ),
    Game:game_draw_board(IO.out, Position,
                         [turned(Turned), last(Last), colour(IO.colour), pieces(IO.pieces)]),
    Game:game_side_to_move(Position, Side),
    side_name(Side, Name),
    format(IO.out, "~w to move~n", [Name]),
    (   State.clock == none
    ->  true
    ;   clock_text(State.clock, Text),
        format(IO.out, "Clock: ~w~n", [Text])
    ).

%!  announce_result(+IO, +State) is det.
%
%   "Game over: ..." when the game of State is over; nothing else.

announce_result(IO, State) :-
    (   game_result(IO, State, Outcome, Why)
    ->  result_sentence(Outcome, Why, Sentence),
        format(IO.out, "~nGame over: ~w~n", [Sentence])
    ;   true
    ).

                 /*******************************
                 *            THE TURNS         *
                 *******************************/

%!  turn(+IO, +State) is det.
%
%   The turns, one after another, until the session stops: the stop
%   goes up as stopped(Why, IO, State), with the state it stopped in.

turn(IO, State0) :-
    start_thinking(IO, State0, State1),
    catch(turn_step(IO, State1, State), damas_play(Stop), true),
    (   var(Stop)
    ->  turn(IO, State)
    ;   Stop = stopped(_, _, _)
    ->  throw(damas_play(Stop))
    ;   throw(damas_play(stopped(Stop, IO, State1)))
    ).

%   The clock of the side to move runs from the first time its turn
%   comes (commands typed meanwhile are thinking time).

start_thinking(IO, State0, State) :-
    length(State0.moves, Plies),
    (   State0.clock == none
    ->  State = State0
    ;   State0.started = start(Plies, _)
    ->  State = State0
    ;   Clock = IO.now,
        call(Clock, Now),
        State = State0.put(started, start(Plies, Now))
    ).

turn_step(IO, State0, State) :-
    Game = IO.game,
    state_position(State0, Position),
    Game:game_side_to_move(Position, Side),
    (   game_result(IO, State0, _, _)
    ->  prompt_line(IO, "Game over (type new, undo, save FILE or quit)> ", Line),
        entry(damas_play_session_commands, IO, State0, Line, State)
    ;   move_limit(IO, State0, Plies)
    ->  State = State0.put(ended, result(draw, move_limit(Plies))),
        announce_result(IO, State)
    ;   side_player(State0, Side, Player),
        Player \== human
    ->  computer_plays(IO, State0, Player, State)
    ;   move_number(IO, State0, Number),
        side_name(Side, Name),
        (   \+ ( side_player(State0, _, Other), Other \== human )
        ->  Who = ""
        ;   Who = " (you)"
        ),
        (   State0.clock == none
        ->  Left = ""
        ;   side_clock(State0.clock, Side, Seconds),
            time_text(Seconds, Own),
            format(string(Left), " (~w left)", [Own])
        ),
        format(string(Prompt), "~w~w, move ~d~w> ", [Name, Who, Number, Left]),
        prompt_line(IO, Prompt, Line),
        entry(damas_play_session_commands, IO, State0, Line, State)
    ).

side_clock(clock(White, _, _), white, White).
side_clock(clock(_, Black, _), black, Black).

computer_plays(IO, State0, Player, State) :-
    state_position(State0, Position),
    computer_move(IO, State0, Player, Position, Move),
    play_and_show(IO, State0, Move, computer, State),
    (   IO.delay > 0,
        \+ is_human(State, _)
    ->  sleep(IO.delay)
    ;   true
    ).

%!  computer_move(+IO, +State, +Player, +Position, -Move) is det.
%
%   The move of the computer's Player; should it find none or raise an
%   error (a player not available), the game's fallback player
%   (game_fallback_level/1, default `random`) stands in, and that is
%   said.

computer_move(IO, State, Player, Position, Move) :-
    Game = IO.game,
    length(State.moves, Plies),
    Seed is IO.seed + Plies,
    catch(Game:game_computer_move(Player, Position, Seed, Move0), Error, true),
    (   var(Error),
        nonvar(Move0)
    ->  Move = Move0
    ;   (   nonvar(Error)
        ->  message_string(Error, Message)
        ;   Message = "no move"
        ),
        game_hook(IO, game_fallback_level(Fallback), Fallback = random),
        player_words(IO, Player, Words),
        format(IO.out, "(the player ~w finds no move (~w): ~w plays instead)~n",
               [Words, Message, Fallback]),
        Game:game_computer_move(Fallback, Position, Seed, Move)
    ).

%!  human_move(+IO, +State0, +Text, -State) is det.
%
%   The person typed Text, not a command: the move it writes is played,
%   or what is wrong with it said.

human_move(IO, State0, Text, State) :-
    Game = IO.game,
    state_position(State0, Position),
    (   game_result(IO, State0, _, _)
    ->  format(IO.out, "The game is over: type new for another game, or undo.~n", []),
        State = State0
    ;   catch(Game:game_read_move(Position, Text, Move), Error, true),
        (   var(Error)
        ->  play_and_show(IO, State0, Move, human, State)
        ;   game_call(IO, State0, game_move_error(Position, Text, Error, Lines)),
            forall(member(Line, Lines), format(IO.out, "~w~n", [Line])),
            State = State0
        )
    ).

%!  play_and_show(+IO, +State0, +Move, +Who, -State) is det.
%
%   Plays Move if the mover's clock allows, and says it; shows the
%   board when the next to move is a person, or no person plays, or
%   the game is over: one board a turn.

play_and_show(IO, State0, Move, Who, State) :-
    Game = IO.game,
    state_position(State0, Position),
    Game:game_side_to_move(Position, Side),
    charge_clock(IO, State0, Side, Clocked),
    (   Clocked = flagged
    ->  lost_on_time(IO, State0, Side, State)
    ;   Clocked = ok(Clock),
        Game:game_make_move(Position, Move, Next),
        say_move(IO, State0, Position, Move, Who),
        State = State0.put(_{positions: [Next|State0.positions], moves: [Move|State0.moves],
                             clock: Clock}),
        Game:game_side_to_move(Next, NextSide),
        (   (   game_result(IO, State, _, _)
            ;   is_human(State, NextSide)
            ;   \+ is_human(State, _)
            )
        ->  nl(IO.out),
            show_board(IO, State)
        ;   true
        ),
        announce_result(IO, State)
    ).

charge_clock(IO, State, Side, Outcome) :-
    (   State.clock == none
    ->  Outcome = ok(none)
    ;   Clock = IO.now,
        call(Clock, Now),
        State.started = start(_, Started),
        Elapsed is Now - Started,
        clock_charge(State.clock, Side, Elapsed, Outcome)
    ).

%   The side to move ran out of time: it loses, and the move is not
%   played.

lost_on_time(IO, State0, Side, State) :-
    opponent(Side, Winner),
    run_out(State0.clock, Side, Clock),
    State = State0.put(_{ended: result(win(Winner), time_forfeit), clock: Clock}),
    side_name(Side, Name),
    format(IO.out, "~nTime is up: ~w's clock ran out; the move is not played.~n", [Name]),
    announce_result(IO, State).

run_out(clock(_, Black, Increment), white, clock(0, Black, Increment)).
run_out(clock(White, _, Increment), black, clock(White, 0, Increment)).

say_move(IO, State, Position, Move, Who) :-
    Game = IO.game,
    Game:game_side_to_move(Position, Side),
    Game:game_sides(First, _),
    move_number(IO, State, Number),
    (   Side == First -> Dots = "." ; Dots = "..." ),
    game_call(IO, State, game_move_text(Position, Move, Text)),
    game_call(IO, State, game_move_words(Position, Move, Words)),
    side_name(Side, Name),
    (   Who == computer,
        is_human(State, _)
    ->  Suffix = " (computer)"
    ;   Suffix = ""
    ),
    format(IO.out, "~n~w~w plays ~d~w ~w~w~n", [Name, Suffix, Number, Dots, Text, Words]).

                 /*******************************
                 *        SAVE AND WRITE        *
                 *******************************/

%!  write_game(+IO, +Stream, +State) is det.
%
%   Writes the game of State to Stream, as save would write it.

write_game(IO, Stream, State) :-
    Settings = State.settings,
    game_hook(IO, game_write_game(Settings, Stream, State),
              ( record_parts(IO, State, Tags, Movetext),
                write_record(Stream, Tags, Movetext) )).

%!  save_file(+IO, +File, +State) is semidet.
%
%   Saves the game of State to File and says so; fails, saying why, when
%   it cannot.

save_file(IO, File, State) :-
    Settings = State.settings,
    catch(game_hook(IO, game_save_game(Settings, File, State),
                    ( record_parts(IO, State, Tags, Movetext),
                      save_record(File, Tags, Movetext) )),
          Error, true),
    (   var(Error)
    ->  length(State.moves, Plies),
        format(IO.out, "Saved the game (~d moves) to ~w.~n", [Plies, File])
    ;   file_error_text(Error, Message),
        format(IO.out, "Could not save to ~w: ~w.~n", [File, Message]),
        fail
    ).

%!  file_error_text(+Error, -Text) is det.
%
%   What went wrong with a file, in words.

file_error_text(error(existence_error(source_sink, _), _), "no such file") :-
    !.
file_error_text(error(existence_error(pdn_game, _), _), "no game in the file") :-
    !.
file_error_text(error(_, context(_, Why)), Text) :-
    (   atom(Why) ; string(Why) ),
    !,
    format(string(Text), "~w", [Why]).
file_error_text(error(permission_error(_, _, _), _), "permission denied") :-
    !.
file_error_text(error(syntax_error(game_record(What)), _), Text) :-
    !,
    format(string(Text), "not a game record (~w)", [What]).
file_error_text(Error, Text) :-
    message_string(Error, Text).
