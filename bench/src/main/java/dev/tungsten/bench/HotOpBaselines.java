package dev.tungsten.bench;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;
import org.openjdk.jmh.annotations.CompilerControl;

/// Hand-written Java doing the math of each [HotOp] program over float arrays: the practical
/// limit an interpreter (or JIT) of that program could reach. `loop` is plain Java loops (the JVM
/// vectorizes what it can); `vector` uses the Vector API. Both do the same passes as the program
/// (load, each instruction over all lanes and channels, store), one call per instruction, not
/// inlined, so that repeated instructions are really repeated.
final class HotOpBaselines {
    private HotOpBaselines() {}

    static final VectorSpecies<Float> F = FloatVector.SPECIES_PREFERRED;
    static final VectorSpecies<Integer> I = IntVector.SPECIES_PREFERRED;

    /// Lanes and registers of one pass.
    static final class Data {
        final int lanes;
        final float[][] in = new float[4][], t = new float[4][], out = new float[4][], result = new float[4][];
        final int[][] iin = new int[4][], iout = new int[4][];
        final float[] a = {0.999f, 1.001f, 0.5f, -0.25f};
        final float[] b = {0.001f, -0.002f, 0.25f, 1.5f};
        final int[] shift = {1, 3, 5, 33};

        Data(int lanes) {
            this.lanes = lanes;
            for (int c = 0; c < 4; c++) {
                in[c] = new float[lanes];
                t[c] = new float[lanes];
                out[c] = new float[lanes];
                result[c] = new float[lanes];
                iin[c] = new int[lanes];
                iout[c] = new int[lanes];
                for (int i = 0; i < lanes; i++) {
                    in[c][i] = 0.25f + (i % 7) * 0.125f;
                    iin[c][i] = i * 3 + c;
                }
            }
        }
    }

    /// One pass of `op`'s program with plain loops.
    static void loop(HotOp op, Data d) {
        copy(d.in, d.t, d.lanes);
        switch (op) {
            case MAD20 -> {
                for (int k = 0; k < 20; k++) {
                    loopInstruction(op, d);
                }
                copy(d.t, d.out, d.lanes);
            }
            case IF_ELSE_LOOP -> loopBranches(d);
            default -> {
                for (int k = 0; k < HotOp.REPEAT; k++) {
                    loopInstruction(op, d);
                }
            }
        }
        copy(d.out, d.result, d.lanes);
    }

    private static void copy(float[][] from, float[][] to, int n) {
        for (int c = 0; c < 4; c++) {
            System.arraycopy(from[c], 0, to[c], 0, n);
        }
    }

    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    static void loopInstruction(HotOp op, Data d) {
        int n = d.lanes;
        switch (op) {
            case MOV -> copy(d.t, d.out, n);
            case ADD -> { for (int c = 0; c < 4; c++) { float[] t = d.t[c], o = d.out[c]; float a = d.a[c]; for (int i = 0; i < n; i++) o[i] = t[i] + a; } }
            case MUL -> { for (int c = 0; c < 4; c++) { float[] t = d.t[c], o = d.out[c]; float a = d.a[c]; for (int i = 0; i < n; i++) o[i] = t[i] * a; } }
            case MAD -> { for (int c = 0; c < 4; c++) { float[] t = d.t[c], o = d.out[c]; float a = d.a[c], b = d.b[c]; for (int i = 0; i < n; i++) o[i] = t[i] * a + b; } }
            case MAD20 -> { for (int c = 0; c < 4; c++) { float[] t = d.t[c]; float a = d.a[c], b = d.b[c]; for (int i = 0; i < n; i++) t[i] = t[i] * a + b; } }
            case DP4 -> {
                float[] x = d.t[0], y = d.t[1], z = d.t[2], w = d.t[3], o = d.out[0];
                for (int i = 0; i < n; i++) {
                    o[i] = w[i] * d.a[3] + (z[i] * d.a[2] + (y[i] * d.a[1] + x[i] * d.a[0]));
                }
                replicate(d, n);
            }
            case RSQ -> { float[] x = d.t[0], o = d.out[0]; for (int i = 0; i < n; i++) o[i] = 1f / (float) Math.sqrt(x[i]); replicate(d, n); }
            case EX2 -> { float[] x = d.t[0], o = d.out[0]; for (int i = 0; i < n; i++) o[i] = (float) Math.pow(2, x[i]); replicate(d, n); }
            case SIN -> { float[] x = d.t[0], o = d.out[0]; for (int i = 0; i < n; i++) o[i] = (float) Math.sin(x[i]); replicate(d, n); }
            case I2F -> { for (int c = 0; c < 4; c++) { int[] t = d.iin[c]; float[] o = d.out[c]; for (int i = 0; i < n; i++) o[i] = t[i]; } }
            case UADD -> { for (int c = 0; c < 4; c++) { int[] t = d.iin[c], o = d.iout[c]; int a = d.shift[c]; for (int i = 0; i < n; i++) o[i] = t[i] + a; } }
            case SHL -> { for (int c = 0; c < 4; c++) { int[] t = d.iin[c], o = d.iout[c]; int s = d.shift[c] & 31; for (int i = 0; i < n; i++) o[i] = t[i] << s; } }
            case IF_ELSE_LOOP -> loopBranches(d);
        }
    }

    private static void replicate(Data d, int n) {
        for (int c = 1; c < 4; c++) {
            System.arraycopy(d.out[0], 0, d.out[c], 0, n);
        }
    }

    /// The IF_ELSE_LOOP program per lane: 8 iterations of `x < 0.5 ? x * a + b : x * b`.
    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    static void loopBranches(Data d) {
        int n = d.lanes;
        float[] x0 = d.t[0];
        for (int k = 0; k < 8; k++) {
            for (int c = 0; c < 4; c++) {
                float[] t = d.t[c], o = d.out[c];
                float a = d.a[c], b = d.b[c];
                for (int i = 0; i < n; i++) {
                    o[i] = x0[i] < 0.5f ? t[i] * a + b : t[i] * b;
                }
            }
        }
    }

    /// One pass of `op`'s program with the Vector API.
    static void vector(HotOp op, Data d) {
        copy(d.in, d.t, d.lanes);
        switch (op) {
            case MAD20 -> {
                for (int k = 0; k < 20; k++) {
                    vectorInstruction(op, d);
                }
                copy(d.t, d.out, d.lanes);
            }
            case IF_ELSE_LOOP -> vectorBranches(d);
            default -> {
                for (int k = 0; k < HotOp.REPEAT; k++) {
                    vectorInstruction(op, d);
                }
            }
        }
        copy(d.out, d.result, d.lanes);
    }

    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    static void vectorInstruction(HotOp op, Data d) {
        int n = d.lanes;
        switch (op) {
            case MOV -> copy(d.t, d.out, n);
            case ADD, MUL, MAD, MAD20 -> {
                for (int c = 0; c < 4; c++) {
                    float[] t = d.t[c], o = op == HotOp.MAD20 ? d.t[c] : d.out[c];
                    FloatVector a = FloatVector.broadcast(F, d.a[c]), b = FloatVector.broadcast(F, d.b[c]);
                    for (int i = 0; i < n; i += F.length()) {
                        FloatVector v = FloatVector.fromArray(F, t, i);
                        (op == HotOp.ADD ? v.add(a) : op == HotOp.MUL ? v.mul(a) : v.mul(a).add(b)).intoArray(o, i);
                    }
                }
            }
            case DP4 -> {
                for (int i = 0; i < n; i += F.length()) {
                    FloatVector r = FloatVector.fromArray(F, d.t[0], i).mul(d.a[0]);
                    for (int c = 1; c < 4; c++) {
                        r = FloatVector.fromArray(F, d.t[c], i).mul(d.a[c]).add(r);
                    }
                    for (int c = 0; c < 4; c++) {
                        r.intoArray(d.out[c], i);
                    }
                }
            }
            case RSQ, EX2, SIN -> {
                for (int i = 0; i < n; i += F.length()) {
                    FloatVector x = FloatVector.fromArray(F, d.t[0], i);
                    FloatVector r = op == HotOp.RSQ ? FloatVector.broadcast(F, 1f).div(x.sqrt())
                            : op == HotOp.EX2 ? FloatVector.broadcast(F, 2f).lanewise(VectorOperators.POW, x)
                            : x.lanewise(VectorOperators.SIN);
                    for (int c = 0; c < 4; c++) {
                        r.intoArray(d.out[c], i);
                    }
                }
            }
            case I2F -> {
                for (int c = 0; c < 4; c++) {
                    for (int i = 0; i < n; i += I.length()) {
                        ((FloatVector) IntVector.fromArray(I, d.iin[c], i).convert(VectorOperators.I2F, 0)).intoArray(d.out[c], i);
                    }
                }
            }
            case UADD, SHL -> {
                for (int c = 0; c < 4; c++) {
                    for (int i = 0; i < n; i += I.length()) {
                        IntVector v = IntVector.fromArray(I, d.iin[c], i);
                        (op == HotOp.UADD ? v.add(d.shift[c]) : v.lanewise(VectorOperators.LSHL, d.shift[c] & 31))
                                .intoArray(d.iout[c], i);
                    }
                }
            }
            case IF_ELSE_LOOP -> vectorBranches(d);
        }
    }

    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    static void vectorBranches(Data d) {
        int n = d.lanes;
        for (int k = 0; k < 8; k++) {
            for (int c = 0; c < 4; c++) {
                FloatVector a = FloatVector.broadcast(F, d.a[c]), b = FloatVector.broadcast(F, d.b[c]);
                for (int i = 0; i < n; i += F.length()) {
                    VectorMask<Float> lt = FloatVector.fromArray(F, d.t[0], i).lt(0.5f);
                    FloatVector t = FloatVector.fromArray(F, d.t[c], i);
                    t.mul(b).blend(t.mul(a).add(b), lt).intoArray(d.out[c], i);
                }
            }
        }
    }
}
