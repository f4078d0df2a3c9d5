package dev.tungsten.tests.opt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import dev.tungsten.cg.Cg;
import dev.tungsten.ir.Module;
import dev.tungsten.ir.ModuleInfo;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TgsiLoweringException;
import dev.tungsten.tests.SharedShelf;
import dev.tungsten.tests.wgsl.WgslShaders;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.exec.ExecMachine;
import dev.tungsten.tgsi.exec.ExecProgram;
import dev.tungsten.tgsi.exec.TextureRequest;
import dev.tungsten.tgsi.exec.TextureSampler;
import org.junit.jupiter.api.Test;

/// The optimizer changes no result: every vertex and fragment entry point the front ends lower
/// from the libretro Cg corpus and the WGSL corpora runs unoptimised and optimised on the
/// reference interpreter over the same random inputs, constants and texture, and every output
/// word, the kill mask and the run's status must be identical (compared as bits, so NaN equals
/// NaN only with the same payload). The texture returns a hash of the coordinates' bits, so a
/// lookup with different coordinates shows up as different outputs.
class OptimizerDifferentialTest {
    /// Runs of 4 lanes per shader: 256 random inputs.
    private static final int RUNS = 64;
    private static final int CONSTANT_ROWS = 256;
    private static final long BUDGET = 1L << 22;

    private record Pair(String name, TgsiShader plain, TgsiShader optimised) {}

    @Test
    void libretroCgProgramsRunIdenticallyOptimised() throws IOException {
        Path root = SharedShelf.require("corpus/cg-libretro-dev");
        List<Path> files;
        try (Stream<Path> s = Files.walk(root)) {
            files = s.filter(p -> p.toString().endsWith(".cg")).sorted().toList();
        }
        List<Pair> pairs = new ArrayList<>();
        for (Path f : files) {
            String text = new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1);
            Cg.Options o = Cg.Options.defaults().withDefines(Map.of("PARAMETER_UNIFORM", "1"));
            for (String entry : Cg.entryPoints(f.toString(), text, o)) {
                if (!entry.equals("main_vertex") && !entry.equals("main_fragment")) {
                    continue;
                }
                Cg.Result r = Cg.compile(f.toString(), text, o.withEntry(entry));
                if (r.ok()) {
                    add(pairs, root.relativize(f) + ":" + entry, r.module(), r.info(), entry, TgsiLowering.Options.defaults());
                }
            }
        }
        check("cg-libretro-dev", pairs, 500);
    }

    @Test
    void wgslProgramsRunIdenticallyOptimised() {
        List<Pair> pairs = new ArrayList<>();
        for (WgslShaders.Corpus corpus : WgslShaders.Corpus.values()) {
            Map<String, TgsiShader> optimised = WgslShaders.lowered(corpus, true);
            WgslShaders.lowered(corpus, false).forEach((name, plain) -> {
                if (plain.processor() == Processor.VERT || plain.processor() == Processor.FRAG) {
                    pairs.add(new Pair(corpus.label() + "/" + name, plain, optimised.get(name)));
                }
            });
        }
        check("wgsl", pairs, 50);
    }

    private static void add(List<Pair> pairs, String name, Module m, ModuleInfo info, String entry,
                            TgsiLowering.Options options) {
        try {
            TgsiShader plain = TgsiLowering.lower(m, info, entry, options.withOptimize(false)).shader();
            if (plain.processor() != Processor.VERT && plain.processor() != Processor.FRAG) {
                return;
            }
            pairs.add(new Pair(name, plain, TgsiLowering.lower(m, info, entry, options).shader()));
        } catch (TgsiLoweringException e) {
            // the corpus tests list the programs the lowering refuses
        }
    }

    private static void check(String corpus, List<Pair> pairs, int atLeast) {
        List<String> failures = new ArrayList<>();
        long before = 0, after = 0;
        int compared = 0;
        for (Pair p : pairs) {
            before += p.plain.instructions().size();
            after += p.optimised.instructions().size();
            String why = compare(p);
            if (why == null) {
                compared++;
            } else if (!why.isEmpty()) {
                failures.add(p.name + ": " + why);
            }
        }
        System.out.println(corpus + ": " + compared + "/" + pairs.size() + " shaders compared, "
                + before + " -> " + after + " instructions");
        failures.forEach(f -> System.out.println("  FAIL " + f));
        assertEquals(List.of(), failures);
        assertTrue(compared >= atLeast, "only " + compared + " shaders ran");
        assertTrue(after < before, "the optimizer removed nothing");
    }

    /// Null when both ran identically, "" when the unoptimised shader cannot run here (resources
    /// the test does not provide), else the first difference.
    private static String compare(Pair p) {
        ExecMachine a, b;
        try {
            a = machine(p.plain);
        } catch (RuntimeException e) {
            return "";
        }
        try {
            b = machine(p.optimised);
        } catch (RuntimeException e) {
            return "the optimised shader does not compile: " + e;
        }
        SplittableRandom random = new SplittableRandom(p.name.hashCode());
        int[][] constants = new int[8][];
        for (int slot = 0; slot < constants.length; slot++) {
            constants[slot] = new int[4 * CONSTANT_ROWS];
            for (int i = 0; i < constants[slot].length; i++) {
                constants[slot][i] = word(random);
            }
            a.bindConstantBuffer(slot, constants[slot]);
            b.bindConstantBuffer(slot, constants[slot]);
        }
        int inputs = a.program().registerCount(RegisterFile.INPUT);
        for (int run = 0; run < RUNS; run++) {
            for (int i = 0; i < inputs; i++) {
                for (int c = 0; c < 4; c++) {
                    int[] ia = a.input(i, c), ib = b.input(i, c);
                    for (int l = 0; l < ia.length; l++) {
                        ia[l] = ib[l] = word(random);
                    }
                }
            }
            String ra, rb;
            try {
                ra = String.valueOf(a.run(0xF));
            } catch (RuntimeException e) {
                return run == 0 ? "" : null;
            }
            try {
                rb = String.valueOf(b.run(0xF));
            } catch (RuntimeException e) {
                return "run " + run + ": the optimised shader threw " + e;
            }
            if (!ra.equals(rb) || a.killMask() != b.killMask()) {
                return "run " + run + ": status " + ra + "/" + rb + ", kill " + a.killMask() + "/" + b.killMask();
            }
            int live = a.resultMask();
            for (int o = 0; o < a.program().registerCount(RegisterFile.OUTPUT); o++) {
                for (int c = 0; c < 4; c++) {
                    int[] oa = a.output(o, c), ob = b.output(o, c);
                    for (int l = 0; l < 4; l++) {
                        if ((live >>> l & 1) != 0 && oa[l] != ob[l]) {
                            return "run " + run + ", OUT[" + o + "]." + "xyzw".charAt(c) + " lane " + l + ": "
                                    + Integer.toHexString(oa[l]) + " unoptimised, " + Integer.toHexString(ob[l]) + " optimised";
                        }
                    }
                }
            }
        }
        return null;
    }

    private static ExecMachine machine(TgsiShader shader) {
        ExecMachine m = ExecProgram.compile(shader).newMachine(4);
        m.setInstructionBudget(BUDGET);
        m.bindSampler(new HashSampler());
        return m;
    }

    /// Mostly floats a shader would see (including 0, -0 and whole numbers), some special values
    /// and some raw words.
    private static int word(SplittableRandom r) {
        return switch (r.nextInt(10)) {
            case 0 -> Float.floatToRawIntBits(r.nextInt(-4, 5));
            case 1 -> new int[] {0, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 1}[r.nextInt(6)];
            case 2 -> r.nextInt();
            case 3 -> r.nextInt(0, 64);
            default -> Float.floatToRawIntBits((float) r.nextDouble(-2, 2));
        };
    }

    /// A texture whose texels are a hash of every field of the request that selects them.
    private static final class HashSampler implements TextureSampler {
        @Override
        public void sample(TextureRequest q, int[][] rgba) {
            for (int l = 0; l < q.width; l++) {
                int h = q.view * 31 + q.lod.ordinal();
                for (float[] c : q.coord) {
                    h = h * 0x9E3779B1 + Float.floatToRawIntBits(c[l]);
                }
                h = h * 31 + Float.floatToRawIntBits(q.reference[l]);
                h = h * 31 + Float.floatToRawIntBits(q.lodValue[l]);
                for (int c = 0; c < 3; c++) {
                    h = h * 31 + Float.floatToRawIntBits(q.ddx[c][l]) * 7 + Float.floatToRawIntBits(q.ddy[c][l]);
                }
                fill(rgba, l, h);
            }
        }

        @Override
        public void fetch(TextureRequest q, int[][] rgba) {
            for (int l = 0; l < q.width; l++) {
                int h = q.view;
                for (int[] t : q.texel) {
                    h = h * 0x9E3779B1 + t[l];
                }
                fill(rgba, l, h);
            }
        }

        private static void fill(int[][] rgba, int lane, int h) {
            for (int c = 0; c < 4; c++) {
                h = h * 0x9E3779B1 + c;
                rgba[c][lane] = Float.floatToRawIntBits((h >>> 8) / (float) (1 << 24));
            }
        }

        @Override
        public void size(int view, int level, int[] result) {
            Arrays.fill(result, 0, 3, 16 >> Math.min(level, 4));
            result[3] = 5;
        }

        @Override
        public int samples(int view) {
            return 1;
        }

        @Override
        public void queryLod(TextureRequest q, float[] accessed, float[] computed) {
            Arrays.fill(accessed, 0);
            Arrays.fill(computed, 0);
        }
    }
}
