package dev.tungsten.cg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import dev.tungsten.ir.Diagnostic;

/// Every syntax error record with its span, recovery at statement and declaration level, and
/// robustness: the parser never throws, never loops, and reports each position at most once.
class CgParserErrorTest {
    @Test
    void unexpectedTokenNamesWhatWasExpected() {
        ParsedSource p = ParsedSource.parse("float4 main() { return 1 + ; }");
        assertEquals(List.of("Expected@;"), p.located());
        assertEquals("expected expression, found `;`", p.errors().getFirst().diagnostic().message());
        assertEquals(List.of("Expected@)"), ParsedSource.parse("float f(float x : ) {}").located());
        assertEquals(List.of("Expected@;"), ParsedSource.parse("void f() { x.; }").located());
        assertEquals(List.of("Expected@@"), ParsedSource.parse("float x = @;").located());
        assertEquals(List.of("Expected@\"s\""), ParsedSource.parse("float x = \"s\";").located());
        assertEquals(List.of("Expected@;"), ParsedSource.parse("float x = float4;").located());
    }

    @Test
    void missingSemicolonPointsJustPastThePreviousToken() {
        ParsedSource p = ParsedSource.parse("""
                float4 main() : COLOR
                {
                    float a = 1
                    float b = 2;
                    return a + b
                }
                struct S { float x } s;
                """);
        assertEquals(List.of("MissingSemicolon@|\n", "MissingSemicolon@|\n", "MissingSemicolon@| "), p.located());
        CgError first = p.errors().getFirst();
        assertEquals("float a = 1".length() + "float4 main() : COLOR\n{\n    ".length(), first.span().start());
        assertEquals("missing `;` before type name `float`", first.diagnostic().message());
        // The forgotten `;` did not cost the declarations after it.
        assertEquals(3, p.function("main").body().statements().size());
    }

    @Test
    void syntaxErrorsStopAtTheLimit() {
        // One bad declaration per line: the first CgError.LIMIT are reported, then one error that
        // says so, and the parse ends there instead of reading the rest.
        ParsedSource p = ParsedSource.parse("float x = @;\n".repeat(3 * CgError.LIMIT));
        assertEquals(CgError.LIMIT + 1, p.errors().size());
        CgSyntaxError.TooManySyntaxErrors last = assertInstanceOf(CgSyntaxError.TooManySyntaxErrors.class, p.errors().getLast());
        assertEquals(p.errors().get(CgError.LIMIT - 1).span(), last.span());
        assertEquals("100 syntax errors, stopping here", last.diagnostic().message());
        assertEquals(CgError.LIMIT - 1, ParsedSource.parse("float x = @;\n".repeat(CgError.LIMIT - 1)).errors().size());
    }

    @Test
    void unbalancedBraces() {
        ParsedSource unclosed = ParsedSource.parse("void f() {\n  if (x) {\n    y = 1;\n");
        assertEquals(List.of("Unclosed@{", "Unclosed@{"), unclosed.located());
        assertEquals(List.of(20, 9), unclosed.errors().stream().map(e -> e.span().start()).toList());
        ParsedSource extra = ParsedSource.parse("void f() { } }\nfloat x;");
        assertEquals(List.of("UnmatchedClose@}"), extra.located());
        assertEquals(2, extra.unit().decls().size());
        assertEquals(List.of("Unclosed@{"), ParsedSource.parse("struct S { float a;").located());
    }

    @Test
    void reservedWordsAsNames() {
        assertEquals(List.of("ReservedWord@goto"), ParsedSource.parse("float goto;").located());
        assertEquals(List.of("ReservedWord@if"), ParsedSource.parse("float if = 1;").located());
        assertEquals(List.of("ReservedWord@__x"), ParsedSource.parse("float __x;").located());
        assertEquals(List.of("ReservedWord@Float"), ParsedSource.parse("float Float;").located());
        assertEquals(List.of("ReservedWord@switch"), ParsedSource.parse("void f() { switch (x) { } }").located());
        assertEquals(List.of("ReservedWord@char"), ParsedSource.parse("char c;").located());
        assertEquals(List.of("ReservedWord@in"), ParsedSource.parse("struct S { float in; };").located());
        assertEquals(List.of("ReservedWord@float4"), ParsedSource.parse("void f(float float4) {}").located());
        Diagnostic d = ParsedSource.parse("float goto;").errors().getFirst().diagnostic();
        assertEquals("`goto` is a reserved word", d.message());
        assertTrue(d.notes().getFirst().startsWith("rule: "));
    }

    @Test
    void malformedNumbers() {
        ParsedSource p = ParsedSource.parse("float a = 1.2.3; float b = 0x; float c = 08; float d = 1e; float e = 1.xyz;");
        assertEquals(List.of("MalformedNumber@1.2.3", "MalformedNumber@0x", "MalformedNumber@08", "MalformedNumber@1e",
                "MalformedNumber@1.xyz"), p.located());
        assertEquals("malformed number `1.2.3`: `.3` cannot follow the constant `1.2`",
                p.errors().getFirst().diagnostic().message());
    }

    @Test
    void nestingDeeperThanTheLimit() {
        String deep = "float x = " + "(".repeat(5000) + "1" + ")".repeat(5000) + ";";
        ParsedSource p = ParsedSource.parse(deep);
        assertEquals(List.of("TooDeep@("), p.located());
        assertEquals(TokenCursor.MAX_DEPTH + 10, p.errors().getFirst().span().start());
        String blocks = "void f() " + "{".repeat(3000) + "}".repeat(3000);
        assertEquals(List.of("TooDeep"), ParsedSource.parse(blocks).kinds());
        String unary = "float x = " + "-".repeat(3000) + "1;";
        assertEquals(List.of("TooDeep"), ParsedSource.parse(unary).kinds());
        String ternary = "float x = " + "a ? b : ".repeat(3000) + "c;";
        assertEquals(List.of("TooDeep"), ParsedSource.parse(ternary).kinds());
        String init = "float x[1] = " + "{".repeat(3000) + "1" + "}".repeat(3000) + ";";
        assertEquals(List.of("TooDeep"), ParsedSource.parse(init).kinds());
        String nested = "float x = 1; " + "float y = (((((1)))));".repeat(3);
        assertEquals(List.of(), ParsedSource.parse(nested).kinds());
    }

    @Test
    void effectConstructsAreReportedAndSkipped() {
        ParsedSource p = ParsedSource.parse("""
                sampler2D s = sampler_state { MinFilter = Linear; };
                technique T < string x = "y"; > { pass P { VertexProgram = compile vp40 f(); } }
                float4 f() : COLOR { return 1; }
                """);
        assertEquals(List.of("EffectConstruct@sampler_state", "EffectConstruct@technique"), p.located());
        assertEquals("f", p.function("f").name());
        assertEquals("`technique` belongs to CgFX effect files, which are not supported",
                p.errors().get(1).diagnostic().message());
    }

    @Test
    void recoversAndReportsEveryBrokenStatementAndDeclaration() {
        ParsedSource p = ParsedSource.parse("""
                float4 a() { float x = ; return 1; }
                float4 b() { x = (1 + ; y = 2; }
                struct S { float p; float q : ; float r; };
                float c = 1;
                void d( { }
                float e = 2;
                """);
        assertEquals(List.of("Expected@;", "Expected@;", "Expected@;", "Expected@{"), p.located());
        assertEquals(2, ((Ast.StructDecl) p.unit().decls().get(2)).members().size());
        assertTrue(p.unit().decls().stream().anyMatch(d -> d instanceof Ast.VarDecl v
                && v.declarators().getFirst().name().equals("e")));
        assertEquals(1, p.function("b").body().statements().size());
    }

    @Test
    void everyDiagnosticIsLowerCaseWithARule() {
        String[] bad = {"float x = ;", "float a = 1\nfloat b;", "void f() {", "}", "float goto;", "float x = 08;",
            "technique t {}", "float x = " + "(".repeat(300) + "1" + ")".repeat(300) + ";"};
        Set<String> kinds = new HashSet<>();
        for (String src : bad) {
            for (CgError e : ParsedSource.parse(src).errors()) {
                kinds.add(e.kind());
                Diagnostic d = e.diagnostic();
                assertTrue(Character.isLowerCase(d.message().charAt(0)) || d.message().startsWith("`"), d.message());
                assertFalse(d.message().endsWith("."), d.message());
                assertTrue(d.notes().stream().anyMatch(n -> n.startsWith("rule: ")), d.message());
            }
        }
        assertEquals(Set.of("Expected", "MissingSemicolon", "Unclosed", "UnmatchedClose", "ReservedWord",
                "MalformedNumber", "EffectConstruct", "TooDeep"), kinds);
    }

    /// Truncations and token-level mutations of a real-looking program: each parse ends, throws
    /// nothing, and reports at most one error per position.
    @Test
    void mutatedInputsNeverThrowOrRepeatAPosition() {
        String program = """
                struct input { float2 video_size; float2 texture_size; float frame_count; };
                struct out_vertex { float4 position : POSITION; float2 tex : TEXCOORD0; };
                out_vertex main_vertex(float4 position : POSITION, float2 tex : TEXCOORD0,
                                       uniform float4x4 modelViewProj, uniform input IN)
                {
                    out_vertex OUT = { mul(modelViewProj, position), tex };
                    return OUT;
                }
                float4 main_fragment(in out_vertex VAR, uniform sampler2D s : TEXUNIT0, uniform input IN) : COLOR
                {
                    float3 c = tex2D(s, VAR.tex).rgb;
                    for (int i = 0; i < 4; i++) { c += (float3)0.1 * (i > 2 ? 1.0.xxx : c.bgr); }
                    if (any(c > 1)) discard;
                    return float4(pow(c, 1.0 / 2.2), 1.0);
                }
                """;
        List<PpToken> tokens = ParsedSource.tokens(program);
        for (int cut = 0; cut <= tokens.size(); cut++) {
            check(tokens.subList(0, cut));
        }
        Random random = new Random(24);
        for (int round = 0; round < 2000; round++) {
            List<PpToken> mutated = new java.util.ArrayList<>(tokens);
            for (int k = 0; k < 1 + random.nextInt(4); k++) {
                int i = random.nextInt(mutated.size());
                switch (random.nextInt(3)) {
                    case 0 -> mutated.remove(i);
                    case 1 -> mutated.add(i, mutated.get(random.nextInt(mutated.size())));
                    default -> mutated.set(i, mutated.get(random.nextInt(mutated.size())));
                }
            }
            check(mutated);
        }
    }

    private static void check(List<PpToken> tokens) {
        List<CgError> errors = new java.util.ArrayList<>();
        CgParser.parse(tokens, errors);
        Set<Integer> positions = new HashSet<>();
        for (CgError e : errors) {
            assertTrue(positions.add(e.span().start()), () -> "two errors at " + e.span() + ": " + errors);
            e.diagnostic();
        }
    }
}
