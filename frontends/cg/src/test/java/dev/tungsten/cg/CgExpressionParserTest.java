package dev.tungsten.cg;

import static dev.tungsten.cg.ParsedSource.show;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import org.junit.jupiter.api.Test;

/// Expressions: C's precedence and associativity, casts against parenthesised expressions,
/// constructors, swizzles, literals and initializer lists.
class CgExpressionParserTest {
    /// The expression `e` as the initializer of a global, fully parenthesised.
    private static String expr(String e) {
        return show(ParsedSource.valid("float v = " + e + ";").initOf("v"));
    }

    /// `e` inside a function where `decls` are in scope.
    private static String exprIn(String decls, String e) {
        ParsedSource p = ParsedSource.valid(decls + " void f() { x = " + e + "; }");
        Ast.ExprStmt s = (Ast.ExprStmt) p.function("f").body().statements().getFirst();
        return show(((Ast.Assign) s.expr()).value());
    }

    @Test
    void everyPrecedenceLevelOfC() {
        assertEquals("((a + (b * c)) - d)", expr("a + b * c - d"));
        assertEquals("((a / b) % c)", expr("a / b % c"));
        assertEquals("((a << 1) < (b >> 2))", expr("a << 1 < b >> 2"));
        assertEquals("((a < b) == (c >= d))", expr("a < b == c >= d"));
        assertEquals("(((a & b) ^ c) | d)", expr("a & b ^ c | d"));
        assertEquals("((a == b) & c)", expr("a == b & c"));
        assertEquals("((a && b) || (c && d))", expr("a && b || c && d"));
        assertEquals("((a | b) && c)", expr("a | b && c"));
        assertEquals("((a || b) ? c : d)", expr("a || b ? c : d"));
        assertEquals("(a ? b : (c ? d : e))", expr("a ? b : c ? d : e"));
        assertEquals("(a ? (b, c) : d)", expr("a ? b, c : d"));
        assertEquals("((-a) * (!b))", expr("-a * !b"));
        assertEquals("(~(-(+a)))", expr("~-+a"));
        assertEquals("(-a.x)", expr("-a.x"));
        assertEquals("((a - b) - c)", expr("a - b - c"));
    }

    @Test
    void assignmentIsRightAssociativeAndLoosest() {
        assertEquals("(a = (b = (c + 1)))", exprIn("float a, b, c;", "a = b = c + 1"));
        assertEquals("(a += (b ? c : d))", exprIn("", "a += b ? c : d"));
        for (String op : new String[] {"-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "^=", "|="}) {
            assertEquals("(a " + op + " b)", exprIn("", "a " + op + " b"));
        }
    }

    @Test
    void commaOperatorInStatements() {
        ParsedSource p = ParsedSource.valid("void f() { a = 1, b = 2; for (i = 0, j = 1; i < 4; i++, j--) {} }");
        Ast.ExprStmt s = (Ast.ExprStmt) p.function("f").body().statements().getFirst();
        assertEquals("((a = 1), (b = 2))", show(s.expr()));
        Ast.For loop = (Ast.For) p.function("f").body().statements().get(1);
        assertEquals("((i++), (j--))", show(loop.step()));
    }

    @Test
    void incrementsAndDecrements() {
        assertEquals("((++a) + (b++))", exprIn("", "++a + b++"));
        assertEquals("((a--) - (--b))", exprIn("", "a-- - --b"));
        assertEquals("(-(--a))", exprIn("", "- --a"));
    }

    @Test
    void castOrParenthesisedExpressionByWhetherTheNameIsAType() {
        assertEquals("((float3)x)", expr("(float3)x"));
        assertEquals("(((half)a) * b)", expr("(half)a * b"));
        assertEquals("((float4x4)m.x)", expr("(float4x4)m.x"));
        assertEquals("((unsigned int)x)", expr("(unsigned int)x"));
        assertEquals("((vector<float,2>)x)", expr("(vector<float, 2>)x"));
        assertEquals("(x * y)", expr("(x) * y"));
        assertEquals("float3(1, 2, 3).x", expr("(float3(1, 2, 3)).x"));
        assertEquals("((S)x)", exprIn("struct S { float a; };", "(S)x"));
        assertEquals("((T)(-x))", exprIn("typedef float2 T;", "(T)-x"));
        // `texture` is a type only in a declaration's type position.
        assertEquals("(texture + 1)", exprIn("", "(texture) + 1"));
        // A local variable hides the type of the same name (C99 §6.2.1), until its block ends.
        ParsedSource p = ParsedSource.valid("typedef float T; void f(float y) { { float T = 1; y = (T) + y; } y = (T) + y; }");
        Ast.Block inner = (Ast.Block) p.function("f").body().statements().getFirst();
        assertEquals("(T + y)", show(((Ast.Assign) ((Ast.ExprStmt) inner.statements().get(1)).expr()).value()));
        Ast.ExprStmt after = (Ast.ExprStmt) p.function("f").body().statements().get(1);
        assertEquals("((T)(+y))", show(((Ast.Assign) after.expr()).value()));
    }

    @Test
    void constructorsAndGenericConstructors() {
        assertEquals("float4(a, 1, float2(0, 1))", expr("float4(a, 1, float2(0, 1))"));
        assertEquals("float2x2(1, 0, 0, 1)", expr("float2x2(1, 0, 0, 1)"));
        assertEquals("vector<float,3>(1, 2, 3)", expr("vector<float, 3>(1, 2, 3)"));
        assertEquals("matrix<half,2,(1 + 1)>(m)", expr("matrix<half, 2, 1 + 1>(m)"));
        Ast.Call c = (Ast.Call) ParsedSource.valid("float4 v = float4(0);").initOf("v");
        assertInstanceOf(Ast.Ident.class, c.callee());
    }

    @Test
    void swizzlesMembersIndexingAndMethods() {
        assertEquals("v.xyzw.x", expr("v.xyzw.x"));
        assertEquals("c.rgba", expr("c.rgba"));
        assertEquals("t.stpq", expr("t.stpq"));
        assertEquals("IN.texture_size.xy", expr("IN.texture_size.xy"));
        assertEquals("a[(i + 1)][2].yz", expr("a[i + 1][2].yz"));
        assertEquals("arr.length", expr("arr.length"));
        assertEquals("light.illuminate(p, n).x", expr("light.illuminate(p, n).x"));
        assertEquals("f(x)[2]", expr("f(x)[2]"));
    }

    @Test
    void digraphsAreThePunctuatorsTheySpell() {
        assertEquals("a[1]", expr("a<:1:>"));
        assertEquals(1, ParsedSource.valid("void f() <% x = 1; %>").function("f").body().statements().size());
    }

    @Test
    void matrixSwizzles() {
        assertEquals("m._m00_m11_m22_m33", expr("m._m00_m11_m22_m33"));
        assertEquals("m._m32", expr("m._m32"));
        assertEquals("m._11_34_22_42", expr("m._11_34_22_42"));
        Ast.Member m = (Ast.Member) ParsedSource.valid("float v = m._11;").initOf("v");
        assertEquals("_11", m.name());
    }

    @Test
    void swizzlesOfConstantsAsTheSpecWritesThem() {
        // (1).xxx or 1..xxx or 1.0.xxx or 1.0f.xxx (Cg 3.1 §"New Vector Operators")
        assertEquals("1.xxx", expr("(1).xxx"));
        assertEquals("1..xxx", expr("1..xxx"));
        assertEquals("1.0.xxx", expr("1.0.xxx"));
        assertEquals("1.0f.xxx", expr("1.0f.xxx"));
        assertEquals("0.5.xy.x", expr("0.5.xy.x"));
        ParsedSource p = ParsedSource.valid("float v = 1.0f.xy;");
        Ast.Member m = (Ast.Member) p.initOf("v");
        assertEquals("xy", p.text(m.nameSpan()));
        assertEquals("1.0f", p.text(m.base().span()));
    }

    @Test
    void literalsKeepTextAndSuffix() {
        record L(Ast.LiteralKind kind, String text, String suffix) {}
        String[][] cases = {
            {"1", "INT", "1", ""}, {"0x1F", "INT", "0x1F", ""}, {"017", "INT", "017", ""}, {"3u", "INT", "3", "u"},
            {"7UL", "INT", "7", "ul"}, {"1.5f", "FLOAT", "1.5", "f"}, {"2.0h", "FLOAT", "2.0", "h"},
            {"1e-3", "FLOAT", "1e-3", ""}, {"0.5x", "FLOAT", "0.5", "x"}, {"1f", "FLOAT", "1", "f"},
            {".25", "FLOAT", ".25", ""}, {"3.", "FLOAT", "3.", ""}, {"true", "BOOL", "true", ""},
            {"false", "BOOL", "false", ""}};
        for (String[] c : cases) {
            Ast.Literal l = (Ast.Literal) ParsedSource.valid("float v = " + c[0] + ";").initOf("v");
            assertEquals(new L(Ast.LiteralKind.valueOf(c[1]), c[2], c[3]), new L(l.kind(), l.text(), l.suffix()), c[0]);
        }
    }

    @Test
    void initializerListsNest() {
        ParsedSource p = ParsedSource.valid("""
                float2 dir[4] = {{-1,-1},{1,1},{-1,1},{1,-1}};
                float4x2 w[2] = {{{-1,0},{1,0},{0,1},{0,-1}}, {{-2,-1},{2,1},{-1,2},{1,-2},},};
                float4 c = {1, 0.5, 0, 1};
                """);
        assertEquals("{{(-1), (-1)}, {1, 1}, {(-1), 1}, {1, (-1)}}", show(p.initOf("dir")));
        Ast.InitList w = (Ast.InitList) p.initOf("w");
        assertEquals(2, w.elements().size());
        assertEquals(4, ((Ast.InitList) w.elements().get(1)).elements().size());
        assertEquals("{1, 0.5, 0, 1}", show(p.initOf("c")));
        assertEquals("{1, 0.5, 0, 1}", p.text(p.initOf("c").span()));
    }

    @Test
    void spansCoverTheWrittenExpression() {
        ParsedSource p = ParsedSource.valid("float v = (float)a + tex2D(s, uv).rgb * 2;");
        assertEquals("(float)a + tex2D(s, uv).rgb * 2", p.text(p.initOf("v").span()));
        Ast.Binary b = (Ast.Binary) p.initOf("v");
        assertEquals("tex2D(s, uv).rgb * 2", p.text(b.right().span()));
        assertEquals("tex2D(s, uv)", p.text(((Ast.Member) ((Ast.Binary) b.right()).left()).base().span()));
    }
}
