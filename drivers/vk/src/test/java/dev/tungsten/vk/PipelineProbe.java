package dev.tungsten.vk;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.lwjgl.system.MemoryStack;
import org.lwjgl.vulkan.VkComputePipelineCreateInfo;
import org.lwjgl.vulkan.VkDescriptorSetLayoutBinding;
import org.lwjgl.vulkan.VkDescriptorSetLayoutCreateInfo;
import org.lwjgl.vulkan.VkGraphicsPipelineCreateInfo;
import org.lwjgl.vulkan.VkPipelineColorBlendAttachmentState;
import org.lwjgl.vulkan.VkPipelineColorBlendStateCreateInfo;
import org.lwjgl.vulkan.VkPipelineInputAssemblyStateCreateInfo;
import org.lwjgl.vulkan.VkPipelineLayoutCreateInfo;
import org.lwjgl.vulkan.VkPipelineMultisampleStateCreateInfo;
import org.lwjgl.vulkan.VkPipelineRasterizationStateCreateInfo;
import org.lwjgl.vulkan.VkPipelineRenderingCreateInfo;
import org.lwjgl.vulkan.VkPipelineShaderStageCreateInfo;
import org.lwjgl.vulkan.VkPipelineVertexInputStateCreateInfo;
import org.lwjgl.vulkan.VkPipelineViewportStateCreateInfo;
import org.lwjgl.vulkan.VkPushConstantRange;
import org.lwjgl.vulkan.VkRect2D;
import org.lwjgl.vulkan.VkVertexInputAttributeDescription;
import org.lwjgl.vulkan.VkVertexInputBindingDescription;
import org.lwjgl.vulkan.VkViewport;

import dev.tungsten.tgsi.Processor;
import dev.tungsten.vk.spirv.ScalarKind;
import dev.tungsten.vk.spirv.SpirvModule;

import static org.lwjgl.vulkan.VK10.*;

/// Builds a real pipeline around a translated module of any stage and destroys it again: the
/// check that the device (lavapipe here), with the validation layer on, accepts what the SPIR-V
/// translator made, beyond what the SPIR-V validator can see (the stage interface against its
/// neighbours, descriptor and push-constant layouts, device features, the driver's compiler).
///
/// What surrounds the module is generated from its own description ([SpirvModule]):
/// - a descriptor set layout per set from `bindings()`, every [SpirvModule.BindingKind] as its
///   `VkDescriptorType`, one descriptor each, and a push-constant range of `pushConstantBytes()`;
/// - for a fragment shader, a pass-through vertex shader writing every input Location (flat
///   where the input is); for a vertex or geometry shader, a fragment shader reading every output
///   Location into one colour output; for a geometry shader also a vertex shader feeding its
///   input Locations, and the input topology its `OpExecutionMode` names. The partners are GLSL
///   compiled in process ([GlslToSpirv]) and kept by source, so a corpus compiles each once;
/// - vertex attributes (one binding, 16-byte stride) of each vertex input's numeric type;
/// - dynamic rendering with an `R32G32B32A32` colour attachment of each fragment output's type
///   at its Location (unused Locations `VK_FORMAT_UNDEFINED`, write mask 0).
///
/// [#probe] runs as one device call: the device's debug mode turns every validation-layer message
/// of that call into a VALIDATION [VkException], and every object made is destroyed before the
/// call returns or throws, so a probe leaves nothing behind (the device's close reports leaks).
public final class PipelineProbe {
    private final VulkanDevice device;
    private final Map<String, int[]> partners = new HashMap<>();

    public PipelineProbe(VulkanDevice device) {
        this.device = device;
    }

    /// Builds the pipeline of `module` and destroys it.
    /// @throws VkException VALIDATION with the layer's messages, or a Vulkan error of creation
    public void probe(SpirvModule module) {
        device.run("PipelineProbe.probe", () -> {
            List<Long> modules = new ArrayList<>();
            List<Long> setLayouts = new ArrayList<>();
            long layout = 0;
            long pipeline = 0;
            var dev = device.handle();
            try {
                int stageBit = stageBit(module.stage());
                setLayouts.addAll(setLayouts(module, stageBit));
                layout = pipelineLayout(setLayouts, module.pushConstantBytes(), stageBit);
                pipeline = module.stage() == Processor.COMP
                        ? computePipeline(module, layout, modules)
                        : graphicsPipeline(module, layout, modules);
            } finally {
                if (pipeline != 0) {
                    vkDestroyPipeline(dev, pipeline, null);
                }
                for (long m : modules) {
                    vkDestroyShaderModule(dev, m, null);
                }
                if (layout != 0) {
                    vkDestroyPipelineLayout(dev, layout, null);
                }
                for (long l : setLayouts) {
                    vkDestroyDescriptorSetLayout(dev, l, null);
                }
            }
        });
    }

    static int stageBit(Processor stage) {
        return switch (stage) {
            case VERT -> VK_SHADER_STAGE_VERTEX_BIT;
            case FRAG -> VK_SHADER_STAGE_FRAGMENT_BIT;
            case GEOM -> VK_SHADER_STAGE_GEOMETRY_BIT;
            case COMP -> VK_SHADER_STAGE_COMPUTE_BIT;
            case TESS_CTRL, TESS_EVAL, TASK, MESH -> throw new IllegalArgumentException("the translator makes no "
                    + stage.text() + " modules");
        };
    }

    static int descriptorType(SpirvModule.BindingKind kind) {
        return switch (kind) {
            case UNIFORM_BUFFER -> VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER;
            case SAMPLER -> VK_DESCRIPTOR_TYPE_SAMPLER;
            case SAMPLED_IMAGE -> VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE;
            case UNIFORM_TEXEL_BUFFER -> VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER;
            case STORAGE_IMAGE -> VK_DESCRIPTOR_TYPE_STORAGE_IMAGE;
            case STORAGE_TEXEL_BUFFER -> VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER;
            case STORAGE_BUFFER -> VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        };
    }

    static int format(ScalarKind kind) {
        return switch (kind) {
            case FLOAT -> VK_FORMAT_R32G32B32A32_SFLOAT;
            case INT -> VK_FORMAT_R32G32B32A32_SINT;
            case UINT -> VK_FORMAT_R32G32B32A32_UINT;
        };
    }

    private static String glslType(ScalarKind kind) {
        return switch (kind) {
            case FLOAT -> "vec4";
            case INT -> "ivec4";
            case UINT -> "uvec4";
        };
    }

    /// One layout per set from 0 to the highest set the module uses (sets in between are empty).
    private List<Long> setLayouts(SpirvModule module, int stageBit) {
        Map<Integer, List<SpirvModule.Binding>> bySet = new TreeMap<>();
        int maxSet = -1;
        for (SpirvModule.Binding b : module.bindings()) {
            bySet.computeIfAbsent(b.set(), k -> new ArrayList<>()).add(b);
            maxSet = Math.max(maxSet, b.set());
        }
        List<Long> out = new ArrayList<>();
        try (MemoryStack stack = MemoryStack.stackPush()) {
            for (int set = 0; set <= maxSet; set++) {
                List<SpirvModule.Binding> bindings = bySet.getOrDefault(set, List.of());
                VkDescriptorSetLayoutBinding.Buffer b = VkDescriptorSetLayoutBinding.calloc(Math.max(1, bindings.size()), stack);
                for (int i = 0; i < bindings.size(); i++) {
                    b.get(i).binding(bindings.get(i).binding()).descriptorType(descriptorType(bindings.get(i).kind()))
                            .descriptorCount(1).stageFlags(stageBit);
                }
                b.limit(bindings.size());
                var lp = stack.mallocLong(1);
                try {
                    device.check(vkCreateDescriptorSetLayout(device.handle(), VkDescriptorSetLayoutCreateInfo.calloc(stack)
                            .sType$Default().pBindings(b), null, lp), "vkCreateDescriptorSetLayout");
                } catch (RuntimeException e) {
                    for (long l : out) {
                        vkDestroyDescriptorSetLayout(device.handle(), l, null);
                    }
                    throw e;
                }
                out.add(lp.get(0));
            }
        }
        return out;
    }

    private long pipelineLayout(List<Long> setLayouts, int pushBytes, int stageBit) {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            VkPipelineLayoutCreateInfo info = VkPipelineLayoutCreateInfo.calloc(stack).sType$Default();
            if (!setLayouts.isEmpty()) {
                var sets = stack.mallocLong(setLayouts.size());
                setLayouts.forEach(sets::put);
                info.pSetLayouts(sets.flip());
            }
            if (pushBytes > 0) {
                info.pPushConstantRanges(VkPushConstantRange.calloc(1, stack).stageFlags(stageBit).offset(0)
                        .size((pushBytes + 3) & ~3));
            }
            var lp = stack.mallocLong(1);
            device.check(vkCreatePipelineLayout(device.handle(), info, null, lp), "vkCreatePipelineLayout");
            return lp.get(0);
        }
    }

    private long computePipeline(SpirvModule module, long layout, List<Long> modules) {
        long shader = VkQuadRunner.shaderModule(device, module.words());
        modules.add(shader);
        try (MemoryStack stack = MemoryStack.stackPush()) {
            VkComputePipelineCreateInfo.Buffer info = VkComputePipelineCreateInfo.calloc(1, stack).sType$Default().layout(layout);
            info.stage().sType$Default().stage(VK_SHADER_STAGE_COMPUTE_BIT).module(shader).pName(stack.UTF8("main"));
            var lp = stack.mallocLong(1);
            device.check(vkCreateComputePipelines(device.handle(), VK_NULL_HANDLE, info, null, lp), "vkCreateComputePipelines");
            return lp.get(0);
        }
    }

    /// The stages of the pipeline in order, the module's among generated partners.
    private record Stage(int bit, int[] words) {}

    private long graphicsPipeline(SpirvModule module, long layout, List<Long> modules) {
        List<Stage> stages = new ArrayList<>();
        int topology = VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST;
        List<SpirvModule.Slot> colors = List.of(new SpirvModule.Slot(0, dev.tungsten.tgsi.SemanticName.COLOR, 0, ScalarKind.FLOAT, false));
        switch (module.stage()) {
            case VERT -> {
                stages.add(new Stage(VK_SHADER_STAGE_VERTEX_BIT, module.words()));
                stages.add(new Stage(VK_SHADER_STAGE_FRAGMENT_BIT, partner(fragmentShader(module.outputs()), GlslToSpirv.Stage.FRAGMENT)));
            }
            case GEOM -> {
                topology = geometryTopology(module.words());
                stages.add(new Stage(VK_SHADER_STAGE_VERTEX_BIT, partner(vertexShader(module.inputs()), GlslToSpirv.Stage.VERTEX)));
                stages.add(new Stage(VK_SHADER_STAGE_GEOMETRY_BIT, module.words()));
                stages.add(new Stage(VK_SHADER_STAGE_FRAGMENT_BIT, partner(fragmentShader(module.outputs()), GlslToSpirv.Stage.FRAGMENT)));
            }
            case FRAG -> {
                stages.add(new Stage(VK_SHADER_STAGE_VERTEX_BIT, partner(vertexShader(module.inputs()), GlslToSpirv.Stage.VERTEX)));
                stages.add(new Stage(VK_SHADER_STAGE_FRAGMENT_BIT, module.words()));
                colors = module.outputs();
            }
            case COMP, TESS_CTRL, TESS_EVAL, TASK, MESH -> throw new IllegalArgumentException("not a graphics stage: "
                    + module.stage().text());
        }
        try (MemoryStack stack = MemoryStack.stackPush()) {
            VkPipelineShaderStageCreateInfo.Buffer infos = VkPipelineShaderStageCreateInfo.calloc(stages.size(), stack);
            for (int i = 0; i < stages.size(); i++) {
                long m = VkQuadRunner.shaderModule(device, stages.get(i).words());
                modules.add(m);
                infos.get(i).sType$Default().stage(stages.get(i).bit()).module(m).pName(stack.UTF8("main"));
            }
            Map<Integer, ScalarKind> byLocation = new TreeMap<>();
            for (SpirvModule.Slot s : colors) {
                byLocation.put(s.location(), s.kind());
            }
            int attachments = byLocation.keySet().stream().mapToInt(Integer::intValue).max().orElse(-1) + 1;
            var formats = stack.mallocInt(Math.max(1, attachments));
            VkPipelineColorBlendAttachmentState.Buffer blend = VkPipelineColorBlendAttachmentState.calloc(Math.max(1, attachments), stack);
            for (int i = 0; i < attachments; i++) {
                ScalarKind k = byLocation.get(i);
                formats.put(i, k == null ? VK_FORMAT_UNDEFINED : format(k));
                blend.get(i).colorWriteMask(k == null ? 0 : 0xF);
            }
            formats.limit(attachments);
            blend.limit(attachments);
            VkViewport.Buffer viewport = VkViewport.calloc(1, stack).width(4).height(4).maxDepth(1);
            VkRect2D.Buffer scissor = VkRect2D.calloc(1, stack);
            scissor.extent().set(4, 4);
            VkGraphicsPipelineCreateInfo.Buffer info = VkGraphicsPipelineCreateInfo.calloc(1, stack).sType$Default()
                    .pNext(VkPipelineRenderingCreateInfo.calloc(stack).sType$Default().colorAttachmentCount(attachments)
                            .pColorAttachmentFormats(formats).address())
                    .pStages(infos)
                    .pVertexInputState(vertexInput(module, stack))
                    .pInputAssemblyState(VkPipelineInputAssemblyStateCreateInfo.calloc(stack).sType$Default().topology(topology))
                    .pViewportState(VkPipelineViewportStateCreateInfo.calloc(stack).sType$Default().viewportCount(1)
                            .pViewports(viewport).scissorCount(1).pScissors(scissor))
                    .pRasterizationState(VkPipelineRasterizationStateCreateInfo.calloc(stack).sType$Default()
                            .polygonMode(VK_POLYGON_MODE_FILL).cullMode(VK_CULL_MODE_NONE).lineWidth(1f))
                    .pMultisampleState(VkPipelineMultisampleStateCreateInfo.calloc(stack).sType$Default()
                            .rasterizationSamples(VK_SAMPLE_COUNT_1_BIT))
                    .pColorBlendState(VkPipelineColorBlendStateCreateInfo.calloc(stack).sType$Default().pAttachments(blend))
                    .layout(layout);
            var lp = stack.mallocLong(1);
            device.check(vkCreateGraphicsPipelines(device.handle(), VK_NULL_HANDLE, info, null, lp), "vkCreateGraphicsPipelines");
            return lp.get(0);
        }
    }

    /// One vertex buffer binding (16-byte stride) and an attribute per vertex input, of its type.
    private static VkPipelineVertexInputStateCreateInfo vertexInput(SpirvModule module, MemoryStack stack) {
        VkPipelineVertexInputStateCreateInfo info = VkPipelineVertexInputStateCreateInfo.calloc(stack).sType$Default();
        if (module.stage() != Processor.VERT || module.inputs().isEmpty()) {
            return info;
        }
        VkVertexInputAttributeDescription.Buffer attributes = VkVertexInputAttributeDescription.calloc(module.inputs().size(), stack);
        for (int i = 0; i < module.inputs().size(); i++) {
            SpirvModule.Slot s = module.inputs().get(i);
            attributes.get(i).location(s.location()).binding(0).format(format(s.kind())).offset(0);
        }
        return info.pVertexBindingDescriptions(VkVertexInputBindingDescription.calloc(1, stack).binding(0).stride(16)
                        .inputRate(VK_VERTEX_INPUT_RATE_VERTEX))
                .pVertexAttributeDescriptions(attributes);
    }

    private int[] partner(String source, GlslToSpirv.Stage stage) {
        return partners.computeIfAbsent(source, s -> GlslToSpirv.compile(s, stage, "probe-partner." + stage.name().toLowerCase()));
    }

    /// The vertex shader in front of a fragment or geometry shader: writes each of their input
    /// Locations (flat where the input is), the position and the point size.
    static String vertexShader(List<SpirvModule.Slot> next) {
        StringBuilder sb = new StringBuilder("#version 450\n");
        StringBuilder body = new StringBuilder();
        for (SpirvModule.Slot s : next) {
            sb.append("layout(location = ").append(s.location()).append(") ").append(s.flat() ? "flat " : "")
                    .append("out ").append(glslType(s.kind())).append(" v").append(s.location()).append(";\n");
            body.append("    v").append(s.location()).append(" = ").append(glslType(s.kind())).append("(gl_VertexIndex);\n");
        }
        sb.append("void main() {\n");
        sb.append("    gl_Position = vec4(float(gl_VertexIndex & 1), float(gl_VertexIndex >> 1), 0.0, 1.0);\n");
        sb.append("    gl_PointSize = 1.0;\n");
        sb.append(body).append("}\n");
        return sb.toString();
    }

    /// The fragment shader behind a vertex or geometry shader: reads each of its output
    /// Locations (flat where the output is, as integers must be) into colour output 0.
    static String fragmentShader(List<SpirvModule.Slot> previous) {
        StringBuilder sb = new StringBuilder("#version 450\nlayout(location = 0) out vec4 color;\n");
        StringBuilder body = new StringBuilder("    color = vec4(0.0);\n");
        for (SpirvModule.Slot s : previous) {
            boolean flat = s.flat() || s.kind() != ScalarKind.FLOAT;
            sb.append("layout(location = ").append(s.location()).append(") ").append(flat ? "flat " : "")
                    .append("in ").append(glslType(s.kind())).append(" v").append(s.location()).append(";\n");
            body.append("    color += vec4(v").append(s.location()).append(");\n");
        }
        sb.append("void main() {\n").append(body).append("}\n");
        return sb.toString();
    }

    // SPIR-V: OpExecutionMode is opcode 16; InputPoints 19, InputLines 20, InputLinesAdjacency 21,
    // Triangles 22, InputTrianglesAdjacency 23.
    private static final int OP_EXECUTION_MODE = 16;

    /// The input topology a geometry module's execution mode asks for.
    static int geometryTopology(int[] words) {
        for (int at = 5; at < words.length; ) {
            int count = words[at] >>> 16;
            int op = words[at] & 0xFFFF;
            if (count == 0) {
                break;
            }
            if (op == OP_EXECUTION_MODE && count >= 3) {
                switch (words[at + 2]) {
                    case 19 -> { return VK_PRIMITIVE_TOPOLOGY_POINT_LIST; }
                    case 20 -> { return VK_PRIMITIVE_TOPOLOGY_LINE_LIST; }
                    case 21 -> { return VK_PRIMITIVE_TOPOLOGY_LINE_LIST_WITH_ADJACENCY; }
                    case 22 -> { return VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST; }
                    case 23 -> { return VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST_WITH_ADJACENCY; }
                    default -> { }
                }
            }
            at += count;
        }
        throw new IllegalArgumentException("the geometry module names no input primitive");
    }
}
