package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.tungsten.tgsi.Interpolation;
import dev.tungsten.tgsi.InterpLocation;
import dev.tungsten.tgsi.MemoryType;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.DepthLayout;
import dev.tungsten.tgsi.PropertyName;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.ReturnType;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.UregDst;
import dev.tungsten.tgsi.UregSrc;
import dev.tungsten.tgsi.WriteMask;

/// The entry point's connection to the pipeline: stage properties, IO (`@location` to GENERIC or
/// COLOR, built-ins to POSITION, FACE, VERTEXID, INSTANCEID, THREAD_ID, BLOCK_ID, ...), and the
/// resources the entry point uses, each given a TGSI slot in `@group`/`@binding` order.
final class TgsiInterface {
    private final TgsiLowering l;
    /// What each global used by the entry point lowered to: a [Place] or, for resources, a [RegisterValue].
    final Map<Integer, Object> globals = new HashMap<>();
    private final List<TgsiProgram.Resource> resources = new ArrayList<>();
    private int sharedBytes;
    private int[] workgroup = {1, 1, 1};
    private UregSrc threadId;
    private UregSrc localIndex;

    TgsiInterface(TgsiLowering l) {
        this.l = l;
    }

    List<TgsiProgram.Resource> resources() {
        return resources;
    }

    int sharedBytes() {
        return sharedBytes;
    }

    /// Stage properties; returns the workgroup size (1, 1, 1 outside compute).
    int[] declareStage() {
        EntryPoint ep = l.entry;
        if (ep.stage() == ShaderStage.COMPUTE) {
            for (int i = 0; i < 3; i++) {
                long v = ConstEvaluator.literal(l.constant(ep.workgroupSize().get(i))).asLong();
                if (v < 1 || v > 1024) {
                    throw new TgsiLoweringException(l.m.functions().span(ep.function()), "workgroup size " + v + " is out of range");
                }
                workgroup[i] = (int) v;
            }
            l.u.property(PropertyName.CS_FIXED_BLOCK_WIDTH, workgroup[0]);
            l.u.property(PropertyName.CS_FIXED_BLOCK_HEIGHT, workgroup[1]);
            l.u.property(PropertyName.CS_FIXED_BLOCK_DEPTH, workgroup[2]);
        }
        if (ep.earlyDepthTest() != null) {
            l.u.property(PropertyName.FS_EARLY_DEPTH_STENCIL, 1);
        }
        return workgroup.clone();
    }

    // ------------------------------------------------------------------ resources

    void declareResources() {
        int epIndex = l.m.entryPoints().indexOf(l.entry);
        BitSet used = l.info.entryPoints().get(epIndex).globalsUsed();
        List<Handle<GlobalVariable>> list = new ArrayList<>();
        for (int g = used.nextSetBit(0); g >= 0; g = used.nextSetBit(g + 1)) {
            list.add(new Handle<>(g));
        }
        list.sort(Comparator.comparingLong(h -> {
            GlobalVariable v = l.m.globals().get(h);
            return v.binding() == null ? Long.MAX_VALUE : ((long) v.binding().group() << 32) | v.binding().binding();
        }));
        int consts = 0;
        int buffers = 0;
        int views = 0;
        int samplers = 0;
        int images = 0;
        for (Handle<GlobalVariable> h : list) {
            GlobalVariable v = l.m.globals().get(h);
            Span span = l.m.globals().span(h);
            TypeInner t = l.m.inner(v.type());
            int group = v.binding() == null ? -1 : v.binding().group();
            int binding = v.binding() == null ? -1 : v.binding().binding();
            switch (v.space()) {
                case UNIFORM, PUSH_CONSTANT -> {
                    int bytes = l.layouter.layout(v.type()).size();
                    l.u.constantBuffer(consts, 0, Math.max(0, (bytes + 15) / 16 - 1));
                    globals.put(h.index(), new Place.InMemory(RegisterFile.CONSTANT, consts, 0, null, t, null));
                    resources.add(new TgsiProgram.Resource(v.name(), group, binding, RegisterFile.CONSTANT, consts, 1, bytes));
                    consts++;
                }
                case STORAGE -> {
                    if (t instanceof TypeInner.BindingArray ba) {
                        int count = bindingArraySize(ba, group, binding, span);
                        for (int i = 0; i < count; i++) {
                            l.u.buffer(buffers + i, containsAtomic(ba.base()));
                        }
                        TypeInner sized = new TypeInner.BindingArray(ba.base(), new TypeInner.ArraySize.Constant(count));
                        globals.put(h.index(), new Place.InMemory(RegisterFile.BUFFER, buffers, 0, null, sized, null));
                        resources.add(new TgsiProgram.Resource(v.name(), group, binding, RegisterFile.BUFFER, buffers, count,
                                l.layouter.layout(ba.base()).size()));
                        buffers += count;
                        continue;
                    }
                    l.u.buffer(buffers, containsAtomic(v.type()));
                    globals.put(h.index(), new Place.InMemory(RegisterFile.BUFFER, buffers, 0, null, t, null));
                    resources.add(new TgsiProgram.Resource(v.name(), group, binding, RegisterFile.BUFFER, buffers, 1,
                            l.layouter.layout(v.type()).size()));
                    buffers++;
                }
                case WORKGROUP -> {
                    Layouter.Layout lay = layout(v.type(), span);
                    sharedBytes = Layouter.roundUp(Math.max(4, lay.align()), sharedBytes);
                    UregSrc mem = l.u.memory(MemoryType.SHARED);
                    globals.put(h.index(), new Place.InMemory(RegisterFile.MEMORY, mem.index(), sharedBytes, null, t, null));
                    sharedBytes += lay.size();
                }
                case PRIVATE -> {
                    RegisterValue regs = l.newRegisterValue(t);
                    globals.put(h.index(), new Place.InRegisters(regs, 0, null, t, -1, null));
                }
                case HANDLE -> {
                    TypeInner element = t instanceof TypeInner.BindingArray ba ? l.m.inner(ba.base()) : t;
                    int count = t instanceof TypeInner.BindingArray ba ? bindingArraySize(ba, group, binding, span) : 1;
                    List<UregSrc> slots = new ArrayList<>();
                    RegisterFile file;
                    int first;
                    switch (element) {
                        case TypeInner.Sampler s -> {
                            file = RegisterFile.SAMPLER;
                            first = samplers;
                            for (int i = 0; i < count; i++) {
                                slots.add(l.u.sampler(samplers++));
                            }
                        }
                        case TypeInner.Image img when img.imageClass() instanceof TypeInner.ImageClass.Storage st -> {
                            file = RegisterFile.IMAGE;
                            first = images;
                            for (int i = 0; i < count; i++) {
                                slots.add(l.u.image(images++, target(img, span), format(st.format()),
                                        st.access().canWrite(), false));
                            }
                        }
                        case TypeInner.Image img -> {
                            // texture_external is one plane of decoded RGBA (decision 0029): a
                            // float 2D view, bound by the host like a texture_2d<f32>.
                            file = RegisterFile.SAMPLER_VIEW;
                            first = views;
                            ReturnType rt = img.imageClass() instanceof TypeInner.ImageClass.Sampled sm
                                    ? switch (sm.kind()) {
                                        case SINT -> ReturnType.SINT;
                                        case UINT -> ReturnType.UINT;
                                        default -> ReturnType.FLOAT;
                                    } : ReturnType.FLOAT;
                            for (int i = 0; i < count; i++) {
                                slots.add(l.u.samplerView(views++, target(img, span), rt));
                            }
                        }
                        default -> throw l.unsupported(span, "a resource of type " + TypePrinter.name(l.m, t));
                    }
                    globals.put(h.index(), new RegisterValue(slots, null));
                    resources.add(new TgsiProgram.Resource(v.name(), group, binding, file, first, count, 0));
                }
                case FUNCTION -> throw new TgsiLoweringException(span, "a module-scope variable in the function address space");
            }
        }
    }

    /// The slots of a binding array: its declared size, or for a runtime-sized one the size the
    /// pipeline gives in the options.
    private int bindingArraySize(TypeInner.BindingArray ba, int group, int binding, Span span) {
        if (ba.size() instanceof TypeInner.ArraySize.Constant c) {
            return c.count();
        }
        Integer n = l.options.bindingArraySizes().get(java.util.List.of(group, binding));
        if (n == null || n < 1) {
            throw l.unsupported(span, "a runtime-sized binding array without a size in the lowering options");
        }
        return n;
    }

    private Layouter.Layout layout(Handle<Type> t, Span span) {
        if (l.m.inner(t) instanceof TypeInner.Array a && a.size() instanceof TypeInner.ArraySize.Pending p) {
            int n = (int) ConstEvaluator.literal(l.constant(p.count())).asLong();
            if (n <= 0) {
                throw new TgsiLoweringException(span, "override-sized array has " + n + " elements");
            }
            return new Layouter.Layout(n * a.stride(), l.layouter.layout(a.base()).align());
        }
        return l.layouter.layout(t);
    }

    private boolean containsAtomic(Handle<Type> t) {
        return switch (l.m.inner(t)) {
            case TypeInner.Atomic a -> true;
            case TypeInner.Array a -> containsAtomic(a.base());
            case TypeInner.Struct s -> s.members().stream().anyMatch(m -> containsAtomic(m.type()));
            default -> false;
        };
    }

    static TextureTarget target(TypeInner.Image img, Span span) {
        boolean ms = img.imageClass() instanceof TypeInner.ImageClass.Sampled s && s.multisampled()
                || img.imageClass() instanceof TypeInner.ImageClass.Depth d && d.multisampled();
        return switch (img.dim()) {
            case D1 -> img.arrayed() ? TextureTarget.T1D_ARRAY : TextureTarget.T1D;
            case D2 -> ms ? (img.arrayed() ? TextureTarget.T2D_ARRAY_MSAA : TextureTarget.T2D_MSAA)
                    : img.arrayed() ? TextureTarget.T2D_ARRAY : TextureTarget.T2D;
            case D3 -> TextureTarget.T3D;
            case CUBE -> img.arrayed() ? TextureTarget.CUBE_ARRAY : TextureTarget.CUBE;
            case BUFFER -> TextureTarget.BUFFER;
        };
    }

    /// The shadow target TG4 needs for a depth comparison.
    static TextureTarget shadowTarget(TypeInner.Image img) {
        return switch (img.dim()) {
            case D1 -> img.arrayed() ? TextureTarget.SHADOW1D_ARRAY : TextureTarget.SHADOW1D;
            case CUBE -> img.arrayed() ? TextureTarget.SHADOWCUBE_ARRAY : TextureTarget.SHADOWCUBE;
            default -> img.arrayed() ? TextureTarget.SHADOW2D_ARRAY : TextureTarget.SHADOW2D;
        };
    }

    /// The pipe format of a WGSL storage texel format.
    static PipeFormat format(StorageFormat f) {
        String name = switch (f) {
            case RGBA8UNORM -> "R8G8B8A8_UNORM";
            case RGBA8SNORM -> "R8G8B8A8_SNORM";
            case RGBA8UINT -> "R8G8B8A8_UINT";
            case RGBA8SINT -> "R8G8B8A8_SINT";
            case RGBA16UINT -> "R16G16B16A16_UINT";
            case RGBA16SINT -> "R16G16B16A16_SINT";
            case RGBA16FLOAT -> "R16G16B16A16_FLOAT";
            case R32UINT -> "R32_UINT";
            case R32SINT -> "R32_SINT";
            case R32FLOAT -> "R32_FLOAT";
            case RG32UINT -> "R32G32_UINT";
            case RG32SINT -> "R32G32_SINT";
            case RG32FLOAT -> "R32G32_FLOAT";
            case RGBA32UINT -> "R32G32B32A32_UINT";
            case RGBA32SINT -> "R32G32B32A32_SINT";
            case RGBA32FLOAT -> "R32G32B32A32_FLOAT";
            case BGRA8UNORM -> "B8G8R8A8_UNORM";
            case R8UNORM -> "R8_UNORM";
            case R8SNORM -> "R8_SNORM";
            case R8UINT -> "R8_UINT";
            case R8SINT -> "R8_SINT";
            case R16UINT -> "R16_UINT";
            case R16SINT -> "R16_SINT";
            case R16FLOAT -> "R16_FLOAT";
            case RG8UNORM -> "R8G8_UNORM";
            case RG8SNORM -> "R8G8_SNORM";
            case RG8UINT -> "R8G8_UINT";
            case RG8SINT -> "R8G8_SINT";
            case RG16UINT -> "R16G16_UINT";
            case RG16SINT -> "R16G16_SINT";
            case RG16FLOAT -> "R16G16_FLOAT";
            case RGB10A2UINT -> "R10G10B10A2_UINT";
            case RGB10A2UNORM -> "R10G10B10A2_UNORM";
            case RG11B10UFLOAT -> "R11G11B10_FLOAT";
            case R16UNORM -> "R16_UNORM";
            case R16SNORM -> "R16_SNORM";
            case RG16UNORM -> "R16G16_UNORM";
            case RG16SNORM -> "R16G16_SNORM";
            case RGBA16UNORM -> "R16G16B16A16_UNORM";
            case RGBA16SNORM -> "R16G16B16A16_SNORM";
        };
        return PipeFormat.valueOf(name);
    }

    /// Private variables start from their initialiser (or zero), workgroup memory from zero.
    void initialiseGlobals() {
        for (Map.Entry<Integer, Object> e : globals.entrySet()) {
            GlobalVariable v = l.m.globals().get(new Handle<>(e.getKey()));
            if (v.space() == AddressSpace.PRIVATE && e.getValue() instanceof Place.InRegisters p) {
                ConstValue init = v.init() != null ? l.constant(v.init()) : l.ev.zero(v.type());
                l.mem.store(p, l.exprs.constant(init, l.m.inner(v.type())), l.m.globals().span(new Handle<>(e.getKey())));
            }
        }
        if (sharedBytes > 0) {
            zeroSharedMemory();
        }
    }

    /// Every invocation clears a strided share of the workgroup memory, then all wait (WGSL
    /// zero-initialises workgroup variables, §7.3).
    private void zeroSharedMemory() {
        int words = (sharedBytes + 3) / 4;
        int invocations = workgroup[0] * workgroup[1] * workgroup[2];
        UregSrc mem = l.u.memory(MemoryType.SHARED);
        UregDst i = l.scalarTemp();
        l.u.emit(TgsiOpcode.UMUL, i, localIndex().xxxx(), l.immU(4));
        UregDst cond = l.scalarTemp();
        l.u.loop(() -> {
            l.u.emit(TgsiOpcode.USGE, cond, i.toSrc().xxxx(), l.immU(words * 4));
            l.u.ifThen(cond.toSrc().xxxx(), l.u::brk);
            l.u.memoryOp(TgsiOpcode.STORE, List.of(UregDst.of(RegisterFile.MEMORY, mem.index()).mask(WriteMask.X)), 0,
                    TextureTarget.BUFFER, PipeFormat.NONE, i.toSrc().xxxx(), l.immU(0));
            l.u.emit(TgsiOpcode.UADD, i, i.toSrc().xxxx(), l.immU(invocations * 4));
        });
        l.u.emit(TgsiOpcode.BARRIER);
    }

    // ------------------------------------------------------------------ inputs and outputs

    /// Gives each entry point argument its value from inputs and system values.
    void bindInputs(TgsiStatements.Frame frame) {
        Function f = frame.f;
        boolean[] used = new boolean[f.arguments().size()];
        for (Handle<Expression> h : f.expressions()) {
            if (f.expressions().get(h) instanceof Expression.ArgumentRef ar && frame.info.refCounts()[h.index()] > 0) {
                used[ar.index()] = true;
            }
        }
        for (int i = 0; i < f.arguments().size(); i++) {
            if (!used[i]) {
                // An argument the shader never reads needs no input declaration (so an unused
                // built-in TGSI lacks, such as view_index, does not stop the lowering).
                continue;
            }
            Function.Argument a = f.arguments().get(i);
            TypeInner t = l.m.inner(a.type());
            if (a.binding() == null && t instanceof TypeInner.Struct s) {
                List<UregSrc> slots = new ArrayList<>();
                for (TypeInner.StructMember mem : s.members()) {
                    slots.add(input(mem.binding(), l.m.inner(mem.type())));
                }
                frame.args[i] = new RegisterValue(slots, null);
            } else {
                frame.args[i] = RegisterValue.of(input(a.binding(), t));
            }
        }
    }

    private UregSrc input(Binding b, TypeInner t) {
        Span span = l.m.functions().span(l.entry.function());
        ShaderStage stage = l.entry.stage();
        return switch (b) {
            case Binding.Location loc -> stage == ShaderStage.VERTEX ? l.u.vertexInput(loc.location())
                    : l.u.fragmentInput(SemanticName.GENERIC, loc.location(), interpolation(loc, t), location(loc), 0, 1);
            case Binding.BuiltIn bi -> switch (bi.value()) {
                case VERTEX_INDEX -> l.u.systemValue(SemanticName.VERTEXID, 0);
                case INSTANCE_INDEX -> l.u.systemValue(SemanticName.INSTANCEID, 0);
                case POSITION -> l.u.fragmentInput(SemanticName.POSITION, 0, Interpolation.LINEAR);
                case FRONT_FACING -> {
                    UregSrc face = l.u.fragmentInput(SemanticName.FACE, 0, Interpolation.CONSTANT);
                    UregDst d = l.scalarTemp();
                    l.u.emit(TgsiOpcode.FSLT, d, l.immF(0f), face.xxxx());
                    yield d.toSrc();
                }
                case SAMPLE_INDEX -> l.u.systemValue(SemanticName.SAMPLEID, 0);
                case SAMPLE_MASK -> l.u.systemValue(SemanticName.SAMPLEMASK, 0);
                case PRIMITIVE_INDEX -> l.u.fragmentInput(SemanticName.PRIMID, 0, Interpolation.CONSTANT);
                case LOCAL_INVOCATION_ID -> threadId();
                case WORKGROUP_ID -> l.u.systemValue(SemanticName.BLOCK_ID, 0);
                case NUM_WORKGROUPS -> l.u.systemValue(SemanticName.GRID_SIZE, 0);
                case GLOBAL_INVOCATION_ID -> {
                    UregDst d = l.u.temporary().mask(WriteMask.XYZ);
                    l.u.emit(TgsiOpcode.UMAD, d, l.u.systemValue(SemanticName.BLOCK_ID, 0),
                            l.u.immUint(workgroup[0], workgroup[1], workgroup[2]), threadId());
                    yield d.toSrc();
                }
                case LOCAL_INVOCATION_INDEX -> localIndex();
                case SUBGROUP_SIZE -> l.u.systemValue(SemanticName.SUBGROUP_SIZE, 0);
                case SUBGROUP_INVOCATION_ID -> l.u.systemValue(SemanticName.SUBGROUP_INVOCATION, 0);
                case SUBGROUP_ID, NUM_SUBGROUPS -> subgroups(bi.value());
                default -> throw l.unsupported(span, "the built-in input `" + bi.value().text() + "`");
            };
            case Binding.Color c -> framebufferColor(c.target());
        };
    }

    /// `@color(N)`: FBFETCH of the `COLOR[N]` output, emitted with the other inputs before the
    /// body writes any output, so it reads the framebuffer as it was before this invocation. The
    /// fetched value is also the output's starting value, as for an `inout` colour of
    /// `GL_EXT_shader_framebuffer_fetch`: a target the shader reads but does not write keeps
    /// its colour instead of taking an unwritten register's.
    private UregSrc framebufferColor(int target) {
        UregDst color = outputs.computeIfAbsent("loc" + target, k -> l.u.output(SemanticName.COLOR, target));
        UregDst d = l.u.temporary();
        l.u.emit(TgsiOpcode.FBFETCH, d, color.toSrc());
        l.u.emit(TgsiOpcode.MOV, color, d.toSrc());
        return d.toSrc();
    }

    private UregSrc threadId() {
        if (threadId == null) {
            threadId = l.u.systemValue(SemanticName.THREAD_ID, 0);
        }
        return threadId;
    }

    /// `subgroup_id` and `num_subgroups`, which TGSI has no system value for: the subgroups of a
    /// workgroup are its consecutive runs of `subgroup_size` invocations in
    /// `local_invocation_index` order (how the soft driver forms its blocks, and how Mesa lowers
    /// both values where a driver lacks them), so the id is the index divided by the size and
    /// the count the workgroup's invocations divided by it, rounded up.
    private UregSrc subgroups(BuiltInValue v) {
        UregSrc size = l.u.systemValue(SemanticName.SUBGROUP_SIZE, 0).xxxx();
        UregDst d = l.scalarTemp();
        if (v == BuiltInValue.SUBGROUP_ID) {
            l.u.emit(TgsiOpcode.UDIV, d, localIndex().xxxx(), size);
        } else {
            l.u.emit(TgsiOpcode.UADD, d, size, l.immU(workgroup[0] * workgroup[1] * workgroup[2] - 1));
            l.u.emit(TgsiOpcode.UDIV, d, d.toSrc().xxxx(), size);
        }
        return d.toSrc();
    }

    /// `local_invocation_index`: x + w * (y + h * z) of the thread id.
    private UregSrc localIndex() {
        if (localIndex == null) {
            UregSrc tid = threadId();
            UregDst d = l.scalarTemp();
            l.u.emit(TgsiOpcode.UMAD, d, tid.zzzz(), l.immU(workgroup[1]), tid.yyyy());
            l.u.emit(TgsiOpcode.UMAD, d, d.toSrc().xxxx(), l.immU(workgroup[0]), tid.xxxx());
            localIndex = d.toSrc();
        }
        return localIndex;
    }

    private Interpolation interpolation(Binding.Location loc, TypeInner t) {
        if (t.scalar() != null && t.scalar().kind() != ScalarKind.FLOAT) {
            return Interpolation.CONSTANT;
        }
        Binding.Interpolation i = loc.interpolation() == null ? Binding.Interpolation.PERSPECTIVE : loc.interpolation();
        return switch (i) {
            case PERSPECTIVE -> Interpolation.PERSPECTIVE;
            case LINEAR -> Interpolation.LINEAR;
            case FLAT -> Interpolation.CONSTANT;
        };
    }

    private InterpLocation location(Binding.Location loc) {
        if (loc.sampling() == null) {
            return InterpLocation.CENTER;
        }
        return switch (loc.sampling()) {
            case CENTROID -> InterpLocation.CENTROID;
            case SAMPLE -> InterpLocation.SAMPLE;
            default -> InterpLocation.CENTER;
        };
    }

    /// Writes the entry point's result to its outputs.
    void writeOutputs(RegisterValue value, Span span) {
        Function.Result r = l.m.functions().get(l.entry.function()).result();
        TypeInner t = l.m.inner(r.type());
        if (r.binding() == null && t instanceof TypeInner.Struct s) {
            int slot = 0;
            for (TypeInner.StructMember mem : s.members()) {
                TypeInner mt = l.m.inner(mem.type());
                if (mem.binding() instanceof Binding.BuiltIn bi && bi.value() == BuiltInValue.CLIP_DISTANCES) {
                    clipDistances(mt, value.slots().subList(slot, slot + l.slots(mt)), span);
                } else {
                    output(mem.binding(), mt, value.slot(slot), span);
                }
                slot += l.slots(mt);
            }
        } else {
            output(r.binding(), t, value.single(), span);
        }
    }

    private final Map<String, UregDst> outputs = new HashMap<>();

    /// `@builtin(clip_distances) array<f32, N>`: element i goes to channel i % 4 of CLIPDIST[i / 4]
    /// (a second register past four), and NUM_CLIPDIST_ENABLED says N, as Mesa declares them. A
    /// driver clips against the distances the rasterizer's `clipPlaneEnable` bits enable.
    private void clipDistances(TypeInner t, List<UregSrc> elements, Span span) {
        int n = elements.size();
        if (!(t instanceof TypeInner.Array) || n < 1 || n > 8) {
            throw new TgsiLoweringException(span, "clip_distances must be an array of 1 to 8 f32, found " + n + " elements");
        }
        if (!outputs.containsKey("clip0")) {
            l.u.property(PropertyName.NUM_CLIPDIST_ENABLED, n); // once, however many returns write the outputs
        }
        for (int i = 0; i < n; i++) {
            int register = i / 4;
            UregDst d = outputs.computeIfAbsent("clip" + register, k -> l.u.output(SemanticName.CLIPDIST, register));
            l.u.emit(TgsiOpcode.MOV, d.mask(1 << (i & 3)), elements.get(i).xxxx());
        }
    }

    /// The depth output, declared once; a depth layout (`@builtin(frag_depth, greater)`) becomes
    /// `FS_DEPTH_LAYOUT`, a hint a driver may use to keep early depth tests and may ignore.
    private UregDst depthOutput(Binding.DepthLayout layout) {
        if (layout != null) {
            l.u.property(PropertyName.FS_DEPTH_LAYOUT, switch (layout) {
                case ANY -> DepthLayout.ANY.code();
                case GREATER -> DepthLayout.GREATER.code();
                case LESS -> DepthLayout.LESS.code();
            });
        }
        return l.u.output(SemanticName.POSITION, 0);
    }

    private void output(Binding b, TypeInner t, UregSrc value, Span span) {
        ShaderStage stage = l.entry.stage();
        int n = TgsiLowering.width(t);
        switch (b) {
            case Binding.Location loc -> {
                int index = loc.blendSource() != null && loc.blendSource() == 1 ? 1 : loc.location();
                UregDst d = outputs.computeIfAbsent("loc" + index, k -> stage == ShaderStage.VERTEX
                        ? l.u.output(SemanticName.GENERIC, loc.location()) : l.u.output(SemanticName.COLOR, index));
                l.u.emit(TgsiOpcode.MOV, d.mask(TgsiLowering.mask(n)), n == 1 ? value.xxxx() : value);
            }
            case Binding.BuiltIn bi -> {
                switch (bi.value()) {
                    case POSITION -> l.u.emit(TgsiOpcode.MOV, outputs.computeIfAbsent("pos",
                            k -> l.u.output(SemanticName.POSITION, 0)), value);
                    case FRAG_DEPTH -> l.u.emit(TgsiOpcode.MOV, outputs.computeIfAbsent("depth",
                            k -> depthOutput(bi.depth())).mask(WriteMask.Z), value.xxxx());
                    case SAMPLE_MASK -> l.u.emit(TgsiOpcode.MOV, outputs.computeIfAbsent("mask",
                            k -> l.u.output(SemanticName.SAMPLEMASK, 0)).mask(WriteMask.X), value.xxxx());
                    case POINT_SIZE -> l.u.emit(TgsiOpcode.MOV, outputs.computeIfAbsent("psize",
                            k -> l.u.output(SemanticName.PSIZE, 0)).mask(WriteMask.X), value.xxxx());
                    default -> throw l.unsupported(span, "the built-in output `" + bi.value().text() + "`");
                }
            }
            case Binding.Color c -> throw l.unsupported(span, "@color(" + c.target() + ") on an output");
        }
    }
}
