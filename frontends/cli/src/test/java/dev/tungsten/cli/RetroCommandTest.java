package dev.tungsten.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.tungsten.retro.Image;

/// `tungsten retro` end to end on the software driver, with shaders and presets written here in
/// the libretro style: output sizes, pixels that follow exactly from the shaders (nearest
/// sampling at texel centres, so no tolerance), frames from a folder or repeated, `--time`, and
/// each bad input failing with a located message and no output file.
class RetroCommandTest {
    @TempDir
    Path dir;

    private record Result(int status, String out, String err) {}

    private static Result run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int status = Main.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /// The vertex program of libretro's Cg shaders.
    private static final String VERTEX = """
            struct input { float2 video_size; float2 texture_size; float2 output_size; float frame_count; };
            void main_vertex(float4 position : POSITION, float2 texCoord : TEXCOORD0, uniform float4x4 modelViewProj,
                             out float4 oPosition : POSITION, out float2 oTex : TEXCOORD0)
            {
                oPosition = mul(modelViewProj, position);
                oTex = texCoord;
            }
            """;

    private static final String PASS_THROUGH = VERTEX + """
            float4 main_fragment(float2 tex : TEXCOORD0, uniform sampler2D decal : TEXUNIT0) : COLOR
            {
                return tex2D(decal, tex);
            }
            """;

    private static final String INVERT = VERTEX + """
            float4 main_fragment(float2 tex : TEXCOORD0, uniform sampler2D decal : TEXUNIT0) : COLOR
            {
                float4 c = tex2D(decal, tex);
                return float4(1.0 - c.rgb, 1.0);
            }
            """;

    /// The original frame's red, the aliased pass's red (the inverse) and the frame count.
    private static final String MIX = VERTEX + """
            struct orig { uniform sampler2D texture; };
            struct named { uniform sampler2D texture; };
            float4 main_fragment(float2 tex : TEXCOORD0, uniform orig ORIG, uniform named INV, uniform input IN) : COLOR
            {
                return float4(tex2D(ORIG.texture, tex).r, tex2D(INV.texture, tex).r, IN.frame_count / 255.0, 1.0);
            }
            """;

    private Path write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
        return p;
    }

    /// A 4x2 frame: pixel (x, y) is (60x + level, 100y + level, 7, 255).
    private Path frame(String name, int level) throws IOException {
        byte[] px = new byte[4 * 2 * 4];
        for (int y = 0; y < 2; y++) {
            for (int x = 0; x < 4; x++) {
                int i = (y * 4 + x) * 4;
                px[i] = (byte) (60 * x + level);
                px[i + 1] = (byte) (100 * y + level);
                px[i + 2] = 7;
                px[i + 3] = (byte) 255;
            }
        }
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        new Image(4, 2, px).write(p);
        return p;
    }

    private Path twoPassPreset() throws IOException {
        write("shaders/invert.cg", INVERT);
        write("shaders/mix.cg", MIX);
        return write("two.cgp", """
                shaders = 2
                shader0 = shaders\\invert.cg
                scale_type0 = source
                scale0 = 1.0
                alias0 = INV
                shader1 = "shaders/mix.cg"
                """);
    }

    @Test
    void aShaderRunsAtThreeTimesTheInputByDefault() throws IOException {
        Path shader = write("pass.cg", PASS_THROUGH);
        Path in = frame("in.png", 0);
        Path out = dir.resolve("out.png");
        Result r = run("retro", shader.toString(), in.toString(), "-o", out.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("wrote " + out + " (12x6, 1 frame, 1 pass) in "), r.out());
        Image img = Image.read(out);
        assertEquals(12, img.width());
        assertEquals(6, img.height());
        Image src = Image.read(in);
        // a lone .cg samples nearest: each input pixel becomes a 3x3 block
        for (int y = 0; y < 6; y++) {
            for (int x = 0; x < 12; x++) {
                assertEquals(src.argb(x / 3, y / 3), img.argb(x, y), "pixel " + x + "," + y);
            }
        }
    }

    @Test
    void aTwoPassPresetWithAnAliasAndTimes() throws IOException {
        Path cgp = twoPassPreset();
        Path out = dir.resolve("out.png");
        Result r = run("retro", cgp.toString(), frame("in.png", 0).toString(), "-o", out.toString(), "--size", "8x4",
                "--frames", "3", "--time");
        assertEquals(0, r.status(), r.err());
        Image img = Image.read(out);
        assertEquals(8, img.width());
        assertEquals(4, img.height());
        // pixel (5, 3) of the viewport samples frame pixel (2, 1) = (120, 100, 7); the last of
        // three frames has frame_count 2
        assertEquals(0xFF000000 | 120 << 16 | (255 - 120) << 8 | 2, img.argb(5, 3));
        List<String> lines = r.out().lines().toList();
        assertEquals(5, lines.size(), r.out());
        Pattern frameLine = Pattern.compile("frame \\d: \\d+\\.\\d{3} ms, pass 0 \\(invert\\.cg\\) \\d+\\.\\d{3} ms, "
                + "pass 1 \\(mix\\.cg\\) \\d+\\.\\d{3} ms");
        for (int i = 0; i < 3; i++) {
            assertTrue(frameLine.matcher(lines.get(i)).matches(), lines.get(i));
            assertTrue(lines.get(i).startsWith("frame " + i + ": "), lines.get(i));
        }
        assertTrue(lines.get(3).startsWith("mean of 3 frames: "), lines.get(3));
        assertTrue(lines.get(4).startsWith("wrote " + out + " (8x4, 3 frames, 2 passes)"), lines.get(4));
    }

    @Test
    void aFolderOfFramesGivesOnePngPerFrame() throws IOException {
        Path cgp = twoPassPreset();
        frame("in/b.png", 20);
        frame("in/a.png", 10);
        write("in/notes.txt", "not a frame");
        Path outDir = dir.resolve("out");
        Result r = run("retro", cgp.toString(), dir.resolve("in").toString(), "-o", outDir.toString(), "--scale", "1");
        assertEquals(0, r.status(), r.err());
        assertEquals(List.of("a.png", "b.png"), files(outDir));
        // sorted by name: a.png is frame 0, b.png frame 1
        Image a = Image.read(outDir.resolve("a.png")), b = Image.read(outDir.resolve("b.png"));
        assertEquals(0xFF000000 | 70 << 16 | (255 - 70) << 8, a.argb(1, 0));
        assertEquals(0xFF000000 | 80 << 16 | (255 - 80) << 8 | 1, b.argb(1, 0));
    }

    @Test
    void repeatedFramesIntoAFolderAreNumbered() throws IOException {
        Path cgp = twoPassPreset();
        Path outDir = dir.resolve("frames");
        Files.createDirectories(outDir);
        Result r = run("retro", cgp.toString(), frame("in.png", 0).toString(), "-o", outDir.toString(), "--frames", "3",
                "--scale", "2");
        assertEquals(0, r.status(), r.err());
        assertEquals(List.of("frame-0000.png", "frame-0001.png", "frame-0002.png"), files(outDir));
        for (int f = 0; f < 3; f++) {
            Image img = Image.read(outDir.resolve(String.format("frame-%04d.png", f)));
            assertEquals(8, img.width());
            assertEquals(f, img.argb(0, 0) & 0xFF, "frame_count in blue");
        }
    }

    @Test
    void parametersAreSetByName() throws IOException {
        Path shader = write("param.cg", """
                #pragma parameter GAIN "Gain" 0.25 0.0 1.0 0.05
                #ifdef PARAMETER_UNIFORM
                uniform float GAIN;
                #else
                #define GAIN 0.25
                #endif
                """ + VERTEX + """
                float4 main_fragment(float2 tex : TEXCOORD0) : COLOR
                {
                    return float4(GAIN, 0.0, 0.0, 1.0);
                }
                """);
        Path in = frame("in.png", 0);
        Path out = dir.resolve("out.png");
        Result r = run("retro", shader.toString(), in.toString(), "-o", out.toString(), "--param", "GAIN=0.6");
        assertEquals(0, r.status(), r.err());
        assertEquals(153, Image.read(out).argb(0, 0) >> 16 & 0xFF, "0.6 * 255");
        Files.delete(out);
        r = run("retro", shader.toString(), in.toString(), "-o", out.toString(), "--param", "GAIM=1");
        assertEquals(1, r.status());
        assertTrue(r.err().contains("GAIM") && r.err().contains("GAIN"), r.err());
        assertFalse(Files.exists(out));
    }

    /// Runs a preset that must fail: exit 1, the message located at `where`, no file in `out/`.
    private void failsAt(String preset, String where, String detail) throws IOException {
        Path cgp = write("bad.cgp", preset);
        Path outDir = dir.resolve("out");
        Files.createDirectories(outDir);
        Result r = run("retro", cgp.toString(), frame("in.png", 0).toString(), "-o", outDir.resolve("x.png").toString());
        assertEquals(1, r.status(), r.err());
        assertTrue(r.err().contains(cgp + ":" + where + ": "), r.err());
        assertTrue(r.err().contains(detail), r.err());
        assertEquals(List.of(), files(outDir), "no output, not even a temporary file");
    }

    @Test
    void badPresetsFailWithALocationAndLeaveNoFile() throws IOException {
        write("pass.cg", PASS_THROUGH);
        write("broken.cg", VERTEX + "float4 main_fragment() : COLOR { return undefined_thing; }\n");
        write("reads.cg", VERTEX + """
                struct named { uniform sampler2D texture; };
                float4 main_fragment(float2 tex : TEXCOORD0, uniform named LATER) : COLOR { return tex2D(LATER.texture, tex); }
                """);
        write("lut.png", "this is text, not a PNG");
        failsAt("shaders = 2\nshader0 = pass.cg\nshader1 = gone.cg\n", "3", "no such shader file 'gone.cg'");
        failsAt("shaders = 2\nshader0 = pass.cg\nshader1 = reads.cg\n", "3", "LATER");
        failsAt("shaders = 1\nshader0 = pass.cg\nscale_type0 = source\nscale0 = 0\n", "4", "'scale0' must be above 0");
        failsAt("shaders = 2\nshader0 = pass.cg\nscale_type0 = source\nscale0 = 100000\nshader1 = pass.cg\n", "4",
                "400000 pixels wide");
        failsAt("shaders = 1\n\nshader0 = broken.cg\n", "3", "undefined_thing");
        failsAt("shaders = 1\nshader0 = pass.cg\ntextures = bg\nbg = lut.png\n", "4", "lookup texture bg");
    }

    @Test
    void badArgumentsAreUsageErrors() throws IOException {
        Path shader = write("pass.cg", PASS_THROUGH);
        Path in = frame("in.png", 0);
        String out = dir.resolve("o.png").toString();
        for (List<String> args : List.of(
                List.of(shader.toString(), in.toString()),
                List.of(shader.toString(), in.toString(), "-o", out, "--scale", "2", "--size", "8x8"),
                List.of(shader.toString(), in.toString(), "-o", out, "--scale", "0"),
                List.of(shader.toString(), in.toString(), "-o", out, "--size", "8x"),
                List.of(shader.toString(), in.toString(), "-o", out, "--frames", "0"),
                List.of(shader.toString(), in.toString(), "-o", out, "--param", "GAIN"),
                List.of(shader.toString(), in.toString(), "-o", out, "--bogus"))) {
            Result r = run(Stream.concat(Stream.of("retro"), args.stream()).toArray(String[]::new));
            assertEquals(2, r.status(), args + ": " + r.err());
            assertTrue(r.err().contains("usage: tungsten retro PRESET.cgp|SHADER.cg"), r.err());
        }
        Result missing = run("retro", shader.toString(), dir.resolve("none.png").toString(), "-o", out);
        assertEquals(1, missing.status());
        assertTrue(missing.err().startsWith(dir.resolve("none.png") + ": no such image file"), missing.err());
        Result driver = run("retro", shader.toString(), in.toString(), "-o", out, "--driver", "nope");
        assertEquals(1, driver.status());
        assertTrue(driver.err().contains("no driver named 'nope'"), driver.err());
        assertFalse(Files.exists(Path.of(out)));
    }

    private static List<String> files(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
