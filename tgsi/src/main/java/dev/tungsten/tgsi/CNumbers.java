package dev.tungsten.tgsi;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

/// The C library's number conversions, as glibc 2.36 performs them, for the text assembler and
/// the dumper: Mesa's `tgsi_text` reads immediates with `strtof`, `strtod`, `strtoll` and
/// `strtoull`, and `tgsi_dump` prints them with `printf`. Matching Mesa byte for byte needs the
/// same acceptance rules (what prefix of the text is a number) and the same rounding (correct
/// rounding to nearest even, on the exact binary value when printing), which Java's own
/// `Float.parseFloat` and `String.format` do not give: they accept `1f` and `Infinity`, reject
/// `inf` and `0x10`, and `String.format` rounds the shortest decimal half-up.
///
/// Every scanner takes the text and a start index and returns a [Scan]: the value's bits and the
/// index after the number, which equals the start when there is no number (as `endptr` does).
/// Work is bounded by the length of the number, whatever it claims: exponents saturate and only
/// the leading digits that can affect rounding are kept.
final class CNumbers {
    private CNumbers() {}

    /// A scanned number: `bits` holds the float's bits (low 32), the double's bits or the 64-bit
    /// integer; `end` is the index after the number, or the start when nothing was read.
    record Scan(long bits, int end) {
        boolean found(int start) {
            return end != start;
        }
    }

    /// Significant decimal digits kept before a sticky digit stands in for the rest: more than a
    /// binary64 halfway case can need (767), so rounding is still exact.
    private static final int MAX_DIGITS = 800;
    private static final long EXPONENT_CAP = 1_000_000_000L;

    /// C `isspace` in the C locale.
    static boolean isCSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }

    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    static int hexValue(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    }

    private static char at(CharSequence s, int i) {
        return i < s.length() ? s.charAt(i) : '\0';
    }

    private static boolean matchesIgnoreCase(CharSequence s, int i, String word) {
        if (i + word.length() > s.length()) {
            return false;
        }
        for (int k = 0; k < word.length(); k++) {
            if (Character.toLowerCase(s.charAt(i + k)) != word.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    // ---- strtof / strtod -----------------------------------------------------------------

    /// `strtof`: the float's raw bits in the low 32 bits of [Scan#bits].
    static Scan strtof(CharSequence s, int start) {
        return strtoReal(s, start, false);
    }

    /// `strtod`: the double's raw bits.
    static Scan strtod(CharSequence s, int start) {
        return strtoReal(s, start, true);
    }

    /// Where the digits of a C number start: after leading `isspace` and an optional sign.
    private record Prefix(int index, boolean negative) {
        static Prefix of(CharSequence s, int start) {
            int i = start;
            while (isCSpace(at(s, i))) {
                i++;
            }
            char c = at(s, i);
            return c == '+' || c == '-' ? new Prefix(i + 1, c == '-') : new Prefix(i, false);
        }
    }

    private static Scan strtoReal(CharSequence s, int start, boolean isDouble) {
        Prefix prefix = Prefix.of(s, start);
        int i = prefix.index();
        boolean negative = prefix.negative();
        if (matchesIgnoreCase(s, i, "inf")) {
            i += matchesIgnoreCase(s, i + 3, "inity") ? 8 : 3;
            return real(negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY, isDouble, i);
        }
        if (matchesIgnoreCase(s, i, "nan")) {
            return nan(s, i + 3, negative, isDouble);
        }
        if (at(s, i) == '0' && (at(s, i + 1) == 'x' || at(s, i + 1) == 'X')) {
            Scan hex = hexReal(s, i + 2, negative, isDouble);
            if (hex != null) {
                return hex;
            }
            // "0x" without a hex digit: the number is the "0".
            return real(negative ? -0.0 : 0.0, isDouble, i + 1);
        }
        return decimalReal(s, i, negative, isDouble, start);
    }

    private static Scan real(double value, boolean isDouble, int end) {
        return new Scan(isDouble ? Double.doubleToRawLongBits(value)
                : Float.floatToRawIntBits((float) value) & 0xFFFFFFFFL, end);
    }

    /// `nan` or `nan(chars)`: a quiet NaN; a `chars` that `strtoull` reads whole sets the payload
    /// bits below the quiet bit, as glibc does.
    private static Scan nan(CharSequence s, int i, boolean negative, boolean isDouble) {
        long payload = 0;
        if (at(s, i) == '(') {
            int j = i + 1;
            while (Character.isLetterOrDigit(at(s, j)) && at(s, j) < 128 || at(s, j) == '_') {
                j++;
            }
            if (at(s, j) == ')') {
                Scan p = strtoull(s, i + 1);
                if (p.end() == j) {
                    payload = p.bits();
                }
                i = j + 1;
            }
        }
        long bits;
        if (isDouble) {
            long mantissa = payload & 0x7FFFFFFFFFFFFL;
            bits = 0x7FF8000000000000L | mantissa | (negative ? Long.MIN_VALUE : 0);
        } else {
            long mantissa = payload & 0x3FFFFFL;
            bits = (0x7FC00000L | mantissa | (negative ? 0x80000000L : 0)) & 0xFFFFFFFFL;
        }
        return new Scan(bits, i);
    }

    /// The digits of a mantissa in `radix` (10 or 16) with an optional point: the significant
    /// digits (leading zeros dropped; past [#MAX_DIGITS] bits' worth, a last `1` stands in for
    /// any non-zero rest, which keeps rounding exact), the power of the radix that scales them,
    /// and the index after them.
    private record Mantissa(String digits, long scale, int end) {
        /// The mantissa at `i`, or null when no digit is there.
        static Mantissa scan(CharSequence s, int i, int radix) {
            int cap = radix == 16 ? MAX_DIGITS / 4 : MAX_DIGITS;
            StringBuilder digits = new StringBuilder();
            long scale = 0;
            boolean any = false;
            boolean sticky = false;
            boolean point = false;
            while (true) {
                char c = at(s, i);
                int v = hexValue(c);
                if (v >= 0 && v < radix) {
                    any = true;
                    if (digits.length() < cap) {
                        if (!digits.isEmpty() || v != 0) {
                            digits.append(c);
                        }
                        scale -= point ? 1 : 0;
                    } else {
                        sticky |= v != 0;
                        scale += point ? 0 : 1;
                    }
                    i++;
                } else if (c == '.' && !point) {
                    point = true;
                    i++;
                } else {
                    break;
                }
            }
            if (!any) {
                return null;
            }
            if (sticky) {
                digits.append('1');
                scale--;
            }
            return new Mantissa(digits.toString(), scale, i);
        }
    }

    /// The hex digits after `0x` (with an optional point and `p` exponent), or null when there is
    /// no hex digit.
    private static Scan hexReal(CharSequence s, int i, boolean negative, boolean isDouble) {
        Mantissa m = Mantissa.scan(s, i, 16);
        if (m == null) {
            return null;
        }
        int[] end = {m.end()};
        long exponent = exponentPart(s, m.end(), 'p', end);
        BigInteger mantissa = m.digits().isEmpty() ? BigInteger.ZERO : new BigInteger(m.digits(), 16);
        double value = roundBinary(mantissa, 4 * m.scale() + exponent, isDouble);
        return real(negative ? -value : value, isDouble, end[0]);
    }

    /// An optional `e`/`p` exponent at `i`: the saturated value; `end[0]` moves past it only when
    /// digits follow the letter.
    private static long exponentPart(CharSequence s, int i, char letter, int[] end) {
        char c = at(s, i);
        if (Character.toLowerCase(c) != letter) {
            return 0;
        }
        int j = i + 1;
        boolean negative = false;
        if (at(s, j) == '+' || at(s, j) == '-') {
            negative = at(s, j) == '-';
            j++;
        }
        if (!isDigit(at(s, j))) {
            return 0;
        }
        long e = 0;
        while (isDigit(at(s, j))) {
            e = Math.min(EXPONENT_CAP, e * 10 + (at(s, j) - '0'));
            j++;
        }
        end[0] = j;
        return negative ? -e : e;
    }

    private static Scan decimalReal(CharSequence s, int i, boolean negative, boolean isDouble, int start) {
        Mantissa m = Mantissa.scan(s, i, 10);
        if (m == null) {
            return new Scan(0, start);
        }
        int[] end = {m.end()};
        long exponent = exponentPart(s, m.end(), 'e', end);
        String digits = m.digits();
        double value;
        if (digits.isEmpty()) {
            value = 0.0;
        } else {
            long e = m.scale() + exponent;
            long leading = e + digits.length() - 1;
            if (leading > (isDouble ? 310 : 40)) {
                value = Double.POSITIVE_INFINITY;
            } else if (leading < (isDouble ? -330 : -50)) {
                value = 0.0;
            } else {
                // Both parsers round correctly to nearest even from the decimal string.
                String text = digits + "e" + e;
                value = isDouble ? Double.parseDouble(text) : Float.parseFloat(text);
            }
        }
        return real(negative ? -value : value, isDouble, end[0]);
    }

    /// `mantissa * 2^exponent` rounded to the nearest float or double (ties to even), returned as
    /// a double that holds the float exactly in the float case.
    private static double roundBinary(BigInteger mantissa, long exponent, boolean isDouble) {
        if (mantissa.signum() == 0) {
            return 0.0;
        }
        int precision = isDouble ? 53 : 24;
        int minExponent = isDouble ? -1074 : -149;
        int maxExponent = isDouble ? 1023 : 127;
        long top = mantissa.bitLength() - 1 + exponent;
        if (top > maxExponent) {
            return Double.POSITIVE_INFINITY;
        }
        if (top < minExponent - 1) {
            return 0.0;
        }
        long lsb = Math.max(top - (precision - 1), minExponent);
        long shift = lsb - exponent;
        BigInteger kept;
        if (shift <= 0) {
            kept = mantissa.shiftLeft((int) -shift);
        } else {
            kept = mantissa.shiftRight((int) shift);
            BigInteger remainder = mantissa.subtract(kept.shiftLeft((int) shift));
            int cmp = remainder.shiftLeft(1).compareTo(BigInteger.ONE.shiftLeft((int) shift));
            if (cmp > 0 || cmp == 0 && kept.testBit(0)) {
                kept = kept.add(BigInteger.ONE);
            }
        }
        double v = Math.scalb((double) kept.longValueExact(), (int) lsb);
        if (!isDouble && (float) v != v) {
            return Double.POSITIVE_INFINITY;
        }
        return v;
    }

    // ---- strtoll / strtoull --------------------------------------------------------------

    /// `strtoll(s, &end, 0)`: decimal, `0x` hex or `0` octal; saturates at the `long` range.
    static Scan strtoll(CharSequence s, int start) {
        return strtoInteger(s, start, true);
    }

    /// `strtoull(s, &end, 0)`: like [#strtoll] but unsigned; a `-` negates modulo 2^64 and an
    /// overflow gives all ones.
    static Scan strtoull(CharSequence s, int start) {
        return strtoInteger(s, start, false);
    }

    private static Scan strtoInteger(CharSequence s, int start, boolean signed) {
        Prefix prefix = Prefix.of(s, start);
        int i = prefix.index();
        boolean negative = prefix.negative();
        int base = 10;
        if (at(s, i) == '0') {
            if ((at(s, i + 1) == 'x' || at(s, i + 1) == 'X') && hexValue(at(s, i + 2)) >= 0) {
                base = 16;
                i += 2;
            } else {
                base = 8;
            }
        }
        int digitsStart = i;
        BigInteger limit = BigInteger.ONE.shiftLeft(64);
        BigInteger magnitude = BigInteger.ZERO;
        boolean overflow = false;
        while (true) {
            int v = hexValue(at(s, i));
            if (v < 0 || v >= base) {
                break;
            }
            if (!overflow) {
                magnitude = magnitude.multiply(BigInteger.valueOf(base)).add(BigInteger.valueOf(v));
                overflow = magnitude.compareTo(limit) >= 0;
            }
            i++;
        }
        if (i == digitsStart) {
            return new Scan(0, start);
        }
        if (signed) {
            BigInteger max = BigInteger.ONE.shiftLeft(63);
            if (overflow || (negative ? magnitude.compareTo(max) > 0 : magnitude.compareTo(max) >= 0)) {
                return new Scan(negative ? Long.MIN_VALUE : Long.MAX_VALUE, i);
            }
            long m = magnitude.longValue();
            return new Scan(negative ? -m : m, i);
        }
        if (overflow) {
            return new Scan(-1L, i);
        }
        long m = magnitude.longValue();
        return new Scan(negative ? -m : m, i);
    }

    // ---- printf --------------------------------------------------------------------------

    /// `printf("%W.Pf", f)` of the float with raw bits `bits` (promoted to double, as C does).
    static String fixedFloat(int bits, int precision, int width) {
        return fixed(Float.intBitsToFloat(bits), bits < 0, precision, width);
    }

    /// `printf("%W.Pf", d)` of the double with raw bits `bits`.
    static String fixedDouble(long bits, int precision, int width) {
        return fixed(Double.longBitsToDouble(bits), bits < 0, precision, width);
    }

    /// The exact binary value rounded to `precision` decimals, ties to even; `inf`, `-inf`,
    /// `nan` and `-nan` as glibc spells them; right-aligned in `width`. The sign comes from the
    /// raw bits because a NaN's sign need not survive Java's float-to-double conversion.
    private static String fixed(double value, boolean negative, int precision, int width) {
        String body;
        if (Double.isNaN(value)) {
            body = negative ? "-nan" : "nan";
        } else if (Double.isInfinite(value)) {
            body = negative ? "-inf" : "inf";
        } else {
            body = new BigDecimal(Math.abs(value)).setScale(precision, RoundingMode.HALF_EVEN).toPlainString();
            if (negative) {
                body = "-" + body;
            }
        }
        return body.length() >= width ? body : " ".repeat(width - body.length()) + body;
    }
}
