package dev.tungsten.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import dev.tungsten.ir.Span;

/// Grammar rules of §18 one by one (what each builds), the error messages ("expected X, found
/// Y" at the offending token), recovery (each broken statement or declaration reports once and
/// parsing resumes after it), and the parser's guarantees on any input: at most one error per
/// position, errors in source order, and termination.
class ParserGrammarTest {
    private record Parsed(Ast.TranslationUnit unit, List<WgslError> errors) {
        Ast.Function function(int i) {
            return (Ast.Function) unit.decls().get(i);
        }

        List<Ast.Stmt> body(int i) {
            return function(i).body().statements();
        }
    }

    private static Parsed parse(String src) {
        List<WgslError> errors = new ArrayList<>();
        return new Parsed(Parser.parse(src, errors), errors);
    }

    private static Parsed ok(String src) {
        Parsed p = parse(src);
        assertEquals(List.of(), p.errors(), src);
        return p;
    }

    private static String message(WgslError e) {
        return e.diagnostic().message();
    }

    @Test
    void attributesTakeArgumentsAndTrailingCommas() {
        Parsed p = ok("@compute @workgroup_size(8, 4,) fn main() {}");
        List<Ast.Attribute> attrs = p.function(0).attributes();
        assertEquals(List.of("compute", "workgroup_size"), attrs.stream().map(a -> a.name().name()).toList());
        assertEquals(2, attrs.get(1).args().size());
        Ast.Attribute diag = ok("@diagnostic(off, derivative_uniformity) fn f() {}").function(0).attributes().getFirst();
        assertEquals("off", diag.diagnostic().severity().name());
        assertEquals("derivative_uniformity", diag.diagnostic().rule().name());
    }

    @Test
    void attributesWhereTheGrammarTakesNoneAreRefused() {
        Parsed p = parse("fn f() { @must_use return; }");
        assertEquals(1, p.errors().size());
        assertEquals("attribute `@must_use` is not allowed here", message(p.errors().getFirst()));
    }

    @Test
    void functionHeadersWithParametersAndAnAttributedResult() {
        Ast.Function f = ok("@fragment fn fs(@location(0) uv: vec2<f32>, @builtin(position) p: vec4f,) -> @location(0) vec4f "
                + "{ return p; }").function(0);
        assertEquals(List.of("uv", "p"), f.params().stream().map(x -> x.name().name()).toList());
        assertEquals("location", f.params().get(0).attributes().getFirst().name().name());
        assertEquals("location", f.resultAttributes().getFirst().name().name());
        assertInstanceOf(Ast.Return.class, f.body().statements().getFirst());
        assertNull(ok("fn g() {}").function(0).resultType());
    }

    @Test
    void structsAliasesOverridesAndGlobalVariables() {
        Parsed p = ok("""
                struct S { a: f32, @align(16) b: vec3<f32>, }
                alias V = array<S, 4>;
                @id(3) override k: u32 = 4;
                var<workgroup> tile: array<u32, 64>;
                @group(1) @binding(2) var t: texture_2d<f32>;
                const_assert k > 0;
                """);
        List<Ast.Decl> d = p.unit().decls();
        assertEquals(List.of("S", "V", "k", "tile", "t"), d.subList(0, 5).stream().map(x -> x.name().name()).toList());
        assertEquals(2, ((Ast.Struct) d.get(0)).members().size());
        assertEquals("id", ((Ast.OverrideDecl) d.get(2)).attributes().getFirst().name().name());
        assertEquals(1, ((Ast.GlobalVar) d.get(3)).templateArgs().size(), "the address space is a template argument");
        assertEquals(2, ((Ast.GlobalVar) d.get(4)).attributes().size());
        assertInstanceOf(Ast.GlobalAssert.class, d.get(5));
    }

    @Test
    void ifElseChainsNestInTheElseBranch() {
        Ast.If s = (Ast.If) ok("fn f() { if a { } else if b { } else { x = 1; } }").body(0).getFirst();
        Ast.If inner = assertInstanceOf(Ast.If.class, s.reject());
        Ast.Block last = assertInstanceOf(Ast.Block.class, inner.reject());
        assertEquals(1, last.statements().size());
    }

    @Test
    void switchClausesTakeSelectorListsWithDefaultAndOptionalColons() {
        Ast.Switch s = (Ast.Switch) ok("fn f() { switch x { case 1, 2,: { } case default, 3 { } default: { } } }").body(0).getFirst();
        assertEquals(3, s.clauses().size());
        assertEquals(2, s.clauses().get(0).selectors().size());
        assertTrue(s.clauses().get(1).selectors().getFirst().isDefault());
        assertTrue(s.clauses().get(2).selectors().getFirst().isDefault());
    }

    @Test
    void loopsWithContinuingAndBreakIf() {
        Ast.Loop l = (Ast.Loop) ok("fn f() { loop { i++; continuing { i += 2; break if i > 9; } } }").body(0).getFirst();
        assertEquals(1, l.body().statements().size());
        assertEquals(1, l.continuing().statements().size());
        assertTrue(l.breakIf() != null);
        Parsed bad = parse("fn f() { loop { break if true; } }");
        assertEquals(1, bad.errors().size());
        assertInstanceOf(SyntaxError.MisplacedBreakIf.class, bad.errors().getFirst());
    }

    @Test
    void forHeadersMayLeaveEveryPartEmpty() {
        Ast.For full = (Ast.For) ok("fn f() { for (var i = 0; i < 4; i++) { } }").body(0).getFirst();
        assertInstanceOf(Ast.LocalDecl.class, full.init());
        assertInstanceOf(Ast.Increment.class, full.update());
        Ast.For empty = (Ast.For) ok("fn f() { for (;;) { break; } }").body(0).getFirst();
        assertNull(empty.init());
        assertNull(empty.condition());
        assertNull(empty.update());
    }

    @Test
    void simpleStatementsAssignIncrementCallAndDiscard() {
        List<Ast.Stmt> s = ok("fn f() { a = 1; a += 2; a >>= 1u; a--; _ = g(); g(); (*p).x = 3; ; discard; }").body(0);
        assertEquals(List.of("Assign", "Assign", "Assign", "Increment", "Assign", "CallStmt", "Assign", "Discard"),
                s.stream().map(x -> x.getClass().getSimpleName()).toList(), "the empty statement builds nothing");
        assertNull(((Ast.Assign) s.get(0)).op());
        assertEquals(Ast.BinaryOp.ADD, ((Ast.Assign) s.get(1)).op());
        assertEquals(Ast.BinaryOp.SHIFT_RIGHT, ((Ast.Assign) s.get(2)).op());
        assertTrue(((Ast.Increment) s.get(3)).decrement());
    }

    @Test
    void localDeclarationsOfEachKind() {
        List<Ast.Stmt> s = ok("fn f() { let a = 1; const b: i32 = 2; var c: f32; var<function> d = 1.0; }").body(0);
        assertEquals(List.of(Ast.DeclKind.LET, Ast.DeclKind.CONST, Ast.DeclKind.VAR, Ast.DeclKind.VAR),
                s.stream().map(x -> ((Ast.LocalDecl) x).kind()).toList());
        assertNull(((Ast.LocalDecl) s.get(2)).init());
        assertEquals(1, ((Ast.LocalDecl) s.get(3)).templateArgs().size());
    }

    // ---------------------------------------------------------------- messages and recovery

    @Test
    void unexpectedTokensAreNamedAtTheirPosition() {
        String src = "fn f() { let x = ; }";
        Parsed p = parse(src);
        assertEquals(1, p.errors().size());
        assertEquals("expected expression, found ';'", message(p.errors().getFirst()));
        assertEquals(new Span(17, 18), p.errors().getFirst().span());
        assertEquals("expected ';', found '}'", message(parse("fn f() { return 1 }").errors().getFirst()));
        assertEquals("expected identifier, found literal '1'", message(parse("fn 1() {}").errors().getFirst()));
        assertEquals("expected identifier, found keyword `loop`", message(parse("fn loop() {}").errors().getFirst()));
        assertEquals("`enum` is a reserved word", message(parse("const enum = 1;").errors().getFirst()));
        assertEquals("identifier `__x` starts with the reserved prefix `__`", message(parse("const __x = 1;").errors().getFirst()));
    }

    @Test
    void aBrokenStatementIsSkippedToItsSemicolonAndTheRestParses() {
        Parsed p = parse("fn f() { let a = 1 +; let b = 2; let c = ) ; let d = 4; }");
        assertEquals(2, p.errors().size(), p.errors().toString());
        List<String> names = p.body(0).stream().map(s -> ((Ast.LocalDecl) s).name().name()).toList();
        assertEquals(List.of("b", "d"), names);
    }

    @Test
    void aBrokenDeclarationIsSkippedToTheNextOne() {
        Parsed p = parse("""
                struct { x: f32 }
                const a = 1;
                fn g( { }
                fn h() { }
                """);
        assertEquals(2, p.errors().size(), p.errors().toString());
        assertEquals(List.of("a", "h"), p.unit().decls().stream().map(d -> d.name().name()).toList());
    }

    @Test
    void anUnclosedFunctionReportsOnceAtTheEnd() {
        String src = "fn f() { let a = 1;";
        Parsed p = parse(src);
        assertEquals(1, p.errors().size());
        assertEquals("expected '}', found end of file", message(p.errors().getFirst()));
        assertEquals(src.length(), p.errors().getFirst().span().start());
    }

    @Test
    void aSecondErrorAtTheSamePositionIsDropped() {
        // `@` where the struct's name should be fails the identifier, then the attribute that
        // recovery finds there would be reported at the same `@`.
        Parsed p = parse("struct @ x ;");
        assertEquals(1, p.errors().size(), p.errors().toString());
        assertEquals("expected identifier, found '@'", message(p.errors().getFirst()));
    }

    @Test
    void lexicalErrorsAreNotReportedAgainByTheParser() {
        Parsed p = parse("const a = 1 $ 2;");
        assertEquals(1, p.errors().size(), p.errors().toString());
        assertInstanceOf(SyntaxError.UnexpectedCharacter.class, p.errors().getFirst());
    }

    /// Any token soup parses to an end, with at most one error per position and errors in the
    /// order of their positions (within the parser's own errors; lexical ones come first).
    @Test
    void anyInputTerminatesWithOneErrorPerPositionInOrder() {
        String[] pieces = {"fn", "f", "(", ")", "{", "}", "let", "x", "=", "1", ";", "<", ">", "array", ",", "@", "if", "loop",
            "continuing", "break", "struct", ":", "var", "->", "return", "+", "*", "&", "switch", "case", "default", "[", "]",
            "enum", "__a", "const", "else", "while", "alias", "override", "_", ".", "!", "-", "$", "0x"};
        Random rnd = new Random(22);
        for (int round = 0; round < 3000; round++) {
            StringBuilder src = new StringBuilder();
            int n = 1 + rnd.nextInt(16);
            for (int i = 0; i < n; i++) {
                src.append(pieces[rnd.nextInt(pieces.length)]).append(' ');
            }
            Parsed p = parse(src.toString());
            List<Integer> starts = p.errors().stream()
                    .filter(e -> !(e instanceof SyntaxError.UnexpectedCharacter || e instanceof SyntaxError.BadNumber))
                    .map(e -> e.span().start()).toList();
            for (int i = 1; i < starts.size(); i++) {
                assertTrue(starts.get(i) > starts.get(i - 1), () -> src + " -> " + p.errors());
            }
            for (WgslError e : p.errors()) {
                assertTrue(e.span().end() <= src.length(), () -> src + " -> " + e);
            }
        }
    }
}
