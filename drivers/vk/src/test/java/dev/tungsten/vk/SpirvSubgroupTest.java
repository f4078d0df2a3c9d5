package dev.tungsten.vk;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiText;
import dev.tungsten.vk.spirv.SpirvModule;
import dev.tungsten.vk.spirv.SpirvOptions;
import dev.tungsten.vk.spirv.SpirvTarget;
import dev.tungsten.vk.spirv.SpirvTranslator;
import dev.tungsten.vk.spirv.SubgroupOperation;

import static org.junit.jupiter.api.Assertions.*;

/// TGSI's subgroup system values and instructions on the Vulkan device (lavapipe, validation
/// layer on): the SPIR-V built-ins (`SubgroupSize`, `SubgroupLocalInvocationId`, the five masks)
/// and BALLOT, READ_INVOC (constant and register ids), READ_FIRST and VOTE_EQ, for both targets
/// (broadcast by a register id needs SPIR-V 1.5, so the Vulkan 1.1 module shuffles instead), and
/// the driver's check of a module against the device's subgroup properties.
class SpirvSubgroupTest {
    private static VulkanDevice device;

    @BeforeAll
    static void open() {
        device = VkTestSupport.device();
    }

    @AfterAll
    static void close() {
        if (device != null) {
            device.close();
        }
    }

    /// Eight invocations; invocation `i` (subgroup id `s`) writes 20 words at `80 * i`: the size,
    /// `s`, the EQ, GE, GT, LE and LT masks (two words each), then BALLOT(s & 1) (two words),
    /// READ_INVOC of `10 i` from id 3 (an immediate) and from id 2 (a register), VOTE_EQ of the
    /// size and of `s`, READ_FIRST of `10 i`, and READ_INVOC of `10 i` from id `3 ^ s`, which is
    /// not uniform: TGSI takes the lowest executing invocation's id, 3.
    private static final String SHADER = """
            COMP
            PROPERTY CS_FIXED_BLOCK_WIDTH 8
            PROPERTY CS_FIXED_BLOCK_HEIGHT 1
            PROPERTY CS_FIXED_BLOCK_DEPTH 1
            DCL SV[0], SUBGROUP_SIZE
            DCL SV[1], SUBGROUP_INVOCATION
            DCL SV[2], SUBGROUP_EQ_MASK
            DCL SV[3], SUBGROUP_GE_MASK
            DCL SV[4], SUBGROUP_GT_MASK
            DCL SV[5], SUBGROUP_LE_MASK
            DCL SV[6], SUBGROUP_LT_MASK
            DCL BUFFER[0]
            DCL TEMP[0..6]
            IMM[0] UINT32 {80, 1, 3, 10}
            IMM[1] UINT32 {16, 32, 48, 2}
            IMM[2] UINT32 {64, 0, 0, 0}
              0: UMUL TEMP[0].x, SV[1].xxxx, IMM[0].xxxx
              1: MOV TEMP[1].x, SV[0].xxxx
              2: MOV TEMP[1].y, SV[1].xxxx
              3: MOV TEMP[1].zw, SV[2].xxxy
              4: STORE BUFFER[0].xyzw, TEMP[0].xxxx, TEMP[1]
              5: MOV TEMP[1].xy, SV[3].xyxy
              6: MOV TEMP[1].zw, SV[4].xxxy
              7: UADD TEMP[2].x, TEMP[0].xxxx, IMM[1].xxxx
              8: STORE BUFFER[0].xyzw, TEMP[2].xxxx, TEMP[1]
              9: MOV TEMP[1].xy, SV[5].xyxy
             10: MOV TEMP[1].zw, SV[6].xxxy
             11: UADD TEMP[2].x, TEMP[0].xxxx, IMM[1].yyyy
             12: STORE BUFFER[0].xyzw, TEMP[2].xxxx, TEMP[1]
             13: AND TEMP[3].x, SV[1].xxxx, IMM[0].yyyy
             14: BALLOT TEMP[1].xy, TEMP[3].xxxx
             15: UMUL TEMP[4].x, SV[1].xxxx, IMM[0].wwww
             16: READ_INVOC TEMP[1].z, TEMP[4].xxxx, IMM[0].zzzz
             17: MOV TEMP[5].x, IMM[1].wwww
             18: READ_INVOC TEMP[1].w, TEMP[4].xxxx, TEMP[5].xxxx
             19: UADD TEMP[2].x, TEMP[0].xxxx, IMM[1].zzzz
             20: STORE BUFFER[0].xyzw, TEMP[2].xxxx, TEMP[1]
             21: VOTE_EQ TEMP[1].x, SV[0].xxxx
             22: VOTE_EQ TEMP[1].y, SV[1].xxxx
             23: READ_FIRST TEMP[1].z, TEMP[4].xxxx
             24: XOR TEMP[6].x, SV[1].xxxx, IMM[0].zzzz
             25: READ_INVOC TEMP[1].w, TEMP[4].xxxx, TEMP[6].xxxx
             26: UADD TEMP[2].x, TEMP[0].xxxx, IMM[2].xxxx
             27: STORE BUFFER[0].xyzw, TEMP[2].xxxx, TEMP[1]
             28: END
            """;

    /// The expectations hold for any subgroup size of at least 4 (lavapipe's is 8 with AVX2): the
    /// eight invocations are one subgroup, or two of 4.
    @Test
    void systemValuesAndInstructionsOnBothTargets() {
        TgsiShader shader = TgsiText.parse(SHADER, "subgroups.tgsi");
        int size = device.caps().subgroups().size();
        assertTrue(size >= 4, "Vulkan's subgroups have at least 4 invocations where compute has them: " + size);
        int active = Math.min(size, 8);
        int live = (1 << active) - 1;
        for (SpirvTarget target : SpirvTarget.values()) {
            SpirvModule m = SpirvTranslator.translate(shader, SpirvOptions.defaults().withTarget(target));
            SpirvTools.TargetEnv env = target == SpirvTarget.VULKAN_1_3 ? SpirvTools.TargetEnv.VULKAN_1_3 : SpirvTools.TargetEnv.VULKAN_1_1;
            SpirvTools.validate(m.words(), env).orThrow(target.text());
            secondOpinion(m, env);
            Set<SubgroupOperation> expected = target == SpirvTarget.VULKAN_1_3
                    ? Set.of(SubgroupOperation.BASIC, SubgroupOperation.VOTE, SubgroupOperation.BALLOT)
                    : Set.of(SubgroupOperation.BASIC, SubgroupOperation.VOTE, SubgroupOperation.BALLOT, SubgroupOperation.SHUFFLE);
            assertEquals(expected, m.subgroupOperations(), target.text());
            int binding = m.bindings().getFirst().binding();
            int[] out = new VkComputeRunner(device).run(m.words(),
                    List.of(new VkComputeRunner.Binding(binding, VkComputeRunner.Kind.STORAGE, new int[8 * 20])), 1, 1, 1).get(binding);
            for (int i = 0; i < 8; i++) {
                String where = target.text() + " invocation " + i + " word ";
                int[] w = Arrays.copyOfRange(out, 20 * i, 20 * i + 20);
                int s = i % size;
                int base = i - s;
                assertEquals(size, w[0], where + 0);
                assertEquals(s, w[1], where + 1);
                int eq = 1 << s;
                // GE and GT: only the active ids' bits (Vulkan leaves those past the size open).
                int[] masks = {eq, live & ~(eq - 1), live & ~(2 * eq - 1), 2 * eq - 1, eq - 1};
                int[] compared = {-1, live, live, -1, -1};
                for (int k = 0; k < 5; k++) {
                    assertEquals(masks[k], w[2 + 2 * k] & compared[k], where + (2 + 2 * k));
                    if (compared[k] == -1) {
                        assertEquals(0, w[3 + 2 * k], where + (3 + 2 * k));
                    }
                }
                assertArrayEquals(new int[] {0xAA & live, 0, 10 * (base + 3), 10 * (base + 2), -1, 0, 10 * base, 10 * (base + 3)},
                        Arrays.copyOfRange(w, 12, 20), where + "12..19");
            }
        }
    }

    /// A fragment shader on one 2x2 quad, drawn as two triangles (lavapipe shades them apart, so
    /// the quad's pixels are one subgroup's or two's active invocations, without the helpers):
    /// each pixel is in its ballot, READ_FIRST gives the ballot's lowest id, the LT mask the ids
    /// below its own. The integer built-ins are `Flat` (the validation layer checks the pipeline).
    @Test
    void fragmentShadersHaveSubgroups() {
        TgsiShader shader = TgsiText.parse("""
                FRAG
                DCL SV[0], SUBGROUP_SIZE
                DCL SV[1], SUBGROUP_INVOCATION
                DCL SV[2], SUBGROUP_LT_MASK
                DCL OUT[0], COLOR
                DCL OUT[1], COLOR[1]
                DCL TEMP[0]
                IMM[0] UINT32 {1, 0, 0, 0}
                  0: BALLOT TEMP[0].xy, IMM[0].xxxx
                  1: MOV OUT[0].x, SV[0].xxxx
                  2: MOV OUT[0].y, SV[1].xxxx
                  3: MOV OUT[0].z, TEMP[0].xxxx
                  4: READ_FIRST OUT[0].w, SV[1].xxxx
                  5: MOV OUT[1], SV[2]
                  6: END
                """, "subgroups.frag.tgsi");
        int size = device.caps().subgroups().size();
        try (TgsiQuadRunner runner = new TgsiQuadRunner(device); TgsiQuadRunner.Prepared p = runner.prepare(shader, Map.of())) {
            secondOpinion(p.module(), SpirvTools.TargetEnv.VULKAN_1_3);
            assertTrue(SpirvTools.disassemble(p.module().words()).contains("OpDecorate %sv_subgroup_invocation Flat"));
            VkQuadRunner.Result r = p.run(new int[0][]);
            int[][] out = r.outputs().get(0);
            int[][] lt = r.outputs().get(1);
            for (int lane = 0; lane < 4; lane++) {
                int id = out[lane][1];
                int ballot = out[lane][2];
                assertEquals(size, out[lane][0], "lane " + lane);
                assertTrue(id < size && (ballot >>> id & 1) == 1, "lane " + lane + " id " + id + " ballot 0x" + Integer.toHexString(ballot));
                assertEquals(Integer.numberOfTrailingZeros(ballot), out[lane][3], "lane " + lane);
                assertArrayEquals(new int[] {(1 << id) - 1, 0, 0, 0}, lt[lane], "lane " + lane);
            }
        }
    }

    private static void secondOpinion(SpirvModule m, SpirvTools.TargetEnv env) {
        try {
            if (SpirvValCli.present()) {
                SpirvValCli.Verdict v = SpirvValCli.validate(m.words(), env);
                assertTrue(v.valid(), v.output());
            }
        } catch (java.io.IOException | InterruptedException e) {
            throw new AssertionError("spirv-val did not run", e);
        }
    }

    /// lavapipe offers subgroups in fragment and compute shaders only: the driver refuses a vertex
    /// shader with a subgroup operation at creation, naming the stage.
    @Test
    void theDeviceChecksStagesAndOperations() {
        VkCaps.Subgroups lavapipe = new VkCaps.Subgroups(8, 0x30, 0xbf);
        Set<SubgroupOperation> ballot = Set.of(SubgroupOperation.BASIC, SubgroupOperation.BALLOT);
        assertNull(lavapipe.refusal(Processor.COMP, ballot));
        assertNull(lavapipe.refusal(Processor.FRAG, ballot));
        assertNull(lavapipe.refusal(Processor.VERT, Set.of()));
        String vertex = lavapipe.refusal(Processor.VERT, ballot);
        assertTrue(vertex.contains("VK_SHADER_STAGE_VERTEX_BIT") && vertex.contains("subgroupSupportedStages"), vertex);
        String geometry = lavapipe.refusal(Processor.GEOM, Set.of(SubgroupOperation.BASIC));
        assertTrue(geometry.contains("VK_SHADER_STAGE_GEOMETRY_BIT"), geometry);
        VkCaps.Subgroups noShuffle = new VkCaps.Subgroups(32, 0x3f, 0x0f);
        String shuffle = noShuffle.refusal(Processor.COMP, Set.of(SubgroupOperation.BASIC, SubgroupOperation.SHUFFLE));
        assertTrue(shuffle.contains("VK_SUBGROUP_FEATURE_SHUFFLE_BIT") && shuffle.contains("subgroupSupportedOperations"), shuffle);
    }

    /// Through the pipe: a compute shader with subgroup operations is accepted, a vertex shader
    /// with one is refused at creation where the device lacks vertex-stage subgroups (lavapipe),
    /// with a typed error naming the stage.
    @Test
    void theDriverRefusesAStageWithoutSubgroups() {
        String compute = """
                COMP
                PROPERTY CS_FIXED_BLOCK_WIDTH 8
                PROPERTY CS_FIXED_BLOCK_HEIGHT 1
                PROPERTY CS_FIXED_BLOCK_DEPTH 1
                DCL SV[0], SUBGROUP_INVOCATION
                DCL BUFFER[0]
                DCL TEMP[0]
                IMM[0] UINT32 {0, 0, 0, 0}
                  0: BALLOT TEMP[0].xy, SV[0].xxxx
                  1: STORE BUFFER[0].x, IMM[0].xxxx, TEMP[0].xxxx
                  2: END
                """;
        String vertex = """
                VERT
                DCL IN[0]
                DCL OUT[0], POSITION
                DCL TEMP[0]
                  0: BALLOT TEMP[0].xy, IN[0].xxxx
                  1: MOV OUT[0], IN[0]
                  2: MOV OUT[0].x, TEMP[0].xxxx
                  3: END
                """;
        try (VkScreen screen = VkTestSupport.screen(); Context ctx = screen.createContext()) {
            ctx.deleteShaderState(ctx.createShaderState(ShaderState.of(TgsiText.parse(compute, "cs"))));
            VkCaps.Subgroups s = screen.device().caps().subgroups();
            if ((s.stages() & 0x1) == 0) {
                PipeException e = assertThrows(PipeException.class,
                        () -> ctx.createShaderState(ShaderState.of(TgsiText.parse(vertex, "vs"))));
                assertTrue(e.getMessage().contains("VK_SHADER_STAGE_VERTEX_BIT") && e.getMessage().contains("createShaderState"),
                        e.getMessage());
            } else {
                ctx.deleteShaderState(ctx.createShaderState(ShaderState.of(TgsiText.parse(vertex, "vs"))));
            }
        }
    }

    /// What this device reports: the driver reads it, and the messages and the execution cases
    /// depend on it.
    @Test
    void theDeviceReportsItsSubgroups() {
        VkCaps.Subgroups s = device.caps().subgroups();
        assertTrue(s.size() >= 1 && Integer.bitCount(s.size()) == 1, "a power of two: " + s.size());
        assertTrue((s.stages() & 0x20) != 0, "compute shaders have subgroups (Vulkan 1.1 requires it): 0x" + Integer.toHexString(s.stages()));
        assertTrue((s.operations() & 0x1) != 0, "basic operations (required): 0x" + Integer.toHexString(s.operations()));
    }

    @Test
    void aModuleWithoutSubgroupsUsesNone() {
        SpirvModule m = SpirvTranslator.translate(TgsiText.parse("""
                COMP
                PROPERTY CS_FIXED_BLOCK_WIDTH 1
                PROPERTY CS_FIXED_BLOCK_HEIGHT 1
                PROPERTY CS_FIXED_BLOCK_DEPTH 1
                DCL BUFFER[0]
                IMM[0] UINT32 {0, 1, 0, 0}
                  0: STORE BUFFER[0].x, IMM[0].xxxx, IMM[0].yyyy
                  1: END
                """, "plain.tgsi"), SpirvOptions.defaults());
        assertEquals(Set.of(), m.subgroupOperations());
    }
}
