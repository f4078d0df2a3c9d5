package dev.tungsten.cg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.tungsten.tgsi.SemanticName;

/// The entry interface and the reflection table: uniform leaves with their registers (a
/// libretro-style `IN` struct, arrays of structs, bools, defaults), texture units (explicit,
/// then in declaration order, samplers flattened out of structs), varyings with their TGSI
/// semantics, and fragment inputs and outputs run on the interpreter.
class CgInterfaceTest {
    private static final String LIBRETRO = """
            struct input { float2 video_size; float2 texture_size; float2 output_size; float frame_count; float frame_direction; };
            struct orig { float2 video_size; float2 texture_size; sampler2D texture; };
            struct light { float3 color; float range; };
            uniform float4x4 modelViewProj;
            uniform light lights[3];
            float3 dt = float3(1, 2, 3);
            uniform bool enabled;
            #pragma parameter GAIN "Gain" 1.0 0.0 2.0 0.1
            float4 main_fragment(float2 tex : TEXCOORD0, float4 col : COLOR, uniform input IN,
                                 uniform sampler2D decal : TEXUNIT0, orig ORIG, uniform sampler2D lut, uniform float gain = 2.5) : COLOR {
                float4 c = tex2D(decal, tex) * IN.video_size.x + tex2D(ORIG.texture, tex) * ORIG.video_size.y;
                c.rgb += lights[2].color * dt + (enabled ? 1 : 0);
                return c * gain + mul(modelViewProj, c) + col;
            }
            """;

    @Test
    void reflectionOfALibretroStyleProgram() {
        Cg.Result r = Cg.compile("lr.cg", LIBRETRO, Cg.Options.defaults().withEntry("main_fragment"));
        assertTrue(r.ok(), r::render);
        assertEquals(Profile.Stage.FRAGMENT, r.stage());
        assertEquals(Profile.GP5FP, r.profile());
        Reflection refl = r.reflection();
        assertUniform(refl, "modelViewProj", "float4x4", 0, 0, 4);
        assertUniform(refl, "lights[0].color", "float3", 4, 0, 1);
        assertUniform(refl, "lights[0].range", "float", 4, 3, 1);
        assertUniform(refl, "lights[2].color", "float3", 6, 0, 1);
        assertUniform(refl, "dt", "float3", 7, 0, 1);
        assertEquals(List.of(1.0, 2.0, 3.0), refl.uniform("dt").defaultValue());
        assertUniform(refl, "enabled", "bool", 7, 3, 1);
        assertUniform(refl, "IN.video_size", "float2", 8, 0, 1);
        assertUniform(refl, "IN.texture_size", "float2", 8, 2, 1);
        assertUniform(refl, "IN.output_size", "float2", 9, 0, 1);
        assertUniform(refl, "IN.frame_count", "float", 9, 2, 1);
        assertUniform(refl, "IN.frame_direction", "float", 9, 3, 1);
        assertUniform(refl, "ORIG.video_size", "float2", 10, 0, 1);
        assertUniform(refl, "ORIG.texture_size", "float2", 10, 2, 1);
        assertUniform(refl, "gain", "float", 11, 0, 1);
        assertEquals(List.of(2.5), refl.uniform("gain").defaultValue());
        assertNull(refl.uniform("ORIG.texture"), "samplers are not uniforms");
        assertEquals(new Reflection.Sampler("decal", "sampler2D", 0, 0, 0), refl.sampler("decal"));
        assertEquals(new Reflection.Sampler("ORIG.texture", "sampler2D", 1, 1, 1), refl.sampler("ORIG.texture"));
        assertEquals(new Reflection.Sampler("lut", "sampler2D", 2, 2, 2), refl.sampler("lut"),
                "a sampler parameter is declared even when the program does not sample it");
        assertEquals(List.of(new Reflection.Varying("tex", "float2", "TEXCOORD0", "GENERIC", 0),
                new Reflection.Varying("col", "float4", "COLOR", "GENERIC", 8)), refl.inputs());
        assertEquals(List.of(new Reflection.Varying("return", "float4", "COLOR", "COLOR", 0)), refl.outputs());
        assertEquals("GAIN", refl.parameters().getFirst().name());
        assertTrue(r.warnings().stream().anyMatch(w -> w.message().contains("`ORIG` holds a sampler, so it is treated as uniform")));
        String text = refl.text();
        assertTrue(text.contains("IN.frame_count") && text.contains("c9.z") && text.contains("SVIEW[1] SAMP[1]"), text);
    }

    private static void assertUniform(Reflection refl, String name, String type, int register, int component, int registers) {
        Reflection.Uniform u = refl.uniform(name);
        assertEquals(type, u.type(), name);
        assertEquals(register, u.register(), name);
        assertEquals(component, u.component(), name);
        assertEquals(registers, u.registers(), name);
        assertEquals(0, u.buffer(), name);
    }

    @Test
    void varyingsWithoutSemanticsLinkInDeclarationOrder() {
        String src = """
                struct v2f { float4 pos : POSITION; float2 uv : TEXCOORD0; float4 a; float3 b; float4 c : COLOR1; };
                v2f main_vertex(float4 p : POSITION, float2 t : TEXCOORD0) { v2f o; o.pos = p; o.uv = t; o.a = 1; o.b = 2; o.c = 3; return o; }
                float4 main_fragment(v2f i) : COLOR { return i.a + i.b.x + i.c; }
                """;
        Reflection vs = Cg.compile("v.cg", src, Cg.Options.defaults().withEntry("main_vertex")).reflection();
        Reflection fs = Cg.compile("v.cg", src, Cg.Options.defaults().withEntry("main_fragment")).reflection();
        assertEquals(List.of(new Reflection.Varying("p", "float4", "POSITION", "IN", 0),
                new Reflection.Varying("t", "float2", "TEXCOORD0", "IN", 8)), vs.inputs());
        assertEquals(List.of("POSITION[0]", "GENERIC[0]", "GENERIC[11]", "GENERIC[12]", "GENERIC[9]"),
                vs.outputs().stream().map(v -> v.tgsiSemantic() + "[" + v.tgsiIndex() + "]").toList());
        assertEquals(List.of("i.a GENERIC[11]", "i.b GENERIC[12]", "i.c GENERIC[9]"),
                fs.inputs().stream().map(v -> v.name() + " " + v.tgsiSemantic() + "[" + v.tgsiIndex() + "]").toList(),
                "unread inputs (pos, uv) get no binding; the others match the vertex outputs");
    }

    @Test
    void fragmentInputsOutputsAndWrittenUniforms() {
        String src = """
                uniform bool flag;
                uniform float k;
                struct out_t { float4 color : COLOR0; float depth : DEPTH; };
                out_t main(float4 c : COLOR0, float face : FACE, float4 wpos : WPOS) {
                    k = k * 2;
                    out_t o;
                    o.color = float4(face, flag ? k : -k, wpos.x, c.y);
                    o.depth = 0.25;
                    return o;
                }
                """;
        CgExec x = CgExec.compile(src, CgExec.fragment());
        x.fragmentInput(SemanticName.GENERIC, 8, 0, 7, 0, 0).fragmentInput(SemanticName.FACE, 0, -1)
                .fragmentInput(SemanticName.POSITION, 0, 12.5f, 3, 0, 1);
        x.constantWords(1, Float.floatToRawIntBits(1.5f), 0, 0).run();
        assertArrayEquals(new float[] {-1, 3, 12.5f, 7}, x.output(SemanticName.COLOR, 0), "FACE is -1 for back faces; k is doubled");
        assertEquals(0.25f, x.output(SemanticName.POSITION, 0)[2], "DEPTH writes POSITION.z");
    }

    @Test
    void verticesReadAttributesByNvidiaAliasing() {
        String src = """
                void main(float4 p : POSITION, float3 n : NORMAL, float4 c : COLOR0, float2 t : TEXCOORD1, float4 x : ATTR6,
                          out float4 o : HPOS, out float4 r : TEXCOORD0, out float ps : PSIZE) {
                    o = p; r = float4(n.x, c.y, t.x, x.w); ps = 3;
                }
                """;
        CgExec x = CgExec.compile(src);
        assertEquals(Profile.Stage.VERTEX, x.result.stage(), "an HPOS output makes a vertex program");
        x.input(0, 1, 2, 3, 4).input(2, 5, 0, 0).input(3, 0, 6, 0, 0).input(9, 7, 0).input(6, 0, 0, 0, 8).run();
        assertArrayEquals(new float[] {5, 6, 7, 8}, x.generic(0));
        assertArrayEquals(new float[] {1, 2, 3, 4}, x.output(SemanticName.POSITION, 0));
        assertEquals(3f, x.output(SemanticName.PSIZE, 0)[0]);
    }

    @Test
    void entryPointsStagesAndProfiles() {
        String src = """
                float4 helper(float4 x) { return x; }
                void main_vertex(float4 p : POSITION, out float4 o : POSITION) { o = helper(p); }
                float4 main_fragment() : COLOR { return 1; }
                float4 other(float4 c : COLOR0) : COLOR { return c; }
                """;
        assertEquals(List.of("main_vertex", "main_fragment"), Cg.entryPoints("e.cg", src, Cg.Options.defaults()));
        Cg.Result probe = Cg.compile("e.cg", src, Cg.Options.defaults().withEntry("main_vertex"));
        assertEquals(List.of("main_vertex", "main_fragment", "other"), Cg.uncalledFunctions(probe.unit()));
        assertEquals(Profile.Stage.VERTEX, probe.stage());
        assertEquals(Profile.GP5VP, probe.profile());
        Cg.Result fp = Cg.compile("e.cg", src, Cg.Options.defaults().withEntry("other").withProfile(Profile.FP40));
        assertTrue(fp.ok(), fp::render);
        assertEquals(Profile.Stage.FRAGMENT, fp.stage());
        Cg.Result wrong = Cg.compile("e.cg", src, Cg.Options.defaults().withEntry("main_vertex").withProfile(Profile.ARBFP1)
                .withStage(Profile.Stage.VERTEX));
        assertEquals(List.of("InvalidEntryPoint"), wrong.errorKinds());
        assertTrue(wrong.render().contains("profile arbfp1 compiles fragment programs, not vertex programs"), wrong::render);
        assertEquals(Profile.PS_3_0, Profile.forName("PS_3_0"));
        assertEquals(null, Profile.forName("vp99"));
    }
}
