/*  Tests of library(gomoku/play), the terminal game: a human against the
    computer, the menu and a won game, undo.  Only defines the unit;
    tests/prolog/run_tests.pl runs it.
*/
:- module(test_gomoku_play, []).

:- use_module(library(plunit)).
:- use_module(library(gomoku/play)).

:- begin_tests(gomoku_play).

play_session(Lines, Options, Output) :-
    atomic_list_concat(Lines, '\n', Text0),
    atom_concat(Text0, '\n', Text),
    setup_call_cleanup(
        open_string(Text, In),
        with_output_to(string(Output),
                       ( current_output(Out),
                         gomoku_play:gomoku_play([input(In), output(Out)|Options]) )),
        close(In)).

test(human_against_the_computer) :-
    play_session([h8, zz, h8, quit], [black(human), white(easy), seed(1)], Output),
    once(sub_string(Output, _, _, _, "white plays ")),
    once(sub_string(Output, _, _, _, "\"zz\" is not a point")),
    once(sub_string(Output, _, _, _, "h8 is taken")).

test(menu_and_a_won_game) :-
    % Two people: Black makes five on row 8 while White plays row 1.
    play_session(["3", h8, a1, i8, b1, j8, c1, k8, d1, l8],
                 [], Output),
    once(sub_string(Output, _, _, _, "Who plays?")),
    once(sub_string(Output, _, _, _, "Black wins: five in a line.")).

test(undo_against_a_friend) :-
    play_session([h8, undo, i9, quit], [black(human), white(human)], Output),
    once(sub_string(Output, _, _, _, " 9 . . . . . . . . X")).

:- end_tests(gomoku_play).
