package dev.tungsten.soft.jit;

import java.util.EnumMap;
import java.util.Map;

import dev.tungsten.soft.jit.JitOpcode.Cost;
import dev.tungsten.soft.jit.JitOpcode.DirectCalls;
import dev.tungsten.soft.jit.JitOpcode.Discard;
import dev.tungsten.soft.jit.JitOpcode.Dot;
import dev.tungsten.soft.jit.JitOpcode.Flow;
import dev.tungsten.soft.jit.JitOpcode.Interpreted;
import dev.tungsten.soft.jit.JitOpcode.LaneFunction;
import dev.tungsten.soft.jit.JitOpcode.Lanewise;
import dev.tungsten.soft.jit.JitOpcode.Move;
import dev.tungsten.soft.jit.JitOpcode.Replicate;
import dev.tungsten.soft.jit.JitOpcode.Segment;
import dev.tungsten.soft.jit.JitOpcode.SegmentForm;
import dev.tungsten.soft.jit.JitOpcode.Texture;
import dev.tungsten.soft.jit.JitOpcode.TextureLookup;
import dev.tungsten.soft.jit.JitOpcode.Transcendental;
import dev.tungsten.soft.jit.JitOpcode.VectorForm;
import dev.tungsten.tgsi.TgsiOpcode;

/// The JIT's decision for every opcode, in one exhaustive switch ([#decide]): how it is emitted
/// (segment form and [VectorOps] binding, control flow, discard, slow path, or refused for needing
/// the interpreter's run loop), its cost class in a segment's budget, the Vector API calls it
/// counts in a segment of such calls only, whether legacy math rules keep it out of segments, and
/// whether its source decides control flow. Every other class of the JIT reads [JitOpcode]s, so
/// a new `TgsiOpcode` constant fails to compile here and nowhere else in this package.
final class JitOpcodes {
    private JitOpcodes() {}

    private static final Move MOVE = new Move();
    private static final Map<TgsiOpcode, JitOpcode> TABLE = new EnumMap<>(TgsiOpcode.class);

    static {
        for (TgsiOpcode op : TgsiOpcode.values()) {
            TABLE.put(op, decide(op));
        }
    }

    /// The JIT's decision for `op`.
    static JitOpcode of(TgsiOpcode op) {
        return TABLE.get(op);
    }

    /// The segment decision for `op`, which segments compute.
    /// @throws IllegalStateException when segments do not compute `op`
    static Segment segment(TgsiOpcode op) {
        if (of(op) instanceof Segment s) {
            return s;
        }
        throw new IllegalStateException(op + " is not a segment instruction");
    }

    private static Segment segment(SegmentForm form, Cost cost) {
        return new Segment(form, cost, DirectCalls.NEVER, false);
    }

    private static Segment segment(SegmentForm form, Cost cost, DirectCalls direct) {
        return new Segment(form, cost, direct, false);
    }

    /// A segment opcode that shaders with `LEGACY_MATH_RULES` step instead.
    private static Segment notUnderLegacyMath(SegmentForm form, Cost cost, DirectCalls direct) {
        return new Segment(form, cost, direct, true);
    }

    private static Lanewise lanewise(LaneFunction function) {
        return new Lanewise(function);
    }

    private static DirectCalls perChannel(int calls) {
        return DirectCalls.perChannel(calls);
    }

    private static DirectCalls perInstruction(int calls) {
        return DirectCalls.perInstruction(calls);
    }

    private static JitOpcode decide(TgsiOpcode op) {
        return switch (op) {
            // ---- segments: moves and float arithmetic
            case MOV -> segment(MOVE, Cost.PLAIN, perChannel(2));
            case UARL -> segment(MOVE, Cost.WRAPPED);
            case ADD -> segment(lanewise(VectorForm.ADD), Cost.PLAIN, perChannel(2));
            case SUB -> segment(lanewise(VectorForm.SUB), Cost.PLAIN, perChannel(2));
            case MUL -> notUnderLegacyMath(lanewise(VectorForm.MUL), Cost.PLAIN, perChannel(2));
            case DIV -> segment(lanewise(VectorForm.DIV), Cost.PLAIN, perChannel(2));
            case MAD -> notUnderLegacyMath(lanewise(VectorForm.MAD), Cost.PLAIN, perChannel(2));
            case FMA -> notUnderLegacyMath(lanewise(VectorForm.FMA), Cost.PLAIN, DirectCalls.NEVER);
            case LRP -> notUnderLegacyMath(lanewise(VectorForm.LRP), Cost.SEQUENCE, perChannel(3));
            case MIN -> segment(lanewise(VectorOpsCall.MIN), Cost.WRAPPED);
            case MAX -> segment(lanewise(VectorOpsCall.MAX), Cost.WRAPPED);
            case ABS -> segment(lanewise(VectorForm.ABS), Cost.WRAPPED);
            case SSG -> segment(lanewise(VectorOpsCall.SSG), Cost.WRAPPED);
            // ---- segments: rounding
            case FLR -> segment(lanewise(VectorForm.FLR), Cost.SEQUENCE, perChannel(14));
            case FRC -> segment(lanewise(VectorForm.FRC), Cost.SEQUENCE, perChannel(15));
            case CEIL -> segment(lanewise(VectorForm.CEIL), Cost.WRAPPED, perChannel(16));
            case ROUND -> segment(lanewise(VectorForm.ROUND), Cost.WRAPPED, perChannel(12));
            case TRUNC -> segment(lanewise(VectorOpsCall.TRUNC), Cost.WRAPPED);
            // ---- segments: replicated results
            case RCP -> segment(new Replicate(VectorOpsCall.RCP), Cost.WRAPPED);
            case RSQ -> segment(new Replicate(VectorOpsCall.RSQ), Cost.WRAPPED);
            case SQRT -> segment(new Replicate(VectorOpsCall.SQRT), Cost.WRAPPED);
            case DP2 -> notUnderLegacyMath(new Dot(2, false), Cost.DOT, perInstruction(4));
            case DP3 -> notUnderLegacyMath(new Dot(3, false), Cost.DOT, perInstruction(6));
            case DP4 -> notUnderLegacyMath(new Dot(4, false), Cost.DOT, perInstruction(8));
            case DPH -> notUnderLegacyMath(new Dot(3, true), Cost.DOT, perInstruction(8));
            // ---- segments: transcendentals (fast SIN and COS inline, computed once whatever the channels)
            case SIN -> segment(new Transcendental(VectorForm.SIN, VectorOpsCall.SIN_EXACT), Cost.ALONE_UNDER_EXACT_MATH,
                    perInstruction(24).fastMathOnly());
            case COS -> segment(new Transcendental(VectorForm.COS, VectorOpsCall.COS_EXACT), Cost.ALONE_UNDER_EXACT_MATH,
                    perInstruction(24).fastMathOnly());
            case EX2 -> segment(new Transcendental(VectorOpsCall.EX2_FAST, VectorOpsCall.EX2_EXACT),
                    Cost.ALONE_UNDER_EXACT_MATH);
            case LG2 -> segment(new Transcendental(VectorOpsCall.LG2_FAST, VectorOpsCall.LG2_EXACT), Cost.ALONE);
            case POW -> segment(new Transcendental(VectorOpsCall.POW_FAST, VectorOpsCall.POW_EXACT), Cost.ALONE);
            // ---- segments: comparisons and selects
            case SLT -> segment(lanewise(VectorOpsCall.SLT), Cost.WRAPPED);
            case SLE -> segment(lanewise(VectorOpsCall.SLE), Cost.WRAPPED);
            case SGT -> segment(lanewise(VectorOpsCall.SGT), Cost.WRAPPED);
            case SGE -> segment(lanewise(VectorOpsCall.SGE), Cost.WRAPPED);
            case SEQ -> segment(lanewise(VectorOpsCall.SEQ), Cost.WRAPPED);
            case SNE -> segment(lanewise(VectorOpsCall.SNE), Cost.WRAPPED);
            case FSLT -> segment(lanewise(VectorOpsCall.FSLT), Cost.WRAPPED);
            case FSGE -> segment(lanewise(VectorOpsCall.FSGE), Cost.WRAPPED);
            case FSEQ -> segment(lanewise(VectorOpsCall.FSEQ), Cost.WRAPPED);
            case FSNE -> segment(lanewise(VectorOpsCall.FSNE), Cost.WRAPPED);
            case CMP -> segment(lanewise(VectorOpsCall.CMP), Cost.WRAPPED);
            case UCMP -> segment(lanewise(VectorOpsCall.UCMP), Cost.WRAPPED);
            // ---- segments: conversions
            case ARL -> segment(lanewise(VectorForm.ARL), Cost.WRAPPED);
            case ARR -> segment(lanewise(VectorForm.ARR), Cost.WRAPPED);
            case F2I -> segment(lanewise(VectorOpsCall.F2I), Cost.WRAPPED);
            case F2U -> segment(lanewise(VectorOpsCall.F2U), Cost.WRAPPED);
            case I2F -> segment(lanewise(VectorForm.I2F), Cost.PLAIN);
            case U2F -> segment(lanewise(VectorOpsCall.U2F), Cost.WRAPPED);
            // ---- segments: derivatives (a chunk holds whole quads)
            case DDX -> segment(lanewise(VectorOpsCall.DDX), Cost.WRAPPED);
            case DDY -> segment(lanewise(VectorOpsCall.DDY), Cost.WRAPPED);
            case DDX_FINE -> segment(lanewise(VectorOpsCall.DDX_FINE), Cost.WRAPPED);
            case DDY_FINE -> segment(lanewise(VectorOpsCall.DDY_FINE), Cost.WRAPPED);
            // ---- segments: integer arithmetic
            case UADD -> segment(lanewise(VectorForm.UADD), Cost.PLAIN);
            case UMUL -> segment(lanewise(VectorForm.UMUL), Cost.PLAIN);
            case UMAD -> segment(lanewise(VectorForm.UMAD), Cost.PLAIN);
            case IMAX -> segment(lanewise(VectorForm.IMAX), Cost.PLAIN);
            case IMIN -> segment(lanewise(VectorForm.IMIN), Cost.PLAIN);
            case UMAX -> segment(lanewise(VectorForm.UMAX), Cost.PLAIN);
            case UMIN -> segment(lanewise(VectorForm.UMIN), Cost.PLAIN);
            case INEG -> segment(lanewise(VectorForm.INEG), Cost.PLAIN);
            case IABS -> segment(lanewise(VectorOpsCall.IABS), Cost.WRAPPED);
            case ISSG -> segment(lanewise(VectorOpsCall.ISSG), Cost.WRAPPED);
            case NOT -> segment(lanewise(VectorForm.NOT), Cost.PLAIN);
            case AND -> segment(lanewise(VectorForm.AND), Cost.PLAIN);
            case OR -> segment(lanewise(VectorForm.OR), Cost.PLAIN);
            case XOR -> segment(lanewise(VectorForm.XOR), Cost.PLAIN);
            case SHL -> segment(lanewise(VectorForm.SHL), Cost.PLAIN);
            case ISHR -> segment(lanewise(VectorForm.ISHR), Cost.PLAIN);
            case USHR -> segment(lanewise(VectorForm.USHR), Cost.PLAIN);
            case ISLT -> segment(lanewise(VectorOpsCall.ISLT), Cost.WRAPPED);
            case ISGE -> segment(lanewise(VectorOpsCall.ISGE), Cost.WRAPPED);
            case USEQ -> segment(lanewise(VectorOpsCall.USEQ), Cost.WRAPPED);
            case USNE -> segment(lanewise(VectorOpsCall.USNE), Cost.WRAPPED);
            case USLT -> segment(lanewise(VectorOpsCall.USLT), Cost.WRAPPED);
            case USGE -> segment(lanewise(VectorOpsCall.USGE), Cost.WRAPPED);

            // ---- control flow, as execution masks in the run method
            case IF, IFC -> Flow.IF;
            case UIF -> Flow.UIF;
            case ELSE -> Flow.ELSE;
            case ENDIF -> Flow.ENDIF;
            case BGNLOOP -> Flow.BGNLOOP;
            case ENDLOOP -> Flow.ENDLOOP;
            case BRK -> Flow.BRK;
            case BREAKC -> Flow.BREAKC;
            case CONT -> Flow.CONT;
            case SWITCH -> Flow.SWITCH;
            case CASE -> Flow.CASE;
            case DEFAULT -> Flow.DEFAULT;
            case ENDSWITCH -> Flow.ENDSWITCH;
            case CAL -> Flow.CAL;
            case CALLNZ -> Flow.CALLNZ;
            case RET -> Flow.RET;
            case END -> Flow.END;
            case NOP -> Flow.NOP;
            case BGNSUB -> Flow.BGNSUB;
            case ENDSUB -> Flow.ENDSUB;
            case BARRIER -> Flow.BARRIER;

            // ---- image, buffer and shared-memory loads and stores
            case LOAD -> JitOpcode.Memory.LOAD;
            case STORE -> JitOpcode.Memory.STORE;

            // ---- discards
            case KILL -> Discard.KILL;
            case DEMOTE -> Discard.DEMOTE;
            case KILL_IF -> Discard.KILL_IF;

            // ---- texture lookups the vectorised sampler computes where it can
            case TEX -> new Texture(TextureLookup.IMPLICIT);
            case TXB -> new Texture(TextureLookup.BIAS_IN_W);
            case TXL -> new Texture(TextureLookup.LEVEL_IN_W);
            case TEX_LZ -> new Texture(TextureLookup.LEVEL_ZERO);
            case SAMPLE -> new Texture(TextureLookup.VIEW_IMPLICIT);
            case SAMPLE_B -> new Texture(TextureLookup.VIEW_BIAS);
            case SAMPLE_L -> new Texture(TextureLookup.VIEW_LEVEL);
            case TXF -> new Texture(TextureLookup.FETCH);
            case TXF_LZ -> new Texture(TextureLookup.FETCH_LEVEL_ZERO);
            case SAMPLE_I -> new Texture(TextureLookup.VIEW_FETCH);

            // ---- the interpreter's run loop: a BRA may jump anywhere, the address stack and CLOCK
            // count the interpreter's own steps, and EMIT and ENDPRIM hand the machine itself to
            // the vertex emitter
            case BRA, PUSHA, POPA, CLOCK, EMIT, ENDPRIM -> Interpreted.RUN_LOOP;

            // ---- the slow path
            // float operations with channel-dependent results, and the 2010 legacy ones
            case LIT, EXP, LOG, DST, LDEXP, SCS, CND, DP2A, CLAMP, XPD, RCC, RFL, SFL, STR, X2D, NRM, NRM4,
                 // integer operations without a lane form
                 MOD, SAD, IDIV, UDIV, UMOD, IMUL_HI, UMUL_HI, IBFE, UBFE, BFI, BREV, POPC, LSB, IMSB, UMSB, ARA,
                 // doubles
                 DFMA, F2D, D2F, DABS, DNEG, DADD, DMUL, DMAX, DMIN, DSLT, DSGE, DSEQ, DSNE, DRCP, DSQRT, DMAD, DFRAC,
                 DLDEXP, DFRACEXP, D2I, I2D, D2U, U2D, DRSQ, DTRUNC, DCEIL, DFLR, DROUND, DSSG, DDIV,
                 // 64-bit integers
                 F2U64, F2I64, U2I64, I2I64, D2U64, D2I64, U642D, U642F, I642F, I642D, U64SEQ, U64SNE, I64SLT, U64SLT,
                 I64SGE, U64SGE, I64MIN, U64MIN, I64MAX, U64MAX, I64ABS, I64SSG, I64NEG, U64ADD, U64MUL, U64SHL, I64SHR,
                 U64SHR, I64DIV, U64DIV, I64MOD, U64MOD,
                 // packing
                 PK2H, PK2US, PK4B, PK4UB, UP2H, UP2US, UP4B, UP4UB,
                 // textures
                 TXD, TXP, FBFETCH, TXQ, TXQS, SAMPLE_I_MS, SAMPLE_C, SAMPLE_C_LZ, SAMPLE_D, GATHER4, SVIEWINFO,
                 SAMPLE_POS, SAMPLE_INFO, TEX2, TXB2, TXL2, TG4, LODQ, LOD,
                 // images, buffers, atomics and memory
                 RESQ, IMG2HND, SAMP2HND, ATOMFADD, ATOMUADD, ATOMXCHG, ATOMCAS, ATOMAND, ATOMOR, ATOMXOR,
                 ATOMUMIN, ATOMUMAX, ATOMIMIN, ATOMIMAX, ATOMINC_WRAP, ATOMDEC_WRAP, MEMBAR,
                 // subgroups and interpolation
                 READ_HELPER, READ_INVOC, BALLOT, READ_FIRST, VOTE_ANY, VOTE_ALL, VOTE_EQ,
                 INTERP_CENTROID, INTERP_SAMPLE, INTERP_OFFSET -> Interpreted.SLOW_PATH;
        };
    }
}
