package dev.tungsten.tgsi.opt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;

import dev.tungsten.tgsi.TgsiDump;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiText;
import dev.tungsten.tgsi.exec.ExecMachine;
import dev.tungsten.tgsi.exec.ExecProgram;
import org.junit.jupiter.api.Test;

/// Each pass on small hand-written shaders: what it must transform, and the unsafe cases it must
/// leave alone. Every optimised shader is also run against the original on the interpreter.
class TgsiOptimizerTest {
    private static final String HEAD = "VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nDCL CONST[0][0..1]\nDCL TEMP[0..7]\n";

    /// The optimised body, one instruction a line, without the numbering.
    private static List<String> body(String text) {
        TgsiShader in = TgsiText.parse(HEAD + text, "test.tgsi");
        TgsiShader out = TgsiOptimizer.optimize(in);
        sameResults(in, out);
        return TgsiDump.dump(out).lines().filter(l -> l.matches(" *\\d+: .*"))
                .map(l -> l.replaceFirst(" *\\d+: +", "").strip()).toList();
    }

    private static void sameResults(TgsiShader a, TgsiShader b) {
        ExecMachine ma = ExecProgram.compile(a).newMachine(4), mb = ExecProgram.compile(b).newMachine(4);
        int[] constants = new int[8];
        for (int i = 0; i < 8; i++) {
            constants[i] = Float.floatToRawIntBits(i * 0.75f - 2);
        }
        ma.bindConstantBuffer(0, constants);
        mb.bindConstantBuffer(0, constants);
        for (int c = 0; c < 4; c++) {
            for (int l = 0; l < 4; l++) {
                ma.input(0, c)[l] = mb.input(0, c)[l] = Float.floatToRawIntBits(l - c * 0.5f);
            }
        }
        ma.run(0xF);
        mb.run(0xF);
        for (int c = 0; c < 4; c++) {
            assertEquals(java.util.Arrays.toString(ma.output(0, c)), java.util.Arrays.toString(mb.output(0, c)));
        }
    }

    @Test
    void foldsConstantArithmeticWithTheInterpretersRounding() {
        // The pattern: constants computed at run time, gathered by MOVs, then DP2.
        TgsiShader in = TgsiText.parse(HEAD + """
                IMM[0] FLT32 { 0.1, 0.2, 3.0, 0.0 }
                ADD TEMP[0].x, IMM[0].xxxx, IMM[0].yyyy
                MOV TEMP[1].x, -IMM[0].zzzz
                MOV TEMP[2].x, TEMP[0].xxxx
                MOV TEMP[2].y, TEMP[1].xxxx
                DP2 TEMP[3].x, TEMP[2], TEMP[2]
                MOV OUT[0], TEMP[3].xxxx
                END
                """, "fold.tgsi");
        TgsiShader out = TgsiOptimizer.optimize(in);
        sameResults(in, out);
        assertEquals(2, out.instructions().size(), TgsiDump.dump(out));
        float sum = 0.1f + 0.2f; // 0.3 + 1 ulp in float32
        float dp2 = sum * sum + 9f; // DP2: a multiply, then a multiply-add with two roundings
        assertEquals(Float.floatToRawIntBits(dp2), out.immediates().getLast().word(0), TgsiDump.dump(out));
    }

    @Test
    void leavesTranscendentalAndDivisionAlone() {
        List<String> b = body("""
                IMM[0] FLT32 { 2.0, 0.5, 0.0, 0.0 }
                EX2 TEMP[0].x, IMM[0].xxxx
                RCP TEMP[1].x, IMM[0].yyyy
                ADD OUT[0], TEMP[0].xxxx, TEMP[1].xxxx
                END
                """);
        assertEquals(List.of("EX2 TEMP[0].x, IMM[0].xxxx", "RCP TEMP[1].x, IMM[0].yyyy",
                "ADD OUT[0], TEMP[0].xxxx, TEMP[1].xxxx", "END"), b);
    }

    @Test
    void foldsSaturateIntoTheValue() {
        List<String> b = body("""
                IMM[0] FLT32 { 2.0, -3.0, 0.0, 0.0 }
                ADD_SAT TEMP[0], IMM[0].xxxx, IMM[0].yyyy
                MOV OUT[0], TEMP[0]
                END
                """);
        assertEquals(List.of("MOV OUT[0], IMM[0].zzzz", "END"), b); // saturate(-1) = 0, found in IMM[0]
    }

    @Test
    void propagatesCopiesComposingSwizzlesAndModifiers() {
        List<String> b = body("""
                MOV TEMP[0], -IN[0].wzyx
                ADD OUT[0], |TEMP[0].yxxx|, -TEMP[0]
                END
                """);
        assertEquals(List.of("ADD OUT[0], |IN[0].zwww|, IN[0].wzyx", "END"), b);
    }

    @Test
    void replacesAnInitialisationOverwrittenBeforeTheRead() {
        List<String> b = body("""
                IMM[0] FLT32 { 0.0, 0.0, 0.0, 0.0 }
                MOV TEMP[0], IMM[0].xxxx
                MOV TEMP[0], IN[0]
                MOV OUT[0], TEMP[0]
                END
                """);
        assertEquals(List.of("MOV OUT[0], IN[0]", "END"), b);
    }

    @Test
    void keepsAChannelDefinedTwiceOnDifferentPaths() {
        String text = """
                MOV TEMP[0], IN[0]
                IF IN[0].xxxx
                  MOV TEMP[0], CONST[0][0]
                ENDIF
                MOV OUT[0], TEMP[0]
                END
                """;
        assertEquals(List.of("MOV TEMP[0], IN[0]", "IF IN[0].xxxx", "MOV TEMP[0], CONST[0][0]", "ENDIF",
                "MOV OUT[0], TEMP[0]", "END"), body(text));
    }

    @Test
    void keepsADefinitionInsideIfUsedAfterEndif() {
        assertEquals(List.of("IF IN[0].xxxx", "MOV TEMP[0], CONST[0][0]", "ENDIF", "MOV OUT[0], TEMP[0]", "END"),
                body("""
                        IF IN[0].xxxx
                          MOV TEMP[0], CONST[0][0]
                        ENDIF
                        MOV OUT[0], TEMP[0]
                        END
                        """));
        // In the ELSE branch the IF branch's definition does not reach.
        assertEquals(List.of("IF IN[0].xxxx", "MOV TEMP[0], CONST[0][0]", "ELSE", "MOV OUT[0], TEMP[0]", "ENDIF", "END"),
                body("""
                        IF IN[0].xxxx
                          MOV TEMP[0], CONST[0][0]
                        ELSE
                          MOV OUT[0], TEMP[0]
                        ENDIF
                        END
                        """));
    }

    @Test
    void keepsAValueALoopRedefinesAfterTheRead() {
        // TEMP[0] is 0 on the first iteration and IN[0] + ... later: the read must stay.
        List<String> b = body("""
                IMM[0] FLT32 { 0.0, 1.0, 0.0, 0.0 }
                MOV TEMP[0], IMM[0].xxxx
                MOV TEMP[1], IMM[0].xxxx
                BGNLOOP
                  ADD TEMP[1], TEMP[1], TEMP[0]
                  MOV TEMP[0], IN[0]
                  SGE TEMP[2].x, TEMP[1].xxxx, IMM[0].yyyy
                  UIF TEMP[2].xxxx
                    BRK
                  ENDIF
                  ADD TEMP[1], TEMP[1], IMM[0].yyyy
                ENDLOOP
                MOV OUT[0], TEMP[1]
                END
                """);
        assertEquals("ADD TEMP[1], TEMP[1], TEMP[0]", b.get(3));
        // A source redefined inside the loop after the copy keeps the copy too.
        List<String> c = body("""
                MOV TEMP[0], IN[0]
                BGNLOOP
                  MOV TEMP[1], TEMP[0]
                  ADD TEMP[0], TEMP[0], CONST[0][0]
                  ADD OUT[0], TEMP[1], CONST[0][1]
                  BRK
                ENDLOOP
                END
                """);
        assertEquals("ADD OUT[0], TEMP[1], CONST[0][1]", c.get(4));
    }

    @Test
    void keepsSaturatedCopiesAndModifiersThatDoNotCompose() {
        assertEquals(List.of("MOV_SAT TEMP[0], IN[0]", "MOV OUT[0], TEMP[0]", "END"), body("""
                MOV_SAT TEMP[0], IN[0]
                MOV OUT[0], TEMP[0]
                END
                """));
        // -x on an integer operand is an integer negation: a float negate cannot move into it.
        List<String> b = body("""
                MOV TEMP[0], -IN[0]
                UADD OUT[0], TEMP[0], IN[0]
                END
                """);
        assertEquals("UADD OUT[0], TEMP[0], IN[0]", b.get(1));
        // Channels copied from different registers cannot become one operand.
        List<String> c = body("""
                MOV TEMP[0].x, IN[0].xxxx
                MOV TEMP[0].y, CONST[0][0].xxxx
                ADD OUT[0], TEMP[0].xyxy, IN[0]
                END
                """);
        assertEquals("ADD OUT[0], TEMP[0].xyxy, IN[0]", c.get(2));
    }

    @Test
    void leavesShadersWithIndirectTemporariesOutsideArraysUnchanged() {
        TgsiShader in = TgsiText.parse("""
                VERT
                DCL IN[0]
                DCL OUT[0], POSITION
                DCL TEMP[0..3]
                DCL ADDR[0]
                IMM[0] FLT32 { 1.0, 0.0, 0.0, 0.0 }
                MOV TEMP[1], IN[0]
                ARL ADDR[0].x, IMM[0].xxxx
                MOV OUT[0], TEMP[ADDR[0].x]
                END
                """, "indirect.tgsi");
        assertSame(in, TgsiOptimizer.optimize(in));
    }

    @Test
    void removesDeadCodeButKeepsSideEffects() {
        List<String> b = body("""
                MUL TEMP[0], IN[0], IN[0]
                SQRT TEMP[1].x, IN[0].xxxx
                KILL_IF IN[0]
                ADD TEMP[2], TEMP[0], TEMP[1]
                MOV OUT[0], IN[0]
                END
                """);
        assertEquals(List.of("KILL_IF IN[0]", "MOV OUT[0], IN[0]", "END"), b);
    }

    @Test
    void renumbersBranchLabels() {
        TgsiShader in = TgsiText.parse(HEAD + """
                MOV TEMP[3], IN[0]
                UIF IN[0].xxxx :3
                  MOV OUT[0], TEMP[3]
                ENDIF
                END
                """, "labels.tgsi");
        TgsiShader out = TgsiOptimizer.optimize(in);
        assertEquals(2, out.instructions().get(0).label(), TgsiDump.dump(out));
    }
}
