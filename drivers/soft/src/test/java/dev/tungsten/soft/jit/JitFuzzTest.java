package dev.tungsten.soft.jit;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Random;

import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.exec.ExecProgram;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/// Differential fuzzing: random valid programs ([RandomPrograms]) run on the interpreter and on
/// the JIT with the same random inputs, constants and live lanes must give identical outputs
/// and kill masks ([Differential]). Each program runs on blocks of 4, 8, 16 and 32 lanes (the
/// JIT runs a block as one, so subgroup operations see the same lanes as in the interpreter).
///
/// Two runs: every opcode class under [JitOptions#EXACT] (`jit-exact`), and the default options
/// [JitOptions#FAST] (`jit`) on programs without the five opcodes the table lets it approximate
/// (their results would differ by up to 2 ulp and the differences grow through what follows:
/// `FastMathTest` checks those five against their bound instead), so that everything else the
/// default backend compiles is bit for bit too.
class JitFuzzTest {
    /// Programs in the normal test run.
    static final int PROGRAMS = 2_000;
    /// Programs under `-Pfuzz-long`.
    static final int LONG_PROGRAMS = 100_000;

    @Test
    void randomProgramsAgree() {
        fuzz(PROGRAMS, 0x5EED, JitOptions.EXACT);
    }

    @Test
    void randomProgramsAgreeWithTheDefaultOptions() {
        fuzz(PROGRAMS, 0xFA57, JitOptions.FAST);
    }

    @Tag("long")
    @Test
    void manyRandomProgramsAgree() {
        fuzz(LONG_PROGRAMS, 0xF00D, JitOptions.EXACT);
    }

    @Tag("long")
    @Test
    void manyRandomProgramsAgreeWithTheDefaultOptions() {
        fuzz(LONG_PROGRAMS, 0xFEED, JitOptions.FAST);
    }

    static void fuzz(int programs, long seed, JitOptions options) {
        fuzz(Integer.getInteger("tungsten.jit.fuzz.first", 0), programs, seed, options);
    }

    /// Programs `first .. programs - 1` of the sequence of `seed`; a failing program is
    /// rerun alone with `-Dtungsten.jit.fuzz.first=N` (each program seeds its own generator).
    /// Under options that approximate, the programs leave out the approximated opcodes.
    static void fuzz(int first, int programs, long seed, JitOptions options) {
        long begin = System.nanoTime();
        int compared = 0;
        int unsupported = 0;
        java.util.Map<String, Integer> refusals = new java.util.TreeMap<>();
        for (int n = first; n < programs; n++) {
            Random r = new Random(seed * 1_000_003 + n);
            boolean fragment = r.nextInt(4) != 0;
            boolean subgroups = r.nextInt(3) == 0;
            String text = RandomPrograms.generate(r, 8 + r.nextInt(40), fragment, subgroups, options.exactMath());
            TgsiShader shader;
            ExecProgram program;
            JitProgram jit;
            try {
                shader = Differential.parse(text);
                program = ExecProgram.compile(shader, "test");
                jit = JitCompiler.compile(shader, "test", options);
            } catch (JitUnsupportedException e) {
                unsupported++;
                refusals.merge(e.getMessage().replaceAll("[0-9]+", "#"), 1, Integer::sum);
                continue;
            } catch (RuntimeException e) {
                throw new AssertionError("program " + n + " did not compile: " + e + "\n" + text, e);
            }
            int lanes = JitProgram.chunkLanes();
            int[] widths = {lanes, 4, 16, 32};
            for (int width : widths) {
                int all = width == 32 ? -1 : (1 << width) - 1;
                int live = switch (r.nextInt(3)) {
                    case 0 -> all;
                    case 1 -> r.nextInt() & all;
                    default -> (1 << r.nextInt(width)) & all;
                };
                Differential.Result result = Differential.compare(program, jit,
                        Differential.randomBlock(program, width, live, r));
                compared++;
                if (!result.same()) {
                    fail("program " + n + " (width " + width + ", live " + Integer.toHexString(live) + ") differs:\n"
                            + String.join("\n", result.differences().subList(0, Math.min(12, result.differences().size())))
                            + "\n" + text);
                }
            }
        }
        double seconds = (System.nanoTime() - begin) / 1e9;
        System.out.printf("JIT differential fuzzing (%s): %d programs (%d not compiled), %d blocks compared, identical, in %.1f s%n",
                options.exactMath() ? "jit-exact, every opcode" : "jit, without SIN/COS/EX2/LG2/POW",
                programs - first, unsupported, compared, seconds);
        refusals.forEach((reason, times) -> System.out.println("  refused " + times + "x: " + reason));
        // The generator writes only what the JIT compiles; a refusal is at most a rare size limit.
        assertTrue(unsupported * 100 <= programs - first, unsupported + " programs refused by the JIT");
    }
}
