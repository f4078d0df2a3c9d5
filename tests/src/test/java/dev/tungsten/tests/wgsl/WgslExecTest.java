package dev.tungsten.tests.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/// Runs every compute shader of `tests/cases/wgsl/exec` on the reference interpreter and checks
/// what it wrote to `out` (`@group(0) @binding(0)`) against the header:
///
/// - `// expect i32|u32|f32: v0 v1 ...` the words of `out` after the dispatch, read as that type;
/// - `// dispatch: x y z` workgroups to run (default 1 1 1);
/// - `// input u32: ...` the words of `input` (`@group(0) @binding(1)`);
/// - `// texel-buffer B FORMAT: ...` and `// expect-texels B: ...` a texel buffer and its words
///   after the dispatch (see [TexelBufferHeaders]);
/// - `// tolerance: t` for f32 results: |got - want| <= t * max(1, |want|). Cases without it
///   compare bit-exactly (values exactly representable, operations exactly rounded). Those with
///   it use the builtin table's approximations (atan and friends: polynomial, ~1e-5; exp/log via
///   EX2/LG2), which WGSL allows (§15.7.4 gives f32 transcendentals errors of several ULP or
///   2^-11 absolute); the tolerance stated per case is the bound we promise.
///
/// The expected values were worked out from WGSL's rules (integer wrapping, division by zero
/// giving `e1` and `0`, shift counts masked to 5 bits, saturating float-to-int conversion).
class WgslExecTest {
    record Case(String name, String source, String type, List<String> expected, int[] dispatch, int[] input,
                double tolerance) {}

    static Case parse(Path p) throws IOException {
        String src = Files.readString(p);
        String type = null;
        List<String> expected = List.of();
        int[] dispatch = {1, 1, 1};
        int[] input = null;
        double tol = -1;
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
            }
        }
        String name = p.getFileName().toString().replace(".wgsl", "");
        return new Case(name, src, type, expected, dispatch, input, tol);
    }

    static List<Path> files() throws IOException {
        try (Stream<Path> s = Files.list(CasePaths.wgslCases().resolve("exec"))) {
            return s.filter(p -> p.toString().endsWith(".wgsl")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyShaderComputesItsExpectedValues() throws IOException {
        List<Path> files = files();
        assertTrue(files.size() >= 200, "at least 200 execution cases, found " + files.size());
        List<DynamicTest> tests = new ArrayList<>();
        for (Path p : files) {
            Case c = parse(p);
            tests.add(DynamicTest.dynamicTest(c.name(), () -> check(c)));
        }
        return tests.stream();
    }

    static void check(Case c) {
        Map<Integer, int[]> buffers = new HashMap<>();
        buffers.put(0, new int[c.expected().size()]);
        if (c.input() != null) {
            buffers.put(1, c.input());
        }
        assertComputed(c, ComputeRunner.run(c.source(), c.dispatch(), buffers));
    }

    /// Checks the buffers after a dispatch (`out` and the texel buffers, by binding) against the
    /// case's header.
    static void assertComputed(Case c, Map<Integer, int[]> after) {
        for (TexelBufferHeaders.Expected e : TexelBufferHeaders.parse(c.source()).expected()) {
            int[] got = after.get(e.binding());
            for (int i = 0; i < e.words().length; i++) {
                assertEquals(e.words()[i], Integer.toUnsignedLong(got[i]), c.name() + " texel buffer " + e.binding() + " word " + i);
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
}
