:- module(gomoku_match,
          [ gomoku_play_game/4,         % +Black, +White, +Options, -Game
            gomoku_match/4,             % +PlayerA, +PlayerB, +Options, -Summary
            gomoku_player/1             % ?Player
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(random)).
:- use_module('../gomoku').

/** <module> Gomoku games and matches between the computer's players

A player is level(Level), Level one of gomoku_level/1 (random,
classroom, easy, medium, hard), or search(Options), the options of
gomoku_best_move/3 (depth(D), width(W), time(T), heuristic(H)...).
The games of a match differ by their opening: a few random stones near
the centre, chosen from the match's seed, before the players move.
*/

%!  gomoku_player(?Player) is nondet.
%
%   Player is a player of this module: level(Level) for every level of
%   gomoku_level/1.  search(Options) is a player too, not enumerated.

gomoku_player(level(Level)) :-
    gomoku_level(Level).

must_be_player(Player) :-
    (   var(Player)
    ->  instantiation_error(Player)
    ;   Player = level(Level), atom(Level), gomoku_level(Level)
    ->  true
    ;   Player = search(Options), is_list(Options)
    ->  true
    ;   domain_error(gomoku_player, Player)
    ).

%!  gomoku_play_game(+Black, +White, +Options, -Game) is det.
%
%   Plays a game from the empty board, Black and White players, to its
%   end.  Game is game(Result, Moves): Result win(black), win(white) or
%   draw, Moves the points played, in order.  Options:
%
%     - seed(S): an integer seeding the opening and the players' random
%       choices (default 0);
%     - opening(N): the first N stones are random points within two of
%       the centre (default 0).

gomoku_play_game(Black, White, Options, game(Result, Moves)) :-
    must_be_player(Black),
    must_be_player(White),
    option(seed(Seed), Options, 0),
    must_be(integer, Seed),
    option(opening(Opening), Options, 0),
    must_be(nonneg, Opening),
    set_random(seed(Seed)),
    gomoku_initial_position(P0),
    opening_moves(Opening, P0, P1, OpeningMoves),
    play_out(P1, Black, White, Result, PlayedMoves),
    append(OpeningMoves, PlayedMoves, Moves).

opening_moves(0, P, P, []) :-
    !.
opening_moves(N, P0, P, [M|Ms]) :-
    findall(Pt, ( gomoku_legal_move(P0, Pt), gomoku_point(Pt, C, R),
                  between(6, 10, C), between(6, 10, R) ), Near),
    random_member(M, Near),
    gomoku_make_move(P0, M, P1),
    N1 is N - 1,
    opening_moves(N1, P1, P, Ms).

play_out(P, Black, White, Result, Moves) :-
    (   gomoku_game_over(P, Result0)
    ->  Result = Result0,
        Moves = []
    ;   gomoku_side_to_move(P, Side),
        (   Side == black -> Player = Black ; Player = White ),
        random_between(0, 0x3fffffff, MoveSeed),
        player_move(Player, P, MoveSeed, M),
        gomoku_make_move(P, M, P1),
        Moves = [M|Moves1],
        play_out(P1, Black, White, Result, Moves1)
    ).

player_move(level(Level), P, Seed, M) :-
    gomoku_best_move(P, M, [level(Level), seed(Seed)]).
player_move(search(Options), P, Seed, M) :-
    (   option(seed(_), Options)
    ->  gomoku_best_move(P, M, Options)
    ;   gomoku_best_move(P, M, [seed(Seed)|Options])
    ).

%!  gomoku_match(+PlayerA, +PlayerB, +Options, -Summary) is det.
%
%   Plays a match: PlayerA has Black in the odd games, PlayerB in the
%   even ones.  Summary is match(Games, WinsA, WinsB, Draws).  Options:
%   games(N) (default 10), seed(S) (default 1; game I has seed S + I),
%   opening(N) (default 2) and progress(Bool): print a line after each
%   game (default false).

gomoku_match(PlayerA, PlayerB, Options, match(Games, WinsA, WinsB, Draws)) :-
    must_be_player(PlayerA),
    must_be_player(PlayerB),
    option(games(Games), Options, 10),
    must_be(nonneg, Games),
    option(seed(Seed), Options, 1),
    option(opening(Opening), Options, 2),
    option(progress(Progress), Options, false),
    numlist(1, Games, Indices0),
    (   Games =:= 0 -> Indices = [] ; Indices = Indices0 ),
    foldl(match_game(PlayerA, PlayerB, Seed, Opening, Progress), Indices,
          0-0-0, WinsA-WinsB-Draws).

match_game(A, B, Seed, Opening, Progress, I, WA0-WB0-D0, WA-WB-D) :-
    GameSeed is Seed + I,
    (   I mod 2 =:= 1
    ->  Black = A, White = B, ColourA = black
    ;   Black = B, White = A, ColourA = white
    ),
    gomoku_play_game(Black, White, [seed(GameSeed), opening(Opening)], game(Result, Moves)),
    (   Result == draw -> WA = WA0, WB = WB0, D is D0 + 1
    ;   Result == win(ColourA) -> WA is WA0 + 1, WB = WB0, D = D0
    ;   WA = WA0, WB is WB0 + 1, D = D0
    ),
    (   Progress == true
    ->  length(Moves, N),
        format("game ~d: A is ~w, ~w in ~d moves; A ~d, B ~d, draws ~d~n",
               [I, ColourA, Result, N, WA, WB, D]),
        flush_output
    ;   true
    ).
