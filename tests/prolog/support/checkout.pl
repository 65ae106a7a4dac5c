/*  Where the repository is, for the tests that read its files or run its
    programs.  Not a test file itself: tests/prolog/run_tests.pl loads
    test_*.pl only.
*/
:- module(test_checkout,
          [ checkout/1,                 % -Top
            checkout_file/2             % +Relative, -Path
          ]).

:- use_module(library(filesex)).

:- dynamic checkout_directory/1.

:- prolog_load_context(directory, Dir),
   directory_file_path(Dir, '../../..', Top0),
   absolute_file_name(Top0, Top, [file_type(directory)]),
   retractall(checkout_directory(_)),
   asserta(checkout_directory(Top)).

%!  checkout(-Top) is det.
%
%   Top is the absolute path of the repository these tests belong to.

checkout(Top) :-
    checkout_directory(Top).

%!  checkout_file(+Relative, -Path) is det.
%
%   Path is the absolute path of Relative, a path from the top of the
%   repository (e.g. `'tests/data/perft.tsv'`).

checkout_file(Relative, Path) :-
    checkout(Top),
    directory_file_path(Top, Relative, Path).
