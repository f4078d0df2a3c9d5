package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/// Builds small modules by hand, as a front end would, for tests of the validator, the constant
/// evaluator and the lowering that must not depend on a front end (`frontends/wgsl` depends on
/// this module, not the reverse). Expressions are appended to the current function and, unless
/// they are evaluated before the function starts ([Expression#isPreEmitted]), emitted at once
/// into the block being built, so the IR keeps the `Emit` invariant without bookkeeping.
final class IrFixture {
    final Module m = new Module();
    final Handle<Type> f32 = m.type(new TypeInner.ScalarType(Scalar.F32));
    final Handle<Type> i32 = m.type(new TypeInner.ScalarType(Scalar.I32));
    final Handle<Type> u32 = m.type(new TypeInner.ScalarType(Scalar.U32));
    final Handle<Type> bool = m.type(new TypeInner.ScalarType(Scalar.BOOL));

    Handle<Type> vec(int size, Scalar s) {
        return m.type(new TypeInner.Vector(size, s));
    }

    /// A runtime-sized array of 4-byte scalars, as a storage buffer holds them.
    Handle<Type> runtimeArray(Handle<Type> element) {
        return m.type(new TypeInner.Array(element, new TypeInner.ArraySize.Dynamic(), 4));
    }

    /// `@group(0) @binding(binding) var<storage, access> name: type`.
    Handle<GlobalVariable> storage(String name, Handle<Type> type, int binding, StorageAccess access) {
        return m.globals().append(new GlobalVariable(name, AddressSpace.STORAGE, access,
                new GlobalVariable.ResourceBinding(0, binding), type, null), Span.UNDEFINED);
    }

    /// A `u32` literal in the module's constant expressions.
    Handle<Expression> constU32(long v) {
        return m.globalExpressions().append(new Expression.Lit(new Literal.U32(v)), Span.UNDEFINED);
    }

    FunctionBuilder function(String name) {
        Function f = new Function(name);
        Handle<Function> h = m.functions().append(f, Span.UNDEFINED);
        return new FunctionBuilder(h, f);
    }

    /// Makes `fb` a compute entry point named after its function, with workgroup size `x`x1x1.
    void compute(FunctionBuilder fb, int x) {
        m.entryPoints().add(new EntryPoint(fb.f.name(), ShaderStage.COMPUTE, fb.handle,
                List.of(constU32(x), constU32(1), constU32(1)), null));
    }

    void entry(FunctionBuilder fb, ShaderStage stage) {
        m.entryPoints().add(new EntryPoint(fb.f.name(), stage, fb.handle, List.of(), null));
    }

    ModuleInfo validate() {
        return Validator.validate(m);
    }

    /// The simple names of the error records the validator reports, in order, without repeats.
    List<String> errorKinds() {
        return validate().errors().stream().map(e -> e.getClass().getSimpleName()).distinct().toList();
    }

    final class FunctionBuilder {
        final Handle<Function> handle;
        final Function f;
        private Block block;

        FunctionBuilder(Handle<Function> handle, Function f) {
            this.handle = handle;
            this.f = f;
            this.block = f.body();
        }

        Handle<Expression> add(Expression e) {
            return add(e, Span.UNDEFINED);
        }

        Handle<Expression> add(Expression e, Span span) {
            Handle<Expression> h = f.expressions().append(e, span);
            if (!e.isPreEmitted() && !e.isStatementResult()) {
                block.add(new Statement.Emit(new Range<>(h.index(), h.index() + 1)), span);
            }
            return h;
        }

        Handle<Expression> i32(int v) {
            return add(new Expression.Lit(new Literal.I32(v)));
        }

        Handle<Expression> u32(long v) {
            return add(new Expression.Lit(new Literal.U32(v)));
        }

        Handle<Expression> f32(float v) {
            return add(new Expression.Lit(new Literal.F32(v)));
        }

        Handle<Expression> bool(boolean v) {
            return add(new Expression.Lit(new Literal.Bool(v)));
        }

        Handle<Expression> binary(BinaryOperator op, Handle<Expression> a, Handle<Expression> b) {
            return add(new Expression.Binary(op, a, b));
        }

        Handle<Expression> argument(String name, Handle<Type> type, Binding binding) {
            f.arguments().add(new Function.Argument(name, type, binding));
            return add(new Expression.ArgumentRef(f.arguments().size() - 1));
        }

        Handle<Expression> builtin(String name, Handle<Type> type, BuiltInValue value) {
            return argument(name, type, new Binding.BuiltIn(value, false));
        }

        Handle<Expression> local(String name, Handle<Type> type) {
            Handle<LocalVariable> v = f.localVariables().append(new LocalVariable(name, type, null), Span.UNDEFINED);
            return add(new Expression.LocalRef(v));
        }

        Handle<Expression> load(Handle<Expression> pointer) {
            return add(new Expression.Load(pointer));
        }

        /// A pointer to element `index` of the global `g` (an array).
        Handle<Expression> element(Handle<GlobalVariable> g, Handle<Expression> index) {
            return add(new Expression.Access(add(new Expression.GlobalRef(g)), index));
        }

        Handle<Expression> element(Handle<GlobalVariable> g, int index) {
            return add(new Expression.AccessIndex(add(new Expression.GlobalRef(g)), index));
        }

        void statement(Statement s) {
            block.add(s, Span.UNDEFINED);
        }

        void statement(Statement s, Span span) {
            block.add(s, span);
        }

        void store(Handle<Expression> pointer, Handle<Expression> value) {
            statement(new Statement.Store(pointer, value));
        }

        /// `out[index] = value` for a storage array `out`.
        void storeElement(Handle<GlobalVariable> out, int index, Handle<Expression> value) {
            store(element(out, index), value);
        }

        /// Builds a nested block: what `body` adds goes into it.
        Block block(Runnable body) {
            Block outer = block;
            Block inner = new Block();
            block = inner;
            try {
                body.run();
            } finally {
                block = outer;
            }
            return inner;
        }

        void ifElse(Handle<Expression> condition, Runnable accept, Runnable reject) {
            statement(new Statement.If(condition, block(accept), block(reject)));
        }

        /// `loop { body } continuing { continuing; break if breakIf() }`.
        void loop(Runnable body, Runnable continuing, Supplier<Handle<Expression>> breakIf) {
            Block b = block(body);
            List<Handle<Expression>> condition = new ArrayList<>(1);
            Block c = block(() -> {
                continuing.run();
                condition.add(breakIf.get());
            });
            statement(new Statement.Loop(b, c, condition.getFirst()));
        }
    }
}
