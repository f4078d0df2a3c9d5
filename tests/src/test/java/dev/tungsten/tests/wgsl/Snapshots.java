package dev.tungsten.tests.wgsl;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.opentest4j.AssertionFailedError;

/// Committed outputs under `tests/snapshots/`, compared with what the code produces now, as
/// naga's `tests/out` are: a change of output is a failure that shows the diff until someone
/// accepts it by running the test with `-Dtungsten.snapshots.update=true` and commits the
/// rewritten files, so every change of lowering is reviewed as a diff of `tests/snapshots`.
final class Snapshots {
    /// The system property that makes snapshot tests rewrite their files instead of failing.
    static final String UPDATE_PROPERTY = "tungsten.snapshots.update";

    private final Path root;
    private final boolean update;

    Snapshots(Path root, boolean update) {
        this.root = root;
        this.update = update;
    }

    /// The repository's `tests/snapshots`, in update mode when [#UPDATE_PROPERTY] is `true`.
    static Snapshots committed() {
        return new Snapshots(CasePaths.wgslCases().getParent().resolveSibling("snapshots"), Boolean.getBoolean(UPDATE_PROPERTY));
    }

    Path root() {
        return root;
    }

    boolean updating() {
        return update;
    }

    /// Checks that `relative` (a path under the root with `/` separators) holds `actual`. In
    /// update mode writes it instead when it differs or is missing.
    void check(String relative, String actual, String updateCommand) {
        Path file = root.resolve(relative);
        String committed = read(file);
        if (actual.equals(committed)) {
            return;
        }
        if (update) {
            write(file, actual);
            return;
        }
        String what = committed == null
                ? "tests/snapshots/" + relative + " is missing"
                : "tests/snapshots/" + relative + " differs from the output (- committed, + now):\n"
                        + SnapshotDiff.unified(committed, actual);
        throw new AssertionFailedError(what + "\nIf the change is intended, rewrite the snapshots with\n  "
                + updateCommand + "\nand review `git diff tests/snapshots` before committing it.", committed, actual);
    }

    /// The files under `folder` (relative paths with `/`) that are not in `expected`: outputs of
    /// inputs or entry points that are gone. In update mode deletes them and returns none.
    List<String> stale(String folder, Set<String> expected) {
        Path dir = root.resolve(folder);
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : s.sorted().toList()) {
                String relative = folder + "/" + p.getFileName();
                if (!expected.contains(relative)) {
                    if (update) {
                        Files.delete(p);
                    } else {
                        out.add(relative);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static String read(Path file) {
        try {
            return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void write(Path file, String text) {
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
