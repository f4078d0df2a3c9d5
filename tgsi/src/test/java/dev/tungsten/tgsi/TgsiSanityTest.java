package dev.tungsten.tgsi;

import java.util.List;

import org.junit.jupiter.api.Test;

import static dev.tungsten.tgsi.RegisterFile.*;
import static dev.tungsten.tgsi.SanityTestShaders.*;
import static dev.tungsten.tgsi.TgsiOpcode.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/// Each diagnostic of [TgsiSanity] that Mesa's `tgsi_sanity_check` also gives, plus locations
/// and ordering. The checks Mesa does not make are in [SanityBeyondMesaTest].
class TgsiSanityTest {
    private static final Processor F = Processor.FRAG;

    @Test
    void aCleanShaderHasNoDiagnostic() {
        TgsiShader s = shader(F, semantic(OUTPUT, 0, SemanticName.COLOR, 0), decl(TEMPORARY, 0), imm(1, 2, 3, 4),
                op(MOV, dst(TEMPORARY, 0), src(IMMEDIATE, 0)), op(MOV, dst(OUTPUT, 0), src(TEMPORARY, 0)), end());
        assertEquals(List.of(), messages(s));
        assertFalse(TgsiSanity.hasErrors(TgsiSanity.check(s)));
    }

    @Test
    void undeclaredRegistersIncludingImmediateAndConstantIndicesPastTheRange() {
        TgsiShader s = shader(F, decl(OUTPUT, 0), decl(TEMPORARY, 0, 7), constants(1, 0, 3), imm(1, 1, 1, 1),
                op(MOV, dst(TEMPORARY, 8), src(TEMPORARY, 9)),
                op(MOV, dst(OUTPUT, 0), src(IMMEDIATE, 1)),
                op(MOV, dst(OUTPUT, 0), src2d(CONSTANT, 1, 4)),
                op(MOV, dst(OUTPUT, 0), src2d(CONSTANT, 0, 0)),
                op(MOV, dst(OUTPUT, 0), src(CONSTANT, 0)),
                op(MOV, dst(OUTPUT, 0), src(IMMEDIATE, 0)),
                end());
        assertEquals(List.of(
                "TEMP[8]: undeclared destination register (declared: TEMP[0..7])",
                "TEMP[9]: undeclared source register (declared: TEMP[0..7])",
                "IMM[1]: undeclared source register (the shader has 1 immediate so far)",
                "CONST[1][4]: undeclared source register (declared: CONST[1][0..3])",
                "CONST[0][0]: undeclared source register (declared: CONST[1][0..3])",
                "CONST[0]: undeclared source register (declared: CONST[1][0..3])"), errors(s));
    }

    @Test
    void declarationsAndImmediatesAfterTheFirstInstruction() {
        // Mesa's own example (synthetic syn-278): the immediate is used before it is declared.
        TgsiShader s = shader(F, decl(OUTPUT, 0), decl(TEMPORARY, 0), op(MOV, dst(TEMPORARY, 0), src(IMMEDIATE, 0)),
                imm(1, 2, 3, 4), decl(TEMPORARY, 1), op(MOV, dst(OUTPUT, 0), src(TEMPORARY, 0)), end());
        assertEquals(List.of(
                "IMM[0]: undeclared source register (the shader has 0 immediates so far)",
                "instruction expected but immediate found",
                "instruction expected but declaration found"), errors(s));
    }

    @Test
    void registersDeclaredTwiceAreReportedAsMergedRuns() {
        TgsiShader s = shader(F, decl(TEMPORARY, 0, 3), decl(TEMPORARY, 2, 5), decl(TEMPORARY, 5), decl(TEMPORARY, 9),
                decl(TEMPORARY, 9), end());
        assertEquals(List.of(
                "TEMP[2..3]: registers declared more than once",
                "TEMP[5]: register declared more than once",
                "TEMP[9]: register declared more than once"), errors(s));
    }

    @Test
    void operandCountsAgainstTheOpcodeTable() {
        TgsiShader s = shader(F, decl(TEMPORARY, 0, 1),
                op(MOV, List.of(dst(TEMPORARY, 0), dst(TEMPORARY, 1)), src(TEMPORARY, 0)),
                op(ADD, dst(TEMPORARY, 0), src(TEMPORARY, 0)),
                op(END, src(TEMPORARY, 1)));
        assertEquals(List.of(
                "MOV takes 1 destination operand, found 2",
                "ADD takes 2 source operands, found 1",
                "END takes 0 source operands, found 1"), errors(s));
    }

    @Test
    void emptyWriteMaskAndTheNullFile() {
        TgsiShader s = shader(F, decl(TEMPORARY, 0), decl(NULL, 0),
                op(MOV, dst(TEMPORARY, 0).withWriteMask(0), src(TEMPORARY, 0)),
                op(MOV, dst(NULL, 0), src(NULL, 0)), end());
        assertEquals(List.of(
                "invalid register file NULL in a declaration",
                "TEMP[0]: destination has an empty write mask",
                "NULL[0]: invalid register file NULL in a destination operand",
                "NULL[0]: invalid register file NULL in a source operand"), errors(s));
    }

    @Test
    void missingAndRepeatedEnd() {
        assertEquals(List.of("missing END instruction"), errors(shader(F)));
        assertEquals(List.of("more than one END instruction (the first is instruction 0)"), errors(shader(F, end(), end())));
    }

    @Test
    void indirectAccessNeedsSomeRegisterOfItsFileAndADeclaredAddress() {
        SrcRegister ind = new SrcRegister(CONSTANT, 2, Swizzle.XYZW, false, false, addr(0), new DimensionRegister(0, null));
        SrcRegister ind1 = new SrcRegister(TEMPORARY, 2, Swizzle.XYZW, false, false, addr(1), null);
        DstRegister dind = new DstRegister(TEMPORARY, WriteMask.XYZW, 40, addr(2), null);
        TgsiShader s = shader(F, decl(ADDRESS, 0), decl(OUTPUT, 0), decl(TEMPORARY, 0, 3),
                op(MOV, dst(OUTPUT, 0), ind),     // no CONST at all; Mesa: "CONST: Undeclared source register"
                op(MOV, dst(OUTPUT, 0), ind1),    // ADDR[1] undeclared; the offset 2 is not range-checked
                op(MOV, dind, src(TEMPORARY, 0)), // a destination address is checked too (Mesa does not)
                end());
        assertEquals(List.of(
                "CONST[0][ADDR[0].x+2]: undeclared source register (no CONST register is declared)",
                "ADDR[1]: undeclared indirect register",
                "ADDR[2]: undeclared indirect register"), errors(s));
    }

    @Test
    void neverUsedWarningsAreCompressedAndRespectIndirectAccess() {
        SrcRegister arrayRead = new SrcRegister(TEMPORARY, 4, Swizzle.XYZW, false, false,
                new IndirectRegister(ADDRESS, 0, 0, 1), null);
        TgsiShader s = shader(F, decl(ADDRESS, 0), decl(OUTPUT, 0, 1), decl(TEMPORARY, 0, 3), array(TEMPORARY, 4, 6, 1),
                decl(TEMPORARY, 7), imm(1, 2, 3, 4), imm(5, 6, 7, 8), constants(0, 0, 15),
                op(MOV, dst(OUTPUT, 0), arrayRead),
                op(MOV, dst(OUTPUT, 0), src(TEMPORARY, 1)),
                op(MOV, dst(OUTPUT, 0), new SrcRegister(CONSTANT, 0, Swizzle.XYZW, false, false, addr(0),
                        new DimensionRegister(0, null))),
                end());
        assertEquals(List.of(
                "OUT[1]: register never used",
                "TEMP[0]: register never used",
                "TEMP[2..3]: registers never used",
                "TEMP[7]: register never used",
                "IMM[0]: register never used",
                "IMM[1]: register never used"), warnings(s));
    }

    @Test
    void errorsAloneAreTheErrorsOfTheFullCheck() {
        TgsiShader s = shader(F, decl(OUTPUT, 0, 1), decl(TEMPORARY, 0, 3), decl(TEMPORARY, 2),
                op(MOV, dst(OUTPUT, 0), src(TEMPORARY, 1)),
                op(MOV, dst(OUTPUT, 0), src(TEMPORARY, 9)),
                end());
        List<TgsiSanity.Diagnostic> all = TgsiSanity.check(s);
        assertEquals(all.stream().filter(TgsiSanity.Diagnostic::isError).toList(), TgsiSanity.errors(s));
        assertEquals(2, TgsiSanity.errors(s).size(), "TEMP[2] declared twice, TEMP[9] undeclared: " + all);
        assertTrue(all.size() > 2, "the full check also warns: " + all);
    }

    @Test
    void neverUsedWarningsSpanSmallAndHugeRegisterIndices() {
        // Indices past the checker's bit set (65536 and up) are kept apart; both kinds of marks
        // must still split a declaration's range in order.
        TgsiShader s = shader(F, decl(OUTPUT, 0), decl(TEMPORARY, 65530, 65540), decl(TEMPORARY, 2_000_000_000),
                op(MOV, dst(OUTPUT, 0), src(TEMPORARY, 65534)),
                op(MOV, dst(OUTPUT, 0), src(TEMPORARY, 65537)),
                op(MOV, dst(OUTPUT, 0), src(TEMPORARY, 2_000_000_000)),
                end());
        assertEquals(List.of(
                "TEMP[65530..65533]: registers never used",
                "TEMP[65535..65536]: registers never used",
                "TEMP[65538..65540]: registers never used"), warnings(s));
    }

    @Test
    void samplerViewsReadThroughTheirSamplerAndPerVertexInputsCountAsUsed() {
        TgsiShader fs = shader(F, decl(OUTPUT, 0), decl(SAMPLER, 0), sview(0, TextureTarget.T2D), sview(1, TextureTarget.T2D),
                new Instruction(TEX, false, false, TgsiToken.NONE, Instruction.Texture.of(TextureTarget.T2D), null,
                        List.of(dst(OUTPUT, 0)), List.of(src(SAMPLER, 0), src(SAMPLER, 0))), end());
        assertEquals(List.of("SVIEW[1]: register never used"), warnings(fs), "Mesa would also warn about SVIEW[0]");
        TgsiShader gs = shader(Processor.GEOM, new Property(PropertyName.GS_INPUT_PRIMITIVE, PrimitiveType.TRIANGLES.code()),
                semantic(INPUT, 0, SemanticName.POSITION, 0), semantic(INPUT, 1, SemanticName.GENERIC, 0),
                semantic(OUTPUT, 0, SemanticName.POSITION, 0),
                op(MOV, dst(OUTPUT, 0), src2d(INPUT, 2, 0)), end());
        assertEquals(List.of("IN[1]: register never used"), warnings(gs), "Mesa also warns IN[0] for vertices 0 and 1");
    }

    @Test
    void sixtyFourBitImmediatesAreAWarningNotAnErrorAsInMesa() {
        TgsiShader s = shader(F, decl(OUTPUT, 0), new Immediate(ImmediateType.FLT64, new int[] {0, 0x3ff80000, 0, 0}),
                op(MOV, dst(OUTPUT, 0), src(IMMEDIATE, 0)), end());
        assertEquals(List.of(), errors(s));
        assertEquals(List.of("IMM[0]: FLT64 immediate, which Mesa 24.1's tgsi_sanity_check rejects although drivers accept it"),
                warnings(s));
    }

    @Test
    void implicitVertexDimensionsOfGeometryAndTessellationShaders() {
        TgsiShader gs = shader(Processor.GEOM, new Property(PropertyName.GS_INPUT_PRIMITIVE, PrimitiveType.TRIANGLES.code()),
                decl(INPUT, 0), decl(OUTPUT, 0),
                op(MOV, dst(OUTPUT, 0), src2d(INPUT, 2, 0)),
                op(MOV, dst(OUTPUT, 0), src2d(INPUT, 3, 0)),
                op(MOV, dst(OUTPUT, 0), src(INPUT, 0)), end());
        assertEquals(List.of(
                "IN[3][0]: undeclared source register (declared: IN[0] per vertex)",
                "IN[0]: undeclared source register (declared: IN[0] per vertex)"), errors(gs));
        TgsiShader tcs = shader(Processor.TESS_CTRL, new Property(PropertyName.TCS_VERTICES_OUT, 4),
                decl(INPUT, 0), decl(OUTPUT, 0), semantic(OUTPUT, 1, SemanticName.PATCH, 0),
                op(MOV, new DstRegister(OUTPUT, 0xF, 0, null, new DimensionRegister(3, null)), src2d(INPUT, 31, 0)),
                op(MOV, new DstRegister(OUTPUT, 0xF, 0, null, new DimensionRegister(4, null)), src2d(INPUT, 32, 0)),
                op(MOV, dst(OUTPUT, 1), src2d(INPUT, 0, 0)), end());
        assertEquals(List.of(
                "OUT[4][0]: undeclared destination register (declared: OUT[0] per vertex, OUT[1])",
                "IN[32][0]: undeclared source register (declared: IN[0] per vertex)"), errors(tcs));
        SrcRegister anyVertex = new SrcRegister(INPUT, 0, Swizzle.XYZW, false, false, null, new DimensionRegister(0, addr(0)));
        TgsiShader tes = shader(Processor.TESS_EVAL, decl(INPUT, 0), decl(OUTPUT, 0), decl(ADDRESS, 0),
                op(MOV, dst(OUTPUT, 0), anyVertex), end());
        assertEquals(List.of(), errors(tes));
    }

    @Test
    void locationsCarryWordInstructionAndOptionalTextPosition() {
        TgsiShader s = shader(F, decl(OUTPUT, 0), imm(1, 2, 3, 4), op(MOV, dst(OUTPUT, 0), src(TEMPORARY, 3)), end());
        TgsiSanity.Diagnostic d = TgsiSanity.check(s).stream().filter(TgsiSanity.Diagnostic::isError).findFirst().orElseThrow();
        // header 2 + declaration 2 + immediate 5: the MOV starts at word 9 and is instruction 0.
        assertEquals(new TgsiException.Location(null, -1, -1, 9, 0), d.location());
        assertEquals("instruction 0 (word 9): error: TEMP[3]: undeclared source register (no TEMP register is declared)",
                d.toString());
        SourcePositions pos = new SourcePositions("a.tgsi", List.of(TgsiException.Location.text(null, 2, 1),
                TgsiException.Location.text(null, 3, 1), TgsiException.Location.text(null, 4, 5), TgsiException.Location.UNKNOWN));
        List<TgsiSanity.Diagnostic> all = TgsiSanity.check(s, pos);
        assertEquals(List.of("a.tgsi:3:1: warning: IMM[0]: register never used",
                "a.tgsi:4:5: error: TEMP[3]: undeclared source register (no TEMP register is declared)"),
                all.stream().map(TgsiSanity.Diagnostic::toString).toList());
        assertEquals(9, all.get(1).location().word());
        assertEquals(0, all.get(1).location().instruction());
        TgsiSanity.Diagnostic missingEnd = TgsiSanity.check(shader(F, decl(OUTPUT, 0)), pos).stream()
                .filter(TgsiSanity.Diagnostic::isError).findFirst().orElseThrow();
        assertEquals("a.tgsi:word 4: error: missing END instruction", missingEnd.toString(), "end of stream");
    }

    @Test
    void diagnosticsAreOrderedByPosition() {
        TgsiShader s = shader(F, decl(OUTPUT, 0), decl(TEMPORARY, 5),
                op(MOV, dst(OUTPUT, 0), src(TEMPORARY, 0)), op(ELSE), op(MOV, dst(OUTPUT, 0), src(TEMPORARY, 1)));
        List<TgsiSanity.Diagnostic> all = TgsiSanity.check(s);
        for (int i = 1; i < all.size(); i++) {
            assertTrue(all.get(i - 1).location().word() <= all.get(i).location().word(), all.toString());
        }
        assertTrue(all.getLast().message().equals("missing END instruction"));
    }
}
