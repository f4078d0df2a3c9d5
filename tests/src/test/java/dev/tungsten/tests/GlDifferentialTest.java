package dev.tungsten.tests;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.tungsten.fixtures.ExecCase;
import dev.tungsten.gl.EglContext;
import dev.tungsten.gl.GlTestSupport;
import dev.tungsten.gl.QuadRunner;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiText;

import static org.junit.jupiter.api.Assertions.*;

/// Per-opcode differential tests: the GLSL translator on Mesa's llvmpipe against the reference
/// interpreter, on one 2x2 quad. Integers must agree bit for bit, floats within the tolerance the
/// GL driver gives each opcode (`GlslTolerance.of`, applied by [GlTolerances]). Two case sets:
/// - the oracle's exec cases (`oracle/exec/alu.tsv`, `control.tsv`), with the oracle's inputs;
/// - every value-computing opcode of the table with edge and random operands ([OpcodeCases]);
/// - every opcode the table guards, on the operands that hit its guards ([GuardCases]), bit for
///   bit: llvmpipe happens to give TGSI's results for many of them without a guard (x86's
///   conversions and divisions), so this shows that the guarded GLSL, the text a GPU runs, gives
///   them too (`drivers/gl`'s `GlslGuardsTest` checks that each guard is in the text).
class GlDifferentialTest {
    private static EglContext gl;
    private static QuadRunner runner;

    @BeforeAll
    static void open() {
        gl = GlTestSupport.open();
        runner = new QuadRunner(gl);
    }

    @AfterAll
    static void close() {
        if (gl != null) {
            runner.close();
            gl.close();
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

    /// The oracle's cases of `file` (the control-flow cases name no opcode: `op` is null).
    private static GlDifferential.Tally oracle(String file) throws Exception {
        GlDifferential.Tally tally = new GlDifferential.Tally();
        for (ExecCase c : ExecCase.read(SharedShelf.require("oracle/exec/" + file))) {
            String id = c.id();
            TgsiOpcode op = TgsiOpcode.forName(c.opcode());
            TgsiShader shader = TgsiText.parse(c.tgsi(), id);
            int[] constants = ExecCase.flatten(c.constants());
            int[] in0 = ExecCase.flatten(c.in0());
            Map<Integer, QuadRunner.Plane> planes = in0 == null ? Map.of() : Map.of(0, GlDifferential.ORACLE_PLANE);
            QuadRunner.Result result = runner.run(shader, new int[][] {constants == null ? new int[4] : constants}, planes);
            GlDifferential.compare(tally, id, op, shader, constants, in0, result, rows(constants));
        }
        return tally;
    }

    @Test
    void oracleAluCasesAgreeWithTheInterpreter() throws Exception {
        GlDifferential.Tally t = oracle("alu.tsv");
        System.out.println("GL vs interpreter, oracle/exec/alu.tsv on " + gl.renderer() + ": " + t);
        assertEquals(1281, t.cases);
        assertEquals(List.of(), t.mismatches);
    }

    @Test
    void oracleControlFlowCasesAgreeWithTheInterpreter() throws Exception {
        GlDifferential.Tally t = oracle("control.tsv");
        System.out.println("GL vs interpreter, oracle/exec/control.tsv on " + gl.renderer() + ": " + t);
        assertEquals(22, t.cases);
        assertEquals(List.of(), t.mismatches);
    }

    @Test
    void everyArithmeticOpcodeAgreesWithTheInterpreter() {
        GlDifferential.Tally t = new GlDifferential.Tally();
        List<OpcodeCases.Case> cases = OpcodeCases.all(6, 20261122L);
        for (OpcodeCases.Case c : cases) {
            TgsiShader shader = TgsiText.parse(c.text(), c.op().name());
            try (QuadRunner.Prepared p = runner.prepare(shader, Map.of())) {
                int n = 0;
                for (int[] constants : c.constants()) {
                    QuadRunner.Result r = p.run(new int[][] {constants});
                    GlDifferential.compare(t, c.op() + "#" + n++, c.op(), shader, constants, null, r, rows(constants));
                }
            }
        }
        System.out.println("GL vs interpreter, " + cases.size() + " opcodes with generated operands on " + gl.renderer() + ": " + t);
        assertTrue(cases.size() > 150, "opcodes covered: " + cases.size());
        assertEquals(List.of(), t.mismatches);
    }

    @Test
    void everyGuardedOpcodeGivesTheInterpretersWordsWhereItsGuardsApply() {
        List<String> mismatches = new ArrayList<>();
        int compared = GlDifferential.compareGuards(runner, mismatches);
        System.out.println("GL vs interpreter, guarded operands on " + gl.renderer() + ": " + compared
                + " channels compared, " + mismatches.size() + " mismatched");
        assertEquals(List.of(), mismatches);
        assertTrue(compared > 10_000, "channels compared: " + compared);
    }
}
