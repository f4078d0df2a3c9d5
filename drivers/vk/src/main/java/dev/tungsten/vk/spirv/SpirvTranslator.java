package dev.tungsten.vk.spirv;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import dev.tungsten.tgsi.ControlFlow;
import dev.tungsten.tgsi.DepthLayout;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.PropertyName;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiShader;

/// Translates a TGSI shader directly into a SPIR-V module for Vulkan (no GLSL step), as Mesa's
/// zink does for NIR.
///
/// The module has a fixed shape: the register files as Private arrays ([Registers]), the stage
/// interface ([StageIo]), the resources ([Textures], [Memory]), one `void` function per TGSI subroutine,
/// `tgsi_main` for the main program, and the entry point `main`, which copies the inputs into
/// the registers, calls `tgsi_main` and copies the outputs out (so RET in the main program
/// stays legal anywhere).
///
/// Errors: malformed input (bad nesting, a CAL to something that is not a BGNSUB) raises a
/// [TgsiException]; valid TGSI that Vulkan cannot express raises a [SpirvUnsupportedException].
/// Both carry the instruction's location, and both are raised before any module exists, so
/// the Vulkan driver never receives a module it would reject.
public final class SpirvTranslator {
    private SpirvTranslator() {}

    /// What the translator refuses whatever the device offers, with the reason.
    public static Map<String, String> limitations() {
        return Map.of(
                "BRA", "a jump to a label has no structured SPIR-V form",
                "DDX, DDY, DDX_FINE, DDY_FINE outside fragment shaders", "SPIR-V has derivatives only in fragment (and some compute) shaders",
                "recursive subroutines", "SPIR-V forbids recursion",
                "TESS_CTRL, TESS_EVAL", "the tessellation stages are not translated (the interpreter does not run them)",
                "PUSHA, POPA", "the 2010 specification's address stack has no SPIR-V form",
                "FBFETCH", "framebuffer fetch needs input attachments, which dynamic rendering does not offer",
                "resources chosen indirectly", "one descriptor per sampler, view, image and buffer: no descriptor arrays",
                "Locations beyond 31", "varyings and attributes keep their register index (or the options' map) as Location");
    }

    public static SpirvModule translate(TgsiShader shader, SpirvOptions options) {
        Processor stage = shader.processor();
        if (stage != Processor.VERT && stage != Processor.FRAG && stage != Processor.GEOM && stage != Processor.COMP) {
            throw new SpirvUnsupportedException(TgsiException.Location.UNKNOWN, null, "the " + stage.text() + " stage is not translated");
        }
        ControlFlow cf = ControlFlow.of(shader);
        ControlFlow.Problem fatal = cf.firstFatal();
        if (fatal != null) {
            throw new TgsiException(TgsiException.Location.instruction(fatal.instruction()), fatal.message());
        }
        int recursive = cf.recursiveSubroutine();
        if (recursive >= 0) {
            throw new SpirvUnsupportedException(TgsiException.Location.instruction(recursive), null,
                    "the subroutine at instruction " + recursive + " calls itself (SPIR-V forbids recursion)");
        }

        ModuleBuilder m = new ModuleBuilder();
        m.capability(Spv.Capability.Shader);
        if (stage == Processor.GEOM) {
            m.capability(Spv.Capability.Geometry);
        }
        Code c = new Code(m);
        Registers regs = new Registers(c, shader);
        regs.declare();
        Bindings bindings = new Bindings(options.descriptorSet(), options.bindingBase());
        regs.declareConstants(options.descriptorSet(), bindings);
        StageIo io = new StageIo(c, regs, shader, options);
        io.declare();

        List<Instruction> insts = shader.instructions();
        Map<Integer, Integer> subroutines = new TreeMap<>();
        for (int start : cf.subroutines().keySet()) {
            int id = m.id();
            m.name(id, "tgsi_sub" + start);
            subroutines.put(start, id);
        }
        Instructions translator = new Instructions(c, regs, io, shader, options, cf, subroutines, bindings);
        int voidFn = m.typeFunction(c.tVoid());

        int tgsiMain = m.id();
        m.name(tgsiMain, "tgsi_main");
        c.beginFunction(c.tVoid(), tgsiMain, voidFn);
        translator.enterFunction();
        for (int pc = 0; pc < cf.mainEnd(); pc++) {
            Integer end = cf.subroutines().get(pc);
            if (end != null) {
                pc = end;
                continue;
            }
            translator.translate(pc, insts.get(pc));
        }
        c.endFunction();

        for (Map.Entry<Integer, Integer> sub : cf.subroutines().entrySet()) {
            c.beginFunction(c.tVoid(), subroutines.get(sub.getKey()), voidFn);
            translator.enterFunction();
            for (int pc = sub.getKey() + 1; pc < sub.getValue(); pc++) {
                translator.translate(pc, insts.get(pc));
            }
            c.endFunction();
        }

        int entry = m.id();
        m.name(entry, "main");
        c.beginFunction(c.tVoid(), entry, voidFn);
        io.emitPrologue();
        c.op(Spv.Op.OpFunctionCall, c.tVoid(), tgsiMain);
        if (stage != Processor.GEOM) {
            io.emitEpilogue();
        }
        c.endFunction();

        entryPoint(m, stage, entry, options);
        executionModes(m, shader, io, entry);
        if (options.preserveFloatSpecials()) {
            // IEEE signed zeros, infinities and NaNs for 32-bit floats: what the guards assume.
            if (!options.target().listsAllGlobals()) {
                m.extension("SPV_KHR_float_controls");
            }
            m.capability(Spv.Capability.SignedZeroInfNanPreserve);
            m.executionModes.op(Spv.Op.OpExecutionMode, entry, Spv.ExecutionMode.SignedZeroInfNanPreserve, 32);
        }
        int[] words = m.assemble(options.target().version());
        return new SpirvModule(words, stage, bindings.all(), io.inputs, io.outputs, io.pushConstantBytes(),
                SubgroupOperation.of(m.capabilities()));
    }

    private static void entryPoint(ModuleBuilder m, Processor stage, int entry, SpirvOptions options) {
        int model = switch (stage) {
            case VERT -> Spv.ExecutionModel.Vertex;
            case FRAG -> Spv.ExecutionModel.Fragment;
            case GEOM -> Spv.ExecutionModel.Geometry;
            case COMP -> Spv.ExecutionModel.GLCompute;
            case TESS_CTRL, TESS_EVAL, TASK, MESH -> throw new IllegalStateException("refused above");
        };
        List<Integer> ops = new ArrayList<>();
        ops.add(model);
        ops.add(entry);
        for (int w : ModuleBuilder.string("main")) {
            ops.add(w);
        }
        for (int[] v : m.variables) {
            boolean io = v[1] == Spv.StorageClass.Input || v[1] == Spv.StorageClass.Output;
            if (io || options.target().listsAllGlobals()) {
                ops.add(v[0]);
            }
        }
        m.entryPoints.op(Spv.Op.OpEntryPoint, ops.stream().mapToInt(Integer::intValue).toArray());
    }

    private static void executionModes(ModuleBuilder m, TgsiShader shader, StageIo io, int entry) {
        switch (shader.processor()) {
            case FRAG -> {
                m.executionModes.op(Spv.Op.OpExecutionMode, entry, Spv.ExecutionMode.OriginUpperLeft);
                if (io.writesDepth) {
                    m.executionModes.op(Spv.Op.OpExecutionMode, entry, Spv.ExecutionMode.DepthReplacing);
                    // FS_DEPTH_LAYOUT GREATER and LESS: the conservative-depth promise (a hint).
                    int layout = shader.property(PropertyName.FS_DEPTH_LAYOUT, 0);
                    if (layout == DepthLayout.GREATER.code() || layout == DepthLayout.LESS.code()) {
                        m.executionModes.op(Spv.Op.OpExecutionMode, entry, layout == DepthLayout.GREATER.code()
                                ? Spv.ExecutionMode.DepthGreater : Spv.ExecutionMode.DepthLess);
                    }
                }
                if (shader.property(PropertyName.FS_EARLY_DEPTH_STENCIL, 0) != 0) {
                    m.executionModes.op(Spv.Op.OpExecutionMode, entry, Spv.ExecutionMode.EarlyFragmentTests);
                }
            }
            case GEOM -> {
                int in = shader.property(PropertyName.GS_INPUT_PRIMITIVE, PrimitiveType.TRIANGLES.code());
                int out = shader.property(PropertyName.GS_OUTPUT_PRIMITIVE, PrimitiveType.TRIANGLE_STRIP.code());
                m.executionModes.op(Spv.Op.OpExecutionMode, entry, geometryInput(in));
                m.executionModes.op(Spv.Op.OpExecutionMode, entry, Spv.ExecutionMode.Invocations,
                        Math.max(1, shader.property(PropertyName.GS_INVOCATIONS, 1)));
                m.executionModes.op(Spv.Op.OpExecutionMode, entry, geometryOutput(out));
                m.executionModes.op(Spv.Op.OpExecutionMode, entry, Spv.ExecutionMode.OutputVertices,
                        Math.max(1, shader.property(PropertyName.GS_MAX_OUTPUT_VERTICES, 1)));
            }
            case COMP -> {
                int[] size = io.computeBlock();
                m.executionModes.op(Spv.Op.OpExecutionMode, entry, Spv.ExecutionMode.LocalSize, size[0], size[1], size[2]);
            }
            case VERT, TESS_CTRL, TESS_EVAL, TASK, MESH -> { }
        }
    }

    private static int geometryInput(int primitive) {
        return switch (primitiveOf(primitive)) {
            case POINTS -> Spv.ExecutionMode.InputPoints;
            case LINES, LINE_LOOP, LINE_STRIP -> Spv.ExecutionMode.InputLines;
            case LINES_ADJACENCY, LINE_STRIP_ADJACENCY -> Spv.ExecutionMode.InputLinesAdjacency;
            case TRIANGLES_ADJACENCY, TRIANGLE_STRIP_ADJACENCY -> Spv.ExecutionMode.InputTrianglesAdjacency;
            case TRIANGLES, TRIANGLE_STRIP, TRIANGLE_FAN, QUADS, QUAD_STRIP, POLYGON, PATCHES -> Spv.ExecutionMode.Triangles;
        };
    }

    private static PrimitiveType primitiveOf(int code) {
        return code >= 0 && code <= PrimitiveType.PATCHES.code() ? PrimitiveType.fromCode(code) : PrimitiveType.TRIANGLES;
    }

    private static int geometryOutput(int primitive) {
        return switch (primitiveOf(primitive)) {
            case POINTS -> Spv.ExecutionMode.OutputPoints;
            case LINES, LINE_LOOP, LINE_STRIP, LINES_ADJACENCY, LINE_STRIP_ADJACENCY -> Spv.ExecutionMode.OutputLineStrip;
            case TRIANGLES, TRIANGLE_STRIP, TRIANGLE_FAN, QUADS, QUAD_STRIP, POLYGON, PATCHES, TRIANGLES_ADJACENCY,
                 TRIANGLE_STRIP_ADJACENCY -> Spv.ExecutionMode.OutputTriangleStrip;
        };
    }
}
