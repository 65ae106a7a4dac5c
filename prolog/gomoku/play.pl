:- module(gomoku_play,
          [ gomoku_play/1,              % +Options
            gomoku_play_main/1          % +Arguments
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(readutil)).
:- use_module('../gomoku').

/** <module> Play Gomoku at the terminal

gomoku_play/1 is the game behind `make play` when the menu's answer is
Gomoku (or `swipl examples/start.pl --game=gomoku`): a person plays
against the computer, against a friend at the same keyboard, or watches
the computer play itself.  A move is a point (h8); `help` lists the
commands: undo, board, hint, quit.  The end of the input quits too.
Everything is read line by line, so the input may be a pipe; then each
line read is echoed after the prompt.
*/

%   The draughts terminal game (library(damas/play)) lists Gomoku after
%   its variants, as it does Eximo.

:- multifile damas_play_menu:other_game/3.

damas_play_menu:other_game(gomoku, "Gomoku (another game, docs/gomoku.md)",
                           gomoku_play:play_on_streams).

play_on_streams(In, Out) :-
    gomoku_play([input(In), output(Out)]).

%!  gomoku_play(+Options) is det.
%
%   Plays one game.  Options: black(Player) and white(Player), Player
%   `human` or a level of gomoku_level/1 (with one of them only, the
%   other is human; a menu asks when neither is given); level(Level), the computer's level when the menu makes it
%   play (asked when not given); seed(S), the seed of the computer's
%   random choices; input(Stream) and output(Stream) (default
%   user_input and user_output).

gomoku_play(Options) :-
    must_be(list, Options),
    option(input(In), Options, user_input),
    option(output(Out), Options, user_output),
    option(seed(Seed), Options, 0),
    must_be(integer, Seed),
    (   option(black(Black), Options)
    ->  option(white(White), Options, human)
    ;   option(white(White), Options)
    ->  Black = human
    ;   players_menu(In, Out, Options, Black, White)
    ),
    maplist(must_be_player, [Black, White]),
    gomoku_initial_position(P0),
    format(Out, "Gomoku: five or more in a line wins.  Type a point (h8) or help.~n", []),
    turn(In, Out, players(Black, White), Seed, [P0]).

must_be_player(human) :-
    !.
must_be_player(Level) :-
    (   atom(Level), gomoku_level(Level)
    ->  true
    ;   domain_error(gomoku_player, Level)
    ).

players_menu(In, Out, Options, Black, White) :-
    menu(In, Out, "Who plays?",
         ["you play Black against the computer", "you play White against the computer",
          "two people at this keyboard", "the computer against itself"], Choice),
    (   memberchk(Choice, [1, 2, 4])
    ->  (   option(level(Level), Options)
        ->  true
        ;   findall(L, gomoku_level(L), Levels),
            findall(T, ( member(L, Levels), format(string(T), "~w", [L]) ), Texts),
            menu(In, Out, "Which level? (medium if you press Enter)", Texts, N, 4),
            nth1(N, Levels, Level)
        )
    ;   true
    ),
    players_of(Choice, Level, Black, White).

players_of(1, Level, human, Level).
players_of(2, Level, Level, human).
players_of(3, _, human, human).
players_of(4, Level, Level, Level).

menu(In, Out, Title, Items, Choice) :-
    menu(In, Out, Title, Items, Choice, 1).

menu(In, Out, Title, Items, Choice, Default) :-
    format(Out, "~s~n", [Title]),
    forall(nth1(I, Items, Item), format(Out, "  ~d. ~s~n", [I, Item])),
    length(Items, N),
    read_answer(In, Out, "> ", Line),
    (   Line == end_of_file
    ->  halt(0)
    ;   Line == ""
    ->  Choice = Default
    ;   number_string(Choice0, Line), integer(Choice0), between(1, N, Choice0)
    ->  Choice = Choice0
    ;   format(Out, "Please answer 1 to ~d.~n", [N]),
        menu(In, Out, Title, Items, Choice, Default)
    ).

read_answer(In, Out, Prompt, Line) :-
    format(Out, "~w", [Prompt]),
    flush_output(Out),
    read_line_to_string(In, Line0),
    (   Line0 == end_of_file
    ->  nl(Out),
        Line = end_of_file
    ;   (   stream_property(In, tty(true)) -> true ; format(Out, "~s~n", [Line0]) ),
        normalize_space(string(Line), Line0)
    ).

%   turn(+In, +Out, +Players, +Seed, +History): History holds the
%   positions of the game, the current one first.
turn(In, Out, Players, Seed, [P|Earlier]) :-
    gomoku_print_board(Out, P),
    (   gomoku_game_over(P, Result)
    ->  result_text(Result, Text),
        format(Out, "~s~n", [Text])
    ;   gomoku_side_to_move(P, Side),
        player(Players, Side, Player),
        (   Player == human
        ->  human_turn(In, Out, Players, Seed, [P|Earlier], Side)
        ;   length(Earlier, Moves),
            MoveSeed is Seed + Moves,
            gomoku_best_move(P, Point, [level(Player), seed(MoveSeed)]),
            format(Out, "~w plays ~w~n", [Side, Point]),
            gomoku_make_move(P, Point, P1),
            turn(In, Out, Players, Seed, [P1, P|Earlier])
        )
    ).

player(players(Black, _), black, Black).
player(players(_, White), white, White).

result_text(win(black), "Black wins: five in a line.").
result_text(win(white), "White wins: five in a line.").
result_text(draw, "The board is full: a draw.").

human_turn(In, Out, Players, Seed, History, Side) :-
    History = [P|Earlier],
    format(string(Prompt), "~w to move> ", [Side]),
    read_answer(In, Out, Prompt, Line),
    (   Line == end_of_file
    ->  true
    ;   Line == "quit"
    ->  true
    ;   Line == "help"
    ->  format(Out, "A point such as h8 puts your stone there.  Commands:~n", []),
        format(Out, "  undo   take back your last move (and the computer's answer)~n", []),
        format(Out, "  hint   the move the engine (medium) would play~n", []),
        format(Out, "  board  show the board again~n", []),
        format(Out, "  quit   stop (the end of the input too)~n", []),
        human_turn(In, Out, Players, Seed, History, Side)
    ;   Line == "board"
    ->  turn(In, Out, Players, Seed, History)
    ;   Line == "hint"
    ->  gomoku_best_move(P, Hint, [level(medium)]),
        format(Out, "Hint: ~w~n", [Hint]),
        human_turn(In, Out, Players, Seed, History, Side)
    ;   Line == "undo"
    ->  undo(Players, Side, History, Back),
        (   Back == History
        ->  format(Out, "Nothing to take back.~n", []),
            human_turn(In, Out, Players, Seed, History, Side)
        ;   turn(In, Out, Players, Seed, Back)
        )
    ;   catch(gomoku_make_move(P, Line, P1), error(Formal, Context), true),
        (   var(Formal)
        ->  turn(In, Out, Players, Seed, [P1, P|Earlier])
        ;   error_text(Formal, Context, Text),
            format(Out, "~s~n", [Text]),
            human_turn(In, Out, Players, Seed, History, Side)
        )
    ).

%   Back to the human's previous turn: one move against a friend, two
%   against the computer.
undo(Players, Side, History, Back) :-
    (   Players = players(human, human)
    ->  Steps = 1
    ;   Steps = 2
    ),
    length(Drop, Steps),
    (   append(Drop, Back0, History), Back0 \== []
    ->  Back = Back0
    ;   Side == white, History = [_, First], \+ player(Players, black, human)
    ->  Back = [First]
    ;   Back = History
    ).

error_text(_, context(_, Message), Text) :-
    string(Message),
    !,
    Text = Message.
error_text(Formal, _, Text) :-
    format(string(Text), "Not a move: ~q", [Formal]).

%!  gomoku_play_main(+Arguments) is det.
%
%   The command line of examples/start.pl --game=gomoku: --black=P,
%   --white=P (human or a level), --level=L, --seed=N.  A wrong option
%   is reported on standard error, with halt(2).

gomoku_play_main(Arguments) :-
    argv_options(Arguments, Positional, Options0),
    (   Positional \== []
    ->  format(string(Message), "start.pl --game=gomoku takes no arguments: ~w", [Positional])
    ;   catch(maplist(main_option, Options0, Options), bad_option(Message), true)
    ),
    (   var(Message)
    ->  gomoku_play(Options)
    ;   format(user_error, "~w~n", [Message]),
        format(user_error, "options: --black=P --white=P (human, random, classroom, easy, medium, hard) --level=L --seed=N~n", []),
        halt(2)
    ).

main_option(black(P), black(P)) :-
    player_name(P),
    !.
main_option(white(P), white(P)) :-
    player_name(P),
    !.
main_option(level(L), level(L)) :-
    atom(L), gomoku_level(L),
    !.
main_option(seed(S), seed(S)) :-
    integer(S),
    !.
main_option(Option, _) :-
    format(string(Message), "unknown option or wrong value: ~q", [Option]),
    throw(bad_option(Message)).

player_name(human).
player_name(L) :-
    atom(L),
    gomoku_level(L).
