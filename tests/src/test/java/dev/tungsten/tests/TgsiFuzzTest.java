package dev.tungsten.tests;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import dev.tungsten.fixtures.SyntheticCase;
import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.InterpLocation;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.TgsiDump;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiFiles;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiText;
import dev.tungsten.tgsi.TokenReader;
import dev.tungsten.tgsi.TokenWriter;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/// Fuzzing of the assembler (mutated corpus texts) and of the token reader (random and mutated
/// word arrays), seeded from `../shared` when present and from `tests/cases/tgsi` otherwise.
/// Seeds are fixed, so every run sees the same inputs.
///
/// Each input must either give a [TgsiException] or succeed, and a success must keep the
/// invariants: an assembled shader reads back from its own words, its dump re-assembles to the
/// same dump (the text fixed point, with the two exceptions inherited from Mesa noted at
/// [#dumpIsStable]); a word array that reads writes back to the same words. Any other exception,
/// any input taking over 1 s of CPU time, or any input allocating more than [#allocationBound] fails the test
/// and saves the input under `target/fuzz-failures/`.
class TgsiFuzzTest {
    static final int NORMAL_RUNS = 20_000;
    static final int LONG_RUNS = 1_000_000;
    private static final long NANOS_LIMIT = 1_000_000_000L;
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    /// The most an input may allocate: 16 MiB plus 512 bytes per character or word of input.
    /// A reader that trusted a header's 2^24-word body size would allocate 64 MiB for a 3-word
    /// input and fail this; honest work is linear in the input, with a constant well below it.
    static long allocationBound(int inputSize) {
        return (16L << 20) + 512L * inputSize;
    }

    @Test
    void mutatedTextsThroughTheAssembler() throws IOException {
        fuzzTexts(NORMAL_RUNS, 0x7E57_0001L);
    }

    @Test
    @Tag("long")
    void mutatedTextsThroughTheAssemblerLong() throws IOException {
        fuzzTexts(LONG_RUNS, 0x7E57_1001L);
    }

    @Test
    void randomAndMutatedWordsThroughTheReader() throws IOException {
        fuzzWords(NORMAL_RUNS, 0x3020_0002L);
    }

    @Test
    @Tag("long")
    void randomAndMutatedWordsThroughTheReaderLong() throws IOException {
        fuzzWords(LONG_RUNS, 0x3020_1002L);
    }

    @Test
    void headersClaimingHugeSizesAllocateNothing() {
        int[][] cases = {
            {0xFFFFFF02, 4},                         // 2^24 - 1 body words claimed
            {0x00000302, 4, 0x0003FFF1},             // an immediate claiming 16383 tokens
            {0x00000302, 4, 0x00000FF2},             // an instruction claiming 255 tokens
            {0x00000302, 4, 0x00000FF0},             // a declaration claiming 255 tokens
        };
        for (int[] words : cases) {
            long before = THREADS.getCurrentThreadAllocatedBytes();
            assertThrows(TgsiException.class, () -> TokenReader.read(words));
            long allocated = THREADS.getCurrentThreadAllocatedBytes() - before;
            assertTrue(allocated < (1 << 20), Arrays.toString(words) + " allocated " + allocated + " bytes");
        }
    }

    // ---- texts ---------------------------------------------------------------------------

    private static void fuzzTexts(int runs, long seed) throws IOException {
        List<String> seeds = textSeeds();
        // Warm the JIT on the seeds first: the 1 s limit is about inputs, not about a cold JVM.
        for (String text : seeds) {
            checkText(text);
        }
        TgsiMutator mutator = new TgsiMutator(seed);
        int accepted = 0;
        int rejected = 0;
        long worst = 0;
        long start = System.nanoTime();
        for (int i = 0; i < runs; i++) {
            String text = mutator.mutate(seeds.get(mutator.nextInt(seeds.size())), seeds.get(mutator.nextInt(seeds.size())));
            long[] nanos = new long[1];
            int outcome = measured("text", i, text, text.length(), () -> checkText(text) ? 1 : 0, nanos);
            worst = Math.max(worst, nanos[0]);
            if (outcome == 1) {
                accepted++;
            } else {
                rejected++;
            }
        }
        System.out.printf("TGSI fuzz (assembler): %d mutated texts, %d accepted, %d rejected with TgsiException, "
                + "slowest %.1f ms of CPU, %.1f s in all%n", runs, accepted, rejected, worst / 1e6, (System.nanoTime() - start) / 1e9);
        assertEquals(runs, accepted + rejected);
        assertTrue(accepted > runs / 100 && rejected > runs / 10, "the mutations reach both outcomes");
    }

    /// Assembles `text`; when it is accepted, checks the invariants. Returns whether it was.
    private static boolean checkText(String text) {
        TgsiShader shader;
        try {
            shader = TgsiText.parse(text, "fuzz.tgsi");
        } catch (TgsiException e) {
            assertTrue(e.location().line() >= 1 && e.location().column() >= 1, e.getMessage());
            return false;
        }
        int[] words = TokenWriter.write(shader);
        assertEquals(shader, TokenReader.read(words), "an assembled shader reads back from its words");
        dumpIsStable(shader);
        return true;
    }

    /// The text fixed point: the dump re-assembles, and its dump is the same text. Two shapes
    /// only converge one round later, because Mesa prints what its parser reads differently: a
    /// sampler view with mixed return types (read back as four copies of the first) and an
    /// interpolation location outside fragment inputs (printed without the mode it needs).
    private static void dumpIsStable(TgsiShader shader) {
        String first = TgsiDump.dump(shader);
        String second = TgsiDump.dump(TgsiText.parse(first, "dump"));
        if (convergesLate(shader)) {
            assertEquals(second, TgsiDump.dump(TgsiText.parse(second, "dump 2")));
        } else {
            assertEquals(first, second);
        }
        String hex = TgsiDump.dump(shader, true);
        String hexAgain = TgsiDump.dump(TgsiText.parse(hex, "hex dump"), true);
        if (!convergesLate(shader)) {
            assertEquals(hex, hexAgain);
        }
    }

    private static boolean convergesLate(TgsiShader shader) {
        for (Declaration d : shader.declarations()) {
            Declaration.SamplerView v = d.samplerView();
            if (v != null && (v.y() != v.x() || v.z() != v.x() || v.w() != v.x())) {
                return true;
            }
            boolean printsMode = shader.processor() == Processor.FRAG && d.file() == RegisterFile.INPUT;
            if (d.interp() != null && !printsMode && d.interp().location() != InterpLocation.CENTER) {
                return true;
            }
        }
        return false;
    }

    // ---- words ---------------------------------------------------------------------------

    private static void fuzzWords(int runs, long seed) throws IOException {
        List<int[]> seeds = wordSeeds();
        for (int[] words : seeds) {
            checkWords(words);
        }
        TgsiMutator mutator = new TgsiMutator(seed);
        int read = 0;
        int rejected = 0;
        int reassembled = 0;
        long worst = 0;
        long start = System.nanoTime();
        for (int i = 0; i < runs; i++) {
            int[] words = mutator.mutateWords(seeds.get(mutator.nextInt(seeds.size())));
            long[] nanos = new long[1];
            int outcome = measured("words", i, TgsiFiles.words(words), words.length, () -> checkWords(words), nanos);
            worst = Math.max(worst, nanos[0]);
            switch (outcome) {
                case 0 -> rejected++;
                case 1 -> read++;
                default -> {
                    read++;
                    reassembled++;
                }
            }
        }
        System.out.printf("TGSI fuzz (token reader): %d word arrays, %d read (%d of them re-assembled from their dump), "
                + "%d rejected with TgsiException, slowest %.1f ms of CPU, %.1f s in all%n",
                runs, read, reassembled, rejected, worst / 1e6, (System.nanoTime() - start) / 1e9);
        assertTrue(read > runs / 100 && rejected > runs / 10, "the mutations reach both outcomes");
    }

    /// `words` with every array declaration whose NrTokens leaves out its array token (Mesa ureg's
    /// count, which TokenReader accepts) given the counted form that TokenWriter writes: the one
    /// documented case where reading and writing back does not give the same words.
    private static int[] withUregArrayCountsFixed(int[] words, TgsiShader shader) {
        int[] fixed = words.clone();
        int pos = 2;
        for (var token : shader.tokens()) {
            int w = fixed[pos];
            int type = w & 0xF;
            if (type == 0) {
                int size = 2;
                if (token instanceof Declaration d) {
                    size += (d.hasDimension() ? 1 : 0) + (d.interp() != null ? 1 : 0) + (d.semantic() != null ? 1 : 0)
                            + (d.image() != null ? 1 : 0) + (d.samplerView() != null ? 1 : 0) + (d.isArray() ? 1 : 0);
                }
                fixed[pos] = (w & ~(0xFF << 4)) | size << 4;
                pos += size;
            } else if (type == 1) {
                pos += (w >>> 4) & 0x3FFF;
            } else if (type == 2) {
                pos += 1 + ((w >>> 4) & 0xFF);
            } else {
                pos += (w >>> 4) & 0xFF;
            }
        }
        return fixed;
    }

    /// 0: rejected; 1: read, dump not re-assembled; 2: read and its dump re-assembled.
    private static int checkWords(int[] words) {
        TgsiShader shader;
        try {
            shader = TokenReader.read(words);
        } catch (TgsiException e) {
            return 0;
        }
        int[] written = TokenWriter.write(shader);
        assertArrayEquals(withUregArrayCountsFixed(words, shader), written, "a stream that reads writes back to the same words");
        assertEquals(shader, TokenReader.read(written), "the written words read back to the same shader");
        String dump = TgsiDump.dump(shader);
        TgsiDump.dump(shader, true);
        TgsiShader again;
        try {
            again = TgsiText.parse(dump, "dump");
        } catch (TgsiException e) {
            // Token streams can hold what text cannot say (a usage mask of 0, a label on MOV, ...).
            return 1;
        }
        String second = TgsiDump.dump(again);
        String third = TgsiDump.dump(TgsiText.parse(second, "dump 2"));
        assertEquals(second, third, "a re-assembled dump is a fixed point");
        return 2;
    }

    // ---- seeds and failures --------------------------------------------------------------

    /// The corpus texts and the synthetic cases, or our own shaders when `../shared` is absent.
    static List<String> textSeeds() throws IOException {
        List<String> seeds = new ArrayList<>();
        if (SharedShelf.has("corpus/tgsi-mesa")) {
            Path corpus = SharedShelf.root().resolve("corpus");
            try (Stream<Path> s = Stream.concat(Files.walk(corpus.resolve("tgsi-mesa")), Files.walk(corpus.resolve("tgsi-virgl-inline")))) {
                for (Path p : s.filter(Files::isRegularFile).sorted().toList()) {
                    String text = Files.readString(p);
                    if (text.length() < 200_000) {
                        seeds.add(text);
                    }
                }
            }
            if (SharedShelf.has("oracle/tokens/synthetic/synthetic.tsv")) {
                for (SyntheticCase row : TgsiOracleTest.synthetic()) {
                    seeds.add(row.tgsi());
                }
            }
        }
        if (seeds.isEmpty()) {
            System.out.println("NOTICE: ../shared/corpus is absent; fuzzing from tests/cases/tgsi only");
            seeds.addAll(ownShaders());
        }
        return seeds;
    }

    /// The words of every seed text that assembles.
    static List<int[]> wordSeeds() throws IOException {
        List<int[]> seeds = new ArrayList<>();
        for (String text : textSeeds()) {
            try {
                seeds.add(TokenWriter.write(TgsiText.parse(text, "seed")));
            } catch (TgsiException e) {
                // not every seed text is a valid shader
            }
        }
        return seeds;
    }

    static List<String> ownShaders() throws IOException {
        Path dir = Path.of(System.getProperty("tungsten.root", "..")).resolve("tests/cases/tgsi");
        try (Stream<Path> s = Files.list(dir)) {
            List<String> out = new ArrayList<>();
            for (Path p : s.filter(p -> p.toString().endsWith(".tgsi")).sorted().toList()) {
                out.add(Files.readString(p));
            }
            return out;
        }
    }

    /// Runs `check` on one input; fails (saving `saved`) on an unexpected exception, on more than
    /// 1 s, or on more than [#allocationBound] bytes. Stores the time in `nanos[0]`. The time is
    /// the thread's CPU time: what the input costs, not how busy the shared test machine is.
    private static int measured(String kind, int index, String saved, int size, java.util.function.IntSupplier check,
                                long[] nanos) {
        long t0 = THREADS.getCurrentThreadCpuTime();
        long a0 = THREADS.getCurrentThreadAllocatedBytes();
        int outcome;
        try {
            outcome = check.getAsInt();
        } catch (RuntimeException | AssertionError | StackOverflowError e) {
            throw failure(kind, index, saved, e);
        }
        nanos[0] = THREADS.getCurrentThreadCpuTime() - t0;
        long allocated = THREADS.getCurrentThreadAllocatedBytes() - a0;
        if (nanos[0] > NANOS_LIMIT || allocated > allocationBound(size)) {
            throw failure(kind, index, saved,
                    new AssertionError("took " + nanos[0] / 1_000_000 + " ms, allocated " + allocated + " bytes"));
        }
        return outcome;
    }

    private static AssertionError failure(String kind, int index, String input, Throwable cause) {
        Path dir = Path.of("target", "fuzz-failures");
        Path file = dir.resolve(kind + "-" + index + (kind.equals("text") ? ".tgsi" : ".tokens"));
        try {
            Files.createDirectories(dir);
            Files.writeString(file, input);
        } catch (IOException e) {
            cause.addSuppressed(e);
        }
        return new AssertionError("fuzz " + kind + " input " + index + " failed (saved as " + file.toAbsolutePath() + "): " + cause,
                cause);
    }
}
