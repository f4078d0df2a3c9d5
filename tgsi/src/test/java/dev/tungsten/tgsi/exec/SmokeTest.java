package dev.tungsten.tgsi.exec;

import static dev.tungsten.tgsi.TgsiOpcode.*;
import static dev.tungsten.tgsi.exec.TestShader.*;
import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class SmokeTest {
    @Test
    void addsConstants() {
        TestShader s = TestShader.frag().decl(CONST, 0, 1).decl(OUT, 0, 0);
        s.op(ADD, s.dst(OUT, 0), s.src(CONST, 0), s.src(CONST, 1));
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        m.bindConstantBuffer(0, new int[] {f(1), f(2), f(3), f(4), f(10), f(20), f(30), f(40)});
        assertEquals(ExecStatus.DONE, m.run(0xF));
        for (int lane = 0; lane < 4; lane++) {
            assertEquals(11f, Float.intBitsToFloat(m.output(0, 0)[lane]));
            assertEquals(44f, Float.intBitsToFloat(m.output(0, 3)[lane]));
        }
    }

    static int f(float v) {
        return Float.floatToRawIntBits(v);
    }
}
