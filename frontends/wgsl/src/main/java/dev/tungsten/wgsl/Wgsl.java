package dev.tungsten.wgsl;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.Module;
import dev.tungsten.ir.SourceFile;

/// The WGSL front end's entry point: source text in, IR module and diagnostics out. Parsing,
/// indexing and lowering run in turn (§ of each in [Parser], [Index], [Lowerer]); a module with
/// syntax errors is not lowered, so every error reported is a first-hand one.
public final class Wgsl {
    private Wgsl() {}

    /// The result of compiling a module. `module` is `null` when there were errors; `errors`
    /// holds every one, in source order within each phase.
    public record Result(SourceFile source, Module module, List<WgslError> errors, List<WgslWarning> warnings) {
        public boolean ok() {
            return errors.isEmpty();
        }

        public List<Diagnostic> diagnostics() {
            List<Diagnostic> out = new ArrayList<>();
            for (WgslError e : errors) {
                out.add(e.diagnostic());
            }
            for (WgslWarning w : warnings) {
                out.add(w.diagnostic());
            }
            return out;
        }
    }

    /// Parses and lowers `text` (named `fileName` in diagnostics) to IR.
    public static Result lower(String fileName, String text) {
        SourceFile source = new SourceFile(fileName, text);
        List<WgslError> errors = new ArrayList<>();
        Ast.TranslationUnit unit = Parser.parse(text, errors);
        if (!errors.isEmpty()) {
            return new Result(source, null, errors, List.of());
        }
        Lowerer lowerer = new Lowerer(unit, errors);
        Module module = lowerer.lower();
        return new Result(source, errors.isEmpty() ? module : null, errors, lowerer.warnings);
    }
}
