package dev.tungsten.soft;

import dev.tungsten.pipe.CompareFunc;
import dev.tungsten.pipe.DepthStencilAlphaState;
import dev.tungsten.pipe.DepthStencilAlphaState.StencilOp;
import dev.tungsten.pipe.shader.InterpreterBackend;
import dev.tungsten.pipe.shader.ShaderBackend;
import dev.tungsten.soft.jit.JitBackend;
import dev.tungsten.soft.jit.JitOptions;
import dev.tungsten.tgsi.PipeFormat;
import org.junit.jupiter.api.Test;

import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertTrue;

/// The depth stage's vector test (`DepthStencilStage.depthLanes`) on Z32_FLOAT, Z24_UNORM_S8_UINT
/// and Z24X8_UNORM gives the general path's colour and depth bytes: every comparison function,
/// with and without depth writes, layers at different tilted depths (one drawn twice, so LESS and LEQUAL differ),
/// before shading (early depth) and after it (a shader that kills), partial blocks at the edges of
/// a 37x29 target. The general path is forced by a stencil test that always passes and keeps.
class DepthFastPathTest {
    private static final DepthStencilAlphaState.Stencil ALWAYS_KEEP = new DepthStencilAlphaState.Stencil(true,
            CompareFunc.ALWAYS, StencilOp.KEEP, StencilOp.KEEP, StencilOp.KEEP, 0xFF, 0xFF);

    private static byte[][] render(Supplier<ShaderBackend> backend, String fs, PipeFormat zs, CompareFunc func,
                                   boolean write, boolean general) {
        byte[][] depth = new byte[1][];
        DepthStencilAlphaState.Stencil stencil = general ? ALWAYS_KEEP : DepthStencilAlphaState.Stencil.DISABLED;
        DepthStencilAlphaState dsa = new DepthStencilAlphaState(new DepthStencilAlphaState.Depth(true, write, func),
                stencil, stencil, DepthStencilAlphaState.Alpha.DISABLED);
        byte[] color = FastPathReference.render(backend.get(), fs, zs, false, rig -> {
            FastPathReference.clear(rig, 0.2f, 0.5f, 0.7f, 0.4f);
            rig.ctx.clearDepthStencil(dev.tungsten.pipe.Surface.of(rig.zs), dev.tungsten.pipe.Context.CLEAR_DEPTH,
                    0.55, 0, 0, 0, FastPathReference.W, FastPathReference.H);
            rig.ctx.bindDepthStencilAlphaState(rig.ctx.createDepthStencilAlphaState(dsa));
            FastPathReference.layers(rig, new float[] {-0.2f, 0.3f, -0.4f, -0.4f, 0.5f});
            depth[0] = FastPathReference.read(rig, rig.zs);
        });
        return new byte[][] {color, depth[0]};
    }

    private static void check(Supplier<ShaderBackend> backend, String fs, String what) {
        for (PipeFormat zs : new PipeFormat[] {PipeFormat.Z32_FLOAT, PipeFormat.Z24_UNORM_S8_UINT, PipeFormat.Z24X8_UNORM}) {
            for (CompareFunc func : CompareFunc.values()) {
                for (boolean write : new boolean[] {true, false}) {
                    String name = what + " " + zs + " " + func + (write ? " write" : "");
                    byte[][] expected = render(backend, fs, zs, func, write, true);
                    byte[][] actual = render(backend, fs, zs, func, write, false);
                    FastPathReference.assertSameBytes(expected[0], actual[0], name + " colour");
                    FastPathReference.assertSameBytes(expected[1], actual[1], name + " depth");
                    if (func == CompareFunc.LESS && write) {
                        int distinct = (int) java.util.stream.IntStream.range(0, expected[0].length / 4)
                                .map(p -> expected[0][4 * p + 1] & 0xFF).distinct().count();
                        assertTrue(distinct > 20, name + ": the picture has " + distinct + " green levels");
                    }
                }
            }
        }
    }

    @Test
    void earlyAndLateDepthOnTheJitGiveTheGeneralPathsBytes() {
        check(() -> new JitBackend(JitOptions.EXACT, false), FastPathReference.MIX, "jit-exact");
        check(() -> new JitBackend(JitOptions.EXACT, false), FastPathReference.KILLS, "jit-exact kills");
    }

    @Test
    void earlyAndLateDepthOnTheInterpreterGiveTheGeneralPathsBytes() {
        check(InterpreterBackend::new, FastPathReference.MIX, "interp");
        check(InterpreterBackend::new, FastPathReference.KILLS, "interp kills");
    }
}
