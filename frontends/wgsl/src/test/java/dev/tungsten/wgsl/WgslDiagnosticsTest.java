package dev.tungsten.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.DiagnosticRenderer;
import dev.tungsten.ir.Severity;

/// What [Wgsl#compile] reports and how it renders: phases stop at the first one with errors
/// (so every error is a first-hand one), one run reports every broken declaration, labels sit
/// under the right characters (columns count characters, secondary labels mark related places),
/// validation errors point into the source, and warnings leave the module usable. The rendering
/// of each error kind is checked by the error corpus in `tests/cases/wgsl/errors`.
class WgslDiagnosticsTest {
    private static String rendered(Wgsl.Result r) {
        return DiagnosticRenderer.renderAll(r.source(), r.diagnostics());
    }

    @Test
    void aSyntaxErrorStopsTheLaterPhases() {
        Wgsl.Result r = Wgsl.compile("s.wgsl", "const a: i32 = 1.5;\nfn f() { let x = ; }\n");
        assertEquals(List.of("Unexpected"), r.errorKinds(), "the type error of `a` is not looked for");
        assertNull(r.module());
        assertNull(r.info());
        assertTrue(r.validationErrors().isEmpty());
    }

    @Test
    void oneRunReportsEveryBrokenDeclarationInSourceOrder() {
        Wgsl.Result r = Wgsl.compile("s.wgsl", "fn a() { let x = ; }\nfn b() { return 1 }\nconst c = ;\n");
        assertEquals(3, r.errors().size(), rendered(r));
        List<Integer> lines = r.diagnostics().stream().map(d -> r.source().locate(d.primarySpan().start()).line()).toList();
        assertEquals(List.of(1, 2, 3), lines);
    }

    @Test
    void cgsLibraryFunctionsAreNotWgslBuiltins() {
        for (String call : List.of("log10(100.0)", "fmod(7.0, 2.0)", "lit(0.5, 0.5, 2.0).y")) {
            Wgsl.Result r = Wgsl.compile("c.wgsl", "fn f() -> f32 { return " + call + "; }\n");
            assertEquals(List.of("UnknownName"), r.errorKinds(), call);
        }
        Wgsl.Result own = Wgsl.compile("o.wgsl", "fn fmod(a: f32, b: f32) -> f32 { return a - b; }\n"
                + "fn f() -> f32 { return fmod(7.0, 2.0); }\n");
        assertTrue(own.errors().isEmpty(), rendered(own));
    }

    @Test
    void aRedefinitionMarksBothPlaces() {
        Wgsl.Result r = Wgsl.compile("r.wgsl", "fn f() {}\n\nfn f() {}\n");
        assertEquals("""
                error: redefinition of `f`
                  ┌─ r.wgsl:3:4
                  │
                1 │ fn f() {}
                  │    - previous definition of `f`
                  ·
                3 │ fn f() {}
                  │    ^ redefinition of `f`
                  │
                  = rule: a name is declared at most once per scope (§5.3)

                """, rendered(r));
    }

    @Test
    void columnsCountCharactersSoCaretsLineUpAfterNonAsciiText() {
        Wgsl.Result r = Wgsl.compile("u.wgsl", "fn f() { let größe = 1; let y: i32 = größe + undefined_name; }");
        assertEquals(List.of("UnknownName"), r.errorKinds());
        String text = rendered(r);
        assertTrue(text.contains("┌─ u.wgsl:1:46"), text);
        String line = "fn f() { let größe = 1; let y: i32 = größe + ";
        assertTrue(text.contains("  │ " + " ".repeat(line.length()) + "^^^^^^^^^^^^^^ unknown"), text);
    }

    @Test
    void lexicalErrorsAreRenderedAtTheirCharacters() {
        Wgsl.Result r = Wgsl.compile("l.wgsl", "const a = 1;\nconst b = 2 # 3;\n");
        assertEquals(List.of("UnexpectedCharacter"), r.errorKinds());
        assertEquals("error: unexpected character '#'", rendered(r).lines().findFirst().orElseThrow());
        assertEquals("l.wgsl:2:13: error: unexpected character '#'", DiagnosticRenderer.oneLine(r.source(), r.diagnostics().getFirst()));
    }

    @Test
    void validationErrorsPointIntoTheSource() {
        String src = """
                @compute @workgroup_size(64)
                fn main(@builtin(local_invocation_index) lid: u32) {
                    if lid == 0u {
                        workgroupBarrier();
                    }
                }
                """;
        Wgsl.Result r = Wgsl.compile("v.wgsl", src);
        assertTrue(r.errors().isEmpty(), "the front end accepts it");
        assertEquals(List.of("NonUniform"), r.errorKinds());
        Diagnostic d = r.diagnostics().getFirst();
        assertEquals("barrier in non-uniform control flow", d.message());
        assertEquals(4, r.source().locate(d.primarySpan().start()).line());
        assertTrue(src.substring(d.primarySpan().start(), d.primarySpan().end()).startsWith("workgroupBarrier"));
        assertNull(r.module(), "a module that fails validation is not handed out");
        assertNotNull(r.info(), "the validator's findings are");
    }

    @Test
    void theDerivativeFilterTurnsTheErrorIntoAWarning() {
        String body = """
                @group(0) @binding(0) var t: texture_2d<f32>;
                @group(0) @binding(1) var s: sampler;
                @fragment
                fn main(@location(0) uv: vec2f) -> @location(0) vec4f {
                    if uv.x > 0.5 { return textureSample(t, s, uv); }
                    return vec4f(0.0);
                }
                """;
        Wgsl.Result strict = Wgsl.compile("d.wgsl", body);
        assertEquals(List.of("NonUniform"), strict.errorKinds());
        Wgsl.Result relaxed = Wgsl.compile("d.wgsl", "diagnostic(warning, derivative_uniformity);\n" + body);
        assertTrue(relaxed.ok(), rendered(relaxed));
        assertNotNull(relaxed.module());
        assertEquals(1, relaxed.validationWarnings().size());
        assertEquals(Severity.WARNING, relaxed.diagnostics().getFirst().severity());
        assertTrue(rendered(relaxed).startsWith("warning: texture sample with implicit level of detail in non-uniform control flow"),
                rendered(relaxed));
        Wgsl.Result off = Wgsl.compile("d.wgsl", "diagnostic(off, derivative_uniformity);\n" + body);
        assertTrue(off.ok());
        assertEquals(List.of(), off.diagnostics());
    }

    @Test
    void leniencyWarningsNameTheRuleTheyRelax() {
        Wgsl.Result r = Wgsl.compile("w.wgsl", """
                @compute @workgroup_size(8u, 1i, 1)
                fn main() {}
                """);
        assertTrue(r.ok(), rendered(r));
        assertEquals(1, r.warnings().size());
        Diagnostic d = r.warnings().getFirst().diagnostic();
        assertEquals(Severity.WARNING, d.severity());
        assertEquals("workgroup size arguments of different types", d.message());
        assertTrue(d.notes().getFirst().startsWith("rule: "), d.notes().toString());
    }
}
