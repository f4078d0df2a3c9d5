package dev.tungsten.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import dev.tungsten.pipe.shader.InterpreterBackend;
import dev.tungsten.pipe.shader.ShaderInvocation;
import dev.tungsten.pipe.shader.ShaderProgram;
import dev.tungsten.pipe.shader.ShaderResources;
import dev.tungsten.soft.jit.JitBackend;
import dev.tungsten.soft.jit.JitOptions;
import dev.tungsten.tgsi.TgsiSanity;
import dev.tungsten.tgsi.TgsiText;
import org.junit.jupiter.api.Test;

/// The fill-rate table's options, CSV rows and ratios (no timing here: figures come from JMH
/// runs), and the benchmark shaders themselves.
class FillRateTableTest {
    @Test
    void optionsParseAndRejectClearly() {
        FillRateTable.Options o = FillRateTable.Options.parse(List.of("--quick", "--csv", "--backends", "jit",
                "--shaders", "noise,MAD20", "--no-llvmpipe"));
        assertTrue(o.quick() && o.csv() && !o.llvmpipe());
        assertEquals(List.of("jit"), o.backends());
        assertEquals(List.of(FillShader.NOISE, FillShader.MAD20), o.shaders());
        FillRateTable.Options d = FillRateTable.Options.parse(List.of());
        assertEquals(List.of("jit", "jit-exact"), d.backends());
        assertEquals(List.of(FillShader.values()), d.shaders());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> FillRateTable.Options.parse(List.of("--fast")))
                .getMessage().startsWith("unknown option --fast"));
        assertEquals("unknown shader 'fog' (expected constant, mad20, noise)", assertThrows(IllegalArgumentException.class,
                () -> FillRateTable.Options.parse(List.of("--shaders", "fog"))).getMessage());
        assertEquals("--backends needs a value", assertThrows(IllegalArgumentException.class,
                () -> FillRateTable.Options.parse(List.of("--backends"))).getMessage());
    }

    @Test
    void theJitWarmsUpLongerAndTheEstimateAddsUp() {
        assertEquals(5, FillRateTable.warmupSeconds("jit", false));
        assertEquals(2, FillRateTable.warmupSeconds("interp", false));
        assertEquals(1, FillRateTable.warmupSeconds("llvmpipe", true));
        // 3 shaders x 2 thread counts x (jit and jit-exact 5 + 2 + 2 s each, llvmpipe and lavapipe
        // 2 + 2 + 2 s each); --quick: jit 4 + 1.5 + 2, llvmpipe and lavapipe 1 + 1.5 + 2.
        assertEquals(180, FillRateTable.estimateSeconds(FillRateTable.Options.parse(List.of())));
        assertEquals(144, FillRateTable.estimateSeconds(FillRateTable.Options.parse(List.of("--quick"))));
        assertEquals(6 * 36, FillRateTable.estimateSeconds(FillRateTable.Options.parse(List.of("--backends", "jit,jit-exact,interp"))));
        assertEquals(2 * 7.5, FillRateTable.estimateSeconds(FillRateTable.Options.parse(List.of("--quick", "--backends", "jit",
                "--shaders", "noise", "--no-llvmpipe", "--no-lavapipe"))), 0.5);
        assertEquals(2 * 12, FillRateTable.estimateSeconds(FillRateTable.Options.parse(List.of("--quick", "--backends", "jit",
                "--shaders", "noise", "--no-llvmpipe"))), 0.5);
    }

    /// The table of `rows` for `--backends jit --shaders mad20`, 2 threads for "all".
    private static String mad20Table(FillRateTable.Row... rows) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        FillRateTable.Options o = FillRateTable.Options.parse(List.of("--backends", "jit", "--shaders", "mad20"));
        FillRateTable.print(List.of(rows), o, "2", true, false, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void csvRowsAndTheTableWithRatios() {
        // 1024 x 1024 pixels in 10 ms is 104.86 Mpix/s.
        assertEquals(104.8576, FillRateTable.mpix(10), 1e-9);
        FillRateTable.Row jit = new FillRateTable.Row("soft", "jit", "1", FillShader.MAD20, 50);
        FillRateTable.Row llvm = new FillRateTable.Row("gl", "llvmpipe", "1", FillShader.MAD20, 100);
        assertEquals("soft,jit,1,mad20,50.00", jit.csv());
        assertEquals("gl,llvmpipe,1,mad20,100.00", llvm.csv());
        String text = mad20Table(jit, llvm);
        assertTrue(text.contains("jit/llvmpipe"), text);
        assertTrue(text.matches("(?s).*mad20/1 +50\\.0 +100\\.0 +0\\.50x.*"), text);
        assertTrue(text.matches("(?s).*mad20/2 +- +- +-.*"), text);
        assertFalse(text.contains("~"), text);
    }

    @Test
    void trialsWhoseIterationsWereFarApartAreMarked() {
        FillRateTable.Row steady = new FillRateTable.Row("soft", "jit", "1", FillShader.MAD20, 50, 0.05);
        FillRateTable.Row dropped = new FillRateTable.Row("soft", "jit", "2", FillShader.MAD20, 80, 0.30);
        FillRateTable.Row llvm1 = new FillRateTable.Row("gl", "llvmpipe", "1", FillShader.MAD20, 100, 0.01);
        FillRateTable.Row llvm2 = new FillRateTable.Row("gl", "llvmpipe", "2", FillShader.MAD20, 200, 0.01);
        String text = mad20Table(steady, dropped, llvm1, llvm2);
        assertTrue(text.matches("(?s).*mad20/1 +50\\.0 +100\\.0 +0\\.50x\n.*"), text);
        assertTrue(text.matches("(?s).*mad20/2 +80\\.0~ +200\\.0 +0\\.40x~\n.*"), text);
        assertTrue(text.contains("~ unsteady: its measured iterations were more than 15% apart"), text);
        assertEquals("soft,jit,2,mad20,80.00", dropped.csv(), "the CSV keeps its columns");
    }

    @Test
    void theBenchmarkShadersAreSaneAndRunAlikeOnBothBackends() {
        ShaderResources none = ShaderResources.NONE;
        for (FillShader s : FillShader.values()) {
            var shader = TgsiText.parse(s.tgsi(), s.name());
            assertTrue(!TgsiSanity.hasErrors(TgsiSanity.check(shader)), s.name());
            ShaderProgram interp = new InterpreterBackend().compile(shader);
            ShaderProgram jit = new JitBackend(JitOptions.EXACT, false).compile(shader);
            ShaderInvocation a = interp.newInvocation(32), b = jit.newInvocation(32);
            for (ShaderInvocation inv : List.of(a, b)) {
                inv.lanes().count = 32;
                inv.lanes().liveMask = -1;
                for (int lane = 0; lane < 32; lane++) {
                    for (int c = 0; c < inv.lanes().inputs.length; c++) {
                        inv.lanes().inputs[c][lane] = Float.floatToRawIntBits((lane + c * 7) / 40f);
                    }
                }
                inv.run(none);
            }
            for (int c = 0; c < 4; c++) {
                for (int lane = 0; lane < 32; lane++) {
                    assertEquals(a.lanes().outputs[c][lane], b.lanes().outputs[c][lane], s + " channel " + c + " lane " + lane);
                    float v = Float.intBitsToFloat(a.lanes().outputs[c][lane]);
                    assertTrue(v >= 0 && v <= 1.0001f, s + " gives a colour in [0, 1], found " + v);
                }
            }
        }
    }
}
