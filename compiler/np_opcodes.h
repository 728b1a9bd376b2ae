/*
 * np_opcodes.h - the one opcode table (X-macro). No include guard: include it with OPCODE defined.
 *
 * Instruction encoding (32 bits, Lua 5.4 style; accessors in np_code.h):
 *
 *    31      24 23      16 15       8 7        0
 *   +----------+----------+----------+----------+
 *   |    C     |    B     |    A     |    op    |   iABC   (A, B, C: 8 bits each)
 *   |         Bx          |    A     |    op    |   iABx   (Bx: 16 bits unsigned)
 *   |        sBx          |    A     |    op    |   iAsBx  (sBx = Bx - 32767)
 *   |              sJ                |    op    |   isJ    (sJ: 24 bits, excess 2^23)
 *   |              Ax                |  EXTRA   |   an extra operand word
 *
 * R[x] is register x of the current frame; K[x] is constant x of the proto. Jump offsets are
 * relative to the instruction after the jump. "+X" means the instruction is followed by an
 * EXTRA word whose Ax carries X. A name operand C of 255 means "the constant index is in the
 * following EXTRA word" (for protos with more than 254 constants).
 *
 * Each line: OPCODE(name, format, semantics). Changing the order changes the dispatch table:
 * rerun the benchmarks. Keep np_interp.c and the compiler in step with this table.
 */

/* ---- loads and moves */
OPCODE(MOVE, ABC, "R[A] := R[B]")
OPCODE(LOADK, ABx, "R[A] := K[Bx]")
OPCODE(LOADI, AsBx, "R[A] := int(sBx)")
OPCODE(LOADNONE, ABC, "R[A] := None")
OPCODE(LOADBOOL, ABC, "R[A] := bool(B)")
OPCODE(LOADBUILTIN, ABC, "R[A] := vm->types[B] (e.g. AssertionError, immune to shadowing)")
OPCODE(CLEAR, ABC, "R[A] := UNDEF (del of a local)")
OPCODE(CHECKBOUND, ABC, "if R[A] is UNDEF: UnboundLocalError naming regnames[A]")

/* ---- globals and cells */
OPCODE(GETGLOBAL, ABx, "R[A] := globals[K[Bx]] or builtins[K[Bx]]; NameError if neither")
OPCODE(SETGLOBAL, ABx, "globals[K[Bx]] := R[A]")
OPCODE(DELGLOBAL, ABx, "del globals[K[Bx]]; NameError if missing")
OPCODE(GETCELL, ABC, "R[A] := R[B].cell_value; NameError/UnboundLocalError if empty")
OPCODE(SETCELL, ABC, "R[B].cell_value := R[A]")
OPCODE(DELCELL, ABC, "R[B].cell_value := UNDEF (error if already empty)")

/* ---- attributes, items, methods */
OPCODE(GETATTR, ABC, "R[A] := R[B].K[C]")
OPCODE(SETATTR, ABC, "R[A].K[C] := R[B]")
OPCODE(DELATTR, ABC, "del R[A].K[C]")
OPCODE(GETITEM, ABC, "R[A] := R[B][R[C]]")
OPCODE(SETITEM, ABC, "R[A][R[B]] := R[C]")
OPCODE(DELITEM, ABC, "del R[A][R[B]]")
OPCODE(LOADMETHOD, ABC, "R[A], R[A+1] := method K[C] of R[B] and its self (or UNDEF)")
OPCODE(SUPERMETHOD, ABC, "R[A], R[A+1] := method K[C] of R[A]() (super(); R[B] the __class__ cell)")

/* ---- calls and functions */
OPCODE(CALL, ABC, "R[A] := R[A](R[A+1..A+B]); the last C args are keywords, +names K[Ax]")
OPCODE(CALLMETHOD, ABC, "R[A] := R[A](R[A+1] unless UNDEF, R[A+2..A+1+B]); C, +names as CALL")
OPCODE(CALLEX, ABC, "R[A] := R[A](*R[A+1], **R[A+2]); R[A+1] tuple (C=1: any iterable), R[A+2] dict or None (C=1: anything, checked)")
OPCODE(MAKEFUNC, ABx, "R[A] := function(K[Bx], defaults R[A], kwdefaults R[A+1]) + cells")
OPCODE(SETANNOT, ABC, "R[A].annotations := R[B] (function R[A] just made; a (name, value, ...) tuple)")
OPCODE(RETURN, ABC, "return R[A]")
OPCODE(RETURNNONE, ABC, "return None")
OPCODE(YIELD, ABC, "suspend the generator yielding R[B]; R[A] := the value sent in")
OPCODE(YIELDFROM, ABC, "delegate to iterator R[B] (send/throw pass through); R[A] := result")

/* ---- arithmetic: R[A] := R[B] op R[C] */
OPCODE(ADD, ABC, "R[A] := R[B] + R[C]")
OPCODE(SUB, ABC, "R[A] := R[B] - R[C]")
OPCODE(MUL, ABC, "R[A] := R[B] * R[C]")
OPCODE(DIV, ABC, "R[A] := R[B] / R[C]")
OPCODE(FLOORDIV, ABC, "R[A] := R[B] // R[C]")
OPCODE(MOD, ABC, "R[A] := R[B] % R[C]")
OPCODE(POW, ABC, "R[A] := R[B] ** R[C]")
OPCODE(MATMUL, ABC, "R[A] := R[B] @ R[C]")
OPCODE(ADDCAT, ABC, "R[A] := R[B] + R[C], the first + of a chain of +s whose temporary R[A] only the next + reads: two exact strs give an owned str with room (vm/np_strbuild.h)")
OPCODE(ADDCATMID, ABC, "R[A] := R[B] + R[C], a middle + of such a chain (R[B] its temporary): an owned str R[B] is appended to in place")
OPCODE(ADDCATEND, ABC, "R[A] := R[B] + R[C], the last + of such a chain: as ADDCATMID, the result no longer owned")
OPCODE(LSHIFT, ABC, "R[A] := R[B] << R[C]")
OPCODE(RSHIFT, ABC, "R[A] := R[B] >> R[C]")
OPCODE(BITAND, ABC, "R[A] := R[B] & R[C]")
OPCODE(BITOR, ABC, "R[A] := R[B] | R[C]")
OPCODE(BITXOR, ABC, "R[A] := R[B] ^ R[C]")
OPCODE(INPLACE, ABC, "R[A] := R[B] op= R[C]; +op (an NpBinOp) in Ax")
OPCODE(NEG, ABC, "R[A] := -R[B]")
OPCODE(POS, ABC, "R[A] := +R[B]")
OPCODE(INVERT, ABC, "R[A] := ~R[B]")
OPCODE(NOT, ABC, "R[A] := not R[B]")

/* ---- comparisons: R[A] := R[B] op R[C] */
OPCODE(EQ, ABC, "R[A] := R[B] == R[C]")
OPCODE(NE, ABC, "R[A] := R[B] != R[C]")
OPCODE(LT, ABC, "R[A] := R[B] < R[C]")
OPCODE(LE, ABC, "R[A] := R[B] <= R[C]")
OPCODE(GT, ABC, "R[A] := R[B] > R[C]")
OPCODE(GE, ABC, "R[A] := R[B] >= R[C]")
OPCODE(IS, ABC, "R[A] := R[B] is R[C]")
OPCODE(ISNOT, ABC, "R[A] := R[B] is not R[C]")
OPCODE(IN, ABC, "R[A] := R[B] in R[C]")
OPCODE(NOTIN, ABC, "R[A] := R[B] not in R[C]")

/* ---- jumps (a backward jump charges the budget and is a GC safe point) */
OPCODE(JMP, sJ, "pc += sJ")
OPCODE(JMPIF, AsBx, "if R[A] is truthy: pc += sBx")
OPCODE(JMPIFNOT, AsBx, "if R[A] is falsy: pc += sBx")

/* ---- iteration */
OPCODE(GETITER, ABC, "R[A] := iter(R[B])")
OPCODE(FORITER, AsBx, "R[A+1] := next(R[A]); if exhausted: pc += sBx")
OPCODE(UNPACK, ABC, "R[A..A+B-1] := exactly B items of R[C]")
OPCODE(UNPACKEX, ABC, "R[A..A+B+C] := unpack R[A]: B items, a list of the rest, C items")

/* ---- building containers and strings */
OPCODE(BUILDLIST, ABC, "R[A] := [R[B..B+C-1]]")
OPCODE(BUILDTUPLE, ABC, "R[A] := (R[B..B+C-1])")
OPCODE(BUILDSET, ABC, "R[A] := {R[B..B+C-1]}")
OPCODE(BUILDDICT, ABC, "R[A] := {R[B]: R[B+1], ...} with C pairs")
OPCODE(BUILDSLICE, ABC, "R[A] := slice(R[B], R[B+1], R[B+2])")
OPCODE(BUILDSTR, ABC, "R[A] := concatenation of the strs R[B..B+C-1] (f-strings)")
OPCODE(LISTAPPEND, ABC, "R[A].append(R[B])")
OPCODE(LISTEXTEND, ABC, "R[A].extend(R[B]); C > 0: f(*x) arguments, the callee is R[A-C]")
OPCODE(LISTTOTUPLE, ABC, "R[A] := tuple(R[B]) (R[B] is a list)")
OPCODE(SETADD, ABC, "R[A].add(R[B])")
OPCODE(SETUPDATE, ABC, "R[A].update(R[B])")
OPCODE(DICTSET, ABC, "R[A][R[B]] := R[C]")
OPCODE(DICTUPDATE, ABC, "R[A].update(R[B]) for {**m}; TypeError if R[B] is not a mapping")
OPCODE(DICTMERGE, ABC, "like DICTUPDATE but duplicate keys are 'got multiple values' errors")
OPCODE(CONVERT, ABC, "R[A] := str(R[B]) (C='s'), repr (C='r') or ascii (C='a')")
OPCODE(FORMAT, ABC, "R[A] := format(R[B], R[C])")
OPCODE(FORMATSIMPLE, ABC, "R[A] := format(R[B], '')")

/* ---- exceptions */
OPCODE(RAISE, ABC, "B=0: re-raise the handled exception; B=1: raise R[A]; B=2: from R[A+1]")
OPCODE(RERAISE, ABC, "raise R[A] again, keeping its traceback")
OPCODE(EXCMATCH, ABC, "R[A] := exception R[B] matches R[C] (a type or tuple of types)")
OPCODE(PUSHEXC, ABC, "R[A+1] := frame.handling; frame.handling := R[A]")
OPCODE(POPEXC, ABC, "frame.handling := R[A+1]")

/* ---- with statements */
OPCODE(WITHENTER, ABC, "R[A] := bound R[B].__exit__; R[A+1] := R[B].__enter__()")
OPCODE(WITHEXIT, ABC, "call R[A](None, None, None)")
OPCODE(WITHEXCEXIT, ABC, "R[A+1] := bool(R[A](type(R[B]), R[B], R[B].__traceback__)) (handler path)")

/* ---- modules and classes */
OPCODE(IMPORT, ABx, "R[A] := import K[Bx] (a registered module)")
OPCODE(IMPORTFROM, ABC, "R[A] := getattr(module R[B], K[C]) with ImportError")
OPCODE(IMPORTSTAR, ABC, "copy the public names of module R[A] into globals")
OPCODE(BUILDCLASS, ABC, "R[A] := class from body function R[A], name R[A+1], bases R[A+2], keywords dict R[A+3] if B")

/* ---- misc */
OPCODE(EXTRA, Ax, "operand word of the previous instruction (never executed)")
OPCODE(NOP, ABC, "do nothing")

/* ---- pattern matching (vm/np_match.c) */
OPCODE(MATCHSEQ, ABC, "R[A] := R[B] is a list/tuple/range with len == Ax (C=0) or >= Ax (C=1); +Ax")
OPCODE(MATCHMAP, ABC, "R[A] := R[B] is a dict (or subclass) with len >= Ax; +Ax")
OPCODE(MATCHKEYS, ABC, "R[A] := tuple of dict R[B]'s values for the keys in tuple R[C], or None")
OPCODE(MATCHCLASS, ABC, "R[A] := attrs of R[B] for class R[A] (C positional, names tuple R[A+1]) or None")
OPCODE(COPYDICTWITHOUTKEYS, ABC, "R[A] := new dict of dict R[B]'s items minus the keys in tuple R[C]")

/* ---- class bodies */
OPCODE(GETCLASSNAME, ABC, "R[A] := R[B] if bound, else globals[K[C]] or builtins[K[C]] (NameError)")

/* ---- performance */
OPCODE(DISOWN, ABC, "clear NP_STR_OWNED of R[A] if it is an owned str, before a read of local R[A]")
OPCODE(GETGLOBALAUG, ABx, "GETGLOBAL for `name += v`: keeps an owned str owned (vm/np_strbuild.h)")

/* ---- for loops that own the generator their header made (compiler/np_compile.c) */
OPCODE(GENMARK, ABC, "R[A] := the VM's generator count, before a for loop's iterable is evaluated")
OPCODE(GENOWN, ABC, "R[B] := R[A] if it is a generator made after count R[B] and not started, else None")
OPCODE(GENCLOSE, ABC, "close generator R[A] unless None, ignoring its catchable errors; R[A] := None")

/* ---- loop back edges (compiler/np_compile.c compile_for, docs/performance.md) */
OPCODE(FORLOOP, AsBx, "R[Ax] := next(R[A]) and pc += sBx (backward, from after the EXTRA word); if exhausted: fall through; +Ax")

/* ---- arithmetic and comparisons with a small int literal (sC = C - 128) */
OPCODE(ADDI, ABC, "R[A] := R[B] + sC")
OPCODE(SUBI, ABC, "R[A] := R[B] - sC")
OPCODE(EQI, ABC, "R[A] := R[B] == sC")
OPCODE(NEI, ABC, "R[A] := R[B] != sC")
OPCODE(LTI, ABC, "R[A] := R[B] < sC")
OPCODE(LEI, ABC, "R[A] := R[B] <= sC")
OPCODE(GTI, ABC, "R[A] := R[B] > sC")
OPCODE(GEI, ABC, "R[A] := R[B] >= sC")
/* ---- compare-and-branch (compiler/np_compexpr.c npcomp_jump_if, vm/np_interp.c): the comparison
 * of an `if`/`while` test whose result only the following JMPIF/JMPIFNOT A reads. An int or float
 * comparison takes (or skips) that jump itself and leaves R[A] unwritten; any other operands store
 * R[A] and run the jump as usual. Same order as EQ ... GE and EQI ... GEI. */
OPCODE(EQJ, ABC, "R[B] == R[C], then the JMPIF/JMPIFNOT A that follows")
OPCODE(NEJ, ABC, "R[B] != R[C], then the jump that follows")
OPCODE(LTJ, ABC, "R[B] < R[C], then the jump that follows")
OPCODE(LEJ, ABC, "R[B] <= R[C], then the jump that follows")
OPCODE(GTJ, ABC, "R[B] > R[C], then the jump that follows")
OPCODE(GEJ, ABC, "R[B] >= R[C], then the jump that follows")
OPCODE(EQIJ, ABC, "R[B] == sC, then the jump that follows")
OPCODE(NEIJ, ABC, "R[B] != sC, then the jump that follows")
OPCODE(LTIJ, ABC, "R[B] < sC, then the jump that follows")
OPCODE(LEIJ, ABC, "R[B] <= sC, then the jump that follows")
OPCODE(GTIJ, ABC, "R[B] > sC, then the jump that follows")
OPCODE(GEIJ, ABC, "R[B] >= sC, then the jump that follows")
OPCODE(IADDI, ABC, "R[A] := R[B] += sC (INPLACE with a small int literal)")
OPCODE(ISUBI, ABC, "R[A] := R[B] -= sC")
OPCODE(SETITEMK, ABC, "R[A][R[B]] := K[C] (`x[i] = CONST`, C < 255)")
OPCODE(SETITEMI, ABC, "R[A][sB] := R[C] (`x[0] = v`: a small int literal index)")
OPCODE(MOVEN, ABC, "R[A..A+C) := R[B..B+C) (`a, b = x, y` on consecutive locals)")
OPCODE(MULI, ABC, "R[A] := R[B] * sC")
OPCODE(MODI, ABC, "R[A] := R[B] % sC (sC > 0)")
OPCODE(FLOORDIVI, ABC, "R[A] := R[B] // sC (sC > 0)")
OPCODE(BITANDI, ABC, "R[A] := R[B] & sC (sC >= 0)")
OPCODE(GETITEMI, ABC, "R[A] := R[B][sC] (`x[0]`, `x[-1]`: a small int literal index)")
OPCODE(GETSLICE, ABC, "R[A] := R[B][R[C]:R[C+1]:R[C+2]] (no slice object for an exact list, tuple or str)")
OPCODE(SETSLICE, ABC, "R[A][R[B]:R[B+1]:R[B+2]] := R[C] (no slice object for an exact list)")
OPCODE(ISNONE, ABC, "R[A] := R[B] is None")
OPCODE(ISNOTNONE, ABC, "R[A] := R[B] is not None")
OPCODE(ISJ, ABC, "R[B] is R[C], then the JMPIF/JMPIFNOT that follows")
OPCODE(ISNOTJ, ABC, "R[B] is not R[C], then the jump that follows")
OPCODE(ISNONEJ, ABC, "R[B] is None, then the jump that follows")
OPCODE(ISNOTNONEJ, ABC, "R[B] is not None, then the jump that follows")
OPCODE(INJ, ABC, "R[B] in R[C], then the jump that follows")
OPCODE(NOTINJ, ABC, "R[B] not in R[C], then the jump that follows")
OPCODE(EXCSTAR, ABC, "except* step C on state R[B]: 0 R[A] := state of exception R[B]; 1 R[A] := match of type R[A] (or None); 2 collect R[A] raised in a clause; 3 R[A] := what to re-raise (or None)")
OPCODE(MOVE2, ABC, "R[A] := R[B], then the MOVE that follows (set by npcomp_finish; a jump to that MOVE runs it alone)")
OPCODE(GETGLOBAL2, ABx, "GETGLOBAL, then the GETGLOBAL that follows when both hit their caches (set by npcomp_finish)")
OPCODE(GETGLOBALMOVE, ABx, "GETGLOBAL, then the MOVE that follows when the global hits its cache (set by npcomp_finish)")
OPCODE(FORLOOPG, AsBx, "FORLOOP whose body starts with the SETGLOBAL of its loop variable: a range or list item is stored in R[Ax] and the global, and the SETGLOBAL is skipped, when that store hits its cache (set by npcomp_finish)")
OPCODE(MOVECALL, ABC, "R[A] := R[B], then the CALL that follows, entered directly (set by npcomp_finish; a jump to that CALL runs it alone)")
/* ---- module-level loops with their globals in registers (compiler/np_compile.c regloop_*) */
OPCODE(REGLOAD, ABC, "B=0: R[A] := globals[K[C]] when it is there and an exact int, bool or float; B=1: test that R[A] is a range iterator; either way skip the next word (the JMP to the plain loop) when the test holds")
OPCODE(REGSTORE, ABC, "globals[K[C]] := R[A] unless R[A] is UNDEF (a loop's write-back; an uncatchable exception runs a handler that starts with it too)")
/* ---- statements as one instruction (compiler/np_compile.c count_assign) */
OPCODE(DICTCOUNT, ABC, "`d[k] = d.get(k, dflt) + imm`: the CALLMETHOD A 2 of the d.get, which on an exact dict, an exact str or small int key and small int values (imm from the ADDI that follows) updates d itself and skips C words (to after the SETITEM); anything else runs as CALLMETHOD A 2 0 and the ADDI, loads and SETITEM follow")
OPCODE(DICTADD, ABC, "`d[k] += imm` (-= too): the GETITEM A B C, which on an exact dict R[B] (an exact str or small int key R[C] there) or an exact list (an in-range int index) with an int value adds the IADDI's (ISUBI's) imm that follows in place and skips it and the SETITEM; anything else runs as GETITEM")
/* ---- builtins answered in place (compiler/np_compexpr.c compile_call) */
OPCODE(ISINST, ABC, "`isinstance(x, C)` (C=0, B=1) or `isinstance(x, (C1, ..., CB))` (C=1): R[A] := R[A](R[A+1], R[A+2] or the tuple of R[A+2..A+1+B]); answered in place while R[A] is the builtin isinstance and the classes are plain types, else the tuple is built into R[A+2] and the call made as CALL A 2 would")
/* ---- attribute instructions quickened in place (vm/np_interp.c "Quickening"; never emitted by
 * the compiler: a filled cache entry rewrites the opcode, any miss rewrites it back) */
OPCODE(GETATTRSLOT, ABC, "GETATTR A B C on a shaped user instance whose value for K[C] is in slot [ix] of the site's cache entry (type and class epoch guarded); a miss turns it back into GETATTR")
OPCODE(LOADMETHODFN, ABC, "LOADMETHOD A B C of a Python function or native found on R[B]'s user class (the site's entry, kind 0), R[B] not shadowing it; a miss turns it back into LOADMETHOD")
OPCODE(SETATTRSLOT, ABC, "SETATTR A B C storing into slot [ix] of shaped user instance R[A] that already has it (type and class epoch guarded); a miss turns it back into SETATTR")
OPCODE(LOADMETHODB, ABC, "LOADMETHOD A B C of a native method of R[B]'s builtin type, which has no attribute dicts (the site's entry, kind 1: list.append, dict.get); a miss turns it back into LOADMETHOD")
OPCODE(GETATTRPOLY, ABC, "GETATTR A B C at a polymorphic site, served when R[B]'s type has a way holding a shaped instance's slot; else turned back into GETATTR")
OPCODE(LOADMETHODPOLY, ABC, "LOADMETHOD A B C at a polymorphic site, served when R[B]'s type has a way holding a builtin type's method or a user class's method the instance does not shadow; else turned back into LOADMETHOD")
OPCODE(GETATTRTYPE, ABC, "GETATTR A B C of a plain class value on user class R[B] (`T.CONST`: the site's entry keyed by the class, class epoch guarded); a miss turns it back into GETATTR")
/* ---- containers built from operands in place (compiler/np_compexpr.c build_seq) */
OPCODE(BUILDPAIR, ABC, "R[A] := (R[B], R[C]) (a two-item tuple display: locals read where they are, no copies into consecutive temporaries)")
/* ---- more pair superinstructions (compiler/np_emit.c fuse_pairs; the second word stays in place) */
OPCODE(GETCELL2, ABC, "GETCELL, then the GETCELL that follows (set by npcomp_finish)")
OPCODE(LISTAPPENDLOOP, ABC, "LISTAPPEND, then the FORLOOP that follows, entered directly (a comprehension's back edge; set by npcomp_finish)")
OPCODE(LOADNONE2, ABC, "R[A] := None, then the LOADNONE that follows (a slice's missing bounds, MAKEFUNC's empty defaults; set by npcomp_finish)")
OPCODE(FORLOOPU, AsBx, "FORLOOP whose body starts with the UNPACK of its loop variable's register (`for a, b in pairs`): an exact tuple item of a list or tuple iterator is unpacked into the UNPACK's targets here and the UNPACK skipped; anything else runs as FORLOOP (set by npcomp_finish)")
/* ---- comprehensions' by-value variables (compiler/np_compexpr.c compile_comp) */
OPCODE(CHECKFREE, ABC, "if R[A] is UNDEF: NameError naming regnames[A] as a free variable (a comprehension's variable handed over by value from an unbound local of the enclosing function)")
OPCODE(CELLVALUE, ABC, "R[A] := the value of cell R[B], UNDEF when it is empty (no check: a comprehension's by-value argument, checked by CHECKFREE where it is read)")
/* ---- calls whose result goes to a local (compiler/np_compexpr.c compile_call) */
OPCODE(CALLMOVE, ABC, "CALL A B (no keywords) followed by the MOVE X A that stores its result in a local: a simple function of exact arity returns straight into R[X], a builtin function's or builtin type's result goes there, both skipping the MOVE; anything else rewrites the word to CALL for good and runs it, and the MOVE after it")
OPCODE(CALLMETHODMOVE, ABC, "CALLMETHOD A B (no keywords) followed by the MOVE X A that stores its result in a local, as CALLMOVE (a simple method of exact arity, a builtin method of the receiver's exact type, an unbound builtin)")
OPCODE(MOVECALLMOVE, ABC, "R[A] := R[B], then the CALLMOVE that follows, entered directly (set by npcomp_finish; a jump to that CALLMOVE runs it alone)")
/* ---- functions without defaults (compiler/np_compexpr.c npcomp_make_function) */
OPCODE(MAKEFUNC0, ABx, "R[A] := function(K[Bx]) + cells, with no defaults (MAKEFUNC without the two LOADNONEs: a def or lambda without defaults, a comprehension, a class body)")
