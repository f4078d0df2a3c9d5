package dev.tungsten.tgsi;

import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import static dev.tungsten.tgsi.TgsiOpcode.Category.*;
import static dev.tungsten.tgsi.TgsiOpcode.Flag.*;
import static dev.tungsten.tgsi.TgsiOpcode.OperandType.*;
import static dev.tungsten.tgsi.TgsiOpcode.OutputMode.*;

/// The TGSI opcode table: the single source of truth for every consumer (assembler, dumper,
/// sanity checker, scanner, interpreter, JIT, GLSL and SPIR-V translators).
///
/// One constant per opcode, carrying:
/// - `code`: the number in the instruction token. Codes 0..251 are Mesa 24.1's
///   (`tgsi_info_opcodes.h`, `TGSI_OPCODE_LAST` = 252, 243 opcodes and 9 gaps).
/// - the destination and source counts, exactly as Mesa's table gives them;
/// - the [OutputMode] (Mesa's `tgsi_output_mode`);
/// - the [OperandType] of the destination and of each source, following Mesa's
///   `tgsi_opcode_infer_dst_type` / `tgsi_opcode_infer_src_type`;
/// - a [Category] and [Flag]s.
///
/// ## Legacy opcodes of the 2010 specification
/// Opcodes that the 2010 TGSI documentation describes but Mesa has since removed are rows
/// flagged [Flag#LEGACY]. Eight of them take their historical number, which is a gap in Mesa
/// 24.1 (SCS 67, PUSHA 81, POPA 82, SAD 93, CALLNZ 113, IFC 114, BREAKC 115, DFRACEXP 212), so
/// token streams of the Mesa releases that still had them decode correctly. The other sixteen
/// had numbers that Mesa has since reused, so they take codes 256 and up; in a token the ninth
/// opcode bit goes to bit 31 of the instruction token, which Mesa leaves as padding (always 0
/// in Mesa's output, so Mesa's streams read the same). See [TokenFormat].
///
/// The renamed opcodes are not separate rows: `KIL` is `KILL_IF`, `KILP` is `KILL`, `SHR` is
/// `ISHR`, `FRAC` is `FRC`; [#forName] resolves those aliases.
///
/// Consumers switch over this enum with exhaustive `switch` expressions (no `default`), so a
/// new row fails to compile everywhere it is not handled. Never use `ordinal()`: use [#code].
public enum TgsiOpcode {
    ARL(0, 1, 1, COMPONENTWISE, FLOAT_ALU, INT, types(FLOAT), flagSet(),
            undefined("(int) floor(x); NaN and values outside the int range give 0x80000000, as F2I")),
    MOV(1, 1, 1, COMPONENTWISE, FLOAT_ALU, UNTYPED, types(UNTYPED), flagSet()),
    LIT(2, 1, 1, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(REMOVED_AFTER_MESA_24),
            ulp(1, "Mesa's formula: (1, max(x, 0), x > 0 ? powf(max(y, 0), clamp(w, -128, 128)) : 0, 1), with fminf/fmaxf clamps; POW within 1 ulp of Mesa's glibc 2.36 result (bit-exact on every libm case of the oracle)"),
            gl(Tolerance.Rule.POW, "z is pow(max(y, 0), clamp(w, -128, 128)), which GLSL inherits from exp2 and log2")),
    RCP(3, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(),
            glUlps(2.5, "GLSL 4.50 table 4.7.1: 1.0 / x within 2.5 ulp")),
    RSQ(4, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(),
            undefined("1 / sqrt(x) with no absolute value (tgsi.rst: undefined for x <= 0; the 2010 spec took |x|): -0 gives -Inf, negative values NaN, as in Mesa"),
            glUlps(7, "translated as 1.0 / sqrt(x): sqrt inherits 1.0 / inversesqrt (2 + 2.5 ulp), then a 2.5 ulp division")),
    EXP(5, 1, 1, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(REMOVED_AFTER_MESA_24),
            ulp(1, "(2^floor(x), x - floor(x), 2^x, 1); EX2 within 1 ulp of Mesa's glibc 2.36 result (bit-exact on every libm case of the oracle)"),
            gl(Tolerance.Rule.EXP2, "2^floor(x) and 2^x through GLSL exp2 (3 + 2|x| ulp)")),
    LOG(6, 1, 1, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(REMOVED_AFTER_MESA_24),
            ulp(1, "Mesa's order: (floor(lg2|x|), |x| / 2^floor(lg2|x|), lg2|x|, 1); LG2 within 1 ulp of Mesa's glibc 2.36 result (bit-exact on every libm case of the oracle)"),
            gl(Tolerance.Rule.LOG2, "log2 of |x| (3 ulp, or 2^-21 absolute near 1); floor(log2) may land on the other side of an integer, moving x by 1 and y by a factor of 2")),
    MUL(7, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    ADD(8, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    DP3(9, 1, 2, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(),
            impl("a multiply, then multiply-adds with two roundings each, in channel order, as Mesa")),
    DP4(10, 1, 2, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(),
            impl("a multiply, then multiply-adds with two roundings each, in channel order, as Mesa")),
    DST(11, 1, 2, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(REMOVED_AFTER_MESA_24)),
    MIN(12, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    MAX(13, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    SLT(14, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    SGE(15, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    MAD(16, 1, 3, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(),
            impl("two roundings (a * b rounded, then + c), as Mesa; tgsi.rst lets either happen")),
    TEX_LZ(17, 1, 2, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE, REMOVED_AFTER_MESA_24)),
    LRP(18, 1, 3, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(),
            impl("Mesa's rounding order a * (b - c) + c (tgsi.rst writes a * b + (1 - a) * c, equal in exact arithmetic)")),
    FMA(19, 1, 3, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(),
            deviation("one rounding (tgsi.rst); Mesa's tgsi_exec does not implement FMA and leaves the destination unchanged"),
            gl(Tolerance.Rule.FUSED_OR_SEPARATE, "GLSL 4.50 section 8.3: fma() need not round once; llvmpipe rounds a * b first")),
    SQRT(20, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(),
            undefined("correctly rounded; negative values give NaN (tgsi.rst: undefined)"),
            glUlps(4.5, "GLSL 4.50: sqrt inherits 1.0 / inversesqrt(x) (2 ulp, then 2.5 ulp)")),
    LDEXP(21, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, INT), flagSet(),
            impl("x * 2^e with one rounding (Java Math.scalb, C ldexpf); the exponent source is an integer, so -x on it is integer negation")),
    F2U64(22, 1, 1, COMPONENTWISE, INT64_ALU, UINT64, types(FLOAT), flagSet(),
            undefined("saturates: NaN and values at or below -1 give 0, values at or above 2^64 give all ones")),
    F2I64(23, 1, 1, COMPONENTWISE, INT64_ALU, INT64, types(FLOAT), flagSet(),
            undefined("NaN and values outside the int64 range give 0x8000000000000000, as F2I")),
    FRC(24, 1, 1, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    TXF_LZ(25, 1, 2, OTHER, TEXTURE, FLOAT, types(UINT, UINT), flagSet(IS_TEX, NEEDS_RESOURCE, REMOVED_AFTER_MESA_24)),
    FLR(26, 1, 1, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    ROUND(27, 1, 1, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    EX2(28, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(),
            ulp(1, "powf(2, x), computed in double with StrictMath and rounded once; within 1 ulp of Mesa's glibc 2.36 result (bit-exact on every libm case of the oracle); no clamping of x (EX2(128) = +Inf, as Mesa's release build)"),
            approximation(2, "a vector at a time by the platform's vector math library (Intel SVML on x86) as pow(2, x): at most 2 ulp (measured: 1, on 0.18% of the floats with |x| <= 256, every one checked by FastMathTest, -Pfuzz-long); 0, +Inf and NaN as here beyond"),
            gl(Tolerance.Rule.EXP2, "GLSL 4.50: exp2 within 3 + 2|x| ulp")),
    LG2(29, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(),
            ulp(1, "Mesa's formula logf(x) * 1.442695f (two roundings), logf computed in double with StrictMath; within 1 ulp of Mesa's glibc 2.36 result (bit-exact on every libm case of the oracle)"),
            approximation(2, "a vector at a time by the platform's vector math library as log(x) * 1.442695f: at most 2 ulp on every float from +0 to +Inf (6,940 of them 2 ulp away, 24,374 1 ulp; FastMathTest, -Pfuzz-long); NaN for negative x, as here"),
            gl(Tolerance.Rule.LOG2, "GLSL 4.50: log2 within 3 ulp, absolute 2^-21 for x in [0.5, 2]; the interpreter rounds logf(x) * 1.442695f")),
    POW(30, 1, 2, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(),
            ulp(1, "C powf semantics (pow(1, y) = 1 and pow(-1, +-Inf) = 1, unlike Java), computed in double with StrictMath; within 1 ulp of Mesa's glibc 2.36 result (bit-exact on every libm case of the oracle)"),
            approximation(2, "a vector at a time by the platform's vector math library, C powf's special cases kept: at most 2 ulp (measured: 1) on 2^18 argument pairs (x in [0, 100), |y| < 20) and on every pair of special values (FastMathTest); with two arguments, not every pair is checked"),
            gl(Tolerance.Rule.POW, "GLSL 4.50: pow inherits exp2(y * log2(x))")),
    DEMOTE(31, 0, 0, NONE, DISCARD, VOID, types(), flagSet(),
            impl("the executing lanes become helpers: they keep running, READ_HELPER reports them, and their stores, atomics and outputs are dropped")),
    U2I64(32, 1, 1, COMPONENTWISE, INT64_ALU, INT64, types(UINT), flagSet()),
    CLOCK(33, 1, 0, OTHER, SUBGROUP, FLOAT, types(), flagSet(),
            impl("the run's executed-instruction count as a 64-bit value in (x, y): monotonic and reproducible, unlike a wall clock"),
            gl(Tolerance.Rule.IMPLEMENTATION_DEFINED, "a hardware clock, not the interpreter's instruction count")),
    I2I64(34, 1, 1, COMPONENTWISE, INT64_ALU, INT64, types(INT), flagSet()),
    READ_HELPER(35, 1, 0, COMPONENTWISE, SUBGROUP, FLOAT, types(), flagSet(),
            impl("~0 in helper lanes (quad fillers and demoted lanes), else 0")),
    COS(36, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(),
            ulp(1, "computed in double with StrictMath, rounded once; within 1 ulp of Mesa's glibc 2.36 result (bit-exact on every libm case of the oracle)"),
            approximation(2, "an inline float polynomial after a three-part reduction by pi: at most 2 ulp on every float with |x| <= 2^17 (0.34% of them 2 ulp away; FastMathTest, -Pfuzz-long), and this exact result beyond"),
            gl(Tolerance.Rule.TRIG, "GLSL 4.50: absolute 2^-11 in [-pi, pi], no bound outside")),
    DDX(37, 1, 1, COMPONENTWISE, DERIVATIVE, FLOAT, types(FLOAT), flagSet(),
            impl("coarse: lane 3 - lane 2 of each quad (bottom row), for the whole quad, as Mesa; computed from the lanes' current values in every stage"),
            gl(Tolerance.Rule.COARSE_DERIVATIVE, "GLSL 4.50 section 8.13.1: dFdxCoarse may use either row of the quad")),
    DDY(38, 1, 1, COMPONENTWISE, DERIVATIVE, FLOAT, types(FLOAT), flagSet(),
            impl("coarse: lane 2 - lane 0 of each quad (left column), for the whole quad, as Mesa"),
            gl(Tolerance.Rule.COARSE_DERIVATIVE, "GLSL 4.50 section 8.13.1: dFdyCoarse may use either column of the quad")),
    KILL(39, 0, 0, NONE, DISCARD, VOID, types(), flagSet(),
            deviation("the executing lanes are recorded as killed and, as in Mesa, keep running (helpers for their quad's derivatives) with side effects suppressed; unlike Mesa, a loop is not repeated for killed lanes alone, so a loop that only ends by discarding cannot hang (tgsi.rst: KILL may or may not terminate the invocation)")),
    PK2H(40, 1, 1, REPLICATE, PACK, FLOAT, types(FLOAT), flagSet(),
            impl("round to nearest even (Java Float.floatToFloat16)"),
            glUlps(1, "packHalf2x16 may round either way at half-way values (GLSL leaves the rounding open): one half ulp")),
    PK2US(41, 1, 1, REPLICATE, PACK, FLOAT, types(FLOAT), flagSet(REMOVED_AFTER_MESA_24),
            impl("tgsi.rst formula with GL unorm16 conversion: clamp to [0, 1], scale by 65535, round half to even; NaN gives 0 (Mesa's tgsi_exec does not implement it)")),
    PK4B(42, 1, 1, REPLICATE, PACK, FLOAT, types(FLOAT), flagSet(REMOVED_AFTER_MESA_24),
            impl("tgsi.rst formula with GL snorm8 conversion: clamp to [-1, 1], scale by 127, round half to even; NaN gives 0 (not implemented by Mesa's tgsi_exec)")),
    PK4UB(43, 1, 1, REPLICATE, PACK, FLOAT, types(FLOAT), flagSet(REMOVED_AFTER_MESA_24),
            impl("tgsi.rst formula with GL unorm8 conversion: clamp to [0, 1], scale by 255, round half to even; NaN gives 0 (not implemented by Mesa's tgsi_exec)")),
    D2U64(44, 1, 1, COMPONENTWISE, INT64_ALU, UINT64, types(DOUBLE), flagSet(),
            undefined("saturates: NaN and values at or below -1 give 0, values at or above 2^64 give all ones")),
    SEQ(45, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    D2I64(46, 1, 1, COMPONENTWISE, INT64_ALU, INT64, types(DOUBLE), flagSet(),
            undefined("NaN and values outside the int64 range give 0x8000000000000000, as F2I")),
    SGT(47, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    SIN(48, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(),
            ulp(1, "computed in double with StrictMath, rounded once; within 1 ulp of Mesa's glibc 2.36 result (bit-exact on every libm case of the oracle)"),
            approximation(2, "an inline float polynomial after a three-part reduction by pi: at most 2 ulp on every float with |x| <= 2^17 (0.03% of them 2 ulp away; FastMathTest, -Pfuzz-long), and this exact result beyond"),
            gl(Tolerance.Rule.TRIG, "GLSL 4.50: absolute 2^-11 in [-pi, pi], no bound outside")),
    SLE(49, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    SNE(50, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    U642D(51, 1, 1, COMPONENTWISE, INT64_ALU, DOUBLE, types(UINT64), flagSet()),
    TEX(52, 1, 2, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES)),
    TXD(53, 1, 4, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE)),
    TXP(54, 1, 2, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES)),
    UP2H(55, 1, 1, CHAN_DEPENDENT, PACK, FLOAT, types(UINT), flagSet(),
            impl("x and z from the low half of src.x, y and w from the high half")),
    UP2US(56, 1, 1, CHAN_DEPENDENT, PACK, FLOAT, types(FLOAT), flagSet(),
            impl("inverse of PK2US (tgsi.rst: TBD): x and z from the low 16 bits of src.x, y and w from the high ones, each / 65535")),
    UP4B(57, 1, 1, CHAN_DEPENDENT, PACK, FLOAT, types(FLOAT), flagSet(),
            impl("inverse of PK4B (tgsi.rst: TBD): channel c from byte c of src.x, / 127, at least -1")),
    UP4UB(58, 1, 1, CHAN_DEPENDENT, PACK, FLOAT, types(FLOAT), flagSet(),
            impl("inverse of PK4UB (tgsi.rst: TBD): channel c from byte c of src.x, / 255")),
    U642F(59, 1, 1, COMPONENTWISE, INT64_ALU, FLOAT, types(UINT64), flagSet()),
    I642F(60, 1, 1, COMPONENTWISE, INT64_ALU, FLOAT, types(INT64), flagSet()),
    ARR(61, 1, 1, COMPONENTWISE, FLOAT_ALU, INT, types(FLOAT), flagSet(),
            undefined("(int) floor(x + 0.5) as in Mesa (ARR(-2.5) = -2); NaN and values outside the int range give 0x80000000, as F2I")),
    I642D(62, 1, 1, COMPONENTWISE, INT64_ALU, DOUBLE, types(INT64), flagSet()),
    CAL(63, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(IS_BRANCH),
            impl("the callee runs with only the calling lanes; the label must name a BGNSUB; recursion is rejected when the program is compiled")),
    RET(64, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(),
            impl("the executing lanes leave the function; when none is left it returns (in the main program the run ends)")),
    SSG(65, 1, 1, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    CMP(66, 1, 3, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(),
            impl("selects the bits of src1 when src0 < 0, else src2 (NaN and -0 select src2; NaN payloads are kept)")),
    SCS(67, 1, 1, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(LEGACY),
            ulp(1, "2010 spec: (cos x, sin x, 0, 1) (the spec's second dst.y is w); sin and cos as SIN and COS"),
            gl(Tolerance.Rule.TRIG, "cos and sin as COS and SIN")),
    TXB(68, 1, 2, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES)),
    FBFETCH(69, 1, 1, OTHER, TEXTURE, FLOAT, types(FLOAT), flagSet(NEEDS_RESOURCE)),
    DIV(70, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(),
            glUlps(2.5, "GLSL 4.50: a / b within 2.5 ulp")),
    DP2(71, 1, 2, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(),
            impl("a multiply, then multiply-adds with two roundings each, in channel order, as Mesa")),
    TXL(72, 1, 2, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE)),
    BRK(73, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(),
            deviation("inside a SWITCH, leaves the switch only for the lanes that execute it (tgsi.rst: execution of a statement ends when BRK is hit); Mesa's tgsi_exec clears the switch mask of every lane", "cf-16")),
    IF(74, 0, 1, NONE, CONTROL_FLOW, VOID, types(FLOAT), flagSet(IS_BRANCH, POST_INDENT)),
    UIF(75, 0, 1, NONE, CONTROL_FLOW, VOID, types(UINT), flagSet(IS_BRANCH, POST_INDENT)),
    READ_INVOC(76, 1, 2, COMPONENTWISE, SUBGROUP, FLOAT, types(FLOAT, FLOAT), flagSet(),
            impl("the subgroup is the block: every channel from lane src1.x (of the lowest executing lane); a lane outside the block, or not executing in this run (neither live nor a helper of a live quad), reads 0"),
            gl(Tolerance.Rule.IMPLEMENTATION_DEFINED, "the subgroup is the GL implementation's, not the interpreter's block")),
    ELSE(77, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(IS_BRANCH, PRE_DEDENT, POST_INDENT)),
    ENDIF(78, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(PRE_DEDENT)),
    DDX_FINE(79, 1, 1, COMPONENTWISE, DERIVATIVE, FLOAT, types(FLOAT), flagSet()),
    DDY_FINE(80, 1, 1, COMPONENTWISE, DERIVATIVE, FLOAT, types(FLOAT), flagSet()),
    PUSHA(81, 0, 1, NONE, CONTROL_FLOW, VOID, types(INT), flagSet(LEGACY),
            impl("2010 spec: pushes the source's four channels for every lane on a 64-entry stack; overflow stops the run with an error")),
    POPA(82, 1, 0, OTHER, CONTROL_FLOW, INT, types(), flagSet(LEGACY),
            impl("2010 spec: pops into the destination; an empty stack stops the run with an error")),
    CEIL(83, 1, 1, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    I2F(84, 1, 1, COMPONENTWISE, INTEGER_ALU, FLOAT, types(INT), flagSet()),
    NOT(85, 1, 1, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT), flagSet()),
    TRUNC(86, 1, 1, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    SHL(87, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    BALLOT(88, 1, 1, OTHER, SUBGROUP, FLOAT, types(FLOAT), flagSet(),
            impl("the subgroup is the block: the mask of executing lanes whose src.x is not 0 in x (and z), 0 in y (and w)"),
            gl(Tolerance.Rule.IMPLEMENTATION_DEFINED, "the subgroup is the GL implementation's, not the interpreter's block")),
    AND(89, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    OR(90, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    MOD(91, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet(),
            undefined("modulo 0 gives -1, as Mesa; INT_MIN mod -1 gives 0 (Mesa traps)")),
    XOR(92, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    SAD(93, 1, 3, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT, UINT), flagSet(LEGACY),
            impl("2010 spec on unsigned integers: |src0 - src1| + src2")),
    TXF(94, 1, 2, OTHER, TEXTURE, FLOAT, types(UINT, UINT), flagSet(IS_TEX, NEEDS_RESOURCE)),
    TXQ(95, 1, 2, OTHER, TEXTURE, UINT, types(UINT, UINT), flagSet(IS_TEX, NEEDS_RESOURCE),
            impl("the level comes from each lane's src0.x (Mesa uses lane 0 for the whole quad)")),
    CONT(96, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet()),
    EMIT(97, 0, 1, NONE, GEOMETRY, VOID, types(FLOAT), flagSet(NEEDS_RESOURCE),
            impl("calls the bound VertexEmitter for the executing lanes; the emitter enforces GS_MAX_OUTPUT_VERTICES")),
    ENDPRIM(98, 0, 1, NONE, GEOMETRY, VOID, types(FLOAT), flagSet(NEEDS_RESOURCE)),
    BGNLOOP(99, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(IS_BRANCH, POST_INDENT)),
    BGNSUB(100, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(POST_INDENT)),
    ENDLOOP(101, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(IS_BRANCH, PRE_DEDENT)),
    ENDSUB(102, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(PRE_DEDENT)),
    ATOMFADD(103, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(IS_STORE, NEEDS_RESOURCE)),
    TXQS(104, 1, 1, OTHER, TEXTURE, UINT, types(UINT), flagSet(IS_TEX, NEEDS_RESOURCE)),
    RESQ(105, 1, 1, OTHER, RESOURCE, FLOAT, types(FLOAT), flagSet(MEMORY_TOKEN, NEEDS_RESOURCE)),
    READ_FIRST(106, 1, 1, COMPONENTWISE, SUBGROUP, FLOAT, types(FLOAT), flagSet(),
            impl("the subgroup is the block: every channel from the lowest executing lane"),
            gl(Tolerance.Rule.IMPLEMENTATION_DEFINED, "the subgroup is the GL implementation's, not the interpreter's block")),
    NOP(107, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet()),
    FSEQ(108, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(FLOAT, FLOAT), flagSet()),
    FSGE(109, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(FLOAT, FLOAT), flagSet()),
    FSLT(110, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(FLOAT, FLOAT), flagSet()),
    FSNE(111, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(FLOAT, FLOAT), flagSet()),
    MEMBAR(112, 0, 1, OTHER, SYNCHRONIZATION, VOID, types(UINT), flagSet(NEEDS_RESOURCE),
            impl("a full memory fence")),
    CALLNZ(113, 0, 1, NONE, CONTROL_FLOW, VOID, types(FLOAT), flagSet(IS_BRANCH, LEGACY),
            impl("2010 spec: CAL for the lanes whose src.x (float) is not 0")),
    IFC(114, 0, 1, NONE, CONTROL_FLOW, VOID, types(FLOAT), flagSet(IS_BRANCH, POST_INDENT, LEGACY),
            impl("2010 spec: IF on src.x (float != 0)")),
    BREAKC(115, 0, 1, NONE, CONTROL_FLOW, VOID, types(UINT), flagSet(LEGACY),
            impl("2010 spec: BRK for the lanes whose src.x bits are not 0")),
    KILL_IF(116, 0, 1, NONE, DISCARD, VOID, types(FLOAT), flagSet(),
            deviation("kills the executing lanes where any channel is < 0 (a negative denormal counts, -0 and NaN do not); killed lanes behave as for KILL, loops included")),
    END(117, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet()),
    DFMA(118, 1, 3, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, DOUBLE, DOUBLE), flagSet(),
            gl(Tolerance.Rule.FUSED_OR_SEPARATE, "GLSL 4.50 section 8.3: fma() need not round once; llvmpipe rounds a * b first")),
    F2I(119, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(FLOAT), flagSet(),
            undefined("NaN and values outside [-2^31, 2^31) give 0x80000000 (x86's integer indefinite: what Mesa's tgsi_exec and llvmpipe give)")),
    IDIV(120, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet(),
            undefined("division by 0 gives 0 (tgsi.rst: TBD; Mesa does the same); INT_MIN / -1 gives INT_MIN (in Mesa the C division traps)")),
    IMAX(121, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet()),
    IMIN(122, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet()),
    INEG(123, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(INT), flagSet(),
            undefined("INT_MIN gives INT_MIN (two's complement; undefined in Mesa's C)")),
    ISGE(124, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet()),
    ISHR(125, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet()),
    ISLT(126, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet()),
    F2U(127, 1, 1, COMPONENTWISE, INTEGER_ALU, UINT, types(FLOAT), flagSet(),
            undefined("saturates: NaN and values at or below -1 give 0, values at or above 2^32 give 0xFFFFFFFF (Mesa gives whatever gcc's x86 sequence computes)")),
    U2F(128, 1, 1, COMPONENTWISE, INTEGER_ALU, FLOAT, types(UINT), flagSet()),
    UADD(129, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(UINT, UINT), flagSet()),
    UDIV(130, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    UMAD(131, 1, 3, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT, UINT), flagSet()),
    UMAX(132, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    UMIN(133, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    UMOD(134, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    UMUL(135, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    USEQ(136, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    USGE(137, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    USHR(138, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    USLT(139, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    USNE(140, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    SWITCH(141, 0, 1, NONE, CONTROL_FLOW, VOID, types(UINT), flagSet(),
            impl("CASE values are compared as bits with the selector; they are evaluated when SWITCH executes, to decide which lanes DEFAULT takes")),
    CASE(142, 0, 1, NONE, CONTROL_FLOW, VOID, types(UINT), flagSet()),
    DEFAULT(143, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(),
            deviation("taken by the lanes that match no CASE of the switch, wherever DEFAULT stands (tgsi.rst); Mesa's tgsi_exec also sends lanes that a later CASE matches", "cf-15")),
    ENDSWITCH(144, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet()),
    SAMPLE(145, 1, 3, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(SAMPLE_TEXTURE_TOKEN, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES)),
    SAMPLE_I(146, 1, 2, OTHER, TEXTURE, FLOAT, types(UINT, UINT), flagSet(SAMPLE_TEXTURE_TOKEN, NEEDS_RESOURCE)),
    SAMPLE_I_MS(147, 1, 3, OTHER, TEXTURE, FLOAT, types(UINT, UINT, UINT), flagSet(SAMPLE_TEXTURE_TOKEN, NEEDS_RESOURCE)),
    SAMPLE_B(148, 1, 4, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT, FLOAT), flagSet(SAMPLE_TEXTURE_TOKEN, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES)),
    SAMPLE_C(149, 1, 4, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT, FLOAT), flagSet(SAMPLE_TEXTURE_TOKEN, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES)),
    SAMPLE_C_LZ(150, 1, 4, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT, FLOAT), flagSet(SAMPLE_TEXTURE_TOKEN, NEEDS_RESOURCE)),
    SAMPLE_D(151, 1, 5, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT, FLOAT, FLOAT), flagSet(SAMPLE_TEXTURE_TOKEN, NEEDS_RESOURCE)),
    SAMPLE_L(152, 1, 4, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT, FLOAT), flagSet(SAMPLE_TEXTURE_TOKEN, NEEDS_RESOURCE)),
    GATHER4(153, 1, 3, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(SAMPLE_TEXTURE_TOKEN, NEEDS_RESOURCE)),
    SVIEWINFO(154, 1, 2, OTHER, TEXTURE, UINT, types(UINT, UINT), flagSet(NEEDS_RESOURCE)),
    SAMPLE_POS(155, 1, 2, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT), flagSet(NEEDS_RESOURCE),
            impl("the standard (Direct3D) pattern of the view's sample count; (0.5, 0.5) for one sample or a non-view source; z = w = 0 (no Mesa driver implements it)")),
    SAMPLE_INFO(156, 1, 2, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT), flagSet(NEEDS_RESOURCE),
            impl("(samples of the view, 0, 0, 0); 1 sample for a non-view source (no Mesa driver implements it)")),
    UARL(157, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(INT), flagSet()),
    UCMP(158, 1, 3, COMPONENTWISE, INTEGER_ALU, UNTYPED, types(UINT, FLOAT, FLOAT), flagSet(),
            impl("src0 is an integer (tgsi.rst; Mesa's interpreter agrees, its type inference says float), so -src0 is integer negation; src1 and src2 are selected as bits")),
    IABS(159, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(INT), flagSet(),
            undefined("INT_MIN gives INT_MIN (two's complement; undefined in Mesa's C)")),
    ISSG(160, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(INT), flagSet()),
    LOAD(161, 1, 2, OTHER, RESOURCE, FLOAT, types(FLOAT, UINT), flagSet(MEMORY_TOKEN, NEEDS_RESOURCE)),
    STORE(162, 1, 2, OTHER, RESOURCE, FLOAT, types(UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE)),
    IMG2HND(163, 1, 1, OTHER, RESOURCE, UINT, types(UINT), flagSet(MEMORY_TOKEN, NEEDS_RESOURCE),
            impl("the handle of IMAGE[n] is n (x and z), 0 (y and w)")),
    SAMP2HND(164, 1, 1, OTHER, RESOURCE, UINT, types(UINT), flagSet(IS_TEX, MEMORY_TOKEN, NEEDS_RESOURCE),
            impl("the handle of SAMP[n] is n (x and z), 0 (y and w)")),
    BARRIER(166, 0, 0, OTHER, SYNCHRONIZATION, VOID, types(), flagSet(MEMORY_TOKEN, NEEDS_RESOURCE),
            impl("asks the bound WorkgroupBarrier whether to continue or suspend the run; without one, continues (a workgroup of one block)")),
    ATOMUADD(167, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE)),
    ATOMXCHG(168, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE)),
    ATOMCAS(169, 1, 4, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE)),
    ATOMAND(170, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE)),
    ATOMOR(171, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE)),
    ATOMXOR(172, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE)),
    ATOMUMIN(173, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE)),
    ATOMUMAX(174, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE)),
    ATOMIMIN(175, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE)),
    ATOMIMAX(176, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE)),
    TEX2(177, 1, 3, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES)),
    TXB2(178, 1, 3, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES)),
    TXL2(179, 1, 3, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE)),
    IMUL_HI(180, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet()),
    UMUL_HI(181, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    TG4(182, 1, 3, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE)),
    LODQ(183, 1, 2, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES)),
    IBFE(184, 1, 3, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT, INT), flagSet(),
            undefined("Mesa's formula: offset & 31; width 32 at offset 0 copies; otherwise width & 31, width 0 gives 0, and a field running past bit 31 gives value >> offset (arithmetic)")),
    UBFE(185, 1, 3, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT, UINT), flagSet(),
            undefined("Mesa's formula: offset & 31; width 32 at offset 0 copies; otherwise width & 31, width 0 gives 0, and a field running past bit 31 gives value >>> offset")),
    BFI(186, 1, 4, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT, UINT, UINT), flagSet(),
            undefined("Mesa's formula: width 32 returns the insert; otherwise mask = ((1 << width) - 1) << (offset & 31) with shift counts modulo 32 (as x86 and Java shift)")),
    BREV(187, 1, 1, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT), flagSet()),
    POPC(188, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(INT), flagSet()),
    LSB(189, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(INT), flagSet()),
    IMSB(190, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(INT), flagSet()),
    UMSB(191, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(UINT), flagSet()),
    INTERP_CENTROID(192, 1, 1, OTHER, INTERPOLATION, FLOAT, types(FLOAT), flagSet(NEEDS_RESOURCE),
            impl("through the bound Interpolator; without one, the input as interpolated at the pixel centre (single-sampled rendering)")),
    INTERP_SAMPLE(193, 1, 2, OTHER, INTERPOLATION, FLOAT, types(FLOAT, FLOAT), flagSet(NEEDS_RESOURCE),
            impl("through the bound Interpolator; without one, the input as interpolated at the pixel centre")),
    INTERP_OFFSET(194, 1, 2, OTHER, INTERPOLATION, FLOAT, types(FLOAT, FLOAT), flagSet(NEEDS_RESOURCE),
            impl("through the bound Interpolator; without one, the input plus offset times the quad's fine derivatives (exact for linearly varying inputs)")),
    F2D(195, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(FLOAT), flagSet()),
    D2F(196, 1, 1, COMPONENTWISE, DOUBLE_ALU, FLOAT, types(DOUBLE), flagSet()),
    DABS(197, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet(),
            deviation("clears the sign bit (tgsi.rst |x|); Mesa's x >= 0 ? x : -x keeps -0 and flips the sign of NaN")),
    DNEG(198, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    DADD(199, 1, 2, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, DOUBLE), flagSet()),
    DMUL(200, 1, 2, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, DOUBLE), flagSet()),
    DMAX(201, 1, 2, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, DOUBLE), flagSet()),
    DMIN(202, 1, 2, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, DOUBLE), flagSet()),
    DSLT(203, 1, 2, COMPONENTWISE, DOUBLE_ALU, INT, types(DOUBLE, DOUBLE), flagSet()),
    DSGE(204, 1, 2, COMPONENTWISE, DOUBLE_ALU, INT, types(DOUBLE, DOUBLE), flagSet()),
    DSEQ(205, 1, 2, COMPONENTWISE, DOUBLE_ALU, INT, types(DOUBLE, DOUBLE), flagSet()),
    DSNE(206, 1, 2, COMPONENTWISE, DOUBLE_ALU, INT, types(DOUBLE, DOUBLE), flagSet()),
    DRCP(207, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet(),
            glUlps(2.5, "as DDIV")),
    DSQRT(208, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet(),
            glUlps(4.5, "as SQRT")),
    DMAD(209, 1, 3, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, DOUBLE, DOUBLE), flagSet()),
    DFRAC(210, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    DLDEXP(211, 1, 2, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, INT), flagSet(),
            impl("the exponent for the xy pair is src1.x and for zw src1.z (tgsi.rst and Mesa agree)")),
    DFRACEXP(212, 2, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet(LEGACY),
            impl("2010 spec frexp: dst0 pairs get the significand of src.xy (magnitude in [0.5, 1)), every enabled channel of dst1 its exponent, as Mesa before removal")),
    D2I(213, 1, 1, COMPONENTWISE, DOUBLE_ALU, FLOAT, types(DOUBLE), flagSet(),
            undefined("NaN and values outside the int range give 0x80000000, as F2I")),
    I2D(214, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(INT), flagSet()),
    D2U(215, 1, 1, COMPONENTWISE, DOUBLE_ALU, FLOAT, types(DOUBLE), flagSet(),
            undefined("saturates as F2U")),
    U2D(216, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(UINT), flagSet()),
    DRSQ(217, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet(),
            glUlps(7, "as RSQ")),
    DTRUNC(218, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    DCEIL(219, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    DFLR(220, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    DROUND(221, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    DSSG(222, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    VOTE_ANY(223, 1, 1, COMPONENTWISE, SUBGROUP, FLOAT, types(FLOAT), flagSet(),
            impl("the subgroup is the block: ~0 in every lane when src.x is not 0 in any executing lane"),
            gl(Tolerance.Rule.IMPLEMENTATION_DEFINED, "the subgroup is the GL implementation's, not the interpreter's block")),
    VOTE_ALL(224, 1, 1, COMPONENTWISE, SUBGROUP, FLOAT, types(FLOAT), flagSet(),
            impl("the subgroup is the block: ~0 in every lane when src.x is not 0 in every executing lane"),
            gl(Tolerance.Rule.IMPLEMENTATION_DEFINED, "the subgroup is the GL implementation's, not the interpreter's block")),
    VOTE_EQ(225, 1, 1, COMPONENTWISE, SUBGROUP, FLOAT, types(FLOAT), flagSet(),
            impl("the subgroup is the block: ~0 in every lane when src.x has the same bits in every executing lane"),
            gl(Tolerance.Rule.IMPLEMENTATION_DEFINED, "the subgroup is the GL implementation's, not the interpreter's block")),
    U64SEQ(226, 1, 2, COMPONENTWISE, INT64_ALU, INT, types(UINT64, UINT64), flagSet()),
    U64SNE(227, 1, 2, COMPONENTWISE, INT64_ALU, INT, types(UINT64, UINT64), flagSet()),
    I64SLT(228, 1, 2, COMPONENTWISE, INT64_ALU, INT, types(INT64, INT64), flagSet()),
    U64SLT(229, 1, 2, COMPONENTWISE, INT64_ALU, INT, types(UINT64, UINT64), flagSet()),
    I64SGE(230, 1, 2, COMPONENTWISE, INT64_ALU, INT, types(INT64, INT64), flagSet()),
    U64SGE(231, 1, 2, COMPONENTWISE, INT64_ALU, INT, types(UINT64, UINT64), flagSet()),
    I64MIN(232, 1, 2, COMPONENTWISE, INT64_ALU, INT64, types(INT64, INT64), flagSet()),
    U64MIN(233, 1, 2, COMPONENTWISE, INT64_ALU, UINT64, types(UINT64, UINT64), flagSet()),
    I64MAX(234, 1, 2, COMPONENTWISE, INT64_ALU, INT64, types(INT64, INT64), flagSet()),
    U64MAX(235, 1, 2, COMPONENTWISE, INT64_ALU, UINT64, types(UINT64, UINT64), flagSet()),
    I64ABS(236, 1, 1, COMPONENTWISE, INT64_ALU, INT64, types(INT64), flagSet()),
    I64SSG(237, 1, 1, COMPONENTWISE, INT64_ALU, INT64, types(INT64), flagSet()),
    I64NEG(238, 1, 1, COMPONENTWISE, INT64_ALU, INT64, types(INT64), flagSet()),
    U64ADD(239, 1, 2, COMPONENTWISE, INT64_ALU, UINT64, types(UINT64, UINT64), flagSet()),
    U64MUL(240, 1, 2, COMPONENTWISE, INT64_ALU, UINT64, types(UINT64, UINT64), flagSet()),
    U64SHL(241, 1, 2, COMPONENTWISE, INT64_ALU, UINT64, types(UINT64, UINT64), flagSet(),
            deviation("the count for the xy pair is src1.x and for zw src1.y (tgsi.rst, and how nir_to_tgsi swizzles 32-bit operands); Mesa's tgsi_exec reads src1.z for zw")),
    I64SHR(242, 1, 2, COMPONENTWISE, INT64_ALU, INT64, types(INT64, INT64), flagSet(),
            deviation("the count for the xy pair is src1.x and for zw src1.y (tgsi.rst); Mesa's tgsi_exec reads src1.z for zw")),
    U64SHR(243, 1, 2, COMPONENTWISE, INT64_ALU, UINT64, types(UINT64, UINT64), flagSet(),
            deviation("the count for the xy pair is src1.x and for zw src1.y (tgsi.rst); Mesa's tgsi_exec reads src1.z for zw")),
    I64DIV(244, 1, 2, COMPONENTWISE, INT64_ALU, INT64, types(INT64, INT64), flagSet(),
            undefined("division by 0 gives 0 and MIN / -1 gives MIN, as IDIV")),
    U64DIV(245, 1, 2, COMPONENTWISE, INT64_ALU, UINT64, types(UINT64, UINT64), flagSet()),
    I64MOD(246, 1, 2, COMPONENTWISE, INT64_ALU, INT64, types(INT64, INT64), flagSet(),
            undefined("modulo 0 gives -1, as MOD")),
    U64MOD(247, 1, 2, COMPONENTWISE, INT64_ALU, UINT64, types(UINT64, UINT64), flagSet()),
    DDIV(248, 1, 2, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, DOUBLE), flagSet(),
            glUlps(2.5, "ARB_gpu_shader_fp64 asks only single-precision accuracy of division; llvmpipe divides exactly")),
    LOD(249, 1, 3, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(NEEDS_RESOURCE, IMPLICIT_DERIVATIVES)),
    ATOMINC_WRAP(250, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, NEEDS_RESOURCE),
            impl("memory becomes old + 1 <= src ? old + 1 : 0 (unsigned, tgsi.rst); returns the old value like every atomic (tgsi.rst names old + 1 dst_x; GL, Vulkan and NIR return the old value)")),
    ATOMDEC_WRAP(251, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, NEEDS_RESOURCE),
            impl("memory becomes old > 0 && old < src ? old - 1 : 0 (unsigned, tgsi.rst); returns the old value")),
    SUB(256, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(LEGACY),
            impl("2010 spec: src0 - src1")),
    CND(257, 1, 3, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(LEGACY),
            impl("2010 spec: src2 > 0.5 ? src0 : src1, selecting bits")),
    DP2A(258, 1, 3, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(LEGACY),
            impl("2010 spec: src0.x * src1.x + src0.y * src1.y + src2.x, replicated, two roundings per step")),
    CLAMP(259, 1, 3, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(LEGACY),
            impl("2010 spec: x < lo ? lo : x > hi ? hi : x, selecting bits")),
    XPD(260, 1, 2, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(LEGACY),
            impl("2010 spec: the cross product of the xyz parts, w = 1, in Mesa 2010's rounding order")),
    ABS(261, 1, 1, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(LEGACY),
            impl("2010 spec: |x|, clearing the sign bit")),
    RCC(262, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(LEGACY),
            impl("2010 spec: 1/x clamped to [5.42101e-20, 1.884467e19] when 1/x > 0, else to [-1.884467e19, -5.42101e-20] (so 1/+Inf = +0 gives -5.42101e-20); NaN stays NaN"),
            glUlps(2.5, "a 1.0 / x division (2.5 ulp) before the clamp")),
    DPH(263, 1, 2, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(LEGACY),
            impl("2010 spec: DP3 + src1.w, replicated")),
    RFL(264, 1, 2, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(LEGACY),
            impl("2010 spec: 2 dot3(a, b) / dot3(a, a) * a - b, w = 1"),
            glUlps(4, "one division of dot products (2.5 ulp), then exact multiplies and a subtraction")),
    SFL(265, 1, 2, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(LEGACY),
            impl("2010 spec: 0 in every channel")),
    STR(266, 1, 2, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(LEGACY),
            impl("2010 spec: 1 in every channel")),
    X2D(267, 1, 3, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(LEGACY),
            impl("2010 spec: x, z = src0.x + src1.x * src2.x + src1.y * src2.y; y, w = src0.y + src1.x * src2.z + src1.y * src2.w")),
    ARA(268, 1, 1, CHAN_DEPENDENT, INTEGER_ALU, INT, types(INT), flagSet(LEGACY),
            impl("NV_vertex_program2 (the 2010 spec says TBD): integer (x + z, y + w, x + z, y + w)")),
    BRA(269, 0, 1, NONE, CONTROL_FLOW, VOID, types(FLOAT), flagSet(IS_BRANCH, LEGACY),
            impl("2010 spec pc = target, taken when src.x is not 0 (float) in every executing lane; the label must lie in the same block; a branch that lanes disagree on stops the run with an error (masks cannot express it)")),
    NRM(270, 1, 1, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(LEGACY),
            impl("src * rsq(dot3(src, src)) with w = 1, as Mesa's 2010 interpreter; the 2010 text divides by the squared length, omitting the square root"),
            glUlps(10, "1.0 / sqrt(dot) (7 ulp as RSQ) times each channel (0.5 ulp), the dot product exact")),
    NRM4(271, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(LEGACY),
            impl("src * rsq(dot4(src, src)) per channel, as Mesa's 2010 interpreter; the 2010 text writes a replicated src.x / dot4"),
            glUlps(10, "1.0 / sqrt(dot) (7 ulp as RSQ) times each channel (0.5 ulp), the dot product exact"));

    /// How an opcode computes the channels of its destination (Mesa's `tgsi_output_mode`).
    public enum OutputMode {
        /// No destination.
        NONE,
        /// Channel *c* of the result reads channel *c* of each source (ADD).
        COMPONENTWISE,
        /// One scalar result, written to every enabled channel (RCP, DP4).
        REPLICATE,
        /// Each channel has its own formula (LIT, XPD, SCS).
        CHAN_DEPENDENT,
        /// Anything else: texture, memory and resource opcodes.
        OTHER
    }

    /// How an operand's 32-bit channels are interpreted (Mesa's `tgsi_opcode_type`).
    /// For the 64-bit types a value occupies a channel pair (xy or zw), low word first.
    public enum OperandType {
        /// Bits are copied unchanged (MOV, UCMP).
        UNTYPED,
        /// No operand.
        VOID,
        UINT,
        INT,
        FLOAT,
        DOUBLE,
        UINT64,
        INT64;

        /// Whether a value of this type spans two channels.
        public boolean is64Bit() {
            return this == DOUBLE || this == UINT64 || this == INT64;
        }

        /// Whether a negate modifier on a source of this type is an integer negation.
        public boolean isInteger() {
            return this == UINT || this == INT || this == UINT64 || this == INT64;
        }
    }

    /// The family an opcode belongs to, for documentation, tests and coverage reports.
    public enum Category {
        FLOAT_ALU, PACK, DERIVATIVE, INTERPOLATION, INTEGER_ALU, DOUBLE_ALU, INT64_ALU, TEXTURE,
        RESOURCE, ATOMIC, SUBGROUP, CONTROL_FLOW, DISCARD, GEOMETRY, SYNCHRONIZATION
    }

    /// Boolean properties of an opcode.
    public enum Flag {
        /// Mesa `is_tex`: the text form takes a texture-target operand after the sources and the
        /// instruction carries a texture token.
        IS_TEX,
        /// Mesa `is_store`: writes memory through its destination (STORE, atomics).
        IS_STORE,
        /// Mesa `is_branch`: accepts a `:label` in text and may carry a label token.
        IS_BRANCH,
        /// Mesa `pre_dedent`: the dumper dedents before printing it (ELSE, ENDIF, ENDLOOP, ENDSUB).
        PRE_DEDENT,
        /// Mesa `post_indent`: the dumper indents after printing it (IF, UIF, ELSE, BGNLOOP, BGNSUB).
        POST_INDENT,
        /// SAMPLE through GATHER4: no target operand in text, but Mesa's assembler sets the texture
        /// token (target UNKNOWN) so that offsets can follow.
        SAMPLE_TEXTURE_TOKEN,
        /// Mesa's assembler gives the instruction a memory token (LOAD through ATOMIMAX, which by
        /// Mesa's numeric range also includes IMG2HND, SAMP2HND and BARRIER, and RESQ). ATOMFADD,
        /// ATOMINC_WRAP and ATOMDEC_WRAP lie outside that range and get none.
        MEMORY_TOKEN,
        /// Needs a driver resource or service (sampler, image, buffer, vertex emitter, barrier,
        /// interpolator): the interpreter calls an interface for it.
        NEEDS_RESOURCE,
        /// Computes an implicit level of detail from screen-space derivatives.
        IMPLICIT_DERIVATIVES,
        /// From the 2010 specification; not in Mesa 24.1.
        LEGACY,
        /// In Mesa 24.1 but removed from Mesa's table after March 2024.
        REMOVED_AFTER_MESA_24
    }

    /// A fact about how an opcode executes that every consumer of the table must know. The
    /// reference interpreter (`dev.tungsten.tgsi.exec`) implements exactly what the notes say, the
    /// software JIT must match it bit for bit (within [#ulp] where a note of kind
    /// [Kind#APPROXIMATION] allows), and the GLSL and SPIR-V translators cite these notes where
    /// their target differs.
    ///
    /// @param text        what Tungsten does, and why where it differs from Mesa
    /// @param ulp         for [Kind#ULP_BOUND]: the largest difference, in units in the last place,
    ///                    from the reference results of Mesa (glibc 2.36); for
    ///                    [Kind#APPROXIMATION]: the largest difference of an approximation from the
    ///                    interpreter's results; 0 otherwise
    /// @param oracleCases ids of cases in `oracle/exec/*.tsv` whose recorded result shows Mesa's
    ///                    behaviour rather than ours (the conformance runner accepts ours there)
    public record Note(Kind kind, String text, int ulp, List<String> oracleCases) implements Annotation {
        public Note {
            java.util.Objects.requireNonNull(kind);
            java.util.Objects.requireNonNull(text);
            oracleCases = List.copyOf(oracleCases);
        }

        /// What a note records.
        public enum Kind {
            /// Tungsten follows the TGSI documentation (`tgsi.rst`) where Mesa's `tgsi_exec` does
            /// something else.
            DEVIATION,
            /// TGSI leaves the result undefined for some inputs; the note says what Tungsten returns.
            UNDEFINED,
            /// The result comes from a math-library function; the note gives the error bound.
            ULP_BOUND,
            /// A backend may compute the opcode with a faster approximation than the interpreter's
            /// (the software JIT does by default, as llvmpipe does with its own): the note gives
            /// the bound on finite results, in units in the last place of the interpreter's, and
            /// how it was established. Infinities, NaNs and zeros (with their signs) still agree.
            APPROXIMATION,
            /// How Tungsten implements an opcode whose documentation is missing, ambiguous or only
            /// in the 2010 specification, or that Mesa's `tgsi_exec` does not implement.
            IMPLEMENTATION
        }
    }

    /// What the last arguments of a row may be: notes on how the opcode executes, and at most one
    /// [Tolerance] for translations to hardware shading languages.
    public sealed interface Annotation permits Note, Tolerance {}

    /// How far a translation of this opcode for a GPU API (the GLSL translator of `drivers/gl`,
    /// later the SPIR-V one) may differ from the reference interpreter, and why. Opcodes without
    /// one must agree bit for bit (integers always do).
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
    public record Tolerance(Rule rule, double ulps, String reason) implements Annotation {
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

        public Tolerance {
            java.util.Objects.requireNonNull(rule);
            java.util.Objects.requireNonNull(reason);
        }

        /// Bit-exact agreement, the default.
        public static final Tolerance EXACT = new Tolerance(Rule.EXACT, 0, "GLSL computes the same operation exactly");
    }

    private static Tolerance gl(Tolerance.Rule rule, String reason) {
        return new Tolerance(rule, 0, reason);
    }

    private static Tolerance glUlps(double ulps, String reason) {
        return new Tolerance(Tolerance.Rule.ULPS, ulps, reason);
    }

    private static Note deviation(String text, String... oracleCases) {
        return new Note(Note.Kind.DEVIATION, text, 0, List.of(oracleCases));
    }

    private static Note undefined(String text) {
        return new Note(Note.Kind.UNDEFINED, text, 0, List.of());
    }

    private static Note ulp(int bound, String text) {
        return new Note(Note.Kind.ULP_BOUND, text, bound, List.of());
    }

    private static Note approximation(int bound, String text) {
        return new Note(Note.Kind.APPROXIMATION, text, bound, List.of());
    }

    private static Note impl(String text) {
        return new Note(Note.Kind.IMPLEMENTATION, text, 0, List.of());
    }

    /// The highest code (exclusive) an instruction token can carry: eight bits plus bit 31.
    public static final int CODE_LIMIT = 512;
    /// Mesa 24.1's `TGSI_OPCODE_LAST`.
    public static final int MESA_LAST = 252;

    private static final TgsiOpcode[] BY_CODE = new TgsiOpcode[CODE_LIMIT];
    private static final Map<String, TgsiOpcode> BY_NAME = new HashMap<>();
    static {
        for (TgsiOpcode op : values()) {
            if (BY_CODE[op.code] != null) {
                throw new ExceptionInInitializerError("opcode code " + op.code + " used twice");
            }
            BY_CODE[op.code] = op;
            BY_NAME.put(op.name(), op);
        }
        BY_NAME.put("KIL", KILL_IF);
        BY_NAME.put("KILP", KILL);
        BY_NAME.put("SHR", ISHR);
        BY_NAME.put("FRAC", FRC);
    }

    private final int code;
    private final int numDst;
    private final int numSrc;
    private final OutputMode outputMode;
    private final Category category;
    private final OperandType dstType;
    private final List<OperandType> srcTypes;
    private final Set<Flag> flags;
    private final List<Note> notes;
    private final Tolerance tolerance;

    TgsiOpcode(int code, int numDst, int numSrc, OutputMode outputMode, Category category,
               OperandType dstType, List<OperandType> srcTypes, Set<Flag> flags, Annotation... annotations) {
        if (srcTypes.size() != numSrc) {
            throw new IllegalArgumentException(name() + ": " + srcTypes.size() + " source types for " + numSrc + " sources");
        }
        this.code = code;
        this.numDst = numDst;
        this.numSrc = numSrc;
        this.outputMode = outputMode;
        this.category = category;
        this.dstType = dstType;
        this.srcTypes = srcTypes;
        this.flags = Collections.unmodifiableSet(flags);
        List<Note> noteList = new java.util.ArrayList<>();
        Tolerance tol = Tolerance.EXACT;
        for (Annotation a : annotations) {
            switch (a) {
                case Note n -> noteList.add(n);
                case Tolerance t -> tol = t;
            }
        }
        this.notes = List.copyOf(noteList);
        this.tolerance = tol;
    }

    private static List<OperandType> types(OperandType... types) {
        return List.of(types);
    }

    private static Set<Flag> flagSet(Flag... flags) {
        EnumSet<Flag> set = EnumSet.noneOf(Flag.class);
        Collections.addAll(set, flags);
        return set;
    }

    /// The number in the instruction token.
    public int code() { return code; }

    /// Destination operands (0, 1 or 2).
    public int numDst() { return numDst; }

    /// Source operands (0 to 5).
    public int numSrc() { return numSrc; }

    public OutputMode outputMode() { return outputMode; }

    public Category category() { return category; }

    /// The type of the destination ([OperandType#VOID] when there is none).
    public OperandType dstType() { return dstType; }

    /// The type of source `index`.
    public OperandType srcType(int index) { return srcTypes.get(index); }

    public List<OperandType> srcTypes() { return srcTypes; }

    public Set<Flag> flags() { return flags; }

    public boolean has(Flag flag) { return flags.contains(flag); }

    /// The notes on how this opcode executes (deviations from Mesa, results where TGSI leaves them
    /// undefined, error bounds, implementation choices), in table order.
    public List<Note> notes() { return notes; }

    /// How far a GPU translation of this opcode may differ from the interpreter
    /// ([Tolerance#EXACT] unless the row says otherwise).
    public Tolerance tolerance() { return tolerance; }

    /// The largest error, in units in the last place, that a result of this opcode may have
    /// relative to Mesa's (glibc) reference; 0 when results are exact.
    public int ulpBound() {
        return bound(Note.Kind.ULP_BOUND);
    }

    /// The largest distance, in units in the last place, by which a backend's faster
    /// approximation of this opcode (the software JIT's default) may differ from the reference
    /// interpreter's finite results (a note of kind [Note.Kind#APPROXIMATION]); 0 when every
    /// backend must give the interpreter's bits.
    public int approximationUlps() {
        return bound(Note.Kind.APPROXIMATION);
    }

    private int bound(Note.Kind kind) {
        int bound = 0;
        for (Note n : notes) {
            if (n.kind() == kind) {
                bound = Math.max(bound, n.ulp());
            }
        }
        return bound;
    }

    /// Whether a note of this kind is present.
    public boolean hasNote(Note.Kind kind) {
        for (Note n : notes) {
            if (n.kind() == kind) {
                return true;
            }
        }
        return false;
    }

    /// Whether Mesa 24.1 has this opcode (everything but [Flag#LEGACY] rows).
    public boolean isMesa() { return !flags.contains(LEGACY); }

    /// The opcode with this code, or `null` when the code is a gap or out of range.
    public static TgsiOpcode fromCode(int code) {
        return code >= 0 && code < CODE_LIMIT ? BY_CODE[code] : null;
    }

    /// The opcode with this name (case-insensitive), including the renamed spellings KIL, KILP,
    /// SHR and FRAC; `null` when there is none.
    public static TgsiOpcode forName(String name) {
        return BY_NAME.get(name.toUpperCase(Locale.ROOT));
    }
}
