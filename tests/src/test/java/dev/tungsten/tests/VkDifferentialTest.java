package dev.tungsten.tests;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.tungsten.fixtures.ExecCase;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiText;
import dev.tungsten.vk.TgsiQuadRunner;
import dev.tungsten.vk.VkQuadRunner;
import dev.tungsten.vk.VkTestSupport;
import dev.tungsten.vk.VulkanDevice;

import static org.junit.jupiter.api.Assertions.*;

/// Per-opcode differential tests: the SPIR-V translator on the Vulkan device (lavapipe here),
/// with the validation layer on, against the reference interpreter on one 2x2 quad. Integers
/// must agree bit for bit, floats within the per-opcode tolerances the GL driver's tests use
/// ([GlTolerances]: Vulkan's precision rules for GLSL.std.450 are OpenGL's). The same two case
/// sets as [GlDifferentialTest]: the oracle's exec cases and every value-computing opcode with
/// edge and random operands ([OpcodeCases]).
class VkDifferentialTest {
    private static VulkanDevice device;
    private static TgsiQuadRunner runner;

    @BeforeAll
    static void open() {
        device = VkTestSupport.device();
        runner = new TgsiQuadRunner(device);
    }

    @AfterAll
    static void close() {
        if (device != null) {
            runner.close();
            device.close(); // throws on leaked objects and on validation messages outside calls
        }
    }

    private static int[] row(int[] words, int r) {
        if (words == null || words.length < 4 * (r + 1)) {
            return new int[4];
        }
        return java.util.Arrays.copyOfRange(words, 4 * r, 4 * r + 4);
    }

    private static int[][] rows(int[] words) {
        return new int[][] {row(words, 0), row(words, 1), row(words, 2), row(words, 3)};
    }

    private static final VkQuadRunner.Plane ORACLE_PLANE = new VkQuadRunner.Plane(
            GlDifferential.ORACLE_PLANE.a0(), GlDifferential.ORACLE_PLANE.dadx(), GlDifferential.ORACLE_PLANE.dady());

    private static GlDifferential.Tally oracle(String file) throws Exception {
        GlDifferential.Tally tally = new GlDifferential.Tally();
        for (ExecCase c : ExecCase.read(SharedShelf.require("oracle/exec/" + file))) {
            String id = c.id();
            TgsiOpcode op = TgsiOpcode.forName(c.opcode());
            TgsiShader shader = TgsiText.parse(c.tgsi(), id);
            int[] constants = ExecCase.flatten(c.constants());
            int[] in0 = ExecCase.flatten(c.in0());
            Map<Integer, VkQuadRunner.Plane> planes = in0 == null ? Map.of() : Map.of(0, ORACLE_PLANE);
            VkQuadRunner.Result result = runner.run(shader, new int[][] {constants == null ? new int[4] : constants}, planes);
            GlDifferential.compare(tally, id, op, shader, constants, in0, result.outputs().get(0), result.killMask(), rows(constants));
        }
        return tally;
    }

    @Test
    void oracleAluCasesAgreeWithTheInterpreter() throws Exception {
        GlDifferential.Tally t = oracle("alu.tsv");
        System.out.println("Vulkan vs interpreter, oracle/exec/alu.tsv on " + device.caps().deviceName() + ": " + t);
        assertEquals(1281, t.cases);
        assertEquals(List.of(), t.mismatches);
    }

    @Test
    void oracleControlFlowCasesAgreeWithTheInterpreter() throws Exception {
        GlDifferential.Tally t = oracle("control.tsv");
        System.out.println("Vulkan vs interpreter, oracle/exec/control.tsv on " + device.caps().deviceName() + ": " + t);
        assertEquals(22, t.cases);
        assertEquals(List.of(), t.mismatches);
    }

    @Test
    void everyArithmeticOpcodeAgreesWithTheInterpreter() {
        GlDifferential.Tally t = new GlDifferential.Tally();
        List<OpcodeCases.Case> cases = OpcodeCases.all(6, 20261122L);
        for (OpcodeCases.Case c : cases) {
            TgsiShader shader = TgsiText.parse(c.text(), c.op().name());
            try (TgsiQuadRunner.Prepared p = runner.prepare(shader, Map.of())) {
                int n = 0;
                for (int[] constants : c.constants()) {
                    VkQuadRunner.Result r = p.run(new int[][] {constants});
                    GlDifferential.compare(t, c.op() + "#" + n++, c.op(), shader, constants, null, r.outputs().get(0), r.killMask(), rows(constants));
                }
            }
        }
        System.out.println("Vulkan vs interpreter, " + cases.size() + " opcodes with generated operands on " + device.caps().deviceName() + ": " + t);
        assertTrue(cases.size() > 150, "opcodes covered: " + cases.size());
        assertEquals(List.of(), t.mismatches);
    }
}
