package dev.tungsten.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompileCommandTest {
    @TempDir
    Path dir;

    private record Run(int status, String out, String err) {}

    private Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private String write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
        return p.toString();
    }

    private static final String SHADER = """
            @vertex fn vs(@location(0) p: vec2<f32>) -> @builtin(position) vec4<f32> { return vec4<f32>(p, 0.0, 1.0); }
            @fragment fn fs() -> @location(0) vec4<f32> { return vec4<f32>(1.0, 0.5, 0.0, 1.0); }
            """;

    @Test
    void emitsTgsiForEachEntryPointOrTheOneNamed() throws IOException {
        String f = write("s.wgsl", SHADER);
        Run all = run("compile", f);
        assertEquals(0, all.status(), all.err());
        assertTrue(all.out().contains("VERT") && all.out().contains("FRAG"), all.out());
        Run one = run("compile", f, "--entry", "fs");
        assertTrue(one.out().startsWith("FRAG") && one.out().contains("DCL OUT[0], COLOR"), one.out());
    }

    @Test
    void emitsTokensAndIr() throws IOException {
        String f = write("s.wgsl", SHADER);
        Run tokens = run("compile", f, "--entry", "vs", "--emit", "tokens");
        assertEquals(0, tokens.status());
        assertTrue(tokens.out().lines().allMatch(l -> l.matches("[0-9a-f]{8}")), tokens.out());
        Run ir = run("compile", f, "--emit", "ir");
        assertTrue(ir.out().contains("entry vertex vs") && ir.out().contains("fn [1] fs"), ir.out());
    }

    @Test
    void reportsEveryErrorWithLocationAndFails() throws IOException {
        String f = write("bad.wgsl", "fn a() -> i32 { return 1.5; }\nfn b() { let x = undefined; }\n");
        Run r = run("compile", f);
        assertEquals(1, r.status());
        assertTrue(r.err().contains("bad.wgsl:1:24") && r.err().contains("bad.wgsl:2:18"), r.err());
        assertTrue(r.err().contains("^^^"), r.err());
    }

    @Test
    void badArgumentsAreUsageErrors() throws IOException {
        String f = write("s.wgsl", SHADER);
        assertEquals(2, run("compile", f, "--emit", "spirv").status());
        assertEquals(2, run("compile").status());
        assertEquals(1, run("compile", f, "--entry", "nope").status());
    }

    private static final String UNIFORMS = """
            struct Scene { modelViewProj: mat4x4<f32>, tint: vec4<f32>, scale: f32, offset: vec2<f32>, pair: mat2x2<f32> }
            @group(0) @binding(0) var<uniform> scene: Scene;
            @group(0) @binding(1) var tex: texture_2d<f32>;
            @group(0) @binding(2) var samp: sampler;
            struct VsOut { @builtin(position) pos: vec4<f32>, @location(0) uv: vec2<f32> }
            @vertex fn vs(@location(0) p: vec3<f32>, @location(2) uv: vec2<f32>) -> VsOut {
                return VsOut(scene.modelViewProj * vec4<f32>(p * scene.scale, 1.0), uv + scene.offset + scene.pair[1]);
            }
            @fragment fn fs(in: VsOut) -> @location(0) vec4<f32> { return textureSample(tex, samp, in.uv) * scene.tint; }
            """;

    @Test
    void oneEntryPointsTgsiAssemblesAsPrintedAndTheResourceMapGoesToStderr() throws IOException {
        String f = write("u.wgsl", UNIFORMS);
        for (String entry : List.of("vs", "fs")) {
            Run c = run("compile", f, "--entry", entry);
            assertEquals(0, c.status(), c.err());
            assertTrue(c.err().contains("; scene @group(0) @binding(0) -> CONSTANT[0]"), c.err());
            assertTrue(!c.out().contains(";"), "stdout is TGSI only: " + c.out());
            String tgsi = write(entry + ".tgsi", c.out());
            Run asm = run("tgsi", "asm", tgsi);
            assertEquals(0, asm.status(), asm.err());
            assertEquals(c.out(), run("tgsi", "dis", tgsi).out(), "the text reads back to itself");
        }
    }

    @Test
    void severalEntryPointsAreBlocksSeparatedByAnEmptyLineWithTheirNamesOnStderr() throws IOException {
        String f = write("s.wgsl", SHADER);
        Run all = run("compile", f);
        assertEquals(0, all.status(), all.err());
        String[] blocks = all.out().split("\n\n");
        assertEquals(2, blocks.length, all.out());
        assertTrue(blocks[0].startsWith("VERT") && blocks[1].startsWith("FRAG"), all.out());
        assertTrue(all.err().contains("entry point vs (vertex)") && all.err().contains("entry point fs (fragment)"), all.err());
    }

    @Test
    void reflectListsResourcesUniformRegistersAndTheInterface() throws IOException {
        String f = write("u.wgsl", UNIFORMS);
        Run r = run("compile", f, "--entry", "vs", "--emit", "reflect");
        assertEquals(0, r.status(), r.err());
        List<String> rows = r.out().lines().map(l -> l.replaceAll(" +", " ")).toList();
        assertEquals("entry vs (vertex)", rows.getFirst());
        // WGSL's uniform layout: the mat4x4 takes four registers (a column each), the vec4 one,
        // the f32 and the vec2 share one (offsets 80 and 88), mat2x2's columns are 8 bytes apart.
        assertTrue(rows.contains("resource scene Scene @group(0) @binding(0) CONST[0] 112 bytes"), r.out());
        assertTrue(rows.contains("uniform modelViewProj mat4x4<f32> CONST[0][0..3]"), r.out());
        assertTrue(rows.contains("uniform tint vec4<f32> CONST[0][4].xyzw"), r.out());
        assertTrue(rows.contains("uniform scale f32 CONST[0][5].x"), r.out());
        assertTrue(rows.contains("uniform offset vec2<f32> CONST[0][5].zw"), r.out());
        assertTrue(rows.contains("uniform pair mat2x2<f32> CONST[0][6].xzyw"), r.out());
        assertTrue(rows.contains("input p vec3<f32> @location(0)"), r.out());
        assertTrue(rows.contains("input uv vec2<f32> @location(2)"), r.out());
        assertTrue(rows.contains("output pos vec4<f32> @builtin(position)"), r.out());
        assertTrue(rows.contains("output uv vec2<f32> @location(0)"), r.out());
        Run fs = run("compile", f, "--entry", "fs", "--emit", "reflect");
        List<String> fsRows = fs.out().lines().map(l -> l.replaceAll(" +", " ")).toList();
        assertTrue(fsRows.contains("resource tex texture_2d<f32> @group(0) @binding(1) SVIEW[0]"), fs.out());
        assertTrue(fsRows.contains("resource samp sampler @group(0) @binding(2) SAMP[0]"), fs.out());
        assertTrue(fsRows.contains("input in.uv vec2<f32> @location(0)"), fs.out());
    }

    @Test
    void theLanguageComesFromTheExtensionOrLang() throws IOException {
        String txt = write("shader.txt", SHADER);
        Run unknown = run("compile", txt);
        assertEquals(2, unknown.status());
        assertTrue(unknown.err().contains("cannot tell the language of " + txt + " from its extension (use --lang cg|wgsl)"),
                unknown.err());
        Run forced = run("compile", txt, "--lang", "wgsl", "--entry", "fs");
        assertEquals(0, forced.status(), forced.err());
        assertTrue(forced.out().startsWith("FRAG"), forced.out());
        assertEquals(2, run("compile", txt, "--lang", "glsl").status());
    }

    @Test
    void cgOptionsAreRefusedForWgsl() throws IOException {
        String f = write("s.wgsl", SHADER);
        for (List<String> option : List.of(List.of("--profile", "fp40"), List.of("-I", "inc"))) {
            List<String> args = new java.util.ArrayList<>(List.of("compile", f));
            args.addAll(option);
            Run r = run(args.toArray(String[]::new));
            assertEquals(2, r.status(), option.toString());
            assertTrue(r.err().contains("--profile and -I are for Cg; " + f + " is WGSL"), r.err());
        }
        // -D is WGSL's shader defs too, but a function-like macro or a float is not a def.
        for (String d : List.of("-DF(x)=x", "-DX=1.5")) {
            Run r = run("compile", f, d);
            assertEquals(2, r.status(), d);
            assertTrue(r.err().contains("shader def"), r.err());
        }
        assertEquals(0, run("compile", f, "-DFOO=1", "--entry", "fs").status());
    }

    @Test
    void importPathsAndShaderDefsComposeModules() throws IOException {
        write("lib/sub/consts.wgsl", "#define_import_path my::consts\n#ifdef RED\nconst C = vec4<f32>(1.0, 0.0, 0.0, 1.0);\n"
                + "#else\nconst C = vec4<f32>(0.0, 0.0, #{BLUE}, 1.0);\n#endif\n");
        String f = write("m.wgsl", "#import my::consts\n@fragment fn fs() -> @location(0) vec4<f32> { return consts::C; }\n");
        String lib = dir.resolve("lib").toString();
        Run red = run("compile", f, "--import-path", lib, "-D", "RED");
        assertEquals(0, red.status(), red.err());
        assertTrue(red.out().startsWith("FRAG"), red.out());
        assertEquals(0, run("compile", f, "--import-path", lib, "-DBLUE=1").status());
        Run unset = run("compile", f, "--import-path", lib);
        assertEquals(1, unset.status(), unset.err());
        assertTrue(unset.err().contains("shader def `BLUE` is not set") && unset.err().contains("lib/sub/consts.wgsl:5:"), unset.err());
        Run missing = run("compile", f);
        assertEquals(1, missing.status());
        assertTrue(missing.err().contains("no module `my::consts` to import"), missing.err());
        Run check = run("check", f, "--import-path", lib, "-D", "RED");
        assertEquals(0, check.status(), check.out());
        assertEquals(2, run("check", f, "--import-path", lib, "-DX=1.5").status());
    }

    @Test
    void aModuleWithoutEntryPointsIsNotAnError() throws IOException {
        String f = write("lib.wgsl", "fn helper(x: f32) -> f32 { return x * 2.0; }\n");
        Run r = run("compile", f);
        assertEquals(0, r.status(), r.err());
        assertEquals("", r.out());
        assertTrue(r.err().contains("no entry point to compile"), r.err());
        Run ir = run("compile", f, "--emit", "ir");
        assertTrue(ir.out().contains("fn [0] helper"), ir.out());
    }
}
