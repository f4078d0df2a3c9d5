package dev.tungsten.soft;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.GridInfo;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.ShaderBuffer;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Transfer;
import dev.tungsten.pipe.shader.ShaderBackend;
import dev.tungsten.soft.jit.JitBackend;
import dev.tungsten.soft.jit.JitOptions;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.TgsiText;
import org.junit.jupiter.api.Test;

/// Every [ComputeTest] case on the JIT backend, compiled synchronously. Shaders whose barriers
/// lie outside every construct run on the class (it returns at each BARRIER and resumes after
/// it); a barrier inside a construct still sends the shader to the interpreter.
class JitComputeTest extends ComputeTest {
    @Override
    ShaderBackend backend() {
        return new JitBackend(JitOptions.EXACT, false);
    }

    /// Runs [ComputeTest#phases] with `n` invocations a group on a fresh JIT screen and returns
    /// the backend's fallback count.
    private static long runPhases(String shader, int n, int threads) {
        JitBackend jit = new JitBackend(JitOptions.EXACT, false);
        try (SoftScreen screen = new SoftScreen(threads, jit); Context ctx = screen.createContext()) {
            ctx.bindShaderState(Processor.COMP, ctx.createShaderState(new ShaderState(TgsiText.parse(shader, "cs"), n * 4)));
            Resource buf = screen.createResource(ResourceTemplate.buffer(5 * n * 4, Bind.SHADER_BUFFER));
            ctx.setShaderBuffers(Processor.COMP, 0, List.of(ShaderBuffer.of(buf)));
            ctx.launchGrid(new GridInfo(n, 1, 1, 5, 1, 1));
            Transfer t = ctx.map(buf, 0, Box.ofBytes(0, 5 * n * 4), Transfer.READ);
            int[] words = new int[5 * n];
            for (int i = 0; i < words.length; i++) {
                words[i] = t.data().getInt(i * 4);
            }
            ctx.unmap(t);
            assertArrayEquals(phasesExpected(n, 5), words, "work groups of " + n);
            assertTrue(jit.compiled() >= 1);
            return jit.fallbacks();
        }
    }

    @Test
    void barriersOutsideConstructsRunOnTheClass() {
        for (int n : new int[] {8, 24, 40, 72, 96}) {
            assertEquals(0, runPhases(phases(n), n, 2), "work groups of " + n);
        }
        open(0); // the superclass closes its screen after each test
    }

    @Test
    void aBarrierInsideAConstructFallsBackToTheInterpreter() {
        // the second barrier moved into the IF before it: every lane still reaches one
        // (t & 1 is 1 for half of them, who reach it inside the IF), so it is only valid TGSI
        // for the interpreter's lockstep blocks; the JIT must refuse it
        String inside = phases(24).replace("""
                 21: ENDIF
                 22: BARRIER
                """, """
                 21: BARRIER
                 22: ENDIF
                """);
        JitBackend jit = new JitBackend(JitOptions.EXACT, false);
        try (SoftScreen screen = new SoftScreen(0, jit); Context ctx = screen.createContext()) {
            ctx.createShaderState(new ShaderState(TgsiText.parse(inside, "cs"), 96));
            assertEquals(1, jit.fallbacks());
        }
        open(0); // the superclass closes its screen after each test
    }
}
