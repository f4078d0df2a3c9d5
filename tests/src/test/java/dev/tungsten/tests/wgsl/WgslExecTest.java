package dev.tungsten.tests.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.TestAbortedException;

/// Runs every compute shader of `tests/cases/wgsl/exec` on three back ends and checks what it
/// wrote to `out` (`@group(0) @binding(0)`) against the header:
///
/// - `interp`: the reference interpreter, driven directly ([ComputeRunner]);
/// - `jit`: the software driver with its JIT (default options, compiled before the dispatch)
///   through the pipe: `launchGrid` with storage buffers bound as shader buffers;
/// - `gl`: the OpenGL driver (TGSI translated to GLSL, run by llvmpipe here) through the same
///   pipe calls; without OpenGL it skips loudly, and fails under `TUNGSTEN_CI=1` (`GlTestSupport`).
///
/// The header lines:
///
/// - `// expect i32|u32|f32: v0 v1 ...` the words of `out` after the dispatch, read as that type;
/// - `// dispatch: x y z` workgroups to run (default 1 1 1);
/// - `// input u32: ...` the words of `input` (`@group(0) @binding(1)`);
/// - `// texel-buffer B FORMAT: ...` and `// expect-texels B: ...` a texel buffer and its words
///   after the dispatch (see [TexelBufferHeaders]);
/// - `// storage-texture B FORMAT 2d|2d-array|3d WxH[xD]: ...` a storage texture (level 0, every
///   layer) and its texels, packed row by row, checked by `expect-texels` in the same packing;
/// - `// tolerance: t` for f32 results: |got - want| <= t * max(1, |want|). Cases without it
///   compare bit-exactly (values exactly representable, operations exactly rounded). Those with
///   it use the builtin table's approximations (atan and friends: polynomial, ~1e-5; exp/log via
///   EX2/LG2), which WGSL allows (§15.7.4 gives f32 transcendentals errors of several ULP or
///   2^-11 absolute); the tolerance stated per case is the bound we promise, on every back end;
/// - `// not on jit|gl: reason` a back end that legitimately cannot run the case (a GL extension
///   llvmpipe lacks, say); the case is reported skipped there with the reason.
///
/// The expected values were worked out from WGSL's rules (integer wrapping, division by zero
/// giving `e1` and `0`, shift counts masked to 5 bits, saturating float-to-int conversion).
/// A case failing on one back end for a reason not yet fixed is listed in [#KNOWN_FAILURES]; the
/// test fails when a listed case passes, so the list shrinks as the bugs are fixed.
class WgslExecTest {
    record Case(String name, String source, String type, List<String> expected, int[] dispatch, int[] input,
                double tolerance, Map<ExecBackend, String> notOn) {}

    /// Cases that fail on one back end, by `backend/case`, with the cause.
    static final Map<String, String> KNOWN_FAILURES = Map.of();

    static Case parse(Path p) throws IOException {
        String src = Files.readString(p);
        String type = null;
        List<String> expected = List.of();
        int[] dispatch = {1, 1, 1};
        int[] input = null;
        double tol = -1;
        Map<ExecBackend, String> notOn = new EnumMap<>(ExecBackend.class);
        for (String line : src.lines().toList()) {
            if (!line.startsWith("//")) {
                break;
            }
            String h = line.substring(2).trim();
            if (h.startsWith("expect ")) {
                type = h.substring(7, h.indexOf(':'));
                expected = List.of(h.substring(h.indexOf(':') + 1).trim().split("\\s+"));
            } else if (h.startsWith("dispatch:")) {
                String[] d = h.substring(9).trim().split("\\s+");
                dispatch = new int[] {Integer.parseInt(d[0]), Integer.parseInt(d[1]), Integer.parseInt(d[2])};
            } else if (h.startsWith("input u32:")) {
                String[] w = h.substring(10).trim().split("\\s+");
                input = new int[w.length];
                for (int i = 0; i < w.length; i++) {
                    input[i] = (int) Long.parseLong(w[i]);
                }
            } else if (h.startsWith("tolerance:")) {
                tol = Double.parseDouble(h.substring(10).trim());
            } else if (h.startsWith("not on ") && h.indexOf(':') > 0) {
                String backend = h.substring(7, h.indexOf(':')).trim();
                String reason = h.substring(h.indexOf(':') + 1).trim();
                if (reason.isEmpty()) {
                    throw new IllegalArgumentException(p + ": `// not on " + backend + ":` needs a reason");
                }
                notOn.put(ExecBackend.named(backend, p), reason);
            }
        }
        String name = p.getFileName().toString().replace(".wgsl", "");
        return new Case(name, src, type, expected, dispatch, input, tol, notOn);
    }

    static List<Path> files() throws IOException {
        try (Stream<Path> s = Files.list(CasePaths.wgslCases().resolve("exec"))) {
            return s.filter(p -> p.toString().endsWith(".wgsl")).sorted().toList();
        }
    }

    /// The cases whose file name starts with `prefix` (`int64-`, `texel-buffer-`...).
    static List<Case> casesNamed(String prefix) throws IOException {
        List<Case> out = new ArrayList<>();
        for (Path p : files()) {
            if (p.getFileName().toString().startsWith(prefix)) {
                out.add(parse(p));
            }
        }
        return out;
    }

    /// The storage buffers a case starts with: `out` (binding 0) zeroed to the expected length,
    /// and `input` (binding 1) when the header gives it.
    static Map<Integer, int[]> initialBuffers(Case c) {
        Map<Integer, int[]> buffers = new HashMap<>();
        buffers.put(0, new int[c.expected().size()]);
        if (c.input() != null) {
            buffers.put(1, c.input());
        }
        return buffers;
    }

    private static final Map<ExecBackend, Tally> TALLIES = new EnumMap<>(ExecBackend.class);

    @TestFactory
    Stream<DynamicNode> everyShaderComputesItsExpectedValues() throws IOException {
        List<Path> files = files();
        assertTrue(files.size() >= 200, "at least 200 execution cases, found " + files.size());
        List<Case> cases = new ArrayList<>();
        for (Path p : files) {
            cases.add(parse(p));
        }
        List<String> unknown = new ArrayList<>();
        for (String key : KNOWN_FAILURES.keySet()) {
            String[] parts = key.split("/", 2);
            ExecBackend.named(parts[0], null);
            if (parts.length < 2 || cases.stream().noneMatch(c -> c.name().equals(parts[1]))) {
                unknown.add(key);
            }
        }
        assertTrue(unknown.isEmpty(), "KNOWN_FAILURES names cases that do not exist: " + unknown);
        List<DynamicNode> containers = new ArrayList<>();
        for (ExecBackend b : ExecBackend.values()) {
            Tally tally = TALLIES.computeIfAbsent(b, k -> new Tally());
            List<DynamicTest> tests = new ArrayList<>();
            for (Case c : cases) {
                tests.add(DynamicTest.dynamicTest(c.name(), () -> runOn(b, c, tally)));
            }
            containers.add(DynamicContainer.dynamicContainer(b.label(), tests));
        }
        return containers.stream();
    }

    private static void runOn(ExecBackend b, Case c, Tally tally) {
        String notOn = c.notOn().get(b);
        if (notOn != null) {
            tally.notRun.put(c.name(), notOn);
            System.err.println("WgslExecTest: " + c.name() + " not run on " + b.label() + ": " + notOn);
            throw new TestAbortedException(c.name() + " cannot run on " + b.label() + ": " + notOn);
        }
        String known = KNOWN_FAILURES.get(b.key(c));
        try {
            ExecBackend.Run run = b.run(c.source(), c.dispatch(), initialBuffers(c));
            assertComputed(c, run.buffers());
            if (run.interpreted()) {
                tally.fellBack.add(c.name());
            }
        } catch (TestAbortedException e) {
            tally.unavailable++;
            throw e;
        } catch (Throwable e) {
            if (known == null) {
                tally.failed.add(c.name());
                throw e;
            }
            tally.known.put(c.name(), known);
            System.err.println("WgslExecTest: known failure " + b.key(c) + " (" + known + "): " + e.getMessage());
            return;
        }
        if (known != null) {
            tally.failed.add(c.name());
            throw new AssertionError(b.key(c) + " passes now: remove it from KNOWN_FAILURES (" + known + ")");
        }
        tally.passed++;
    }

    /// The `not on` header: a back end by its label with a reason; an unknown label or a missing
    /// reason is an error naming the file, so a typo cannot silently run a case everywhere.
    @Test
    void theNotOnHeaderNamesABackEndAndAReason(@TempDir Path dir) throws IOException {
        Path ok = dir.resolve("ok.wgsl");
        Files.writeString(ok, "// expect u32: 1\n// not on gl: needs GL_KHR_shader_subgroup\n@compute fn main() {}\n");
        assertEquals(Map.of(ExecBackend.GL, "needs GL_KHR_shader_subgroup"), parse(ok).notOn());
        Path typo = dir.resolve("typo.wgsl");
        Files.writeString(typo, "// not on vulkan: no\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> parse(typo));
        assertTrue(e.getMessage().contains("typo.wgsl") && e.getMessage().contains("`vulkan`"), e.getMessage());
        Path bare = dir.resolve("bare.wgsl");
        Files.writeString(bare, "// not on jit:\n");
        assertThrows(IllegalArgumentException.class, () -> parse(bare));
    }

    /// The `storage-texture` header: a kind, a size of its rank and either no words (zeros) or
    /// every word of the texture; anything else is an error naming what is wrong.
    @Test
    void theStorageTextureHeaderGivesKindSizeAndEveryWord() {
        TexelBufferHeaders.View v = TexelBufferHeaders.parse("// storage-texture 3 R32_UINT 2d-array 2x1x3: 1 2 3 4 5 6\n")
                .view(3);
        assertEquals(List.of(dev.tungsten.tgsi.TextureTarget.T2D_ARRAY, 2, 1, 3), List.of(v.target(), v.width(), v.height(), v.depth()));
        assertEquals(6, v.words()[5]);
        assertEquals(8 * 4, TexelBufferHeaders.parse("// storage-texture 2 R8G8B8A8_UNORM 2d 8x4:\n").view(2).words().length);
        IllegalArgumentException count = assertThrows(IllegalArgumentException.class,
                () -> TexelBufferHeaders.parse("// storage-texture 2 R32_UINT 2d 2x2: 1 2 3\n"));
        assertTrue(count.getMessage().contains("4 words") && count.getMessage().contains("gives 3"), count.getMessage());
        assertThrows(IllegalArgumentException.class, () -> TexelBufferHeaders.parse("// storage-texture 2 R32_UINT 3d 2x2:\n"));
        assertThrows(IllegalArgumentException.class, () -> TexelBufferHeaders.parse("// storage-texture 2 R32_UINT cube 2x2:\n"));
    }

    /// Checks the buffers after a dispatch (`out` and the images, by binding) against the
    /// case's header.
    static void assertComputed(Case c, Map<Integer, int[]> after) {
        for (TexelBufferHeaders.Expected e : TexelBufferHeaders.parse(c.source()).expected()) {
            int[] got = after.get(e.binding());
            for (int i = 0; i < e.words().length; i++) {
                assertEquals(e.words()[i], Integer.toUnsignedLong(got[i]), c.name() + " image " + e.binding() + " word " + i);
            }
        }
        int[] out = after.get(0);
        for (int i = 0; i < c.expected().size(); i++) {
            String want = c.expected().get(i);
            String where = c.name() + " out[" + i + "]";
            switch (c.type()) {
                case "f32" -> {
                    float got = Float.intBitsToFloat(out[i]);
                    if (want.equals("nan")) {
                        assertTrue(Float.isNaN(got), where + ": expected NaN, got " + got);
                    } else if (c.tolerance() < 0) {
                        assertEquals(Float.parseFloat(want), got, 0f, where);
                    } else {
                        double w = Double.parseDouble(want);
                        assertEquals(w, got, c.tolerance() * Math.max(1, Math.abs(w)), where);
                    }
                }
                case "u32" -> assertEquals(Long.parseLong(want), Integer.toUnsignedLong(out[i]), where);
                default -> assertEquals(Integer.parseInt(want), out[i], where);
            }
        }
    }

    /// What one back end did with the cases, printed when the class ends.
    static final class Tally {
        int passed;
        int unavailable;
        final List<String> failed = new ArrayList<>();
        final List<String> fellBack = new ArrayList<>();
        final Map<String, String> notRun = new LinkedHashMap<>();
        final Map<String, String> known = new LinkedHashMap<>();

        String line(ExecBackend b) {
            StringBuilder s = new StringBuilder(String.format(Locale.ROOT, "%-6s passed %d, failed %d, known failures %d, not run %d",
                    b.label(), passed, failed.size(), known.size(), notRun.size()));
            if (unavailable > 0) {
                s.append(", skipped (back end unavailable) ").append(unavailable);
            }
            if (!fellBack.isEmpty()) {
                s.append("\n       of the passes, ").append(fellBack.size())
                        .append(" ran on the interpreter (the JIT's fallback): ").append(fellBack);
            }
            if (!failed.isEmpty()) {
                s.append("\n       failed: ").append(failed);
            }
            return s.toString();
        }
    }

    @AfterAll
    static void printTotals() {
        StringBuilder s = new StringBuilder("WgslExecTest totals per back end:");
        TALLIES.forEach((b, t) -> s.append("\n  ").append(t.line(b)));
        String jit = ExecBackend.jitSummary();
        if (jit != null) {
            s.append("\n  ").append(jit);
        }
        System.out.println(s);
        ExecBackend.closeAll();
    }
}
