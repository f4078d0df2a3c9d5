package dev.tungsten.bench;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/// The rows of `bench fill`: what one frame of [FillScene] draws and how its rate is counted.
/// The first three are the fill-rate shaders of [FillShader] on one full-screen quad; the others
/// are workloads that look like real frames (textures, blending, depth-tested overdraw, small
/// triangles, the demo scene, a compute filter). Every frame ends with a fence wait, so a figure
/// is rendering finished, not queued.
public enum FillWorkload {
    CONSTANT("constant", Unit.MPIX, 1),
    MAD20("mad20", Unit.MPIX, 1),
    NOISE("noise", Unit.MPIX, 1),
    /// Bilinear magnification (2x) of an RGBA8 texture of half the target's side, one level.
    BILINEAR("bilinear", Unit.MPIX, 1),
    /// [#BILINEAR] from an R8G8B8A8_SRGB texture (decoded to linear before filtering).
    BILINEAR_SRGB("bilinear-srgb", Unit.MPIX, 1),
    /// Trilinear filtering (LINEAR_MIPMAP_LINEAR) of a full mip chain on a plane seen in
    /// perspective, so the screen samples levels from about 1 to 5.
    TRILINEAR("trilinear", Unit.MPIX, 1),
    /// [#TRILINEAR] from an R8G8B8A8_SRGB texture.
    TRILINEAR_SRGB("trilinear-srgb", Unit.MPIX, 1),
    /// [FillScene#LAYERS] translucent full-screen quads blended SRC_ALPHA / ONE_MINUS_SRC_ALPHA over a cleared target.
    BLEND("blend", Unit.MPIX, FillScene.LAYERS),
    /// [FillScene#LAYERS] full-screen quads with the 20-MAD shader at different depths, Z32_FLOAT, LESS, nearest first: early
    /// depth rejection leaves one shaded layer.
    DEPTH_FRONT_TO_BACK("depth-f2b", Unit.MPIX, FillScene.LAYERS),
    /// The same quads farthest first: every layer is shaded and written.
    DEPTH_BACK_TO_FRONT("depth-b2f", Unit.MPIX, FillScene.LAYERS),
    /// Indexed triangles of 16 pixels (8x4 cells split on the diagonal) covering the target, an MVP and
    /// lighting vertex shader, a pass-through fragment shader: vertex and set-up bound.
    TRIANGLES_16("tri16", Unit.MTRI, 0),
    /// The same with triangles of 64 pixels (16x8 cells).
    TRIANGLES_64("tri64", Unit.MTRI, 0),
    /// The `tungsten demo` scene as that command renders it (`SceneRenderer`): context, uploads and
    /// mipmaps, five objects with depth, textures, lighting and blending, and the read-back.
    DEMO("demo", Unit.FPS, 0),
    /// A compute dispatch: a 3x3 Gaussian blur of a square RGBA8 image, nine texel fetches
    /// (SAMPLE_I) per pixel, written with STORE to an RGBA8 storage image.
    BLUR("blur", Unit.MPIX, 1);

    /// What a row's rate counts.
    enum Unit {
        MPIX("Mpix/s"), MTRI("Mtri/s"), FPS("frames/s");

        final String label;

        Unit(String label) {
            this.label = label;
        }
    }

    /// The option value naming the row (`--workloads`).
    final String key;
    final Unit unit;
    /// For [Unit#MPIX]: pixels counted per frame as this many times the target's area.
    private final int layers;

    FillWorkload(String key, Unit unit, int layers) {
        this.key = key;
        this.unit = unit;
        this.layers = layers;
    }

    /// The fill-rate shader of the first three rows, null for the others.
    FillShader shader() {
        return switch (this) {
            case CONSTANT -> FillShader.CONSTANT;
            case MAD20 -> FillShader.MAD20;
            case NOISE -> FillShader.NOISE;
            default -> null; // the other rows are scenes, not one shader on a quad
        };
    }

    /// Units of [#unit] (millions of pixels or triangles, or frames) in one frame on a target of
    /// `size` x `size`.
    double workPerFrame(int size) {
        return switch (unit) {
            case MPIX -> (double) size * size * layers / 1e6;
            case MTRI -> FillScene.gridTriangles(this, size) / 1e6;
            case FPS -> 1;
        };
    }

    /// The row named `key` (case does not matter; the enum's name is accepted too).
    static FillWorkload byKey(String key) {
        String k = key.trim().toLowerCase(Locale.ROOT);
        for (FillWorkload w : values()) {
            if (w.key.equals(k) || w.name().toLowerCase(Locale.ROOT).equals(k)) {
                return w;
            }
        }
        throw new IllegalArgumentException("unknown workload '" + key + "' (expected " + keys() + ")");
    }

    /// Every row's key, comma-separated.
    static String keys() {
        return Arrays.stream(values()).map(w -> w.key).collect(Collectors.joining(","));
    }
}
