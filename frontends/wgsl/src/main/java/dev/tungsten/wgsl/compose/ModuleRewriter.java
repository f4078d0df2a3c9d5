package dev.tungsten.wgsl.compose;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import dev.tungsten.ir.Span;

/// Finds a preprocessed module's module-scope declarations and rewrites the names that refer to
/// module-scope items, so that modules composed into one text cannot clash: an item of an
/// imported module gets its mangled name wherever that module declares or uses it, a qualified
/// use (`b::f`, `a::b::f`, WESL's `package::a::b::f`) becomes the mangled name of the item it
/// names, and an item imported by name is renamed where it is used.
///
/// The pass reads tokens, not a full syntax tree, and follows WGSL's scoping far enough to leave
/// alone every identifier that is not a use of a module-scope name: member names (`s.x`, a
/// struct's `x: f32`), names a function declares (parameters; `let`, `var`, `const` to the end of
/// their block; a `for` header's variable to the end of the loop's body), and the enumerant
/// arguments of `@builtin`, `@interpolate` and `@diagnostic`. Directives (`enable`, `requires`,
/// `diagnostic`) at module scope are reported, since composition must place them first.
final class ModuleRewriter {
    enum Kind { IDENT, PATH_SEP, PUNCT, NUMBER }

    record Token(Kind kind, int start, int end, String text) {}

    /// A module-scope declaration: its name and the span of the name.
    record Item(String name, Span span) {}

    /// One replacement of `[start, end)` of the preprocessed text.
    record Edit(int start, int end, String text) {}

    /// What names mean in the module being rewritten.
    interface Names {
        /// The replacement for a use or declaration of unqualified `name` at module scope
        /// (not shadowed), or `null` to keep it.
        String unqualified(String name);

        /// The replacement for a qualified use `path` (two segments or more) at `span`; reports an
        /// error and returns `null` when the path names nothing.
        String qualified(List<String> path, Span span);
    }

    private static final Set<String> ENUMERANT_ATTRIBUTES = Set.of("builtin", "interpolate", "diagnostic");
    private static final Set<String> DIRECTIVES = Set.of("enable", "requires", "diagnostic");
    private static final Set<String> DECLARATIONS = Set.of("fn", "struct", "alias", "const", "override", "var");

    private ModuleRewriter() {}

    /// The tokens of `text`: identifiers, `::`, numbers and single punctuation characters;
    /// comments and white space dropped.
    static List<Token> tokens(String text) {
        List<Token> out = new ArrayList<>();
        int at = 0;
        int n = text.length();
        while (at < n) {
            char c = text.charAt(at);
            if (Character.isWhitespace(c)) {
                at++;
            } else if (text.startsWith("//", at)) {
                while (at < n && text.charAt(at) != '\n' && text.charAt(at) != '\r') {
                    at++;
                }
            } else if (text.startsWith("/*", at)) {
                int depth = 0;
                while (at < n) {
                    if (text.startsWith("/*", at)) {
                        depth++;
                        at += 2;
                    } else if (text.startsWith("*/", at)) {
                        depth--;
                        at += 2;
                        if (depth == 0) {
                            break;
                        }
                    } else {
                        at++;
                    }
                }
            } else if (Character.isLetter(c) || c == '_' || Character.isUnicodeIdentifierStart(c)) {
                int s = at;
                while (at < n && (Character.isUnicodeIdentifierPart(text.charAt(at)) && !Character.isIdentifierIgnorable(text.charAt(at)))) {
                    at++;
                }
                out.add(new Token(Kind.IDENT, s, at, text.substring(s, at)));
            } else if (Character.isDigit(c) || (c == '.' && at + 1 < n && Character.isDigit(text.charAt(at + 1)))) {
                int s = at;
                at++;
                while (at < n) {
                    char d = text.charAt(at);
                    if (Character.isLetterOrDigit(d) || d == '.') {
                        at++;
                    } else if ((d == '+' || d == '-') && "eEpP".indexOf(text.charAt(at - 1)) >= 0) {
                        at++;
                    } else {
                        break;
                    }
                }
                out.add(new Token(Kind.NUMBER, s, at, text.substring(s, at)));
            } else if (text.startsWith("::", at)) {
                out.add(new Token(Kind.PATH_SEP, at, at + 2, "::"));
                at += 2;
            } else {
                out.add(new Token(Kind.PUNCT, at, at + 1, String.valueOf(c)));
                at++;
            }
        }
        return out;
    }

    private static boolean is(List<Token> t, int i, String text) {
        return i >= 0 && i < t.size() && t.get(i).text().equals(text);
    }

    /// The index past the bracket group opening at `i` (`(`, `<` of a template list, `{`, `[`).
    private static int skipGroup(List<Token> t, int i, String open, String close) {
        int depth = 0;
        for (int k = i; k < t.size(); k++) {
            if (is(t, k, open)) {
                depth++;
            } else if (is(t, k, close)) {
                depth--;
                if (depth == 0) {
                    return k + 1;
                }
            }
        }
        return t.size();
    }

    /// The module-scope declarations among `tokens`, in order.
    static List<Item> items(List<Token> t) {
        List<Item> out = new ArrayList<>();
        int depth = 0;
        for (int i = 0; i < t.size(); i++) {
            Token k = t.get(i);
            if (is(t, i, "{") || is(t, i, "(") || is(t, i, "[")) {
                depth++;
            } else if (is(t, i, "}") || is(t, i, ")") || is(t, i, "]")) {
                depth--;
            } else if (depth == 0 && k.kind() == Kind.IDENT && DECLARATIONS.contains(k.text()) && !is(t, i - 1, "@")) {
                int j = i + 1;
                if (k.text().equals("var") && is(t, j, "<")) {
                    j = skipGroup(t, j, "<", ">");
                }
                if (j < t.size() && t.get(j).kind() == Kind.IDENT) {
                    out.add(new Item(t.get(j).text(), new Span(t.get(j).start(), t.get(j).end())));
                }
            }
        }
        return out;
    }

    /// The spans of the module-scope directives (`enable f16;` and the like, through the `;`).
    static List<Span> directives(List<Token> t) {
        List<Span> out = new ArrayList<>();
        int depth = 0;
        for (int i = 0; i < t.size(); i++) {
            if (is(t, i, "{") || is(t, i, "(") || is(t, i, "[")) {
                depth++;
            } else if (is(t, i, "}") || is(t, i, ")") || is(t, i, "]")) {
                depth--;
            } else if (depth == 0 && t.get(i).kind() == Kind.IDENT && DIRECTIVES.contains(t.get(i).text()) && !is(t, i - 1, "@")) {
                int j = i;
                while (j < t.size() && !is(t, j, ";")) {
                    j++;
                }
                int end = j < t.size() ? t.get(j).end() : t.getLast().end();
                out.add(new Span(t.get(i).start(), end));
                i = j;
            }
        }
        return out;
    }

    /// A block's local names, valid while the brace depth is at least `depth`.
    private record Scope(int depth, Set<String> names) {}

    /// The edits that give every module-scope name of `tokens` its meaning in `names`.
    static List<Edit> rewrite(List<Token> t, Names names) {
        List<Edit> edits = new ArrayList<>();
        List<Scope> scopes = new ArrayList<>();
        int braces = 0;
        int parens = 0;
        boolean inStruct = false;
        // Parameters of the function whose header is being read, declared when its body opens.
        Set<String> params = null;
        int paramParens = -1;
        // The paren depth inside a `for` header, whose declarations belong to the loop body.
        List<Integer> forHeaders = new ArrayList<>();
        for (int i = 0; i < t.size(); i++) {
            Token k = t.get(i);
            switch (k.text()) {
                case "{" -> {
                    braces++;
                    if (braces == 1 && params != null) {
                        scopes.add(new Scope(1, params));
                        params = null;
                    }
                    continue;
                }
                case "}" -> {
                    braces--;
                    while (!scopes.isEmpty() && scopes.getLast().depth() > braces) {
                        scopes.removeLast();
                    }
                    if (braces == 0) {
                        inStruct = false;
                    }
                    continue;
                }
                case "(", "[" -> {
                    parens++;
                    continue;
                }
                case ")", "]" -> {
                    parens--;
                    if (!forHeaders.isEmpty() && forHeaders.getLast() >= parens) {
                        forHeaders.removeLast();
                    }
                    continue;
                }
                default -> { }
            }
            if (k.kind() != Kind.IDENT) {
                continue;
            }
            if (is(t, i - 1, ".")) {
                continue;
            }
            if (is(t, i - 1, "@")) {
                if (ENUMERANT_ATTRIBUTES.contains(k.text()) && is(t, i + 1, "(")) {
                    i = skipGroup(t, i + 1, "(", ")") - 1;
                }
                continue;
            }
            if (braces == 0 && parens == 0 && DIRECTIVES.contains(k.text())) {
                while (i < t.size() && !is(t, i, ";")) {
                    i++;
                }
                continue;
            }
            if (is(t, i + 1, "::")) {
                int j = i;
                List<String> path = new ArrayList<>();
                path.add(k.text());
                while (is(t, j + 1, "::") && j + 2 < t.size() && t.get(j + 2).kind() == Kind.IDENT) {
                    j += 2;
                    path.add(t.get(j).text());
                }
                if (path.size() > 1) {
                    Span span = new Span(k.start(), t.get(j).end());
                    String replacement = names.qualified(path, span);
                    if (replacement != null) {
                        edits.add(new Edit(span.start(), span.end(), replacement));
                    }
                    i = j;
                    continue;
                }
            }
            if (braces == 0 && parens == 0) {
                switch (k.text()) {
                    case "fn" -> {
                        params = new HashSet<>();
                        paramParens = 1;
                    }
                    case "struct" -> inStruct = true;
                    default -> { }
                }
            }
            if (inStruct && braces == 1 && is(t, i + 1, ":")) {
                continue;
            }
            if (params != null && braces == 0 && parens == paramParens && is(t, i + 1, ":")) {
                params.add(k.text());
                continue;
            }
            if (braces > 0 && (k.text().equals("let") || k.text().equals("var") || k.text().equals("const"))) {
                int j = i + 1;
                if (is(t, j, "<")) {
                    j = skipGroup(t, j, "<", ">");
                }
                if (j < t.size() && t.get(j).kind() == Kind.IDENT) {
                    int depth = !forHeaders.isEmpty() ? braces + 1 : braces;
                    Scope scope = scopes.isEmpty() || scopes.getLast().depth() != depth ? null : scopes.getLast();
                    if (scope == null) {
                        scope = new Scope(depth, new HashSet<>());
                        scopes.add(scope);
                    }
                    scope.names().add(t.get(j).text());
                    i = j;
                }
                continue;
            }
            if (k.text().equals("for") && is(t, i + 1, "(")) {
                forHeaders.add(parens);
                continue;
            }
            if (shadowed(scopes, k.text())) {
                continue;
            }
            String replacement = names.unqualified(k.text());
            if (replacement != null && !replacement.equals(k.text())) {
                edits.add(new Edit(k.start(), k.end(), replacement));
            }
        }
        return edits;
    }

    private static boolean shadowed(List<Scope> scopes, String name) {
        for (Scope s : scopes) {
            if (s.names().contains(name)) {
                return true;
            }
        }
        return false;
    }
}
