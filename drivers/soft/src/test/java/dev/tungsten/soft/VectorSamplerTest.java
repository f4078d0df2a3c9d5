package dev.tungsten.soft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTarget;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.pipe.SamplerState.Filter;
import dev.tungsten.pipe.SamplerState.MipFilter;
import dev.tungsten.pipe.SamplerState.Wrap;
import dev.tungsten.pipe.SamplerView;
import dev.tungsten.soft.jit.JitCompiler;
import dev.tungsten.soft.jit.JitInvocation;
import dev.tungsten.soft.jit.JitOptions;
import dev.tungsten.soft.jit.JitProgram;
import dev.tungsten.soft.jit.VectorTexture;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiText;
import dev.tungsten.tgsi.exec.ExecMachine;
import dev.tungsten.tgsi.exec.ExecProgram;
import dev.tungsten.tgsi.exec.TextureRequest;
import dev.tungsten.tgsi.exec.TextureSampler;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/// The JIT's vectorised sampler (`jit.VectorSampler`) against the interpreter with the same
/// [SoftSampler]: random textures (four RGBA8 formats, power-of-two and other sizes, full mip
/// chains), sampler states (every supported wrap, filter and mip filter, random bias and clamps,
/// swizzled views) and coordinates (quads with derivatives from far below to far above one texel,
/// edges, huge values, infinities, NaNs, -0), on TEX, TXB, TXL, TEX_LZ, SAMPLE, SAMPLE_L and TXF;
/// every output word must be the interpreter's. Each case also checks that the JIT did not hand
/// the lookup to the interpreter's sampler, so the vectorised code is what was compared (with
/// `-Dtungsten.soft.noFastPath=true` both run the interpreter's sampler).
class VectorSamplerTest {
    private static final int LANES = 16;
    private static final PipeFormat[] FORMATS = {PipeFormat.R8G8B8A8_UNORM, PipeFormat.B8G8R8A8_UNORM,
            PipeFormat.R8G8B8A8_SRGB, PipeFormat.B8G8R8A8_SRGB};
    private static final int[][] SIZES = {{16, 16}, {13, 7}, {1, 1}, {64, 32}, {5, 40}, {256, 1}};
    private static final Wrap[] WRAPS = {Wrap.REPEAT, Wrap.CLAMP_TO_EDGE, Wrap.MIRROR_REPEAT};

    private final SoftScreen screen = new SoftScreen(0, null);
    private final Context ctx = screen.createContext();

    @AfterEach
    void close() {
        ctx.close();
        screen.close();
    }

    private static final String HEAD = "FRAG\nDCL IN[0], GENERIC[0], PERSPECTIVE\nDCL IN[1], GENERIC[1], PERSPECTIVE\n"
            + "DCL OUT[0], COLOR\nDCL OUT[1], GENERIC[0]\nDCL SAMP[0]\nDCL SVIEW[0], 2D, FLOAT\nDCL TEMP[0..1]\n";

    /// Shaders whose every lookup the vectorised sampler takes; `MOV`s around them make the
    /// coordinates and results float channels of the JIT's own registers.
    private static final String[] FILTERED = {
            "ADD TEMP[1], IN[0], IN[1]\nTEX TEMP[0], TEMP[1], SAMP[0], 2D\nMOV OUT[0], TEMP[0]\nEND\n",
            "TEX OUT[0].xzw, IN[0], SAMP[0], 2D\nTXB OUT[1], IN[0], SAMP[0], 2D\nEND\n",
            "TXL TEMP[0], IN[0], SAMP[0], 2D\nADD OUT[0], TEMP[0], IN[1]\nEND\n",
            "TEX_LZ OUT[0], IN[0], SAMP[0], 2D\nEND\n",
            "SAMPLE OUT[0], IN[0], SVIEW[0].wzyx, SAMP[0]\nSAMPLE_L OUT[1].xy, IN[0], SVIEW[0], SAMP[0], IN[1].zzzz\nEND\n",
            // a vertex shader: no quads, so the implicit level of detail is that of zero derivatives
            "VERT\nDCL IN[0]\nDCL IN[1]\nDCL OUT[0], POSITION\nDCL OUT[1], GENERIC[0]\nDCL SAMP[0]\n"
                    + "DCL SVIEW[0], 2D, FLOAT\nTEX OUT[0], IN[0], SAMP[0], 2D\nTXB OUT[1], IN[0], SAMP[0], 2D\nEND\n",
    };

    private static final String FETCH = "FRAG\nDCL IN[0], GENERIC[0], CONSTANT\nDCL IN[1], GENERIC[1], CONSTANT\nDCL OUT[0], COLOR\nDCL OUT[1], GENERIC[0]\n"
            + "DCL SAMP[0]\nDCL SVIEW[0], 2D, FLOAT\nDCL TEMP[0]\n"
            + "TXF OUT[0], IN[0], SAMP[0], 2D\nSAMPLE_I OUT[1].yzw, IN[0], SVIEW[0].zyxw\nEND\n";

    @Test
    void filteredLookupsEqualTheInterpreters() {
        Random random = new Random(27);
        List<String> failures = new ArrayList<>();
        for (int trial = 0; trial < 160 && failures.size() < 10; trial++) {
            Resource r = texture(random, FORMATS[trial % FORMATS.length], SIZES[trial / 4 % SIZES.length]);
            SamplerState st = randomState(random);
            SamplerView view = SamplerView.of(r);
            if (random.nextInt(4) == 0) {
                view = view.withSwizzle(2, SamplerView.SWIZZLE_1, 0, SamplerView.SWIZZLE_0);
            }
            if (random.nextInt(4) == 0 && r.template().levels() > 1) {
                view = view.withLevels(1, r.template().lastLevel());
            }
            SoftSampler sampler = new SoftSampler(new TextureView[] {TextureView.of(view)}, new SamplerState[] {st});
            String body = FILTERED[trial % FILTERED.length];
            String shader = body.startsWith("VERT") ? body : HEAD + body;
            compare(shader, sampler, random, false, trial + " " + r + " " + st + " " + view, failures);
        }
        assertEquals(List.of(), failures);
    }

    @Test
    void texelFetchesEqualTheInterpreters() {
        Random random = new Random(2727);
        List<String> failures = new ArrayList<>();
        for (int trial = 0; trial < 48 && failures.size() < 10; trial++) {
            Resource r = texture(random, FORMATS[trial % FORMATS.length], SIZES[trial / 4 % SIZES.length]);
            SamplerView view = SamplerView.of(r);
            if (trial % 3 == 0) {
                view = view.withSwizzle(3, 2, SamplerView.SWIZZLE_1, SamplerView.SWIZZLE_0);
            }
            SoftSampler sampler = new SoftSampler(new TextureView[] {TextureView.of(view)},
                    new SamplerState[] {SamplerState.of(Wrap.REPEAT, Filter.NEAREST, MipFilter.NONE)});
            compare(FETCH, sampler, random, true, trial + " " + r + " " + view, failures);
        }
        assertEquals(List.of(), failures);
    }

    /// Once C2 has compiled it, a textured kernel allocates nothing (as `JitAllocationTest` checks
    /// the ALU kernels): trilinear from sRGB with a bias, then bilinear from RGBA8, on 32-lane blocks
    /// with varying derivatives, until a round of 4,000 blocks allocates no byte (90 s at most).
    @Test
    void texturedKernelsAllocateNothing() {
        org.junit.jupiter.api.Assumptions.assumeFalse(QuadStage.NO_FAST_PATH,
                "with no fast paths the vectorised sampler is off, and the interpreter's sampler, which allocates per call, runs instead");
        Random random = new Random(5);
        String[] shaders = {HEAD + "TXB OUT[0], IN[0], SAMP[0], 2D\nEND\n", HEAD + "TEX OUT[0], IN[0], SAMP[0], 2D\nEND\n"};
        PipeFormat[] formats = {PipeFormat.R8G8B8A8_SRGB, PipeFormat.R8G8B8A8_UNORM};
        MipFilter[] mips = {MipFilter.LINEAR, MipFilter.NONE};
        for (int s = 0; s < shaders.length; s++) {
            Resource r = texture(random, formats[s], new int[] {64, 64});
            SoftSampler sampler = new SoftSampler(new TextureView[] {TextureView.of(SamplerView.of(r))},
                    new SamplerState[] {SamplerState.of(Wrap.REPEAT, Filter.LINEAR, mips[s])});
            JitInvocation inv = JitCompiler.compile(TgsiText.parse(shaders[s], "test"), "test", JitOptions.EXACT)
                    .newInvocation(32);
            inv.bindSampler(sampler);
            for (int lane = 0; lane < 32; lane++) {
                float scale = 0.01f * (1 + lane / 4);
                inv.input(0, 0)[lane] = Float.floatToRawIntBits(0.3f + scale * (lane & 1));
                inv.input(0, 1)[lane] = Float.floatToRawIntBits(0.6f + scale * (lane >> 1 & 1));
                inv.input(0, 3)[lane] = Float.floatToRawIntBits(0.25f);
            }
            com.sun.management.ThreadMXBean threads =
                    (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
            long start = System.nanoTime(), bytes;
            do {
                long before = threads.getCurrentThreadAllocatedBytes();
                for (int i = 0; i < 4000; i++) {
                    inv.run(-1);
                }
                bytes = threads.getCurrentThreadAllocatedBytes() - before;
            } while (bytes != 0 && System.nanoTime() - start < 90_000_000_000L);
            assertEquals(0, bytes, shaders[s] + ": the textured kernel still allocates (" + bytes / 4000 + " bytes a block)");
        }
    }

    /// The vectorised decode's `i / 255f` without a division, checked for every byte.
    @Test
    void unormWithoutDivision() {
        float inverse = 1f / 255f;
        for (int i = 0; i < 256; i++) {
            float x = i, q = x * inverse;
            assertEquals(Float.floatToRawIntBits(i / 255f), Float.floatToRawIntBits(Math.fma(Math.fma(-q, 255f, x), inverse, q)),
                    "byte " + i);
        }
    }

    /// Runs `text` on the interpreter and on both JIT backends over 24 random blocks.
    private static void compare(String text, SoftSampler sampler, Random random, boolean integers, String what,
                                List<String> failures) {
        TgsiShader shader = TgsiText.parse(text, "test");
        ExecProgram program = ExecProgram.compile(shader, "test");
        for (JitOptions options : new JitOptions[] {JitOptions.EXACT, JitOptions.FAST}) {
            JitProgram jit = JitCompiler.compile(shader, "test", options);
            ExecMachine m = program.newMachine(LANES);
            JitInvocation j = jit.newInvocation(LANES);
            Counting counting = new Counting(sampler);
            m.bindSampler(sampler);
            j.bindSampler(counting);
            for (int block = 0; block < 24; block++) {
                int live = block == 0 ? 0xFFFF : random.nextInt(0x10000) | 1;
                for (int in = 0; in < 2; in++) {
                    for (int c = 0; c < 4; c++) {
                        for (int lane = 0; lane < LANES; lane++) {
                            int w = integers ? integerCoordinate(random, c) : 0;
                            m.input(in, c)[lane] = w;
                            j.inputs()[in * 4 + c][lane] = w;
                        }
                    }
                }
                if (!integers) {
                    fillQuads(random, m, j);
                }
                for (int o = 0; o < 2; o++) {
                    for (int c = 0; c < 4; c++) {
                        java.util.Arrays.fill(m.output(o, c), 0xCDCDCDCD);
                        java.util.Arrays.fill(j.output(o, c), 0xCDCDCDCD);
                    }
                }
                m.run(live);
                j.run(live);
                int valid = m.resultMask();
                for (int o = 0; o < 2; o++) {
                    for (int c = 0; c < 4; c++) {
                        for (int lane = 0; lane < LANES; lane++) {
                            int a = m.output(o, c)[lane], b = j.output(o, c)[lane];
                            if ((valid >>> lane & 1) != 0 && a != b
                                    && !(Float.isNaN(Float.intBitsToFloat(a)) && Float.isNaN(Float.intBitsToFloat(b)))) {
                                failures.add(String.format("%s %s block %d OUT[%d].%c lane %d: interpreter %08x (%s), "
                                        + "JIT %08x (%s), coords %s %s", options, what, block, o, "xyzw".charAt(c),
                                        lane, a, Float.intBitsToFloat(a), b, Float.intBitsToFloat(b),
                                        Float.intBitsToFloat(m.input(0, 0)[lane]), Float.intBitsToFloat(m.input(0, 1)[lane])));
                                return;
                            }
                        }
                    }
                }
            }
            // the slow path runs only for declined views and blocks with a NaN or overflowing level
            assertTrue(QuadStage.NO_FAST_PATH || counting.accepted > counting.stepped, what + ": the vectorised sampler took "
                    + counting.accepted + " lookups, the interpreter's code " + counting.stepped);
        }
    }

    /// Quads of coordinates: a base point and derivatives from 1/64 to 64 texels, plus lanes with
    /// edge values, huge values, infinities, NaN and -0; `IN[1]` holds biases, levels and offsets.
    private static void fillQuads(Random random, ExecMachine m, JitInvocation j) {
        for (int q = 0; q < LANES; q += 4) {
            float scale = (float) Math.pow(2, random.nextInt(13) - 6) / 16;
            float u = (float) (random.nextDouble() * 6 - 3), v = (float) (random.nextDouble() * 6 - 3);
            float dux = scale * (float) random.nextGaussian(), duy = scale * (float) random.nextGaussian();
            float dvx = scale * (float) random.nextGaussian(), dvy = scale * (float) random.nextGaussian();
            for (int i = 0; i < 4; i++) {
                int lane = q + i;
                float[] value = {u + dux * (i & 1) + duy * (i >> 1), v + dvx * (i & 1) + dvy * (i >> 1),
                        (float) random.nextGaussian(), (float) (random.nextDouble() * 12 - 4)};
                if (random.nextInt(10) == 0) {
                    value[random.nextInt(2)] = special(random);
                }
                for (int c = 0; c < 4; c++) {
                    int w = Float.floatToRawIntBits(value[c]);
                    m.input(0, c)[lane] = w;
                    j.inputs()[c][lane] = w;
                    int w1 = Float.floatToRawIntBits(c == 2 ? (float) (random.nextDouble() * 10 - 3)
                            : (float) random.nextGaussian() / 64);
                    m.input(1, c)[lane] = w1;
                    j.inputs()[4 + c][lane] = w1;
                }
            }
        }
    }

    private static float special(Random random) {
        return switch (random.nextInt(9)) {
            case 0 -> Float.NaN;
            case 1 -> Float.POSITIVE_INFINITY;
            case 2 -> Float.NEGATIVE_INFINITY;
            case 3 -> -0f;
            case 4 -> 0f;
            case 5 -> 1f;
            case 6 -> 3e9f;
            case 7 -> -1e20f;
            default -> 0.5f;
        };
    }

    /// x and y around the level's range, w a level from -1 to 5.
    private static int integerCoordinate(Random random, int c) {
        return switch (c) {
            case 0, 1 -> random.nextInt(10) == 0 ? random.nextInt() : random.nextInt(80) - 8;
            case 3 -> random.nextInt(7) - 1;
            default -> random.nextInt();
        };
    }

    private static SamplerState randomState(Random random) {
        Filter[] filters = Filter.values();
        MipFilter[] mips = MipFilter.values();
        SamplerState base = SamplerState.of(Wrap.REPEAT, Filter.NEAREST, MipFilter.NONE);
        float bias = random.nextInt(3) == 0 ? (float) random.nextGaussian() : 0f;
        float min = random.nextInt(3) == 0 ? (float) random.nextDouble() * 2 - 0.5f : -1000f;
        float max = random.nextInt(3) == 0 ? min + (float) random.nextDouble() * 4 : 1000f;
        return new SamplerState(WRAPS[random.nextInt(3)], WRAPS[random.nextInt(3)], Wrap.REPEAT,
                filters[random.nextInt(filters.length)], mips[random.nextInt(mips.length)],
                filters[random.nextInt(filters.length)], false, base.compareFunc(), true, true, bias, min, max,
                base.borderColor());
    }

    /// A 2-D texture of random texels with a full mip chain.
    private Resource texture(Random random, PipeFormat format, int[] size) {
        int levels = 32 - Integer.numberOfLeadingZeros(Math.max(size[0], size[1]));
        Resource r = screen.createResource(ResourceTemplate.texture(ResourceTarget.TEXTURE_2D, format, size[0], size[1],
                1, levels, Bind.SAMPLER_VIEW));
        for (int l = 0; l < levels; l++) {
            int w = r.template().width(l), h = r.template().height(l);
            byte[] texels = new byte[w * h * 4];
            random.nextBytes(texels);
            ctx.textureSubdata(r, l, new Box(0, 0, 0, w, h, 1), texels, w * 4, w * h * 4);
        }
        return r;
    }

    /// The sampler as the JIT sees it, counting the lookups it hands to the interpreter's code.
    private static final class Counting implements TextureSampler, VectorTexture.Source {
        private final SoftSampler s;
        int stepped, accepted;

        Counting(SoftSampler s) {
            this.s = s;
        }

        @Override
        public VectorTexture vectorTexture(int view, int sampler) {
            VectorTexture t = s.vectorTexture(view, sampler);
            if (t != null) {
                accepted++;
            }
            return t;
        }

        @Override
        public void sample(TextureRequest request, int[][] rgba) {
            stepped++;
            s.sample(request, rgba);
        }

        @Override
        public void fetch(TextureRequest request, int[][] rgba) {
            stepped++;
            s.fetch(request, rgba);
        }

        @Override
        public void size(int view, int level, int[] result) {
            s.size(view, level, result);
        }

        @Override
        public int samples(int view) {
            return s.samples(view);
        }

        @Override
        public void queryLod(TextureRequest request, float[] accessed, float[] computed) {
            s.queryLod(request, accessed, computed);
        }
    }
}
