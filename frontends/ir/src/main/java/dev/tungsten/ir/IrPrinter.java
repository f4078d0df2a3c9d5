package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.List;

/// Writes a module as readable text (`tungsten compile --emit ir`): types, constants, overrides,
/// globals, then each function's expressions (`%n = ...`, with the type the validator gave when
/// `info` is supplied) and its statement tree. The format is for people and snapshot tests, not
/// for parsing back.
public final class IrPrinter {
    private final Module m;
    private final ModuleInfo info;
    private final StringBuilder out = new StringBuilder();

    private IrPrinter(Module m, ModuleInfo info) {
        this.m = m;
        this.info = info;
    }

    public static String print(Module module, ModuleInfo info) {
        IrPrinter p = new IrPrinter(module, info);
        p.module();
        return p.out.toString();
    }

    private void line(int indent, String text) {
        out.append("  ".repeat(indent)).append(text).append('\n');
    }

    private String type(Handle<Type> t) {
        return TypePrinter.name(m, t);
    }

    private void module() {
        for (Handle<Type> t : m.types()) {
            Type ty = m.types().get(t);
            if (ty.inner() instanceof TypeInner.Struct s) {
                List<String> members = new ArrayList<>();
                for (TypeInner.StructMember mem : s.members()) {
                    members.add(mem.name() + ": " + type(mem.type()) + " @" + mem.offset()
                            + (mem.binding() != null ? " " + binding(mem.binding()) : ""));
                }
                line(0, "type " + t + " = struct " + ty.name() + " { " + String.join(", ", members) + " } size "
                        + s.span() + " align " + s.align());
            } else {
                line(0, "type " + t + " = " + TypePrinter.name(m, ty.inner()));
            }
        }
        for (Handle<Expression> h : m.globalExpressions()) {
            line(0, "const-expr %" + h.index() + " = " + expression(m.globalExpressions().get(h)));
        }
        for (Handle<Constant> c : m.constants()) {
            Constant k = m.constants().get(c);
            line(0, "const " + k.name() + ": " + type(k.type()) + " = %" + k.init().index());
        }
        for (Handle<OverrideConstant> o : m.overrides()) {
            OverrideConstant k = m.overrides().get(o);
            line(0, "override " + k.name() + (k.id() >= 0 ? " @id(" + k.id() + ")" : "") + ": " + type(k.type())
                    + (k.init() != null ? " = %" + k.init().index() : ""));
        }
        for (Handle<GlobalVariable> g : m.globals()) {
            GlobalVariable v = m.globals().get(g);
            line(0, "global " + g + " " + v.name() + ": " + type(v.type()) + " in " + v.space().text()
                    + (v.space() == AddressSpace.STORAGE ? " " + v.access().text() : "")
                    + (v.binding() != null ? " @group(" + v.binding().group() + ") @binding(" + v.binding().binding() + ")" : "")
                    + (v.init() != null ? " = %" + v.init().index() : ""));
        }
        for (Handle<Function> f : m.functions()) {
            function(f);
        }
        for (EntryPoint ep : m.entryPoints()) {
            line(0, "entry " + ep.stage().text() + " " + ep.name() + " = fn " + ep.function()
                    + (ep.workgroupSize().isEmpty() ? "" : " workgroup_size(%" + ep.workgroupSize().get(0).index() + ", %"
                    + ep.workgroupSize().get(1).index() + ", %" + ep.workgroupSize().get(2).index() + ")"));
        }
    }

    private static String binding(Binding b) {
        return switch (b) {
            case Binding.BuiltIn bi -> "@builtin(" + bi.value().text() + (bi.depth() != null ? ", " + bi.depth().text() : "") + ")"
                    + (bi.invariant() ? " @invariant" : "");
            case Binding.Color c -> "@color(" + c.target() + ")";
            case Binding.Location l -> "@location(" + l.location() + ")"
                    + (l.interpolation() != null ? " @interpolate(" + l.interpolation().text()
                    + (l.sampling() != null ? ", " + l.sampling().text() : "") + ")" : "")
                    + (l.blendSource() != null ? " @blend_src(" + l.blendSource() + ")" : "");
        };
    }

    private void function(Handle<Function> h) {
        Function f = m.functions().get(h);
        List<String> args = new ArrayList<>();
        for (Function.Argument a : f.arguments()) {
            args.add(a.name() + ": " + type(a.type()) + (a.binding() != null ? " " + binding(a.binding()) : ""));
        }
        String result = f.result() == null ? "" : " -> " + type(f.result().type())
                + (f.result().binding() != null ? " " + binding(f.result().binding()) : "");
        line(0, "fn " + h + " " + f.name() + "(" + String.join(", ", args) + ")" + result + " {");
        for (Handle<LocalVariable> l : f.localVariables()) {
            LocalVariable v = f.localVariables().get(l);
            line(1, "var " + l + " " + v.name() + ": " + type(v.type()));
        }
        ModuleInfo.FunctionInfo fi = info == null || info.functions().isEmpty() ? null : info.function(h);
        for (Handle<Expression> e : f.expressions()) {
            String name = f.namedExpressions().get(e);
            String typ = fi != null && fi.types()[e.index()] != null ? ": " + TypePrinter.name(m, fi.types()[e.index()].inner()) : "";
            line(1, "%" + e.index() + typ + " = " + expression(f.expressions().get(e)) + (name != null ? "  // " + name : ""));
        }
        block(f.body(), 1);
        line(0, "}");
    }

    private static String ref(Handle<Expression> h) {
        return h == null ? "_" : "%" + h.index();
    }

    private String expression(Expression e) {
        return switch (e) {
            case Expression.Lit l -> l.value().toString();
            case Expression.ConstantRef c -> "constant " + m.constants().get(c.constant()).name();
            case Expression.OverrideRef o -> "override " + m.overrides().get(o.override()).name();
            case Expression.ZeroValue z -> "zero " + type(z.type());
            case Expression.Compose c -> "compose " + type(c.type()) + "(" + String.join(", ",
                    c.components().stream().map(IrPrinter::ref).toList()) + ")";
            case Expression.Access a -> "access " + ref(a.base()) + "[" + ref(a.index()) + "]";
            case Expression.AccessIndex a -> "access " + ref(a.base()) + "." + a.index();
            case Expression.Splat s -> "splat" + s.size() + " " + ref(s.value());
            case Expression.Swizzle s -> "swizzle " + ref(s.vector()) + " " + s.pattern();
            case Expression.ArgumentRef a -> "argument " + a.index();
            case Expression.GlobalRef g -> "global " + m.globals().get(g.variable()).name();
            case Expression.LocalRef l -> "local " + l.variable();
            case Expression.Load l -> "load " + ref(l.pointer());
            case Expression.ImageSample s -> "image-sample " + ref(s.image()) + ", " + ref(s.sampler()) + ", "
                    + ref(s.coordinate()) + (s.arrayIndex() != null ? " layer " + ref(s.arrayIndex()) : "")
                    + (s.depthRef() != null ? " compare " + ref(s.depthRef()) : "")
                    + (s.gather() != null ? " gather " + s.gather() : "") + " level " + s.level();
            case Expression.ImageLoad l -> "image-load " + ref(l.image()) + ", " + ref(l.coordinate())
                    + (l.arrayIndex() != null ? " layer " + ref(l.arrayIndex()) : "")
                    + (l.level() != null ? " level " + ref(l.level()) : "") + (l.sample() != null ? " sample " + ref(l.sample()) : "");
            case Expression.ImageQuery q -> "image-query " + ref(q.image()) + " " + q.query();
            case Expression.Unary u -> u.op().name().toLowerCase() + " " + ref(u.expr());
            case Expression.Binary b -> ref(b.left()) + " " + b.op().symbol() + " " + ref(b.right());
            case Expression.Select s -> "select " + ref(s.condition()) + " ? " + ref(s.accept()) + " : " + ref(s.reject());
            case Expression.Derivative d -> "derivative-" + d.axis().name().toLowerCase() + "-" + d.control().name().toLowerCase()
                    + " " + ref(d.expr());
            case Expression.Relational r -> r.fun().name().toLowerCase() + " " + ref(r.argument());
            case Expression.Math mf -> mf.fun().spelling() + "(" + String.join(", ",
                    java.util.stream.Stream.of(mf.arg(), mf.arg1(), mf.arg2(), mf.arg3()).filter(a -> a != null)
                            .map(IrPrinter::ref).toList()) + ")";
            case Expression.As as -> (as.isBitcast() ? "bitcast " : "convert ") + ref(as.expr()) + " to "
                    + as.kind().name().toLowerCase() + (as.isBitcast() ? "" : as.width() * 8);
            case Expression.CallResult c -> "call-result " + m.functions().get(c.function()).name();
            case Expression.AtomicResult a -> "atomic-result " + type(a.type());
            case Expression.WorkGroupUniformLoadResult w -> "workgroup-uniform-load-result " + type(w.type());
            case Expression.SubgroupResult r -> "subgroup-result " + type(r.type());
            case Expression.ArrayLength a -> "array-length " + ref(a.pointer());
        };
    }

    private void block(Block b, int indent) {
        for (Statement s : b) {
            statement(s, indent);
        }
    }

    private void statement(Statement s, int indent) {
        switch (s) {
            case Statement.Emit e -> line(indent, "emit %" + e.range().start() + "..%" + (e.range().end() - 1));
            case Statement.BlockStatement bs -> {
                line(indent, "block {");
                block(bs.body(), indent + 1);
                line(indent, "}");
            }
            case Statement.If i -> {
                line(indent, "if " + ref(i.condition()) + " {");
                block(i.accept(), indent + 1);
                if (!i.reject().isEmpty()) {
                    line(indent, "} else {");
                    block(i.reject(), indent + 1);
                }
                line(indent, "}");
            }
            case Statement.Switch sw -> {
                line(indent, "switch " + ref(sw.selector()) + " {");
                for (Statement.SwitchCase c : sw.cases()) {
                    String label = switch (c.value()) {
                        case Statement.SwitchValue.I32 v -> "case " + v.value() + "i";
                        case Statement.SwitchValue.U32 v -> "case " + v.value() + "u";
                        case Statement.SwitchValue.Default d -> "default";
                    };
                    line(indent + 1, label + (c.fallThrough() ? " (falls through)" : "") + " {");
                    block(c.body(), indent + 2);
                    line(indent + 1, "}");
                }
                line(indent, "}");
            }
            case Statement.Loop l -> {
                line(indent, "loop {");
                block(l.body(), indent + 1);
                if (!l.continuing().isEmpty() || l.breakIf() != null) {
                    line(indent, "} continuing {");
                    block(l.continuing(), indent + 1);
                    if (l.breakIf() != null) {
                        line(indent + 1, "break if " + ref(l.breakIf()));
                    }
                }
                line(indent, "}");
            }
            case Statement.Break b -> line(indent, "break");
            case Statement.Continue c -> line(indent, "continue");
            case Statement.Return r -> line(indent, "return" + (r.value() != null ? " " + ref(r.value()) : ""));
            case Statement.Kill k -> line(indent, "kill");
            case Statement.Barrier b -> line(indent, "barrier " + b.flags());
            case Statement.Store st -> line(indent, "store " + ref(st.pointer()) + " = " + ref(st.value()));
            case Statement.ImageStore is -> line(indent, "image-store " + ref(is.image()) + ", " + ref(is.coordinate())
                    + (is.arrayIndex() != null ? " layer " + ref(is.arrayIndex()) : "") + " = " + ref(is.value()));
            case Statement.Atomic a -> line(indent, (a.result() != null ? ref(a.result()) + " = " : "") + "atomic-"
                    + a.fun().name().toLowerCase() + " " + ref(a.pointer()) + ", " + ref(a.value())
                    + (a.compare() != null ? " compare " + ref(a.compare()) : ""));
            case Statement.WorkGroupUniformLoad w -> line(indent, ref(w.result()) + " = workgroup-uniform-load " + ref(w.pointer()));
            case Statement.Subgroup sg -> line(indent, ref(sg.result()) + " = " + sg.fun().spelling()
                    + (sg.argument() != null ? " " + ref(sg.argument()) : "") + (sg.index() != null ? ", " + ref(sg.index()) : ""));
            case Statement.Call c -> line(indent, (c.result() != null ? ref(c.result()) + " = " : "") + "call "
                    + m.functions().get(c.function()).name() + "(" + String.join(", ",
                    c.arguments().stream().map(IrPrinter::ref).toList()) + ")");
        }
    }
}
