package dev.tungsten.vk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import dev.tungsten.tgsi.TgsiText;
import dev.tungsten.vk.spirv.SpirvModule;
import dev.tungsten.vk.spirv.SpirvOptions;
import dev.tungsten.vk.spirv.SpirvTranslator;

/// CLIPDIST outputs and [SpirvOptions#clipDistanceEnable] (the rasterizer's `clipPlaneEnable`):
/// Vulkan clips against every `ClipDistance` element, so a disabled distance holds the constant
/// 1 (never clips) and the array ends at the highest enabled distance; with none enabled the
/// module declares no `ClipDistance` at all. By default every written distance clips, as before
/// the option. Every module passes the in-process validator and Debian's `spirv-val`.
class ClipDistanceSpirvTest {
    /// Six distances: CLIPDIST[0].xyzw and CLIPDIST[1].xy, as WGSL's `clip_distances` lowers them.
    private static final String SIX = """
            VERT
            DCL IN[0]
            DCL OUT[0], POSITION
            DCL OUT[1], CLIPDIST[0]
            DCL OUT[2].xy, CLIPDIST[1]
            MOV OUT[0], IN[0]
            MOV OUT[1], IN[0].yzwx
            MOV OUT[2], IN[0].wzyx
            END
            """;

    private static final Pattern STORE = Pattern.compile(
            "(%\\w+) = OpAccessChain %_ptr_Output_float %clip_distance %uint_(\\d+)\\s+OpStore \\1 (%\\w+)");

    private static String disassembly(String tgsi, SpirvOptions options) throws Exception {
        SpirvModule m = SpirvTranslator.translate(TgsiText.parse(tgsi, "clip-distance"), options);
        return SpirvValCli.validDisassembly(m.words());
    }

    /// The value stored into each `ClipDistance` element, in element order.
    private static List<String> stores(String text) {
        List<String> values = new ArrayList<>();
        Matcher m = STORE.matcher(text);
        while (m.find()) {
            assertEquals(values.size(), Integer.parseInt(m.group(2)), text);
            values.add(m.group(3));
        }
        return values;
    }

    @Test
    void byDefaultEveryWrittenDistanceClips() throws Exception {
        String text = disassembly(SIX, SpirvOptions.defaults());
        assertTrue(text.contains("%clip_distance = OpVariable %_ptr_Output__arr_float_uint_8 Output"), text);
        List<String> values = stores(text);
        assertEquals(8, values.size(), text);
        assertFalse(values.contains("%float_1"), text);
    }

    @Test
    void aDisabledDistanceIsTheConstantOne() throws Exception {
        String text = disassembly(SIX, SpirvOptions.defaults().withClipDistanceEnable(0x3E));
        assertTrue(text.contains("%float_1 = OpConstant %float 1"), text);
        assertTrue(text.contains("%clip_distance = OpVariable %_ptr_Output__arr_float_uint_6 Output"), text);
        List<String> values = stores(text);
        assertEquals(6, values.size(), text);
        assertEquals("%float_1", values.getFirst(), text);
        assertFalse(values.subList(1, 6).contains("%float_1"), text);
    }

    @Test
    void theArrayEndsAtTheHighestEnabledDistance() throws Exception {
        String text = disassembly(SIX, SpirvOptions.defaults().withClipDistanceEnable(0b101));
        assertTrue(text.contains("%clip_distance = OpVariable %_ptr_Output__arr_float_uint_3 Output"), text);
        List<String> values = stores(text);
        assertEquals(3, values.size(), text);
        assertEquals("%float_1", values.get(1), text);
        assertFalse(values.get(0).equals("%float_1") || values.get(2).equals("%float_1"), text);
    }

    @Test
    void withNoDistanceEnabledThereIsNoClipDistanceOutput() throws Exception {
        String text = disassembly(SIX, SpirvOptions.defaults().withClipDistanceEnable(0));
        assertFalse(text.contains("ClipDistance"), text);
        assertFalse(text.contains("clip_distance"), text);
    }

    @Test
    void aShaderWithoutDistancesIsTheSameModuleWhateverTheMask() throws Exception {
        String plain = "VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nMOV OUT[0], IN[0]\nEND\n";
        assertEquals(disassembly(plain, SpirvOptions.defaults()),
                disassembly(plain, SpirvOptions.defaults().withClipDistanceEnable(0x3E)));
    }
}
