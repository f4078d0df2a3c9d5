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
/// - a [Category] and [Flag]s;
/// - optional columns, given as the last arguments of a row where it differs from the default:
///   [Note]s on how it executes, its [Flow] role in structured control flow, the channels it
///   [Reads] of each source, the [Stages] it is allowed in, and the [Guard]s a translator to a
///   GPU language must apply to it.
///
/// What a back end does with an opcode (the GLSL translator's precision bounds, the JIT's
/// emission) belongs to that back end, in one exhaustive switch of its own.
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
/// Consumers switch over this enum with exhaustive switches (no `default`; a switch statement
/// made an enhanced one with `case null`, since javac checks only those), so a new row fails to
/// compile everywhere it is not handled; `OpcodeConsumersTest` proves it for every consumer.
/// Never use `ordinal()`: use [#code]. The file is longer than the usual limit because it is the
/// table: one row per opcode, as Mesa's `tgsi_info_opcodes.h`.
public enum TgsiOpcode {
    ARL(0, 1, 1, COMPONENTWISE, FLOAT_ALU, INT, types(FLOAT), flagSet(),
            undefined("(int) floor(x); NaN and values outside the int range give 0x80000000, as F2I"),
            Guard.FLOAT_TO_INT),
    MOV(1, 1, 1, COMPONENTWISE, FLOAT_ALU, UNTYPED, types(UNTYPED), flagSet()),
    LIT(2, 1, 1, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(REMOVED_AFTER_MESA_24),
            ulp(1, "Mesa's formula: (1, max(x, 0), x > 0 ? powf(max(y, 0), clamp(w, -128, 128)) : 0, 1), with fminf/fmaxf clamps; POW within 1 ulp of Mesa's glibc 2.36 result (bit-exact on every libm case of the oracle)"),
            reads(Read.LIT),
            Guard.MIN_MAX_NAN, Guard.FUNCTION_DOMAIN),
    RCP(3, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(),
            reads(Read.X),
            Guard.FLOAT_DIVISION),
    RSQ(4, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(),
            undefined("1 / sqrt(x) with no absolute value (tgsi.rst: undefined for x <= 0; the 2010 spec took |x|): -0 gives -Inf, negative values NaN, as in Mesa"),
            reads(Read.X),
            Guard.FUNCTION_DOMAIN),
    EXP(5, 1, 1, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(REMOVED_AFTER_MESA_24),
            ulp(1, "(2^floor(x), x - floor(x), 2^x, 1); EX2 within 1 ulp of Mesa's glibc 2.36 result (bit-exact on every libm case of the oracle)"),
            reads(Read.EXP_LOG)),
    LOG(6, 1, 1, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(REMOVED_AFTER_MESA_24),
            ulp(1, "Mesa's order: (floor(lg2|x|), |x| / 2^floor(lg2|x|), lg2|x|, 1); LG2 within 1 ulp of Mesa's glibc 2.36 result (bit-exact on every libm case of the oracle)"),
            reads(Read.EXP_LOG),
            Guard.FLOAT_DIVISION, Guard.FUNCTION_DOMAIN),
    MUL(7, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    ADD(8, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    DP3(9, 1, 2, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(),
            impl("a multiply, then multiply-adds with two roundings each, in channel order, as Mesa"),
            reads(Read.XYZ)),
    DP4(10, 1, 2, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(),
            impl("a multiply, then multiply-adds with two roundings each, in channel order, as Mesa")),
    DST(11, 1, 2, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(REMOVED_AFTER_MESA_24),
            reads(Read.YZ, Read.YW)),
    MIN(12, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(),
            Guard.MIN_MAX_NAN),
    MAX(13, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(),
            Guard.MIN_MAX_NAN),
    SLT(14, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    SGE(15, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    MAD(16, 1, 3, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(),
            impl("two roundings (a * b rounded, then + c), as Mesa; tgsi.rst lets either happen")),
    TEX_LZ(17, 1, 2, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE, REMOVED_AFTER_MESA_24),
            reads(Read.TEXTURE_COORDS, Read.XY)),
    LRP(18, 1, 3, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(),
            impl("Mesa's rounding order a * (b - c) + c (tgsi.rst writes a * b + (1 - a) * c, equal in exact arithmetic)")),
    FMA(19, 1, 3, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(),
            deviation("one rounding (tgsi.rst); Mesa's tgsi_exec does not implement FMA and leaves the destination unchanged")),
    SQRT(20, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(),
            undefined("correctly rounded; negative values give NaN (tgsi.rst: undefined)"),
            reads(Read.X),
            Guard.FUNCTION_DOMAIN),
    LDEXP(21, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, INT), flagSet(),
            impl("x * 2^e with one rounding (Java Math.scalb, C ldexpf); the exponent source is an integer, so -x on it is integer negation"),
            Guard.LDEXP_RANGE),
    F2U64(22, 1, 1, COMPONENTWISE, INT64_ALU, UINT64, types(FLOAT), flagSet(),
            undefined("saturates: NaN and values at or below -1 give 0, values at or above 2^64 give all ones"),
            reads(Read.XY),
            Guard.FLOAT_TO_UINT),
    F2I64(23, 1, 1, COMPONENTWISE, INT64_ALU, INT64, types(FLOAT), flagSet(),
            undefined("NaN and values outside the int64 range give 0x8000000000000000, as F2I"),
            reads(Read.XY),
            Guard.FLOAT_TO_INT),
    FRC(24, 1, 1, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    TXF_LZ(25, 1, 2, OTHER, TEXTURE, FLOAT, types(UINT, UINT), flagSet(IS_TEX, NEEDS_RESOURCE, REMOVED_AFTER_MESA_24),
            reads(Read.TEXTURE_COORDS, Read.XY)),
    FLR(26, 1, 1, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    ROUND(27, 1, 1, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    EX2(28, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(),
            ulp(1, "powf(2, x), computed in double with StrictMath and rounded once; within 1 ulp of Mesa's glibc 2.36 result (bit-exact on every libm case of the oracle); no clamping of x (EX2(128) = +Inf, as Mesa's release build)"),
            approximation(2, "a vector at a time by an inline polynomial (the 2^n split, Taylor to degree 7 on [-1/2, 1/2]): at most 2 ulp on every float with |x| <= 256 (FastMathTest checks each one, -Pfuzz-long); 0, +Inf and NaN as here beyond"),
            reads(Read.X)),
    LG2(29, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(),
            ulp(1, "Mesa's formula logf(x) * 1.442695f (two roundings), logf computed in double with StrictMath; within 1 ulp of Mesa's glibc 2.36 result (bit-exact on every libm case of the oracle)"),
            approximation(2, "a vector at a time as log(x) * 1.442695f, the logarithm in double precision: at most 2 ulp on every float from +0 to +Inf (FastMathTest checks each one, -Pfuzz-long); NaN for negative x, as here"),
            reads(Read.X),
            Guard.FUNCTION_DOMAIN),
    POW(30, 1, 2, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(),
            ulp(1, "C powf semantics (pow(1, y) = 1 and pow(-1, +-Inf) = 1, unlike Java), computed in double with StrictMath; within 1 ulp of Mesa's glibc 2.36 result (bit-exact on every libm case of the oracle)"),
            approximation(2, "a vector at a time as 2^(y log2 |x|) in double precision, C powf's special cases kept: at most 2 ulp on 2^19 argument pairs (x in [0, 100) with |y| < 20, and pairs across the float range) and on every pair of special values (FastMathTest); with two arguments, not every pair is checked"),
            reads(Read.X),
            Guard.FUNCTION_DOMAIN),
    DEMOTE(31, 0, 0, NONE, DISCARD, VOID, types(), flagSet(),
            impl("the executing lanes become helpers: they keep running, READ_HELPER reports them, and their stores, atomics and outputs are dropped"),
            stages(Processor.FRAG)),
    U2I64(32, 1, 1, COMPONENTWISE, INT64_ALU, INT64, types(UINT), flagSet(),
            reads(Read.XY)),
    CLOCK(33, 1, 0, OTHER, SUBGROUP, FLOAT, types(), flagSet(),
            impl("the run's executed-instruction count as a 64-bit value in (x, y): monotonic and reproducible, unlike a wall clock")),
    I2I64(34, 1, 1, COMPONENTWISE, INT64_ALU, INT64, types(INT), flagSet(),
            reads(Read.XY)),
    READ_HELPER(35, 1, 0, COMPONENTWISE, SUBGROUP, FLOAT, types(), flagSet(),
            impl("~0 in helper lanes (quad fillers and demoted lanes), else 0")),
    COS(36, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(),
            ulp(1, "computed in double with StrictMath, rounded once; within 1 ulp of Mesa's glibc 2.36 result (bit-exact on every libm case of the oracle)"),
            approximation(2, "an inline float polynomial after a three-part reduction by pi: at most 2 ulp on every float with |x| <= 2^17 (FastMathTest checks each one, -Pfuzz-long), and this exact result beyond"),
            reads(Read.X)),
    DDX(37, 1, 1, COMPONENTWISE, DERIVATIVE, FLOAT, types(FLOAT), flagSet(),
            impl("coarse: lane 3 - lane 2 of each quad (bottom row), for the whole quad, as Mesa; computed from the lanes' current values in every stage")),
    DDY(38, 1, 1, COMPONENTWISE, DERIVATIVE, FLOAT, types(FLOAT), flagSet(),
            impl("coarse: lane 2 - lane 0 of each quad (left column), for the whole quad, as Mesa")),
    KILL(39, 0, 0, NONE, DISCARD, VOID, types(), flagSet(),
            deviation("the executing lanes are recorded as killed and, as in Mesa, keep running (helpers for their quad's derivatives) with side effects suppressed; unlike Mesa, a loop is not repeated for killed lanes alone, so a loop that only ends by discarding cannot hang (tgsi.rst: KILL may or may not terminate the invocation)"),
            stages(Processor.FRAG)),
    PK2H(40, 1, 1, REPLICATE, PACK, FLOAT, types(FLOAT), flagSet(),
            impl("round to nearest even (Java Float.floatToFloat16)"),
            reads(Read.XY)),
    PK2US(41, 1, 1, REPLICATE, PACK, FLOAT, types(FLOAT), flagSet(REMOVED_AFTER_MESA_24),
            impl("tgsi.rst formula with GL unorm16 conversion: clamp to [0, 1], scale by 65535, round half to even; NaN gives 0 (Mesa's tgsi_exec does not implement it)"),
            reads(Read.XY),
            Guard.NORMALIZED_PACKING),
    PK4B(42, 1, 1, REPLICATE, PACK, FLOAT, types(FLOAT), flagSet(REMOVED_AFTER_MESA_24),
            impl("tgsi.rst formula with GL snorm8 conversion: clamp to [-1, 1], scale by 127, round half to even; NaN gives 0 (not implemented by Mesa's tgsi_exec)"),
            Guard.NORMALIZED_PACKING),
    PK4UB(43, 1, 1, REPLICATE, PACK, FLOAT, types(FLOAT), flagSet(REMOVED_AFTER_MESA_24),
            impl("tgsi.rst formula with GL unorm8 conversion: clamp to [0, 1], scale by 255, round half to even; NaN gives 0 (not implemented by Mesa's tgsi_exec)"),
            Guard.NORMALIZED_PACKING),
    D2U64(44, 1, 1, COMPONENTWISE, INT64_ALU, UINT64, types(DOUBLE), flagSet(),
            undefined("saturates: NaN and values at or below -1 give 0, values at or above 2^64 give all ones"),
            Guard.FLOAT_TO_UINT),
    SEQ(45, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    D2I64(46, 1, 1, COMPONENTWISE, INT64_ALU, INT64, types(DOUBLE), flagSet(),
            undefined("NaN and values outside the int64 range give 0x8000000000000000, as F2I"),
            Guard.FLOAT_TO_INT),
    SGT(47, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    SIN(48, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(),
            ulp(1, "computed in double with StrictMath, rounded once; within 1 ulp of Mesa's glibc 2.36 result (bit-exact on every libm case of the oracle)"),
            approximation(2, "an inline float polynomial after a three-part reduction by pi: at most 2 ulp on every float with |x| <= 2^17 (FastMathTest checks each one, -Pfuzz-long), and this exact result beyond"),
            reads(Read.X)),
    SLE(49, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    SNE(50, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    U642D(51, 1, 1, COMPONENTWISE, INT64_ALU, DOUBLE, types(UINT64), flagSet()),
    TEX(52, 1, 2, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES),
            reads(Read.TEXTURE_COORDS, Read.XY)),
    TXD(53, 1, 4, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE),
            reads(Read.TEXTURE_COORDS, Read.TEXTURE_SPATIAL, Read.TEXTURE_SPATIAL, Read.XY)),
    TXP(54, 1, 2, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES),
            reads(Read.TEXTURE_COORDS_AND_W, Read.XY)),
    UP2H(55, 1, 1, CHAN_DEPENDENT, PACK, FLOAT, types(UINT), flagSet(),
            impl("x and z from the low half of src.x, y and w from the high half"),
            reads(Read.X)),
    UP2US(56, 1, 1, CHAN_DEPENDENT, PACK, FLOAT, types(FLOAT), flagSet(),
            impl("inverse of PK2US (tgsi.rst: TBD): x and z from the low 16 bits of src.x, y and w from the high ones, each / 65535"),
            reads(Read.X),
            Guard.NORMALIZED_PACKING),
    UP4B(57, 1, 1, CHAN_DEPENDENT, PACK, FLOAT, types(FLOAT), flagSet(),
            impl("inverse of PK4B (tgsi.rst: TBD): channel c from byte c of src.x, / 127, at least -1"),
            reads(Read.X),
            Guard.NORMALIZED_PACKING),
    UP4UB(58, 1, 1, CHAN_DEPENDENT, PACK, FLOAT, types(FLOAT), flagSet(),
            impl("inverse of PK4UB (tgsi.rst: TBD): channel c from byte c of src.x, / 255"),
            reads(Read.X),
            Guard.NORMALIZED_PACKING),
    U642F(59, 1, 1, COMPONENTWISE, INT64_ALU, FLOAT, types(UINT64), flagSet(),
            reads(Read.XYZW)),
    I642F(60, 1, 1, COMPONENTWISE, INT64_ALU, FLOAT, types(INT64), flagSet(),
            reads(Read.XYZW)),
    ARR(61, 1, 1, COMPONENTWISE, FLOAT_ALU, INT, types(FLOAT), flagSet(),
            undefined("(int) floor(x + 0.5) as in Mesa (ARR(-2.5) = -2); NaN and values outside the int range give 0x80000000, as F2I"),
            Guard.FLOAT_TO_INT),
    I642D(62, 1, 1, COMPONENTWISE, INT64_ALU, DOUBLE, types(INT64), flagSet()),
    CAL(63, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(IS_BRANCH),
            impl("the callee runs with only the calling lanes; the label must name a BGNSUB; recursion is rejected when the program is compiled"),
            Flow.CALL),
    RET(64, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(),
            impl("the executing lanes leave the function; when none is left it returns (in the main program the run ends)"),
            Flow.RETURN),
    SSG(65, 1, 1, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    CMP(66, 1, 3, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(),
            impl("selects the bits of src1 when src0 < 0, else src2 (NaN and -0 select src2; NaN payloads are kept)")),
    SCS(67, 1, 1, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(LEGACY),
            ulp(1, "2010 spec: (cos x, sin x, 0, 1) (the spec's second dst.y is w); sin and cos as SIN and COS"),
            reads(Read.X)),
    TXB(68, 1, 2, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES),
            reads(Read.TEXTURE_COORDS_AND_W, Read.XY)),
    FBFETCH(69, 1, 1, OTHER, TEXTURE, FLOAT, types(FLOAT), flagSet(NEEDS_RESOURCE),
            reads(Read.NONE), stages(Processor.FRAG)),
    DIV(70, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(),
            Guard.FLOAT_DIVISION),
    DP2(71, 1, 2, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(),
            impl("a multiply, then multiply-adds with two roundings each, in channel order, as Mesa"),
            reads(Read.XY)),
    TXL(72, 1, 2, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE),
            reads(Read.TEXTURE_COORDS_AND_W, Read.XY)),
    BRK(73, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(),
            deviation("inside a SWITCH, leaves the switch only for the lanes that execute it (tgsi.rst: execution of a statement ends when BRK is hit); Mesa's tgsi_exec clears the switch mask of every lane", "cf-16"),
            Flow.BREAK),
    IF(74, 0, 1, NONE, CONTROL_FLOW, VOID, types(FLOAT), flagSet(IS_BRANCH, POST_INDENT),
            Flow.IF, reads(Read.X)),
    UIF(75, 0, 1, NONE, CONTROL_FLOW, VOID, types(UINT), flagSet(IS_BRANCH, POST_INDENT),
            Flow.IF, reads(Read.X)),
    READ_INVOC(76, 1, 2, COMPONENTWISE, SUBGROUP, FLOAT, types(FLOAT, FLOAT), flagSet(),
            impl("the subgroup is the block: every channel from lane src1.x (of the lowest executing lane); a lane outside the block, or not executing in this run (neither live nor a helper of a live quad), reads 0"),
            reads(Read.WRITTEN, Read.X)),
    ELSE(77, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(IS_BRANCH, PRE_DEDENT, POST_INDENT),
            Flow.ELSE),
    ENDIF(78, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(PRE_DEDENT),
            Flow.ENDIF),
    DDX_FINE(79, 1, 1, COMPONENTWISE, DERIVATIVE, FLOAT, types(FLOAT), flagSet()),
    DDY_FINE(80, 1, 1, COMPONENTWISE, DERIVATIVE, FLOAT, types(FLOAT), flagSet()),
    PUSHA(81, 0, 1, NONE, CONTROL_FLOW, VOID, types(INT), flagSet(LEGACY),
            impl("2010 spec: pushes the source's four channels for every lane on a 64-entry stack; overflow stops the run with an error")),
    POPA(82, 1, 0, OTHER, CONTROL_FLOW, INT, types(), flagSet(LEGACY),
            impl("2010 spec: pops into the destination; an empty stack stops the run with an error")),
    CEIL(83, 1, 1, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    I2F(84, 1, 1, COMPONENTWISE, INTEGER_ALU, FLOAT, types(INT), flagSet(),
            reads(Read.XYZW)),
    NOT(85, 1, 1, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT), flagSet()),
    TRUNC(86, 1, 1, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    SHL(87, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet(),
            Guard.SHIFT_COUNT),
    BALLOT(88, 1, 1, OTHER, SUBGROUP, FLOAT, types(FLOAT), flagSet(),
            impl("the subgroup is the block: the mask of executing lanes whose src.x is not 0 in x (and z), 0 in y (and w)"),
            reads(Read.X)),
    AND(89, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    OR(90, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    MOD(91, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet(),
            undefined("modulo 0 gives -1, as Mesa; INT_MIN mod -1 gives 0 (Mesa traps)"),
            Guard.INTEGER_DIVISION),
    XOR(92, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    SAD(93, 1, 3, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT, UINT), flagSet(LEGACY),
            impl("2010 spec on unsigned integers: |src0 - src1| + src2")),
    TXF(94, 1, 2, OTHER, TEXTURE, FLOAT, types(UINT, UINT), flagSet(IS_TEX, NEEDS_RESOURCE),
            reads(Read.TEXTURE_COORDS_AND_W, Read.XY)),
    TXQ(95, 1, 2, OTHER, TEXTURE, UINT, types(UINT, UINT), flagSet(IS_TEX, NEEDS_RESOURCE),
            impl("the level comes from each lane's src0.x (Mesa uses lane 0 for the whole quad)"),
            reads(Read.X, Read.XY)),
    CONT(96, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(),
            Flow.CONTINUE),
    EMIT(97, 0, 1, NONE, GEOMETRY, VOID, types(FLOAT), flagSet(NEEDS_RESOURCE),
            impl("calls the bound VertexEmitter for the executing lanes; the emitter enforces GS_MAX_OUTPUT_VERTICES"),
            reads(Read.X), stages(Processor.GEOM)),
    ENDPRIM(98, 0, 1, NONE, GEOMETRY, VOID, types(FLOAT), flagSet(NEEDS_RESOURCE),
            reads(Read.X), stages(Processor.GEOM)),
    BGNLOOP(99, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(IS_BRANCH, POST_INDENT),
            Flow.BGNLOOP),
    BGNSUB(100, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(POST_INDENT),
            Flow.BGNSUB),
    ENDLOOP(101, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(IS_BRANCH, PRE_DEDENT),
            Flow.ENDLOOP),
    ENDSUB(102, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(PRE_DEDENT),
            Flow.ENDSUB),
    ATOMFADD(103, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(IS_STORE, NEEDS_RESOURCE),
            reads(Read.XY, Read.MEMORY_COORDS, Read.XYZW)),
    TXQS(104, 1, 1, OTHER, TEXTURE, UINT, types(UINT), flagSet(IS_TEX, NEEDS_RESOURCE),
            reads(Read.XY)),
    RESQ(105, 1, 1, OTHER, RESOURCE, FLOAT, types(FLOAT), flagSet(MEMORY_TOKEN, NEEDS_RESOURCE),
            reads(Read.XY)),
    READ_FIRST(106, 1, 1, COMPONENTWISE, SUBGROUP, FLOAT, types(FLOAT), flagSet(),
            impl("the subgroup is the block: every channel from the lowest executing lane")),
    NOP(107, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet()),
    FSEQ(108, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(FLOAT, FLOAT), flagSet()),
    FSGE(109, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(FLOAT, FLOAT), flagSet()),
    FSLT(110, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(FLOAT, FLOAT), flagSet()),
    FSNE(111, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(FLOAT, FLOAT), flagSet()),
    MEMBAR(112, 0, 1, OTHER, SYNCHRONIZATION, VOID, types(UINT), flagSet(NEEDS_RESOURCE),
            impl("a full memory fence"),
            reads(Read.X)),
    CALLNZ(113, 0, 1, NONE, CONTROL_FLOW, VOID, types(FLOAT), flagSet(IS_BRANCH, LEGACY),
            impl("2010 spec: CAL for the lanes whose src.x (float) is not 0"),
            Flow.CALL),
    IFC(114, 0, 1, NONE, CONTROL_FLOW, VOID, types(FLOAT), flagSet(IS_BRANCH, POST_INDENT, LEGACY),
            impl("2010 spec: IF on src.x (float != 0)"),
            Flow.IF),
    BREAKC(115, 0, 1, NONE, CONTROL_FLOW, VOID, types(UINT), flagSet(LEGACY),
            impl("2010 spec: BRK for the lanes whose src.x bits are not 0"),
            Flow.BREAK),
    KILL_IF(116, 0, 1, NONE, DISCARD, VOID, types(FLOAT), flagSet(),
            deviation("kills the executing lanes where any channel is < 0 (a negative denormal counts, -0 and NaN do not); killed lanes behave as for KILL, loops included"),
            stages(Processor.FRAG)),
    END(117, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(),
            Flow.END),
    DFMA(118, 1, 3, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, DOUBLE, DOUBLE), flagSet()),
    F2I(119, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(FLOAT), flagSet(),
            undefined("NaN and values outside [-2^31, 2^31) give 0x80000000 (x86's integer indefinite: what Mesa's tgsi_exec and llvmpipe give)"),
            Guard.FLOAT_TO_INT),
    IDIV(120, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet(),
            undefined("division by 0 gives 0 (tgsi.rst: TBD; Mesa does the same); INT_MIN / -1 gives INT_MIN (in Mesa the C division traps)"),
            Guard.INTEGER_DIVISION),
    IMAX(121, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet()),
    IMIN(122, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet()),
    INEG(123, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(INT), flagSet(),
            undefined("INT_MIN gives INT_MIN (two's complement; undefined in Mesa's C)")),
    ISGE(124, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet()),
    ISHR(125, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet(),
            Guard.SHIFT_COUNT),
    ISLT(126, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet()),
    F2U(127, 1, 1, COMPONENTWISE, INTEGER_ALU, UINT, types(FLOAT), flagSet(),
            undefined("saturates: NaN and values at or below -1 give 0, values at or above 2^32 give 0xFFFFFFFF (Mesa gives whatever gcc's x86 sequence computes)"),
            Guard.FLOAT_TO_UINT),
    U2F(128, 1, 1, COMPONENTWISE, INTEGER_ALU, FLOAT, types(UINT), flagSet(),
            reads(Read.XYZW)),
    UADD(129, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(UINT, UINT), flagSet()),
    UDIV(130, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet(),
            Guard.INTEGER_DIVISION),
    UMAD(131, 1, 3, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT, UINT), flagSet()),
    UMAX(132, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    UMIN(133, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    UMOD(134, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet(),
            Guard.INTEGER_DIVISION),
    UMUL(135, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    USEQ(136, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    USGE(137, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    USHR(138, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet(),
            Guard.SHIFT_COUNT),
    USLT(139, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    USNE(140, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    SWITCH(141, 0, 1, NONE, CONTROL_FLOW, VOID, types(UINT), flagSet(),
            impl("CASE values are compared as bits with the selector; they are evaluated when SWITCH executes, to decide which lanes DEFAULT takes"),
            Flow.SWITCH),
    CASE(142, 0, 1, NONE, CONTROL_FLOW, VOID, types(UINT), flagSet(),
            Flow.CASE),
    DEFAULT(143, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(),
            deviation("taken by the lanes that match no CASE of the switch, wherever DEFAULT stands (tgsi.rst); Mesa's tgsi_exec also sends lanes that a later CASE matches", "cf-15"),
            Flow.DEFAULT),
    ENDSWITCH(144, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(),
            Flow.ENDSWITCH),
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
    LOAD(161, 1, 2, OTHER, RESOURCE, FLOAT, types(FLOAT, UINT), flagSet(MEMORY_TOKEN, NEEDS_RESOURCE),
            reads(Read.XY, Read.MEMORY_COORDS)),
    STORE(162, 1, 2, OTHER, RESOURCE, FLOAT, types(UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE),
            reads(Read.MEMORY_COORDS, Read.XYZW)),
    IMG2HND(163, 1, 1, OTHER, RESOURCE, UINT, types(UINT), flagSet(MEMORY_TOKEN, NEEDS_RESOURCE),
            impl("the handle of IMAGE[n] is n (x and z), 0 (y and w)")),
    SAMP2HND(164, 1, 1, OTHER, RESOURCE, UINT, types(UINT), flagSet(IS_TEX, MEMORY_TOKEN, NEEDS_RESOURCE),
            impl("the handle of SAMP[n] is n (x and z), 0 (y and w)")),
    BARRIER(166, 0, 0, OTHER, SYNCHRONIZATION, VOID, types(), flagSet(MEMORY_TOKEN, NEEDS_RESOURCE),
            impl("asks the bound WorkgroupBarrier whether to continue or suspend the run; without one, continues (a workgroup of one block)"),
            stages(Processor.TESS_CTRL, Processor.COMP)),
    ATOMUADD(167, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE),
            impl(Atomic64.NOTE),
            reads(Read.XY, Read.MEMORY_COORDS, Read.XYZW)),
    ATOMXCHG(168, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE),
            impl(Atomic64.NOTE),
            reads(Read.XY, Read.MEMORY_COORDS, Read.XYZW)),
    ATOMCAS(169, 1, 4, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE),
            impl(Atomic64.NOTE),
            reads(Read.XY, Read.MEMORY_COORDS, Read.XYZW)),
    ATOMAND(170, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE),
            impl(Atomic64.NOTE),
            reads(Read.XY, Read.MEMORY_COORDS, Read.XYZW)),
    ATOMOR(171, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE),
            impl(Atomic64.NOTE),
            reads(Read.XY, Read.MEMORY_COORDS, Read.XYZW)),
    ATOMXOR(172, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE),
            impl(Atomic64.NOTE),
            reads(Read.XY, Read.MEMORY_COORDS, Read.XYZW)),
    ATOMUMIN(173, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE),
            impl(Atomic64.NOTE),
            reads(Read.XY, Read.MEMORY_COORDS, Read.XYZW)),
    ATOMUMAX(174, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE),
            impl(Atomic64.NOTE),
            reads(Read.XY, Read.MEMORY_COORDS, Read.XYZW)),
    ATOMIMIN(175, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE),
            impl(Atomic64.NOTE),
            reads(Read.XY, Read.MEMORY_COORDS, Read.XYZW)),
    ATOMIMAX(176, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE),
            impl(Atomic64.NOTE),
            reads(Read.XY, Read.MEMORY_COORDS, Read.XYZW)),
    TEX2(177, 1, 3, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES),
            reads(Read.TEXTURE_COORDS, Read.X, Read.XY)),
    TXB2(178, 1, 3, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES),
            reads(Read.TEXTURE_COORDS, Read.X, Read.XY)),
    TXL2(179, 1, 3, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE),
            reads(Read.TEXTURE_COORDS, Read.X, Read.XY)),
    IMUL_HI(180, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet()),
    UMUL_HI(181, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    TG4(182, 1, 3, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE),
            reads(Read.TEXTURE_COORDS, Read.X, Read.XY)),
    LODQ(183, 1, 2, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES),
            reads(Read.TEXTURE_SPATIAL, Read.XY)),
    IBFE(184, 1, 3, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT, INT), flagSet(),
            undefined("Mesa's formula: offset & 31; width 32 at offset 0 copies; otherwise width & 31, width 0 gives 0, and a field running past bit 31 gives value >> offset (arithmetic)"),
            Guard.BIT_FIELD),
    UBFE(185, 1, 3, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT, UINT), flagSet(),
            undefined("Mesa's formula: offset & 31; width 32 at offset 0 copies; otherwise width & 31, width 0 gives 0, and a field running past bit 31 gives value >>> offset"),
            Guard.BIT_FIELD),
    BFI(186, 1, 4, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT, UINT, UINT), flagSet(),
            undefined("Mesa's formula: width 32 returns the insert; otherwise mask = ((1 << width) - 1) << (offset & 31) with shift counts modulo 32 (as x86 and Java shift)"),
            Guard.BIT_FIELD),
    BREV(187, 1, 1, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT), flagSet()),
    POPC(188, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(INT), flagSet()),
    LSB(189, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(INT), flagSet()),
    IMSB(190, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(INT), flagSet()),
    UMSB(191, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(UINT), flagSet()),
    INTERP_CENTROID(192, 1, 1, OTHER, INTERPOLATION, FLOAT, types(FLOAT), flagSet(NEEDS_RESOURCE),
            impl("through the bound Interpolator; without one, the input as interpolated at the pixel centre (single-sampled rendering)"),
            reads(Read.WRITTEN), stages(Processor.FRAG)),
    INTERP_SAMPLE(193, 1, 2, OTHER, INTERPOLATION, FLOAT, types(FLOAT, FLOAT), flagSet(NEEDS_RESOURCE),
            impl("through the bound Interpolator; without one, the input as interpolated at the pixel centre"),
            reads(Read.WRITTEN, Read.X), stages(Processor.FRAG)),
    INTERP_OFFSET(194, 1, 2, OTHER, INTERPOLATION, FLOAT, types(FLOAT, FLOAT), flagSet(NEEDS_RESOURCE),
            impl("through the bound Interpolator; without one, the input plus offset times the quad's fine derivatives (exact for linearly varying inputs)"),
            reads(Read.WRITTEN, Read.XY), stages(Processor.FRAG)),
    F2D(195, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(FLOAT), flagSet(),
            reads(Read.XY)),
    D2F(196, 1, 1, COMPONENTWISE, DOUBLE_ALU, FLOAT, types(DOUBLE), flagSet(),
            reads(Read.XYZW)),
    DABS(197, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet(),
            deviation("clears the sign bit (tgsi.rst |x|); Mesa's x >= 0 ? x : -x keeps -0 and flips the sign of NaN")),
    DNEG(198, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    DADD(199, 1, 2, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, DOUBLE), flagSet()),
    DMUL(200, 1, 2, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, DOUBLE), flagSet()),
    DMAX(201, 1, 2, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, DOUBLE), flagSet(),
            Guard.MIN_MAX_NAN),
    DMIN(202, 1, 2, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, DOUBLE), flagSet(),
            Guard.MIN_MAX_NAN),
    DSLT(203, 1, 2, COMPONENTWISE, DOUBLE_ALU, INT, types(DOUBLE, DOUBLE), flagSet(),
            reads(Read.XYZW)),
    DSGE(204, 1, 2, COMPONENTWISE, DOUBLE_ALU, INT, types(DOUBLE, DOUBLE), flagSet(),
            reads(Read.XYZW)),
    DSEQ(205, 1, 2, COMPONENTWISE, DOUBLE_ALU, INT, types(DOUBLE, DOUBLE), flagSet(),
            reads(Read.XYZW)),
    DSNE(206, 1, 2, COMPONENTWISE, DOUBLE_ALU, INT, types(DOUBLE, DOUBLE), flagSet(),
            reads(Read.XYZW)),
    DRCP(207, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet(),
            Guard.FLOAT_DIVISION),
    DSQRT(208, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet(),
            Guard.FUNCTION_DOMAIN),
    DMAD(209, 1, 3, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, DOUBLE, DOUBLE), flagSet()),
    DFRAC(210, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    DLDEXP(211, 1, 2, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, INT), flagSet(),
            impl("the exponent for the xy pair is src1.x and for zw src1.z (tgsi.rst and Mesa agree)"),
            reads(Read.WRITTEN, Read.DOUBLE_EXPONENT),
            Guard.LDEXP_RANGE),
    DFRACEXP(212, 2, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet(LEGACY),
            impl("2010 spec frexp: dst0 pairs get the significand of src.xy (magnitude in [0.5, 1)), every enabled channel of dst1 its exponent, as Mesa before removal"),
            Guard.FUNCTION_DOMAIN),
    D2I(213, 1, 1, COMPONENTWISE, DOUBLE_ALU, FLOAT, types(DOUBLE), flagSet(),
            undefined("NaN and values outside the int range give 0x80000000, as F2I"),
            reads(Read.XYZW),
            Guard.FLOAT_TO_INT),
    I2D(214, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(INT), flagSet(),
            reads(Read.XY)),
    D2U(215, 1, 1, COMPONENTWISE, DOUBLE_ALU, FLOAT, types(DOUBLE), flagSet(),
            undefined("saturates as F2U"),
            reads(Read.XYZW),
            Guard.FLOAT_TO_UINT),
    U2D(216, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(UINT), flagSet(),
            reads(Read.XY)),
    DRSQ(217, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet(),
            Guard.FUNCTION_DOMAIN),
    DTRUNC(218, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    DCEIL(219, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    DFLR(220, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    DROUND(221, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    DSSG(222, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    VOTE_ANY(223, 1, 1, COMPONENTWISE, SUBGROUP, FLOAT, types(FLOAT), flagSet(),
            impl("the subgroup is the block: ~0 in every lane when src.x is not 0 in any executing lane")),
    VOTE_ALL(224, 1, 1, COMPONENTWISE, SUBGROUP, FLOAT, types(FLOAT), flagSet(),
            impl("the subgroup is the block: ~0 in every lane when src.x is not 0 in every executing lane")),
    VOTE_EQ(225, 1, 1, COMPONENTWISE, SUBGROUP, FLOAT, types(FLOAT), flagSet(),
            impl("the subgroup is the block: ~0 in every lane when src.x has the same bits in every executing lane")),
    U64SEQ(226, 1, 2, COMPONENTWISE, INT64_ALU, INT, types(UINT64, UINT64), flagSet(),
            reads(Read.XYZW)),
    U64SNE(227, 1, 2, COMPONENTWISE, INT64_ALU, INT, types(UINT64, UINT64), flagSet(),
            reads(Read.XYZW)),
    I64SLT(228, 1, 2, COMPONENTWISE, INT64_ALU, INT, types(INT64, INT64), flagSet(),
            reads(Read.XYZW)),
    U64SLT(229, 1, 2, COMPONENTWISE, INT64_ALU, INT, types(UINT64, UINT64), flagSet(),
            reads(Read.XYZW)),
    I64SGE(230, 1, 2, COMPONENTWISE, INT64_ALU, INT, types(INT64, INT64), flagSet(),
            reads(Read.XYZW)),
    U64SGE(231, 1, 2, COMPONENTWISE, INT64_ALU, INT, types(UINT64, UINT64), flagSet(),
            reads(Read.XYZW)),
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
            deviation("the count for the xy pair is src1.x and for zw src1.y (tgsi.rst, and how nir_to_tgsi swizzles 32-bit operands); Mesa's tgsi_exec reads src1.z for zw"),
            Guard.SHIFT_COUNT),
    I64SHR(242, 1, 2, COMPONENTWISE, INT64_ALU, INT64, types(INT64, INT64), flagSet(),
            deviation("the count for the xy pair is src1.x and for zw src1.y (tgsi.rst); Mesa's tgsi_exec reads src1.z for zw"),
            Guard.SHIFT_COUNT),
    U64SHR(243, 1, 2, COMPONENTWISE, INT64_ALU, UINT64, types(UINT64, UINT64), flagSet(),
            deviation("the count for the xy pair is src1.x and for zw src1.y (tgsi.rst); Mesa's tgsi_exec reads src1.z for zw"),
            Guard.SHIFT_COUNT),
    I64DIV(244, 1, 2, COMPONENTWISE, INT64_ALU, INT64, types(INT64, INT64), flagSet(),
            undefined("division by 0 gives 0 and MIN / -1 gives MIN, as IDIV"),
            Guard.INTEGER_DIVISION),
    U64DIV(245, 1, 2, COMPONENTWISE, INT64_ALU, UINT64, types(UINT64, UINT64), flagSet(),
            Guard.INTEGER_DIVISION),
    I64MOD(246, 1, 2, COMPONENTWISE, INT64_ALU, INT64, types(INT64, INT64), flagSet(),
            undefined("modulo 0 gives -1, as MOD"),
            Guard.INTEGER_DIVISION),
    U64MOD(247, 1, 2, COMPONENTWISE, INT64_ALU, UINT64, types(UINT64, UINT64), flagSet(),
            Guard.INTEGER_DIVISION),
    DDIV(248, 1, 2, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, DOUBLE), flagSet(),
            Guard.FLOAT_DIVISION),
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
            impl("2010 spec: src0.x * src1.x + src0.y * src1.y + src2.x, replicated, two roundings per step"),
            reads(Read.XY, Read.XY, Read.X)),
    CLAMP(259, 1, 3, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(LEGACY),
            impl("2010 spec: x < lo ? lo : x > hi ? hi : x, selecting bits")),
    XPD(260, 1, 2, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(LEGACY),
            impl("2010 spec: the cross product of the xyz parts, w = 1, in Mesa 2010's rounding order"),
            reads(Read.XYZ)),
    ABS(261, 1, 1, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(LEGACY),
            impl("2010 spec: |x|, clearing the sign bit")),
    RCC(262, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(LEGACY),
            impl("2010 spec: 1/x clamped to [5.42101e-20, 1.884467e19] when 1/x > 0, else to [-1.884467e19, -5.42101e-20] (so 1/+Inf = +0 gives -5.42101e-20); NaN stays NaN"),
            reads(Read.X),
            Guard.FLOAT_DIVISION),
    DPH(263, 1, 2, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(LEGACY),
            impl("2010 spec: DP3 + src1.w, replicated"),
            reads(Read.XYZ, Read.XYZW)),
    RFL(264, 1, 2, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(LEGACY),
            impl("2010 spec: 2 dot3(a, b) / dot3(a, a) * a - b, w = 1"),
            Guard.FLOAT_DIVISION),
    SFL(265, 1, 2, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(LEGACY),
            impl("2010 spec: 0 in every channel")),
    STR(266, 1, 2, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(LEGACY),
            impl("2010 spec: 1 in every channel")),
    X2D(267, 1, 3, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(LEGACY),
            impl("2010 spec: x, z = src0.x + src1.x * src2.x + src1.y * src2.y; y, w = src0.y + src1.x * src2.z + src1.y * src2.w")),
    ARA(268, 1, 1, CHAN_DEPENDENT, INTEGER_ALU, INT, types(INT), flagSet(LEGACY),
            impl("NV_vertex_program2 (the 2010 spec says TBD): integer (x + z, y + w, x + z, y + w)")),
    BRA(269, 0, 1, NONE, CONTROL_FLOW, VOID, types(FLOAT), flagSet(IS_BRANCH, LEGACY),
            impl("2010 spec pc = target, taken when src.x is not 0 (float) in every executing lane; the label must lie in the same block; a branch that lanes disagree on stops the run with an error (masks cannot express it)"),
            Flow.JUMP),
    NRM(270, 1, 1, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(LEGACY),
            impl("src * rsq(dot3(src, src)) with w = 1, as Mesa's 2010 interpreter; the 2010 text divides by the squared length, omitting the square root"),
            reads(Read.XYZ),
            Guard.FUNCTION_DOMAIN),
    NRM4(271, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(LEGACY),
            impl("src * rsq(dot4(src, src)) per channel, as Mesa's 2010 interpreter; the 2010 text writes a replicated src.x / dot4"),
            Guard.FUNCTION_DOMAIN);

    /// The 64-bit form of the integer atomics, which Mesa's TGSI lacks (decision 0022).
    private static final class Atomic64 {
        static final String NOTE = "with memory format R64_UINT or R64_SINT on a BUFFER or MEMORY resource, the 64-bit form: "
                + "the 8 bytes at the address (a multiple of 8; otherwise nothing happens and 0 is returned), operands read as "
                + "pairs (value src.xy, CAS's comparand src2.xy), the old value written to dst.xy; atomic with respect to every "
                + "other 64-bit atomic (WGSL atomic<u64>/atomic<i64> is only ever accessed through them)";
    }

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

    /// What the last arguments of a row may be: notes on how the opcode executes, and the
    /// optional columns ([Flow], [Reads], [Stages], [Guard]) whose default most rows take.
    public sealed interface Annotation permits Note, Flow, Reads, Stages, Guard {}

    /// The opcode's part in structured control flow: which opcodes open, continue and close a
    /// block, and which leave one. [ControlFlow] derives every shader's block structure from this
    /// column alone, and every consumer (sanity checker, interpreter, JIT, translators) reads that
    /// structure instead of matching opcodes itself. Rows without one are [#NONE].
    public enum Flow implements Annotation {
        /// Not control flow (NOP and the legacy address stack PUSHA/POPA included).
        NONE(null, BlockRole.NONE),
        /// IF, UIF and the legacy IFC: open an IF block on a condition in src.x.
        IF(Construct.IF, BlockRole.OPENS),
        ELSE(Construct.IF, BlockRole.CONTINUES),
        ENDIF(Construct.IF, BlockRole.CLOSES),
        BGNLOOP(Construct.LOOP, BlockRole.OPENS),
        ENDLOOP(Construct.LOOP, BlockRole.CLOSES),
        /// SWITCH: opens a switch on the selector in src.x.
        SWITCH(Construct.SWITCH, BlockRole.OPENS),
        CASE(Construct.SWITCH, BlockRole.CONTINUES),
        DEFAULT(Construct.SWITCH, BlockRole.CONTINUES),
        ENDSWITCH(Construct.SWITCH, BlockRole.CLOSES),
        BGNSUB(Construct.SUBROUTINE, BlockRole.OPENS),
        ENDSUB(Construct.SUBROUTINE, BlockRole.CLOSES),
        /// BRK and the legacy BREAKC: leave the innermost loop or switch.
        BREAK(null, BlockRole.NONE),
        /// CONT: the next iteration of the innermost loop.
        CONTINUE(null, BlockRole.NONE),
        /// CAL and the legacy CALLNZ: run the subroutine whose BGNSUB the label names.
        CALL(null, BlockRole.NONE),
        RETURN(null, BlockRole.NONE),
        /// END: the end of the main program.
        END(null, BlockRole.NONE),
        /// The legacy BRA: a jump to the label, within one block.
        JUMP(null, BlockRole.NONE);

        private final Construct construct;
        private final BlockRole role;

        Flow(Construct construct, BlockRole role) {
            this.construct = construct;
            this.role = role;
        }

        /// The construct this opcode opens, continues or closes; `null` for the others.
        public Construct construct() { return construct; }

        public BlockRole role() { return role; }
    }

    /// The nested constructs of TGSI control flow.
    public enum Construct { IF, LOOP, SWITCH, SUBROUTINE }

    /// Where an instruction stands in its construct.
    public enum BlockRole {
        NONE,
        /// Begins a construct and its first block (IF, BGNLOOP, SWITCH, BGNSUB).
        OPENS,
        /// Ends one block of the construct and begins the next (ELSE, CASE, DEFAULT).
        CONTINUES,
        /// Ends the construct (ENDIF, ENDLOOP, ENDSWITCH, ENDSUB).
        CLOSES
    }

    /// Which channels of a source operand influence the result, before the operand's swizzle
    /// (Mesa's `tgsi_util_get_inst_usage_mask`): one [Read] per source, the last repeated for
    /// later sources. Rows without one read what they write when [OutputMode#COMPONENTWISE]
    /// and all four channels otherwise. [ChannelUsage] evaluates it for an instruction.
    public record Reads(List<Read> sources) implements Annotation {
        public Reads {
            sources = List.copyOf(sources);
            if (sources.isEmpty()) {
                throw new IllegalArgumentException("a read mask needs at least one source");
            }
        }

        /// The rule for source `index`.
        public Read source(int index) {
            return sources.get(Math.min(index, sources.size() - 1));
        }
    }

    /// How one source's read channels are found: a fixed mask, or a rule on the instruction's
    /// write mask or texture/memory target (evaluated by [ChannelUsage]).
    public enum Read {
        NONE(0), X(WriteMask.X), XY(WriteMask.X | WriteMask.Y), XYZ(WriteMask.X | WriteMask.Y | WriteMask.Z),
        XYZW(WriteMask.XYZW), YZ(WriteMask.Y | WriteMask.Z), YW(WriteMask.Y | WriteMask.W),
        /// The channels the first destination writes (component-wise operations).
        WRITTEN(-1),
        /// LIT: x, y and w, when the result's y or z is written.
        LIT(-1),
        /// EXP and LOG: x, when any of the result's x, y and z is written.
        EXP_LOG(-1),
        /// DLDEXP's exponent: x for the xy pair, z for the zw pair.
        DOUBLE_EXPONENT(-1),
        /// The texture target's coordinates with the layer and the shadow reference (Mesa's
        /// quirk for SHADOW1D: x and z).
        TEXTURE_COORDS(-1),
        /// As [#TEXTURE_COORDS], plus w (the bias, level or projection of TXB, TXL, TXP, TXF).
        TEXTURE_COORDS_AND_W(-1),
        /// The target's spatial coordinates, without layer or reference (derivatives, LODQ).
        TEXTURE_SPATIAL(-1),
        /// The memory token's target coordinates (LOAD, STORE, atomics).
        MEMORY_COORDS(-1);

        private final int mask;

        Read(int mask) {
            this.mask = mask;
        }

        /// The fixed mask, or -1 for the rules.
        public int mask() { return mask; }
    }

    /// The shader stages an opcode is allowed in (rows without one: every stage).
    public record Stages(Set<Processor> allowed) implements Annotation {
        public Stages {
            allowed = Collections.unmodifiableSet(EnumSet.copyOf(allowed));
        }
    }

    /// An operation whose result TGSI defines (the reference interpreter, `exec.OpSemantics`,
    /// computes exactly what is written here) but GLSL 4.50 or SPIR-V with `GLSL.std.450` leaves
    /// undefined, implementation-defined or without a precision bound for some operands. The
    /// column [#guards] lists the guarded operations an opcode performs; a translator to a GPU
    /// language (the GLSL one in `drivers/gl`, the SPIR-V one in `drivers/vk`) computes each
    /// of them as defined here for every operand, wherever the opcode's formula uses it, instead
    /// of taking what a GPU happens to give. Rows without one need no guard: the target's own
    /// operations give the interpreter's results for every operand (within the opcode's error
    /// bound), or the opcode computes no value.
    ///
    /// The guards rely on the target following IEEE 754 for infinities, NaNs and signed zeros in
    /// comparisons, `+`, `-`, `*` and conversions between float widths (GL implementations do; a
    /// SPIR-V module asks for it with the `SignedZeroInfNanPreserve` execution mode where the
    /// device offers it). Denormal operands may still be flushed to zero, as the translators'
    /// tolerances allow, and the sign and payload of a NaN that arithmetic produces are
    /// unspecified everywhere (any NaN stands for a NaN result).
    public enum Guard implements Annotation {
        /// Float or double to signed integer (F2I; ARL and ARR after their rounding; D2I, F2I64,
        /// D2I64): truncation toward zero; NaN, and values whose truncation lies outside the
        /// destination's range, give the most negative value of the destination, 0x80000000
        /// (0x8000000000000000 for 64-bit results; x86's "integer indefinite"). SPIR-V's
        /// `OpConvertFToS` is undefined for those operands, and GLSL says nothing of them.
        FLOAT_TO_INT,
        /// Float or double to unsigned integer (F2U, D2U, F2U64, D2U64): truncation toward zero,
        /// saturating: NaN and values at or below -1 give 0, values at or above 2^32 (2^64 for
        /// 64-bit results) give all ones, and values in (-1, 0) give 0. GLSL 4.50 section 5.4.1
        /// leaves converting a negative value undefined, SPIR-V's `OpConvertFToU` every value
        /// outside the range.
        FLOAT_TO_UINT,
        /// Integer division and modulo (IDIV, MOD, UDIV, UMOD and the 64-bit I64DIV, I64MOD,
        /// U64DIV, U64MOD) for every divisor. Signed division truncates toward zero; a divisor
        /// of 0 gives 0, and the most negative value divided by -1 gives the most negative
        /// value. Signed modulo takes the dividend's sign (C's `%`); a divisor of 0 gives -1, and
        /// the most negative value modulo -1 gives 0. Unsigned division and modulo by 0 give all
        /// ones. GLSL 4.50 section 5.9 gives an unspecified value for a divisor of 0; SPIR-V's
        /// `OpSDiv`, `OpSRem`, `OpUDiv` and `OpUMod` are undefined for it and for the signed
        /// overflow.
        INTEGER_DIVISION,
        /// Shifts (SHL, ISHR, USHR, U64SHL, I64SHR, U64SHR): the count is taken modulo the
        /// shifted value's width, its low 5 bits (6 bits for 64-bit values), as x86 shifts. GLSL
        /// 4.50 section 5.9 and SPIR-V's shift instructions leave counts at or beyond the width
        /// undefined.
        SHIFT_COUNT,
        /// Bit-field extract and insert (IBFE, UBFE, BFI) for every offset and width, by Mesa's
        /// formulas. Extract: the offset is masked to 5 bits; width 32 at offset 0 gives the value;
        /// otherwise the width is masked to 5 bits, width 0 gives 0, a field within the word is
        /// extracted (sign-extended by IBFE, zero-extended by UBFE), and a field running past bit
        /// 31 gives the value shifted right by the offset (arithmetically by IBFE). Insert: width
        /// 32 gives the insert; otherwise the mask is `((1 << width) - 1) << (offset & 31)` with
        /// both shift counts taken modulo 32, and the result `((insert << (offset & 31)) & mask) |
        /// (base & ~mask)`. GLSL's `bitfieldExtract`/`bitfieldInsert` and SPIR-V's
        /// `OpBitField*` are undefined for negative offsets or widths and for fields past bit 31.
        BIT_FIELD,
        /// Float minimum and maximum (MIN, MAX, DMIN, DMAX, and the clamps of LIT) as C's `fmin`
        /// and `fmax`: a NaN operand is ignored (the result is the other operand; NaN only when
        /// both are NaN), and of two equal operands (+0 and -0) the first is the result.
        /// `GLSL.std.450`'s `FMin`/`FMax` and GLSL's `min`/`max` leave NaN operands undefined;
        /// `NMin`/`NMax` give these results.
        MIN_MAX_NAN,
        /// Float and double division and reciprocal (DIV, RCP, RCC, RFL, LOG's y, DDIV, DRCP) as
        /// IEEE 754 divides, for every divisor: a zero divisor gives an infinity whose sign is the
        /// exclusive or of the operands' signs (NaN when the dividend is 0 or NaN), an infinite
        /// divisor gives a zero of that sign for a finite dividend (NaN for an infinite one), an
        /// infinite dividend over a finite divisor an infinity, and a NaN operand a NaN; the other
        /// quotients within the opcode's error bound, including divisors of magnitude above 2^126
        /// (2^1022 for doubles), where GLSL 4.50 (section 4.7.1) and Vulkan bound the error of
        /// `a / b` only for divisors in [2^-126, 2^126].
        FLOAT_DIVISION,
        /// Elementary functions at the edges of their domain, with the values of C99 Annex F (IEEE
        /// 754): square root (SQRT, DSQRT) of a negative number or -Inf is NaN, of ±0 is ±0, of
        /// +Inf is +Inf; reciprocal square root (RSQ, DRSQ, NRM, NRM4), computed as 1 / sqrt(x),
        /// of +0 is +Inf, of -0 is -Inf, of +Inf is +0, of a negative number NaN; base-2 logarithm
        /// (LG2, LOG, with LG2's formula `logf(x) * 1.442695f`) of ±0 is -Inf, of a negative
        /// number NaN, of +Inf +Inf; power (POW, LIT) as C's `powf`, all of F.10.4.4's special
        /// cases (`pow(x, ±0) = 1` and `pow(1, y) = 1` even for NaN, `pow(-1, ±Inf) = 1`, a
        /// negative base with a non-integer exponent NaN, a zero base 0 or +Inf by the exponent's
        /// sign with the base's sign for odd integer exponents, ...); `frexp` (DFRACEXP) of ±0,
        /// ±Inf and NaN gives the operand itself and exponent 0. GLSL and `GLSL.std.450` leave
        /// `sqrt` of negatives, `inversesqrt` and `log2` at or below 0, `pow` of a negative or
        /// zero base and `frexp` of infinities and NaN undefined. Finite results inside the domain
        /// keep the opcode's error bound.
        FUNCTION_DOMAIN,
        /// Packing and unpacking of normalized integers, exactly (PK2US, PK4B, PK4UB, UP2US, UP4B,
        /// UP4UB). Packing: NaN gives 0; otherwise the value is clamped to [0, 1] ([-1, 1] for
        /// PK4B), multiplied by 65535, 255 or 127 with one rounding, and rounded half to even;
        /// the fields are placed low field first. Unpacking: each 16- or 8-bit field, low field
        /// first (sign-extended for UP4B), divided by 65535, 255 or 127 with one correctly rounded
        /// division; UP4B's -128 gives -1. GLSL's and `GLSL.std.450`'s `pack*norm*` round halves
        /// in an implementation-defined direction, and their `unpack*norm*` divide with the
        /// 2.5-ulp division, which GPUs round differently.
        NORMALIZED_PACKING,
        /// `x * 2^e` (LDEXP, DLDEXP) with one rounding for every integer exponent, as C's `ldexp`:
        /// results beyond the range overflow to ±Inf or underflow to a (denormal or) zero of x's
        /// sign. GLSL's `ldexp` and `GLSL.std.450`'s `Ldexp` are undefined for exponents above
        /// 128 (1024 for doubles) and may flush below -126 (-1022).
        LDEXP_RANGE
    }

    private static Reads reads(Read... sources) {
        return new Reads(List.of(sources));
    }

    private static Stages stages(Processor... allowed) {
        return new Stages(EnumSet.copyOf(List.of(allowed)));
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
    private final Flow flow;
    private final Reads reads;
    private final Set<Processor> stages;
    private final Set<Guard> guards;

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
        Flow flowRole = Flow.NONE;
        Reads readMask = new Reads(List.of(outputMode == OutputMode.COMPONENTWISE ? Read.WRITTEN : Read.XYZW));
        Set<Processor> allowed = EnumSet.allOf(Processor.class);
        EnumSet<Guard> guardSet = EnumSet.noneOf(Guard.class);
        for (Annotation a : annotations) {
            switch (a) {
                case Note n -> noteList.add(n);
                case Flow f -> flowRole = f;
                case Reads r -> readMask = r;
                case Stages st -> allowed = st.allowed();
                case Guard g -> guardSet.add(g);
            }
        }
        this.notes = List.copyOf(noteList);
        this.flow = flowRole;
        this.reads = readMask;
        this.stages = Collections.unmodifiableSet(allowed);
        this.guards = Collections.unmodifiableSet(guardSet);
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

    /// The opcode's part in structured control flow ([Flow#NONE] for all but the branches).
    public Flow flow() { return flow; }

    /// Which channels of each source influence the result ([ChannelUsage] evaluates it).
    public Reads reads() { return reads; }

    /// The shader stages this opcode is allowed in.
    public Set<Processor> stages() { return stages; }

    /// The operations of this opcode whose results TGSI defines where GLSL and SPIR-V do not
    /// ([Guard]); empty when the target's own operations give the interpreter's results.
    public Set<Guard> guards() { return guards; }

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
