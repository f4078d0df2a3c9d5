package dev.tungsten.cg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dev.tungsten.ir.Span;

/// Splits one file's text into C99 preprocessing tokens (§6.4), the units the preprocessor and
/// the parser work on. Never throws: an unterminated comment or literal becomes a
/// [PreprocessError] in the caller's list and lexing goes on.
///
/// The translation phases 1–3 (§5.1.1.2) happen here in one pass: a backslash-newline splice is
/// removed (as GCC does, also with blanks between the backslash and the newline), a comment
/// becomes white space ([PpToken#spaceBefore]), and a token is the longest run of characters
/// that forms one (maximal munch). Offsets are global ([SourceSet]): `base` plus the offset in
/// the file; a token spanning a splice keeps its start offset and its length covers the splice.
/// Trigraphs are not replaced (GCC's default in its GNU modes).
public final class PpLexer {
    private final int base;
    private final List<PreprocessError> errors;
    /// The text with its splices removed, and for each removed splice the offset in that text
    /// where it was and how many characters all splices up to it removed (empty arrays when the
    /// text has none, the common case, which then lexes the original string).
    private final String src;
    private final int[] spliceAt;
    private final int[] removedBefore;
    private int spliceCursor = -1;

    private PpLexer(String text, int base, List<PreprocessError> errors) {
        this.base = base;
        this.errors = errors;
        int splice = findSplice(text, 0);
        if (splice < 0) {
            this.src = text;
            this.spliceAt = new int[0];
            this.removedBefore = new int[0];
            return;
        }
        StringBuilder sb = new StringBuilder(text.length());
        int[] at = new int[8];
        int[] removed = new int[8];
        int count = 0;
        int from = 0;
        while (splice >= 0) {
            sb.append(text, from, splice);
            from = spliceEnd(text, splice);
            if (count == at.length) {
                at = Arrays.copyOf(at, count * 2);
                removed = Arrays.copyOf(removed, count * 2);
            }
            at[count] = sb.length();
            removed[count] = from - sb.length();
            count++;
            splice = findSplice(text, from);
        }
        sb.append(text, from, text.length());
        this.src = sb.toString();
        this.spliceAt = Arrays.copyOf(at, count);
        this.removedBefore = Arrays.copyOf(removed, count);
    }

    /// The preprocessing tokens of `text`, whose first character has the global offset `base`;
    /// errors (unterminated comments and literals) are added to `errors`.
    public static List<PpToken> tokenize(String text, int base, List<PreprocessError> errors) {
        return new PpLexer(text, base, errors).run();
    }

    private static int findSplice(String text, int from) {
        for (int i = text.indexOf('\\', from); i >= 0; i = text.indexOf('\\', i + 1)) {
            if (spliceEnd(text, i) > i) {
                return i;
            }
        }
        return -1;
    }

    /// The end of a splice starting at `i` (a backslash, optional blanks, a line break), or `i`.
    private static int spliceEnd(String text, int i) {
        if (text.charAt(i) != '\\') {
            return i;
        }
        int j = i + 1;
        while (j < text.length() && (text.charAt(j) == ' ' || text.charAt(j) == '\t')) {
            j++;
        }
        if (j >= text.length()) {
            return i;
        }
        char c = text.charAt(j);
        if (c == '\n') {
            return j + 1;
        }
        if (c == '\r') {
            return j + 1 < text.length() && text.charAt(j + 1) == '\n' ? j + 2 : j + 1;
        }
        return i;
    }

    /// The original text's offset of the spliced text's offset `i`. Tokens ask in increasing
    /// order, so a cursor over the splices makes this constant time.
    private int raw(int i) {
        if (spliceAt.length == 0) {
            return i;
        }
        int k = spliceCursor;
        if (k >= 0 && spliceAt[k] > i) {
            k = -1;
        }
        while (k + 1 < spliceAt.length && spliceAt[k + 1] <= i) {
            k++;
        }
        spliceCursor = k;
        return k < 0 ? i : i + removedBefore[k];
    }

    private int global(int i) {
        return base + raw(i);
    }

    private List<PpToken> run() {
        char[] s = src.toCharArray();
        int n = s.length;
        List<PpToken> out = new ArrayList<>(n / 6 + 8);
        boolean space = false;
        boolean bol = true;
        int i = 0;
        while (i < n) {
            char c = s[i];
            switch (c) {
                case ' ', '\t', '\f', '\u000B' -> {
                    space = true;
                    i++;
                    continue;
                }
                case '\n', '\r' -> {
                    space = false;
                    bol = true;
                    i++;
                    continue;
                }
                case '/' -> {
                    if (i + 1 < n && s[i + 1] == '*') {
                        int end = src.indexOf("*/", i + 2);
                        if (end < 0) {
                            errors.add(new PreprocessError.UnterminatedComment(new Span(global(i), global(i + 1) + 1)));
                            i = n;
                        } else {
                            i = end + 2;
                        }
                        space = true;
                        continue;
                    }
                    if (i + 1 < n && s[i + 1] == '/') {
                        while (i < n && s[i] != '\n' && s[i] != '\r') {
                            i++;
                        }
                        space = true;
                        continue;
                    }
                }
                default -> { }
            }
            int start = i;
            int quote = -1;
            PpToken.Kind kind;
            String text = null;
            if (isIdentStart(c)) {
                i++;
                while (i < n && isIdentPart(s[i])) {
                    i++;
                }
                kind = PpToken.Kind.IDENTIFIER;
                if (i < n && (s[i] == '"' || s[i] == '\'') && isEncodingPrefix(s, start, i)) {
                    quote = i;
                }
            } else if (isDigit(c) || (c == '.' && i + 1 < n && isDigit(s[i + 1]))) {
                i = numberEnd(s, i + 1);
                kind = PpToken.Kind.NUMBER;
            } else if (c == '"' || c == '\'') {
                quote = i;
                kind = PpToken.Kind.OTHER;
            } else {
                int len = punctuatorLength(s, i);
                if (len > 0) {
                    text = len == 1 ? SINGLE[c] : null;
                    i += len;
                    kind = PpToken.Kind.PUNCTUATOR;
                } else {
                    i += Character.charCount(Character.codePointAt(s, i));
                    kind = PpToken.Kind.OTHER;
                }
            }
            boolean unterminated = false;
            if (quote >= 0) {
                kind = s[quote] == '"' ? PpToken.Kind.STRING : PpToken.Kind.CHARACTER;
                i = literalEnd(s, quote);
                if (i < 0) {
                    i = -i;
                    kind = PpToken.Kind.OTHER;
                    unterminated = true;
                }
            }
            int offset = global(start);
            int length = spliceAt.length == 0 ? i - start : raw(i - 1) + 1 - raw(start);
            if (unterminated) {
                errors.add(new PreprocessError.UnterminatedLiteral(new Span(offset, offset + length), s[quote]));
            }
            out.add(new PpToken(kind, text != null ? text : src.substring(start, i), offset, length, space, bol));
            space = false;
            bol = false;
        }
        return out;
    }

    /// The one-character punctuators' texts, so that the most frequent tokens allocate no string.
    private static final String[] SINGLE = new String[128];

    static {
        for (char c : "[](){}.&*+-~!/%<>^|?:;=,#".toCharArray()) {
            SINGLE[c] = String.valueOf(c);
        }
    }

    static boolean isIdentStart(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$';
    }

    static boolean isIdentPart(char c) {
        return isIdentStart(c) || isDigit(c);
    }

    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /// `L`, `u`, `U` and `u8` prefix a string or character literal (C11 §6.4.5, which GCC
    /// applies in its default mode).
    private static boolean isEncodingPrefix(char[] s, int start, int end) {
        int len = end - start;
        char c = s[start];
        if (len == 1) {
            return c == 'L' || c == 'u' || c == 'U';
        }
        return len == 2 && c == 'u' && s[start + 1] == '8' && s[end] == '"';
    }

    /// pp-number (§6.4.8): digits, letters, `_`, `.`, and a sign right after `e E p P`.
    private static int numberEnd(char[] s, int i) {
        int n = s.length;
        while (i < n) {
            char c = s[i];
            if ((c == '+' || c == '-') && isExponentLetter(s[i - 1])) {
                i++;
            } else if (isIdentPart(c) || c == '.') {
                i++;
            } else {
                break;
            }
        }
        return i;
    }

    private static boolean isExponentLetter(char c) {
        return c == 'e' || c == 'E' || c == 'p' || c == 'P';
    }

    /// The end of the literal whose opening quote is at `i`, or minus the end of the line when
    /// the literal is not closed on it (the text up to there becomes an `OTHER` token, as in GCC).
    private static int literalEnd(char[] s, int i) {
        char quote = s[i];
        int n = s.length;
        int j = i + 1;
        while (j < n) {
            char c = s[j];
            if (c == quote) {
                return j + 1;
            }
            if (c == '\n' || c == '\r') {
                break;
            }
            if (c == '\\' && j + 1 < n && s[j + 1] != '\n' && s[j + 1] != '\r') {
                j++;
            }
            j++;
        }
        return -j;
    }

    /// The length of the punctuator (§6.4.6, digraphs included) at `i`, or 0.
    static int punctuatorLength(char[] s, int i) {
        int n = s.length;
        char c = s[i];
        char d = i + 1 < n ? s[i + 1] : '\0';
        char e = i + 2 < n ? s[i + 2] : '\0';
        return switch (c) {
            case '[', ']', '(', ')', '{', '}', '~', '?', ';', ',' -> 1;
            case '.' -> d == '.' && e == '.' ? 3 : 1;
            case '-' -> d == '>' || d == '-' || d == '=' ? 2 : 1;
            case '+' -> d == '+' || d == '=' ? 2 : 1;
            case '&' -> d == '&' || d == '=' ? 2 : 1;
            case '|' -> d == '|' || d == '=' ? 2 : 1;
            case '*', '/', '!', '=', '^' -> d == '=' ? 2 : 1;
            case '#' -> d == '#' ? 2 : 1;
            case ':' -> d == '>' ? 2 : 1;
            case '<' -> d == '<' ? (e == '=' ? 3 : 2) : d == '=' || d == ':' || d == '%' ? 2 : 1;
            case '>' -> d == '>' ? (e == '=' ? 3 : 2) : d == '=' ? 2 : 1;
            case '%' -> {
                if (d == ':') {
                    yield e == '%' && i + 3 < n && s[i + 3] == ':' ? 4 : 2;
                }
                yield d == '=' || d == '>' ? 2 : 1;
            }
            default -> 0;
        };
    }
}
