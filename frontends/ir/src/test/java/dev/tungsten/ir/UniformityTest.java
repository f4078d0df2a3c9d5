package dev.tungsten.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/// Uniformity analysis (WGSL §15.2) on hand-built IR: which values are non-uniform (builtins
/// that differ per invocation, read-write storage, atomics), how that reaches control flow
/// (branches, loops, early returns, calls) and what it forbids there (barriers always;
/// derivatives with the severity of `derivative_uniformity`). Each case has a uniform twin that
/// must validate.
class UniformityTest {
    private final IrFixture fx = new IrFixture();
    private final IrFixture.FunctionBuilder cs = fx.function("cs");

    /// `if condition { workgroupBarrier(); }` in compute entry point `cs`; returns the errors.
    private List<ValidationError> barrierUnder(Handle<Expression> condition) {
        cs.ifElse(condition, () -> cs.statement(new Statement.Barrier(Statement.WORK_GROUP), new Span(100, 118)), () -> { });
        fx.compute(cs, 64);
        return fx.validate().errors();
    }

    private Handle<Expression> isZero(Handle<Expression> value) {
        return cs.binary(BinaryOperator.EQUAL, value, cs.u32(0));
    }

    @Test
    void aBarrierUnderTheInvocationIndexIsAnError() {
        Handle<Expression> lid = cs.builtin("lid", fx.u32, BuiltInValue.LOCAL_INVOCATION_INDEX);
        List<ValidationError> errors = barrierUnder(isZero(lid));
        assertEquals(1, errors.size(), errors.toString());
        ValidationError.NonUniform e = (ValidationError.NonUniform) errors.getFirst();
        assertEquals("barrier", e.what());
        assertEquals(new Span(100, 118), e.span(), "located at the barrier");
        assertEquals(Severity.ERROR, e.severity());
        assertEquals("barrier in non-uniform control flow", e.diagnostic().message());
    }

    @Test
    void aBarrierUnderTheWorkgroupIdIsFine() {
        Handle<Type> v3 = fx.vec(3, Scalar.U32);
        Handle<Expression> wid = cs.builtin("wid", v3, BuiltInValue.WORKGROUP_ID);
        assertEquals(List.of(), barrierUnder(isZero(cs.add(new Expression.AccessIndex(wid, 0)))));
    }

    @Test
    void readOnlyStorageIsUniformAndReadWriteStorageIsNot() {
        Handle<GlobalVariable> ro = fx.storage("ro", fx.runtimeArray(fx.u32), 0, StorageAccess.READ);
        assertEquals(List.of(), barrierUnder(isZero(cs.load(cs.element(ro, 0)))));
        IrFixture other = new IrFixture();
        Handle<GlobalVariable> rw = other.storage("rw", other.runtimeArray(other.u32), 0, StorageAccess.READ_WRITE);
        IrFixture.FunctionBuilder f = other.function("cs");
        Handle<Expression> c = f.binary(BinaryOperator.EQUAL, f.load(f.element(rw, 0)), f.u32(0));
        f.ifElse(c, () -> f.statement(new Statement.Barrier(Statement.STORAGE)), () -> { });
        other.compute(f, 1);
        assertEquals(List.of("NonUniform"), other.errorKinds(), "another invocation may have written it");
    }

    @Test
    void aUniformStoreToAWholeLocalMakesItUniformAgain() {
        Handle<Expression> lid = cs.builtin("lid", fx.u32, BuiltInValue.LOCAL_INVOCATION_INDEX);
        Handle<Expression> v = cs.local("v", fx.u32);
        cs.store(v, lid);
        cs.store(v, cs.u32(3));
        assertEquals(List.of(), barrierUnder(isZero(cs.load(v))));
    }

    @Test
    void aLocalWrittenUnderNonUniformControlIsNonUniform() {
        Handle<Expression> lid = cs.builtin("lid", fx.u32, BuiltInValue.LOCAL_INVOCATION_INDEX);
        Handle<Expression> v = cs.local("v", fx.u32);
        cs.store(v, cs.u32(0));
        // The stored value is uniform, but whether the store happens is not.
        cs.ifElse(isZero(lid), () -> cs.store(v, cs.u32(1)), () -> { });
        assertEquals(List.of("NonUniform"), kinds(barrierUnder(isZero(cs.load(v)))));
    }

    /// `loop { barrier; v = w; w = lid (or 5u) } continuing { break if v == 0u }`: the exit
    /// condition turns non-uniform only in the second iteration, and the barrier sees that
    /// only in the third, so the analysis must iterate the loop to its fixed point.
    private List<String> barrierInLoop(boolean wVaries) {
        Handle<Expression> lid = cs.builtin("lid", fx.u32, BuiltInValue.LOCAL_INVOCATION_INDEX);
        Handle<Expression> v = cs.local("v", fx.u32);
        Handle<Expression> w = cs.local("w", fx.u32);
        cs.store(v, cs.u32(0));
        cs.store(w, cs.u32(0));
        cs.loop(() -> {
            cs.statement(new Statement.Barrier(Statement.WORK_GROUP));
            cs.store(v, cs.load(w));
            cs.store(w, wVaries ? lid : cs.u32(5));
        }, () -> { }, () -> isZero(cs.load(v)));
        fx.compute(cs, 64);
        return fx.errorKinds();
    }

    @Test
    void aLoopCarriesNonUniformityIntoLaterIterations() {
        assertEquals(List.of("NonUniform"), barrierInLoop(true));
    }

    @Test
    void aLoopWhoseExitIsUniformKeepsItsBodyUniform() {
        assertEquals(List.of(), barrierInLoop(false));
    }

    @Test
    void aReturnUnderNonUniformControlMakesTheRestNonUniform() {
        Handle<Expression> lid = cs.builtin("lid", fx.u32, BuiltInValue.LOCAL_INVOCATION_INDEX);
        cs.ifElse(isZero(lid), () -> cs.statement(new Statement.Return(null)), () -> { });
        cs.statement(new Statement.Barrier(Statement.WORK_GROUP));
        fx.compute(cs, 64);
        assertEquals(List.of("NonUniform"), fx.errorKinds());
    }

    @Test
    void aCallToAFunctionWithABarrierNeedsUniformControlFlowAtTheCall() {
        IrFixture.FunctionBuilder sync = fx.function("sync");
        sync.statement(new Statement.Barrier(Statement.WORK_GROUP));
        Handle<Expression> lid = cs.builtin("lid", fx.u32, BuiltInValue.LOCAL_INVOCATION_INDEX);
        cs.statement(new Statement.Call(sync.handle, List.of(), null));
        fx.compute(cs, 64);
        assertEquals(List.of(), fx.errorKinds());
        cs.ifElse(isZero(lid), () -> cs.statement(new Statement.Call(sync.handle, List.of(), null)), () -> { });
        List<ValidationError> errors = fx.validate().errors();
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(((ValidationError.NonUniform) errors.getFirst()).what().contains("call of `sync`"));
    }

    @Test
    void aFunctionResultIsNonUniformWhenItsArgumentIs() {
        IrFixture.FunctionBuilder id = fx.function("id");
        Handle<Expression> x = id.argument("x", fx.u32, null);
        id.f.setResult(new Function.Result(fx.u32, null));
        id.statement(new Statement.Return(x));
        Handle<Expression> lid = cs.builtin("lid", fx.u32, BuiltInValue.LOCAL_INVOCATION_INDEX);
        Handle<Expression> uniform = cs.add(new Expression.CallResult(id.handle));
        cs.statement(new Statement.Call(id.handle, List.of(cs.u32(4)), uniform));
        Handle<Expression> varying = cs.add(new Expression.CallResult(id.handle));
        cs.statement(new Statement.Call(id.handle, List.of(lid), varying));
        assertEquals(List.of(), barrierUnder(isZero(uniform)), "id(4u) is uniform");
        cs.ifElse(isZero(varying), () -> cs.statement(new Statement.Barrier(Statement.WORK_GROUP)), () -> { });
        assertEquals(List.of("NonUniform"), fx.errorKinds(), "id(lid) is not");
    }

    @Test
    void atomicResultsAreNonUniform() {
        Handle<Type> atomic = fx.m.type(new TypeInner.Atomic(Scalar.U32));
        Handle<GlobalVariable> counter = fx.m.globals().append(new GlobalVariable("counter", AddressSpace.WORKGROUP,
                StorageAccess.READ_WRITE, null, atomic, null), Span.UNDEFINED);
        Handle<Expression> ptr = cs.add(new Expression.GlobalRef(counter));
        Handle<Expression> old = cs.add(new Expression.AtomicResult(fx.u32, false));
        cs.statement(new Statement.Atomic(ptr, AtomicFunction.ADD, cs.u32(1), null, old));
        assertEquals(List.of("NonUniform"), kinds(barrierUnder(isZero(old))));
    }

    // ---------------------------------------------------------------- derivatives

    /// A fragment shader taking `@location(0) v: f32` that computes `dpdx(v)` under `if v == 0`.
    private IrFixture fragmentDerivativeUnderBranch() {
        IrFixture f = new IrFixture();
        IrFixture.FunctionBuilder fs = f.function("fs");
        Handle<Expression> v = fs.argument("v", f.f32, new Binding.Location(0, null, null, null));
        Handle<Expression> c = fs.binary(BinaryOperator.EQUAL, v, fs.f32(0));
        fs.ifElse(c, () -> fs.add(new Expression.Derivative(DerivativeAxis.X, DerivativeControl.NONE, v), new Span(7, 14)),
                () -> { });
        f.entry(fs, ShaderStage.FRAGMENT);
        return f;
    }

    @Test
    void aDerivativeUnderAVaryingBranchFollowsTheDiagnosticFilter() {
        IrFixture f = fragmentDerivativeUnderBranch();
        ModuleInfo info = f.validate();
        assertEquals(List.of("NonUniform"), f.errorKinds());
        assertEquals("derivative", ((ValidationError.NonUniform) info.errors().getFirst()).what());
        assertEquals(new Span(7, 14), ((ValidationError.NonUniform) info.errors().getFirst()).span());

        f.m.setDerivativeUniformity(Severity.WARNING);
        info = f.validate();
        assertTrue(info.isValid(), "a warning does not invalidate the module");
        assertEquals(1, info.warnings().size());
        assertEquals(Severity.WARNING, info.warnings().getFirst().diagnostic().severity());

        f.m.setDerivativeUniformity(Severity.OFF);
        info = f.validate();
        assertTrue(info.isValid());
        assertEquals(List.of(), info.warnings());
    }

    @Test
    void aFilterOnTheFunctionOverridesTheModule() {
        IrFixture f = fragmentDerivativeUnderBranch();
        f.m.setDerivativeUniformity(Severity.OFF);
        f.m.functions().get(new Handle<>(0)).setDerivativeUniformity(Severity.ERROR);
        assertEquals(List.of("NonUniform"), f.errorKinds());
    }

    @Test
    void aDerivativeInUniformControlFlowIsFine() {
        IrFixture f = new IrFixture();
        IrFixture.FunctionBuilder fs = f.function("fs");
        Handle<Expression> v = fs.argument("v", f.f32, new Binding.Location(0, null, null, null));
        fs.add(new Expression.Derivative(DerivativeAxis.Y, DerivativeControl.FINE, v));
        f.entry(fs, ShaderStage.FRAGMENT);
        assertTrue(f.validate().isValid());
        assertTrue(f.validate().warnings().isEmpty());
    }

    private static List<String> kinds(List<ValidationError> errors) {
        return errors.stream().map(e -> e.getClass().getSimpleName()).distinct().toList();
    }
}
