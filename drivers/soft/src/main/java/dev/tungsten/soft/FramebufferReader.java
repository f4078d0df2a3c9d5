package dev.tungsten.soft;

import dev.tungsten.pipe.format.FormatCodec;
import dev.tungsten.pipe.shader.ShaderInterface;
import dev.tungsten.pipe.shader.ShaderResources;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.exec.BufferAccess;
import dev.tungsten.tgsi.exec.FramebufferFetch;
import dev.tungsten.tgsi.exec.ImageAccess;
import dev.tungsten.tgsi.exec.SharedMemory;
import dev.tungsten.tgsi.exec.TextureSampler;
import dev.tungsten.tgsi.exec.WorkgroupBarrier;

/// FBFETCH for one rasterizer thread's [ShadeStage]: the colour of the render target behind a
/// `COLOR[N]` output at each lane's pixel of the batch being shaded. The stages of a batch run in
/// order (shade, depth, blend) and batches of a tile in primitive order, so the target holds
/// every earlier fragment's blended colour, which is what framebuffer fetch promises.
///
/// Float, normalised and sRGB targets read as the blend stage's unpacked floats; pure integer
/// targets as their words. A lane off the target (a helper pixel past the edge) or an output
/// with no target bound reads zero.
final class FramebufferReader implements FramebufferFetch {
    private final DrawState state;
    /// Per OUT register, the colour buffer of its `COLOR[N]` semantic, or -1.
    private final int[] targetOf;
    private final float[] texel = new float[4];
    private final int[] words = new int[4];
    /// The batch [ShadeStage] is shading now.
    QuadBatch batch;

    FramebufferReader(DrawState state, ShaderInterface io) {
        this.state = state;
        this.targetOf = new int[io.outputRegisters()];
        java.util.Arrays.fill(targetOf, -1);
        for (ShaderInterface.Slot s : io.outputs()) {
            if (s.name() == SemanticName.COLOR && s.register() < targetOf.length) {
                targetOf[s.register()] = s.index();
            }
        }
    }

    @Override
    public void fetch(int output, int laneMask, int[][] rgba) {
        QuadBatch b = batch;
        int target = output >= 0 && output < targetOf.length ? targetOf[output] : -1;
        TargetView[] colors = state.framebuffer.colors();
        TargetView t = target >= 0 && target < colors.length ? colors[target] : null;
        for (int l = 0, n = b.lanes(); l < n; l++) {
            int x = b.x(l), y = b.y(l);
            if ((laneMask >>> l & 1) == 0 || t == null || x >= t.width() || y >= t.height()) {
                for (int c = 0; c < 4; c++) {
                    rgba[c][l] = 0;
                }
                continue;
            }
            FormatCodec codec = t.codec();
            int at = t.offset(x, y);
            if (t.description().isPureInteger()) {
                codec.unpackWords(t.data(), at, words, 0);
                for (int c = 0; c < 4; c++) {
                    rgba[c][l] = words[c];
                }
            } else {
                codec.unpackFloat(t.data(), at, texel, 0);
                for (int c = 0; c < 4; c++) {
                    rgba[c][l] = Float.floatToRawIntBits(texel[c]);
                }
            }
        }
    }

    /// The draw's fragment resources with this reader as their framebuffer fetch. One per shade
    /// stage, so the shader backends bind it once and it stays this thread's.
    record Resources(ShaderResources base, FramebufferFetch framebufferFetch) implements ShaderResources {
        @Override
        public int[] constants(int index) {
            return base.constants(index);
        }

        @Override
        public TextureSampler sampler() {
            return base.sampler();
        }

        @Override
        public ImageAccess images() {
            return base.images();
        }

        @Override
        public BufferAccess buffers() {
            return base.buffers();
        }

        @Override
        public SharedMemory sharedMemory() {
            return base.sharedMemory();
        }

        @Override
        public WorkgroupBarrier barrier() {
            return base.barrier();
        }
    }
}
