/*  A variant of one's own, as a teacher writes one (docs/rules.md, "A
    variant of your own"): Brazilian draughts for a first class, with
    kings that move and capture one square at a time, as men do, until
    the class is ready for flying kings.  Play it at the terminal:

        swipl examples/start.pl --variant=teacher_br

    (start.pl finds teacher_br.pl in the current directory or in
    examples/; --variant=FILE names any other file.)
*/
:- module(teacher_br, []).
:- use_module(damas_kb(board_8x8)).

% The defaults of docs/rules.md are Brazilian's rules; the class's own
% rule is short kings.
rule(flying_kings, false).
