package dev.tungsten.tests.wgsl;

import java.nio.file.Files;
import java.nio.file.Path;

/// Locates the repository's own test inputs (`tests/cases/...`), which are part of the project
/// (unlike the shelf's corpora) and always present.
final class CasePaths {
    private CasePaths() {}

    static Path wgslCases() {
        String root = System.getProperty("tungsten.root");
        Path base = root != null ? Path.of(root) : Path.of("").toAbsolutePath();
        for (Path p = base; p != null; p = p.getParent()) {
            Path c = p.resolve("tests/cases/wgsl");
            if (Files.isDirectory(c)) {
                return c;
            }
        }
        throw new IllegalStateException("tests/cases/wgsl not found from " + base);
    }
}
