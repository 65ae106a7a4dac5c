:- module(eximo_play,
          [ eximo_play/1                % +Options
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(readutil)).
:- use_module('../eximo').

/** <module> Play Eximo at the terminal

The terminal game of library(eximo): against the computer, two people
at one keyboard, or the computer against itself.  `make play` (or
`swipl examples/start.pl --game=eximo`) starts it; docs/eximo.md gives
the rules and the move notation.

Commands at the move prompt: a move (`b3-b4`, `c2:c4`, `d4xf4xf6`,
`g7-g8!b1,c1`), `moves` (the legal moves), `board`, `help`, `quit`.
The end of input quits too.
*/

%   The draughts terminal game (library(damas/play)) lists Eximo after
%   its variants.

:- multifile damas_play_menu:other_game/3.

damas_play_menu:other_game(eximo, "Eximo (another game, docs/eximo.md)",
                           eximo_play:play_on_streams).

play_on_streams(In, Out) :-
    eximo_play([input(In), output(Out)]).

%!  eximo_play(+Options) is det.
%
%   Plays one game.  Options:
%
%     - white(Player), black(Player): `human` or a level of
%       eximo:best_move/3 (random, capture_first, easy, medium, hard);
%       a menu asks when both are missing.
%     - input(Stream), output(Stream): default user_input and
%       user_output.
%     - max_moves(N): a game of two computers stops as a draw after N
%       plies (default 300): the rules have no draw.
%
%   @error domain_error(eximo_player, P) for an unknown player.

eximo_play(Options) :-
    must_be(list, Options),
    option(input(In), Options, user_input),
    option(output(Out), Options, user_output),
    option(max_moves(Max), Options, 300),
    must_be(nonneg, Max),
    IO = io(In, Out),
    (   option(white(White), Options), option(black(Black), Options)
    ->  maplist(must_be_player, [White, Black])
    ;   choose_players(IO, White, Black)
    ),
    initial_position(P),
    format(Out, "~nEximo: White ~w, Black ~w.  Type help for the commands.~n",
           [White, Black]),
    game_loop(IO, P, White, Black, Max, 0).

must_be_player(P) :-
    (   player(P) -> true ; domain_error(eximo_player, P) ).

player(human).
player(Level) :- level(Level, _).

level(random, "random moves").
level(capture_first, "the classroom player: captures the most, else reaches the far row").
level(easy, "searches 2 moves ahead").
level(medium, "searches 4 moves ahead").
level(hard, "searches a quarter of a second").

choose_players(IO, White, Black) :-
    IO = io(_, Out),
    format(Out, "~nWho plays?~n", []),
    format(Out, "  1. you (White) against the computer~n", []),
    format(Out, "  2. you (Black) against the computer~n", []),
    format(Out, "  3. two players at this terminal~n", []),
    format(Out, "  4. the computer against itself~n", []),
    ask_number(IO, 1, 4, 1, Mode),
    (   Mode =:= 3
    ->  White = human, Black = human
    ;   choose_level(IO, Level),
        mode_players(Mode, Level, White, Black)
    ).

mode_players(1, L, human, L).
mode_players(2, L, L, human).
mode_players(4, L, L, L).

choose_level(IO, Level) :-
    IO = io(_, Out),
    findall(L-D, level(L, D), Levels),
    format(Out, "~nHow strong is the computer?~n", []),
    forall(nth1(N, Levels, L-D), format(Out, "  ~d. ~w (~w)~n", [N, L, D])),
    length(Levels, Count),
    ask_number(IO, 1, Count, 4, Choice),
    nth1(Choice, Levels, Level-_).

ask_number(IO, Low, High, Default, N) :-
    IO = io(In, Out),
    format(Out, "Your choice [~d]: ", [Default]),
    flush_output(Out),
    read_line_to_string(In, Line),
    (   Line == end_of_file
    ->  N = Default
    ;   split_string(Line, "", " \t", [Text]),
        (   Text == ""
        ->  N = Default
        ;   number_string(N0, Text), integer(N0), between(Low, High, N0)
        ->  N = N0
        ;   format(Out, "Please type a number from ~d to ~d.~n", [Low, High]),
            ask_number(IO, Low, High, Default, N)
        )
    ).

game_loop(IO, P, White, Black, Max, Plies) :-
    IO = io(_, Out),
    (   game_over(P, Winner)
    ->  print_board(Out, P),
        side_to_move(P, Loser),
        format(Out, "~w has no move: ~w wins.~n", [Loser, Winner])
    ;   White \== human, Black \== human, Plies >= Max
    ->  format(Out, "~d plies without an end: the game stops as a draw.~n", [Plies])
    ;   side_to_move(P, Side),
        (   Side == white -> Player = White ; Player = Black ),
        (   Player == human
        ->  print_board(Out, P),
            human_move(IO, P, Side, Result)
        ;   best_move(P, Player, Move),
            move_text(Move, Text),
            format(Out, "~w (~w) plays ~s~n", [Side, Player, Text]),
            Result = move(Move)
        ),
        (   Result = move(M)
        ->  make_move(P, M, P1),
            Plies1 is Plies + 1,
            game_loop(IO, P1, White, Black, Max, Plies1)
        ;   format(Out, "Goodbye.~n", [])
        )
    ).

%   human_move(+IO, +Position, +Side, -Result): Result is move(Move) or quit.
human_move(IO, P, Side, Result) :-
    IO = io(In, Out),
    format(Out, "~w to move: ", [Side]),
    flush_output(Out),
    read_line_to_string(In, Line),
    (   Line == end_of_file
    ->  nl(Out),
        Result = quit
    ;   split_string(Line, "", " \t", [Text]),
        command(IO, P, Side, Text, Result)
    ).

command(_, _, _, "quit", quit) :- !.
command(IO, P, Side, "", Result) :- !,
    human_move(IO, P, Side, Result).
command(IO, P, Side, "help", Result) :- !,
    IO = io(_, Out),
    format(Out, "Type a move: b3-b4 (a step), c2:c4 (jumps over your own \c
                 pieces), d4xf4xf6 (captures), and after a move onto the \c
                 far row ! and where to drop: g7-g8!b1,c1.~n\c
                 Commands: moves, board, help, quit.~n", []),
    human_move(IO, P, Side, Result).
command(IO, P, Side, "moves", Result) :- !,
    IO = io(_, Out),
    legal_moves(P, Moves),
    maplist(move_text, Moves, Texts),
    atomic_list_concat(Texts, ' ', All),
    format(Out, "~w~n", [All]),
    human_move(IO, P, Side, Result).
command(IO, P, Side, "board", Result) :- !,
    IO = io(_, Out),
    print_board(Out, P),
    human_move(IO, P, Side, Result).
command(IO, P, Side, Text, Result) :-
    catch(( text_move(P, Text, Move), Result0 = move(Move) ), Error, true),
    (   nonvar(Result0)
    ->  Result = Result0
    ;   IO = io(_, Out),
        explain(Error, Text, Why),
        format(Out, "~w~n", [Why]),
        human_move(IO, P, Side, Result)
    ).

explain(error(syntax_error(eximo_move_text), _), Text, Why) :- !,
    format(string(Why), "~w is not a move: type help for the notation.", [Text]).
explain(error(domain_error(eximo_legal_move, _), _), Text, Why) :- !,
    format(string(Why), "~w is not legal here: type moves for the legal moves.", [Text]).
explain(Error, _, Why) :-
    message_to_codes(Error, Why).

message_to_codes(Error, Why) :-
    format(string(Why), "~q", [Error]).
