package dev.tungsten.tgsi.exec;

/// The opcode dispatch of the reference interpreter: one exhaustive switch over
/// [dev.tungsten.tgsi.TgsiOpcode] with no default, so a new row of the opcode table fails to
/// compile here until it is handled. Each case is one call, which keeps the method small enough
/// for the JVM to compile (the JIT's generator is shaped like this switch).
///
/// This file is longer than the usual limit because of that one switch.
final class Interpreter {
    private Interpreter() {}

    static void execute(ExecMachine m, DecodedOp op) {
        boolean legacy = m.program.legacyMath;
        switch (op.opcode) {
            // ---------------------------------------------------------- float arithmetic
            case MOV -> Alu.hot(m, op, Alu.Hot.MOV);
            case ADD -> Alu.hot(m, op, Alu.Hot.ADD);
            case SUB -> Alu.binary(m, op, Kernels.SUB);
            case MUL -> {
                if (legacy) {
                    Alu.binary(m, op, Kernels.MUL_LEGACY);
                } else {
                    Alu.hot(m, op, Alu.Hot.MUL);
                }
            }
            case DIV -> Alu.binary(m, op, Kernels.DIV);
            case MAD -> {
                if (legacy) {
                    Alu.ternary(m, op, Kernels.MAD_LEGACY);
                } else {
                    Alu.hot(m, op, Alu.Hot.MAD);
                }
            }
            case FMA -> Alu.ternary(m, op, legacy ? Kernels.FMA_LEGACY : Kernels.FMA);
            case LRP -> Alu.ternary(m, op, legacy ? Kernels.LRP_LEGACY : Kernels.LRP);
            case MIN -> Alu.binary(m, op, Kernels.MIN);
            case MAX -> Alu.binary(m, op, Kernels.MAX);
            case LDEXP -> Alu.binary(m, op, Kernels.LDEXP);
            case FLR -> Alu.unary(m, op, Kernels.FLR);
            case CEIL -> Alu.unary(m, op, Kernels.CEIL);
            case TRUNC -> Alu.unary(m, op, Kernels.TRUNC);
            case ROUND -> Alu.unary(m, op, Kernels.ROUND);
            case FRC -> Alu.unary(m, op, Kernels.FRC);
            case SSG -> Alu.unary(m, op, Kernels.SSG);
            case ABS -> Alu.unary(m, op, Kernels.ABS);
            case RCP -> Alu.scalarUnary(m, op, Kernels.RCP);
            case RSQ -> Alu.scalarUnary(m, op, Kernels.RSQ);
            case SQRT -> Alu.scalarUnary(m, op, Kernels.SQRT);
            case EX2 -> Alu.scalarUnary(m, op, Kernels.EX2);
            case LG2 -> Alu.scalarUnary(m, op, Kernels.LG2);
            case SIN -> Alu.scalarUnary(m, op, Kernels.SIN);
            case COS -> Alu.scalarUnary(m, op, Kernels.COS);
            case RCC -> Alu.scalarUnary(m, op, Kernels.RCC);
            case POW -> Alu.scalarBinary(m, op, Kernels.POW);
            case DP2 -> Alu.dot(m, op, 2, legacy);
            case DP3 -> Alu.dot(m, op, 3, legacy);
            case DP4 -> Alu.dot(m, op, 4, legacy);
            case DPH -> Alu.dph(m, op, legacy);
            case DP2A -> Alu.dp2a(m, op, legacy);
            case LIT -> Alu.lit(m, op);
            case EXP -> Alu.exp(m, op);
            case LOG -> Alu.log(m, op);
            case DST -> Alu.dst(m, op, legacy);
            case XPD -> Alu.xpd(m, op, legacy);
            case NRM -> Alu.nrm(m, op, 3);
            case NRM4 -> Alu.nrm(m, op, 4);
            case SCS -> Alu.scs(m, op);
            case RFL -> Alu.rfl(m, op);
            case X2D -> Alu.x2d(m, op, legacy);
            case SFL -> Alu.constant(m, op, 0f);
            case STR -> Alu.constant(m, op, 1f);
            case CND -> Alu.ternary(m, op, Kernels.CND);
            case CLAMP -> Alu.ternary(m, op, Kernels.CLAMP);
            // ---------------------------------------------------------- float comparisons and selects
            case SLT -> Alu.binary(m, op, Kernels.SLT);
            case SLE -> Alu.binary(m, op, Kernels.SLE);
            case SGT -> Alu.binary(m, op, Kernels.SGT);
            case SGE -> Alu.binary(m, op, Kernels.SGE);
            case SEQ -> Alu.binary(m, op, Kernels.SEQ);
            case SNE -> Alu.binary(m, op, Kernels.SNE);
            case FSLT -> Alu.binary(m, op, Kernels.FSLT);
            case FSGE -> Alu.binary(m, op, Kernels.FSGE);
            case FSEQ -> Alu.binary(m, op, Kernels.FSEQ);
            case FSNE -> Alu.binary(m, op, Kernels.FSNE);
            case CMP -> Alu.ternary(m, op, Kernels.CMP);
            case UCMP -> Alu.ternary(m, op, Kernels.UCMP);
            // ---------------------------------------------------------- conversions
            case ARL -> Alu.unary(m, op, Kernels.ARL);
            case ARR -> Alu.unary(m, op, Kernels.ARR);
            case UARL -> Alu.unary(m, op, Kernels.MOV);
            case F2I -> Alu.unary(m, op, Kernels.F2I);
            case F2U -> Alu.unary(m, op, Kernels.F2U);
            case I2F -> Alu.unary(m, op, Kernels.I2F);
            case U2F -> Alu.unary(m, op, Kernels.U2F);
            case ARA -> Alu.ara(m, op);
            // ---------------------------------------------------------- packing
            case PK2H -> Alu.pack(m, op, 0);
            case PK2US -> Alu.pack(m, op, 1);
            case PK4B -> Alu.pack(m, op, 2);
            case PK4UB -> Alu.pack(m, op, 3);
            case UP2H -> Alu.unpack(m, op, 0);
            case UP2US -> Alu.unpack(m, op, 1);
            case UP4B -> Alu.unpack(m, op, 2);
            case UP4UB -> Alu.unpack(m, op, 3);
            // ---------------------------------------------------------- derivatives
            case DDX -> Alu.unary(m, op, Kernels.DDX);
            case DDY -> Alu.unary(m, op, Kernels.DDY);
            case DDX_FINE -> Alu.unary(m, op, Kernels.DDX_FINE);
            case DDY_FINE -> Alu.unary(m, op, Kernels.DDY_FINE);
            // ---------------------------------------------------------- 32-bit integers
            case UADD -> Alu.binary(m, op, Kernels.UADD);
            case UMUL -> Alu.binary(m, op, Kernels.UMUL);
            case UMAD -> Alu.ternary(m, op, Kernels.UMAD);
            case IMUL_HI -> Alu.binary(m, op, Kernels.IMUL_HI);
            case UMUL_HI -> Alu.binary(m, op, Kernels.UMUL_HI);
            case IDIV -> Alu.binary(m, op, Kernels.IDIV);
            case UDIV -> Alu.binary(m, op, Kernels.UDIV);
            case MOD -> Alu.binary(m, op, Kernels.MOD);
            case UMOD -> Alu.binary(m, op, Kernels.UMOD);
            case IMAX -> Alu.binary(m, op, Kernels.IMAX);
            case IMIN -> Alu.binary(m, op, Kernels.IMIN);
            case UMAX -> Alu.binary(m, op, Kernels.UMAX);
            case UMIN -> Alu.binary(m, op, Kernels.UMIN);
            case INEG -> Alu.unary(m, op, Kernels.INEG);
            case IABS -> Alu.unary(m, op, Kernels.IABS);
            case ISSG -> Alu.unary(m, op, Kernels.ISSG);
            case NOT -> Alu.unary(m, op, Kernels.NOT);
            case AND -> Alu.binary(m, op, Kernels.AND);
            case OR -> Alu.binary(m, op, Kernels.OR);
            case XOR -> Alu.binary(m, op, Kernels.XOR);
            case SHL -> Alu.binary(m, op, Kernels.SHL);
            case ISHR -> Alu.binary(m, op, Kernels.ISHR);
            case USHR -> Alu.binary(m, op, Kernels.USHR);
            case ISLT -> Alu.binary(m, op, Kernels.ISLT);
            case ISGE -> Alu.binary(m, op, Kernels.ISGE);
            case USEQ -> Alu.binary(m, op, Kernels.USEQ);
            case USNE -> Alu.binary(m, op, Kernels.USNE);
            case USLT -> Alu.binary(m, op, Kernels.USLT);
            case USGE -> Alu.binary(m, op, Kernels.USGE);
            case IBFE -> Alu.ternary(m, op, Kernels.IBFE);
            case UBFE -> Alu.ternary(m, op, Kernels.UBFE);
            case BFI -> Alu.quaternary(m, op, Kernels.BFI);
            case BREV -> Alu.unary(m, op, Kernels.BREV);
            case POPC -> Alu.unary(m, op, Kernels.POPC);
            case LSB -> Alu.unary(m, op, Kernels.LSB);
            case IMSB -> Alu.unary(m, op, Kernels.IMSB);
            case UMSB -> Alu.unary(m, op, Kernels.UMSB);
            case SAD -> Alu.ternary(m, op, Kernels.SAD);
            // ---------------------------------------------------------- doubles
            case DADD -> Wide.kernel(m, op, Wide.DADD);
            case DMUL -> Wide.kernel(m, op, Wide.DMUL);
            case DDIV -> Wide.kernel(m, op, Wide.DDIV);
            case DMAX -> Wide.kernel(m, op, Wide.DMAX);
            case DMIN -> Wide.kernel(m, op, Wide.DMIN);
            case DMAD -> Wide.kernel(m, op, Wide.DMAD);
            case DFMA -> Wide.kernel(m, op, Wide.DFMA);
            case DABS -> Wide.kernel(m, op, Wide.DABS);
            case DNEG -> Wide.kernel(m, op, Wide.DNEG);
            case DRCP -> Wide.kernel(m, op, Wide.DRCP);
            case DSQRT -> Wide.kernel(m, op, Wide.DSQRT);
            case DRSQ -> Wide.kernel(m, op, Wide.DRSQ);
            case DFRAC -> Wide.kernel(m, op, Wide.DFRAC);
            case DFLR -> Wide.kernel(m, op, Wide.DFLR);
            case DCEIL -> Wide.kernel(m, op, Wide.DCEIL);
            case DTRUNC -> Wide.kernel(m, op, Wide.DTRUNC);
            case DROUND -> Wide.kernel(m, op, Wide.DROUND);
            case DSSG -> Wide.kernel(m, op, Wide.DSSG);
            case DSLT -> Wide.compare(m, op, Wide.DSLT);
            case DSGE -> Wide.compare(m, op, Wide.DSGE);
            case DSEQ -> Wide.compare(m, op, Wide.DSEQ);
            case DSNE -> Wide.compare(m, op, Wide.DSNE);
            case DLDEXP -> Wide.withNarrow(m, op, Wide.DLDEXP, 2);
            case DFRACEXP -> Wide.dfracexp(m, op);
            case F2D -> Wide.fromNarrow(m, op, Wide.F2D);
            case I2D -> Wide.fromNarrow(m, op, Wide.I2D);
            case U2D -> Wide.fromNarrow(m, op, Wide.U2D);
            case D2F -> Wide.toNarrow(m, op, Wide.D2F);
            case D2I -> Wide.toNarrow(m, op, Wide.D2I);
            case D2U -> Wide.toNarrow(m, op, Wide.D2U);
            // ---------------------------------------------------------- 64-bit integers
            case U64ADD -> Wide.kernel(m, op, Wide.U64ADD);
            case U64MUL -> Wide.kernel(m, op, Wide.U64MUL);
            case U64DIV -> Wide.kernel(m, op, Wide.U64DIV);
            case I64DIV -> Wide.kernel(m, op, Wide.I64DIV);
            case U64MOD -> Wide.kernel(m, op, Wide.U64MOD);
            case I64MOD -> Wide.kernel(m, op, Wide.I64MOD);
            case I64MIN -> Wide.kernel(m, op, Wide.I64MIN);
            case I64MAX -> Wide.kernel(m, op, Wide.I64MAX);
            case U64MIN -> Wide.kernel(m, op, Wide.U64MIN);
            case U64MAX -> Wide.kernel(m, op, Wide.U64MAX);
            case I64ABS -> Wide.kernel(m, op, Wide.I64ABS);
            case I64NEG -> Wide.kernel(m, op, Wide.I64NEG);
            case I64SSG -> Wide.kernel(m, op, Wide.I64SSG);
            case U64SEQ -> Wide.compare(m, op, Wide.U64SEQ);
            case U64SNE -> Wide.compare(m, op, Wide.U64SNE);
            case I64SLT -> Wide.compare(m, op, Wide.I64SLT);
            case U64SLT -> Wide.compare(m, op, Wide.U64SLT);
            case I64SGE -> Wide.compare(m, op, Wide.I64SGE);
            case U64SGE -> Wide.compare(m, op, Wide.U64SGE);
            case U64SHL -> Wide.withNarrow(m, op, Wide.U64SHL, 1);
            case I64SHR -> Wide.withNarrow(m, op, Wide.I64SHR, 1);
            case U64SHR -> Wide.withNarrow(m, op, Wide.U64SHR, 1);
            case F2I64 -> Wide.fromNarrow(m, op, Wide.F2I64);
            case F2U64 -> Wide.fromNarrow(m, op, Wide.F2U64);
            case I2I64 -> Wide.fromNarrow(m, op, Wide.I2I64);
            case U2I64 -> Wide.fromNarrow(m, op, Wide.U2I64);
            case D2I64 -> Wide.kernel(m, op, Wide.D2I64);
            case D2U64 -> Wide.kernel(m, op, Wide.D2U64);
            case I642D -> Wide.kernel(m, op, Wide.I642D);
            case U642D -> Wide.kernel(m, op, Wide.U642D);
            case I642F -> Wide.toNarrow(m, op, Wide.I642F);
            case U642F -> Wide.toNarrow(m, op, Wide.U642F);
            // ---------------------------------------------------------- control flow
            case IF, IFC -> MaskFlow.ifOp(m, op, false);
            case UIF -> MaskFlow.ifOp(m, op, true);
            case ELSE -> MaskFlow.elseOp(m, op);
            case ENDIF -> MaskFlow.endif(m);
            case BGNLOOP -> MaskFlow.bgnloop(m, op);
            case ENDLOOP -> MaskFlow.endloop(m, op);
            case BRK -> MaskFlow.brk(m, op, m.exec);
            case BREAKC -> MaskFlow.breakc(m, op);
            case CONT -> MaskFlow.cont(m);
            case SWITCH -> MaskFlow.switchOp(m, op);
            case CASE -> MaskFlow.caseOp(m, op);
            case DEFAULT -> MaskFlow.defaultOp(m);
            case ENDSWITCH -> MaskFlow.endswitch(m);
            case CAL -> MaskFlow.call(m, op, false);
            case CALLNZ -> MaskFlow.call(m, op, true);
            case RET -> MaskFlow.ret(m);
            case BGNSUB -> MaskFlow.bgnsub(m, op);
            case ENDSUB -> MaskFlow.leave(m);
            case END -> MaskFlow.end(m);
            case BRA -> MaskFlow.bra(m, op);
            case NOP -> { }
            case PUSHA -> MaskFlow.pusha(m, op);
            case POPA -> MaskFlow.popa(m, op);
            case KILL -> MaskFlow.kill(m);
            case KILL_IF -> MaskFlow.killIf(m, op);
            case DEMOTE -> MaskFlow.demote(m);
            case BARRIER -> MaskFlow.barrier(m);
            case MEMBAR -> MemoryOps.membar();
            // ---------------------------------------------------------- subgroup
            case VOTE_ANY -> Alu.vote(m, op, 0);
            case VOTE_ALL -> Alu.vote(m, op, 1);
            case VOTE_EQ -> Alu.vote(m, op, 2);
            case BALLOT -> Alu.ballot(m, op);
            case READ_FIRST -> Alu.readFirst(m, op);
            case READ_INVOC -> Alu.readInvocation(m, op);
            case READ_HELPER -> Alu.readHelper(m, op);
            case CLOCK -> Alu.clock(m, op);
            // ---------------------------------------------------------- textures
            case TEX, TXP, TEX2 -> TextureOps.tex(m, op, TextureOps.ClassicLookup.IMPLICIT);
            case TXB -> TextureOps.tex(m, op, TextureOps.ClassicLookup.BIAS_IN_W);
            case TXL -> TextureOps.tex(m, op, TextureOps.ClassicLookup.LEVEL_IN_W);
            case TXB2 -> TextureOps.tex(m, op, TextureOps.ClassicLookup.BIAS_IN_SRC1);
            case TXL2 -> TextureOps.tex(m, op, TextureOps.ClassicLookup.LEVEL_IN_SRC1);
            case TEX_LZ -> TextureOps.tex(m, op, TextureOps.ClassicLookup.LEVEL_ZERO);
            case TG4 -> TextureOps.tex(m, op, TextureOps.ClassicLookup.GATHER);
            case TXD -> TextureOps.txd(m, op);
            case SAMPLE -> TextureOps.sample(m, op, TextureOps.ViewLookup.SAMPLE);
            case SAMPLE_B -> TextureOps.sample(m, op, TextureOps.ViewLookup.SAMPLE_B);
            case SAMPLE_C -> TextureOps.sample(m, op, TextureOps.ViewLookup.SAMPLE_C);
            case SAMPLE_C_LZ -> TextureOps.sample(m, op, TextureOps.ViewLookup.SAMPLE_C_LZ);
            case SAMPLE_D -> TextureOps.sample(m, op, TextureOps.ViewLookup.SAMPLE_D);
            case SAMPLE_L -> TextureOps.sample(m, op, TextureOps.ViewLookup.SAMPLE_L);
            case GATHER4 -> TextureOps.sample(m, op, TextureOps.ViewLookup.GATHER4);
            case TXF, TXF_LZ, SAMPLE_I, SAMPLE_I_MS -> TextureOps.fetch(m, op);
            case TXQ, SVIEWINFO -> TextureOps.size(m, op);
            case TXQS, SAMPLE_INFO -> TextureOps.samples(m, op);
            case SAMPLE_POS -> TextureOps.samplePosition(m, op);
            case LODQ, LOD -> TextureOps.lod(m, op);
            case INTERP_CENTROID -> TextureOps.interpolate(m, op, TextureOps.InterpolateAt.CENTROID);
            case INTERP_SAMPLE -> TextureOps.interpolate(m, op, TextureOps.InterpolateAt.SAMPLE);
            case INTERP_OFFSET -> TextureOps.interpolate(m, op, TextureOps.InterpolateAt.OFFSET);
            case FBFETCH -> TextureOps.fbfetch(m, op);
            // ---------------------------------------------------------- memory and geometry
            case LOAD -> MemoryOps.load(m, op);
            case STORE -> MemoryOps.store(m, op);
            case ATOMUADD -> MemoryOps.atomic(m, op, AtomicOp.UADD);
            case ATOMFADD -> MemoryOps.atomic(m, op, AtomicOp.FADD);
            case ATOMXCHG -> MemoryOps.atomic(m, op, AtomicOp.XCHG);
            case ATOMCAS -> MemoryOps.atomic(m, op, AtomicOp.CAS);
            case ATOMAND -> MemoryOps.atomic(m, op, AtomicOp.AND);
            case ATOMOR -> MemoryOps.atomic(m, op, AtomicOp.OR);
            case ATOMXOR -> MemoryOps.atomic(m, op, AtomicOp.XOR);
            case ATOMUMIN -> MemoryOps.atomic(m, op, AtomicOp.UMIN);
            case ATOMUMAX -> MemoryOps.atomic(m, op, AtomicOp.UMAX);
            case ATOMIMIN -> MemoryOps.atomic(m, op, AtomicOp.IMIN);
            case ATOMIMAX -> MemoryOps.atomic(m, op, AtomicOp.IMAX);
            case ATOMINC_WRAP -> MemoryOps.atomic(m, op, AtomicOp.INC_WRAP);
            case ATOMDEC_WRAP -> MemoryOps.atomic(m, op, AtomicOp.DEC_WRAP);
            case RESQ -> MemoryOps.resq(m, op);
            case IMG2HND, SAMP2HND -> MemoryOps.handle(m, op);
            case EMIT -> MemoryOps.emit(m, op, false);
            case ENDPRIM -> MemoryOps.emit(m, op, true);
            case null -> throw new NullPointerException(); // an enhanced switch: javac checks it is exhaustive
        }
    }
}
