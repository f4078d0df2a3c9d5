package dev.tungsten.tests.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.EntryPoint;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TgsiLoweringException;
import dev.tungsten.tests.SharedShelf;
import dev.tungsten.wgsl.Wgsl;

/// Feeds mutated shaders (corpus files, our own cases and the seeds of `tests/cases/wgsl/fuzz`
/// written for the newest syntax, with characters deleted, snippets inserted, lines duplicated,
/// literals made extreme, an `enable`/`requires` or composer directive put in front, text
/// truncated) through the whole pipeline.
/// Every input must end in diagnostics whose spans lie inside the source, or in TGSI; no
/// exception may escape, and no input may take a second. 2*10^4 inputs in the normal run,
/// 10^6 with `-Pfuzz-long`.
class WgslFuzzTest {
    private static final String[] SNIPPETS = {"{", "}", "(", ")", ";", "<", ">", ",", ".", "[", "]", "@", "fn ", "let ",
        "var ", "loop { ", "break; ", "return ", "&&", "||", ">>=", "array<", "vec3<f32>", "2147483648", "0x", "1e39",
        "-", "*", "&", "_", "const_assert false;", "struct S { }", "/*", "//", "\n", "i32(", "switch ", "case ", "default",
        "workgroupBarrier();", "textureSample(", "atomicAdd(", "ptr<function, i32>", "override ", "enable f16;", "@id(",
        "u", "f", "h", "i", "'", "\"", "\\", "\u00e9", "\uD83D\uDC08",
        // the syntax of 2026: enables, 64-bit and half literals, subgroup calls, composer directives
        "enable subgroups;", "requires texel_buffers;", "f16", "i64", "u64", "vec2<f16>(", "1li", "2lu", "0.5h",
        "subgroupAdd(", "subgroupBallot(", "subgroupShuffle(", "quadSwapX(", "@builtin(subgroup_size) ",
        "@blend_src(1) ", "@builtin(clip_distances) ", "@builtin(primitive_index) ", "#import a::b\n",
        "#import a::b::{x, y}\n", "#define_import_path a::b\n", "#ifdef X\n", "#else\n", "#endif\n", "#{X}", "b::x"};
    private static final String[] LITERALS = {"2147483648", "-2147483648", "4294967296u", "0", "-1", "1e39", "0x7fffffff",
        "1e-50", "9999999999999999999999", "0.0", "65505.0h", "65504h", "6e-8h", "1li", "-9223372036854775808li",
        "9223372036854775808li", "18446744073709551615lu", "0x7fffffffffffffffli", "18446744073709551616lu"};
    /// What counts as the newest syntax in the printed tally.
    private static final java.util.regex.Pattern NEW_SYNTAX = java.util.regex.Pattern.compile(
            "(?m)^\\s*(enable|requires|#)|\\b[0-9][0-9.e]*(li|lu|h)\\b");
    /// Lines a mutation puts at the start of a shader, where directives must stand, so that the
    /// enables and the composer's directives reach the code behind them rather than failing on
    /// position alone.
    private static final String[] DIRECTIVES = {"enable f16;\n", "enable subgroups;\n", "enable clip_distances;\n",
        "enable dual_source_blending;\n", "enable primitive_index;\n", "enable subgroups, f16;\n",
        "enable chromium_experimental_framebuffer_fetch;\n", "requires texel_buffers;\n",
        "requires readonly_and_readwrite_storage_textures, packed_4x8_integer_dot_product;\n",
        "#define_import_path fuzz::module\n", "#import fuzz::other\n", "#import fuzz::other as o\n",
        "#ifdef FUZZ\n", "#ifndef FUZZ\nconst fuzz = 1;\n#else\nconst fuzz = 2;\n#endif\n",
        "#if FUZZ == 1\n#endif\n", "enable undefined_extension;\n"};

    private static final int SEED_WEIGHT = 20;

    static List<String> seeds() throws IOException {
        List<Path> files = new ArrayList<>();
        Path cases = CasePaths.wgslCases();
        for (String sub : List.of("exec", "errors", "fuzz")) {
            try (Stream<Path> s = Files.list(cases.resolve(sub))) {
                s.filter(p -> p.toString().endsWith(".wgsl")).sorted().forEach(files::add);
            }
        }
        if (SharedShelf.has("corpus/wgsl-naga")) {
            files.addAll(WgslCorpus.list(SharedShelf.root().resolve("corpus/wgsl-naga/naga/tests/in")));
            files.addAll(WgslCorpus.list(SharedShelf.root().resolve("corpus/wgsl-webgpu-samples")));
            files.addAll(WgslCorpus.list(SharedShelf.root().resolve("corpus/wgsl-wgpu-examples")));
        } else {
            System.out.println("NOTICE: ../shared/corpus is absent; fuzzing only the repository's own cases");
        }
        List<String> out = new ArrayList<>();
        for (Path p : files) {
            // The seeds written for the newest syntax (`fuzz/`) are few among hundreds of corpus
            // files: each counts as SEED_WEIGHT files, so the normal run mutates each about a
            // thousand times.
            int weight = p.getParent().getFileName().toString().equals("fuzz") ? SEED_WEIGHT : 1;
            for (int i = 0; i < weight; i++) {
                out.add(WgslCorpus.read(p));
            }
        }
        return out;
    }

    static String mutate(String s, Random r) {
        int n = 1 + r.nextInt(3);
        for (int k = 0; k < n && !s.isEmpty(); k++) {
            int at = r.nextInt(s.length() + 1);
            s = switch (r.nextInt(7)) {
                case 0 -> s.substring(0, at) + s.substring(Math.min(s.length(), at + 1 + r.nextInt(20)));
                case 1 -> s.substring(0, at) + SNIPPETS[r.nextInt(SNIPPETS.length)] + s.substring(at);
                case 2 -> {
                    int start = s.lastIndexOf('\n', Math.max(0, at - 1)) + 1;
                    int end = s.indexOf('\n', at);
                    end = end < 0 ? s.length() : end + 1;
                    yield s.substring(0, end) + s.substring(start, end) + s.substring(end);
                }
                case 3 -> {
                    java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\b[0-9][0-9.eExuhli]*\\b").matcher(s);
                    List<int[]> hits = new ArrayList<>();
                    while (m.find()) {
                        hits.add(new int[] {m.start(), m.end()});
                    }
                    if (hits.isEmpty()) {
                        yield s;
                    }
                    int[] h = hits.get(r.nextInt(hits.size()));
                    yield s.substring(0, h[0]) + LITERALS[r.nextInt(LITERALS.length)] + s.substring(h[1]);
                }
                case 4 -> at + 1 < s.length() ? s.substring(0, at) + s.charAt(at + 1) + s.charAt(at) + s.substring(at + 2) : s;
                case 5 -> DIRECTIVES[r.nextInt(DIRECTIVES.length)] + s;
                default -> s.substring(0, at);
            };
        }
        return s;
    }

    /// How one input ended: compiled and lowered, rejected by the front end, or refused by the
    /// lowering (at least one entry point).
    enum Verdict { LOWERED, REJECTED, REFUSED }

    /// What [#check] found: the verdict, or a problem (an escaped exception, an unlocated or
    /// misplaced diagnostic, a slow input), which fails the run.
    record Checked(Verdict verdict, String problem) {}

    /// Compiles and lowers one input. Every error must carry a span inside the source.
    static Checked check(String source) {
        long start = System.nanoTime();
        Verdict verdict = Verdict.LOWERED;
        try {
            Wgsl.Result r = Wgsl.compile("fuzz.wgsl", source);
            for (Diagnostic d : r.diagnostics()) {
                String where = placement(d, source);
                if (where != null) {
                    return new Checked(Verdict.REJECTED, where + ": " + d);
                }
                dev.tungsten.ir.DiagnosticRenderer.render(r.source(), d);
            }
            if (!r.ok()) {
                verdict = Verdict.REJECTED;
            } else {
                for (EntryPoint ep : r.module().entryPoints()) {
                    try {
                        TgsiLowering.lower(r.module(), r.info(), ep.name(),
                                WgslPipeline.withPipelineDefaults(r.module(), TgsiLowering.Options.defaults()));
                    } catch (TgsiLoweringException e) {
                        verdict = Verdict.REFUSED;
                        String where = placement(e.diagnostic(), source);
                        if (where != null) {
                            return new Checked(verdict, where + " (lowering): " + e.getMessage());
                        }
                        dev.tungsten.ir.DiagnosticRenderer.render(r.source(), e.diagnostic());
                    }
                }
            }
        } catch (RuntimeException | StackOverflowError e) {
            return new Checked(verdict, e + " at " + (e.getStackTrace().length > 0 ? e.getStackTrace()[0] : "?"));
        }
        long ms = (System.nanoTime() - start) / 1_000_000;
        return new Checked(verdict, ms > 1000 ? "took " + ms + " ms" : null);
    }

    /// `null` when an error diagnostic is located inside the source (warnings may be unlocated).
    private static String placement(Diagnostic d, String source) {
        if (!d.primarySpan().isDefined()) {
            return d.isError() ? "error without a location" : null;
        }
        return d.primarySpan().end() > source.length() ? "diagnostic outside the source" : null;
    }

    static void fuzz(int inputs, long seed) throws IOException {
        List<String> seeds = seeds();
        Random r = new Random(seed);
        List<String> failures = new ArrayList<>();
        long begin = System.nanoTime(), slowest = 0;
        // Every seed once, unmutated and untimed: the one-second bound is for inputs that make the
        // front end slow, not for the JVM compiling it (a 7,000-line corpus file compiled first
        // takes over a second on a loaded machine, then a few tens of milliseconds).
        for (String s : new java.util.LinkedHashSet<>(seeds)) {
            Checked c = check(s);
            if (c.problem() != null && !c.problem().startsWith("took ")) {
                failures.add(c.problem() + "\n--- seed ---\n" + s);
            }
        }
        int[] verdicts = new int[Verdict.values().length];
        int checked = 0, newSyntax = 0;
        String slowestInput = "";
        for (int i = 0; i < inputs && failures.size() < 10; i++) {
            String input = mutate(seeds.get(r.nextInt(seeds.size())), r);
            long t0 = System.nanoTime();
            Checked c = check(input);
            long took = System.nanoTime() - t0;
            if (took > slowest) {
                slowest = took;
                slowestInput = input.lines().findFirst().orElse("");
            }
            checked++;
            if (NEW_SYNTAX.matcher(input).find()) {
                newSyntax++;
            }
            verdicts[c.verdict().ordinal()]++;
            if (c.problem() != null) {
                failures.add(c.problem() + "\n--- input ---\n" + input);
            }
        }
        System.out.printf(java.util.Locale.ROOT, "WGSL fuzz (seed %#x): %d mutated inputs (%d with an enable, a "
                + "requires, a composer directive or a 64-bit or half literal): %d lowered to TGSI, %d "
                + "rejected by the front end and %d refused by the lowering, all with located diagnostics; %d other "
                + "problems; slowest input %.1f ms (first line: %s); %.1f s in all%n", seed, checked, newSyntax,
                verdicts[Verdict.LOWERED.ordinal()], verdicts[Verdict.REJECTED.ordinal()],
                verdicts[Verdict.REFUSED.ordinal()], failures.size(), slowest / 1e6,
                slowestInput.length() > 60 ? slowestInput.substring(0, 60) + "..." : slowestInput,
                (System.nanoTime() - begin) / 1e9);
        assertEquals(List.of(), failures);
    }

    @Test
    void twentyThousandMutatedInputs() throws IOException {
        fuzz(20_000, 0x5eed);
    }

    @Test
    @Tag("long")
    void aMillionMutatedInputs() throws IOException {
        fuzz(1_000_000, 0xf00d);
    }

    /// A function-scope array of 2^31 elements (found by this fuzzer from our own cases) once made
    /// the lowering allocate a register per element: it must be refused, located, before that.
    @Test
    void hugeArraysAreRefusedBeforeTheirRegistersAreAllocated() {
        for (String size : List.of("0x7fffffff", "65536", "4097")) {
            String src = "@group(0) @binding(0) var<storage, read_write> out: array<i32>;\n"
                    + "@compute @workgroup_size(1) fn main() {\n"
                    + "    var g: array<array<i32, 3>, " + size + ">;\n"
                    + "    g[1][2] = 7; out[0] = g[1][2];\n}\n";
            Wgsl.Result r = Wgsl.compile("huge.wgsl", src);
            if (!r.ok()) {
                continue; // the front end may already refuse it (WGSL's address-space limits)
            }
            TgsiLoweringException e = org.junit.jupiter.api.Assertions.assertThrows(TgsiLoweringException.class,
                    () -> TgsiLowering.lower(r.module(), r.info(), "main",
                            WgslPipeline.withPipelineDefaults(r.module(), TgsiLowering.Options.defaults())), size);
            String text = dev.tungsten.ir.DiagnosticRenderer.render(r.source(), e.diagnostic());
            assertTrue(text.contains("registers") && text.contains("huge.wgsl:3:"), text);
        }
    }

    @Test
    void hostileNestingIsRejectedQuickly() {
        for (String s : List.of("fn f() {" + "{".repeat(100_000), "const c = " + "(".repeat(100_000) + "1;",
                "const c = " + "-".repeat(100_000) + "1;", "fn f() { let a = " + "a[".repeat(50_000) + "0;}",
                "alias A = " + "array<".repeat(50_000) + "f32;")) {
            String problem = check(s).problem();
            assertTrue(problem == null, "hostile input failed: " + problem);
        }
    }
}
