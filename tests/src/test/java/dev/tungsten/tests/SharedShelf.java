package dev.tungsten.tests;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Assumptions;

/// Locates `../shared` (the corpora and Mesa's oracle data), which users who clone the project do
/// not have. Tests that need it call [#require], which prints a notice and skips when it is absent.
public final class SharedShelf {
    private SharedShelf() {}

    /// The shelf's root: the `tungsten.shared` system property (set by the build to
    /// `<repository>/../shared`), else `../shared` from the working directory upward.
    public static Path root() {
        String prop = System.getProperty("tungsten.shared");
        if (prop != null) {
            return Path.of(prop).toAbsolutePath().normalize();
        }
        Path dir = Path.of("").toAbsolutePath();
        for (Path p = dir; p != null; p = p.getParent()) {
            Path candidate = p.resolveSibling("shared");
            if (Files.isDirectory(candidate.resolve("oracle")) || Files.isDirectory(candidate.resolve("corpus"))) {
                return candidate;
            }
        }
        return dir.resolveSibling("shared");
    }

    /// `root()/relative` if it exists; otherwise prints a notice and aborts the test as skipped.
    public static Path require(String relative) {
        Path p = root().resolve(relative);
        if (!Files.exists(p)) {
            String notice = "NOTICE: " + p + " is absent; skipping tests that need ../shared/" + relative;
            System.out.println(notice);
            Assumptions.abort(notice);
        }
        return p;
    }

    /// Whether `root()/relative` exists.
    public static boolean has(String relative) {
        return Files.exists(root().resolve(relative));
    }
}
