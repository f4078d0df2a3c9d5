package dev.tungsten.tgsi;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import static dev.tungsten.tgsi.TgsiText.Leniency.*;
import static org.junit.jupiter.api.Assertions.*;

/// Every syntax form of the assembler on small shaders of our own. Where a test states token
/// words, they are what Mesa 24.1's `tgsi_text_translate` produced for the same text.
class TgsiTextTest {
    static TgsiShader asm(String text) {
        return TgsiText.parse(text, "t.tgsi");
    }

    static Set<TgsiText.Leniency> leniencies(String text) {
        return TgsiText.assemble(text, "t.tgsi").leniencies();
    }

    static String hex(int[] words) {
        StringBuilder sb = new StringBuilder();
        for (int w : words) {
            sb.append(sb.isEmpty() ? "" : " ").append(String.format("%08x", w));
        }
        return sb.toString();
    }

    static String words(String text) {
        return hex(TokenWriter.write(asm(text)));
    }

    static Instruction inst(String processor, String line) {
        return asm(processor + "\n" + line + "\n").instructions().getFirst();
    }

    static Instruction inst(String line) {
        return inst("FRAG", line);
    }

    static Declaration dcl(String processor, String line) {
        return asm(processor + "\n" + line + "\n").declarations().getLast();
    }

    // ---- header, whitespace, statements ---------------------------------------------------

    @Test
    void headersNameEveryProcessorCaseInsensitively() {
        assertEquals(Processor.VERT, asm("VERT").processor());
        assertEquals(Processor.FRAG, asm("frag\n").processor());
        assertEquals(Processor.GEOM, asm("Geom END").processor());
        assertEquals(Processor.TESS_CTRL, asm("TESS_CTRL\n").processor());
        assertEquals(Processor.TESS_EVAL, asm("TESS_EVAL\n").processor());
        assertEquals(Processor.COMP, asm("COMP\n").processor());
        assertEquals("00000002 00000004", words("\n\n  \t FRAG\n\n"), "leading blank lines, empty body");
    }

    @Test
    void blankLinesTabsAndOperandsOnLaterLinesAreWhitespace() {
        String a = words("FRAG\nDCL OUT[0], COLOR\n\nMOV OUT[0], OUT[0]\nEND\n");
        assertEquals(a, words("FRAG\n\n\tDCL\tOUT[0],\tCOLOR\n\n\n   MOV OUT [ 0 ] ,\n  OUT[0]\n\nEND"));
        assertEquals("00000702 00000004 002f3030 00000000 00000001 00a01022 000000f3 39000003 00075002", a);
    }

    @Test
    void numberedStatementsIgnoreTheirNumbers() {
        assertEquals(words("FRAG\nMOV TEMP[0], TEMP[1]\nEND\n"), words("FRAG\n  7: MOV TEMP[0], TEMP[1]\n99 :END\n"));
        assertEquals(words("FRAG\nMOV TEMP[0], TEMP[1]\n"), words("FRAG\n0:MOV TEMP[0], TEMP[1]\n"));
    }

    @Test
    void carriageReturnsAreALeniency() {
        String crlf = "FRAG\r\nDCL OUT[0], COLOR\r\nEND\r\n";
        assertEquals(words("FRAG\nDCL OUT[0], COLOR\nEND\n"), words(crlf));
        assertEquals(Set.of(CARRIAGE_RETURN), leniencies(crlf));
        assertEquals(Set.of(), leniencies("FRAG\nDCL OUT[0], COLOR\nEND\n"));
    }

    @Test
    void statementsMayFollowEndAndInterleave() {
        TgsiShader s = asm("FRAG\nDCL TEMP[0]\n0: MOV TEMP[0], IMM[0]\nIMM[0] FLT32 {1, 2, 3, 4}\nEND\nMOV TEMP[0], TEMP[0]\n");
        assertEquals(List.of(Declaration.class, Instruction.class, Immediate.class, Instruction.class, Instruction.class),
                s.tokens().stream().map(Object::getClass).toList());
    }

    // ---- PROPERTY ------------------------------------------------------------------------

    @Test
    void propertiesTakeNamesOrNumbersAsMesaDefines() {
        TgsiShader s = asm("""
                GEOM
                PROPERTY GS_INPUT_PRIMITIVE TRIANGLES_ADJACENCY
                PROPERTY gs_output_primitive line_strip
                PROPERTY GS_MAX_OUTPUT_VERTICES 4294967297
                PROPERTY FS_COORD_ORIGIN LOWER_LEFT
                PROPERTY FS_COORD_PIXEL_CENTER INTEGER
                PROPERTY NEXT_SHADER MESH
                PROPERTY FS_DEPTH_LAYOUT 2
                """);
        assertEquals(List.of(new Property(PropertyName.GS_INPUT_PRIMITIVE, 12), new Property(PropertyName.GS_OUTPUT_PRIMITIVE, 3),
                new Property(PropertyName.GS_MAX_OUTPUT_VERTICES, 1), new Property(PropertyName.FS_COORD_ORIGIN, 1),
                new Property(PropertyName.FS_COORD_PIXEL_CENTER, 1), new Property(PropertyName.NEXT_SHADER, 7),
                new Property(PropertyName.FS_DEPTH_LAYOUT, 2)), s.properties());
    }

    @Test
    void numericAndNegativePropertyValuesAreALeniency() {
        String text = "GEOM\nPROPERTY GS_INPUT_PRIMITIVE 4\nPROPERTY GS_MAX_OUTPUT_VERTICES -1\n";
        assertEquals(List.of(new Property(PropertyName.GS_INPUT_PRIMITIVE, 4), new Property(PropertyName.GS_MAX_OUTPUT_VERTICES, -1)),
                asm(text).properties());
        assertEquals(Set.of(NUMERIC_PROPERTY_VALUE), leniencies(text));
    }

    @Test
    void gsInputPrimitiveSetsTheSizeOfEmptyBrackets() {
        Declaration d = dcl("GEOM", "PROPERTY GS_INPUT_PRIMITIVE LINES_ADJACENCY\nDCL IN[][0], POSITION");
        assertEquals(0, d.first());
        assertFalse(d.hasDimension(), "the vertex bracket of a GS input is dropped");
        Declaration c = dcl("GEOM", "PROPERTY GS_INPUT_PRIMITIVE LINES_ADJACENCY\nDCL CONST[]");
        assertEquals(3, c.last(), "[] is 0..vertices-1");
        assertEquals(31, dcl("TESS_EVAL", "DCL CONST[]").last(), "tessellation stages imply 32");
    }

    // ---- IMM -----------------------------------------------------------------------------

    @Test
    void immediatesOfAllSixTypes() {
        TgsiShader s = asm("""
                FRAG
                IMM[0] FLT32 {1.0, -0.5, 1e40, 0x1p-3}
                IMM UINT32 {4294967295, 4294967296, 07, 0}
                IMM INT32 {-2147483648, 2147483648, +5, -0}
                IMM[3] FLT64 {1.5, -0.0}
                IMM UINT64 {18446744073709551615, 0x10}
                IMM INT64 {-1, 9223372036854775808}
                """);
        List<Immediate> imms = s.immediates();
        assertArrayEquals(new int[] {0x3f800000, 0xbf000000, 0x7f800000, 0x3e000000}, imms.get(0).data());
        assertArrayEquals(new int[] {-1, 0, 7, 0}, imms.get(1).data());
        assertArrayEquals(new int[] {Integer.MIN_VALUE, Integer.MIN_VALUE, 5, 0}, imms.get(2).data());
        assertArrayEquals(new int[] {0, 0x3ff80000, 0, 0x80000000}, imms.get(3).data());
        assertArrayEquals(new int[] {-1, -1, 16, 0}, imms.get(4).data());
        assertArrayEquals(new int[] {-1, -1, -1, 0x7fffffff}, imms.get(5).data(), "strtoll saturates");
        assertEquals(List.of(ImmediateType.FLT32, ImmediateType.UINT32, ImmediateType.INT32, ImmediateType.FLT64,
                ImmediateType.UINT64, ImmediateType.INT64), imms.stream().map(Immediate::type).toList());
    }

    @Test
    void floatImmediatesReadAsStrtofDoes() {
        assertArrayEquals(new int[] {0x7fc00000, 0xffc00000, 0xff800000, 0x00000001},
                asm("FRAG\nIMM FLT32 {nan, -NAN, -infinity, 1.4e-45}").immediates().getFirst().data());
        assertArrayEquals(new int[] {0x41800000, 0x3f000000, 0x3e4ccccd, 0x4b000000},
                asm("FRAG\nIMM FLT32 {0x10, .5, 2e-1, 8388608}").immediates().getFirst().data());
    }

    @Test
    void hexFloatBitsAreALeniencyThatDiffersFromMesa() {
        String text = "FRAG\nIMM FLT32 {0x3f800000, 0xBF800000, 0x7fc00001, 0x00000001}\n";
        assertArrayEquals(new int[] {0x3f800000, 0xbf800000, 0x7fc00001, 0x00000001}, asm(text).immediates().getFirst().data());
        assertEquals(Set.of(HEX_FLOAT_BITS), leniencies(text));
        // Nine digits or a binary exponent make it an ordinary strtof hex float.
        assertArrayEquals(new int[] {0x4f800000, 0x4e7e0000, 0, 0},
                asm("FRAG\nIMM FLT32 {0x100000000, 0x3f800000p0, 0, 0}").immediates().getFirst().data());
    }

    @Test
    void immediateTokensMatchMesa() {
        assertEquals("00000a02 00000004 00000051 3f800000 40000000 40400000 40800000 000c0051 00000000 3ff80000 00000000 80000000",
                words("FRAG\nIMM FLT32 {1.0, 2.0, 3.0, 4.0}\nIMM FLT64 {1.5, -0.0}\n"));
    }

    // ---- DCL -----------------------------------------------------------------------------

    @Test
    void declarationRangesDimensionsAndMasks() {
        Declaration d = dcl("FRAG", "DCL TEMP[3..1].xz");
        assertEquals(List.of(3, 1, WriteMask.X | WriteMask.Z), List.of(d.first(), d.last(), d.usageMask()));
        Declaration c = dcl("VERT", "DCL CONST[1][0..15]");
        assertEquals(List.of(1, 0, 15), List.of(c.dimension(), c.first(), c.last()));
        Declaration o = dcl("TESS_CTRL", "PROPERTY TCS_VERTICES_OUT 4\nDCL OUT[][2], GENERIC[0]");
        assertFalse(o.hasDimension());
        assertEquals(2, o.first());
        Declaration v = dcl("VERT", "DCL IN[1][2]");
        assertEquals(1, v.dimension(), "only GS/TS inputs and TCS outputs drop the first bracket");
    }

    @Test
    void arraysLocalAndSemantics() {
        Declaration d = dcl("FRAG", "DCL TEMP[4..7], ARRAY(1), LOCAL");
        assertEquals(1, d.arrayId());
        assertTrue(d.local());
        Declaration g = dcl("FRAG", "DCL IN[5].xy, TEXCOORD [ 2 ] , PERSPECTIVE, CENTROID, INVARIANT");
        assertEquals(new Declaration.Semantic(SemanticName.TEXCOORD, 2), g.semantic());
        assertEquals(new Declaration.Interp(Interpolation.PERSPECTIVE, InterpLocation.CENTROID), g.interp());
        assertThrows(TgsiException.class, () -> asm("FRAG\nDCL IN[1], COLOR, CENTROID, COLOR\n"),
                "interpolation comes before location");
        assertTrue(g.invariant());
        assertEquals(new Declaration.Semantic(SemanticName.PRIMID, 0), dcl("GEOM", "DCL SV[0], PRIM_ID").semantic());
    }

    @Test
    void aLocationWithoutInterpolationHasNoTokenToGoIn() {
        assertNull(dcl("FRAG", "DCL IN[0], GENERIC[0], CENTROID").interp());
    }

    @Test
    void geometryOutputStreamsGoInTheSemanticToken() {
        Declaration d = dcl("GEOM", "DCL OUT[1], GENERIC[0], STREAM( 1 ,0, 3, 2 )");
        assertEquals(1 | 3 << 4 | 2 << 6, d.semantic().streams());
        assertNull(dcl("GEOM", "DCL OUT[1], STREAM(1, 0, 0, 0)").semantic(), "no semantic, no streams (as Mesa)");
    }

    @Test
    void vertexInputsTakeOnlyAnArray() {
        assertEquals(2, dcl("VERT", "DCL IN[0..3], ARRAY(2)").arrayId());
        assertThrows(TgsiException.class, () -> asm("VERT\nDCL IN[0], GENERIC[0]\n"));
    }

    @Test
    void imageSamplerViewBufferAndMemoryClauses() {
        Declaration.Image image = dcl("COMP", "DCL IMAGE[0], 2D_ARRAY, WR, PIPE_FORMAT_R8G8B8A8_UNORM, RAW").image();
        assertEquals(new Declaration.Image(TextureTarget.T2D_ARRAY, true, true, PipeFormat.R8G8B8A8_UNORM), image);
        assertEquals(new Declaration.Image(TextureTarget.BUFFER, false, false, PipeFormat.NONE), dcl("COMP", "DCL IMAGE[1]").image());
        assertEquals(new Declaration.SamplerView(TextureTarget.CUBE_ARRAY, ReturnType.SINT),
                dcl("FRAG", "DCL SVIEW[0], CUBEARRAY, SINT").samplerView());
        assertTrue(dcl("COMP", "DCL BUFFER[1], ATOMIC").atomic());
        assertEquals(MemoryType.SHARED, dcl("COMP", "DCL MEMORY[0], SHARED").memoryType());
        assertEquals(MemoryType.INPUT, dcl("COMP", "DCL MEMORY[0], INPUT").memoryType());
    }

    @Test
    void samplerViewReturnTypesCollapseUnlessACommaFollowsTheFourth() {
        // Mesa's parser copies the first type into all four unless a comma follows the fourth.
        assertEquals(new Declaration.SamplerView(TextureTarget.SHADOW2D, ReturnType.FLOAT),
                dcl("FRAG", "DCL SVIEW[1], SHADOW2D, FLOAT, FLOAT, FLOAT, UINT").samplerView());
        assertEquals(new Declaration.SamplerView(TextureTarget.T2D, ReturnType.FLOAT, ReturnType.SINT, ReturnType.UINT, ReturnType.UNORM),
                dcl("FRAG", "DCL SVIEW[1], 2D, FLOAT, SINT, UINT, UNORM,").samplerView());
    }

    @Test
    void extraNamesAreALeniency() {
        String text = "TESS_CTRL\nDCL SV[0], TESS_DEFAULT_INNER_LEVEL\nDCL SVIEW[0], 2D, UNKNOWN\n";
        TgsiShader s = asm(text);
        assertEquals(SemanticName.TESS_DEFAULT_INNER_LEVEL, s.declarations().get(0).semantic().name());
        assertEquals(ReturnType.UNKNOWN, s.declarations().get(1).samplerView().x());
        assertEquals(Set.of(EXTRA_NAME), leniencies(text));
    }

    @Test
    void emptyVertexBracketWithoutInputPrimitiveIsALeniency() {
        String text = "GEOM\nDCL IN[][1], GENERIC[0]\n";
        assertEquals(1, asm(text).declarations().getFirst().first());
        assertEquals(Set.of(GS_INPUT_WITHOUT_PRIMITIVE), leniencies(text));
        assertThrows(TgsiException.class, () -> asm("GEOM\nDCL IN[], GENERIC[0]\n"));
    }

    @Test
    void declarationTokensMatchMesa() {
        assertEquals("00000e02 00000004 006f2040 00000000 00000002 00000005 030f4030 00070004 00000001 00682040 00010001 "
                + "00000013 00000001 000fa030 00000000 10410402",
                words("FRAG\nDCL IN[0], GENERIC[0], PERSPECTIVE\nDCL TEMP[4..7], ARRAY(1), LOCAL\n"
                        + "DCL IN[1].w, COLOR, COLOR, CENTROID\nDCL SVIEW[0], 2D, FLOAT\n"));
    }

    // ---- instructions --------------------------------------------------------------------

    @Test
    void opcodesMatchInNumericOrderAsWholeWords() {
        assertEquals(TgsiOpcode.TEX, inst("TEX TEMP[0], TEMP[1], SAMP[0], 2D").opcode());
        assertEquals(TgsiOpcode.TEX2, inst("TEX2 TEMP[0], TEMP[1], TEMP[2], SAMP[0], CUBE").opcode());
        assertEquals(TgsiOpcode.TEX_LZ, inst("TEX_LZ TEMP[0], TEMP[1], SAMP[0], 2D").opcode());
        assertEquals(TgsiOpcode.KILL_IF, inst("KILL_IF -TEMP[0]").opcode());
        assertEquals(TgsiOpcode.SAMPLE_I_MS, inst("SAMPLE_I_MS TEMP[0], TEMP[1], SVIEW[0], TEMP[2]").opcode());
        assertEquals(TgsiOpcode.ENDIF, inst("ENDIF").opcode());
        assertEquals(TgsiOpcode.END, inst("end").opcode());
    }

    @Test
    void saturateAndPreciseSuffixes() {
        Instruction sat = inst("MOV_SAT TEMP[0], TEMP[1]");
        Instruction both = inst("TEX_SAT_PRECISE TEMP[0], TEMP[1], SAMP[0], 2D");
        assertTrue(sat.saturate() && !sat.precise());
        assertTrue(both.saturate() && both.precise());
        assertTrue(inst("mov_precise temp[0], temp[1]").precise());
        assertThrows(TgsiException.class, () -> inst("MOV_PRECISE_SAT TEMP[0], TEMP[1]"));
    }

    @Test
    void destinationsAndSourcesWithEveryModifier() {
        Instruction i = inst("MAD TEMP[0].xz, -TEMP[1].wzyx, |IN[2]|, -| CONST[3].xxxx |");
        assertEquals(new DstRegister(RegisterFile.TEMPORARY, WriteMask.X | WriteMask.Z, 0, null, null), i.dst(0));
        assertEquals(new SrcRegister(RegisterFile.TEMPORARY, 1, Swizzle.pack(3, 2, 1, 0), false, true, null, null), i.src(0));
        assertEquals(new SrcRegister(RegisterFile.INPUT, 2, Swizzle.XYZW, true, false, null, null), i.src(1));
        assertEquals(new SrcRegister(RegisterFile.CONSTANT, 3, Swizzle.XXXX, true, true, null, null), i.src(2));
    }

    @Test
    void indirectAndTwoDimensionalOperands() {
        Instruction i = inst("VERT", "MOV OUT[ADDR[0].y+1](3), CONST[ADDR[1].w-2][ADDR[0] + 7]");
        assertEquals(new DstRegister(RegisterFile.OUTPUT, WriteMask.XYZW, 1,
                new IndirectRegister(RegisterFile.ADDRESS, 0, 1, 3), null), i.dst(0));
        SrcRegister s = i.src(0);
        assertEquals(new DimensionRegister(-2, new IndirectRegister(RegisterFile.ADDRESS, 1, 3, 0)), s.dimension());
        assertEquals(new IndirectRegister(RegisterFile.ADDRESS, 0, 0, 0), s.indirect());
        assertEquals(7, s.index());
        assertEquals(new DimensionRegister(2, null), inst("GEOM", "MOV TEMP[0], IN[2][0]").src(0).dimension());
    }

    @Test
    void spacesAfterTheSignOfAnOffsetAreALeniency() {
        String text = "VERT\nMOV OUT[1], IMM[ADDR[0].x + 3]\nMOV OUT[1], IMM[ADDR[0].x -  3]\n";
        List<Instruction> insts = asm(text).instructions();
        assertEquals(3, insts.get(0).src(0).index());
        assertEquals(-3, insts.get(1).src(0).index());
        assertEquals(Set.of(SPACED_INDIRECT_OFFSET), leniencies(text));
        assertEquals(Set.of(), leniencies("VERT\nMOV OUT[1], IMM[ADDR[0].x +3]\n"));
    }

    @Test
    void textureTargetsOffsetsAndSampleTokens() {
        Instruction t = inst("TXF TEMP[0], TEMP[1], SAMP[0], 2D_ARRAY, IMM[0].xyz, IMM[1].zyx, TEMP[2]");
        assertEquals(TextureTarget.T2D_ARRAY, t.texture().target());
        assertEquals(List.of(new Instruction.TextureOffset(RegisterFile.IMMEDIATE, 0, 0, 1, 2),
                new Instruction.TextureOffset(RegisterFile.IMMEDIATE, 1, 2, 1, 0),
                new Instruction.TextureOffset(RegisterFile.TEMPORARY, 2, 0, 0, 0)), t.texture().offsets());
        Instruction s = inst("SAMPLE TEMP[0], TEMP[1], SVIEW[0], SAMP[0], IMM[0].xyz");
        assertEquals(TextureTarget.UNKNOWN, s.texture().target());
        assertEquals(1, s.texture().offsets().size());
        assertNull(inst("MOV TEMP[0], TEMP[1]").texture());
    }

    @Test
    void memoryQualifiersTargetsAndFormats() {
        Instruction l = inst("LOAD TEMP[0], IMAGE[0], TEMP[1], 2D, PIPE_FORMAT_R32G32B32A32_FLOAT, VOLATILE, COHERENT");
        assertEquals(new Instruction.Memory(Instruction.Memory.COHERENT | Instruction.Memory.VOLATILE, TextureTarget.T2D,
                PipeFormat.R32G32B32A32_FLOAT), l.memory());
        assertEquals(Instruction.Memory.DEFAULT, inst("COMP", "BARRIER").memory(), "BARRIER lies in Mesa's memory range");
        assertNull(inst("ATOMFADD TEMP[0], BUFFER[0], TEMP[1], TEMP[2]").memory(), "outside Mesa's range");
        assertNotNull(inst("RESQ TEMP[0], BUFFER[0]").memory());
    }

    @Test
    void labelsOnBranchOpcodes() {
        TgsiShader s = asm("FRAG\nIF TEMP[0].xxxx :2\nELSE :3\nENDIF\nBGNLOOP:7\nENDLOOP :0\nCAL :9\n");
        assertEquals(List.of(2, 3, TgsiToken.NONE, 7, 0, 9), s.instructions().stream().map(Instruction::label).toList());
        assertThrows(TgsiException.class, () -> asm("FRAG\nMOV TEMP[0], TEMP[1] :3\n"));
    }

    @Test
    void bgnsubLabelIsALeniency() {
        String text = "FRAG\nBGNSUB :4\nENDSUB\n";
        assertEquals(4, asm(text).instructions().getFirst().label());
        assertEquals(Set.of(BGNSUB_LABEL), leniencies(text));
    }

    @Test
    void instructionTokensMatchMesa() {
        assertEquals("00000b02 00000004 0884a022 00000001 00000004 0804d012 00000000 11334042 00005002 000000f4 39000044 39000005 00075002",
                words("FRAG\nIF TEMP[0].xxxx :1\nELSE :0\nTEX_SAT TEMP[0], TEMP[1], SAMP[0], 2D\nEND\n"));
    }

    // ---- legacy leniencies ---------------------------------------------------------------

    @Test
    void legacyOpcodesAndRenamedSpellings() {
        String text = "FRAG\nSUB TEMP[0], TEMP[1], TEMP[2]\nABS_SAT TEMP[0], TEMP[1]\nKIL TEMP[0]\nKILP\nSHR TEMP[0], TEMP[1], TEMP[2]\n"
                + "FRAC TEMP[0], TEMP[1]\nIFC TEMP[0] :4\nDFRACEXP TEMP[0], TEMP[1], TEMP[2]\n";
        List<Instruction> insts = asm(text).instructions();
        assertEquals(List.of(TgsiOpcode.SUB, TgsiOpcode.ABS, TgsiOpcode.KILL_IF, TgsiOpcode.KILL, TgsiOpcode.ISHR, TgsiOpcode.FRC,
                TgsiOpcode.IFC, TgsiOpcode.DFRACEXP), insts.stream().map(Instruction::opcode).toList());
        assertTrue(insts.get(1).saturate());
        assertEquals(4, insts.get(6).label());
        assertEquals(Set.of(LEGACY_OPCODE), leniencies(text));
    }

    @Test
    void emitWithoutStreamGetsAnAddedZeroImmediate() {
        String text = "GEOM\nIMM FLT32 {1, 2, 3, 4}\nMOV OUT[0], IMM[0]\nEMIT\nIMM FLT32 {5, 6, 7, 8}\n1: ENDPRIM\nEND\n";
        TgsiShader s = asm(text);
        assertEquals(Set.of(EMIT_WITHOUT_STREAM), leniencies(text));
        assertEquals(3, s.immediates().size());
        assertEquals(new Immediate(ImmediateType.UINT32, new int[4]), s.immediates().get(2));
        assertInstanceOf(Immediate.class, s.tokens().get(4), "added after the last immediate");
        SrcRegister stream = SrcRegister.of(RegisterFile.IMMEDIATE, 2).withSwizzle(Swizzle.XXXX);
        assertEquals(List.of(stream), s.instructions().get(1).src());
        assertEquals(List.of(stream), s.instructions().get(2).src());
        TgsiShader none = asm("GEOM\nMOV OUT[0], OUT[0]\nEMIT");
        assertInstanceOf(Immediate.class, none.tokens().getFirst(), "before the first instruction when there is none");
    }

    @Test
    void emitWithItsStreamOnTheNextLineIsReadAsMesaReadsIt() {
        String text = "GEOM\nIMM INT32 {0, 0, 0, 0}\nEMIT\n   IMM[0].xxxx\nEND\n";
        assertEquals(Set.of(), leniencies(text));
        assertEquals(1, asm(text).immediates().size());
    }
}
