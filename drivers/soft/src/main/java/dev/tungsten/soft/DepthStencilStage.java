package dev.tungsten.soft;

import dev.tungsten.pipe.CompareFunc;
import dev.tungsten.pipe.DepthStencilAlphaState;
import dev.tungsten.pipe.DepthStencilAlphaState.Stencil;
import dev.tungsten.pipe.format.ChannelType;
import dev.tungsten.pipe.format.FormatCodec;
import dev.tungsten.pipe.format.FormatDescription;
import dev.tungsten.tgsi.PipeFormat;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/// Alpha test, stencil test and depth test with their buffer updates (softpipe's
/// `sp_quad_depth_test`), per fragment in GL's order: alpha, stencil (fail op), depth (zfail or
/// zpass op), then the depth write. Depth compares the stored field exactly: as integers for
/// UNORM depth (the incoming depth is quantised first), as floats for FLOAT depth.
///
/// Fast paths, chosen in [#begin] for depth-only testing (no stencil, no alpha test, no shader
/// depth): 32-bit float depth and 24-bit UNORM depth in the low bits of a 32-bit word, a vector
/// of lanes at a time ([#depthLanes]) or, for NEVER and ALWAYS, a lane at a time.
final class DepthStencilStage implements QuadStage {
    /// The preferred species only, as everywhere in the driver (see `BlendStage`).
    private static final VectorSpecies<Float> F = FloatVector.SPECIES_PREFERRED;
    private static final VectorSpecies<Integer> I = IntVector.SPECIES_PREFERRED;
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle FLOAT = MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.LITTLE_ENDIAN);

    private enum Path { GENERAL, FLOAT32_DEPTH, UNORM24_DEPTH }

    private final DrawState state;
    private final TargetView zs;
    private final DepthStencilAlphaState dsa;
    private final boolean floatDepth;
    private final int depthOutput, stencilOutput, alphaOutput;
    private Path path = Path.GENERAL;
    /// Whether [#depthLanes] serves the depth function (not NEVER or ALWAYS: the lane loops do).
    private boolean vectorTest;
    /// The batch's stored depth texels in lane order, then the texels to store back.
    private final MemorySegment texels = Arena.ofAuto().allocate(QuadBatch.MAX_LANES * (long) Integer.BYTES, 64);
    /// The batch's incoming 24-bit depths ([#unorm24]).
    private final int[] incoming = new int[QuadBatch.MAX_LANES];

    DepthStencilStage(DrawState state) {
        this.state = state;
        this.zs = state.framebuffer.zs();
        this.dsa = state.dsa;
        FormatDescription d = zs == null ? null : zs.description();
        this.floatDepth = d != null && d.isDepth() && d.channels().get(d.swizzle(0)).type() == ChannelType.FLOAT;
        this.depthOutput = state.depthOutput;
        this.stencilOutput = state.stencilOutput;
        this.alphaOutput = state.colorOutputs.length > 0 ? state.colorOutputs[0] : -1;
    }

    @Override
    public void begin() {
        path = Path.GENERAL;
        if (NO_FAST_PATH || zs == null || dsa.front().enabled() || dsa.back().enabled() || dsa.alpha().enabled()
                || !dsa.depth().enabled() || depthOutput >= 0) {
            return;
        }
        PipeFormat f = zs.description().format();
        if (f == PipeFormat.Z32_FLOAT) {
            path = Path.FLOAT32_DEPTH;
        } else if (f == PipeFormat.Z24_UNORM_S8_UINT || f == PipeFormat.Z24X8_UNORM) {
            path = Path.UNORM24_DEPTH;
        }
        CompareFunc func = dsa.depth().func();
        vectorTest = func != CompareFunc.NEVER && func != CompareFunc.ALWAYS && QuadBatch.MAX_LANES % F.length() == 0;
    }

    @Override
    public void run(QuadBatch b) {
        switch (path) {
            case FLOAT32_DEPTH -> {
                if (vectorTest) {
                    depthLanes(b, false);
                } else {
                    float32(b);
                }
            }
            case UNORM24_DEPTH -> {
                if (vectorTest) {
                    depthLanes(b, true);
                } else {
                    unorm24(b);
                }
            }
            case GENERAL -> general(b);
        }
    }

    /// The depth-only test a vector of lanes at a time: the live lanes' stored texels gathered
    /// in lane order ([QuadTexels]), compared with the incoming depths as [#float32] and
    /// [#unorm24] compare them (floats as floats, the IEEE comparisons of `CompareFunc.test`;
    /// 24-bit depths as integers, quantised a lane at a time in double precision as there), the
    /// failing lanes killed and the passing ones' new texels stored back.
    private void depthLanes(QuadBatch b, boolean unorm) {
        int n = 4 * b.quads;
        MemorySegment px = texels;
        QuadTexels.gather(b, zs, px);
        if (unorm) {
            float[] z = b.z;
            for (int l = 0; l < n; l++) {
                incoming[l] = unorm24(z[l]);
            }
        }
        CompareFunc func = dsa.depth().func();
        boolean write = dsa.depth().writemask();
        long pass = 0;
        for (int l = 0; l < n; l += F.length()) {
            long at = (long) l * Integer.BYTES;
            IntVector stored = IntVector.fromMemorySegment(I, px, at, ByteOrder.LITTLE_ENDIAN);
            VectorMask<Integer> ok;
            IntVector updated;
            if (unorm) {
                IntVector in = IntVector.fromArray(I, incoming, l), d = stored.and(0xFFFFFF);
                // each comparison a constant: the Vector API compiles a compare only for a constant operator
                ok = switch (func) {
                    case LESS -> in.compare(VectorOperators.LT, d);
                    case EQUAL -> in.compare(VectorOperators.EQ, d);
                    case LEQUAL -> in.compare(VectorOperators.LE, d);
                    case GREATER -> in.compare(VectorOperators.GT, d);
                    case NOTEQUAL -> in.compare(VectorOperators.NE, d);
                    case GEQUAL -> in.compare(VectorOperators.GE, d);
                    case NEVER, ALWAYS -> throw new IllegalStateException("the lane loops test " + func);
                };
                updated = stored.and(0xFF000000).or(in);
            } else {
                FloatVector z = FloatVector.fromArray(F, b.z, l), d = stored.reinterpretAsFloats();
                VectorMask<Float> passed = switch (func) {
                    case LESS -> z.compare(VectorOperators.LT, d);
                    case EQUAL -> z.compare(VectorOperators.EQ, d);
                    case LEQUAL -> z.compare(VectorOperators.LE, d);
                    case GREATER -> z.compare(VectorOperators.GT, d);
                    case NOTEQUAL -> z.compare(VectorOperators.NE, d);
                    case GEQUAL -> z.compare(VectorOperators.GE, d);
                    case NEVER, ALWAYS -> throw new IllegalStateException("the lane loops test " + func);
                };
                ok = passed.cast(I);
                updated = z.reinterpretAsInts();
            }
            pass |= ok.toLong() << l;
            if (write) {
                stored.blend(updated, ok).intoMemorySegment(px, at, ByteOrder.LITTLE_ENDIAN);
            }
        }
        for (int q = 0; q < b.quads; q++) {
            b.mask[q] &= (int) (pass >>> (4 * q)) & 0xF;
        }
        if (write) {
            QuadTexels.store(b, zs, px);
        }
    }

    /// Window depth `z` (within [0, 1] after the depth clamp) as a 24-bit UNORM value.
    private static int unorm24(float z) {
        return z > 0 ? (z >= 1 ? 0xFFFFFF : (int) Math.rint(z * 16777215.0)) : 0;
    }

    /// Depth-only test on Z32_FLOAT.
    private void float32(QuadBatch b) {
        CompareFunc func = dsa.depth().func();
        boolean write = dsa.depth().writemask();
        byte[] data = zs.data();
        for (int l = 0, n = b.lanes(); l < n; l++) {
            if (!b.alive(l)) {
                continue;
            }
            int at = zs.offset(b.x(l), b.y(l));
            float z = b.z[l];
            if (func.test(z, (float) FLOAT.get(data, at))) {
                if (write) {
                    FLOAT.set(data, at, z);
                }
            } else {
                b.kill(l);
            }
        }
    }

    /// Depth-only test on a 24-bit UNORM depth in the low bits of a 32-bit texel.
    private void unorm24(QuadBatch b) {
        CompareFunc func = dsa.depth().func();
        boolean write = dsa.depth().writemask();
        byte[] data = zs.data();
        for (int l = 0, n = b.lanes(); l < n; l++) {
            if (!b.alive(l)) {
                continue;
            }
            int at = zs.offset(b.x(l), b.y(l));
            float z = b.z[l];
            int incoming = unorm24(z);
            int word = (int) INT.get(data, at);
            if (func.test(incoming, word & 0xFFFFFF)) {
                if (write) {
                    INT.set(data, at, (word & 0xFF000000) | incoming);
                }
            } else {
                b.kill(l);
            }
        }
    }

    /// Every test and format.
    private void general(QuadBatch b) {
        DepthStencilAlphaState.Alpha alpha = dsa.alpha();
        boolean hasStencil = zs != null && zs.description().isStencil();
        boolean hasDepth = zs != null && zs.description().isDepth();
        Stencil st = dsa.stencil(!b.prim.front);
        boolean stencilTest = hasStencil && st.enabled();
        boolean depthTest = hasDepth && dsa.depth().enabled();
        int faceRef = (!b.prim.front && dsa.back().enabled() ? state.stencilRefBack : state.stencilRefFront) & 0xFF;
        FormatCodec codec = zs == null ? null : zs.codec();
        byte[] data = zs == null ? null : zs.data();
        for (int l = 0, n = b.lanes(); l < n; l++) {
            if (!b.alive(l)) {
                continue;
            }
            if (alpha.enabled()) {
                float a = alphaOutput >= 0 && b.shaded != null ? b.shaded.output(alphaOutput, 3, l) : 1f;
                if (!alpha.func().test(a, alpha.refValue())) {
                    b.kill(l);
                    continue;
                }
            }
            if (!stencilTest && !depthTest) {
                continue;
            }
            int at = zs.offset(b.x(l), b.y(l));
            int stencil = hasStencil ? codec.unpackStencil(data, at) : 0;
            int ref = stencilOutput >= 0 && b.shaded != null ? b.shaded.outputs[stencilOutput * 4 + 1][l] & 0xFF : faceRef;
            if (stencilTest && !st.func().test(ref & st.valueMask(), stencil & st.valueMask())) {
                writeStencil(codec, data, at, stencil, st.failOp().apply(stencil, ref), st.writeMask());
                b.kill(l);
                continue;
            }
            boolean depthPass = true;
            long incoming = 0;
            if (depthTest) {
                float z = b.z[l];
                if (depthOutput >= 0 && b.shaded != null) {
                    z = b.shaded.output(depthOutput, 2, l);
                    z = z < state.depthRangeMin ? state.depthRangeMin : Math.min(z, state.depthRangeMax);
                }
                incoming = codec.depthBits(z);
                long stored = codec.depthField(data, at);
                depthPass = floatDepth
                        ? dsa.depth().func().test(Float.intBitsToFloat((int) incoming), Float.intBitsToFloat((int) stored))
                        : dsa.depth().func().test(incoming, stored);
            }
            if (stencilTest) {
                DepthStencilAlphaState.StencilOp op = depthPass ? st.zpassOp() : st.zfailOp();
                writeStencil(codec, data, at, stencil, op.apply(stencil, ref), st.writeMask());
            }
            if (!depthPass) {
                b.kill(l);
            } else if (depthTest && dsa.depth().writemask()) {
                codec.packDepthField(incoming, data, at);
            }
        }
    }

    private static void writeStencil(FormatCodec codec, byte[] data, int at, int old, int value, int writeMask) {
        int s = (old & ~writeMask) | (value & writeMask);
        if (s != old) {
            codec.packStencil(s, data, at);
        }
    }
}
