package dev.tungsten.tgsi;

import java.util.List;

import org.junit.jupiter.api.Test;

import static dev.tungsten.tgsi.TokenFieldTest.f;
import static dev.tungsten.tgsi.TokenFieldTest.stream;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

/// [TokenReader] rejects every kind of corrupt word (each padding field, each unknown enum value,
/// NrTokens that disagree with the flags or the stream, truncation) with a [TgsiException] that
/// names the offending word.
class CorruptTokenTest {
    private static final Processor P = Processor.FRAG;

    static void rejects(int[] words, int word, String fragment) {
        TgsiException e = assertThrows(TgsiException.class, () -> TokenReader.read(words));
        assertEquals(word, e.location().word(), e.getMessage());
        assertFalse(e.detail().isBlank());
        if (fragment != null) {
            org.junit.jupiter.api.Assertions.assertTrue(e.detail().contains(fragment), e.detail());
        }
    }

    @Test
    void headerAndProcessor() {
        rejects(new int[0], 0, "header");
        rejects(new int[] {2}, 0, "header");
        rejects(new int[] {3, 4}, 0, "header size");
        rejects(new int[] {2 | 0xFFFFFF << 8, 4}, 0, "body words");   // claims 2^24-1 words: refused before allocating
        rejects(new int[] {2 | 1 << 8, 4}, 0, "body words");
        rejects(new int[] {2, 4, 0}, 0, "body words");
        rejects(new int[] {2, 8}, 1, "processor");
        rejects(new int[] {2, 15}, 1, "processor");
        rejects(new int[] {2, 4 | 1 << 4}, 1, "reserved");
        rejects(new int[] {2, 4 | 1 << 31}, 1, "reserved");
        for (int type = 4; type < 16; type++) {
            rejects(stream(P, type), 2, "token type");
        }
    }

    private static final int DECL = f(6, 4) | f(2, 12) | f(0xF, 16) | f(1, 20) | f(1, 21) | f(1, 22) | f(1, 25);

    private static int[] decl() {
        return stream(Processor.GEOM, DECL, f(1, 0) | f(2, 16), 5, f(2, 0) | f(1, 4), f(5, 0) | f(3, 8), 7);
    }

    /// Mesa's ureg leaves the array token out of a declaration's NrTokens; we read such streams
    /// (by the flags, as Mesa's parser does) and write the count Mesa's text path writes.
    @Test
    void uregArrayDeclarationCountIsAccepted() {
        TgsiShader s = new TgsiShader(Processor.FRAG, List.of(
                new Declaration(RegisterFile.TEMPORARY, 0, 3, WriteMask.XYZW, TgsiToken.NONE, null, null, false, false, 1,
                        false, MemoryType.GLOBAL, null, null)));
        int[] written = TokenWriter.write(s);
        assertEquals(3, (written[2] >>> 4) & 0xFF, "NrTokens counts the declaration, its range and its array token");
        int[] uregStyle = written.clone();
        uregStyle[2] = uregStyle[2] & ~(0xFF << 4) | 2 << 4;
        assertEquals(s, TokenReader.read(uregStyle));
        uregStyle[2] = uregStyle[2] & ~(0xFF << 4) | 1 << 4;
        rejects(uregStyle, 2, "NrTokens");
    }

    @Test
    void declarationFields() {
        TokenReader.read(decl());
        int[] w;
        for (int bit = 29; bit < 32; bit++) {
            w = decl();
            w[2] |= 1 << bit;
            rejects(w, 2, "reserved bits 29..31");
        }
        w = decl();
        w[2] = w[2] & ~f(0xFF, 4) | f(4, 4); // two short: one short is the ureg array count, accepted
        rejects(w, 2, "NrTokens");
        w = decl();
        w[2] |= f(15, 12);
        rejects(w, 2, "register file 15");
        w = decl();
        w[4] |= 1 << 16;
        rejects(w, 4, "reserved bits 16..31");
        w = decl();
        w[5] = f(4, 0);
        rejects(w, 5, "interpolation mode 4");
        w = decl();
        w[5] = f(3, 4);
        rejects(w, 5, "interpolation location 3");
        w = decl();
        w[5] |= 1 << 6;
        rejects(w, 5, "reserved bits 6..31");
        w = decl();
        w[6] = f(49, 0);
        rejects(w, 6, "semantic 49");
        w = decl();
        w[6] = f(255, 0);
        rejects(w, 6, "semantic 255");
        w = decl();
        w[7] |= 1 << 10;
        rejects(w, 7, "reserved bits 10..31");
        // Truncated: the declaration says 6 words, the stream holds 4 of them.
        rejects(stream(Processor.GEOM, DECL, 0, 5, 0), 2, "needs 6 words");
    }

    @Test
    void imageAndSamplerViewTokens() {
        int image = f(3, 4) | f(9, 12) | f(0xF, 16);
        TokenReader.read(stream(P, image, 0, f(2, 0)));
        rejects(stream(P, image, 0, f(19, 0)), 4, "texture target 19");
        rejects(stream(P, image, 0, f(1023, 10)), 4, "format 1023");
        rejects(stream(P, image, 0, f(1, 20)), 4, "reserved bits 20..31");
        int sview = f(3, 4) | f(10, 12) | f(0xF, 16);
        TokenReader.read(stream(P, sview, 0, f(2, 0) | f(4, 8) | f(4, 14) | f(4, 20) | f(4, 26)));
        rejects(stream(P, sview, 0, f(19, 0)), 4, "texture target 19");
        rejects(stream(P, sview, 0, f(6, 8)), 4, "return type 6");
        rejects(stream(P, sview, 0, f(63, 14)), 4, "return type 63");
        rejects(stream(P, sview, 0, f(7, 20)), 4, "return type 7");
        rejects(stream(P, sview, 0, f(6, 26)), 4, "return type 6");
    }

    @Test
    void immediateFields() {
        int flt = f(1, 0) | f(5, 4);
        TokenReader.read(stream(P, flt, 1, 2, 3, 4));
        rejects(stream(P, flt | f(6, 18), 1, 2, 3, 4), 2, "immediate type 6");
        rejects(stream(P, flt | f(15, 18), 1, 2, 3, 4), 2, "immediate type 15");
        rejects(stream(P, flt | 1 << 22, 1, 2, 3, 4), 2, "reserved bits 22..31");
        rejects(stream(P, flt | 1 << 31, 1, 2, 3, 4), 2, "reserved bits 22..31");
        rejects(stream(P, f(1, 0) | f(1, 4)), 2, "found 0");
        rejects(stream(P, f(1, 0) | f(6, 4), 1, 2, 3, 4, 5), 2, "found 5");
        rejects(stream(P, f(1, 0) | f(4, 4) | f(3, 18), 1, 2, 3), 2, "2 or 4");
        rejects(stream(P, flt, 1, 2, 3), 2, "needs 5 words");
    }

    @Test
    void propertyFields() {
        int prop = f(3, 0) | f(2, 4);
        TokenReader.read(stream(P, prop | f(28, 12), 1));
        rejects(stream(P, prop | f(29, 12), 1), 2, "property 29");
        rejects(stream(P, prop | f(255, 12), 1), 2, "property 255");
        rejects(stream(P, prop | 1 << 20, 1), 2, "reserved bits 20..31");
        rejects(stream(P, f(3, 0) | f(3, 4), 1, 2), 2, "found 2");
        rejects(stream(P, prop), 2, "needs 2 words");
    }

    @Test
    void instructionWord() {
        rejects(stream(P, f(2, 0) | f(165, 12)), 2, "opcode 165");
        rejects(stream(P, f(2, 0) | f(252, 12)), 2, "opcode 252");
        rejects(stream(P, f(2, 0) | f(44, 12) | 1 << 31), 2, "opcode 300");
        rejects(stream(P, f(2, 0) | f(3, 21)), 2, "at most 2 destinations");
        rejects(stream(P, f(2, 0) | f(6, 23)), 2, "at most 5 sources");
        rejects(stream(P, f(2, 0) | f(15, 23)), 2, "at most 5 sources");
        // NrTokens beyond the stream, too small for the operands, and larger than they use.
        rejects(stream(P, f(2, 0) | f(5, 4) | f(1, 12) | f(1, 21) | f(1, 23), f(4, 0) | f(0xF, 4), f(4, 0)), 2, "remain");
        rejects(stream(P, f(2, 0) | f(1, 4) | f(1, 12) | f(1, 21) | f(1, 23), f(4, 0) | f(0xF, 4), f(4, 0)), 2, "no room");
        rejects(stream(P, f(2, 0) | f(3, 4) | f(1, 12) | f(1, 21) | f(1, 23), f(4, 0) | f(0xF, 4), f(4, 0), 0), 2, "use 2");
    }

    @Test
    void labelTextureOffsetAndMemoryTokens() {
        int label = f(2, 0) | f(1, 4) | f(74, 12) | f(1, 27);
        TokenReader.read(stream(P, label, 0xFFFFFF));
        rejects(stream(P, label, 1 << 24), 3, "reserved bits 24..31");
        int tex = f(2, 0) | f(1, 4) | f(52, 12) | f(1, 28);
        TokenReader.read(stream(P, tex, f(18, 0) | f(5, 12)));
        rejects(stream(P, tex, f(19, 0)), 3, "texture target 19");
        rejects(stream(P, tex, f(6, 12)), 3, "return type 6");
        rejects(stream(P, tex, f(7, 12)), 3, "return type 7");
        rejects(stream(P, tex, 1 << 15), 3, "reserved bits 15..31");
        rejects(stream(P, f(2, 0) | f(6, 4) | f(52, 12) | f(1, 28), f(5, 8), 0, 0, 0, 0, 0), 3, "at most 4 texture offsets");
        int tex1 = f(2, 0) | f(2, 4) | f(52, 12) | f(1, 28);
        TokenReader.read(stream(P, tex1, f(1, 8), f(7, 16) | f(3, 24)));
        rejects(stream(P, tex1, f(1, 8), f(15, 16)), 4, "register file 15");
        rejects(stream(P, tex1, f(1, 8), 1 << 26), 4, "reserved bits 26..31");
        int mem = f(2, 0) | f(1, 4) | f(161, 12) | f(1, 29);
        TokenReader.read(stream(P, mem, f(15, 0) | f(17, 4) | f(1, 12)));
        rejects(stream(P, mem, f(19, 4)), 3, "texture target 19");
        rejects(stream(P, mem, f(1023, 12)), 3, "format 1023");
        rejects(stream(P, mem, 1 << 22), 3, "reserved bits 22..31");
    }

    @Test
    void registerTokens() {
        int mov = f(2, 0) | f(2, 4) | f(1, 12) | f(1, 21) | f(1, 23);
        TokenReader.read(stream(P, mov, f(4, 0) | f(0xF, 4), f(4, 0)));
        rejects(stream(P, mov, f(15, 0), f(4, 0)), 3, "register file 15");
        rejects(stream(P, mov, f(4, 0) | 1 << 26, f(4, 0)), 3, "reserved bits 26..31");
        rejects(stream(P, mov, f(4, 0), f(15, 0)), 4, "register file 15");
        int movInd = f(2, 0) | f(3, 4) | f(1, 12) | f(1, 21) | f(1, 23);
        TokenReader.read(stream(P, movInd, f(4, 0) | f(1, 8), f(6, 0), f(4, 0)));
        rejects(stream(P, movInd, f(4, 0) | f(1, 8), f(15, 0), f(4, 0)), 4, "register file 15");
        int movDim = f(2, 0) | f(3, 4) | f(1, 12) | f(1, 21) | f(1, 23);
        TokenReader.read(stream(P, movDim, f(4, 0), f(1, 0) | f(1, 5), 0));
        rejects(stream(P, movDim, f(4, 0), f(1, 0) | f(1, 5), f(1, 1)), 5, "further dimension");
        rejects(stream(P, movDim, f(4, 0), f(1, 0) | f(1, 5), f(1, 2)), 5, "reserved bits 2..15");
        rejects(stream(P, movDim, f(4, 0), f(1, 0) | f(1, 5), f(1, 15)), 5, "reserved bits 2..15");
        // A dimension that is itself indirect needs one more word than NrTokens gives.
        rejects(stream(P, movDim, f(4, 0), f(1, 0) | f(1, 5), f(1, 0)), 2, "no room");
    }

    @Test
    void everySingleBitFlipIsReadOrRefusedWithALocatedError() {
        TgsiShader big = new TgsiShader(Processor.TESS_CTRL, List.of(
                new Declaration(RegisterFile.INPUT, 0, 3, 0xF, 2, new Declaration.Interp(Interpolation.LINEAR, InterpLocation.CENTROID),
                        new Declaration.Semantic(SemanticName.GENERIC, 3, 0), false, false, 1, false, MemoryType.GLOBAL, null, null),
                new Immediate(ImmediateType.FLT64, new int[] {1, 2, 3, 4}),
                new Property(PropertyName.TCS_VERTICES_OUT, 3),
                new Instruction(TgsiOpcode.TXF, true, true, 7,
                        new Instruction.Texture(TextureTarget.T2D, ReturnType.FLOAT,
                                List.of(new Instruction.TextureOffset(RegisterFile.IMMEDIATE, 0, 0, 1, 2))),
                        new Instruction.Memory(1, TextureTarget.T2D, PipeFormat.NONE),
                        List.of(new DstRegister(RegisterFile.OUTPUT, 3, -5, new IndirectRegister(RegisterFile.ADDRESS, 0, 1, 2),
                                new DimensionRegister(1, new IndirectRegister(RegisterFile.ADDRESS, 1, 0, 0)))),
                        List.of(new SrcRegister(RegisterFile.CONSTANT, 2, 0x1b, true, true, null, new DimensionRegister(4, null)),
                                SrcRegister.of(RegisterFile.SAMPLER, 0)))));
        int[] words = TokenWriter.write(big);
        int read = 0, refused = 0;
        for (int i = 0; i < words.length; i++) {
            for (int bit = 0; bit < 32; bit++) {
                int[] w = words.clone();
                w[i] ^= 1 << bit;
                try {
                    TgsiShader s = TokenReader.read(w);
                    org.junit.jupiter.api.Assertions.assertArrayEquals(w, TokenWriter.write(s), "word " + i + " bit " + bit);
                    read++;
                } catch (TgsiException e) {
                    org.junit.jupiter.api.Assertions.assertTrue(e.location().word() >= 0 && e.location().word() < w.length);
                    refused++;
                }
            }
        }
        assertEquals(words.length * 32, read + refused);
        org.junit.jupiter.api.Assertions.assertTrue(refused > words.length * 8, "most flips are corrupt: " + refused);
    }
}
