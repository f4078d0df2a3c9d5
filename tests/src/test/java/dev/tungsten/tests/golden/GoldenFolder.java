package dev.tungsten.tests.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import dev.tungsten.cli.scene.Images;

/// A folder of golden images, `tests/golden/FOLDER/NAME.png`, rendered by the software driver:
/// `soft` for the TGSI scenes ([GoldenImage]), `cg` for the Cg Tutorial scenes, `retro` for the
/// libretro presets. The software driver's
/// image must match its golden image per channel within a tolerance; another driver's image is
/// measured against the same golden image by the share of pixels within 1/255 and within
/// [#NEAR]/255, as `golden/DriverImageDiff` does for the TGSI scenes. A mismatch writes
/// `[driver-]actual-NAME.png` and `[driver-]diff-NAME.png` (matching pixels dimmed, differing
/// ones red by how much) to `target/surefire-reports/golden/FOLDER/` and names them;
/// `-Dtungsten.updateGolden=true` rewrites the software driver's images instead (look at them
/// before committing).
///
/// @param folder the folder under `tests/golden/`
public record GoldenFolder(String folder) {
    public static final GoldenFolder CG_TUTORIAL = new GoldenFolder("cg");

    /// A difference no one would see; the second share bounds how much of an image may differ by
    /// more (a wrong texel, a missing edge), which the first cannot tell from rounding.
    public static final int NEAR = 32;

    /// The repository root (`tungsten.root`, set by the build, else the working directory's parent).
    public static Path root() {
        String r = System.getProperty("tungsten.root");
        return r != null ? Path.of(r) : Path.of("").toAbsolutePath().getParent();
    }

    public Path golden(String name) {
        return root().resolve("tests/golden").resolve(folder).resolve(name + ".png");
    }

    /// Checks the software driver's `actual` against the golden image: every channel of every
    /// pixel within `tolerance` of 255, except at most `outliers` pixels.
    public void checkSoft(String name, Images.Rgba actual, int tolerance, int outliers) {
        Path golden = golden(name);
        if (Boolean.getBoolean("tungsten.updateGolden")) {
            write(golden, actual);
            return;
        }
        Images.Rgba expected = expected(golden);
        Comparison c = compare(expected, actual, tolerance);
        if (c.beyond > outliers) {
            fail(name + ": " + c.beyond + " pixels differ from " + golden + " by more than " + tolerance + " (largest difference "
                    + c.worst + ")" + report("", name, actual, c));
        }
    }

    /// The bar for another driver's image: the least share of pixels within 1/255 and within
    /// [#NEAR]/255 of the golden image, and why it is below the default where it is.
    public record Bar(double within, double near, String why) {}

    /// Checks `driver`'s `actual` against the software driver's golden image under `bar`, and
    /// prints the figures either way.
    public void checkOther(String driver, String name, Images.Rgba actual, Bar bar) {
        Path golden = golden(name);
        Images.Rgba expected = expected(golden);
        Comparison within = compare(expected, actual, 1);
        Comparison near = compare(expected, actual, NEAR);
        double pixels = actual.width() * actual.height();
        double share = 1 - within.beyond / pixels, nearShare = 1 - near.beyond / pixels;
        System.out.printf(Locale.ROOT, "%s vs soft, %-34s %8.4f %% within 1/255 (bar %.2f %%), %8.4f %% within %d/255 (bar %.2f %%), "
                + "largest difference %3d%n", driver, name + ":", 100 * share, 100 * bar.within(), 100 * nearShare, NEAR,
                100 * bar.near(), within.worst);
        if (share < bar.within() || nearShare < bar.near()) {
            fail(String.format(Locale.ROOT, "%s: %s renders %.4f %% of pixels within 1/255 (bar %.2f %%) and %.4f %% within %d/255 "
                    + "(bar %.2f %%) of %s (largest difference %d)", name, driver, 100 * share, 100 * bar.within(), 100 * nearShare,
                    NEAR, 100 * bar.near(), golden, within.worst) + (bar.why() == null ? "" : "; the bar allows for " + bar.why())
                    + report(driver + "-", name, actual, within));
        }
    }

    private record Comparison(int beyond, int worst, byte[] diff) {}

    private static Comparison compare(Images.Rgba expected, Images.Rgba actual, int tolerance) {
        assertEquals(expected.width() + "x" + expected.height(), actual.width() + "x" + actual.height(), "image size");
        byte[] e = expected.pixels(), a = actual.pixels();
        byte[] diff = new byte[a.length];
        int beyond = 0, worst = 0;
        for (int p = 0; p < a.length; p += 4) {
            int d = 0;
            for (int c = 0; c < 4; c++) {
                d = Math.max(d, Math.abs((e[p + c] & 0xFF) - (a[p + c] & 0xFF)));
            }
            worst = Math.max(worst, d);
            if (d > tolerance) {
                beyond++;
                diff[p] = (byte) Math.min(255, 96 + d);
            } else {
                int gray = ((a[p] & 0xFF) + (a[p + 1] & 0xFF) + (a[p + 2] & 0xFF)) / 12;
                diff[p] = diff[p + 1] = diff[p + 2] = (byte) gray;
            }
            diff[p + 3] = (byte) 255;
        }
        return new Comparison(beyond, worst, diff);
    }

    private static Images.Rgba expected(Path golden) {
        if (!Files.exists(golden)) {
            fail("no golden image " + golden + "; render it with -Dtungsten.updateGolden=true and check it by eye");
        }
        return Images.read(golden);
    }

    /// Writes the actual and diff images and returns the sentence naming them.
    private String report(String prefix, String name, Images.Rgba actual, Comparison c) {
        Path dir = Path.of("target/surefire-reports/golden").resolve(folder).toAbsolutePath();
        Path actualFile = dir.resolve(prefix + "actual-" + name + ".png"), diffFile = dir.resolve(prefix + "diff-" + name + ".png");
        write(actualFile, actual);
        write(diffFile, new Images.Rgba(actual.width(), actual.height(), c.diff()));
        return "; see " + actualFile + " and " + diffFile;
    }

    private static void write(Path file, Images.Rgba image) {
        try {
            Files.createDirectories(file.getParent());
            Images.write(file, image);
        } catch (IOException e) {
            fail("cannot write " + file + ": " + e);
        }
    }
}
