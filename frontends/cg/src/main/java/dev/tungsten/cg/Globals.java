package dev.tungsten.cg;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.tungsten.ir.AddressSpace;
import dev.tungsten.ir.Expression;
import dev.tungsten.ir.GlobalVariable;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.StorageAccess;
import dev.tungsten.ir.Type;

/// The program's global state in the IR:
/// - one uniform buffer (group 0, binding 0: TGSI `CONST[0]`) holding, in order, the non-static
///   globals the program reaches and then the top-level function's `uniform` parameters, each
///   a member of its host-shareable type ([CgTypes#host]);
/// - for every sampler (a sampler global or uniform parameter, or a sampler member of one) a
///   texture unit, explicit ones (`TEXUNITn`, `TEXn`, `register(sN)`) first and the rest in
///   declaration order, and for unit `u` an IR image global at group 1 binding `2u` and a
///   sampler global at binding `2u + 1`;
/// - a private global per `static` (or non-uniform `const`) global, initialised where the
///   program starts.
final class Globals {
    private final CgLowerer lw;

    /// A sampler of the program: its name path (`decal`, `ORIG.texture`), its texture unit and
    /// IR globals, and the first plain and shadow (depth-compare) lookups seen.
    static final class SamplerBinding {
        final String path;
        final CgType.Sampler type;
        final Span span;
        final Integer explicitUnit;
        int unit = -1;
        Handle<GlobalVariable> image;
        Handle<GlobalVariable> sampler;
        Span plainUse;
        Span shadowUse;

        SamplerBinding(String path, CgType.Sampler type, Span span, Integer explicitUnit) {
            this.path = path;
            this.type = type;
            this.span = span;
            this.explicitUnit = explicitUnit;
        }

        boolean shadow() {
            return shadowUse != null;
        }
    }

    /// A member of the uniform buffer: `index` is its IR member index (-1 for a sampler-only
    /// type); `init` a default value from the source, or `null`.
    record UniformMember(String name, CgType type, int index, Span span, Ast.Expr init, boolean parameter) {}

    /// A `uniform` parameter of the top-level function.
    record UniformParameter(String name, CgType type, Span span, String semantic, Ast.Expr init) {}

    final List<UniformMember> uniforms = new ArrayList<>();
    final List<SamplerBinding> samplers = new ArrayList<>();
    Handle<GlobalVariable> buffer;
    private final Map<String, UniformMember> uniformsByName = new HashMap<>();
    private final Map<String, Handle<GlobalVariable>> privates = new LinkedHashMap<>();
    private final Map<String, SamplerBinding> samplersByPath = new HashMap<>();
    /// The private globals in declaration order with their declarations, for initialisation.
    final List<CgLowerer.GlobalDecl> privateDecls = new ArrayList<>();

    private static final Pattern UNIT = Pattern.compile("(?:TEXUNIT|TEX|REGISTER\\(S)(\\d+)\\)?");

    Globals(CgLowerer lw) {
        this.lw = lw;
    }

    /// Uniform globals the program writes: their private copies, initialised from the uniform
    /// buffer where the program starts (uniforms "may be read and written just like non-uniform
    /// variables", §Declarations And Declaration Specifiers).
    final Map<String, Handle<GlobalVariable>> uniformCopies = new LinkedHashMap<>();

    /// Creates the IR globals for the globals the program reaches (in declaration order) and
    /// the top-level function's uniform parameters; `written` names the globals the program
    /// may assign.
    void setup(List<CgLowerer.GlobalDecl> reached, List<UniformParameter> parameters, java.util.Set<String> written) {
        List<String> names = new ArrayList<>();
        List<Handle<Type>> memberTypes = new ArrayList<>();
        for (CgLowerer.GlobalDecl g : reached) {
            try {
                if (g.qualifiers().contains(Ast.Qualifier.VARYING) || g.qualifiers().contains(Ast.Qualifier.IN)
                        || g.qualifiers().contains(Ast.Qualifier.OUT) || g.qualifiers().contains(Ast.Qualifier.IN_OUT)) {
                    throw lw.error(new CgSemanticError.UnsupportedType(g.span(), "varying global `" + g.name() + "`",
                            "pass varyings as parameters of the top-level function"));
                }
                if (g.isPrivate()) {
                    if (!g.type().hasData() && !g.type().containsSampler()) {
                        throw lw.error(new CgSemanticError.UnsupportedType(g.span(), g.type().text(), "a struct without members has no values"));
                    }
                    if (g.type().containsSampler()) {
                        throw lw.error(new CgSemanticError.SamplerMisuse(g.span(), "a static sampler variable"));
                    }
                    Handle<Type> t = lw.types.ir(g.type(), g.span());
                    privates.put(g.name(), lw.module.globals().append(new GlobalVariable(g.name(), AddressSpace.PRIVATE,
                            StorageAccess.READ_WRITE, null, t, null), g.span()));
                    privateDecls.add(g);
                    continue;
                }
                String semantic = g.declarator().semantic() == null ? null : g.declarator().semantic().text();
                addUniform(g.name(), g.type(), g.span(), semantic, g.declarator().init(), false, names, memberTypes);
                if (written.contains(g.name()) && !g.type().containsSampler()) {
                    uniformCopies.put(g.name(), lw.module.globals().append(new GlobalVariable(g.name() + ".copy",
                            AddressSpace.PRIVATE, StorageAccess.READ_WRITE, null, lw.types.ir(g.type(), g.span()), null), g.span()));
                }
            } catch (CgLowerer.Abort a) {
                // recorded
            }
        }
        for (UniformParameter p : parameters) {
            try {
                addUniform(p.name(), p.type(), p.span(), p.semantic(), p.init(), true, names, memberTypes);
            } catch (CgLowerer.Abort a) {
                // recorded
            }
        }
        Handle<Type> bufferType = lw.types.layoutStruct("Uniforms", names, memberTypes, Span.UNDEFINED);
        if (bufferType != null) {
            buffer = lw.module.globals().append(new GlobalVariable("uniforms", AddressSpace.UNIFORM, StorageAccess.READ,
                    new GlobalVariable.ResourceBinding(0, 0), bufferType, null), Span.UNDEFINED);
        }
        allocateUnits();
    }

    private void addUniform(String name, CgType type, Span span, String semantic, Ast.Expr init, boolean parameter,
                            List<String> names, List<Handle<Type>> memberTypes) {
        int index = -1;
        if (type.hasData()) {
            Handle<Type> host = lw.types.host(type, span);
            index = names.size();
            names.add(name);
            memberTypes.add(host);
        }
        UniformMember um = new UniformMember(name, type, index, span, init, parameter);
        uniforms.add(um);
        uniformsByName.put(name, um);
        addSamplers(name, type, span, semantic);
    }

    /// Registers the sampler leaves of a uniform of `type` named `path`.
    private void addSamplers(String path, CgType type, Span span, String semantic) {
        switch (type) {
            case CgType.Sampler s -> {
                SamplerBinding b = new SamplerBinding(path, s, span, unit(semantic));
                samplers.add(b);
                samplersByPath.put(path, b);
            }
            case CgType.Struct st -> {
                for (CgType.Field f : st.info().fields) {
                    addSamplers(path + "." + f.name(), f.type(), f.span(), f.semantic());
                }
            }
            case CgType.Array a when a.element().containsSampler() ->
                    throw lw.error(new CgSemanticError.UnsupportedType(span, type.text(), "arrays of samplers are not supported"));
            default -> { }
        }
    }

    /// The texture unit a semantic names, or `null`.
    static Integer unit(String semantic) {
        if (semantic == null) {
            return null;
        }
        Matcher mt = UNIT.matcher(semantic.toUpperCase().replaceAll("\\s+", ""));
        return mt.matches() && mt.group(1).length() <= 3 ? Integer.valueOf(mt.group(1)) : null;
    }

    private void allocateUnits() {
        BitSet used = new BitSet();
        for (SamplerBinding b : samplers) {
            if (b.explicitUnit != null) {
                b.unit = b.explicitUnit;
                used.set(b.unit);
            }
        }
        List<SamplerBinding> rest = new ArrayList<>(samplers.stream().filter(b -> b.unit < 0).toList());
        rest.sort(Comparator.comparingInt(b -> b.span.start()));
        for (SamplerBinding b : rest) {
            b.unit = used.nextClearBit(0);
            used.set(b.unit);
        }
        for (SamplerBinding b : samplers) {
            b.image = lw.module.globals().append(new GlobalVariable(b.path, AddressSpace.HANDLE, StorageAccess.READ,
                    new GlobalVariable.ResourceBinding(1, 2 * b.unit), lw.types.imageType(b.type.kind(), false), null), b.span);
            b.sampler = lw.module.globals().append(new GlobalVariable(b.path + ".sampler", AddressSpace.HANDLE,
                    StorageAccess.READ, new GlobalVariable.ResourceBinding(1, 2 * b.unit + 1), lw.types.samplerType(false), null),
                    b.span);
        }
    }

    /// Gives shadow-compare samplers their depth image and comparison sampler types (known
    /// only once every lookup has been lowered).
    void finish() {
        for (SamplerBinding b : samplers) {
            if (b.shadow()) {
                GlobalVariable img = lw.module.globals().get(b.image);
                lw.module.globals().set(b.image, new GlobalVariable(img.name(), img.space(), img.access(), img.binding(),
                        lw.types.imageType(b.type.kind(), true), null));
                GlobalVariable smp = lw.module.globals().get(b.sampler);
                lw.module.globals().set(b.sampler, new GlobalVariable(smp.name(), smp.space(), smp.access(), smp.binding(),
                        lw.types.samplerType(true), null));
            }
        }
    }

    // ------------------------------------------------------------------ uses

    boolean isUniform(String name) {
        return uniformsByName.containsKey(name);
    }

    /// The value or place a use of global `g` names, or `null` when the program's setup did not
    /// include it (then the caller reports it).
    Val global(FunctionContext fc, CgLowerer.GlobalDecl g, Span span) {
        Handle<GlobalVariable> p = privates.get(g.name());
        if (p != null) {
            Handle<Expression> ptr = fc.append(new Expression.GlobalRef(p), span);
            return new Val.Ref(ptr, g.type(), false, g.isConst(), g.name());
        }
        Handle<GlobalVariable> copy = uniformCopies.get(g.name());
        if (copy != null) {
            return new Val.Ref(fc.append(new Expression.GlobalRef(copy), span), g.type(), false, false, g.name());
        }
        UniformMember um = uniformsByName.get(g.name());
        return um == null ? null : uniform(fc, um, span);
    }

    /// The place of uniform `um` (with its samplers).
    Val uniform(FunctionContext fc, UniformMember um, Span span) {
        Handle<Expression> ptr = null;
        if (um.index() >= 0) {
            Handle<Expression> base = fc.append(new Expression.GlobalRef(buffer), span);
            ptr = fc.append(new Expression.AccessIndex(base, um.index()), span);
        }
        return view(fc, ptr, um.type(), um.name(), span);
    }

    /// A uniform place `ptr` (may be `null` when `type` has no data) of `type`, with the
    /// sampler bindings below `path`.
    private Val view(FunctionContext fc, Handle<Expression> ptr, CgType type, String path, Span span) {
        return switch (type) {
            case CgType.Sampler s -> samplerVal(fc, samplersByPath.get(path), span);
            case CgType.Struct st when st.containsSampler() -> {
                Map<String, Val> members = new LinkedHashMap<>();
                for (int i = 0; i < st.info().fields.size(); i++) {
                    CgType.Field f = st.info().fields.get(i);
                    if (f.type().containsSampler()) {
                        Handle<Expression> sub = null;
                        int di = CgTypes.dataIndex(st.info(), i);
                        if (di >= 0 && ptr != null) {
                            sub = fc.append(new Expression.AccessIndex(ptr, di), span);
                        }
                        members.put(f.name(), view(fc, sub, f.type(), path + "." + f.name(), span));
                    }
                }
                Val data = ptr == null ? null : new Val.Ref(ptr, st, true, true, path);
                yield new Val.Aggregate(data, st, members);
            }
            case CgType.Struct st when ptr == null -> new Val.Aggregate(null, st, Map.of());
            default -> new Val.Ref(ptr, type, true, true, path);
        };
    }

    Val.SamplerVal samplerVal(FunctionContext fc, SamplerBinding b, Span span) {
        Handle<Expression> img = fc.append(new Expression.GlobalRef(b.image), span);
        Handle<Expression> smp = fc.append(new Expression.GlobalRef(b.sampler), span);
        return new Val.SamplerVal(img, smp, b.type, new Val.SamplerOrigin.Global(b));
    }

    /// Records a lookup through `origin` as a shadow (depth-compare) or plain one; mixing the
    /// two on one sampler is an error.
    void markUse(Val.SamplerOrigin origin, boolean shadow, Span span) {
        switch (origin) {
            case Val.SamplerOrigin.Global g -> {
                SamplerBinding b = g.binding();
                Span other = shadow ? b.plainUse : b.shadowUse;
                if (other != null) {
                    throw lw.error(new CgSemanticError.ShadowConflict(span, b.path, other));
                }
                if (shadow && b.shadowUse == null) {
                    b.shadowUse = span;
                } else if (!shadow && b.plainUse == null) {
                    b.plainUse = span;
                }
            }
            case Val.SamplerOrigin.Parameter p -> lw.functions.markParameterUse(p.function(), p.leaf(), shadow, span);
        }
    }
}
