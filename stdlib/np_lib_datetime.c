/*
 * np_lib_datetime.c - the `datetime` module: date, time, datetime, timedelta, tzinfo and
 * timezone, written in Nearly Python (stdlib/np_lib_datetime.py) and embedded at build time.
 *
 * Needs no capability for computing with given dates. today()/now()/utcnow() read the clock
 * through _clock_now(), which needs the policy's 'clock' capability (RuntimeError without it);
 * Nearly's local time zone is UTC (reading the host's zone would read its environment).
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "np_interp.h"
#include "np_descr.h"
#include "np_lib.h"

static const char datetime_src[] =
#include "np_lib_datetime_py.h"
    ;

// _clock_now(): the CLOCK_REALTIME time in seconds, or None without the 'clock' capability.
static bool dt_clock_now(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)argv;
    if (!np_args_nokw(vm, "_clock_now", kw) || !np_args_count(vm, "_clock_now", argc, 0, 0))
        return false;
    if (!vm->has_clock) {
        *out = np_none();
        return true;
    }
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    *out = np_float((double)ts.tv_sec + (double)ts.tv_nsec * 1e-9);
    return true;
}

// _setf(obj, name1, value1, name2, value2, ...): writes the fields of a new date, time,
// datetime, timedelta or timezone in one native call. The classes' own __setattr__ refuses
// every write (their fields are read-only as in CPython), so construction goes around it the
// way object.__setattr__ does, without a Python-level call per field.
static bool dt_setf(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_setf", kw)) return false;
    if (argc < 1 || (argc - 1) % 2 != 0)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_setf() takes an object and name/value pairs");
    for (int i = 1; i < argc; i += 2) {
        if (!NP_IS_STR(argv[i]))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "_setf() names must be str");
        NpStr *n = np_intern(vm, NP_AS_STR(argv[i])->data, NP_AS_STR(argv[i])->len);
        if (!n || !np_setattr_plain(vm, argv[0], n, argv[i + 1])) return false;
    }
    *out = np_none();
    return true;
}

/* ---------------------------------------------------------------- the native core */

// The hot methods of date, datetime and timedelta are natives installed on the Python classes
// (_install below), working on the same state as the Python methods: the instance attributes
// that construction writes, in this order. An instance whose attribute dict holds exactly
// these names in this order with int values (a "standard" instance: every one the module
// makes) takes the native path; anything else (a subclass that added attributes, a float
// argument the natives do not handle, an aware datetime with two different tzinfos) calls the
// Python method the native replaced, kept in the class as "_s" + its name. Every native does a
// bounded amount of work per call, so the call's own budget charge covers it.
static const char *const DT_NAMES[] = {"year", "month", "day", "hour", "minute",
                                       "second", "microsecond", "fold", "tzinfo"};
static const char *const TD_NAMES[] = {"days", "seconds", "microseconds", "_us"};
static const char *const TM_NAMES[] = {"hour", "minute", "second", "microsecond", "fold",
                                       "tzinfo"};
enum { DATE_N = 3, DT_N = 9, TD_N = 4, TM_N = 6 };

#define US_PER_DAY 86400000000LL
#define DT_MAXORDINAL 3652059

static const int days_before_month[13] = {0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304,
                                          334};
static const int days_in_month[13] = {0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

static bool is_leap(int64_t y) { return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0); }

static int64_t dim(int64_t y, int64_t m) { return m == 2 && is_leap(y) ? 29 : days_in_month[m]; }

// The proleptic Gregorian ordinal of a valid date (0001-01-01 is 1).
static int64_t ymd2ord(int64_t y, int64_t m, int64_t d)
{
    int64_t p = y - 1;
    return p * 365 + p / 4 - p / 100 + p / 400 + days_before_month[m] + (m > 2 && is_leap(y)) + d;
}

/* The date of ordinal [n] (1 <= n <= DT_MAXORDINAL). The Gregorian calendar repeats every 400
 * years (146097 days); within a cycle come four centuries of 36524 days (the fourth one day
 * longer), within a century 4-year groups of 1461 days, within a group years of 365 days (the
 * fourth one day longer). Taking whole units off in that order leaves the day of the year;
 * a quotient of 4 at the century or year level can only be the extra last day of its unit. */
static void ord2ymd(int64_t n, int64_t *y, int64_t *m, int64_t *d)
{
    int64_t day = n - 1;  // days since 0001-01-01
    int64_t year = 1 + day / 146097 * 400;
    day %= 146097;
    int64_t centuries = day / 36524 < 3 ? day / 36524 : 3;
    day -= centuries * 36524;
    int64_t groups = day / 1461;
    day -= groups * 1461;
    int64_t years = day / 365 < 3 ? day / 365 : 3;
    day -= years * 365;
    year += centuries * 100 + groups * 4 + years;
    // The month: 1 + day / 31 is the right one or the one before it.
    bool leap = is_leap(year);
    int64_t month = 1 + day / 31;
    if (month < 12 && day >= days_before_month[month + 1] + (month + 1 > 2 && leap))
        month++;
    *y = year, *m = month, *d = day - days_before_month[month] - (month > 2 && leap) + 1;
}

// Floor division and modulo of int64s (b > 0).
static int64_t dt_fdiv(int64_t a, int64_t b) { return a / b - (a % b < 0); }
static int64_t dt_fmod(int64_t a, int64_t b) { int64_t r = a % b; return r < 0 ? r + b : r; }

// Whether the [n] bytes at [d] are those of [lit]; with a literal and its length the compiler
// turns this into one or two word compares (memcmp here was an out-of-line call per key).
static inline __attribute__((always_inline)) bool lit_eq(const char *d, const char *lit,
                                                      size_t n)
{
    uint64_t x = 0, y = 0;
    size_t k = n < 8 ? n : 8;
    memcpy(&x, d, k);
    memcpy(&y, lit, k);
    if (x != y)
        return false;
    if (n <= 8)
        return true;
    x = y = 0;
    memcpy(&x, d + 8, n - 8);
    memcpy(&y, lit + 8, n - 8);
    return x == y;
}

// Whether str [s] is [lit] (a string literal).
#define STR_IS(s, lit) ((s)->len == sizeof(lit) - 1 && lit_eq((s)->data, lit, sizeof(lit) - 1))

// The field name lists the natives recognise at the start of an instance's attribute names,
// as bits: date's 3, datetime's 9 (DT_NAMES), timedelta's, time's and timezone's. A shaped
// instance's class layout caches its bits (NpLayout.kind), so a native reading a shaped
// instance compares no name; a dict-mode one (the first instance of a class, one decoded from
// saved state, one a script gave unusual attributes) has its dict's keys compared each time.
enum { K_DATE = 1, K_DT = 2, K_TD = 4, K_TM = 8, K_TZ = 16 };
enum { TZ_N = 2 };

// The kind bits of the [n] names [k]: which field name lists they start with.
static uint32_t names_kind(NpStr *const *k, size_t n)
{
    uint32_t kind = 0;
    if (n >= 3 && STR_IS(k[0], "year") && STR_IS(k[1], "month") && STR_IS(k[2], "day")) {
        kind |= K_DATE;
        if (n >= 9 && STR_IS(k[3], "hour") && STR_IS(k[4], "minute") &&
            STR_IS(k[5], "second") && STR_IS(k[6], "microsecond") && STR_IS(k[7], "fold") &&
            STR_IS(k[8], "tzinfo"))
            kind |= K_DT;
    }
    if (n >= 4 && STR_IS(k[0], "days") && STR_IS(k[1], "seconds") &&
        STR_IS(k[2], "microseconds") && STR_IS(k[3], "_us"))
        kind |= K_TD;
    if (n >= 6 && STR_IS(k[0], "hour") && STR_IS(k[1], "minute") && STR_IS(k[2], "second") &&
        STR_IS(k[3], "microsecond") && STR_IS(k[4], "fold") && STR_IS(k[5], "tzinfo"))
        kind |= K_TM;
    if (n >= 2 && STR_IS(k[0], "_offset") && STR_IS(k[1], "_name"))
        kind |= K_TZ;
    return kind;
}

// The C names of the fields of kind [kind] (one of the K_ bits).
static const char *const *kind_names(uint32_t kind)
{
    static const char *const TZ_NAMES[] = {"_offset", "_name"};
    return kind == K_TD ? TD_NAMES : kind == K_TM ? TM_NAMES : kind == K_TZ ? TZ_NAMES : DT_NAMES;
}

// A standard instance's attributes as the natives read them, and the int fields of a standard
// datetime (all but tzinfo), date (3), time (5) or timedelta (4).
typedef struct Dt {
    // Its values and their names, [n] in all: a shaped instance's value array and its class
    // layout's keys, or for a dict-mode one copies of its first dict entries in [kb]/[vb].
    const NpValue *vals;
    NpStr *const *keys;
    uint32_t n;
    int64_t f[8];
    NpValue tz;
    NpStr *kb[DT_N];
    NpValue vb[DT_N];
} Dt;

// The kind bits of layout [l], classified again when it grew since they were cached.
static inline uint32_t layout_kind(NpLayout *l)
{
    if (l->kind_n != l->n) {
        l->kind = names_kind(l->keys, l->n);
        l->kind_n = l->n;
    }
    return l->kind;
}

// read_std for dict-mode instance [o] (the first instance of a class, one decoded from saved
// state, one a script gave unusual attributes): its first keys are compared each time.
static bool read_std_dict(NpInstance *o, uint32_t kind, int n, int total, Dt *d)
{
    NpDict *a = o->dict;
    if (!a || a->nentries != a->n || (total >= 0 && a->n != (size_t)total) || a->n < (size_t)n)
        return false;
    for (int i = 0; i < n; i++) {
        if (!NP_IS_STR(a->entries[i].key))
            return false;
        d->kb[i] = NP_AS_STR(a->entries[i].key);
        d->vb[i] = a->entries[i].value;
    }
    if (!(names_kind(d->kb, (size_t)n) & kind))
        return false;
    d->vals = d->vb;
    d->keys = d->kb;
    d->n = (uint32_t)a->n;
    return true;
}

// Reads [v] into d->vals/keys/n when it is an instance whose first [n] (at most DT_N)
// attribute names are the fields of [kind], with exactly [total] attributes in all (any
// number when -1); false otherwise. For a shaped instance this is one test of its layout's
// cached kind bits (inlined: the natives' every call reads one or two instances).
static inline __attribute__((always_inline)) bool read_std(NpValue v, uint32_t kind, int n,
                                                          int total, Dt *d)
{
    if (!NP_IS_KIND(v, OBJ_INSTANCE))
        return false;
    NpInstance *o = (NpInstance *)NP_AS_OBJ(v);
    if (!(o->hdr.flags & NP_INST_SHAPED))
        return read_std_dict(o, kind, n, total, d);
    uint32_t nv = o->nvals;
    if ((total >= 0 && nv != (uint32_t)total) || nv < (uint32_t)n)
        return false;
    NpLayout *l = np_inst_layout(o);  // (not NULL: the instance has values)
    if (!(layout_kind(l) & kind))
        return false;
    d->vals = np_inst_vals(o);
    d->keys = l->keys;
    d->n = nv;
    return true;
}

// Reads standard instance [v] (read_std) and its first [nint] values as ints into d->f, its
// tzinfo into d->tz (None for kinds without one); false when [v] is not standard or a field
// is no int.
static inline __attribute__((always_inline)) bool read_fields(NpValue v, uint32_t kind, int n,
                                                             int total, int nint, Dt *d)
{
    if (!read_std(v, kind, n, total, d))
        return false;
    for (int i = 0; i < nint; i++) {
        NpValue x = d->vals[i];
        if (!NP_IS_INT(x))
            return false;
        d->f[i] = x.u.i;
    }
    d->tz = kind == K_DT ? d->vals[8] : kind == K_TM ? d->vals[5] : np_none();
    return true;
}

// Whether date fields [f] and time fields [t] (hour, minute, second, microsecond, fold; NULL:
// none) are in range. Only the module writes them, but a script can reach the private _setf,
// and the natives index tables and multiply with them: out of range, the Python methods run.
static inline bool fields_ok(const int64_t *f, const int64_t *t)
{
    if (f && (f[0] < 1 || f[0] > 9999 || f[1] < 1 || f[1] > 12 || f[2] < 1 || f[2] > 31))
        return false;
    return !t || (t[0] >= 0 && t[0] <= 23 && t[1] >= 0 && t[1] <= 59 && t[2] >= 0 &&
                  t[2] <= 59 && t[3] >= 0 && t[3] <= 999999 && (t[4] == 0 || t[4] == 1));
}

static bool read_dt(NpValue v, Dt *d)
{
    return read_fields(v, K_DT, DT_N, DT_N, 8, d) && fields_ok(d->f, d->f + 3);
}
static bool read_td(NpValue v, Dt *d)
{
    return read_fields(v, K_TD, TD_N, TD_N, 4, d) && d->f[0] >= -999999999 &&
           d->f[0] <= 999999999 && d->f[1] >= 0 && d->f[1] < 86400 && d->f[2] >= 0 &&
           d->f[2] < 1000000;
}
static bool read_tm(NpValue v, Dt *d)
{
    return read_fields(v, K_TM, TM_N, TM_N, 5, d) && fields_ok(NULL, d->f);
}
// A date's fields: also the first three of a datetime (date methods it inherits).
static bool read_date(NpValue v, Dt *d)
{
    return read_fields(v, K_DATE, DATE_N, -1, 3, d) && (d->n == DATE_N || d->n == DT_N) &&
           fields_ok(d->f, NULL);
}
static bool is_pure_date(const Dt *d) { return d->n == DATE_N; }

// Microseconds from 0001-01-01T00:00 to the naive time of datetime [d].
static int64_t dt_total(const Dt *d)
{
    return ((ymd2ord(d->f[0], d->f[1], d->f[2]) - 1) * 86400 + d->f[3] * 3600 + d->f[4] * 60 +
            d->f[5]) * 1000000 + d->f[6];
}

// The type [depth] steps above `object` in [t]'s MRO (the module's own class that [t] derives
// from: 0 for date and timedelta, 1 for datetime), or NULL when its name is not [name].
static NpType *module_type(NpType *t, size_t depth, const char *name)
{
    if (!t->mro || t->mro->n < depth + 2)
        return NULL;
    NpValue b = t->mro->items[t->mro->n - 2 - depth];
    if (!NP_IS_TYPE(b) || strcmp(NP_AS_TYPE(b)->name->data, name) != 0)
        return NULL;
    return NP_AS_TYPE(b);
}

// Whether a result of type [t] (the module's class [depth] steps above object, or a subclass
// of it) may be made without calling [t]: CPython makes a subclass's results (date +
// timedelta, datetime - timedelta...) by calling the subclass, which runs its own __new__ or
// __init__ when it has one, so such a subclass takes the Python methods, which call it too.
static bool plain_result_type(NpVM *vm, NpType *t, size_t depth)
{
    if (!t->mro || t->mro->n <= depth + 2)
        return true;
    NpValue b = t->mro->items[t->mro->n - 2 - depth];
    if ((t->tflags & NP_TF_NEW) || !NP_IS_TYPE(b))
        return false;
    NpValue mine = np_type_lookup(t, vm->s_init), base = np_type_lookup(NP_AS_TYPE(b), vm->s_init);
    return mine.tag == base.tag && mine.u.i == base.u.i;
}

// Adds str [key] (absent) with [value] to attribute dict [a].
static inline bool store_new(NpVM *vm, NpDict *a, NpStr *key, NpValue value)
{
    return np_dict_append_str_quick(vm, a, key, value) >= 0 || np_dict_set_str(vm, a, key, value);
}

// Whether the name arrays [a] and [b] hold the same [n] interned names.
static bool same_names(NpStr *const *a, NpStr *const *b, int n)
{
    if (a == b)
        return true;
    for (int i = 0; i < n; i++)
        if (a[i] != b[i])
            return false;
    return true;
}

// Gives instance [in] (fresh: no attributes yet) [n] (at most DT_N) attributes named [keys]
// (strs) with values [vals]: a shaped one whose class layout starts with those names and has
// the room takes them in one copy; else they are stored one by one (np_inst_shape_store, and
// its dict from where the shape cannot go on), or into its dict.
static bool fill_inst(NpVM *vm, NpInstance *in, NpStr *const *keys, int n, const NpValue *vals)
{
    int i = 0;
    NpStr *kc[DT_N];
    if (in->hdr.flags & NP_INST_SHAPED) {
        const NpLayout *l = np_inst_layout(in);
        if (l && l->n >= (uint32_t)n && np_inst_capvals(in) >= (uint32_t)n &&
            same_names(l->keys, keys, n)) {
            memcpy(np_inst_vals(in), vals, (size_t)n * sizeof *vals);
            in->nvals = (uint32_t)n;
            return true;
        }
        // (A copy: [keys] may be a layout that the stores below grow and move.)
        memcpy(kc, keys, (size_t)n * sizeof *kc);
        keys = kc;
        for (; i < n; i++) {
            int r = np_inst_shape_store(vm, in, keys[i], vals[i]);
            if (r < 0)
                return false;
            if (r == 0)
                break;
        }
        if (i == n)
            return true;
    }
    NpDict *a = np_instance_attrs(vm, in);
    if (!a)
        return (in->hdr.flags & NP_INST_SHAPED) ? false  // (MemoryError)
                                                : np_raisef(vm, NP_TYPE_TYPEERROR,
                                                            "internal: no attribute dict");
    for (; i < n; i++)
        if (!store_new(vm, a, keys[i], vals[i]))
            return false;
    return true;
}

// A new instance of [t] with the [n] attributes named [keys] with values [vals].
static bool make_inst(NpVM *vm, NpType *t, NpStr *const *keys, int n, const NpValue *vals,
                      NpValue *out)
{
    NpValue o;
    if (!np_instance_new(vm, t, &o) || !fill_inst(vm, (NpInstance *)NP_AS_OBJ(o), keys, n, vals))
        return false;
    np_instance_learn(o);
    *out = o;
    return true;
}

// A datetime of type [t] [total] microseconds after 0001-01-01 with tzinfo [tz], fold 0,
// named as [keys] (a standard datetime's names); OverflowError past the range.
static bool dt_make(NpVM *vm, NpType *t, NpStr *const *keys, int64_t total, NpValue tz, NpValue *out)
{
    int64_t days = dt_fdiv(total, US_PER_DAY), rest = dt_fmod(total, US_PER_DAY);
    if (days < 0 || days >= DT_MAXORDINAL)
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "date value out of range");
    int64_t y, m, d, s = rest / 1000000;
    ord2ymd(days + 1, &y, &m, &d);
    NpValue v[DT_N] = {np_int(y), np_int(m), np_int(d), np_int(s / 3600),
                       np_int(s / 60 % 60), np_int(s % 60), np_int(rest % 1000000), np_int(0), tz};
    return make_inst(vm, t, keys, DT_N, v, out);
}

// A date of type [t] with ordinal [n] named as [keys]; OverflowError out of range.
static bool date_make(NpVM *vm, NpType *t, NpStr *const *keys, int64_t n, NpValue *out)
{
    if (n < 1 || n > DT_MAXORDINAL)
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "date value out of range");
    int64_t y, m, d;
    ord2ymd(n, &y, &m, &d);
    NpValue v[DATE_N] = {np_int(y), np_int(m), np_int(d)};
    return make_inst(vm, t, keys, DATE_N, v, out);
}

// A timedelta of type [t] of [us] microseconds named as [keys]; OverflowError past the range.
static bool td_make(NpVM *vm, NpType *t, NpStr *const *keys, int64_t us, NpValue *out)
{
    int64_t d = dt_fdiv(us, US_PER_DAY), rest = dt_fmod(us, US_PER_DAY);
    if (d < -999999999 || d > 999999999)
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "days=%lld; must have magnitude <= 999999999",
                         (long long)d);
    NpValue v[TD_N] = {np_int(d), np_int(rest / 1000000), np_int(rest % 1000000), np_int(us)};
    return make_inst(vm, t, keys, TD_N, v, out);
}

// Calls the Python method "_s" + [name] of argv[0] (the one a native replaced) with the rest
// of the arguments: the path for everything the native does not handle itself.
static bool slow(NpVM *vm, const char *name, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    char buf[40];
    snprintf(buf, sizeof buf, "_s%s", name);
    NpStr *n = np_intern_cstr(vm, buf);
    NpValue fn = n ? np_type_lookup(np_typeof(vm, argv[0]), n) : np_undef();
    if (!n)
        return false;
    if (NP_IS_UNDEF(fn))
        return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "internal: no %s", buf);
    return np_call_with_self(vm, fn, argv[0], argc - 1, argv + 1, kw, out);
}

// The class attribute [name] of [t] when it is a standard instance of the [n] fields of
// [kind], read into [tp] (the templates date.resolution and datetime.min name the attributes of
// new timedeltas and datetimes: their tp->keys), and its type in [tt]; false otherwise.
static bool template_of(NpVM *vm, NpType *t, const char *name, uint32_t kind, int n,
                        NpType **tt, Dt *tp)
{
    NpStr *s = np_intern_cstr(vm, name);
    NpValue v = s ? np_type_lookup(t, s) : np_undef();
    if (NP_IS_UNDEF(v) || !read_std(v, kind, n, n, tp))
        return false;
    *tt = NP_OBJ(v)->type;
    return true;
}

// Compares two int64s as a C comparison operator index: 0 <, 1 <=, 2 ==, 3 !=, 4 >, 5 >=.
static bool cmp_op(int op, int64_t a, int64_t b)
{
    switch (op) {
    case 0: return a < b;
    case 1: return a <= b;
    case 2: return a == b;
    case 3: return a != b;
    case 4: return a > b;
    default: return a >= b;
    }
}

static const char *const CMP_NAMES[] = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__",
                                        "__ge__"};

// A tzinfo resolved without calling Python: none, or a datetime.timezone (its offset and name).
typedef struct Tz {
    bool aware;
    int64_t off;
    const NpStr *name;
    // The timezone's offset (a timedelta) and name (a str or None) as its attributes hold them.
    NpValue offset_v, name_v;
} Tz;

// Resolves [tz] of a datetime of type [t]: None, or an instance of the module's timezone class
// (the class attribute _timezone) with a standard offset; false for any other tzinfo (whose
// utcoffset() and tzname() are Python methods the slow path calls).
static bool tz_resolve(NpVM *vm, NpType *t, NpValue tz, Tz *z)
{
    z->aware = false;
    z->off = 0;
    z->name = NULL;
    if (NP_IS_NONE(tz))
        return true;
    if (!NP_IS_KIND(tz, OBJ_INSTANCE))
        return false;
    NpStr *s = np_intern_cstr(vm, "_timezone");
    NpValue c = s ? np_type_lookup(t, s) : np_undef();
    Dt zd, off;
    if (!NP_IS_TYPE(c) || NP_OBJ(tz)->type != NP_AS_TYPE(c) ||
        !read_std(tz, K_TZ, TZ_N, TZ_N, &zd) || !read_td(zd.vals[0], &off))
        return false;
    NpValue name = zd.vals[1];
    // timezone's own bound (strictly within a day), which keeps the sums below in range.
    if ((!NP_IS_NONE(name) && !NP_IS_STR(name)) || off.f[3] <= -US_PER_DAY ||
        off.f[3] >= US_PER_DAY)
        return false;
    z->aware = true;
    z->off = off.f[3];
    z->offset_v = zd.vals[0];
    z->name_v = name;
    z->name = NP_IS_STR(name) ? NP_AS_STR(name) : NULL;
    return true;
}


// The times of datetimes [a] and [b] (of [self], of type [t]) in microseconds to compare or
// subtract: naive when they share one tzinfo object (or have none), else UTC when both are
// aware through datetime.timezone. False for the rest (a naive with an aware one, another
// tzinfo class), which the Python methods handle.
static bool dt_pair(NpVM *vm, NpType *t, const Dt *a, const Dt *b, int64_t *x, int64_t *y)
{
    *x = dt_total(a);
    *y = dt_total(b);
    if (a->tz.tag == b->tz.tag && a->tz.u.i == b->tz.u.i)
        return true;
    Tz za, zb;
    if (!tz_resolve(vm, t, a->tz, &za) || !tz_resolve(vm, t, b->tz, &zb) || !za.aware ||
        !zb.aware)
        return false;
    *x -= za.off;
    *y -= zb.off;
    return true;
}

/* ---- datetime */

// The order of datetimes [a] and [b] that share one tzinfo object (or have none): their fields
// from year to microsecond, first difference deciding, order them as their naive times do
// (fold is ignored, as between such datetimes in CPython), with no day-number arithmetic.
static int64_t dt_order(const Dt *a, const Dt *b)
{
    for (int i = 0; i < 7; i++)
        if (a->f[i] != b->f[i])
            return a->f[i] < b->f[i] ? -1 : 1;
    return 0;
}

// dt_order for two shaped datetimes of one class layout with one tzinfo object (or none), read
// in place: their field values compared up to the first difference, after the int and range
// checks read_dt makes (~90 instructions a pair, where two read_dt copies and dt_order took
// ~300). 1 with *c, 0 when read_dt must decide (dict-mode instances, other layouts, other
// tzinfo objects, a field a script made no int or out of range).
static int dt_same_layout_order(NpValue a, NpValue b, int *c)
{
    if (!NP_IS_KIND(a, OBJ_INSTANCE) || !NP_IS_KIND(b, OBJ_INSTANCE))
        return 0;
    NpInstance *ia = (NpInstance *)NP_AS_OBJ(a), *ib = (NpInstance *)NP_AS_OBJ(b);
    if (!(ia->hdr.flags & ib->hdr.flags & NP_INST_SHAPED) || ia->nvals != DT_N ||
        ib->nvals != DT_N)
        return 0;
    NpLayout *l = np_inst_layout(ia);
    if (l != np_inst_layout(ib) || !(layout_kind(l) & K_DT))
        return 0;
    const NpValue *va = np_inst_vals(ia), *vb = np_inst_vals(ib);
    if (va[8].tag != vb[8].tag || va[8].u.i != vb[8].u.i)
        return 0;
    int64_t fa[8], fb[8];
    for (int i = 0; i < 8; i++) {
        if (!NP_IS_INT(va[i]) || !NP_IS_INT(vb[i]))
            return 0;
        fa[i] = va[i].u.i;
        fb[i] = vb[i].u.i;
    }
    if (!fields_ok(fa, fa + 3) || !fields_ok(fb, fb + 3))
        return 0;
    *c = 0;
    for (int i = 0; i < 7; i++)
        if (fa[i] != fb[i]) {
            *c = fa[i] < fb[i] ? -1 : 1;
            break;
        }
    return 1;
}

// datetime <op> datetime with one tzinfo object (or none): the naive times decide (dt_order);
// two aware ones through datetime.timezone: their UTC times.
static bool dt_cmp(NpVM *vm, int op, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a, b;
    int64_t x, y;
    int c;
    if (argc == 2 && !kw && dt_same_layout_order(argv[0], argv[1], &c)) {
        *out = np_bool(cmp_op(op, c, 0));
        return true;
    }
    if (argc == 2 && !kw && read_dt(argv[0], &a) && read_dt(argv[1], &b) &&
        a.tz.tag == b.tz.tag && a.tz.u.i == b.tz.u.i) {
        *out = np_bool(cmp_op(op, dt_order(&a, &b), 0));
        return true;
    }
    if (argc == 2 && !kw && read_dt(argv[0], &a) && read_dt(argv[1], &b) &&
        dt_pair(vm, NP_OBJ(argv[0])->type, &a, &b, &x, &y)) {
        *out = np_bool(cmp_op(op, x, y));
        return true;
    }
    return slow(vm, CMP_NAMES[op], argc, argv, kw, out);
}
static bool dt_lt(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return dt_cmp(vm, 0, c, v, k, o); }
static bool dt_le(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return dt_cmp(vm, 1, c, v, k, o); }
static bool dt_eq(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return dt_cmp(vm, 2, c, v, k, o); }
static bool dt_ne(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return dt_cmp(vm, 3, c, v, k, o); }
static bool dt_gt(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return dt_cmp(vm, 4, c, v, k, o); }
static bool dt_ge(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return dt_cmp(vm, 5, c, v, k, o); }

// datetime + timedelta (also timedelta + datetime through __radd__): a datetime of self's type.
// datetime [a] moved by [us] microseconds (a sum past int64 is past the range too).
static bool dt_shift(NpVM *vm, NpValue self, const Dt *a, int64_t us, NpValue *out)
{
    int64_t total;
    if (__builtin_add_overflow(dt_total(a), us, &total))
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "date value out of range");
    return dt_make(vm, NP_OBJ(self)->type, a->keys, total, a->tz, out);
}

static bool dt_add(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a, b;
    if (argc == 2 && !kw && read_dt(argv[0], &a) && read_td(argv[1], &b) &&
        plain_result_type(vm, NP_OBJ(argv[0])->type, 1))
        return dt_shift(vm, argv[0], &a, b.f[3], out);
    return slow(vm, "__add__", argc, argv, kw, out);
}

static bool dt_radd(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a, b;
    if (argc == 2 && !kw && read_dt(argv[0], &a) && read_td(argv[1], &b) &&
        plain_result_type(vm, NP_OBJ(argv[0])->type, 1))
        return dt_shift(vm, argv[0], &a, b.f[3], out);
    return slow(vm, "__radd__", argc, argv, kw, out);
}

// datetime - timedelta, and datetime - datetime with one tzinfo object (or none).
static bool dt_sub(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a, b;
    if (argc == 2 && !kw && read_dt(argv[0], &a)) {
        if (read_td(argv[1], &b) && b.f[3] != INT64_MIN)
            return plain_result_type(vm, NP_OBJ(argv[0])->type, 1)
                       ? dt_shift(vm, argv[0], &a, -b.f[3], out)
                       : slow(vm, "__sub__", argc, argv, kw, out);
        NpType *tt;
        Dt tp;
        int64_t x, y;
        if (read_dt(argv[1], &b) && dt_pair(vm, NP_OBJ(argv[0])->type, &a, &b, &x, &y) &&
            template_of(vm, NP_OBJ(argv[0])->type, "resolution", K_TD, TD_N, &tt, &tp))
            return td_make(vm, tt, tp.keys, x - y, out);
    }
    return slow(vm, "__sub__", argc, argv, kw, out);
}

// hash(datetime): hash of its UTC (or naive) microseconds, as the Python method computes.
static bool dt_hash(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a;
    Tz z;
    int64_t h;
    if (argc == 1 && !kw && read_dt(argv[0], &a) &&
        tz_resolve(vm, NP_OBJ(argv[0])->type, a.tz, &z)) {
        if (!np_hash(vm, np_int(dt_total(&a) - z.off), &h))
            return false;
        *out = np_int(h);
        return true;
    }
    return slow(vm, "__hash__", argc, argv, kw, out);
}

// datetime.timestamp() of an aware datetime (a naive one needs the local zone: the Python
// method raises).
static bool dt_timestamp(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a;
    Tz z;
    const int64_t lim = (int64_t)1 << 53;
    if (argc == 1 && !kw && read_dt(argv[0], &a) &&
        tz_resolve(vm, NP_OBJ(argv[0])->type, a.tz, &z) && z.aware) {
        int64_t n = dt_total(&a) - z.off - 62135596800LL * 1000000;
        if (n < lim && n > -lim) {
            *out = np_float((double)n / 1e6);
            return true;
        }
    }
    return slow(vm, "timestamp", argc, argv, kw, out);
}

static bool check_date(NpVM *vm, const int64_t *f);
static bool check_time(NpVM *vm, const int64_t *f);
static int cpy_bind(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw,
                    const char *const *names, int n, int npos, int nreq, int nint, NpValue *vals);

// Whether [tz] may be a datetime's tzinfo: None or an instance of the class attribute
// _tzinfo of type [t]; -1 with an error pending.
static int tz_ok(NpVM *vm, NpType *t, NpValue tz)
{
    if (NP_IS_NONE(tz))
        return 1;
    NpStr *s = np_intern_cstr(vm, "_tzinfo");
    if (!s)
        return -1;
    NpValue c = np_type_lookup(t, s);
    return NP_IS_TYPE(c) && np_isinstance(vm, tz, NP_AS_TYPE(c)) ? 1 : 0;
}

// datetime.replace(...) and date.replace(...) ([n] 9 or 3 fields) on an instance of the
// module's class itself (a subclass's replace is the Python method's): checked int fields,
// tzinfo None or a tzinfo; the rest goes to the Python method.
static bool replace_n(NpVM *vm, int n, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    static const char *const names[] = {"year", "month", "day", "hour", "minute", "second",
                                         "microsecond", "tzinfo", "fold"};
    Dt a;
    NpValue v[9];
    NpType *t = NP_IS_OBJ(argv[0]) ? NP_OBJ(argv[0])->type : NULL;
    bool ok = t && t->mro && t->mro->n == (n == DT_N ? 3u : 2u) &&
              (n == DT_N ? read_dt(argv[0], &a) : (read_date(argv[0], &a) && is_pure_date(&a)));
    int b = ok ? cpy_bind(vm, "replace", argc, argv, kw, names, n, n == DT_N ? 8 : 3, 0,
                          n == DT_N ? 7 : 3, v) : -1;
    if (b == 0)
        return false;
    if (b > 0 && n == DT_N && !NP_IS_UNDEF(v[8]) && !NP_IS_INT(v[8]) && !NP_IS_BOOL(v[8]))
        b = -1;
    if (b < 0)
        return slow(vm, "replace", argc, argv, kw, out);
    int64_t f[8];
    for (int i = 0; i < 7 && i < n; i++)
        f[i] = NP_IS_UNDEF(v[i]) ? a.f[i] : v[i].u.i;
    if (!check_date(vm, f))
        return false;
    if (n == DATE_N) {
        NpValue w[DATE_N] = {np_int(f[0]), np_int(f[1]), np_int(f[2])};
        return make_inst(vm, t, a.keys, DATE_N, w, out);
    }
    f[7] = NP_IS_UNDEF(v[8]) ? a.f[7] : v[8].u.i;
    NpValue tz = NP_IS_UNDEF(v[7]) ? a.tz : v[7];
    int tok = tz_ok(vm, t, tz);
    if (tok < 0)
        return false;
    if (tok == 0)
        return slow(vm, "replace", argc, argv, kw, out);
    if (!check_time(vm, f + 3))
        return false;
    NpValue w[DT_N] = {np_int(f[0]), np_int(f[1]), np_int(f[2]), np_int(f[3]), np_int(f[4]),
                       np_int(f[5]), np_int(f[6]), np_int(f[7]), tz};
    return make_inst(vm, t, a.keys, DT_N, w, out);
}
static bool dt_replace(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return replace_n(vm, DT_N, c, v, k, o); }
static bool date_replace(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return replace_n(vm, DATE_N, c, v, k, o); }

/* ---- date (its natives also serve datetime where it inherits them) */

// The order of two pure dates read in place: both shaped instances of one layout classified as
// a date's with exactly its three values (a datetime has nine), ints forming valid dates. For
// valid dates the (year, month, day) order is the ordinals' order, so this decides what
// date_cmp's ymd2ord compare decides without two read_date copies and two ymd2ord calls (~420
// instructions a bisect step over a list of dates). 1 with *c, 0 when read_date must decide
// (dict-mode instances, other layouts, fields a script made no int or no valid date).
static int date_same_layout_order(NpValue a, NpValue b, int *c)
{
    if (!NP_IS_KIND(a, OBJ_INSTANCE) || !NP_IS_KIND(b, OBJ_INSTANCE))
        return 0;
    NpInstance *ia = (NpInstance *)NP_AS_OBJ(a), *ib = (NpInstance *)NP_AS_OBJ(b);
    if (!(ia->hdr.flags & ib->hdr.flags & NP_INST_SHAPED) || ia->nvals != DATE_N ||
        ib->nvals != DATE_N)
        return 0;
    NpLayout *l = np_inst_layout(ia);
    if (l != np_inst_layout(ib) || !(layout_kind(l) & K_DATE))
        return 0;
    const NpValue *va = np_inst_vals(ia), *vb = np_inst_vals(ib);
    int64_t fa[DATE_N], fb[DATE_N];
    for (int i = 0; i < DATE_N; i++) {
        if (!NP_IS_INT(va[i]) || !NP_IS_INT(vb[i]))
            return 0;
        fa[i] = va[i].u.i;
        fb[i] = vb[i].u.i;
    }
    if (!fields_ok(fa, NULL) || !fields_ok(fb, NULL) || (fa[2] > 28 && fa[2] > dim(fa[0], fa[1])) ||
        (fb[2] > 28 && fb[2] > dim(fb[0], fb[1])))
        return 0;
    *c = 0;
    for (int i = 0; i < DATE_N; i++)
        if (fa[i] != fb[i]) {
            *c = fa[i] < fb[i] ? -1 : 1;
            break;
        }
    return 1;
}

static bool date_cmp(NpVM *vm, int op, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a, b;
    int c;
    if (argc == 2 && !kw && date_same_layout_order(argv[0], argv[1], &c)) {
        *out = np_bool(cmp_op(op, c, 0));
        return true;
    }
    if (argc == 2 && !kw && read_date(argv[0], &a) && read_date(argv[1], &b) &&
        is_pure_date(&a) && is_pure_date(&b)) {
        *out = np_bool(cmp_op(op, ymd2ord(a.f[0], a.f[1], a.f[2]), ymd2ord(b.f[0], b.f[1], b.f[2])));
        return true;
    }
    return slow(vm, CMP_NAMES[op], argc, argv, kw, out);
}
static bool date_lt(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return date_cmp(vm, 0, c, v, k, o); }
static bool date_le(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return date_cmp(vm, 1, c, v, k, o); }
static bool date_eq(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return date_cmp(vm, 2, c, v, k, o); }
static bool date_ne(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return date_cmp(vm, 3, c, v, k, o); }
static bool date_gt(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return date_cmp(vm, 4, c, v, k, o); }
static bool date_ge(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return date_cmp(vm, 5, c, v, k, o); }

// date + timedelta: a date of self's type.
static bool date_add(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a, b;
    if (argc == 2 && !kw && read_date(argv[0], &a) && is_pure_date(&a) && read_td(argv[1], &b) &&
        plain_result_type(vm, NP_OBJ(argv[0])->type, 0))
        return date_make(vm, NP_OBJ(argv[0])->type, a.keys, ymd2ord(a.f[0], a.f[1], a.f[2]) + b.f[0],
                         out);
    return slow(vm, "__add__", argc, argv, kw, out);
}

// date - timedelta and date - date.
static bool date_sub(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a, b;
    if (argc == 2 && !kw && read_date(argv[0], &a) && is_pure_date(&a)) {
        int64_t n = ymd2ord(a.f[0], a.f[1], a.f[2]);
        if (read_td(argv[1], &b))
            return plain_result_type(vm, NP_OBJ(argv[0])->type, 0)
                       ? date_make(vm, NP_OBJ(argv[0])->type, a.keys, n - b.f[0], out)
                       : slow(vm, "__sub__", argc, argv, kw, out);
        NpType *tt;
        Dt tp;
        if (read_date(argv[1], &b) && is_pure_date(&b) &&
            template_of(vm, NP_OBJ(argv[0])->type, "resolution", K_TD, TD_N, &tt, &tp))
            return td_make(vm, tt, tp.keys, (n - ymd2ord(b.f[0], b.f[1], b.f[2])) * US_PER_DAY, out);
    }
    return slow(vm, "__sub__", argc, argv, kw, out);
}

static bool date_hash(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a;
    int64_t h;
    if (argc == 1 && !kw && read_date(argv[0], &a) && is_pure_date(&a)) {
        if (!np_hash(vm, np_int(-ymd2ord(a.f[0], a.f[1], a.f[2])), &h))
            return false;
        *out = np_int(h);
        return true;
    }
    return slow(vm, "__hash__", argc, argv, kw, out);
}

// toordinal(), weekday(), isoweekday() of a date or datetime.
static bool date_toordinal(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a;
    if (argc == 1 && !kw && read_date(argv[0], &a)) {
        *out = np_int(ymd2ord(a.f[0], a.f[1], a.f[2]));
        return true;
    }
    return slow(vm, "toordinal", argc, argv, kw, out);
}

static bool date_weekday(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a;
    if (argc == 1 && !kw && read_date(argv[0], &a)) {
        *out = np_int((ymd2ord(a.f[0], a.f[1], a.f[2]) + 6) % 7);
        return true;
    }
    return slow(vm, "weekday", argc, argv, kw, out);
}

static bool date_isoweekday(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a;
    if (argc == 1 && !kw && read_date(argv[0], &a)) {
        *out = np_int((ymd2ord(a.f[0], a.f[1], a.f[2]) + 6) % 7 + 1);
        return true;
    }
    return slow(vm, "isoweekday", argc, argv, kw, out);
}

/* ---- timedelta */

static bool td_cmp(NpVM *vm, int op, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a, b;
    if (argc == 2 && !kw && read_td(argv[0], &a) && read_td(argv[1], &b)) {
        *out = np_bool(cmp_op(op, a.f[3], b.f[3]));
        return true;
    }
    return slow(vm, CMP_NAMES[op], argc, argv, kw, out);
}
static bool td_lt(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return td_cmp(vm, 0, c, v, k, o); }
static bool td_le(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return td_cmp(vm, 1, c, v, k, o); }
static bool td_eq(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return td_cmp(vm, 2, c, v, k, o); }
static bool td_ne(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return td_cmp(vm, 3, c, v, k, o); }
static bool td_gt(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return td_cmp(vm, 4, c, v, k, o); }
static bool td_ge(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return td_cmp(vm, 5, c, v, k, o); }

// The base timedelta class of standard timedelta [v]'s type (results are never subclasses).
static NpType *td_base(NpValue v) { return module_type(NP_OBJ(v)->type, 0, "timedelta"); }

// timedelta + timedelta and timedelta - timedelta ([sign] 1 or -1, [name] the method).
static bool td_addsub(NpVM *vm, int sign, const char *name, int argc, NpValue *argv, NpTuple *kw,
                      NpValue *out)
{
    Dt a, b;
    int64_t r;
    NpType *t;
    if (argc == 2 && !kw && read_td(argv[0], &a) && read_td(argv[1], &b) &&
        (t = td_base(argv[0])) &&
        !(sign > 0 ? __builtin_add_overflow(a.f[3], b.f[3], &r)
                   : __builtin_sub_overflow(a.f[3], b.f[3], &r)))
        return td_make(vm, t, a.keys, r, out);
    return slow(vm, name, argc, argv, kw, out);
}
static bool td_add(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return td_addsub(vm, 1, "__add__", c, v, k, o); }
static bool td_sub(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return td_addsub(vm, -1, "__sub__", c, v, k, o); }

// -timedelta.
static bool td_neg(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a;
    NpType *t;
    if (argc == 1 && !kw && read_td(argv[0], &a) && (t = td_base(argv[0])) && a.f[3] != INT64_MIN)
        return td_make(vm, t, a.keys, -a.f[3], out);
    return slow(vm, "__neg__", argc, argv, kw, out);
}

// CPython's divide_and_round on 128-bit values: a / b rounded half to even (b > 0).
static __int128 div_round128(__int128 a, __int128 b)
{
    __int128 q = a / b, r = a % b;
    if (r < 0) {
        q -= 1;
        r += b;
    }
    if (2 * r > b || (2 * r == b && (q & 1)))
        q += 1;
    return q;
}

// us * x for a finite float [x] as CPython computes it: x.as_integer_ratio() = p / 2**k, then
// divide_and_round(us * p, 2**k). False when a value leaves the 64-bit range (the Python
// method then raises what CPython raises).
static bool mul_float(int64_t us, double x, int64_t *out)
{
    if (!isfinite(x))
        return false;
    int e;
    double m = frexp(x, &e);  // x = m * 2**e, 0.5 <= |m| < 1
    int64_t p = (int64_t)ldexp(m, 53);
    int k = 53 - e;
    while (k > 0 && (p & 1) == 0) {
        p /= 2;
        k--;
    }
    if (k < 0 || k > 100)
        return false;
    __int128 num = (__int128)us * p;
    __int128 q = k == 0 ? num : div_round128(num, (__int128)1 << k);
    if (q > INT64_MAX || q < -INT64_MAX)
        return false;
    *out = (int64_t)q;
    return true;
}

// timedelta * int or float (and the same through __rmul__).
static bool td_mul_named(NpVM *vm, const char *name, int argc, NpValue *argv, NpTuple *kw,
                         NpValue *out)
{
    Dt a;
    NpType *t;
    int64_t r;
    if (argc == 2 && !kw && read_td(argv[0], &a) && (t = td_base(argv[0])) &&
        ((NP_IS_INT(argv[1]) && !__builtin_mul_overflow(a.f[3], argv[1].u.i, &r)) ||
         (NP_IS_FLOAT(argv[1]) && mul_float(a.f[3], argv[1].u.f, &r))))
        return td_make(vm, t, a.keys, r, out);
    return slow(vm, name, argc, argv, kw, out);
}
static bool td_mul(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return td_mul_named(vm, "__mul__", c, v, k, o); }
static bool td_rmul(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return td_mul_named(vm, "__rmul__", c, v, k, o); }

// timedelta.total_seconds().
static bool td_total_seconds(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a;
    const int64_t lim = (int64_t)1 << 53;
    if (argc == 1 && !kw && read_td(argv[0], &a) && a.f[3] < lim && a.f[3] > -lim) {
        *out = np_float((double)a.f[3] / 1e6);
        return true;
    }
    return slow(vm, "total_seconds", argc, argv, kw, out);
}

// hash(timedelta), CPython's.
static bool td_hash(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a;
    int64_t h;
    if (argc == 1 && !kw && read_td(argv[0], &a)) {
        // CPython's: the hash of the tuple (days, seconds, microseconds).
        uint64_t acc = NP_XXPRIME_5;
        for (int i = 0; i < 3; i++) {
            if (!np_hash(vm, np_int(a.f[i]), &h))
                return false;
            acc = np_tuplehash_step(acc, h);
        }
        *out = np_int(np_tuplehash_finish(acc, 3));
        return true;
    }
    return slow(vm, "__hash__", argc, argv, kw, out);
}

static bool td_bool(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a;
    if (argc == 1 && !kw && read_td(argv[0], &a)) {
        *out = np_bool(a.f[3] != 0);
        return true;
    }
    return slow(vm, "__bool__", argc, argv, kw, out);
}

/* ---- construction */

// CPython's accum() for one timedelta argument [num] times [factor] microseconds: ints exact,
// a float's fraction carried in [left]. False when the native cannot take it (another type,
// a non-finite float, or a sum past int64): the Python __init__ then does, with its errors.
static bool td_accum(NpValue num, int64_t factor, int64_t *total, double *left)
{
    int64_t p;
    if (NP_IS_INT(num) || NP_IS_BOOL(num))
        return !__builtin_mul_overflow(num.u.i, factor, &p) &&
               !__builtin_add_overflow(*total, p, total);
    if (!NP_IS_FLOAT(num) || !isfinite(num.u.f))
        return false;
    double ip, frac = modf(num.u.f, &ip);
    if (fabs(ip) >= 9.0e18 || __builtin_mul_overflow((int64_t)ip, factor, &p) ||
        __builtin_add_overflow(*total, p, total))
        return false;
    if (frac == 0.0)
        return true;
    frac = modf((double)factor * frac, &ip);
    if (__builtin_add_overflow(*total, (int64_t)ip, total))
        return false;
    *left += frac;
    return true;
}

static const char *const TD_ARGS[] = {"days", "seconds", "microseconds", "milliseconds",
                                      "minutes", "hours", "weeks"};
static const int64_t TD_FACTORS[] = {US_PER_DAY, 1000000, 1, 1000, 60000000, 3600000000LL,
                                     7 * US_PER_DAY};

// Binds [argc] - 1 arguments after self (positional, then [kw]) to the [n] parameters [names]
// the way CPython's PyArg_ParseTupleAndKeywords does for the C constructors, with its
// messages ([fname] NULL: "function"): at most [npos] positional, the first [nreq] required.
// Returns 1 when bound, 0 with TypeError raised, -1 when a value before the first missing one
// is no int (index < [nint]) so that the Python method should report it.
static int cpy_bind(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw,
                    const char *const *names, int n, int npos, int nreq, int nint, NpValue *vals)
{
    const char *fn = fname ? fname : "function", *paren = fname ? "()" : "";
    int nkw = kw ? (int)kw->n : 0, np = argc - 1 - nkw;
    if (np + nkw > n)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s%s takes at most %d argument%s (%d given)",
                         fn, paren, n, n == 1 ? "" : "s", np + nkw), 0;
    if (np > npos)
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "%s%s takes at most %d positional argument%s (%d given)", fn, paren, npos,
                         npos == 1 ? "" : "s", np), 0;
    int used = 0;
    for (int i = 0; i < n; i++) {
        vals[i] = np_undef();
        if (i < np) {
            vals[i] = argv[1 + i];
        } else if (used < nkw) {
            // (Once every keyword is bound the rest stay unbound without a search; the first
            // byte decides most mismatches without a call.)
            for (int k = 0; k < nkw; k++)
                if (NP_AS_STR(kw->items[k])->data[0] == names[i][0] &&
                    strcmp(NP_AS_STR(kw->items[k])->data, names[i]) == 0) {
                    vals[i] = argv[1 + np + k];
                    used++;
                }
        }
        if (NP_IS_UNDEF(vals[i]) && i < nreq)
            return np_raisef(vm, NP_TYPE_TYPEERROR, "%s%s missing required argument '%s' (pos %d)",
                             fn, paren, names[i], i + 1), 0;
        if (i < nint && !NP_IS_UNDEF(vals[i]) && !NP_IS_INT(vals[i]) && !NP_IS_BOOL(vals[i]))
            return -1;
    }
    if (used == nkw)
        return 1;
    for (int k = 0; k < nkw; k++) {
        const char *key = NP_AS_STR(kw->items[k])->data;
        int i = 0;
        while (i < n && strcmp(key, names[i]) != 0)
            i++;
        if (i < np)
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "argument for %s%s given by name ('%s') and position (%d)", fn, paren,
                             key, i + 1), 0;
        if (i == n)
            return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' is an invalid keyword argument for %s%s",
                             key, fname ? fname : "this function", paren), 0;
    }
    return 1;
}

// Writes [n] values on fresh instance [self] under the names [names] (np_setattr_plain, as
// _setf does: the classes' __setattr__ refuses these writes).
static bool set_fields(NpVM *vm, NpValue self, const char *const *names, int n, const NpValue *v)
{
    for (int i = 0; i < n; i++) {
        NpStr *s = np_intern_cstr(vm, names[i]);
        if (!s || !np_setattr_plain(vm, self, s, v[i]))
            return false;
    }
    return true;
}

// Writes the [n] fields [v] of kind [kind] of __init__ on [self]: straight into its value
// array when it has no values yet and its class's layout starts with the fields (the usual
// case: no lookup at all); else, when it has no attributes yet, named as the class attribute
// [tname] (a standard instance: datetime.min, date.min, timedelta.resolution) is, which spares
// interning each name; else set_fields.
static bool init_fields(NpVM *vm, NpValue self, const char *tname, uint32_t kind, int n,
                        const NpValue *v)
{
    NpInstance *in = (NpInstance *)NP_AS_OBJ(self);
    if ((in->hdr.flags & NP_INST_SHAPED) && in->nvals == 0) {
        NpLayout *l = np_inst_layout(in);
        if (l && l->n >= (uint32_t)n && np_inst_capvals(in) >= (uint32_t)n &&
            (layout_kind(l) & kind)) {
            memcpy(np_inst_vals(in), v, (size_t)n * sizeof *v);
            in->nvals = (uint32_t)n;
            np_gc_barrier(vm, in);  // self may be old (a subclass __init__ ran code first)
            return true;
        }
    }
    bool empty = (in->hdr.flags & NP_INST_SHAPED) ? in->nvals == 0
                                                  : in->dict && in->dict->nentries == 0;
    NpType *tt;
    Dt tp;
    if (!empty || !template_of(vm, NP_OBJ(self)->type, tname, kind, n, &tt, &tp))
        return set_fields(vm, self, kind_names(kind), n, v);
    return fill_inst(vm, in, tp.keys, n, v);
}

// timedelta.__init__ for int and float arguments (CPython's rounding of the float parts).
static bool td_init(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    NpValue v[7];
    int64_t total = 0;
    double left = 0.0;
    if (!NP_IS_KIND(argv[0], OBJ_INSTANCE))
        return slow(vm, "__init__", argc, argv, kw, out);
    int b = cpy_bind(vm, "__new__", argc, argv, kw, TD_ARGS, 7, 7, 0, 0, v);
    if (b == 0)
        return false;
    bool ok = b > 0;
    // accum's order: microseconds, milliseconds, seconds, minutes, hours, days, weeks.
    static const int order[] = {2, 3, 1, 4, 5, 0, 6};
    for (int k = 0; ok && k < 7; k++)
        ok = NP_IS_UNDEF(v[order[k]]) || td_accum(v[order[k]], TD_FACTORS[order[k]], &total, &left);
    if (ok && left != 0.0) {
        double whole = rint(left);
        if (fabs(whole - left) == 0.5) {
            double odd = (double)(total & 1);
            whole = 2.0 * rint((left + odd) * 0.5) - odd;
        }
        ok = !__builtin_add_overflow(total, (int64_t)whole, &total);
    }
    if (!ok)
        return slow(vm, "__init__", argc, argv, kw, out);
    int64_t d = dt_fdiv(total, US_PER_DAY), rest = dt_fmod(total, US_PER_DAY);
    if (d < -999999999 || d > 999999999)
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "days=%lld; must have magnitude <= 999999999",
                         (long long)d);
    NpValue f[TD_N] = {np_int(d), np_int(rest / 1000000), np_int(rest % 1000000), np_int(total)};
    if (!init_fields(vm, argv[0], "resolution", K_TD, TD_N, f))
        return false;
    *out = np_none();
    return true;
}

// Checks the int date fields (messages of CPython's check_date_args).
static bool check_date(NpVM *vm, const int64_t *f)
{
    if (f[0] < 1 || f[0] > 9999)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "year %lld is out of range", (long long)f[0]);
    if (f[1] < 1 || f[1] > 12)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "month must be in 1..12");
    if (f[2] < 1 || f[2] > dim(f[0], f[1]))
        return np_raisef(vm, NP_TYPE_VALUEERROR, "day is out of range for month");
    return true;
}

// Checks the int time fields hour..fold (check_time_args).
static bool check_time(NpVM *vm, const int64_t *f)
{
    static const char *const msg[] = {"hour must be in 0..23", "minute must be in 0..59",
                                      "second must be in 0..59",
                                      "microsecond must be in 0..999999",
                                      "fold must be either 0 or 1"};
    static const int64_t hi[] = {23, 59, 59, 999999, 1};
    for (int i = 0; i < 5; i++)
        if (f[i] < 0 || f[i] > hi[i])
            return np_raisef(vm, NP_TYPE_VALUEERROR, "%s", msg[i]);
    return true;
}

// Reads [n] int arguments (UNDEF: [dflt]); false when one is of another type.
static bool int_args(const NpValue *v, int n, int64_t dflt, int64_t *f)
{
    for (int i = 0; i < n; i++) {
        if (NP_IS_UNDEF(v[i]))
            f[i] = dflt;
        else if (NP_IS_INT(v[i]) || NP_IS_BOOL(v[i]))
            f[i] = v[i].u.i;
        else
            return false;
    }
    return true;
}

// date.__init__(year, month, day) for int arguments.
static bool date_init(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    NpValue v[DATE_N];
    int64_t f[DATE_N];
    int b = NP_IS_KIND(argv[0], OBJ_INSTANCE) ? cpy_bind(vm, NULL, argc, argv, kw, DT_NAMES, 3,
                                                          3, 3, 3, v) : -1;
    if (b == 0)
        return false;
    if (b < 0 || !int_args(v, 3, 0, f))
        return slow(vm, "__init__", argc, argv, kw, out);
    if (!check_date(vm, f))
        return false;
    NpValue w[DATE_N] = {np_int(f[0]), np_int(f[1]), np_int(f[2])};
    if (!init_fields(vm, argv[0], "min", K_DATE, DATE_N, w))
        return false;
    *out = np_none();
    return true;
}

// datetime.__init__(year, month, day, hour=0, ..., tzinfo=None, *, fold=0) for int fields and
// a tzinfo that is None or an instance of tzinfo (the class attribute _tzinfo).
static bool dt_init(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    static const char *const names[] = {"year", "month", "day", "hour", "minute", "second",
                                         "microsecond", "tzinfo", "fold"};
    NpValue v[9];
    int64_t f[8];
    int b = NP_IS_KIND(argv[0], OBJ_INSTANCE) ? cpy_bind(vm, NULL, argc, argv, kw, names, 9, 8,
                                                          3, 7, v) : -1;
    if (b == 0)
        return false;
    if (b < 0 || !int_args(v, 7, 0, f) || !int_args(v + 8, 1, 0, f + 7))
        return slow(vm, "__init__", argc, argv, kw, out);
    NpValue tz = NP_IS_UNDEF(v[7]) ? np_none() : v[7];
    if (!NP_IS_NONE(tz)) {
        NpStr *s = np_intern_cstr(vm, "_tzinfo");
        NpValue c = s ? np_type_lookup(NP_OBJ(argv[0])->type, s) : np_undef();
        if (!s)
            return false;
        if (!NP_IS_TYPE(c) || !np_isinstance(vm, tz, NP_AS_TYPE(c)))
            return slow(vm, "__init__", argc, argv, kw, out);
    }
    if (!check_date(vm, f) || !check_time(vm, f + 3))
        return false;
    NpValue w[DT_N] = {np_int(f[0]), np_int(f[1]), np_int(f[2]), np_int(f[3]), np_int(f[4]),
                       np_int(f[5]), np_int(f[6]), np_int(f[7]), tz};
    if (!init_fields(vm, argv[0], "min", K_DT, DT_N, w))
        return false;
    *out = np_none();
    return true;
}



/* ---- formatting: isoformat, str, strftime */

static const char *const MONTHS[13] = {"", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul",
                                       "Aug", "Sep", "Oct", "Nov", "Dec"};
static const char *const FULLMONTHS[13] = {"", "January", "February", "March", "April", "May",
                                           "June", "July", "August", "September", "October",
                                           "November", "December"};
static const char *const DAYS[7] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
static const char *const FULLDAYS[7] = {"Monday", "Tuesday", "Wednesday", "Thursday",
                                        "Friday", "Saturday", "Sunday"};

// A bounded output buffer; [len] past [cap] - 1 means it overflowed (the caller falls back).
typedef struct Buf {
    char s[320];
    size_t len;
    bool over;
} Buf;

static void put(Buf *b, const char *s, size_t n)
{
    if (b->over || b->len + n >= sizeof b->s) {
        b->over = true;
        return;
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
}

static void puts_(Buf *b, const char *s) { put(b, s, strlen(s)); }

// Appends [v] in decimal, padded with [pad] to [width] (printf's %lld, %0Nlld, %Nlld).
static void put_num(Buf *b, int64_t v, int width, char pad)
{
    char tmp[24];
    int n = 0;
    uint64_t u = v < 0 ? -(uint64_t)v : (uint64_t)v;
    do {
        tmp[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0 && pad == ' ')
        tmp[n++] = '-';
    int digits = n + (v < 0 && pad == '0');
    if (v < 0 && pad == '0')
        put(b, "-", 1);
    for (; digits < width; digits++)
        put(b, &pad, 1);
    while (n > 0)
        put(b, &tmp[--n], 1);
}

// Appends printf-formatted text for the few conversions the formats here use: %s, %c, and
// %lld with an optional 0 flag and width (vsnprintf cost ~1000 instructions a call).
static void putf(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void putf(Buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    for (const char *p = fmt; *p; p++) {
        if (*p != '%') {
            put(b, p, 1);
            continue;
        }
        p++;
        char pad = ' ';
        int width = 0;
        if (*p == '0')
            pad = '0', p++;
        while (*p >= '1' && *p <= '9')
            width = width * 10 + (*p++ - '0');
        if (*p == 's') {
            puts_(b, va_arg(ap, const char *));
        } else if (*p == 'c') {
            char c = (char)va_arg(ap, int);
            put(b, &c, 1);
        } else {  // "lld"
            put_num(b, (int64_t)va_arg(ap, long long), width, pad);
            p += 2;
        }
    }
    va_end(ap);
}

// "+HH:MM" ([sep] ":") or "+HHMM" ([sep] ""), with seconds and microseconds when present.
static void put_offset(Buf *b, int64_t us, const char *sep)
{
    char sign = '+';
    if (us < 0) {
        sign = '-';
        us = -us;
    }
    int64_t hh = us / 3600000000LL, mm = us / 60000000 % 60, ss = us / 1000000 % 60,
            f = us % 1000000;
    putf(b, "%c%02lld%s%02lld", sign, (long long)hh, sep, (long long)mm);
    if (ss || f) {
        putf(b, "%s%02lld", sep, (long long)ss);
        if (f)
            putf(b, ".%06lld", (long long)f);
    }
}

// tzname() of a resolved timezone.
static void put_tzname(Buf *b, const Tz *z)
{
    if (!z->aware)
        return;
    if (z->name) {
        put(b, z->name->data, z->name->len);
    } else if (z->off == 0) {
        puts_(b, "UTC");
    } else {
        puts_(b, "UTC");
        put_offset(b, z->off, ":");
    }
}

// The ISO year and week of a date (after CPython's isocalendar).
static void iso_cal(int64_t y, int64_t m, int64_t d, int64_t *iy, int64_t *iw)
{
    int64_t today = ymd2ord(y, m, d), year = y;
    int64_t first = ymd2ord(year, 1, 1), fwd = (first + 6) % 7, wm = first - fwd + (fwd > 3 ? 7 : 0);
    int64_t week = dt_fdiv(today - wm, 7);
    if (week < 0) {
        year -= 1;
        first = ymd2ord(year, 1, 1);
        fwd = (first + 6) % 7;
        wm = first - fwd + (fwd > 3 ? 7 : 0);
        week = dt_fdiv(today - wm, 7);
    } else if (week >= 52) {
        int64_t f2 = ymd2ord(year + 1, 1, 1), w2 = (f2 + 6) % 7;
        if (today >= f2 - w2 + (w2 > 3 ? 7 : 0)) {
            year += 1;
            week = 0;
        }
    }
    *iy = year;
    *iw = week + 1;
}

// strftime of the fields [f] (year..microsecond) and zone [z] with format [fmt], the
// directives of the Python _strftime (which this mirrors).
static void strftime_core(Buf *b, const NpStr *fmt, const int64_t *f, const Tz *z)
{
    int64_t y = f[0], mo = f[1], d = f[2], hh = f[3], mi = f[4], ss = f[5], us = f[6];
    int64_t wd = (ymd2ord(y, mo, d) + 6) % 7;
    int64_t yday = days_before_month[mo] + (mo > 2 && is_leap(y)) + d;
    const char *s = fmt->data;
    size_t n = fmt->len, i = 0;
    while (i < n && !b->over) {
        char c = s[i];
        if (c != '%' || i + 1 >= n) {
            put(b, &c, 1);
            i++;
            continue;
        }
        c = s[i + 1];
        i += 2;
        bool nopad = false;
        if (c == '-' && i < n) {
            nopad = true;
            c = s[i++];
        }
        // glibc's E and O modifiers select the C locale's same formats.
        if ((c == 'E' && i < n && strchr("cCxXyY", s[i]) && s[i]) ||
            (c == 'O' && i < n && strchr("deHImMSuUVwWy", s[i]) && s[i]))
            c = s[i++];
        int64_t num = -1;
        switch (c) {
        case 'Y': putf(b, "%lld", (long long)y); break;
        case 'm': num = mo; break;
        case 'd': num = d; break;
        case 'H': num = hh; break;
        case 'M': num = mi; break;
        case 'S': num = ss; break;
        case 'f': putf(b, "%06lld", (long long)us); break;
        case 'y': num = y % 100; break;
        case 'C': putf(b, "%lld", (long long)(y / 100)); break;
        case 'b': case 'h': puts_(b, MONTHS[mo]); break;
        case 'B': puts_(b, FULLMONTHS[mo]); break;
        case 'a': puts_(b, DAYS[wd]); break;
        case 'A': puts_(b, FULLDAYS[wd]); break;
        case 'j': putf(b, nopad ? "%lld" : "%03lld", (long long)yday); break;
        case 'p': puts_(b, hh < 12 ? "AM" : "PM"); break;
        case 'I': num = hh % 12 ? hh % 12 : 12; break;
        case 'z': if (z->aware) put_offset(b, z->off, ""); break;
        case 'Z': put_tzname(b, z); break;
        case '%': puts_(b, "%"); break;
        case 'e': putf(b, "%2lld", (long long)d); break;
        case 'c':
            putf(b, "%s %s %2lld %02lld:%02lld:%02lld %lld", DAYS[wd], MONTHS[mo], (long long)d,
                 (long long)hh, (long long)mi, (long long)ss, (long long)y);
            break;
        case 'x': case 'D':
            putf(b, "%02lld/%02lld/%02lld", (long long)mo, (long long)d, (long long)(y % 100));
            break;
        case 'X': case 'T':
            putf(b, "%02lld:%02lld:%02lld", (long long)hh, (long long)mi, (long long)ss);
            break;
        case 'R': putf(b, "%02lld:%02lld", (long long)hh, (long long)mi); break;
        case 'F': putf(b, "%lld-%02lld-%02lld", (long long)y, (long long)mo, (long long)d); break;
        case 'w': putf(b, "%lld", (long long)((wd + 1) % 7)); break;
        case 'u': putf(b, "%lld", (long long)(wd + 1)); break;
        case 'U': num = (yday - 1 + 7 - (wd + 1) % 7) / 7; break;
        case 'W': num = (yday - 1 + 7 - wd) / 7; break;
        case 'G': case 'V': {
            int64_t iy, iw;
            iso_cal(y, mo, d, &iy, &iw);
            if (c == 'G')
                putf(b, "%lld", (long long)iy);
            else
                num = iw;
            break;
        }
        case 'n': puts_(b, "\n"); break;
        case 't': puts_(b, "\t"); break;
        default:
            puts_(b, nopad ? "%-" : "%");
            put(b, &c, 1);
        }
        if (num >= 0)
            putf(b, nopad ? "%lld" : "%02lld", (long long)num);
    }
}

// The str of buffer [b], or false (with no error) when it overflowed.
static bool buf_str(NpVM *vm, Buf *b, NpValue *out, bool *ok)
{
    *ok = !b->over;
    if (b->over)
        return true;
    NpStr *r = np_str_new(vm, b->s, b->len);
    if (!r)
        return false;
    *out = np_obj(&r->hdr);
    return true;
}

// date.strftime(fmt) and datetime.strftime(fmt) (the first 3 or all fields).
static bool date_strftime(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a;
    Tz z = {0};
    bool ok = false;
    if (argc == 2 && !kw && NP_IS_STR(argv[1]) && NP_AS_STR(argv[1])->len <= 128 &&
        read_date(argv[0], &a) && (is_pure_date(&a) || read_dt(argv[0], &a)) &&
        (is_pure_date(&a) || tz_resolve(vm, NP_OBJ(argv[0])->type, a.tz, &z))) {
        if (is_pure_date(&a))
            a.f[3] = a.f[4] = a.f[5] = a.f[6] = 0;
        Buf b = {.len = 0, .over = false};
        strftime_core(&b, NP_AS_STR(argv[1]), a.f, &z);
        if (!buf_str(vm, &b, out, &ok))
            return false;
    }
    return ok || slow(vm, "strftime", argc, argv, kw, out);
}

// date.isoformat() and str(date).
static bool date_isoformat_named(NpVM *vm, const char *name, int argc, NpValue *argv,
                                 NpTuple *kw, NpValue *out)
{
    Dt a;
    bool ok = false;
    if (argc == 1 && !kw && read_date(argv[0], &a) && is_pure_date(&a)) {
        Buf b = {.len = 0, .over = false};
        putf(&b, "%04lld-%02lld-%02lld", (long long)a.f[0], (long long)a.f[1], (long long)a.f[2]);
        if (!buf_str(vm, &b, out, &ok))
            return false;
    }
    return ok || slow(vm, name, argc, argv, kw, out);
}
static bool date_isoformat(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return date_isoformat_named(vm, "isoformat", c, v, k, o); }
static bool date_str(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return date_isoformat_named(vm, "__str__", c, v, k, o); }

// The isoformat of datetime argv[0] with separator [sep] and [timespec], or false in *ok.
static bool dt_iso(NpVM *vm, NpValue self, const NpStr *sep, const NpStr *spec, NpValue *out,
                   bool *ok)
{
    Dt a;
    Tz z;
    *ok = false;
    // A one-byte separator (others, and the errors of bad ones, are the Python method's).
    if (!read_dt(self, &a) || sep->len != 1 || !tz_resolve(vm, NP_OBJ(self)->type, a.tz, &z))
        return true;
    const char *ts = spec ? spec->data : "auto";
    if (strcmp(ts, "auto") == 0)
        ts = a.f[6] ? "microseconds" : "seconds";
    Buf b = {.len = 0, .over = false};
    putf(&b, "%04lld-%02lld-%02lld", (long long)a.f[0], (long long)a.f[1], (long long)a.f[2]);
    put(&b, sep->data, sep->len);
    long long h = a.f[3], mi = a.f[4], s = a.f[5], us = a.f[6];
    if (strcmp(ts, "hours") == 0)
        putf(&b, "%02lld", h);
    else if (strcmp(ts, "minutes") == 0)
        putf(&b, "%02lld:%02lld", h, mi);
    else if (strcmp(ts, "seconds") == 0)
        putf(&b, "%02lld:%02lld:%02lld", h, mi, s);
    else if (strcmp(ts, "milliseconds") == 0)
        putf(&b, "%02lld:%02lld:%02lld.%03lld", h, mi, s, us / 1000);
    else if (strcmp(ts, "microseconds") == 0)
        putf(&b, "%02lld:%02lld:%02lld.%06lld", h, mi, s, us);
    else
        return true;  // the Python method raises "Unknown timespec value"
    if (z.aware)
        put_offset(&b, z.off, ":");
    return buf_str(vm, &b, out, ok);
}

// datetime.isoformat(sep="T", timespec="auto").
static bool dt_isoformat(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    static const char *const names[] = {"sep", "timespec"};
    NpValue v[2];
    bool ok = false;
    int b = cpy_bind(vm, "isoformat", argc, argv, kw, names, 2, 2, 0, 0, v);
    if (b == 0)
        return false;
    if (!NP_IS_UNDEF(v[1]) && !NP_IS_STR(v[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "isoformat() argument 2 must be str, not %s",
                         NP_IS_NONE(v[1]) ? "None" : np_type_name(vm, v[1]));
    if ((NP_IS_UNDEF(v[0]) || NP_IS_STR(v[0])) && (NP_IS_UNDEF(v[1]) || NP_IS_STR(v[1]))) {
        NpStr *t = np_intern_cstr(vm, "T");
        if (!t || !dt_iso(vm, argv[0], NP_IS_UNDEF(v[0]) ? t : NP_AS_STR(v[0]),
                          NP_IS_UNDEF(v[1]) ? NULL : NP_AS_STR(v[1]), out, &ok))
            return false;
    }
    return ok || slow(vm, "isoformat", argc, argv, kw, out);
}

// str(datetime): isoformat(" ").
static bool dt_str(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    bool ok = false;
    if (argc == 1 && !kw) {
        NpStr *sp = np_intern_cstr(vm, " ");
        if (!sp || !dt_iso(vm, argv[0], sp, NULL, out, &ok))
            return false;
    }
    return ok || slow(vm, "__str__", argc, argv, kw, out);
}

// str(timedelta): "[D day[s], ]H:MM:SS[.ffffff]".
static bool td_str(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a;
    bool ok = false;
    if (argc == 1 && !kw && read_td(argv[0], &a)) {
        Buf b = {.len = 0, .over = false};
        long long d = a.f[0], s = a.f[1], us = a.f[2];
        if (d)
            putf(&b, "%lld day%s, ", d, d == 1 || d == -1 ? "" : "s");
        putf(&b, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
        if (us)
            putf(&b, ".%06lld", us);
        if (!buf_str(vm, &b, out, &ok))
            return false;
    }
    return ok || slow(vm, "__str__", argc, argv, kw, out);
}


/* ---- parsing: strptime and fromisoformat fast paths */

// Reads the run of ASCII digits at s[*i] (at most [maxw], at least [minw]) into *v.
static bool take_digits(const char *s, size_t n, size_t *i, int minw, int maxw, int64_t *v)
{
    int w = 0;
    int64_t x = 0;
    while (*i + (size_t)w < n && w < maxw && s[*i + w] >= '0' && s[*i + w] <= '9')
        x = x * 10 + (s[*i + w++] - '0');
    if (w < minw)
        return false;
    *i += (size_t)w;
    *v = x;
    return true;
}

static bool is_ws(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

static char lower(char c) { return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c; }

// The index in [names] ([count] of them, from [first]) of the one that s[*i:] starts with,
// ignoring ASCII case, advancing *i past it; -1 when none does. No name of these lists is a
// prefix of another, so the regex's alternation (longest first) has this one match.
static int take_name(const char *s, size_t n, size_t *i, const char *const *names, int first,
                     int count)
{
    for (int k = first; k < first + count; k++) {
        size_t len = strlen(names[k]), j = 0;
        while (j < len && *i + j < n && lower(s[*i + j]) == lower(names[k][j]))
            j++;
        if (j == len) {
            *i += len;
            return k;
        }
    }
    return -1;
}

// The UTC offset at s[*i:] written "Z" (when [z]), or +HH:MM, +HHMM, +HH:MM:SS (a sign, hours
// 00..23, minutes and seconds 00..59) and nothing after it, in *us; false for anything else.
static bool take_offset(const char *s, size_t n, size_t *i, bool z, int64_t *us)
{
    if (z && *i + 1 == n && s[*i] == 'Z') {
        *us = 0;
        *i = n;
        return true;
    }
    if (*i >= n || (s[*i] != '+' && s[*i] != '-'))
        return false;
    int64_t sign = s[*i] == '-' ? -1 : 1, hh, mm, ss = 0;
    size_t k = *i + 1;
    if (!take_digits(s, n, &k, 2, 2, &hh) || hh > 23)
        return false;
    bool colon = k < n && s[k] == ':';
    k += colon;
    if (!take_digits(s, n, &k, 2, 2, &mm) || mm > 59)
        return false;
    if (colon && k < n && s[k] == ':') {
        k++;
        if (!take_digits(s, n, &k, 2, 2, &ss) || ss > 59)
            return false;
    }
    if (k != n)
        return false;
    *i = k;
    *us = sign * ((hh * 60 + mm) * 60 + ss) * 1000000;
    return true;
}

static bool tz_make(NpVM *vm, NpValue tzcls, int64_t us, NpValue *out);

// The fields [v] (and a tzinfo made from offset [us] when [aware]) as the tuple the Python
// callers pass on to datetime(...): 7 items, or 8 with the tzinfo.
static bool fields_tuple(NpVM *vm, const int64_t *v, bool aware, NpValue tzcls, int64_t us,
                         NpValue *out)
{
    NpValue tz = np_none();
    if (aware && !tz_make(vm, tzcls, us, &tz))
        return false;
    NpTuple *t = np_tuple_new(vm, aware ? 8 : 7);
    if (!t)
        return false;
    for (int j = 0; j < 7; j++)
        t->items[j] = np_int(v[j]);
    if (aware)
        t->items[7] = tz;
    *out = np_obj(&t->hdr);
    return true;
}

static const char *const AMPM[2] = {"AM", "PM"};
static const char *const ZNAMES[2] = {"UTC", "GMT"};

// _strptime_fast(data, format, timezone): the fields (year, month, day, hour, minute, second,
// microsecond, and a tzinfo with %z) when [format] uses only %Y %y %m %d %H %I %M %S %f %b %B
// %a %A %p %j %w %u %Z %z %%,
// whitespace and ASCII text, and [data] matches it whole taking at each directive the first alternative of
// CPython's regex for it (two digits before one; %f greedy), with no backtracking: then the
// regex's first match is this one. None otherwise, and the Python _strptime decides (with its
// errors). The work is bounded by the 64-byte limits.
static bool dt_strptime_fast(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    *out = np_none();
    if (argc != 3 || kw || !NP_IS_STR(argv[0]) || !NP_IS_STR(argv[1]))
        return true;
    const NpStr *ds = NP_AS_STR(argv[0]), *fs = NP_AS_STR(argv[1]);
    const char *s = ds->data, *f = fs->data;
    size_t n = ds->len, fn = fs->len, i = 0, k = 0;
    if (n > 64 || fn > 64)
        return true;
    int64_t v[7] = {1900, 1, 1, 0, 0, 0, 0}, hour12 = -1, zoff = 0, julian = 0;
    int pm = -1;
    bool seen[128] = {false};
    while (k < fn) {
        char c = f[k];
        if (is_ws(c)) {
            while (k < fn && is_ws(f[k]))
                k++;
            if (i >= n || !is_ws(s[i]))
                return true;
            while (i < n && is_ws(s[i]))
                i++;
            continue;
        }
        if (c != '%') {
            // Literal text; the regex ignores case (ASCII letters here, others give up).
            if ((unsigned char)c >= 0x80 || i >= n || (unsigned char)s[i] >= 0x80 ||
                lower(s[i]) != lower(c))
                return true;
            i++, k++;
            continue;
        }
        if (k + 1 >= fn)
            return true;
        char d = f[k + 1];
        k += 2;
        if (d == '%') {
            if (i >= n || s[i] != '%')
                return true;
            i++;
            continue;
        }
        if ((unsigned char)d >= 128 || seen[(unsigned char)d])
            return true;
        seen[(unsigned char)d] = true;
        int64_t x;
        size_t start = i;
        switch (d) {
        case 'Y':
            if (!take_digits(s, n, &i, 4, 4, &x))
                return true;
            v[0] = x;
            break;
        case 'y':
            if (!take_digits(s, n, &i, 2, 2, &x))
                return true;
            v[0] = x + (x <= 68 ? 2000 : 1900);
            break;
        case 'f':
            if (!take_digits(s, n, &i, 1, 6, &x))
                return true;
            for (size_t w = i - start; w < 6; w++)
                x *= 10;
            v[6] = x;
            break;
        case 'm': case 'd': case 'H': case 'M': case 'S': {
            if (!take_digits(s, n, &i, 1, 2, &x))
                return true;
            bool two = i - start == 2;
            int idx = d == 'm' ? 1 : d == 'd' ? 2 : d == 'H' ? 3 : d == 'M' ? 4 : 5;
            int64_t lo = (d == 'm' || d == 'd') ? 1 : 0;
            int64_t hi = d == 'm' ? 12 : d == 'd' ? 31 : d == 'H' ? 23 : 59;
            // One digit: [1-9] (m, d) or \d; two digits: the regex's two-digit ranges.
            if (x < lo || x > hi || (!two && x > 9))
                return true;
            v[idx] = x;
            break;
        }
        case 'I': {
            if (!take_digits(s, n, &i, 1, 2, &x) || x < 1 || x > 12)
                return true;
            hour12 = x;
            break;
        }
        case 'b': case 'B': {
            int mo = take_name(s, n, &i, d == 'b' ? MONTHS : FULLMONTHS, 1, 12);
            if (mo < 0)
                return true;
            v[1] = mo;
            break;
        }
        case 'a': case 'A':
            if (take_name(s, n, &i, d == 'a' ? DAYS : FULLDAYS, 0, 7) < 0)
                return true;
            break;
        case 'p':
            if ((pm = take_name(s, n, &i, AMPM, 0, 2)) < 0)
                return true;
            break;
        case 'w': case 'u':
            // A weekday alone changes nothing (only with %U %W %V, which take the Python path).
            if (!take_digits(s, n, &i, 1, 1, &x) || x < (d == 'u') || x > 6 + (d == 'u'))
                return true;
            break;
        case 'Z':
            // The zone names CPython's regex has here (Nearly's local zone is UTC); alone it
            // makes no tzinfo.
            if (take_name(s, n, &i, ZNAMES, 0, 2) < 0)
                return true;
            break;
        case 'j':
            // Three digits first, as the regex's alternatives; 367..999 would backtrack.
            if (!take_digits(s, n, &i, 1, 3, &x) || x < 1 || x > 366)
                return true;
            julian = x;
            break;
        case 'z': {
            // Z, +HHMM or +HH:MM, when what follows cannot extend the regex's match (seconds).
            size_t e = i;
            while (e < n && e - i < 6 && s[e] != ' ')
                e++;
            if (e < n && (s[e] != ' ' || e - i > 6))
                return true;
            size_t j = i;
            if (!take_offset(s, e, &j, true, &zoff) || (e - i != 1 && e - i != 5 && e - i != 6) ||
                (e - i == 1 && s[i] != 'Z'))
                return true;
            i = e;
            break;
        }
        default:
            return true;
        }
    }
    // Two directives for one field: CPython's last one wins; left to the Python parser.
    if (i != n || (seen['m'] + seen['b'] + seen['B'] > 1) || (seen['y'] && seen['Y']) ||
        (seen['H'] && seen['I']))
        return true;
    if (hour12 >= 0)  // %I: 12 AM is 0, 12 PM is 12 (no %p counts as AM)
        v[3] = pm == 1 ? (hour12 == 12 ? 12 : hour12 + 12) : (hour12 == 12 ? 0 : hour12);
    // %z with a %Z name names the timezone; left to the Python parser.
    if (seen['z'] && seen['Z'])
        return true;
    if (julian) {
        // The day of the year decides month and day (and may roll the year), as CPython's
        // _strptime; February 29th without a year (its 1904 fix) is left to the Python parser.
        bool year = seen['Y'] || seen['y'];
        int64_t o = ymd2ord(v[0], 1, 1) + julian - 1;
        if ((!year && v[1] == 2 && v[2] == 29) || v[0] < 1 || v[0] > 9999 || o > DT_MAXORDINAL)
            return true;
        ord2ymd(o, &v[0], &v[1], &v[2]);
    }
    return fields_tuple(vm, v, seen['z'], argv[2], zoff, out);
}

// _iso_fast(s, timezone): the fields (year, month, day, hour, minute, second, microsecond)
// of 'YYYY-MM-DD', 'YYYY-MM-DD?HH:MM', '...:SS', '...:SS.fff' or '...:SS.ffffff' (any one
// ASCII separator character ?), after a time optionally followed by an offset (Z, +HH:MM,
// +HHMM, +HH:MM:SS; then an eighth item, the datetime.timezone [timezone] makes), or None for
// anything else (the Python parser decides).
static bool dt_iso_fast(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    *out = np_none();
    if (argc != 2 || kw || !NP_IS_STR(argv[0]))
        return true;
    const NpStr *str = NP_AS_STR(argv[0]);
    const char *s = str->data;
    size_t n = str->len, i = 0;
    int64_t v[7] = {0, 0, 0, 0, 0, 0, 0}, us = 0;
    bool aware = false;
    if (n < 10 || n > 64)
        return true;
    if (!take_digits(s, n, &i, 4, 4, &v[0]) || s[i++] != '-' ||
        !take_digits(s, n, &i, 2, 2, &v[1]) || s[i++] != '-' ||
        !take_digits(s, n, &i, 2, 2, &v[2]))
        return true;
    if (n > 10) {
        if ((unsigned char)s[10] >= 0x80)
            return true;
        i = 11;
        if (!take_digits(s, n, &i, 2, 2, &v[3]) || i >= n || s[i++] != ':' ||
            !take_digits(s, n, &i, 2, 2, &v[4]))
            return true;
        if (i < n && s[i] == ':') {
            i++;
            if (!take_digits(s, n, &i, 2, 2, &v[5]))
                return true;
            if (i < n && s[i] == '.') {
                size_t start = ++i;
                if (!take_digits(s, n, &i, 3, 6, &v[6]) || (i - start != 3 && i - start != 6))
                    return true;
                for (size_t w = i - start; w < 6; w++)
                    v[6] *= 10;
            }
        }
        if (i < n) {
            if (!take_offset(s, n, &i, true, &us))
                return true;
            aware = true;
        }
    }
    if (i != n)
        return true;
    return fields_tuple(vm, v, aware, argv[1], us, out);
}


// _fromordinal(cls, n): date.fromordinal / datetime.fromordinal (cls a subclass of date or
// datetime): the module's own classes are made directly, subclasses are called with (y, m, d)
// as CPython does; CPython's errors.
static bool dt_fromordinal(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "fromordinal", kw) || !np_args_count(vm, "fromordinal", argc, 2, 2))
        return false;
    NpValue nv = argv[1];
    if (NP_IS_KIND(nv, OBJ_BIGINT))
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "Python int too large to convert to C long");
    if (!NP_IS_INT(nv) && !NP_IS_BOOL(nv))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object cannot be interpreted as an integer",
                         np_type_name(vm, nv));
    int64_t n = nv.u.i, y, m, d;
    if (n < 1)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "ordinal must be >= 1");
    if (n > DT_MAXORDINAL)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "year 10000 is out of range");
    if (!NP_IS_TYPE(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_fromordinal() needs a class");
    NpType *t = NP_AS_TYPE(argv[0]), *tt;
    ord2ymd(n, &y, &m, &d);
    NpValue v[DT_N] = {np_int(y), np_int(m), np_int(d), np_int(0), np_int(0), np_int(0),
                       np_int(0), np_int(0), np_none()};
    bool is_dt = module_type(t, 1, "datetime") != NULL;
    Dt tp;
    if (t->mro && t->mro->n == (is_dt ? 3u : 2u) &&
        template_of(vm, t, "min", is_dt ? K_DT : K_DATE, is_dt ? DT_N : DATE_N, &tt, &tp))
        return make_inst(vm, t, tp.keys, is_dt ? DT_N : DATE_N, v, out);
    return np_call(vm, argv[0], 3, v, NULL, out);
}

// _isocalendar(y, m, d): (ISO year, week, weekday) of a valid date.
static bool dt_isocal(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "_isocalendar", kw) || !np_args_count(vm, "_isocalendar", argc, 3, 3))
        return false;
    for (int i = 0; i < 3; i++)
        if (!NP_IS_INT(argv[i]))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "_isocalendar() takes ints");
    int64_t y = argv[0].u.i, m = argv[1].u.i, d = argv[2].u.i, iy, iw;
    if (y < 1 || y > 9999 || m < 1 || m > 12 || d < 1 || d > dim(y, m))
        return np_raisef(vm, NP_TYPE_VALUEERROR, "_isocalendar() takes a valid date");
    iso_cal(y, m, d, &iy, &iw);
    NpTuple *t = np_tuple_new(vm, 3);
    if (!t)
        return false;
    t->items[0] = np_int(iy);
    t->items[1] = np_int(iw);
    t->items[2] = np_int((ymd2ord(y, m, d) + 6) % 7 + 1);
    *out = np_obj(&t->hdr);
    return true;
}


/* ---- more timedelta arithmetic, repr, datetime.date() */

// CPython's divide_and_round: a / b rounded half to even (b != 0).
static int64_t div_round(int64_t a, int64_t b)
{
    __int128 q = a / b, r = a % b;
    if (r != 0 && ((r < 0) != (b < 0))) {
        q -= 1;
        r += b;
    }
    __int128 r2 = 2 * r;
    bool greater = b > 0 ? r2 > b : r2 < b;
    if (greater || (r2 == b && (q & 1)))
        q += 1;
    return (int64_t)q;
}

// timedelta // timedelta (an int) and timedelta // int.
static bool td_floordiv(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a, b;
    NpType *t;
    if (argc == 2 && !kw && read_td(argv[0], &a) && a.f[3] != INT64_MIN) {
        if (read_td(argv[1], &b) && b.f[3] != 0) {
            int64_t q = a.f[3] / b.f[3];
            if (a.f[3] % b.f[3] != 0 && ((a.f[3] < 0) != (b.f[3] < 0)))
                q -= 1;
            *out = np_int(q);
            return true;
        }
        if (NP_IS_INT(argv[1]) && argv[1].u.i > 0 && (t = td_base(argv[0])))
            return td_make(vm, t, a.keys, dt_fdiv(a.f[3], argv[1].u.i), out);
    }
    return slow(vm, "__floordiv__", argc, argv, kw, out);
}

// timedelta % timedelta.
static bool td_mod(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a, b;
    NpType *t;
    if (argc == 2 && !kw && read_td(argv[0], &a) && read_td(argv[1], &b) && b.f[3] > 0 &&
        (t = td_base(argv[0])))
        return td_make(vm, t, a.keys, dt_fmod(a.f[3], b.f[3]), out);
    return slow(vm, "__mod__", argc, argv, kw, out);
}

// abs(timedelta).
static bool td_abs(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a;
    NpType *t;
    if (argc == 1 && !kw && read_td(argv[0], &a) && a.f[3] != INT64_MIN && (t = td_base(argv[0])))
        return td_make(vm, t, a.keys, a.f[3] < 0 ? -a.f[3] : a.f[3], out);
    return slow(vm, "__abs__", argc, argv, kw, out);
}

// timedelta / timedelta (a float) and timedelta / int (rounded half to even).
static bool td_truediv(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a, b;
    NpType *t;
    const int64_t lim = (int64_t)1 << 53;
    if (argc == 2 && !kw && read_td(argv[0], &a)) {
        if (read_td(argv[1], &b) && b.f[3] != 0 && a.f[3] < lim && a.f[3] > -lim &&
            b.f[3] < lim && b.f[3] > -lim) {
            *out = np_float((double)a.f[3] / (double)b.f[3]);
            return true;
        }
        if (NP_IS_INT(argv[1]) && argv[1].u.i != 0 && (t = td_base(argv[0])))
            return td_make(vm, t, a.keys, div_round(a.f[3], argv[1].u.i), out);
    }
    return slow(vm, "__truediv__", argc, argv, kw, out);
}

// The repr of date/datetime/timedelta [v] of the module's own class ([depth] of its MRO);
// false in *ok for subclasses and aware datetimes (the Python __repr__).
static bool repr_named(NpVM *vm, const char *name, int argc, NpValue *argv, NpTuple *kw,
                       NpValue *out)
{
    Dt a;
    Buf b = {.len = 0, .over = false};
    bool ok = false;
    NpType *t = NP_IS_OBJ(argv[0]) ? NP_OBJ(argv[0])->type : NULL;
    if (argc != 1 || kw || !t || !t->mro) {
    } else if (name[0] == 'd' && name[4] == 0 && t->mro->n == 2 && read_date(argv[0], &a) &&
               is_pure_date(&a)) {
        putf(&b, "datetime.date(%lld, %lld, %lld)", (long long)a.f[0], (long long)a.f[1],
             (long long)a.f[2]);
        ok = true;
    } else if (name[0] == 'd' && t->mro->n == 3 && read_dt(argv[0], &a) && NP_IS_NONE(a.tz)) {
        putf(&b, "datetime.datetime(%lld, %lld, %lld, %lld, %lld", (long long)a.f[0],
             (long long)a.f[1], (long long)a.f[2], (long long)a.f[3], (long long)a.f[4]);
        if (a.f[6])
            putf(&b, ", %lld, %lld", (long long)a.f[5], (long long)a.f[6]);
        else if (a.f[5])
            putf(&b, ", %lld", (long long)a.f[5]);
        puts_(&b, a.f[7] ? ", fold=1)" : ")");
        ok = true;
    } else if (name[0] == 't' && t->mro->n == 2 && read_td(argv[0], &a)) {
        puts_(&b, "datetime.timedelta(");
        const char *sep = "";
        static const char *const nm[] = {"days", "seconds", "microseconds"};
        for (int i = 0; i < 3; i++)
            if (a.f[i]) {
                putf(&b, "%s%s=%lld", sep, nm[i], (long long)a.f[i]);
                sep = ", ";
            }
        puts_(&b, *sep ? ")" : "0)");
        ok = true;
    }
    if (ok && !buf_str(vm, &b, out, &ok))
        return false;
    return ok || slow(vm, "__repr__", argc, argv, kw, out);
}
static bool date_repr(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return repr_named(vm, "date", c, v, k, o); }
static bool dt_repr(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return repr_named(vm, "datetime", c, v, k, o); }
static bool td_repr(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return repr_named(vm, "timedelta", c, v, k, o); }

// datetime.date(): a date (the module's class) of the first three fields.
static bool dt_date(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a;
    NpType *t;
    if (argc == 1 && !kw && read_dt(argv[0], &a) &&
        (t = module_type(NP_OBJ(argv[0])->type, 0, "date"))) {
        NpValue v[DATE_N] = {np_int(a.f[0]), np_int(a.f[1]), np_int(a.f[2])};
        return make_inst(vm, t, a.keys, DATE_N, v, out);
    }
    return slow(vm, "date", argc, argv, kw, out);
}


/* ---- time zones: utcoffset, tzname, dst, astimezone, time(), timetz(), combine */

// A datetime.timezone of [us] microseconds (strictly within a day) and no name, made the way
// timezone(timedelta(microseconds=us)) makes it: timezone.utc itself for 0 (as CPython's
// constructor returns the singleton), else an instance shaped like timezone.utc with a new
// timedelta shaped like its offset. [tzcls] is the module's timezone class.
static bool tz_make(NpVM *vm, NpValue tzcls, int64_t us, NpValue *out)
{
    NpStr *s = np_intern_cstr(vm, "utc");
    NpValue utc = s && NP_IS_TYPE(tzcls) ? np_type_lookup(NP_AS_TYPE(tzcls), s) : np_undef();
    Dt u, off;
    if (!read_std(utc, K_TZ, TZ_N, TZ_N, &u) || !read_td(u.vals[0], &off))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "internal: no timezone.utc template");
    if (us == 0) {
        *out = utc;
        return true;
    }
    NpValue v[2] = {np_none(), np_none()};
    return td_make(vm, NP_OBJ(u.vals[0])->type, off.keys, us, &v[0]) &&
           make_inst(vm, NP_OBJ(utc)->type, u.keys, TZ_N, v, out);
}

// datetime.utcoffset(): None when naive, the timezone's own offset timedelta when its tzinfo
// is a datetime.timezone; other tzinfo classes call their utcoffset() through the Python method.
static bool dt_utcoffset(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a;
    Tz z;
    if (argc == 1 && !kw && read_dt(argv[0], &a) && tz_resolve(vm, NP_OBJ(argv[0])->type, a.tz, &z)) {
        *out = z.aware ? z.offset_v : np_none();
        return true;
    }
    return slow(vm, "utcoffset", argc, argv, kw, out);
}

// datetime.tzname(): None when naive, the timezone's name (or "UTC", "UTC+HH:MM").
static bool dt_tzname(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a;
    Tz z;
    if (argc == 1 && !kw && read_dt(argv[0], &a) && tz_resolve(vm, NP_OBJ(argv[0])->type, a.tz, &z)) {
        if (!z.aware) {
            *out = np_none();
            return true;
        }
        if (z.name) {
            *out = z.name_v;
            return true;
        }
        Buf b = {.len = 0};
        bool ok;
        put_tzname(&b, &z);
        if (!buf_str(vm, &b, out, &ok))
            return false;
        if (ok)
            return true;
    }
    return slow(vm, "tzname", argc, argv, kw, out);
}

// datetime.dst(): None for a naive datetime and for a datetime.timezone.
static bool dt_dst(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a;
    Tz z;
    if (argc == 1 && !kw && read_dt(argv[0], &a) && tz_resolve(vm, NP_OBJ(argv[0])->type, a.tz, &z)) {
        *out = np_none();
        return true;
    }
    return slow(vm, "dst", argc, argv, kw, out);
}

// datetime.astimezone(tz) of an aware datetime of the module's class itself, both zones
// datetime.timezone: self when tz is its own tzinfo (as CPython), else the same UTC time in
// tz (OverflowError as the Python method's UTC step and timezone.fromutc raise it).
static bool dt_astimezone(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a;
    Tz za, zb;
    NpType *t = argc == 2 && !kw ? NP_OBJ(argv[0])->type : NULL;
    if (t && read_dt(argv[0], &a) && t->mro && t->mro->n == 3 && module_type(t, 1, "datetime") &&
        tz_resolve(vm, t, a.tz, &za) && za.aware && tz_resolve(vm, t, argv[1], &zb) && zb.aware) {
        if (a.tz.u.o == argv[1].u.o) {
            *out = argv[0];
            return true;
        }
        int64_t utc = dt_total(&a) - za.off;
        if (utc < 0 || utc >= DT_MAXORDINAL * US_PER_DAY)
            return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "date value out of range");
        return dt_make(vm, t, a.keys, utc + zb.off, argv[1], out);
    }
    return slow(vm, "astimezone", argc, argv, kw, out);
}

// The module's time class (the class attribute _time of datetime type [t]) in [tt] and
// time.min read into [tp] (its keys name a new time's fields); false when not found.
static bool time_template(NpVM *vm, NpType *t, NpType **tt, Dt *tp)
{
    NpStr *s = np_intern_cstr(vm, "_time");
    NpValue c = s ? np_type_lookup(t, s) : np_undef();
    return NP_IS_TYPE(c) && template_of(vm, NP_AS_TYPE(c), "min", K_TM, TM_N, tt, tp);
}

// datetime.time() and datetime.timetz() ([tz] false and true): a time of the fields.
static bool dt_time_of(NpVM *vm, const char *name, bool tz, int argc, NpValue *argv,
                       NpTuple *kw, NpValue *out)
{
    Dt a;
    NpType *tt;
    Dt tp;
    if (argc == 1 && !kw && read_dt(argv[0], &a) &&
        time_template(vm, NP_OBJ(argv[0])->type, &tt, &tp)) {
        NpValue v[TM_N] = {np_int(a.f[3]), np_int(a.f[4]), np_int(a.f[5]), np_int(a.f[6]),
                           np_int(a.f[7]), tz ? a.tz : np_none()};
        return make_inst(vm, tt, tp.keys, TM_N, v, out);
    }
    return slow(vm, name, argc, argv, kw, out);
}
static bool dt_time(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return dt_time_of(vm, "time", false, c, v, k, o); }
static bool dt_timetz(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return dt_time_of(vm, "timetz", true, c, v, k, o); }

// _combine_fast(cls, d, t, tzinfo): datetime.combine(d, t, tzinfo) for a standard date (or
// datetime) and time, tzinfo True (the time's) or None or a datetime.timezone, made as an
// instance of [cls] (the module's datetime class) shaped like datetime.min; None otherwise,
// and the Python method decides (with its errors).
static bool dt_combine_fast(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    *out = np_none();
    Dt d, t;
    Tz z;
    NpType *tt;
    Dt tp;
    if (argc != 4 || kw || !NP_IS_TYPE(argv[0]) || !read_date(argv[1], &d) || !read_tm(argv[2], &t))
        return true;
    NpValue tz = NP_IS_BOOL(argv[3]) && argv[3].u.i ? t.tz : argv[3];
    if (!tz_resolve(vm, NP_AS_TYPE(argv[0]), tz, &z) ||
        !template_of(vm, NP_AS_TYPE(argv[0]), "min", K_DT, DT_N, &tt, &tp) ||
        tt != NP_AS_TYPE(argv[0]))
        return true;
    NpValue v[DT_N] = {np_int(d.f[0]), np_int(d.f[1]), np_int(d.f[2]), np_int(t.f[0]),
                       np_int(t.f[1]), np_int(t.f[2]), np_int(t.f[3]), np_int(t.f[4]), tz};
    return make_inst(vm, tt, tp.keys, DT_N, v, out);
}

/* ---- time */

// Microseconds since midnight of time fields [f].
static int64_t tm_us(const int64_t *f) { return ((f[0] * 60 + f[1]) * 60 + f[2]) * 1000000 + f[3]; }

// time <op> time with one tzinfo object (or none).
static bool tm_cmp(NpVM *vm, int op, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a, b;
    if (argc == 2 && !kw && read_tm(argv[0], &a) && read_tm(argv[1], &b) &&
        a.tz.tag == b.tz.tag && a.tz.u.i == b.tz.u.i) {
        *out = np_bool(cmp_op(op, tm_us(a.f), tm_us(b.f)));
        return true;
    }
    return slow(vm, CMP_NAMES[op], argc, argv, kw, out);
}
static bool tm_lt(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return tm_cmp(vm, 0, c, v, k, o); }
static bool tm_le(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return tm_cmp(vm, 1, c, v, k, o); }
static bool tm_eq(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return tm_cmp(vm, 2, c, v, k, o); }
static bool tm_ne(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return tm_cmp(vm, 3, c, v, k, o); }
static bool tm_gt(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return tm_cmp(vm, 4, c, v, k, o); }
static bool tm_ge(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return tm_cmp(vm, 5, c, v, k, o); }

// hash(time) of a naive time: the hash of its microseconds, as the Python method's.
static bool tm_hash(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a;
    int64_t h;
    if (argc == 1 && !kw && read_tm(argv[0], &a) && NP_IS_NONE(a.tz)) {
        if (!np_hash(vm, np_int(tm_us(a.f)), &h))
            return false;
        *out = np_int(h);
        return true;
    }
    return slow(vm, "__hash__", argc, argv, kw, out);
}

// time.__init__(hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0).
static bool tm_init(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    static const char *const names[] = {"hour", "minute", "second", "microsecond", "tzinfo",
                                         "fold"};
    NpValue v[6];
    int64_t f[5];
    int b = NP_IS_KIND(argv[0], OBJ_INSTANCE) ? cpy_bind(vm, NULL, argc, argv, kw, names, 6, 5,
                                                          0, 4, v) : -1;
    if (b == 0)
        return false;
    if (b < 0 || !int_args(v, 4, 0, f) || !int_args(v + 5, 1, 0, f + 4))
        return slow(vm, "__init__", argc, argv, kw, out);
    NpValue tz = NP_IS_UNDEF(v[4]) ? np_none() : v[4];
    int tok = tz_ok(vm, NP_OBJ(argv[0])->type, tz);
    if (tok < 0)
        return false;
    if (tok == 0)
        return slow(vm, "__init__", argc, argv, kw, out);
    if (!check_time(vm, f))
        return false;
    NpValue w[TM_N] = {np_int(f[0]), np_int(f[1]), np_int(f[2]), np_int(f[3]), np_int(f[4]), tz};
    if (!init_fields(vm, argv[0], "min", K_TM, TM_N, w))
        return false;
    *out = np_none();
    return true;
}

// time.isoformat(timespec="auto") and str(time), naive or with a datetime.timezone.
static bool tm_iso_named(NpVM *vm, const char *name, int argc, NpValue *argv, NpTuple *kw,
                         NpValue *out)
{
    static const char *const names[] = {"timespec"};
    Dt a;
    Tz z;
    NpValue v[1] = {np_undef()};
    bool ok = false;
    int b = name[2] == 's' ? (argc == 1 && !kw) : cpy_bind(vm, "isoformat", argc, argv, kw,
                                                            names, 1, 1, 0, 0, v);
    if (name[2] != 's' && b == 0)
        return false;
    if (b > 0 && !NP_IS_UNDEF(v[0]) && !NP_IS_STR(v[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "isoformat() argument 1 must be str, not %s",
                         NP_IS_NONE(v[0]) ? "None" : np_type_name(vm, v[0]));
    if (b > 0 && read_tm(argv[0], &a) && (NP_IS_UNDEF(v[0]) || NP_IS_STR(v[0])) &&
        tz_resolve(vm, NP_OBJ(argv[0])->type, a.tz, &z)) {
        const char *ts = NP_IS_UNDEF(v[0]) ? "auto" : NP_AS_STR(v[0])->data;
        if (strcmp(ts, "auto") == 0)
            ts = a.f[3] ? "microseconds" : "seconds";
        Buf bb = {.len = 0, .over = false};
        long long h = a.f[0], mi = a.f[1], s = a.f[2], us = a.f[3];
        ok = true;
        if (strcmp(ts, "hours") == 0)
            putf(&bb, "%02lld", h);
        else if (strcmp(ts, "minutes") == 0)
            putf(&bb, "%02lld:%02lld", h, mi);
        else if (strcmp(ts, "seconds") == 0)
            putf(&bb, "%02lld:%02lld:%02lld", h, mi, s);
        else if (strcmp(ts, "milliseconds") == 0)
            putf(&bb, "%02lld:%02lld:%02lld.%03lld", h, mi, s, us / 1000);
        else if (strcmp(ts, "microseconds") == 0)
            putf(&bb, "%02lld:%02lld:%02lld.%06lld", h, mi, s, us);
        else
            ok = false;
        if (z.aware)
            put_offset(&bb, z.off, ":");
        if (ok && !buf_str(vm, &bb, out, &ok))
            return false;
    }
    return ok || slow(vm, name, argc, argv, kw, out);
}
static bool tm_isoformat(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return tm_iso_named(vm, "isoformat", c, v, k, o); }
static bool tm_str(NpVM *vm, int c, NpValue *v, NpTuple *k, NpValue *o) { return tm_iso_named(vm, "__str__", c, v, k, o); }

// time.strftime(fmt): the date fields are 1900-01-01's.
static bool tm_strftime(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a;
    Tz z;
    bool ok = false;
    if (argc == 2 && !kw && NP_IS_STR(argv[1]) && NP_AS_STR(argv[1])->len <= 128 &&
        read_tm(argv[0], &a) && tz_resolve(vm, NP_OBJ(argv[0])->type, a.tz, &z)) {
        int64_t f[7] = {1900, 1, 1, a.f[0], a.f[1], a.f[2], a.f[3]};
        Buf b = {.len = 0, .over = false};
        strftime_core(&b, NP_AS_STR(argv[1]), f, &z);
        if (!buf_str(vm, &b, out, &ok))
            return false;
    }
    return ok || slow(vm, "strftime", argc, argv, kw, out);
}


// format(date or datetime, spec) and f"{x:spec}": strftime(spec), or str(x) for an empty spec,
// through the natives above (which fall back to the Python methods themselves).
static bool date_format(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Dt a;
    if (argc != 2 || kw || !NP_IS_STR(argv[1]) || !read_date(argv[0], &a))
        return slow(vm, "__format__", argc, argv, kw, out);
    if (NP_AS_STR(argv[1])->len > 0)
        return date_strftime(vm, argc, argv, kw, out);
    return is_pure_date(&a) ? date_str(vm, 1, argv, kw, out) : dt_str(vm, 1, argv, kw, out);
}

// format(time, spec).
static bool tm_format(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (argc != 2 || kw || !NP_IS_STR(argv[1]))
        return slow(vm, "__format__", argc, argv, kw, out);
    if (NP_AS_STR(argv[1])->len > 0)
        return tm_strftime(vm, argc, argv, kw, out);
    return tm_str(vm, 1, argv, kw, out);
}

/* ---- comparisons without a call (vm/np_ops.c) */

// The comparison natives of each class, indexed by NpCmpOp (==, !=, <, <=, >, >=): date's,
// datetime's, timedelta's and time's.
static const NpNativeFn CMP_TABLES[4][6] = {
    {date_eq, date_ne, date_lt, date_le, date_gt, date_ge},
    {dt_eq, dt_ne, dt_lt, dt_le, dt_gt, dt_ge},
    {td_eq, td_ne, td_lt, td_le, td_gt, td_ge},
    {tm_eq, tm_ne, tm_lt, tm_le, tm_gt, tm_ge},
};

// Which row of CMP_TABLES the six comparison methods [fns] of a class are, all of them unbound
// natives of that one row; -1 when some method is anything else (a script's override, a
// subclass's own __eq__, a method replaced on the class).
static int native_cmp_row(const NpValue *fns)
{
    if (!NP_IS_KIND(fns[CMP_LT], OBJ_NATIVE))
        return -1;
    NpNativeFn lt = ((const NpNative *)NP_AS_OBJ(fns[CMP_LT]))->fn;
    int row = lt == dt_lt ? 1 : lt == date_lt ? 0 : lt == td_lt ? 2 : lt == tm_lt ? 3 : -1;
    for (int op = 0; row >= 0 && op < 6; op++) {
        if (!NP_IS_KIND(fns[op], OBJ_NATIVE))
            return -1;
        const NpNative *n = (const NpNative *)NP_AS_OBJ(fns[op]);
        if (n->fn != CMP_TABLES[row][op] || !NP_IS_UNDEF(n->self))
            return -1;
    }
    return row;
}

// The order of [a] and [b] as the comparison natives of CMP_TABLES row [row] decide it on
// their fast paths: 1 with *c, 0 when a native would take its Python method (or dt_pair).
static int row_order(int row, NpValue a, NpValue b, int *c)
{
    Dt x, y;
    int64_t p, q;
    switch (row) {
    case 0:  // date: the natives' ordinals, in the order of the (valid) fields
        if (date_same_layout_order(a, b, c))
            return 1;
        if (!read_date(a, &x) || !read_date(b, &y) || !is_pure_date(&x) || !is_pure_date(&y))
            return 0;
        p = ymd2ord(x.f[0], x.f[1], x.f[2]);
        q = ymd2ord(y.f[0], y.f[1], y.f[2]);
        break;
    case 1:  // datetime: one tzinfo object (or none) on both, as dt_cmp's first case
        if (dt_same_layout_order(a, b, c))
            return 1;
        if (!read_dt(a, &x) || !read_dt(b, &y) || x.tz.tag != y.tz.tag || x.tz.u.i != y.tz.u.i)
            return 0;
        *c = (int)dt_order(&x, &y);
        return 1;
    case 2:  // timedelta: its microseconds
        if (!read_td(a, &x) || !read_td(b, &y))
            return 0;
        p = x.f[3];
        q = y.f[3];
        break;
    case 3:  // time: one tzinfo object (or none) on both, as tm_cmp's first case
        if (!read_tm(a, &x) || !read_tm(b, &y) || x.tz.tag != y.tz.tag || x.tz.u.i != y.tz.u.i)
            return 0;
        p = tm_us(x.f);
        q = tm_us(y.f);
        break;
    default:
        return 0;
    }
    *c = (p > q) - (p < q);
    return 1;
}

int np_dt_quick_order(const NpValue *fns, NpValue a, NpValue b, int *c)
{
    // The layout is classified first (cached in it), so that native_order's next test of a
    // layout of no kind (a dataclass) ends before the class's methods are looked at.
    NpInstance *ia = (NpInstance *)NP_AS_OBJ(a);
    if (!(ia->hdr.flags & NP_INST_SHAPED) || ia->nvals == 0 ||
        !(layout_kind(np_inst_layout(ia)) & (K_DATE | K_DT | K_TD | K_TM)))
        return 0;
    return row_order(native_cmp_row(fns), a, b, c);
}

static const NpMethodDef tm_methods[] = {
    {"__init__", tm_init, 0}, {"__lt__", tm_lt, 0}, {"__le__", tm_le, 0}, {"__eq__", tm_eq, 0},
    {"__ne__", tm_ne, 0}, {"__gt__", tm_gt, 0}, {"__ge__", tm_ge, 0}, {"__hash__", tm_hash, 0},
    {"isoformat", tm_isoformat, 0}, {"__str__", tm_str, 0}, {"strftime", tm_strftime, 0},
    {"__format__", tm_format, 0}, {NULL, NULL, 0},
};

/* ---- installation */

static const NpMethodDef dt_methods[] = {
    {"__init__", dt_init, 0}, {"__add__", dt_add, 0}, {"__radd__", dt_radd, 0},
    {"__sub__", dt_sub, 0}, {"__lt__", dt_lt, 0}, {"__le__", dt_le, 0}, {"__eq__", dt_eq, 0},
    {"__ne__", dt_ne, 0}, {"__gt__", dt_gt, 0}, {"__ge__", dt_ge, 0}, {"__hash__", dt_hash, 0},
    {"strftime", date_strftime, 0}, {"isoformat", dt_isoformat, 0}, {"__str__", dt_str, 0},
    {"timestamp", dt_timestamp, 0}, {"replace", dt_replace, 0}, {"__repr__", dt_repr, 0},
    {"date", dt_date, 0}, {"utcoffset", dt_utcoffset, 0}, {"tzname", dt_tzname, 0},
    {"dst", dt_dst, 0}, {"astimezone", dt_astimezone, 0}, {"time", dt_time, 0},
    {"timetz", dt_timetz, 0}, {NULL, NULL, 0},
};

static const NpMethodDef date_methods[] = {
    {"__init__", date_init, 0}, {"__add__", date_add, 0}, {"__sub__", date_sub, 0},
    {"__lt__", date_lt, 0}, {"__le__", date_le, 0}, {"__eq__", date_eq, 0},
    {"__ne__", date_ne, 0}, {"__gt__", date_gt, 0}, {"__ge__", date_ge, 0},
    {"__hash__", date_hash, 0}, {"toordinal", date_toordinal, 0},
    {"weekday", date_weekday, 0}, {"isoweekday", date_isoweekday, 0},
    {"strftime", date_strftime, 0}, {"isoformat", date_isoformat, 0}, {"__str__", date_str, 0},
    {"replace", date_replace, 0}, {"__repr__", date_repr, 0}, {"__format__", date_format, 0},
    {NULL, NULL, 0},
};

static const NpMethodDef td_methods[] = {
    {"__init__", td_init, 0}, {"__add__", td_add, 0}, {"__sub__", td_sub, 0},
    {"__neg__", td_neg, 0}, {"__mul__", td_mul, 0}, {"__rmul__", td_rmul, 0},
    {"__truediv__", td_truediv, 0}, {"total_seconds", td_total_seconds, 0},
    {"__lt__", td_lt, 0}, {"__le__", td_le, 0}, {"__eq__", td_eq, 0}, {"__ne__", td_ne, 0},
    {"__gt__", td_gt, 0}, {"__ge__", td_ge, 0}, {"__hash__", td_hash, 0},
    {"__bool__", td_bool, 0}, {"__str__", td_str, 0}, {"__floordiv__", td_floordiv, 0},
    {"__mod__", td_mod, 0}, {"__abs__", td_abs, 0}, {"__repr__", td_repr, 0}, {NULL, NULL, 0},
};

// _install(cls, kind): moves each Python method of [cls] that a native of table [kind] (0
// date, 1 datetime, 2 timedelta, 3 time) replaces to "_s" + its name, and installs the natives.
static bool dt_install(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "_install", kw) || !np_args_count(vm, "_install", argc, 2, 2))
        return false;
    if (!NP_IS_TYPE(argv[0]) || !NP_IS_INT(argv[1]) || argv[1].u.i < 0 || argv[1].u.i > 3)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_install() takes a class and a kind");
    static const NpMethodDef *const tables[] = {date_methods, dt_methods, td_methods,
                                                tm_methods};
    const NpMethodDef *defs = tables[argv[1].u.i];
    NpType *t = NP_AS_TYPE(argv[0]);
    for (const NpMethodDef *d = defs; d->name; d++) {
        char buf[40];
        snprintf(buf, sizeof buf, "_s%s", d->name);
        NpStr *name = np_intern_cstr(vm, d->name), *sname = np_intern_cstr(vm, buf);
        if (!name || !sname)
            return false;
        // A method inherited as a native (datetime's comparisons from date) keeps the Python
        // method that native replaced as its slow path.
        NpValue py = np_type_lookup(t, name);
        if (NP_IS_KIND(py, OBJ_NATIVE))
            py = np_type_lookup(t, sname);
        if (NP_IS_UNDEF(py) || NP_IS_KIND(py, OBJ_NATIVE))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "_install(): no method %s", d->name);
        if (!np_dict_set_str(vm, t->dict, sname, py))
            return false;
    }
    if (!nplib_add_methods(vm, t, defs))
        return false;
    *out = np_none();
    return true;
}

// Binds the native helper [fn] as the module global [name].
static bool dt_add_native(NpVM *vm, NpModuleObj *mod, const char *name, NpNativeFn fn) {
    NpNative *f = np_native_new(vm, name, fn, NULL);
    NpStr *key = np_intern_cstr(vm, name);
    return f && key && np_dict_set_str(vm, mod->globals, key, np_obj(&f->hdr));
}

static bool datetime_init(NpVM *vm, NpModuleObj *mod) {
    if (!dt_add_native(vm, mod, "_clock_now", dt_clock_now) ||
        !dt_add_native(vm, mod, "_setf", dt_setf) ||
        !dt_add_native(vm, mod, "_inst_new", nplib_copy_inst_new) ||
        !dt_add_native(vm, mod, "_inst_items", nplib_copy_inst_items) ||
        !dt_add_native(vm, mod, "_install", dt_install) ||
        !dt_add_native(vm, mod, "_strptime_fast", dt_strptime_fast) ||
        !dt_add_native(vm, mod, "_iso_fast", dt_iso_fast) ||
        !dt_add_native(vm, mod, "_combine_fast", dt_combine_fast) ||
        !dt_add_native(vm, mod, "_fromordinal", dt_fromordinal) ||
        !dt_add_native(vm, mod, "_isocalendar_native", dt_isocal))
        return false;
    return nplib_exec_source(vm, mod, datetime_src, "datetime.py");
}

bool nplib_register_datetime(NpVM *vm) {
    return npvm_register_module(vm, "datetime", datetime_init);
}
