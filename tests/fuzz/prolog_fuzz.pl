/*  A fuzzer for the library's text inputs: FEN (fen_position/2), move
    text (make_move/3, text_move/3), PDN (read_pdn/2 from a string and
    from a file of raw bytes) and the interactive game's input lines
    (play/1, reading raw bytes).  Inputs are random or mutated from valid
    ones.  Every call must succeed, fail where failing is allowed, or raise
    one of the error terms the predicate documents; anything else (another
    exception, a call that runs past its time limit) is a finding, printed
    with the input, and the run exits 1.  A crash of the process is a
    finding too: the last line printed names the case to replay.

        swipl tests/fuzz/prolog_fuzz.pl [--seconds=S] [--count=N] [--seed=K]
                                        [--only=I]

    Case I uses the random seed K+I, so `--seed=K --only=I` replays it.
    Defaults: 60 seconds, seed 1.  Each case is one input for each of
    the five targets.
*/
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(utf8)).
:- use_module(library(main)).
:- use_module(library(random)).
:- use_module(library(readutil)).
:- use_module(library(time)).

:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/../../prolog', Lib),
   asserta(user:file_search_path(library, Lib)),
   atom_concat(Dir, '/../../examples/games.pdn', Example),
   asserta(example_pdn(Example)).

:- use_module(library(damas)).
:- use_module(library(damas/game)).
:- use_module(library(damas/pdn)).
:- use_module(library(damas/play)).

:- initialization(main, main).

%   A call may take this long (seconds) before it counts as a hang.
call_limit(20).

main(Argv) :-
    argv_options(Argv, _, Options),
    option_value(Options, seconds, 60, Seconds),
    option_value(Options, count, inf, Count),
    option_value(Options, seed, 1, Seed),
    tmp_file(prolog_fuzz, Dir),
    make_directory(Dir),
    example_pdn(Example),
    read_file_to_string(Example, ExampleText, [encoding(utf8)]),
    get_time(Start),
    End is Start + Seconds,
    Context = context(Dir, ExampleText),
    (   memberchk(only(Only), Options)
    ->  run_case(Context, Seed, Only),
        Cases = 1
    ;   run_cases(Context, Seed, 0, Count, End, Cases)
    ),
    delete_directory_and_contents(Dir),
    format("prolog_fuzz: ~d cases (~d calls), seed ~w, no findings~n",
           [Cases, Cases * 5, Seed]).

option_value(Options, Name, Default, Value) :-
    Option =.. [Name, Value0],
    (   memberchk(Option, Options)
    ->  Value = Value0
    ;   Value = Default
    ).

run_cases(Context, Seed, I, Count, End, Cases) :-
    get_time(Now),
    (   ( Count \== inf, I >= Count ; Now >= End )
    ->  Cases = I
    ;   run_case(Context, Seed, I),
        I1 is I + 1,
        run_cases(Context, Seed, I1, Count, End, Cases)
    ).

run_case(Context, Seed, I) :-
    S is Seed + I,
    set_random(seed(S)),
    (   I mod 500 =:= 0
    ->  format(user_error, "prolog_fuzz: case ~d (--seed=~w --only=~d)~n", [I, Seed, I])
    ;   true
    ),
    random_position(Position),
    forall(target(Target),
           ( input(Target, Context, Position, Input),
             check(Target, Context, Position, Input, Seed, I) )).

target(fen).
target(move).
target(pdn_string).
target(pdn_file).
target(play).


                 /*******************************
                 *          THE TARGETS         *
                 *******************************/

%   call_target(+Target, +Context, +Position, +Input)

call_target(fen, _, _, Text) :-
    fen_position(Text, Position),
    position_fen(Position, Fen),
    fen_position(Fen, Again),
    (   Again == Position
    ->  true
    ;   throw(finding(fen_round_trip(Fen)))
    ).
call_target(move, _, Position, Text) :-
    (   random_between(0, 1, 0)
    ->  make_move(Position, Text, _)
    ;   text_move(Position, Text, Move),
        make_move(Position, Move, _)
    ).
call_target(pdn_string, _, _, Text) :-
    read_pdn(string(Text), Games),
    must_be(list, Games).
call_target(pdn_file, context(Dir, _), _, Bytes) :-
    directory_file_path(Dir, 'input.pdn', File),
    write_bytes(File, Bytes),
    read_pdn(file(File), Games),
    must_be(list, Games).
call_target(play, context(Dir, _), _, Bytes) :-
    directory_file_path(Dir, 'input.txt', File),
    write_bytes(File, Bytes),
    setup_call_cleanup(
        open(File, read, In, [encoding(utf8)]),
        with_output_to(string(_),
                       ( current_output(Out),
                         play([input(In), output(Out), seed(1)]) )),
        close(In)).

%   allowed(+Target, +Error): the errors each target documents.

allowed(fen, syntax_error(_)).
allowed(fen, type_error(_, _)).
allowed(fen, domain_error(_, _)).
allowed(move, syntax_error(move_text(_))).
allowed(move, domain_error(legal_move, _)).
allowed(move, domain_error(unambiguous_move, _)).
allowed(move, domain_error(square, _)).
allowed(move, domain_error(dark_square, _)).
allowed(move, type_error(_, _)).
allowed(pdn_string, syntax_error(pdn(_, _, _))).
allowed(pdn_file, syntax_error(pdn(_, _, _))).

%   The targets that may fail instead of answering (none: every one of
%   them is det).

may_fail(_) :-
    fail.

check(Target, Context, Position, Input, Seed, I) :-
    call_limit(Limit),
    catch(( call_with_time_limit(Limit, call_target(Target, Context, Position, Input))
          -> Result = true
          ;  Result = failed
          ),
          Error, Result = error(Error)),
    (   acceptable(Target, Result)
    ->  true
    ;   report(Target, Position, Input, Result, Seed, I),
        halt(1)
    ).

acceptable(_, true).
acceptable(Target, failed) :-
    may_fail(Target).
acceptable(Target, error(error(Formal, _))) :-
    allowed(Target, Formal),
    !.

report(Target, Position, Input, Result, Seed, I) :-
    format(user_error, "~nprolog_fuzz: FINDING in ~w (replay: --seed=~w --only=~d)~n",
           [Target, Seed, I]),
    catch(position_fen(Position, Fen), _, Fen = '?'),
    format(user_error, "  position: ~w~n", [Fen]),
    (   is_list(Input)
    ->  format(user_error, "  input bytes: ~q~n", [Input])
    ;   format(user_error, "  input: ~q~n", [Input])
    ),
    format(user_error, "  result: ~q~n", [Result]).

write_bytes(File, Bytes) :-
    setup_call_cleanup(open(File, write, Out, [type(binary)]),
                       maplist(put_byte(Out), Bytes),
                       close(Out)).


                 /*******************************
                 *            INPUTS            *
                 *******************************/

%   A position of a random game from the start, 0 to 60 plies in.

random_position(Position) :-
    initial_position(Start),
    random_between(0, 60, Plies),
    walk(Plies, Start, Position).

walk(0, Position, Position) :- !.
walk(N, Position0, Position) :-
    legal_moves(Position0, Moves),
    (   Moves == []
    ->  Position = Position0
    ;   random_member(Move, Moves),
        make_move(Position0, Move, Position1),
        N1 is N - 1,
        walk(N1, Position1, Position)
    ).

input(fen, _, Position, Text) :-
    position_fen(Position, Fen),
    random_member(Seed, [Fen, 'W:W21-32:B1-12', 'B:WK7,20:B15,K26', 'W:W31-50:B1-20']),
    mutated_text(Seed, fen, Text).
input(move, _, Position, Text) :-
    legal_moves(Position, Moves),
    (   Moves == []
    ->  Seed = '22-18'
    ;   random_member(Move, Moves),
        random_member(Notation, [numeric, algebraic]),
        move_text(Position, Move, Seed, [notation(Notation)])
    ),
    mutated_text(Seed, move, Text).
input(pdn_string, context(_, Example), Position, Text) :-
    pdn_seed(Example, Position, Seed),
    mutated_text(Seed, pdn, Text).
input(pdn_file, context(_, Example), Position, Bytes) :-
    pdn_seed(Example, Position, Seed),
    string_utf8_bytes(Seed, SeedBytes),
    mutated_bytes(SeedBytes, Bytes).
input(play, _, Position, Bytes) :-
    play_lines(Position, Lines),
    atomic_list_concat(Lines, '\n', Text),
    string_utf8_bytes(Text, TextBytes),
    (   random_between(0, 2, 0)
    ->  mutated_bytes(TextBytes, Bytes0)
    ;   Bytes0 = TextBytes
    ),
    safe_play_bytes(Bytes0, Bytes).

pdn_seed(Example, Position, Seed) :-
    (   random_between(0, 1, 0)
    ->  Seed = Example
    ;   position_fen(Position, Fen),
        legal_moves(Position, Moves),
        (   Moves = [Move|_]
        ->  move_text(Position, Move, MoveText)
        ;   MoveText = ""
        ),
        format(string(Seed), "[FEN \"~w\"]~n[Event \"fuzz\"]~n1. ~w {a comment} *~n",
               [Fen, MoveText])
    ).

%   Lines for a two-player session: the menu answer, then moves,
%   commands and noise.  Commands that start the computer (a menu
%   answer other than 3 after `new`, hint) or touch files are replaced
%   in safe_play_bytes/2.

play_lines(Position, ["3"|Lines]) :-
    random_between(0, 12, N),
    length(Lines, N),
    maplist(play_line(Position), Lines).

play_line(Position, Line) :-
    random_between(0, 9, K),
    (   K < 4
    ->  legal_moves(Position, Moves),
        (   Moves == []
        ->  Line = "moves"
        ;   random_member(Move, Moves),
            move_text(Position, Move, Line)
        )
    ;   K < 7
    ->  random_member(Line, ["moves", "undo", "fen", "board", "notation", "draw",
                             "resign", "help", "22-18", "c3-d4", "11x18", "quit", ""])
    ;   random_text(Line)
    ).

%   No line may start the computer or name a file: a first word (any
%   case) new, hint, save or load, or a lone digit other than 3 (a
%   menu answer) becomes "fen".

safe_play_bytes(Bytes, Safe) :-
    split_bytes(Bytes, Lines),
    maplist(safe_line, Lines, SafeLines),
    join_bytes(SafeLines, Safe).

split_bytes(Bytes, [Line|Lines]) :-
    (   append(Line, [0'\n|Rest], Bytes)
    ->  split_bytes(Rest, Lines)
    ;   Line = Bytes,
        Lines = []
    ).

join_bytes([Line], Line) :- !.
join_bytes([Line|Lines], Bytes) :-
    join_bytes(Lines, Rest),
    append(Line, [0'\n|Rest], Bytes).

safe_line(Line, Safe) :-
    exclude([B]>>memberchk(B, [0' , 0'\t, 0'\r]), Line, Squeezed),
    maplist([B, L]>>(B >= 0'A, B =< 0'Z -> L is B + 32 ; L = B), Squeezed, Lower),
    (   ( append(Word, _, Lower), memberchk(Word, [`new`, `hint`, `save`, `load`])
        ; Lower = [D], D >= 0'0, D =< 0'9, D =\= 0'3
        ; Lower = [_, _|_], forall(member(C, Lower), (C >= 0'0, C =< 0'9)), Lower \== `3`
        )
    ->  Safe = `fen`
    ;   Safe = Line
    ).


                 /*******************************
                 *           MUTATIONS          *
                 *******************************/

%   mutated_text(+Seed, +Kind, -Text): Seed, mutated, or random text.

mutated_text(Seed, Kind, Text) :-
    random_between(0, 9, K),
    (   K =:= 0
    ->  random_text(Text)
    ;   K =:= 1
    ->  long_text(Kind, Text)
    ;   atom_codes(Seed, Codes),
        random_between(1, 4, Rounds),
        mutate_times(Rounds, text, Codes, Mutated),
        string_codes(Text, Mutated)
    ).

mutated_bytes(Bytes0, Bytes) :-
    random_between(1, 4, Rounds),
    mutate_times(Rounds, bytes, Bytes0, Bytes).

mutate_times(0, _, Codes, Codes) :- !.
mutate_times(N, Kind, Codes0, Codes) :-
    mutate(Kind, Codes0, Codes1),
    N1 is N - 1,
    mutate_times(N1, Kind, Codes1, Codes).

mutate(Kind, Codes0, Codes) :-
    length(Codes0, Length),
    random_between(0, Length, At),
    length(Before, At),
    append(Before, After0, Codes0),
    random_between(0, 5, Op),
    (   Op =:= 0, After0 = [_|After]            % delete
    ->  append(Before, After, Codes)
    ;   Op =:= 1, After0 = [_|After]            % replace
    ->  random_unit(Kind, Units),
        append([Before, Units, After], Codes)
    ;   Op =:= 2                                % duplicate a stretch
    ->  random_between(0, 20, N),
        prefix_up_to(After0, N, Stretch),
        random_between(1, 8, Times),
        length(Copies, Times),
        maplist(=(Stretch), Copies),
        append(Copies, Repeated),
        append([Before, Repeated, After0], Codes)
    ;   Op =:= 3, Length > 0                    % cut the rest
    ->  Codes = Before
    ;   random_unit(Kind, Units),               % insert
        append([Before, Units, After0], Codes)
    ).

prefix_up_to(List, N, Prefix) :-
    length(List, Length),
    M is min(N, Length),
    length(Prefix, M),
    append(Prefix, _, List).

%   random_unit(+Kind, -Codes): a character (text) or a byte sequence,
%   often one that draughts text is made of.

random_unit(Kind, Units) :-
    random_between(0, 9, K),
    (   K < 5
    ->  random_member(C, `0123456789-xX:WBK,.[]{}()"\\ \n\t;$!?*/abcdefghij`),
        Units = [C]
    ;   Kind == text
    ->  random_member(Range, [0-31, 127-255, 256-0xD7FF, 0xD800-0xDFFF, 0xE000-0xFFFD, 0x10000-0x10FFFF]),
        Range = Low-High,
        random_between(Low, High, C),
        Units = [C]
    ;   random_member(Units, [[0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0xC0, 0xAF],
                              [0xE2, 0x82], [0x80], [0xF0, 0x9D, 0x84, 0x9E], [0xC3, 0xA9], [0]])
    ).

random_text(Text) :-
    random_between(0, 40, Length),
    length(Codes, Length),
    maplist([C]>>random_unit(text, [C]), Codes),
    string_codes(Text, Codes).

%   Long runs that once cost quadratic time.

long_text(Kind, Text) :-
    random_between(1000, 200000, N),
    random_member(C, `0123456789{(x-[`),
    (   random_between(0, 1, 0)
    ->  length(Codes, N),
        maplist(=(C), Codes),
        string_codes(Run, Codes)
    ;   Lines is N // 2,                         % the character on every line
        length(Pairs, Lines),
        maplist(=([C, 0'\n]), Pairs),
        append(Pairs, Codes),
        string_codes(Run, Codes)
    ),
    (   Kind == move
    ->  random_member(Template, ["~w", "~w-18", "c~w-d4", "22x~w"])
    ;   Kind == fen
    ->  random_member(Template, ["W:W~w:B1", "~w", "W:W21-~w:B1"])
    ;   random_member(Template, ["1. ~w *", "~w. 22-18 *", "[Event \"~w\"]\n1. 22-18 *",
                                 "~w", "[GameType \"~w\"]\n*"])
    ),
    format(string(Text), Template, [Run]).

string_utf8_bytes(Text, Bytes) :-
    text_to_string(Text, String),
    string_codes(String, Codes),
    phrase(utf8_codes(Codes), Bytes).

