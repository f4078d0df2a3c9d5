package dev.tungsten.cg;

import java.util.ArrayList;
import java.util.List;

/// Splits a C pp-number (C99 §6.4.8) into the Cg constant it spells (Cg 3.1 §"Constants") and
/// what follows it. A pp-number is greedy, so `1.0.xxx` and `1.0f.xxx` (the specification's
/// own swizzles of a constant) arrive as one token: a trailing `.name` chain is returned as
/// member names for the parser to apply. Anything else left over (`1.2.3`, `0x`, `1e`, `08`)
/// makes the token malformed.
///
/// Integers are decimal, hexadecimal (`0x`) or octal (leading `0`), with an optional `u`, `l`,
/// `ul` or `lu` suffix; floating constants have a `.` or an exponent, and `f`, `h` or `x`
/// (float, half, fixed) may follow either form (`1f` is a float). The value is not computed
/// here: the semantic analysis types and folds constants.
final class NumberLiteral {
    private NumberLiteral() {}

    /// A member name written after the constant inside the same pp-number, at `offset` within it.
    record Member(String name, int offset) {}

    /// The constant (`text` without its suffix) and the `.name` chain after it; `error` is
    /// `null` when the token is well formed, else why it is not.
    record Parsed(Ast.LiteralKind kind, String text, String suffix, List<Member> members, String error) {}

    static Parsed read(String s) {
        int n = s.length();
        int i = 0;
        boolean isFloat = false;
        if (n >= 2 && s.charAt(0) == '0' && (s.charAt(1) == 'x' || s.charAt(1) == 'X')) {
            i = 2;
            while (i < n && Character.digit(s.charAt(i), 16) >= 0) {
                i++;
            }
            if (i == 2) {
                return malformed("a hexadecimal constant needs at least one digit after `0x`");
            }
        } else {
            int digits = 0;
            while (i < n && isDigit(s.charAt(i))) {
                i++;
                digits++;
            }
            if (i < n && s.charAt(i) == '.') {
                isFloat = true;
                i++;
                while (i < n && isDigit(s.charAt(i))) {
                    i++;
                    digits++;
                }
            }
            if (digits == 0) {
                return malformed("a constant needs at least one digit");
            }
            if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
                int e = i + 1;
                if (e < n && (s.charAt(e) == '+' || s.charAt(e) == '-')) {
                    e++;
                }
                if (e >= n || !isDigit(s.charAt(e))) {
                    return malformed("an exponent needs at least one digit");
                }
                while (e < n && isDigit(s.charAt(e))) {
                    e++;
                }
                isFloat = true;
                i = e;
            }
            if (!isFloat && i > 1 && s.charAt(0) == '0') {
                for (int k = 1; k < i; k++) {
                    if (s.charAt(k) > '7') {
                        return malformed("digit " + s.charAt(k) + " in an octal constant");
                    }
                }
            }
        }
        String text = s.substring(0, i);
        boolean hex = text.length() > 1 && (text.charAt(1) == 'x' || text.charAt(1) == 'X');
        int suffixStart = i;
        Ast.LiteralKind kind = isFloat ? Ast.LiteralKind.FLOAT : Ast.LiteralKind.INT;
        if (i < n && isFloatSuffix(s.charAt(i)) && !hex) {
            kind = Ast.LiteralKind.FLOAT;
            i++;
        } else if (!isFloat) {
            i = integerSuffixEnd(s, i);
        }
        String suffix = s.substring(suffixStart, i).toLowerCase(java.util.Locale.ROOT);
        if (kind == Ast.LiteralKind.INT && !fitsIn64Bits(text, hex)) {
            return malformed("an integer constant must fit in 64 bits");
        }
        if (i == n) {
            return new Parsed(kind, text, suffix, List.of(), null);
        }
        List<Member> members = new ArrayList<>();
        while (i < n) {
            if (s.charAt(i) != '.' || i + 1 >= n || !isNameStart(s.charAt(i + 1))) {
                return malformed("`" + s.substring(i) + "` cannot follow the constant `" + s.substring(0, suffixStart + suffix.length()) + "`");
            }
            int start = i + 1;
            int j = start;
            while (j < n && (isNameStart(s.charAt(j)) || isDigit(s.charAt(j)))) {
                j++;
            }
            members.add(new Member(s.substring(start, j), start));
            i = j;
        }
        return new Parsed(kind, text, suffix, members, null);
    }

    /// The end of `u`, `l`, `ul` or `lu` (any case) at `i`, or `i` when there is none.
    private static int integerSuffixEnd(String s, int i) {
        int n = s.length();
        boolean u = false;
        boolean l = false;
        while (i < n) {
            char c = Character.toLowerCase(s.charAt(i));
            if (c == 'u' && !u) {
                u = true;
            } else if (c == 'l' && !l) {
                l = true;
            } else {
                break;
            }
            i++;
        }
        return i;
    }

    /// Whether the digits of an integer constant give a value below 2^64 (C99 §6.4.4.1 ¶6: a
    /// constant no integer type represents is an error; GCC: "too large for its type").
    private static boolean fitsIn64Bits(String text, boolean hex) {
        String digits = hex ? text.substring(2) : text;
        int radix = hex ? 16 : text.length() > 1 && text.charAt(0) == '0' ? 8 : 10;
        return new java.math.BigInteger(digits, radix).bitLength() <= 64;
    }

    private static Parsed malformed(String reason) {
        return new Parsed(null, null, null, List.of(), reason);
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isFloatSuffix(char c) {
        return c == 'f' || c == 'F' || c == 'h' || c == 'H' || c == 'x' || c == 'X';
    }

    private static boolean isNameStart(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    }
}
