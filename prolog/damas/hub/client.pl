:- module(damas_hub_client,
          [ hub_engine_start/3,         % +Command, -Engine, +Options
            hub_engine_move/5,          % +Engine, +Position, -Move, -Stats, +Options
            hub_engine_stop/1,          % +Engine
            hub_engine_name/2           % +Engine, -Name
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module('../../damas').
:- use_module(protocol).

/** <module> Driving a Hub engine

An engine that speaks the Hub protocol (version 2, Scan 3.1) runs as a
process; this module starts it, asks it for moves and stops it.  The
hub(Command) players of library(damas/players) are built on it.

Whatever goes wrong with the engine (it dies, says nothing in time,
answers a move that is not legal or a line that is not a move) is an
error of the form

    error(hub_engine_error(Reason, Detail), _)

Reason one of `no_answer`, `bad_answer`, `illegal_move` and
`wrong_variant`, Detail a string that says what happened.  The match
runner counts it as a forfeit of the game.
*/

%!  hub_engine_start(+Command, -Engine, +Options) is det.
%
%   Starts the engine Command, a list of atoms or strings (the
%   executable, then its arguments; the executable is looked up on the
%   PATH unless it holds a /), and goes through the initialisation (hub,
%   set-param, init).  Options:
%
%     - variant(+Variant)
%       Sets the engine's parameter `variant` to Variant (or the Hub
%       name of Variant that the engine lists); default: left alone.
%     - params(+List)
%       Name=Value parameters to set (e.g. [hash=64]).
%     - timeout(+Seconds)
%       How long to wait for each answer of the initialisation; default
%       60.
%
%   @error hub_engine_error(no_answer, Detail) if the engine does not
%   start or does not answer; hub_engine_error(wrong_variant, Detail)
%   if its `variant` parameter does not offer Variant.

hub_engine_start(Command, Engine, Options) :-
    must_be(list, Command),
    Command = [Executable0|Arguments0],
    must_be(list, Options),
    maplist(text_atom, [Executable0|Arguments0], [Executable1|Arguments]),
    (   sub_atom(Executable1, _, _, _, /)
    ->  Executable = Executable1
    ;   Executable = path(Executable1)
    ),
    option(timeout(Timeout), Options, 60),
    process_create(Executable, Arguments,
                   [ stdin(pipe(ToEngine)), stdout(pipe(FromEngine)),
                     stderr(std), process(Pid)
                   ]),
    set_stream(ToEngine, encoding(utf8)),
    set_stream(FromEngine, encoding(utf8)),
    Engine0 = hub_engine(Pid, ToEngine, FromEngine, info{name: Executable1, variants: []}),
    catch(initialise(Engine0, Options, Timeout, Engine), Error,
          ( hub_engine_stop(Engine0), throw(Error) )).

text_atom(Text, Atom) :-
    must_be(text, Text),
    atom_string(Atom, Text).

initialise(Engine0, Options, Timeout, Engine) :-
    send(Engine0, hub, []),
    identification(Engine0, Timeout, info{name: unknown, variants: []}, Info),
    Engine0 = hub_engine(Pid, ToEngine, FromEngine, _),
    Engine = hub_engine(Pid, ToEngine, FromEngine, Info),
    (   option(variant(Variant), Options)
    ->  engine_variant_name(Info, Variant, VariantName),
        send(Engine, 'set-param', [name=variant, value=VariantName])
    ;   true
    ),
    option(params(Params), Options, []),
    forall(member(Name=Value, Params),
           send(Engine, 'set-param', [name=Name, value=Value])),
    send(Engine, init, []),
    wait_for(Engine, ready, Timeout, _).

%   identification(+Engine, +Timeout, +Info0, -Info): the lines up to
%   `wait`: the engine's name and the variants it offers.

identification(Engine, Timeout, Info0, Info) :-
    answer(Engine, Timeout, Command, Arguments),
    (   Command == wait
    ->  Info = Info0
    ;   Command == id,
        hub_argument(name, Arguments, Name)
    ->  identification(Engine, Timeout, Info0.put(name, Name), Info)
    ;   Command == param,
        hub_argument(name, Arguments, "variant"),
        hub_argument(values, Arguments, Values)
    ->  split_string(Values, " ", " ", Names0),
        exclude(==(""), Names0, Names),
        maplist(atom_string, Variants, Names),
        identification(Engine, Timeout, Info0.put(variants, Variants), Info)
    ;   identification(Engine, Timeout, Info0, Info)
    ).

%   engine_variant_name(+Info, +Variant, -Name): the name under which the
%   engine offers Variant.

engine_variant_name(Info, Variant, Name) :-
    Offered = Info.variants,
    (   Offered == []
    ->  Name = Variant
    ;   memberchk(Variant, Offered)
    ->  Name = Variant
    ;   hub_variant(Alias, Variant),
        memberchk(Alias, Offered)
    ->  Name = Alias
    ;   format(string(Detail), "the engine offers the variants ~w, not ~w",
               [Offered, Variant]),
        engine_error(wrong_variant, Detail)
    ).

%!  hub_engine_name(+Engine, -Name) is det.
%
%   Name is the name the engine gave in its `id` line.

hub_engine_name(hub_engine(_, _, _, Info), Info.name).

%!  hub_engine_move(+Engine, +Position, -Move, -Stats, +Options) is det.
%
%   Move is the legal move of Position that Engine plays.  Stats is the
%   dict stats{nodes: N, pruned: 0, depth: D, score: S} of the engine's
%   last info line (0 for what it did not say; S in hundredths of a
%   man).  Options:
%
%     - history(+Positions)
%       The positions of the game before Position, oldest first: the
%       engine gets the first of them and the moves since, so that it
%       can see repetitions.
%     - move_time(+Seconds), depth(+D), nodes(+N)
%       The `level` of the search; default move_time(1).
%     - clock(+Remaining, +Increment, +MovesToGo)
%       The side's clock as the level (`level time=Remaining
%       inc=Increment moves=MovesToGo`, moves left out for `none`),
%       before any of the above.
%     - timeout(+Seconds)
%       How long past the move time to wait for the answer before
%       sending `stop` (then 5 seconds more); default 10 plus ten
%       times the move time.
%
%   @error hub_engine_error(Reason, Detail): see the module
%   documentation.

hub_engine_move(Engine, Position, Move, Stats, Options) :-
    option(history(History), Options, []),
    game_line(History, Position, Start, MoveTexts),
    hub_position(Start, StartText),
    (   MoveTexts == []
    ->  send(Engine, pos, [pos=StartText])
    ;   atomic_list_concat(MoveTexts, ' ', Moves),
        send(Engine, pos, [pos=StartText, moves=Moves])
    ),
    level(Options, Level, Budget),
    send(Engine, level, Level),
    send(Engine, go, [think]),
    option(timeout(Timeout), Options, 10 + 10 * Budget),
    search_answer(Engine, Timeout, stats{nodes: 0, pruned: 0, depth: 0, score: 0},
                  Stats, MoveText),
    answer_move(Position, MoveText, Move).

level(Options, Level, Budget) :-
    (   option(clock(Remaining, Increment, MovesToGo), Options)
    ->  (   MovesToGo == none
        ->  Level = [time=Seconds, inc=Increment]
        ;   Level = [time=Seconds, inc=Increment, moves=MovesToGo]
        ),
        Seconds is max(0, Remaining),
        Budget = Seconds
    ;   option(depth(Depth), Options)
    ->  Level = [depth=Depth], Budget = 1
    ;   option(nodes(Nodes), Options)
    ->  Level = [nodes=Nodes], Budget = 1
    ;   option(move_time(Seconds), Options, 1),
        Level = ['move-time'=Seconds], Budget = Seconds
    ).

%   game_line(+History, +Position, -Start, -MoveTexts): the game from
%   the first position of History to Position as a start and the Hub
%   moves that lead on from it; Position alone when History is not a
%   line of legal moves to it.

game_line(History, Position, Start, MoveTexts) :-
    append(History, [Position], [First|Rest]),
    (   foldl(step_text, Rest, MoveTexts, First, _)
    ->  Start = First
    ;   Start = Position,
        MoveTexts = []
    ).

step_text(Next, Text, Previous, Next) :-
    legal_move(Previous, Move),
    make_move(Previous, Move, After),
    After == Next,
    !,
    hub_move(Previous, Move, Text).

%   search_answer(+Engine, +Timeout, +Stats0, -Stats, -MoveText): reads
%   info lines up to the done line.  After Timeout seconds without it,
%   sends stop and gives the engine 5 seconds more.

search_answer(Engine, Timeout, Stats0, Stats, MoveText) :-
    get_time(Start),
    Deadline is Start + Timeout,
    search_lines(Engine, Deadline, false, Stats0, Stats, MoveText).

search_lines(Engine, Deadline, Stopped, Stats0, Stats, MoveText) :-
    get_time(Now),
    Left is max(0, Deadline - Now),
    (   engine_line(Engine, Left, Line)
    ->  (   catch(hub_line_command(Line, Command, Arguments), _, fail)
        ->  true
        ;   Command = none, Arguments = []
        ),
        (   Command == done
        ->  (   hub_argument(move, Arguments, MoveText)
            ->  Stats = Stats0
            ;   format(string(Detail), "a done line without a move: ~w", [Line]),
                engine_error(bad_answer, Detail)
            )
        ;   Command == info
        ->  info_stats(Arguments, Stats0, Stats1),
            search_lines(Engine, Deadline, Stopped, Stats1, Stats, MoveText)
        ;   search_lines(Engine, Deadline, Stopped, Stats0, Stats, MoveText)
        )
    ;   Stopped == false
    ->  send(Engine, stop, []),
        get_time(Now1),
        Deadline1 is Now1 + 5,
        search_lines(Engine, Deadline1, true, Stats0, Stats, MoveText)
    ;   engine_error(no_answer, "no move in time, nor 5 seconds after stop")
    ).

info_stats(Arguments, Stats0, Stats) :-
    foldl(info_stat, Arguments, Stats0, Stats).

info_stat(Name=Value, Stats0, Stats) :-
    (   memberchk(Name, [nodes, depth]),
        catch(number_string(N, Value), _, fail),
        integer(N)
    ->  Stats = Stats0.put(Name, N)
    ;   Name == score,
        catch(number_string(Men, Value), _, fail)
    ->  Score is round(Men * 100),
        Stats = Stats0.put(score, Score)
    ;   Stats = Stats0
    ).

answer_move(Position, MoveText, Move) :-
    (   catch(hub_text_move(Position, MoveText, Move0), error(syntax_error(_), _), fail)
    ->  Move = Move0
    ;   catch(hub_text_move(Position, MoveText, _), error(syntax_error(_), _), true)
    ->  format(string(Detail), "answered ~w, which is not a move", [MoveText]),
        engine_error(bad_answer, Detail)
    ;   format(string(Detail), "answered ~w, which is not a legal move", [MoveText]),
        engine_error(illegal_move, Detail)
    ).

%!  hub_engine_stop(+Engine) is det.
%
%   Sends quit, closes the pipes and waits for the process to end; if it
%   does not end within 5 seconds, kills it.  The process is always
%   reaped.

hub_engine_stop(hub_engine(Pid, ToEngine, FromEngine, _)) :-
    catch(( format(ToEngine, "quit~n", []), flush_output(ToEngine) ), _, true),
    catch(close(ToEngine, [force(true)]), _, true),
    (   catch(process_wait(Pid, Status, [timeout(5)]), _, Status = timeout),
        Status \== timeout
    ->  true
    ;   catch(process_kill(Pid, kill), _, true),
        catch(process_wait(Pid, _), _, true)
    ),
    catch(close(FromEngine, [force(true)]), _, true).


                 /*******************************
                 *             LINES            *
                 *******************************/

send(hub_engine(_, ToEngine, _, _), Command, Arguments) :-
    hub_command_line(Command, Arguments, Line),
    catch(( format(ToEngine, "~s~n", [Line]),
            flush_output(ToEngine)
          ),
          error(Error, _),
          ( format(string(Detail), "cannot send ~w: ~q", [Line, Error]),
            engine_error(no_answer, Detail)
          )).

%   answer(+Engine, +Timeout, -Command, -Arguments): the next line that
%   is a command.

answer(Engine, Timeout, Command, Arguments) :-
    (   engine_line(Engine, Timeout, Line)
    ->  (   catch(hub_line_command(Line, Command0, Arguments0), _, fail)
        ->  Command = Command0,
            Arguments = Arguments0
        ;   answer(Engine, Timeout, Command, Arguments)
        )
    ;   format(string(Detail), "no answer within ~w s", [Timeout]),
        engine_error(no_answer, Detail)
    ).

wait_for(Engine, Wanted, Timeout, Arguments) :-
    answer(Engine, Timeout, Command, Arguments0),
    (   Command == Wanted
    ->  Arguments = Arguments0
    ;   wait_for(Engine, Wanted, Timeout, Arguments)
    ).

%   engine_line(+Engine, +Timeout, -Line) is semidet: fails after
%   Timeout seconds without a line.  The end of the engine's output is
%   an error: it has died.

engine_line(hub_engine(_, _, FromEngine, _), Timeout, Line) :-
    wait_for_input([FromEngine], Ready, Timeout),
    Ready \== [],
    read_line_to_string(FromEngine, Line0),
    (   Line0 == end_of_file
    ->  engine_error(no_answer, "the engine closed its output (it has ended)")
    ;   Line = Line0
    ).

engine_error(Reason, Detail) :-
    throw(error(hub_engine_error(Reason, Detail), _)).

:- multifile prolog:error_message//1.

prolog:error_message(hub_engine_error(Reason, Detail)) -->
    [ 'Hub engine: ~w (~w)'-[Detail, Reason] ].
