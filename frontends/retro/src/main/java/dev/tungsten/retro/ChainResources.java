package dev.tungsten.retro;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.ConstantBuffer;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.Cso;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.pipe.SamplerView;
import dev.tungsten.pipe.Screen;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Surface;
import dev.tungsten.pipe.Transfer;
import dev.tungsten.pipe.VertexBuffer;
import dev.tungsten.pipe.VertexElement;
import dev.tungsten.pipe.Viewport;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;

/// The driver side of a [RetroChain]: one context, the passes' state objects, their render
/// targets (remade only when a size changes), the ring of past input frames, the lookup
/// textures, and the per-frame work of binding and drawing each pass.
final class ChainResources implements AutoCloseable {
    /// Vertex layout: position, texture coordinate, colour, and (0, 0, 0, 1) for inputs
    /// RetroArch does not feed, 16 bytes each.
    private static final int STRIDE = 64;
    /// The full-target quad as a strip; positions in [0, 1] go through the orthographic MVP,
    /// and texture coordinate (0, 0) is the top-left texel.
    private static final float[] QUAD = {
        0, 0, 0, 1, 0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 0, 1,
        1, 0, 0, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 0, 0, 1,
        0, 1, 0, 1, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 1,
        1, 1, 0, 1, 1, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 1,
    };
    /// ortho(0, 1, 0, 1, -1, 1), row-major as a Cg `float4x4`.
    private static final float[] MVP = {2, 0, 0, -1, 0, 2, 0, -1, 0, 0, -1, 0, 0, 0, 0, 1};

    private final Screen screen;
    private final Context ctx;
    private final Preset preset;
    private final List<PassProgram> programs;
    private final PassProgram stock;
    private final List<Cso<ShaderState>> vertexShaders = new ArrayList<>();
    private final List<Cso<ShaderState>> fragmentShaders = new ArrayList<>();
    private final List<Cso<VertexElement.Layout>> layouts = new ArrayList<>();
    private final Map<SamplerState, Cso<SamplerState>> samplerStates = new HashMap<>();
    private final Map<String, Resource> luts = new LinkedHashMap<>();
    private final byte[] quad;
    private final int maxSize;
    private Resource black;
    /// Render target of each pass (and of the stock pass last when there is one).
    private final Resource[] targets;
    private final int[][] sizes;
    /// Past input frames: `frames[(head - age) mod length]` is the frame `age` frames back.
    private Resource[] frames;
    /// How many frames the ring keeps: 1 plus the oldest `PREVn` any pass reads.
    private final int history;
    private int head = -1;
    private long frameCount;
    private Resource viewportTarget;

    ChainResources(Screen screen, Preset preset, List<PassProgram> programs, PassProgram stock) {
        this.screen = screen;
        this.preset = preset;
        this.programs = programs;
        this.stock = stock;
        this.maxSize = screen.caps().maxTextureSize();
        this.ctx = screen.createContext();
        ByteBuffer vb = ByteBuffer.allocate(QUAD.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float f : QUAD) {
            vb.putFloat(f);
        }
        this.quad = vb.array();
        int oldest = 1;
        for (PassProgram p : programs) {
            for (PassProgram.Bound b : bounds(p)) {
                if (b.texture() instanceof PassProgram.Frame f) {
                    oldest = Math.max(oldest, f.age() + 1);
                }
            }
        }
        this.history = oldest;
        int drawn = programs.size() + (stock == null ? 0 : 1);
        this.targets = new Resource[drawn];
        this.sizes = new int[drawn][];
        try {
            for (PassProgram p : all()) {
                vertexShaders.add(ctx.createShaderState(ShaderState.of(p.vertex())));
                fragmentShaders.add(ctx.createShaderState(ShaderState.of(p.fragment())));
                layouts.add(ctx.createVertexElementsState(layout(p.attributes())));
            }
            black = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, 1, 1, 1, Bind.SAMPLER_VIEW));
            ctx.textureSubdata(black, 0, Box.of2D(0, 0, 1, 1), new byte[4], 4, 4);
            for (Preset.Lut lut : preset.textures()) {
                luts.put(lut.name(), loadLut(lut));
            }
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    private List<PassProgram> all() {
        List<PassProgram> out = new ArrayList<>(programs);
        if (stock != null) {
            out.add(stock);
        }
        return out;
    }

    private static VertexElement.Layout layout(List<PassProgram.Attribute> attributes) {
        List<VertexElement> elements = new ArrayList<>();
        for (PassProgram.Attribute a : attributes) {
            elements.add(VertexElement.of(0, a.ordinal() * 16, PipeFormat.R32G32B32A32_FLOAT, STRIDE));
        }
        if (elements.isEmpty()) {
            elements.add(VertexElement.of(0, 0, PipeFormat.R32G32B32A32_FLOAT, STRIDE));
        }
        return VertexElement.Layout.of(elements.toArray(VertexElement[]::new));
    }

    private Resource loadLut(Preset.Lut lut) {
        Image img;
        try {
            img = Image.read(lut.file());
        } catch (RetroException e) {
            throw new RetroException(e.kind(), preset.file(), lut.line(), "lookup texture " + lut.name() + ": " + lut.file()
                    + ": " + e.detail(), e);
        }
        if (img.width() > maxSize || img.height() > maxSize) {
            throw new RetroException(RetroException.Kind.SIZE, preset.file(), lut.line(), "lookup texture " + lut.name() + " is "
                    + img.width() + "x" + img.height() + ", beyond the driver's largest texture " + maxSize);
        }
        int levels = lut.mipmap() ? ResourceTemplate.fullMipLevels(img.width(), img.height(), 1) : 1;
        Resource r = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, img.width(), img.height(),
                levels, Bind.SAMPLER_VIEW | Bind.RENDER_TARGET));
        ctx.textureSubdata(r, 0, Box.of2D(0, 0, img.width(), img.height()), img.rgba(), img.width() * 4,
                img.width() * img.height() * 4);
        if (levels > 1) {
            ctx.generateMipmap(r, r.template().format(), 0, levels - 1, 0, 0);
        }
        return r;
    }

    long frameCount() {
        return frameCount;
    }

    // ------------------------------------------------------------------ one frame

    RetroChain.Frame render(Image input, int viewportWidth, int viewportHeight, Map<String, Float> values, boolean timePasses) {
        long start = System.nanoTime();
        int drawn = targets.length;
        long[] passNanos = new long[programs.size()];
        int[][] frameSizes = sizes(input.width(), input.height(), viewportWidth, viewportHeight);
        int pass = -1;
        try {
            uploadFrame(input);
            long t = System.nanoTime();
            for (pass = 0; pass < drawn; pass++) {
                draw(pass, frameSizes, input, viewportWidth, viewportHeight, values);
                if (timePasses && pass < programs.size()) {
                    ctx.flush().await(Long.MAX_VALUE);
                    long now = System.nanoTime();
                    passNanos[pass] = now - t;
                    t = now;
                }
            }
            pass = -1;
            float[] rgba = read(targets[drawn - 1], viewportWidth, viewportHeight);
            frameCount++;
            return new RetroChain.Frame(viewportWidth, viewportHeight, rgba, System.nanoTime() - start, passNanos);
        } catch (PipeException e) {
            int line = pass >= 0 && pass < programs.size() ? preset.passes().get(pass).line("shader") : 0;
            throw new RetroException(RetroException.Kind.DRIVER, preset.file(), line, (pass >= 0 ? "pass " + pass + ": " : "")
                    + "the driver failed: " + e.getMessage(), e);
        }
    }

    /// Output size of every drawn pass for this frame, checked against the driver's limit.
    private int[][] sizes(int frameWidth, int frameHeight, int viewportWidth, int viewportHeight) {
        int[][] out = new int[targets.length][];
        int w = frameWidth;
        int h = frameHeight;
        for (int i = 0; i < targets.length; i++) {
            boolean last = i == targets.length - 1;
            Preset.Pass p = i < programs.size() ? preset.passes().get(i) : null;
            int nw = last ? viewportWidth : axis(p, p.scaleX(), "x", w, viewportWidth);
            int nh = last ? viewportHeight : axis(p, p.scaleY(), "y", h, viewportHeight);
            out[i] = new int[] {nw, nh};
            w = nw;
            h = nh;
        }
        return out;
    }

    /// One axis of a pass's size: RetroArch truncates `source * scale` to whole pixels.
    private int axis(Preset.Pass p, Preset.Scale s, String name, int source, int viewport) {
        double size = switch (s.type()) {
            case null -> source;
            case SOURCE -> Math.floor(source * s.factor());
            case VIEWPORT -> Math.floor(viewport * s.factor());
            case ABSOLUTE -> s.absolute();
        };
        if (!(size >= 1) || size > maxSize) {
            int line = p.line("scale_" + name) > 0 ? p.line("scale_" + name) : p.line("scale") > 0 ? p.line("scale")
                    : p.line("scale_type_" + name) > 0 ? p.line("scale_type_" + name) : p.line("scale_type");
            throw new RetroException(RetroException.Kind.SIZE, preset.file(), line, String.format(java.util.Locale.ROOT,
                    "pass %d would be %.0f pixels %s (%s of %d); a pass is 1 to %d pixels on this driver", p.index(), size,
                    name.equals("x") ? "wide" : "high", describe(s), s.type() == Preset.ScaleType.VIEWPORT ? viewport : source,
                    maxSize));
        }
        return (int) size;
    }

    private static String describe(Preset.Scale s) {
        return switch (s.type()) {
            case null -> "the source size";
            case SOURCE -> "scale " + s.factor() + " of the source";
            case VIEWPORT -> "scale " + s.factor() + " of the viewport";
            case ABSOLUTE -> "absolute " + s.absolute();
        };
    }

    /// Puts `input` into the frame ring, making the ring when the frame size changes (history
    /// starts black, as RetroArch clears it).
    private void uploadFrame(Image input) {
        boolean mip = preset.passes().getFirst().mipmapInput();
        if (frames == null || frames[0].template().width() != input.width() || frames[0].template().height() != input.height()) {
            destroy(frames);
            if (input.width() > maxSize || input.height() > maxSize) {
                throw new RetroException(RetroException.Kind.SIZE, null, 0, "the input frame is " + input.width() + "x"
                        + input.height() + ", beyond the driver's largest texture " + maxSize);
            }
            frames = new Resource[history];
            int levels = mip ? ResourceTemplate.fullMipLevels(input.width(), input.height(), 1) : 1;
            byte[] zeros = new byte[input.width() * input.height() * 4];
            for (int i = 0; i < history; i++) {
                frames[i] = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, input.width(),
                        input.height(), levels, Bind.SAMPLER_VIEW | Bind.RENDER_TARGET));
                if (history > 1) {
                    ctx.textureSubdata(frames[i], 0, Box.of2D(0, 0, input.width(), input.height()), zeros, input.width() * 4,
                            zeros.length);
                }
            }
            head = -1;
        }
        head = (head + 1) % frames.length;
        Resource r = frames[head];
        ctx.textureSubdata(r, 0, Box.of2D(0, 0, input.width(), input.height()), input.rgba(), input.width() * 4,
                input.rgba().length);
        if (r.template().levels() > 1) {
            ctx.generateMipmap(r, r.template().format(), 0, r.template().lastLevel(), 0, 0);
        }
    }

    private static List<PassProgram.Bound> bounds(PassProgram p) {
        List<PassProgram.Bound> all = new ArrayList<>(p.vertexSamplers());
        all.addAll(p.fragmentSamplers());
        return all;
    }

    private void draw(int pass, int[][] frameSizes, Image input, int viewportWidth, int viewportHeight,
                      Map<String, Float> values) {
        PassProgram program = pass < programs.size() ? programs.get(pass) : stock;
        int w = frameSizes[pass][0];
        int h = frameSizes[pass][1];
        Resource target = target(pass, w, h);
        ctx.setFramebufferState(new FramebufferState(w, h, List.of(Surface.of(target)), null));
        ctx.setViewportStates(0, List.of(Viewport.of(0, 0, w, h)));
        ctx.bindShaderState(Processor.VERT, vertexShaders.get(pass));
        ctx.bindShaderState(Processor.FRAG, fragmentShaders.get(pass));
        ctx.bindVertexElementsState(layouts.get(pass));
        ctx.setVertexBuffers(List.of(VertexBuffer.user(quad)));

        int[] in = pass == 0 ? new int[] {input.width(), input.height()} : frameSizes[pass - 1];
        long count = frameCount;
        int mod = pass < programs.size() ? preset.passes().get(pass).frameCountMod() : 0;
        if (mod > 0) {
            count %= mod;
        }
        FrameState f = new FrameState(pass, in, frameSizes[pass], count, input, frameSizes, values);
        ctx.setConstantBuffer(Processor.VERT, 0, ConstantBuffer.ofFloats(constants(program.vertexUniforms(),
                program.vertexRegisters(), f)));
        ctx.setConstantBuffer(Processor.FRAG, 0, ConstantBuffer.ofFloats(constants(program.fragmentUniforms(),
                program.fragmentRegisters(), f)));
        bindSamplers(Processor.VERT, pass, program.vertexSamplers());
        bindSamplers(Processor.FRAG, pass, program.fragmentSamplers());

        ctx.drawVbo(DrawInfo.arrays(PrimitiveType.TRIANGLE_STRIP), DrawInfo.Range.of(0, 4));
        if (target.template().levels() > 1) {
            ctx.generateMipmap(target, target.template().format(), 0, target.template().lastLevel(), 0, 0);
        }
    }

    /// What a frame's uniforms are computed from.
    private record FrameState(int pass, int[] in, int[] out, long frameCount, Image input, int[][] sizes,
                         Map<String, Float> values) {}

    private float[] constants(List<PassProgram.Slot> slots, int registers, FrameState f) {
        float[] c = new float[registers * 4];
        for (PassProgram.Slot s : slots) {
            float[] v = switch (s.value()) {
                case PassProgram.In in -> switch (in.member()) {
                    case "video_size", "texture_size" -> new float[] {f.in()[0], f.in()[1]};
                    case "output_size" -> new float[] {f.out()[0], f.out()[1]};
                    case "frame_count" -> new float[] {f.frameCount()};
                    case "frame_direction" -> new float[] {1};
                    default -> new float[] {0}; // frame_rotation: no rotation
                };
                case PassProgram.Mvp m -> MVP;
                case PassProgram.TextureSize ts -> size(ts.texture(), f);
                case PassProgram.Named n -> f.values().containsKey(n.name()) ? new float[] {f.values().get(n.name())} : n.fallback();
                case PassProgram.Fixed fixed -> fixed.rowMajor();
                case PassProgram.VertexTexCoord t -> new float[0];
            };
            PassProgram.put(c, s.uniform(), v);
        }
        return c;
    }

    private float[] size(PassProgram.TextureRef t, FrameState f) {
        return switch (t) {
            case PassProgram.Source s -> new float[] {f.in()[0], f.in()[1]};
            case PassProgram.Frame fr -> new float[] {f.input().width(), f.input().height()};
            case PassProgram.Output o -> new float[] {f.sizes()[o.pass()][0], f.sizes()[o.pass()][1]};
            case PassProgram.Lut l -> {
                Resource r = luts.get(l.name());
                yield new float[] {r.template().width(), r.template().height()};
            }
            case PassProgram.Unbound u -> new float[] {1, 1};
        };
    }

    private void bindSamplers(Processor stage, int pass, List<PassProgram.Bound> bounds) {
        if (bounds.isEmpty()) {
            return;
        }
        int views = 0;
        int samplers = 0;
        for (PassProgram.Bound b : bounds) {
            views = Math.max(views, b.sampler().view() + 1);
            samplers = Math.max(samplers, b.sampler().sampler() + 1);
        }
        List<SamplerView> viewList = new ArrayList<>();
        List<Cso<SamplerState>> stateList = new ArrayList<>();
        for (int i = 0; i < views; i++) {
            viewList.add(SamplerView.of(black));
        }
        Cso<SamplerState> nearest = state(SamplerState.of(SamplerState.Wrap.CLAMP_TO_EDGE, SamplerState.Filter.NEAREST,
                SamplerState.MipFilter.NONE));
        for (int i = 0; i < samplers; i++) {
            stateList.add(nearest);
        }
        for (PassProgram.Bound b : bounds) {
            Resource r = texture(b.texture(), pass);
            viewList.set(b.sampler().view(), SamplerView.of(r));
            stateList.set(b.sampler().sampler(), state(samplerState(b.texture(), pass, r)));
        }
        ctx.setSamplerViews(stage, 0, viewList);
        ctx.bindSamplerStates(stage, 0, stateList);
    }

    private Resource texture(PassProgram.TextureRef t, int pass) {
        return switch (t) {
            case PassProgram.Source s -> pass == 0 ? frames[head] : targets[pass - 1];
            case PassProgram.Frame f -> frames[Math.floorMod(head - f.age(), frames.length)];
            case PassProgram.Output o -> targets[o.pass()];
            case PassProgram.Lut l -> luts.get(l.name());
            case PassProgram.Unbound u -> black;
        };
    }

    /// How a texture is sampled: a pass's input as that pass says, the frames as pass 0 says,
    /// an output as the pass that takes it as input says, a lookup texture as the preset says.
    private SamplerState samplerState(PassProgram.TextureRef t, int pass, Resource r) {
        Preset.Filter filter;
        Preset.Wrap wrap;
        switch (t) {
            case PassProgram.Source s -> {
                Preset.Pass p = settings(pass);
                filter = p.filter();
                wrap = p.wrap();
            }
            case PassProgram.Frame f -> {
                filter = settings(0).filter();
                wrap = settings(0).wrap();
            }
            case PassProgram.Output o -> {
                filter = settings(o.pass() + 1).filter();
                wrap = settings(o.pass() + 1).wrap();
            }
            case PassProgram.Lut l -> {
                Preset.Lut lut = preset.textures().stream().filter(x -> x.name().equals(l.name())).findFirst().orElseThrow();
                // RetroArch filters a lookup texture linearly unless the preset says nearest.
                filter = lut.filter() == Preset.Filter.UNSPECIFIED ? Preset.Filter.LINEAR : lut.filter();
                wrap = lut.wrap();
            }
            case PassProgram.Unbound u -> {
                filter = Preset.Filter.NEAREST;
                wrap = Preset.Wrap.CLAMP_TO_EDGE;
            }
        }
        SamplerState.Filter f = filter.linear() ? SamplerState.Filter.LINEAR : SamplerState.Filter.NEAREST;
        SamplerState.MipFilter mip = r.template().levels() == 1 ? SamplerState.MipFilter.NONE
                : filter.linear() ? SamplerState.MipFilter.LINEAR : SamplerState.MipFilter.NEAREST;
        SamplerState.Wrap w = switch (wrap) {
            case CLAMP_TO_BORDER -> SamplerState.Wrap.CLAMP_TO_BORDER;
            case CLAMP_TO_EDGE -> SamplerState.Wrap.CLAMP_TO_EDGE;
            case REPEAT -> SamplerState.Wrap.REPEAT;
            case MIRRORED_REPEAT -> SamplerState.Wrap.MIRROR_REPEAT;
        };
        return SamplerState.of(w, f, mip);
    }

    private Preset.Pass settings(int pass) {
        return pass < preset.passes().size() ? preset.passes().get(pass) : StockPass.settings(preset);
    }

    private Cso<SamplerState> state(SamplerState s) {
        return samplerStates.computeIfAbsent(s, ctx::createSamplerState);
    }

    /// The render target of `pass` at this size: the viewport's float target for the pass that
    /// draws last, else RGBA8, sRGB or RGBA32F as the pass asks, with mip levels when the next
    /// pass wants its input mipmapped.
    private Resource target(int pass, int w, int h) {
        boolean last = pass == targets.length - 1;
        PipeFormat format;
        int levels = 1;
        if (last) {
            format = PipeFormat.R32G32B32A32_FLOAT;
        } else {
            Preset.Pass p = preset.passes().get(pass);
            format = p.floatFramebuffer() ? PipeFormat.R32G32B32A32_FLOAT
                    : p.srgbFramebuffer() ? PipeFormat.R8G8B8A8_SRGB : PipeFormat.R8G8B8A8_UNORM;
            if (settings(pass + 1).mipmapInput()) {
                levels = ResourceTemplate.fullMipLevels(w, h, 1);
            }
        }
        Resource r = targets[pass];
        if (r == null || r.template().width() != w || r.template().height() != h) {
            if (r != null) {
                screen.destroyResource(r);
                targets[pass] = null;
            }
            r = screen.createResource(ResourceTemplate.texture2D(format, w, h, levels, Bind.RENDER_TARGET | Bind.SAMPLER_VIEW));
            targets[pass] = r;
            sizes[pass] = new int[] {w, h};
        }
        return r;
    }

    // ------------------------------------------------------------------ reading back

    float[] passOutput(int pass) {
        Resource r = targets[pass];
        if (r == null) {
            throw new IllegalStateException("no frame rendered yet");
        }
        return read(r, r.template().width(), r.template().height());
    }

    int[] passSize(int pass) {
        return sizes[pass] == null ? null : sizes[pass].clone();
    }

    private float[] read(Resource r, int w, int h) {
        ctx.flush().await(Long.MAX_VALUE);
        Transfer t = ctx.map(r, 0, Box.of2D(0, 0, w, h), Transfer.READ);
        try {
            float[] out = new float[w * h * 4];
            ByteBuffer data = t.data().duplicate().order(ByteOrder.LITTLE_ENDIAN);
            boolean floats = r.template().format() == PipeFormat.R32G32B32A32_FLOAT;
            for (int y = 0; y < h; y++) {
                data.position(y * t.stride());
                if (floats) {
                    data.asFloatBuffer().get(out, y * w * 4, w * 4);
                } else {
                    for (int i = 0; i < w * 4; i++) {
                        out[y * w * 4 + i] = (data.get() & 0xFF) / 255f;
                    }
                }
            }
            return out;
        } finally {
            ctx.unmap(t);
        }
    }

    /// An 8-bit image of float RGBA: clamped and rounded, NaN as 0; `opaque` sets alpha to 255
    /// (a frontend shows colour only).
    static Image toImage(int width, int height, float[] rgba, boolean opaque) {
        byte[] px = new byte[width * height * 4];
        for (int i = 0; i < px.length; i++) {
            float v = rgba[i];
            if (opaque && i % 4 == 3) {
                px[i] = (byte) 255;
            } else {
                px[i] = (byte) (Float.isNaN(v) ? 0 : Math.round(Math.max(0f, Math.min(1f, v)) * 255));
            }
        }
        return new Image(width, height, px);
    }

    // ------------------------------------------------------------------ closing

    private void destroy(Resource[] rs) {
        if (rs != null) {
            for (Resource r : rs) {
                if (r != null) {
                    screen.destroyResource(r);
                }
            }
        }
    }

    @Override
    public void close() {
        try {
            destroy(targets);
            destroy(frames);
            destroy(luts.values().toArray(Resource[]::new));
            if (black != null) {
                screen.destroyResource(black);
            }
            vertexShaders.forEach(ctx::deleteShaderState);
            fragmentShaders.forEach(ctx::deleteShaderState);
            layouts.forEach(ctx::deleteVertexElementsState);
            samplerStates.values().forEach(ctx::deleteSamplerState);
        } finally {
            ctx.close();
        }
    }
}
