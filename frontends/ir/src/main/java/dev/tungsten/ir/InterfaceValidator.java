package dev.tungsten.ir;

import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/// Checks an entry point against its stage (WGSL §13): every input and output has exactly one
/// IO binding, built-ins have the type and direction the table gives, user-defined integer IO
/// between stages is flat, locations and built-ins are not bound twice, vertex shaders write
/// `position`, compute shaders have a workgroup size and no outputs, and the operations the
/// reached functions use (discard, derivatives, barriers, workgroup memory) suit the stage.
final class InterfaceValidator {
    private final Module m;
    private final List<ModuleInfo.FunctionInfo> infos;
    private final Consumer<ValidationError> report;

    InterfaceValidator(Module m, List<ModuleInfo.FunctionInfo> infos, Consumer<ValidationError> report) {
        this.m = m;
        this.infos = infos;
        this.report = report;
    }

    private record BuiltinRule(Set<ShaderStage> inputs, Set<ShaderStage> outputs, List<TypeInner> types) {}

    private static final TypeInner U32 = new TypeInner.ScalarType(Scalar.U32);
    private static final TypeInner I32 = new TypeInner.ScalarType(Scalar.I32);
    private static final TypeInner F32 = new TypeInner.ScalarType(Scalar.F32);
    private static final TypeInner VEC3U = new TypeInner.Vector(3, Scalar.U32);
    private static final Set<ShaderStage> NONE = Set.of();
    private static final Set<ShaderStage> VS = Set.of(ShaderStage.VERTEX);
    private static final Set<ShaderStage> FS = Set.of(ShaderStage.FRAGMENT);
    private static final Set<ShaderStage> CS = Set.of(ShaderStage.COMPUTE);

    private static final Map<BuiltInValue, BuiltinRule> RULES = new HashMap<>();
    static {
        RULES.put(BuiltInValue.VERTEX_INDEX, new BuiltinRule(VS, NONE, List.of(U32)));
        RULES.put(BuiltInValue.INSTANCE_INDEX, new BuiltinRule(VS, NONE, List.of(U32)));
        RULES.put(BuiltInValue.POSITION, new BuiltinRule(FS, VS, List.of(new TypeInner.Vector(4, Scalar.F32))));
        RULES.put(BuiltInValue.FRONT_FACING, new BuiltinRule(FS, NONE, List.of(new TypeInner.ScalarType(Scalar.BOOL))));
        RULES.put(BuiltInValue.FRAG_DEPTH, new BuiltinRule(NONE, FS, List.of(F32)));
        RULES.put(BuiltInValue.SAMPLE_INDEX, new BuiltinRule(FS, NONE, List.of(U32)));
        RULES.put(BuiltInValue.SAMPLE_MASK, new BuiltinRule(FS, FS, List.of(U32)));
        RULES.put(BuiltInValue.LOCAL_INVOCATION_ID, new BuiltinRule(CS, NONE, List.of(VEC3U)));
        RULES.put(BuiltInValue.LOCAL_INVOCATION_INDEX, new BuiltinRule(CS, NONE, List.of(U32)));
        RULES.put(BuiltInValue.GLOBAL_INVOCATION_ID, new BuiltinRule(CS, NONE, List.of(VEC3U)));
        RULES.put(BuiltInValue.WORKGROUP_ID, new BuiltinRule(CS, NONE, List.of(VEC3U)));
        RULES.put(BuiltInValue.NUM_WORKGROUPS, new BuiltinRule(CS, NONE, List.of(VEC3U)));
        RULES.put(BuiltInValue.CLIP_DISTANCES, new BuiltinRule(NONE, VS, List.of()));
        RULES.put(BuiltInValue.PRIMITIVE_INDEX, new BuiltinRule(FS, NONE, List.of(U32)));
        RULES.put(BuiltInValue.VIEW_INDEX, new BuiltinRule(Set.of(ShaderStage.VERTEX, ShaderStage.FRAGMENT), NONE, List.of(I32, U32)));
        RULES.put(BuiltInValue.POINT_SIZE, new BuiltinRule(NONE, VS, List.of(F32)));
        RULES.put(BuiltInValue.SUBGROUP_SIZE, new BuiltinRule(Set.of(ShaderStage.COMPUTE, ShaderStage.FRAGMENT), NONE, List.of(U32)));
        RULES.put(BuiltInValue.SUBGROUP_INVOCATION_ID, new BuiltinRule(Set.of(ShaderStage.COMPUTE, ShaderStage.FRAGMENT), NONE, List.of(U32)));
        RULES.put(BuiltInValue.NUM_SUBGROUPS, new BuiltinRule(CS, NONE, List.of(U32)));
        RULES.put(BuiltInValue.SUBGROUP_ID, new BuiltinRule(CS, NONE, List.of(U32)));
    }

    /// The IO seen so far on one side of the entry point.
    private final class Side {
        final boolean output;
        final Set<Object> used = new HashSet<>();
        boolean position;
        /// Blend sources written at fragment output location 0 (`null` for none given).
        final java.util.List<Integer> location0 = new java.util.ArrayList<>();
        int otherLocations;

        Side(boolean output) {
            this.output = output;
        }
    }

    void run(EntryPoint ep, BitSet reached) {
        Function f = m.functions().get(ep.function());
        Span span = m.functions().span(ep.function());
        String name = ep.name();
        Side in = new Side(false);
        for (Function.Argument a : f.arguments()) {
            io(ep, span, in, a.type(), a.binding(), "parameter `" + a.name() + "`", true);
        }
        Side out = new Side(true);
        if (f.result() != null) {
            if (ep.stage() == ShaderStage.COMPUTE) {
                report.accept(new ValidationError.InvalidEntryPoint(span, name, "compute entry points return nothing"));
            } else {
                io(ep, span, out, f.result().type(), f.result().binding(), "the result", true);
            }
        }
        if (ep.stage() == ShaderStage.VERTEX && !out.position) {
            report.accept(new ValidationError.InvalidEntryPoint(span, name, "a vertex shader must write @builtin(position)"));
        }
        boolean dual = out.location0.stream().anyMatch(b -> b != null && b == 1);
        if (dual && (out.location0.size() != 2 || out.otherLocations != 0 || !out.location0.contains(1)
                || out.location0.stream().filter(b -> b == null || b == 0).count() != 1)) {
            report.accept(new ValidationError.InvalidEntryPoint(span, name,
                    "dual-source blending needs exactly @location(0) @blend_src(0) and @location(0) @blend_src(1)"));
        }
        if (ep.stage() == ShaderStage.COMPUTE && ep.workgroupSize().size() != 3) {
            report.accept(new ValidationError.InvalidEntryPoint(span, name, "a compute shader needs a workgroup size"));
        }
        for (Handle<Expression> e : ep.workgroupSize()) {
            if (m.globalExpressions().get(e) instanceof Expression.Lit l && l.value().asLong() < 1) {
                report.accept(new ValidationError.InvalidEntryPoint(span, name, "workgroup size " + l.value() + " is not positive"));
            }
        }
        stageUse(ep, span, reached);
    }

    private void io(EntryPoint ep, Span span, Side side, Handle<Type> type, Binding binding, String what, boolean top) {
        TypeInner t = m.inner(type);
        if (binding == null) {
            if (top && t instanceof TypeInner.Struct s) {
                for (TypeInner.StructMember mem : s.members()) {
                    if (m.inner(mem.type()) instanceof TypeInner.Struct) {
                        report.accept(new ValidationError.InvalidEntryPoint(span, ep.name(), "member `" + mem.name()
                                + "` of " + what + " is a struct; IO structs do not nest"));
                        continue;
                    }
                    io(ep, span, side, mem.type(), mem.binding(), "member `" + mem.name() + "`", false);
                }
                return;
            }
            report.accept(new ValidationError.MissingBinding(span, ep.name(), what));
            return;
        }
        switch (binding) {
            case Binding.BuiltIn b -> builtin(ep, span, side, t, b, what);
            case Binding.Location l -> location(ep, span, side, t, l, what);
            case Binding.Color c -> color(ep, span, side, t, c, what);
        }
    }

    private void builtin(EntryPoint ep, Span span, Side side, TypeInner t, Binding.BuiltIn b, String what) {
        BuiltinRule rule = RULES.get(b.value());
        Set<ShaderStage> allowed = side.output ? rule.outputs() : rule.inputs();
        String text = b.value().text();
        if (!allowed.contains(ep.stage())) {
            report.accept(new ValidationError.InvalidBuiltin(span, text, "is not " + (side.output ? "an output" : "an input")
                    + " of " + ep.stage().text() + " shaders"));
            return;
        }
        boolean typeOk = b.value() == BuiltInValue.CLIP_DISTANCES
                ? t instanceof TypeInner.Array a && m.inner(a.base()).equals(F32)
                        && a.size() instanceof TypeInner.ArraySize.Constant c && c.count() <= 8
                : rule.types().contains(t);
        if (!typeOk) {
            report.accept(new ValidationError.InvalidBuiltin(span, text, "cannot have type " + TypePrinter.name(m, t)));
        }
        if (b.depth() != null && b.value() != BuiltInValue.FRAG_DEPTH) {
            report.accept(new ValidationError.InvalidBuiltin(span, text, "takes no depth layout (only frag_depth does)"));
        }
        if (b.invariant() && b.value() != BuiltInValue.POSITION) {
            report.accept(new ValidationError.InvalidBuiltin(span, text, "cannot be @invariant (only position can)"));
        }
        if (!side.used.add(b.value())) {
            report.accept(new ValidationError.DuplicateBinding(span, ep.name(), "@builtin(" + text + ")"));
        }
        if (b.value() == BuiltInValue.POSITION && side.output) {
            side.position = true;
        }
    }

    private void location(EntryPoint ep, Span span, Side side, TypeInner t, Binding.Location l, String what) {
        if (ep.stage() == ShaderStage.COMPUTE) {
            report.accept(new ValidationError.InvalidEntryPoint(span, ep.name(), what + " has a @location, but compute shaders have no user IO"));
            return;
        }
        Scalar s = t.scalar();
        if (!t.isScalarOrVector() || s == null || s.kind() == ScalarKind.BOOL || s.width() == 8) {
            report.accept(new ValidationError.InvalidEntryPoint(span, ep.name(), what + " has type " + TypePrinter.name(m, t)
                    + "; user IO is a numeric scalar or vector of 32 or 16 bits"));
            return;
        }
        boolean between = (ep.stage() == ShaderStage.VERTEX && side.output) || (ep.stage() == ShaderStage.FRAGMENT && !side.output);
        if (between && s.kind() != ScalarKind.FLOAT && l.interpolation() != null && l.interpolation() != Binding.Interpolation.FLAT) {
            report.accept(new ValidationError.InvalidEntryPoint(span, ep.name(), what + " is an integer, so it must be @interpolate(flat) (§12.3.1.4)"));
        }
        if (l.blendSource() != null && (!side.output || ep.stage() != ShaderStage.FRAGMENT || l.location() != 0)) {
            report.accept(new ValidationError.InvalidEntryPoint(span, ep.name(), "@blend_src is only for fragment output @location(0)"));
        }
        if (side.output && ep.stage() == ShaderStage.FRAGMENT) {
            if (l.location() == 0) {
                side.location0.add(l.blendSource());
                if (side.location0.size() > 1 && side.location0.stream().noneMatch(b -> b != null && b == 1)) {
                    report.accept(new ValidationError.DuplicateBinding(span, ep.name(), "@location(0)"));
                }
            } else {
                side.otherLocations++;
                if (!side.used.add(l.location())) {
                    report.accept(new ValidationError.DuplicateBinding(span, ep.name(), "@location(" + l.location() + ")"));
                }
            }
        } else if (!side.used.add(l.location())) {
            report.accept(new ValidationError.DuplicateBinding(span, ep.name(), "@location(" + l.location() + ")"));
        }
    }

    /// `@color(N)` (framebuffer fetch): a fragment input of a 32-bit scalar or vector, each target
    /// read once, as Tint's pseudo-specification of `chromium_experimental_framebuffer_fetch` says.
    private void color(EntryPoint ep, Span span, Side side, TypeInner t, Binding.Color c, String what) {
        if (side.output || ep.stage() != ShaderStage.FRAGMENT) {
            report.accept(new ValidationError.InvalidEntryPoint(span, ep.name(), what
                    + " has @color, which is only for fragment shader inputs"));
            return;
        }
        Scalar s = t.scalar();
        if (!t.isScalarOrVector() || s == null || s.kind() == ScalarKind.BOOL || s.width() != 4) {
            report.accept(new ValidationError.InvalidEntryPoint(span, ep.name(), what + " has type " + TypePrinter.name(m, t)
                    + "; a framebuffer input is a 32-bit numeric scalar or vector"));
            return;
        }
        if (!side.used.add("color" + c.target())) {
            report.accept(new ValidationError.DuplicateBinding(span, ep.name(), "@color(" + c.target() + ")"));
        }
    }

    private void stageUse(EntryPoint ep, Span span, BitSet reached) {
        Set<List<Integer>> bindings = new HashSet<>();
        BitSet globals = new BitSet();
        for (int fi = reached.nextSetBit(0); fi >= 0; fi = reached.nextSetBit(fi + 1)) {
            ModuleInfo.FunctionInfo info = infos.get(fi);
            if (info == null) {
                continue;
            }
            globals.or(info.globalsUsed());
            if (info.usesKill() && ep.stage() != ShaderStage.FRAGMENT) {
                report.accept(new ValidationError.StageViolation(span, "`discard`", ep.stage().text()));
            }
            if (info.usesDerivatives() && ep.stage() != ShaderStage.FRAGMENT) {
                report.accept(new ValidationError.StageViolation(span, "a derivative or implicit-level texture sample",
                        ep.stage().text()));
            }
            if (info.usesBarriers() && ep.stage() != ShaderStage.COMPUTE) {
                report.accept(new ValidationError.StageViolation(span, "a barrier", ep.stage().text()));
            }
        }
        for (int g = globals.nextSetBit(0); g >= 0; g = globals.nextSetBit(g + 1)) {
            GlobalVariable v = m.globals().get(new Handle<>(g));
            if (v.space() == AddressSpace.WORKGROUP && ep.stage() != ShaderStage.COMPUTE) {
                report.accept(new ValidationError.StageViolation(span, "workgroup variable `" + v.name() + "`", ep.stage().text()));
            }
            if (v.binding() != null && !bindings.add(List.of(v.binding().group(), v.binding().binding()))) {
                report.accept(new ValidationError.DuplicateBinding(span, ep.name(),
                        "@group(" + v.binding().group() + ") @binding(" + v.binding().binding() + ")"));
            }
        }
    }
}
