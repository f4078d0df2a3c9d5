package dev.tungsten.wgsl.compose;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.SourceFile;
import dev.tungsten.ir.SourceMap;
import dev.tungsten.wgsl.Wgsl;

/// The composed text of a main file and its imports (`null` when composing failed), the map from
/// it back to the files, and the composition's errors.
public record Composed(SourceFile main, String text, SourceMap map, List<ComposeError> errors) {
    public Composed {
        errors = List.copyOf(errors);
    }

    public boolean ok() {
        return errors.isEmpty();
    }

    /// A diagnostic ready to print: rendered codespan-style against its own file, its one-line
    /// form, and whether it is an error.
    public record Rendered(boolean error, String kind, String text, String oneLine) {}

    /// The front end's result on the composed text, with the diagnostics of both steps.
    public record Compiled(Composed composed, Wgsl.Result result) {
        /// Composed and compiled without an error.
        public boolean ok() {
            return composed.ok() && result != null && result.ok();
        }

        /// The kinds of every error, the composition's first.
        public List<String> errorKinds() {
            List<String> out = new ArrayList<>();
            composed.errors().forEach(e -> out.add(e.kind()));
            if (result != null) {
                out.addAll(result.errorKinds());
            }
            return out;
        }

        /// Every diagnostic, the composition's first, each against the file it is about, with
        /// mangled names written back as `module::path::name`.
        public List<Rendered> diagnostics() {
            List<Rendered> out = new ArrayList<>();
            for (ComposeError e : composed.errors()) {
                out.add(new Rendered(true, e.kind(), e.render(), e.oneLine()));
            }
            if (result != null) {
                List<String> kinds = result.errorKinds();
                int i = 0;
                for (Diagnostic d : result.diagnostics()) {
                    Diagnostic plain = Mangling.demangle(d);
                    String kind = d.isError() && i < kinds.size() ? kinds.get(i++) : "";
                    out.add(new Rendered(d.isError(), kind, composed.map().render(plain), composed.map().oneLine(plain)));
                }
            }
            return out;
        }

        /// Every diagnostic rendered, concatenated.
        public String render() {
            StringBuilder out = new StringBuilder();
            diagnostics().forEach(r -> out.append(r.text()));
            return out.toString();
        }
    }

    /// Compiles the composed text with the WGSL front end (nothing when composing failed).
    public Compiled compile() {
        return new Compiled(this, text == null ? null : Wgsl.compile(main.name(), text));
    }
}
