package dev.tungsten.vk;

import java.util.List;

import org.lwjgl.system.MemoryStack;
import org.lwjgl.vulkan.VkGraphicsPipelineCreateInfo;
import org.lwjgl.vulkan.VkPipelineColorBlendAttachmentState;
import org.lwjgl.vulkan.VkPipelineColorBlendStateCreateInfo;
import org.lwjgl.vulkan.VkPipelineDepthStencilStateCreateInfo;
import org.lwjgl.vulkan.VkPipelineDynamicStateCreateInfo;
import org.lwjgl.vulkan.VkPipelineInputAssemblyStateCreateInfo;
import org.lwjgl.vulkan.VkPipelineMultisampleStateCreateInfo;
import org.lwjgl.vulkan.VkPipelineRasterizationProvokingVertexStateCreateInfoEXT;
import org.lwjgl.vulkan.VkPipelineRasterizationStateCreateInfo;
import org.lwjgl.vulkan.VkPipelineRenderingCreateInfo;
import org.lwjgl.vulkan.VkPipelineShaderStageCreateInfo;
import org.lwjgl.vulkan.VkPipelineVertexInputStateCreateInfo;
import org.lwjgl.vulkan.VkPipelineViewportStateCreateInfo;
import org.lwjgl.vulkan.VkStencilOpState;
import org.lwjgl.vulkan.VkVertexInputAttributeDescription;
import org.lwjgl.vulkan.VkVertexInputBindingDescription;

import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.DepthStencilAlphaState;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.VertexElement;

import static org.lwjgl.vulkan.EXTProvokingVertex.VK_PROVOKING_VERTEX_MODE_LAST_VERTEX_EXT;
import static org.lwjgl.vulkan.VK10.*;

/// Graphics pipelines built from pipe state for dynamic rendering. What the pipe sets by value
/// and changes often (viewport, scissor, blend colour, stencil references, line width) is dynamic
/// state; everything else is in the [Key] a program keeps its pipelines by.
///
/// Vertex element *i* is Vulkan binding *i* at attribute Location *i*, with the element's own
/// stride, so that elements of one buffer may have different strides as the pipe allows.
/// Facing: the pipe judges it in window coordinates with y down, as Vulkan does in framebuffer
/// coordinates, so `frontCcw` is `VK_FRONT_FACE_COUNTER_CLOCKWISE` whatever the viewport's y
/// direction. The provoking vertex is the last one unless `flatshadeFirst` (GL's convention;
/// Vulkan's default is the first) where `VK_EXT_provoking_vertex` allows it.
final class VkGraphicsPipeline {
    private VkGraphicsPipeline() {}

    /// Everything a pipeline bakes in besides the program.
    /// @param formats the colour attachment formats, then the depth and the stencil format
    record Key(List<VertexElement> elements, RasterizerState raster, DepthStencilAlphaState dsa, BlendState blend,
               List<Integer> formats, int topology, boolean primitiveRestart) {}

    static long create(VulkanDevice device, VkPipelines.Program program, Key key) {
        VkCaps caps = device.caps();
        RasterizerState r = key.raster();
        try (MemoryStack stack = MemoryStack.stackPush()) {
            VkPipelineShaderStageCreateInfo.Buffer stages = VkPipelineShaderStageCreateInfo.calloc(program.modules.size(), stack);
            for (int i = 0; i < program.modules.size(); i++) {
                stages.get(i).sType$Default().stage(VkPipelines.stageBit(program.modules.get(i).stage()))
                        .module(program.shaderModules[i]).pName(stack.UTF8("main"));
            }
            List<VertexElement> elements = key.elements();
            VkVertexInputBindingDescription.Buffer vb = VkVertexInputBindingDescription.calloc(Math.max(1, elements.size()), stack);
            VkVertexInputAttributeDescription.Buffer va = VkVertexInputAttributeDescription.calloc(Math.max(1, elements.size()), stack);
            // Only the attributes the vertex shader reads: the layer reports the others as
            // unconsumed, and the pipe lets a scene bind more elements than a shader uses.
            java.util.Set<Integer> read = new java.util.HashSet<>();
            for (var m : program.modules) {
                if (m.stage() == dev.tungsten.tgsi.Processor.VERT) {
                    m.inputs().forEach(slot -> read.add(slot.location()));
                }
            }
            int n = 0;
            for (int i = 0; i < elements.size(); i++) {
                if (!read.contains(i)) {
                    continue;
                }
                VertexElement e = elements.get(i);
                vb.get(n).binding(i).stride(e.srcStride())
                        .inputRate(e.instanceDivisor() > 0 ? VK_VERTEX_INPUT_RATE_INSTANCE : VK_VERTEX_INPUT_RATE_VERTEX);
                va.get(n).location(i).binding(i).format(VkDescriptors.format("drawVbo", e.srcFormat()).vk()).offset(0);
                n++;
            }
            vb.limit(n);
            va.limit(n);

            int cull = switch (r.cullFace()) {
                case RasterizerState.FACE_FRONT -> VK_CULL_MODE_FRONT_BIT;
                case RasterizerState.FACE_BACK -> VK_CULL_MODE_BACK_BIT;
                case RasterizerState.FACE_FRONT_AND_BACK -> VK_CULL_MODE_FRONT_AND_BACK;
                default -> VK_CULL_MODE_NONE;
            };
            // Vulkan has one polygon mode for both faces: the front one wins, as in the OpenGL driver.
            int polygon = !caps.has(VkFeature.fillModeNonSolid) ? VK_POLYGON_MODE_FILL : switch (r.fillFront()) {
                case FILL -> VK_POLYGON_MODE_FILL;
                case LINE -> VK_POLYGON_MODE_LINE;
                case POINT -> VK_POLYGON_MODE_POINT;
            };
            boolean bias = switch (r.fillFront()) {
                case FILL -> r.offsetTri();
                case LINE -> r.offsetLine();
                case POINT -> r.offsetPoint();
            };
            VkPipelineRasterizationStateCreateInfo raster = VkPipelineRasterizationStateCreateInfo.calloc(stack).sType$Default()
                    .depthClampEnable(caps.has(VkFeature.depthClamp) && (r.depthClamp() || !r.depthClipNear() || !r.depthClipFar()))
                    .rasterizerDiscardEnable(r.rasterizerDiscard()).polygonMode(polygon).cullMode(cull)
                    .frontFace(r.frontCcw() ? VK_FRONT_FACE_COUNTER_CLOCKWISE : VK_FRONT_FACE_CLOCKWISE)
                    .depthBiasEnable(bias).depthBiasConstantFactor(r.offsetUnits()).depthBiasSlopeFactor(r.offsetScale())
                    .depthBiasClamp(caps.has(VkFeature.depthBiasClamp) ? r.offsetClamp() : 0f).lineWidth(1f);
            if (!r.flatshadeFirst() && caps.has(VkFeature.provokingVertexLast)) {
                raster.pNext(VkPipelineRasterizationProvokingVertexStateCreateInfoEXT.calloc(stack).sType$Default()
                        .provokingVertexMode(VK_PROVOKING_VERTEX_MODE_LAST_VERTEX_EXT));
            }

            DepthStencilAlphaState d = key.dsa();
            List<Integer> formats = key.formats();
            int colors = formats.size() - 2;
            boolean hasDepth = formats.get(colors) != VK_FORMAT_UNDEFINED;
            boolean hasStencil = formats.get(colors + 1) != VK_FORMAT_UNDEFINED;
            VkPipelineDepthStencilStateCreateInfo ds = VkPipelineDepthStencilStateCreateInfo.calloc(stack).sType$Default()
                    .depthTestEnable(hasDepth && d.depth().enabled())
                    .depthWriteEnable(hasDepth && d.depth().enabled() && d.depth().writemask())
                    .depthCompareOp(VkStates.compare(d.depth().func()))
                    .stencilTestEnable(hasStencil && d.front().enabled());
            stencil(ds.front(), d.front());
            stencil(ds.back(), d.back().enabled() ? d.back() : d.front());

            BlendState b = key.blend();
            VkPipelineColorBlendAttachmentState.Buffer att = VkPipelineColorBlendAttachmentState.calloc(Math.max(1, colors), stack);
            for (int i = 0; i < colors; i++) {
                BlendState.RenderTarget t = b.target(i);
                att.get(i).blendEnable(t.enable() && !b.logicOpEnable())
                        .srcColorBlendFactor(VkStates.factor(t.rgbSrc())).dstColorBlendFactor(VkStates.factor(t.rgbDst()))
                        .colorBlendOp(VkStates.blendOp(t.rgbFunc()))
                        .srcAlphaBlendFactor(VkStates.factor(t.alphaSrc())).dstAlphaBlendFactor(VkStates.factor(t.alphaDst()))
                        .alphaBlendOp(VkStates.blendOp(t.alphaFunc())).colorWriteMask(t.colorMask() & 0xF);
            }
            att.limit(colors);
            boolean logic = b.logicOpEnable() && caps.has(VkFeature.logicOp);

            var colorFormats = stack.mallocInt(Math.max(1, colors));
            for (int i = 0; i < colors; i++) {
                colorFormats.put(i, formats.get(i));
            }
            colorFormats.limit(colors);
            VkPipelineRenderingCreateInfo rendering = VkPipelineRenderingCreateInfo.calloc(stack).sType$Default()
                    .colorAttachmentCount(colors).pColorAttachmentFormats(colorFormats)
                    .depthAttachmentFormat(formats.get(colors)).stencilAttachmentFormat(formats.get(colors + 1));

            VkGraphicsPipelineCreateInfo.Buffer info = VkGraphicsPipelineCreateInfo.calloc(1, stack).sType$Default()
                    .pNext(rendering.address())
                    .pStages(stages)
                    .pVertexInputState(vertexInput(stack, vb, va, elements, read))
                    .pInputAssemblyState(VkPipelineInputAssemblyStateCreateInfo.calloc(stack).sType$Default()
                            .topology(key.topology()).primitiveRestartEnable(key.primitiveRestart()))
                    .pViewportState(VkPipelineViewportStateCreateInfo.calloc(stack).sType$Default().viewportCount(1).scissorCount(1))
                    .pRasterizationState(raster)
                    .pMultisampleState(VkPipelineMultisampleStateCreateInfo.calloc(stack).sType$Default()
                            .rasterizationSamples(VK_SAMPLE_COUNT_1_BIT).alphaToCoverageEnable(b.alphaToCoverage()))
                    .pDepthStencilState(ds)
                    .pColorBlendState(VkPipelineColorBlendStateCreateInfo.calloc(stack).sType$Default()
                            .logicOpEnable(logic).logicOp(VkStates.logicOp(b.logicOp())).pAttachments(att))
                    .pDynamicState(VkPipelineDynamicStateCreateInfo.calloc(stack).sType$Default().pDynamicStates(stack.ints(
                            VK_DYNAMIC_STATE_VIEWPORT, VK_DYNAMIC_STATE_SCISSOR, VK_DYNAMIC_STATE_BLEND_CONSTANTS,
                            VK_DYNAMIC_STATE_STENCIL_REFERENCE, VK_DYNAMIC_STATE_LINE_WIDTH)))
                    .layout(program.pipelineLayout);
            var lp = stack.mallocLong(1);
            device.check(vkCreateGraphicsPipelines(device.handle(), VK_NULL_HANDLE, info, null, lp), "vkCreateGraphicsPipelines");
            return lp.get(0);
        }
    }

    private static void stencil(VkStencilOpState s, DepthStencilAlphaState.Stencil st) {
        s.failOp(VkStates.stencilOp(st.failOp())).passOp(VkStates.stencilOp(st.zpassOp()))
                .depthFailOp(VkStates.stencilOp(st.zfailOp())).compareOp(VkStates.compare(st.func()))
                .compareMask(st.valueMask() & 0xFF).writeMask(st.writeMask() & 0xFF).reference(0);
    }

    /// The vertex input state; bindings read per instance with a divisor above 1 chain the
    /// divisor structure (`VK_EXT_vertex_attribute_divisor`, checked at draw time).
    private static VkPipelineVertexInputStateCreateInfo vertexInput(MemoryStack stack, VkVertexInputBindingDescription.Buffer vb,
            VkVertexInputAttributeDescription.Buffer va, List<VertexElement> elements, java.util.Set<Integer> read) {
        VkPipelineVertexInputStateCreateInfo info = VkPipelineVertexInputStateCreateInfo.calloc(stack).sType$Default()
                .pVertexBindingDescriptions(vb).pVertexAttributeDescriptions(va);
        List<Integer> divided = new java.util.ArrayList<>();
        for (int i = 0; i < elements.size(); i++) {
            if (read.contains(i) && elements.get(i).instanceDivisor() > 1) {
                divided.add(i);
            }
        }
        if (!divided.isEmpty()) {
            var descriptions = org.lwjgl.vulkan.VkVertexInputBindingDivisorDescriptionEXT.calloc(divided.size(), stack);
            for (int k = 0; k < divided.size(); k++) {
                int i = divided.get(k);
                descriptions.get(k).binding(i).divisor(elements.get(i).instanceDivisor());
            }
            var divisors = org.lwjgl.vulkan.VkPipelineVertexInputDivisorStateCreateInfoEXT.calloc(stack).sType$Default()
                    .pVertexBindingDivisors(descriptions);
            info.pNext(divisors.address());
        }
        return info;
    }
}
