:- module(damas_hub_protocol,
          [ hub_line_command/3,         % +Line, -Command, -Arguments
            hub_command_line/3,         % +Command, +Arguments, -Line
            hub_argument/3,             % +Name, +Arguments, -Value
            hub_integer/2,              % +Text, -Integer
            hub_decimal/2,              % +Text, -Number
            hub_number_length/1,        % -Max
            hub_position/2,             % +Position, -Text
            hub_text_position/3,        % +Text, +Variant, -Position
            hub_move/3,                 % +Position, +Move, -Text
            hub_text_move/3,            % +Position, +Text, -Move
            hub_variant/2               % ?HubName, ?Variant
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(aggregate)).

/** <module> The Hub protocol's lines, positions and moves

The Hub protocol (version 2, defined by Scan 3.1) is line based: a
command followed by arguments `name=value` or bare flags, a value in
double quotes when it holds a space, an `=` or nothing.  A position is
one character for the side to move (`W` or `B`) followed by one
character per square in number order: `w` and `b` for men, `W` and `B`
for kings, `e` for an empty square.  A quiet move is `From-To`; a
capture is `From x To x` each captured square (not the squares the
piece passes), e.g. `28x19x23`.

This module is shared by the engine (library(damas/hub)) and the
client (the hub(Command) player of library(damas/players)).  It calls
library(damas) by module name without loading it: the engine may run
on the library of another checkout (see docs/hub.md), loaded before
this module is used.
*/


                 /*******************************
                 *            LINES             *
                 *******************************/

%!  hub_line_command(+Line, -Command, -Arguments) is semidet.
%
%   Line (text) is a command with its arguments: Command is an atom,
%   Arguments a list Name=Value, Value a string ("" for a flag).  Fails
%   for a blank line.
%
%   @error syntax_error(hub_unterminated_quote) for a value whose
%   double quote is not closed.

hub_line_command(Line, Command, Arguments) :-
    text_to_string(Line, String),
    string_codes(String, Codes),
    phrase(words(Words), Codes),
    Words = [word(CommandCodes)|Rest],
    atom_codes(Command, CommandCodes),
    maplist(word_argument, Rest, Arguments).

word_argument(word(Codes), Name=Value) :-
    (   append(NameCodes, [0'=|ValueCodes], Codes)
    ->  atom_codes(Name, NameCodes),
        string_codes(Value, ValueCodes)
    ;   atom_codes(Name, Codes),
        Value = ""
    ).

%   A word runs to the next blank outside double quotes; the quotes
%   themselves are dropped.

words(Words) -->
    blanks,
    (   end
    ->  { Words = [] }
    ;   word_codes(Codes),
        { Words = [word(Codes)|Rest] },
        words(Rest)
    ).

end([], []).

blanks --> [C], { code_type(C, space) }, !, blanks.
blanks --> [].

word_codes(Codes) -->
    segment(First),
    segments(Rest),
    { append([First|Rest], Codes) }.

segments([Segment|Segments]) -->
    segment(Segment),
    !,
    segments(Segments).
segments([]) --> [].

%   A segment is a quoted part (maybe empty) or one code other than a
%   blank.

segment(Codes) -->
    [0'"],
    !,
    quoted(Codes).
segment([C]) -->
    [C],
    { \+ code_type(C, space) }.

quoted([]) --> [0'"], !.
quoted([C|Cs]) --> [C], !, quoted(Cs).
quoted(_) --> end, { syntax_error(hub_unterminated_quote) }.

%!  hub_command_line(+Command, +Arguments, -Line) is det.
%
%   Line (a string, no newline) is Command followed by Arguments, a
%   list of Name=Value (Value any text or number) or bare Name atoms
%   (flags); a value is quoted when it needs to be.

hub_command_line(Command, Arguments, Line) :-
    maplist(argument_text, Arguments, Texts),
    atomic_list_concat([Command|Texts], ' ', Atom),
    atom_string(Atom, Line).

argument_text(Name=Value, Text) :-
    !,
    (   number(Value)
    ->  format(string(ValueText), "~w", [Value])
    ;   text_to_string(Value, ValueText)
    ),
    (   needs_quotes(ValueText)
    ->  format(string(Text), "~w=\"~w\"", [Name, ValueText])
    ;   format(string(Text), "~w=~w", [Name, ValueText])
    ).
argument_text(Flag, Text) :-
    atom_string(Flag, Text).

needs_quotes("") :- !.
needs_quotes(Text) :-
    sub_string(Text, _, 1, _, C),
    (   C == " " ; C == "=" ; C == "\t" ),
    !.

%!  hub_argument(+Name, +Arguments, -Value) is semidet.
%
%   Value is the value of the first argument Name of Arguments.

hub_argument(Name, Arguments, Value) :-
    memberchk(Name=Value, Arguments).


                 /*******************************
                 *            NUMBERS           *
                 *******************************/

%!  hub_integer(+Text, -Integer) is semidet.
%
%   Text is a number of the protocol without a fraction: 1 to
%   hub_number_length/1 decimal digits, nothing else (no sign, blank or
%   Prolog syntax such as `0'a`, `0x1F` or `1_000`).

hub_integer(Text, Integer) :-
    number_codes_of(Text, Codes),
    phrase(digits1(_), Codes),
    number_codes(Integer, Codes).

%!  hub_decimal(+Text, -Number) is semidet.
%
%   Text is a number of the protocol that may have a fraction: digits,
%   then maybe a point and digits (`5`, `0.25`), at most
%   hub_number_length/1 characters.  Number is an integer without a
%   fraction, a float with one.

hub_decimal(Text, Number) :-
    number_codes_of(Text, Codes),
    phrase(decimal, Codes),
    number_codes(Number, Codes).

%   number_codes_of(+Text, -Codes): a value longer than any number of
%   the protocol is refused before it is read: number_codes/2 takes
%   quadratic time over a long run of digits.

number_codes_of(Text, Codes) :-
    string_length(Text, Length),
    hub_number_length(Max),
    Length =< Max,
    text_to_string(Text, String),
    string_codes(String, Codes).

%!  hub_number_length(-Max) is det.
%
%   Max is the most characters a number of the protocol has.

hub_number_length(18).

decimal -->
    digits1(_),
    (   "."
    ->  digits1(_)
    ;   []
    ).

digits1([D|Ds]) -->
    ascii_digit(D),
    digits0(Ds).

digits0([D|Ds]) --> ascii_digit(D), !, digits0(Ds).
digits0([]) --> [].

%   Only 0-9: code_type/2's digit takes the digits of other scripts too,
%   which number_codes/2 does not read.

ascii_digit(D) -->
    [D],
    { between(0'0, 0'9, D) }.


                 /*******************************
                 *           VARIANTS           *
                 *******************************/

%!  hub_variant(?HubName, ?Variant) is nondet.
%
%   HubName, a value of the Hub parameter `variant` that names a variant
%   differently from library(damas), stands for Variant: Scan's `normal`
%   and pydraughts' `standard` are `international`, Scan's `bt` is
%   `breakthrough` and its `losing` is `antidraughts`.  Any other
%   variant name of library(damas) is its own Hub name (pydraughts
%   calls antidraughts, breakthrough and frysk so too).

hub_variant(normal, international).
hub_variant(standard, international).
hub_variant(bt, breakthrough).
hub_variant(losing, antidraughts).
hub_variant(american, english).
hub_variant(checkers, english).


                 /*******************************
                 *           POSITIONS          *
                 *******************************/

%!  hub_position(+Position, -Text) is det.
%
%   Text (an atom) is Position in the Hub format: the side to move, then
%   a character per square of the variant's board in number order.

hub_position(Position, Text) :-
    damas:side_to_move(Position, Side),
    side_char(Side, SideChar),
    arg(1, Position, Variant),
    square_count(Variant, Count),
    numlist(1, Count, Squares),
    maplist(square_char(Position), Squares, Chars),
    atomic_list_concat([SideChar|Chars], Text).

side_char(white, 'W').
side_char(black, 'B').

square_char(Position, Square, Char) :-
    damas:piece_at(Position, Square, Piece),
    piece_char(Piece, Char).

piece_char(empty, e).
piece_char(man(white), w).
piece_char(man(black), b).
piece_char(king(white), 'W').
piece_char(king(black), 'B').

square_count(Variant, Count) :-
    aggregate_all(count, damas:square_name(_, _, [variant(Variant)]), Count).

%!  hub_text_position(+Text, +Variant, -Position) is det.
%
%   Position is the position of Variant that Text gives in the Hub
%   format.  For convenience Text may also be a FEN (it holds a colon).
%
%   @error syntax_error(hub_position) for text that is neither: a bad
%   side or square character, or a length that is not 1 plus the
%   number of squares of Variant's board; the errors of fen_position/3.

hub_text_position(Text, Variant, Position) :-
    text_to_string(Text, String),
    (   sub_string(String, _, _, _, ":")
    ->  damas:fen_position(String, Position, [variant(Variant)])
    ;   string_chars(String, [SideChar|Chars]),
        side_char(Side, SideChar),
        square_count(Variant, Count),
        length(Chars, Count),
        numlist(1, Count, Squares),
        maplist(square_piece, Squares, Chars, Pieces)
    ->  side_squares(white, Pieces, White),
        side_squares(black, Pieces, Black),
        side_char(Side, SideLetter),
        format(string(Fen), "~w:W~w:B~w", [SideLetter, White, Black]),
        damas:fen_position(Fen, Position, [variant(Variant)])
    ;   syntax_error(hub_position)
    ).

square_piece(Square, Char, Square-Piece) :-
    piece_char(Piece, Char).

%   side_squares(+Side, +Pieces, -Text): Side's squares in FEN, a king's
%   number after a K.

side_squares(Side, Pieces, Text) :-
    foldl(fen_square(Side), Pieces, Texts, []),
    atomic_list_concat(Texts, ',', Text).

fen_square(Side, Square-Piece, Texts0, Texts) :-
    (   Piece = man(Side)
    ->  Texts0 = [Square|Texts]
    ;   Piece = king(Side)
    ->  format(atom(King), "K~d", [Square]),
        Texts0 = [King|Texts]
    ;   Texts0 = Texts
    ).


                 /*******************************
                 *             MOVES            *
                 *******************************/

%!  hub_move(+Position, +Move, -Text) is det.
%
%   Text (an atom) is the legal move Move of Position in Hub notation:
%   `From-To`, or `From x To` followed by `x` and each captured square,
%   in the order they are taken.

hub_move(_Position, Move, Text) :-
    damas:move_from(Move, From),
    damas:move_to(Move, To),
    damas:move_captures(Move, Captured),
    (   Captured == []
    ->  format(atom(Text), "~d-~d", [From, To])
    ;   atomic_list_concat([From, To|Captured], x, Text)
    ).

%!  hub_text_move(+Position, +Text, -Move) is semidet.
%
%   Move is the legal move of Position that Text names in Hub notation:
%   the same start and end squares and the same set of captured squares
%   (in any order).  `From x To` alone also names a capture when only
%   one legal move goes from From to To.  Fails if no legal move
%   matches.
%
%   @error syntax_error(hub_move) for text that is not a move.

hub_text_move(Position, Text, Move) :-
    text_to_string(Text, String),
    (   move_squares(String, Kind, From, To, Captured)
    ->  true
    ;   syntax_error(hub_move)
    ),
    damas:legal_moves(Position, Moves),
    msort(Captured, Taken),
    include(moves_between(From, To), Moves, Between),
    (   member(Move, Between),
        damas:move_captures(Move, MoveCaptured),
        msort(MoveCaptured, Taken)
    ->  true
    ;   Kind == capture,
        Captured == [],
        Between = [Move]
    ).

moves_between(From, To, Move) :-
    damas:move_from(Move, From),
    damas:move_to(Move, To).

move_squares(String, Kind, From, To, Captured) :-
    (   split_string(String, "-", "", [FromText, ToText])
    ->  Kind = quiet,
        Captured = []
    ;   split_string(String, "x", "", [FromText, ToText|CapturedTexts])
    ->  Kind = capture,
        maplist(square_number, CapturedTexts, Captured)
    ),
    square_number(FromText, From),
    square_number(ToText, To).

square_number(Text, Number) :-
    hub_integer(Text, Number),
    Number >= 1.
