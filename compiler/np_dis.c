/*
 * np_dis.c - opcode names/formats (derived from np_opcodes.h) and the disassembler behind
 * `nearly dis`: per proto a header (name, parameters, registers, flags), the constants, the
 * instructions as `pc line OPNAME operands ; comment`, the exception table, then nested protos.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "np_compint.h"

#define OPCODE(name, fmt, doc) #name,
const char *const np_opnames[OP__COUNT] = {
#include "np_opcodes.h"
};
#undef OPCODE

#define OPCODE(name, fmt, doc) FMT_##fmt,
const uint8_t np_opformats[OP__COUNT] = {
#include "np_opcodes.h"
};
#undef OPCODE

// Prints a short representation of constant [v] (strings and tuples through repr).
static void print_const(NpVM *vm, NpValue v, FILE *out)
{
    switch (v.tag) {
    case NP_T_NONE: fputs("None", out); return;
    case NP_T_BOOL: fputs(v.u.i ? "True" : "False", out); return;
    case NP_T_INT: fprintf(out, "%" PRId64, v.u.i); return;
    case NP_T_FLOAT: {
        char buf[40];
        np_float_repr_buf(v.u.f, buf);
        fputs(buf, out);
        return;
    }
    case NP_T_OBJ:
        if (NP_KIND(v) == OBJ_PROTO) {
            NpProto *p = (NpProto *)NP_OBJ(v);
            fprintf(out, "<code %s, line %d>", p->qualname ? p->qualname->data : "?",
                    (int)p->firstline);
            return;
        }
        if (NP_IS_STR(v)) {
            NpStr *s = NP_AS_STR(v);
            fputc('\'', out);
            for (size_t i = 0; i < s->len && i < 60; i++) {
                unsigned char ch = (unsigned char)s->data[i];
                if (ch == '\'' || ch == '\\')
                    fprintf(out, "\\%c", ch);
                else if (ch < 0x20 || ch == 0x7f)
                    fprintf(out, "\\x%02x", ch);
                else
                    fputc(ch, out);
            }
            fputs(s->len > 60 ? "...'" : "'", out);
            return;
        }
        if (NP_IS_TUPLE(v)) {
            NpTuple *t = NP_AS_TUPLE(v);
            fputc('(', out);
            for (size_t i = 0; i < t->n && i < 8; i++) {
                print_const(vm, t->items[i], out);
                if (i + 1 < t->n || t->n == 1)
                    fputs(", ", out);
            }
            fputs(t->n > 8 ? "...)" : ")", out);
            return;
        }
        {
            NpStr *s = np_repr(vm, v);
            if (!s) {
                np_exc_clear(vm);
                fputs("<?>", out);
                return;
            }
            fwrite(s->data, 1, s->len > 60 ? 60 : s->len, out);
            if (s->len > 60)
                fputs("...", out);
        }
        return;
    default: fputs("<undef>", out); return;
    }
}

// The constant index named by the C operand of the instruction at [pc] (EXTRA-aware).
static int name_operand(const NpProto *p, uint32_t pc)
{
    int c = GET_C(p->code[pc]);
    if (c == NP_C_EXTENDED && pc + 1 < p->ncode && GET_OP(p->code[pc + 1]) == OP_EXTRA)
        return GET_Ax(p->code[pc + 1]);
    return c;
}

static void print_kcomment(NpVM *vm, const NpProto *p, int k, FILE *out)
{
    fputs("  ; ", out);
    if (k >= 0 && (uint32_t)k < p->nconsts)
        print_const(vm, p->consts[k], out);
}

static void print_operands(const NpProto *p, uint32_t pc, NpInstr i, FILE *out)
{
    switch (np_opformats[GET_OP(i)]) {
    case FMT_ABC: fprintf(out, "%d %d %d", GET_A(i), GET_B(i), GET_C(i)); break;
    case FMT_ABx: fprintf(out, "%d %d", GET_A(i), GET_Bx(i)); break;
    case FMT_AsBx: fprintf(out, "%d %d", GET_A(i), GET_sBx(i)); break;
    case FMT_sJ: fprintf(out, "%d", GET_sJ(i)); break;
    default: fprintf(out, "%d", GET_Ax(i)); break;
    }
}

static void print_comment(NpVM *vm, const NpProto *p, uint32_t pc, NpInstr i, FILE *out)
{
    switch (GET_OP(i)) {
    case OP_LOADK:
    case OP_GETGLOBAL:
    case OP_GETGLOBAL2:
    case OP_GETGLOBALMOVE:
    case OP_SETGLOBAL:
    case OP_DELGLOBAL:
    case OP_IMPORT:
    case OP_MAKEFUNC:
    case OP_MAKEFUNC0: print_kcomment(vm, p, GET_Bx(i), out); break;
    case OP_SETITEMK: print_kcomment(vm, p, GET_C(i), out); break;
    case OP_GETATTR:
    case OP_SETATTR:
    case OP_DELATTR:
    case OP_LOADMETHOD:
    case OP_GETATTRSLOT:
    case OP_SETATTRSLOT:
    case OP_LOADMETHODFN:
    case OP_LOADMETHODB:
    case OP_GETATTRPOLY:
    case OP_LOADMETHODPOLY:
    case OP_GETATTRTYPE:
    case OP_SUPERMETHOD:
    case OP_IMPORTFROM: print_kcomment(vm, p, name_operand(p, pc), out); break;
    case OP_JMP: fprintf(out, "  ; to %d", (int)pc + 1 + GET_sJ(i)); break;
    case OP_JMPIF:
    case OP_JMPIFNOT:
    case OP_FORITER: fprintf(out, "  ; to %d", (int)pc + 1 + GET_sBx(i)); break;
    case OP_FORLOOP:
    case OP_FORLOOPG:
    case OP_FORLOOPU: fprintf(out, "  ; to %d", (int)pc + 2 + GET_sBx(i)); break;
    case OP_ADDI:
    case OP_SUBI:
    case OP_IADDI:
    case OP_ISUBI:
    case OP_EQI:
    case OP_NEI:
    case OP_LTI:
    case OP_LEI:
    case OP_GTI:
    case OP_GEI:
    case OP_MULI:
    case OP_MODI:
    case OP_FLOORDIVI:
    case OP_BITANDI:
    case OP_EQIJ:
    case OP_NEIJ:
    case OP_LTIJ:
    case OP_LEIJ:
    case OP_GTIJ:
    case OP_GEIJ:
    case OP_GETITEMI: fprintf(out, "  ; %d", GET_sC(i)); break;
    case OP_SETITEMI: fprintf(out, "  ; %d", GET_sB(i)); break;
    case OP_CALL:
    case OP_CALLMETHOD:
        if (GET_C(i) && pc + 1 < p->ncode)
            print_kcomment(vm, p, GET_Ax(p->code[pc + 1]), out);
        break;
    case OP_CHECKBOUND:
    case OP_CHECKFREE:
    case OP_CLEAR:
        if (p->regnames && GET_A(i) < p->nregs && p->regnames[GET_A(i)])
            fprintf(out, "  ; %s", p->regnames[GET_A(i)]->data);
        break;
    default: break;
    }
}

// Prints the header, constants, code and exception table of one proto.
static void dis_one(NpVM *vm, NpProto *p, FILE *out)
{
    fprintf(out, "== %s (line %d) ==\n", p->qualname ? p->qualname->data : "?",
            (int)p->firstline);
    fprintf(out, "args %d (posonly %d, kwonly %d)%s%s  regs %d  flags 0x%x\n", p->argcount,
            p->posonly, p->kwonly, (p->flags & NP_PROTO_VARARGS) ? " *args" : "",
            (p->flags & NP_PROTO_VARKW) ? " **kwargs" : "", p->nregs, p->flags);
    fputs("locals:", out);
    for (int r = 0; r < p->nregs; r++)
        if (p->regnames && p->regnames[r])
            fprintf(out, " %d=%s", r, p->regnames[r]->data);
    fputc('\n', out);
    if (p->ncells) {
        fputs("cells:", out);
        for (int i = 0; i < p->ncells; i++)
            fprintf(out, " %d", p->cellregs[i]);
        fputc('\n', out);
    }
    if (p->nfree) {
        fputs("free:", out);
        for (int i = 0; i < p->nfree; i++)
            fprintf(out, " %d<-%d", p->freedst[i], p->freesrc[i]);
        fputc('\n', out);
    }
    for (uint32_t k = 0; k < p->nconsts; k++) {
        fprintf(out, "  K%-4u ", k);
        print_const(vm, p->consts[k], out);
        fputc('\n', out);
    }
    for (uint32_t pc = 0; pc < p->ncode; pc++) {
        NpInstr i = p->code[pc];
        NpOpcode op = GET_OP(i);
        fprintf(out, "%5u %5d  %-12s ", pc, (int)p->lines[pc],
                op < OP__COUNT ? np_opnames[op] : "???");
        if (op < OP__COUNT) {
            print_operands(p, pc, i, out);
            print_comment(vm, p, pc, i, out);
        }
        fputc('\n', out);
    }
    if (p->nhandlers) {
        fputs("exception table:\n", out);
        for (uint32_t h = 0; h < p->nhandlers; h++)
            fprintf(out, "  [%u, %u) -> %u  exc in R%d\n", p->handlers[h].start,
                    p->handlers[h].end, p->handlers[h].handler, p->handlers[h].reg);
    }
    fputc('\n', out);
}

void npcomp_disassemble(NpVM *vm, NpProto *p, FILE *out)
{
    dis_one(vm, p, out);
    for (uint32_t k = 0; k < p->nconsts; k++)
        if (NP_IS_OBJ(p->consts[k]) && NP_KIND(p->consts[k]) == OBJ_PROTO)
            npcomp_disassemble(vm, (NpProto *)NP_OBJ(p->consts[k]), out);
}
