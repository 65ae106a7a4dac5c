/*  The web console's soak: generated hostile queries
    (tests/prolog/support/hostile_queries.pl) sent one after another,
    from a few client addresses, to a web server in a process of its own,
    for a bounded time:

        swipl tests/soak/console_soak.pl [--seconds=300] [--first-seed=1]

    It prints, per kind of query, how many were answered, failed and
    refused, then the server's deaths (it is restarted after one), its
    resident memory at the start and at the end, and any file a query
    managed to write.  Exits 1 if the server died, its memory grew by
    more than 20 MB, or a query escaped.  Part of `make soak`.
*/
:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/../../prolog', Lib),
   asserta(user:file_search_path(library, Lib)).
:- use_module(library(main)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module('../prolog/support/web_client').
:- use_module('../prolog/support/hostile_queries').
:- use_module('../prolog/support/web_process').

:- initialization(main, main).

opt_type(seconds, seconds, nonneg).
opt_type(first_seed, first_seed, natural).
opt_help(seconds, "How long to send queries (default 300)").
opt_help(first_seed, "The seed of the first query (default 1)").

main(Argv) :-
    argv_options(Argv, _, Options),
    option(seconds(Seconds), Options, 300),
    option(first_seed(Seed), Options, 1),
    server_start(Server0),
    resident_kb(Server0, Before),
    get_time(Start),
    End is Start + Seconds,
    soak(Seed, End, Server0, Server, [], Counts, 0, Deaths),
    resident_kb(Server, After),
    server_stop(Server),
    report(Counts, Deaths, Before, After, Escaped),
    (   Deaths =:= 0, After - Before =< 20000, Escaped == []
    ->  halt(0)
    ;   halt(1)
    ).

soak(Seed, End, Server0, Server, Counts0, Counts, Deaths0, Deaths) :-
    get_time(Now),
    (   Now >= End
    ->  Server = Server0, Counts = Counts0, Deaths = Deaths0
    ;   hostile_query(Seed, Kind, Fields),
        From is Seed mod 4 + 2,
        format(atom(Address), '127.0.0.~w', [From]),
        Server0 = server(_, Port),
        catch(web_json(Port, post, '/api/console/ask', Fields, Status-Reply,
                       [from(Address), timeout(60)]),
              _, Status = none),
        outcome(Status, Reply, Outcome),
        count(Kind-Outcome, Counts0, Counts1),
        (   server_alive(Server0)
        ->  Server1 = Server0, Deaths1 = Deaths0
        ;   format("server died after seed ~w (~w)~n", [Seed, Kind]),
            Deaths1 is Deaths0 + 1,
            server_start(Server1)
        ),
        Seed1 is Seed + 1,
        soak(Seed1, End, Server1, Server, Counts1, Counts, Deaths1, Deaths)
    ).

outcome(200, Reply, Outcome) :-
    !,
    atom_string(Outcome, Reply.event).
outcome(none, _, no_answer) :- !.
outcome(Status, _, status(Status)).

count(Key, Counts0, Counts) :-
    (   selectchk(Key-N0, Counts0, Rest)
    ->  N is N0 + 1,
        Counts = [Key-N|Rest]
    ;   Counts = [Key-1|Counts0]
    ).

report(Counts, Deaths, Before, After, Escaped) :-
    msort(Counts, Sorted),
    forall(member((Kind-Outcome)-N, Sorted),
           format("~w~t~20|~w~t~35|~D~n", [Kind, Outcome, N])),
    pairs_values(Counts, Ns),
    sum_list(Ns, Total),
    format("~D queries; server deaths: ~D; resident memory ~D KB at the start, ~D KB at the end~n",
           [Total, Deaths, Before, After]),
    include(exists_file, ['/tmp/escaped', '/tmp/damas_escaped'], Escaped),
    (   Escaped == []
    ->  format("no query wrote a file~n")
    ;   format("files written by queries: ~w~n", [Escaped])
    ).


                 /*******************************
                 *          THE SERVER          *
                 *******************************/

server_start(Server) :-
    web_process_start(['--console_seconds=2', '--client_consoles=16'], Server).

server_alive(Server) :-
    web_process_alive(Server).

server_stop(Server) :-
    web_process_stop(Server).

resident_kb(Server, KB) :-
    web_process_resident_kb(Server, KB).
