package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/// Checks a module and returns [ModuleInfo] side tables for the back ends; never changes the
/// module. Passes, in order: handles ([HandleValidator]; nothing else runs if they are broken),
/// types and memory layouts, constant expressions, globals, each function ([ExpressionTyper],
/// [FunctionValidator]), the call graph, entry points ([InterfaceValidator]) and uniformity
/// ([UniformityAnalyzer]). Every error found is reported, each once.
public final class Validator {
    private final Module m;
    private final List<ValidationError> errors = new ArrayList<>();
    private final List<ValidationError> warnings = new ArrayList<>();
    private final Layouter layouter;

    private Validator(Module m) {
        this.m = m;
        this.layouter = new Layouter(m.types());
    }

    public static ModuleInfo validate(Module module) {
        return new Validator(module).run();
    }

    private void report(ValidationError e) {
        if (e.severity() == Severity.ERROR) {
            errors.add(e);
        } else {
            warnings.add(e);
        }
    }

    private ModuleInfo run() {
        if (!new HandleValidator(m, this::report).run()) {
            return new ModuleInfo(List.of(), List.of(), new TypeResolution[0], errors, warnings);
        }
        for (Handle<Type> t : m.types()) {
            type(t);
        }
        TypeResolution[] globalTypes = new ExpressionTyper(m, null, m.globalExpressions(), this::report).resolveAll();
        constants(globalTypes);
        for (Handle<GlobalVariable> g : m.globals()) {
            global(g, globalTypes);
        }
        Set<Integer> entryFunctions = new HashSet<>();
        for (EntryPoint ep : m.entryPoints()) {
            entryFunctions.add(ep.function().index());
        }
        List<ModuleInfo.FunctionInfo> infos = new ArrayList<>();
        for (Handle<Function> fh : m.functions()) {
            Function f = m.functions().get(fh);
            TypeResolution[] types = new ExpressionTyper(m, f, f.expressions(), this::report).resolveAll();
            for (Handle<LocalVariable> l : f.localVariables()) {
                LocalVariable lv = f.localVariables().get(l);
                if (lv.init() != null && types[lv.init().index()] != null
                        && !TypeResolution.of(m, lv.type()).sameAs(types[lv.init().index()])) {
                    report(new ValidationError.InvalidExpression(f.localVariables().span(l),
                            "initializer of `" + lv.name() + "` does not have its type"));
                }
            }
            infos.add(new FunctionValidator(m, f, types, entryFunctions, this::report).run());
        }
        checkCallGraph(infos);
        if (errors.isEmpty()) {
            new AliasAnalyzer(m, infos, this::report).run();
        }
        List<ModuleInfo.EntryPointInfo> eps = new ArrayList<>();
        InterfaceValidator iv = new InterfaceValidator(m, infos, this::report);
        for (EntryPoint ep : m.entryPoints()) {
            BitSet reached = reach(ep.function().index(), infos);
            BitSet globals = new BitSet();
            for (int f = reached.nextSetBit(0); f >= 0; f = reached.nextSetBit(f + 1)) {
                globals.or(infos.get(f).globalsUsed());
            }
            iv.run(ep, reached);
            eps.add(new ModuleInfo.EntryPointInfo(globals, reached));
        }
        if (errors.isEmpty()) {
            new UniformityAnalyzer(m, infos, this::report).run();
        }
        return new ModuleInfo(infos, eps, globalTypes, errors, warnings);
    }

    // ------------------------------------------------------------------ types and layout

    private void type(Handle<Type> h) {
        TypeInner t = m.inner(h);
        Span span = m.types().span(h);
        String name = TypePrinter.name(m, h);
        switch (t) {
            case TypeInner.Vector v -> {
                if (v.size() < 2 || v.size() > 4) {
                    report(new ValidationError.InvalidType(span, name, "vectors have 2 to 4 components"));
                }
            }
            case TypeInner.Matrix mt -> {
                if (mt.columns() < 2 || mt.columns() > 4 || mt.rows() < 2 || mt.rows() > 4 || !mt.scalar().kind().isFloat()) {
                    report(new ValidationError.InvalidType(span, name, "matrices are 2 to 4 columns and rows of floats"));
                }
            }
            case TypeInner.Atomic a -> {
                if (a.scalar().kind() != ScalarKind.SINT && a.scalar().kind() != ScalarKind.UINT) {
                    report(new ValidationError.InvalidType(span, name, "atomics hold i32 or u32"));
                }
            }
            case TypeInner.Image img when img.dim() == TypeInner.ImageDimension.BUFFER -> {
                // A texel buffer (`requires texel_buffers`) is a storage image of the WGSL
                // storage texel formats, read or read_write, never arrayed.
                if (img.arrayed() || !(img.imageClass() instanceof TypeInner.ImageClass.Storage st)
                        || !st.format().isCore() || st.access() == StorageAccess.WRITE) {
                    report(new ValidationError.InvalidType(span, name,
                            "texel buffers have a storage texel format, read or read_write access and no layers"));
                }
            }
            case TypeInner.Array a -> {
                Layouter.Layout e = layouter.layout(a.base());
                if (a.stride() < e.size() || a.stride() % e.align() != 0) {
                    report(new ValidationError.LayoutViolation(span, name, "array stride " + a.stride()
                            + " is smaller than the element or not a multiple of its alignment " + e.align()));
                }
            }
            case TypeInner.Struct s -> {
                int end = 0;
                for (TypeInner.StructMember mem : s.members()) {
                    Layouter.Layout l = layouter.layout(mem.type());
                    if (mem.offset() < end || mem.offset() % l.align() != 0) {
                        report(new ValidationError.LayoutViolation(span, name, "member `" + mem.name() + "` at offset "
                                + mem.offset() + " overlaps the previous member or is not aligned to " + l.align()));
                    }
                    end = mem.offset() + l.size();
                }
                if (s.span() < end || s.span() % s.align() != 0) {
                    report(new ValidationError.LayoutViolation(span, name, "struct size " + s.span() + " does not cover its members"));
                }
            }
            default -> { }
        }
    }

    /// The extra constraints of the uniform address space (WGSL §14.4.4): array strides and
    /// struct members of struct type are 16-byte aligned, and a struct member is followed by at
    /// least its size rounded up to 16.
    private void uniformLayout(Handle<Type> h, Span span, Set<Integer> seen) {
        if (!seen.add(h.index())) {
            return;
        }
        TypeInner t = m.inner(h);
        switch (t) {
            case TypeInner.Array a -> {
                if (a.stride() % 16 != 0) {
                    report(new ValidationError.LayoutViolation(span, TypePrinter.name(m, h),
                            "in the uniform address space an array stride must be a multiple of 16, found " + a.stride()));
                }
                uniformLayout(a.base(), span, seen);
            }
            case TypeInner.Struct s -> {
                for (int i = 0; i < s.members().size(); i++) {
                    TypeInner.StructMember mem = s.members().get(i);
                    TypeInner mt = m.inner(mem.type());
                    if ((mt instanceof TypeInner.Struct || mt instanceof TypeInner.Array) && mem.offset() % 16 != 0) {
                        report(new ValidationError.LayoutViolation(span, TypePrinter.name(m, h), "member `" + mem.name()
                                + "` at offset " + mem.offset() + " must be 16-byte aligned in the uniform address space"));
                    }
                    if (mt instanceof TypeInner.Struct inner && i + 1 < s.members().size()) {
                        int next = s.members().get(i + 1).offset();
                        if (next - mem.offset() < Layouter.roundUp(16, inner.span())) {
                            report(new ValidationError.LayoutViolation(span, TypePrinter.name(m, h), "member `"
                                    + s.members().get(i + 1).name() + "` must start at least "
                                    + Layouter.roundUp(16, inner.span()) + " bytes after struct member `" + mem.name() + "`"));
                        }
                    }
                    uniformLayout(mem.type(), span, seen);
                }
            }
            default -> { }
        }
    }

    // ------------------------------------------------------------------ constants and globals

    private void constants(TypeResolution[] globalTypes) {
        for (Handle<Constant> c : m.constants()) {
            Constant k = m.constants().get(c);
            TypeResolution r = globalTypes[k.init().index()];
            if (r != null && !TypeResolution.of(m, k.type()).sameAs(r)) {
                report(new ValidationError.InvalidExpression(m.constants().span(c), "constant `" + k.name()
                        + "` is initialised with " + TypePrinter.name(m, r.inner())));
            }
        }
        for (Handle<OverrideConstant> o : m.overrides()) {
            OverrideConstant k = m.overrides().get(o);
            if (!(m.inner(k.type()) instanceof TypeInner.ScalarType)) {
                report(new ValidationError.InvalidType(m.overrides().span(o), TypePrinter.name(m, k.type()),
                        "overrides are scalars"));
            }
            if (k.init() != null) {
                TypeResolution r = globalTypes[k.init().index()];
                if (r != null && !TypeResolution.of(m, k.type()).sameAs(r)) {
                    report(new ValidationError.InvalidExpression(m.overrides().span(o), "override `" + k.name()
                            + "` is initialised with " + TypePrinter.name(m, r.inner())));
                }
            }
        }
    }

    private void global(Handle<GlobalVariable> g, TypeResolution[] globalTypes) {
        GlobalVariable v = m.globals().get(g);
        Span span = m.globals().span(g);
        boolean resource = v.space() == AddressSpace.UNIFORM || v.space() == AddressSpace.STORAGE || v.space() == AddressSpace.HANDLE;
        if (resource != (v.binding() != null)) {
            report(new ValidationError.InvalidGlobal(span, v.name(), resource ? "a resource needs @group and @binding"
                    : "only resources have a binding"));
        }
        if (v.init() != null) {
            if (v.space() != AddressSpace.PRIVATE) {
                report(new ValidationError.InvalidGlobal(span, v.name(), "only private variables have an initializer"));
            }
            TypeResolution r = globalTypes[v.init().index()];
            if (r != null && !TypeResolution.of(m, v.type()).sameAs(r)) {
                report(new ValidationError.InvalidGlobal(span, v.name(), "initializer has type " + TypePrinter.name(m, r.inner())));
            }
        }
        if (v.space() == AddressSpace.UNIFORM || v.space() == AddressSpace.PUSH_CONSTANT) {
            uniformLayout(v.type(), span, new HashSet<>());
        }
        if (v.space() == AddressSpace.STORAGE && v.access() == StorageAccess.WRITE) {
            report(new ValidationError.InvalidGlobal(span, v.name(), "storage buffers are read or read_write"));
        }
    }

    // ------------------------------------------------------------------ calls

    private void checkCallGraph(List<ModuleInfo.FunctionInfo> infos) {
        int n = infos.size();
        int[] state = new int[n];
        for (int i = 0; i < n; i++) {
            if (state[i] == 0 && cycleFrom(i, infos, state)) {
                return;
            }
        }
    }

    private boolean cycleFrom(int f, List<ModuleInfo.FunctionInfo> infos, int[] state) {
        state[f] = 1;
        BitSet callees = infos.get(f).callees();
        for (int c = callees.nextSetBit(0); c >= 0; c = callees.nextSetBit(c + 1)) {
            if (state[c] == 1) {
                report(new ValidationError.RecursiveCall(m.functions().span(new Handle<>(c)), m.functions().get(new Handle<>(c)).name()));
                return true;
            }
            if (state[c] == 0 && cycleFrom(c, infos, state)) {
                return true;
            }
        }
        state[f] = 2;
        return false;
    }

    private static BitSet reach(int root, List<ModuleInfo.FunctionInfo> infos) {
        BitSet seen = new BitSet();
        List<Integer> stack = new ArrayList<>(List.of(root));
        while (!stack.isEmpty()) {
            int f = stack.removeLast();
            if (seen.get(f)) {
                continue;
            }
            seen.set(f);
            BitSet c = infos.get(f).callees();
            for (int i = c.nextSetBit(0); i >= 0; i = c.nextSetBit(i + 1)) {
                stack.add(i);
            }
        }
        return seen;
    }
}
