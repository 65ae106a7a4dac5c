/*  The set-up targets of the Makefile: `make play` needs only what the
    terminal game needs (gcc and swipl), `make test` also what the suite
    runs (cmocka, the browser test's packages), and an npm install that
    fails says why.  The targets are run with `make -n`, which prints
    their commands without running them, or, for the failed install, in
    a temporary copy with an npm registry that cannot be reached.
*/
:- module(test_setup, []).

:- use_module(library(plunit)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(filesex)).

:- use_module('../support/checkout').

%   run_make(+Directory, +Arguments, +Environment, -Status, -Output):
%   runs make with Arguments in Directory, Environment added to the
%   environment; Output is what it wrote to stdout and stderr.  The
%   flags of a calling make (make check) are not passed on.

run_make(Directory, Arguments, Environment, Status, Output) :-
    tmp_file(damas_make_output, Log),
    setup_call_cleanup(
        open(Log, write, LogStream),
        ( process_create(path(make), ['--no-print-directory'|Arguments],
                         [ cwd(Directory),
                           stdin(null),
                           stdout(stream(LogStream)),
                           stderr(stream(LogStream)),
                           environment([ 'MAKEFLAGS'='', 'MFLAGS'='', 'VARIANT'=''
                                       | Environment
                                       ]),
                           process(Pid)
                         ]),
          process_wait(Pid, Status)
        ),
        close(LogStream)),
    read_file_to_string(Log, Output, []),
    delete_file(Log).

%   dry_run(+Target, -Output): the commands `make -n Target` prints.

dry_run(Target, Output) :-
    checkout(Top),
    run_make(Top, ['-n', Target], [], Status, Output),
    assertion(Status == exit(0)).

mentions(Output, Word) :-
    sub_string(Output, _, _, _, Word),
    !.

browser_packages_installed :-
    forall(member(Command, [chromium, node, npm]),
           absolute_file_name(path(Command), _,
                              [access(execute), file_errors(fail)])).

:- begin_tests(setup_targets).

test(play_needs_only_gcc_and_swipl) :-
    dry_run(play, Output),
    assertion(mentions(Output, "swi-prolog-nox")),
    forall(member(Word, ["cmocka", "chromium", "nodejs", "npm"]),
           assertion(\+ mentions(Output, Word))).

test(test_installs_what_the_suite_runs) :-
    dry_run(test, Output),
    forall(member(Word, ["swi-prolog-nox", "cmocka", "chromium", "npm ci"]),
           assertion(mentions(Output, Word))).

%   A copy of the Makefile and of tests/web/'s package files, so that
%   npm ci runs (the checkout may have its packages already); an npm
%   cache of its own, so that nothing is found offline.  Runs only
%   where chromium, node and npm are installed: web-deps would
%   otherwise call apt-get first.

test(failed_npm_install_says_why, [condition(browser_packages_installed)]) :-
    checkout(Top),
    tmp_file(damas_setup, Tmp),
    directory_file_path(Tmp, 'tests/web', Web),
    make_directory_path(Web),
    forall(member(File, ['Makefile', 'tests/web/package.json', 'tests/web/package-lock.json']),
           ( directory_file_path(Top, File, From),
             directory_file_path(Tmp, File, To),
             copy_file(From, To)
           )),
    directory_file_path(Tmp, 'npm-cache', Cache),
    call_cleanup(
        run_make(Tmp, ['web-deps'],
                 [ npm_config_registry='http://127.0.0.1:9/',
                   npm_config_fetch_retries='0',
                   npm_config_cache=Cache
                 ],
                 Status, Output),
        delete_directory_and_contents(Tmp)),
    assertion(Status \== exit(0)),
    assertion(mentions(Output, "npm ci failed")),
    assertion(mentions(Output, "the npm registry (http://127.0.0.1:9/) could not be reached")),
    assertion(mentions(Output, "the browser test")).

:- end_tests(setup_targets).
