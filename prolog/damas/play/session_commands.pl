:- module(damas_play_session_commands,
          [ command/4,                  % +IO, ?Word, ?Usage, ?Text
            command/5                   % +Word, +Argument, +IO, +State0, -State
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(dialogue).
:- use_module(errors, [opponent/2]).
:- use_module(session_game).
:- use_module(session_turn).

/** <module> The commands of a terminal session

What the commands of library(damas/play/session) do: help, moves,
hint, history, undo, save FILE, load FILE, fen, board, flip, resign,
new and quit, and the game's own (game_command/5: the draughts game's
notation and draw).  Every command answers in words and leaves the game
as it was when it cannot do what was asked.  A line that is no command
is a move: entry/5 of library(damas/play/dialogue) calls this module's
human_move/4, imported from library(damas/play/session_turn).
*/

%!  command(+IO, ?Word, ?Usage, ?Text) is nondet.
%
%   The commands of IO's game, in the order help lists them
%   (game_commands/1 of the game, else the common ones): Usage is how
%   to type Word, Text what it does.

command(IO, Word, Usage, Text) :-
    game_hook(IO, game_commands(Words),
              Words = [ help, moves, hint, history, undo, save, load, fen, board,
                        flip, resign, new, quit ]),
    described_command(Words, own_command(IO), Word, Usage, Text).

own_command(IO, Word, Usage, Text) :-
    Game = IO.game,
    (   current_predicate(Game:game_command_text/3),
        Game:game_command_text(Word, Usage0, Text0)
    ->  Usage = Usage0,
        Text = Text0
    ;   session_command(Word, Usage, Text)
    ).

session_command(save, "save FILE", "save the game to FILE").
session_command(load, "load FILE", "load a game that save wrote").
session_command(fen, "fen", "the position as text (option --fen reads it)").

%!  command(+Word, +Argument, +IO, +State0, -State) is det.
%
%   Does the command Word, with Argument (an atom, '' for none).

command(help, _, IO, State, State) :-
    Game = IO.game,
    Game:game_help(Lines),
    forall(member(Line, Lines), format(IO.out, "~w~n", [Line])),
    format(IO.out, "Commands:~n", []),
    list_commands(IO.out, damas_play_session_commands, IO).
command(moves, _, IO, State, State) :-
    state_position(State, Position),
    (   game_result(IO, State, _, _)
    ->  format(IO.out, "The game is over.~n", [])
    ;   game_call(IO, State, game_moves_lines(Position, Lines)),
        forall(member(Line, Lines), format(IO.out, "~w~n", [Line]))
    ).
command(hint, _, IO, State, State) :-
    state_position(State, Position),
    (   game_result(IO, State, _, _)
    ->  format(IO.out, "The game is over.~n", [])
    ;   hint_level(IO, State, Level),
        computer_move(IO, State, Level, Position, Move),
        short_move_text(IO, State, Position, Move, Text),
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
    ;   catch(load_file(IO, File, State0, State1), Error, true),
        (   var(Error)
        ->  State = State1,
            length(State.moves, Plies),
            format(IO.out, "Loaded a game of ~d moves from ~w.~n~n", [Plies, File]),
            show_board(IO, State),
            announce_result(IO, State)
        ;   Error = error(syntax_error(pdn(_, _, _)), context(_, Message))
        ->  % PDN's messages say where and what: a sentence of their own.
            format(IO.out, "Could not load ~w: ~w~n", [File, Message]),
            State = State0
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
command(new, _, IO0, State0, State) :-
    (   unsaved(State0)
    ->  format(IO0.out, "(The game you leave is not saved.)~n", [])
    ;   true
    ),
    state_position(State0, Position),
    Setup = IO0.setup,
    Start0 = IO0.start,
    game_hook(IO0, game_restart(Setup, Position, Start), Start = Start0),
    IO = IO0.put(_{start: Start, settings: State0.settings}),
    choose_players(IO, menu, players(White, Black)),
    new_state(IO, _{white: White, black: Black}, State),
    show_start(IO, State).
command(quit, _, _, _, _) :-
    throw(damas_play(quit)).
command(Word, Argument, IO, State0, State) :-
    \+ memberchk(Word, [ help, moves, hint, history, undo, save, load, fen, board,
                         flip, resign, new, quit ]),
    Game = IO.game,
    Game:game_command(Word, Argument, IO, State0, State).

save_to(IO, State, File) :-
    save_file(IO, File, State).

short_move_text(IO, State, Position, Move, Text) :-
    Game = IO.game,
    (   current_predicate(Game:game_short_move_text/4)
    ->  Game:game_short_move_text(State.settings, Position, Move, Text)
    ;   game_call(IO, State, game_move_text(Position, Move, Text))
    ).

%   The game of File, replayed for the players of State0: the game's
%   own record (game_load_game/4), else library(damas/play/record)'s.

load_file(IO, File, State0, State) :-
    Game = IO.game,
    (   current_predicate(Game:game_load_game/4)
    ->  Game:game_load_game(State0.settings, File, State0, Loaded),
        State1 = State0.put(Loaded),
        game_record(State1, Record),
        State = State1.put(_{saved: Record, started: none})
    ;   load_game(IO, File, State0, State1),
        State = State1.put(started, none)
    ).

%   The person who resigns: the side to move if a person plays it, else
%   the person of the game.

resigning_side(IO, State, Side) :-
    Game = IO.game,
    state_position(State, Position),
    Game:game_side_to_move(Position, ToMove),
    person_resigning(is_human(State), ToMove, Side).

%   Hints come from the computer's player, else from the game's default
%   level.

hint_level(IO, State, Player) :-
    (   side_player(State, _, Player0),
        Player0 \== human
    ->  Player = Player0
    ;   Game = IO.game,
        Game:game_default_level(Level),
        game_hook(IO, game_level_player(Level, Player), Player = Level)
    ).

%   undo(+IO, +State0, -State): takes back a resignation or an agreed
%   draw; else the last move of a person and every computer move after
%   it; with two people, the last move.  A loss on time stays: the
%   clock cannot be taken back.

undo(IO, State0, State) :-
    Out = IO.out,
    (   State0.ended = result(_, time_forfeit)
    ->  format(Out, "The game was lost on time: that cannot be taken back.~n", []),
        State = State0
    ;   State0.ended = result(_, Reason),
        taken_back(Reason, Text)
    ->  State = State0.put(ended, none),
        format(Out, "~w~n", [Text])
    ;   undo_plies(IO, State0, State1, 0, Plies),
        Plies > 0
    ->  State = State1.put(ended, none),
        say_taken_back(Out, Plies),
        show_board(IO, State)
    ;   format(Out, "Nothing to undo.~n", []),
        State = State0
    ).

taken_back(resignation, "The resignation is taken back.").
taken_back(agreement, "The draw is taken back.").
