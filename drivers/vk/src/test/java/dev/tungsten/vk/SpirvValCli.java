package dev.tungsten.vk;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Assertions;

/// Debian's `spirv-val` (package `spirv-tools`) run as a process: the second opinion on the
/// in-process validator. Absent locally, its tests are skipped with a notice; in CI absent is a failure.
public final class SpirvValCli {
    /// What `spirv-val` said: its exit status and its output.
    public record Verdict(boolean valid, String output) {}

    private SpirvValCli() {}

    /// Whether `spirv-val` runs; prints a notice (or fails under `TUNGSTEN_CI=1`) when it does not.
    public static boolean present() {
        try {
            Process p = new ProcessBuilder("spirv-val", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            if (p.waitFor() == 0) {
                return true;
            }
        } catch (IOException e) {
            // not installed: reported below
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (VkTestSupport.inCi()) {
            throw new AssertionError(VkTestSupport.CI_VARIABLE + "=1 but spirv-val is not installed (spirv-tools)");
        }
        System.err.println();
        System.err.println("*** NOTICE: spirv-val not found (apt-get install spirv-tools); its cross-check is SKIPPED");
        System.err.println();
        return false;
    }

    /// The disassembly of Vulkan 1.3 module `words`, after asserting that the in-process
    /// validator and (where present) `spirv-val` accept it.
    static String validDisassembly(int[] words) throws IOException, InterruptedException {
        Assertions.assertEquals(new SpirvTools.Valid(), SpirvTools.validate(words, SpirvTools.TargetEnv.VULKAN_1_3));
        if (present()) {
            Verdict v = validate(words, SpirvTools.TargetEnv.VULKAN_1_3);
            Assertions.assertTrue(v.valid(), v.output());
        }
        return SpirvTools.disassemble(words);
    }

    public static Verdict validate(int[] words, SpirvTools.TargetEnv env) throws IOException, InterruptedException {
        Path file = Files.createTempFile("tungsten-", ".spv");
        try {
            Files.write(file, SpirvTools.bytes(words));
            Process p = new ProcessBuilder("spirv-val", "--target-env", env.cliName(), file.toString())
                    .redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return new Verdict(p.waitFor() == 0, out.strip());
        } finally {
            Files.deleteIfExists(file);
        }
    }
}
