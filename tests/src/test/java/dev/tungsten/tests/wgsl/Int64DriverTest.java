package dev.tungsten.tests.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import dev.tungsten.gl.GlException;
import dev.tungsten.gl.GlTestSupport;
import dev.tungsten.ir.DiagnosticRenderer;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TgsiProgram;
import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.Drivers;
import dev.tungsten.pipe.GridInfo;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.Screen;
import dev.tungsten.pipe.ShaderBuffer;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Transfer;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.RegisterFile;
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

/// The 64-bit integer execution cases (`tests/cases/wgsl/exec/int64-*.wgsl`, whose expected
/// words [WgslExecTest] checks on the reference interpreter) run through the software driver
/// (its JIT), the OpenGL driver (GLSL with `GL_ARB_gpu_shader_int64`, llvmpipe here) and the
/// Vulkan driver (SPIR-V with `Int64Atomics`, lavapipe, in debug mode: spirv-val and the
/// validation layer check every module), with the same expectations: 64-bit integer arithmetic
/// is exact, so every word must match. llvmpipe offers no 64-bit atomic extension, so the GLSL
/// translator refuses the atomic cases naming `GL_NV_shader_atomic_int64` (decision 0022).
class Int64DriverTest {
    @TestFactory
    Stream<DynamicTest> softJit() throws IOException {
        return cases("soft");
    }

    @TestFactory
    Stream<DynamicTest> openGl() throws IOException {
        return cases("gl");
    }

    @TestFactory
    Stream<DynamicTest> vulkan() throws IOException {
        return cases("vk");
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

    private static Stream<DynamicTest> cases(String driver) throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path p : WgslExecTest.files()) {
            if (p.getFileName().toString().startsWith("int64-")) {
                WgslExecTest.Case c = WgslExecTest.parse(p);
                if (driver.equals("gl") && c.name().startsWith("int64-atomic")) {
                    tests.add(DynamicTest.dynamicTest(driver + " " + c.name() + " is refused", () -> {
                        RuntimeException e = assertThrows(RuntimeException.class, () -> check(driver, c));
                        assertTrue(String.valueOf(e.getMessage()).contains("64-bit atomics"), e::getMessage);
                        assertTrue(e.getMessage().contains("GL_NV_shader_atomic_int64"), e::getMessage);
                    }));
                    continue;
                }
                tests.add(DynamicTest.dynamicTest(driver + " " + c.name(), () -> check(driver, c)));
            }
        }
        assertTrue(tests.size() >= 20, "at least 20 int64 cases, found " + tests.size());
        return tests.stream();
    }

    private static Screen open(String driver) {
        if (driver.equals("vk")) {
            return VkTestSupport.screen();
        }
        try {
            return Drivers.byName(driver).createScreen(Map.of("threads", "2"));
        } catch (PipeException e) {
            if (e.getCause() instanceof GlException gl && gl.kind() == GlException.Kind.UNAVAILABLE) {
                GlTestSupport.open().close(); // skips with a notice, or fails under TUNGSTEN_CI=1
            }
            throw e;
        }
    }

    private static void check(String driver, WgslExecTest.Case c) {
        Wgsl.Result r = Wgsl.compile(c.name() + ".wgsl", c.source());
        assertTrue(r.ok(), () -> DiagnosticRenderer.renderAll(r.source(), r.diagnostics()));
        TgsiProgram prog = TgsiLowering.lower(r.module(), r.info(), "main", TgsiLowering.Options.defaults());
        Map<Integer, int[]> init = new HashMap<>();
        init.put(0, new int[c.expected().size()]);
        if (c.input() != null) {
            init.put(1, c.input());
        }
        try (Screen screen = open(driver); Context ctx = screen.createContext()) {
            Map<Integer, Resource> byIndex = new HashMap<>();
            List<ShaderBuffer> views = new ArrayList<>();
            int units = 0;
            for (TgsiProgram.Resource res : prog.resources()) {
                if (res.file() == RegisterFile.BUFFER) {
                    units = Math.max(units, res.index() + 1);
                }
            }
            for (int i = 0; i < units; i++) {
                views.add(null);
            }
            Resource out = null;
            for (TgsiProgram.Resource res : prog.resources()) {
                if (res.file() != RegisterFile.BUFFER) {
                    continue;
                }
                int[] words = init.getOrDefault(res.binding(), new int[0]);
                int bytes = Math.max(16, Math.max(words.length * 4, res.bytes()));
                Resource buf = screen.createResource(ResourceTemplate.buffer(bytes, Bind.SHADER_BUFFER));
                Transfer t = ctx.map(buf, 0, Box.ofBytes(0, bytes), Transfer.WRITE);
                for (int i = 0; i < bytes / 4; i++) {
                    t.data().order(ByteOrder.LITTLE_ENDIAN).putInt(4 * i, i < words.length ? words[i] : 0);
                }
                ctx.unmap(t);
                views.set(res.index(), ShaderBuffer.of(buf));
                byIndex.put(res.index(), buf);
                if (res.binding() == 0) {
                    out = buf;
                }
            }
            ctx.setShaderBuffers(Processor.COMP, 0, views);
            ctx.bindShaderState(Processor.COMP, ctx.createShaderState(new ShaderState(prog.shader(), prog.sharedMemoryBytes())));
            int[] wg = prog.workgroupSize();
            ctx.launchGrid(new GridInfo(wg[0], wg[1], wg[2], c.dispatch()[0], c.dispatch()[1], c.dispatch()[2]));
            Transfer t = ctx.map(out, 0, Box.ofBytes(0, 4 * c.expected().size()), Transfer.READ);
            for (int i = 0; i < c.expected().size(); i++) {
                long want = Long.parseLong(c.expected().get(i));
                int got = t.data().order(ByteOrder.LITTLE_ENDIAN).getInt(4 * i);
                assertEquals(want, c.type().equals("i32") ? got : Integer.toUnsignedLong(got), driver + " " + c.name() + " out[" + i + "]");
            }
            ctx.unmap(t);
            for (Resource b : byIndex.values()) {
                screen.destroyResource(b);
            }
        }
    }
}
