package dev.tungsten.tgsi.exec;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.tungsten.tgsi.ControlFlow;
import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Immediate;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.MemoryType;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.PropertyName;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiOpcode.Flag;
import dev.tungsten.tgsi.TgsiOpcode.OperandType;
import dev.tungsten.tgsi.TgsiShader;

/// Turns a [TgsiShader] into an [ExecProgram]: checks everything the run loop relies on and
/// decodes instructions into [DecodedOp]s. Its passes, in order:
///
/// 1. declarations: register-file sizes (the larger of what is declared and what is used
///    directly), arrays (the bounds of indirect accesses), system-value semantics, sampler-view
///    targets, memory kinds;
/// 2. operands: counts against the opcode table, register files against the operand's role,
///    immediates in range, dimensions only where a file has them;
/// 3. control flow: structure (IF/ELSE/ENDIF, loops, switches, subroutines), jump targets, and the
///    static nesting depth across calls (recursion is rejected, so run-time stacks never overflow);
/// 4. the temporaries and address registers a shader may read before writing them, which
///    [ExecMachine] zeroes at the start of each run so that results never depend on an earlier block.
final class ProgramCompiler {
    /// The deepest nesting of IF, loop, switch and call constructs accepted (tgsi_exec: 32).
    static final int MAX_NESTING = 256;

    private final TgsiShader shader;
    private final String name;
    private final List<Instruction> insts;
    private final int[] size = new int[RegisterFile.values().length];
    private final Map<Long, int[]> arrays = new HashMap<>();
    private final List<Declaration> sysvals = new ArrayList<>();
    private final TextureTarget[] viewTargets = new TextureTarget[256];
    private final MemoryType[] memoryTypes = new MemoryType[64];
    private final TextureTarget[] imageTargets = new TextureTarget[64];
    private int inputVertices = 1;
    private int outputVertices = 1;
    private final List<long[]> constSlots = new ArrayList<>();
    private final Map<Long, Integer> constSlotIndex = new HashMap<>();

    ProgramCompiler(TgsiShader shader, String name) {
        this.shader = shader;
        this.name = name;
        this.insts = shader.instructions();
    }

    ExecException error(int pc, String detail) {
        return new ExecException(name, pc, detail);
    }

    ExecProgram compile() {
        scanDeclarations();
        sizeFromUses();
        DecodedOp[] ops = new DecodedOp[insts.size()];
        for (int pc = 0; pc < ops.length; pc++) {
            ops[pc] = decode(pc, insts.get(pc));
        }
        ControlFlow flow = ControlFlow.of(insts);
        int depth = new ControlFlowAnalysis(ops, flow, this).analyze();
        int[][] zero = new ZeroInitAnalysis(ops, flow, size[RegisterFile.TEMPORARY.code()],
                size[RegisterFile.ADDRESS.code()]).analyze();
        int[][] imms = new int[shader.immediates().size()][];
        for (int i = 0; i < imms.length; i++) {
            Immediate imm = shader.immediates().get(i);
            imms[i] = Arrays.copyOf(imm.data(), 4);
        }
        SemanticName[] svNames = new SemanticName[size[RegisterFile.SYSTEM_VALUE.code()]];
        int[] svIndex = new int[svNames.length];
        for (Declaration d : sysvals) {
            for (int r = d.first(); r <= d.last() && r < svNames.length; r++) {
                svNames[r] = d.semantic() == null ? null : d.semantic().name();
                svIndex[r] = d.semantic() == null ? 0 : d.semantic().index() + (r - d.first());
            }
        }
        long[][] consts = constSlots.toArray(new long[0][]);
        return new ExecProgram(shader, name, ops, size.clone(), inputVertices, outputVertices, imms, consts,
                svNames, svIndex, viewTargets.clone(), memoryTypes.clone(), flow, depth, zero[0], zero[1],
                shader.property(PropertyName.LEGACY_MATH_RULES, 0) != 0);
    }

    // ------------------------------------------------------------------ declarations

    private void scanDeclarations() {
        for (Declaration d : shader.declarations()) {
            RegisterFile f = d.file();
            int fi = f.code();
            if (d.last() < d.first()) {
                throw error(-1, "declaration " + f.text() + "[" + d.first() + ".." + d.last() + "] has last < first");
            }
            size[fi] = Math.max(size[fi], d.last() + 1);
            if (d.isArray()) {
                arrays.put(arrayKey(f, d.arrayId()), new int[] {d.first(), d.last()});
            }
            switch (f) {
                case SYSTEM_VALUE -> sysvals.add(d);
                case SAMPLER_VIEW -> {
                    for (int r = d.first(); r <= d.last() && r < viewTargets.length; r++) {
                        viewTargets[r] = d.samplerView().resource();
                    }
                }
                case IMAGE -> {
                    for (int r = d.first(); r <= d.last() && r < imageTargets.length; r++) {
                        imageTargets[r] = d.image().resource();
                    }
                }
                case MEMORY -> {
                    for (int r = d.first(); r <= d.last() && r < memoryTypes.length; r++) {
                        memoryTypes[r] = d.memoryType();
                    }
                }
                case HW_ATOMIC, CONSTBUF -> throw error(-1, "register file " + f.text()
                        + " is not supported by the interpreter (lower atomic counters to BUFFER)");
                default -> { }
            }
        }
        Processor p = shader.processor();
        if (p == Processor.GEOM) {
            int prim = shader.property(PropertyName.GS_INPUT_PRIMITIVE, PrimitiveType.TRIANGLES.code());
            inputVertices = prim == PrimitiveType.POINTS.code() ? 1
                    : prim == PrimitiveType.LINES.code() || prim == PrimitiveType.LINE_STRIP.code() ? 2
                    : prim == PrimitiveType.LINES_ADJACENCY.code() || prim == PrimitiveType.LINE_STRIP_ADJACENCY.code() ? 4
                    : prim == PrimitiveType.TRIANGLES_ADJACENCY.code() || prim == PrimitiveType.TRIANGLE_STRIP_ADJACENCY.code() ? 6
                    : 3;
        } else if (p == Processor.TESS_CTRL || p == Processor.TESS_EVAL) {
            inputVertices = 32;
        }
        if (p == Processor.TESS_CTRL) {
            outputVertices = Math.max(1, shader.property(PropertyName.TCS_VERTICES_OUT, 32));
        }
    }

    private static long arrayKey(RegisterFile f, int id) {
        return ((long) f.code() << 32) | id;
    }

    /// Grows register files to cover direct uses that no declaration covers (Mesa's interpreter
    /// does not require declarations either; the sanity checker reports them).
    private void sizeFromUses() {
        for (Instruction in : insts) {
            for (DstRegister d : in.dst()) {
                grow(d.file(), d.indirect() == null ? d.index() : -1, d.dimension() == null ? -1
                        : d.dimension().isIndirect() ? -1 : d.dimension().index());
            }
            for (SrcRegister s : in.src()) {
                grow(s.file(), s.indirect() == null ? s.index() : -1, s.dimension() == null ? -1
                        : s.dimension().isIndirect() ? -1 : s.dimension().index());
                growAddress(s.indirect());
                growAddress(s.dimension() == null ? null : s.dimension().indirect());
            }
            for (DstRegister d : in.dst()) {
                growAddress(d.indirect());
                growAddress(d.dimension() == null ? null : d.dimension().indirect());
            }
        }
    }

    private void growAddress(dev.tungsten.tgsi.IndirectRegister ind) {
        if (ind != null) {
            grow(ind.file(), ind.index(), -1);
        }
    }

    private void grow(RegisterFile f, int index, int vertex) {
        if (f == RegisterFile.TEMPORARY || f == RegisterFile.INPUT || f == RegisterFile.OUTPUT
                || f == RegisterFile.ADDRESS || f == RegisterFile.SYSTEM_VALUE) {
            if (index >= 0) {
                size[f.code()] = Math.max(size[f.code()], index + 1);
            }
            if (vertex >= 0 && f == RegisterFile.INPUT) {
                inputVertices = Math.max(inputVertices, vertex + 1);
            }
            if (vertex >= 0 && f == RegisterFile.OUTPUT) {
                outputVertices = Math.max(outputVertices, vertex + 1);
            }
        }
    }

    // ------------------------------------------------------------------ operands

    private DecodedOp decode(int pc, Instruction in) {
        TgsiOpcode op = in.opcode();
        if (in.dst().size() != op.numDst()) {
            throw error(pc, op + ": expected " + op.numDst() + " destination(s), found " + in.dst().size());
        }
        if (in.src().size() != op.numSrc()) {
            throw error(pc, op + ": expected " + op.numSrc() + " source(s), found " + in.src().size());
        }
        int resources = resourcePositions(op);
        Operand[] dst = new Operand[in.dst().size()];
        for (int i = 0; i < dst.length; i++) {
            dst[i] = decodeDst(pc, op, i, in.dst(i));
        }
        Operand[] src = new Operand[in.src().size()];
        for (int i = 0; i < src.length; i++) {
            boolean resource = (resources & (1 << i)) != 0;
            src[i] = decodeSrc(pc, op, i, in.src(i), resource);
        }
        boolean aliased = false;
        for (Operand s : src) {
            for (Operand d : dst) {
                if (s.file == d.file && (s.isDynamic() || d.isDynamic() || s.slot == d.slot)) {
                    aliased |= hazard(op, s, d);
                }
            }
        }
        TextureTarget target = null;
        if (in.texture() != null) {
            target = in.texture().target();
        }
        if (op.has(Flag.SAMPLE_TEXTURE_TOKEN) || op == TgsiOpcode.SVIEWINFO || op == TgsiOpcode.LOD) {
            int view = src[1].index;
            target = view >= 0 && view < viewTargets.length && viewTargets[view] != null ? viewTargets[view] : target;
        }
        Operand image = op == TgsiOpcode.STORE ? dst[0] : src.length > 0 ? src[0] : null;
        if (image != null && image.file == RegisterFile.IMAGE && target == null) {
            int unit = image.index;
            target = in.memory() != null ? in.memory().texture()
                    : unit >= 0 && unit < imageTargets.length && imageTargets[unit] != null ? imageTargets[unit]
                    : TextureTarget.T2D;
        }
        if (op.has(Flag.IS_TEX) && op != TgsiOpcode.SAMP2HND && target == null) {
            throw error(pc, op + ": expected a texture target, found none");
        }
        return new DecodedOp(pc, in, dst, src, aliased, target);
    }

    /// Whether writing the destination before every source is read could change what a source
    /// reads. REPLICATE opcodes compute their scalar before storing; COMPONENTWISE ones compute
    /// channel by channel in xyzw order (each lane reading before writing), so only a later channel
    /// reading a component an earlier one wrote is a hazard (MAD TEMP[0], TEMP[0], ... is not).
    private static boolean hazard(TgsiOpcode op, Operand s, Operand d) {
        if (op.outputMode() == TgsiOpcode.OutputMode.REPLICATE) {
            return false;
        }
        if (op.outputMode() != TgsiOpcode.OutputMode.COMPONENTWISE || s.isDynamic() || d.isDynamic()) {
            return true;
        }
        for (int c = 0; c < 4; c++) {
            for (int later = c + 1; later < 4; later++) {
                if ((d.writeMask & (1 << c)) != 0 && (d.writeMask & (1 << later)) != 0 && s.swizzle[later] == c) {
                    return true;
                }
            }
        }
        return false;
    }

    /// Bit `i` is set when source `i` names a resource (sampler, view, buffer, image, memory)
    /// rather than a value.
    private static int resourcePositions(TgsiOpcode op) {
        if (op.has(Flag.IS_TEX)) {
            return 1 << (op.numSrc() - 1);
        }
        if (op.has(Flag.SAMPLE_TEXTURE_TOKEN) || op == TgsiOpcode.LOD) {
            return op == TgsiOpcode.SAMPLE_I || op == TgsiOpcode.SAMPLE_I_MS ? 0b10 : 0b110;
        }
        if (op == TgsiOpcode.SVIEWINFO) {
            return 0b10;
        }
        if (op == TgsiOpcode.SAMPLE_POS || op == TgsiOpcode.SAMPLE_INFO) {
            return 0b11;
        }
        if (op == TgsiOpcode.LOAD || op == TgsiOpcode.RESQ || op == TgsiOpcode.IMG2HND
                || op.category() == TgsiOpcode.Category.ATOMIC) {
            return 0b1;
        }
        return 0;
    }

    private static boolean isResourceFile(RegisterFile f) {
        return f == RegisterFile.SAMPLER || f == RegisterFile.SAMPLER_VIEW || f == RegisterFile.BUFFER
                || f == RegisterFile.IMAGE || f == RegisterFile.MEMORY;
    }

    private Operand decodeDst(int pc, TgsiOpcode op, int i, DstRegister d) {
        RegisterFile f = d.file();
        boolean store = op == TgsiOpcode.STORE && i == 0;
        if (store) {
            if (f != RegisterFile.BUFFER && f != RegisterFile.IMAGE && f != RegisterFile.MEMORY) {
                throw error(pc, "STORE: expected BUFFER, IMAGE or MEMORY destination, found " + f.text());
            }
            checkMemory(pc, f, d.index());
        } else if (f != RegisterFile.TEMPORARY && f != RegisterFile.OUTPUT && f != RegisterFile.ADDRESS
                && f != RegisterFile.NULL) {
            throw error(pc, op + ": expected TEMP, OUT, ADDR or NULL destination, found " + f.text());
        }
        if (d.dimension() != null && f != RegisterFile.OUTPUT) {
            throw error(pc, op + ": " + f.text() + " destination cannot have a second dimension");
        }
        int[] ident = {0, 1, 2, 3};
        return operand(pc, f, d.index(), ident, 0, d.writeMask(), d.indirect(), d.dimension(), store);
    }

    private Operand decodeSrc(int pc, TgsiOpcode op, int i, SrcRegister s, boolean resource) {
        RegisterFile f = s.file();
        if (resource) {
            // SAMPLE_POS and SAMPLE_INFO name a view or a value (the render target) in either
            // position; a bindless handle may come from any register.
            boolean ok = isResourceFile(f)
                    || (op == TgsiOpcode.LOAD && f == RegisterFile.CONSTANT)
                    || op == TgsiOpcode.SAMPLE_POS || op == TgsiOpcode.SAMPLE_INFO
                    || op == TgsiOpcode.IMG2HND || op == TgsiOpcode.SAMP2HND;
            if (!ok) {
                throw error(pc, op + ": expected a resource (SAMP, SVIEW, BUFFER, IMAGE, MEMORY) as source " + i
                        + ", found " + f.text());
            }
            if (f == RegisterFile.MEMORY) {
                checkMemory(pc, f, s.index());
            }
        } else if (isResourceFile(f) || f == RegisterFile.NULL) {
            throw error(pc, op + ": source " + i + " reads " + f.text() + ", which holds no values");
        }
        if (f == RegisterFile.IMMEDIATE && !s.isIndirect()
                && (s.index() < 0 || s.index() >= shader.immediates().size())) {
            throw error(pc, op + ": IMM[" + s.index() + "] does not exist (" + shader.immediates().size() + " immediates)");
        }
        if (s.dimension() != null && f != RegisterFile.CONSTANT && f != RegisterFile.INPUT && f != RegisterFile.OUTPUT
                && !resource) {
            throw error(pc, op + ": " + f.text() + " source cannot have a second dimension");
        }
        int[] swz = {s.swizzle(0), s.swizzle(1), s.swizzle(2), s.swizzle(3)};
        int mods = 0;
        if (s.absolute()) {
            mods |= Operand.MOD_ABS;
        }
        if (s.negate()) {
            OperandType t = i < op.numSrc() ? op.srcType(i) : OperandType.FLOAT;
            mods |= t.isInteger() ? Operand.MOD_INEG : Operand.MOD_FNEG;
        }
        return operand(pc, f, s.index(), swz, mods, WriteMaskAll, s.indirect(), s.dimension(), resource);
    }

    private static final int WriteMaskAll = 0xF;

    private void checkMemory(int pc, RegisterFile f, int index) {
        if (f == RegisterFile.MEMORY) {
            MemoryType t = index >= 0 && index < memoryTypes.length ? memoryTypes[index] : null;
            if (t != MemoryType.SHARED) {
                throw error(pc, "MEMORY[" + index + "]: expected a SHARED memory declaration, found "
                        + (t == null ? "none" : t.text()));
            }
        }
    }

    private Operand operand(int pc, RegisterFile f, int index, int[] swz, int mods, int writeMask,
                            dev.tungsten.tgsi.IndirectRegister ind, dev.tungsten.tgsi.DimensionRegister dim,
                            boolean resource) {
        boolean indirect = ind != null;
        if (indirect && ind.file() != RegisterFile.ADDRESS && ind.file() != RegisterFile.TEMPORARY) {
            throw error(pc, "indirect address must come from ADDR or TEMP, found " + ind.file().text());
        }
        int addrIndex = indirect ? ind.index() : 0;
        int addrComp = indirect ? ind.swizzle() & 3 : 0;
        int fi = f.code();
        int first = 0;
        int last = Math.max(0, size[fi] - 1);
        if (f == RegisterFile.IMMEDIATE) {
            last = shader.immediates().size() - 1;
        } else if (f == RegisterFile.CONSTANT) {
            last = Integer.MAX_VALUE;
        }
        if (indirect && ind.arrayId() > 0) {
            int[] range = arrays.get(arrayKey(f, ind.arrayId()));
            if (range == null) {
                throw error(pc, "indirect access names ARRAY(" + ind.arrayId() + ") of " + f.text() + ", which is not declared");
            }
            first = range[0];
            last = range[1];
        }
        if (!indirect && index < 0 && !resource) {
            throw error(pc, f.text() + "[" + index + "]: negative register index");
        }
        boolean hasDim = dim != null;
        boolean dimInd = hasDim && dim.isIndirect();
        int dimIndex = hasDim ? dim.index() : 0;
        int dimAddr = dimInd ? dim.indirect().index() : 0;
        int dimComp = dimInd ? dim.indirect().swizzle() & 3 : 0;
        if (dimInd) {
            if (dim.indirect().file() != RegisterFile.ADDRESS && dim.indirect().file() != RegisterFile.TEMPORARY) {
                throw error(pc, "indirect dimension must come from ADDR or TEMP, found " + dim.indirect().file().text());
            }
        }
        int stride = Math.max(1, f == RegisterFile.IMMEDIATE ? shader.immediates().size() : size[fi]);
        int slot = index;
        if (!resource && !indirect && !dimInd) {
            if (f == RegisterFile.CONSTANT) {
                slot = constSlot(hasDim ? dimIndex : 0, index);
            } else if (hasDim) {
                slot = dimIndex * stride + index;
            }
        }
        return new Operand(f, index, swz, mods, writeMask, indirect, indirect ? ind.file() : null, addrIndex, addrComp,
                first, last, hasDim, dimIndex, dimInd, dimInd ? dim.indirect().file() : null, dimAddr, dimComp,
                stride, slot);
    }

    private int constSlot(int buffer, int index) {
        long key = ((long) buffer << 32) | (index & 0xFFFFFFFFL);
        return constSlotIndex.computeIfAbsent(key, k -> {
            constSlots.add(new long[] {buffer, index});
            return constSlots.size() - 1;
        });
    }

    int stride(RegisterFile f) {
        return Math.max(1, size[f.code()]);
    }

    List<Instruction> instructions() {
        return insts;
    }
}
