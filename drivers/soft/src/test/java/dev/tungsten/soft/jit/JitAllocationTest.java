package dev.tungsten.soft.jit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.tungsten.tgsi.TgsiShader;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;

/// Once C2 has compiled a kernel, running it allocates nothing. A Vector API value that C2
/// cannot keep in a register (a lane operation left out of line by the inlining cutoff, a vector
/// crossing a call) becomes an object per operation; the results stay right, so only this
/// catches it. One shader per case that once allocated: an exact SIN after a chain of MADs, a
/// masked 4-channel MAD in a loop, a noise octave (FLR, FRC, four sines, LRP) with fast math, a
/// fast SIN and two MADs under an IF (whose stores' blends C2 left out of line while they called
/// a `VectorOps` method), and a masked ROUND ([#MASKED_ROUND]); see
/// `docs/decisions/0008-jit-operations-as-vector-api-calls.md`.
///
/// Each shader runs on 32-lane blocks until a round of [#ROUND] blocks allocates no byte on this
/// thread (C2 compiles the kernel in the background meanwhile) or [#PATIENCE_NS] passes. The
/// build runs this class in a JVM of its own (the `allocation` execution in the module's pom):
/// what C2 makes of a kernel also depends on what it compiled before in the process.
class JitAllocationTest {
    private static final int ROUND = 4000;
    private static final long PATIENCE_NS = 90_000_000_000L;

    /// 20 dependent MADs, then SIN, DP3, RSQ: the fill-rate benchmark's 20-MAD shader, read from
    /// its one copy (`tests/cases/bench`, which the bench module packages).
    private static final String MAD_SIN = caseFile("bench/fill-mad20.tgsi");

    private static final String NOISE_OCTAVE = """
            FRAG
            DCL IN[0], GENERIC[0], PERSPECTIVE
            DCL OUT[0], COLOR
            DCL TEMP[0..7]
            IMM[0] FLT32 {   12.9898,    78.2330, 43758.5469,     0.0000}
            IMM[1] FLT32 {    1.0000,     0.0000,     2.0000,     3.0000}
            IMM[2] FLT32 {    0.5000,    16.0000,     0.2500,     0.0000}
            MUL TEMP[0].xy, IN[0].xyyy, IMM[2].yyyy
            FLR TEMP[1].xy, TEMP[0].xyyy
            FRC TEMP[2].xy, TEMP[0].xyyy
            MAD TEMP[3].xy, -IMM[1].zzzz, TEMP[2].xyyy, IMM[1].wwww
            MUL TEMP[3].xy, TEMP[3].xyyy, TEMP[2].xyyy
            ADD TEMP[4].xy, TEMP[1].xxxx, IMM[1].yxxx
            ADD TEMP[4].zw, TEMP[1].yyyy, IMM[1].yyyx
            MUL TEMP[5], TEMP[4].xyxy, IMM[0].xxxx
            MAD TEMP[5], TEMP[4].zzww, IMM[0].yyyy, TEMP[5]
            SIN TEMP[6].x, TEMP[5].xxxx
            SIN TEMP[6].y, TEMP[5].yyyy
            SIN TEMP[6].z, TEMP[5].zzzz
            SIN TEMP[6].w, TEMP[5].wwww
            MUL TEMP[6], TEMP[6], IMM[0].zzzz
            FRC TEMP[6], TEMP[6]
            LRP TEMP[5].xy, TEMP[3].xxxx, TEMP[6].ywww, TEMP[6].xzzz
            LRP TEMP[5].x, TEMP[3].yyyy, TEMP[5].yyyy, TEMP[5].xxxx
            MOV OUT[0].xyz, TEMP[5].xxxx
            MOV OUT[0].w, IMM[1].xxxx
            END
            """;

    private static final String MASKED_SINE = """
            FRAG
            DCL IN[0], GENERIC[0], PERSPECTIVE
            DCL OUT[0], COLOR
            DCL TEMP[0..6]
            IMM[0] FLT32 {    0.5000,     2.0000,     3.0000,     0.2500}
            MOV TEMP[0], IN[0]
            MOV TEMP[1], IN[0].yzwx
            MOV TEMP[2], IN[0].zwxy
            FSLT TEMP[3].x, IN[0].xxxx, IMM[0].xxxx
            UIF TEMP[3].xxxx
              SIN TEMP[4].x, TEMP[0].xxxx
              MAD TEMP[5].xy, TEMP[1], TEMP[4].xxxx, TEMP[2]
              MUL TEMP[6].xy, TEMP[5], TEMP[0].wwww
            ENDIF
            ADD OUT[0], TEMP[5], TEMP[6]
            MOV OUT[0].z, TEMP[4].xxxx
            END
            """;

    /// A masked segment with a 3-channel ROUND beside an inline SIN, a MUL and a MAD: it boxed
    /// vectors while ROUND called a `VectorOps` method, with no inlining refusal in C2's compile
    /// log, and allocates nothing with ROUND emitted as Vector API calls.
    private static final String MASKED_ROUND = """
            FRAG
            DCL IN[0], GENERIC[0], PERSPECTIVE
            DCL OUT[0], COLOR
            DCL TEMP[0..5]
            IMM[0] FLT32 {    0.5000,     2.0000,     3.0000,     0.2500}
            MOV TEMP[0], IN[0]
            MOV TEMP[1], IN[0].yzwx
            MOV TEMP[2], IN[0].zwxy
            MOV TEMP[4], IN[0].wxyz
            FSLT TEMP[3].x, IN[0].xxxx, IMM[0].xxxx
            UIF TEMP[3].xxxx
              SIN TEMP[5].x, TEMP[0].xxxx
              MUL TEMP[1].xyz, TEMP[1], TEMP[2]
              ROUND TEMP[4].xyz, TEMP[4]
              MAD TEMP[2].xy, TEMP[2], TEMP[5].xxxx, TEMP[1]
            ENDIF
            ADD OUT[0], TEMP[1], TEMP[2]
            ADD OUT[0].xyz, TEMP[4], TEMP[5].xxxx
            END
            """;

    /// Segments full of FLR, FRC, ROUND and CEIL, up to the segment budget: the most Vector API
    /// calls a segment of these holds (`SegmentBudget.MAX_DIRECT_CALLS`; its C2 node counts are
    /// in `docs/decisions/0005-jit-segment-budgets.md`).
    private static final String ROUNDING = """
            FRAG
            DCL IN[0], GENERIC[0], PERSPECTIVE
            DCL OUT[0], COLOR
            DCL TEMP[0..3]
            IMM[0] FLT32 {   12.9898,    78.2330, 43758.5469,     1.0000}
            MUL TEMP[0], IN[0], IMM[0].xyzx
            FLR TEMP[1].xyz, TEMP[0]
            FLR TEMP[2].xyz, TEMP[0].yzxw
            FRC TEMP[1].xyz, TEMP[1]
            FRC TEMP[2].xyz, TEMP[2].yzxw
            ROUND TEMP[3].xyz, TEMP[0]
            CEIL TEMP[0].xyz, TEMP[0]
            ADD TEMP[1], TEMP[1], TEMP[2]
            ADD TEMP[1], TEMP[1], TEMP[3]
            ADD OUT[0], TEMP[1], TEMP[0]
            END
            """;

    /// The JVM option these results depend on ([KernelCompilePolicy]): without it, C2 compiled
    /// the 20-MAD kernel with boxed vectors in about one run of `FastMathTest` and this class
    /// out of three.
    @Test
    void theJvmRunsWithoutARecompilationCutoff() {
        assertEquals("-1", KernelCompilePolicy.vmOption("PerMethodRecompilationCutoff"),
                "tests must run with " + KernelCompilePolicy.RECOMMENDED_OPTION + " (pom.xml tungsten.jvmArgs)");
    }

    @Test
    void exactSineAfterMadsAllocatesNothing() {
        assertSteadyWithoutAllocation("MAD+SIN", MAD_SIN, JitOptions.EXACT);
    }

    /// The same under the default options (`jit`: the inline SIN).
    @Test
    void fastSineAfterMadsAllocatesNothing() {
        assertSteadyWithoutAllocation("MAD+SIN fast", MAD_SIN, JitOptions.FAST);
    }

    @Test
    void maskedSegmentsInALoopAllocateNothing() {
        assertSteadyWithoutAllocation("IF/ELSE loop", JitSmokeTest.IF_ELSE_LOOP, JitOptions.EXACT);
    }

    @Test
    void fastNoiseOctaveAllocatesNothing() {
        assertSteadyWithoutAllocation("noise octave", NOISE_OCTAVE, JitOptions.FAST);
    }

    /// A masked segment (half the lanes take the IF) with an inline SIN and stores blended
    /// under the mask.
    @Test
    void maskedFastSineAllocatesNothing() {
        assertSteadyWithoutAllocation("masked SIN", MASKED_SINE, JitOptions.FAST);
    }

    @Test
    void maskedRoundAllocatesNothing() {
        assertSteadyWithoutAllocation("masked ROUND", MASKED_ROUND, JitOptions.FAST);
    }

    /// A register read as integers and written as floats, so reinterpreted at each step
    /// (`VectorOps.asInt`, `asFloat`): the hot-opcode benchmark's chain of 32 I2Fs, and two under a
    /// lane mask. This failed in whole-module runs only, twice over: `asInt` had been compiled on
    /// its own first, past `InlineSmallCode`, and stayed a call in the kernel (`KernelCompilePolicy`
    /// now forces those helpers inline; a check by hand: with
    /// `-Dtungsten.testArgs=-XX:InlineSmallCode=300` most cases here fail without the directive),
    /// and, after thousands of other kernels in the same JVM, C2 sometimes left the reinterpret
    /// or the conversion as the Vector API's allocating Java fallback (so these checks run in a
    /// JVM of their own, see the module's pom).
    @Test
    void registersReadWithBothTypesAllocateNothing() {
        assertSteadyWithoutAllocation("I2F chain", caseFile("bench/hot-i2f.tgsi"), JitOptions.FAST);
        assertSteadyWithoutAllocation("masked I2F", MASKED_REINTERPRET, JitOptions.FAST);
    }

    private static final String MASKED_REINTERPRET = """
            FRAG
            DCL IN[0], GENERIC[0], LINEAR
            DCL OUT[0], COLOR
            DCL TEMP[0..1]
            IMM[0] FLT32 {0.5, 0.0, 0.0, 0.0}
            MOV TEMP[0], IN[0]
            FSLT TEMP[1].x, TEMP[0].xxxx, IMM[0].xxxx
            UIF TEMP[1].xxxx
              I2F TEMP[0], TEMP[0].yzwx
              I2F TEMP[0], TEMP[0].zwxy
            ENDIF
            MOV OUT[0], TEMP[0]
            END
            """;

    @Test
    void fullRoundingSegmentsAllocateNothing() {
        assertSteadyWithoutAllocation("rounding", ROUNDING, JitOptions.FAST);
    }

    /// `tests/cases/PATH` of the repository (`tungsten.root`, set by the build).
    private static String caseFile(String path) {
        try {
            return Files.readString(Path.of(System.getProperty("tungsten.root", "../..")).resolve("tests/cases").resolve(path));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void assertSteadyWithoutAllocation(String name, String text, JitOptions options) {
        TgsiShader shader = Differential.parse(text);
        JitInvocation inv = new JitInvocation(JitCompiler.compile(shader, name, options), 32);
        for (int lane = 0; lane < 32; lane++) {
            for (int c = 0; c < 4; c++) {
                // 0.05 .. 0.95 across the block, like a varying over a quad
                inv.input(0, c)[lane] = Float.floatToRawIntBits(0.05f + 0.9f * ((lane * 7 + c * 5) % 32) / 31f);
            }
        }
        assertSteadyWithoutAllocation(name, () -> inv.run(-1));
    }

    /// Runs `block` in rounds of [#ROUND] until a round allocates nothing, for at most
    /// [#PATIENCE_NS] (C2 compiles the kernel meanwhile), and fails if the last round allocated.
    static void assertSteadyWithoutAllocation(String name, Runnable block) {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long start = System.nanoTime(), bytes;
        int rounds = 0;
        do {
            long before = threads.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < ROUND; i++) {
                block.run();
            }
            bytes = threads.getCurrentThreadAllocatedBytes() - before;
            rounds++;
        } while (bytes != 0 && System.nanoTime() - start < PATIENCE_NS);
        System.out.printf("JIT allocation, %s: %d bytes in the last round of %d blocks, after %d rounds, %.1f s%n",
                name, bytes, ROUND, rounds, (System.nanoTime() - start) / 1e9);
        if (bytes != 0) {
            assertEquals(0, bytes, name + ": the compiled kernel still allocates (" + bytes / ROUND
                    + " bytes a block); where, sampled by JFR:\n" + allocationSites(block));
        }
    }

    /// Where one more round of `block` allocates: JFR's allocation events of this thread (one per
    /// TLAB refill, with the stack), counted by class and the innermost frames. Whether C2 leaves
    /// a call out of line depends on what the JVM compiled before, so a failure here may not come
    /// back on another run; this says which operation boxed.
    private static String allocationSites(Runnable block) {
        try (Recording recording = new Recording()) {
            recording.enable("jdk.ObjectAllocationInNewTLAB").withStackTrace();
            recording.enable("jdk.ObjectAllocationOutsideTLAB").withStackTrace();
            recording.start();
            for (int i = 0; i < ROUND; i++) {
                block.run();
            }
            recording.stop();
            Path file = Files.createTempFile("jit-allocation", ".jfr");
            try {
                recording.dump(file);
                Map<String, Integer> sites = new HashMap<>();
                long thread = Thread.currentThread().threadId();
                for (RecordedEvent event : RecordingFile.readAllEvents(file)) {
                    if (event.getThread() == null || event.getThread().getJavaThreadId() != thread) {
                        continue;
                    }
                    StringBuilder site = new StringBuilder(event.getClass("objectClass").getName());
                    RecordedStackTrace stack = event.getStackTrace();
                    List<RecordedFrame> frames = stack == null ? List.of() : stack.getFrames();
                    // deeper with -Dtungsten.allocationFrames=N, to see which compiled method inlined the site
                    int depth = Integer.getInteger("tungsten.allocationFrames", 4);
                    for (RecordedFrame frame : frames.subList(0, Math.min(depth, frames.size()))) {
                        site.append("\n      at ").append(frame.getMethod().getType().getName()).append('.')
                                .append(frame.getMethod().getName()).append(" bci ").append(frame.getBytecodeIndex())
                                .append(' ').append(frame.getType());
                    }
                    sites.merge(site.toString(), 1, Integer::sum);
                }
                StringBuilder out = new StringBuilder();
                sites.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed()).limit(6)
                        .forEach(e -> out.append("  ").append(e.getValue()).append(" x ").append(e.getKey()).append('\n'));
                return out.isEmpty() ? "  (no allocation event on this thread)\n" : out.toString();
            } finally {
                Files.deleteIfExists(file);
            }
        } catch (IOException | RuntimeException e) {
            return "  (JFR unavailable: " + e + ")\n";
        }
    }
}
