package dev.tungsten.tgsi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/// The instruction level of the assembler (Mesa's `parse_instruction` and the operand parsers):
/// opcode with `_SAT`/`_PRECISE`, destination and source operands with modifiers, indirect and
/// 2-D addressing, texture target, texture offsets, memory qualifiers and `:label`.
final class TextInstructions {
    /// Mesa's opcodes in numeric order: the order Mesa tries names in, which decides `TEX` vs
    /// `TEX2` vs `TEX_LZ` (a name must also end where the word ends).
    private static final List<TgsiOpcode> MESA_ORDER = Arrays.stream(TgsiOpcode.values())
            .filter(TgsiOpcode::isMesa).sorted(Comparator.comparingInt(TgsiOpcode::code)).toList();
    private static final List<String> MEMORY_QUALIFIERS = Instruction.Memory.QUALIFIER_NAMES;

    private final TextCursor c;
    /// Indices in the token list of EMIT/ENDPRIM instructions whose stream operand is to be
    /// added ([TgsiText.Leniency#EMIT_WITHOUT_STREAM]); resolved when the immediates are known.
    private final List<Integer> streamFixups = new ArrayList<>();

    TextInstructions(TextCursor c) {
        this.c = c;
    }

    /// An opcode that matched at the cursor, with its suffixes and the end of its name.
    private record OpcodeMatch(TgsiOpcode opcode, boolean saturate, boolean precise, int end, boolean legacy) {}

    /// `parse_instruction`. `numbered` says whether a statement number preceded it (only the
    /// error message differs); `index` is the instruction's position in the token list.
    Instruction instruction(boolean numbered, int index) {
        c.pos = c.skipWhite(c.pos);
        int start = c.pos;
        OpcodeMatch m = matchOpcode(start, numbered);
        TgsiOpcode op = m.opcode();
        if (m.legacy()) {
            c.leniencies.add(TgsiText.Leniency.LEGACY_OPCODE);
        }
        int operands = op.numDst() + op.numSrc() + (op.has(TgsiOpcode.Flag.IS_TEX) ? 1 : 0);
        if ((op == TgsiOpcode.EMIT || op == TgsiOpcode.ENDPRIM) && streamOmitted(m.end())) {
            c.leniencies.add(TgsiText.Leniency.EMIT_WITHOUT_STREAM);
            streamFixups.add(index);
            c.pos = m.end();
            return new Instruction(op, m.saturate(), m.precise(), TgsiToken.NONE, null, null, List.of(),
                    List.of(SrcRegister.of(RegisterFile.IMMEDIATE, 0)));
        }
        c.pos = operands == 0 ? m.end() : c.skipWhite(m.end());

        Instruction.Texture texture = null;
        TextureTarget target = TextureTarget.UNKNOWN;
        boolean hasTexture = op.has(TgsiOpcode.Flag.IS_TEX) || op.has(TgsiOpcode.Flag.SAMPLE_TEXTURE_TOKEN);
        boolean hasMemory = op.has(TgsiOpcode.Flag.MEMORY_TOKEN);
        List<DstRegister> dst = new ArrayList<>(op.numDst());
        List<SrcRegister> src = new ArrayList<>(op.numSrc());
        for (int i = 0; i < operands; i++) {
            if (i > 0) {
                c.pos = c.skipWhite(c.pos);
                expect(',');
                c.pos = c.skipWhite(c.pos);
            }
            if (i < op.numDst()) {
                dst.add(dstOperand());
            } else if (i < op.numDst() + op.numSrc()) {
                src.add(srcOperand());
            } else {
                int k = c.wordIndex(c.pos, TextParser.TARGET_NAMES);
                if (k < 0) {
                    throw c.expected("a texture target");
                }
                target = TextureTarget.fromCode(k);
                c.pos += TextParser.TARGET_NAMES.get(k).length();
            }
        }

        List<Instruction.TextureOffset> offsets = new ArrayList<>();
        int q = c.skipWhite(c.pos);
        while (hasTexture && c.at(q) == ',' && offsets.size() < TokenFormat.MAX_TEX_OFFSETS) {
            c.pos = c.skipWhite(q + 1);
            offsets.add(textureOffset());
            q = c.skipWhite(c.pos);
        }
        if (hasTexture) {
            texture = new Instruction.Texture(target, ReturnType.UNKNOWN, offsets);
        }

        Instruction.Memory memory = null;
        if (hasMemory) {
            memory = memoryClauses();
        }

        int label = TgsiToken.NONE;
        q = c.skipWhite(c.pos);
        boolean takesLabel = op.has(TgsiOpcode.Flag.IS_BRANCH) || op == TgsiOpcode.BGNSUB;
        if (takesLabel && c.at(q) == ':') {
            if (!op.has(TgsiOpcode.Flag.IS_BRANCH)) {
                c.leniencies.add(TgsiText.Leniency.BGNSUB_LABEL);
            }
            c.pos = c.skipWhite(q + 1);
            if (!CNumbers.isDigit(c.peek())) {
                throw c.expected("a label");
            }
            label = c.boundedUint(0xFFFFFF, "label");
        }
        return new Instruction(op, m.saturate(), m.precise(), label, texture, memory, dst, src);
    }

    /// The opcode at `start`: Mesa's names first, in numeric order, then (as a leniency) the
    /// legacy names and renamed spellings.
    private OpcodeMatch matchOpcode(int start, boolean numbered) {
        OpcodeMatch needsWhitespace = null;
        for (TgsiOpcode op : MESA_ORDER) {
            OpcodeMatch m = matchName(op, op.name(), start, false);
            if (m == null) {
                continue;
            }
            if (operandsFollow(op, m.end())) {
                return m;
            }
            needsWhitespace = needsWhitespace == null ? m : needsWhitespace;
        }
        OpcodeMatch legacy = matchLegacy(start);
        if (legacy != null) {
            if (operandsFollow(legacy.opcode(), legacy.end())) {
                return legacy;
            }
            needsWhitespace = needsWhitespace == null ? legacy : needsWhitespace;
        }
        if (needsWhitespace != null) {
            throw c.expectedAt(needsWhitespace.end(), "whitespace after `" + c.text.substring(start, needsWhitespace.end()) + "'");
        }
        throw c.expectedAt(start, numbered ? "an opcode" : "an instruction, `DCL', `IMM' or `PROPERTY'");
    }

    /// Mesa's `match_inst`: `name` as a whole word, or followed by `_SAT` and/or `_PRECISE`
    /// (in that order) and then the end of the word.
    private OpcodeMatch matchName(TgsiOpcode op, String name, int start, boolean legacy) {
        if (c.wordAt(start, name)) {
            return new OpcodeMatch(op, false, false, start + name.length(), legacy);
        }
        if (!c.startsWith(start, name)) {
            return null;
        }
        int q = start + name.length();
        boolean saturate = c.startsWith(q, "_SAT");
        if (saturate) {
            q += 4;
        }
        boolean precise = c.startsWith(q, "_PRECISE");
        if (precise) {
            q += 8;
        }
        return TextCursor.isIdentifierChar(c.at(q)) ? null : new OpcodeMatch(op, saturate, precise, q, legacy);
    }

    /// The word at `start` as a legacy opcode or renamed spelling, with optional suffixes.
    private OpcodeMatch matchLegacy(int start) {
        int end = c.identifierEnd(start);
        String word = c.text.substring(start, end);
        for (String suffix : List.of("", "_SAT", "_PRECISE", "_SAT_PRECISE")) {
            if (word.length() <= suffix.length() || !word.toUpperCase(java.util.Locale.ROOT).endsWith(suffix)) {
                continue;
            }
            String name = word.substring(0, word.length() - suffix.length());
            TgsiOpcode op = TgsiOpcode.forName(name);
            boolean renamed = op != null && !op.name().equalsIgnoreCase(name);
            if (op != null && (renamed || !op.isMesa())) {
                OpcodeMatch m = matchName(op, name.toUpperCase(java.util.Locale.ROOT), start, true);
                if (m != null) {
                    return m;
                }
            }
        }
        return null;
    }

    /// Mesa accepts a name with operands only when whitespace or the end of the text follows.
    private boolean operandsFollow(TgsiOpcode op, int end) {
        int operands = op.numDst() + op.numSrc() + (op.has(TgsiOpcode.Flag.IS_TEX) ? 1 : 0);
        char next = c.at(end);
        return operands == 0 || end >= c.text.length() || next == ' ' || next == '\t' || next == '\n' || next == '\r';
    }

    /// Whether an EMIT/ENDPRIM ending at `end` has no stream operand: nothing follows on its
    /// line and the next text does not start a source operand (which Mesa would read there).
    private boolean streamOmitted(int end) {
        int q = c.skipBlanks(end);
        if (q < c.text.length() && c.at(q) != '\n') {
            return false;
        }
        int r = c.skipWhite(q);
        if (c.at(r) == '-' || c.at(r) == '|') {
            return false;
        }
        int k = c.wordIndex(r, TextParser.FILE_NAMES);
        return k < 0 || c.at(c.skipWhite(r + TextParser.FILE_NAMES.get(k).length())) != '[';
    }

    /// Gives every stream-less EMIT/ENDPRIM the operand `IMM[n].xxxx` of one added immediate
    /// `UINT32 {0, 0, 0, 0}`, placed after the last immediate, or before the first instruction.
    void resolveStreamOperands(List<TgsiToken> tokens, int immediateCount) {
        if (streamFixups.isEmpty()) {
            return;
        }
        int at = -1;
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i) instanceof Immediate) {
                at = i + 1;
            }
        }
        if (at < 0) {
            at = 0;
            while (!(tokens.get(at) instanceof Instruction)) {
                at++;
            }
        }
        SrcRegister stream = SrcRegister.of(RegisterFile.IMMEDIATE, immediateCount).withSwizzle(Swizzle.XXXX);
        for (int index : streamFixups) {
            Instruction old = (Instruction) tokens.get(index);
            tokens.set(index, new Instruction(old.opcode(), old.saturate(), old.precise(), old.label(), null, null,
                    List.of(), List.of(stream)));
        }
        tokens.add(at, new Immediate(ImmediateType.UINT32, new int[4]));
    }

    // ---- operands ----------------------------------------------------------------------------

    /// `FILE` then `[`, with optional whitespace between (`parse_register_file_bracket`).
    RegisterFile registerFileBracket() {
        int k = c.wordIndex(c.pos, TextParser.FILE_NAMES);
        if (k < 0) {
            throw c.expected("a register file");
        }
        c.pos = c.skipWhite(c.pos + TextParser.FILE_NAMES.get(k).length());
        expect('[');
        return RegisterFile.fromCode(k);
    }

    /// The contents of one operand bracket: an index, or an address register with an offset.
    private record Bracket(int index, IndirectRegister indirect) {}

    /// `parse_register_bracket`, after the `[`: `n`, or `FILE[n].c+k` with optional swizzle
    /// (default x) and signed offset, then `]` and an optional `(arrayid)`.
    private Bracket bracket() {
        c.pos = c.skipWhite(c.pos);
        int k = c.wordIndex(c.pos, TextParser.FILE_NAMES);
        int index;
        IndirectRegister indirect = null;
        if (k >= 0) {
            RegisterFile file = registerFileBracket();
            c.pos = c.skipWhite(c.pos);
            int addressIndex = c.boundedUint(Short.MAX_VALUE, "register index");
            c.pos = c.skipWhite(c.pos);
            expect(']');
            c.pos = c.skipWhite(c.pos);
            int swizzle = 0;
            if (c.peek() == '.') {
                c.pos = c.skipWhite(c.pos + 1);
                swizzle = "XYZW".indexOf(TextCursor.upper(c.peek()));
                if (swizzle < 0) {
                    throw c.expected("an address component `x', `y', `z' or `w'");
                }
                c.pos = c.skipWhite(c.pos + 1);
            }
            index = 0;
            if (c.peek() == '+' || c.peek() == '-') {
                index = indirectOffset();
            }
            indirect = new IndirectRegister(file, addressIndex, swizzle, 0);
        } else {
            if (!CNumbers.isDigit(c.peek())) {
                throw c.expected("a register index");
            }
            index = c.boundedUint(Short.MAX_VALUE, "register index");
        }
        c.pos = c.skipWhite(c.pos);
        expect(']');
        if (c.peek() == '(') {
            c.pos = c.skipWhite(c.pos + 1);
            int arrayId = c.boundedUint(1023, "array id");
            c.pos = c.skipWhite(c.pos);
            expect(')');
            if (indirect != null) {
                indirect = new IndirectRegister(indirect.file(), indirect.index(), indirect.swizzle(), arrayId);
            }
        }
        return new Bracket(index, indirect);
    }

    /// `+k` or `-k` after an address register; Mesa allows no space after the sign
    /// ([TgsiText.Leniency#SPACED_INDIRECT_OFFSET] does).
    private int indirectOffset() {
        boolean negative = c.peek() == '-';
        int digits = c.pos + 1;
        if (!CNumbers.isDigit(c.at(digits))) {
            int spaced = c.skipWhite(digits);
            if (!CNumbers.isDigit(c.at(spaced))) {
                throw c.expectedAt(spaced, "an offset after `" + c.peek() + "'");
            }
            c.leniencies.add(TgsiText.Leniency.SPACED_INDIRECT_OFFSET);
            digits = spaced;
        }
        c.pos = digits;
        int magnitude = c.boundedUint(negative ? -(long) Short.MIN_VALUE : Short.MAX_VALUE, "offset");
        return negative ? -magnitude : magnitude;
    }

    /// An optional second bracket (`CONST[1][6]`, `IN[2][0]`).
    private Bracket optionalBracket() {
        int q = c.skipWhite(c.pos);
        if (c.at(q) != '[') {
            return null;
        }
        c.pos = q + 1;
        return bracket();
    }

    /// `parse_dst_operand`: `FILE[...]([...])?(.mask)?`.
    private DstRegister dstOperand() {
        RegisterFile file = registerFileBracket();
        Bracket first = bracket();
        Bracket second = optionalBracket();
        int mask = optionalWriteMask();
        if (second == null) {
            return new DstRegister(file, mask, first.index(), first.indirect(), null);
        }
        return new DstRegister(file, mask, second.index(), second.indirect(),
                new DimensionRegister(first.index(), first.indirect()));
    }

    /// `parse_src_operand`: `-`? `|`? `FILE[...]([...])?(.swizzle)?` `|`.
    private SrcRegister srcOperand() {
        boolean negate = false;
        boolean absolute = false;
        if (c.peek() == '-') {
            negate = true;
            c.pos = c.skipWhite(c.pos + 1);
        }
        if (c.peek() == '|') {
            absolute = true;
            c.pos = c.skipWhite(c.pos + 1);
        }
        RegisterFile file = registerFileBracket();
        Bracket first = bracket();
        Bracket second = optionalBracket();
        int swizzle = optionalSwizzle(4);
        if (swizzle < 0) {
            swizzle = Swizzle.XYZW;
        }
        if (absolute) {
            c.pos = c.skipWhite(c.pos);
            expect('|');
        }
        DimensionRegister dimension = second == null ? null : new DimensionRegister(first.index(), first.indirect());
        Bracket reg = second == null ? first : second;
        return new SrcRegister(file, reg.index(), swizzle, absolute, negate, reg.indirect(), dimension);
    }

    /// `parse_texoffset_operand`: `FILE[...]` and a 3-letter swizzle (default `xxx`, Mesa's
    /// zeroed token). Like Mesa, an address register inside the bracket is read and dropped: the
    /// offset token has no room for it.
    private Instruction.TextureOffset textureOffset() {
        RegisterFile file = registerFileBracket();
        Bracket b = bracket();
        int swizzle = optionalSwizzle(3);
        if (swizzle < 0) {
            swizzle = Swizzle.XXXX;
        }
        return new Instruction.TextureOffset(file, b.index(), Swizzle.get(swizzle, 0), Swizzle.get(swizzle, 1),
                Swizzle.get(swizzle, 2));
    }

    /// `.` and exactly `count` letters of `xyzw` (packed as a [Swizzle]), or -1 when no `.`
    /// follows.
    private int optionalSwizzle(int count) {
        int q = c.skipWhite(c.pos);
        if (c.at(q) != '.') {
            return -1;
        }
        q = c.skipWhite(q + 1);
        int swizzle = 0;
        for (int i = 0; i < count; i++) {
            int ch = "XYZW".indexOf(TextCursor.upper(c.at(q + i)));
            if (ch < 0) {
                throw c.expectedAt(q + i, "a swizzle component `x', `y', `z' or `w'");
            }
            swizzle |= ch << (2 * i);
        }
        c.pos = q + count;
        return swizzle;
    }

    /// `parse_opt_writemask`: `.` and an ordered subset of `xyzw`, or all four.
    int optionalWriteMask() {
        int q = c.skipWhite(c.pos);
        if (c.at(q) != '.') {
            return WriteMask.XYZW;
        }
        q = c.skipWhite(q + 1);
        int mask = 0;
        for (int ch = 0; ch < 4; ch++) {
            if (TextCursor.upper(c.at(q)) == "XYZW".charAt(ch)) {
                mask |= 1 << ch;
                q++;
            }
        }
        if (mask == 0) {
            throw c.expectedAt(q, "a write mask (x, y, z, w in that order)");
        }
        c.pos = q;
        return mask;
    }

    /// The `, QUALIFIER`, `, TARGET` and `, FORMAT` clauses of a memory instruction.
    private Instruction.Memory memoryClauses() {
        int qualifier = 0;
        TextureTarget target = TextureTarget.BUFFER;
        PipeFormat format = PipeFormat.NONE;
        int q = c.skipWhite(c.pos);
        while (c.at(q) == ',') {
            q = c.skipWhite(q + 1);
            int k = c.wordIndex(q, MEMORY_QUALIFIERS);
            if (k >= 0) {
                qualifier |= 1 << k;
                q += MEMORY_QUALIFIERS.get(k).length();
            } else if ((k = c.wordIndex(q, TextParser.TARGET_NAMES)) >= 0) {
                target = TextureTarget.fromCode(k);
                q += TextParser.TARGET_NAMES.get(k).length();
            } else {
                PipeFormat f = TextParser.formatAt(c, q);
                if (f == null) {
                    throw c.expectedAt(q, "a memory qualifier, texture target or format");
                }
                format = f;
                q += f.text().length();
            }
            c.pos = q;
            q = c.skipWhite(q);
        }
        return new Instruction.Memory(qualifier, target, format);
    }

    private void expect(char ch) {
        if (c.peek() != ch) {
            throw c.expected("`" + ch + "'");
        }
        c.pos++;
    }
}
