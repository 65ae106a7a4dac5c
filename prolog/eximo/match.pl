:- module(eximo_match,
          [ play_game/4,                % +White, +Black, +Options, -Game
            match/5                     % +PlayerA, +PlayerB, +Games, +Options, -Summary
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(random)).
:- use_module('../eximo').

/** <module> Eximo games and matches between computer players

The players are the levels of eximo:best_move/3: `random`,
`capture_first`, `easy`, `medium`, `hard`, depth(D) and time(S).  The
rules have no draw; a game that reaches max_moves plies (default 300)
is scored a draw by the runner (docs/eximo.md explains why a game can
go on for ever).  library(damas/match) plays draughts variants; this is
its counterpart for Eximo.
*/

%!  play_game(+White, +Black, +Options, -Game) is det.
%
%   Plays one game from the initial position, White's player against
%   Black's.  Game is game(Outcome, Plies, Moves): Outcome `white`,
%   `black` or `draw` (max_moves reached), Moves the move terms played.
%   Options: max_moves(N) (plies, default 300).
%
%   @error domain_error(eximo_level, L) for an unknown player.

play_game(White, Black, Options, game(Outcome, Plies, Moves)) :-
    must_be(list, Options),
    option(max_moves(Max), Options, 300),
    must_be(nonneg, Max),
    initial_position(P0),
    play_from(P0, White, Black, Max, 0, Outcome, Plies, Moves).

play_from(P, White, Black, Max, N, Outcome, Plies, Moves) :-
    (   game_over(P, Winner)
    ->  Outcome = Winner, Plies = N, Moves = []
    ;   N >= Max
    ->  Outcome = draw, Plies = N, Moves = []
    ;   side_to_move(P, Side),
        (   Side == white -> Player = White ; Player = Black ),
        best_move(P, Player, Move),
        make_move(P, Move, P1),
        Moves = [Move|Rest],
        N1 is N + 1,
        play_from(P1, White, Black, Max, N1, Outcome, Plies, Rest)
    ).

%!  match(+PlayerA, +PlayerB, +Games, +Options, -Summary) is det.
%
%   Plays Games games between PlayerA and PlayerB, A White in the odd
%   games and Black in the even ones.  Summary is match(WinsA, WinsB,
%   Draws, Results), Results a list of game(Winner, Colour, Plies):
%   Winner `a`, `b` or `draw`, Colour the colour that won (`white` or
%   `black`, `none` for a draw).  Options: seed(S) seeds the random
%   players once before the first game; max_moves(N) as play_game/4.

match(A, B, Games, Options, match(WinsA, WinsB, Draws, Results)) :-
    must_be(nonneg, Games),
    must_be(list, Options),
    (   option(seed(Seed), Options) -> set_random(seed(Seed)) ; true ),
    numlist(1, Games, Numbers),
    maplist(match_game(A, B, Options), Numbers, Results0),
    (   Games =:= 0 -> Results = [] ; Results = Results0 ),
    aggregate_all(count, member(game(a, _, _), Results), WinsA),
    aggregate_all(count, member(game(b, _, _), Results), WinsB),
    aggregate_all(count, member(game(draw, _, _), Results), Draws).

match_game(A, B, Options, I, game(Winner, Colour, Plies)) :-
    (   I mod 2 =:= 1
    ->  play_game(A, B, Options, game(Outcome, Plies, _)),
        winner(Outcome, a, b, Winner)
    ;   play_game(B, A, Options, game(Outcome, Plies, _)),
        winner(Outcome, b, a, Winner)
    ),
    (   Outcome == draw -> Colour = none ; Colour = Outcome ).

winner(white, W, _, W).
winner(black, _, B, B).
winner(draw, _, _, draw).
