:- module(damas_web_console,
          [ console_start/2,            % +Options, -Console
            console_stop/1,             % +Console
            console_ask/4,              % +Console, +Client, +Input, -Reply
            console_next/4,             % +Console, +Client, +Input, -Reply
            console_end/4,              % +Console, +Client, +Input, -Reply
            console_property/2          % +Console, ?Property
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(predicate_options)).
:- use_module('../../damas', [fen_position/3]).
:- use_module('../kb', [shipped_variant/1]).
:- use_module('../svg', [position_svg/3]).
:- use_module(errors, [library_reason/2]).
:- use_module(console_process).
:- use_module(console_sessions).
:- use_module(console_spare).

/** <module> The Prolog console beside the web board

A student types a query about the position the board shows, and may add
a small program of their own.  Each query runs in a child process of
its own (library(damas/web/console_child)), confined by the operating
system (library(damas/web/console_process)) and checked by
library(sandbox) and library(damas/web/console_check) before it runs:
nothing a query does reaches the server, its files, its games or
another student's query, and a query that crashes, loops or eats
memory ends its own process only.

The web server (library(damas/web)) answers three requests with these
predicates, each a JSON object in and out:

  - POST /api/console/ask `{"query": Q, "program": P, "variant": V,
    "fen": F, "id": Id}` (program, variant and fen optional: the
    initial position of Brazilian draughts) starts the query and
    answers its first event, with the query's `id` (Id, which the page
    chooses so that it can stop the query before it answers, or a new
    one);
  - POST /api/console/next `{"id": Id}` asks for the next answer of a
    query whose last answer said `more`;
  - POST /api/console/stop `{"id": Id}` ends a query, running or
    waiting for next.

An event is `{"event": "success", "text": T, "positions": [{"name",
"fen", "svg"}], "more": Bool, "output": O}` (T the answer as the SWI
toplevel writes it, without its final `.`; a position in it drawn as
SVG), `{"event": "failure", "output": O}`, `{"event": "error",
"message": M, "output": O}` (M in words), or `{"event": "stopped"}`;
O is what the query printed meanwhile.  The answer of an exercise's
check (lesson_check/4 of library(damas/web/console_library)) also has
`"check"`, its verdict in words (library(damas/web/lesson_check)).

## Limits

Options of console_start/2 (and of web_server/1): `console_seconds`,
the time to each answer (default 10); `console_stack_mb`, the Prolog
stacks (64); `console_memory_mb`, the whole process (512: atoms, tables
and stacks together); `console_idle`, the time a query waits for next
(120); `console_queries`, the queries alive in the server (16);
`client_consoles`, of one client (4).  What a query prints is at most
65,536 characters, its text 16,384.
*/

:- predicate_options(console_start/2, 1,
                     [ console_seconds(positive_integer),
                       console_stack_mb(positive_integer),
                       console_memory_mb(positive_integer),
                       console_idle(positive_integer),
                       console_queries(positive_integer),
                       client_consoles(positive_integer),
                       variants(list(atom)),
                       console_isolation(oneof([auto, bwrap, unshare, rlimits]))
                     ]).

%!  console_start(+Options, -Console) is det.
%
%   Console holds the console queries of one web server, with the
%   limits of Options (see the module's documentation), and
%   variants(Variants), the variants of files of one's own (loaded
%   modules, docs/rules.md) a query may play besides the shipped ones:
%   each query's process loads their files; and console_isolation(How),
%   `auto` (the default: the strongest this machine gives, see
%   console_isolation/1), `bwrap`, `unshare` or `rlimits`.  Other
%   options are ignored.
%
%   @error type errors of the options; existence_error(damas_variant_file,
%   V) for a variant that is not a loaded module of a file;
%   domain_error(damas_console_isolation_that_works_here, How) for a
%   confinement whose trial run fails on this computer.

console_start(Options, Console) :-
    option(console_seconds(Seconds), Options, 10),
    must_be(positive_integer, Seconds),
    option(console_stack_mb(StackMB), Options, 64),
    must_be(positive_integer, StackMB),
    option(console_memory_mb(MemoryMB), Options, 512),
    must_be(positive_integer, MemoryMB),
    option(console_idle(Idle), Options, 120),
    must_be(positive_integer, Idle),
    option(console_queries(Max), Options, 16),
    must_be(positive_integer, Max),
    option(client_consoles(PerClient), Options, 4),
    must_be(positive_integer, PerClient),
    option(variants(Variants), Options, []),
    must_be(list(atom), Variants),
    maplist(variant_file, Variants, Files),
    option(console_isolation(Asked), Options, auto),
    must_be(oneof([auto, bwrap, unshare, rlimits]), Asked),
    (   Asked == auto
    ->  console_isolation(Isolation)
    ;   console_isolation_works(Asked)
    ->  Isolation = Asked
    ;   domain_error(damas_console_isolation_that_works_here, Asked)
    ),
    CPU is 10 * Seconds + 10,
    Memory is max(MemoryMB, StackMB + 128),
    Limits = limits{seconds: Seconds, output: 65536, query: 16384,
                    stack_mb: StackMB, memory_mb: Memory, cpu_seconds: CPU,
                    variant_files: Files},
    sessions_start(Sessions, [max_queries(Max), client_queries(PerClient), idle(Idle)]),
    spare_start(Isolation, Limits, Spare),
    Console = console{sessions: Sessions, isolation: Isolation, limits: Limits,
                      variants: Variants, spare: Spare}.

variant_file(Variant, File) :-
    (   current_module(Variant),
        module_property(Variant, file(File))
    ->  true
    ;   existence_error(damas_variant_file, Variant)
    ).

%!  console_stop(+Console) is det.
%
%   Ends every query of Console, and the child kept ready for the next.

console_stop(Console) :-
    spare_stop(Console.spare),
    sessions_stop(Console.sessions).

%!  console_property(+Console, ?Property) is nondet.
%
%   Property is isolation(How) (bwrap, unshare or rlimits: see
%   library(damas/web/console_process)), limits(Dict) or queries(N),
%   the number of queries alive.

console_property(Console, isolation(Console.isolation)).
console_property(Console, limits(Console.limits)).
console_property(Console, queries(N)) :-
    sessions_count(Console.sessions, N).


                 /*******************************
                 *           REQUESTS           *
                 *******************************/

%!  console_ask(+Console, +Client, +Input, -Reply) is det.
%
%   Starts the query of Input (a dict: query, program, variant, fen,
%   optionally id, and solution, a lesson's solution loaded after the
%   program, as sandboxed: library(damas/web/lessons)) for Client; Reply is its first event, with its id:
%   the one Input gives (so that the client can stop the query before
%   its first answer), or a new one.
%
%   @error damas_web_input(Field, Expected) and damas_web_bad(fen, _)
%   for bad input; damas_web_limit(consoles, _, _) over a limit.

console_ask(Console, Client, Input, Reply) :-
    Limits = Console.limits,
    text_input(Input, query, Limits.query, Query, required),
    text_input(Input, program, 1_000_000, Program, optional),
    text_input(Input, solution, 1_000_000, Solution, optional),
    input_variant(Console, Input, Variant),
    input_fen(Input, Variant, Fen),
    (   get_dict(id, Input, _)
    ->  query_id(Input, Id)
    ;   true
    ),
    sessions_reserve(Console.sessions, Client, Id),
    Key = Client-Id,
    catch(query_process(Console, Process), E,
          ( sessions_drop(Console.sessions, Key, _), throw(E) )),
    (   sessions_attach(Console.sessions, Key, Process)
    ->  Request = request(Query, Program, Variant, Fen,
                          _{seconds: Limits.seconds, output: Limits.output,
                            solution: Solution}),
        catch(console_process_send(Process, Request), _, true),
        event_reply(Console, Key, Process, Reply0),
        Reply = Reply0.put(id, Id)
    ;   console_process_stop(Process),
        Reply = _{id: Id, event: stopped}
    ).

%   query_process(+Console, -Process): the child kept ready
%   (library(damas/web/console_spare)), else one started now.

query_process(Console, Process) :-
    (   spare_take(Console.spare, Process0)
    ->  Process = Process0
    ;   console_process_start(Console.isolation, Console.limits, Process)
    ).

%!  console_next(+Console, +Client, +Input, -Reply) is det.
%
%   Reply is the next event of Client's query Input.id.
%
%   @error existence_error(damas_console_query, Id) if it is not a
%   query of Client that waits for next.

console_next(Console, Client, Input, Reply) :-
    query_id(Input, Id),
    sessions_take(Console.sessions, Client-Id, Process),
    catch(console_process_send(Process, next), _, true),
    event_reply(Console, Client-Id, Process, Reply0),
    Reply = Reply0.put(id, Id).

%!  console_end(+Console, +Client, +Input, -Reply) is det.
%
%   Ends Client's query Input.id; Reply is `{"event": "stopped"}`.
%
%   @error existence_error(damas_console_query, Id) if it is not a
%   query of Client.

console_end(Console, Client, Input, _{id: Id, event: stopped}) :-
    query_id(Input, Id),
    sessions_end(Console.sessions, Client-Id).

%   event_reply(+Console, +Key, +Process, -Reply): the next event of the
%   query's process, as the page reads it.  A query with more answers
%   waits; any other ends with its process.  A process that says
%   nothing in time, ends, or says something else is killed: its
%   query stopped by its client, or out of time, or crashed.

event_reply(Console, Key, Process, Reply) :-
    Limits = Console.limits,
    Seconds is Limits.seconds + 2,
    catch(console_process_receive(Process, Seconds, Event), error(Error, _), true),
    (   var(Error),
        Event.event == "success",
        Event.get(more) == true
    ->  (   sessions_wait(Console.sessions, Key)
        ->  answer_reply(Console, Event, Reply)
        ;   console_process_stop(Process),
            Reply = _{event: stopped}
        )
    ;   console_process_stop(Process),
        sessions_drop(Console.sessions, Key, How),
        (   How == stopped
        ->  Reply = _{event: stopped}
        ;   var(Error)
        ->  answer_reply(Console, Event, Reply)
        ;   failed_reply(Error, Limits, Reply)
        )
    ).

%   The event as the page reads it; an event that is not as the child
%   writes them is the child's fault, said in words.

answer_reply(Console, Event, Reply) :-
    (   catch(page_event(Console, Event, Reply0), _, fail)
    ->  Reply = Reply0
    ;   failed_reply(damas_console_process(protocol), Console.limits, Reply)
    ).

page_event(Console, Event, Reply) :-
    Output = Event.get(output, ""),
    must_be(string, Output),
    (   Event.event == "success"
    ->  Positions0 = Event.get(positions, []),
        must_be(list, Positions0),
        maplist(drawn_position(Console), Positions0, Positions),
        must_be(string, Event.text),
        must_be(boolean, Event.more),
        Reply0 = _{event: success, text: Event.text, positions: Positions,
                   more: Event.more, output: Output},
        % The verdict of a lesson's check: words and numbers only.
        (   get_dict(check, Event, Check)
        ->  must_be(dict, Check),
            dict_pairs(Check, _, Pairs),
            forall(member(Key-Value, Pairs),
                   ( memberchk(Key, [verdict, count, index, fen, variant, call, yours, expected, square]),
                     ( string(Value) ; integer(Value) ) )),
            Reply = Reply0.put(check, Check)
        ;   Reply = Reply0
        )
    ;   Event.event == "failure"
    ->  Reply = _{event: failure, output: Output}
    ;   Event.event == "error"
    ->  must_be(string, Event.message),
        Reply = _{event: error, message: Event.message, output: Output}
    ).

%   A position of an answer is drawn here, from its FEN: the child's
%   words are text the page shows as text, never markup.

drawn_position(Console, Position0, _{name: Name, fen: Fen, svg: SVG}) :-
    Name = Position0.name,
    Fen = Position0.fen,
    VariantText = Position0.variant,
    must_be(string, Name),
    must_be(string, Fen),
    must_be(string, VariantText),
    (   offered(Console, Variant),
        atom_string(Variant, VariantText),
        catch(fen_position(Fen, Position, [variant(Variant)]), error(_, _), fail)
    ->  position_svg(Position, SVG, [square_size(28), coordinates(none)])
    ;   SVG = ""
    ).

failed_reply(damas_console_process(timeout), Limits, _{event: error, message: Message}) :-
    !,
    format(string(Message),
           "The query gave no answer within ~w seconds: it was stopped.", [Limits.seconds]).
failed_reply(damas_console_process(ended), Limits, _{event: error, message: Message}) :-
    !,
    format(string(Message),
           "The query ended the Prolog process that ran it: it needed more than the ~w MB a query may use, more than ~w seconds of computing in all, or it crashed SWI-Prolog. Nothing else was affected.",
           [Limits.memory_mb, Limits.cpu_seconds]).
failed_reply(_, _, _{event: error,
                     message: "The query's process answered what the console cannot read: it was stopped."}).


                 /*******************************
                 *             INPUT            *
                 *******************************/

text_input(Input, Key, Max, Text, Need) :-
    (   get_dict(Key, Input, Text0)
    ->  (   string(Text0)
        ->  string_length(Text0, Length),
            (   Length =< Max
            ->  Text = Text0
            ;   format(string(Expected), "a text of at most ~D characters", [Max]),
                throw(error(damas_web_input(Key, Expected), _))
            )
        ;   throw(error(damas_web_input(Key, "a string"), _))
        )
    ;   Need == optional
    ->  Text = ""
    ;   throw(error(missing_input(Key), _))
    ).

input_variant(Console, Input, Variant) :-
    (   get_dict(variant, Input, Text)
    ->  (   string(Text),
            offered(Console, Variant),
            atom_string(Variant, Text)
        ->  true
        ;   throw(error(damas_web_input(variant, "one of the variants that /api/variants lists"), _))
        )
    ;   Variant = brazilian
    ).

offered(_, Variant) :-
    shipped_variant(Variant).
offered(Console, Variant) :-
    member(Variant, Console.variants).

%   The FEN is read here too, so that a bad one is a bad request.

input_fen(Input, Variant, Fen) :-
    (   get_dict(fen, Input, Fen),
        Fen \== ""
    ->  (   string(Fen)
        ->  catch(fen_position(Fen, _, [variant(Variant)]),
                  error(Formal, Context),
                  ( library_reason(error(Formal, Context), Reason),
                    throw(error(damas_web_bad(fen, Reason), _))
                  ))
        ;   throw(error(damas_web_input(fen, "a string"), _))
        )
    ;   Fen = ""
    ).

query_id(Input, Id) :-
    (   get_dict(id, Input, Text)
    ->  (   string(Text),
            string_length(Text, Length),
            between(1, 64, Length)
        ->  atom_string(Id, Text)
        ;   throw(error(damas_web_input(id, "a string of at most 64 characters"), _))
        )
    ;   throw(error(missing_input(id), _))
    ).
