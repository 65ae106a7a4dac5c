:- module(damas_web_store,
          [ store_create/2,             % +Entry, -Id
            store_get/2,                % +Id, -Entry
            store_put/3,                % +Id, +Version, +Entry
            store_start_analysis/4,     % +Id, +Analysis0, -Generation, -Analysis
            store_update_analysis/3,    % +Id, +Generation, +Analysis
            store_delete/1,             % +Id
            store_count/1,              % -Count
            store_set_idle_limit/1      % +Seconds
          ]).
:- use_module(library(assoc)).
:- use_module(library(error)).
:- use_module(library(uuid)).

/** <module> The web board's games, held by one thread

The games of library(damas/web) live in the state of one thread, the
store: a request for a game is a message to it, and its answer a
message back.  The store is the only place a game is kept between HTTP
requests, so any number of worker threads can serve requests at once
without a shared database, and a game dropped from the store is gone
(its memory is reclaimed as the store's state is a plain term).

An entry is a dict with at least the key `version`: store_put/3 writes
an entry only if the stored one still has the version the writer read,
so that two requests that change the same game at once (a move and an
undo in two tabs of one game) cannot lose one another's change; the
second gets a permission error and reads again.

Games not used for a while (store_set_idle_limit/1, default one hour)
are dropped: a browser tab that is closed without saying so does not
keep its game forever.

@error existence_error(damas_web_game, Id) for an Id the store does not
hold; permission_error(modify, damas_web_game, Id) for a put whose
version is not the stored one.
*/

%   store_call(+Request, -Reply): sends Request to the store (started on
%   first use) and waits for its reply on a queue of its own, so that no
%   stray reply is left in a worker thread's queue; an error reply is
%   thrown here.

store_call(Request, Reply) :-
    store(Store),
    setup_call_cleanup(
        message_queue_create(Queue),
        ( thread_send_message(Store, request(Queue, Request)),
          (   thread_get_message(Queue, Reply0, [timeout(60)])
          ->  true
          ;   throw(error(resource_error(damas_web_store), _))
          )
        ),
        message_queue_destroy(Queue)),
    (   Reply0 = error(E)
    ->  throw(E)
    ;   Reply = Reply0
    ).

store(damas_web_store) :-
    (   running_store
    ->  true
    ;   with_mutex(damas_web_store,
                   (   running_store
                   ->  true
                   ;   thread_create(store_loop(store{games: t, idle_limit: 3600, swept: 0}),
                                     _, [alias(damas_web_store), detached(true)])
                   ))
    ).

running_store :-
    catch(thread_property(damas_web_store, status(running)), _, fail).

store_loop(State0) :-
    thread_get_message(request(Queue, Request)),
    get_time(Now),
    catch(swept(State0, Now, State1), _, State1 = State0),
    (   catch(handle(Request, Now, State1, State2, Reply), E,
              ( State2 = State1, Reply = error(E) ))
    ->  true
    ;   State2 = State1,
        Reply = error(error(failed(Request), _))
    ),
    catch(thread_send_message(Queue, Reply), _, true),
    store_loop(State2).

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

handle(create(Entry0), Now, State0, State, Id) :-
    uuid(Id0, [version(4)]),
    atom_string(Id0, Id),
    Entry = Entry0.put(_{version: 1, touched: Now}),
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
        Entry = Entry0.put(_{version: NewVersion, touched: Now}),
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
handle(idle_limit(Seconds), _, State0, State, ok) :-
    State = State0.put(idle_limit, Seconds).

stored(State, Id, Entry) :-
    (   get_assoc(Id, State.games, Entry)
    ->  true
    ;   existence_error(damas_web_game, Id)
    ).


%!  store_create(+Entry, -Id) is det.
%
%   Stores the dict Entry as a new game, version 1; Id is its new
%   identifier, a string.

store_create(Entry, Id) :-
    store_call(create(Entry), Id).

%!  store_get(+Id, -Entry) is det.
%
%   Entry is the game stored under Id, a dict whose key `version` says
%   which version it is.
%
%   @error existence_error(damas_web_game, Id).

store_get(Id, Entry) :-
    must_be(string, Id),
    store_call(get(Id), Entry).

%!  store_put(+Id, +Version, +Entry) is det.
%
%   Replaces the game stored under Id by Entry, if the stored one is
%   still at Version; the stored version is then Version + 1.
%
%   @error existence_error(damas_web_game, Id);
%   permission_error(modify, damas_web_game, Id) if another request
%   changed the game since Version.

store_put(Id, Version, Entry) :-
    store_call(put(Id, Version, Entry), ok).

%!  store_start_analysis(+Id, +Analysis0, -Generation, -Analysis) is det.
%
%   Starts a new analysis of game Id: Generation is one more than the
%   last, and Analysis, Analysis0 with that generation, becomes the
%   game's key `analysis`.  The game's version is unchanged, as the game
%   is, so that a move played meanwhile is not refused.
%
%   @error existence_error(damas_web_game, Id).

store_start_analysis(Id, Analysis0, Generation, Analysis) :-
    store_call(start_analysis(Id, Analysis0), Generation-Analysis).

%!  store_update_analysis(+Id, +Generation, +Analysis) is semidet.
%
%   Sets the key `analysis` of the game Id to Analysis if the game's
%   current analysis is still of Generation (a later request for an
%   analysis replaces the earlier); the game's version is unchanged, as
%   the game is.  Fails if the analysis is stale or the game gone.

store_update_analysis(Id, Generation, Analysis) :-
    store_call(analysis(Id, Generation, Analysis), ok).

%!  store_delete(+Id) is det.
%
%   The game Id is no longer stored (no error if it was not).

store_delete(Id) :-
    store_call(delete(Id), ok).

%!  store_count(-Count) is det.
%
%   Count is the number of games stored.

store_count(Count) :-
    store_call(count, Count).

%!  store_set_idle_limit(+Seconds) is det.
%
%   Games unused for more than Seconds are dropped (checked at most
%   once a minute).

store_set_idle_limit(Seconds) :-
    must_be(nonneg, Seconds),
    store_call(idle_limit(Seconds), ok).
