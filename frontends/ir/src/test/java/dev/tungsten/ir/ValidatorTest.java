package dev.tungsten.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/// Validator errors that no front end should produce, checked on IR built by hand: each test
/// breaks one rule and expects exactly the error kind for it.
class ValidatorTest {
    private static List<String> kinds(Module m) {
        return Validator.validate(m).errors().stream().map(e -> e.getClass().getSimpleName()).distinct().toList();
    }

    private static Handle<Type> f32(Module m) {
        return m.type(new TypeInner.ScalarType(Scalar.F32));
    }

    private static Function fn(Module m, String name) {
        Function f = new Function(name);
        m.functions().append(f, Span.UNDEFINED);
        return f;
    }

    @Test
    void aValidFunctionHasNoErrors() {
        Module m = new Module();
        Function f = fn(m, "f");
        f.setResult(new Function.Result(f32(m), null));
        Handle<Expression> one = f.expressions().append(new Expression.Lit(new Literal.F32(1)), Span.UNDEFINED);
        Handle<Expression> two = f.expressions().append(new Expression.Binary(BinaryOperator.ADD, one, one), Span.UNDEFINED);
        f.body().add(new Statement.Emit(new Range<>(two.index(), two.index() + 1)), Span.UNDEFINED);
        f.body().add(new Statement.Return(two), Span.UNDEFINED);
        ModuleInfo info = Validator.validate(m);
        assertTrue(info.isValid(), info.errors().toString());
        assertEquals(new TypeInner.ScalarType(Scalar.F32), info.function(new Handle<>(0)).type(two).inner());
        assertEquals(2, info.function(new Handle<>(0)).refCounts()[one.index()]);
    }

    @Test
    void forwardOperandIsAnInvalidHandle() {
        Module m = new Module();
        Function f = fn(m, "f");
        f.expressions().append(new Expression.Unary(UnaryOperator.NEGATE, new Handle<>(1)), Span.UNDEFINED);
        f.expressions().append(new Expression.Lit(new Literal.F32(1)), Span.UNDEFINED);
        assertEquals(List.of("InvalidHandle"), kinds(m));
    }

    @Test
    void expressionUsedBeforeItsEmitIsOutOfScope() {
        Module m = new Module();
        Function f = fn(m, "f");
        f.setResult(new Function.Result(f32(m), null));
        Handle<Expression> one = f.expressions().append(new Expression.Lit(new Literal.F32(1)), Span.UNDEFINED);
        Handle<Expression> neg = f.expressions().append(new Expression.Unary(UnaryOperator.NEGATE, one), Span.UNDEFINED);
        f.body().add(new Statement.Return(neg), Span.UNDEFINED);
        assertEquals(List.of("OutOfScope"), kinds(m));
    }

    @Test
    void expressionEmittedInANestedBlockIsOutOfScopeAfterIt() {
        Module m = new Module();
        Function f = fn(m, "f");
        f.setResult(new Function.Result(f32(m), null));
        Handle<Expression> one = f.expressions().append(new Expression.Lit(new Literal.F32(1)), Span.UNDEFINED);
        Handle<Expression> neg = f.expressions().append(new Expression.Unary(UnaryOperator.NEGATE, one), Span.UNDEFINED);
        Block inner = new Block();
        inner.add(new Statement.Emit(new Range<>(1, 2)), Span.UNDEFINED);
        f.body().add(new Statement.BlockStatement(inner), Span.UNDEFINED);
        f.body().add(new Statement.Return(neg), Span.UNDEFINED);
        assertEquals(List.of("OutOfScope"), kinds(m));
    }

    @Test
    void breakOutsideLoopIsAnInvalidStatement() {
        Module m = new Module();
        Function f = fn(m, "f");
        f.body().add(new Statement.Break(), Span.UNDEFINED);
        assertEquals(List.of("InvalidStatement"), kinds(m));
    }

    @Test
    void addingABoolToAFloatIsAnInvalidExpression() {
        Module m = new Module();
        Function f = fn(m, "f");
        Handle<Expression> a = f.expressions().append(new Expression.Lit(new Literal.F32(1)), Span.UNDEFINED);
        Handle<Expression> b = f.expressions().append(new Expression.Lit(new Literal.Bool(true)), Span.UNDEFINED);
        f.expressions().append(new Expression.Binary(BinaryOperator.ADD, a, b), Span.UNDEFINED);
        assertEquals(List.of("InvalidExpression"), kinds(m));
    }

    @Test
    void selfCallIsRecursion() {
        Module m = new Module();
        Function f = fn(m, "f");
        f.body().add(new Statement.Call(new Handle<>(0), List.of(), null), Span.UNDEFINED);
        assertEquals(List.of("RecursiveCall"), kinds(m));
    }

    @Test
    void callWithWrongArgumentCount() {
        Module m = new Module();
        Function g = fn(m, "g");
        g.arguments().add(new Function.Argument("x", f32(m), null));
        Function f = fn(m, "f");
        f.body().add(new Statement.Call(new Handle<>(0), List.of(), null), Span.UNDEFINED);
        assertEquals(List.of("InvalidCall"), kinds(m));
    }

    @Test
    void uniformWithoutBindingIsAnInvalidGlobal() {
        Module m = new Module();
        m.globals().append(new GlobalVariable("u", AddressSpace.UNIFORM, StorageAccess.READ, null, f32(m), null), Span.UNDEFINED);
        assertEquals(List.of("InvalidGlobal"), kinds(m));
    }

    @Test
    void integerMatrixIsAnInvalidType() {
        Module m = new Module();
        m.type(new TypeInner.Matrix(2, 2, Scalar.I32));
        assertEquals(List.of("InvalidType"), kinds(m));
    }

    @Test
    void arrayStrideSmallerThanElementBreaksLayout() {
        Module m = new Module();
        Handle<Type> v4 = m.type(new TypeInner.Vector(4, Scalar.F32));
        m.type(new TypeInner.Array(v4, new TypeInner.ArraySize.Constant(2), 8));
        assertEquals(List.of("LayoutViolation"), kinds(m));
    }
}
