# damas: builds the foreign library, runs the tests and the benchmarks.
# The targets are described in docs/development.md, section "Make targets".
#
# DAMAS_FOREIGN_DIR: when this environment variable is set, prolog/damas.pl
# loads damas.so from that directory instead of ../lib/<arch>/.  `make
# sanitize` sets it to the absolute path of build/sanitize/lib/<arch>/, so
# that swipl runs the sanitized library.

CC    = gcc
# pack_install/2 names the swipl that installs the pack in SWIPL.
SWIPL ?= swipl

# Where SWI-Prolog's headers are, and which lib/<arch>/ to fill.  Both are
# empty before swipl is installed: the targets that install it (deps) run
# make again afterwards, and that make reads them from the new swipl.
SWIPL_VARS := $(shell command -v $(SWIPL) >/dev/null && $(SWIPL) --dump-runtime-variables | tr -d '";')
PLARCH     := $(patsubst PLARCH=%,%,$(filter PLARCH=%,$(SWIPL_VARS)))
PLBASE     := $(patsubst PLBASE=%,%,$(filter PLBASE=%,$(SWIPL_VARS)))

# The default build.  CFLAGS: -std=c11 alone would hide POSIX calls such as
# clock_gettime, hence -D_POSIX_C_SOURCE.
B          = build
SODIR      = lib/$(PLARCH)
OPT        = -O3 -march=native
SAN        =
TEST_SWIPL = $(SWIPL)
CFLAGS     = -std=c11 -D_POSIX_C_SOURCE=200809L $(OPT) $(SAN) $(FUZZ_INSTRUMENT) \
             -Wall -Wextra -Werror -fPIC -fvisibility=hidden -MMD -MP -Ic_src
# zlib (Debian: zlib1g-dev) compresses the endgame databases' files.
LIBS       = -lz

# Other variants, each in its own directory: make VARIANT=... TARGET.
ifeq ($(VARIANT),sanitize)
  B     = build/sanitize
  SODIR = $(B)/lib/$(PLARCH)
  OPT   = -O1 -g
  SAN   = -fsanitize=address,undefined -fno-omit-frame-pointer
  export UBSAN_OPTIONS = halt_on_error=1:print_stacktrace=1
  # The C tests ask for tables too large for memory and expect NULL back,
  # as from the C library's allocator.
  export ASAN_OPTIONS = allocator_may_return_null=1
  # swipl is not built with ASan, so the runtimes are preloaded; without
  # use_sigaltstack=0 swipl aborts at thread exit.
  # Leaks are checked in the C tests only: swipl keeps memory until it exits.
  TEST_SWIPL = env LD_PRELOAD="$(shell $(CC) -print-file-name=libasan.so) $(shell $(CC) -print-file-name=libubsan.so)" \
               ASAN_OPTIONS=use_sigaltstack=0:allocator_may_return_null=1:detect_leaks=0 \
               DAMAS_FOREIGN_DIR=$(CURDIR)/$(SODIR) $(SWIPL)
endif
ifeq ($(VARIANT),valgrind)
  # Memcheck over the C test programs; valgrind cannot run AVX-512.
  B   = build/valgrind
  OPT = -O1 -g -march=native -mno-avx512f
endif
ifeq ($(VARIANT),fuzz)
  # libFuzzer needs clang; the engine's objects get the coverage
  # instrumentation (fuzzer-no-link), the harnesses link the fuzzer.
  CC  = clang
  B   = build/fuzz
  OPT = -O1 -g
  SAN = -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
  FUZZ_INSTRUMENT = -fsanitize=fuzzer-no-link
endif
ifeq ($(VARIANT),callgrind)
  # valgrind 3.19 cannot execute AVX-512 instructions.
  B   = build/callgrind
  OPT = -O3 -march=native -mno-avx512f -g
endif

# The engines, one folder of c_src/ each (docs/architecture.md draws the
# map): every file of these folders goes into the library and the programs.
CORE      = draughts search egdb eximo gomoku
CORE_OBJS = $(patsubst c_src/%.c,$(B)/obj/%.o,$(foreach d,$(CORE),$(wildcard c_src/$(d)/*.c)))
GLUE_OBJS = $(patsubst c_src/%.c,$(B)/obj/%.o,$(filter-out c_src/glue/install_wide.c,$(wildcard c_src/glue/*.c)))
KB_OBJ    = $(B)/obj/tools/kb_reader.o
CLI_OBJ   = $(B)/obj/tools/cli.o
SO        = $(SODIR)/damas.so
TESTS     = $(patsubst tests/c/%.c,$(B)/tests/%,$(wildcard tests/c/*/test_*.c))

KB_GENERATOR   = kb/draughts/generate.pl

# The wide engine (docs/architecture.md, "Wide boards"): the draughts core,
# the search, the endgame databases and their glue compiled a second time
# with 128-bit bitboards (-DDAMAS_WIDE) into damas_wide.so, which
# registers its predicates in module damas_wide; prolog/damas.pl gives it
# the boards of more than 64 squares.  Hidden visibility keeps the two
# libraries' functions apart; install_damas_wide alone is exported.
WIDE_B         = $(B)/wide
WIDE_SO        = $(SODIR)/damas_wide.so
WIDE_CORE_OBJS = $(patsubst c_src/%.c,$(WIDE_B)/obj/%.o,$(foreach d,draughts search egdb,$(wildcard c_src/$(d)/*.c)))
WIDE_GLUE_OBJS = $(patsubst %,$(WIDE_B)/obj/glue/%.o,terms engine moves fen search explain endgame install_wide)
WIDE_TESTS     = $(patsubst tests/c/%.c,$(B)/tests/%,$(wildcard tests/c/wide/test_*.c))

.PHONY: all test check sanitize bench run-bench callgrind kb play run-play deps build-deps clean soak \
        valgrind run-valgrind fuzz fuzz-build fuzz-run fuzz-deps valgrind-deps
.DELETE_ON_ERROR:
# Keep the test programs' objects, which make would delete as intermediate.
.SECONDARY:

all: $(SO) $(WIDE_SO)

# These install what is missing first, then run make again (see PLARCH).
test: deps
	@$(MAKE) --no-print-directory check
# The plain library too: the pack and checkout tests load it in child
# processes that run without the sanitizer runtimes.
sanitize: deps
	@$(MAKE) --no-print-directory $(SO)
	@$(MAKE) --no-print-directory VARIANT=sanitize check
bench: deps
	@$(MAKE) --no-print-directory run-bench
play: build-deps
	@$(MAKE) --no-print-directory egdb-once
	@$(MAKE) --no-print-directory run-play

# The whole suite in the current variant, without installing anything;
# the plunit files run in TEST_SHARDS processes at once, one a CPU unless
# the environment says otherwise (tests/run.sh).
# In a pack build (see "SWI-Prolog pack" below) check is the pack's own.
# bash runs tests/run.sh: pack_install copies files without their modes.
ifndef PACKSODIR
check: $(SO) $(WIDE_SO) $(TESTS)
	bash tests/run.sh $(B)/tests $(TEST_SWIPL)
endif

# Figures, not tests: perft speed in C and through Prolog, the cost of a
# legal_moves/2 call, both backends' perft(6), every variant's perft in C
# and against the reference rules, the search, and the web board under
# 100 clients for a minute (tests/bench/web_soak.pl).
run-bench: $(B)/perft_bench $(B)/search_bench $(SO)
	$(B)/perft_bench
	$(SWIPL) tests/bench/bench.pl
	$(SWIPL) tests/bench/backends.pl
	$(SWIPL) tests/bench/variants.pl
	$(B)/search_bench
	$(SWIPL) tests/bench/web_soak.pl

run-play: $(SO)
	$(SWIPL) examples/start.pl

# The long differential run: the C engine against the reference rules on
# 100,000 Brazilian positions of random games, 20,000 of each other shipped
# variant (10,000 on 10x10 and 12x12) and 10,000 of each test variant of
# tests/prolog/damas/test_differential.pl; fails on any disagreement.
# Then the published perft counts beyond depth 7 and of published test
# positions (tests/data/perft_published.tsv) that fit in about 2.5 minutes.
# Then each fuzzer of tests/fuzz/ for FUZZ_SOAK_SECONDS (see fuzz-run),
# and the web console's hostile queries for CONSOLE_SOAK_SECONDS
# (tests/soak/console_soak.pl).
FUZZ_SOAK_SECONDS = 60
CONSOLE_SOAK_SECONDS = 300
soak: $(SO) fuzz-deps
	$(SWIPL) -g test_differential:soak -t 'halt(1)' tests/prolog/damas/test_differential.pl
	$(SWIPL) tests/soak/published_perft.pl
	@$(MAKE) --no-print-directory VARIANT=fuzz fuzz-build
	@for h in $(FUZZ_HARNESSES); do \
	  $(MAKE) --no-print-directory fuzz-run FUZZ_HARNESS=$$h FUZZ_SECONDS=$(FUZZ_SOAK_SECONDS) || exit 1; \
	done
	$(SWIPL) tests/fuzz/prolog_fuzz.pl --seconds=$(FUZZ_SOAK_SECONDS)
	$(SWIPL) tests/soak/console_soak.pl --seconds=$(CONSOLE_SOAK_SECONDS)

# Memcheck over every C test program (built without AVX-512, which
# valgrind 3.19 cannot execute); fails on any error or definite leak.
valgrind: valgrind-deps
	@$(MAKE) --no-print-directory VARIANT=valgrind run-valgrind
run-valgrind: $(TESTS)
	@failed=; for t in $(TESTS); do \
	  echo "=== valgrind $$t"; \
	  valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect \
	           --track-origins=yes $$t || failed="$$failed $$t"; \
	done; \
	if [ -n "$$failed" ]; then echo "valgrind: errors in$$failed"; exit 1; fi; \
	echo "valgrind: no errors"

# libFuzzer harnesses (tests/fuzz/fuzz_*.c), built with clang, ASan and
# UBSan into build/fuzz/.  A run of one:
#   make fuzz-run FUZZ_HARNESS=fen FUZZ_SECONDS=600
# starts from the checked-in seeds (tests/fuzz/corpus/HARNESS/), keeps
# what it finds in build/fuzz/corpus/HARNESS/ and a failing input in
# build/fuzz/artifacts/.  The Prolog fuzzer: swipl tests/fuzz/prolog_fuzz.pl.
FUZZ_HARNESSES = fen kb search rules
FUZZ_HARNESS   = fen
FUZZ_SECONDS   = 60
FUZZ_OPTIONS   =
fuzz: fuzz-deps
	@$(MAKE) --no-print-directory VARIANT=fuzz fuzz-build
fuzz-build: $(FUZZ_HARNESSES:%=$(B)/fuzz_%)
fuzz-run:
	@mkdir -p build/fuzz/corpus/$(FUZZ_HARNESS) build/fuzz/artifacts
	build/fuzz/fuzz_$(FUZZ_HARNESS) -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
	  -artifact_prefix=build/fuzz/artifacts/$(FUZZ_HARNESS)- $(FUZZ_OPTIONS) \
	  build/fuzz/corpus/$(FUZZ_HARNESS) tests/fuzz/corpus/$(FUZZ_HARNESS)

$(B)/obj/fuzz/%.o: tests/fuzz/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -DDAMAS_ROOT='"$(CURDIR)"' -c $< -o $@

$(B)/fuzz_%: $(B)/obj/fuzz/fuzz_%.o $(CORE_OBJS) $(KB_OBJ)
	$(CC) $(SAN) -fsanitize=fuzzer -o $@ $^ $(LIBS)

# Instructions per leaf of perft(CALLGRIND_DEPTH) with bulk counting, the
# start-up (reading the KB, the layout search) subtracted.
CALLGRIND_DEPTH = 8
callgrind:
	@$(MAKE) --no-print-directory VARIANT=callgrind build/callgrind/perft_bench
	@ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null \
	          build/callgrind/perft_bench --depth $$1 2>&1 | awk '/Collected/ { print $$NF }'; }; \
	leaves=$$(build/callgrind/perft_bench --depth $(CALLGRIND_DEPTH)); \
	total=$$(ir $(CALLGRIND_DEPTH)); base=$$(ir 0); \
	awk -v l=$$leaves -v t=$$total -v b=$$base 'BEGIN { \
	  printf "perft(%d), bulk counting: %d leaves, %d Ir, start-up %d Ir: %.1f Ir per leaf\n", \
	         $(CALLGRIND_DEPTH), l, t, b, (t - b) / l }'

kb:
	$(SWIPL) $(KB_GENERATOR) 8 8 kb/draughts/board_8x8.pl
	$(SWIPL) $(KB_GENERATOR) 10 10 kb/draughts/board_10x10.pl
	$(SWIPL) $(KB_GENERATOR) 12 12 kb/draughts/board_12x12.pl
	$(SWIPL) $(KB_GENERATOR) 12 12 kb/draughts/board_12x12_light.pl --corner=light
	$(SWIPL) $(KB_GENERATOR) 8 8 kb/draughts/board_8x8_light.pl --corner=light
	$(SWIPL) $(KB_GENERATOR) 8 8 kb/draughts/board_8x8_light_black_order.pl --corner=light --reading-order=black
	$(SWIPL) $(KB_GENERATOR) 8 8 kb/draughts/board_8x8_full.pl --squares=all
	$(SWIPL) kb/gomoku/generate.pl 15 kb/gomoku/gomoku.pl

# Install the Debian packages a fresh machine lacks; silent when none is
# missing.  build-deps: what building and playing need (gcc, swipl);
# deps: what the whole suite needs besides, cmocka and the browser test's
# packages (web-deps, below), one after the other (apt-get runs one at a
# time).
# $(call apt_install,PACKAGES,WHAT): apt-get install, with sudo when not
# root; a failure names the packages and what needs them.
apt_install = sudo=; if [ "$$(id -u)" != 0 ] && command -v sudo >/dev/null; then sudo=sudo; fi; \
  $$sudo env DEBIAN_FRONTEND=noninteractive sh -c "apt-get update && apt-get install -y $(1)" || \
  { echo "make: apt-get could not install $(1) (its messages above say why), needed for $(2)" >&2; exit 1; }

build-deps:
	@if ! command -v gcc >/dev/null || ! command -v $(SWIPL) >/dev/null || [ ! -f /usr/include/zlib.h ]; then \
	  $(call apt_install,build-essential swi-prolog-nox zlib1g-dev,building and playing); \
	fi
deps: build-deps
	@if [ ! -f /usr/include/cmocka.h ]; then \
	  $(call apt_install,libcmocka-dev,the C tests); \
	fi
	@if ! command -v curl >/dev/null; then \
	  $(call apt_install,curl,the curl examples of docs/web.md); \
	fi
	@$(MAKE) --no-print-directory web-deps

# What `make fuzz` and `make valgrind` need besides deps: clang with its
# libFuzzer runtime (Debian: clang, libclang-rt-14-dev), and valgrind.
fuzz-deps: deps
	@if ! command -v clang >/dev/null || \
	    [ -z "$$(clang -print-file-name=libclang_rt.fuzzer-x86_64.a | grep /)" ] || \
	    [ ! -f "$$(clang -print-file-name=libclang_rt.fuzzer-x86_64.a)" ]; then \
	  sudo=; if [ "$$(id -u)" != 0 ] && command -v sudo >/dev/null; then sudo=sudo; fi; \
	  $$sudo env DEBIAN_FRONTEND=noninteractive sh -c \
	    'apt-get update && apt-get install -y clang libclang-rt-14-dev'; \
	fi
valgrind-deps: deps
	@if ! command -v valgrind >/dev/null; then \
	  sudo=; if [ "$$(id -u)" != 0 ] && command -v sudo >/dev/null; then sudo=sudo; fi; \
	  $$sudo env DEBIAN_FRONTEND=noninteractive sh -c 'apt-get update && apt-get install -y valgrind'; \
	fi

clean:
	rm -rf build lib

# Building.  Every object is position-independent, so one set serves the .so,
# the test programs and the benchmark.

$(SO): $(CORE_OBJS) $(GLUE_OBJS)
	@mkdir -p $(@D)
	$(CC) -shared $(SAN) -o $@ $(filter %.o,$^) $(LIBS)

# prolog/damas.pl loads both libraries: whatever needs damas.so needs
# damas_wide.so too (a prerequisite, not linked in).
$(SO): $(WIDE_SO)

$(WIDE_SO): $(WIDE_CORE_OBJS) $(WIDE_GLUE_OBJS)
	@mkdir -p $(@D)
	$(CC) -shared $(SAN) -o $@ $^ $(LIBS)

$(WIDE_B)/obj/glue/%.o: c_src/glue/%.c
	$(if $(PLBASE),,$(error swipl not found: run 'make deps' first))
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -DDAMAS_WIDE -isystem $(PLBASE)/include -c $< -o $@

$(WIDE_B)/obj/%.o: c_src/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -DDAMAS_WIDE -c $< -o $@

# The C tests of tests/c/wide/ run the wide engine.
$(B)/obj/tests/wide/%.o: tests/c/wide/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -DDAMAS_WIDE -Wno-unused-parameter -Itests/c -c $< -o $@

$(WIDE_B)/obj/tests/support.o: tests/c/support.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -DDAMAS_WIDE -Wno-unused-parameter -Itests/c -c $< -o $@

$(WIDE_TESTS): $(B)/tests/wide/%: $(B)/obj/tests/wide/%.o $(WIDE_B)/obj/tests/support.o $(WIDE_CORE_OBJS) $(WIDE_B)/obj/tools/kb_reader.o
	@mkdir -p $(@D)
	$(CC) $(SAN) -o $@ $^ -lcmocka $(LIBS)

# The only files that see SWI-Prolog's headers (-isystem: they are not
# -Wstrict-prototypes clean).
$(B)/obj/glue/%.o: c_src/glue/%.c
	$(if $(PLBASE),,$(error swipl not found: run 'make deps' first))
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -isystem $(PLBASE)/include -c $< -o $@

$(B)/obj/%.o: c_src/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -c $< -o $@

# cmocka hands every test a void **state that most tests ignore.
$(B)/obj/tests/%.o: tests/c/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -Wno-unused-parameter -Itests/c -c $< -o $@

$(B)/tests/%: $(B)/obj/tests/%.o $(B)/obj/tests/support.o $(CORE_OBJS) $(KB_OBJ)
	@mkdir -p $(@D)
	$(CC) $(SAN) -o $@ $^ -lcmocka $(LIBS)

# The checks the database's test shares with the soak's egdb_check, and
# the fixture the two database tests share.
EGDB_SUPPORT_OBJ = $(B)/obj/tests/egdb/egdb_support.o
EGDB_FIXTURE_OBJ = $(B)/obj/tests/egdb/egdb_fixture.o
$(B)/tests/egdb/test_egdb: $(EGDB_SUPPORT_OBJ) $(EGDB_FIXTURE_OBJ)
$(B)/tests/egdb/test_egdb_international: $(EGDB_SUPPORT_OBJ) $(EGDB_FIXTURE_OBJ) $(B)/obj/tools/rules_board.o

$(B)/perft_bench: $(B)/obj/tools/perft_bench.o $(CLI_OBJ) $(CORE_OBJS) $(KB_OBJ)
	$(CC) $(SAN) -o $@ $^ $(LIBS)

$(B)/egdb_tool: $(B)/obj/tools/egdb_tool.o $(B)/obj/tools/rules_board.o $(CLI_OBJ) $(CORE_OBJS) $(KB_OBJ)
	$(CC) $(SAN) -o $@ $^ $(LIBS)

# Endgame databases (docs/endgame.md): every ending of up to EGDB_PIECES
# pieces of each variant of EGDB_VARIANTS, under build/egdb/VARIANT/, on
# the board the variant's rules file reexports, on EGDB_JOBS threads.  A
# variant written VARIANT:N gets N pieces instead.  Slice files already
# there are kept (and checked), so a larger EGDB_PIECES adds to them.
# `make play` makes the default ones the first time (egdb-once: a variant
# whose run ended well is marked done and not read again); on the 2-core
# test machine Brazilian takes about a minute and International 10 to 15
# minutes (docs/endgame.md).  A line per slice says how far it is.
#     make egdb EGDB_VARIANTS="brazilian international:4 russian"
#     make play EGDB_VARIANTS=          # play at once, without them
EGDB_PIECES   = 5
EGDB_VARIANTS = brazilian international
EGDB_JOBS     = $(shell nproc 2>/dev/null || echo 1)
.PHONY: egdb egdb-once egdb-check
egdb: $(B)/egdb_tool
	@for spec in $(EGDB_VARIANTS); do \
	  v=$${spec%%:*}; p=$${spec#*:}; [ "$$p" = "$$spec" ] && p=$(EGDB_PIECES); \
	  echo "=== $$v, up to $$p pieces, $(EGDB_JOBS) threads"; \
	  nice -n 10 $(B)/egdb_tool generate --rules kb/draughts/$$v.pl --pieces $$p \
	    --jobs $(EGDB_JOBS) --dir build/egdb/$$v || exit 1; \
	  echo $$p > build/egdb/$$v/made-up-to; \
	done
egdb-once: $(B)/egdb_tool
	@for spec in $(EGDB_VARIANTS); do \
	  v=$${spec%%:*}; p=$${spec#*:}; [ "$$p" = "$$spec" ] && p=$(EGDB_PIECES); \
	  made=$$(cat build/egdb/$$v/made-up-to 2>/dev/null || echo 0); \
	  [ "$$made" -ge "$$p" ] 2>/dev/null && continue; \
	  echo "=== The endgame database of $$v, up to $$p pieces, is made once"; \
	  echo "    (docs/endgame.md; make play EGDB_VARIANTS= plays without it)"; \
	  $(MAKE) --no-print-directory egdb EGDB_VARIANTS=$$v:$$p || exit 1; \
	done

# The checks of the full database (tests/soak/egdb_check.c): every
# EGDB_SAMPLE-th position of every slice against its moves, a proving
# search, the kings against a lone king.
EGDB_SAMPLE = 101
egdb-check: $(B)/egdb_check
	@for spec in $(EGDB_VARIANTS); do \
	  v=$${spec%%:*}; \
	  nice -n 10 $(B)/egdb_check --rules kb/draughts/$$v.pl --dir build/egdb/$$v --sample $(EGDB_SAMPLE) || exit 1; \
	done

$(B)/obj/soak/%.o: tests/soak/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -Itests/c -c $< -o $@

$(B)/egdb_check: $(B)/obj/soak/egdb_check.o $(B)/obj/tools/rules_board.o $(EGDB_SUPPORT_OBJ) $(CLI_OBJ) $(CORE_OBJS) $(KB_OBJ)
	$(CC) $(SAN) -o $@ $^ $(LIBS)

$(B)/search_bench: $(B)/obj/tools/search_bench.o $(CLI_OBJ) $(CORE_OBJS) $(KB_OBJ)
	$(CC) $(SAN) -o $@ $^ $(LIBS)

# The search's figures: nodes per second, time to depths 16, 18 and 20,
# minimax against alpha-beta nodes at depth 6.
.PHONY: search-bench
search-bench: $(B)/search_bench
	$(B)/search_bench

# Gomoku's figures (tests/bench/gomoku.pl): an engine level against the
# classroom heuristic at one ply over GOMOKU_GAMES games, and the search's
# nodes per second.
GOMOKU_GAMES = 100
GOMOKU_LEVEL = medium
.PHONY: gomoku-bench
gomoku-bench: $(SO)
	nice -n 5 $(SWIPL) tests/bench/gomoku.pl --games=$(GOMOKU_GAMES) --level=$(GOMOKU_LEVEL)

# A match between two players of library(damas/players) and its summary
# table (examples/match.pl; more options there).  The acceptance match:
#   make match PLAYER_A='search([time(0.1)])' PLAYER_B='minimax(5)' MATCH_GAMES=100
PLAYER_A      = search([time(0.1)])
PLAYER_B      = minimax(5)
MATCH_GAMES   = 10
MATCH_OPTIONS = --seed=1 --max-moves=300
# The Hub engine (docs/hub.md): build/bin/damas-hub runs this checkout's
# prolog/damas/hub.pl.  (The strength match plays an older checkout's
# library through tests/bench/old_build_hub.pl.)
.PHONY: hub
hub: $(SO) build/bin/damas-hub
build/bin/damas-hub: Makefile
	@mkdir -p $(@D)
	printf '#!/bin/sh\n# The Hub engine of damas (docs/hub.md).\nexec %s -q -g damas_hub:hub_main -t halt "%s/prolog/damas/hub.pl" -- "$$@"\n' \
	  '$(SWIPL)' '$(CURDIR)' > $@
	chmod +x $@

# The DXP engine (docs/dxp.md): build/bin/damas-dxp runs this checkout's
# prolog/damas/dxp.pl, a follower on 127.0.0.1:27531 unless told otherwise.
.PHONY: dxp
dxp: $(SO) build/bin/damas-dxp
build/bin/damas-dxp: Makefile
	@mkdir -p $(@D)
	printf '#!/bin/sh\n# The DXP engine of damas (docs/dxp.md).\nexec %s -q -g damas_dxp:dxp_main -t halt "%s/prolog/damas/dxp.pl" -- "$$@"\n' \
	  '$(SWIPL)' '$(CURDIR)' > $@
	chmod +x $@

# The strength match: this build's damas-hub against the engine of
# STRENGTH_BASELINE (built in /tmp/damas-baseline-COMMIT), from the
# Brazilian ballot openings, each with both colours (tests/bench/strength.pl).
# The baseline is the engine before the pattern evaluation and the
# selective search: 08ea8d0.
STRENGTH_GAMES     = 400
STRENGTH_MOVE_TIME = 0.1
STRENGTH_PARALLEL  = 2
STRENGTH_BASELINE  = 08ea8d0
STRENGTH_OPTIONS   =
.PHONY: strength
strength: hub
	$(SWIPL) tests/bench/strength.pl --games=$(STRENGTH_GAMES) --move-time=$(STRENGTH_MOVE_TIME) \
	  --parallel=$(STRENGTH_PARALLEL) --baseline=$(STRENGTH_BASELINE) $(STRENGTH_OPTIONS)

# A summary of the results record, tests/bench/results/matches.tsv, where
# every strength match adds its row: per variant, opponent and limit the
# latest and the best match (tests/bench/results.pl).
.PHONY: results
results:
	$(SWIPL) tests/bench/results.pl

.PHONY: match
match: $(SO)
	$(SWIPL) examples/match.pl --games=$(MATCH_GAMES) $(MATCH_OPTIONS) '$(PLAYER_A)' '$(PLAYER_B)'

# The opening books (docs/book.md): `make book BOOK_VARIANT=brazilian`
# (or international) builds kb/books/BOOK_VARIANT.book from our own
# search, niced and in one thread; the same options give the same book.
# BOOK_OPTIONS (the builder's, prolog/damas/book/build.pl) default to the
# variant's line below; the book's header names the command.
BOOK_VARIANT = brazilian
BOOK_OPTIONS_brazilian     = --depth=14 --positions=1000 --margin=25 --openings=tests/data/openings_brazilian.tsv
BOOK_OPTIONS_international = --depth=12 --positions=500 --margin=25 --openings=tests/data/openings_international.tsv
BOOK_OPTIONS = $(BOOK_OPTIONS_$(BOOK_VARIANT))
BOOK_MADE_BY_OPTIONS = $(if $(filter command line environment,$(origin BOOK_OPTIONS)), BOOK_OPTIONS="$(BOOK_OPTIONS)")
.PHONY: book
book: $(SO)
	nice -n 10 $(SWIPL) -q -g damas_book_build:book_build_main -t halt prolog/damas/book/build.pl -- \
	  --variant=$(BOOK_VARIANT) --out=kb/books/$(BOOK_VARIANT).book \
	  --made-by='make book BOOK_VARIANT=$(BOOK_VARIANT)$(BOOK_MADE_BY_OPTIONS)' $(BOOK_OPTIONS)

# Eximo's figures (tests/bench/eximo.pl): perft from the start to about a
# second, C against the reference rules at perft(4), and level hard against
# the capture-first player over EXIMO_GAMES games.
EXIMO_GAMES = 100
.PHONY: eximo-bench
eximo-bench: $(SO)
	nice -n 5 $(SWIPL) tests/bench/eximo.pl --games=$(EXIMO_GAMES)

-include $(shell find $(B)/obj $(WIDE_B)/obj -name '*.d' 2>/dev/null)

# ---- Diagrams and the web board (library(damas/svg), library(damas/web)) ----
# `make pictures` writes docs/pictures/*.svg, `make web-pictures` the web
# board's PNGs (headless Chromium); `make web` serves the board
# on WEB_PORT and prints its address; `make web-soak` runs the web board's
# soak benchmark alone (WEB_SOAK_OPTIONS, e.g. --clients=100 --seconds=60).
# web-deps installs what the web board's console and its browser test
# (tests/web/) need: Debian's bubblewrap (the console's confinement),
# chromium, node and npm, and
# playwright-core from tests/web/package-lock.json; deps (so make test)
# runs it, silent when all is there; make play does not need it.  It
# asks apt only for the commands missing: a node from elsewhere
# (NodeSource's carries its own npm) conflicts with Debian's npm package.
# When npm ci fails, its first errors are shown, then why in a line.
WEB_PORT = 8080
.PHONY: pictures web run-web web-deps web-soak web-pictures
WEB_SOAK_OPTIONS =
pictures: $(SO)
	$(SWIPL) examples/pictures.pl
web: deps
	@$(MAKE) --no-print-directory run-web
run-web: $(SO)
	$(SWIPL) examples/web.pl --port=$(WEB_PORT)
web-soak: $(SO)
	$(SWIPL) tests/bench/web_soak.pl $(WEB_SOAK_OPTIONS)
web-pictures: $(SO)
	$(SWIPL) tests/web/pictures.pl
web-deps:
	@missing=; \
	command -v bwrap >/dev/null || missing="$$missing bubblewrap"; \
	command -v chromium >/dev/null || missing="$$missing chromium"; \
	command -v node >/dev/null || missing="$$missing nodejs"; \
	command -v npm >/dev/null || missing="$$missing npm"; \
	if [ -n "$$missing" ]; then \
	  $(call apt_install,$$missing,the web board's console and its browser test (tests/web/)); \
	fi
	@if [ ! -f tests/web/node_modules/playwright-core/package.json ]; then \
	  log=$$(mktemp); \
	  if (cd tests/web && npm ci --no-audit --no-fund) >"$$log" 2>&1; then rm -f "$$log"; exit 0; fi; \
	  grep -E '^npm (error|ERR!)' "$$log" | grep -vE '^npm (error|ERR!) +at ' | head -n 4 >&2; \
	  if grep -qE 'ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|ENETUNREACH|EHOSTUNREACH' "$$log"; then \
	    why="the npm registry ($$(npm config get registry)) could not be reached"; \
	  else why="see npm's errors above"; fi; \
	  rm -f "$$log"; \
	  echo "make: npm ci failed in tests/web: $$why." >&2; \
	  echo "make: the browser test of the web board needs its npm package playwright-core;" \
	       "make play does not, and make check runs the tests without it." >&2; \
	  exit 1; \
	fi

# ---- SWI-Prolog pack, documentation ---------------------------------------
# pack_install/2 (library(prolog_pack)) copies the pack, then runs `make`,
# `make check` and `make install` in the copy with PACKSODIR=lib/<arch>
# (and SWIPL, CC, CFLAGS...) in the environment: the library is built
# where prolog/damas.pl looks for it, and the check is tests/pack/check.pl
# (every library loads, perft counts up to depth 5 as published), not the
# whole suite, which needs cmocka and minutes.
.PHONY: install pack-check doc dist
ifdef PACKSODIR
check: $(SO) $(WIDE_SO)
	$(SWIPL) tests/pack/check.pl
endif
install: $(SO) $(WIDE_SO)
pack-check: $(SO) $(WIDE_SO)
	$(SWIPL) tests/pack/check.pl

# PlDoc HTML of every library into build/doc (index.html: the module list).
doc:
	@mkdir -p $(B)/doc
	$(SWIPL) docs/pldoc.pl $(B)/doc

# An archive to install with pack_install/2: the files under version control,
# as they are in the working tree.
PACK_VERSION = $(shell sed -n "s/^version('\(.*\)')\.$$/\1/p" pack.pl)
dist:
	@mkdir -p $(B)
	git ls-files -z | tar --null -T - --transform 's,^,damas-$(PACK_VERSION)/,' -czf $(B)/damas-$(PACK_VERSION).tgz
	@echo $(B)/damas-$(PACK_VERSION).tgz

# The default evaluation's weights, one file per board family
# (c_src/search/eval_weights_8x8.h, eval_weights_10x10.h), fitted by
# c_src/tools/tune.c (its comment says how) in two steps, for
# TUNE_VARIANT brazilian (8x8) or international (10x10).
# `make tune-data` plays the self-play games, cut into TUNE_UNITS
# independent units run by GNU parallel: TUNE_JOBS at once on this machine,
# or on the hosts of an ssh login file, TUNE_HOSTS=FILE (parallel's
# --sshloginfile; docs/tuning.md says how to run it on a cluster).  A
# unit's games, and so its positions, do not depend on where it runs or
# how the games are cut, and a unit whose file is there is not played
# again: an interrupted run resumes.  `make tune` merges the units' files
# of $(TUNE_DIR) and fits the family's weights to them (a minute or two);
# the same files give the same weights.  `make tune TUNE_OPTIONS=--quick`
# is a smoke test of seconds that plays a few games of its own and leaves
# the weights file alone.
TUNE_VARIANT      = brazilian
TUNE_DIR          = $(B)/tune-data/$(TUNE_VARIANT)
TUNE_UNITS        = 32
TUNE_JOBS         = 1
TUNE_HOSTS        =
TUNE_OPTIONS      =
TUNE_DATA_OPTIONS =
TUNE_UNIT_FILE    = $(TUNE_DIR)/unit-{}-of-$(TUNE_UNITS).bin
TUNE_WHERE        = $(if $(TUNE_HOSTS),--sshloginfile $(TUNE_HOSTS) --workdir $(CURDIR) \
                      --return $(TUNE_UNIT_FILE) --cleanup,--jobs $(TUNE_JOBS))
.PHONY: tune tune-data parallel-deps
tune: $(B)/tune
	$(B)/tune --variant $(TUNE_VARIANT) --data $(TUNE_DIR) $(TUNE_OPTIONS)

tune-data: $(B)/tune parallel-deps
	@mkdir -p $(TUNE_DIR)
	seq 1 $(TUNE_UNITS) | parallel --will-cite --halt now,fail=1 $(TUNE_WHERE) \
	  nice $(B)/tune generate --variant $(TUNE_VARIANT) --unit {}/$(TUNE_UNITS) \
	  --data $(TUNE_UNIT_FILE) $(TUNE_DATA_OPTIONS)

# `make tune-score` scores every position of $(TUNE_DIR)'s units by a
# search of TUNE_SCORE_NODES nodes (`tune score`) into $(TUNE_SCORED_DIR),
# a unit a job, on this machine or the hosts of TUNE_HOSTS like tune-data;
# a unit scored already is not scored again.  `make tune
# TUNE_DIR=$(TUNE_SCORED_DIR) TUNE_OPTIONS="--lambda L"` then fits to
# labels that mix the games' results (share L) with those scores.
TUNE_SCORE_NODES   = 2000
TUNE_SCORED_DIR    = $(TUNE_DIR)-scored
TUNE_SCORE_OPTIONS =
TUNE_SCORE_WHERE   = $(if $(TUNE_HOSTS),--sshloginfile $(TUNE_HOSTS) --workdir $(CURDIR) \
                       --transferfile {} --return $(TUNE_SCORED_DIR)/{/} --cleanup,--jobs $(TUNE_JOBS))
.PHONY: tune-score
tune-score: $(B)/tune parallel-deps
	@mkdir -p $(TUNE_SCORED_DIR)
	ls $(TUNE_DIR)/*.bin | parallel --will-cite --halt now,fail=1 $(TUNE_SCORE_WHERE) \
	  nice $(B)/tune score --variant $(TUNE_VARIANT) --data {} \
	  --nodes $(TUNE_SCORE_NODES) --out $(TUNE_SCORED_DIR)/{/} $(TUNE_SCORE_OPTIONS)

# GNU parallel (Debian: parallel), for tune-data and tune-score.
parallel-deps:
	@if ! command -v parallel >/dev/null; then \
	  sudo=; if [ "$$(id -u)" != 0 ] && command -v sudo >/dev/null; then sudo=sudo; fi; \
	  $$sudo env DEBIAN_FRONTEND=noninteractive sh -c 'apt-get update && apt-get install -y parallel' || \
	  { echo "make: GNU parallel could not be installed (apt-get install parallel failed above)" >&2; exit 1; }; \
	fi

$(B)/tune: $(B)/obj/tools/tune.o $(B)/obj/tools/selfplay.o $(CLI_OBJ) $(CORE_OBJS) $(KB_OBJ)
	$(CC) $(SAN) -o $@ $^ -lm $(LIBS)

# The default heuristic against hand_set (the previous default) at a fixed
# depth, 200 games from the ballot openings (c_src/tools/eval_match.c).
EVAL_MATCH_OPTIONS = --openings 100 --depth 8
.PHONY: eval-match
eval-match: $(B)/eval_match
	$(B)/eval_match $(EVAL_MATCH_OPTIONS)

$(B)/eval_match: $(B)/obj/tools/eval_match.o $(B)/obj/tools/selfplay.o $(CLI_OBJ) $(CORE_OBJS) $(KB_OBJ)
	$(CC) $(SAN) -o $@ $^ -lm $(LIBS)
