package dev.tungsten.wgsl.compose;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.tungsten.ir.SourceFile;

class WgslComposerTest {
    private static final String MATH = """
            #define_import_path lib::math
            const SCALE: f32 = 2.0;
            fn double(x: f32) -> f32 { return x * SCALE; }
            fn helper() -> f32 { return 1.0; }
            """;

    private static Composed.Compiled compile(String main, ShaderDefs defs, String... modules) {
        Map<String, SourceFile> m = new LinkedHashMap<>();
        for (int i = 0; i < modules.length; i += 2) {
            m.put(modules[i], new SourceFile(modules[i] + ".wgsl", modules[i + 1]));
        }
        return WgslComposer.compose(new SourceFile("main.wgsl", main), new WgslComposer.Options(defs, ImportResolver.of(m))).compile();
    }

    private static Composed.Compiled compile(String main, String... modules) {
        return compile(main, ShaderDefs.NONE, modules);
    }

    private static void assertOk(Composed.Compiled c) {
        assertTrue(c.ok(), () -> c.render() + "\n--- composed:\n" + c.composed().text());
    }

    @Test
    void qualifiedUseOfAnImportedModuleIsMangled() {
        Composed.Compiled c = compile("""
                #import lib::math
                fn helper() -> f32 { return 5.0; }
                fn f() -> f32 { return math::double(helper()); }
                """, "lib::math", MATH);
        assertOk(c);
        String text = c.composed().text();
        assertTrue(text.contains(Mangling.mangle("lib::math", "double")), text);
        // The main file's own `helper` and the module's do not clash.
        assertTrue(text.contains("fn helper()"), text);
        assertTrue(text.contains("fn " + Mangling.mangle("lib::math", "helper") + "()"), text);
    }

    @Test
    void itemImportsAliasesAndNestedLists() {
        assertOk(compile("#import lib::math::{double, SCALE}\nfn f() -> f32 { return double(SCALE); }\n", "lib::math", MATH));
        assertOk(compile("#import lib::math as m\nfn f() -> f32 { return m::double(1.0); }\n", "lib::math", MATH));
        assertOk(compile("#import lib::{math::double, math as mm}\nfn f() -> f32 { return double(mm::SCALE); }\n",
                "lib::math", MATH));
        assertOk(compile("#import lib::math::{double as twice}\nfn f() -> f32 { return twice(1.0); }\n", "lib::math", MATH));
        // A full path imports implicitly.
        assertOk(compile("fn f() -> f32 { return lib::math::double(1.0); }\n", "lib::math", MATH));
    }

    @Test
    void localNamesShadowImportsAndMembersAreNotRenamed() {
        Composed.Compiled c = compile("""
                #import lib::math::{double}
                struct S { double: f32 }
                fn f(s: S) -> f32 {
                    let x = s.double;
                    for (var double = 0; double < 1; double++) { }
                    return double(x);
                }
                fn g(double: f32) -> f32 { return double; }
                """, "lib::math", MATH);
        assertOk(c);
        String text = c.composed().text();
        assertTrue(text.contains("struct S { double: f32 }"), text);
        assertTrue(text.contains("s.double"), text);
        assertTrue(text.contains("return " + Mangling.mangle("lib::math", "double") + "(x)"), text);
        assertTrue(text.contains("var double = 0; double < 1; double++"), text);
        assertTrue(text.contains("return double; }"), text);
    }

    @Test
    void shaderDefsSelectBlocksAndSubstitute() {
        String main = """
                #ifdef FAST
                fn f() -> i32 { return 1; }
                #else ifdef SLOW
                fn f() -> i32 { return 2; }
                #else
                fn f() -> i32 { return 3; }
                #endif
                #if COUNT >= 4
                const N = #{COUNT};
                #else if COUNT == 2
                const N = 20;
                #else
                const N = -1;
                #endif
                #ifndef FAST
                const M = 7;
                #endif
                """;
        Composed a = WgslComposer.compose(new SourceFile("m.wgsl", main),
                new WgslComposer.Options(ShaderDefs.parse(List.of("SLOW", "COUNT=5")), ImportResolver.of(Map.of())));
        assertTrue(a.ok(), a.errors().toString());
        assertTrue(a.text().contains("return 2;") && !a.text().contains("return 1;") && !a.text().contains("return 3;"), a.text());
        assertTrue(a.text().contains("const N = 5;") && a.text().contains("const M = 7;"), a.text());
        Composed b = WgslComposer.compose(new SourceFile("m.wgsl", main),
                new WgslComposer.Options(ShaderDefs.parse(List.of("FAST", "COUNT=2")), ImportResolver.of(Map.of())));
        assertTrue(b.text().contains("return 1;") && b.text().contains("const N = 20;") && !b.text().contains("const M"), b.text());
        // Every line keeps its number: errors in the main file render at the same place.
        assertEquals(main.lines().count(), a.text().lines().count());
    }

    @Test
    void unsignedAndBooleanDefs() {
        ShaderDefs defs = ShaderDefs.parse(List.of("U=3u", "B=false"));
        assertEquals(new ShaderDefs.UInt(3), defs.get("U"));
        assertEquals("3u", defs.get("U").text());
        Composed c = WgslComposer.compose(new SourceFile("m.wgsl", "#if B == false\nconst X = #{U};\n#endif\n"),
                new WgslComposer.Options(defs, ImportResolver.of(Map.of())));
        assertTrue(c.text().contains("const X = 3u;"), c.text());
        Composed bad = WgslComposer.compose(new SourceFile("m.wgsl", "#if B < true\n#endif\n"),
                new WgslComposer.Options(defs, ImportResolver.of(Map.of())));
        assertEquals("BadDefComparison", bad.errors().getFirst().kind());
    }

    @Test
    void errorsInAnImportedModuleRenderAtItsOwnLine() {
        Composed.Compiled c = compile("#import lib::bad\nfn f() -> f32 { return bad::g(); }\n",
                "lib::bad", "#define_import_path lib::bad\n\nfn g() -> f32 {\n    return missing;\n}\n");
        assertFalse(c.ok());
        String r = c.render();
        assertTrue(r.contains("┌─ lib::bad.wgsl:4:12"), r);
        assertTrue(r.contains("in module `lib::bad`, imported by main.wgsl:1"), r);
        assertTrue(c.diagnostics().getFirst().oneLine().startsWith("lib::bad.wgsl:4:12: error:"), r);
    }

    @Test
    void mangledNamesAreDemangledInMessages() {
        Composed.Compiled c = compile("#import lib::math\nfn f() -> i32 { return math::double(1.0); }\n", "lib::math", MATH);
        assertFalse(c.ok());
        String r = c.render();
        assertFalse(r.contains("naga_oil"), r);
        assertTrue(r.contains("main.wgsl:2"), r);
        assertEquals("lib::math::double", Mangling.demangle(Mangling.mangle("lib::math", "double")));
        // naga_oil's own spelling, as Bevy's composed shaders carry it.
        assertEquals("GlobalUniformsX_naga_oil_mod_XM5WG6YTBNQX", Mangling.mangle("global", "GlobalUniforms"));
        assertEquals("fX_naga_oil_mod_XME5DUYQX", Mangling.mangle("a::b", "f"));
    }

    @Test
    void compositionErrorsAreLocated() {
        assertEquals(List.of("MissingModule"), compile("#import nope::x\n").errorKinds());
        assertEquals(List.of("UnknownItem"), compile("#import lib::math::{nothing}\n", "lib::math", MATH).errorKinds());
        assertEquals(List.of("UnknownItem"), compile("#import lib::math\nfn f() { math::zz(); }\n", "lib::math", MATH).errorKinds());
        assertEquals(List.of("NameClash"), compile("#import lib::math::{double}\nfn double() {}\n", "lib::math", MATH).errorKinds());
        assertEquals(List.of("UnterminatedConditional"), compile("\n#ifdef X\nfn f() {}\n").errorKinds());
        assertEquals(List.of("UnmatchedConditional"), compile("#endif\n").errorKinds());
        assertEquals(List.of("UnknownShaderDef"), compile("const X = #{NOPE};\n").errorKinds());
        assertEquals(List.of("UnknownDirective"), compile("#pragma once\n").errorKinds());
        assertEquals(List.of("DefineInModule"), compile("#define X 1\n").errorKinds());
        Composed.Compiled cycle = compile("#import a\n", "a", "#define_import_path a\n#import b\n",
                "b", "#define_import_path b\n#import a\n");
        assertEquals(List.of("ImportCycle"), cycle.errorKinds());
        String r = cycle.render();
        assertTrue(r.contains("import cycle: a -> b -> a") && r.contains("┌─ b.wgsl:2:9"), r);
        Composed.Compiled unterminated = compile("\n#ifdef X\nfn f() {}\n");
        assertTrue(unterminated.render().contains("┌─ main.wgsl:2:1"), unterminated.render());
    }

    @Test
    void eachModuleIsComposedOnceAndDirectivesComeFirst() {
        String base = "#define_import_path base\nenable f16;\nfn one() -> f32 { return 1.0; }\n";
        Composed.Compiled c = compile("""
                #import mid
                #import base
                fn f() -> f32 { return mid::two() + base::one(); }
                """, "mid", "#define_import_path mid\n#import base\nfn two() -> f32 { return base::one() * 2.0; }\n", "base", base);
        assertOk(c);
        String text = c.composed().text();
        assertEquals(text.indexOf("fn " + Mangling.mangle("base", "one")), text.lastIndexOf("fn " + Mangling.mangle("base", "one")));
        assertTrue(text.startsWith("enable f16;"), text);
    }

    @Test
    void weslImportStatements() {
        Composed.Compiled c = compile("""
                import lib::math::{double, SCALE};
                import package::lib::math as m;
                fn f() -> f32 { return double(SCALE) + m::helper(); }
                """, "lib::math", MATH);
        assertOk(c);
        Composed.Compiled sup = compile("#import lib::user\nfn f() -> f32 { return user::g(); }\n",
                "lib::math", MATH, "lib::user", "#define_import_path lib::user\nimport super::math::double;\nfn g() -> f32 { return double(1.0); }\n");
        assertOk(sup);
        assertEquals(List.of("MalformedDirective"), compile("import lib::math\n", "lib::math", MATH).errorKinds());
    }

    @Test
    void aFileWithoutDirectivesIsItsOwnComposition() {
        String text = "fn f() -> f32 { return 1.0; }\n";
        assertFalse(WgslComposer.needsComposition(text));
        Composed c = WgslComposer.compose(new SourceFile("m.wgsl", text), new WgslComposer.Options(ShaderDefs.NONE, ImportResolver.of(Map.of())));
        assertEquals(text, c.text());
        assertNotNull(c.compile().result().module());
    }
}
