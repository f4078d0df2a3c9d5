package dev.tungsten.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import dev.tungsten.tgsi.TgsiText;
import org.junit.jupiter.api.Test;

/// The benchmarks' shaders come from their one copy under `tests/cases`, and the hot-opcode
/// programs keep the shape [HotOp] documents (which the hand-written baselines rely on).
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

    @Test
    void singleOpcodeProgramsRepeatTheirOpcodeBetweenTheCommonLoadAndStore() {
        String first = HotOp.MOV.program();
        String prologue = first.substring(0, first.indexOf("MOV TEMP[0], IN[0]\n") + "MOV TEMP[0], IN[0]\n".length());
        String epilogue = "MOV OUT[0], TEMP[1]\nEND\n";
        for (HotOp op : HotOp.values()) {
            String text = op.program();
            TgsiText.parse(text, op.name());
            assertTrue(text.startsWith(prologue) && text.endsWith(epilogue), op + " loads IN[0] and stores TEMP[1] as all do");
            String body = text.substring(prologue.length(), text.length() - epilogue.length());
            if (op != HotOp.MAD20 && op != HotOp.IF_ELSE_LOOP) {
                String name = op.name().toUpperCase(Locale.ROOT);
                assertEquals(HotOp.REPEAT, body.lines().filter(l -> l.startsWith(name + " TEMP[1], TEMP[0]")).count(), op.name());
                assertEquals(HotOp.REPEAT, body.lines().count(), op + ": nothing but the repeated opcode");
            }
        }
    }
}
