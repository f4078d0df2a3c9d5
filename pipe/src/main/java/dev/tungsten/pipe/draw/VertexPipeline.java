package dev.tungsten.pipe.draw;

import dev.tungsten.pipe.ClipState;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.VertexElement;
import dev.tungsten.pipe.Viewport;
import dev.tungsten.pipe.format.ChannelType;
import dev.tungsten.pipe.format.FormatCodec;
import dev.tungsten.pipe.format.FormatDescription;
import dev.tungsten.pipe.format.Formats;
import dev.tungsten.pipe.shader.ShaderInterface;
import dev.tungsten.pipe.shader.ShaderInvocation;
import dev.tungsten.pipe.shader.ShaderLanes;
import dev.tungsten.pipe.shader.ShaderProgram;
import dev.tungsten.pipe.shader.ShaderResources;
import dev.tungsten.tgsi.SemanticName;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

/// The vertex pipeline shared by software drivers (Mesa's `draw` module): index reading with
/// primitive restart, vertex fetch in every supported format with instancing, the vertex shader
/// through a [ShaderProgram], clip-distance computation and the viewport transform, then
/// [PrimitiveAssembler] and [PrimitiveClipper] hand primitives to the driver's [PrimitiveSink].
///
/// Robustness: [#validate] rejects a draw that cannot be performed (missing vertex buffer,
/// unsupported vertex format, index range past the index buffer, a vertex shader without a
/// position output or reading more inputs than there are vertex elements) before anything is
/// drawn. Vertex indices past the end of a vertex buffer are defined: they fetch a zero texel
/// (reading as 0, 0, 0, 1 for formats without alpha), as Vulkan's robust buffer access allows.
///
/// One pipeline per context; not thread-safe.
public final class VertexPipeline {
    /// Lanes per vertex shader run.
    static final int LANES = ShaderLanes.MAX_WIDTH;
    /// The guard band reaches this many pixels either side of the viewport centre.
    static final float GUARD_BAND_PIXELS = 8192f;
    /// Frustum planes: left, right, top, bottom (guard band), near, far; then user planes.
    static final int FRUSTUM_PLANES = 6;
    private static final byte[] ZERO_TEXEL = new byte[16];
    private static final VarHandle LITTLE_ENDIAN_INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    /// What the next draws read and how they are rasterized.
    /// @param vertexBuffers  bindings by slot (null: unbound)
    /// @param depthBits      bits of a UNORM depth buffer (the polygon offset unit is 2^-bits); 0 for a float depth buffer
    /// @param noperspective  per vertex shader output register: interpolated linearly in window space (nullable)
    public record Config(List<VertexElement> elements, ByteRange[] vertexBuffers, ShaderProgram vertexShader,
                         ShaderResources resources, RasterizerState raster, Viewport viewport, ClipState clip,
                         int depthBits, boolean[] noperspective) {
    }

    final VertexStore store = new VertexStore();
    private final PrimitiveClipper clipper = new PrimitiveClipper(this);
    private final Map<ShaderProgram, Runner> runners = new WeakHashMap<>();

    // Per-draw state read by PrimitiveClipper.
    PrimitiveSink sink;
    RasterizerState raster;
    int planeCount;
    int depthBits;
    private float[] dist = new float[0];     // [vertex * planeCount + plane]
    private int[] masks = new int[0];        // per vertex: clip mask bits, then point mask bits << 16
    private int psizeRegister, edgeflagRegister;
    private Viewport viewport;
    private boolean[] noperspective;
    private int outputRegisters;

    // Per-draw scratch.
    private int[] elts = new int[0];
    private int[] raw = new int[0];
    private final float[][] userPlanes = new float[ClipState.MAX_PLANES][];
    private int[] fetchIndex = new int[0];
    private final int[] texel = new int[4];

    /// A vertex shader's per-thread runner and lanes, cached per program.
    private record Runner(ShaderInvocation invocation, ShaderLanes lanes, ShaderInterface io, int positionRegister,
                          int clipVertexRegister, int clipDist0, int clipDist1, int[] svSemantics) {
    }

    /// Checks that `info` with `ranges` can be drawn with `c`; throws otherwise.
    public static void validate(Config c, DrawInfo info, List<DrawInfo.Range> ranges, ByteRange indices) {
        if (c.vertexShader() == null) {
            throw new PipeException("drawVbo", "no vertex shader is bound");
        }
        ShaderInterface io = c.vertexShader().io();
        if (io.outputRegister(SemanticName.POSITION, 0) < 0) {
            throw new PipeException("drawVbo", "the vertex shader writes no POSITION output");
        }
        List<VertexElement> elements = c.elements();
        if (io.inputRegisters() > elements.size()) {
            throw new PipeException("drawVbo", "the vertex shader reads IN[" + (io.inputRegisters() - 1) + "] but only "
                    + elements.size() + " vertex element(s) are bound");
        }
        for (int i = 0; i < io.inputRegisters(); i++) {
            VertexElement e = elements.get(i);
            FormatCodec codec = Formats.codec(e.srcFormat());
            if (codec == null || codec.description().isDepthOrStencil()) {
                throw new PipeException("drawVbo", "vertex element " + i + " has format " + e.srcFormat()
                        + ", which cannot be fetched");
            }
            int b = e.vertexBufferIndex();
            if (b >= c.vertexBuffers().length || c.vertexBuffers()[b] == null) {
                throw new PipeException("drawVbo", "vertex element " + i + " reads vertex buffer " + b + ", which is not bound");
            }
        }
        if (info.isIndexed()) {
            if (indices == null) {
                throw new PipeException("drawVbo", "an indexed draw without an index buffer");
            }
            for (DrawInfo.Range r : ranges) {
                long end = ((long) r.start() + r.count()) * info.indexSize();
                if (end > indices.size()) {
                    throw new PipeException("drawVbo", "indices " + r.start() + ".." + (r.start() + r.count() - 1)
                            + " of size " + info.indexSize() + " reach byte " + end + " but the index buffer holds "
                            + indices.size() + " bytes");
                }
            }
        }
    }

    /// Draws one range (after [#validate]).
    public void draw(Config c, DrawInfo info, DrawInfo.Range range, ByteRange indices, PrimitiveSink sink) {
        if (range.count() == 0 || info.instanceCount() == 0 || c.raster().rasterizerDiscard()) {
            return;
        }
        Runner runner = runners.computeIfAbsent(c.vertexShader(), VertexPipeline::newRunner);
        this.sink = sink;
        this.raster = c.raster();
        this.viewport = c.viewport();
        this.depthBits = c.depthBits();
        this.noperspective = c.noperspective();
        ClipState clip = c.clip() == null ? ClipState.NONE : c.clip();
        for (int i = 0; i < ClipState.MAX_PLANES; i++) {
            userPlanes[i] = clip.plane(i);
        }
        this.outputRegisters = runner.io().outputRegisters();
        this.psizeRegister = c.raster().pointSizePerVertex() ? runner.io().outputRegister(SemanticName.PSIZE, 0) : -1;
        this.edgeflagRegister = runner.io().outputRegister(SemanticName.EDGEFLAG, 0);

        int shaded = prepareElements(info, range, indices);
        for (int inst = 0; inst < info.instanceCount(); inst++) {
            store.reset(outputRegisters, shaded + shaded / 4 + 16);
            store.setCount(shaded);
            shade(c, runner, info, range, shaded, inst);
            clipper.resetPrimitiveId();
            PrimitiveAssembler.assemble(info.mode(), elts, 0, range.count(), c.raster().flatshadeFirst(), clipper);
        }
    }

    /// Fills `elts` (store slot per element, -1 at restarts) and `fetchIndex` (vertex index per
    /// slot); returns the number of slots to shade.
    private int prepareElements(DrawInfo info, DrawInfo.Range range, ByteRange indices) {
        int count = range.count();
        if (elts.length < count) {
            elts = new int[count];
            raw = new int[count];
        }
        if (!info.isIndexed()) {
            ensureFetch(count);
            for (int i = 0; i < count; i++) {
                elts[i] = i;
                fetchIndex[i] = range.start() + i;
            }
            return count;
        }
        byte[] data = indices.data();
        int size = info.indexSize();
        int base = indices.offset() + range.start() * size;
        boolean restart = info.primitiveRestart();
        long min = Long.MAX_VALUE, max = Long.MIN_VALUE;
        for (int i = 0; i < count; i++) {
            int at = base + i * size;
            int r = switch (size) {
                case 1 -> data[at] & 0xFF;
                case 2 -> (data[at] & 0xFF) | (data[at + 1] & 0xFF) << 8;
                default -> (data[at] & 0xFF) | (data[at + 1] & 0xFF) << 8 | (data[at + 2] & 0xFF) << 16 | data[at + 3] << 24;
            };
            raw[i] = r;
            if (restart && r == info.restartIndex()) {
                continue;
            }
            long v = r & 0xFFFF_FFFFL;
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        if (min > max) {
            Arrays.fill(elts, 0, count, -1);         // nothing but restarts
            return 0;
        }
        long span = max - min + 1;
        boolean dense = span <= 2L * count + 64;
        ensureFetch(dense ? (int) span : count);
        if (dense) {
            // Shade the index range once; elements share shaded vertices.
            for (int s = 0; s < span; s++) {
                fetchIndex[s] = (int) (min + s) + range.indexBias();
            }
        }
        for (int i = 0; i < count; i++) {
            if (restart && raw[i] == info.restartIndex()) {
                elts[i] = -1;
                if (!dense) {
                    fetchIndex[i] = 0;
                }
            } else if (dense) {
                elts[i] = (int) ((raw[i] & 0xFFFF_FFFFL) - min);
            } else {
                // Sparse indices: shade each element on its own.
                fetchIndex[i] = raw[i] + range.indexBias();
                elts[i] = i;
            }
        }
        return dense ? (int) span : count;
    }

    private void ensureFetch(int n) {
        if (fetchIndex.length < n) {
            fetchIndex = new int[n];
        }
    }

    private static Runner newRunner(ShaderProgram p) {
        ShaderInterface io = p.io();
        int[] sv = new int[io.systemValueRegisters()];
        Arrays.fill(sv, -1);
        for (ShaderInterface.Slot s : io.systemValues()) {
            sv[s.register()] = s.name() == null ? -1 : s.name().code();
        }
        ShaderInvocation inv = p.newInvocation(LANES);
        return new Runner(inv, inv.lanes(), io,
                io.outputRegister(SemanticName.POSITION, 0), io.outputRegister(SemanticName.CLIPVERTEX, 0),
                io.outputRegister(SemanticName.CLIPDIST, 0), io.outputRegister(SemanticName.CLIPDIST, 1), sv);
    }

    /// Fetches, shades and transforms slots `0 .. n-1` for instance `inst` into the store.
    private void shade(Config c, Runner r, DrawInfo info, DrawInfo.Range range, int n, int inst) {
        ShaderLanes lanes = r.lanes();
        ShaderInterface io = r.io();
        List<VertexElement> elements = c.elements();
        int inputs = io.inputRegisters();
        FormatCodec[] codecs = new FormatCodec[inputs];
        int[] floatChannels = new int[inputs];
        int[][] constants = new int[inputs][];
        for (int e = 0; e < inputs; e++) {
            codecs[e] = Formats.codec(elements.get(e).srcFormat());
            floatChannels[e] = floatChannels(codecs[e].description());
            constants[e] = new int[4];
            codecs[e].unpackWords(ZERO_TEXEL, 0, constants[e], 0);
        }
        preparePlanes(c, r, n);
        int instance = info.startInstance() + inst;
        for (int first = 0; first < n; first += LANES) {
            int count = Math.min(LANES, n - first);
            lanes.count = count;
            lanes.liveMask = count == 32 ? -1 : (1 << count) - 1;
            for (int e = 0; e < inputs; e++) {
                VertexElement ve = elements.get(e);
                ByteRange buf = c.vertexBuffers()[ve.vertexBufferIndex()];
                FormatCodec codec = codecs[e];
                int size = codec.blockBytes();
                int[][] in = lanes.inputs;
                if (ve.instanceDivisor() == 0 && floatChannels[e] > 0) {
                    fetchFloats(ve, buf, floatChannels[e], constants[e], size, first, count, in, e * 4);
                    continue;
                }
                for (int l = 0; l < count; l++) {
                    long index = ve.instanceDivisor() == 0 ? fetchIndex[first + l]
                            : info.startInstance() + (long) inst / ve.instanceDivisor();
                    long off = (long) ve.srcOffset() + index * ve.srcStride();
                    if (index >= 0 && off >= 0 && off + size <= buf.size()) {
                        codec.unpackWords(buf.data(), buf.offset() + (int) off, texel, 0);
                    } else {
                        codec.unpackWords(ZERO_TEXEL, 0, texel, 0);
                    }
                    in[e * 4][l] = texel[0];
                    in[e * 4 + 1][l] = texel[1];
                    in[e * 4 + 2][l] = texel[2];
                    in[e * 4 + 3][l] = texel[3];
                }
            }
            for (int s = 0; s < r.svSemantics().length; s++) {
                int sem = r.svSemantics()[s];
                for (int l = 0; l < count; l++) {
                    int v = fetchIndex[first + l];
                    int value = switch (sem < 0 ? null : SemanticName.fromCode(sem)) {
                        case VERTEXID -> v;
                        case VERTEXID_NOBASE -> v - (info.isIndexed() ? range.indexBias() : range.start());
                        case BASEVERTEX -> info.isIndexed() ? range.indexBias() : range.start();
                        case INSTANCEID -> inst;
                        case BASEINSTANCE -> info.startInstance();
                        case null, default -> 0;
                    };
                    lanes.systemValues[s * 4][l] = value;
                    lanes.systemValues[s * 4 + 1][l] = 0;
                    lanes.systemValues[s * 4 + 2][l] = 0;
                    lanes.systemValues[s * 4 + 3][l] = 0;
                }
            }
            r.invocation().run(c.resources());
            postTransform(r, first, count);
        }
    }

    /// The number of channels of a format whose texel is 32-bit floats R, G, ... in that order
    /// and nothing else (R32_FLOAT .. R32G32B32A32_FLOAT): its words are the texel's
    /// little-endian words, the components it lacks the codec's constants; else 0.
    static int floatChannels(FormatDescription d) {
        List<FormatDescription.Channel> ch = d.channels();
        if (d.kind() != FormatDescription.Kind.PLAIN || d.isDepthOrStencil() || ch.isEmpty() || ch.size() > 4 || d.blockBytes() != 4 * ch.size()) {
            return 0;
        }
        for (int i = 0; i < ch.size(); i++) {
            FormatDescription.Channel c = ch.get(i);
            if (c.type() != ChannelType.FLOAT || c.bits() != 32 || c.shift() != 32 * i || d.swizzle(i) != i) {
                return 0;
            }
        }
        for (int i = ch.size(); i < 4; i++) {
            if (d.hasComponent(i)) {
                return 0;
            }
        }
        return ch.size();
    }

    /// Vertex fetch of a format of [#floatChannels] `channels` for lanes `0 .. count-1` into
    /// `in[reg .. reg+3]`: the words `FormatCodec.unpackWords` gives, without a call per vertex.
    /// `constants` is the zero texel's unpacked words (the missing components' values).
    private void fetchFloats(VertexElement ve, ByteRange buf, int channels, int[] constants, int size,
                             int first, int count, int[][] in, int reg) {
        byte[] data = buf.data();
        for (int k = 0; k < 4; k++) {
            int[] dst = in[reg + k];
            if (k >= channels) {
                Arrays.fill(dst, 0, count, constants[k]);
            }
        }
        for (int l = 0; l < count; l++) {
            long index = fetchIndex[first + l];
            long off = (long) ve.srcOffset() + index * ve.srcStride();
            if (index >= 0 && off >= 0 && off + size <= buf.size()) {
                int at = buf.offset() + (int) off;
                for (int k = 0; k < channels; k++) {
                    in[reg + k][l] = (int) LITTLE_ENDIAN_INT.get(data, at + 4 * k);
                }
            } else {
                for (int k = 0; k < channels; k++) {
                    in[reg + k][l] = constants[k];
                }
            }
        }
    }

    /// Sets up the clip planes for `n` vertices: frustum with guard band, near/far as enabled,
    /// then the enabled user planes.
    private void preparePlanes(Config c, Runner r, int n) {
        int user = Integer.bitCount(c.raster().clipPlaneEnable() & 0xFF);
        planeCount = FRUSTUM_PLANES + user;
        int cap = (n + n / 2 + 64) * planeCount;
        if (dist.length < cap) {
            dist = new float[cap];
        }
        if (masks.length < n + n / 2 + 64) {
            masks = new int[n + n / 2 + 64];
        }
    }

    private final float[] clipPos = new float[4];

    private void postTransform(Runner r, int first, int count) {
        ShaderLanes lanes = r.lanes();
        int[] words = store.words();
        int stride = store.stride();
        int[][] out = lanes.outputs;
        int regs = outputRegisters;
        for (int l = 0; l < count; l++) {
            int v = first + l;
            int base = v * stride + VertexStore.OUTPUTS;
            for (int k = 0; k < regs * 4; k++) {
                words[base + k] = out[k][l];
            }
            for (int k = 0; k < 4; k++) {
                clipPos[k] = Float.intBitsToFloat(out[r.positionRegister() * 4 + k][l]);
                words[v * stride + 4 + k] = out[r.positionRegister() * 4 + k][l];
            }
            computeDistances(r, v);
            toWindow(v);
        }
    }

    /// Distances of vertex `v` to every plane, and its clip masks.
    private void computeDistances(Runner r, int v) {
        VertexStore s = store;
        float x = s.clip(v, 0), y = s.clip(v, 1), z = s.clip(v, 2), w = s.clip(v, 3);
        float gx = Math.max(1f, GUARD_BAND_PIXELS / Math.max(Math.abs(viewport.scaleX()), 0.5f));
        float gy = Math.max(1f, GUARD_BAND_PIXELS / Math.max(Math.abs(viewport.scaleY()), 0.5f));
        int base = v * planeCount;
        dist[base] = x + gx * w;
        dist[base + 1] = gx * w - x;
        dist[base + 2] = y + gy * w;
        dist[base + 3] = gy * w - y;
        dist[base + 4] = raster.depthClipNear() ? (raster.clipHalfZ() ? z : z + w) : 1f;
        dist[base + 5] = raster.depthClipFar() ? w - z : 1f;
        int p = FRUSTUM_PLANES;
        int enable = raster.clipPlaneEnable() & 0xFF;
        for (int i = 0; i < 8; i++) {
            if ((enable >>> i & 1) == 0) {
                continue;
            }
            float d;
            int cd = i < 4 ? r.clipDist0() : r.clipDist1();
            if (cd >= 0) {
                d = s.value(v, cd, i & 3);
            } else {
                int cv = r.clipVertexRegister() >= 0 ? r.clipVertexRegister() : r.positionRegister();
                float[] pl = planeCoefficients(i);
                d = pl[0] * s.value(v, cv, 0) + pl[1] * s.value(v, cv, 1) + pl[2] * s.value(v, cv, 2) + pl[3] * s.value(v, cv, 3);
            }
            dist[base + p++] = d;
        }
        int mask = 0;
        for (int k = 0; k < planeCount; k++) {
            if (!(dist[base + k] >= 0)) {            // NaN counts as outside
                mask |= 1 << k;
            }
        }
        // Points are tested against the real view volume (no guard band).
        int pointMask = mask & ~0xF;
        if (!(w > 0) || !(x + w >= 0) || !(w - x >= 0) || !(y + w >= 0) || !(w - y >= 0)) {
            pointMask |= 1;
        }
        masks[v] = mask | pointMask << 16;
    }

    private float[] planeCoefficients(int i) {
        return userPlanes[i];
    }

    /// Window coordinates of vertex `v` from its clip position.
    private void toWindow(int v) {
        VertexStore s = store;
        float w = s.clip(v, 3);
        float inv = 1f / w;
        s.setFloat(v, 0, s.clip(v, 0) * inv * viewport.scaleX() + viewport.translateX());
        s.setFloat(v, 1, s.clip(v, 1) * inv * viewport.scaleY() + viewport.translateY());
        s.setFloat(v, 2, s.clip(v, 2) * inv * viewport.scaleZ() + viewport.translateZ());
        s.setFloat(v, 3, inv);
    }

    // --- used by PrimitiveClipper ---------------------------------------------------------------

    int clipMask(int v) {
        return masks[v] & 0xFFFF;
    }

    int pointMask(int v) {
        return masks[v] >>> 16;
    }

    float distance(int v, int plane) {
        return dist[v * planeCount + plane];
    }

    /// 1 when vertex `v` starts boundary edges (EDGEFLAG output non-zero or absent), else 0.
    int edgeFlag(int v) {
        return edgeflagRegister < 0 || store.value(v, edgeflagRegister, 0) != 0f ? 1 : 0;
    }

    float pointSize(int v) {
        float size = psizeRegister >= 0 ? store.value(v, psizeRegister, 0) : raster.pointSize();
        return Float.isFinite(size) ? Math.max(size, 0f) : 0f;
    }

    /// A new vertex at `t` from `a` to `b` (clip-space interpolation; window-space for
    /// noperspective outputs); returns its index.
    int interpolate(int a, int b, float t) {
        int v = store.add();
        int[] words = store.words();
        int stride = store.stride();
        float wa = store.clip(a, 3), wb = store.clip(b, 3);
        float tLinear = t;
        if (wa > 0 && wb > 0) {
            tLinear = t * wb / (wa + t * (wb - wa));
        }
        for (int k = 4; k < stride; k++) {
            int reg = (k - VertexStore.OUTPUTS) >> 2;
            float tt = k >= VertexStore.OUTPUTS && noperspective != null && reg < noperspective.length
                    && noperspective[reg] ? tLinear : t;
            float fa = Float.intBitsToFloat(words[a * stride + k]);
            float fb = Float.intBitsToFloat(words[b * stride + k]);
            words[v * stride + k] = Float.floatToRawIntBits(fa + (fb - fa) * tt);
        }
        if (masks.length <= v) {
            masks = Arrays.copyOf(masks, v * 2 + 16);
        }
        if (dist.length < (v + 1) * planeCount) {
            dist = Arrays.copyOf(dist, (v + 1) * planeCount * 2);
        }
        int mask = 0;
        for (int p = 0; p < planeCount; p++) {
            float d = distance(a, p) + (distance(b, p) - distance(a, p)) * t;
            dist[v * planeCount + p] = d;
            if (!(d >= 0)) {
                mask |= 1 << p;
            }
        }
        masks[v] = mask;
        toWindow(v);
        return v;
    }
}
