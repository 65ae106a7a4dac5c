/*  Running a browser test of tests/web/ (a node script driving headless
    Chromium with playwright-core) from a plunit test.  Not a test file
    itself: tests/prolog/run_tests.pl loads test_*.pl only.
*/
:- module(test_browser,
          [ browser_test_possible/0,
            browser_script/4            % +Script, +Arguments, -Output, -Status
          ]).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(checkout).

%!  browser_test_possible is semidet.
%
%   Chromium, node and the npm package playwright-core (make deps
%   installs them, the package in tests/web/node_modules/) are there.

browser_test_possible :-
    absolute_file_name(path(chromium), _, [access(execute), file_errors(fail)]),
    absolute_file_name(path(node), _, [access(execute), file_errors(fail)]),
    checkout_file('tests/web/node_modules/playwright-core/package.json', Package),
    exists_file(Package).

%!  browser_script(+Script, +Arguments, -Output, -Status) is det.
%
%   Runs Script (a path from the top of the repository) with node and
%   Arguments; Output is what it printed on its standard output (also
%   copied to the standard error, for the test's log) and Status its
%   exit status.

browser_script(Script, Arguments, Output, Status) :-
    checkout_file(Script, Path),
    absolute_file_name(path(node), Node, [access(execute)]),
    setup_call_cleanup(
        % Under make sanitize the sanitizer runtimes are preloaded into
        % swipl; the browser must not inherit them (it spins).
        process_create(Node, [Path|Arguments],
                       [ stdout(pipe(Out)), stderr(std), process(Pid),
                         environment(['LD_PRELOAD'='', 'ASAN_OPTIONS'=''])
                       ]),
        read_string(Out, _, Output),
        close(Out)),
    process_wait(Pid, Status),
    format(user_error, "~s", [Output]).
