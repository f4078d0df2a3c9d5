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
                "--workloads", "noise,MAD20,trilinear-srgb,DEPTH_BACK_TO_FRONT", "--no-llvmpipe"));
        assertTrue(o.quick() && o.csv() && !o.llvmpipe());
        assertEquals(List.of("jit"), o.backends());
        assertEquals(List.of(FillWorkload.NOISE, FillWorkload.MAD20, FillWorkload.TRILINEAR_SRGB, FillWorkload.DEPTH_BACK_TO_FRONT),
                o.workloads());
        assertEquals(List.of(FillWorkload.NOISE, FillWorkload.MAD20), o.lavapipeWorkloads(), "lavapipe runs the fill-rate shaders");
        assertEquals(List.of(FillWorkload.BLUR), FillRateTable.Options.parse(List.of("--shaders", "blur")).workloads(),
                "--shaders is the older name of --workloads");
        FillRateTable.Options d = FillRateTable.Options.parse(List.of());
        assertEquals(List.of("jit", "jit-exact"), d.backends());
        assertEquals(List.of(FillWorkload.values()), d.workloads());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> FillRateTable.Options.parse(List.of("--fast")))
                .getMessage().startsWith("unknown option --fast"));
        assertEquals("unknown workload 'fog' (expected constant,mad20,noise,bilinear,bilinear-srgb,trilinear,trilinear-srgb,"
                + "blend,depth-f2b,depth-b2f,tri16,tri64,demo,blur)", assertThrows(IllegalArgumentException.class,
                () -> FillRateTable.Options.parse(List.of("--workloads", "fog"))).getMessage());
        assertEquals("--backends needs a value", assertThrows(IllegalArgumentException.class,
                () -> FillRateTable.Options.parse(List.of("--backends"))).getMessage());
    }

    @Test
    void theEstimateAddsUpWithTheJitsKernelWarmup() {
        assertEquals(2, FillRateTable.warmupIterations(false));
        assertEquals(1, FillRateTable.warmupIterations(true));
        // The fill-rate shaders, 2 thread counts each: jit and jit-exact 5 (kernels) + 2 + 2 + 2 s,
        // llvmpipe and lavapipe 2 + 2 + 2 s; --quick: jit 5 + 1 + 1.5 + 2, the others 1 + 1.5 + 2.
        List<String> shaders = List.of("--workloads", "constant,mad20,noise");
        assertEquals(3 * 2 * (2 * 11 + 2 * 6), FillRateTable.estimateSeconds(FillRateTable.Options.parse(shaders)));
        assertEquals(3 * 2 * (2 * 9.5 + 2 * 4.5), FillRateTable.estimateSeconds(FillRateTable.Options.parse(
                List.of("--quick", "--workloads", "constant,mad20,noise"))), 0.5);
        assertEquals(2 * 9.5, FillRateTable.estimateSeconds(FillRateTable.Options.parse(List.of("--quick", "--backends", "jit",
                "--workloads", "noise", "--no-llvmpipe", "--no-lavapipe"))), 0.5);
        // A frame row: jit 5 + 1 + 1 + 2 with --quick, llvmpipe 1 + 1 + 2, no lavapipe.
        assertEquals(2 * 13, FillRateTable.estimateSeconds(FillRateTable.Options.parse(List.of("--quick", "--backends", "jit",
                "--workloads", "blend"))), 0.5);
        // Every row, --quick: the 3 shader rows, then 11 frame rows of 2 x (9 + 9 + 4) s.
        assertEquals(168 + 11 * 44, FillRateTable.estimateSeconds(FillRateTable.Options.parse(List.of("--quick"))));
    }

    /// The table of `rows` for `--backends jit --workloads LIST`, 2 threads for "all".
    private static String table(String workloads, FillRateTable.Row... rows) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        FillRateTable.Options o = FillRateTable.Options.parse(List.of("--backends", "jit", "--workloads", workloads));
        FillRateTable.print(List.of(rows), o, "2", true, false, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void csvRowsAndTheTableWithRatiosUnitsAndDifferences() {
        // 1024 x 1024 pixels in 10 ms is 104.86 Mpix/s.
        assertEquals(104.8576, FillRateTable.mpix(10), 1e-9);
        assertEquals(4 * 104.8576, FillRateTable.rate(FillWorkload.BLEND, 10), 1e-9, "four layers a frame");
        assertEquals(2 * 128 * 256 / 1e6 / 0.01, FillRateTable.rate(FillWorkload.TRIANGLES_16, 10), 1e-9, "8x4 cells, two triangles each");
        assertEquals(100, FillRateTable.rate(FillWorkload.DEMO, 10), 1e-9, "frames per second");
        ImageDifference d = ImageDifference.of(new byte[] {0, 10, 20, 30}, new byte[] {1, 10, 23, 30});
        assertEquals(3, d.max());
        assertEquals(0.25, d.shareOverOne(), 1e-12, "one channel of four more than one step apart");
        FillRateTable.Row jit = new FillRateTable.Row("soft", "jit", "1", FillWorkload.MAD20, 50).withDifference(d);
        FillRateTable.Row llvm = new FillRateTable.Row("gl", "llvmpipe", "1", FillWorkload.MAD20, 100);
        assertEquals("driver,backend,threads,workload,rate,unit,max_diff_255,pct_channels_over_1", FillRateTable.CSV_HEADER);
        assertEquals("soft,jit,1,mad20,50.00,Mpix/s,3,25.000", jit.csv());
        assertEquals("gl,llvmpipe,1,mad20,100.00,Mpix/s,,", llvm.csv());
        String text = table("mad20", jit, llvm);
        assertTrue(text.contains("jit/llvmpipe"), text);
        assertTrue(text.matches("(?s).*mad20/1 +Mpix/s +50\\.0 +100\\.0 +0\\.50x +3/255 25\\.00%.*"), text);
        assertTrue(text.matches("(?s).*mad20/2 +Mpix/s +- +- +- +-.*"), text);
        assertFalse(text.contains("~"), text);
        FillRateTable.Row tri = new FillRateTable.Row("soft", "jit", "2", FillWorkload.TRIANGLES_64, 12.345);
        FillRateTable.Row triGl = new FillRateTable.Row("gl", "llvmpipe", "2", FillWorkload.TRIANGLES_64, 24.69);
        assertTrue(table("tri64", tri, triGl).matches("(?s).*tri64/2 +Mtri/s +12\\.3 +24\\.7 +0\\.50x +-\n.*"), table("tri64", tri, triGl));
    }

    @Test
    void trialsWhoseIterationsWereFarApartAreMarked() {
        FillRateTable.Row steady = new FillRateTable.Row("soft", "jit", "1", FillWorkload.MAD20, 50, 0.05, null);
        FillRateTable.Row dropped = new FillRateTable.Row("soft", "jit", "2", FillWorkload.MAD20, 80, 0.30, null);
        FillRateTable.Row llvm1 = new FillRateTable.Row("gl", "llvmpipe", "1", FillWorkload.MAD20, 100, 0.01, null);
        FillRateTable.Row llvm2 = new FillRateTable.Row("gl", "llvmpipe", "2", FillWorkload.MAD20, 200, 0.01, null);
        String text = table("mad20", steady, dropped, llvm1, llvm2);
        assertTrue(text.matches("(?s).*mad20/1 +Mpix/s +50\\.0 +100\\.0 +0\\.50x +-\n.*"), text);
        assertTrue(text.matches("(?s).*mad20/2 +Mpix/s +80\\.0~ +200\\.0 +0\\.40x~ +-\n.*"), text);
        assertTrue(text.contains("~ unsteady: its measured iterations were more than 15% apart"), text);
        assertEquals("soft,jit,2,mad20,80.00,Mpix/s,,", dropped.csv());
    }

    @Test
    void eachTrialsPictureIsComparedWithLlvmpipesAtTheSameThreadCount(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws java.io.IOException {
        java.nio.file.Files.write(dir.resolve(FillRateBenchmark.imageFile("soft", "jit", 2, FillWorkload.BLUR)), new byte[] {9, 9, 9, 9});
        java.nio.file.Files.write(dir.resolve(FillRateBenchmark.imageFile("gl", "llvmpipe", 2, FillWorkload.BLUR)), new byte[] {9, 9, 9, 19});
        java.nio.file.Files.write(dir.resolve(FillRateBenchmark.imageFile("gl", "llvmpipe", 1, FillWorkload.BLUR)), new byte[] {0, 0, 0, 0});
        assertEquals("soft-jit-2-blur.rgba", FillRateBenchmark.imageFile("soft", "jit", 2, FillWorkload.BLUR));
        List<FillRateTable.Row> rows = FillRateTable.withDifferences(List.of(
                new FillRateTable.Row("soft", "jit", "2", FillWorkload.BLUR, 1),
                new FillRateTable.Row("soft", "jit-exact", "2", FillWorkload.BLUR, 1),
                new FillRateTable.Row("gl", "llvmpipe", "2", FillWorkload.BLUR, 1)), dir);
        assertEquals(new ImageDifference(10, 0.25, 2.5), rows.get(0).difference());
        assertEquals(null, rows.get(1).difference(), "no picture of its own: no difference shown");
        assertEquals(null, rows.get(2).difference(), "llvmpipe is the reference");
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
