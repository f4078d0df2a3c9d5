package dev.tungsten.soft;

import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.GridInfo;
import dev.tungsten.pipe.ImageView;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.ShaderBuffer;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Transfer;
import dev.tungsten.pipe.shader.InterpreterBackend;
import dev.tungsten.pipe.shader.ShaderBackend;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.TgsiText;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/// `launchGrid` through the interpreter: system values, shared memory with a barrier across the
/// two blocks of a 64-invocation work group, storage buffers and images. Results are integers
/// and exact.
class ComputeTest {
    private SoftScreen screen;
    private Context ctx;

    /// The backend under test; [JitComputeTest] runs every case again on the JIT.
    ShaderBackend backend() {
        return new InterpreterBackend();
    }

    void open(int threads) {
        screen = new SoftScreen(threads, backend());
        ctx = screen.createContext();
    }

    /// Closes what [#open] opened (tests that build their own screens open none).
    @AfterEach
    void close() {
        if (ctx != null) {
            ctx.close();
            screen.close();
        }
    }

    private void bind(String tgsi, int sharedBytes) {
        ctx.bindShaderState(Processor.COMP, ctx.createShaderState(new ShaderState(TgsiText.parse(tgsi, "cs"), sharedBytes)));
    }

    private int[] readWords(Resource r, int words) {
        Transfer t = ctx.map(r, 0, Box.ofBytes(0, words * 4), Transfer.READ);
        int[] out = new int[words];
        for (int i = 0; i < words; i++) {
            out[i] = t.data().getInt(i * 4);
        }
        ctx.unmap(t);
        return out;
    }

    static final String REVERSE = """
            COMP
            PROPERTY CS_FIXED_BLOCK_WIDTH 64
            PROPERTY CS_FIXED_BLOCK_HEIGHT 1
            PROPERTY CS_FIXED_BLOCK_DEPTH 1
            DCL SV[0], THREAD_ID
            DCL SV[1], BLOCK_ID
            DCL BUFFER[0]
            DCL MEMORY[0], SHARED
            DCL TEMP[0..3]
            IMM[0] UINT32 {4, 63, 64, 0}
              0: UMUL TEMP[0].x, SV[0].xxxx, IMM[0].xxxx
              1: STORE MEMORY[0].x, TEMP[0].xxxx, SV[0].xxxx
              2: BARRIER
              3: UADD TEMP[1].x, IMM[0].yyyy, -SV[0].xxxx
              4: UMUL TEMP[1].x, TEMP[1].xxxx, IMM[0].xxxx
              5: LOAD TEMP[2].x, MEMORY[0], TEMP[1].xxxx
              6: UMAD TEMP[3].x, SV[1].xxxx, IMM[0].zzzz, SV[0].xxxx
              7: UMUL TEMP[3].x, TEMP[3].xxxx, IMM[0].xxxx
              8: STORE BUFFER[0].x, TEMP[3].xxxx, TEMP[2].xxxx
              9: END
            """;

    /// Each invocation publishes its id in shared memory; after the barrier it reads the id of
    /// its mirror image, which lives in the other block of the work group.
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 3})
    void sharedMemoryAndBarrierAcrossBlocks(int threads) {
        open(threads);
        bind(REVERSE, 256);
        Resource buf = screen.createResource(ResourceTemplate.buffer(3 * 64 * 4, Bind.SHADER_BUFFER));
        ctx.setShaderBuffers(Processor.COMP, 0, List.of(ShaderBuffer.of(buf)));
        ctx.launchGrid(new GridInfo(64, 1, 1, 3, 1, 1));
        int[] w = readWords(buf, 3 * 64);
        for (int g = 0; g < 3; g++) {
            for (int t = 0; t < 64; t++) {
                assertEquals(63 - t, w[g * 64 + t], "group " + g + " invocation " + t);
            }
        }
    }

    /// Four phases between three barriers, with a divergent loop and IF in the middle one: phase 1
    /// publishes `3t + group`, phase 2 reads the next invocation's value and transforms it, phase
    /// 3 publishes that, phase 4 reads the mirror invocation's. A work group of `n` invocations:
    /// 24 is one block (BARRIER continues at once), 72 three blocks (32, 32, 8) scheduled round
    /// by round.
    static String phases(int n) {
        return """
                COMP
                PROPERTY CS_FIXED_BLOCK_WIDTH %d
                PROPERTY CS_FIXED_BLOCK_HEIGHT 1
                PROPERTY CS_FIXED_BLOCK_DEPTH 1
                DCL SV[0], THREAD_ID
                DCL SV[1], BLOCK_ID
                DCL BUFFER[0]
                DCL MEMORY[0], SHARED
                DCL TEMP[0..5]
                IMM[0] UINT32 {4, %d, 3, 1}
                IMM[1] UINT32 {%d, 0, 100, 7}
                  0: UMUL TEMP[0].x, SV[0].xxxx, IMM[0].xxxx
                  1: UMAD TEMP[1].x, SV[0].xxxx, IMM[0].zzzz, SV[1].xxxx
                  2: STORE MEMORY[0].x, TEMP[0].xxxx, TEMP[1].xxxx
                  3: BARRIER
                  4: UADD TEMP[2].x, SV[0].xxxx, IMM[0].wwww
                  5: UMOD TEMP[2].x, TEMP[2].xxxx, IMM[0].yyyy
                  6: UMUL TEMP[2].x, TEMP[2].xxxx, IMM[0].xxxx
                  7: LOAD TEMP[3].x, MEMORY[0], TEMP[2].xxxx
                  8: MOV TEMP[4].x, IMM[1].yyyy
                  9: AND TEMP[5].x, SV[0].xxxx, IMM[0].zzzz
                 10: BGNLOOP
                 11:   USGE TEMP[2].y, TEMP[4].xxxx, TEMP[5].xxxx
                 12:   UIF TEMP[2].yyyy
                 13:     BRK
                 14:   ENDIF
                 15:   UMAD TEMP[3].x, TEMP[3].xxxx, IMM[0].zzzz, TEMP[4].xxxx
                 16:   UADD TEMP[4].x, TEMP[4].xxxx, IMM[0].wwww
                 17: ENDLOOP
                 18: AND TEMP[2].z, SV[0].xxxx, IMM[0].wwww
                 19: UIF TEMP[2].zzzz
                 20:   UADD TEMP[3].x, TEMP[3].xxxx, IMM[1].zzzz
                 21: ENDIF
                 22: BARRIER
                 23: STORE MEMORY[0].x, TEMP[0].xxxx, TEMP[3].xxxx
                 24: BARRIER
                 25: UADD TEMP[2].x, IMM[1].xxxx, -SV[0].xxxx
                 26: UMUL TEMP[2].x, TEMP[2].xxxx, IMM[0].xxxx
                 27: LOAD TEMP[1].x, MEMORY[0], TEMP[2].xxxx
                 28: XOR TEMP[2].y, TEMP[1].xxxx, TEMP[3].xxxx
                 29: UMAD TEMP[2].x, SV[1].xxxx, IMM[0].yyyy, SV[0].xxxx
                 30: UMUL TEMP[2].x, TEMP[2].xxxx, IMM[0].xxxx
                 31: STORE BUFFER[0].x, TEMP[2].xxxx, TEMP[2].yyyy
                 32: END
                """.formatted(n, n, n - 1);
    }

    /// What [#phases] computes for invocation `t` of group `g`, worked out here.
    static int[] phasesExpected(int n, int groups) {
        int[] out = new int[n * groups];
        for (int g = 0; g < groups; g++) {
            int[] x = new int[n];
            for (int t = 0; t < n; t++) {
                int v = 3 * ((t + 1) % n) + g;
                for (int i = 0; i < (t & 3); i++) {
                    v = v * 3 + i;
                }
                x[t] = (t & 1) != 0 ? v + 100 : v;
            }
            for (int t = 0; t < n; t++) {
                out[g * n + t] = x[n - 1 - t] ^ x[t];
            }
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 3})
    void threeBarriersBetweenDivergentPhases(int threads) {
        open(threads);
        for (int n : new int[] {24, 72}) {
            bind(phases(n), n * 4);
            Resource buf = screen.createResource(ResourceTemplate.buffer(3 * n * 4, Bind.SHADER_BUFFER));
            ctx.setShaderBuffers(Processor.COMP, 0, List.of(ShaderBuffer.of(buf)));
            ctx.launchGrid(new GridInfo(n, 1, 1, 3, 1, 1));
            assertArrayEquals(phasesExpected(n, 3), readWords(buf, 3 * n), "work groups of " + n);
        }
    }

    /// The subgroup is the block (`tgsi.exec.Subgroups`): a work group of 40 is a full block of
    /// 32 and a block of 8 live lanes out of 32, both of subgroup size 32. Each invocation
    /// stores size * 65536 + its id * 256 + the count of its subgroup's active invocations.
    @Test
    void subgroupValuesAndBallotFollowTheBlocks() {
        open(2);
        bind("""
                COMP
                PROPERTY CS_FIXED_BLOCK_WIDTH 40
                PROPERTY CS_FIXED_BLOCK_HEIGHT 1
                PROPERTY CS_FIXED_BLOCK_DEPTH 1
                DCL SV[0], THREAD_ID
                DCL SV[1], SUBGROUP_SIZE
                DCL SV[2], SUBGROUP_INVOCATION
                DCL BUFFER[0]
                DCL TEMP[0..2]
                IMM[0] UINT32 {65536, 256, 4, 4294967295}
                  0: BALLOT TEMP[0].xy, IMM[0].wwww
                  1: POPC TEMP[0].x, TEMP[0].xxxx
                  2: UMAD TEMP[1].x, SV[1].xxxx, IMM[0].xxxx, TEMP[0].xxxx
                  3: UMAD TEMP[1].x, SV[2].xxxx, IMM[0].yyyy, TEMP[1].xxxx
                  4: UMUL TEMP[2].x, SV[0].xxxx, IMM[0].zzzz
                  5: STORE BUFFER[0].x, TEMP[2].xxxx, TEMP[1].xxxx
                  6: END
                """, 0);
        Resource buf = screen.createResource(ResourceTemplate.buffer(40 * 4, Bind.SHADER_BUFFER));
        ctx.setShaderBuffers(Processor.COMP, 0, List.of(ShaderBuffer.of(buf)));
        ctx.launchGrid(new GridInfo(40, 1, 1, 1, 1, 1));
        int[] w = readWords(buf, 40);
        for (int t = 0; t < 40; t++) {
            int want = t < 32 ? 32 * 65536 + t * 256 + 32 : 32 * 65536 + (t - 32) * 256 + 8;
            assertEquals(want, w[t], "invocation " + t);
        }
    }

    @Test
    void imageStoresAtThreadCoordinates() {
        open(2);
        bind("""
                COMP
                PROPERTY CS_FIXED_BLOCK_WIDTH 4
                PROPERTY CS_FIXED_BLOCK_HEIGHT 4
                PROPERTY CS_FIXED_BLOCK_DEPTH 1
                DCL SV[0], THREAD_ID
                DCL SV[1], BLOCK_ID
                DCL SV[2], BLOCK_SIZE
                DCL IMAGE[0], 2D, PIPE_FORMAT_R32_UINT, WR
                DCL TEMP[0..1]
                IMM[0] UINT32 {10, 0, 0, 0}
                  0: UMAD TEMP[0].xy, SV[1].xyyy, SV[2].xyyy, SV[0].xyyy
                  1: UMAD TEMP[1].x, TEMP[0].xxxx, IMM[0].xxxx, TEMP[0].yyyy
                  2: STORE IMAGE[0].x, TEMP[0].xyyy, TEMP[1].xxxx, 2D, PIPE_FORMAT_R32_UINT
                  3: END
                """, 0);
        Resource img = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R32_UINT, 8, 8, 1, Bind.SHADER_IMAGE));
        ctx.setShaderImages(Processor.COMP, 0, List.of(ImageView.of(img, 0)));
        ctx.launchGrid(new GridInfo(4, 4, 1, 2, 2, 1));
        Transfer t = ctx.map(img, 0, Box.of2D(0, 0, 8, 8), Transfer.READ);
        for (int y = 0; y < 8; y++) {
            for (int x = 0; x < 8; x++) {
                assertEquals(x * 10 + y, t.data().getInt(y * t.stride() + x * 4), "texel " + x + "," + y);
            }
        }
        ctx.unmap(t);
    }

    /// A grid of 37 x 29 x 3 groups of 3 invocations: tasks run several groups each
    /// ([ComputeJob#groupsPerTask], here more than one and not a divisor of the count), and every
    /// invocation of every group sees its own BLOCK_ID and THREAD_ID exactly once.
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 3})
    void everyGroupOfABatchedGridRunsOnceWithItsIds(int threads) {
        open(threads);
        bind("""
                COMP
                PROPERTY CS_FIXED_BLOCK_WIDTH 3
                PROPERTY CS_FIXED_BLOCK_HEIGHT 1
                PROPERTY CS_FIXED_BLOCK_DEPTH 1
                DCL SV[0], THREAD_ID
                DCL SV[1], BLOCK_ID
                DCL SV[2], GRID_SIZE
                DCL BUFFER[0]
                DCL TEMP[0..2]
                IMM[0] UINT32 {4, 3, 65536, 256}
                  0: UMAD TEMP[0].x, SV[1].zzzz, SV[2].yyyy, SV[1].yyyy
                  1: UMAD TEMP[0].x, TEMP[0].xxxx, SV[2].xxxx, SV[1].xxxx
                  2: UMAD TEMP[1].x, TEMP[0].xxxx, IMM[0].yyyy, SV[0].xxxx
                  3: UMUL TEMP[1].x, TEMP[1].xxxx, IMM[0].xxxx
                  4: UMAD TEMP[2].x, SV[1].xxxx, IMM[0].zzzz, SV[1].yyyy
                  5: UMAD TEMP[2].x, TEMP[2].xxxx, IMM[0].wwww, SV[1].zzzz
                  6: UMAD TEMP[2].x, TEMP[2].xxxx, IMM[0].yyyy, SV[0].xxxx
                  7: ATOMUADD TEMP[2].y, BUFFER[0], TEMP[1].xxxx, TEMP[2].xxxx
                  8: END
                """, 0);
        int gx = 37, gy = 29, gz = 3, n = gx * gy * gz * 3;
        Resource buf = screen.createResource(ResourceTemplate.buffer(n * 4, Bind.SHADER_BUFFER));
        ctx.setShaderBuffers(Processor.COMP, 0, List.of(ShaderBuffer.of(buf)));
        ctx.launchGrid(new GridInfo(3, 1, 1, gx, gy, gz));
        int[] w = readWords(buf, n);
        for (int z = 0; z < gz; z++) {
            for (int y = 0; y < gy; y++) {
                for (int x = 0; x < gx; x++) {
                    for (int t = 0; t < 3; t++) {
                        int i = ((z * gy + y) * gx + x) * 3 + t;
                        assertEquals(((x * 65536 + y) * 256 + z) * 3 + t, w[i], "group " + x + "," + y + "," + z + " invocation " + t);
                    }
                }
            }
        }
    }

    /// Image loads and stores around the edges of a 2-D view of one level, a 2-D array view of
    /// two layers and a buffer view: outside the view a load is 0 and a store is dropped.
    @Test
    void imageAccessOutsideTheViewReadsZeroAndDropsStores() {
        open(1);
        bind("""
                COMP
                PROPERTY CS_FIXED_BLOCK_WIDTH 8
                PROPERTY CS_FIXED_BLOCK_HEIGHT 4
                PROPERTY CS_FIXED_BLOCK_DEPTH 1
                DCL SV[0], THREAD_ID
                DCL IMAGE[0], 2D, PIPE_FORMAT_R32_UINT, WR
                DCL IMAGE[1], 2D_ARRAY, PIPE_FORMAT_R32_UINT, WR
                DCL TEMP[0..2]
                IMM[0] INT32 {-1, 1000, 0, 0}
                  0: UADD TEMP[0].xy, SV[0].xyyy, IMM[0].xxxx
                  1: MOV TEMP[0].z, IMM[0].zzzz
                  2: LOAD TEMP[1], IMAGE[1], TEMP[0], 2D_ARRAY, PIPE_FORMAT_R32_UINT
                  3: UADD TEMP[1].x, TEMP[1].xxxx, IMM[0].yyyy
                  4: STORE IMAGE[0].x, SV[0].xyyy, TEMP[1].xxxx, 2D, PIPE_FORMAT_R32_UINT
                  5: MOV TEMP[2].xy, TEMP[0].xyyy
                  6: MOV TEMP[2].z, SV[0].yyyy
                  7: STORE IMAGE[1].x, TEMP[2], SV[0].xxxx, 2D_ARRAY, PIPE_FORMAT_R32_UINT
                  8: END
                """, 0);
        Resource img = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R32_UINT, 7, 4, 1, Bind.SHADER_IMAGE));
        Resource arr = screen.createResource(new ResourceTemplate(dev.tungsten.pipe.ResourceTarget.TEXTURE_2D_ARRAY,
                PipeFormat.R32_UINT, 6, 3, 1, 4, 0, 1, Bind.SHADER_IMAGE));
        byte[] init = new byte[6 * 3 * 4 * 4];
        for (int i = 0; i < 6 * 3 * 4; i++) {
            init[i * 4] = (byte) (i + 1);
        }
        ctx.textureSubdata(arr, 0, new Box(0, 0, 0, 6, 3, 4), init, 6 * 4, 6 * 3 * 4);
        // layers 1 and 2 of the array
        ctx.setShaderImages(Processor.COMP, 0, List.of(ImageView.of(img, 0),
                new ImageView(arr, PipeFormat.R32_UINT, 0, 1, 2, ImageView.READ | ImageView.WRITE)));
        ctx.launchGrid(new GridInfo(8, 4, 1, 1, 1, 1));
        Transfer t = ctx.map(img, 0, Box.of2D(0, 0, 7, 4), Transfer.READ);
        for (int y = 0; y < 4; y++) {
            for (int x = 0; x < 7; x++) {
                // thread (x, y) loaded texel (x - 1, y - 1) of the view's layer 0 (array layer 1)
                boolean inside = x >= 1 && x <= 6 && y >= 1 && y <= 3;
                int want = 1000 + (inside ? 1 + 18 + (y - 1) * 6 + x - 1 : 0);
                assertEquals(want, t.data().getInt(y * t.stride() + x * 4), "texel " + x + "," + y);
            }
        }
        ctx.unmap(t);
        // thread (x, y) stored x at (x - 1, y - 1) of the view's layer y: inside only for y = 1
        // (array layer 2, row 0)
        Transfer a = ctx.map(arr, 0, new Box(0, 0, 0, 6, 3, 4), Transfer.READ);
        for (int layer = 0; layer < 4; layer++) {
            for (int y = 0; y < 3; y++) {
                for (int x = 0; x < 6; x++) {
                    int i = (layer * 3 + y) * 6 + x;
                    int want = layer == 2 && y == 0 ? x + 1 : i + 1;
                    assertEquals(want, a.data().getInt(layer * a.layerStride() + y * a.stride() + x * 4),
                            "layer " + layer + " texel " + x + "," + y);
                }
            }
        }
        ctx.unmap(a);
    }

    @Test
    void badDispatchesAreRejectedAndARunawayShaderIsStopped() {
        open(1);
        assertEquals("launchGrid: no compute shader is bound",
                assertThrows(PipeException.class, () -> ctx.launchGrid(new GridInfo(64, 1, 1, 1, 1, 1))).getMessage());
        bind(REVERSE, 256);
        assertTrue(assertThrows(PipeException.class, () -> ctx.launchGrid(new GridInfo(32, 1, 1, 1, 1, 1)))
                .getMessage().contains("the shader's block is 64x1x1"));
        bind("""
                COMP
                PROPERTY CS_FIXED_BLOCK_WIDTH 1
                PROPERTY CS_FIXED_BLOCK_HEIGHT 1
                PROPERTY CS_FIXED_BLOCK_DEPTH 1
                  0: BGNLOOP
                  1: ENDLOOP
                  2: END
                """, 0);
        ctx.launchGrid(new GridInfo(1, 1, 1, 1, 1, 1));
        PipeException e = assertThrows(PipeException.class, () -> ctx.flush().await(Long.MAX_VALUE));
        assertTrue(e.getMessage().contains("instruction"), e.getMessage());
        // The context still works.
        bind(REVERSE, 256);
        Resource buf = screen.createResource(ResourceTemplate.buffer(64 * 4, Bind.SHADER_BUFFER));
        ctx.setShaderBuffers(Processor.COMP, 0, List.of(ShaderBuffer.of(buf)));
        ctx.launchGrid(new GridInfo(64, 1, 1, 1, 1, 1));
        assertEquals(63, readWords(buf, 1)[0]);
    }
}
