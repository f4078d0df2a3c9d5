package dev.tungsten.tests;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiOpcode.Guard;

import static dev.tungsten.tgsi.TgsiOpcode.*;

/// For every guard of the opcode table, a shader per opcode the guard covers and the constant
/// buffers whose operands hit it: NaN, infinities, 2^31 and beyond, zero divisors, shift counts
/// past the width, bit fields past bit 31, every byte of the normalized unpackings, exponents
/// beyond the range. Operands are chosen so that no result is a denormal (llvmpipe flushes
/// them) and no transcendental is compared away from the special values its guard defines, so
/// a translation must give the interpreter's words bit for bit (a NaN matching any NaN).
final class GuardCases {
    /// A shader and the constant buffers (CONST[0], CONST[1], ... one after another) that hit a
    /// guard; its first `outputs` colour outputs are compared.
    record Case(TgsiOpcode op, String text, int outputs, List<int[]> constants) {}

    private static final float NAN = Float.NaN;
    private static final float INF = Float.POSITIVE_INFINITY;
    private static final double DNAN = Double.NaN;
    private static final double DINF = Double.POSITIVE_INFINITY;
    private static final int INT_MIN = Integer.MIN_VALUE;
    private static final int INT_MAX = Integer.MAX_VALUE;

    private GuardCases() {}

    /// The cases of `g`; the switch is exhaustive, so a new guard needs its operands here.
    static List<Case> of(Guard g) {
        return switch (g) {
            case FLOAT_TO_INT -> floatToInt();
            case FLOAT_TO_UINT -> floatToUint();
            case INTEGER_DIVISION -> integerDivision();
            case SHIFT_COUNT -> shiftCount();
            case BIT_FIELD -> bitField();
            case MIN_MAX_NAN -> minMaxNan();
            case FLOAT_DIVISION -> floatDivision();
            case FUNCTION_DOMAIN -> functionDomain();
            case NORMALIZED_PACKING -> normalizedPacking();
            case LDEXP_RANGE -> ldexpRange();
        };
    }

    private static final float[] CONVERTED = {NAN, -NAN, INF, -INF, 0x1p31f, -0x1p31f, 2147483520f, -2147483904f, 3e9f, -3e9f,
        0x1p32f, 4294967040f, -1f, -0.99999994f, -0.5f, -0f, 2.5f, -7.9f, 1e20f, -1e20f, 0x1p63f, -0x1p63f, 0x1p64f, 1.8e19f};
    private static final double[] CONVERTED_D = {DNAN, DINF, -DINF, -2147483649.0, -2147483648.9, 2147483648.0, 2147483647.9,
        4294967296.0, 4294967295.5, -1.0, -0.9999, -0.0, 0x1p63, -0x1p63, 0x1p64, 1.8e19, -9.3e18, 1e300, -1e300, 42.75};

    private static List<Case> floatToInt() {
        return List.of(guardCase(F2I, f(CONVERTED)), guardCase(ARL, f(CONVERTED)), guardCase(ARR, f(CONVERTED)), guardCase(D2I, d(CONVERTED_D)),
                guardCase(F2I64, xy(f(CONVERTED))), guardCase(D2I64, d(CONVERTED_D)));
    }

    private static List<Case> floatToUint() {
        return List.of(guardCase(F2U, f(CONVERTED)), guardCase(D2U, d(CONVERTED_D)), guardCase(F2U64, xy(f(CONVERTED))), guardCase(D2U64, d(CONVERTED_D)));
    }

    private static final int[] DIVIDENDS = {5, -5, INT_MIN, INT_MIN, 0, -7, 7, INT_MAX, -1, 0xFFFFFFFE, INT_MIN, 100};
    private static final int[] DIVISORS = {0, 0, -1, 0, 0, 3, -3, -1, 0, 0, 1, -1};
    private static final long[] DIVIDENDS_64 = {5, -5, Long.MIN_VALUE, Long.MIN_VALUE, 0, -7, 7, -1, Long.MAX_VALUE, 100};
    private static final long[] DIVISORS_64 = {0, 0, -1, 0, 0, 3, -3, 0, -1, 0x100000000L};

    private static List<Case> integerDivision() {
        List<Case> out = new ArrayList<>();
        for (TgsiOpcode op : new TgsiOpcode[] {IDIV, MOD, UDIV, UMOD}) {
            out.add(guardCase(op, i(DIVIDENDS), i(DIVISORS)));
        }
        for (TgsiOpcode op : new TgsiOpcode[] {I64DIV, I64MOD, U64DIV, U64MOD}) {
            out.add(guardCase(op, l(DIVIDENDS_64), l(DIVISORS_64)));
        }
        return out;
    }

    private static final int[] COUNTS = {0, 1, 31, 32, 33, 63, 64, -1, -31, INT_MIN, INT_MAX, 0x12345679};

    private static List<Case> shiftCount() {
        int[] values = new int[COUNTS.length];
        java.util.Arrays.fill(values, 0x80000001);
        long[] wide = new long[COUNTS.length];
        java.util.Arrays.fill(wide, 0x8000000000000003L);
        List<Case> out = new ArrayList<>();
        for (TgsiOpcode op : new TgsiOpcode[] {SHL, ISHR, USHR}) {
            out.add(guardCase(op, i(values), i(COUNTS)));
        }
        for (TgsiOpcode op : new TgsiOpcode[] {U64SHL, I64SHR, U64SHR}) {
            // 64-bit shifts read the count of pair 0 from x and of pair 1 from y.
            out.add(guardCase(op, l(wide), xy(i(COUNTS))));
        }
        return out;
    }

    private static List<Case> bitField() {
        List<Integer> value = new ArrayList<>();
        List<Integer> offset = new ArrayList<>();
        List<Integer> width = new ArrayList<>();
        int[] offsets = {0, 1, 4, 28, 31, 32, 33, 60, -1, INT_MIN};
        int[] widths = {0, 1, 4, 8, 31, 32, 33, 64, -1, INT_MIN};
        for (int o : offsets) {
            for (int w : widths) {
                value.add(0xF234567D);
                offset.add(o);
                width.add(w);
            }
        }
        int[] v = value.stream().mapToInt(Integer::intValue).toArray();
        int[] o = offset.stream().mapToInt(Integer::intValue).toArray();
        int[] w = width.stream().mapToInt(Integer::intValue).toArray();
        int[] insert = new int[v.length];
        java.util.Arrays.fill(insert, 0x0FEDCBA9);
        return List.of(guardCase(IBFE, i(v), i(o), i(w)), guardCase(UBFE, i(v), i(o), i(w)), guardCase(BFI, i(v), i(insert), i(o), i(w)));
    }

    private static List<Case> minMaxNan() {
        float[] a = {NAN, 2f, NAN, -0f, 0f, INF, -INF, NAN, 1f, -NAN};
        float[] b = {2f, NAN, NAN, 0f, -0f, NAN, NAN, -INF, 1f, -3f};
        double[] da = {DNAN, 2, DNAN, -0.0, 0.0, DINF, 1, -DNAN};
        double[] db = {2, DNAN, DNAN, 0.0, -0.0, DNAN, 1, -3};
        // LIT: x > 0 selects the power; y's max(y, 0) and w's clamp to [-128, 128] meet NaN.
        float[] lit = {1, NAN, 0, 2, 1, 2, 0, NAN, NAN, 2, 0, 3, 1, 0, 0, 0, 1, 0, 0, -1, 1, -2, 0, 0.5f,
            1, 4, 0, 1e30f, 1, 4, 0, -1e30f, 1, INF, 0, NAN, -1, NAN, 0, NAN, 1, 1, 0, INF};
        return List.of(guardCase(MIN, f(a), f(b)), guardCase(MAX, f(a), f(b)), guardCase(DMIN, d(da), d(db)), guardCase(DMAX, d(da), d(db)),
                guardCase(LIT, f(lit)));
    }

    private static List<Case> floatDivision() {
        float[] a = {1, 1, 0, -0f, INF, -5, INF, NAN, 0x1p127f, 0x1p107f, 0x1p120f, -Float.MAX_VALUE, INF, 3, 1, 0};
        float[] b = {0, -0f, 0, 0, INF, INF, -2, 1, 0x1p127f, 0x1p127f, Float.MAX_VALUE, 0x1.8p126f, 0, NAN, -INF, INF};
        // RCP's reciprocals stay normal (llvmpipe flushes denormal results); RCC clamps them.
        float[] rcp = {0, -0f, INF, -INF, NAN, 0x1p126f, -0x1p126f, 2, -4, 0x1p-126f, 3, -NAN};
        float[] rcc = {0, -0f, INF, -INF, NAN, 0x1p127f, -Float.MAX_VALUE, 0x1.8p126f, 2, -4, 0x1p-126f, 3};
        double[] da = {1, 1, 0, DINF, -5, DINF, DNAN, 0x1p1023, 0x1p1000, 7, 0, -0.0};
        double[] db = {0, -0.0, 0, DINF, DINF, -2, 1, 0x1p1023, 0x1p1023, 0x1.8p1022, DINF, 5};
        double[] drcp = {0, -0.0, DINF, -DINF, DNAN, 0x1p1022, -0x1p1022, 4};
        // RFL divides 2 dot(a, b) by dot(a, a): zero, infinite and huge dot(a, a).
        float[] rflA = {0, 0, 0, 0, 0x1p64f, 0, 0, 0, 0x1.8p63f, 0, 0, 0, 1, 0, 0, 0, -0f, 0, 0, 0, INF, 0, 0, 0};
        float[] rflB = {1, 2, 3, 0, 1, 1, 1, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 0, 1, 0, 0, 0};
        // LOG's y divides |x| by 2^floor(lg2 |x|): 0/0 and Inf/Inf give NaN.
        float[] log = {0, -0f, INF, -INF, NAN, -NAN, -1, -0x1p-126f};
        return List.of(guardCase(DIV, f(a), f(b)), guardCase(RCP, f(rcp)), guardCase(RCC, f(rcc)), guardCase(DDIV, d(da), d(db)), guardCase(DRCP, d(drcp)),
                guardCase(RFL, f(rflA), f(rflB)), guardCase(LOG, x(f(log))));
    }

    private static List<Case> functionDomain() {
        // Square roots of powers of 4 are exact; logarithms only at their domain's edges.
        float[] roots = {-1, -0f, 0, INF, -INF, NAN, 4, -1e-30f, 0x1p100f, 0x1p-126f, 0.25f, -NAN};
        float[] logs = {0, -0f, -1, INF, -INF, NAN, -NAN, -0x1p-126f};
        float[] powX = {NAN, 1, -1, -1, -2, 0, -0f, -0f, 0, INF, -INF, 2, 0.5f, 0, -INF, NAN, 1, 4, -8, 2};
        float[] powY = {0, NAN, INF, -INF, 0.5f, -1, -3, 3, 0, -1, 3, -INF, INF, 2, -2, -0f, INF, 0.5f, 1, 10};
        float[] nrm = {0, 0, 0, 0, -0f, 0, 0, 0, INF, 1, 0, 0, NAN, 1, 1, 1, 3, 4, 0, 0, 0, 0, 2, 0};
        double[] droots = {-1, -0.0, 0, DINF, -DINF, DNAN, 4, 0.25};
        double[] frexp = {0, -0.0, DINF, -DINF, DNAN, 3, -0.75, 1024};
        return List.of(guardCase(SQRT, f(roots)), guardCase(RSQ, f(roots)), guardCase(LG2, f(logs)), guardCase(LOG, x(f(logs))), guardCase(POW, f(powX), f(powY)),
                guardCase(LIT, f(1, 0, 0, 0, 1, 0, 0, -1, 1, 0, 0, 0.5f, 1, 2, 0, 0, 1, -0f, 0, -3, 1, 1, 0, 128, 1, 2, 0, 1, 1, 2, 0, 3)),
                guardCase(NRM, f(nrm)), guardCase(NRM4, f(nrm)), guardCase(DSQRT, d(droots)), guardCase(DRSQ, d(droots)),
                new Case(DFRACEXP, """
                        FRAG
                        DCL OUT[0], COLOR
                        DCL CONST[0]
                        DCL TEMP[0..1]
                        DFRACEXP TEMP[0].xy, TEMP[1], CONST[0]
                        MOV OUT[0].xy, TEMP[0]
                        MOV OUT[0].z, TEMP[1].xxxx
                        END
                        """, 1, runs(xy(d(frexp)))));
    }

    private static List<Case> normalizedPacking() {
        float[] packed = {NAN, -NAN, -1, -0f, 0, 0.5f, -0.5f, 1, 1.5f, INF, -INF, 0.25f, 0.75f, 1e-3f, -0.999f, 2};
        List<Case> out = new ArrayList<>(List.of(guardCase(PK2US, f(packed)), guardCase(PK4B, f(packed)), guardCase(PK4UB, f(packed))));
        // Every byte for UP4UB and UP4B; for UP2US every field with one of six high bytes, and
        // 2048 random fields.
        int[] bytes = new int[64];
        for (int k = 0; k < 64; k++) {
            bytes[k] = (4 * k) | (4 * k + 1) << 8 | (4 * k + 2) << 16 | (4 * k + 3) << 24;
        }
        List<Integer> fields = new ArrayList<>();
        for (int high : new int[] {0x00, 0x01, 0x7F, 0x80, 0xFE, 0xFF}) {
            for (int low = 0; low < 256; low++) {
                fields.add(high << 8 | low);
            }
        }
        SplittableRandom random = new SplittableRandom(23);
        for (int k = 0; k < 2048; k++) {
            fields.add(random.nextInt(0x10000));
        }
        int[] halves = new int[(fields.size() + 1) / 2];
        for (int k = 0; k < fields.size(); k++) {
            halves[k / 2] |= fields.get(k) << (16 * (k % 2));
        }
        out.add(unpack(UP4UB, bytes));
        out.add(unpack(UP4B, bytes));
        out.add(unpack(UP2US, halves));
        return out;
    }

    private static List<Case> ldexpRange() {
        // Results stay normal or overflow/underflow entirely (llvmpipe flushes denormals).
        float[] x = {1, 1, -1, 0x1p-100f, Float.MAX_VALUE, 1.5f, 1, 1, 1, 1, INF, NAN, 0, -0f, 3, 0x1p100f};
        int[] e = {200, -200, -200, 227, -200, 127, 128, -126, INT_MIN, INT_MAX, -5, 3, 500, -500, 127, -226};
        double[] dx = {1, 1, -1, 0x1p-1000, Double.MAX_VALUE, 1, DINF, 0};
        int[] de = {5000, -5000, -5000, 2000, -2045, -1022, -5, 3000};
        return List.of(guardCase(LDEXP, f(x), i(e)), guardCase(DLDEXP, d(dx), xz(i(de))));
    }

    // ---------------------------------------------------------------- building cases

    /// `op` as `OpcodeCases` writes it, with the source word lists zipped four words a run.
    private static Case guardCase(TgsiOpcode op, int[]... sources) {
        return new Case(op, OpcodeCases.text(op), 1, runs(sources));
    }

    /// Four unpackings of CONST[0].x..w into OUT[0..3], so each run checks four words.
    private static Case unpack(TgsiOpcode op, int[] words) {
        StringBuilder text = new StringBuilder("FRAG\nDCL CONST[0]\n");
        for (int o = 0; o < 4; o++) {
            text.append("DCL OUT[").append(o).append("], COLOR[").append(o).append("]\n");
        }
        for (int o = 0; o < 4; o++) {
            char c = "xyzw".charAt(o);
            text.append(op.name()).append(" OUT[").append(o).append("], CONST[0].").append(String.valueOf(c).repeat(4)).append('\n');
        }
        return new Case(op, text.append("END\n").toString(), 4, runs(words));
    }

    /// Run k: words 4k..4k+3 of each source, one source after another (a short source repeats
    /// its first vector).
    private static List<int[]> runs(int[]... sources) {
        int n = 0;
        for (int[] s : sources) {
            n = Math.max(n, (s.length + 3) / 4);
        }
        List<int[]> out = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            int[] words = new int[4 * sources.length];
            for (int i = 0; i < sources.length; i++) {
                for (int c = 0; c < 4; c++) {
                    int at = 4 * k + c;
                    words[4 * i + c] = at < sources[i].length ? sources[i][at] : sources[i][c % sources[i].length];
                }
            }
            out.add(words);
        }
        return out;
    }

    private static int[] f(float... values) {
        int[] w = new int[values.length];
        for (int k = 0; k < values.length; k++) {
            w[k] = Float.floatToRawIntBits(values[k]);
        }
        return w;
    }

    private static int[] i(int... values) {
        return values.clone();
    }

    private static int[] d(double... values) {
        long[] bits = new long[values.length];
        for (int k = 0; k < values.length; k++) {
            bits[k] = Double.doubleToRawLongBits(values[k]);
        }
        return l(bits);
    }

    private static int[] l(long... values) {
        int[] w = new int[2 * values.length];
        for (int k = 0; k < values.length; k++) {
            w[2 * k] = (int) values[k];
            w[2 * k + 1] = (int) (values[k] >>> 32);
        }
        return w;
    }

    /// Two words a vector, in x and y: the 32-bit sources of conversions to 64 bits and the
    /// counts of 64-bit shifts (pair 0 reads x, pair 1 reads y); and DFRACEXP's one double.
    private static int[] xy(int[] words) {
        return spread(words, 0, 1);
    }

    /// Two words a vector, in x and z: DLDEXP's exponents.
    private static int[] xz(int[] words) {
        return spread(words, 0, 2);
    }

    /// One word a vector, in x: LOG reads src.x only.
    private static int[] x(int[] words) {
        int[] out = new int[4 * words.length];
        for (int k = 0; k < words.length; k++) {
            out[4 * k] = words[k];
        }
        return out;
    }

    private static int[] spread(int[] words, int first, int second) {
        int[] out = new int[2 * words.length + 4];
        for (int k = 0; k < words.length; k++) {
            out[4 * (k / 2) + (k % 2 == 0 ? first : second)] = words[k];
        }
        return java.util.Arrays.copyOf(out, 4 * ((words.length + 1) / 2));
    }
}
