package dev.tungsten.soft;

import dev.tungsten.pipe.SamplerState.Wrap;

/// Texture coordinate wrapping (GL 4.6 section 8.14.2): maps a coordinate in texel space to texel
/// indices, or to [#BORDER] where the border colour applies.
final class TexelWrap {
    /// An index meaning "the border colour".
    static final int BORDER = -1;

    private TexelWrap() {}

    /// The texel index nearest-filtering reads at texel-space coordinate `u` of a level `size` texels wide.
    static int nearest(Wrap wrap, float u, int size) {
        return switch (wrap) {
            case REPEAT -> Math.floorMod(floor(u), size);
            case CLAMP_TO_EDGE, CLAMP -> clamp(floor(u), size);
            case CLAMP_TO_BORDER -> inside(floor(u), size);
            case MIRROR_REPEAT -> mirror(floor(u), size);
            case MIRROR_CLAMP_TO_EDGE, MIRROR_CLAMP -> clamp(floor(Math.abs(u)), size);
            case MIRROR_CLAMP_TO_BORDER -> inside(floor(Math.abs(u)), size);
        };
    }

    /// The two texels linear filtering blends at `u` into `out[0..1]`; returns the weight of the second.
    static float linear(Wrap wrap, float u, int size, int[] out) {
        float c = switch (wrap) {
            case CLAMP_TO_EDGE -> Math.max(0.5f, Math.min(u, size - 0.5f));
            case CLAMP -> Math.max(0f, Math.min(u, size));
            case CLAMP_TO_BORDER -> Math.max(-0.5f, Math.min(u, size + 0.5f));
            case MIRROR_CLAMP_TO_EDGE -> Math.max(0.5f, Math.min(Math.abs(u), size - 0.5f));
            case MIRROR_CLAMP -> Math.min(Math.abs(u), size);
            case MIRROR_CLAMP_TO_BORDER -> Math.min(Math.abs(u), size + 0.5f);
            case REPEAT, MIRROR_REPEAT -> u;
        } - 0.5f;
        int i0 = floor(c);
        float a = c - i0;
        int i1 = i0 + 1;
        switch (wrap) {
            case REPEAT -> {
                out[0] = Math.floorMod(i0, size);
                out[1] = Math.floorMod(i1, size);
            }
            case MIRROR_REPEAT -> {
                out[0] = mirror(i0, size);
                out[1] = mirror(i1, size);
            }
            case CLAMP_TO_EDGE, MIRROR_CLAMP_TO_EDGE -> {
                out[0] = clamp(i0, size);
                out[1] = clamp(i1, size);
            }
            case CLAMP, CLAMP_TO_BORDER, MIRROR_CLAMP, MIRROR_CLAMP_TO_BORDER -> {
                out[0] = inside(i0, size);
                out[1] = inside(i1, size);
            }
        }
        return a;
    }

    private static int floor(float v) {
        // Saturating: huge or NaN coordinates land far outside (or at 0), never overflow.
        return v != v ? 0 : (int) Math.max(-1e9f, Math.min(1e9f, (float) Math.floor(v)));
    }

    private static int clamp(int i, int size) {
        return i < 0 ? 0 : Math.min(i, size - 1);
    }

    private static int inside(int i, int size) {
        return i < 0 || i >= size ? BORDER : i;
    }

    /// Mirrored repeat of an index: even periods as they are, odd periods reversed.
    private static int mirror(int i, int size) {
        int period = Math.floorDiv(i, size);
        int r = Math.floorMod(i, size);
        return (period & 1) == 0 ? r : size - 1 - r;
    }
}
