package dev.tungsten.tests.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.tungsten.tests.SharedShelf;
import dev.tungsten.wgsl.Wgsl;

/// Runs every invalid (and the few valid) programs of naga's `wgsl_errors.rs` through the front
/// end and checks the outcome against `tests/cases/wgsl/naga-errors.tsv`: the kind of the first
/// error, or acceptance where current WGSL allows what naga rejects (the file says why).
class WgslNagaErrorsTest {
    static Map<String, String> expectations() throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        for (String line : Files.readAllLines(CasePaths.wgslCases().resolve("naga-errors.tsv"))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] p = line.split("\t", -1);
            out.put(p[0], p[1]);
        }
        return out;
    }

    @Test
    void everyCaseHasItsExpectedOutcome() throws IOException {
        Path rs = SharedShelf.require("corpus/wgsl-naga/naga/tests/wgsl_errors.rs");
        List<NagaErrorCases.Case> cases = NagaErrorCases.parse(Files.readString(rs));
        Map<String, String> expected = expectations();
        assertEquals(expected.keySet(), new java.util.LinkedHashSet<>(cases.stream().map(NagaErrorCases.Case::id).toList()),
                "the expectation file lists exactly the extracted cases");
        List<String> wrong = new ArrayList<>();
        int rejected = 0;
        for (NagaErrorCases.Case c : cases) {
            Wgsl.Result r = Wgsl.compile("wgsl", c.source());
            String got = r.ok() ? "accept" : r.errorKinds().getFirst();
            if (!r.ok()) {
                rejected++;
                String rendered = dev.tungsten.ir.DiagnosticRenderer.renderAll(r.source(), r.diagnostics());
                assertTrue(rendered.contains("wgsl:"), "diagnostics are located: " + rendered);
            }
            if (!got.equals(expected.get(c.id()))) {
                wrong.add(c.id() + ": expected " + expected.get(c.id()) + ", got " + got);
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(rejected >= 115, "most of naga's cases are invalid programs; rejected " + rejected);
    }
}
