/*  Tests of library(damas/explain): the evaluation's terms add up to
    evaluate/3's score on many positions of several variants under every
    heuristic; pieces en prise, capture threats and a piece's captures
    agree with the legal moves of both backends; a piece's reach agrees
    with the legal steps where no capture is due; the verdict on a
    position agrees with game_over/2; squares by name; the errors; and
    every example of the library's PlDoc, run in a toplevel
    (docs/explain.md's run in tests/prolog/repository/test_manual.pl).  Only defines the units; tests/prolog/run_tests.pl runs
    them.

    The positions' squares are numbered as docs/notation.md draws the
    8x8 board (b8=1 to g1=32, White moving up).
*/
:- module(test_explain, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(library(damas)).
:- use_module(library(damas/explain)).
:- use_module(library(damas/search), [evaluate/3, search/3]).
:- use_module(library(damas/game), [new_game/2, game_over/2, position_ending/2]).
:- use_module(library(damas/random_games), [random_positions/3]).
:- use_module('../support/transcript').

%   Positions of random games of several variants: both board sizes,
%   flying and short kings, orthogonal captures, men that do not
%   capture backward.

sample_variant(brazilian).
sample_variant(international).
sample_variant(russian).
sample_variant(english).
sample_variant(frisian).
sample_variant(italian).
sample_variant(thai).

sample_positions(Variant, Positions) :-
    sample_variant(Variant),
    random_positions(250, Positions, [variant(Variant), seed(11)]).

heuristic(default).
heuristic(material).
heuristic(positional).
heuristic(triangle).
heuristic(hand_set).

other(white, black).
other(black, white).

turned(position(V, _, W, B, K), Side, position(V, Side, W, B, K)).

:- begin_tests(evaluation_terms).

test(terms_add_up_to_the_score,
     [ forall(( sample_variant(Variant), heuristic(Heuristic) )),
       true(Wrong == []) ]) :-
    sample_positions(Variant, Positions),
    findall(Position-Sum-Score,
            ( member(Position, Positions),
              evaluation_terms(Position, Terms, [heuristic(Heuristic)]),
              pairs_values(Terms, Points),
              sum_list(Points, Sum),
              evaluate(Position, Score, [heuristic(Heuristic)]),
              Sum =\= Score
            ),
            Wrong).

% The rounding entry is only the terms' rounding: at most half a point
% for each rounded entry.
test(rounding_is_small, [forall(sample_variant(Variant)), true(Worst =< 10)]) :-
    sample_positions(Variant, Positions),
    aggregate_all(max(R),
                  ( member(Position, Positions),
                    evaluation_terms(Position, Terms),
                    memberchk(rounding-R0, Terms),
                    R is abs(R0)
                  ),
                  Worst).

% Every term of eval.h, in its order, then the totals.
test(default_term_names, Names == [man, king, advance, back_rank, centre, flank,
                                   runaway, runaway_steps, triangle, backed,
                                   threatened, king_mobility, trapped_king,
                                   long_diagonal, balance, sole_king, en_prise_man,
                                   en_prise_king, stuck, squares, patterns,
                                   rounding, drawish_scale, limit]) :-
    initial_position(P),
    evaluation_terms(P, Terms),
    pairs_keys(Terms, Names).

test(other_heuristics_names,
     [ forall(member(Heuristic-Names,
                     [ material-[man, king, limit],
                       positional-[man, near_crowning, king, limit],
                       triangle-[material, back_rank, triangle, limit],
                       hand_set-[hand_set]
                     ])),
       true(Keys == Names) ]) :-
    initial_position(P),
    evaluation_terms(P, Terms, [heuristic(Heuristic)]),
    pairs_keys(Terms, Keys).

% The side to move's view: the same pieces with the other side to move
% give every term the other sign, but for the terms that depend on who
% is to move (threatened, en prise) and the corrections.
test(side_to_move_view, true(Black == Negated)) :-
    P = position(brazilian, white, W, B, 0),
    fen_position("W:W21,22,25,30:B3,5,6", position(_, _, W, B, _)),
    turned(P, black, Q),
    evaluation_terms(P, White, [heuristic(positional)]),
    evaluation_terms(Q, Black, [heuristic(positional)]),
    maplist([N-V, N-M]>>(M is -V), White, Negated).

% A drawish ending: a lone king against two kings is scaled to a 32nd.
test(drawish_scale, true(Drawish < 0)) :-
    evaluation_terms(fen(brazilian, "W:WK1,K2:BK32"), Terms),
    memberchk(drawish_scale-Drawish, Terms).

% The last line is the total, and it is the evaluation's score.
test(print_shows_the_total, Shown == Score) :-
    Position = fen(brazilian, "W:W12,17,21,25:B3,18,19,26"),
    with_output_to(string(Text), print_evaluation(Position)),
    split_string(Text, "\n", "", Lines0),
    exclude(==(""), Lines0, Lines),
    last(Lines, Last),
    split_string(Last, " ", " ", Words0),
    exclude(==(""), Words0, ["total", Number]),
    number_string(Shown, Number),
    evaluate(Position, Score, []).

test(bad_heuristic, error(domain_error(damas_heuristic, clever), _)) :-
    initial_position(P),
    evaluation_terms(P, _, [heuristic(clever)]).

test(options_not_a_list, error(type_error(list, heuristic(material)), _)) :-
    initial_position(P),
    evaluation_terms(P, _, heuristic(material)).

test(not_a_position, error(type_error(damas_position, board), _)) :-
    evaluation_terms(board, _).

:- end_tests(evaluation_terms).

:- begin_tests(captures).

% The pieces en prise are the pieces the opponent's legal moves take,
% by either backend.
test(en_prise_as_the_legal_captures,
     [forall(member(Variant, [brazilian, international, frisian])), true(Wrong == [])]) :-
    sample_positions(Variant, Positions),
    findall(Position-Side,
            ( member(Position, Positions),
              member(Side, [white, black]),
              pieces_en_prise(Position, Side, Squares),
              other(Side, Opponent),
              turned(Position, Opponent, Turned),
              legal_moves(Turned, Moves, [backend(reference)]),
              findall(S, ( member(move(_, Taken), Moves), member(S, Taken) ), Taken0),
              sort(Taken0, Expected),
              Squares \== Expected
            ),
            Wrong).

% The threats are the legal captures of the side, by square; a piece's
% captures and attacks are its share of them.
test(threats_as_the_legal_captures,
     [forall(member(Variant, [brazilian, russian, italian])), true(Wrong == [])]) :-
    sample_positions(Variant, Positions),
    findall(Position-Side,
            ( member(Position, Positions),
              member(Side, [white, black]),
              \+ threats_agree(Position, Side)
            ),
            Wrong).

threats_agree(Position, Side) :-
    capture_threats(Position, Side, Threats),
    turned(Position, Side, Turned),
    legal_moves(Turned, Moves),
    include(move_is_capture, Moves, Captures),
    pairs_values(Threats, Groups),
    append(Groups, Grouped),
    msort(Grouped, Sorted),
    msort(Captures, Sorted),
    forall(member(From-Group, Threats),
           ( piece_captures(Position, From, Group),
             piece_attacks(Position, From, Attacked),
             findall(S, ( member(move(_, Taken), Group), member(S, Taken) ), Taken0),
             sort(Taken0, Attacked),
             piece_at(Position, From, Piece),
             arg(1, Piece, Side)
           )).

% Where no capture is due, a piece's reach is where its legal steps go.
test(reach_as_the_legal_steps,
     [forall(member(Variant, [brazilian, international, english, thai])), true(Wrong == [])]) :-
    sample_positions(Variant, Positions),
    findall(Position-From,
            ( member(Position, Positions),
              member(Side, [white, black]),
              turned(Position, Side, Turned),
              legal_moves(Turned, Moves),
              \+ ( member(M, Moves), move_is_capture(M) ),
              piece_at(Position, From, Piece),
              arg(1, Piece, Side),
              piece_reach(Position, From, Reach),
              findall(To, member(move([From, To], []), Moves), Tos),
              sort(Tos, Expected),
              Reach \== Expected
            ),
            Wrong).

test(king_reach_flying, Reach == [8, 11, 13, 15, 17, 18, 25, 26, 29, 31]) :-
    piece_reach(fen(brazilian, "W:WK22:B4"), 22, Reach).

test(king_reach_short, Reach == [17, 18, 25, 26]) :-
    piece_reach(fen(english, "W:WK22:B4"), 22, Reach).

test(man_reach, Reach == [17, 18]) :-
    piece_reach(fen(brazilian, "W:W22:B4"), 22, Reach).

test(black_to_move_threat, Squares == [18]) :-
    pieces_en_prise(fen(brazilian, "B:W18,23:B14,15"), white, Squares).

% A man that could take one piece is no threat where another man must
% take two (majority rule); without the rule it is.
test(majority_rule_threats, Threats == [22-[move([22, 15, 8], [18, 11])]]) :-
    capture_threats(fen(brazilian, "W:W22,28:B18,11,24"), white, Threats).

%   Asked with a square's name, the answer names squares too: the
%   squares of piece_attacks/3 and piece_reach/3, the algebraic texts of
%   the moves of piece_captures/3; they are the answers of the number.

test(names_in_names_out, Named == [a1xe5, a1xf6, a1xg7, a1xh8]) :-
    P = fen(brazilian, "W:WK29:B18,25"),
    piece_captures(P, 'A1', Named),
    piece_captures(P, 29, Numbered),
    maplist([Text, Move]>>text_move(P, Text, Move), Named, Read),
    assertion(Read == Numbered).

test(attacks_named, Named-Numbered == [d4, b2]-[18, 25]) :-
    P = fen(brazilian, "W:WK29:B18,25"),
    piece_attacks(P, a1, Named),
    piece_attacks(P, 29, Numbered).

test(reach_named, Named == [b4, d4]) :-
    piece_reach(fen(brazilian, "W:W22:B4"), c3, Named).

test(reach_named_on_a_wide_board, Wrong == []) :-
    P = fen(international, "W:WK28:B5"),
    piece_reach(P, 28, Numbers),
    square_name(28, Name, [variant(international)]),
    piece_reach(P, Name, Names),
    findall(N-S, ( nth1(I, Numbers, N), nth1(I, Names, S),
                   \+ square_name(N, S, [variant(international)]) ),
            Wrong),
    length(Numbers, Count),
    assertion(length(Names, Count)).

test(side_enumerated, Sides == [white-[18], black-[14, 15]]) :-
    findall(Side-Squares,
            pieces_en_prise(fen(brazilian, "B:W18,23:B14,15"), Side, Squares),
            Sides).

test(empty_square, error(existence_error(piece, e5), _)) :-
    piece_reach(fen(brazilian, "W:WK22:B4"), e5, _).

test(light_square, error(domain_error(dark_square, a2), _)) :-
    piece_captures(fen(brazilian, "W:WK22:B4"), a2, _).

test(off_the_board, error(domain_error(square, 33), _)) :-
    piece_attacks(fen(brazilian, "W:WK22:B4"), 33, _).

test(not_a_square, error(type_error(square, 'c-3'), _)) :-
    piece_attacks(fen(brazilian, "W:WK22:B4"), 'c-3', _).

test(unbound_square, error(instantiation_error, _)) :-
    piece_reach(fen(brazilian, "W:WK22:B4"), _, _).

test(bad_side, error(domain_error(side, red), _)) :-
    pieces_en_prise(fen(brazilian, "W:WK22:B4"), red, _).

test(side_not_an_atom, error(type_error(atom, 1), _)) :-
    capture_threats(fen(brazilian, "W:WK22:B4"), 1, _).

test(bad_position, error(domain_error(damas_position, _), _)) :-
    pieces_en_prise(position(brazilian, white, 1, 1, 0), white, _).

:- end_tests(captures).

:- begin_tests(verdict).

test(no_legal_move, Verdict == result(win(white), no_legal_move)) :-
    position_verdict(fen(brazilian, "B:W5,6,10:B1"), Verdict).

test(no_piece, Verdict == result(win(black), no_legal_move)) :-
    position_verdict(position(brazilian, white, 0, 1, 0), Verdict).

test(three_kings, Verdict == undecided([three_kings_against_one(black, 20),
                                        kings_only_moves(20)])) :-
    position_verdict(fen(brazilian, "W:WK32:BK1,K2,K3"), Verdict).

test(men_on_the_board, Verdict == undecided([])) :-
    initial_position(P),
    position_verdict(P, Verdict).

% The counts are the variant's.
test(variant_counts, Verdict == undecided([kings_only_moves(Moves)])) :-
    damas_kb:variant_rule(international, draw_kings_only_moves, Moves),
    position_verdict(fen(international, "W:WK1:BK50"), Verdict).

% What the verdict decides, game_over/2 decides the same for a game
% set up at the position; what it leaves undecided, such a game is not
% over.
test(as_game_over, [forall(sample_variant(Variant)), true(Wrong == [])]) :-
    sample_positions(Variant, Positions),
    findall(Position,
            ( member(Position, Positions),
              position_verdict(Position, Verdict),
              new_game([position(Position)], Game),
              (   game_over(Game, Result)
              ->  Verdict \== Result
              ;   Verdict \= undecided(_)
              )
            ),
            Wrong).

test(not_a_position, error(type_error(damas_position, 42), _)) :-
    position_verdict(42, _).

%   White to move wins within 7 plies: the rules leave it undecided,
%   search/3 proves the win, and position_verdict/3 says so when asked
%   to search (issue 59: undecided([]) where search/3 said win(7)).

test(rules_alone_undecided, Verdict == undecided([])) :-
    position_verdict(fen(brazilian, "W:W15,16:B5"), Verdict, []).

test(the_search_decides, Verdict-Outcome == forced(win(white), search(7))-win(7)) :-
    P = fen(brazilian, "W:W15,16:B5"),
    position_verdict(P, Verdict, [search([depth(12)])]),
    search(P, Result, [depth(12)]),
    Outcome = Result.outcome.

%   With the database or without it (when `make egdb` has not built
%   it), White wins.

test(the_database_or_the_search, Winner == white) :-
    position_verdict(fen(brazilian, "W:W15,16:B5"), forced(win(Winner), _),
                     [endgame(true), search([depth(12)])]).

%   A loss of the side to move: the winner is the other side.

test(a_loss_proven, Verdict == forced(win(white), search(Plies))) :-
    P = fen(brazilian, "B:W10,11:B2"),
    search(P, Result, [depth(12)]),
    Result.outcome = loss(Plies),
    position_verdict(P, Verdict, [search([depth(12)])]).

%   Over by the rules: the rules' verdict, searched or not.

test(rules_first, Verdict == result(win(white), no_legal_move)) :-
    position_verdict(fen(brazilian, "B:W5,6,10:B1"), Verdict, [search([depth(3)]), endgame(true)]).

%   Where the search and the verdict are both asked, they agree: a
%   forced win is the search's outcome, an undecided position one the
%   search has not proved.

test(search_and_verdict_agree, [forall(member(Variant, [brazilian, international])),
                                true(Wrong == [])]) :-
    sample_positions(Variant, Positions),
    findall(Position-Verdict-Outcome,
            ( member(Position, Positions),
              position_verdict(Position, Verdict, [search([depth(4)])]),
              \+ position_ending(Position, _),
              search(Position, Result, [depth(4)]),
              Outcome = Result.outcome,
              \+ agree(Position, Verdict, Outcome)
            ),
            Wrong).

test(bad_options, error(type_error(boolean, maybe))) :-
    position_verdict(fen(brazilian, "W:W15,16:B5"), _, [endgame(maybe)]).

:- end_tests(verdict).

agree(_, undecided(_), unknown).
agree(Position, forced(win(Winner), search(Plies)), Outcome) :-
    side_to_move(Position, Side),
    (   Winner == Side
    ->  Outcome == win(Plies)
    ;   Outcome == loss(Plies)
    ).

:- begin_tests(explain_examples).

% Every query of the PlDoc of library(damas/explain), in a toplevel,
% answers as shown.
test(pldoc, Mismatches == []) :-
    pldoc_examples('prolog/damas/explain.pl', Examples),
    assertion(length(Examples, 14)),
    example_mismatches(['use_module(library(damas))',
                        'use_module(library(damas/explain))'],
                       Examples, Mismatches),
    forall(member(Where-Expected-Actual, Mismatches),
           format(user_error, "~w:~n  shown:   ~w~n  printed: ~w~n",
                  [Where, Expected, Actual])).

:- end_tests(explain_examples).
