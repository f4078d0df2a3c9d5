package dev.tungsten.cg;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Span;

/// Member selection, swizzles, write masks and subscripts (§"Types", §"New Vector Operators",
/// §"Arrays And Subscripting") on values and places. A matrix row is IR column `i` (see
/// [CgTypes]); a `1xN` matrix is its one row and an `Nx1` matrix its one column, both IR
/// vectors.
final class Access {
    private final CgLowerer lw;
    private final ExpressionLowering x;

    Access(CgLowerer lw, ExpressionLowering x) {
        this.lw = lw;
        this.x = x;
    }

    Val member(FunctionContext fc, Ast.Member m) {
        Val base = x.lower(fc, m.base());
        String name = m.name();
        Span span = m.span();
        CgType t = base.type();
        return switch (t) {
            case CgType.Struct s -> field(fc, base, s, name, m.nameSpan(), span);
            case CgType.Array a when name.equals("length") -> x.constant(fc, a.size(), CgType.Base.CINT, span);
            case CgType.Scalar s -> swizzle(fc, base, name, 1, m.nameSpan(), span);
            case CgType.Vector v -> swizzle(fc, base, name, v.size(), m.nameSpan(), span);
            case CgType.Matrix mt -> matrixSwizzle(fc, base, mt, name, m.nameSpan(), span);
            default -> throw lw.error(new CgSemanticError.NoSuchMember(m.nameSpan(), t.text(), name));
        };
    }

    private Val field(FunctionContext fc, Val base, CgType.Struct s, String name, Span nameSpan, Span span) {
        int i = s.info().indexOf(name);
        if (i < 0) {
            throw lw.error(new CgSemanticError.NoSuchMember(nameSpan, s.text(), name));
        }
        CgType.Field f = s.info().fields.get(i);
        if (base instanceof Val.Aggregate a) {
            if (f.type().containsSampler()) {
                return a.samplers().get(name);
            }
            base = a.data();
        }
        int di = CgTypes.dataIndex(s.info(), i);
        return switch (base) {
            case Val.Ref r -> new Val.Ref(fc.append(new Expression.AccessIndex(r.pointer(), di), span), f.type(), r.uniform(),
                    r.readOnly(), r.name() + "." + name);
            case Val.Rv r -> new Val.Rv(fc.append(new Expression.AccessIndex(r.expr(), di), span), f.type());
            default -> throw lw.error(new CgSemanticError.NoSuchMember(nameSpan, s.text(), name));
        };
    }

    private Val swizzle(FunctionContext fc, Val base, String name, int size, Span nameSpan, Span span) {
        int[] idx = Swizzles.vector(name, size);
        if (idx == null) {
            String reason = Swizzles.looksLikeVectorSwizzle(name) ? "a component is past the end" : "not a swizzle of one set";
            throw lw.error(new CgSemanticError.InvalidSwizzle(nameSpan, name, base.type().text(), reason));
        }
        CgType.Base b = base.type().base();
        CgType result = CgType.vector(b, idx.length);
        return switch (base) {
            case Val.Rv r -> {
                if (size == 1) {
                    yield idx.length == 1 ? new Val.Rv(r.expr(), result)
                            : new Val.Rv(fc.append(new Expression.Splat(idx.length, r.expr()), span), result);
                }
                if (idx.length == 1) {
                    yield new Val.Rv(fc.append(new Expression.AccessIndex(r.expr(), idx[0]), span), result);
                }
                yield new Val.Rv(fc.append(new Expression.Swizzle(idx.length, r.expr(), toList(idx)), span), result);
            }
            case Val.Ref r -> {
                if (idx.length == 1) {
                    Handle<Expression> ptr = size == 1 ? r.pointer() : fc.append(new Expression.AccessIndex(r.pointer(), idx[0]), span);
                    yield new Val.Ref(ptr, result, r.uniform(), r.readOnly(), r.name() + "." + name);
                }
                List<Handle<Expression>> ptrs = new ArrayList<>();
                for (int i : idx) {
                    ptrs.add(size == 1 ? r.pointer() : fc.append(new Expression.AccessIndex(r.pointer(), i), span));
                }
                yield new Val.Components(ptrs, result, r.uniform(), r.readOnly(), r.name() + "." + name,
                        r.pointer(), size, toList(idx), Swizzles.distinct(idx) ? null : r.type().text());
            }
            case Val.Components c -> {
                List<Handle<Expression>> ptrs = new ArrayList<>();
                List<Integer> pattern = c.pattern() == null ? null : new ArrayList<>();
                for (int i : idx) {
                    ptrs.add(c.pointers().get(i));
                    if (pattern != null) {
                        pattern.add(c.pattern().get(i));
                    }
                }
                if (ptrs.size() == 1) {
                    yield new Val.Ref(ptrs.getFirst(), result, c.uniform(), c.readOnly(), c.name() + "." + name);
                }
                yield new Val.Components(ptrs, result, c.uniform(), c.readOnly(), c.name() + "." + name,
                        c.source(), c.sourceSize(), pattern, c.repeatedIn() != null || Swizzles.distinct(idx) ? c.repeatedIn()
                        : c.type().text());
            }
            default -> throw lw.error(new CgSemanticError.InvalidSwizzle(nameSpan, name, base.type().text(), "not a vector"));
        };
    }

    private static List<Integer> toList(int[] idx) {
        List<Integer> out = new ArrayList<>();
        for (int i : idx) {
            out.add(i);
        }
        return out;
    }

    private Val matrixSwizzle(FunctionContext fc, Val base, CgType.Matrix mt, String name, Span nameSpan, Span span) {
        int[][] pairs;
        try {
            pairs = Swizzles.matrix(name, mt.rows(), mt.columns());
        } catch (IllegalArgumentException e) {
            throw lw.error(new CgSemanticError.InvalidSwizzle(nameSpan, name, mt.text(), e.getMessage()));
        }
        if (pairs == null) {
            throw lw.error(new CgSemanticError.InvalidSwizzle(nameSpan, name, mt.text(), "a matrix swizzle is _mRC or _RC"));
        }
        CgType result = CgType.vector(mt.base(), pairs.length);
        switch (base) {
            case Val.Rv r -> {
                List<Handle<Expression>> comps = new ArrayList<>();
                for (int[] p : pairs) {
                    comps.add(element(fc, r.expr(), mt, p[0], p[1], span));
                }
                return new Val.Rv(comps.size() == 1 ? comps.getFirst()
                        : fc.append(new Expression.Compose(lw.types.ir(result, span), comps), span), result);
            }
            case Val.Ref r -> {
                List<Handle<Expression>> ptrs = new ArrayList<>();
                boolean distinct = true;
                for (int i = 0; i < pairs.length; i++) {
                    ptrs.add(element(fc, r.pointer(), mt, pairs[i][0], pairs[i][1], span));
                    for (int j = 0; j < i; j++) {
                        distinct &= pairs[i][0] != pairs[j][0] || pairs[i][1] != pairs[j][1];
                    }
                }
                return new Val.Components(ptrs, result, r.uniform(), r.readOnly(), r.name() + "." + name, null, 0, null,
                        distinct ? null : mt.text());
            }
            default -> throw lw.error(new CgSemanticError.InvalidSwizzle(nameSpan, name, mt.text(), "not a matrix"));
        }
    }

    /// Element (`row`, `column`) of a matrix value or place `e`.
    Handle<Expression> element(FunctionContext fc, Handle<Expression> e, CgType.Matrix mt, int row, int column, Span span) {
        if (mt.rows() == 1) {
            return fc.append(new Expression.AccessIndex(e, column), span);
        }
        if (mt.columns() == 1) {
            return fc.append(new Expression.AccessIndex(e, row), span);
        }
        Handle<Expression> r = fc.append(new Expression.AccessIndex(e, row), span);
        return fc.append(new Expression.AccessIndex(r, column), span);
    }

    Val index(FunctionContext fc, Ast.Index ix) {
        Val base = x.lower(fc, ix.base());
        Span span = ix.span();
        CgType t = base.type();
        Val.Rv index = x.value(fc, ix.index());
        if (!(index.type() instanceof CgType.Scalar s) || !s.base().isNumeric()) {
            throw lw.error(new CgSemanticError.InvalidIndex(ix.index().span(), t.text(), "the index has type " + index.type().text()));
        }
        if (s.base() != CgType.Base.UINT) {
            index = lw.conv.convert(fc, index, CgType.INT, ix.index().span(), false);
        }
        int count;
        CgType element;
        switch (t) {
            case CgType.Array a -> {
                count = a.size();
                element = a.element();
            }
            case CgType.Vector v -> {
                count = v.size();
                element = new CgType.Scalar(v.base());
            }
            case CgType.Matrix mt when mt.rows() == 1 -> {
                // A 1xN matrix's only row is the vector itself.
                checkConstant(fc, index, 1, t, ix);
                return base instanceof Val.Components || base instanceof Val.Rv || base instanceof Val.Ref
                        ? retype(base, CgType.vector(mt.base(), mt.columns())) : base;
            }
            case CgType.Matrix mt -> {
                count = mt.rows();
                element = CgType.vector(mt.base(), mt.columns());
            }
            default -> throw lw.error(new CgSemanticError.InvalidIndex(ix.base().span(), t.text(), "it has no elements"));
        }
        Integer constant = checkConstant(fc, index, count, t, ix);
        if (element.containsSampler()) {
            throw lw.error(new CgSemanticError.UnsupportedType(span, t.text(), "arrays of samplers are not supported"));
        }
        return switch (base) {
            case Val.Ref r -> new Val.Ref(constant != null ? fc.append(new Expression.AccessIndex(r.pointer(), constant), span)
                    : fc.append(new Expression.Access(r.pointer(), index.expr()), span), element, r.uniform(), r.readOnly(),
                    r.name() + "[]");
            case Val.Rv r -> new Val.Rv(constant != null ? fc.append(new Expression.AccessIndex(r.expr(), constant), span)
                    : fc.append(new Expression.Access(r.expr(), index.expr()), span), element);
            case Val.Components c when constant != null -> new Val.Components(List.of(c.pointers().get(constant)), element,
                    c.uniform(), c.readOnly(), c.name() + "[]");
            default -> {
                Val.Rv v = x.load(fc, base, ix.base().span());
                yield new Val.Rv(fc.append(new Expression.Access(v.expr(), index.expr()), span), element);
            }
        };
    }

    private static Val retype(Val v, CgType t) {
        return switch (v) {
            case Val.Rv r -> new Val.Rv(r.expr(), t);
            case Val.Ref r -> new Val.Ref(r.pointer(), t, r.uniform(), r.readOnly(), r.name());
            case Val.Components c -> new Val.Components(c.pointers(), t, c.uniform(), c.readOnly(), c.name(), c.source(),
                    c.sourceSize(), c.pattern(), c.repeatedIn());
            default -> v;
        };
    }

    /// The index as a constant when it is a literal, checked against `count`.
    private Integer checkConstant(FunctionContext fc, Val.Rv index, int count, CgType t, Ast.Index ix) {
        if (fc.arena().get(index.expr()) instanceof Expression.Lit l) {
            long i = l.value().asLong();
            if (i < 0 || i >= count) {
                throw lw.error(new CgSemanticError.InvalidIndex(ix.index().span(), t.text(), "index " + i + " is outside 0.."
                        + (count - 1)));
            }
            return (int) i;
        }
        return null;
    }
}
