package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/// Matches argument types against the signature patterns of a [Builtins.Row] (see [Builtins]
/// for the pattern language) and picks the overload with the lowest total conversion rank.
final class OverloadMatcher {
    private final Module module;
    private final Builtins.ResultStructs structs;

    OverloadMatcher(Module module, Builtins.ResultStructs structs) {
        this.module = module;
        this.structs = structs;
    }

    Builtins.Resolution resolve(Builtins.Row row, List<Handle<Type>> args) {
        Builtins.Resolution best = null;
        int bestRank = Integer.MAX_VALUE;
        for (Builtins.Signature sig : row.signatures()) {
            if (sig.params().size() != args.size()) {
                continue;
            }
            TypeInner shape = null;
            for (int i = 0; i < args.size(); i++) {
                if (sig.params().get(i).startsWith("T")) {
                    shape = module.inner(args.get(i));
                    break;
                }
            }
            for (Scalar candidate : candidates(args)) {
                if (!scalarAllowed(sig.constraint(), candidate)) {
                    continue;
                }
                Handle<Type> t = shape == null ? null : withScalar(shape, candidate);
                if (shape != null && (t == null || !shapeAllowed(sig.constraint(), module.inner(t)))) {
                    continue;
                }
                List<Handle<Type>> params = new ArrayList<>();
                int total = 0;
                boolean ok = true;
                for (int i = 0; i < args.size() && ok; i++) {
                    Handle<Type> p = pattern(sig.params().get(i), t, candidate);
                    int r = p == null ? -1 : AutoConversion.rank(module, args.get(i), p);
                    if (r < 0) {
                        ok = false;
                    } else {
                        params.add(p);
                        total += r;
                    }
                }
                if (!ok || total >= bestRank) {
                    continue;
                }
                Handle<Type> result = result(row.fun(), sig.result(), t, candidate);
                if (result == null) {
                    continue;
                }
                best = new Builtins.Resolution(params, result);
                bestRank = total;
            }
        }
        return best;
    }

    /// The scalars T might have: each argument's own scalar and those it converts to.
    private Set<Scalar> candidates(List<Handle<Type>> args) {
        Set<Scalar> out = new LinkedHashSet<>();
        for (Handle<Type> a : args) {
            Scalar s = AutoConversion.leafScalar(module, a);
            if (s == null) {
                continue;
            }
            out.add(s);
            if (s.kind() == ScalarKind.ABSTRACT_INT) {
                out.add(Scalar.ABSTRACT_FLOAT);
                out.add(Scalar.I32);
                out.add(Scalar.U32);
                out.add(Scalar.F32);
                out.add(Scalar.F16);
            } else if (s.kind() == ScalarKind.ABSTRACT_FLOAT) {
                out.add(Scalar.F32);
                out.add(Scalar.F16);
            }
        }
        return out;
    }

    static boolean scalarAllowed(String constraint, Scalar s) {
        ScalarKind k = s.kind();
        return switch (constraint) {
            case "n", "nv" -> k != ScalarKind.BOOL;
            case "f", "fv", "fv3", "m", "msq" -> k.isFloat();
            case "s" -> k.isFloat() || k == ScalarKind.SINT || k == ScalarKind.ABSTRACT_INT;
            case "ci" -> k == ScalarKind.SINT || k == ScalarKind.UINT;
            case "f32" -> s.equals(Scalar.F32);
            default -> true;
        };
    }

    static boolean shapeAllowed(String constraint, TypeInner t) {
        return switch (constraint) {
            case "nv", "fv" -> t instanceof TypeInner.Vector;
            case "fv3" -> t instanceof TypeInner.Vector v && v.size() == 3;
            case "m" -> t instanceof TypeInner.Matrix;
            case "msq" -> t instanceof TypeInner.Matrix m && m.columns() == m.rows();
            default -> t instanceof TypeInner.ScalarType || t instanceof TypeInner.Vector;
        };
    }

    private Handle<Type> withScalar(TypeInner shape, Scalar s) {
        return switch (shape) {
            case TypeInner.ScalarType x -> module.type(new TypeInner.ScalarType(s));
            case TypeInner.Vector v -> module.type(new TypeInner.Vector(v.size(), s));
            case TypeInner.Matrix m -> module.type(new TypeInner.Matrix(m.columns(), m.rows(), s));
            default -> null;
        };
    }

    private Handle<Type> pattern(String p, Handle<Type> t, Scalar s) {
        return switch (p) {
            case "T" -> t;
            case "S" -> module.type(new TypeInner.ScalarType(s));
            case "T<i32>" -> t == null ? null : withScalar(module.inner(t), s.isAbstract() ? Scalar.ABSTRACT_INT : Scalar.I32);
            default -> concrete(p);
        };
    }

    private Handle<Type> concrete(String p) {
        return switch (p) {
            case "u32" -> module.type(new TypeInner.ScalarType(Scalar.U32));
            case "i32" -> module.type(new TypeInner.ScalarType(Scalar.I32));
            case "f32" -> module.type(new TypeInner.ScalarType(Scalar.F32));
            case "vec2<f32>" -> module.type(new TypeInner.Vector(2, Scalar.F32));
            case "vec4<f32>" -> module.type(new TypeInner.Vector(4, Scalar.F32));
            case "vec4<i32>" -> module.type(new TypeInner.Vector(4, Scalar.I32));
            case "vec4<u32>" -> module.type(new TypeInner.Vector(4, Scalar.U32));
            default -> throw new IllegalStateException("unknown type pattern " + p);
        };
    }

    private Handle<Type> result(MathFunction fun, String r, Handle<Type> t, Scalar s) {
        return switch (r) {
            case "M^T" -> {
                TypeInner.Matrix m = (TypeInner.Matrix) module.inner(t);
                yield module.type(new TypeInner.Matrix(m.rows(), m.columns(), m.scalar()));
            }
            case "modf", "frexp" -> structs == null ? null : structs.structFor(fun, t);
            case "special" -> {
                TypeInner.Vector v = (TypeInner.Vector) module.inner(t);
                yield module.type(new TypeInner.Matrix(v.size(), v.size(), v.scalar()));
            }
            default -> pattern(r, t, s);
        };
    }

    /// The result of `row` for arguments of exactly these types (no conversions: validated IR
    /// has no abstract values), or `null`. Inserts nothing into the module.
    static TypeResolution checkExact(Module module, Builtins.Row row, List<TypeInner> args) {
        for (Builtins.Signature sig : row.signatures()) {
            if (sig.params().size() != args.size()) {
                continue;
            }
            TypeInner t = null;
            for (int i = 0; i < args.size(); i++) {
                if (sig.params().get(i).startsWith("T")) {
                    t = args.get(i);
                    break;
                }
            }
            Scalar s = t == null ? null : t.scalar();
            if (t != null && (s == null || !scalarAllowed(sig.constraint(), s) || !shapeAllowed(sig.constraint(), t))) {
                continue;
            }
            boolean ok = true;
            for (int i = 0; i < args.size() && ok; i++) {
                TypeInner p = exactPattern(sig.params().get(i), t, s);
                ok = p != null && p.equals(args.get(i));
            }
            if (!ok) {
                continue;
            }
            String r = sig.result();
            switch (r) {
                case "modf", "frexp" -> {
                    Handle<Type> h = module.predeclaredTypes().get(Module.predeclaredName(r, t));
                    return h == null ? null : TypeResolution.of(module, h);
                }
                case "M^T" -> {
                    TypeInner.Matrix m = (TypeInner.Matrix) t;
                    return TypeResolution.inline(module, new TypeInner.Matrix(m.rows(), m.columns(), m.scalar()));
                }
                case "special" -> {
                    TypeInner.Vector v = (TypeInner.Vector) t;
                    return TypeResolution.inline(module, new TypeInner.Matrix(v.size(), v.size(), v.scalar()));
                }
                default -> {
                    TypeInner res = exactPattern(r, t, s);
                    return res == null ? null : TypeResolution.inline(module, res);
                }
            }
        }
        return null;
    }

    private static TypeInner exactPattern(String p, TypeInner t, Scalar s) {
        return switch (p) {
            case "T" -> t;
            case "S" -> new TypeInner.ScalarType(s);
            case "T<i32>" -> t instanceof TypeInner.Vector v ? new TypeInner.Vector(v.size(), Scalar.I32)
                    : new TypeInner.ScalarType(Scalar.I32);
            case "u32" -> new TypeInner.ScalarType(Scalar.U32);
            case "i32" -> new TypeInner.ScalarType(Scalar.I32);
            case "f32" -> new TypeInner.ScalarType(Scalar.F32);
            case "vec2<f32>" -> new TypeInner.Vector(2, Scalar.F32);
            case "vec4<f32>" -> new TypeInner.Vector(4, Scalar.F32);
            case "vec4<i32>" -> new TypeInner.Vector(4, Scalar.I32);
            case "vec4<u32>" -> new TypeInner.Vector(4, Scalar.U32);
            default -> null;
        };
    }
}
