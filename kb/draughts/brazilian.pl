/*  Brazilian draughts: the 8x8 board and the rules the library reads
    instead of hard-coding them.  Hand-written; each rule fact stands under
    the rule of Brazilian draughts it encodes (docs/variants.md tells the
    whole game in our words, docs/rules.md what each rule name means).

    Another variant is another file like this one (a different board and
    different rule values), not different code.  The module of variant
    Name is kb_Name; the C reader (c_src/tools/kb_reader.c) takes the rule lines
    exactly as written here, one fact per line.
*/
:- module(kb_brazilian,
          [ rule/2, casa/4, movepeca/3, comepeca/3, diagonal/3, orthogonal/3 ]).

% A plain relative path is resolved against this file's directory, so the
% module loads from any working directory.
:- reexport(board_8x8).

%!  rule(?Name, ?Value)
%
%   The variant's rule switches and draw counts (docs/rules.md).  Name is
%   an atom, or a term for rules given per side; Value is true/false for a
%   switch, a number for a count, or the value the rule names (a side, a
%   list of ranks, a list of tie-breaks).

% Board and start: "White moves first".
rule(first_to_move, white).
% Board and start: "White: 12 men on the dark squares of rows 1-3".
rule(men_start_ranks(white), [1, 2, 3]).
% Board and start: "Black: 12 men on rows 6-8".
rule(men_start_ranks(black), [6, 7, 8]).
% Men: "A man captures diagonally forward AND backward".
rule(men_capture_backward, true).
% Men: a man captures any enemy piece, man or king.
rule(men_capture_kings, true).
% Kings: "A king is a flying king": it moves and captures at distance.
rule(flying_kings, true).
% Kings: "The king may land on any empty square beyond the captured piece,
% up to the next occupied square".
rule(king_landing, anywhere).
% Captures: captured pieces stay until the move ends, cannot be jumped
% twice and block the way (no Turkish strike).
rule(captured_pieces_block, true).
% Captures, promotion during a capture: a man passing the far row in the
% middle of a capture goes on as a man and "does not become a king".
rule(crown_during_capture, false).
% Captures are diagonal only.
rule(orthogonal_captures, false).
% Captures: "the player must play one that captures the largest number of
% pieces" (majority rule).
rule(majority_capture, true).
% Captures, majority rule: "no preference for capturing kings or for
% capturing with a king"; among the largest captures the choice is free.
rule(capture_precedence, []).
% End of the game, draws: the same position "occurs for the third time".
rule(draw_repetition, 3).
% End of the game, draws: "20 consecutive moves by each side in which only
% kings moved and nothing was captured".
rule(draw_kings_only_moves, 20).
% End of the game, draws: three kings against one lone king, drawn if not
% won "within 20 further moves" of the stronger side.
rule(draw_three_kings_against_one, 20).
% End of the game, draws: "a draw by agreement (in interactive play)".
rule(draw_by_agreement, true).
% PDN: GameType 26 is Brazilian draughts in the PDN standard's list.
rule(pdn_game_type, 26).
