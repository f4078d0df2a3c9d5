package dev.tungsten.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/// `tungsten check`: one line per file in path order, every entry point lowered, the counts,
/// and the exit status; directories are searched for `.wgsl` (and `.cg`) files.
class CheckCommandTest {
    @TempDir
    Path dir;

    private static final String TWO_ENTRIES = """
            @vertex fn vs(@location(0) p: vec2<f32>) -> @builtin(position) vec4<f32> { return vec4<f32>(p, 0.0, 1.0); }
            @fragment fn fs() -> @location(0) vec4<f32> { return vec4<f32>(1.0, 0.5, 0.0, 1.0); }
            """;

    private Path write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        return Files.writeString(p, text);
    }

    @Test
    void linesPerFileCountsAndStatus() throws IOException {
        write("a/two.wgsl", TWO_ENTRIES);
        write("a/lib.wgsl", "fn helper(x: f32) -> f32 { return x; }\n");
        write("b/bad.wgsl", "fn f() -> i32 {\n  return 1.5;\n}\n");
        write("b/notes.txt", "not a shader");
        // f64 arithmetic passes the front end but not the lowering: the entry point fails.
        write("c/wide.wgsl", "@fragment fn fs() -> @location(0) vec4<f32> { var x: vec4<f64>; return vec4<f32>(x); }\n");
        TgsiCommandsTest.Run r = TgsiCommandsTest.run("check", dir.toString());
        assertEquals(1, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(5, lines.size(), r.out());
        assertEquals("ok  " + dir.resolve("a/lib.wgsl") + "  (no entry point)", lines.get(0));
        assertEquals("ok  " + dir.resolve("a/two.wgsl") + "  (entries: vs, fs)", lines.get(1));
        Path bad = dir.resolve("b/bad.wgsl");
        assertTrue(lines.get(2).startsWith("FAIL  " + bad + ": " + bad + ":2:10: error: "), lines.get(2));
        assertTrue(lines.get(3).startsWith("FAIL  " + dir.resolve("c/wide.wgsl") + ": " + dir.resolve("c/wide.wgsl") + ":1:"),
                lines.get(3));
        assertEquals("2 passed, 2 failed", lines.get(4));
    }

    @Test
    void allPassingExitsZeroAndFilesMayBeNamedWithTheirLanguage() throws IOException {
        Path a = write("two.wgsl", TWO_ENTRIES);
        Path txt = write("shader.txt", TWO_ENTRIES);
        TgsiCommandsTest.Run r = TgsiCommandsTest.run("check", a.toString(), txt.toString(), "--lang", "wgsl");
        assertEquals(0, r.status(), r.out());
        assertEquals("2 passed, 0 failed", r.out().lines().toList().getLast());
        TgsiCommandsTest.Run one = TgsiCommandsTest.run("check", a.toString(), "--entry", "fs");
        assertTrue(one.out().startsWith("ok  " + a + "  (entries: fs)"), one.out());
        TgsiCommandsTest.Run missing = TgsiCommandsTest.run("check", a.toString(), "--entry", "main");
        assertEquals(1, missing.status());
        assertTrue(missing.out().startsWith("FAIL  " + a + ": " + a + ": error: no entry point named `main`"), missing.out());
    }

    @Test
    void unknownLanguagesFailAndCgOptionsNeedACgFile() throws IOException {
        Path txt = write("shader.txt", TWO_ENTRIES);
        TgsiCommandsTest.Run r = TgsiCommandsTest.run("check", txt.toString());
        assertEquals(1, r.status());
        assertTrue(r.out().startsWith("FAIL  " + txt + ": cannot tell the language"), r.out());
        Path a = write("two.wgsl", TWO_ENTRIES);
        TgsiCommandsTest.Run cgOnly = TgsiCommandsTest.run("check", a.toString(), "-I", "inc");
        assertEquals(2, cgOnly.status());
        assertTrue(cgOnly.err().contains("--profile and -I are for Cg, and no input is a Cg file"), cgOnly.err());
        // -D is also WGSL's shader defs.
        assertEquals(0, TgsiCommandsTest.run("check", a.toString(), "-D", "X").status());
        assertEquals(2, TgsiCommandsTest.run("check").status());
    }
}
