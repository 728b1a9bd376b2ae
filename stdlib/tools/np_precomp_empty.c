/*
 * np_precomp_empty.c - the empty precompiled-module table of the first build stage: the build
 * links stdlib/tools/gen_precomp.c against the library with this table (every stdlib import then
 * compiles its source), and the program writes $(BUILD)/gen/np_precomp_data.c, the real table
 * that goes into libnearly.a (compiler/np_precomp.h).
 */
#include "np_precomp.h"

const NpPrecompEntry np_precomp_table[1] = {{0, 0, 0, NULL, 0}};
const size_t np_precomp_count = 0;
