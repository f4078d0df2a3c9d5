package dev.tungsten.cli.source;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.DiagnosticRenderer;
import dev.tungsten.ir.Severity;
import dev.tungsten.ir.SourceFile;

/// What a front end or the lowering reported, ready to print: every diagnostic rendered
/// codespan-style (for Cg with its include chain), and the one-line form
/// (`file:line:column: error: message`) of each error, in the same order.
public record Report(List<String> rendered, List<String> errors) {
    public static final Report EMPTY = new Report(List.of(), List.of());

    public Report {
        rendered = List.copyOf(rendered);
        errors = List.copyOf(errors);
    }

    /// The report of `diagnostics`, each rendered by `render` and, when an error, summed up by
    /// `oneLine` (a front end's renderer: WGSL's single file, or Cg's source set).
    public static Report of(List<Diagnostic> diagnostics, Function<Diagnostic, String> render,
                            Function<Diagnostic, String> oneLine) {
        List<String> rendered = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        for (Diagnostic d : diagnostics) {
            rendered.add(render.apply(d));
            if (d.isError()) {
                errors.add(oneLine.apply(d));
            }
        }
        return new Report(rendered, errors);
    }

    /// A report of one error that has no place in the source (`file: error: message`).
    public static Report error(String file, String message) {
        Diagnostic d = new Diagnostic(Severity.ERROR, message, List.of(), List.of());
        SourceFile source = new SourceFile(file, "");
        return new Report(List.of(DiagnosticRenderer.render(source, d)), List.of(DiagnosticRenderer.oneLine(source, d)));
    }

    public boolean failed() {
        return !errors.isEmpty();
    }

    /// The one-line form of the first error, or `null`.
    public String firstError() {
        return errors.isEmpty() ? null : errors.getFirst();
    }

    /// Every rendered diagnostic, concatenated.
    public String text() {
        return String.join("", rendered);
    }

    public Report plus(Report other) {
        List<String> r = new ArrayList<>(rendered);
        r.addAll(other.rendered);
        List<String> e = new ArrayList<>(errors);
        e.addAll(other.errors);
        return new Report(r, e);
    }
}
