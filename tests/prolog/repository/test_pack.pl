/*  The checkout as an SWI-Prolog pack: pack_install/2 installs a copy of
    it (without build/, lib/ and .git, as a fresh clone has them) into a
    temporary pack directory, offline, building the foreign library and
    running its check; a fresh swipl then attaches that directory and
    loads the libraries by their library names.  The checkout itself is
    usable too: `swipl -p library=prolog` loads the same names, and its
    own engine (lib/<arch>/damas.so) even when the pack is installed.

    The children run without the sanitizer preloads of `make sanitize`
    (the pack builds its own library with the compiler, which need not
    run under them) and without DAMAS_FOREIGN_DIR, so that each loads
    the library it built.
*/

:- module(test_pack, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(filesex)).
:- use_module(library(damas)).

:- use_module('../support/checkout').

%   run_swipl(+Directory, +Arguments, -Status, -Output): runs swipl with
%   Arguments in Directory; Output is what it wrote to stdout and stderr.
run_swipl(Directory, Arguments, Status, Output) :-
    current_prolog_flag(executable, Swipl),
    tmp_file(damas_pack_output, Log),
    setup_call_cleanup(
        open(Log, write, LogStream),
        ( process_create(Swipl, Arguments,
                         [ cwd(Directory),
                           stdin(null),
                           stdout(stream(LogStream)),
                           stderr(stream(LogStream)),
                           environment([ 'LD_PRELOAD'='',
                                         'DAMAS_FOREIGN_DIR'='',
                                         'VARIANT'='',   % make sanitize's
                                         'MAKEFLAGS'='',
                                         'MFLAGS'=''
                                       ]),
                           process(Pid)
                         ]),
          process_wait(Pid, Status)
        ),
        close(LogStream)),
    read_file_to_string(Log, Output, []),
    delete_file(Log).

%   copy_checkout(+From, +To): the files of a fresh clone, with the edits
%   of the working tree.
copy_checkout(From, To) :-
    make_directory_path(To),
    directory_files(From, Entries),
    forall(( member(Entry, Entries),
             \+ memberchk(Entry, ['.', '..', '.git', build, lib])
           ),
           ( directory_file_path(From, Entry, Source),
             directory_file_path(To, Entry, Target),
             (   exists_directory(Source)
             ->  copy_directory(Source, Target)
             ;   copy_file(Source, Target)
             )
           )).

show_output(Output) :-
    format(user_error, "~s~n", [Output]).

%   engine_files(+Directory, +Load, -Files): Files are the damas.so files
%   that a swipl running Load in Directory has mapped in its memory (in
%   /proc/self/maps), each once.

engine_files(Directory, Load, Files) :-
    engine_files(Directory, [], Load, Files).

engine_files(Directory, Flags, Load, Files) :-
    format(atom(Goal),
           "~w, read_file_to_string('/proc/self/maps', Maps, []), \c
            split_string(Maps, '\\n', ' ', Lines), \c
            forall(( member(Line, Lines), \c
                     split_string(Line, ' ', ' ', Fields), \c
                     last(Fields, Path), \c
                     sub_string(Path, _, _, 0, '/damas.so') ), \c
                   format('engine ~~w~~n', [Path]))",
           [Load]),
    append([['-q'], Flags, ['-g', Goal, '-t', halt]], Arguments),
    run_swipl(Directory, Arguments, Status, Output),
    (   Status == exit(0)
    ->  true
    ;   show_output(Output)
    ),
    Status == exit(0),
    split_string(Output, "\n", "", Lines),
    findall(File,
            ( member(Line, Lines),
              string_concat("engine ", Path, Line),
              atom_string(File, Path)
            ),
            Files0),
    sort(Files0, Files).

%   install_pack: pack_install/2 installs a copy of the checkout into a
%   temporary pack directory, Tmp/packs; installed_pack/2 keeps where.

:- dynamic installed_pack/2.            % Tmp, Packs
:- dynamic install_output/1.            % what pack_install printed

install_pack :-
    checkout(Top),
    tmp_file(damas_pack, Tmp),
    make_directory(Tmp),
    directory_file_path(Tmp, 'src/damas', Source),
    directory_file_path(Tmp, packs, Packs),
    make_directory_path(Packs),
    copy_checkout(Top, Source),
    uri_file_name(URL, Source),
    % Not silent and not -q: what a user sees, the build's and the
    % check's lines with it ("% ERROR: ..."), is what
    % install_prints_no_error reads.
    format(atom(Install),
           "pack_install(~q, [package_directory(~q), interactive(false), \c
                              silent(false), upgrade(true)])",
           [URL, Packs]),
    run_swipl(Tmp, ['-g', Install, '-t', halt], InstallStatus, InstallOutput),
    (   InstallStatus == exit(0)
    ->  true
    ;   show_output(InstallOutput)
    ),
    retractall(installed_pack(_, _)),
    assertz(installed_pack(Tmp, Packs)),
    retractall(install_output(_)),
    assertz(install_output(InstallOutput)),
    InstallStatus == exit(0).

remove_pack :-
    retractall(install_output(_)),
    forall(retract(installed_pack(Tmp, _)),
           delete_directory_and_contents(Tmp)).

:- begin_tests(pack_install, [ setup(install_pack),
                                 cleanup(remove_pack)
                               ]).

test(install_build_check_and_load, [nondet]) :-
    installed_pack(Tmp, Packs),
    directory_file_path(Packs, 'damas/pack.pl', Installed),
    assertion(exists_file(Installed)),
    current_prolog_flag(arch, Arch),
    format(atom(SO), "~w/damas/lib/~w/damas.so", [Packs, Arch]),
    assertion(exists_file(SO)),
    % A fresh swipl finds every library by name in the installed pack.
    initial_position(Start),
    perft(Start, 5, Expected),
    format(atom(Load),
           "attach_packs(~q, []), \c
            use_module(library(damas)), use_module(library(damas/game)), \c
            use_module(library(damas/pdn)), use_module(library(damas/search)), \c
            module_property(damas, file(File)), \c
            initial_position(P), perft(P, 5, N), \c
            format('~~w ~~w~~n', [N, File])",
           [Packs]),
    run_swipl(Tmp, ['-q', '-g', Load, '-t', halt], LoadStatus, LoadOutput),
    (   LoadStatus == exit(0)
    ->  true
    ;   show_output(LoadOutput)
    ),
    assertion(LoadStatus == exit(0)),
    split_string(LoadOutput, " \n", " \n", [Count, LoadedFrom|_]),
    assertion(number_string(Expected, Count)),
    directory_file_path(Packs, 'damas/prolog/damas.pl', PackLibrary),
    assertion(atom_string(PackLibrary, LoadedFrom)),
    assertion(engine_files(Tmp, Load, [SO])).

%   pack_install prints no ERROR line (and no warning), its own or one
%   of the build and the check it runs, which it prints after "% ": a
%   user reading one thinks the install broke, whatever the check says
%   after it.

test(install_prints_no_error, Bad == []) :-
    install_output(Output),
    split_string(Output, "\n", "", Lines),
    include([Line]>>( sub_string(Line, _, _, _, "ERROR")
                    ; sub_string(Line, _, _, _, "Warning:")
                    ), Lines, Bad),
    (   Bad == []
    ->  true
    ;   show_output(Output)
    ).

%   With the pack installed, the checkout's library runs the checkout's
%   engine, lib/<arch>/damas.so, not the pack's: one who edits the C
%   code and runs make must run what make built.

test(checkout_loads_its_own_engine_beside_a_pack) :-
    installed_pack(_, Packs),
    checkout(Top),
    current_prolog_flag(arch, Arch),
    format(atom(OwnEngine), "~w/lib/~w/damas.so", [Top, Arch]),
    directory_file_path(Top, 'prolog/damas.pl', OwnLibrary),
    format(atom(Load),
           "attach_packs(~q, []), use_module(library(damas)), \c
            module_property(damas, file(File)), format('~~w~~n', [File])",
           [Packs]),
    run_swipl(Top, ['-q', '-p', 'library=prolog', '-g', Load, '-t', halt], Status, Output),
    (   Status == exit(0)
    ->  true
    ;   show_output(Output)
    ),
    assertion(Status == exit(0)),
    split_string(Output, "\n", " ", [LoadedFrom|_]),
    assertion(atom_string(OwnLibrary, LoadedFrom)),
    assertion(engine_files(Top, ['-p', 'library=prolog'], Load, [OwnEngine])).

:- end_tests(pack_install).

:- begin_tests(checkout_library_names).

%   The checkout with -p library=prolog, as the README says.
test(library_names_from_checkout, true(Status == exit(0))) :-
    checkout(Top),
    run_swipl(Top, ['-q', '-p', 'library=prolog',
                    '-g', 'use_module(library(damas)), use_module(library(damas/game)), \c
                           use_module(library(damas/pdn))',
                    '-t', halt],
              Status, Output),
    (   Status == exit(0), Output == ""
    ->  true
    ;   show_output(Output)
    ),
    assertion(Output == "").

:- end_tests(checkout_library_names).
