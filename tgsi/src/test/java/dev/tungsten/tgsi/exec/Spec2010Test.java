package dev.tungsten.tgsi.exec;

import static dev.tungsten.tgsi.TgsiOpcode.*;
import static dev.tungsten.tgsi.exec.Lanes.*;
import static dev.tungsten.tgsi.exec.TestShader.*;
import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;

import dev.tungsten.tgsi.TgsiOpcode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/// One test per opcode of the 2010 TGSI specification (`specs/tgsi-2010-spec.txt`), each built
/// from the formula the spec gives, evaluated here directly in Java on random inputs and compared
/// with what the interpreter computes. Where the modern opcode differs from the 2010 formula the
/// case says how, and the inputs stay where both agree (the difference itself is asserted).
/// Tolerances: 0 ulp (bit-exact) unless stated; 1 ulp for transcendentals (the table's bound).
class Spec2010Test {
    private record Case(TgsiOpcode op, int sources, Domain domain, int ulps, Function<float[][], float[]> formula) {}

    private enum Domain { ANY, POSITIVE, SMALL_INT }

    private static float dot3(float[] a, float[] b) {
        return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    }

    private static float floor(float x) {
        return (float) Math.floor(x);
    }

    private static float clamp(float x, float lo, float hi) {
        return x < lo ? lo : x > hi ? hi : x;
    }

    private static float[] rep(float v) {
        return new float[] {v, v, v, v};
    }

    private static float[] each(float[] a, java.util.function.DoubleUnaryOperator f) {
        return new float[] {(float) f.applyAsDouble(a[0]), (float) f.applyAsDouble(a[1]),
                (float) f.applyAsDouble(a[2]), (float) f.applyAsDouble(a[3])};
    }

    private static List<Case> floatCases() {
        List<Case> c = new ArrayList<>();
        c.add(new Case(MOV, 1, Domain.ANY, 0, s -> s[0].clone()));
        c.add(new Case(LIT, 1, Domain.ANY, 1, s -> new float[] {1, Math.max(s[0][0], 0),
                s[0][0] > 0 ? (float) Math.pow(Math.max(s[0][1], 0), clamp(s[0][3], -128, 128)) : 0, 1}));
        c.add(new Case(RCP, 1, Domain.ANY, 0, s -> rep(1 / s[0][0])));
        // 2010: 1/sqrt(|x|); modern RSQ takes no absolute value, so the inputs are positive here.
        c.add(new Case(RSQ, 1, Domain.POSITIVE, 0, s -> rep((float) (1 / (float) Math.sqrt(Math.abs(s[0][0]))))));
        c.add(new Case(EXP, 1, Domain.ANY, 1, s -> new float[] {(float) Math.pow(2, floor(s[0][0])),
                s[0][0] - floor(s[0][0]), (float) Math.pow(2, s[0][0]), 1}));
        c.add(new Case(LOG, 1, Domain.POSITIVE, 1, s -> {
            float ax = Math.abs(s[0][0]);
            float l = floor((float) (Math.log(ax) / Math.log(2)));
            return new float[] {l, ax / (float) Math.pow(2, l), (float) (Math.log(ax) / Math.log(2)), 1};
        }));
        c.add(new Case(MUL, 2, Domain.ANY, 0, s -> new float[] {s[0][0] * s[1][0], s[0][1] * s[1][1], s[0][2] * s[1][2], s[0][3] * s[1][3]}));
        c.add(new Case(ADD, 2, Domain.ANY, 0, s -> new float[] {s[0][0] + s[1][0], s[0][1] + s[1][1], s[0][2] + s[1][2], s[0][3] + s[1][3]}));
        c.add(new Case(DP3, 2, Domain.ANY, 0, s -> rep(dot3(s[0], s[1]))));
        c.add(new Case(DP4, 2, Domain.ANY, 0, s -> rep(dot3(s[0], s[1]) + s[0][3] * s[1][3])));
        c.add(new Case(DST, 2, Domain.ANY, 0, s -> new float[] {1, s[0][1] * s[1][1], s[0][2], s[1][3]}));
        // 2010 min/max are (x < y) ? x : y; with no NaN inputs they agree with fminf/fmaxf.
        c.add(new Case(MIN, 2, Domain.ANY, 0, s -> comp2(s, (x, y) -> x < y ? x : y)));
        c.add(new Case(MAX, 2, Domain.ANY, 0, s -> comp2(s, (x, y) -> x > y ? x : y)));
        c.add(new Case(SLT, 2, Domain.SMALL_INT, 0, s -> comp2(s, (x, y) -> x < y ? 1 : 0)));
        c.add(new Case(SGE, 2, Domain.SMALL_INT, 0, s -> comp2(s, (x, y) -> x >= y ? 1 : 0)));
        c.add(new Case(SEQ, 2, Domain.SMALL_INT, 0, s -> comp2(s, (x, y) -> x == y ? 1 : 0)));
        c.add(new Case(SGT, 2, Domain.SMALL_INT, 0, s -> comp2(s, (x, y) -> x > y ? 1 : 0)));
        c.add(new Case(SLE, 2, Domain.SMALL_INT, 0, s -> comp2(s, (x, y) -> x <= y ? 1 : 0)));
        c.add(new Case(SNE, 2, Domain.SMALL_INT, 0, s -> comp2(s, (x, y) -> x != y ? 1 : 0)));
        c.add(new Case(MAD, 3, Domain.ANY, 0, s -> comp3(s, (x, y, z) -> x * y + z)));
        c.add(new Case(SUB, 2, Domain.ANY, 0, s -> comp2(s, (x, y) -> x - y)));
        // The 2010 formula a*b + (1-a)*c rounds differently from Mesa's a*(b-c)+c (the table's
        // order); on inputs of 4 bits of precision both are exact.
        c.add(new Case(LRP, 3, Domain.SMALL_INT, 0, s -> comp3(s, (a, b, d) -> a * b + (1 - a) * d)));
        c.add(new Case(CND, 3, Domain.ANY, 0, s -> comp3(s, (a, b, d) -> d > 0.5f ? a : b)));
        c.add(new Case(DP2A, 3, Domain.ANY, 0, s -> rep(s[0][0] * s[1][0] + s[0][1] * s[1][1] + s[2][0])));
        c.add(new Case(FRC, 1, Domain.ANY, 0, s -> each(s[0], x -> (float) x - floor((float) x))));
        c.add(new Case(CLAMP, 3, Domain.ANY, 0, s -> comp3(s, Spec2010Test::clamp)));
        c.add(new Case(FLR, 1, Domain.ANY, 0, s -> each(s[0], Math::floor)));
        // 2010 leaves the rounding of ties open; modern ROUND is half to even (Math.rint).
        c.add(new Case(ROUND, 1, Domain.ANY, 0, s -> each(s[0], Math::rint)));
        c.add(new Case(EX2, 1, Domain.ANY, 1, s -> rep((float) Math.pow(2, s[0][0]))));
        c.add(new Case(LG2, 1, Domain.POSITIVE, 1, s -> rep((float) (Math.log(s[0][0]) / Math.log(2)))));
        c.add(new Case(POW, 2, Domain.POSITIVE, 1, s -> rep((float) Math.pow(s[0][0], s[1][0]))));
        c.add(new Case(XPD, 2, Domain.ANY, 0, s -> new float[] {s[0][1] * s[1][2] - s[1][1] * s[0][2],
                s[0][2] * s[1][0] - s[1][2] * s[0][0], s[0][0] * s[1][1] - s[1][0] * s[0][1], 1}));
        c.add(new Case(ABS, 1, Domain.ANY, 0, s -> each(s[0], Math::abs)));
        c.add(new Case(RCC, 1, Domain.ANY, 0, s -> {
            float r = 1 / s[0][0];
            return rep(r > 0 ? clamp(r, 5.42101e-20f, 1.884467e19f) : clamp(r, -1.884467e19f, -5.42101e-20f));
        }));
        c.add(new Case(DPH, 2, Domain.ANY, 0, s -> rep(dot3(s[0], s[1]) + s[1][3])));
        c.add(new Case(COS, 1, Domain.ANY, 1, s -> rep((float) Math.cos(s[0][0]))));
        c.add(new Case(SIN, 1, Domain.ANY, 1, s -> rep((float) Math.sin(s[0][0]))));
        c.add(new Case(RFL, 2, Domain.SMALL_INT, 0, s -> {
            float k = 2 * dot3(s[0], s[1]) / dot3(s[0], s[0]);
            return new float[] {k * s[0][0] - s[1][0], k * s[0][1] - s[1][1], k * s[0][2] - s[1][2], 1};
        }));
        c.add(new Case(SFL, 2, Domain.ANY, 0, s -> rep(0)));
        c.add(new Case(STR, 2, Domain.ANY, 0, s -> rep(1)));
        c.add(new Case(X2D, 3, Domain.SMALL_INT, 0, s -> {
            float x = s[0][0] + s[1][0] * s[2][0] + s[1][1] * s[2][1];
            float y = s[0][1] + s[1][0] * s[2][2] + s[1][1] * s[2][3];
            return new float[] {x, y, x, y};
        }));
        c.add(new Case(SSG, 1, Domain.ANY, 0, s -> each(s[0], x -> x > 0 ? 1 : x < 0 ? -1 : 0)));
        c.add(new Case(CMP, 3, Domain.ANY, 0, s -> comp3(s, (a, b, d) -> a < 0 ? b : d)));
        // 2010 SCS: (cos, sin, 0, 1); its text writes the last line as dst.y, meaning w.
        c.add(new Case(SCS, 1, Domain.ANY, 1, s -> new float[] {(float) Math.cos(s[0][0]), (float) Math.sin(s[0][0]), 0, 1}));
        // 2010 NRM divides by the squared length, an evident typo: every implementation (Mesa's
        // 2010 interpreter included) normalises, which the table documents; the check uses the
        // formula with the square root, to within the two roundings of rsq and the products.
        c.add(new Case(NRM, 1, Domain.SMALL_INT, 2, s -> {
            float n = (float) Math.sqrt(dot3(s[0], s[0]));
            return new float[] {s[0][0] / n, s[0][1] / n, s[0][2] / n, 1};
        }));
        c.add(new Case(NRM4, 1, Domain.SMALL_INT, 2, s -> {
            float n = (float) Math.sqrt(dot3(s[0], s[0]) + s[0][3] * s[0][3]);
            return new float[] {s[0][0] / n, s[0][1] / n, s[0][2] / n, s[0][3] / n};
        }));
        c.add(new Case(DIV, 2, Domain.ANY, 0, s -> comp2(s, (x, y) -> x / y)));
        c.add(new Case(DP2, 2, Domain.ANY, 0, s -> rep(s[0][0] * s[1][0] + s[0][1] * s[1][1])));
        c.add(new Case(CEIL, 1, Domain.ANY, 0, s -> each(s[0], Math::ceil)));
        c.add(new Case(TRUNC, 1, Domain.ANY, 0, s -> each(s[0], x -> x < 0 ? Math.ceil(x) : Math.floor(x))));
        return c;
    }

    interface F2 {
        float apply(float a, float b);
    }

    interface F3 {
        float apply(float a, float b, float c);
    }

    private static float[] comp2(float[][] s, F2 f) {
        return new float[] {f.apply(s[0][0], s[1][0]), f.apply(s[0][1], s[1][1]), f.apply(s[0][2], s[1][2]), f.apply(s[0][3], s[1][3])};
    }

    private static float[] comp3(float[][] s, F3 f) {
        float[] r = new float[4];
        for (int c = 0; c < 4; c++) {
            r[c] = f.apply(s[0][c], s[1][c], s[2][c]);
        }
        return r;
    }

    private static float value(SplittableRandom r, Domain d) {
        return switch (d) {
            case ANY -> (float) (r.nextDouble(-8, 8));
            case POSITIVE -> (float) (r.nextDouble(0.01, 8));
            case SMALL_INT -> r.nextInt(-4, 5);
        };
    }

    /// Runs `OP OUT[0], CONST[0], ...` on one lane's worth of inputs.
    private static int[] execute(TgsiOpcode op, int sources, int[] words) {
        TestShader s = TestShader.frag().decl(CONST, 0, 3).decl(OUT, 0, 0);
        Object[] operands = new Object[1 + sources];
        operands[0] = s.dst(OUT, 0);
        for (int i = 0; i < sources; i++) {
            operands[1 + i] = s.src(CONST, i);
        }
        s.op(op, operands);
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        m.bindConstantBuffer(0, words);
        m.run(-1);
        return new int[] {m.output(0, 0)[0], m.output(0, 1)[0], m.output(0, 2)[0], m.output(0, 3)[0]};
    }

    @TestFactory
    List<DynamicTest> floatOpcodesFollowTheirFormulas() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Case k : floatCases()) {
            tests.add(DynamicTest.dynamicTest(k.op().name(), () -> {
                SplittableRandom random = new SplittableRandom(k.op().code());
                for (int trial = 0; trial < 50; trial++) {
                    float[][] srcs = new float[4][4];
                    int[] words = new int[16];
                    for (int i = 0; i < 4; i++) {
                        for (int c = 0; c < 4; c++) {
                            srcs[i][c] = value(random, k.domain());
                            words[4 * i + c] = bits(srcs[i][c]);
                        }
                    }
                    float[] expected = k.formula().apply(srcs);
                    int[] got = execute(k.op(), k.sources(), words);
                    for (int c = 0; c < 4; c++) {
                        long ulps = ulps(bits(expected[c]), got[c]);
                        assertTrue(ulps <= k.ulps(), k.op() + " channel " + c + ": expected " + expected[c] + ", found "
                                + f(got[c]) + " (" + ulps + " ulp) for inputs " + java.util.Arrays.deepToString(srcs));
                    }
                }
            }));
        }
        return tests;
    }

    static long ulps(int a, int b) {
        if (a == b) {
            return 0;
        }
        long la = a < 0 ? 0x80000000L - (a & 0x7FFFFFFFL) : 0x80000000L + a;
        long lb = b < 0 ? 0x80000000L - (b & 0x7FFFFFFFL) : 0x80000000L + b;
        return Math.abs(la - lb);
    }

    @Test
    void arlFloorsIntoAnInteger() {
        int[] r = execute(ARL, 1, new int[] {bits(-1.5f), bits(2.5f), bits(0.99f), bits(-0f), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
        assertArrayEquals(new int[] {-2, 2, 0, 0}, r);
    }

    @Test
    void arrRoundsIntoAnInteger() {
        int[] r = execute(ARR, 1, new int[] {bits(1.4f), bits(1.6f), bits(-1.6f), bits(7f), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
        assertArrayEquals(new int[] {1, 2, -2, 7}, r);
    }

    @Test
    void rsqOfNegativeDiffersFromThe2010Formula() {
        // 2010: 1/sqrt(|-4|) = 0.5; modern (tgsi.rst, Mesa): NaN.
        int[] r = execute(RSQ, 1, new int[] {bits(-4f), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
        assertTrue(Float.isNaN(f(r[0])));
    }

    @Test
    void integerOpcodesFollowTheirFormulas() {
        int[] a = {7, -8, 0x12345678, -1};
        int[] b = {3, 2, 0x0F0F0F0F, 4};
        int[] words = new int[16];
        System.arraycopy(a, 0, words, 0, 4);
        System.arraycopy(b, 0, words, 4, 4);
        assertArrayEquals(new int[] {7 & 3, -8 & 2, 0x12345678 & 0x0F0F0F0F, -1 & 4}, execute(AND, 2, words));
        assertArrayEquals(new int[] {7 | 3, -8 | 2, 0x12345678 | 0x0F0F0F0F, -1 | 4}, execute(OR, 2, words));
        assertArrayEquals(new int[] {7 ^ 3, -8 ^ 2, 0x12345678 ^ 0x0F0F0F0F, -1 ^ 4}, execute(XOR, 2, words));
        assertArrayEquals(new int[] {~7, ~-8, ~0x12345678, 0}, execute(NOT, 1, words));
        assertArrayEquals(new int[] {7 % 3, -8 % 2, 0x12345678 % 0x0F0F0F0F, -1 % 4}, execute(MOD, 2, words));
        assertArrayEquals(new int[] {bits(7), bits(-8), bits(0x12345678), bits(-1)}, execute(I2F, 1, words));
        // 2010 SHL and SHR shift every channel by src1.x; modern ones take each channel's count.
        // With a replicated count both agree.
        int[] byX = words.clone();
        java.util.Arrays.fill(byX, 4, 8, 3);
        assertArrayEquals(new int[] {7 << 3, -8 << 3, 0x12345678 << 3, -1 << 3}, execute(SHL, 2, byX));
        assertArrayEquals(new int[] {7 >> 3, -8 >> 3, 0x12345678 >> 3, -1 >> 3}, execute(ISHR, 2, byX));
        assertArrayEquals(new int[] {7 << 3, -8 << 2, 0x12345678 << 15, -1 << 4}, execute(SHL, 2, words),
                "per-channel counts (0x0F0F0F0F & 31 = 15)");
        // SAD: |src0 - src1| + src2 (unsigned).
        int[] sad = {10, 3, 0, 0, 4, 9, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0};
        int[] r = execute(SAD, 3, sad);
        assertEquals(7, r[0]);
        assertEquals(7, r[1]);
    }

    @Test
    void doubleOpcodesFollowTheirFormulas() {
        int[] words = new int[16];
        put(words, 0, 1.25, -3.5);
        put(words, 4, 0.5, 2.0);
        put(words, 8, 10.0, 0.25);
        assertDoubles(execute(DADD, 2, words), 1.75, -1.5);
        assertDoubles(execute(DDIV, 2, words), 2.5, -1.75);
        assertDoubles(execute(DMUL, 2, words), 0.625, -7.0);
        assertDoubles(execute(DMAD, 3, words), 10.625, -6.75);
        assertDoubles(execute(DMIN, 2, words), 0.5, -3.5);
        assertDoubles(execute(DMAX, 2, words), 1.25, 2.0);
        assertDoubles(execute(DRCP, 1, words), 0.8, 1 / -3.5);
        assertDoubles(execute(DFRAC, 1, words), 0.25, 0.5);
        put(words, 0, 2.25, 16.0);
        assertDoubles(execute(DSQRT, 1, words), 1.5, 4.0);
        // 2010 DSEQ/DSLT give 1.0F/0.0F across the pair; modern ones give ~0/0 in x (and z).
        put(words, 4, 2.25, 17.0);
        int[] eq = execute(DSEQ, 2, words);
        assertEquals(-1, eq[0]);
        assertEquals(0, eq[2]);
        int[] lt = execute(DSLT, 2, words);
        assertEquals(0, lt[0]);
        assertEquals(-1, lt[2]);
        // DLDEXP: src0 * 2^src1 (exponents in x and z).
        put(words, 0, 1.5, -1.0);
        words[4] = 3;
        words[6] = -2;
        assertDoubles(execute(DLDEXP, 2, words), 12.0, -0.25);
    }

    private static void put(int[] words, int at, double xy, double zw) {
        long a = Double.doubleToRawLongBits(xy), b = Double.doubleToRawLongBits(zw);
        words[at] = (int) a;
        words[at + 1] = (int) (a >>> 32);
        words[at + 2] = (int) b;
        words[at + 3] = (int) (b >>> 32);
    }

    private static void assertDoubles(int[] r, double xy, double zw) {
        assertEquals(xy, Double.longBitsToDouble((r[0] & 0xFFFFFFFFL) | ((long) r[1] << 32)));
        assertEquals(zw, Double.longBitsToDouble((r[2] & 0xFFFFFFFFL) | ((long) r[3] << 32)));
    }

    @Test
    void pushaAndPopaRestoreTheAddressRegister() {
        // 2010: PUSHA pushes x, y, z, w; POPA pops w, z, y, x, so the register round-trips.
        TestShader s = TestShader.frag().decl(ADDR, 0, 0).decl(OUT, 0, 0);
        s.immInts(1, 2, 3, 4);
        s.immInts(9, 9, 9, 9);
        s.op(UARL, s.dst(ADDR, 0), s.src(IMM, 0));
        s.op(PUSHA, s.src(ADDR, 0));
        s.op(UARL, s.dst(ADDR, 0), s.src(IMM, 1));
        s.op(POPA, s.dst(ADDR, 0));
        s.op(MOV, s.dst(OUT, 0), s.src(ADDR, 0));
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        m.run(-1);
        assertArrayEquals(new int[] {1, 2, 3, 4}, new int[] {m.output(0, 0)[0], m.output(0, 1)[0], m.output(0, 2)[0], m.output(0, 3)[0]});
        TestShader under = TestShader.frag().decl(OUT, 0, 0);
        under.op(POPA, under.dst(OUT, 0));
        under.op(END);
        ExecMachine u = under.compile().newMachine(4);
        ExecException e = assertThrows(ExecException.class, () -> u.run(-1));
        assertTrue(e.getMessage().contains("underflow"));
    }

    @Test
    void nopDoesNothingAndCalReturnsAfterTheCall() {
        // CAL: push(pc), pc = target; RET: pc = pop().
        TestShader s = TestShader.frag().decl(OUT, 0, 0).decl(TEMP, 0, 0);
        s.immFloats(1, 2, 3, 4);
        s.op(NOP);
        int cal = s.opLabel(CAL, -2);
        s.op(ADD, s.dst(OUT, 0), s.src(TEMP, 0), s.src(IMM, 0));
        s.op(END);
        int sub = s.op(BGNSUB);
        s.op(MOV, s.dst(TEMP, 0), s.src(IMM, 0));
        s.op(RET);
        s.op(ENDSUB);
        ExecMachine m = s.withLabel(cal, sub).compile().newMachine(4);
        m.run(-1);
        assertArrayEquals(new float[] {2, 2, 2, 2}, floats(m.output(0, 0)));
    }

    @Test
    void opcodesThe2010TextLeavesTbdAreCoveredElsewhere() {
        // TEX, TXD, TXP, TXB, TXL, TXF, TXQ: ResourceTest; UP2US, UP4B, UP4UB, PK2US, PK4B,
        // PK4UB, PK2H, UP2H: AluExecTest.packAndUnpack; BRK, IF, ELSE, ENDIF, CONT, BGNLOOP,
        // ENDLOOP, BGNSUB, ENDSUB, CALLNZ, IFC, BREAKC, BRA, KILP, KIL: ControlFlowTest; DDX, DDY:
        // AluExecTest.derivativesUseTheQuadLayout; EMIT, ENDPRIM: ResourceTest; ARA: here.
        TestShader s = TestShader.frag().decl(ADDR, 0, 0).decl(OUT, 0, 0);
        s.immInts(1, 2, 30, 40);
        s.op(UARL, s.dst(ADDR, 0), s.src(IMM, 0));
        s.op(ARA, s.dst(ADDR, 0), s.src(ADDR, 0));
        s.op(MOV, s.dst(OUT, 0), s.src(ADDR, 0));
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        m.run(-1);
        assertArrayEquals(new int[] {31, 42, 31, 42}, new int[] {m.output(0, 0)[0], m.output(0, 1)[0], m.output(0, 2)[0], m.output(0, 3)[0]});
    }
}
