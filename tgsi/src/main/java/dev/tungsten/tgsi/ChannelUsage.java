package dev.tungsten.tgsi;

/// Which channels of a source operand an instruction really reads, as Mesa's
/// `tgsi_util_get_src_usage_mask` computes it: first the channels of the *result* that depend
/// on the operand (the read mask, from the opcode, the destination's write mask and the
/// texture or memory target), then those mapped through the operand's swizzle (the usage mask).
///
/// The scanner uses it for input usage masks and the sanity checker for reads past the end of
/// a short immediate. The one switch over [TgsiOpcode] is exhaustive on purpose: a new opcode
/// must decide here what it reads.
public final class ChannelUsage {
    private static final int X = WriteMask.X, Y = WriteMask.Y, Z = WriteMask.Z, W = WriteMask.W;
    private static final int XY = X | Y, XYZ = XY | Z, XYZW = WriteMask.XYZW;

    private ChannelUsage() {}

    /// The source channels (after swizzling) that operand `src` of `inst` reads.
    public static int usageMask(Instruction inst, int src) {
        int read = readMask(inst, src);
        int swizzle = inst.src(src).swizzle();
        int usage = 0;
        for (int c = 0; c < 4; c++) {
            if ((read & (1 << c)) != 0) {
                usage |= 1 << Swizzle.get(swizzle, c);
            }
        }
        return usage;
    }

    /// The channels of operand `src` of `inst`, before its swizzle, that influence the result.
    public static int readMask(Instruction inst, int src) {
        int writeMask = inst.dst().isEmpty() ? 0 : inst.dst(0).writeMask();
        TextureTarget texTarget = inst.texture() != null ? inst.texture().target() : TextureTarget.BUFFER;
        TextureTarget memTarget = inst.memory() != null ? inst.memory().texture() : TextureTarget.BUFFER;
        return readMask(inst.opcode(), src, writeMask, texTarget, memTarget);
    }

    /// The read mask for an opcode given the write mask of its first destination and its
    /// texture-token and memory-token targets (BUFFER when the instruction has none).
    public static int readMask(TgsiOpcode op, int src, int writeMask, TextureTarget texTarget, TextureTarget memTarget) {
        return switch (op) {
            case IF, UIF, EMIT, ENDPRIM, RCP, RSQ, SQRT, EX2, LG2, SIN, COS, POW, UP2H, UP2US, UP4B, UP4UB,
                 MEMBAR, BALLOT, SCS, RCC -> X;
            case DP2, PK2H, PK2US, F2D, I2D, U2D, F2U64, F2I64, U2I64, I2I64, TXQS, RESQ -> XY;
            case TXQ -> src == 0 ? X : XY;
            case DP3, NRM -> XYZ;
            case DSEQ, DSNE, DSLT, DSGE, DP4, PK4B, PK4UB, D2F, D2I, D2U, I2F, U2F, U64SEQ, U64SNE, U64SLT,
                 U64SGE, U642F, I64SLT, I64SGE, I642F, NRM4 -> XYZW;
            case LIT -> (writeMask & (Y | Z)) != 0 ? XY | W : 0;
            case EXP, LOG -> (writeMask & XYZ) != 0 ? X : 0;
            case DST -> src == 0 ? Y | Z : Y | W;
            case DLDEXP -> src == 0 ? writeMask
                    : ((writeMask & XY) != 0 ? X : 0) | ((writeMask & (Z | W)) != 0 ? Z : 0);
            case READ_INVOC -> src == 0 ? writeMask : X;
            case FBFETCH -> 0;
            case TEX, TEX_LZ, TXF_LZ, TXF, TXB, TXL, TXP, TXD, TEX2, TXB2, TXL2, LODQ, TG4 ->
                    textureReadMask(op, src, texTarget);
            case LOAD -> src == 0 ? XY : consecutive(coordDimension(memTarget));
            case STORE -> src == 0 ? consecutive(coordDimension(memTarget)) : XYZW;
            case ATOMUADD, ATOMXCHG, ATOMCAS, ATOMAND, ATOMOR, ATOMXOR, ATOMUMIN, ATOMUMAX, ATOMIMIN, ATOMIMAX,
                 ATOMFADD -> src == 0 ? XY : src == 1 ? consecutive(coordDimension(memTarget)) : XYZW;
            case INTERP_CENTROID, INTERP_SAMPLE, INTERP_OFFSET ->
                    src == 0 ? writeMask : op == TgsiOpcode.INTERP_OFFSET ? XY : X;
            // Legacy opcodes of the 2010 specification with a narrower read than "all channels".
            case DPH -> src == 0 ? XYZ : XYZW;
            case DP2A -> src == 2 ? X : XY;
            case XPD -> XYZ;
            // Everything else: component-wise opcodes read what they write, the others all four.
            case ARL, MOV, MUL, ADD, MIN, MAX, SLT, SGE, MAD, LRP, FMA, LDEXP, FRC, FLR, ROUND, DEMOTE, CLOCK,
                 READ_HELPER, DDX, DDY, KILL, D2U64, SEQ, D2I64, SGT, SLE, SNE, U642D,
                 I642D, CAL, RET, SSG, CMP, DIV, ARR, BRK, ELSE, ENDIF, DDX_FINE, DDY_FINE, PUSHA, POPA, CEIL, NOT,
                 TRUNC, SHL, AND, OR, MOD, XOR, SAD, CONT, BGNLOOP, BGNSUB, ENDLOOP, ENDSUB, READ_FIRST, NOP, FSEQ,
                 FSGE, FSLT, FSNE, CALLNZ, IFC, BREAKC, KILL_IF, END, DFMA, F2I, IDIV, IMAX, IMIN, INEG, ISGE, ISHR,
                 ISLT, F2U, UADD, UDIV, UMAD, UMAX, UMIN, UMOD, UMUL, USEQ, USGE, USHR, USLT, USNE, SWITCH, CASE,
                 DEFAULT, ENDSWITCH, SAMPLE, SAMPLE_I, SAMPLE_I_MS, SAMPLE_B, SAMPLE_C, SAMPLE_C_LZ, SAMPLE_D,
                 SAMPLE_L, GATHER4, SVIEWINFO, SAMPLE_POS, SAMPLE_INFO, UARL, UCMP, IABS, ISSG, IMG2HND, SAMP2HND,
                 BARRIER, IMUL_HI, UMUL_HI, IBFE, UBFE, BFI, BREV, POPC, LSB, IMSB, UMSB, DABS, DNEG, DADD, DMUL,
                 DMAX, DMIN, DRCP, DSQRT, DMAD, DFRAC, DFRACEXP, DRSQ, DTRUNC, DCEIL, DFLR, DROUND, DSSG, VOTE_ANY,
                 VOTE_ALL, VOTE_EQ, I64MIN, U64MIN, I64MAX, U64MAX, I64ABS, I64SSG, I64NEG, U64ADD, U64MUL, U64SHL,
                 I64SHR, U64SHR, I64DIV, U64DIV, I64MOD, U64MOD, DDIV, LOD, ATOMINC_WRAP, ATOMDEC_WRAP, SUB, CND,
                 CLAMP, ABS, RFL, SFL, STR, X2D, ARA, BRA ->
                    op.outputMode() == TgsiOpcode.OutputMode.COMPONENTWISE ? writeMask : XYZW;
        };
    }

    /// Mesa's `tgsi_util_get_texture_coord_dim`: coordinates including the layer, without the
    /// shadow reference or sample index (0 for UNKNOWN).
    public static int coordDimension(TextureTarget target) {
        return switch (target) {
            case BUFFER, T1D, SHADOW1D -> 1;
            case T2D, RECT, T1D_ARRAY, SHADOW2D, SHADOWRECT, SHADOW1D_ARRAY, T2D_MSAA -> 2;
            case T3D, CUBE, T2D_ARRAY, SHADOWCUBE, SHADOW2D_ARRAY, T2D_ARRAY_MSAA -> 3;
            case CUBE_ARRAY, SHADOWCUBE_ARRAY -> 4;
            case UNKNOWN -> 0;
        };
    }

    private static int textureReadMask(TgsiOpcode op, int src, TextureTarget target) {
        int dimLayer = coordDimension(target);
        int dimLayerShadow = target.isShadow() ? (target == TextureTarget.SHADOW1D ? 3 : dimLayer + 1) : dimLayer;
        int dim = target.isArray() ? dimLayer - 1 : dimLayer;
        return switch (src) {
            case 0 -> {
                int mask = op == TgsiOpcode.LODQ ? consecutive(dim) : consecutive(dimLayerShadow) & XYZW;
                if (target == TextureTarget.SHADOW1D) {
                    mask &= ~Y;
                }
                if (op == TgsiOpcode.TXF || op == TgsiOpcode.TXB || op == TgsiOpcode.TXL || op == TgsiOpcode.TXP) {
                    mask |= W;
                }
                yield mask;
            }
            case 1 -> switch (op) {
                case TXD -> consecutive(dim);
                case TEX2, TXB2, TXL2, TG4 -> X;
                default -> XY; // the sampler, or a bindless handle in .xy
            };
            case 2 -> op == TgsiOpcode.TXD ? consecutive(dim) : XY;
            default -> XY;
        };
    }

    private static int consecutive(int count) {
        return count <= 0 ? 0 : (1 << Math.min(count, 31)) - 1;
    }
}
