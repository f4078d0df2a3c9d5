package dev.tungsten.tests.cg;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dev.tungsten.cli.scene.Images;

/// The checks the libretro tests make on float RGBA frames (4 floats per pixel, row 0 at the
/// top, as a shader wrote them before any 8-bit rounding), shared by the single-shader test
/// ([LibretroRenderTest]) and the preset tests (`tests.retro`), so that "no NaN", "not
/// constant" and "agrees with the soft driver" mean the same everywhere.
///
/// - Not constant: in some colour channel, the range over the image (values clamped to [0, 1])
///   exceeds one 8-bit step, [#MIN_RANGE].
/// - Difference: mean over the pixels and the three colour channels of |other - soft|, both
///   clamped to [0, 1] as an 8-bit display would show them, on the 0..255 scale; a component NaN
///   in both images is left out (the NaN check reports it), NaN in one only counts 255. Alpha is
///   left out: a libretro frontend displays colour only, and many shaders write a meaningless
///   alpha.
public final class FloatFrames {
    private FloatFrames() {}

    /// 1.0 on the 0..255 scale: the two drivers filter and evaluate transcendentals differently
    /// by a few ulps, which moves most pixels by at most a step, and a few by much more where a
    /// shader thresholds (xBR's edge tests), but keeps the mean far below one step; a wrong
    /// translation moves whole regions and gives mean differences of several steps.
    public static final double MAX_MEAN_ABS_DIFF = 1.0;
    public static final float MIN_RANGE = 1f / 255;

    /// The checks on two drivers' images of one draw: `failure` says why they fail, with the
    /// numbers, or is `null`; `mean` and `worst` are the mean and largest |other - soft|
    /// (0..255, colour).
    public record Comparison(String failure, double mean, double worst) {}

    /// Both images' own [#problems] and their mean difference against [#MAX_MEAN_ABS_DIFF];
    /// `driver` names the other image in the messages.
    public static Comparison compare(float[] soft, String driver, float[] other) {
        List<String> why = new ArrayList<>(problems("soft", soft));
        why.addAll(problems(driver, other));
        // Where both images hold NaN they agree; NaN on one side only counts as the largest difference.
        double sum = 0;
        double worst = 0;
        int over = 0;
        int compared = 0;
        for (int i = 0; i < soft.length; i++) {
            if (i % 4 == 3 || Float.isNaN(soft[i]) && Float.isNaN(other[i])) {
                continue;
            }
            double d = Math.abs(clamp(other[i]) - clamp(soft[i])) * 255;
            if (Double.isNaN(d)) {
                d = 255;
            }
            compared++;
            sum += d;
            worst = Math.max(worst, d);
            if (d > 8) {
                over++;
            }
        }
        double mean = compared == 0 ? 0 : sum / compared;
        if (mean > MAX_MEAN_ABS_DIFF) {
            why.add(String.format(Locale.ROOT, "mean |%s - soft| %.3f > %.1f (of 255; largest %.1f, %d components off by more than 8)",
                    driver, mean, MAX_MEAN_ABS_DIFF, worst, over));
        }
        return new Comparison(why.isEmpty() ? null : String.join("; ", why), mean, worst);
    }

    /// What is wrong with one image on its own: NaN components (colour or alpha), or no colour
    /// channel varying by more than [#MIN_RANGE].
    public static List<String> problems(String driver, float[] img) {
        List<String> why = new ArrayList<>();
        int nan = nanCount(img);
        if (nan > 0) {
            why.add(nan + " NaN components in the " + driver + " image");
        }
        float range = largestChannelRange(img);
        if (range <= MIN_RANGE) {
            why.add(String.format(Locale.ROOT, "the %s image is constant (largest channel range %.5f)", driver, range));
        }
        return why;
    }

    private static int nanCount(float[] img) {
        int n = 0;
        for (float f : img) {
            if (Float.isNaN(f)) {
                n++;
            }
        }
        return n;
    }

    /// The largest, over R, G and B, of max - min of the clamped channel (NaN ignored).
    private static float largestChannelRange(float[] img) {
        float best = 0;
        for (int c = 0; c < 3; c++) {
            float lo = Float.POSITIVE_INFINITY;
            float hi = Float.NEGATIVE_INFINITY;
            for (int i = c; i < img.length; i += 4) {
                float v = clamp(img[i]);
                if (!Float.isNaN(v)) {
                    lo = Math.min(lo, v);
                    hi = Math.max(hi, v);
                }
            }
            best = Math.max(best, hi - lo);
        }
        return best;
    }

    private static float clamp(float v) {
        return Float.isNaN(v) ? v : Math.max(0f, Math.min(1f, v));
    }

    /// Writes `BASE-soft.png`, `BASE-DRIVER.png` and `BASE-diff.png` (matching pixels dimmed, the
    /// others red by how much they differ, NaN pixels magenta) into `dir`, and prints where.
    public static void writeImages(Path dir, String base, int width, int height, float[] soft, String driver, float[] other) {
        byte[] diff = new byte[width * height * 4];
        for (int p = 0; p < diff.length; p += 4) {
            int d = 0;
            boolean nan = false;
            for (int c = 0; c < 3; c++) {
                nan |= Float.isNaN(soft[p + c]) || Float.isNaN(other[p + c]);
                d = Math.max(d, Math.round(Math.abs(clamp(other[p + c]) - clamp(soft[p + c])) * 255));
            }
            if (nan) {
                diff[p] = diff[p + 2] = (byte) 255;
            } else if (d > 1) {
                diff[p] = (byte) Math.min(255, 96 + d);
            } else {
                int gray = Math.round((clamp(soft[p]) + clamp(soft[p + 1]) + clamp(soft[p + 2])) * 255 / 12);
                diff[p] = diff[p + 1] = diff[p + 2] = (byte) gray;
            }
            diff[p + 3] = (byte) 255;
        }
        try {
            Images.write(dir.resolve(base + "-soft.png"), displayed(width, height, soft));
            Images.write(dir.resolve(base + "-" + driver + ".png"), displayed(width, height, other));
            Images.write(dir.resolve(base + "-diff.png"), new Images.Rgba(width, height, diff));
            System.out.println("  images of " + base + ": " + dir.resolve(base + "-{soft," + driver + ",diff}.png"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the images of " + base, e);
        }
    }

    /// An 8-bit view of a float image as a display shows it: colour clamped and rounded, NaN
    /// black, alpha opaque.
    public static Images.Rgba displayed(int width, int height, float[] img) {
        byte[] px = new byte[width * height * 4];
        for (int p = 0; p < px.length; p += 4) {
            for (int c = 0; c < 3; c++) {
                float v = clamp(img[p + c]);
                px[p + c] = (byte) (Float.isNaN(v) ? 0 : Math.round(v * 255));
            }
            px[p + 3] = (byte) 255;
        }
        return new Images.Rgba(width, height, px);
    }
}
