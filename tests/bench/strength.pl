/*  A strength match between two Hub engines: by default this checkout's
    build/bin/damas-hub (A) against the engine of an older commit (B),
    built in a git worktree of its own and run by this checkout's Hub
    front end on that checkout's library (tests/bench/old_build_hub.pl).

        swipl tests/bench/strength.pl [--games=400]
              [--move-time=0.1 | --nodes=N | --clock=SECONDS/MOVES]
              [--a-move-time=S] [--b-nodes=M]
              [--parallel=2] [--baseline=08ea8d0] [--max-moves=300]
              [--variant=brazilian]
              [--openings=tests/data/openings_VARIANT.tsv]
              [--first-opening=1] [--log=FILE]
              [--a="CMD ARGS"] [--b="CMD ARGS"]
              [--a-params="NAME=VALUE ..."] [--b-params="NAME=VALUE ..."]
              [--record=FILE | --no-record] [--note=TEXT]
              [--a-name=NAME] [--b-name=NAME]

    (make strength runs it with the defaults.)  --variant=V plays V's
    openings, tests/data/openings_V.tsv unless --openings names another
    file (tests/bench/openings.pl makes one for a variant without a
    ballot).  Each opening of the ballot file, in file order from --first-opening, is played twice,
    each engine having White once; --games=N plays N/2 openings.
    --parallel games run at once, each worker thread with its own two
    engine processes.  A game ends by the rules of library(damas/game)
    (no legal move, the variant's draws), else after --max-moves plies
    as a draw.  --a and --b replace an engine by any Hub command line
    (words split at spaces); --a-params and --b-params set an engine's
    Hub parameters (e.g. "hash=64 book=true").  --nodes=N limits each
    move to about N nodes instead of a time: the result then does not
    depend on the machine's load.  --a-move-time=S gives A S seconds a
    move and B --move-time's: time odds, to measure what more time
    would buy; --b-nodes=M gives B M nodes a move and A --nodes's: node
    odds, a weaker opponent where no second engine plays the variant.
    --clock=S/M gives each engine a clock instead: S seconds for
    every M moves (M 0: for the game), told to it before each move as
    `level time=... moves=...`; an engine past its clock loses the game
    (library(damas/match)'s clock/2).
    --log=FILE writes the games of each pair to FILE-N
    (library(damas/match)'s log: a line per move with its time, its
    nodes and the depth and score its engine reported).

    Prints a line per game, then A's score, wins/draws/losses, the Elo
    difference A - B with its 95% error bar, and the wall time per game.
    The match is then a row of the results record (tests/bench/record.pl):
    appended to tests/bench/results/matches.tsv, or to --record's FILE;
    --no-record writes none.  The row holds the date, this checkout's
    commit (`git rev-parse --short HEAD`, with `+` when the work tree has
    changes), the settings, the result and this command line; --note's
    TEXT goes to its note column; --a-name and --b-name name the
    engines there (default: damas-hub and the baseline commit, or the
    command lines of --a and --b).
    The baseline worktree stays in /tmp/damas-baseline-COMMIT for the
    next run (git worktree remove --force it to drop it); when it has no
    endgame databases of its own it reads this checkout's build/egdb
    (a link), so that both engines play the endings alike.
*/
:- initialization(main, main).

:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/../../prolog', Lib),
   asserta(user:file_search_path(library, Lib)),
   atom_concat(Dir, '/../..', Root0),
   absolute_file_name(Root0, Root, [file_type(directory)]),
   asserta(repository_root(Root)).
:- dynamic repository_root/1.

:- use_module(library(damas)).
:- use_module(library(damas/match)).
:- use_module(library(damas/players)).
:- use_module(library(aggregate)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(thread)).
:- use_module(record).

main :-
    current_prolog_flag(argv, Argv),
    argv_options(Argv, _, Options),
    repository_root(Root),
    option(games(Games), Options, 400),
    option(move_time(MoveTime), Options, 0.1),
    option(parallel(Parallel), Options, 2),
    option(max_moves(Cap), Options, 300),
    option(first_opening(First), Options, 1),
    option(variant(Variant), Options, brazilian),
    format(atom(DefaultFile), "tests/data/openings_~w.tsv", [Variant]),
    directory_file_path(Root, DefaultFile, DefaultOpenings),
    option(openings(OpeningsFile), Options, DefaultOpenings),
    engine_command(a, Options, Root, CommandA),
    engine_command(b, Options, Root, CommandB),
    openings(OpeningsFile, Variant, First, Games, Openings),
    length(Openings, Pairs),
    PlayedGames is 2 * Pairs,
    (   option(clock(ClockText), Options)
    ->  clock_spec(ClockText, Seconds, Moves),
        LevelA = [],
        Level = [],
        format(string(Limit), "clock ~w s / ~d moves", [Seconds, Moves])
    ;   option(nodes(Nodes), Options)
    ->  (   option(a_move_time(_), Options)
        ->  format(user_error, "--a-move-time needs a time a move, not --nodes~n", []),
            halt(2)
        ;   true
        ),
        option(b_nodes(NodesB), Options, Nodes),
        LevelA = [nodes(Nodes)],
        Level = [nodes(NodesB)],
        (   NodesB =:= Nodes
        ->  format(string(Limit), "~d nodes", [Nodes])
        ;   format(string(Limit), "~d nodes (B: ~d nodes)", [Nodes, NodesB])
        )
    ;   option(b_nodes(_), Options)
    ->  format(user_error, "--b-nodes needs --nodes, A's budget~n", []),
        halt(2)
    ;   option(a_move_time(MoveTimeA), Options, MoveTime),
        Level = [move_time(MoveTime)],
        LevelA = [move_time(MoveTimeA)],
        (   MoveTimeA =:= MoveTime
        ->  format(string(Limit), "~w s", [MoveTime])
        ;   format(string(Limit), "~w s (A: ~w s)", [MoveTime, MoveTimeA])
        )
    ),
    (   option(clock(_), Options)
    ->  Described = Limit
    ;   format(string(Described), "~w a move", [Limit])
    ),
    engine_params(a_params, Options, ParamsA),
    engine_params(b_params, Options, ParamsB),
    PlayerA = hub(CommandA, [params(ParamsA)|LevelA]),
    PlayerB = hub(CommandB, [params(ParamsB)|Level]),
    format("A: ~w~nB: ~w~n~d games (~d openings, each with both colours), ~w, ~d at once~n",
           [CommandA, CommandB, PlayedGames, Pairs, Described, Parallel]),
    get_time(Start),
    play_pairs(PlayerA, PlayerB, Openings, Cap, Parallel, Options, Results),
    get_time(End),
    Wall is End - Start,
    report(Results, Wall, Parallel),
    record_results(Root, Argv, Options, Variant, Limit, Results).

%   clock_spec(+Text, -Seconds, -Moves): --clock=S/M.

clock_spec(Text, Seconds, Moves) :-
    (   split_string(Text, "/", " ", [SecondsText, MovesText]),
        number_string(Seconds, SecondsText),
        Seconds > 0,
        number_string(Moves, MovesText),
        integer(Moves),
        Moves >= 0
    ->  true
    ;   format(user_error, "--clock=SECONDS/MOVES, such as 60/75 (MOVES 0: for the game); not ~w~n",
               [Text]),
        halt(2)
    ).

%   engine_command(+Which, +Options, +Root, -Command): --a/--b as given,
%   else A is this checkout's damas-hub and B this checkout's Hub front
%   end on the baseline's library (tests/bench/old_build_hub.pl).

engine_command(Which, Options, _, Command) :-
    Option =.. [Which, Line],
    option(Option, Options),
    !,
    split_string(Line, " ", " ", Words0),
    exclude(==(""), Words0, Words),
    maplist(atom_string, Command, Words).
engine_command(a, _, Root, [Hub]) :-
    hub_executable(Root, Hub).
engine_command(b, Options, Root, [Swipl, '-q', OldBuildHub, RootOption]) :-
    current_prolog_flag(executable, Swipl),
    directory_file_path(Root, 'tests/bench/old_build_hub.pl', OldBuildHub),
    option(baseline(Commit), Options, '08ea8d0'),
    baseline_checkout(Root, Commit, Checkout),
    option(variant(Variant), Options, brazilian),
    baseline_databases(Root, Checkout, Variant),
    format(atom(RootOption), "--root=~w", [Checkout]).

%   engine_params(+Name, +Options, -Params): --a-params/--b-params, Hub
%   parameters as "name=value name=value", as a list of Name=Value.

engine_params(Name, Options, Params) :-
    Option =.. [Name, Line],
    option(Option, Options),
    !,
    split_string(Line, " ", " ", Words0),
    exclude(==(""), Words0, Words),
    maplist(param, Words, Params).
engine_params(_, _, []).

param(Word, Name=Value) :-
    (   split_string(Word, "=", "", [NameString, Value])
    ->  atom_string(Name, NameString)
    ;   format(user_error, "~w: not name=value~n", [Word]),
        halt(2)
    ).

hub_executable(Root, Hub) :-
    directory_file_path(Root, 'build/bin/damas-hub', Hub),
    (   exists_file(Hub)
    ->  true
    ;   format(user_error, "~w is missing: run make hub first~n", [Hub]),
        halt(2)
    ).

%   baseline_checkout(+Root, +Commit, -Dir): a worktree of Commit with its
%   library built, made if missing, and with this checkout's endgame
%   databases.

baseline_checkout(Root, Commit, Dir) :-
    format(atom(Dir), "/tmp/damas-baseline-~w", [Commit]),
    (   exists_directory(Dir)
    ->  true
    ;   format(user_error, "git worktree add ~w ~w~n", [Dir, Commit]),
        run(path(git), ['-C', Root, worktree, add, '--detach', Dir, Commit])
    ),
    format(user_error, "make -C ~w all~n", [Dir]),
    run(path(make), ['-C', Dir, '-s', all]),
    share_endgame_databases(Root, Dir).

%   share_endgame_databases(+Root, +Dir): the baseline in Dir reads the
%   databases of build/egdb under Root (a link), as A does: one engine
%   reading exact endgame results and the other not would measure the
%   databases, not the change.  A baseline with databases of its own
%   keeps them.

share_endgame_databases(Root, Dir) :-
    directory_file_path(Root, 'build/egdb', Ours),
    directory_file_path(Dir, 'build/egdb', Theirs),
    (   exists_directory(Ours),
        \+ exists_directory(Theirs),
        \+ read_link(Theirs, _, _)
    ->  format(user_error, "~w -> ~w~n", [Theirs, Ours]),
        link_file(Ours, Theirs, symbolic)
    ;   true
    ).

%   baseline_databases(+Root, +Dir, +Variant): when this checkout has a
%   database of Variant, the baseline must read one too.  A database
%   written in a format its library does not know would leave it
%   playing without one, silently (the Hub plays on without), so the
%   baseline then makes its own with its own generator, as many pieces
%   as ours, in a build/egdb of its own.

baseline_databases(Root, Dir, Variant) :-
    format(atom(Manifest), "~w/build/egdb/~w/manifest.txt", [Root, Variant]),
    (   \+ exists_file(Manifest)
    ->  true
    ;   baseline_loads(Dir, Variant)
    ->  true
    ;   database_pieces(Manifest, Pieces),
        directory_file_path(Dir, 'build/egdb', Theirs),
        (   read_link(Theirs, _, _)
        ->  delete_file(Theirs)
        ;   true
        ),
        format(atom(Spec), "EGDB_VARIANTS=~w:~d", [Variant, Pieces]),
        format(user_error, "the baseline cannot read this checkout's ~w database: make -C ~w egdb ~w~n",
               [Variant, Dir, Spec]),
        run(path(make), ['-C', Dir, '-s', egdb, Spec]),
        (   baseline_loads(Dir, Variant)
        ->  true
        ;   format(user_error, "the baseline in ~w cannot load its own ~w database~n", [Dir, Variant]),
            halt(2)
        )
    ).

baseline_loads(Dir, Variant) :-
    current_prolog_flag(executable, Swipl),
    format(atom(Library), "library=~w/prolog", [Dir]),
    format(atom(Goal), "use_module(library(damas/endgame)),endgame_load(~q),halt(0)", [Variant]),
    process_create(Swipl, ['-q', '-p', Library, '-g', Goal, '-t', 'halt(1)'],
                   [stdout(null), stderr(null), process(Pid)]),
    process_wait(Pid, exit(0)).

%   database_pieces(+Manifest, -Pieces): the most pieces of a slice the
%   manifest lists (file names wk<K>wm<M>bk<K>bm<M>.egdb).

database_pieces(Manifest, Pieces) :-
    read_file_to_string(Manifest, Text, []),
    split_string(Text, "\n", " ", Lines),
    findall(N,
            ( member(Line, Lines),
              split_string(Line, " ", "", [Name|_]),
              string_concat("wk", _, Name),
              split_string(Name, "wkmb.", "", Parts),
              findall(C, ( member(P, Parts), number_string(C, P) ), Counts),
              sum_list(Counts, N)
            ),
            Ns),
    max_list(Ns, Pieces).

run(Executable, Arguments) :-
    process_create(Executable, Arguments, [stdout(std), stderr(std), process(Pid)]),
    process_wait(Pid, Status),
    (   Status == exit(0)
    ->  true
    ;   format(user_error, "~w ~w: ~w~n", [Executable, Arguments, Status]),
        halt(2)
    ).

%   openings(+File, +Variant, +First, +Games, -Positions): the openings
%   for Games games, positions of Variant, from the First-th row of File
%   on (wrapping round).

openings(File, Variant, First, Games, Positions) :-
    read_file_to_string(File, Text, []),
    split_string(Text, "\n", "\r", Lines),
    exclude(comment_or_blank, Lines, [_Header|Rows]),
    maplist(row_position(Variant), Rows, All),
    length(All, Count),
    Pairs is max(1, Games // 2),
    numlist(1, Pairs, Indexes),
    maplist([I, P]>>( N is (First - 1 + I - 1) mod Count, nth0(N, All, P) ),
            Indexes, Positions).

comment_or_blank(Line) :-
    (   Line == ""
    ;   sub_string(Line, 0, 1, _, "#")
    ),
    !.

row_position(Variant, Row, Name-Position) :-
    split_string(Row, "\t", " ", [Name, Fen|_]),
    fen_position(Fen, Position, [variant(Variant)]).

%   play_pairs(+A, +B, +Openings, +Cap, +Parallel, +Options, -Results):
%   Parallel workers take the openings from a queue; each plays its pair
%   with match/4 (A White in the first game), its engines living as long
%   as the worker.

play_pairs(PlayerA, PlayerB, Openings, Cap, Parallel, Options, Results) :-
    message_queue_create(Work),
    message_queue_create(Done),
    forall(nth1(I, Openings, Opening), thread_send_message(Work, pair(I, Opening))),
    forall(between(1, Parallel, _), thread_send_message(Work, finished)),
    length(Openings, Pairs),
    findall(Id,
            ( between(1, Parallel, _),
              thread_create(worker(PlayerA, PlayerB, Cap, Options, Work, Done), Id, [])
            ),
            Workers),
    collect(Pairs, Done, [], Results),
    maplist(thread_join, Workers),
    message_queue_destroy(Work),
    message_queue_destroy(Done).

worker(PlayerA, PlayerB, Cap, Options, Work, Done) :-
    with_players([PlayerA, PlayerB],
                 worker_loop(PlayerA, PlayerB, Cap, Options, Work, Done)).

worker_loop(PlayerA, PlayerB, Cap, Options, Work, Done) :-
    thread_get_message(Work, Task),
    (   Task = pair(I, Name-Position)
    ->  log_option(Options, I, LogOption0),
        (   option(clock(ClockText), Options)
        ->  clock_spec(ClockText, Seconds, Moves),
            LogOption = [clock(Seconds, Moves)|LogOption0]
        ;   LogOption = LogOption0
        ),
        catch(( match(PlayerA, PlayerB,
                      [ games(2), positions([Position]), opening_moves(0),
                        max_moves(Cap)
                      | LogOption ], Summary),
                Games = Summary.results
              ),
              Error,
              ( print_message(error, Error), Games = [] )),
        thread_send_message(Done, pair(I, Name, Games)),
        worker_loop(PlayerA, PlayerB, Cap, Options, Work, Done)
    ;   true
    ).

%   --log=FILE: one log per pair, FILE-N.

log_option(Options, I, [log(File)]) :-
    option(log(Base), Options),
    !,
    format(atom(File), "~w-~d", [Base, I]).
log_option(_, _, []).

collect(0, _, Results, Results) :-
    !.
collect(Left, Done, Results0, Results) :-
    thread_get_message(Done, pair(I, Name, Games)),
    forall(member(Game, Games), print_game(I, Name, Game)),
    append(Results0, Games, Results1),
    Left1 is Left - 1,
    collect(Left1, Done, Results1, Results).

print_game(I, Name, Game) :-
    a_points(Game, Points),
    (   Game.number =:= 1 -> Colour = white ; Colour = black ),
    format("pair ~d (~s), A ~w: ~w, ~w, ~d plies~n",
           [I, Name, Colour, Points, Game.reason, Game.plies]),
    (   Game.detail == ""
    ->  true
    ;   format("  ~w~n", [Game.detail])
    ),
    flush_output.

%   A has White in game 1 of each pair, Black in game 2.

a_points(Game, Points) :-
    (   Game.number =:= 1 -> ASide = white ; ASide = black ),
    (   Game.outcome == draw
    ->  Points = draw
    ;   Game.outcome = win(ASide)
    ->  Points = win
    ;   Points = loss
    ).

report(Results, Wall, Parallel) :-
    maplist(a_points, Results, Points),
    aggregate_all(count, member(win, Points), W),
    aggregate_all(count, member(draw, Points), D),
    aggregate_all(count, member(loss, Points), L),
    N is W + D + L,
    (   N =:= 0
    ->  format("no game was played~n")
    ;   Score is (W + D / 2) / N,
        format("~nA scored ~1f% in ~d games: ~d wins, ~d draws, ~d losses~n",
               [100 * Score, N, W, D, L]),
        elo_interval(W, D, L, Elo, Low, High),
        (   number(Low), number(High)
        ->  Half is round((High - Low) / 2),
            format("Elo A - B: ~w +- ~w (95%: ~w to ~w)~n", [Elo, Half, Low, High])
        ;   format("Elo A - B: ~w (95%: ~w to ~w)~n", [Elo, Low, High])
        ),
        PerGame is Wall * Parallel / N,
        format("wall time ~1f s: ~2f s a game per worker (~d workers)~n",
               [Wall, PerGame, Parallel])
    ).

%   record_results(+Root, +Argv, +Options, +Variant, +Limit, +Results):
%   the match as a row of the results record, unless --no-record.

record_results(Root, Argv, Options, Variant, Limit, Results) :-
    maplist(a_points, Results, Points),
    aggregate_all(count, member(win, Points), W),
    aggregate_all(count, member(draw, Points), D),
    aggregate_all(count, member(loss, Points), L),
    player_name(a, Options, Engine),
    player_name(b, Options, Opponent),
    record_match(Root, 'tests/bench/strength.pl', Argv, Options,
                 _{variant:Variant, engine:Engine, opponent:Opponent,
                   limit:Limit, wins:W, draws:D, losses:L}).

%   player_name(+Which, +Options, -Name): --a-name/--b-name, else --a/--b
%   as given, else this checkout's damas-hub (A) and the baseline commit
%   (B).

player_name(Which, Options, Name) :-
    atom_concat(Which, '_name', Key),
    NameOption =.. [Key, Name0],
    option(NameOption, Options),
    !,
    Name = Name0.
player_name(Which, Options, Name) :-
    Option =.. [Which, Line],
    option(Option, Options),
    !,
    Name = Line.
player_name(a, _, 'damas-hub').
player_name(b, Options, Commit) :-
    option(baseline(Commit), Options, '08ea8d0').
