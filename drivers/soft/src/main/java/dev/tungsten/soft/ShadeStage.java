package dev.tungsten.soft;

import dev.tungsten.pipe.shader.ShaderInterface;
import dev.tungsten.pipe.shader.ShaderInvocation;
import dev.tungsten.pipe.shader.ShaderLanes;
import dev.tungsten.soft.jit.DirectRegisters;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.exec.Subgroups;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorSpecies;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;

/// Interpolates the fragment shader's inputs for a batch (flat, linear or perspective-correct
/// from the primitive's planes; window position, facing, point coordinate), runs the shader
/// through the backend on whole quads (helper pixels included, so derivatives work) and drops
/// fragments the shader killed. Centroid inputs interpolate at the pixel centre: without
/// multisampling the centre is the only sample, so centroid and centre coincide.
///
/// With the JIT ([DirectRegisters]), interpolated inputs are written straight into its
/// registers, and the colour for the blend stage's plain RGBA8 write is left there
/// ([QuadBatch#shadedRegs]): through the lane arrays those copies cost more than a 20-MAD shader.
final class ShadeStage implements QuadStage {
    private final DrawState state;
    private final ShaderInvocation invocation;
    private final ShaderLanes lanes;
    private final ShaderInterface io;
    /// The invocation's registers' way in and out when it is the JIT's, else null.
    private final DirectRegisters direct;
    /// The colour output register the blend stage reads from the JIT's registers, or -1.
    private final int keptColor;
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
    /// FBFETCH's reader of the batch's pixels when the shader fetches, else null.
    private final FramebufferReader framebuffer;
    /// The draw's fragment resources, with [#framebuffer] added when there is one.
    private final dev.tungsten.pipe.shader.ShaderResources resources;

    /// @param keptColor the colour output register whose channels may stay in the JIT's registers
    ///                  for the blend stage (its plain RGBA8 write reads only them), or -1
    ShadeStage(DrawState state, RasterWorker worker, int keptColor) {
        this.state = state;
        this.invocation = worker.fragmentInvocation(state.fragmentShader);
        this.lanes = invocation.lanes();
        this.direct = invocation instanceof DirectRegisters d ? d : null;
        this.keptColor = keptColor;
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
        this.framebuffer = io.info().uses().fbfetch() ? new FramebufferReader(state, io) : null;
        this.resources = framebuffer == null ? state.fragmentResources
                : new FramebufferReader.Resources(state.fragmentResources, framebuffer);
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
        MemorySegment regs = direct == null ? null : direct.registers();
        if (regs != null && b.wholeBlocks && !p.point && BLOCK_VECTORS && blockChannels(regs) != null) {
            interpolateBlocks(b, p, regs, n);
        } else {
            interpolate(b, p, n, regs);
        }
        b.shadedRegs = regs != null && keptColor >= 0 ? keepColor(b, regs) : null;
        if (framebuffer != null) {
            framebuffer.batch = b;
        }
        invocation.run(resources);
        afterRun(b, n);
    }

    /// Whether a vector of lanes lies within one 4x4 block (the [#interpolateBlocks] layout).
    private static final boolean BLOCK_VECTORS = 16 % LANES.length() == 0;
    /// Lane `l`'s offset from its block's corner (`l % 16`): the quad's, then the pixel's in it.
    private static final float[] BLOCK_QUAD_X = {0, 0, 0, 0, 2, 2, 2, 2, 0, 0, 0, 0, 2, 2, 2, 2};
    private static final float[] BLOCK_QUAD_Y = {0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2, 2, 2};
    private static final float[] BLOCK_PIXEL_X = {0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1};
    private static final float[] BLOCK_PIXEL_Y = {0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1};
    /// [#blockChannels]' answer for [#blockRegs]: the input channels and their offsets there.
    private MemorySegment blockRegs;
    private int[] blockK;
    private long[] blockAt;
    private DrawState.Mode[] blockMode;

    /// The input channels [#interpolateBlocks] writes into `regs`, or null when some input needs
    /// the lane arrays (a window position, facing, point coordinate or system value, or a read
    /// channel the JIT keeps as integer words). Worked out once per registers' block.
    private int[] blockChannels(MemorySegment regs) {
        if (regs == blockRegs) {
            return blockK;
        }
        int[] k = new int[state.inputs.length * 4];
        long[] at = new long[k.length];
        int count = 0;
        boolean ok = true;
        for (SemanticName name : sv) {
            ok &= name == null;
        }
        for (int r = 0; r < state.inputs.length && ok; r++) {
            DrawState.InputSource src = state.inputs[r];
            if (src == null) {
                continue;
            }
            ok = src.kind() == DrawState.Kind.ATTRIBUTE;
            for (int c = 0; c < 4 && ok; c++) {
                if ((readChannels[r] >> c & 1) != 0) {
                    at[count] = direct.inputAt(r * 4 + c);
                    k[count++] = r * 4 + c;
                    ok = at[count - 1] >= 0;
                }
            }
        }
        blockRegs = regs;
        blockK = ok ? java.util.Arrays.copyOf(k, count) : null;
        blockAt = ok ? java.util.Arrays.copyOf(at, count) : null;
        blockMode = new DrawState.Mode[count];
        for (int i = 0; ok && i < count; i++) {
            blockMode[i] = state.inputs[k[i] >> 2].mode();
        }
        return blockK;
    }

    /// The attributes straight into the JIT's registers for a batch of whole 4x4 blocks
    /// ([QuadBatch#wholeBlocks]), a vector of lanes at a time with each lane's position computed
    /// from its block's corner (no per-lane arrays to store and load back), in the order of
    /// operations of [QuadBatch#offsets] and [#attribute], so the bits are theirs:
    /// `x = (corner + quad offset) - refX`, an integer below 2^24 then one rounding, exact
    /// as the int-to-float of the lane arrays, and `x + 1` on right-hand pixels.
    private void interpolateBlocks(QuadBatch b, PrimitiveData p, MemorySegment regs, int n) {
        int[] ks = blockK;
        long[] at = blockAt;
        DrawState.Mode[] modes = blockMode;
        float[] planes = p.planes;
        // 1/(1/w) once per vector of lanes for every channel; none at all when 1/w is constant
        // over the primitive and its inverse is 1 (x * 1 is x), a broadcast when it is not 1.
        float constantW = constantW(p);
        boolean divide = perspectiveInputs && p.perspective;
        boolean lanesW = divide && Float.isNaN(constantW);
        boolean scale = divide && !lanesW && Float.floatToRawIntBits(constantW) != ONE_BITS;
        for (int l = 0; l < n; l += LANES.length()) {
            FloatVector dx = blockX(b, p, l), dy = blockY(b, p, l);
            FloatVector w = lanesW
                    ? FloatVector.broadcast(LANES, 1f).div(dx.mul(p.dwdx).add(p.w0).add(dy.mul(p.dwdy)))
                    : FloatVector.broadcast(LANES, constantW);
            for (int i = 0; i < ks.length; i++) {
                int k = ks[i];
                DrawState.Mode mode = modes[i];
                FloatVector v;
                if (mode == DrawState.Mode.FLAT) {
                    v = FloatVector.broadcast(LANES, Float.intBitsToFloat(p.flat[k]));
                } else {
                    v = dx.mul(planes[k * 3 + 1]).add(planes[k * 3]).add(dy.mul(planes[k * 3 + 2]));
                    if (mode == DrawState.Mode.PERSPECTIVE && (lanesW || scale)) {
                        v = v.mul(w);
                    }
                }
                v.intoMemorySegment(regs, at[i] + (long) l * Float.BYTES, ByteOrder.nativeOrder());
            }
        }
        for (int k : ks) {
            direct.supplyInput(k);
        }
    }

    private static final int ONE_BITS = Float.floatToRawIntBits(1f);

    /// `1 / w0` when the primitive's `1/w` plane has no gradient, so that every lane's
    /// `1 / (dx * dwdx + w0 + dy * dwdy)` is exactly it (a zero product added to a nonzero `w0`
    /// leaves it unchanged; a zero `w0` could take either sign): a 2-D primitive. Else NaN.
    static float constantW(PrimitiveData p) {
        return p.dwdx == 0f && p.dwdy == 0f && p.w0 != 0f && !Float.isNaN(p.w0) ? 1f / p.w0 : Float.NaN;
    }

    /// Lane `l..`'s x offsets from the plane reference in a batch of whole blocks: the block's
    /// corner plus the quad's and the pixel's offsets, in [QuadBatch#offsets]' order of operations.
    private static FloatVector blockX(QuadBatch b, PrimitiveData p, int l) {
        int o = l & 15;
        return FloatVector.fromArray(LANES, BLOCK_QUAD_X, o).add((float) b.qx[l >> 4 << 2]).sub(p.refX)
                .add(FloatVector.fromArray(LANES, BLOCK_PIXEL_X, o));
    }

    /// [#blockX] for y.
    private static FloatVector blockY(QuadBatch b, PrimitiveData p, int l) {
        int o = l & 15;
        return FloatVector.fromArray(LANES, BLOCK_QUAD_Y, o).add((float) b.qy[l >> 4 << 2]).sub(p.refY)
                .add(FloatVector.fromArray(LANES, BLOCK_PIXEL_Y, o));
    }

    /// The inputs and system values through the lane arrays (and, where `regs` is not null,
    /// the attribute channels the JIT keeps in its registers straight there).
    private void interpolate(QuadBatch b, PrimitiveData p, int n, MemorySegment regs) {
        b.offsets();
        float constantW = constantW(p);
        if (perspectiveInputs && p.perspective && !Float.isNaN(constantW)) {
            java.util.Arrays.fill(w, 0, n, constantW);
        } else if (perspectiveInputs && p.perspective) {
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
                        attribute(b, p, src.mode(), in, r, n, readChannels[r], regs);
                    }
                }
                case POSITION -> fragCoord(b, p, in, r, n);
                case FACE -> constant(in, r, n, p.front ? 1f : -1f, 0f, 0f, 1f);
                case PRIMITIVE_ID -> constant(in, r, n, Float.intBitsToFloat(p.primitiveId), 0f, 0f, 0f);
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
    }

    /// Kills, alpha-to-coverage, and the batch's shaded lanes for the later stages.
    private void afterRun(QuadBatch b, int n) {
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

    /// Asks the JIT to leave the colour output's four channels in `regs` and notes where, or
    /// returns null when one of them is not there (the lane arrays get them all).
    private MemorySegment keepColor(QuadBatch b, MemorySegment regs) {
        long[] at = b.shadedColorAt;
        for (int c = 0; c < 4; c++) {
            at[c] = direct.outputAt(keptColor * 4 + c);
            if (at[c] < 0) {
                return null;
            }
        }
        for (int c = 0; c < 4; c++) {
            direct.keepOutput(keptColor * 4 + c);
        }
        return regs;
    }

    /// Interpolates the read channels of attribute `r` into its lane arrays, or into the JIT's
    /// registers `regs` (when not null) for each channel kept there.
    private void attribute(QuadBatch b, PrimitiveData p, DrawState.Mode mode, int[][] in, int r, int n, int channels,
                           MemorySegment regs) {
        float[] planes = p.planes;
        for (int c = 0; c < 4; c++) {
            if ((channels >> c & 1) == 0) {
                continue;
            }
            int k = r * 4 + c;
            long at = regs == null ? -1 : direct.inputAt(k);
            if (at >= 0) {
                attribute(b, p, mode, k, n, regs, at);
                direct.supplyInput(k);
                continue;
            }
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

    /// Channel `k` of the attributes into `regs` from byte `at`, as the lane array loop above
    /// (the same bits), whole vectors while they fit the batch's arrays.
    private void attribute(QuadBatch b, PrimitiveData p, DrawState.Mode mode, int k, int n, MemorySegment regs, long at) {
        int l = 0;
        if (mode == DrawState.Mode.FLAT) {
            FloatVector v = FloatVector.broadcast(LANES, Float.intBitsToFloat(p.flat[k]));
            for (; l < n && l + LANES.length() <= QuadBatch.MAX_LANES; l += LANES.length()) {
                v.intoMemorySegment(regs, at + (long) l * Float.BYTES, ByteOrder.nativeOrder());
            }
            for (; l < n; l++) {
                regs.set(ValueLayout.JAVA_INT, at + (long) l * Float.BYTES, p.flat[k]);
            }
            return;
        }
        float[] planes = p.planes;
        float a = planes[k * 3], dadx = planes[k * 3 + 1], dady = planes[k * 3 + 2];
        boolean divide = mode == DrawState.Mode.PERSPECTIVE && p.perspective;
        for (; l < n && l + LANES.length() <= QuadBatch.MAX_LANES; l += LANES.length()) {
            FloatVector v = plane(b, l, a, dadx, dady);
            if (divide) {
                v = v.mul(FloatVector.fromArray(LANES, w, l));
            }
            v.intoMemorySegment(regs, at + (long) l * Float.BYTES, ByteOrder.nativeOrder());
        }
        for (; l < n; l++) {
            float v = a + dadx * b.dx[l] + dady * b.dy[l];
            regs.set(ValueLayout.JAVA_FLOAT, at + (long) l * Float.BYTES, divide ? v * w[l] : v);
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
                case SUBGROUP_SIZE, SUBGROUP_INVOCATION -> {
                    // The block of quads is the subgroup (see Subgroups): lane l is invocation l.
                    int size = Subgroups.size(lanes.width);
                    for (int l = 0; l < n; l++) {
                        svs[s * 4][l] = sv[s] == SemanticName.SUBGROUP_SIZE ? size : l;
                    }
                    for (int c = 1; c < 4; c++) {
                        java.util.Arrays.fill(svs[s * 4 + c], 0, n, 0);
                    }
                }
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
