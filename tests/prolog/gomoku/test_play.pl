/*  Tests of library(gomoku/play), the terminal game: sessions driven by
    scripted input, as tests/prolog/damas/test_play.pl drives the
    draughts game, for each command (undo, hint, history, save and load,
    flip, fen, moves, resign), the last stone marked, the board once a
    turn, a won game that waits for new, undo, save or quit, and
    examples/start.pl --game=gomoku through a pipe.  Only defines the
    units; tests/prolog/run_tests.pl runs them.
*/
:- module(test_gomoku_play, []).

:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(readutil)).
:- use_module(library(gomoku)).
:- use_module(library(gomoku/play)).
:- use_module('../support/terminal').

session(Lines, Options, Output) :-
    scripted(gomoku_play, Lines, Options, Output).

two_people(Lines, Output) :-
    session(Lines, [black(human), white(human)], Output).

%   Black makes five on row 8 while White plays row 1.
five_in_a_row([h8, a1, i8, b1, j8, c1, k8, d1, l8]).

:- begin_tests(gomoku_play).

test(human_against_the_computer) :-
    session([h8, zz, h8, quit], [black(human), white(easy), seed(1)], Output),
    assertion(has(Output, "Black (you), move 1> h8\n\nBlack plays 1. h8\n\nWhite (computer) plays 1... ")),
    assertion(has(Output, "I cannot read \"zz\" as a point or a command.\nType a point such as h8, or help.\n")),
    assertion(has(Output, "h8 is taken: choose an empty point.\n")).

% As the draughts game does: a point off the board is named, with the
% board's points.
test(point_off_the_board) :-
    session(['p16', quit], [black(human), white(human)], Output),
    assertion(has(Output, "There is no point p16 on the board: its points are a1 to o15.\nType a column a..o and a row 1..15, as h8 (the centre).\n")).

% The board came twice a turn (after your stone, and after the reply):
% now once, after the reply, as in the draughts game.
test(one_board_a_turn) :-
    session([h8, quit], [black(human), white(easy), seed(1)], Output),
    occurrences(Output, "    a b c d e f g h i j k l m n o\n", Letters),
    % a board has its letters above and below: the start and one more
    assertion(Letters == 4).

test(last_stone_marked) :-
    two_people([h8, quit], Output),
    after_last(Output, "Black plays 1. h8", Board),
    assertion(has(Board, "\n  8 . . . . . . .[X]. . . . . . . 8\n")),
    assertion(has(Board, "\nWhite to move\nWhite, move 1> ")).

test(last_stone_on_the_edge) :-
    two_people([o15, quit], Output),
    assertion(has(Output, "\n 15 . . . . . . . . . . . . . .[X]15\n")).

test(won_game_waits) :-
    five_in_a_row(Moves),
    append(Moves, [m8, history, undo, quit], Lines),
    two_people(Lines, Output),
    assertion(has(Output, "Game over: Black wins: five in a line.\n")),
    assertion(has(Output, "Game over (type new, undo, save FILE or quit)> m8\nThe game is over: type new for another game, or undo.\n")),
    assertion(has(Output, "history\n1. h8 a1\n2. i8 b1\n3. j8 c1\n4. k8 d1\n5. l8\nGame over: Black wins: five in a line.\n")),
    assertion(has(Output, "Took back 1 move.\n")),
    assertion(has(Output, "Black, move 5> quit")).

test(menu_and_a_won_game) :-
    five_in_a_row(Moves),
    session(["3"|Moves], [], Output),
    assertion(has(Output, "Who plays?\n  1. you (Black) against the computer\n  2. you (White) against the computer\n")),
    assertion(has(Output, "Black wins: five in a line.")),
    assertion(has(Output, "[Result \"0-1\"]")).

test(undo_against_a_friend) :-
    two_people([h8, undo, i9, quit], Output),
    assertion(has(Output, "Took back 1 move.\n")),
    assertion(has(Output, "\n  9 . . . . . . . .[X]. . . . . . 9\n")),
    assertion(\+ has(Output, "[O]")).

test(undo_against_the_computer) :-
    session([h8, undo, undo, quit], [black(human), white(easy), seed(1)], Output),
    assertion(has(Output, "Took back 2 moves.\n")),
    assertion(has(Output, "Nothing to undo.\n")).

test(hint_is_an_empty_point) :-
    two_people([h8, hint, quit], Output),
    once(sub_string(Output, Before, _, _, "Hint: ")),
    Start is Before + 6,
    sub_string(Output, Start, _, 0, Rest),
    split_string(Rest, "\n", "", [Text|_]),
    atom_string(Point, Text),
    assertion(gomoku_point(Point, _, _)),
    assertion(Point \== h8).

test(flip) :-
    two_people([h8, flip, quit], Output),
    after_last(Output, "flip\n", Board),
    assertion(sub_string(Board, 0, _, _, "    o n m l k j i h g f e d c b a\n  1 . ")),
    assertion(has(Board, "\n  8 . . . . . . .[X]. . . . . . . 8\n")).

test(fen_and_moves) :-
    two_people([h8, i9, fen, moves, quit], Output),
    assertion(has(Output, "fen\nb/h8/i9\n")),
    assertion(has(Output, "Any empty point: 223 of them.\n")).

test(start_from_a_position) :-
    session([history, h9, quit], [black(human), white(human), fen('b/h8/i9')], Output),
    assertion(has(Output, "No move yet.\n")),
    assertion(has(Output, "Black plays 1. h9\n")).

test(save_and_load_back) :-
    tmp_file(gomoku_game, File),
    setup_call_cleanup(
        true,
        ( two_people([h8, i9, [save, ' ', File], quit], Output1),
          read_file_to_string(File, Saved, []),
          two_people([[load, ' ', File], history, j10, quit], Output2)
        ),
        delete_file(File)),
    format(string(Said), "Saved the game (2 moves) to ~w.", [File]),
    assertion(has(Output1, Said)),
    assertion(has(Saved, "[Game \"Gomoku\"]\n")),
    assertion(has(Saved, "\n1. h8 i9 *\n")),
    assertion(\+ has(Output1, "not saved")),
    assertion(has(Output2, "history\n1. h8 i9\n")),
    assertion(has(Output2, "Black plays 2. j10\n")).

test(a_won_game_saved_and_loaded_is_over) :-
    tmp_file(gomoku_won, File),
    five_in_a_row(Moves),
    append(Moves, [[save, ' ', File], quit], Lines1),
    setup_call_cleanup(
        true,
        ( two_people(Lines1, _),
          two_people([[load, ' ', File], quit], Output)
        ),
        delete_file(File)),
    assertion(has(Output, "Game over: Black wins: five in a line.\nGame over (type new, undo, save FILE or quit)> quit")).

test(resign) :-
    two_people([h8, resign, quit], Output),
    assertion(has(Output, "Game over: Black wins: White resigned.\n")),
    assertion(has(Output, "[Result \"0-1\"]\n[Termination \"resignation\"]\n")).

test(help) :-
    two_people([help, quit], Output),
    forall(member(Command, ["undo", "hint", "history", "save FILE", "load FILE", "flip"]),
           assertion(has(Output, Command))).

test(one_side_given) :-
    % A person named for one side: the computer plays the other.
    session(['', h8, quit], [black(human)], Output),
    assertion(has(Output, "Level of the computer:\n")),
    assertion(has(Output, "White (computer) plays 1... ")).

test(unknown_player, [error(domain_error(gomoku_player, nobody))]) :-
    session([], [black(nobody)], _).

:- end_tests(gomoku_play).

:- begin_tests(gomoku_play_program).

test(pipe_game) :-
    start_program(['--game=gomoku', '--black=human', '--white=easy', '--seed=3'],
                  "h8\nhistory\nquit\n", Output, Errors, Status),
    assertion(Status == exit(0)),
    assertion(Errors == ""),
    assertion(has(Output, "Gomoku (damas)\n")),
    assertion(has(Output, "White (computer) plays 1... ")),
    assertion(has(Output, "history\n1. h8 ")),
    assertion(sub_string(Output, _, _, 0, "\nGoodbye.\n")).

test(game_help) :-
    start_program(['--game=gomoku', '--help'], "", Output, _, Status),
    assertion(Status == exit(0)),
    assertion(has(Output, "--black=PLAYER    who plays Black (who moves first)")),
    assertion(has(Output, "classroom")).

test(bad_option) :-
    start_program(['--game=gomoku', '--white=nobody'], "", Output, Errors, Status),
    assertion(Status == exit(2)),
    assertion(Output == ""),
    assertion(has(Errors, "--white: nobody is not a player")).

:- end_tests(gomoku_play_program).
