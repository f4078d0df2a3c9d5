package dev.tungsten.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/// `tungsten run` and `tungsten tgsi conform` through [Main#run].
class ExecCommandsTest {
    @TempDir
    Path dir;

    private record Result(int status, String out, String err) {}

    private static Result main(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int status = Main.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void runPrintsOutputsPerLane() throws Exception {
        Path shader = dir.resolve("mad.tgsi");
        Files.writeString(shader, """
                FRAG
                DCL IN[0], GENERIC[0], LINEAR
                DCL OUT[0], COLOR
                DCL CONST[0]
                MAD OUT[0], IN[0], CONST[0], IN[0].wzyx
                END
                """);
        Result r = main("run", shader.toString(), "--in", "0=1,2,3,4;5,6,7,8", "--const", "0=2,2,2,0.5");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("OUT[0] COLOR[0]:"), r.out());
        assertTrue(r.out().contains("lane 0: (6.0, 7.0, 8.0, 3.0)  [40c00000 40e00000 41000000 40400000]"), r.out());
        assertTrue(r.out().contains("lane 3: (18.0, 19.0, 20.0, 9.0)"), r.out());
        assertTrue(r.out().contains("kill mask 0x0"), r.out());
    }

    @Test
    void runReportsShaderErrorsWithTheirLocation() throws Exception {
        Path shader = dir.resolve("bad.tgsi");
        Files.writeString(shader, "FRAG\nDCL OUT[0], COLOR\nELSE\nEND\n");
        Result r = main("run", shader.toString());
        assertEquals(1, r.status());
        assertTrue(r.err().contains("bad.tgsi") && r.err().contains("ELSE without a matching IF"), r.err());
        assertEquals(2, main("run", shader.toString(), "--in", "0").status(), "a usage error");
    }

    @Test
    void conformPrintsFailingCasesAndTheTotals() throws Exception {
        Path tsv = dir.resolve("cases.tsv");
        String header = "id\tgroup\topcode\ttags\ttgsi\tconst\tin0\tout0\n";
        String shader = "FRAG\\nDCL OUT[0], COLOR\\nDCL CONST[0..1]\\nADD OUT[0], CONST[0], CONST[1]\\nEND\\n";
        String consts = "3f800000,40000000,40400000,40800000;3f800000,3f800000,3f800000,3f800000";
        String good = "40000000,40400000,40800000,40a00000";
        String bad = "40000000,40400000,40800000,40a00001";
        Files.writeString(tsv, header
                + "t-1\talu\tADD\t-\t" + shader + "\t" + consts + "\t-\t" + String.join(";", good, good, good, good) + "\n"
                + "t-2\talu\tADD\t-\t" + shader + "\t" + consts + "\t-\t" + String.join(";", bad, good, good, good) + "\n");
        Result r = main("tgsi", "conform", tsv.toString());
        assertEquals(1, r.status());
        String[] lines = r.out().strip().split("\n");
        assertEquals(2, lines.length, r.out());
        assertTrue(lines[0].startsWith("cases.tsv:t-2: ADD [-] lane 0 .w: expected 0x40a00001"), lines[0]);
        assertEquals("1 passed, 1 failed", lines[1]);
    }
}
