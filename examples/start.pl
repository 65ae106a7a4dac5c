/*  The start of a game of Brazilian draughts: prints the board and the
    legal moves in both notations, then leaves you at the Prolog prompt
    with library(damas) loaded.

        swipl examples/start.pl        (or: make play)

    At the prompt, try for instance:

        ?- initial_position(P), make_move(P, "22-18", P1), print_board(P1).
        ?- initial_position(P), perft(P, 8, N).
        ?- fen_position("W:WK22:B11,18,27", P), legal_moves(P, Ms).

    End the session with halt. or end of input (Ctrl-D).
*/
:- use_module('../prolog/damas').

:- initialization(show_start).

show_start :-
    initial_position(Position),
    print_board(Position),
    legal_moves(Position, Moves),
    format("~nLegal moves:~n"),
    forall(member(Move, Moves),
           ( move_text(Position, Move, Numeric),
             move_text(Position, Move, Algebraic, [notation(algebraic)]),
             format("  ~w~t~8|~w~n", [Numeric, Algebraic])
           )),
    format("~nTry: ?- initial_position(P), make_move(P, \"22-18\", P1), print_board(P1).~n~n").

%   When standard output goes away (piped into head, say), stop: the
%   toplevel would otherwise retry writing its prompt for ever.

:- multifile user:message_hook/3.

user:message_hook(error(io_error(write, Stream), _), error, _) :-
    stream_property(Stream, alias(user_output)),
    halt(1).
