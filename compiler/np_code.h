/*
 * np_code.h - instruction encoding: the opcode enum, names and formats derived from
 * np_opcodes.h, and the field accessors/constructors. See np_opcodes.h for the bit diagram.
 */
#ifndef NP_COMPILER_CODE_H
#define NP_COMPILER_CODE_H

#include <stdint.h>

typedef uint32_t NpInstr;

// Operand layouts of an instruction.
typedef enum NpOpFormat { FMT_ABC, FMT_ABx, FMT_AsBx, FMT_sJ, FMT_Ax } NpOpFormat;

#define OPCODE(name, fmt, doc) OP_##name,
typedef enum NpOpcode {
#include "np_opcodes.h"
    OP__COUNT
} NpOpcode;
#undef OPCODE

// Printable opcode names and formats, indexed by NpOpcode (defined in compiler/np_dis.c).
extern const char *const np_opnames[OP__COUNT];
extern const uint8_t np_opformats[OP__COUNT];

#define NP_SBX_BIAS 32767
#define NP_SJ_BIAS (1 << 23)
#define NP_SBX_MAX (65535 - NP_SBX_BIAS)
#define NP_SBX_MIN (-NP_SBX_BIAS)
#define NP_SJ_MAX ((1 << 24) - 1 - NP_SJ_BIAS)
#define NP_SJ_MIN (-NP_SJ_BIAS)
// A name operand C of this value means the constant index is in the next EXTRA word.
#define NP_C_EXTENDED 255

#define GET_OP(i) ((NpOpcode)((i) & 0xff))
#define GET_A(i) ((int)(((i) >> 8) & 0xff))
#define GET_B(i) ((int)(((i) >> 16) & 0xff))
#define GET_C(i) ((int)(((i) >> 24) & 0xff))
// The signed immediate C of ADDI/SUBI/LTI...: C - 128, in [NP_SC_MIN, NP_SC_MAX].
#define GET_sC(i) (GET_C(i) - 128)
#define NP_SC_MIN (-128)
// The signed immediate B of SETITEMI: B - 128, in the same range.
#define GET_sB(i) (GET_B(i) - 128)
#define NP_SC_MAX 127
#define GET_Bx(i) ((int)(((i) >> 16) & 0xffff))
#define GET_sBx(i) (GET_Bx(i) - NP_SBX_BIAS)
#define GET_Ax(i) ((int)((i) >> 8))
#define GET_sJ(i) (GET_Ax(i) - NP_SJ_BIAS)

#define MK_ABC(op, a, b, c)                                                                       \
    ((NpInstr)(op) | ((NpInstr)(a) << 8) | ((NpInstr)(b) << 16) | ((NpInstr)(c) << 24))
#define MK_ABx(op, a, bx) ((NpInstr)(op) | ((NpInstr)(a) << 8) | ((NpInstr)(bx) << 16))
#define MK_AsBx(op, a, sbx) MK_ABx(op, a, (NpInstr)((sbx) + NP_SBX_BIAS))
#define MK_Ax(op, ax) ((NpInstr)(op) | ((NpInstr)(ax) << 8))
#define MK_sJ(op, sj) MK_Ax(op, (NpInstr)((sj) + NP_SJ_BIAS))

#endif
