/*  The tuner's self-play data cut into work units (`make tune-data`, run by
    GNU parallel), tested on this machine: an ssh login file whose only
    host is the local one with two job slots stands in for a cluster.
    The units' data merged must be the data of one run of all the games
    (the same digest from `tune check`), a unit whose file is there must
    not be played again, and a missing one must be.  The units scored by
    `make tune-score` must hold the same positions, scored the same way
    every time, and a fit must read a score for each of them.

    The children run make without the sanitizer preloads and variant of
    `make sanitize`: they build and run the plain build/tune.
*/

:- module(test_tuning, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(filesex)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).

:- use_module('../support/checkout').

%   A few short games: what is tested is the cutting and merging.
games_options('--games 8 --nodes 300 --egdb -').

%   run(+Program, +Arguments, -Output): runs Program from the checkout's
%   top; Output is its stdout and stderr; fails the test unless it exits 0.
run(Program, Arguments, Output) :-
    run(Program, Arguments, Status, Output),
    (   Status == exit(0)
    ->  true
    ;   format(user_error, "~w ~w: ~w~n~s~n", [Program, Arguments, Status, Output]),
        fail
    ).

run(Program, Arguments, Status, Output) :-
    checkout(Top),
    tmp_file(damas_tuning_output, Log),
    setup_call_cleanup(
        open(Log, write, LogStream),
        ( process_create(Program, Arguments,
                         [ cwd(Top), stdin(null),
                           stdout(stream(LogStream)), stderr(stream(LogStream)),
                           environment([ 'LD_PRELOAD'='', 'VARIANT'='',
                                         'MAKEFLAGS'='', 'MFLAGS'='', 'MAKELEVEL'=''
                                       ]),
                           process(Pid)
                         ]),
          process_wait(Pid, Status)
        ),
        close(LogStream)),
    read_file_to_string(Log, Output, []),
    delete_file(Log).

%   tune_data(+Dir, +Units, +Extra): make tune-data into Dir, in Units units.
tune_data(Dir, Units, Extra) :-
    games_options(Games),
    format(atom(UnitsArg), "TUNE_UNITS=~d", [Units]),
    format(atom(DirArg), "TUNE_DIR=~w", [Dir]),
    format(atom(OptionsArg), "TUNE_DATA_OPTIONS=~w", [Games]),
    append([ ['-s', '--no-print-directory', 'tune-data', 'TUNE_VARIANT=brazilian',
              UnitsArg, DirArg, OptionsArg],
             Extra ], Arguments),
    run(path(make), Arguments, _).

%   digest(+Data, -Summary): `tune check`'s games, positions and digest.
digest(Data, Summary) :-
    checkout_file('build/tune', Tune),
    run(Tune, [check, '--variant', brazilian, '--data', Data], Output),
    split_string(Output, ":", " \n", [_, Summary]).

unit_files(Dir, Files) :-
    directory_files(Dir, Entries),
    include([E]>>sub_atom(E, _, _, 0, '.bin'), Entries, Names),
    msort(Names, Files).

modified(Dir, File, Time) :-
    directory_file_path(Dir, File, Path),
    time_file(Path, Time).

:- begin_tests(tuning_units).

test(units_merge_to_one_run_and_resume) :-
    tmp_file(damas_tuning, Top),
    make_directory_path(Top),
    directory_file_path(Top, hosts, Hosts),
    % parallel's login file: two job slots on the local host (":").
    setup_call_cleanup(open(Hosts, write, S), format(S, "2/:~n", []), close(S)),
    directory_file_path(Top, split, Split),
    directory_file_path(Top, whole, Whole),
    format(atom(HostsArg), "TUNE_HOSTS=~w", [Hosts]),
    tune_data(Split, 3, [HostsArg]),
    tune_data(Whole, 1, ['TUNE_JOBS=1']),
    unit_files(Split, Units),
    assertion(Units == ['unit-1-of-3.bin', 'unit-2-of-3.bin', 'unit-3-of-3.bin']),
    digest(Split, SplitDigest),
    digest(Whole, WholeDigest),
    assertion(sub_string(WholeDigest, 0, _, _, "8 games")),
    assertion(SplitDigest == WholeDigest),
    % Resuming: the units that are there stay as they are, a missing
    % one is played again, the same.
    maplist(modified(Split), ['unit-1-of-3.bin', 'unit-3-of-3.bin'], Before),
    directory_file_path(Split, 'unit-2-of-3.bin', Second),
    delete_file(Second),
    sleep(1.1),                         % a new file would get a new time
    tune_data(Split, 3, [HostsArg]),
    maplist(modified(Split), ['unit-1-of-3.bin', 'unit-3-of-3.bin'], After),
    assertion(Before == After),
    assertion(exists_file(Second)),
    digest(Split, Resumed),
    assertion(Resumed == WholeDigest),
    delete_directory_and_contents(Top).

test(data_of_another_board_refused) :-
    tmp_file(damas_tuning, Top),
    make_directory_path(Top),
    run(path(make), ['-s', '--no-print-directory', 'build/tune'], _),
    checkout_file('build/tune', Tune),
    directory_file_path(Top, 'intl.bin', Data),
    run(Tune, [generate, '--variant', international, '--games', '1',
               '--nodes', '200', '--data', Data], _),
    % 10x10 positions for the 8x8 fit: an error that says why
    run(Tune, [check, '--variant', brazilian, '--data', Data], Status, Output),
    delete_directory_and_contents(Top),
    assertion(Status == exit(1)),
    assertion(sub_string(Output, _, _, _, "board of 50 squares, not 32")).

test(scored_units_keep_their_positions_and_fit) :-
    tmp_file(damas_tuning, Top),
    make_directory_path(Top),
    directory_file_path(Top, units, Units),
    directory_file_path(Top, scored, Scored),
    tune_data(Units, 2, ['TUNE_JOBS=2']),
    % Scored on "hosts", as on a cluster: the local one, two job slots.
    directory_file_path(Top, hosts, Hosts),
    setup_call_cleanup(open(Hosts, write, S), format(S, "2/:~n", []), close(S)),
    format(atom(HostsArg), "TUNE_HOSTS=~w", [Hosts]),
    format(atom(DirArg), "TUNE_DIR=~w", [Units]),
    format(atom(ScoredArg), "TUNE_SCORED_DIR=~w", [Scored]),
    Score = ['-s', '--no-print-directory', 'tune-score', 'TUNE_VARIANT=brazilian',
             HostsArg, 'TUNE_SCORE_NODES=300', 'TUNE_SCORE_OPTIONS=--egdb -', DirArg,
             ScoredArg],
    run(path(make), Score, _),
    unit_files(Scored, Files),
    assertion(Files == ['unit-1-of-2.bin', 'unit-2-of-2.bin']),
    unit_files(Units, Files),           % the units scored are still there
    % The scores are added to the records, which stay the same.
    digest(Units, UnitsDigest),
    digest(Scored, ScoredDigest),
    assertion(ScoredDigest == UnitsDigest),
    % The same program and data give the same scores.
    directory_file_path(Scored, 'unit-1-of-2.bin', First),
    directory_file_path(Top, 'again.bin', Again),
    directory_file_path(Units, 'unit-1-of-2.bin', FirstUnit),
    checkout_file('build/tune', Tune),
    run(Tune, [score, '--variant', brazilian, '--nodes', '300', '--egdb', '-',
               '--data', FirstUnit, '--out', Again], _),
    read_file_to_codes(First, FirstBytes, [type(binary)]),
    read_file_to_codes(Again, AgainBytes, [type(binary)]),
    assertion(FirstBytes == AgainBytes),
    % A fit to half results, half scores reads a score for every position.
    run(Tune, ['--variant', brazilian, '--data', Scored, '--lambda', '0.5',
               '--rounds', '1', '--steps', '5', '--out', '-'], Fit),
    assertion(sub_string(Fit, _, _, _, "labels 0.50 result, 0.50 score")),
    once(sub_string(Fit, Before, _, _, "search scores: ")),
    sub_string(Fit, Before, _, 0, FromScores),
    split_string(FromScores, " ", "", [_, _, ScoredCount, "of", FittedCount|_]),
    assertion(ScoredCount == FittedCount),
    delete_directory_and_contents(Top).

:- end_tests(tuning_units).

:- begin_tests(tuning_fit).

%   The descent sums its gradient over fixed slices of the positions,
%   whatever the number of threads: one thread and three fit the same
%   weights, to the last digit of the file.
test(threads_fit_the_same_weights) :-
    tmp_file(damas_tuning, Top),
    make_directory_path(Top),
    directory_file_path(Top, units, Units),
    tune_data(Units, 1, ['TUNE_JOBS=1']),
    checkout_file('build/tune', Tune),
    maplist([Threads, Bytes]>>
            ( format(atom(Out), "~w/weights-~d.h", [Top, Threads]),
              run(Tune, ['--variant', brazilian, '--data', Units, '--rounds', '2',
                         '--steps', '20', '--threads', Threads, '--out', Out], Fit),
              assertion(sub_string(Fit, _, _, _, "wrote ")),
              read_file_to_string(Out, Bytes, [])
            ), [1, 3], [One, Three]),
    assertion(One == Three),
    assertion(sub_string(One, _, _, _, "DM_EVAL_8X8_WEIGHTS_FULL")),
    run(Tune, ['--variant', brazilian, '--data', Units, '--threads', 0, '--out', '-'],
        Refused, _),
    assertion(Refused == exit(2)),
    delete_directory_and_contents(Top).

:- end_tests(tuning_fit).
