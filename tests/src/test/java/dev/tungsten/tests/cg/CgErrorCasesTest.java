package dev.tungsten.tests.cg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import dev.tungsten.cg.Cg;
import dev.tungsten.cg.CgSemanticError;
import dev.tungsten.cg.CgSyntaxError;
import dev.tungsten.cg.PreprocessError;

/// Our own invalid Cg programs, `tests/cases/cg/errors/NAME.cg`, written from the Cg 3.1
/// specification and C99's preprocessor rules. Each opens with `// expect: KIND` (the record
/// name of the first error) and optionally `// entry:`, `// profile:`, `// stage:` and
/// `// define: NAME=VALUE` lines (see [CgCases.Header]); a case may include headers next to it.
/// Each must be rejected with an error of that kind first, and every diagnostic rendered with
/// its include chain must equal `NAME.err` (run with `-Dtungsten.snapshots.update=true` to
/// rewrite them after a deliberate change, then review the diff). Every error record of the
/// preprocessor, the parser and the semantic analysis has at least one case.
class CgErrorCasesTest {
    /// The system property that makes the test rewrite the `.err` files instead of failing.
    private static final String UPDATE_PROPERTY = "tungsten.snapshots.update";

    @Test
    void everyCaseIsRejectedWithItsKindAndRendering() throws IOException {
        boolean update = Boolean.getBoolean(UPDATE_PROPERTY);
        List<Path> files = CgCases.errorCases();
        assertTrue(files.size() >= 150, "at least 150 cases, found " + files.size());
        List<String> failures = new ArrayList<>();
        Set<String> seen = new TreeSet<>();
        for (Path p : files) {
            String src = CgCases.read(p);
            String name = p.getFileName().toString();
            CgCases.Header h = CgCases.Header.of(src);
            if (h.expect() == null) {
                failures.add(name + ": no `// expect: KIND` line");
                continue;
            }
            Cg.Result r = Cg.compile(name, src, h.options(CgCases.loaderIn(p.getParent())));
            if (r.ok()) {
                failures.add(name + ": accepted, expected " + h.expect());
                continue;
            }
            seen.addAll(r.errorKinds());
            // Warnings are not error kinds; a #warning case expects the error that follows it.
            String first = r.errorKinds().isEmpty() ? "(none)" : r.errorKinds().getFirst();
            if (!first.equals(h.expect())) {
                failures.add(name + ": first error is " + first + ", expected " + h.expect());
            }
            String rendered = CgCases.render(r);
            if (rendered.contains("warning: #warning ")) {
                seen.add("WarningDirective"); // the facade reports #warning as a warning, not an error kind
            }
            Path err = p.resolveSibling(name.replace(".cg", ".err"));
            if (update) {
                Files.writeString(err, rendered);
            } else if (!Files.exists(err) || !Files.readString(err).equals(rendered)) {
                failures.add(name + ": rendering differs from " + err.getFileName() + ":\n" + rendered);
            }
        }
        assertEquals(List.of(), failures);
        Set<String> missing = new TreeSet<>(CgCases.errorKinds(PreprocessError.class, CgSyntaxError.class,
                CgSemanticError.class));
        missing.removeAll(seen);
        assertEquals(Set.of(), missing, "error kinds without a case");
    }
}
