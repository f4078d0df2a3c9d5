package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/// The built-in math function table: for every [MathFunction], its overloads and its expansion
/// into TGSI instructions, in one row (in the spirit of Slang's `__target_intrinsic`: each
/// target says how to spell a function, with `$0`-style argument placeholders).
///
/// ## Overloads
/// A signature is written `(P, ...) -> R` over these type patterns:
/// `T` (the generic type: a scalar or vector, or a matrix for `M`-constrained rows), `S` (its
/// scalar), `T<i32>` (T's shape with i32 components, AbstractInt when T is abstract), `M^T` (the
/// transpose of matrix T), `modf`/`frexp` (the result structs, which a front end supplies), and
/// concrete types such as `u32` or `vec4<f32>`. The constraint limits T's scalar and shape:
/// - `n` numeric, `f` float, `s` signed (float, i32, i64, AbstractInt), `ci` concrete integer,
///   `f32` f32 only (AbstractFloat converts);
/// - suffix `v` vector only, `v3` three-component vector only, `m` float matrix, `msq` square
///   float matrix.
///
/// Resolution ([#resolve]) tries every row's signatures with every candidate scalar and keeps
/// the one whose automatic conversions have the lowest total rank (WGSL §13.5.3).
///
/// ## TGSI expansions
/// Keyed by the argument scalar: `f` (32-bit float), `i` (i32), `u` (u32). Instructions are
/// separated by `;` and written in TGSI text syntax with placeholders: `$0`..`$3` arguments,
/// `$r` the result (`$r1` the second member of a struct result), `$t0`.. (or any other `$name`) temporaries, and
/// immediates `#1.5`, `#3u`, `#-1i`, `#(0u,8u,16u,24u)`. Scalar arguments are broadcast. Rows
/// flagged component-wise (`cw`) run a scalar-only opcode (RCP, EX2, SIN, PK2H, ...) once per
/// component. Pseudo-opcodes: `DOT` (DP2/DP3/DP4 by size, MUL for scalars), `HADD`/`HOR` (add or
/// or-reduce the components of a vector; `HADD4` reduces four whatever the argument's size).
/// `special` marks functions the lowering writes out
/// itself (matrix functions).
public final class Builtins {
    private Builtins() {}

    /// One overload: parameter and result patterns.
    public record Signature(List<String> params, String result, String constraint) {}

    /// A row of the table.
    public record Row(MathFunction fun, List<Signature> signatures, boolean componentWise,
                      Map<Character, String> tgsi) {
        /// The TGSI expansion for a scalar kind, or `null` if the target cannot express it.
        public String tgsi(ScalarKind kind) {
            char k = switch (kind) {
                case FLOAT, ABSTRACT_FLOAT -> 'f';
                case SINT, ABSTRACT_INT -> 'i';
                case UINT -> 'u';
                case BOOL -> 'b';
            };
            String s = tgsi.get(k);
            return s != null ? s : tgsi.get('*');
        }
    }

    private static final Map<MathFunction, Row> ROWS = new EnumMap<>(MathFunction.class);

    static {
        // name, signatures, constraint, component-wise, expansions
        row(MathFunction.ABS, "(T) -> T", "n", true, "f: MOV $r, |$0|", "i: IABS $r, $0", "u: MOV $r, $0");
        row(MathFunction.MIN, "(T, T) -> T", "n", true, "f: MIN $r, $0, $1", "i: IMIN $r, $0, $1", "u: UMIN $r, $0, $1");
        row(MathFunction.MAX, "(T, T) -> T", "n", true, "f: MAX $r, $0, $1", "i: IMAX $r, $0, $1", "u: UMAX $r, $0, $1");
        row(MathFunction.CLAMP, "(T, T, T) -> T", "n", true, "f: MAX $t0, $0, $1; MIN $r, $t0, $2",
                "i: IMAX $t0, $0, $1; IMIN $r, $t0, $2", "u: UMAX $t0, $0, $1; UMIN $r, $t0, $2");
        row(MathFunction.SATURATE, "(T) -> T", "f", true, "f: MOV_SAT $r, $0");
        row(MathFunction.SIN, "(T) -> T", "f", true, "f: SIN $r, $0");
        row(MathFunction.COS, "(T) -> T", "f", true, "f: COS $r, $0");
        row(MathFunction.TAN, "(T) -> T", "f", true, "f: SIN $t0, $0; COS $t1, $0; DIV $r, $t0, $t1");
        // Range reduction and fitted minimax polynomials, a few ulps over the whole domain.
        row(MathFunction.SINH, "(T) -> T", "f", true, "f: " + TranscendentalExpansions.SINH_F);
        row(MathFunction.COSH, "(T) -> T", "f", true, "f: " + TranscendentalExpansions.COSH_F);
        row(MathFunction.TANH, "(T) -> T", "f", true, "f: " + TranscendentalExpansions.TANH_F);
        row(MathFunction.ATAN, "(T) -> T", "f", true, "f: " + TranscendentalExpansions.ATAN_F);
        row(MathFunction.ASIN, "(T) -> T", "f", true, "f: " + TranscendentalExpansions.ASIN_F);
        row(MathFunction.ACOS, "(T) -> T", "f", true, "f: " + TranscendentalExpansions.ACOS_F);
        row(MathFunction.ATAN2, "(T, T) -> T", "f", true, "f: " + TranscendentalExpansions.ATAN2_F);
        row(MathFunction.ASINH, "(T) -> T", "f", true, "f: " + TranscendentalExpansions.ASINH_F);
        row(MathFunction.ACOSH, "(T) -> T", "f", true, "f: " + TranscendentalExpansions.ACOSH_F);
        row(MathFunction.ATANH, "(T) -> T", "f", true, "f: " + TranscendentalExpansions.ATANH_F);
        row(MathFunction.RADIANS, "(T) -> T", "f", true, "f: MUL $r, $0, #0.017453292");
        row(MathFunction.DEGREES, "(T) -> T", "f", true, "f: MUL $r, $0, #57.29578");
        row(MathFunction.CEIL, "(T) -> T", "f", true, "f: CEIL $r, $0");
        row(MathFunction.FLOOR, "(T) -> T", "f", true, "f: FLR $r, $0");
        row(MathFunction.ROUND, "(T) -> T", "f", true, "f: ROUND $r, $0");
        row(MathFunction.FRACT, "(T) -> T", "f", true, "f: FRC $r, $0");
        row(MathFunction.TRUNC, "(T) -> T", "f", true, "f: TRUNC $r, $0");
        row(MathFunction.MODF, "(T) -> modf", "f", true, "f: TRUNC $r1, $0; ADD $r, $0, -$r1");
        row(MathFunction.FREXP, "(T) -> frexp", "f", true,
                "f: UBFE $t0, $0, #23u, #8u; UADD $t1, $t0, #-126i; AND $t2, $0, #0x807fffffu; OR $t2, $t2, #0x3f000000u; "
                        + "USEQ $t3, $t0, #0u; UCMP $r, $t3, $0, $t2; UCMP $r1, $t3, #0u, $t1");
        row(MathFunction.LDEXP, "(T, T<i32>) -> T", "f", true, "f: LDEXP $r, $0, $1");
        row(MathFunction.EXP, "(T) -> T", "f", true, "f: MUL $t0, $0, #1.442695; EX2 $r, $t0");
        row(MathFunction.EXP2, "(T) -> T", "f", true, "f: EX2 $r, $0");
        row(MathFunction.LOG, "(T) -> T", "f", true, "f: LG2 $t0, $0; MUL $r, $t0, #0.6931472");
        row(MathFunction.LOG2, "(T) -> T", "f", true, "f: LG2 $r, $0");
        row(MathFunction.LOG10, "(T) -> T", "f", true, "f: LG2 $t0, $0; MUL $r, $t0, #0.30103");
        row(MathFunction.POW, "(T, T) -> T", "f", true, "f: POW $r, $0, $1");
        // C's fmod: the remainder has x's sign (the quotient truncates), as WGSL's float `%`.
        row(MathFunction.FMOD, "(T, T) -> T", "f", true, "f: DIV $t0, $0, $1; TRUNC $t0, $t0; MAD $r, -$t0, $1, $0");
        // Cg's lit is not TGSI's LIT: that one computes pow(max(NdotH, 0), clamp(m, -128, 128))
        // whenever NdotL > 0 (1 for NdotH <= 0 and m = 0), where Cg gives 0 unless both dot
        // products are positive and uses m unclamped; so it is written out.
        row(MathFunction.LIT, "(f32, f32, f32) -> vec4<f32>", "-", false,
                "f: MOV $r.xw, #1.0; MAX $r.y, $0, #0.0; POW $t0, $1, $2; MIN $t1, $0, $1; CMP $r.z, -$t1, $t0, #0.0");
        row(MathFunction.SQRT, "(T) -> T", "f", true, "f: SQRT $r, $0");
        row(MathFunction.INVERSE_SQRT, "(T) -> T", "f", true, "f: RSQ $r, $0");
        row(MathFunction.SIGN, "(T) -> T", "s", true, "f: SSG $r, $0", "i: ISSG $r, $0");
        row(MathFunction.FMA, "(T, T, T) -> T", "f", true, "f: MAD $r, $0, $1, $2");
        row(MathFunction.MIX, "(T, T, T) -> T | (T, T, S) -> T", "f", true, "f: LRP $r, $2, $1, $0");
        row(MathFunction.STEP, "(T, T) -> T", "f", true, "f: SGE $r, $1, $0");
        row(MathFunction.SMOOTH_STEP, "(T, T, T) -> T", "f", true,
                "f: ADD $t0, $2, -$0; ADD $t1, $1, -$0; DIV $t0, $t0, $t1; MOV_SAT $t0, $t0; MAD $t1, $t0, #-2.0, #3.0; "
                        + "MUL $t0, $t0, $t0; MUL $r, $t0, $t1");
        row(MathFunction.QUANTIZE_TO_F16, "(T) -> T", "f32", true, "f: PK2H $t0, $0; UP2H $r, $t0");
        row(MathFunction.DOT, "(T, T) -> S", "nv", false, "f: DOT $r, $0, $1", "*: UMUL $t0, $0, $1; HADD $r, $t0");
        row(MathFunction.CROSS, "(T, T) -> T", "fv3", false, "f: MUL $t0, $0.yzxw, $1.zxyw; MAD $r, -$0.zxyw, $1.yzxw, $t0");
        row(MathFunction.LENGTH, "(T) -> S", "f", false, "f: DOT $t0, $0, $0; SQRT $r, $t0");
        row(MathFunction.DISTANCE, "(T, T) -> S", "f", false, "f: ADD $t1, $0, -$1; DOT $t0, $t1, $t1; SQRT $r, $t0");
        row(MathFunction.NORMALIZE, "(T) -> T", "fv", false, "f: DOT $t0, $0, $0; RSQ $t0, $t0.x; MUL $r, $0, $t0.x");
        row(MathFunction.FACE_FORWARD, "(T, T, T) -> T", "fv", false, "f: DOT $t0, $1, $2; CMP $r, $t0.x, $0, -$0");
        row(MathFunction.REFLECT, "(T, T) -> T", "fv", false, "f: DOT $t0, $1, $0; MUL $t0, $t0.x, #2.0; MAD $r, -$t0.x, $1, $0");
        row(MathFunction.REFRACT, "(T, T, S) -> T", "fv", false,
                "f: DOT $t0, $1, $0; MAD $t1, -$t0.x, $t0.x, #1.0; MUL $t2, $2, $2; MAD $t1, -$t2.x, $t1.x, #1.0; "
                        + "SQRT $t2, $t1.x; MAD $t2, $2, $t0.x, $t2.x; MUL $t3, $2, $0; MAD $t3, -$t2.x, $1, $t3; "
                        + "CMP $r, $t1.x, #0.0, $t3");
        row(MathFunction.OUTER, "(T, T) -> special", "fv", false, "f: special");
        row(MathFunction.TRANSPOSE, "(T) -> M^T", "m", false, "f: special");
        row(MathFunction.DETERMINANT, "(T) -> S", "msq", false, "f: special");
        row(MathFunction.INVERSE, "(T) -> T", "msq", false, "f: special");
        row(MathFunction.COUNT_ONE_BITS, "(T) -> T", "ci", true, "*: POPC $r, $0");
        row(MathFunction.REVERSE_BITS, "(T) -> T", "ci", true, "*: BREV $r, $0");
        row(MathFunction.FIRST_TRAILING_BIT, "(T) -> T", "ci", true, "*: LSB $r, $0");
        row(MathFunction.FIRST_LEADING_BIT, "(T) -> T", "ci", true, "i: IMSB $r, $0", "u: UMSB $r, $0");
        row(MathFunction.COUNT_LEADING_ZEROS, "(T) -> T", "ci", true, "*: UMSB $t0, $0; UADD $r, #31u, -$t0");
        row(MathFunction.COUNT_TRAILING_ZEROS, "(T) -> T", "ci", true, "*: LSB $t0, $0; UMIN $r, $t0, #32u");
        row(MathFunction.EXTRACT_BITS, "(T, u32, u32) -> T", "ci", true,
                "i: UMIN $t0, $1, #32u; UADD $t1, #32u, -$t0; UMIN $t1, $2, $t1; USEQ $t2, $t1, #32u; "
                        + "IBFE $t3, $0, $t0, $t1; UCMP $r, $t2, $0, $t3",
                "u: UMIN $t0, $1, #32u; UADD $t1, #32u, -$t0; UMIN $t1, $2, $t1; USEQ $t2, $t1, #32u; "
                        + "UBFE $t3, $0, $t0, $t1; UCMP $r, $t2, $0, $t3");
        row(MathFunction.INSERT_BITS, "(T, T, u32, u32) -> T", "ci", true,
                "*: UMIN $t0, $2, #32u; UADD $t1, #32u, -$t0; UMIN $t1, $3, $t1; USEQ $t2, $t1, #32u; "
                        + "BFI $t3, $0, $1, $t0, $t1; UCMP $r, $t2, $1, $t3");
        row(MathFunction.PACK4X8SNORM, "(vec4<f32>) -> u32", "-", false,
                "*: MAX $t0, $0, #-1.0; MIN $t0, $t0, #1.0; MAD $t0, $t0, #127.0, #0.5; FLR $t0, $t0; F2I $t0, $t0; "
                        + "AND $t0, $t0, #255u; SHL $t0, $t0, #(0u,8u,16u,24u); HOR $r, $t0");
        row(MathFunction.PACK4X8UNORM, "(vec4<f32>) -> u32", "-", false,
                "*: MOV_SAT $t0, $0; MAD $t0, $t0, #255.0, #0.5; F2U $t0, $t0; SHL $t0, $t0, #(0u,8u,16u,24u); HOR $r, $t0");
        row(MathFunction.PACK2X16SNORM, "(vec2<f32>) -> u32", "-", false,
                "*: MAX $t0, $0, #-1.0; MIN $t0, $t0, #1.0; MAD $t0, $t0, #32767.0, #0.5; FLR $t0, $t0; F2I $t0, $t0; "
                        + "AND $t0, $t0, #65535u; SHL $t0, $t0, #(0u,16u,0u,0u); HOR $r, $t0");
        row(MathFunction.PACK2X16UNORM, "(vec2<f32>) -> u32", "-", false,
                "*: MOV_SAT $t0, $0; MAD $t0, $t0, #65535.0, #0.5; F2U $t0, $t0; SHL $t0, $t0, #(0u,16u,0u,0u); HOR $r, $t0");
        row(MathFunction.PACK2X16FLOAT, "(vec2<f32>) -> u32", "-", false, "*: PK2H $r, $0");
        row(MathFunction.PACK4XI8, "(vec4<i32>) -> u32", "-", false,
                "*: AND $t0, $0, #255u; SHL $t0, $t0, #(0u,8u,16u,24u); HOR $r, $t0");
        row(MathFunction.PACK4XU8, "(vec4<u32>) -> u32", "-", false,
                "*: AND $t0, $0, #255u; SHL $t0, $t0, #(0u,8u,16u,24u); HOR $r, $t0");
        row(MathFunction.PACK4XI8_CLAMP, "(vec4<i32>) -> u32", "-", false,
                "*: IMAX $t0, $0, #-128i; IMIN $t0, $t0, #127i; AND $t0, $t0, #255u; SHL $t0, $t0, #(0u,8u,16u,24u); HOR $r, $t0");
        row(MathFunction.PACK4XU8_CLAMP, "(vec4<u32>) -> u32", "-", false,
                "*: UMIN $t0, $0, #255u; SHL $t0, $t0, #(0u,8u,16u,24u); HOR $r, $t0");
        row(MathFunction.UNPACK4X8SNORM, "(u32) -> vec4<f32>", "-", false,
                "*: IBFE $t0, $0, #(0u,8u,16u,24u), #8u; I2F $t0, $t0; MUL $t0, $t0, #0.007874016; MAX $r, $t0, #-1.0");
        row(MathFunction.UNPACK4X8UNORM, "(u32) -> vec4<f32>", "-", false,
                "*: UBFE $t0, $0, #(0u,8u,16u,24u), #8u; U2F $t0, $t0; MUL $r, $t0, #0.003921569");
        row(MathFunction.UNPACK2X16SNORM, "(u32) -> vec2<f32>", "-", false,
                "*: IBFE $t0, $0, #(0u,16u,0u,0u), #16u; I2F $t0, $t0; MUL $t0, $t0, #0.000030518509; MAX $r, $t0, #-1.0");
        row(MathFunction.UNPACK2X16UNORM, "(u32) -> vec2<f32>", "-", false,
                "*: UBFE $t0, $0, #(0u,16u,0u,0u), #16u; U2F $t0, $t0; MUL $r, $t0, #0.000015259022");
        row(MathFunction.UNPACK2X16FLOAT, "(u32) -> vec2<f32>", "-", false, "*: UP2H $r, $0");
        row(MathFunction.UNPACK4XI8, "(u32) -> vec4<i32>", "-", false, "*: IBFE $r, $0, #(0u,8u,16u,24u), #8u");
        row(MathFunction.UNPACK4XU8, "(u32) -> vec4<u32>", "-", false, "*: UBFE $r, $0, #(0u,8u,16u,24u), #8u");
        row(MathFunction.DOT4I8PACKED, "(u32, u32) -> i32", "-", false,
                "*: IBFE $t0, $0, #(0u,8u,16u,24u), #8u; IBFE $t1, $1, #(0u,8u,16u,24u), #8u; UMUL $t0, $t0, $t1; HADD4 $r, $t0");
        row(MathFunction.DOT4U8PACKED, "(u32, u32) -> u32", "-", false,
                "*: UBFE $t0, $0, #(0u,8u,16u,24u), #8u; UBFE $t1, $1, #(0u,8u,16u,24u), #8u; UMUL $t0, $t0, $t1; HADD4 $r, $t0");
        for (MathFunction f : MathFunction.values()) {
            if (!ROWS.containsKey(f)) {
                throw new ExceptionInInitializerError("builtin table has no row for " + f);
            }
        }
    }

    private static void row(MathFunction fun, String signatures, String constraint, boolean cw, String... tgsi) {
        List<Signature> sigs = new ArrayList<>();
        for (String s : signatures.split("\\|")) {
            String[] parts = s.trim().split("->");
            String params = parts[0].trim();
            params = params.substring(1, params.length() - 1).trim();
            List<String> ps = new ArrayList<>();
            if (!params.isEmpty()) {
                for (String p : params.split(",(?![^<]*>)")) {
                    ps.add(p.trim());
                }
            }
            if (ps.size() != fun.arity()) {
                throw new ExceptionInInitializerError(fun + ": " + ps.size() + " parameters, arity " + fun.arity());
            }
            sigs.add(new Signature(ps, parts[1].trim(), constraint));
        }
        Map<Character, String> map = new java.util.HashMap<>();
        for (String t : tgsi) {
            map.put(t.charAt(0), t.substring(2).trim());
        }
        ROWS.put(fun, new Row(fun, sigs, cw, map));
    }

    public static Row row(MathFunction fun) {
        return ROWS.get(fun);
    }

    /// Supplies the result struct types of `modf` and `frexp`, which the front end declares
    /// (WGSL's `__modf_result_*` and `__frexp_result_*`).
    public interface ResultStructs {
        Handle<Type> structFor(MathFunction fun, Handle<Type> argument);
    }

    /// The chosen overload: the types each argument converts to and the result type.
    public record Resolution(List<Handle<Type>> params, Handle<Type> result) {}

    /// Picks the overload of `fun` for arguments of `args` types, or `null` when none accepts
    /// them. Abstract arguments may convert ([AutoConversion#rank]).
    public static Resolution resolve(Module module, MathFunction fun, List<Handle<Type>> args, ResultStructs structs) {
        return new OverloadMatcher(module, structs).resolve(ROWS.get(fun), args);
    }
}
