/*  Czech draughts (česká dáma): the 8x8 board of Brazilian draughts, men
    that capture only forward, flying kings, free choice among captures
    except that a king must capture when it can.  Each rule fact stands
    under the rule of the game it encodes, from the rules of the Czech
    Draughts Federation (in the FMJD's summary) as docs/variants.md tells
    them; docs/rules.md says what each rule name means.
*/
:- module(kb_czech,
          [ rule/2, casa/4, movepeca/3, comepeca/3, diagonal/3, orthogonal/3 ]).

:- reexport(board_8x8).

%!  rule(?Name, ?Value)
%
%   The rules of Czech draughts in the vocabulary of docs/rules.md.

% Start: White moves first; 12 men each on the three nearest rows.
rule(first_to_move, white).
rule(men_start_ranks(white), [1, 2, 3]).
rule(men_start_ranks(black), [6, 7, 8]).
% Men: "pieces can jump only forwards".
rule(men_capture_backward, false).
rule(men_capture_kings, true).
% Kings "move diagonally ahead and also back by any number of fields" and
% "finish the jump on any field of a diagonal behind the jumped figures".
rule(flying_kings, true).
rule(king_landing, anywhere).
% Captures: jumped pieces are removed "only thereafter"; "one and the same
% figure can be jumped over only one time".
rule(captured_pieces_block, true).
rule(crown_during_capture, false).
rule(orthogonal_captures, false).
% Captures: "if there are more options for a jump the player can decide
% which way to jump" ...
rule(majority_capture, false).
% ... except: "King is obligatory to jump first - priority of king's jump
% to a piece's jump".
rule(capture_precedence, [by_king]).
% Draws: the same position three times.
rule(draw_repetition, 3).
% Draws: "no jump or move by a piece [a man] within 15 moves".
rule(draw_kings_only_moves, 15).
% Draws: no three-against-one count in the Czech rules; the default stands.
rule(draw_three_kings_against_one, 20).
rule(draw_by_agreement, true).
% PDN: GameType 29 is Czech draughts.
rule(pdn_game_type, 29).
