/*  Tests of library(eximo/play), the terminal game: wrong moves answered
    in words, the computer's replies, two computers playing to the end.
    Only defines the unit; tests/prolog/run_tests.pl runs it.
*/
:- module(test_eximo_play, []).

:- use_module(library(plunit)).
:- use_module(library(eximo/play)).

:- begin_tests(eximo_play).

test(terminal_game) :-
    Input = "b3-b5\nnonsense\nb3-b4\nquit\n",
    setup_call_cleanup(open_string(Input, In),
                       with_output_to(string(Out),
                                      ( current_output(O),
                                        eximo_play([input(In), output(O),
                                                    white(human), black(easy)]) )),
                       close(In)),
    assertion(sub_string(Out, _, _, _, "b3-b5 is not legal here")),
    assertion(sub_string(Out, _, _, _, "nonsense is not a move")),
    assertion(sub_string(Out, _, _, _, "black (easy) plays")),
    assertion(sub_string(Out, _, _, _, "Goodbye.")).

test(terminal_computers_finish) :-
    setup_call_cleanup(open_string("", In),
                       with_output_to(string(Out),
                                      ( current_output(O),
                                        eximo_play([input(In), output(O), max_moves(400),
                                                    white(capture_first), black(easy)]) )),
                       close(In)),
    assertion(( sub_string(Out, _, _, _, "wins.") ; sub_string(Out, _, _, _, "draw") )).

:- end_tests(eximo_play).
