/*  Tests of library(damas/play/grid), the board of the games that use
    every square (Eximo, Gomoku): the marks of the last move, side by
    side too, the board turned, the two frames, colours.  Only defines
    the unit; tests/prolog/run_tests.pl runs it.
*/
:- module(test_play_grid, []).

:- use_module(library(plunit)).
:- use_module(library(damas/play/grid)).

%   A 3x3 board: White on a1 and b1, Black on c3.
content(1, 1, white) :- !.
content(2, 1, white) :- !.
content(3, 3, black) :- !.
content(_, _, empty).

drawn(Options, Text) :-
    with_output_to(string(Text), draw_grid(current_output, 3, content, Options)).

:- begin_tests(play_grid).

test(plain, true(Text == "3 . . B\n2 . . .\n1 W W .\n  a b c\n")) :-
    drawn([], Text).

test(marks_side_by_side_share_a_bar, true(Text == "3 . .[B]\n2 . x .\n1[W|W].\n  a b c\n")) :-
    drawn([marks([(1-1)-marked, (2-1)-marked, (3-3)-marked, (2-2)-taken])], Text).

test(turned, true(Text == "1 .[W]W\n2 . . .\n3 B . .\n  c b a\n")) :-
    drawn([turned(true), marks([(2-1)-marked])], Text).

test(full_frame, true(Text == "   a b c\n 3 . . B 3\n 2 . . . 2\n 1 W W[.]1\n   a b c\n")) :-
    drawn([frame(full), marks([(3-1)-marked])], Text).

test(glyphs_and_unicode_taken, true(Text == "3 . . o\n2 . \u00D7 .\n1 * * .\n  a b c\n")) :-
    drawn([glyphs([white-'*', black-o, empty-'.']), pieces(unicode), marks([(2-2)-taken])],
          Text).

test(colour) :-
    drawn([colour(true), marks([(1-1)-marked, (2-2)-taken])], Text),
    assertion(sub_string(Text, _, _, _, "\e[0;43;1;97m W ")),
    assertion(sub_string(Text, _, _, _, "\e[0;42;1;31m x ")),
    assertion(sub_string(Text, _, _, _, "\e[0m\n")).

test(bad_size, [error(type_error(positive_integer, 0))]) :-
    drawn_size(0).

drawn_size(Size) :-
    with_output_to(string(_), draw_grid(current_output, Size, content, [])).

:- end_tests(play_grid).
