package dev.tungsten.cg;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Literal;
import dev.tungsten.ir.Scalar;
import dev.tungsten.ir.ScalarKind;
import dev.tungsten.ir.Span;

/// Cg's type conversions (§"Type Conversions", §"Type-Promotion Rules", §"Smearing"): the cost
/// of an implicit conversion (for overload resolution), the usual arithmetic conversions, and
/// the IR that performs a conversion, with the warnings `cgc` gives for implicit truncation.
///
/// ## Ranks
/// Overload resolution ([CallResolution]) sums these per argument; lower is better:
/// 0 exact; 1 promotion (`cint` to `int`, `cfloat` to `float`, widening between floating
/// types); 2 a compile-time constant to another type of its category; 3 other conversions
/// between numeric types; 4 between bool and numbers; +5 smearing a scalar; +6 reshaping a
/// vector into a matrix of the same size; +25 truncating (which warns when implicit), more than
/// any smearing of four arguments costs, so a lossless overload always wins; -1 none.
final class Conversions {
    static final int SMEAR = 5;
    static final int RESHAPE = 6;
    static final int TRUNCATE = 25;

    private final CgLowerer lw;

    Conversions(CgLowerer lw) {
        this.lw = lw;
    }

    // ------------------------------------------------------------------ rules

    /// The base both operands of a binary operator convert to (the usual arithmetic
    /// conversions; a `bool` meeting a number becomes the number).
    static CgType.Base arithmeticBase(CgType.Base a, CgType.Base b) {
        if (a == b) {
            return a;
        }
        if (a == CgType.Base.BOOL) {
            return b;
        }
        if (b == CgType.Base.BOOL) {
            return a;
        }
        if (a == CgType.Base.CINT) {
            return b;
        }
        if (b == CgType.Base.CINT) {
            return a;
        }
        if (a == CgType.Base.CFLOAT) {
            return b.isFloating() ? b : CgType.Base.FLOAT;
        }
        if (b == CgType.Base.CFLOAT) {
            return a.isFloating() ? a : CgType.Base.FLOAT;
        }
        if (a.isFloating() || b.isFloating()) {
            return a.isFloating() && b.isFloating() ? (a.ordinal() > b.ordinal() ? a : b) : (a.isFloating() ? a : b);
        }
        return CgType.Base.UINT;
    }

    static int baseRank(CgType.Base from, CgType.Base to) {
        if (from == to) {
            return 0;
        }
        if (from == CgType.Base.BOOL || to == CgType.Base.BOOL) {
            return 4;
        }
        return switch (from) {
            case CINT -> to == CgType.Base.INT ? 1 : 2;
            case CFLOAT -> to == CgType.Base.FLOAT ? 1 : to.isFloating() ? 2 : 3;
            case FIXED, HALF, FLOAT, DOUBLE -> to.isFloating() && to.ordinal() > from.ordinal() ? 1 : 3;
            default -> 3;
        };
    }

    /// The cost of converting `from` to `to` implicitly, or -1 when only a cast (or nothing)
    /// converts it.
    static int rank(CgType from, CgType to) {
        if (from.equals(to)) {
            return 0;
        }
        return switch (from) {
            case CgType.Scalar s -> switch (to) {
                case CgType.Scalar t -> baseRank(s.base(), t.base());
                case CgType.Vector t -> SMEAR + baseRank(s.base(), t.base());
                case CgType.Matrix t -> SMEAR + baseRank(s.base(), t.base());
                default -> -1;
            };
            case CgType.Vector v -> switch (to) {
                case CgType.Scalar t -> TRUNCATE + baseRank(v.base(), t.base());
                case CgType.Vector t -> t.size() == v.size() ? baseRank(v.base(), t.base())
                        : t.size() < v.size() ? TRUNCATE + baseRank(v.base(), t.base()) : -1;
                case CgType.Matrix t -> t.components() == v.size()
                        ? (t.rows() == 1 || t.columns() == 1 ? 1 : RESHAPE) + baseRank(v.base(), t.base()) : -1;
                default -> -1;
            };
            case CgType.Matrix mt -> switch (to) {
                case CgType.Scalar t -> TRUNCATE + baseRank(mt.base(), t.base());
                case CgType.Matrix t -> t.rows() == mt.rows() && t.columns() == mt.columns() ? baseRank(mt.base(), t.base())
                        : t.rows() <= mt.rows() && t.columns() <= mt.columns() ? TRUNCATE + baseRank(mt.base(), t.base()) : -1;
                case CgType.Vector t -> t.size() == mt.components()
                        ? (mt.rows() == 1 || mt.columns() == 1 ? 1 : RESHAPE) + baseRank(mt.base(), t.base()) : -1;
                default -> -1;
            };
            case CgType.Sampler s -> to instanceof CgType.Sampler t
                    && (s.kind() == CgType.SamplerKind.GENERIC || t.kind() == CgType.SamplerKind.GENERIC) ? 1 : -1;
            case CgType.Array a -> to instanceof CgType.Array b && (b.size() < 0 || b.size() == a.size())
                    && rank(a.element(), b.element()) == 0 ? 0 : -1;
            default -> -1;
        };
    }

    /// Whether an explicit cast converts `from` to `to` (the implicit conversions, plus the
    /// table's "E" entries this front end supports: vector to larger matrix shapes are not).
    static boolean castable(CgType from, CgType to) {
        if (rank(from, to) >= 0) {
            return true;
        }
        if (from instanceof CgType.Struct s && !s.info().fields.isEmpty()) {
            return castable(s.info().fields.getFirst().type(), to);
        }
        if (to instanceof CgType.Struct t && from.isScalar()) {
            return t.info().fields.stream().allMatch(f -> castable(from, f.type()));
        }
        return false;
    }

    /// Whether the conversion loses components (truncation), which `cgc` warns about when it
    /// is implicit.
    static boolean truncates(CgType from, CgType to) {
        return from.components() > to.components() && to.components() > 0 && !(to.isScalar() && from.isScalar());
    }

    // ------------------------------------------------------------------ IR

    /// Converts `v` to `to`, emitting IR; an implicit conversion that truncates warns, one that
    /// does not exist is a located [CgSemanticError.TypeMismatch].
    Val.Rv convert(FunctionContext fc, Val.Rv v, CgType to, Span span, boolean explicit) {
        CgType from = v.type();
        if (from.equals(to)) {
            return v;
        }
        if (!(explicit ? castable(from, to) : rank(from, to) >= 0)) {
            throw lw.error(new CgSemanticError.TypeMismatch(span, to.text(), from.text()));
        }
        if (!explicit && truncates(from, to)) {
            lw.warn(span, "implicit truncation of " + from.text() + " to " + to.text(),
                    "a vector or matrix converts to a smaller one or a scalar with a warning unless cast (§Type Conversions)");
        }
        if (from instanceof CgType.Struct s) {
            Handle<Expression> first = fc.append(new Expression.AccessIndex(v.expr(), 0), span);
            return convert(fc, new Val.Rv(first, s.info().fields.getFirst().type()), to, span, true);
        }
        if (to instanceof CgType.Struct t) {
            List<Handle<Expression>> members = new ArrayList<>();
            for (CgType.Field f : t.info().fields) {
                members.add(convert(fc, v, f.type(), span, true).expr());
            }
            return new Val.Rv(fc.append(new Expression.Compose(lw.types.ir(to, span), members), span), to);
        }
        if (from instanceof CgType.Array || from instanceof CgType.Sampler) {
            return new Val.Rv(v.expr(), to);
        }
        Handle<Expression> e = base(fc, v.expr(), from, to.base(), span);
        CgType converted = from.withBase(to.base());
        if (converted.equals(to) || lw.types.ir(converted, span).equals(lw.types.ir(to, span))
                && converted.components() == to.components()) {
            return new Val.Rv(e, to);
        }
        return new Val.Rv(reshape(fc, e, converted, to, span), to);
    }

    /// Converts every component of `e` (of type `from`) to base `to`.
    Handle<Expression> base(FunctionContext fc, Handle<Expression> e, CgType from, CgType.Base to, Span span) {
        Scalar a = CgTypes.scalar(from.base());
        Scalar b = CgTypes.scalar(to);
        if (a.equals(b)) {
            return e;
        }
        if (fc.arena().get(e) instanceof Expression.Lit l) {
            return fc.append(new Expression.Lit(literal(l.value().asDouble(), to)), span);
        }
        return fc.append(new Expression.As(e, b.kind(), b.kind() == ScalarKind.BOOL ? 1 : 4), span);
    }

    /// An IR literal of base `b` holding `v` (converted as a cast would).
    static Literal literal(double v, CgType.Base b) {
        return switch (CgTypes.scalar(b).kind()) {
            case BOOL -> new Literal.Bool(v != 0);
            case SINT -> new Literal.I32((int) (long) v);
            case UINT -> new Literal.U32((long) v & 0xFFFF_FFFFL);
            default -> new Literal.F32((float) v);
        };
    }

    /// Smears, truncates or reshapes `e` of type `from` to `to` (same base).
    private Handle<Expression> reshape(FunctionContext fc, Handle<Expression> e, CgType from, CgType to, Span span) {
        if (from.isScalar()) {
            return smear(fc, e, to, span);
        }
        if (from instanceof CgType.Vector v && to instanceof CgType.Vector t) {
            return prefix(fc, e, v.size(), t.size(), span);
        }
        if (from instanceof CgType.Matrix a && to instanceof CgType.Matrix b && a.rows() >= b.rows() && a.columns() >= b.columns()
                && a.rows() > 1 && a.columns() > 1 && b.rows() > 1 && b.columns() > 1) {
            List<Handle<Expression>> rows = new ArrayList<>();
            for (int r = 0; r < b.rows(); r++) {
                Handle<Expression> row = fc.append(new Expression.AccessIndex(e, r), span);
                rows.add(prefix(fc, row, a.columns(), b.columns(), span));
            }
            return fc.append(new Expression.Compose(lw.types.ir(to, span), rows), span);
        }
        List<Handle<Expression>> comps = components(fc, e, from, span);
        return compose(fc, to, comps.subList(0, to.components()), span);
    }

    /// The first `n` components of a vector of `size`.
    Handle<Expression> prefix(FunctionContext fc, Handle<Expression> e, int size, int n, Span span) {
        if (n == size) {
            return e;
        }
        if (n == 1) {
            return fc.append(new Expression.AccessIndex(e, 0), span);
        }
        List<Integer> pattern = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            pattern.add(i);
        }
        return fc.append(new Expression.Swizzle(n, e, pattern), span);
    }

    /// A scalar `e` replicated to every component of `to`.
    Handle<Expression> smear(FunctionContext fc, Handle<Expression> e, CgType to, Span span) {
        return switch (to) {
            case CgType.Scalar s -> e;
            case CgType.Vector v -> fc.append(new Expression.Splat(v.size(), e), span);
            case CgType.Matrix mt when mt.rows() == 1 || mt.columns() == 1 ->
                    fc.append(new Expression.Splat(mt.components(), e), span);
            case CgType.Matrix mt -> {
                Handle<Expression> row = fc.append(new Expression.Splat(mt.columns(), e), span);
                List<Handle<Expression>> rows = new ArrayList<>();
                for (int r = 0; r < mt.rows(); r++) {
                    rows.add(row);
                }
                yield fc.append(new Expression.Compose(lw.types.ir(to, span), rows), span);
            }
            default -> throw new IllegalStateException("smear to " + to.text());
        };
    }

    /// The scalar components of a scalar, vector or matrix value, matrices row by row.
    List<Handle<Expression>> components(FunctionContext fc, Handle<Expression> e, CgType t, Span span) {
        List<Handle<Expression>> out = new ArrayList<>();
        switch (t) {
            case CgType.Scalar s -> out.add(e);
            case CgType.Vector v -> {
                for (int i = 0; i < v.size(); i++) {
                    out.add(fc.append(new Expression.AccessIndex(e, i), span));
                }
            }
            case CgType.Matrix mt when mt.rows() == 1 || mt.columns() == 1 -> {
                for (int i = 0; i < mt.components(); i++) {
                    out.add(fc.append(new Expression.AccessIndex(e, i), span));
                }
            }
            case CgType.Matrix mt -> {
                for (int r = 0; r < mt.rows(); r++) {
                    Handle<Expression> row = fc.append(new Expression.AccessIndex(e, r), span);
                    for (int c = 0; c < mt.columns(); c++) {
                        out.add(fc.append(new Expression.AccessIndex(row, c), span));
                    }
                }
            }
            default -> throw new IllegalStateException("components of " + t.text());
        }
        return out;
    }

    /// A scalar, vector or matrix of type `t` from its scalar components (row-major), which
    /// already have `t`'s base.
    Handle<Expression> compose(FunctionContext fc, CgType t, List<Handle<Expression>> scalars, Span span) {
        return switch (t) {
            case CgType.Scalar s -> scalars.getFirst();
            case CgType.Vector v -> fc.append(new Expression.Compose(lw.types.ir(t, span), scalars), span);
            case CgType.Matrix mt when mt.rows() == 1 || mt.columns() == 1 ->
                    fc.append(new Expression.Compose(lw.types.ir(t, span), scalars), span);
            case CgType.Matrix mt -> {
                List<Handle<Expression>> rows = new ArrayList<>();
                CgType rowType = CgType.vector(mt.base(), mt.columns());
                for (int r = 0; r < mt.rows(); r++) {
                    rows.add(fc.append(new Expression.Compose(lw.types.ir(rowType, span),
                            scalars.subList(r * mt.columns(), (r + 1) * mt.columns())), span));
                }
                yield fc.append(new Expression.Compose(lw.types.ir(t, span), rows), span);
            }
            default -> throw new IllegalStateException("compose " + t.text());
        };
    }
}
