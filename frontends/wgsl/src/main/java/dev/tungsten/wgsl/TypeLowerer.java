package dev.tungsten.wgsl;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.tungsten.ir.AddressSpace;
import dev.tungsten.ir.ConstEvaluator;
import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Layouter;
import dev.tungsten.ir.Scalar;
import dev.tungsten.ir.ScalarKind;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.StorageAccess;
import dev.tungsten.ir.StorageFormat;
import dev.tungsten.ir.Type;
import dev.tungsten.ir.TypeInner;

/// Resolves WGSL type specifiers (template-elaborated identifiers, §6) to IR types, lays out
/// structs (§14.4), and checks which types each address space may hold (§7.3, §14.2).
final class TypeLowerer {
    /// The byte size limit of one function, private or workgroup variable.
    static final int VARIABLE_LIMIT = 65_536;

    private final Lowerer lw;

    TypeLowerer(Lowerer lw) {
        this.lw = lw;
    }

    Handle<Type> resolve(Handle<Ast.Expr> h) {
        return resolve(h, null);
    }

    /// The type `h` names; `fc` (may be `null`) supplies local names, which shadow types.
    Handle<Type> resolve(Handle<Ast.Expr> h, FunctionContext fc) {
        Ast.Expr e = lw.expr(h);
        if (!(e instanceof Ast.Expr.Ident id)) {
            throw lw.error(new SemanticError.NotAType(lw.span(h), describe(e)));
        }
        Handle<Type> t = lookup(id, lw.span(h), fc);
        if (t == null) {
            throw lw.error(new SemanticError.UnknownName(id.name().span(), "type", id.name().name()));
        }
        return t;
    }

    private String describe(Ast.Expr e) {
        return switch (e) {
            case Ast.Expr.Call c -> "call of `" + c.function().name() + "`";
            case Ast.Expr.Lit l -> "literal";
            default -> "expression";
        };
    }

    /// The type named by `id`, or `null` when the name is not a type at all (it may still be a
    /// function or value; the caller decides what that means).
    Handle<Type> lookup(Ast.Expr.Ident id, Span span, FunctionContext fc) {
        String name = id.name().name();
        if (fc != null && fc.lookup(name) != null) {
            throw lw.error(new SemanticError.NotAType(id.name().span(), "local `" + name + "`"));
        }
        Lowerer.Global g = lw.globals.get(name);
        if (g != null) {
            if (g instanceof Lowerer.Global.TypeDecl td) {
                noTemplateArgs(id, span);
                return td.type();
            }
            throw lw.error(new SemanticError.NotAType(id.name().span(), "`" + name + "`"));
        }
        if (lw.declaredNames.contains(name)) {
            throw Lowerer.ABORT;
        }
        return predeclared(id, span, fc);
    }

    private void noTemplateArgs(Ast.Expr.Ident id, Span span) {
        if (!id.templateArgs().isEmpty()) {
            throw lw.error(new SemanticError.WrongTemplateArgs(span, id.name().name(), "0", id.templateArgs().size()));
        }
    }

    private static final Map<String, Scalar> SCALARS = Map.of("bool", Scalar.BOOL, "i32", Scalar.I32, "u32", Scalar.U32,
            "f32", Scalar.F32, "f16", Scalar.F16, "i64", Scalar.I64, "u64", Scalar.U64, "f64", Scalar.F64);

    private static final Map<Character, Scalar> SUFFIX = Map.of('i', Scalar.I32, 'u', Scalar.U32, 'f', Scalar.F32,
            'h', Scalar.F16);

    private Scalar checkScalar(Scalar s, Span span) {
        if (s.equals(Scalar.F16) && !lw.enabled.contains("f16")) {
            throw lw.error(new SemanticError.ExtensionNotEnabled(span, "f16"));
        }
        return s;
    }

    private Handle<Type> predeclared(Ast.Expr.Ident id, Span span, FunctionContext fc) {
        String name = id.name().name();
        List<Handle<Ast.Expr>> targs = id.templateArgs();
        Scalar scalar = SCALARS.get(name);
        if (scalar != null) {
            noTemplateArgs(id, span);
            return lw.scalarType(checkScalar(scalar, span));
        }
        if (name.length() == 5 && name.startsWith("vec") && Character.isDigit(name.charAt(3)) && SUFFIX.containsKey(name.charAt(4))) {
            int n = name.charAt(3) - '0';
            if (n >= 2 && n <= 4) {
                noTemplateArgs(id, span);
                return lw.module.type(new TypeInner.Vector(n, checkScalar(SUFFIX.get(name.charAt(4)), span)));
            }
        }
        if (name.length() == 4 && name.startsWith("vec") && name.charAt(3) >= '2' && name.charAt(3) <= '4') {
            int n = name.charAt(3) - '0';
            Scalar s = scalarArg(id, span, 0, "vector component");
            return lw.module.type(new TypeInner.Vector(n, s));
        }
        if (name.startsWith("mat") && (name.length() == 6 || name.length() == 7) && name.charAt(4) == 'x') {
            int c = name.charAt(3) - '0';
            int r = name.charAt(5) - '0';
            if (c >= 2 && c <= 4 && r >= 2 && r <= 4) {
                Scalar s;
                if (name.length() == 7) {
                    char suf = name.charAt(6);
                    if (suf != 'f' && suf != 'h') {
                        return null;
                    }
                    noTemplateArgs(id, span);
                    s = checkScalar(SUFFIX.get(suf), span);
                } else {
                    s = scalarArg(id, span, 0, "matrix component");
                }
                if (!s.kind().isFloat()) {
                    throw lw.error(new SemanticError.InvalidType(span, name + "<" + s + ">",
                            "matrix components must be floating-point (§6.2.7)"));
                }
                return lw.module.type(new TypeInner.Matrix(c, r, s));
            }
        }
        return switch (name) {
            case "array" -> array(id, span, fc);
            case "atomic" -> {
                Scalar s = scalarArg(id, span, 0, "atomic");
                if (s.kind() != ScalarKind.SINT && s.kind() != ScalarKind.UINT) {
                    throw lw.error(new SemanticError.InvalidType(span, "atomic<" + s + ">", "atomics hold i32 or u32 (§6.2.8)"));
                }
                yield lw.module.type(new TypeInner.Atomic(s));
            }
            case "ptr" -> {
                if (targs.size() < 2 || targs.size() > 3) {
                    throw lw.error(new SemanticError.WrongTemplateArgs(span, "ptr", "2 or 3", targs.size()));
                }
                AddressSpace space = addressSpace(targs.getFirst());
                Handle<Type> base = resolve(targs.get(1), fc);
                StorageAccess access = space.defaultAccess();
                if (targs.size() == 3) {
                    if (space != AddressSpace.STORAGE) {
                        throw lw.error(new SemanticError.InvalidType(lw.span(targs.get(2)), "access mode",
                                "only `storage` pointers take an access mode (§6.4.4)"));
                    }
                    access = accessMode(targs.get(2));
                }
                yield lw.module.type(new TypeInner.Pointer(base, space, access));
            }
            case "sampler" -> {
                noTemplateArgs(id, span);
                yield lw.module.type(new TypeInner.Sampler(false));
            }
            case "sampler_comparison" -> {
                noTemplateArgs(id, span);
                yield lw.module.type(new TypeInner.Sampler(true));
            }
            case "texture_external" -> {
                noTemplateArgs(id, span);
                yield lw.module.type(new TypeInner.Image(TypeInner.ImageDimension.D2, false, new TypeInner.ImageClass.External()));
            }
            case "texel_buffer" -> texelBuffer(id, span);
            case "binding_array" -> {
                if (targs.isEmpty() || targs.size() > 2) {
                    throw lw.error(new SemanticError.WrongTemplateArgs(span, "binding_array", "1 or 2", targs.size()));
                }
                Handle<Type> base = resolve(targs.getFirst(), fc);
                TypeInner.ArraySize size = targs.size() == 2
                        ? new TypeInner.ArraySize.Constant(lw.attributes.constInteger(targs.get(1), "binding_array size", 1))
                        : new TypeInner.ArraySize.Dynamic();
                yield lw.module.type(new TypeInner.BindingArray(base, size));
            }
            case "acceleration_structure", "ray_query" -> throw lw.error(new SemanticError.Unsupported(span,
                    "ray tracing type `" + name + "`", "TGSI has no ray tracing"));
            default -> name.startsWith("texture_") ? texture(id, span) : null;
        };
    }

    private Scalar scalarArg(Ast.Expr.Ident id, Span span, int index, String what) {
        if (id.templateArgs().size() != 1) {
            throw lw.error(new SemanticError.WrongTemplateArgs(span, id.name().name(), "1", id.templateArgs().size()));
        }
        Handle<Type> t = resolve(id.templateArgs().get(index));
        if (!(lw.module.inner(t) instanceof TypeInner.ScalarType s)) {
            throw lw.error(new SemanticError.InvalidType(lw.span(id.templateArgs().get(index)), lw.typeName(t),
                    what + " type must be a scalar"));
        }
        return s.scalar();
    }

    private Handle<Type> array(Ast.Expr.Ident id, Span span, FunctionContext fc) {
        List<Handle<Ast.Expr>> targs = id.templateArgs();
        if (targs.isEmpty() || targs.size() > 2) {
            throw lw.error(new SemanticError.WrongTemplateArgs(span, "array", "1 or 2", targs.size()));
        }
        Handle<Type> base = resolve(targs.getFirst(), fc);
        TypeInner bi = lw.module.inner(base);
        if (runtimeSized(base) || bi instanceof TypeInner.Image || bi instanceof TypeInner.Sampler
                || bi instanceof TypeInner.Pointer) {
            throw lw.error(new SemanticError.InvalidType(lw.span(targs.getFirst()), lw.typeName(base),
                    "array elements must have a fixed size (§6.2.9)"));
        }
        TypeInner.ArraySize size;
        if (targs.size() == 1) {
            size = new TypeInner.ArraySize.Dynamic();
        } else {
            Value v = fc != null ? lw.exprs.lowerConst(targs.get(1), fc) : lw.exprs.lowerOverride(targs.get(1));
            TypeInner vt = lw.module.inner(v.type());
            if (!(vt instanceof TypeInner.ScalarType st) || !st.scalar().kind().isInteger()) {
                throw lw.error(new SemanticError.TypeMismatch(lw.span(targs.get(1)), "i32 or u32 array element count",
                        lw.typeName(v.type())));
            }
            if (v instanceof Value.Const c) {
                long n = ConstEvaluator.literal(c.value()).asLong();
                if (n <= 0 || n > Integer.MAX_VALUE) {
                    throw lw.error(new SemanticError.ConstEvaluation(lw.span(targs.get(1)),
                            "array element count must be positive, found " + n));
                }
                if (n * lw.layouter.stride(base) > Integer.MAX_VALUE) {
                    throw lw.error(new SemanticError.InvalidType(lw.span(targs.get(1)), "array<" + lw.typeName(base) + ", " + n + ">",
                            "the array is larger than 2^31 bytes (an implementation limit)"));
                }
                size = new TypeInner.ArraySize.Constant((int) n);
            } else {
                Handle<Expression> count = lw.exprs.toGlobalExpression(v, lw.span(targs.get(1)));
                size = new TypeInner.ArraySize.Pending(count);
            }
        }
        return lw.module.type(new TypeInner.Array(base, size, lw.layouter.stride(base)));
    }

    private Handle<Type> texture(Ast.Expr.Ident id, Span span) {
        String rest = id.name().name().substring("texture_".length());
        List<Handle<Ast.Expr>> targs = id.templateArgs();
        boolean depth = rest.startsWith("depth_");
        if (depth) {
            rest = rest.substring("depth_".length());
        }
        boolean ms = rest.startsWith("multisampled_");
        if (ms) {
            rest = rest.substring("multisampled_".length());
        }
        boolean storage = !depth && !ms && rest.startsWith("storage_");
        if (storage) {
            rest = rest.substring("storage_".length());
        }
        boolean arrayed = rest.endsWith("_array");
        if (arrayed) {
            rest = rest.substring(0, rest.length() - "_array".length());
        }
        TypeInner.ImageDimension dim = switch (rest) {
            case "1d" -> TypeInner.ImageDimension.D1;
            case "2d" -> TypeInner.ImageDimension.D2;
            case "3d" -> TypeInner.ImageDimension.D3;
            case "cube" -> TypeInner.ImageDimension.CUBE;
            default -> null;
        };
        if (dim == null || (arrayed && (dim == TypeInner.ImageDimension.D1 || dim == TypeInner.ImageDimension.D3))
                || (ms && (dim != TypeInner.ImageDimension.D2 || arrayed))
                || (depth && dim == TypeInner.ImageDimension.D3)
                || (storage && dim == TypeInner.ImageDimension.CUBE)) {
            return null;
        }
        TypeInner.ImageClass cls;
        if (depth) {
            noTemplateArgs(id, span);
            cls = new TypeInner.ImageClass.Depth(ms);
        } else if (storage) {
            if (targs.size() != 2) {
                throw lw.error(new SemanticError.WrongTemplateArgs(span, id.name().name(), "2", targs.size()));
            }
            String f = enumerant(targs.get(0), "texel format");
            StorageFormat format = StorageFormat.fromText(f);
            if (format == null) {
                throw lw.error(new SemanticError.UnknownName(lw.span(targs.get(0)), "texel format", f));
            }
            cls = new TypeInner.ImageClass.Storage(format, accessMode(targs.get(1)));
        } else {
            Scalar s = scalarArg(id, span, 0, "texture sample");
            if (!s.equals(Scalar.F32) && !s.equals(Scalar.I32) && !s.equals(Scalar.U32)) {
                throw lw.error(new SemanticError.InvalidType(lw.span(targs.getFirst()), s.wgslName(),
                        "texture sample type must be one of f32, i32 or u32 (§6.5.2)"));
            }
            cls = new TypeInner.ImageClass.Sampled(s.kind(), ms);
        }
        return lw.module.type(new TypeInner.Image(dim, arrayed, cls));
    }

    /// `texel_buffer<format, access>` (gpuweb proposal "Texel Buffers", `requires texel_buffers`):
    /// a storage texel format and `read` or `read_write`, as Tint checks them.
    private Handle<Type> texelBuffer(Ast.Expr.Ident id, Span span) {
        if (!lw.required.contains(Extensions.TEXEL_BUFFERS)) {
            throw lw.error(new SemanticError.LanguageFeatureNotRequired(span, "texel_buffer", Extensions.TEXEL_BUFFERS));
        }
        List<Handle<Ast.Expr>> targs = id.templateArgs();
        if (targs.size() != 2) {
            throw lw.error(new SemanticError.WrongTemplateArgs(span, "texel_buffer", "2", targs.size()));
        }
        String f = enumerant(targs.get(0), "texel format");
        StorageFormat format = StorageFormat.fromText(f);
        if (format == null) {
            throw lw.error(new SemanticError.UnknownName(lw.span(targs.get(0)), "texel format", f));
        }
        if (!format.isCore()) {
            throw lw.error(new SemanticError.InvalidType(lw.span(targs.get(0)), f,
                    "a texel buffer's format is one of the storage texel formats (§6.5.5)"));
        }
        StorageAccess access = accessMode(targs.get(1));
        if (access == StorageAccess.WRITE) {
            throw lw.error(new SemanticError.InvalidType(lw.span(targs.get(1)), "texel_buffer<" + f + ", write>",
                    "a texel buffer's access mode is read or read_write"));
        }
        return lw.module.type(new TypeInner.Image(TypeInner.ImageDimension.BUFFER, false,
                new TypeInner.ImageClass.Storage(format, access)));
    }

    // ------------------------------------------------------------------ enumerants

    /// A predeclared enumerant (§6.3.1), written as a plain identifier.
    String enumerant(Handle<Ast.Expr> h, String what) {
        if (lw.expr(h) instanceof Ast.Expr.Ident id && id.templateArgs().isEmpty()
                && !lw.globals.containsKey(id.name().name())) {
            return id.name().name();
        }
        throw lw.error(new SemanticError.TypeMismatch(lw.span(h), what, "an expression"));
    }

    AddressSpace addressSpace(Handle<Ast.Expr> h) {
        String s = enumerant(h, "address space");
        for (AddressSpace a : AddressSpace.values()) {
            if (a.text().equals(s) && a != AddressSpace.HANDLE) {
                return a;
            }
        }
        throw lw.error(new SemanticError.UnknownName(lw.span(h), "address space", s));
    }

    StorageAccess accessMode(Handle<Ast.Expr> h) {
        String s = enumerant(h, "access mode");
        for (StorageAccess a : StorageAccess.values()) {
            if (a.text().equals(s)) {
                return a;
            }
        }
        throw lw.error(new SemanticError.UnknownName(lw.span(h), "access mode", s));
    }

    // ------------------------------------------------------------------ structs

    Handle<Type> struct(Ast.Struct s) {
        if (s.members().isEmpty()) {
            throw lw.error(new SemanticError.InvalidType(s.name().span(), s.name().name(), "a struct needs at least one member (§6.2.10)"));
        }
        List<TypeInner.StructMember> members = new ArrayList<>();
        Map<String, Span> names = new HashMap<>();
        int offset = 0;
        int structAlign = 1;
        for (int i = 0; i < s.members().size(); i++) {
            Ast.Member m = s.members().get(i);
            Span prev = names.putIfAbsent(m.name().name(), m.name().span());
            if (prev != null) {
                throw lw.error(new SemanticError.Redefinition(m.name().span(), m.name().name(), prev));
            }
            Handle<Type> t = resolve(m.type());
            TypeInner ti = lw.module.inner(t);
            if (ti instanceof TypeInner.Struct && runtimeSized(t)) {
                throw lw.error(new SemanticError.InvalidType(lw.span(m.type()), lw.typeName(t),
                        "a struct holding a runtime-sized array cannot be a member of another struct (§6.2.10)"));
            }
            if (ti instanceof TypeInner.Array a && a.size() instanceof TypeInner.ArraySize.Dynamic && i != s.members().size() - 1) {
                throw lw.error(new SemanticError.InvalidType(lw.span(m.type()), lw.typeName(t),
                        "only the last member of a struct may be a runtime-sized array (§6.2.10)"));
            }
            if (ti instanceof TypeInner.Image || ti instanceof TypeInner.Sampler || ti instanceof TypeInner.Pointer
                    || ti instanceof TypeInner.Array a2 && a2.size() instanceof TypeInner.ArraySize.Pending) {
                throw lw.error(new SemanticError.InvalidType(lw.span(m.type()), lw.typeName(t),
                        "struct members must have a fixed size and a memory representation (§6.2.10)"));
            }
            AttributeReader.Attrs attrs = lw.attributes.read(m.attributes(), AttributeReader.Site.MEMBER);
            Layouter.Layout l = lw.layouter.layout(t);
            int align = l.align();
            if (attrs.align != null) {
                if (attrs.align % l.align() != 0) {
                    throw lw.error(new SemanticError.InvalidAttribute(attrs.alignSpan, "align", "alignment " + attrs.align
                            + " is not a multiple of the alignment of " + lw.typeName(t) + " (" + l.align() + ", §12.1)"));
                }
                align = attrs.align;
            }
            int size = l.size();
            if (attrs.size != null) {
                if (attrs.size < l.size()) {
                    throw lw.error(new SemanticError.InvalidAttribute(attrs.sizeSpan, "size",
                            "size " + attrs.size + " is less than the size of " + lw.typeName(t) + " (" + l.size() + " bytes)"));
                }
                size = attrs.size;
            }
            offset = Layouter.roundUp(align, offset);
            members.add(new TypeInner.StructMember(m.name().name(), t, attrs.binding(), offset));
            offset += size;
            structAlign = Math.max(structAlign, align);
        }
        int span = Layouter.roundUp(structAlign, offset);
        return lw.module.types().insert(new Type(s.name().name(), new TypeInner.Struct(members, span, structAlign)),
                s.name().span());
    }

    /// A struct of members laid out with default alignment (for predeclared result structs).
    Handle<Type> makeStruct(String name, List<String> memberNames, List<Handle<Type>> memberTypes, Span span) {
        List<TypeInner.StructMember> members = new ArrayList<>();
        int offset = 0;
        int align = 1;
        for (int i = 0; i < memberNames.size(); i++) {
            Layouter.Layout l = lw.layouter.layout(memberTypes.get(i));
            offset = Layouter.roundUp(l.align(), offset);
            members.add(new TypeInner.StructMember(memberNames.get(i), memberTypes.get(i), null, offset));
            offset += l.size();
            align = Math.max(align, l.align());
        }
        return lw.module.types().insert(new Type(name, new TypeInner.Struct(members, Layouter.roundUp(align, offset), align)), span);
    }

    // ------------------------------------------------------------------ address space rules

    /// Whether `t` can be created by a constructor or zero value (§6.2.11 constructible).
    boolean isConstructible(Handle<Type> t) {
        return switch (lw.module.inner(t)) {
            case TypeInner.ScalarType s -> true;
            case TypeInner.Vector v -> true;
            case TypeInner.Matrix m -> true;
            case TypeInner.Array a -> a.size() instanceof TypeInner.ArraySize.Constant && isConstructible(a.base());
            case TypeInner.Struct s -> s.members().stream().allMatch(m -> isConstructible(m.type()));
            default -> false;
        };
    }

    private boolean hostShareable(Handle<Type> t) {
        return switch (lw.module.inner(t)) {
            case TypeInner.ScalarType s -> s.scalar().kind() != ScalarKind.BOOL;
            case TypeInner.Vector v -> v.scalar().kind() != ScalarKind.BOOL;
            case TypeInner.Matrix m -> true;
            case TypeInner.Atomic a -> true;
            case TypeInner.Array a -> !(a.size() instanceof TypeInner.ArraySize.Pending) && hostShareable(a.base());
            case TypeInner.Struct s -> s.members().stream().allMatch(m -> hostShareable(m.type()));
            default -> false;
        };
    }

    private boolean containsAtomic(Handle<Type> t) {
        return switch (lw.module.inner(t)) {
            case TypeInner.Atomic a -> true;
            case TypeInner.Array a -> containsAtomic(a.base());
            case TypeInner.Struct s -> s.members().stream().anyMatch(m -> containsAtomic(m.type()));
            default -> false;
        };
    }

    boolean runtimeSized(Handle<Type> t) {
        return switch (lw.module.inner(t)) {
            case TypeInner.Array a -> a.size() instanceof TypeInner.ArraySize.Dynamic;
            case TypeInner.Struct s -> !s.members().isEmpty() && runtimeSized(s.members().getLast().type());
            default -> false;
        };
    }

    /// Checks that a variable in `space` may hold `t` (§7.3 table of address spaces).
    void checkStoreType(Handle<Type> t, AddressSpace space, Span span) {
        if (space != AddressSpace.HANDLE && lw.module.inner(t) instanceof TypeInner.BindingArray ba) {
            t = ba.base();
        }
        String why = switch (space) {
            case FUNCTION, PRIVATE -> isConstructible(t) ? null
                    : "a " + space.text() + " variable must have a constructible type (§7.3)";
            case WORKGROUP -> runtimeSized(t) || !plain(t) ? "a workgroup variable must have a fixed-footprint plain type (§7.3)" : null;
            case UNIFORM, PUSH_CONSTANT -> !hostShareable(t) || runtimeSized(t) || containsAtomic(t)
                    ? "a uniform buffer must have a constructible host-shareable type (§7.3)" : null;
            case STORAGE -> !hostShareable(t) ? "a storage buffer must have a host-shareable type (§7.3)" : null;
            case HANDLE -> null;
        };
        if (why == null && (space == AddressSpace.FUNCTION || space == AddressSpace.PRIVATE || space == AddressSpace.WORKGROUP)
                && lw.layouter.layout(t).size() > VARIABLE_LIMIT) {
            why = "a " + space.text() + " variable may hold at most " + VARIABLE_LIMIT
                    + " bytes in this implementation (WGSL guarantees 8192, 16384 for workgroup; §2.4)";
        }
        if (why != null) {
            throw lw.error(new SemanticError.InvalidType(span, lw.typeName(t), why));
        }
    }

    private boolean plain(Handle<Type> t) {
        return switch (lw.module.inner(t)) {
            case TypeInner.ScalarType s -> true;
            case TypeInner.Vector v -> true;
            case TypeInner.Matrix m -> true;
            case TypeInner.Atomic a -> true;
            case TypeInner.Array a -> plain(a.base());
            case TypeInner.Struct s -> s.members().stream().allMatch(m -> plain(m.type()));
            default -> false;
        };
    }
}
