package dev.tungsten.wgsl;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.Module;
import dev.tungsten.ir.ModuleInfo;
import dev.tungsten.ir.ValidationError;
import dev.tungsten.ir.Validator;
import dev.tungsten.ir.SourceFile;

/// The WGSL front end's entry point: source text in, validated IR module and diagnostics out.
/// Parsing, indexing, lowering and validation run in turn ([Parser], [Index], [Lowerer],
/// [Validator]); a phase runs only when the previous one found no error, so every error
/// reported is a first-hand one.
public final class Wgsl {
    private Wgsl() {}

    /// The result of compiling a module. `module` is `null` when there were errors; `errors`
    /// holds every one, in source order within each phase.
    public record Result(SourceFile source, Module module, ModuleInfo info, List<WgslError> errors,
                         List<WgslWarning> warnings, List<ValidationError> validationErrors,
                         List<ValidationError> validationWarnings) {
        public boolean ok() {
            return errors.isEmpty() && validationErrors.isEmpty();
        }

        /// The kinds of every error (record names), front end first, for tests.
        public List<String> errorKinds() {
            List<String> out = new ArrayList<>();
            errors.forEach(e -> out.add(e.kind()));
            validationErrors.forEach(e -> out.add(e.getClass().getSimpleName()));
            return out;
        }

        public List<Diagnostic> diagnostics() {
            List<Diagnostic> out = new ArrayList<>();
            for (WgslError e : errors) {
                out.add(e.diagnostic());
            }
            for (ValidationError e : validationErrors) {
                out.add(e.diagnostic());
            }
            for (WgslWarning w : warnings) {
                out.add(w.diagnostic());
            }
            for (ValidationError e : validationWarnings) {
                out.add(e.diagnostic());
            }
            return out;
        }
    }

    /// Parses, lowers and validates `text` (named `fileName` in diagnostics).
    public static Result compile(String fileName, String text) {
        SourceFile source = new SourceFile(fileName, text);
        List<WgslError> errors = new ArrayList<>();
        Ast.TranslationUnit unit = Parser.parse(text, errors);
        if (!errors.isEmpty()) {
            return new Result(source, null, null, errors, List.of(), List.of(), List.of());
        }
        Lowerer lowerer = new Lowerer(unit, errors);
        Module module = lowerer.lower();
        if (!errors.isEmpty()) {
            return new Result(source, null, null, errors, lowerer.warnings, List.of(), List.of());
        }
        ModuleInfo info = Validator.validate(module);
        return new Result(source, info.isValid() ? module : null, info, errors, lowerer.warnings, info.errors(), info.warnings());
    }
}
