/*  How positions and moves print and read back, the FEN that other
    programs write (the [FEN "..."] tag, Lidraughts' clock fields,
    algebraic squares), squares in upper case, and the message of a
    library whose C engine was never built.
*/

:- module(test_friendly_terms, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(filesex)).
:- use_module(library(damas)).
:- use_module(library(damas/search)).
:- use_module(library(damas/game)).
:- use_module(library(damas/players)).
:- use_module(library(damas/svg)).

%   printed(+Term, -Text): Text is what print/1 writes for Term.
printed(Term, Text) :-
    with_output_to(string(Text), print(Term)).

%   read_back(+Term, -Back): Back is the term that the printed Term reads as.
read_back(Term, Back) :-
    printed(Term, Text),
    term_string(Back, Text).

sample_position(Position) :-
    member(Fen-Variant,
           [ 'W:W21-32:B1-12'-brazilian,
             'B:WK1,K4,22,23:B11,K30,K31'-brazilian,
             'W:W:B1'-brazilian,
             'B:WK3:B'-brazilian,
             'W:W31-50:B1-20'-international,
             'B:W28,K35,40-42:BK5,19,20'-international
           ]),
    fen_position(Fen, Position, [variant(Variant)]).

:- begin_tests(printed_positions).

test(prints_as_fen_term, true(Text == "fen(brazilian, \"W:W21-32:B1-12\")")) :-
    initial_position(Position),
    printed(Position, Text).

test(reads_back, forall(sample_position(Position)), true(Back == Position)) :-
    read_back(Position, Term),
    canonical_position(Term, Back).

test(ranges_only_for_runs, true(Text == "fen(brazilian, \"B:W21,22,K23-25,26:B9,11\")")) :-
    fen_position('B:W21,22,K23,K24,K25,26:B9,11', Position),
    printed(Position, Text).

test(toplevel_options, true(Text == "fen(brazilian, \"W:W21-32:B1-12\")")) :-
    initial_position(Position),
    current_prolog_flag(answer_write_options, Options),
    with_output_to(string(Text), write_term(Position, Options)).

test(inconsistent_position_prints_as_is, true(Text == "position(brazilian,white,1,1,0)")) :-
    printed(position(brazilian, white, 1, 1, 0), Text).

test(in_error_message, true(sub_string(Message, _, _, _, "fen(brazilian, \"W:W21-32:B1-12\")"))) :-
    initial_position(Position),
    message_to_codes(error(type_error(integer, Position), _), Message).

message_to_codes(Term, Message) :-
    phrase('$messages':translate_message(Term), Lines),
    with_output_to(string(Message), print_message_lines(current_output, '', Lines)).

:- end_tests(printed_positions).

:- begin_tests(fen_terms_as_positions).

test(every_predicate, forall(sample_position(Position))) :-
    position_fen(Position, Fen),
    arg(1, Position, Variant),
    Term = fen(Variant, Fen),
    position_fen(Term, Fen),
    side_to_move(Position, Side), side_to_move(Term, Side),
    findall(S-P, piece_at(Position, S, P), Pieces),
    findall(S-P, piece_at(Term, S, P), Pieces),
    legal_moves(Position, Moves), legal_moves(Term, Moves),
    legal_moves(Term, Moves2, [backend(reference)]),
    msort(Moves2, Sorted2), msort(Moves, Sorted), assertion(Sorted2 == Sorted),
    findall(M, legal_move(Term, M), Moves),
    perft(Position, 2, N), perft(Term, 2, N), perft(Term, 2, N, [backend(reference)]),
    with_output_to(string(Board), print_board(Position)),
    with_output_to(string(Board), print_board(Term)),
    forall(member(Move, Moves),
           ( make_move(Position, Move, After),
             make_move(Term, Move, After),
             make_move(Term, Move, After, [backend(reference)]),
             move_text(Position, Move, Text),
             move_text(Term, Move, Text),
             text_move(Term, Text, Move)
           )).

% The libraries beside library(damas) take the printed form too.
test(sub_libraries, forall(sample_position(Position))) :-
    position_fen(Position, Fen),
    arg(1, Position, Variant),
    Term = fen(Variant, Fen),
    search(Position, R1, [depth(2), threads(1), hash(0)]),
    search(Term, R2, [depth(2), threads(1), hash(0)]),
    assertion(R1.move-R1.score == R2.move-R2.score),
    evaluate(Position, Score), evaluate(Term, Score),
    new_game([position(Term)], Game),
    game_position(Game, Start),
    assertion(Start == Position),
    (   legal_move(Position, _)
    ->  player_move(capture_first, Term, Move, _, []),
        assertion(legal_move(Position, Move))
    ;   \+ player_move(capture_first, Term, _, _, [])
    ),
    position_svg(Position, Svg, []), position_svg(Term, Svg, []).

test(unbound_variant, [throws(error(instantiation_error, _))]) :-
    legal_moves(fen(_, "W:W21-32:B1-12"), _).

test(bad_fen, [throws(error(syntax_error(bad_side), context(fen_position/2, _)))]) :-
    legal_moves(fen(brazilian, "X:W21:B1"), _).

test(other_term, [throws(error(type_error(damas_position, fen("W:W21:B1")), _))]) :-
    legal_moves(fen("W:W21:B1"), _).

:- end_tests(fen_terms_as_positions).

:- begin_tests(printed_moves).

test(step, true(Text == "'22-18'")) :-
    printed(move([22, 18], []), Text).

test(capture_path, true(Text == "['22x15x8','22x15x4']")) :-
    fen_position("W:WK22:B11,18,27", Position),
    legal_moves(Position, Moves),
    printed(Moves, Text).

test(read_back_and_played, forall(sample_position(Position))) :-
    forall(legal_move(Position, Move),
           ( read_back(Move, Back),
             atom(Back),
             make_move(Position, Back, After),
             make_move(Position, Move, After),
             text_move(Position, Back, Move)
           )).

test(other_move_terms_print_as_they_are,
     forall(member(Term-Expected,
                   [ move(a, b)-"move(a,b)",
                     move([22], [])-"move([22],[])",
                     move([22, 18], [15])-"move([22,18],[15])",
                     move([22, 15, 8], [18])-"move([22,15,8],[18])",
                     move([0, 4], [])-"move([0,4],[])",
                     move([_, 4], [])-"move([_,4],[])"
                   ])),
     true(Text == Expected)) :-
    with_output_to(string(Text), print(Term)),
    true.

:- end_tests(printed_moves).

:- begin_tests(fen_extensions).

test(lidraughts_clocks, true(H-F == 0-1)) :-
    fen_position("W:W31-50:B1-20:H0:F1", Position,
                 [variant(international), halfmove_clock(H), fullmove_number(F)]),
    initial_position(international, Start),
    assertion(Position == Start).

test(clocks_kept, true(H-F == 7-23)) :-
    fen_position("B:W21-32:B1-12:H7:F23", Position,
                 [halfmove_clock(H), fullmove_number(F)]),
    fen_position("B:W21-32:B1-12", Expected),
    assertion(Position == Expected).

test(clocks_either_order, true(H-F == 3-9)) :-
    fen_position("W:W21-32:B1-12:F9:H3.", _, [halfmove_clock(H), fullmove_number(F)]).

test(no_clocks_defaults, true(H-F == 0-1)) :-
    fen_position("W:W21-32:B1-12", _, [halfmove_clock(H), fullmove_number(F)]).

test(clock_given_is_checked, fail) :-
    fen_position("W:W21-32:B1-12:H3", _, [halfmove_clock(5)]).

test(clock_twice, [throws(error(syntax_error(_), context(fen_position/2, _)))]) :-
    fen_position("W:W21-32:B1-12:H1:H2", _).

test(clock_before_pieces, [throws(error(syntax_error(_), context(fen_position/2, _)))]) :-
    fen_position("W:H0:W21-32:B1-12", _).

test(clock_not_a_number, [throws(error(syntax_error(_), context(fen_position/2, _)))]) :-
    fen_position("W:W21-32:B1-12:Hx", _).

test(written_back, true(Fen == 'W:W21-32:B1-12:H4:F11')) :-
    initial_position(Start),
    position_fen(Start, Fen, [ranges(true), halfmove_clock(4), fullmove_number(11)]),
    fen_position(Fen, Back, [halfmove_clock(4), fullmove_number(11)]),
    assertion(Back == Start).

test(pdn_tag, true(Position == Start)) :-
    fen_position('[FEN "W:W21-32:B1-12"]', Position),
    initial_position(Start).

test(pdn_tag_with_clocks_and_blanks, true(Position == Start)) :-
    fen_position(' [ FEN  "W:W31-50:B1-20:H0:F1" ] ', Position, [variant(international)]),
    initial_position(international, Start).

test(pdn_tag_error_offset, true(sub_string(Message, _, _, _, "at character 12"))) :-
    catch(fen_position('[FEN "W:W21,33:B1"]', _), error(syntax_error(square_out_of_range(33)),
                                                   context(_, Message)), true).

test(unclosed_tag, [throws(error(syntax_error(_), context(fen_position/2, _)))]) :-
    fen_position('[FEN "W:W21-32:B1-12"', _).

test(algebraic_squares, true(Position == Expected)) :-
    fen_position("B:Wc3,Kd4,h2:Bb6,KA1", Position),
    maplist([Name, N]>>square_name(N, Name), [c3, d4, h2, b6, a1], [C3, D4, H2, B6, A1]),
    format(string(Numeric), "B:W~d,K~d,~d:B~d,K~d", [C3, D4, H2, B6, A1]),
    fen_position(Numeric, Expected).

test(algebraic_upper_case, true(Position == Expected)) :-
    fen_position("W:WC3,KD4:BB6", Position),
    fen_position("W:Wc3,Kd4:Bb6", Expected).

test(algebraic_on_10x10, true(Position == Expected)) :-
    fen_position("W:Wa1,KJ10,Kb10:Bf6", Position, [variant(international)]),
    maplist([Name, N]>>square_name(N, Name, [variant(international)]),
            [a1, j10, b10, f6], [A1, J10, B10, F6]),
    format(string(Numeric), "W:W~d,K~d,K~d:B~d", [A1, J10, B10, F6]),
    fen_position(Numeric, Expected, [variant(international)]).

test(algebraic_mixed_with_numbers, true(Position == Expected)) :-
    square_name(32, Name),
    format(string(Fen), "W:W21-31,~w:B1-12", [Name]),
    fen_position(Fen, Position),
    initial_position(Expected).

test(light_square, [throws(error(syntax_error(bad_square), context(fen_position/2, Message)))]) :-
    fen_position("W:Wd3:B1", _),
    assertion(sub_string(Message, _, _, _, "d3")).

test(off_board_square, [throws(error(syntax_error(bad_square), context(fen_position/2, _)))]) :-
    fen_position("W:Wi9:B1", _).

test(algebraic_error_offset, true(sub_string(Message, _, _, _, "at character 6"))) :-
    catch(fen_position("W:W22,c4:B1", _), error(syntax_error(bad_square), context(_, Message)), true).

test(algebraic_duplicate, [throws(error(syntax_error(duplicate_square(22)), _))]) :-
    fen_position("W:W22,c3:B1", _).

:- end_tests(fen_extensions).

:- begin_tests(upper_case_squares).

test(square_name, true(N == 22)) :-
    square_name(N, 'C3').

test(piece_at, true(Piece == man(white))) :-
    initial_position(P),
    piece_at(P, 'C3', Piece).

test(move_term, true(After == Expected)) :-
    initial_position(P),
    make_move(P, move(['C3', 'D4'], []), After),
    make_move(P, move([c3, d4], []), Expected).

test(move_text, true(After == Expected)) :-
    initial_position(P),
    make_move(P, "C3-D4", After),
    make_move(P, "c3-d4", Expected).

test(light_square_upper, [throws(error(domain_error(dark_square, 'D3'), _))]) :-
    square_name(_, 'D3').

:- end_tests(upper_case_squares).

:- begin_tests(unbuilt_engine).

%   A copy of the library without lib/ loaded in a fresh swipl says that
%   make builds the engine.
test(message_names_make, true(Found == true)) :-
    tmp_file(damas_unbuilt, Dir),
    make_directory(Dir),
    module_property(damas, file(File)),
    file_directory_name(File, PrologDir),
    file_directory_name(PrologDir, Top),
    directory_file_path(Dir, prolog, PrologCopy),
    directory_file_path(Top, kb, Kb),
    directory_file_path(Dir, kb, KbCopy),
    copy_directory(PrologDir, PrologCopy),
    copy_directory(Kb, KbCopy),
    current_prolog_flag(executable, Swipl),
    directory_file_path(PrologCopy, 'damas.pl', Library),
    atom_concat('library=', PrologCopy, PrologCopyArg),
    setup_call_cleanup(
        process_create(Swipl, ['-q', '-g', 'use_module(library(damas))', '-t', halt,
                               '-p', PrologCopyArg],
                       [ stdout(null), stderr(pipe(Err)),
                         environment(['DAMAS_FOREIGN_DIR'=''])
                       ]),
        read_string(Err, _, Output),
        close(Err)),
    assertion(exists_file(Library)),
    (   sub_string(Output, _, _, _, "run `make` in"),
        sub_string(Output, _, _, _, Dir)
    ->  Found = true
    ;   Found = Output
    ),
    delete_directory_and_contents(Dir).

:- end_tests(unbuilt_engine).
