package dev.tungsten.wgsl.compose;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.DiagnosticRenderer;
import dev.tungsten.ir.SourceFile;
import dev.tungsten.ir.Span;

/// An error found while composing modules, before the composed text reaches the WGSL front end:
/// a directive, a shader def or an import. Each record names the file it is about and a span local
/// to that file, so it renders at the imported module's own line. The record's simple name is the
/// error's kind, which the composition tests compare.
public sealed interface ComposeError {
    SourceFile file();

    Span span();

    Diagnostic diagnostic();

    default String kind() {
        return getClass().getSimpleName();
    }

    /// The codespan-style rendering, against [#file].
    default String render() {
        return DiagnosticRenderer.render(file(), diagnostic());
    }

    default String oneLine() {
        return DiagnosticRenderer.oneLine(file(), diagnostic());
    }

    /// A line starting with `#` that is not a directive the composer knows.
    record UnknownDirective(SourceFile file, Span span, String name) implements ComposeError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("unknown directive `#" + name + "`", span, "not a composer directive",
                    "rule: the directives are #define_import_path, #import, #ifdef, #ifndef, #if, #else, #endif (naga_oil)");
        }
    }

    /// A directive whose operands do not have its form.
    record MalformedDirective(SourceFile file, Span span, String directive, String expected) implements ComposeError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("malformed `" + directive + "`: expected " + expected, span, "expected " + expected,
                    "rule: naga_oil's directive syntax (frontends/wgsl/README.md, Modules and imports)");
        }
    }

    /// An `#ifdef`, `#ifndef` or `#if` without its `#endif`.
    record UnterminatedConditional(SourceFile file, Span span, String directive) implements ComposeError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("`#" + directive + "` without a matching `#endif`", span, "opened here",
                    "rule: every conditional block ends with `#endif` in the same file");
        }
    }

    /// An `#else` or `#endif` with no open conditional.
    record UnmatchedConditional(SourceFile file, Span span, String directive) implements ComposeError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("`#" + directive + "` without an open `#ifdef`, `#ifndef` or `#if`", span,
                    "nothing to " + (directive.equals("endif") ? "end" : "continue"),
                    "rule: `#else` and `#endif` follow a conditional opened in the same file");
        }
    }

    /// `#if NAME ...` or `#{NAME}` with a def the host did not set.
    record UnknownShaderDef(SourceFile file, Span span, String name) implements ComposeError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("shader def `" + name + "` is not set", span, "needs a value",
                    "rule: `#if` and `#{NAME}` read a def's value; set it with -D " + name + "=VALUE");
        }
    }

    /// `#if NAME op VALUE` whose value or operator does not suit the def's type.
    record BadDefComparison(SourceFile file, Span span, String name, String problem) implements ComposeError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("cannot compare shader def `" + name + "`: " + problem, span, problem,
                    "rule: a bool def compares with == and != to true or false; an integer def with"
                            + " ==, !=, <, <=, >, >= to an integer");
        }
    }

    /// `#define` inside a module: defs come from the host.
    record DefineInModule(SourceFile file, Span span, String name) implements ComposeError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("shader def `" + name + "` defined in a module", span, "defs are set by the host",
                    "rule: set shader defs with -D NAME[=VALUE] (naga_oil: DefineInModule)");
        }
    }

    /// An import naming no module that any searched folder declares.
    record MissingModule(SourceFile file, Span span, String path) implements ComposeError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("no module `" + path + "` to import", span, "not found",
                    "rule: a module is a file declaring `#define_import_path " + path
                            + "` in an --import-path folder or the importing file's folder");
        }
    }

    /// Two files declaring the same import path.
    record DuplicateModule(SourceFile file, Span span, String path, String otherFile) implements ComposeError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("module `" + path + "` is declared by two files", span, "also declared by " + otherFile,
                    "rule: an import path names one file");
        }
    }

    /// A module importing itself through a chain of imports.
    record ImportCycle(SourceFile file, Span span, String chain) implements ComposeError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("import cycle: " + chain, span, "closes the cycle",
                    "rule: modules must not import each other in a cycle");
        }
    }

    /// An import of an item, or a qualified use, naming something the module does not declare.
    record UnknownItem(SourceFile file, Span span, String module, String item) implements ComposeError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("module `" + module + "` has no item `" + item + "`", span, "not declared there",
                    "rule: an imported module's functions, types, constants, overrides and variables can be imported");
        }
    }

    /// A name brought in by an import that another import or a declaration of the file already uses.
    record NameClash(SourceFile file, Span span, String name, String other) implements ComposeError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("`" + name + "` is imported here and " + other, span, "clashes",
                    "rule: an unqualified name means one thing in a module; import it with `as` or use it qualified");
        }
    }
}
