package dev.tungsten.soft;

import dev.tungsten.pipe.shader.ShaderInterface;
import dev.tungsten.pipe.shader.ShaderInvocation;
import dev.tungsten.pipe.shader.ShaderLanes;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorSpecies;

/// Interpolates the fragment shader's inputs for a batch (flat, linear or perspective-correct
/// from the primitive's planes; window position, facing, point coordinate), runs the shader
/// through the backend on whole quads (helper pixels included, so derivatives work) and drops
/// fragments the shader killed. Centroid inputs interpolate at the pixel centre: without
/// multisampling the centre is the only sample, so centroid and centre coincide.
final class ShadeStage implements QuadStage {
    private final DrawState state;
    private final ShaderInvocation invocation;
    private final ShaderLanes lanes;
    private final ShaderInterface io;
    /// The preferred species, as everywhere in the driver (see `BlendStage`).
    private static final VectorSpecies<Float> LANES = FloatVector.SPECIES_PREFERRED;
    /// Per lane `w` for perspective correction.
    private final float[] w = new float[QuadBatch.MAX_LANES];
    private final float fragXOffset, fragYOffset;
    private final boolean lowerLeft;
    /// System value semantics by SV register (null when the register is not declared).
    private final SemanticName[] sv;
    private boolean perspectiveInputs;
    /// Per IN register, the channels the shader reads; the others are not interpolated.
    private final int[] readChannels;

    ShadeStage(DrawState state, RasterWorker worker) {
        this.state = state;
        this.invocation = worker.fragmentInvocation(state.fragmentShader);
        this.lanes = invocation.lanes();
        this.io = state.fragmentShader.io();
        float centre = io.pixelCenterInteger() ? 0f : 0.5f;
        this.lowerLeft = io.originLowerLeft();
        this.fragXOffset = centre;
        this.fragYOffset = centre;
        this.sv = new SemanticName[io.systemValueRegisters()];
        for (ShaderInterface.Slot s : io.systemValues()) {
            sv[s.register()] = s.name();
        }
        this.readChannels = readChannels(state.fragmentShader.shader(), state.inputs.length);
    }

    /// The channels of each IN register that some instruction's source swizzle names; all four of
    /// every register where the shader addresses IN indirectly, reads it through an INTERP
    /// opcode (the interpolator reads the lanes) or names it as a texture offset.
    static int[] readChannels(TgsiShader shader, int registers) {
        int[] read = new int[registers];
        for (Instruction in : shader.instructions()) {
            boolean whole = in.opcode().category() == TgsiOpcode.Category.INTERPOLATION
                    || in.texture() != null && in.texture().offsets().stream().anyMatch(o -> o.file() == RegisterFile.INPUT);
            for (SrcRegister src : in.src()) {
                if (src.file() == RegisterFile.INPUT && (src.isIndirect() || src.dimension() != null
                        || src.index() < 0 || src.index() >= registers)) {
                    whole = true;
                }
            }
            if (whole) {
                java.util.Arrays.fill(read, 0xF);
                return read;
            }
            for (SrcRegister src : in.src()) {
                for (int c = 0; c < 4 && src.file() == RegisterFile.INPUT; c++) {
                    read[src.index()] |= 1 << src.swizzle(c);
                }
            }
        }
        return read;
    }

    @Override
    public void begin() {
        perspectiveInputs = false;
        for (DrawState.InputSource s : state.inputs) {
            if (s != null && s.kind() == DrawState.Kind.ATTRIBUTE && s.mode() == DrawState.Mode.PERSPECTIVE) {
                perspectiveInputs = true;
            }
        }
    }

    @Override
    public void run(QuadBatch b) {
        PrimitiveData p = b.prim;
        int n = b.lanes();
        lanes.count = n;
        lanes.liveMask = b.liveMask();
        if (perspectiveInputs && p.perspective) {
            int l = 0;
            for (; l <= n - LANES.length(); l += LANES.length()) {
                FloatVector.broadcast(LANES, 1f).div(plane(b, l, p.w0, p.dwdx, p.dwdy)).intoArray(w, l);
            }
            for (; l < n; l++) {
                w[l] = 1f / (p.w0 + p.dwdx * b.dx[l] + p.dwdy * b.dy[l]);
            }
        }
        DrawState.InputSource[] inputs = state.inputs;
        int[][] in = lanes.inputs;
        for (int r = 0; r < inputs.length; r++) {
            DrawState.InputSource src = inputs[r];
            if (src == null) {
                continue;
            }
            switch (src.kind()) {
                case ATTRIBUTE -> {
                    if (src.sprite() && p.point) {
                        pointCoord(b, p, in, r, n);
                    } else {
                        attribute(b, p, src.mode(), in, r, n, readChannels[r]);
                    }
                }
                case POSITION -> fragCoord(b, p, in, r, n);
                case FACE -> constant(in, r, n, p.front ? 1f : -1f, 0f, 0f, 1f);
                case POINT_COORD -> {
                    if (p.point) {
                        pointCoord(b, p, in, r, n);
                    } else {
                        constant(in, r, n, 0f, 0f, 0f, 1f);
                    }
                }
            }
        }
        systemValues(b, p, n);
        invocation.run(state.fragmentResources);
        if (lanes.killMask != 0) {
            b.killLanes(lanes.killMask);
        }
        if (state.blend.alphaToCoverage() && state.colorOutputs.length > 0 && state.colorOutputs[0] >= 0) {
            // One sample per pixel: coverage survives when alpha covers at least half of it.
            int[] alpha = lanes.outputs[state.colorOutputs[0] * 4 + 3];
            for (int l = 0; l < n; l++) {
                if (!(Float.intBitsToFloat(alpha[l]) >= 0.5f)) {
                    b.kill(l);
                }
            }
        }
        b.shaded = lanes;
    }

    private void attribute(QuadBatch b, PrimitiveData p, DrawState.Mode mode, int[][] in, int r, int n, int channels) {
        float[] planes = p.planes;
        for (int c = 0; c < 4; c++) {
            if ((channels >> c & 1) == 0) {
                continue;
            }
            int k = r * 4 + c;
            int[] dst = in[k];
            if (mode == DrawState.Mode.FLAT) {
                java.util.Arrays.fill(dst, 0, n, p.flat[k]);
                continue;
            }
            float a = planes[k * 3], dadx = planes[k * 3 + 1], dady = planes[k * 3 + 2];
            boolean divide = mode == DrawState.Mode.PERSPECTIVE && p.perspective;
            int l = 0;
            for (; l <= n - LANES.length(); l += LANES.length()) {
                FloatVector v = plane(b, l, a, dadx, dady);
                if (divide) {
                    v = v.mul(FloatVector.fromArray(LANES, w, l));
                }
                v.reinterpretAsInts().intoArray(dst, l);
            }
            for (; l < n; l++) {
                float v = a + dadx * b.dx[l] + dady * b.dy[l];
                dst[l] = Float.floatToRawIntBits(divide ? v * w[l] : v);
            }
        }
    }

    /// `a + dadx * dx + dady * dy` for the lanes from `l`, in the scalar loop's order of
    /// operations, so both give the same bits.
    private static FloatVector plane(QuadBatch b, int l, float a, float dadx, float dady) {
        FloatVector x = FloatVector.fromArray(LANES, b.dx, l).mul(dadx).add(a);
        return x.add(FloatVector.fromArray(LANES, b.dy, l).mul(dady));
    }

    private static void pointCoord(QuadBatch b, PrimitiveData p, int[][] in, int r, int n) {
        for (int l = 0; l < n; l++) {
            in[r * 4][l] = Float.floatToRawIntBits(p.s0 + p.dsdx * b.dx[l] + p.dsdy * b.dy[l]);
            in[r * 4 + 1][l] = Float.floatToRawIntBits(p.t0 + p.dtdx * b.dx[l] + p.dtdy * b.dy[l]);
        }
        java.util.Arrays.fill(in[r * 4 + 2], 0, n, 0);
        java.util.Arrays.fill(in[r * 4 + 3], 0, n, Float.floatToRawIntBits(1f));
    }

    /// TGSI's fragment POSITION: window x, y at the pixel centre (or integer corner), depth, 1/w.
    private void fragCoord(QuadBatch b, PrimitiveData p, int[][] in, int r, int n) {
        int height = state.framebuffer.height();
        for (int l = 0; l < n; l++) {
            float x = b.x(l) + fragXOffset;
            float y = lowerLeft ? height - b.y(l) - (1f - fragYOffset) : b.y(l) + fragYOffset;
            in[r * 4][l] = Float.floatToRawIntBits(x);
            in[r * 4 + 1][l] = Float.floatToRawIntBits(y);
            in[r * 4 + 2][l] = Float.floatToRawIntBits(b.z[l]);
            in[r * 4 + 3][l] = Float.floatToRawIntBits(p.w0 + p.dwdx * b.dx[l] + p.dwdy * b.dy[l]);
        }
    }

    private static void constant(int[][] in, int r, int n, float x, float y, float z, float w) {
        java.util.Arrays.fill(in[r * 4], 0, n, Float.floatToRawIntBits(x));
        java.util.Arrays.fill(in[r * 4 + 1], 0, n, Float.floatToRawIntBits(y));
        java.util.Arrays.fill(in[r * 4 + 2], 0, n, Float.floatToRawIntBits(z));
        java.util.Arrays.fill(in[r * 4 + 3], 0, n, Float.floatToRawIntBits(w));
    }

    private void systemValues(QuadBatch b, PrimitiveData p, int n) {
        int[][] svs = lanes.systemValues;
        for (int s = 0; s < sv.length; s++) {
            if (sv[s] == null) {
                continue;
            }
            switch (sv[s]) {
                case POSITION -> fragCoord(b, p, svs, s, n);
                case FACE -> constant(svs, s, n, p.front ? 1f : -1f, 0f, 0f, 1f);
                case SAMPLEPOS -> constant(svs, s, n, 0.5f, 0.5f, 0f, 0f);
                case HELPER_INVOCATION, SAMPLEMASK -> {
                    boolean helper = sv[s] == SemanticName.HELPER_INVOCATION;
                    for (int l = 0; l < n; l++) {
                        svs[s * 4][l] = helper ? (b.alive(l) ? 0 : -1) : (b.alive(l) ? 1 : 0);
                    }
                    java.util.Arrays.fill(svs[s * 4 + 1], 0, n, 0);
                    java.util.Arrays.fill(svs[s * 4 + 2], 0, n, 0);
                    java.util.Arrays.fill(svs[s * 4 + 3], 0, n, 0);
                }
                default -> {
                    for (int c = 0; c < 4; c++) {
                        java.util.Arrays.fill(svs[s * 4 + c], 0, n, 0);
                    }
                }
            }
        }
    }
}
