package dev.tungsten.ir;

/// Built-in math functions of [Expression.Math]. Each constant names its IR spelling (WGSL's
/// name where WGSL has the function, else Cg's) and its argument count; overloads, result types
/// and the TGSI expansion of each are in [Builtins]. `LOG10`, `FMOD` and `LIT` are Cg's standard
/// library only: a front end decides which names its language has (WGSL's `BuiltinCalls`
/// refuses them).
public enum MathFunction {
    ABS("abs", 1), MIN("min", 2), MAX("max", 2), CLAMP("clamp", 3), SATURATE("saturate", 1),
    COS("cos", 1), COSH("cosh", 1), SIN("sin", 1), SINH("sinh", 1), TAN("tan", 1), TANH("tanh", 1),
    ACOS("acos", 1), ASIN("asin", 1), ATAN("atan", 1), ATAN2("atan2", 2), ASINH("asinh", 1),
    ACOSH("acosh", 1), ATANH("atanh", 1), RADIANS("radians", 1), DEGREES("degrees", 1),
    CEIL("ceil", 1), FLOOR("floor", 1), ROUND("round", 1), FRACT("fract", 1), TRUNC("trunc", 1),
    MODF("modf", 1), FREXP("frexp", 1), LDEXP("ldexp", 2),
    EXP("exp", 1), EXP2("exp2", 1), LOG("log", 1), LOG2("log2", 1), LOG10("log10", 1), POW("pow", 2),
    FMOD("fmod", 2), LIT("lit", 3),
    DOT("dot", 2), DOT4I8PACKED("dot4I8Packed", 2), DOT4U8PACKED("dot4U8Packed", 2),
    OUTER("outerProduct", 2), CROSS("cross", 2), DISTANCE("distance", 2), LENGTH("length", 1),
    NORMALIZE("normalize", 1), FACE_FORWARD("faceForward", 3), REFLECT("reflect", 2),
    REFRACT("refract", 3),
    SIGN("sign", 1), FMA("fma", 3), MIX("mix", 3), STEP("step", 2), SMOOTH_STEP("smoothstep", 3),
    SQRT("sqrt", 1), INVERSE_SQRT("inverseSqrt", 1), INVERSE("inverse", 1), TRANSPOSE("transpose", 1),
    DETERMINANT("determinant", 1), QUANTIZE_TO_F16("quantizeToF16", 1),
    COUNT_TRAILING_ZEROS("countTrailingZeros", 1), COUNT_LEADING_ZEROS("countLeadingZeros", 1),
    COUNT_ONE_BITS("countOneBits", 1), REVERSE_BITS("reverseBits", 1), EXTRACT_BITS("extractBits", 3),
    INSERT_BITS("insertBits", 4), FIRST_TRAILING_BIT("firstTrailingBit", 1),
    FIRST_LEADING_BIT("firstLeadingBit", 1),
    PACK4X8SNORM("pack4x8snorm", 1), PACK4X8UNORM("pack4x8unorm", 1), PACK2X16SNORM("pack2x16snorm", 1),
    PACK2X16UNORM("pack2x16unorm", 1), PACK2X16FLOAT("pack2x16float", 1), PACK4XI8("pack4xI8", 1),
    PACK4XU8("pack4xU8", 1), PACK4XI8_CLAMP("pack4xI8Clamp", 1), PACK4XU8_CLAMP("pack4xU8Clamp", 1),
    UNPACK4X8SNORM("unpack4x8snorm", 1), UNPACK4X8UNORM("unpack4x8unorm", 1),
    UNPACK2X16SNORM("unpack2x16snorm", 1), UNPACK2X16UNORM("unpack2x16unorm", 1),
    UNPACK2X16FLOAT("unpack2x16float", 1), UNPACK4XI8("unpack4xI8", 1), UNPACK4XU8("unpack4xU8", 1);

    private final String spelling;
    private final int arity;

    MathFunction(String spelling, int arity) {
        this.spelling = spelling;
        this.arity = arity;
    }

    public String spelling() {
        return spelling;
    }

    public int arity() {
        return arity;
    }

    /// The function spelled `name`, or `null`.
    public static MathFunction forSpelling(String name) {
        for (MathFunction f : values()) {
            if (f.spelling.equals(name)) {
                return f;
            }
        }
        return null;
    }
}
