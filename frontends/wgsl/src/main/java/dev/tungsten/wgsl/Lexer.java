package dev.tungsten.wgsl;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.List;

import dev.tungsten.ir.Span;

/// Turns WGSL source into tokens (§3). Never throws: text that forms no token becomes an
/// [TokenKind#ERROR] token and a [SyntaxError] in [#errors()].
///
/// Template lists are found first, by the discovery algorithm of §3.9, on the characters: each
/// `<` it marks becomes [TokenKind#TEMPLATE_START] and each `>` it marks becomes a one-character
/// [TokenKind#TEMPLATE_END], even where maximal munch would have made `>>` or `>=`.
public final class Lexer {
    private final String src;
    private final List<SyntaxError> errors = new ArrayList<>();
    private final BitSet templateStarts = new BitSet();
    private final BitSet templateEnds = new BitSet();

    public Lexer(String source) {
        this.src = source;
    }

    public List<SyntaxError> errors() {
        return errors;
    }

    /// All tokens, ending with one [TokenKind#EOF].
    public List<Token> tokenize() {
        discoverTemplateLists();
        List<Token> out = new ArrayList<>(src.length() / 3 + 8);
        int pos = 0;
        int n = src.length();
        while (true) {
            pos = skipBlankAndComments(pos, true);
            if (pos >= n) {
                out.add(new Token(TokenKind.EOF, n, n));
                return out;
            }
            Token t = next(pos);
            out.add(t);
            pos = t.end();
        }
    }

    // ---------------------------------------------------------------- character classes

    static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\u000C' || c == '\r'
                || c == '\u0085' || c == '\u200E' || c == '\u200F' || c == '\u2028' || c == '\u2029';
    }

    private static boolean isLineBreak(char c) {
        return c == '\n' || c == '\u000B' || c == '\u000C' || c == '\r' || c == '\u0085'
                || c == '\u2028' || c == '\u2029';
    }

    private static boolean isIdentStart(int cp) {
        return cp == '_' || (cp < 128 ? Character.isLetter(cp) : Character.isUnicodeIdentifierStart(cp));
    }

    private static boolean isIdentPart(int cp) {
        if (cp < 128) {
            return cp == '_' || Character.isLetterOrDigit(cp);
        }
        return Character.isUnicodeIdentifierPart(cp) && !Character.isIdentifierIgnorable(cp);
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isHexDigit(char c) {
        return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }

    private char at(int i) {
        return i < src.length() ? src.charAt(i) : '\0';
    }

    // ---------------------------------------------------------------- blank space and comments

    /// Skips blank space and comments from `pos`; reports an unterminated block comment once
    /// when `report` is set.
    private int skipBlankAndComments(int pos, boolean report) {
        int n = src.length();
        while (pos < n) {
            char c = src.charAt(pos);
            if (isBlank(c)) {
                pos++;
            } else if (c == '/' && at(pos + 1) == '/') {
                pos += 2;
                while (pos < n && !isLineBreak(src.charAt(pos))) {
                    pos++;
                }
            } else if (c == '/' && at(pos + 1) == '*') {
                int start = pos;
                int depth = 1;
                pos += 2;
                while (pos < n && depth > 0) {
                    if (src.charAt(pos) == '/' && at(pos + 1) == '*') {
                        depth++;
                        pos += 2;
                    } else if (src.charAt(pos) == '*' && at(pos + 1) == '/') {
                        depth--;
                        pos += 2;
                    } else {
                        pos++;
                    }
                }
                if (depth > 0 && report) {
                    errors.add(new SyntaxError.UnterminatedComment(new Span(start, start + 2)));
                }
            } else {
                return pos;
            }
        }
        return pos;
    }

    // ---------------------------------------------------------------- literals

    /// Result of scanning a numeric literal: its end and whether it is a float, or an error.
    private record NumberScan(int end, boolean isFloat, String error) {}

    /// Scans the numeric literal starting at `pos` (a digit, or `.` followed by a digit) with the
    /// grammar of §3.3.1 (`decimal_int_literal`, `hex_int_literal`, `decimal_float_literal`,
    /// `hex_float_literal`), taking the longest match.
    private NumberScan scanNumber(int pos) {
        int p = pos;
        if (at(p) == '0' && (at(p + 1) == 'x' || at(p + 1) == 'X')) {
            p += 2;
            int intStart = p;
            while (isHexDigit(at(p))) {
                p++;
            }
            boolean hasInt = p > intStart;
            boolean isFloat = false;
            if (at(p) == '.') {
                int q = p + 1;
                while (isHexDigit(at(q))) {
                    q++;
                }
                boolean hasFrac = q > p + 1;
                if (hasInt || hasFrac) {
                    isFloat = true;
                    p = q;
                }
            }
            if (!hasInt && !isFloat) {
                return new NumberScan(pos + 2, false, "hexadecimal literal without digits");
            }
            if (at(p) == 'p' || at(p) == 'P') {
                int q = exponentEnd(p);
                if (q < 0) {
                    return new NumberScan(-q, true, "exponent has no digits");
                }
                p = q;
                isFloat = true;
                if (at(p) == 'f' || at(p) == 'h') {
                    p++;
                }
            } else if (!isFloat && (at(p) == 'i' || at(p) == 'u')) {
                p++;
            } else if (!isFloat && at(p) == 'l' && (at(p + 1) == 'i' || at(p + 1) == 'u')) {
                p += 2;
            }
            return new NumberScan(p, isFloat, null);
        }
        int intStart = p;
        while (isDigit(at(p))) {
            p++;
        }
        int intDigits = p - intStart;
        boolean isFloat = false;
        if (at(p) == '.' && (intDigits > 0 || isDigit(at(p + 1)))) {
            isFloat = true;
            p++;
            while (isDigit(at(p))) {
                p++;
            }
        }
        if (at(p) == 'e' || at(p) == 'E') {
            int q = exponentEnd(p);
            if (q < 0) {
                return new NumberScan(-q, true, "exponent has no digits");
            }
            p = q;
            isFloat = true;
        }
        if (at(p) == 'l' && at(p + 1) == 'f') {
            // naga's 64-bit float literal suffix (`1.0lf`), used with `f64`.
            return new NumberScan(p + 2, true, null);
        }
        if (!isFloat && at(p) == 'l' && (at(p + 1) == 'i' || at(p + 1) == 'u')) {
            // naga's 64-bit integer literal suffixes (`1li`, `1lu`), used with `i64`/`u64`.
            if (intDigits > 1 && src.charAt(intStart) == '0') {
                return new NumberScan(p + 2, false, "a decimal literal may not start with 0 unless it is 0");
            }
            return new NumberScan(p + 2, false, null);
        }
        if (at(p) == 'f' || at(p) == 'h') {
            if (!isFloat && intDigits > 1 && src.charAt(intStart) == '0') {
                return new NumberScan(p + 1, true, "a decimal literal may not start with 0 unless it is 0");
            }
            return new NumberScan(p + 1, true, null);
        }
        if (!isFloat) {
            if (intDigits > 1 && src.charAt(intStart) == '0') {
                return new NumberScan(p, false, "a decimal literal may not start with 0 unless it is 0");
            }
            if (at(p) == 'i' || at(p) == 'u') {
                p++;
            }
        }
        return new NumberScan(p, isFloat, null);
    }

    /// The end of the exponent whose letter (`e` or `p`) is at `p`: its optional sign and
    /// decimal digits. Minus the position after the sign when there are no digits.
    private int exponentEnd(int p) {
        int q = p + 1;
        if (at(q) == '+' || at(q) == '-') {
            q++;
        }
        if (!isDigit(at(q))) {
            return -q;
        }
        while (isDigit(at(q))) {
            q++;
        }
        return q;
    }

    private int scanIdent(int pos) {
        int p = pos;
        while (p < src.length()) {
            int cp = src.codePointAt(p);
            if (!isIdentPart(cp)) {
                break;
            }
            p += Character.charCount(cp);
        }
        return p;
    }

    private boolean startsIdentPattern(int pos) {
        if (pos >= src.length()) {
            return false;
        }
        int cp = src.codePointAt(pos);
        if (!isIdentStart(cp)) {
            return false;
        }
        // A lone `_` is the phony-assignment token, not an identifier.
        return cp != '_' || (pos + 1 < src.length() && isIdentPart(src.codePointAt(pos + 1)));
    }

    private boolean startsNumber(int pos) {
        return isDigit(at(pos)) || (at(pos) == '.' && isDigit(at(pos + 1)));
    }

    // ---------------------------------------------------------------- template lists (§3.9)

    private record Candidate(int position, int depth) {}

    /// The template-list discovery algorithm of §3.9, run on the characters of the source.
    private void discoverTemplateLists() {
        Deque<Candidate> pending = new ArrayDeque<>();
        int depth = 0;
        int pos = 0;
        int n = src.length();
        while (true) {
            pos = skipBlankAndComments(pos, false);
            if (pos >= n) {
                return;
            }
            if (startsNumber(pos)) {
                pos = Math.max(pos + 1, scanNumber(pos).end());
                continue;
            }
            if (startsIdentPattern(pos)) {
                pos = skipBlankAndComments(scanIdent(pos), false);
                if (at(pos) == '<') {
                    pending.push(new Candidate(pos, depth));
                    pos++;
                    if (at(pos) == '<' || at(pos) == '=') {
                        pending.pop();
                        pos++;
                    }
                }
                continue;
            }
            char c = src.charAt(pos);
            switch (c) {
                case '>' -> {
                    if (!pending.isEmpty() && pending.peek().depth() == depth) {
                        templateStarts.set(pending.pop().position());
                        templateEnds.set(pos);
                        pos++;
                    } else {
                        pos++;
                        if (at(pos) == '=') {
                            pos++;
                        }
                    }
                }
                case '(', '[' -> {
                    depth++;
                    pos++;
                }
                case ')', ']' -> {
                    while (!pending.isEmpty() && pending.peek().depth() >= depth) {
                        pending.pop();
                    }
                    depth = Math.max(0, depth - 1);
                    pos++;
                }
                case '!' -> {
                    pos++;
                    if (at(pos) == '=') {
                        pos++;
                    }
                }
                case '=' -> {
                    pos++;
                    if (at(pos) == '=') {
                        pos++;
                    } else {
                        depth = 0;
                        pending.clear();
                    }
                }
                case ';', '{', ':' -> {
                    depth = 0;
                    pending.clear();
                    pos++;
                }
                case '&', '|' -> {
                    if (at(pos + 1) == c) {
                        while (!pending.isEmpty() && pending.peek().depth() == depth) {
                            pending.pop();
                        }
                        pos += 2;
                    } else {
                        pos++;
                    }
                }
                default -> pos++;
            }
        }
    }

    // ---------------------------------------------------------------- tokens

    private Token next(int pos) {
        char c = src.charAt(pos);
        if (startsNumber(pos)) {
            NumberScan scan = scanNumber(pos);
            if (scan.error() != null) {
                errors.add(new SyntaxError.BadNumber(new Span(pos, scan.end()), scan.error()));
                return new Token(TokenKind.ERROR, pos, scan.end());
            }
            // A literal running straight into an identifier character (`12abc`) is one bad token.
            if (scan.end() < src.length() && isIdentPart(src.codePointAt(scan.end()))) {
                int end = scanIdent(scan.end());
                errors.add(new SyntaxError.BadNumber(new Span(pos, end), "invalid suffix on numeric literal"));
                return new Token(TokenKind.ERROR, pos, end);
            }
            return new Token(scan.isFloat() ? TokenKind.FLOAT_LITERAL : TokenKind.INT_LITERAL, pos, scan.end());
        }
        if (startsIdentPattern(pos)) {
            int end = scanIdent(pos);
            String word = src.substring(pos, end);
            TokenKind kw = TokenKind.keyword(word);
            if (kw != null) {
                return new Token(kw, pos, end);
            }
            if (TokenKind.RESERVED_WORDS.contains(word)) {
                return new Token(TokenKind.RESERVED, pos, end);
            }
            return new Token(TokenKind.IDENT, pos, end);
        }
        char d = at(pos + 1);
        char e = at(pos + 2);
        TokenKind kind;
        int len = 1;
        switch (c) {
            case '&' -> { if (d == '&') { kind = TokenKind.AND_AND; len = 2; } else if (d == '=') { kind = TokenKind.AND_EQUAL; len = 2; } else { kind = TokenKind.AND; } }
            case '|' -> { if (d == '|') { kind = TokenKind.OR_OR; len = 2; } else if (d == '=') { kind = TokenKind.OR_EQUAL; len = 2; } else { kind = TokenKind.OR; } }
            case '-' -> { if (d == '>') { kind = TokenKind.ARROW; len = 2; } else if (d == '-') { kind = TokenKind.MINUS_MINUS; len = 2; } else if (d == '=') { kind = TokenKind.MINUS_EQUAL; len = 2; } else { kind = TokenKind.MINUS; } }
            case '+' -> { if (d == '+') { kind = TokenKind.PLUS_PLUS; len = 2; } else if (d == '=') { kind = TokenKind.PLUS_EQUAL; len = 2; } else { kind = TokenKind.PLUS; } }
            case '@' -> kind = TokenKind.AT;
            case '/' -> { if (d == '=') { kind = TokenKind.SLASH_EQUAL; len = 2; } else { kind = TokenKind.SLASH; } }
            case '!' -> { if (d == '=') { kind = TokenKind.NOT_EQUAL; len = 2; } else { kind = TokenKind.BANG; } }
            case '[' -> kind = TokenKind.LBRACKET;
            case ']' -> kind = TokenKind.RBRACKET;
            case '{' -> kind = TokenKind.LBRACE;
            case '}' -> kind = TokenKind.RBRACE;
            case ':' -> kind = TokenKind.COLON;
            case ',' -> kind = TokenKind.COMMA;
            case '=' -> { if (d == '=') { kind = TokenKind.EQUAL_EQUAL; len = 2; } else { kind = TokenKind.EQUAL; } }
            case '>' -> {
                if (templateEnds.get(pos)) {
                    kind = TokenKind.TEMPLATE_END;
                } else if (d == '>' && e == '=' && !templateEnds.get(pos + 1)) {
                    kind = TokenKind.SHIFT_RIGHT_EQUAL; len = 3;
                } else if (d == '>' && !templateEnds.get(pos + 1)) {
                    kind = TokenKind.SHIFT_RIGHT; len = 2;
                } else if (d == '=') {
                    kind = TokenKind.GREATER_EQUAL; len = 2;
                } else {
                    kind = TokenKind.GREATER;
                }
            }
            case '<' -> {
                if (templateStarts.get(pos)) {
                    kind = TokenKind.TEMPLATE_START;
                } else if (d == '<' && e == '=') {
                    kind = TokenKind.SHIFT_LEFT_EQUAL; len = 3;
                } else if (d == '<') {
                    kind = TokenKind.SHIFT_LEFT; len = 2;
                } else if (d == '=') {
                    kind = TokenKind.LESS_EQUAL; len = 2;
                } else {
                    kind = TokenKind.LESS;
                }
            }
            case '%' -> { if (d == '=') { kind = TokenKind.PERCENT_EQUAL; len = 2; } else { kind = TokenKind.PERCENT; } }
            case '.' -> kind = TokenKind.PERIOD;
            case '(' -> kind = TokenKind.LPAREN;
            case ')' -> kind = TokenKind.RPAREN;
            case ';' -> kind = TokenKind.SEMICOLON;
            case '*' -> { if (d == '=') { kind = TokenKind.STAR_EQUAL; len = 2; } else { kind = TokenKind.STAR; } }
            case '~' -> kind = TokenKind.TILDE;
            case '_' -> kind = TokenKind.UNDERSCORE;
            case '^' -> { if (d == '=') { kind = TokenKind.XOR_EQUAL; len = 2; } else { kind = TokenKind.XOR; } }
            default -> {
                int cp = src.codePointAt(pos);
                int end = pos + Character.charCount(cp);
                errors.add(new SyntaxError.UnexpectedCharacter(new Span(pos, end), cp));
                return new Token(TokenKind.ERROR, pos, end);
            }
        }
        return new Token(kind, pos, pos + len);
    }
}
