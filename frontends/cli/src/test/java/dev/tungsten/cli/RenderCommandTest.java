package dev.tungsten.cli;

import dev.tungsten.cli.scene.Images;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/// `tungsten render` and `tungsten demo` end to end: the image is written at the requested
/// size, the report line names it, and a bad scene fails with a located message.
class RenderCommandTest {
    private record Result(int status, String out, String err) {
    }

    private static Result run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int status = Main.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void rendersASceneFile(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("s.json"), """
                {"size": [40, 30], "background": [1, 0, 0, 1],
                 "objects": [{"mesh": "sphere", "shader": "builtin:unlit", "uniforms": {"color": [0, 0, 1, 1]}}]}
                """);
        Path png = dir.resolve("out.png");
        Result r = run("render", dir.resolve("s.json").toString(), "-o", png.toString(), "--threads", "1");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("wrote " + png + " (40x30, 1 objects) in "), r.out());
        Images.Rgba img = Images.read(png);
        assertEquals(40, img.width());
        assertEquals(0xFFFF0000, img.argb(0, 0), "background in the corner");
        assertEquals(0xFF0000FF, img.argb(20, 15), "the unlit sphere in the middle");
    }

    @Test
    void demoTakesSizeAndOutput(@TempDir Path dir) {
        Path png = dir.resolve("d.png");
        Result r = run("demo", "-o", png.toString(), "--size", "64x48");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("(64x48, 5 objects)"), r.out());
        assertTrue(Files.exists(png));
    }

    @Test
    void theJitAndTheInterpreterRenderTheDemoIdentically(@TempDir Path dir) throws Exception {
        Path jit = dir.resolve("jit.png"), interp = dir.resolve("interp.png");
        Result a = run("demo", "-o", jit.toString(), "--size", "96x72", "--backend", "jit");
        Result b = run("demo", "-o", interp.toString(), "--size", "96x72", "--backend", "interp");
        assertEquals(0, a.status(), a.err());
        assertEquals(0, b.status(), b.err());
        assertTrue(a.out().contains("shaders: jit"), a.out());
        assertTrue(b.out().contains("shaders: interp"), b.out());
        // The JIT's default options are bit-exact with the interpreter, so the pixels are equal.
        Images.Rgba x = Images.read(jit), y = Images.read(interp);
        for (int py = 0; py < 72; py++) {
            for (int px = 0; px < 96; px++) {
                assertEquals(y.argb(px, py), x.argb(px, py), "pixel " + px + "," + py);
            }
        }
        Result bad = run("demo", "-o", dir.resolve("x.png").toString(), "--backend", "llvm");
        assertEquals(1, bad.status());
        assertTrue(bad.err().contains("no shader backend named 'llvm' (available: jit, jit-exact, interp)"), bad.err());
    }

    @Test
    void badScenesAndOptionsFailClearly(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("bad.json"), "{\"objects\": [{\"mesh\": \"cube\",\n \"blend\": \"glow\"}]}");
        Result r = run("render", dir.resolve("bad.json").toString(), "-o", dir.resolve("x.png").toString());
        assertEquals(1, r.status());
        assertEquals(dir.resolve("bad.json") + ":2:11: unknown blend \"glow\" (expected none, alpha, additive, multiply or an object)",
                r.err().trim());
        r = run("render", "missing.json");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("missing -o OUTPUT.png"), r.err());
        r = run("demo", "--size", "big");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("--size takes WIDTHxHEIGHT"), r.err());
        r = run("demo", "--driver", "nope", "-o", dir.resolve("y.png").toString());
        assertEquals(1, r.status());
        assertTrue(r.err().contains("no driver named 'nope' (available: soft"), r.err());
    }

    @Test
    void rendersAWgslPairWithUniformsSetByName(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("flat.wgsl"), """
                struct Params { modelViewProj: mat4x4<f32>, tint: vec4<f32>, gain: f32 }
                @group(0) @binding(0) var<uniform> params: Params;
                struct VsOut { @builtin(position) pos: vec4<f32>, @location(0) n: vec3<f32>, @location(1) c: vec4<f32> }
                @vertex fn vs(@location(0) p: vec3<f32>, @location(1) n: vec3<f32>, @location(5) c: vec4<f32>) -> VsOut {
                    return VsOut(params.modelViewProj * vec4<f32>(p, 1.0), n, c);
                }
                @fragment fn fs(in: VsOut) -> @location(0) vec4<f32> {
                    return vec4<f32>(in.n * 0.5 + 0.5, 1.0) * params.tint * params.gain * in.c;
                }
                """);
        Files.writeString(dir.resolve("s.json"), """
                {"size": [40, 30], "background": [1, 0, 0, 1],
                 "shaders": {"flat": {"vertex": "flat.wgsl", "fragment": "flat.wgsl", "uniforms": {"gain": 1}}},
                 "objects": [{"mesh": "cube", "shader": "flat", "uniforms": {"tint": [1, 1, 0.5, 1]}}]}
                """);
        Path png = dir.resolve("out.png");
        Result r = run("render", dir.resolve("s.json").toString(), "-o", png.toString(), "--threads", "1");
        assertEquals(0, r.status(), r.err());
        Images.Rgba img = Images.read(png);
        assertEquals(0xFFFF0000, img.argb(0, 0), "background in the corner");
        // The camera looks at the cube's front face (normal +z): (0.5, 0.5, 1) * (1, 1, 0.5),
        // times the input the mesh lacks, which reads (1, 1, 1, 1).
        assertEquals(0xFF808080, img.argb(20, 15), "the front face, coloured by its normal and the tint");
    }
}
