package dev.tungsten.tests.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/// The snapshot machinery itself: a changed output fails with a unified diff and the update
/// command, update mode rewrites and deletes instead, and stale files are found.
class SnapshotStoreTest {
    @TempDir
    Path root;

    @Test
    void diffShowsOnlyTheChangedLinesWithThreeLinesOfContext() {
        String before = "a\nb\nc\nd\ne\nf\ng\nh\ni\n";
        String after = "a\nb\nc\nd\nE\nf\ng\nh\ni\n";
        assertEquals("@@ -2,7 +2,7 @@\n b\n c\n d\n-e\n+E\n f\n g\n h\n", SnapshotDiff.unified(before, after));
    }

    @Test
    void distantChangesMakeTwoHunksAndNearOnesOne() {
        String base = "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n";
        String far = base.replace("1\n2\n", "1\nX\n").replace("11\n", "Y\n");
        assertEquals(2, SnapshotDiff.unified(base, far).lines().filter(l -> l.startsWith("@@")).count());
        String near = base.replace("2\n", "X\n").replace("7\n", "Y\n");
        assertEquals(1, SnapshotDiff.unified(base, near).lines().filter(l -> l.startsWith("@@")).count());
    }

    @Test
    void insertionsAndDeletionsAreCountedInTheHeader() {
        assertEquals("@@ -1,2 +1,3 @@\n a\n+new\n b\n", SnapshotDiff.unified("a\nb\n", "a\nnew\nb\n"));
        assertEquals("@@ -1,3 +1,2 @@\n a\n-old\n b\n", SnapshotDiff.unified("a\nold\nb\n", "a\nb\n"));
        assertEquals("", SnapshotDiff.unified("same\n", "same\n"));
        assertTrue(SnapshotDiff.unified("x\n", "x").contains("final newline"));
    }

    @Test
    void aChangedOutputFailsWithTheDiffAndTheCommandAndLeavesTheFile() throws IOException {
        Files.createDirectories(root.resolve("ir"));
        Files.writeString(root.resolve("ir/a.txt"), "one\ntwo\n");
        Snapshots s = new Snapshots(root, false);
        s.check("ir/a.txt", "one\ntwo\n", "UPDATE");
        AssertionError e = assertThrows(AssertionError.class, () -> s.check("ir/a.txt", "one\nthree\n", "UPDATE"));
        assertTrue(e.getMessage().contains("-two\n+three"), e.getMessage());
        assertTrue(e.getMessage().contains("UPDATE"), e.getMessage());
        assertEquals("one\ntwo\n", Files.readString(root.resolve("ir/a.txt")));
        AssertionError missing = assertThrows(AssertionError.class, () -> s.check("ir/b.txt", "x\n", "UPDATE"));
        assertTrue(missing.getMessage().contains("tests/snapshots/ir/b.txt is missing"), missing.getMessage());
    }

    @Test
    void updateModeWritesNewAndChangedFilesAndDeletesStaleOnes() throws IOException {
        Snapshots s = new Snapshots(root, true);
        s.check("tgsi/a.main.tgsi", "COMP\n", "UPDATE");
        assertEquals("COMP\n", Files.readString(root.resolve("tgsi/a.main.tgsi")));
        Files.writeString(root.resolve("tgsi/gone.main.tgsi"), "old\n");
        assertEquals(List.of("tgsi/gone.main.tgsi"), new Snapshots(root, false).stale("tgsi", Set.of("tgsi/a.main.tgsi")));
        assertEquals(List.of(), s.stale("tgsi", Set.of("tgsi/a.main.tgsi")));
        assertFalse(Files.exists(root.resolve("tgsi/gone.main.tgsi")));
        assertTrue(Files.exists(root.resolve("tgsi/a.main.tgsi")));
        assertEquals(List.of(), s.stale("glsl", Set.of()), "a folder that does not exist has nothing stale");
    }
}
