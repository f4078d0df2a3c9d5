package dev.tungsten.wgsl.compose;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.ir.Span;

/// One path an import names, flattened out of its braces: `#import a::{b::x, c as d}` is the two
/// specs `a::b::x` and `a::c as d`. The path names a module (used qualified by its last segment
/// or its alias: `b::f()`) or, when it does not, an item of the module its prefix names (used
/// unqualified, by its own name or its alias). WESL's relative prefixes stay the first segment
/// (`package`, `super`) for the composer to resolve.
record ImportSpec(List<String> path, String alias, Span span) {
    ImportSpec {
        path = List.copyOf(path);
    }

    /// The name the import brings into scope: the alias, else the last segment.
    String localName() {
        return alias != null ? alias : path.getLast();
    }

    String pathText() {
        return String.join("::", path);
    }

    /// Parses the operand of `#import` or of a WESL `import` statement (without the keyword and
    /// the `;`), at offset `base` of its file:
    ///
    /// ```
    /// import_tree := path ( '::' '{' import_tree ( ',' import_tree )* ','? '}' )? ( 'as' ident )?
    /// path        := ident ( '::' ident )*
    /// ```
    ///
    /// Returns `null` when the text is not of that form.
    static List<ImportSpec> parse(String text, int base) {
        Reader r = new Reader(text, base);
        List<ImportSpec> out = new ArrayList<>();
        if (!r.tree(List.of(), out)) {
            return null;
        }
        r.skipSpace();
        return r.at < text.length() ? null : out;
    }

    private static final class Reader {
        final String text;
        final int base;
        int at;

        Reader(String text, int base) {
            this.text = text;
            this.base = base;
        }

        void skipSpace() {
            while (at < text.length()) {
                if (Character.isWhitespace(text.charAt(at))) {
                    at++;
                } else if (text.startsWith("//", at)) {
                    while (at < text.length() && text.charAt(at) != '\n') {
                        at++;
                    }
                } else {
                    return;
                }
            }
        }

        String ident() {
            skipSpace();
            int s = at;
            if (at < text.length() && (Character.isLetter(text.charAt(at)) || text.charAt(at) == '_')) {
                at++;
                while (at < text.length() && (Character.isLetterOrDigit(text.charAt(at)) || text.charAt(at) == '_')) {
                    at++;
                }
            }
            return at > s ? text.substring(s, at) : null;
        }

        boolean eat(String s) {
            skipSpace();
            if (text.startsWith(s, at)) {
                at += s.length();
                return true;
            }
            return false;
        }

        /// `import_tree`, with the segments of the enclosing braces as `prefix`.
        boolean tree(List<String> prefix, List<ImportSpec> out) {
            skipSpace();
            int start = at;
            List<String> path = new ArrayList<>(prefix);
            String first = ident();
            if (first == null) {
                return false;
            }
            path.add(first);
            while (eat("::")) {
                skipSpace();
                if (at < text.length() && text.charAt(at) == '{') {
                    at++;
                    do {
                        skipSpace();
                        if (at < text.length() && text.charAt(at) == '}') {
                            break;
                        }
                        if (!tree(path, out)) {
                            return false;
                        }
                    } while (eat(","));
                    return eat("}");
                }
                String seg = ident();
                if (seg == null) {
                    return false;
                }
                path.add(seg);
            }
            String alias = null;
            int mark = at;
            String word = ident();
            if ("as".equals(word)) {
                alias = ident();
                if (alias == null) {
                    return false;
                }
            } else {
                at = mark;
            }
            out.add(new ImportSpec(path, alias, new Span(base + start, base + at)));
            return true;
        }
    }
}
