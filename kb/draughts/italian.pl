/*  Italian draughts (dama italiana): an 8x8 board turned so that each
    player has a playing square at the right-hand corner (White's lower-left
    square a1 is light), numbered 1-32 from Black's corner (a8) to White's
    (h1) in White's reading order.  Men move and capture only forward and
    cannot take kings; kings move one square; the majority rule and three
    tie-breaks choose among captures.  Each rule fact stands under the rule
    of the game it encodes, from the rules of the Federazione Italiana Dama
    as docs/variants.md tells them; docs/rules.md says what each rule name
    means.
*/
:- module(kb_italian,
          [ rule/2, casa/4, movepeca/3, comepeca/3, diagonal/3, orthogonal/3 ]).

% "The board is placed with the dark corner square at each player's
% right": (1, 1) is light.  Squares are numbered from Black's corner,
% rightwards and downwards: kb/draughts/board_8x8_light.pl.
:- reexport(board_8x8_light).

%!  rule(?Name, ?Value)
%
%   The rules of Italian draughts in the vocabulary of docs/rules.md.

% Start: "White moves first"; White's 12 men stand on squares 21-32 (the
% three rows nearest White), Black's on 1-12.
rule(first_to_move, white).
rule(men_start_ranks(white), [1, 2, 3]).
rule(men_start_ranks(black), [6, 7, 8]).
% Men: "a man can capture only forward".
rule(men_capture_backward, false).
% Men: a man "cannot capture kings"; only a king takes a king.
rule(men_capture_kings, false).
% Kings move one square forward or backward and capture an adjacent piece
% (so king_landing, which is about flying kings, is not stated).
rule(flying_kings, false).
rule(captured_pieces_block, true).
% Promotion: a man reaching the last row by a capture is crowned and the
% move ends (men capture only forward, so it could not go on).
rule(crown_during_capture, false).
rule(orthogonal_captures, false).
% Captures, first priority: "capture where there are more pieces".
rule(majority_capture, true).
% Captures, then in this order: between a man and a king taking as many
% pieces, "the king must capture"; a king "chooses the capture with the
% most kings"; all else equal, capture "where the enemy king comes first".
rule(capture_precedence, [by_king, most_kings, earliest_king]).
% Draws: the same position repeated for the third time.  The Italian
% rules have no kings-only or three-against-one count; the library's
% defaults stand in for them.
rule(draw_repetition, 3).
rule(draw_kings_only_moves, 20).
rule(draw_three_kings_against_one, 20).
rule(draw_by_agreement, true).
% PDN: GameType 22 is Italian draughts.
rule(pdn_game_type, 22).
