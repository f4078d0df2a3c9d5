package dev.tungsten.tests.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import dev.tungsten.tests.SharedShelf;

/// The corpus measure of the WGSL front end: the share of files that parse, validate and lower
/// to TGSI passing the sanity checker, for each of the three corpora, with each failure listed
/// with its reason. The expected failures are named here so that a regression (or an
/// improvement) changes the test; every failure must be a located, explained rejection.
class WgslCorpusTest {
    /// naga inputs that use what TGSI cannot express: ray queries.
    static final Set<String> NAGA_EXPECTED_FAILURES = Set.of("ray-query.wgsl", "overrides-ray-query.wgsl");

    /// None: the two external-texture samples pass since `texture_external` lowers as one RGBA
    /// plane (decision 0029).
    static final Set<String> SAMPLES_EXPECTED_FAILURES = Set.of();

    static final Set<String> EXAMPLES_EXPECTED_FAILURES = Set.of("error_shader.wgsl", "issue_4485.wgsl",
            "ray-traced-triangle/shader.wgsl");

    private static List<WgslPipeline.Outcome> measure(Path root, List<Path> files, String label) {
        List<WgslPipeline.Outcome> out = new ArrayList<>();
        int passed = 0;
        for (Path p : files) {
            WgslPipeline.Outcome o = WgslPipeline.run(p, WgslCorpus.read(p), WgslPipeline.options(p));
            out.add(new WgslPipeline.Outcome(WgslCorpus.relative(root, p), o.passed(), o.stage(), o.reason()));
            if (o.passed()) {
                passed++;
            }
        }
        System.out.printf("%s: %d of %d pass (%.1f%%)%n", label, passed, files.size(), 100.0 * passed / files.size());
        for (WgslPipeline.Outcome o : out) {
            if (!o.passed()) {
                System.out.println("  " + o.file() + " [" + o.stage() + "] " + o.reason());
            }
        }
        return out;
    }

    private static List<String> failures(List<WgslPipeline.Outcome> outcomes) {
        return outcomes.stream().filter(o -> !o.passed()).map(WgslPipeline.Outcome::file).sorted().toList();
    }

    private static boolean endsWithAny(String file, Set<String> names) {
        return names.stream().anyMatch(file::endsWith);
    }

    @Test
    void naga() {
        Path root = SharedShelf.require("corpus/wgsl-naga/naga/tests/in");
        List<WgslPipeline.Outcome> o = measure(root, WgslCorpus.naga(), "wgsl-naga");
        assertEquals(NAGA_EXPECTED_FAILURES.stream().sorted().toList(), failures(o));
        assertTrue(o.stream().filter(WgslPipeline.Outcome::passed).count() * 10 >= 9L * o.size(), "at least 90% pass");
    }

    @Test
    void webgpuSamples() {
        Path root = SharedShelf.require("corpus/wgsl-webgpu-samples");
        List<WgslPipeline.Outcome> o = measure(root, WgslCorpus.webgpuSamples(), "wgsl-webgpu-samples");
        for (String f : failures(o)) {
            assertTrue(endsWithAny(f, SAMPLES_EXPECTED_FAILURES), "unexpected failure: " + f);
        }
        assertEquals(SAMPLES_EXPECTED_FAILURES.size(), failures(o).size());
        assertTrue(o.stream().filter(WgslPipeline.Outcome::passed).count() * 10 >= 9L * o.size(), "at least 90% pass");
    }

    @Test
    void wgpuExamples() {
        Path root = SharedShelf.require("corpus/wgsl-wgpu-examples");
        List<WgslPipeline.Outcome> o = measure(root, WgslCorpus.wgpuExamples(), "wgsl-wgpu-examples");
        for (String f : failures(o)) {
            assertTrue(endsWithAny(f, EXAMPLES_EXPECTED_FAILURES), "unexpected failure: " + f);
        }
        assertEquals(EXAMPLES_EXPECTED_FAILURES.size(), failures(o).size());
        assertTrue(o.stream().filter(WgslPipeline.Outcome::passed).count() * 10 >= 9L * o.size(), "at least 90% pass");
    }
}
