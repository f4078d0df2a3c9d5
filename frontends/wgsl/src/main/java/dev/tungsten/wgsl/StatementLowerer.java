package dev.tungsten.wgsl;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.tungsten.ir.AddressSpace;
import dev.tungsten.ir.Block;
import dev.tungsten.ir.ConstEvaluator;
import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Literal;
import dev.tungsten.ir.LocalVariable;
import dev.tungsten.ir.Scalar;
import dev.tungsten.ir.ScalarKind;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.Statement;
import dev.tungsten.ir.StorageAccess;
import dev.tungsten.ir.Type;
import dev.tungsten.ir.TypeInner;
import dev.tungsten.ir.UnaryOperator;

/// Lowers statements (WGSL §9) into the IR statement tree and computes each statement's
/// behavior (§9.7: may it continue to the next statement, return, break or continue), which
/// decides whether a function with a result can fall off its end. An error in one statement
/// is recorded and lowering resumes with the next.
final class StatementLowerer {
    static final int NEXT = 1;
    static final int RETURN = 2;
    static final int BREAK = 4;
    static final int CONTINUE = 8;

    private final Lowerer lw;
    private final FunctionContext fc;
    private final ExpressionLowerer x;
    private final ExpressionLowerer.Ctx ctx;

    StatementLowerer(Lowerer lw, FunctionContext fc) {
        this.lw = lw;
        this.fc = fc;
        this.x = lw.exprs;
        this.ctx = new ExpressionLowerer.Ctx(fc, ExpressionLowerer.Mode.RUNTIME);
    }

    /// Lowers a statement list into the current block; returns the list's behavior.
    int statements(List<Ast.Stmt> list) {
        int behavior = NEXT;
        for (Ast.Stmt s : list) {
            int b;
            try {
                b = statement(s);
            } catch (Lowerer.Abort a) {
                fc.failed = true;
                b = NEXT;
            }
            if ((behavior & NEXT) != 0) {
                behavior = (behavior & ~NEXT) | b;
            }
        }
        return behavior;
    }

    /// Lowers `body` into a fresh block (its own scope).
    private int blockInto(Block target, Ast.Block body) {
        int[] out = new int[1];
        applyDiagnostics(target, body.attributes());
        fc.inBlock(target, () -> out[0] = statements(body.statements()));
        return out[0];
    }

    private void applyDiagnostics(Block target, List<Ast.Attribute> attrs) {
        if (attrs.isEmpty()) {
            return;
        }
        AttributeReader.Attrs a = lw.attributes.read(attrs, AttributeReader.Site.STATEMENT);
        if (a.derivativeUniformity != null) {
            target.setDerivativeUniformity(a.derivativeUniformity);
        }
    }

    private int statement(Ast.Stmt s) {
        Span span = s.span();
        switch (s) {
            case Ast.Block b -> {
                Block inner = new Block();
                int beh = blockInto(inner, b);
                fc.addStatement(new Statement.BlockStatement(inner), span);
                return beh;
            }
            case Ast.LocalDecl d -> {
                try {
                    declaration(d);
                } catch (Lowerer.Abort a) {
                    if (fc.lookupInnermost(d.name().name()) == null) {
                        fc.bind(d.name().name(), new FunctionContext.Local.Poisoned(d.name().span()));
                    }
                    throw a;
                }
                return NEXT;
            }
            case Ast.Assign a -> {
                assign(a);
                return NEXT;
            }
            case Ast.Increment inc -> {
                increment(inc);
                return NEXT;
            }
            case Ast.If i -> {
                return ifStatement(i);
            }
            case Ast.Switch sw -> {
                return switchStatement(sw);
            }
            case Ast.Loop l -> {
                return loop(l);
            }
            case Ast.For f -> {
                return forLoop(f);
            }
            case Ast.While w -> {
                return whileLoop(w);
            }
            case Ast.Break b -> {
                if (fc.breakTargets.isEmpty()) {
                    throw lw.error(new SemanticError.MisplacedStatement(span, "break", "outside a loop or switch"));
                }
                if (fc.inContinuing && fc.breakTargets.peek()) {
                    throw lw.error(new SemanticError.MisplacedStatement(span, "break", "in a continuing block (use `break if`)"));
                }
                fc.addStatement(new Statement.Break(), span);
                return BREAK;
            }
            case Ast.Continue c -> {
                if (fc.loopDepth == 0) {
                    throw lw.error(new SemanticError.MisplacedStatement(span, "continue", "outside a loop"));
                }
                if (fc.inContinuing) {
                    throw lw.error(new SemanticError.MisplacedStatement(span, "continue", "in a continuing block"));
                }
                fc.addStatement(new Statement.Continue(), span);
                return CONTINUE;
            }
            case Ast.Discard d -> {
                fc.addStatement(new Statement.Kill(), span);
                return NEXT;
            }
            case Ast.Return r -> {
                returnStatement(r);
                return RETURN;
            }
            case Ast.CallStmt c -> {
                x.calls.call((Ast.Expr.Call) lw.expr(c.call()), lw.span(c.call()), ctx, true);
                return NEXT;
            }
            case Ast.ConstAssert ca -> {
                lw.constAssert(ca.condition(), fc);
                return NEXT;
            }
        }
    }

    // ------------------------------------------------------------------ declarations

    private void declaration(Ast.LocalDecl d) {
        String name = d.name().name();
        FunctionContext.Local prev = fc.lookupInnermost(name);
        if (prev != null) {
            throw lw.error(new SemanticError.Redefinition(d.name().span(), name, prev.span()));
        }
        Span nameSpan = d.name().span();
        switch (d.kind()) {
            case CONST -> {
                Value.Const c = (Value.Const) x.lowerConst(d.init(), fc);
                if (d.type() != null) {
                    c = (Value.Const) x.convertTo(c, lw.types.resolve(d.type(), fc), lw.span(d.init()), ctx);
                }
                fc.bind(name, new FunctionContext.Local.Const(c, nameSpan));
            }
            case LET -> {
                Value v = x.lowerValue(d.init(), fc);
                if (d.type() != null) {
                    v = x.convertTo(v, lw.types.resolve(d.type(), fc), lw.span(d.init()), ctx);
                }
                v = x.concretize(v, lw.span(d.init()));
                TypeInner t = lw.module.inner(v.type());
                if (t instanceof TypeInner.Atomic) {
                    throw lw.error(new SemanticError.InvalidType(nameSpan, lw.typeName(v.type()), "a `let` cannot hold an atomic (§7.4)"));
                }
                // A let is not a const-expression: give it a run-time expression so that later
                // arithmetic on it is not folded (and not checked) at shader creation.
                Handle<Expression> e = x.toExpr(v, ctx, lw.span(d.init()));
                fc.function.namedExpressions().put(e, name);
                fc.bind(name, new FunctionContext.Local.Let(new Value.Plain(e, v.type()), nameSpan));
            }
            case VAR -> {
                if (!d.templateArgs().isEmpty()) {
                    AddressSpace space = lw.types.addressSpace(d.templateArgs().getFirst());
                    if (space != AddressSpace.FUNCTION || d.templateArgs().size() > 1) {
                        throw lw.error(new SemanticError.InvalidType(lw.span(d.templateArgs().getFirst()), space.text(),
                                "a variable inside a function is in the `function` address space (§7.3)"));
                    }
                }
                Handle<Type> type = d.type() == null ? null : lw.types.resolve(d.type(), fc);
                Value init = null;
                if (d.init() != null) {
                    init = x.lowerValue(d.init(), fc);
                    if (type == null) {
                        init = x.concretize(init, lw.span(d.init()));
                        type = init.type();
                    } else {
                        init = x.convertTo(init, type, lw.span(d.init()), ctx);
                    }
                }
                if (type == null) {
                    throw lw.error(new SemanticError.CannotInferType(nameSpan));
                }
                lw.types.checkStoreType(type, AddressSpace.FUNCTION, nameSpan);
                Handle<LocalVariable> var = fc.function.localVariables().append(new LocalVariable(name, type, null), nameSpan);
                Handle<Expression> ptr = fc.append(new Expression.LocalRef(var), nameSpan);
                if (init != null) {
                    fc.addStatement(new Statement.Store(ptr, x.toExpr(init, ctx, lw.span(d.init()))), d.span());
                } else if (fc.loopDepth > 0) {
                    // Each execution of the declaration starts from zero (§7.4); outside loops the
                    // variable's own zero initialisation on entry is enough.
                    Handle<Expression> zero = fc.append(new Expression.ZeroValue(type), nameSpan);
                    fc.addStatement(new Statement.Store(ptr, zero), d.span());
                }
                fc.bind(name, new FunctionContext.Local.Var(new Value.Ref(ptr, type, AddressSpace.FUNCTION,
                        StorageAccess.READ_WRITE), nameSpan));
            }
        }
    }

    // ------------------------------------------------------------------ assignment

    private void assign(Ast.Assign a) {
        if (a.lhs() == null) {
            Value v = x.lowerValue(a.rhs(), fc);
            TypeInner t = lw.module.inner(v.type());
            boolean ok = t instanceof TypeInner.Pointer || t instanceof TypeInner.Image || t instanceof TypeInner.Sampler
                    || lw.types.isConstructible(v.type());
            if (!ok) {
                throw lw.error(new SemanticError.InvalidType(lw.span(a.rhs()), lw.typeName(v.type()),
                        "a phony assignment takes a constructible value, a pointer, a texture or a sampler (§9.2.2)"));
            }
            // Materialise it so that its evaluation (and any error it raises) happens.
            x.toExpr(v, ctx, lw.span(a.rhs()));
            return;
        }
        Value lhs = x.lowerRef(a.lhs(), fc);
        if (lhs instanceof Value.Plain p && lw.module.inner(p.type()) instanceof TypeInner.Pointer) {
            throw lw.error(new SemanticError.NotAReference(lw.span(a.lhs()), "assign to (dereference the pointer with `*`)"));
        }
        Value.Ref ref = x.requireWritableRef(lhs, lw.span(a.lhs()));
        if (lw.module.inner(ref.type()) instanceof TypeInner.Atomic) {
            throw lw.error(new SemanticError.InvalidType(lw.span(a.lhs()), lw.typeName(ref.type()), "atomics are written with atomicStore (§17.8)"));
        }
        Value rhs;
        if (a.op() == null) {
            rhs = x.lowerValue(a.rhs(), fc);
        } else {
            Value current = x.load(ref, ctx, lw.span(a.lhs()));
            Value r = x.lowerValue(a.rhs(), fc);
            rhs = new BinaryLowering(x, ctx, a.span()).apply(a.op(), current, r, lw.span(a.lhs()), lw.span(a.rhs()));
        }
        rhs = x.convertTo(rhs, ref.type(), lw.span(a.rhs()), ctx);
        fc.addStatement(new Statement.Store(ref.pointer(), x.toExpr(rhs, ctx, lw.span(a.rhs()))), a.span());
    }

    private void increment(Ast.Increment inc) {
        Value lhs = x.lowerRef(inc.lhs(), fc);
        Value.Ref ref = x.requireWritableRef(lhs, lw.span(inc.lhs()));
        if (!(lw.module.inner(ref.type()) instanceof TypeInner.ScalarType st) || !st.scalar().kind().isInteger()) {
            throw lw.error(new SemanticError.InvalidOperand(inc.span(), inc.decrement() ? "--" : "++", lw.typeName(ref.type())));
        }
        Value current = x.load(ref, ctx, inc.span());
        Value one = new Value.Const(new dev.tungsten.ir.ConstValue.Lit(new Literal.AbstractInt(1)), lw.scalarType(Scalar.ABSTRACT_INT));
        Value r = new BinaryLowering(x, ctx, inc.span()).apply(inc.decrement() ? Ast.BinaryOp.SUBTRACT : Ast.BinaryOp.ADD,
                current, one, inc.span(), inc.span());
        fc.addStatement(new Statement.Store(ref.pointer(), x.toExpr(r, ctx, inc.span())), inc.span());
    }

    private void returnStatement(Ast.Return r) {
        if (fc.inContinuing) {
            throw lw.error(new SemanticError.MisplacedStatement(r.span(), "return", "in a continuing block"));
        }
        Handle<Expression> value = null;
        if (r.value() != null) {
            if (fc.resultType == null) {
                throw lw.error(new SemanticError.TypeMismatch(lw.span(r.value()), "no return value", "a value"));
            }
            Value v = x.convertTo(x.lowerValue(r.value(), fc), fc.resultType, lw.span(r.value()), ctx);
            value = x.toExpr(v, ctx, lw.span(r.value()));
        } else if (fc.resultType != null) {
            throw lw.error(new SemanticError.TypeMismatch(r.span(), lw.typeName(fc.resultType), "no return value"));
        }
        fc.addStatement(new Statement.Return(value), r.span());
    }

    // ------------------------------------------------------------------ control flow

    private Handle<Expression> condition(Handle<Ast.Expr> cond) {
        Value v = x.lowerValue(cond, fc);
        v = x.convertTo(v, lw.scalarType(Scalar.BOOL), lw.span(cond), ctx);
        return x.toExpr(v, ctx, lw.span(cond));
    }

    private int ifStatement(Ast.If i) {
        Handle<Expression> cond = condition(i.condition());
        Block accept = new Block();
        Block reject = new Block();
        applyDiagnostics(accept, i.attributes());
        applyDiagnostics(reject, i.attributes());
        int beh = blockInto(accept, i.accept());
        int rb = NEXT;
        if (i.reject() instanceof Ast.Block b) {
            rb = blockInto(reject, b);
        } else if (i.reject() instanceof Ast.If nested) {
            int[] out = new int[1];
            fc.inBlock(reject, () -> {
                try {
                    out[0] = ifStatement(nested);
                } catch (Lowerer.Abort a) {
                    out[0] = NEXT;
                }
            });
            rb = out[0];
        }
        fc.addStatement(new Statement.If(cond, accept, reject), i.span());
        return beh | rb;
    }

    private int switchStatement(Ast.Switch sw) {
        Value sel = x.lowerValue(sw.selector(), fc);
        // The selector and every case value convert to one integer type (§9.4.2).
        List<Value> values = new ArrayList<>();
        values.add(sel);
        List<Value> caseValues = new ArrayList<>();
        for (Ast.SwitchClause c : sw.clauses()) {
            for (Ast.CaseSelector s : c.selectors()) {
                if (!s.isDefault()) {
                    Value v = x.lowerConst(s.value(), fc);
                    caseValues.add(v);
                    values.add(v);
                }
            }
        }
        Handle<Type> t = x.calls.commonType(values, sw.span());
        if (t == null || !(lw.module.inner(t) instanceof TypeInner.ScalarType st) || !st.scalar().kind().isInteger()) {
            throw lw.error(new SemanticError.SwitchTypeMismatch(lw.span(sw.selector()), lw.typeName(sel.type()),
                    caseValues.stream().map(v -> lw.typeName(v.type())).distinct().toList()));
        }
        t = x.concreteType(t);
        Scalar scalar = ((TypeInner.ScalarType) lw.module.inner(t)).scalar();
        Handle<Expression> selector = x.toExpr(x.convertTo(sel, t, lw.span(sw.selector()), ctx), ctx, lw.span(sw.selector()));
        List<Statement.SwitchCase> cases = new ArrayList<>();
        Map<Long, Span> seen = new HashMap<>();
        Span defaultSpan = null;
        int behavior = 0;
        fc.breakTargets.push(false);
        fc.switchDepth++;
        try {
            for (Ast.SwitchClause c : sw.clauses()) {
                List<Statement.SwitchValue> labels = new ArrayList<>();
                for (Ast.CaseSelector s : c.selectors()) {
                    if (s.isDefault()) {
                        if (defaultSpan != null) {
                            throw lw.error(new SemanticError.Redefinition(s.span(), "default", defaultSpan));
                        }
                        defaultSpan = s.span();
                        labels.add(new Statement.SwitchValue.Default());
                        continue;
                    }
                    Value.Const v = (Value.Const) x.convertTo(x.lowerConst(s.value(), fc), t, s.span(), ctx);
                    long n = ConstEvaluator.literal(v.value()).asLong();
                    Span prev = seen.putIfAbsent(n, s.span());
                    if (prev != null) {
                        throw lw.error(new SemanticError.Redefinition(s.span(), "case " + n, prev));
                    }
                    labels.add(scalar.kind() == ScalarKind.SINT ? new Statement.SwitchValue.I32((int) n)
                            : new Statement.SwitchValue.U32(n));
                }
                Block body = new Block();
                int b = blockInto(body, c.body());
                behavior |= b;
                for (int i = 0; i < labels.size(); i++) {
                    boolean last = i == labels.size() - 1;
                    cases.add(new Statement.SwitchCase(labels.get(i), last ? body : new Block(), !last));
                }
            }
        } finally {
            fc.breakTargets.pop();
            fc.switchDepth--;
        }
        if (defaultSpan == null) {
            throw lw.error(new SemanticError.MissingDefault(sw.span()));
        }
        fc.addStatement(new Statement.Switch(selector, cases), sw.span());
        if ((behavior & BREAK) != 0) {
            behavior = (behavior & ~BREAK) | NEXT;
        }
        return behavior;
    }

    /// Lowers a loop body and continuing block, with `break`/`continue` bound to this loop.
    private int loopBody(Block body, Runnable prologue, List<Ast.Stmt> stmts, Block continuing, Ast.Block continuingAst,
                         Handle<Expression>[] breakIf, Handle<Ast.Expr> breakIfAst, boolean continuingSeesBody) {
        int[] beh = new int[1];
        Runnable lowerContinuing = () -> {
            fc.inContinuing = true;
            try {
                fc.inBlock(continuing, () -> {
                    if (continuingAst != null) {
                        applyDiagnostics(continuing, continuingAst.attributes());
                        statements(continuingAst.statements());
                    }
                    if (breakIfAst != null) {
                        try {
                            breakIf[0] = condition(breakIfAst);
                        } catch (Lowerer.Abort a) {
                            // recorded
                        }
                    }
                });
            } finally {
                fc.inContinuing = false;
            }
        };
        fc.loopDepth++;
        fc.breakTargets.push(true);
        try {
            fc.inBlock(body, () -> {
                if (prologue != null) {
                    prologue.run();
                }
                beh[0] = statements(stmts);
                if (continuingSeesBody) {
                    // A loop's continuing block sees the body's declarations (§9.4.7).
                    lowerContinuing.run();
                }
            });
            if (!continuingSeesBody) {
                // A for loop's update does not see the body's declarations (§9.4.5).
                lowerContinuing.run();
            }
        } finally {
            fc.loopDepth--;
            fc.breakTargets.pop();
        }
        return beh[0];
    }

    private static int loopBehavior(int b, boolean conditional) {
        int out = b & RETURN;
        if ((b & BREAK) != 0 || conditional) {
            out |= NEXT;
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    private int loop(Ast.Loop l) {
        Block body = new Block();
        Block continuing = new Block();
        applyDiagnostics(body, l.attributes());
        applyDiagnostics(body, l.bodyAttributes());
        Handle<Expression>[] breakIf = new Handle[1];
        int b = loopBody(body, null, l.body().statements(), continuing, l.continuing(), breakIf, l.breakIf(), true);
        fc.addStatement(new Statement.Loop(body, continuing, breakIf[0]), l.span());
        return loopBehavior(b, l.breakIf() != null);
    }

    /// `if !cond { break; }` at the top of a loop body.
    private void breakUnless(Handle<Ast.Expr> cond) {
        Handle<Expression> c = condition(cond);
        Handle<Expression> not = fc.append(new Expression.Unary(UnaryOperator.LOGICAL_NOT, c), lw.span(cond));
        Block brk = new Block();
        brk.add(new Statement.Break(), lw.span(cond));
        fc.addStatement(new Statement.If(not, brk, new Block()), lw.span(cond));
    }

    @SuppressWarnings("unchecked")
    private int forLoop(Ast.For f) {
        Block outer = new Block();
        int[] beh = new int[1];
        fc.inBlock(outer, () -> {
            if (f.init() != null) {
                try {
                    statement(f.init());
                } catch (Lowerer.Abort a) {
                    // recorded
                }
            }
            Block body = new Block();
            Block continuing = new Block();
            applyDiagnostics(body, f.attributes());
            Handle<Expression>[] none = new Handle[1];
            Runnable prologue = f.condition() == null ? null : () -> {
                try {
                    breakUnless(f.condition());
                } catch (Lowerer.Abort a) {
                    // recorded
                }
            };
            Ast.Block update = f.update() == null ? null : new Ast.Block(List.of(), List.of(f.update()), f.update().span());
            int b = loopBody(body, prologue, f.body().statements(), continuing, update, none, null, false);
            fc.addStatement(new Statement.Loop(body, continuing, null), f.span());
            beh[0] = loopBehavior(b, f.condition() != null);
        });
        fc.addStatement(new Statement.BlockStatement(outer), f.span());
        return beh[0];
    }

    @SuppressWarnings("unchecked")
    private int whileLoop(Ast.While w) {
        Block body = new Block();
        applyDiagnostics(body, w.attributes());
        Handle<Expression>[] none = new Handle[1];
        int b = loopBody(body, () -> {
            try {
                breakUnless(w.condition());
            } catch (Lowerer.Abort a) {
                // recorded
            }
        }, w.body().statements(), new Block(), null, none, null, true);
        fc.addStatement(new Statement.Loop(body, new Block(), null), w.span());
        return loopBehavior(b, true);
    }
}
