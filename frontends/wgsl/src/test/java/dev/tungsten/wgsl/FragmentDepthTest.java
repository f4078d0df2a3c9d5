package dev.tungsten.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.tgsi.TgsiDump;

/// Tint's `requires fragment_depth`: `@builtin(frag_depth, any|greater|less)` promises how the
/// written depth relates to the interpolated one, which lowers to TGSI's `FS_DEPTH_LAYOUT`.
class FragmentDepthTest {
    private static String tgsi(String source) {
        Wgsl.Result r = Wgsl.compile("x.wgsl", source);
        assertTrue(r.ok(), () -> r.diagnostics().toString());
        return TgsiDump.dump(TgsiLowering.lower(r.module(), r.info(), "main", TgsiLowering.Options.defaults()).shader());
    }

    /// Mesa's dump writes the property's number: `TGSI_FS_DEPTH_LAYOUT_ANY` 1, `GREATER` 2, `LESS` 3.
    @Test
    void eachLayoutIsItsProperty() {
        for (var e : java.util.Map.of("any", "1", "greater", "2", "less", "3").entrySet()) {
            String t = tgsi("requires fragment_depth;\n"
                    + "@fragment fn main(@builtin(position) p: vec4<f32>) -> @builtin(frag_depth, " + e.getKey() + ") f32 {\n"
                    + "    return p.z * 0.5;\n}\n");
            assertTrue(t.contains("PROPERTY FS_DEPTH_LAYOUT " + e.getValue()), t);
            assertEquals(1, t.lines().filter(l -> l.contains("FS_DEPTH_LAYOUT")).count(), t);
            assertTrue(t.contains("MOV OUT[0].z"), t);
        }
    }

    @Test
    void aStructMemberCarriesItAndPlainFragDepthHasNone() {
        String t = tgsi("""
                requires fragment_depth;
                struct O { @builtin(frag_depth, greater) d: f32, @location(0) c: vec4<f32>, }
                @fragment fn main() -> O { return O(0.75, vec4<f32>(1.0)); }
                """);
        assertTrue(t.contains("PROPERTY FS_DEPTH_LAYOUT 2"), t);
        String plain = tgsi("@fragment fn main() -> @builtin(frag_depth) f32 { return 0.5; }\n");
        assertFalse(plain.contains("FS_DEPTH_LAYOUT"), plain);
    }

    @Test
    void theLayoutNeedsTheFeatureAndFragDepth() {
        assertEquals(List.of("InvalidAttribute"), Wgsl.compile("x.wgsl",
                "@fragment fn main() -> @builtin(frag_depth, less) f32 { return 0.5; }\n").errorKinds());
        assertEquals(List.of("InvalidAttribute"), Wgsl.compile("x.wgsl", """
                requires fragment_depth;
                @fragment fn main(@builtin(position, less) p: vec4<f32>) -> @location(0) vec4<f32> { return p; }
                """).errorKinds());
        assertEquals(List.of("UnknownName"), Wgsl.compile("x.wgsl", """
                requires fragment_depth;
                @fragment fn main() -> @builtin(frag_depth, sideways) f32 { return 0.5; }
                """).errorKinds());
    }
}
