package dev.tungsten.gl.glsl;

import java.util.Objects;

import dev.tungsten.tgsi.TgsiOpcode;

/// How far the GLSL translation of an opcode may differ from the reference interpreter, and why:
/// the GL driver's precision column of the opcode table, kept here because it is a fact about
/// GLSL, not about TGSI. Opcodes with [#EXACT] must agree bit for bit (integers always do).
///
/// Three rules hold for every float result besides the opcode's own: a NaN matches any NaN (the
/// sign and payload of a computed NaN are unspecified, see `OpSemantics`); a result that
/// equals the interpreter's once denormal inputs and results are flushed to zero matches; and
/// a result within 4 times the smallest normal number of the interpreter's matches, for a few
/// denormal intermediate results flushed to zero. GLSL lets implementations flush denormals
/// (GLSL 4.50, section 4.7.1) and Mesa's llvmpipe does.
///
/// @param rule   which bound applies
/// @param ulps   for [Rule#ULPS]: the bound in units in the last place of the reference
/// @param reason why the bound holds: the GLSL precision requirement it comes from
public record GlslTolerance(Rule rule, double ulps, String reason) {
    /// The kinds of bounds.
    public enum Rule {
        /// Bit for bit.
        EXACT,
        /// Within [#ulps] units in the last place of the reference result.
        ULPS,
        /// GLSL's `exp2`: within 3 + 2|x| units in the last place, x being the exponent.
        EXP2,
        /// GLSL's `log2`: 3 units in the last place, or an absolute 2^-21 when the argument is
        /// in [0.5, 2].
        LOG2,
        /// GLSL's `pow`, inherited from `exp2(y * log2(x))`: the `log2` error scaled by |y|
        /// plus the `exp2` error.
        POW,
        /// GLSL's `sin` and `cos`: an absolute 2^-11 for arguments in [-pi, pi]; any value in
        /// [-1, 1] beyond, where GLSL sets no bound.
        TRIG,
        /// A coarse derivative: GL may take it from either row (DDX) or column (DDY) of the
        /// quad, so the result equals one of the quad's fine derivatives.
        COARSE_DERIVATIVE,
        /// GLSL's `fma`: "computed with the same precision as any other fma()", which need not be
        /// a single rounding, so either the fused result or `a * b` rounded then `+ c`.
        FUSED_OR_SEPARATE,
        /// Defined by the implementation (the subgroup, a clock): not compared.
        IMPLEMENTATION_DEFINED
    }

    public GlslTolerance {
        Objects.requireNonNull(rule);
        Objects.requireNonNull(reason);
    }

    /// Bit-exact agreement, the default.
    public static final GlslTolerance EXACT = new GlslTolerance(Rule.EXACT, 0, "GLSL computes the same operation exactly");

    /// The tolerance of `op`'s translation. The switch is exhaustive: a new opcode must decide
    /// here how closely GLSL computes it.
    public static GlslTolerance of(TgsiOpcode op) {
        return switch (op) {
            case LIT ->
                    new GlslTolerance(Rule.POW, 0, "z is pow(max(y, 0), clamp(w, -128, 128)), which GLSL inherits from exp2 and log2");
            case RCP ->
                    new GlslTolerance(Rule.ULPS, 2.5, "GLSL 4.50 table 4.7.1: 1.0 / x within 2.5 ulp");
            case RSQ ->
                    new GlslTolerance(Rule.ULPS, 7, "translated as 1.0 / sqrt(x): sqrt inherits 1.0 / inversesqrt (2 + 2.5 ulp), then a 2.5 ulp division");
            case EXP ->
                    new GlslTolerance(Rule.EXP2, 0, "2^floor(x) and 2^x through GLSL exp2 (3 + 2|x| ulp)");
            case LOG ->
                    new GlslTolerance(Rule.LOG2, 0, "log2 of |x| (3 ulp, or 2^-21 absolute near 1); floor(log2) may land on the other side of an integer, moving x by 1 and y by a factor of 2");
            case FMA, DFMA ->
                    new GlslTolerance(Rule.FUSED_OR_SEPARATE, 0, "GLSL 4.50 section 8.3: fma() need not round once; llvmpipe rounds a * b first");
            case SQRT ->
                    new GlslTolerance(Rule.ULPS, 4.5, "GLSL 4.50: sqrt inherits 1.0 / inversesqrt(x) (2 ulp, then 2.5 ulp)");
            case EX2 ->
                    new GlslTolerance(Rule.EXP2, 0, "GLSL 4.50: exp2 within 3 + 2|x| ulp");
            case LG2 ->
                    new GlslTolerance(Rule.LOG2, 0, "GLSL 4.50: log2 within 3 ulp, absolute 2^-21 for x in [0.5, 2]; the interpreter rounds logf(x) * 1.442695f");
            case POW ->
                    new GlslTolerance(Rule.POW, 0, "GLSL 4.50: pow inherits exp2(y * log2(x))");
            case CLOCK ->
                    new GlslTolerance(Rule.IMPLEMENTATION_DEFINED, 0, "a hardware clock, not the interpreter's instruction count");
            case COS, SIN ->
                    new GlslTolerance(Rule.TRIG, 0, "GLSL 4.50: absolute 2^-11 in [-pi, pi], no bound outside");
            case DDX ->
                    new GlslTolerance(Rule.COARSE_DERIVATIVE, 0, "GLSL 4.50 section 8.13.1: dFdxCoarse may use either row of the quad");
            case DDY ->
                    new GlslTolerance(Rule.COARSE_DERIVATIVE, 0, "GLSL 4.50 section 8.13.1: dFdyCoarse may use either column of the quad");
            case PK2H ->
                    new GlslTolerance(Rule.ULPS, 1, "packHalf2x16 may round either way at half-way values (GLSL leaves the rounding open): one half ulp");
            case SCS ->
                    new GlslTolerance(Rule.TRIG, 0, "cos and sin as COS and SIN");
            case DIV ->
                    new GlslTolerance(Rule.ULPS, 2.5, "GLSL 4.50: a / b within 2.5 ulp");
            case READ_INVOC, BALLOT, READ_FIRST, VOTE_ANY, VOTE_ALL, VOTE_EQ ->
                    new GlslTolerance(Rule.IMPLEMENTATION_DEFINED, 0, "the subgroup is the GL implementation's, not the interpreter's block");
            case DRCP ->
                    new GlslTolerance(Rule.ULPS, 2.5, "as DDIV");
            case DSQRT ->
                    new GlslTolerance(Rule.ULPS, 4.5, "as SQRT");
            case DRSQ ->
                    new GlslTolerance(Rule.ULPS, 7, "as RSQ");
            case DDIV ->
                    new GlslTolerance(Rule.ULPS, 2.5, "ARB_gpu_shader_fp64 asks only single-precision accuracy of division; llvmpipe divides exactly");
            case RCC ->
                    new GlslTolerance(Rule.ULPS, 2.5, "a 1.0 / x division (2.5 ulp) before the clamp");
            case RFL ->
                    new GlslTolerance(Rule.ULPS, 4, "one division of dot products (2.5 ulp), then exact multiplies and a subtraction");
            case NRM, NRM4 ->
                    new GlslTolerance(Rule.ULPS, 10, "1.0 / sqrt(dot) (7 ulp as RSQ) times each channel (0.5 ulp), the dot product exact");
            case ARL, MOV, MUL, ADD, DP3, DP4, DST, MIN, MAX, SLT, SGE, MAD, TEX_LZ, LRP, LDEXP, F2U64, F2I64, FRC,
                 TXF_LZ, FLR, ROUND, DEMOTE, U2I64, I2I64, READ_HELPER, KILL, PK2US, PK4B, PK4UB, D2U64, SEQ, D2I64, SGT,
                 SLE, SNE, U642D, TEX, TXD, TXP, UP2H, UP2US, UP4B, UP4UB, U642F, I642F, ARR, I642D, CAL, RET, SSG, CMP,
                 TXB, FBFETCH, DP2, TXL, BRK, IF, UIF, ELSE, ENDIF, DDX_FINE, DDY_FINE, PUSHA, POPA, CEIL, I2F, NOT,
                 TRUNC, SHL, AND, OR, MOD, XOR, SAD, TXF, TXQ, CONT, EMIT, ENDPRIM, BGNLOOP, BGNSUB, ENDLOOP, ENDSUB,
                 ATOMFADD, TXQS, RESQ, NOP, FSEQ, FSGE, FSLT, FSNE, MEMBAR, CALLNZ, IFC, BREAKC, KILL_IF, END, F2I, IDIV,
                 IMAX, IMIN, INEG, ISGE, ISHR, ISLT, F2U, U2F, UADD, UDIV, UMAD, UMAX, UMIN, UMOD, UMUL, USEQ, USGE,
                 USHR, USLT, USNE, SWITCH, CASE, DEFAULT, ENDSWITCH, SAMPLE, SAMPLE_I, SAMPLE_I_MS, SAMPLE_B, SAMPLE_C,
                 SAMPLE_C_LZ, SAMPLE_D, SAMPLE_L, GATHER4, SVIEWINFO, SAMPLE_POS, SAMPLE_INFO, UARL, UCMP, IABS, ISSG,
                 LOAD, STORE, IMG2HND, SAMP2HND, BARRIER, ATOMUADD, ATOMXCHG, ATOMCAS, ATOMAND, ATOMOR, ATOMXOR,
                 ATOMUMIN, ATOMUMAX, ATOMIMIN, ATOMIMAX, TEX2, TXB2, TXL2, IMUL_HI, UMUL_HI, TG4, LODQ, IBFE, UBFE, BFI,
                 BREV, POPC, LSB, IMSB, UMSB, INTERP_CENTROID, INTERP_SAMPLE, INTERP_OFFSET, F2D, D2F, DABS, DNEG, DADD,
                 DMUL, DMAX, DMIN, DSLT, DSGE, DSEQ, DSNE, DMAD, DFRAC, DLDEXP, DFRACEXP, D2I, I2D, D2U, U2D, DTRUNC,
                 DCEIL, DFLR, DROUND, DSSG, U64SEQ, U64SNE, I64SLT, U64SLT, I64SGE, U64SGE, I64MIN, U64MIN, I64MAX,
                 U64MAX, I64ABS, I64SSG, I64NEG, U64ADD, U64MUL, U64SHL, I64SHR, U64SHR, I64DIV, U64DIV, I64MOD, U64MOD,
                 LOD, ATOMINC_WRAP, ATOMDEC_WRAP, SUB, CND, DP2A, CLAMP, XPD, ABS, DPH, SFL, STR, X2D, ARA, BRA -> EXACT;
        };
    }
}
