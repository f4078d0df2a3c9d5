package dev.tungsten.cg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.tungsten.ir.Module;
import dev.tungsten.ir.Scalar;
import dev.tungsten.ir.ShaderStage;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.TypeInner;

/// The Cg types, their IR mapping (IR columns are Cg rows), the conversion ranks overload
/// resolution sums, and which overload a call picks.
class CgTypesTest {
    private final CgLowerer lw = new CgLowerer(new Ast.TranslationUnit(List.of()), Profile.GP5FP, ShaderStage.FRAGMENT,
            new java.util.ArrayList<>());

    private TypeInner ir(String cg) {
        Module m = lw.module;
        return m.inner(lw.types.ir(CgTypes.builtin(cg), Span.UNDEFINED));
    }

    @Test
    void builtinNamesAndTheirIrTypes() {
        assertEquals(new TypeInner.ScalarType(Scalar.F32), ir("half"));
        assertEquals(new TypeInner.ScalarType(Scalar.F32), ir("fixed"));
        assertEquals(new TypeInner.ScalarType(Scalar.F32), ir("float1"));
        assertEquals(new TypeInner.ScalarType(Scalar.I32), ir("int"));
        assertEquals(new TypeInner.ScalarType(Scalar.U32), ir("uint"));
        assertEquals(CgType.UINT, CgTypes.builtin("unsigned int"));
        assertEquals(new TypeInner.Vector(3, Scalar.BOOL), ir("bool3"));
        assertEquals(new TypeInner.Matrix(4, 3, Scalar.F32), ir("float4x3"), "4 rows of 3: IR columns are Cg rows");
        assertEquals(new TypeInner.Matrix(2, 4, Scalar.F32), ir("half2x4"));
        assertEquals(new TypeInner.Vector(4, Scalar.F32), ir("float1x4"), "one row");
        assertEquals(new TypeInner.Vector(4, Scalar.F32), ir("float4x1"), "one column");
        assertEquals(CgType.FLOAT, CgTypes.builtin("float1x1"));
        assertEquals(new CgType.Sampler(CgType.SamplerKind.CUBE), CgTypes.builtin("samplerCUBE"));
        assertNull(CgTypes.builtin("float5"));
        assertNull(CgTypes.builtin("vec4"), "GLSL names are aliases only where a name is otherwise unknown");
        TypeInner arr = lw.module.inner(lw.types.ir(new CgType.Array(CgType.FLOAT, 5), Span.UNDEFINED));
        assertEquals(16, ((TypeInner.Array) arr).stride(), "array elements take a register each, as the uniform layout wants");
    }

    @Test
    void conversionRanksOrderExactPromotionConversionSmearAndTruncation() {
        CgType f3 = CgTypes.builtin("float3");
        CgType f4 = CgTypes.builtin("float4");
        assertEquals(0, Conversions.rank(f3, f3));
        assertEquals(1, Conversions.rank(CgType.CFLOAT, CgType.FLOAT));
        assertEquals(1, Conversions.rank(CgType.CINT, CgType.INT));
        assertEquals(1, Conversions.rank(CgTypes.builtin("half"), CgType.FLOAT));
        assertEquals(2, Conversions.rank(CgType.CINT, CgType.FLOAT));
        assertEquals(3, Conversions.rank(CgType.INT, CgType.FLOAT));
        assertEquals(Conversions.SMEAR + 1, Conversions.rank(CgType.CFLOAT, f3));
        assertEquals(Conversions.TRUNCATE, Conversions.rank(f4, f3));
        assertEquals(-1, Conversions.rank(f3, f4), "a vector never grows implicitly");
        assertEquals(1, Conversions.rank(f4, CgTypes.builtin("float1x4")));
        assertEquals(-1, Conversions.rank(CgTypes.builtin("float3x3"), CgTypes.builtin("float4x4")));
        assertTrue(Conversions.castable(f4, CgTypes.builtin("float2")));
        assertEquals(CgType.Base.HALF, Conversions.arithmeticBase(CgType.Base.CFLOAT, CgType.Base.HALF));
        assertEquals(CgType.Base.FLOAT, Conversions.arithmeticBase(CgType.Base.INT, CgType.Base.FLOAT));
        assertEquals(CgType.Base.UINT, Conversions.arithmeticBase(CgType.Base.INT, CgType.Base.UINT));
        assertEquals(CgType.Base.INT, Conversions.arithmeticBase(CgType.Base.CINT, CgType.Base.INT));
    }

    /// The text of the overload `call` resolves to in a fragment program with `globals`.
    private static String resolved(String globals, String call) {
        Cg.Result r = Cg.compile("t.cg", globals + "\nfloat4 main(float4 v : TEXCOORD0, float s : TEXCOORD1) : COLOR { "
                + "float4 x = 0; x = " + call + "; return x; }", Cg.Options.defaults());
        assertTrue(r.ok(), r::render);
        return r.render();
    }

    @Test
    void overloadResolutionPrefersLosslessSmearingAndUserFunctions() {
        // max(0.0, v): the vector overload (a smeared scalar), not the scalar one (a truncated vector).
        assertTrue(!resolved("", "max(0.0, v)").contains("truncation"));
        assertTrue(!resolved("", "clamp(v, 0.0, 1.0)").contains("truncation"));
        assertTrue(!resolved("", "lerp(v, v, 0.5)").contains("truncation"));
        CgExec x = CgExec.compile("float4 length(float4 a) { return a * 2; }\n"
                + "void main(float4 p : POSITION, out float4 o : POSITION, out float4 r : TEXCOORD0) { o = p; r = length(p); }");
        x.input(0, 1, 2, 3, 4).run();
        org.junit.jupiter.api.Assertions.assertArrayEquals(new float[] {2, 4, 6, 8}, x.generic(0),
                "a user function beats the library's with the same parameters");
        assertTrue(resolved("float f(float a) { return a; }", "f(v)").contains("implicit truncation of float4 to float"));
    }

    @Test
    void olderProfilesWarnThatIntegersAreTrueIntegersHere() {
        String src = "float4 main(float2 uv : TEXCOORD0) : COLOR { int i = 7; return i / 2; }";
        Cg.Result old = Cg.compile("t.cg", src, Cg.Options.defaults().withProfile(Profile.ARBFP1));
        assertTrue(old.ok(), old::render);
        assertTrue(old.warnings().stream().anyMatch(w -> w.message().contains("profile arbfp1 runs int in floating point")));
        Cg.Result modern = Cg.compile("t.cg", src, Cg.Options.defaults().withProfile(Profile.GP4FP));
        assertTrue(modern.warnings().isEmpty(), modern::render);
    }

    @Test
    void integerLiteralsTooLargeForSixtyFourBitsKeepTheirLowBits() {
        assertEquals(0x0123_4567_89AB_CDEFL, CgConstants.parseInteger("0xFF0123456789ABCDEF"));
        assertEquals(new java.math.BigInteger("31415926535897932384626433832795").longValue(),
                CgConstants.parseInteger("31415926535897932384626433832795"));
        assertEquals(8, CgConstants.parseInteger("010"));
    }
}
