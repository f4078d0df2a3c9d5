package dev.tungsten.cg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.TgsiDump;
import dev.tungsten.tgsi.exec.MemoryTextures;

/// Texture functions on the interpreter's textures: a 4x4 texture whose texel (x, y) holds
/// `x + 10 y` (plus 100 for the RECT one) in red, sampled with nearest filtering, so every
/// lookup names the texel it read.
class CgTextureTest {
    private static MemoryTextures.Texture grid(TextureTarget target, float plus) {
        int[] texels = new int[4 * 4 * 4];
        for (int y = 0; y < 4; y++) {
            for (int x = 0; x < 4; x++) {
                texels[(y * 4 + x) * 4] = Float.floatToRawIntBits(x + 10 * y + plus);
                texels[(y * 4 + x) * 4 + 3] = Float.floatToRawIntBits(1);
            }
        }
        return MemoryTextures.Texture.of(target, 4, 4, 1, texels);
    }

    @Test
    void plainProjectiveLodRectFetchAndSizeLookups() {
        String src = """
                struct out_t { float4 c0 : COLOR0; float4 c1 : COLOR1; };
                out_t main(float2 uv : TEXCOORD0, uniform sampler2D s : TEXUNIT0, uniform samplerRECT r : TEXUNIT1) {
                    out_t o;
                    o.c0 = float4(tex2D(s, uv).x, tex2Dproj(s, float3(uv * 2, 2)).x + tex2Dproj(s, float4(uv * 3, 7, 3)).x,
                                  tex2Dlod(s, float4(uv, 0, 0)).x, texRECT(r, uv * 4).x);
                    int3 size = tex2Dsize(s, 0);
                    o.c1 = float4(tex2Dfetch(s, int4(3, 1, 0, 0)).x, size.x, size.y, tex2D(s, uv, float2(0, 0), float2(0, 0)).x);
                    return o;
                }
                """;
        CgExec x = CgExec.compile(src, CgExec.fragment());
        // texRECT divides by the texture size, so a RECT sampler is an ordinary 2-D view.
        x.textures(new MemoryTextures().bind(0, grid(TextureTarget.T2D, 0)).bind(1, grid(TextureTarget.RECT, 100)));
        x.fragmentInput(SemanticName.GENERIC, 0, 1.5f / 4, 2.5f / 4).run();
        assertArrayEquals(new float[] {21, 42, 21, 121}, x.output(SemanticName.COLOR, 0),
                "tex2Dproj(sampler2D, float4) is a colour lookup divided by w");
        assertArrayEquals(new float[] {13, 4, 4, 21}, x.output(SemanticName.COLOR, 1));
    }

    @Test
    void aShadowLookupMakesADepthTextureWithAComparisonSampler() {
        String src = """
                float4 main(float4 uv : TEXCOORD0, uniform sampler2D shadow : TEXUNIT0) : COLOR {
                    return tex2D(shadow, uv.xyz);
                }
                """;
        CgExec x = CgExec.compile(src, CgExec.fragment());
        String tgsi = TgsiDump.dump(x.program.shader());
        assertTrue(tgsi.contains("SHADOW2D") || tgsi.contains("SAMPLE_C"), tgsi);
        int[] depth = new int[4 * 4 * 4];
        for (int i = 0; i < 16; i++) {
            depth[i * 4] = Float.floatToRawIntBits(0.5f);
        }
        x.textures(new MemoryTextures().bind(0, MemoryTextures.Texture.of(TextureTarget.SHADOW2D, 4, 4, 1, depth))
                .bind(0, new MemoryTextures.SamplerState(MemoryTextures.Filter.NEAREST, null, MemoryTextures.Wrap.CLAMP_TO_EDGE,
                        MemoryTextures.Compare.LEQUAL, -1000, 1000)));
        // Reference 0.4 <= 0.5 passes; then 0.6 > 0.5 fails.
        x.fragmentInput(SemanticName.GENERIC, 0, 0.25f, 0.25f, 0.4f, 1).run();
        assertArrayEquals(new float[] {1, 1, 1, 1}, x.output(SemanticName.COLOR, 0));
        x.fragmentInput(SemanticName.GENERIC, 0, 0.25f, 0.25f, 0.6f, 1).run();
        assertArrayEquals(new float[] {0, 0, 0, 0}, x.output(SemanticName.COLOR, 0));
    }
}
