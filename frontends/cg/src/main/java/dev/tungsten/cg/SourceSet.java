package dev.tungsten.cg;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.DiagnosticRenderer;
import dev.tungsten.ir.SourceFile;
import dev.tungsten.ir.Span;

/// Every file one compilation reads (the main file and its includes), laid end to end in one
/// offset space so that an [ir.Span][Span] names a file as well as a place: the IR and every
/// diagnostic use these global offsets, and rendering maps them back to the file, its line and
/// the chain of `#include`s that reached it.
public final class SourceSet {
    private record Entry(SourceFile file, int base, int includedFrom) {}

    private final List<Entry> entries = new ArrayList<>();
    private int next;

    /// Adds `file`, reached by an `#include` at global offset `includedFrom` (-1 for the main
    /// file), and returns its base offset. Each file gets one extra offset past its end so an
    /// end-of-file position belongs to it.
    public int add(SourceFile file, int includedFrom) {
        int base = next;
        entries.add(new Entry(file, base, includedFrom));
        next = base + file.text().length() + 1;
        return base;
    }

    public int size() {
        return entries.size();
    }

    public SourceFile main() {
        return entries.getFirst().file();
    }

    private Entry entry(int offset) {
        int lo = 0;
        int hi = entries.size() - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (entries.get(mid).base() <= offset) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return entries.get(lo);
    }

    /// The file a global offset falls in.
    public SourceFile fileAt(int offset) {
        return entry(offset).file();
    }

    /// The offset inside [#fileAt].
    public int localOffset(int offset) {
        return offset - entry(offset).base();
    }

    /// `file:line:column` of a global offset.
    public String position(int offset) {
        Entry e = entry(offset);
        SourceFile.Location loc = e.file().locate(offset - e.base());
        return e.file().name() + ":" + loc.line() + ":" + loc.column();
    }

    /// The include chain leading to the file of `offset`, innermost first, as `cpp` and `gcc`
    /// print it: `in file included from a.cg:3`.
    public List<String> includeChain(int offset) {
        List<String> out = new ArrayList<>();
        Entry e = entry(offset);
        while (e.includedFrom() >= 0) {
            Entry parent = entry(e.includedFrom());
            SourceFile.Location loc = parent.file().locate(e.includedFrom() - parent.base());
            out.add("in file included from " + parent.file().name() + ":" + loc.line());
            e = parent;
        }
        return out;
    }

    /// Renders `d` against the file of its primary label (labels in other files are dropped),
    /// preceded by the include chain.
    public String render(Diagnostic d) {
        Span primary = d.primarySpan();
        if (!primary.isDefined()) {
            return DiagnosticRenderer.render(main(), d);
        }
        Entry e = entry(primary.start());
        List<Diagnostic.Label> labels = new ArrayList<>();
        for (Diagnostic.Label l : d.labels()) {
            if (l.span().isDefined() && entry(l.span().start()) == e) {
                int end = Math.min(l.span().end(), e.base() + e.file().text().length());
                labels.add(new Diagnostic.Label(new Span(l.span().start() - e.base(),
                        Math.max(end, l.span().start()) - e.base()), l.text()));
            }
        }
        StringBuilder out = new StringBuilder();
        for (String line : includeChain(primary.start())) {
            out.append(line).append('\n');
        }
        out.append(DiagnosticRenderer.render(e.file(), new Diagnostic(d.severity(), d.message(), labels, d.notes())));
        return out.toString();
    }

    /// `file:line:column: severity: message`, with the include chain after it.
    public String oneLine(Diagnostic d) {
        Span s = d.primarySpan();
        if (!s.isDefined()) {
            return main().name() + ": " + d.severity().text() + ": " + d.message();
        }
        StringBuilder out = new StringBuilder(position(s.start())).append(": ").append(d.severity().text())
                .append(": ").append(d.message());
        for (String line : includeChain(s.start())) {
            out.append(" (").append(line).append(')');
        }
        return out.toString();
    }
}
