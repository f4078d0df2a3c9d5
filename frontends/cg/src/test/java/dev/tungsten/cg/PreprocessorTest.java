package dev.tungsten.cg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.tungsten.ir.Severity;

/// Directives, macro replacement and `#if` arithmetic, checked on token texts; the standard's
/// own examples (C99 §6.10.3.5) with the results GCC gives; then every error record, with its
/// location and the tokens preprocessing goes on with.
class PreprocessorTest {
    static final Map<Path, String> NO_FILES = Map.of();

    static Preprocessor.Result run(String text) {
        return run(text, NO_FILES, Map.of(), List.of());
    }

    static Preprocessor.Result run(String text, Map<Path, String> files, Map<String, String> defines, List<Path> dirs) {
        return Preprocessor.run(new SourceSet(), "main.cg", text, new Preprocessor.Options(dirs, defines, files::get));
    }

    static List<String> texts(Preprocessor.Result r) {
        return r.tokens().stream().map(PpToken::text).toList();
    }

    static List<String> lex(String text) {
        return PpLexer.tokenize(text, 0, new ArrayList<>()).stream().map(PpToken::text).toList();
    }

    /// Preprocesses `source` without errors and compares the tokens with those of `expected`.
    static void expands(String source, String expected) {
        Preprocessor.Result r = run(source);
        assertEquals(List.of(), r.errors());
        assertEquals(lex(expected), texts(r));
    }

    @Test
    void objectAndFunctionLikeMacros() {
        expands("#define N 4\n#define SQ(x) ((x)*(x))\nfloat a[N] = SQ(N+1);", "float a[4] = ((4+1)*(4+1));");
        // A function-like name without `(` stands for itself; the `(` may be on a later line.
        expands("#define f(x) <x>\nf + f\n(1)", "f + <1>");
        // A space before `(` in the definition makes an object-like macro.
        expands("#define g (x) x\ng(1)", "(x) x(1)");
        expands("#define e()  E\ne() e( )", "E E");
        expands("#define two(a, b) b a\ntwo((1, 2), [3])", "[3] (1, 2)");
        expands("#define c(x) x\nc(\n  1 +\n  2\n)", "1 + 2");
    }

    @Test
    void undefAndRedefinition() {
        expands("#define A 1\n#undef A\nA\n#undef NEVER_DEFINED\n", "A");
        // A differing redefinition is accepted and replaces the old one, as GCC does.
        expands("#define A 1\n#define A 2\nA", "2");
    }

    @Test
    void macrosAreNotReexpandedInsideTheirOwnExpansion() {
        expands("#define foo foo bar\nfoo", "foo bar");
        expands("#define a b\n#define b a\na b", "a b");
        expands("#define f(x) x f\nf(1)(2)", "1 f(2)");
        // The painted name stays unexpanded even after it leaves the expansion (§6.10.3.4 ¶2).
        expands("#define g(x) x\n#define h g(h)\nh", "h");
    }

    @Test
    void standardExampleThree() {
        String defs = """
                #define x 3
                #define f(a) f(x * (a))
                #undef x
                #define x 2
                #define g f
                #define z z[0]
                #define h g(~
                #define m(a) a(w)
                #define w 0,1
                #define t(a) a
                #define p() int
                #define q(x) x
                #define r(x,y) x ## y
                #define str(x) # x
                """;
        expands(defs + """
                f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);
                g(x+(3,4)-w) | h 5) & m
                (f)^m(m);
                p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };
                char c[2][6] = { str(hello), str() };
                """, """
                f(2 * (y+1)) + f(2 * (f(2 * (z[0])))) % f(2 * (0)) + t(1);
                f(2 * (2+(3,4)-0,1)) | f(2 * (~ 5)) & f(2 * (0,1))^m(0,1);
                int i[] = { 1, 23, 4, 5, };
                char c[2][6] = { "hello", "" };
                """);
    }

    @Test
    void standardExampleFourStringizingAndIncludeByMacro() {
        String source = """
                #define str(s) # s
                #define xstr(s) str(s)
                #define debug(s, t) printf("x" # s "= %d, x" # t "= %s", \\
                 x ## s, x ## t)
                #define INCFILE(n) vers ## n
                #define glue(a, b) a ## b
                #define xglue(a, b) glue(a, b)
                #define HIGHLOW "hello"
                #define LOW LOW ", world"
                debug(1, 2);
                fputs(str(strncmp("abc\\0d", "abc", '\\4') // this goes away
                 == 0) str(: @\\n), s);
                #include xstr(INCFILE(2).h)
                glue(HIGH, LOW);
                xglue(HIGH, LOW)
                """;
        Preprocessor.Result r = run(source, Map.of(Path.of("vers2.h"), "included_vers2\n"), Map.of(), List.of());
        assertEquals(List.of(), r.errors());
        assertEquals(lex("""
                printf("x" "1" "= %d, x" "2" "= %s", x1, x2);
                fputs("strncmp(\\"abc\\\\0d\\", \\"abc\\", '\\\\4') == 0" ": @\\n", s);
                included_vers2
                "hello";
                "hello" ", world"
                """), texts(r));
    }

    @Test
    void standardExampleFivePlacemarkers() {
        expands("""
                #define t(x,y,z) x ## y ## z
                int j[] = { t(1,2,3), t(,4,5), t(6,,7), t(8,9,),
                 t(10,,), t(,11,), t(,,12), t(,,) };
                """, "int j[] = { 123, 45, 67, 89, 10, 11, 12, };");
    }

    @Test
    void standardExampleSevenVariadic() {
        expands("""
                #define debug(...) fprintf(stderr, __VA_ARGS__)
                #define showlist(...) puts(#__VA_ARGS__)
                #define report(test, ...) ((test)?puts(#test): printf(__VA_ARGS__))
                debug("Flag");
                debug("X = %d\\n", x);
                showlist(The first, second, and third items.);
                report(x>y, "x is %d but y is %d", x, y);
                """, """
                fprintf(stderr, "Flag" );
                fprintf(stderr, "X = %d\\n", x );
                puts( "The first, second, and third items." );
                ((x>y)?puts("x>y"): printf("x is %d but y is %d", x, y));
                """);
    }

    @Test
    void hashHashExample() {
        // C99 §6.10.3.3 EXAMPLE: `# ## #` makes a `##` token that is not an operator.
        expands("""
                #define hash_hash # ## #
                #define mkstr(a) # a
                #define in_between(a) mkstr(a)
                #define join(c, d) in_between(c hash_hash d)
                char p[] = join(x, y);
                """, "char p[] = \"x ## y\";");
    }

    @Test
    void rescanWithTheFollowingTokens() {
        // C99 §6.10.3.4 EXAMPLE: unspecified; GCC (and this preprocessor) give `2*9*g`.
        expands("#define f(a) a*g\n#define g(a) f(a)\nf(2)(9)", "2*9*g");
    }

    @Test
    void pastingAndGnuComma() {
        expands("#define cat(a, b) a ## b\ncat(x, 1) cat(<, <=) cat(+, +) cat(., 5) cat(1, .5e+3)", "x1 <<= ++ .5 1.5e+3");
        expands("#define PASS(c) PASSPREV##c.texture\nPASS(3)", "PASSPREV3.texture");
        // GCC's rule: the comma goes when the variable arguments are left out, and for `h()` of a
        // macro with only `...`; it stays when they are present but empty.
        expands("#define e(fmt, ...) f(fmt, ## __VA_ARGS__)\ne(a) e(a,) e(a, b, c)", "f(a) f(a,) f(a, b, c)");
        expands("#define h(...) [x, ## __VA_ARGS__]\nh() h(1)", "[x] [x,1]");
        assertEquals(List.of("x"), texts(run("#define k(...) , ## __VA_ARGS__ ## x\nk()")));
        expands("#define v(a, ...) [a|__VA_ARGS__]\nv(1) v(1, 2, 3)", "[1|] [1|2, 3]");
        expands("#define named(args...) g(args)\nnamed(1, 2)", "g(1, 2)");
        // An object-like macro may paste too.
        expands("#define AB a ## b\nAB", "ab");
    }

    @Test
    void stringizingSpellingAndSpaces() {
        expands("#define s(x) #x\ns(  a   +\n b  ) s(\"q\\\"\" '\\'') s()", "\"a + b\" \"\\\"q\\\\\\\"\\\" '\\\\''\" \"\"");
    }

    @Test
    void conditionalGroups() {
        expands("""
                #define A
                #ifdef A
                a
                #else
                not_a
                #endif
                #ifndef A
                not_a
                #elif 1
                elif_taken
                #elif 1
                second_elif
                #else
                else_branch
                #endif
                #if 0
                #  bogus directive in a skipped group
                #  if 1
                nested
                #  else
                nested_else
                #  endif
                don't care about 'quotes
                #elif defined A && defined(A) && !defined B
                from_elif
                #endif
                """, "a elif_taken from_elif");
    }

    @Test
    void ifExpressions() {
        String checks = """
                #define TWO 2
                #define F(x) ((x) + 1)
                #if TWO * 3 == 6 && F(TWO) == 3 && UNDEFINED_IS_ZERO == 0
                ok1
                #endif
                #if -1 > 0u && -1 < 0 && 0xFFFFFFFFFFFFFFFF == -1 && 18446744073709551615u > 0
                ok2
                #endif
                #if (7 / 2 == 3) && (-7 / 2 == -3) && (-7 % 2 == -1) && (1 << 62 > 0) && (-16 >> 2 == -4)
                ok3
                #endif
                #if 'a' == 97 && '\\377' < 0 && '\\n' == 10 && 'ab' == 24930 && '\\x41' == 65
                ok4
                #endif
                #if (1 ? 2 : 3) == 2 && (0 ? 2 : 3) == 3 && (1, 0) == 0 && ~0 == -1 && !0 == 1
                ok5
                #endif
                #if 0 && (1 / 0) || 1 || 1 % 0
                ok6
                #endif
                #if 010 == 8 && 0b101 == 5 && 1000000000000LL > 0 && 3ul == 3 && -9223372036854775807 - 1 < 0
                ok7
                #endif
                #if (1 ? -1 : 0u) > 0
                ok8
                #endif
                """;
        expands(checks, "ok1 ok2 ok3 ok4 ok5 ok6 ok7 ok8");
    }

    @Test
    void definedInsideAMacroAndNotExpanded() {
        expands("#define X Y\n#define IS_X defined(X)\n#if IS_X && defined X\nyes\n#endif", "yes");
        // The operand of `defined` is not replaced even when it is a macro name.
        expands("#define Y\n#define X Y\n#undef Y\n#if defined X\nyes\n#endif", "yes");
    }

    @Test
    void lineAndFileBuiltins() {
        Preprocessor.Result r = run("__LINE__ __FILE__\n\\\n__LINE__\n#line 100\n__LINE__\n#line 7 \"other.cg\"\n__LINE__ __FILE__\n"
                + "#define L __LINE__\nL\n# 40 \"marker.cg\"\n__LINE__ __FILE__");
        assertEquals(List.of(), r.errors());
        assertEquals(List.of("1", "\"main.cg\"", "3", "100", "7", "\"other.cg\"", "9", "40", "\"marker.cg\""), texts(r));
        // #line does not move diagnostics: the token of line 5 is still at line 5 of main.cg.
        SourceSet s = new SourceSet();
        Preprocessor.Result r2 = Preprocessor.run(s, "main.cg", "#line 100\nx\n", Preprocessor.Options.defaults());
        assertEquals("main.cg:2:1", s.position(r2.tokens().getFirst().offset()));
    }

    @Test
    void errorAndWarningDirectives() {
        Preprocessor.Result r = run("#warning careful  here\nx\n#if 0\n#error skipped\n#endif\n#error stop \"now\"\n");
        assertEquals(List.of("x"), texts(r));
        assertEquals(2, r.errors().size());
        PreprocessError.WarningDirective w = assertInstanceOf(PreprocessError.WarningDirective.class, r.errors().get(0));
        assertEquals("careful here", w.text());
        assertEquals(Severity.WARNING, w.diagnostic().severity());
        PreprocessError.ErrorDirective e = assertInstanceOf(PreprocessError.ErrorDirective.class, r.errors().get(1));
        assertEquals("#error stop \"now\"", e.diagnostic().message());
        assertTrue(r.hasErrors());
        assertFalse(run("#warning only\n").hasErrors());
    }

    @Test
    void pragmasAreCapturedNotEmitted() {
        Preprocessor.Result r = run("""
                #pragma parameter SHARPNESS "Sharpness" 1.0 0.0 -2.5 0.05
                #pragma parameter NOSTEP "No step" 0.5 0 10
                #pragma pack_matrix(column_major)
                #pragma once
                #define P parameter
                #pragma P is not expanded
                float x;
                _Pragma("pack_matrix(row_major)") y
                """);
        assertEquals(List.of(), r.errors());
        assertEquals(lex("float x; y"), texts(r));
        assertEquals(List.of("parameter", "parameter", "pack_matrix", "once", "P", "pack_matrix"),
                r.pragmas().stream().map(Pragma::name).toList());
        Pragma.Parameter p = r.pragmas().getFirst().parameter();
        assertEquals(new Pragma.Parameter("SHARPNESS", "Sharpness", 1.0, 0.0, -2.5, 0.05, p.span()), p);
        assertEquals(0, p.span().start());
        Pragma.Parameter noStep = r.pragmas().get(1).parameter();
        assertEquals(1.0, noStep.step(), 1e-12, "a missing step is a tenth of the range, as in RetroArch");
        assertEquals(2, r.parameters().size());
        assertEquals(Pragma.MatrixPacking.COLUMN_MAJOR, r.pragmas().get(2).packMatrix());
        assertEquals(Pragma.MatrixPacking.ROW_MAJOR, r.pragmas().get(5).packMatrix());
        assertNull(r.pragmas().get(2).parameter());
        assertEquals(List.of("is", "not", "expanded"), r.pragmas().get(4).arguments().stream().map(PpToken::text).toList());
    }

    @Test
    void definesFromOptions() {
        Map<String, String> defines = new LinkedHashMap<>();
        defines.put("PARAMETER_UNIFORM", "1");
        defines.put("SCALE", "2.0");
        defines.put("TWICE(x)", "((x)*2)");
        defines.put("EMPTY", "");
        defines.put("FLAG", null);
        Preprocessor.Result r = run("#ifdef PARAMETER_UNIFORM\nuniform\n#endif\nSCALE TWICE(3) [EMPTY] FLAG", NO_FILES, defines, List.of());
        assertEquals(List.of(), r.errors());
        assertEquals(lex("uniform 2.0 ((3)*2) [] 1"), texts(r));
        Preprocessor.Result none = Preprocessor.run(new SourceSet(), "m.cg", "x", new Preprocessor.Options(null, null, null));
        assertEquals(List.of("x"), texts(none));
    }

    @Test
    void includeChainsAndSearchOrder() {
        Map<Path, String> files = new HashMap<>();
        files.put(Path.of("shaders/common.h"), "#include \"../include/deep.h\"\ncommon\n");
        files.put(Path.of("include/deep.h"), "deep BAD_TOKEN @\n");
        files.put(Path.of("include/sys.h"), "sys\n");
        files.put(Path.of("libdir/lib.h"), "lib\n");
        files.put(Path.of("shaders/lib.h"), "local_lib\n");
        SourceSet sources = new SourceSet();
        Preprocessor.Result r = Preprocessor.run(sources, "shaders/main.cg",
                "#include \"common.h\"\n#include <sys.h>\n#include \"lib.h\"\n#include <lib.h>\nmain\n",
                new Preprocessor.Options(List.of(Path.of("include"), Path.of("libdir")), Map.of(), files::get));
        assertEquals(List.of(), r.errors());
        assertEquals(List.of("deep", "BAD_TOKEN", "@", "common", "sys", "local_lib", "lib", "main"), texts(r));
        assertEquals(6, sources.size());
        PpToken bad = r.tokens().get(1);
        assertEquals("include/deep.h:1:6", sources.position(bad.offset()));
        assertEquals(List.of("in file included from shaders/common.h:1", "in file included from shaders/main.cg:1"),
                sources.includeChain(bad.offset()));
        String rendered = sources.render(dev.tungsten.ir.Diagnostic.error("unknown name", bad.span(), "here"));
        assertTrue(rendered.startsWith("in file included from shaders/common.h:1\nin file included from shaders/main.cg:1\n"), rendered);
        assertTrue(rendered.contains("include/deep.h:1:6"), rendered);
    }

    @Test
    void includeGuardsAndPragmaOnce() {
        Map<Path, String> files = Map.of(
                Path.of("guarded.h"), "#ifndef G\n#define G\nguarded\n#endif\n",
                Path.of("once.h"), "#pragma once\nonce\n");
        Preprocessor.Result r = run("#include \"guarded.h\"\n#include \"guarded.h\"\n#include \"once.h\"\n#include \"once.h\"\n",
                files, Map.of(), List.of());
        assertEquals(List.of(), r.errors());
        assertEquals(List.of("guarded", "once"), texts(r));
    }

    @Test
    void macroTokensCarryTheExpansionPoint() {
        String text = "#define M(x) (x + 1)\nfloat y = M(a);";
        Preprocessor.Result r = run(text);
        int at = text.indexOf("M(a)");
        List<PpToken> t = r.tokens();
        assertEquals(List.of("float", "y", "=", "(", "a", "+", "1", ")", ";"), texts(r));
        for (int i = 3; i < 8; i++) {
            assertEquals(at, t.get(i).offset(), t.get(i).text());
            assertEquals(1, t.get(i).length());
        }
        assertEquals(text.indexOf(';'), t.get(8).offset());
    }

    @Test
    void warmPreprocessingIsFast() {
        StringBuilder sb = new StringBuilder("#define SCALE 2.0\n#define LERP(a, b, t) ((a) + ((b) - (a)) * (t))\n");
        for (int i = 0; i < 2_000; i++) {
            sb.append("float4 f").append(i).append("(float2 uv : TEXCOORD0) : COLOR { return LERP(tex2D(s, uv), SCALE, 0.5); }\n");
        }
        String text = sb.toString();
        long best = Long.MAX_VALUE;
        for (int rep = 0; rep < 20; rep++) {
            long t0 = System.nanoTime();
            Preprocessor.Result r = run(text);
            best = Math.min(best, System.nanoTime() - t0);
            assertEquals(2_000 * 43, r.tokens().size());
        }
        // About 200 kB and 86,000 output tokens; generous for a loaded machine: regex per
        // character or string re-joining would take far longer.
        assertTrue(best < 200_000_000L, "preprocessing took " + best / 1_000_000 + " ms");
    }

    // ------------------------------------------------------------------ errors

    /// The single error of preprocessing `text`, checked to cover `spanText`.
    static PreprocessError error(String text, String spanText) {
        return error(text, NO_FILES, spanText);
    }

    static PreprocessError error(String text, Map<Path, String> files, String spanText) {
        Preprocessor.Result r = run(text, files, Map.of(), List.of());
        assertEquals(1, r.errors().size(), r.errors().toString());
        PreprocessError e = r.errors().getFirst();
        assertTrue(e.span().isDefined());
        if (spanText != null) {
            assertEquals(spanText, text.substring(e.span().start(), e.span().end()));
        }
        assertTrue(e.diagnostic().notes().stream().anyMatch(n -> n.startsWith("rule:")), e.kind());
        return e;
    }

    @Test
    void lexicalErrors() {
        assertEquals("unterminated comment", assertInstanceOf(PreprocessError.UnterminatedComment.class,
                error("a\n/* open", "/*")).diagnostic().message());
        assertEquals('"', assertInstanceOf(PreprocessError.UnterminatedLiteral.class,
                error("x = \"abc\ny", "\"abc")).quote());
        // In a skipped group an unterminated literal is no error (GCC does not complain either).
        assertEquals(List.of(), run("#if 0\nit's\n#endif\n").errors());
    }

    @Test
    void includeErrors() {
        PreprocessError.IncludeNotFound nf = assertInstanceOf(PreprocessError.IncludeNotFound.class,
                error("#include \"missing.h\"\nafter", "\"missing.h\""));
        assertEquals("cannot open include file \"missing.h\"", nf.diagnostic().message());
        assertEquals(List.of("after"), texts(run("#include \"missing.h\"\nafter")));
        assertInstanceOf(PreprocessError.IncludeNotFound.class, error("#include <angled.h>\n", "<angled.h>"));
        for (String bad : List.of("#include\n", "#include foo\n", "#include <a.h\n", "#include \"\"\n")) {
            assertInstanceOf(PreprocessError.BadInclude.class, error(bad, null), bad);
        }
        PreprocessError deep = error("#include \"self.h\"\n", Map.of(Path.of("self.h"), "#include \"self.h\"\nx\n"), null);
        PreprocessError.IncludeTooDeep d = assertInstanceOf(PreprocessError.IncludeTooDeep.class, deep);
        assertEquals(Preprocessor.MAX_INCLUDE_DEPTH, d.limit());
        assertEquals("#include nested more than 200 deep", d.diagnostic().message());
    }

    @Test
    void errorsStopAtTheLimit() {
        // A header that includes itself repeats its bad call at each of 200 levels; only the
        // first CgError.LIMIT are reported, then one error that says so, and the run stops there.
        Map<Path, String> files = Map.of(Path.of("self.h"), "#define F(a) a\nF(1, 2)\n#include \"self.h\"\n");
        SourceSet sources = new SourceSet();
        Preprocessor.Result r = Preprocessor.run(sources, "main.cg", "#include \"self.h\"\n",
                new Preprocessor.Options(List.of(), Map.of(), files::get));
        assertEquals(CgError.LIMIT + 1, r.errors().size());
        assertTrue(r.errors().subList(0, CgError.LIMIT).stream().allMatch(e -> e instanceof PreprocessError.WrongArgumentCount));
        PreprocessError.TooManyErrors last = assertInstanceOf(PreprocessError.TooManyErrors.class, r.errors().getLast());
        assertEquals(r.errors().get(CgError.LIMIT - 1).span(), last.span());
        assertEquals("100 errors, stopping here", last.diagnostic().message());
        assertTrue(sources.render(last.diagnostic()).contains("in file included from self.h:3"));
        // Warnings do not count: 150 of them and one error report all 151.
        String warnings = "#warning w\n".repeat(150) + "#error e\n";
        Preprocessor.Result w = run(warnings);
        assertEquals(151, w.errors().size());
        assertInstanceOf(PreprocessError.ErrorDirective.class, w.errors().getLast());
        // Exactly LIMIT errors stop the run too; LIMIT - 1 do not.
        assertEquals(CgError.LIMIT + 1, run("#error e\n".repeat(CgError.LIMIT) + "x\n").errors().size());
        Preprocessor.Result under = run("#error e\n".repeat(CgError.LIMIT - 1) + "x\n");
        assertEquals(CgError.LIMIT - 1, under.errors().size());
        assertEquals(List.of("x"), texts(under));
    }

    @Test
    void errorsInIncludedFilesRenderWithTheirChain() {
        SourceSet sources = new SourceSet();
        Preprocessor.Result r = Preprocessor.run(sources, "main.cg", "x\n#include \"a.h\"\n",
                new Preprocessor.Options(List.of(), Map.of(), Map.of(Path.of("a.h"), "a\n#include \"gone.h\"\n")::get));
        assertEquals(1, r.errors().size());
        String rendered = sources.render(r.errors().getFirst().diagnostic());
        assertTrue(rendered.startsWith("in file included from main.cg:2\nerror: cannot open include file \"gone.h\"\n"), rendered);
        assertTrue(rendered.contains("a.h:2:10"), rendered);
        assertEquals("a.h:2:10: error: cannot open include file \"gone.h\" (in file included from main.cg:2)",
                sources.oneLine(r.errors().getFirst().diagnostic()));
    }

    @Test
    void directiveErrors() {
        PreprocessError.UnknownDirective u = assertInstanceOf(PreprocessError.UnknownDirective.class,
                error("#foo bar\nx", "foo"));
        assertEquals("invalid preprocessing directive #foo", u.diagnostic().message());
        assertEquals(List.of("x"), texts(run("#foo bar\nx")));
        assertInstanceOf(PreprocessError.UnterminatedConditional.class, error("#if 1\nx\n", "#if 1"));
        assertInstanceOf(PreprocessError.UnterminatedConditional.class, error("#ifdef A\nx\n", "#ifdef A"));
        // Conditionals balance per file: an #if left open in an include is reported there.
        assertInstanceOf(PreprocessError.UnterminatedConditional.class, run("#include \"h.h\"\n",
                Map.of(Path.of("h.h"), "#ifndef H\n"), Map.of(), List.of()).errors().getFirst());
        for (String d : List.of("#endif", "#else", "#elif 1")) {
            PreprocessError e = error(d + "\n", d);
            assertInstanceOf(PreprocessError.UnbalancedConditional.class, e);
            assertTrue(e.diagnostic().message().endsWith("without #if"));
        }
        assertInstanceOf(PreprocessError.ElseAfterElse.class, error("#if 0\n#else\n#else\n#endif\n", "#else"));
        assertInstanceOf(PreprocessError.ElseAfterElse.class, error("#if 1\n#else\n#elif 1\n#endif\n", "#elif 1"));
        assertInstanceOf(PreprocessError.ElseAfterElse.class, error("#if 1\n#else\n#else\n#endif\n", "#else"));
    }

    @Test
    void macroDefinitionErrors() {
        assertEquals("no macro name given in #define directive",
                error("#define\n", "#define").diagnostic().message());
        assertInstanceOf(PreprocessError.BadMacroName.class, error("#define 3 x\n", "3"));
        assertEquals("\"defined\" cannot be used as a macro name", error("#define defined\n", "defined").diagnostic().message());
        assertInstanceOf(PreprocessError.BadMacroName.class, error("#undef \"s\"\n", "\"s\""));
        // #ifdef without a name: an error, and the group is skipped.
        Preprocessor.Result r = run("#ifdef\nx\n#endif\ny");
        assertInstanceOf(PreprocessError.BadMacroName.class, r.errors().getFirst());
        assertEquals(List.of("y"), texts(r));
        String[][] bad = {
            {"#define f(a, a) a\n", "a", "duplicate macro parameter \"a\""},
            {"#define f(a b) a\n", "b", "expected ')' to close the macro parameter list"},
            {"#define f(1) x\n", "1", "expected parameter name, found \"1\""},
            {"#define f(a\n", "a", "expected ')' to close the macro parameter list"},
            {"#define f(x) #y\n", "#", "'#' is not followed by a macro parameter"},
            {"#define g ## x\n", "##", "'##' cannot appear at either end of a macro expansion"},
            {"#define h(x) x ##\n", "##", "'##' cannot appear at either end of a macro expansion"},
        };
        for (String[] b : bad) {
            Preprocessor.Result res = run(b[0]);
            assertEquals(1, res.errors().size(), b[0]);
            PreprocessError.BadMacroDefinition e = assertInstanceOf(PreprocessError.BadMacroDefinition.class, res.errors().getFirst());
            assertEquals(b[2], e.reason(), b[0]);
            assertEquals(b[1], b[0].substring(e.span().start(), e.span().end()), b[0]);
        }
    }

    @Test
    void invocationErrors() {
        PreprocessError.UnterminatedArguments u = assertInstanceOf(PreprocessError.UnterminatedArguments.class,
                error("#define f(x) x\nf(1, 2", "f"));
        assertEquals("unterminated argument list invoking macro \"f\"", u.diagnostic().message());
        assertInstanceOf(PreprocessError.UnterminatedArguments.class, run("#define f(x) x\n#if f(1\n#endif\n").errors().getFirst());
        // Arguments do not run past the end of an included file.
        assertInstanceOf(PreprocessError.UnterminatedArguments.class,
                error("#define f(x) x\n#include \"a.h\"\n)\n", Map.of(Path.of("a.h"), "f(1\n"), null));
        PreprocessError.WrongArgumentCount w = assertInstanceOf(PreprocessError.WrongArgumentCount.class,
                error("#define f(x, y) x\nf(1) after", "f"));
        assertEquals("macro \"f\" requires 2 arguments, but 1 given", w.diagnostic().message());
        assertEquals(List.of("f", "after"), texts(run("#define f(x, y) x\nf(1) after")));
        assertEquals("macro \"g\" requires 1 argument, but 3 given",
                error("#define g(x) x\ng(1, 2, 3)", "g").diagnostic().message());
        assertEquals("macro \"v\" requires at least 2 arguments, but 1 given",
                error("#define v(a, b, ...) a\nv(1)", "v").diagnostic().message());
        PreprocessError.InvalidPaste p = assertInstanceOf(PreprocessError.InvalidPaste.class,
                error("#define cat(a, b) a##b\ncat(+, -)", "cat"));
        assertEquals("pasting \"+\" and \"-\" does not give a valid preprocessing token", p.diagnostic().message());
        assertEquals(List.of("+", "-"), texts(run("#define cat(a, b) a##b\ncat(+, -)")));
        assertInstanceOf(PreprocessError.InvalidPaste.class, error("#define cat(a, b) a##b\ncat(/, /)", "cat"));
    }

    @Test
    void limitsStopHostileInputWithALocatedError() {
        String nested = "#define f(x) x\n" + "f(".repeat(MacroExpander.MAX_ARGUMENT_NESTING + 1) + "1"
                + ")".repeat(MacroExpander.MAX_ARGUMENT_NESTING + 1);
        PreprocessError.ExpansionTooDeep deep = assertInstanceOf(PreprocessError.ExpansionTooDeep.class, error(nested, "f"));
        assertEquals(MacroExpander.MAX_ARGUMENT_NESTING, deep.limit());
        StringBuilder bomb = new StringBuilder("#define a0 x x\n");
        for (int i = 1; i <= 30; i++) {
            bomb.append("#define a").append(i).append(" a").append(i - 1).append(" a").append(i - 1).append('\n');
        }
        bomb.append("a30\n");
        // With the real limits: 2^31 tokens stop on the work limit, quickly and at the use.
        long t0 = System.nanoTime();
        Preprocessor.Result r = run(bomb.toString());
        long ms = (System.nanoTime() - t0) / 1_000_000;
        PreprocessError.TooManyTokens many = assertInstanceOf(PreprocessError.TooManyTokens.class, r.errors().getFirst());
        assertEquals(1, r.errors().size());
        assertEquals(Preprocessor.MAX_WORK, many.limit());
        assertEquals("a30", bomb.substring(many.span().start(), many.span().end()));
        assertTrue(r.tokens().size() < Preprocessor.MAX_WORK);
        assertTrue(ms < 10_000, "stopping took " + ms + " ms");
        // An exploding argument stops while it is expanded, before anything is output.
        String silent = bomb.toString().replace("a30\n", "#define id(x) x\nid(a30)\n");
        Preprocessor.Result s = Preprocessor.run(new SourceSet(), "main.cg", silent, Preprocessor.Options.defaults(), 1_000_000, 10_000);
        assertEquals(10_000, assertInstanceOf(PreprocessError.TooManyTokens.class, s.errors().getFirst()).limit());
        assertEquals(List.of(), s.tokens());
        // Plain text beyond the output limit.
        String text = "x ".repeat(2_000);
        Preprocessor.Result o = Preprocessor.run(new SourceSet(), "main.cg", text, Preprocessor.Options.defaults(), 1_000, 10_000);
        PreprocessError.TooManyTokens out = assertInstanceOf(PreprocessError.TooManyTokens.class, o.errors().getFirst());
        assertEquals(1_000, out.limit());
        assertEquals(1_000, o.tokens().size());
        assertEquals(2_000, out.span().start());
    }

    @Test
    void expressionErrors() {
        String[][] bad = {
            {"#if\n#endif\n", "#if", "#if with no expression in #if"},
            {"#if 1 +\n#endif\n", "#if 1 +", "expected a value, found end of line in #if"},
            {"#if (1\n#endif\n", "#if (1", "missing ')' in expression, found end of line in #if"},
            {"#if 1 2\n#endif\n", "2", "missing binary operator before token \"2\" in #if"},
            {"#if \"s\"\n#endif\n", "\"s\"", "token \"\"s\"\" is not valid in preprocessor expressions in #if"},
            {"#if defined\n#endif\n", "defined", "operator \"defined\" requires an identifier, found end of line in #if"},
            {"#if defined(X\n#endif\n", "#if defined(X", "missing ')' after \"defined\", found end of line in #if"},
            {"#if 1 ? 2\n#endif\n", "#if 1 ? 2", "expected ':' in conditional expression, found end of line in #if"},
            {"#if " + "(".repeat(300) + "1\n#endif\n", "(", "expression nests deeper than 256 levels in #if"},
        };
        for (String[] b : bad) {
            Preprocessor.Result r = run(b[0]);
            assertEquals(1, r.errors().size(), b[0]);
            PreprocessError.BadExpression e = assertInstanceOf(PreprocessError.BadExpression.class, r.errors().getFirst());
            assertEquals(b[2], e.diagnostic().message(), b[0]);
            assertEquals(b[1], b[0].substring(e.span().start(), e.span().end()), b[0]);
        }
        Preprocessor.Result div = run("#if 1 / 0\nx\n#endif\ny");
        PreprocessError.DivisionByZero d = assertInstanceOf(PreprocessError.DivisionByZero.class, div.errors().getFirst());
        assertEquals("division by zero in #if", d.diagnostic().message());
        assertEquals(List.of("y"), texts(div), "an erroneous #if is false");
        assertEquals("remainder by zero in #if", error("#if 1 % 0\n#endif\n", "%").diagnostic().message());
        String[][] constants = {
            {"1.0", "floating constant in preprocessor expression"},
            {"1x", "invalid suffix \"x\" on integer constant"},
            {"08", "invalid digit \"8\" in octal constant"},
            {"0x", "invalid integer constant"},
            {"99999999999999999999", "integer constant is too large for its type"},
            {"''", "empty character constant"},
            {"1lul", "invalid suffix \"lul\" on integer constant"},
        };
        for (String[] c : constants) {
            PreprocessError.BadConstant e = assertInstanceOf(PreprocessError.BadConstant.class,
                    error("#if " + c[0] + "\n#endif\n", c[0]));
            assertEquals(c[1], e.reason(), c[0]);
        }
    }

    @Test
    void lineDirectiveErrors() {
        assertEquals("expected a line number, found \"x\"", error("#line x\n", "x").diagnostic().message());
        assertEquals("line number out of range, found \"99999999999\"",
                error("#line 99999999999\n", "99999999999").diagnostic().message());
        assertInstanceOf(PreprocessError.BadLineDirective.class, error("#line 5 foo\n", "foo"));
        assertInstanceOf(PreprocessError.BadLineDirective.class, error("#line\n", "#line"));
    }

    @Test
    void pragmaErrors() {
        String[][] bad = {
            {"#pragma parameter\n", "expected the parameter's name, found end of line"},
            {"#pragma parameter X label 1 2 3\n", "expected the label string, found \"label\""},
            {"#pragma parameter X \"l\" 1 2\n", "expected the maximum value, found end of line"},
            {"#pragma parameter X \"l\" 1 - 2 x\n", "expected the maximum value, found \"x\""},
            {"#pragma parameter X \"l\" 1 2 3 4 5\n", "unexpected \"5\" after the step"},
            {"#pragma parameter X \"l\" 1 2 3 4f\n", "expected the step value, found \"4f\""},
            {"#pragma pack_matrix(diagonal)\n", "expected (row_major) or (column_major), found \"diagonal\""},
            {"#pragma pack_matrix\n", "expected (row_major) or (column_major), found end of line"},
            {"_Pragma(x)\n", "expected a parenthesized string literal"},
        };
        for (String[] b : bad) {
            Preprocessor.Result r = run(b[0]);
            assertEquals(1, r.errors().size(), b[0]);
            PreprocessError.BadPragma e = assertInstanceOf(PreprocessError.BadPragma.class, r.errors().getFirst());
            assertEquals(b[1], e.reason(), b[0]);
            assertTrue(e.span().start() >= 0 && e.span().end() <= b[0].length(), b[0]);
            assertTrue(r.parameters().isEmpty());
        }
        assertTrue(run("#pragma parameter X label 1 2 3\n").pragmas().getFirst().parameter() == null);
    }
}
