package dev.tungsten.cg;

import java.nio.charset.StandardCharsets;

import dev.tungsten.ir.Span;

/// Evaluates the controlling expression of `#if` and `#elif` (C99 §6.10.1): an integer
/// constant expression after macro replacement, where `defined X` and `defined(X)` are 1 or 0,
/// every remaining identifier is 0, and every value is `intmax_t` or `uintmax_t` (64-bit here).
/// The usual arithmetic conversions apply (an unsigned operand makes the operation unsigned);
/// `&&`, `||` and `?:` do not evaluate the operand they skip, so `0 && 1/0` is no error.
///
/// Reads one token at a time from the expander, never ahead, so the operand of `defined` can be
/// read with expansion prevented. The first error stops the evaluation (the directive's group is
/// then skipped, as GCC does); it is reported to the preprocessor and never escapes as an exception.
final class PpExpression {
    /// Parentheses and unary operators nest on the Java stack.
    static final int MAX_NESTING = 256;

    private record Value(long v, boolean unsigned) {
        boolean isTrue() {
            return v != 0;
        }
    }

    private static final Value ZERO = new Value(0, false);
    private static final Value ONE = new Value(1, false);

    /// Thrown after the error is reported, to unwind the evaluation.
    private static final class Stop extends RuntimeException {
        Stop() {
            super(null, null, false, false);
        }
    }

    private final Preprocessor pp;
    private final MacroExpander in;
    private final String directive;
    private final Span line;
    private PpToken cur;
    private int nesting;

    private PpExpression(Preprocessor pp, MacroExpander in, String directive, Span line) {
        this.pp = pp;
        this.in = in;
        this.directive = directive;
        this.line = line;
    }

    /// The truth of the expression `in` yields for `directive` (`if` or `elif`) spanning `line`;
    /// errors go to `pp` and make it false.
    static boolean evaluate(Preprocessor pp, MacroExpander in, String directive, Span line) {
        PpExpression e = new PpExpression(pp, in, directive, line);
        try {
            e.advance();
            if (e.cur == null) {
                throw e.fail(line, "#" + directive + " with no expression");
            }
            Value v = e.comma(true);
            if (e.cur != null) {
                throw e.fail(e.cur.span(), "missing binary operator before token \"" + e.cur.text() + "\"");
            }
            return v.isTrue();
        } catch (Stop s) {
            return false;
        }
    }

    private void advance() {
        cur = in.next();
        if (pp.stopped) {
            throw new Stop();
        }
    }

    private Stop fail(Span span, String message) {
        pp.error(new PreprocessError.BadExpression(span, directive, message));
        return new Stop();
    }

    private boolean at(String op) {
        return cur != null && cur.kind() == PpToken.Kind.PUNCTUATOR && cur.text().equals(op);
    }

    private Span here() {
        return cur != null ? cur.span() : line;
    }

    /// `expression: conditional-expression (, conditional-expression)*` (GCC accepts the comma
    /// operator in `#if`; its value is the right operand's).
    private Value comma(boolean eval) {
        Value v = conditional(eval);
        while (at(",")) {
            advance();
            v = conditional(eval);
        }
        return v;
    }

    /// `conditional-expression: logical-OR-expression (? expression : conditional-expression)?`
    private Value conditional(boolean eval) {
        Value c = binary(0, eval);
        if (!at("?")) {
            return c;
        }
        enter();
        advance();
        Value a = comma(eval && c.isTrue());
        if (!at(":")) {
            throw fail(here(), "expected ':' in conditional expression, found " + found());
        }
        advance();
        Value b = conditional(eval && !c.isTrue());
        nesting--;
        boolean unsigned = a.unsigned || b.unsigned;
        return new Value(c.isTrue() ? a.v : b.v, unsigned);
    }

    private String found() {
        return cur == null ? "end of line" : "\"" + cur.text() + "\"";
    }

    /// Binary precedence, lowest first: `||`, `&&`, `|`, `^`, `&`, `== !=`, `< > <= >=`,
    /// `<< >>`, `+ -`, `* / %` (§6.5.5–6.5.14); -1 when `cur` is no binary operator.
    private int precedence() {
        if (cur == null || cur.kind() != PpToken.Kind.PUNCTUATOR) {
            return -1;
        }
        return switch (cur.text()) {
            case "||" -> 0;
            case "&&" -> 1;
            case "|" -> 2;
            case "^" -> 3;
            case "&" -> 4;
            case "==", "!=" -> 5;
            case "<", ">", "<=", ">=" -> 6;
            case "<<", ">>" -> 7;
            case "+", "-" -> 8;
            case "*", "/", "%" -> 9;
            default -> -1;
        };
    }

    private Value binary(int minPrecedence, boolean eval) {
        Value left = unary(eval);
        for (int p = precedence(); p >= minPrecedence; p = precedence()) {
            PpToken op = cur;
            advance();
            boolean evalRight = eval && switch (op.text()) {
                case "&&" -> left.isTrue();
                case "||" -> !left.isTrue();
                default -> true;
            };
            Value right = binary(p + 1, evalRight);
            left = apply(op, left, right, eval);
        }
        return left;
    }

    private Value apply(PpToken op, Value a, Value b, boolean eval) {
        boolean u = a.unsigned || b.unsigned;
        long x = a.v;
        long y = b.v;
        return switch (op.text()) {
            case "||" -> bool(a.isTrue() || b.isTrue());
            case "&&" -> bool(a.isTrue() && b.isTrue());
            case "|" -> new Value(x | y, u);
            case "^" -> new Value(x ^ y, u);
            case "&" -> new Value(x & y, u);
            case "==" -> bool(x == y);
            case "!=" -> bool(x != y);
            case "<" -> bool(compare(x, y, u) < 0);
            case ">" -> bool(compare(x, y, u) > 0);
            case "<=" -> bool(compare(x, y, u) <= 0);
            case ">=" -> bool(compare(x, y, u) >= 0);
            // A shift has the left operand's type; GCC shifts the other way for a negative count
            // and gives 0 (or -1) for a count of the width or more.
            case "<<" -> new Value(shift(x, a.unsigned, b, true), a.unsigned);
            case ">>" -> new Value(shift(x, a.unsigned, b, false), a.unsigned);
            case "+" -> new Value(x + y, u);
            case "-" -> new Value(x - y, u);
            case "*" -> new Value(x * y, u);
            case "/", "%" -> {
                if (y == 0) {
                    if (eval) {
                        pp.error(new PreprocessError.DivisionByZero(op.span(), op.text()));
                        throw new Stop();
                    }
                    yield new Value(0, u);
                }
                boolean div = op.text().equals("/");
                if (u) {
                    yield new Value(div ? Long.divideUnsigned(x, y) : Long.remainderUnsigned(x, y), true);
                }
                yield new Value(div ? x / y : x % y, false);
            }
            default -> throw new IllegalStateException(op.text());
        };
    }

    private static Value bool(boolean b) {
        return b ? ONE : ZERO;
    }

    private static int compare(long x, long y, boolean unsigned) {
        return unsigned ? Long.compareUnsigned(x, y) : Long.compare(x, y);
    }

    private static long shift(long x, boolean unsigned, Value count, boolean left) {
        long n = count.v;
        if (!count.unsigned && n < 0) {
            left = !left;
            n = n == Long.MIN_VALUE ? Long.MAX_VALUE : -n;
        }
        boolean wide = count.unsigned ? Long.compareUnsigned(n, 64) >= 0 : n >= 64;
        if (left) {
            return wide ? 0 : x << n;
        }
        if (wide) {
            return unsigned || x >= 0 ? 0 : -1;
        }
        return unsigned ? x >>> n : x >> n;
    }

    /// `unary-expression: (+ | - | ~ | !) unary-expression | primary`
    private Value unary(boolean eval) {
        if (cur != null && cur.kind() == PpToken.Kind.PUNCTUATOR) {
            String op = cur.text();
            switch (op) {
                case "+", "-", "~", "!" -> {
                    enter();
                    advance();
                    Value v = unary(eval);
                    nesting--;
                    return switch (op) {
                        case "+" -> v;
                        case "-" -> new Value(-v.v, v.unsigned);
                        case "~" -> new Value(~v.v, v.unsigned);
                        default -> bool(!v.isTrue());
                    };
                }
                case "(" -> {
                    enter();
                    advance();
                    Value v = comma(eval);
                    if (!at(")")) {
                        throw fail(here(), "missing ')' in expression, found " + found());
                    }
                    nesting--;
                    advance();
                    return v;
                }
                default -> { }
            }
        }
        return primary();
    }

    private void enter() {
        if (++nesting > MAX_NESTING) {
            throw fail(here(), "expression nests deeper than " + MAX_NESTING + " levels");
        }
    }

    /// `primary: pp-number | character-constant | identifier | defined identifier | defined ( identifier )`
    private Value primary() {
        PpToken t = cur;
        if (t == null) {
            throw fail(line, "expected a value, found end of line");
        }
        switch (t.kind()) {
            case NUMBER -> {
                Value v = number(t);
                advance();
                return v;
            }
            case CHARACTER -> {
                Value v = character(t);
                advance();
                return v;
            }
            case IDENTIFIER -> {
                if (t.text().equals("defined")) {
                    return defined(t);
                }
                advance();
                return ZERO;
            }
            default -> throw fail(t.span(), t.kind() == PpToken.Kind.STRING
                    ? "token " + found() + " is not valid in preprocessor expressions"
                    : "expected a value, found " + found());
        }
    }

    private Value defined(PpToken definedTok) {
        in.preventExpansion = true;
        try {
            advance();
            boolean paren = at("(");
            if (paren) {
                advance();
            }
            if (cur == null || cur.kind() != PpToken.Kind.IDENTIFIER) {
                throw fail(cur != null ? cur.span() : definedTok.span(),
                        "operator \"defined\" requires an identifier, found " + found());
            }
            boolean d = pp.macros.containsKey(cur.text());
            if (paren) {
                advance();
                if (!at(")")) {
                    throw fail(here(), "missing ')' after \"defined\", found " + found());
                }
            }
            in.preventExpansion = false;
            advance();
            return bool(d);
        } finally {
            in.preventExpansion = false;
        }
    }

    /// An integer constant (§6.4.4.1): decimal, octal, hex or GNU binary, with `u`/`l` suffixes.
    private Value number(PpToken t) {
        String s = t.text();
        int end = s.length();
        boolean unsigned = false;
        int longs = 0;
        while (end > 0) {
            char c = s.charAt(end - 1);
            if ((c == 'u' || c == 'U') && !unsigned) {
                unsigned = true;
            } else if ((c == 'l' || c == 'L') && longs < 2) {
                if (longs == 1 && s.charAt(end) != c) {
                    break;
                }
                longs++;
            } else {
                break;
            }
            end--;
        }
        int radix = 10;
        int start = 0;
        if (end > 1 && s.charAt(0) == '0' && (s.charAt(1) == 'x' || s.charAt(1) == 'X')) {
            radix = 16;
            start = 2;
        } else if (end > 1 && s.charAt(0) == '0' && (s.charAt(1) == 'b' || s.charAt(1) == 'B')) {
            radix = 2;
            start = 2;
        } else if (s.charAt(0) == '0') {
            radix = 8;
        }
        if (start == end) {
            throw bad(t, "invalid integer constant");
        }
        long v = 0;
        boolean overflow = false;
        for (int i = start; i < end; i++) {
            int d = Character.digit(s.charAt(i), radix);
            if (d < 0) {
                char c = s.charAt(i);
                boolean floating = c == '.' || (radix != 16 && (c == 'e' || c == 'E')) || (radix == 16 && (c == 'p' || c == 'P'));
                throw bad(t, floating ? "floating constant in preprocessor expression"
                        : radix == 8 && Character.isDigit(c) ? "invalid digit \"" + c + "\" in octal constant"
                        : "invalid suffix \"" + s.substring(i) + "\" on integer constant");
            }
            long next = v * radix + d;
            if (Long.compareUnsigned(v, Long.divideUnsigned(-1L - d, radix)) > 0) {
                overflow = true;
            }
            v = next;
        }
        if (overflow) {
            throw bad(t, "integer constant is too large for its type");
        }
        // A constant that does not fit intmax_t is unsigned (§6.4.4.1 ¶5, GCC for decimals too).
        return new Value(v, unsigned || v < 0);
    }

    /// A character constant (§6.4.4.4): a plain one is a `char` (signed, as on GCC's x86 targets),
    /// several characters fold into an `int` as GCC does; `u'…'` and `U'…'` are unsigned.
    private Value character(PpToken t) {
        String s = t.text();
        int q = s.indexOf('\'');
        String prefix = s.substring(0, q);
        String body = s.substring(q + 1, s.length() - 1);
        if (body.isEmpty()) {
            throw bad(t, "empty character constant");
        }
        long value = 0;
        int count = 0;
        long lastUnit = 0;
        for (int i = 0; i < body.length(); ) {
            int unit;
            char c = body.charAt(i);
            if (c == '\\' && i + 1 < body.length()) {
                char e = body.charAt(i + 1);
                i += 2;
                if (e >= '0' && e <= '7') {
                    unit = e - '0';
                    for (int k = 0; k < 2 && i < body.length() && body.charAt(i) >= '0' && body.charAt(i) <= '7'; k++) {
                        unit = unit * 8 + body.charAt(i++) - '0';
                    }
                } else if (e == 'x') {
                    unit = 0;
                    while (i < body.length() && Character.digit(body.charAt(i), 16) >= 0) {
                        unit = unit * 16 + Character.digit(body.charAt(i++), 16);
                    }
                } else {
                    unit = switch (e) {
                        case 'n' -> '\n';
                        case 't' -> '\t';
                        case 'r' -> '\r';
                        case 'a' -> 7;
                        case 'b' -> '\b';
                        case 'f' -> '\f';
                        case 'v' -> 11;
                        case 'e', 'E' -> 27;
                        default -> e;
                    };
                }
                lastUnit = unit;
                value = (value << 8) | (unit & 0xFF);
                count++;
            } else {
                int cp = body.codePointAt(i);
                i += Character.charCount(cp);
                if (!prefix.isEmpty()) {
                    lastUnit = cp;
                    count++;
                    continue;
                }
                for (byte b : Character.toString(cp).getBytes(StandardCharsets.UTF_8)) {
                    lastUnit = b & 0xFF;
                    value = (value << 8) | (b & 0xFF);
                    count++;
                }
            }
        }
        return switch (prefix) {
            case "" -> count == 1 ? new Value((byte) value, false) : new Value((int) value, false);
            case "L" -> new Value((int) lastUnit, false);
            case "u" -> new Value(lastUnit & 0xFFFF, true);
            default -> new Value(lastUnit & 0xFFFFFFFFL, true);
        };
    }

    private Stop bad(PpToken t, String reason) {
        pp.error(new PreprocessError.BadConstant(t.span(), t.text(), reason));
        return new Stop();
    }
}
