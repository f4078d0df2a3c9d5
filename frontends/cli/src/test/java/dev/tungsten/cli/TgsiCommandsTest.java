package dev.tungsten.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.*;

class TgsiCommandsTest {
    private static final String TEXT = "FRAG\nDCL OUT[0], COLOR\nIMM FLT32 {0.1, 1, 2, 3}\nMOV OUT[0], IMM[0]\nEND\n";
    private static final String WORDS = "00000c02\n00000004\n002f3030\n00000000\n00000001\n00000051\n3dcccccd\n3f800000\n"
            + "40000000\n40400000\n00a01022\n000000f3\n39000007\n00075002\n";
    private static final String DUMP = "FRAG\nDCL OUT[0], COLOR\nIMM[0] FLT32 {    0.1000,     1.0000,     2.0000,     3.0000}\n"
            + "  0: MOV OUT[0], IMM[0]\n  1: END\n";

    /// Exit status, stdout and stderr of one command line.
    record Run(int status, String out, String err) {}

    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void asmPrintsTheWordsOfTextAndOfAWordsFile(@TempDir Path dir) throws Exception {
        Path text = Files.writeString(dir.resolve("a.tgsi"), TEXT);
        Path words = Files.writeString(dir.resolve("a.tokens"), WORDS.toUpperCase());
        assertEquals(new Run(0, WORDS, ""), run("tgsi", "asm", text.toString()));
        assertEquals(new Run(0, WORDS, ""), run("tgsi", "asm", words.toString()));
    }

    @Test
    void disPrintsMesaDumpTextFromTextOrWords(@TempDir Path dir) throws Exception {
        Path text = Files.writeString(dir.resolve("a.tgsi"), TEXT);
        Path words = Files.writeString(dir.resolve("a.tokens"), WORDS);
        assertEquals(new Run(0, DUMP, ""), run("tgsi", "dis", text.toString()));
        assertEquals(new Run(0, DUMP, ""), run("tgsi", "dis", words.toString()));
        String hex = run("tgsi", "dis", "--hex", words.toString()).out();
        assertTrue(hex.contains("IMM[0] FLT32 {0x3dcccccd, 0x3f800000, 0x40000000, 0x40400000}\n"), hex);
        assertEquals(DUMP, run("tgsi", "dis", text.toString()).out(), "--hex does not stick to the command");
    }

    @Test
    void severalFilesAreSeparatedByAnEmptyLineAndErrorsGoToStderr(@TempDir Path dir) throws Exception {
        Path a = Files.writeString(dir.resolve("a.tgsi"), TEXT);
        Path bad = Files.writeString(dir.resolve("bad.tgsi"), "FRAG\nMOV OUT[0], IN[0]+1\n");
        Path missing = dir.resolve("missing.tgsi");
        Run r = run("tgsi", "dis", a.toString(), bad.toString(), missing.toString(), a.toString());
        assertEquals(1, r.status());
        assertEquals(DUMP + "\n" + DUMP, r.out());
        assertEquals(bad + ":2:18: expected end of instruction, found `+'\n"
                + missing + ":1:1: cannot read the file: no such file\n", r.err());
        List<String> blocks = new ArrayList<>(List.of(run("tgsi", "asm", a.toString(), a.toString()).out().split("\n\n")));
        assertEquals(List.of(WORDS, WORDS), blocks.stream().map(b -> b.endsWith("\n") ? b : b + "\n").toList());
    }

    @Test
    void aCorruptWordIsReportedAtItsLine(@TempDir Path dir) throws Exception {
        Path words = Files.writeString(dir.resolve("c.tokens"), WORDS.replace("00a01022", "00a0102f"));
        Run r = run("tgsi", "dis", words.toString());
        assertEquals(1, r.status());
        assertTrue(r.err().startsWith(words + ":11:1: word 10: "), r.err());
        assertEquals("", r.out());
    }

    @Test
    void usageErrors() {
        Run none = run("tgsi", "asm");
        assertEquals(2, none.status());
        assertTrue(none.err().contains("no input files"), none.err());
        Run option = run("tgsi", "asm", "--hex", "x.tgsi");
        assertEquals(2, option.status());
        assertTrue(option.err().contains("unknown option --hex"), option.err());
        assertTrue(run("help").out().contains("tgsi dis [--hex] FILE..."));
    }

    @Test
    void theExampleShadersOfTheRepositoryDisassemble() throws Exception {
        Path cases = Path.of(System.getProperty("tungsten.root", "../..")).resolve("tests/cases/tgsi");
        try (var files = Files.list(cases)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".tgsi")).toList()) {
                Run r = run("tgsi", "dis", p.toString());
                assertEquals(0, r.status(), r.err());
                assertEquals(r.out(), run("tgsi", "dis", Files.writeString(Files.createTempFile("dis", ".tgsi"), r.out()).toString()).out(),
                        p + ": the dump is a fixed point");
            }
        }
    }
}
