package dev.tungsten.vk;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;
import org.lwjgl.vulkan.VkComputePipelineCreateInfo;
import org.lwjgl.vulkan.VkDescriptorSetLayoutBinding;
import org.lwjgl.vulkan.VkDescriptorSetLayoutCreateInfo;
import org.lwjgl.vulkan.VkPipelineLayoutCreateInfo;
import org.lwjgl.vulkan.VkPushConstantRange;
import org.lwjgl.vulkan.VkShaderModuleCreateInfo;

import dev.tungsten.pipe.GridInfo;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.vk.spirv.ScalarKind;
import dev.tungsten.vk.spirv.SpirvModule;
import dev.tungsten.vk.spirv.SpirvOptions;
import dev.tungsten.vk.spirv.SpirvTranslator;

import static org.lwjgl.vulkan.KHRPushDescriptor.VK_DESCRIPTOR_SET_LAYOUT_CREATE_PUSH_DESCRIPTOR_BIT_KHR;
import static org.lwjgl.vulkan.VK10.*;

/// The context's shader variants and pipelines: SPIR-V bakes in what TGSI leaves to state, so a
/// draw translates each shader with [SpirvOptions] from the state (attribute and colour output
/// types, flat shading, the clip-space depth range, user clip planes, varying locations agreed
/// between the stages) and keeps one [Program] per combination: the shader modules, one
/// descriptor set layout holding both stages' bindings (the fragment stage's numbered from
/// [#FRAGMENT_BINDING_BASE]), a push-constant range for the emulation constants, and the
/// pipeline layout. Pipelines are kept per program and render state ([VkDraw] builds them).
/// Everything made from a shader is destroyed when the shader is deleted.
final class VkPipelines {
    /// Binding numbers of the fragment stage start here, after any vertex stage's.
    static final int FRAGMENT_BINDING_BASE = 64;
    /// The first binding number of a geometry shader's resources.
    static final int GEOMETRY_BINDING_BASE = 128;
    /// `maxPushDescriptors` is at least 32 on every device with `VK_KHR_push_descriptor`.
    private static final int MAX_PUSH_DESCRIPTORS = 32;

    /// A binding of a stage in the program's descriptor set.
    record StageBinding(Processor stage, SpirvModule.Binding binding) {}

    /// Linked stages ready for pipelines: their modules, layouts and bindings.
    final class Program implements AutoCloseable {
        final List<Object> key;
        final List<SpirvModule> modules;
        final long[] shaderModules;
        final long setLayout;
        final long pipelineLayout;
        final boolean push;
        final List<StageBinding> bindings;
        final int pushBytes;
        final Map<Object, Long> pipelines = new HashMap<>();

        Program(List<Object> key, List<SpirvModule> modules) {
            this.key = key;
            this.modules = List.copyOf(modules);
            VulkanDevice device = ctx.screen.device();
            var dev = device.handle();
            List<StageBinding> all = new ArrayList<>();
            int bytes = 0;
            for (SpirvModule m : modules) {
                for (SpirvModule.Binding b : m.bindings()) {
                    all.add(new StageBinding(m.stage(), b));
                }
                bytes = Math.max(bytes, m.pushConstantBytes());
            }
            bindings = List.copyOf(all);
            // One range for every stage: the fragment stage's height and the vertex stage's planes
            // do not overlap (SpirvOptions#HEIGHT_OFFSET, #PLANES_OFFSET).
            pushBytes = bytes;
            push = device.caps().pushDescriptors() && all.size() <= MAX_PUSH_DESCRIPTORS;
            shaderModules = new long[modules.size()];
            long set = 0, layout = 0;
            try (MemoryStack stack = MemoryStack.stackPush()) {
                for (int i = 0; i < modules.size(); i++) {
                    shaderModules[i] = shaderModule(device, modules.get(i).words());
                }
                VkDescriptorSetLayoutBinding.Buffer lb = VkDescriptorSetLayoutBinding.calloc(Math.max(1, all.size()), stack);
                for (int i = 0; i < all.size(); i++) {
                    StageBinding sb = all.get(i);
                    lb.get(i).binding(sb.binding().binding()).descriptorType(descriptorType(sb.binding().kind()))
                            .descriptorCount(1).stageFlags(stageBit(sb.stage()));
                }
                lb.limit(all.size());
                var lp = stack.mallocLong(1);
                device.check(vkCreateDescriptorSetLayout(dev, VkDescriptorSetLayoutCreateInfo.calloc(stack).sType$Default()
                        .flags(push ? VK_DESCRIPTOR_SET_LAYOUT_CREATE_PUSH_DESCRIPTOR_BIT_KHR : 0).pBindings(lb), null, lp),
                        "vkCreateDescriptorSetLayout");
                set = lp.get(0);
                VkPipelineLayoutCreateInfo pl = VkPipelineLayoutCreateInfo.calloc(stack).sType$Default().pSetLayouts(stack.longs(set));
                if (pushBytes > 0) {
                    pl.pPushConstantRanges(VkPushConstantRange.calloc(1, stack).stageFlags(pushStages()).offset(0).size(pushBytes));
                }
                device.check(vkCreatePipelineLayout(dev, pl, null, lp), "vkCreatePipelineLayout");
                layout = lp.get(0);
            } catch (RuntimeException e) {
                destroy(set, layout);
                throw e;
            }
            setLayout = set;
            pipelineLayout = layout;
        }

        int pushStages() {
            int flags = 0;
            for (SpirvModule m : modules) {
                flags |= stageBit(m.stage());
            }
            return flags;
        }

        SpirvModule module(Processor stage) {
            for (SpirvModule m : modules) {
                if (m.stage() == stage) {
                    return m;
                }
            }
            return null;
        }

        private void destroy(long set, long layout) {
            var dev = ctx.screen.device().handle();
            for (long p : pipelines.values()) {
                vkDestroyPipeline(dev, p, null);
            }
            pipelines.clear();
            for (long m : shaderModules) {
                if (m != 0) {
                    vkDestroyShaderModule(dev, m, null);
                }
            }
            if (layout != 0) {
                vkDestroyPipelineLayout(dev, layout, null);
            }
            if (set != 0) {
                vkDestroyDescriptorSetLayout(dev, set, null);
            }
        }

        @Override
        public void close() {
            destroy(setLayout, pipelineLayout);
        }
    }

    private final VkContext ctx;
    private final Map<List<Object>, Program> programs = new LinkedHashMap<>();

    VkPipelines(VkContext ctx) {
        this.ctx = ctx;
    }

    static int stageBit(Processor p) {
        return switch (p) {
            case VERT -> VK_SHADER_STAGE_VERTEX_BIT;
            case FRAG -> VK_SHADER_STAGE_FRAGMENT_BIT;
            case GEOM -> VK_SHADER_STAGE_GEOMETRY_BIT;
            case COMP -> VK_SHADER_STAGE_COMPUTE_BIT;
            case TESS_CTRL -> VK_SHADER_STAGE_TESSELLATION_CONTROL_BIT;
            case TESS_EVAL -> VK_SHADER_STAGE_TESSELLATION_EVALUATION_BIT;
            case TASK -> org.lwjgl.vulkan.EXTMeshShader.VK_SHADER_STAGE_TASK_BIT_EXT;
            case MESH -> org.lwjgl.vulkan.EXTMeshShader.VK_SHADER_STAGE_MESH_BIT_EXT;
        };
    }

    static int descriptorType(SpirvModule.BindingKind k) {
        return switch (k) {
            case UNIFORM_BUFFER -> VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER;
            case SAMPLER -> VK_DESCRIPTOR_TYPE_SAMPLER;
            case SAMPLED_IMAGE -> VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE;
            case UNIFORM_TEXEL_BUFFER -> VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER;
            case STORAGE_IMAGE -> VK_DESCRIPTOR_TYPE_STORAGE_IMAGE;
            case STORAGE_TEXEL_BUFFER -> VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER;
            case STORAGE_BUFFER -> VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        };
    }

    /// A shader module of `words` (the caller destroys it).
    static long shaderModule(VulkanDevice device, int[] words) {
        // The heap, not the stack: translated modules can outgrow LWJGL's 64 KiB stack.
        ByteBuffer code = MemoryUtil.memAlloc(4 * words.length);
        try (MemoryStack stack = MemoryStack.stackPush()) {
            code.asIntBuffer().put(words);
            var lp = stack.mallocLong(1);
            device.check(vkCreateShaderModule(device.handle(), VkShaderModuleCreateInfo.calloc(stack).sType$Default().pCode(code),
                    null, lp), "vkCreateShaderModule");
            return lp.get(0);
        } finally {
            MemoryUtil.memFree(code);
        }
    }

    /// `o` with what this device adds: IEEE float specials where it can preserve them.
    SpirvOptions forDevice(SpirvOptions o) {
        return o.withPreservedFloatSpecials(ctx.screen.device().caps().preservesFloat32Specials());
    }

    static SpirvOptions options(List<ScalarKind> vertexInputs, List<ScalarKind> colorOutputs,
                                Map<SpirvOptions.Varying, Integer> varyings, boolean flatshade, boolean halfZ, int clipPlanes,
                                int colorBuffers, int[] block, int shared, int bindingBase) {
        return SpirvOptions.builder().vertexInputs(vertexInputs).colorOutputs(colorOutputs).varyings(varyings)
                .flatshade(flatshade).halfZ(halfZ).userClipPlanes(clipPlanes).colorBuffers(colorBuffers).computeBlock(block)
                .sharedMemoryBytes(shared).bindingBase(bindingBase).build();
    }

    /// Translates `state` with default options, checks what Vulkan limits the translator does not
    /// know, and has Vulkan (and in debug mode the validation layer) accept the module, so that a
    /// shader Vulkan cannot run is refused at creation.
    SpirvModule check(ShaderState state) {
        Processor stage = state.shader().processor();
        SpirvOptions o = options(List.of(), List.of(), Map.of(), false, false, 0, 1,
                stage == Processor.COMP ? new int[] {1, 1, 1} : null, Math.max(4, state.sharedMemorySize()),
                bindingBase(stage));
        SpirvModule m = SpirvTranslator.translate(state.shader(), forDevice(o));
        String subgroups = ctx.screen.device().caps().subgroups().refusal(stage, m.subgroupOperations());
        if (subgroups != null) {
            throw new PipeException("createShaderState", subgroups);
        }
        VkCaps.Limits l = ctx.screen.limits();
        int ubos = 0, samplers = 0, images = 0, storage = 0, storageImages = 0;
        for (SpirvModule.Binding b : m.bindings()) {
            switch (b.kind()) {
                case UNIFORM_BUFFER -> {
                    ubos++;
                    if (b.size() > l.maxUniformBufferRange()) {
                        throw new PipeException("createShaderState", "constant buffer CONST[" + b.index() + "] declares "
                                + b.size() + " bytes, beyond the device's maxUniformBufferRange " + l.maxUniformBufferRange());
                    }
                }
                case SAMPLER -> samplers++;
                case SAMPLED_IMAGE, UNIFORM_TEXEL_BUFFER -> images++;
                case STORAGE_BUFFER -> storage++;
                case STORAGE_IMAGE, STORAGE_TEXEL_BUFFER -> storageImages++;
            }
        }
        limit(ubos, l.maxPerStageDescriptorUniformBuffers(), "constant buffers", "maxPerStageDescriptorUniformBuffers");
        limit(samplers, l.maxPerStageDescriptorSamplers(), "samplers", "maxPerStageDescriptorSamplers");
        limit(images, l.maxPerStageDescriptorSampledImages(), "sampler views", "maxPerStageDescriptorSampledImages");
        limit(storage, l.maxPerStageDescriptorStorageBuffers(), "shader buffers", "maxPerStageDescriptorStorageBuffers");
        limit(storageImages, l.maxPerStageDescriptorStorageImages(), "images", "maxPerStageDescriptorStorageImages");
        if (ctx.screen.device().debugEnabled()) {
            SpirvTools.validate(m.words(), SpirvTools.TargetEnv.VULKAN_1_3).orThrow("createShaderState");
        }
        long module = shaderModule(ctx.screen.device(), m.words());
        vkDestroyShaderModule(ctx.screen.device().handle(), module, null);
        return m;
    }

    private static void limit(int used, int max, String what, String name) {
        if (used > max) {
            throw new PipeException("createShaderState", "the shader uses " + used + " " + what + ", beyond the device's "
                    + name + " " + max);
        }
    }

    /// The program of `vs` and `fs` translated with these options, made on first use.
    /// The first binding number of a stage's resources (stages share one descriptor set).
    static int bindingBase(Processor stage) {
        return switch (stage) {
            case FRAG -> FRAGMENT_BINDING_BASE;
            case GEOM -> GEOMETRY_BINDING_BASE;
            default -> 0;
        };
    }

    Program graphics(VkCso<ShaderState> vs, VkCso<ShaderState> fs, SpirvOptions vsOptions, SpirvOptions fsOptions) {
        return graphics(vs, null, fs, vsOptions, null, fsOptions);
    }

    /// The program of `vs`, `gs` (null: none) and `fs` translated with their options.
    Program graphics(VkCso<ShaderState> vs, VkCso<ShaderState> gs, VkCso<ShaderState> fs, SpirvOptions vsOptions,
                     SpirvOptions gsOptions, SpirvOptions fsOptions) {
        vsOptions = forDevice(vsOptions);
        gsOptions = gsOptions == null ? null : forDevice(gsOptions);
        fsOptions = forDevice(fsOptions);
        List<Object> key = gs == null ? List.of(vs, fs, vsOptions, fsOptions) : List.of(vs, gs, fs, vsOptions, gsOptions, fsOptions);
        Program p = programs.get(key);
        if (p == null) {
            List<SpirvModule> modules = new ArrayList<>();
            modules.add(SpirvTranslator.translate(vs.state().shader(), vsOptions));
            if (gs != null) {
                modules.add(SpirvTranslator.translate(gs.state().shader(), gsOptions));
            }
            modules.add(SpirvTranslator.translate(fs.state().shader(), fsOptions));
            p = new Program(key, modules);
            programs.put(key, p);
        }
        return p;
    }

    /// The program and pipeline of compute shader `cs` for `grid`'s block size.
    Program compute(VkCso<ShaderState> cs, GridInfo grid) {
        SpirvOptions o = options(List.of(), List.of(), Map.of(), false, false, 0, 1,
                new int[] {grid.blockX(), grid.blockY(), grid.blockZ()}, Math.max(4, cs.state().sharedMemorySize()), 0);
        o = forDevice(o);
        List<Object> key = List.of(cs, o);
        Program p = programs.get(key);
        if (p == null) {
            p = new Program(key, List.of(SpirvTranslator.translate(cs.state().shader(), o)));
            programs.put(key, p);
            try (MemoryStack stack = MemoryStack.stackPush()) {
                VkComputePipelineCreateInfo.Buffer info = VkComputePipelineCreateInfo.calloc(1, stack).sType$Default()
                        .layout(p.pipelineLayout);
                info.stage().sType$Default().stage(VK_SHADER_STAGE_COMPUTE_BIT).module(p.shaderModules[0]).pName(stack.UTF8("main"));
                var lp = stack.mallocLong(1);
                ctx.screen.device().check(vkCreateComputePipelines(ctx.screen.device().handle(), VK_NULL_HANDLE, info, null, lp),
                        "vkCreateComputePipelines");
                p.pipelines.put("compute", lp.get(0));
            }
        }
        return p;
    }

    /// Destroys everything made from `shader` (it was deleted).
    void forget(VkCso<ShaderState> shader) {
        programs.entrySet().removeIf(e -> {
            if (e.getKey().contains(shader)) {
                e.getValue().close();
                return true;
            }
            return false;
        });
    }

    void close() {
        for (Program p : programs.values()) {
            p.close();
        }
        programs.clear();
    }
}
