/*  Tests of library(damas/game): game terms, moves and undo, and the end
    of the game: no legal move, and each draw rule in a position built for
    it, with the counts of kb/draughts/brazilian.pl and with those of a test
    variant (small_draws, below) whose counts are smaller.  Only defines
    the units; tests/prolog/run_tests.pl runs them.
*/
:- module(test_game, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(damas)).
:- use_module(library(damas/game)).
:- use_module('../../../kb/draughts/brazilian', []).

%   small_draws: Brazilian draughts with other draw counts, to show that
%   the counts are read from the variant's rule facts.  A variant is a
%   module with the board relations and rule/2.

small_draws:rule(Name, Value) :-
    small_rule(Name, Value0),
    !,
    Value = Value0.
small_draws:rule(Name, Value) :-
    kb_brazilian:rule(Name, Value),
    \+ small_rule(Name, _).
small_draws:casa(F, R, C, N) :- kb_brazilian:casa(F, R, C, N).
small_draws:movepeca(F, T, S) :- kb_brazilian:movepeca(F, T, S).
small_draws:comepeca(F, O, T) :- kb_brazilian:comepeca(F, O, T).
small_draws:diagonal(F, D, T) :- kb_brazilian:diagonal(F, D, T).

small_rule(draw_repetition, 2).
small_rule(draw_kings_only_moves, 3).
small_rule(draw_three_kings_against_one, 1).
small_rule(draw_by_agreement, false).

fen_game(Fen, Game) :-
    fen_game(Fen, brazilian, Game).

fen_game(Fen, Variant, Game) :-
    fen_position(Fen, Position, [variant(Variant)]),
    new_game([position(Position)], Game).

play_all(Game0, Moves, Game) :-
    foldl([Move, G0, G]>>game_play(G0, Move, G), Moves, Game0, Game).

not_over(Game) :-
    \+ game_over(Game, _).

%   quiet_walk(+Game0, +Plies, -Game) is semidet.
%
%   Game is Game0 after Plies moves of kings that capture nothing, each
%   to a position not seen before in the game, after which the other
%   side has moves but no capture.  A depth-first search; the first
%   walk found is taken.

quiet_walk(Game, 0, Game) :-
    !.
quiet_walk(Game0, Plies, Game) :-
    game_position(Game0, Position),
    game_positions(Game0, Seen),
    legal_move(Position, Move),
    \+ move_is_capture(Move),
    move_from(Move, From),
    piece_at(Position, From, Piece),
    Piece = king(_),
    make_move(Position, Move, Next),
    \+ memberchk(Next, Seen),
    legal_moves(Next, [First|_]),
    \+ move_is_capture(First),
    game_play(Game0, Move, Game1),
    Plies1 is Plies - 1,
    quiet_walk(Game1, Plies1, Game).

%   A quiet move of a man, as quiet_walk/3 plays kings.

quiet_man_move(Game0, Game) :-
    game_position(Game0, Position),
    legal_move(Position, Move),
    \+ move_is_capture(Move),
    move_from(Move, From),
    piece_at(Position, From, Piece),
    Piece = man(_),
    make_move(Position, Move, Next),
    legal_moves(Next, [First|_]),
    \+ move_is_capture(First),
    !,
    game_play(Game0, Move, Game).

%   Two kings that go back and forth: a1-b2 and b8-a7.

shuffle(["29-25", "1-5", "25-29", "5-1"]).


:- begin_tests(game_terms).

test(new_game_initial) :-
    new_game(Game),
    initial_position(Start),
    game_position(Game, Position),
    game_start(Game, Start0),
    assertion(Position == Start),
    assertion(Start0 == Start),
    game_moves(Game, Moves),
    assertion(Moves == []),
    game_tags(Game, Tags),
    assertion(Tags == []),
    game_move_number(Game, Number),
    assertion(Number == 1),
    assertion(is_game(Game)),
    assertion(not_over(Game)).

test(new_game_options) :-
    fen_position("B:W22,K30:B11", Position),
    new_game([position(Position), tags(['Event'-'Club', 'Round'-3,
                                        'Result'-"2-0", 'FEN'-"x"])], Game),
    game_start(Game, Start),
    assertion(Start == Position),
    game_tags(Game, Tags),
    assertion(Tags == ['Event'-"Club", 'Round'-"3"]),
    game_move_number(Game, 1).

test(new_game_bad_position, error(type_error(damas_position, foo))) :-
    new_game([position(foo)], _).

test(new_game_bad_tag, error(type_error(pdn_tag, event))) :-
    new_game([tags([event])], _).

test(play_both_notations_and_terms) :-
    new_game(G0),
    play_all(G0, ["22-18", "f6-g5", move([23, 19], [])], G),
    game_moves(G, Moves),
    assertion(Moves == [move([22, 18], []), move([11, 16], []), move([23, 19], [])]),
    game_ply_count(G, 3),
    game_move_number(G, 2),
    game_positions(G, Positions),
    length(Positions, 4),
    last(Positions, Last),
    game_position(G, Position),
    assertion(Last == Position),
    side_to_move(Position, black).

test(play_capture_partial_path) :-
    fen_game("W:W22:B18", G0),
    game_play(G0, move([22, 15], [18]), G),
    game_moves(G, [Move]),
    assertion(Move == move([22, 15], [18])).

test(set_tag) :-
    new_game(G0),
    game_set_tag(G0, 'White', "Ana", G1),
    game_set_tag(G1, 'Black', "Bruno", G2),
    game_set_tag(G2, 'White', "Carla", G),
    game_tags(G, Tags),
    assertion(Tags == ['White'-"Carla", 'Black'-"Bruno"]),
    game_tag(G, 'Black', Black),
    assertion(Black == "Bruno").

% new_game/2 merges its tags as game_set_tag/4 would, one after the
% other (it now does so in n log n time rather than quadratic).
test(new_game_tags_merge) :-
    new_game([tags(['White'-"Ana", 'Result'-"2-0", 'Black'-bruno, 'White'-"Carla",
                    'Round'-3, 'Black'-"Bruno", 'FEN'-"W:W21:B1"])], G),
    game_tags(G, Tags),
    assertion(Tags == ['White'-"Carla", 'Black'-"Bruno", 'Round'-"3"]).

test(comments) :-
    new_game(G0),
    game_add_comment(G0, " before ", G1),
    game_play(G1, "c3-d4", G2),
    game_add_comment(G2, "first", G3),
    game_add_comment(G3, "second", G4),
    game_play(G4, "f6-g5", G5),
    game_comments(G5, Comments),
    assertion(Comments == [0-"before", 1-"first", 1-"second"]),
    game_undo(G5, G6),
    game_undo(G6, G7),
    game_comments(G7, After),
    assertion(After == [0-"before"]).

test(comment_with_brace, error(domain_error(pdn_comment, "a } b"))) :-
    new_game(G0),
    game_add_comment(G0, "a } b", _).

test(rule_from_kb) :-
    new_game(G),
    game_rule(G, draw_repetition, N),
    assertion(N == 3),
    fen_game("W:WK29:BK1", small_draws, Small),
    game_rule(Small, draw_repetition, M),
    assertion(M == 2).

:- end_tests(game_terms).


:- begin_tests(game_errors).

test(illegal_move, error(domain_error(legal_move, "22-19"), _)) :-
    new_game(G),
    game_play(G, "22-19", _).

test(illegal_move_term, error(domain_error(legal_move, move([22, 19], [])), _)) :-
    new_game(G),
    game_play(G, move([22, 19], []), _).

test(not_move_text, error(syntax_error(move_text("hello")), _)) :-
    new_game(G),
    game_play(G, "hello", _).

test(ambiguous_move) :-
    fen_game("W:WK5:B11,14,19,24", G),
    catch(game_play(G, "a7xe7", _), Error, true),
    assertion(subsumes_term(error(domain_error(unambiguous_move, "a7xe7"),
                                  context(_, candidates(_))), Error)),
    Error = error(_, context(_, candidates(Candidates))),
    msort(Candidates, Sorted),
    assertion(Sorted == [a7xe3xg5xe7, a7xf2xh4xe7]).

test(mandatory_capture, error(domain_error(legal_move, "21-17"), context(_, Why))) :-
    fen_game("W:W21,22:B18", G),
    game_play(G, "21-17", _),
    string(Why).

test(play_after_end, error(permission_error(play, finished_game,
                                            result(win(white), no_legal_move)), _)) :-
    fen_game("W:W22:B18", G0),
    game_play(G0, "22x15", G),
    game_play(G, "15-10", _).

test(undo_nothing, fail) :-
    new_game(G),
    game_undo(G, _).

test(undo_restores) :-
    new_game(G0),
    game_play(G0, "22-18", G1),
    game_undo(G1, G),
    assertion(G == G0).

test(resign_bad_side, error(type_error(_, grey))) :-
    new_game(G),
    game_resign(G, grey, _).

test(resign_after_end, error(permission_error(resign, finished_game, _), _)) :-
    fen_game("W:W22:B18", G0),
    game_play(G0, "22x15", G),
    game_resign(G, black, _).

test(no_agreement_in_variant,
     error(permission_error(agree_draw, damas_variant, small_draws), _)) :-
    fen_game("W:WK29:BK1", small_draws, G),
    game_agree_draw(G, _).

test(not_a_game, error(type_error(damas_game, foo))) :-
    game_position(foo, _).

:- end_tests(game_errors).


:- begin_tests(game_end).

test(goes_on, fail) :-
    new_game(G),
    game_over(G, _).

test(no_pieces_left, Result == result(win(white), no_legal_move)) :-
    fen_game("W:W22:B18", G0),
    game_play(G0, "c3xe5", G),
    game_over(G, Result).

test(blocked, Result == result(win(white), no_legal_move)) :-
    % Black's only man, on a3, cannot step to b2 nor jump it.
    fen_game("B:W25,30:B21", G),
    game_over(G, Result).

test(resignation) :-
    new_game(G0),
    game_resign(G0, white, G),
    game_over(G, Result),
    assertion(Result == result(win(black), resignation)),
    game_undo(G, G1),
    assertion(G1 == G0).

test(agreement, Result == result(draw, agreement)) :-
    new_game(G0),
    game_play(G0, "22-18", G1),
    game_agree_draw(G1, G),
    game_over(G, Result).

test(repetition_third_time) :-
    fen_game("W:WK29:BK1", G0),
    shuffle(Four),
    play_all(G0, Four, G4),                 % the start position, twice
    assertion(not_over(G4)),
    Four = [M1, M2, M3, _],
    play_all(G4, [M1, M2, M3], G7),
    assertion(not_over(G7)),
    game_play(G7, "5-1", G8),               % the third time
    game_over(G8, Result),
    assertion(Result == result(draw, repetition)).

test(repetition_count_from_variant) :-
    fen_game("W:WK29:BK1", small_draws, G0),
    shuffle([M1, M2, M3, M4]),
    play_all(G0, [M1, M2, M3], G3),
    assertion(not_over(G3)),
    game_play(G3, M4, G4),
    game_over(G4, Result),
    assertion(Result == result(draw, repetition)).

test(repetition_needs_same_side_to_move) :-
    % White's king goes round a1-b2-c3-a1 in three moves, Black's back
    % and forth in two: the start's pieces, with Black to move, is
    % another position (a repetition count of 2 would draw otherwise).
    fen_game("W:WK29:BK1", small_draws, G0),
    play_all(G0, ["29-25", "1-5", "25-22", "5-1", "22-29"], G5),
    game_position(G5, Position),
    assertion(Position = position(small_draws, black, _, _, _)),
    assertion(not_over(G5)).

test(kings_only_forty_plies) :-
    fen_game("W:WK29,K32:BK1,K4", G0),
    once(quiet_walk(G0, 39, G39)),
    assertion(not_over(G39)),
    once(quiet_walk(G39, 1, G40)),
    game_over(G40, Result),
    assertion(Result == result(draw, kings_only_moves)).

test(kings_only_man_move_resets) :-
    fen_game("W:WK32,K28,21:BK1,K4", G0),
    once(quiet_walk(G0, 30, G30)),
    quiet_man_move(G30, G31),
    once(quiet_walk(G31, 39, G70)),
    assertion(not_over(G70)),
    once(quiet_walk(G70, 1, G71)),
    game_over(G71, Result),
    assertion(Result == result(draw, kings_only_moves)).

test(kings_only_count_from_variant) :-
    % Three moves by each side: 6 plies.
    fen_game("W:WK29,K32:BK1,K4", small_draws, G0),
    once(quiet_walk(G0, 5, G5)),
    assertion(not_over(G5)),
    once(quiet_walk(G5, 1, G6)),
    game_over(G6, Result),
    assertion(Result == result(draw, kings_only_moves)).

test(three_kings_twenty_moves) :-
    % White, the stronger side, moves first: its 20th move is ply 39,
    % before the kings-only rule (40 plies) would draw.
    fen_game("W:WK29,K32,K28:BK1", G0),
    once(quiet_walk(G0, 38, G38)),
    assertion(not_over(G38)),
    once(quiet_walk(G38, 1, G39)),
    game_over(G39, Result),
    assertion(Result == result(draw, three_kings_against_one)).

test(three_kings_black_stronger) :-
    % Black moves first: its 20th move is ply 39.
    fen_game("B:WK32:BK1,K2,K3", G0),
    once(quiet_walk(G0, 38, G38)),
    assertion(not_over(G38)),
    once(quiet_walk(G38, 1, G39)),
    game_over(G39, Result),
    assertion(Result == result(draw, three_kings_against_one)).

test(three_kings_count_starts_after_capture) :-
    % White takes the second black king: 3 kings against 1 from then on;
    % with a count of 1 the draw comes after White's next move.
    fen_game("W:WK29,K32,K28:BK1,14", small_draws, G0),
    fen_position("W:WK29,K32,K28:BK1,14", P0, [variant(small_draws)]),
    legal_moves(P0, [Capture|_]),
    move_is_capture(Capture),
    game_play(G0, Capture, G1),
    assertion(not_over(G1)),
    once(quiet_walk(G1, 1, G2)),
    assertion(not_over(G2)),
    once(quiet_walk(G2, 1, G3)),
    game_over(G3, Result),
    assertion(Result == result(draw, three_kings_against_one)).

test(three_kings_not_with_a_man) :-
    % Three kings and a man against a king: not the rule.
    fen_game("W:WK29,K32,K28,21:BK1", small_draws, G0),
    once(quiet_walk(G0, 1, G1)),
    assertion(not_over(G1)).

test(win_on_the_last_allowed_move, Result == result(win(white), no_legal_move)) :-
    % The stronger side's one allowed move shuts the lone king in a1.
    fen_game("W:WK22,K30,K32:BK29", small_draws, G0),
    game_play(G0, "c1-b2", G),
    game_over(G, Result).

:- end_tests(game_end).
