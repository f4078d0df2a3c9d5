package dev.tungsten.tests.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SequencedMap;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import dev.tungsten.gl.glsl.GlslOptions;
import dev.tungsten.gl.glsl.GlslTranslator;
import dev.tungsten.gl.glsl.GlslUnsupportedException;
import dev.tungsten.gl.glsl.GlslVersion;
import dev.tungsten.ir.DiagnosticRenderer;
import dev.tungsten.ir.EntryPoint;
import dev.tungsten.ir.IrPrinter;
import dev.tungsten.ir.ModuleInfo;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TgsiProgram;
import dev.tungsten.ir.Validator;
import dev.tungsten.tgsi.TgsiDump;
import dev.tungsten.tgsi.TgsiSanity;
import dev.tungsten.wgsl.Wgsl;

/// Snapshot tests in naga's style for our own WGSL cases, `tests/cases/wgsl/exec/NAME.wgsl`:
/// each case's lowered outputs are committed, so a change to the front end, the lowering or the
/// GLSL translator shows up as a reviewed diff of `tests/snapshots`:
///
/// - `ir/NAME.txt`: the validated IR with the validator's types, as `tungsten compile NAME.wgsl --emit ir` prints it;
/// - `tgsi/NAME.ENTRY.tgsi`: each entry point's resource slots (`;` lines; `tungsten compile`
///   prints them on stderr) and the TGSI text `tungsten compile NAME.wgsl --entry ENTRY` prints;
/// - `glsl/NAME.ENTRY.glsl`: the GLSL 4.50 the OpenGL driver's translator makes of that TGSI,
///   with every extension available and the workgroup and shared memory sizes the driver passes
///   at dispatch (pure Java: no OpenGL context).
///
/// Each IR is validated again before it is printed (validation must not change it), each TGSI
/// shader passes the sanity checker, and each output is produced twice and must be the same
/// both times. Snapshots of the shared corpora are deliberately not kept: their licences vary
/// and a clone may lack them.
class WgslSnapshotTest {
    static final String UPDATE_COMMAND = "mvn -B -o -pl tests -am verify -Dtest=WgslSnapshotTest"
            + " -Dsurefire.failIfNoSpecifiedTests=false -D" + Snapshots.UPDATE_PROPERTY + "=true";

    private static final List<String> FOLDERS = List.of("ir", "tgsi", "glsl");

    private final Snapshots snapshots = Snapshots.committed();

    static String caseName(Path wgsl) {
        return wgsl.getFileName().toString().replace(".wgsl", "");
    }

    /// The outputs of one case, by path under `tests/snapshots`, in a stable order: the IR, then
    /// each entry point's TGSI and GLSL in the module's order.
    static SequencedMap<String, String> outputs(Path wgsl) throws IOException {
        String name = caseName(wgsl);
        Wgsl.Result r = Wgsl.compile(wgsl.getFileName().toString(), Files.readString(wgsl));
        assertTrue(r.ok(), () -> DiagnosticRenderer.renderAll(r.source(), r.diagnostics()));
        String ir = IrPrinter.print(r.module(), r.info());
        ModuleInfo again = Validator.validate(r.module());
        assertTrue(again.isValid(), () -> name + ": validating the IR a second time fails: " + again.errors());
        assertEquals(ir, IrPrinter.print(r.module(), again), name + ": the validator changed the IR or its types");
        SequencedMap<String, String> out = new LinkedHashMap<>();
        out.put("ir/" + name + ".txt", ir);
        for (EntryPoint ep : r.module().entryPoints()) {
            TgsiProgram p = TgsiLowering.lower(r.module(), r.info(), ep.name(), TgsiLowering.Options.defaults());
            List<TgsiSanity.Diagnostic> sanity = TgsiSanity.check(p.shader());
            assertFalse(TgsiSanity.hasErrors(sanity), () -> name + "." + ep.name() + ": " + sanity);
            out.put("tgsi/" + name + "." + ep.name() + ".tgsi", tgsiText(p));
            GlslOptions options = GlslOptions.permissive(GlslVersion.V450)
                    .withCompute(p.workgroupSize(), Math.max(4, p.sharedMemoryBytes()));
            String glsl;
            try {
                glsl = GlslTranslator.translate(p.shader(), options).source();
            } catch (GlslUnsupportedException e) {
                // A refusal is a reviewed output too (64-bit atomics have no GLSL form here).
                glsl = "// refused: " + e.getMessage();
            }
            out.put("glsl/" + name + "." + ep.name() + ".glsl", endLine(glsl));
        }
        return out;
    }

    /// One entry point's snapshot: a `;` line per resource saying which TGSI slots its
    /// `@group/@binding` took (what `tungsten compile` prints on stderr), then the TGSI dump.
    private static String tgsiText(TgsiProgram p) {
        StringBuilder out = new StringBuilder();
        for (TgsiProgram.Resource res : p.resources()) {
            out.append("; ").append(res.name()).append(" @group(").append(res.group()).append(") @binding(")
                    .append(res.binding()).append(") -> ").append(res.file()).append('[').append(res.index())
                    .append(res.count() > 1 ? ".." + (res.index() + res.count() - 1) : "").append("]\n");
        }
        return out.append(endLine(TgsiDump.dump(p.shader()))).toString();
    }

    private static String endLine(String text) {
        return text.endsWith("\n") ? text : text + "\n";
    }

    @TestFactory
    Stream<DynamicTest> everyCaseMatchesItsCommittedSnapshots() throws IOException {
        List<Path> cases = WgslExecTest.files();
        assertTrue(cases.size() >= 200, "at least 200 cases, found " + cases.size());
        return cases.stream().map(p -> DynamicTest.dynamicTest(caseName(p), () -> {
            SequencedMap<String, String> first = outputs(p);
            assertEquals(first, outputs(p), caseName(p) + ": two compilations give different outputs");
            List<String> failures = new ArrayList<>();
            for (Map.Entry<String, String> e : first.entrySet()) {
                try {
                    snapshots.check(e.getKey(), e.getValue(), UPDATE_COMMAND);
                } catch (AssertionError err) {
                    failures.add(err.getMessage());
                }
            }
            if (!failures.isEmpty()) {
                fail(String.join("\n\n", failures));
            }
        }));
    }

    @Test
    void noSnapshotOutlivesItsCase() throws IOException {
        Set<String> expected = new TreeSet<>();
        for (Path p : WgslExecTest.files()) {
            expected.addAll(outputs(p).keySet());
        }
        List<String> stale = new ArrayList<>();
        for (String folder : FOLDERS) {
            stale.addAll(snapshots.stale(folder, expected));
        }
        if (!stale.isEmpty()) {
            fail("snapshots without a case or entry point in tests/cases/wgsl/exec:\n  " + String.join("\n  ", stale)
                    + "\nDelete them, or run\n  " + UPDATE_COMMAND);
        }
    }
}
