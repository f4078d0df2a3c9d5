package dev.tungsten.cg;

import java.util.List;

import dev.tungsten.ir.Block;
import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.ShaderStage;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.Statement;
import dev.tungsten.ir.UnaryOperator;

/// Lowers Cg statements (§"Statements And Expressions") into the function's IR block tree:
/// declarations become local variables with a store of their initializer, `for`, `while` and
/// `do` become IR loops (the `for` step in the continuing block, so `continue` runs it), and
/// `discard` ends the invocation. An error in one statement is recorded and lowering goes on
/// with the next.
final class StatementLowering {
    private final CgLowerer lw;
    private final FunctionContext fc;
    private final ExpressionLowering x;

    StatementLowering(CgLowerer lw, FunctionContext fc) {
        this.lw = lw;
        this.fc = fc;
        this.x = lw.exprs;
    }

    void block(List<Ast.Stmt> statements) {
        for (Ast.Stmt s : statements) {
            try {
                statement(s);
            } catch (CgLowerer.Abort a) {
                // recorded; go on with the next statement
            }
        }
    }

    private void statement(Ast.Stmt s) {
        switch (s) {
            case Ast.Block b -> {
                Block inner = new Block();
                fc.inBlock(inner, () -> block(b.statements()));
                fc.addStatement(new Statement.BlockStatement(inner), b.span());
            }
            case Ast.ExprStmt e -> {
                if (e.expr() instanceof Ast.Call c) {
                    lw.calls.call(fc, c);
                } else {
                    x.lower(fc, e.expr());
                }
                fc.flushEmit();
            }
            case Ast.DeclStmt d -> declaration(d.decl());
            case Ast.LocalTypeStmt t -> localType(t.decl());
            case Ast.Empty e -> { }
            case Ast.If i -> ifStatement(i);
            case Ast.For f -> forLoop(f);
            case Ast.While w -> loop(w.condition(), null, w.body(), false, w.span());
            case Ast.DoWhile d -> loop(d.condition(), null, d.body(), true, d.span());
            case Ast.Return r -> returnStatement(r);
            case Ast.Break b -> {
                if (fc.loopDepth == 0) {
                    throw lw.error(new CgSemanticError.MisplacedStatement(b.span(), "break", "outside a loop"));
                }
                fc.addStatement(new Statement.Break(), b.span());
            }
            case Ast.Continue c -> {
                if (fc.loopDepth == 0) {
                    throw lw.error(new CgSemanticError.MisplacedStatement(c.span(), "continue", "outside a loop"));
                }
                fc.addStatement(new Statement.Continue(), c.span());
            }
            case Ast.Discard d -> {
                if (lw.stage != ShaderStage.FRAGMENT && !lw.checkOnly) {
                    throw lw.error(new CgSemanticError.MisplacedStatement(d.span(), "discard", "in a " + lw.stage.text()
                            + " program"));
                }
                fc.addStatement(new Statement.Kill(), d.span());
            }
        }
    }

    private void localType(Ast.Decl d) {
        switch (d) {
            case Ast.StructDecl s -> lw.types.declareStruct(s, fc::lookupType, fc::bindType);
            case Ast.TypedefDecl t -> fc.bindType(t.name(), lw.types.withDims(x.resolveType(fc, t.type()), t.arrayDims(),
                    fc::lookupType, t.span()));
            default -> { }
        }
    }

    /// `qualifiers type a = init, b[n], ...;` inside a function.
    void declaration(Ast.VarDecl d) {
        CgType base = x.resolveType(fc, d.type());
        boolean constant = d.qualifiers().contains(Ast.Qualifier.CONST);
        for (Ast.Declarator dc : d.declarators()) {
            try {
                CgType t = CgLowerer.sizedByInitializer(lw.types.withDims(base, dc.arrayDims(), fc::lookupType, dc.span()), dc.init());
                if (t instanceof CgType.Void) {
                    throw lw.error(new CgSemanticError.UnsupportedType(dc.span(), "void", "a variable needs a type with values"));
                }
                if (t.containsSampler()) {
                    throw lw.error(new CgSemanticError.SamplerMisuse(dc.span(), "a local variable cannot hold a sampler"));
                }
                if (!t.hasData()) {
                    throw lw.error(new CgSemanticError.UnsupportedType(dc.span(), t.text(), "a struct without members has no values"));
                }
                Span prev = fc.declaredHere(dc.name());
                if (prev != null) {
                    throw lw.error(new CgSemanticError.Redefinition(dc.span(), dc.name(), prev));
                }
                Val.Rv init = dc.init() == null ? null : x.valueAs(fc, dc.init(), t);
                Handle<Expression> ptr = fc.newLocal(dc.name(), lw.types.ir(t, dc.span()), dc.span());
                if (init != null) {
                    fc.addStatement(new Statement.Store(ptr, init.expr()), dc.span());
                }
                fc.bind(dc.name(), new FunctionContext.Local(new Val.Ref(ptr, t, false, constant, dc.name()), dc.span(),
                        constant ? dc.init() : null));
            } catch (CgLowerer.Abort a) {
                // recorded; the name stays unbound
            }
        }
    }

    private void ifStatement(Ast.If i) {
        Handle<Expression> cond = x.condition(fc, x.value(fc, i.condition()), i.condition().span());
        Block accept = new Block();
        Block reject = new Block();
        fc.inBlock(accept, () -> nested(i.accept()));
        if (i.reject() != null) {
            fc.inBlock(reject, () -> nested(i.reject()));
        }
        fc.addStatement(new Statement.If(cond, accept, reject), i.span());
    }

    /// A statement in a block of its own (the branch of an `if`, a loop body).
    private void nested(Ast.Stmt s) {
        if (s instanceof Ast.Block b) {
            block(b.statements());
        } else {
            block(List.of(s));
        }
    }

    private void forLoop(Ast.For f) {
        fc.inScope(() -> {
            if (f.init() != null) {
                try {
                    statement(f.init());
                } catch (CgLowerer.Abort a) {
                    // recorded
                }
            }
            loop(f.condition(), f.step(), f.body(), false, f.span());
        });
    }

    /// An IR loop: the condition is tested first (last for `do`), the step runs in the
    /// continuing block.
    private void loop(Ast.Expr condition, Ast.Expr step, Ast.Stmt body, boolean testAfter, Span span) {
        Block irBody = new Block();
        Block continuing = new Block();
        Handle<Expression>[] breakIf = newHandleArray();
        fc.loopDepth++;
        try {
            fc.inBlock(irBody, () -> {
                if (condition != null && !testAfter) {
                    exitUnless(condition);
                }
                nested(body);
            });
        } finally {
            fc.loopDepth--;
        }
        fc.inBlock(continuing, () -> {
            if (step != null) {
                try {
                    x.lower(fc, step);
                } catch (CgLowerer.Abort a) {
                    // recorded
                }
            }
            if (testAfter) {
                Handle<Expression> c = x.condition(fc, x.value(fc, condition), condition.span());
                breakIf[0] = fc.append(new Expression.Unary(UnaryOperator.LOGICAL_NOT, c), condition.span());
            }
        });
        fc.addStatement(new Statement.Loop(irBody, continuing, breakIf[0]), span);
    }

    @SuppressWarnings("unchecked")
    private static Handle<Expression>[] newHandleArray() {
        return new Handle[1];
    }

    /// `if (!condition) break;`
    private void exitUnless(Ast.Expr condition) {
        try {
            Handle<Expression> c = x.condition(fc, x.value(fc, condition), condition.span());
            Handle<Expression> not = fc.append(new Expression.Unary(UnaryOperator.LOGICAL_NOT, c), condition.span());
            Block exit = new Block();
            exit.add(new Statement.Break(), condition.span());
            fc.addStatement(new Statement.If(not, exit, new Block()), condition.span());
        } catch (CgLowerer.Abort a) {
            // recorded
        }
    }

    private void returnStatement(Ast.Return r) {
        if (r.value() == null) {
            if (!(fc.result instanceof CgType.Void)) {
                throw lw.error(new CgSemanticError.TypeMismatch(r.span(), fc.result.text(), "no value"));
            }
            fc.addStatement(new Statement.Return(null), r.span());
            return;
        }
        if (fc.result instanceof CgType.Void) {
            throw lw.error(new CgSemanticError.TypeMismatch(r.value().span(), "no value (the function returns void)", "a value"));
        }
        Val.Rv v = x.valueAs(fc, r.value(), fc.result);
        fc.addStatement(new Statement.Return(v.expr()), r.span());
    }
}
