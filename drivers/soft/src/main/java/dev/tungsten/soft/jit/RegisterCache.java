package dev.tungsten.soft.jit;

import static dev.tungsten.soft.jit.SegmentEmitter.CD_FVEC;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_IVEC;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_ORDER;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_SEGMENT;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_SPECIES;
import static java.lang.constant.ConstantDescs.CD_int;
import static java.lang.constant.ConstantDescs.CD_long;
import static java.lang.constant.ConstantDescs.CD_void;

import java.lang.classfile.CodeBuilder;
import java.lang.classfile.TypeKind;
import java.lang.constant.ClassDesc;
import java.lang.constant.ConstantDescs;
import java.lang.constant.MethodTypeDesc;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.tungsten.soft.jit.SegmentEmitter.Chunk;
import dev.tungsten.soft.jit.SegmentEmitter.Rep;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Immediate;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TgsiOpcode.OperandType;

/// The register channels of one segment method in locals: each channel's storage (the frame's
/// float block or its word array) is fetched once in the prologue, each channel is loaded from it
/// on first use in a chunk and held in a local of that chunk, each written channel is stored back
/// at the end of the chunk. Each constant the method reads is loaded in a chunk on first use from
/// the broadcast vector the frame keeps for it ([JitFrame#constantsChanged]); each immediate (and
/// a constant beyond [ShaderPlan#MAX_CONSTANT_PLACES]) is broadcast into a vector once, before
/// the loop.
final class RegisterCache {
    private final CodeBuilder cb;
    private final ShaderPlan plan;
    private final int frame;
    private final Chunk[] chunks;
    /// The local holding [JitFrame#fregs], once a float channel is named.
    private int fregs = -1;
    /// (file, k) -> local holding the channel's storage.
    private final Map<Long, Integer> arrays = new HashMap<>();
    /// (file, dim, index, comp, rep) -> local holding the broadcast value.
    private final Map<String, Integer> values = new LinkedHashMap<>();
    /// Per chunk: (file, k) -> local holding the channel's value in that chunk.
    private final List<Map<Long, Integer>> currents = new ArrayList<>();
    private final List<Set<Long>> loadeds = new ArrayList<>();
    private final List<Set<Long>> dirties = new ArrayList<>();
    /// Per chunk: (file, dim, index, comp, rep) -> local holding a constant's value in that chunk.
    private final List<Map<String, Integer>> constants = new ArrayList<>();
    private int j;
    private Map<Long, Integer> current;
    private Set<Long> loaded;
    private Set<Long> dirty;

    RegisterCache(CodeBuilder cb, ShaderPlan plan, int frame, Chunk[] chunks) {
        this.cb = cb;
        this.plan = plan;
        this.frame = frame;
        this.chunks = chunks;
        for (int c = 0; c < chunks.length; c++) {
            currents.add(new HashMap<>());
            loadeds.add(new HashSet<>());
            dirties.add(new LinkedHashSet<>());
            constants.add(new HashMap<>());
        }
        select(0);
    }

    /// Serves chunk `chunk` of the iteration from here on.
    void select(int chunk) {
        j = chunk;
        current = currents.get(chunk);
        loaded = loadeds.get(chunk);
        dirty = dirties.get(chunk);
    }

    static boolean isStored(RegisterFile f) {
        return f == RegisterFile.TEMPORARY || f == RegisterFile.OUTPUT || f == RegisterFile.INPUT
                || f == RegisterFile.SYSTEM_VALUE || f == RegisterFile.ADDRESS;
    }

    static long key(RegisterFile f, int k) {
        return ((long) f.code() << 32) | (k & 0xFFFFFFFFL);
    }

    private static RegisterFile file(long key) {
        int code = (int) (key >>> 32);
        for (RegisterFile f : RegisterFile.values()) {
            if (f.code() == code) {
                return f;
            }
        }
        throw new IllegalStateException("register file " + code);
    }

    /// The representation channel `k` of `f` is stored in.
    Rep home(RegisterFile f, int k) {
        return plan.isFloat(f, k) ? Rep.F : Rep.I;
    }

    // ------------------------------------------------------------------ before the loop

    /// Fetches the storage of every channel `insts` name and broadcasts their immediates and
    /// constants, in both representations.
    void prologue(List<Instruction> insts) {
        for (Instruction in : insts) {
            for (int s = 0; s < in.src().size(); s++) {
                SrcRegister r = in.src(s);
                for (int c = 0; c < 4; c++) {
                    int comp = r.swizzle(c);
                    if (isStored(r.file())) {
                        array(r.file(), r.index() * 4 + comp);
                    } else if (r.file() == RegisterFile.CONSTANT && plan.constantOffset(dimension(r), r.index(), comp) >= 0) {
                        fregs();
                    } else if (r.file() == RegisterFile.IMMEDIATE || r.file() == RegisterFile.CONSTANT) {
                        int dim = dimension(r);
                        // Only the representation a typed operand is read in: each broadcast is a
                        // call C2 inlines, and those it would drop unused still count towards
                        // NodeCountInliningCutoff, past which later calls box their vectors.
                        for (Rep rep : Rep.values()) {
                            if (readAs(in.opcode().srcType(s), rep)) {
                                value(r.file(), dim, r.index(), comp, rep);
                            }
                        }
                    }
                }
            }
            for (DstRegister d : in.dst()) {
                for (int c = 0; c < 4; c++) {
                    if ((d.writeMask() & (1 << c)) != 0 && isStored(d.file())) {
                        array(d.file(), d.index() * 4 + c);
                    }
                }
            }
        }
    }

    /// Whether an operand of `type` may be read in `rep` (untyped ones take their destination's).
    private static boolean readAs(OperandType type, Rep rep) {
        return switch (type) {
            case FLOAT -> rep == Rep.F;
            case INT, UINT -> rep == Rep.I;
            case UNTYPED, DOUBLE, INT64, UINT64, VOID -> true;
        };
    }

    private void array(RegisterFile f, int k) {
        long key = key(f, k);
        if (arrays.containsKey(key)) {
            return;
        }
        if (plan.isFloat(f, k)) {
            arrays.put(key, fregs());
        } else {
            int local = cb.allocateLocal(TypeKind.REFERENCE);
            cb.aload(frame);
            String field = switch (f) {
                case TEMPORARY -> "mTemp";
                case OUTPUT -> "mOut";
                case INPUT -> "mIn";
                case SYSTEM_VALUE -> "mSv";
                case ADDRESS -> "mAddr";
                // only the files of isStored hold channels
                default -> throw new IllegalStateException(f.text() + " holds no channels");
            };
            cb.getfield(KernelGenerator.CD_FRAME, field, KernelGenerator.CD_LANES);
            cb.loadConstant(k);
            cb.aaload();
            cb.astore(local);
            arrays.put(key, local);
        }
        for (Map<Long, Integer> cur : currents) {
            cur.put(key, cb.allocateLocal(TypeKind.REFERENCE));
        }
    }

    /// The local holding [JitFrame#fregs], fetched here on first call (which must come before
    /// the loop).
    private int fregs() {
        if (fregs < 0) {
            fregs = cb.allocateLocal(TypeKind.REFERENCE);
            cb.aload(frame);
            cb.getfield(KernelGenerator.CD_FRAME, "fregs", CD_SEGMENT);
            cb.astore(fregs);
        }
        return fregs;
    }

    /// The constant buffer `r` names: its dimension's index, 0 without one.
    static int dimension(SrcRegister r) {
        return r.dimension() == null ? 0 : r.dimension().index();
    }

    /// The local holding the broadcast value of component `comp` of immediate or constant
    /// `index` (in buffer `dim`) in representation `rep`. A constant with a place in the frame
    /// ([ShaderPlan#constantOffset]) is loaded in each chunk on first use, from the vector
    /// [JitFrame#constantsChanged] keeps in [JitFrame#fregs], as a register channel is; an
    /// immediate, or a constant past the places the plan gives, is broadcast once, before the loop.
    int value(RegisterFile f, int dim, int index, int comp, Rep rep) {
        String key = f.code() + ":" + dim + ":" + index + ":" + comp + ":" + rep;
        long at = f == RegisterFile.CONSTANT ? plan.constantOffset(dim, index, comp) : -1;
        if (at >= 0) {
            Map<String, Integer> chunkConstants = constants.get(j);
            Integer local = chunkConstants.get(key);
            if (local == null) {
                if (fregs < 0) {
                    throw new IllegalStateException("CONST[" + dim + "][" + index + "]." + comp + " read before the prologue");
                }
                (rep == Rep.F ? VectorOpsCall.Field.FLOAT : VectorOpsCall.Field.INT).get(cb);
                cb.aload(fregs);
                cb.loadConstant(at);
                cb.getstatic(SegmentEmitter.CD_EXACT_MATH, "ORDER", CD_ORDER);
                ClassDesc vector = rep == Rep.F ? CD_FVEC : CD_IVEC;
                cb.invokestatic(vector, "fromMemorySegment", MethodTypeDesc.of(vector, CD_SPECIES, CD_SEGMENT, CD_long, CD_ORDER));
                local = cb.allocateLocal(TypeKind.REFERENCE);
                cb.astore(local);
                chunkConstants.put(key, local);
            }
            return local;
        }
        Integer local = values.get(key);
        if (local != null) {
            return local;
        }
        // The Vector API's own broadcast, not a VectorOps call: C2 inlines it however large the
        // segment has grown (a segment may broadcast dozens), so it never boxes its result.
        (rep == Rep.F ? VectorOpsCall.Field.FLOAT : VectorOpsCall.Field.INT).get(cb);
        if (f == RegisterFile.IMMEDIATE) {
            Immediate imm = plan.shader.immediates().get(index);
            cb.loadConstant(comp < imm.data().length ? imm.data()[comp] : 0);
        } else {
            cb.aload(frame);
            cb.loadConstant(dim);
            cb.loadConstant(index);
            cb.loadConstant(comp);
            cb.invokevirtual(KernelGenerator.CD_FRAME, "constant", MethodTypeDesc.of(CD_int, CD_int, CD_int, CD_int));
        }
        if (rep == Rep.F) {
            cb.invokestatic(ConstantDescs.CD_Float, "intBitsToFloat", MethodTypeDesc.of(ConstantDescs.CD_float, CD_int));
            cb.invokestatic(CD_FVEC, "broadcast", MethodTypeDesc.of(CD_FVEC, CD_SPECIES, ConstantDescs.CD_float));
        } else {
            cb.invokestatic(CD_IVEC, "broadcast", MethodTypeDesc.of(CD_IVEC, CD_SPECIES, CD_int));
        }
        int slot = cb.allocateLocal(TypeKind.REFERENCE);
        cb.astore(slot);
        values.put(key, slot);
        return slot;
    }

    // ------------------------------------------------------------------ in the loop

    /// The local holding channel `k` of `f` in this chunk, loaded on first use.
    int register(RegisterFile f, int k) {
        long key = key(f, k);
        int local = current.get(key);
        if (loaded.add(key)) {
            boolean isFloat = plan.isFloat(f, k);
            (isFloat ? VectorOpsCall.Field.FLOAT : VectorOpsCall.Field.INT).get(cb);
            cb.aload(arrays.get(key));
            if (isFloat) {
                floatAddress(f, k, chunks[j].base());
                cb.invokestatic(CD_FVEC, "fromMemorySegment", MethodTypeDesc.of(CD_FVEC, CD_SPECIES, CD_SEGMENT, CD_long, CD_ORDER));
            } else {
                cb.iload(chunks[j].base());
                cb.invokestatic(CD_IVEC, "fromArray", MethodTypeDesc.of(CD_IVEC, CD_SPECIES, KernelGenerator.CD_INTS, CD_int));
            }
            cb.astore(local);
        }
        return local;
    }

    /// The local that is to hold channel `k` of `f` in this chunk from here on: the channel
    /// counts as loaded and is stored back at the end of the chunk.
    int written(RegisterFile f, int k) {
        long key = key(f, k);
        int local = current.get(key);
        loaded.add(key);
        dirty.add(key);
        return local;
    }

    /// Stores every channel chunk `chunk` wrote back to its storage.
    void storeBack(int chunk) {
        select(chunk);
        for (long key : dirty) {
            RegisterFile f = file(key);
            int k = (int) key;
            cb.aload(current.get(key));
            cb.aload(arrays.get(key));
            if (plan.isFloat(f, k)) {
                floatAddress(f, k, chunks[chunk].base());
                cb.invokevirtual(CD_FVEC, "intoMemorySegment", MethodTypeDesc.of(CD_void, CD_SEGMENT, CD_long, CD_ORDER));
            } else {
                cb.iload(chunks[chunk].base());
                cb.invokevirtual(CD_IVEC, "intoArray", MethodTypeDesc.of(CD_void, KernelGenerator.CD_INTS, CD_int));
            }
        }
    }

    /// Pushes the byte offset of the chunk at lane `chunkBase` (a local) of float channel `k` of
    /// `f` in [JitFrame#fregs], then the byte order.
    private void floatAddress(RegisterFile f, int k, int chunkBase) {
        long at = plan.floatOffset(f, k);
        if (at < 0) {
            throw new IllegalStateException("float channel " + f + " " + k + " has no place");
        }
        cb.iload(chunkBase);
        cb.iconst_2();
        cb.ishl();
        cb.i2l();
        cb.loadConstant(at);
        cb.ladd();
        cb.getstatic(SegmentEmitter.CD_EXACT_MATH, "ORDER", CD_ORDER);
    }
}
