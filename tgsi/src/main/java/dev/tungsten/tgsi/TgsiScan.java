package dev.tungsten.tgsi;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/// Collects a [ShaderInfo] from a shader, like Mesa's `tgsi_scan_shader`: one pass over the
/// tokens, declarations describing registers and instructions marking what is read, written,
/// sampled, stored and called.
///
/// It accepts any [TgsiShader], also one that [TgsiSanity] rejects: an operand naming an
/// undeclared register is counted as read or written but adds no input or output entry, and
/// unbalanced control flow never takes the nesting depth below zero. When a register is declared
/// twice, the first declaration describes it (Mesa lets the last one win; such a shader has a
/// sanity error anyway). The work is bounded by the number of distinct registers, not by how
/// often a shader declares them.
///
/// Differences from Mesa's scanner, by intent: shared memory (the MEMORY file) is tracked like
/// buffers and images; `readsZ` also covers a fragment position read as a system value; texture
/// targets are collected per sampler as a set instead of asserted equal.
public final class TgsiScan {
    private TgsiScan() {}

    /// Scans `shader`.
    public static ShaderInfo scan(TgsiShader shader) {
        return new Scanner(shader).run();
    }

    private static final class FileAcc {
        final BitSet declared = new BitSet();
        int declaredCount;
        int maxDeclared = -1;
        final TreeSet<Integer> read = new TreeSet<>();
        final TreeSet<Integer> written = new TreeSet<>();
        boolean indirectRead, indirectWritten, dimensionIndirect;
    }

    private static final class Register {
        SemanticName semantic;
        int semanticIndex;
        Interpolation interp;
        InterpLocation location;
        int declaredMask;
        int usageMask;
        int writtenMask;
        int streams;
        boolean invariant;
        int arrayId;
    }

    private static final class Access {
        boolean loaded, stored, atomic, msaa;
    }

    private static final class Texture {
        boolean sampler, view;
        TextureTarget viewTarget;
        ReturnType returnType;
        final Set<TextureTarget> targets = new LinkedHashSet<>();
        final Set<TgsiOpcode> opcodes = EnumSet.noneOf(TgsiOpcode.class);
    }

    private static final class Scanner {
        private final TgsiShader shader;
        private final Processor processor;
        private final Map<RegisterFile, FileAcc> files = new EnumMap<>(RegisterFile.class);
        private final TreeMap<Integer, Register> inputs = new TreeMap<>();
        private final TreeMap<Integer, Register> outputs = new TreeMap<>();
        private final TreeMap<Integer, Register> systemValues = new TreeMap<>();
        private final List<ShaderInfo.ArrayInfo> arrays = new ArrayList<>();
        private final TreeMap<Integer, Integer> constantBuffers = new TreeMap<>();
        private final TreeMap<Integer, Texture> textures = new TreeMap<>();
        private final TreeMap<Integer, Declaration.Image> imageDecls = new TreeMap<>();
        private final TreeMap<Integer, Boolean> bufferDecls = new TreeMap<>();
        private final Map<RegisterFile, TreeMap<Integer, Access>> access = new EnumMap<>(RegisterFile.class);
        private final Set<MemoryType> memoryDecls = EnumSet.noneOf(MemoryType.class);
        private final TreeMap<Integer, BitSet> hwAtomics = new TreeMap<>();
        private final List<ImmediateType> immediates = new ArrayList<>();
        private final Map<PropertyName, Integer> setProperties = new EnumMap<>(PropertyName.class);
        private final Map<TgsiOpcode, Integer> opcodeCounts = new EnumMap<>(TgsiOpcode.class);
        private final Set<RegisterFile> indirectFiles = EnumSet.noneOf(RegisterFile.class);
        private final Set<RegisterFile> dimIndirectFiles = EnumSet.noneOf(RegisterFile.class);
        private final int[] streamComponents = new int[4];
        private int depth, maxDepth, loopDepth, maxLoopDepth;
        private boolean kill, demote, explicitDerivatives, implicitDerivatives, fbfetch, gridSize, texturesUsed,
                barrier, memoryBarrier, atomics, doubles, int64, subroutines, loops, switches, writesMemory,
                perVertexOutputs, perPatchOutputs, tessFactors;
        private boolean instanceId, vertexId, vertexIdNoBase, baseVertex, primId, frontFace, invocationId, sampleId,
                samplePos;

        Scanner(TgsiShader shader) {
            this.shader = shader;
            this.processor = shader.processor();
        }

        ShaderInfo run() {
            for (TgsiToken t : shader.tokens()) {
                switch (t) {
                    case Declaration d -> declaration(d);
                    case Immediate i -> immediate(i);
                    case Property p -> setProperties.put(p.name(), p.value());
                    case Instruction i -> instruction(i);
                }
            }
            return result();
        }

        private FileAcc file(RegisterFile f) {
            return files.computeIfAbsent(f, k -> new FileAcc());
        }

        private Access access(RegisterFile f, int index) {
            return access.computeIfAbsent(f, k -> new TreeMap<>()).computeIfAbsent(index, k -> new Access());
        }

        // ---- declarations -----------------------------------------------------------------

        private void declaration(Declaration d) {
            RegisterFile f = d.file();
            FileAcc acc = file(f);
            if (d.first() > d.last()) {
                return;
            }
            acc.declaredCount += d.last() - d.first() + 1;
            acc.maxDeclared = Math.max(acc.maxDeclared, d.last());
            if (d.isArray()) {
                arrays.add(new ShaderInfo.ArrayInfo(f, d.arrayId(), d.first(), d.last()));
            }
            switch (f) {
                case CONSTANT -> constantBuffers.merge(d.hasDimension() ? d.dimension() : 0, d.last(), Math::max);
                case HW_ATOMIC -> hwAtomics.computeIfAbsent(d.hasDimension() ? d.dimension() : 0, k -> new BitSet())
                        .set(d.first(), d.last() + 1);
                case MEMORY -> memoryDecls.add(d.memoryType());
                default -> { }
            }
            if (d.semantic() != null && d.semantic().name() == SemanticName.FACE) {
                frontFace = true;
            }
            if (d.semantic() != null && d.semantic().name() == SemanticName.PRIMID
                    && (f == RegisterFile.INPUT || f == RegisterFile.SYSTEM_VALUE)) {
                primId = true;
            }
            if (f == RegisterFile.SYSTEM_VALUE && d.semantic() != null) {
                systemValueSemantic(d.semantic().name());
            }
            if (f == RegisterFile.OUTPUT) {
                int mask = d.usageMask();
                int streams = d.semantic() != null ? d.semantic().streams() : 0;
                int count = d.last() - d.first() + 1;
                for (int c = 0; c < 4; c++) {
                    if ((mask & (1 << c)) != 0) {
                        streamComponents[(streams >> (2 * c)) & 3] += count;
                    }
                }
            }
            // Per-register facts; a register declared again keeps its first description.
            for (int reg = acc.declared.nextClearBit(d.first()); reg <= d.last(); reg = acc.declared.nextClearBit(reg + 1)) {
                switch (f) {
                    case INPUT -> inputs.put(reg, register(d, reg));
                    case OUTPUT -> outputs.put(reg, register(d, reg));
                    case SYSTEM_VALUE -> systemValues.put(reg, register(d, reg));
                    case SAMPLER -> texture(reg).sampler = true;
                    case SAMPLER_VIEW -> {
                        Texture t = texture(reg);
                        t.view = true;
                        t.viewTarget = d.samplerView().resource();
                        t.returnType = d.samplerView().x();
                    }
                    case IMAGE -> imageDecls.put(reg, d.image());
                    case BUFFER -> bufferDecls.put(reg, d.atomic());
                    default -> { }
                }
            }
            acc.declared.set(d.first(), d.last() + 1);
        }

        private static Register register(Declaration d, int reg) {
            Register r = new Register();
            if (d.semantic() != null) {
                r.semantic = d.semantic().name();
                r.semanticIndex = d.semantic().index() + (reg - d.first());
                r.streams = d.semantic().streams() & streamMask(d.usageMask());
            }
            if (d.interp() != null) {
                r.interp = d.interp().interpolate();
                r.location = d.interp().location();
            }
            r.declaredMask = d.usageMask();
            r.invariant = d.invariant();
            r.arrayId = d.isArray() ? d.arrayId() : 0;
            return r;
        }

        /// The stream bits of the declared channels only, as Mesa keeps them.
        private static int streamMask(int usageMask) {
            int m = 0;
            for (int c = 0; c < 4; c++) {
                if ((usageMask & (1 << c)) != 0) {
                    m |= 3 << (2 * c);
                }
            }
            return m;
        }

        private void systemValueSemantic(SemanticName name) {
            switch (name) {
                case INSTANCEID -> instanceId = true;
                case VERTEXID -> vertexId = true;
                case VERTEXID_NOBASE -> vertexIdNoBase = true;
                case BASEVERTEX -> baseVertex = true;
                case PRIMID -> primId = true;
                case INVOCATIONID -> invocationId = true;
                case FACE -> frontFace = true;
                case SAMPLEID -> sampleId = true;
                case SAMPLEPOS -> samplePos = true;
                default -> { }
            }
        }

        private Texture texture(int index) {
            return textures.computeIfAbsent(index, k -> new Texture());
        }

        private void immediate(Immediate imm) {
            int index = immediates.size();
            immediates.add(imm.type());
            FileAcc acc = file(RegisterFile.IMMEDIATE);
            acc.declared.set(index);
            acc.declaredCount++;
            acc.maxDeclared = index;
            switch (imm.type()) {
                case FLT64 -> doubles = true;
                case UINT64, INT64 -> int64 = true;
                default -> { }
            }
        }

        // ---- instructions -----------------------------------------------------------------

        private void instruction(Instruction inst) {
            TgsiOpcode op = inst.opcode();
            opcodeCounts.merge(op, 1, Integer::sum);
            structure(op);
            flags(op);
            for (int i = 0; i < inst.src().size(); i++) {
                SrcRegister s = inst.src(i);
                read(s.file(), s.index(), s.indirect(), s.dimension(), ChannelUsage.usageMask(inst, i));
                resourceSource(inst, i, s);
            }
            if (inst.texture() != null) {
                for (Instruction.TextureOffset o : inst.texture().offsets()) {
                    read(o.file(), o.index(), null, null, 1 << o.swizzleX() | 1 << o.swizzleY() | 1 << o.swizzleZ());
                }
            }
            for (DstRegister d : inst.dst()) {
                write(d);
                if (op == TgsiOpcode.STORE && isResource(d.file())) {
                    writesMemory = true;
                    for (Access a : accessed(d.file(), d.index(), d.indirect() != null)) {
                        a.stored = true;
                        a.msaa |= msaa(inst);
                    }
                }
            }
        }

        private void structure(TgsiOpcode op) {
            switch (op.flow()) {
                case IF, SWITCH -> {
                    switches |= op.flow() == TgsiOpcode.Flow.SWITCH;
                    maxDepth = Math.max(maxDepth, ++depth);
                }
                case BGNLOOP -> {
                    loops = true;
                    maxDepth = Math.max(maxDepth, ++depth);
                    maxLoopDepth = Math.max(maxLoopDepth, ++loopDepth);
                }
                case ENDIF, ENDSWITCH -> depth = Math.max(0, depth - 1);
                case ENDLOOP -> {
                    depth = Math.max(0, depth - 1);
                    loopDepth = Math.max(0, loopDepth - 1);
                }
                case CALL -> subroutines = true;
                case NONE, ELSE, CASE, DEFAULT, BGNSUB, ENDSUB, BREAK, CONTINUE, RETURN, END, JUMP -> { }
                case null -> throw new NullPointerException(); // an enhanced switch: javac checks it is exhaustive
            }
        }

        private void flags(TgsiOpcode op) {
            switch (op.category()) {
                case DERIVATIVE -> explicitDerivatives = true;
                case TEXTURE -> {
                    texturesUsed = true;
                    fbfetch |= op == TgsiOpcode.FBFETCH;
                }
                case ATOMIC -> atomics = true;
                case DOUBLE_ALU -> doubles = true;
                case INT64_ALU -> int64 = true;
                case DISCARD -> {
                    demote |= op == TgsiOpcode.DEMOTE;
                    kill |= op != TgsiOpcode.DEMOTE;
                }
                case SYNCHRONIZATION -> {
                    barrier |= op == TgsiOpcode.BARRIER;
                    memoryBarrier |= op == TgsiOpcode.MEMBAR;
                }
                case FLOAT_ALU, PACK, INTERPOLATION, INTEGER_ALU, RESOURCE, SUBGROUP, CONTROL_FLOW, GEOMETRY -> { }
                case null -> throw new NullPointerException(); // an enhanced switch: javac checks it is exhaustive
            }
            if (op.has(TgsiOpcode.Flag.IMPLICIT_DERIVATIVES) && processor == Processor.FRAG) {
                implicitDerivatives = true;
            }
            doubles |= op.dstType() == TgsiOpcode.OperandType.DOUBLE || op.srcTypes().contains(TgsiOpcode.OperandType.DOUBLE);
            int64 |= op.dstType() == TgsiOpcode.OperandType.INT64 || op.dstType() == TgsiOpcode.OperandType.UINT64
                    || op.srcTypes().contains(TgsiOpcode.OperandType.INT64) || op.srcTypes().contains(TgsiOpcode.OperandType.UINT64);
        }

        private void read(RegisterFile f, int index, IndirectRegister ind, DimensionRegister dim, int mask) {
            FileAcc acc = file(f);
            if (ind != null) {
                acc.indirectRead = true;
                indirectFiles.add(f);
                read(ind.file(), ind.index(), null, null, 1 << ind.swizzle());
            } else {
                acc.read.add(index);
            }
            if (dim != null && dim.isIndirect()) {
                acc.dimensionIndirect = true;
                dimIndirectFiles.add(f);
                read(dim.indirect().file(), dim.indirect().index(), null, null, 1 << dim.indirect().swizzle());
            }
            switch (f) {
                case INPUT -> {
                    if (ind != null) {
                        inputs.values().forEach(r -> r.usageMask |= mask);
                    } else if (inputs.containsKey(index)) {
                        inputs.get(index).usageMask |= mask;
                    }
                }
                case SYSTEM_VALUE -> {
                    Register r = systemValues.get(index);
                    if (ind == null && r != null) {
                        r.usageMask |= mask;
                        gridSize |= processor == Processor.COMP && r.semantic == SemanticName.GRID_SIZE;
                    }
                }
                case OUTPUT -> {
                    if (processor == Processor.TESS_CTRL) {
                        Register r = outputs.get(ind != null && ind.arrayId() != 0 ? arrayFirst(f, ind.arrayId(), index) : index);
                        SemanticName sem = r != null ? r.semantic : null;
                        if (sem == SemanticName.PATCH) {
                            perPatchOutputs = true;
                        } else if (sem == SemanticName.TESSINNER || sem == SemanticName.TESSOUTER) {
                            tessFactors = true;
                        } else {
                            perVertexOutputs = true;
                        }
                    }
                }
                default -> { }
            }
        }

        private int arrayFirst(RegisterFile f, int arrayId, int fallback) {
            for (ShaderInfo.ArrayInfo a : arrays) {
                if (a.file() == f && a.arrayId() == arrayId) {
                    return a.first();
                }
            }
            return fallback;
        }

        private void write(DstRegister d) {
            FileAcc acc = file(d.file());
            if (d.indirect() != null) {
                acc.indirectWritten = true;
                indirectFiles.add(d.file());
                read(d.indirect().file(), d.indirect().index(), null, null, 1 << d.indirect().swizzle());
            } else {
                acc.written.add(d.index());
            }
            if (d.dimension() != null && d.dimension().isIndirect()) {
                acc.dimensionIndirect = true;
                dimIndirectFiles.add(d.file());
                read(d.dimension().indirect().file(), d.dimension().indirect().index(), null, null,
                        1 << d.dimension().indirect().swizzle());
            }
            if (d.file() == RegisterFile.OUTPUT) {
                if (d.indirect() == null) {
                    Register r = outputs.get(d.index());
                    if (r != null) {
                        r.writtenMask |= d.writeMask();
                    }
                } else {
                    int arrayId = d.indirect().arrayId();
                    outputs.values().stream().filter(r -> arrayId == 0 || r.arrayId == arrayId)
                            .forEach(r -> r.writtenMask |= d.writeMask());
                }
            }
        }

        private void resourceSource(Instruction inst, int i, SrcRegister s) {
            TgsiOpcode op = inst.opcode();
            switch (s.file()) {
                case SAMPLER -> {
                    if (s.indirect() == null && (op.has(TgsiOpcode.Flag.IS_TEX) || op.has(TgsiOpcode.Flag.SAMPLE_TEXTURE_TOKEN))) {
                        Texture t = texture(s.index());
                        t.opcodes.add(op);
                        if (inst.texture() != null && inst.texture().target() != TextureTarget.UNKNOWN) {
                            t.targets.add(inst.texture().target());
                        }
                    }
                }
                case SAMPLER_VIEW -> {
                    if (s.indirect() == null) {
                        texture(s.index()).opcodes.add(op);
                    }
                }
                default -> { }
            }
            if (i != 0 || !isResource(s.file())) {
                return;
            }
            boolean load = op == TgsiOpcode.LOAD;
            boolean atomic = op.category() == TgsiOpcode.Category.ATOMIC;
            if (!load && !atomic) {
                return;
            }
            writesMemory |= atomic;
            for (Access a : accessed(s.file(), s.index(), s.indirect() != null)) {
                a.loaded |= load;
                a.atomic |= atomic;
                a.msaa |= msaa(inst);
            }
        }

        private static boolean isResource(RegisterFile f) {
            return f == RegisterFile.IMAGE || f == RegisterFile.BUFFER || f == RegisterFile.MEMORY
                    || f == RegisterFile.HW_ATOMIC;
        }

        /// The access records an operand touches: one register, or with an address register every
        /// declared one of its file (as Mesa marks all declared buffers).
        private List<Access> accessed(RegisterFile f, int index, boolean indirect) {
            if (!indirect) {
                return List.of(access(f, index));
            }
            List<Access> all = new ArrayList<>();
            BitSet declared = file(f).declared;
            for (int i = declared.nextSetBit(0); i >= 0; i = declared.nextSetBit(i + 1)) {
                all.add(access(f, i));
            }
            return all;
        }

        private static boolean msaa(Instruction inst) {
            return inst.memory() != null && (inst.memory().texture() == TextureTarget.T2D_MSAA
                    || inst.memory().texture() == TextureTarget.T2D_ARRAY_MSAA);
        }

        // ---- the result -------------------------------------------------------------------

        private ShaderInfo result() {
            Map<RegisterFile, ShaderInfo.FileInfo> fileInfos = new EnumMap<>(RegisterFile.class);
            files.forEach((f, a) -> fileInfos.put(f, new ShaderInfo.FileInfo(f, a.declaredCount, a.maxDeclared,
                    sorted(a.declared), Collections.unmodifiableSortedSet(a.read), Collections.unmodifiableSortedSet(a.written),
                    a.indirectRead, a.indirectWritten, a.dimensionIndirect)));
            List<ShaderInfo.InputInfo> ins = new ArrayList<>();
            inputs.forEach((i, r) -> ins.add(new ShaderInfo.InputInfo(i, r.semantic, r.semanticIndex, r.interp, r.location,
                    r.declaredMask, r.usageMask, r.arrayId)));
            List<ShaderInfo.OutputInfo> outs = new ArrayList<>();
            outputs.forEach((i, r) -> outs.add(new ShaderInfo.OutputInfo(i, r.semantic, r.semanticIndex, r.declaredMask,
                    r.writtenMask, r.streams, r.invariant, r.arrayId)));
            List<ShaderInfo.SystemValueInfo> svs = new ArrayList<>();
            systemValues.forEach((i, r) -> svs.add(new ShaderInfo.SystemValueInfo(i, r.semantic, r.semanticIndex, r.usageMask)));
            List<ShaderInfo.TextureInfo> tex = new ArrayList<>();
            textures.forEach((i, t) -> tex.add(new ShaderInfo.TextureInfo(i, t.sampler, t.view, t.viewTarget, t.returnType,
                    Collections.unmodifiableSet(new LinkedHashSet<>(t.targets)), Collections.unmodifiableSet(EnumSet.copyOf(t.opcodes)))));
            List<ShaderInfo.ImageInfo> imgs = new ArrayList<>();
            imageDecls.forEach((i, d) -> {
                Access a = accessOrEmpty(RegisterFile.IMAGE, i);
                boolean msaaTarget = d.resource() == TextureTarget.T2D_MSAA || d.resource() == TextureTarget.T2D_ARRAY_MSAA;
                imgs.add(new ShaderInfo.ImageInfo(i, d.resource(), d.format(), d.writable(), d.raw(), a.loaded, a.stored,
                        a.atomic, a.msaa || msaaTarget));
            });
            List<ShaderInfo.BufferInfo> bufs = new ArrayList<>();
            bufferDecls.forEach((i, atomicDecl) -> {
                Access a = accessOrEmpty(RegisterFile.BUFFER, i);
                bufs.add(new ShaderInfo.BufferInfo(i, atomicDecl, a.loaded, a.stored, a.atomic));
            });
            List<ShaderInfo.MemoryInfo> mems = new ArrayList<>();
            for (MemoryType m : memoryDecls) {
                Access a = accessOrEmpty(RegisterFile.MEMORY, m.code());
                mems.add(new ShaderInfo.MemoryInfo(m, a.loaded, a.stored, a.atomic));
            }
            Map<Integer, SortedSet<Integer>> atomicsByBuffer = new TreeMap<>();
            hwAtomics.forEach((b, set) -> atomicsByBuffer.put(b, sorted(set)));
            Map<PropertyName, Integer> props = new EnumMap<>(PropertyName.class);
            for (PropertyName p : PropertyName.values()) {
                props.put(p, p == PropertyName.GS_INVOCATIONS && processor == Processor.GEOM ? 1 : 0);
            }
            props.putAll(setProperties);
            int inputVertices = processor == Processor.GEOM
                    ? TgsiSanity.verticesPerPrimitive(PrimitiveType.fromCode(props.get(PropertyName.GS_INPUT_PRIMITIVE))) : 0;
            boolean readsZ = processor == Processor.FRAG && (readsPositionZ(inputs) || readsPositionZ(systemValues));
            ShaderInfo.Uses uses = new ShaderInfo.Uses(kill, demote, explicitDerivatives, implicitDerivatives, fbfetch, readsZ,
                    instanceId, vertexId, vertexIdNoBase, baseVertex, primId, frontFace, invocationId, sampleId, samplePos,
                    gridSize, texturesUsed, barrier, memoryBarrier, atomics, doubles, int64, subroutines,
                    Collections.unmodifiableSet(EnumSet.copyOf(indirectFiles)),
                    Collections.unmodifiableSet(EnumSet.copyOf(dimIndirectFiles)),
                    perVertexOutputs, perPatchOutputs, tessFactors);
            ShaderInfo.Writes writes = writes(props);
            return new ShaderInfo(processor, shader.instructions().size(), Collections.unmodifiableMap(fileInfos),
                    List.copyOf(ins), List.copyOf(outs), List.copyOf(svs), List.copyOf(arrays),
                    Collections.unmodifiableMap(constantBuffers), List.copyOf(tex), List.copyOf(imgs), List.copyOf(bufs),
                    List.copyOf(mems), Collections.unmodifiableMap(atomicsByBuffer), List.copyOf(immediates),
                    Collections.unmodifiableMap(props), Collections.unmodifiableSet(setProperties.keySet()),
                    Collections.unmodifiableMap(opcodeCounts), inputVertices, uses, writes,
                    new ShaderInfo.ControlFlow(maxDepth, maxLoopDepth, loops, switches, subroutines));
        }

        private ShaderInfo.Writes writes(Map<PropertyName, Integer> props) {
            boolean position = false, psize = false, clipVertex = false, viewport = false, layer = false, edge = false,
                    depthOut = false, stencil = false, sampleMask = false;
            for (Register r : outputs.values()) {
                if (r.semantic == null) {
                    continue;
                }
                switch (r.semantic) {
                    case POSITION -> {
                        if (processor == Processor.FRAG) {
                            depthOut = true;
                        } else {
                            position = true;
                        }
                    }
                    case PSIZE -> psize = true;
                    case CLIPVERTEX -> clipVertex = true;
                    case VIEWPORT_INDEX -> viewport = true;
                    case LAYER -> layer = true;
                    case EDGEFLAG -> edge = true;
                    case STENCIL -> stencil = true;
                    case SAMPLEMASK -> sampleMask = true;
                    default -> { }
                }
            }
            return new ShaderInfo.Writes(position, psize, clipVertex, viewport, layer, edge, depthOut, stencil, sampleMask,
                    writesMemory, props.get(PropertyName.NUM_CLIPDIST_ENABLED), props.get(PropertyName.NUM_CULLDIST_ENABLED),
                    List.of(streamComponents[0], streamComponents[1], streamComponents[2], streamComponents[3]));
        }

        private static boolean readsPositionZ(Map<Integer, Register> regs) {
            return regs.values().stream().anyMatch(r -> r.semantic == SemanticName.POSITION
                    && (r.usageMask & WriteMask.Z) != 0);
        }

        private Access accessOrEmpty(RegisterFile f, int index) {
            Access a = access.getOrDefault(f, new TreeMap<>()).get(index);
            return a != null ? a : new Access();
        }

        private static SortedSet<Integer> sorted(BitSet bits) {
            TreeSet<Integer> out = new TreeSet<>();
            bits.stream().forEach(out::add);
            return Collections.unmodifiableSortedSet(out);
        }
    }
}
