package dev.tungsten.tgsi.exec;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/// Vector forms of [HotLaneLoops] (the only class that touches `jdk.incubator.vector`, loaded only
/// when the module is present). Each loop runs to `SPECIES.loopBound(n)` and finishes with the
/// scalar twin, so blocks narrower than a vector (4 lanes) take the scalar path.
final class VectorLaneLoops {
    private VectorLaneLoops() {}

    private static final VectorSpecies<Integer> INTS = IntVector.SPECIES_PREFERRED;

    static void add(int[] d, int[] a, int[] x, int n) {
        int bound = INTS.loopBound(n);
        for (int i = 0; i < bound; i += INTS.length()) {
            FloatVector va = IntVector.fromArray(INTS, a, i).reinterpretAsFloats();
            FloatVector vx = IntVector.fromArray(INTS, x, i).reinterpretAsFloats();
            va.add(vx).reinterpretAsInts().intoArray(d, i);
        }
        HotLaneLoops.addScalar(d, a, x, n, bound);
    }

    static void mul(int[] d, int[] a, int[] x, int n) {
        int bound = INTS.loopBound(n);
        for (int i = 0; i < bound; i += INTS.length()) {
            FloatVector va = IntVector.fromArray(INTS, a, i).reinterpretAsFloats();
            FloatVector vx = IntVector.fromArray(INTS, x, i).reinterpretAsFloats();
            va.mul(vx).reinterpretAsInts().intoArray(d, i);
        }
        HotLaneLoops.mulScalar(d, a, x, n, bound);
    }

    static void mad(int[] d, int[] a, int[] x, int[] y, int n) {
        int bound = INTS.loopBound(n);
        for (int i = 0; i < bound; i += INTS.length()) {
            FloatVector va = IntVector.fromArray(INTS, a, i).reinterpretAsFloats();
            FloatVector vx = IntVector.fromArray(INTS, x, i).reinterpretAsFloats();
            FloatVector vy = IntVector.fromArray(INTS, y, i).reinterpretAsFloats();
            va.mul(vx).add(vy).reinterpretAsInts().intoArray(d, i);
        }
        HotLaneLoops.madScalar(d, a, x, y, n, bound);
    }

    /// The integer kernels of [HotLaneLoops#integer]; Java's vector shifts take the count modulo
    /// 32 as TGSI does, and I2F rounds to nearest even as `(float)` does.
    static void integer(HotLaneLoops.IntegerOp kind, int[] d, int[] a, int[] x, int n) {
        int bound = INTS.loopBound(n);
        for (int i = 0; i < bound; i += INTS.length()) {
            IntVector va = IntVector.fromArray(INTS, a, i);
            if (kind == HotLaneLoops.IntegerOp.I2F) {
                va.convert(VectorOperators.I2F, 0).reinterpretAsInts().intoArray(d, i);
                continue;
            }
            IntVector vx = IntVector.fromArray(INTS, x, i);
            IntVector r = switch (kind) {
                case UADD -> va.add(vx);
                case AND -> va.and(vx);
                case OR -> va.or(vx);
                case XOR -> va.lanewise(VectorOperators.XOR, vx);
                case SHL -> va.lanewise(VectorOperators.LSHL, vx);
                case ISHR -> va.lanewise(VectorOperators.ASHR, vx);
                case USHR -> va.lanewise(VectorOperators.LSHR, vx);
                case I2F -> throw new AssertionError("converted above");
            };
            r.intoArray(d, i);
        }
        HotLaneLoops.integerScalar(kind, d, a, x, n, bound);
    }
}
