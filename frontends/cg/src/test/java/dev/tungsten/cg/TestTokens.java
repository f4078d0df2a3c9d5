package dev.tungsten.cg;

import java.util.ArrayList;
import java.util.List;

/// A test-only tokenizer of already preprocessed text (such as `cpp -P` output) into
/// [PpToken]s, so the parser's tests need not wait for the preprocessor: C99 §6.4's
/// identifiers, pp-numbers, string and character literals and punctuators; comments and lines
/// starting with `#` (the `#pragma` lines `cpp -P` keeps) are skipped.
public final class TestTokens {
    private TestTokens() {}

    private static final String[] PUNCTUATORS = {"<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==",
        "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "^=", "|=", "##", "::"};

    public static List<PpToken> tokenize(String s) {
        List<PpToken> out = new ArrayList<>();
        int i = 0;
        int n = s.length();
        boolean lineStart = true;
        boolean space = false;
        while (i < n) {
            char c = s.charAt(i);
            if (c == '\n') {
                lineStart = true;
                space = false;
                i++;
                continue;
            }
            if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
                space = true;
                i++;
                continue;
            }
            if (c == '/' && i + 1 < n && s.charAt(i + 1) == '/' || lineStart && c == '#') {
                while (i < n && s.charAt(i) != '\n') {
                    i++;
                }
                continue;
            }
            if (c == '/' && i + 1 < n && s.charAt(i + 1) == '*') {
                int end = s.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
                space = true;
                continue;
            }
            int start = i;
            PpToken.Kind kind;
            if (Character.isLetter(c) || c == '_') {
                while (i < n && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) {
                    i++;
                }
                kind = PpToken.Kind.IDENTIFIER;
            } else if (Character.isDigit(c) || c == '.' && i + 1 < n && Character.isDigit(s.charAt(i + 1))) {
                i++;
                while (i < n) {
                    char d = s.charAt(i);
                    if ((d == '+' || d == '-') && "eEpP".indexOf(s.charAt(i - 1)) >= 0) {
                        i++;
                    } else if (Character.isLetterOrDigit(d) || d == '_' || d == '.') {
                        i++;
                    } else {
                        break;
                    }
                }
                kind = PpToken.Kind.NUMBER;
            } else if (c == '"' || c == '\'') {
                i++;
                while (i < n && s.charAt(i) != c && s.charAt(i) != '\n') {
                    i += s.charAt(i) == '\\' ? 2 : 1;
                }
                i = Math.min(n, i + 1);
                kind = c == '"' ? PpToken.Kind.STRING : PpToken.Kind.CHARACTER;
            } else {
                kind = PpToken.Kind.PUNCTUATOR;
                i++;
                for (String p : PUNCTUATORS) {
                    if (s.startsWith(p, start)) {
                        i = start + p.length();
                        break;
                    }
                }
                if ("()[]{}.,;:?=+-*/%<>&^|!~#".indexOf(c) < 0 && i == start + 1) {
                    kind = PpToken.Kind.OTHER;
                }
            }
            out.add(new PpToken(kind, s.substring(start, i), start, i - start, space, lineStart));
            lineStart = false;
            space = false;
        }
        return out;
    }
}
