package dev.tungsten.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/// The benchmarks' shaders come from their one copy under `tests/cases` (the hot-opcode programs'
/// shape is checked by `HotOpBaselinesTest`).
class BenchShadersTest {
    private static final Path CASES = Path.of(System.getProperty("tungsten.root", "..")).resolve("tests/cases");

    @Test
    void everyShaderOnTheClasspathIsItsFileUnderTestsCases() throws IOException {
        List<String> read = new ArrayList<>();
        for (HotOp op : HotOp.values()) {
            read.add(op.program());
        }
        for (FillShader s : FillShader.values()) {
            read.add(s.tgsi());
        }
        for (String f : FillScene.FILES) {
            read.add(CaseFiles.read(f));
        }
        List<String> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(CASES.resolve("bench"))) {
            for (Path p : s.sorted().toList()) {
                files.add(Files.readString(p));
            }
        }
        assertEquals(files.stream().sorted().toList(), read.stream().sorted().toList(),
                "every file of tests/cases/bench is one benchmark's shader");
        assertEquals(Files.readString(CASES.resolve(FillScene.VERTEX_FILE)), CaseFiles.read(FillScene.VERTEX_FILE));
    }
}
