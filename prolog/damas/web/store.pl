:- module(damas_web_store,
          [ store_start/2,              % -Store, +Options
            store_stop/1,               % +Store
            store_create/4,             % +Store, +Client, +Entry, -Id
            store_get/3,                % +Store, +Id, -Entry
            store_put/4,                % +Store, +Id, +Version, +Entry
            store_start_analysis/5,     % +Store, +Id, +Analysis0, -Generation, -Analysis
            store_update_analysis/4,    % +Store, +Id, +Generation, +Analysis
            store_delete/2,             % +Store, +Id
            store_count/2               % +Store, -Count
          ]).
:- use_module(library(apply)).
:- use_module(library(assoc)).
:- use_module(library(error)).
:- use_module(library(option)).
:- use_module(library(predicate_options)).
:- use_module(library(uuid)).
:- use_module(background).

/** <module> The web board's games, held by one thread per server

The games of a server of library(damas/web) live in the state of one
thread, its store: a request for a game is a message to it, and its
answer a message back.  The store is the only place a game is kept
between HTTP requests, so any number of worker threads can serve
requests at once without a shared database, and a game dropped from the
store is gone (its memory is reclaimed as the store's state is a plain
term).

An entry is a dict with at least the key `version`: store_put/4 writes
an entry only if the stored one still has the version the writer read,
so that two requests that change the same game at once (a move and an
undo in two tabs of one game) cannot lose one another's change; the
second gets a permission error and reads again.

The store holds at most `max_games` games, and at most `client_games`
of one client (the address the requests come from): a client cannot
fill the server, and no client's request ever drops another's game.
Games not used for a while (`idle_seconds`, default one hour) are
dropped: a browser tab that is closed without saying so does not keep
its game forever.

@error existence_error(damas_web_game, Id) for an Id the store does not
hold; permission_error(modify, damas_web_game, Id) for a put whose
version is not the stored one; damas_web_limit(games, Scope, Max) for
a game over the limit of the server (Scope `server`) or of the client
(`client`); resource_error(damas_web_store) if the store does not
answer (it was stopped).
*/

:- predicate_options(store_start/2, 2,
                     [ idle_seconds(nonneg),
                       max_games(positive_integer),
                       client_games(positive_integer)
                     ]).

%!  store_start(-Store, +Options) is det.
%
%   Starts a store: Store is the thread that holds its games.  Options:
%
%     - idle_seconds(+Seconds)
%       Games unused for longer are dropped (checked at most once a
%       minute); default 3600.
%     - max_games(+N)
%       The most games the store holds; default 1000.
%     - client_games(+N)
%       The most games one client holds; default 50.
%
%   @error type_error(list, Options) and the type errors of the options.

store_start(Store, Options) :-
    must_be(list, Options),
    option(idle_seconds(Idle), Options, 3600),
    must_be(nonneg, Idle),
    option(max_games(Max), Options, 1000),
    must_be(positive_integer, Max),
    option(client_games(PerClient), Options, 50),
    must_be(positive_integer, PerClient),
    State = store{games: t, idle_limit: Idle, swept: 0,
                  max_games: Max, client_games: PerClient},
    background_thread(store_loop(State), Store, []).

%!  store_stop(+Store) is det.
%
%   Stops Store: its games are gone.  Waits until its thread has ended.

store_stop(Store) :-
    catch(( thread_send_message(Store, stop),
            thread_join(Store, _)
          ),
          error(existence_error(_, _), _),
          true).

store_call(Store, Request, Reply) :-
    background_call(Store, Request, Reply, damas_web_store).

store_loop(State0) :-
    thread_get_message(Message),
    (   Message == stop
    ->  true
    ;   Message = request(Queue, Request)
    ->  get_time(Now),
        catch(swept(State0, Now, State1), _, State1 = State0),
        (   catch(handle(Request, Now, State1, State2, Reply), E,
                  ( State2 = State1, Reply = error(E) ))
        ->  true
        ;   State2 = State1,
            Reply = error(error(failed(store), _))
        ),
        catch(thread_send_message(Queue, Reply), _, true),
        store_loop(State2)
    ;   store_loop(State0)
    ).

%   Every minute at most, the games idle for longer than the limit go.

swept(State0, Now, State) :-
    (   Now - State0.swept > 60
    ->  assoc_to_list(State0.games, Pairs),
        Limit = State0.idle_limit,
        include(fresh(Now, Limit), Pairs, Kept),
        list_to_assoc(Kept, Games),
        State = State0.put(_{games: Games, swept: Now})
    ;   State = State0
    ).

fresh(Now, Limit, _-Entry) :-
    get_dict(touched, Entry, Touched),
    Now - Touched =< Limit.

handle(create(Client, Entry0), Now, State0, State, Id) :-
    assoc_to_values(State0.games, Entries),
    length(Entries, Held),
    (   Held >= State0.max_games
    ->  throw(error(damas_web_limit(games, server, State0.max_games), _))
    ;   aggregate_client(Entries, Client, Mine),
        Mine >= State0.client_games
    ->  throw(error(damas_web_limit(games, client, State0.client_games), _))
    ;   true
    ),
    uuid(Id0, [version(4)]),
    atom_string(Id0, Id),
    Entry = Entry0.put(_{version: 1, touched: Now, client: Client}),
    put_assoc(Id, State0.games, Entry, Games),
    State = State0.put(games, Games).
handle(get(Id), Now, State0, State, Entry) :-
    stored(State0, Id, Entry0),
    Entry = Entry0.put(touched, Now),
    put_assoc(Id, State0.games, Entry, Games),
    State = State0.put(games, Games).
handle(put(Id, Version, Entry0), Now, State0, State, ok) :-
    stored(State0, Id, Stored),
    (   Stored.version =:= Version
    ->  NewVersion is Version + 1,
        Entry = Entry0.put(_{version: NewVersion, touched: Now, client: Stored.client}),
        put_assoc(Id, State0.games, Entry, Games),
        State = State0.put(games, Games)
    ;   permission_error(modify, damas_web_game, Id)
    ).
handle(analysis(Id, Generation, Analysis), _, State0, State, Reply) :-
    (   get_assoc(Id, State0.games, Stored),
        get_dict(analysis, Stored, Current),
        Current.generation =:= Generation
    ->  Entry = Stored.put(analysis, Analysis),
        put_assoc(Id, State0.games, Entry, Games),
        State = State0.put(games, Games),
        Reply = ok
    ;   State = State0,
        Reply = stale
    ).
handle(start_analysis(Id, Analysis0), _, State0, State, Generation-Analysis) :-
    stored(State0, Id, Stored),
    (   get_dict(analysis, Stored, Current)
    ->  Generation is Current.generation + 1
    ;   Generation = 1
    ),
    Analysis = Analysis0.put(generation, Generation),
    put_assoc(Id, State0.games, Stored.put(analysis, Analysis), Games),
    State = State0.put(games, Games).
handle(delete(Id), _, State0, State, ok) :-
    (   del_assoc(Id, State0.games, _, Games)
    ->  State = State0.put(games, Games)
    ;   State = State0
    ).
handle(count, _, State, State, Count) :-
    assoc_to_keys(State.games, Keys),
    length(Keys, Count).

aggregate_client(Entries, Client, Count) :-
    foldl(count_client(Client), Entries, 0, Count).

count_client(Client, Entry, N0, N) :-
    (   get_dict(client, Entry, Client)
    ->  N is N0 + 1
    ;   N = N0
    ).

stored(State, Id, Entry) :-
    (   get_assoc(Id, State.games, Entry)
    ->  true
    ;   existence_error(damas_web_game, Id)
    ).


%!  store_create(+Store, +Client, +Entry, -Id) is det.
%
%   Stores the dict Entry as a new game of Client (any ground term that
%   names where the request came from), version 1; Id is its new
%   identifier, a string.
%
%   @error damas_web_limit(games, server, Max) when the store holds
%   `max_games` games; damas_web_limit(games, client, Max) when Client
%   holds `client_games`.

store_create(Store, Client, Entry, Id) :-
    must_be(ground, Client),
    store_call(Store, create(Client, Entry), Id).

%!  store_get(+Store, +Id, -Entry) is det.
%
%   Entry is the game stored under Id, a dict whose key `version` says
%   which version it is, and `client` whose it is.
%
%   @error existence_error(damas_web_game, Id).

store_get(Store, Id, Entry) :-
    must_be(string, Id),
    store_call(Store, get(Id), Entry).

%!  store_put(+Store, +Id, +Version, +Entry) is det.
%
%   Replaces the game stored under Id by Entry, if the stored one is
%   still at Version; the stored version is then Version + 1 (the
%   game's client stays).
%
%   @error existence_error(damas_web_game, Id);
%   permission_error(modify, damas_web_game, Id) if another request
%   changed the game since Version.

store_put(Store, Id, Version, Entry) :-
    store_call(Store, put(Id, Version, Entry), ok).

%!  store_start_analysis(+Store, +Id, +Analysis0, -Generation, -Analysis) is det.
%
%   Starts a new analysis of game Id: Generation is one more than the
%   last, and Analysis, Analysis0 with that generation, becomes the
%   game's key `analysis`.  The game's version is unchanged, as the game
%   is, so that a move played meanwhile is not refused.
%
%   @error existence_error(damas_web_game, Id).

store_start_analysis(Store, Id, Analysis0, Generation, Analysis) :-
    store_call(Store, start_analysis(Id, Analysis0), Generation-Analysis).

%!  store_update_analysis(+Store, +Id, +Generation, +Analysis) is semidet.
%
%   Sets the key `analysis` of the game Id to Analysis if the game's
%   current analysis is still of Generation (a later request for an
%   analysis replaces the earlier); the game's version is unchanged, as
%   the game is.  Fails if the analysis is stale or the game gone.

store_update_analysis(Store, Id, Generation, Analysis) :-
    store_call(Store, analysis(Id, Generation, Analysis), ok).

%!  store_delete(+Store, +Id) is det.
%
%   The game Id is no longer stored (no error if it was not).

store_delete(Store, Id) :-
    store_call(Store, delete(Id), ok).

%!  store_count(+Store, -Count) is det.
%
%   Count is the number of games stored.

store_count(Store, Count) :-
    store_call(Store, count, Count).
