/*  A Hub version 2 front for an engine that speaks version 1 of the Hub
    protocol (Scan 2.0), so that the match runner (strength.pl, whose
    engines speak version 2) can play it:

        swipl tests/bench/hub_v1.pl [--cwd=DIR] -- ENGINE [ARGS...]

    e.g. --b="swipl tests/bench/hub_v1.pl --cwd=/opt/scan -- /opt/scan/scan hub".
    It runs ENGINE in DIR (Scan reads scan.ini and data/ from there), reads
    version 2 commands on standard input and writes version 2 answers:

    | version 2 (from the runner)        | version 1 (to the engine)       |
    |------------------------------------|---------------------------------|
    | hub                                | hub; name X ... wait            |
    | set-param name=N value=V           | set N V (variant: only normal)  |
    | init / new-game / ping / stop      | init / new / ping / stop        |
    | pos pos=Wxxx.. moves="m1 m2"       | pos wxxx.., move m1, move m2    |
    | level move-time=S / depth=D        | time MS / depth D               |
    | level time=S [inc=I] [moves=M]     | level M MS INC_MS (M 0: none)   |
    | go think                           | go                              |

    and the engine's `info D PLY SCORE NODES TIME SPEED PV` lines become
    `info depth=D score=MEN nodes=N`, its `move M [P]` `done move=M
    ponder=P`.  Only International draughts: version 1 has no variants.
    A benchmark helper, not part of the library; the engine it runs is
    never part of the project.
*/
:- initialization(main, main).

:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/../../prolog', Lib),
   asserta(user:file_search_path(library, Lib)).

:- use_module(library(damas/hub/protocol)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(process)).
:- use_module(library(readutil)).

main :-
    current_prolog_flag(argv, Argv),
    argv_options(Argv, Positional, Options),
    (   Positional = [Engine|Arguments]
    ->  true
    ;   format(user_error, "usage: swipl tests/bench/hub_v1.pl [--cwd=DIR] -- ENGINE [ARGS...]~n", []),
        halt(2)
    ),
    option(cwd(Cwd), Options, '.'),
    process_create(Engine, Arguments,
                   [ cwd(Cwd), stdin(pipe(To)), stdout(pipe(From)), stderr(std),
                     process(_)
                   ]),
    set_stream(To, buffer(line)),
    set_stream(user_output, buffer(line)),
    loop(To, From).

loop(To, From) :-
    read_line_to_string(user_input, Line),
    (   Line == end_of_file
    ->  v1(To, "quit")
    ;   catch(hub_line_command(Line, Command, Arguments), _, fail)
    ->  (   command(Command, Arguments, To, From)
        ->  true
        ;   format("error message=\"the version 1 engine cannot do ~w\"~n", [Line])
        ),
        (   Command == quit -> true ; loop(To, From) )
    ;   loop(To, From)
    ).

v1(To, Line) :-
    format(To, "~s~n", [Line]),
    flush_output(To).

%   v1_line(+From, -Words): the engine's next line, split at spaces.
v1_line(From, Words) :-
    read_line_to_string(From, Line),
    (   Line == end_of_file
    ->  format(user_error, "hub_v1: the engine ended~n", []),
        halt(1)
    ;   split_string(Line, " ", " ", Words0),
        exclude(==(""), Words0, Words)
    ).

command(hub, _, To, From) :-
    v1(To, "hub"),
    identification(From, "engine"),
    format("param name=variant value=normal type=enum values=\"normal\"~n"),
    format("wait~n").
command('set-param', Arguments, To, _) :-
    hub_argument(name, Arguments, Name),
    hub_argument(value, Arguments, Value),
    (   Name == "variant"
    ->  memberchk(Value, ["normal", "international"])
    ;   format(string(Line), "set ~w ~w", [Name, Value]),
        v1(To, Line)
    ).
command(init, _, To, From) :-
    v1(To, "init"),
    wait_for(From, "ready"),
    format("ready~n").
command('new-game', _, To, _) :-
    v1(To, "new").
command(ping, _, To, From) :-
    v1(To, "ping"),
    wait_for(From, "pong"),
    format("pong~n").
command(stop, _, To, _) :-
    v1(To, "stop").
command(quit, _, To, _) :-
    v1(To, "quit").
command(pos, Arguments, To, _) :-
    hub_argument(pos, Arguments, Position),
    string_length(Position, 51),
    sub_string(Position, 0, 1, _, Side0),
    sub_string(Position, 1, 50, 0, Squares),
    string_lower(Side0, Side),
    format(string(Line), "pos ~s~s", [Side, Squares]),
    v1(To, Line),
    (   hub_argument(moves, Arguments, Moves)
    ->  split_string(Moves, " ", " ", Texts0),
        exclude(==(""), Texts0, Texts),
        forall(member(Text, Texts),
               ( format(string(MoveLine), "move ~s", [Text]), v1(To, MoveLine) ))
    ;   true
    ).
command(level, Arguments, To, _) :-
    (   hub_argument('move-time', Arguments, Seconds)
    ->  number_string(S, Seconds),
        Ms is round(S * 1000),
        format(string(Line), "time ~d", [Ms])
    ;   hub_argument(depth, Arguments, Depth)
    ->  format(string(Line), "depth ~s", [Depth])
    ;   hub_argument(time, Arguments, Seconds)
    ->  milliseconds(Seconds, Ms),
        (   hub_argument(inc, Arguments, Inc)
        ->  milliseconds(Inc, IncMs)
        ;   IncMs = 0
        ),
        (   hub_argument(moves, Arguments, Moves)
        ->  true
        ;   Moves = "0"
        ),
        format(string(Line), "level ~s ~d ~d", [Moves, Ms, IncMs])
    ),
    v1(To, Line).
command(go, _, To, From) :-
    v1(To, "go"),
    search_lines(From).

milliseconds(Text, Ms) :-
    number_string(S, Text),
    Ms is max(0, round(S * 1000)).

identification(From, Name) :-
    v1_line(From, Words),
    (   Words = ["wait"|_]
    ->  format("id name=\"~s\"~n", [Name])
    ;   Words = ["name"|Rest]
    ->  atomic_list_concat(Rest, ' ', Name1),
        identification(From, Name1)
    ;   identification(From, Name)
    ).

wait_for(From, Word) :-
    v1_line(From, Words),
    (   Words = [Word|_] -> true ; wait_for(From, Word) ).

search_lines(From) :-
    v1_line(From, Words),
    (   Words = ["move", Move|Rest]
    ->  (   Rest = [Ponder|_]
        ->  format("done move=~s ponder=~s~n", [Move, Ponder])
        ;   format("done move=~s~n", [Move])
        )
    ;   Words = ["info", Depth, _Ply, Score, Nodes|_]
    ->  number_string(S, Score),
        Men is S / 100,
        format("info depth=~s score=~2f nodes=~s~n", [Depth, Men, Nodes]),
        search_lines(From)
    ;   search_lines(From)
    ).
