package dev.tungsten.tests.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import dev.tungsten.cli.Main;
import dev.tungsten.ir.SourceFile;
import dev.tungsten.wgsl.compose.ComposeError;
import dev.tungsten.wgsl.compose.Composed;
import dev.tungsten.wgsl.compose.ImportResolver;
import dev.tungsten.wgsl.compose.ShaderDefs;
import dev.tungsten.wgsl.compose.WgslComposer;

/// Module composition on our own modules, `tests/cases/wgsl/compose/`: each top-level `NAME.wgsl`
/// that declares no `#define_import_path` is a case, its header saying
///
/// - `// import-path: DIR...` the import folders, relative to the compose folder (the case's own
///   folder is always searched, as the CLI does);
/// - `// define: NAME[=VALUE]...` the host's shader defs;
/// - `// expect u32: v0 v1 ...` the words of `out` after one workgroup of `main` on the
///   reference interpreter (bit-exact: every case computes with integers), or
/// - `// expect error: KIND` the kind of the first error, with every diagnostic rendered in
///   `NAME.err` (paths relative to the compose folder; `-Dtungsten.snapshots.update=true`
///   rewrites them, to review).
///
/// The modules live in `lib/` and `other/` (and `helper.wgsl` beside the cases). Every kind of
/// [ComposeError] has a case. The CLI is checked on the same cases: `compile` with the same
/// options, then `tgsi asm` on what it printed; and so is every execution case of
/// `tests/cases/wgsl/exec`.
class WgslComposeTest {
    record Case(Path file, List<Path> importPaths, List<String> defines, List<Long> expected, String error) {
        String name() {
            return file.getFileName().toString().replace(".wgsl", "");
        }
    }

    static Path dir() {
        return CasePaths.wgslCases().resolve("compose");
    }

    static List<Case> cases() throws IOException {
        List<Case> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir())) {
            for (Path p : s.filter(f -> f.toString().endsWith(".wgsl")).sorted().toList()) {
                String text = Files.readString(p);
                if (text.contains("#define_import_path")) {
                    continue;
                }
                List<Path> paths = new ArrayList<>();
                List<String> defines = new ArrayList<>();
                List<Long> expected = null;
                String error = null;
                for (String line : text.lines().toList()) {
                    if (!line.startsWith("//")) {
                        break;
                    }
                    String h = line.substring(2).trim();
                    if (h.startsWith("import-path:")) {
                        for (String d : h.substring(12).trim().split("\\s+")) {
                            paths.add(dir().resolve(d));
                        }
                    } else if (h.startsWith("define:")) {
                        defines.addAll(List.of(h.substring(7).trim().split("\\s+")));
                    } else if (h.startsWith("expect u32:")) {
                        expected = new ArrayList<>();
                        for (String w : h.substring(11).trim().split("\\s+")) {
                            expected.add(Long.parseLong(w));
                        }
                    } else if (h.startsWith("expect error:")) {
                        error = h.substring(13).trim();
                    }
                }
                assertTrue(expected != null ^ error != null, p + ": one `expect u32:` or `expect error:` line");
                out.add(new Case(p, paths, defines, expected, error));
            }
        }
        return out;
    }

    static Composed.Compiled compose(Case c) throws IOException {
        ImportResolver resolver = ImportResolver.scan(c.importPaths(), dir());
        SourceFile main = new SourceFile(c.file().getFileName().toString(), Files.readString(c.file()));
        return WgslComposer.compose(main, new WgslComposer.Options(ShaderDefs.parse(c.defines()), resolver)).compile();
    }

    @TestFactory
    Stream<DynamicTest> everyCaseComposesToItsResultOrLocatedError() throws IOException {
        List<Case> cases = cases();
        assertTrue(cases.size() >= 25, "at least 25 composition cases, found " + cases.size());
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> check(c)));
    }

    static void check(Case c) throws IOException {
        Composed.Compiled r = compose(c);
        if (c.expected() != null) {
            assertTrue(r.ok(), () -> r.render());
            Map<Integer, int[]> buffers = new HashMap<>();
            buffers.put(0, new int[c.expected().size()]);
            int[] out = ComputeRunner.run(r.composed().text(), new int[] {1, 1, 1}, buffers).get(0);
            for (int i = 0; i < c.expected().size(); i++) {
                assertEquals(c.expected().get(i).longValue(), Integer.toUnsignedLong(out[i]), c.name() + " out[" + i + "]");
            }
            return;
        }
        assertTrue(!r.ok(), c.name() + ": composed and compiled, expected " + c.error());
        assertEquals(c.error(), r.errorKinds().getFirst(), () -> r.render());
        String rendered = relative(r.render());
        Path err = c.file().resolveSibling(c.name() + ".err");
        if (Boolean.getBoolean(Snapshots.UPDATE_PROPERTY)) {
            Files.writeString(err, rendered);
        } else {
            assertTrue(Files.exists(err), err + " is missing (run with -D" + Snapshots.UPDATE_PROPERTY + "=true)");
            assertEquals(Files.readString(err), rendered, c.name());
        }
    }

    /// `text` with the compose folder's absolute path taken out of file names.
    static String relative(String text) {
        return text.replace(dir().toAbsolutePath() + "/", "");
    }

    @Test
    void everyCompositionErrorKindHasACase() throws IOException {
        Set<String> seen = new TreeSet<>();
        for (Case c : cases()) {
            if (c.error() != null) {
                seen.add(c.error());
            }
        }
        Set<String> missing = new TreeSet<>();
        for (Class<?> k : ComposeError.class.getPermittedSubclasses()) {
            if (!seen.contains(k.getSimpleName())) {
                missing.add(k.getSimpleName());
            }
        }
        assertEquals(Set.of(), missing, "composition errors without a case");
    }

    private record Run(int status, String out, String err) {}

    private static Run cli(List<String> args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /// `tungsten compile FILE --entry main ARGS...` succeeds and `tungsten tgsi asm` takes what it
    /// printed as it is.
    private static void compilesAndAssembles(Path file, List<String> args, Path tmp) throws IOException {
        List<String> compile = new ArrayList<>(List.of("compile", file.toString(), "--entry", "main"));
        compile.addAll(args);
        Run c = cli(compile);
        assertEquals(0, c.status(), c.err());
        Path tgsi = Files.createTempFile(tmp, "case", ".tgsi");
        Files.writeString(tgsi, c.out());
        Run asm = cli(List.of("tgsi", "asm", tgsi.toString()));
        assertEquals(0, asm.status(), file + ": " + asm.err() + "\n" + c.out());
    }

    @TestFactory
    Stream<DynamicTest> theCliComposesEveryCaseAndItsTgsiAssembles(@TempDir Path tmp) throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Case c : cases()) {
            List<String> args = new ArrayList<>();
            c.importPaths().forEach(p -> args.addAll(List.of("--import-path", p.toString())));
            c.defines().forEach(d -> args.addAll(List.of("-D", d)));
            if (c.expected() != null) {
                tests.add(DynamicTest.dynamicTest(c.name(), () -> compilesAndAssembles(c.file(), args, tmp)));
            } else {
                tests.add(DynamicTest.dynamicTest(c.name(), () -> {
                    List<String> compile = new ArrayList<>(List.of("compile", c.file().toString()));
                    compile.addAll(args);
                    Run r = cli(compile);
                    assertEquals(1, r.status(), r.err());
                    assertEquals(Files.readString(c.file().resolveSibling(c.name() + ".err")), relative(r.err()), c.name());
                }));
            }
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> everyExecCasesTgsiAssemblesAsPrinted(@TempDir Path tmp) throws IOException {
        return WgslExecTest.files().stream()
                .map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> compilesAndAssembles(p, List.of(), tmp)));
    }

    @Test
    void aLibraryModuleChecksAndCompilesWithExitZero() {
        Path helper = dir().resolve("helper.wgsl");
        Run check = cli(List.of("check", helper.toString()));
        assertEquals(0, check.status(), check.out() + check.err());
        assertTrue(check.out().contains("(no entry point)"), check.out());
        Run compile = cli(List.of("compile", helper.toString()));
        assertEquals(0, compile.status(), compile.err());
        assertEquals("", compile.out());
        assertTrue(compile.err().contains("no entry point to compile (a library module; it validates)"), compile.err());
        Path math = dir().resolve("lib/util/math.wgsl");
        Run lib = cli(List.of("check", math.toString(), "--import-path", dir().resolve("lib").toString()));
        assertEquals(0, lib.status(), lib.out());
    }

    /// Mutated cases and modules (the WGSL fuzzer's mutations) compose and compile without an
    /// escaped exception, every error placed inside the file it names, and none takes a second.
    @Test
    void mutatedCasesAndModulesNeverEscape() throws IOException {
        List<String> seeds = new ArrayList<>();
        Map<String, SourceFile> modules = new java.util.LinkedHashMap<>();
        try (Stream<Path> s = Files.walk(dir())) {
            for (Path p : s.filter(f -> f.toString().endsWith(".wgsl")).sorted().toList()) {
                String text = Files.readString(p);
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("#define_import_path (\\S+)").matcher(text);
                if (m.find()) {
                    modules.putIfAbsent(m.group(1), new SourceFile(p.getFileName().toString(), text));
                } else {
                    seeds.add(text);
                }
            }
        }
        java.util.Random r = new java.util.Random(0x5eed_c0de);
        List<String> names = List.copyOf(modules.keySet());
        List<String> problems = new ArrayList<>();
        // Warm up the front end first: the first compile loads its classes, which is not the input's cost.
        WgslComposer.compose(new SourceFile("warm.wgsl", seeds.getFirst()),
                new WgslComposer.Options(ShaderDefs.NONE, ImportResolver.of(modules))).compile().diagnostics();
        for (int i = 0; i < 2000 && problems.size() < 10; i++) {
            String main = WgslFuzzTest.mutate(seeds.get(r.nextInt(seeds.size())), r);
            Map<String, SourceFile> mods = new java.util.LinkedHashMap<>(modules);
            String victim = names.get(r.nextInt(names.size()));
            mods.put(victim, new SourceFile(victim + ".wgsl", WgslFuzzTest.mutate(modules.get(victim).text(), r)));
            long start = System.nanoTime();
            try {
                Composed composed = WgslComposer.compose(new SourceFile("fuzz.wgsl", main),
                        new WgslComposer.Options(ShaderDefs.parse(List.of("EXACT", "LEVEL=3", "COUNT=4", "BIAS=7u")),
                                ImportResolver.of(mods)));
                for (ComposeError e : composed.errors()) {
                    if (!e.span().isDefined() || e.span().end() > e.file().text().length()) {
                        problems.add("misplaced " + e + " in\n" + main);
                    }
                }
                Composed.Compiled c = composed.compile();
                c.diagnostics();
                if (c.result() != null) {
                    for (dev.tungsten.ir.Diagnostic d : c.result().diagnostics()) {
                        dev.tungsten.ir.SourceMap.Located at = composed.map().located(d);
                        if (d.isError() && at.span().isDefined() && at.span().end() > at.file().text().length()) {
                            problems.add("diagnostic outside " + at.file().name() + ": " + d);
                        }
                    }
                }
            } catch (RuntimeException | StackOverflowError e) {
                problems.add(e + " at " + (e.getStackTrace().length > 0 ? e.getStackTrace()[0] : "?") + " on\n" + main);
            }
            long ms = (System.nanoTime() - start) / 1_000_000;
            if (ms > 1000) {
                problems.add("took " + ms + " ms on\n" + main);
            }
        }
        assertEquals(List.of(), problems);
    }
}
