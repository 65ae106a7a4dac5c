:- module(damas_utf8_input,
          [ utf8_decode/3,              % +Bytes, -Codes, -Rest
            read_utf8_line/2,           % +Stream, -Line
            read_utf8_stream/2,         % +Stream, -Result
            bytes_text/2                % +Bytes, -Text
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(readutil)).

/** <module> Strict UTF-8 input

SWI-Prolog decodes a UTF-8 stream leniently: a malformed byte prints an
"Illegal UTF-8" warning at the user and goes through as a character of
its own, and the encoded surrogates (ED A0 80 ...) or code points above
U+10FFFF (F4 90 80 80 ...) come through as characters that later raise
representation_error(code_point) in string operations.  The readers here
take the bytes themselves and decode them strictly (RFC 3629: no
overlong forms, no surrogates, nothing above U+10FFFF), so that the
caller can answer malformed input as it answers other bad input.

Streams in another encoding than UTF-8 are read as they are: their
decoding never fails.  Lines are read as codes, not with
read_line_to_string/2: that one drops a NUL character and what precedes
it in the line (SWI-Prolog 9.0.4 takes NUL for a pad character).
*/

%!  utf8_decode(+Bytes, -Codes, -Rest) is det.
%
%   Codes are the characters of the longest valid UTF-8 prefix of the
%   byte list Bytes; Rest is what follows it: [] when all of Bytes is
%   valid, else starting with the first malformed sequence.  Linear in
%   the length of Bytes.

utf8_decode([], [], []).
utf8_decode([B|Bs], Codes, Rest) :-
    (   B < 0x80
    ->  Codes = [B|Codes1],
        utf8_decode(Bs, Codes1, Rest)
    ;   sequence(B, Bs, Code, Bs1)
    ->  Codes = [Code|Codes1],
        utf8_decode(Bs1, Codes1, Rest)
    ;   Codes = [],
        Rest = [B|Bs]
    ).

%   sequence(+Lead, +Bytes, -Code, -Rest): a multi-byte sequence.  The
%   ranges of the second byte rule out overlong forms (E0, F0),
%   surrogates (ED) and code points above U+10FFFF (F4).

sequence(B0, [B1|Bs], Code, Bs) :-
    between(0xC2, 0xDF, B0),
    !,
    continuation(B1),
    Code is (B0 /\ 0x1F) << 6 \/ (B1 /\ 0x3F).
sequence(B0, [B1, B2|Bs], Code, Bs) :-
    between(0xE0, 0xEF, B0),
    !,
    (   B0 =:= 0xE0
    ->  between(0xA0, 0xBF, B1)
    ;   B0 =:= 0xED
    ->  between(0x80, 0x9F, B1)
    ;   continuation(B1)
    ),
    continuation(B2),
    Code is (B0 /\ 0x0F) << 12 \/ (B1 /\ 0x3F) << 6 \/ (B2 /\ 0x3F).
sequence(B0, [B1, B2, B3|Bs], Code, Bs) :-
    between(0xF0, 0xF4, B0),
    (   B0 =:= 0xF0
    ->  between(0x90, 0xBF, B1)
    ;   B0 =:= 0xF4
    ->  between(0x80, 0x8F, B1)
    ;   continuation(B1)
    ),
    continuation(B2),
    continuation(B3),
    Code is (B0 /\ 0x07) << 18 \/ (B1 /\ 0x3F) << 12 \/ (B2 /\ 0x3F) << 6 \/ (B3 /\ 0x3F).

continuation(B) :-
    between(0x80, 0xBF, B).

%!  read_utf8_line(+Stream, -Line) is det.
%
%   Line is the next line of Stream without its newline, as a string;
%   `end_of_file` at the end of the input; invalid_utf8(Bytes) for a
%   line that is not valid UTF-8, Bytes (a list) the first malformed
%   sequence.  The whole line is read either way.

read_utf8_line(Stream, Line) :-
    (   stream_property(Stream, encoding(utf8))
    ->  setup_call_cleanup(set_stream(Stream, encoding(octet)),
                           read_line_to_codes(Stream, Bytes),
                           set_stream(Stream, encoding(utf8))),
        (   Bytes == end_of_file
        ->  Line = end_of_file
        ;   decoded(Bytes, Line)
        )
    ;   read_line_to_codes(Stream, Codes),
        (   Codes == end_of_file
        ->  Line = end_of_file
        ;   string_codes(Line, Codes)
        )
    ).

decoded(Bytes, Result) :-
    utf8_decode(Bytes, Codes, Rest),
    (   Rest == []
    ->  string_codes(Result, Codes)
    ;   bad_sequence(Rest, Bad),
        Result = invalid_utf8(Bad)
    ).

%   The malformed sequence: its lead byte and the continuation bytes
%   right after it (at most three), for a message.

bad_sequence([B|Bs], [B|More]) :-
    take_continuations(Bs, 3, More).

take_continuations([B|Bs], N, [B|More]) :-
    N > 0,
    continuation(B),
    !,
    N1 is N - 1,
    take_continuations(Bs, N1, More).
take_continuations(_, _, []).

%!  read_utf8_stream(+Stream, -Result) is det.
%
%   Result is codes(Codes), the rest of Stream, or invalid_utf8(Codes,
%   Bytes): Codes the valid text before the first malformed sequence
%   Bytes.

read_utf8_stream(Stream, Result) :-
    (   stream_property(Stream, encoding(utf8))
    ->  setup_call_cleanup(set_stream(Stream, encoding(octet)),
                           read_stream_to_codes(Stream, Bytes),
                           set_stream(Stream, encoding(utf8))),
        utf8_decode(Bytes, Codes, Rest),
        (   Rest == []
        ->  Result = codes(Codes)
        ;   bad_sequence(Rest, Bad),
            Result = invalid_utf8(Codes, Bad)
        )
    ;   read_stream_to_codes(Stream, Codes),
        Result = codes(Codes)
    ).

%!  bytes_text(+Bytes, -Text) is det.
%
%   Text shows the bytes as `\xED\xA0\x80`, for a message.

bytes_text(Bytes, Text) :-
    foldl(byte_text, Bytes, "", Text).

byte_text(Byte, Text0, Text) :-
    format(string(Text), "~w\\x~|~`0t~16R~2+", [Text0, Byte]).
