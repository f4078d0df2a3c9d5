package dev.tungsten.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

/// The kernel warm-up reads HotSpot's compile queue, renders at least the frames asked for, and
/// reports whether it stopped because C2 was done or because time ran out.
class KernelWarmupTest {
    @Test
    void hotSpotSaysWhatItIsCompiling() {
        assertTrue(KernelWarmup.pendingKernelMethods() >= 0, "the DiagnosticCommand MBean answers on HotSpot");
    }

    @Test
    void withNothingToCompileItStopsAfterTheLeastFramesAndTwoQuietOnes() {
        AtomicInteger frames = new AtomicInteger();
        KernelWarmup.Result r = KernelWarmup.run(frames::incrementAndGet, 3, 120);
        assertTrue(r.settled());
        assertEquals(frames.get(), r.frames());
        assertTrue(r.frames() >= 3, r.frames() + " frames");
        AtomicInteger one = new AtomicInteger();
        KernelWarmup.Result quick = KernelWarmup.run(one::incrementAndGet, 1, 0);
        assertEquals(1, quick.frames(), "the time limit ends it after the least frames");
        assertFalse(quick.settled(), "one quiet frame is not two");
    }
}
