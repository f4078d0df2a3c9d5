package dev.tungsten.vk;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;
import org.lwjgl.vulkan.VkCommandBuffer;
import org.lwjgl.vulkan.VkGraphicsPipelineCreateInfo;
import org.lwjgl.vulkan.VkPipelineColorBlendAttachmentState;
import org.lwjgl.vulkan.VkPipelineColorBlendStateCreateInfo;
import org.lwjgl.vulkan.VkPipelineInputAssemblyStateCreateInfo;
import org.lwjgl.vulkan.VkPipelineMultisampleStateCreateInfo;
import org.lwjgl.vulkan.VkPipelineRasterizationStateCreateInfo;
import org.lwjgl.vulkan.VkPipelineRenderingCreateInfo;
import org.lwjgl.vulkan.VkPipelineShaderStageCreateInfo;
import org.lwjgl.vulkan.VkPipelineVertexInputStateCreateInfo;
import org.lwjgl.vulkan.VkPipelineViewportStateCreateInfo;
import org.lwjgl.vulkan.VkRect2D;
import org.lwjgl.vulkan.VkRenderingAttachmentInfo;
import org.lwjgl.vulkan.VkRenderingInfo;
import org.lwjgl.vulkan.VkShaderModuleCreateInfo;
import org.lwjgl.vulkan.VkViewport;

import static org.lwjgl.vulkan.VK10.*;
import static org.lwjgl.vulkan.VK13.*;

/// Runs a SPIR-V fragment shader on one 2x2 quad of pixels and returns the raw words of its colour
/// outputs: the Vulkan side of the differential tests against the reference interpreter, the
/// twin of the OpenGL driver's `QuadRunner`.
///
/// Lane *i* is pixel (i % 2, i / 2) with row 0 on top (the framebuffer's first memory row, as in
/// the interpreter and the OpenGL runner). Each input Location is a plane, `a0 + dadx * x + dady * y`
/// at pixel (x, y), written by a generated vertex shader (GLSL, compiled in process with shaderc)
/// at the corners of a full-viewport triangle strip, so that values at pixel centres and
/// derivatives across the quad are those of the plane. Colour output Location *l* is read back
/// bit for bit from an `R32G32B32A32` attachment of the output's numeric type (dynamic rendering,
/// up to 8). A lane is reported killed when it kept the clear value in two draws with different
/// clear values; a shader without colour outputs therefore reports every lane killed. Uniform
/// buffers are bound in descriptor set 0 at their binding numbers (push descriptors where the
/// device has them), sized as declared and zero past the given words.
///
/// The fragment module is validated by [SpirvTools] before Vulkan sees it, so a broken module is
/// a typed error, not a driver crash.
public final class VkQuadRunner implements AutoCloseable {
    /// What a run produced.
    /// @param outputs  colour output Location -> [lane][channel] words
    /// @param killMask bit *i* set when lane *i* was discarded
    public record Result(Map<Integer, int[][]> outputs, int killMask) {}

    /// One input plane: four channels each of the value at pixel (0, 0) and its x and y slopes.
    public record Plane(float[] a0, float[] dadx, float[] dady) {}

    /// How an input is interpolated (GLSL's qualifiers; SPIR-V's default, `NoPerspective`, `Flat`).
    /// With `w = 1` everywhere smooth and noperspective agree; flat takes the provoking (first)
    /// vertex of each of the strip's two triangles.
    public enum Interpolation { SMOOTH, NOPERSPECTIVE, FLAT }

    /// The component type of an input or output: `vec4`, `ivec4` or `uvec4`. Integer inputs must be
    /// FLAT and carry the plane's float bits.
    public enum Type {
        FLOAT("vec4", VK_FORMAT_R32G32B32A32_SFLOAT), INT("ivec4", VK_FORMAT_R32G32B32A32_SINT),
        UINT("uvec4", VK_FORMAT_R32G32B32A32_UINT);

        final String glsl;
        final int format;

        Type(String glsl, int format) {
            this.glsl = glsl;
            this.format = format;
        }
    }

    /// An input the fragment shader reads at `location`, with `centroid` for the Centroid decoration.
    public record Input(int location, Type type, Interpolation interpolation, boolean centroid, Plane plane) {
        public static Input linear(int location, Plane plane) {
            return new Input(location, Type.FLOAT, Interpolation.NOPERSPECTIVE, false, plane);
        }
    }

    /// A std140 uniform buffer of `size` bytes at `binding` of descriptor set 0.
    public record UniformBuffer(int binding, int size) {}

    /// What the fragment shader's interface is: its inputs, the numeric types of its colour outputs
    /// by Location (0-7), its uniform buffers.
    public record Interface(List<Input> inputs, Map<Integer, Type> colorOutputs, List<UniformBuffer> uniformBuffers) {
        public Interface {
            inputs = List.copyOf(inputs);
            colorOutputs = new TreeMap<>(colorOutputs);
            uniformBuffers = List.copyOf(uniformBuffers);
        }
    }

    static final int[] CLEAR_A = {0xCDCDCDCD, 0xCDCDCDCD, 0xCDCDCDCD, 0xCDCDCDCD};
    static final int[] CLEAR_B = {0x3C3C3C3C, 0x3C3C3C3C, 0x3C3C3C3C, 0x3C3C3C3C};
    private static final int MAX_COLORS = 8;
    private static final int TARGET_BYTES = 4 * 16;

    private final VulkanDevice device;
    private final boolean pushDescriptors;
    /// Attachments by (Location, format), made on first use and kept.
    private final Map<Long, DeviceImage> targets = new HashMap<>();
    private final DeviceBuffer readback;

    public VkQuadRunner(VulkanDevice device) {
        this(device, true);
    }

    /// A runner; `pushDescriptors` false binds uniform buffers through a descriptor set even where
    /// the device could push them (to test that path).
    public VkQuadRunner(VulkanDevice device, boolean pushDescriptors) {
        this.device = device;
        this.pushDescriptors = pushDescriptors;
        readback = device.createBuffer(2L * MAX_COLORS * TARGET_BYTES, VK_BUFFER_USAGE_TRANSFER_DST_BIT, true);
    }

    /// Prepares and runs once; `constants` maps a uniform buffer's binding to its words.
    public Result run(int[] fragment, Interface iface, Map<Integer, int[]> constants) {
        try (Prepared p = prepare(fragment, iface)) {
            return p.run(constants);
        }
    }

    /// Validates `fragment`, generates and compiles the vertex shader, builds the pipeline.
    /// @throws VkException INVALID_SPIRV when the validator rejects `fragment`
    public Prepared prepare(int[] fragment, Interface iface) {
        // The call throws after its body when the layer reported something while the pipeline was
        // built: the pipeline made by then is destroyed, so a rejected shader leaks nothing.
        Prepared[] made = new Prepared[1];
        try {
            return device.call("VkQuadRunner.prepare", () -> {
                for (int location : iface.colorOutputs().keySet()) {
                    if (location < 0 || location >= MAX_COLORS) {
                        throw new IllegalArgumentException("colour output Location " + location + " is outside 0-7");
                    }
                }
                SpirvTools.validate(fragment, SpirvTools.TargetEnv.VULKAN_1_3).orThrow("VkQuadRunner.prepare");
                int[] vertex = GlslToSpirv.compile(vertexShader(iface), GlslToSpirv.Stage.VERTEX, "quad.vert");
                made[0] = new Prepared(vertex, fragment, iface);
                return made[0];
            });
        } catch (RuntimeException e) {
            if (made[0] != null) {
                made[0].close();
            }
            throw e;
        }
    }

    /// The generated vertex shader: a full-viewport strip writing each input's plane.
    static String vertexShader(Interface iface) {
        StringBuilder sb = new StringBuilder("#version 450\n");
        sb.append("const vec2 corner[4] = vec2[4](vec2(-1.0, -1.0), vec2(1.0, -1.0), vec2(-1.0, 1.0), vec2(1.0, 1.0));\n");
        StringBuilder body = new StringBuilder();
        for (Input in : iface.inputs()) {
            if (in.type() != Type.FLOAT && in.interpolation() != Interpolation.FLAT) {
                throw new IllegalArgumentException("integer input at Location " + in.location() + " must be FLAT");
            }
            sb.append("layout(location = ").append(in.location()).append(") ")
                    .append(switch (in.interpolation()) {
                        case SMOOTH -> "";
                        case NOPERSPECTIVE -> "noperspective ";
                        case FLAT -> "flat ";
                    })
                    .append(in.centroid() ? "centroid " : "").append("out ").append(in.type().glsl).append(" v").append(in.location())
                    .append(";\n");
            Plane p = in.plane();
            String value = p == null ? "vec4(0.0)" : vec(p.a0()) + " + " + vec(p.dadx()) + " * x + " + vec(p.dady()) + " * y";
            body.append("    v").append(in.location()).append(" = ").append(switch (in.type()) {
                case FLOAT -> value;
                case INT -> "floatBitsToInt(" + value + ")";
                case UINT -> "floatBitsToUint(" + value + ")";
            }).append(";\n");
        }
        sb.append("void main() {\n");
        sb.append("    vec2 p = corner[gl_VertexIndex];\n");
        sb.append("    gl_Position = vec4(p, 0.0, 1.0);\n");
        // Pixel (x, y) has its centre at framebuffer (x + 0.5, y + 0.5); the corners are at 0 and 2,
        // and NDC y = -1 is framebuffer row 0 in Vulkan.
        sb.append("    float x = p.x + 0.5, y = p.y + 0.5;\n");
        sb.append(body);
        sb.append("}\n");
        return sb.toString();
    }

    private static String vec(float[] v) {
        StringBuilder sb = new StringBuilder("uintBitsToFloat(uvec4(");
        for (int c = 0; c < 4; c++) {
            sb.append(c == 0 ? "" : ", ").append(Integer.toUnsignedString(Float.floatToRawIntBits(v[c]))).append('u');
        }
        return sb.append("))").toString();
    }

    private DeviceImage target(int location, Type type) {
        return targets.computeIfAbsent(((long) location << 32) | type.format, k -> device.createImage(type.format, 2, 2, 1, 1,
                VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT));
    }

    /// A pipeline ready to run on the quad with different constants.
    public final class Prepared implements AutoCloseable {
        private final Interface iface;
        private final BufferBindings bindings;
        private final Map<Integer, DeviceBuffer> uniforms = new TreeMap<>();
        private final long pipeline;
        private final int attachmentCount;

        private Prepared(int[] vertex, int[] fragment, Interface iface) {
            this.iface = iface;
            List<BufferBindings.Slot> slots = new ArrayList<>();
            for (UniformBuffer u : iface.uniformBuffers()) {
                slots.add(new BufferBindings.Slot(u.binding(), VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER));
            }
            attachmentCount = iface.colorOutputs().keySet().stream().mapToInt(Integer::intValue).max().orElse(-1) + 1;
            bindings = new BufferBindings(device, slots, VK_SHADER_STAGE_FRAGMENT_BIT, pushDescriptors);
            try {
                for (UniformBuffer u : iface.uniformBuffers()) {
                    uniforms.put(u.binding(), device.createBuffer(u.size(), VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT, true));
                }
                pipeline = createPipeline(vertex, fragment);
            } catch (RuntimeException e) {
                closeParts();
                throw e;
            }
        }

        private long createPipeline(int[] vertex, int[] fragment) {
            var dev = device.handle();
            try (MemoryStack stack = MemoryStack.stackPush()) {
                long vs = shaderModule(vertex, stack);
                long fs;
                try {
                    fs = shaderModule(fragment, stack);
                } catch (RuntimeException e) {
                    vkDestroyShaderModule(dev, vs, null);
                    throw e;
                }
                try {
                    VkPipelineShaderStageCreateInfo.Buffer stages = VkPipelineShaderStageCreateInfo.calloc(2, stack);
                    stages.get(0).sType$Default().stage(VK_SHADER_STAGE_VERTEX_BIT).module(vs).pName(stack.UTF8("main"));
                    stages.get(1).sType$Default().stage(VK_SHADER_STAGE_FRAGMENT_BIT).module(fs).pName(stack.UTF8("main"));
                    var formats = stack.mallocInt(attachmentCount);
                    VkPipelineColorBlendAttachmentState.Buffer blend = VkPipelineColorBlendAttachmentState.calloc(Math.max(1, attachmentCount), stack);
                    for (int i = 0; i < attachmentCount; i++) {
                        Type t = iface.colorOutputs().get(i);
                        formats.put(i, t == null ? VK_FORMAT_UNDEFINED : t.format);
                        blend.get(i).colorWriteMask(t == null ? 0 : 0xF);
                    }
                    blend.limit(attachmentCount);
                    VkViewport.Buffer viewport = VkViewport.calloc(1, stack).x(0).y(0).width(2).height(2).minDepth(0).maxDepth(1);
                    VkRect2D.Buffer scissor = VkRect2D.calloc(1, stack);
                    scissor.extent().set(2, 2);
                    VkGraphicsPipelineCreateInfo.Buffer info = VkGraphicsPipelineCreateInfo.calloc(1, stack).sType$Default()
                            .pNext(VkPipelineRenderingCreateInfo.calloc(stack).sType$Default().colorAttachmentCount(attachmentCount)
                                    .pColorAttachmentFormats(formats).address())
                            .pStages(stages)
                            .pVertexInputState(VkPipelineVertexInputStateCreateInfo.calloc(stack).sType$Default())
                            .pInputAssemblyState(VkPipelineInputAssemblyStateCreateInfo.calloc(stack).sType$Default()
                                    .topology(VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP))
                            .pViewportState(VkPipelineViewportStateCreateInfo.calloc(stack).sType$Default().viewportCount(1)
                                    .pViewports(viewport).scissorCount(1).pScissors(scissor))
                            .pRasterizationState(VkPipelineRasterizationStateCreateInfo.calloc(stack).sType$Default()
                                    .polygonMode(VK_POLYGON_MODE_FILL).cullMode(VK_CULL_MODE_NONE).lineWidth(1f))
                            .pMultisampleState(VkPipelineMultisampleStateCreateInfo.calloc(stack).sType$Default()
                                    .rasterizationSamples(VK_SAMPLE_COUNT_1_BIT))
                            .pColorBlendState(VkPipelineColorBlendStateCreateInfo.calloc(stack).sType$Default().pAttachments(blend))
                            .layout(bindings.pipelineLayout());
                    var lp = stack.mallocLong(1);
                    device.check(vkCreateGraphicsPipelines(dev, VK_NULL_HANDLE, info, null, lp), "vkCreateGraphicsPipelines");
                    return lp.get(0);
                } finally {
                    vkDestroyShaderModule(dev, vs, null);
                    vkDestroyShaderModule(dev, fs, null);
                }
            }
        }

        /// Draws twice (two clear values) with `constants` (binding -> words) and reads back.
        public Result run(Map<Integer, int[]> constants) {
            return device.call("VkQuadRunner.run", () -> {
                for (UniformBuffer u : iface.uniformBuffers()) {
                    int[] words = constants.getOrDefault(u.binding(), new int[0]);
                    if (4L * words.length > u.size()) {
                        throw new IllegalArgumentException(words.length + " words for binding " + u.binding() + " of "
                                + u.size() + " bytes");
                    }
                    int[] padded = new int[u.size() / 4];
                    System.arraycopy(words, 0, padded, 0, words.length);
                    uniforms.get(u.binding()).write(0, padded);
                }
                device.submit("VkQuadRunner.run", cb -> {
                    draw(cb, CLEAR_A, 0);
                    draw(cb, CLEAR_B, MAX_COLORS * TARGET_BYTES);
                });
                ByteBuffer bytes = readback.read(0, 2 * MAX_COLORS * TARGET_BYTES);
                Map<Integer, int[][]> first = lanes(bytes, 0);
                Map<Integer, int[][]> second = lanes(bytes, MAX_COLORS * TARGET_BYTES);
                int killed = 0;
                for (int lane = 0; lane < 4; lane++) {
                    if (untouched(first, lane, CLEAR_A) && untouched(second, lane, CLEAR_B)) {
                        killed |= 1 << lane;
                    }
                }
                return new Result(first, killed);
            });
        }

        private void draw(VkCommandBuffer cb, int[] clear, int readbackOffset) {
            try (MemoryStack stack = MemoryStack.stackPush()) {
                VkRenderingAttachmentInfo.Buffer attachments = VkRenderingAttachmentInfo.calloc(Math.max(1, attachmentCount), stack);
                for (int i = 0; i < attachmentCount; i++) {
                    VkRenderingAttachmentInfo a = attachments.get(i).sType$Default();
                    Type t = iface.colorOutputs().get(i);
                    if (t == null) {
                        continue; // no view: the attachment slot is unused
                    }
                    DeviceImage image = target(i, t);
                    image.transition(cb, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL);
                    a.imageView(image.view()).imageLayout(VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL)
                            .loadOp(VK_ATTACHMENT_LOAD_OP_CLEAR).storeOp(VK_ATTACHMENT_STORE_OP_STORE);
                    a.clearValue().color().uint32(0, clear[0]).uint32(1, clear[1]).uint32(2, clear[2]).uint32(3, clear[3]);
                }
                attachments.limit(attachmentCount);
                VkRenderingInfo info = VkRenderingInfo.calloc(stack).sType$Default().layerCount(1).pColorAttachments(attachments);
                info.renderArea().extent().set(2, 2);
                vkCmdBeginRendering(cb, info);
                vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_GRAPHICS, pipeline);
                bindings.bind(cb, VK_PIPELINE_BIND_POINT_GRAPHICS, uniforms);
                vkCmdDraw(cb, 4, 1, 0, 0);
                vkCmdEndRendering(cb);
                for (var e : iface.colorOutputs().entrySet()) {
                    target(e.getKey(), e.getValue()).copyTo(cb, readback, readbackOffset + (long) e.getKey() * TARGET_BYTES);
                }
            }
        }

        private Map<Integer, int[][]> lanes(ByteBuffer bytes, int offset) {
            Map<Integer, int[][]> out = new TreeMap<>();
            for (int location : iface.colorOutputs().keySet()) {
                int[][] lanes = new int[4][4];
                for (int lane = 0; lane < 4; lane++) {
                    for (int c = 0; c < 4; c++) {
                        lanes[lane][c] = bytes.getInt(offset + location * TARGET_BYTES + 16 * lane + 4 * c);
                    }
                }
                out.put(location, lanes);
            }
            return out;
        }

        /// Whether descriptors are pushed (else a descriptor set is bound).
        public boolean pushesDescriptors() {
            return bindings.pushes();
        }

        private void closeParts() {
            for (DeviceBuffer b : uniforms.values()) {
                b.close();
            }
            bindings.close();
        }

        @Override
        public void close() {
            device.run("VkQuadRunner.close", () -> {
                vkDestroyPipeline(device.handle(), pipeline, null);
                closeParts();
            });
        }
    }

    private long shaderModule(int[] words, MemoryStack stack) {
        return shaderModule(device, words);
    }

    /// A shader module of `words` (the caller destroys it).
    static long shaderModule(VulkanDevice device, int[] words) {
        return VkPipelines.shaderModule(device, words);
    }

    private static boolean untouched(Map<Integer, int[][]> image, int lane, int[] clear) {
        for (int[][] target : image.values()) {
            for (int c = 0; c < 4; c++) {
                if (target[lane][c] != clear[c]) {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    public void close() {
        if (device.isClosed()) {
            return;
        }
        device.run("VkQuadRunner.close", () -> {
            for (DeviceImage image : targets.values()) {
                image.close();
            }
            readback.close();
        });
    }
}
