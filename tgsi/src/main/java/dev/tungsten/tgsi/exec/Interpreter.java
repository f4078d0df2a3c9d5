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
            case SUB -> Alu.binary(m, op, LaneLoops.SUB);
            case MUL -> {
                if (legacy) {
                    Alu.binary(m, op, LaneLoops.MUL_LEGACY);
                } else {
                    Alu.hot(m, op, Alu.Hot.MUL);
                }
            }
            case DIV -> Alu.binary(m, op, LaneLoops.DIV);
            case MAD -> {
                if (legacy) {
                    Alu.ternary(m, op, LaneLoops.MAD_LEGACY);
                } else {
                    Alu.hot(m, op, Alu.Hot.MAD);
                }
            }
            case FMA -> Alu.ternary(m, op, legacy ? LaneLoops.FMA_LEGACY : LaneLoops.FMA);
            case LRP -> Alu.ternary(m, op, legacy ? LaneLoops.LRP_LEGACY : LaneLoops.LRP);
            case MIN -> Alu.binary(m, op, LaneLoops.MIN);
            case MAX -> Alu.binary(m, op, LaneLoops.MAX);
            case LDEXP -> Alu.binary(m, op, LaneLoops.LDEXP);
            case FLR -> Alu.unary(m, op, LaneLoops.FLR);
            case CEIL -> Alu.unary(m, op, LaneLoops.CEIL);
            case TRUNC -> Alu.unary(m, op, LaneLoops.TRUNC);
            case ROUND -> Alu.unary(m, op, LaneLoops.ROUND);
            case FRC -> Alu.unary(m, op, LaneLoops.FRC);
            case SSG -> Alu.unary(m, op, LaneLoops.SSG);
            case ABS -> Alu.unary(m, op, LaneLoops.ABS);
            case RCP -> Alu.scalarUnary(m, op, LaneLoops.RCP);
            case RSQ -> Alu.scalarUnary(m, op, LaneLoops.RSQ);
            case SQRT -> Alu.scalarUnary(m, op, LaneLoops.SQRT);
            case EX2 -> Alu.scalarUnary(m, op, LaneLoops.EX2);
            case LG2 -> Alu.scalarUnary(m, op, LaneLoops.LG2);
            case SIN -> Alu.scalarUnary(m, op, LaneLoops.SIN);
            case COS -> Alu.scalarUnary(m, op, LaneLoops.COS);
            case RCC -> Alu.scalarUnary(m, op, LaneLoops.RCC);
            case POW -> Alu.scalarBinary(m, op, LaneLoops.POW);
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
            case CND -> Alu.ternary(m, op, LaneLoops.CND);
            case CLAMP -> Alu.ternary(m, op, LaneLoops.CLAMP);
            // ---------------------------------------------------------- float comparisons and selects
            case SLT -> Alu.binary(m, op, LaneLoops.SLT);
            case SLE -> Alu.binary(m, op, LaneLoops.SLE);
            case SGT -> Alu.binary(m, op, LaneLoops.SGT);
            case SGE -> Alu.binary(m, op, LaneLoops.SGE);
            case SEQ -> Alu.binary(m, op, LaneLoops.SEQ);
            case SNE -> Alu.binary(m, op, LaneLoops.SNE);
            case FSLT -> Alu.binary(m, op, LaneLoops.FSLT);
            case FSGE -> Alu.binary(m, op, LaneLoops.FSGE);
            case FSEQ -> Alu.binary(m, op, LaneLoops.FSEQ);
            case FSNE -> Alu.binary(m, op, LaneLoops.FSNE);
            case CMP -> Alu.ternary(m, op, LaneLoops.CMP);
            case UCMP -> Alu.ternary(m, op, LaneLoops.UCMP);
            // ---------------------------------------------------------- conversions
            case ARL -> Alu.unary(m, op, LaneLoops.ARL);
            case ARR -> Alu.unary(m, op, LaneLoops.ARR);
            case UARL -> Alu.unary(m, op, LaneLoops.MOV);
            case F2I -> Alu.unary(m, op, LaneLoops.F2I);
            case F2U -> Alu.unary(m, op, LaneLoops.F2U);
            case I2F -> Alu.unary(m, op, LaneLoops.I2F);
            case U2F -> Alu.unary(m, op, LaneLoops.U2F);
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
            case DDX -> Alu.unary(m, op, LaneLoops.DDX);
            case DDY -> Alu.unary(m, op, LaneLoops.DDY);
            case DDX_FINE -> Alu.unary(m, op, LaneLoops.DDX_FINE);
            case DDY_FINE -> Alu.unary(m, op, LaneLoops.DDY_FINE);
            // ---------------------------------------------------------- 32-bit integers
            case UADD -> Alu.binary(m, op, LaneLoops.UADD);
            case UMUL -> Alu.binary(m, op, LaneLoops.UMUL);
            case UMAD -> Alu.ternary(m, op, LaneLoops.UMAD);
            case IMUL_HI -> Alu.binary(m, op, LaneLoops.IMUL_HI);
            case UMUL_HI -> Alu.binary(m, op, LaneLoops.UMUL_HI);
            case IDIV -> Alu.binary(m, op, LaneLoops.IDIV);
            case UDIV -> Alu.binary(m, op, LaneLoops.UDIV);
            case MOD -> Alu.binary(m, op, LaneLoops.MOD);
            case UMOD -> Alu.binary(m, op, LaneLoops.UMOD);
            case IMAX -> Alu.binary(m, op, LaneLoops.IMAX);
            case IMIN -> Alu.binary(m, op, LaneLoops.IMIN);
            case UMAX -> Alu.binary(m, op, LaneLoops.UMAX);
            case UMIN -> Alu.binary(m, op, LaneLoops.UMIN);
            case INEG -> Alu.unary(m, op, LaneLoops.INEG);
            case IABS -> Alu.unary(m, op, LaneLoops.IABS);
            case ISSG -> Alu.unary(m, op, LaneLoops.ISSG);
            case NOT -> Alu.unary(m, op, LaneLoops.NOT);
            case AND -> Alu.binary(m, op, LaneLoops.AND);
            case OR -> Alu.binary(m, op, LaneLoops.OR);
            case XOR -> Alu.binary(m, op, LaneLoops.XOR);
            case SHL -> Alu.binary(m, op, LaneLoops.SHL);
            case ISHR -> Alu.binary(m, op, LaneLoops.ISHR);
            case USHR -> Alu.binary(m, op, LaneLoops.USHR);
            case ISLT -> Alu.binary(m, op, LaneLoops.ISLT);
            case ISGE -> Alu.binary(m, op, LaneLoops.ISGE);
            case USEQ -> Alu.binary(m, op, LaneLoops.USEQ);
            case USNE -> Alu.binary(m, op, LaneLoops.USNE);
            case USLT -> Alu.binary(m, op, LaneLoops.USLT);
            case USGE -> Alu.binary(m, op, LaneLoops.USGE);
            case IBFE -> Alu.ternary(m, op, LaneLoops.IBFE);
            case UBFE -> Alu.ternary(m, op, LaneLoops.UBFE);
            case BFI -> Alu.quaternary(m, op, LaneLoops.BFI);
            case BREV -> Alu.unary(m, op, LaneLoops.BREV);
            case POPC -> Alu.unary(m, op, LaneLoops.POPC);
            case LSB -> Alu.unary(m, op, LaneLoops.LSB);
            case IMSB -> Alu.unary(m, op, LaneLoops.IMSB);
            case UMSB -> Alu.unary(m, op, LaneLoops.UMSB);
            case SAD -> Alu.ternary(m, op, LaneLoops.SAD);
            // ---------------------------------------------------------- doubles
            case DADD -> Alu64.kernel(m, op, Alu64.DADD);
            case DMUL -> Alu64.kernel(m, op, Alu64.DMUL);
            case DDIV -> Alu64.kernel(m, op, Alu64.DDIV);
            case DMAX -> Alu64.kernel(m, op, Alu64.DMAX);
            case DMIN -> Alu64.kernel(m, op, Alu64.DMIN);
            case DMAD -> Alu64.kernel(m, op, Alu64.DMAD);
            case DFMA -> Alu64.kernel(m, op, Alu64.DFMA);
            case DABS -> Alu64.kernel(m, op, Alu64.DABS);
            case DNEG -> Alu64.kernel(m, op, Alu64.DNEG);
            case DRCP -> Alu64.kernel(m, op, Alu64.DRCP);
            case DSQRT -> Alu64.kernel(m, op, Alu64.DSQRT);
            case DRSQ -> Alu64.kernel(m, op, Alu64.DRSQ);
            case DFRAC -> Alu64.kernel(m, op, Alu64.DFRAC);
            case DFLR -> Alu64.kernel(m, op, Alu64.DFLR);
            case DCEIL -> Alu64.kernel(m, op, Alu64.DCEIL);
            case DTRUNC -> Alu64.kernel(m, op, Alu64.DTRUNC);
            case DROUND -> Alu64.kernel(m, op, Alu64.DROUND);
            case DSSG -> Alu64.kernel(m, op, Alu64.DSSG);
            case DSLT -> Alu64.compare(m, op, Alu64.DSLT);
            case DSGE -> Alu64.compare(m, op, Alu64.DSGE);
            case DSEQ -> Alu64.compare(m, op, Alu64.DSEQ);
            case DSNE -> Alu64.compare(m, op, Alu64.DSNE);
            case DLDEXP -> Alu64.withNarrow(m, op, Alu64.DLDEXP, 2);
            case DFRACEXP -> Alu64.dfracexp(m, op);
            case F2D -> Alu64.fromNarrow(m, op, Alu64.F2D);
            case I2D -> Alu64.fromNarrow(m, op, Alu64.I2D);
            case U2D -> Alu64.fromNarrow(m, op, Alu64.U2D);
            case D2F -> Alu64.toNarrow(m, op, Alu64.D2F);
            case D2I -> Alu64.toNarrow(m, op, Alu64.D2I);
            case D2U -> Alu64.toNarrow(m, op, Alu64.D2U);
            // ---------------------------------------------------------- 64-bit integers
            case U64ADD -> Alu64.kernel(m, op, Alu64.U64ADD);
            case U64MUL -> Alu64.kernel(m, op, Alu64.U64MUL);
            case U64DIV -> Alu64.kernel(m, op, Alu64.U64DIV);
            case I64DIV -> Alu64.kernel(m, op, Alu64.I64DIV);
            case U64MOD -> Alu64.kernel(m, op, Alu64.U64MOD);
            case I64MOD -> Alu64.kernel(m, op, Alu64.I64MOD);
            case I64MIN -> Alu64.kernel(m, op, Alu64.I64MIN);
            case I64MAX -> Alu64.kernel(m, op, Alu64.I64MAX);
            case U64MIN -> Alu64.kernel(m, op, Alu64.U64MIN);
            case U64MAX -> Alu64.kernel(m, op, Alu64.U64MAX);
            case I64ABS -> Alu64.kernel(m, op, Alu64.I64ABS);
            case I64NEG -> Alu64.kernel(m, op, Alu64.I64NEG);
            case I64SSG -> Alu64.kernel(m, op, Alu64.I64SSG);
            case U64SEQ -> Alu64.compare(m, op, Alu64.U64SEQ);
            case U64SNE -> Alu64.compare(m, op, Alu64.U64SNE);
            case I64SLT -> Alu64.compare(m, op, Alu64.I64SLT);
            case U64SLT -> Alu64.compare(m, op, Alu64.U64SLT);
            case I64SGE -> Alu64.compare(m, op, Alu64.I64SGE);
            case U64SGE -> Alu64.compare(m, op, Alu64.U64SGE);
            case U64SHL -> Alu64.withNarrow(m, op, Alu64.U64SHL, 1);
            case I64SHR -> Alu64.withNarrow(m, op, Alu64.I64SHR, 1);
            case U64SHR -> Alu64.withNarrow(m, op, Alu64.U64SHR, 1);
            case F2I64 -> Alu64.fromNarrow(m, op, Alu64.F2I64);
            case F2U64 -> Alu64.fromNarrow(m, op, Alu64.F2U64);
            case I2I64 -> Alu64.fromNarrow(m, op, Alu64.I2I64);
            case U2I64 -> Alu64.fromNarrow(m, op, Alu64.U2I64);
            case D2I64 -> Alu64.kernel(m, op, Alu64.D2I64);
            case D2U64 -> Alu64.kernel(m, op, Alu64.D2U64);
            case I642D -> Alu64.kernel(m, op, Alu64.I642D);
            case U642D -> Alu64.kernel(m, op, Alu64.U642D);
            case I642F -> Alu64.toNarrow(m, op, Alu64.I642F);
            case U642F -> Alu64.toNarrow(m, op, Alu64.U642F);
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
