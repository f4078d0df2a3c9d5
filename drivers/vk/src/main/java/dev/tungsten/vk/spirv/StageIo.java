package dev.tungsten.vk.spirv;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.InterpLocation;
import dev.tungsten.tgsi.Interpolation;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.PropertyName;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiShader;

/// The stage interface: Input and Output variables, built-ins, and the code that copies them
/// into the Private registers before the program (the prologue) and out of them after it (the
/// epilogue), like the GLSL translator's `tgsi_load_inputs`/`tgsi_store_outputs`.
///
/// Varyings have `Location`s from [SpirvOptions#varyings], else their register index. Pipe
/// state Vulkan lacks is emulated here: OpenGL's clip-space depth range, user clip planes
/// (one vec4 per plane, push constants from byte [#PLANES_OFFSET]) and a lower-left fragment
/// origin (the framebuffer height, a float push constant at byte [#HEIGHT_OFFSET]). A stage
/// declares only what it reads, so seven planes fit the 128 bytes Vulkan guarantees.
final class StageIo {
    /// Push-constant byte offset of the framebuffer height a lower-left FS_COORD_ORIGIN needs.
    static final int HEIGHT_OFFSET = SpirvOptions.HEIGHT_OFFSET;
    /// Push-constant byte offset of the first user clip plane.
    static final int PLANES_OFFSET = SpirvOptions.PLANES_OFFSET;
    /// User clip planes that fit the guaranteed push-constant space.
    static final int MAX_CLIP_PLANES = SpirvOptions.MAX_CLIP_PLANES;
    /// Locations every Vulkan implementation offers at least between stages here: lavapipe's
    /// and the common GPUs' 128 output components.
    static final int MAX_LOCATIONS = 32;

    private final Code c;
    private final Registers regs;
    private final TgsiShader shader;
    private final SpirvOptions options;
    private final Processor stage;
    final List<SpirvModule.Slot> inputs = new ArrayList<>();
    final List<SpirvModule.Slot> outputs = new ArrayList<>();
    /// Code run before `tgsi_main` and after it, recorded as actions on the entry function.
    private final List<Runnable> prologue = new ArrayList<>();
    private final List<Runnable> epilogue = new ArrayList<>();
    boolean writesDepth;
    boolean usesSampleRate;
    private int pushConstants;
    private int pushBytes;

    StageIo(Code c, Registers regs, TgsiShader shader, SpirvOptions options) {
        this.c = c;
        this.regs = regs;
        this.shader = shader;
        this.options = options;
        this.stage = shader.processor();
    }

    /// The declared register being handled, for the messages of declaration-level refusals.
    private String current = "";

    private TgsiException unsupported(String detail) {
        return new SpirvUnsupportedException(TgsiException.Location.UNKNOWN, null, current + detail);
    }

    /// Refuses a Location beyond [#MAX_LOCATIONS] (locations are register indices or the
    /// options' map, not packed).
    private void checkLocation(int location) {
        if (location < 0 || location >= MAX_LOCATIONS) {
            throw unsupported("Location " + location + " is beyond the " + MAX_LOCATIONS + " Locations Vulkan devices offer between stages");
        }
    }

    /// Bytes of push constants the module reads (0 when none).
    int pushConstantBytes() {
        return pushBytes;
    }

    void declare() {
        for (Declaration d : shader.declarations()) {
            for (int i = d.first(); i <= d.last(); i++) {
                current = "DCL " + d.file().text() + "[" + i + "]" + (d.semantic() == null ? "" : ", " + d.semantic().name().text()
                        + "[" + semanticIndex(d, i) + "]") + ": ";
                switch (d.file()) {
                    case INPUT -> input(d, i);
                    case OUTPUT -> output(d, i);
                    case SYSTEM_VALUE -> systemValue(d, i);
                    default -> { }
                }
            }
        }
        current = "";
        boolean emitsPoints = stage == Processor.GEOM
                && shader.property(PropertyName.GS_OUTPUT_PRIMITIVE, -1) == dev.tungsten.tgsi.PrimitiveType.POINTS.code();
        if ((stage == Processor.VERT || stage == Processor.GEOM) && !writesPointSize && (options.pointSize() > 0 || emitsPoints)) {
            // Vulkan rasterizes points with the size the last vertex stage writes (zink writes
            // one likewise): the rasterizer's, else 1.0, the pipe default.
            float size = options.pointSize() > 0 ? options.pointSize() : 1f;
            int var = builtIn(Spv.StorageClass.Output, c.tFloat(), Spv.BuiltIn.PointSize, "point_size");
            epilogue.add(() -> c.store(var, c.f(size)));
            if (stage == Processor.GEOM) {
                // Also before the program: a geometry shader that emits no vertex still writes it.
                prologue.add(() -> c.store(var, c.f(size)));
            }
        }
        if (options.userClipPlanes() > 0 && (stage == Processor.VERT || stage == Processor.GEOM)) {
            clipPlanes();
        }
    }

    void emitPrologue() {
        prologue.forEach(Runnable::run);
    }

    void emitEpilogue() {
        epilogue.forEach(Runnable::run);
    }

    private static SemanticName name(Declaration d) {
        return d.semantic() == null ? SemanticName.GENERIC : d.semantic().name();
    }

    private static int semanticIndex(Declaration d, int i) {
        return (d.semantic() == null ? i : d.semantic().index()) + (i - d.first());
    }

    private int interfaceVar(int storage, int type, String name) {
        int var = c.m.variable(c.pointer(storage, type), storage, 0);
        c.m.name(var, name);
        return var;
    }

    /// Built-in variables by (storage class, built-in): each may be declared once.
    private final java.util.Map<Long, Integer> builtIns = new java.util.HashMap<>();
    /// Fragment input register -> its interpolated Input variable, for INTERP_*.
    private final java.util.Map<Integer, Integer> varyingInputs = new java.util.HashMap<>();

    private int builtIn(int storage, int type, int builtIn, String name) {
        if (builtIn == Spv.BuiltIn.PointSize && stage == Processor.GEOM) {
            c.m.capability(Spv.Capability.GeometryPointSize);
        }
        long key = (long) storage << 32 | builtIn;
        Integer found = builtIns.get(key);
        if (found != null) {
            return found;
        }
        int var = interfaceVar(storage, type, name);
        c.m.decorate(var, Spv.Decoration.BuiltIn, builtIn);
        builtIns.put(key, var);
        return var;
    }

    SpirvTarget target() {
        return options.target();
    }

    /// The Input variable behind a fragment shader's source operand, or 0 when it is not an
    /// interpolated input read directly.
    int inputVariable(dev.tungsten.tgsi.SrcRegister s) {
        if (s.file() != RegisterFile.INPUT || s.isIndirect() || s.hasDimension()) {
            return 0;
        }
        return varyingInputs.getOrDefault(s.index(), 0);
    }

    /// Stores a uvec4 into `file[reg]` (with vertex `v` for 2-D inputs, or -1).
    private void storeRegister(RegisterFile file, int v, int reg, int uvec4) {
        int ptr = v < 0
                ? c.accessChain(c.pointer(Spv.StorageClass.Private, c.tUvec4()), regs.variable(file), c.u(reg))
                : c.accessChain(c.pointer(Spv.StorageClass.Private, c.tUvec4()), regs.variable(file), c.u(v), c.u(reg));
        c.store(ptr, uvec4);
    }

    private int loadRegister(RegisterFile file, int reg) {
        int ptr = c.accessChain(c.pointer(Spv.StorageClass.Private, c.tUvec4()), regs.variable(file), c.u(reg));
        return c.load(c.tUvec4(), ptr);
    }

    /// A vec4/ivec4/uvec4 value as register words.
    private int asWords(int value, ScalarKind kind) {
        return kind == ScalarKind.UINT ? value : c.bitcast(c.tUvec4(), value);
    }

    private int vec4Type(ScalarKind kind) {
        return c.vec(switch (kind) {
            case FLOAT -> c.tFloat();
            case INT -> c.tInt();
            case UINT -> c.tUint();
        }, 4);
    }

    /// (x, 0, 0, 0) of a scalar word, as system values and integer built-ins are stored.
    private int scalarWords(int word) {
        return c.composite(c.tUvec4(), word, c.u(0), c.u(0), c.u(0));
    }

    // Inputs.

    private void input(Declaration d, int i) {
        switch (stage) {
            case VERT -> {
                ScalarKind kind = options.vertexInput(i);
                checkLocation(i);
                int var = interfaceVar(Spv.StorageClass.Input, vec4Type(kind), "attr" + i);
                c.m.decorate(var, Spv.Decoration.Location, i);
                inputs.add(new SpirvModule.Slot(i, SemanticName.GENERIC, i, kind, false));
                prologue.add(() -> storeRegister(RegisterFile.INPUT, -1, i, asWords(c.load(vec4Type(kind), var), kind)));
            }
            case FRAG -> fragmentInput(d, i);
            case GEOM -> geometryInput(d, i);
            case COMP -> { }
            case TESS_CTRL, TESS_EVAL, TASK, MESH -> throw unsupported("the " + stage.text() + " stage is not translated");
        }
    }

    private void fragmentInput(Declaration d, int i) {
        SemanticName name = name(d);
        int index = semanticIndex(d, i);
        switch (name) {
            case POSITION -> {
                int var = builtIn(Spv.StorageClass.Input, c.vec(c.tFloat(), 4), Spv.BuiltIn.FragCoord, "frag_coord");
                prologue.add(() -> storeRegister(RegisterFile.INPUT, -1, i, fragCoord(var)));
            }
            case FACE -> {
                int var = builtIn(Spv.StorageClass.Input, c.tBool(), Spv.BuiltIn.FrontFacing, "front_facing");
                prologue.add(() -> storeRegister(RegisterFile.INPUT, -1, i, face(var)));
            }
            case PRIMID -> {
                c.m.capability(Spv.Capability.Geometry);
                int var = builtIn(Spv.StorageClass.Input, c.tInt(), Spv.BuiltIn.PrimitiveId, "primitive_id");
                c.m.decorate(var, Spv.Decoration.Flat);
                prologue.add(() -> storeRegister(RegisterFile.INPUT, -1, i, scalarWords(c.bitcast(c.tUint(), c.load(c.tInt(), var)))));
            }
            case PCOORD -> prologue.add(() -> storeRegister(RegisterFile.INPUT, -1, i, pointCoord()));
            case LAYER -> {
                c.m.capability(Spv.Capability.Geometry);
                int var = builtIn(Spv.StorageClass.Input, c.tInt(), Spv.BuiltIn.Layer, "layer");
                c.m.decorate(var, Spv.Decoration.Flat);
                prologue.add(() -> storeRegister(RegisterFile.INPUT, -1, i, scalarWords(c.bitcast(c.tUint(), c.load(c.tInt(), var)))));
            }
            case CLIPDIST, VIEWPORT_INDEX -> throw unsupported("fragment input semantic " + name.text() + " is not translated");
            default -> {
                if ((name == SemanticName.GENERIC || name == SemanticName.TEXCOORD) && index < 32
                        && (options.spriteCoords() >>> index & 1) != 0) {
                    // A point sprite: the input is the point coordinate.
                    prologue.add(() -> storeRegister(RegisterFile.INPUT, -1, i, pointCoord()));
                    return;
                }
                int location = options.varyingLocation(name, index, i);
                checkLocation(location);
                // Several IN registers reading one semantic share its variable (as in the GLSL
                // translator); they must agree on how it is interpolated.
                Declaration.Interp interp = d.interp();
                SharedInput shared = sharedInputs.get(location);
                if (shared != null) {
                    if (!java.util.Objects.equals(shared.interp(), interp)) {
                        throw unsupported("inputs reading " + name.text() + "[" + index + "] are interpolated differently");
                    }
                    varyingInputs.put(i, shared.var());
                    prologue.add(() -> storeRegister(RegisterFile.INPUT, -1, i, c.bitcast(c.tUvec4(), c.load(c.vec(c.tFloat(), 4), shared.var()))));
                    return;
                }
                int var = interfaceVar(Spv.StorageClass.Input, c.vec(c.tFloat(), 4), "v_" + name.name() + index);
                c.m.decorate(var, Spv.Decoration.Location, location);
                boolean flat = interpolation(d, var);
                varyingInputs.put(i, var);
                sharedInputs.put(location, new SharedInput(var, interp));
                inputs.add(new SpirvModule.Slot(location, name, index, ScalarKind.FLOAT, flat));
                Integer backLocation = options.varyings().get(new SpirvOptions.Varying(SemanticName.BCOLOR, index));
                if (name == SemanticName.COLOR && options.twoSided() && backLocation != null) {
                    // lightTwoSide: back faces read the back colour the vertex stage wrote.
                    checkLocation(backLocation);
                    int back = interfaceVar(Spv.StorageClass.Input, c.vec(c.tFloat(), 4), "v_BCOLOR" + index);
                    c.m.decorate(back, Spv.Decoration.Location, backLocation);
                    boolean backFlat = interpolation(d, back);
                    inputs.add(new SpirvModule.Slot(backLocation, SemanticName.BCOLOR, index, ScalarKind.FLOAT, backFlat));
                    int facing = builtIn(Spv.StorageClass.Input, c.tBool(), Spv.BuiltIn.FrontFacing, "front_facing");
                    int v4 = c.vec(c.tFloat(), 4);
                    prologue.add(() -> {
                        int front = c.load(c.tBool(), facing);
                        if (!options.target().listsAllGlobals()) {
                            // Before SPIR-V 1.4 a select of vectors takes a vector condition.
                            front = c.composite(c.vec(c.tBool(), 4), front, front, front, front);
                        }
                        int value = c.select(v4, front, c.load(v4, var), c.load(v4, back));
                        storeRegister(RegisterFile.INPUT, -1, i, c.bitcast(c.tUvec4(), value));
                    });
                    return;
                }
                prologue.add(() -> storeRegister(RegisterFile.INPUT, -1, i, c.bitcast(c.tUvec4(), c.load(c.vec(c.tFloat(), 4), var))));
            }
        }
    }

    private record SharedInput(int var, Declaration.Interp interp) {}

    /// Fragment input variables by Location.
    private final java.util.Map<Integer, SharedInput> sharedInputs = new java.util.HashMap<>();

    /// Decorates a fragment input as its declaration interpolates it; returns whether it is flat.
    private boolean interpolation(Declaration d, int var) {
        if (d.interp() == null) {
            return false;
        }
        boolean flat = switch (d.interp().interpolate()) {
            case CONSTANT -> true;
            case LINEAR -> {
                c.m.decorate(var, Spv.Decoration.NoPerspective);
                yield false;
            }
            case PERSPECTIVE -> false;
            case COLOR -> options.flatshade();
        };
        if (flat) {
            c.m.decorate(var, Spv.Decoration.Flat);
        } else if (d.interp().location() == InterpLocation.CENTROID) {
            c.m.decorate(var, Spv.Decoration.Centroid);
        } else if (d.interp().location() == InterpLocation.SAMPLE) {
            c.m.capability(Spv.Capability.SampleRateShading);
            c.m.decorate(var, Spv.Decoration.Sample);
        }
        return flat;
    }

    /// The point coordinate as (s, t, 0, 1) words: Vulkan's PointCoord, whose (0, 0) is the
    /// upper-left corner, with t flipped for a lower-left origin.
    private int pointCoord() {
        int v2 = c.vec(c.tFloat(), 2);
        int var = builtIn(Spv.StorageClass.Input, v2, Spv.BuiltIn.PointCoord, "point_coord");
        int pc = c.load(v2, var);
        int t = c.extract(c.tFloat(), pc, 1);
        if (options.spriteLowerLeft()) {
            t = c.op(Spv.Op.OpFSub, c.tFloat(), c.f(1f), t);
        }
        int v = c.composite(c.vec(c.tFloat(), 4), c.extract(c.tFloat(), pc, 0), t, c.f(0f), c.f(1f));
        return c.bitcast(c.tUvec4(), v);
    }

    /// TGSI's fragment position: Vulkan's FragCoord, moved to integer pixel centres or flipped
    /// to a lower-left origin when the shader's properties ask for it.
    private int fragCoord(int var) {
        int v4 = c.vec(c.tFloat(), 4);
        int v = c.load(v4, var);
        boolean integerCenter = shader.property(PropertyName.FS_COORD_PIXEL_CENTER, 0) == 1;
        boolean lowerLeft = shader.property(PropertyName.FS_COORD_ORIGIN, 0) == 1;
        if (integerCenter || lowerLeft) {
            int x = c.extract(c.tFloat(), v, 0);
            int y = c.extract(c.tFloat(), v, 1);
            if (lowerLeft) {
                y = c.op(Spv.Op.OpFSub, c.tFloat(), framebufferHeight(), y);
            }
            if (integerCenter) {
                x = c.op(Spv.Op.OpFSub, c.tFloat(), x, c.f(0.5f));
                y = c.op(Spv.Op.OpFSub, c.tFloat(), y, c.f(0.5f));
            }
            v = c.composite(v4, x, y, c.extract(c.tFloat(), v, 2), c.extract(c.tFloat(), v, 3));
        }
        return c.bitcast(c.tUvec4(), v);
    }

    private int face(int var) {
        int sign = c.select(c.tFloat(), c.load(c.tBool(), var), c.f(1f), c.f(-1f));
        return c.bitcast(c.tUvec4(), c.composite(c.vec(c.tFloat(), 4), sign, c.f(0f), c.f(0f), c.f(1f)));
    }

    private void geometryInput(Declaration d, int i) {
        SemanticName name = name(d);
        int index = semanticIndex(d, i);
        int vertices = Math.max(1, regs.inputVertices);
        int v4 = c.vec(c.tFloat(), 4);
        switch (name) {
            case PRIMID -> {
                int var = builtIn(Spv.StorageClass.Input, c.tInt(), Spv.BuiltIn.PrimitiveId, "primitive_id");
                prologue.add(() -> {
                    int w = scalarWords(c.bitcast(c.tUint(), c.load(c.tInt(), var)));
                    for (int v = 0; v < vertices; v++) {
                        storeRegister(RegisterFile.INPUT, v, i, w);
                    }
                });
            }
            case POSITION, PSIZE -> {
                boolean position = name == SemanticName.POSITION;
                int elem = position ? v4 : c.tFloat();
                int type = c.m.typeArray(elem, vertices);
                int var = builtIn(Spv.StorageClass.Input, type, position ? Spv.BuiltIn.Position : Spv.BuiltIn.PointSize,
                        position ? "in_position" : "in_point_size");
                prologue.add(() -> {
                    for (int v = 0; v < vertices; v++) {
                        int value = c.load(elem, c.accessChain(c.pointer(Spv.StorageClass.Input, elem), var, c.u(v)));
                        if (!position) {
                            value = c.composite(v4, value, c.f(0f), c.f(0f), c.f(1f));
                        }
                        storeRegister(RegisterFile.INPUT, v, i, c.bitcast(c.tUvec4(), value));
                    }
                });
            }
            default -> {
                int location = options.varyingLocation(name, index, i);
                checkLocation(location);
                int type = c.m.typeArray(v4, vertices);
                int var = interfaceVar(Spv.StorageClass.Input, type, "g_" + name.name() + index);
                c.m.decorate(var, Spv.Decoration.Location, location);
                inputs.add(new SpirvModule.Slot(location, name, index, ScalarKind.FLOAT, false));
                prologue.add(() -> {
                    for (int v = 0; v < vertices; v++) {
                        int value = c.load(v4, c.accessChain(c.pointer(Spv.StorageClass.Input, v4), var, c.u(v)));
                        storeRegister(RegisterFile.INPUT, v, i, c.bitcast(c.tUvec4(), value));
                    }
                });
            }
        }
    }

    // System values.

    private void systemValue(Declaration d, int i) {
        SemanticName name = name(d);
        prologue.add(systemValueLoad(name, i));
    }

    private Runnable systemValueLoad(SemanticName name, int reg) {
        int uvec3 = c.vec(c.tUint(), 3);
        return switch (name) {
            case VERTEXID -> intBuiltIn(name, Processor.VERT, Spv.BuiltIn.VertexIndex, reg, -1);
            case INSTANCEID -> {
                c.m.capability(Spv.Capability.DrawParameters);
                requireDrawParameters();
                // Vulkan's InstanceIndex counts from the base instance; TGSI's from 0.
                yield intBuiltIn(name, Processor.VERT, Spv.BuiltIn.InstanceIndex, reg, Spv.BuiltIn.BaseInstance);
            }
            case VERTEXID_NOBASE -> {
                requireDrawParameters();
                yield intBuiltIn(name, Processor.VERT, Spv.BuiltIn.VertexIndex, reg, Spv.BuiltIn.BaseVertex);
            }
            case BASEVERTEX -> {
                requireDrawParameters();
                yield intBuiltIn(name, Processor.VERT, Spv.BuiltIn.BaseVertex, reg, -1);
            }
            case BASEINSTANCE -> {
                requireDrawParameters();
                yield intBuiltIn(name, Processor.VERT, Spv.BuiltIn.BaseInstance, reg, -1);
            }
            case DRAWID -> {
                requireDrawParameters();
                yield intBuiltIn(name, Processor.VERT, Spv.BuiltIn.DrawIndex, reg, -1);
            }
            case PRIMID -> {
                if (stage == Processor.FRAG) {
                    c.m.capability(Spv.Capability.Geometry);
                }
                int var = builtIn(Spv.StorageClass.Input, c.tInt(), Spv.BuiltIn.PrimitiveId, "primitive_id");
                if (stage == Processor.FRAG) {
                    c.m.decorate(var, Spv.Decoration.Flat);
                } else {
                    only(name, Processor.GEOM);
                }
                yield () -> storeRegister(RegisterFile.SYSTEM_VALUE, -1, reg, scalarWords(c.bitcast(c.tUint(), c.load(c.tInt(), var))));
            }
            case INVOCATIONID -> intBuiltIn(name, Processor.GEOM, Spv.BuiltIn.InvocationId, reg, -1);
            case SAMPLEID -> {
                usesSampleRate = true;
                c.m.capability(Spv.Capability.SampleRateShading);
                yield flatIntBuiltIn(name, Spv.BuiltIn.SampleId, reg);
            }
            case SAMPLEMASK -> {
                only(name, Processor.FRAG);
                int type = c.m.typeArray(c.tInt(), 1);
                int var = builtIn(Spv.StorageClass.Input, type, Spv.BuiltIn.SampleMask, "sample_mask_in");
                c.m.decorate(var, Spv.Decoration.Flat);
                yield () -> {
                    int w = c.load(c.tInt(), c.accessChain(c.pointer(Spv.StorageClass.Input, c.tInt()), var, c.u(0)));
                    storeRegister(RegisterFile.SYSTEM_VALUE, -1, reg, scalarWords(c.bitcast(c.tUint(), w)));
                };
            }
            case POSITION -> {
                only(name, Processor.FRAG);
                int var = builtIn(Spv.StorageClass.Input, c.vec(c.tFloat(), 4), Spv.BuiltIn.FragCoord, "frag_coord");
                yield () -> storeRegister(RegisterFile.SYSTEM_VALUE, -1, reg, fragCoord(var));
            }
            case FACE -> {
                only(name, Processor.FRAG);
                int var = builtIn(Spv.StorageClass.Input, c.tBool(), Spv.BuiltIn.FrontFacing, "front_facing");
                yield () -> storeRegister(RegisterFile.SYSTEM_VALUE, -1, reg, face(var));
            }
            case SAMPLEPOS -> {
                only(name, Processor.FRAG);
                usesSampleRate = true;
                c.m.capability(Spv.Capability.SampleRateShading);
                int v2 = c.vec(c.tFloat(), 2);
                int var = builtIn(Spv.StorageClass.Input, v2, Spv.BuiltIn.SamplePosition, "sample_position");
                yield () -> {
                    int p = c.load(v2, var);
                    int v = c.composite(c.vec(c.tFloat(), 4), c.extract(c.tFloat(), p, 0), c.extract(c.tFloat(), p, 1), c.f(0f), c.f(0f));
                    storeRegister(RegisterFile.SYSTEM_VALUE, -1, reg, c.bitcast(c.tUvec4(), v));
                };
            }
            case HELPER_INVOCATION -> {
                only(name, Processor.FRAG);
                int var = builtIn(Spv.StorageClass.Input, c.tBool(), Spv.BuiltIn.HelperInvocation, "helper_invocation");
                if (options.target().listsAllGlobals()) {
                    // From SPIR-V 1.6 a demote can change it during the invocation.
                    c.m.decorate(var, Spv.Decoration.Volatile);
                }
                yield () -> {
                    int w = c.select(c.tUint(), c.load(c.tBool(), var), c.u(-1), c.u(0));
                    storeRegister(RegisterFile.SYSTEM_VALUE, -1, reg, scalarWords(w));
                };
            }
            case THREAD_ID -> uvec3BuiltIn(name, Spv.BuiltIn.LocalInvocationId, reg, uvec3);
            case BLOCK_ID -> uvec3BuiltIn(name, Spv.BuiltIn.WorkgroupId, reg, uvec3);
            case GRID_SIZE -> uvec3BuiltIn(name, Spv.BuiltIn.NumWorkgroups, reg, uvec3);
            case BLOCK_SIZE -> {
                only(name, Processor.COMP);
                int[] size = computeBlock();
                yield () -> storeRegister(RegisterFile.SYSTEM_VALUE, -1, reg,
                        c.composite(c.tUvec4(), c.u(size[0]), c.u(size[1]), c.u(size[2]), c.u(0)));
            }
            case SUBGROUP_SIZE -> subgroupScalar(name, Spv.BuiltIn.SubgroupSize, reg);
            case SUBGROUP_INVOCATION -> subgroupScalar(name, Spv.BuiltIn.SubgroupLocalInvocationId, reg);
            case SUBGROUP_EQ_MASK -> subgroupMask(name, Spv.BuiltIn.SubgroupEqMask, reg);
            case SUBGROUP_GE_MASK -> subgroupMask(name, Spv.BuiltIn.SubgroupGeMask, reg);
            case SUBGROUP_GT_MASK -> subgroupMask(name, Spv.BuiltIn.SubgroupGtMask, reg);
            case SUBGROUP_LE_MASK -> subgroupMask(name, Spv.BuiltIn.SubgroupLeMask, reg);
            case SUBGROUP_LT_MASK -> subgroupMask(name, Spv.BuiltIn.SubgroupLtMask, reg);
            default -> throw unsupported("system value " + name.text() + " has no Vulkan counterpart here");
        };
    }

    private void requireDrawParameters() {
        c.m.capability(Spv.Capability.DrawParameters);
        if (!options.target().listsAllGlobals()) {
            c.m.extension("SPV_KHR_shader_draw_parameters");
        }
    }

    private void only(SemanticName name, Processor p) {
        if (stage != p) {
            throw unsupported("system value " + name.text() + " in a " + stage.text() + " shader");
        }
    }

    /// An int built-in as (x, 0, 0, 0), minus another built-in when `minus` is not -1.
    private Runnable intBuiltIn(SemanticName name, Processor p, int builtIn, int reg, int minus) {
        only(name, p);
        int var = builtIn(Spv.StorageClass.Input, c.tInt(), builtIn, "sv_" + name.name().toLowerCase(java.util.Locale.ROOT));
        int other = minus < 0 ? 0 : builtIn(Spv.StorageClass.Input, c.tInt(), minus, "sv_base_of_" + name.name().toLowerCase(java.util.Locale.ROOT));
        return () -> {
            int v = c.load(c.tInt(), var);
            if (other != 0) {
                v = c.op(Spv.Op.OpISub, c.tInt(), v, c.load(c.tInt(), other));
            }
            storeRegister(RegisterFile.SYSTEM_VALUE, -1, reg, scalarWords(c.bitcast(c.tUint(), v)));
        };
    }

    private Runnable flatIntBuiltIn(SemanticName name, int builtIn, int reg) {
        only(name, Processor.FRAG);
        int var = builtIn(Spv.StorageClass.Input, c.tInt(), builtIn, "sv_" + name.name().toLowerCase(java.util.Locale.ROOT));
        c.m.decorate(var, Spv.Decoration.Flat);
        return () -> storeRegister(RegisterFile.SYSTEM_VALUE, -1, reg, scalarWords(c.bitcast(c.tUint(), c.load(c.tInt(), var))));
    }

    private Runnable uvec3BuiltIn(SemanticName name, int builtIn, int reg, int uvec3) {
        only(name, Processor.COMP);
        int var = builtIn(Spv.StorageClass.Input, uvec3, builtIn, "sv_" + name.name().toLowerCase(java.util.Locale.ROOT));
        return () -> {
            int v = c.load(uvec3, var);
            storeRegister(RegisterFile.SYSTEM_VALUE, -1, reg,
                    c.composite(c.tUvec4(), c.extract(c.tUint(), v, 0), c.extract(c.tUint(), v, 1), c.extract(c.tUint(), v, 2), c.u(0)));
        };
    }

    /// SUBGROUP_SIZE or SUBGROUP_INVOCATION as (x, 0, 0, 0): a uint built-in of the
    /// `GroupNonUniform` capability (Vulkan 1.1's basic subgroup operations).
    private Runnable subgroupScalar(SemanticName name, int builtIn, int reg) {
        c.m.capability(Spv.Capability.GroupNonUniform);
        int var = builtIn(Spv.StorageClass.Input, c.tUint(), builtIn, "sv_" + name.name().toLowerCase(java.util.Locale.ROOT));
        flatInFragments(var);
        return () -> storeRegister(RegisterFile.SYSTEM_VALUE, -1, reg, scalarWords(c.load(c.tUint(), var)));
    }

    /// A SUBGROUP_*_MASK as TGSI's 64-bit mask (low word, high word, 0, 0): the first two words of
    /// SPIR-V's 128-bit `uvec4` mask, as BALLOT keeps them (the soft and GL drivers' subgroups
    /// have at most 64 invocations, Vulkan's up to 128).
    private Runnable subgroupMask(SemanticName name, int builtIn, int reg) {
        c.m.capability(Spv.Capability.GroupNonUniform);
        c.m.capability(Spv.Capability.GroupNonUniformBallot);
        int var = builtIn(Spv.StorageClass.Input, c.tUvec4(), builtIn, "sv_" + name.name().toLowerCase(java.util.Locale.ROOT));
        flatInFragments(var);
        return () -> {
            int mask = c.load(c.tUvec4(), var);
            storeRegister(RegisterFile.SYSTEM_VALUE, -1, reg,
                    c.composite(c.tUvec4(), c.extract(c.tUint(), mask, 0), c.extract(c.tUint(), mask, 1), c.u(0), c.u(0)));
        };
    }

    /// Integer inputs of a fragment shader are `Flat` (Vulkan's rule for integer inputs, which
    /// the translator applies to built-ins too, as to SampleId).
    private void flatInFragments(int var) {
        if (stage == Processor.FRAG) {
            c.m.decorate(var, Spv.Decoration.Flat);
        }
    }

    /// The compute block size: the shader's properties, else the options', else 1x1x1.
    int[] computeBlock() {
        int w = shader.property(PropertyName.CS_FIXED_BLOCK_WIDTH, 0);
        if (w > 0) {
            return new int[] {w, Math.max(1, shader.property(PropertyName.CS_FIXED_BLOCK_HEIGHT, 1)),
                    Math.max(1, shader.property(PropertyName.CS_FIXED_BLOCK_DEPTH, 1))};
        }
        return options.computeBlock() != null ? options.computeBlock() : new int[] {1, 1, 1};
    }

    // Outputs.

    private boolean writesPointSize;
    private int clipVertex = -1;
    private int position = -1;
    private int clipDistances;
    private int clipDistanceVar;

    /// Which OUT register stands for each semantic (decision record 0019: the lowest).
    private dev.tungsten.tgsi.OutputSemantics linked;

    private void output(Declaration d, int i) {
        SemanticName name = name(d);
        int index = semanticIndex(d, i);
        if (d.semantic() != null) {
            if (linked == null) {
                linked = dev.tungsten.tgsi.OutputSemantics.of(shader);
            }
            if (!linked.isLinked(i)) {
                // A later register with an output's semantic: its values go nowhere.
                return;
            }
        }
        switch (stage) {
            case FRAG -> fragmentOutput(name, index, i);
            case VERT, GEOM -> vertexOutput(d, name, index, i);
            case COMP -> { }
            case TESS_CTRL, TESS_EVAL, TASK, MESH -> throw unsupported("the " + stage.text() + " stage is not translated");
        }
    }

    private void fragmentOutput(SemanticName name, int index, int reg) {
        switch (name) {
            case COLOR -> {
                if (index == 0 && options.alphaFunc() >= 0) {
                    alphaTest(reg);
                }
                boolean all = shader.property(PropertyName.FS_COLOR0_WRITES_ALL_CBUFS, 0) != 0 && index == 0;
                int count = all ? Math.max(1, options.colorBuffers()) : 1;
                // Dual-source blending: COLOR[1] is the second input of target 0's blend.
                boolean second = index == 1 && options.dualSourceBlend();
                for (int n = 0; n < count; n++) {
                    int location = index + n;
                    ScalarKind kind = options.colorOutput(second ? 0 : location);
                    int type = vec4Type(kind);
                    int var = interfaceVar(Spv.StorageClass.Output, type, "color" + location);
                    c.m.decorate(var, Spv.Decoration.Location, second ? 0 : location);
                    if (second) {
                        c.m.decorate(var, Spv.Decoration.Index, 1);
                    }
                    outputs.add(new SpirvModule.Slot(location, SemanticName.COLOR, location, kind, false));
                    epilogue.add(() -> {
                        int words = loadRegister(RegisterFile.OUTPUT, reg);
                        c.store(var, kind == ScalarKind.UINT ? words : convertColor(words, kind));
                    });
                }
            }
            case POSITION -> {
                writesDepth = true;
                int var = builtIn(Spv.StorageClass.Output, c.tFloat(), Spv.BuiltIn.FragDepth, "frag_depth");
                epilogue.add(() -> c.store(var, c.bitcast(c.tFloat(), c.extract(c.tUint(), loadRegister(RegisterFile.OUTPUT, reg), 2))));
            }
            case STENCIL -> {
                c.m.capability(Spv.Capability.StencilExportEXT);
                c.m.extension("SPV_EXT_shader_stencil_export");
                int var = builtIn(Spv.StorageClass.Output, c.tInt(), Spv.BuiltIn.FragStencilRefEXT, "frag_stencil");
                epilogue.add(() -> c.store(var, c.bitcast(c.tInt(), c.extract(c.tUint(), loadRegister(RegisterFile.OUTPUT, reg), 1))));
            }
            case SAMPLEMASK -> {
                int type = c.m.typeArray(c.tInt(), 1);
                int var = builtIn(Spv.StorageClass.Output, type, Spv.BuiltIn.SampleMask, "sample_mask");
                epilogue.add(() -> c.store(c.accessChain(c.pointer(Spv.StorageClass.Output, c.tInt()), var, c.u(0)),
                        c.bitcast(c.tInt(), c.extract(c.tUint(), loadRegister(RegisterFile.OUTPUT, reg), 0))));
            }
            default -> throw unsupported("fragment output semantic " + name.text());
        }
    }

    /// The alpha test, which Vulkan lacks: fragments whose COLOR0 alpha fails the comparison
    /// with the reference are demoted (as the GL driver discards them), before any output.
    private void alphaTest(int reg) {
        int func = options.alphaFunc();
        if (func >= 7) {
            return;
        }
        epilogue.add(() -> {
            int a = c.bitcast(c.tFloat(), c.extract(c.tUint(), loadRegister(RegisterFile.OUTPUT, reg), 3));
            int ref = c.f(options.alphaRef());
            int pass = switch (func) {
                case 0 -> c.bool(false);
                case 1 -> c.op(Spv.Op.OpFOrdLessThan, c.tBool(), a, ref);
                case 2 -> c.op(Spv.Op.OpFOrdEqual, c.tBool(), a, ref);
                case 3 -> c.op(Spv.Op.OpFOrdLessThanEqual, c.tBool(), a, ref);
                case 4 -> c.op(Spv.Op.OpFOrdGreaterThan, c.tBool(), a, ref);
                case 5 -> c.op(Spv.Op.OpFUnordNotEqual, c.tBool(), a, ref);
                default -> c.op(Spv.Op.OpFOrdGreaterThanEqual, c.tBool(), a, ref);
            };
            c.ifThen(c.op(Spv.Op.OpLogicalNot, c.tBool(), pass), () -> c.demote(options.target()));
        });
    }

    /// A COLOR register's words for a float or int colour output: float registers hold float
    /// bits, so an INT output takes the bits reinterpreted (the GL driver's rule).
    private int convertColor(int words, ScalarKind kind) {
        return c.bitcast(vec4Type(kind), words);
    }

    private void vertexOutput(Declaration d, SemanticName name, int index, int reg) {
        int v4 = c.vec(c.tFloat(), 4);
        switch (name) {
            case POSITION -> {
                position = reg;
                int var = builtIn(Spv.StorageClass.Output, v4, Spv.BuiltIn.Position, "position");
                epilogue.add(() -> c.store(var, clipPosition(c.bitcast(v4, loadRegister(RegisterFile.OUTPUT, reg)))));
            }
            case PSIZE -> {
                writesPointSize = true;
                int var = builtIn(Spv.StorageClass.Output, c.tFloat(), Spv.BuiltIn.PointSize, "point_size");
                epilogue.add(() -> c.store(var, c.bitcast(c.tFloat(), c.extract(c.tUint(), loadRegister(RegisterFile.OUTPUT, reg), 0))));
            }
            case CLIPVERTEX -> clipVertex = reg;
            case EDGEFLAG -> { }
            case CLIPDIST -> {
                clipDistances = Math.max(clipDistances, 4 * (index + 1));
                epilogue.add(() -> {
                    int length = clipDistanceLength();
                    if (4 * index >= length) {
                        return;
                    }
                    int words = loadRegister(RegisterFile.OUTPUT, reg);
                    for (int k = 0; k < 4 && 4 * index + k < length; k++) {
                        int i = 4 * index + k;
                        // A disabled distance must not clip: Vulkan clips every element below the
                        // array's length, so it holds a constant inside value.
                        int value = (options.clipDistanceEnable() >>> i & 1) != 0
                                ? c.bitcast(c.tFloat(), c.extract(c.tUint(), words, k)) : c.f(1f);
                        c.store(c.accessChain(c.pointer(Spv.StorageClass.Output, c.tFloat()), clipDistanceVar(), c.u(i)), value);
                    }
                });
            }
            case LAYER, VIEWPORT_INDEX -> {
                if (stage != Processor.GEOM) {
                    // From a vertex shader: Vulkan 1.2's shaderOutputLayer / shaderOutputViewportIndex.
                    if (options.target().listsAllGlobals()) {
                        c.m.capability(name == SemanticName.LAYER ? Spv.Capability.ShaderLayer : Spv.Capability.ShaderViewportIndex);
                    } else {
                        c.m.extension("SPV_EXT_shader_viewport_index_layer");
                        c.m.capability(Spv.Capability.ShaderViewportIndexLayerEXT);
                    }
                } else {
                    c.m.capability(name == SemanticName.LAYER ? Spv.Capability.Geometry : Spv.Capability.MultiViewport);
                }
                int var = builtIn(Spv.StorageClass.Output, c.tInt(), name == SemanticName.LAYER ? Spv.BuiltIn.Layer : Spv.BuiltIn.ViewportIndex,
                        name.name().toLowerCase(java.util.Locale.ROOT));
                epilogue.add(() -> c.store(var, c.bitcast(c.tInt(), c.extract(c.tUint(), loadRegister(RegisterFile.OUTPUT, reg), 0))));
            }
            default -> {
                int location = options.varyingLocation(name, index, reg);
                checkLocation(location);
                int var = interfaceVar(Spv.StorageClass.Output, v4, "o_" + name.name() + index);
                c.m.decorate(var, Spv.Decoration.Location, location);
                boolean flat = d.interp() != null && d.interp().interpolate() == Interpolation.CONSTANT;
                outputs.add(new SpirvModule.Slot(location, name, index, ScalarKind.FLOAT, flat));
                epilogue.add(() -> c.store(var, c.bitcast(v4, loadRegister(RegisterFile.OUTPUT, reg))));
            }
        }
    }

    /// The length of the ClipDistance output: up to the highest written distance that
    /// [SpirvOptions#clipDistanceEnable] enables, 0 (no output) where none is.
    private int clipDistanceLength() {
        long written = clipDistances >= 32 ? 0xFFFF_FFFFL : (1L << clipDistances) - 1;
        return 64 - Long.numberOfLeadingZeros(options.clipDistanceEnable() & written);
    }

    /// The ClipDistance output array, sized once every output is known.
    private int clipDistanceVar() {
        if (clipDistanceVar == 0) {
            c.m.capability(Spv.Capability.ClipDistance);
            int type = c.m.typeArray(c.tFloat(), clipDistanceLength());
            clipDistanceVar = builtIn(Spv.StorageClass.Output, type, Spv.BuiltIn.ClipDistance, "clip_distance");
        }
        return clipDistanceVar;
    }

    /// OpenGL's clip-space depth [-w, w] mapped onto Vulkan's [0, w] unless `halfZ`.
    private int clipPosition(int pos) {
        if (options.halfZ()) {
            return pos;
        }
        int z = c.extract(c.tFloat(), pos, 2);
        int w = c.extract(c.tFloat(), pos, 3);
        int z2 = c.op(Spv.Op.OpFMul, c.tFloat(), c.op(Spv.Op.OpFAdd, c.tFloat(), z, w), c.f(0.5f));
        return c.composite(c.vec(c.tFloat(), 4), c.extract(c.tFloat(), pos, 0), c.extract(c.tFloat(), pos, 1), z2, w);
    }

    /// User clip planes: ClipDistance[p] = dot(CLIPVERTEX or POSITION, plane p).
    private void clipPlanes() {
        int planes = options.userClipPlanes();
        if (planes > MAX_CLIP_PLANES) {
            throw unsupported(planes + " user clip planes (at most " + MAX_CLIP_PLANES + " fit the 128 push-constant bytes Vulkan guarantees)");
        }
        epilogue.add(() -> {
            int source = clipVertex >= 0 ? clipVertex : position;
            if (source < 0 || clipDistances > 0) {
                return;
            }
            int v4 = c.vec(c.tFloat(), 4);
            int p = c.bitcast(v4, loadRegister(RegisterFile.OUTPUT, source));
            for (int k = 0; k < planes; k++) {
                int plane = c.load(v4, c.accessChain(c.pointer(Spv.StorageClass.PushConstant, v4), planeBlock(planes), c.u(0), c.u(k)));
                int ptr = c.accessChain(c.pointer(Spv.StorageClass.Output, c.tFloat()), clipPlaneVar(planes), c.u(k));
                c.store(ptr, c.op(Spv.Op.OpDot, c.tFloat(), p, plane));
            }
        });
        c.m.capability(Spv.Capability.ClipDistance);
    }

    private int clipPlaneVar;

    private int clipPlaneVar(int planes) {
        if (clipPlaneVar == 0) {
            clipPlaneVar = builtIn(Spv.StorageClass.Output, c.m.typeArray(c.tFloat(), planes), Spv.BuiltIn.ClipDistance, "clip_distance");
        }
        return clipPlaneVar;
    }

    /// The push-constant block of a vertex stage: `planes` clip-plane vec4s from [#PLANES_OFFSET].
    private int planeBlock(int planes) {
        if (pushConstants == 0) {
            int v4 = c.vec(c.tFloat(), 4);
            int array = c.m.uniqueType(Spv.Op.OpTypeArray, v4, c.u(planes));
            c.m.decorate(array, Spv.Decoration.ArrayStride, 16);
            int block = c.m.uniqueType(Spv.Op.OpTypeStruct, array);
            c.m.decorate(block, Spv.Decoration.Block);
            c.m.memberDecorate(block, 0, Spv.Decoration.Offset, PLANES_OFFSET);
            pushConstants = c.m.variable(c.pointer(Spv.StorageClass.PushConstant, block), Spv.StorageClass.PushConstant, 0);
            c.m.name(pushConstants, "clip_planes");
            pushBytes = PLANES_OFFSET + 16 * planes;
        }
        return pushConstants;
    }

    /// The framebuffer height, the push constant of a fragment stage at [#HEIGHT_OFFSET].
    private int framebufferHeight() {
        if (pushConstants == 0) {
            int block = c.m.uniqueType(Spv.Op.OpTypeStruct, c.tFloat());
            c.m.decorate(block, Spv.Decoration.Block);
            c.m.memberDecorate(block, 0, Spv.Decoration.Offset, HEIGHT_OFFSET);
            pushConstants = c.m.variable(c.pointer(Spv.StorageClass.PushConstant, block), Spv.StorageClass.PushConstant, 0);
            c.m.name(pushConstants, "framebuffer");
            pushBytes = HEIGHT_OFFSET + 4;
        }
        return c.load(c.tFloat(), c.accessChain(c.pointer(Spv.StorageClass.PushConstant, c.tFloat()), pushConstants, c.u(0)));
    }
}
