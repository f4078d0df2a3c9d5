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
    }

    /// LOAD and STORE through [dev.tungsten.soft.jit] memory steps against the interpreter, word
    /// for word: swizzled and partly out-of-bounds buffer loads, unaligned shared-memory stores and
    /// loads, a load into its own address register, partial write masks, every lane storing to
    /// one immediate address (the last lane's words win, as lanes run in order), under a
    /// divergent IF across a work group of two blocks, float and word home registers.
    @Test
    void memoryStepsMatchTheInterpreterWordForWord() {
        String cs = """
                COMP
                PROPERTY CS_FIXED_BLOCK_WIDTH 40
                PROPERTY CS_FIXED_BLOCK_HEIGHT 1
                PROPERTY CS_FIXED_BLOCK_DEPTH 1
                DCL SV[0], THREAD_ID
                DCL BUFFER[0]
                DCL BUFFER[1]
                DCL MEMORY[0], SHARED
                DCL TEMP[0..4]
                IMM[0] UINT32 {4, 1, 3, 2}
                IMM[1] UINT32 {160, 8, 0, 0}
                IMM[2] FLT32 {1.5, 2.5, -0.0, 3.0}
                  0: UMUL TEMP[0].x, SV[0].xxxx, IMM[0].xxxx
                  1: UMAD TEMP[0].y, SV[0].xxxx, IMM[0].zzzz, IMM[0].yyyy
                  2: LOAD TEMP[1], BUFFER[1], TEMP[0].xxxx
                  3: LOAD TEMP[2].xyw, BUFFER[1].zxyy, TEMP[0].xxxx
                  4: AND TEMP[3].x, SV[0].xxxx, IMM[0].yyyy
                  5: UIF TEMP[3].xxxx
                  6:   STORE MEMORY[0].xy, TEMP[0].yyyy, TEMP[1]
                  7:   LOAD TEMP[0].xy, BUFFER[1].yxzw, TEMP[0].xxxx
                  8: ELSE
                  9:   STORE BUFFER[0].xzw, TEMP[0].xxxx, TEMP[2]
                 10: ENDIF
                 11: ADD TEMP[4], TEMP[1], IMM[2]
                 12: STORE BUFFER[0].xy, IMM[1].xxxx, TEMP[4]
                 13: LOAD TEMP[3].xy, MEMORY[0], TEMP[0].yyyy
                 14: UMAD TEMP[0].z, SV[0].xxxx, IMM[1].yyyy, IMM[1].xxxx
                 15: STORE BUFFER[0].xy, TEMP[0].zzzz, TEMP[3]
                 16: UMAD TEMP[0].w, SV[0].xxxx, IMM[0].xxxx, IMM[1].xxxx
                 17: UADD TEMP[0].w, TEMP[0].wwww, IMM[1].xxxx
                 18: STORE BUFFER[0].x, TEMP[0].wwww, TEMP[0].xxxx
                 19: END
                """;
        int[] interpreted = runMemory(new dev.tungsten.pipe.shader.InterpreterBackend(), cs);
        JitBackend jit = new JitBackend(JitOptions.EXACT, false);
        int[] compiled = runMemory(jit, cs);
        assertEquals(0, jit.fallbacks());
        assertArrayEquals(interpreted, compiled);
    }

    private static int[] runMemory(ShaderBackend backend, String cs) {
        try (SoftScreen screen = new SoftScreen(0, backend); Context ctx = screen.createContext()) {
            ctx.bindShaderState(Processor.COMP, ctx.createShaderState(new ShaderState(TgsiText.parse(cs, "cs"), 200)));
            Resource out = screen.createResource(ResourceTemplate.buffer(640, Bind.SHADER_BUFFER));
            Resource in = screen.createResource(ResourceTemplate.buffer(160, Bind.SHADER_BUFFER));
            byte[] data = new byte[160];
            for (int i = 0; i < data.length; i++) {
                data[i] = (byte) (i * 37 + 11);
            }
            ctx.bufferSubdata(in, 0, data);
            ctx.setShaderBuffers(Processor.COMP, 0, List.of(ShaderBuffer.of(out), ShaderBuffer.of(in)));
            ctx.launchGrid(new GridInfo(40, 1, 1, 3, 1, 1));
            Transfer t = ctx.map(out, 0, Box.ofBytes(0, 640), Transfer.READ);
            int[] words = new int[160];
            for (int i = 0; i < words.length; i++) {
                words[i] = t.data().getInt(i * 4);
            }
            ctx.unmap(t);
            return words;
        }
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
    }
}
