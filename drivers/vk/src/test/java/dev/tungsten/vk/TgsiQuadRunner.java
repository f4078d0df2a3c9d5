package dev.tungsten.vk;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.vk.spirv.ScalarKind;
import dev.tungsten.vk.spirv.SpirvModule;
import dev.tungsten.vk.spirv.SpirvOptions;
import dev.tungsten.vk.spirv.SpirvTranslator;

/// Runs a TGSI fragment shader through the SPIR-V translator on one 2x2 quad ([VkQuadRunner]):
/// the Vulkan side of the differential tests against the reference interpreter, as the GL
/// driver's `QuadRunner` is the OpenGL side.
///
/// Colour outputs are translated as `uvec4` and read back bit for bit. Input register *i* is the
/// varying at Location *i* (the translator's default) and gets plane *i* of the map, or a zero
/// plane. Constant buffer *b* is the uniform buffer the module binds for `CONST[b]`.
public final class TgsiQuadRunner implements AutoCloseable {
    private static final VkQuadRunner.Plane ZERO = new VkQuadRunner.Plane(new float[4], new float[4], new float[4]);

    private final VkQuadRunner runner;
    private final SpirvOptions options;

    public TgsiQuadRunner(VulkanDevice device) {
        this.runner = new VkQuadRunner(device);
        List<ScalarKind> uints = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            uints.add(ScalarKind.UINT);
        }
        // As the driver translates: IEEE float specials where the device preserves them.
        this.options = SpirvOptions.defaults().withColorOutputs(uints)
                .withPreservedFloatSpecials(device.caps().preservesFloat32Specials());
    }

    /// A translated shader ready to run with different constants.
    public final class Prepared implements AutoCloseable {
        private final VkQuadRunner.Prepared prepared;
        private final SpirvModule module;

        private Prepared(VkQuadRunner.Prepared prepared, SpirvModule module) {
            this.prepared = prepared;
            this.module = module;
        }

        public SpirvModule module() {
            return module;
        }

        /// Runs with `constants[b]` as `CONST[b]` (words; missing buffers read zeros).
        public VkQuadRunner.Result run(int[][] constants) {
            Map<Integer, int[]> byBinding = new HashMap<>();
            for (SpirvModule.Binding b : module.bindings()) {
                if (b.kind() == SpirvModule.BindingKind.UNIFORM_BUFFER && b.index() < constants.length && constants[b.index()] != null) {
                    byBinding.put(b.binding(), constants[b.index()]);
                }
            }
            return prepared.run(byBinding);
        }

        @Override
        public void close() {
            prepared.close();
        }
    }

    public VkQuadRunner.Result run(TgsiShader shader, int[][] constants, Map<Integer, VkQuadRunner.Plane> planes) {
        try (Prepared p = prepare(shader, planes)) {
            return p.run(constants);
        }
    }

    /// Translates `shader` (a fragment shader) and builds its pipeline.
    public Prepared prepare(TgsiShader shader, Map<Integer, VkQuadRunner.Plane> planes) {
        if (shader.processor() != Processor.FRAG) {
            throw new IllegalArgumentException("expected a fragment shader, found " + shader.processor().text());
        }
        SpirvModule module = SpirvTranslator.translate(shader, options);
        List<VkQuadRunner.Input> inputs = new ArrayList<>();
        for (SpirvModule.Slot s : module.inputs()) {
            VkQuadRunner.Interpolation interpolation = s.flat() ? VkQuadRunner.Interpolation.FLAT : VkQuadRunner.Interpolation.SMOOTH;
            inputs.add(new VkQuadRunner.Input(s.location(), VkQuadRunner.Type.FLOAT, interpolation, false,
                    planes.getOrDefault(s.location(), ZERO)));
        }
        Map<Integer, VkQuadRunner.Type> colors = new HashMap<>();
        for (SpirvModule.Slot s : module.outputs()) {
            colors.put(s.location(), VkQuadRunner.Type.UINT);
        }
        List<VkQuadRunner.UniformBuffer> buffers = new ArrayList<>();
        for (SpirvModule.Binding b : module.bindings()) {
            if (b.kind() != SpirvModule.BindingKind.UNIFORM_BUFFER) {
                throw new IllegalArgumentException("the quad runner binds only constant buffers, not " + b.kind());
            }
            buffers.add(new VkQuadRunner.UniformBuffer(b.binding(), b.size()));
        }
        VkQuadRunner.Interface iface = new VkQuadRunner.Interface(inputs, colors, buffers);
        return new Prepared(runner.prepare(module.words(), iface), module);
    }

    @Override
    public void close() {
        runner.close();
    }
}
