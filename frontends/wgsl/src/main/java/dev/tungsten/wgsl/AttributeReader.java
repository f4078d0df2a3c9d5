package dev.tungsten.wgsl;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import dev.tungsten.ir.Binding;
import dev.tungsten.ir.BuiltInValue;
import dev.tungsten.ir.ConstEvaluator;
import dev.tungsten.ir.EntryPoint;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.ScalarKind;
import dev.tungsten.ir.Severity;
import dev.tungsten.ir.ShaderStage;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.TypeInner;

/// Reads the attributes of a declaration (WGSL §11): checks that each is known, allowed where
/// it is written, not repeated, and has arguments of the right kind, and collects the values.
final class AttributeReader {
    private final Lowerer lw;

    AttributeReader(Lowerer lw) {
        this.lw = lw;
    }

    /// Where attributes are written; each site allows a fixed set.
    enum Site {
        FUNCTION(Set.of("vertex", "fragment", "compute", "workgroup_size", "must_use", "diagnostic", "early_depth_test")),
        PARAM(Set.of("builtin", "location", "interpolate", "invariant", "color")),
        RESULT(Set.of("builtin", "location", "interpolate", "invariant", "blend_src")),
        MEMBER(Set.of("align", "size", "builtin", "location", "interpolate", "invariant", "blend_src", "second_blend_source",
                "color")),
        GLOBAL_VAR(Set.of("group", "binding")),
        OVERRIDE(Set.of("id")),
        STATEMENT(Set.of("diagnostic"));

        final Set<String> allowed;

        Site(Set<String> allowed) {
            this.allowed = allowed;
        }
    }

    static final Set<String> KNOWN = Set.of("align", "binding", "blend_src", "builtin", "color", "compute", "const", "diagnostic",
            "fragment", "group", "id", "interpolate", "invariant", "location", "must_use", "size", "vertex",
            "workgroup_size", "early_depth_test", "second_blend_source");

    /// The collected values; `null` where an attribute is absent.
    static final class Attrs {
        Integer group;
        Integer binding;
        Integer location;
        Integer blendSrc;
        /// `@color(N)`: the colour target a framebuffer-fetch input reads.
        Integer color;
        Span colorSpan;
        BuiltInValue builtin;
        Span builtinSpan;
        Binding.Interpolation interpolation;
        Binding.Sampling sampling;
        boolean invariant;
        Integer id;
        Integer align;
        Span alignSpan;
        Integer size;
        Span sizeSpan;
        ShaderStage stage;
        Span stageSpan;
        List<Handle<Ast.Expr>> workgroupSize;
        Span workgroupSizeSpan;
        boolean mustUse;
        Severity derivativeUniformity;
        EntryPoint.EarlyDepthTest earlyDepthTest;
        /// `@builtin(frag_depth, L)`'s layout, or `null`.
        Binding.DepthLayout depthLayout;
        Span locationSpan;

        /// The IO binding these attributes give, or `null`.
        Binding binding() {
            if (builtin != null) {
                return new Binding.BuiltIn(builtin, invariant, depthLayout);
            }
            if (location != null) {
                return new Binding.Location(location, interpolation, sampling, blendSrc);
            }
            if (color != null) {
                return new Binding.Color(color);
            }
            return null;
        }
    }

    Attrs read(List<Ast.Attribute> list, Site site) {
        Attrs a = new Attrs();
        Set<String> seen = new HashSet<>();
        for (Ast.Attribute attr : list) {
            String name = attr.name().name();
            if (!KNOWN.contains(name)) {
                lw.errors.add(new SemanticError.UnknownName(attr.name().span(), "attribute", name));
                continue;
            }
            if (!site.allowed.contains(name)) {
                lw.errors.add(new SemanticError.InvalidAttribute(attr.span(), name,
                        "not allowed on " + site.name().toLowerCase().replace('_', ' ') + "s (§11)"));
                continue;
            }
            if (!name.equals("diagnostic") && !seen.add(name)) {
                lw.errors.add(new SemanticError.DuplicateAttribute(attr.span(), name));
                continue;
            }
            try {
                apply(a, attr, name);
            } catch (Lowerer.Abort e) {
                // recorded; keep reading the other attributes
            }
        }
        if (a.builtin != null && a.location != null) {
            lw.errors.add(new SemanticError.InvalidAttribute(a.builtinSpan, "builtin",
                    "an input or output is either a built-in or at a location, not both (§13.3.1)"));
        }
        if (a.color != null && (a.builtin != null || a.location != null || a.interpolation != null || a.invariant)) {
            lw.errors.add(new SemanticError.InvalidAttribute(a.colorSpan, "color",
                    "a framebuffer input takes no @location, @builtin, @interpolate or @invariant"));
        }
        if (a.interpolation == null && a.sampling != null) {
            lw.errors.add(new SemanticError.InvalidAttribute(a.locationSpan == null ? Span.UNDEFINED : a.locationSpan,
                    "interpolate", "a sampling needs an interpolation type"));
        }
        return a;
    }

    /// `@blend_src`, `@color` and `@builtin(clip_distances)` need their extension enabled (§4.1.1). naga's
    /// older `@second_blend_source` and `primitive_index` are accepted without one, as naga does.
    private void requireEnabled(Ast.Attribute attr, String extension) {
        if (!lw.enabled.contains(extension)) {
            throw lw.error(new SemanticError.ExtensionNotEnabled(attr.span(), extension));
        }
    }

    private void apply(Attrs a, Ast.Attribute attr, String name) {
        List<Handle<Ast.Expr>> args = attr.args();
        switch (name) {
            case "group" -> a.group = nonNegative(attr, args);
            case "binding" -> a.binding = nonNegative(attr, args);
            case "location" -> {
                a.location = nonNegative(attr, args);
                a.locationSpan = attr.span();
            }
            case "blend_src" -> {
                requireEnabled(attr, "dual_source_blending");
                a.blendSrc = nonNegative(attr, args);
                if (a.blendSrc > 1) {
                    throw lw.error(new SemanticError.InvalidAttribute(attr.span(), name, "the blend source is 0 or 1"));
                }
            }
            case "color" -> {
                requireEnabled(attr, "chromium_experimental_framebuffer_fetch");
                a.color = nonNegative(attr, args);
                a.colorSpan = attr.span();
            }
            case "second_blend_source" -> {
                noArgs(attr, args);
                a.blendSrc = 1;
            }
            case "id" -> a.id = nonNegative(attr, args);
            case "align" -> {
                int v = nonNegative(attr, args);
                if (v == 0 || Integer.bitCount(v) != 1) {
                    throw lw.error(new SemanticError.InvalidAttribute(attr.span(), name,
                            "the alignment must be a power of two (§12.1)"));
                }
                a.align = v;
                a.alignSpan = attr.span();
            }
            case "size" -> {
                int v = nonNegative(attr, args);
                if (v == 0) {
                    throw lw.error(new SemanticError.InvalidAttribute(attr.span(), name, "the size must be positive (§12.11)"));
                }
                a.size = v;
                a.sizeSpan = attr.span();
            }
            case "builtin" -> {
                List<String> w = word(attr, args, 2);
                String v = w.getFirst();
                a.builtin = BuiltInValue.fromText(v);
                a.builtinSpan = attr.span();
                if (a.builtin == null) {
                    throw lw.error(new SemanticError.UnknownName(lw.span(args.getFirst()), "built-in value", v));
                }
                if (w.size() > 1) {
                    a.depthLayout = depthLayout(attr, args, a.builtin, w.get(1));
                }
                if (a.builtin == BuiltInValue.CLIP_DISTANCES) {
                    requireEnabled(attr, "clip_distances");
                }
            }
            case "interpolate" -> {
                List<String> w = word(attr, args, 2);
                a.interpolation = switch (w.getFirst()) {
                    case "perspective" -> Binding.Interpolation.PERSPECTIVE;
                    case "linear" -> Binding.Interpolation.LINEAR;
                    case "flat" -> Binding.Interpolation.FLAT;
                    default -> throw lw.error(new SemanticError.UnknownName(lw.span(args.getFirst()), "interpolation type", w.getFirst()));
                };
                if (w.size() > 1) {
                    a.sampling = switch (w.get(1)) {
                        case "center" -> Binding.Sampling.CENTER;
                        case "centroid" -> Binding.Sampling.CENTROID;
                        case "sample" -> Binding.Sampling.SAMPLE;
                        case "first" -> Binding.Sampling.FIRST;
                        case "either" -> Binding.Sampling.EITHER;
                        default -> throw lw.error(new SemanticError.UnknownName(lw.span(args.get(1)), "interpolation sampling", w.get(1)));
                    };
                    boolean flat = a.interpolation == Binding.Interpolation.FLAT;
                    boolean flatSampling = a.sampling == Binding.Sampling.FIRST || a.sampling == Binding.Sampling.EITHER;
                    if (flat != flatSampling) {
                        throw lw.error(new SemanticError.InvalidAttribute(attr.span(), name,
                                flat ? "flat interpolation takes `first` or `either`" : "`first` and `either` are only for flat interpolation"));
                    }
                }
            }
            case "invariant" -> {
                noArgs(attr, args);
                a.invariant = true;
            }
            case "vertex", "fragment", "compute" -> {
                noArgs(attr, args);
                if (a.stage != null) {
                    throw lw.error(new SemanticError.DuplicateAttribute(attr.span(), "shader stage"));
                }
                a.stage = switch (name) {
                    case "vertex" -> ShaderStage.VERTEX;
                    case "fragment" -> ShaderStage.FRAGMENT;
                    default -> ShaderStage.COMPUTE;
                };
                a.stageSpan = attr.span();
            }
            case "workgroup_size" -> {
                if (args.isEmpty() || args.size() > 3) {
                    throw lw.error(new SemanticError.WrongArgumentCount(attr.span(), "@workgroup_size", "1 to 3", args.size()));
                }
                a.workgroupSize = args;
                a.workgroupSizeSpan = attr.span();
            }
            case "must_use" -> {
                noArgs(attr, args);
                a.mustUse = true;
            }
            case "diagnostic" -> {
                Severity s = lw.diagnosticSeverity(attr.diagnostic());
                if (s != null && attr.diagnostic().rule().name().equals("derivative_uniformity")) {
                    a.derivativeUniformity = s;
                }
            }
            case "early_depth_test" -> {
                if (args.isEmpty()) {
                    a.earlyDepthTest = EntryPoint.EarlyDepthTest.FORCE;
                } else {
                    String w = word(attr, args, 1).getFirst();
                    a.earlyDepthTest = switch (w) {
                        case "force" -> EntryPoint.EarlyDepthTest.FORCE;
                        case "greater_equal" -> EntryPoint.EarlyDepthTest.GREATER_EQUAL;
                        case "less_equal" -> EntryPoint.EarlyDepthTest.LESS_EQUAL;
                        case "unchanged" -> EntryPoint.EarlyDepthTest.UNCHANGED;
                        default -> throw lw.error(new SemanticError.UnknownName(lw.span(args.getFirst()), "conservative depth", w));
                    };
                }
            }
            default -> throw new IllegalStateException(name);
        }
    }

    /// The second argument of `@builtin(frag_depth, L)`, which Tint's `requires fragment_depth`
    /// allows: `any`, `greater` or `less`.
    private Binding.DepthLayout depthLayout(Ast.Attribute attr, List<Handle<Ast.Expr>> args, BuiltInValue builtin, String w) {
        if (!lw.required.contains("fragment_depth")) {
            throw lw.error(new SemanticError.InvalidAttribute(attr.span(), "builtin",
                    "a depth layout needs `requires fragment_depth`"));
        }
        if (builtin != BuiltInValue.FRAG_DEPTH) {
            throw lw.error(new SemanticError.InvalidAttribute(attr.span(), "builtin", "only frag_depth takes a depth layout"));
        }
        return switch (w) {
            case "any" -> Binding.DepthLayout.ANY;
            case "greater" -> Binding.DepthLayout.GREATER;
            case "less" -> Binding.DepthLayout.LESS;
            default -> throw lw.error(new SemanticError.UnknownName(lw.span(args.get(1)), "depth layout", w));
        };
    }

    private void noArgs(Ast.Attribute attr, List<Handle<Ast.Expr>> args) {
        if (!args.isEmpty()) {
            throw lw.error(new SemanticError.WrongArgumentCount(attr.span(), "@" + attr.name().name(), "0", args.size()));
        }
    }

    /// The single argument of `attr`: a const-expression of type i32 or u32 that is not negative.
    private int nonNegative(Ast.Attribute attr, List<Handle<Ast.Expr>> args) {
        if (args.size() != 1) {
            throw lw.error(new SemanticError.WrongArgumentCount(attr.span(), "@" + attr.name().name(), "1", args.size()));
        }
        return constInteger(args.getFirst(), "@" + attr.name().name(), 0);
    }

    /// A const-expression integer at least `min`.
    int constInteger(Handle<Ast.Expr> e, String what, long min) {
        Value.Const c = (Value.Const) lw.exprs.lowerConst(e, null);
        TypeInner t = lw.module.inner(c.type());
        if (!(t instanceof TypeInner.ScalarType st) || !st.scalar().kind().isInteger()) {
            throw lw.error(new SemanticError.TypeMismatch(lw.span(e), "i32 or u32 for " + what, lw.typeName(c.type())));
        }
        long v = ConstEvaluator.literal(c.value()).asLong();
        if (st.scalar().kind() == ScalarKind.ABSTRACT_INT && (v > Integer.MAX_VALUE && v > 0xFFFF_FFFFL)) {
            throw lw.error(new SemanticError.ConstEvaluation(lw.span(e), "value " + v + " does not fit in u32"));
        }
        if (v < min) {
            throw lw.error(new SemanticError.ConstEvaluation(lw.span(e), what + " must be at least " + min + ", found " + v));
        }
        if (v > Integer.MAX_VALUE) {
            throw lw.error(new SemanticError.ConstEvaluation(lw.span(e), what + " value " + v + " is too large"));
        }
        return (int) v;
    }

    /// The identifier arguments of `@builtin` and `@interpolate` (context-dependent names).
    private List<String> word(Ast.Attribute attr, List<Handle<Ast.Expr>> args, int max) {
        if (args.isEmpty() || args.size() > max) {
            throw lw.error(new SemanticError.WrongArgumentCount(attr.span(), "@" + attr.name().name(),
                    max == 1 ? "1" : "1 or " + max, args.size()));
        }
        List<String> out = new ArrayList<>();
        for (Handle<Ast.Expr> h : args) {
            if (!(lw.expr(h) instanceof Ast.Expr.Ident id) || !id.templateArgs().isEmpty()) {
                throw lw.error(new SemanticError.TypeMismatch(lw.span(h), "a name", "an expression"));
            }
            out.add(id.name().name());
        }
        return out;
    }
}
