:- module(damas_search,
          [ best_move/2,                % +Position, -Move
            best_move/3,                % +Position, -Move, +Options
            search/3,                   % +Position, -Result, +Options
            evaluate/2,                 % +Position, -Score
            evaluate/3,                 % +Position, -Score, +Options
            search_level/2,             % ?Level, ?Options
            search_heuristic/1          % ?Heuristic
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(predicate_options)).
:- use_module('../damas').

/** <module> The engine: the best move, and why

This library asks the C engine for the best move of a position and
for the reasons: the score it expects, the line of play it expects
(the principal variation) and what the search did to find them.

    ?- initial_position(P), search(P, R, [time(0.5)]),
       format("~w ~w ~w~n", [R.pv_text, R.score, R.depth]).

The search is iterative deepening with principal variation search (an
alpha-beta search with null windows), a transposition table, move
ordering (table move, captures and crownings, killer moves, history)
and a capture search at the horizon, so that the score of a position
where a capture is pending is never taken at face value.  It runs in C,
checks Prolog's signals every few thousand nodes, and so can be
stopped by Ctrl-C or by call_with_time_limit/2 (the exception comes
through; the library is fine afterwards), except while a file loads
(a directive, or `:- initialization(main).` without a second argument),
where SWI-Prolog delivers no signal: run long searches from
`:- initialization(main, main).` or `swipl -g Goal` (docs/interrupts.md).
Every call owns its table:
any number of threads may search at once.

## Heuristics

The static evaluation, used at the leaves of the search, is one of
(see c_src/eval.h for the exact weights):

  - `default`: ours, with weights fitted to self-play games (`make
    tune`, c_src/tune_main.c).  Each term counts for both sides and
    has one weight with the board full and one with it empty, mixed
    by the pieces left: men and kings; advancement (tempo); men on
    the back rank, in the centre and on the flanks; runaway men
    (nothing of the opponent's can reach their path to the crowning
    row); defensive triangles and men backed from behind; pieces of
    the side to move that the opponent attacks, and pieces the side
    to move can take now (en prise, weighted by hand); the kings'
    mobility, kings that cannot move, and kings on the long diagonal.
    With flying kings, endings the side ahead cannot win score close
    to 0: a lone king against two pieces (a king and a man against a
    king included), three kings against a king that holds the long
    diagonal, and a kings-only edge of at most twice the opponent's
    kings;
  - `hand_set`: the previous `default`, weights set by hand: material
    (man 100, king 300), trading down when ahead, advancement, the
    back rank, the centre, the kings' mobility, the long diagonal and
    kings-only drawn endings.  The tuner's self-play games use it, so
    that they do not depend on the weights being fitted;
  - `positional`: the classroom programs' weights per square: man 5, a
    man one step from crowning 7, king 10 (scaled: a man = 100);
  - `triangle`: the classroom programs' "defensive triangle": the share
    of the material, 10 a man on the back rank, 25 a defensive
    triangle;
  - `material`: man 100, king 300, nothing else; the count of the
    alpha-beta classroom program.

Scores are from the point of view of the side to move; a man is
worth 100 under `hand_set`, `positional` and `material`, and under
`default` with the board full (its value grows as pieces leave).

## Levels

Named levels for players (search_level/2):

  | Level    | Options                            |
  |----------|------------------------------------|
  | easy     | depth(3), heuristic(material)      |
  | medium   | depth(4), heuristic(positional)    |
  | hard     | depth(5), heuristic(default)       |
  | expert   | time(1)                            |
  | master   | time(5)                            |

easy, medium and hard search as deep as the classroom programs did
(3, 4 and 5 plies), but with our search: the capture search and the
single-move extension see further than plain minimax at the same
depth.  easy counts material, as the classroom alpha-beta program did,
medium uses the classroom positional weights, hard our heuristic
(matched at equal depth, material < positional < triangle < default).
expert and master search by time with the default heuristic.
*/

:- predicate_options(search/3, 3,
                     [ depth(positive_integer),
                       time(number),
                       nodes(positive_integer),
                       heuristic(oneof([default, positional, triangle, material, hand_set])),
                       level(atom),
                       hash(nonneg),
                       history(list)
                     ]).
:- predicate_options(best_move/3, 3, [pass_to(search/3, 3)]).
:- predicate_options(evaluate/3, 3,
                     [heuristic(oneof([default, positional, triangle, material,
                                          hand_set]))]).


                 /*******************************
                 *            LEVELS            *
                 *******************************/

%!  search_level(?Level, ?Options) is nondet.
%
%   Options are the search options of the named Level: `easy`,
%   `medium`, `hard`, `expert` or `master`, from weakest to strongest
%   (see the table in the module documentation).

search_level(easy,   [depth(3), heuristic(material)]).
search_level(medium, [depth(4), heuristic(positional)]).
search_level(hard,   [depth(5), heuristic(default)]).
search_level(expert, [time(1)]).
search_level(master, [time(5)]).

%!  search_heuristic(?Heuristic) is nondet.
%
%   Heuristic is a static evaluation the engine knows: `default`,
%   `positional`, `triangle`, `material` or `hand_set` (see the
%   module documentation).

search_heuristic(default).
search_heuristic(positional).
search_heuristic(triangle).
search_heuristic(material).
search_heuristic(hand_set).


                 /*******************************
                 *            SEARCH            *
                 *******************************/

%!  best_move(+Position, -Move) is semidet.
%!  best_move(+Position, -Move, +Options) is semidet.
%
%   Move is the engine's best move in Position, a legal move term.
%   Fails if the side to move has no legal move.  Options as for
%   search/3.

best_move(Position, Move) :-
    best_move(Position, Move, []).

best_move(Position, Move, Options) :-
    search(Position, Result, Options),
    Result.move \== none,
    Move = Result.move.

%!  search(+Position, -Result, +Options) is det.
%
%   Searches Position and gives Result, the dict
%
%   ```
%   search_result{move: Move, score: Score, outcome: Outcome,
%                 pv: Moves, pv_text: Texts, depth: Depth,
%                 selective_depth: Plies, nodes: Nodes, cutoffs: Cutoffs,
%                 tt_hits: Hits, time: Seconds, nps: NodesPerSecond,
%                 stopped: Boolean, heuristic: Heuristic}
%   ```
%
%   Move is the best legal move (`none` if the side to move has none),
%   Score its value for the side to move (a man is 100), Outcome
%   `unknown`, or win(Plies) or loss(Plies) when the search has found
%   that the side to move wins or loses within Plies plies whatever the
%   other does.  Moves is the principal variation: the line of play,
%   Move first, that the search expects (move terms, each legal in the
%   position the previous ones lead to), and Texts the same in numeric
%   notation.  Depth is the last iteration completed (0 when the only
%   legal move was played at once), Plies the deepest ply the capture
%   search reached, Nodes the positions visited, Cutoffs the beta
%   cut-offs, Hits the transposition-table hits, Seconds the time
%   taken, Boolean `true` if a limit other than the depth stopped the
%   search.  Options:
%
%     - depth(+D)
%       Iterations up to D plies (1 to 100).
%     - time(+Seconds)
%       Wall-clock budget of the call.  The search starts no iteration
%       it cannot expect to finish, so it often uses less.
%     - nodes(+N)
%       Stop after about N nodes.
%     - heuristic(+H)
%       The static evaluation: `default` (the default), `positional`,
%       `triangle` or `material`.
%     - level(+Level)
%       The options of a named level (search_level/2); options given
%       beside it win over the level's.
%     - hash(+MegaBytes)
%       Size of the transposition table, which lives for the call;
%       default 16, 0 for none.
%     - history(+Positions)
%       The positions of the game before Position, oldest first: a
%       move back into one of them is scored as a draw (repetition).
%
%   The search stops at the first limit reached.  Without depth, time
%   or nodes (from the options or a level) it searches for 1 second.
%
%   @error type_error(list, Options); for an option:
%   type_error(integer, D) and domain_error(search_depth, D) (not
%   1-100); type_error(number, S) and domain_error(positive_number, S);
%   type_error(integer, N) and domain_error(positive_integer, N);
%   type_error(atom, H) and domain_error(damas_heuristic, H);
%   type_error(atom, L) and domain_error(damas_level, L);
%   type_error(integer, M) and domain_error(not_less_than_zero, M);
%   resource_error(memory) for a table that cannot be allocated;
%   type_error(list, Ps); the errors of a bad position.  A nodes or
%   time limit too large for the engine's counters is never reached,
%   and is no error.

search(Position, Result, Options) :-
    search_options(Options, COptions, Heuristic),
    damas:position_engine(Position, Engine),
    damas:engine_search(Engine, Position, COptions,
                        search_result(Move, Score, Outcome, PV, Depth, Selective,
                                      Nodes, Cutoffs, Hits, Seconds, Stopped)),
    pv_text(PV, Position, Texts),
    (   Seconds > 0
    ->  NPS is round(Nodes / Seconds)
    ;   NPS = 0
    ),
    Result = search_result{move: Move, score: Score, outcome: Outcome,
                           pv: PV, pv_text: Texts, depth: Depth,
                           selective_depth: Selective, nodes: Nodes,
                           cutoffs: Cutoffs, tt_hits: Hits, time: Seconds,
                           nps: NPS, stopped: Stopped, heuristic: Heuristic}.

%   search_options(+Options, -COptions, -Heuristic)
%
%   COptions are Options checked, the level's added, in the shape the
%   foreign engine_search/4 takes.

search_options(Options, COptions, Heuristic) :-
    must_be(list, Options),
    with_level(Options, Options1),
    limit_option(depth, Options1, Depth, check_depth),
    limit_option(time, Options1, Time0, check_time),
    limit_option(nodes, Options1, Nodes0, check_nodes),
    engine_limit(Time0, Time),
    engine_limit(Nodes0, Nodes),
    (   Depth == none, Time == none, Nodes == none
    ->  Limits = [time(1)]
    ;   exclude(==(none), [Depth, Time, Nodes], Limits)
    ),
    option(heuristic(Heuristic), Options1, default),
    check_heuristic(Heuristic),
    option(hash(MegaBytes), Options1, 16),
    must_be(integer, MegaBytes),
    (   MegaBytes >= 0
    ->  true
    ;   domain_error(not_less_than_zero, MegaBytes)
    ),
    (   MegaBytes >= 1<<44      % 2^64 bytes: more than any memory
    ->  resource_error(memory)
    ;   true
    ),
    option(history(History), Options1, []),
    must_be(list, History),
    append(Limits, [heuristic(Heuristic), hash(MegaBytes), history(History)],
           COptions).

with_level(Options, Options1) :-
    (   option(level(Level), Options)
    ->  must_be(atom, Level),
        (   search_level(Level, LevelOptions)
        ->  append(Options, LevelOptions, Options1)
        ;   domain_error(damas_level, Level)
        )
    ;   Options1 = Options
    ).

%   limit_option(+Name, +Options, -Limit, +Check): Limit is Name(Value)
%   from Options, checked, or `none`.

limit_option(Name, Options, Limit, Check) :-
    functor(Option, Name, 1),
    (   option(Option, Options)
    ->  arg(1, Option, Value),
        call(Check, Value),
        Limit = Option
    ;   Limit = none
    ).

%   engine_limit(+Limit, -EngineLimit): the engine takes 64-bit node
%   counts and double seconds.  A larger limit is never reached, so the
%   largest the engine takes means the same.

engine_limit(none, none).
engine_limit(nodes(Nodes), nodes(EngineNodes)) :-
    EngineNodes is min(Nodes, 0xFFFFFFFFFFFFFFFF).
engine_limit(time(Seconds), time(EngineSeconds)) :-
    EngineSeconds is min(Seconds, 1.0e15).

check_depth(Depth) :-
    must_be(integer, Depth),
    (   between(1, 100, Depth)
    ->  true
    ;   domain_error(search_depth, Depth)
    ).

check_time(Seconds) :-
    must_be(number, Seconds),
    (   Seconds > 0
    ->  true
    ;   domain_error(positive_number, Seconds)
    ).

check_nodes(Nodes) :-
    must_be(integer, Nodes),
    (   Nodes >= 1
    ->  true
    ;   domain_error(positive_integer, Nodes)
    ).

check_heuristic(Heuristic) :-
    must_be(atom, Heuristic),
    (   search_heuristic(Heuristic)
    ->  true
    ;   domain_error(damas_heuristic, Heuristic)
    ).

pv_text([], _, []).
pv_text([Move|Moves], Position, [Text|Texts]) :-
    move_text(Position, Move, Text),
    make_move(Position, Move, Next),
    pv_text(Moves, Next, Texts).


                 /*******************************
                 *          EVALUATION          *
                 *******************************/

%!  evaluate(+Position, -Score) is det.
%!  evaluate(+Position, -Score, +Options) is det.
%
%   Score is the static evaluation of Position for the side to move,
%   without any search (so a pending capture is not seen: search/3
%   with depth(1) sees it).  Options:
%
%     - heuristic(+H)
%       `default` (the default), `positional`, `triangle` or
%       `material`.
%
%   @error type_error(atom, H), domain_error(damas_heuristic, H).

evaluate(Position, Score) :-
    evaluate(Position, Score, []).

evaluate(Position, Score, Options) :-
    must_be(list, Options),
    option(heuristic(Heuristic), Options, default),
    check_heuristic(Heuristic),
    damas:position_engine(Position, Engine),
    damas:engine_evaluate(Engine, Position, Heuristic, Score).
