:- module(damas_play,
          [ play/0,
            play/1                      % +Options
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(random)).
:- use_module(library(predicate_options)).
:- use_module('../damas').
:- use_module(game).
:- use_module(pdn).
:- use_module(players).
:- use_module(kb, [shipped_variant/1]).
:- use_module(play/board).
:- use_module(play/clock).
:- use_module(play/dialogue).
:- use_module(play/errors).
:- use_module(play/menu).
:- use_module(play/text).
% The engine's levels (level(easy) and so on), when the engine's search
% library, beside this file, is there.
:- if(( prolog_load_context(directory, Dir),
        directory_file_path(Dir, 'search.pl', Search),
        exists_file(Search) )).
:- use_module(search, []).
:- endif.

/** <module> Play draughts at the terminal

play/0 is the game behind `make play`: a person at a terminal plays
draughts (Brazilian, or any variant the library ships) against the
computer, against a friend at the same keyboard, or watches the
computer play itself.

The session starts with menus (which variant, who plays, and how
strong the computer is) unless options answer them, then shows the
board once a turn, from the side of the person who plays (`flip` turns
it round), with the last move marked: its path in brackets (on a
yellow ground in colour) and the pieces it took as `x`.  Each move is
written with its whole path and the pieces it took:

    White plays 12. e7xc5xe3xg1, taking the men on d6, d4 and f2

At the prompt the player types a move in either notation (`c3-d4` or
`22-18`, a capture `c3xe5` or `22x13`, or a capture's whole path
`c3xe5xc7`) or one of the commands that `help` lists: moves, hint,
history, undo, save FILE, load FILE, fen, board, flip, notation, draw,
resign, new, quit.  Every wrong entry is answered with a message and the
prompt again.

The session ends with `quit` or at the end of the input (Ctrl-D).  A
game with moves that was not saved is not lost: when the input is a
terminal, `quit` and Ctrl-D ask for a file to save it to (an empty
answer, or Ctrl-D again, leaves without saving); when it is not (a pipe
or a file, where no one answers, and where the next line must not be
taken for a file name), the game is written out in PDN after the
message that it is not saved.

An optional clock (option clock/1) gives each side a time for the game
and an increment per move.  The time of a move is taken when it is
played, so a side whose time ran out loses when it moves (the input is
read line by line: nothing interrupts a person who is typing).

Colours and Unicode pieces are used when the output is a terminal that
can show them (library(damas/play/board), terminal_style/3), plain ASCII
otherwise; options choose.

Everything is read line by line, so that the input may be a terminal or
a pipe; when the input is not a terminal each line read is echoed after
the prompt, so that a transcript reads as a dialogue.
*/

:- predicate_options(play/1, 1,
                     [ input(any),
                       output(any),
                       seed(integer),
                       white(any),
                       black(any),
                       level(any),
                       delay(number),
                       variant(atom),
                       fen(any),
                       notation(oneof([algebraic, numeric])),
                       clock(any),
                       colour(oneof([true, false, auto])),
                       pieces(oneof([ascii, unicode, auto])),
                       now(callable),
                       interactive(boolean)
                     ]).

:- meta_predicate
    play(:).


                 /*******************************
                 *           THE SESSION        *
                 *******************************/

%!  play is det.
%!  play(+Options) is det.
%
%   Runs an interactive session of games until `quit` or the end of the
%   input.  Options:
%
%     - input(+Stream), output(+Stream)
%       Where to read the player's lines and write the game; default
%       user_input and user_output.
%     - seed(+Integer)
%       Seed the random choices of the computer players, for a session
%       that can be repeated.
%     - white(+Player), black(+Player)
%       Who plays that side: `human`, the name of a level (`easy`,
%       `medium`, ...: level(Name) of library(damas/players)) or any
%       player of library(damas/players) (e.g. capture_first,
%       minimax(3)).  With both, no menu of players; with one, the other
%       side is the computer if this one is `human`, else a person.
%     - level(+Player)
%       The computer's level (a level name or a player, as above) for
%       the sides that no option names: no menu of levels.
%     - delay(+Seconds)
%       The pause after each move of the computer when the computer
%       plays itself; default 0.3 if the output is a terminal, else 0.
%     - variant(+Variant)
%       The variant to play (a shipped variant or a loaded knowledge
%       base); without it a menu offers the shipped variants,
%       Brazilian draughts the default (or Brazilian without a menu if
%       option fen/1 is given).
%     - fen(+Text)
%       The games start from this position (FEN of the variant's
%       board) instead of the variant's initial position.
%     - notation(+Notation)
%       How moves are shown: `algebraic` (c3-d4, the default) or
%       `numeric` (22-18).  The command `notation` changes it.
%     - clock(+Spec)
%       A clock: Spec is `Minutes` or `Minutes+Seconds`, the time of
%       each side for the game and the increment per move (as
%       clock_spec/3 of library(damas/play/clock) reads it, also from
%       the text `"5+3"`).  Default: no clock.
%     - colour(+When), pieces(+Kind)
%       ANSI colours (`true`, `false`, or `auto`, the default: when
%       the output is a terminal with TERM set and NO_COLOR not set)
%       and the pieces' characters (`ascii`, `unicode`, or `auto`, the
%       default: Unicode on a terminal that writes UTF-8).
%     - now(:Goal)
%       call(Goal, Seconds) gives the time for the clock; default
%       get_time/1.  Tests give a clock of their own.
%     - interactive(+Boolean)
%       Whether a person answers at the input; default `true` when the
%       input is a terminal.  Only then does leaving a game that is not
%       saved ask for a file; else the game is written out in PDN.
%
%   @error domain_error(clock, Spec), domain_error(notation, N) and
%   the errors of fen_position/3 and initial_position/2 for wrong
%   options, before anything is shown.

play :-
    play([]).

play(Module:Options) :-
    terminal_options(Options, In, Out, _Seed, Delay, Echo, Interactive),
    option(notation(Notation), Options, algebraic),
    must_be(oneof([algebraic, numeric]), Notation),
    (   option(clock(Spec), Options)
    ->  clock_spec(Spec, _, _)             % checks it before the session
    ;   Spec = none
    ),
    (   option(variant(Variant), Options)
    ->  initial_position(Variant, _)
    ;   option(fen(_), Options)
    ->  Variant = brazilian
    ;   true
    ),
    (   option(fen(Fen), Options)
    ->  fen_position(Fen, Start, [variant(Variant)])
    ;   Start = none
    ),
    display_style(Out, Options, Colour, Pieces),
    (   option(now(Now0), Options)
    ->  Now = Module:Now0
    ;   Now = get_time
    ),
    IO = io{in: In, out: Out, echo: Echo, interactive: Interactive, delay: Delay,
            colour: Colour, pieces: Pieces, now: Now, clock: Spec,
            start: Start, notation: Notation},
    format(Out, "Draughts (damas)~n", []),
    % No "|: " of the toplevel before a read from a terminal: the game
    % writes its own prompts.
    setup_call_cleanup(prompt(Old, ''),
                       catch(sessions(IO, Variant, Options), damas_play(Stop), true),
                       prompt(_, Old)),
    goodbye(IO, Stop).

%   goodbye(+IO, +Stop): the end of the session, with the game when it
%   stopped in one (stopped(Why, State)).

goodbye(IO, stopped(Why, State)) :-
    !,
    leave_game(IO, Why, State),
    goodbye(IO, Why).
goodbye(IO, Why) :-
    say_goodbye(IO.out, Why).

sessions(IO, Variant, Options) :-
    (   var(Variant)
    ->  choose_variant(IO, Variant)
    ;   true
    ),
    (   Variant = other_game(Game)      % another game of the family
    ->  other_game(Game, _, Play),
        call(Play, IO.in, IO.out),
        throw(damas_play(quit))
    ;   true
    ),
    session_players(IO, Options, Players),
    new_state(IO, Players, Variant, State),
    show_start(IO, State),
    turn(IO, State).

%   new_state(+IO, +Players, +Variant, -State)
%
%   The state of a session at the start of a game: a dict with keys
%
%     - players: players(White, Black), each `human` or the player term
%       of a computer player (library(damas/players))
%     - notation: how moves are shown, algebraic or numeric
%     - game: the game term (library(damas/game))
%     - view: the side at the bottom of the board
%     - saved: the game as it was last saved or loaded, or `none`
%     - clock: a clock of library(damas/play/clock), or `none`
%     - started: start(Plies, Time), when the side to move started to
%       think about ply Plies, or `none`

new_state(IO, Players, Variant, State) :-
    players_game(IO, Players, Variant, Game),
    players_view(Players, View),
    (   IO.clock == none
    ->  Clock = none
    ;   clock_new(IO.clock, Clock)
    ),
    State = state{players: Players, notation: IO.notation, game: Game,
                  view: View, saved: none, clock: Clock, started: none}.

%   The board is seen from the side of the person who plays; White's
%   when two people or none play.

players_view(players(White, Black), View) :-
    (   White \== human,
        Black == human
    ->  View = black
    ;   View = white
    ).

%   A new game, its tags saying who plays.

players_game(IO, players(White, Black), Variant, Game) :-
    get_time(Now),
    format_time(string(Date), "%Y.%m.%d", Now),
    player_tag(White, WhiteName),
    player_tag(Black, BlackName),
    (   IO.start == none
    ->  Start = [variant(Variant)]
    ;   Start = [position(IO.start)]
    ),
    new_game([tags(['Event'-"Casual game", 'Date'-Date,
                    'White'-WhiteName, 'Black'-BlackName])|Start], Game).

player_tag(human, "Human") :-
    !.
player_tag(Player, Name) :-
    computer_words(Player, Words),
    format(string(Name), "Computer (~w)", [Words]).

%   How a tag names a computer player: a level by its name, a player
%   of library(damas/players) by its name in words or what it does,
%   never as a Prolog term.

computer_words(level(Level), Level) :-
    atom(Level),
    !.
computer_words(Player, Words) :-
    atom(Player),
    !,
    atomic_list_concat(Parts, '_', Player),
    atomic_list_concat(Parts, ' ', Words).
computer_words(Player, Words) :-
    catch(player_description(Player, Words), _, fail),
    !.
computer_words(Player, Words) :-
    format(string(Words), "~q", [Player]).

side_player(State, white, White) :-
    State.players = players(White, _).
side_player(State, black, Black) :-
    State.players = players(_, Black).

is_human(State, Side) :-
    side_player(State, Side, human).

set_game(State0, Game, State) :-
    State = State0.put(game, Game).

%   Whether the game holds something that saving would keep, and was
%   not saved as it is.

unsaved(State) :-
    Game = State.game,
    Game \== State.saved,
    (   game_ply_count(Game, Plies),
        Plies > 0
    ->  true
    ;   game_over(Game, result(_, Reason)),
        memberchk(Reason, [resignation, agreement])
    ).


                 /*******************************
                 *       LEAVING A GAME         *
                 *******************************/

%   leave_game(+IO, +Why, +State)
%
%   The session stops (Why `quit` or `end_of_input`) in a game: one
%   that is not saved is offered to be saved.  With no one to answer
%   (the input is not a terminal) the game is written out in PDN
%   instead, so that a transcript keeps it, and the next line of a
%   script is never taken for a file name.

leave_game(IO, Why, State) :-
    (   \+ unsaved(State)
    ->  true
    ;   Out = IO.out,
        leave_unsaved_game(IO, Why, " in PDN",
                           write_pdn(Out, [State.game], [notation(State.notation)]),
                           save_to(IO, State))
    ).

save_to(IO, State, File) :-
    save_file(IO, File, State).

%   save_file(+IO, +File, +State) is semidet.
%
%   Saves the game of State to File, and says so; fails, saying why,
%   when it cannot.

save_file(IO, File, State) :-
    Game = State.game,
    catch(save_game(File, Game, [notation(State.notation)]), Error, true),
    (   var(Error)
    ->  game_ply_count(Game, Plies),
        format(IO.out, "Saved the game (~d moves) to ~w.~n", [Plies, File])
    ;   file_error_text(Error, Message),
        format(IO.out, "Could not save to ~w: ~w.~n", [File, Message]),
        fail
    ).

                 /*******************************
                 *            THE TURNS         *
                 *******************************/

show_start(IO, State) :-
    format(IO.out, "~nType help for the commands.~n~n", []),
    show_board(IO, State).

%   show_board(+IO, +State)
%
%   The board from the side of State's view, the last move marked,
%   then the clocks if there are.

show_board(IO, State) :-
    Game = State.game,
    game_position(Game, Position),
    game_moves(Game, Moves),
    (   last(Moves, Last)
    ->  Marks = [last(Last)]
    ;   Marks = []
    ),
    draw_board(IO.out, Position,
               [from(State.view), colour(IO.colour), pieces(IO.pieces)|Marks]),
    (   State.clock == none
    ->  true
    ;   clock_text(State.clock, Text),
        format(IO.out, "Clock: ~w~n", [Text])
    ).

%   turn(+IO, +State)
%
%   The turns of the session, one after another, until it stops: the
%   stop (quit or the end of input) goes up with the state it stopped
%   in, for leave_game/3.

turn(IO, State0) :-
    start_thinking(IO, State0, State),
    catch(turn_step(IO, State, State1), damas_play(Stop), true),
    (   var(Stop)
    ->  turn(IO, State1)
    ;   Stop = stopped(_, _)
    ->  throw(damas_play(Stop))
    ;   throw(damas_play(stopped(Stop, State)))
    ).

%   The clock of the side to move runs from the first time its turn
%   comes (commands typed meanwhile are thinking time).

start_thinking(IO, State0, State) :-
    game_ply_count(State0.game, Plies),
    (   State0.clock == none
    ->  State = State0
    ;   State0.started = start(Plies, _)
    ->  State = State0
    ;   TimeGoal = IO.now,
        call(TimeGoal, Now),
        State = State0.put(started, start(Plies, Now))
    ).

%   turn_step(+IO, +State0, -State)
%
%   One turn: the end of the game, the computer's move, or the prompt
%   for a person's move or command.

turn_step(IO, State0, State) :-
    Game = State0.game,
    game_position(Game, Position),
    side_to_move(Position, Side),
    (   game_over(Game, _)
    ->  prompt_line(IO, "Game over (type new, undo, save FILE or quit)> ", Line),
        entry(IO, State0, Line, State)
    ;   side_player(State0, Side, Player),
        Player \== human
    ->  computer_plays(IO, State0, Player, State)
    ;   game_move_number(Game, Number),
        side_name(Side, Name),
        (   State0.players == players(human, human)
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
        entry(IO, State0, Line, State)
    ).

side_clock(clock(White, _, _), white, White).
side_clock(clock(_, Black, _), black, Black).

%   entry(+IO, +State0, +Line, -State)
%
%   Acts on a line the person typed.  Whatever goes wrong is said, and
%   the game goes on as it was.

entry(IO, State0, Line, State) :-
    entry(damas_play, IO, State0, Line, State).

%   computer_plays(+IO, +State0, +Player, -State)

computer_plays(IO, State0, Player, State) :-
    Game0 = State0.game,
    game_position(Game0, Position),
    game_positions(Game0, Positions),
    append(History, [_], Positions),
    computer_move(IO.out, Player, Position, History, Move),
    play_and_show(IO, State0, Move, computer, State),
    (   IO.delay > 0,
        State.players = players(W, B),
        W \== human, B \== human
    ->  sleep(IO.delay)
    ;   true
    ).

%   computer_move(+Out, +Player, +Position, +History, -Move) is det.
%
%   The move of Player, History the positions of the game before
%   Position; capture_first stands in should Player fail or raise an
%   error (a player not available yet).

computer_move(Out, Player, Position, History, Move) :-
    catch(player_move(Player, Position, Move0, _, [history(History)]), Error, true),
    (   var(Error),
        nonvar(Move0)
    ->  Move = Move0
    ;   (   nonvar(Error)
        ->  message_string(Error, Message)
        ;   Message = "no move"
        ),
        format(Out, "(the player ~q is not available (~w): capture_first plays instead)~n",
               [Player, Message]),
        player_move(capture_first, Position, Move)
    ).

human_move(IO, State0, Text, State) :-
    Game0 = State0.game,
    game_position(Game0, Position),
    catch(game_play(Game0, Text, _), Error, true),
    (   var(Error)
    ->  text_move(Position, Text, Move),
        play_and_show(IO, State0, Move, human, State)
    ;   move_error_lines(Position, State0.notation, Text, Error, Lines),
        forall(member(L, Lines), format(IO.out, "~w~n", [L])),
        State = State0
    ).

%   play_and_show(+IO, +State0, +Move, +Who, -State)
%
%   Plays Move (a legal move term) if the mover's clock allows, then
%   says it; shows the board when the next to move is a person (so
%   that a person sees one board a turn, after the computer's reply)
%   or the computer plays itself, and the result if the game ended.

play_and_show(IO, State0, Move, Who, State) :-
    Game0 = State0.game,
    game_position(Game0, Position),
    side_to_move(Position, Side),
    charge_clock(IO, State0, Side, Clocked),
    (   Clocked = flagged
    ->  lost_on_time(IO, State0, Side, State)
    ;   Clocked = ok(Clock),
        State1 = State0.put(clock, Clock),
        game_play(Game0, Move, Game),
        say_move(IO, State0, Position, Move, Who),
        set_game(State1, Game, State),
        game_position(Game, Next),
        side_to_move(Next, NextSide),
        (   game_over(Game, _)
        ->  Show = true
        ;   is_human(State, NextSide)
        ->  Show = true
        ;   \+ is_human(State, _)
        ->  Show = true
        ;   Show = false
        ),
        (   Show == true
        ->  format(IO.out, "~n", []),
            show_board(IO, State)
        ;   true
        ),
        announce_result(IO.out, Game)
    ).

charge_clock(IO, State, Side, Outcome) :-
    (   State.clock == none
    ->  Outcome = ok(none)
    ;   TimeGoal = IO.now,
        call(TimeGoal, Now),
        State.started = start(_, Started),
        Elapsed is Now - Started,
        clock_charge(State.clock, Side, Elapsed, Outcome)
    ).

%   The side to move ran out of time: it loses, recorded as its
%   resignation (the PDN result) with a Termination tag that says why.

lost_on_time(IO, State0, Side, State) :-
    Game0 = State0.game,
    game_resign(Game0, Side, Game1),
    game_set_tag(Game1, 'Termination', "time forfeit", Game),
    set_game(State0, Game, State1),
    run_out(State0.clock, Side, Clock),
    State = State1.put(clock, Clock),
    side_name(Side, Name),
    format(IO.out, "~nTime is up: ~w's clock ran out; the move is not played.~n", [Name]),
    announce_result(IO.out, Game).

run_out(clock(_, Black, Increment), white, clock(0, Black, Increment)).
run_out(clock(White, _, Increment), black, clock(White, 0, Increment)).

%   say_move(+IO, +State, +Position, +Move, +Who)
%
%   "White plays 1. c3-d4", a capture with its whole path and the
%   pieces it took.

say_move(IO, State, Position, Move, Who) :-
    side_to_move(Position, Side),
    game_move_number(State.game, Number),
    full_move_text(Position, Move, State.notation, Text),
    side_name(Side, Name),
    (   Side == white
    ->  Numbered = "~d."
    ;   Numbered = "~d..."
    ),
    format(string(NumberText), Numbered, [Number]),
    (   Who == computer,
        is_human(State, _)
    ->  Suffix = " (computer)"
    ;   Suffix = ""
    ),
    taken_text(Position, Move, State.notation, Taken),
    format(IO.out, "~n~w~w plays ~w ~w~w~n", [Name, Suffix, NumberText, Text, Taken]).

                 /*******************************
                 *           COMMANDS           *
                 *******************************/

%   command(?Word, ?Usage, ?Text): the commands, in the order help
%   lists them; own_command/3 describes those of this game alone.

command(Word, Usage, Text) :-
    described_command([ help, moves, hint, history, undo, save, load, fen, board,
                        flip, notation, draw, resign, new, quit
                      ], own_command, Word, Usage, Text).

own_command(save, "save FILE", "save the game to FILE in PDN").
own_command(load, "load FILE", "load the first game of the PDN file FILE").
own_command(fen, "fen", "the position in FEN").
own_command(notation, "notation [algebraic|numeric]", "how moves are shown").
own_command(draw, "draw", "offer a draw").

%   command(+Word, +Argument, +IO, +State0, -State)

command(help, _, IO, State, State) :-
    Out = IO.out,
    format(Out, "Type a move, in numbers or letters: 22-18 or c3-d4, a capture~n", []),
    format(Out, "22x13 or c3xe5, or a capture's whole path 26x17x10.  Commands:~n", []),
    list_commands(Out, damas_play).
command(moves, _, IO, State, State) :-
    game_position(State.game, Position),
    legal_moves(Position, Moves),
    (   Moves == []
    ->  format(IO.out, "No legal move.~n", [])
    ;   Notation = State.notation,
        other_notation(Notation, Other),
        findall(Both,
                ( member(Move, Moves),
                  legal_text(Position, Notation, Move, T1),
                  legal_text(Position, Other, Move, T2),
                  format(string(Both), "~w (~w)", [T1, T2])
                ),
                Texts),
        length(Moves, Count),
        (   Count =:= 1
        ->  format(IO.out, "1 legal move:~n", [])
        ;   format(IO.out, "~d legal moves:~n", [Count])
        ),
        forall(member(T, Texts), format(IO.out, "  ~w~n", [T]))
    ).
command(hint, _, IO, State, State) :-
    Game = State.game,
    game_position(Game, Position),
    (   game_over(Game, _)
    ->  format(IO.out, "The game is over.~n", [])
    ;   hint_player(State, Player),
        game_positions(Game, Positions),
        append(History, [_], Positions),
        computer_move(IO.out, Player, Position, History, Move),
        legal_text(Position, State.notation, Move, Text),
        format(IO.out, "Hint: ~w~n", [Text])
    ).
command(history, _, IO, State, State) :-
    history_lines(State.game, State.notation, Lines),
    say_history(IO.out, Lines),
    (   game_over(State.game, result(Outcome, Reason))
    ->  result_sentence(State.game, Outcome, Reason, Sentence),
        format(IO.out, "Game over: ~w~n", [Sentence])
    ;   true
    ).
command(undo, _, IO, State0, State) :-
    undo(IO, State0, State).
command(save, File, IO, State0, State) :-
    (   save_command(IO, File, save_to(IO, State0))
    ->  State = State0.put(saved, State0.game)
    ;   State = State0
    ).
command(load, File, IO, State0, State) :-
    Out = IO.out,
    (   File == ''
    ->  format(Out, "Usage: load FILE~n", []),
        State = State0
    ;   catch(load_session_game(State0, File, Game), Error, true),
        (   var(Error)
        ->  set_game(State0, Game, State1),
            State = State1.put(_{saved: Game, started: none}),
            game_ply_count(Game, Plies),
            format(Out, "Loaded a game of ~d moves from ~w.~n~n", [Plies, File]),
            show_board(IO, State),
            announce_result(Out, Game)
        ;   Error = error(syntax_error(pdn(_, _, _)), context(_, Message))
        ->  format(Out, "Could not load ~w: ~w~n", [File, Message]),
            State = State0
        ;   file_error_text(Error, Message),
            format(Out, "Could not load ~w: ~w.~n", [File, Message]),
            State = State0
        )
    ).
command(fen, _, IO, State, State) :-
    game_position(State.game, Position),
    position_fen(Position, Fen),
    format(IO.out, "~w~n", [Fen]).
command(board, _, IO, State, State) :-
    show_board(IO, State).
command(flip, _, IO, State0, State) :-
    opponent(State0.view, View),
    State = State0.put(view, View),
    show_board(IO, State).
command(notation, Argument, IO, State0, State) :-
    Notation0 = State0.notation,
    (   Argument == ''
    ->  other_notation(Notation0, Notation)
    ;   memberchk(Argument, [algebraic, numeric])
    ->  Notation = Argument
    ;   Notation = Notation0,
        format(IO.out, "Usage: notation [algebraic|numeric]~n", [])
    ),
    State = State0.put(notation, Notation),
    format(IO.out, "Moves are shown in ~w notation.~n", [Notation]).
command(draw, _, IO, State0, State) :-
    offer_draw(IO, State0, State).
command(resign, _, IO, State0, State) :-
    Game0 = State0.game,
    (   game_over(Game0, _)
    ->  format(IO.out, "The game is over already.~n", []),
        State = State0
    ;   resigning_side(State0, Side),
        game_resign(Game0, Side, Game),
        set_game(State0, Game, State),
        announce_result(IO.out, Game)
    ).
command(new, _, IO, State0, State) :-
    game_start(State0.game, Start0),
    arg(1, Start0, Variant),
    (   unsaved(State0)
    ->  format(IO.out, "(The game you leave is not saved.)~n", [])
    ;   true
    ),
    choose_players(IO, menu, Players),
    new_state(IO, Players, Variant, State1),
    State = State1.put(notation, State0.notation),
    show_start(IO, State).
command(quit, _, _, _, _) :-
    throw(damas_play(quit)).

%   The first game of File.  A session that plays a variant of one's own
%   reads the file as one of that variant: PDN names only the shipped
%   variants.

load_session_game(State, File, Game) :-
    game_start(State.game, Start),
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

legal_text(Position, Notation, Move, Text) :-
    move_text(Position, Move, Text, [notation(Notation)]).

%   file_error_text(+Error, -Text): what went wrong with a file, in
%   words.

file_error_text(error(existence_error(source_sink, _), context(_, Why)), Text) :-
    (   atom(Why) ; string(Why) ),
    !,
    format(string(Text), "~w", [Why]).
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
file_error_text(Error, Text) :-
    message_string(Error, Text).

other_notation(algebraic, numeric).
other_notation(numeric, algebraic).

%   The person who resigns: the side to move if a person plays it, else
%   the person of the game.

resigning_side(State, Side) :-
    game_position(State.game, Position),
    side_to_move(Position, ToMove),
    person_resigning(is_human(State), ToMove, Side).

%   The player that gives hints: the computer's, else the middle level.

hint_player(State, Player) :-
    (   side_player(State, _, Player0),
        Player0 \== human
    ->  Player = Player0
    ;   levels(Levels),
        default_level(Levels, Default),
        nth1(Default, Levels, _-Player)
    ).

%   undo(+IO, +State0, -State)
%
%   Takes back a recorded resignation or draw; else the last move of a
%   person and every computer move after it; with two people, the last
%   move.  A loss on time stays: the clock cannot be taken back.

undo(IO, State0, State) :-
    Out = IO.out,
    Game0 = State0.game,
    (   lost_on_time(Game0)
    ->  format(Out, "The game was lost on time: that cannot be taken back.~n", []),
        State = State0
    ;   game_over(Game0, result(_, Reason)),
        memberchk(Reason, [resignation, agreement]),
        game_undo(Game0, Game)
    ->  set_game(State0, Game, State),
        taken_back(Reason, Text),
        format(Out, "~w~n", [Text])
    ;   undo_plies(State0, Game0, Game, 0, Plies),
        Plies > 0
    ->  set_game(State0, Game, State),
        say_taken_back(Out, Plies),
        show_board(IO, State)
    ;   format(Out, "Nothing to undo.~n", []),
        State = State0
    ).

taken_back(resignation, "The resignation is taken back.").
taken_back(agreement, "The draw is taken back.").

%   Undoes moves until one made by a person is undone; none (Plies 0)
%   if no person has moved.

undo_plies(State, Game0, Game, Plies0, Plies) :-
    undo_to_person(game_undo, person_to_move(State), Game0, Game, Plies0, Plies).

person_to_move(State, Game) :-
    game_position(Game, Position),
    side_to_move(Position, Mover),
    is_human(State, Mover).

%   offer_draw(+IO, +State0, -State)
%
%   A person offers a draw: another person answers; the computer
%   accepts when it is not ahead in material (a king counting three
%   men).

offer_draw(IO, State0, State) :-
    Out = IO.out,
    Game0 = State0.game,
    game_position(Game0, Position),
    side_to_move(Position, Side),
    opponent(Side, Other),
    (   game_over(Game0, _)
    ->  format(Out, "The game is over already.~n", []),
        State = State0
    ;   \+ game_rule(Game0, draw_by_agreement, true)
    ->  format(Out, "These rules have no draw by agreement.~n", []),
        State = State0
    ;   is_human(State0, Other)
    ->  side_name(Other, Name),
        format(string(Question), "~w, do you accept a draw? (yes/no) ", [Name]),
        read_answer(IO, Question, Answer),
        (   sub_atom_icasechk(Answer, 0, y)
        ->  agree_draw(Out, State0, State)
        ;   format(Out, "The draw is declined.~n", []),
            State = State0
        )
    ;   material(Position, Other, Mine),
        material(Position, Side, Yours),
        Mine =< Yours
    ->  format(Out, "The computer accepts the draw.~n", []),
        agree_draw(Out, State0, State)
    ;   format(Out, "The computer declines the draw.~n", []),
        State = State0
    ).

agree_draw(Out, State0, State) :-
    game_agree_draw(State0.game, Game),
    set_game(State0, Game, State),
    announce_result(Out, Game).

material(Position, Side, Value) :-
    aggregate_all(sum(V),
                  ( piece_at(Position, _, Piece),
                    piece_value(Piece, Side, V)
                  ),
                  Value).

piece_value(man(Side), Side, 1).
piece_value(king(Side), Side, 3).
