package dev.tungsten.gl.glsl;

/// GLSL text under construction: lines with the current indentation.
final class SourceText {
    private final StringBuilder text = new StringBuilder();
    private int depth;

    /// Appends one line at the current indentation.
    SourceText line(String line) {
        if (!line.isEmpty()) {
            text.repeat("    ", depth).append(line);
        }
        text.append('\n');
        return this;
    }

    /// Appends `line` and indents what follows (a line ending in `{`).
    SourceText open(String line) {
        line(line);
        depth++;
        return this;
    }

    /// Dedents and appends `line` (a line starting with `}`).
    SourceText close(String line) {
        depth = Math.max(0, depth - 1);
        return line(line);
    }

    /// Dedents for one line and indents again (`} else {`, `case 3u:`).
    SourceText reopen(String line) {
        depth = Math.max(0, depth - 1);
        line(line);
        depth++;
        return this;
    }

    SourceText append(SourceText other) {
        text.append(other.text);
        return this;
    }

    int depth() {
        return depth;
    }

    boolean isEmpty() {
        return text.isEmpty();
    }

    /// The last non-blank line written, without indentation.
    String lastLine() {
        String[] lines = text.toString().split("\n");
        for (int i = lines.length - 1; i >= 0; i--) {
            if (!lines[i].isBlank()) {
                return lines[i].strip();
            }
        }
        return "";
    }

    @Override
    public String toString() {
        return text.toString();
    }
}
