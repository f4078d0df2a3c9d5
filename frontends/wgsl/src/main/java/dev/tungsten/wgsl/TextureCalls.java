package dev.tungsten.wgsl;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import dev.tungsten.ir.BinaryOperator;
import dev.tungsten.ir.ConstEvaluator;
import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.MathFunction;
import dev.tungsten.ir.Module;
import dev.tungsten.ir.Scalar;
import dev.tungsten.ir.ScalarKind;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.Statement;
import dev.tungsten.ir.Type;
import dev.tungsten.ir.TypeInner;
import dev.tungsten.ir.TypeInner.ImageClass;
import dev.tungsten.ir.TypeInner.ImageDimension;

/// The texture built-in functions (WGSL §17.7): each reads its arguments in order (texture,
/// sampler, coordinates, array index when the texture is arrayed, level/bias/gradients/depth
/// reference, then an optional constant offset), checking them against the texture's kind.
final class TextureCalls {
    static final Set<String> NAMES = Set.of("textureDimensions", "textureGather", "textureGatherCompare", "textureLoad",
            "textureNumLayers", "textureNumLevels", "textureNumSamples", "textureSample", "textureSampleBias",
            "textureSampleCompare", "textureSampleCompareLevel", "textureSampleGrad", "textureSampleLevel",
            "textureSampleBaseClampToEdge", "textureStore");

    private final Lowerer lw;
    private final ExpressionLowerer x;
    private final Module m;

    TextureCalls(Lowerer lw, ExpressionLowerer x) {
        this.lw = lw;
        this.x = x;
        this.m = lw.module;
    }

    /// The argument list being consumed.
    private final class Args {
        final String name;
        final Ast.Expr.Call call;
        final ExpressionLowerer.Ctx ctx;
        final Span span;
        final List<Value> values = new ArrayList<>();
        int next;

        Args(String name, Ast.Expr.Call call, ExpressionLowerer.Ctx ctx, Span span) {
            this.name = name;
            this.call = call;
            this.ctx = ctx;
            this.span = span;
            for (Handle<Ast.Expr> a : call.args()) {
                values.add(x.load(x.lower(a, ctx), ctx, lw.span(a)));
            }
        }

        boolean more() {
            return next < values.size();
        }

        int remaining() {
            return values.size() - next;
        }

        Span spanOf(int i) {
            return i < call.args().size() ? lw.span(call.args().get(i)) : span;
        }

        Value take() {
            if (!more()) {
                throw lw.error(new SemanticError.WrongArgumentCount(span, name, "more", values.size()));
            }
            return values.get(next++);
        }

        void done() {
            if (more()) {
                throw lw.error(new SemanticError.WrongArgumentCount(spanOf(next), name, Integer.toString(next), values.size()));
            }
        }

        /// The next argument converted to `t`.
        Handle<Expression> typed(Handle<Type> t, String what) {
            int i = next;
            Value v = take();
            try {
                return x.toExpr(x.convertTo(v, t, spanOf(i), ctx), ctx, spanOf(i));
            } catch (Lowerer.Abort a) {
                throw a;
            }
        }

        /// The next argument, an i32 or u32 scalar (abstract converts to i32).
        Handle<Expression> integer(String what) {
            int i = next;
            Value v = x.concretize(take(), spanOf(i));
            TypeInner t = m.inner(v.type());
            if (!(t instanceof TypeInner.ScalarType st) || (st.scalar().kind() != ScalarKind.SINT && st.scalar().kind() != ScalarKind.UINT)) {
                throw lw.error(new SemanticError.TypeMismatch(spanOf(i), "i32 or u32 " + what, lw.typeName(v.type())));
            }
            return x.toExpr(v, ctx, spanOf(i));
        }

        /// The next argument: i32/u32 integer coordinates of `n` components.
        Handle<Expression> intCoords(int n) {
            int i = next;
            Value v = take();
            Scalar s = m.inner(v.type()).scalar();
            if (s != null && s.isAbstract()) {
                v = x.convertScalar(v, Scalar.I32, spanOf(i));
                s = Scalar.I32;
            }
            TypeInner t = m.inner(v.type());
            if (s == null || (s.kind() != ScalarKind.SINT && s.kind() != ScalarKind.UINT) || t.vectorSize() != n) {
                throw lw.error(new SemanticError.TypeMismatch(spanOf(i), n == 1 ? "i32 or u32 coordinate"
                        : "vec" + n + "<i32> or vec" + n + "<u32> coordinates", lw.typeName(v.type())));
            }
            return x.toExpr(v, ctx, spanOf(i));
        }

        Handle<Expression> image(Handle<Type>[] typeOut) {
            int i = next;
            Value v = take();
            if (!(m.inner(v.type()) instanceof TypeInner.Image)) {
                throw lw.error(new SemanticError.TypeMismatch(spanOf(i), "texture", x.describe(v)));
            }
            typeOut[0] = v.type();
            return x.toExpr(v, ctx, spanOf(i));
        }

        Handle<Expression> sampler(boolean comparison) {
            int i = next;
            Value v = take();
            if (!(m.inner(v.type()) instanceof TypeInner.Sampler s) || s.comparison() != comparison) {
                throw lw.error(new SemanticError.TypeMismatch(spanOf(i), comparison ? "sampler_comparison" : "sampler",
                        x.describe(v)));
            }
            return x.toExpr(v, ctx, spanOf(i));
        }

        /// An optional trailing offset: a const-expression `vecN<i32>`.
        Handle<Expression> offset(TypeInner.Image img) {
            if (!more()) {
                return null;
            }
            int i = next;
            Value v = take();
            if (img.dim() == ImageDimension.CUBE) {
                throw lw.error(new SemanticError.WrongArgumentCount(spanOf(i), name, Integer.toString(i), values.size()));
            }
            if (!(v instanceof Value.Const c)) {
                throw lw.error(new SemanticError.NotConst(spanOf(i), "texture offset"));
            }
            int n = img.dim().coordinates();
            Handle<Type> t = n == 1 ? lw.scalarType(Scalar.I32) : m.type(new TypeInner.Vector(n, Scalar.I32));
            Value.Const off = (Value.Const) x.convertTo(c, t, spanOf(i), ctx);
            return x.toGlobalExpression(off, spanOf(i));
        }
    }

    private TypeInner.Image img(Handle<Type> t) {
        return (TypeInner.Image) m.inner(t);
    }

    private Handle<Type> floatCoordsType(TypeInner.Image img) {
        int n = img.dim().coordinates();
        return n == 1 ? lw.scalarType(Scalar.F32) : m.type(new TypeInner.Vector(n, Scalar.F32));
    }

    private Handle<Type> vec4(ScalarKind k) {
        return m.type(new TypeInner.Vector(4, new Scalar(k, 4)));
    }

    private SemanticError wrongTexture(Span span, String name, Handle<Type> t) {
        return new SemanticError.NoMatchingOverload(span, name, List.of(lw.typeName(t)));
    }

    @SuppressWarnings("unchecked")
    Value call(String name, Ast.Expr.Call c, Span span, ExpressionLowerer.Ctx ctx) {
        Args a = new Args(name, c, ctx, span);
        Handle<Type>[] tt = new Handle[1];
        FunctionContext fc = ctx.fc();
        Handle<Type> f32 = lw.scalarType(Scalar.F32);
        switch (name) {
            case "textureSample", "textureSampleBias", "textureSampleLevel", "textureSampleGrad" -> {
                Handle<Expression> image = a.image(tt);
                TypeInner.Image img = img(tt[0]);
                boolean depth = img.imageClass() instanceof ImageClass.Depth d && !d.multisampled();
                boolean sampledFloat = img.imageClass() instanceof ImageClass.Sampled s && s.kind() == ScalarKind.FLOAT && !s.multisampled();
                if (!depth && !sampledFloat || (depth && (name.equals("textureSampleBias") || name.equals("textureSampleGrad")))
                        || (name.equals("textureSampleBias") && img.dim() == ImageDimension.D1)) {
                    throw lw.error(wrongTexture(a.spanOf(0), name, tt[0]));
                }
                Handle<Expression> sampler = a.sampler(false);
                Handle<Expression> coords = a.typed(floatCoordsType(img), "coordinates");
                Handle<Expression> arrayIndex = img.arrayed() ? a.integer("array index") : null;
                Expression.SampleLevel level = switch (name) {
                    case "textureSample" -> new Expression.SampleLevel.Auto();
                    case "textureSampleBias" -> new Expression.SampleLevel.Bias(a.typed(f32, "bias"));
                    case "textureSampleLevel" -> new Expression.SampleLevel.Exact(depth ? a.integer("level") : a.typed(f32, "level"));
                    default -> {
                        Handle<Expression> dx = a.typed(floatCoordsType(img), "gradient");
                        Handle<Expression> dy = a.typed(floatCoordsType(img), "gradient");
                        yield new Expression.SampleLevel.Gradient(dx, dy);
                    }
                };
                Handle<Expression> offset = a.offset(img);
                a.done();
                Handle<Expression> e = fc.append(new Expression.ImageSample(image, sampler, null, coords, arrayIndex, offset,
                        level, null), span);
                return new Value.Plain(e, depth ? f32 : vec4(ScalarKind.FLOAT));
            }
            case "textureSampleCompare", "textureSampleCompareLevel", "textureGatherCompare" -> {
                Handle<Expression> image = a.image(tt);
                TypeInner.Image img = img(tt[0]);
                if (!(img.imageClass() instanceof ImageClass.Depth d) || d.multisampled()
                        || (name.equals("textureGatherCompare") && img.dim() != ImageDimension.D2 && img.dim() != ImageDimension.CUBE)) {
                    throw lw.error(wrongTexture(a.spanOf(0), name, tt[0]));
                }
                Handle<Expression> sampler = a.sampler(true);
                Handle<Expression> coords = a.typed(floatCoordsType(img), "coordinates");
                Handle<Expression> arrayIndex = img.arrayed() ? a.integer("array index") : null;
                Handle<Expression> ref = a.typed(f32, "depth reference");
                Handle<Expression> offset = a.offset(img);
                a.done();
                boolean gather = name.equals("textureGatherCompare");
                Expression.SampleLevel level = name.equals("textureSampleCompare") ? new Expression.SampleLevel.Auto()
                        : new Expression.SampleLevel.Zero();
                Handle<Expression> e = fc.append(new Expression.ImageSample(image, sampler, gather ? 0 : null, coords,
                        arrayIndex, offset, level, ref), span);
                return new Value.Plain(e, gather ? vec4(ScalarKind.FLOAT) : f32);
            }
            case "textureGather" -> {
                Integer component = null;
                if (a.more() && !(m.inner(a.values.getFirst().type()) instanceof TypeInner.Image)) {
                    Value cv = a.take();
                    if (!(cv instanceof Value.Const cc) || !(m.inner(cc.type()) instanceof TypeInner.ScalarType st)
                            || !st.scalar().kind().isInteger()) {
                        throw lw.error(new SemanticError.NotConst(a.spanOf(0), "textureGather component"));
                    }
                    long comp = ConstEvaluator.literal(cc.value()).asLong();
                    if (comp < 0 || comp > 3) {
                        throw lw.error(new SemanticError.IndexOutOfBounds(a.spanOf(0), comp, 4));
                    }
                    component = (int) comp;
                }
                Handle<Expression> image = a.image(tt);
                TypeInner.Image img = img(tt[0]);
                boolean depth = img.imageClass() instanceof ImageClass.Depth d && !d.multisampled();
                boolean sampled = img.imageClass() instanceof ImageClass.Sampled s && !s.multisampled();
                if ((!depth && !sampled) || (depth == (component != null))
                        || (img.dim() != ImageDimension.D2 && img.dim() != ImageDimension.CUBE)) {
                    throw lw.error(wrongTexture(a.spanOf(component == null ? 0 : 1), name, tt[0]));
                }
                Handle<Expression> sampler = a.sampler(false);
                Handle<Expression> coords = a.typed(floatCoordsType(img), "coordinates");
                Handle<Expression> arrayIndex = img.arrayed() ? a.integer("array index") : null;
                Handle<Expression> offset = a.offset(img);
                a.done();
                Handle<Expression> e = fc.append(new Expression.ImageSample(image, sampler, component == null ? 0 : component,
                        coords, arrayIndex, offset, new Expression.SampleLevel.Zero(), null), span);
                ScalarKind k = img.imageClass() instanceof ImageClass.Sampled s ? s.kind() : ScalarKind.FLOAT;
                return new Value.Plain(e, vec4(k));
            }
            case "textureSampleBaseClampToEdge" -> {
                Handle<Expression> image = a.image(tt);
                TypeInner.Image img = img(tt[0]);
                boolean ok = img.dim() == ImageDimension.D2 && !img.arrayed()
                        && (img.imageClass() instanceof ImageClass.External
                        || img.imageClass() instanceof ImageClass.Sampled s && s.kind() == ScalarKind.FLOAT && !s.multisampled());
                if (!ok) {
                    throw lw.error(wrongTexture(a.spanOf(0), name, tt[0]));
                }
                Handle<Expression> sampler = a.sampler(false);
                Handle<Type> v2 = m.type(new TypeInner.Vector(2, Scalar.F32));
                Handle<Expression> coords = a.typed(v2, "coordinates");
                a.done();
                // Clamp to half a texel inside the edge: clamp(c, 0.5 / size, 1 - 0.5 / size).
                Handle<Expression> size = fc.append(new Expression.ImageQuery(image,
                        new Expression.ImageQueryKind.Size(null)), span);
                Handle<Expression> sizeF = fc.append(new Expression.As(size, ScalarKind.FLOAT, 4), span);
                Handle<Expression> half = fc.append(new Expression.Lit(new dev.tungsten.ir.Literal.F32(0.5f)), span);
                Handle<Expression> halfV = fc.append(new Expression.Splat(2, half), span);
                Handle<Expression> lo = fc.append(new Expression.Binary(BinaryOperator.DIVIDE, halfV, sizeF), span);
                Handle<Expression> one = fc.append(new Expression.Lit(new dev.tungsten.ir.Literal.F32(1f)), span);
                Handle<Expression> oneV = fc.append(new Expression.Splat(2, one), span);
                Handle<Expression> hi = fc.append(new Expression.Binary(BinaryOperator.SUBTRACT, oneV, lo), span);
                Handle<Expression> clamped = fc.append(new Expression.Math(MathFunction.CLAMP, coords, lo, hi, null), span);
                Handle<Expression> e = fc.append(new Expression.ImageSample(image, sampler, null, clamped, null, null,
                        new Expression.SampleLevel.Zero(), null), span);
                return new Value.Plain(e, vec4(ScalarKind.FLOAT));
            }
            case "textureLoad" -> {
                Handle<Expression> image = a.image(tt);
                TypeInner.Image img = img(tt[0]);
                if (img.imageClass() instanceof ImageClass.Storage st && !st.access().canRead()) {
                    throw lw.error(new SemanticError.AccessViolation(a.spanOf(0), "read", "write-only storage texture"));
                }
                Handle<Expression> coords = a.intCoords(img.dim() == ImageDimension.CUBE ? 3 : img.dim().coordinates());
                if (img.dim() == ImageDimension.CUBE) {
                    throw lw.error(wrongTexture(a.spanOf(0), name, tt[0]));
                }
                Handle<Expression> arrayIndex = img.arrayed() ? a.integer("array index") : null;
                Handle<Expression> sample = null;
                Handle<Expression> level = null;
                Handle<Type> result;
                switch (img.imageClass()) {
                    case ImageClass.Sampled s -> {
                        if (s.multisampled()) {
                            sample = a.integer("sample index");
                        } else {
                            level = a.integer("level");
                        }
                        result = vec4(s.kind());
                    }
                    case ImageClass.Depth d -> {
                        if (d.multisampled()) {
                            sample = a.integer("sample index");
                        } else {
                            level = a.integer("level");
                        }
                        result = f32;
                    }
                    case ImageClass.Storage st -> result = vec4(st.format().kind());
                    case ImageClass.External e -> result = vec4(ScalarKind.FLOAT);
                }
                a.done();
                Handle<Expression> e = fc.append(new Expression.ImageLoad(image, coords, arrayIndex, sample, level), span);
                return new Value.Plain(e, result);
            }
            case "textureStore" -> {
                Handle<Expression> image = a.image(tt);
                TypeInner.Image img = img(tt[0]);
                if (!(img.imageClass() instanceof ImageClass.Storage st)) {
                    throw lw.error(wrongTexture(a.spanOf(0), name, tt[0]));
                }
                if (!st.access().canWrite()) {
                    throw lw.error(new SemanticError.AccessViolation(a.spanOf(0), "write",
                            img.dim() == ImageDimension.BUFFER ? "read-only texel buffer" : "read-only storage texture"));
                }
                Handle<Expression> coords = a.intCoords(img.dim().coordinates());
                Handle<Expression> arrayIndex = img.arrayed() ? a.integer("array index") : null;
                Handle<Expression> value = a.typed(vec4(st.format().kind()), "texel value");
                a.done();
                fc.addStatement(new Statement.ImageStore(image, coords, arrayIndex, value), span);
                return null;
            }
            case "textureDimensions" -> {
                Handle<Expression> image = a.image(tt);
                TypeInner.Image img = img(tt[0]);
                Handle<Expression> level = null;
                if (a.more()) {
                    boolean mipmapped = img.imageClass() instanceof ImageClass.Sampled s && !s.multisampled()
                            || img.imageClass() instanceof ImageClass.Depth d && !d.multisampled();
                    if (!mipmapped) {
                        throw lw.error(new SemanticError.WrongArgumentCount(span, name, "1", a.values.size()));
                    }
                    level = a.integer("level");
                }
                a.done();
                int n = switch (img.dim()) {
                    case D1, BUFFER -> 1;
                    case D2, CUBE -> 2;
                    case D3 -> 3;
                };
                Handle<Type> result = n == 1 ? lw.scalarType(Scalar.U32) : m.type(new TypeInner.Vector(n, Scalar.U32));
                return new Value.Plain(fc.append(new Expression.ImageQuery(image, new Expression.ImageQueryKind.Size(level)), span), result);
            }
            default -> {
                Handle<Expression> image = a.image(tt);
                TypeInner.Image img = img(tt[0]);
                a.done();
                Expression.ImageQueryKind q;
                boolean ok;
                switch (name) {
                    case "textureNumLayers" -> {
                        q = new Expression.ImageQueryKind.NumLayers();
                        ok = img.arrayed();
                    }
                    case "textureNumLevels" -> {
                        q = new Expression.ImageQueryKind.NumLevels();
                        ok = img.imageClass() instanceof ImageClass.Sampled s && !s.multisampled()
                                || img.imageClass() instanceof ImageClass.Depth d && !d.multisampled();
                    }
                    default -> {
                        q = new Expression.ImageQueryKind.NumSamples();
                        ok = img.imageClass() instanceof ImageClass.Sampled s && s.multisampled()
                                || img.imageClass() instanceof ImageClass.Depth d && d.multisampled();
                    }
                }
                if (!ok) {
                    throw lw.error(wrongTexture(a.spanOf(0), name, tt[0]));
                }
                return new Value.Plain(fc.append(new Expression.ImageQuery(image, q), span), lw.scalarType(Scalar.U32));
            }
        }
    }
}
