/*  What each player of a match spent and reached, read from the match's
    logs (library(damas/match)'s log, as strength.pl --log=FILE writes
    them, one file per pair):

        swipl tests/bench/match_log.pl FILE...

    For each player: its moves, the moves it searched (those it gave a
    depth of 1 or more: not forced moves played at once, nor book
    moves), their mean time and their mean and median depth, and the
    same for the moves of the first 100 plies and of the rest of the
    game.  An engine that reaches its depth limit in a settled ending
    (damas-hub: 100) pulls the mean up; the median is the sturdier
    figure.  A log without the depth column (older logs) gives the moves
    and times alone.  Figures only: nothing here is a test.
*/
:- initialization(main, main).

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(library(readutil)).

main :-
    current_prolog_flag(argv, Files),
    (   Files == []
    ->  format(user_error, "usage: swipl tests/bench/match_log.pl FILE...~n", []),
        halt(2)
    ;   true
    ),
    maplist(file_moves, Files, PerFile),
    append(PerFile, Moves),
    map_list_to_pairs(move_player, Moves, Keyed),
    keysort(Keyed, Sorted),
    group_pairs_by_key(Sorted, ByPlayer),
    forall(member(Player-PlayerMoves, ByPlayer),
           report(Player, PlayerMoves)).

move_player(move(Player, _, _, _), Player).

%   file_moves(+File, -Moves): the moves of File's lines, each
%   move(Player, Ply, Seconds, Depth), Depth `none` where the log has
%   no depth.

file_moves(File, Moves) :-
    read_file_to_string(File, Text, []),
    split_string(Text, "\n", "", Lines),
    convlist(line_move, Lines, Moves).

line_move(Line, move(Player, Ply, Seconds, Depth)) :-
    split_string(Line, "\t", "", [Game, PlyText, _Side, Player, _Move, _, _, SecondsText|Rest]),
    Game \== "game",
    \+ sub_string(Game, 0, 1, _, "#"),
    Player \== "opening",
    number_string(Ply, PlyText),
    number_string(Seconds, SecondsText),
    (   Rest = [_Nodes, _Pruned, DepthText|_],
        number_string(Depth0, DepthText)
    ->  Depth = Depth0
    ;   Depth = none
    ).

report(Player, Moves) :-
    format("~w~n", [Player]),
    phase("all plies", 1, inf, Moves),
    phase("plies 1-100", 1, 100, Moves),
    phase("plies 101-", 101, inf, Moves).

phase(Label, Low, High, Moves) :-
    include(in_phase(Low, High), Moves, Phase),
    length(Phase, N),
    include(searched, Phase, Searched),
    length(Searched, S),
    mean_of(seconds, Phase, Time),
    (   S > 0
    ->  mean_of(seconds, Searched, SearchedTime),
        mean_of(depth, Searched, Depth),
        median_depth(Searched, Median),
        format("  ~w~t~16|~D moves, ~3f s a move; ~D searched: ~3f s, depth ~1f (median ~w)~n",
               [Label, N, Time, S, SearchedTime, Depth, Median])
    ;   format("  ~w~t~16|~D moves, ~3f s a move~n", [Label, N, Time])
    ).

in_phase(Low, High, move(_, Ply, _, _)) :-
    between(Low, High, Ply).

searched(move(_, _, _, Depth)) :-
    number(Depth),
    Depth >= 1.

mean_of(_, [], 0) :-
    !.
mean_of(What, Moves, Mean) :-
    maplist(move_value(What), Moves, Values),
    sum_list(Values, Sum),
    length(Values, N),
    Mean is Sum / N.

median_depth(Moves, Median) :-
    maplist(move_value(depth), Moves, Depths),
    msort(Depths, Sorted),
    length(Sorted, N),
    Middle is (N + 1) // 2,
    nth1(Middle, Sorted, Median).

move_value(seconds, move(_, _, Seconds, _), Seconds).
move_value(depth, move(_, _, _, Depth), Depth).
