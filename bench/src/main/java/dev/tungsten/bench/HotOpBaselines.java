package dev.tungsten.bench;

import dev.tungsten.soft.jit.FastExp2;
import dev.tungsten.soft.jit.FastTrig;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;
import org.openjdk.jmh.annotations.CompilerControl;

/// Hand-written Java doing the math of each [HotOp] program over float arrays, the same chain
/// with the same operands and the same count of operations as the program, so that the ratio of
/// two columns of the table is the ratio of their times.
///
/// - [#loop]: plain Java loops, one pass over all lanes per instruction (the JVM vectorizes what
///   it can), like an interpreter with perfect dispatch; transcendentals are the JDK's `Math`
///   functions.
/// - [#vector]: the Vector API written as one would by hand for the chain: a chunk of lanes is
///   loaded once, the whole chain runs on it in registers, and it is stored once. Two vectors of
///   every channel at a time, as the JIT's segments do, so both have as many independent chains
///   in flight. SIN is the JIT's own inline polynomial ([FastTrig#sin]: the Vector API's SIN is a
///   call to a different, slower library), EX2 the JIT's inline polynomial too ([FastExp2]);
///   integer chains stay in `IntVector`s ([#perChannelInt]); every other operation is the one the
///   interpreter defines, bit for bit. This is the practical limit of the program on this JVM:
///   `HotOpsTable` fails a run in which another column beats it by more than its margin.
///
/// A channel rotation (MOV's and I2F's `.yzwx`) is a renaming, which the vector form leaves out:
/// their chains apply the same function to every channel and run a multiple of 4 steps, so every
/// channel ends where it started.
final class HotOpBaselines {
    private HotOpBaselines() {}

    static final VectorSpecies<Float> F = FloatVector.SPECIES_PREFERRED;
    static final VectorSpecies<Integer> I = IntVector.SPECIES_PREFERRED;
    private static final int L = F.length();

    /// Lanes, registers and operands of one pass of one program.
    static final class Data {
        final int lanes;
        final float[][] in = new float[4][], out = new float[4][];
        /// The loop form's register and its spare for moves (swapped, never copied).
        float[][] t = new float[4][], u = new float[4][];
        final int[][] iin = new int[4][], it = new int[4][];
        /// Operand `c` of set `s` of each kind at `4 * s + c` ([HotOp#multiplier] and the others).
        final float[] mul = new float[4 * HotOp.OPERAND_SETS], add = new float[4 * HotOp.OPERAND_SETS],
                weight = new float[4 * HotOp.OPERAND_SETS];
        final int[] word = new int[4 * HotOp.OPERAND_SETS];

        Data(HotOp op, int lanes) {
            this.lanes = lanes;
            for (int c = 0; c < 4; c++) {
                in[c] = new float[lanes];
                out[c] = new float[lanes];
                t[c] = new float[lanes];
                u[c] = new float[lanes];
                iin[c] = new int[lanes];
                it[c] = new int[lanes];
                for (int i = 0; i < lanes; i++) {
                    iin[c][i] = op.input(c, i);
                    in[c][i] = Float.intBitsToFloat(iin[c][i]);
                }
            }
            for (int s = 0; s < HotOp.OPERAND_SETS; s++) {
                for (int c = 0; c < 4; c++) {
                    mul[4 * s + c] = HotOp.multiplier(s, c);
                    add[4 * s + c] = HotOp.addend(s, c);
                    weight[4 * s + c] = HotOp.weight(s, c);
                    word[4 * s + c] = HotOp.word(s, c);
                }
            }
        }

        /// Channel `c` of the result as a word.
        int word(int c, int lane) {
            return Float.floatToRawIntBits(out[c][lane]);
        }
    }

    /// Index of step `k`'s operands for channel `c`.
    private static int at(int k, int c) {
        return 4 * (k % HotOp.OPERAND_SETS) + c;
    }

    // ------------------------------------------------------------------ plain loops

    /// One pass of `op`'s program with plain loops.
    static void loop(HotOp op, Data d) {
        int n = d.lanes;
        if (op == HotOp.UADD || op == HotOp.SHL) {
            copy(d.iin, d.it, n);
            for (int k = 0; k < HotOp.REPEAT; k++) {
                loopIntStep(op, d, k);
            }
            for (int c = 0; c < 4; c++) {
                for (int i = 0; i < n; i++) d.out[c][i] = Float.intBitsToFloat(d.it[c][i]);
            }
            return;
        }
        copy(d.in, d.t, n);
        switch (op) {
            case MAD20 -> {
                for (int k = 0; k < 20; k++) {
                    loopStep(HotOp.MAD, d, 0);
                }
            }
            case IF_ELSE_LOOP -> loopBranches(d);
            default -> {
                for (int k = 0; k < HotOp.REPEAT; k++) {
                    loopStep(op, d, k);
                }
            }
        }
        copy(d.t, d.out, n);
    }

    private static void copy(float[][] from, float[][] to, int n) {
        for (int c = 0; c < 4; c++) {
            System.arraycopy(from[c], 0, to[c], 0, n);
        }
    }

    private static void copy(int[][] from, int[][] to, int n) {
        for (int c = 0; c < 4; c++) {
            System.arraycopy(from[c], 0, to[c], 0, n);
        }
    }

    /// Step `k` of a float chain, over all lanes, in `d.t`.
    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    static void loopStep(HotOp op, Data d, int k) {
        int n = d.lanes;
        float[][] t = d.t;
        switch (op) {
            case MOV, I2F -> {
                float[][] u = d.u;
                for (int c = 0; c < 4; c++) {
                    float[] from = t[(c + 1) % 4], to = u[c];
                    if (op == HotOp.MOV) {
                        System.arraycopy(from, 0, to, 0, n);
                    } else {
                        for (int i = 0; i < n; i++) to[i] = Float.floatToRawIntBits(from[i]);
                    }
                }
                d.u = t;
                d.t = u;
            }
            case ADD -> { for (int c = 0; c < 4; c++) { float[] x = t[c]; float a = d.add[at(k, c)]; for (int i = 0; i < n; i++) x[i] = x[i] + a; } }
            case MUL -> { for (int c = 0; c < 4; c++) { float[] x = t[c]; float m = d.mul[at(k, c)]; for (int i = 0; i < n; i++) x[i] = x[i] * m; } }
            case MAD -> {
                for (int c = 0; c < 4; c++) {
                    float[] x = t[c];
                    float m = d.mul[at(k, c)], a = d.add[at(k, c)];
                    for (int i = 0; i < n; i++) x[i] = x[i] * m + a;
                }
            }
            case DP4 -> {
                float w0 = d.weight[at(k, 0)], w1 = d.weight[at(k, 1)], w2 = d.weight[at(k, 2)], w3 = d.weight[at(k, 3)];
                float[] x = t[0], y = t[1], z = t[2], w = t[3];
                for (int i = 0; i < n; i++) {
                    float r = w[i] * w3 + (z[i] * w2 + (y[i] * w1 + x[i] * w0));
                    x[i] = r;
                    y[i] = r;
                    z[i] = r;
                    w[i] = r;
                }
            }
            case RSQ, EX2, SIN -> {
                float[] x = t[k == 0 ? 0 : k % 4];
                for (int i = 0; i < n; i++) {
                    x[i] = op == HotOp.RSQ ? 1f / (float) Math.sqrt(x[i]) : op == HotOp.EX2 ? (float) Math.pow(2, -x[i]) : (float) Math.sin(x[i]);
                }
                for (int c = 0; c < 4; c++) {
                    if (t[c] != x) {
                        System.arraycopy(x, 0, t[c], 0, n);
                    }
                }
            }
            case UADD, SHL, MAD20, IF_ELSE_LOOP -> throw new IllegalArgumentException(op + " has no float step");
        }
    }

    /// Step `k` of an integer chain, over all lanes, in `d.it`.
    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    static void loopIntStep(HotOp op, Data d, int k) {
        int n = d.lanes;
        for (int c = 0; c < 4; c++) {
            int[] x = d.it[c];
            int a = d.word[at(k, c)];
            if (op == HotOp.UADD) {
                for (int i = 0; i < n; i++) x[i] = x[i] + a;
            } else {
                for (int i = 0; i < n; i++) x[i] = a << x[i];
            }
        }
    }

    /// The IF_ELSE_LOOP program per lane: 8 iterations of `x < 0.5 ? (t * m0 + a0) * m1 + a1 : t *
    /// m2 + a2`, `x` the lane's input.
    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    static void loopBranches(Data d) {
        int n = d.lanes;
        float[] x0 = d.in[0];
        for (int k = 0; k < 8; k++) {
            for (int c = 0; c < 4; c++) {
                float[] t = d.t[c];
                float m0 = d.mul[at(0, c)], a0 = d.add[at(0, c)], m1 = d.mul[at(1, c)], a1 = d.add[at(1, c)];
                float m2 = d.mul[at(2, c)], a2 = d.add[at(2, c)];
                for (int i = 0; i < n; i++) {
                    t[i] = x0[i] < 0.5f ? (t[i] * m0 + a0) * m1 + a1 : t[i] * m2 + a2;
                }
            }
        }
    }

    // ------------------------------------------------------------------ Vector API

    /// A chain's step `k` on channel `c` of a vector of lanes (integer chains reinterpret it, which
    /// costs nothing where the species is a constant, as here).
    @FunctionalInterface
    interface FloatStep {
        FloatVector apply(FloatVector v, int k, int c);
    }

    /// One pass of `op`'s program with the Vector API.
    static void vector(HotOp op, Data d) {
        switch (op) {
            case MOV -> perChannel(d, HotOp.REPEAT, (v, k, c) -> v);
            case ADD -> perChannel(d, HotOp.REPEAT, (v, k, c) -> v.add(d.add[at(k, c)]));
            case MUL -> perChannel(d, HotOp.REPEAT, (v, k, c) -> v.mul(d.mul[at(k, c)]));
            case MAD -> perChannel(d, HotOp.REPEAT, (v, k, c) -> v.mul(d.mul[at(k, c)]).add(d.add[at(k, c)]));
            case MAD20 -> perChannel(d, 20, (v, k, c) -> v.mul(d.mul[c]).add(d.add[c]));
            case I2F -> perChannel(d, HotOp.REPEAT, (v, k, c) -> (FloatVector) v.reinterpretAsInts().convert(VectorOperators.I2F, 0));
            case DP4 -> vectorDot(d);
            case RSQ -> replicated(d, (v, k, c) -> FloatVector.broadcast(F, 1f).div(v.sqrt()));
            case EX2 -> replicated(d, (v, k, c) -> FastExp2.exp2(v.neg()));
            case SIN -> replicated(d, (v, k, c) -> FastTrig.sin(v));
            case UADD -> perChannelInt(d, (v, k, c) -> v.add(d.word[at(k, c)]));
            case SHL -> perChannelInt(d, (v, k, c) -> IntVector.broadcast(I, d.word[at(k, c)]).lanewise(VectorOperators.LSHL, v));
            case IF_ELSE_LOOP -> vectorBranches(d);
        }
    }

    private static FloatVector load(float[] a, int i) {
        return FloatVector.fromArray(F, a, i);
    }

    /// A chain of `steps` steps on every channel, two vectors of each at a time.
    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    static void perChannel(Data d, int steps, FloatStep f) {
        float[] ix = d.in[0], iy = d.in[1], iz = d.in[2], iw = d.in[3];
        for (int i = 0; i < d.lanes; i += 2 * L) {
            FloatVector x0 = load(ix, i), y0 = load(iy, i), z0 = load(iz, i), w0 = load(iw, i);
            FloatVector x1 = load(ix, i + L), y1 = load(iy, i + L), z1 = load(iz, i + L), w1 = load(iw, i + L);
            for (int k = 0; k < steps; k++) {
                x0 = f.apply(x0, k, 0);
                x1 = f.apply(x1, k, 0);
                y0 = f.apply(y0, k, 1);
                y1 = f.apply(y1, k, 1);
                z0 = f.apply(z0, k, 2);
                z1 = f.apply(z1, k, 2);
                w0 = f.apply(w0, k, 3);
                w1 = f.apply(w1, k, 3);
            }
            x0.intoArray(d.out[0], i);
            x1.intoArray(d.out[0], i + L);
            y0.intoArray(d.out[1], i);
            y1.intoArray(d.out[1], i + L);
            z0.intoArray(d.out[2], i);
            z1.intoArray(d.out[2], i + L);
            w0.intoArray(d.out[3], i);
            w1.intoArray(d.out[3], i + L);
        }
    }

    /// An integer chain's step `k` on channel `c`.
    @FunctionalInterface
    interface IntStep {
        IntVector apply(IntVector v, int k, int c);
    }

    private static IntVector iload(int[] a, int i) {
        return IntVector.fromArray(I, a, i);
    }

    /// [#perChannel] for an integer chain: words in, words through the chain, reinterpreted once
    /// at the store. By hand one keeps integers in `IntVector`s; reinterpreting at every step, as
    /// a float-typed loop would, makes C2 box the vector wherever the loop's phi hides its exact
    /// class, which once made this baseline slower than the JIT (that keeps the register as
    /// integers too).
    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    static void perChannelInt(Data d, IntStep f) {
        int[] ix = d.iin[0], iy = d.iin[1], iz = d.iin[2], iw = d.iin[3];
        for (int i = 0; i < d.lanes; i += 2 * L) {
            IntVector x0 = iload(ix, i), y0 = iload(iy, i), z0 = iload(iz, i), w0 = iload(iw, i);
            IntVector x1 = iload(ix, i + L), y1 = iload(iy, i + L), z1 = iload(iz, i + L), w1 = iload(iw, i + L);
            for (int k = 0; k < HotOp.REPEAT; k++) {
                x0 = f.apply(x0, k, 0);
                x1 = f.apply(x1, k, 0);
                y0 = f.apply(y0, k, 1);
                y1 = f.apply(y1, k, 1);
                z0 = f.apply(z0, k, 2);
                z1 = f.apply(z1, k, 2);
                w0 = f.apply(w0, k, 3);
                w1 = f.apply(w1, k, 3);
            }
            x0.reinterpretAsFloats().intoArray(d.out[0], i);
            x1.reinterpretAsFloats().intoArray(d.out[0], i + L);
            y0.reinterpretAsFloats().intoArray(d.out[1], i);
            y1.reinterpretAsFloats().intoArray(d.out[1], i + L);
            z0.reinterpretAsFloats().intoArray(d.out[2], i);
            z1.reinterpretAsFloats().intoArray(d.out[2], i + L);
            w0.reinterpretAsFloats().intoArray(d.out[3], i);
            w1.reinterpretAsFloats().intoArray(d.out[3], i + L);
        }
    }

    /// A replicating opcode's chain: one value per lane (the input's x, then the previous result),
    /// two vectors at a time, stored to every channel.
    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    static void replicated(Data d, FloatStep f) {
        for (int i = 0; i < d.lanes; i += 2 * L) {
            FloatVector v0 = load(d.in[0], i), v1 = load(d.in[0], i + L);
            for (int k = 0; k < HotOp.REPEAT; k++) {
                v0 = f.apply(v0, k, 0);
                v1 = f.apply(v1, k, 0);
            }
            for (int c = 0; c < 4; c++) {
                v0.intoArray(d.out[c], i);
                v1.intoArray(d.out[c], i + L);
            }
        }
    }

    /// DP4's chain: the first step reads the four input channels, later ones the replicated
    /// result in all four (so each is still four products and three additions, in Mesa's order).
    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    static void vectorDot(Data d) {
        for (int i = 0; i < d.lanes; i += 2 * L) {
            FloatVector r0 = dot(load(d.in[0], i), load(d.in[1], i), load(d.in[2], i), load(d.in[3], i), d, 0);
            FloatVector r1 = dot(load(d.in[0], i + L), load(d.in[1], i + L), load(d.in[2], i + L), load(d.in[3], i + L), d, 0);
            for (int k = 1; k < HotOp.REPEAT; k++) {
                r0 = dot(r0, r0, r0, r0, d, k);
                r1 = dot(r1, r1, r1, r1, d, k);
            }
            for (int c = 0; c < 4; c++) {
                r0.intoArray(d.out[c], i);
                r1.intoArray(d.out[c], i + L);
            }
        }
    }

    private static FloatVector dot(FloatVector x, FloatVector y, FloatVector z, FloatVector w, Data d, int k) {
        FloatVector r = x.mul(d.weight[at(k, 0)]);
        r = y.mul(d.weight[at(k, 1)]).add(r);
        r = z.mul(d.weight[at(k, 2)]).add(r);
        return w.mul(d.weight[at(k, 3)]).add(r);
    }

    /// IF_ELSE_LOOP: both sides of every iteration on every lane, blended by the lane's
    /// condition, one vector of each channel at a time.
    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    static void vectorBranches(Data d) {
        for (int i = 0; i < d.lanes; i += L) {
            VectorMask<Float> taken = load(d.in[0], i).lt(0.5f);
            for (int c = 0; c < 4; c++) {
                FloatVector t = load(d.in[c], i);
                float m0 = d.mul[at(0, c)], a0 = d.add[at(0, c)], m1 = d.mul[at(1, c)], a1 = d.add[at(1, c)];
                float m2 = d.mul[at(2, c)], a2 = d.add[at(2, c)];
                for (int k = 0; k < 8; k++) {
                    t = t.mul(m2).add(a2).blend(t.mul(m0).add(a0).mul(m1).add(a1), taken);
                }
                t.intoArray(d.out[c], i);
            }
        }
    }
}
