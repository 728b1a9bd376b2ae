/*
 * np_value.h - NpValue, the tagged value every register, constant and container slot holds.
 *
 * None, bool, small ints (int64) and floats are unboxed; everything else is a pointer to a
 * GC-managed NpObject (np_object.h). Ints that do not fit in int64 are NpBigInt objects, and an
 * int value is ALWAYS stored unboxed when it fits: arithmetic normalizes its results, so two equal
 * ints never differ in representation. NP_T_UNDEF marks an unbound local or an empty slot and
 * never reaches a script.
 */
#ifndef NP_VM_VALUE_H
#define NP_VM_VALUE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum NpTag {
    NP_T_UNDEF = 0,  // No value: an unbound variable or an empty slot.
    NP_T_NONE,
    NP_T_BOOL,       // [u.i] is 0 or 1.
    NP_T_INT,        // [u.i] is the value; bigger ints are NpBigInt objects.
    NP_T_FLOAT,      // [u.f] is the value.
    NP_T_OBJ         // [u.o] points to a heap object; its header says which kind.
} NpTag;

struct NpObject;

typedef struct NpValue {
    uint8_t tag;
    union {
        int64_t i;
        double f;
        struct NpObject *o;
    } u;
} NpValue;

static inline NpValue np_undef(void) { NpValue v; v.tag = NP_T_UNDEF; v.u.i = 0; return v; }
static inline NpValue np_none(void) { NpValue v; v.tag = NP_T_NONE; v.u.i = 0; return v; }
static inline NpValue np_bool(bool b) { NpValue v; v.tag = NP_T_BOOL; v.u.i = b ? 1 : 0; return v; }
static inline NpValue np_int(int64_t i) { NpValue v; v.tag = NP_T_INT; v.u.i = i; return v; }
static inline NpValue np_float(double f) { NpValue v; v.tag = NP_T_FLOAT; v.u.f = f; return v; }
static inline NpValue np_obj(struct NpObject *o) { NpValue v; v.tag = NP_T_OBJ; v.u.o = o; return v; }

#define NP_IS_UNDEF(v) ((v).tag == NP_T_UNDEF)
#define NP_IS_NONE(v) ((v).tag == NP_T_NONE)
#define NP_IS_BOOL(v) ((v).tag == NP_T_BOOL)
#define NP_IS_INT(v) ((v).tag == NP_T_INT)
#define NP_IS_FLOAT(v) ((v).tag == NP_T_FLOAT)
#define NP_IS_OBJ(v) ((v).tag == NP_T_OBJ)
#define NP_AS_OBJ(v) ((v).u.o)

#endif
