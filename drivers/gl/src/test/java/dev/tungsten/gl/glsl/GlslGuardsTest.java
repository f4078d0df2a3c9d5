package dev.tungsten.gl.glsl;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import dev.tungsten.gl.glsl.GlslGuards.Operation;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiOpcode.Guard;
import dev.tungsten.tgsi.TgsiShader;

import static dev.tungsten.gl.glsl.Shaders.*;
import static org.junit.jupiter.api.Assertions.*;

/// The GLSL translator applies the opcode table's guards, and only them: every guarded opcode's
/// translation carries out each guard of its row, and an arm cannot apply a guard its row does
/// not list. The values the guarded GLSL computes are compared with the interpreter on llvmpipe
/// by `tests/GlGuardDifferentialTest`.
class GlslGuardsTest {
    private static final GlslOptions GL45 = GlslOptions.permissive(GlslVersion.V450);
    private static final GlslOptions GL33 = GlslOptions.permissive(GlslVersion.V330);

    @Test
    void everyOperationCarriesOutExactlyOneGuard() {
        Set<Operation> seen = EnumSet.noneOf(Operation.class);
        for (Guard g : Guard.values()) {
            Set<Operation> ops = GlslGuards.operations(g);
            assertFalse(ops.isEmpty(), g + " has no GLSL operation");
            for (Operation o : ops) {
                assertTrue(seen.add(o), o + " carries out two guards");
                assertSame(g, GlslGuards.guardOf(o));
            }
        }
        assertEquals(EnumSet.allOf(Operation.class), seen, "an operation no guard uses");
    }

    @Test
    void everyGuardedOpcodeAppliesEachGuardOfItsRow() {
        List<GlslShader> judged = new ArrayList<>();
        List<TgsiOpcode> ops = new ArrayList<>();
        int guarded = 0;
        for (TgsiOpcode op : TgsiOpcode.values()) {
            if (op.guards().isEmpty()) {
                continue;
            }
            guarded++;
            for (GlslOptions options : List.of(GL45, GL33)) {
                GlslShader g = GlslTranslator.translate(Opcodes.alone(op), options);
                for (Guard guard : op.guards()) {
                    assertTrue(GlslGuards.operations(guard).stream().anyMatch(o -> g.source().contains(o.marker())),
                            () -> op + " does not apply " + guard + " in GLSL " + options.version() + ":\n" + g.source());
                }
                if (GlslangValidator.judges(g)) {
                    judged.add(g);
                    ops.add(op);
                }
            }
        }
        assertEquals(56, guarded, "opcodes with a guard");
        if (GlslangValidator.isAvailable()) {
            List<GlslangValidator.Result> results = GlslangValidator.validateAll(judged);
            for (int i = 0; i < results.size(); i++) {
                int n = i;
                assertTrue(results.get(i).accepted(), () -> ops.get(n) + ": " + results.get(n).log() + "\n" + judged.get(n).source());
            }
        }
    }

    @Test
    void anArmCannotApplyAGuardItsRowDoesNotList() {
        TgsiShader s = fragment(1).op(TgsiOpcode.MOV, out(0), constant(0)).end().build();
        Emission em = new Emission(ShaderScan.of(s), GL45);
        em.opcode = TgsiOpcode.MOV;
        GlslGuards guards = new GlslGuards(em);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> guards.apply(Operation.FDIV, "a", "b"));
        assertTrue(e.getMessage().contains("FLOAT_DIVISION"), e.getMessage());
        assertTrue(em.helpers.isEmpty(), "nothing is written for a refused guard");
        em.opcode = TgsiOpcode.DIV;
        assertEquals("tgsi_div(a, $1)", guards.apply(Operation.FDIV, "a", "$1"), "operands may be the caller's placeholders");
        assertEquals(Set.of(GlslHelper.FDIV), em.helpers);
    }

    @Test
    void unpackingNoLongerNeedsTheGlsl400PackFunctions() {
        // UP2US, UP4B and UP4UB unpack by integer operations, so GLSL 3.30 without
        // GL_ARB_gpu_shader5 translates them; GLSL's unpack*norm* divide inexactly.
        for (TgsiOpcode op : List.of(TgsiOpcode.UP2US, TgsiOpcode.UP4B, TgsiOpcode.UP4UB)) {
            String src = GlslTranslator.translate(Opcodes.alone(op), GlslOptions.of(GlslVersion.V330)).source();
            assertFalse(src.contains("unpackUnorm") || src.contains("unpackSnorm"), src);
            assertTrue(src.contains("tgsi_unorm_field("), src);
        }
    }

    @Test
    void conversionsAndShiftsReadTheirGuardsInTheText() {
        String src = GlslTranslator.translate(fragment(2)
                .op(TgsiOpcode.F2I, temp(0), constant(0))
                .op(TgsiOpcode.ISHR, temp(1), constant(0), constant(1))
                .op(TgsiOpcode.DIV, out(0), constant(0), constant(1)).end().build(), GL45).source();
        assertTrue(src.contains("t0 = intBitsToFloat(tgsi_f2i(cb0.c[0]));"), src);
        assertTrue(src.contains(">> (floatBitsToInt(cb0.c[1]) & 31)"), src);
        assertTrue(src.contains("outs[0] = tgsi_div(cb0.c[0], cb0.c[1]);"), src);
    }
}
