package dev.tungsten.tests.wgsl;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import dev.tungsten.ir.TgsiProgram;
import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.Cso;
import dev.tungsten.pipe.GridInfo;
import dev.tungsten.pipe.ImageView;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTarget;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.Screen;
import dev.tungsten.pipe.ShaderBuffer;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Transfer;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.RegisterFile;

/// Compiles a WGSL compute shader to TGSI and dispatches it through a pipe driver, as an
/// application would: a shader state with the program's shared memory, one buffer resource per
/// storage binding of group 0 bound as shader buffer `BUFFER[i]` (the slot the lowering gave it),
/// a buffer view (`ImageView.ofBuffer`) over its own buffer for each texel buffer the source's
/// `// texel-buffer` headers fill ([TexelBufferHeaders]) and a texture with a view of its level 0
/// for each `// storage-texture` header, `launchGrid` with the shader's workgroup
/// size, then the buffers read back with `map`. The counterpart of [ComputeRunner], which drives
/// the interpreter directly.
final class PipeComputeRunner {
    private final Screen screen;
    private final Context ctx;

    /// Runs every case on `ctx` (one context for all cases keeps a run short).
    PipeComputeRunner(Screen screen, Context ctx) {
        this.screen = screen;
        this.ctx = ctx;
    }

    /// Runs entry point `main`; storage buffer `@group(0) @binding(b)` starts as `buffers.get(b)`
    /// (words), one not given starts as zeros of its declared size. Returns the buffers' words
    /// after the dispatch, by binding.
    Map<Integer, int[]> run(String source, int[] dispatch, Map<Integer, int[]> buffers) {
        TgsiProgram prog = ComputeRunner.lowerMain(source);
        Cso<ShaderState> cs = ctx.createShaderState(new ShaderState(prog.shader(), prog.sharedMemoryBytes()));
        Map<Integer, Resource> byBinding = new TreeMap<>();
        List<Resource> created = new ArrayList<>();
        int slots = 0;
        for (TgsiProgram.Resource res : prog.resources()) {
            if (res.file() == RegisterFile.BUFFER) {
                slots = Math.max(slots, res.index() + res.count());
            }
        }
        List<ShaderBuffer> bound = new ArrayList<>(Collections.nCopies(slots, null));
        List<ImageView> images = new ArrayList<>();
        TexelBufferHeaders texels = TexelBufferHeaders.parse(source);
        Map<Integer, TexelBufferHeaders.View> views = new TreeMap<>();
        try {
            for (TgsiProgram.Resource res : prog.resources()) {
                if (res.file() == RegisterFile.IMAGE && res.group() == 0) {
                    TexelBufferHeaders.View v = texels.view(res.binding());
                    Resource image = v.isBuffer() ? texelBuffer(v) : texture(v);
                    created.add(image);
                    while (images.size() <= res.index()) {
                        images.add(null);
                    }
                    images.set(res.index(), v.isBuffer()
                            ? ImageView.ofBuffer(image, v.format(), 0, v.texels(), ImageView.READ | ImageView.WRITE)
                            : new ImageView(image, v.format(), 0, 0, image.template().layers(0) - 1, ImageView.READ | ImageView.WRITE));
                    byBinding.put(res.binding(), image);
                    views.put(res.binding(), v);
                    continue;
                }
                if (res.file() != RegisterFile.BUFFER || res.group() != 0) {
                    continue;
                }
                int[] init = buffers.get(res.binding());
                int bytes = Math.max(4, init != null ? init.length * 4 : res.bytes());
                Resource buf = screen.createResource(ResourceTemplate.buffer(bytes, Bind.SHADER_BUFFER));
                created.add(buf);
                // Written in full: a new OpenGL buffer's contents are undefined, WGSL's are zeros.
                ctx.bufferSubdata(buf, 0, init != null && init.length > 0 ? bytesOf(init) : new byte[bytes]);
                bound.set(res.index(), ShaderBuffer.of(buf));
                byBinding.put(res.binding(), buf);
            }
            ctx.bindShaderState(Processor.COMP, cs);
            if (!bound.isEmpty()) {
                ctx.setShaderBuffers(Processor.COMP, 0, bound);
            }
            if (!images.isEmpty()) {
                ctx.setShaderImages(Processor.COMP, 0, images);
            }
            int[] wg = prog.workgroupSize();
            ctx.launchGrid(new GridInfo(wg[0], wg[1], wg[2], dispatch[0], dispatch[1], dispatch[2]));
            Map<Integer, int[]> out = new TreeMap<>();
            byBinding.forEach((binding, res) -> out.put(binding, views.containsKey(binding) && !views.get(binding).isBuffer()
                    ? readTexture(res, views.get(binding)) : read(res)));
            return out;
        } finally {
            ctx.bindShaderState(Processor.COMP, null);
            ctx.deleteShaderState(cs);
            if (slots > 0) {
                ctx.setShaderBuffers(Processor.COMP, 0, Collections.nCopies(slots, null));
            }
            if (!images.isEmpty()) {
                ctx.setShaderImages(Processor.COMP, 0, Collections.nCopies(images.size(), null));
            }
            for (Resource res : created) {
                screen.destroyResource(res);
            }
        }
    }

    private Resource texelBuffer(TexelBufferHeaders.View v) {
        Resource buf = screen.createResource(ResourceTemplate.buffer(v.words().length * 4, Bind.SHADER_IMAGE));
        ctx.bufferSubdata(buf, 0, bytesOf(v.words()));
        return buf;
    }

    /// A storage texture holding the view's texels: level 0 only, a 2-D array's layers as its
    /// box's depth (Gallium's convention), uploaded in full.
    private Resource texture(TexelBufferHeaders.View v) {
        ResourceTarget target = switch (v.target()) {
            case T2D -> ResourceTarget.TEXTURE_2D;
            case T2D_ARRAY -> ResourceTarget.TEXTURE_2D_ARRAY;
            case T3D -> ResourceTarget.TEXTURE_3D;
            default -> throw new IllegalArgumentException("no storage texture of target " + v.target());
        };
        Resource tex = screen.createResource(ResourceTemplate.texture(target, v.format(), v.width(), v.height(), v.depth(), 1,
                Bind.SHADER_IMAGE | Bind.SAMPLER_VIEW));
        ctx.textureSubdata(tex, 0, new Box(0, 0, 0, v.width(), v.height(), v.depth()), bytesOf(v.words()), v.stride(),
                v.stride() * v.height());
        return tex;
    }

    /// A texture's texels packed as the header gives them, whatever the driver's row and layer strides.
    private int[] readTexture(Resource tex, TexelBufferHeaders.View v) {
        Transfer t = ctx.map(tex, 0, new Box(0, 0, 0, v.width(), v.height(), v.depth()), Transfer.READ);
        try {
            byte[] packed = new byte[v.words().length * 4];
            for (int z = 0; z < v.depth(); z++) {
                for (int y = 0; y < v.height(); y++) {
                    t.data().get(z * t.layerStride() + y * t.stride(), packed, (z * v.height() + y) * v.stride(), v.stride());
                }
            }
            int[] out = new int[v.words().length];
            ByteBuffer.wrap(packed).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(out);
            return out;
        } finally {
            ctx.unmap(t);
        }
    }

    private int[] read(Resource buf) {
        int words = buf.template().width() / 4;
        Transfer t = ctx.map(buf, 0, Box.ofBytes(0, words * 4), Transfer.READ);
        try {
            int[] out = new int[words];
            for (int i = 0; i < words; i++) {
                out[i] = t.data().getInt(i * 4);
            }
            return out;
        } finally {
            ctx.unmap(t);
        }
    }

    private static byte[] bytesOf(int[] words) {
        byte[] b = new byte[words.length * 4];
        ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().put(words);
        return b;
    }
}
