package dev.tungsten.cg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.tgsi.TgsiDump;

/// [Cg#parse] then [Cg#compile(Cg.Parsed, Cg.Options)] per entry point gives what
/// [Cg#compile(String, String, Cg.Options)] gives for each: the same TGSI, reflection,
/// warnings and errors, from one preprocessing and parse.
class CgParsedTest {
    private static final String PASS = """
            #pragma parameter GAIN "Gain" 1.0 0.0 2.0 0.1
            #ifndef GAIN
            #define GAIN 1.0
            #endif
            struct input { float2 video_size; float2 texture_size; float2 output_size; };
            struct out_vertex { float4 position : POSITION; float2 tex : TEXCOORD0; };
            float4 unused(float4 c) { return c * undefined_name; }
            out_vertex main_vertex(float4 position : POSITION, float2 tex : TEXCOORD0, uniform float4x4 modelViewProj) {
                out_vertex o;
                o.position = mul(modelViewProj, position);
                o.tex = tex;
                return o;
            }
            float4 main_fragment(float2 tex : TEXCOORD0, uniform sampler2D s : TEXUNIT0, uniform input IN) : COLOR {
                return tex2D(s, tex * IN.video_size / IN.texture_size) * GAIN;
            }
            """;

    @Test
    void eachEntryOfOneParseMatchesItsOwnCompile() {
        Cg.Options options = Cg.Options.defaults();
        Cg.Parsed parsed = Cg.parse("pass.cg", PASS, options);
        assertEquals(List.of("main_vertex", "main_fragment"), Cg.entryPoints(parsed));
        for (String entry : Cg.entryPoints(parsed)) {
            Cg.Result once = Cg.compile(parsed, options.withEntry(entry));
            Cg.Result alone = Cg.compile("pass.cg", PASS, options.withEntry(entry));
            assertTrue(once.ok(), once::render);
            assertEquals(alone.render(), once.render(), "warnings of " + entry);
            assertFalse(once.warnings().isEmpty(), "the unreached `unused` warns in " + entry);
            assertEquals(alone.reflection().text(), once.reflection().text());
            assertEquals(tgsi(alone, entry), tgsi(once, entry));
        }
    }

    @Test
    void aFileThatDoesNotPreprocessHasNoUnitAndNoEntries() {
        Cg.Parsed parsed = Cg.parse("bad.cg", "#if 1\nfloat4 main() : COLOR { return 0; }\n", Cg.Options.defaults());
        assertNull(parsed.unit());
        assertEquals(List.of(), Cg.entryPoints(parsed));
        Cg.Result r = Cg.compile(parsed, Cg.Options.defaults());
        assertEquals(Cg.compile("bad.cg", "#if 1\nfloat4 main() : COLOR { return 0; }\n", Cg.Options.defaults()).errorKinds(),
                r.errorKinds());
        assertFalse(r.errorKinds().isEmpty());
    }

    private static String tgsi(Cg.Result r, String entry) {
        return TgsiDump.dump(TgsiLowering.lower(r.module(), r.info(), entry, TgsiLowering.Options.defaults()).shader());
    }
}
