package dev.tungsten.gl.glsl;

import org.junit.jupiter.api.Test;

import dev.tungsten.gl.glsl.GlslTolerance.Rule;
import dev.tungsten.tgsi.TgsiOpcode;

import static org.junit.jupiter.api.Assertions.*;

/// The GLSL translation's tolerances, one per opcode.
class GlslToleranceTest {
    @Test
    void integerResultsMustBeExact() {
        for (TgsiOpcode op : TgsiOpcode.values()) {
            GlslTolerance t = GlslTolerance.of(op);
            boolean integer = op.dstType().isInteger();
            if (integer && op.category() != TgsiOpcode.Category.SUBGROUP) {
                assertEquals(Rule.EXACT, t.rule(), op + " computes integers: GL must agree bit for bit");
            }
        }
    }

    @Test
    void everyBoundSaysWhereItComesFrom() {
        int bounded = 0;
        for (TgsiOpcode op : TgsiOpcode.values()) {
            GlslTolerance t = GlslTolerance.of(op);
            assertFalse(t.reason().isBlank(), op.name());
            if (t.rule() == Rule.ULPS) {
                assertTrue(t.ulps() > 0 && t.ulps() <= 10, op + ": " + t.ulps());
            } else {
                assertEquals(0, t.ulps(), op.name());
            }
            if (t.rule() != Rule.EXACT) {
                bounded++;
            }
        }
        assertEquals(GlslTolerance.EXACT, GlslTolerance.of(TgsiOpcode.ADD));
        assertEquals(Rule.TRIG, GlslTolerance.of(TgsiOpcode.SIN).rule());
        assertEquals(2.5, GlslTolerance.of(TgsiOpcode.DIV).ulps());
        assertEquals(33, bounded, "opcodes with a bound other than bit-exact");
    }
}
