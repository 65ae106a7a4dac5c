:- module(damas_web_errors,
          [ error_answer/3,             % +Error, -Status, -Message
            library_reason/2            % +Error, -Reason
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).

/** <module> What the web board answers when a request fails

Every failed request of library(damas/web) is answered with a status and
a message in words, written here from the error term: the message says
what is wrong and how to go on, and never repeats the request's input
(which may be megabytes, or nested deep enough to stop the process when
printed) nor names a file of the host.  What the library's parsers say
about bad text (a FEN, a move, PDN) is passed on, cut to a line.

The errors that are the client's are 4xx; a limit of the server (too
many games or analyses) is 429 when it is the client's share and 503
when it is the server's; anything else is a 500 whose message says no
more than that, the error itself going to the server's log.
*/

%!  error_answer(+Error, -Status, -Message) is det.
%
%   Status is the HTTP status and Message (a string) the words of the
%   answer to a request that raised Error.  Status 500 means the error
%   is not the client's.

error_answer(Error, Status, Message) :-
    (   catch(answer(Error, Status, Message0), _, fail)
    ->  true
    ;   Status = 500,
        Message0 = "The server could not do that: an internal error (it is in the server's log)."
    ),
    text_string(Message0, Message).

answer(error(Formal, _), Status, Message) :-
    formal_answer(Formal, Status, Message).

formal_answer(damas_web_request(What), Status, Message) :-
    request_answer(What, Status, Message).
formal_answer(damas_web_input(Field, Expected), 400, Message) :-
    format(string(Message), "~w must be ~w.", [Field, Expected]).
formal_answer(missing_input(Field), 400, Message) :-
    format(string(Message), "The request lacks ~w.", [Field]).
formal_answer(duplicate_key(Key), 400, Message) :-
    (   known_field(Key)
    ->  format(string(Message), "The request gives ~w twice.", [Key])
    ;   Message = "The request gives a field twice."
    ).
formal_answer(damas_web_bad(What, Reason), 400, Message) :-
    bad_what(What, Words),
    (   Reason == ""
    ->  format(string(Message), "~w.", [Words])
    ;   format(string(Message), "~w: ~w.", [Words, Reason])
    ).
formal_answer(damas_web_refused(Message), 400, Message).
formal_answer(existence_error(damas_web_game, _), 404,
              "There is no such game (it may have expired): start a new game.").
formal_answer(existence_error(damas_console_query, _), 404,
              "There is no such console query (it ended, or waited too long for Next): run it again.").
formal_answer(permission_error(create, damas_console_query, _), 409,
              "The page already has a console query of that id: stop it first.").
formal_answer(permission_error(run, damas_console_query, _), 409,
              "The query is still looking for its answer: wait for it, or stop it.").
formal_answer(permission_error(modify, damas_web_game, _), 409,
              "The game changed meanwhile (another tab, or an undo): it is shown as it is now.").
formal_answer(damas_web_limit(What, Scope, Max), Status, Message) :-
    limit_answer(What, Scope, Max, Status, Message).
formal_answer(resource_error(Resource), 503, Message) :-
    memberchk(Resource, [damas_web_store, damas_web_searches, damas_console_sessions,
                         damas_console_process]),
    Message = "The server is stopping or too busy to answer: try again in a moment.".
formal_answer(timeout_error(read, _), 408,
              "The request did not arrive in time.").

request_answer(content_type, 415,
               "The request body must be JSON, sent with Content-Type: application/json.").
request_answer(length_required, 411,
               "The request must say its length (Content-Length).").
request_answer(too_large(Max), 413, Message) :-
    format(string(Message), "The request body is larger than the ~D bytes allowed.", [Max]).
request_answer(too_deep(Max), 400, Message) :-
    format(string(Message), "The request body nests arrays and objects deeper than the ~D levels allowed.", [Max]).
request_answer(not_json, 400, "The request body is not JSON.").
request_answer(not_object, 400, "The request body must be a JSON object.").
request_answer(method(Allowed), 405, Message) :-
    atomic_list_concat(Allowed, ' or ', Methods0),
    upcase_atom(Methods0, Methods),
    format(string(Message), "Ask this with ~w.", [Methods]).
request_answer(not_found, 404, "There is nothing at this address.").

bad_what(fen, "The FEN is not valid").
bad_what(move, "That move cannot be played").
bad_what(move_text, "The move is not written right").
bad_what(ambiguous_move, "Several moves are written so").
bad_what(path, "No legal move goes along that path").
bad_what(pdn, "The PDN cannot be read").

limit_answer(games, client, Max, 429, Message) :-
    counted(Max, "game", "games", Games),
    format(string(Message), "You have ~w open, the most one client may have: close one (New game closes the tab's old game) or wait until one expires.", [Games]).
limit_answer(games, server, Max, 503, Message) :-
    counted(Max, "game", "games", Games),
    format(string(Message), "The server holds ~w, the most it may: try again later.", [Games]).
limit_answer(analyses, client, Max, 429, Message) :-
    counted(Max, "analysis", "analyses", Analyses),
    format(string(Message), "You have ~w running or waiting, the most one client may have: wait until one ends.", [Analyses]).
limit_answer(analyses, server, Max, 503, Message) :-
    counted(Max, "analysis", "analyses", Analyses),
    format(string(Message), "The server runs or queues ~w, the most it may: try again in a few seconds.", [Analyses]).
limit_answer(consoles, client, Max, 429, Message) :-
    counted(Max, "console query", "console queries", Queries),
    format(string(Message), "You have ~w running or waiting for Next, the most one client may have: stop one, or wait until one ends.", [Queries]).
limit_answer(consoles, server, Max, 503, Message) :-
    counted(Max, "console query", "console queries", Queries),
    format(string(Message), "The server runs ~w, the most it may: try again in a few seconds.", [Queries]).
limit_answer(engine_searches, server, _, 503,
             "The engine is busy with other games: try again in a few seconds.").

counted(1, One, _, Text) :-
    !,
    format(string(Text), "1 ~w", [One]).
counted(N, _, Many, Text) :-
    format(string(Text), "~D ~w", [N, Many]).

%   The names of the inputs: only these are ever named in an answer.

known_field(Key) :-
    memberchk(Key, [id, variant, fen, white, black, flip, move, path, level,
                    pdn, time, query, program]).

%!  library_reason(+Error, -Reason) is det.
%
%   Reason is the explanation a library predicate gave in its error's
%   context (e.g. "a square is given twice (at character 6)"), cut to
%   one line of at most 160 characters; "" if it gave none.

library_reason(error(_, context(_, Explanation)), Reason) :-
    (   string(Explanation)
    ;   atom(Explanation)
    ),
    !,
    text_string(Explanation, Text0),
    split_string(Text0, "\n", "", [Line|_]),
    shortened(Line, 160, Reason).
library_reason(_, "").

shortened(Text, Max, Short) :-
    string_length(Text, Length),
    (   Length =< Max
    ->  Short = Text
    ;   Keep is Max - 1,
        sub_string(Text, 0, Keep, _, Start),
        string_concat(Start, "…", Short)
    ).

text_string(Text, String) :-
    (   string(Text)
    ->  String = Text
    ;   atom_string(Text, String)
    ).
