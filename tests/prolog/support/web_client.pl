/*  A plain HTTP client for the web board's tests and benchmarks: one
    request per connection, written byte by byte, so that a test can
    send what a browser would not (no Content-Type, no length, a body
    of any size) and choose the address it comes from (any of 127.0.0.0/8
    is this computer: each is another client for the server's limits).
    Not a test file itself: tests/prolog/run_tests.pl loads test_*.pl
    only.
*/
:- module(web_client,
          [ web_request/6,              % +Port, +Method, +Path, +Body, -Reply, +Options
            web_json/6                  % +Port, +Method, +Path, +Dict, -Status-Dict, +Options
          ]).

:- use_module(library(apply)).
:- use_module(library(option)).
:- use_module(library(readutil)).
:- use_module(library(socket)).
:- use_module(library(http/http_header)).
:- use_module(library(http/json)).

%!  web_request(+Port, +Method, +Path, +Body, -Reply, +Options) is det.
%
%   Sends one request to the server on 127.0.0.1:Port and reads its
%   answer: Reply is reply(Status, Headers, Text).  Method is get or
%   post; Body is `none`, json(Dict) or text(String) (sent as it is).
%   Options:
%
%     - from(+Address)
%       The address the request comes from (default '127.0.0.1').
%     - content_type(+Type)
%       Default 'application/json' with a body; `none` sends none.
%     - length(+Bool)
%       `false`: no Content-Length, the body chunked instead.
%     - timeout(+Seconds)
%       How long to wait for the answer (default 60).

web_request(Port, Method, Path, Body, reply(Status, Headers, Text), Options) :-
    option(from(From), Options, '127.0.0.1'),
    option(timeout(Timeout), Options, 60),
    body_text(Body, BodyText),
    setup_call_cleanup(
        connect_from(From, Port, In, Out),
        ( set_stream(In, timeout(Timeout)),
          send_request(Out, Method, Path, BodyText, Options),
          http_read_reply_header(In, Headers),
          memberchk(status(Status, _, _), Headers),
          set_stream(In, encoding(utf8)),
          read_string(In, _, Text)
        ),
        ( close(Out, [force(true)]), close(In, [force(true)]) )).

%!  web_json(+Port, +Method, +Path, +Dict, -Answer, +Options) is det.
%
%   As web_request/6 with a JSON body (Dict; `none` for a GET), Answer
%   Status-Reply where Reply is the answer's JSON as a dict (strings as
%   strings), or text(Text) if it is not JSON.

web_json(Port, Method, Path, Dict, Status-Reply, Options) :-
    (   Dict == none
    ->  Body = none
    ;   Body = json(Dict)
    ),
    web_request(Port, Method, Path, Body, reply(Status, _, Text), Options),
    (   catch(atom_json_dict(Text, Reply0, [value_string_as(string)]), _, fail)
    ->  Reply = Reply0
    ;   Reply = text(Text)
    ).

connect_from(From, Port, In, Out) :-
    tcp_socket(Socket),
    catch(( tcp_bind(Socket, From:_),
            tcp_connect(Socket, '127.0.0.1':Port)
          ),
          E,
          ( tcp_close_socket(Socket), throw(E) )),
    tcp_open_socket(Socket, Pair),
    stream_pair(Pair, In, Out).

body_text(none, none).
body_text(json(Dict), Text) :-
    atom_json_dict(Text, Dict, [as(string), width(0)]).
body_text(text(Text0), Text) :-
    text_to_string(Text0, Text).

send_request(Out, Method, Path, Body, Options) :-
    upcase_atom(Method, METHOD),
    set_stream(Out, encoding(octet)),
    format(Out, "~w ~w HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n", [METHOD, Path]),
    (   Body == none
    ->  format(Out, "\r\n", [])
    ;   option(content_type(Type), Options, 'application/json'),
        (   Type == none
        ->  true
        ;   format(Out, "Content-Type: ~w\r\n", [Type])
        ),
        string_utf8_bytes(Body, Bytes),
        length(Bytes, Length),
        (   option(length(false), Options)
        ->  format(Out, "Transfer-Encoding: chunked\r\n\r\n~16r\r\n", [Length]),
            maplist(put_byte(Out), Bytes),
            format(Out, "\r\n0\r\n\r\n", [])
        ;   format(Out, "Content-Length: ~d\r\n\r\n", [Length]),
            maplist(put_byte(Out), Bytes)
        )
    ),
    flush_output(Out).

string_utf8_bytes(String, Bytes) :-
    setup_call_cleanup(
        new_memory_file(File),
        ( setup_call_cleanup(open_memory_file(File, write, S, [encoding(utf8)]),
                             write(S, String),
                             close(S)),
          setup_call_cleanup(open_memory_file(File, read, R, [encoding(octet)]),
                             read_stream_to_codes(R, Bytes),
                             close(R))
        ),
        free_memory_file(File)).
