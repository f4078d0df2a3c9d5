package dev.tungsten.soft.jit;

import static java.lang.constant.ConstantDescs.CD_int;
import static java.lang.constant.ConstantDescs.CD_void;

import java.lang.classfile.CodeBuilder;
import java.lang.constant.MethodTypeDesc;

import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.IndirectRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;

/// The opcode dispatch of the code generator: one exhaustive switch over
/// [dev.tungsten.tgsi.TgsiOpcode] with no default, shaped like the interpreter's, so a new row of
/// the opcode table fails to compile here until it is handled.
///
/// Each opcode takes one of three paths:
/// - **vector**: the arithmetic the shaders of a frame spend their time in (float and integer
///   ALU, comparisons, conversions, derivatives, dot products) becomes calls to [LaneOps] on the
///   registers' locals, bit for bit equal to [dev.tungsten.tgsi.exec.OpSemantics];
/// - **control**: masks, in [FlowEmitter];
/// - **step**: everything else (textures, images, buffers, atomics, doubles, 64-bit integers,
///   packing, the 2010 legacy opcodes, subgroup operations) and every instruction with an
///   indirectly addressed operand is executed by the interpreter's own code on the chunk
///   ([JitFrame#step]), its registers copied in and its destination copied back. These are exact
///   by construction and cost a copy of the registers involved per chunk.
///
/// This file is longer than the usual limit because of that one switch.
final class InstructionEmitter {
    private final KernelGenerator g;
    private final CodeBuilder cb;
    FlowEmitter flow;

    InstructionEmitter(KernelGenerator g) {
        this.g = g;
        this.cb = g.cb;
    }

    void emit(int pc, Instruction in, FlowEmitter.Scope scope) {
        if (hasIndirect(in)) {
            step(pc, in);
            return;
        }
        boolean legacy = g.plan.legacyMath;
        switch (in.opcode()) {
            // ---------------------------------------------------------- float arithmetic
            case MOV, UARL -> lanewise(in, null, 1);
            case ADD -> lanewise(in, "add", 2);
            case SUB -> lanewise(in, "sub", 2);
            case MUL -> lanewiseUnlessLegacy(pc, in, "mul", 2);
            case DIV -> lanewise(in, "div", 2);
            case MAD -> lanewiseUnlessLegacy(pc, in, "mad", 3);
            case FMA -> lanewiseUnlessLegacy(pc, in, "fma", 3);
            case LRP -> lanewiseUnlessLegacy(pc, in, "lrp", 3);
            case MIN -> lanewise(in, "min", 2);
            case MAX -> lanewise(in, "max", 2);
            case FLR -> lanewise(in, "flr", 1);
            case CEIL -> lanewise(in, "ceil", 1);
            case TRUNC -> lanewise(in, "trunc", 1);
            case ROUND -> lanewise(in, "round", 1);
            case FRC -> lanewise(in, "frc", 1);
            case SSG -> lanewise(in, "ssg", 1);
            case ABS -> lanewise(in, "abs", 1);
            case RCP -> replicate(in, "rcp", 1, false);
            case RSQ -> replicate(in, "rsq", 1, false);
            case SQRT -> replicate(in, "sqrt", 1, false);
            case EX2 -> replicate(in, "ex2Exact", 1, true);
            case LG2 -> replicate(in, "lg2Exact", 1, true);
            case SIN -> replicate(in, "sinExact", 1, true);
            case COS -> replicate(in, "cosExact", 1, true);
            case POW -> replicate(in, "powExact", 2, true);
            case DP2 -> dotUnlessLegacy(pc, in, 2, false);
            case DP3 -> dotUnlessLegacy(pc, in, 3, false);
            case DP4 -> dotUnlessLegacy(pc, in, 4, false);
            case DPH -> dotUnlessLegacy(pc, in, 3, true);
            // ---------------------------------------------------------- float comparisons and selects
            case SLT -> lanewise(in, "slt", 2);
            case SLE -> lanewise(in, "sle", 2);
            case SGT -> lanewise(in, "sgt", 2);
            case SGE -> lanewise(in, "sge", 2);
            case SEQ -> lanewise(in, "seq", 2);
            case SNE -> lanewise(in, "sne", 2);
            case FSLT -> lanewise(in, "fslt", 2);
            case FSGE -> lanewise(in, "fsge", 2);
            case FSEQ -> lanewise(in, "fseq", 2);
            case FSNE -> lanewise(in, "fsne", 2);
            case CMP -> lanewise(in, "cmp", 3);
            case UCMP -> lanewise(in, "ucmp", 3);
            // ---------------------------------------------------------- conversions
            case ARL -> lanewise(in, "arl", 1);
            case ARR -> lanewise(in, "arr", 1);
            case F2I -> lanewise(in, "f2i", 1);
            case F2U -> lanewise(in, "f2u", 1);
            case I2F -> lanewise(in, "i2f", 1);
            case U2F -> lanewise(in, "u2f", 1);
            // ---------------------------------------------------------- derivatives
            case DDX -> lanewise(in, "ddx", 1);
            case DDY -> lanewise(in, "ddy", 1);
            case DDX_FINE -> lanewise(in, "ddxFine", 1);
            case DDY_FINE -> lanewise(in, "ddyFine", 1);
            // ---------------------------------------------------------- 32-bit integers
            case UADD -> lanewise(in, "uadd", 2);
            case UMUL -> lanewise(in, "umul", 2);
            case UMAD -> lanewise(in, "umad", 3);
            case IMAX -> lanewise(in, "imax", 2);
            case IMIN -> lanewise(in, "imin", 2);
            case UMAX -> lanewise(in, "umax", 2);
            case UMIN -> lanewise(in, "umin", 2);
            case INEG -> lanewise(in, "ineg", 1);
            case IABS -> lanewise(in, "iabs", 1);
            case ISSG -> lanewise(in, "issg", 1);
            case NOT -> lanewise(in, "not", 1);
            case AND -> lanewise(in, "and", 2);
            case OR -> lanewise(in, "or", 2);
            case XOR -> lanewise(in, "xor", 2);
            case SHL -> lanewise(in, "shl", 2);
            case ISHR -> lanewise(in, "ishr", 2);
            case USHR -> lanewise(in, "ushr", 2);
            case ISLT -> lanewise(in, "islt", 2);
            case ISGE -> lanewise(in, "isge", 2);
            case USEQ -> lanewise(in, "useq", 2);
            case USNE -> lanewise(in, "usne", 2);
            case USLT -> lanewise(in, "uslt", 2);
            case USGE -> lanewise(in, "usge", 2);
            // ---------------------------------------------------------- the interpreter's code, a chunk at a time
            case LIT, EXP, LOG, DST, XPD, NRM, NRM4, SCS, RFL, X2D, SFL, STR, CND, CLAMP, RCC, DP2A, LDEXP,
                 ARA, PK2H, PK2US, PK4B, PK4UB, UP2H, UP2US, UP4B, UP4UB,
                 IMUL_HI, UMUL_HI, IDIV, UDIV, MOD, UMOD, IBFE, UBFE, BFI, BREV, POPC, LSB, IMSB, UMSB, SAD,
                 DADD, DMUL, DDIV, DMAX, DMIN, DMAD, DFMA, DABS, DNEG, DRCP, DSQRT, DRSQ, DFRAC, DFLR, DCEIL,
                 DTRUNC, DROUND, DSSG, DSLT, DSGE, DSEQ, DSNE, DLDEXP, DFRACEXP, F2D, I2D, U2D, D2F, D2I, D2U,
                 U64ADD, U64MUL, U64DIV, I64DIV, U64MOD, I64MOD, I64MIN, I64MAX, U64MIN, U64MAX, I64ABS, I64NEG,
                 I64SSG, U64SEQ, U64SNE, I64SLT, U64SLT, I64SGE, U64SGE, U64SHL, I64SHR, U64SHR, F2I64, F2U64,
                 I2I64, U2I64, D2I64, D2U64, I642D, U642D, I642F, U642F,
                 VOTE_ANY, VOTE_ALL, VOTE_EQ, BALLOT, READ_FIRST, READ_INVOC, READ_HELPER,
                 TEX, TXB, TXL, TXP, TEX2, TXB2, TXL2, TEX_LZ, TG4, TXD, SAMPLE, SAMPLE_B, SAMPLE_C, SAMPLE_C_LZ,
                 SAMPLE_D, SAMPLE_L, GATHER4, TXF, TXF_LZ, SAMPLE_I, SAMPLE_I_MS, TXQ, SVIEWINFO, TXQS, SAMPLE_INFO,
                 SAMPLE_POS, LODQ, LOD, INTERP_CENTROID, INTERP_SAMPLE, INTERP_OFFSET, FBFETCH,
                 LOAD, STORE, ATOMUADD, ATOMFADD, ATOMXCHG, ATOMCAS, ATOMAND, ATOMOR, ATOMXOR, ATOMUMIN, ATOMUMAX,
                 ATOMIMIN, ATOMIMAX, ATOMINC_WRAP, ATOMDEC_WRAP, RESQ, IMG2HND, SAMP2HND, MEMBAR -> step(pc, in);
            // ---------------------------------------------------------- control flow and discards
            case IF, IFC -> flow.ifOp(pc, in, false, scope);
            case UIF -> flow.ifOp(pc, in, true, scope);
            case ELSE -> flow.elseOp(scope);
            case ENDIF -> flow.endif();
            case BGNLOOP -> flow.bgnloop(pc, scope);
            case ENDLOOP -> flow.endloop(pc, scope);
            case BRK -> flow.brk(pc, -1);
            case BREAKC -> flow.breakc(pc, in);
            case CONT -> flow.cont();
            case SWITCH -> flow.switchOp(pc, in, scope);
            case CASE -> flow.caseOp(in);
            case DEFAULT -> flow.caseOp(null);
            case ENDSWITCH -> flow.endswitch();
            case CAL -> flow.call(in, false, scope);
            case CALLNZ -> flow.call(in, true, scope);
            case RET -> flow.ret(scope);
            case END -> flow.end(scope);
            case NOP -> { }
            case KILL -> orInto(g.kill, g.exec);
            case DEMOTE -> orInto(g.demote, g.exec);
            case KILL_IF -> killIf(in);
            case BGNSUB, ENDSUB, BRA, PUSHA, POPA, CLOCK, BARRIER, EMIT, ENDPRIM ->
                    throw new IllegalStateException(in.opcode() + " reached the generator (ShaderPlan rejects or skips it)");
        }
    }

    private static boolean hasIndirect(Instruction in) {
        for (SrcRegister s : in.src()) {
            if (s.isIndirect() || (s.dimension() != null && s.dimension().isIndirect())) {
                return true;
            }
        }
        for (DstRegister d : in.dst()) {
            if (d.isIndirect()) {
                return true;
            }
        }
        return false;
    }

    // ------------------------------------------------------------------ vector paths

    /// A componentwise opcode: channel c of the result from channel c of each source, for the
    /// enabled channels; every result is computed before any is stored (sources may alias the
    /// destination).
    private void lanewise(Instruction in, String op, int arity) {
        DstRegister d = in.dst(0);
        if (d.file() == RegisterFile.NULL) {
            return;
        }
        int mask = d.writeMask();
        for (int c = 0; c < 4; c++) {
            if ((mask & (1 << c)) != 0) {
                for (int s = 0; s < arity; s++) {
                    g.loadSource(in, s, c);
                }
                if (op != null) {
                    g.lanes(op, arity);
                }
                cb.astore(g.results[c]);
            }
        }
        for (int c = 0; c < 4; c++) {
            if ((mask & (1 << c)) != 0) {
                g.storeChannel(d, c, g.results[c], in.saturate());
            }
        }
    }

    private void lanewiseUnlessLegacy(int pc, Instruction in, String op, int arity) {
        if (g.plan.legacyMath) {
            step(pc, in);
        } else {
            lanewise(in, op, arity);
        }
    }

    /// A replicating opcode: one result from the sources' `.x`, written to every enabled channel.
    private void replicate(Instruction in, String op, int arity, boolean scratch) {
        DstRegister d = in.dst(0);
        if (d.file() == RegisterFile.NULL || d.writeMask() == 0) {
            return;
        }
        for (int s = 0; s < arity; s++) {
            g.loadSource(in, s, 0);
        }
        if (scratch) {
            g.lanesWithScratch(op, arity);
        } else {
            g.lanes(op, arity);
        }
        cb.astore(g.results[0]);
        writeReplicated(in, d);
    }

    private void writeReplicated(Instruction in, DstRegister d) {
        for (int c = 0; c < 4; c++) {
            if ((d.writeMask() & (1 << c)) != 0) {
                g.storeChannel(d, c, g.results[0], in.saturate());
            }
        }
    }

    /// DP2, DP3, DP4 and DPH (`homogeneous`: DP3 plus `src1.w`): a multiply, then multiply-adds
    /// in channel order, each rounded twice, as the interpreter.
    private void dotUnlessLegacy(int pc, Instruction in, int count, boolean homogeneous) {
        if (g.plan.legacyMath) {
            step(pc, in);
            return;
        }
        DstRegister d = in.dst(0);
        if (d.file() == RegisterFile.NULL || d.writeMask() == 0) {
            return;
        }
        g.loadSource(in, 0, 0);
        g.loadSource(in, 1, 0);
        g.lanes("mul", 2);
        for (int c = 1; c < count; c++) {
            cb.astore(g.results[0]);
            g.loadSource(in, 0, c);
            g.loadSource(in, 1, c);
            cb.aload(g.results[0]);
            g.lanes("mad", 3);
        }
        if (homogeneous) {
            g.loadSource(in, 1, 3);
            g.lanes("add", 2);
        }
        cb.astore(g.results[0]);
        writeReplicated(in, d);
    }

    // ------------------------------------------------------------------ discards

    private void orInto(int mask, int lanes) {
        cb.iload(mask);
        cb.iload(lanes);
        cb.ior();
        cb.istore(mask);
    }

    /// KILL_IF: lanes where any channel of the source is negative join the kill mask.
    private void killIf(Instruction in) {
        for (int c = 0; c < 4; c++) {
            g.loadSource(in, 0, c);
        }
        g.lanes("negative", MethodTypeDesc.of(CD_int, KernelGenerator.CD_VECTOR, KernelGenerator.CD_VECTOR,
                KernelGenerator.CD_VECTOR, KernelGenerator.CD_VECTOR));
        cb.iload(g.exec);
        cb.iand();
        cb.iload(g.kill);
        cb.ior();
        cb.istore(g.kill);
    }

    // ------------------------------------------------------------------ the slow path

    /// Copies every local-held register the instruction reads or writes into the machine, steps
    /// the instruction there for the executing lanes, and copies the destinations back.
    private void step(int pc, Instruction in) {
        for (SrcRegister s : in.src()) {
            if (!s.isIndirect()) {
                sync(s.file(), s.index());
            } else if (s.file() == RegisterFile.INPUT || s.file() == RegisterFile.SYSTEM_VALUE) {
                int[] range = g.plan.range(s.file(), s.indirect());
                cb.aload(g.frame);
                cb.loadConstant(s.file() == RegisterFile.SYSTEM_VALUE ? 1 : 0);
                cb.loadConstant(range[0]);
                cb.loadConstant(range[1]);
                cb.iload(g.base);
                cb.invokevirtual(KernelGenerator.CD_FRAME, "copyInputs",
                        MethodTypeDesc.of(CD_void, java.lang.constant.ConstantDescs.CD_boolean, CD_int, CD_int, CD_int));
            }
            syncAddress(s.indirect());
            syncAddress(s.dimension() == null ? null : s.dimension().indirect());
        }
        for (DstRegister d : in.dst()) {
            if (!d.isIndirect()) {
                sync(d.file(), d.index());
            }
            syncAddress(d.indirect());
        }
        if (in.texture() != null) {
            for (Instruction.TextureOffset o : in.texture().offsets()) {
                sync(o.file(), o.index());
            }
        }
        cb.aload(g.frame);
        cb.loadConstant(pc);
        cb.iload(g.exec);
        cb.iload(g.start);
        cb.iload(g.helper);
        cb.iload(g.kill);
        cb.iload(g.demote);
        cb.invokevirtual(KernelGenerator.CD_FRAME, "step",
                MethodTypeDesc.of(CD_void, CD_int, CD_int, CD_int, CD_int, CD_int, CD_int));
        for (DstRegister d : in.dst()) {
            if (!d.isIndirect() && g.isLocal(d.file(), d.index())) {
                for (int c = 0; c < 4; c++) {
                    if ((d.writeMask() & (1 << c)) != 0) {
                        cb.aload(g.machineRegisters(d.file()));
                        cb.loadConstant(d.index() * 4 + c);
                        g.lanes("get", MethodTypeDesc.of(KernelGenerator.CD_VECTOR, KernelGenerator.CD_LANES, CD_int));
                        cb.astore(g.registerLocal(d.file(), d.index(), c));
                    }
                }
            }
        }
    }

    private void syncAddress(IndirectRegister ind) {
        if (ind != null) {
            sync(ind.file(), ind.index());
        }
    }

    /// Copies the four channels of a local-held register into the machine's arrays.
    private void sync(RegisterFile f, int index) {
        if (!g.isLocal(f, index)) {
            return;
        }
        for (int c = 0; c < 4; c++) {
            cb.aload(g.registerLocal(f, index, c));
            cb.aload(g.machineRegisters(f));
            cb.loadConstant(index * 4 + c);
            g.lanes("put", MethodTypeDesc.of(CD_void, KernelGenerator.CD_VECTOR, KernelGenerator.CD_LANES, CD_int));
        }
    }
}
