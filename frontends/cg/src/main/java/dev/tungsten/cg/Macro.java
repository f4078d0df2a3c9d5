package dev.tungsten.cg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dev.tungsten.ir.Span;

/// A macro definition (C99 §6.10.3): its parameters and its replacement list, with each body
/// token's parameter index worked out once at `#define` time so an expansion never hashes a name.
/// [#disabled] is the "not re-expanded inside its own expansion" rule (§6.10.3.4): the expander
/// sets it while the macro's replacement is being rescanned, as GCC's `NODE_DISABLED` does.
final class Macro {
    /// The dynamic macros whose value the preprocessor computes where they are expanded.
    enum Builtin { LINE, FILE }

    static final String VA_ARGS = "__VA_ARGS__";

    final String name;
    final boolean functionLike;
    /// The last parameter collects the variable arguments (`...` or GNU's `name...`).
    final boolean variadic;
    final String[] params;
    final PpToken[] body;
    /// For each body token, the index of the parameter it names, or -1.
    final int[] paramIndex;
    final Builtin builtin;
    boolean disabled;

    private Macro(String name, boolean functionLike, boolean variadic, String[] params, PpToken[] body, Builtin builtin) {
        this.name = name;
        this.functionLike = functionLike;
        this.variadic = variadic;
        this.params = params;
        this.body = body;
        this.builtin = builtin;
        this.paramIndex = new int[body.length];
        for (int i = 0; i < body.length; i++) {
            paramIndex[i] = body[i].kind() == PpToken.Kind.IDENTIFIER ? indexOf(params, body[i].text()) : -1;
        }
    }

    static Macro builtin(String name, Builtin builtin) {
        return new Macro(name, false, false, new String[0], new PpToken[0], builtin);
    }

    private static int indexOf(String[] params, String name) {
        for (int i = 0; i < params.length; i++) {
            if (params[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }

    static boolean isHash(PpToken t) {
        return t.kind() == PpToken.Kind.PUNCTUATOR && (t.text().equals("#") || t.text().equals("%:"));
    }

    static boolean isPaste(PpToken t) {
        return t.kind() == PpToken.Kind.PUNCTUATOR && (t.text().equals("##") || t.text().equals("%:%:"));
    }

    static boolean isPunct(PpToken t, String text) {
        return t.kind() == PpToken.Kind.PUNCTUATOR && t.text().equals(text);
    }

    /// Reads `# define` from the tokens of its line (`line.get(0)` is `define`, at `directive`);
    /// returns the macro, or null after adding the reason to `errors`.
    ///
    /// `control-line: # define identifier replacement-list new-line`
    /// `| # define identifier lparen identifier-list? ) replacement-list new-line` (and the `...` forms)
    static Macro define(List<PpToken> line, Span directive, List<PreprocessError> errors) {
        if (line.size() < 2) {
            errors.add(new PreprocessError.BadMacroName(directive, "define", null));
            return null;
        }
        PpToken nameTok = line.get(1);
        if (!checkName(nameTok, "define", errors)) {
            return null;
        }
        int i = 2;
        boolean functionLike = i < line.size() && isPunct(line.get(i), "(") && !line.get(i).spaceBefore();
        List<String> params = new ArrayList<>();
        boolean variadic = false;
        if (functionLike) {
            i++;
            boolean closed = false;
            while (i < line.size()) {
                PpToken t = line.get(i);
                if (params.isEmpty() && isPunct(t, ")")) {
                    i++;
                    closed = true;
                    break;
                }
                if (isPunct(t, "...")) {
                    params.add(VA_ARGS);
                    variadic = true;
                } else if (t.kind() == PpToken.Kind.IDENTIFIER && !t.text().equals(VA_ARGS)) {
                    if (params.contains(t.text())) {
                        errors.add(new PreprocessError.BadMacroDefinition(t.span(), nameTok.text(),
                                "duplicate macro parameter \"" + t.text() + "\""));
                        return null;
                    }
                    params.add(t.text());
                    if (i + 1 < line.size() && isPunct(line.get(i + 1), "...")) {
                        variadic = true;
                        i++;
                    }
                } else {
                    errors.add(new PreprocessError.BadMacroDefinition(t.span(), nameTok.text(),
                            "expected parameter name, found \"" + t.text() + "\""));
                    return null;
                }
                i++;
                if (i < line.size() && isPunct(line.get(i), ")")) {
                    i++;
                    closed = true;
                    break;
                }
                if (variadic || i >= line.size() || !isPunct(line.get(i), ",")) {
                    break;
                }
                i++;
            }
            if (!closed) {
                Span at = i < line.size() ? line.get(i).span() : line.getLast().span();
                errors.add(new PreprocessError.BadMacroDefinition(at, nameTok.text(),
                        "expected ')' to close the macro parameter list"));
                return null;
            }
        }
        PpToken[] body = line.subList(i, line.size()).toArray(new PpToken[0]);
        Macro m = new Macro(nameTok.text(), functionLike, variadic, params.toArray(new String[0]), body, null);
        return m.checkBody(errors) ? m : null;
    }

    /// A name `#define`, `#undef`, `#ifdef` and `#ifndef` accept: an identifier other than `defined`.
    static boolean checkName(PpToken t, String directive, List<PreprocessError> errors) {
        if (t.kind() != PpToken.Kind.IDENTIFIER || t.text().equals("defined")
                || (directive.equals("define") && t.text().equals(VA_ARGS))) {
            errors.add(new PreprocessError.BadMacroName(t.span(), directive, t.text()));
            return false;
        }
        return true;
    }

    /// §6.10.3.2–3: `#` must precede a parameter (in a function-like macro), `##` must not
    /// begin or end the replacement list.
    private boolean checkBody(List<PreprocessError> errors) {
        if (body.length > 0 && (isPaste(body[0]) || isPaste(body[body.length - 1]))) {
            PpToken at = isPaste(body[0]) ? body[0] : body[body.length - 1];
            errors.add(new PreprocessError.BadMacroDefinition(at.span(), name,
                    "'##' cannot appear at either end of a macro expansion"));
            return false;
        }
        if (functionLike) {
            for (int i = 0; i < body.length; i++) {
                if (isHash(body[i]) && (i + 1 >= body.length || paramIndex[i + 1] < 0)) {
                    errors.add(new PreprocessError.BadMacroDefinition(body[i].span(), name,
                            "'#' is not followed by a macro parameter"));
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return name + (functionLike ? Arrays.toString(params) : "") + " -> "
                + Arrays.stream(body).map(PpToken::text).toList();
    }
}
