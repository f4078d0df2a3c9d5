package dev.tungsten.tgsi;

import org.junit.jupiter.api.Test;

import dev.tungsten.tgsi.TgsiOpcode.Tolerance;

import static org.junit.jupiter.api.Assertions.*;

/// The GPU-translation tolerances written in the opcode table.
class ToleranceTest {
    @Test
    void integerResultsMustBeExact() {
        for (TgsiOpcode op : TgsiOpcode.values()) {
            Tolerance t = op.tolerance();
            boolean integer = op.dstType().isInteger();
            if (integer && op.category() != TgsiOpcode.Category.SUBGROUP) {
                assertEquals(Tolerance.Rule.EXACT, t.rule(), op + " computes integers: GL must agree bit for bit");
            }
        }
    }

    @Test
    void everyBoundSaysWhereItComesFrom() {
        int bounded = 0;
        for (TgsiOpcode op : TgsiOpcode.values()) {
            Tolerance t = op.tolerance();
            assertFalse(t.reason().isBlank(), op.name());
            if (t.rule() == Tolerance.Rule.ULPS) {
                assertTrue(t.ulps() > 0 && t.ulps() <= 10, op + ": " + t.ulps());
            } else {
                assertEquals(0, t.ulps(), op.name());
            }
            if (t.rule() != Tolerance.Rule.EXACT) {
                bounded++;
            }
        }
        assertEquals(Tolerance.EXACT, TgsiOpcode.ADD.tolerance());
        assertEquals(Tolerance.Rule.TRIG, TgsiOpcode.SIN.tolerance().rule());
        assertEquals(2.5, TgsiOpcode.DIV.tolerance().ulps());
        assertEquals(33, bounded, "opcodes with a bound other than bit-exact");
    }
}
