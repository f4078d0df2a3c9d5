package dev.tungsten.vk;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

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
