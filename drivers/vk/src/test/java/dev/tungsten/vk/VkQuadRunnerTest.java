package dev.tungsten.vk;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/// The quad runner with fragment shaders compiled from GLSL, on the device with the validation
/// layer on: every run is a call that throws on any layer message, and [#close] throws on leaks.
class VkQuadRunnerTest {
    private static VulkanDevice device;
    private static VkQuadRunner runner;

    /// The oracle's IN[0] plane (as in the OpenGL QuadRunnerTest): a0 = (0, 1, 0.5, -2),
    /// dadx = (1, -1, 0.25, 3), dady = (2, 2, 1, 5).
    static final VkQuadRunner.Plane PLANE = new VkQuadRunner.Plane(
            new float[] {0, 1, 0.5f, -2}, new float[] {1, -1, 0.25f, 3}, new float[] {2, 2, 1, 5});
    /// PLANE at the four pixel centres, lane order.
    static final float[][] PLANE_AT = {{0, 1, 0.5f, -2}, {1, 0, 0.75f, 1}, {2, 3, 1.5f, 3}, {3, 2, 1.75f, 6}};

    @BeforeAll
    static void open() {
        device = VkTestSupport.device();
        runner = new VkQuadRunner(device);
    }

    @AfterAll
    static void close() {
        if (device != null) {
            runner.close();
            device.close(); // throws on leaks and on validation messages outside calls
        }
    }

    private static int[] frag(String body) {
        return GlslToSpirv.compile("#version 450\n" + body, GlslToSpirv.Stage.FRAGMENT, "test.frag");
    }

    private static float f(int bits) {
        return Float.intBitsToFloat(bits);
    }

    private static final String PLANE_PLUS_CONSTANT = """
            layout(location = 0) noperspective in vec4 v;
            layout(location = 0) out uvec4 o;
            layout(std140, binding = 0) uniform C { vec4 c[4]; };
            void main() { o = floatBitsToUint(v + c[0]); }
            """;

    private static final VkQuadRunner.Interface PLANE_PLUS_CONSTANT_INTERFACE = new VkQuadRunner.Interface(
            List.of(VkQuadRunner.Input.linear(0, PLANE)), Map.of(0, VkQuadRunner.Type.UINT),
            List.of(new VkQuadRunner.UniformBuffer(0, 64)));

    @Test
    void planesGiveTheInterpretersQuadValuesExactly() {
        for (boolean push : new boolean[] {true, false}) {
            VkQuadRunner r = push ? runner : new VkQuadRunner(device, false);
            try (VkQuadRunner.Prepared p = r.prepare(frag(PLANE_PLUS_CONSTANT), PLANE_PLUS_CONSTANT_INTERFACE)) {
                assertEquals(push && device.caps().pushDescriptors(), p.pushesDescriptors());
                VkQuadRunner.Result result = p.run(Map.of(0, new int[] {0, 0, 0, Float.floatToRawIntBits(0.5f)}));
                for (int lane = 0; lane < 4; lane++) {
                    for (int c = 0; c < 4; c++) {
                        float expect = PLANE_AT[lane][c] + (c == 3 ? 0.5f : 0);
                        assertEquals(expect, f(result.outputs().get(0)[lane][c]), "push " + push + " lane " + lane + " channel " + c);
                    }
                }
                assertEquals(0, result.killMask());
                // Words past those given read as zero: a second run with none.
                VkQuadRunner.Result zero = p.run(Map.of());
                assertEquals(PLANE_AT[3][3], f(zero.outputs().get(0)[3][3]));
            } finally {
                if (r != runner) {
                    r.close();
                }
            }
        }
    }

    @Test
    void fineDerivativesFollowTheQuadLayout() {
        // v*v is not linear, so the rows (dFdx) and the columns (dFdy) differ.
        VkQuadRunner.Result r = runner.run(frag("""
                layout(location = 0) noperspective in vec4 v;
                layout(location = 0) out uvec4 o;
                void main() { vec4 t = v * v; o = floatBitsToUint(vec4(dFdxFine(t).xy, dFdyFine(t.xx))); }
                """), new VkQuadRunner.Interface(List.of(VkQuadRunner.Input.linear(0, PLANE)), Map.of(0, VkQuadRunner.Type.UINT),
                List.of()), Map.of());
        int[][] o = r.outputs().get(0);
        // x channel per lane: 0, 1, 4, 9. dFdxFine: top row 1 - 0, bottom row 9 - 4.
        assertArrayEquals(new float[] {1, 1, 5, 5}, new float[] {f(o[0][0]), f(o[1][0]), f(o[2][0]), f(o[3][0])});
        // dFdyFine: left column 4 - 0, right column 9 - 1.
        assertArrayEquals(new float[] {4, 8, 4, 8}, new float[] {f(o[0][2]), f(o[1][2]), f(o[2][2]), f(o[3][2])});
    }

    @Test
    void aDiscardedLaneIsReported() {
        VkQuadRunner.Result r = runner.run(frag("""
                layout(location = 0) noperspective in vec4 v;
                layout(location = 0) out uvec4 o;
                void main() { if (v.x > 2.5) discard; o = floatBitsToUint(v); }
                """), new VkQuadRunner.Interface(List.of(VkQuadRunner.Input.linear(0, PLANE)), Map.of(0, VkQuadRunner.Type.UINT),
                List.of()), Map.of());
        assertEquals(0b1000, r.killMask(), "lane 3 has v.x = 3");
        assertEquals(2f, f(r.outputs().get(0)[2][0]));
        assertEquals(VkQuadRunner.CLEAR_A[0], r.outputs().get(0)[3][0], "the killed lane keeps the clear value");
    }

    @Test
    void aDemotedLaneStillFeedsItsNeighboursDerivatives() {
        // Lane 3 demotes to a helper; lane 2's fine dFdx still reads lane 3's value of v*v (9 - 4).
        VkQuadRunner.Result r = runner.run(frag("""
                #extension GL_EXT_demote_to_helper_invocation : require
                layout(location = 0) noperspective in vec4 v;
                layout(location = 0) out uvec4 o;
                void main() { if (v.x > 2.5) demote; o = floatBitsToUint(dFdxFine(v * v)); }
                """), new VkQuadRunner.Interface(List.of(VkQuadRunner.Input.linear(0, PLANE)), Map.of(0, VkQuadRunner.Type.UINT),
                List.of()), Map.of());
        assertEquals(0b1000, r.killMask());
        assertEquals(5f, f(r.outputs().get(0)[2][0]));
    }

    @Test
    void severalOutputsOfEachTypeAndFlatIntegerInputs() {
        VkQuadRunner.Interface iface = new VkQuadRunner.Interface(List.of(
                VkQuadRunner.Input.linear(0, PLANE),
                new VkQuadRunner.Input(3, VkQuadRunner.Type.UINT, VkQuadRunner.Interpolation.FLAT, false, new VkQuadRunner.Plane(
                        new float[] {f(7), f(8), f(9), f(10)}, new float[4], new float[4])),
                new VkQuadRunner.Input(1, VkQuadRunner.Type.FLOAT, VkQuadRunner.Interpolation.SMOOTH, true, PLANE)),
                Map.of(0, VkQuadRunner.Type.FLOAT, 2, VkQuadRunner.Type.INT, 7, VkQuadRunner.Type.UINT), List.of());
        VkQuadRunner.Result r = runner.run(frag("""
                layout(location = 0) noperspective in vec4 v;
                layout(location = 1) centroid in vec4 s;
                layout(location = 3) flat in uvec4 n;
                layout(location = 0) out vec4 o0;
                layout(location = 2) out ivec4 o2;
                layout(location = 7) out uvec4 o7;
                void main() { o0 = s; o2 = ivec4(v) - 5; o7 = n * 2u; }
                """), iface, Map.of());
        assertEquals(List.of(0, 2, 7), List.copyOf(r.outputs().keySet()));
        for (int lane = 0; lane < 4; lane++) {
            for (int c = 0; c < 4; c++) {
                assertEquals(PLANE_AT[lane][c], f(r.outputs().get(0)[lane][c]), "centroid == centre on a covered pixel");
                assertEquals((int) PLANE_AT[lane][c] - 5, r.outputs().get(2)[lane][c]);
                assertEquals(2 * (7 + c), r.outputs().get(7)[lane][c]);
            }
        }
        assertEquals(0, r.killMask());
    }

    @Test
    void anInvalidModuleIsATypedErrorAndTheRunnerGoesOn() {
        int[] words = frag(PLANE_PLUS_CONSTANT);
        words[words.length - 1] = 0xFFFF0001; // the last instruction's header becomes garbage
        VkException e = assertThrows(VkException.class, () -> runner.prepare(words, PLANE_PLUS_CONSTANT_INTERFACE));
        assertEquals(VkException.Kind.INVALID_SPIRV, e.kind());
        assertEquals("VkQuadRunner.prepare", e.call());
        planesGiveTheInterpretersQuadValuesExactly();
    }
}
