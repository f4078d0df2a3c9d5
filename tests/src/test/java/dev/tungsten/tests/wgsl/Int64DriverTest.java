package dev.tungsten.tests.wgsl;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import dev.tungsten.gl.GlTestSupport;
import dev.tungsten.ir.DiagnosticRenderer;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TgsiProgram;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.Screen;
import dev.tungsten.gl.glsl.GlslOptions;
import dev.tungsten.gl.glsl.GlslTranslator;
import dev.tungsten.gl.glsl.GlslUnsupportedException;
import dev.tungsten.gl.glsl.GlslVersion;
import dev.tungsten.ir.EntryPoint;
import dev.tungsten.tests.SharedShelf;
import dev.tungsten.vk.PipelineProbe;
import dev.tungsten.vk.SpirvTools;
import dev.tungsten.vk.VkTestSupport;
import dev.tungsten.vk.VulkanDevice;
import dev.tungsten.vk.spirv.SpirvModule;
import dev.tungsten.vk.spirv.SpirvOptions;
import dev.tungsten.vk.spirv.SpirvTarget;
import dev.tungsten.vk.spirv.SpirvTranslator;
import dev.tungsten.wgsl.Wgsl;

/// The 64-bit integer execution cases (`tests/cases/wgsl/exec/int64-*.wgsl`, which [WgslExecTest]
/// runs on the interpreter, the soft driver's JIT and OpenGL) on the Vulkan driver as well (SPIR-V
/// with `Int64`/`Int64Atomics`, lavapipe, in debug mode: spirv-val and the validation layer check
/// every module), with the same expectations: 64-bit integer arithmetic is exact, so every word
/// must match. llvmpipe offers no 64-bit atomic extension, so the GL driver refuses the atomic
/// cases (they say `not on gl`), naming `GL_NV_shader_atomic_int64` (decision 0022).
class Int64DriverTest {
    @TestFactory
    Stream<DynamicTest> vulkan() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (WgslExecTest.Case c : WgslExecTest.casesNamed("int64-")) {
            tests.add(DynamicTest.dynamicTest(c.name(), () -> {
                try (Screen screen = VkTestSupport.screen(); Context ctx = screen.createContext()) {
                    WgslExecTest.assertComputed(c, new PipeComputeRunner(screen, ctx).run(c.source(), c.dispatch(), WgslExecTest.initialBuffers(c)));
                }
            }));
        }
        assertTrue(tests.size() >= 20, "at least 20 int64 cases, found " + tests.size());
        return tests.stream();
    }

    /// The GL driver refuses each 64-bit atomic case at shader creation, naming the extension.
    @TestFactory
    Stream<DynamicTest> openGlRefusesTheAtomicCasesByName() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (WgslExecTest.Case c : WgslExecTest.casesNamed("int64-")) {
            if (c.name().startsWith("int64-atomic")) {
                tests.add(DynamicTest.dynamicTest(c.name(), () -> {
                    try (Screen screen = GlTestSupport.screen(); Context ctx = screen.createContext()) {
                        RuntimeException e = assertThrows(RuntimeException.class,
                                () -> new PipeComputeRunner(screen, ctx).run(c.source(), c.dispatch(), WgslExecTest.initialBuffers(c)));
                        assertTrue(String.valueOf(e.getMessage()).contains("64-bit atomics"), e::getMessage);
                        assertTrue(e.getMessage().contains("GL_NV_shader_atomic_int64"), e::getMessage);
                    }
                }));
            }
        }
        assertTrue(tests.size() >= 4, "the 64-bit atomic cases, found " + tests.size());
        return tests.stream();
    }

    /// naga's three 64-bit atomic inputs, every entry point: the SPIR-V translation is valid for
    /// Vulkan 1.3 and 1.1 (spirv-val) and builds a pipeline on the device with the validation
    /// layer silent; the GLSL translation is refused naming the extension llvmpipe lacks.
    @TestFactory
    Stream<DynamicTest> nagaAtomicInputs() {
        Path root = SharedShelf.require("corpus/wgsl-naga/naga/tests/in");
        List<DynamicTest> tests = new ArrayList<>();
        for (String file : List.of("atomicOps-int64.wgsl", "atomicOps-int64-min-max.wgsl", "atomicCompareExchange-int64.wgsl")) {
            tests.add(DynamicTest.dynamicTest(file, () -> {
                Wgsl.Result r = Wgsl.compile(file, Files.readString(root.resolve(file)));
                assertTrue(r.ok(), () -> DiagnosticRenderer.renderAll(r.source(), r.diagnostics()));
                try (VulkanDevice device = VkTestSupport.device()) {
                    PipelineProbe probe = new PipelineProbe(device);
                    for (EntryPoint ep : r.module().entryPoints()) {
                        TgsiProgram p = TgsiLowering.lower(r.module(), r.info(), ep.name(), TgsiLowering.Options.defaults());
                        SpirvOptions options = SpirvOptions.builder().computeBlock(p.workgroupSize())
                                .sharedMemoryBytes(Math.max(4, p.sharedMemoryBytes())).build();
                        SpirvModule m = SpirvTranslator.translate(p.shader(), options);
                        SpirvTools.validate(m.words(), SpirvTools.TargetEnv.VULKAN_1_3).orThrow(file + " " + ep.name());
                        SpirvModule older = SpirvTranslator.translate(p.shader(), options.withTarget(SpirvTarget.VULKAN_1_1));
                        SpirvTools.validate(older.words(), SpirvTools.TargetEnv.VULKAN_1_1).orThrow(file + " " + ep.name() + " (vulkan1.1)");
                        probe.probe(m);
                        GlslUnsupportedException e = assertThrows(GlslUnsupportedException.class, () -> GlslTranslator.translate(p.shader(),
                                GlslOptions.of(GlslVersion.V450).withExtensions(java.util.Set.of("GL_ARB_gpu_shader_int64"))
                                        .withCompute(p.workgroupSize(), Math.max(4, p.sharedMemoryBytes()))));
                        assertTrue(e.getMessage().contains("GL_NV_shader_atomic_int64"), e::getMessage);
                    }
                }
            }));
        }
        return tests.stream();
    }
}
