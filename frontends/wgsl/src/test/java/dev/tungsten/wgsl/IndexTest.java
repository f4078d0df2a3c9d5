package dev.tungsten.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/// Module-scope ordering (§5.1): a declaration may use one written after it, so [Index] puts
/// every declaration after what it uses and reports redefinitions and cycles (recursion
/// included) once, leaving the broken declarations out of the order.
class IndexTest {
    private record Indexed(List<String> order, List<WgslError> errors) {}

    private static Indexed index(String src) {
        List<WgslError> errors = new ArrayList<>();
        Ast.TranslationUnit unit = Parser.parse(src, errors);
        assertEquals(List.of(), errors, "the test sources parse");
        List<String> order = Index.order(unit, errors).stream().map(i -> unit.decls().get(i).name().name()).toList();
        return new Indexed(order, errors);
    }

    @Test
    void usesComeAfterWhatTheyUseWhateverTheSourceOrder() {
        Indexed ix = index("""
                fn main() { helper(); }
                fn helper() -> f32 { return K * 2.0; }
                const K = B + 1.0;
                const B = 1.0;
                """);
        assertEquals(List.of(), ix.errors());
        assertEquals(List.of("B", "K", "helper", "main"), ix.order());
    }

    @Test
    void typesAliasesAndStructsAreOrderedToo() {
        Indexed ix = index("""
                alias Pair = array<Item, 2>;
                struct Item { v: Vec }
                alias Vec = vec3<f32>;
                """);
        assertEquals(List.of("Vec", "Item", "Pair"), ix.order());
    }

    @Test
    void localNamesShadowModuleNamesAndAreNoDependencies() {
        Indexed ix = index("""
                fn f() { let g = 1; let y = g; }
                fn g() { }
                """);
        assertEquals(List.of("f", "g"), ix.order(), "source order: f does not use the function g");
    }

    @Test
    void aRedefinitionIsReportedWithThePreviousDefinition() {
        String src = "const a = 1;\nconst a = 2;\n";
        Indexed ix = index(src);
        SemanticError.Redefinition r = assertInstanceOf(SemanticError.Redefinition.class, ix.errors().getFirst());
        assertEquals(1, ix.errors().size());
        assertEquals(src.indexOf("a", 12), r.span().start(), "the second one is the error");
        assertEquals(6, r.previous().start());
        assertEquals(List.of("a"), ix.order(), "the first definition stays");
    }

    @Test
    void aCycleIsReportedOnceWithItsPath() {
        Indexed ix = index("""
                const a = b;
                const b = c;
                const c = a;
                const d = 1;
                """);
        assertEquals(1, ix.errors().size(), ix.errors().toString());
        SemanticError.CyclicDeclaration c = assertInstanceOf(SemanticError.CyclicDeclaration.class, ix.errors().getFirst());
        assertEquals(List.of("a", "b", "c", "a"), c.path());
        assertEquals("declaration of `a` is cyclic: a -> b -> c -> a", c.diagnostic().message());
        assertEquals(List.of("d"), ix.order(), "declarations in the cycle are left out");
    }

    @Test
    void recursionIsACycle() {
        Indexed ix = index("fn f(n: i32) -> i32 { return f(n - 1); }");
        assertEquals(List.of("f", "f"), ((SemanticError.CyclicDeclaration) ix.errors().getFirst()).path());
        Indexed mutual = index("fn even() { odd(); }\nfn odd() { even(); }");
        assertEquals(List.of("CyclicDeclaration"), mutual.errors().stream().map(WgslError::kind).toList());
    }

    @Test
    void aLongChainDoesNotOverflowTheStack() {
        StringBuilder src = new StringBuilder("const c0 = 1;\n");
        for (int i = 1; i < 20_000; i++) {
            src.append("const c").append(i).append(" = c").append(i - 1).append(";\n");
        }
        Indexed ix = index(src.toString());
        assertEquals(20_000, ix.order().size());
        assertTrue(ix.errors().isEmpty());
    }
}
