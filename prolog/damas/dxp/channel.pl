:- module(damas_dxp_channel,
          [ dxp_read/2,                 % +In, -Received
            dxp_skip_message/1,         % +In
            dxp_write/2,                % +Out, +Message
            dxp_binary_streams/2        % +In, +Out
          ]).
:- use_module(library(error)).
:- use_module(library(apply)).
:- use_module(protocol).

/** <module> DXP messages on a byte stream

On a TCP connection a DXP message is its characters followed by a NUL
byte; nothing else separates two messages.  dxp_read/2 reads one,
never keeping more than the protocol's 127 characters: when more come
before the NUL it says `too_long` at once, so that the peer can be
answered before the rest has arrived, and dxp_skip_message/1 then
drops the rest, so that the next message is read whole.
*/

%!  dxp_binary_streams(+In, +Out) is det.
%
%   Makes In and Out binary streams, as dxp_read/2 and dxp_write/2 need
%   them.

dxp_binary_streams(In, Out) :-
    set_stream(In, type(binary)),
    set_stream(Out, type(binary)).

%!  dxp_read(+In, -Received) is det.
%
%   Reads the next message from In, a binary stream.  Received is one of
%
%     - message(Message), a term of library(damas/dxp/protocol);
%     - bad(Error, Codes): Codes, up to the NUL, are no message, and
%       Error (a syntax_error) says why;
%     - `too_long`: the 128th byte came and was not a NUL; the rest of
%       the message is still to be read (dxp_skip_message/1);
%     - `end_of_file`: the stream ended, also inside a message.
%
%   A carriage return or line feed before or after a message is dropped
%   (some programs end their messages with one besides the NUL).
%   Errors of the stream (a read timeout, a reset connection) come
%   through.

dxp_read(In, Received) :-
    dxp_max_length(Max),
    read_codes(In, Max, Codes, Ended),
    (   Ended == end_of_file
    ->  Received = end_of_file
    ;   Ended == too_long
    ->  Received = too_long
    ;   trim_line_ends(Codes, Trimmed),
        catch(( dxp_message_codes(Message, Trimmed),
                Received = message(Message)
              ),
              error(syntax_error(Culprit), Context),
              Received = bad(error(syntax_error(Culprit), Context), Codes))
    ).

%   read_codes(+In, +Room, -Codes, -Ended): the bytes up to the NUL;
%   Ended is `nul`, `end_of_file` or `too_long` (more than Room bytes).

read_codes(In, Room, Codes, Ended) :-
    get_byte(In, Byte),
    (   Byte == -1
    ->  Codes = [], Ended = end_of_file
    ;   Byte == 0
    ->  Codes = [], Ended = nul
    ;   Room =:= 0
    ->  Codes = [], Ended = too_long
    ;   Codes = [Byte|Rest],
        Room1 is Room - 1,
        read_codes(In, Room1, Rest, Ended)
    ).

%!  dxp_skip_message(+In) is det.
%
%   Reads In up to the next NUL, or to its end: the rest of a message
%   that dxp_read/2 found too long.

dxp_skip_message(In) :-
    get_byte(In, Byte),
    (   ( Byte == -1 ; Byte == 0 )
    ->  true
    ;   dxp_skip_message(In)
    ).

trim_line_ends(Codes0, Codes) :-
    exclude_prefix(Codes0, Codes1),
    reverse(Codes1, Reversed0),
    exclude_prefix(Reversed0, Reversed),
    reverse(Reversed, Codes).

exclude_prefix([C|Cs], Rest) :-
    line_end(C),
    !,
    exclude_prefix(Cs, Rest).
exclude_prefix(Codes, Codes).

line_end(0'\r).
line_end(0'\n).

%!  dxp_write(+Out, +Message) is det.
%
%   Writes Message, a term of library(damas/dxp/protocol), and its NUL
%   to Out, a binary stream, and flushes it.
%
%   @error the errors of dxp_message_codes/2 for a term that is no
%   message (nothing is written then); the stream's errors.

dxp_write(Out, Message) :-
    dxp_message_codes(Message, Codes),
    maplist(put_byte(Out), Codes),
    put_byte(Out, 0),
    flush_output(Out).
