:- module(damas_search,
          [ best_move/2,                % +Position, -Move
            best_move/3,                % +Position, -Move, +Options
            search/3,                   % +Position, -Result, +Options
            evaluate/2,                 % +Position, -Score
            evaluate/3,                 % +Position, -Score, +Options
            search_level/2,             % ?Level, ?Options
            search_heuristic/1,         % ?Heuristic
            search_context_new/2,       % -Context, +Options
            search_context_destroy/1,   % +Context
            search_context_clear/1,     % +Context
            search_context_fits/2,      % +Context, +Position
            search_stop/1               % +Context
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(predicate_options)).
:- use_module('../damas').
:- use_module(kb, [variant_rule/3]).
:- use_module(game, [game_position/2, game_positions/2, game_draw_counts/3]).

:- meta_predicate
    best_move(+, -, :),
    search(+, -, :).

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
where a capture is pending is never taken at face value (nor that of
one where a man is a step from crowning, or where a move offers a
piece for one taken back at once, when that does better).  It runs in C,
checks Prolog's signals every few thousand nodes, and so can be
stopped by Ctrl-C or by call_with_time_limit/2 (the exception comes
through; the library is fine afterwards), except while a file loads
(a directive, or `:- initialization(main).` without a second argument),
where SWI-Prolog delivers no signal: run long searches from
`:- initialization(main, main).` or `swipl -g Goal` (docs/interrupts.md).

## Contexts

A search context (search_context_new/2) keeps the transposition table
and the move-ordering knowledge (the history heuristic) from one search
to the next: the next move of a game, or the same position searched
again, costs far fewer nodes.  search/3 uses the context of its
context(C) option, else a context of its own thread, kept between calls
(re-made when hash(MB) asks for another size), so threads never share
one unless told to.  A context serves one search at a time;
search_stop/1, called from another thread, ends its search early.
A context serves the boards of one engine: those of up to 64 squares,
or with wide(true) the larger ones (search_context_fits/2).
search_context_destroy/1 frees a context's table at once; one merely
dropped waits for atom garbage collection, which making a new context
runs when the tables of contexts not yet freed grow large.

With threads(N), N > 1, the search runs N threads that share the
table (Lazy SMP): the helpers search the same position at varied
depths and fill the table, and the calling thread's result is the
answer.  The helpers need the table (hash(0) searches alone); they
wait in the context's pool between searches.  With one thread a
depth-limited search from a fresh (or cleared) context gives the same
move, score and node count every time.

## Draws in the search

The search knows the draw rules of the position's variant
(library(damas/kb), docs/rules.md): a position occurring for the
draw_repetition-th time (a position met again within the search counts
as a draw at once), draw_kings_only_moves moves of each side with only
kings moving and nothing taken, and draw_three_kings_against_one moves
of the side with three kings against a lone king.  The counts start
from the game's (option game(G), or draw_counts(K, T)), so the engine
moves a man to keep a win alive when the count is about to run out, and
shuffles its kings towards the draw when it is losing.

## How the game is won

The search ends the game as the variant's rule game_won_by says
(docs/rules.md, position_ending/2 of library(damas/game)): a side
without a legal move loses, or in antidraughts (`having_no_move`) wins,
and in breakthrough (`first_king`) the move that crowns wins; win(N)
and loss(N) count the plies to that end.  For a variant won otherwise
than the usual way the endgame database is never probed (its values
are the usual game's), and for `having_no_move` the static evaluation
is negated: fewer pieces and fewer moves count as the better, a rough
guess that nobody tuned (evaluate/2 and library(damas/explain) show
the usual evaluation).  For `first_king` the evaluation is
the usual one.

## Time

With time(S) alone (a fixed time per move: time left unused is lost)
the search deepens until the deadline, which cuts the last iteration.
With clock(Remaining, Increment) it starts an iteration only if the
previous one, grown by the branching factor the iterations so far
show, lets it finish within the budget, saving the rest for later
moves; moves_to_go(N) says the clock must last N more moves (a time
control such as 75 moves in 5 minutes), else it lasts the game.  Either way the budget is a hard deadline, and an iteration it
cuts still gives its move when that move was searched fully and beat
the previous choice.

## Heuristics

The static evaluation, used at the leaves of the search, is one of
(see c_src/search/eval.h for the exact weights):

  - `default`: ours, with weights fitted to self-play games (`make
    tune`, c_src/tools/tune.c).  Each term counts for both sides and
    has one weight with the board full and one with it empty, mixed
    by the pieces left: men and kings; advancement (tempo); men on
    the back rank, in the centre and on the flanks; runaway men
    (nothing of the opponent's can reach their path to the crowning
    row); defensive triangles and men backed from behind; pieces of
    the side to move that the opponent attacks, and pieces the side
    to move can take now (en prise, weighted by hand); the kings'
    mobility, kings that cannot move, and kings on the long diagonal;
    the balance of the men between the two halves of the board; and on
    8x8 boards a weight per square for a man standing there (seen from
    its own side).
    With flying kings, endings the side ahead cannot win score close
    to 0: a lone king against two pieces (a king and a man against a
    king included), three kings against a king that holds the long
    diagonal, and a kings-only edge of at most twice the opponent's
    kings;
  - `hand_set`: the previous `default`, weights set by hand: material
    (man 100, king 300), trading down when ahead, advancement, the
    back rank, the centre, the kings' mobility, the long diagonal and
    kings-only drawn endings;
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
                       history(list),
                       endgame(boolean),
                       context(any),
                       threads(positive_integer),
                       progress(callable),
                       game(any),
                       clock(number, number),
                       moves_to_go(positive_integer),
                       draw_counts(nonneg, nonneg)
                     ]).
:- predicate_options(search_context_new/2, 2,
                     [ hash(nonneg),
                       threads(positive_integer),
                       wide(boolean),
                       for(any)
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
%                 stopped: Boolean, stop_reason: Reason,
%                 heuristic: Heuristic}
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
%   search reached, Nodes the positions visited (by all threads, with
%   threads(N)), Cutoffs the beta cut-offs and Hits the
%   transposition-table hits (of the calling thread), Seconds the time
%   taken, Boolean `true` if a limit
%   other than the depth stopped the search, and Reason why it stopped:
%   `depth` (the depth limit, or 100), `proven` (a win or loss no
%   deeper search can change), `single_move` (the only legal move,
%   played at once), `no_move`, `time_predicted` (with a clock: the next
%   iteration could not be expected to finish in time), `time_out` (the budget ran
%   out inside an iteration), `nodes` or `stopped` (search_stop/1).
%   When a time or node limit cuts an iteration in which a move other
%   than the last iteration's was searched fully and proved better,
%   Move is that move (and Score what it proved, a lower bound).
%   Options:
%
%     - depth(+D)
%       Iterations up to D plies (1 to 100).
%     - time(+Seconds)
%       Wall-clock budget of the call, a hard deadline.  Alone (no
%       clock), the search uses all of it: the deadline cuts the last
%       iteration.
%     - clock(+Remaining, +Increment)
%       The side's clock: Remaining seconds left and Increment added
%       after each move.  The move's target is Remaining/30 +
%       Increment * 0.9 (at most half of Remaining): no iteration starts
%       past it.  An iteration started before it must be expected to
%       end within three times the target (at most a third of
%       Remaining), a hard deadline.  time(S) caps both.
%     - moves_to_go(+N)
%       With clock/2: the time control comes after N more moves of the
%       side (N >= 1), as in "75 moves in 5 minutes".  The target is
%       then Remaining/(N + 1) + Increment * 0.9, so that the budget is
%       spread over the moves it must last and a move kept in hand
%       covers the messages; the deadline is as above.  Without it a
%       clock lasts the game (Remaining/30 a move: a geometric share).
%     - nodes(+N)
%       Stop after about N nodes (of the calling thread).
%     - heuristic(+H)
%       The static evaluation: `default` (the default), `positional`,
%       `triangle` or `material`.
%     - level(+Level)
%       The options of a named level (search_level/2); options given
%       beside it win over the level's.
%     - hash(+MegaBytes)
%       Size of the transposition table of the thread's own context;
%       default 16, 0 for none.  Ignored with context(C).
%     - context(+Context)
%       Search with Context (search_context_new/2) and keep what is
%       learned in it.
%     - threads(+N)
%       Threads searching (default: the context's, 1 for the thread's
%       own context).
%     - progress(:Goal)
%       call(Goal, Info) after each completed iteration, in the calling
%       thread, Info a dict like Result for the search so far (its
%       stop_reason `depth`: the iteration reached its depth).  An
%       exception from Goal ends the search and comes through; a failure
%       is ignored.
%     - game(+Game)
%       A library(damas/game) game whose current position is Position:
%       its positions are the history and its draw counts the counts at
%       the root.
%     - history(+Positions)
%       The positions of the game before Position, oldest first: a
%       move back into one of them counts towards a draw by repetition.
%       Ignored with game(G).
%     - draw_counts(+KingsOnlyPlies, +ThreeKingsMoves)
%       The draw counts at Position: plies of king moves in a row
%       without a capture, and moves the side with three kings made
%       since three kings against one first stood.  Default 0 and 0;
%       ignored with game(G).
%     - endgame(+Boolean)
%       `true` (the default): positions below the root that the
%       endgame database loaded for the variant covers
%       (library(damas/endgame)) are scored from it; `false`: they are
%       searched like any other.
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
%   type_error(list, Ps); type_error(boolean, B) for endgame(B); the errors of a bad position.  A nodes or
%   time limit too large for the engine's counters is never reached,
%   and is no error.
%   @error type_error(damas_search_context, C);
%   type_error(integer, N) and domain_error(damas_search_threads, N)
%   (not 1-64); type_error(callable, Goal); type_error(damas_game, G)
%   and domain_error(game_at_position(Position), G) for a game whose
%   current position is another; type_error(number, R) and
%   domain_error(not_less_than_zero, R) for the clock;
%   type_error(positive_integer, N) for moves_to_go(N);
%   type_error(integer, K) and domain_error(not_less_than_zero, K) for
%   draw counts; permission_error(search, damas_search_context, C) when
%   C is searching in another thread; existence_error(damas_search_context,
%   C) when C was destroyed.

search(Position0, Result, Module:Options) :-
    canonical_position(Position0, Position),
    damas:position_engine(Position, Engine),
    search_options(Options, Module, Position, COptions, Heuristic),
    damas:engine_call(Engine, engine_search(Engine, Position, COptions, Term)),
    result_dict(Term, Position, Heuristic, Result).

%   result_dict(+Term, +Position, +Heuristic, -Result)

result_dict(search_result(Move, Score, Outcome, PV, Depth, Selective, Nodes,
                          Cutoffs, Hits, Seconds, Stopped, Reason),
            Position, Heuristic, Result) :-
    pv_text(PV, Position, Texts),
    (   Seconds > 0
    ->  NPS is round(Nodes / Seconds)
    ;   NPS = 0
    ),
    Result = search_result{move: Move, score: Score, outcome: Outcome,
                           pv: PV, pv_text: Texts, depth: Depth,
                           selective_depth: Selective, nodes: Nodes,
                           cutoffs: Cutoffs, tt_hits: Hits, time: Seconds,
                           nps: NPS, stopped: Stopped, stop_reason: Reason,
                           heuristic: Heuristic}.

%   search_progress(+Goal, +Position, +Term)
%
%   Called by the engine (the glue) after each completed iteration of a
%   search with progress(Goal).

:- public search_progress/3.

search_progress(progress(Goal, Heuristic), Position, Term) :-
    result_dict(Term, Position, Heuristic, Info),
    call(Goal, Info).

%   search_options(+Options, -COptions, -Heuristic)
%
%   COptions are Options checked, the level's added, in the shape the
%   foreign engine_search/4 takes.

search_options(Options, Module, Position, COptions, Heuristic) :-
    must_be(list, Options),
    with_level(Options, Options1),
    limit_option(depth, Options1, Depth, check_depth),
    limit_option(time, Options1, Time1, check_time),
    clock_time(Options1, Time1, Time0, TargetOptions),
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
    option(endgame(Endgame), Options1, true),
    must_be(boolean, Endgame),
    option(threads(Threads), Options1, default),
    (   Threads == default
    ->  ThreadOptions = []
    ;   check_threads(Threads),
        ThreadOptions = [threads(Threads)]
    ),
    damas:position_engine(Position, Engine),
    damas:engine_module(Engine, EngineModule),
    (   option(context(Context), Options1)
    ->  check_engine_context(EngineModule, Context)
    ;   thread_context(EngineModule, MegaBytes, Context)
    ),
    (   option(progress(Goal), Options1)
    ->  must_be(callable, Goal),
        ProgressOptions = [progress(progress(Module:Goal, Heuristic))]
    ;   ProgressOptions = []
    ),
    game_history(Options1, Position, History, KingsOnly, ThreeKings),
    draw_rules(Position, DrawRules),
    arg(1, Position, Variant),
    variant_rule(Variant, game_won_by, WonBy),
    append([ Limits, TargetOptions,
             [ heuristic(Heuristic), hash(MegaBytes), history(History),
               context(Context), DrawRules, draw_counts(KingsOnly, ThreeKings),
               game_won_by(WonBy),
                endgame(Endgame)
             ],
             ThreadOptions, ProgressOptions
           ], COptions).

%   clock_time(+Options, +TimeLimit, -Limit, -TargetOptions): a
%   clock(Remaining, Increment) option gives a target, the time this
%   move should take (Remaining/Share + Increment * 0.9, at most half
%   of Remaining), and a deadline three times as far (at most a third
%   of Remaining): no iteration starts past the target, none that is
%   not expected to end by the deadline.  time(S) caps both.  Share is
%   30, or N + 1 with moves_to_go(N).

clock_time(Options, Time0, Time, TargetOptions) :-
    clock_share(Options, Share),
    (   option(clock(Remaining, Increment), Options)
    ->  must_be(number, Remaining),
        must_be(number, Increment),
        nonneg_number(Remaining),
        nonneg_number(Increment),
        Target0 is max(min(Remaining / Share + Increment * 0.9, Remaining / 2), 0.001),
        Deadline0 is max(Target0, min(3 * Target0, Remaining / 3)),
        (   Time0 = time(Cap)
        ->  Target is min(Target0, Cap),
            Deadline is min(Deadline0, Cap)
        ;   Target = Target0,
            Deadline = Deadline0
        ),
        Time = time(Deadline),
        TargetOptions = [target(Target)]
    ;   Time = Time0,
        TargetOptions = []
    ).

%   clock_share(+Options, -Share): the part of the clock a move may
%   take: 1/(N + 1) for N moves to the time control, else 1/30.

clock_share(Options, Share) :-
    (   option(moves_to_go(Moves), Options)
    ->  must_be(positive_integer, Moves),
        Share is Moves + 1
    ;   Share = 30
    ).

nonneg_number(X) :-
    (   X >= 0
    ->  true
    ;   domain_error(not_less_than_zero, X)
    ).

check_threads(Threads) :-
    must_be(integer, Threads),
    (   between(1, 64, Threads)
    ->  true
    ;   domain_error(damas_search_threads, Threads)
    ).

%   context_module(+Context, -EngineModule): the module of the foreign
%   predicates of the engine whose context Context is, told by its
%   blob type.

context_module(Context, Module) :-
    (   var(Context)
    ->  instantiation_error(Context)
    ;   blob(Context, damas_search_context)
    ->  Module = damas
    ;   blob(Context, damas_wide_search_context)
    ->  Module = damas_wide
    ;   type_error(damas_search_context, Context)
    ).

%   check_engine_context(+EngineModule, +Context)
%
%   Context, of the option context(Context), can serve a search of the
%   engine whose foreign predicates are in EngineModule: a context made
%   with wide(true) serves the wide engine (boards of more than 64
%   squares, docs/architecture.md), the others the 64-bit engine.

check_engine_context(EngineModule, Context) :-
    context_module(Context, ContextModule),
    (   ContextModule == EngineModule
    ->  true
    ;   EngineModule == damas
    ->  domain_error(damas_search_context_for_boards_up_to_64_squares, Context)
    ;   domain_error(damas_search_context_for_boards_of_more_than_64_squares, Context)
    ).

%   thread_context(+EngineModule, +MegaBytes, -Context)
%
%   The calling thread's own context for the engine of EngineModule,
%   kept in a global variable (each thread has its own), re-made for
%   another table size.

thread_context(damas, MegaBytes, Context) :-
    (   nb_current(damas_search_thread_context, context(MegaBytes, Context0))
    ->  Context = Context0
    ;   search_context_new(Context, [hash(MegaBytes)]),
        nb_setval(damas_search_thread_context, context(MegaBytes, Context))
    ).
thread_context(damas_wide, MegaBytes, Context) :-
    (   nb_current(damas_wide_search_thread_context, context(MegaBytes, Context0))
    ->  Context = Context0
    ;   search_context_new(Context, [hash(MegaBytes), wide(true)]),
        nb_setval(damas_wide_search_thread_context, context(MegaBytes, Context))
    ).

%   game_history(+Options, +Position, -History, -KingsOnly, -ThreeKings)

game_history(Options, Position, History, KingsOnly, ThreeKings) :-
    (   option(game(Game), Options)
    ->  game_position(Game, Current),
        (   Current == Position
        ->  true
        ;   domain_error(game_at_position(Position), Game)
        ),
        game_positions(Game, Positions),
        append(History, [_], Positions),
        game_draw_counts(Game, KingsOnly, ThreeKings0),
        (   ThreeKings0 = _-ThreeKings
        ->  true
        ;   ThreeKings = 0
        )
    ;   option(history(History), Options, []),
        must_be(list, History),
        (   option(draw_counts(KingsOnly, ThreeKings), Options)
        ->  must_be(integer, KingsOnly),
            must_be(integer, ThreeKings),
            nonneg_number(KingsOnly),
            nonneg_number(ThreeKings)
        ;   KingsOnly = 0,
            ThreeKings = 0
        )
    ).

%   draw_rules(+Position, -Rules): the draw rules of the position's
%   variant, as engine_search/4 takes them.

draw_rules(Position, draw_rules(Repetition, KingsOnly, ThreeKings)) :-
    arg(1, Position, Variant),
    variant_rule(Variant, draw_repetition, Repetition),
    variant_rule(Variant, draw_kings_only_moves, KingsOnly),
    variant_rule(Variant, draw_three_kings_against_one, ThreeKings).

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

                 /*******************************
                 *           CONTEXTS           *
                 *******************************/

%!  search_context_new(-Context, +Options) is det.
%
%   Context is a new search context: a transposition table and
%   move-ordering knowledge that search/3 with context(Context) uses and
%   keeps from one search to the next.  search_context_destroy/1 frees
%   it; else it is freed when no term refers to it any more (atom
%   garbage collection, which making a context runs when the tables of
%   contexts not yet freed pass 256 MB, or twice what the last one
%   left).  Making one takes no time whatever its size: the system
%   zeroes the table's pages as the search first writes them.  Options:
%
%     - hash(+MegaBytes)
%       Size of the table, default 16; 0 for none.
%     - threads(+N)
%       Threads its searches use unless search/3 says otherwise
%       (default 1).
%     - wide(+Boolean)
%       `false` (the default): a context for the boards of up to 64
%       squares; `true`: for the larger boards (12x12), which the wide
%       engine searches (docs/architecture.md).  search_context_fits/2
%       tells which a position needs.
%     - for(+Position)
%       A context for Position's board: wide(true) if it has more than
%       64 squares (for/1 decides over wide/1).
%
%   @error type_error(list, Options); type_error(integer, M),
%   domain_error(not_less_than_zero, M), resource_error(memory);
%   type_error(integer, N), domain_error(damas_search_threads, N);
%   type_error(boolean, W); the errors of a bad position for for/1.

search_context_new(Context, Options) :-
    must_be(list, Options),
    option(hash(MegaBytes), Options, 16),
    must_be(integer, MegaBytes),
    (   MegaBytes >= 0
    ->  true
    ;   domain_error(not_less_than_zero, MegaBytes)
    ),
    (   MegaBytes >= 1<<44
    ->  resource_error(memory)
    ;   true
    ),
    option(threads(Threads), Options, 1),
    check_threads(Threads),
    (   option(for(Position0), Options)
    ->  canonical_position(Position0, Position),
        damas:position_engine(Position, Engine),
        damas:engine_module(Engine, Module),
        (   Module == damas_wide -> Wide = true ; Wide = false )
    ;   option(wide(Wide), Options, false),
        must_be(boolean, Wide)
    ),
    (   Wide == true
    ->  damas_wide:engine_search_context_new(MegaBytes, Threads, Context)
    ;   damas:engine_search_context_new(MegaBytes, Threads, Context)
    ).

%!  search_context_fits(+Context, +Position) is semidet.
%
%   True if search/3 of Position can search with Context: Context was
%   made with wide(true) and Position's board has more than 64 squares,
%   or the other way round.
%
%   @error type_error(damas_search_context, Context); the errors of a
%   bad position.

search_context_fits(Context, Position0) :-
    context_module(Context, ContextModule),
    canonical_position(Position0, Position),
    damas:position_engine(Position, Engine),
    damas:engine_module(Engine, ContextModule).

%!  search_context_destroy(+Context) is det.
%
%   Frees Context's table now, or, when a search in another thread is
%   using it, stops that search (as search_stop/1) and frees the table
%   as soon as it returns.  Context can then no longer be used; to
%   destroy it again does nothing.  A context for one task:
%
%       setup_call_cleanup(search_context_new(C, [hash(256)]),
%                          play_with(C),
%                          search_context_destroy(C))
%
%   @error type_error(damas_search_context, Context).

search_context_destroy(Context) :-
    context_module(Context, Module),
    Module:engine_search_context_destroy(Context).

%!  search_context_clear(+Context) is det.
%
%   Context forgets its table and move-ordering knowledge: the next
%   search with it is like one with a new context.
%
%   @error type_error(damas_search_context, Context);
%   permission_error(clear, damas_search_context, Context) while Context
%   is searching; existence_error(damas_search_context, Context) once
%   destroyed.

search_context_clear(Context) :-
    context_module(Context, Module),
    Module:engine_search_context_clear(Context).

%!  search_stop(+Context) is det.
%
%   Called from another thread: the search running with Context ends as
%   soon as it can and returns the best move of its last completed
%   iteration (stop_reason `stopped`).  Returns at once; does nothing if
%   Context is not searching.
%
%   @error type_error(damas_search_context, Context);
%   existence_error(damas_search_context, Context) once destroyed.

search_stop(Context) :-
    context_module(Context, Module),
    Module:engine_search_context_stop(Context).

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

evaluate(Position0, Score, Options) :-
    must_be(list, Options),
    option(heuristic(Heuristic), Options, default),
    check_heuristic(Heuristic),
    canonical_position(Position0, Position),
    damas:position_engine(Position, Engine),
    damas:engine_call(Engine, engine_evaluate(Engine, Position, Heuristic, Score)).
