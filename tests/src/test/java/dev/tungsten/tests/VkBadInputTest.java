package dev.tungsten.tests;

import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiText;
import dev.tungsten.vk.SpirvTools;
import dev.tungsten.vk.TgsiQuadRunner;
import dev.tungsten.vk.VkTestSupport;
import dev.tungsten.vk.VulkanDevice;
import dev.tungsten.vk.spirv.SpirvOptions;
import dev.tungsten.vk.spirv.SpirvTranslator;
import dev.tungsten.vk.spirv.SpirvUnsupportedException;

import static org.junit.jupiter.api.Assertions.*;

/// Bad shaders on Vulkan (lavapipe, validation layer on, every message an exception, leaks
/// reported at close): a loop that never ends finishes through the translator's loop guard and
/// leaves the device working; indirect TEMP and CONST accesses out of range read 0 and drop
/// their writes, lane by lane, exactly as the reference interpreter does; malformed shaders are
/// typed, located exceptions before any Vulkan object exists.
class VkBadInputTest {
    /// The translator's bound (`Flow.LOOP_LIMIT`): iterations of all of an invocation's loops together.
    private static final int LOOP_LIMIT = 1 << 24;

    private static VulkanDevice device;
    private static TgsiQuadRunner runner;

    @BeforeAll
    static void open() {
        device = VkTestSupport.device();
        runner = new TgsiQuadRunner(device);
    }

    @AfterAll
    static void close() {
        if (device != null) {
            runner.close();
            device.close(); // throws on leaked objects and on validation messages outside calls
        }
    }

    private static TgsiShader asm(String text) {
        return TgsiText.parse(text, "bad-input");
    }

    /// OUT[0] of lane `lane` on Vulkan.
    private static int[][] vulkan(TgsiShader shader, int[] constants) {
        return runner.run(shader, new int[][] {constants}, Map.of()).outputs().get(0);
    }

    private static final String COUNTER = """
            FRAG
            DCL OUT[0], COLOR
            DCL TEMP[0]
            IMM[0] UINT32 {1, 0, 7, 0}
            MOV TEMP[0], IMM[0].yyyy
            BGNLOOP
              UADD TEMP[0].x, TEMP[0].xxxx, IMM[0].xxxx
            %s
            ENDLOOP
            MOV TEMP[0].y, IMM[0].zzzz
            MOV OUT[0], TEMP[0]
            END
            """;

    private static final String PLAIN = """
            FRAG
            DCL OUT[0], COLOR
            IMM[0] UINT32 {5, 6, 7, 8}
            MOV OUT[0], IMM[0]
            END
            """;

    /// The translator leaves every loop once an invocation has run [#LOOP_LIMIT] iterations. A device may stop sooner:
    /// lavapipe compiles through llvmpipe's gallivm, whose own loop limiter leaves a loop after
    /// 65535 iterations, so there the count shows the device's limit and the module is checked
    /// for the translator's guard as well (on a GPU the guard itself ends the loop).
    @Test
    void aLoopThatNeverEndsFinishesAndLaterDrawsAreUnaffected() {
        // A bare endless loop, and one whose every iteration ends in CONT (the guard counts in
        // the continue block, which CONT reaches).
        for (String body : new String[] {"", "  CONT"}) {
            TgsiShader shader = asm(COUNTER.formatted(body));
            String spirv = SpirvTools.disassemble(SpirvTranslator.translate(shader, SpirvOptions.defaults()).words());
            assertTrue(spirv.contains("%uint_" + LOOP_LIMIT + " = OpConstant %uint " + LOOP_LIMIT), spirv);
            assertTrue(spirv.contains("OpULessThan %bool") && spirv.contains("%uint_" + LOOP_LIMIT + "\n"), spirv);
            long start = System.nanoTime();
            int[][] out = vulkan(shader, new int[4]);
            double seconds = (System.nanoTime() - start) / 1e9;
            System.out.printf("endless loop%s on %s: left after %d iterations, %.2f s%n", body.isBlank() ? "" : " with CONT",
                    device.caps().deviceName(), out[0][0], seconds);
            for (int lane = 0; lane < 4; lane++) {
                assertTrue(out[lane][0] > 0 && out[lane][0] <= LOOP_LIMIT, "lane " + lane + ": " + out[lane][0] + " iterations");
                assertEquals(out[0][0], out[lane][0], "lane " + lane + " iterated as often as lane 0");
                assertEquals(7, out[lane][1], "lane " + lane + ": the code after the loop ran");
            }
            assertTrue(seconds < 30, "the guarded loop took " + seconds + " s");
        }
        // The device, the runner and the pipeline cache are still fine: a plain shader draws its value.
        int[][] out = vulkan(asm(PLAIN), new int[4]);
        for (int lane = 0; lane < 4; lane++) {
            assertArrayEquals(new int[] {5, 6, 7, 8}, out[lane]);
        }
    }

    /// Two endless loops, one inside the other: a per-loop bound would let them run 2^40
    /// iterations; the invocation's one budget ends both.
    private static final String NESTED = """
            FRAG
            DCL OUT[0], COLOR
            DCL TEMP[0]
            IMM[0] UINT32 {1, 0, 7, 0}
            MOV TEMP[0], IMM[0].yyyy
            BGNLOOP
              BGNLOOP
                UADD TEMP[0].x, TEMP[0].xxxx, IMM[0].xxxx
              ENDLOOP
              UADD TEMP[0].z, TEMP[0].zzzz, IMM[0].xxxx
            ENDLOOP
            MOV TEMP[0].y, IMM[0].zzzz
            MOV OUT[0], TEMP[0]
            END
            """;

    @Test
    void nestedEndlessLoopsFinish() {
        long start = System.nanoTime();
        int[][] out = vulkan(asm(NESTED), new int[4]);
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("nested endless loops on %s: %d inner, %d outer iterations, %.2f s%n",
                device.caps().deviceName(), Integer.toUnsignedLong(out[0][0]), out[0][2], seconds);
        for (int lane = 0; lane < 4; lane++) {
            assertEquals(7, out[lane][1], "lane " + lane + ": the code after the loops ran");
            assertTrue(Integer.toUnsignedLong(out[lane][0]) + out[lane][2] <= LOOP_LIMIT, "lane " + lane + " within the budget");
        }
        assertTrue(seconds < 60, "the nested loops took " + seconds + " s");
    }

    /// TEMP[0..3] hold 10..13; CONST[0][i].y holds 100 + i; ADDR[0].x is CONST[0][0].x.
    private static final String INDIRECT_READS = """
            FRAG
            DCL OUT[0], COLOR
            DCL CONST[0][0..3]
            DCL TEMP[0..3]
            DCL ADDR[0]
            IMM[0] UINT32 {10, 11, 12, 13}
            MOV TEMP[0], IMM[0].xxxx
            MOV TEMP[1], IMM[0].yyyy
            MOV TEMP[2], IMM[0].zzzz
            MOV TEMP[3], IMM[0].wwww
            UARL ADDR[0].x, CONST[0][0].xxxx
            MOV OUT[0].x, TEMP[ADDR[0].x].xxxx
            MOV OUT[0].y, CONST[0][ADDR[0].x].yyyy
            MOV OUT[0].z, TEMP[ADDR[0].x+2].xxxx
            MOV OUT[0].w, CONST[0][ADDR[0].x-1].yyyy
            END
            """;

    /// TEMP[0..3] hold 10..13, then TEMP[ADDR].x = 20 and TEMP[ADDR+1].x = 21; OUT[0] shows all four.
    private static final String INDIRECT_WRITES = """
            FRAG
            DCL OUT[0], COLOR
            DCL CONST[0][0]
            DCL TEMP[0..3]
            DCL ADDR[0]
            IMM[0] UINT32 {10, 11, 12, 13}
            IMM[1] UINT32 {20, 21, 0, 0}
            MOV TEMP[0], IMM[0].xxxx
            MOV TEMP[1], IMM[0].yyyy
            MOV TEMP[2], IMM[0].zzzz
            MOV TEMP[3], IMM[0].wwww
            UARL ADDR[0].x, CONST[0][0].xxxx
            MOV TEMP[ADDR[0].x].x, IMM[1].xxxx
            MOV TEMP[ADDR[0].x+1].x, IMM[1].yyyy
            MOV OUT[0].x, TEMP[0].xxxx
            MOV OUT[0].y, TEMP[1].xxxx
            MOV OUT[0].z, TEMP[2].xxxx
            MOV OUT[0].w, TEMP[3].xxxx
            END
            """;

    /// Two TEMP arrays side by side: an index past array 1 must not reach array 2.
    private static final String INDIRECT_ARRAYS = """
            FRAG
            DCL OUT[0], COLOR
            DCL CONST[0][0]
            DCL TEMP[0..1], ARRAY(1)
            DCL TEMP[2..3], ARRAY(2)
            DCL ADDR[0]
            IMM[0] UINT32 {10, 11, 12, 13}
            IMM[1] UINT32 {20, 0, 0, 0}
            MOV TEMP[0], IMM[0].xxxx
            MOV TEMP[1], IMM[0].yyyy
            MOV TEMP[2], IMM[0].zzzz
            MOV TEMP[3], IMM[0].wwww
            UARL ADDR[0].x, CONST[0][0].xxxx
            MOV OUT[0].x, TEMP[ADDR[0].x](1).xxxx
            MOV TEMP[ADDR[0].x](1).x, IMM[1].xxxx
            MOV OUT[0].y, TEMP[2].xxxx
            MOV OUT[0].z, TEMP[3].xxxx
            MOV OUT[0].w, TEMP[ADDR[0].x+2](2).xxxx
            END
            """;

    private static final int[] ADDRESSES = {0, 1, 2, 3, 4, 5, -1, -2, Integer.MAX_VALUE, Integer.MIN_VALUE, 1 << 16};

    /// Runs `text` with each address in CONST[0][0].x on Vulkan and in the interpreter and checks
    /// that every lane agrees bit for bit with both and with `expected(address)`.
    private static void agreesWithTheInterpreter(String text, int constRows, java.util.function.IntFunction<int[]> expected) {
        TgsiShader shader = asm(text);
        java.util.List<String> mismatches = new java.util.ArrayList<>();
        try (TgsiQuadRunner.Prepared p = runner.prepare(shader, Map.of())) {
            for (int address : ADDRESSES) {
                int[] constants = new int[4 * constRows];
                constants[0] = address;
                for (int row = 0; row < constRows; row++) {
                    constants[4 * row + 1] = 100 + row;
                }
                int[][] vk = p.run(new int[][] {constants}).outputs().get(0);
                int[][] reference = GlDifferential.interpret(shader, constants, null).out();
                for (int lane = 0; lane < 4; lane++) {
                    String where = "address " + address + ", lane " + lane;
                    assertArrayEquals(expected.apply(address), reference[lane], "interpreter, " + where);
                    if (!java.util.Arrays.equals(reference[lane], vk[lane])) {
                        mismatches.add(where + ": Vulkan " + java.util.Arrays.toString(vk[lane]) + ", interpreter "
                                + java.util.Arrays.toString(reference[lane]));
                    }
                }
            }
        }
        assertEquals(java.util.List.of(), mismatches, "Vulkan against the interpreter");
    }

    private static boolean in(int index, int first, int last) {
        return index >= first && index <= last;
    }

    @Test
    void indirectReadsOutOfRangeReadZero() {
        agreesWithTheInterpreter(INDIRECT_READS, 4, a -> new int[] {
                in(a, 0, 3) ? 10 + a : 0,
                in(a, 0, 3) ? 100 + a : 0,
                in(a + 2, 0, 3) ? 12 + a : 0,
                in(a - 1, 0, 3) ? 99 + a : 0});
    }

    @Test
    void indirectWritesOutOfRangeAreDropped() {
        agreesWithTheInterpreter(INDIRECT_WRITES, 1, a -> {
            int[] t = {10, 11, 12, 13};
            if (in(a, 0, 3)) {
                t[a] = 20;
            }
            if (in(a + 1, 0, 3)) {
                t[a + 1] = 21;
            }
            return t;
        });
    }

    /// An indirect TEMP access stays inside the `ARRAY(n)` declaration it names, as in the
    /// interpreter: with `DCL TEMP[0..1], ARRAY(1)` and `DCL TEMP[2..3], ARRAY(2)`,
    /// `TEMP[ADDR[0].x](1)` with ADDR = 2 reads 0 and drops the write, and `TEMP[ADDR[0].x+2](2)`
    /// with ADDR = -1 does not reach array 1.
    @Test
    void indirectAccessStaysInsideItsArray() {
        agreesWithTheInterpreter(INDIRECT_ARRAYS, 1, a -> new int[] {
                in(a, 0, 1) ? 10 + a : 0,
                12,
                13,
                in(a + 2, 2, 3) ? 10 + a + 2 : 0});
    }

    /// A malformed or unexpressible shader: the translator's typed exception, located at
    /// `instruction`, thrown before any Vulkan object exists; the device keeps working.
    private static void refusedAt(Class<? extends TgsiException> type, int instruction, String words, String text) {
        TgsiShader shader = asm(text);
        TgsiException e = assertThrows(TgsiException.class, () -> runner.prepare(shader, Map.of()).close(), text);
        assertTrue(type.isInstance(e), "expected a " + type.getSimpleName() + ", got " + e);
        assertEquals(instruction, e.location().instruction(), e.getMessage());
        assertTrue(e.getMessage().contains(words), e.getMessage());
    }

    @Test
    void malformedShadersAreTypedLocatedErrors() {
        refusedAt(TgsiException.class, 1, "IF is never closed",
                "FRAG\nDCL OUT[0], COLOR\nMOV OUT[0], OUT[0]\nIF OUT[0].xxxx\nEND\n");
        refusedAt(TgsiException.class, 0, "ELSE without a matching IF", "FRAG\nDCL OUT[0], COLOR\nELSE\nEND\n");
        refusedAt(TgsiException.class, 2, "ENDLOOP without a matching BGNLOOP",
                "FRAG\nDCL OUT[0], COLOR\nBGNLOOP\nENDLOOP\nENDLOOP\nEND\n");
        refusedAt(TgsiException.class, 1, "IF", "FRAG\nDCL OUT[0], COLOR\nBGNLOOP\nIF OUT[0].xxxx\nENDLOOP\nENDIF\nEND\n");
        refusedAt(TgsiException.class, 0, "BRK outside any loop", "FRAG\nDCL OUT[0], COLOR\nBRK\nEND\n");
        // CAL to an instruction that is not a BGNSUB, and to one past the end.
        refusedAt(TgsiException.class, 0, "does not name a BGNSUB", "FRAG\nDCL OUT[0], COLOR\nCAL :1\nMOV OUT[0], OUT[0]\nEND\n");
        refusedAt(TgsiException.class, 0, "does not name a BGNSUB", "FRAG\nDCL OUT[0], COLOR\nCAL :40\nEND\n");
        // Recursion, direct and through another subroutine: SPIR-V forbids it.
        refusedAt(SpirvUnsupportedException.class, 2, "recursion",
                "FRAG\nDCL OUT[0], COLOR\nCAL :2\nRET\nBGNSUB\nCAL :2\nENDSUB\nEND\n");
        refusedAt(SpirvUnsupportedException.class, 2, "recursion",
                "FRAG\nDCL OUT[0], COLOR\nCAL :2\nRET\nBGNSUB\nCAL :5\nENDSUB\nBGNSUB\nCAL :2\nENDSUB\nEND\n");
        int[][] out = vulkan(asm(PLAIN), new int[4]);
        assertArrayEquals(new int[] {5, 6, 7, 8}, out[3], "the device still draws");
    }
}
