/*  The manual's pages as the test of their examples reads them
    (tests/prolog/repository/test_manual.pl): README.md and the pages of docs/,
    each a list of its code blocks.  Not a test file itself.

    A code block is fenced (```), and its info string says what it is:

    - `prolog`: queries (`?- `) with their answers, and files;
    - `console`: shell commands (`$ `) with their output;
    - `hub`: a Hub session, the engine's answers indented;
    - `text`: a display that is not a command: a layout, a diagram,
      a grammar, an excerpt of output;
    - `LANGUAGE norun: REASON`: commands not run, and why.

    Anything else is an error the test reports: a block indented by four
    spaces instead of fenced, a fence without an info string, an info
    string of another kind.
*/
:- module(manual_pages,
          [ manual_page/1,              % -Page
            page_blocks/2               % +Page, -Blocks
          ]).

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(readutil)).
:- use_module(library(filesex)).

:- use_module(checkout).

%!  manual_page(-Page) is nondet.
%
%   Page is README.md or a page of docs/, a path from the checkout's
%   top, in the order of their names.

manual_page('README.md').
manual_page(Page) :-
    checkout_file(docs, Dir),
    directory_files(Dir, Names0),
    msort(Names0, Names),
    member(Name, Names),
    file_name_extension(_, md, Name),
    atom_concat('docs/', Name, Page).

%!  page_blocks(+Page, -Blocks) is det.
%
%   Blocks are block(Line, Kind, Lines) in the order of the page: Line
%   the number of the line that opens it, Lines the block's lines as
%   Number-Text.  Kind is prolog, console, hub, text, norun(Reason),
%   unknown(Info) (a fence whose info string is none of those, Reason
%   "" when none is given) or indented (a block indented by four
%   spaces, which the manual does not use).

page_blocks(Page, Blocks) :-
    checkout_file(Page, File),
    read_file_to_string(File, Text, [encoding(utf8)]),
    split_string(Text, "\n", "\r", Lines0),
    length(Lines0, N),
    numlist(1, N, Numbers),
    pairs_keys_values(Lines, Numbers, Lines0),
    blocks(Lines, true, Blocks).

%   blocks(+Lines, +AfterBlank, -Blocks)
blocks([], _, []).
blocks([Number-Line|Lines], AfterBlank, Blocks) :-
    (   fence(Line, Indent, Info)
    ->  fenced_lines(Lines, Indent, Body, Rest),
        info_kind(Info, Kind),
        Blocks = [block(Number, Kind, Body)|More],
        blocks(Rest, true, More)
    ;   AfterBlank == true,
        indented_code(Line)
    ->  Blocks = [block(Number, indented, [Number-Line])|More],
        skip_indented(Lines, Rest),
        blocks(Rest, false, More)
    ;   blank(Line)
    ->  blocks(Lines, true, Blocks)
    ;   list_item(Line)
    ->  list_lines(Lines, Rest),
        blocks(Rest, false, Blocks)
    ;   blocks(Lines, false, Blocks)
    ).

%   A list item's lines, up to a blank line followed by a line that is
%   not indented: its continuations are indented, not code.
list_lines([], []).
list_lines([N-Line|Lines], Rest) :-
    (   fence(Line, _, _)
    ->  Rest = [N-Line|Lines]
    ;   blank(Line),
        Lines = [_-Next|_],
        \+ sub_atom(Next, 0, _, _, ' ')
    ->  Rest = Lines
    ;   list_lines(Lines, Rest)
    ).

list_item(Line) :-
    split_string(Line, "", " ", [Stripped]),
    (   sub_string(Stripped, 0, _, _, "- ")
    ;   sub_string(Stripped, 0, _, _, "* ")
    ;   sub_string(Stripped, B, 2, _, ". "),
        B > 0,
        sub_string(Stripped, 0, B, _, Digits),
        number_string(_, Digits)
    ),
    !.

fence(Line, Indent, Info) :-
    sub_string(Line, Indent, 3, _, "```"),
    Indent < 4,
    sub_string(Line, 0, Indent, _, Blanks),
    split_string(Blanks, "", " ", [""]),
    sub_string(Line, _, _, 0, After),
    string_concat("```", Info0, After),
    string_length(Blanks, Indent),
    !,
    split_string(Info0, "", " ", [Info]).

fenced_lines([], _, [], []).
fenced_lines([N-Line|Lines], Indent, Body, Rest) :-
    (   split_string(Line, "", " ", ["```"])
    ->  Body = [],
        Rest = Lines
    ;   unindented(Line, Indent, Text),
        Body = [N-Text|More],
        fenced_lines(Lines, Indent, More, Rest)
    ).

%   A block in a list item is indented as the item's text: its lines
%   lose the indent of its fence.
unindented(Line, Indent, Text) :-
    (   sub_string(Line, 0, Indent, _, Blanks),
        split_string(Blanks, "", " ", [""])
    ->  sub_string(Line, Indent, _, 0, Text)
    ;   Text = Line
    ).

info_kind(Info, Kind) :-
    split_string(Info, " ", "", [Language|Words]),
    (   Words = [Marker|Reason0],
        ( Marker == "norun:" ; Marker == "norun" )
    ->  atomic_list_concat(Reason0, ' ', Reason1),
        atom_string(Reason1, Reason),
        (   Marker == "norun:", Reason \== ""
        ->  Kind = norun(Reason)
        ;   Kind = unknown(Info)
        )
    ;   Words == [],
        memberchk(Language-Kind, ["prolog"-prolog, "console"-console,
                                  "hub"-hub, "text"-text])
    ->  true
    ;   Kind = unknown(Info)
    ).

indented_code(Line) :-
    (   sub_string(Line, 0, 4, _, "    ")
    ;   sub_string(Line, 0, 1, _, "\t")
    ),
    \+ blank(Line),
    !.

skip_indented([], []).
skip_indented([N-Line|Lines], Rest) :-
    (   ( indented_code(Line) ; blank(Line) )
    ->  skip_indented(Lines, Rest)
    ;   Rest = [N-Line|Lines]
    ).

blank(Line) :-
    split_string(Line, "", " \t", [""]).
