:- module(damas_play_variant_file,
          [ variant_argument/2,         % +Text, -Variant
            variant_argument/3,         % +Text, -Variant, +Options
            load_variant_file/2         % +File, -Variant
          ]).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module('../kb', [shipped_variant/1, nearest_variant/2, check_variant/1]).
:- use_module(errors, [message_string/2]).

/** <module> A variant named on the command line: shipped, or a file

What `swipl examples/start.pl --variant=TEXT` plays: a shipped variant
by its name, or a variant of one's own (docs/rules.md, "A variant of
your own") by its file, `--variant=teacher_br` for teacher_br.pl in the
current directory or `--variant=examples/teacher_br.pl`.  The file is
loaded as a module (use_module/2 with no imports) and checked at once,
so that a mistake in it is said before the game starts, with the file
and the line it is on.
*/

%!  variant_argument(+Text, -Variant) is det.
%!  variant_argument(+Text, -Variant, +Options) is det.
%
%   Variant is the variant Text names: a shipped variant, else the
%   module of the variant file Text (or Text.pl), loaded by
%   load_variant_file/2.  A relative file name is looked for in the
%   current directory, then in each of option directories(Dirs).
%
%   @error existence_error(damas_variant, Text), its message suggesting
%   the nearest shipped name (`did you mean brazilian?`), when Text is
%   neither; the errors of load_variant_file/2.

variant_argument(Text, Variant) :-
    variant_argument(Text, Variant, []).

variant_argument(Text, Variant, Options) :-
    must_be(atomic, Text),
    atom_string(Name, Text),
    option(directories(Dirs), Options, []),
    (   shipped_variant(Name)
    ->  Variant = Name
    ;   variant_file(Name, ['.'|Dirs], File)
    ->  load_variant_file(File, Variant)
    ;   unknown_variant(Name)
    ).

variant_file(Name, Dirs, File) :-
    (   is_absolute_file_name(Name)
    ->  Dir = '.'
    ;   member(Dir, Dirs)
    ),
    (   Base = Name
    ;   file_name_extension(Name, pl, Base)
    ),
    (   Dir == '.'
    ->  File = Base
    ;   directory_file_path(Dir, Base, File)
    ),
    exists_file(File),
    !.

unknown_variant(Name) :-
    (   nearest_variant(Name, Nearest)
    ->  format(string(Hint), "did you mean ~w? ", [Nearest])
    ;   Hint = ""
    ),
    findall(V, shipped_variant(V), Variants),
    atomic_list_concat(Variants, ', ', Shipped),
    format(string(Message),
           "unknown variant: ~w; ~wThe variants are ~w, or a variant file \c
            of your own (no file ~w or ~w.pl here)",
           [Name, Hint, Shipped, Name, Name]),
    throw(error(existence_error(damas_variant, Name), context(_, Message))).

%!  load_variant_file(+File, -Variant) is det.
%
%   Loads the variant file File as a module (its name is the variant's)
%   and checks the variant: its board relations and rules
%   (check_variant/1).  Loading prints no error: an error in the file
%   is thrown instead.
%
%   @error existence_error(source_sink, File) for a file that is not
%   there; syntax_error(variant_file) for a file that does not load
%   cleanly (a syntax error, a directive that fails or raises) or is
%   not a module; the errors of check_variant/1.  The message of each
%   (context(_, Message)) starts with the file and the line
%   (`teacher_br.pl:3: ...`) where the line is known; a file that does
%   not load says each of its errors so, one a line.

load_variant_file(File, Variant) :-
    must_be(atomic, File),
    (   absolute_file_name(File, Path, [ file_type(prolog), access(read),
                                         file_errors(fail) ])
    ->  true
    ;   format(string(Message), "~w: no such file", [File]),
        throw(error(existence_error(source_sink, File), context(_, Message)))
    ),
    load_quietly(File, Path, Problems),
    (   Problems = [_|_]
    ->  atomic_list_concat(Problems, '\n', Message0),
        atom_string(Message0, Message),
        throw(error(syntax_error(variant_file), context(_, Message)))
    ;   true
    ),
    (   module_property(Variant0, file(Path))
    ->  Variant = Variant0
    ;   format(string(Message),
               "~w: not a module: a variant file starts with :- module(Name, []).",
               [File]),
        throw(error(syntax_error(variant_file), context(_, Message)))
    ),
    catch(check_variant(Variant), Error, located_error(File, Variant, Error)).

%   load_quietly(+File, +Path, -Problems): loads Path; Problems are the
%   errors that loading reported, "File:Line: what", in order.  They are
%   kept, not printed: the caller says them once, its own way.

load_quietly(File, Path, Problems) :-
    setup_call_cleanup(
        ( nb_setval(damas_variant_file_loading, File-Path),
          nb_setval(damas_variant_file_problems, [])
        ),
        ( catch(load_files(Path, [imports([]), must_be_module(true)]), Error, true),
          nb_getval(damas_variant_file_problems, Problems0)
        ),
        ( nb_setval(damas_variant_file_loading, none),
          nb_setval(damas_variant_file_problems, [])
        )),
    (   var(Error)
    ->  Problems1 = Problems0
    ;   problem_text(File, Path, Error, Text),
        append(Problems0, [Text], Problems1)
    ),
    Problems = Problems1.

:- multifile user:message_hook/3.

user:message_hook(Term, Kind, _) :-
    (   Kind == error
    ;   Kind == warning,
        Term = goal_failed(directive, _)
    ),
    nb_current(damas_variant_file_loading, File-Path),
    problem_text(File, Path, Term, Text),
    nb_getval(damas_variant_file_problems, Problems),
    append(Problems, [Text], Problems1),
    nb_setval(damas_variant_file_problems, Problems1).

%   problem_text(+File, +Path, +Error, -Text): "File:Line: what", the line
%   from the error or, for an error of a directive, the line being
%   loaded.  The file is named as the person wrote it when it is the
%   variant file, else by its own path (a file the variant loads).

problem_text(File, Path, Error, Text) :-
    (   error_location(Error, ErrorFile, Line)
    ->  true
    ;   source_location(ErrorFile, Line)
    ->  true
    ;   ErrorFile = Path,
        Line = none
    ),
    (   ErrorFile == Path
    ->  Shown = File
    ;   Shown = ErrorFile
    ),
    error_words(Error, Words),
    (   Line == none
    ->  format(string(Text), "~w: ~w", [Shown, Words])
    ;   format(string(Text), "~w:~w: ~w", [Shown, Line, Words])
    ).

error_location(error(_, file(File, Line, _, _)), File, Line) :-
    atom(File),
    integer(Line).
error_location(error(_, stream(Stream, Line, _, _)), File, Line) :-
    integer(Line),
    catch(stream_property(Stream, file_name(File)), _, fail).

error_words(error(domain_error(module_header, _), _), Words) :-
    !,
    Words = "not a module: a variant file starts with :- module(Name, []).".
error_words(goal_failed(directive, _:Goal), Words) :-
    !,
    format(string(Words), "the directive ~q failed", [Goal]).
error_words(error(_, context(_, Message)), Message) :-
    ( string(Message) ; atom(Message) ),
    !.
error_words(error(Formal, _), Words) :-
    !,
    message_string(error(Formal, _), Words).
error_words(Term, Words) :-
    message_string(Term, Words).

%   located_error(+File, +Variant, +Error): Error of check_variant/1 again,
%   its message led by the file and the line of the clause it is about.

located_error(File, Variant, error(Formal, Context)) :-
    !,
    (   Context = context(_, Message0),
        ( string(Message0) ; atom(Message0) )
    ->  Message1 = Message0
    ;   message_string(error(Formal, Context), Message1)
    ),
    (   culprit_clause(Formal, Variant, Ref),
        clause_property(Ref, line_count(Line)),
        clause_property(Ref, file(ClauseFile))
    ->  (   module_property(Variant, file(ClauseFile))
        ->  Shown = File
        ;   Shown = ClauseFile
        ),
        format(string(Message), "~w:~d: ~w", [Shown, Line, Message1])
    ;   format(string(Message), "~w: ~w", [File, Message1])
    ),
    throw(error(Formal, context(_, Message))).
located_error(_, _, Error) :-
    throw(Error).

%   culprit_clause(+Formal, +Variant, -Ref): the clause of the variant's
%   module that the error is about.

culprit_clause(domain_error(damas_rule_name, Name), Variant, Ref) :-
    rule_clause(Variant, Name, _, Ref).
culprit_clause(domain_error(damas_rule, rule(Name, several(_))), Variant, Ref) :-
    !,
    rule_clause(Variant, Name, _, Ref).
culprit_clause(domain_error(damas_rule, rule(Name, Value)), Variant, Ref) :-
    (   rule_clause(Variant, Name, Value, Ref)
    ->  true
    ;   rule_clause(Variant, Name, _, Ref)
    ).
culprit_clause(domain_error(damas_board, Culprit), Variant, Ref) :-
    callable(Culprit),
    Culprit \= squares(_),
    catch(clause(Variant:Culprit, true, Ref), _, fail),
    !.

rule_clause(Variant, Name, Value, Ref) :-
    catch(clause(Variant:rule(Name0, Value0), _, Ref), _, fail),
    Name0 =@= Name,
    Value0 = Value,
    !.
