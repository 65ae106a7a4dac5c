/*  Tests of the rule game_won_by (docs/rules.md) and the variants that
    change it, antidraughts (having_no_move) and breakthrough
    (first_king): the rule checked like every other, the end of a game
    and the explain verdict, the search's wins and losses, and the
    endgame databases refused.  The positions' expected ends were
    checked against pydraughts 0.6.7 (MIT, an independent
    implementation of both variants: Game(variant, fen).get_winner()),
    which gives the same winner for each position of ending/3 below
    but one, as said there.
    The perft counts of the three new variants are in
    ../../data/perft_variants.tsv, checked by ../test_variants.pl.
*/
:- module(test_game_won_by, []).

:- use_module(library(plunit)).
:- use_module(library(damas)).
:- use_module(library(damas/game)).
:- use_module(library(damas/search), [search/3]).
:- use_module(library(damas/explain), [position_verdict/2]).
:- use_module(library(damas/endgame), [endgame_load/1, endgame_value/2,
                                       endgame_generate/2]).
:- use_module(library(damas/kb), [variant_rule/3]).
:- use_module(library(damas/play/text), [result_sentence/4]).
:- use_module(library(damas/web), []).
:- use_module(library(damas/match), [match/4]).
:- use_module(library(damas/players), [player_move/3]).

%   A variant whose game_won_by is misspelt: the international board
%   with a value the rule does not take.

test_won_by_misspelt:casa(F, R, C, N) :- kb_international:casa(F, R, C, N).
test_won_by_misspelt:movepeca(F, T, S) :- kb_international:movepeca(F, T, S).
test_won_by_misspelt:comepeca(F, O, T) :- kb_international:comepeca(F, O, T).
test_won_by_misspelt:diagonal(F, D, T) :- kb_international:diagonal(F, D, T).
test_won_by_misspelt:rule(game_won_by, no_move).

%   ending(?Variant, ?FEN, ?Result): Result is position_ending/2's
%   answer for the position, `none` when the game goes on.  pydraughts'
%   get_winner() for the same positions (its `standard` for
%   international): White for W:B1 and W:W46:B41,37 (antidraughts),
%   Black for W:W46:B41,37 (international), White for B:WK3:B40 and
%   W:WK3:B40, Black for W:B45 and W:W46:B41,37 (breakthrough), none
%   for the others; but White for W:WK3:BK40, kings of both sides, a
%   position no game reaches: pydraughts asks about White first, damas
%   gives it to the side that did not move last (docs/rules.md).

ending(antidraughts, "W:B1", result(win(white), having_no_move)).
ending(antidraughts, "W:W46:B41,37", result(win(white), having_no_move)).
ending(antidraughts, "B:W46:B41,37", none).
ending(antidraughts, "W:W28:B17", none).
ending(international, "W:W46:B41,37", result(win(black), no_legal_move)).
ending(breakthrough, "B:WK3:B40", result(win(white), first_king)).
ending(breakthrough, "W:WK3:B40", result(win(white), first_king)).
ending(breakthrough, "W:W7:B45", none).
ending(breakthrough, "W:B45", result(win(black), no_legal_move)).
ending(breakthrough, "W:W46:B41,37", result(win(black), no_legal_move)).
ending(breakthrough, "W:WK3:BK40", result(win(black), first_king)).

:- begin_tests(game_won_by_rule).

test(shipped_values, Values == [having_no_move, first_king, opponent_without_move,
                                opponent_without_move]) :-
    maplist([V, W]>>variant_rule(V, game_won_by, W),
            [antidraughts, breakthrough, frysk, international], Values).

test(misspelt_value, error(domain_error(damas_rule, rule(game_won_by, no_move)), _)) :-
    initial_position(test_won_by_misspelt, _).

test(misspelt_value_message, true(sub_string(Message, _, _, _, "having_no_move"))) :-
    catch(initial_position(test_won_by_misspelt, _),
          error(_, context(_, Message)), true).

test(search_refuses_a_bad_value,
     error(domain_error(damas_game_won_by, no_move), _)) :-
    initial_position(international, P),
    damas:position_engine(P, Engine),
    damas:engine_search(Engine, P, [depth(1), game_won_by(no_move)], _).

:- end_tests(game_won_by_rule).

:- begin_tests(game_won_by_ending).

test(position_ending, [forall(ending(V, Fen, Expected)), true(Result == Expected)]) :-
    fen_position(Fen, P, [variant(V)]),
    (   position_ending(P, Result0)
    ->  Result = Result0
    ;   Result = none
    ).

test(verdict, [forall(( ending(V, Fen, Expected), Expected \== none )),
               true(Verdict == Expected)]) :-
    position_verdict(fen(V, Fen), Verdict).

% The crowning move ends a game of breakthrough, and no move follows.
test(crowning_ends_breakthrough, true(Result == result(win(white), first_king))) :-
    fen_position("W:W7:B45", P, [variant(breakthrough)]),
    new_game([position(P)], G0),
    game_play(G0, "7-2", G1),
    game_over(G1, Result),
    catch(game_play(G1, "45-50", _), error(Formal, _), true),
    assertion(nonvar(Formal)).

% The same move in international draughts goes on.
test(crowning_goes_on_in_international, fail) :-
    fen_position("W:W7:B45", P, [variant(international)]),
    new_game([position(P)], G0),
    game_play(G0, "7-2", G1),
    game_over(G1, _).

% The terminal game says who won and why, for each new end.
test(result_sentences, Sentences == ["White wins: it crowned the first king.",
                                     "White wins: it has no legal move left, which wins this game."]) :-
    new_game([variant(breakthrough)], G),
    once(result_sentence(G, win(white), first_king, S1)),
    once(result_sentence(G, win(white), having_no_move, S2)),
    Sentences = [S1, S2].
test(web_result, Text == "White wins: the first king was crowned.") :-
    damas_web:over_json(result(win(white), first_king), Over),
    Text = Over.text.

% pydraughts: after 28-22 17x28 White has no piece left and wins.
test(losing_everything_wins_antidraughts,
     true(Result == result(win(white), having_no_move))) :-
    fen_position("W:W28:B17", P, [variant(antidraughts)]),
    new_game([position(P)], G0),
    game_play(G0, "28-22", G1),
    game_play(G1, "17x28", G2),
    game_over(G2, Result).

% Self-play ends each game by the variant's rule: in breakthrough every
% game is won, by a first king or by blocking, and none is drawn.
test(match_breakthrough, Reasons == [first_king, no_legal_move]) :-
    match(random, random, [variant(breakthrough), games(4), seed(5)], S),
    findall(R, ( member(G, S.results), R = G.reason ), Reasons0),
    sort(Reasons0, Reasons).
% In antidraughts no game is won by no_legal_move: a side without a
% move wins (having_no_move).
test(match_antidraughts, Reasons == [having_no_move]) :-
    match(random, random, [variant(antidraughts), games(4), seed(5)], S),
    findall(R, ( member(G, S.results), R = G.reason ), Reasons0),
    sort(Reasons0, Reasons).

:- end_tests(game_won_by_ending).

:- begin_tests(game_won_by_search).

%   search_outcome(+Variant, +FEN, -Move, -Outcome): Move is the text of
%   the move the search chooses (`none` without one), as a string.

search_outcome(V, Fen, Move, Outcome) :-
    fen_position(Fen, P, [variant(V)]),
    search(P, R, [depth(10), hash(1)]),
    (   R.pv_text = [Text|_]
    ->  text_to_string(Text, Move)
    ;   Move = none
    ),
    Outcome = R.outcome.

% Antidraughts: offering the man is a win in two plies (the reply must
% take it); in international draughts the same position is no win.
test(antidraughts_gives_away, true(Move-Outcome == "28-22"-win(2))) :-
    search_outcome(antidraughts, "W:W28:B17", Move, Outcome).
test(international_keeps, true(Outcome \= win(_))) :-
    search_outcome(international, "W:W28:B17", _, Outcome).
% A forced capture of the last man: the taker is left with a man and
% the other side, without a piece, wins at once.
test(antidraughts_forced_capture_loses, true(Move-Outcome == "28x17"-loss(1))) :-
    search_outcome(antidraughts, "W:W28:B22", Move, Outcome).
% Both of White's moves lose in three plies: after 37-31 22-27 or 37-32
% 22-28 White must take the man and is left the last piece.
test(antidraughts_lost_in_three, true(Outcome == loss(3))) :-
    search_outcome(antidraughts, "W:W37:B22", _, Outcome).

% Breakthrough: crowning at once, and a race lost by a tempo.
test(breakthrough_crowns, true(Move-Outcome == "7-2"-win(1))) :-
    search_outcome(breakthrough, "W:W7:B45", Move, Outcome).
test(breakthrough_race_lost, true(Outcome == loss(2))) :-
    search_outcome(breakthrough, "W:W12:B44,45", _, Outcome).
% Three plies: White's man on 13 crowns in two moves (13-9, 9-4),
% Black's on 39 needs three.
test(breakthrough_race_won, true(Outcome == win(3))) :-
    search_outcome(breakthrough, "W:W13:B39", _, Outcome).
% In international draughts the crowning wins nothing by itself.
test(international_crowning_no_win, true(Outcome \= win(_))) :-
    search_outcome(international, "W:W7:B45", _, Outcome).

% A root already over by the first king gives no move: Black to move
% has lost.
test(breakthrough_over_at_root, true(Move-Outcome == none-loss(0))) :-
    search_outcome(breakthrough, "B:WK3:B40", Move, Outcome).
% A root without a move in antidraughts is won.
test(antidraughts_no_move_at_root, true(Move-Outcome == none-win(0))) :-
    search_outcome(antidraughts, "W:W46:B41,37", Move, Outcome).

% The minimax(Depth) player counts a line that ends the game by the
% rule: in antidraughts it gives its man away, in international
% draughts it keeps it.
test(minimax_player_gives_away, true(Texts == ["28-22", "28-23"])) :-
    maplist([V, T]>>( fen_position("W:W28:B17", P, [variant(V)]),
                      player_move(minimax(2), P, Move),
                      move_text(P, Move, T0),
                      text_to_string(T0, T) ),
            [antidraughts, international], Texts).
% In breakthrough it runs for the king (crowned at the third ply)
% rather than move the man on 46.
test(minimax_player_crowns, true(memberchk(Text, ["13-8", "13-9"]))) :-
    fen_position("W:W13,46:B39", P, [variant(breakthrough)]),
    player_move(minimax(3), P, Move),
    move_text(P, Move, T0),
    text_to_string(T0, Text).

:- end_tests(game_won_by_search).

:- begin_tests(game_won_by_endgame).

test(load_refused, error(permission_error(use, endgame_database, antidraughts), _)) :-
    endgame_load(antidraughts).
test(probe_refused, error(permission_error(use, endgame_database, breakthrough), _)) :-
    endgame_value(fen(breakthrough, "W:W7:B45"), _).
test(generate_refused, error(permission_error(use, endgame_database, antidraughts), _)) :-
    endgame_generate(antidraughts, [directory('/nonexistent/damas-test'), pieces(2)]).

:- end_tests(game_won_by_endgame).
