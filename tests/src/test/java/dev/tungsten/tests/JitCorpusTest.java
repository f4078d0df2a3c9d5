package dev.tungsten.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import dev.tungsten.soft.jit.JitCompiler;
import dev.tungsten.soft.jit.JitOptions;
import dev.tungsten.soft.jit.JitUnsupportedException;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.exec.ExecException;
import org.junit.jupiter.api.Test;

/// The JIT over the TGSI corpus: every shader our assembler accepts either becomes a loaded
/// class, is refused by the JIT with a reason (it then runs on the interpreter), or is refused by
/// the interpreter's compiler exactly as the `interp` backend refuses it; nothing else escapes.
/// Prints the compile latency (TGSI to loaded hidden class) of a second pass, after the first
/// has warmed up the class generator, and of the first: median and maximum. Timing is reported,
/// never asserted.
class JitCorpusTest {
    @Test
    void everyCorpusShaderCompilesOrFallsBackWithAReason() {
        Path corpus = SharedShelf.require("corpus");
        Map<String, TgsiShader> shaders = GlslCorpus.text(corpus, new ArrayList<>());
        Map<String, String> refused = new TreeMap<>();
        Map<String, String> rejected = new TreeMap<>();
        long[] first = new long[shaders.size()], second = new long[shaders.size()];
        int compiled = 0;
        for (int pass = 0; pass < 2; pass++) {
            int i = 0;
            for (Map.Entry<String, TgsiShader> e : shaders.entrySet()) {
                long t0 = System.nanoTime();
                try {
                    JitCompiler.compile(e.getValue(), e.getKey(), JitOptions.FAST); // the driver's default
                    compiled += pass;
                } catch (JitUnsupportedException ex) {
                    refused.put(e.getKey(), ex.getMessage());
                } catch (ExecException ex) {
                    rejected.put(e.getKey(), ex.getMessage());
                }
                (pass == 0 ? first : second)[i++] = System.nanoTime() - t0;
            }
        }
        Arrays.sort(first);
        Arrays.sort(second);
        System.out.printf(Locale.ROOT, "JIT over the TGSI corpus: %d shaders, %d compiled to classes, %d run on the "
                + "interpreter (JIT refused), %d refused by the interpreter's compiler too%n", shaders.size(), compiled,
                refused.size(), rejected.size());
        System.out.printf(Locale.ROOT, "compile latency, warm: median %.2f ms, max %.2f ms; first pass: median %.2f ms, max %.2f ms%n",
                second[second.length / 2] / 1e6, second[second.length - 1] / 1e6, first[first.length / 2] / 1e6,
                first[first.length - 1] / 1e6);
        refused.forEach((k, v) -> System.out.println("  JIT refused " + k + ": " + v));
        rejected.forEach((k, v) -> System.out.println("  interpreter refused " + k + ": " + v));
        assertEquals(shaders.size(), compiled + refused.size() + rejected.size());
        assertTrue(compiled * 2 > shaders.size(), "most corpus shaders compile to classes");
    }
}
