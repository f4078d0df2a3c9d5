package dev.tungsten.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import dev.tungsten.soft.jit.JitCompiler;
import dev.tungsten.soft.jit.JitInvocation;
import dev.tungsten.soft.jit.JitOptions;
import dev.tungsten.soft.jit.JitProgram;
import dev.tungsten.soft.jit.JitUnsupportedException;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.exec.ExecException;
import dev.tungsten.tgsi.exec.ExecProgram;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/// The JIT's performance cliffs over the TGSI corpus (`-Pfuzz-long`): once C2 has compiled a
/// shader's class, running it allocates nothing. A Vector API value that C2 cannot keep in a
/// register (an operation left out of line past its inlining cutoff, a method grown past its
/// node limits) becomes an object per operation and the shader several times slower, with
/// right results, so only its allocation shows it; this is how the corpus's 1,383-instruction
/// virglrenderer shader was found boxing 1.8 MB of vectors a block.
///
/// Each shader that compiles to a class computing every instruction itself
/// ([JitProgram#interpreterSteps] 0: none of indirect addressing, doubles, packing and the
/// like, whose slow path is the interpreter's) and runs without resources (no textures, images
/// or buffers) runs on 32-lane blocks of inputs between 0.05 and 0.95 and constants of 0, in
/// rounds of [#ROUND] blocks, until a round allocates no byte on this thread or [#PATIENCE_NS]
/// passes (the whole corpus took 11 s on the 2-core development machine, the 1,383-instruction
/// shader's hundred-odd methods included). Constants of 0.5 would send the virglrenderer shader's sines
/// to arguments beyond 2^17, whose exact definition (`StrictMath.sin`'s large-argument
/// reduction) allocates by itself.
class JitCorpusSteadyStateTest {
    private static final int ROUND = 2000;
    private static final long PATIENCE_NS = 60_000_000_000L;

    @Tag("long")
    @Test
    void everyCompiledCorpusShaderStopsAllocating() {
        Path corpus = SharedShelf.require("corpus");
        Map<String, TgsiShader> shaders = GlslCorpus.text(corpus, new ArrayList<>());
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Map<String, String> skipped = new TreeMap<>();
        List<String> allocating = new ArrayList<>();
        int steady = 0;
        long begin = System.nanoTime();
        for (Map.Entry<String, TgsiShader> e : shaders.entrySet()) {
            String name = e.getKey();
            JitProgram jit;
            try {
                ExecProgram.compile(e.getValue(), name);
                jit = JitCompiler.compile(e.getValue(), name, JitOptions.FAST);
            } catch (JitUnsupportedException | ExecException ex) {
                skipped.put(name, "not compiled: " + ex.getMessage());
                continue;
            }
            if (jit.interpreterSteps() > 0) {
                skipped.put(name, "steps " + jit.interpreterSteps() + " on the interpreter");
                continue;
            }
            JitInvocation inv = jit.newInvocation(32);
            for (int k = 0; k < inv.inputs().length; k++) {
                for (int lane = 0; lane < 32; lane++) {
                    inv.inputs()[k][lane] = Float.floatToRawIntBits(0.05f + 0.9f * ((lane * 7 + k * 5) % 32) / 31f);
                }
            }
            for (int slot = 0; slot < 16; slot++) {
                inv.bindConstantBuffer(slot, new int[4096 * 4]);
            }
            long start = System.nanoTime(), bytes = -1;
            try {
                do {
                    long before = threads.getCurrentThreadAllocatedBytes();
                    for (int i = 0; i < ROUND; i++) {
                        inv.run(32, -1);
                    }
                    bytes = threads.getCurrentThreadAllocatedBytes() - before;
                } while (bytes != 0 && System.nanoTime() - start < PATIENCE_NS);
            } catch (RuntimeException ex) {
                skipped.put(name, "needs resources: " + ex.getMessage());
                continue;
            }
            if (bytes == 0) {
                steady++;
            } else {
                allocating.add(String.format(Locale.ROOT, "%s: %d bytes a block after %.0f s (%d instructions)", name,
                        bytes / ROUND, (System.nanoTime() - start) / 1e9, e.getValue().instructions().size()));
            }
        }
        System.out.printf(Locale.ROOT, "JIT steady state over the TGSI corpus: %d shaders, %d allocate nothing, %d still "
                + "allocate, %d not held to it, %.0f s%n", shaders.size(), steady, allocating.size(), skipped.size(),
                (System.nanoTime() - begin) / 1e9);
        skipped.forEach((k, v) -> System.out.println("  " + k + ": " + v));
        allocating.forEach(s -> System.out.println("  ALLOCATES " + s));
        assertTrue(allocating.isEmpty(), () -> "compiled kernels that box vectors:\n" + String.join("\n", allocating));
        assertTrue(steady * 2 > shaders.size(), "most corpus shaders reach a steady state");
    }
}
