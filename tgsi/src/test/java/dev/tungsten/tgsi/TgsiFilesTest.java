package dev.tungsten.tgsi;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.*;

class TgsiFilesTest {
    private static final String TEXT = "FRAG\nDCL OUT[0], COLOR\nMOV OUT[0], OUT[0]\nEND\n";
    private static final String WORDS = "00000702\n00000004\n002f3030\n00000000\n00000001\n00a01022\n000000f3\n39000003\n00075002\n";

    @Test
    void wordsFormatIsEightLowerCaseHexDigitsALine() {
        assertEquals(WORDS, TgsiFiles.words(TokenWriter.write(TgsiText.parse(TEXT, "t"))));
        assertEquals("", TgsiFiles.words(new int[0]));
    }

    @Test
    void detectsTextOrWords() {
        assertTrue(TgsiFiles.isWords(WORDS));
        assertTrue(TgsiFiles.isWords("\n  00000702 00000004\n"));
        assertFalse(TgsiFiles.isWords(TEXT));
        assertFalse(TgsiFiles.isWords("DEADBEEF0\n"));
        assertFalse(TgsiFiles.isWords(""));
        assertEquals(TgsiFiles.parse(TEXT, "a"), TgsiFiles.parse(WORDS, "b"));
        assertEquals(TgsiFiles.parse(TEXT, "a"), TgsiFiles.parse(WORDS.toUpperCase().replace('\n', ' '), "b"));
    }

    @Test
    void aMalformedWordIsLocated() {
        TgsiException e = assertThrows(TgsiException.class, () -> TgsiFiles.parse("00000702\n00000004\n  0000zz02\n", "w.tokens"));
        assertEquals("w.tokens:3:3: expected a token word of 8 hex digits, found `0000zz02'", e.getMessage());
    }

    @Test
    void aTokenReaderErrorIsLocatedAtItsWord() {
        String corrupt = WORDS.replace("00a01022", "00a01f22");
        TgsiException e = assertThrows(TgsiException.class, () -> TgsiFiles.parse(corrupt, "w.tokens"));
        assertEquals(6, e.location().line());
        assertEquals(1, e.location().column());
        assertTrue(e.detail().startsWith("word 5: "), e.detail());
        TgsiException shortHeader = assertThrows(TgsiException.class, () -> TgsiFiles.parse("00000702\n00000004\n", "h"));
        assertEquals("h:1:1", shortHeader.location().toString());
    }

    @Test
    void readsFilesAndReportsUnreadableOnes(@TempDir Path dir) throws Exception {
        Path text = Files.writeString(dir.resolve("s.tgsi"), TEXT);
        Path words = Files.writeString(dir.resolve("s.tokens"), WORDS);
        assertEquals(TgsiFiles.read(text), TgsiFiles.read(words));
        TgsiException e = assertThrows(TgsiException.class, () -> TgsiFiles.read(dir.resolve("missing.tgsi")));
        assertEquals(dir.resolve("missing.tgsi") + ":1:1: cannot read the file: no such file", e.getMessage());
        Path bad = Files.writeString(dir.resolve("bad.tgsi"), "FRAG\nMOV OUT[0]\n");
        assertEquals(bad + ":3:1", assertThrows(TgsiException.class, () -> TgsiFiles.read(bad)).location().toString());
    }
}
