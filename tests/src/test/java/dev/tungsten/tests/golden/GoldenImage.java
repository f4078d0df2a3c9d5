package dev.tungsten.tests.golden;

import dev.tungsten.cli.scene.Images;

import java.nio.file.Path;

/// Compares rendered images with the PNGs committed under `tests/golden/soft/` through
/// [GoldenFolder#checkSoft] (a mismatch writes `actual-NAME.png` and `diff-NAME.png` to
/// `target/surefire-reports/golden/soft/`; `-Dtungsten.updateGolden=true` rewrites the images);
/// another driver's image is measured against the soft one by [DriverImageDiff].
final class GoldenImage {
    private GoldenImage() {}

    /// The repository root (`tungsten.root`, set by the build, else the working directory's parent).
    static Path root() {
        return GoldenFolder.root();
    }

    /// Checks `actual` against `tests/golden/<driver>/<name>.png`: every channel of every pixel
    /// within `tolerance` (of 255), except at most `outliers` pixels.
    static void check(String driver, String name, Images.Rgba actual, int tolerance, int outliers) {
        if (!driver.equals("soft")) {
            DriverImageDiff.compareWithSoft(driver, name, actual);
            return;
        }
        new GoldenFolder(driver).checkSoft(name, actual, tolerance, outliers);
    }
}
