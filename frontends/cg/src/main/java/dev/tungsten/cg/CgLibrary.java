package dev.tungsten.cg;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.tungsten.ir.DerivativeAxis;
import dev.tungsten.ir.MathFunction;
import dev.tungsten.ir.RelationalFunction;

/// The Cg standard library as a table: each row maps a Cg function name and its signatures to
/// the IR construct that implements it. Math rows name an [MathFunction], so their TGSI
/// expansion is the single row of `ir.Builtins`; the rest are relational tests, derivatives,
/// texture lookups ([TextureFunctions]) and a few forms written out by [LibraryCalls] (`mul`,
/// `sincos`, `modf`, `frexp`, `ldexp`, `isfinite`, `dot` of scalars, the pack functions).
///
/// ## Signatures
/// Written `(P, ...) -> R` with `|` between alternatives, over the patterns of `ir.Builtins`:
/// `T` the generic type (a scalar or vector, or a matrix in `m` rows), `S` its scalar, `Tb` and
/// `Ti` its shape with `bool` and `int` components, `MT` the transpose of matrix `T`, `out T` an
/// output parameter, and concrete Cg types (`float`, `float4`, `sampler2D`, `int2`). The
/// constraint limits `T`: `f` floating scalar or vector, `fv` floating vector, `fv3` three
/// components, `n` numeric, `a` any scalar or vector (bool too), `m` floating matrix, `msq`
/// square floating matrix. Arguments are matched as [CallResolution] describes, so scalar
/// smearing applies: `lerp(float3, float3, float)` and `pow(float3, float)` resolve.
final class CgLibrary {
    private CgLibrary() {}

    /// How a row is implemented.
    sealed interface Kind {
        record Math(MathFunction fun) implements Kind {}

        record Relational(RelationalFunction fun) implements Kind {}

        record Derivative(DerivativeAxis axis) implements Kind {}

        /// A pack (`pack = true`, float components to a float holding the bits) or unpack row.
        record Pack(MathFunction fun, boolean pack) implements Kind {}

        /// Written out by [LibraryCalls]; `key` names the form.
        record Special(String key) implements Kind {}

        record Texture(TextureFunctions.Form form) implements Kind {}
    }

    /// One overload pattern: parameters (with `out ` prefixes), result and constraint.
    record Signature(List<String> params, String result, String constraint) {}

    record Row(String name, List<Signature> signatures, Kind kind) {}

    private static final Map<String, List<Row>> ROWS = new LinkedHashMap<>();

    /// GLSL spellings of library functions that a few shaders written for both languages use,
    /// with the Cg function each means (accepted with a warning).
    static final Map<String, String> GLSL_NAMES = Map.of("fract", "frac", "mix", "lerp", "inversesqrt", "rsqrt",
            "dFdx", "ddx", "dFdy", "ddy");

    static {
        math("abs", "(T) -> T", "n", MathFunction.ABS);
        for (String[] f : new String[][] {{"acos", "ACOS"}, {"asin", "ASIN"}, {"atan", "ATAN"}, {"cos", "COS"}, {"sin", "SIN"},
                {"tan", "TAN"}, {"cosh", "COSH"}, {"sinh", "SINH"}, {"tanh", "TANH"}, {"ceil", "CEIL"}, {"floor", "FLOOR"},
                {"round", "ROUND"}, {"trunc", "TRUNC"}, {"frac", "FRACT"}, {"exp", "EXP"}, {"exp2", "EXP2"}, {"log", "LOG"},
                {"log2", "LOG2"}, {"sqrt", "SQRT"}, {"rsqrt", "INVERSE_SQRT"}, {"saturate", "SATURATE"},
                {"degrees", "DEGREES"}, {"radians", "RADIANS"}, {"sign", "SIGN"}, {"log10", "LOG10"}}) {
            math(f[0], "(T) -> T", "f", f[1]);
        }
        math("atan2", "(T, T) -> T", "f", MathFunction.ATAN2);
        math("pow", "(T, T) -> T", "f", MathFunction.POW);
        math("fmod", "(T, T) -> T", "f", "FMOD");
        math("step", "(T, T) -> T", "f", MathFunction.STEP);
        math("min", "(T, T) -> T", "n", MathFunction.MIN);
        math("max", "(T, T) -> T", "n", MathFunction.MAX);
        math("clamp", "(T, T, T) -> T", "n", MathFunction.CLAMP);
        math("lerp", "(T, T, T) -> T | (T, T, S) -> T", "f", MathFunction.MIX);
        math("smoothstep", "(T, T, T) -> T", "f", MathFunction.SMOOTH_STEP);
        math("cross", "(T, T) -> T", "fv3", MathFunction.CROSS);
        math("length", "(T) -> S", "f", MathFunction.LENGTH);
        math("distance", "(T, T) -> S", "f", MathFunction.DISTANCE);
        math("normalize", "(T) -> T", "fv", MathFunction.NORMALIZE);
        math("reflect", "(T, T) -> T", "fv", MathFunction.REFLECT);
        math("refract", "(T, T, S) -> T", "fv", MathFunction.REFRACT);
        math("faceforward", "(T, T, T) -> T", "fv", MathFunction.FACE_FORWARD);
        math("transpose", "(T) -> MT", "m", MathFunction.TRANSPOSE);
        math("determinant", "(T) -> S", "msq", MathFunction.DETERMINANT);
        math("lit", "(float, float, float) -> float4", "-", "LIT");
        add("dot", "(T, T) -> S", "n", new Kind.Special("dot"));
        add("any", "(T) -> bool", "a", new Kind.Relational(RelationalFunction.ANY));
        add("all", "(T) -> bool", "a", new Kind.Relational(RelationalFunction.ALL));
        add("isnan", "(T) -> Tb", "f", new Kind.Relational(RelationalFunction.IS_NAN));
        add("isinf", "(T) -> Tb", "f", new Kind.Relational(RelationalFunction.IS_INF));
        add("isfinite", "(T) -> Tb", "f", new Kind.Special("isfinite"));
        add("ddx", "(T) -> T", "f", new Kind.Derivative(DerivativeAxis.X));
        add("ddy", "(T) -> T", "f", new Kind.Derivative(DerivativeAxis.Y));
        add("fwidth", "(T) -> T", "f", new Kind.Derivative(DerivativeAxis.WIDTH));
        add("ldexp", "(T, T) -> T", "f", new Kind.Special("ldexp"));
        add("frexp", "(T, out T) -> T", "f", new Kind.Special("frexp"));
        add("modf", "(T, out T) -> T", "f", new Kind.Special("modf"));
        add("sincos", "(T, out T, out T) -> void", "f", new Kind.Special("sincos"));
        add("mul", "(T, T) -> T", "-", new Kind.Special("mul"));
        add("pack_2half", "(float2) -> float", "-", new Kind.Pack(MathFunction.PACK2X16FLOAT, true));
        add("unpack_2half", "(float) -> float2", "-", new Kind.Pack(MathFunction.UNPACK2X16FLOAT, false));
        add("pack_2ushort", "(float2) -> float", "-", new Kind.Pack(MathFunction.PACK2X16UNORM, true));
        add("unpack_2ushort", "(float) -> float2", "-", new Kind.Pack(MathFunction.UNPACK2X16UNORM, false));
        add("pack_4ubyte", "(float4) -> float", "-", new Kind.Pack(MathFunction.PACK4X8UNORM, true));
        add("unpack_4ubyte", "(float) -> float4", "-", new Kind.Pack(MathFunction.UNPACK4X8UNORM, false));
        add("pack_4byte", "(float4) -> float", "-", new Kind.Pack(MathFunction.PACK4X8SNORM, true));
        add("unpack_4byte", "(float) -> float4", "-", new Kind.Pack(MathFunction.UNPACK4X8SNORM, false));
        for (TextureFunctions.Form f : TextureFunctions.forms()) {
            ROWS.computeIfAbsent(f.name(), k -> new ArrayList<>()).add(new Row(f.name(),
                    List.of(new Signature(f.params(), f.result(), "-")), new Kind.Texture(f)));
        }
    }

    private static void math(String name, String sigs, String constraint, MathFunction fun) {
        add(name, sigs, constraint, new Kind.Math(fun));
    }

    /// A row whose IR function may not exist yet (added to `MathFunction` by a later change):
    /// the row is left out until it does.
    private static void math(String name, String sigs, String constraint, String constant) {
        for (MathFunction f : MathFunction.values()) {
            if (f.name().equals(constant)) {
                add(name, sigs, constraint, new Kind.Math(f));
                return;
            }
        }
    }

    private static void add(String name, String sigs, String constraint, Kind kind) {
        List<Signature> out = new ArrayList<>();
        for (String s : sigs.split("\\|")) {
            String[] parts = s.trim().split("->");
            String params = parts[0].trim();
            params = params.substring(1, params.length() - 1).trim();
            List<String> ps = new ArrayList<>();
            if (!params.isEmpty()) {
                for (String p : params.split(",")) {
                    ps.add(p.trim());
                }
            }
            out.add(new Signature(ps, parts[1].trim(), constraint));
        }
        ROWS.computeIfAbsent(name, k -> new ArrayList<>()).add(new Row(name, out, kind));
    }

    /// The rows of `name` (empty when the library has no such function).
    static List<Row> rows(String name) {
        return ROWS.getOrDefault(name, List.of());
    }

    static Set<String> names() {
        return Collections.unmodifiableSet(ROWS.keySet());
    }
}
