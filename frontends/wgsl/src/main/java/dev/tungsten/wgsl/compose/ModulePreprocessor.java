package dev.tungsten.wgsl.compose;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.ir.SourceFile;
import dev.tungsten.ir.Span;

/// The line-based pass over one file, as naga_oil's preprocessor makes it: conditional blocks
/// (`#ifdef`, `#ifndef`, `#if NAME op VALUE`, `#else` with an optional condition, `#endif`) kept
/// or blanked by the host's shader defs, `#{NAME}` replaced by a def's value, and the module's
/// `#define_import_path` and imports (`#import ...`, WESL's `import ...;`) read from the active
/// lines and blanked.
///
/// The output keeps every line of the file in place: a removed line becomes spaces, so the text
/// has the file's offsets except where a `#{NAME}` was replaced; the [Chunk]s say which. Imports
/// inside an inactive block do not count, like any other inactive line.
final class ModulePreprocessor {
    /// `[start, end)` of the preprocessed text came from `[localStart, localEnd)` of the file
    /// (equal lengths unless a def was substituted).
    record Chunk(int start, int end, int localStart, int localEnd) {}

    /// One import directive or statement: its specs, and the span of the whole directive.
    record Import(List<ImportSpec> specs, Span span) {}

    /// The result for one file. `importPath` is `null` for a file without `#define_import_path`.
    record Result(String text, List<Chunk> chunks, String importPath, Span importPathSpan, List<Import> imports) {}

    private enum Level { ACTIVE, WAS_ACTIVE, INACTIVE }

    private record Open(Level level, String directive, Span span) {}

    private final SourceFile file;
    private final ShaderDefs defs;
    private final List<ComposeError> errors;
    private final StringBuilder out = new StringBuilder();
    private final List<Chunk> chunks = new ArrayList<>();
    private final List<Import> imports = new ArrayList<>();
    private final List<Open> open = new ArrayList<>();
    private String importPath;
    private Span importPathSpan;

    private ModulePreprocessor(SourceFile file, ShaderDefs defs, List<ComposeError> errors) {
        this.file = file;
        this.defs = defs;
        this.errors = errors;
    }

    static Result run(SourceFile file, ShaderDefs defs, List<ComposeError> errors) {
        ModulePreprocessor p = new ModulePreprocessor(file, defs, errors);
        p.lines();
        return new Result(p.out.toString(), List.copyOf(p.chunks), p.importPath, p.importPathSpan, List.copyOf(p.imports));
    }

    /// Whether `text` uses anything composition acts on (a line starting with `#`, `#{`, a WESL
    /// `import` statement, or a `::` path, which plain WGSL never has); a file without any is
    /// its own composition.
    static boolean hasDirectives(String text) {
        int at = 0;
        while (at < text.length()) {
            int end = lineEnd(text, at);
            String line = text.substring(at, end).stripLeading();
            if (line.startsWith("#") || startsWithWord(line, "import")) {
                return true;
            }
            at = nextLine(text, end);
        }
        return text.contains("#{") || text.contains("::");
    }

    private static int lineEnd(String text, int at) {
        int end = at;
        while (end < text.length() && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
            end++;
        }
        return end;
    }

    private static int nextLine(String text, int end) {
        if (end < text.length() && text.charAt(end) == '\r') {
            end++;
        }
        if (end < text.length() && text.charAt(end) == '\n') {
            end++;
        }
        return end;
    }

    private static boolean startsWithWord(String line, String word) {
        return line.startsWith(word) && (line.length() == word.length()
                || !(Character.isLetterOrDigit(line.charAt(word.length())) || line.charAt(word.length()) == '_'));
    }

    private boolean active() {
        return open.isEmpty() || open.getLast().level() == Level.ACTIVE;
    }

    private void lines() {
        String text = file.text();
        int at = 0;
        while (at < text.length()) {
            int end = lineEnd(text, at);
            int next = nextLine(text, end);
            String line = text.substring(at, end);
            int indent = line.length() - line.stripLeading().length();
            String body = line.substring(indent);
            if (body.startsWith("#") && !body.startsWith("#{")) {
                if (startsWithWord(body.substring(1).stripLeading(), "import") && active()) {
                    end = statementEnd(text, at + indent, end, false);
                    next = nextLine(text, end);
                } else {
                    directive(at + indent, end);
                }
                blank(at, next);
            } else if (startsWithWord(body, "import") && active()) {
                end = statementEnd(text, at + indent, end, true);
                next = nextLine(text, end);
                blank(at, next);
            } else if (active()) {
                copy(at, end);
                blank(end, next);
            } else {
                blank(at, next);
            }
            at = next;
        }
        for (Open o : open) {
            errors.add(new ComposeError.UnterminatedConditional(file, o.span(), o.directive()));
        }
    }

    /// Reads the import starting at `start` (`#import ...` or WESL's `import ...;`), which may
    /// continue over lines while a brace is open (or, for WESL, until its `;`), records it and
    /// returns where it ends.
    private int statementEnd(String text, int start, int lineEnd, boolean wesl) {
        int depth = 0;
        int at = start;
        while (at < text.length()) {
            char c = text.charAt(at);
            if (text.startsWith("//", at)) {
                at = lineEnd(text, at);
                continue;
            }
            if (c == '{') {
                depth++;
            } else if (c == '}') {
                depth--;
            } else if (wesl && c == ';') {
                at++;
                break;
            } else if ((c == '\n' || c == '\r') && !wesl && depth <= 0) {
                break;
            }
            at++;
        }
        int end = Math.max(at, lineEnd);
        String whole = text.substring(start, at);
        int keyword = whole.indexOf("import") + "import".length();
        String operand = whole.substring(keyword);
        if (wesl) {
            operand = operand.endsWith(";") ? operand.substring(0, operand.length() - 1) : operand;
        }
        Span span = new Span(start, at);
        List<ImportSpec> specs = ImportSpec.parse(operand, start + keyword);
        if (specs == null || (wesl && !whole.endsWith(";"))) {
            errors.add(new ComposeError.MalformedDirective(file, span, wesl ? "import" : "#import",
                    "a path, `path::{a, b}` or `path as name`" + (wesl ? " and `;`" : "")));
        } else {
            imports.add(new Import(specs, span));
        }
        return wesl ? at : end;
    }

    /// A `#` directive other than `#import` at `[start, end)`.
    private void directive(int start, int end) {
        String line = stripComment(file.text().substring(start + 1, end)).strip();
        Span span = new Span(start, end);
        String[] words = line.split("\\s+", 2);
        String name = words[0];
        String rest = words.length > 1 ? words[1].strip() : "";
        switch (name) {
            case "ifdef", "ifndef", "if" -> branch(false, name, rest, span);
            case "else" -> {
                if (rest.isEmpty()) {
                    branch(true, "else", "", span);
                } else {
                    String[] w = rest.split("\\s+", 2);
                    if (!w[0].equals("ifdef") && !w[0].equals("ifndef") && !w[0].equals("if")) {
                        errors.add(new ComposeError.MalformedDirective(file, span, "#else",
                                "nothing, or `ifdef NAME`, `ifndef NAME` or `if NAME op VALUE`"));
                        return;
                    }
                    branch(true, w[0], w.length > 1 ? w[1].strip() : "", span);
                }
            }
            case "endif" -> {
                if (open.isEmpty()) {
                    errors.add(new ComposeError.UnmatchedConditional(file, span, "endif"));
                } else {
                    open.removeLast();
                }
            }
            case "define_import_path" -> {
                if (!active()) {
                    return;
                }
                if (!rest.matches("[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)*")) {
                    errors.add(new ComposeError.MalformedDirective(file, span, "#define_import_path", "a path such as `a::b`"));
                } else {
                    importPath = rest;
                    importPathSpan = span;
                }
            }
            case "import" -> {
                // An import in an inactive block: skipped like any inactive line.
            }
            case "define" -> {
                if (active()) {
                    errors.add(new ComposeError.DefineInModule(file, span, rest.split("\\s+")[0]));
                }
            }
            default -> errors.add(new ComposeError.UnknownDirective(file, span, name));
        }
    }

    private static String stripComment(String s) {
        int c = s.indexOf("//");
        return c < 0 ? s : s.substring(0, c);
    }

    /// Opens a conditional (`isElse`: replaces the innermost one) whose condition is
    /// `kind` (`ifdef`, `ifndef`, `if`, or `else` for a plain `#else`) applied to `operand`.
    private void branch(boolean isElse, String kind, String operand, Span span) {
        if (isElse && open.isEmpty()) {
            errors.add(new ComposeError.UnmatchedConditional(file, span, "else"));
            return;
        }
        boolean parentActive = isElse ? open.size() < 2 || open.get(open.size() - 2).level() == Level.ACTIVE : active();
        Level level;
        if (!parentActive) {
            level = Level.INACTIVE;
        } else if (isElse && open.getLast().level() != Level.INACTIVE) {
            level = Level.WAS_ACTIVE;
        } else {
            level = condition(kind, operand, span) ? Level.ACTIVE : Level.INACTIVE;
        }
        if (isElse) {
            Open previous = open.removeLast();
            open.add(new Open(level, previous.directive(), previous.span()));
        } else {
            open.add(new Open(level, kind, span));
        }
    }

    /// The value of a condition; an error (and `false`) when it cannot be evaluated.
    private boolean condition(String kind, String operand, Span span) {
        switch (kind) {
            case "else" -> {
                return true;
            }
            case "ifdef", "ifndef" -> {
                if (!ShaderDefs.isName(operand)) {
                    errors.add(new ComposeError.MalformedDirective(file, span, "#" + kind, "a shader def name"));
                    return false;
                }
                return defs.isSet(operand) == kind.equals("ifdef");
            }
            default -> {
                return comparison(operand, span);
            }
        }
    }

    /// `NAME op VALUE` with `op` one of `==`, `!=`, `<`, `<=`, `>`, `>=`, as naga_oil compares:
    /// a bool def only for (in)equality with `true`/`false`, an integer def with an integer.
    private boolean comparison(String operand, Span span) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("([A-Za-z_][A-Za-z0-9_]*)\\s*(==|!=|<=|>=|<|>)\\s*(\\S+)")
                .matcher(operand);
        if (!m.matches()) {
            errors.add(new ComposeError.MalformedDirective(file, span, "#if", "NAME op VALUE with op one of == != < <= > >="));
            return false;
        }
        String name = m.group(1);
        String op = m.group(2);
        String valueText = m.group(3);
        ShaderDefs.Value def = defs.get(name);
        if (def == null) {
            errors.add(new ComposeError.UnknownShaderDef(file, span, name));
            return false;
        }
        ShaderDefs.Value value = ShaderDefs.value(valueText);
        if (def instanceof ShaderDefs.Bool b) {
            if (!(value instanceof ShaderDefs.Bool v)) {
                errors.add(new ComposeError.BadDefComparison(file, span, name, "`" + valueText + "` is not true or false"));
                return false;
            }
            return switch (op) {
                case "==" -> b.value() == v.value();
                case "!=" -> b.value() != v.value();
                default -> {
                    errors.add(new ComposeError.BadDefComparison(file, span, name, "a bool compares with == or !=, not " + op));
                    yield false;
                }
            };
        }
        long left = def instanceof ShaderDefs.Int i ? i.value() : ((ShaderDefs.UInt) def).value();
        long right;
        if (value instanceof ShaderDefs.Int i) {
            right = i.value();
        } else if (value instanceof ShaderDefs.UInt u) {
            right = u.value();
        } else {
            errors.add(new ComposeError.BadDefComparison(file, span, name, "`" + valueText + "` is not an integer"));
            return false;
        }
        return switch (op) {
            case "==" -> left == right;
            case "!=" -> left != right;
            case "<" -> left < right;
            case "<=" -> left <= right;
            case ">" -> left > right;
            default -> left >= right;
        };
    }

    /// Copies `[start, end)` of an active line, replacing each `#{NAME}` by the def's value.
    private void copy(int start, int end) {
        String text = file.text();
        int at = start;
        while (true) {
            int sub = text.indexOf("#{", at);
            if (sub < 0 || sub >= end) {
                break;
            }
            int close = text.indexOf('}', sub);
            if (close < 0 || close >= end) {
                break;
            }
            String name = text.substring(sub + 2, close).strip();
            ShaderDefs.Value value = defs.get(name);
            if (value == null) {
                errors.add(new ComposeError.UnknownShaderDef(file, new Span(sub, close + 1), name));
                break;
            }
            verbatim(at, sub);
            int s = out.length();
            out.append(value.text());
            chunks.add(new Chunk(s, out.length(), sub, close + 1));
            at = close + 1;
        }
        verbatim(at, end);
    }

    private void verbatim(int start, int end) {
        if (end > start) {
            int s = out.length();
            out.append(file.text(), start, end);
            chunks.add(new Chunk(s, out.length(), start, end));
        }
    }

    /// `[start, end)` as spaces, its line breaks kept (so later lines keep their numbers).
    private void blank(int start, int end) {
        int s = out.length();
        for (int i = start; i < end; i++) {
            char c = file.text().charAt(i);
            out.append(c == '\n' || c == '\r' ? c : ' ');
        }
        if (end > start) {
            chunks.add(new Chunk(s, out.length(), start, end));
        }
    }
}
