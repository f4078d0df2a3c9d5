package dev.tungsten.cg;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.ir.BinaryOperator;
import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Literal;
import dev.tungsten.ir.ScalarKind;
import dev.tungsten.ir.ShaderStage;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.TypeInner;

/// The texture functions of the Cg standard library as table rows ([CgLibrary]), generated
/// per sampler kind: `texND(s, coord)` and its derivative (`dx`, `dy`), shadow-compare (one
/// more coordinate: the depth reference) and texel-offset forms, `texNDproj` (divide by the
/// last coordinate, given one or two more than the texel address has), `texNDlod` and `texNDbias` (`float4`, level
/// or bias in `w`), `texNDgrad`, `texNDfetch` (`int4`, level in `w`) and `texNDsize`.
///
/// Lowering notes: a sampler used by a shadow form becomes a depth image with a comparison
/// sampler ([Globals#markUse]); `texRECT` coordinates are in texels, so they are divided by the
/// texture size; implicit-level lookups sample level 0 outside fragment programs (as Cg's vertex
/// profiles do); `2DARRAY` lookups take the layer from the coordinate after the 2-D ones.
final class TextureFunctions {
    private final CgLowerer lw;

    enum Dim {
        D1("1D", CgType.SamplerKind.S1D, 1, false),
        D2("2D", CgType.SamplerKind.S2D, 2, false),
        D3("3D", CgType.SamplerKind.S3D, 3, false),
        CUBE("CUBE", CgType.SamplerKind.CUBE, 3, false),
        RECT("RECT", CgType.SamplerKind.RECT, 2, false),
        ARRAY("2DARRAY", CgType.SamplerKind.S2DARRAY, 2, true);

        final String suffix;
        final CgType.SamplerKind kind;
        /// Coordinates of a texel address (the layer not counted).
        final int coords;
        final boolean layered;

        Dim(String suffix, CgType.SamplerKind kind, int coords, boolean layered) {
            this.suffix = suffix;
            this.kind = kind;
            this.coords = coords;
            this.layered = layered;
        }

        /// Coordinates including the layer.
        int full() {
            return coords + (layered ? 1 : 0);
        }
    }

    enum Variant { PLAIN, GRAD, SHADOW, SHADOW_GRAD, PROJ, LOD, BIAS, FETCH, SIZE }

    /// One texture function overload.
    record Form(String name, List<String> params, String result, Dim dim, Variant variant, boolean offset) {}

    private static final List<Form> FORMS = new ArrayList<>();

    static {
        for (Dim d : Dim.values()) {
            String s = d.kind.text;
            String base = "tex" + d.suffix;
            String coord = floatN(d.full());
            String grad = floatN(d.coords);
            String off = d == Dim.CUBE ? null : (d.coords == 1 ? "int" : "int" + d.coords);
            form(base, List.of(s, coord), d, Variant.PLAIN, off);
            form(base, List.of(s, coord, grad, grad), d, Variant.GRAD, off);
            form(base + "grad", List.of(s, coord, grad, grad), d, Variant.GRAD, off);
            if (d != Dim.D3) {
                form(base, List.of(s, floatN(d.full() + 1)), d, Variant.SHADOW, off);
                form(base, List.of(s, floatN(d.full() + 1), grad, grad), d, Variant.SHADOW_GRAD, off);
            }
            if (!d.layered) {
                form(base + "proj", List.of(s, floatN(d.coords + 1)), d, Variant.PROJ, off);
                if (d != Dim.D3 && d != Dim.CUBE) {
                    // The form with one more coordinate (tex2Dproj(sampler2D, float4)) divides by the last
                    // and ignores the one before, as cgc's TXP does on a colour texture: the Cg Tutorial's
                    // projective texturing uses it so. Shadow compares are the non-projective forms.
                    form(base + "proj", List.of(s, floatN(d.coords + 2)), d, Variant.PROJ, off);
                }
            }
            form(base + "lod", List.of(s, "float4"), d, Variant.LOD, off);
            form(base + "bias", List.of(s, "float4"), d, Variant.BIAS, off);
            if (d != Dim.CUBE) {
                form(base + "fetch", List.of(s, "int4"), d, Variant.FETCH, off);
            }
            FORMS.add(new Form(base + "size", List.of(s, "int"), "int3", d, Variant.SIZE, false));
        }
    }

    private static String floatN(int n) {
        return n == 1 ? "float" : "float" + n;
    }

    private static void form(String name, List<String> params, Dim d, Variant v, String offset) {
        FORMS.add(new Form(name, params, "float4", d, v, false));
        if (offset != null) {
            List<String> withOffset = new ArrayList<>(params);
            withOffset.add(offset);
            FORMS.add(new Form(name, withOffset, "float4", d, v, true));
        }
    }

    static List<Form> forms() {
        return FORMS;
    }

    TextureFunctions(CgLowerer lw) {
        this.lw = lw;
    }

    // ------------------------------------------------------------------ lowering

    Val lower(FunctionContext fc, Form f, List<Val> args, List<Ast.Expr> exprs, List<Handle<Expression>> in, Span span) {
        if (!(args.getFirst() instanceof Val.SamplerVal s)) {
            throw lw.error(new CgSemanticError.SamplerMisuse(exprs.getFirst().span(), "expected a sampler, found "
                    + args.getFirst().type().text()));
        }
        Dim d = f.dim;
        boolean shadow = f.variant == Variant.SHADOW || f.variant == Variant.SHADOW_GRAD;
        if (f.offset && !lw.profile.hasTexelOffsets() && !lw.checkOnly) {
            throw lw.error(new CgSemanticError.ProfileRestriction(exprs.getLast().span(), "a texel offset", lw.profile.spelling()));
        }
        if ((f.variant == Variant.FETCH || f.variant == Variant.SIZE) && !lw.profile.hasTexelFetch() && !lw.checkOnly) {
            throw lw.error(new CgSemanticError.ProfileRestriction(span, "`" + f.name + "`", lw.profile.spelling()));
        }
        if (f.variant != Variant.SIZE && f.variant != Variant.FETCH) {
            lw.globals.markUse(s.origin(), shadow, span);
        }
        Handle<Expression> c = in.get(1);
        if (f.variant == Variant.SIZE) {
            return size(fc, s, d, c, span);
        }
        if (f.variant == Variant.FETCH) {
            return fetch(fc, s, d, c, f.offset ? in.getLast() : null, span);
        }
        boolean fragment = lw.stage == ShaderStage.FRAGMENT;
        Handle<Expression> coord;
        Handle<Expression> layer = null;
        Handle<Expression> ref = null;
        Expression.SampleLevel level = fragment ? new Expression.SampleLevel.Auto() : new Expression.SampleLevel.Zero();
        switch (f.variant) {
            case PROJ -> {
                int n = CgTypes.builtin(f.params.get(1)).components();
                Handle<Expression> w = component(fc, c, n - 1, span);
                coord = divide(fc, prefix(fc, c, n, d.coords, span), w, d.coords, span);
            }
            default -> {
                int n = f.variant == Variant.LOD || f.variant == Variant.BIAS ? 4
                        : d.full() + (f.variant == Variant.SHADOW || f.variant == Variant.SHADOW_GRAD ? 1 : 0);
                coord = prefix(fc, c, n, d.coords, span);
                if (d.layered) {
                    layer = layerIndex(fc, component(fc, c, d.coords, span), span);
                }
                if (f.variant == Variant.SHADOW || f.variant == Variant.SHADOW_GRAD) {
                    ref = component(fc, c, d.full(), span);
                }
                if (f.variant == Variant.LOD) {
                    level = new Expression.SampleLevel.Exact(component(fc, c, 3, span));
                } else if (f.variant == Variant.BIAS) {
                    Handle<Expression> w = component(fc, c, 3, span);
                    level = fragment ? new Expression.SampleLevel.Bias(w) : new Expression.SampleLevel.Exact(w);
                }
            }
        }
        Handle<Expression> size = null;
        if (d == Dim.RECT) {
            size = rectSize(fc, s, span);
            coord = fc.append(new Expression.Binary(BinaryOperator.DIVIDE, coord, size), span);
        }
        if (f.variant == Variant.GRAD || f.variant == Variant.SHADOW_GRAD) {
            Handle<Expression> dx = in.get(2);
            Handle<Expression> dy = in.get(3);
            if (size != null) {
                dx = fc.append(new Expression.Binary(BinaryOperator.DIVIDE, dx, size), span);
                dy = fc.append(new Expression.Binary(BinaryOperator.DIVIDE, dy, size), span);
            }
            level = new Expression.SampleLevel.Gradient(dx, dy);
        }
        Handle<Expression> offset = f.offset ? constantOffset(fc, exprs.getLast(), d, span) : null;
        Handle<Expression> sample = fc.append(new Expression.ImageSample(s.image(), s.sampler(), null, coord, layer, offset,
                level, ref), span);
        if (ref != null) {
            sample = fc.append(new Expression.Splat(4, sample), span);
        }
        return new Val.Rv(sample, new CgType.Vector(CgType.Base.FLOAT, 4));
    }

    private static Handle<Expression> component(FunctionContext fc, Handle<Expression> v, int i, Span span) {
        return fc.append(new Expression.AccessIndex(v, i), span);
    }

    /// The first `n` components of a vector of `size` (the vector itself when equal).
    private Handle<Expression> prefix(FunctionContext fc, Handle<Expression> v, int size, int n, Span span) {
        if (size == 1) {
            return v;
        }
        return lw.conv.prefix(fc, v, size, n, span);
    }

    private static Handle<Expression> divide(FunctionContext fc, Handle<Expression> v, Handle<Expression> w, int n, Span span) {
        Handle<Expression> ws = n == 1 ? w : fc.append(new Expression.Splat(n, w), span);
        return fc.append(new Expression.Binary(BinaryOperator.DIVIDE, v, ws), span);
    }

    /// The layer of an array lookup: the nearest integer to the coordinate (GL rounds it).
    private Handle<Expression> layerIndex(FunctionContext fc, Handle<Expression> z, Span span) {
        Handle<Expression> half = fc.append(new Expression.Lit(new Literal.F32(0.5f)), span);
        Handle<Expression> r = fc.append(new Expression.Binary(BinaryOperator.ADD, z, half), span);
        Handle<Expression> f = fc.append(new Expression.Math(dev.tungsten.ir.MathFunction.FLOOR, r, null, null, null), span);
        return fc.append(new Expression.As(f, ScalarKind.SINT, 4), span);
    }

    /// The size of level 0 of a RECT texture as `float2`.
    private Handle<Expression> rectSize(FunctionContext fc, Val.SamplerVal s, Span span) {
        Handle<Expression> q = fc.append(new Expression.ImageQuery(s.image(), new Expression.ImageQueryKind.Size(null)), span);
        return fc.append(new Expression.As(q, ScalarKind.FLOAT, 4), span);
    }

    /// A texel offset, which the IR wants constant.
    private Handle<Expression> constantOffset(FunctionContext fc, Ast.Expr e, Dim d, Span span) {
        CgConstants.Value v = lw.constants(fc).fold(e);
        if (v == null || v.components().length == 0) {
            if (lw.checkOnly) {
                return null;
            }
            throw lw.error(new CgSemanticError.NotConstant(e.span(), "a texel offset"));
        }
        List<Handle<Expression>> lits = new ArrayList<>();
        for (int i = 0; i < d.coords; i++) {
            double x = v.components()[v.components().length == 1 ? 0 : Math.min(i, v.components().length - 1)];
            lits.add(lw.module.globalExpressions().append(new Expression.Lit(new Literal.I32((int) x)), e.span()));
        }
        if (lits.size() == 1) {
            return lits.getFirst();
        }
        return lw.module.globalExpressions().append(new Expression.Compose(lw.types.ir(new CgType.Vector(CgType.Base.INT,
                lits.size()), span), lits), e.span());
    }

    private Val fetch(FunctionContext fc, Val.SamplerVal s, Dim d, Handle<Expression> c, Handle<Expression> offset, Span span) {
        Handle<Expression> coord = prefix(fc, c, 4, d.coords, span);
        if (offset != null) {
            coord = fc.append(new Expression.Binary(BinaryOperator.ADD, coord, offset), span);
        }
        Handle<Expression> layer = d.layered ? component(fc, c, d.coords, span) : null;
        Handle<Expression> level = component(fc, c, 3, span);
        Handle<Expression> load = fc.append(new Expression.ImageLoad(s.image(), coord, layer, null, level), span);
        return new Val.Rv(load, new CgType.Vector(CgType.Base.FLOAT, 4));
    }

    /// `int3(width, height, depth)` of a level; unused components are zero.
    private Val size(FunctionContext fc, Val.SamplerVal s, Dim d, Handle<Expression> lod, Span span) {
        Handle<Expression> q = fc.append(new Expression.ImageQuery(s.image(), new Expression.ImageQueryKind.Size(lod)), span);
        TypeInner.Image img = CgTypes.image(d.kind, false);
        int n = switch (img.dim()) {
            case D1, BUFFER -> 1;
            case D2, CUBE -> 2;
            case D3 -> 3;
        };
        Handle<Expression> asInt = fc.append(new Expression.As(q, ScalarKind.SINT, 4), span);
        List<Handle<Expression>> parts = new ArrayList<>();
        parts.add(asInt);
        for (int i = n; i < 3; i++) {
            parts.add(i == 2 && d.layered
                    ? fc.append(new Expression.As(fc.append(new Expression.ImageQuery(s.image(),
                            new Expression.ImageQueryKind.NumLayers()), span), ScalarKind.SINT, 4), span)
                    : fc.append(new Expression.Lit(new Literal.I32(0)), span));
        }
        CgType int3 = new CgType.Vector(CgType.Base.INT, 3);
        return new Val.Rv(fc.append(new Expression.Compose(lw.types.ir(int3, span), parts), span), int3);
    }
}
