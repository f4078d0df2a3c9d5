package dev.tungsten.tgsi;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/// Every field of every token kind as `tgsi_dump` prints it. The expected strings are Mesa 24.1's
/// output for the same tokens (checked with Mesa's own `tgsi_dump`), except where a comment says
/// the line is our choice (values Mesa prints as `(null)`, legacy opcodes).
class TgsiDumpTest {
    private static String dump(Processor p, TgsiToken... tokens) {
        return TgsiDump.dump(new TgsiShader(p, List.of(tokens)));
    }

    /// The dump's lines after the processor line.
    private static String body(Processor p, TgsiToken... tokens) {
        String d = dump(p, tokens);
        return d.substring(d.indexOf('\n') + 1);
    }

    private static Declaration decl(RegisterFile file, int first, int last, Declaration.Semantic sem, Declaration.Interp interp) {
        return new Declaration(file, first, last, WriteMask.XYZW, TgsiToken.NONE, interp, sem, false, false, TgsiToken.NONE,
                false, MemoryType.GLOBAL, null, null);
    }

    @Test
    void processorLineAndEmptyShader() {
        for (Processor p : Processor.values()) {
            assertEquals(p.text() + "\n", dump(p));
        }
    }

    // ---- declarations --------------------------------------------------------------------

    @Test
    void declarationRangesMasksArraysAndLocal() {
        Declaration d = new Declaration(RegisterFile.TEMPORARY, 4, 7, WriteMask.X | WriteMask.W, TgsiToken.NONE, null, null,
                false, true, 3, false, MemoryType.GLOBAL, null, null);
        assertEquals("DCL TEMP[4..7].xw, ARRAY(3), LOCAL\n", body(Processor.FRAG, d));
        assertEquals("DCL TEMP[3..1]\n", body(Processor.FRAG, Declaration.of(RegisterFile.TEMPORARY, 3, 1)));
        Declaration c = new Declaration(RegisterFile.CONSTANT, 0, 15, WriteMask.XYZW, 2, null, null, false, false,
                TgsiToken.NONE, false, MemoryType.GLOBAL, null, null);
        assertEquals("DCL CONST[2][0..15]\n", body(Processor.VERT, c));
    }

    @Test
    void semanticIndexIsPrintedWhenNonZeroOrGenericOrTexcoord() {
        assertEquals("DCL OUT[0], COLOR\nDCL OUT[1], COLOR[1]\nDCL OUT[2], GENERIC[0]\nDCL OUT[3], TEXCOORD[0]\n",
                body(Processor.VERT,
                        decl(RegisterFile.OUTPUT, 0, 0, new Declaration.Semantic(SemanticName.COLOR, 0), null),
                        decl(RegisterFile.OUTPUT, 1, 1, new Declaration.Semantic(SemanticName.COLOR, 1), null),
                        decl(RegisterFile.OUTPUT, 2, 2, new Declaration.Semantic(SemanticName.GENERIC, 0), null),
                        decl(RegisterFile.OUTPUT, 3, 3, new Declaration.Semantic(SemanticName.TEXCOORD, 0), null)));
    }

    @Test
    void twoDimensionalInputsAndOutputsPrintAnEmptyVertexBracket() {
        Declaration in = decl(RegisterFile.INPUT, 0, 0, new Declaration.Semantic(SemanticName.POSITION, 0), null);
        Declaration patch = decl(RegisterFile.INPUT, 4, 4, new Declaration.Semantic(SemanticName.PATCH, 0), null);
        Declaration out = decl(RegisterFile.OUTPUT, 1, 1, new Declaration.Semantic(SemanticName.GENERIC, 0), null);
        Declaration outer = decl(RegisterFile.OUTPUT, 5, 5, new Declaration.Semantic(SemanticName.TESSOUTER, 0), null);
        assertEquals("DCL IN[][0], POSITION\nDCL IN[][4], PATCH\n", body(Processor.GEOM, in, patch));
        assertEquals("DCL IN[][0], POSITION\nDCL IN[4], PATCH\nDCL OUT[][1], GENERIC[0]\nDCL OUT[5], TESSOUTER\n",
                body(Processor.TESS_CTRL, in, patch, out, outer));
        assertEquals("DCL IN[][0], POSITION\nDCL OUT[1], GENERIC[0]\n", body(Processor.TESS_EVAL, in, out));
        assertEquals("DCL IN[0], POSITION\n", body(Processor.VERT, in));
    }

    @Test
    void streamsImagesBuffersMemoryAndSamplerViews() {
        Declaration stream = decl(RegisterFile.OUTPUT, 1, 1, new Declaration.Semantic(SemanticName.GENERIC, 0, 1 | 3 << 6), null);
        assertEquals("DCL OUT[1], GENERIC[0], STREAM(1, 0, 0, 3)\n", body(Processor.GEOM, stream));
        Declaration image = new Declaration(RegisterFile.IMAGE, 0, 0, WriteMask.XYZW, TgsiToken.NONE, null, null, false, false,
                TgsiToken.NONE, false, MemoryType.GLOBAL,
                new Declaration.Image(TextureTarget.T2D_ARRAY, true, true, PipeFormat.R8G8B8A8_UNORM), null);
        assertEquals("DCL IMAGE[0], 2D_ARRAY, PIPE_FORMAT_R8G8B8A8_UNORM, WR, RAW\n", body(Processor.COMP, image));
        Declaration buffer = new Declaration(RegisterFile.BUFFER, 1, 1, WriteMask.XYZW, TgsiToken.NONE, null, null, false,
                false, TgsiToken.NONE, true, MemoryType.GLOBAL, null, null);
        Declaration memory = Declaration.of(RegisterFile.MEMORY, 0, 0);
        Declaration shared = new Declaration(RegisterFile.MEMORY, 1, 1, WriteMask.XYZW, TgsiToken.NONE, null, null, false,
                false, TgsiToken.NONE, false, MemoryType.SHARED, null, null);
        assertEquals("DCL BUFFER[1], ATOMIC\nDCL MEMORY[0], GLOBAL\nDCL MEMORY[1], SHARED\n",
                body(Processor.COMP, buffer, memory, shared));
        Declaration one = new Declaration(RegisterFile.SAMPLER_VIEW, 0, 0, WriteMask.XYZW, TgsiToken.NONE, null, null, false,
                false, TgsiToken.NONE, false, MemoryType.GLOBAL, null,
                new Declaration.SamplerView(TextureTarget.CUBE_ARRAY, ReturnType.SINT));
        Declaration four = new Declaration(RegisterFile.SAMPLER_VIEW, 1, 1, WriteMask.XYZW, TgsiToken.NONE, null, null, false,
                false, TgsiToken.NONE, false, MemoryType.GLOBAL, null,
                new Declaration.SamplerView(TextureTarget.SHADOW2D, ReturnType.FLOAT, ReturnType.FLOAT, ReturnType.FLOAT,
                        ReturnType.UINT));
        assertEquals("DCL SVIEW[0], CUBEARRAY, SINT\nDCL SVIEW[1], SHADOW2D, FLOAT, FLOAT, FLOAT, UINT\n",
                body(Processor.FRAG, one, four));
    }

    @Test
    void interpolationIsPrintedOnlyForFragmentInputsButLocationAlways() {
        Declaration.Interp centroid = new Declaration.Interp(Interpolation.PERSPECTIVE, InterpLocation.CENTROID);
        Declaration.Interp center = new Declaration.Interp(Interpolation.LINEAR, InterpLocation.CENTER);
        Declaration.Semantic generic = new Declaration.Semantic(SemanticName.GENERIC, 1);
        Declaration invariant = new Declaration(RegisterFile.OUTPUT, 0, 0, WriteMask.XYZW, TgsiToken.NONE, null,
                new Declaration.Semantic(SemanticName.POSITION, 0), true, false, TgsiToken.NONE, false, MemoryType.GLOBAL,
                null, null);
        assertEquals("DCL IN[0], GENERIC[1], PERSPECTIVE, CENTROID\nDCL IN[1], GENERIC[1], LINEAR\n",
                body(Processor.FRAG, decl(RegisterFile.INPUT, 0, 0, generic, centroid), decl(RegisterFile.INPUT, 1, 1, generic, center)));
        assertEquals("DCL OUT[0], GENERIC[1], CENTROID\nDCL OUT[1], GENERIC[1]\nDCL OUT[0], POSITION, INVARIANT\n",
                body(Processor.VERT, decl(RegisterFile.OUTPUT, 0, 0, generic, centroid),
                        decl(RegisterFile.OUTPUT, 1, 1, generic, center), invariant));
    }

    @Test
    void namesMesaLacksArePrintedByOurSpelling() {
        // Mesa 24.1 prints "(null)" here; we print names TgsiText reads back.
        Declaration sem = decl(RegisterFile.SYSTEM_VALUE, 0, 0, new Declaration.Semantic(SemanticName.TESS_DEFAULT_OUTER_LEVEL, 0), null);
        Declaration view = new Declaration(RegisterFile.SAMPLER_VIEW, 0, 0, WriteMask.XYZW, TgsiToken.NONE, null, null, false,
                false, TgsiToken.NONE, false, MemoryType.GLOBAL, null, new Declaration.SamplerView(TextureTarget.T2D, ReturnType.UNKNOWN));
        String text = dump(Processor.TESS_CTRL, sem, view);
        assertEquals("TESS_CTRL\nDCL SV[0], TESS_DEFAULT_OUTER_LEVEL\nDCL SVIEW[0], 2D, UNKNOWN\n", text);
        assertEquals(text, TgsiDump.dump(TgsiText.parse(text, "t")));
    }

    // ---- properties and immediates -----------------------------------------------------------

    @Test
    void propertiesPrintNamesWhereMesaHasThemAndNumbersElsewhere() {
        assertEquals("""
                PROPERTY GS_INPUT_PRIMITIVE TRIANGLES
                PROPERTY GS_OUTPUT_PRIMITIVE 15
                PROPERTY FS_COORD_ORIGIN LOWER_LEFT
                PROPERTY FS_COORD_PIXEL_CENTER 4294967295
                PROPERTY NEXT_SHADER MESH
                PROPERTY GS_MAX_OUTPUT_VERTICES -1
                """, body(Processor.GEOM, new Property(PropertyName.GS_INPUT_PRIMITIVE, 4),
                new Property(PropertyName.GS_OUTPUT_PRIMITIVE, 15), new Property(PropertyName.FS_COORD_ORIGIN, 1),
                new Property(PropertyName.FS_COORD_PIXEL_CENTER, -1), new Property(PropertyName.NEXT_SHADER, 7),
                new Property(PropertyName.GS_MAX_OUTPUT_VERTICES, -1)));
    }

    @Test
    void floatImmediatesPrintAsGlibcPrintf() {
        // %10.4f rounds the exact binary value half to even: 0.03125 -> 0.0312, 0.00015 (just
        // above) -> 0.0002; large values print every integer digit.
        Immediate a = new Immediate(ImmediateType.FLT32, new int[] {Float.floatToRawIntBits(0.03125f),
                Float.floatToRawIntBits(0.00015f), Float.floatToRawIntBits(-0.0f), Float.floatToRawIntBits(3.4028235e38f)});
        Immediate b = new Immediate(ImmediateType.FLT32, new int[] {0x7f800000, 0xff800000, 0x7fc00000, 0xffc00001});
        assertEquals("IMM[0] FLT32 {    0.0312,     0.0002,    -0.0000, 340282346638528859811704183484516925440.0000}\n"
                + "IMM[1] FLT32 {       inf,       -inf,        nan,       -nan}\n", body(Processor.FRAG, a, b));
        assertEquals("IMM[0] FLT32 {0x3d000000, 0x391d4952, 0x80000000, 0x7f7fffff}\n",
                TgsiDump.dump(new TgsiShader(Processor.FRAG, List.of(a)), true).substring(5));
    }

    @Test
    void integerAndSixtyFourBitImmediates() {
        Immediate u = new Immediate(ImmediateType.UINT32, new int[] {-1, 0, 7, Integer.MIN_VALUE});
        Immediate i = new Immediate(ImmediateType.INT32, new int[] {-1, 0, 7, Integer.MIN_VALUE});
        Immediate d = new Immediate(ImmediateType.FLT64, new int[] {0, 0x3ff80000, 0, 0x80000000});
        Immediate u64 = new Immediate(ImmediateType.UINT64, new int[] {-1, -1, 16, 0});
        Immediate i64 = new Immediate(ImmediateType.INT64, new int[] {-1, -1});
        Immediate one = new Immediate(ImmediateType.FLT32, new int[] {0x3f800000});
        assertEquals("""
                IMM[0] UINT32 {4294967295, 0, 7, 2147483648}
                IMM[1] INT32 {-1, 0, 7, -2147483648}
                IMM[2] FLT64 {1.50000000, -0.00000000}
                IMM[3] UINT64 {18446744073709551615, 16}
                IMM[4] INT64 {-1}
                IMM[5] FLT32 {    1.0000}
                """, body(Processor.FRAG, u, i, d, u64, i64, one));
    }

    // ---- instructions ----------------------------------------------------------------------

    private static Instruction op(TgsiOpcode op, int label) {
        return new Instruction(op, false, false, label, null, null, List.of(), List.of());
    }

    @Test
    void numberingAndIndentationFollowTheOpcodeFlags() {
        SrcRegister cond = SrcRegister.of(RegisterFile.TEMPORARY, 0).withSwizzle(Swizzle.XXXX);
        Instruction ifOp = new Instruction(TgsiOpcode.IF, false, false, 4, null, null, List.of(), List.of(cond));
        assertEquals("""
                  0: BGNLOOP :0
                  1:   IF TEMP[0].xxxx :4
                  2:     BRK
                  3:   ELSE :5
                  4:     KILL
                  5:   ENDIF
                  6: ENDLOOP :1
                  7: ENDSUB
                  8: END
                """, body(Processor.FRAG, op(TgsiOpcode.BGNLOOP, 0), ifOp, op(TgsiOpcode.BRK, TgsiToken.NONE),
                op(TgsiOpcode.ELSE, 5), op(TgsiOpcode.KILL, TgsiToken.NONE), op(TgsiOpcode.ENDIF, TgsiToken.NONE),
                op(TgsiOpcode.ENDLOOP, 1), op(TgsiOpcode.ENDSUB, TgsiToken.NONE), op(TgsiOpcode.END, TgsiToken.NONE)));
        TgsiToken[] many = new TgsiToken[1001];
        java.util.Arrays.fill(many, op(TgsiOpcode.NOP, 3));
        String text = body(Processor.FRAG, many);
        assertTrue(text.startsWith("  0: NOP\n  1: NOP\n"), "labels print only for the branch opcodes");
        assertTrue(text.contains("\n 99: NOP\n100: NOP\n"));
        assertTrue(text.endsWith("\n999: NOP\n1000: NOP\n"));
    }

    @Test
    void operandsWithEveryModifierAndAddressingMode() {
        IndirectRegister a0x = new IndirectRegister(RegisterFile.ADDRESS, 0, 0, 0);
        IndirectRegister a1w = new IndirectRegister(RegisterFile.ADDRESS, 1, 3, 2);
        Instruction i = new Instruction(TgsiOpcode.MAD, true, true, TgsiToken.NONE, null, null,
                List.of(new DstRegister(RegisterFile.OUTPUT, WriteMask.Y | WriteMask.Z, 3, a0x, null)),
                List.of(new SrcRegister(RegisterFile.CONSTANT, -2, Swizzle.pack(3, 2, 1, 0), true, true, a1w,
                                new DimensionRegister(1, null)),
                        new SrcRegister(RegisterFile.CONSTANT, 6, Swizzle.XYZW, false, false, null,
                                new DimensionRegister(0, a0x)),
                        new SrcRegister(RegisterFile.INPUT, 0, Swizzle.XXXX, false, true, null, new DimensionRegister(-3, a1w))));
        assertEquals("  0: MAD_SAT_PRECISE OUT[ADDR[0].x+3].yz, -|CONST[1][ADDR[1].w-2](2).wzyx|, CONST[ADDR[0].x][6], "
                + "-IN[ADDR[1].w-3](2)[0].xxxx\n", body(Processor.VERT, i));
    }

    @Test
    void textureTargetsOffsetsAndSampleOpcodes() {
        Instruction.Texture tex = new Instruction.Texture(TextureTarget.T2D, ReturnType.UNKNOWN,
                List.of(new Instruction.TextureOffset(RegisterFile.IMMEDIATE, 0, 0, 1, 2),
                        new Instruction.TextureOffset(RegisterFile.TEMPORARY, -1, 0, 0, 0)));
        List<DstRegister> dst = List.of(DstRegister.of(RegisterFile.TEMPORARY, 0));
        Instruction txf = new Instruction(TgsiOpcode.TXF, false, false, TgsiToken.NONE, tex, null, dst,
                List.of(SrcRegister.of(RegisterFile.TEMPORARY, 1), SrcRegister.of(RegisterFile.SAMPLER, 0)));
        Instruction sample = new Instruction(TgsiOpcode.SAMPLE, false, false, TgsiToken.NONE,
                new Instruction.Texture(TextureTarget.UNKNOWN, ReturnType.UNKNOWN, tex.offsets().subList(0, 1)), null, dst,
                List.of(SrcRegister.of(RegisterFile.TEMPORARY, 1), SrcRegister.of(RegisterFile.SAMPLER_VIEW, 0),
                        SrcRegister.of(RegisterFile.SAMPLER, 0)));
        assertEquals("  0: TXF TEMP[0], TEMP[1], SAMP[0], 2D, IMM[0].xyz, TEMP[-1].xxx\n"
                + "  1: SAMPLE TEMP[0], TEMP[1], SVIEW[0], SAMP[0], IMM[0].xyz\n", body(Processor.FRAG, txf, sample));
    }

    @Test
    void memoryQualifiersTargetAndFormat() {
        List<DstRegister> dst = List.of(DstRegister.of(RegisterFile.TEMPORARY, 0));
        List<SrcRegister> src = List.of(SrcRegister.of(RegisterFile.IMAGE, 0), SrcRegister.of(RegisterFile.TEMPORARY, 1));
        Instruction all = new Instruction(TgsiOpcode.LOAD, false, false, TgsiToken.NONE, null,
                new Instruction.Memory(15, TextureTarget.T2D, PipeFormat.R32_UINT), dst, src);
        Instruction none = new Instruction(TgsiOpcode.LOAD, false, false, TgsiToken.NONE, null, Instruction.Memory.DEFAULT, dst, src);
        assertEquals("  0: LOAD TEMP[0], IMAGE[0], TEMP[1], COHERENT, RESTRICT, VOLATILE, STREAM_CACHE_POLICY, 2D, "
                + "PIPE_FORMAT_R32_UINT\n  1: LOAD TEMP[0], IMAGE[0], TEMP[1]\n", body(Processor.COMP, all, none));
    }

    @Test
    void legacyOpcodesPrintByNameWithTheirLabels() {
        // Our extension: Mesa 24.1 has no name for these codes.
        Instruction sub = new Instruction(TgsiOpcode.SUB, false, false, TgsiToken.NONE, null, null,
                List.of(DstRegister.of(RegisterFile.TEMPORARY, 0)),
                List.of(SrcRegister.of(RegisterFile.TEMPORARY, 1), SrcRegister.of(RegisterFile.TEMPORARY, 2)));
        Instruction ifc = new Instruction(TgsiOpcode.IFC, false, false, 3, null, null, List.of(),
                List.of(SrcRegister.of(RegisterFile.TEMPORARY, 0)));
        String text = dump(Processor.FRAG, sub, ifc, op(TgsiOpcode.ENDIF, TgsiToken.NONE));
        assertEquals("FRAG\n  0: SUB TEMP[0], TEMP[1], TEMP[2]\n  1: IFC TEMP[0] :3\n  2: ENDIF\n", text);
        assertEquals(text, TgsiDump.dump(TgsiText.parse(text, "t")));
    }
}
