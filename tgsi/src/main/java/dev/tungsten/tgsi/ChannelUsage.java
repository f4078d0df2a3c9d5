package dev.tungsten.tgsi;

/// Which channels of a source operand an instruction really reads, as Mesa's
/// `tgsi_util_get_src_usage_mask` computes it: first the channels of the *result* that depend
/// on the operand (the read mask, from the opcode, the destination's write mask and the
/// texture or memory target), then those mapped through the operand's swizzle (the usage mask).
///
/// The scanner uses it for input usage masks and the sanity checker for reads past the end of
/// a short immediate. What each opcode reads is the table's [TgsiOpcode#reads] column; this
/// class only evaluates its rules.
public final class ChannelUsage {
    private static final int X = WriteMask.X, Y = WriteMask.Y, Z = WriteMask.Z, W = WriteMask.W;
    private static final int XY = X | Y, XYZ = XY | Z, XYZW = WriteMask.XYZW;

    private ChannelUsage() {}

    /// The source channels (after swizzling) that operand `src` of `inst` reads.
    public static int usageMask(Instruction inst, int src) {
        int read = readMask(inst, src);
        int swizzle = inst.src(src).swizzle();
        int usage = 0;
        for (int c = 0; c < 4; c++) {
            if ((read & (1 << c)) != 0) {
                usage |= 1 << Swizzle.get(swizzle, c);
            }
        }
        return usage;
    }

    /// The channels of operand `src` of `inst`, before its swizzle, that influence the result.
    public static int readMask(Instruction inst, int src) {
        int writeMask = inst.dst().isEmpty() ? 0 : inst.dst(0).writeMask();
        TextureTarget texTarget = inst.texture() != null ? inst.texture().target() : TextureTarget.BUFFER;
        TextureTarget memTarget = inst.memory() != null ? inst.memory().texture() : TextureTarget.BUFFER;
        return readMask(inst.opcode(), src, writeMask, texTarget, memTarget);
    }

    /// The read mask for an opcode given the write mask of its first destination and its
    /// texture-token and memory-token targets (BUFFER when the instruction has none): the
    /// opcode table's [TgsiOpcode.Reads] rule for that source, evaluated.
    public static int readMask(TgsiOpcode op, int src, int writeMask, TextureTarget texTarget, TextureTarget memTarget) {
        TgsiOpcode.Read read = op.reads().source(src);
        return switch (read) {
            case NONE, X, XY, XYZ, XYZW, YZ, YW -> read.mask();
            case WRITTEN -> writeMask;
            case LIT -> (writeMask & (Y | Z)) != 0 ? XY | W : 0;
            case EXP_LOG -> (writeMask & XYZ) != 0 ? X : 0;
            case DOUBLE_EXPONENT -> ((writeMask & XY) != 0 ? X : 0) | ((writeMask & (Z | W)) != 0 ? Z : 0);
            case TEXTURE_COORDS -> textureCoords(texTarget, false);
            case TEXTURE_COORDS_AND_W -> textureCoords(texTarget, true);
            case TEXTURE_SPATIAL -> consecutive(spatialDimension(texTarget));
            case MEMORY_COORDS -> consecutive(coordDimension(memTarget));
        };
    }

    /// Mesa's `tgsi_util_get_texture_coord_dim`: coordinates including the layer, without the
    /// shadow reference or sample index (0 for UNKNOWN).
    public static int coordDimension(TextureTarget target) {
        return switch (target) {
            case BUFFER, T1D, SHADOW1D -> 1;
            case T2D, RECT, T1D_ARRAY, SHADOW2D, SHADOWRECT, SHADOW1D_ARRAY, T2D_MSAA -> 2;
            case T3D, CUBE, T2D_ARRAY, SHADOWCUBE, SHADOW2D_ARRAY, T2D_ARRAY_MSAA -> 3;
            case CUBE_ARRAY, SHADOWCUBE_ARRAY -> 4;
            case UNKNOWN -> 0;
        };
    }

    /// Mesa's coordinate mask for source 0 of a texture opcode: the coordinates with layer and
    /// shadow reference, where SHADOW1D reads x and z (its reference sits in z), and w where the
    /// opcode keeps its bias, level or projection there.
    private static int textureCoords(TextureTarget target, boolean withW) {
        int dimLayer = coordDimension(target);
        int dimLayerShadow = target.isShadow() ? (target == TextureTarget.SHADOW1D ? 3 : dimLayer + 1) : dimLayer;
        int mask = consecutive(dimLayerShadow) & XYZW;
        if (target == TextureTarget.SHADOW1D) {
            mask &= ~Y;
        }
        return withW ? mask | W : mask;
    }

    /// The spatial coordinates of a target, without the layer of an array.
    private static int spatialDimension(TextureTarget target) {
        int dimLayer = coordDimension(target);
        return target.isArray() ? dimLayer - 1 : dimLayer;
    }

    private static int consecutive(int count) {
        return count <= 0 ? 0 : (1 << Math.min(count, 31)) - 1;
    }
}
