package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.UregDst;
import dev.tungsten.tgsi.UregSrc;

/// Lowers the expressions an `Emit` evaluates: each becomes a [RegisterValue] in fresh temporaries (so a
/// later store cannot change a value already computed, as the IR's evaluation rules require) or,
/// for pointers, a [Place]. Constants become immediates. Arithmetic follows WGSL's run-time
/// rules where TGSI differs: integer division and remainder by zero (and of the most negative
/// i32 by -1) give `e1` and 0, float-to-integer conversion saturates, booleans are 0 / ~0.
///
/// One exhaustive switch over the expression variants, hence its length.
final class TgsiExpressions {
    private final TgsiLowering l;

    TgsiExpressions(TgsiLowering l) {
        this.l = l;
    }

    private TypeInner type(TgsiStatements.Frame fr, Handle<Expression> h) {
        return fr.info.types()[h.index()].inner();
    }

    /// The value of `h`; pre-emitted expressions (literals, variables, arguments) are evaluated
    /// on first use, which emits no instruction.
    private Object get(TgsiStatements.Frame fr, Handle<Expression> h) {
        Object o = fr.values[h.index()];
        if (o == null && fr.f.expressions().get(h).isPreEmitted()) {
            o = evaluate(fr, h);
            fr.values[h.index()] = o;
        }
        return o;
    }

    RegisterValue val(TgsiStatements.Frame fr, Handle<Expression> h) {
        Object o = get(fr, h);
        if (o instanceof RegisterValue v) {
            return v;
        }
        throw new TgsiLoweringException(fr.f.expressions().span(h), "expression [" + h.index() + "] has no value here");
    }

    Place place(TgsiStatements.Frame fr, Handle<Expression> h) {
        Object o = get(fr, h);
        if (o instanceof Place p) {
            return p;
        }
        throw new TgsiLoweringException(fr.f.expressions().span(h), "expression [" + h.index() + "] is not a pointer");
    }

    private UregSrc src(TgsiStatements.Frame fr, Handle<Expression> h) {
        return val(fr, h).single();
    }

    /// Evaluates expression `h` (its operands were evaluated before).
    Object evaluate(TgsiStatements.Frame fr, Handle<Expression> h) {
        Expression e = fr.f.expressions().get(h);
        Span span = fr.f.expressions().span(h);
        TypeInner t = type(fr, h);
        // Every value is checked where it is made, so no operation sees a type the registers
        // cannot hold (a vec3<f64> would otherwise be composed into one register and misread).
        l.checkType(t, span);
        return switch (e) {
            case Expression.Lit lit -> constant(new ConstValue.Lit(lit.value()), t);
            case Expression.ConstantRef c -> constant(l.constant(l.m.constants().get(c.constant()).init()), t);
            case Expression.OverrideRef o -> constant(l.overrides.get(o.override().index()), t);
            case Expression.ZeroValue z -> constant(l.ev.zero(z.type()), t);
            case Expression.Compose c -> compose(fr, c, t);
            case Expression.Access a -> {
                UregSrc index = src(fr, a.index());
                if (get(fr, a.base()) instanceof Place p) {
                    yield l.mem.access(p, index, span);
                }
                yield dynamicElement(fr, a.base(), index, span);
            }
            case Expression.AccessIndex a -> {
                if (get(fr, a.base()) instanceof Place p) {
                    yield l.mem.access(p, a.index(), span);
                }
                yield staticElement(val(fr, a.base()), type(fr, a.base()), a.index());
            }
            case Expression.Splat s when TgsiInt64.is(t) -> l.int64.splat(val(fr, s.value()), s.size());
            case Expression.Splat s -> RegisterValue.of(src(fr, s.value()).xxxx());
            case Expression.Swizzle s when TgsiInt64.is(t) -> l.int64.swizzle(val(fr, s.vector()), s.pattern());
            case Expression.Swizzle s -> {
                List<Integer> p = s.pattern();
                int last = p.getLast();
                yield RegisterValue.of(src(fr, s.vector()).swizzle(p.get(0), p.size() > 1 ? p.get(1) : last,
                        p.size() > 2 ? p.get(2) : last, p.size() > 3 ? p.get(3) : last));
            }
            case Expression.ArgumentRef a -> fr.args[a.index()];
            case Expression.GlobalRef g -> {
                Object o = l.io.globals.get(g.variable().index());
                if (o == null) {
                    throw new TgsiLoweringException(span, "global `" + l.m.globals().get(g.variable()).name() + "` is not bound");
                }
                yield o;
            }
            case Expression.LocalRef lr -> new Place.InRegisters(fr.locals[lr.variable().index()], 0, null,
                    l.m.inner(fr.f.localVariables().get(lr.variable()).type()), -1, null);
            case Expression.Load ld -> l.mem.load(place(fr, ld.pointer()), span);
            case Expression.ImageSample s -> l.builtins.sample(fr, s, span);
            case Expression.ImageLoad il -> l.builtins.imageLoad(fr, il, span);
            case Expression.ImageQuery q -> l.builtins.imageQuery(fr, q, t, span);
            case Expression.Unary un -> unary(fr, un, t, span);
            case Expression.Binary b -> l.half.round(binary(fr, b, t, span), t);
            case Expression.Select s -> select(fr, s, t);
            case Expression.Derivative d -> derivative(fr, d, t);
            case Expression.Relational r -> relational(fr, r, span);
            case Expression.Math mf -> TgsiHalf.EXACT.contains(mf.fun()) ? l.builtins.math(fr, mf, t, span)
                    : l.half.round(l.builtins.math(fr, mf, t, span), t);
            case Expression.As as -> as.isBitcast() || TgsiHalf.isHalf(type(fr, as.expr()).scalar()) ? convert(fr, as, t, span)
                    : l.half.round(convert(fr, as, t, span), t);
            case Expression.CallResult c -> fr.values[h.index()];
            case Expression.AtomicResult a -> fr.values[h.index()];
            case Expression.WorkGroupUniformLoadResult w -> fr.values[h.index()];
            case Expression.SubgroupResult r -> fr.values[h.index()];
            case Expression.ArrayLength a -> RegisterValue.of(l.mem.arrayLength(place(fr, a.pointer()), span));
        };
    }

    // ------------------------------------------------------------------ constants

    /// A constant as immediates: one immediate per scalar or vector slot.
    RegisterValue constant(ConstValue v, TypeInner t) {
        List<UregSrc> slots = new ArrayList<>();
        constantSlots(v, t, slots);
        return new RegisterValue(slots, null);
    }

    private void constantSlots(ConstValue v, TypeInner t, List<UregSrc> out) {
        switch (t) {
            case TypeInner.ScalarType s when TgsiInt64.is(s.scalar()) -> out.addAll(l.int64.constant(List.of(
                    v instanceof ConstValue.Lit lit ? lit.literal() : Literal.zero(s.scalar()))).slots());
            case TypeInner.Vector vec when TgsiInt64.is(vec.scalar()) -> {
                List<Literal> lits = new ArrayList<>();
                for (ConstValue c : l.ev.components(v)) {
                    lits.add(ConstEvaluator.literal(c));
                }
                out.addAll(l.int64.constant(lits).slots());
            }
            case TypeInner.ScalarType s -> out.add(immediate(s.scalar(), List.of(v instanceof ConstValue.Lit lit ? lit.literal()
                    : Literal.zero(s.scalar()))));
            case TypeInner.Vector vec -> {
                List<Literal> lits = new ArrayList<>();
                List<ConstValue> comps = l.ev.components(v);
                for (ConstValue c : comps) {
                    lits.add(ConstEvaluator.literal(c));
                }
                out.add(immediate(vec.scalar(), lits));
            }
            case TypeInner.Atomic a when TgsiInt64.is(a.scalar()) -> out.addAll(l.int64.constant(List.of(Literal.zero(a.scalar()))).slots());
            case TypeInner.Atomic a -> out.add(immediate(a.scalar(), List.of(Literal.zero(a.scalar()))));
            default -> {
                List<ConstValue> comps = l.ev.components(v);
                for (int i = 0; i < comps.size(); i++) {
                    constantSlots(comps.get(i), l.mem.elementType(t, i), out);
                }
            }
        }
    }

    private UregSrc immediate(Scalar s, List<Literal> lits) {
        int n = lits.size();
        switch (s.kind()) {
            case FLOAT -> {
                if (s.width() == 8) {
                    if (n > 2) {
                        throw l.unsupported(Span.UNDEFINED, "an f64 vector wider than two components");
                    }
                    double[] dv = new double[n];
                    for (int i = 0; i < n; i++) {
                        dv[i] = lits.get(i).asDouble();
                    }
                    return l.u.immDouble(dv);
                }
                float[] f = new float[n];
                for (int i = 0; i < n; i++) {
                    f[i] = (float) lits.get(i).asDouble();
                }
                return l.u.immFloat(f);
            }
            case BOOL -> {
                int[] b = new int[n];
                for (int i = 0; i < n; i++) {
                    b[i] = ((Literal.Bool) lits.get(i)).value() ? -1 : 0;
                }
                return l.u.immUint(b);
            }
            case SINT -> {
                int[] v = new int[n];
                for (int i = 0; i < n; i++) {
                    v[i] = (int) lits.get(i).asLong();
                }
                return l.u.immInt(v);
            }
            default -> {
                int[] v = new int[n];
                for (int i = 0; i < n; i++) {
                    v[i] = (int) lits.get(i).asLong();
                }
                return l.u.immUint(v);
            }
        }
    }

    // ------------------------------------------------------------------ composites

    private RegisterValue compose(TgsiStatements.Frame fr, Expression.Compose c, TypeInner t) {
        if (t instanceof TypeInner.Vector && TgsiInt64.is(t)) {
            List<RegisterValue> parts = new ArrayList<>();
            List<TypeInner> types = new ArrayList<>();
            for (Handle<Expression> part : c.components()) {
                parts.add(val(fr, part));
                types.add(type(fr, part));
            }
            return l.int64.compose(parts, types);
        }
        if (t instanceof TypeInner.Vector v) {
            UregDst d = l.u.temporary();
            int at = 0;
            for (Handle<Expression> part : c.components()) {
                int n = TgsiLowering.width(type(fr, part));
                UregSrc s = src(fr, part);
                int[] sw = new int[4];
                for (int k = 0; k < 4; k++) {
                    sw[k] = Math.max(0, Math.min(n - 1, k - at));
                }
                l.u.emit(TgsiOpcode.MOV, d.mask(((1 << n) - 1) << at), s.swizzle(sw[0], sw[1], sw[2], sw[3]));
                at += n;
            }
            return RegisterValue.of(d.toSrc());
        }
        RegisterValue out = l.newRegisterValue(t);
        int slot = 0;
        for (Handle<Expression> part : c.components()) {
            RegisterValue pv = val(fr, part);
            for (int k = 0; k < pv.size(); k++) {
                l.u.emit(TgsiOpcode.MOV, out.slot(slot++).toDst(), pv.slot(k));
            }
        }
        return out;
    }

    /// Element `i` of a composite value.
    private RegisterValue staticElement(RegisterValue base, TypeInner t, int i) {
        if (t instanceof TypeInner.Vector && TgsiInt64.is(t)) {
            return l.int64.component(base, i);
        }
        if (t instanceof TypeInner.Vector) {
            return RegisterValue.of(base.single().scalar(i));
        }
        if (t instanceof TypeInner.BindingArray) {
            return RegisterValue.of(base.slot(i));
        }
        int start = 0;
        if (t instanceof TypeInner.Struct s) {
            for (int k = 0; k < i; k++) {
                start += l.slots(l.m.inner(s.members().get(k).type()));
            }
        } else {
            start = i * l.slots(l.mem.elementType(t, i));
        }
        int n = l.slots(l.mem.elementType(t, i));
        return new RegisterValue(base.slots().subList(start, start + n), null);
    }

    /// Element `index.x` of a composite value: a vector component by selection, a column or
    /// array element by indirect addressing into a TEMP array copy of the value.
    private RegisterValue dynamicElement(TgsiStatements.Frame fr, Handle<Expression> baseH, UregSrc index, Span span) {
        TypeInner t = type(fr, baseH);
        RegisterValue base = val(fr, baseH);
        if (t instanceof TypeInner.Vector v) {
            UregDst clamped = l.scalarTemp();
            l.u.emit(TgsiOpcode.UMIN, clamped, index.xxxx(), l.immU(v.size() - 1));
            if (TgsiInt64.is(v.scalar())) {
                return l.int64.select(base.slots(), clamped.toSrc(), v.size());
            }
            return RegisterValue.of(l.mem.select(base.single(), clamped.toSrc(), v.size()));
        }
        if (t instanceof TypeInner.BindingArray) {
            int count = base.size();
            UregDst clamped = l.scalarTemp();
            l.u.emit(TgsiOpcode.UMIN, clamped, index.xxxx(), l.immU(count - 1));
            return RegisterValue.of(base.slot(0).indirect(l.address(clamped.toSrc())));
        }
        RegisterValue holder = base;
        if (holder.storage() == null || holder.size() == 1) {
            holder = l.newRegisterValue(t);
            for (int k = 0; k < base.size(); k++) {
                l.u.emit(TgsiOpcode.MOV, holder.slot(k).toDst(), base.slot(k));
            }
        }
        Place p = l.mem.access(new Place.InRegisters(holder, 0, null, t, -1, null), index, span);
        return l.mem.load(p, span);
    }

    // ------------------------------------------------------------------ operators

    private UregDst result(TypeInner t) {
        return l.u.temporary().mask(TgsiLowering.mask(TgsiLowering.width(t)));
    }

    private RegisterValue unary(TgsiStatements.Frame fr, Expression.Unary un, TypeInner t, Span span) {
        RegisterValue v = val(fr, un.expr());
        if (t instanceof TypeInner.Matrix) {
            RegisterValue out = l.newRegisterValue(t);
            for (int k = 0; k < v.size(); k++) {
                l.u.emit(TgsiOpcode.MOV, out.slot(k).toDst(), v.slot(k).negate());
            }
            return out;
        }
        if (TgsiInt64.is(t)) {
            return l.int64.unary(un.op(), v, t);
        }
        UregDst d = result(t);
        if (t.scalar().width() == 8) {
            l.checkType(t, span);
            l.u.emit(TgsiOpcode.DNEG, d, v.single());
            return RegisterValue.of(d.toSrc());
        }
        switch (un.op()) {
            case NEGATE -> l.u.emit(t.scalar().kind() == ScalarKind.FLOAT ? TgsiOpcode.MOV : TgsiOpcode.INEG, d,
                    t.scalar().kind() == ScalarKind.FLOAT ? v.single().negate() : v.single());
            case LOGICAL_NOT, BITWISE_NOT -> l.u.emit(TgsiOpcode.NOT, d, v.single());
        }
        return RegisterValue.of(d.toSrc());
    }

    private RegisterValue binary(TgsiStatements.Frame fr, Expression.Binary b, TypeInner t, Span span) {
        TypeInner lt = type(fr, b.left());
        TypeInner rt = type(fr, b.right());
        RegisterValue lv = val(fr, b.left());
        RegisterValue rv = val(fr, b.right());
        if (lt instanceof TypeInner.Matrix || rt instanceof TypeInner.Matrix) {
            return l.builtins.matrixBinary(b.op(), lv, lt, rv, rt, t);
        }
        if (TgsiInt64.is(lt)) {
            return l.int64.binary(b.op(), lv, lt, rv, t);
        }
        UregSrc a = lv.single();
        UregSrc c = rv.single();
        ScalarKind k = lt.scalar().kind();
        if (lt.scalar().width() == 8) {
            l.checkType(lt, span);
            UregDst d = result(t);
            switch (b.op()) {
                case ADD -> l.u.emit(TgsiOpcode.DADD, d, a, c);
                case SUBTRACT -> l.u.emit(TgsiOpcode.DADD, d, a, c.negate());
                case MULTIPLY -> l.u.emit(TgsiOpcode.DMUL, d, a, c);
                case DIVIDE -> l.u.emit(TgsiOpcode.DDIV, d, a, c);
                default -> throw l.unsupported(span, "operator `" + b.op().symbol() + "` on f64");
            }
            return RegisterValue.of(d.toSrc());
        }
        boolean f = k == ScalarKind.FLOAT;
        boolean signed = k == ScalarKind.SINT;
        UregDst d = result(t);
        switch (b.op()) {
            case ADD -> l.u.emit(f ? TgsiOpcode.ADD : TgsiOpcode.UADD, d, a, c);
            case SUBTRACT -> l.u.emit(f ? TgsiOpcode.ADD : TgsiOpcode.UADD, d, a, c.negate());
            case MULTIPLY -> l.u.emit(f ? TgsiOpcode.MUL : TgsiOpcode.UMUL, d, a, c);
            case DIVIDE, MODULO -> {
                boolean div = b.op() == BinaryOperator.DIVIDE;
                if (f) {
                    if (div) {
                        l.u.emit(TgsiOpcode.DIV, d, a, c);
                    } else {
                        // WGSL's float remainder truncates: a - b * trunc(a / b).
                        UregDst q = result(t);
                        l.u.emit(TgsiOpcode.DIV, q, a, c);
                        l.u.emit(TgsiOpcode.TRUNC, q, q.toSrc());
                        l.u.emit(TgsiOpcode.MAD, d, q.toSrc().negate(), c, a);
                    }
                } else {
                    UregSrc safe = safeDivisor(a, c, signed, t);
                    l.u.emit(div ? (signed ? TgsiOpcode.IDIV : TgsiOpcode.UDIV) : (signed ? TgsiOpcode.MOD : TgsiOpcode.UMOD), d, a, safe);
                }
            }
            case EQUAL -> l.u.emit(f ? TgsiOpcode.FSEQ : TgsiOpcode.USEQ, d, a, c);
            case NOT_EQUAL -> l.u.emit(f ? TgsiOpcode.FSNE : TgsiOpcode.USNE, d, a, c);
            case LESS -> l.u.emit(f ? TgsiOpcode.FSLT : signed ? TgsiOpcode.ISLT : TgsiOpcode.USLT, d, a, c);
            case GREATER_EQUAL -> l.u.emit(f ? TgsiOpcode.FSGE : signed ? TgsiOpcode.ISGE : TgsiOpcode.USGE, d, a, c);
            case GREATER -> l.u.emit(f ? TgsiOpcode.FSLT : signed ? TgsiOpcode.ISLT : TgsiOpcode.USLT, d, c, a);
            case LESS_EQUAL -> l.u.emit(f ? TgsiOpcode.FSGE : signed ? TgsiOpcode.ISGE : TgsiOpcode.USGE, d, c, a);
            case AND, LOGICAL_AND -> l.u.emit(TgsiOpcode.AND, d, a, c);
            case INCLUSIVE_OR, LOGICAL_OR -> l.u.emit(TgsiOpcode.OR, d, a, c);
            case EXCLUSIVE_OR -> l.u.emit(TgsiOpcode.XOR, d, a, c);
            // TGSI masks the shift count with 31, as WGSL's run-time shifts do (§8.9).
            case SHIFT_LEFT -> l.u.emit(TgsiOpcode.SHL, d, a, c);
            case SHIFT_RIGHT -> l.u.emit(signed ? TgsiOpcode.ISHR : TgsiOpcode.USHR, d, a, c);
        }
        return RegisterValue.of(d.toSrc());
    }

    /// The divisor with 0 (and, for i32, -1 when the dividend is the most negative value)
    /// replaced by 1, so that `a / b` gives `a` and `a % b` gives 0 in those cases (§8.7).
    private UregSrc safeDivisor(UregSrc a, UregSrc b, boolean signed, TypeInner t) {
        UregDst bad = result(t);
        l.u.emit(TgsiOpcode.USEQ, bad, b, l.immU(0));
        if (signed) {
            UregDst minA = result(t);
            UregDst minusOne = result(t);
            l.u.emit(TgsiOpcode.USEQ, minA, a, l.immU(Integer.MIN_VALUE));
            l.u.emit(TgsiOpcode.USEQ, minusOne, b, l.immU(-1));
            l.u.emit(TgsiOpcode.AND, minA, minA.toSrc(), minusOne.toSrc());
            l.u.emit(TgsiOpcode.OR, bad, bad.toSrc(), minA.toSrc());
        }
        UregDst safe = result(t);
        l.u.emit(TgsiOpcode.UCMP, safe, bad.toSrc(), l.immU(1), b);
        return safe.toSrc();
    }

    private RegisterValue select(TgsiStatements.Frame fr, Expression.Select s, TypeInner t) {
        UregSrc cond = src(fr, s.condition());
        RegisterValue a = val(fr, s.accept());
        RegisterValue r = val(fr, s.reject());
        boolean scalarCond = type(fr, s.condition()) instanceof TypeInner.ScalarType;
        if (TgsiInt64.is(t)) {
            return l.int64.select(cond, scalarCond, a, r, t);
        }
        if (a.size() == 1) {
            UregDst d = result(t);
            l.u.emit(TgsiOpcode.UCMP, d, scalarCond ? cond.xxxx() : cond, a.single(), r.single());
            return RegisterValue.of(d.toSrc());
        }
        RegisterValue out = l.newRegisterValue(t);
        for (int k = 0; k < out.size(); k++) {
            l.u.emit(TgsiOpcode.UCMP, out.slot(k).toDst(), cond.xxxx(), a.slot(k), r.slot(k));
        }
        return out;
    }

    private RegisterValue derivative(TgsiStatements.Frame fr, Expression.Derivative d, TypeInner t) {
        UregSrc x = src(fr, d.expr());
        boolean fine = d.control() == DerivativeControl.FINE;
        TgsiOpcode ddx = fine ? TgsiOpcode.DDX_FINE : TgsiOpcode.DDX;
        TgsiOpcode ddy = fine ? TgsiOpcode.DDY_FINE : TgsiOpcode.DDY;
        UregDst out = result(t);
        switch (d.axis()) {
            case X -> l.u.emit(ddx, out, x);
            case Y -> l.u.emit(ddy, out, x);
            case WIDTH -> {
                UregDst dx = result(t);
                UregDst dy = result(t);
                l.u.emit(ddx, dx, x);
                l.u.emit(ddy, dy, x);
                l.u.emit(TgsiOpcode.ADD, out, dx.toSrc().abs(), dy.toSrc().abs());
            }
        }
        return RegisterValue.of(out.toSrc());
    }

    private RegisterValue relational(TgsiStatements.Frame fr, Expression.Relational r, Span span) {
        TypeInner t = type(fr, r.argument());
        UregSrc x = src(fr, r.argument());
        int n = TgsiLowering.width(t);
        switch (r.fun()) {
            case ALL, ANY -> {
                UregDst d = l.scalarTemp();
                TgsiOpcode op = r.fun() == RelationalFunction.ALL ? TgsiOpcode.AND : TgsiOpcode.OR;
                l.u.emit(TgsiOpcode.MOV, d, x.xxxx());
                for (int c = 1; c < n; c++) {
                    l.u.emit(op, d, d.toSrc().xxxx(), x.scalar(c));
                }
                return RegisterValue.of(d.toSrc());
            }
            case IS_NAN -> {
                UregDst d = result(t);
                l.u.emit(TgsiOpcode.FSNE, d, x, x);
                return RegisterValue.of(d.toSrc());
            }
            case IS_INF -> {
                UregDst d = result(t);
                l.u.emit(TgsiOpcode.FSEQ, d, x.abs(), l.immF(Float.POSITIVE_INFINITY));
                return RegisterValue.of(d.toSrc());
            }
        }
        throw new IllegalStateException();
    }

    // ------------------------------------------------------------------ conversions

    private RegisterValue convert(TgsiStatements.Frame fr, Expression.As as, TypeInner t, Span span) {
        TypeInner from = type(fr, as.expr());
        RegisterValue v = val(fr, as.expr());
        l.checkType(from, span);
        l.checkType(t, span);
        if (as.isBitcast()) {
            return v;
        }
        if (TgsiInt64.is(from) || TgsiInt64.is(t)) {
            return l.int64.convert(v, from, t, span);
        }
        if (from.scalar().width() == 8 || t.scalar().width() == 8) {
            return convertDouble(v.single(), from.scalar(), t, span);
        }
        if (from instanceof TypeInner.Matrix) {
            return v;
        }
        ScalarKind fk = from.scalar().kind();
        ScalarKind tk = t.scalar().kind();
        if (fk == tk || (fk != ScalarKind.FLOAT && fk != ScalarKind.BOOL && tk != ScalarKind.FLOAT && tk != ScalarKind.BOOL)) {
            return v;
        }
        UregSrc x = v.single();
        UregDst d = result(t);
        switch (tk) {
            case BOOL -> l.u.emit(fk == ScalarKind.FLOAT ? TgsiOpcode.FSNE : TgsiOpcode.USNE, d, x,
                    fk == ScalarKind.FLOAT ? l.immF(0f) : l.immU(0));
            case FLOAT -> {
                switch (fk) {
                    case BOOL -> l.u.emit(TgsiOpcode.AND, d, x, l.immU(Float.floatToRawIntBits(1f)));
                    case SINT -> l.u.emit(TgsiOpcode.I2F, d, x);
                    default -> l.u.emit(TgsiOpcode.U2F, d, x);
                }
            }
            default -> {
                if (fk == ScalarKind.BOOL) {
                    l.u.emit(TgsiOpcode.AND, d, x, l.immU(1));
                } else {
                    // Saturate first: WGSL clamps out-of-range floats (§15.7.6), TGSI leaves them undefined.
                    // The largest float below the type's limit converts exactly; at or above the
                    // limit the result is the type's maximum.
                    UregDst c = result(t);
                    UregDst high = result(t);
                    boolean signed = tk == ScalarKind.SINT;
                    l.u.emit(TgsiOpcode.MAX, c, x, l.immF(signed ? -2147483648f : 0f));
                    l.u.emit(TgsiOpcode.FSGE, high, c.toSrc(), l.immF(signed ? 2147483648f : 4294967296f));
                    l.u.emit(TgsiOpcode.MIN, c, c.toSrc(), l.immF(signed ? 2147483520f : 4294967040f));
                    l.u.emit(signed ? TgsiOpcode.F2I : TgsiOpcode.F2U, d, c.toSrc());
                    l.u.emit(TgsiOpcode.UCMP, d, high.toSrc(), l.immU(signed ? Integer.MAX_VALUE : -1), d.toSrc());
                }
            }
        }
        return RegisterValue.of(d.toSrc());
    }

    /// Conversions to and from f64 (F2D, D2F, I2D, U2D, D2I, D2U); one component (a pair).
    private RegisterValue convertDouble(UregSrc x, Scalar from, TypeInner t, Span span) {
        Scalar to = t.scalar();
        if (from.equals(to)) {
            return RegisterValue.of(x);
        }
        if (!(t instanceof TypeInner.ScalarType)) {
            throw l.unsupported(span, "an f64 vector conversion");
        }
        UregDst d = l.u.temporary().mask(TgsiLowering.mask(TgsiLowering.width(t)));
        TgsiOpcode op;
        if (to.width() == 8) {
            op = switch (from.kind()) {
                case FLOAT -> TgsiOpcode.F2D;
                case SINT -> TgsiOpcode.I2D;
                case UINT -> TgsiOpcode.U2D;
                default -> throw l.unsupported(span, "a conversion from " + from + " to f64");
            };
        } else {
            op = switch (to.kind()) {
                case FLOAT -> TgsiOpcode.D2F;
                case SINT -> TgsiOpcode.D2I;
                case UINT -> TgsiOpcode.D2U;
                default -> throw l.unsupported(span, "a conversion from f64 to " + to);
            };
        }
        l.u.emit(op, d, x);
        return RegisterValue.of(d.toSrc());
    }

    /// A scalar condition as the operand IF/UIF test (its `.x`).
    UregSrc condition(TgsiStatements.Frame fr, Handle<Expression> h) {
        return src(fr, h).xxxx();
    }

}
