package dev.tungsten.soft;

import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.BlitInfo;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTarget;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.pipe.Screen;
import dev.tungsten.pipe.Surface;
import dev.tungsten.pipe.Transfer;
import dev.tungsten.tgsi.PipeFormat;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/// Resources of every target, mapping, uploads, copies, blits, mipmap generation and
/// surface clears. Byte results are exact; filtered results are exact for the chosen values
/// (averages of 8-bit values that divide evenly).
class ResourceTest {
    private final Screen screen = new SoftScreen(1, null);
    private final Context ctx = screen.createContext();

    @AfterEach
    void close() {
        ctx.close();
        screen.close();
    }

    private byte[] read(Resource r, int level, Box box) {
        Transfer t = ctx.map(r, level, box, Transfer.READ);
        byte[] out = new byte[t.data().remaining()];
        t.data().get(out);
        ctx.unmap(t);
        return out;
    }

    @Test
    void everyTargetCanBeCreatedWithMipLevels() {
        for (ResourceTarget target : ResourceTarget.values()) {
            if (target == ResourceTarget.BUFFER) {
                continue;
            }
            int h = target == ResourceTarget.TEXTURE_1D || target == ResourceTarget.TEXTURE_1D_ARRAY ? 1 : 16;
            int layers = target.isCube() ? 12 : 3;
            if (target == ResourceTarget.TEXTURE_CUBE) {
                layers = 6;
            }
            int levels = target == ResourceTarget.TEXTURE_RECT ? 1 : 5;
            Resource r = screen.createResource(ResourceTemplate.texture(target, PipeFormat.R8G8B8A8_UNORM, 16, h,
                    layers, levels, Bind.SAMPLER_VIEW));
            assertEquals(levels, r.template().levels(), target.toString());
        }
        assertThrows(PipeException.class, () -> ResourceTemplate.texture(ResourceTarget.TEXTURE_CUBE,
                PipeFormat.R8G8B8A8_UNORM, 16, 8, 6, 1, Bind.SAMPLER_VIEW), "a cube must be square");
        assertThrows(PipeException.class, () -> ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, 16, 16, 6, 0),
                "16x16 has 5 levels");
    }

    @Test
    void mapWritesAndReadsTheSameBytes() {
        Resource t = screen.createResource(ResourceTemplate.texture(ResourceTarget.TEXTURE_2D_ARRAY,
                PipeFormat.R16G16_UINT, 8, 4, 2, 2, Bind.SAMPLER_VIEW));
        Transfer w = ctx.map(t, 1, new Box(1, 1, 1, 2, 1, 1), Transfer.WRITE);
        assertEquals(4 * 4, w.stride(), "level 1 is 4 texels of 4 bytes wide");
        w.data().putInt(0, 0x01020304).putInt(4, 0x05060708);
        ctx.unmap(w);
        byte[] back = read(t, 1, new Box(1, 1, 1, 2, 1, 1));
        assertArrayEquals(new byte[] {4, 3, 2, 1, 8, 7, 6, 5}, back);
        assertThrows(PipeException.class, () -> ctx.map(t, 1, new Box(3, 0, 0, 2, 1, 1), Transfer.READ));
    }

    @Test
    void subdataAndCopyRegion() {
        Resource buf = screen.createResource(ResourceTemplate.buffer(16, Bind.VERTEX_BUFFER));
        ctx.bufferSubdata(buf, 4, new byte[] {1, 2, 3, 4});
        ctx.resourceCopyRegion(buf, 0, 6, 0, 0, buf, 0, Box.ofBytes(4, 4));   // overlapping
        assertArrayEquals(new byte[] {0, 0, 0, 0, 1, 2, 1, 2, 3, 4, 0, 0, 0, 0, 0, 0}, read(buf, 0, Box.ofBytes(0, 16)));
        Resource a = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8_UNORM, 4, 4, 1, Bind.SAMPLER_VIEW));
        Resource b = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8_UINT, 4, 4, 1, Bind.SAMPLER_VIEW));
        ctx.textureSubdata(a, 0, Box.of2D(0, 0, 4, 4), new byte[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, 4, 16);
        ctx.resourceCopyRegion(b, 0, 2, 2, 0, a, 0, Box.of2D(1, 1, 2, 2));
        assertArrayEquals(new byte[] {5, 6, 9, 10}, pick(read(b, 0, Box.of2D(0, 0, 4, 4)), 4, 2, 2, 2, 2));
        Resource wide = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R16_UNORM, 4, 4, 1, Bind.SAMPLER_VIEW));
        assertThrows(PipeException.class, () -> ctx.resourceCopyRegion(wide, 0, 0, 0, 0, a, 0, Box.of2D(0, 0, 1, 1)));
    }

    private static byte[] pick(byte[] all, int stride, int x, int y, int w, int h) {
        byte[] out = new byte[w * h];
        for (int j = 0; j < h; j++) {
            System.arraycopy(all, (y + j) * stride + x, out, j * w, w);
        }
        return out;
    }

    @Test
    void blitScalesAndConvertsFormats() {
        Resource src = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, 2, 2, 1, Bind.SAMPLER_VIEW));
        ctx.textureSubdata(src, 0, Box.of2D(0, 0, 2, 2), new byte[] {
            0, 0, 0, (byte) 255, (byte) 200, 0, 0, (byte) 255, 0, 100, 0, (byte) 255, 0, 0, 40, (byte) 255}, 8, 16);
        Resource dst = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R32G32B32A32_FLOAT, 4, 4, 1,
                Bind.RENDER_TARGET));
        ctx.blit(new BlitInfo(BlitInfo.Side.of(dst, 0, 0), BlitInfo.Side.of(src, 0, 0), BlitInfo.MASK_RGBA,
                SamplerState.Filter.NEAREST, null));
        Transfer t = ctx.map(dst, 0, Box.of2D(0, 0, 4, 4), Transfer.READ);
        assertEquals(200f / 255f, t.data().getFloat(3 * 16), "pixel (3,0) is source (1,0)");
        assertEquals(40f / 255f, t.data().getFloat(3 * t.stride() + 3 * 16 + 8), "pixel (3,3) is source (1,1)");
        ctx.unmap(t);
        // Linear: pixel (1,0) of the 4x4 samples the source at (0.75, 0.25): 1/4 of the way to texel (1,0).
        ctx.blit(new BlitInfo(BlitInfo.Side.of(dst, 0, 0), BlitInfo.Side.of(src, 0, 0), BlitInfo.MASK_RGBA,
                SamplerState.Filter.LINEAR, null));
        t = ctx.map(dst, 0, Box.of2D(0, 0, 4, 4), Transfer.READ);
        assertEquals(50f / 255f, t.data().getFloat(16), 1e-6f);
        ctx.unmap(t);
    }

    @Test
    void generateMipmapAveragesTexels() {
        Resource tex = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8_UNORM, 4, 2, 3, Bind.SAMPLER_VIEW));
        ctx.textureSubdata(tex, 0, Box.of2D(0, 0, 4, 2), new byte[] {0, 4, 8, 8, 4, 8, 16, 16}, 4, 8);
        ctx.generateMipmap(tex, PipeFormat.R8_UNORM, 0, 2, 0, 0);
        assertArrayEquals(new byte[] {4, 12}, read(tex, 1, Box.of2D(0, 0, 2, 1)));
        assertArrayEquals(new byte[] {8}, read(tex, 2, Box.of2D(0, 0, 1, 1)));
    }

    @Test
    void clearDepthStencilKeepsTheOtherHalf() {
        Resource zs = screen.createResource(ResourceTemplate.texture2D(PipeFormat.Z24_UNORM_S8_UINT, 4, 4, 1, Bind.DEPTH_STENCIL));
        Surface s = Surface.of(zs);
        ctx.clearDepthStencil(s, Context.CLEAR_DEPTH | Context.CLEAR_STENCIL, 1.0, 0x12, 0, 0, 4, 4);
        ctx.clearDepthStencil(s, Context.CLEAR_DEPTH, 0.0, 0, 1, 1, 2, 2);
        byte[] all = read(zs, 0, Box.of2D(0, 0, 4, 4));
        assertArrayEquals(new byte[] {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x12}, java.util.Arrays.copyOfRange(all, 0, 4));
        assertArrayEquals(new byte[] {0, 0, 0, 0x12}, java.util.Arrays.copyOfRange(all, 20, 24), "texel (1,1)");
        Resource rt = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UINT, 2, 2, 1, Bind.RENDER_TARGET));
        ctx.clearRenderTarget(Surface.of(rt), ColorValue.ofInt(300, 7, -1, 1), 0, 0, 2, 2);
        assertArrayEquals(new byte[] {(byte) 255, 7, (byte) 255, 1}, java.util.Arrays.copyOfRange(read(rt, 0, Box.of2D(0, 0, 2, 2)), 0, 4),
                "integer clears clamp to the format");
    }
}
