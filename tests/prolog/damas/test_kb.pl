/*  Tests of the knowledge base: the checked-in board files are exactly what
    the generator makes, the facts have the geometry of docs/notation.md
    (and the numberings of docs/variants.md), and every shipped variant
    states each rule of docs/rules.md once; and library(damas/kb) refuses
    steps and jumps that do not follow the diagonals, as the C engine
    does, for every backend.  Only defines the units; a runner calls
    run_tests.
*/
:- module(test_kb, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(readutil)).
:- use_module(library(process)).
:- use_module('../../../kb/draughts/generate').
:- use_module('../../../prolog/damas/kb', [shipped_variant/1]).
% Import nothing: the board modules export the same names, so every call
% below says which board it means.
:- use_module('../../../kb/draughts/brazilian', []).
:- use_module('../../../kb/draughts/board_10x10', []).
:- use_module('../../../kb/draughts/board_8x8_light', []).
:- use_module('../../../kb/draughts/board_8x8_light_black_order', []).
:- use_module('../../../kb/draughts/board_8x8_full', []).
:- use_module('../../../kb/draughts/russian', []).
:- use_module('../../../kb/draughts/international', []).
:- use_module('../../../kb/draughts/killer', []).
:- use_module('../../../kb/draughts/english', []).
:- use_module('../../../kb/draughts/pool', []).
:- use_module('../../../kb/draughts/italian', []).
:- use_module('../../../kb/draughts/spanish', []).
:- use_module('../../../kb/draughts/czech', []).
:- use_module('../../../kb/draughts/thai', []).
:- use_module('../../../kb/draughts/frisian', []).
:- use_module('../../../kb/draughts/antidraughts', []).
:- use_module('../../../kb/draughts/breakthrough', []).
:- use_module('../../../kb/draughts/frysk', []).
:- use_module('../../../kb/draughts/canadian', []).
:- use_module('../../../kb/draughts/srilankan', []).
:- use_module('../../../kb/draughts/turkish', []).

:- begin_tests(kb).

% The kb directory is wherever the generator was loaded from.
kb_file(Name, Path) :-
    module_property(kb_generate, file(Generator)),
    file_directory_name(Generator, Dir),
    directory_file_path(Dir, Name, Path).

file_terms(File, Terms) :-
    setup_call_cleanup(
        open(File, read, In),
        read_terms(In, Terms),
        close(In)).

read_terms(In, Terms) :-
    read_term(In, Term, []),
    (   Term == end_of_file
    ->  Terms = []
    ;   Terms = [Term|Rest],
        read_terms(In, Rest)
    ).

file_bytes(File, Codes) :-
    setup_call_cleanup(
        open(File, read, In, [type(binary)]),
        read_stream_to_codes(In, Codes),
        close(In)).

generated_equals_checked_in(Width, Height) :-
    generated_equals_checked_in(Width, Height, []).

generated_equals_checked_in(Width, Height, Options) :-
    board_module(Width, Height, Options, Module),
    file_name_extension(Module, pl, Name),
    kb_file(Name, CheckedIn),
    atom_concat('kb/draughts/', Name, Relative),
    tmp_file_stream(text, Tmp, Stream),
    close(Stream),
    setup_call_cleanup(
        generate_board(Width, Height, [file_name(Relative)|Options], Tmp),
        ( file_bytes(Tmp, Fresh), file_bytes(CheckedIn, Old) ),
        delete_file(Tmp)),
    Fresh == Old.

clauses_equal_checked_in(Width, Height) :-
    clauses_equal_checked_in(Width, Height, []).

clauses_equal_checked_in(Width, Height, Options) :-
    board_module(Width, Height, Options, Module),
    file_name_extension(Module, pl, Name),
    kb_file(Name, CheckedIn),
    board_clauses(Width, Height, Options, Clauses),
    file_terms(CheckedIn, Terms),
    Clauses == Terms.

% The boards the variants use, as generator options; every one must be
% checked in and fresh.
shipped_board(8, 8, []).
shipped_board(10, 10, []).
shipped_board(8, 8, [corner(light)]).
shipped_board(8, 8, [corner(light), reading_order(black)]).
shipped_board(12, 12, []).
shipped_board(12, 12, [corner(light)]).
shipped_board(8, 8, [squares(all)]).

% On the board's coordinates: true when the three squares' (File, Rank)
% differ by the same diagonal unit step.
on_one_diagonal(From, Over, To) :-
    board_8x8:casa(F0, R0, dark, From),
    board_8x8:casa(F1, R1, dark, Over),
    board_8x8:casa(F2, R2, dark, To),
    DF is F1 - F0, DR is R1 - R0,
    abs(DF) =:= 1, abs(DR) =:= 1,
    F2 - F1 =:= DF, R2 - R1 =:= DR.

rank_of(Square, Rank) :-
    board_8x8:casa(_, Rank, dark, Square).

test(board_8x8_file_is_fresh) :-
    generated_equals_checked_in(8, 8).
test(board_10x10_file_is_fresh) :-
    generated_equals_checked_in(10, 10).
test(board_8x8_clauses_are_fresh) :-
    clauses_equal_checked_in(8, 8).
test(board_10x10_clauses_are_fresh) :-
    clauses_equal_checked_in(10, 10).
test(shipped_board_files_are_fresh, Stale == []) :-
    findall(W-H-O, ( shipped_board(W, H, O),
                     \+ generated_equals_checked_in(W, H, O) ),
            Stale).
test(shipped_board_clauses_are_fresh, Stale == []) :-
    findall(W-H-O, ( shipped_board(W, H, O),
                     \+ clauses_equal_checked_in(W, H, O) ),
            Stale).
% The command of the board's header (and of `make kb`), run as a script,
% writes the checked-in file: the script reads its options as the header
% says.
test(script_writes_the_spanish_board) :-
    Options = [corner(light), reading_order(black)],
    board_module(8, 8, Options, Module),
    file_name_extension(Module, pl, Name),
    kb_file(Name, CheckedIn),
    atom_concat('kb/draughts/', Name, Relative),
    generated_in_temporary_folder(Relative, ['8', '8', Relative, '--corner=light',
                                             '--reading-order=black'],
                                  Status, Fresh),
    Status == exit(0),
    file_bytes(CheckedIn, Old),
    Fresh == Old.
% A board of one's own: its header names the file it is, and not the
% test of the shipped boards.
test(script_writes_a_board_of_ones_own) :-
    generated_in_temporary_folder('my_board_6x6.pl', ['6', '6', 'my_board_6x6.pl'],
                                  Status, Bytes),
    Status == exit(0),
    atom_codes(Text, Bytes),
    sub_atom(Text, 0, _, _, '% my_board_6x6.pl: the geometry of the 6x6 draughts board'),
    sub_atom(Text, _, _, _, 'swipl kb/draughts/generate.pl 6 6 my_board_6x6.pl'),
    \+ sub_atom(Text, _, _, _, 'kb/draughts/board_6x6'),
    \+ sub_atom(Text, _, _, _, 'test_kb.pl'),
    !.

% docs/rules.md's example: a 6x6 board from the command, a variant of
% one's own on it, and its perft(3).
test(variant_on_a_generated_board, N == 106) :-
    kb_file('generate.pl', Generator),
    current_prolog_flag(executable, Swipl),
    tmp_file(board, Dir),
    make_directory(Dir),
    directory_file_path(Dir, 'mini.pl', Mini),
    setup_call_cleanup(
        ( process_create(Swipl, [Generator, '6', '6', 'board_6x6.pl'], [cwd(Dir), process(Pid)]),
          process_wait(Pid, exit(0)),
          setup_call_cleanup(open(Mini, write, Out),
                             format(Out, ":- module(mini, []).~n:- use_module(board_6x6).~n", []),
                             close(Out)),
          use_module(Mini, []),
          damas:initial_position(mini, P),
          damas:perft(P, 3, N) ),
        true,
        delete_directory_and_contents(Dir)).

%   generated_in_temporary_folder(+File, +Arguments, -Status, -Bytes):
%   runs the script with Arguments in a new folder, where it writes
%   File (relative to the folder), and reads File's bytes.

generated_in_temporary_folder(File, Arguments, Status, Bytes) :-
    kb_file('generate.pl', Generator),
    current_prolog_flag(executable, Swipl),
    tmp_file(board, Dir),
    directory_file_path(Dir, 'kb/draughts', Sub),
    make_directory_path(Sub),
    directory_file_path(Dir, File, Path),
    setup_call_cleanup(
        ( process_create(Swipl, [Generator|Arguments], [cwd(Dir), process(Pid)]),
          process_wait(Pid, Status),
          file_bytes(Path, Bytes) ),
        true,
        delete_directory_and_contents(Dir)).
test(regeneration_is_deterministic) :-
    board_clauses(8, 8, A),
    board_clauses(8, 8, B),
    A == B.
test(default_options_are_the_plain_board) :-
    board_clauses(8, 8, A),
    board_clauses(8, 8, [corner(dark), reading_order(white)], B),
    A == B.
test(module_names, Names == [board_8x8, board_8x8_light,
                             board_8x8_light_black_order, board_10x10_black_order]) :-
    findall(M, ( member(O, [[], [corner(light)],
                            [corner(light), reading_order(black)]]),
                 board_module(8, 8, O, M) ),
            Names0),
    board_module(10, 10, [reading_order(black)], M10),
    append(Names0, [M10], Names).

% The counts follow from the geometry: on an 8x8 board each of the 8 ranks
% and 8 files holds 4 dark squares, so 3 pairs two apart, each a fact both
% ways: 2 * (8 * 3 + 8 * 3) = 96 orthogonal facts; on 10x10,
% 2 * (10 * 4 + 10 * 4) = 160.
test(counts_8x8, [Casas, Dark, White, Black, Jumps, Diagonals, Orthogonals]
                 == [64, 32, 49, 49, 72, 98, 96]) :-
    aggregate_all(count, board_8x8:casa(_, _, _, _), Casas),
    aggregate_all(count, board_8x8:casa(_, _, dark, _), Dark),
    aggregate_all(count, board_8x8:movepeca(_, _, white), White),
    aggregate_all(count, board_8x8:movepeca(_, _, black), Black),
    aggregate_all(count, board_8x8:comepeca(_, _, _), Jumps),
    aggregate_all(count, board_8x8:diagonal(_, _, _), Diagonals),
    aggregate_all(count, board_8x8:orthogonal(_, _, _), Orthogonals).
test(counts_10x10, [Casas, Dark, Diagonals, Orthogonals] == [100, 50, 162, 160]) :-
    aggregate_all(count, board_10x10:casa(_, _, _, _), Casas),
    aggregate_all(count, board_10x10:casa(_, _, dark, _), Dark),
    aggregate_all(count, board_10x10:diagonal(_, _, _), Diagonals),
    aggregate_all(count, board_10x10:orthogonal(_, _, _), Orthogonals).
% Turning the board (light corner) mirrors it, so the counts do not change.
test(counts_8x8_light, [Casas, Dark, White, Black, Jumps, Diagonals, Orthogonals]
                       == [64, 32, 49, 49, 72, 98, 96]) :-
    aggregate_all(count, board_8x8_light:casa(_, _, _, _), Casas),
    aggregate_all(count, board_8x8_light:casa(_, _, dark, _), Dark),
    aggregate_all(count, board_8x8_light:movepeca(_, _, white), White),
    aggregate_all(count, board_8x8_light:movepeca(_, _, black), Black),
    aggregate_all(count, board_8x8_light:comepeca(_, _, _), Jumps),
    aggregate_all(count, board_8x8_light:diagonal(_, _, _), Diagonals),
    aggregate_all(count, board_8x8_light:orthogonal(_, _, _), Orthogonals).
test(dark_numbers_8x8, Numbers == Expected) :-
    findall(N, board_8x8:casa(_, _, dark, N), Numbers0),
    msort(Numbers0, Numbers),
    numlist(1, 32, Expected).
test(dark_numbers_10x10, Numbers == Expected) :-
    findall(N, board_10x10:casa(_, _, dark, N), Numbers0),
    msort(Numbers0, Numbers),
    numlist(1, 50, Expected).
test(colours_8x8, Bad == []) :-
    findall(F-R,
            ( board_8x8:casa(F, R, Colour, _),
              \+ ( (F + R) mod 2 =:= 0 -> Colour == dark ; Colour == light ) ),
            Bad).

test(colours_8x8_light, Bad == []) :-
    findall(F-R,
            ( board_8x8_light:casa(F, R, Colour, _),
              \+ ( (F + R) mod 2 =:= 1 -> Colour == dark ; Colour == light ) ),
            Bad).

test(b8_is_1)  :- board_8x8:casa(2, 8, dark, 1).
test(a1_is_29) :- board_8x8:casa(1, 1, dark, 29).
test(g1_is_32) :- board_8x8:casa(7, 1, dark, 32).
test(c3_is_22) :- board_8x8:casa(3, 3, dark, 22).
test(h8_is_4)  :- board_8x8:casa(8, 8, dark, 4).
test(b10_is_1_a1_is_46_on_10x10) :-
    board_10x10:casa(2, 10, dark, 1),
    board_10x10:casa(1, 1, dark, 46).

% Italian numbering: from Black's corner a8 = 1 to White's corner h1 = 32,
% left to right and downward; White's men on 21-32 stand on ranks 1-3.
test(italian_a1_is_light, [nondet]) :- board_8x8_light:casa(1, 1, light, none).
test(italian_a8_is_1)     :- board_8x8_light:casa(1, 8, dark, 1).
test(italian_g8_is_4)     :- board_8x8_light:casa(7, 8, dark, 4).
test(italian_b7_is_5)     :- board_8x8_light:casa(2, 7, dark, 5).
test(italian_h1_is_32)    :- board_8x8_light:casa(8, 1, dark, 32).
test(italian_f3_e4_is_23_19) :-
    board_8x8_light:casa(6, 3, dark, 23),
    board_8x8_light:casa(5, 4, dark, 19),
    board_8x8_light:movepeca(23, 19, white).
test(italian_white_ranks_hold_21_to_32, Squares == Expected) :-
    findall(N, ( board_8x8_light:casa(_, R, dark, N), R =< 3 ), Squares0),
    msort(Squares0, Squares),
    numlist(21, 32, Expected).

% Spanish numbering: from White's lower-right corner h1 = 1, right to left
% and upward, to a8 = 32; White's men on 1-12 stand on ranks 1-3.
test(spanish_h1_is_1)  :- board_8x8_light_black_order:casa(8, 1, dark, 1).
test(spanish_b1_is_4)  :- board_8x8_light_black_order:casa(2, 1, dark, 4).
test(spanish_g2_is_5)  :- board_8x8_light_black_order:casa(7, 2, dark, 5).
test(spanish_a8_is_32) :- board_8x8_light_black_order:casa(1, 8, dark, 32).
test(spanish_white_ranks_hold_1_to_12, Squares == Expected) :-
    findall(N, ( board_8x8_light_black_order:casa(_, R, dark, N), R =< 3 ),
            Squares0),
    msort(Squares0, Squares),
    numlist(1, 12, Expected).
% The two numberings of the turned board are each other's reverse.
test(spanish_is_italian_reversed, Bad == []) :-
    findall(F-R, ( board_8x8_light:casa(F, R, dark, I),
                   \+ ( board_8x8_light_black_order:casa(F, R, dark, S),
                        S =:= 33 - I ) ),
            Bad).
% Black's reading order numbers the steps the other way round, but a white
% man still steps north.
test(spanish_white_steps_north, Bad == []) :-
    findall(F-T, ( board_8x8_light_black_order:movepeca(F, T, white),
                   board_8x8_light_black_order:casa(_, RF, dark, F),
                   board_8x8_light_black_order:casa(_, RT, dark, T),
                   RT =\= RF + 1 ),
            Bad).

test(orthogonal_c3, Pairs == [east-23, north-14, south-30, west-21]) :-
    findall(D-T, board_8x8:orthogonal(22, D, T), Pairs0),
    msort(Pairs0, Pairs).
test(orthogonal_corner_a1, Pairs == [east-30, north-21]) :-
    findall(D-T, board_8x8:orthogonal(29, D, T), Pairs0),
    msort(Pairs0, Pairs).
test(orthogonal_two_apart_on_a_line, Bad == []) :-
    findall(B-F-D-T,
            ( member(B, [board_8x8, board_10x10, board_8x8_light,
                         board_8x8_light_black_order]),
              B:orthogonal(F, D, T),
              \+ ( B:casa(F0, R0, dark, F), B:casa(F1, R1, dark, T),
                   orthogonal_step(D, DF, DR),
                   F1 - F0 =:= DF, R1 - R0 =:= DR ) ),
            Bad).
test(orthogonal_is_symmetric, Bad == []) :-
    findall(F-D-T, ( board_10x10:orthogonal(F, D, T),
                     orthogonal_opposite(D, Back),
                     \+ board_10x10:orthogonal(T, Back, F) ),
            Bad).
test(orthogonal_complete_10x10, Missing == []) :-
    findall(F-D, ( board_10x10:casa(F0, R0, dark, F),
                   orthogonal_step(D, DF, DR),
                   F1 is F0 + DF, R1 is R0 + DR,
                   board_10x10:casa(F1, R1, dark, _),
                   \+ board_10x10:orthogonal(F, D, _) ),
            Missing).

orthogonal_step(north, 0, 2).
orthogonal_step(south, 0, -2).
orthogonal_step(east, 2, 0).
orthogonal_step(west, -2, 0).

orthogonal_opposite(north, south).
orthogonal_opposite(south, north).
orthogonal_opposite(east, west).
orthogonal_opposite(west, east).

test(comepeca_on_one_diagonal, Bad == []) :-
    findall(J, ( board_8x8:comepeca(F, O, T), J = F-O-T,
                 \+ on_one_diagonal(F, O, T) ),
            Bad).
test(comepeca_follows_diagonal, Bad == []) :-
    findall(F-O-T,
            ( board_8x8:comepeca(F, O, T),
              \+ ( board_8x8:diagonal(F, D, O), board_8x8:diagonal(O, D, T) ) ),
            Bad).
test(white_steps_north, Bad == []) :-
    findall(F-T, ( board_8x8:movepeca(F, T, white),
                   rank_of(F, RF), rank_of(T, RT),
                   RT =\= RF + 1 ),
            Bad).
test(black_steps_south, Bad == []) :-
    findall(F-T, ( board_8x8:movepeca(F, T, black),
                   rank_of(F, RF), rank_of(T, RT),
                   RT =\= RF - 1 ),
            Bad).
test(c3_steps, Tos == [17, 18]) :-
    findall(T, board_8x8:movepeca(22, T, white), Tos0),
    msort(Tos0, Tos).
test(diagonal_directions, Pairs == [north_east-18, north_west-17,
                                    south_east-26, south_west-25]) :-
    findall(D-T, board_8x8:diagonal(22, D, T), Pairs0),
    msort(Pairs0, Pairs).
test(diagonal_is_symmetric, Bad == []) :-
    findall(F-D-T, ( board_8x8:diagonal(F, D, T),
                     opposite(D, Back),
                     \+ board_8x8:diagonal(T, Back, F) ),
            Bad).

opposite(north_east, south_west).
opposite(north_west, south_east).
opposite(south_east, north_west).
opposite(south_west, north_east).

test(brazilian_reexports_board, [nondet]) :-
    kb_brazilian:casa(1, 1, dark, 29),
    kb_brazilian:movepeca(22, 18, white),
    kb_brazilian:comepeca(22, 18, 15),
    kb_brazilian:diagonal(22, north_east, 18),
    kb_brazilian:orthogonal(22, north, 14).
test(brazilian_rules, Rules == Expected) :-
    findall(N-V, kb_brazilian:rule(N, V), Rules0),
    msort(Rules0, Rules),
    msort([ first_to_move-white,
            men_start_ranks(white)-[1, 2, 3],
            men_start_ranks(black)-[6, 7, 8],
            men_capture_backward-true,
            men_capture_kings-true,
            flying_kings-true,
            king_landing-anywhere,
            captured_pieces_block-true,
            crown_during_capture-false,
            orthogonal_captures-false,
            majority_capture-true,
            capture_precedence-[],
            draw_repetition-3,
            draw_kings_only_moves-20,
            draw_three_kings_against_one-20,
            draw_by_agreement-true,
            pdn_game_type-26
          ], Expected).

% The shipped variants: name, board module, and the rules that set each
% apart from Brazilian draughts (docs/variants.md gives the sources).
variant(brazilian,     board_8x8).
variant(russian,       board_8x8).
variant(pool,          board_8x8).
variant(english,       board_8x8).
variant(czech,         board_8x8).
variant(thai,          board_8x8).
variant(italian,       board_8x8_light).
variant(spanish,       board_8x8_light_black_order).
variant(international, board_10x10).
variant(killer,        board_10x10).
variant(frisian,       board_10x10).
variant(antidraughts,  board_10x10).
variant(breakthrough,  board_10x10).
variant(frysk,         board_10x10).
variant(canadian,      board_12x12).
variant(srilankan,     board_12x12_light).
variant(turkish,       board_8x8_full).

distinct_rules(russian, [majority_capture-false, crown_during_capture-true,
                         draw_kings_only_moves-15,
                         draw_three_kings_against_one-15, pdn_game_type-25]).
distinct_rules(pool, [majority_capture-false, first_to_move-black,
                      pdn_game_type-23]).
distinct_rules(english, [men_capture_backward-false, flying_kings-false,
                         majority_capture-false, first_to_move-black,
                         pdn_game_type-21]).
distinct_rules(czech, [men_capture_backward-false, majority_capture-false,
                       capture_precedence-[by_king], pdn_game_type-29]).
distinct_rules(thai, [men_start_ranks(white)-[1, 2], men_start_ranks(black)-[7, 8],
                      men_capture_backward-false, majority_capture-false,
                      captured_pieces_block-false, king_landing-behind_piece,
                      pdn_game_type-31]).
distinct_rules(italian, [men_capture_backward-false, flying_kings-false,
                         men_capture_kings-false, majority_capture-true,
                         capture_precedence-[by_king, most_kings, earliest_king],
                         pdn_game_type-22]).
distinct_rules(spanish, [men_capture_backward-false, majority_capture-true,
                         capture_precedence-[most_kings], pdn_game_type-24]).
distinct_rules(international, [men_start_ranks(white)-[1, 2, 3, 4],
                               men_start_ranks(black)-[7, 8, 9, 10],
                               draw_kings_only_moves-25,
                               draw_three_kings_against_one-16,
                               pdn_game_type-20]).
distinct_rules(canadian, [men_start_ranks(white)-[1, 2, 3, 4, 5],
                          men_start_ranks(black)-[8, 9, 10, 11, 12],
                          draw_kings_only_moves-25,
                          draw_three_kings_against_one-16,
                          pdn_game_type-27]).
distinct_rules(srilankan, [men_start_ranks(white)-[1, 2, 3, 4, 5],
                           men_start_ranks(black)-[8, 9, 10, 11, 12],
                           draw_kings_only_moves-25,
                           draw_three_kings_against_one-16]).
distinct_rules(killer, [king_landing-behind_king, majority_capture-true]).
distinct_rules(frisian, [orthogonal_captures-true, majority_capture-by_value,
                         capture_precedence-[by_king], pdn_game_type-40]).
distinct_rules(antidraughts, [men_start_ranks(white)-[1, 2, 3, 4],
                              men_start_ranks(black)-[7, 8, 9, 10],
                              game_won_by-having_no_move]).
distinct_rules(breakthrough, [men_start_ranks(white)-[1, 2, 3, 4],
                              men_start_ranks(black)-[7, 8, 9, 10],
                              game_won_by-first_king]).
distinct_rules(frysk, [men_start_ranks(white)-[1], men_start_ranks(black)-[10],
                       orthogonal_captures-true, majority_capture-by_value,
                       capture_precedence-[by_king]]).
distinct_rules(turkish, [men_start_ranks(white)-[2, 3], men_start_ranks(black)-[6, 7],
                         lines-orthogonal, men_capture_backward-false,
                         captured_pieces_block-false, king_turns_back-false,
                         pdn_game_type-30]).

% The names of docs/rules.md (men_start_ranks per side).
vocabulary_name(first_to_move).
vocabulary_name(men_start_ranks(white)).
vocabulary_name(men_start_ranks(black)).
vocabulary_name(lines).
vocabulary_name(men_capture_backward).
vocabulary_name(men_capture_kings).
vocabulary_name(flying_kings).
vocabulary_name(king_landing).
vocabulary_name(captured_pieces_block).
vocabulary_name(king_turns_back).
vocabulary_name(crown_during_capture).
vocabulary_name(orthogonal_captures).
vocabulary_name(majority_capture).
vocabulary_name(capture_precedence).
vocabulary_name(game_won_by).
vocabulary_name(draw_repetition).
vocabulary_name(draw_kings_only_moves).
vocabulary_name(draw_three_kings_against_one).
vocabulary_name(draw_by_agreement).
vocabulary_name(pdn_game_type).

variant_module(Variant, Module) :-
    atom_concat(kb_, Variant, Module).

% The variants of this file, the library's list of shipped variants and
% the variant files of kb/ are the same seventeen.
test(shipped_variants_are_these, Library == Tested) :-
    findall(V, shipped_variant(V), Library0),
    msort(Library0, Library),
    findall(V, variant(V, _), Tested0),
    msort(Tested0, Tested).
test(variant_files_are_shipped, Files == Tested) :-
    kb_file('.', Dir),
    directory_files(Dir, Entries),
    findall(V, ( member(Entry, Entries),
                 file_name_extension(V, pl, Entry),
                 \+ sub_atom(V, 0, _, _, board_),
                 V \== generate,
                 exports_rules(Dir, Entry) ),
            Files0),
    msort(Files0, Files),
    findall(V, variant(V, _), Tested0),
    msort(Tested0, Tested).
% kb/ also holds the knowledge bases of the other games of the family
% (docs/eximo.md) and their generators: a variant's module exports rule/2.
exports_rules(Dir, Entry) :-
    directory_file_path(Dir, Entry, Path),
    setup_call_cleanup(open(Path, read, In),
                       read_term(In, First, []),
                       close(In)),
    First = (:- module(_, Exports)),
    memberchk(rule/2, Exports).

% A board where every square is played has no diagonal/3 (its lines are
% the ranks and files).
test(variants_export_the_relations, Bad == []) :-
    findall(V-PI, ( variant(V, Board), variant_module(V, M),
                    member(PI, [rule/2, casa/4, movepeca/3, comepeca/3, diagonal/3,
                                orthogonal/3]),
                    \+ ( Board == board_8x8_full, PI == diagonal/3 ),
                    \+ ( module_property(M, exports(List)), memberchk(PI, List) ) ),
            Bad).
test(variants_are_on_their_boards, Bad == []) :-
    findall(V, ( variant(V, Board), variant_module(V, M),
                 findall(F-R-C-N, M:casa(F, R, C, N), Squares),
                 findall(F-R-C-N, Board:casa(F, R, C, N), Expected),
                 Squares \== Expected ),
            Bad).
test(variant_rule_names_are_known, Bad == []) :-
    findall(V-N, ( variant(V, _), variant_module(V, M),
                   M:rule(N, _), \+ vocabulary_name(N) ),
            Bad).
test(variant_rules_stated_once, Bad == []) :-
    findall(V-N, ( variant(V, _), variant_module(V, M),
                   vocabulary_name(N),
                   aggregate_all(count, M:rule(N, _), C), C > 1 ),
            Bad).
test(variant_distinct_rules, Bad == []) :-
    findall(V-N-Expected, ( distinct_rules(V, Rules), variant_module(V, M),
                            member(N-Expected, Rules),
                            \+ M:rule(N, Expected) ),
            Bad).
% Each start rank list holds men on dark squares only: 12 a side on 8x8
% (8 in Thai), 20 on 10x10, 30 on 12x12.
test(variant_start_sizes, Sizes == [brazilian-12, russian-12, pool-12,
                                    english-12, czech-12, thai-8, italian-12,
                                    spanish-12, international-20, killer-20,
                                    frisian-20, antidraughts-20, breakthrough-20,
                                    frysk-5, canadian-30, srilankan-30, turkish-16]) :-
    findall(V-White, ( variant(V, _), variant_module(V, M),
                       M:rule(men_start_ranks(white), WR),
                       M:rule(men_start_ranks(black), BR),
                       start_count(M, WR, White),
                       start_count(M, BR, Black),
                       White =:= Black ),
            Sizes).

start_count(M, Ranks, Count) :-
    aggregate_all(count, ( member(R, Ranks), M:casa(_, R, dark, _) ), Count).

test(unbound_width, error(instantiation_error, _)) :-
    board_clauses(_, 8, _).
test(atom_width, error(type_error(integer, eight), _)) :-
    board_clauses(eight, 8, _).
test(float_height, error(type_error(integer, 8.0), _)) :-
    board_clauses(8, 8.0, _).
test(too_small, error(domain_error(between(2, 26), 1), _)) :-
    board_clauses(1, 8, _).
test(negative, error(domain_error(between(2, 26), -8), _)) :-
    board_clauses(8, -8, _).
test(too_large, error(domain_error(between(2, 26), 27), _)) :-
    generate_board(27, 8, '/nonexistent/never_written.pl').
test(unbound_file, error(instantiation_error, _)) :-
    generate_board(8, 8, _).
test(bad_corner, error(domain_error(board_corner, grey), _)) :-
    board_clauses(8, 8, [corner(grey)], _).
test(bad_reading_order, error(domain_error(board_reading_order, red), _)) :-
    board_clauses(8, 8, [reading_order(red)], _).
test(options_not_a_list, error(type_error(list, corner(light)), _)) :-
    board_clauses(8, 8, corner(light), _).

:- end_tests(kb).


/*  Boards whose steps or jumps do not follow the diagonals.  The C
    engine refused them (with the culprit squares(32)) while
    initial_position/2 and the reference rules played them; now
    library(damas/kb) refuses them for every backend, naming the fact.
*/

:- use_module('../../../prolog/damas', [initial_position/2, fen_position/3,
                                         legal_moves/3, perft/4]).

test_kb_crooked_jump:casa(F, R, C, N) :- kb_brazilian:casa(F, R, C, N).
test_kb_crooked_jump:movepeca(F, T, S) :- kb_brazilian:movepeca(F, T, S).
test_kb_crooked_jump:comepeca(F, O, T) :-
    kb_brazilian:comepeca(F, O, T),
    F-O-T \== 22-18-15.
test_kb_crooked_jump:comepeca(22, 18, 14).
test_kb_crooked_jump:diagonal(F, D, T) :- kb_brazilian:diagonal(F, D, T).

test_kb_crooked_step:casa(F, R, C, N) :- kb_brazilian:casa(F, R, C, N).
test_kb_crooked_step:movepeca(F, T, S) :- kb_brazilian:movepeca(F, T, S).
test_kb_crooked_step:movepeca(22, 14, white).
test_kb_crooked_step:comepeca(F, O, T) :- kb_brazilian:comepeca(F, O, T).
test_kb_crooked_step:diagonal(F, D, T) :- kb_brazilian:diagonal(F, D, T).

test_kb_missing_jump:casa(F, R, C, N) :- kb_brazilian:casa(F, R, C, N).
test_kb_missing_jump:movepeca(F, T, S) :- kb_brazilian:movepeca(F, T, S).
test_kb_missing_jump:comepeca(F, O, T) :-
    kb_brazilian:comepeca(F, O, T),
    F-O-T \== 22-18-15.
test_kb_missing_jump:diagonal(F, D, T) :- kb_brazilian:diagonal(F, D, T).

test_kb_jump_twice:casa(F, R, C, N) :- kb_brazilian:casa(F, R, C, N).
test_kb_jump_twice:movepeca(F, T, S) :- kb_brazilian:movepeca(F, T, S).
test_kb_jump_twice:comepeca(F, O, T) :- kb_brazilian:comepeca(F, O, T).
test_kb_jump_twice:comepeca(22, 18, 15).
test_kb_jump_twice:diagonal(F, D, T) :- kb_brazilian:diagonal(F, D, T).

%   The ways a variant is used: its start, a FEN of it, and its moves
%   and perft by both backends (the Brazilian start, as bitboards).

variant_use(Variant, initial_position(Variant, _)).
variant_use(Variant, fen_position("W:W21-32:B1-12", _, [variant(Variant)])).
variant_use(Variant, legal_moves(position(Variant, white, 0xFFF00000, 0xFFF, 0), _,
                                 [backend(Backend)])) :-
    member(Backend, [c, reference]).
variant_use(Variant, perft(position(Variant, white, 0xFFF00000, 0xFFF, 0), 1, _,
                           [backend(Backend)])) :-
    member(Backend, [c, reference]).

%   board_error(+Goal, -Culprit, -Message): Goal raised
%   domain_error(damas_board, Culprit) with Message; `none` if it raised
%   nothing.

board_error(Goal, Culprit, Message) :-
    catch(( Goal, Culprit = none, Message = none ),
          error(domain_error(damas_board, Culprit), context(_, Message)),
          true).

:- begin_tests(kb_diagonals).

test(jump_not_along_a_diagonal,
     [ forall(variant_use(test_kb_crooked_jump, Goal)),
       true(Culprit-Message ==
            comepeca(22, 18, 14)-
            "variant test_kb_crooked_jump: comepeca(22, 18, 14) is not along a diagonal")
     ]) :-
    board_error(Goal, Culprit, Message).

test(step_not_along_a_diagonal,
     [ forall(variant_use(test_kb_crooked_step, Goal)),
       true(Culprit-Message ==
            movepeca(22, 14, white)-
            "variant test_kb_crooked_step: movepeca(22, 14, white) is not along a diagonal")
     ]) :-
    board_error(Goal, Culprit, Message).

test(jump_missing,
     [ forall(variant_use(test_kb_missing_jump, Goal)),
       true(Culprit == comepeca(22, 18, 15))
     ]) :-
    board_error(Goal, Culprit, _).

test(jump_stated_twice,
     [ forall(variant_use(test_kb_jump_twice, Goal)),
       true(Culprit == comepeca(22, 18, 15))
     ]) :-
    board_error(Goal, Culprit, _).

:- end_tests(kb_diagonals).


/*  Live rules: a variant's file edited and loaded again is played by
    its new rules at the next query of either backend (the checked rules
    and the C engine are kept with the generations of the variant's
    modules, and checked again when one changed).  The files are
    temporary copies; each test's module has a name of its own.
*/

:- use_module('../../../prolog/damas/kb', [variant_rule/3]).

%   A white king on c3 (22) and a black man on h8 (4): the king has 4
%   moves when kings do not fly, 10 when they do.

king_moves(Variant, Counts) :-
    fen_position("W:WK22:B4", Position, [variant(Variant)]),
    findall(Backend-N,
            ( member(Backend, [c, reference]),
              legal_moves(Position, Moves, [backend(Backend)]),
              length(Moves, N)
            ),
            Counts).

temporary_variant_file(File) :-
    tmp_file_stream(File, Stream, [extension(pl)]),
    close(Stream).

%   write_file(+File, +Format, +Arguments): File holds the text, with a
%   modification time later than the time File was last loaded (make/0
%   reloads a file modified at least 1ms after it was loaded).

write_file(File, Format, Arguments) :-
    (   source_file_property(File, modified(Loaded))
    ->  true
    ;   Loaded = 0
    ),
    repeat,
    setup_call_cleanup(open(File, write, Stream),
                       format(Stream, Format, Arguments),
                       close(Stream)),
    time_file(File, Modified),
    Modified - Loaded > 0.002,
    !.

write_variant(File, Module, Flying) :-
    write_file(File, ":- module(~q, []).~n\c
                      :- use_module(damas_kb(board_8x8)).~n\c
                      rule(flying_kings, ~q).~n", [Module, Flying]).

remove_variant_file(File) :-
    unload_file(File),
    delete_file(File).

:- begin_tests(live_rules).

test(consult_again, [ setup(temporary_variant_file(File)),
                      cleanup(remove_variant_file(File)),
                      true(Before-After == [c-4, reference-4]-[c-10, reference-10]) ]) :-
    write_variant(File, test_kb_live_consult, false),
    use_module(File, []),
    king_moves(test_kb_live_consult, Before),
    write_variant(File, test_kb_live_consult, true),
    consult(File),
    king_moves(test_kb_live_consult, After),
    assertion(variant_rule(test_kb_live_consult, flying_kings, true)).

% make/0 as a teacher types it, in a toplevel of its own: the library
% loaded, the variant loaded with use_module(File, []), the file
% edited, make.
test(make_reloads, [ setup(temporary_variant_file(File)),
                     cleanup(delete_file(File)),
                     true(Lines == ["[c-4,reference-4]", "[c-10,reference-10]"]) ]) :-
    module_property(damas, file(Library)),
    write_variant(File, test_kb_live_make, false),
    format(string(Script),
           "use_module(~q).~n\c
            use_module(~q, []).~n\c
            fen_position(\"W:WK22:B4\", P, [variant(test_kb_live_make)]), \c
            findall(B-N, (member(B, [c, reference]), legal_moves(P, Ms, [backend(B)]), \c
            length(Ms, N)), C), format(\"~~w~~n\", [C]).~n\c
            repeat, open(~q, write, S), \c
            format(S, \":- module(test_kb_live_make, []).~~n\c
            :- use_module(damas_kb(board_8x8)).~~nrule(flying_kings, true).~~n\", []), \c
            close(S), time_file(~q, T), source_file_property(~q, modified(L)), \c
            T - L > 0.002, !.~n\c
            make.~n\c
            fen_position(\"W:WK22:B4\", P, [variant(test_kb_live_make)]), \c
            findall(B-N, (member(B, [c, reference]), legal_moves(P, Ms, [backend(B)]), \c
            length(Ms, N)), C), format(\"~~w~~n\", [C]).~n",
           [Library, File, File, File, File]),
    current_prolog_flag(executable, Swipl),
    process_create(Swipl, ['--no-tty', '-q', '-g', 'set_prolog_flag(toplevel_print_anon, false)'],
                   [stdin(pipe(In)), stdout(pipe(Out)), stderr(null), process(Pid)]),
    format(In, "~s", [Script]),
    close(In),
    read_string(Out, _, Output),
    close(Out),
    process_wait(Pid, _),
    split_string(Output, "\n", " ", Lines0),
    include([L]>>sub_string(L, 0, _, _, "[c-"), Lines0, Lines).

% The rules may come from another module the variant re-exports: a
% change there is seen too.
test(reexported_rules_change, [ setup(( temporary_variant_file(RulesFile),
                                        temporary_variant_file(VariantFile) )),
                                cleanup(( remove_variant_file(VariantFile),
                                          remove_variant_file(RulesFile) )),
                                true(Before-After == [c-4, reference-4]-[c-10, reference-10]) ]) :-
    Rules = ":- module(test_kb_live_rules, [rule/2]).~nrule(flying_kings, ~q).~n",
    write_file(RulesFile, Rules, [false]),
    write_file(VariantFile, ":- module(test_kb_live_variant, []).~n\c
                             :- use_module(damas_kb(board_8x8)).~n\c
                             :- use_module(~q).~n", [RulesFile]),
    use_module(VariantFile, []),
    king_moves(test_kb_live_variant, Before),
    write_file(RulesFile, Rules, [true]),
    consult(RulesFile),
    king_moves(test_kb_live_variant, After).

% A variant edited into an error is refused at once, and played again
% once mended.
test(refused_then_mended, [ setup(temporary_variant_file(File)),
                            cleanup(remove_variant_file(File)),
                            true(Moves == [c-10, reference-10]) ]) :-
    write_variant(File, test_kb_live_mended, true),
    use_module(File, []),
    king_moves(test_kb_live_mended, _),
    write_variant(File, test_kb_live_mended, yes),
    consult(File),
    catch(king_moves(test_kb_live_mended, _), Error, true),
    assertion(subsumes_term(error(domain_error(damas_rule, rule(flying_kings, yes)), _), Error)),
    write_variant(File, test_kb_live_mended, true),
    consult(File),
    king_moves(test_kb_live_mended, Moves).

% A clause of the variant that changes, when the rules and the board
% stay the same, leaves the C engine as it was (with anything attached
% to it, such as an endgame database).
test(same_rules_same_engine, [ setup(temporary_variant_file(File)),
                               cleanup(remove_variant_file(File)),
                               true(Engine2 == Engine1) ]) :-
    write_file(File, ":- module(test_kb_live_same, []).~n\c
                      :- use_module(damas_kb(board_8x8)).~n\c
                      :- dynamic note/1.~n\c
                      rule(flying_kings, false).~n", []),
    use_module(File, []),
    damas:variant_engine(test_kb_live_same, Engine1),
    assertz(test_kb_live_same:note(edited)),
    fen_position("W:WK22:B4", Position, [variant(test_kb_live_same)]),
    legal_moves(Position, Moves, []),
    assertion(length(Moves, 4)),
    damas:variant_engine(test_kb_live_same, Engine2).

% Variant files that export rule/2, as the shipped ones do, load side by
% side into the toplevel's module with use_module(File, []): nothing is
% imported, nothing is printed.
test(two_variant_files_no_error, [ setup(( temporary_variant_file(File1),
                                           temporary_variant_file(File2) )),
                                   cleanup(( remove_variant_file(File1),
                                             remove_variant_file(File2) )),
                                   true(Errors == 0) ]) :-
    Text = ":- module(~q, [rule/2, casa/4, movepeca/3, comepeca/3, diagonal/3]).~n\c
            :- reexport(damas_kb(board_8x8)).~nrule(flying_kings, false).~n",
    write_file(File1, Text, [test_kb_live_one]),
    write_file(File2, Text, [test_kb_live_two]),
    setup_call_cleanup(
        asserta((user:message_hook(_, error, _) :- flag(test_kb_errors, N, N + 1), fail), Ref),
        ( flag(test_kb_errors, _, 0),
          user:use_module(File1, []),
          user:use_module(File2, []),
          flag(test_kb_errors, Errors, 0)
        ),
        erase(Ref)),
    assertion(\+ ( predicate_property(user:rule(_, _), imported_from(From)),
                   memberchk(From, [test_kb_live_one, test_kb_live_two]) )),
    king_moves(test_kb_live_one, Counts),
    assertion(Counts == [c-4, reference-4]).

% An unknown variant's error says how to load one.
test(unknown_variant_says_how_to_load,
     true(sub_string(Message, _, _, _, "use_module('test_kb_not_loaded.pl', [])"))) :-
    catch(initial_position(test_kb_not_loaded, _),
          error(existence_error(damas_variant, test_kb_not_loaded), context(_, Message)),
          true).

:- end_tests(live_rules).
