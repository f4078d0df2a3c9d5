package dev.tungsten.tgsi;

import java.util.ArrayList;
import java.util.List;

import static dev.tungsten.tgsi.TokenFormat.bits;
import static dev.tungsten.tgsi.TokenFormat.sbits;

/// Reads a binary TGSI token stream (Mesa 24.1 layout, see [TokenFormat]) into a [TgsiShader].
///
/// Strict by design: every field must hold a value Mesa defines, padding bits must be zero, each
/// token's `NrTokens` must equal what its flags imply, and the header's body size must equal the
/// number of words given. A stream that passes reads back through [TokenWriter] to the same
/// words, with one exception: a declaration whose `NrTokens` leaves out its array token, as Mesa's
/// `ureg` writes it, is accepted and written back with the token counted (as Mesa's `tgsi_build`,
/// the text path, writes it). Any violation is a [TgsiException] naming the word; nothing is allocated from a size the
/// stream claims before that size is checked against the words actually present.
public final class TokenReader {
    private final int[] words;
    private int pos;

    private TokenReader(int[] words) {
        this.words = words;
    }

    /// Parses `words` (header, processor, body).
    public static TgsiShader read(int[] words) {
        return new TokenReader(words).shader();
    }

    private TgsiShader shader() {
        if (words.length < 2) {
            throw error(0, "expected a header and a processor token, found " + words.length + " words");
        }
        int header = words[0];
        int headerSize = bits(header, 0, 8);
        int bodySize = bits(header, 8, 24);
        if (headerSize != 2) {
            throw error(0, "expected header size 2, found " + headerSize);
        }
        if (bodySize != words.length - 2) {
            throw error(0, "header declares " + bodySize + " body words but the stream has " + (words.length - 2));
        }
        int proc = words[1];
        Processor processor = Processor.fromCode(bits(proc, 0, 4));
        if (processor == null) {
            throw error(1, "unknown processor " + bits(proc, 0, 4));
        }
        padding(1, proc, 4, 28);
        pos = 2;
        List<TgsiToken> tokens = new ArrayList<>();
        while (pos < words.length) {
            int start = pos;
            int w = words[pos];
            TgsiToken token = switch (bits(w, 0, 4)) {
                case TokenFormat.TYPE_DECLARATION -> declaration(start);
                case TokenFormat.TYPE_IMMEDIATE -> immediate(start);
                case TokenFormat.TYPE_INSTRUCTION -> instruction(start);
                case TokenFormat.TYPE_PROPERTY -> property(start);
                default -> throw error(start, "unknown token type " + bits(w, 0, 4));
            };
            tokens.add(token);
        }
        return new TgsiShader(processor, tokens);
    }

    // ---- declarations -------------------------------------------------------------------

    private Declaration declaration(int start) {
        int w = words[start];
        int nrTokens = bits(w, 4, 8);
        RegisterFile file = file(start, bits(w, 12, 4));
        int usageMask = bits(w, 16, 4);
        boolean dimension = bits(w, 20, 1) != 0;
        boolean semantic = bits(w, 21, 1) != 0;
        boolean interpolate = bits(w, 22, 1) != 0;
        boolean invariant = bits(w, 23, 1) != 0;
        boolean local = bits(w, 24, 1) != 0;
        boolean array = bits(w, 25, 1) != 0;
        boolean atomic = bits(w, 26, 1) != 0;
        MemoryType memType = MemoryType.fromCode(bits(w, 27, 2));
        padding(start, w, 29, 3);
        int expected = 2 + (dimension ? 1 : 0) + (interpolate ? 1 : 0) + (semantic ? 1 : 0)
                + (file == RegisterFile.IMAGE ? 1 : 0) + (file == RegisterFile.SAMPLER_VIEW ? 1 : 0) + (array ? 1 : 0);
        // Mesa's ureg emits the array token without counting it (Mesa's parser goes by the flags),
        // so streams it built carry one less; accept exactly that and read the tokens the flags imply.
        boolean uregArrayCount = array && nrTokens == expected - 1;
        if (nrTokens != expected && !uregArrayCount) {
            throw error(start, "declaration flags imply " + expected + " tokens but NrTokens is " + nrTokens);
        }
        need(start, expected);
        pos = start + 1;
        int range = words[pos++];
        int first = bits(range, 0, 16);
        int last = bits(range, 16, 16);
        int dim = TgsiToken.NONE;
        if (dimension) {
            int d = words[pos];
            padding(pos, d, 16, 16);
            dim = bits(d, 0, 16);
            pos++;
        }
        Declaration.Interp interp = null;
        if (interpolate) {
            int t = words[pos];
            Interpolation mode = Interpolation.fromCode(bits(t, 0, 4));
            InterpLocation loc = InterpLocation.fromCode(bits(t, 4, 2));
            if (mode == null) {
                throw error(pos, "unknown interpolation mode " + bits(t, 0, 4));
            }
            if (loc == null) {
                throw error(pos, "unknown interpolation location " + bits(t, 4, 2));
            }
            padding(pos, t, 6, 26);
            interp = new Declaration.Interp(mode, loc);
            pos++;
        }
        Declaration.Semantic sem = null;
        if (semantic) {
            int t = words[pos];
            SemanticName name = SemanticName.fromCode(bits(t, 0, 8));
            if (name == null) {
                throw error(pos, "unknown semantic " + bits(t, 0, 8));
            }
            sem = new Declaration.Semantic(name, bits(t, 8, 16), bits(t, 24, 8));
            pos++;
        }
        Declaration.Image image = null;
        if (file == RegisterFile.IMAGE) {
            int t = words[pos];
            TextureTarget target = target(pos, bits(t, 0, 8));
            PipeFormat format = PipeFormat.fromCode(bits(t, 10, 10));
            if (format == null) {
                throw error(pos, "unknown format " + bits(t, 10, 10));
            }
            padding(pos, t, 20, 12);
            image = new Declaration.Image(target, bits(t, 8, 1) != 0, bits(t, 9, 1) != 0, format);
            pos++;
        }
        Declaration.SamplerView sview = null;
        if (file == RegisterFile.SAMPLER_VIEW) {
            int t = words[pos];
            sview = new Declaration.SamplerView(target(pos, bits(t, 0, 8)),
                    returnType(pos, bits(t, 8, 6)), returnType(pos, bits(t, 14, 6)),
                    returnType(pos, bits(t, 20, 6)), returnType(pos, bits(t, 26, 6)));
            pos++;
        }
        int arrayId = TgsiToken.NONE;
        if (array) {
            int t = words[pos];
            padding(pos, t, 10, 22);
            arrayId = bits(t, 0, 10);
            pos++;
        }
        return new Declaration(file, first, last, usageMask, dim, interp, sem, invariant, local, arrayId, atomic,
                memType, image, sview);
    }

    // ---- immediates and properties ------------------------------------------------------

    private Immediate immediate(int start) {
        int w = words[start];
        int nrTokens = bits(w, 4, 14);
        ImmediateType type = ImmediateType.fromCode(bits(w, 18, 4));
        if (type == null) {
            throw error(start, "unknown immediate type " + bits(w, 18, 4));
        }
        padding(start, w, 22, 10);
        int count = nrTokens - 1;
        boolean ok = type.is64Bit() ? (count == 2 || count == 4) : (count >= 1 && count <= 4);
        if (!ok) {
            throw error(start, "an " + type.text() + " immediate holds " + (type.is64Bit() ? "2 or 4" : "1 to 4")
                    + " data words, found " + count);
        }
        need(start, nrTokens);
        int[] data = new int[count];
        System.arraycopy(words, start + 1, data, 0, count);
        pos = start + nrTokens;
        return new Immediate(type, data);
    }

    private Property property(int start) {
        int w = words[start];
        int nrTokens = bits(w, 4, 8);
        PropertyName name = PropertyName.fromCode(bits(w, 12, 8));
        if (name == null) {
            throw error(start, "unknown property " + bits(w, 12, 8));
        }
        padding(start, w, 20, 12);
        if (nrTokens != 2) {
            throw error(start, "a property holds one data word, found " + (nrTokens - 1));
        }
        need(start, 2);
        pos = start + 2;
        return new Property(name, words[start + 1]);
    }

    // ---- instructions -------------------------------------------------------------------

    private Instruction instruction(int start) {
        int w = words[start];
        int nrTokens = bits(w, 4, 8);
        int code = bits(w, 12, 8) | (bits(w, 31, 1) << 8);
        TgsiOpcode opcode = TgsiOpcode.fromCode(code);
        if (opcode == null) {
            throw error(start, "unknown opcode " + code);
        }
        boolean saturate = bits(w, 20, 1) != 0;
        int numDst = bits(w, 21, 2);
        int numSrc = bits(w, 23, 4);
        boolean hasLabel = bits(w, 27, 1) != 0;
        boolean hasTexture = bits(w, 28, 1) != 0;
        boolean hasMemory = bits(w, 29, 1) != 0;
        boolean precise = bits(w, 30, 1) != 0;
        if (numDst > TokenFormat.MAX_DST) {
            throw error(start, "at most " + TokenFormat.MAX_DST + " destinations, found " + numDst);
        }
        if (numSrc > TokenFormat.MAX_SRC) {
            throw error(start, "at most " + TokenFormat.MAX_SRC + " sources, found " + numSrc);
        }
        // Mesa counts the tokens after the instruction token (tgsi_default_instruction starts at 0),
        // unlike declarations and immediates, which count themselves.
        need(start, 1 + nrTokens);
        int end = start + 1 + nrTokens;
        pos = start + 1;
        int label = TgsiToken.NONE;
        if (hasLabel) {
            int t = take(start, end, "label");
            padding(pos - 1, t, 24, 8);
            label = bits(t, 0, 24);
        }
        Instruction.Texture texture = null;
        if (hasTexture) {
            int t = take(start, end, "texture");
            int at = pos - 1;
            TextureTarget target = target(at, bits(t, 0, 8));
            int numOffsets = bits(t, 8, 4);
            ReturnType rt = returnType(at, bits(t, 12, 3));
            padding(at, t, 15, 17);
            if (numOffsets > TokenFormat.MAX_TEX_OFFSETS) {
                throw error(at, "at most " + TokenFormat.MAX_TEX_OFFSETS + " texture offsets, found " + numOffsets);
            }
            List<Instruction.TextureOffset> offsets = new ArrayList<>(numOffsets);
            for (int i = 0; i < numOffsets; i++) {
                int o = take(start, end, "texture offset");
                padding(pos - 1, o, 26, 6);
                offsets.add(new Instruction.TextureOffset(file(pos - 1, bits(o, 16, 4)), sbits(o, 0, 16),
                        bits(o, 20, 2), bits(o, 22, 2), bits(o, 24, 2)));
            }
            texture = new Instruction.Texture(target, rt, offsets);
        }
        Instruction.Memory memory = null;
        if (hasMemory) {
            int t = take(start, end, "memory");
            int at = pos - 1;
            TextureTarget target = target(at, bits(t, 4, 8));
            PipeFormat format = PipeFormat.fromCode(bits(t, 12, 10));
            if (format == null) {
                throw error(at, "unknown format " + bits(t, 12, 10));
            }
            padding(at, t, 22, 10);
            memory = new Instruction.Memory(bits(t, 0, 4), target, format);
        }
        List<DstRegister> dst = new ArrayList<>(numDst);
        for (int i = 0; i < numDst; i++) {
            int t = take(start, end, "destination");
            int at = pos - 1;
            RegisterFile file = file(at, bits(t, 0, 4));
            padding(at, t, 26, 6);
            boolean indirect = bits(t, 8, 1) != 0;
            boolean dimension = bits(t, 9, 1) != 0;
            IndirectRegister ind = indirect ? indirect(start, end) : null;
            DimensionRegister dim = dimension ? dimension(start, end) : null;
            dst.add(new DstRegister(file, bits(t, 4, 4), sbits(t, 10, 16), ind, dim));
        }
        List<SrcRegister> src = new ArrayList<>(numSrc);
        for (int i = 0; i < numSrc; i++) {
            int t = take(start, end, "source");
            RegisterFile file = file(pos - 1, bits(t, 0, 4));
            boolean indirect = bits(t, 4, 1) != 0;
            boolean dimension = bits(t, 5, 1) != 0;
            IndirectRegister ind = indirect ? indirect(start, end) : null;
            DimensionRegister dim = dimension ? dimension(start, end) : null;
            src.add(new SrcRegister(file, sbits(t, 6, 16), bits(t, 22, 8), bits(t, 30, 1) != 0, bits(t, 31, 1) != 0,
                    ind, dim));
        }
        if (pos != end) {
            throw error(start, "instruction NrTokens is " + nrTokens + " but its fields use " + (pos - start - 1));
        }
        return new Instruction(opcode, saturate, precise, label, texture, memory, dst, src);
    }

    private IndirectRegister indirect(int start, int end) {
        int t = take(start, end, "indirect register");
        return new IndirectRegister(file(pos - 1, bits(t, 0, 4)), sbits(t, 4, 16), bits(t, 20, 2), bits(t, 22, 10));
    }

    private DimensionRegister dimension(int start, int end) {
        int t = take(start, end, "dimension");
        int at = pos - 1;
        if (bits(t, 1, 1) != 0) {
            throw error(at, "a dimension token cannot have a further dimension");
        }
        padding(at, t, 2, 14);
        boolean indirect = bits(t, 0, 1) != 0;
        IndirectRegister ind = indirect ? indirect(start, end) : null;
        return new DimensionRegister(sbits(t, 16, 16), ind);
    }

    // ---- helpers ------------------------------------------------------------------------

    /// The next word of the instruction that started at `start` and ends before `end`.
    private int take(int start, int end, String what) {
        if (pos >= end) {
            throw error(start, "instruction NrTokens " + (end - start - 1) + " leaves no room for its " + what + " token");
        }
        return words[pos++];
    }

    private void need(int start, int count) {
        if ((long) start + count > words.length) {
            throw error(start, "token needs " + count + " words but only " + (words.length - start) + " remain");
        }
    }

    private void padding(int at, int word, int lo, int width) {
        if (bits(word, lo, width) != 0) {
            throw error(at, String.format("reserved bits %d..%d are not zero in 0x%08x", lo, lo + width - 1, word));
        }
    }

    private RegisterFile file(int at, int code) {
        RegisterFile f = RegisterFile.fromCode(code);
        if (f == null) {
            throw error(at, "unknown register file " + code);
        }
        return f;
    }

    private TextureTarget target(int at, int code) {
        TextureTarget t = TextureTarget.fromCode(code);
        if (t == null) {
            throw error(at, "unknown texture target " + code);
        }
        return t;
    }

    private ReturnType returnType(int at, int code) {
        ReturnType t = ReturnType.fromCode(code);
        if (t == null) {
            throw error(at, "unknown return type " + code);
        }
        return t;
    }

    private static TgsiException error(int word, String message) {
        return new TgsiException(TgsiException.Location.word(word), message);
    }
}
