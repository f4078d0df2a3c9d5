package dev.tungsten.retro;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.tungsten.pipe.Drivers;
import dev.tungsten.pipe.Screen;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/// Chains of shaders written here, run on the software driver: what each pass sees (sizes,
/// frame count, parameters, earlier passes by number and alias, past frames) is checked by
/// shaders that write it into their output, so each number below is exact.
class RetroChainTest {
    static Screen screen;

    @TempDir
    Path dir;

    @BeforeAll
    static void openScreen() {
        screen = Drivers.byName("soft").createScreen(Map.of("threads", "1", "backend", "interp"));
    }

    @AfterAll
    static void closeScreen() {
        screen.close();
    }

    /// The libretro vertex program every test shader shares.
    static final String VERTEX = """
            struct input { float2 video_size; float2 texture_size; float2 output_size; float frame_count; };
            void main_vertex(float4 position : POSITION, float2 texCoord : TEXCOORD0, uniform float4x4 modelViewProj,
                             out float4 oPosition : POSITION, out float2 oTex : TEXCOORD0)
            {
                oPosition = mul(modelViewProj, position);
                oTex = texCoord;
            }
            """;

    static final String PASS_THROUGH = VERTEX + """
            float4 main_fragment(float2 tex : TEXCOORD0, uniform sampler2D decal : TEXUNIT0) : COLOR
            {
                return tex2D(decal, tex);
            }
            """;

    /// Writes the pass's sizes and frame count: r = video_size.x / 1000, g = output_size.y / 1000,
    /// b = frame_count / 100, a = 1.
    static final String SIZES = VERTEX + """
            float4 main_fragment(float2 tex : TEXCOORD0, uniform input IN) : COLOR
            {
                return float4(IN.video_size.x / 1000.0, IN.output_size.y / 1000.0, IN.frame_count / 100.0, 1.0);
            }
            """;

    Path write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    static Preset.Pass pass(int index, Path shader, Preset.Scale scale, String alias) {
        return new Preset.Pass(index, shader, Preset.Filter.NEAREST, Preset.Wrap.CLAMP_TO_EDGE, scale, scale, false, false,
                false, 0, alias, Map.of("shader", index + 1, "scale", 100 + index));
    }

    static Preset preset(Path file, List<Preset.Pass> passes) {
        return new Preset(file, passes, List.of(), List.of(), List.of());
    }

    /// A 4x2 image whose pixel (x, y) is (x * 60, y * 100, 7, 255).
    static Image ramp() {
        byte[] px = new byte[4 * 2 * 4];
        for (int y = 0; y < 2; y++) {
            for (int x = 0; x < 4; x++) {
                int i = (y * 4 + x) * 4;
                px[i] = (byte) (x * 60);
                px[i + 1] = (byte) (y * 100);
                px[i + 2] = 7;
                px[i + 3] = (byte) 255;
            }
        }
        return new Image(4, 2, px);
    }

    static float[] pixel(RetroChain.Frame f, int x, int y) {
        int i = (y * f.width() + x) * 4;
        return new float[] {f.rgba()[i], f.rgba()[i + 1], f.rgba()[i + 2], f.rgba()[i + 3]};
    }

    @Test
    void aPassThroughShaderAtTwiceTheSizeRepeatsEachTexelTwiceWithRowZeroOnTop() throws IOException {
        Path shader = write("pass.cg", PASS_THROUGH);
        try (RetroChain chain = RetroChain.open(screen, Preset.ofShader(shader), RetroChain.Options.defaults())) {
            RetroChain.Frame f = chain.render(ramp(), 8, 4);
            assertEquals(8, f.width());
            assertEquals(4, f.height());
            Image img = f.toImage();
            for (int y = 0; y < 4; y++) {
                for (int x = 0; x < 8; x++) {
                    int i = (y * 8 + x) * 4;
                    assertEquals((x / 2) * 60, img.rgba()[i] & 0xFF, "red at " + x + "," + y);
                    assertEquals((y / 2) * 100, img.rgba()[i + 1] & 0xFF, "green at " + x + "," + y);
                    assertEquals(7, img.rgba()[i + 2] & 0xFF);
                }
            }
        }
    }

    @Test
    void passesSeeTheirSourceOutputSizesAndTheFrameCount() throws IOException {
        Path scale = write("pass.cg", PASS_THROUGH);
        Path sizes = write("sizes.cg", SIZES);
        Preset p = preset(dir.resolve("p.cgp"), List.of(
                pass(0, scale, new Preset.Scale(Preset.ScaleType.SOURCE, 3, 0), null),
                pass(1, sizes, Preset.Scale.UNSET, null)));
        try (RetroChain chain = RetroChain.open(screen, p, RetroChain.Options.defaults())) {
            for (int frame = 0; frame < 3; frame++) {
                RetroChain.Frame f = chain.render(ramp(), 20, 10);
                // Pass 1's input is pass 0's output, 3 x 4 = 12 wide; its output is the viewport, 10 high.
                assertArrayEquals(new float[] {0.012f, 0.010f, frame / 100f, 1f}, pixel(f, 5, 5), 1e-6f);
            }
            assertArrayEquals(new int[] {12, 6}, chain.passSize(0));
            assertEquals(3, chain.frameCount());
        }
    }

    @Test
    void aLaterPassReadsAnEarlierPassByNumberAndAliasAndTheOriginal() throws IOException {
        Path invert = write("invert.cg", VERTEX + """
                float4 main_fragment(float2 tex : TEXCOORD0, uniform sampler2D decal : TEXUNIT0) : COLOR
                {
                    float4 c = tex2D(decal, tex);
                    return float4(1.0 - c.rgb, 1.0);
                }
                """);
        Path mix = write("mix.cg", VERTEX + """
                struct orig { float2 tex_coord; uniform float2 video_size; uniform sampler2D texture; };
                struct pass1 { uniform sampler2D texture; };
                struct named { uniform sampler2D texture; };
                float4 main_fragment(float2 tex : TEXCOORD0, uniform orig ORIG, uniform pass1 PASS1, uniform named FIRST) : COLOR
                {
                    // ORIG is the frame; PASS1 and FIRST are pass 0's output (the inverse).
                    return float4(tex2D(ORIG.texture, tex).r, tex2D(PASS1.texture, tex).r, tex2D(FIRST.texture, tex).g,
                                  ORIG.video_size.x / 10.0);
                }
                """);
        Preset p = preset(dir.resolve("p.cgp"), List.of(
                pass(0, invert, new Preset.Scale(Preset.ScaleType.SOURCE, 1, 0), "FIRST"),
                pass(1, mix, Preset.Scale.UNSET, null)));
        try (RetroChain chain = RetroChain.open(screen, p, RetroChain.Options.defaults())) {
            RetroChain.Frame f = chain.render(ramp(), 4, 2);
            // Pixel (2, 1): the frame is (120, 100, 7)/255.
            assertArrayEquals(new float[] {120 / 255f, 1 - 120 / 255f, 1 - 100 / 255f, 0.4f}, pixel(f, 2, 1), 1e-6f);
        }
    }

    @Test
    void origTexCoordOfAStructParameterWithoutUniformIsFedPerVertex() throws IOException {
        // libretro's idiom: `orig ORIG` is not uniform, its tex_coord is a vertex attribute and its
        // sampler uniform; the front end makes the whole parameter uniform, and the chain feeds
        // tex_coord from TEXCOORD0 instead, so each pixel reads its own texel of the frame.
        Path shader = write("orig.cg", """
                struct orig { float2 tex_coord; uniform float2 texture_size; uniform sampler2D texture; };
                void main_vertex(float4 position : POSITION, float2 texCoord : TEXCOORD0, uniform float4x4 modelViewProj,
                                 orig ORIG, out float4 oPosition : POSITION, out float2 oOrig : TEXCOORD1)
                {
                    oPosition = mul(modelViewProj, position);
                    oOrig = ORIG.tex_coord.xy + float2(0.0, 0.0 * texCoord.x);
                }
                float4 main_fragment(float2 origTex : TEXCOORD1, orig ORIG) : COLOR
                {
                    return tex2D(ORIG.texture, origTex);
                }
                """);
        try (RetroChain chain = RetroChain.open(screen, Preset.ofShader(shader), RetroChain.Options.defaults())) {
            RetroChain.Frame f = chain.render(ramp(), 4, 2);
            for (int x = 0; x < 4; x++) {
                assertArrayEquals(new float[] {x * 60 / 255f, 100 / 255f, 7 / 255f, 1}, pixel(f, x, 1), 1e-6f, "pixel " + x);
            }
        }
    }

    @Test
    void prevIsTheFrameBeforeAndStartsBlack() throws IOException {
        Path prev = write("prev.cg", VERTEX + """
                struct prev { uniform sampler2D texture; };
                float4 main_fragment(float2 tex : TEXCOORD0, uniform sampler2D decal : TEXUNIT0, uniform prev PREV,
                                     uniform prev PREV1) : COLOR
                {
                    return float4(tex2D(decal, tex).r, tex2D(PREV.texture, tex).r, tex2D(PREV1.texture, tex).r, 1.0);
                }
                """);
        try (RetroChain chain = RetroChain.open(screen, Preset.ofShader(prev), RetroChain.Options.defaults())) {
            float[] reds = new float[4];
            for (int frame = 0; frame < 4; frame++) {
                byte[] px = new byte[4 * 2 * 4];
                java.util.Arrays.fill(px, (byte) (frame * 50 + 10));
                reds[frame] = (frame * 50 + 10) / 255f;
                float[] got = pixel(chain.render(new Image(4, 2, px), 4, 2), 1, 1);
                assertEquals(reds[frame], got[0], 1e-6f);
                assertEquals(frame >= 1 ? reds[frame - 1] : 0, got[1], 1e-6f, "PREV at frame " + frame);
                assertEquals(frame >= 2 ? reds[frame - 2] : 0, got[2], 1e-6f, "PREV1 at frame " + frame);
            }
        }
    }

    @Test
    void parametersComeFromTheirPragmaThenThePresetThenTheCaller() throws IOException {
        Path shader = write("param.cg", """
                #pragma parameter GAIN "Gain" 0.25 0.0 1.0 0.05
                #pragma parameter BIAS "Bias" 0.5 0.0 1.0 0.05
                #ifdef PARAMETER_UNIFORM
                uniform float GAIN;
                #else
                #define GAIN 0.25
                #endif
                #define BIAS 0.5
                """ + VERTEX + """
                float4 main_fragment(float2 tex : TEXCOORD0) : COLOR
                {
                    return float4(GAIN, BIAS, 0.0, 1.0);
                }
                """);
        Preset plain = Preset.ofShader(shader);
        try (RetroChain chain = RetroChain.open(screen, plain, RetroChain.Options.defaults())) {
            assertArrayEquals(new float[] {0.25f, 0.5f, 0, 1}, pixel(chain.render(ramp(), 2, 2), 0, 0), 1e-6f);
            assertEquals(List.of("GAIN", "BIAS"), chain.parameters().stream().map(RetroChain.Parameter::name).toList());
        }
        Preset withValues = new Preset(shader, plain.passes(), List.of(), List.of(new Preset.ParameterValue("GAIN", 0.75f, 3),
                new Preset.ParameterValue("BIAS", 0.125f, 4)), List.of());
        Map<String, Float> caller = new HashMap<>();
        caller.put("GAIN", 1f);
        try (RetroChain chain = RetroChain.open(screen, withValues, new RetroChain.Options(caller, false))) {
            // GAIN is a uniform (the caller's value wins); BIAS stays a #define and is recompiled with the preset's value.
            assertArrayEquals(new float[] {1f, 0.125f, 0, 1}, pixel(chain.render(ramp(), 2, 2), 0, 0), 1e-6f);
        }
        RetroException e = assertThrows(RetroException.class, () -> RetroChain.open(screen, plain,
                new RetroChain.Options(Map.of("GAIM", 1f), false)));
        assertTrue(e.getMessage().contains("GAIM") && e.getMessage().contains("GAIN, BIAS"), e.getMessage());
    }

    @Test
    void aLastPassWithAScaleIsStretchedOverTheViewport() throws IOException {
        Path shader = write("pass.cg", PASS_THROUGH);
        Preset p = preset(dir.resolve("p.cgp"), List.of(pass(0, shader, new Preset.Scale(Preset.ScaleType.SOURCE, 1, 0), null)));
        try (RetroChain chain = RetroChain.open(screen, p, RetroChain.Options.defaults())) {
            RetroChain.Frame f = chain.render(ramp(), 16, 8);
            assertEquals(16, f.width());
            assertArrayEquals(new float[] {180 / 255f, 100 / 255f, 7 / 255f, 1}, pixel(f, 15, 7), 1e-6f);
            assertArrayEquals(new int[] {4, 2}, chain.passSize(0));
        }
    }

    @Test
    void badInputIsALocatedError() throws IOException {
        Path shader = write("pass.cg", PASS_THROUGH);
        Path broken = write("broken.cg", VERTEX + "float4 main_fragment() : COLOR { return undefined_thing; }\n");
        Path reads = write("reads.cg", VERTEX + """
                struct named { uniform sampler2D texture; };
                float4 main_fragment(float2 tex : TEXCOORD0, uniform named LATER) : COLOR { return tex2D(LATER.texture, tex); }
                """);
        Path cgp = dir.resolve("p.cgp");

        RetroException compile = assertThrows(RetroException.class, () -> RetroChain.open(screen,
                preset(cgp, List.of(pass(0, broken, Preset.Scale.UNSET, null))), RetroChain.Options.defaults()));
        assertEquals(RetroException.Kind.SHADER, compile.kind());
        assertTrue(compile.getMessage().startsWith(cgp + ":1: pass 0 (broken.cg) does not compile"), compile.getMessage());
        assertTrue(compile.getMessage().contains("undefined_thing"), compile.getMessage());

        RetroException missing = assertThrows(RetroException.class, () -> RetroChain.open(screen,
                preset(cgp, List.of(pass(0, shader, Preset.Scale.UNSET, null), pass(1, reads, Preset.Scale.UNSET, null))),
                RetroChain.Options.defaults()));
        assertEquals(RetroException.Kind.ALIAS, missing.kind());
        assertTrue(missing.getMessage().startsWith(cgp + ":2: pass 1 (reads.cg) reads LATER.texture, but no earlier pass"),
                missing.getMessage());

        RetroException cyclic = assertThrows(RetroException.class, () -> RetroChain.open(screen,
                preset(cgp, List.of(pass(0, reads, Preset.Scale.UNSET, "LATER"), pass(1, shader, Preset.Scale.UNSET, null))),
                RetroChain.Options.defaults()));
        assertEquals(RetroException.Kind.ALIAS, cyclic.kind());
        assertTrue(cyclic.getMessage().contains("is the alias of pass 0, which does not run before pass 0"), cyclic.getMessage());

        Preset huge = preset(cgp, List.of(pass(0, shader, new Preset.Scale(Preset.ScaleType.SOURCE, 100000, 0), null),
                pass(1, shader, Preset.Scale.UNSET, null)));
        try (RetroChain chain = RetroChain.open(screen, huge, RetroChain.Options.defaults())) {
            RetroException size = assertThrows(RetroException.class, () -> chain.render(ramp(), 4, 2));
            assertEquals(RetroException.Kind.SIZE, size.kind());
            assertTrue(size.getMessage().startsWith(cgp + ":100: pass 0 would be 400000 pixels wide"), size.getMessage());
        }
    }

    @Test
    void aThousandFramesReuseTheirResources() throws IOException {
        Path shader = write("pass.cg", PASS_THROUGH);
        Preset p = preset(dir.resolve("p.cgp"), List.of(pass(0, shader, new Preset.Scale(Preset.ScaleType.SOURCE, 2, 0), "A"),
                pass(1, shader, Preset.Scale.UNSET, null)));
        Runtime rt = Runtime.getRuntime();
        try (RetroChain chain = RetroChain.open(screen, p, RetroChain.Options.defaults())) {
            for (int i = 0; i < 100; i++) {
                chain.render(ramp(), 8, 4);
            }
            System.gc();
            long before = rt.totalMemory() - rt.freeMemory();
            for (int i = 0; i < 1000; i++) {
                chain.render(ramp(), 8, 4);
            }
            System.gc();
            long after = rt.totalMemory() - rt.freeMemory();
            // Retained heap may move by collector noise, not by a resource per frame (1000 frames of
            // even the smallest texture plus its state would be several MiB).
            assertTrue(after - before < 4 << 20, "heap grew by " + (after - before) + " bytes over 1000 frames");
            assertEquals(1100, chain.frameCount());
        }
    }
}
