package dev.tungsten.tests.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.tungsten.ir.DiagnosticRenderer;
import dev.tungsten.ir.SourceFile;
import dev.tungsten.tests.SharedShelf;
import dev.tungsten.wgsl.Parser;
import dev.tungsten.wgsl.WgslError;

/// Every WGSL file of the three corpora parses without a syntax error, except the files their
/// projects keep as invalid input, which must be rejected with a located error.
class WgslCorpusParseTest {
    private static List<String> failures(Path root, List<Path> files) {
        List<String> failed = new ArrayList<>();
        for (Path p : files) {
            String src = WgslCorpus.read(p);
            List<WgslError> errors = new ArrayList<>();
            Parser.parse(src, errors);
            boolean invalid = WgslCorpus.invalidOnPurpose(root, p);
            if (invalid) {
                assertFalse(errors.isEmpty(), p + " is invalid WGSL but parsed");
            } else if (!errors.isEmpty()) {
                failed.add(DiagnosticRenderer.render(new SourceFile(p.toString(), src), errors.getFirst().diagnostic()));
            }
        }
        return failed;
    }

    @Test
    void nagaInputsParse() {
        List<Path> files = WgslCorpus.naga();
        assertEquals(87, files.size());
        assertEquals(List.of(), failures(SharedShelf.require("corpus/wgsl-naga/naga/tests/in"), files));
    }

    @Test
    void webgpuSamplesParse() {
        assertEquals(List.of(), failures(SharedShelf.require("corpus/wgsl-webgpu-samples"), WgslCorpus.webgpuSamples()));
    }

    @Test
    void wgpuExamplesParse() {
        assertEquals(List.of(), failures(SharedShelf.require("corpus/wgsl-wgpu-examples"), WgslCorpus.wgpuExamples()));
    }
}
