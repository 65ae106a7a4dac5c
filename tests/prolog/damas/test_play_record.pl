/*  Tests of library(damas/play/record), the game records that the
    terminal games of Eximo and Gomoku save and load: what is written
    reads back, move numbers and comments are left out, bad records are
    errors.  Only defines the unit; tests/prolog/run_tests.pl runs it.
*/
:- module(test_play_record, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(damas/play/record)).

written(Tags, Movetext, Text) :-
    with_output_to(string(Text), write_record(current_output, Tags, Movetext)).

:- begin_tests(play_record).

test(written, true(Text == "[Game \"Eximo\"]\n[Result \"*\"]\n\n1. b3-b4 g6-g5 2. g7-g8!b1,c1 *\n")) :-
    written(['Game'-"Eximo", 'Result'-'*'], ['1.', 'b3-b4', 'g6-g5', '2.', 'g7-g8!b1,c1', *],
            Text).

test(reads_back) :-
    Tags = ['Game'-"Gomoku", 'White'-"A \"quoted\" \\ name"],
    numlist(1, 60, Numbers),
    findall(T, ( member(N, Numbers), ( format(atom(T), "~d.", [N]) ; T = h8 ) ), Movetext0),
    append(Movetext0, ['1-0'], Movetext),
    written(Tags, Movetext, Text),
    split_string(Text, "\n", "", Lines),
    assertion(forall(member(L, Lines), ( string_length(L, Len), Len =< 79 ))),
    assertion(length(Lines, 10)),
    read_record(Text, TagsBack, Tokens),
    assertion(TagsBack == Tags),
    length(Moves, 60),
    maplist(=(h8), Moves),
    append(Moves, ['1-0'], Expected),
    assertion(Tokens == Expected).

test(numbers_touching_moves_and_comments, true(Tokens == ['b3-b4', 'g6-g5', 'c3-c4', *])) :-
    read_record("[Game \"Eximo\"]\n1.b3-b4 {a start} g6-g5\n2... c3-c4 *\n", _, Tokens).

test(no_tags, true(Tags-Tokens == []-[h8])) :-
    read_record("  h8\n", Tags, Tokens).

test(bad_tag, [error(syntax_error(game_record(tag_pair)))]) :-
    read_record("[Game Eximo]\n1. b3-b4\n", _, _).

test(unclosed_comment, [error(syntax_error(game_record(unclosed_comment)))]) :-
    read_record("1. b3-b4 {no end\n", _, _).

test(save_and_load, true(Tokens == ['b3-b4', *])) :-
    tmp_file(record, File),
    setup_call_cleanup(
        save_record(File, ['Game'-"Eximo"], ['1.', 'b3-b4', *]),
        load_record(File, _, Tokens),
        delete_file(File)).

:- end_tests(play_record).
