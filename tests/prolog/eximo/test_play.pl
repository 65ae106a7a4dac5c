/*  Tests of library(eximo/play), the terminal game: sessions driven by
    scripted input, as tests/prolog/damas/test_play.pl drives the
    draughts game, for each command (undo, hint, history, save and load,
    flip, fen, moves, resign, new), the last move marked on the board,
    the board once a turn, wrong moves answered in words, the end of a
    game, and examples/start.pl --game=eximo through a pipe.  Only
    defines the units; tests/prolog/run_tests.pl runs them.
*/
:- module(test_eximo_play, []).

:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(readutil)).
:- use_module(library(aggregate)).
:- use_module(library(damas/kb), [shipped_variant/1]).
:- use_module(library(eximo)).
:- use_module(library(eximo/play)).
:- use_module(library(damas/kb), [shipped_variant/1]).
:- use_module('../support/terminal').

session(Lines, Options, Output) :-
    scripted(eximo_play, Lines, Options, Output).

two_people(Lines, Output) :-
    session(Lines, [white(human), black(human)], Output).

:- begin_tests(eximo_play).

test(wrong_moves_in_words) :-
    two_people(['b3-b5', nonsense, 'd4-d5', 'g6-g5', quit], Output),
    assertion(has(Output, "White, move 1> b3-b5\nNo such move: b3-b5.\nThe piece on b3 can play: b3-a4, b3-b4, b3-c4.\n")),
    assertion(has(Output, "I cannot read \"nonsense\" as a move or a command.")),
    assertion(has(Output, "There is no piece on d4.")),
    assertion(has(Output, "Not your piece: g6 holds a Black piece. You play White.")).

% As the draughts game does: a square that is not on the board is named.
test(wrong_square_in_words) :-
    two_people(['z9-z8', 'b3-b4x', quit], Output),
    assertion(has(Output, "White, move 1> z9-z8\nThere is no square z9 on the board: its squares are a1 to h8.\n")),
    assertion(has(Output, "I cannot read \"b3-b4x\" as a move or a command.")).

test(capture_mandatory_and_marked) :-
    session(['a1-a2', 'd4xf4', quit],
            [white(human), black(human), fen('7b/8/8/8/3wb3/8/8/w7 w')], Output),
    assertion(has(Output, "A capture is mandatory.\nYour captures: d4xf4.\n")),
    assertion(has(Output, "White plays 1. d4xf4, taking the piece on e4\n")),
    % the path in brackets, the piece taken as x
    assertion(has(Output, "\n4 . . .[.]x[W]. .\n")).

test(far_row_and_drops_marked) :-
    session(['a7-a8', 'a7-a8!c1,b1', quit],
            [white(human), black(human), fen('8/w7/8/7b/8/8/8/8 w')], Output),
    assertion(has(Output, "a7-a8 reaches the far row: write where the new pieces go, as a7-a8!b1,c1.")),
    assertion(has(Output, "White plays 1. a7-a8!b1,c1; it leaves the board, and new pieces come on b1 and c1\n")),
    assertion(has(Output, "\n8[.]. . . . . . .\n")),
    % two marked squares side by side share a bar
    assertion(has(Output, "\n1 .[W|W]. . . . .\n")).

% A capture along White's own first rank does not leave the board (set
% up: a Black piece on rank 1 would have left it).
test(sideways_capture_on_the_first_rank) :-
    session(['b1xd1', quit],
            [white(human), black(human), fen('7b/8/8/8/8/8/8/1wb5 w')], Output),
    assertion(has(Output, "White plays 1. b1xd1, taking the piece on c1\n")).

test(last_move_marked) :-
    two_people(['b3-b4', quit], Output),
    after_last(Output, "White plays 1. b3-b4", Board),
    assertion(has(Board, "\n4 .[W]. . . . . .\n3 .[.]W . . W W .\n")).

test(against_the_computer_one_board_a_turn) :-
    session(['b3-b4', quit], [white(human), black(easy)], Output),
    assertion(has(Output, "White (you), move 1> b3-b4\n\nWhite plays 1. b3-b4\n\nBlack (computer) plays 1... ")),
    % the start, and the board after the computer's reply: not after yours
    occurrences(Output, "  a b c d e f g h\n", Boards),
    assertion(Boards == 2),
    assertion(has(Output, "White (you), move 2> ")).

test(playing_black_the_board_is_turned) :-
    session([quit], [white(easy), black(human)], Output),
    assertion(has(Output, "White (computer) plays 1. ")),
    assertion(has(Output, "\n  h g f e d c b a\nBlack to move\nBlack (you), move 1> ")).

test(flip) :-
    two_people([flip, flip, quit], Output),
    assertion(has(Output, "White, move 1> flip\n1 . W W W W W W .\n")),
    assertion(has(Output, "  h g f e d c b a\n")),
    after_last(Output, "flip\n", Last),
    assertion(sub_string(Last, 0, _, _, "8 . B B B B B B .\n")).

test(undo_against_the_computer) :-
    session(['b3-b4', undo, undo, quit], [white(human), black(easy)], Output),
    assertion(has(Output, "Took back 2 moves.\n")),
    assertion(has(Output, "Nothing to undo.\n")),
    after_last(Output, "Took back 2 moves.\n", Board),
    assertion(has(Board, "3 . W W . . W W .\n")).

test(undo_between_two_people) :-
    two_people(['b3-b4', 'g6-g5', undo, history, quit], Output),
    assertion(has(Output, "Took back 1 move.\n")),
    assertion(has(Output, "history\n1. b3-b4\n")).

test(hint_is_a_legal_move) :-
    session([hint, quit], [white(human), black(easy)], Output),
    once(sub_string(Output, Before, _, _, "Hint: ")),
    Start is Before + 6,
    sub_string(Output, Start, _, 0, Rest),
    split_string(Rest, "\n", "", [Text|_]),
    initial_position(P),
    legal_moves(P, Moves),
    atom_string(Atom, Text),
    assertion(( member(M, Moves), move_text(M, Atom) -> true )).

test(history_numbered) :-
    two_people(['b3-b4', 'g6-g5', 'c3-c4', history, quit], Output),
    assertion(has(Output, "history\n1. b3-b4 g6-g5\n2. c3-c4\n")).

test(history_when_black_starts) :-
    session(['d5-d4', history, quit],
            [white(human), black(human), fen('7b/8/8/3b4/8/8/8/w7 b')], Output),
    assertion(has(Output, "Black plays 1... d5-d4\n")),
    assertion(has(Output, "history\n1... d5-d4\n")).

test(moves_and_fen) :-
    two_people([moves, fen, quit], Output),
    assertion(has(Output, "40 legal moves:\n  b1:d3 ")),
    assertion(has(Output, "fen\n1bbbbbb1/1bbbbbb1/1bb2bb1/8/8/1ww2ww1/1wwwwww1/1wwwwww1 w\n")).

test(help_lists_the_commands) :-
    two_people([help, quit], Output),
    forall(member(Command, ["moves", "hint", "history", "undo", "save FILE", "load FILE",
                            "fen", "board", "flip", "resign", "new", "quit"]),
           assertion(has(Output, Command))),
    assertion(has(Output, "g7-g8!b1,c1")).

test(save_and_load_back) :-
    tmp_file(eximo_game, File),
    setup_call_cleanup(
        true,
        ( two_people(['b3-b4', 'g6-g5', [save, ' ', File], quit], Output1),
          read_file_to_string(File, Saved, []),
          two_people([[load, ' ', File], history, 'c3-c4', quit], Output2)
        ),
        delete_file(File)),
    format(string(Said), "Saved the game (2 moves) to ~w.", [File]),
    assertion(has(Output1, Said)),
    assertion(has(Saved, "[Game \"Eximo\"]\n")),
    assertion(has(Saved, "[Result \"*\"]\n\n1. b3-b4 g6-g5 *\n")),
    % saved as it is: quit does not offer it again
    assertion(\+ has(Output1, "not saved")),
    format(string(Loaded), "Loaded a game of 2 moves from ~w.", [File]),
    assertion(has(Output2, Loaded)),
    assertion(has(Output2, "history\n1. b3-b4 g6-g5\n")),
    assertion(has(Output2, "White plays 2. c3-c4\n")),
    % the last move of the loaded game is marked
    after_last(Output2, Loaded, Board),
    assertion(has(Board, "5 . . . . . .[B].\n")).

test(load_errors) :-
    tmp_file(eximo_bad, Bad),
    setup_call_cleanup(
        ( open(Bad, write, S), format(S, "[Game \"Gomoku\"]~n~nh8 *~n", []), close(S) ),
        two_people([[load, ' ', Bad], 'load /no/such/file', load, quit], Output),
        delete_file(Bad)),
    assertion(has(Output, "a game of Gomoku, not Eximo.")),
    assertion(has(Output, "Could not load /no/such/file: no such file.")),
    assertion(has(Output, "Usage: load FILE")).

test(save_to_a_bad_file) :-
    two_people(['b3-b4', 'save /no/such/dir/game.txt', save, quit], Output),
    assertion(has(Output, "Could not save to /no/such/dir/game.txt: ")),
    assertion(has(Output, "Usage: save FILE")).

test(game_over_waits) :-
    session(['d4xd6', 'd6-d7', history, undo, quit],
            [white(human), black(easy), fen('8/8/8/3b4/3w4/8/8/8 w')], Output),
    assertion(has(Output, "White plays 1. d4xd6, taking the piece on d5\n")),
    assertion(has(Output, "Game over: White wins: Black has no piece left.\n")),
    assertion(has(Output, "Game over (type new, undo, save FILE or quit)> d6-d7\nThe game is over: type new for another game, or undo.\n")),
    assertion(has(Output, "history\n1. d4xd6\nGame over: White wins: Black has no piece left.\n")),
    assertion(has(Output, "Took back 1 move.\n")),
    after_last(Output, "Took back 1 move.\n", Rest),
    assertion(has(Rest, "White (you), move 1> quit")).

test(resign_and_take_it_back) :-
    session([resign, resign, undo, quit], [white(human), black(easy)], Output),
    assertion(has(Output, "Game over: Black wins: White resigned.\n")),
    assertion(has(Output, "The game is over already.\n")),
    assertion(has(Output, "The resignation is taken back.\nWhite (you), move 1> quit")).

test(new_game) :-
    session(['b3-b4', new, '3', quit], [white(human), black(easy)], Output),
    assertion(has(Output, "(The game you leave is not saved.)\n\nWho plays?\n")),
    assertion(has(Output, "White, move 1> quit")).

test(menus) :-
    session(['9', '', '', 'b3-b4', quit], [], Output),
    assertion(has(Output, "Who plays?\n  1. you (White) against the computer\n")),
    assertion(has(Output, "Please answer with a number from 1 to 4.")),
    assertion(has(Output, "Level of the computer:\n  1. random ")),
    % The descriptions start in one column, after the longest name.
    assertion(has(Output, "\n  1. random          random moves\n")),
    assertion(has(Output, "\n  2. capture_first   the classroom player: ")),
    assertion(has(Output, "Your choice [4]: ")),
    assertion(has(Output, "Black (computer) plays 1... ")).

test(quit_writes_the_game_out) :-
    two_people(['b3-b4', quit], Output),
    assertion(has(Output, "The game is not saved; here it is:\n\n[Game \"Eximo\"]\n")),
    assertion(has(Output, "\n1. b3-b4 *\n\nGoodbye.\n")).

test(end_of_input) :-
    two_people(['b3-b4'], Output),
    assertion(has(Output, "The input ended and the game is not saved; here it is:")),
    assertion(sub_string(Output, _, _, 0, "End of input: goodbye.\n")).

test(computers_finish) :-
    session([], [white(capture_first), black(easy), max_moves(400)], Output),
    assertion(( has(Output, " wins: ") ; has(Output, "a draw") )),
    assertion(has(Output, "Game over (type new, undo, save FILE or quit)> ")).

test(move_limit) :-
    session([], [white(random), black(random), max_moves(4)], Output),
    assertion(has(Output, "Game over: a draw: 4 plies without an end (the rules have no draw).\n")),
    assertion(has(Output, "[Result \"1/2-1/2\"]\n[Termination \"move limit\"]\n")).

test(unknown_player, [error(domain_error(eximo_player, nobody))]) :-
    session([], [white(nobody)], _).

test(unicode_and_colour) :-
    two_people(['b3-b4', quit], Output0),
    assertion(\+ has(Output0, "\e[")),
    session(['b3-b4', quit], [white(human), black(human), colour(true), pieces(unicode)], Output),
    assertion(has(Output, "\e[0;43;1;97m \u26C0 ")),
    assertion(has(Output, "\u26C2")).

% The record names a level in words, as the draughts game's PDN does.
test(record_names_level_in_words) :-
    session([resign, quit], [white(human), black(capture_first)], Output),
    assertion(has(Output, "[Black \"Computer (capture first)\"]\n")).

% Eximo plays on the session draughts plays on: a clock too, and the
% loss on time in its record.
test(clock_and_time_forfeit) :-
    nb_setval(test_eximo_clock, 0),
    session(['b3-b4', 'g6-g5', 'c3-c4', quit],
            [white(human), black(human), clock(0.25), now(test_eximo_play:ten_seconds_later)],
            Output),
    assertion(has(Output, "Clock: White 0:15, Black 0:15\n")),
    assertion(has(Output, "White, move 1 (0:15 left)> ")),
    % 15 seconds each, 10 a move: White's second move comes too late.
    assertion(has(Output, "Time is up: White's clock ran out; the move is not played.\n")),
    assertion(has(Output, "Game over: Black wins: White ran out of time.")),
    assertion(has(Output, "[Result \"0-1\"]\n[Termination \"time forfeit\"]")).

:- end_tests(eximo_play).

%   A clock of the test's own: each reading is 10 seconds after the last.

ten_seconds_later(Now) :-
    nb_getval(test_eximo_clock, Now),
    Next is Now + 10,
    nb_setval(test_eximo_clock, Next).

:- begin_tests(eximo_play_program).

test(start_help_lists_every_game) :-
    start_program(['--help'], "", Output, Errors, Status),
    assertion(Status == exit(0)),
    assertion(Errors == ""),
    assertion(has(Output, "--game=GAME")),
    forall(member(Game, ["draughts", "eximo", "gomoku"]),
           assertion(has(Output, Game))).

test(game_help) :-
    start_program(['--game=eximo', '--help'], "", Output, _, Status),
    assertion(Status == exit(0)),
    forall(member(Option, ["--white=", "--black=", "--level=", "--fen=", "--max-moves=",
                           "--clock=", "--colour", "--unicode", "--seed=", "--help"]),
           assertion(has(Output, Option))),
    assertion(has(Output, "capture_first")).

test(pipe_game) :-
    start_program(['--game=eximo', '--white=human', '--black=human'],
                  "b3-b4\nhistory\nquit\n", Output, Errors, Status),
    assertion(Status == exit(0)),
    assertion(Errors == ""),
    assertion(has(Output, "Eximo (damas)\n")),
    assertion(has(Output, "White, move 1> b3-b4\n")),
    assertion(has(Output, "history\n1. b3-b4\n")),
    assertion(sub_string(Output, _, _, 0, "\nGoodbye.\n")).

% The command line of every game takes a clock.
test(pipe_clock) :-
    start_program(['--game=eximo', '--white=human', '--black=human', '--clock=1+2'],
                  "quit\n", Output, Errors, Status),
    assertion(Status == exit(0)),
    assertion(Errors == ""),
    assertion(has(Output, "Clock: White 1:00, Black 1:00\nWhite, move 1 (1:00 left)> ")).

test(bad_options, [forall(member(Args-Message,
                                 [ ['--white=nobody']-"--white: nobody is not a player",
                                   ['--level=human']-"--level: human is not a player",
                                   ['--fen=w']-"--fen: not a position",
                                   ['--clock=soon']-"--clock=MINUTES",
                                   ['--frobnicate']-"unknown option"
                                 ]))]) :-
    start_program(['--game=eximo'|Args], "", Output, Errors, Status),
    assertion(Status == exit(2)),
    assertion(Output == ""),
    assertion(has(Errors, Message)).

test(unknown_game) :-
    start_program(['--game=chess'], "", _, Errors, Status),
    assertion(Status == exit(2)),
    assertion(has(Errors, "--game is one of draughts, eximo, gomoku, not chess")).

% From the draughts menu: Eximo is the first game after the variants,
% and the session says goodbye once.
test(from_the_variant_menu) :-
    aggregate_all(count, shipped_variant(_), Variants),
    Eximo is Variants + 1,
    format(string(Input), "~d\n3\nb3-b4\nquit\n", [Eximo]),
    start_program([], Input, Output, Errors, Status),
    assertion(Status == exit(0)),
    assertion(Errors == ""),
    assertion(has(Output, "Eximo (another game, docs/eximo.md)")),
    assertion(has(Output, "White plays 1. b3-b4\n")),
    occurrences(Output, "Goodbye.", Goodbyes),
    assertion(Goodbyes == 1).

% On a terminal, the end of the input (Ctrl-D) asks for a file to save
% the game to; on a pipe the game is written out instead (above).
test(terminal_end_of_input_saves, [condition(have_script)]) :-
    tmp_file(eximo_tty, File),
    format(string(Input), "b3-b4\n\u0004~w\n", [File]),
    setup_call_cleanup(
        true,
        ( terminal_program(['--game=eximo', '--white=human', '--black=human'], Input,
                           Output, Status),
          read_file_to_string(File, Saved, [])
        ),
        delete_file(File)),
    assertion(Status == exit(0)),
    assertion(has(Output, "The game is not saved. Save it to which file?")),
    assertion(has(Output, "Saved the game (1 moves) to")),
    assertion(has(Output, "End of input: goodbye.")),
    assertion(\+ has(Output, "|:")),
    assertion(has(Saved, "\n1. b3-b4 *\n")).

:- end_tests(eximo_play_program).
