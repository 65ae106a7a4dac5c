/*  Tests of library(damas/play), the interactive game: sessions driven by
    scripted input, in this process (play/1 reading a string) for every
    message, then the real program examples/start.pl run through a pipe
    (a full game to a result each way, errors, end of input) and through
    a terminal (script(1) gives it a pseudo-terminal).  Only defines the
    units; tests/prolog/run_tests.pl runs them.
*/
:- module(test_play, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(filesex)).
:- use_module(library(process)).
:- use_module(library(random)).
:- use_module(library(readutil)).
:- use_module(library(time)).
:- use_module(library(damas)).
:- use_module(library(damas/game)).
:- use_module(library(damas/pdn)).
:- use_module(library(damas/play)).
:- use_module(library(damas/play/board)).

:- use_module('../support/terminal', [ scripted/4, input_text/2, have_script/0, run_program/7,
                without_returns/2
              ]).


                 /*******************************
                 *            HELPERS           *
                 *******************************/

%   session(+Lines, +Options, -Output)
%
%   Output is what play/1 writes when the person types Lines (strings),
%   then ends the input.

session(Lines, Output) :-
    session(Lines, [], Output).

session(Lines, Options0, Output) :-
    session_variant(Options0, Options),
    scripted(play, Lines, Options, Output).

%   Brazilian unless the test names a variant, or asks for the menu of
%   variants with variant_menu.

session_variant(Options0, Options) :-
    (   selectchk(variant_menu, Options0, Options)
    ->  true
    ;   memberchk(variant(_), Options0)
    ->  Options = Options0
    ;   Options = [variant(brazilian)|Options0]
    ).

%   The games written out after the input ended.

written_pdn(Output, Games) :-
    written_pdn(Output, Games, []).

written_pdn(Output, Games, Options) :-
    once(sub_string(Output, Before, Length, _, "not saved; here it is in PDN:\n")),
    Start is Before + Length,
    once(( sub_string(Output, End, _, _, "\nEnd of input: goodbye.")
         ; sub_string(Output, End, _, _, "\nGoodbye.")
         )),
    Count is End - Start,
    sub_string(Output, Start, Count, _, Text),
    read_pdn(string(Text), Games, Options).

%   A session with a clock of its own, for the tests: each reading is
%   10 seconds after the last, the first 0.

fake_now(Now) :-
    nb_getval(test_play_clock, Now),
    Next is Now + 10,
    nb_setval(test_play_clock, Next).

clock_session(Lines, Options, Output) :-
    nb_setval(test_play_clock, 0),
    session(Lines, [now(fake_now)|Options], Output).

has(Output, Text) :-
    sub_string(Output, _, _, _, Text),
    !.

%   The start of a two-player session from a set-up position: writes it
%   as a PDN file and loads it.

with_position_file(Fen, File, Goal) :-
    tmp_file_stream(text, File, Stream),
    format(Stream, "[FEN \"~w\"]~n*~n", [Fen]),
    close(Stream),
    setup_call_cleanup(true, Goal, delete_file(File)).

%   A game of random moves to its end, seeded, and the text of its moves,
%   numeric and algebraic in turn.

random_game(Seed, Game, Texts) :-
    set_random(seed(Seed)),
    new_game(Game0),
    random_game(Game0, Game, 0, Texts).

random_game(Game, Game, _, []) :-
    game_over(Game, _),
    !.
random_game(Game0, Game, Ply, [Text|Texts]) :-
    game_position(Game0, Position),
    legal_moves(Position, Moves),
    random_member(Move, Moves),
    (   Ply mod 2 =:= 0
    ->  Notation = numeric
    ;   Notation = algebraic
    ),
    move_text(Position, Move, Text, [notation(Notation)]),
    game_play(Game0, Text, Game1),
    Ply1 is Ply + 1,
    random_game(Game1, Game, Ply1, Texts).

%   The sentence the game says at the end of Game.

end_sentence(Game, Sentence) :-
    game_over(Game, result(Outcome, Reason)),
    end_sentence(Outcome, Reason, Sentence).

end_sentence(win(white), no_legal_move, "Game over: White wins: Black has no legal move.").
end_sentence(win(black), no_legal_move, "Game over: Black wins: White has no legal move.").
end_sentence(draw, repetition, "Game over: a draw: the same position for the third time.").
end_sentence(draw, kings_only_moves,
             "Game over: a draw: 20 moves by each side with kings only and no capture.").
end_sentence(draw, three_kings_against_one,
             "Game over: a draw: three kings against one, not won in 20 moves.").

%   run_program(+Command, +Args, +Input, -Output, -Errors, -Status):
%   run_program/7 with no variable of the environment set.

run_program(Command, Args, Input, Output, Errors, Status) :-
    run_program(Command, Args, Input, [], Output, Errors, Status).

swipl(Executable) :-
    current_prolog_flag(executable, Executable).

%   The inputs of these tests start at the menu of players: a first
%   empty line takes the default of the menu of variants (Brazilian).

start_program(Input0, Output, Errors, Status) :-
    swipl(Swipl),
    after_variant_menu(Input0, Input),
    run_program(Swipl, ['examples/start.pl', '--seed=5'], Input, Output, Errors, Status).

after_variant_menu(bytes(Bytes), bytes([0'\n|Bytes])) :-
    !.
after_variant_menu(Input0, Input) :-
    string_concat("\n", Input0, Input).

%   start.pl with the command-line options Args, no menu answered.

start_program_with(Args, Input, Output, Errors, Status) :-
    swipl(Swipl),
    run_program(Swipl, ['examples/start.pl'|Args], Input, Output, Errors, Status).

%   Through a pseudo-terminal: script(1) runs the program on one, and
%   passes its own standard input (our pipe) to it.  Output has its
%   carriage returns removed.

terminal_program(Input, Output, Status) :-
    terminal_program(Input, [], [], Output, Status).

%   terminal_program(+Input, +Environment, +Options, -Output, -Status)
%
%   As terminal_program/3, with variables of Environment (Name=Value)
%   set and the command-line options Options (atoms); without options a
%   first empty line takes the variant menu's default.

terminal_program(Input0, Environment, Options, Output, Status) :-
    swipl(Swipl),
    (   Options == []
    ->  string_concat("\n", Input0, Input)
    ;   Input = Input0
    ),
    atomic_list_concat(Options, ' ', OptionText),
    format(atom(Command), "'~w' examples/start.pl ~w", [Swipl, OptionText]),
    run_program(path(script), ['-qec', Command, '/dev/null'], Input, Environment,
                Output0, _, Status),
    without_returns(Output0, Output).


                 /*******************************
                 *       IN THIS PROCESS        *
                 *******************************/

:- begin_tests(play_messages).

test(variant_menu_default_is_brazilian) :-
    session(["", "3", "fen"], [variant_menu], Output),
    assertion(has(Output, "Which game?\n  1. brazilian\n")),
    assertion(has(Output, "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12")).

test(variant_menu_chooses_international) :-
    findall(V, damas_kb:shipped_variant(V), Variants),
    once(nth1(N, Variants, international)),
    number_string(N, Choice),
    session([Choice, "3", "fen"], [variant_menu], Output),
    assertion(has(Output, "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,")).

test(variant_option_english_black_moves_first) :-
    session(["3", "fen"], [variant(english)], Output),
    assertion(has(Output, "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12")).

test(end_of_input_at_menu) :-
    session([], Output),
    assertion(has(Output, "Who plays?")),
    assertion(sub_string(Output, _, _, 0, "End of input: goodbye.\n")).

% With no terminal to answer, a game not saved is written out in PDN.
test(end_of_input_in_game) :-
    session(["3", "c3-d4"], Output),
    assertion(has(Output, "White plays 1. c3-d4")),
    assertion(has(Output, "Black, move 1> \nThe input ended and the game is not saved; here it is in PDN:\n")),
    written_pdn(Output, [Game]),
    game_moves(Game, Moves),
    assertion(Moves == [move([22, 18], [])]),
    assertion(sub_string(Output, _, _, 0, "\n1. c3-d4 *\n\nEnd of input: goodbye.\n")).

test(end_of_input_saved_game) :-
    tmp_file(play_saved, File),
    setup_call_cleanup(
        true,
        session(["3", "c3-d4", ['save ', File]], Output),
        delete_file(File)),
    assertion(\+ has(Output, "not saved")),
    assertion(sub_string(Output, _, _, 0, "Black, move 1> \nEnd of input: goodbye.\n")).

test(end_of_input_no_move) :-
    session(["3"], Output),
    assertion(\+ has(Output, "not saved")),
    assertion(sub_string(Output, _, _, 0, "White, move 1> \nEnd of input: goodbye.\n")).

test(quit) :-
    session(["3", "quit", "c3-d4"], Output),
    assertion(sub_string(Output, _, _, 0, "White, move 1> quit\nGoodbye.\n")),
    assertion(\+ has(Output, "White plays")).

% Where a person answers (interactive(true), as on a terminal).
test(quit_offers_to_save) :-
    tmp_file(play_quit, File),
    setup_call_cleanup(
        true,
        ( session(["3", "c3-d4", "f6-g5", "quit", "/no/such/dir/game.pdn", File],
                  [interactive(true)], Output),
          load_game(File, Game)
        ),
        delete_file(File)),
    game_moves(Game, Moves),
    assertion(Moves == [move([22, 18], []), move([11, 16], [])]),
    assertion(has(Output, "White, move 2> quit\nThe game is not saved. Save it to which file? (Enter: do not save) /no/such/dir/game.pdn\nCould not save to /no/such/dir/game.pdn:")),
    assertion(has(Output, "Saved the game (2 moves) to")),
    assertion(sub_string(Output, _, _, 0, "Goodbye.\n")).

test(quit_without_saving) :-
    session(["3", "c3-d4", "quit", ""], [interactive(true)], Output),
    assertion(has(Output, "(Enter: do not save) \n\nThe game was not saved.\nGoodbye.\n")),
    session(["3", "c3-d4", "quit"], [interactive(true)], Output2),
    assertion(sub_string(Output2, _, _, 0, "(Enter: do not save) \nThe game was not saved.\nGoodbye.\n")).

% With no one to answer, the line after quit is not a file name: the
% game is written out.
test(quit_in_a_script) :-
    session(["3", "c3-d4", "quit", "fen"], Output),
    assertion(has(Output, "Black, move 1> quit\nThe game is not saved; here it is in PDN:\n")),
    written_pdn(Output, [Game]),
    game_moves(Game, Moves),
    assertion(Moves == [move([22, 18], [])]),
    assertion(\+ exists_file(fen)),
    assertion(sub_string(Output, _, _, 0, "1. c3-d4 *\n\nGoodbye.\n")).

test(end_of_input_interactive) :-
    session(["3", "c3-d4"], [interactive(true)], Output),
    assertion(sub_string(Output, _, _, 0, "Black, move 1> \nThe game is not saved. Save it to which file? (Enter: do not save) \nThe game was not saved.\n\nEnd of input: goodbye.\n")).

test(quit_after_save_asks_nothing) :-
    tmp_file(play_quit, File),
    setup_call_cleanup(
        true,
        session(["3", "c3-d4", ['save ', File], "quit"], Output),
        delete_file(File)),
    assertion(\+ has(Output, "not saved")),
    assertion(sub_string(Output, _, _, 0, "quit\nGoodbye.\n")).

test(menu_wrong_answers) :-
    session(["9", "two", "3", "quit"], Output),
    aggregate_all(count, sub_string(Output, _, _, _, "Please answer with a number from 1 to 4."), 2),
    assertion(has(Output, "Type help for the commands.")).

test(menu_defaults) :-
    % Empty answers: you (White) against the computer, middle level.
    session(["", "", "fen", "quit"], Output),
    assertion(has(Output, "Your choice [1]: \n")),
    assertion(has(Output, "White (you), move 1> fen\nW:W21,")).

test(board_and_move_shown) :-
    session(["3", "c3-d4"], Output),
    assertion(has(Output, "White plays 1. c3-d4\n\n8 - b - b - b - b\n")),
    assertion(has(Output, "4 - . -[w]- . - .\n3 w -[.]- w - w -\n")),
    assertion(has(Output, "Black to move\nBlack, move 1> ")).

test(help) :-
    session(["3", "help"], Output),
    forall(member(Word, ["moves", "hint", "undo", "save FILE", "load FILE",
                         "fen", "resign", "quit"]),
           assertion(has(Output, Word))).

test(not_your_piece) :-
    session(["3", "c7-d6"], Output),
    assertion(has(Output, "Not your piece: c7 holds a Black man. You play White.")).

test(not_your_piece_numeric) :-
    session(["3", "22-18", "21-17"], Output),
    assertion(has(Output, "Not your piece: 21 holds a White man. You play Black.")).

test(no_piece) :-
    session(["3", "d4-e5"], Output),
    assertion(has(Output, "There is no piece on d4.")).

test(no_such_move) :-
    session(["3", "c3-c5", "21-13"], Output),
    assertion(has(Output, "No such move: c3-c5 (the piece on c3 cannot move to c5).")),
    assertion(has(Output, "No such move: 21-13 (the piece on 21 cannot move to 13).")),
    assertion(has(Output, "Type moves for the list of legal moves.")).

test(capture_mandatory) :-
    session(["3", "c3-d4", "f6-e5", "a3-b4"], Output),
    assertion(has(Output, "a3-b4\nA capture is mandatory.\nYour captures: d4xf6.\n")).

test(capture_of_the_most) :-
    with_position_file('W:WK5,29:B11,14,19,24', File,
                       session(["3", ['load ', File], "29-25"], Output)),
    assertion(has(Output, "A capture is mandatory, of the most pieces: 3.")),
    assertion(has(Output, "Your captures: a7xf2xh4xe7, a7xf2xh4xd8, a7xe3xg5xe7, a7xe3xg5xd8.")).

test(ambiguous) :-
    with_position_file('W:WK5:B11,14,19,24', File,
                       session(["3", ['load ', File], "a7xe7"], Output)),
    assertion(has(Output, "a7xe7 is ambiguous: more than one capture goes that way.")),
    assertion(has(Output, "Write the whole path: a7xf2xh4xe7 or a7xe3xg5xe7.")).

test(full_path_accepted) :-
    with_position_file('W:WK5:B11,14,19,24', File,
                       session(["3", ['load ', File], "a7xe3xg5xe7"], Output)),
    assertion(has(Output, "White plays 1. a7xe3xg5xe7")).

test(unreadable) :-
    session(["3", "hello there"], Output),
    assertion(has(Output, "I cannot read \"hello there\" as a move or a command.")),
    assertion(has(Output, "Type a move such as c3-d4 or 22-18")).

test(squares_off_the_board) :-
    session(["3", "33-29", "a2-b3", "z9-a1"], Output),
    assertion(has(Output, "There is no square 33 on the board.")),
    assertion(has(Output, "a2 is a light square: the pieces stand on the dark squares only.")),
    assertion(has(Output, "There is no square z9 on the board.")).

test(moves_and_notation) :-
    session(["3", "moves", "notation", "c3-d4", "notation algebraic", "notation x"], Output),
    assertion(has(Output, "7 legal moves:\n  g3-h4 (24-20)\n")),
    assertion(has(Output, "Moves are shown in numeric notation.")),
    assertion(has(Output, "White plays 1. 22-18")),
    assertion(has(Output, "Moves are shown in algebraic notation.")),
    assertion(has(Output, "Usage: notation [algebraic|numeric]")).

test(hint) :-
    session(["1", "1", "hint"], [seed(1)], Output),
    assertion(has(Output, "Hint: ")).

test(fen_and_board) :-
    session(["3", "c3-d4", "fen", "board"], Output),
    assertion(has(Output, "B:W18,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12\n")).

test(undo_two_players) :-
    session(["3", "undo", "c3-d4", "undo", "fen"], Output),
    assertion(has(Output, "Nothing to undo.")),
    assertion(has(Output, "Took back 1 move.")),
    assertion(has(Output, "White, move 1> fen\nW:W21,")).

test(undo_against_the_computer) :-
    % The computer's reply goes too: White is to move again.
    session(["1", "1", "c3-d4", "undo", "fen", "undo"], [seed(2)], Output),
    assertion(has(Output, "Black (computer) plays 1...")),
    assertion(has(Output, "Took back 2 moves.")),
    assertion(has(Output, "White (you), move 1> fen\nW:W21,22,")),
    assertion(has(Output, "White (you), move 1> undo\nNothing to undo.")).

test(undo_nothing_of_yours) :-
    % You play Black: the computer's first move is not yours to undo.
    session(["2", "1", "undo"], [seed(2)], Output),
    assertion(has(Output, "White (computer) plays 1.")),
    assertion(has(Output, "Black (you), move 1> undo\nNothing to undo.")).

test(resign_and_take_back) :-
    session(["3", "resign", "c3-d4", "undo", "c3-d4"], Output),
    assertion(has(Output, "Game over: Black wins: White resigned.")),
    assertion(has(Output, "The game is over: type new for another game, or undo.")),
    assertion(has(Output, "The resignation is taken back.")),
    assertion(has(Output, "White plays 1. c3-d4")).

test(draw_between_people) :-
    session(["3", "draw", "no", "draw", "yes", "draw"], Output),
    assertion(has(Output, "Black, do you accept a draw? (yes/no) no\nThe draw is declined.")),
    assertion(has(Output, "Game over: a draw: agreed by the players.")),
    assertion(has(Output, "The game is over already.")).

test(draw_with_the_computer) :-
    session(["1", "1", "draw"], [seed(1)], Output),
    assertion(has(Output, "The computer accepts the draw.")),
    assertion(has(Output, "Game over: a draw: agreed by the players.")).

test(win_from_a_set_up_position) :-
    with_position_file('W:W22:B18', File,
                       session(["3", ['load ', File], "c3xe5", "f6-g5"], Output)),
    assertion(has(Output, "Loaded a game of 0 moves from")),
    assertion(has(Output, "White plays 1. c3xe5")),
    assertion(has(Output, "Game over: White wins: Black has no legal move.")),
    assertion(has(Output, "Game over (type new, undo, save FILE or quit)> f6-g5\nThe game is over")).

test(save_and_load) :-
    tmp_file(play_save, File),
    setup_call_cleanup(
        true,
        ( session(["3", "c3-d4", "f6-g5", ['save ', File], "new", "3",
                   ['load ', File], "fen"], Output),
          load_game(File, Game)
        ),
        delete_file(File)),
    game_moves(Game, Moves),
    assertion(Moves == [move([22, 18], []), move([11, 16], [])]),
    assertion(has(Output, "Saved the game (2 moves) to")),
    assertion(has(Output, "Loaded a game of 2 moves from")),
    assertion(has(Output, "W:W18,21,23,")).

test(file_errors) :-
    tmp_file(play_bad, Bad),
    setup_call_cleanup(
        ( open(Bad, write, S), format(S, "1. 22-18 11-15 2. 18-14 *~n", []), close(S) ),
        session(["3", "load /no/such/file.pdn", ['load ', Bad],
                 "save /no/such/dir/game.pdn", "save", "load"], Output),
        delete_file(Bad)),
    assertion(has(Output, "Could not load /no/such/file.pdn: no such file.")),
    assertion(has(Output, "game 1, move 2, line 1: 18-14: not a legal move (a capture is mandatory")),
    assertion(has(Output, "Could not save to /no/such/dir/game.pdn:")),
    assertion(has(Output, "Usage: save FILE")),
    assertion(has(Output, "Usage: load FILE")),
    assertion(\+ exists_file('/no/such/dir/game.pdn')).

% "save /proc/version" said "No such file": the temporary file beside it
% could not be made, and that was reported.
test(save_where_no_file_can_be_made, [condition(exists_file('/proc/version'))]) :-
    session(["3", "save /proc/version"], Output),
    assertion(has(Output, "Could not save to /proc/version: cannot make a new file in /proc")),
    assertion(\+ has(Output, "no such file")).

% A long run of digits (a million) once took 20 seconds and more to
% reject, as an answer to the menu and as a move; it is now linear.  The
% time limit only stops a run that went wrong.
test(long_digit_lines) :-
    length(Digits, 1000000),
    maplist(=(0'7), Digits),
    string_codes(Run, Digits),
    string_concat(Run, "-18", Move),
    call_with_time_limit(30, session([Run, "3", Run, Move, "quit"], Output)),
    assertion(has(Output, "Please answer with a number from 1 to 4.")),
    aggregate_all(count, sub_string(Output, _, _, _, "as a move or a command"), Refusals),
    assertion(Refusals == 2),
    assertion(sub_string(Output, _, _, 0, "Goodbye.\n")).

% Found by tests/fuzz/prolog_fuzz.pl: a line holding a NUL character
% made play/1 fail (split_string/4 splits at NUL whatever it is told).
test(nul_character_line) :-
    session(["3", "a\r\u0000,", "c3-d4\u0000", "c3-d4", "fen"], Output),
    aggregate_all(count, sub_string(Output, _, _, _, "That line holds a NUL character"), Answers),
    assertion(Answers == 2),
    assertion(has(Output, "White plays 1. c3-d4")),
    assertion(has(Output, "Black, move 1> fen\nB:W")).

test(new_game) :-
    session(["3", "c3-d4", "new", "3", "fen"], Output),
    assertion(has(Output, "White, move 1> fen\nW:W21,22,")).

test(computer_against_computer) :-
    session([], [white(random), black(random), seed(3)], Output),
    assertion(has(Output, "Game over: ")),
    assertion(has(Output, "Game over (type new, undo, save FILE or quit)> \nThe input ended and the game is not saved; here it is in PDN:\n")),
    assertion(sub_string(Output, _, _, 0, "\n\nEnd of input: goodbye.\n")).

test(unavailable_player_replaced) :-
    session(["c3-d4"], [white(human), black(level(no_such_level))], Output),
    assertion(has(Output, "capture_first plays instead")),
    assertion(has(Output, "Black (computer) plays 1...")).

:- end_tests(play_messages).


                 /*******************************
                 *     BOARD, HISTORY, CLOCK    *
                 *******************************/

:- begin_tests(play_game_view).

count(Output, Text, Count) :-
    aggregate_all(count, sub_string(Output, _, _, _, Text), Count).

test(flip) :-
    session(["3", "flip", "board", "flip"], Output),
    assertion(has(Output, "White, move 1> flip\n1 - w - w - w - w\n2 w - w - w - w -\n")),
    assertion(has(Output, "8 b - b - b - b -\n  h g f e d c b a\nWhite to move\nWhite, move 1> board\n1 - w")),
    assertion(has(Output, "White, move 1> flip\n8 - b - b - b - b\n")).

test(board_from_blacks_side) :-
    session(["2", "1"], [seed(2)], Output),
    assertion(has(Output, "  h g f e d c b a\n")),
    assertion(\+ has(Output, "  a b c d e f g h\n")).

test(board_from_whites_side) :-
    session(["1", "1"], [seed(2)], Output),
    assertion(has(Output, "  a b c d e f g h\n")),
    assertion(\+ has(Output, "  h g f e d c b a\n")).

test(capture_path_and_pieces_taken) :-
    with_position_file('W:WK5:B11,14,19,24', File,
                       session(["3", ['load ', File], "a7xe3xg5xe7"], Output)),
    assertion(has(Output, "White plays 1. a7xe3xg5xe7, taking the men on c5, f4 and f6\n")),
    % The path in brackets, the pieces taken as x.
    assertion(has(Output, "7[.]- . -[W]- . -\n6 - . - . - x - .\n5 . - x - . -[.]-\n4 - . - . - x - .\n3 . - . -[.]- b -\n")).

test(capture_of_a_king_and_a_man) :-
    with_position_file('W:W22:BK18,10', File,
                       session(["3", "notation numeric", ['load ', File], "c3xe5xc7"], Output)),
    assertion(has(Output, "White plays 1. 22x15x6, taking the king on 18 and the man on 10\n")).

test(single_capture_names_its_piece) :-
    session(["3", "c3-d4", "f6-e5", "d4xf6"], Output),
    assertion(has(Output, "White plays 2. d4xf6, taking the man on e5\n")).

test(history) :-
    session(["3", "history", "c3-d4", "f6-e5", "d4xf6", "history", "g7xe5",
             "notation numeric", "history"], Output),
    assertion(has(Output, "White, move 1> history\nNo move yet.\n")),
    assertion(has(Output, "Black, move 2> history\n1. c3-d4 f6-e5\n2. d4xf6\nBlack, move 2> ")),
    assertion(has(Output, "White, move 3> history\n1. 22-18 11-15\n2. 18x11 8x15\nWhite, move 3> ")).

test(history_black_first) :-
    session(["3", "11-15", "history"], [variant(english), notation(numeric)], Output),
    assertion(has(Output, "Black plays 1... 11-15\n")),
    assertion(has(Output, "history\n1... 11-15\n")).

test(history_result) :-
    session(["3", "c3-d4", "resign", "history"], Output),
    assertion(has(Output, "history\n1. c3-d4\nGame over: White wins: Black resigned.\n")).

% Against the computer, the board comes once a turn: after its reply.
test(one_board_a_turn) :-
    session(["1", "1", "c3-d4"], [seed(2)], Output),
    count(Output, "  a b c d e f g h", Boards),
    assertion(Boards == 2),
    assertion(has(Output, "White plays 1. c3-d4\n\nBlack (computer) plays 1... ")).

test(options_instead_of_menus) :-
    session(["c3-d4", "quit"], [white(human), level(random), seed(1)], Output),
    assertion(\+ has(Output, "Who plays?")),
    assertion(\+ has(Output, "Level of")),
    assertion(has(Output, "Black (computer) plays 1...")),
    session(["quit"], [black(human), level(easy)], Output2),
    assertion(has(Output2, "White (computer) plays 1.")),
    assertion(has(Output2, "  h g f e d c b a\n")),
    session(["quit"], [white(easy), black(human)], Output3),
    assertion(has(Output3, "White (computer) plays 1.")),
    session(["3", "quit"], [level(easy)], Output4),
    assertion(has(Output4, "Who plays?")),
    assertion(\+ has(Output4, "Level of")).

% The level menu says in words what each level does, not its options.
test(level_menu_in_words) :-
    session(["1", "", "quit"], Output),
    assertion(has(Output, "\n  2. easy     the engine, looking 3 half-moves ahead, counting the pieces only\n")),
    assertion(has(Output, "\n  5. expert   the engine, thinking 1 second a move\n")),
    assertion(\+ has(Output, "depth(")),
    assertion(\+ has(Output, "time(")).

% The PDN tags name a computer player in words.
test(pdn_tags_in_words) :-
    session(["resign", "quit"], [white(human), black(level(expert))], Output),
    written_pdn(Output, [Game]),
    assertion(game_tag(Game, 'Black', "Computer (expert)")),
    session(["quit"], [white(capture_first), black(human), seed(1)], Output2),
    written_pdn(Output2, [Game2]),
    assertion(game_tag(Game2, 'White', "Computer (capture first)")).

test(fen_option) :-
    session(["3", "fen", "moves"], [fen('W:W22:B18')], Output),
    assertion(has(Output, "White, move 1> fen\nW:W22:B18\n")),
    assertion(has(Output, "1 legal move:\n  c3xe5 (22x15)\n")).

test(bad_options, [error(domain_error(clock, soon))]) :-
    session([], [clock(soon)], _).

test(bad_fen, [error(syntax_error(_))]) :-
    session([], [fen('W:W99')], _).

test(notation_option) :-
    session(["3", "22-18", "moves"], [notation(numeric)], Output),
    assertion(has(Output, "White plays 1. 22-18\n")),
    assertion(has(Output, "7 legal moves:\n  12-16 (h6-g5)\n")).

test(plain_text_when_not_a_terminal) :-
    session(["3", "c3-d4"], Output),
    assertion(\+ has(Output, "\e[")),
    assertion(\+ has(Output, "\u26C0")).

test(colour_and_unicode_pieces) :-
    session(["3", "c3-d4"], [colour(true), pieces(unicode)], Output),
    % The man that moved, on the yellow ground of the last move.
    assertion(has(Output, "\e[0;43;1;97m \u26C0 ")),
    assertion(has(Output, "\n4 \e[0;47m   \e[0;42;30m \u00B7 \e[0;47m   \e[0;43;1;97m \u26C0 ")),
    assertion(has(Output, "\e[0;42;1;30m \u26C2 ")),
    assertion(has(Output, "\e[0m\n   a  b  c  d  e  f  g  h \n")),
    session(["3", "c3-d4"], [colour(false), pieces(unicode)], Output2),
    assertion(has(Output2, "4 - \u00B7 -[\u26C0]- \u00B7 - \u00B7\n")).

:- end_tests(play_game_view).

:- begin_tests(play_clock).

:- use_module(library(damas/play/clock)).

test(clock_shown_and_charged) :-
    clock_session(["3", "c3-d4", "board", "f6-g5"], [clock(1+5)], Output),
    assertion(has(Output, "Clock: White 1:00, Black 1:00\nWhite, move 1 (1:00 left)> c3-d4")),
    % 10 seconds taken, 5 given back.
    assertion(has(Output, "Clock: White 0:55, Black 1:00\nBlack, move 1 (1:00 left)> board")),
    assertion(has(Output, "Clock: White 0:55, Black 0:55\nWhite, move 2 (0:55 left)> ")).

test(clock_text_only_when_asked) :-
    session(["3", "c3-d4"], Output),
    assertion(\+ has(Output, "Clock:")),
    assertion(\+ has(Output, "left)")).

test(flag_ends_the_game) :-
    tmp_file(play_flag, File),
    setup_call_cleanup(
        true,
        ( clock_session(["3", "c3-d4", "f6-g5", "b2-c3", "g7-f6", "g3-h4", "b6-a5",
                         "a3-b4", "undo", ['save ', File]],
                        [clock(0.5)], Output),
          load_game(File, Game)
        ),
        delete_file(File)),
    % 30 seconds each, 10 a move: White's third move leaves it 0 (still
    % in time), its fourth comes too late.
    assertion(has(Output, "Time is up: White's clock ran out; the move is not played.")),
    assertion(has(Output, "Game over: Black wins: White ran out of time.")),
    assertion(has(Output, "The game was lost on time: that cannot be taken back.")),
    game_over(Game, Result),
    assertion(Result == result(win(black), resignation)),
    assertion(game_tag(Game, 'Termination', "time forfeit")).

test(computer_flags) :-
    clock_session([], [white(random), black(random), seed(4), clock(0.5)], Output),
    assertion(has(Output, "Time is up: White's clock ran out")),
    assertion(has(Output, "Game over: Black wins: White ran out of time.")),
    written_pdn(Output, [Game]),
    assertion(game_over(Game, result(win(black), resignation))).

test(clock_values) :-
    clock_new(1+2, Clock),
    assertion(Clock == clock(60, 60, 2)),
    clock_charge(Clock, black, 59.5, ok(Clock1)),
    assertion(Clock1 == clock(60, 2.5, 2)),
    clock_charge(Clock1, black, 2.6, Outcome),
    assertion(Outcome == flagged),
    clock_text(clock(3725, 0.2, 0), Text),
    assertion(Text == "White 1:02:05, Black 0:01"),
    catch(clock_spec('5+x', _, _), Error, true),
    assertion(Error = error(domain_error(clock, '5+x'), _)),
    clock_spec("3+2", Seconds, Increment),
    assertion(Seconds-Increment == 180-2).

:- end_tests(play_clock).

:- begin_tests(play_variants).

:- use_module(library(damas/kb), [shipped_variant/1, variant_module/2]).

% Each shipped variant plays: a person's first move (the first legal move
% in algebraic notation), and a game of the engine against capture_first
% to its end, written out in PDN that reads back the same.
test(every_variant_plays, [forall(shipped_variant(Variant))]) :-
    initial_position(Variant, Start),
    legal_moves(Start, [Move|_]),
    move_text(Start, Move, Text, [notation(algebraic)]),
    session(["3", Text], [variant(Variant)], Output),
    side_to_move(Start, Side),
    (   Side == white
    ->  format(string(Said), "White plays 1. ~w", [Text])
    ;   format(string(Said), "Black plays 1... ~w", [Text])
    ),
    assertion(has(Output, Said)),
    session(["history"], [variant(Variant), white(level(easy)), black(capture_first), seed(1)],
            Output2),
    assertion(has(Output2, "Game over: ")),
    % Killer draughts has no GameType number: its PDN names no variant.
    written_pdn(Output2, [Game], [variant(Variant)]),
    game_start(Game, GameStart),
    assertion(arg(1, GameStart, Variant)),
    assertion(game_over(Game, _)).

% The board of the game, from White's side and with no move to mark, is
% the picture print_board/2 of library(damas) draws; from Black's side
% each rank reads backwards and the ranks come in the other order.
test(board_as_print_board, [forall(shipped_variant(Variant))]) :-
    initial_position(Variant, Position0),
    legal_moves(Position0, [Move|_]),
    make_move(Position0, Move, Position),
    with_output_to(string(Printed), print_board(Position)),
    board_text(Position, [], Drawn),
    assertion(Drawn == Printed),
    board_text(Position, [from(black)], Turned),
    board_ranks(Printed, Ranks),
    board_ranks(Turned, TurnedRanks),
    variant_ranks(Variant, Count),
    assertion(length(Ranks, Count)),
    reverse(TurnedRanks, Backwards),
    maplist(reverse_cells, Backwards, Reread),
    assertion(Reread == Ranks).

board_text(Position, Options, Text) :-
    with_output_to(string(Text),
                   ( current_output(Out),
                     draw_board(Out, Position, Options) )).

%   The ranks of a board's text: Rank-Cells, Cells the characters after
%   the label.

board_ranks(Text, Ranks) :-
    split_string(Text, "\n", "", Lines),
    findall(Rank-Cells,
            ( member(Line, Lines),
              split_string(Line, " ", "", Parts),
              exclude(==(""), Parts, [Label|Cells]),
              number_string(Rank, Label)
            ),
            Ranks).

% The highest rank of the variant's board (Turkish plays all 64 squares
% of an 8x8 board).
variant_ranks(Variant, Count) :-
    variant_module(Variant, Module),
    aggregate_all(max(Rank), Module:casa(_, Rank, _, _), Count).

reverse_cells(Rank-Cells, Rank-Reversed) :-
    reverse(Cells, Reversed).

:- end_tests(play_variants).


                 /*******************************
                 *        THE REAL PROGRAM      *
                 *******************************/

:- begin_tests(play_program).

test(pipe_computer_against_computer_to_the_end) :-
    start_program("4\n1\n2\n", Output, Errors, Status),
    assertion(Status == exit(0)),
    assertion(Errors == ""),
    assertion(has(Output, "White plays 1.")),
    assertion(has(Output, "Game over: ")),
    assertion(sub_string(Output, _, _, 0, "End of input: goodbye.\n")).

test(pipe_two_people_to_the_end) :-
    random_game(7, Game, Texts),
    end_sentence(Game, Sentence),
    tmp_file(play_pipe, File),
    format(string(Save), "save ~w", [File]),
    append([["3"], Texts, [Save]], Lines),
    input_text(Lines, Input),
    setup_call_cleanup(
        true,
        ( start_program(Input, Output, Errors, Status),
          load_game(File, Saved)
        ),
        delete_file(File)),
    assertion(Status == exit(0)),
    assertion(Errors == ""),
    assertion(has(Output, Sentence)),
    assertion(\+ has(Output, "I cannot read")),
    assertion(\+ has(Output, "No such move")),
    game_moves(Game, Moves),
    game_moves(Saved, SavedMoves),
    assertion(SavedMoves == Moves),
    assertion(sub_string(Output, _, _, 0, "End of input: goodbye.\n")).

test(pipe_errors_and_quit) :-
    start_program("3\nc7-d6\nfoo\n33-29\nc3-d4\nf6-e5\na3-b4\nquit\n", Output, Errors, Status),
    assertion(Status == exit(0)),
    assertion(Errors == ""),
    assertion(has(Output, "c7-d6\nNot your piece: c7 holds a Black man. You play White.")),
    assertion(has(Output, "foo\nI cannot read \"foo\" as a move or a command.")),
    assertion(has(Output, "There is no square 33 on the board.")),
    assertion(has(Output, "A capture is mandatory.\nYour captures: d4xf6.")),
    assertion(sub_string(Output, _, _, 0, "Goodbye.\n")).

test(pipe_end_of_input_at_once) :-
    start_program("", Output, Errors, Status),
    assertion(Status == exit(0)),
    assertion(Errors == ""),
    assertion(sub_string(Output, _, _, 0, "Your choice [1]: \nEnd of input: goodbye.\n")).

% Ctrl-D (character 4) on a terminal ends the input; the game, not
% saved, is offered to be saved, and an empty answer leaves.
test(terminal_session, [condition(have_script)]) :-
    terminal_program("3\nc3-d4\nf6-g5\nfoo\nundo\n\u0004\n", Output, Status),
    assertion(Status == exit(0)),
    assertion(has(Output, "White plays 1. c3-d4")),
    assertion(has(Output, "Black plays 1... f6-g5")),
    assertion(has(Output, "I cannot read \"foo\" as a move or a command.")),
    assertion(has(Output, "Took back 1 move.")),
    assertion(\+ has(Output, "|:")),
    assertion(has(Output, "The game is not saved. Save it to which file?")),
    assertion(has(Output, "The game was not saved.")),
    assertion(has(Output, "End of input: goodbye.")).

% A line of bytes that are not UTF-8 (a surrogate, a code point above
% U+10FFFF, a stray byte) ended the program with a representation error
% (status 2), and SWI-Prolog printed "Illegal UTF-8" warnings.  Each is
% answered, at the menu and at the move prompt, and the game goes on.
test(pipe_invalid_utf8) :-
    Bad = [[0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF, 0x20, 0x61], [0xC0, 0xAF]],
    maplist([Line, L]>>append(Line, [0'\n], L), Bad, Lines),
    append(Lines, BadLines),
    string_codes("3\n", Three),
    string_codes("c3-d4\nquit\n", Rest),
    append([BadLines, Three, BadLines, Rest], Bytes),
    start_program(bytes(Bytes), Output, Errors, Status),
    assertion(Status == exit(0)),
    assertion(Errors == ""),
    aggregate_all(count, sub_string(Output, _, _, _, "is not valid UTF-8 text"), Answers),
    assertion(Answers == 8),
    assertion(has(Output, "Your choice [1]: \\xED\\xA0\\x80\nThat line is not valid UTF-8 text (\\xED\\xA0\\x80); please type it again.")),
    assertion(has(Output, "(\\xF4\\x90\\x80\\x80)")),
    assertion(has(Output, "(\\xC0\\xAF)")),
    assertion(has(Output, "White, move 1> c3-d4")),
    assertion(sub_string(Output, _, _, 0, "Goodbye.\n")).

test(pipe_options_instead_of_menus) :-
    start_program_with(['--white=human', '--black=random', '--seed=1', '--notation=numeric',
                        '--clock=1+0', '--variant=russian'],
                       "22-18\nhistory\nquit\n\n", Output, Errors, Status),
    assertion(Status == exit(0)),
    assertion(Errors == ""),
    assertion(\+ has(Output, "Which game?")),
    assertion(\+ has(Output, "Who plays?")),
    assertion(has(Output, "White (you), move 1 (1:00 left)> 22-18\n\nWhite plays 1. 22-18\n")),
    assertion(has(Output, "Clock: White ")),
    assertion(has(Output, "history\n1. 22-18 ")),
    assertion(has(Output, "The game is not saved; here it is in PDN:\n")),
    assertion(sub_string(Output, _, _, 0, "\nGoodbye.\n")).

test(pipe_fen_and_level) :-
    start_program_with(['--black=human', '--level=easy', '--fen=W:W22:B18,K1'],
                       "", Output, Errors, Status),
    assertion(Status == exit(0)),
    assertion(Errors == ""),
    assertion(has(Output, "White (computer) plays 1. c3xe5, taking the man on d4\n")),
    assertion(has(Output, "  h g f e d c b a\n")).

test(pipe_help) :-
    start_program_with(['--help'], "", Output, Errors, Status),
    assertion(Status == exit(0)),
    assertion(Errors == ""),
    forall(member(Option, ["--variant=", "--white=", "--black=", "--level=", "--fen=",
                           "--notation=", "--clock=", "--colour", "--no-colour",
                           "--unicode", "--ascii", "--seed=", "--help"]),
           assertion(has(Output, Option))).

test(pipe_bad_options, [forall(member(Option-Message,
                                      [ '--white=nobody'-"--white: nobody is not a player",
                                        '--level=human'-"--level names the computer's level",
                                        '--clock=soon'-"--clock=MINUTES",
                                        '--notation=roman'-"--notation is algebraic or numeric",
                                        '--variant=chess'-"unknown variant: chess",
                                        '--variant=brasilian'-"did you mean brazilian?",
                                        '--fen=W:W99'-"--fen: not a position of brazilian",
                                        '--frobnicate'-"unknown option"
                                      ]))]) :-
    start_program_with([Option], "", Output, Errors, Status),
    assertion(Status == exit(2)),
    assertion(Output == ""),
    assertion(has(Errors, Message)).

% A variant file of one's own plays: examples/teacher_br.pl by its name,
% or by its path (which swipl would otherwise load as a script).
test(pipe_own_variant, [forall(member(Option, ['--variant=teacher_br',
                                               '--variant=examples/teacher_br.pl',
                                               '--variant-file=examples/teacher_br.pl']))]) :-
    start_program_with([Option, '--white=human', '--black=human'], "c3-d4\nquit\n",
                       Output, Errors, Status),
    assertion(Status == exit(0)),
    assertion(Errors == ""),
    assertion(has(Output, "White plays 1. c3-d4\n")),
    assertion(has(Output, "[Variant \"teacher_br\"]")).

% A mistake in a variant file is said with the file and the line.
test(pipe_variant_file_error, [ setup(tmp_file_stream(text, File, Stream)),
                                cleanup(delete_file(File)) ]) :-
    format(Stream, ":- module(test_play_bad_variant, []).~n~n", []),
    format(Stream, ":- use_module(damas_kb(board_8x8)).~nrule(flying_kings, maybe).~n", []),
    close(Stream),
    atom_concat('--variant-file=', File, Option),
    start_program_with([Option], "", Output, Errors, Status),
    assertion(Status == exit(2)),
    assertion(Output == ""),
    format(string(Where), "~w:4: ", [File]),
    assertion(has(Errors, Where)),
    assertion(has(Errors, "flying_kings")).

% On a terminal with TERM set the board has colours (the last move on a
% yellow ground); NO_COLOR, --no-colour or a dumb terminal turn them off.
test(terminal_colours, [condition(have_script)]) :-
    Input = "c3-d4\nquit\n\n",
    Options = ['--variant=brazilian', '--white=human', '--black=human'],
    terminal_program(Input, ['TERM'=xterm, 'NO_COLOR'=''], Options, Output, Status),
    assertion(Status == exit(0)),
    assertion(has(Output, "\e[0;43;")),
    terminal_program(Input, ['TERM'=xterm, 'NO_COLOR'='1'], Options, Output2, _),
    assertion(\+ has(Output2, "\e[")),
    assertion(has(Output2, "  a b c d e f g h\n")),
    terminal_program(Input, ['TERM'=xterm, 'NO_COLOR'=''], ['--no-colour', '--ascii'|Options],
                     Output3, _),
    assertion(\+ has(Output3, "\e[")),
    assertion(has(Output3, "4 - . -[w]- . - .\n")),
    terminal_program(Input, ['TERM'=dumb, 'NO_COLOR'=''], Options, Output4, _),
    assertion(\+ has(Output4, "\e[")).

% Ctrl-D on a terminal, then a file name: the game is saved there.
test(terminal_end_of_input_saves, [condition(have_script)]) :-
    tmp_file(play_tty, File),
    format(string(Input), "c3-d4\n\u0004~w\n", [File]),
    setup_call_cleanup(
        true,
        ( terminal_program(Input, [], ['--variant=brazilian', '--white=human', '--black=human'],
                           Output, Status),
          load_game(File, Game)
        ),
        delete_file(File)),
    assertion(Status == exit(0)),
    assertion(has(Output, "Saved the game (1 moves) to")),
    game_moves(Game, Moves),
    assertion(Moves == [move([22, 18], [])]).

:- end_tests(play_program).
