:- module(damas_web_console,
          [ console_configure/1         % +Options
          ]).
:- use_module(library(aggregate)).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(settings)).
:- use_module(library(thread_pool)).
:- use_module(library(prolog_stream)).
:- use_module(library(http/http_dispatch)).
:- use_module(library(http/http_json)).
:- use_module(library(pengines)).
% library(sandbox) is loaded at the first query, as library(pengines)
% does: it loads library(apply_macros), whose goal expansion holds for
% every file compiled after it (a lambda's free variables are no longer
% shared, in maplist/N calls), and code loaded with the web server must
% not be compiled so.
:- autoload(library(sandbox), [safe_goal/1]).
:- use_module(library(time), [call_with_time_limit/2]).
:- use_module('../../damas').
:- use_module('../kb', [shipped_variant/1]).
:- use_module('../svg', [position_svg/3]).
:- use_module(input, [request_input/3]).
:- use_module(errors, [error_answer/3, library_reason/2]).
:- use_module(console_safe, []).

/** <module> The Prolog console beside the web board

A student types a query about the position the board shows, and may
add a small program of their own; the query runs in a pengine
(library(pengines)) of the application `damas_console`, whose module
imports library(damas/web/console_library): the library's computing
predicates, and shown/1, the position shown.  The sandbox
(library(sandbox)) checks every query, and every predicate of the
program it reaches, before it runs: what could change the server or
read its files is refused with the goal's name.

Each query runs in a pengine of its own, in a thread of its own with
its own temporary module: the program's clauses, and what a query
asserts, live in that module and are gone with it.  Nothing of the
games (library(damas/web/store)) is reachable from a pengine: the
position shown is a copy the page sends.

## The protocol

The page speaks the pengines HTTP protocol: POST /pengine/create (a
JSON object: `src_text`, the program; `fen` and `variant`, the
position shown; `format`; optionally `ask`, the query, `template` and
`chunk`), then /pengine/send (`event=ask(Query, [])`, `next`, `stop`
or `destroy`), /pengine/pull_response after each output event, and
/pengine/abort, as library(pengines) defines them.  /pengine/create is
this module's: it reads the request within the web board's limits,
counts the client's pengines and the server's, and refuses the rest
with 429 or 503 as the web board does; then it hands the request to
library(pengines).  The page asks for its answers in the format
`json-damas` (the default is pengines' own, `prolog`, which
pengine_rpc/3 reads): each answer a list of bindings, each with its
`name`, its `text` as the toplevel writes it, and, for a position, its
`fen` and the board as `svg`.  Errors come as events with a message in
words.  /pengine/list and /pengine/detach are not served (they would
show a client the others' pengines), nor pengines.js.

## Limits

Each a setting of the application, set by console_configure/1 from the
options of web_server/1: a query that gives no answer within
`console_seconds` is stopped (the pengine is destroyed); a pengine's
stacks are at most `console_stack_mb`; its program and asserted
clauses at most 8 MB; at most `console_pengines` pengines live at once
in the process, `client_consoles` of one client (an address); a
pengine waiting for its client to ask for more answers is destroyed
after `console_idle` seconds.
*/

:- pengine_application(damas_console).
:- use_module(damas_console:console_library).

%   The pengine handlers of library(pengines) that this server does not
%   offer: the page's own client replaces pengines.js, and listing or
%   detaching pengines would let a client reach another's.

:- http_handler(root(pengine/create), console_create, []).
:- http_handler(root(pengine/list), console_missing, []).
:- http_handler(root(pengine/detach), console_missing, []).
:- http_handler(root(pengine/'pengines.js'), console_missing, []).
:- http_handler(root(pengine/'plterm.css'), console_missing, []).

%!  console_configure(+Options) is det.
%
%   Sets the console's limits from the options of web_server/1 (see
%   there): console_seconds, console_stack_mb, console_idle,
%   console_pengines, client_consoles.  The settings are the process's:
%   the last server started sets them (the size and stack limit of the
%   pool of pengine threads only if no query runs then).
%
%   @error type errors of the options.

console_configure(Options) :-
    option(console_seconds(Seconds), Options, 10),
    must_be(positive_integer, Seconds),
    option(console_stack_mb(StackMB), Options, 64),
    must_be(positive_integer, StackMB),
    option(console_idle(Idle), Options, 120),
    must_be(positive_integer, Idle),
    option(console_pengines(Max), Options, 16),
    must_be(positive_integer, Max),
    option(client_consoles(ClientMax), Options, 4),
    must_be(positive_integer, ClientMax),
    StackBytes is StackMB * 1024 * 1024,
    set_setting(damas_console:time_limit, Seconds),
    set_setting(damas_console:idle_limit, Idle),
    set_setting(damas_console:thread_pool_size, Max),
    set_setting(damas_console:thread_pool_stacks, [stack_limit(StackBytes)]),
    set_setting(damas_console:program_space, 8_000_000),
    set_setting(damas_console:slave_limit, 0),
    set_setting(client_consoles, ClientMax),
    renew_pool.

%   The pool of pengine threads takes its size and stack limit from the
%   settings when the first query comes: a pool made before is made
%   again when it is idle, so that the new settings hold.

renew_pool :-
    (   current_thread_pool(damas_console),
        \+ pengine_property(_, application(damas_console))
    ->  catch(thread_pool_destroy(damas_console), error(_, _), true)
    ;   true
    ).

:- setting(client_consoles, positive_integer, 4,
           'The most pengines of the console one client may have').


                 /*******************************
                 *            CREATE            *
                 *******************************/

%   console_create(+Request): /pengine/create within the web board's
%   limits, for the application damas_console only.

console_create(Request) :-
    pengines:reply_options(Request, [post]),
    !.
console_create(Request) :-
    catch(console_create_(Request), Error, true),
    (   var(Error)
    ->  true
    ;   Error = http_reply(_)
    ->  throw(Error)
    ;   console_error_reply(Error)
    ).

console_create_(Request) :-
    (   memberchk(method(post), Request)
    ->  true
    ;   throw(error(damas_web_request(method([post])), _))
    ),
    b_getval(damas_web_server, Config),
    request_input(Request, Config.limits, Input),
    (   get_dict(application, Input, App),
        App \== "damas_console"
    ->  throw(error(damas_web_input(application, "damas_console"), _))
    ;   true
    ),
    input_format(Input, Format),
    input_position(Input, Position),
    client(Request, Client),
    within_limits(Client),
    dict_pairs(Input, _, Pairs),
    include(create_option, Pairs, CreatePairs),
    maplist(create_option_valid, CreatePairs),
    dict_pairs(Create, _, CreatePairs),
    pengines:http_pengine_create([damas_console(console(Client, Position))|Request],
                                 damas_console, Format, Create).

create_option(Key-_) :-
    memberchk(Key, [ask, template, src_text, chunk]).

create_option_valid(chunk-Chunk) :-
    !,
    (   integer(Chunk),
        between(1, 100, Chunk)
    ->  true
    ;   throw(error(damas_web_input(chunk, "a number of answers from 1 to 100"), _))
    ).
create_option_valid(Key-Value) :-
    (   string(Value)
    ->  true
    ;   throw(error(damas_web_input(Key, "a string"), _))
    ).

input_format(Input, Format) :-
    (   get_dict(format, Input, Text)
    ->  (   memberchk(Text-Format, ["json-damas"-'json-damas', "json"-json,
                                    "prolog"-prolog])
        ->  true
        ;   throw(error(damas_web_input(format, "json-damas, json or prolog"), _))
        )
    ;   Format = prolog
    ).

%   input_position(+Input, -Position): the position of `fen` in
%   `variant` (default brazilian), the initial position without a FEN.

input_position(Input, Position) :-
    (   get_dict(variant, Input, VariantText)
    ->  (   string(VariantText),
            shipped_variant(Variant),
            atom_string(Variant, VariantText)
        ->  true
        ;   throw(error(damas_web_input(variant, "one of the variants that /api/variants lists"), _))
        )
    ;   Variant = brazilian
    ),
    (   get_dict(fen, Input, Fen),
        Fen \== ""
    ->  (   string(Fen)
        ->  catch(fen_position(Fen, Position, [variant(Variant)]),
                  error(Formal, Context),
                  ( library_reason(error(Formal, Context), Reason),
                    throw(error(damas_web_bad(fen, Reason), _))
                  ))
        ;   throw(error(damas_web_input(fen, "a string"), _))
        )
    ;   initial_position(Variant, Position)
    ).

client(Request, Client) :-
    (   memberchk(peer(ip(A, B, C, D)), Request)
    ->  format(atom(Client), '~w.~w.~w.~w', [A, B, C, D])
    ;   memberchk(peer(Peer), Request),
        ground(Peer)
    ->  Client = Peer
    ;   Client = unknown
    ).

%   within_limits(+Client): the client and the server may have one more
%   pengine.  A pengine counts from its creation until its last event
%   (destroy) is sent: its thread may still be ending then, but the
%   client has been told that it is gone.  One created at the same
%   moment by another request may pass too, and then waits for a thread
%   of the pool.

within_limits(Client) :-
    setting(damas_console:thread_pool_size, ServerMax),
    setting(client_consoles, ClientMax),
    aggregate_all(count, console_pengine(_, _), Server),
    aggregate_all(count, console_pengine(_, Client), Own),
    (   Own >= ClientMax
    ->  throw(error(damas_web_limit(consoles, client, ClientMax), _))
    ;   Server >= ServerMax
    ->  throw(error(damas_web_limit(consoles, server, ServerMax), _))
    ;   true
    ).

console_pengine(Pengine, Client) :-
    pengine_property(Pengine, application(damas_console)),
    pengines:pengine_user(Pengine, console(Client, _)),
    \+ last_event_sent(Pengine).

%   library(pengines) 9.0.4 marks the queue of a pengine whose destroy
%   event an HTTP request has sent (output_queue/3 if output was left in
%   it, output_queue_destroyed/1 if not).

last_event_sent(Pengine) :-
    pengines:output_queue(Pengine, _, _),
    !.
last_event_sent(Pengine) :-
    pengines:pengine_queue(Pengine, Queue, _, _),
    pengines:output_queue_destroyed(Queue).

:- multifile pengines:authentication_hook/3.

pengines:authentication_hook(Request, damas_console, User) :-
    memberchk(damas_console(User), Request).

console_missing(_Request) :-
    console_error_reply(error(damas_web_request(not_found), _)).

console_error_reply(Error) :-
    error_answer(Error, Status, Message),
    (   Status =:= 500
    ->  print_message(warning, damas_web_console(request_failed(Error)))
    ;   true
    ),
    (   memberchk(Status, [429, 503])
    ->  format("Retry-After: 5~n")
    ;   true
    ),
    reply_json_dict(_{error: Message}, [status(Status)]).

:- multifile prolog:message//1.

prolog:message(damas_web_console(request_failed(Error))) -->
    [ 'damas web console: a request failed: ~W'-[Error, [max_depth(8), quoted(true)]] ].


                 /*******************************
                 *           PENGINES           *
                 *******************************/

%   Output of the query (write/1, format/2, ...) goes to the client as
%   output events, a line at a time, up to output_limit/1 characters: a
%   query that prints on without end would otherwise never meet the
%   time limit, which counts from one event to the next.

:- multifile pengines:prepare_module/3.

output_limit(65536).

pengines:prepare_module(_Module, damas_console, _Options) :-
    nb_setval(damas_console_output, 0),
    open_prolog_stream(damas_web_console, write, Out, []),
    set_stream(Out, buffer(line)),
    set_stream(Out, alias(user_output)),
    set_stream(Out, alias(user_error)),
    set_stream(Out, alias(current_output)).

:- public stream_write/2, stream_close/1.

stream_write(_Stream, Text) :-
    (   nb_current(damas_console_output, Written0)
    ->  true
    ;   Written0 = 0
    ),
    string_length(Text, Length),
    Written is Written0 + Length,
    nb_setval(damas_console_output, Written),
    output_limit(Max),
    (   Written =< Max
    ->  pengine_output(Text)
    ;   throw(error(resource_error(damas_console_output), _))
    ).

stream_close(_Stream).


%   The checks before a query runs.  library(sandbox) lets a query
%   call the facts of any module (they run no code), and so
%   pengines:current_pengine/6 would tell a query the other pengines,
%   and Pengine:seen(X) would read another student's facts: a query and
%   the program may not name a module other than their own (Module:Goal
%   or Goal@Module).  A query the sandbox refuses is refused by
%   library(pengines) before it runs, and its pengine then waits for
%   another query (until `console_idle`), counting against the
%   client's limit; checked here first, such a query becomes one that
%   raises the sandbox's error when it runs, and its pengine ends with
%   it, as after any other error.

:- multifile pengines:prepare_goal/3.

pengines:prepare_goal(Goal, Prepared, _Options) :-
    pengine_self(Pengine),
    pengine_property(Pengine, application(damas_console)),
    pengine_property(Pengine, module(Module)),
    catch(query_checked(Module, Goal), Error, true),
    nonvar(Error),
    Prepared = throw(Error).

query_checked(Module, Goal) :-
    own_modules_only(Module, Goal),
    forall(program_clause(Module, Body), own_modules_only(Module, Body)),
    setting(damas_console:safe_goal_limit, Limit),
    call_with_time_limit(Limit, safe_goal(Module:Goal)).

program_clause(Module, Body) :-
    current_predicate(_, Module:Head),
    \+ predicate_property(Module:Head, imported_from(_)),
    catch(clause(Module:Head, Body), error(_, _), fail).

own_modules_only(Own, Term) :-
    (   sub_term(Changing, Term),
        compound(Changing),
        compound_name_arity(Changing, Name, Arity),
        database_change(Name, Arity),
        foreign_module_term(Own, Changing, _, _)
    ->  throw(error(permission_error(call, sandboxed, Changing), sandbox(Changing, [])))
    ;   foreign_module_term(Own, Term, Other, Called)
    ->  (   callable(Called)
        ->  Goal = Other:Called
        ;   Goal = Other:module
        ),
        throw(error(permission_error(call, sandboxed, Goal), sandbox(Goal, [])))
    ;   true
    ).

database_change(Name, 1) :-
    memberchk(Name, [assert, asserta, assertz, retract, retractall, abolish]).
database_change(Name, 2) :-
    memberchk(Name, [assert, asserta, assertz, abolish]).

foreign_module_term(Own, Term, Other, Called) :-
    sub_term(Sub, Term),
        compound(Sub),
        (   Sub = Other:Called
        ;   Sub = '@'(Called, Other)
        ),
        atom(Other),
        Other \== Own,
        current_module(Other),
        !.


                 /*******************************
                 *            ANSWERS           *
                 *******************************/

:- multifile pengines:event_to_json/3.

pengines:event_to_json(success(Id, Answers0, _Projection, Time, More),
                       json{event: success, id: Id, time: Time, more: More,
                            answers: Answers},
                       'json-damas') :-
    maplist(answer_json, Answers0, Answers).
pengines:event_to_json(error(Id, Error),
                       json{event: error, id: Id, data: Message},
                       'json-damas') :-
    error_message(Error, Message).

answer_json(Answer, Bindings) :-
    (   is_dict(Answer)
    ->  dict_pairs(Answer, _, Pairs)
    ;   Pairs = ['Answer'-Answer]
    ),
    maplist(binding_json, Pairs, Bindings).

binding_json(Name-Value, Binding) :-
    value_text(Value, Text),
    (   shown_position(Value, Position)
    ->  position_fen(Position, Fen0),
        atom_string(Fen0, Fen),
        position_svg(Position, SVG, [square_size(28), coordinates(none)]),
        Binding = json{name: Name, text: Text, fen: Fen, svg: SVG}
    ;   Binding = json{name: Name, text: Text}
    ).

%   A binding's text as the toplevel writes it (positions as
%   fen(Variant, "FEN"), moves as their text), cut to a few thousand
%   characters.

value_text(Value, Text) :-
    with_output_to(string(Text0),
                   write_term(Value, [portray(true), quoted(true), numbervars(true),
                                      spacing(next_argument)])),
    string_length(Text0, Length),
    (   Length =< 4000
    ->  Text = Text0
    ;   sub_string(Text0, 0, 4000, _, Start),
        string_concat(Start, "…", Text)
    ).

shown_position(Value, Position) :-
    compound(Value),
    (   Value = position(Variant, _, _, _, _)
    ;   Value = fen(Variant, _)
    ),
    atom(Variant),
    shipped_variant(Variant),
    catch(canonical_position(Value, Position), error(_, _), fail).

%   error_message(+Error, -Message): what the student reads.

error_message(Error, Message) :-
    (   catch(error_words(Error, Message0), _, fail)
    ->  Message = Message0
    ;   catch(message_to_string(Error, Message0), _, fail)
    ->  atom_string(Message0, Message)
    ;   Message = "The query raised an error."
    ).

error_words(time_limit_exceeded, Message) :-
    setting(damas_console:time_limit, Seconds),
    format(string(Message),
           "The query gave no answer within ~w seconds: it was stopped.", [Seconds]).
error_words(error(permission_error(call, sandboxed, Goal), _), Message) :-
    strip_module(Goal, _, Plain),
    compound(Plain),
    compound_name_arguments(Plain, Name, [_|_]),
    memberchk(Name, [assert, asserta, assertz, retract, retractall, abolish]),
    !,
    format(string(Message),
           "The console does not run ~W: a query may assert and retract facts of its own predicates only (declare them dynamic in the program: \":- dynamic seen/1.\"), not rules, nor the library's or the system's.",
           [Plain, [max_depth(6), quoted(true), portray(true)]]).
error_words(error(permission_error(call, sandboxed, Goal), Context), Message) :-
    (   Context = sandbox(_, Parents),
        is_list(Parents),
        last(Parents, Asked)
    ->  goal_name(Asked, Name),
        goal_name(Goal, Called),
        format(string(Through), " (it calls ~w)", [Called])
    ;   goal_name(Goal, Name),
        Through = ""
    ),
    format(string(Message),
           "The console does not run ~w~w: it could change the server or reach its files. A query may call plain Prolog and the library's predicates that compute, not the library's modules directly.",
           [Name, Through]).
error_words(error(permission_error(Action, Type, Culprit), _), Message) :-
    sandbox_refusal(Action, Type),
    format(string(Message),
           "The console does not allow that: ~w of ~w ~q.", [Action, Type, Culprit]).
error_words(error(permission_error(use, damas_console_variant, Variant), _), Message) :-
    findall(V, shipped_variant(V), Vs),
    atomic_list_concat(Vs, ', ', Names),
    format(string(Message), "The console plays the shipped variants only (~w), not ~q.",
           [Names, Variant]).
error_words(error(permission_error(use, damas_console_option, Option), _), Message) :-
    format(string(Message),
           "The console does not take the option ~q (no progress/1, context/1, more than one thread or more than 16 MB of table).",
           [Option]).
error_words(error(existence_error(procedure, Missing), _), Message) :-
    (   Missing = _:Head,
        callable(Head)
    ->  functor(Head, F, A)
    ;   Missing = _:F/A
    ->  true
    ;   Missing = F/A
    ),
    format(string(Message),
           "There is no predicate ~q: define it in the program, or check its name and number of arguments (a predicate that a query asserts must be declared dynamic in the program).",
           [F/A]).
error_words(error(resource_error(Resource), _), Message) :-
    memory_resource(Resource),
    setting(damas_console:thread_pool_stacks, Stacks),
    memberchk(stack_limit(Bytes), Stacks),
    MB is Bytes // (1024 * 1024),
    format(string(Message),
           "The query needed more than the ~w MB of memory a query may use: it was stopped (an endless recursion, or a list that grows without end?).",
           [MB]).
error_words(error(resource_error(damas_console_output), _), Message) :-
    output_limit(Max),
    format(string(Message), "The query printed more than ~D characters: it was stopped.", [Max]).
error_words(error(resource_error(threads_in_pool(_)), _),
            "The server runs as many queries as it may: try again in a few seconds.").
error_words(error(resource_error(program_space), _),
            "The program and what the query asserts take more than the 8 MB a query may use.").

%   A goal is named with its module when that is a module of a file
%   (damas:legal_moves/2), not the query's own (a pengine's temporary
%   module) nor the system.

goal_name(Goal, Name) :-
    strip_module(Goal, Module, Plain),
    callable(Plain),
    functor(Plain, F, A),
    (   Goal = Module:_,
        module_property(Module, file(_)),
        \+ module_property(Module, class(system))
    ->  format(string(Name), "~q", [Module:F/A])
    ;   format(string(Name), "~q", [F/A])
    ).

sandbox_refusal(modify, static_procedure).
sandbox_refusal(modify, static_module).
sandbox_refusal(_, sandboxed).

memory_resource(memory).
memory_resource(stack).
memory_resource(stack_overflow).
memory_resource(Resource) :-
    atom(Resource),
    sub_atom(Resource, _, _, 0, '_stack').
