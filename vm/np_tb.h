/*
 * np_tb.h - formatting tracebacks as CPython 3.11 does (vm/np_tb.c), shared by the
 * interpreter's report of an uncaught exception and the traceback module.
 */
#ifndef NP_VM_TB_H
#define NP_VM_TB_H

#include "np_compile.h"
#include "np_runtime.h"

// No limit on the frames shown (traceback.py's limit=None).
#define NP_TB_NOLIMIT INT64_MIN

// The run's own source, for entries whose proto does not carry one.
typedef struct TbSource {
    const char *src;
    size_t len;
    const NpStr *filename;
} TbSource;

// One frame to print: file, line and function name (NULL name: "<module>"), the raw source
// line with its '\n' ([line] NULL when unknown), and the running instruction's span when found.
typedef struct TbFrame {
    const NpStr *filename;
    int lineno;
    const NpStr *name;
    const char *line;
    size_t linelen;
    bool has_pos;
    NpCodePos pos;
} TbFrame;

// Where formatted text goes: each item (one frame's lines, one exception line, ...) is appended
// to [items] as a str, or written to the error stream when [items] is NULL. [python] selects
// traceback.py's caret arithmetic instead of the C printer's (they differ only on lines with
// trailing whitespace or without a final newline).
// Inside an exception group's box, [depth] is the nesting (traceback.py's
// exception_group_depth): each line of an item gets 2 * depth spaces and a margin, '|' or
// the '+' of a top-level group's first line ([margin], reset after each item).
typedef struct TbOut {
    NpVM *vm;
    NpBuf buf;
    NpList *items;
    bool python;
    bool failed;
    int depth;
    char margin;
    bool need_close;
} TbOut;

void np_tbout_init(TbOut *o, NpVM *vm, NpList *items);

// The frames of [tb] (a traceback object or an exception), in a malloc'd array of *n; NULL
// only when out of memory.
TbFrame *np_tb_frames(NpVM *vm, NpValue tb, const TbSource *main, uint32_t *n);
// The frames of the running stack less the [skip] innermost ones, outermost first (malloc'd).
TbFrame *np_tb_stack(NpVM *vm, int skip, uint32_t *n);
// Writes [n] frames as traceback.py's StackSummary.format() does (repeats folded).
void np_tb_put_frames(TbOut *o, const TbFrame *frames, uint32_t n);
// Writes the "Type: message" line of [exc] and its notes.
void np_tb_put_exc_only(TbOut *o, NpValue exc);
// Writes the whole report of [exc] (its traceback taken from [tb]: a traceback object, the
// exception, or None), with the causes and contexts first when [chain].
void np_tb_put_exception(TbOut *o, NpValue exc, NpValue tb, const TbSource *main, int64_t limit,
                         bool chain);

// `e.__traceback__`: a new opaque traceback object covering [exc]'s entries, or None.
bool np_tb_object(NpVM *vm, NpValue exc, NpValue *out);
// True when [v] is a traceback object.
bool np_is_tb(NpVM *vm, NpValue v);
// e.with_traceback(tb): replaces e's entries with those of traceback object [tb] (None: none).
bool np_exc_with_traceback(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out);

#endif
