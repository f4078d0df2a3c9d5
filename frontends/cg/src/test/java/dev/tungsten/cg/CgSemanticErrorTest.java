package dev.tungsten.cg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.Span;

/// Every [CgSemanticError] record from a program that makes it, with the text its span covers
/// and a piece of its message: errors are located, typed and worded as documented.
class CgSemanticErrorTest {
    private static final String FRAGMENT = "float4 main(float2 uv : TEXCOORD0, uniform sampler2D s) : COLOR {\n";

    /// Compiles `source` and checks that its first error is a `kind` whose span covers `covered`
    /// and whose message contains `message`.
    private static void error(String source, Cg.Options options, Class<? extends CgError> kind, String covered, String message) {
        Cg.Result r = Cg.compile("test.cg", source, options);
        assertFalse(r.errors().isEmpty(), () -> "no error for:\n" + source);
        CgError e = r.errors().getFirst();
        assertEquals(kind, e.getClass(), r::render);
        Span span = e.span();
        assertEquals(covered, source.substring(span.start(), span.end()), r::render);
        Diagnostic d = e.diagnostic();
        assertTrue(d.message().contains(message), d::message);
        assertTrue(d.notes().stream().anyMatch(n -> n.startsWith("rule: ")), d.notes()::toString);
        assertFalse(d.message().endsWith("."), d::message);
    }

    private static void inFragment(String body, Class<? extends CgError> kind, String covered, String message) {
        error(FRAGMENT + body + "\n return 0; }", Cg.Options.defaults(), kind, covered, message);
    }

    @Test
    void namesAndTypes() {
        inFragment("return x;", CgSemanticError.UndefinedName.class, "x", "undefined identifier `x`");
        inFragment("foo4 y;", CgSemanticError.UnknownType.class, "foo4", "unknown type `foo4`");
        inFragment("float a = 1; float a = 2;", CgSemanticError.Redefinition.class, "a = 2", "redefinition of `a`");
        inFragment("float4 v; v = float3(1, 2, 3);", CgSemanticError.TypeMismatch.class, "float3(1, 2, 3)",
                "cannot convert float3 to float4");
        error("struct S { float a; };\n" + FRAGMENT + "S t; float x = t + 1; return x; }", Cg.Options.defaults(),
                CgSemanticError.InvalidOperands.class, "t + 1", "operator `+` cannot be applied to S and cint");
        inFragment("const float c = 1; c = 2;", CgSemanticError.NotAssignable.class, "c", "cannot assign to constant `c`");
        inFragment("float4 v = float4(1, 2);", CgSemanticError.WrongComponentCount.class, "float4(1, 2)",
                "float4 needs 4 components, found 2");
        inFragment("float x = 1; x(2);", CgSemanticError.NotCallable.class, "x", "variable `x` is not a function");
        inFragment("float2 v = uv.xq;", CgSemanticError.InvalidSwizzle.class, "xq", "invalid swizzle `.xq` on float2");
        error("struct S { float a; };\n" + FRAGMENT + "S t; return t.b; }", Cg.Options.defaults(),
                CgSemanticError.NoSuchMember.class, "b", "S has no member `b`");
        inFragment("float f = uv[5];", CgSemanticError.InvalidIndex.class, "5", "index 5 is outside 0..1");
        inFragment("if (uv) return 1;", CgSemanticError.ConditionNotScalar.class, "uv", "condition of type float2 is not a scalar");
        inFragment("int n = 2; float a[n];", CgSemanticError.NotConstant.class, "n", "an array size must be a compile-time constant");
        inFragment("int2x2 m;", CgSemanticError.UnsupportedType.class, "m", "int2x2 is not supported");
        inFragment("float a[2] = {1, 2, 3};", CgSemanticError.InvalidInitializer.class, "{1, 2, 3}",
                "invalid initializer for float[2]: 3 elements for 2");
    }

    @Test
    void calls() {
        error("float f(float2 x) { return 1; }\n" + FRAGMENT + "return f(float4x4(1)); }", Cg.Options.defaults(),
                CgSemanticError.NoMatchingOverload.class, "f(float4x4(1))", "no overload of `f` takes (float4x4)");
        error("float f(float x) { return 1; }\nfloat f(half x) { return 2; }\n" + FRAGMENT + "return f(1); }",
                Cg.Options.defaults(), CgSemanticError.AmbiguousCall.class, "f(1)", "call of `f` with (cint) is ambiguous");
        error("float g(float x);\nfloat f(float x) { return g(x); }\nfloat g(float x) { return f(x); }\n" + FRAGMENT
                        + "return f(1.0); }",
                Cg.Options.defaults(), CgSemanticError.RecursiveCall.class, "f(x)", "recursive call of `f` (f -> g -> f)");
        error("float f(float x) { if (x > 0) return 1; }\n" + FRAGMENT + "return f(uv.x); }", Cg.Options.defaults(),
                CgSemanticError.MissingReturn.class, "f", "function `f` can end without returning a value");
        error("float f(float x);\n" + FRAGMENT + "return f(1.0); }", Cg.Options.defaults(),
                CgSemanticError.UndefinedFunction.class, "f(1.0)", "function `f` is declared but not defined");
    }

    @Test
    void statementsSamplersAndPrograms() {
        inFragment("break;", CgSemanticError.MisplacedStatement.class, "break;", "`break` outside a loop");
        inFragment("sampler2D t = s;", CgSemanticError.SamplerMisuse.class, "t = s", "a local variable cannot hold a sampler");
        inFragment("float4 c = tex2D(s, uv) + tex2D(s, float3(uv, 0.5));", CgSemanticError.ShadowConflict.class,
                "tex2D(s, float3(uv, 0.5))", "sampler `s` is used both as a shadow map and as a color texture");
        error(FRAGMENT + "return 0; }", Cg.Options.defaults().withEntry("nothere"), CgSemanticError.InvalidEntryPoint.class, "",
                "`nothere` cannot be compiled as a program: no function of that name is defined");
        error(FRAGMENT + "return 0; }", Cg.Options.defaults().withProfile(Profile.GP5GP), CgSemanticError.UnsupportedStage.class,
                "main", "geometry program `main` is not supported");
        error("TRIANGLE void main(AttribArray<float4> p : POSITION) { }", Cg.Options.defaults(),
                CgSemanticError.UnsupportedStage.class, "main", "the software driver does not run the geometry stage yet");
        error("void main(float4 p : POSITION, out float4 o : POSITION, out float4 c : TEXCOORD0) { o = p; c = ddx(p); }",
                Cg.Options.defaults(), CgSemanticError.ProfileRestriction.class, "ddx(p)", "`ddx` (a derivative) is not available");
    }

    @Test
    void profileAndInterface() {
        error(FRAGMENT + "return tex2D(s, uv, int2(1, 0)); }", Cg.Options.defaults().withProfile(Profile.ARBFP1),
                CgSemanticError.ProfileRestriction.class, "int2(1, 0)", "a texel offset is not available in profile arbfp1");
        error("float4 main() : TEXCOORD0 { return 1; }", Cg.Options.defaults(), CgSemanticError.InvalidSemantic.class, "float4",
                "semantic `TEXCOORD0` is not an output of fragment programs");
        error("void main(out float4 o : TEXCOORD0) { o = 1; }", Cg.Options.defaults().withStage(Profile.Stage.VERTEX),
                CgSemanticError.InvalidEntryPoint.class, "main", "a vertex program must write a POSITION (or HPOS) output");
    }

    @Test
    void everyRecordHasATest() {
        // The record kinds the tests above produce; a new record must join them.
        List<String> tested = List.of("UndefinedName", "UnknownType", "Redefinition", "TypeMismatch", "InvalidOperands",
                "NotAssignable", "NoMatchingOverload", "AmbiguousCall", "WrongComponentCount", "NotCallable", "InvalidSwizzle",
                "NoSuchMember", "InvalidIndex", "ConditionNotScalar", "RecursiveCall", "MisplacedStatement", "NotConstant",
                "UnsupportedType", "InvalidInitializer", "SamplerMisuse", "ShadowConflict", "InvalidEntryPoint",
                "UnsupportedStage", "ProfileRestriction", "InvalidSemantic", "UndefinedFunction", "MissingReturn");
        List<String> declared = java.util.Arrays.stream(CgSemanticError.class.getPermittedSubclasses()).map(Class::getSimpleName)
                .sorted().toList();
        assertEquals(tested.stream().sorted().toList(), declared);
    }
}
