/*
 * np_match.h - runtime helpers of the match statement (vm/np_match.c), called by the
 * interpreter's MATCHSEQ, MATCHMAP, MATCHKEYS, MATCHCLASS and COPYDICTWITHOUTKEYS cases.
 * Each returns false with a pending exception, or true with its result in [*out].
 */
#ifndef NP_VM_MATCH_H
#define NP_VM_MATCH_H

#include "np_runtime.h"

// *out := True when [subj] is a sequence for pattern matching (list, tuple, range or a subclass;
// never str, bytes or dict) whose length is [n] ([atleast] false) or at least [n].
bool np_match_seq(NpVM *vm, NpValue subj, int64_t n, bool atleast, NpValue *out);
// *out := True when [subj] is a mapping (a dict or a dict subclass) with at least [n] items.
bool np_match_map(NpVM *vm, NpValue subj, int64_t n, NpValue *out);
// *out := a tuple of the values of mapping [subj] under the keys of tuple [keys], or None when
// a key is missing; ValueError when [keys] holds the same key twice.
bool np_match_keys(NpVM *vm, NpValue subj, NpValue keys, NpValue *out);
// *out := a tuple of the attributes a class pattern `cls(p1..pN, k1=.., ...)` matches (the
// [npos] positional ones via __match_args__, then the names of tuple [kwnames]), or None when
// [subj] is not an instance of [cls] or lacks one of them.
bool np_match_class(NpVM *vm, NpValue cls, NpValue subj, int npos, NpValue kwnames,
                    NpValue *out);
// *out := a new dict of the items of mapping [subj] whose keys are not in tuple [keys].
bool np_match_copy_without(NpVM *vm, NpValue subj, NpValue keys, NpValue *out);

#endif
