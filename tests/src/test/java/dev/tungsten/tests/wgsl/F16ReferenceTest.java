package dev.tungsten.tests.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/// The `f16-*` execution cases against the [Binary16] reference. Each case states, besides its
/// `// expect` line (which [WgslExecTest] checks against the shader), a `// reference:` line: one
/// expression per expected value, separated by `;`, in a small prefix language evaluated here
/// with binary16 rounding after every operation:
///
/// - numbers (`2048`, `0x1p-24`, `inf`, `-inf`) must be binary16 values (`h(x)` rounds any number
///   to binary16, `f32(x)` to f32, for a value the shader computes in f32, `n(x)` is any number);
/// - `dot(a1, b1, a2, b2, ...)` is the exact sum of products rounded once (dot products and
///   matrix products are computed in f32, whose products of halves are exact, and rounded once);
/// - `add sub mul div rem fma sqrt` round the exact result once;
/// - `fn(x)` for `exp exp2 log log2 sin cos tan asin acos atan sinh cosh tanh asinh acosh atanh
///   inverseSqrt pow atan2` rounds the double-precision value (the case's tolerance covers the
///   f32 expansion's error);
/// - `i32(x)`, `u32(x)` convert with WGSL's saturation; `bits(x)` is the 16-bit pattern and
///   `pack(x, y)` the word `bits(x) | bits(y) << 16`.
class F16ReferenceTest {
    static List<Path> cases() throws IOException {
        return WgslExecTest.files().stream().filter(p -> p.getFileName().toString().startsWith("f16-")).toList();
    }

    @TestFactory
    Stream<DynamicTest> everyF16CaseExpectsWhatTheReferenceComputes() throws IOException {
        List<Path> files = cases();
        assertTrue(files.size() >= 40, "at least 40 f16 execution cases, found " + files.size());
        return files.stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> check(p)));
    }

    static void check(Path p) throws IOException {
        WgslExecTest.Case c = WgslExecTest.parse(p);
        List<String> refs = referenceLine(Files.readString(p));
        assertEquals(c.expected().size(), refs.size(), p + ": one reference expression per expected value");
        for (int i = 0; i < refs.size(); i++) {
            double want = new Expr(refs.get(i)).parse();
            String got = c.expected().get(i);
            String where = p.getFileName() + " value " + i + " (" + refs.get(i) + ")";
            switch (c.type()) {
                case "f32" -> {
                    if (Double.isNaN(want)) {
                        assertEquals("nan", got, where);
                    } else {
                        assertEquals((float) want, Float.parseFloat(got), 0f, where);
                    }
                }
                default -> assertEquals((long) want, Long.parseLong(got), where);
            }
        }
    }

    static List<String> referenceLine(String source) {
        for (String line : source.lines().toList()) {
            if (line.startsWith("// reference:")) {
                List<String> out = new ArrayList<>();
                for (String s : line.substring(13).split(";")) {
                    out.add(s.trim());
                }
                return out;
            }
        }
        throw new AssertionError("no // reference: line");
    }

    /// Prints the `// expect` values of a case from its reference line (to write a new case).
    public static void main(String[] args) throws IOException {
        for (String a : args) {
            StringBuilder sb = new StringBuilder();
            for (String r : referenceLine(Files.readString(Path.of(a)))) {
                double v;
                try {
                    v = new Expr(r).parse();
                } catch (RuntimeException e) {
                    sb.append(" ERROR(").append(e.getMessage()).append(')');
                    continue;
                }
                sb.append(' ').append(Double.isNaN(v) ? "nan" : v == Math.rint(v) && Math.abs(v) < 1e15 ? String.valueOf((long) v)
                        : Double.isInfinite(v) ? (v > 0 ? "Infinity" : "-Infinity") : String.valueOf((float) v));
            }
            System.out.println(a + ":" + sb);
        }
    }

    /// A recursive-descent reader of the reference language.
    static final class Expr {
        private final String s;
        private int at;

        Expr(String s) {
            this.s = s.replace(" ", "");
        }

        double parse() {
            double v = expr();
            if (at != s.length()) {
                throw new IllegalArgumentException("trailing text in " + s);
            }
            return v;
        }

        private double expr() {
            int start = at;
            while (at < s.length() && "(),".indexOf(s.charAt(at)) < 0) {
                at++;
            }
            String word = s.substring(start, at);
            if (at >= s.length() || s.charAt(at) != '(') {
                double v = switch (word) {
                    case "inf" -> Double.POSITIVE_INFINITY;
                    case "-inf" -> Double.NEGATIVE_INFINITY;
                    default -> Double.parseDouble(word);
                };
                if (!Binary16.exact(v)) {
                    throw new IllegalArgumentException(word + " is not a binary16 value (use h(...))");
                }
                return v;
            }
            at++;
            List<Double> args = new ArrayList<>();
            if (word.equals("h") || word.equals("f32") || word.equals("n")) {
                int from = at;
                while (s.charAt(at) != ')') {
                    at++;
                }
                args.add(Double.parseDouble(s.substring(from, at)));
            } else {
                args.add(expr());
                while (s.charAt(at) == ',') {
                    at++;
                    args.add(expr());
                }
            }
            at++;
            return apply(word, args);
        }

        private static double apply(String f, List<Double> a) {
            double x = a.getFirst();
            return switch (f) {
                case "h" -> Binary16.round(x);
                case "f32" -> (float) x;
                case "n" -> x;
                case "dot" -> {
                    java.math.BigDecimal sum = java.math.BigDecimal.ZERO;
                    for (int i = 0; i < a.size(); i += 2) {
                        sum = sum.add(new java.math.BigDecimal(a.get(i)).multiply(new java.math.BigDecimal(a.get(i + 1))));
                    }
                    yield sum.signum() == 0 ? 0.0 : Binary16.round(sum, sum.signum() < 0);
                }
                case "add" -> Binary16.add(x, a.get(1));
                case "sub" -> Binary16.sub(x, a.get(1));
                case "mul" -> Binary16.mul(x, a.get(1));
                case "div" -> Binary16.div(x, a.get(1));
                case "rem" -> Binary16.rem(x, a.get(1));
                case "fma" -> Binary16.fma(x, a.get(1), a.get(2));
                case "sqrt" -> Binary16.round(Math.sqrt(x));
                case "pow" -> Binary16.round(Math.pow(x, a.get(1)));
                case "atan2" -> Binary16.round(Math.atan2(x, a.get(1)));
                case "i32" -> Double.isNaN(x) ? 0 : Math.max(-2147483648.0, Math.min(2147483647.0, Math.floor(Math.abs(x)) * Math.signum(x)));
                case "u32" -> Double.isNaN(x) ? 0 : Math.max(0, Math.min(4294967295.0, Math.floor(Math.abs(x)) * Math.signum(x)));
                case "bits" -> Binary16.bits(x);
                case "pack" -> Binary16.bits(x) | (long) Binary16.bits(a.get(1)) << 16;
                default -> Binary16.round(unary(f).applyAsDouble(x));
            };
        }

        private static DoubleUnaryOperator unary(String f) {
            return switch (f) {
                case "exp" -> Math::exp;
                case "exp2" -> v -> Math.pow(2, v);
                case "log" -> Math::log;
                case "log2" -> v -> Math.log(v) / Math.log(2);
                case "sin" -> Math::sin;
                case "cos" -> Math::cos;
                case "tan" -> Math::tan;
                case "asin" -> Math::asin;
                case "acos" -> Math::acos;
                case "atan" -> Math::atan;
                case "sinh" -> Math::sinh;
                case "cosh" -> Math::cosh;
                case "tanh" -> Math::tanh;
                case "asinh" -> v -> Math.log(v + Math.sqrt(v * v + 1));
                case "acosh" -> v -> Math.log(v + Math.sqrt(v * v - 1));
                case "atanh" -> v -> 0.5 * Math.log((1 + v) / (1 - v));
                case "inverseSqrt" -> v -> 1 / Math.sqrt(v);
                default -> throw new IllegalArgumentException("unknown reference function " + f);
            };
        }
    }

    // ------------------------------------------------------------------ the reference itself

    @Test
    void roundsToNearestEvenWithOverflowAndSubnormals() {
        assertEquals(2048, Binary16.round(2049));
        assertEquals(2052, Binary16.round(2051));
        assertEquals(65504, Binary16.round(65519.99));
        assertEquals(Double.POSITIVE_INFINITY, Binary16.round(65520));
        assertEquals(Double.NEGATIVE_INFINITY, Binary16.round(-65520));
        assertEquals(Math.scalb(1.0, -24), Binary16.round(Math.scalb(1.0, -24)));
        assertEquals(0.0, Binary16.round(Math.scalb(1.0, -25))); // a tie: to the even zero
        assertEquals(Math.scalb(1.0, -24), Binary16.round(Math.scalb(1.5, -25)));
        assertEquals(Math.scalb(2.0, -24), Binary16.round(Math.scalb(3.0, -25))); // tie 1/2 ulp: to even 2
        assertEquals(1 + 1 / 1024.0, Binary16.round(1 + 1.5 / 2048));
        assertEquals(1.0, Binary16.round(1 + 1 / 2048.0));
    }

    @Test
    void bitsAreIeeeBinary16() {
        assertEquals(0x3C00, Binary16.bits(1));
        assertEquals(0x7BFF, Binary16.bits(65504));
        assertEquals(0x0001, Binary16.bits(Math.scalb(1.0, -24)));
        assertEquals(0x0400, Binary16.bits(Math.scalb(1.0, -14)));
        assertEquals(0xFC00, Binary16.bits(Double.NEGATIVE_INFINITY));
        assertEquals(0x8000, Binary16.bits(-0.0));
        for (int h = 0; h < 0x10000; h++) {
            double v = Binary16.value(h);
            if (!Double.isNaN(v)) {
                assertEquals(h, Binary16.bits(v), "bits " + Integer.toHexString(h));
                assertEquals(v, Binary16.round(v), "round " + Integer.toHexString(h));
            }
        }
    }

    /// Every pair in a sample of binary16 operands (all exponents, subnormals, both signs), each
    /// operator run by the interpreter on `array<f16>` buffers, bit for bit against the reference:
    /// the f32 operation plus one rounding must be the correctly rounded binary16 result.
    @TestFactory
    Stream<DynamicTest> operatorsAreCorrectlyRoundedOnTheInterpreter() {
        record Op(String wgsl, DoubleBinaryOperator ref) {}
        List<Op> ops = List.of(new Op("a + b", Binary16::add), new Op("a - b", Binary16::sub),
                new Op("a * b", Binary16::mul), new Op("a / b", Binary16::div), new Op("fma(a, b, a)", (x, y) -> Binary16.fma(x, y, x)),
                new Op("sqrt(abs(a))", (x, y) -> Binary16.round(Math.sqrt(Math.abs(x)))));
        // `%` is not here: WGSL defines it as a - b * trunc(a / b) with the error of those steps,
        // and the f32 quotient of a large ratio is not exact; the f16-remainder case checks
        // ratios small enough for it to be.
        return ops.stream().map(op -> DynamicTest.dynamicTest(op.wgsl(), () -> checkOperator(op.wgsl(), op.ref())));
    }

    static void checkOperator(String expr, DoubleBinaryOperator ref) {
        java.util.Random rnd = new java.util.Random(expr.hashCode());
        int n = 1024;
        int[] input = new int[n];
        for (int i = 0; i < n; i++) {
            int a = operand(rnd);
            int b = operand(rnd);
            input[i] = a | b << 16;
        }
        String src = """
                enable f16;
                @group(0) @binding(0) var<storage, read_write> out: array<f16>;
                @group(0) @binding(1) var<storage, read_write> input: array<vec2<f16>>;
                @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
                    let a = input[id.x].x;
                    let b = input[id.x].y;
                    out[id.x] = %s;
                }
                """.formatted(expr);
        int[] out = ComputeRunner.run(src, new int[] {n / 64, 1, 1}, java.util.Map.of(0, new int[n / 2], 1, input)).get(0);
        for (int i = 0; i < n; i++) {
            double a = Binary16.value(input[i] & 0xFFFF);
            double b = Binary16.value(input[i] >>> 16);
            double want = ref.applyAsDouble(a, b);
            int got = (out[i / 2] >>> (16 * (i % 2))) & 0xFFFF;
            if (Double.isNaN(want)) {
                assertTrue(Double.isNaN(Binary16.value(got)), expr + " with a = " + a + ", b = " + b);
            } else {
                assertEquals(Binary16.bits(want), got, expr + " with a = " + a + ", b = " + b + ": want " + want
                        + ", got " + Binary16.value(got));
            }
        }
    }

    /// A finite binary16 operand with a random exponent (subnormals included) and sign.
    private static int operand(java.util.Random rnd) {
        return rnd.nextInt(0x7C00) | (rnd.nextBoolean() ? 0x8000 : 0);
    }
}
