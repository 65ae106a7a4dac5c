# damas: builds the foreign library, runs the tests and the benchmarks.
# The targets are described in README.md, section "Make targets".
#
# DAMAS_FOREIGN_DIR: when this environment variable is set, prolog/damas.pl
# loads damas.so from that directory instead of ../lib/<arch>/.  `make
# sanitize` sets it to the absolute path of build/sanitize/lib/<arch>/, so
# that swipl runs the sanitized library.

CC    = gcc
SWIPL = swipl

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
CFLAGS     = -std=c11 -D_POSIX_C_SOURCE=200809L $(OPT) $(SAN) -Wall -Wextra -Werror \
             -fPIC -fvisibility=hidden -MMD -MP

# Other variants, each in its own directory: make VARIANT=... TARGET.
ifeq ($(VARIANT),sanitize)
  B     = build/sanitize
  SODIR = $(B)/lib/$(PLARCH)
  OPT   = -O1 -g
  SAN   = -fsanitize=address,undefined -fno-omit-frame-pointer
  export UBSAN_OPTIONS = halt_on_error=1:print_stacktrace=1
  # swipl is not built with ASan, so the runtimes are preloaded; without
  # use_sigaltstack=0 swipl aborts at thread exit.
  # Leaks are checked in the C tests only: swipl keeps memory until it exits.
  TEST_SWIPL = env LD_PRELOAD="$(shell $(CC) -print-file-name=libasan.so) $(shell $(CC) -print-file-name=libubsan.so)" \
               ASAN_OPTIONS=use_sigaltstack=0:allocator_may_return_null=1:detect_leaks=0 \
               DAMAS_FOREIGN_DIR=$(CURDIR)/$(SODIR) $(SWIPL)
endif
ifeq ($(VARIANT),callgrind)
  # valgrind 3.19 cannot execute AVX-512 instructions.
  B   = build/callgrind
  OPT = -O3 -march=native -mno-avx512f -g
endif

CORE      = board position movegen capture perft fen hash tt eval search minimax
CORE_OBJS = $(CORE:%=$(B)/obj/%.o)
KB_OBJ    = $(B)/obj/kb_reader.o
SO        = $(SODIR)/damas.so
TESTS     = $(patsubst tests/c/%.c,$(B)/tests/%,$(wildcard tests/c/test_*.c))

KB_GENERATOR   = kb/generate.pl

.PHONY: all test check sanitize bench run-bench callgrind kb play run-play deps clean soak
.DELETE_ON_ERROR:
# Keep the test programs' objects, which make would delete as intermediate.
.SECONDARY:

all: $(SO)

# These install what is missing first, then run make again (see PLARCH).
test: deps
	@$(MAKE) --no-print-directory check
sanitize: deps
	@$(MAKE) --no-print-directory VARIANT=sanitize check
bench: deps
	@$(MAKE) --no-print-directory run-bench
play: deps
	@$(MAKE) --no-print-directory run-play

# The whole suite in the current variant, without installing anything.
check: $(SO) $(TESTS)
	tests/run.sh $(B)/tests $(TEST_SWIPL)

# Figures, not tests: perft speed in C and through Prolog, the cost of a
# legal_moves/2 call, both backends' perft(6), every variant's perft in C
# and against the reference rules, and the search.
run-bench: $(B)/perft_bench $(B)/search_bench $(SO)
	$(B)/perft_bench
	$(SWIPL) tests/bench/bench.pl
	$(SWIPL) tests/bench/backends.pl
	$(SWIPL) tests/bench/variants.pl
	$(B)/search_bench

run-play: $(SO)
	$(SWIPL) examples/start.pl

# The long differential run: the C engine against the reference rules on
# 100,000 positions of random games and 10,000 of each variant of
# tests/prolog/test_differential.pl (about a minute and a half); fails on
# any disagreement.
soak: $(SO)
	$(SWIPL) -g test_differential:soak -t 'halt(1)' tests/prolog/test_differential.pl

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
	$(SWIPL) $(KB_GENERATOR) 8 8 kb/board_8x8.pl
	$(SWIPL) $(KB_GENERATOR) 10 10 kb/board_10x10.pl
	$(SWIPL) $(KB_GENERATOR) 8 8 kb/board_8x8_light.pl --corner=light
	$(SWIPL) $(KB_GENERATOR) 8 8 kb/board_8x8_light_black_order.pl --corner=light --reading-order=black

# Installs the Debian packages a fresh machine lacks; silent when none is missing.
deps:
	@if ! command -v gcc >/dev/null || ! command -v $(SWIPL) >/dev/null || [ ! -f /usr/include/cmocka.h ]; then \
	  sudo=; if [ "$$(id -u)" != 0 ] && command -v sudo >/dev/null; then sudo=sudo; fi; \
	  $$sudo env DEBIAN_FRONTEND=noninteractive sh -c \
	    'apt-get update && apt-get install -y build-essential swi-prolog-nox libcmocka-dev'; \
	fi

clean:
	rm -rf build lib

# Building.  Every object is position-independent, so one set serves the .so,
# the test programs and the benchmark.

$(SO): $(CORE_OBJS) $(B)/obj/damas_glue.o
	@mkdir -p $(@D)
	$(CC) -shared $(SAN) -o $@ $^

# The one file that sees SWI-Prolog's headers (-isystem: they are not
# -Wstrict-prototypes clean).
$(B)/obj/damas_glue.o: c_src/damas_glue.c
	$(if $(PLBASE),,$(error swipl not found: run 'make deps' first))
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -isystem $(PLBASE)/include -c $< -o $@

$(B)/obj/%.o: c_src/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -c $< -o $@

# cmocka hands every test a void **state that most tests ignore.
$(B)/obj/tests/%.o: tests/c/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -Wno-unused-parameter -Ic_src -c $< -o $@

$(B)/tests/%: $(B)/obj/tests/%.o $(B)/obj/tests/support.o $(CORE_OBJS) $(KB_OBJ)
	@mkdir -p $(@D)
	$(CC) $(SAN) -o $@ $^ -lcmocka

$(B)/perft_bench: $(B)/obj/perft_main.o $(B)/obj/cli.o $(CORE_OBJS) $(KB_OBJ)
	$(CC) $(SAN) -o $@ $^

$(B)/search_bench: $(B)/obj/search_main.o $(B)/obj/cli.o $(CORE_OBJS) $(KB_OBJ)
	$(CC) $(SAN) -o $@ $^

# The search's figures: nodes per second, time to depths 10, 14 and 18,
# minimax against alpha-beta nodes at depth 6.
.PHONY: search-bench
search-bench: $(B)/search_bench
	$(B)/search_bench

# A match between two players of library(damas/players) and its summary
# table (examples/match.pl; more options there).  The acceptance match:
#   make match PLAYER_A='search([time(0.1)])' PLAYER_B='minimax(5)' MATCH_GAMES=100
PLAYER_A      = search([time(0.1)])
PLAYER_B      = minimax(5)
MATCH_GAMES   = 10
MATCH_OPTIONS = --seed=1 --max-moves=300
.PHONY: match
match: $(SO)
	$(SWIPL) examples/match.pl --games=$(MATCH_GAMES) $(MATCH_OPTIONS) '$(PLAYER_A)' '$(PLAYER_B)'

-include $(wildcard $(B)/obj/*.d $(B)/obj/tests/*.d)
