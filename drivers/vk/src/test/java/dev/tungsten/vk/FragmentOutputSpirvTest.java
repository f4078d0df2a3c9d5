package dev.tungsten.vk;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dev.tungsten.tgsi.TgsiText;
import dev.tungsten.vk.spirv.SpirvModule;
import dev.tungsten.vk.spirv.SpirvOptions;
import dev.tungsten.vk.spirv.SpirvTranslator;

/// Fragment outputs in the SPIR-V translator. Dual-source blending: with
/// [SpirvOptions#dualSourceBlend], COLOR[1] is `Location 0, Index 1` (the second input of
/// render target 0's blend, Vulkan 1.3 §28.1.2); without it, colour buffer 1 at `Location 1`.
/// Depth layout: `FS_DEPTH_LAYOUT` GREATER and LESS become the `DepthGreater` and `DepthLess`
/// execution modes beside `DepthReplacing`; ANY adds nothing. Every module passes the in-process
/// validator and Debian's `spirv-val`.
class FragmentOutputSpirvTest {
    private static final String DUAL_SOURCE = """
            FRAG
            DCL IN[0], GENERIC[0], PERSPECTIVE
            DCL OUT[0], COLOR
            DCL OUT[1], COLOR[1]
            MOV OUT[0], IN[0]
            MOV OUT[1], IN[0].zxyw
            END
            """;

    private static String disassembly(String tgsi, SpirvOptions options) throws Exception {
        SpirvModule m = SpirvTranslator.translate(TgsiText.parse(tgsi, "fragment-output"), options);
        return SpirvValCli.validDisassembly(m.words());
    }

    private static String depthLayout(int layout) throws Exception {
        return disassembly("FRAG\nPROPERTY FS_DEPTH_LAYOUT " + layout + "\nDCL IN[0], POSITION, LINEAR\n"
                + "DCL OUT[0], POSITION\nDCL OUT[1], COLOR\nMOV OUT[0].z, IN[0].zzzz\nMOV OUT[1], IN[0]\nEND\n",
                SpirvOptions.defaults());
    }

    @Test
    void theSecondSourceIsIndexOneOfLocationZero() throws Exception {
        String text = disassembly(DUAL_SOURCE, SpirvOptions.defaults().withDualSourceBlend(true));
        assertTrue(text.contains("OpDecorate %color1 Location 0"), text);
        assertTrue(text.contains("OpDecorate %color1 Index 1"), text);
        assertTrue(text.contains("OpDecorate %color0 Location 0"), text);
        assertFalse(text.contains("%color0 Index"), text);
    }

    @Test
    void withoutSrc1FactorsColorOneIsColourBufferOne() throws Exception {
        String text = disassembly(DUAL_SOURCE, SpirvOptions.defaults());
        assertTrue(text.contains("OpDecorate %color1 Location 1"), text);
        assertFalse(text.contains(" Index "), text);
    }

    @Test
    void greaterAndLessDepthLayoutsAreExecutionModes() throws Exception {
        String g = depthLayout(2);
        assertTrue(g.contains("DepthReplacing") && g.contains("DepthGreater"), g);
        String l = depthLayout(3);
        assertTrue(l.contains("DepthLess") && !l.contains("DepthGreater"), l);
        String any = depthLayout(1);
        assertFalse(any.contains("DepthGreater") || any.contains("DepthLess"), any);
    }
}
