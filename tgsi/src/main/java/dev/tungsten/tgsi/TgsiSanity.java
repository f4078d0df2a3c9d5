package dev.tungsten.tgsi;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Supplier;

/// Checks a shader the way Mesa's `tgsi_sanity_check` does, and further, returning every
/// diagnostic rather than stopping at the first.
///
/// What Mesa 24.1 checks, we check with the same meaning: registers used but not declared
/// (including an immediate or constant index past the declared range; an indirect access needs
/// some register of its file and a declared address register), registers declared twice,
/// operand counts against the opcode table, empty destination write masks, the NULL file as an
/// operand, declarations or immediates after the first instruction, a missing or repeated END,
/// and "never used" warnings. GS inputs, TCS/TES inputs and TCS outputs are two-dimensional with
/// an implied vertex count, as in Mesa (from GS_INPUT_PRIMITIVE, 32, and TCS_VERTICES_OUT, each
/// as far as the stream has set it).
///
/// What we check beyond Mesa (each a real defect, see the tests): control-flow structure and
/// labels ([ControlFlow]), writes to read-only files, reads past the end of a short
/// immediate, undeclared array ids and constant buffers in indirect operands, undeclared
/// texture-offset registers, texture opcodes without a target, stage-only opcodes in the wrong
/// stage (KILL outside FRAG, EMIT outside GEOM, ...), declarations that need a property the
/// stream has not set yet, empty or out-of-range declarations and property values; and, as a
/// warning, OUT registers sharing one semantic, of which only the lowest reaches the next stage
/// ([OutputSemantics]).
///
/// Deliberate differences from Mesa, all documented where they happen: a 64-bit immediate is a
/// warning (Mesa's checker predates them and calls them an error, though `ureg` writes them); an
/// indirect destination is checked as indirect (Mesa checks its offset as a direct index); a
/// register is "used" when any vertex of it is used, and a sampler view when a texture
/// instruction uses the sampler of the same index (Mesa warns about both), so we give fewer
/// "never used" warnings; registers are named by their own file (Mesa prints `RES` or `(null)`
/// for the newer files).
public final class TgsiSanity {
    /// How bad a diagnostic is: an error makes `tungsten tgsi check` fail.
    public enum Severity {
        ERROR, WARNING;

        /// `error` or `warning`, as printed.
        public String text() {
            return this == ERROR ? "error" : "warning";
        }
    }

    /// One finding. The location always has a word offset into the token stream (the token's
    /// first word, or the end of the stream for whole-shader findings), the instruction index
    /// when an instruction is concerned, and the text line and column when the caller supplied
    /// [SourcePositions].
    public record Diagnostic(Severity severity, TgsiException.Location location, String message) {
        /// Whether this is an error (not a warning).
        public boolean isError() {
            return severity == Severity.ERROR;
        }

        /// `file:line:column: error: message` when the text position is known, otherwise
        /// `[file:]instruction N (word W): ...` or `[file:]word W: ...`.
        @Override
        public String toString() {
            return where(location) + ": " + severity.text() + ": " + message;
        }

        static String where(TgsiException.Location l) {
            String prefix = l.source() != null ? l.source() + ":" : "";
            if (l.line() >= 0) {
                return prefix + l.line() + ":" + Math.max(l.column(), 1);
            }
            if (l.instruction() >= 0) {
                return prefix + "instruction " + l.instruction() + (l.word() >= 0 ? " (word " + l.word() + ")" : "");
            }
            return l.word() >= 0 ? prefix + "word " + l.word() : prefix + "<unknown>";
        }
    }

    private TgsiSanity() {}

    /// Every diagnostic for `shader`, ordered by position in the stream.
    public static List<Diagnostic> check(TgsiShader shader) {
        return check(shader, null);
    }

    /// Every diagnostic for `shader`, with text positions taken from `positions` (may be null).
    public static List<Diagnostic> check(TgsiShader shader, SourcePositions positions) {
        return new Checker(shader, positions, true).run();
    }

    /// The errors of [#check] alone, ordered by position: the same checks, without the
    /// bookkeeping that only warnings need (which registers are used, for "never used"). For
    /// builders that refuse a shader with an error and drop the warnings ([Ureg#finish]).
    public static List<Diagnostic> errors(TgsiShader shader) {
        return new Checker(shader, null, false).run();
    }

    /// Whether any diagnostic is an error.
    public static boolean hasErrors(List<Diagnostic> diagnostics) {
        return diagnostics.stream().anyMatch(Diagnostic::isError);
    }

    /// Mesa's `mesa_vertices_per_prim`, which answers 3 for anything it does not know.
    static int verticesPerPrimitive(PrimitiveType prim) {
        if (prim == null) {
            return 3;
        }
        return switch (prim) {
            case POINTS -> 1;
            case LINES, LINE_LOOP, LINE_STRIP -> 2;
            case TRIANGLES, TRIANGLE_STRIP, TRIANGLE_FAN, POLYGON, PATCHES -> 3;
            case LINES_ADJACENCY, LINE_STRIP_ADJACENCY, QUADS, QUAD_STRIP -> 4;
            case TRIANGLES_ADJACENCY, TRIANGLE_STRIP_ADJACENCY -> 6;
        };
    }

    // ------------------------------------------------------------------------------------

    /// A run of declared registers in one (file, dimension); `dim` is -1 for one-dimensional
    /// registers. `implied` marks a declaration whose second dimension is the implied vertex index.
    private record Interval(RegisterFile file, int dim, boolean implied, int first, int last, int arrayId, int token) {}

    private record DimKey(RegisterFile file, int dim) {}

    private record ArrayKey(RegisterFile file, int arrayId) {}

    /// The register indices used in one (file, dimension). Every operand marks one, so the
    /// common small indices go in a bit set rather than a sorted set of boxed integers; the
    /// others (negative or huge, only in hand-written TGSI) in a sorted set beside it, so that
    /// a huge index does not allocate a huge bit set.
    private static final class Marks {
        private static final int DENSE = 1 << 16;
        private final BitSet dense = new BitSet();
        private TreeSet<Integer> sparse;

        void add(int index) {
            if (index >= 0 && index < DENSE) {
                dense.set(index);
            } else {
                if (sparse == null) {
                    sparse = new TreeSet<>();
                }
                sparse.add(index);
            }
        }

        /// The marks in `[first, last]`, ascending.
        List<Integer> in(int first, int last) {
            List<Integer> out = new ArrayList<>();
            if (sparse != null && first < 0) {
                out.addAll(sparse.subSet(first, true, Math.min(last, -1), true));
            }
            int hi = Math.min(last, DENSE - 1);
            for (int i = dense.nextSetBit(Math.max(first, 0)); i >= 0 && i <= hi; i = dense.nextSetBit(i + 1)) {
                out.add(i);
            }
            if (sparse != null && last >= DENSE) {
                out.addAll(sparse.subSet(Math.max(first, DENSE), true, last, true));
            }
            return out;
        }
    }

    private static final Set<RegisterFile> READ_ONLY = EnumSet.of(RegisterFile.CONSTANT, RegisterFile.IMMEDIATE,
            RegisterFile.SAMPLER, RegisterFile.SAMPLER_VIEW, RegisterFile.SYSTEM_VALUE, RegisterFile.INPUT,
            RegisterFile.CONSTBUF);

    private static final class Checker {
        private final TgsiShader shader;
        private final SourcePositions positions;
        private final Processor processor;
        private final List<Diagnostic> out = new ArrayList<>();
        private final int[] tokenWord;
        private final int[] instructionToken;
        private final int endWord;

        private int token;
        private int instructionsSeen;
        private int impliedInputs;
        private int impliedOutputs;
        private boolean impliedOutputsSet;
        private final EnumMap<PropertyName, Integer> properties = new EnumMap<>(PropertyName.class);

        /// Disjoint declared segments per (file, dim), keyed by first index; values are {last, token}.
        private final Map<DimKey, TreeMap<Integer, int[]>> declared = new HashMap<>();
        private final Map<RegisterFile, List<Interval>> declarations = new EnumMap<>(RegisterFile.class);
        private final Map<RegisterFile, Set<Integer>> dimsOfFile = new EnumMap<>(RegisterFile.class);
        private final Map<ArrayKey, Interval> arrays = new HashMap<>();
        private final List<Immediate> immediates = new ArrayList<>();
        /// OUT register -> its semantic, and semantic -> the lowest OUT register declaring it.
        private final Map<Integer, OutputSemantics.Semantic> outputSemantic = new HashMap<>();
        private final Map<OutputSemantics.Semantic, Integer> lowestOutput = new HashMap<>();

        private final Map<DimKey, Marks> used = new HashMap<>();
        private final Map<RegisterFile, Marks> usedAnyDim = new EnumMap<>(RegisterFile.class);
        private final Set<RegisterFile> usedWholeFile = EnumSet.noneOf(RegisterFile.class);
        private final Set<ArrayKey> usedArrays = new HashSet<>();
        /// Whether warnings are wanted; when not, neither are the marks of what is used.
        private final boolean warnings;

        Checker(TgsiShader shader, SourcePositions positions, boolean warnings) {
            this.warnings = warnings;
            this.shader = shader;
            this.positions = positions;
            this.processor = shader.processor();
            List<TgsiToken> tokens = shader.tokens();
            tokenWord = new int[tokens.size()];
            instructionToken = new int[shader.instructions().size()];
            int word = 2;
            int inst = 0;
            for (int t = 0; t < tokens.size(); t++) {
                tokenWord[t] = word;
                word += TokenSizes.of(tokens.get(t));
                if (tokens.get(t) instanceof Instruction) {
                    instructionToken[inst++] = t;
                }
            }
            endWord = word;
            if (processor == Processor.TESS_CTRL || processor == Processor.TESS_EVAL) {
                impliedInputs = 32;
            }
        }

        List<Diagnostic> run() {
            List<TgsiToken> tokens = shader.tokens();
            for (token = 0; token < tokens.size(); token++) {
                switch (tokens.get(token)) {
                    case Declaration d -> declaration(d);
                    case Immediate i -> immediate(i);
                    case Property p -> property(p);
                    case Instruction i -> {
                        instruction(i);
                        instructionsSeen++;
                    }
                }
            }
            for (ControlFlow.Problem p : ControlFlow.of(shader).problems()) {
                reportInstruction(p.severity(), p.instruction(), p.message());
            }
            if (warnings) {
                neverUsed();
            }
            List<Diagnostic> sorted = new ArrayList<>(out);
            sorted.sort(Comparator.comparingInt(d -> d.location().word()));
            return List.copyOf(sorted);
        }

        // ---- declarations -----------------------------------------------------------------

        private void declaration(Declaration d) {
            if (instructionsSeen > 0) {
                error("instruction expected but declaration found");
            }
            RegisterFile file = d.file();
            if (file == RegisterFile.NULL) {
                error("invalid register file NULL in a declaration");
                return;
            }
            if (d.first() > d.last()) {
                error(file.text() + "[" + d.first() + ".." + d.last() + "]: empty declaration range");
                return;
            }
            SemanticName sem = d.semantic() != null ? d.semantic().name() : null;
            boolean patch = sem == SemanticName.PATCH || sem == SemanticName.TESSOUTER || sem == SemanticName.TESSINNER;
            boolean perVertexIn = file == RegisterFile.INPUT && !patch && (processor == Processor.GEOM
                    || processor == Processor.TESS_CTRL || processor == Processor.TESS_EVAL);
            boolean perVertexOut = file == RegisterFile.OUTPUT && !patch && processor == Processor.TESS_CTRL;
            if (perVertexIn || perVertexOut) {
                int vertices = perVertexIn ? impliedInputs : impliedOutputs;
                if (perVertexIn && vertices == 0) {
                    error(range(d) + ": GEOM input declared before PROPERTY GS_INPUT_PRIMITIVE, so its vertex count is unknown");
                } else if (perVertexOut && !impliedOutputsSet) {
                    error(range(d) + ": TESS_CTRL output declared before PROPERTY TCS_VERTICES_OUT, so its vertex count is unknown");
                }
                List<int[]> twice = new ArrayList<>();
                for (int v = 0; v < vertices; v++) {
                    twice.addAll(insert(new DimKey(file, v), d.first(), d.last()));
                }
                duplicates(file, -1, twice);
                record(new Interval(file, -1, true, d.first(), d.last(), d.arrayId(), token));
            } else {
                int dim = d.hasDimension() ? d.dimension() : -1;
                duplicates(file, dim, insert(new DimKey(file, dim), d.first(), d.last()));
                record(new Interval(file, dim, false, d.first(), d.last(), d.arrayId(), token));
            }
            if (file == RegisterFile.OUTPUT && sem != null) {
                outputSemantics(d);
            }
            if (d.isArray()) {
                Interval previous = arrays.get(new ArrayKey(file, d.arrayId()));
                if (previous != null) {
                    error(range(d) + ": ARRAY(" + d.arrayId() + ") is already declared for " + file.text() + "["
                            + previous.first() + ".." + previous.last() + "]");
                } else {
                    arrays.put(new ArrayKey(file, d.arrayId()), new Interval(file, -1, false, d.first(), d.last(), d.arrayId(), token));
                }
            }
        }

        /// Warns about an OUT register whose semantic another OUT register already declares: only
        /// the lowest of them reaches the next stage ([OutputSemantics], decision record 0019).
        /// A register declared twice is an error of its own and is not looked at again.
        private void outputSemantics(Declaration d) {
            for (int reg = d.first(); reg <= d.last(); reg++) {
                OutputSemantics.Semantic s = new OutputSemantics.Semantic(d.semantic().name(),
                        d.semantic().index() + (reg - d.first()));
                if (outputSemantic.putIfAbsent(reg, s) != null) {
                    continue;
                }
                Integer other = lowestOutput.putIfAbsent(s, reg);
                if (other != null) {
                    int linked = Math.min(other, reg);
                    lowestOutput.put(s, linked);
                    warn("OUT[" + reg + "]: semantic " + s + " is already declared for OUT[" + other + "]; only OUT["
                            + linked + "], the lowest register, reaches the next stage");
                }
            }
        }

        private void record(Interval interval) {
            declarations.computeIfAbsent(interval.file(), f -> new ArrayList<>()).add(interval);
        }

        /// Adds `[first, last]` to the segments of `key`, keeping them disjoint; returns the parts
        /// that were already declared.
        private List<int[]> insert(DimKey key, int first, int last) {
            dimsOfFile.computeIfAbsent(key.file(), f -> new TreeSet<>()).add(key.dim());
            TreeMap<Integer, int[]> segments = declared.computeIfAbsent(key, k -> new TreeMap<>());
            List<int[]> overlaps = new ArrayList<>();
            int next = first;
            Map.Entry<Integer, int[]> e = segments.floorEntry(first);
            if (e == null || e.getValue()[0] < first) {
                e = segments.ceilingEntry(first);
            }
            while (next <= last) {
                if (e == null || e.getKey() > last) {
                    segments.put(next, new int[] {last, token});
                    break;
                }
                int segFirst = e.getKey();
                int segLast = e.getValue()[0];
                if (segFirst > next) {
                    segments.put(next, new int[] {segFirst - 1, token});
                }
                overlaps.add(new int[] {Math.max(segFirst, next), Math.min(segLast, last)});
                if (segLast >= last) {
                    break;
                }
                next = segLast + 1;
                e = segments.higherEntry(segFirst);
            }
            return overlaps;
        }

        private void duplicates(RegisterFile file, int dim, List<int[]> overlaps) {
            for (int[] run : merge(overlaps)) {
                error(name(file, dim, run[0], run[1]) + ": " + (run[0] == run[1] ? "register" : "registers")
                        + " declared more than once");
            }
        }

        // ---- immediates and properties ---------------------------------------------------

        private void immediate(Immediate imm) {
            if (instructionsSeen > 0) {
                error("instruction expected but immediate found");
            }
            insert(new DimKey(RegisterFile.IMMEDIATE, -1), immediates.size(), immediates.size());
            record(new Interval(RegisterFile.IMMEDIATE, -1, false, immediates.size(), immediates.size(), TgsiToken.NONE, token));
            immediates.add(imm);
            if (imm.type().is64Bit()) {
                // Mesa 24.1's tgsi_sanity_check calls this an error ("Invalid immediate data type"),
                // but its own ureg writes such immediates for fp64/int64 shaders and drivers read them.
                warn("IMM[" + (immediates.size() - 1) + "]: " + imm.type().text()
                        + " immediate, which Mesa 24.1's tgsi_sanity_check rejects although drivers accept it");
            }
        }

        private void property(Property p) {
            Integer previous = properties.put(p.name(), p.value());
            if (previous != null) {
                warn("PROPERTY " + p.name() + " set more than once; the last value, " + p.value() + ", wins");
            }
            int v = p.value();
            switch (p.name()) {
                case GS_INPUT_PRIMITIVE, GS_OUTPUT_PRIMITIVE, TES_PRIM_MODE -> {
                    PrimitiveType prim = PrimitiveType.fromCode(v);
                    if (prim == null) {
                        error("PROPERTY " + p.name() + ": " + Integer.toUnsignedString(v) + " is not a primitive type");
                    }
                    if (p.name() == PropertyName.GS_INPUT_PRIMITIVE && processor == Processor.GEOM) {
                        impliedInputs = verticesPerPrimitive(prim);
                    }
                }
                case FS_COORD_ORIGIN, FS_COORD_PIXEL_CENTER -> range(p, 1);
                case FS_DEPTH_LAYOUT -> range(p, DepthLayout.values().length - 1);
                case TES_SPACING -> range(p, 2);
                case NEXT_SHADER -> {
                    if (Processor.fromCode(v) == null) {
                        error("PROPERTY NEXT_SHADER: " + Integer.toUnsignedString(v) + " is not a processor");
                    }
                }
                case TCS_VERTICES_OUT -> {
                    if (processor == Processor.TESS_CTRL) {
                        // GL's limit on patch vertices; it also bounds the implied dimension we track.
                        if (v < 1 || v > 32) {
                            error("PROPERTY TCS_VERTICES_OUT: " + Integer.toUnsignedString(v) + " is outside 1..32");
                        }
                        impliedOutputs = Math.clamp(v, 0, 32);
                        impliedOutputsSet = true;
                    }
                }
                default -> { }
            }
        }

        private void range(Property p, int max) {
            if (p.value() < 0 || p.value() > max) {
                error("PROPERTY " + p.name() + ": " + Integer.toUnsignedString(p.value()) + " is outside 0.." + max);
            }
        }

        // ---- instructions ------------------------------------------------------------------

        private void instruction(Instruction inst) {
            TgsiOpcode op = inst.opcode();
            if (!op.isMesa()) {
                warn(op + " is a legacy opcode of the 2010 specification that Mesa 24.1 no longer has");
            }
            if (inst.dst().size() != op.numDst()) {
                error(op + " takes " + op.numDst() + " destination operand" + (op.numDst() == 1 ? "" : "s")
                        + ", found " + inst.dst().size());
            }
            if (inst.src().size() != op.numSrc()) {
                error(op + " takes " + op.numSrc() + " source operand" + (op.numSrc() == 1 ? "" : "s")
                        + ", found " + inst.src().size());
            }
            stage(op);
            if (op.has(TgsiOpcode.Flag.IS_TEX) && op != TgsiOpcode.SAMP2HND && inst.texture() == null) {
                error(op + " has no texture target");
            }
            for (int i = 0; i < inst.dst().size(); i++) {
                DstRegister d = inst.dst(i);
                String role = "destination";
                operand(role, d.file(), d.index(), d.indirect(), d.dimension());
                if (d.writeMask() == 0) {
                    error(OperandText.name(d.file(), d.index(), d.indirect(), d.dimension()) + ": destination has an empty write mask");
                }
                if (READ_ONLY.contains(d.file())) {
                    error(OperandText.name(d.file(), d.index(), d.indirect(), d.dimension()) + ": " + d.file().text()
                            + " registers cannot be written");
                }
            }
            for (int i = 0; i < inst.src().size(); i++) {
                SrcRegister s = inst.src(i);
                operand("source", s.file(), s.index(), s.indirect(), s.dimension());
                if (s.file() == RegisterFile.IMMEDIATE && s.indirect() == null && s.index() >= 0
                        && s.index() < immediates.size() && i < op.numSrc()) {
                    shortImmediate(inst, i, s);
                }
                if (s.file() == RegisterFile.SAMPLER && op.has(TgsiOpcode.Flag.IS_TEX)) {
                    // TEX-style opcodes name only the sampler; the view of the same index is what they read.
                    if (s.indirect() != null) {
                        usedWholeFile.add(RegisterFile.SAMPLER_VIEW);
                    } else {
                        markUsed(RegisterFile.SAMPLER_VIEW, -1, s.index());
                    }
                }
            }
            if (inst.texture() != null) {
                for (Instruction.TextureOffset o : inst.texture().offsets()) {
                    operand("texture offset", o.file(), o.index(), null, null);
                }
            }
        }

        private void stage(TgsiOpcode op) {
            Set<Processor> allowed = op.stages();
            if (!allowed.contains(processor)) {
                error(op + " is not allowed in a " + processor.text() + " shader (only in "
                        + String.join(", ", allowed.stream().map(Processor::text).toList()) + ")");
            }
        }

        private void shortImmediate(Instruction inst, int i, SrcRegister s) {
            Immediate imm = immediates.get(s.index());
            int usage = ChannelUsage.usageMask(inst, i);
            for (int c = imm.size(); c < 4; c++) {
                if ((usage & (1 << c)) != 0) {
                    error("IMM[" + s.index() + "] has " + imm.size() + " data word" + (imm.size() == 1 ? "" : "s")
                            + " but channel " + Swizzle.name(c) + " is read");
                    return;
                }
            }
        }

        /// Checks that an operand's register (and its address registers) are declared, and marks
        /// what it uses.
        private void operand(String role, RegisterFile file, int index, IndirectRegister ind, DimensionRegister dim) {
            // Named only for a message: most operands are fine, and the name costs a string.
            Supplier<String> name = () -> OperandText.name(file, index, ind, dim);
            if (file == RegisterFile.NULL) {
                error(name.get() + ": invalid register file NULL in a " + role + " operand");
                return;
            }
            if (ind != null) {
                address(ind);
                if (dim != null && !dim.isIndirect() && !declared.containsKey(new DimKey(file, dim.index()))
                        && declarations.containsKey(file)) {
                    error(name.get() + ": no " + file.text() + "[" + dim.index() + "][] register is declared");
                } else if (!declarations.containsKey(file)) {
                    error(name.get() + ": undeclared " + role + " register (no " + file.text() + " register is declared)");
                }
                if (ind.arrayId() != 0) {
                    ArrayKey key = new ArrayKey(file, ind.arrayId());
                    if (!arrays.containsKey(key)) {
                        error(name.get() + ": " + file.text() + " has no ARRAY(" + ind.arrayId() + ")");
                        usedWholeFile.add(file);
                    } else {
                        usedArrays.add(key);
                    }
                } else {
                    usedWholeFile.add(file);
                }
            } else if (dim == null) {
                direct(role, name, file, -1, index);
            } else if (!dim.isIndirect()) {
                direct(role, name, file, dim.index(), index);
            } else {
                // The vertex or buffer is chosen at run time: some dimension must declare the index.
                boolean any = false;
                for (int d : dimsOfFile.getOrDefault(file, Set.of())) {
                    any |= isDeclared(file, d, index);
                }
                if (!any) {
                    error(name.get() + ": undeclared " + role + " register" + hint(file));
                }
                usedWholeFile.add(file);
            }
            if (dim != null && dim.isIndirect()) {
                address(dim.indirect());
            }
        }

        private void direct(String role, Supplier<String> name, RegisterFile file, int dim, int index) {
            if (!isDeclared(file, dim, index)) {
                error(name.get() + ": undeclared " + role + " register" + hint(file));
            }
            markUsed(file, dim, index);
        }

        private void address(IndirectRegister ind) {
            Supplier<String> name = () -> OperandText.name(ind.file(), ind.index(), null, null);
            if (ind.file() == RegisterFile.NULL) {
                error(name.get() + ": invalid register file NULL as an address");
            } else if (!isDeclared(ind.file(), -1, ind.index())) {
                error(name.get() + ": undeclared indirect register");
            }
            markUsed(ind.file(), -1, ind.index());
        }

        private boolean isDeclared(RegisterFile file, int dim, int index) {
            TreeMap<Integer, int[]> segments = declared.get(new DimKey(file, dim));
            if (segments == null) {
                return false;
            }
            Map.Entry<Integer, int[]> e = segments.floorEntry(index);
            return e != null && e.getValue()[0] >= index;
        }

        private void markUsed(RegisterFile file, int dim, int index) {
            if (!warnings) {
                return;
            }
            used.computeIfAbsent(new DimKey(file, dim), k -> new Marks()).add(index);
            usedAnyDim.computeIfAbsent(file, k -> new Marks()).add(index);
        }

        /// " (declared: TEMP[0..7], ...)"-style help for an undeclared register.
        private String hint(RegisterFile file) {
            if (file == RegisterFile.IMMEDIATE) {
                return " (the shader has " + immediates.size() + " immediate" + (immediates.size() == 1 ? "" : "s")
                        + " so far)";
            }
            List<Interval> list = declarations.get(file);
            if (list == null) {
                return " (no " + file.text() + " register is declared)";
            }
            List<String> ranges = new ArrayList<>();
            for (Interval iv : list) {
                if (ranges.size() == 4) {
                    ranges.add("...");
                    break;
                }
                ranges.add(name(file, iv.dim(), iv.first(), iv.last()) + (iv.implied() ? " per vertex" : ""));
            }
            return " (declared: " + String.join(", ", ranges) + ")";
        }

        // ---- the end ----------------------------------------------------------------------

        private void neverUsed() {
            for (List<Interval> list : declarations.values()) {
                for (Interval iv : list) {
                    if (usedWholeFile.contains(iv.file()) || usedArrays.contains(new ArrayKey(iv.file(), iv.arrayId()))) {
                        continue;
                    }
                    Marks marks = iv.implied() ? usedAnyDim.get(iv.file()) : used.get(new DimKey(iv.file(), iv.dim()));
                    List<int[]> unused = new ArrayList<>();
                    int next = iv.first();
                    if (marks != null) {
                        for (int u : marks.in(iv.first(), iv.last())) {
                            if (u > next) {
                                unused.add(new int[] {next, u - 1});
                            }
                            next = u + 1;
                        }
                    }
                    if (next <= iv.last()) {
                        unused.add(new int[] {next, iv.last()});
                    }
                    for (int[] run : unused) {
                        report(Severity.WARNING, iv.token(), -1, name(iv.file(), iv.dim(), run[0], run[1]) + ": "
                                + (run[0] == run[1] ? "register" : "registers") + " never used");
                    }
                }
            }
        }

        // ---- reporting --------------------------------------------------------------------

        private void reportInstruction(Severity severity, int instruction, String message) {
            report(severity, instruction < 0 ? -1 : instructionToken[instruction], instruction, message);
        }

        private void error(String message) {
            report(Severity.ERROR, token, currentInstruction(), message);
        }

        private void warn(String message) {
            report(Severity.WARNING, token, currentInstruction(), message);
        }

        private int currentInstruction() {
            return shader.tokens().get(token) instanceof Instruction ? instructionsSeen : -1;
        }

        private void report(Severity severity, int tokenIndex, int instruction, String message) {
            if (severity == Severity.WARNING && !warnings) {
                return;
            }
            int word = tokenIndex < 0 ? endWord : tokenWord[tokenIndex];
            TgsiException.Location text = positions != null && tokenIndex >= 0
                    ? positions.of(tokenIndex) : TgsiException.Location.UNKNOWN;
            String source = positions != null ? positions.source() : null;
            out.add(new Diagnostic(severity,
                    new TgsiException.Location(source, text.line(), text.column(), word, instruction), message));
        }

        private static String range(Declaration d) {
            return name(d.file(), d.hasDimension() ? d.dimension() : -1, d.first(), d.last());
        }

        private static String name(RegisterFile file, int dim, int first, int last) {
            return file.text() + (dim >= 0 ? "[" + dim + "]" : "") + "[" + first + (last != first ? ".." + last : "") + "]";
        }

        /// Sorted, merged union of closed ranges.
        private static List<int[]> merge(List<int[]> ranges) {
            List<int[]> sorted = new ArrayList<>(ranges);
            sorted.sort(Comparator.comparingInt(r -> r[0]));
            List<int[]> merged = new ArrayList<>();
            for (int[] r : sorted) {
                int[] last = merged.isEmpty() ? null : merged.getLast();
                if (last != null && r[0] <= last[1] + 1) {
                    last[1] = Math.max(last[1], r[1]);
                } else {
                    merged.add(new int[] {r[0], r[1]});
                }
            }
            return merged;
        }
    }
}
