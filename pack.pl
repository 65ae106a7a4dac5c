name(damas).
version('0.17.0').
title('Draughts (checkers) for SWI-Prolog: Brazilian and ten more variants, rules as facts, a C engine').
keywords([draughts, checkers, damas, games, perft, search, pdn, fen]).
author('The damas authors', '').
home('https://www.swi-prolog.org/pack/list?p=damas').
autoload(false).
