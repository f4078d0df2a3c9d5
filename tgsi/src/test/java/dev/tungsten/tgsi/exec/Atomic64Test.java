package dev.tungsten.tgsi.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/// The 64-bit form of the atomics (memory format R64_UINT / R64_SINT, decision 0022): each
/// operation on whole 64-bit values, and atomicity when several threads share one memory.
class Atomic64Test {
    @Test
    void everyOperationActsOnWholeSixtyFourBitValues() {
        long m1 = -1L;
        assertEquals(0x1_0000_0000L, AtomicOp.UADD.apply64(0xFFFF_FFFFL, 1, 0), "the carry reaches the high word");
        assertEquals(5, AtomicOp.XCHG.apply64(m1, 5, 0));
        assertEquals(9, AtomicOp.CAS.apply64(0x1_0000_0007L, 9, 0x1_0000_0007L));
        assertEquals(0x1_0000_0007L, AtomicOp.CAS.apply64(0x1_0000_0007L, 9, 7), "a low-word match is no match");
        assertEquals(0x1_0000_0000L, AtomicOp.AND.apply64(0x1_8000_0000L, 0xF_0000_0000L, 0));
        assertEquals(0x3_0000_0001L, AtomicOp.OR.apply64(0x2_0000_0001L, 0x1_0000_0000L, 0));
        assertEquals(0x1_0000_0001L, AtomicOp.XOR.apply64(m1, 0xFFFF_FFFE_FFFF_FFFEL, 0));
        assertEquals(1, AtomicOp.UMIN.apply64(m1, 1, 0), "unsigned: all ones is the largest");
        assertEquals(m1, AtomicOp.UMAX.apply64(m1, 1, 0));
        assertEquals(m1, AtomicOp.IMIN.apply64(m1, 1, 0), "signed: all ones is -1");
        assertEquals(1, AtomicOp.IMAX.apply64(m1, 1, 0));
    }

    @Test
    void concurrentAddsLoseNothingAndCarryAcrossWords() throws InterruptedException {
        MemoryBuffers memory = new MemoryBuffers(1);
        memory.create(0, 16);
        SharedMemory shared = new SharedMemory(16);
        int threads = 4;
        int adds = 20_000;
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            workers.add(Thread.ofPlatform().start(() -> {
                for (int i = 0; i < adds; i++) {
                    memory.atomic64(0, 8, AtomicOp.UADD, 0xFFFF_FFFFL, 0);
                    shared.atomic64(0, 0, AtomicOp.UADD, 0x1_0000_0001L, 0);
                }
            }));
        }
        for (Thread w : workers) {
            w.join();
        }
        long n = (long) threads * adds;
        assertEquals(n * 0xFFFF_FFFFL, memory.atomic64(0, 8, AtomicOp.OR, 0, 0));
        assertEquals(n * 0x1_0000_0001L, shared.atomic64(0, 0, AtomicOp.OR, 0, 0));
        assertEquals((int) (n * 0xFFFF_FFFFL), memory.words(0)[2], "low word first");
        assertEquals((int) (n * 0xFFFF_FFFFL >>> 32), memory.words(0)[3]);
    }
}
