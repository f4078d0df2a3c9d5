package dev.tungsten.tgsi;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import static dev.tungsten.tgsi.RegisterFile.*;
import static dev.tungsten.tgsi.SanityTestShaders.*;
import static dev.tungsten.tgsi.TgsiOpcode.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/// The diagnostics Mesa 24.1's checker does not give, each on the smallest shader that shows
/// it, with why it is a real defect.
class SanityBeyondMesaTest {
    private static final Processor F = Processor.FRAG;
    private static final SrcRegister ONE = src(IMMEDIATE, 0);

    private static TgsiShader body(TgsiToken... instructions) {
        List<TgsiToken> t = new ArrayList<>(List.of(decl(OUTPUT, 0), imm(1, 1, 1, 1)));
        t.addAll(List.of(instructions));
        return new TgsiShader(F, t);
    }

    private static Instruction mov() {
        return op(MOV, dst(OUTPUT, 0), ONE);
    }

    /// Unbalanced blocks cannot be translated to structured GLSL/SPIR-V or run by any interpreter.
    @Test
    void controlFlowStructure() {
        assertEquals(List.of("ELSE without a matching IF"), errors(body(op(ELSE), mov(), end())));
        assertEquals(List.of("second ELSE for IF at instruction 0 (the first is at instruction 1)"),
                errors(body(labeled(IF, 1, ONE), labeled(ELSE, 3), op(ELSE), op(ENDIF), mov(), end()))
                        .stream().filter(m -> m.contains("ELSE")).toList());
        assertEquals(List.of("ENDIF without a matching IF or UIF"), errors(body(op(ENDIF), mov(), end())));
        assertEquals(List.of("IF is not closed before the ENDLOOP at instruction 2"),
                errors(body(labeled(BGNLOOP, 0), labeled(IF, 2, ONE), labeled(ENDLOOP, 0), mov(), end())));
        assertEquals(List.of("ENDSWITCH without a matching SWITCH", "CASE outside a SWITCH", "DEFAULT outside a SWITCH"),
                errors(body(op(ENDSWITCH), op(CASE, ONE), op(DEFAULT), mov(), end())));
        assertEquals(List.of("second DEFAULT in the SWITCH at instruction 0"),
                errors(body(op(SWITCH, ONE), op(DEFAULT), op(DEFAULT), op(ENDSWITCH), mov(), end())));
        assertEquals(List.of("CASE outside a SWITCH (the innermost open construct is the IF at instruction 1)"),
                errors(body(op(SWITCH, ONE), labeled(IF, 3, ONE), op(CASE, ONE), op(ENDIF), op(ENDSWITCH), mov(), end())));
        assertEquals(List.of("BRK outside any loop or switch", "CONT outside any loop"),
                errors(body(op(BRK), op(SWITCH, ONE), op(CONT), op(ENDSWITCH), mov(), end())));
        assertEquals(List.of("BGNLOOP is never closed (expected ENDLOOP)", "END inside the BGNLOOP at instruction 0, which is not closed"),
                errors(body(labeled(BGNLOOP, 0), mov(), end())));
        assertEquals(List.of("BGNSUB inside the IF at instruction 1; subroutines must be at the top level",
                        "ENDSUB without a matching BGNSUB"),
                errors(body(end(), labeled(IF, 4, ONE), op(BGNSUB), op(ENDSUB), op(ENDIF), op(ENDSUB))));
        // A loop inside a subroutine does not let BRK reach the caller's loop.
        assertEquals(List.of("BRK outside any loop or switch"),
                errors(body(mov(), end(), op(BGNSUB), op(BRK), op(ENDSUB))));
    }

    /// Only Mesa's tgsi_exec reads IF/ELSE labels, so they are warnings; a CAL has no other way
    /// to name its subroutine, so its label is an error.
    @Test
    void labels() {
        assertEquals(List.of("IF label :3 should be :2 (its ELSE)", "ELSE has no label; Mesa's tgsi_exec would jump to"
                        + " instruction 0 instead of 4 (its ENDIF)"),
                warnings(body(labeled(IF, 3, ONE), mov(), op(ELSE), mov(), op(ENDIF), end())).stream()
                        .filter(m -> m.contains("label")).toList());
        assertEquals(List.of(), warnings(body(labeled(UIF, 2, ONE), mov(), op(ENDIF), labeled(BGNLOOP, 7), op(BRK),
                labeled(ENDLOOP, 99), end())), "UIF names its ENDIF; loop labels mean nothing");
        assertEquals(List.of("CAL has no label naming the BGNSUB it calls",
                        "CAL label :0 does not name a BGNSUB (instruction 0 is CAL)",
                        "CAL label :9 does not name a BGNSUB (the shader has 9 instructions)"),
                errors(body(op(CAL), labeled(CAL, 0), labeled(CAL, 9), labeled(CAL, 6), mov(), end(), op(BGNSUB), op(RET),
                        op(ENDSUB))));
    }

    @Test
    void codeAfterEndOutsideSubroutinesAndNestingDepth() {
        assertEquals(List.of("MOV after END outside any subroutine is never executed"),
                warnings(body(mov(), end(), mov(), mov())));
        List<TgsiToken> deep = new ArrayList<>();
        for (int i = 0; i < 33; i++) {
            deep.add(labeled(IF, 65 - i, ONE));
        }
        deep.add(mov());
        for (int i = 0; i < 33; i++) {
            deep.add(op(ENDIF));
        }
        deep.add(end());
        List<String> w = warnings(body(deep.toArray(TgsiToken[]::new)));
        assertTrue(w.contains("IF nesting depth 33 exceeds tgsi_exec's limit of 32"), w.toString());
    }

    /// These files have no storage behind a write.
    @Test
    void writesToReadOnlyFiles() {
        TgsiShader s = shader(F, decl(INPUT, 0), constants(0, 0, 0), decl(SYSTEM_VALUE, 0), imm(1, 1, 1, 1), decl(SAMPLER, 0),
                op(MOV, dst(INPUT, 0), ONE),
                op(MOV, new DstRegister(CONSTANT, 15, 0, null, new DimensionRegister(0, null)), ONE),
                op(MOV, dst(SYSTEM_VALUE, 0), ONE), op(MOV, dst(IMMEDIATE, 0), ONE), op(MOV, dst(SAMPLER, 0), ONE), end());
        assertEquals(List.of("IN[0]: IN registers cannot be written", "CONST[0][0]: CONST registers cannot be written",
                "SV[0]: SV registers cannot be written", "IMM[0]: IMM registers cannot be written",
                "SAMP[0]: SAMP registers cannot be written"), errors(s));
    }

    /// A channel past the end of a short immediate does not exist; channels not read are fine.
    @Test
    void readsPastTheEndOfAShortImmediate() {
        TgsiShader s = shader(F, decl(OUTPUT, 0), imm(1, 2),
                op(MOV, dst(OUTPUT, 0).withWriteMask(WriteMask.XY), ONE),
                op(MOV, dst(OUTPUT, 0), ONE.withSwizzle(Swizzle.pack(0, 1, 1, 0))),
                op(MOV, dst(OUTPUT, 0), ONE),
                op(DP2, dst(OUTPUT, 0), ONE, ONE), end());
        assertEquals(List.of("IMM[0] has 2 data words but channel z is read"), errors(s));
    }

    @Test
    void textureOpcodesNeedATargetAndTheirOffsetsDeclaredRegisters() {
        Instruction noTarget = op(TEX, dst(OUTPUT, 0), ONE, src(SAMPLER, 0));
        Instruction offset = new Instruction(TXF, false, false, TgsiToken.NONE,
                new Instruction.Texture(TextureTarget.T2D, ReturnType.UNKNOWN,
                        List.of(new Instruction.TextureOffset(TEMPORARY, 3, 0, 1, 2))),
                null, List.of(dst(OUTPUT, 0)), List.of(ONE, src(SAMPLER, 0)));
        TgsiShader s = shader(F, decl(OUTPUT, 0), decl(SAMPLER, 0), imm(1, 1, 1, 1), noTarget, offset, end());
        assertEquals(List.of("TEX has no texture target",
                "TEMP[3]: undeclared texture offset register (no TEMP register is declared)"), errors(s));
    }

    /// Opcodes that exist in one stage only: no driver can run them elsewhere.
    @Test
    void stageOnlyOpcodes() {
        TgsiShader vs = shader(Processor.VERT, decl(OUTPUT, 0), imm(1, 1, 1, 1), decl(INPUT, 0),
                op(KILL), op(KILL_IF, ONE), op(DEMOTE), op(EMIT, ONE), op(ENDPRIM, ONE), op(BARRIER),
                op(FBFETCH, dst(OUTPUT, 0), ONE), op(INTERP_CENTROID, dst(OUTPUT, 0), src(INPUT, 0)), end());
        assertEquals(List.of(
                "KILL is not allowed in a VERT shader (only in FRAG)",
                "KILL_IF is not allowed in a VERT shader (only in FRAG)",
                "DEMOTE is not allowed in a VERT shader (only in FRAG)",
                "EMIT is not allowed in a VERT shader (only in GEOM)",
                "ENDPRIM is not allowed in a VERT shader (only in GEOM)",
                "BARRIER is not allowed in a VERT shader (only in TESS_CTRL, COMP)",
                "FBFETCH is not allowed in a VERT shader (only in FRAG)",
                "INTERP_CENTROID is not allowed in a VERT shader (only in FRAG)"), errors(vs));
        TgsiShader cs = shader(Processor.COMP, op(BARRIER), end());
        assertEquals(List.of(), errors(cs));
    }

    /// Without the property the vertex count of a per-vertex declaration is unknown (Mesa's own
    /// checker reads an uninitialised count for TESS_CTRL outputs here).
    @Test
    void declarationsBeforeThePropertyThatSizesThem() {
        TgsiShader gs = shader(Processor.GEOM, decl(INPUT, 0),
                new Property(PropertyName.GS_INPUT_PRIMITIVE, PrimitiveType.LINES.code()), end());
        assertEquals(List.of("IN[0]: GEOM input declared before PROPERTY GS_INPUT_PRIMITIVE, so its vertex count is unknown"),
                errors(gs));
        TgsiShader tcs = shader(Processor.TESS_CTRL, decl(OUTPUT, 0), new Property(PropertyName.TCS_VERTICES_OUT, 33), end());
        assertEquals(List.of(
                "OUT[0]: TESS_CTRL output declared before PROPERTY TCS_VERTICES_OUT, so its vertex count is unknown",
                "PROPERTY TCS_VERTICES_OUT: 33 is outside 1..32"), errors(tcs));
    }

    @Test
    void badDeclarationsAndPropertyValues() {
        TgsiShader s = shader(F, new Property(PropertyName.GS_INPUT_PRIMITIVE, 15),
                new Property(PropertyName.FS_COORD_ORIGIN, 2), new Property(PropertyName.FS_COORD_PIXEL_CENTER, -1),
                new Property(PropertyName.FS_DEPTH_LAYOUT, 5), new Property(PropertyName.NEXT_SHADER, 8),
                new Property(PropertyName.TES_SPACING, 3), new Property(PropertyName.TES_SPACING, 2),
                decl(TEMPORARY, 3, 1), array(TEMPORARY, 4, 5, 1), array(TEMPORARY, 6, 7, 1),
                op(MOV, dst(TEMPORARY, 4), new SrcRegister(TEMPORARY, 4, Swizzle.XYZW, false, false,
                        new IndirectRegister(TEMPORARY, 6, 0, 7), null)), end());
        assertEquals(List.of(
                "PROPERTY GS_INPUT_PRIMITIVE: 15 is not a primitive type",
                "PROPERTY FS_COORD_ORIGIN: 2 is outside 0..1",
                "PROPERTY FS_COORD_PIXEL_CENTER: 4294967295 is outside 0..1",
                "PROPERTY FS_DEPTH_LAYOUT: 5 is outside 0..4",
                "PROPERTY NEXT_SHADER: 8 is not a processor",
                "PROPERTY TES_SPACING: 3 is outside 0..2",
                "TEMP[3..1]: empty declaration range",
                "TEMP[6..7]: ARRAY(1) is already declared for TEMP[4..5]",
                "TEMP[TEMP[6].x+4](7): TEMP has no ARRAY(7)"), errors(s));
        assertEquals(List.of("PROPERTY TES_SPACING set more than once; the last value, 2, wins"),
                warnings(s).stream().filter(m -> m.startsWith("PROPERTY")).toList());
    }

    @Test
    void legacyOpcodesAreFlagged() {
        TgsiShader s = body(op(SUB, dst(OUTPUT, 0), ONE, ONE), end());
        assertEquals(List.of("SUB is a legacy opcode of the 2010 specification that Mesa 24.1 no longer has"), warnings(s));
    }
}
