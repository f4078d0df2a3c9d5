package dev.tungsten.soft;

import dev.tungsten.pipe.CompareFunc;
import dev.tungsten.pipe.DepthStencilAlphaState;
import dev.tungsten.pipe.DepthStencilAlphaState.Stencil;
import dev.tungsten.pipe.format.ChannelType;
import dev.tungsten.pipe.format.FormatCodec;
import dev.tungsten.pipe.format.FormatDescription;
import dev.tungsten.tgsi.PipeFormat;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/// Alpha test, stencil test and depth test with their buffer updates (softpipe's
/// `sp_quad_depth_test`), per fragment in GL's order: alpha, stencil (fail op), depth (zfail or
/// zpass op), then the depth write. Depth compares the stored field exactly: as integers for
/// UNORM depth (the incoming depth is quantised first), as floats for FLOAT depth.
///
/// Fast paths, chosen in [#begin] for depth-only testing (no stencil, no alpha test, no shader
/// depth): 32-bit float depth and 24-bit UNORM depth in the low bits of a 32-bit word.
final class DepthStencilStage implements QuadStage {
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle FLOAT = MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.LITTLE_ENDIAN);

    private enum Path { GENERAL, FLOAT32_DEPTH, UNORM24_DEPTH }

    private final DrawState state;
    private final TargetView zs;
    private final DepthStencilAlphaState dsa;
    private final boolean floatDepth;
    private final int depthOutput, stencilOutput, alphaOutput;
    private Path path = Path.GENERAL;

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
    }

    @Override
    public void run(QuadBatch b) {
        switch (path) {
            case FLOAT32_DEPTH -> float32(b);
            case UNORM24_DEPTH -> unorm24(b);
            case GENERAL -> general(b);
        }
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
            int incoming = z > 0 ? (z >= 1 ? 0xFFFFFF : (int) Math.rint(z * 16777215.0)) : 0;
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
