package dev.tungsten.vk;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.tungsten.tgsi.TgsiText;
import dev.tungsten.vk.spirv.ScalarKind;
import dev.tungsten.vk.spirv.SpirvModule;
import dev.tungsten.vk.spirv.SpirvOptions;
import dev.tungsten.vk.spirv.SpirvTranslator;

import static org.lwjgl.vulkan.VK10.*;
import static org.junit.jupiter.api.Assertions.*;

/// [PipelineProbe] on one translated shader of each stage, together using every descriptor kind,
/// push constants, integer vertex attributes and colour outputs, flat varyings and a geometry
/// shader's input topology; and on modules whose description lies, which the layer must catch.
class PipelineProbeTest {
    private static VulkanDevice device;
    private static PipelineProbe probe;

    @BeforeAll
    static void open() {
        device = VkTestSupport.device();
        probe = new PipelineProbe(device);
    }

    @AfterAll
    static void close() {
        if (device != null) {
            device.close(); // throws on leaked objects and on validation messages outside calls
        }
    }

    private static SpirvModule translate(String text, SpirvOptions options) {
        return SpirvTranslator.translate(TgsiText.parse(text, "probe-test"), options);
    }

    private static final String VERTEX = """
            VERT
            DCL IN[0]
            DCL IN[1]
            DCL OUT[0], POSITION
            DCL OUT[1], GENERIC[0]
            DCL OUT[2], GENERIC[1], CONSTANT
            DCL CONST[0][0..1]
            DCL TEMP[0]
            MUL TEMP[0], IN[0], CONST[0][0]
            ADD OUT[0], TEMP[0], CONST[0][1]
            MOV OUT[1], IN[1]
            U2F OUT[2], IN[1]
            END
            """;

    private static final String FRAGMENT = """
            FRAG
            DCL IN[0], GENERIC[0], LINEAR
            DCL IN[1], GENERIC[1], CONSTANT
            DCL IN[2], POSITION, LINEAR
            DCL OUT[0], COLOR[0]
            DCL OUT[1], COLOR[2]
            DCL SAMP[0]
            DCL SVIEW[0], 2D, FLOAT
            DCL SVIEW[1], BUFFER, FLOAT
            DCL CONST[0][0]
            DCL TEMP[0..1]
            TEX TEMP[0], IN[0], SAMP[0], 2D
            SAMPLE_I TEMP[1], IN[1], SVIEW[1]
            ADD OUT[0], TEMP[0], CONST[0][0]
            ADD OUT[1], TEMP[1], IN[2]
            END
            """;

    private static final String GEOMETRY = """
            GEOM
            PROPERTY GS_INPUT_PRIMITIVE LINES_ADJACENCY
            PROPERTY GS_OUTPUT_PRIMITIVE TRIANGLE_STRIP
            PROPERTY GS_MAX_OUTPUT_VERTICES 3
            DCL IN[][0], POSITION
            DCL IN[][1], GENERIC[3]
            DCL OUT[0], POSITION
            DCL OUT[1], GENERIC[0], CONSTANT
            MOV OUT[0], IN[0][0]
            MOV OUT[1], IN[1][1]
            EMIT
            MOV OUT[0], IN[1][0]
            EMIT
            MOV OUT[0], IN[3][0]
            EMIT
            ENDPRIM
            END
            """;

    private static final String COMPUTE = """
            COMP
            PROPERTY CS_FIXED_BLOCK_WIDTH 8
            DCL SV[0], THREAD_ID
            DCL BUFFER[0]
            DCL IMAGE[0], 2D, PIPE_FORMAT_R32_UINT, WR
            DCL IMAGE[1], BUFFER, PIPE_FORMAT_R32_UINT, WR
            DCL TEMP[0..1]
            IMM[0] UINT32 {4, 0, 0, 0}
            UMUL TEMP[0].x, SV[0].xxxx, IMM[0].xxxx
            LOAD TEMP[1].x, BUFFER[0], TEMP[0].xxxx
            STORE IMAGE[0].x, SV[0].xyyy, TEMP[1].xxxx, 2D, PIPE_FORMAT_R32_UINT
            STORE IMAGE[1].x, SV[0].xxxx, TEMP[1].xxxx, BUFFER, PIPE_FORMAT_R32_UINT
            STORE BUFFER[0].x, TEMP[0].xxxx, TEMP[1].xxxx
            END
            """;

    /// Asking for IEEE float specials (`SignedZeroInfNanPreserve`) gives a valid module for both
    /// targets, and one the device builds where it offers the mode (the driver asks only there).
    @Test
    void preservedFloatSpecialsValidateAndBuildWhereTheDeviceOffersThem() {
        for (dev.tungsten.vk.spirv.SpirvTarget target : dev.tungsten.vk.spirv.SpirvTarget.values()) {
            SpirvModule m = translate(FRAGMENT, SpirvOptions.defaults().withTarget(target).withPreservedFloatSpecials(true));
            SpirvTools.TargetEnv env = target == dev.tungsten.vk.spirv.SpirvTarget.VULKAN_1_3 ? SpirvTools.TargetEnv.VULKAN_1_3
                    : SpirvTools.TargetEnv.VULKAN_1_1;
            assertTrue(SpirvTools.validate(m.words(), env).valid(), target + ": " + SpirvTools.validate(m.words(), env));
            assertTrue(SpirvTools.disassemble(m.words()).contains("SignedZeroInfNanPreserve 32"));
        }
        System.out.println("shaderSignedZeroInfNanPreserveFloat32 on " + device.caps().deviceName() + ": "
                + device.caps().preservesFloat32Specials());
        if (device.caps().preservesFloat32Specials()) {
            probe.probe(translate(FRAGMENT, SpirvOptions.defaults().withPreservedFloatSpecials(true)));
        }
    }

    @Test
    void everyStageBuildsWithTheLayerSilent() {
        SpirvOptions ints = SpirvOptions.builder().vertexInputs(List.of(ScalarKind.FLOAT, ScalarKind.UINT))
                .colorOutputs(List.of(ScalarKind.FLOAT, ScalarKind.FLOAT, ScalarKind.INT)).build();
        List<SpirvModule> modules = List.of(translate(VERTEX, ints), translate(FRAGMENT, ints),
                translate(GEOMETRY, SpirvOptions.defaults()), translate(COMPUTE, SpirvOptions.defaults()));
        Set<SpirvModule.BindingKind> kinds = EnumSet.noneOf(SpirvModule.BindingKind.class);
        for (SpirvModule m : modules) {
            probe.probe(m);
            m.bindings().forEach(b -> kinds.add(b.kind()));
        }
        // The test is only as wide as the module descriptions it saw.
        assertEquals(EnumSet.of(SpirvModule.BindingKind.UNIFORM_BUFFER, SpirvModule.BindingKind.SAMPLER,
                SpirvModule.BindingKind.SAMPLED_IMAGE, SpirvModule.BindingKind.UNIFORM_TEXEL_BUFFER,
                SpirvModule.BindingKind.STORAGE_BUFFER, SpirvModule.BindingKind.STORAGE_IMAGE,
                SpirvModule.BindingKind.STORAGE_TEXEL_BUFFER), kinds);
        assertEquals(ScalarKind.UINT, modules.get(0).inputs().get(1).kind());
        assertEquals(ScalarKind.INT, modules.get(1).outputs().get(1).kind());
        assertTrue(modules.get(0).outputs().stream().anyMatch(SpirvModule.Slot::flat));
    }

    @Test
    void theGeometryTopologyComesFromTheExecutionMode() {
        assertEquals(VK_PRIMITIVE_TOPOLOGY_LINE_LIST_WITH_ADJACENCY, PipelineProbe.geometryTopology(translate(GEOMETRY,
                SpirvOptions.defaults()).words()));
        assertEquals(VK_PRIMITIVE_TOPOLOGY_POINT_LIST, PipelineProbe.geometryTopology(translate(GEOMETRY.replace(
                "LINES_ADJACENCY", "POINTS").replace("IN[3][0]", "IN[0][0]").replace("IN[1][0]", "IN[0][0]").replace("IN[1][1]", "IN[0][1]"),
                SpirvOptions.defaults()).words()));
    }

    /// A module whose description leaves out a binding the code uses: the layer must object,
    /// and the probe must still destroy what it made (the device's close checks).
    @Test
    void aMissingBindingIsAValidationError() {
        SpirvModule m = translate(FRAGMENT, SpirvOptions.defaults());
        List<SpirvModule.Binding> fewer = new ArrayList<>(m.bindings());
        fewer.removeFirst();
        SpirvModule lying = new SpirvModule(m.words(), m.stage(), fewer, m.inputs(), m.outputs(), m.pushConstantBytes(), m.subgroupOperations());
        VkException e = assertThrows(VkException.class, () -> probe.probe(lying));
        assertEquals(VkException.Kind.VALIDATION, e.kind(), e.getMessage());
    }

    private static final String LOWER_LEFT = FRAGMENT.replace("FRAG\n", "FRAG\nPROPERTY FS_COORD_ORIGIN LOWER_LEFT\n");

    private static SpirvOptions clipPlanes(int planes) {
        return SpirvOptions.builder().userClipPlanes(planes).build();
    }

    /// The emulation push constants fit the 128 bytes Vulkan guarantees: a fragment stage
    /// declares only the framebuffer height, a vertex stage only its clip planes (up to 7).
    @Test
    void emulationPushConstantsFitTheGuaranteedSize() {
        for (SpirvModule m : List.of(translate(LOWER_LEFT, SpirvOptions.defaults()), translate(VERTEX, clipPlanes(1)),
                translate(VERTEX, clipPlanes(7)))) {
            assertTrue(m.pushConstantBytes() > 0);
            assertTrue(m.pushConstantBytes() <= device.caps().limits().maxPushConstantsSize(), "" + m.pushConstantBytes());
            probe.probe(m);
        }
    }

    /// Push constants the module reads but the layout does not declare: a validation error too.
    @Test
    void missingPushConstantsAreAValidationError() {
        SpirvModule m = translate(LOWER_LEFT, SpirvOptions.defaults());
        SpirvModule lying = new SpirvModule(m.words(), m.stage(), m.bindings(), m.inputs(), m.outputs(), 0, m.subgroupOperations());
        VkException e = assertThrows(VkException.class, () -> probe.probe(lying));
        assertEquals(VkException.Kind.VALIDATION, e.kind(), e.getMessage());
    }

    @Test
    void partnersWriteAndReadEveryLocation() {
        List<SpirvModule.Slot> slots = List.of(new SpirvModule.Slot(3, dev.tungsten.tgsi.SemanticName.GENERIC, 3, ScalarKind.FLOAT, true),
                new SpirvModule.Slot(5, dev.tungsten.tgsi.SemanticName.GENERIC, 5, ScalarKind.UINT, false));
        String vs = PipelineProbe.vertexShader(slots);
        assertTrue(vs.contains("layout(location = 3) flat out vec4 v3;"), vs);
        assertTrue(vs.contains("layout(location = 5) out uvec4 v5;"), vs);
        String fs = PipelineProbe.fragmentShader(slots);
        assertTrue(fs.contains("layout(location = 5) flat in uvec4 v5;"), fs);
        assertTrue(fs.contains("color += vec4(v3);"), fs);
    }
}
