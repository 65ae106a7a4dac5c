/*  Tests of library(damas/match): small matches complete with a
    summary that adds up, colours alternate, the move cap draws, a seed
    repeats a match, the log has a line per move, openings come from a
    file, and bad options give errors.  Only defines the units;
    tests/prolog/run_tests.pl runs them.
*/
:- module(test_match, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(readutil)).
:- use_module(library(damas)).
:- use_module(library(damas/match)).
:- use_module('../support/checkout').

:- prolog_load_context(directory, Dir),
   directory_file_path(Dir, '../../../examples/openings-brazilian.tsv', File),
   asserta(openings_file(File)).

opening_positions(Top, Name, Positions) :-
    atomic_list_concat([Top, '/tests/data/', Name], File),
    damas_match:openings_file_positions(File, international, Positions).

row_total(Row, Total) :-
    Total is Row.wins + Row.draws + Row.losses.

log_lines(File, Lines) :-
    read_file_to_string(File, Text, []),
    split_string(Text, "\n", "", Lines0),
    exclude(==(""), Lines0, Lines).

%   move_said(+Line, -Player-Depth-Score): a log line's player and the
%   depth and score it reported, as strings.

move_said(Line, Player-Depth-Score) :-
    split_string(Line, "\t", "", Fields),
    nth1(4, Fields, Player),
    nth1(11, Fields, Depth),
    nth1(12, Fields, Score).

is_move_line(Line) :-
    \+ sub_string(Line, 0, 1, _, "#"),
    \+ sub_string(Line, 0, _, _, "game\t").


:- begin_tests(damas_match).

test(summary_adds_up) :-
    match(random, capture_first, [games(4), max_moves(60), seed(1)], S),
    assertion(S.games == 4),
    S.players = [A, B],
    assertion(A.player == random),
    assertion(B.player == capture_first),
    assertion(row_total(A, 4)),
    assertion(row_total(B, 4)),
    assertion(A.wins == B.losses),
    assertion(A.draws == B.draws),
    assertion(A.score + B.score =:= 100),
    assertion(length(S.results, 4)).

test(colours_alternate, true(Colours == [random-capture_first, capture_first-random,
                                         random-capture_first])) :-
    match(random, capture_first, [games(3), max_moves(10), seed(2)], S),
    findall(W-B, ( member(G, S.results), get_dict(white, G, W), get_dict(black, G, B) ),
            Colours).

test(move_cap_draws, [true(Ends == [draw-move_cap-8, draw-move_cap-8])]) :-
    match(random, random, [games(2), max_moves(8), opening_moves(2)], S),
    findall(O-R-P, ( member(G, S.results),
                     get_dict(outcome, G, O),
                     get_dict(reason, G, R),
                     get_dict(plies, G, P) ),
            Ends).

test(moves_are_counted) :-
    match(random, random, [games(2), max_moves(8), opening_moves(2)], S),
    S.players = [A, B],
    % 2 games of 8 plies, 2 of them opening moves: 12 moves, 6 each.
    assertion(A.moves =:= 6),
    assertion(B.moves =:= 6).

test(seed_repeats, true(R1 == R2)) :-
    Options = [games(2), max_moves(40), seed(42)],
    match(random, minimax(1), Options, S1),
    match(random, minimax(1), Options, S2),
    maplist([G, O-P]>>(get_dict(outcome, G, O), get_dict(plies, G, P)), S1.results, R1),
    maplist([G, O-P]>>(get_dict(outcome, G, O), get_dict(plies, G, P)), S2.results, R2).

test(ends_by_the_rules) :-
    match(minimax(2), random, [games(2), max_moves(300), seed(3)], S),
    forall(member(G, S.results),
           assertion(G.reason \== move_cap)),
    S.players = [A, _],
    assertion(A.wins >= 1).

test(log, [setup(tmp_file_stream(text, File, Out)), cleanup(delete_file(File))]) :-
    close(Out),
    match(random, minimax(1), [games(2), max_moves(12), seed(4), log(File)], S),
    log_lines(File, Lines),
    include(is_move_line, Lines, MoveLines),
    findall(P, (member(G, S.results), get_dict(plies, G, P)), Plies),
    sum_list(Plies, Total),
    assertion(length(MoveLines, Total)),
    MoveLines = [First|_],
    split_string(First, "\t", "", Fields),
    assertion(length(Fields, 12)),
    aggregate_all(count, (member(L, Lines), sub_string(L, 0, _, _, "# game")), Comments),
    assertion(Comments == 4).

% An engine's moves carry its depth and score; a player that says
% neither leaves the two columns empty.
test(log_depth_and_score,
     [setup(tmp_file_stream(text, File, Out)), cleanup(delete_file(File))]) :-
    close(Out),
    match(search([depth(3)]), random, [games(2), max_moves(16), seed(6), log(File)], _),
    log_lines(File, Lines),
    include(is_move_line, Lines, MoveLines),
    maplist(move_said, MoveLines, Said),
    forall(member("random"-Depth-Score, Said),
           assertion(Depth-Score == ""-"")),
    findall(Depth-Score, (member(P-Depth-Score, Said), P \== "random", P \== "opening"),
            Engine),
    assertion(Engine \== []),
    forall(member(Depth-Score, Engine),
           (   number_string(D, Depth), number_string(Sc, Score),
               assertion(integer(D)), assertion(integer(Sc)),
               assertion(between(0, 3, D))
           )),
    assertion(memberchk("3"-_, Engine)).

test(openings_file, [setup(tmp_file_stream(text, Log, Out)), cleanup(delete_file(Log))]) :-
    close(Out),
    openings_file(File),
    match(random, random, [games(2), max_moves(6), opening_moves(0), openings(File),
                           log(Log)], _),
    log_lines(Log, Lines),
    % The first ballot, I-1: ab4 (21-17) played, Black to move.
    once(member(Line, Lines)),
    assertion(sub_string(Line, _, _, _,
                         "from B:W17,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12")).

%   The held-out openings measure generalisation only while none of
%   their positions is one of the working set's; each is read as a
%   position of the variant (fen_position/3 raises an error otherwise)
%   and none is there twice.
test(held_out_openings_apart, [true(Common == [])]) :-
    checkout(Top),
    maplist(opening_positions(Top), ['openings_international.tsv',
                                     'openings_international_heldout.tsv'],
            [Working, HeldOut]),
    length(HeldOut, Count),
    assertion(Count >= 100),
    sort(HeldOut, Distinct),
    assertion(length(Distinct, Count)),
    intersection(Working, HeldOut, Common).

test(engine_player, true(Wins == 2)) :-
    match(search([depth(4)]), random, [games(2), max_moves(200), seed(5)], S),
    S.players = [A, _],
    get_dict(wins, A, Wins).

test(printed_table) :-
    match(random, random, [games(2), max_moves(6)], S),
    with_output_to(string(Text), print_match_summary(S)),
    assertion(sub_string(Text, _, _, _, "wins")),
    assertion(sub_string(Text, _, _, _, "avg time/move")).

test(unknown_player, error(domain_error(damas_player, nobody))) :-
    match(nobody, random, [games(1)], _).

test(no_games, error(type_error(positive_integer, 0))) :-
    match(random, random, [games(0)], _).

%   A clock: a side whose move takes longer than its whole clock loses
%   by time_forfeit (any move takes more than a nanosecond: White, who
%   moves first, loses both games), a clock
%   that lasts lets the games end by the rules or the cap, and the
%   clock carries over from one time control to the next.

test(flag_falls, Endings == [win(black)-time_forfeit, win(black)-time_forfeit]) :-
    match(random, random, [games(2), opening_moves(0), clock(1.0e-9, 0)], S),
    findall(Outcome-Reason,
            ( member(G, S.results),
              get_dict(outcome, G, Outcome),
              get_dict(reason, G, Reason)
            ),
            Endings).

test(clock_that_lasts, Reasons == [move_cap, move_cap]) :-
    match(random, random, [games(2), max_moves(6), opening_moves(0), clock(1000, 3)], S),
    findall(Reason, ( member(G, S.results), get_dict(reason, G, Reason) ), Reasons).

test(time_controls, Clocks == [60-40, 20.0-35, 80.0-40]) :-
    findall(R-M,
            ( member(Made, [moves(0, 0, 0, 0), moves(45, 100.0, 0, 0), moves(80, 100.0, 0, 0)]),
              damas_match:side_clock(60, 40, Made, R, M)
            ),
            Clocks).

test(bad_clock, error(domain_error(positive_number, 0))) :-
    match(random, random, [games(1), clock(0, 0)], _).

test(bad_clock_moves, error(type_error(nonneg, -1))) :-
    match(random, random, [games(1), clock(10, -1)], _).

:- end_tests(damas_match).
