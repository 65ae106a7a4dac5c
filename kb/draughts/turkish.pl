/*  Turkish draughts (dama): an 8x8 board on which every square is
    played, sixteen men a side on their second and third ranks, and
    everything along ranks and files: men step one square straight
    forward or sideways, and capture that way by jumping; kings move and
    capture at any distance along ranks and files.  Pieces taken leave the
    board one by one as they are jumped (the "Turkish strike"), a king may
    not turn back between two captures, and the capture taking the most
    pieces must be played.  Each rule fact stands under the rule of the
    game it encodes (docs/variants.md tells them); docs/rules.md says what
    each name means.  pydraughts (MIT) implements the same rules; the
    perft counts of tests/data/perft_variants.tsv agree with it.
*/
:- module(kb_turkish,
          [ rule/2, casa/4, movepeca/3, comepeca/3, orthogonal/3 ]).

:- reexport(board_8x8_full).

%!  rule(?Name, ?Value)
%
%   The rules of Turkish draughts in the vocabulary of docs/rules.md.

% Start: sixteen men a side on the second and third ranks; White moves
% first.
rule(first_to_move, white).
rule(men_start_ranks(white), [2, 3]).
rule(men_start_ranks(black), [6, 7]).
% Lines: men and kings move and capture along ranks and files only.
rule(lines, orthogonal).
% Men: "a man moves one square forward or sideways" and captures the
% same way, never backward.
rule(men_capture_backward, false).
rule(men_capture_kings, true).
% Kings move any distance along a rank or a file and capture at
% distance, landing on any free square beyond the piece taken.
rule(flying_kings, true).
rule(king_landing, anywhere).
% Captures: each piece taken is removed at once, so its square is free
% to cross and land on; a king may not turn 180 degrees between two
% captures.
rule(captured_pieces_block, false).
rule(king_turns_back, false).
% Promotion: a man that reaches the last rank during a capture goes on
% capturing as a man, and is crowned if the move ends there.
rule(crown_during_capture, false).
% Captures: the capture taking the most pieces is compulsory, men and
% kings counting the same.
rule(majority_capture, true).
rule(capture_precedence, []).
rule(orthogonal_captures, false).
% Draws: the library's defaults.
rule(draw_repetition, 3).
rule(draw_kings_only_moves, 20).
rule(draw_three_kings_against_one, 20).
rule(draw_by_agreement, true).
% PDN: GameType 30 is Turkish draughts.
rule(pdn_game_type, 30).
