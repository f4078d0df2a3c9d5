package dev.tungsten.soft.jit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.exec.MemoryBuffers;
import dev.tungsten.tgsi.exec.SharedMemory;
import dev.tungsten.tgsi.exec.WorkgroupBarrier;
import org.junit.jupiter.api.Test;

/// A compiled compute kernel that stops at barriers and loads and stores buffers and shared
/// memory through its memory steps ([MemoryStep]) allocates nothing once C2 has compiled it,
/// as [JitAllocationTest] asks of the ALU kernels: an allocation would be a boxed vector in the
/// float channels' copies or garbage in the steps.
class JitComputeAllocationTest {
    /// Publishes a float per invocation in shared memory, waits, reads its neighbour's, scales it
    /// (float channels), waits, and stores the sum to a buffer; 32 invocations, one block.
    private static final String SHADER = """
            COMP
            PROPERTY CS_FIXED_BLOCK_WIDTH 32
            PROPERTY CS_FIXED_BLOCK_HEIGHT 1
            PROPERTY CS_FIXED_BLOCK_DEPTH 1
            DCL SV[0], THREAD_ID
            DCL BUFFER[0]
            DCL MEMORY[0], SHARED
            DCL TEMP[0..3]
            IMM[0] UINT32 {4, 1, 31, 0}
            IMM[1] FLT32 {0.5, 3.0, 0.0, 0.0}
              0: UMUL TEMP[0].x, SV[0].xxxx, IMM[0].xxxx
              1: U2F TEMP[1].x, SV[0].xxxx
              2: MUL TEMP[1].x, TEMP[1].xxxx, IMM[1].xxxx
              3: STORE MEMORY[0].x, TEMP[0].xxxx, TEMP[1].xxxx
              4: BARRIER
              5: UADD TEMP[2].x, SV[0].xxxx, IMM[0].yyyy
              6: AND TEMP[2].x, TEMP[2].xxxx, IMM[0].zzzz
              7: UMUL TEMP[2].x, TEMP[2].xxxx, IMM[0].xxxx
              8: LOAD TEMP[3].x, MEMORY[0], TEMP[2].xxxx
              9: MAD TEMP[3].x, TEMP[3].xxxx, IMM[1].yyyy, TEMP[1].xxxx
             10: BARRIER
             11: STORE BUFFER[0].x, TEMP[0].xxxx, TEMP[3].xxxx
             12: END
            """;

    @Test
    void barriersAndMemoryStepsAllocateNothing() {
        TgsiShader shader = Differential.parse(SHADER);
        JitProgram program = JitCompiler.compile(shader, "compute", JitOptions.EXACT);
        assertEquals(2, program.barriers());
        JitInvocation inv = new JitInvocation(program, 32);
        for (int lane = 0; lane < 32; lane++) {
            inv.systemValue(0, 0)[lane] = lane;
        }
        SharedMemory shared = new SharedMemory(128);
        MemoryBuffers buffers = new MemoryBuffers(1).create(0, 128);
        inv.bindSharedMemory(shared);
        inv.bindBuffers(buffers);
        inv.bindBarrier(WorkgroupBarrier.SUSPEND);
        JitAllocationTest.assertSteadyWithoutAllocation("compute", () -> {
            inv.run(-1);
            while (inv.atBarrier()) {
                inv.resume();
            }
        });
        int[] words = buffers.words(0);
        for (int t = 0; t < 32; t++) {
            assertEquals(((t + 1) & 31) * 0.5f * 3.0f + t * 0.5f, Float.intBitsToFloat(words[t]), "invocation " + t);
        }
    }
}
