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
}
