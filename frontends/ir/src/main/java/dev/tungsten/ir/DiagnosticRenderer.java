package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/// Writes diagnostics as codespan-style text, without colour:
///
/// ```
/// error: expected identifier, found '('
///   ┌─ shader.wgsl:1:4
///   │
/// 1 │ fn () {}
///   │    ^ expected identifier
///   │
///   = note: a function declaration names the function after `fn` (§10.1)
/// ```
///
/// The primary label is marked with `^`, secondary labels with `-`. A label spanning several
/// lines is marked from its start to the end of its first line.
public final class DiagnosticRenderer {
    private DiagnosticRenderer() {}

    public static String render(SourceFile file, Diagnostic d) {
        StringBuilder out = new StringBuilder();
        render(file, d, out);
        return out.toString();
    }

    public static String renderAll(SourceFile file, List<Diagnostic> diagnostics) {
        StringBuilder out = new StringBuilder();
        for (Diagnostic d : diagnostics) {
            render(file, d, out);
        }
        return out.toString();
    }

    /// `file:line:column: severity: message`, the one-line form a command prints for scripts.
    public static String oneLine(SourceFile file, Diagnostic d) {
        Span s = d.primarySpan();
        if (!s.isDefined()) {
            return file.name() + ": " + d.severity().text() + ": " + d.message();
        }
        SourceFile.Location loc = file.locate(s.start());
        return file.name() + ":" + loc.line() + ":" + loc.column() + ": " + d.severity().text() + ": " + d.message();
    }

    private record Mark(int line, int fromColumn, int toColumn, boolean primary, String text) {}

    static void render(SourceFile file, Diagnostic d, StringBuilder out) {
        out.append(d.severity().text()).append(": ").append(d.message()).append('\n');
        List<Mark> marks = new ArrayList<>();
        boolean first = true;
        for (Diagnostic.Label label : d.labels()) {
            Span span = label.span();
            if (span.isDefined()) {
                SourceFile.Location a = file.locate(span.start());
                String lineText = file.line(a.line());
                int lineEnd = lineText.length() + 1;
                int endColumn;
                SourceFile.Location b = file.locate(span.end());
                endColumn = b.line() == a.line() ? b.column() : lineEnd;
                if (endColumn <= a.column()) {
                    endColumn = a.column() + 1;
                }
                marks.add(new Mark(a.line(), a.column(), endColumn, first, label.text()));
            }
            first = false;
        }
        int width = 1;
        for (Mark m : marks) {
            width = Math.max(width, Integer.toString(m.line).length());
        }
        String pad = " ".repeat(width);
        if (!marks.isEmpty()) {
            Mark primary = marks.getFirst();
            out.append(pad).append(" ┌─ ").append(file.name()).append(':').append(primary.line)
                    .append(':').append(primary.fromColumn).append('\n');
            out.append(pad).append(" │\n");
            List<Mark> sorted = new ArrayList<>(marks);
            sorted.sort(Comparator.comparingInt(Mark::line).thenComparingInt(Mark::fromColumn));
            int lastLine = -1;
            for (Mark m : sorted) {
                if (m.line != lastLine) {
                    if (lastLine >= 0 && m.line > lastLine + 1) {
                        out.append(pad).append(" ·\n");
                    }
                    String num = Integer.toString(m.line);
                    out.append(" ".repeat(width - num.length())).append(num).append(" │ ")
                            .append(file.line(m.line)).append('\n');
                    lastLine = m.line;
                }
                String lineText = file.line(m.line);
                StringBuilder under = new StringBuilder();
                for (int c = 1; c < m.fromColumn; c++) {
                    // Keep tabs so the caret lines up under a tab-indented source line.
                    under.append(c - 1 < lineText.length() && lineText.charAt(c - 1) == '\t' ? '\t' : ' ');
                }
                under.append(String.valueOf(m.primary ? '^' : '-').repeat(m.toColumn - m.fromColumn));
                if (!m.text.isEmpty()) {
                    under.append(' ').append(m.text);
                }
                out.append(pad).append(" │ ").append(under).append('\n');
            }
        } else {
            out.append(pad).append(" ┌─ ").append(file.name()).append('\n');
        }
        if (!d.notes().isEmpty()) {
            out.append(pad).append(" │\n");
            for (String note : d.notes()) {
                out.append(pad).append(" = ").append(note).append('\n');
            }
        }
        out.append('\n');
    }
}
