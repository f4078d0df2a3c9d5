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
/// `// texel-buffer` headers fill ([TexelBufferHeaders]), `launchGrid` with the shader's workgroup
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
        try {
            for (TgsiProgram.Resource res : prog.resources()) {
                if (res.file() == RegisterFile.IMAGE && res.group() == 0) {
                    TexelBufferHeaders.View v = texels.view(res.binding());
                    Resource buf = screen.createResource(ResourceTemplate.buffer(v.words().length * 4, Bind.SHADER_IMAGE));
                    created.add(buf);
                    ctx.bufferSubdata(buf, 0, bytesOf(v.words()));
                    while (images.size() <= res.index()) {
                        images.add(null);
                    }
                    images.set(res.index(), ImageView.ofBuffer(buf, v.format(), 0, v.texels(), ImageView.READ | ImageView.WRITE));
                    byBinding.put(res.binding(), buf);
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
            byBinding.forEach((binding, buf) -> out.put(binding, read(buf)));
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
