/*  American pool checkers: the rules of Brazilian draughts on the same
    board (men capture backward, flying kings, a man crowned only where its
    move ends) without the majority rule, and the dark pieces move first.
    Each rule fact stands under the rule of the game it encodes, as the
    published rules of play of pool checkers give it (docs/variants.md
    names them); docs/rules.md says what each name means.
*/
:- module(kb_pool,
          [ rule/2, casa/4, movepeca/3, comepeca/3, diagonal/3, orthogonal/3 ]).

:- reexport(board_8x8).

%!  rule(?Name, ?Value)
%
%   The rules of pool checkers in the vocabulary of docs/rules.md.

% Start: "the player with the darker checkers makes the first move"; as in
% English checkers, Black's men stand on squares 1-12 at the top.
rule(first_to_move, black).
rule(men_start_ranks(white), [1, 2, 3]).
rule(men_start_ranks(black), [6, 7, 8]).
% Men: "men may jump forward or backward".
rule(men_capture_backward, true).
rule(men_capture_kings, true).
% Kings move and capture any distance along a diagonal.
rule(flying_kings, true).
rule(king_landing, anywhere).
% Captures: captured pieces are not removed until the jumping ends and
% cannot be jumped twice.
rule(captured_pieces_block, true).
% Promotion: a man that reaches the far row by a jump and can jump on
% backward "must do so, and does not become a king"; it is crowned only if
% its jumps end there.
rule(crown_during_capture, false).
rule(orthogonal_captures, false).
% Captures: the player "may choose which sequence to take", not
% necessarily the one that takes the most pieces.
rule(majority_capture, false).
rule(capture_precedence, []).
% Draws: the same position for the third time.
rule(draw_repetition, 3).
% Draws: the pool rules count moves without progress differently (see
% docs/variants.md); the default count is kept.
rule(draw_kings_only_moves, 20).
% Draws: three kings against one must win within 13 moves.
rule(draw_three_kings_against_one, 13).
rule(draw_by_agreement, true).
% PDN: GameType 23 is American pool checkers.
rule(pdn_game_type, 23).
