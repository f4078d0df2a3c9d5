package dev.tungsten.gl;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.tungsten.gl.glsl.GlslOptions;
import dev.tungsten.gl.glsl.GlslShader;
import dev.tungsten.gl.glsl.GlslTranslator;
import dev.tungsten.gl.glsl.ValueKind;
import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.DepthStencilAlphaState;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.GridInfo;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Surface;
import dev.tungsten.pipe.VertexElement;
import dev.tungsten.pipe.Viewport;
import dev.tungsten.tgsi.Processor;

/// The context's programs: picks the GLSL variants the bound state needs, translates and links
/// them once per combination, and keeps the linked programs until a shader in them is deleted.
///
/// Variants: GLSL bakes in what TGSI leaves to state, so a draw translates each shader with
/// options from the state: the vertex attribute types (from the vertex element formats), the
/// colour output types (from the colour buffer formats), flat shading, two-sided colours, the
/// alpha test, user clip planes, the y flip of the viewport and the clip-space depth range. A
/// dispatch bakes in the block size and the shared memory size. Each stage gets its own range of
/// binding units ([#bindingBase]).
final class GlPrograms {
    private final GlContext ctx;
    /// Keyed by the shader objects and every option the variants were translated with.
    private final Map<List<Object>, GlProgram> programs = new HashMap<>();

    GlPrograms(GlContext ctx) {
        this.ctx = ctx;
    }

    /// Binding units of `stage`: each stage has its own 16 (constant buffers, sampler units,
    /// buffers, images), so that linked stages never share one.
    static int bindingBase(Processor stage) {
        return switch (stage) {
            case FRAG -> 16;
            case GEOM -> 32;
            default -> 0;
        };
    }

    GlslOptions baseOptions(Processor stage) {
        return ctx.screen.gl.context().glslOptions().withBindingBase(bindingBase(stage));
    }

    /// Translates `state`'s shader once with the context's default options, compiles and links
    /// it, so that a shader OpenGL cannot run is refused at creation, not at the first draw.
    void check(ShaderState state) {
        GlslShader trial = GlslTranslator.translate(state.shader(), baseOptions(state.shader().processor()));
        // Checked here because drivers' linkers word it differently (NVIDIA's names no size).
        int maxBlock = ctx.screen.caps().maxConstantBufferSize();
        for (GlslShader.Binding b : trial.bindings()) {
            if (b.kind() == GlslShader.BindingKind.UNIFORM_BLOCK && b.size() > maxBlock) {
                throw new GlException(GlException.Kind.SHADER_REJECTED, "constant buffer CONST[" + b.index() + "] declares "
                        + b.size() / 16 + " vec4 constants, " + b.size() + " bytes, beyond GL_MAX_UNIFORM_BLOCK_SIZE "
                        + maxBlock);
            }
        }
        // Linked alone too: other limits are checked only by the linker.
        GlProgram.link(ctx.screen.gl.context(), trial).close();
    }

    /// The program for a draw with these shaders (`gs` may be null) and this state; its shaders
    /// are in stage order, vertex first.
    GlProgram forDraw(GlCso<ShaderState> vs, GlCso<ShaderState> gs, GlCso<ShaderState> fs, List<VertexElement> elements,
                      RasterizerState raster, DepthStencilAlphaState dsa, BlendState blend, Viewport viewport) {
        FramebufferState fb = ctx.framebuffer.state();
        List<ValueKind> colors = new ArrayList<>();
        for (Surface s : fb.cbufs()) {
            colors.add(s == null ? ValueKind.FLOAT : GlFormats.of(s.format()).kind());
        }
        DepthStencilAlphaState.Alpha alpha = dsa.alpha();
        GlslOptions fsOptions = baseOptions(Processor.FRAG)
                .withColorOutputs(colors, Math.max(1, fb.cbufs().size()))
                .withRasterization(raster.flatshade(), false, false, 0)
                .withFragmentTests(raster.lightTwoSide(), alpha.enabled() ? alpha.func().ordinal() : -1, alpha.refValue())
                .withVaryings(gs == null ? "v_" : "g_", Map.of())
                .withDualSourceBlend(dualSource(blend));
        List<ValueKind> attributes = new ArrayList<>();
        for (VertexElement e : elements) {
            attributes.add(GlFormats.of(e.srcFormat()).kind());
        }
        int planes = 32 - Integer.numberOfLeadingZeros(raster.clipPlaneEnable() & 0xFF);
        boolean flip = viewport.scaleY() < 0;
        List<Object> key = new ArrayList<>(List.of(vs, fs, fsOptions, attributes, raster.flatshade(), planes, flip,
                raster.clipHalfZ()));
        key.add(gs == null ? "no GS" : gs);
        GlProgram cached = programs.get(key);
        if (cached != null) {
            return cached;
        }
        GlslShader fsGlsl = GlslTranslator.translate(fs.state().shader(), fsOptions);
        Map<String, String> qualifiers = new HashMap<>();
        for (GlslShader.Varying v : fsGlsl.inputs()) {
            qualifiers.put(v.name(), v.qualifiers());
        }
        List<GlslShader> stages = new ArrayList<>();
        GlslOptions last = baseOptions(Processor.VERT).withVertexInputs(attributes)
                .withRasterization(raster.flatshade(), gs == null && flip, gs == null && raster.clipHalfZ(), gs == null ? planes : 0)
                .withVaryings("v_", gs == null ? qualifiers : Map.of());
        GlslShader vsGlsl = GlslTranslator.translate(vs.state().shader(), last);
        stages.add(vsGlsl);
        GlslShader producer = vsGlsl;
        if (gs != null) {
            GlslOptions gsOptions = baseOptions(Processor.GEOM).withRasterization(raster.flatshade(), flip, raster.clipHalfZ(), planes)
                    .withVaryings("v_", qualifiers);
            GlslShader gsGlsl = GlslTranslator.translate(gs.state().shader(), gsOptions);
            checkInterface(vsGlsl, gsGlsl, "geometry");
            stages.add(gsGlsl);
            producer = gsGlsl;
        }
        checkInterface(producer, fsGlsl, "fragment");
        stages.add(fsGlsl);
        GlProgram program = GlProgram.link(ctx.screen.gl.context(), stages.toArray(GlslShader[]::new));
        programs.put(key, program);
        return program;
    }

    /// Whether render target 0 blends with a second source (dual-source blending drives one
    /// target only, so the other targets' factors do not matter).
    private static boolean dualSource(BlendState blend) {
        BlendState.RenderTarget t = blend.rt().isEmpty() ? null : blend.rt().getFirst();
        return t != null && t.enable() && (t.rgbSrc().isDualSource() || t.rgbDst().isDualSource()
                || t.alphaSrc().isDualSource() || t.alphaDst().isDualSource());
    }

    /// Every varying the consumer reads must be written by the producer (the pipe contract: an
    /// unfed fragment input is an error, not undefined values).
    private static void checkInterface(GlslShader producer, GlslShader consumer, String what) {
        Set<String> written = new HashSet<>();
        for (GlslShader.Varying v : producer.outputs()) {
            written.add(v.name().substring(2));
        }
        for (GlslShader.Varying v : consumer.inputs()) {
            if (!written.contains(v.name().substring(2))) {
                throw new PipeException("drawVbo", "the " + what + " shader reads " + v.semantic().text() + "["
                        + v.semanticIndex() + "], which the previous stage does not write");
            }
        }
    }

    /// The program for dispatching `cs` over `grid`'s block size.
    GlProgram forCompute(GlCso<ShaderState> cs, GridInfo grid) {
        GlslOptions options = baseOptions(Processor.COMP).withCompute(new int[] {grid.blockX(), grid.blockY(), grid.blockZ()},
                Math.max(4, cs.state().sharedMemorySize()));
        List<Object> key = List.of(cs, options);
        GlProgram program = programs.get(key);
        if (program == null) {
            GlslShader glsl = GlslTranslator.translate(cs.state().shader(), options);
            program = GlProgram.link(ctx.screen.gl.context(), glsl);
            programs.put(key, program);
        }
        return program;
    }

    /// Drops the programs that use `shader` (it was deleted).
    void forget(GlCso<ShaderState> shader) {
        programs.entrySet().removeIf(e -> {
            if (e.getKey().contains(shader)) {
                e.getValue().close();
                return true;
            }
            return false;
        });
    }

    void close() {
        for (GlProgram p : programs.values()) {
            p.close();
        }
        programs.clear();
    }
}
