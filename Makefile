# Makefile - builds build/nearly and build/libnearly.a, runs the tests, the sanitizer run and the
# benchmarks. Every .c file under lexer/ parser/ compiler/ vm/ stdlib/ goes into the library, so a
# new source file needs no edit here. re2c and bison outputs go to $(BUILD)/gen and are never committed.

CC      ?= cc
BUILD   ?= build
PYTHON  ?= python3
OPT     ?= -O2
WARN    := -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
           -Wno-unused-parameter
CFLAGS  ?=
# Quiet by default; `make V=1` shows every command.
V       ?= 0
Q       := $(if $(filter 1,$(V)),,@)
ALL_CFLAGS := -std=gnu11 $(OPT) -g $(WARN) -DNP_CORE -D_GNU_SOURCE \
              -Iinclude -Ilexer -Iparser -Icompiler -Ivm -Istdlib -I$(BUILD)/gen $(CFLAGS)
LDLIBS  := -lgmp -lxxhash -lutf8proc -lpcre2-8 -ledit -lsqlite3 -lm
# build/nearly is a static PIE (docs/performance.md, "Start-up"): with the shared libraries the
# dynamic loader's symbol lookups and relocations were 73% of the instructions of `nearly run` on
# `x = 1 + 1` (1.5 ms -> 0.7 ms wall, 3.6 -> 2.2 MiB peak RSS). PIE keeps ASLR. libedit.a needs
# libtinfo, libbsd and libmd (from libncurses-dev, libbsd-dev, libmd-dev, which libedit-dev
# pulls in). The linker warns that libsqlite3.a references dlopen: only sqlite's extension
# loading uses it, and Nearly never enables that. Sanitizer builds (CFLAGS with -fsanitize) link
# dynamically, as the sanitizer runtimes require; NEARLY_STATIC=0 does too.
NEARLY_STATIC ?= $(if $(findstring -fsanitize,$(CFLAGS)),0,1)
# -z pack-relative-relocs (DT_RELR) shrinks the static PIE's 5,000 relative relocations from
# 122 KiB to 1 KiB, which the self-relocation at start-up no longer has to page in (-200 KiB RSS).
NEARLY_RELR   := -Wl,-z,pack-relative-relocs
NEARLY_LINK   := $(if $(filter 1,$(NEARLY_STATIC)),-static-pie $(NEARLY_RELR) \
                   $(LDLIBS) -ltinfo -lbsd -lmd,$(LDLIBS))

LIB_SRC := $(sort $(wildcard lexer/*.c parser/*.c compiler/*.c vm/*.c stdlib/*.c))
GEN_SRC := $(BUILD)/gen/np_lex.c $(BUILD)/gen/np_grammar.c
LIB_OBJ := $(patsubst %.c,$(BUILD)/obj/%.o,$(LIB_SRC)) \
           $(patsubst $(BUILD)/gen/%.c,$(BUILD)/obj/gen/%.o,$(GEN_SRC))
CLI_SRC := $(sort $(wildcard cli/*.c))
CLI_OBJ := $(patsubst %.c,$(BUILD)/obj/%.o,$(CLI_SRC))
UNIT_SRC := $(sort $(wildcard tests/unit/*.c))
UNIT_BIN := $(patsubst tests/unit/%.c,$(BUILD)/unit/%,$(UNIT_SRC))

.PHONY: all test asan test-switch bench clean fuzz install examples
all: $(BUILD)/nearly $(BUILD)/libnearly.a $(UNIT_BIN) $(BUILD)/fuzz-replay/replay_exec \
     $(BUILD)/bench_embed $(BUILD)/spawn_time

$(BUILD)/gen/np_grammar.c $(BUILD)/gen/np_grammar.h &: parser/np_grammar.y
	@mkdir -p $(BUILD)/gen
	bison -Wall -Werror --header=$(BUILD)/gen/np_grammar.h -o $(BUILD)/gen/np_grammar.c $<

$(BUILD)/gen/np_lex.c: lexer/np_lex.re $(BUILD)/gen/np_grammar.h
	@mkdir -p $(BUILD)/gen
	re2c -W -Werror --no-generation-date --utf-8 -o $@ $<

# Stdlib modules written in Nearly Python (stdlib/*.py) become C string literals in
# $(BUILD)/gen/<name>_py.h, which their C file #includes (e.g. stdlib/np_lib_datetime.c).
PY_SRC  := $(sort $(wildcard stdlib/*.py))
PY_INC  := $(patsubst stdlib/%.py,$(BUILD)/gen/%_py.h,$(PY_SRC))
# They are only reached through order-only prerequisites, so keep make from deleting them.
.SECONDARY: $(PY_INC)
$(BUILD)/gen/%_py.h: stdlib/%.py
	@mkdir -p $(BUILD)/gen
	sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/"/' -e 's/$$/\\n"/' $< > $@

$(BUILD)/obj/%.o: %.c $(BUILD)/gen/np_grammar.h | $(PY_INC)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $<",true)
	$(Q)$(CC) $(ALL_CFLAGS) -MMD -MP -c $< -o $@

# The interpreter loop (one big computed-goto function): GCC's global common-subexpression
# elimination hoists values across the dispatch jumps and spills them; without it the loop runs
# ~4% fewer instructions (docs/performance.md, "Calls").
$(BUILD)/obj/vm/np_interp.o: ALL_CFLAGS += -fno-gcse

# Generated code is compiled with the same warnings, minus the ones bison/re2c output trips.
$(BUILD)/obj/gen/%.o: $(BUILD)/gen/%.c
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $<",true)
	$(Q)$(CC) $(ALL_CFLAGS) -Wno-unused-function -Wno-missing-prototypes -Wno-shadow -MMD -MP -c $< -o $@

$(BUILD)/libnearly.a: $(LIB_OBJ)
	@rm -f $@
	$(Q)ar rcs $@ $^

$(BUILD)/nearly: $(CLI_OBJ) $(BUILD)/libnearly.a
	@$(if $(Q),echo "  LINK    $@",true)
	$(Q)$(CC) $(ALL_CFLAGS) -o $@ $(CLI_OBJ) $(BUILD)/libnearly.a $(NEARLY_LINK)

$(BUILD)/unit/%: tests/unit/%.c $(BUILD)/libnearly.a
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  LINK    $@",true)
	$(Q)$(CC) $(ALL_CFLAGS) -o $@ $< $(BUILD)/libnearly.a $(LDLIBS)

# The execution fuzz harness with its plain replay main(), built with the normal compiler (no
# libFuzzer, no clang needed), so `make test` can check the escape oracle fires when the canary
# is granted and stays quiet on the escape corpus when it is not (tests/run_tests.py, fuzzoracle).
$(BUILD)/fuzz-replay/replay_exec: fuzz/fuzz_exec.c fuzz/fuzz_common.c fuzz/fuzz_common.h \
                                  $(BUILD)/libnearly.a
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  LINK    $@",true)
	$(Q)$(CC) $(ALL_CFLAGS) -Ifuzz -o $@ fuzz/fuzz_exec.c fuzz/fuzz_common.c $(BUILD)/libnearly.a \
	  $(LDLIBS)

# `make install PREFIX=DIR` installs the public header and the static library, all a host needs.
PREFIX  ?= /usr/local
install: $(BUILD)/libnearly.a
	install -d $(PREFIX)/include $(PREFIX)/lib
	install -m 644 include/nearly.h $(PREFIX)/include/nearly.h
	install -m 644 $(BUILD)/libnearly.a $(PREFIX)/lib/libnearly.a

# The example hosts (examples/host/*.c), built the way an outside host is: installed into
# $(BUILD)/prefix, then compiled with only that include dir and library (no internal headers).
# The library needs no libedit (the REPL's line editor lives in cli/).
HOST_LIBS := -lgmp -lxxhash -lutf8proc -lpcre2-8 -lsqlite3 -lm
HOST_SRC  := $(sort $(wildcard examples/host/*.c))
HOST_BIN  := $(patsubst examples/host/%.c,$(BUILD)/examples/%,$(HOST_SRC))
examples: $(HOST_BIN)
$(BUILD)/prefix/lib/libnearly.a: $(BUILD)/libnearly.a include/nearly.h
	$(Q)$(MAKE) --no-print-directory install PREFIX=$(BUILD)/prefix
$(BUILD)/examples/%: examples/host/%.c $(BUILD)/prefix/lib/libnearly.a
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  LINK    $@",true)
	$(Q)$(CC) -std=c11 $(OPT) -g $(WARN) $(CFLAGS) -I$(BUILD)/prefix/include -o $@ $< \
	  -L$(BUILD)/prefix/lib -lnearly $(HOST_LIBS)

# Runs every test (unit binaries, script tests, differential runs against python3, bad input,
# the example hosts against their .expected output).
test: all examples
	$(PYTHON) tests/run_tests.py --nearly $(BUILD)/nearly --unit-dir $(BUILD)/unit

# The same tests with AddressSanitizer and UndefinedBehaviorSanitizer in a separate build tree.
asan:
	$(MAKE) BUILD=build/asan OPT=-O1 \
	  CFLAGS="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all" \
	  test

# The same tests with the interpreter's plain-switch dispatch instead of computed goto, so the
# fallback keeps building and passing.
test-switch:
	$(MAKE) BUILD=build/switch CFLAGS=-DNP_USE_COMPUTED_GOTO=0 test

# The in-process start-up benchmark (create VM, run `1 + 1`, destroy; idle VM size), built like a
# host: only include/nearly.h and the static library.
$(BUILD)/bench_embed: bench/bench_embed.c include/nearly.h $(BUILD)/libnearly.a
	@$(if $(Q),echo "  LINK    $@",true)
	$(Q)$(CC) -std=gnu11 $(OPT) -g $(WARN) $(CFLAGS) -Iinclude -o $@ $< $(BUILD)/libnearly.a $(HOST_LIBS)

# Start-up timer for run_bench.py, linked statically so its own few pages do not inflate the
# children's peak RSS (see the header of bench/spawn_time.c).
$(BUILD)/spawn_time: bench/spawn_time.c
	@$(if $(Q),echo "  LINK    $@",true)
	$(Q)$(CC) -std=gnu11 -O2 $(WARN) -static -o $@ $<

# The benchmark table against CPython (and Lua 5.4 where a bench/lua/ port exists), then start-up,
# the in-process create/run/destroy time, the idle VM size and the limits' overhead
# (docs/performance.md). BENCH_ARGS passes options to run_bench.py (e.g. BENCH_ARGS="-k fib").
BENCH_ARGS ?=
bench: all
	$(Q)$(MAKE) --no-print-directory BUILD=$(BUILD)/nolimits CFLAGS="-DNP_LIMITS_OFF=1 $(CFLAGS)" \
	  $(BUILD)/nolimits/nearly
	$(PYTHON) bench/run_bench.py --nearly $(BUILD)/nearly --nearly-off $(BUILD)/nolimits/nearly \
	  --embed $(BUILD)/bench_embed --spawn-time $(BUILD)/spawn_time $(BENCH_ARGS)

clean:
	rm -rf build

-include $(shell find $(BUILD)/obj -name '*.d' 2>/dev/null)

# ---------------------------------------------------------------------------------------------
# Fuzzing (fuzz/, docs/fuzzing.md). `make fuzz` builds the library with clang, libFuzzer
# coverage, ASan and UBSan into build/fuzz/, links one libFuzzer binary per harness
# (build/fuzz/fuzz_<name>) and one plain replay binary (build/fuzz/replay_<name> FILE...), and
# seeds build/fuzz/corpus-<name>/ from tests/, fuzz/seeds/ and fuzz/gen_program.py.
# `make fuzz-smoke` runs every fuzzer for FUZZ_SECONDS (CI); `make fuzz-afl` builds AFL++
# binaries into build/fuzz-afl/ when afl-clang-fast is installed.
FUZZ_DIR     := build/fuzz
FUZZ_CC      ?= clang
FUZZ_SECONDS ?= 45
FUZZ_SAN     := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
FUZZ_CFLAGS  := -std=gnu11 -O1 -g $(WARN) -DNP_CORE -D_GNU_SOURCE -Iinclude -Ilexer -Iparser \
                -Icompiler -Ivm -Istdlib -Ifuzz
# Harnesses built on fuzz/fuzz_common.c, and stand-alone ones (with their own replay main()).
FUZZ_NAMES   := lex parse compile exec format
FUZZ_SOLO    := $(patsubst fuzz/fuzz_%.c,%,$(filter-out $(FUZZ_NAMES:%=fuzz/fuzz_%.c) \
                  fuzz/fuzz_common.c,$(wildcard fuzz/fuzz_*.c)))
FUZZ_ALL     := $(FUZZ_NAMES) $(FUZZ_SOLO)
FUZZ_BINS    := $(FUZZ_ALL:%=$(FUZZ_DIR)/fuzz_%) $(FUZZ_ALL:%=$(FUZZ_DIR)/replay_%)
FUZZ_PROGRAMS ?= 300

.PHONY: fuzz fuzz-bins fuzz-corpus fuzz-smoke fuzz-afl
fuzz:
	$(MAKE) BUILD=$(FUZZ_DIR) CC=$(FUZZ_CC) OPT=-O1 \
	  CFLAGS="-fsanitize=fuzzer-no-link $(FUZZ_SAN)" $(FUZZ_DIR)/libnearly.a
	$(MAKE) fuzz-bins fuzz-corpus

fuzz-bins: $(FUZZ_BINS)

# fuzz_common.c (the escape oracle) is compiled without coverage instrumentation, so libFuzzer
# cannot learn the canary from its comparisons.
$(FUZZ_DIR)/fuzz_common.o: fuzz/fuzz_common.c fuzz/fuzz_common.h
	$(Q)$(FUZZ_CC) $(FUZZ_CFLAGS) $(FUZZ_SAN) -DNP_LIBFUZZER -c -o $@ $<
$(FUZZ_DIR)/fuzz_common_replay.o: fuzz/fuzz_common.c fuzz/fuzz_common.h
	$(Q)$(FUZZ_CC) $(FUZZ_CFLAGS) $(FUZZ_SAN) -c -o $@ $<

$(FUZZ_DIR)/fuzz_%: fuzz/fuzz_%.c $(FUZZ_DIR)/fuzz_common.o $(FUZZ_DIR)/libnearly.a
	@$(if $(Q),echo "  LINK    $@",true)
	$(Q)$(FUZZ_CC) $(FUZZ_CFLAGS) -I$(FUZZ_DIR)/gen -fsanitize=fuzzer $(FUZZ_SAN) -DNP_LIBFUZZER \
	  -o $@ $< $(if $(filter $*,$(FUZZ_SOLO)),,$(FUZZ_DIR)/fuzz_common.o) \
	  $(FUZZ_DIR)/libnearly.a $(LDLIBS)

$(FUZZ_DIR)/replay_%: fuzz/fuzz_%.c $(FUZZ_DIR)/fuzz_common_replay.o $(FUZZ_DIR)/libnearly.a
	@$(if $(Q),echo "  LINK    $@",true)
	$(Q)$(FUZZ_CC) $(FUZZ_CFLAGS) -I$(FUZZ_DIR)/gen -fsanitize=fuzzer-no-link $(FUZZ_SAN) \
	  -o $@ $< $(if $(filter $*,$(FUZZ_SOLO)),,$(FUZZ_DIR)/fuzz_common_replay.o) \
	  $(FUZZ_DIR)/libnearly.a $(LDLIBS)

# Seed corpora: every test script, the committed seeds, and generated valid programs. The exec
# corpus leaves out the escape corpus's resource attacks and parser bombs (each runs to a limit,
# which only slows the start of a short run; the front-end harnesses still get them).
fuzz-corpus:
	$(Q)for n in lex parse compile exec; do \
	  mkdir -p $(FUZZ_DIR)/corpus-$$n; \
	  find tests examples fuzz/seeds/py -name '*.py' -size -64k 2>/dev/null | while read -r f; do \
	    case "$$n:$$f" in exec:*/corpus/res_*|exec:*/corpus/bomb_*) continue;; esac; \
	    cp "$$f" "$(FUZZ_DIR)/corpus-$$n/$$(echo "$$f" | tr / _)"; done; \
	  $(PYTHON) fuzz/gen_program.py --count $(FUZZ_PROGRAMS) --out-dir $(FUZZ_DIR)/corpus-$$n; \
	done
	$(Q)for n in $(filter-out lex parse compile exec,$(FUZZ_ALL)); do \
	  mkdir -p $(FUZZ_DIR)/corpus-$$n; \
	  if [ -d fuzz/seeds/$$n ]; then cp fuzz/seeds/$$n/* $(FUZZ_DIR)/corpus-$$n/; fi; \
	done

# A short run of every fuzzer (CI): FUZZ_SECONDS each, one job, inputs up to 4 KiB; a crash,
# sanitizer report, leak or input slower than 10 s fails the target and leaves the input in
# build/fuzz/artifacts/.
fuzz-smoke: fuzz
	@mkdir -p $(FUZZ_DIR)/artifacts
	$(Q)for n in $(FUZZ_ALL); do \
	  echo "  FUZZ    $$n ($(FUZZ_SECONDS) s)"; \
	  $(FUZZ_DIR)/fuzz_$$n -max_total_time=$(FUZZ_SECONDS) -max_len=4096 -timeout=10 \
	    -rss_limit_mb=2048 -dict=fuzz/np.dict -artifact_prefix=$(FUZZ_DIR)/artifacts/$$n- \
	    -print_final_stats=1 $(FUZZ_DIR)/corpus-$$n > $(FUZZ_DIR)/smoke-$$n.log 2>&1 \
	    || { tail -n 60 $(FUZZ_DIR)/smoke-$$n.log; exit 1; }; \
	  grep -E '^stat::(number_of_executed_units|average_exec_per_sec)' $(FUZZ_DIR)/smoke-$$n.log; \
	done

# AFL++ builds of the same harnesses (afl-clang-fast + libFuzzer-compatible driver); see
# docs/fuzzing.md for running afl-fuzz on them.
FUZZ_AFL_DIR := build/fuzz-afl
fuzz-afl:
	@command -v afl-clang-fast >/dev/null || { echo "afl-clang-fast not found (apt-get install afl++)"; exit 1; }
	$(MAKE) BUILD=$(FUZZ_AFL_DIR) CC=afl-clang-fast OPT=-O1 CFLAGS="$(FUZZ_SAN)" \
	  $(FUZZ_AFL_DIR)/libnearly.a
	$(Q)$(FUZZ_CC) $(FUZZ_CFLAGS) $(FUZZ_SAN) -DNP_LIBFUZZER -c -o $(FUZZ_AFL_DIR)/fuzz_common.o \
	  fuzz/fuzz_common.c
	$(Q)for n in $(FUZZ_ALL); do \
	  echo "  LINK    $(FUZZ_AFL_DIR)/fuzz_$$n"; \
	  afl-clang-fast $(FUZZ_CFLAGS) -I$(FUZZ_AFL_DIR)/gen -fsanitize=fuzzer $(FUZZ_SAN) \
	    -DNP_LIBFUZZER -o $(FUZZ_AFL_DIR)/fuzz_$$n fuzz/fuzz_$$n.c \
	    $$(case " $(FUZZ_SOLO) " in *" $$n "*) ;; *) echo $(FUZZ_AFL_DIR)/fuzz_common.o;; esac) \
	    $(FUZZ_AFL_DIR)/libnearly.a $(LDLIBS) || exit 1; \
	done
