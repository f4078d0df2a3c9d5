package dev.tungsten.soft.jit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.exec.ExecProgram;
import org.junit.jupiter.api.Test;

class JitSmokeTest {
    private static void same(String text) {
        TgsiShader shader = Differential.parse(text);
        ExecProgram program = ExecProgram.compile(shader, "test");
        JitProgram jit = JitCompiler.compile(shader, "test", JitOptions.EXACT);
        Random random = new Random(1);
        for (int trial = 0; trial < 20; trial++) {
            int width = 4 * (1 + random.nextInt(8));
            int live = random.nextInt() & (width == 32 ? -1 : (1 << width) - 1);
            Differential.Result r = Differential.compare(program, jit, Differential.randomBlock(program, width, live, random));
            assertTrue(r.same(), () -> String.join("\n", r.differences()));
        }
    }

    @Test
    void mad() {
        same("""
                FRAG
                DCL IN[0], GENERIC[0], LINEAR
                DCL OUT[0], COLOR
                DCL CONST[0..1]
                DCL TEMP[0]
                MAD TEMP[0], IN[0], CONST[0], CONST[1]
                MUL OUT[0], TEMP[0], IN[0].wzyx
                END
                """);
    }

    /// A loop whose body branches differently for alternate lanes: masked segments, including a
    /// 4-channel MAD under a mask ([JitAllocationTest] runs it too).
    static final String IF_ELSE_LOOP = """
            FRAG
            DCL IN[0], GENERIC[0], LINEAR
            DCL OUT[0], COLOR
            DCL TEMP[0..3]
            IMM[0] FLT32 {0.0, 1.0, 8.0, 0.5}
            MOV TEMP[0], IN[0]
            MOV TEMP[2].x, IMM[0].xxxx
            BGNLOOP
              FSGE TEMP[3].x, TEMP[2].xxxx, IMM[0].zzzz
              UIF TEMP[3].xxxx
                BRK
              ENDIF
              FSLT TEMP[3].y, TEMP[0].xxxx, IMM[0].wwww
              UIF TEMP[3].yyyy
                MAD TEMP[1], TEMP[0], IMM[0].wwww, IMM[0].yyyy
              ELSE
                MUL TEMP[1], TEMP[0], IMM[0].zzzz
              ENDIF
              ADD TEMP[2].x, TEMP[2].xxxx, IMM[0].yyyy
              ADD TEMP[0], TEMP[0], TEMP[1]
            ENDLOOP
            MOV OUT[0], TEMP[0]
            END
            """;

    @Test
    void ifElseLoop() {
        same(IF_ELSE_LOOP);
    }

    @Test
    void slowPathAndKill() {
        same("""
                FRAG
                DCL IN[0], GENERIC[0], LINEAR
                DCL OUT[0], COLOR
                DCL TEMP[0..1]
                LIT TEMP[0], IN[0]
                DDX TEMP[1], IN[0]
                KILL_IF IN[0].xxxx
                ADD OUT[0], TEMP[0], TEMP[1]
                END
                """);
    }

    @Test
    void classVerifies() {
        TgsiShader shader = Differential.parse("""
                FRAG
                DCL IN[0], GENERIC[0], LINEAR
                DCL OUT[0], COLOR
                MOV OUT[0], IN[0]
                END
                """);
        byte[] bytes = JitCompiler.classBytes(shader, "t", JitOptions.EXACT);
        assertEquals(java.util.List.of(), java.lang.classfile.ClassFile.of().verify(bytes));
    }
}
