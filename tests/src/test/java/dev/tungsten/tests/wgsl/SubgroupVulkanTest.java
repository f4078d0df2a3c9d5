package dev.tungsten.tests.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import dev.tungsten.ir.TgsiProgram;
import dev.tungsten.pipe.Context;
import dev.tungsten.tests.SharedShelf;
import dev.tungsten.tgsi.exec.Subgroups;
import dev.tungsten.vk.SpirvTools;
import dev.tungsten.vk.SpirvValCli;
import dev.tungsten.vk.VkCaps;
import dev.tungsten.vk.VkScreen;
import dev.tungsten.vk.VkTestSupport;
import dev.tungsten.vk.VulkanDevice;
import dev.tungsten.vk.spirv.SpirvModule;
import dev.tungsten.vk.spirv.SpirvOptions;
import dev.tungsten.vk.spirv.SpirvTarget;
import dev.tungsten.vk.spirv.SpirvTranslator;

/// The subgroup execution cases (`tests/cases/wgsl/exec/subgroup-*.wgsl`) on the Vulkan driver:
/// lavapipe, in debug mode (the driver validates every module with SPIRV-Tools and the validation
/// layer checks every call), through `launchGrid` as [WgslExecTest] runs the other back ends.
///
/// A case's results depend on the subgroup size, and the cases are written for the soft driver's
/// (the block of up to 32 invocations, rounded up to a power of two, that each case writes to
/// `out[0]` where it can). Vulkan's size is the device's (`subgroupSize`: 8 on lavapipe with
/// AVX2, for every workgroup), so a case is compared word for word where the two sizes agree,
/// and elsewhere only run: its module must still validate and its dispatch finish. Every case's
/// module is also valid for the Vulkan 1.1 target (SPIR-V 1.3), to SPIRV-Tools and `spirv-val`.
class SubgroupVulkanTest {
    private static VkScreen screen;
    private static Context ctx;
    /// The device's subgroups, as the driver reads them.
    private static VkCaps.Subgroups subgroups;
    private static final Map<String, String> NOT_COMPARED = new TreeMap<>();

    @BeforeAll
    static void open() {
        try (VulkanDevice device = VkTestSupport.device()) {
            subgroups = device.caps().subgroups();
        }
        screen = VkTestSupport.screen();
        ctx = screen.createContext();
    }

    @AfterAll
    static void close() {
        if (!NOT_COMPARED.isEmpty()) {
            System.out.println("SubgroupVulkanTest: run but not compared (" + NOT_COMPARED.size() + "):");
            NOT_COMPARED.forEach((name, why) -> System.out.println("  " + name + ": " + why));
        }
        if (ctx != null) {
            ctx.close();
        }
        if (screen != null) {
            screen.close(); // throws on leaked objects
        }
    }

    /// The subgroup size the soft driver gives a workgroup, which the case's expectations assume:
    /// its blocks are `invocations` rounded up to a multiple of 4, at most 32 lanes ([ComputeRunner]).
    static int assumedSize(TgsiProgram p) {
        int[] wg = p.workgroupSize();
        int invocations = wg[0] * wg[1] * wg[2];
        return Subgroups.size(Math.min(32, (invocations + 3) / 4 * 4));
    }

    @TestFactory
    Stream<DynamicTest> subgroupCasesOnLavapipe() throws IOException {
        int size = subgroups.size();
        List<DynamicTest> tests = new ArrayList<>();
        int compared = 0;
        for (Path p : WgslExecTest.files()) {
            if (!p.getFileName().toString().startsWith("subgroup-")) {
                continue;
            }
            WgslExecTest.Case c = WgslExecTest.parse(p);
            TgsiProgram prog = ComputeRunner.lowerMain(c.source());
            int assumed = assumedSize(prog);
            boolean compare = assumed == size;
            compared += compare ? 1 : 0;
            String label = compare ? c.name() : c.name() + " runs (written for subgroups of " + assumed + ", the device's are "
                    + size + ": not compared)";
            tests.add(DynamicTest.dynamicTest(label, () -> {
                validForBothTargets(c.name(), prog);
                Map<Integer, int[]> after = new PipeComputeRunner(screen, ctx).run(c.source(), c.dispatch(),
                        WgslExecTest.initialBuffers(c));
                if (compare) {
                    WgslExecTest.assertComputed(c, after);
                } else {
                    NOT_COMPARED.put(c.name(), "written for subgroups of " + assumed + ", lavapipe's are " + size);
                }
            }));
        }
        assertTrue(tests.size() >= 50, "at least 50 subgroup cases, found " + tests.size());
        if (size == 8) {
            // Most cases are written for one subgroup of 8; a change that stops comparing them shows here.
            assertTrue(compared >= 45, "cases compared with lavapipe's subgroups of 8: " + compared);
        }
        return tests.stream();
    }

    /// wgpu's own subgroup test, which checks its 32 results against values computed from the
    /// device's subgroup size, so it holds on any device: every bit of every invocation's word
    /// set, on lavapipe's subgroups of 8 (sixteen in the workgroup of 128).
    @Test
    void wgpuSubgroupTestPassesEveryCheckInEveryInvocation() throws Exception {
        Path p = SharedShelf.require("corpus/wgsl-wgpu-examples/tests/tests/subgroup_operations/shader.wgsl");
        String source = Files.readString(p);
        validForBothTargets("subgroup_operations/shader.wgsl", ComputeRunner.lowerMain(source));
        int[] words = new PipeComputeRunner(screen, ctx).run(source, new int[] {1, 1, 1}, Map.of(0, new int[128])).get(0);
        for (int i = 0; i < 128; i++) {
            assertEquals("ffffffff", Integer.toHexString(words[i]), "invocation " + i + ": failed checks are the zero bits");
        }
    }

    /// The module for Vulkan 1.3 and for Vulkan 1.1, valid to SPIRV-Tools in process and to
    /// Debian's `spirv-val`; neither uses a subgroup operation class the device lacks.
    private static void validForBothTargets(String name, TgsiProgram prog) throws IOException, InterruptedException {
        SpirvOptions options = SpirvOptions.builder().computeBlock(prog.workgroupSize())
                .sharedMemoryBytes(Math.max(4, prog.sharedMemoryBytes())).build();
        for (SpirvTarget target : SpirvTarget.values()) {
            SpirvModule m = SpirvTranslator.translate(prog.shader(), options.withTarget(target));
            SpirvTools.TargetEnv env = target == SpirvTarget.VULKAN_1_3 ? SpirvTools.TargetEnv.VULKAN_1_3 : SpirvTools.TargetEnv.VULKAN_1_1;
            SpirvTools.validate(m.words(), env).orThrow(name + " " + target.text());
            if (SpirvValCli.present()) {
                SpirvValCli.Verdict v = SpirvValCli.validate(m.words(), env);
                assertTrue(v.valid(), name + " " + target.text() + ": " + v.output());
            }
            assertEquals(null, subgroups.refusal(m.stage(), m.subgroupOperations()), name);
        }
    }
}
