package dev.tungsten.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/// The validator's rules one at a time, on IR built by hand: handles first (nothing else runs
/// when one is broken), then types and layouts, statements, globals and entry point interfaces.
/// Each test breaks one rule and expects exactly the error for it, next to a variant that keeps
/// the rule and validates, so a check that reports everything cannot pass either. Uniformity
/// has its own test ([UniformityTest]).
class ValidatorRulesTest {
    private final IrFixture fx = new IrFixture();

    /// The message of the only error reported.
    private String onlyMessage(String kind) {
        ModuleInfo info = fx.validate();
        assertEquals(List.of(kind), fx.errorKinds(), () -> info.errors().toString());
        return info.errors().getFirst().diagnostic().message();
    }

    private void assertValid() {
        ModuleInfo info = fx.validate();
        assertTrue(info.isValid(), () -> info.errors().toString());
    }

    // ---------------------------------------------------------------- handles

    @Test
    void aBrokenHandleStopsValidationBeforeAnyOtherCheck() {
        fx.m.type(new TypeInner.Vector(7, Scalar.F32));
        fx.m.constants().append(new Constant("c", fx.f32, new Handle<>(3)), Span.UNDEFINED);
        ModuleInfo info = fx.validate();
        assertEquals(List.of("InvalidHandle"), fx.errorKinds(), "the bad vector is not reported: types never ran");
        assertEquals(new ValidationError.InvalidHandle(Span.UNDEFINED, "expression", 3), info.errors().getFirst());
        assertTrue(info.functions().isEmpty(), "no side tables for a module whose handles are broken");
    }

    @Test
    void aTypeMayOnlyReferToEarlierTypes() {
        Handle<Type> later = new Handle<>(fx.m.types().size() + 1);
        fx.m.type(new TypeInner.Pointer(later, AddressSpace.FUNCTION, StorageAccess.READ_WRITE));
        assertEquals("invalid type handle [" + later.index() + "]", onlyMessage("InvalidHandle"));
    }

    @Test
    void anEmitRangeMustStayInsideTheArena() {
        IrFixture.FunctionBuilder f = fx.function("f");
        f.i32(1);
        f.statement(new Statement.Emit(new Range<>(0, 3)));
        onlyMessage("InvalidHandle");
    }

    @Test
    void anArgumentReferenceNeedsThatArgument() {
        IrFixture.FunctionBuilder f = fx.function("f");
        f.add(new Expression.ArgumentRef(0));
        onlyMessage("InvalidHandle");
        f.f.arguments().add(new Function.Argument("a", fx.i32, null));
        assertValid();
    }

    @Test
    void anEntryPointMustNameAFunction() {
        fx.m.entryPoints().add(new EntryPoint("main", ShaderStage.COMPUTE, new Handle<>(0),
                List.of(fx.constU32(1), fx.constU32(1), fx.constU32(1)), null));
        onlyMessage("InvalidHandle");
    }

    // ---------------------------------------------------------------- types and layout

    @Test
    void vectorMatrixAndAtomicShapes() {
        fx.m.type(new TypeInner.Vector(4, Scalar.BOOL));
        fx.m.type(new TypeInner.Matrix(4, 2, Scalar.F32));
        fx.m.type(new TypeInner.Atomic(Scalar.U32));
        assertValid();
        fx.m.type(new TypeInner.Vector(1, Scalar.F32));
        assertTrue(onlyMessage("InvalidType").contains("vectors have 2 to 4 components"));
    }

    @Test
    void texelBuffersAreReadOrReadWriteStorageImagesOfAStorageTexelFormat() {
        fx.m.type(new TypeInner.Image(TypeInner.ImageDimension.BUFFER, false,
                new TypeInner.ImageClass.Storage(StorageFormat.RGBA8UNORM, StorageAccess.READ)));
        fx.m.type(new TypeInner.Image(TypeInner.ImageDimension.BUFFER, false,
                new TypeInner.ImageClass.Storage(StorageFormat.R32UINT, StorageAccess.READ_WRITE)));
        assertValid();
        for (TypeInner bad : List.of(
                new TypeInner.Image(TypeInner.ImageDimension.BUFFER, false,
                        new TypeInner.ImageClass.Storage(StorageFormat.R32UINT, StorageAccess.WRITE)),
                new TypeInner.Image(TypeInner.ImageDimension.BUFFER, false,
                        new TypeInner.ImageClass.Storage(StorageFormat.R16UNORM, StorageAccess.READ)),
                new TypeInner.Image(TypeInner.ImageDimension.BUFFER, true,
                        new TypeInner.ImageClass.Storage(StorageFormat.R32UINT, StorageAccess.READ)),
                new TypeInner.Image(TypeInner.ImageDimension.BUFFER, false,
                        new TypeInner.ImageClass.Sampled(ScalarKind.FLOAT, false)))) {
            IrFixture f = new IrFixture();
            f.m.type(bad);
            ModuleInfo info = f.validate();
            assertEquals(List.of("InvalidType"), f.errorKinds(), bad::toString);
            assertTrue(info.errors().getFirst().diagnostic().message().contains("texel buffers have a storage texel format"),
                    bad::toString);
        }
    }

    @Test
    void matricesHoldFloatsAndAtomicsIntegers() {
        fx.m.type(new TypeInner.Matrix(5, 2, Scalar.F32));
        fx.m.type(new TypeInner.Atomic(Scalar.F32));
        ModuleInfo info = fx.validate();
        assertEquals(2, info.errors().size(), info.errors().toString());
        assertTrue(info.errors().stream().allMatch(e -> e instanceof ValidationError.InvalidType));
    }

    @Test
    void structMembersMustNotOverlapAndMustBeAligned() {
        Handle<Type> v3 = fx.vec(3, Scalar.F32);
        fx.m.type(new TypeInner.Struct(List.of(new TypeInner.StructMember("a", fx.f32, null, 0),
                new TypeInner.StructMember("b", v3, null, 16)), 32, 16));
        assertValid();
        fx.m.type(new TypeInner.Struct(List.of(new TypeInner.StructMember("a", fx.f32, null, 0),
                new TypeInner.StructMember("b", v3, null, 4)), 32, 16));
        assertTrue(onlyMessage("LayoutViolation").contains("member `b` at offset 4"));
    }

    @Test
    void aStructMustCoverItsLastMember() {
        Handle<Type> v4 = fx.vec(4, Scalar.F32);
        fx.m.type(new TypeInner.Struct(List.of(new TypeInner.StructMember("a", fx.f32, null, 0),
                new TypeInner.StructMember("b", v4, null, 16)), 16, 16));
        assertTrue(onlyMessage("LayoutViolation").contains("struct size 16"));
    }

    // ---------------------------------------------------------------- statements

    @Test
    void anExpressionIsEmittedOnceAndOnlyIfItIsComputed() {
        IrFixture.FunctionBuilder f = fx.function("f");
        Handle<Expression> one = f.i32(1);
        Handle<Expression> neg = f.add(new Expression.Unary(UnaryOperator.NEGATE, one));
        assertValid();
        f.statement(new Statement.Emit(new Range<>(neg.index(), neg.index() + 1)));
        assertTrue(onlyMessage("InvalidStatement").contains("emitted twice"));
    }

    @Test
    void literalsAreNeverEmitted() {
        IrFixture.FunctionBuilder f = fx.function("f");
        Handle<Expression> one = f.i32(1);
        f.statement(new Statement.Emit(new Range<>(one.index(), one.index() + 1)));
        assertTrue(onlyMessage("InvalidStatement").contains("not by Emit"));
    }

    @Test
    void continueNeedsALoopAndContinuingBlocksNeitherBreakNorReturn() {
        IrFixture.FunctionBuilder f = fx.function("f");
        f.statement(new Statement.Continue());
        assertEquals("continue outside a loop", onlyMessage("InvalidStatement"));
        IrFixture fresh = new IrFixture();
        IrFixture.FunctionBuilder g = fresh.function("g");
        g.loop(() -> g.statement(new Statement.Break()), () -> g.statement(new Statement.Return(null)), () -> g.bool(true));
        assertEquals(List.of("return in a continuing block"),
                fresh.validate().errors().stream().map(e -> e.diagnostic().message()).toList());
    }

    @Test
    void returnsMustMatchTheResult() {
        IrFixture.FunctionBuilder f = fx.function("f");
        f.f.setResult(new Function.Result(fx.f32, null));
        f.statement(new Statement.Return(f.i32(1)));
        assertEquals("returned i32, expected f32", onlyMessage("InvalidStatement"));
        IrFixture fresh = new IrFixture();
        IrFixture.FunctionBuilder g = fresh.function("g");
        g.f.setResult(new Function.Result(fresh.f32, null));
        g.statement(new Statement.Return(null));
        assertEquals("InvalidStatement", fresh.errorKinds().getFirst());
    }

    @Test
    void storesNeedAWritablePointerAndTheRightType() {
        Handle<GlobalVariable> ro = fx.storage("ro", fx.runtimeArray(fx.u32), 0, StorageAccess.READ);
        IrFixture.FunctionBuilder f = fx.function("f");
        f.storeElement(ro, 0, f.u32(1));
        assertEquals("store through a read-only pointer", onlyMessage("InvalidStatement"));

        IrFixture other = new IrFixture();
        IrFixture.FunctionBuilder g = other.function("g");
        Handle<Expression> v = g.local("v", other.u32);
        g.store(v, g.u32(1));
        assertTrue(other.validate().isValid());
        g.store(v, g.f32(1));
        g.store(g.u32(2), g.u32(1));
        List<String> messages = other.validate().errors().stream().map(e -> e.diagnostic().message()).toList();
        assertEquals(List.of("stored f32 where u32 is expected", "store to u32, which is not a pointer"), messages);
    }

    @Test
    void conditionsAreBools() {
        IrFixture.FunctionBuilder f = fx.function("f");
        f.ifElse(f.u32(1), () -> { }, () -> { });
        assertTrue(onlyMessage("InvalidStatement").contains("must be a bool, found u32"));
    }

    @Test
    void aSwitchHasOneDefaultDistinctCasesOfItsTypeAndDoesNotFallOffTheEnd() {
        List<Statement.SwitchCase> good = List.of(
                new Statement.SwitchCase(new Statement.SwitchValue.I32(1), new Block(), true),
                new Statement.SwitchCase(new Statement.SwitchValue.Default(), new Block(), false));
        assertEquals(List.of(), switchErrors(good));
        assertEquals(List.of("a switch needs exactly one default case, found 0"), switchErrors(List.of(
                new Statement.SwitchCase(new Statement.SwitchValue.I32(1), new Block(), false))));
        assertEquals(List.of("duplicate case value 1"), switchErrors(List.of(
                new Statement.SwitchCase(new Statement.SwitchValue.I32(1), new Block(), false),
                new Statement.SwitchCase(new Statement.SwitchValue.I32(1), new Block(), false),
                new Statement.SwitchCase(new Statement.SwitchValue.Default(), new Block(), false))));
        assertEquals(List.of("u32 case value in an i32 switch"), switchErrors(List.of(
                new Statement.SwitchCase(new Statement.SwitchValue.U32(1), new Block(), false),
                new Statement.SwitchCase(new Statement.SwitchValue.Default(), new Block(), false))));
        assertEquals(List.of("the last switch case falls through"), switchErrors(List.of(
                new Statement.SwitchCase(new Statement.SwitchValue.Default(), new Block(), true))));
    }

    private static List<String> switchErrors(List<Statement.SwitchCase> cases) {
        IrFixture fx = new IrFixture();
        IrFixture.FunctionBuilder f = fx.function("f");
        f.statement(new Statement.Switch(f.i32(0), cases));
        return fx.validate().errors().stream().map(e -> e.diagnostic().message()).toList();
    }

    // ---------------------------------------------------------------- globals

    @Test
    void resourcesAndOnlyResourcesHaveBindings() {
        fx.m.globals().append(new GlobalVariable("p", AddressSpace.PRIVATE, StorageAccess.READ_WRITE,
                new GlobalVariable.ResourceBinding(0, 0), fx.f32, null), Span.UNDEFINED);
        assertTrue(onlyMessage("InvalidGlobal").contains("only resources have a binding"));
    }

    @Test
    void storageBuffersAreNotWriteOnlyAndPrivateInitialisersHaveTheirType() {
        fx.storage("w", fx.runtimeArray(fx.u32), 0, StorageAccess.WRITE);
        assertTrue(onlyMessage("InvalidGlobal").contains("read or read_write"));
        IrFixture other = new IrFixture();
        Handle<Expression> init = other.m.globalExpressions().append(new Expression.Lit(new Literal.I32(1)), Span.UNDEFINED);
        other.m.globals().append(new GlobalVariable("p", AddressSpace.PRIVATE, StorageAccess.READ_WRITE, null, other.f32, init),
                Span.UNDEFINED);
        assertEquals(List.of("InvalidGlobal"), other.errorKinds());
    }

    // ---------------------------------------------------------------- entry points

    @Test
    void computeEntryPointsReturnNothingAndHavePositiveWorkgroupSizes() {
        IrFixture.FunctionBuilder main = fx.function("main");
        fx.compute(main, 64);
        assertValid();
        IrFixture other = new IrFixture();
        IrFixture.FunctionBuilder bad = other.function("main");
        other.compute(bad, 0);
        bad.f.setResult(new Function.Result(other.u32, null));
        bad.statement(new Statement.Return(bad.u32(1)));
        List<String> messages = other.validate().errors().stream().map(e -> e.diagnostic().message()).toList();
        assertEquals(2, messages.size(), messages.toString());
        assertTrue(messages.stream().anyMatch(s -> s.contains("return nothing")), messages.toString());
        assertTrue(messages.stream().anyMatch(s -> s.contains("workgroup size 0u is not positive")), messages.toString());
    }

    @Test
    void vertexShadersWritePosition() {
        IrFixture.FunctionBuilder vs = fx.function("vs");
        Handle<Type> v4 = fx.vec(4, Scalar.F32);
        vs.f.setResult(new Function.Result(v4, new Binding.Location(0, null, null, null)));
        vs.statement(new Statement.Return(vs.add(new Expression.ZeroValue(v4))));
        fx.entry(vs, ShaderStage.VERTEX);
        assertTrue(onlyMessage("InvalidEntryPoint").contains("must write @builtin(position)"));
    }

    @Test
    void entryPointIoNeedsBindingsAndEachBindingOnce() {
        IrFixture.FunctionBuilder fs = fx.function("fs");
        fs.argument("a", fx.f32, new Binding.Location(0, null, null, null));
        fs.argument("b", fx.f32, null);
        fx.entry(fs, ShaderStage.FRAGMENT);
        assertEquals(List.of("MissingBinding"), fx.errorKinds());
        fs.f.arguments().set(1, new Function.Argument("b", fx.f32, new Binding.Location(0, null, null, null)));
        assertEquals(List.of("DuplicateBinding"), fx.errorKinds());
        fs.f.arguments().set(1, new Function.Argument("b", fx.f32, new Binding.Location(1, null, null, null)));
        assertValid();
    }

    @Test
    void builtinsBelongToStagesAndHaveTheirTypes() {
        IrFixture.FunctionBuilder cs = fx.function("cs");
        cs.builtin("pos", fx.vec(4, Scalar.F32), BuiltInValue.POSITION);
        fx.compute(cs, 1);
        assertTrue(onlyMessage("InvalidBuiltin").contains("is not an input of compute shaders"));
        cs.f.arguments().set(0, new Function.Argument("lid", fx.f32,
                new Binding.BuiltIn(BuiltInValue.LOCAL_INVOCATION_INDEX, false)));
        assertTrue(onlyMessage("InvalidBuiltin").contains("cannot have type f32"));
        cs.f.arguments().set(0, new Function.Argument("lid", fx.u32,
                new Binding.BuiltIn(BuiltInValue.LOCAL_INVOCATION_INDEX, false)));
        assertValid();
    }

    @Test
    void discardAndBarriersBelongToTheirStages() {
        IrFixture.FunctionBuilder cs = fx.function("cs");
        cs.statement(new Statement.Kill());
        fx.compute(cs, 1);
        assertTrue(onlyMessage("StageViolation").contains("`discard`"));
        IrFixture other = new IrFixture();
        IrFixture.FunctionBuilder fs = other.function("fs");
        fs.statement(new Statement.Barrier(Statement.WORK_GROUP));
        other.entry(fs, ShaderStage.FRAGMENT);
        assertEquals(List.of("StageViolation"), other.errorKinds());
    }

    @Test
    void twoResourcesOfOneEntryPointCannotShareABinding() {
        Handle<GlobalVariable> a = fx.storage("a", fx.runtimeArray(fx.u32), 0, StorageAccess.READ_WRITE);
        Handle<GlobalVariable> b = fx.storage("b", fx.runtimeArray(fx.u32), 0, StorageAccess.READ_WRITE);
        IrFixture.FunctionBuilder cs = fx.function("cs");
        cs.storeElement(a, 0, cs.u32(1));
        fx.compute(cs, 1);
        assertValid();
        cs.storeElement(b, 0, cs.u32(1));
        assertTrue(onlyMessage("DuplicateBinding").contains("@group(0) @binding(0)"));
    }
}
