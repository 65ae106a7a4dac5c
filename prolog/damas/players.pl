:- module(damas_players,
          [ player_move/3,              % +Player, +Position, -Move
            player_move/4,              % +Player, +Position, -Move, -Stats
            player_move/5,              % +Player, +Position, -Move, -Stats, +Options
            current_player/1,           % ?Player
            with_players/2,             % +Players, :Goal
            player_description/2,       % ?Player, -Text
            player_search_context/2,    % +Player, -Context
            player_search_context/3,    % +Player, +Position, -Context
            uff_move_score/3,           % +Position, +Move, -Score
            uff_move_features/3         % +Position, +Move, -Features
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(random)).
:- use_module('../damas').
:- use_module(search).
:- use_module(book, [variant_book/2, book_move/3, book_entry/3]).
:- use_module(hub/client).
:- use_module(game, [game_positions/2, position_ending/2]).

:- meta_predicate with_players(+, 0).

/** <module> Players: programs that choose a move

A _player_ is a term that names a way of choosing a move.  This module
holds the baseline players of the classroom programs our users come
from, written as teaching examples on top of the public API of
library(damas): each idea is a short clause whose head says what it
is.

  - `random`
    Any legal move, chosen at random.
  - `capture_first`
    A capture that takes the most pieces if there is one, else any move
    at random.  (Under the Brazilian rules a capture is mandatory and
    must take the most pieces, so legal_moves/2 already holds only such
    captures, and this player plays like `random`; it differs from it
    in variants without the majority rule.)
  - minimax(Depth)
    Plain minimax over Depth plies, without pruning, scoring moves with
    the heuristic of the UFF (Universidade Federal Fluminense) university
    project of 2019; see uff_move_score/3 and the section on minimax
    below.
  - level(Level)
    The C engine at a named level: `easy`, `medium`, `hard`, `expert`
    or `master` (search_level/2 in library(damas/search)).
  - search(Options)
    The C engine with the options of search/3, e.g. search([time(0.1)])
    or search([depth(6), heuristic(triangle)]); and book(true), the
    shipped opening book of the variant (variant_book/2 of
    library(damas/book)), or book(Book), a book loaded by book_load/2:
    a position in the book is answered by its best book move, without a
    search (the stats then have book: true).
  - hub(Command), hub(Command, Options)
    Any engine that speaks the Hub protocol (docs/hub.md), run as a
    process: Command is a list, the executable and its arguments, e.g.
    hub(['build/bin/damas-hub']).  Options: move_time(Seconds) (default
    1), depth(D) or nodes(N), the engine's `level`; params(List) of
    Name=Value engine parameters.  Inside with_players/2 the engine
    process lives as long as the goal (a match starts it once);
    otherwise it is started and stopped for each move.  An engine that
    dies, says nothing in time or answers no legal move raises
    hub_engine_error(Reason, Detail) (library(damas/hub/client)).

Every player chooses among the legal moves only, and fails when the
side to move has none (the game is then over: that side has lost, or
won in antidraughts).

## Plain minimax

minimax(Depth) looks at every line of play Depth plies long (its
moves, the replies, its answers, ...), nothing pruned.  The value of a
line is the balance of its moves' UFF scores (uff_move_score/3): the
scores of the player's own moves are added, those of the opponent's
moves subtracted.  A line that ends early because a side has no legal
move is worth -1000 to that side, more than any balance of scores; in
a variant won otherwise (rule game_won_by, docs/rules.md) a line that
ends the game, at any depth, is worth 1000 to the winner and -1000 to
the loser.
The player assumes that each side picks, at each position, the move
whose best line is best for it, and plays a move of the greatest
value at the root (one at random among equals).  Depth 1 is the greedy
player: the move of the best UFF score.

## Randomness

The players that choose at random (`random`, `capture_first`, and
minimax(Depth) among moves of equal value) use library(random), whose
state belongs to the calling thread.  Seed it for a repeatable
sequence of choices:

    ?- set_random(seed(42)), initial_position(P),
       player_move(random, P, Move).

The match runner (library(damas/match)) does this for its seed(S)
option.
*/


                 /*******************************
                 *          THE PLAYERS         *
                 *******************************/

%!  current_player(?Player) is nondet.
%
%   Player is a player this module knows.  Enumerates `random`,
%   `capture_first`, minimax(Depth), level(Level) for each named level
%   and search(Options), the parameters Depth and Options left unbound.
%   With Player ground, true if it is a valid player: Depth a positive
%   integer, Level a named level, Options a list.

current_player(Player) :-
    (   ground(Player)
    ->  valid_player(Player)
    ;   player_kind(Player)
    ).

player_kind(random).
player_kind(capture_first).
player_kind(minimax(_Depth)).
player_kind(level(Level)) :-
    search_level(Level, _).
player_kind(search(_Options)).
player_kind(hub(_Command)).
player_kind(hub(_Command, _Options)).

valid_player(random).
valid_player(capture_first).
valid_player(minimax(Depth)) :-
    integer(Depth),
    Depth >= 1.
valid_player(level(Level)) :-
    atom(Level),
    search_level(Level, _).
valid_player(search(Options)) :-
    is_list(Options).
valid_player(hub(Command)) :-
    valid_command(Command).
valid_player(hub(Command, Options)) :-
    valid_command(Command),
    is_list(Options).

valid_command(Command) :-
    is_list(Command),
    Command = [_|_],
    forall(member(Part, Command), text(Part)).

text(Part) :- atom(Part).
text(Part) :- string(Part).

%!  player_description(?Player, -Text) is nondet.
%
%   Text (a string) says in a sentence how Player chooses its moves.

player_description(Player, Text) :-
    current_player(Player),
    description(Player, Text).

description(random, "any legal move, at random").
description(capture_first,
            "a capture of the most pieces if there is one, else any move, at random").
description(minimax(Depth), Text) :-
    (   var(Depth)
    ->  Text = "plain minimax over Depth plies, UFF heuristic, no pruning"
    ;   format(string(Text),
               "plain minimax over ~w plies, UFF heuristic, no pruning", [Depth])
    ).
description(level(Level), Text) :-
    search_level(Level, Options),
    search_words(Options, Words),
    format(string(Text), "the engine, ~w", [Words]).
description(search(Options), Text) :-
    (   var(Options)
    ->  Text = "the engine with the options of search/3"
    ;   search_words(Options, Words),
        format(string(Text), "the engine, ~w", [Words])
    ).
description(hub(Command), Text) :-
    description(hub(Command, []), Text).
description(hub(Command, Options), Text) :-
    (   var(Command)
    ->  Text = "a Hub engine run as a process"
    ;   atomic_list_concat(Command, ' ', Line),
        format(string(Text), "the Hub engine `~w` with options ~q", [Line, Options])
    ).

%   search_words(+Options, -Words): what search options make the engine
%   do, in words, for a person choosing a level: "looking 3 half-moves
%   ahead, counting the pieces only".  An option without words of its
%   own is shown as written.

search_words(Options, Words) :-
    (   Options == []
    ->  Words = "thinking 1 second a move"
    ;   maplist(search_option_words, Options, Parts),
        atomic_list_concat(Parts, ', ', Words)
    ).

search_option_words(depth(Depth), Words) :-
    integer(Depth),
    !,
    format(string(Words), "looking ~d half-moves ahead", [Depth]).
search_option_words(time(Seconds), Words) :-
    number(Seconds),
    !,
    (   Seconds =:= 1
    ->  Words = "thinking 1 second a move"
    ;   format(string(Words), "thinking ~w seconds a move", [Seconds])
    ).
search_option_words(nodes(Nodes), Words) :-
    integer(Nodes),
    !,
    format(string(Words), "looking at ~D positions a move", [Nodes]).
search_option_words(heuristic(Heuristic), Words) :-
    heuristic_words(Heuristic, Words),
    !.
search_option_words(book(true), "playing the opening book") :-
    !.
search_option_words(Option, Words) :-
    format(string(Words), "~q", [Option]).

heuristic_words(material, "counting the pieces only").
heuristic_words(positional, "weighing where the pieces stand").
heuristic_words(triangle, "with the triangle evaluation").
heuristic_words(hand_set, "with the hand-set evaluation").
heuristic_words(default, "with its full evaluation").


                 /*******************************
                 *        CHOOSING A MOVE       *
                 *******************************/

%!  player_move(+Player, +Position, -Move) is semidet.
%!  player_move(+Player, +Position, -Move, -Stats) is semidet.
%!  player_move(+Player, +Position, -Move, -Stats, +Options) is semidet.
%
%   Move is the legal move that Player chooses in Position.  Fails if
%   the side to move has no legal move.  Stats is a dict
%
%       stats{time: Seconds, nodes: Visited, pruned: Pruned}
%
%   with the wall-clock seconds the choice took, the positions visited
%   and the cut-offs made (an engine player also gives its depth and
%   score).  `random` and `capture_first` search nothing: 0 nodes.
%   Options:
%
%     - history(+Positions)
%       The positions of the game before Position, oldest first.  The
%       engine players avoid (or seek) a draw by repetition with them;
%       the others ignore them.
%     - game(+Game)
%       The library(damas/game) game whose current position is
%       Position: the engine players take its history and draw counts
%       (and ignore history(Positions)).
%     - context(+Context)
%       The engine players search with this search context (from
%       player_search_context/2), keeping what they learn for the next
%       move of the game.
%     - clock(+Remaining, +Increment, +MovesToGo)
%       The side's clock: Remaining seconds, Increment added a move,
%       MovesToGo moves to the time control or `none`.  The engine
%       players take it as search/3's clock/2 and moves_to_go/1 (a time
%       of their own caps it); a Hub engine as `level time=...`, in
%       place of its own move time.  The others ignore it.
%
%   @error domain_error(damas_player, Player) for an unknown player,
%   instantiation_error if it is not ground.

player_move(Player, Position, Move) :-
    player_move(Player, Position, Move, _Stats, []).

player_move(Player, Position, Move, Stats) :-
    player_move(Player, Position, Move, Stats, []).

player_move(Player, Position0, Move, Stats, Options) :-
    canonical_position(Position0, Position),
    must_be_player(Player),
    must_be(list, Options),
    get_time(Start),
    choose_move(Player, Position, Options, Move, Stats0),
    get_time(End),
    Seconds is End - Start,
    Stats = Stats0.put(time, Seconds).

%!  player_search_context(+Player, -Context) is det.
%
%   Context is a new search context (library(damas/search)) for the
%   engine Player, with the table size and threads of its options
%   (hash(MB), threads(N)), to be passed to player_move/5 as
%   context(Context) for every move of one game; `none` for a player
%   that does not search.
%
%   @error as player_move/5 for a bad player; the errors of
%   search_context_new/2.

player_search_context(Player, Context) :-
    player_search_context_(Player, [], Context).

%!  player_search_context(+Player, +Position, -Context) is det.
%
%   As player_search_context/2, Context for the board of Position: the
%   boards of more than 64 squares are searched with contexts of their
%   own (search_context_new/2, option for/1).
%
%   @error as player_search_context/2; the errors of a bad position.

player_search_context(Player, Position, Context) :-
    player_search_context_(Player, [for(Position)], Context).

player_search_context_(Player, Board, Context) :-
    must_be_player(Player),
    (   player_search_options(Player, SearchOptions)
    ->  include(context_option, SearchOptions, ContextOptions),
        append(Board, ContextOptions, Options),
        search_context_new(Context, Options)
    ;   Context = none
    ).

player_search_options(level(Level), Options) :-
    search_level(Level, Options).
player_search_options(search(Options), Options).

context_option(hash(_)).
context_option(threads(_)).

must_be_player(Player) :-
    (   \+ ground(Player)
    ->  instantiation_error(Player)
    ;   current_player(Player)
    ->  true
    ;   domain_error(damas_player, Player)
    ).

%   choose_move(+Player, +Position, +Options, -Move, -Stats) is semidet.
%
%   One clause per player.

choose_move(random, Position, _, Move, stats{nodes: 0, pruned: 0}) :-
    legal_moves(Position, Moves),
    random_member(Move, Moves).
choose_move(capture_first, Position, _, Move, stats{nodes: 0, pruned: 0}) :-
    legal_moves(Position, Moves),
    longest_captures(Moves, Captures),
    (   Captures = [_|_]
    ->  random_member(Move, Captures)
    ;   random_member(Move, Moves)
    ).
choose_move(minimax(Depth), Position, _, Move, stats{nodes: Nodes, pruned: 0}) :-
    minimax_move(Depth, Position, Move, Nodes).
choose_move(level(Level), Position, Options, Move, Stats) :-
    engine_move(Position, [level(Level)], Options, Move, Stats).
choose_move(search(SearchOptions), Position, Options, Move, Stats) :-
    engine_move(Position, SearchOptions, Options, Move, Stats).
choose_move(hub(Command), Position, Options, Move, Stats) :-
    choose_move(hub(Command, []), Position, Options, Move, Stats).
choose_move(hub(Command, HubOptions), Position, Options, Move, Stats) :-
    legal_move(Position, _),
    !,
    hub_history(Options, History),
    (   option(clock(Remaining, Increment, MovesToGo), Options)
    ->  exclude(hub_level_option, HubOptions, HubOptions1),
        Level = [clock(Remaining, Increment, MovesToGo)]
    ;   HubOptions1 = HubOptions,
        Level = []
    ),
    append([HubOptions1, Level, [history(History)]], MoveOptions),
    arg(1, Position, Variant),
    (   session_engine(hub(Command, HubOptions), Variant, Engine)
    ->  hub_move_or_restart(hub(Command, HubOptions), Engine, Position, Move,
                            Stats, MoveOptions)
    ;   setup_call_cleanup(start_engine(Command, HubOptions, Variant, Engine),
                           hub_engine_move(Engine, Position, Move, Stats, MoveOptions),
                           hub_engine_stop(Engine))
    ).


                 /*******************************
                 *         CAPTURE FIRST        *
                 *******************************/

%   longest_captures(+Moves, -Captures) is det.
%
%   Captures are the Moves that take the most pieces; [] if no move
%   takes a piece.

longest_captures(Moves, Captures) :-
    include(move_is_capture, Moves, AllCaptures),
    maplist(captured_count, AllCaptures, Counts),
    (   max_list(Counts, Most)
    ->  include(takes(Most), AllCaptures, Captures)
    ;   Captures = []
    ).

captured_count(Move, Count) :-
    move_captures(Move, Captured),
    length(Captured, Count).

takes(Count, Move) :-
    captured_count(Move, Count).


                 /*******************************
                 *        THE UFF HEURISTIC     *
                 *******************************/

%!  uff_move_score(+Position, +Move, -Score) is det.
%
%   Score is the value of the legal move Move of Position (a move term
%   or text such as "22-18") for the player who makes it, by the
%   heuristic of the UFF university project of 2019:
%
%       Score = 2 + CanCapture - CanBeCaptured + 3*Captured + 9*BecameKing
%
%   where, in the position after the move (see uff_move_features/3):
%
%     - CanCapture is 1 if the mover, were it to move again, would have
%       a capture (a piece of the opponent is left hanging), else 0;
%     - CanBeCaptured is 1 if the opponent, now to move, has a capture
%       (the mover left a piece hanging), else 0;
%     - Captured is the number of pieces the move took;
%     - BecameKing is 1 if the move crowned its man, else 0.
%
%   The constant 2 keeps the score of every move positive.

uff_move_score(Position, Move0, Score) :-
    move_term(Position, Move0, Move),
    make_move(Position, Move, Next),
    uff_score(Position, Move, Next, Score).

uff_score(Position, Move, Next, Score) :-
    features(Position, Move, Next, Features),
    Score is 2 + Features.can_capture - Features.can_be_captured
           + 3 * Features.captured + 9 * Features.became_king.

%!  uff_move_features(+Position, +Move, -Features) is det.
%
%   Features is the dict features{can_capture: C, can_be_captured: B,
%   captured: N, became_king: K} of the terms of uff_move_score/3 for
%   the legal move Move of Position.

uff_move_features(Position, Move0, Features) :-
    move_term(Position, Move0, Move),
    make_move(Position, Move, Next),
    features(Position, Move, Next, Features).

%   move_term(+Position, +Move, -Term): Term is Move, or the move that
%   Move denotes if it is text such as "22-18".

move_term(Position, Move, Term) :-
    (   is_text(Move)
    ->  text_move(Position, Move, Term)
    ;   Term = Move
    ).

is_text(Move) :- atom(Move).
is_text(Move) :- string(Move).

features(Position, Move, Next,
         features{can_capture: CanCapture, can_be_captured: CanBeCaptured,
                  captured: Captured, became_king: BecameKing}) :-
    side_could_capture(Next, CanCapture),
    side_to_move_can_capture(Next, CanBeCaptured),
    captured_count(Move, Captured),
    became_king(Position, Move, Next, BecameKing).

%   side_to_move_can_capture(+Position, -Bit): 1 if the side to move in
%   Position has a capture, else 0.  Captures are mandatory, so if there
%   is one, the first legal move is one.

side_to_move_can_capture(Position, Bit) :-
    legal_moves(Position, Moves),
    (   Moves = [First|_],
        move_is_capture(First)
    ->  Bit = 1
    ;   Bit = 0
    ).

%   side_could_capture(+Position, -Bit): 1 if the side that is NOT to
%   move in Position would have a capture if it were its turn.

side_could_capture(Position, Bit) :-
    other_side_to_move(Position, Turned),
    side_to_move_can_capture(Turned, Bit).

other_side_to_move(position(Variant, Side, White, Black, Kings),
                   position(Variant, Other, White, Black, Kings)) :-
    opponent(Side, Other).

opponent(white, black).
opponent(black, white).

%   became_king(+Position, +Move, +Next, -Bit): 1 if a man started Move
%   and a king ended it.

became_king(Position, Move, Next, Bit) :-
    move_from(Move, From),
    move_to(Move, To),
    (   piece_at(Position, From, man(_)),
        piece_at(Next, To, king(_))
    ->  Bit = 1
    ;   Bit = 0
    ).


                 /*******************************
                 *        PLAIN MINIMAX         *
                 *******************************/

%   minimax_move(+Depth, +Position, -Move, -Nodes) is semidet.
%
%   Move is a best move of Position by plain minimax over Depth plies:
%   every line of play Depth plies long is looked at, nothing is pruned.
%
%   The value of a line is the balance of its moves' UFF scores: the
%   scores of the moves of the player to move at the root (_max_) are
%   added, those of its opponent (_min_) subtracted.  A line that ends
%   early because a side has no legal move is worth -1000 to that side
%   (it has lost; no balance of scores comes near 1000).  At each
%   position max picks the move of the greatest value, min the
%   smallest.  Among moves of equal value at the root, Move is one at
%   random.  Nodes counts the positions visited, the root included.

minimax_move(Depth, Position, Move, Nodes) :-
    legal_moves(Position, Moves),
    Moves = [_|_],
    maplist(move_value(Position, Depth, max), Moves, Values, Counts),
    max_list(Values, Best),
    pairs_with_value(Moves, Values, Best, BestMoves),
    random_member(Move, BestMoves),
    sum_list(Counts, Below),
    Nodes is Below + 1.

pairs_with_value(Moves, Values, Best, BestMoves) :-
    foldl(keep_if_best(Best), Moves, Values, BestMoves, []).

keep_if_best(Best, Move, Value, BestMoves0, BestMoves) :-
    (   Value =:= Best
    ->  BestMoves0 = [Move|BestMoves]
    ;   BestMoves0 = BestMoves
    ).

%   move_value(+Position, +Depth, +Role, +Move, -Value, -Nodes)
%
%   Value is the value of the line that starts with Move, played by Role
%   (max or min), looking Depth - 1 plies beyond it.

move_value(Position, Depth, Role, Move, Value, Nodes) :-
    make_move(Position, Move, Next),
    uff_score(Position, Move, Next, Score),
    gain(Role, Score, Gain),
    Rest is Depth - 1,
    other_role(Role, Other),
    position_value(Next, Rest, Other, Later, Nodes),
    Value is Gain + Later.

%   position_value(+Position, +Depth, +Role, -Value, -Nodes)
%
%   Value is the value of the best line from Position, where Role is to
%   move, Depth plies deep.

position_value(Position, 0, Role, Value, 1) :-
    !,
    (   position_ending(Position, result(win(Winner), Reason)),
        Reason \== no_legal_move
    ->  ending_value(Position, Winner, Role, Value)
    ;   Value = 0
    ).
position_value(Position, Depth, Role, Value, Nodes) :-
    (   position_ending(Position, result(win(Winner), _))
    ->  ending_value(Position, Winner, Role, Value),
        Nodes = 1
    ;   legal_moves(Position, Moves),
        maplist(move_value(Position, Depth, Role), Moves, Values, Counts),
        best_value(Role, Values, Value),
        sum_list(Counts, Below),
        Nodes is Below + 1
    ).

gain(max, Score, Score).
gain(min, Score, Gain) :-
    Gain is -Score.

other_role(max, min).
other_role(min, max).

best_value(max, Values, Value) :-
    max_list(Values, Value).
best_value(min, Values, Value) :-
    min_list(Values, Value).

lost(max, -1000).
lost(min, 1000).

%   ending_value(+Position, +Winner, +Role, -Value): the value of a line
%   that ends in Position, won by Winner, Role to move there.

ending_value(Position, Winner, Role, Value) :-
    side_to_move(Position, Side),
    (   Winner == Side
    ->  lost(Role, Lost),
        Value is -Lost
    ;   lost(Role, Value)
    ).


                 /*******************************
                 *          THE ENGINE          *
                 *******************************/

%   engine_move(+Position, +SearchOptions, +Options, -Move, -Stats)
%
%   The C engine's best move (library(damas/search)), with the engine's
%   statistics: nodes visited, cut-offs as nodes pruned, the depth
%   reached and the score.  The game's history, if Options give it,
%   goes to the search.

engine_move(Position, SearchOptions0, Options, Move, Stats) :-
    select_option(book(BookOption), SearchOptions0, SearchOptions, false),
    (   book_option_move(BookOption, Position, Move0, Score)
    ->  Move = Move0,
        Stats = stats{nodes: 0, pruned: 0, depth: 0, score: Score, book: true}
    ;   searched_move(Position, SearchOptions, Options, Move, Stats)
    ).

%   book_option_move(+BookOption, +Position, -Move, -Score): Move is the
%   best move of Position in the book of the option book(BookOption).

book_option_move(false, _, _, _) :-
    !,
    fail.
book_option_move(true, Position, Move, Score) :-
    !,
    arg(1, Position, Variant),
    variant_book(Variant, Book),
    book_option_move(Book, Position, Move, Score).
book_option_move(Book, Position, Move, Score) :-
    book_move(Book, Position, Move),
    book_entry(Book, Position, Moves),
    memberchk(Move-Stats, Moves),
    Score = Stats.score.

searched_move(Position, SearchOptions, Options, Move, Stats) :-
    (   option(game(Game), Options)
    ->  GameOptions = [game(Game)]
    ;   option(history(History), Options)
    ->  GameOptions = [history(History)]
    ;   GameOptions = []
    ),
    (   option(context(Context), Options)
    ->  ContextOptions = [context(Context)]
    ;   ContextOptions = []
    ),
    (   option(clock(Remaining, Increment, MovesToGo), Options)
    ->  moves_to_go_options(MovesToGo, ToGo),
        ClockOptions = [clock(Remaining, Increment)|ToGo]
    ;   ClockOptions = []
    ),
    append([ContextOptions, GameOptions, ClockOptions, SearchOptions], AllOptions),
    search(Position, Result, AllOptions),
    Move = Result.move,
    Move \== none,
    Stats = stats{nodes: Result.nodes, pruned: Result.cutoffs,
                  depth: Result.depth, score: Result.score}.


moves_to_go_options(none, []) :-
    !.
moves_to_go_options(Moves, [moves_to_go(Moves)]).


                 /*******************************
                 *     ENGINES IN A PROCESS     *
                 *******************************/

%   The hub players' engine processes of the current thread's
%   with_players/2 goals: a session marker, then an engine per player
%   term and variant.  Not game state: which processes to reap.

:- thread_local
    session/1,                          % Depth
    session_process/3.                  % Player, Variant, Engine

%!  with_players(+Players, :Goal) is semidet.
%
%   Runs Goal once.  The engine processes that the hub players among
%   Players (a list of players) start while Goal runs, in this thread,
%   are kept for the next moves and stopped and reaped when Goal ends
%   (however it ends).  An engine that raised an error is stopped at
%   once and started afresh at its next move.

with_players(Players, Goal) :-
    must_be(list, Players),
    setup_call_cleanup(open_session(Depth),
                       once(Goal),
                       close_session(Depth)).

open_session(Depth) :-
    (   session(Outer)
    ->  Depth is Outer + 1
    ;   Depth = 1
    ),
    asserta(session(Depth)).

close_session(Depth) :-
    retractall(session(Depth)),
    (   session(_)
    ->  true
    ;   forall(retract(session_process(_, _, Engine)),
               hub_engine_stop(Engine))
    ).

%   session_engine(+Player, +Variant, -Engine) is semidet: fails outside
%   a session.  An engine started for another variant is stopped: the
%   engine's variant is set before init.

session_engine(Player, Variant, Engine) :-
    session(_),
    (   session_process(Player, Variant, Engine)
    ->  true
    ;   forall(retract(session_process(Player, _, Old)),
               hub_engine_stop(Old)),
        Player = hub(Command, Options),
        start_engine(Command, Options, Variant, Engine),
        assertz(session_process(Player, Variant, Engine))
    ).

%   hub_history(+Options, -History): the positions before the current
%   one, from history(Positions) or a game(Game) option.

hub_history(Options, History) :-
    (   option(history(History0), Options)
    ->  History = History0
    ;   option(game(Game), Options)
    ->  game_positions(Game, Positions),
        append(History, [_], Positions)
    ;   History = []
    ).

hub_level_option(move_time(_)).
hub_level_option(depth(_)).
hub_level_option(nodes(_)).

start_engine(Command, Options, Variant, Engine) :-
    option(params(Params), Options, []),
    hub_engine_start(Command, Engine, [variant(Variant), params(Params)]).

%   After an error the engine may be in any state: it is stopped, and
%   the next move starts another.

hub_move_or_restart(Player, Engine, Position, Move, Stats, Options) :-
    catch(hub_engine_move(Engine, Position, Move, Stats, Options), Error,
          ( retractall(session_process(Player, _, Engine)),
            hub_engine_stop(Engine),
            throw(Error)
          )).
