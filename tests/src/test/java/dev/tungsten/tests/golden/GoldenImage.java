package dev.tungsten.tests.golden;

import dev.tungsten.cli.scene.Images;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

/// Compares rendered images with the PNGs committed under `tests/golden/<driver>/`. A mismatch
/// writes `actual-NAME.png` and `diff-NAME.png` (matching pixels dimmed, differing ones red by
/// how much they differ) to `target/surefire-reports/golden/` and fails naming both files.
/// `-Dtungsten.updateGolden=true` (re)writes the golden images instead; look at them before
/// committing.
final class GoldenImage {
    private GoldenImage() {}

    /// The repository root (`tungsten.root`, set by the build, else the working directory's parent).
    static Path root() {
        String r = System.getProperty("tungsten.root");
        return r != null ? Path.of(r) : Path.of("").toAbsolutePath().getParent();
    }

    /// Checks `actual` against `tests/golden/<driver>/<name>.png`: every channel of every pixel
    /// within `tolerance` (of 255), except at most `outliers` pixels.
    static void check(String driver, String name, Images.Rgba actual, int tolerance, int outliers) {
        if (!driver.equals("soft")) {
            DriverImageDiff.compareWithSoft(driver, name, actual);
            return;
        }
        Path golden = root().resolve("tests/golden").resolve(driver).resolve(name + ".png");
        try {
            if (Boolean.getBoolean("tungsten.updateGolden")) {
                Images.write(golden, actual);
                return;
            }
            if (!Files.exists(golden)) {
                fail("no golden image " + golden + "; render it with -Dtungsten.updateGolden=true and check it by eye");
            }
            Images.Rgba expected = Images.read(golden);
            assertEquals(expected.width() + "x" + expected.height(), actual.width() + "x" + actual.height(),
                    name + ": image size");
            byte[] e = expected.pixels(), a = actual.pixels();
            byte[] diff = new byte[a.length];
            int bad = 0, worst = 0;
            for (int p = 0; p < a.length; p += 4) {
                int d = 0;
                for (int c = 0; c < 4; c++) {
                    d = Math.max(d, Math.abs((e[p + c] & 0xFF) - (a[p + c] & 0xFF)));
                }
                worst = Math.max(worst, d);
                if (d > tolerance) {
                    bad++;
                    diff[p] = (byte) Math.min(255, 96 + d);
                } else {
                    int gray = ((a[p] & 0xFF) + (a[p + 1] & 0xFF) + (a[p + 2] & 0xFF)) / 12;
                    diff[p] = diff[p + 1] = diff[p + 2] = (byte) gray;
                }
                diff[p + 3] = (byte) 255;
            }
            if (bad > outliers) {
                Path dir = Path.of("target/surefire-reports/golden").toAbsolutePath();
                Path actualFile = dir.resolve("actual-" + name + ".png"), diffFile = dir.resolve("diff-" + name + ".png");
                Images.write(actualFile, actual);
                Images.write(diffFile, new Images.Rgba(actual.width(), actual.height(), diff));
                fail(name + ": " + bad + " pixels differ from " + golden + " by more than " + tolerance
                        + " (largest difference " + worst + "); see " + actualFile + " and " + diffFile);
            }
        } catch (IOException ex) {
            fail("cannot read or write golden images for " + name + ": " + ex);
        }
    }
}
