package dev.tungsten.tgsi;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/// Every field of every token kind, set to edge values: the words [TokenWriter] writes are
/// compared with words assembled here from the bit layout of `p_shader_tokens.h` (field by
/// field, independently of [TokenFormat]), and [TokenReader] must give the same shader back.
/// The reading half of the contract, rejection of corrupt words with the word's index, is in
/// [CorruptTokenTest].
class TokenFieldTest {
    /// `value` placed at bit `lo` (the hand assembly of expected words).
    static int f(int value, int lo) {
        return value << lo;
    }

    /// A whole stream: header (HeaderSize 2, BodySize), processor, body.
    static int[] stream(Processor p, int... body) {
        int[] w = new int[body.length + 2];
        w[0] = 2 | body.length << 8;
        w[1] = p.code();
        System.arraycopy(body, 0, w, 2, body.length);
        return w;
    }

    static void roundTrip(TgsiShader shader, int[] expected) {
        assertArrayEquals(expected, TokenWriter.write(shader), "written words");
        assertEquals(shader, TokenReader.read(expected), "read back");
    }

    @Test
    void headerAndEveryProcessor() {
        for (Processor p : Processor.values()) {
            roundTrip(new TgsiShader(p, List.of()), new int[] {0x00000002, p.code()});
        }
        TgsiShader one = new TgsiShader(Processor.FRAG, List.of(Instruction.of(TgsiOpcode.END, List.of(), List.of())));
        assertArrayEquals(new int[] {f(2, 0) | f(1, 8), 4, f(2, 0) | f(117, 12)}, TokenWriter.write(one));
    }

    @Test
    void declarationWithEveryFlagAndOptionalToken() {
        Declaration d = new Declaration(RegisterFile.INPUT, 0xFFFF, 0xFFFF, 0xF, 0xFFFF,
                new Declaration.Interp(Interpolation.COLOR, InterpLocation.SAMPLE),
                new Declaration.Semantic(SemanticName.TESS_DEFAULT_INNER_LEVEL, 0xFFFF, 0xFF),
                true, true, 0x3FF, true, MemoryType.INPUT, null, null);
        int decl = f(0, 0) | f(6, 4) | f(2, 12) | f(0xF, 16) | f(1, 20) | f(1, 21) | f(1, 22) | f(1, 23) | f(1, 24)
                | f(1, 25) | f(1, 26) | f(3, 27);
        roundTrip(new TgsiShader(Processor.TESS_CTRL, List.of(d)), stream(Processor.TESS_CTRL,
                decl,
                f(0xFFFF, 0) | f(0xFFFF, 16),           // range First, Last
                f(0xFFFF, 0),                            // dimension Index2D
                f(3, 0) | f(2, 4),                       // interp: COLOR, SAMPLE
                f(48, 0) | f(0xFFFF, 8) | f(0xFF, 24),   // semantic: name, index, streams X..W
                f(0x3FF, 0)));                           // array id
    }

    @Test
    void declarationMinimalAndZeroEdges() {
        Declaration d = new Declaration(RegisterFile.TEMPORARY, 0, 0, 0, TgsiToken.NONE, null, null, false, false,
                TgsiToken.NONE, false, MemoryType.GLOBAL, null, null);
        roundTrip(new TgsiShader(Processor.VERT, List.of(d)), stream(Processor.VERT, f(2, 4) | f(4, 12), 0));
        Declaration zeroArray = new Declaration(RegisterFile.TEMPORARY, 1, 0x8000, 1, 0, null,
                new Declaration.Semantic(SemanticName.POSITION, 0, 0), false, false, 0, false, MemoryType.GLOBAL, null, null);
        roundTrip(new TgsiShader(Processor.VERT, List.of(zeroArray)), stream(Processor.VERT,
                f(5, 4) | f(4, 12) | f(1, 16) | f(1, 20) | f(1, 21) | f(1, 25), f(1, 0) | f(0x8000, 16), 0, 0, 0));
    }

    @Test
    void everyRegisterFileAndMemoryTypeInDeclarations() {
        for (RegisterFile file : RegisterFile.values()) {
            if (file == RegisterFile.IMAGE || file == RegisterFile.SAMPLER_VIEW) {
                continue; // they need their own token, tested below
            }
            for (MemoryType m : MemoryType.values()) {
                Declaration d = new Declaration(file, 3, 7, WriteMask.X | WriteMask.Z, TgsiToken.NONE, null, null, false, false,
                        TgsiToken.NONE, false, m, null, null);
                roundTrip(new TgsiShader(Processor.COMP, List.of(d)), stream(Processor.COMP,
                        f(2, 4) | f(file.code(), 12) | f(5, 16) | f(m.code(), 27), f(3, 0) | f(7, 16)));
            }
        }
    }

    @Test
    void imageDeclarationFields() {
        PipeFormat last = PipeFormat.values()[PipeFormat.values().length - 1];
        for (TextureTarget t : TextureTarget.values()) {
            Declaration d = new Declaration(RegisterFile.IMAGE, 2, 2, WriteMask.XYZW, TgsiToken.NONE, null, null, false,
                    false, TgsiToken.NONE, false, MemoryType.GLOBAL, new Declaration.Image(t, true, true, last), null);
            roundTrip(new TgsiShader(Processor.COMP, List.of(d)), stream(Processor.COMP,
                    f(3, 4) | f(9, 12) | f(0xF, 16), f(2, 0) | f(2, 16),
                    f(t.code(), 0) | f(1, 8) | f(1, 9) | f(last.code(), 10)));
        }
        Declaration none = new Declaration(RegisterFile.IMAGE, 0, 0, 0, TgsiToken.NONE, null, null, false, false,
                TgsiToken.NONE, false, MemoryType.GLOBAL, new Declaration.Image(TextureTarget.BUFFER, false, false, PipeFormat.NONE), null);
        roundTrip(new TgsiShader(Processor.COMP, List.of(none)), stream(Processor.COMP, f(3, 4) | f(9, 12), 0, 0));
    }

    @Test
    void samplerViewDeclarationFields() {
        for (TextureTarget t : TextureTarget.values()) {
            for (ReturnType r : ReturnType.values()) {
                Declaration d = new Declaration(RegisterFile.SAMPLER_VIEW, 0, 0, WriteMask.XYZW, TgsiToken.NONE, null, null,
                        false, false, TgsiToken.NONE, false, MemoryType.GLOBAL, null,
                        new Declaration.SamplerView(t, r, ReturnType.UNKNOWN, ReturnType.UNORM, r));
                roundTrip(new TgsiShader(Processor.FRAG, List.of(d)), stream(Processor.FRAG,
                        f(3, 4) | f(10, 12) | f(0xF, 16), 0,
                        f(t.code(), 0) | f(r.code(), 8) | f(5, 14) | f(0, 20) | f(r.code(), 26)));
            }
        }
    }

    @Test
    void immediatesOfAllSixTypes() {
        int nan = 0x7fc12345, denormal = 0x00000001, negZero = 0x80000000;
        check(ImmediateType.FLT32, new int[] {Float.floatToRawIntBits(1f), negZero, nan, denormal});
        check(ImmediateType.UINT32, new int[] {0, -1, 0x80000000, 0x7fffffff});
        check(ImmediateType.INT32, new int[] {Integer.MIN_VALUE, -1, 0, Integer.MAX_VALUE});
        long d0 = Double.doubleToRawLongBits(-0.0), d1 = Double.doubleToRawLongBits(Double.MIN_VALUE);
        check(ImmediateType.FLT64, new int[] {(int) d0, (int) (d0 >>> 32), (int) d1, (int) (d1 >>> 32)});
        check(ImmediateType.UINT64, new int[] {-1, -1, 0, 0});
        check(ImmediateType.INT64, new int[] {0, 0x80000000, -1, 0x7fffffff});
        // Shorter immediates (not written by Mesa's builders, but representable): 1..3 words, 2 for 64-bit.
        check(ImmediateType.FLT32, new int[] {42});
        check(ImmediateType.INT32, new int[] {1, 2, 3});
        check(ImmediateType.FLT64, new int[] {0, 0x3ff00000});
    }

    private static void check(ImmediateType type, int[] data) {
        int[] body = new int[data.length + 1];
        body[0] = f(1, 0) | f(data.length + 1, 4) | f(type.code(), 18);
        System.arraycopy(data, 0, body, 1, data.length);
        roundTrip(new TgsiShader(Processor.FRAG, List.of(new Immediate(type, data))), stream(Processor.FRAG, body));
    }

    @Test
    void everyPropertyWithEdgeValues() {
        for (PropertyName p : PropertyName.values()) {
            for (int v : new int[] {0, 1, -1}) {
                roundTrip(new TgsiShader(Processor.GEOM, List.of(new Property(p, v))),
                        stream(Processor.GEOM, f(3, 0) | f(2, 4) | f(p.code(), 12), v));
            }
        }
    }

    @Test
    void instructionWordFlagsAndEveryOpcodeCode() {
        for (TgsiOpcode op : TgsiOpcode.values()) {
            Instruction inst = new Instruction(op, true, true, TgsiToken.NONE, null, null, List.of(), List.of());
            int word = f(2, 0) | f(0, 4) | f(op.code() & 0xff, 12) | f(1, 20) | f(1, 30) | f(op.code() >>> 8, 31);
            roundTrip(new TgsiShader(Processor.FRAG, List.of(inst)), stream(Processor.FRAG, word));
        }
        // Legacy opcodes at 256 and up keep their ninth bit in bit 31, which Mesa leaves as padding.
        assertEquals(0x80000002, TokenWriter.write(new TgsiShader(Processor.FRAG,
                List.of(Instruction.of(TgsiOpcode.SUB, List.of(), List.of()))))[2]);
        assertEquals(0x8000f002, TokenWriter.write(new TgsiShader(Processor.FRAG,
                List.of(Instruction.of(TgsiOpcode.NRM4, List.of(), List.of()))))[2]);
    }

    @Test
    void labelTextureOffsetsAndMemoryTokens() {
        List<Instruction.TextureOffset> offsets = List.of(
                new Instruction.TextureOffset(RegisterFile.IMMEDIATE, -32768, 3, 2, 1),
                new Instruction.TextureOffset(RegisterFile.TEMPORARY, 32767, 0, 1, 2),
                new Instruction.TextureOffset(RegisterFile.HW_ATOMIC, -1, 3, 3, 3),
                new Instruction.TextureOffset(RegisterFile.NULL, 0, 0, 0, 0));
        Instruction inst = new Instruction(TgsiOpcode.TXF, false, false, 0xFFFFFF,
                new Instruction.Texture(TextureTarget.UNKNOWN, ReturnType.UNKNOWN, offsets),
                new Instruction.Memory(15, TextureTarget.SHADOWCUBE_ARRAY, PipeFormat.values()[PipeFormat.values().length - 1]),
                List.of(), List.of());
        int nr = 1 + 1 + 4 + 1;
        roundTrip(new TgsiShader(Processor.FRAG, List.of(inst)), stream(Processor.FRAG,
                f(2, 0) | f(nr, 4) | f(94, 12) | f(1, 27) | f(1, 28) | f(1, 29),
                f(0xFFFFFF, 0),                                                        // label
                f(18, 0) | f(4, 8) | f(5, 12),                                         // texture: UNKNOWN, 4 offsets, UNKNOWN
                f(0x8000, 0) | f(7, 16) | f(3, 20) | f(2, 22) | f(1, 24),              // offset IMM[-32768].wzy
                f(0x7fff, 0) | f(4, 16) | f(0, 20) | f(1, 22) | f(2, 24),              // offset TEMP[32767].xyz
                f(0xffff, 0) | f(14, 16) | f(3, 20) | f(3, 22) | f(3, 24),             // offset HWATOMIC[-1].www
                0,                                                                      // offset NULL[0].xxx
                f(15, 0) | f(17, 4) | f(PipeFormat.values().length - 1, 12)));          // memory
        for (ReturnType r : ReturnType.values()) {
            for (TextureTarget t : TextureTarget.values()) {
                Instruction tex = new Instruction(TgsiOpcode.TEX, false, false, 0, new Instruction.Texture(t, r, List.of()),
                        null, List.of(), List.of());
                roundTrip(new TgsiShader(Processor.FRAG, List.of(tex)), stream(Processor.FRAG,
                        f(2, 0) | f(2, 4) | f(52, 12) | f(1, 27) | f(1, 28), 0, f(t.code(), 0) | f(r.code(), 12)));
            }
        }
    }

    @Test
    void destinationAndSourceRegisterFields() {
        DstRegister dMin = new DstRegister(RegisterFile.HW_ATOMIC, 0xF, -32768, null, null);
        DstRegister dMax = new DstRegister(RegisterFile.NULL, 0, 32767, null, null);
        SrcRegister sMin = new SrcRegister(RegisterFile.HW_ATOMIC, -32768, Swizzle.pack(3, 2, 1, 0), true, true, null, null);
        SrcRegister sMax = new SrcRegister(RegisterFile.CONSTANT, 32767, Swizzle.pack(3, 3, 3, 3), false, false, null, null);
        SrcRegister sNeg = new SrcRegister(RegisterFile.TEMPORARY, -1, Swizzle.XXXX, false, true, null, null);
        SrcRegister sAbs = new SrcRegister(RegisterFile.INPUT, 0, Swizzle.XYZW, true, false, null, null);
        Instruction inst = new Instruction(TgsiOpcode.DFRACEXP, false, false, TgsiToken.NONE, null, null,
                List.of(dMin, dMax), List.of(sMin, sMax, sNeg, sAbs, sAbs));
        roundTrip(new TgsiShader(Processor.FRAG, List.of(inst)), stream(Processor.FRAG,
                f(2, 0) | f(7, 4) | f(212, 12) | f(2, 21) | f(5, 23),
                f(14, 0) | f(0xF, 4) | f(0x8000, 10),
                f(0, 0) | f(0, 4) | f(0x7fff, 10),
                f(14, 0) | f(0x8000, 6) | f(3, 22) | f(2, 24) | f(1, 26) | f(0, 28) | f(1, 30) | f(1, 31),
                f(1, 0) | f(0x7fff, 6) | f(0xff, 22),
                f(4, 0) | f(0xffff, 6) | f(1, 31),
                f(2, 0) | f(0xe4, 22) | f(1, 30),
                f(2, 0) | f(0xe4, 22) | f(1, 30)));
    }

    @Test
    void indirectAndTwoDimensionalOperandsWithIndirectDimensions() {
        // CONST[ADDR[2].w-3][ADDR[1].y+5](1023) as a source, OUT[ADDR[0].x-32768][ADDR[0].z-1] as a destination.
        IndirectRegister a1y = new IndirectRegister(RegisterFile.ADDRESS, 1, 1, 0);
        IndirectRegister a2w = new IndirectRegister(RegisterFile.ADDRESS, 2, 3, 1023);
        SrcRegister src = new SrcRegister(RegisterFile.CONSTANT, 5, Swizzle.XYZW, false, false, a1y,
                new DimensionRegister(-3, a2w));
        IndirectRegister a0x = new IndirectRegister(RegisterFile.TEMPORARY, -32768, 0, 0);
        IndirectRegister a0z = new IndirectRegister(RegisterFile.ADDRESS, 32767, 2, 1);
        DstRegister dst = new DstRegister(RegisterFile.OUTPUT, WriteMask.XYZW, -32768, a0x, new DimensionRegister(-1, a0z));
        SrcRegister plain2d = new SrcRegister(RegisterFile.INPUT, 1, Swizzle.XYZW, false, false, null,
                new DimensionRegister(-32768, null));
        Instruction inst = new Instruction(TgsiOpcode.ADD, false, false, TgsiToken.NONE, null, null, List.of(dst),
                List.of(src, plain2d));
        roundTrip(new TgsiShader(Processor.TESS_CTRL, List.of(inst)), stream(Processor.TESS_CTRL,
                f(2, 0) | f(10, 4) | f(8, 12) | f(1, 21) | f(2, 23),
                f(3, 0) | f(0xF, 4) | f(1, 8) | f(1, 9) | f(0x8000, 10),   // dst
                f(4, 0) | f(0x8000, 4) | f(0, 20),                          // its indirect TEMP[-32768].x
                f(1, 0) | f(0xffff, 16),                                    // its dimension, indirect, -1
                f(6, 0) | f(0x7fff, 4) | f(2, 20) | f(1, 22),               // the dimension's indirect ADDR[32767].z (1)
                f(1, 0) | f(1, 4) | f(1, 5) | f(5, 6) | f(0xe4, 22),        // src CONST, indirect, 2-D, 5
                f(6, 0) | f(1, 4) | f(1, 20),                               // its indirect ADDR[1].y
                f(1, 0) | f(0xfffd, 16),                                    // its dimension, indirect, -3
                f(6, 0) | f(2, 4) | f(3, 20) | f(1023, 22),                 // ADDR[2].w (1023)
                f(2, 0) | f(1, 5) | f(1, 6) | f(0xe4, 22),                  // src IN, 2-D, 1
                f(0x8000, 16)));                                            // its dimension -32768
    }

    @Test
    void writerRefusesValuesThatDoNotFitTheirField() {
        Instruction big = Instruction.of(TgsiOpcode.MOV, List.of(DstRegister.of(RegisterFile.TEMPORARY, 32768)),
                List.of(SrcRegister.of(RegisterFile.TEMPORARY, 0)));
        TgsiException e = assertThrows(TgsiException.class, () -> TokenWriter.write(new TgsiShader(Processor.FRAG, List.of(big))));
        assertEquals(0, e.location().instruction());
        assertTrue(e.getMessage().contains("register index 32768"), e.getMessage());
        Declaration wide = new Declaration(RegisterFile.TEMPORARY, 0, 0x10000, 0xF, TgsiToken.NONE, null, null, false, false,
                TgsiToken.NONE, false, MemoryType.GLOBAL, null, null);
        e = assertThrows(TgsiException.class, () -> TokenWriter.write(new TgsiShader(Processor.FRAG, List.of(wide))));
        assertEquals(2, e.location().word());
    }
}
