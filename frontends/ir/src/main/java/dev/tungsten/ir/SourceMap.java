package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/// Where each range of a text assembled from several source files came from, so that a
/// diagnostic about the assembled text (a composed WGSL module: the main file and the modules it
/// imports, their names rewritten) is rendered against the right file and line.
///
/// The assembled text is covered by segments, added in increasing order; a segment maps
/// `[start, end)` of the assembled text to `[localStart, localEnd)` of one file. The two ranges
/// have the same length where text was copied; where it was rewritten (a mangled name, a
/// substituted shader def) they differ, and every offset inside the segment maps into the original
/// range, clamped to its end. Text outside every segment (glue the assembler added) maps to no
/// place: a diagnostic there is rendered without a location against the main file.
///
/// A file may carry notes (for an imported module: which file imported it) added to every
/// diagnostic rendered against it. A single-file source is a map with one segment; the plain
/// [DiagnosticRenderer] API stays the one to use for those.
public final class SourceMap {
    private record Segment(int start, int end, SourceFile file, int localStart, int localEnd) {}

    /// A span resolved to its file.
    public record Located(SourceFile file, Span span) {}

    private final SourceFile main;
    private final List<Segment> segments = new ArrayList<>();
    private final Map<SourceFile, List<String>> notes = new IdentityHashMap<>();

    /// A map whose unplaced diagnostics are rendered against `main`.
    public SourceMap(SourceFile main) {
        this.main = main;
    }

    public SourceFile main() {
        return main;
    }

    /// Maps `[start, end)` of the assembled text to `[localStart, localEnd)` of `file`; `start`
    /// is at or after the end of the previous segment.
    public void add(int start, int end, SourceFile file, int localStart, int localEnd) {
        if (start > end || localStart > localEnd) {
            throw new IllegalArgumentException("empty or reversed segment");
        }
        if (!segments.isEmpty() && segments.getLast().end() > start) {
            throw new IllegalArgumentException("segment at " + start + " overlaps the previous one");
        }
        if (start == end) {
            return;
        }
        Segment last = segments.isEmpty() ? null : segments.getLast();
        if (last != null && last.end() == start && last.file() == file && last.localEnd() == localStart
                && last.end() - last.start() == last.localEnd() - last.localStart() && end - start == localEnd - localStart) {
            // Adjacent copies of one file merge, so a file copied line by line stays one segment.
            segments.set(segments.size() - 1, new Segment(last.start(), end, file, last.localStart(), localEnd));
        } else {
            segments.add(new Segment(start, end, file, localStart, localEnd));
        }
    }

    /// A note rendered with every diagnostic placed in `file`.
    public void addNote(SourceFile file, String note) {
        notes.computeIfAbsent(file, f -> new ArrayList<>()).add(note);
    }

    /// The segment holding `offset` (`atEnd`: the one ending at it, for the end of a span).
    private Segment segment(int offset, boolean atEnd) {
        int lo = 0;
        int hi = segments.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            Segment s = segments.get(mid);
            if (atEnd ? offset <= s.start() : offset < s.start()) {
                hi = mid - 1;
            } else if (atEnd ? offset > s.end() : offset >= s.end()) {
                lo = mid + 1;
            } else {
                return s;
            }
        }
        return null;
    }

    private static int local(Segment s, int offset) {
        if (offset >= s.end()) {
            return s.localEnd();
        }
        return s.localStart() + Math.min(offset - s.start(), s.localEnd() - s.localStart());
    }

    /// The file and local span of `span`, or `null` when its start is in no segment. A span
    /// running past its file's segment is cut at the end of the segment holding its start.
    public Located locate(Span span) {
        if (!span.isDefined()) {
            return null;
        }
        Segment s = segment(span.start(), false);
        if (s == null) {
            // An empty span right at the end of a segment (the end of the input) still belongs to it.
            s = span.length() == 0 ? segment(span.start(), true) : null;
            if (s == null) {
                return null;
            }
        }
        int start = local(s, span.start());
        Segment e = span.length() == 0 ? s : segment(span.end(), true);
        int end = e != null && e.file() == s.file() ? local(e, span.end()) : s.localEnd();
        return new Located(s.file(), new Span(start, Math.max(start, end)));
    }

    /// The file and local span of `d`'s primary label; the main file and an undefined span
    /// when it has no place in any file.
    public Located located(Diagnostic d) {
        Located primary = locate(d.primarySpan());
        return primary == null ? new Located(main, Span.UNDEFINED) : primary;
    }

    /// `d` with its spans made local to `file` (labels in other files dropped) and the file's
    /// notes added: what [#render] draws.
    private Diagnostic local(Diagnostic d, SourceFile file) {
        List<Diagnostic.Label> labels = new ArrayList<>();
        for (Diagnostic.Label l : d.labels()) {
            Located at = locate(l.span());
            if (at != null && at.file() == file) {
                labels.add(new Diagnostic.Label(at.span(), l.text()));
            }
        }
        List<String> allNotes = new ArrayList<>(d.notes());
        allNotes.addAll(notes.getOrDefault(file, List.of()));
        return new Diagnostic(d.severity(), d.message(), labels, allNotes);
    }

    /// Renders `d` codespan-style against the file its primary label falls in.
    public String render(Diagnostic d) {
        SourceFile file = located(d).file();
        return DiagnosticRenderer.render(file, local(d, file));
    }

    /// `file:line:column: severity: message` of `d`, in the file its primary label falls in.
    public String oneLine(Diagnostic d) {
        SourceFile file = located(d).file();
        return DiagnosticRenderer.oneLine(file, local(d, file));
    }

    public String renderAll(List<Diagnostic> diagnostics) {
        StringBuilder out = new StringBuilder();
        for (Diagnostic d : diagnostics) {
            out.append(render(d));
        }
        return out.toString();
    }
}
