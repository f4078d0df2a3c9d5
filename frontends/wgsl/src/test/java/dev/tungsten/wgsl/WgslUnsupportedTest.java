package dev.tungsten.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import dev.tungsten.ir.SourceFile;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TgsiLoweringException;
import org.junit.jupiter.api.Test;

/// Features WGSL has and TGSI cannot express are accepted by the front end and refused by the
/// lowering with a located "unsupported" diagnostic (never a crash, never wrong code): f64
/// beyond two components. (External textures were refused here until they were lowered as one
/// RGBA plane, decision 0029; `ExternalTextureLoweringTest` covers them.)
class WgslUnsupportedTest {
    private static TgsiLoweringException refused(String name, String source, String entry) {
        Wgsl.Result r = Wgsl.compile(name, source);
        assertTrue(r.ok(), () -> r.diagnostics().toString());
        return assertThrows(TgsiLoweringException.class,
                () -> TgsiLowering.lower(r.module(), r.info(), entry, new TgsiLowering.Options(Map.of(), Map.of())));
    }

    private static int line(String source, TgsiLoweringException e) {
        return new SourceFile("x.wgsl", source).locate(e.span().start()).line();
    }

    /// The compute shader `body` (after a storage buffer `out: array<f32>` and `fn main()`) is
    /// refused with a message naming `what`, located on line `line` of the whole source.
    private static void assertComputeRefused(String body, String what, int line) {
        String src = "@group(0) @binding(0) var<storage, read_write> out: array<f32>;\n"
                + "@compute @workgroup_size(1)\nfn main() {\n" + body + "}\n";
        TgsiLoweringException e = refused("f64.wgsl", src, "main");
        assertTrue(e.getMessage().contains(what), e.getMessage());
        assertEquals(line, line(src, e), () -> "located at line " + line + ": " + e.getMessage());
    }

    /// f16 arithmetic was refused here until it was lowered in f32 registers (decision 0023); it
    /// now lowers, each result rounded to binary16 with PK2H/UP2H (the values are checked by the
    /// `f16-*` execution cases in `tests/`).
    @Test
    void f16ArithmeticLowersWithBinary16Rounding() {
        String src = """
                enable f16;
                @group(0) @binding(0) var<storage, read_write> out: array<f32>;
                @compute @workgroup_size(1)
                fn main() {
                    let h: f16 = 1.5h * f16(out[1]);
                    out[0] = f32(h * 2.0h);
                }
                """;
        Wgsl.Result r = Wgsl.compile("f16.wgsl", src);
        assertTrue(r.ok(), () -> r.diagnostics().toString());
        String tgsi = dev.tungsten.tgsi.TgsiDump.dump(TgsiLowering.lower(r.module(), r.info(), "main",
                new TgsiLowering.Options(Map.of(), Map.of())).shader());
        assertTrue(tgsi.contains("PK2H") && tgsi.contains("UP2H"), tgsi);
    }

    /// A constant `vec4<f64>` is refused where the lowering writes immediates, which knows no
    /// span: the variable being initialised supplies the location.
    @Test
    void refusalsDeepInTheLoweringAreLocated() {
        assertComputeRefused("""
                    var v = vec4<f64>(1.0lf, 2.0lf, 3.0lf, 4.0lf);
                    v.x = f64(out[1]);
                    out[0] = f32(v.x + v.w);
                """, "f64", 4);
    }

    /// A `vec3<f64>` built at run time once lowered into one register pair and read its third
    /// component from the second (wrong code); it is refused at the constructor.
    @Test
    void wideF64VectorsAreRefusedWhereTheyAreMade() {
        assertComputeRefused("""
                    let v = vec3<f64>(f64(out[1]), 2.0lf, 3.0lf);
                    out[0] = f32(v.z);
                """, "vec3<f64>", 4);
    }
}
