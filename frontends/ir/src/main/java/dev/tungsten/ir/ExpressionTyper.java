package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import dev.tungsten.ir.TypeInner.ImageClass;

/// Gives every expression of an arena its type, checking the typing rule of each variant
/// ([Expression] documents them). Operands are typed before users (the handle order), so one
/// pass suffices; an expression whose operand failed is skipped silently, so each mistake is
/// reported once. Expressions of the module's constant arena are typed with `function` `null`.
///
/// This is one exhaustive switch over the expression variants, hence its length.
final class ExpressionTyper {
    private final Module m;
    private final Function function;
    private final Arena<Expression> arena;
    private final Consumer<ValidationError> report;
    private final TypeResolution[] types;

    ExpressionTyper(Module m, Function function, Arena<Expression> arena, Consumer<ValidationError> report) {
        this.m = m;
        this.function = function;
        this.arena = arena;
        this.report = report;
        this.types = new TypeResolution[arena.size()];
    }

    TypeResolution[] resolveAll() {
        for (Handle<Expression> h : arena) {
            try {
                types[h.index()] = resolve(h, arena.get(h));
            } catch (Failed f) {
                types[h.index()] = null;
            }
        }
        return types;
    }

    /// Unwinds after an error was reported (or an operand already failed).
    private static final class Failed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Failed() {
            super(null, null, false, false);
        }
    }

    private static final Failed FAILED = new Failed();

    private Failed fail(Handle<Expression> h, String message) {
        report.accept(new ValidationError.InvalidExpression(arena.span(h), message));
        return FAILED;
    }

    private TypeInner t(Handle<Expression> operand) {
        if (operand.index() >= types.length || types[operand.index()] == null) {
            throw FAILED;
        }
        return types[operand.index()].inner();
    }

    private TypeResolution tr(Handle<Expression> operand) {
        t(operand);
        return types[operand.index()];
    }

    private String name(TypeInner t) {
        return TypePrinter.name(m, t);
    }

    private TypeResolution inline(TypeInner t) {
        return TypeResolution.inline(m, t);
    }

    private static boolean isInteger(TypeInner t) {
        return t instanceof TypeInner.ScalarType s && (s.scalar().kind() == ScalarKind.SINT || s.scalar().kind() == ScalarKind.UINT);
    }

    private TypeResolution resolve(Handle<Expression> h, Expression e) {
        return switch (e) {
            case Expression.Lit l -> {
                if (l.value().scalar().isAbstract()) {
                    throw fail(h, "abstract literal " + l.value() + " in IR");
                }
                yield inline(new TypeInner.ScalarType(l.value().scalar()));
            }
            case Expression.ConstantRef c -> TypeResolution.of(m, m.constants().get(c.constant()).type());
            case Expression.OverrideRef o -> TypeResolution.of(m, m.overrides().get(o.override()).type());
            case Expression.ZeroValue z -> TypeResolution.of(m, z.type());
            case Expression.Compose c -> compose(h, c);
            case Expression.Access a -> access(h, a.base(), -1, a.index());
            case Expression.AccessIndex a -> access(h, a.base(), a.index(), null);
            case Expression.Splat s -> {
                if (!(t(s.value()) instanceof TypeInner.ScalarType st) || s.size() < 2 || s.size() > 4) {
                    throw fail(h, "splat of " + name(t(s.value())) + " to " + s.size() + " components");
                }
                yield inline(new TypeInner.Vector(s.size(), st.scalar()));
            }
            case Expression.Swizzle s -> {
                if (!(t(s.vector()) instanceof TypeInner.Vector v) || s.size() != s.pattern().size() || s.size() < 2 || s.size() > 4
                        || s.pattern().stream().anyMatch(i -> i < 0 || i >= v.size())) {
                    throw fail(h, "invalid swizzle of " + name(t(s.vector())));
                }
                yield inline(new TypeInner.Vector(s.size(), v.scalar()));
            }
            case Expression.ArgumentRef a -> {
                if (function == null || a.index() >= function.arguments().size()) {
                    throw fail(h, "argument " + a.index() + " does not exist");
                }
                yield TypeResolution.of(m, function.arguments().get(a.index()).type());
            }
            case Expression.GlobalRef g -> {
                GlobalVariable v = m.globals().get(g.variable());
                yield v.space() == AddressSpace.HANDLE ? TypeResolution.of(m, v.type())
                        : inline(new TypeInner.Pointer(v.type(), v.space(), v.access()));
            }
            case Expression.LocalRef l -> {
                if (function == null) {
                    throw fail(h, "local variable outside a function");
                }
                yield inline(new TypeInner.Pointer(function.localVariables().get(l.variable()).type(), AddressSpace.FUNCTION,
                        StorageAccess.READ_WRITE));
            }
            case Expression.Load l -> switch (t(l.pointer())) {
                case TypeInner.Pointer p -> {
                    if (!p.access().canRead()) {
                        throw fail(h, "load through a write-only pointer");
                    }
                    yield m.inner(p.base()) instanceof TypeInner.Atomic a ? inline(new TypeInner.ScalarType(a.scalar()))
                            : TypeResolution.of(m, p.base());
                }
                case TypeInner.ValuePointer p -> inline(p.size() == 0 ? new TypeInner.ScalarType(p.scalar())
                        : new TypeInner.Vector(p.size(), p.scalar()));
                default -> throw fail(h, "load from " + name(t(l.pointer())) + ", which is not a pointer");
            };
            case Expression.ImageSample s -> imageSample(h, s);
            case Expression.ImageLoad l -> imageLoad(h, l);
            case Expression.ImageQuery q -> {
                if (!(t(q.image()) instanceof TypeInner.Image img)) {
                    throw fail(h, "image query on " + name(t(q.image())));
                }
                yield switch (q.query()) {
                    case Expression.ImageQueryKind.Size sz -> {
                        if (sz.level() != null && !isInteger(t(sz.level()))) {
                            throw fail(h, "image size level must be an integer");
                        }
                        int n = switch (img.dim()) {
                            case D1, BUFFER -> 1;
                            case D2, CUBE -> 2;
                            case D3 -> 3;
                        };
                        yield inline(n == 1 ? new TypeInner.ScalarType(Scalar.U32) : new TypeInner.Vector(n, Scalar.U32));
                    }
                    default -> inline(new TypeInner.ScalarType(Scalar.U32));
                };
            }
            case Expression.Unary u -> {
                TypeInner o = t(u.expr());
                Scalar s = o.scalar();
                boolean ok = s != null && (o.isScalarOrVector() || (o instanceof TypeInner.Matrix && u.op() == UnaryOperator.NEGATE))
                        && switch (u.op()) {
                            case NEGATE -> s.kind() == ScalarKind.SINT || s.kind() == ScalarKind.FLOAT;
                            case LOGICAL_NOT -> s.kind() == ScalarKind.BOOL;
                            case BITWISE_NOT -> s.kind() == ScalarKind.SINT || s.kind() == ScalarKind.UINT;
                        };
                if (!ok) {
                    throw fail(h, "operator " + u.op() + " cannot be applied to " + name(o));
                }
                yield tr(u.expr());
            }
            case Expression.Binary b -> binary(h, b);
            case Expression.Select s -> {
                TypeInner c = t(s.condition());
                TypeInner a = t(s.accept());
                if (!tr(s.accept()).sameAs(tr(s.reject())) || !c.isScalarOrVector() || c.scalar().kind() != ScalarKind.BOOL
                        || (c instanceof TypeInner.Vector cv && cv.size() != a.vectorSize())) {
                    throw fail(h, "select of " + name(a) + " and " + name(t(s.reject())) + " by " + name(c));
                }
                yield tr(s.accept());
            }
            case Expression.Derivative d -> {
                TypeInner o = t(d.expr());
                if (!o.isScalarOrVector() || o.scalar().kind() != ScalarKind.FLOAT) {
                    throw fail(h, "derivative of " + name(o));
                }
                yield tr(d.expr());
            }
            case Expression.Relational r -> {
                TypeInner o = t(r.argument());
                Scalar s = o.scalar();
                yield switch (r.fun()) {
                    case ALL, ANY -> {
                        if (!(o instanceof TypeInner.Vector) || s.kind() != ScalarKind.BOOL) {
                            throw fail(h, r.fun() + " of " + name(o));
                        }
                        yield inline(new TypeInner.ScalarType(Scalar.BOOL));
                    }
                    case IS_NAN, IS_INF -> {
                        if (!o.isScalarOrVector() || s.kind() != ScalarKind.FLOAT) {
                            throw fail(h, r.fun() + " of " + name(o));
                        }
                        yield inline(o instanceof TypeInner.Vector v ? new TypeInner.Vector(v.size(), Scalar.BOOL)
                                : new TypeInner.ScalarType(Scalar.BOOL));
                    }
                };
            }
            case Expression.Math mf -> math(h, mf);
            case Expression.As as -> {
                TypeInner o = t(as.expr());
                Scalar s = o.scalar();
                if (s == null || !(o.isScalarOrVector() || o instanceof TypeInner.Matrix)) {
                    throw fail(h, "conversion of " + name(o));
                }
                Scalar to = new Scalar(as.kind(), as.isBitcast() ? s.width() : as.width());
                if (to.isAbstract() || (as.isBitcast() && (s.kind() == ScalarKind.BOOL || to.kind() == ScalarKind.BOOL))
                        || (o instanceof TypeInner.Matrix && (as.isBitcast() || to.kind() != ScalarKind.FLOAT))) {
                    throw fail(h, "invalid conversion of " + name(o) + " to " + to);
                }
                yield inline(switch (o) {
                    case TypeInner.Vector v -> new TypeInner.Vector(v.size(), to);
                    case TypeInner.Matrix mt -> new TypeInner.Matrix(mt.columns(), mt.rows(), to);
                    default -> new TypeInner.ScalarType(to);
                });
            }
            case Expression.CallResult c -> {
                Function callee = m.functions().get(c.function());
                if (callee.result() == null) {
                    throw fail(h, "result of `" + callee.name() + "`, which returns nothing");
                }
                yield TypeResolution.of(m, callee.result().type());
            }
            case Expression.AtomicResult a -> TypeResolution.of(m, a.type());
            case Expression.WorkGroupUniformLoadResult w -> TypeResolution.of(m, w.type());
            case Expression.SubgroupResult r -> TypeResolution.of(m, r.type());
            case Expression.ArrayLength a -> {
                if (!(t(a.pointer()) instanceof TypeInner.Pointer p) || !(m.inner(p.base()) instanceof TypeInner.Array arr)
                        || !(arr.size() instanceof TypeInner.ArraySize.Dynamic)) {
                    throw fail(h, "arrayLength of " + name(t(a.pointer())));
                }
                yield inline(new TypeInner.ScalarType(Scalar.U32));
            }
        };
    }

    private TypeResolution compose(Handle<Expression> h, Expression.Compose c) {
        TypeInner t = m.inner(c.type());
        List<TypeInner> parts = new ArrayList<>();
        for (Handle<Expression> p : c.components()) {
            parts.add(t(p));
        }
        boolean ok = switch (t) {
            case TypeInner.Vector v -> {
                int n = 0;
                boolean good = true;
                for (TypeInner p : parts) {
                    good &= p.isScalarOrVector() && v.scalar().equals(p.scalar());
                    n += p.vectorSize();
                }
                yield good && n == v.size();
            }
            case TypeInner.Matrix mt -> parts.size() == mt.columns()
                    && parts.stream().allMatch(p -> p.equals(new TypeInner.Vector(mt.rows(), mt.scalar())));
            case TypeInner.Array a -> a.size() instanceof TypeInner.ArraySize.Constant n && n.count() == parts.size()
                    && c.components().stream().allMatch(p -> TypeResolution.of(m, a.base()).sameAs(tr(p)));
            case TypeInner.Struct s -> {
                boolean good = s.members().size() == parts.size();
                for (int i = 0; good && i < parts.size(); i++) {
                    good = TypeResolution.of(m, s.members().get(i).type()).sameAs(tr(c.components().get(i)));
                }
                yield good;
            }
            default -> false;
        };
        if (!ok) {
            throw fail(h, "components do not make a " + TypePrinter.name(m, c.type()));
        }
        return TypeResolution.of(m, c.type());
    }

    private TypeResolution access(Handle<Expression> h, Handle<Expression> baseH, int index, Handle<Expression> dynamic) {
        TypeInner base = t(baseH);
        if (dynamic != null && !isInteger(t(dynamic))) {
            throw fail(h, "index of type " + name(t(dynamic)) + " is not an integer");
        }
        boolean isPointer = base instanceof TypeInner.Pointer || base instanceof TypeInner.ValuePointer;
        AddressSpace space = null;
        StorageAccess access = null;
        TypeInner pointee = base;
        Handle<Type> pointeeHandle = null;
        if (base instanceof TypeInner.Pointer p) {
            space = p.space();
            access = p.access();
            pointee = m.inner(p.base());
            pointeeHandle = p.base();
        } else if (base instanceof TypeInner.ValuePointer vp) {
            space = vp.space();
            access = vp.access();
            pointee = vp.size() == 0 ? new TypeInner.ScalarType(vp.scalar()) : new TypeInner.Vector(vp.size(), vp.scalar());
        }
        long count;
        TypeResolution elem;
        switch (pointee) {
            case TypeInner.Vector v -> {
                count = v.size();
                elem = isPointer ? componentPointer(new TypeInner.ScalarType(v.scalar()), space, access)
                        : inline(new TypeInner.ScalarType(v.scalar()));
            }
            case TypeInner.Matrix mt -> {
                count = mt.columns();
                elem = isPointer ? componentPointer(new TypeInner.Vector(mt.rows(), mt.scalar()), space, access)
                        : inline(new TypeInner.Vector(mt.rows(), mt.scalar()));
            }
            case TypeInner.Array a -> {
                count = a.size() instanceof TypeInner.ArraySize.Constant c ? c.count() : Long.MAX_VALUE;
                elem = isPointer ? inline(new TypeInner.Pointer(a.base(), space, access)) : TypeResolution.of(m, a.base());
            }
            case TypeInner.BindingArray a -> {
                count = a.size() instanceof TypeInner.ArraySize.Constant c ? c.count() : Long.MAX_VALUE;
                elem = isPointer ? inline(new TypeInner.Pointer(a.base(), space, access)) : TypeResolution.of(m, a.base());
            }
            case TypeInner.Struct s when dynamic == null -> {
                count = s.members().size();
                if (index >= count) {
                    throw fail(h, "member " + index + " of a struct with " + count + " members");
                }
                Handle<Type> mt = s.members().get(index).type();
                elem = isPointer ? inline(new TypeInner.Pointer(mt, space, access)) : TypeResolution.of(m, mt);
            }
            default -> throw fail(h, "cannot index " + name(base));
        }
        if (dynamic == null && (index < 0 || index >= count)) {
            throw fail(h, "index " + index + " out of bounds for " + name(base));
        }
        return elem;
    }

    /// A pointer to a vector component or matrix column: a `Pointer` when the component type is
    /// in the arena (so it compares equal to a declared `ptr<...>` type), else a `ValuePointer`.
    private TypeResolution componentPointer(TypeInner component, AddressSpace space, StorageAccess access) {
        Handle<Type> h = m.types().find(new Type(null, component));
        if (h != null) {
            return inline(new TypeInner.Pointer(h, space, access));
        }
        return inline(new TypeInner.ValuePointer(component instanceof TypeInner.Vector v ? v.size() : 0, component.scalar(),
                space, access));
    }

    private TypeResolution binary(Handle<Expression> h, Expression.Binary b) {
        TypeInner l = t(b.left());
        TypeInner r = t(b.right());
        String what = "operator `" + b.op().symbol() + "` on " + name(l) + " and " + name(r);
        Scalar sl = l.scalar();
        Scalar sr = r.scalar();
        if (sl == null || sr == null || l instanceof TypeInner.Atomic || r instanceof TypeInner.Atomic) {
            throw fail(h, what);
        }
        switch (b.op()) {
            case ADD, SUBTRACT, DIVIDE, MODULO, MULTIPLY -> {
                if (sl.kind() == ScalarKind.BOOL || !sl.equals(sr)) {
                    throw fail(h, what);
                }
                if (l.equals(r) && (l.isScalarOrVector() || (l instanceof TypeInner.Matrix
                        && (b.op() == BinaryOperator.ADD || b.op() == BinaryOperator.SUBTRACT)))) {
                    return tr(b.left());
                }
                if (b.op() == BinaryOperator.MULTIPLY) {
                    if (l instanceof TypeInner.Matrix && r instanceof TypeInner.ScalarType) {
                        return tr(b.left());
                    }
                    if (l instanceof TypeInner.ScalarType && r instanceof TypeInner.Matrix) {
                        return tr(b.right());
                    }
                    if (l instanceof TypeInner.Matrix ml && r instanceof TypeInner.Vector vr && ml.columns() == vr.size()) {
                        return inline(new TypeInner.Vector(ml.rows(), sl));
                    }
                    if (l instanceof TypeInner.Vector vl && r instanceof TypeInner.Matrix mr && mr.rows() == vl.size()) {
                        return inline(new TypeInner.Vector(mr.columns(), sl));
                    }
                    if (l instanceof TypeInner.Matrix ml && r instanceof TypeInner.Matrix mr && ml.columns() == mr.rows()) {
                        return inline(new TypeInner.Matrix(mr.columns(), ml.rows(), sl));
                    }
                }
                throw fail(h, what);
            }
            case EQUAL, NOT_EQUAL, LESS, LESS_EQUAL, GREATER, GREATER_EQUAL -> {
                boolean ordered = b.op() != BinaryOperator.EQUAL && b.op() != BinaryOperator.NOT_EQUAL;
                if (!l.equals(r) || !l.isScalarOrVector() || (ordered && sl.kind() == ScalarKind.BOOL)) {
                    throw fail(h, what);
                }
                return inline(l instanceof TypeInner.Vector v ? new TypeInner.Vector(v.size(), Scalar.BOOL)
                        : new TypeInner.ScalarType(Scalar.BOOL));
            }
            case AND, EXCLUSIVE_OR, INCLUSIVE_OR -> {
                if (!l.equals(r) || !l.isScalarOrVector() || sl.kind() == ScalarKind.FLOAT) {
                    throw fail(h, what);
                }
                return tr(b.left());
            }
            case LOGICAL_AND, LOGICAL_OR -> {
                if (!l.equals(r) || !l.isScalarOrVector() || sl.kind() != ScalarKind.BOOL) {
                    throw fail(h, what);
                }
                return tr(b.left());
            }
            case SHIFT_LEFT, SHIFT_RIGHT -> {
                if (!l.isScalarOrVector() || l.vectorSize() != r.vectorSize() || !(sl.kind() == ScalarKind.SINT
                        || sl.kind() == ScalarKind.UINT) || sr.kind() != ScalarKind.UINT) {
                    throw fail(h, what);
                }
                return tr(b.left());
            }
        }
        throw fail(h, what);
    }

    private TypeResolution math(Handle<Expression> h, Expression.Math mf) {
        List<TypeInner> args = new ArrayList<>();
        for (Handle<Expression> a : java.util.Arrays.asList(mf.arg(), mf.arg1(), mf.arg2(), mf.arg3())) {
            if (a != null) {
                args.add(t(a));
            }
        }
        TypeResolution r = OverloadMatcher.checkExact(m, Builtins.row(mf.fun()), args);
        if (r == null) {
            throw fail(h, mf.fun().spelling() + " cannot take (" + String.join(", ", args.stream().map(this::name).toList()) + ")");
        }
        return r;
    }

    private ImageClass imageClass(Handle<Expression> h, Handle<Expression> image, TypeInner.Image[] out) {
        if (!(t(image) instanceof TypeInner.Image img)) {
            throw fail(h, "expected a texture, found " + name(t(image)));
        }
        out[0] = img;
        return img.imageClass();
    }

    private TypeInner floatCoords(TypeInner.Image img) {
        int n = img.dim().coordinates();
        return n == 1 ? new TypeInner.ScalarType(Scalar.F32) : new TypeInner.Vector(n, Scalar.F32);
    }

    private TypeResolution imageSample(Handle<Expression> h, Expression.ImageSample s) {
        TypeInner.Image[] img = new TypeInner.Image[1];
        ImageClass cls = imageClass(h, s.image(), img);
        if (!(t(s.sampler()) instanceof TypeInner.Sampler sampler) || sampler.comparison() != (s.depthRef() != null)) {
            throw fail(h, "sampler does not match the sample's comparison");
        }
        if (!t(s.coordinate()).equals(floatCoords(img[0]))) {
            throw fail(h, "coordinates of type " + name(t(s.coordinate())) + " for " + name(img[0]));
        }
        if ((s.arrayIndex() != null) != img[0].arrayed() || (s.arrayIndex() != null && !isInteger(t(s.arrayIndex())))) {
            throw fail(h, "array index does not match " + name(img[0]));
        }
        boolean depth = cls instanceof ImageClass.Depth;
        boolean ok = switch (cls) {
            case ImageClass.Sampled sm -> !sm.multisampled() && (s.gather() != null || sm.kind() == ScalarKind.FLOAT);
            case ImageClass.Depth d -> !d.multisampled();
            case ImageClass.External e -> s.gather() == null && s.depthRef() == null;
            default -> false;
        };
        if (!ok) {
            throw fail(h, "cannot sample " + name(img[0]));
        }
        if (s.depthRef() != null && !t(s.depthRef()).equals(new TypeInner.ScalarType(Scalar.F32))) {
            throw fail(h, "depth reference must be f32");
        }
        if (s.gather() != null && (s.gather() < 0 || s.gather() > 3)) {
            throw fail(h, "gather component " + s.gather());
        }
        switch (s.level()) {
            case Expression.SampleLevel.Exact e -> {
                TypeInner lt = t(e.level());
                if (!(depth ? isInteger(lt) : lt.equals(new TypeInner.ScalarType(Scalar.F32)))) {
                    throw fail(h, "sample level of type " + name(lt));
                }
            }
            case Expression.SampleLevel.Bias b -> {
                if (!t(b.bias()).equals(new TypeInner.ScalarType(Scalar.F32))) {
                    throw fail(h, "sample bias must be f32");
                }
            }
            case Expression.SampleLevel.Gradient g -> {
                if (!t(g.x()).equals(floatCoords(img[0])) || !t(g.y()).equals(floatCoords(img[0]))) {
                    throw fail(h, "gradients do not match the coordinates");
                }
            }
            default -> { }
        }
        if (s.gather() != null) {
            ScalarKind k = cls instanceof ImageClass.Sampled sm ? sm.kind() : ScalarKind.FLOAT;
            return inline(new TypeInner.Vector(4, new Scalar(k, 4)));
        }
        return inline(depth ? new TypeInner.ScalarType(Scalar.F32) : new TypeInner.Vector(4, Scalar.F32));
    }

    private TypeResolution imageLoad(Handle<Expression> h, Expression.ImageLoad l) {
        TypeInner.Image[] img = new TypeInner.Image[1];
        ImageClass cls = imageClass(h, l.image(), img);
        TypeInner c = t(l.coordinate());
        int n = img[0].dim().coordinates();
        if (!c.isScalarOrVector() || c.vectorSize() != n || !(c.scalar().kind() == ScalarKind.SINT || c.scalar().kind() == ScalarKind.UINT)) {
            throw fail(h, "texel coordinates of type " + name(c) + " for " + name(img[0]));
        }
        if ((l.arrayIndex() != null) != img[0].arrayed() || (l.arrayIndex() != null && !isInteger(t(l.arrayIndex())))) {
            throw fail(h, "array index does not match " + name(img[0]));
        }
        if (l.sample() != null && !isInteger(t(l.sample())) || l.level() != null && !isInteger(t(l.level()))) {
            throw fail(h, "sample index and level must be integers");
        }
        return switch (cls) {
            case ImageClass.Sampled s -> inline(new TypeInner.Vector(4, new Scalar(s.kind(), 4)));
            case ImageClass.Depth d -> inline(new TypeInner.ScalarType(Scalar.F32));
            case ImageClass.Storage st -> {
                if (!st.access().canRead()) {
                    throw fail(h, "load from a write-only storage texture");
                }
                yield inline(new TypeInner.Vector(4, new Scalar(st.format().kind(), 4)));
            }
            case ImageClass.External e -> inline(new TypeInner.Vector(4, Scalar.F32));
        };
    }
}
