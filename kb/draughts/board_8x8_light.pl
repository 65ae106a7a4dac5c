% kb/draughts/board_8x8_light.pl: the geometry of the 8x8 draughts board, as facts.
%
% GENERATED FILE, do not edit.  Regenerate with:
%     swipl kb/draughts/generate.pl 8 8 kb/draughts/board_8x8_light.pl --corner=light
% tests/prolog/damas/test_kb.pl checks that it equals a fresh generation.
%
% Files 1..8 from White's left, ranks 1..8 from White's side up;
% (1, 1) is light.  The 32 dark squares are numbered 1..32 in reading
% order as White sees the board, from a8 to h1.

:- module(board_8x8_light, [casa/4, movepeca/3, comepeca/3, diagonal/3, orthogonal/3]).

%! casa(?File, ?Rank, ?Colour, ?Number)
%
%  The board has a square at (File, Rank) of Colour, dark or light.
%  Play uses only the dark squares: Number is a dark square's number
%  and none for a light square.  One fact per square, as White reads
%  the board: top rank first, left to right.
casa(1, 8, dark, 1).
casa(2, 8, light, none).
casa(3, 8, dark, 2).
casa(4, 8, light, none).
casa(5, 8, dark, 3).
casa(6, 8, light, none).
casa(7, 8, dark, 4).
casa(8, 8, light, none).
casa(1, 7, light, none).
casa(2, 7, dark, 5).
casa(3, 7, light, none).
casa(4, 7, dark, 6).
casa(5, 7, light, none).
casa(6, 7, dark, 7).
casa(7, 7, light, none).
casa(8, 7, dark, 8).
casa(1, 6, dark, 9).
casa(2, 6, light, none).
casa(3, 6, dark, 10).
casa(4, 6, light, none).
casa(5, 6, dark, 11).
casa(6, 6, light, none).
casa(7, 6, dark, 12).
casa(8, 6, light, none).
casa(1, 5, light, none).
casa(2, 5, dark, 13).
casa(3, 5, light, none).
casa(4, 5, dark, 14).
casa(5, 5, light, none).
casa(6, 5, dark, 15).
casa(7, 5, light, none).
casa(8, 5, dark, 16).
casa(1, 4, dark, 17).
casa(2, 4, light, none).
casa(3, 4, dark, 18).
casa(4, 4, light, none).
casa(5, 4, dark, 19).
casa(6, 4, light, none).
casa(7, 4, dark, 20).
casa(8, 4, light, none).
casa(1, 3, light, none).
casa(2, 3, dark, 21).
casa(3, 3, light, none).
casa(4, 3, dark, 22).
casa(5, 3, light, none).
casa(6, 3, dark, 23).
casa(7, 3, light, none).
casa(8, 3, dark, 24).
casa(1, 2, dark, 25).
casa(2, 2, light, none).
casa(3, 2, dark, 26).
casa(4, 2, light, none).
casa(5, 2, dark, 27).
casa(6, 2, light, none).
casa(7, 2, dark, 28).
casa(8, 2, light, none).
casa(1, 1, light, none).
casa(2, 1, dark, 29).
casa(3, 1, light, none).
casa(4, 1, dark, 30).
casa(5, 1, light, none).
casa(6, 1, dark, 31).
casa(7, 1, light, none).
casa(8, 1, dark, 32).

%! movepeca(?From, ?To, ?Side)
%
%  A man of Side (white or black) may step from square From to the
%  diagonally adjacent square To.  Men step forward only: white men
%  north (toward higher ranks), black men south.
movepeca(5, 2, white).
movepeca(5, 1, white).
movepeca(6, 3, white).
movepeca(6, 2, white).
movepeca(7, 4, white).
movepeca(7, 3, white).
movepeca(8, 4, white).
movepeca(9, 5, white).
movepeca(10, 6, white).
movepeca(10, 5, white).
movepeca(11, 7, white).
movepeca(11, 6, white).
movepeca(12, 8, white).
movepeca(12, 7, white).
movepeca(13, 10, white).
movepeca(13, 9, white).
movepeca(14, 11, white).
movepeca(14, 10, white).
movepeca(15, 12, white).
movepeca(15, 11, white).
movepeca(16, 12, white).
movepeca(17, 13, white).
movepeca(18, 14, white).
movepeca(18, 13, white).
movepeca(19, 15, white).
movepeca(19, 14, white).
movepeca(20, 16, white).
movepeca(20, 15, white).
movepeca(21, 18, white).
movepeca(21, 17, white).
movepeca(22, 19, white).
movepeca(22, 18, white).
movepeca(23, 20, white).
movepeca(23, 19, white).
movepeca(24, 20, white).
movepeca(25, 21, white).
movepeca(26, 22, white).
movepeca(26, 21, white).
movepeca(27, 23, white).
movepeca(27, 22, white).
movepeca(28, 24, white).
movepeca(28, 23, white).
movepeca(29, 26, white).
movepeca(29, 25, white).
movepeca(30, 27, white).
movepeca(30, 26, white).
movepeca(31, 28, white).
movepeca(31, 27, white).
movepeca(32, 28, white).
movepeca(1, 5, black).
movepeca(2, 6, black).
movepeca(2, 5, black).
movepeca(3, 7, black).
movepeca(3, 6, black).
movepeca(4, 8, black).
movepeca(4, 7, black).
movepeca(5, 10, black).
movepeca(5, 9, black).
movepeca(6, 11, black).
movepeca(6, 10, black).
movepeca(7, 12, black).
movepeca(7, 11, black).
movepeca(8, 12, black).
movepeca(9, 13, black).
movepeca(10, 14, black).
movepeca(10, 13, black).
movepeca(11, 15, black).
movepeca(11, 14, black).
movepeca(12, 16, black).
movepeca(12, 15, black).
movepeca(13, 18, black).
movepeca(13, 17, black).
movepeca(14, 19, black).
movepeca(14, 18, black).
movepeca(15, 20, black).
movepeca(15, 19, black).
movepeca(16, 20, black).
movepeca(17, 21, black).
movepeca(18, 22, black).
movepeca(18, 21, black).
movepeca(19, 23, black).
movepeca(19, 22, black).
movepeca(20, 24, black).
movepeca(20, 23, black).
movepeca(21, 26, black).
movepeca(21, 25, black).
movepeca(22, 27, black).
movepeca(22, 26, black).
movepeca(23, 28, black).
movepeca(23, 27, black).
movepeca(24, 28, black).
movepeca(25, 29, black).
movepeca(26, 30, black).
movepeca(26, 29, black).
movepeca(27, 31, black).
movepeca(27, 30, black).
movepeca(28, 32, black).
movepeca(28, 31, black).

%! comepeca(?From, ?Over, ?To)
%
%  A short jump: a man on From takes the piece on the adjacent square
%  Over and lands on To, the next square beyond it on the same diagonal.
%  All four directions, for both sides: men capture backward too.
comepeca(1, 5, 10).
comepeca(2, 6, 11).
comepeca(2, 5, 9).
comepeca(3, 7, 12).
comepeca(3, 6, 10).
comepeca(4, 7, 11).
comepeca(5, 10, 14).
comepeca(6, 11, 15).
comepeca(6, 10, 13).
comepeca(7, 12, 16).
comepeca(7, 11, 14).
comepeca(8, 12, 15).
comepeca(9, 5, 2).
comepeca(9, 13, 18).
comepeca(10, 6, 3).
comepeca(10, 5, 1).
comepeca(10, 14, 19).
comepeca(10, 13, 17).
comepeca(11, 7, 4).
comepeca(11, 6, 2).
comepeca(11, 15, 20).
comepeca(11, 14, 18).
comepeca(12, 7, 3).
comepeca(12, 15, 19).
comepeca(13, 10, 6).
comepeca(13, 18, 22).
comepeca(14, 11, 7).
comepeca(14, 10, 5).
comepeca(14, 19, 23).
comepeca(14, 18, 21).
comepeca(15, 12, 8).
comepeca(15, 11, 6).
comepeca(15, 20, 24).
comepeca(15, 19, 22).
comepeca(16, 12, 7).
comepeca(16, 20, 23).
comepeca(17, 13, 10).
comepeca(17, 21, 26).
comepeca(18, 14, 11).
comepeca(18, 13, 9).
comepeca(18, 22, 27).
comepeca(18, 21, 25).
comepeca(19, 15, 12).
comepeca(19, 14, 10).
comepeca(19, 23, 28).
comepeca(19, 22, 26).
comepeca(20, 15, 11).
comepeca(20, 23, 27).
comepeca(21, 18, 14).
comepeca(21, 26, 30).
comepeca(22, 19, 15).
comepeca(22, 18, 13).
comepeca(22, 27, 31).
comepeca(22, 26, 29).
comepeca(23, 20, 16).
comepeca(23, 19, 14).
comepeca(23, 28, 32).
comepeca(23, 27, 30).
comepeca(24, 20, 15).
comepeca(24, 28, 31).
comepeca(25, 21, 18).
comepeca(26, 22, 19).
comepeca(26, 21, 17).
comepeca(27, 23, 20).
comepeca(27, 22, 18).
comepeca(28, 23, 19).
comepeca(29, 26, 22).
comepeca(30, 27, 23).
comepeca(30, 26, 21).
comepeca(31, 28, 24).
comepeca(31, 27, 22).
comepeca(32, 28, 23).

%! diagonal(?From, ?Direction, ?To)
%
%  To is the next dark square after From in Direction: north_east,
%  north_west, south_east or south_west (north is toward higher ranks,
%  east toward higher files).  No fact past the edge.  Flying kings move
%  and capture along chains of these facts.
diagonal(1, south_east, 5).
diagonal(2, south_east, 6).
diagonal(2, south_west, 5).
diagonal(3, south_east, 7).
diagonal(3, south_west, 6).
diagonal(4, south_east, 8).
diagonal(4, south_west, 7).
diagonal(5, north_east, 2).
diagonal(5, north_west, 1).
diagonal(5, south_east, 10).
diagonal(5, south_west, 9).
diagonal(6, north_east, 3).
diagonal(6, north_west, 2).
diagonal(6, south_east, 11).
diagonal(6, south_west, 10).
diagonal(7, north_east, 4).
diagonal(7, north_west, 3).
diagonal(7, south_east, 12).
diagonal(7, south_west, 11).
diagonal(8, north_west, 4).
diagonal(8, south_west, 12).
diagonal(9, north_east, 5).
diagonal(9, south_east, 13).
diagonal(10, north_east, 6).
diagonal(10, north_west, 5).
diagonal(10, south_east, 14).
diagonal(10, south_west, 13).
diagonal(11, north_east, 7).
diagonal(11, north_west, 6).
diagonal(11, south_east, 15).
diagonal(11, south_west, 14).
diagonal(12, north_east, 8).
diagonal(12, north_west, 7).
diagonal(12, south_east, 16).
diagonal(12, south_west, 15).
diagonal(13, north_east, 10).
diagonal(13, north_west, 9).
diagonal(13, south_east, 18).
diagonal(13, south_west, 17).
diagonal(14, north_east, 11).
diagonal(14, north_west, 10).
diagonal(14, south_east, 19).
diagonal(14, south_west, 18).
diagonal(15, north_east, 12).
diagonal(15, north_west, 11).
diagonal(15, south_east, 20).
diagonal(15, south_west, 19).
diagonal(16, north_west, 12).
diagonal(16, south_west, 20).
diagonal(17, north_east, 13).
diagonal(17, south_east, 21).
diagonal(18, north_east, 14).
diagonal(18, north_west, 13).
diagonal(18, south_east, 22).
diagonal(18, south_west, 21).
diagonal(19, north_east, 15).
diagonal(19, north_west, 14).
diagonal(19, south_east, 23).
diagonal(19, south_west, 22).
diagonal(20, north_east, 16).
diagonal(20, north_west, 15).
diagonal(20, south_east, 24).
diagonal(20, south_west, 23).
diagonal(21, north_east, 18).
diagonal(21, north_west, 17).
diagonal(21, south_east, 26).
diagonal(21, south_west, 25).
diagonal(22, north_east, 19).
diagonal(22, north_west, 18).
diagonal(22, south_east, 27).
diagonal(22, south_west, 26).
diagonal(23, north_east, 20).
diagonal(23, north_west, 19).
diagonal(23, south_east, 28).
diagonal(23, south_west, 27).
diagonal(24, north_west, 20).
diagonal(24, south_west, 28).
diagonal(25, north_east, 21).
diagonal(25, south_east, 29).
diagonal(26, north_east, 22).
diagonal(26, north_west, 21).
diagonal(26, south_east, 30).
diagonal(26, south_west, 29).
diagonal(27, north_east, 23).
diagonal(27, north_west, 22).
diagonal(27, south_east, 31).
diagonal(27, south_west, 30).
diagonal(28, north_east, 24).
diagonal(28, north_west, 23).
diagonal(28, south_east, 32).
diagonal(28, south_west, 31).
diagonal(29, north_east, 26).
diagonal(29, north_west, 25).
diagonal(30, north_east, 27).
diagonal(30, north_west, 26).
diagonal(31, north_east, 28).
diagonal(31, north_west, 27).
diagonal(32, north_west, 28).

%! orthogonal(?From, ?Direction, ?To)
%
%  To is the next dark square after From along a rank or a file, two
%  files or two ranks away: Direction is north, south (toward higher,
%  lower ranks), east or west (toward higher, lower files).  No fact
%  past the edge.  Read only by variants with orthogonal captures
%  (Frisian), which capture along chains of these facts.
orthogonal(1, south, 9).
orthogonal(1, east, 2).
orthogonal(2, south, 10).
orthogonal(2, east, 3).
orthogonal(2, west, 1).
orthogonal(3, south, 11).
orthogonal(3, east, 4).
orthogonal(3, west, 2).
orthogonal(4, south, 12).
orthogonal(4, west, 3).
orthogonal(5, south, 13).
orthogonal(5, east, 6).
orthogonal(6, south, 14).
orthogonal(6, east, 7).
orthogonal(6, west, 5).
orthogonal(7, south, 15).
orthogonal(7, east, 8).
orthogonal(7, west, 6).
orthogonal(8, south, 16).
orthogonal(8, west, 7).
orthogonal(9, north, 1).
orthogonal(9, south, 17).
orthogonal(9, east, 10).
orthogonal(10, north, 2).
orthogonal(10, south, 18).
orthogonal(10, east, 11).
orthogonal(10, west, 9).
orthogonal(11, north, 3).
orthogonal(11, south, 19).
orthogonal(11, east, 12).
orthogonal(11, west, 10).
orthogonal(12, north, 4).
orthogonal(12, south, 20).
orthogonal(12, west, 11).
orthogonal(13, north, 5).
orthogonal(13, south, 21).
orthogonal(13, east, 14).
orthogonal(14, north, 6).
orthogonal(14, south, 22).
orthogonal(14, east, 15).
orthogonal(14, west, 13).
orthogonal(15, north, 7).
orthogonal(15, south, 23).
orthogonal(15, east, 16).
orthogonal(15, west, 14).
orthogonal(16, north, 8).
orthogonal(16, south, 24).
orthogonal(16, west, 15).
orthogonal(17, north, 9).
orthogonal(17, south, 25).
orthogonal(17, east, 18).
orthogonal(18, north, 10).
orthogonal(18, south, 26).
orthogonal(18, east, 19).
orthogonal(18, west, 17).
orthogonal(19, north, 11).
orthogonal(19, south, 27).
orthogonal(19, east, 20).
orthogonal(19, west, 18).
orthogonal(20, north, 12).
orthogonal(20, south, 28).
orthogonal(20, west, 19).
orthogonal(21, north, 13).
orthogonal(21, south, 29).
orthogonal(21, east, 22).
orthogonal(22, north, 14).
orthogonal(22, south, 30).
orthogonal(22, east, 23).
orthogonal(22, west, 21).
orthogonal(23, north, 15).
orthogonal(23, south, 31).
orthogonal(23, east, 24).
orthogonal(23, west, 22).
orthogonal(24, north, 16).
orthogonal(24, south, 32).
orthogonal(24, west, 23).
orthogonal(25, north, 17).
orthogonal(25, east, 26).
orthogonal(26, north, 18).
orthogonal(26, east, 27).
orthogonal(26, west, 25).
orthogonal(27, north, 19).
orthogonal(27, east, 28).
orthogonal(27, west, 26).
orthogonal(28, north, 20).
orthogonal(28, west, 27).
orthogonal(29, north, 21).
orthogonal(29, east, 30).
orthogonal(30, north, 22).
orthogonal(30, east, 31).
orthogonal(30, west, 29).
orthogonal(31, north, 23).
orthogonal(31, east, 32).
orthogonal(31, west, 30).
orthogonal(32, north, 24).
orthogonal(32, west, 31).
