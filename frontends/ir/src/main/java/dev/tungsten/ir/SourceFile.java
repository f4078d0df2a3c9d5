package dev.tungsten.ir;

import java.util.Arrays;

/// A named source text with a line index, so spans turn into `line:column` only when a
/// diagnostic is rendered. Lines and columns are 1-based; a column counts characters. The index
/// is built on first use: a compilation that reports nothing (the common case, where the Cg
/// preprocessor adds every included header) never pays for it.
public final class SourceFile {
    private final String name;
    private final String text;
    private volatile int[] lineStarts;

    public SourceFile(String name, String text) {
        this.name = name;
        this.text = text;
    }

    private int[] lineStarts() {
        int[] starts = lineStarts;
        if (starts == null) {
            starts = index(text);
            lineStarts = starts;
        }
        return starts;
    }

    private static int[] index(String text) {
        int[] starts = new int[16];
        int n = 0;
        starts[n++] = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean breaks = c == '\n' || c == '\u000B' || c == '\u000C' || c == '\u0085'
                    || c == '\u2028' || c == '\u2029'
                    || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'));
            if (breaks) {
                if (n == starts.length) {
                    starts = Arrays.copyOf(starts, n * 2);
                }
                starts[n++] = i + 1;
            }
        }
        return Arrays.copyOf(starts, n);
    }

    public String name() {
        return name;
    }

    public String text() {
        return text;
    }

    /// A resolved position.
    public record Location(int line, int column) {}

    public Location locate(int offset) {
        int off = Math.max(0, Math.min(offset, text.length()));
        int[] lineStarts = lineStarts();
        int line = Arrays.binarySearch(lineStarts, off);
        if (line < 0) {
            line = -line - 2;
        }
        return new Location(line + 1, off - lineStarts[line] + 1);
    }

    public int lineCount() {
        return lineStarts().length;
    }

    /// The text of 1-based `line` without its line break.
    public String line(int line) {
        int[] lineStarts = lineStarts();
        int start = lineStarts[line - 1];
        int end = line < lineStarts.length ? lineStarts[line] : text.length();
        while (end > start && isBreak(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(start, end);
    }

    /// The offset where 1-based `line` starts.
    public int lineStart(int line) {
        return lineStarts()[line - 1];
    }

    private static boolean isBreak(char c) {
        return c == '\n' || c == '\r' || c == '\u000B' || c == '\u000C' || c == '\u0085'
                || c == '\u2028' || c == '\u2029';
    }
}
