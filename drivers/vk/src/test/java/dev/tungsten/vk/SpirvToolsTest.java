package dev.tungsten.vk;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

class SpirvToolsTest {
    /// The smallest compute module: `main` with `LocalSize 1 1 1` and an empty body (SPIR-V 1.6).
    static int[] minimalCompute() {
        return new int[] {
            0x07230203, 0x00010600, 0, 5, 0,
            (2 << 16) | 17, 1,                        // OpCapability Shader
            (3 << 16) | 14, 0, 1,                     // OpMemoryModel Logical GLSL450
            (5 << 16) | 15, 5, 3, 0x6e69616d, 0,      // OpEntryPoint GLCompute %3 "main"
            (6 << 16) | 16, 3, 17, 1, 1, 1,           // OpExecutionMode %3 LocalSize 1 1 1
            (2 << 16) | 19, 1,                        // %1 = OpTypeVoid
            (3 << 16) | 33, 2, 1,                     // %2 = OpTypeFunction %1
            (5 << 16) | 54, 1, 3, 0, 2,               // %3 = OpFunction %1 None %2
            (2 << 16) | 248, 4,                       // %4 = OpLabel
            (1 << 16) | 253,                          // OpReturn
            (1 << 16) | 56,                           // OpFunctionEnd
        };
    }

    /// The hand-written modules of `../shared/vulkan`, or none (with a notice) where that folder is absent.
    static List<Path> sharedModules() throws IOException {
        Path dir = Path.of("../../../shared/vulkan");
        if (!Files.isDirectory(dir)) {
            dir = Path.of("../shared/vulkan"); // when run from the repository root
        }
        if (!Files.isDirectory(dir)) {
            System.err.println("*** NOTICE: ../shared/vulkan not found; only the built-in module is checked");
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.toString().endsWith(".spvasm")).sorted().toList();
        }
    }

    @Test
    void theMinimalModuleIsValidForBothTargetsAndDisassembles() {
        assertEquals(new SpirvTools.Valid(), SpirvTools.validate(minimalCompute(), SpirvTools.TargetEnv.VULKAN_1_3));
        String text = SpirvTools.disassemble(minimalCompute());
        assertTrue(text.contains("; Version: 1.6"), text);
        assertTrue(text.contains("OpEntryPoint GLCompute %3 \"main\""), text);
        assertTrue(text.contains("OpExecutionMode %3 LocalSize 1 1 1"), text);
        assertTrue(text.contains("%void = OpTypeVoid"), "friendly names: " + text);
        // SPIR-V 1.6 is beyond Vulkan 1.1, which accepts at most 1.3.
        SpirvTools.Validation v11 = SpirvTools.validate(minimalCompute(), SpirvTools.TargetEnv.VULKAN_1_1);
        assertFalse(v11.valid(), v11.toString());
    }

    @Test
    void disassemblyAssemblesBackToAnEquivalentModule() {
        // The assembler numbers ids in order of appearance, so compare the texts, not the words.
        String text = SpirvTools.disassemble(minimalCompute(), false);
        int[] again = SpirvTools.assemble(text, SpirvTools.TargetEnv.VULKAN_1_3);
        assertEquals(minimalCompute().length, again.length);
        assertTrue(SpirvTools.validate(again, SpirvTools.TargetEnv.VULKAN_1_3).valid());
        // First appearances: %3 (main) becomes %1, %void %2, the function type %3.
        assertEquals(text.replace("%3", "%1").replace("%2", "%3"), SpirvTools.disassemble(again, false));
    }

    @Test
    void theSharedModulesAssembleAndValidate() throws IOException {
        for (Path p : sharedModules()) {
            int[] words = SpirvTools.assemble(Files.readString(p), SpirvTools.TargetEnv.VULKAN_1_3);
            assertEquals(0x00010600, words[1], p + ": vulkan1.3 assembles SPIR-V 1.6");
            SpirvTools.Validation v = SpirvTools.validate(words, SpirvTools.TargetEnv.VULKAN_1_3);
            assertTrue(v.valid(), p + ": " + v);
            assertTrue(SpirvTools.disassemble(words).contains("OpEntryPoint"), p.toString());
        }
    }

    @Test
    void aFunctionWithANonVoidResultTypeIsRejectedWithTheMessageAndTheInstruction() {
        int[] words = minimalCompute();
        words[27] = 2; // OpFunction's result type: the function type instead of void
        SpirvTools.Validation v = SpirvTools.validate(words, SpirvTools.TargetEnv.VULKAN_1_3);
        SpirvTools.Invalid bad = assertInstanceOf(SpirvTools.Invalid.class, v);
        assertTrue(bad.result() < 0, bad.toString());
        assertTrue(bad.message().contains("OpReturn can only be called from a function with void return type"), bad.message());
        // The ninth instruction (1-based) is the OpReturn.
        assertEquals(9, bad.position(), bad.toString());
        VkException e = assertThrows(VkException.class, () -> v.orThrow("createFsState"));
        assertEquals("createFsState", e.call());
        assertEquals(VkException.Kind.INVALID_SPIRV, e.kind());
    }

    @Test
    void aBlockWithoutTerminatorAndATruncatedBinaryAreRejected() {
        int[] words = minimalCompute();
        words[words.length - 2] = (1 << 16); // OpReturn -> OpNop
        assertFalse(SpirvTools.validate(words, SpirvTools.TargetEnv.VULKAN_1_3).valid());
        int[] cut = java.util.Arrays.copyOf(minimalCompute(), 12); // inside OpEntryPoint
        SpirvTools.Invalid bad = assertInstanceOf(SpirvTools.Invalid.class, SpirvTools.validate(cut, SpirvTools.TargetEnv.VULKAN_1_3));
        assertFalse(bad.message().isEmpty());
        assertThrows(VkException.class, () -> SpirvTools.disassemble(cut));
        assertThrows(VkException.class, () -> SpirvTools.validate(new int[] {1, 2, 3}, SpirvTools.TargetEnv.VULKAN_1_3).orThrow("x"));
    }

    @Test
    void badAssemblyNamesTheLine() {
        VkException e = assertThrows(VkException.class,
                () -> SpirvTools.assemble("OpCapability Shader\nOpBogus %1\n", SpirvTools.TargetEnv.VULKAN_1_3));
        assertEquals(VkException.Kind.INVALID_SPIRV, e.kind());
        assertTrue(e.getMessage().contains("line 2"), e.getMessage());
    }

    @Test
    void validationIsThreadSafe() throws Exception {
        int[] good = minimalCompute();
        int[] bad = minimalCompute();
        bad[27] = 2;
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Boolean>> results = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                int[] m = i % 2 == 0 ? good : bad;
                results.add(pool.submit(() -> SpirvTools.validate(m, SpirvTools.TargetEnv.VULKAN_1_3).valid()));
            }
            for (int i = 0; i < results.size(); i++) {
                assertEquals(i % 2 == 0, results.get(i).get(), "module " + i);
            }
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void debiansSpirvValAgreesOnEveryModule() throws Exception {
        if (!SpirvValCli.present()) {
            return; // present() skipped loudly or failed in CI
        }
        List<int[]> modules = new ArrayList<>();
        modules.add(minimalCompute());
        int[] bad = minimalCompute();
        bad[27] = 2;
        modules.add(bad);
        for (Path p : sharedModules()) {
            modules.add(SpirvTools.assemble(Files.readString(p), SpirvTools.TargetEnv.VULKAN_1_3));
        }
        for (SpirvTools.TargetEnv env : SpirvTools.TargetEnv.values()) {
            for (int i = 0; i < modules.size(); i++) {
                SpirvTools.Validation ours = SpirvTools.validate(modules.get(i), env);
                SpirvValCli.Verdict theirs = SpirvValCli.validate(modules.get(i), env);
                assertEquals(theirs.valid(), ours.valid(), "module " + i + " for " + env + ": spirv-val says "
                        + theirs.output() + ", SpirvTools says " + ours);
            }
        }
    }
}
