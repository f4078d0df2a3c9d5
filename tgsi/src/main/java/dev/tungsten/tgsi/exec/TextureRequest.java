package dev.tungsten.tgsi.exec;

import dev.tungsten.tgsi.TextureTarget;

/// One texture operation for a block of lanes, filled by the interpreter and passed to a
/// [TextureSampler]. The machine owns one request and reuses it for every texture instruction,
/// so a sampler must not keep a reference past the call.
///
/// Coordinates are unpacked from TGSI's per-target packing into a fixed layout, so a sampler
/// need not know TGSI's rules: `coord[0..2]` are s, t, r (unused ones are 0) and `coord[3]` is
/// the array layer; the shadow reference is in `reference`. Texel fetches use `texel` instead:
/// x, y, z, layer, and the mip level (or, for multisampled targets, the sample index).
public final class TextureRequest {
    /// How the level of detail is chosen.
    public enum Lod {
        /// From the screen-space derivatives in `ddx` and `ddy` (filled from the quad's coordinates
        /// in fragment shaders, zero elsewhere, so other stages sample the base level).
        IMPLICIT,
        /// IMPLICIT plus `lod[i]`.
        BIAS,
        /// `lod[i]` exactly.
        EXPLICIT,
        /// Level 0 (LZ variants).
        ZERO,
        /// From the derivatives in `ddx` and `ddy` given by the shader (TXD, SAMPLE_D).
        GRADIENT
    }

    /// Lanes in the block.
    public final int width;
    /// The sampler view (texture) unit: `SAMP[n]` for the TEX family, `SVIEW[n]` for SAMPLE.
    public int view;
    /// The sampler state unit: `SAMP[n]`.
    public int sampler;
    public TextureTarget target;
    /// Lanes whose results are needed (the others may be left unchanged).
    public int laneMask;
    public Lod lod = Lod.IMPLICIT;
    /// Whether to compare against `reference` (shadow targets, SAMPLE_C).
    public boolean compare;
    /// Whether to gather the four texels of a bilinear footprint (TG4, GATHER4) instead of filtering.
    public boolean gather;
    /// The channel gathered (0..3).
    public int gatherComponent;
    /// Texel offsets (from the instruction's offset operand, the same for every lane).
    public int offsetX;
    public int offsetY;
    public int offsetZ;
    /// s, t, r, layer per lane.
    public final float[][] coord;
    public final float[] reference;
    /// LOD bias or explicit LOD per lane.
    public final float[] lodValue;
    /// d(s, t, r)/dx and d(s, t, r)/dy per lane.
    public final float[][] ddx;
    public final float[][] ddy;
    /// x, y, z, layer, level-or-sample per lane (texel fetches).
    public final int[][] texel;

    public TextureRequest(int width) {
        this.width = width;
        this.coord = new float[4][width];
        this.reference = new float[width];
        this.lodValue = new float[width];
        this.ddx = new float[3][width];
        this.ddy = new float[3][width];
        this.texel = new int[5][width];
    }
}
