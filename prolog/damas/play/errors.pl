:- module(damas_play_errors,
          [ move_error_lines/5,         % +Position, +Notation, +Text, +Error, -Lines
            message_string/2,           % +Term, -String
            short_integer_string/2,     % +String, -N
            side_name/2,                % ?Side, ?Name
            opponent/2                  % ?Side, ?Other
          ]).
:- use_module(library(lists)).
:- use_module('../../damas').

/** <module> Wrong moves in words, for the terminal game

What library(damas/play) says when a person's move is refused: each
error of library(damas) becomes a sentence that says what is wrong and
what to type instead.
*/

                 /*******************************
                 *       WRONG MOVES, IN WORDS  *
                 *******************************/

%!  move_error_lines(+Position, +Notation, +Text, +Error, -Lines) is det.
%
%   Lines (strings) tell the person why the move Text, refused in
%   Position with Error, was refused; moves they list are in Notation.

move_error_lines(_, _, Text, error(syntax_error(move_text(_)), _), [Line1, Line2]) :-
    !,
    format(string(Line1), "I cannot read \"~w\" as a move or a command.", [Text]),
    Line2 = "Type a move such as c3-d4 or 22-18 (captures c3xe5 or 22x13), or help.".
move_error_lines(Position, _, Text, error(domain_error(legal_move, _), _), [Line]) :-
    split_string(Text, "-xX", " ", Parts),
    member(Part, Parts),
    written_square(Part, Square),
    catch(piece_at(Position, Square, _), error(Formal, _), true),
    nonvar(Formal),
    !,
    (   Formal = domain_error(dark_square, _)
    ->  format(string(Line),
               "~w is a light square: the pieces stand on the dark squares only.",
               [Square])
    ;   format(string(Line), "There is no square ~w on the board.", [Square])
    ).
move_error_lines(_, _, Text, error(domain_error(unambiguous_move, _),
                                   context(_, candidates(Paths))), [Line1, Line2]) :-
    !,
    format(string(Line1),
           "~w is ambiguous: more than one capture goes that way.", [Text]),
    atomic_list_concat(Paths, ' or ', Alternatives),
    format(string(Line2), "Write the whole path: ~w.", [Alternatives]).
move_error_lines(Position, Notation, Text, error(domain_error(legal_move, _), context(_, Why)),
                 Lines) :-
    !,
    illegal_move_lines(Position, Notation, Text, Why, Lines).
move_error_lines(_, _, _, error(permission_error(play, finished_game, _), _),
                 ["The game is over: type new for another game, or undo."]) :-
    !.
move_error_lines(_, _, Text, Error, [Line]) :-
    message_string(Error, Message),
    format(string(Line), "~w: ~w", [Text, Message]).

illegal_move_lines(Position, Notation, Text, Why, Lines) :-
    side_to_move(Position, Side),
    (   text_from_square(Text, Square0),
        catch(piece_at(Position, Square0, Piece0), error(_, _), fail)
    ->  Square = Square0,
        Piece = Piece0
    ;   Square = none,
        Piece = unknown
    ),
    illegal_lines(Piece, Square, Side, Position, Notation, Text, Why, Lines).

illegal_lines(Piece, Square, Side, _, _, _, _, [Line]) :-
    piece_side(Piece, Owner),
    Owner \== Side,
    !,
    side_name(Side, Name),
    piece_name(Piece, PieceName),
    format(string(Line), "Not your piece: ~w holds ~w. You play ~w.",
           [Square, PieceName, Name]).
illegal_lines(empty, Square, _, _, _, _, _, [Line]) :-
    !,
    format(string(Line), "There is no piece on ~w.", [Square]).
illegal_lines(_, _, _, Position, Notation, _, _, [Line1, Line2]) :-
    legal_moves(Position, [First|Moves]),
    move_is_capture(First),
    !,
    maplist(legal_text(Position, Notation), [First|Moves], Texts),
    move_captures(First, Captured),
    length(Captured, Count),
    (   Count =:= 1
    ->  Line1 = "A capture is mandatory."
    ;   format(string(Line1),
               "A capture is mandatory, of the most pieces: ~d.", [Count])
    ),
    atomic_list_concat(Texts, ', ', List),
    format(string(Line2), "Your captures: ~w.", [List]).
illegal_lines(_, _, _, _, _, Text, Why, [Line1, Line2]) :-
    format(string(Line1), "No such move: ~w (~w).", [Text, Why]),
    Line2 = "Type moves for the list of legal moves.".

piece_side(man(Side), Side).
piece_side(king(Side), Side).

piece_name(man(Side), Name) :-
    side_name(Side, Side1),
    format(string(Name), "a ~w man", [Side1]).
piece_name(king(Side), Name) :-
    side_name(Side, Side1),
    format(string(Name), "a ~w king", [Side1]).

%   text_from_square(+Text, -Square) is semidet.
%
%   Square is the first square of the move text Text, as written: a
%   number, or an algebraic name in lower case.

text_from_square(Text, Square) :-
    split_string(Text, "-xX", " ", [First|_]),
    written_square(First, Square).

written_square(Text, Square) :-
    Text \== "",
    (   short_integer_string(Text, Square0)
    ->  Square = Square0
    ;   string_lower(Text, Lower),
        atom_string(Square, Lower)
    ).

%!  short_integer_string(+String, -N) is semidet.
%
%   N is the integer String (of at most 30 characters) holds.  Longer
%   text is no answer to any question here, and number_string/2 takes
%   time quadratic in the number of digits.

short_integer_string(String, N) :-
    string_length(String, Length),
    Length =< 30,
    catch(number_string(N, String), error(_, _), fail),
    integer(N).

legal_text(Position, Notation, Move, Text) :-
    move_text(Position, Move, Text, [notation(Notation)]).

%!  side_name(?Side, ?Name) is nondet.
%
%   Name is how the game writes Side: `"White"` or `"Black"`.

side_name(white, "White").
side_name(black, "Black").

%!  opponent(?Side, ?Other) is nondet.

opponent(white, black).
opponent(black, white).

%!  message_string(+Term, -String) is det.
%
%   String is the message print_message/2 would print for Term, on one
%   line.

message_string(Term, String) :-
    (   catch('$messages':translate_message(Term, Lines, []), _, fail)
    ->  with_output_to(string(String0),
                       print_message_lines(current_output, '', Lines)),
        normalize_space(string(String), String0)
    ;   format(string(String), "~q", [Term])
    ).


