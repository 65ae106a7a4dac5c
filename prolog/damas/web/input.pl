:- module(damas_web_input,
          [ request_input/3,            % +Request, +Limits, -Input
            json_depth_within/2         % +Text, +MaxDepth
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(http/http_client)).
:- use_module(library(http/http_parameters)).
:- use_module(library(http/json)).

/** <module> A web board request's input, read within limits

The input of a request of library(damas/web) is the JSON object of a
POST's body or the query of a GET, as a dict.  A body is read only if
it says it is JSON and how long it is, and that length is within the
server's limit; its nesting is measured on the text before it is
parsed, so that a deeply nested term is never built: SWI-Prolog 9.0.4
stops the whole process when it formats a message about a JSON array
nested 50,000 deep.

@error damas_web_request(What), What one of `content_type` (not JSON),
`length_required` (no Content-Length), too_large(MaxBytes),
too_deep(MaxDepth), `not_json`, `not_object`; duplicate_key(Key) for a
key given twice.
*/

%!  request_input(+Request, +Limits, -Input) is det.
%
%   Input is the dict of the request's input: for a POST its body, a
%   JSON object (strings as strings), for any other method its query
%   (every value a string).  Limits is a dict with the keys `max_body`
%   (bytes) and `max_depth` (the deepest nesting of arrays and objects
%   in the body; the object itself is depth 1).
%
%   @error see the module's documentation.

request_input(Request, Limits, Input) :-
    memberchk(method(Method), Request),
    (   Method == post
    ->  body_input(Request, Limits, Input)
    ;   http_parameters(Request, [], [form_data(Pairs)]),
        maplist([Name=Value, Name-String]>>atom_string(Value, String), Pairs, KVs),
        dict_pairs(Input, input, KVs)
    ).

body_input(Request, Limits, Input) :-
    (   memberchk(content_type(Type), Request),
        json_type(Type)
    ->  true
    ;   throw(error(damas_web_request(content_type), _))
    ),
    (   memberchk(content_length(Length), Request),
        \+ memberchk(transfer_encoding(_), Request)
    ->  true
    ;   throw(error(damas_web_request(length_required), _))
    ),
    Max = Limits.max_body,
    (   Length =< Max
    ->  true
    ;   throw(error(damas_web_request(too_large(Max)), _))
    ),
    http_read_data(Request, Text, [to(string), input_encoding(utf8)]),
    MaxDepth = Limits.max_depth,
    (   json_depth_within(Text, MaxDepth)
    ->  true
    ;   throw(error(damas_web_request(too_deep(MaxDepth)), _))
    ),
    json_object(Text, Input).

json_type(Type) :-
    downcase_atom(Type, Lower),
    sub_atom(Lower, 0, _, After, 'application/json'),
    (   After =:= 0
    ->  true
    ;   sub_atom(Lower, 16, 1, _, Next),
        memberchk(Next, [';', ' '])
    ).

json_object(Text, Input) :-
    catch(setup_call_cleanup(
              open_string(Text, In),
              ( json_read_dict(In, Input0, [value_string_as(string)]),
                skip_blanks(In),
                at_end_of_stream(In)
              ),
              close(In)),
          error(Formal, _),
          bad_json(Formal)),
    !,
    (   is_dict(Input0)
    ->  Input = Input0
    ;   throw(error(damas_web_request(not_object), _))
    ).
json_object(_, _) :-
    throw(error(damas_web_request(not_json), _)).

bad_json(duplicate_key(Key)) :-
    !,
    throw(error(duplicate_key(Key), _)).
bad_json(_) :-
    throw(error(damas_web_request(not_json), _)).

skip_blanks(In) :-
    peek_char(In, Char),
    (   Char \== end_of_file,
        char_type(Char, space)
    ->  get_char(In, _),
        skip_blanks(In)
    ;   true
    ).

%!  json_depth_within(+Text, +MaxDepth) is semidet.
%
%   True if the arrays and objects of the JSON Text nest at most
%   MaxDepth deep (brackets inside strings do not count).  Reads the
%   text once, without parsing it; a text with at most MaxDepth opening
%   brackets is not read at all.

json_depth_within(Text, MaxDepth) :-
    split_string(Text, "[{", "", Parts),
    length(Parts, N),
    (   N - 1 =< MaxDepth
    ->  true
    ;   string_length(Text, Length),
        scan(1, Length, Text, 0, MaxDepth, outside)
    ).

scan(I, Length, Text, Depth, Max, State) :-
    (   I > Length
    ->  true
    ;   string_code(I, Text, Code),
        step(State, Code, Depth, Depth1, State1),
        Depth1 =< Max,
        I1 is I + 1,
        scan(I1, Length, Text, Depth1, Max, State1)
    ).

step(outside, Code, D0, D, State) :-
    (   Code == 0'"
    ->  D = D0, State = string
    ;   ( Code == 0'[ ; Code == 0'{ )
    ->  D is D0 + 1, State = outside
    ;   ( Code == 0'] ; Code == 0'} )
    ->  D is D0 - 1, State = outside
    ;   D = D0, State = outside
    ).
step(string, Code, D, D, State) :-
    (   Code == 0'\\
    ->  State = escape
    ;   Code == 0'"
    ->  State = outside
    ;   State = string
    ).
step(escape, _, D, D, string).
