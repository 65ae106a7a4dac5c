/*  Plays a match between two players from the command line and prints
    the summary table (library(damas/match)).

        swipl examples/match.pl [OPTION...] PLAYER_A PLAYER_B

    PLAYER_A and PLAYER_B are player terms of library(damas/players),
    quoted for the shell: random, capture_first, 'minimax(3)',
    'level(hard)', 'search([time(0.1)])'.  Options:

        --games=N           number of games (default 2); A has White in
                            the odd games, B in the even ones
        --opening-moves=K   random plies before the players take over
                            (default 2), the same for both games of a pair
        --openings=FILE     start the pairs of games from the positions of
                            FILE in turn (e.g. examples/openings-brazilian.tsv)
        --max-moves=N       a game that reaches N plies is a draw (default 200)
        --seed=S            seed the random choices, for a repeatable match
        --log=FILE          a line per move: time, nodes, pruned, move,
                            captures, crowning; and each game's result
        --quiet             no line per game as the games end

    For instance, the engine at a tenth of a second a move against plain
    minimax at depth 5, 100 games:

        swipl examples/match.pl --games=100 --seed=1 --log=match.log \
              'search([time(0.1)])' 'minimax(5)'
*/
:- use_module(library(main)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module('../prolog/damas/match').

:- initialization(main, main).

main(Argv) :-
    argv_options(Argv, Positional, Flags),
    (   Positional = [TextA, TextB]
    ->  player_term(TextA, PlayerA),
        player_term(TextB, PlayerB),
        foldl(match_option, Flags, [], Options),
        run_match(PlayerA, PlayerB, Options)
    ;   usage
    ).

player_term(Text, Player) :-
    catch(term_string(Player, Text), error(syntax_error(What), _),
          ( format(user_error, "Not a player term: ~w (~w)~n", [Text, What]),
            halt(2) )).

%   The command line's flags as options of match/4.

match_option(Flag, Options, [Option|Options]) :-
    flag_option(Flag, Option),
    !.
match_option(Flag, _, _) :-
    format(user_error, "Unknown option: ~q~n", [Flag]),
    usage.

flag_option(games(N), games(N)).
flag_option(opening_moves(K), opening_moves(K)).
flag_option(openings(File), openings(File)).
flag_option(max_moves(N), max_moves(N)).
flag_option(seed(S), seed(S)).
flag_option(log(File), log(File)).
flag_option(quiet(true), progress(false)).

usage :-
    format(user_error,
           "Usage: swipl examples/match.pl [--games=N] [--opening-moves=K] \c
            [--openings=FILE]~n       [--max-moves=N] [--seed=S] [--log=FILE] \c
            [--quiet] PLAYER_A PLAYER_B~n", []),
    halt(2).
