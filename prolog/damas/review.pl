:- module(damas_review,
          [ game_review/3               % +Game, -Review, +Options
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(predicate_options)).
:- use_module('../damas').
:- use_module(game, [game_positions/2, game_over/2]).
:- use_module(search, [search/3]).

/** <module> A game reviewed: the score of each position, the turning points

game_review/3 searches every position of a game briefly and gives each
one's score from White's side, so that a page can draw the course of
the game, and marks the moves that changed it: those after which the
side that played finds itself worse by at least a threshold (a
mistake, or the opponent's chance missed before it).

    ?- load_game('examples/games.pdn', G),
       game_review(G, Review, [nodes(2000)]),
       forall(member(R, Review), format("~w ~w ~w~n", [R.ply, R.score, R.turning])).
*/

:- predicate_options(game_review/3, 3,
                     [ nodes(positive_integer),
                       from(nonneg),
                       count(positive_integer),
                       threshold(positive_integer),
                       context(any)
                     ]).

%!  game_review(+Game, -Review, +Options) is det.
%
%   Review is a list of dicts, one per position of Game from the ply
%   `from` on (0 is the start position, N the position after the Nth
%   move), at most `count` of them:
%
%   ```
%   review{ply: Ply, score: Score, outcome: Outcome, turning: Turning,
%          best: Best}
%   ```
%
%   Score is the position's value for White (a man is 100) after a
%   search of `nodes` nodes, or the result where the game is over (a
%   win 10000, a draw 0); Outcome `unknown`, win(white) or win(black)
%   when the search found a forced win (or the game ended so), or
%   `draw` for a game drawn by its rules; Turning is `true` when the
%   move that led to the position lost the side that played it at
%   least `threshold` (scores taken between -1000 and 1000, so that a
%   won position that stays won is no turning point), `false`
%   otherwise and at the start; Best is the move the search prefers
%   there, or `none`.  Options:
%
%     - nodes(+N)
%       The nodes of each position's search; default 5000.
%     - from(+Ply)
%       The first position reviewed; default 0.  A ply past the end
%       gives [].
%     - count(+N)
%       The most positions reviewed; default: all.
%     - threshold(+Score)
%       The loss that makes a turning point; default 150.
%     - context(+Context)
%       The search context of search/3, for the board of the game.
%
%   @error type_error(damas_game, Game); the type errors of the
%   options; the errors of search/3.

game_review(Game, Review, Options) :-
    must_be(list, Options),
    option(nodes(Nodes), Options, 5000),
    must_be(positive_integer, Nodes),
    option(from(From), Options, 0),
    must_be(nonneg, From),
    option(count(Count), Options, inf),
    (   Count == inf
    ->  true
    ;   must_be(positive_integer, Count)
    ),
    option(threshold(Threshold), Options, 150),
    must_be(positive_integer, Threshold),
    SearchOptions0 = [nodes(Nodes)],
    (   option(context(Context), Options)
    ->  SearchOptions = [context(Context)|SearchOptions0]
    ;   SearchOptions = SearchOptions0
    ),
    game_positions(Game, Positions),
    length(Positions, Length),
    Last is Length - 1,
    (   Count == inf
    ->  To = Last
    ;   To is min(Last, From + Count - 1)
    ),
    (   From > To
    ->  Review = []
    ;   Before is max(0, From - 1),
        numlist(Before, To, Plies),
        maplist(position_score(Game, Positions, Last, SearchOptions), Plies, Scored),
        turning_points(Scored, Threshold, From, Review)
    ).

%   position_score(+Game, +Positions, +Last, +Options, +Ply, -Scored):
%   Scored is scored(Ply, Side, Score, Outcome, Best) for the position
%   after Ply moves, Side to move there, searched with the positions
%   before it as its history.

position_score(Game, Positions, Last, Options, Ply,
               scored(Ply, Side, Score, Outcome, Best)) :-
    length(History, Ply),
    append(History, [Position|_], Positions),
    side_to_move(Position, Side),
    (   Ply == Last,
        game_over(Game, result(Result, _))
    ->  result_score(Result, Score, Outcome),
        Best = none
    ;   search(Position, R, [history(History)|Options]),
        side_sign(Side, Sign),
        Score is Sign * R.score,
        search_outcome(R.outcome, Side, Outcome),
        Best = R.move
    ).

result_score(win(white), 10000, win(white)).
result_score(win(black), -10000, win(black)).
result_score(draw, 0, draw).

side_sign(white, 1).
side_sign(black, -1).

search_outcome(win(_), Side, win(Side)) :- !.
search_outcome(loss(_), Side, win(Other)) :- !,
    other_side(Side, Other).
search_outcome(_, _, unknown).

other_side(white, black).
other_side(black, white).

%   turning_points(+Scored, +Threshold, +From, -Review): the review of
%   the plies from From; the ply before it (when there is one) was
%   scored only to tell whether From is a turning point.

turning_points(Scored, Threshold, From, Review) :-
    (   From > 0
    ->  Scored = [Previous|Rest]
    ;   Scored = [Start|Rest],
        Previous = Start,
        Review = [Entry|Review1],
        review_entry(Start, false, Entry)
    ),
    (   From > 0
    ->  Review1 = Review
    ;   true
    ),
    foldl(turning_entry(Threshold), Rest, Review1, Previous, _).

%   A turning point: the side that moved (the side to move before) lost
%   at least Threshold by its move; scores are clamped to a won or lost
%   position's, so that a won game staying won is none.

turning_entry(Threshold, Scored, Entry, Previous, Scored) :-
    Previous = scored(_, Mover, Before, _, _),
    Scored = scored(_, _, After, _, _),
    side_sign(Mover, Sign),
    clamped(Before, B),
    clamped(After, A),
    Loss is Sign * (B - A),
    (   Loss >= Threshold
    ->  Turning = true
    ;   Turning = false
    ),
    review_entry(Scored, Turning, Entry).

clamped(Score, Clamped) :-
    Clamped is max(-1000, min(1000, Score)).

review_entry(scored(Ply, _, Score, Outcome, Best), Turning,
             review{ply: Ply, score: Score, outcome: Outcome, best: Best,
                    turning: Turning}).
