package dev.tungsten.tests.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.tungsten.ir.DiagnosticRenderer;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.Screen;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Surface;
import dev.tungsten.pipe.Transfer;
import dev.tungsten.pipe.VertexBuffer;
import dev.tungsten.pipe.VertexElement;
import dev.tungsten.pipe.Viewport;
import dev.tungsten.tests.TestScreens;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.wgsl.Wgsl;

/// Subgroup operations in fragment shaders, where some invocations are helpers: the unfilled
/// pixels of quads a triangle's edge cuts, and pixels demoted by `discard`. WGSL leaves it to
/// the device whether helpers are active in subgroup operations (§15.4); decision 0024 makes
/// them active on the soft driver (interpreter and JIT), where the subgroup is the block of
/// quads being shaded. The target is 4 x 4 pixels, one block of four quads, so every live quad
/// of a draw is in one subgroup and the expected values follow from the coverage alone.
///
/// Each pixel writes (subgroup_size * 256 + the bits in a ballot of `true`, subgroupAdd(1),
/// subgroupAdd(i), quadSwapX(i) * 16 + quadSwapY(i)) where i = x + 4y is the pixel's index;
/// pixels that are not covered, or discarded, keep the clear colour -1. On the soft driver the
/// fragment subgroup has 32 ids (the widest block), so the size part is 32 * 256.
class SubgroupFragmentTest {
    static final int SIZE = 4;

    static final String SHADERS = """
            @vertex fn vs(@location(0) p: vec4f) -> @builtin(position) vec4f { return p; }

            fn report(i: u32, size: u32) -> vec4f {
                let b = subgroupBallot(true);
                let n = subgroupAdd(1u);
                let s = subgroupAdd(i);
                let q = quadSwapX(i) * 16u + quadSwapY(i);
                let bits = countOneBits(b.x) + countOneBits(b.y) + countOneBits(b.z) + countOneBits(b.w);
                return vec4f(f32(size * 256u + bits), f32(n), f32(s), f32(q));
            }

            @fragment fn edge(@builtin(position) p: vec4f, @builtin(subgroup_size) size: u32) -> @location(0) vec4f {
                return report(u32(p.x) + 4u * u32(p.y), size);
            }

            @fragment fn demoted(@builtin(position) p: vec4f, @builtin(subgroup_size) size: u32) -> @location(0) vec4f {
                let x = u32(p.x);
                let y = u32(p.y);
                // Pixel (1, 0) alone in the top-left quad, and the whole bottom-right quad.
                if (x == 1u && y == 0u) || (x >= 2u && y >= 2u) { discard; }
                return report(x + 4u * y, size);
            }
            """;

    /// The triangle (0, 0), (4.6, 0), (0, 4.6) in pixels (y down) covers the pixels with
    /// x + y <= 3 (centres x + y + 1 < 4.6, none on the edge): 10 pixels. The top-left quad is
    /// covered, the top-right and bottom-left have 3 pixels each and one helper ((3, 1), (1, 3)),
    /// the bottom-right is not touched. Active: 3 quads, 12 invocations; sum of their i: 70.
    static final float[] EDGE = {0, 0, 4.6f, 0, 0, 4.6f};
    /// A triangle covering the whole target: 4 live quads, 16 invocations, sum of i: 120.
    static final float[] FULL = {0, 0, 8.5f, 0, 0, 8.5f};

    static boolean covered(float[] tri, int x, int y) {
        return tri == FULL || x + y <= 3;
    }

    /// What the soft driver computes: every invocation of a live quad is active, helpers and
    /// demoted ones included (they execute; only their outputs are dropped).
    private static float[] softExpected(float[] tri, boolean demote) {
        int active = 0;
        int sum = 0;
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                if (quadLive(tri, x, y)) {
                    active++;
                    sum += x + 4 * y;
                }
            }
        }
        float[] want = new float[SIZE * SIZE * 4];
        java.util.Arrays.fill(want, -1f);
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                boolean discarded = demote && ((x == 1 && y == 0) || (x >= 2 && y >= 2));
                if (!covered(tri, x, y) || discarded) {
                    continue;
                }
                int at = 4 * (x + SIZE * y);
                want[at] = 32 * 256 + active;
                want[at + 1] = active;
                want[at + 2] = sum;
                want[at + 3] = ((x ^ 1) + 4 * y) * 16 + (x + 4 * (y ^ 1));
            }
        }
        return want;
    }

    private static boolean quadLive(float[] tri, int x, int y) {
        int qx = x & ~1;
        int qy = y & ~1;
        return covered(tri, qx, qy) || covered(tri, qx + 1, qy) || covered(tri, qx, qy + 1) || covered(tri, qx + 1, qy + 1);
    }

    @ParameterizedTest
    @ValueSource(strings = {"interp", "jit"})
    void helpersOfAnEdgeQuadAreActiveOnTheSoftDriver(String backend) {
        String[] description = new String[1];
        float[] got = draw(Map.of("threads", "1", "backend", backend), "soft", "edge", EDGE, description);
        assertTrue(description[0].contains("shaders: " + backend), description[0]);
        assertPixels(softExpected(EDGE, false), got, backend);
    }

    @ParameterizedTest
    @ValueSource(strings = {"interp", "jit"})
    void discardDemotesToAnActiveHelperOnTheSoftDriver(String backend) {
        String[] description = new String[1];
        float[] got = draw(Map.of("threads", "1", "backend", backend), "soft", "demoted", FULL, description);
        assertTrue(description[0].contains("shaders: " + backend), description[0]);
        assertPixels(softExpected(FULL, true), got, backend);
    }

    /// OpenGL leaves the fragment subgroup to the driver. What WGSL defines is checked on every
    /// covered, kept pixel: the size is a power of two in [4, 128] (on llvmpipe its vector width
    /// in 32-bit lanes); the invocation is active itself, so the ballot has between 1 and `size`
    /// bits, as many as subgroupAdd(1) counts, and subgroupAdd(i) >= i; pixels not covered or
    /// discarded write nothing. What llvmpipe does beyond that (helpers and demoted invocations
    /// inactive, quads split across subgroups at edges) is recorded in decision 0024 and the GL
    /// driver's README, not asserted: another Mesa may differ and be as right.
    @ParameterizedTest
    @ValueSource(strings = {"edge", "demoted"})
    void onOpenGlEveryKeptPixelIsActiveInItsSubgroup(String entry) {
        float[] tri = entry.equals("edge") ? EDGE : FULL;
        String[] renderer = new String[1];
        float[] got = draw(Map.of(), "gl", entry, tri, renderer);
        int lanes = llvmpipeLanes(renderer[0]);
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                int at = 4 * (x + SIZE * y);
                String where = renderer[0] + ", " + entry + " pixel (" + x + ", " + y + ")";
                boolean discarded = entry.equals("demoted") && ((x == 1 && y == 0) || (x >= 2 && y >= 2));
                if (!covered(tri, x, y) || discarded) {
                    for (int c = 0; c < 4; c++) {
                        assertEquals(-1f, got[at + c], 0f, where + " keeps the clear colour");
                    }
                    continue;
                }
                int size = (int) got[at] / 256;
                int bits = (int) got[at] % 256;
                assertTrue(size >= 4 && size <= 128 && Integer.bitCount(size) == 1, where + ": subgroup size " + size);
                if (lanes != 0) {
                    assertEquals(lanes, size, where + ": llvmpipe's subgroup is its vector width");
                }
                assertTrue(bits >= 1 && bits <= size, where + ": " + bits + " active");
                assertEquals(bits, got[at + 1], 0f, where + ": subgroupAdd(1) counts the ballot's invocations");
                assertTrue(got[at + 2] >= x + 4 * y, where + ": subgroupAdd(i) includes its own i");
            }
        }
    }

    private static int llvmpipeLanes(String description) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+) bits").matcher(description);
        return description.contains("llvmpipe") && m.find() ? Integer.parseInt(m.group(1)) / 32 : 0;
    }

    private static void assertPixels(float[] want, float[] got, String what) {
        for (int i = 0; i < want.length; i++) {
            int px = i / 4;
            assertEquals(want[i], got[i], 0f, what + ": pixel (" + px % SIZE + ", " + px / SIZE + ") channel " + i % 4);
        }
    }

    private static TgsiShader lower(Wgsl.Result r, String entry) {
        return TgsiLowering.lower(r.module(), r.info(), entry, TgsiLowering.Options.defaults()).shader();
    }

    /// Draws triangle `tri` (pixel coordinates, y down) with fragment entry point `entry` on a
    /// cleared 4 x 4 float target and returns its RGBA floats, row 0 first.
    static float[] draw(Map<String, String> options, String driver, String entry, float[] tri) {
        return draw(options, driver, entry, tri, new String[1]);
    }

    /// As above; `description` gets the screen's description (the renderer, for GL).
    static float[] draw(Map<String, String> options, String driver, String entry, float[] tri, String[] description) {
        Wgsl.Result r = Wgsl.compile("subgroup-fragment.wgsl", SHADERS);
        assertTrue(r.ok(), () -> DiagnosticRenderer.renderAll(r.source(), r.diagnostics()));
        try (Screen screen = TestScreens.open(driver, options); Context ctx = screen.createContext()) {
            description[0] = screen.description();
            Resource rt = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R32G32B32A32_FLOAT, SIZE, SIZE, 1,
                    Bind.RENDER_TARGET | Bind.SAMPLER_VIEW));
            ctx.setFramebufferState(new FramebufferState(SIZE, SIZE, List.of(Surface.of(rt)), null));
            ctx.setViewportStates(0, List.of(Viewport.of(0, 0, SIZE, SIZE)));
            ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(-1, -1, -1, -1), 1.0, 0);
            ctx.bindShaderState(Processor.VERT, ctx.createShaderState(ShaderState.of(lower(r, "vs"))));
            ctx.bindShaderState(Processor.FRAG, ctx.createShaderState(ShaderState.of(lower(r, entry))));
            ctx.bindVertexElementsState(ctx.createVertexElementsState(
                    VertexElement.Layout.of(VertexElement.of(0, 0, PipeFormat.R32G32B32A32_FLOAT, 16))));
            ByteBuffer vb = ByteBuffer.allocate(3 * 16).order(ByteOrder.LITTLE_ENDIAN);
            for (int v = 0; v < 3; v++) {
                vb.putFloat(tri[2 * v] / SIZE * 2 - 1).putFloat(1 - tri[2 * v + 1] / SIZE * 2).putFloat(0).putFloat(1);
            }
            ctx.setVertexBuffers(List.of(VertexBuffer.user(vb.array())));
            ctx.drawVbo(DrawInfo.arrays(PrimitiveType.TRIANGLES), DrawInfo.Range.of(0, 3));
            ctx.flush().await(Long.MAX_VALUE);
            Transfer t = ctx.map(rt, 0, Box.of2D(0, 0, SIZE, SIZE), Transfer.READ);
            float[] out = new float[SIZE * SIZE * 4];
            ByteBuffer data = t.data().duplicate().order(ByteOrder.LITTLE_ENDIAN);
            for (int y = 0; y < SIZE; y++) {
                data.position(y * t.stride());
                data.asFloatBuffer().get(out, y * SIZE * 4, SIZE * 4);
            }
            ctx.unmap(t);
            screen.destroyResource(rt);
            return out;
        }
    }
}
