:- module(damas_play_session,
          [ play_session/2              % +Game, +Options
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(random)).
:- use_module(board, [terminal_style/3]).
:- use_module(dialogue).
:- use_module(errors, [message_string/2, side_name/2, opponent/2]).
:- use_module(menu, [ask_number/6, level_menu/5, read_answer/3, command_word/3]).
:- use_module(record).
:- use_module(session_game).

/** <module> The terminal session of the family's other games

The terminal game of Eximo (library(eximo/play)) and of Gomoku
(library(gomoku/play)), with the prompts and commands of the draughts
game (library(damas/play), docs/terminal.md): the menus of who plays
and how strong the computer is, one board a turn with the last move
marked, every move said with its number, and the commands help, moves,
hint, history, undo, save FILE, load FILE, fen, board, flip, resign,
new and quit.  A game that ends waits for new, undo, save or quit; the
session ends with quit or the end of the input, and a game that was
not saved is offered to be saved (on a terminal) or written out (on a
pipe), as the draughts game does.

The dialogue is here; the game as values (its state, end, history,
undo and record) is library(damas/play/session_game), and the command
line that --game=NAME of examples/start.pl reads is
library(damas/play/session_main).

The game is a module that defines these predicates (the session calls
them as Game:Name):

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
%     - delay(+Seconds): the pause after each move of the computer when
%       it plays itself; default 0.3 on a terminal, else 0.
%     - colour(+When), pieces(+Kind): as play/1 of library(damas/play):
%       `true`, `false` or `auto`; `ascii`, `unicode` or `auto`.
%     - interactive(+Boolean): whether a person answers at the input
%       (default: when the input is a terminal); only then does leaving
%       a game that is not saved ask for a file.
%     - goodbye(+Boolean): say goodbye at the end (default `true`);
%       `false` when another session goes on around this one.
%
%   @error domain_error(Type, Player) (Type from game_player_type/1)
%   for a player that is not `human` or a level, and the errors of
%   game_text_position/2 for option fen/1, before anything is shown.

play_session(Game, Options) :-
    must_be(atom, Game),
    terminal_options(Options, In, Out, Seed0, Delay, Echo, Interactive),
    (   var(Seed0) -> Seed = 0 ; Seed = Seed0 ),
    option(max_moves(Max), Options, none),
    (   Max == none -> true ; must_be(nonneg, Max) ),
    option(goodbye(Goodbye), Options, true),
    must_be(boolean, Goodbye),
    forall(( member(Option, Options),
             memberchk(Option, [white(_), black(_), level(_)]) ),
           ( arg(1, Option, Player), check_player(Game, Player) )),
    (   option(level(human), Options)
    ->  Game:game_player_type(Type),
        domain_error(Type, human)
    ;   true
    ),
    (   option(fen(Text), Options)
    ->  Game:game_text_position(Text, Start)
    ;   Game:game_start(Start)
    ),
    display_style(Out, Options, Colour, Pieces),
    IO = io{game: Game, in: In, out: Out, echo: Echo, interactive: Interactive,
            delay: Delay, colour: Colour, pieces: Pieces, seed: Seed,
            max_moves: Max, start: Start, goodbye: Goodbye},
    Game:game_name(Name),
    format(Out, "~w (damas)~n", [Name]),
    % No "|: " of the toplevel before a read from a terminal: the game
    % writes its own prompts.
    setup_call_cleanup(prompt(Old, ''),
                       catch(session(IO, Options), damas_play(Stop), true),
                       prompt(_, Old)),
    goodbye(IO, Stop).

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

goodbye(IO, stopped(Why, State)) :-
    !,
    leave_game(IO, Why, State),
    goodbye(IO, Why).
goodbye(IO, _) :-
    IO.goodbye == false,
    !.
goodbye(IO, Why) :-
    say_goodbye(IO.out, Why).

session(IO, Options) :-
    session_players(IO, Options, Players),
    new_state(IO, Players, State),
    show_start(IO, State),
    turn(IO, State).

announce_result(IO, State) :-
    (   game_result(IO, State, Outcome, Why)
    ->  result_sentence(Outcome, Why, Sentence),
        format(IO.out, "~nGame over: ~w~n", [Sentence])
    ;   true
    ).

                 /*******************************
                 *            PLAYERS           *
                 *******************************/

%   session_players(+IO, +Options, -Players): from the options white/1,
%   black/1 and level/1 as far as they tell, else from the menus.

session_players(IO, Options, Players) :-
    (   option(level(Level), Options)
    ->  Choice = level(Level)
    ;   Choice = menu
    ),
    (   option(white(White), Options)
    ->  (   option(black(Black), Options)
        ->  true
        ;   other_side(IO, Choice, White, Black)
        )
    ;   option(black(Black), Options)
    ->  other_side(IO, Choice, Black, White)
    ;   choose_players(IO, Choice, players(White, Black))
    ),
    Players = _{white: White, black: Black}.

other_side(IO, Choice, Player, Other) :-
    (   Player == human
    ->  computer_player(IO, Choice, "the computer", Other)
    ;   Other = human
    ).

%   choose_players(+IO, +Choice, -Players): players(White, Black) from
%   the menu of who plays, the first side's person first.

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
computer_player(IO, menu, Whose, Level) :-
    Game = IO.game,
    Game:game_levels(Levels),
    Game:game_default_level(DefaultLevel),
    nth1(Default, Levels, DefaultLevel-_),
    level_menu(IO, Whose, Levels, Default, Choice),
    nth1(Choice, Levels, Level-_).

                 /*******************************
                 *        LEAVING A GAME        *
                 *******************************/

%   leave_game(+IO, +Why, +State): as the draughts game: a game that is
%   not saved is offered to be saved, or written out when no one can
%   answer.

leave_game(IO, Why, State) :-
    (   \+ unsaved(State)
    ->  true
    ;   Out = IO.out,
        record_parts(IO, State, Tags, Movetext),
        leave_unsaved_game(IO, Why, "", write_record(Out, Tags, Movetext),
                           save_to(IO, State))
    ).

save_to(IO, State, File) :-
    save_file(IO, File, State).

                 /*******************************
                 *            THE TURNS         *
                 *******************************/

show_start(IO, State) :-
    format(IO.out, "~nType help for the commands.~n~n", []),
    show_board(IO, State).

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
    format(IO.out, "~w to move~n", [Name]).

%   turn(+IO, +State): the turns, one after another, until the session
%   stops; the stop goes up with the state it stopped in.

turn(IO, State0) :-
    catch(turn_step(IO, State0, State), damas_play(Stop), true),
    (   var(Stop)
    ->  turn(IO, State)
    ;   Stop = stopped(_, _)
    ->  throw(damas_play(Stop))
    ;   throw(damas_play(stopped(Stop, State0)))
    ).

turn_step(IO, State0, State) :-
    Game = IO.game,
    state_position(State0, Position),
    Game:game_side_to_move(Position, Side),
    (   game_result(IO, State0, _, _)
    ->  prompt_line(IO, "Game over (type new, undo, save FILE or quit)> ", Line),
        entry(IO, State0, Line, State)
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
        format(string(Prompt), "~w~w, move ~d> ", [Name, Who, Number]),
        prompt_line(IO, Prompt, Line),
        entry(IO, State0, Line, State)
    ).

%   entry(+IO, +State0, +Line, -State): acts on a line the person
%   typed; whatever goes wrong is said, and the game goes on as it was.

entry(IO, State0, Line, State) :-
    entry(damas_play_session, IO, State0, Line, State).

computer_plays(IO, State0, Level, State) :-
    state_position(State0, Position),
    computer_move(IO, State0, Level, Position, Move),
    play_and_show(IO, State0, Move, computer, State),
    (   IO.delay > 0,
        \+ is_human(State, _)
    ->  sleep(IO.delay)
    ;   true
    ).

%   The move of the computer at Level; should the level find none or
%   fail, the first legal move stands in, and that is said.

computer_move(IO, State, Level, Position, Move) :-
    Game = IO.game,
    length(State.moves, Plies),
    Seed is IO.seed + Plies,
    catch(Game:game_computer_move(Level, Position, Seed, Move0), Error, true),
    (   var(Error),
        nonvar(Move0)
    ->  Move = Move0
    ;   (   nonvar(Error)
        ->  message_string(Error, Message)
        ;   Message = "no move"
        ),
        format(IO.out, "(the level ~w finds no move (~w): random plays instead)~n",
               [Level, Message]),
        Game:game_computer_move(random, Position, Seed, Move)
    ).

human_move(IO, State0, Text, State) :-
    Game = IO.game,
    state_position(State0, Position),
    (   game_result(IO, State0, _, _)
    ->  format(IO.out, "The game is over: type new for another game, or undo.~n", []),
        State = State0
    ;   catch(Game:game_read_move(Position, Text, Move), Error, true),
        (   var(Error)
        ->  play_and_show(IO, State0, Move, human, State)
        ;   Game:game_move_error(Position, Text, Error, Lines),
            forall(member(Line, Lines), format(IO.out, "~w~n", [Line])),
            State = State0
        )
    ).

%   play_and_show(+IO, +State0, +Move, +Who, -State): plays Move and
%   says it; shows the board when the next to move is a person, or no
%   person plays, or the game is over: one board a turn.

play_and_show(IO, State0, Move, Who, State) :-
    Game = IO.game,
    state_position(State0, Position),
    Game:game_make_move(Position, Move, Next),
    say_move(IO, State0, Position, Move, Who),
    State = State0.put(_{positions: [Next|State0.positions], moves: [Move|State0.moves]}),
    Game:game_side_to_move(Next, NextSide),
    (   (   game_result(IO, State, _, _)
        ;   is_human(State, NextSide)
        ;   \+ is_human(State, _)
        )
    ->  nl(IO.out),
        show_board(IO, State)
    ;   true
    ),
    announce_result(IO, State).

say_move(IO, State, Position, Move, Who) :-
    Game = IO.game,
    Game:game_side_to_move(Position, Side),
    Game:game_sides(First, _),
    move_number(IO, State, Number),
    (   Side == First -> Dots = "." ; Dots = "..." ),
    Game:game_move_text(Position, Move, Text),
    Game:game_move_words(Position, Move, Words),
    side_name(Side, Name),
    (   Who == computer,
        is_human(State, _)
    ->  Suffix = " (computer)"
    ;   Suffix = ""
    ),
    format(IO.out, "~n~w~w plays ~d~w ~w~w~n", [Name, Suffix, Number, Dots, Text, Words]).

                 /*******************************
                 *           COMMANDS           *
                 *******************************/

%   command(?Word, ?Usage, ?Text): the commands, in the order help
%   lists them; own_command/3 describes those of this game alone.

command(Word, Usage, Text) :-
    described_command([ help, moves, hint, history, undo, save, load, fen, board,
                        flip, resign, new, quit
                      ], own_command, Word, Usage, Text).

own_command(save, "save FILE", "save the game to FILE").
own_command(load, "load FILE", "load a game that save wrote").
own_command(fen, "fen", "the position as text (option --fen reads it)").

%   command(+Word, +Argument, +IO, +State0, -State)

command(help, _, IO, State, State) :-
    Game = IO.game,
    Game:game_help(Lines),
    forall(member(Line, Lines), format(IO.out, "~w~n", [Line])),
    format(IO.out, "Commands:~n", []),
    list_commands(IO.out, damas_play_session).
command(moves, _, IO, State, State) :-
    Game = IO.game,
    state_position(State, Position),
    (   game_result(IO, State, _, _)
    ->  format(IO.out, "The game is over.~n", [])
    ;   Game:game_moves_lines(Position, Lines),
        forall(member(Line, Lines), format(IO.out, "~w~n", [Line]))
    ).
command(hint, _, IO, State, State) :-
    Game = IO.game,
    state_position(State, Position),
    (   game_result(IO, State, _, _)
    ->  format(IO.out, "The game is over.~n", [])
    ;   hint_level(IO, State, Level),
        computer_move(IO, State, Level, Position, Move),
        Game:game_move_text(Position, Move, Text),
        format(IO.out, "Hint: ~w~n", [Text])
    ).
command(history, _, IO, State, State) :-
    history_lines(IO, State, Lines),
    say_history(IO.out, Lines),
    (   game_result(IO, State, Outcome, Why)
    ->  result_sentence(Outcome, Why, Sentence),
        format(IO.out, "Game over: ~w~n", [Sentence])
    ;   true
    ).
command(undo, _, IO, State0, State) :-
    undo(IO, State0, State).
command(save, File, IO, State0, State) :-
    (   save_command(IO, File, save_to(IO, State0))
    ->  game_record(State0, Record),
        State = State0.put(saved, Record)
    ;   State = State0
    ).
command(load, File, IO, State0, State) :-
    (   File == ''
    ->  format(IO.out, "Usage: load FILE~n", []),
        State = State0
    ;   catch(load_game(IO, File, State0, State1), Error, true),
        (   var(Error)
        ->  State = State1,
            length(State.moves, Plies),
            format(IO.out, "Loaded a game of ~d moves from ~w.~n~n", [Plies, File]),
            show_board(IO, State),
            announce_result(IO, State)
        ;   file_error_text(Error, Message),
            format(IO.out, "Could not load ~w: ~w.~n", [File, Message]),
            State = State0
        )
    ).
command(fen, _, IO, State, State) :-
    Game = IO.game,
    state_position(State, Position),
    Game:game_position_text(Position, Text),
    format(IO.out, "~w~n", [Text]).
command(board, _, IO, State, State) :-
    show_board(IO, State).
command(flip, _, IO, State0, State) :-
    opponent(State0.view, View),
    State = State0.put(view, View),
    show_board(IO, State).
command(resign, _, IO, State0, State) :-
    (   game_result(IO, State0, _, _)
    ->  format(IO.out, "The game is over already.~n", []),
        State = State0
    ;   resigning_side(IO, State0, Side),
        opponent(Side, Winner),
        State = State0.put(ended, result(win(Winner), resignation)),
        announce_result(IO, State)
    ).
command(new, _, IO, State0, State) :-
    (   unsaved(State0)
    ->  format(IO.out, "(The game you leave is not saved.)~n", [])
    ;   true
    ),
    choose_players(IO, menu, players(White, Black)),
    new_state(IO, _{white: White, black: Black}, State),
    show_start(IO, State).
command(quit, _, _, _, _) :-
    throw(damas_play(quit)).

%   The person who resigns: the side to move if a person plays it, else
%   the person of the game.

resigning_side(IO, State, Side) :-
    Game = IO.game,
    state_position(State, Position),
    Game:game_side_to_move(Position, ToMove),
    person_resigning(is_human(State), ToMove, Side).

%   Hints come from the computer's level, else from the game's default.

hint_level(IO, State, Level) :-
    (   side_player(State, _, Level0),
        Level0 \== human
    ->  Level = Level0
    ;   Game = IO.game,
        Game:game_default_level(Level)
    ).

%   undo(+IO, +State0, -State): takes back a resignation; else the last
%   move of a person and every computer move after it; with two people,
%   the last move.

undo(IO, State0, State) :-
    Out = IO.out,
    (   State0.ended = result(_, resignation)
    ->  State = State0.put(ended, none),
        format(Out, "The resignation is taken back.~n", [])
    ;   undo_plies(IO, State0, State1, 0, Plies),
        Plies > 0
    ->  State = State1.put(ended, none),
        say_taken_back(Out, Plies),
        show_board(IO, State)
    ;   format(Out, "Nothing to undo.~n", []),
        State = State0
    ).

                 /*******************************
                 *        SAVE AND LOAD         *
                 *******************************/

%   save_file(+IO, +File, +State) is semidet: saves the game and says
%   so; fails, saying why, when it cannot.

save_file(IO, File, State) :-
    record_parts(IO, State, Tags, Movetext),
    catch(save_record(File, Tags, Movetext), Error, true),
    (   var(Error)
    ->  length(State.moves, Plies),
        format(IO.out, "Saved the game (~d moves) to ~w.~n", [Plies, File])
    ;   file_error_text(Error, Message),
        format(IO.out, "Could not save to ~w: ~w.~n", [File, Message]),
        fail
    ).

%   file_error_text(+Error, -Text): what went wrong with a file, in
%   words.

file_error_text(error(existence_error(source_sink, _), _), "no such file") :-
    !.
file_error_text(error(permission_error(_, _, _), _), "permission denied") :-
    !.
file_error_text(error(_, context(_, Why)), Text) :-
    (   atom(Why) ; string(Why) ),
    !,
    format(string(Text), "~w", [Why]).
file_error_text(error(syntax_error(game_record(What)), _), Text) :-
    !,
    format(string(Text), "not a game record (~w)", [What]).
file_error_text(Error, Text) :-
    message_string(Error, Text).
