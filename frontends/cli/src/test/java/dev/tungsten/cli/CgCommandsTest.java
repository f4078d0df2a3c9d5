package dev.tungsten.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.tungsten.cli.TgsiCommandsTest.Run;
import dev.tungsten.cli.scene.Images;

/// `compile`, `check` and scenes with Cg files: entry points by convention, `-I`, `-D` and
/// `--profile`, diagnostics with their include chains, the front end's reflection table, and a
/// Cg pair rendered with its uniforms set by reflection path (`IN.tint`).
class CgCommandsTest {
    @TempDir
    Path dir;

    /// `tint.cg` (in this class's test resources; its header is in `include/`).
    private static Path resource(String name) throws URISyntaxException {
        return Path.of(CgCommandsTest.class.getResource("/dev/tungsten/cli/cg/" + name).toURI());
    }

    private static String tint() throws URISyntaxException {
        return resource("tint.cg").toString();
    }

    private static String include() throws URISyntaxException {
        return resource("include").toString();
    }

    private static Run run(String... args) {
        return TgsiCommandsTest.run(args);
    }

    @Test
    void compilesTheConventionalEntryPointsAndOneAssemblesAsPrinted() throws Exception {
        Run both = run("compile", tint(), "-I", include());
        assertEquals(0, both.status(), both.err());
        String[] blocks = both.out().split("\n\n");
        assertEquals(2, blocks.length, both.out());
        assertTrue(blocks[0].startsWith("VERT") && blocks[1].startsWith("FRAG"), both.out());
        assertTrue(both.err().contains("entry point main_vertex (vertex)") && both.err().contains("entry point main_fragment (fragment)"),
                both.err());
        for (String entry : List.of("main_vertex", "main_fragment")) {
            Run one = run("compile", tint(), "-I" + include(), "--entry", entry);
            assertEquals(0, one.status(), one.err());
            Path tgsi = Files.writeString(dir.resolve(entry + ".tgsi"), one.out());
            Run asm = run("tgsi", "asm", tgsi.toString());
            assertEquals(0, asm.status(), asm.err());
            assertEquals(one.out(), run("tgsi", "dis", tgsi.toString()).out(), "the text reads back to itself");
        }
        Run forced = run("compile", Files.copy(resource("tint.cg"), dir.resolve("tint.txt")).toString(), "--lang", "cg",
                "-I", include(), "--entry", "main_fragment");
        assertEquals(0, forced.status(), forced.err());
    }

    @Test
    void definesChangeTheProgram() throws Exception {
        Run plain = run("compile", tint(), "-I", include(), "--entry", "main_fragment");
        Run gain = run("compile", tint(), "-I", include(), "--entry", "main_fragment", "-D", "GAIN=0.25");
        assertEquals(0, gain.status(), gain.err());
        assertTrue(gain.out().contains("0.2500") && !plain.out().contains("0.2500"), gain.out());
        Run function = run("compile", tint(), "-I", include(), "--entry", "main_fragment", "-D", "QUARTER(x)=x*0.25",
                "-DGAIN=QUARTER(1.0)");
        assertEquals(0, function.status(), function.err());
        assertTrue(function.out().contains("0.2500"), "a function-like macro, as cpp takes it: " + function.out());
        assertEquals(2, run("compile", tint(), "-D", "1X").status());
    }

    @Test
    void reflectPrintsTheFrontEndsTable() throws Exception {
        Run r = run("compile", tint(), "-I", include(), "--entry", "main_vertex", "--emit", "reflect");
        assertEquals(0, r.status(), r.err());
        List<String> rows = r.out().lines().map(l -> l.strip().replaceAll(" +", " ")).toList();
        assertEquals("entry main_vertex (vertex, profile gp5vp)", rows.getFirst());
        assertTrue(rows.contains("modelViewProj float4x4 c0 4 registers"), r.out());
        assertTrue(rows.contains("IN.video_size float2 c4.xy 1 register"), r.out());
        assertTrue(rows.contains("IN.tint float4 c5.xyzw 1 register"), r.out());
        assertTrue(rows.contains("color float4 COLOR IN[3]"), r.out());
    }

    @Test
    void errorsAreRenderedWithTheirIncludeChain() throws Exception {
        Run noInclude = run("compile", tint());
        assertEquals(1, noInclude.status());
        assertTrue(noInclude.err().contains("common.cgh"), noInclude.err());
        Files.writeString(dir.resolve("broken.cgh"), "float4 f(float4 x) { return x +; }\n");
        Path main = Files.writeString(dir.resolve("main.cg"), "#include \"broken.cgh\"\nfloat4 main() : COLOR { return f(1); }\n");
        Run r = run("compile", main.toString());
        assertEquals(1, r.status());
        assertTrue(r.err().startsWith("in file included from " + main + ":1\nerror: "), r.err());
        assertTrue(r.err().contains(dir.resolve("broken.cgh") + ":1:"), r.err());
        Run check = run("check", main.toString());
        assertEquals(1, check.status());
        assertTrue(check.out().startsWith("FAIL  " + main + ": " + dir.resolve("broken.cgh") + ":1:"), check.out());
        assertTrue(check.out().lines().findFirst().orElseThrow().endsWith("(in file included from " + main + ":1)"), check.out());
    }

    @Test
    void profilesAreCheckedAndWgslOptionsRefused() throws Exception {
        Run wrong = run("compile", tint(), "-I", include(), "--entry", "main_vertex", "--profile", "fp40");
        assertEquals(1, wrong.status());
        // The profile makes it a fragment program, which cannot write POSITION.
        assertTrue(wrong.err().contains("is not an output of fragment programs"), wrong.err());
        Run unknown = run("compile", tint(), "-I", include(), "--profile", "fp99");
        assertEquals(1, unknown.status());
        assertTrue(unknown.err().contains("unknown profile `fp99`"), unknown.err());
        assertEquals(0, run("compile", tint(), "-I", include(), "--entry", "main_vertex", "--profile", "vp40").status());
        Run override = run("compile", tint(), "--override", "x=1");
        assertEquals(2, override.status());
        assertTrue(override.err().contains("--override is for WGSL's pipeline-overridable constants; " + tint() + " is Cg"),
                override.err());
    }

    @Test
    void checkCompilesCgAndWgslFilesTogether() throws Exception {
        Files.copy(resource("tint.cg"), dir.resolve("tint.cg"));
        Files.writeString(dir.resolve("none.cg"), "float4 helper(float4 x) { return x; }\n");
        Files.writeString(dir.resolve("s.wgsl"), "@fragment fn fs() -> @location(0) vec4<f32> { return vec4<f32>(1.0); }\n");
        Run r = run("check", dir.toString(), "-I", include());
        assertEquals(0, r.status(), r.out());
        assertEquals(List.of("ok  " + dir.resolve("none.cg") + "  (no entry point)",
                "ok  " + dir.resolve("s.wgsl") + "  (entries: fs)",
                "ok  " + dir.resolve("tint.cg") + "  (entries: main_vertex, main_fragment)",
                "3 passed, 0 failed"), r.out().lines().toList());
        Run missingHeader = run("check", dir.toString());
        assertEquals(1, missingHeader.status());
        assertEquals("2 passed, 1 failed", missingHeader.out().lines().toList().getLast());
    }

    @Test
    void aCgPairRendersWithUniformsSetByReflectionPath() throws Exception {
        Files.copy(resource("tint.cg"), dir.resolve("tint.cg"));
        Files.copy(resource("include/common.cgh"), dir.resolve("common.cgh"));
        Files.writeString(dir.resolve("s.json"), """
                {"size": [40, 30], "background": [1, 0, 0, 1],
                 "shaders": {"tint": {"vertex": {"file": "tint.cg", "entry": "main_vertex"},
                                      "fragment": {"file": "tint.cg", "entry": "main_fragment", "defines": {"GAIN": 0.5}},
                                      "uniforms": {"IN.video_size": [256, 224]}}},
                 "objects": [{"mesh": "cube", "shader": "tint", "uniforms": {"IN.tint": [1, 0.5, 0.25, 2]}}]}
                """);
        Path png = dir.resolve("out.png");
        Run r = run("render", dir.resolve("s.json").toString(), "-o", png.toString(), "--threads", "1");
        assertEquals(0, r.status(), r.err());
        Images.Rgba img = Images.read(png);
        assertEquals(0xFFFF0000, img.argb(0, 0), "background in the corner");
        // The COLOR input reads (1, 1, 1, 1): (1, 0.5, 0.25, 2) * GAIN 0.5 = (0.5, 0.25, 0.125, 1).
        assertEquals(0xFF804020, img.argb(20, 15), "the cube, tinted through IN.tint");
    }
}
