package dev.tungsten.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TgsiProgram;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.TgsiDump;
import dev.tungsten.tgsi.TgsiSanity;
import org.junit.jupiter.api.Test;

/// `texture_external` lowers as one plane of decoded RGBA (decision 0029): a float 2D sampler
/// view that the resource table reports at its `@group/@binding`, so a driver binds it as it
/// binds a `texture_2d<f32>`. The values these instructions compute are checked on the drivers
/// by `ExternalTextureDriverTest` in `tests/`.
class ExternalTextureLoweringTest {
    private static final String SOURCE = """
            @group(0) @binding(0) var<storage, read_write> out: array<vec4f>;
            @group(1) @binding(2) var video: texture_external;
            @group(1) @binding(3) var s: sampler;
            @compute @workgroup_size(1)
            fn dims() {
                out[0] = vec4f(vec2f(textureDimensions(video)), 0.0, 0.0);
            }
            @compute @workgroup_size(1)
            fn load() {
                out[0] = textureLoad(video, vec2i(1, 2));
            }
            @compute @workgroup_size(1)
            fn sample() {
                out[0] = textureSampleBaseClampToEdge(video, s, out[1].xy);
            }
            """;

    /// The unoptimized TGSI text of `entry` (the optimizer would fold the moves the patterns
    /// below follow), after the sanity checker has passed it.
    private static String tgsi(TgsiProgram p) {
        assertFalse(TgsiSanity.hasErrors(TgsiSanity.check(p.shader())), () -> TgsiSanity.check(p.shader()).toString());
        return TgsiDump.dump(p.shader());
    }

    private static TgsiProgram lower(String entry) {
        Wgsl.Result r = Wgsl.compile("ext.wgsl", SOURCE);
        assertTrue(r.ok(), () -> r.diagnostics().toString());
        return TgsiLowering.lower(r.module(), r.info(), entry, TgsiLowering.Options.defaults().withOptimize(false));
    }

    /// The operands of the one instruction of `op` in `tgsi`.
    private static String[] instruction(String tgsi, String op) {
        Matcher m = Pattern.compile("^\\s*\\d+: " + op + " (.*)$", Pattern.MULTILINE).matcher(tgsi);
        assertTrue(m.find(), () -> op + " in\n" + tgsi);
        String[] operands = m.group(1).split(", ");
        assertFalse(m.find(), () -> "one " + op + " in\n" + tgsi);
        return operands;
    }

    /// The value a replicated immediate operand (`IMM[k].xxxx`) stands for, with its type:
    /// `UINT32 0`, `FLT32 0.5000`.
    private static String immediate(String tgsi, String operand) {
        Matcher op = Pattern.compile("IMM\\[(\\d+)]\\.([xyzw])\\2\\2\\2").matcher(operand);
        assertTrue(op.matches(), () -> "a replicated immediate: " + operand);
        Matcher decl = Pattern.compile("^IMM\\[" + op.group(1) + "] (\\w+) \\{(.*)}$", Pattern.MULTILINE).matcher(tgsi);
        assertTrue(decl.find(), () -> operand + " declared in\n" + tgsi);
        String[] values = decl.group(2).split(",");
        return decl.group(1) + " " + values["xyzw".indexOf(op.group(2))].trim();
    }

    @Test
    void theBindingIsAFloat2dSamplerViewInTheResourceTable() {
        for (String entry : List.of("dims", "load", "sample")) {
            TgsiProgram p = lower(entry);
            TgsiProgram.Resource video = p.resource(1, 2);
            assertEquals(new TgsiProgram.Resource("video", 1, 2, RegisterFile.SAMPLER_VIEW, 0, 1, 0), video, entry);
            assertTrue(tgsi(p).contains("DCL SVIEW[0], 2D, FLOAT"), entry);
        }
        assertEquals(RegisterFile.SAMPLER, lower("sample").resource(1, 3).file());
    }

    /// `textureDimensions(t)` has no level argument on an external texture: it asks for level 0.
    @Test
    void dimensionsAreThoseOfLevelZero() {
        String text = tgsi(lower("dims"));
        String[] info = instruction(text, "SVIEWINFO");
        assertEquals("UINT32 0", immediate(text, info[1]), text);
        assertEquals("SVIEW[0]", info[2]);
    }

    /// `textureLoad(t, coords)` reads level 0: SAMPLE_I takes the level from the coordinate's
    /// w, which the lowering sets to the integer 0.
    @Test
    void loadReadsLevelZero() {
        String text = tgsi(lower("load"));
        String[] load = instruction(text, "SAMPLE_I");
        assertEquals("SVIEW[0]", load[2]);
        Matcher w = Pattern.compile("MOV " + Pattern.quote(load[1]) + "\\.w, (\\S+)$", Pattern.MULTILINE).matcher(text);
        assertTrue(w.find(), () -> "the level is written into " + load[1] + ".w\n" + text);
        assertEquals("UINT32 0", immediate(text, w.group(1)), text);
    }

    /// `textureSampleBaseClampToEdge` clamps the coordinates to `[0.5 / size, 1 - 0.5 / size]`
    /// with the size of level 0 (WGSL §17.7.14), then samples level 0 explicitly (SAMPLE_L with
    /// a level of 0.0), so neither the sampler's wrap mode nor its mip filter reaches a texel
    /// of the opposite edge or another level.
    @Test
    void sampleClampsToHalfATexelAndSamplesLevelZero() {
        String text = tgsi(lower("sample"));
        List<String> steps = List.of("SVIEWINFO", "U2F", "DIV", "ADD", "MAX", "MIN", "SAMPLE_L");
        List<String> ops = Pattern.compile("^\\s*\\d+: (\\w+)", Pattern.MULTILINE).matcher(text).results()
                .map(r -> r.group(1)).filter(steps::contains).toList();
        assertEquals(steps, ops, text);
        assertEquals("UINT32 0", immediate(text, instruction(text, "SVIEWINFO")[1]), "the size of level 0");
        String[] div = instruction(text, "DIV");
        assertEquals("FLT32 0.5000", immediate(text, div[1]), "half a texel: 0.5 / size");
        String[] add = instruction(text, "ADD");
        assertEquals("FLT32 1.0000", immediate(text, add[1]), "1 - half a texel");
        assertEquals("-" + div[0].replace(".xy", ""), add[2], "1 - half a texel");
        String[] sample = instruction(text, "SAMPLE_L");
        assertEquals(List.of("SVIEW[0]", "SAMP[0]"), List.of(sample[2], sample[3]));
        assertEquals("FLT32 0.0000", immediate(text, sample[4]), "level 0");
    }
}
