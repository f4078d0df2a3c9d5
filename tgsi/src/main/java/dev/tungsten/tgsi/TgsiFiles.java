package dev.tungsten.tgsi;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/// Shader files as the command line and tests meet them: TGSI text, or a *words file*, the
/// format of the oracle's `.tokens` files (one 32-bit token a line as 8 hex digits; blank lines
/// are ignored, and any whitespace may separate words).
///
/// The format is detected from the first word: a words file starts with 8 hex digits, which no
/// TGSI text can (it starts with a processor name). Every error is a [TgsiException] located at
/// `file:line:column`; an error of the token reader is located at the line of the word it names.
public final class TgsiFiles {
    private TgsiFiles() {}

    /// Reads and parses `file` (TGSI text or words).
    /// @throws TgsiException for an unreadable file or a malformed shader, located in `file`
    public static TgsiShader read(Path file) {
        String name = file.toString();
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException | RuntimeException e) {
            throw new TgsiException(TgsiException.Location.text(name, 1, 1), "cannot read the file: " + reason(e), e);
        }
        return parse(new String(bytes, StandardCharsets.UTF_8), name);
    }

    /// Parses `content` read from `sourceName` (TGSI text or words).
    public static TgsiShader parse(String content, String sourceName) {
        return isWords(content) ? parseWords(content, sourceName) : TgsiText.parse(content, sourceName);
    }

    /// Reads a words file; an error of the [TokenReader] is located at its word's line.
    private static TgsiShader parseWords(String content, String sourceName) {
        int[] words = wordsOf(content, sourceName);
        try {
            return TokenReader.read(words);
        } catch (TgsiException e) {
            int word = e.location().word();
            if (word < 0) {
                throw e.withSource(sourceName);
            }
            throw new TgsiException(wordLocation(content, sourceName, word), "word " + word + ": " + e.detail(), e);
        }
    }

    /// Whether `content` is a words file: its first word is 8 hex digits.
    public static boolean isWords(String content) {
        int i = 0;
        while (i < content.length() && Character.isWhitespace(content.charAt(i))) {
            i++;
        }
        int j = i;
        while (j < content.length() && !Character.isWhitespace(content.charAt(j))) {
            j++;
        }
        return j - i == 8 && content.substring(i, j).chars().allMatch(ch -> CNumbers.hexValue((char) ch) >= 0);
    }

    /// The words of a words file, each 8 hex digits.
    /// @throws TgsiException at a word that is not 8 hex digits
    public static int[] wordsOf(String content, String sourceName) {
        return scan(content, sourceName, -1, null);
    }

    /// Where word `index` (0-based) starts; the end of the text when there are fewer words.
    private static TgsiException.Location wordLocation(String content, String sourceName, int index) {
        TgsiException.Location[] found = new TgsiException.Location[1];
        scan(content, sourceName, index, found);
        return found[0];
    }

    /// Reads the words of `content`. With `stopAt` >= 0 it only finds where that word starts (or
    /// where the text ends), stores it in `location[0]`, and returns nothing.
    private static int[] scan(String content, String sourceName, int stopAt, TgsiException.Location[] location) {
        boolean read = stopAt < 0;
        int[] out = new int[read ? Math.max(16, content.length() / 9 + 1) : 0];
        int n = 0;
        int line = 1;
        int lineStart = 0;
        int i = 0;
        while (i < content.length()) {
            char ch = content.charAt(i);
            if (ch == '\n') {
                line++;
                lineStart = ++i;
                continue;
            }
            if (Character.isWhitespace(ch)) {
                i++;
                continue;
            }
            if (n == stopAt) {
                break;
            }
            int j = i;
            while (j < content.length() && !Character.isWhitespace(content.charAt(j))) {
                j++;
            }
            if (read) {
                String word = content.substring(i, j);
                if (word.length() != 8 || !word.chars().allMatch(c -> CNumbers.hexValue((char) c) >= 0)) {
                    String shown = word.length() > 20 ? word.substring(0, 20) + "..." : word;
                    throw new TgsiException(TgsiException.Location.text(sourceName, line, i - lineStart + 1),
                            "expected a token word of 8 hex digits, found `" + shown + "'");
                }
                out[n] = (int) Long.parseLong(word, 16);
            }
            n++;
            i = j;
        }
        if (location != null) {
            location[0] = TgsiException.Location.text(sourceName, line, i - lineStart + 1);
        }
        return Arrays.copyOf(out, read ? n : 0);
    }

    /// `words` as a words file: 8 lower-case hex digits and a line feed per word.
    public static String words(int[] words) {
        StringBuilder sb = new StringBuilder(words.length * 9);
        for (int w : words) {
            String hex = Integer.toHexString(w);
            sb.append("0".repeat(8 - hex.length())).append(hex).append('\n');
        }
        return sb.toString();
    }

    private static String reason(Exception e) {
        return switch (e) {
            case java.nio.file.NoSuchFileException x -> "no such file";
            case java.nio.file.AccessDeniedException x -> "permission denied";
            default -> e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        };
    }
}
