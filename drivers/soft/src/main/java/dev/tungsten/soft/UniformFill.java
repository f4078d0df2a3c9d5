package dev.tungsten.soft;

import dev.tungsten.pipe.BlendState;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/// The fill of a draw whose fragment shader gives every fragment the same outputs
/// ([UniformShader]) and whose fragments go straight to the colour buffers: no depth, stencil
/// or alpha test, no alpha-to-coverage, and every colour buffer written without blending or
/// logic op with all channels (or none). The shader runs once, on the first quad a rasterizer
/// thread meets, and [BlendStage#opaqueTexel] packs its outputs into each buffer's texel,
/// exactly as the blend stage would have written them; after that a covered pixel costs one
/// store, and a run of covered pixels in a row one array copy. Comparable in purpose to
/// llvmpipe's special cases for simple shaders (its "linear" rasterization path), which the
/// fill-rate benchmark's constant shader measures.
///
/// One per [QuadPipeline], so per draw state and rasterizer thread; the texels never
/// change within it, since a draw state freezes the constants it was built with.
final class UniformFill {
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    /// The colour buffers written, and their texels once [#ready].
    private final TargetView[] targets;
    private final int[] outputs;
    private byte[][] texels;
    /// Per target: the texel repeated across a tile's row, the source of row copies.
    private byte[][] rows;
    /// Per target with 4-byte texels: the texel as a little-endian word.
    private int[] words;

    private UniformFill(TargetView[] targets, int[] outputs) {
        this.targets = targets;
        this.outputs = outputs;
    }

    /// The fill for `state` on a pipeline without depth/stencil/alpha tests, or null when the
    /// state does not allow one.
    static UniformFill of(DrawState state) {
        if (QuadStage.NO_FAST_PATH || !state.uniformOutputs || state.blend.alphaToCoverage() || state.blend.alphaToOne()
                || state.blend.logicOpEnable()) {
            return null;
        }
        TargetView[] colors = state.framebuffer.colors();
        TargetView[] targets = new TargetView[colors.length];
        int[] outputs = new int[colors.length];
        int n = 0;
        for (int i = 0; i < colors.length; i++) {
            BlendState.RenderTarget rt = state.blend.target(i);
            if (colors[i] == null || state.colorOutputs[i] < 0 || rt.colorMask() == 0) {
                continue;
            }
            if (rt.enable() || rt.colorMask() != BlendState.MASK_RGBA) {
                return null;
            }
            targets[n] = colors[i];
            outputs[n++] = i;
        }
        return new UniformFill(Arrays.copyOf(targets, n), Arrays.copyOf(outputs, n));
    }

    boolean ready() {
        return texels != null;
    }

    /// Takes the texels from lane `lane` of a shaded batch (any lane: they are all the same).
    void capture(BlendStage blend, QuadBatch b, int lane) {
        byte[][] t = new byte[targets.length][];
        byte[][] r = new byte[targets.length][];
        int[] w = new int[targets.length];
        for (int i = 0; i < targets.length; i++) {
            t[i] = blend.opaqueTexel(b.shaded, lane, outputs[i]);
            int bytes = t[i].length;
            r[i] = new byte[Scene.TILE * bytes];
            for (int k = 0; k < Scene.TILE; k++) {
                System.arraycopy(t[i], 0, r[i], k * bytes, bytes);
            }
            if (bytes == 4) {
                w[i] = (int) INT.get(t[i], 0);
            }
        }
        rows = r;
        words = w;
        texels = t;
    }

    /// Every pixel of the rectangle `x0..x1` by `y0..y1` (inclusive, within one tile's width).
    void fill(int x0, int y0, int x1, int y1) {
        for (int i = 0; i < targets.length; i++) {
            TargetView t = targets[i];
            byte[] data = t.data(), row = rows[i];
            int length = (x1 - x0 + 1) * t.bytes(), stride = t.stride();
            for (int y = y0, at = t.offset(x0, y0); y <= y1; y++, at += stride) {
                System.arraycopy(row, 0, data, at, length);
            }
        }
    }

    /// The pixels of the 4x4 block at `(bx, by)` whose bits (`4 · row + column`) are set in `mask`.
    void pixels(int bx, int by, int mask) {
        for (int i = 0; i < targets.length; i++) {
            TargetView t = targets[i];
            byte[] data = t.data(), texel = texels[i];
            int bytes = t.bytes(), stride = t.stride(), word = words[i], base = t.offset(bx, by);
            for (int m = mask; m != 0; m &= m - 1) {
                int bit = Integer.numberOfTrailingZeros(m);
                int at = base + (bit >> 2) * stride + (bit & 3) * bytes;
                if (bytes == 4) {
                    INT.set(data, at, word);
                } else {
                    System.arraycopy(texel, 0, data, at, bytes);
                }
            }
        }
    }
}
