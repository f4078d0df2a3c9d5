package dev.tungsten.tests.wgsl;

import java.util.ArrayList;
import java.util.List;

/// A unified diff of two texts, line by line, for snapshot failures: `-` lines are the committed
/// snapshot's, `+` lines the new output's, with three lines of context around each change and an
/// `@@ -a,n +b,m @@` header per hunk, as `git diff` prints them, so a failure reads like the
/// change the update would make.
final class SnapshotDiff {
    private static final int CONTEXT = 3;

    private SnapshotDiff() {}

    private enum Kind { SAME, REMOVED, ADDED }

    private record Edit(Kind kind, int oldLine, int newLine, String text) {}

    /// The diff from `committed` to `actual`, or the empty string when they are equal.
    static String unified(String committed, String actual) {
        List<String> a = committed.lines().toList();
        List<String> b = actual.lines().toList();
        List<Edit> edits = edits(a, b);
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < edits.size()) {
            if (edits.get(i).kind() == Kind.SAME) {
                i++;
                continue;
            }
            int start = Math.max(0, i - CONTEXT);
            int end = i;
            // Extend the hunk while the next change is close enough for the contexts to touch.
            int sameRun = 0;
            while (end < edits.size() && sameRun <= 2 * CONTEXT) {
                sameRun = edits.get(end).kind() == Kind.SAME ? sameRun + 1 : 0;
                end++;
            }
            end -= Math.max(0, sameRun - CONTEXT);
            hunk(out, edits.subList(start, end));
            i = end;
        }
        if (out.isEmpty() && !committed.equals(actual)) {
            out.append("(the texts differ only in line endings or a final newline)\n");
        }
        return out.toString();
    }

    private static void hunk(StringBuilder out, List<Edit> hunk) {
        int oldStart = -1;
        int newStart = -1;
        int oldCount = 0;
        int newCount = 0;
        for (Edit e : hunk) {
            if (e.kind() != Kind.ADDED) {
                oldStart = oldStart < 0 ? e.oldLine() : oldStart;
                oldCount++;
            }
            if (e.kind() != Kind.REMOVED) {
                newStart = newStart < 0 ? e.newLine() : newStart;
                newCount++;
            }
        }
        out.append("@@ -").append(oldStart < 0 ? 0 : oldStart + 1).append(',').append(oldCount)
                .append(" +").append(newStart < 0 ? 0 : newStart + 1).append(',').append(newCount).append(" @@\n");
        for (Edit e : hunk) {
            out.append(switch (e.kind()) {
                case SAME -> ' ';
                case REMOVED -> '-';
                case ADDED -> '+';
            }).append(e.text()).append('\n');
        }
    }

    /// A shortest edit script from the longest common subsequence; snapshots are at most a few
    /// thousand lines, so the quadratic table is small.
    private static List<Edit> edits(List<String> a, List<String> b) {
        int[][] lcs = new int[a.size() + 1][b.size() + 1];
        for (int i = a.size() - 1; i >= 0; i--) {
            for (int j = b.size() - 1; j >= 0; j--) {
                lcs[i][j] = a.get(i).equals(b.get(j)) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
            }
        }
        List<Edit> out = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < a.size() || j < b.size()) {
            if (i < a.size() && j < b.size() && a.get(i).equals(b.get(j))) {
                out.add(new Edit(Kind.SAME, i, j, a.get(i)));
                i++;
                j++;
            } else if (i < a.size() && (j == b.size() || lcs[i + 1][j] >= lcs[i][j + 1])) {
                out.add(new Edit(Kind.REMOVED, i, j, a.get(i)));
                i++;
            } else {
                out.add(new Edit(Kind.ADDED, i, j, b.get(j)));
                j++;
            }
        }
        return out;
    }
}
