package dev.tungsten.soft;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tungsten.soft.jit.JitBackend;
import dev.tungsten.soft.jit.JitOptions;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.TgsiText;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/// The direct fragment path of [JitDirectPathTest] allocates nothing per block once compiled.
/// Apart from it because the build runs allocation checks in a JVM of their own (the
/// `allocation` execution in the module's pom): after thousands of other kernels in one process,
/// C2 now and then compiles a Vector API operation as its allocating Java fallback.
class JitDirectPathAllocationTest {
    private static final String VS = FastPathReference.VS;
    private static final String MIX = FastPathReference.MIX;

    private static float[] quad() {
        return FastPathReference.quad(0, 0);
    }

    /// Once C2 has compiled the kernel and the stages, a frame of whole blocks allocates no more
    /// than the draw's own bookkeeping: the plain write once ran the Vector API's Java fallback
    /// for its masked row stores on AVX2 (an int vector's masked store into a `byte[]` needs
    /// AVX-512), a mask and arrays per row. A 256x256 target is 4,096 blocks, so a per-row or
    /// per-block allocation shows as hundreds of kilobytes a frame; the draw, scene and fence
    /// take a few. Rasterized on this thread (0 rasterizer threads) so its allocation counter
    /// sees every stage; the shader compiles synchronously and C2 takes it in the background
    /// while frames run, up to [#PATIENCE_NS]. Fast paths only: the general ones allocate per batch.
    @Test
    void wholeBlockFramesAllocateNothingPerBlockOnceCompiled() {
        Assumptions.assumeFalse(QuadStage.NO_FAST_PATH,
                "the general paths are not held to this: they copy lane arrays per batch, and this test is about the direct path");
        int size = 256;
        long perFrameLimit = 64 * 1024;
        var threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        try (SoftRig rig = new SoftRig(size, size, PipeFormat.R8G8B8A8_UNORM, null, 0, new JitBackend(JitOptions.FAST, false))) {
            rig.shaders(TgsiText.parse(VS, "vs"), TgsiText.parse(MIX, "fs"));
            rig.vertices(3, quad());
            long start = System.nanoTime(), best = Long.MAX_VALUE;
            while (System.nanoTime() - start < PATIENCE_NS) {
                long before = threads.getCurrentThreadAllocatedBytes();
                for (int i = 0; i < FRAMES; i++) {
                    rig.draw(PrimitiveType.TRIANGLES, 6);
                    rig.ctx.flush();
                }
                best = Math.min(best, (threads.getCurrentThreadAllocatedBytes() - before) / FRAMES);
                if (best <= perFrameLimit) {
                    return;
                }
            }
            assertTrue(best <= perFrameLimit, "a " + size + "x" + size + " frame of whole blocks allocated " + best
                    + " bytes at best, more than " + perFrameLimit);
        }
    }

    private static final int FRAMES = 20;
    private static final long PATIENCE_NS = 90_000_000_000L;
}
