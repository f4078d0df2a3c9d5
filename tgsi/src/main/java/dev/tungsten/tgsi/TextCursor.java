package dev.tungsten.tgsi;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/// A position in TGSI text and the lexical rules of Mesa's `tgsi_text`: whitespace is space,
/// tab and line feed (plus carriage return, a [TgsiText.Leniency]); names match
/// case-insensitively and only as whole words (the next character is not a letter, digit or
/// underscore); numbers are unsigned decimal digit runs. There are no tokens: the parser asks
/// the cursor what comes next, as Mesa's does, because Mesa's grammar is not regular enough to
/// tokenize (`2D` is a texture target, `1.0` a number, `.xyzw` a swizzle).
///
/// Errors are located at a character index and rendered as 1-based line and column, both
/// counted the way an editor does (Mesa's columns are one too high after the first line).
final class TextCursor {
    final String text;
    final String source;
    int pos;
    final Set<TgsiText.Leniency> leniencies = EnumSet.noneOf(TgsiText.Leniency.class);

    TextCursor(String text, String source) {
        this.text = text;
        this.source = source;
        int nul = text.indexOf('\0');
        if (nul >= 0) {
            throw errorAt(nul, "expected text, found a NUL character");
        }
    }

    /// The character at `i`, or `'\0'` past the end (the text holds no NUL).
    char at(int i) {
        return i < text.length() ? text.charAt(i) : '\0';
    }

    char peek() {
        return at(pos);
    }

    boolean atEnd() {
        return pos >= text.length();
    }

    static boolean isIdentifierChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
    }

    static boolean isIdentifierStart(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_';
    }

    /// ASCII upper case, as Mesa's `uprcase` (no other letter folds).
    static char upper(char c) {
        return c >= 'a' && c <= 'z' ? (char) (c - 32) : c;
    }

    // ---- whitespace --------------------------------------------------------------------------

    private boolean isWhite(int i) {
        char c = at(i);
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }

    /// The index after the whitespace starting at `i`.
    int skipWhite(int i) {
        while (isWhite(i)) {
            if (text.charAt(i) == '\r') {
                leniencies.add(TgsiText.Leniency.CARRIAGE_RETURN);
            }
            i++;
        }
        return i;
    }

    /// Skips whitespace; returns whether there was any.
    boolean eatWhite() {
        int start = pos;
        pos = skipWhite(pos);
        return pos > start;
    }

    /// The index after spaces, tabs and carriage returns at `i` (not line feeds).
    int skipBlanks(int i) {
        while (at(i) == ' ' || at(i) == '\t' || at(i) == '\r') {
            i++;
        }
        return i;
    }

    // ---- words -------------------------------------------------------------------------------

    /// Whether `word` (upper case) starts at `i`, ignoring case; no whole-word check.
    boolean startsWith(int i, String word) {
        if (i + word.length() > text.length()) {
            return false;
        }
        for (int k = 0; k < word.length(); k++) {
            if (upper(text.charAt(i + k)) != word.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    /// Whether `word` (upper case) is the whole word at `i`.
    boolean wordAt(int i, String word) {
        return startsWith(i, word) && !isIdentifierChar(at(i + word.length()));
    }

    /// Consumes `word` at the cursor if it is there as a whole word.
    boolean matchWord(String word) {
        if (wordAt(pos, word)) {
            pos += word.length();
            return true;
        }
        return false;
    }

    /// The index in `names` of the first name that is the whole word at `i` (Mesa tries its
    /// name tables in order), or -1.
    int wordIndex(int i, List<String> names) {
        for (int k = 0; k < names.size(); k++) {
            if (wordAt(i, names.get(k))) {
                return k;
            }
        }
        return -1;
    }

    /// The end of the identifier starting at `i`, or `i` when none starts there.
    int identifierEnd(int i) {
        if (!isIdentifierStart(at(i))) {
            return i;
        }
        int j = i + 1;
        while (isIdentifierChar(at(j))) {
            j++;
        }
        return j;
    }

    // ---- numbers -----------------------------------------------------------------------------

    /// The end of the decimal digit run at `i` (equal to `i` when there is none).
    int digitsEnd(int i) {
        while (CNumbers.isDigit(at(i))) {
            i++;
        }
        return i;
    }

    /// The digits `[start, end)` as an unsigned number, wrapped modulo 2^32 as C's `unsigned`
    /// arithmetic does (Mesa's `parse_uint` has no overflow check).
    int wrapped(int start, int end) {
        int v = 0;
        for (int i = start; i < end; i++) {
            v = v * 10 + (text.charAt(i) - '0');
        }
        return v;
    }

    /// The digits `[start, end)` as a number, saturated at `Long.MAX_VALUE`, for range checks.
    long exact(int start, int end) {
        long v = 0;
        for (int i = start; i < end; i++) {
            int d = text.charAt(i) - '0';
            v = v > (Long.MAX_VALUE - d) / 10 ? Long.MAX_VALUE : v * 10 + d;
        }
        return v;
    }

    /// Reads an unsigned decimal number at the cursor that must lie in `[0, max]`; `what` names
    /// it in the errors.
    int boundedUint(long max, String what) {
        int start = pos;
        int end = digitsEnd(pos);
        if (end == start) {
            throw expected(("aeiou".indexOf(what.charAt(0)) >= 0 ? "an " : "a ") + what);
        }
        long v = exact(start, end);
        if (v > max) {
            throw errorAt(start, what + " " + text.substring(start, end) + " is out of range (at most " + max + ")");
        }
        pos = end;
        return (int) v;
    }

    // ---- errors ------------------------------------------------------------------------------

    /// What the text holds at `i`, for "found ..." in messages.
    String describe(int i) {
        if (i >= text.length()) {
            return "end of input";
        }
        char c = text.charAt(i);
        if (c == '\n' || c == '\r') {
            return "end of line";
        }
        if (c == ' ' || c == '\t') {
            return c == ' ' ? "a space" : "a tab";
        }
        if (isIdentifierChar(c)) {
            int j = i;
            while (isIdentifierChar(at(j)) && j - i < 40) {
                j++;
            }
            return "`" + text.substring(i, j) + "'";
        }
        if (c < ' ' || c == 0x7F) {
            return String.format("character U+%04X", (int) c);
        }
        return "`" + new String(Character.toChars(text.codePointAt(i))) + "'";
    }

    /// "expected `what`, found ..." at the cursor.
    TgsiException expected(String what) {
        return expectedAt(pos, what);
    }

    TgsiException expectedAt(int i, String what) {
        return errorAt(i, "expected " + what + ", found " + describe(i));
    }

    TgsiException errorAt(int i, String message) {
        int line = 1;
        int lineStart = 0;
        int limit = Math.min(i, text.length());
        for (int k = 0; k < limit; k++) {
            if (text.charAt(k) == '\n') {
                line++;
                lineStart = k + 1;
            }
        }
        int column = text.codePointCount(lineStart, limit) + 1 + (i - limit);
        return new TgsiException(TgsiException.Location.text(source, line, column), message);
    }
}
