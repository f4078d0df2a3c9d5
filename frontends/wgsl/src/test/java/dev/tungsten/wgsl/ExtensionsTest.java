package dev.tungsten.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.tgsi.TgsiDump;

/// The enable directives: what the accepted extensions lower to, and the located refusal of
/// those TGSI cannot express.
class ExtensionsTest {
    private static String tgsi(String source, String entry) {
        Wgsl.Result r = Wgsl.compile("x.wgsl", source);
        assertTrue(r.ok(), () -> r.diagnostics().toString());
        return TgsiDump.dump(TgsiLowering.lower(r.module(), r.info(), entry, TgsiLowering.Options.defaults()).shader());
    }

    @Test
    void clipDistancesFillTwoClipdistRegistersPastFour() {
        String t = tgsi("""
                enable clip_distances;
                struct V { @builtin(position) p: vec4<f32>, @builtin(clip_distances) d: array<f32, 6>, }
                @vertex fn main(@location(0) x: f32) -> V {
                    return V(vec4<f32>(x), array<f32, 6>(x, 2.0, 3.0, 4.0, 5.0, -x));
                }
                """, "main");
        assertTrue(t.contains("PROPERTY NUM_CLIPDIST_ENABLED 6"), t);
        assertTrue(t.contains("DCL OUT[1], CLIPDIST\n") && t.contains("DCL OUT[2], CLIPDIST[1]\n"), t);
        // Six single-channel writes: x, y, z, w of the first register and x, y of the second.
        long writes = t.lines().filter(l -> l.contains("MOV OUT[") && !l.contains("OUT[0]")).count();
        assertEquals(6, writes, t);
    }

    @Test
    void secondBlendSourceIsColorOneAndPrimitiveIndexIsPrimid() {
        String t = tgsi("""
                enable dual_source_blending;
                enable primitive_index;
                struct O { @location(0) @blend_src(0) a: vec4<f32>, @location(0) @blend_src(1) b: vec4<f32>, }
                @fragment fn main(@builtin(primitive_index) i: u32) -> O {
                    return O(vec4<f32>(f32(i)), vec4<f32>(0.5));
                }
                """, "main");
        assertTrue(t.contains(", COLOR\n") && t.contains(", COLOR[1]\n"), t);
        assertTrue(t.contains("DCL IN[0], PRIM_ID, CONSTANT"), t);
    }

    @Test
    void everyEnableWithoutATgsiMeaningIsRefusedAtItsNameNamingTheFeature() {
        for (Map.Entry<String, String> e : Extensions.WITHOUT_TGSI_MEANING.entrySet()) {
            String src = "enable " + e.getKey() + ";\n@compute @workgroup_size(1) fn main() {}\n";
            Wgsl.Result r = Wgsl.compile("x.wgsl", src);
            assertEquals(java.util.List.of("NotExpressibleInTgsi"), r.errorKinds(), e.getKey());
            var d = r.diagnostics().getFirst();
            assertTrue(d.message().contains(e.getValue()) && d.message().contains("cannot be expressed in TGSI"), d.message());
            assertEquals(7, d.labels().getFirst().span().start(), e.getKey());
        }
    }

    @Test
    void pushConstantEnableIsAcceptedAndUnknownNamesStayUnknown() {
        assertTrue(Wgsl.compile("x.wgsl", "enable chromium_experimental_push_constant;\n").ok());
        assertEquals(java.util.List.of("UnknownName"), Wgsl.compile("x.wgsl", "enable wgpu_teleport;\n").errorKinds());
    }
}
