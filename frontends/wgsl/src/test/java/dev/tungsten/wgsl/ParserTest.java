package dev.tungsten.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Literal;

class ParserTest {
    private record Parsed(Ast.TranslationUnit unit, List<WgslError> errors) {}

    private static Parsed parse(String src) {
        List<WgslError> errors = new ArrayList<>();
        return new Parsed(Parser.parse(src, errors), errors);
    }

    /// Prints an expression fully parenthesised, to check associativity and precedence.
    private static String show(Ast.TranslationUnit u, Handle<Ast.Expr> h) {
        return switch (u.exprs().get(h)) {
            case Ast.Expr.Lit l -> l.value().toString();
            case Ast.Expr.Ident i -> i.name().name();
            case Ast.Expr.Binary b -> "(" + show(u, b.left()) + " " + b.op().spelling + " " + show(u, b.right()) + ")";
            case Ast.Expr.Unary un -> un.op().spelling + show(u, un.operand());
            case Ast.Expr.Paren p -> show(u, p.inner());
            case Ast.Expr.Member m -> show(u, m.base()) + "." + m.member().name();
            case Ast.Expr.Index ix -> show(u, ix.base()) + "[" + show(u, ix.index()) + "]";
            case Ast.Expr.Call c -> c.function().name() + "(" + String.join(", ", c.args().stream().map(a -> show(u, a)).toList()) + ")";
        };
    }

    private static String constInit(String expr) {
        Parsed p = parse("const c = " + expr + ";");
        assertEquals(List.of(), p.errors(), "errors for " + expr);
        Ast.GlobalConst c = (Ast.GlobalConst) p.unit().decls().getFirst();
        return show(p.unit(), c.init());
    }

    @Test
    void precedenceAndAssociativity() {
        assertEquals("((1 + (2 * 3)) - 4)", constInit("1 + 2 * 3 - 4"));
        assertEquals("(a < (b + 1))", constInit("a < b + 1"));
        assertEquals("((a & b) & c)", constInit("a & b & c"));
        assertEquals("((a < b) && (c > d))", constInit("a < b && c > d"));
        assertEquals("(-a << 2)", constInit("-a << 2"));
        assertEquals("v.x[i].yz", constInit("v.x[i].yz"));
        assertEquals("--a", constInit("- -a"));
        assertEquals("(a - -1)", constInit("a - -1"));
    }

    @Test
    void mixingOperatorFamiliesNeedsParentheses() {
        for (String bad : List.of("a & b | c", "a && b || c", "a < b < c", "a + b << c", "a << b << c", "a & b == c")) {
            Parsed p = parse("const c = " + bad + ";");
            assertEquals(1, p.errors().size(), bad);
            assertInstanceOf(SyntaxError.MixedOperators.class, p.errors().getFirst(), bad);
        }
        assertEquals("((a & b) | c)", constInit("(a & b) | c"));
    }

    @Test
    void literalsCarryTheirTypes() {
        Parsed p = parse("const a = 1u; const b = 0x7fffffffi; const c = 1.5f; const d = 0x1p-2;");
        assertEquals(List.of(), p.errors());
        List<Literal> lits = p.unit().decls().stream()
                .map(d -> ((Ast.Expr.Lit) p.unit().exprs().get(((Ast.GlobalConst) d).init())).value()).toList();
        assertEquals(List.of(new Literal.U32(1), new Literal.I32(Integer.MAX_VALUE), new Literal.F32(1.5f),
                new Literal.AbstractFloat(0.25)), lits);
    }

    @Test
    void literalOutOfRange() {
        Parsed p = parse("const a = 0x80000000i; const b = 4294967296u; const c = 99999999999999999999;");
        assertEquals(3, p.errors().size());
        p.errors().forEach(e -> assertInstanceOf(SyntaxError.LiteralOutOfRange.class, e));
    }

    @Test
    void everyStatementKindParses() {
        String src = """
                enable f16;
                diagnostic(off, derivative_uniformity);
                @group(0) @binding(0) var<storage, read_write> buf: array<u32>;
                struct S { @size(16) a: f32, b: vec3<f32>, }
                alias V = vec4<f32>;
                override k: u32 = 4;
                const_assert 1 < 2;
                @compute @workgroup_size(8, 1, 1)
                fn main(@builtin(global_invocation_id) id: vec3<u32>) {
                    var i = 0;
                    let j: i32 = i + 1;
                    const c = 3;
                    loop {
                        if i > 3 { break; } else if i == 2 { continue; } else { i++; }
                        continuing { i += 1; break if i >= 10; }
                    }
                    for (var x = 0u; x < 4u; x = x + 1u) { buf[x] = x; }
                    while i > 0 { i--; }
                    switch j { case 1, 2: { } case default, 3 { } }
                    _ = buf[0];
                    *&i = 2;
                    {
                        return;
                    }
                }
                """;
        Parsed p = parse(src);
        assertEquals(List.of(), p.errors());
        assertEquals(6, p.unit().decls().size());
        assertEquals(2, p.unit().directives().size());
    }

    @Test
    void recoversAndReportsEveryBrokenDeclaration() {
        Parsed p = parse("""
                fn a() { let x = ; }
                fn b() { var y = 1 }
                const c = 2;
                struct { }
                fn d() { return 1 +; }
                """);
        assertEquals(4, p.errors().size(), p.errors().toString());
        assertTrue(p.unit().decls().stream().anyMatch(d -> d instanceof Ast.GlobalConst));
    }

    @Test
    void dependenciesSkipLocals() {
        Parsed p = parse("fn f(a: i32) -> i32 { let b = a + g; var c = b; return c + h(b); }");
        assertEquals(List.of("i32", "g", "h"),
                p.unit().dependencies().getFirst().stream().map(Ast.Ident::name).distinct().toList());
    }

    @Test
    void deepNestingIsALocatedError() {
        String src = "const c = " + "(".repeat(5000) + "1" + ")".repeat(5000) + ";";
        Parsed p = parse(src);
        assertEquals(1, p.errors().size());
        assertInstanceOf(SyntaxError.TooDeep.class, p.errors().getFirst());
    }
}
