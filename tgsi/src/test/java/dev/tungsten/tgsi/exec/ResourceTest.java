package dev.tungsten.tgsi.exec;

import static dev.tungsten.tgsi.TgsiOpcode.*;
import static dev.tungsten.tgsi.exec.Lanes.*;
import static dev.tungsten.tgsi.exec.TestShader.*;
import static org.junit.jupiter.api.Assertions.*;

import java.util.List;

import dev.tungsten.tgsi.MemoryType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.PropertyName;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.TextureTarget;
import org.junit.jupiter.api.Test;

/// The opcodes that go through driver interfaces, with the plain in-memory implementations:
/// textures, images, buffers, shared memory and barriers, vertex emission, interpolation.
class ResourceTest {
    static final RegisterFile SAMP = RegisterFile.SAMPLER;
    static final RegisterFile SVIEW = RegisterFile.SAMPLER_VIEW;
    static final RegisterFile BUFFER = RegisterFile.BUFFER;
    static final RegisterFile IMAGE = RegisterFile.IMAGE;
    static final RegisterFile MEMORY = RegisterFile.MEMORY;

    /// A 4x4 RGBA texture whose texel (x, y) is (x, y, 10x + y, 1), plus a 2x2 level 1 of (7, 7, 7, 7).
    static MemoryTextures.Texture grid() {
        int[] level0 = new int[4 * 4 * 4];
        for (int y = 0; y < 4; y++) {
            for (int x = 0; x < 4; x++) {
                int at = (y * 4 + x) * 4;
                level0[at] = bits(x);
                level0[at + 1] = bits(y);
                level0[at + 2] = bits(10 * x + y);
                level0[at + 3] = bits(1);
            }
        }
        int[] level1 = new int[2 * 2 * 4];
        java.util.Arrays.fill(level1, bits(7));
        return new MemoryTextures.Texture(TextureTarget.T2D, 4, 4, 1, 1, new int[][] {level0, level1});
    }

    @Test
    void texSamplesWithTheBoundSamplerAndTxfFetchesTexels() {
        TestShader s = TestShader.frag().decl(IN, 0, 1).decl(OUT, 0, 2).decl(SAMP, 0, 0);
        s.tex(TEX, TextureTarget.T2D, s.dst(OUT, 0), s.src(IN, 0), s.src(SAMP, 0));
        s.tex(TXF, TextureTarget.T2D, s.dst(OUT, 2), s.src(IN, 1), s.src(SAMP, 0));
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        m.bindSampler(new MemoryTextures().bind(0, grid()).bind(0, new MemoryTextures.SamplerState(
                MemoryTextures.Filter.NEAREST, MemoryTextures.Filter.NEAREST, MemoryTextures.Wrap.CLAMP_TO_EDGE,
                MemoryTextures.Compare.NONE, -1000, 1000)));
        // A quad whose coordinates step by one texel (LOD 0): texels (1, 2), (2, 2), (1, 3), (2, 3).
        Lanes.set(m.input(0, 0), 0.375f, 0.625f, 0.375f, 0.625f);
        Lanes.set(m.input(0, 1), 0.625f, 0.625f, 0.875f, 0.875f);
        // TXF: (x, y, -, level) = (3, 1, 0), (9, 0, 0) outside, (0, 0, 0), (1, 1, 1)
        Lanes.setInts(m.input(1, 0), 3, 9, 0, 1);
        Lanes.setInts(m.input(1, 1), 1, 0, 0, 1);
        Lanes.setInts(m.input(1, 3), 0, 0, 0, 1);
        m.run(-1);
        assertArrayEquals(new float[] {12, 22, 13, 23}, floats(m.output(0, 2)));
        assertArrayEquals(new int[] {bits(31), 0, 0, bits(7)}, m.output(2, 2));
        assertArrayEquals(new int[] {bits(1), 0, bits(1), bits(7)}, m.output(2, 3), "a texel outside gives 0 in every channel");
    }

    @Test
    void texWithExplicitLodPicksTheLevel() {
        TestShader s = TestShader.frag().decl(IN, 0, 0).decl(OUT, 0, 0).decl(SAMP, 0, 0);
        s.tex(TXL, TextureTarget.T2D, s.dst(OUT, 0), s.src(IN, 0), s.src(SAMP, 0));
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        m.bindSampler(new MemoryTextures().bind(0, grid()).bind(0, new MemoryTextures.SamplerState(
                MemoryTextures.Filter.NEAREST, MemoryTextures.Filter.NEAREST, MemoryTextures.Wrap.REPEAT,
                MemoryTextures.Compare.NONE, -1000, 1000)));
        Lanes.set(m.input(0, 0), 0.1f);
        Lanes.set(m.input(0, 1), 0.1f);
        Lanes.set(m.input(0, 3), 0, 1, 0.4f, 5);
        m.run(-1);
        assertArrayEquals(new float[] {0, 7, 0, 7}, floats(m.output(0, 2)), "level 0, 1, 0, clamped to 1");
    }

    @Test
    void projectionDividesTheCoordinates() {
        TestShader s = TestShader.frag().decl(IN, 0, 0).decl(OUT, 0, 0).decl(SAMP, 0, 0);
        s.tex(TXP, TextureTarget.T2D, s.dst(OUT, 0), s.src(IN, 0), s.src(SAMP, 0));
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        m.bindSampler(new MemoryTextures().bind(0, grid()));
        Lanes.set(m.input(0, 0), 1.25f);   // / 2 = 0.625 -> x = 2
        Lanes.set(m.input(0, 1), 0.25f);   // / 2 = 0.125 -> y = 0
        Lanes.set(m.input(0, 3), 2f);
        m.run(-1);
        assertArrayEquals(new float[] {20, 20, 20, 20}, floats(m.output(0, 2)));
    }

    /// A machine running `TEX OUT[0], IN[0], SAMP[0], SHADOW2D` on a `width` x `height` depth
    /// texture compared with LEQUAL.
    private static ExecMachine shadowLookup(MemoryTextures.Filter filter, int width, int height, float... depths) {
        TestShader s = TestShader.frag().decl(IN, 0, 0).decl(OUT, 0, 0).decl(SAMP, 0, 0);
        s.tex(TEX, TextureTarget.SHADOW2D, s.dst(OUT, 0), s.src(IN, 0), s.src(SAMP, 0));
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        int[] texels = new int[4 * depths.length];
        for (int i = 0; i < depths.length; i++) {
            texels[4 * i] = bits(depths[i]);
        }
        m.bindSampler(new MemoryTextures().bind(0, MemoryTextures.Texture.of(TextureTarget.SHADOW2D, width, height, 1, texels))
                .bind(0, new MemoryTextures.SamplerState(filter, null, MemoryTextures.Wrap.CLAMP_TO_EDGE,
                        MemoryTextures.Compare.LEQUAL, -1000, 1000)));
        return m;
    }

    @Test
    void shadowSamplingComparesTheReference() {
        ExecMachine m = shadowLookup(MemoryTextures.Filter.NEAREST, 1, 1, 0.5f);
        Lanes.set(m.input(0, 2), 0.25f, 0.5f, 0.75f, 1f);   // reference in z for SHADOW2D
        m.run(-1);
        // (r, r, r, 1), decision record 0020.
        for (int c = 0; c < 3; c++) {
            assertArrayEquals(new float[] {1, 1, 0, 0}, floats(m.output(0, c)));
        }
        assertArrayEquals(new float[] {1, 1, 1, 1}, floats(m.output(0, 3)));
    }

    /// A filtered comparison (PCF) still has exactly 1 in w, whatever the bilinear weights sum to
    /// in float arithmetic (at these coordinates they sum to 0.99999994).
    @Test
    void aFilteredShadowLookupHasExactlyOneInW() {
        ExecMachine m = shadowLookup(MemoryTextures.Filter.LINEAR, 2, 2, 0.25f, 0.75f, 0.75f, 0.25f);
        Lanes.set(m.input(0, 0), 0.02f);    // weights 0.54 and 0.46 (both on column 0, clamped)
        Lanes.set(m.input(0, 1), 0.285f);   // weights 0.93 and 0.07
        Lanes.set(m.input(0, 2), 0.5f);
        m.run(-1);
        float r = floats(m.output(0, 0))[0];
        assertTrue(r > 0 && r < 1, "a filtered result: " + r);
        assertEquals(r, floats(m.output(0, 2))[0]);
        assertArrayEquals(new int[] {bits(1f), bits(1f), bits(1f), bits(1f)}, m.output(0, 3));
    }

    @Test
    void sampleOpcodesUseTheViewDeclarationAndSwizzle() {
        TestShader s = TestShader.frag().decl(IN, 0, 0).decl(OUT, 0, 1).decl(SAMP, 0, 0).samplerView(0, TextureTarget.T2D);
        s.op(SAMPLE, s.dst(OUT, 0), s.src(IN, 0), s.src(SVIEW, 0).swz("zyxw"), s.src(SAMP, 0));
        s.op(SVIEWINFO, s.dst(OUT, 1), s.src(IN, 0).swz("wwww"), s.src(SVIEW, 0));
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        m.bindSampler(new MemoryTextures().bind(0, grid()));
        Lanes.set(m.input(0, 0), 0.875f);
        Lanes.set(m.input(0, 1), 0.125f);
        Lanes.setInts(m.input(0, 3), 0, 1, 2, -1);
        m.run(-1);
        assertArrayEquals(new float[] {30, 30, 30, 30}, floats(m.output(0, 0)), "x takes the blue channel (10*3 + 0)");
        assertArrayEquals(new int[] {4, 2, 0, 0}, m.output(1, 0), "width at levels 0, 1, and 0 beyond the last");
        assertArrayEquals(new int[] {2, 2, 2, 2}, m.output(1, 3), "level count");
    }

    @Test
    void gatherReturnsTheFourTexelsOfTheFootprint() {
        TestShader s = TestShader.frag().decl(IN, 0, 0).decl(OUT, 0, 0).decl(SAMP, 0, 0);
        s.immInts(2, 0, 0, 0);
        s.tex(TG4, TextureTarget.T2D, s.dst(OUT, 0), s.src(IN, 0), s.src(IMM, 0), s.src(SAMP, 0));
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        m.bindSampler(new MemoryTextures().bind(0, grid()));
        Lanes.set(m.input(0, 0), 0.5f);    // between texels 1 and 2
        Lanes.set(m.input(0, 1), 0.5f);
        m.run(-1);
        // component 2 (10x + y) at (1,2), (2,2), (2,1), (1,1)
        assertEquals(12f, f(m.output(0, 0)[0]));
        assertEquals(22f, f(m.output(0, 1)[0]));
        assertEquals(21f, f(m.output(0, 2)[0]));
        assertEquals(11f, f(m.output(0, 3)[0]));
    }

    @Test
    void buffersLoadStoreAndAtomicsWithOutOfBoundsRules() {
        TestShader s = TestShader.frag().decl(IN, 0, 0).decl(OUT, 0, 1).decl(BUFFER, 0, 0);
        s.immInts(1, 0, 0, 0);
        s.op(LOAD, s.dst(OUT, 0), s.src(BUFFER, 0), s.src(IN, 0).x());
        s.op(STORE, s.dst(BUFFER, 0).mask("xy"), s.src(IN, 0).x(), s.src(IN, 0).swz("yzww"));
        s.op(ATOMUADD, s.dst(OUT, 1).mask("x"), s.src(BUFFER, 0), s.src(IN, 0).swz("wwww"), s.src(IMM, 0).x());
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        MemoryBuffers buffers = new MemoryBuffers(1).create(0, 24);
        int[] words = buffers.words(0);
        for (int i = 0; i < 6; i++) {
            words[i] = 100 + i;
        }
        m.bindBuffers(buffers);
        Lanes.setInts(m.input(0, 0), 0, 8, 16, 20);    // byte offsets
        Lanes.setInts(m.input(0, 1), 50, 51, 52, 53);
        Lanes.setInts(m.input(0, 2), 60, 61, 62, 63);
        Lanes.setInts(m.input(0, 3), 0, 0, 4, 24);     // atomic offsets; 24 is past the end
        m.run(-1);
        assertArrayEquals(new int[] {100, 102, 0, 0}, m.output(0, 0), "a LOAD of 4 words that do not all fit gives 0");
        assertArrayEquals(new int[] {103, 105, 0, 0}, m.output(0, 3));
        // STORE .xy: lane 3 at 20 writes only x; lanes store in order, so word 5 ends as 53. Then the
        // atomics: lanes 0 and 1 add to word 0 in turn, lane 2 to word 1, lane 3 is out of bounds.
        assertArrayEquals(new int[] {52, 61, 51, 61, 52, 53}, words);
        assertArrayEquals(new int[] {50, 51, 60, 0}, m.output(1, 0), "atomics return the old word, 0 out of bounds");
    }

    @Test
    void sharedMemoryAcrossBlocksWithASuspendingBarrier() {
        // Each of four 4-lane blocks writes its lane id to shared memory, waits, then reads its mirror.
        TestShader s = new TestShader(Processor.COMP).systemValue(0, dev.tungsten.tgsi.SemanticName.THREAD_ID)
                .memory(0, MemoryType.SHARED).decl(TEMP, 0, 1).decl(OUT, 0, 0);
        s.immInts(4, 60, 0, 0);
        s.op(UMUL, s.dst(TEMP, 0).mask("x"), s.src(SV, 0).x(), s.src(IMM, 0).x());       // 4 * id
        s.op(STORE, s.dst(MEMORY, 0).mask("x"), s.src(TEMP, 0).x(), s.src(SV, 0).x());
        s.op(BARRIER);
        s.op(UADD, s.dst(TEMP, 0).mask("y"), s.src(IMM, 0).swz("yyyy"), s.src(TEMP, 0).x().neg()); // 60 - 4 id
        s.op(LOAD, s.dst(TEMP, 1).mask("x"), s.src(MEMORY, 0), s.src(TEMP, 0).swz("yyyy"));
        s.op(MOV, s.dst(OUT, 0).mask("x"), s.src(TEMP, 1).x());
        s.op(END);
        ExecProgram p = s.compile();
        SharedMemory shared = new SharedMemory(64);
        List<ExecMachine> blocks = new java.util.ArrayList<>();
        for (int b = 0; b < 4; b++) {
            ExecMachine m = p.newMachine(4);
            m.bindSharedMemory(shared);
            m.bindBarrier(WorkgroupBarrier.SUSPEND);
            for (int i = 0; i < 4; i++) {
                m.systemValue(dev.tungsten.tgsi.SemanticName.THREAD_ID, 0, 0)[i] = 4 * b + i;
            }
            blocks.add(m);
        }
        for (ExecMachine m : blocks) {
            assertEquals(ExecStatus.BARRIER, m.run(-1));
        }
        for (ExecMachine m : blocks) {
            assertEquals(ExecStatus.DONE, m.resume());
        }
        for (int b = 0; b < 4; b++) {
            for (int i = 0; i < 4; i++) {
                assertEquals(15 - (4 * b + i), blocks.get(b).output(0, 0)[i]);
            }
        }
        assertThrows(IllegalStateException.class, () -> blocks.get(0).resume());
    }

    @Test
    void imagesFollowTheOutOfBoundsRules() {
        TestShader s = TestShader.frag().decl(IN, 0, 0).decl(OUT, 0, 1).image(0, TextureTarget.T2D);
        s.immInts(5, 0, 0, 0);
        s.op(STORE, s.dst(IMAGE, 0), s.src(IN, 0), s.src(IMM, 0).swz("xxxx"));
        s.op(LOAD, s.dst(OUT, 0), s.src(IMAGE, 0), s.src(IN, 0));
        s.op(ATOMIMAX, s.dst(OUT, 1).mask("x"), s.src(IMAGE, 0), s.src(IN, 0), s.src(IMM, 0).x());
        s.op(RESQ, s.dst(OUT, 1).mask("yz"), s.src(IMAGE, 0));
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        MemoryImages images = new MemoryImages().bind(0, MemoryImages.Image.zeroed(2, 2, 1));
        m.bindImages(images);
        Lanes.setInts(m.input(0, 0), 0, 1, 2, -1);
        Lanes.setInts(m.input(0, 1), 0, 1, 0, 0);
        m.run(-1);
        assertArrayEquals(new int[] {5, 5, 0, 0}, m.output(0, 0), "stores and loads outside the 2x2 image do nothing / give 0");
        assertArrayEquals(new int[] {5, 5, 0, 0}, m.output(1, 0), "atomic returns the old value, 0 outside");
        assertEquals(2, m.output(1, 1)[0]);
    }

    @Test
    void geometryShadersEmitThroughTheVertexEmitter() {
        TestShader s = new TestShader(Processor.GEOM).decl(IN, 0, 0).decl(OUT, 0, 0);
        s.property(PropertyName.GS_MAX_OUTPUT_VERTICES, 3);
        s.immFloats(1, 0, 0, 0);
        s.immInts(0, 0, 0, 0);
        s.op(MOV, s.dst(OUT, 0), s.src(IN, 0).dim(0));
        s.op(EMIT, s.src(IMM, 1).x());
        s.op(ADD, s.dst(OUT, 0), s.src(OUT, 0), s.src(IMM, 0).x());
        s.op(EMIT, s.src(IMM, 1).x());
        s.op(ENDPRIM, s.src(IMM, 1).x());
        s.op(EMIT, s.src(IMM, 1).x());
        s.op(EMIT, s.src(IMM, 1).x());   // beyond GS_MAX_OUTPUT_VERTICES: dropped
        s.op(END);
        ExecProgram p = s.compile();
        ExecMachine m = p.newMachine(4);
        RecordingVertexEmitter e = new RecordingVertexEmitter(p, 4);
        m.bindVertexEmitter(e);
        Lanes.set(m.input(0, 0, 0), 10, 20, 30, 40);
        m.run(0b0011);
        assertEquals(2, e.primitives(0, 0).size());
        assertEquals(2, e.primitives(0, 0).get(0).size());
        assertEquals(1, e.primitives(0, 0).get(1).size(), "the fourth vertex exceeds the maximum of 3");
        assertEquals(21f, f(e.primitives(1, 0).get(0).get(1).outputs()[0][0]));
        assertTrue(e.primitives(2, 0).isEmpty(), "lane 2 is not live");
    }

    @Test
    void interpolationWithoutAnInterpolatorUsesTheQuad() {
        TestShader s = TestShader.frag().decl(IN, 0, 0).decl(OUT, 0, 1);
        s.immFloats(0.5f, -0.5f, 0, 0);
        s.op(INTERP_OFFSET, s.dst(OUT, 0), s.src(IN, 0), s.src(IMM, 0));
        s.op(INTERP_CENTROID, s.dst(OUT, 1), s.src(IN, 0));
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        Lanes.set(m.input(0, 0), 1, 3, 11, 13);   // d/dx = 2, d/dy = 10
        m.run(-1);
        assertArrayEquals(new float[] {-3, -1, 7, 9}, floats(m.output(0, 0)), "x + 0.5 * 2 - 0.5 * 10");
        assertArrayEquals(new float[] {1, 3, 11, 13}, floats(m.output(1, 0)));
    }

    @Test
    void indirectResourceUnitsComeFromTheFirstExecutingLane() {
        TestShader s = TestShader.frag().decl(IN, 0, 0).decl(ADDR, 0, 0).decl(OUT, 0, 1).decl(SAMP, 0, 1)
                .decl(BUFFER, 0, 0);
        s.immInts(0, 0, 0, 0);
        s.op(UARL, s.dst(ADDR, 0).mask("x"), s.src(IN, 0).swz("wwww"));
        s.tex(TEX, TextureTarget.T2D, s.dst(OUT, 0), s.src(IN, 0), s.src(SAMP, 0).indirect(ADDR, 0, 0));
        s.op(LOAD, s.dst(OUT, 1), s.src(BUFFER, 0).indirect(ADDR, 0, 0), s.src(IMM, 0).x());
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        int[] one = {bits(1), bits(1), bits(1), bits(1)}, two = {bits(2), bits(2), bits(2), bits(2)};
        m.bindSampler(new MemoryTextures().bind(0, MemoryTextures.Texture.of(TextureTarget.T2D, 1, 1, 1, one))
                .bind(1, MemoryTextures.Texture.of(TextureTarget.T2D, 1, 1, 1, two)));
        MemoryBuffers buffers = new MemoryBuffers(1).create(0, 16);
        java.util.Arrays.fill(buffers.words(0), 9);
        m.bindBuffers(buffers);
        Lanes.setInts(m.input(0, 3), 1, 0, 0, 0);
        m.run(-1);
        assertArrayEquals(new float[] {2, 2, 2, 2}, floats(m.output(0, 0)), "SAMP[0 + 1] for the whole block");
        assertArrayEquals(new int[] {0, 0, 0, 0}, m.output(1, 0), "BUFFER[1] is not bound: reads give 0");
    }

    @Test
    void aResourceOpcodeWithNothingBoundIsATypedError() {
        TestShader s = TestShader.frag().decl(IN, 0, 0).decl(OUT, 0, 0).decl(SAMP, 0, 0);
        s.immFloats(0, 0, 0, 0);
        int tex = s.tex(TEX, TextureTarget.T2D, s.dst(OUT, 0), s.src(IN, 0), s.src(SAMP, 0));
        s.op(END);
        ExecMachine m = ExecProgram.compile(s.build(), "needs-a-texture.tgsi").newMachine(4);
        ExecException e = assertThrows(ExecException.class, () -> m.run(-1));
        assertEquals(tex, e.location().instruction());
        assertEquals("needs-a-texture.tgsi", e.location().source());
        assertTrue(e.getMessage().contains("TextureSampler"), e.getMessage());
    }

    @Test
    void helperAndKilledLanesHaveNoSideEffects() {
        TestShader s = TestShader.frag().decl(IN, 0, 0).decl(BUFFER, 0, 0);
        s.immInts(1, 0, 0, 0);
        s.op(KILL_IF, s.src(IN, 0).swz("yyyy"));
        s.op(ATOMUADD, s.dst(RegisterFile.NULL, 0).mask("x"), s.src(BUFFER, 0), s.src(IN, 0).x(), s.src(IMM, 0).x());
        s.op(END);
        ExecMachine m = s.compile().newMachine(8);
        MemoryBuffers buffers = new MemoryBuffers(1).create(0, 32);
        m.bindBuffers(buffers);
        Lanes.setInts(m.input(0, 0), 0, 4, 8, 12, 16, 20, 24, 28);
        Lanes.set(m.input(0, 1), 0, -1, 0, 0, 0, 0, 0, 0);
        m.run(0b0000_1101);   // lane 1 is a helper of quad 0 (and killed); quad 1 does not run
        assertArrayEquals(new int[] {1, 0, 1, 1, 0, 0, 0, 0}, buffers.words(0));
    }
}
