% Test data for tests/c/draughts/test_board.c: a 4x4 board in the shape of the
% kb/ board files, with orthogonal/3 facts (the next dark square two files
% or ranks away), derived from its casa facts.

casa(1, 4, light, none).
casa(2, 4, dark, 1).
casa(3, 4, light, none).
casa(4, 4, dark, 2).
casa(1, 3, dark, 3).
casa(2, 3, light, none).
casa(3, 3, dark, 4).
casa(4, 3, light, none).
casa(1, 2, light, none).
casa(2, 2, dark, 5).
casa(3, 2, light, none).
casa(4, 2, dark, 6).
casa(1, 1, dark, 7).
casa(2, 1, light, none).
casa(3, 1, dark, 8).
casa(4, 1, light, none).
movepeca(1, 3, black).
movepeca(1, 4, black).
movepeca(2, 4, black).
movepeca(3, 1, white).
movepeca(3, 5, black).
movepeca(4, 1, white).
movepeca(4, 2, white).
movepeca(4, 5, black).
movepeca(4, 6, black).
movepeca(5, 3, white).
movepeca(5, 4, white).
movepeca(5, 7, black).
movepeca(5, 8, black).
movepeca(6, 4, white).
movepeca(6, 8, black).
movepeca(7, 5, white).
movepeca(8, 5, white).
movepeca(8, 6, white).
comepeca(1, 4, 6).
comepeca(2, 4, 5).
comepeca(3, 5, 8).
comepeca(4, 5, 7).
comepeca(5, 4, 2).
comepeca(6, 4, 1).
comepeca(7, 5, 4).
comepeca(8, 5, 3).
diagonal(1, south_east, 4).
diagonal(1, south_west, 3).
diagonal(2, south_west, 4).
diagonal(3, north_east, 1).
diagonal(3, south_east, 5).
diagonal(4, north_east, 2).
diagonal(4, north_west, 1).
diagonal(4, south_east, 6).
diagonal(4, south_west, 5).
diagonal(5, north_east, 4).
diagonal(5, north_west, 3).
diagonal(5, south_east, 8).
diagonal(5, south_west, 7).
diagonal(6, north_west, 4).
diagonal(6, south_west, 8).
diagonal(7, north_east, 5).
diagonal(8, north_east, 6).
diagonal(8, north_west, 5).
orthogonal(1, south, 5).
orthogonal(1, east, 2).
orthogonal(2, south, 6).
orthogonal(2, west, 1).
orthogonal(3, south, 7).
orthogonal(3, east, 4).
orthogonal(4, south, 8).
orthogonal(4, west, 3).
orthogonal(5, north, 1).
orthogonal(5, east, 6).
orthogonal(6, north, 2).
orthogonal(6, west, 5).
orthogonal(7, north, 3).
orthogonal(7, east, 8).
orthogonal(8, north, 4).
orthogonal(8, west, 7).
