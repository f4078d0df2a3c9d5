package dev.tungsten.tgsi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/// The statement level of the assembler: header, `PROPERTY`, `IMM` and `DCL`; instructions are
/// [TextInstructions]. Each method follows the order of checks of the Mesa 24.1 function named
/// in its comment, because that order decides which texts are accepted (for example whether a
/// space may precede a comma) and where an error is reported.
final class TextParser {
    static final List<String> FILE_NAMES = names(RegisterFile.values().length, i -> RegisterFile.fromCode(i).text());
    static final List<String> TARGET_NAMES = names(TextureTarget.values().length, i -> TextureTarget.fromCode(i).text());
    private static final List<String> PROCESSOR_NAMES = names(Processor.values().length, i -> Processor.fromCode(i).text());
    private static final List<String> PRIMITIVE_NAMES = names(PrimitiveType.values().length, i -> PrimitiveType.fromCode(i).text());
    private static final List<String> IMMEDIATE_TYPE_NAMES = names(ImmediateType.values().length, i -> ImmediateType.fromCode(i).text());
    private static final List<String> INTERPOLATION_NAMES = names(Interpolation.values().length, i -> Interpolation.fromCode(i).text());
    private static final List<String> LOCATION_NAMES = names(InterpLocation.values().length, i -> InterpLocation.fromCode(i).text());
    private static final List<String> MEMORY_TYPE_NAMES = names(MemoryType.values().length, i -> MemoryType.fromCode(i).text());
    /// Mesa's return-type names stop before UNKNOWN (5), and its semantic names before 47.
    private static final int MESA_RETURN_TYPES = 5;
    private static final int MESA_SEMANTICS = 47;
    private static final List<String> RETURN_TYPE_NAMES = names(ReturnType.values().length, i -> ReturnType.fromCode(i).text());
    private static final List<String> SEMANTIC_NAMES = names(SemanticName.values().length, i -> SemanticName.fromCode(i).text());

    private final TextCursor c;
    private final TextInstructions instructions;
    private final List<TgsiToken> tokens = new ArrayList<>();
    private Processor processor;
    /// The size `[]` stands for in a declaration (Mesa's `implied_array_size`), 0 when none.
    private int impliedArraySize;
    private int immediateCount;

    TextParser(String text, String source) {
        this.c = new TextCursor(text, source);
        this.instructions = new TextInstructions(c);
    }

    static List<String> names(int count, java.util.function.IntFunction<String> name) {
        String[] out = new String[count];
        for (int i = 0; i < count; i++) {
            out[i] = name.apply(i);
        }
        return List.of(out);
    }

    /// `translate`: the header, then statements each preceded by whitespace.
    TgsiText.Result parse() {
        c.pos = c.skipWhite(0);
        header();
        if (processor == Processor.TESS_CTRL || processor == Processor.TESS_EVAL) {
            impliedArraySize = 32;
        }
        String previous = "header";
        while (!c.atEnd()) {
            if (!c.eatWhite()) {
                throw c.expected("end of " + previous);
            }
            if (c.atEnd()) {
                break;
            }
            if (numberedLine()) {
                tokens.add(instructions.instruction(true, tokens.size()));
                previous = "instruction";
            } else if (c.matchWord("DCL")) {
                tokens.add(declaration());
                previous = "declaration";
            } else if (c.matchWord("IMM")) {
                tokens.add(immediate());
                previous = "immediate";
            } else if (c.matchWord("PROPERTY")) {
                tokens.add(property());
                previous = "property";
            } else {
                tokens.add(instructions.instruction(false, tokens.size()));
                previous = "instruction";
            }
        }
        instructions.resolveStreamOperands(tokens, immediateCount);
        return new TgsiText.Result(new TgsiShader(processor, tokens), c.leniencies);
    }

    /// `parse_header`.
    private void header() {
        int k = c.wordIndex(c.pos, PROCESSOR_NAMES);
        if (k < 0 || k > Processor.COMP.code()) {
            throw c.expected("a shader header (VERT, FRAG, GEOM, TESS_CTRL, TESS_EVAL or COMP)");
        }
        processor = Processor.fromCode(k);
        c.pos += PROCESSOR_NAMES.get(k).length();
    }

    /// `parse_label`: a statement number `12:`, which is skipped.
    private boolean numberedLine() {
        int end = c.digitsEnd(c.pos);
        if (end == c.pos) {
            return false;
        }
        int q = c.skipWhite(end);
        if (c.at(q) != ':') {
            return false;
        }
        c.pos = q + 1;
        return true;
    }

    // ---- PROPERTY ----------------------------------------------------------------------------

    /// `parse_property`.
    private Property property() {
        if (!c.eatWhite()) {
            throw c.expected("a property name");
        }
        int start = c.pos;
        int end = c.identifierEnd(start);
        PropertyName name = end > start ? PropertyName.fromText(c.text.substring(start, end)) : null;
        if (name == null) {
            throw c.expected("a property name");
        }
        c.pos = c.skipWhite(end);
        int value = switch (name.valueKind()) {
            case PRIMITIVE -> namedValue(PRIMITIVE_NAMES, "a primitive name");
            case COORD_ORIGIN -> namedValue(PropertyName.COORD_ORIGIN_NAMES, "UPPER_LEFT or LOWER_LEFT");
            case PIXEL_CENTER -> namedValue(PropertyName.PIXEL_CENTER_NAMES, "HALF_INTEGER or INTEGER");
            case PROCESSOR -> namedValue(PROCESSOR_NAMES, "a shader stage name");
            case UINT -> numericValue("an unsigned integer", false);
        };
        if (name == PropertyName.GS_INPUT_PRIMITIVE && processor == Processor.GEOM) {
            impliedArraySize = verticesPerPrimitive(value);
        }
        return new Property(name, value);
    }

    private int namedValue(List<String> names, String what) {
        int k = c.wordIndex(c.pos, names);
        if (k >= 0) {
            c.pos += names.get(k).length();
            return k;
        }
        return numericValue(what, true);
    }

    /// An unsigned value (wrapping as Mesa's does), or with [TgsiText.Leniency#NUMERIC_PROPERTY_VALUE]
    /// a signed one, or a number in place of a name.
    private int numericValue(String what, boolean named) {
        boolean negative = c.peek() == '-' && CNumbers.isDigit(c.at(c.pos + 1));
        int start = negative ? c.pos + 1 : c.pos;
        int end = c.digitsEnd(start);
        if (end == start) {
            throw c.expected(what);
        }
        if (named || negative) {
            c.leniencies.add(TgsiText.Leniency.NUMERIC_PROPERTY_VALUE);
        }
        c.pos = end;
        int v = c.wrapped(start, end);
        return negative ? -v : v;
    }

    /// Mesa's `mesa_vertices_per_prim`: the vertex count of a geometry shader's input primitive.
    static int verticesPerPrimitive(int primitive) {
        PrimitiveType p = PrimitiveType.fromCode(primitive);
        if (p == null) {
            return 3;
        }
        return switch (p) {
            case POINTS -> 1;
            case LINES, LINE_LOOP, LINE_STRIP -> 2;
            case TRIANGLES, TRIANGLE_STRIP, TRIANGLE_FAN, POLYGON, PATCHES -> 3;
            case QUADS, QUAD_STRIP, LINES_ADJACENCY, LINE_STRIP_ADJACENCY -> 4;
            case TRIANGLES_ADJACENCY, TRIANGLE_STRIP_ADJACENCY -> 6;
        };
    }

    // ---- IMM ---------------------------------------------------------------------------------

    /// `parse_immediate` and `parse_immediate_data`: always four data words.
    private Immediate immediate() {
        if (c.peek() == '[') {
            c.pos = c.skipWhite(c.pos + 1);
            int at = c.pos;
            int end = c.digitsEnd(at);
            if (end == at) {
                throw c.expected("an immediate index");
            }
            if (c.exact(at, end) != immediateCount) {
                throw c.errorAt(at, "immediates must be numbered in order: expected IMM[" + immediateCount
                        + "], found IMM[" + c.text.substring(at, end) + "]");
            }
            c.pos = c.skipWhite(end);
            expect(']');
        }
        if (!c.eatWhite()) {
            throw c.expected("whitespace before the immediate type");
        }
        int k = c.wordIndex(c.pos, IMMEDIATE_TYPE_NAMES);
        if (k < 0) {
            throw c.expected("an immediate type (FLT32, UINT32, INT32, FLT64, UINT64 or INT64)");
        }
        c.pos += IMMEDIATE_TYPE_NAMES.get(k).length();
        ImmediateType type = ImmediateType.fromCode(k);
        int[] data = new int[4];
        c.pos = c.skipWhite(c.pos);
        expect('{');
        for (int i = 0; i < 4; i++) {
            c.pos = c.skipWhite(c.pos);
            if (i > 0) {
                expect(',');
                c.pos = c.skipWhite(c.pos);
            }
            i += immediateValue(type, data, i);
        }
        c.pos = c.skipWhite(c.pos);
        expect('}');
        immediateCount++;
        return new Immediate(type, data);
    }

    /// Reads one value into `data[i]` (and `data[i+1]` for 64-bit types); returns how many
    /// extra words it filled.
    private int immediateValue(ImmediateType type, int[] data, int i) {
        int start = c.pos;
        switch (type) {
            case FLT32 -> {
                if (hexFloatBits(start)) {
                    data[i] = (int) Long.parseLong(c.text.substring(start + 2, start + 10), 16);
                    c.pos = start + 10;
                    c.leniencies.add(TgsiText.Leniency.HEX_FLOAT_BITS);
                    return 0;
                }
                data[i] = (int) scanned(CNumbers.strtof(c.text, start), "a FLT32 value");
                return 0;
            }
            case UINT32 -> {
                int end = c.digitsEnd(start);
                if (end == start) {
                    throw c.expected("a UINT32 value");
                }
                data[i] = c.wrapped(start, end);
                c.pos = end;
                return 0;
            }
            case INT32 -> {
                boolean negative = c.peek() == '-';
                int digits = c.peek() == '+' || negative ? start + 1 : start;
                int end = c.digitsEnd(digits);
                if (end == digits) {
                    throw c.expected("an INT32 value");
                }
                int v = c.wrapped(digits, end);
                data[i] = negative ? -v : v;
                c.pos = end;
                return 0;
            }
            case FLT64, INT64, UINT64 -> {
                CNumbers.Scan scan = switch (type) {
                    case FLT64 -> CNumbers.strtod(c.text, start);
                    case INT64 -> CNumbers.strtoll(c.text, start);
                    default -> CNumbers.strtoull(c.text, start);
                };
                long bits = scanned(scan, (type == ImmediateType.INT64 ? "an " : "a ") + type.text() + " value");
                data[i] = (int) bits;
                if (i + 1 < data.length) {
                    data[i + 1] = (int) (bits >>> 32);
                }
                return 1;
            }
        }
        throw new AssertionError(type);
    }

    private long scanned(CNumbers.Scan scan, String what) {
        if (!scan.found(c.pos)) {
            throw c.expected(what);
        }
        c.pos = scan.end();
        return scan.bits();
    }

    /// Whether `0x` and exactly 8 hex digits start at `i` and no further digit, point or binary
    /// exponent follows (those make it a `strtof` hex float).
    private boolean hexFloatBits(int i) {
        if (c.at(i) != '0' || (c.at(i + 1) != 'x' && c.at(i + 1) != 'X')) {
            return false;
        }
        for (int k = 2; k < 10; k++) {
            if (CNumbers.hexValue(c.at(i + k)) < 0) {
                return false;
            }
        }
        char next = c.at(i + 10);
        return CNumbers.hexValue(next) < 0 && next != '.' && next != 'p' && next != 'P';
    }

    // ---- DCL ---------------------------------------------------------------------------------

    /// A `[a]`, `[a..b]` or `[]` of a declaration.
    private record Range(int first, int last) {}

    /// `parse_declaration`: the register part, then the optional clauses in Mesa's order.
    private Declaration declaration() {
        if (!c.eatWhite()) {
            throw c.expected("whitespace after `DCL'");
        }
        RegisterFile file = instructions.registerFileBracket();
        boolean discardsFirst = processor == Processor.GEOM && file == RegisterFile.INPUT
                || processor == Processor.TESS_EVAL && file == RegisterFile.INPUT
                || processor == Processor.TESS_CTRL && (file == RegisterFile.INPUT || file == RegisterFile.OUTPUT);
        Range outer = declarationBracket(discardsFirst);
        Range range = outer;
        int dimension = TgsiToken.NONE;
        int q = c.skipWhite(c.pos);
        if (c.at(q) == '[') {
            c.pos = q + 1;
            range = declarationBracket(false);
            if (!discardsFirst) {
                dimension = outer.first();
            }
        }
        int usageMask = instructions.optionalWriteMask();
        boolean vsInput = file == RegisterFile.INPUT && processor == Processor.VERT;
        DeclarationClauses d = new DeclarationClauses(file);

        int cur = c.skipWhite(c.pos);
        if (c.at(cur) == ',') {
            int q2 = c.skipWhite(cur + 1);
            if (c.wordAt(q2, "ARRAY")) {
                d.arrayId = arrayClause(q2 + 5);
                cur = c.pos;
            }
        }
        if (c.at(cur) == ',' && !vsInput) {
            fileClause(d, c.skipWhite(cur + 1));
        }
        cur = c.skipWhite(c.pos);
        if (c.at(cur) == ',' && file == RegisterFile.OUTPUT && processor == Processor.GEOM) {
            int q2 = c.skipWhite(cur + 1);
            if (c.wordAt(q2, "STREAM")) {
                d.streams = streamClause(q2 + 6);
            }
        }
        if (!vsInput) {
            int k = optionalClause(INTERPOLATION_NAMES);
            if (k >= 0) {
                d.interpolation = Interpolation.fromCode(k);
            }
            k = optionalClause(LOCATION_NAMES);
            if (k >= 0) {
                d.location = InterpLocation.fromCode(k);
            }
        }
        cur = c.skipWhite(c.pos);
        if (c.at(cur) == ',' && !vsInput) {
            int q2 = c.skipWhite(cur + 1);
            if (!c.wordAt(q2, "INVARIANT")) {
                throw c.expectedAt(q2, "a semantic, interpolation, location or INVARIANT");
            }
            d.invariant = true;
            c.pos = q2 + "INVARIANT".length();
        }
        return d.build(range, usageMask, dimension);
    }

    /// `, NAME` with one of `names` (whitespace allowed around the comma): consumes it and
    /// returns the name's index, or consumes nothing and returns -1.
    private int optionalClause(List<String> names) {
        int cur = c.skipWhite(c.pos);
        if (c.at(cur) != ',') {
            return -1;
        }
        int q = c.skipWhite(cur + 1);
        int k = c.wordIndex(q, names);
        if (k >= 0) {
            c.pos = q + names.get(k).length();
        }
        return k;
    }

    /// `parse_register_dcl_bracket`, after the `[`. With `discarded`, the bracket is a vertex
    /// bracket that the declaration drops, so `[]` needs no implied size (a leniency).
    private Range declarationBracket(boolean discarded) {
        c.pos = c.skipWhite(c.pos);
        Range r;
        if (CNumbers.isDigit(c.peek())) {
            int first = c.boundedUint(0xFFFF, "register index");
            c.pos = c.skipWhite(c.pos);
            int last = first;
            if (c.peek() == '.' && c.at(c.pos + 1) == '.') {
                c.pos = c.skipWhite(c.pos + 2);
                last = c.boundedUint(0xFFFF, "register index");
                c.pos = c.skipWhite(c.pos);
            }
            r = new Range(first, last);
        } else if (c.peek() == ']' && impliedArraySize != 0) {
            r = new Range(0, impliedArraySize - 1);
        } else if (c.peek() == ']' && discarded && processor == Processor.GEOM && c.at(c.skipWhite(c.pos + 1)) == '[') {
            c.leniencies.add(TgsiText.Leniency.GS_INPUT_WITHOUT_PRIMITIVE);
            r = new Range(0, 0);
        } else {
            throw c.expected(impliedArraySize == 0 && c.peek() == ']'
                    ? "a register index (`[]' needs PROPERTY GS_INPUT_PRIMITIVE first)" : "a register index");
        }
        if (c.peek() != ']') {
            throw c.expected("`]' or `..'");
        }
        c.pos++;
        return r;
    }

    /// `, ARRAY(n)`, from just after the word.
    private int arrayClause(int at) {
        c.pos = at;
        expect('(');
        c.pos = c.skipWhite(c.pos);
        int id = c.boundedUint(1023, "array id");
        c.pos = c.skipWhite(c.pos);
        expect(')');
        return id;
    }

    /// The clause that depends on the file, from just after its comma.
    private void fileClause(DeclarationClauses d, int cur) {
        switch (d.file) {
            case IMAGE -> {
                d.target = target(cur);
                cur += d.target.text().length();
                int q = c.skipWhite(cur);
                while (c.at(q) == ',') {
                    q = c.skipWhite(q + 1);
                    if (c.wordAt(q, "RAW")) {
                        d.raw = true;
                        q += 3;
                    } else if (c.wordAt(q, "WR")) {
                        d.writable = true;
                        q += 2;
                    } else {
                        PipeFormat f = formatAt(q);
                        if (f == null) {
                            break;
                        }
                        d.format = f;
                        q += f.text().length();
                    }
                    cur = q;
                    q = c.skipWhite(q);
                }
                c.pos = cur;
            }
            case SAMPLER_VIEW -> {
                d.target = target(cur);
                cur = c.skipWhite(cur + d.target.text().length());
                if (c.at(cur) != ',') {
                    throw c.expectedAt(cur, "`,'");
                }
                cur = c.skipWhite(cur + 1);
                int j = 0;
                for (; j < 4; j++) {
                    int k = returnTypeAt(cur);
                    if (k < 0) {
                        if (j == 0 || j > 2) {
                            throw c.expectedAt(cur, "a return type (UNORM, SNORM, SINT, UINT or FLOAT)");
                        }
                        break;
                    }
                    d.returnTypes[j] = ReturnType.fromCode(k);
                    cur += RETURN_TYPE_NAMES.get(k).length();
                    int q = c.skipWhite(cur);
                    if (c.at(q) != ',') {
                        break;
                    }
                    cur = c.skipWhite(q + 1);
                }
                // Mesa keeps four distinct types only when a comma follows the fourth; otherwise
                // the first type is copied into all four.
                if (j < 4) {
                    Arrays.fill(d.returnTypes, d.returnTypes[0]);
                }
                c.pos = cur;
            }
            case BUFFER -> {
                if (c.wordAt(cur, "ATOMIC")) {
                    d.atomic = true;
                    c.pos = cur + "ATOMIC".length();
                }
            }
            case MEMORY -> {
                int k = c.wordIndex(cur, MEMORY_TYPE_NAMES);
                if (k >= 0) {
                    d.memoryType = MemoryType.fromCode(k);
                    c.pos = cur + MEMORY_TYPE_NAMES.get(k).length();
                }
            }
            default -> {
                if (c.wordAt(cur, "LOCAL")) {
                    d.local = true;
                    c.pos = cur + "LOCAL".length();
                }
                cur = c.skipWhite(c.pos);
                if (c.at(cur) == ',') {
                    semanticClause(d, c.skipWhite(cur + 1));
                }
            }
        }
    }

    /// `NAME` or `NAME[index]`, from just after the comma; nothing when no semantic is there.
    private void semanticClause(DeclarationClauses d, int cur) {
        int k = c.wordIndex(cur, SEMANTIC_NAMES);
        if (k < 0) {
            return;
        }
        if (k >= MESA_SEMANTICS) {
            c.leniencies.add(TgsiText.Leniency.EXTRA_NAME);
        }
        cur += SEMANTIC_NAMES.get(k).length();
        int q = c.skipWhite(cur);
        if (c.at(q) == '[') {
            c.pos = c.skipWhite(q + 1);
            d.semanticIndex = c.boundedUint(0xFFFF, "semantic index");
            c.pos = c.skipWhite(c.pos);
            expect(']');
            cur = c.pos;
        }
        d.semantic = SemanticName.fromCode(k);
        c.pos = cur;
    }

    /// `STREAM(a, b, c, d)`, from just after the word.
    private int streamClause(int at) {
        c.pos = c.skipWhite(at);
        expect('(');
        int streams = 0;
        for (int i = 0; i < 4; i++) {
            c.pos = c.skipWhite(c.pos);
            streams |= c.boundedUint(3, "stream") << (2 * i);
            c.pos = c.skipWhite(c.pos);
            if (i < 3) {
                expect(',');
            }
        }
        expect(')');
        return streams;
    }

    private TextureTarget target(int at) {
        int k = c.wordIndex(at, TARGET_NAMES);
        if (k < 0) {
            throw c.expectedAt(at, "a texture target");
        }
        return TextureTarget.fromCode(k);
    }

    private int returnTypeAt(int at) {
        int k = c.wordIndex(at, RETURN_TYPE_NAMES);
        if (k >= MESA_RETURN_TYPES) {
            c.leniencies.add(TgsiText.Leniency.EXTRA_NAME);
        }
        return k;
    }

    /// The `PIPE_FORMAT_*` name that is the whole word at `at`, or null.
    static PipeFormat formatAt(TextCursor c, int at) {
        int end = c.identifierEnd(at);
        if (end == at || !c.startsWith(at, "PIPE_FORMAT_")) {
            return null;
        }
        return PipeFormat.fromText(c.text.substring(at, end));
    }

    private PipeFormat formatAt(int at) {
        return formatAt(c, at);
    }

    private void expect(char ch) {
        if (c.peek() != ch) {
            throw c.expected("`" + ch + "'");
        }
        c.pos++;
    }

    /// The optional parts of a declaration as they are read, with Mesa's defaults.
    private static final class DeclarationClauses {
        final RegisterFile file;
        int arrayId = TgsiToken.NONE;
        boolean local;
        boolean atomic;
        boolean invariant;
        boolean raw;
        boolean writable;
        MemoryType memoryType = MemoryType.GLOBAL;
        TextureTarget target = TextureTarget.BUFFER;
        PipeFormat format = PipeFormat.NONE;
        final ReturnType[] returnTypes = {ReturnType.UNORM, ReturnType.UNORM, ReturnType.UNORM, ReturnType.UNORM};
        SemanticName semantic;
        int semanticIndex;
        int streams;
        Interpolation interpolation;
        InterpLocation location = InterpLocation.CENTER;

        DeclarationClauses(RegisterFile file) {
            this.file = file;
        }

        /// The declaration; like Mesa's builder, streams without a semantic and a location
        /// without an interpolation mode have no token to go in and are dropped.
        Declaration build(Range range, int usageMask, int dimension) {
            Declaration.Interp interp = interpolation == null ? null : new Declaration.Interp(interpolation, location);
            Declaration.Semantic sem = semantic == null ? null : new Declaration.Semantic(semantic, semanticIndex, streams);
            Declaration.Image image = file == RegisterFile.IMAGE ? new Declaration.Image(target, raw, writable, format) : null;
            Declaration.SamplerView view = file == RegisterFile.SAMPLER_VIEW
                    ? new Declaration.SamplerView(target, returnTypes[0], returnTypes[1], returnTypes[2], returnTypes[3]) : null;
            return new Declaration(file, range.first(), range.last(), usageMask, dimension, interp, sem, invariant, local,
                    arrayId, atomic, memoryType, image, view);
        }
    }
}
