/*  Tests of library(damas/pdn): reading and writing PDN games, round
    trips (read, write, read again gives the same games), the PDN that is
    accepted, the errors with game number, move number and text, and
    saving without half-written files.  Only defines the units;
    tests/prolog/run_tests.pl runs them.
*/
:- module(test_pdn, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(filesex)).
:- use_module(library(readutil)).
:- use_module(library(process)).
:- use_module(library(time)).
:- use_module(library(utf8)).
:- use_module(library(damas)).
:- use_module(library(damas/game)).
:- use_module(library(damas/pdn)).

:- prolog_load_context(directory, Dir),
   directory_file_path(Dir, '../../../examples/games.pdn', File),
   asserta(example_file(File)).

pdn_string(Games, Options, String) :-
    with_output_to(string(String), write_pdn(current_output, Games, Options)).

round_trip(Games) :-
    round_trip(Games, []).

round_trip(Games, Options) :-
    pdn_string(Games, Options, Text),
    read_pdn(string(Text), Games1),
    assertion(Games1 == Games),
    pdn_string(Games1, Options, Text1),
    assertion(Text1 == Text).

read_one(Text, Game) :-
    read_pdn(string(Text), [Game]).

%   pdn_error(+Text, -Game, -Move, -Culprit, -Message): reading Text
%   raises the PDN syntax error.

pdn_error(Text, Game, Move, Culprit, Message) :-
    pdn_error(Text, [], Game, Move, Culprit, Message).

pdn_error(Text, Options, Game, Move, Culprit, Message) :-
    catch(read_pdn(string(Text), _, Options), Error, true),
    nonvar(Error),
    Error = error(syntax_error(pdn(Game, Move, Culprit)), context(read_pdn/2, Message)),
    string(Message).

play_all(Game0, Moves, Game) :-
    foldl([Move, G0, G]>>game_play(G0, Move, G), Moves, Game0, Game).

with_temp_dir(Dir, Goal) :-
    tmp_file(pdn_test, Dir),
    setup_call_cleanup(make_directory(Dir),
                       Goal,
                       delete_directory_and_contents(Dir)).

write_text_file(File, Text) :-
    setup_call_cleanup(open(File, write, Out), write(Out, Text), close(Out)).

kind_file(fifo, Fifo, _, _, Fifo).
kind_file(link_to_fifo, _, Link, _, Link).
kind_file(directory, _, _, Sub, Sub).

dir_files(Dir, Files) :-
    directory_files(Dir, Entries),
    exclude([E]>>memberchk(E, ['.', '..']), Entries, Files0),
    msort(Files0, Files).


:- begin_tests(pdn_read).

test(example_file) :-
    example_file(File),
    read_pdn_file(File, Games),
    length(Games, 3),
    maplist(pdn_result, Games, Results),
    assertion(Results == ["0-2", "0-2", "1-1"]),
    Games = [G1, G2, G3],
    game_over(G1, R1),
    assertion(R1 == result(win(black), no_legal_move)),
    game_start(G2, Start2),
    position_fen(Start2, Fen2),
    assertion(Fen2 == 'W:WK5,29:B11,14,19,24'),
    game_moves(G2, [First|_]),
    assertion(First == move([5, 23, 16, 7], [14, 19, 11])),
    game_over(G3, R3),
    assertion(R3 == result(draw, agreement)),
    once(game_tag(G3, 'White', White)),
    assertion(White == "Ana"),
    game_comments(G3, Comments),
    assertion(Comments == [6-"agreed drawn"]).

test(example_file_round_trip) :-
    example_file(File),
    read_pdn_file(File, Games),
    round_trip(Games),
    round_trip(Games, [notation(numeric)]).

test(example_file_as_written) :-
    % The file is what write_pdn/3 makes of its games.
    example_file(File),
    read_pdn_file(File, Games),
    read_file_to_string(File, Text, []),
    pdn_string(Games, [], Text1),
    assertion(Text1 == Text).

test(sources) :-
    Text = "1. 22-18 11-15 *",
    read_pdn(string(Text), [G1]),
    atom_string(Atom, Text),
    read_pdn(string(Atom), [G2]),
    string_codes(Text, Codes),
    read_pdn(string(Codes), [G3]),
    open_string(Text, Stream),
    read_pdn(stream(Stream), [G4]),
    assertion(G1 == G2),
    assertion(G1 == G3),
    assertion(G1 == G4),
    game_moves(G1, Moves),
    assertion(Moves == [move([22, 18], []), move([11, 15], [])]).

test(empty_text, Games == []) :-
    read_pdn(string("  \n; nothing here\n"), Games).

test(both_notations_and_marks) :-
    read_one("1.c3-d4! 11-15?! 2. 18x11 $4 g7xe5?? *", Game),
    game_moves(Game, Moves),
    assertion(Moves == [move([22, 18], []), move([11, 15], []),
                        move([18, 11], [15]), move([8, 15], [11])]).

test(variations_and_line_comments_skipped) :-
    read_one("1. 22-18 (1. 21-17 (1. 24-20 9-13) 12-16 {x}) 11-15 ; a note\n2. 18x11 *",
             Game),
    game_ply_count(Game, 3),
    game_comments(Game, Comments),
    assertion(Comments == []).

test(comments_kept) :-
    read_one("{  before\n the  game } 1. 22-18 {one} {two} 11-15 *", Game),
    game_comments(Game, Comments),
    assertion(Comments == [0-"before the game", 1-"one", 1-"two"]).

test(many_games) :-
    Text = "[Event \"a\"]\n1. 22-18 2-0\n\n1. 21-17 0-1\n[Event \"c\"]\n1. 23-19\n[Event \"d\"]\n",
    read_pdn(string(Text), Games),
    length(Games, 4),
    maplist(pdn_result, Games, Results),
    assertion(Results == ["2-0", "0-2", "*", "*"]),
    maplist([G, T]>>game_tags(G, T), Games, Tags),
    assertion(Tags == [['Event'-"a"], [], ['Event'-"c"], ['Event'-"d"]]).

test(chess_style_results) :-
    read_pdn(string("1. 22-18 1-0 1. 22-18 0-1 1. 22-18 1/2-1/2 1. 22-18 *"), Games),
    maplist([G, R]>>(game_over(G, R) -> true ; R = none), Games, Results),
    assertion(Results == [result(win(white), resignation),
                          result(win(black), resignation),
                          result(draw, agreement),
                          none]).

test(result_tag_without_token, Result == result(win(black), resignation)) :-
    read_one("[Result \"0-2\"]\n1. 22-18\n", Game),
    game_over(Game, Result).

test(result_of_the_rules) :-
    % The game ends by the rules: the token, or *, agrees.
    read_one("[FEN \"W:W22:B18\"]\n1. 22x15 2-0", G1),
    read_one("[FEN \"W:W22:B18\"]\n1. 22x15 *", G2),
    game_over(G1, R1),
    game_over(G2, R2),
    assertion(R1 == result(win(white), no_legal_move)),
    assertion(R2 == R1).

test(fen_black_to_move) :-
    read_one("[FEN \"B:W21,22:B11,K30.\"]\n1... 11-15 2. 22-18 *", Game),
    game_start(Game, Start),
    side_to_move(Start, black),
    game_ply_count(Game, 2).

test(tag_escapes) :-
    read_one("[Event \"say \\\"hi\\\" \\\\ bye\"]\n*", Game),
    game_tags(Game, Tags),
    assertion(Tags == ['Event'-"say \"hi\" \\ bye"]).

test(game_type_with_fields) :-
    read_one("[GameType \"26,W,8,8,A0,0\"]\n1. c3-d4 *", Game),
    game_ply_count(Game, 1).

% Without the option variant(V), GameType chooses the variant.
test(game_type_chooses_the_variant, true(Variant-Fen == international-'B:W27,31,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20')) :-
    read_one("[GameType \"20,W,10,10,N2,0\"]\n1. 32-27 *", Game),
    game_position(Game, Position),
    arg(1, Position, Variant),
    position_fen(Position, Fen).

test(game_type_written_and_read, true(Variant == pool)) :-
    new_game([variant(pool)], G0),
    play_all(G0, ["f6-g5"], G1),
    pdn_string([G1], [], Text),
    assertion(sub_string(Text, _, _, _, "[GameType \"23\"]")),
    read_pdn(string(Text), [Game]),
    game_position(Game, Position),
    arg(1, Position, Variant).

% Killer draughts has no PDN number: the Variant tag carries it, so that
% the game reads back as Killer and not as Brazilian.
test(variant_tag_written_and_read, true(Variants == [killer, killer])) :-
    new_game([variant(killer)], G0),
    game_position(G0, P0),
    once(legal_move(P0, Move)),
    game_play(G0, Move, G1),
    pdn_string([G0, G1], [], Text),
    assertion(\+ sub_string(Text, _, _, _, "GameType")),
    assertion(sub_string(Text, _, _, _, "[Variant \"killer\"]")),
    read_pdn(string(Text), Games),
    maplist([G, V]>>(game_position(G, P), arg(1, P, V)), Games, Variants),
    assertion(Games = [G0, G1]).

test(variant_tag_any_case, true(Variant == killer)) :-
    read_one("[Variant \"Killer\"]\n*", Game),
    game_position(Game, Position),
    arg(1, Position, Variant).

test(variant_option_unbound, [error(instantiation_error)]) :-
    read_pdn(string("*"), _, [variant(_)]).

:- end_tests(pdn_read).


:- begin_tests(pdn_write).

test(new_game_text) :-
    new_game([tags(['Event'-"E"])], Game),
    pdn_string([Game], [], Text),
    assertion(Text == "[Event \"E\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n\
[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[GameType \"26\"]\n[Result \"*\"]\n\n*\n").

% The roster comes first, in its order, whatever the order of the tags;
% its unknown values are not read back as tags.
test(seven_tag_roster_order, [nondet]) :-
    new_game([tags(['Opening'-"x", 'Black'-"B", 'Event'-"E"])], Game),
    pdn_string([Game], [], Text),
    split_string(Text, "\n", "", Lines),
    length(Names, 9),
    append(TagLines, _, Lines),
    length(TagLines, 9),
    maplist([L, N]>>(split_string(L, "[ ", "", ["", N|_])), TagLines, Names),
    assertion(Names == ["Event", "Site", "Date", "Round", "White", "Black",
                        "Opening", "GameType", "Result"]),
    read_pdn(string(Text), [Back]),
    game_tags(Back, Tags),
    msort(Tags, Sorted),
    assertion(Sorted == ['Black'-"B", 'Event'-"E", 'Opening'-"x"]).

test(numbers_and_comments) :-
    new_game(G0),
    play_all(G0, ["c3-d4", "f6-g5"], G1),
    game_add_comment(G1, "note", G2),
    play_all(G2, ["g3-f4", "g7-f6"], G3),
    pdn_string([G3], [], Text),
    split_string(Text, "\n", "", Lines),
    once(append(_, ["", Movetext, ""], Lines)),
    assertion(Movetext == "1. c3-d4 f6-g5 {note} 2. g3-f4 g7-f6 *"),
    pdn_string([G3], [notation(numeric)], Numeric),
    assertion(sub_string(Numeric, _, _, _, "1. 22-18 11-16 {note} 2. 24-19 8-11 *")).

test(black_starts) :-
    fen_position("B:W21,22:B11,12", P),
    new_game([position(P)], G0),
    play_all(G0, ["11-15", "21-17", "12-16"], G),
    pdn_string([G], [], Text),
    assertion(sub_string(Text, _, _, _, "[FEN \"B:W21,22:B11,12\"]")),
    assertion(sub_string(Text, _, _, _, "1... f6-e5 2. a3-b4 h6-g5 *")),
    round_trip([G]).

test(comment_after_black_move_number) :-
    new_game(G0),
    game_play(G0, "c3-d4", G1),
    game_add_comment(G1, "hm", G2),
    game_play(G2, "f6-g5", G),
    pdn_string([G], [], Text),
    assertion(sub_string(Text, _, _, _, "1. c3-d4 {hm} 1... f6-g5 *")),
    round_trip([G]).

test(results_written) :-
    new_game(G0),
    game_play(G0, "c3-d4", G1),
    game_resign(G1, black, Won),
    game_resign(G1, white, Lost),
    game_agree_draw(G1, Drawn),
    maplist(pdn_result, [G1, Won, Lost, Drawn], Results),
    assertion(Results == ["*", "2-0", "0-2", "1-1"]),
    pdn_string([Won], [], Text),
    assertion(sub_string(Text, _, _, _, "[Result \"2-0\"]")),
    assertion(sub_string(Text, _, _, _, "1. c3-d4 2-0")),
    round_trip([G1, Won, Lost, Drawn]).

test(lines_at_most_79) :-
    example_file(File),
    read_pdn_file(File, Games),
    pdn_string(Games, [], Text),
    split_string(Text, "\n", "", Lines),
    forall(member(Line, Lines),
           ( string_length(Line, Length),
             assertion(Length =< 79)
           )).

test(tags_round_trip) :-
    new_game([tags(['Event'-"a \"quoted\" \\ value", 'Site'-"Rio"])], G),
    round_trip([G]).

test(not_a_game, error(type_error(damas_game, foo))) :-
    pdn_string([foo], [], _).

:- end_tests(pdn_write).


:- begin_tests(pdn_errors).

test(illegal_move) :-
    pdn_error("[Event \"x\"]\n\n1. 22-18 11-15 2. 18-14 *", 1, 2, "18-14", Message),
    assertion(sub_string(Message, _, _, _, "game 1, move 2, line 3")),
    assertion(sub_string(Message, _, _, _, "capture is mandatory")).

test(illegal_black_move_in_second_game) :-
    pdn_error("1. 22-18 *\n\n1. 22-18 12-19 *", 2, 1, "12-19", Message),
    assertion(sub_string(Message, _, _, _, "game 2, move 1..., line 3")).

test(unreadable_move) :-
    pdn_error("1. 22-18 11-15 2. hello *", 1, 2, "hello", _).

test(square_off_the_board) :-
    pdn_error("1. 22-18 11-15 2. 18x44 *", 1, 2, "18x44", Message),
    assertion(sub_string(Message, _, _, _, "no square 44")).

test(ambiguous_move) :-
    pdn_error("[FEN \"W:WK5:B11,14,19,24\"]\n1. a7xe7 *", 1, 1, "a7xe7", Message),
    assertion(sub_string(Message, _, _, _, "ambiguous")).

test(bad_tag) :-
    pdn_error("[Event \"x\"]\n[Site \"y]\n1. 22-18 *", 1, 0, Text, Message),
    assertion(sub_string(Text, 0, _, _, "[Site")),
    assertion(sub_string(Message, _, _, _, "line 2")).

test(open_comment) :-
    pdn_error("1. 22-18 {no end 11-15 *", 1, 1, Text, _),
    assertion(sub_string(Text, 0, _, _, "{no end")).

test(open_variation) :-
    pdn_error("1. 22-18 (1. 21-17 11-15 *", 1, 1, _, _).

test(stray_character) :-
    pdn_error("1. 22-18 } 11-15 *", 1, 1, "}", _).

test(bad_fen) :-
    pdn_error("[FEN \"W:W21-33:B1\"]\n*", 1, 0, "W:W21-33:B1", Message),
    assertion(sub_string(Message, _, _, _, "bad FEN")).

test(bad_result_tag) :-
    pdn_error("[Result \"3-0\"]\n*", 1, 0, "3-0", _).

test(other_game_type) :-
    pdn_error("[GameType \"20\"]\n*", [variant(brazilian)], 1, 0, "20", _).

test(unknown_variant_tag) :-
    pdn_error("[Variant \"Hexdame\"]\n*", 1, 0, "Hexdame", Message),
    assertion(sub_string(Message, _, _, _, "Variant Hexdame")).

test(unknown_game_type) :-
    pdn_error("[GameType \"99\"]\n*", 1, 0, "99", Message),
    assertion(sub_string(Message, _, _, _, "GameType 99")).

test(result_contradicts_the_game) :-
    pdn_error("[FEN \"W:W22:B18\"]\n1. 22x15 0-2", 1, _, "0-2", Message),
    assertion(sub_string(Message, _, _, _, "contradicts")).

test(result_tag_and_token_differ) :-
    pdn_error("[Result \"2-0\"]\n1. 22-18 0-2", 1, _, "2-0", _).

test(move_after_the_end) :-
    pdn_error("[FEN \"W:W22:B18\"]\n1. 22x15 11-15 2-0", 1, 1, "11-15", Message),
    assertion(sub_string(Message, _, _, _, "already over")).

test(no_games_on_error) :-
    catch(read_pdn(string("1. 22-18 *\n1. 99-1 *"), Games), error(syntax_error(_), _), true),
    assertion(var(Games)).

test(bad_source, error(domain_error(pdn_source, foo))) :-
    read_pdn(foo, _).

:- end_tests(pdn_errors).


write_bytes_file(File, Bytes) :-
    setup_call_cleanup(open(File, write, Out, [type(binary)]),
                       maplist(put_byte(Out), Bytes),
                       close(Out)).


:- begin_tests(pdn_encoding).


% Bytes of a surrogate, of a code point above U+10FFFF, and malformed
% bytes raised representation_error(code_point) or
% type_error(character_code, 1114112), and SWI-Prolog warned at the user;
% they are a syntax error like any other, naming the game and the line.
bad_utf8([0xED, 0xA0, 0x80], "\\xED\\xA0\\x80").
bad_utf8([0xF4, 0x90, 0x80, 0x80], "\\xF4\\x90\\x80\\x80").
bad_utf8([0xFF], "\\xFF").
bad_utf8([0xC0, 0x80], "\\xC0\\x80").
bad_utf8([0xE0, 0x80, 0xAF], "\\xE0\\x80\\xAF").

test(invalid_utf8_file, [forall(bad_utf8(Bad, Shown)),
                         true(Formal-Line == syntax_error(pdn(2, 0, Shown))-true)]) :-
    string_codes("[Event \"one\"]\n1. 22-18 *\n\n[Event \"two\"]\n1. 22-18 {", Before),
    string_codes("} *\n", After),
    append([Before, Bad, After], Bytes),
    with_temp_dir(Dir,
                  ( directory_file_path(Dir, 'bad.pdn', File),
                    write_bytes_file(File, Bytes),
                    catch(read_pdn_file(File, _), error(Formal, context(_, Message)), true),
                    (   sub_string(Message, 0, _, _, "game 2, line 5: ")
                    ->  Line = true
                    ;   Line = Message
                    ),
                    open(File, read, In, [encoding(utf8)]),
                    catch(read_pdn(stream(In), _), error(Formal2, _), true),
                    close(In),
                    assertion(Formal2 == Formal)
                  )).

% Text (not bytes) holding a lone surrogate: representation_error from
% format/3 once.
test(surrogate_in_text, [forall(member(Code, [0xD800, 0xDFFF])),
                         throws(error(syntax_error(pdn(1, 0, _)), _))]) :-
    atom_codes(Text, [0'1, 0'., 0' , 0'2, 0'2, 0'-, 0'1, 0'8, 0' , 0'{, Code, 0'}]),
    read_pdn(string(Text), _).

test(valid_utf8_comment, [true(Comment == "café ☺ 𝄞")]) :-
    string_codes("1. 22-18 {café ☺ 𝄞} *\n", Codes),
    phrase(utf8_codes(Codes), Bytes),
    with_temp_dir(Dir,
                  ( directory_file_path(Dir, 'good.pdn', File),
                    write_bytes_file(File, Bytes),
                    load_game(File, Game),
                    game_comments(Game, [1-Comment])
                  )).

% Long digit runs in a move, a move number and a GameType tag: rejected
% or skipped in linear time (the limit only stops a run gone wrong).
test(long_digit_runs, [forall(member(Template-Expect,
                                     ["1. ~w-18 *"-error, "~w. 22-18 *"-ok,
                                      "[GameType \"~w\"]\n1. 22-18 *"-error])),
                       true(Got == Expect)]) :-
    length(Digits, 1000000),
    maplist(=(0'3), Digits),
    string_codes(Run, Digits),
    format(string(Text), Template, [Run]),
    catch(call_with_time_limit(20, read_pdn(string(Text), _)),
          error(syntax_error(pdn(_, _, _)), _), Error = true),
    (   Error == true
    ->  Got = error
    ;   Got = ok
    ).

% Found while fuzzing: each unclosed "{" or "(" searched the rest of the
% text again (20,000 lines of "{" took about a minute), and tags were
% added one by one to the end of a list.  The limits only stop a run gone
% wrong.
test(many_unclosed_comments, [forall(member(Open, ["{", "(", "1. 22-18 ({"])),
                              true(Formal = syntax_error(pdn(1, _, _)))]) :-
    length(Lines, 20000),
    maplist(=(Open), Lines),
    atomic_list_concat(Lines, '\n', Text),
    catch(call_with_time_limit(20, read_pdn(string(Text), _)), error(Formal, _), true).

test(many_tags, [true(Tags == Expected)]) :-
    numlist(1, 50000, Ns),
    maplist([N, Line]>>format(string(Line), "[T~d \"~d\"]~n", [N, N]), Ns, Lines),
    atomic_list_concat(Lines, Text0),
    atom_concat(Text0, '1. 22-18 *', Text),
    call_with_time_limit(20, read_pdn(string(Text), [Game])),
    game_tags(Game, Tags),
    maplist([N, Name-Value]>>(format(atom(Name), "T~d", [N]), number_string(N, Value)), Ns, Expected).

:- end_tests(pdn_encoding).


:- begin_tests(pdn_save).

test(save_and_load) :-
    with_temp_dir(Dir,
                  ( directory_file_path(Dir, 'game.pdn', File),
                    new_game(G0),
                    play_all(G0, ["c3-d4", "f6-g5"], G),
                    save_game(File, G),
                    load_game(File, G1),
                    assertion(G1 == G),
                    dir_files(Dir, Files),
                    assertion(Files == ['game.pdn'])
                  )).

test(save_replaces) :-
    with_temp_dir(Dir,
                  ( directory_file_path(Dir, 'game.pdn', File),
                    new_game(G0),
                    save_game(File, G0),
                    game_play(G0, "c3-d4", G1),
                    save_game(File, G1, [notation(numeric)]),
                    read_file_to_string(File, Text, []),
                    assertion(sub_string(Text, _, _, _, "1. 22-18 *")),
                    dir_files(Dir, Files),
                    assertion(Files == ['game.pdn'])
                  )).

test(failed_save_leaves_file_as_it_was) :-
    with_temp_dir(Dir,
                  ( directory_file_path(Dir, 'game.pdn', File),
                    new_game(G0),
                    save_game(File, G0),
                    read_file_to_string(File, Before, []),
                    catch(save_pdn_file(File, [G0, not_a_game], []), E, true),
                    assertion(nonvar(E)),
                    read_file_to_string(File, After, []),
                    assertion(After == Before),
                    dir_files(Dir, Files),
                    assertion(Files == ['game.pdn'])
                  )).

test(save_into_missing_directory) :-
    with_temp_dir(Dir,
                  ( directory_file_path(Dir, 'no/such/dir/game.pdn', File),
                    new_game(G),
                    catch(save_game(File, G), E, true),
                    assertion(nonvar(E)),
                    dir_files(Dir, Files),
                    assertion(Files == [])
                  )).

test(many_games_to_one_file) :-
    with_temp_dir(Dir,
                  ( directory_file_path(Dir, 'games.pdn', File),
                    example_file(Example),
                    read_pdn_file(Example, Games),
                    save_pdn_file(File, Games, []),
                    read_pdn_file(File, Games1),
                    assertion(Games1 == Games)
                  )).

% A rename over a symbolic link replaced the link by a regular file: the
% save goes to the link's target, the link stays.
test(save_through_symlink, [forall(member(Existing, [false, true]))]) :-
    with_temp_dir(Dir,
                  ( directory_file_path(Dir, 'link.pdn', Link),
                    directory_file_path(Dir, 'target.pdn', Target),
                    (   Existing == true
                    ->  write_text_file(Target, "old")
                    ;   true
                    ),
                    link_file('target.pdn', Link, symbolic),
                    new_game(G0),
                    play_all(G0, ["c3-d4"], G),
                    save_game(Link, G),
                    assertion(read_link(Link, 'target.pdn', _)),
                    load_game(Target, G1),
                    assertion(G1 == G),
                    dir_files(Dir, Files),
                    assertion(Files == ['link.pdn', 'target.pdn'])
                  )).

% A rename over a FIFO or a device (save /dev/null, as root) replaced it
% by a regular file: such targets, and directories, are refused.
test(save_refuses_non_regular_targets, [forall(member(Kind, [fifo, link_to_fifo, directory]))]) :-
    with_temp_dir(Dir,
                  ( directory_file_path(Dir, 'fifo', Fifo),
                    directory_file_path(Dir, 'sub', Sub),
                    directory_file_path(Dir, 'link', Link),
                    process_create(path(mkfifo), [Fifo], []),
                    make_directory(Sub),
                    link_file(fifo, Link, symbolic),
                    kind_file(Kind, Fifo, Link, Sub, File),
                    new_game(G),
                    catch(save_game(File, G), E, true),
                    assertion(subsumes_term(error(permission_error(open, source_sink, File), _), E)),
                    assertion(\+ exists_file(Fifo)),
                    assertion(access_file(Fifo, exist)),
                    assertion(read_link(Link, fifo, _)),
                    dir_files(Dir, Files),
                    assertion(Files == [fifo, link, sub])
                  )).

test(save_refuses_link_loop) :-
    with_temp_dir(Dir,
                  ( directory_file_path(Dir, 'a', A),
                    directory_file_path(Dir, 'b', B),
                    link_file(b, A, symbolic),
                    link_file(a, B, symbolic),
                    new_game(G),
                    catch(save_game(A, G), E, true),
                    assertion(subsumes_term(error(permission_error(_, _, _), _), E)),
                    dir_files(Dir, Files),
                    assertion(Files == [a, b])
                  )).

% /proc makes no new files: the error said the temporary file did not
% exist ("No such file"); it now names the file and why.
test(save_where_no_file_can_be_made, [condition(exists_file('/proc/version'))]) :-
    new_game(G),
    catch(save_game('/proc/version', G), E, true),
    assertion(subsumes_term(error(permission_error(open, source_sink, '/proc/version'),
                                  context(_, _)), E)),
    E = error(_, context(_, Message)),
    assertion(sub_atom(Message, _, _, _, 'cannot make a new file in /proc')).

test(save_into_missing_directory_names_it) :-
    with_temp_dir(Dir,
                  ( directory_file_path(Dir, 'no/game.pdn', File),
                    directory_file_path(Dir, no, Missing),
                    new_game(G),
                    catch(save_game(File, G), E, true),
                    assertion(subsumes_term(error(existence_error(directory, Missing), _), E))
                  )).

test(load_empty_file, error(existence_error(pdn_game, File))) :-
    with_temp_dir(Dir,
                  ( directory_file_path(Dir, 'empty.pdn', File),
                    setup_call_cleanup(open(File, write, S), true, close(S)),
                    load_game(File, _)
                  )).

:- end_tests(pdn_save).
