package dev.tungsten.tests.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import dev.tungsten.ir.DiagnosticRenderer;
import dev.tungsten.ir.ValidationError;
import dev.tungsten.wgsl.SemanticError;
import dev.tungsten.wgsl.SyntaxError;
import dev.tungsten.wgsl.Wgsl;

/// Our own invalid programs, `tests/cases/wgsl/errors/NAME.wgsl`, each starting with
/// `// expect: KIND`. Each must be rejected with an error of that kind first, and the rendered
/// diagnostics must equal `NAME.err` (run with `-Dtungsten.snapshots.update=true` to rewrite
/// them after a deliberate change, then review the diff). Every error record the WGSL front end
/// and the validator can produce from source has at least one case.
class WgslErrorCasesTest {
    /// Validator errors that WGSL source cannot produce (the front end catches the problem
    /// first, or only malformed IR has it); `frontends/ir` tests build IR by hand for them.
    static final Set<String> IR_ONLY = Set.of("InvalidHandle", "OutOfScope", "InvalidStatement", "InvalidExpression",
            "RecursiveCall", "InvalidCall", "InvalidGlobal", "InvalidType");

    @Test
    void everyCaseIsRejectedWithItsKindAndRendering() throws IOException {
        Path dir = CasePaths.wgslCases().resolve("errors");
        boolean update = Boolean.getBoolean(Snapshots.UPDATE_PROPERTY);
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.toString().endsWith(".wgsl")).sorted().toList();
        }
        assertTrue(files.size() >= 150, "at least 150 cases, found " + files.size());
        List<String> failures = new ArrayList<>();
        Set<String> seen = new TreeSet<>();
        for (Path p : files) {
            String src = Files.readString(p);
            String first = src.lines().findFirst().orElse("");
            String expected = first.replace("// expect:", "").trim();
            String name = p.getFileName().toString();
            Wgsl.Result r = Wgsl.compile(name, src);
            if (r.ok()) {
                failures.add(name + ": accepted, expected " + expected);
                continue;
            }
            String got = r.errorKinds().getFirst();
            seen.addAll(r.errorKinds());
            if (!got.equals(expected)) {
                failures.add(name + ": first error is " + got + ", expected " + expected);
            }
            String rendered = DiagnosticRenderer.renderAll(r.source(), r.diagnostics());
            Path err = p.resolveSibling(name.replace(".wgsl", ".err"));
            if (update) {
                Files.writeString(err, rendered);
            } else if (!Files.exists(err) || !Files.readString(err).equals(rendered)) {
                failures.add(name + ": rendering differs from " + err.getFileName() + ":\n" + rendered);
            }
        }
        assertEquals(List.of(), failures);
        Set<String> missing = new TreeSet<>();
        for (Class<?> c : List.of(SyntaxError.class, SemanticError.class, ValidationError.class)) {
            for (Class<?> k : c.getPermittedSubclasses()) {
                if (!seen.contains(k.getSimpleName()) && !IR_ONLY.contains(k.getSimpleName())) {
                    missing.add(k.getSimpleName());
                }
            }
        }
        assertEquals(Set.of(), missing, "error kinds without a case");
    }
}
