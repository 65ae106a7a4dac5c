/*  Spanish draughts (damas españolas): an 8x8 board turned as in Italian
    draughts (White's lower-left square a1 is not played), numbered 1-32
    from White's lower-right corner (h1), right to left and upward, so that
    White's men stand on 1-12.  Men move and capture only forward, kings
    fly, and the largest capture must be played, then the one taking the
    most kings.  Each rule fact stands under the rule of the game it
    encodes, from the rules of the Spanish and Portuguese federations as
    docs/variants.md tells them; docs/rules.md says what each name means.
*/
:- module(kb_spanish,
          [ rule/2, casa/4, movepeca/3, comepeca/3, diagonal/3, orthogonal/3 ]).

% The playing squares are those of the Italian board, and "the numbering
% runs from 1 to 32, starting from the first square at the lower right,
% right to left and bottom to top": Black's reading order.
:- reexport(board_8x8_light_black_order).

%!  rule(?Name, ?Value)
%
%   The rules of Spanish draughts in the vocabulary of docs/rules.md.

% Start: "the player with the white pieces starts"; White's men on
% squares 1-12 (the lowest three rows), Black's on 21-32.
rule(first_to_move, white).
rule(men_start_ranks(white), [1, 2, 3]).
rule(men_start_ranks(black), [6, 7, 8]).
% Men: move and capture forward only; "they can never move backward".
rule(men_capture_backward, false).
rule(men_capture_kings, true).
% Kings "are flying": they move and capture at any distance and may land
% on any free square beyond the piece taken.
rule(flying_kings, true).
rule(king_landing, anywhere).
rule(captured_pieces_block, true).
% Promotion: a man reaching the last row by a capture ends its move there
% as a king (men capture only forward, so it could not go on).
rule(crown_during_capture, false).
rule(orthogonal_captures, false).
% Captures, "quantity rule": as many pieces as possible must be taken.
rule(majority_capture, true).
% Captures, "quality rule": among captures of as many pieces, the one
% taking the most kings.
rule(capture_precedence, [most_kings]).
% Draws: the same position for the third time with the same side to move.
rule(draw_repetition, 3).
% Draws: "40 successive king moves (20 by each side) without a capture".
rule(draw_kings_only_moves, 20).
% Draws: no three-against-one count was confirmed; the default stands.
rule(draw_three_kings_against_one, 20).
rule(draw_by_agreement, true).
% PDN: GameType 24 is Spanish draughts.
rule(pdn_game_type, 24).
