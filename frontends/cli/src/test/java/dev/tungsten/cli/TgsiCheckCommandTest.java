package dev.tungsten.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.tungsten.tgsi.TgsiFiles;
import dev.tungsten.tgsi.TgsiText;
import dev.tungsten.tgsi.TokenWriter;

import static org.junit.jupiter.api.Assertions.assertEquals;

class TgsiCheckCommandTest {
    @TempDir
    Path dir;

    private record Run(int status, String out, String err) {}

    private Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int status = Main.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private Path file(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content);
    }

    private static final String BROKEN = """
            FRAG
            DCL OUT[0], COLOR
            DCL TEMP[0..1]

            IMM[0] FLT32 {1.0, 2.0, 3.0, 4.0}
              0: MOV TEMP[0], TEMP[5]
              1: IF TEMP[0].xxxx :3
              2:   MOV_SAT OUT[0], IMM[0]
              3: END
            """;

    @Test
    void textDiagnosticsCarryLineAndColumnAndAnErrorFails() throws IOException {
        Path f = file("broken.tgsi", BROKEN);
        Run r = run("tgsi", "check", f.toString());
        assertEquals(1, r.status());
        assertEquals(f + ": 3 errors, 1 warning\n", r.out());
        // In stream order: the declaration on line 3 comes first.
        assertEquals(String.join("\n",
                f + ":3:1: warning: TEMP[1]: register never used",
                f + ":6:3: error: TEMP[5]: undeclared source register (declared: TEMP[0..1])",
                f + ":7:3: error: IF is never closed (expected ENDIF)",
                f + ":9:3: error: END inside the IF at instruction 1, which is not closed") + "\n", r.err());
    }

    @Test
    void wordsFilesAreLocatedAtTheTokensFirstWordAndCleanShadersPass() throws IOException {
        String clean = "FRAG\nDCL OUT[0], COLOR\nIMM[0] FLT32 {1.0, 2.0, 3.0, 4.0}\nMOV OUT[0], IMM[0]\nEND\n";
        Path words = file("clean.tokens", TgsiFiles.words(TokenWriter.write(TgsiText.parse(clean, "x"))));
        Path text = file("clean.tgsi", clean);
        Run r = run("tgsi", "check", words.toString(), text.toString());
        assertEquals(0, r.status());
        assertEquals(words + ": 0 errors, 0 warnings\n" + text + ": 0 errors, 0 warnings\n", r.out());
        assertEquals("", r.err());
        String bad = "FRAG\nMOV TEMP[0], TEMP[0]\nEND\n";
        Path badWords = file("bad.tokens", TgsiFiles.words(TokenWriter.write(TgsiText.parse(bad, "x"))));
        r = run("tgsi", "check", "--no-warnings", badWords.toString());
        assertEquals(1, r.status());
        // Header and processor are words 1 and 2; the MOV starts at line 3.
        assertEquals(badWords + ":3:1: error: TEMP[0]: undeclared destination register (no TEMP register is declared)\n"
                + badWords + ":3:1: error: TEMP[0]: undeclared source register (no TEMP register is declared)\n", r.err());
    }

    @Test
    void unreadableFilesAndUsageErrors() throws IOException {
        Path bad = file("syntax.tgsi", "FRAG\nMOV OUT[0] IN[0]\n");
        Run r = run("tgsi", "check", bad.toString(), dir.resolve("missing.tgsi").toString());
        assertEquals(1, r.status());
        assertEquals(bad + ": not read\n" + dir.resolve("missing.tgsi") + ": not read\n", r.out());
        assertEquals(2, r.err().lines().count());
        assertEquals(true, r.err().lines().allMatch(l -> l.matches(".*:\\d+:\\d+: error: .*")), r.err());
        assertEquals(2, run("tgsi", "check").status());
        assertEquals(2, run("tgsi", "check", "--frobnicate", bad.toString()).status());
    }
}
