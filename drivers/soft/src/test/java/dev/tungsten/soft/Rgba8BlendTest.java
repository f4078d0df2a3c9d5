package dev.tungsten.soft;

import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.BlendState.Factor;
import dev.tungsten.pipe.BlendState.Func;
import dev.tungsten.pipe.shader.InterpreterBackend;
import dev.tungsten.pipe.shader.ShaderBackend;
import dev.tungsten.soft.jit.JitBackend;
import dev.tungsten.soft.jit.JitOptions;
import jdk.incubator.vector.IntVector;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/// The vector blend into one RGBA8 target ([Rgba8Blender], from the JIT's registers or from the
/// lane arrays) gives the general path's bytes: several translucent layers over a cleared target,
/// every factor and function it serves, a blend colour outside [0, 1], colours outside [0, 1],
/// killed lanes inside blocks, partial blocks at the edges of a 37x29 target, on the JIT and on
/// the interpreter ([FastPathReference] forces the general path with a second colour buffer).
class Rgba8BlendTest {
    private static final List<BlendState.RenderTarget> TARGETS = List.of(
            BlendState.RenderTarget.blend(Func.ADD, Factor.SRC_ALPHA, Factor.INV_SRC_ALPHA),
            new BlendState.RenderTarget(true, Func.REVERSE_SUBTRACT, Factor.DST_COLOR, Factor.ONE,
                    Func.MAX, Factor.ONE, Factor.ONE, BlendState.MASK_RGBA),
            new BlendState.RenderTarget(true, Func.SUBTRACT, Factor.CONST_COLOR, Factor.INV_DST_ALPHA,
                    Func.ADD, Factor.SRC_ALPHA_SATURATE, Factor.ZERO, BlendState.MASK_RGBA),
            new BlendState.RenderTarget(true, Func.ADD, Factor.SRC_ALPHA_SATURATE, Factor.INV_CONST_ALPHA,
                    Func.MIN, Factor.ONE, Factor.ONE, BlendState.MASK_RGBA),
            new BlendState.RenderTarget(true, Func.ADD, Factor.INV_SRC_COLOR, Factor.DST_ALPHA,
                    Func.REVERSE_SUBTRACT, Factor.CONST_ALPHA, Factor.INV_DST_COLOR, BlendState.MASK_RGBA),
            new BlendState.RenderTarget(true, Func.ADD, Factor.SRC_COLOR, Factor.INV_CONST_COLOR,
                    Func.ADD, Factor.DST_ALPHA, Factor.INV_SRC_ALPHA, BlendState.MASK_RGBA));

    private static byte[] render(Supplier<ShaderBackend> backend, String fs, BlendState.RenderTarget rt, boolean general) {
        return FastPathReference.render(backend.get(), fs, null, general, rig -> {
            FastPathReference.clear(rig, 0.2f, 0.5f, 0.7f, 0.4f);
            rig.ctx.setBlendColor(0.3f, 1.5f, -0.2f, 0.6f);
            rig.ctx.bindBlendState(rig.ctx.createBlendState(BlendState.of(rt)));
            FastPathReference.layers(rig, new float[] {0.1f, 0.2f, 0.3f});
        });
    }

    private static void check(Supplier<ShaderBackend> backend, String fs, String what) {
        for (BlendState.RenderTarget rt : TARGETS) {
            byte[] expected = render(backend, fs, rt, true);
            byte[] actual = render(backend, fs, rt, false);
            int distinct = (int) java.util.stream.IntStream.range(0, expected.length / 4)
                    .map(p -> expected[4 * p] & 0xFF).distinct().count();
            assertTrue(distinct > 20, what + " " + rt + ": the picture has " + distinct + " red levels");
            FastPathReference.assertSameBytes(expected, actual, what + " " + rt);
        }
    }

    /// The division-free `i / 255f` of the destination's 8-bit values, bit for bit, for all 256
    /// in each of the four channels (every lane of every vector).
    @Test
    void destinationChannelsAreTheDivisionForEveryByte() {
        int lanes = BlendStage.F.length();
        int[] in = new int[lanes];
        float[] out = new float[lanes];
        for (int shift = 0; shift < 32; shift += 8) {
            for (int first = 0; first < 256; first += lanes) {
                for (int l = 0; l < lanes; l++) {
                    // the byte in its channel, other bytes set so that masking matters
                    in[l] = ((first + l) & 0xFF) << shift | (0x5A5A5A5A & ~(0xFF << shift));
                }
                Rgba8Blender.channel(IntVector.fromArray(BlendStage.I, in, 0), shift).intoArray(out, 0);
                for (int l = 0; l < lanes; l++) {
                    int value = (first + l) & 0xFF;
                    assertEquals(Float.floatToRawIntBits(value / 255f), Float.floatToRawIntBits(out[l]),
                            "byte " + value + " at bit " + shift);
                }
            }
        }
    }

    @Test
    void blendingFromTheJitsRegistersGivesTheGeneralPathsBytes() {
        check(() -> new JitBackend(JitOptions.EXACT, false), FastPathReference.MIX, "jit-exact");
        check(() -> new JitBackend(JitOptions.EXACT, false), FastPathReference.KILLS, "jit-exact kills");
    }

    @Test
    void blendingFromTheLaneArraysGivesTheGeneralPathsBytes() {
        check(InterpreterBackend::new, FastPathReference.MIX, "interp");
        check(InterpreterBackend::new, FastPathReference.KILLS, "interp kills");
    }
}
