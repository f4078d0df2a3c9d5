package dev.tungsten.vk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dev.tungsten.tgsi.TgsiText;
import dev.tungsten.vk.spirv.SpirvModule;
import dev.tungsten.vk.spirv.SpirvOptions;
import dev.tungsten.vk.spirv.SpirvTranslator;

/// Dual-source blending in the SPIR-V translator: with [SpirvOptions#dualSourceBlend], COLOR[1]
/// is `Location 0, Index 1` (the second input of render target 0's blend, Vulkan 1.3 §28.1.2);
/// without it, colour buffer 1 at `Location 1`. Both modules pass the in-process validator and
/// Debian's `spirv-val`.
class DualSourceOutputTest {
    private static final String SHADER = """
            FRAG
            DCL IN[0], GENERIC[0], PERSPECTIVE
            DCL OUT[0], COLOR
            DCL OUT[1], COLOR[1]
            MOV OUT[0], IN[0]
            MOV OUT[1], IN[0].zxyw
            END
            """;

    private static String disassembly(boolean dual) throws Exception {
        SpirvModule m = SpirvTranslator.translate(TgsiText.parse(SHADER, "dual-source"),
                SpirvOptions.defaults().withDualSourceBlend(dual));
        assertEquals(new SpirvTools.Valid(), SpirvTools.validate(m.words(), SpirvTools.TargetEnv.VULKAN_1_3));
        if (SpirvValCli.present()) {
            SpirvValCli.Verdict v = SpirvValCli.validate(m.words(), SpirvTools.TargetEnv.VULKAN_1_3);
            assertTrue(v.valid(), v.output());
        }
        return SpirvTools.disassemble(m.words());
    }

    @Test
    void theSecondSourceIsIndexOneOfLocationZero() throws Exception {
        String text = disassembly(true);
        assertTrue(text.contains("OpDecorate %color1 Location 0"), text);
        assertTrue(text.contains("OpDecorate %color1 Index 1"), text);
        assertTrue(text.contains("OpDecorate %color0 Location 0"), text);
        assertFalse(text.contains("%color0 Index"), text);
    }

    @Test
    void withoutSrc1FactorsColorOneIsColourBufferOne() throws Exception {
        String text = disassembly(false);
        assertTrue(text.contains("OpDecorate %color1 Location 1"), text);
        assertFalse(text.contains(" Index "), text);
    }
}
