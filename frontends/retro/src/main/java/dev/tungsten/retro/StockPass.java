package dev.tungsten.retro;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/// RetroArch's stock pass: draws its input over the whole viewport unchanged. A chain whose
/// last pass has a scale of its own ends with it, as RetroArch does, stretching that pass's
/// framebuffer to the viewport with nearest filtering (RetroArch's desktop default).
final class StockPass {
    private StockPass() {}

    static final String SOURCE = """
            void main_vertex(float4 position : POSITION, float2 texCoord : TEXCOORD0,
                             uniform float4x4 modelViewProj,
                             out float4 oPosition : POSITION, out float2 oTexCoord : TEXCOORD0)
            {
                oPosition = mul(modelViewProj, position);
                oTexCoord = texCoord;
            }

            float4 main_fragment(float2 tex : TEXCOORD0, uniform sampler2D s0 : TEXUNIT0) : COLOR
            {
                return tex2D(s0, tex);
            }
            """;

    /// The stock program as the pass after the preset's last.
    static PassProgram compile(Preset preset, List<String> warnings) {
        return PassProgram.compile(preset, settings(preset), SOURCE, Map.of(), Map.of(), warnings);
    }

    /// The stock pass's own settings, for sampling the last pass's framebuffer.
    static Preset.Pass settings(Preset preset) {
        return new Preset.Pass(preset.passes().size(), Path.of("stock.cg"), Preset.Filter.UNSPECIFIED,
                Preset.Wrap.CLAMP_TO_BORDER, Preset.Scale.UNSET, Preset.Scale.UNSET, false, false, false, 0, null, Map.of());
    }
}
