:- module(damas_dxp_protocol,
          [ dxp_message_codes/2,        % ?Message, ?Codes
            dxp_message_type/2,         % ?Letter, ?Type
            dxp_max_length/1            % -Codes
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).

/** <module> The DamExchange protocol's messages

DXP (DamExchange, version 01) is the protocol of engine-to-engine
matches of International draughts (Kingsrow, Scan, Damage speak it).
A message is 1 to 127 ASCII characters (codes 1 to 127); its first
character says what it is, the others are fields of fixed width, in
order.  On a TCP connection each message is followed by a NUL byte
(library(damas/dxp/channel)).  This module turns the text of a message
into a Prolog term and back, both ways by one grammar, and knows
nothing of sockets or of the game.

| Letter | Term | Fields after the letter |
|---|---|---|
| `R` | gamereq(Version, Name, FollowerColour, Minutes, Moves, Start) | version 2 digits, the initiator's name 32 characters, the follower's colour `W` or `Z`, the thinking time in minutes 3 digits, the number of moves 3 digits, `A` (the initial position) or `B`, the side to move and 50 squares |
| `A` | gameacc(Name, Code) | the follower's name 32 characters, the acceptance code 1 digit |
| `M` | move(Seconds, From, To, Captured) | the time taken 4 digits, from 2 digits, to 2 digits, the number of pieces taken 2 digits, then each square taken 2 digits |
| `E` | gameend(Reason, Stop) | the reason 1 digit, the stop code 1 digit |
| `C` | chat(Text) | any text up to the end |
| `B` | backreq(MoveNumber, Side) | the move number 3 digits, the side to move `W` or `Z` |
| `K` | backacc(Code) | the acceptance code 1 digit |

In the terms:

  - a colour is `white` (`W`) or `black` (`Z`, zwart);
  - a name is an atom, without the blanks that pad it to 32 characters;
  - Start is `initial` or setup(Side, Board), Board a string of one
    character per square, 1 to 50 in order: `e` empty, `w` and `z` men,
    `W` and `Z` kings;
  - squares are numbers 1-50, and Captured a list of at most 20 of them;
  - the GAMEACC code is `accepted` (0), `wrong_version` (1), `declined`
    (2, but willing to play another game) or `declined_all` (3, no game
    at all);
  - the GAMEEND reason is `none` (0), `loss` (1, the sender gives up),
    `draw` (2) or `win` (3, the sender wins), and Stop `next_game` (0,
    willing to play another game) or `no_next_game` (1);
  - the BACKACC code is `accepted` (0), `not_supported` (1) or
    `continue` (2, the game goes on from where it is).
*/

%!  dxp_max_length(-Codes) is det.
%
%   The longest message the protocol allows: 127 characters, NUL not
%   counted.

dxp_max_length(127).

%!  dxp_message_type(?Letter, ?Type) is nondet.
%
%   Letter (a character code) starts the messages of Type: `gamereq`,
%   `gameacc`, `move`, `gameend`, `chat`, `backreq` or `backacc`.

dxp_message_type(0'R, gamereq).
dxp_message_type(0'A, gameacc).
dxp_message_type(0'M, move).
dxp_message_type(0'E, gameend).
dxp_message_type(0'C, chat).
dxp_message_type(0'B, backreq).
dxp_message_type(0'K, backacc).

%!  dxp_message_codes(+Message, -Codes) is det.
%!  dxp_message_codes(-Message, +Codes) is det.
%
%   Codes (a list of character codes, without the NUL that ends a
%   message on the wire) is the text of Message, a term of the table in
%   the module documentation.  With Codes a list of integers they are
%   read (and Message may be partly given: the message read must unify
%   with it); else Message, ground, is written.
%
%   @error syntax_error(Culprit) when Codes are not a message, Culprit
%   one of `empty_message`, bad_character(Code) (outside 1-127),
%   too_long(Length), unknown_message(Char), wrong_length(Type, Length)
%   and bad_field(Type, Field) (a field that is not digits, a colour or
%   a code the protocol defines, or a square outside 1-50).
%   @error instantiation_error if Codes is not a list of integers and
%   Message is not ground.
%   @error domain_error(dxp_message, Message) for a term that is no
%   message, domain_error(dxp_field(Field), Value) for a value that does
%   not fit its field (a name longer than 32 characters, a number too
%   wide, a square outside 1-50, a text with a character outside 1-127).

dxp_message_codes(Message, Codes) :-
    (   is_list(Codes),
        ground(Codes)
    ->  read_message(Codes, Message0),
        Message = Message0
    ;   nonvar(Message)
    ->  write_message(Message, Codes)
    ;   instantiation_error(Codes)
    ).

write_message(Message, Codes) :-
    (   ground(Message)
    ->  true
    ;   instantiation_error(Message)
    ),
    (   compound(Message),
        functor(Message, Type, _),
        dxp_message_type(_, Type)
    ->  true
    ;   domain_error(dxp_message, Message)
    ),
    phrase(message(Message), Codes0),
    !,
    Codes = Codes0.

read_message(Codes, Message) :-
    (   Codes == []
    ->  syntax_error(empty_message, "a message has at least its letter")
    ;   true
    ),
    (   member(Code, Codes),
        \+ ( integer(Code), between(1, 127, Code) )
    ->  format(string(Text), "only ASCII codes 1-127 may appear, not ~q", [Code]),
        syntax_error(bad_character(Code), Text)
    ;   true
    ),
    length(Codes, Length),
    dxp_max_length(Max),
    (   Length > Max
    ->  format(string(Text), "~d characters, at most ~d", [Length, Max]),
        syntax_error(too_long(Length), Text)
    ;   true
    ),
    Codes = [Letter|_],
    (   dxp_message_type(Letter, Type)
    ->  true
    ;   char_code(Char, Letter),
        format(string(Text), "no message starts with ~q", [Char]),
        syntax_error(unknown_message(Char), Text)
    ),
    catch(phrase(message(Message0), Codes), error(syntax_error(bad_field(Field)), _),
          (   format(string(Text), "the field ~w of a ~w message", [Field, Type]),
              syntax_error(bad_field(Type, Field), Text)
          )),
    !,
    Message = Message0.
read_message(Codes, _) :-
    Codes = [Letter|_],
    dxp_message_type(Letter, Type),
    length(Codes, Length),
    format(string(Text), "a ~w message of ~d characters", [Type, Length]),
    syntax_error(wrong_length(Type, Length), Text).

syntax_error(Culprit, Text) :-
    throw(error(syntax_error(Culprit), context(dxp_message_codes/2, Text))).


                 /*******************************
                 *           MESSAGES           *
                 *******************************/

%   message(?Message)//: the layout of each message.  Every field below
%   reads its text when its value is unbound and writes it when bound;
%   reading, a field that is not what the protocol allows throws
%   syntax_error(bad_field(Field)), and a message that ends too soon or
%   goes on too long fails.

message(gamereq(Version, Name, Colour, Minutes, Moves, Start)) -->
    "R",
    number(2, version, Version),
    name(initiator_name, Name),
    colour(follower_colour, Colour),
    number(3, thinking_time, Minutes),
    number(3, moves, Moves),
    start(Start).
message(gameacc(Name, Code)) -->
    "A",
    name(follower_name, Name),
    code(acceptance_code, Code).
message(move(Seconds, From, To, Captured)) -->
    "M",
    number(4, time, Seconds),
    square(from, From),
    square(to, To),
    captures(Captured).
message(gameend(Reason, Stop)) -->
    "E",
    code(reason, Reason),
    code(stop_code, Stop).
message(chat(Text)) -->
    "C",
    text(Text).
message(backreq(Number, Side)) -->
    "B",
    number(3, move_number, Number),
    colour(side_to_move, Side).
message(backacc(Code)) -->
    "K",
    code(backacc_code, Code).


                 /*******************************
                 *            FIELDS            *
                 *******************************/

%   number(+Width, +Field, ?N)//: N in Width decimal digits, leading
%   zeroes.

number(Width, Field, N) -->
    { var(N) },
    !,
    take(Width, Codes),
    { (   maplist(digit, Codes)
      ->  number_codes(N, Codes)
      ;   throw(error(syntax_error(bad_field(Field)), _))
      )
    }.
number(Width, Field, N) -->
    { Max is 10^Width - 1,
      (   integer(N), between(0, Max, N)
      ->  format(codes(Codes), "~`0t~d~*|", [N, Width])
      ;   domain_error(dxp_field(Field), N)
      )
    },
    Codes.

digit(C) :-
    between(0'0, 0'9, C).

%   square(+Field, ?Square)//: a square 1-50 in two digits.

square(Field, Square) -->
    { var(Square) },
    !,
    number(2, Field, Square),
    { between(1, 50, Square) -> true ; throw(error(syntax_error(bad_field(Field)), _)) }.
square(Field, Square) -->
    { integer(Square), between(1, 50, Square) -> true ; domain_error(dxp_field(Field), Square) },
    number(2, Field, Square).

%   captures(?Squares)//: the number of pieces taken, then their squares.

captures(Squares) -->
    { var(Squares) },
    !,
    number(2, captured_count, Count),
    { Count =< 20 -> true ; throw(error(syntax_error(bad_field(captured_count)), _)) },
    { length(Squares, Count) },
    foldl(square(captured), Squares).
captures(Squares) -->
    { is_list(Squares), length(Squares, Count), Count =< 20
    ->  true
    ;   domain_error(dxp_field(captured), Squares)
    },
    number(2, captured_count, Count),
    foldl(square(captured), Squares).

%   name(+Field, ?Name)//: a name padded with blanks to 32 characters.
%   Reading drops the blanks at both ends (the protocol forbids a
%   leading blank, and some programs send one).

name(_Field, Name) -->
    { var(Name) },
    !,
    take(32, Codes),
    { string_codes(String, Codes),
      split_string(String, "", " ", [Stripped]),
      atom_string(Name, Stripped)
    }.
name(Field, Name) -->
    { (   text_codes(Name, Codes0),
          length(Codes0, Length),
          Length =< 32,
          maplist(printable, Codes0)
      ->  Pad is 32 - Length,
          length(Blanks, Pad),
          maplist(=(0' ), Blanks),
          append(Codes0, Blanks, Codes)
      ;   domain_error(dxp_field(Field), Name)
      )
    },
    Codes.

printable(C) :-
    between(32, 126, C).

text_codes(Text, Codes) :-
    (atom(Text) ; string(Text)),
    !,
    atom_codes(Text, Codes).

%   colour(+Field, ?Colour)//: W for white, Z (zwart) for black.

colour(Field, Colour) -->
    one_of(Field, [0'W-white, 0'Z-black], Colour).

%   code(+Field, ?Value)//: a one-digit code of the field.

code(acceptance_code, Value) -->
    one_of(acceptance_code, [0'0-accepted, 0'1-wrong_version, 0'2-declined,
                             0'3-declined_all], Value).
code(reason, Value) -->
    one_of(reason, [0'0-none, 0'1-loss, 0'2-draw, 0'3-win], Value).
code(stop_code, Value) -->
    one_of(stop_code, [0'0-next_game, 0'1-no_next_game], Value).
code(backacc_code, Value) -->
    one_of(backacc_code, [0'0-accepted, 0'1-not_supported, 0'2-continue], Value).

one_of(Field, Pairs, Value) -->
    { var(Value) },
    !,
    [Code],
    { memberchk(Code-Value0, Pairs)
    ->  Value = Value0
    ;   throw(error(syntax_error(bad_field(Field)), _))
    }.
one_of(Field, Pairs, Value) -->
    { memberchk(Code-Value, Pairs) -> true ; domain_error(dxp_field(Field), Value) },
    [Code].

%   start(?Start)//: A for the initial position, B followed by the side
%   to move and the 50 squares.

start(Start) -->
    { var(Start) },
    !,
    [Code],
    (   { Code == 0'A }
    ->  { Start = initial }
    ;   { Code == 0'B }
    ->  colour(side_to_move, Side),
        take(50, Codes),
        { maplist(square_code, Codes)
        ->  string_codes(Board, Codes),
            Start = setup(Side, Board)
        ;   throw(error(syntax_error(bad_field(position)), _))
        }
    ;   { throw(error(syntax_error(bad_field(starting_position)), _)) }
    ).
start(initial) -->
    !,
    "A".
start(setup(Side, Board)) -->
    !,
    { (   text_codes(Board, Codes),
          length(Codes, 50),
          maplist(square_code, Codes)
      ->  true
      ;   domain_error(dxp_field(position), Board)
      )
    },
    "B",
    colour(side_to_move, Side),
    Codes.
start(Start) -->
    { domain_error(dxp_field(starting_position), Start) }.

square_code(0'e).
square_code(0'w).
square_code(0'z).
square_code(0'W).
square_code(0'Z).

%   text(?Text)//: the rest of the message, as a string.

text(Text) -->
    { var(Text) },
    !,
    remainder(Codes),
    { string_codes(Text, Codes) }.
text(Text) -->
    { (   text_codes(Text, Codes),
          length(Codes, Length),
          Length =< 126,
          forall(member(C, Codes), between(1, 127, C))
      ->  true
      ;   domain_error(dxp_field(text), Text)
      )
    },
    Codes.

take(N, Codes) -->
    { length(Codes, N) },
    Codes.

remainder(Rest, Rest, []).
