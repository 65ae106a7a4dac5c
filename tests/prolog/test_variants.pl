/*  Tests of every variant the library ships, read by name through
    library(damas/kb): the start, FEN, square names, move text and the
    printed board on each board; perft from the start against the
    published counts of ../data/perft_variants.tsv through both backends;
    and the errors of a variant stated wrongly, the same whichever backend
    reads it.  Only defines the units; tests/prolog/run_tests.pl runs them.
*/
:- module(test_variants, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(readutil)).
:- use_module(library(damas)).
:- use_module(library(damas/kb)).
:- use_module(library(damas/game)).
:- use_module(library(damas/pdn)).
:- use_module(library(damas/match)).
:- use_module(support/variants).

%   The published counts: ../data/perft_variants.tsv relative to this
%   file, rows "variant<TAB>fen<TAB>depth<TAB>nodes<TAB>dedup<TAB>source"
%   after comment lines and a header; the rows of boards the library
%   does not ship (6x6) are skipped.

:- prolog_load_context(directory, Dir),
   directory_file_path(Dir, '../data/perft_variants.tsv', File),
   asserta(perft_file(File)).

perft_row(Variant, Fen, Depth, Nodes, Dedup) :-
    perft_file(File),
    read_file_to_string(File, Text, []),
    split_string(Text, "\n", "\r", Lines),
    member(Line, Lines),
    split_string(Line, "\t", "", [VariantText, Fen, DepthText, NodesText, Dedup|_]),
    atom_string(Variant, VariantText),
    shipped_variant(Variant),
    number_string(Depth, DepthText),
    number_string(Nodes, NodesText).

dedup_distinct("yes", true).
dedup_distinct("no", false).

%   table_start(+Variant, +Fen, -Start): the position a row counts from:
%   its FEN, or "initial", the variant's start.  Thai is the exception:
%   the table's counts are dctl's initial(2), two empty ranks between
%   three ranks of men a side (they equal the English counts to depth
%   8), while Thai draughts starts with two ranks of men a side.

table_start(Variant, Fen, Start) :-
    (   sub_string(Fen, 1, 1, _, ":")
    ->  fen_position(Fen, Start, [variant(Variant)])
    ;   Variant == thai
    ->  fen_position('W:W21-32:B1-12', Start, [variant(thai)])
    ;   initial_position(Variant, Start)
    ).

%   The depths the reference rules (in Prolog) count from each start.

reference_depth(Depth) :-
    Depth =< 3.

%   test_changed: Brazilian draughts with two rules changed by a clause
%   that is not steadfast (asked with Name unbound it answers one name
%   only), and test_changed_facts the same rules as facts.

changed(men_capture_backward, false).
changed(majority_capture, false).

test_changed:casa(F, R, C, N) :- kb_brazilian:casa(F, R, C, N).
test_changed:movepeca(F, T, S) :- kb_brazilian:movepeca(F, T, S).
test_changed:comepeca(F, O, T) :- kb_brazilian:comepeca(F, O, T).
test_changed:diagonal(F, D, T) :- kb_brazilian:diagonal(F, D, T).
test_changed:(rule(N, V) :- ( test_variants:changed(N, New) -> V = New ; kb_brazilian:rule(N, V) )).

variant(test_changed_facts, [men_capture_backward-false, majority_capture-false]).

%   Variants stated wrongly.

variant(test_misspelt_rule, [majority_captures-true]).
variant(test_bad_value, [men_capture_backward-no]).
variant(test_stated_twice, [flying_kings-false, flying_kings-true]).

%   test_guarded: a rule/2 clause that throws when Name is unbound; read
%   by name it is the Brazilian game.

test_guarded:casa(F, R, C, N) :- kb_brazilian:casa(F, R, C, N).
test_guarded:movepeca(F, T, S) :- kb_brazilian:movepeca(F, T, S).
test_guarded:comepeca(F, O, T) :- kb_brazilian:comepeca(F, O, T).
test_guarded:diagonal(F, D, T) :- kb_brazilian:diagonal(F, D, T).
test_guarded:(rule(N, V) :- must_be(nonvar, N), kb_brazilian:rule(N, V)).

%   Boards stated wrongly: two squares numbered 1, a step to a square
%   that does not exist, start ranks off the board.

test_two_ones:casa(F, R, C, N) :-
    kb_brazilian:casa(F, R, C, N0),
    (   N0 == 2
    ->  N = 1
    ;   N = N0
    ).
test_two_ones:movepeca(F, T, S) :- kb_brazilian:movepeca(F, T, S).
test_two_ones:comepeca(F, O, T) :- kb_brazilian:comepeca(F, O, T).
test_two_ones:diagonal(F, D, T) :- kb_brazilian:diagonal(F, D, T).

test_off_step:casa(F, R, C, N) :- kb_brazilian:casa(F, R, C, N).
test_off_step:movepeca(F, T, S) :- kb_brazilian:movepeca(F, T, S).
test_off_step:movepeca(32, 33, white).
test_off_step:comepeca(F, O, T) :- kb_brazilian:comepeca(F, O, T).
test_off_step:diagonal(F, D, T) :- kb_brazilian:diagonal(F, D, T).

test_ranks_off:casa(F, R, C, N) :- kb_brazilian:casa(F, R, C, N).
test_ranks_off:movepeca(F, T, S) :- kb_brazilian:movepeca(F, T, S).
test_ranks_off:comepeca(F, O, T) :- kb_brazilian:comepeca(F, O, T).
test_ranks_off:diagonal(F, D, T) :- kb_brazilian:diagonal(F, D, T).
test_ranks_off:rule(men_start_ranks(white), [0, 1]).

%   doc_rule_row(-Name, -Values): a row of the table of rules of
%   docs/rules.md: its name (men_start_ranks(Side) stands for both
%   sides) and the atoms written in code in its column of values.

:- prolog_load_context(directory, Dir),
   directory_file_path(Dir, '../../docs/rules.md', File),
   asserta(rules_doc(File)).

doc_rule_row(Name, Values) :-
    rules_doc(File),
    read_file_to_string(File, Text, []),
    split_string(Text, "\n", "", Lines),
    once(append(_, ["## Rules"|Rest], Lines)),
    member(Line, Rest),
    split_string(Line, "|", " ", ["", NameCell, ValuesCell|_]),
    sub_string(NameCell, 0, 1, _, "`"),
    NameCell \== "`name`",
    split_string(NameCell, "`", "`", [NameText]),
    term_string(Name0, NameText),
    (   Name0 = men_start_ranks(_)
    ->  member(Side, [white, black]),
        Name = men_start_ranks(Side)
    ;   Name = Name0
    ),
    split_string(ValuesCell, "`", "", Parts),
    findall(V, ( nth1(I, Parts, P), I mod 2 =:= 0, atom_string(V, P) ), Values0),
    msort(Values0, Values).

paths(Position, Options, Paths) :-
    legal_moves(Position, Moves, Options),
    maplist(move_path, Moves, Paths0),
    msort(Paths0, Paths).

error_formal(Goal, Formal) :-
    catch(Goal, error(Formal0, _), true),
    nonvar(Formal0),
    Formal = Formal0.


:- begin_tests(variants_shipped).

test(start_and_fen, [forall(shipped_variant(V)), true(Read == Start)]) :-
    initial_position(V, Start),
    position_fen(Start, Fen),
    fen_position(Fen, Read, [variant(V)]).

% Where the table gives the start as a FEN, its men are those of the
% variant's start.  Not the side to move: dctl's pool starts with White
% where the rules of pool checkers have Black move first (the count is
% the same, the start being symmetric).
test(start_is_published, [forall(( perft_row(V, Fen, 1, _, "yes"),
                                   sub_string(Fen, 1, 1, _, ":") )),
                          true(Read == Start)]) :-
    initial_position(V, position(_, _, W, B, K)),
    Start = position(V, W, B, K),
    fen_position(Fen, position(V, _, W1, B1, K1), [variant(V)]),
    Read = position(V, W1, B1, K1).

named_square(Variant, Name, N) :-
    square_name(N, Name, [variant(Variant)]).

test(square_names, [forall(shipped_variant(V)), true(Back == Numbers)]) :-
    findall(N-Name, square_name(N, Name, [variant(V)]), Pairs),
    pairs_keys_values(Pairs, Numbers, Names),
    maplist(named_square(V), Names, Back),
    length(Numbers, Count),
    variant_board(V, board(Count, _, _, _)),
    numlist(1, Count, Numbers).

% Every first move, as text in both notations and back.
test(move_text, [forall(shipped_variant(V))]) :-
    initial_position(V, Start),
    legal_moves(Start, Moves),
    assertion(Moves \== []),
    forall(member(Move, Moves),
           forall(member(Notation, [numeric, algebraic]),
                  ( move_text(Start, Move, Text, [notation(Notation)]),
                    text_move(Start, Text, Back),
                    assertion(Back == Move)
                  ))).

% The printed board: a line per rank, highest first, then the files and
% who moves; '-' exactly on the light squares of casa/4, the men of the
% start where they stand.
test(print_board, [forall(shipped_variant(V))]) :-
    initial_position(V, Start),
    with_output_to(string(Text), print_board(Start)),
    split_string(Text, "\n", "", Lines0),
    once(append(Lines, [""], Lines0)),
    variant_module(V, M),
    aggregate_all(max(R), M:casa(_, R, _, _), Ranks),
    aggregate_all(max(F), M:casa(F, _, _, _), Files),
    length(Lines, LineCount),
    assertion(LineCount =:= Ranks + 2),
    forall(( nth1(I, Lines, Line), I =< Ranks ),
           ( Rank is Ranks + 1 - I,
             split_string(Line, " ", " ", [RankText|Cells0]),
             exclude(==(""), Cells0, Cells),
             assertion(number_string(Rank, RankText)),
             assertion(length(Cells, Files)),
             forall(nth1(File, Cells, Cell),
                    ( M:casa(File, Rank, Colour, N),
                      expected_cell(Colour, N, Start, Expected),
                      assertion(Cell == Expected)
                    ))
           )),
    Start = position(_, Side, _, _, _),
    once(last(Lines, Last)),
    (   Side == white
    ->  assertion(Last == "White to move")
    ;   assertion(Last == "Black to move")
    ).

expected_cell(light, _, _, "-").
expected_cell(dark, N, Position, Cell) :-
    piece_at(Position, N, Piece),
    piece_cell(Piece, Cell).

piece_cell(man(white), "w").
piece_cell(man(black), "b").
piece_cell(king(white), "W").
piece_cell(king(black), "B").
piece_cell(empty, ".").

test(perft_c, [forall(perft_row(V, Fen, Depth, Nodes, Dedup)), true(Count =:= Nodes)]) :-
    dedup_distinct(Dedup, Distinct),
    table_start(V, Fen, Start),
    perft(Start, Depth, Count, [distinct_captures(Distinct)]).

test(perft_reference, [forall(( perft_row(V, Fen, Depth, Nodes, Dedup),
                                reference_depth(Depth) )),
                       true(Count =:= Nodes)]) :-
    dedup_distinct(Dedup, Distinct),
    table_start(V, Fen, Start),
    perft(Start, Depth, Count, [distinct_captures(Distinct), backend(reference)]).

% A game of every variant written in PDN is read back as that variant
% (by its GameType; a variant without one is named by the option).
test(pdn_round_trip, [forall(shipped_variant(V)), true(Read == V)]) :-
    new_game([variant(V)], G0),
    game_position(G0, Start),
    legal_moves(Start, [Move|_]),
    game_play(G0, Move, G1),
    with_output_to(string(Text), write_pdn(current_output, [G1])),
    (   variant_rule(V, pdn_game_type, none)
    ->  Options = [variant(V)]
    ;   Options = []
    ),
    read_pdn(string(Text), [Game], Options),
    game_position(Game, Position),
    arg(1, Position, Read),
    game_position(G1, Played),
    assertion(Position == Played).

% A match of the 10x10 variant starts from its start position.
test(match, [setup(tmp_file_stream(text, Log, Out)), cleanup(delete_file(Log))]) :-
    close(Out),
    match(random, capture_first,
          [variant(international), games(2), max_moves(16), seed(3), log(Log)], S),
    assertion(S.games == 2),
    read_file_to_string(Log, Text, []),
    assertion(sub_string(Text, _, _, _, "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,")).

:- end_tests(variants_shipped).


:- begin_tests(variants_by_name).

% The vocabulary library(damas/kb) checks is the table of docs/rules.md.
test(vocabulary_is_documented, true(Documented == Known)) :-
    findall(N, doc_rule_row(N, _), Documented0),
    msort(Documented0, Documented),
    findall(N, rule_vocabulary(N, _, _, _, _), Known0),
    msort(Known0, Known).

test(documented_values, [forall(( rule_vocabulary(N, Domain, _, _, _),
                                  domain_atoms(Domain, Atoms) )),
                         true(Values == Atoms)]) :-
    once(doc_rule_row(N, Values)).

% The engine gets the rules of move generation, each once, checked.
test(engine_rules, [forall(shipped_variant(V)),
                    true(Names == [lines, men_capture_backward, men_capture_kings,
                                   flying_kings, king_landing, captured_pieces_block,
                                   king_turns_back, crown_during_capture,
                                   orthogonal_captures, majority_capture, capture_precedence])]) :-
    variant_movegen_rules(V, Rules),
    maplist([rule(N, _), N]>>true, Rules, Names).

domain_atoms(oneof(Atoms0), Atoms) :-
    msort(Atoms0, Atoms).
domain_atoms(subset_list(Atoms0), Atoms) :-
    msort(Atoms0, Atoms).

% The same rules as a clause that is not steadfast and as facts: the
% same engine, by both backends.
test(clause_as_facts_c, true(Counts == [36768, 36768])) :-
    findall(Count, ( member(V, [test_changed, test_changed_facts]),
                     initial_position(V, Start),
                     perft(Start, 6, Count)
                   ),
            Counts).

test(clause_as_facts_reference, [forall(member(V, [test_changed, test_changed_facts])),
                                 true(Reference =:= C)]) :-
    initial_position(V, Start),
    perft(Start, 5, C),
    perft(Start, 5, Reference, [backend(reference)]).

test(clause_as_facts_moves, [forall(( member(V, [test_changed, test_changed_facts]),
                                      member(Backend, [c, reference]) )),
                             true(Paths == [[22, 15, 8], [31, 24]])]) :-
    fen_position('W:W22,31:B11,18,27', Position, [variant(V)]),
    paths(Position, [backend(Backend)], Paths).

test(clause_as_facts_rules, true(Rules == Facts)) :-
    variant_rules(test_changed, Rules),
    variant_rules(test_changed_facts, Facts).

test(guarded_enumeration, true(Counts == [Brazilian, Brazilian])) :-
    initial_position(brazilian, position(_, S, W, B, K)),
    perft(position(brazilian, S, W, B, K), 4, Brazilian),
    findall(C, ( member(Backend, [c, reference]),
                 perft(position(test_guarded, S, W, B, K), 4, C, [backend(Backend)]) ),
            Counts).

test(misspelt_rule, [forall(member(Backend, [c, reference])),
                     true(Formal == domain_error(damas_rule_name, majority_captures))]) :-
    error_formal(legal_moves(position(test_misspelt_rule, white, 1, 2, 0), _,
                             [backend(Backend)]),
                 Formal).

test(misspelt_rule_message, true(sub_string(Message, _, _, _, "majority_capture?"))) :-
    catch(initial_position(test_misspelt_rule, _), error(_, context(_, Message)), true),
    string(Message).

test(bad_value, [forall(member(Backend, [c, reference])),
                 true(Formal == domain_error(damas_rule, rule(men_capture_backward, no)))]) :-
    error_formal(perft(position(test_bad_value, white, 1, 2, 0), 1, _,
                       [backend(Backend)]),
                 Formal).

test(bad_value_message, true(sub_string(Message, _, _, _, "true, false"))) :-
    catch(initial_position(test_bad_value, _), error(_, context(_, Message)), true),
    string(Message).

test(two_values, [forall(member(Backend, [c, reference])),
                  true(Formal == domain_error(damas_rule, rule(flying_kings, several([false, true]))))]) :-
    error_formal(legal_moves(position(test_stated_twice, white, 1, 2, 0), _,
                             [backend(Backend)]),
                 Formal).

test(two_squares_one_number, true(Culprit-Both == casa(4, 8, dark, 1)-true)) :-
    catch(initial_position(test_two_ones, _),
          error(domain_error(damas_board, Culprit), context(_, Message)), true),
    (   sub_string(Message, _, _, _, "casa(2, 8, dark, 1)")
    ->  Both = true
    ;   Both = false
    ).

test(step_off_the_board, [throws(error(domain_error(damas_board, movepeca(32, 33, white)), _))]) :-
    legal_moves(position(test_off_step, white, 1, 2, 0), _, [backend(reference)]).

test(start_ranks_off_the_board,
     [throws(error(domain_error(damas_board, rule(men_start_ranks(white), [0, 1])), _))]) :-
    initial_position(test_ranks_off, _).

test(unknown_variant, [throws(error(existence_error(damas_variant, no_such_variant), _))]) :-
    initial_position(no_such_variant, _).

:- end_tests(variants_by_name).


:- begin_tests(variants_notation).

test(one_side_white, true(Fen == 'W:W28:B')) :-
    fen_position('W:W28', Position),
    position_fen(Position, Fen).

test(one_side_black_king, true(Piece == king(black))) :-
    fen_position('B:BK1', Position),
    piece_at(Position, 1, Piece).

test(one_side_moves, true(C == R)) :-
    fen_position('B:BK1', Position, [variant(international)]),
    perft(Position, 2, C),
    perft(Position, 2, R, [backend(reference)]).

% An unbound variant is an error, also once engines are built.
test(unbound_variant_fen, [error(instantiation_error)]) :-
    initial_position(P),
    position_fen(P, _),
    fen_position('W:W28', _, [variant(_)]).

test(unbound_variant_square, [error(instantiation_error)]) :-
    square_name(1, _, []),
    square_name(1, _, [variant(_)]).

test(unbound_variant_start, [error(instantiation_error)]) :-
    initial_position(_, _).

test(unbound_variant_game, [error(instantiation_error)]) :-
    new_game([variant(_)], _).

:- end_tests(variants_notation).

%   A variant's rules are one query of library(damas): the list, one
%   rule by name, or each on backtracking, defaults filled in.

:- begin_tests(variant_rules_query).

test(exported_by_damas) :-
    module_property(damas, exports(Exports)),
    assertion(memberchk(variant_rules/2, Exports)),
    assertion(memberchk(variant_rule/3, Exports)).

test(russian_by_name, Moves-Flying-Majority == 15-true-false) :-
    damas:variant_rule(russian, draw_kings_only_moves, Moves),
    damas:variant_rule(russian, flying_kings, Flying),
    damas:variant_rule(russian, majority_capture, Majority).

test(each_on_backtracking_is_the_list, forall(shipped_variant(Variant))) :-
    findall(rule(Name, Value), damas:variant_rule(Variant, Name, Value), Each),
    damas:variant_rules(Variant, Rules),
    assertion(Each == Rules).

test(every_rule_of_the_vocabulary, Missing == []) :-
    damas:variant_rules(russian, Rules),
    findall(Name, ( rule_vocabulary(Name, _, _, _, _),
                    Name \== pdn_game_type,
                    \+ memberchk(rule(Name, _), Rules) ),
            Missing).

test(partly_bound_name, error(instantiation_error)) :-
    damas:variant_rule(russian, men_start_ranks(_), _).

test(unknown_name, error(domain_error(damas_rule_name, no_such_rule))) :-
    damas:variant_rule(russian, no_such_rule, _).

:- end_tests(variant_rules_query).
