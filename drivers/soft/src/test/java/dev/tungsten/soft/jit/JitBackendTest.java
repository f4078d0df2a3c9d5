package dev.tungsten.soft.jit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;

import dev.tungsten.pipe.shader.InterpreterBackend;
import dev.tungsten.pipe.shader.ShaderInvocation;
import dev.tungsten.pipe.shader.ShaderLanes;
import dev.tungsten.pipe.shader.ShaderProgram;
import dev.tungsten.pipe.shader.ShaderResources;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiText;
import dev.tungsten.tgsi.exec.ExecLimitException;
import dev.tungsten.tgsi.exec.ExecProgram;
import org.junit.jupiter.api.Test;

/// The JIT as the software driver's backend: the cache, fallback to the interpreter (counted,
/// with a reason), the switch from interpreter to class while a background compile finishes,
/// shaders too large or too deeply nested for one method, and a runaway loop. Every comparison
/// with the interpreter is bit for bit (the backend's default options are exact).
class JitBackendTest {
    private static final String MAD = """
            FRAG
            DCL IN[0], GENERIC[0], LINEAR
            DCL OUT[0], COLOR
            DCL CONST[0]
            DCL TEMP[0]
            IMM[0] FLT32 {0.5, 2.0, -1.0, 3.0}
            MAD TEMP[0], IN[0], IMM[0], CONST[0]
            MUL OUT[0], TEMP[0], IN[0].wzyx
            END
            """;

    private static final ShaderResources CONSTANTS = index -> index == 0
            ? new int[] {Float.floatToRawIntBits(0.25f), Float.floatToRawIntBits(-4f), 0, Float.floatToRawIntBits(1e6f)}
            : null;

    private static TgsiShader parse(String text) {
        return TgsiText.parse(text, "test");
    }

    /// Runs `program` on 32 lanes with inputs derived from the lane number; returns OUT[0..n).
    private static int[][] run(ShaderProgram program, ShaderInvocation inv) {
        ShaderLanes l = inv.lanes();
        l.count = 32;
        l.liveMask = -1;
        for (int i = 0; i < l.inputs.length; i++) {
            for (int lane = 0; lane < 32; lane++) {
                l.inputs[i][lane] = Float.floatToRawIntBits(lane * 0.75f - i * 1.5f);
            }
        }
        inv.run(CONSTANTS);
        int[][] out = new int[program.io().outputRegisters() * 4][];
        for (int i = 0; i < out.length; i++) {
            out[i] = java.util.Arrays.copyOf(l.outputs[i], 32);
        }
        return out;
    }

    private static int[][] interpreted(TgsiShader shader) {
        ShaderProgram p = new InterpreterBackend().compile(shader);
        return run(p, p.newInvocation(32));
    }

    @Test
    void aCompiledShaderRunsTheClassAndTheCacheReusesIt() {
        JitBackend backend = new JitBackend(JitOptions.EXACT, false);
        JitBackend.Program a = (JitBackend.Program) backend.compile(parse(MAD));
        JitBackend.Program b = (JitBackend.Program) backend.compile(parse(MAD));
        assertNotNull(a.jitProgram());
        assertSame(a.jitProgram(), b.jitProgram(), "the same tokens and options reuse the loaded class");
        assertEquals(2, backend.compiled());
        assertEquals(0, backend.fallbacks());
        ShaderInvocation inv = a.newInvocation(32);
        int[][] out = run(a, inv);
        assertTrue(((JitBackend.HybridInvocation) inv).compiled());
        assertArrayEquals(interpreted(parse(MAD)), out);
        JitBackend.Program fast = (JitBackend.Program) new JitBackend(JitOptions.FAST, false).compile(parse(MAD));
        assertNotSame(a.jitProgram(), fast.jitProgram(), "the options are part of the cache key");
    }

    @Test
    void aShaderTheJitCannotRunFallsBackCountedWithItsReason() {
        String cs = """
                COMP
                PROPERTY CS_FIXED_BLOCK_WIDTH 4
                PROPERTY CS_FIXED_BLOCK_HEIGHT 1
                PROPERTY CS_FIXED_BLOCK_DEPTH 1
                DCL SV[0], THREAD_ID
                DCL TEMP[0]
                MOV TEMP[0], SV[0]
                UIF TEMP[0].xxxx
                  BARRIER
                ENDIF
                END
                """;
        JitBackend backend = new JitBackend(JitOptions.EXACT, false);
        JitBackend.Program p = (JitBackend.Program) backend.compile(parse(cs));
        assertNull(p.jitProgram());
        assertTrue(p.fallbackReason().contains("BARRIER"), p.fallbackReason());
        assertEquals(1, backend.fallbacks());
        assertEquals(0, backend.compiled());
        assertFalse(p.newInvocation(4) instanceof JitBackend.HybridInvocation, "a refused shader runs on the interpreter directly");
    }

    @Test
    void malformedShadersFailAsOnTheInterpreter() {
        String bad = """
                FRAG
                DCL OUT[0], COLOR
                DCL TEMP[0]
                MOV OUT[0], TEMP[0]
                ENDIF
                END
                """;
        TgsiException interp = assertThrows(TgsiException.class, () -> new InterpreterBackend().compile(parse(bad)));
        TgsiException jit = assertThrows(TgsiException.class, () -> new JitBackend(JitOptions.EXACT, true).compile(parse(bad)));
        assertEquals(interp.getMessage(), jit.getMessage());
    }

    @Test
    void runsInterpretedUntilTheBackgroundCompileFinishesThenSwitches() {
        TgsiShader shader = parse(MAD);
        CompletableFuture<JitBackend.Compiled> pending = new CompletableFuture<>();
        JitBackend.Program p = new JitBackend.Program(shader, new InterpreterBackend().compile(shader),
                ExecProgram.compile(shader, "test"), pending);
        ShaderInvocation inv = p.newInvocation(32);
        ShaderLanes lanes = inv.lanes();
        int[][] before = run(p, inv);
        assertFalse(((JitBackend.HybridInvocation) inv).compiled());
        pending.complete(new JitBackend.Compiled(JitCompiler.compile(shader, "test", JitOptions.EXACT), null));
        int[][] after = run(p, inv);
        assertTrue(((JitBackend.HybridInvocation) inv).compiled());
        assertSame(lanes, inv.lanes(), "the driver keeps one ShaderLanes for the invocation's life");
        assertArrayEquals(before, after);
        assertArrayEquals(interpreted(shader), after);
    }

    @Test
    void aLongShaderIsSplitIntoSegmentMethods() {
        StringBuilder text = fragmentPrologue("0.999, 0.001, 1.0, 0.0");
        for (int i = 0; i < 6000; i++) {
            text.append(i % 2 == 0 ? "MAD TEMP[1], TEMP[0], IMM[0].xxxx, IMM[0].yyyy\n" : "MAD TEMP[0], TEMP[1], IMM[0].xxxx, IMM[0].yyyy\n");
        }
        text.append("MOV OUT[0], TEMP[0]\nEND\n");
        TgsiShader shader = parse(text.toString());
        JitBackend backend = new JitBackend(JitOptions.EXACT, false);
        JitBackend.Program p = (JitBackend.Program) backend.compile(shader);
        assertNotNull(p.jitProgram(), p.fallbackReason());
        // far more bytecode than one method may hold (8000 bytes), in methods that each fit
        assertTrue(p.jitProgram().codeSize() > 100_000, p.jitProgram().toString());
        assertTrue(JitCompiler.largestMethod(JitCompiler.classBytes(shader, "t", JitOptions.EXACT))
                <= JitCompiler.HUGE_METHOD_LIMIT);
        assertEquals(0, backend.fallbacks());
        assertArrayEquals(interpreted(shader), run(p, p.newInvocation(32)));
    }

    @Test
    void aShaderTooLargeOnceCallsAreInlinedFallsBackAndStillRuns() {
        StringBuilder text = fragmentPrologue("0.999, 0.001, 1.0, 0.0");
        for (int i = 0; i < 100; i++) {
            text.append("CAL :103\n");
        }
        text.append("MOV OUT[0], TEMP[0]\nEND\nBGNSUB\n");
        for (int i = 0; i < 300; i++) {
            text.append("MAD TEMP[0], TEMP[0], IMM[0].xxxx, IMM[0].yyyy\n");
        }
        text.append("RET\nENDSUB\nEND\n");
        TgsiShader shader = parse(text.toString());
        JitBackend backend = new JitBackend(JitOptions.EXACT, false);
        JitBackend.Program p = (JitBackend.Program) backend.compile(shader);
        assertNull(p.jitProgram());
        assertTrue(p.fallbackReason().contains("inlining"), p.fallbackReason());
        assertEquals(1, backend.fallbacks());
        assertArrayEquals(interpreted(shader), run(p, p.newInvocation(32)));
    }

    @Test
    void twoHundredNestedBranchesGiveTheInterpretersResults() {
        StringBuilder text = fragmentPrologue("1.0, 0.5, 3.0, 0.0");
        for (int i = 0; i < 200; i++) {
            text.append("FSLT TEMP[1].x, IMM[0].wwww, TEMP[0].xxxx\nUIF TEMP[1].xxxx\nADD TEMP[0], TEMP[0], -IMM[0].yyyy\n");
        }
        for (int i = 0; i < 200; i++) {
            text.append("ELSE\nADD TEMP[0].y, TEMP[0].yyyy, IMM[0].xxxx\nENDIF\n");
        }
        text.append("MOV OUT[0], TEMP[0]\nEND\n");
        TgsiShader shader = parse(text.toString());
        JitBackend backend = new JitBackend(JitOptions.EXACT, false);
        JitBackend.Program p = (JitBackend.Program) backend.compile(shader);
        assertEquals(1, backend.compiled() + backend.fallbacks());
        assertArrayEquals(interpreted(shader), run(p, p.newInvocation(32)),
                "compiled or not (" + p.fallbackReason() + "), the results are the interpreter's");
    }

    @Test
    void aRunawayLoopStopsAtTheInstructionBudget() {
        TgsiShader shader = parse("""
                FRAG
                DCL IN[0], GENERIC[0], LINEAR
                DCL OUT[0], COLOR
                DCL TEMP[0]
                IMM[0] FLT32 {1.0, 0.0, 0.0, 0.0}
                MOV TEMP[0], IN[0]
                BGNLOOP
                  ADD TEMP[0], TEMP[0], IMM[0]
                ENDLOOP
                MOV OUT[0], TEMP[0]
                END
                """);
        JitBackend.Program p = (JitBackend.Program) new JitBackend(JitOptions.EXACT, false).compile(shader);
        assertNotNull(p.jitProgram());
        ShaderInvocation inv = p.newInvocation(32);
        TgsiException e = assertThrows(TgsiException.class, () -> run(p, inv));
        assertInstanceOf(ExecLimitException.class, e);
        TgsiException interp = assertThrows(TgsiException.class, () -> interpreted(shader));
        assertEquals(interp.getMessage(), e.getMessage(), "the interpreter's error, at the same instruction");
        assertEquals(interp.location(), e.location());
        assertTrue(((JitBackend.HybridInvocation) inv).compiled(), "the next block runs the class again");
    }

    @Test
    void subgroupOperationsSeeTheWholeBlockOnTheClass() {
        // BALLOT's subgroup is the block; the class runs the block as one, as the interpreter.
        TgsiShader shader = parse("""
                FRAG
                DCL IN[0], GENERIC[0], LINEAR
                DCL OUT[0], COLOR
                IMM[0] FLT32 {10.0, 0.0, 0.0, 0.0}
                DCL TEMP[0]
                FSLT TEMP[0].x, IN[0].xxxx, IMM[0].xxxx
                BALLOT OUT[0], TEMP[0].xxxx
                END
                """);
        JitBackend.Program p = (JitBackend.Program) new JitBackend(JitOptions.EXACT, false).compile(shader);
        assertNotNull(p.jitProgram());
        ShaderInvocation wide = p.newInvocation(32);
        assertTrue(wide instanceof JitBackend.HybridInvocation);
        assertArrayEquals(interpreted(shader), run(p, wide), "the ballot of all 32 lanes");
        assertTrue(((JitBackend.HybridInvocation) wide).compiled());
    }

    /// A fragment shader's start for the size tests: one input copied to TEMP[0], and IMM[0].
    private static StringBuilder fragmentPrologue(String immediates) {
        return new StringBuilder("""
                FRAG
                DCL IN[0], GENERIC[0], LINEAR
                DCL OUT[0], COLOR
                DCL TEMP[0..1]
                IMM[0] FLT32 {%s}
                MOV TEMP[0], IN[0]
                """.formatted(immediates));
    }
}
