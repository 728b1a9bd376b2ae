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
LDLIBS  := -lgmp -lxxhash -lutf8proc -lpcre2-8 -lm

LIB_SRC := $(sort $(wildcard lexer/*.c parser/*.c compiler/*.c vm/*.c stdlib/*.c))
GEN_SRC := $(BUILD)/gen/np_lex.c $(BUILD)/gen/np_grammar.c
LIB_OBJ := $(patsubst %.c,$(BUILD)/obj/%.o,$(LIB_SRC)) \
           $(patsubst $(BUILD)/gen/%.c,$(BUILD)/obj/gen/%.o,$(GEN_SRC))
CLI_SRC := $(sort $(wildcard cli/*.c))
CLI_OBJ := $(patsubst %.c,$(BUILD)/obj/%.o,$(CLI_SRC))
UNIT_SRC := $(sort $(wildcard tests/unit/*.c))
UNIT_BIN := $(patsubst tests/unit/%.c,$(BUILD)/unit/%,$(UNIT_SRC))

.PHONY: all test asan bench clean fuzz
all: $(BUILD)/nearly $(BUILD)/libnearly.a $(UNIT_BIN)

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
$(BUILD)/gen/%_py.h: stdlib/%.py
	@mkdir -p $(BUILD)/gen
	sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/"/' -e 's/$$/\\n"/' $< > $@

$(BUILD)/obj/%.o: %.c $(BUILD)/gen/np_grammar.h | $(PY_INC)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $<",true)
	$(Q)$(CC) $(ALL_CFLAGS) -MMD -MP -c $< -o $@

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
	$(Q)$(CC) $(ALL_CFLAGS) -o $@ $(CLI_OBJ) $(BUILD)/libnearly.a $(LDLIBS)

$(BUILD)/unit/%: tests/unit/%.c $(BUILD)/libnearly.a
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  LINK    $@",true)
	$(Q)$(CC) $(ALL_CFLAGS) -o $@ $< $(BUILD)/libnearly.a $(LDLIBS)

# Runs every test (unit binaries, script tests, differential runs against python3, bad input).
test: all
	$(PYTHON) tests/run_tests.py --nearly $(BUILD)/nearly --unit-dir $(BUILD)/unit

# The same tests with AddressSanitizer and UndefinedBehaviorSanitizer in a separate build tree.
asan:
	$(MAKE) BUILD=build/asan OPT=-O1 \
	  CFLAGS="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all" \
	  test

bench: all
	$(PYTHON) bench/run_bench.py --nearly $(BUILD)/nearly

clean:
	rm -rf build

-include $(shell find $(BUILD)/obj -name '*.d' 2>/dev/null)
