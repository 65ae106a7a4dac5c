% kb/draughts/board_8x8_light_black_order.pl: the geometry of the 8x8 draughts board, as facts.
%
% GENERATED FILE, do not edit.  Regenerate with:
%     swipl kb/draughts/generate.pl 8 8 kb/draughts/board_8x8_light_black_order.pl --corner=light --reading-order=black
% tests/prolog/damas/test_kb.pl checks that it equals a fresh generation.
%
% Files 1..8 from White's left, ranks 1..8 from White's side up;
% (1, 1) is light.  The 32 dark squares are numbered 1..32 in reading
% order as Black sees the board, from h1 to a8.

:- module(board_8x8_light_black_order, [casa/4, movepeca/3, comepeca/3, diagonal/3, orthogonal/3]).

%! casa(?File, ?Rank, ?Colour, ?Number)
%
%  The board has a square at (File, Rank) of Colour, dark or light.
%  Play uses only the dark squares: Number is a dark square's number
%  and none for a light square.  One fact per square, as White reads
%  the board: top rank first, left to right.
casa(1, 8, dark, 32).
casa(2, 8, light, none).
casa(3, 8, dark, 31).
casa(4, 8, light, none).
casa(5, 8, dark, 30).
casa(6, 8, light, none).
casa(7, 8, dark, 29).
casa(8, 8, light, none).
casa(1, 7, light, none).
casa(2, 7, dark, 28).
casa(3, 7, light, none).
casa(4, 7, dark, 27).
casa(5, 7, light, none).
casa(6, 7, dark, 26).
casa(7, 7, light, none).
casa(8, 7, dark, 25).
casa(1, 6, dark, 24).
casa(2, 6, light, none).
casa(3, 6, dark, 23).
casa(4, 6, light, none).
casa(5, 6, dark, 22).
casa(6, 6, light, none).
casa(7, 6, dark, 21).
casa(8, 6, light, none).
casa(1, 5, light, none).
casa(2, 5, dark, 20).
casa(3, 5, light, none).
casa(4, 5, dark, 19).
casa(5, 5, light, none).
casa(6, 5, dark, 18).
casa(7, 5, light, none).
casa(8, 5, dark, 17).
casa(1, 4, dark, 16).
casa(2, 4, light, none).
casa(3, 4, dark, 15).
casa(4, 4, light, none).
casa(5, 4, dark, 14).
casa(6, 4, light, none).
casa(7, 4, dark, 13).
casa(8, 4, light, none).
casa(1, 3, light, none).
casa(2, 3, dark, 12).
casa(3, 3, light, none).
casa(4, 3, dark, 11).
casa(5, 3, light, none).
casa(6, 3, dark, 10).
casa(7, 3, light, none).
casa(8, 3, dark, 9).
casa(1, 2, dark, 8).
casa(2, 2, light, none).
casa(3, 2, dark, 7).
casa(4, 2, light, none).
casa(5, 2, dark, 6).
casa(6, 2, light, none).
casa(7, 2, dark, 5).
casa(8, 2, light, none).
casa(1, 1, light, none).
casa(2, 1, dark, 4).
casa(3, 1, light, none).
casa(4, 1, dark, 3).
casa(5, 1, light, none).
casa(6, 1, dark, 2).
casa(7, 1, light, none).
casa(8, 1, dark, 1).

%! movepeca(?From, ?To, ?Side)
%
%  A man of Side (white or black) may step from square From to the
%  diagonally adjacent square To.  Men step forward only: white men
%  north (toward higher ranks), black men south.
movepeca(1, 5, white).
movepeca(2, 5, white).
movepeca(2, 6, white).
movepeca(3, 6, white).
movepeca(3, 7, white).
movepeca(4, 7, white).
movepeca(4, 8, white).
movepeca(5, 9, white).
movepeca(5, 10, white).
movepeca(6, 10, white).
movepeca(6, 11, white).
movepeca(7, 11, white).
movepeca(7, 12, white).
movepeca(8, 12, white).
movepeca(9, 13, white).
movepeca(10, 13, white).
movepeca(10, 14, white).
movepeca(11, 14, white).
movepeca(11, 15, white).
movepeca(12, 15, white).
movepeca(12, 16, white).
movepeca(13, 17, white).
movepeca(13, 18, white).
movepeca(14, 18, white).
movepeca(14, 19, white).
movepeca(15, 19, white).
movepeca(15, 20, white).
movepeca(16, 20, white).
movepeca(17, 21, white).
movepeca(18, 21, white).
movepeca(18, 22, white).
movepeca(19, 22, white).
movepeca(19, 23, white).
movepeca(20, 23, white).
movepeca(20, 24, white).
movepeca(21, 25, white).
movepeca(21, 26, white).
movepeca(22, 26, white).
movepeca(22, 27, white).
movepeca(23, 27, white).
movepeca(23, 28, white).
movepeca(24, 28, white).
movepeca(25, 29, white).
movepeca(26, 29, white).
movepeca(26, 30, white).
movepeca(27, 30, white).
movepeca(27, 31, white).
movepeca(28, 31, white).
movepeca(28, 32, white).
movepeca(5, 1, black).
movepeca(5, 2, black).
movepeca(6, 2, black).
movepeca(6, 3, black).
movepeca(7, 3, black).
movepeca(7, 4, black).
movepeca(8, 4, black).
movepeca(9, 5, black).
movepeca(10, 5, black).
movepeca(10, 6, black).
movepeca(11, 6, black).
movepeca(11, 7, black).
movepeca(12, 7, black).
movepeca(12, 8, black).
movepeca(13, 9, black).
movepeca(13, 10, black).
movepeca(14, 10, black).
movepeca(14, 11, black).
movepeca(15, 11, black).
movepeca(15, 12, black).
movepeca(16, 12, black).
movepeca(17, 13, black).
movepeca(18, 13, black).
movepeca(18, 14, black).
movepeca(19, 14, black).
movepeca(19, 15, black).
movepeca(20, 15, black).
movepeca(20, 16, black).
movepeca(21, 17, black).
movepeca(21, 18, black).
movepeca(22, 18, black).
movepeca(22, 19, black).
movepeca(23, 19, black).
movepeca(23, 20, black).
movepeca(24, 20, black).
movepeca(25, 21, black).
movepeca(26, 21, black).
movepeca(26, 22, black).
movepeca(27, 22, black).
movepeca(27, 23, black).
movepeca(28, 23, black).
movepeca(28, 24, black).
movepeca(29, 25, black).
movepeca(29, 26, black).
movepeca(30, 26, black).
movepeca(30, 27, black).
movepeca(31, 27, black).
movepeca(31, 28, black).
movepeca(32, 28, black).

%! comepeca(?From, ?Over, ?To)
%
%  A short jump: a man on From takes the piece on the adjacent square
%  Over and lands on To, the next square beyond it on the same diagonal.
%  All four directions, for both sides: men capture backward too.
comepeca(1, 5, 10).
comepeca(2, 5, 9).
comepeca(2, 6, 11).
comepeca(3, 6, 10).
comepeca(3, 7, 12).
comepeca(4, 7, 11).
comepeca(5, 10, 14).
comepeca(6, 10, 13).
comepeca(6, 11, 15).
comepeca(7, 11, 14).
comepeca(7, 12, 16).
comepeca(8, 12, 15).
comepeca(9, 13, 18).
comepeca(9, 5, 2).
comepeca(10, 13, 17).
comepeca(10, 14, 19).
comepeca(10, 5, 1).
comepeca(10, 6, 3).
comepeca(11, 14, 18).
comepeca(11, 15, 20).
comepeca(11, 6, 2).
comepeca(11, 7, 4).
comepeca(12, 15, 19).
comepeca(12, 7, 3).
comepeca(13, 18, 22).
comepeca(13, 10, 6).
comepeca(14, 18, 21).
comepeca(14, 19, 23).
comepeca(14, 10, 5).
comepeca(14, 11, 7).
comepeca(15, 19, 22).
comepeca(15, 20, 24).
comepeca(15, 11, 6).
comepeca(15, 12, 8).
comepeca(16, 20, 23).
comepeca(16, 12, 7).
comepeca(17, 21, 26).
comepeca(17, 13, 10).
comepeca(18, 21, 25).
comepeca(18, 22, 27).
comepeca(18, 13, 9).
comepeca(18, 14, 11).
comepeca(19, 22, 26).
comepeca(19, 23, 28).
comepeca(19, 14, 10).
comepeca(19, 15, 12).
comepeca(20, 23, 27).
comepeca(20, 15, 11).
comepeca(21, 26, 30).
comepeca(21, 18, 14).
comepeca(22, 26, 29).
comepeca(22, 27, 31).
comepeca(22, 18, 13).
comepeca(22, 19, 15).
comepeca(23, 27, 30).
comepeca(23, 28, 32).
comepeca(23, 19, 14).
comepeca(23, 20, 16).
comepeca(24, 28, 31).
comepeca(24, 20, 15).
comepeca(25, 21, 18).
comepeca(26, 21, 17).
comepeca(26, 22, 19).
comepeca(27, 22, 18).
comepeca(27, 23, 20).
comepeca(28, 23, 19).
comepeca(29, 26, 22).
comepeca(30, 26, 21).
comepeca(30, 27, 23).
comepeca(31, 27, 22).
comepeca(31, 28, 24).
comepeca(32, 28, 23).

%! diagonal(?From, ?Direction, ?To)
%
%  To is the next dark square after From in Direction: north_east,
%  north_west, south_east or south_west (north is toward higher ranks,
%  east toward higher files).  No fact past the edge.  Flying kings move
%  and capture along chains of these facts.
diagonal(1, north_west, 5).
diagonal(2, north_east, 5).
diagonal(2, north_west, 6).
diagonal(3, north_east, 6).
diagonal(3, north_west, 7).
diagonal(4, north_east, 7).
diagonal(4, north_west, 8).
diagonal(5, north_east, 9).
diagonal(5, north_west, 10).
diagonal(5, south_east, 1).
diagonal(5, south_west, 2).
diagonal(6, north_east, 10).
diagonal(6, north_west, 11).
diagonal(6, south_east, 2).
diagonal(6, south_west, 3).
diagonal(7, north_east, 11).
diagonal(7, north_west, 12).
diagonal(7, south_east, 3).
diagonal(7, south_west, 4).
diagonal(8, north_east, 12).
diagonal(8, south_east, 4).
diagonal(9, north_west, 13).
diagonal(9, south_west, 5).
diagonal(10, north_east, 13).
diagonal(10, north_west, 14).
diagonal(10, south_east, 5).
diagonal(10, south_west, 6).
diagonal(11, north_east, 14).
diagonal(11, north_west, 15).
diagonal(11, south_east, 6).
diagonal(11, south_west, 7).
diagonal(12, north_east, 15).
diagonal(12, north_west, 16).
diagonal(12, south_east, 7).
diagonal(12, south_west, 8).
diagonal(13, north_east, 17).
diagonal(13, north_west, 18).
diagonal(13, south_east, 9).
diagonal(13, south_west, 10).
diagonal(14, north_east, 18).
diagonal(14, north_west, 19).
diagonal(14, south_east, 10).
diagonal(14, south_west, 11).
diagonal(15, north_east, 19).
diagonal(15, north_west, 20).
diagonal(15, south_east, 11).
diagonal(15, south_west, 12).
diagonal(16, north_east, 20).
diagonal(16, south_east, 12).
diagonal(17, north_west, 21).
diagonal(17, south_west, 13).
diagonal(18, north_east, 21).
diagonal(18, north_west, 22).
diagonal(18, south_east, 13).
diagonal(18, south_west, 14).
diagonal(19, north_east, 22).
diagonal(19, north_west, 23).
diagonal(19, south_east, 14).
diagonal(19, south_west, 15).
diagonal(20, north_east, 23).
diagonal(20, north_west, 24).
diagonal(20, south_east, 15).
diagonal(20, south_west, 16).
diagonal(21, north_east, 25).
diagonal(21, north_west, 26).
diagonal(21, south_east, 17).
diagonal(21, south_west, 18).
diagonal(22, north_east, 26).
diagonal(22, north_west, 27).
diagonal(22, south_east, 18).
diagonal(22, south_west, 19).
diagonal(23, north_east, 27).
diagonal(23, north_west, 28).
diagonal(23, south_east, 19).
diagonal(23, south_west, 20).
diagonal(24, north_east, 28).
diagonal(24, south_east, 20).
diagonal(25, north_west, 29).
diagonal(25, south_west, 21).
diagonal(26, north_east, 29).
diagonal(26, north_west, 30).
diagonal(26, south_east, 21).
diagonal(26, south_west, 22).
diagonal(27, north_east, 30).
diagonal(27, north_west, 31).
diagonal(27, south_east, 22).
diagonal(27, south_west, 23).
diagonal(28, north_east, 31).
diagonal(28, north_west, 32).
diagonal(28, south_east, 23).
diagonal(28, south_west, 24).
diagonal(29, south_east, 25).
diagonal(29, south_west, 26).
diagonal(30, south_east, 26).
diagonal(30, south_west, 27).
diagonal(31, south_east, 27).
diagonal(31, south_west, 28).
diagonal(32, south_east, 28).

%! orthogonal(?From, ?Direction, ?To)
%
%  To is the next dark square after From along a rank or a file, two
%  files or two ranks away: Direction is north, south (toward higher,
%  lower ranks), east or west (toward higher, lower files).  No fact
%  past the edge.  Read only by variants with orthogonal captures
%  (Frisian), which capture along chains of these facts.
orthogonal(1, north, 9).
orthogonal(1, west, 2).
orthogonal(2, north, 10).
orthogonal(2, east, 1).
orthogonal(2, west, 3).
orthogonal(3, north, 11).
orthogonal(3, east, 2).
orthogonal(3, west, 4).
orthogonal(4, north, 12).
orthogonal(4, east, 3).
orthogonal(5, north, 13).
orthogonal(5, west, 6).
orthogonal(6, north, 14).
orthogonal(6, east, 5).
orthogonal(6, west, 7).
orthogonal(7, north, 15).
orthogonal(7, east, 6).
orthogonal(7, west, 8).
orthogonal(8, north, 16).
orthogonal(8, east, 7).
orthogonal(9, north, 17).
orthogonal(9, south, 1).
orthogonal(9, west, 10).
orthogonal(10, north, 18).
orthogonal(10, south, 2).
orthogonal(10, east, 9).
orthogonal(10, west, 11).
orthogonal(11, north, 19).
orthogonal(11, south, 3).
orthogonal(11, east, 10).
orthogonal(11, west, 12).
orthogonal(12, north, 20).
orthogonal(12, south, 4).
orthogonal(12, east, 11).
orthogonal(13, north, 21).
orthogonal(13, south, 5).
orthogonal(13, west, 14).
orthogonal(14, north, 22).
orthogonal(14, south, 6).
orthogonal(14, east, 13).
orthogonal(14, west, 15).
orthogonal(15, north, 23).
orthogonal(15, south, 7).
orthogonal(15, east, 14).
orthogonal(15, west, 16).
orthogonal(16, north, 24).
orthogonal(16, south, 8).
orthogonal(16, east, 15).
orthogonal(17, north, 25).
orthogonal(17, south, 9).
orthogonal(17, west, 18).
orthogonal(18, north, 26).
orthogonal(18, south, 10).
orthogonal(18, east, 17).
orthogonal(18, west, 19).
orthogonal(19, north, 27).
orthogonal(19, south, 11).
orthogonal(19, east, 18).
orthogonal(19, west, 20).
orthogonal(20, north, 28).
orthogonal(20, south, 12).
orthogonal(20, east, 19).
orthogonal(21, north, 29).
orthogonal(21, south, 13).
orthogonal(21, west, 22).
orthogonal(22, north, 30).
orthogonal(22, south, 14).
orthogonal(22, east, 21).
orthogonal(22, west, 23).
orthogonal(23, north, 31).
orthogonal(23, south, 15).
orthogonal(23, east, 22).
orthogonal(23, west, 24).
orthogonal(24, north, 32).
orthogonal(24, south, 16).
orthogonal(24, east, 23).
orthogonal(25, south, 17).
orthogonal(25, west, 26).
orthogonal(26, south, 18).
orthogonal(26, east, 25).
orthogonal(26, west, 27).
orthogonal(27, south, 19).
orthogonal(27, east, 26).
orthogonal(27, west, 28).
orthogonal(28, south, 20).
orthogonal(28, east, 27).
orthogonal(29, south, 21).
orthogonal(29, west, 30).
orthogonal(30, south, 22).
orthogonal(30, east, 29).
orthogonal(30, west, 31).
orthogonal(31, south, 23).
orthogonal(31, east, 30).
orthogonal(31, west, 32).
orthogonal(32, south, 24).
orthogonal(32, east, 31).
