package dev.tungsten.soft.jit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;

import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.exec.ExecProgram;
import dev.tungsten.tgsi.exec.OpSemantics;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/// FLR, CEIL, FRC and ROUND, which the JIT computes without conversions (`(x + m) - m` with `m`
/// 2^23 carrying x's sign, see `VectorFormEmitter`): bit for bit the interpreter's results, zeros
/// with their signs, on the values where such tricks go wrong (halves and their neighbours, the
/// edges of 2^22, 2^23 and 2^24, zeros, subnormals, infinities, NaN) and on random words, in
/// segments that run for all lanes and under a mask; in `-Pfuzz-long`, on every float.
class JitRoundingTest {
    /// OUT[0] = (FLR, CEIL, FRC, ROUND) of IN[0].x for every lane.
    static final String FULL = """
            FRAG
            DCL IN[0], GENERIC[0], LINEAR
            DCL OUT[0], COLOR
            FLR OUT[0].x, IN[0].xxxx
            CEIL OUT[0].y, IN[0].xxxx
            FRC OUT[0].z, IN[0].xxxx
            ROUND OUT[0].w, IN[0].xxxx
            END
            """;

    /// The same where IN[1].x is not zero (a masked segment), IN[1] elsewhere.
    static final String MASKED = """
            FRAG
            DCL IN[0], GENERIC[0], LINEAR
            DCL IN[1], GENERIC[1], LINEAR
            DCL OUT[0], COLOR
            MOV OUT[0], IN[1]
            UIF IN[1].xxxx
              FLR OUT[0].x, IN[0].xxxx
              CEIL OUT[0].y, IN[0].xxxx
              FRC OUT[0].z, IN[0].xxxx
              ROUND OUT[0].w, IN[0].xxxx
            ENDIF
            END
            """;

    /// Floats around which rounding by adding a large constant can go wrong, with their
    /// negatives and one-ulp neighbours.
    static List<Integer> edgeWords() {
        List<Float> centres = new ArrayList<>(List.of(0f, Float.MIN_VALUE, Float.MIN_NORMAL, 0.25f, 0.5f, 0.75f, 1f,
                1.5f, 2f, 2.5f, 3.5f, 0x1p22f, 0x1p22f + 0.5f, 0x1p22f + 1.5f, 0x1p23f - 1.5f, 0x1p23f - 0.5f,
                0x1p23f, 0x1p23f + 1, 0x1p24f - 1, 0x1p24f, 0x1p24f + 2, 0x1p25f - 2, 0x1p25f + 4, 0x1p31f,
                Float.MAX_VALUE, Float.POSITIVE_INFINITY));
        for (int k = -40; k <= 40; k++) {
            centres.add(k + 0.5f);
            centres.add(k * 0.125f);
        }
        List<Integer> words = new ArrayList<>();
        for (float c : centres) {
            for (float v : new float[] {c, Math.nextUp(c), Math.nextDown(c)}) {
                words.add(Float.floatToRawIntBits(v));
                words.add(Float.floatToRawIntBits(-v));
            }
        }
        words.add(Float.floatToRawIntBits(Float.NaN));
        words.add(0xFFC00000);
        return words;
    }

    @Test
    void edgesAndRandomWordsGiveTheInterpretersBits() {
        List<Integer> words = edgeWords();
        Random random = new Random(7);
        while (words.size() < 1 << 14) {
            words.add(random.nextInt());
        }
        for (String text : new String[] {FULL, MASKED}) {
            TgsiShader shader = Differential.parse(text);
            ExecProgram program = ExecProgram.compile(shader, "test");
            for (JitOptions options : new JitOptions[] {JitOptions.FAST, JitOptions.EXACT}) {
                JitProgram jit = JitCompiler.compile(shader, "test", options);
                int blocks = 0;
                for (int at = 0; at < words.size(); at += 32) {
                    Differential.Block block = Differential.randomBlock(program, 32, -1, random);
                    for (int i = 0; i < 32; i++) {
                        block.inputs()[0][i] = words.get((at + i) % words.size());
                        if (block.inputs().length > 4) {
                            block.inputs()[4][i] = random.nextInt(3) == 0 ? 0 : random.nextInt();
                        }
                    }
                    Differential.Result r = Differential.compare(program, jit, block);
                    assertTrue(r.same(), () -> String.join("\n", r.differences()));
                    blocks++;
                }
                assertEquals(words.size() / 32, blocks);
            }
        }
    }

    /// Every float through the compiled [#FULL] against [OpSemantics]'s definitions, a thread
    /// per sign.
    @Tag("long")
    @Test
    void everyFloat() throws Exception {
        Assumptions.assumeFalse(Boolean.getBoolean("tungsten.soft.noFastPath"),
                "the quad stages' fast paths do not touch this: once is enough");
        JitProgram jit = JitCompiler.compile(Differential.parse(FULL), "test", JitOptions.FAST);
        long begin = System.nanoTime();
        AtomicLong wrong = new AtomicLong(), checked = new AtomicLong();
        StringBuffer firstWrong = new StringBuffer();
        Thread[] workers = new Thread[2];
        for (int t = 0; t < 2; t++) {
            int sign = t << 31;
            workers[t] = new Thread(() -> {
                JitInvocation j = jit.newInvocation(32);
                int[] in = j.input(0, 0);
                int[][] out = {j.output(0, 0), j.output(0, 1), j.output(0, 2), j.output(0, 3)};
                long n = 0, bad = 0;
                for (long bits = 0; bits <= 0x7FFFFFFFL; bits += 32) {
                    for (int i = 0; i < 32; i++) {
                        in[i] = (int) (bits + i) | sign;
                    }
                    j.run(32, -1);
                    for (int i = 0; i < 32; i++) {
                        float x = Float.intBitsToFloat(in[i]);
                        float[] expected = {OpSemantics.floor(x), OpSemantics.ceil(x), OpSemantics.frc(x),
                                OpSemantics.round(x)};
                        for (int c = 0; c < 4; c++) {
                            int e = Float.floatToRawIntBits(expected[c]);
                            if (!Differential.sameWord(e, out[c][i])) {
                                if (bad++ == 0) {
                                    synchronized (firstWrong) {
                                        firstWrong.append(String.format("%s of %08x: expected %08x, JIT %08x%n",
                                                "FLR CEIL FRC ROUND".split(" ")[c], in[i], e, out[c][i]));
                                    }
                                }
                            }
                        }
                    }
                    n += 32;
                }
                checked.addAndGet(n);
                wrong.addAndGet(bad);
            });
            workers[t].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        System.out.printf("FLR, CEIL, FRC, ROUND on every float: %d checked, %d different, %.0f s%n", checked.get(),
                wrong.get(), (System.nanoTime() - begin) / 1e9);
        assertEquals(1L << 32, checked.get());
        assertEquals(0, wrong.get(), firstWrong::toString);
    }
}
