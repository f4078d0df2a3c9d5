package dev.tungsten.cg;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Layouter;
import dev.tungsten.ir.Module;
import dev.tungsten.ir.Scalar;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.Type;
import dev.tungsten.ir.TypeInner;

/// Resolves type names to [CgType]s and maps Cg types onto the IR.
///
/// ## The mapping
/// - `float`, `half`, `fixed`, `double`, `cfloat` are IR `f32` (the spec lets profiles run half,
///   fixed and double at float precision); `int`, `cint` are `i32`; `unsigned int` is `u32`.
/// - `TN` is `vecN`; `float1` is `float`.
/// - `floatRxC` is an IR matrix of `R` columns of `C` rows: **IR columns are Cg rows**, so
///   `M[i]` is IR column `i`, a constructor's arguments fill rows, and a row uploads to one
///   constant register. `float1xN` and `floatNx1` are IR `vecN` (one row, or one column);
///   `float1x1` is `float`.
/// - Arrays use a stride rounded up to 16 bytes and structs place struct and array members at
///   16-byte boundaries, so one IR type serves locals and the uniform buffer (whose layout rules
///   demand it).
/// - A struct's IR type omits its sampler members (they become resource globals); a uniform's
///   IR type stores `bool` as `u32` and a matrix of two columns as an array of rows 16 bytes
///   apart, so every matrix uploads one row per register ([#host]).
final class CgTypes {
    private final CgLowerer lw;
    private final Module m;
    private final Layouter layouter;
    private final Map<String, CgType> globalTypes = new HashMap<>();
    private final Map<CgType, Handle<Type>> valueTypes = new HashMap<>();
    private final Map<CgType, Handle<Type>> hostTypes = new HashMap<>();

    private static final Pattern NUMERIC = Pattern.compile(
            "(bool|int|uint|unsigned|half|float|fixed|double|cint|cfloat|char|short|long)([1-4])?(?:x([1-4]))?");

    CgTypes(CgLowerer lw) {
        this.lw = lw;
        this.m = lw.module;
        this.layouter = new Layouter(m.types());
    }

    Layouter layouter() {
        return layouter;
    }

    // ------------------------------------------------------------------ names

    /// Answers of [#builtin] so far, `Optional.empty()` for names that are not built-in types:
    /// every call's callee and every type name is asked, and the spelling rules below cost a
    /// regular expression each. Bounded, so that fuzzed input cannot grow it without end.
    private static final ConcurrentHashMap<String, Optional<CgType>> BUILTIN_NAMES = new ConcurrentHashMap<>();
    private static final int BUILTIN_NAMES_MAX = 4096;

    private static final java.util.concurrent.ConcurrentHashMap<String, java.util.Optional<CgType>> BUILTINS =
            new java.util.concurrent.ConcurrentHashMap<>();

    /// A built-in type name (`float4`, `half3x3`, `sampler2D`, `unsigned int`), or `null`.
    static CgType builtin(String name) {
        java.util.Optional<CgType> known = BUILTINS.get(name);
        if (known == null) {
            known = java.util.Optional.ofNullable(parseBuiltin(name));
            if (BUILTINS.size() < 4096) {
                // Names are looked up for every call and constructor; the set of spellings is small.
                BUILTINS.put(name, known);
            }
        }
        return known.orElse(null);
    }

    private static CgType parseBuiltin(String name) {
        Optional<CgType> known = BUILTIN_NAMES.get(name);
        if (known == null) {
            known = Optional.ofNullable(spelledBuiltin(name));
            if (BUILTIN_NAMES.size() < BUILTIN_NAMES_MAX) {
                BUILTIN_NAMES.put(name, known);
            }
        }
        return known.orElse(null);
    }

    private static CgType spelledBuiltin(String name) {
        String n = name.trim().replaceAll("\\s+", " ");
        if (n.equals("unsigned int") || n.equals("unsigned")) {
            return CgType.UINT;
        }
        if (n.equals("void")) {
            return CgType.VOID;
        }
        for (CgType.SamplerKind k : CgType.SamplerKind.values()) {
            if (k.text.equalsIgnoreCase(n)) {
                return new CgType.Sampler(k);
            }
        }
        if (n.equals("samplerCube")) {
            return new CgType.Sampler(CgType.SamplerKind.CUBE);
        }
        Matcher mt = NUMERIC.matcher(n);
        if (!mt.matches()) {
            return null;
        }
        CgType.Base b = switch (mt.group(1)) {
            case "bool" -> CgType.Base.BOOL;
            case "uint", "unsigned" -> CgType.Base.UINT;
            case "half" -> CgType.Base.HALF;
            case "fixed" -> CgType.Base.FIXED;
            case "double" -> CgType.Base.DOUBLE;
            case "float" -> CgType.Base.FLOAT;
            case "cfloat" -> CgType.Base.CFLOAT;
            case "cint" -> CgType.Base.CINT;
            default -> CgType.Base.INT;
        };
        if (mt.group(2) == null) {
            return new CgType.Scalar(b);
        }
        int a = Integer.parseInt(mt.group(2));
        if (mt.group(3) == null) {
            return CgType.vector(b, a);
        }
        return CgType.matrix(b, a, Integer.parseInt(mt.group(3)));
    }

    private static final Pattern GLSL_VECTOR = Pattern.compile("([biu]?)vec([234])");

    /// The Cg type a GLSL vector type name (`vec4`, `ivec2`, `bvec3`) stands for, or `null`:
    /// a few shaders written for both languages use them, and `cgc`'s GLSL-oriented profiles
    /// accept them.
    static CgType glslAlias(String name) {
        Matcher mt = GLSL_VECTOR.matcher(name);
        if (!mt.matches()) {
            return null;
        }
        CgType.Base b = switch (mt.group(1)) {
            case "b" -> CgType.Base.BOOL;
            case "i" -> CgType.Base.INT;
            case "u" -> CgType.Base.UINT;
            default -> CgType.Base.FLOAT;
        };
        return CgType.vector(b, Integer.parseInt(mt.group(2)));
    }

    /// Declares a global type name (struct tag or typedef).
    void declareGlobal(String name, CgType t) {
        globalTypes.put(name, t);
    }

    CgType globalType(String name) {
        return globalTypes.get(name);
    }

    /// Resolves a type reference; `local` looks names up in the enclosing function's scopes
    /// first (may be `null`). Reports and aborts on an unknown name.
    CgType resolve(Ast.TypeRef ref, Function<String, CgType> local) {
        return switch (ref) {
            case Ast.NamedType n -> {
                CgType t = local == null ? null : local.apply(n.name());
                if (t == null) {
                    t = globalTypes.get(n.name());
                }
                if (t == null) {
                    t = builtin(n.name());
                }
                if (t == null && (t = glslAlias(n.name())) != null) {
                    lw.warn(n.span(), "`" + n.name() + "` is GLSL; accepted as " + t.text(), "§Types (GLSL names are not Cg)");
                }
                if (t == null) {
                    throw lw.error(new CgSemanticError.UnknownType(n.span(), n.name()));
                }
                yield t;
            }
            case Ast.StructType s -> declareStruct(s.decl(), local, null);
            case Ast.GenericType g -> generic(g, local);
        };
    }

    /// `vector<T, N>` and `matrix<T, R, C>`; anything else generic (`AttribArray<...>`) is not
    /// a type of the stages compiled here.
    private CgType generic(Ast.GenericType g, Function<String, CgType> local) {
        CgType elem = g.element() == null ? CgType.FLOAT : resolve(g.element(), local);
        List<Integer> dims = new ArrayList<>();
        for (Ast.Expr e : g.arguments()) {
            Long v = lw.constants(null).integer(e);
            if (v == null || v < 1 || v > 4) {
                throw lw.error(new CgSemanticError.NotConstant(e.span(), "a vector or matrix size (1 to 4)"));
            }
            dims.add((int) (long) v);
        }
        String base = g.base().toLowerCase();
        if (elem.base() == null || !(elem instanceof CgType.Scalar)) {
            throw lw.error(new CgSemanticError.UnsupportedType(g.span(), g.base() + "<" + elem.text() + ">",
                    "the element of a vector or matrix is a scalar"));
        }
        if (base.equals("vector") && dims.size() == 1) {
            return CgType.vector(elem.base(), dims.getFirst());
        }
        if (base.equals("matrix") && dims.size() == 2) {
            return CgType.matrix(elem.base(), dims.get(0), dims.get(1));
        }
        throw lw.error(new CgSemanticError.UnsupportedType(g.span(), g.base(), "only vector<T, N> and matrix<T, R, C> "
                + "are generic types of vertex and fragment programs"));
    }

    /// Resolves a struct declaration's members and declares its name in `declare` (the global
    /// scope when `null`).
    CgType declareStruct(Ast.StructDecl d, Function<String, CgType> local, java.util.function.BiConsumer<String, CgType> declare) {
        List<CgType.Field> fields = new ArrayList<>();
        CgType.StructInfo info = new CgType.StructInfo(d.name(), fields, d);
        CgType.Struct t = new CgType.Struct(info);
        for (Ast.Field f : d.members()) {
            CgType ft = withDims(resolve(f.type(), local), f.arrayDims(), local, f.span());
            CgType.Field twin = fields.stream().filter(o -> o.name().equals(f.name())).findFirst().orElse(null);
            if (twin != null) {
                // Reported, and the second member left out, so the struct stays usable.
                lw.errors.add(new CgSemanticError.Redefinition(f.span(), f.name(), twin.span()));
                continue;
            }
            if (ft instanceof CgType.Void) {
                throw lw.error(new CgSemanticError.UnsupportedType(f.span(), "void", "a member needs a type with values"));
            }
            fields.add(new CgType.Field(f.name(), ft, f.semantic() == null ? null : f.semantic().text().toUpperCase(), f.span()));
        }
        if (d.name() != null) {
            if (declare == null) {
                if (globalTypes.get(d.name()) instanceof CgType.Struct prev && prev.info().decl != null && prev.info().decl != d) {
                    throw lw.error(new CgSemanticError.Redefinition(d.span(), d.name(), prev.info().decl.span()));
                }
                globalTypes.put(d.name(), t);
            } else {
                declare.accept(d.name(), t);
            }
        }
        return t;
    }

    /// Wraps `t` in the array dimensions of a declarator, outermost first; an empty dimension
    /// (`[]`) is an unsized array.
    CgType withDims(CgType t, List<Ast.Expr> dims, Function<String, CgType> local, Span span) {
        if (t instanceof CgType.Void && !dims.isEmpty()) {
            throw lw.error(new CgSemanticError.UnsupportedType(span, "void", "an array needs an element type with values"));
        }
        for (int i = dims.size() - 1; i >= 0; i--) {
            Ast.Expr d = dims.get(i);
            int n = -1;
            if (d != null) {
                Long v = lw.constants(null).integer(d);
                if (v == null) {
                    throw lw.error(new CgSemanticError.NotConstant(d.span(), "an array size"));
                }
                if (v < 1 || v > 65536) {
                    throw lw.error(new CgSemanticError.InvalidIndex(d.span(), t.text() + "[]", "array size " + v
                            + " is outside 1..65536"));
                }
                n = (int) (long) v;
            }
            t = new CgType.Array(t, n);
        }
        return t;
    }

    // ------------------------------------------------------------------ IR types

    static Scalar scalar(CgType.Base b) {
        return switch (b) {
            case BOOL -> Scalar.BOOL;
            case INT, CINT -> Scalar.I32;
            case UINT -> Scalar.U32;
            default -> Scalar.F32;
        };
    }

    /// The IR type of a value of `t` (bools as IR `bool`, sampler members left out); `null` for
    /// a sampler or a struct of samplers only.
    Handle<Type> ir(CgType t, Span span) {
        return map(t, span, false);
    }

    /// The host-shareable IR type of `t` for the uniform buffer: `ir(t)` with `bool` stored as
    /// `u32`.
    Handle<Type> host(CgType t, Span span) {
        return map(t, span, true);
    }

    private Handle<Type> map(CgType t, Span span, boolean host) {
        Map<CgType, Handle<Type>> cache = host ? hostTypes : valueTypes;
        Handle<Type> h = cache.get(t);
        if (h != null) {
            return h;
        }
        h = switch (t) {
            case CgType.Scalar s -> m.type(new TypeInner.ScalarType(hostScalar(s.base(), host)));
            case CgType.Vector v -> m.type(new TypeInner.Vector(v.size(), hostScalar(v.base(), host)));
            case CgType.Matrix mt when host && isTwoColumnGrid(mt) && mt.base().isFloating() -> {
                // One row per register, as a host uploads every other matrix (see the class doc).
                Handle<Type> row = m.type(new TypeInner.Vector(2, Scalar.F32));
                yield m.type(new TypeInner.Array(row, new TypeInner.ArraySize.Constant(mt.rows()), 16));
            }
            case CgType.Matrix mt -> matrix(mt, span);
            case CgType.Array a -> {
                if (a.size() < 0) {
                    throw lw.error(new CgSemanticError.UnsupportedType(span, t.text(),
                            "an unsized array takes its size from an initializer or an argument"));
                }
                Handle<Type> e = map(a.element(), span, host);
                if (e == null) {
                    throw lw.error(new CgSemanticError.UnsupportedType(span, t.text(), "arrays of samplers are not supported"));
                }
                int stride = Layouter.roundUp(16, layouter.stride(e));
                yield m.type(new TypeInner.Array(e, new TypeInner.ArraySize.Constant(a.size()), stride));
            }
            case CgType.Struct s -> struct(s, span, host);
            case CgType.Sampler s -> null;
            case CgType.Void v -> throw lw.error(new CgSemanticError.UnsupportedType(span, "void", "void has no values"));
        };
        if (h != null) {
            cache.put(t, h);
        }
        return h;
    }

    private static Scalar hostScalar(CgType.Base b, boolean host) {
        return host && b == CgType.Base.BOOL ? Scalar.U32 : scalar(b);
    }

    private Handle<Type> matrix(CgType.Matrix mt, Span span) {
        if (!mt.base().isFloating()) {
            throw lw.error(new CgSemanticError.UnsupportedType(span, mt.text(), "matrices of integers or bools are not "
                    + "supported (the IR's matrices hold floats); use arrays of vectors"));
        }
        if (mt.rows() == 1) {
            return m.type(new TypeInner.Vector(mt.columns(), Scalar.F32));
        }
        if (mt.columns() == 1) {
            return m.type(new TypeInner.Vector(mt.rows(), Scalar.F32));
        }
        return m.type(new TypeInner.Matrix(mt.rows(), mt.columns(), Scalar.F32));
    }

    private Handle<Type> struct(CgType.Struct s, Span span, boolean host) {
        List<String> names = new ArrayList<>();
        List<Handle<Type>> memberTypes = new ArrayList<>();
        boolean needsTwin = false;
        for (CgType.Field f : s.info().fields) {
            Handle<Type> ft = map(f.type(), f.span(), host);
            if (ft != null) {
                names.add(f.name());
                memberTypes.add(ft);
                needsTwin |= host && needsHostConversion(f.type());
            }
        }
        String name = s.info().name == null ? null : (needsTwin ? s.info().name + "_host" : s.info().name);
        return layoutStruct(name, names, memberTypes, span);
    }

    /// An IR struct of the given members laid out for the uniform address space: struct and
    /// array members start at 16-byte boundaries and are followed by their size rounded up to
    /// 16 (WGSL §14.4.4, which the IR validates); `null` when there are no members.
    Handle<Type> layoutStruct(String name, List<String> names, List<Handle<Type>> memberTypes, Span span) {
        List<TypeInner.StructMember> members = new ArrayList<>();
        int end = 0;
        int align = 4;
        for (int i = 0; i < names.size(); i++) {
            Handle<Type> ft = memberTypes.get(i);
            TypeInner inner = m.inner(ft);
            Layouter.Layout l = layouter.layout(ft);
            boolean aggregate = inner instanceof TypeInner.Struct || inner instanceof TypeInner.Array;
            int a = aggregate ? Math.max(16, l.align()) : l.align();
            int offset = Layouter.roundUp(a, end);
            members.add(new TypeInner.StructMember(names.get(i), ft, null, offset));
            end = offset + (aggregate ? Layouter.roundUp(16, l.size()) : l.size());
            align = Math.max(align, a);
        }
        if (members.isEmpty()) {
            return null;
        }
        return m.types().insert(new Type(name, new TypeInner.Struct(members, Layouter.roundUp(align, end), align)), span);
    }

    /// Whether a value of `t` is stored differently in the uniform buffer: it has a `bool`
    /// (stored as `u32`) or a matrix of two columns (rows 16 bytes apart) anywhere.
    static boolean needsHostConversion(CgType t) {
        return switch (t) {
            case CgType.Array a -> needsHostConversion(a.element());
            case CgType.Struct s -> s.info().fields.stream().anyMatch(f -> needsHostConversion(f.type()));
            case CgType.Matrix m when isTwoColumnGrid(m) -> true;
            default -> t.base() == CgType.Base.BOOL;
        };
    }

    /// A matrix of several rows of two columns: the IR lays its rows 8 bytes apart, the
    /// uniform buffer one row per 16-byte register.
    static boolean isTwoColumnGrid(CgType.Matrix m) {
        return m.columns() == 2 && m.rows() > 1;
    }

    /// The IR member index of field `field` of `s` (sampler members have none: -1).
    static int dataIndex(CgType.StructInfo s, int field) {
        if (!s.fields.get(field).type().hasData()) {
            return -1;
        }
        int n = 0;
        for (int i = 0; i < field; i++) {
            if (s.fields.get(i).type().hasData()) {
                n++;
            }
        }
        return n;
    }

    // ------------------------------------------------------------------ resources

    static TypeInner.Image image(CgType.SamplerKind k, boolean depth) {
        TypeInner.ImageClass cls = depth ? new TypeInner.ImageClass.Depth(false)
                : new TypeInner.ImageClass.Sampled(dev.tungsten.ir.ScalarKind.FLOAT, false);
        return switch (k) {
            case S1D -> new TypeInner.Image(TypeInner.ImageDimension.D1, false, cls);
            case S3D -> new TypeInner.Image(TypeInner.ImageDimension.D3, false, cls);
            case CUBE -> new TypeInner.Image(TypeInner.ImageDimension.CUBE, false, cls);
            case S2DARRAY -> new TypeInner.Image(TypeInner.ImageDimension.D2, true, cls);
            default -> new TypeInner.Image(TypeInner.ImageDimension.D2, false, cls);
        };
    }

    Handle<Type> imageType(CgType.SamplerKind k, boolean depth) {
        return m.type(image(k, depth));
    }

    Handle<Type> samplerType(boolean comparison) {
        return m.type(new TypeInner.Sampler(comparison));
    }

    Handle<Type> scalarType(Scalar s) {
        return m.type(new TypeInner.ScalarType(s));
    }
}
