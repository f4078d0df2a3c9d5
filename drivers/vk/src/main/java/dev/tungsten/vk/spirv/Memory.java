package dev.tungsten.vk.spirv;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;

import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.Immediate;
import dev.tungsten.tgsi.ImmediateType;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.MemoryType;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.ReturnType;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;

/// LOAD, STORE, RESQ, the atomics and MEMBAR on storage buffers (`uint` runtime arrays), shared
/// memory (a Workgroup `uint` array), constant buffers (LOAD only) and storage images.
///
/// Buffer and shared-memory addresses are byte offsets, as in `tgsi_exec`, and accesses follow
/// its bounds rules: a load of n words outside the buffer reads zeros, a store or atomic outside
/// it does nothing and an atomic then returns 0. Image accesses outside the image read 0 and
/// drop writes. Atomics SPIR-V lacks on `uint` words are bounded compare-and-swap loops.
/// 64-bit atomics (`Int64Atomics`) act on a 64-bit view of a buffer or of shared memory.
final class Memory extends ResourceSupport {
    Memory(Code c, Registers regs, TgsiShader shader, SpirvOptions options, Instructions owner, Bindings bindings) {
        super(c, regs, shader, options, owner, bindings);
    }

    /// The atomic operations.
    enum Atomic { ADD, AND, OR, XOR, UMIN, UMAX, IMIN, IMAX, EXCHANGE, COMPARE_SWAP, FADD, INC_WRAP, DEC_WRAP }

    // Buffers, shared memory and constant buffers as words.

    /// A word array: a pointer to word `i`, the length in words, and a load and store of word `i`.
    private abstract class Words {
        abstract int pointer(int index);

        abstract int length();

        int load(int index) {
            return c.load(c.tUint(), pointer(index));
        }

        void store(int index, int value) {
            c.store(pointer(index), value);
        }
    }

    private Words words(RegisterFile file, int index) {
        return switch (file) {
            case BUFFER -> {
                int var = storageBuffer(index);
                int ptrType = c.pointer(Spv.StorageClass.StorageBuffer, c.tUint());
                yield new Words() {
                    public int pointer(int i) {
                        return c.accessChain(ptrType, var, c.u(0), i);
                    }

                    public int length() {
                        return c.op(Spv.Op.OpArrayLength, c.tUint(), var, 0);
                    }
                };
            }
            case MEMORY -> {
                Declaration d = declarationOf(RegisterFile.MEMORY, index);
                if (d != null && d.memoryType() != MemoryType.SHARED) {
                    throw owner.unsupported("MEMORY of type " + d.memoryType().text() + " (only SHARED maps to Vulkan)");
                }
                if (shader.processor() != Processor.COMP) {
                    throw owner.unsupported("shared memory outside a compute shader");
                }
                int n = Math.max(1, options.sharedMemoryBytes() / 4);
                int var = sharedMemory(n);
                if (sharedHas64BitAtomics()) {
                    yield packedWords(var, n);
                }
                int ptrType = c.pointer(Spv.StorageClass.Workgroup, c.tUint());
                yield new Words() {
                    public int pointer(int i) {
                        return c.accessChain(ptrType, var, i);
                    }

                    public int length() {
                        return c.u(n);
                    }
                };
            }
            case CONSTANT -> {
                int slots = regs.constantSizes.getOrDefault(index, 1);
                yield new Words() {
                    public int pointer(int i) {
                        return regs.constantWordPointer(index, i);
                    }

                    public int length() {
                        return c.u(4 * slots);
                    }
                };
            }
            default -> throw malformed("expected a BUFFER, MEMORY, IMAGE or CONST resource, found " + file.text());
        };
    }

    private int storageBuffer(int index) {
        String key = "buf" + index;
        Integer var = variables.get(key);
        if (var == null) {
            var = bufferVariable(index, c.tUint(), 4, "buffer" + index);
            variables.put(key, var);
            if (!options.target().listsAllGlobals()) {
                c.m.extension("SPV_KHR_storage_buffer_storage_class");
            }
        }
        return var;
    }

    private int sharedMemory(int n) {
        Integer var = variables.get("shared");
        if (var == null) {
            // With 64-bit atomics, shared memory is 64-bit elements (see packedWords).
            int type = sharedHas64BitAtomics() ? c.m.typeArray(c.tU64(), (n + 1) / 2) : c.m.typeArray(c.tUint(), n);
            var = c.m.variable(c.pointer(Spv.StorageClass.Workgroup, type), Spv.StorageClass.Workgroup, 0);
            c.m.name(var, "shared_memory");
            variables.put("shared", var);
        }
        return var;
    }

    // 64-bit atomics: the R64_UINT/R64_SINT form of the atomic opcodes (TgsiOpcode's atomics note)
    // on a 64-bit view of the memory. A storage buffer's view is a second variable on the same
    // descriptor. Workgroup variables cannot alias without VK_KHR_workgroup_memory_explicit_layout
    // (which lavapipe lacks), so a shader with 64-bit atomics on shared memory declares it as
    // 64-bit elements only and reaches its 32-bit words through them.

    private Boolean shared64;

    /// Whether the shader has a 64-bit atomic on shared memory; decided before the first access,
    /// since it fixes how shared memory is declared.
    private boolean sharedHas64BitAtomics() {
        if (shared64 == null) {
            shared64 = shader.instructions().stream().anyMatch(in -> in.opcode().category() == TgsiOpcode.Category.ATOMIC
                    && is64(in) && in.src(0).file() == RegisterFile.MEMORY);
        }
        return shared64;
    }

    private static boolean is64(Instruction in) {
        return in.memory() != null && in.memory().format().text().startsWith("PIPE_FORMAT_R64_");
    }

    /// The `n` 32-bit words of shared memory declared as 64-bit elements (`var`): word `i` is the
    /// low (even `i`) or high half of element `i / 2`. A store replaces its half with a
    /// compare-and-swap loop, so that it never undoes a concurrent write of the other half; a
    /// 32-bit atomic there is refused.
    private Words packedWords(int var, int n) {
        int u64 = c.tU64();
        int ptrType = c.pointer(Spv.StorageClass.Workgroup, u64);
        return new Words() {
            int pointer(int i) {
                throw owner.unsupported("a 32-bit atomic on shared memory that also has 64-bit atomics "
                        + "(its words are halves of 64-bit elements)");
            }

            int length() {
                return c.u(n);
            }

            private int element(int i) {
                return c.accessChain(ptrType, var, c.op(Spv.Op.OpShiftRightLogical, c.tUint(), i, c.u(1)));
            }

            private int shift(int i) {
                return c.op(Spv.Op.OpShiftLeftLogical, c.tUint(), c.op(Spv.Op.OpBitwiseAnd, c.tUint(), i, c.u(1)), c.u(5));
            }

            @Override
            int load(int i) {
                return c.op(Spv.Op.OpUConvert, c.tUint(), c.op(Spv.Op.OpShiftRightLogical, u64, c.load(u64, element(i)), shift(i)));
            }

            @Override
            void store(int i, int value) {
                int s = shift(i);
                int keep = c.op(Spv.Op.OpNot, u64, c.op(Spv.Op.OpShiftLeftLogical, u64, c.u64(0xFFFFFFFFL), s));
                int bits = c.op(Spv.Op.OpShiftLeftLogical, u64, c.op(Spv.Op.OpUConvert, u64, value), s);
                casLoop(element(i), c.u(Spv.Scope.Workgroup), u64,
                        old -> c.op(Spv.Op.OpBitwiseOr, u64, c.op(Spv.Op.OpBitwiseAnd, u64, old, keep), bits));
            }
        };
    }

    /// The 64-bit view of storage buffer `index`: a `uint64` runtime array on the same binding.
    private int storageBuffer64(int index) {
        storageBuffer(index); // the 32-bit view declares the extension a Vulkan 1.1 module needs
        return variables.computeIfAbsent("buf64_" + index, k -> bufferVariable(index, c.tU64(), 8, "buffer" + index + "_64"));
    }

    /// A storage-buffer variable on buffer `index`'s descriptor: a `Block` of one runtime array.
    private int bufferVariable(int index, int element, int stride, String name) {
        int array = c.m.uniqueType(Spv.Op.OpTypeRuntimeArray, element);
        c.m.decorate(array, Spv.Decoration.ArrayStride, stride);
        int block = c.m.uniqueType(Spv.Op.OpTypeStruct, array);
        c.m.decorate(block, Spv.Decoration.Block);
        c.m.memberDecorate(block, 0, Spv.Decoration.Offset, 0);
        int var = c.m.variable(c.pointer(Spv.StorageClass.StorageBuffer, block), Spv.StorageClass.StorageBuffer, 0);
        c.m.name(var, name);
        decorateBinding(var, bindings.binding(SpirvModule.BindingKind.STORAGE_BUFFER, index, 0));
        return var;
    }

    /// A 64-bit atomic on the 8 bytes at byte offset src1.x of a buffer or shared memory: the
    /// operands are the pairs src2.xy (and CAS's src3.xy), the old value goes to dst.xy; outside
    /// the memory nothing happens and the result is 0, as for 32-bit atomics.
    private void atomic64(Instruction in, Atomic op, RegisterFile file, int index) {
        if (op == Atomic.FADD || op == Atomic.INC_WRAP || op == Atomic.DEC_WRAP) {
            throw malformed(in.opcode() + " has no 64-bit form");
        }
        c.m.capability(Spv.Capability.Int64Atomics);
        int u64 = c.tU64();
        int ptrType;
        int var;
        int length;
        int scope;
        switch (file) {
            case BUFFER -> {
                var = storageBuffer64(index);
                ptrType = c.pointer(Spv.StorageClass.StorageBuffer, u64);
                length = c.op(Spv.Op.OpArrayLength, c.tUint(), var, 0);
                scope = c.u(Spv.Scope.Device);
            }
            case MEMORY -> {
                int words = Math.max(1, options.sharedMemoryBytes() / 4);
                var = sharedMemory(words);
                ptrType = c.pointer(Spv.StorageClass.Workgroup, u64);
                length = c.u((words + 1) / 2);
                scope = c.u(Spv.Scope.Workgroup);
            }
            default -> throw malformed("a 64-bit atomic on " + file.text() + " (only BUFFER and MEMORY have one)");
        }
        int element = c.op(Spv.Op.OpShiftRightLogical, c.tUint(), read(in, 1, 0, Kind.UINT), c.u(3));
        int a = pairValue(in, 2);
        int b = op == Atomic.COMPARE_SWAP ? pairValue(in, 3) : 0;
        int result = c.local(u64, c.u64(0));
        c.ifThen(c.op(Spv.Op.OpULessThan, c.tBool(), element, length), () -> {
            int ptr = file == RegisterFile.BUFFER ? c.accessChain(ptrType, var, c.u(0), element) : c.accessChain(ptrType, var, element);
            c.store(result, atomicOn(op, ptr, scope, a, b, u64));
        });
        int words = c.bitcast(c.vec(c.tUint(), 2), c.load(u64, result));
        int lo = c.extract(c.tUint(), words, 0);
        int hi = c.extract(c.tUint(), words, 1);
        owner.store(in, 0, new int[] {lo, hi, lo, hi}, Kind.UINT);
    }

    /// Source `src`'s `xy` pair as one `uint64`.
    private int pairValue(Instruction in, int src) {
        int pair = c.composite(c.vec(c.tUint(), 2), read(in, src, 0, Kind.UINT), read(in, src, 1, Kind.UINT));
        return c.bitcast(c.tU64(), pair);
    }

    /// `offset <= (length - count) * 4`, with `length >= count`: words [offset/4, offset/4 + count) are inside.
    private int inside(Words w, int byteOffset, int count) {
        int length = w.length();
        int enough = c.op(Spv.Op.OpUGreaterThanEqual, c.tBool(), length, c.u(count));
        int last = c.op(Spv.Op.OpIMul, c.tUint(), c.op(Spv.Op.OpISub, c.tUint(), length, c.u(count)), c.u(4));
        return c.op(Spv.Op.OpLogicalAnd, c.tBool(), enough, c.op(Spv.Op.OpULessThanEqual, c.tBool(), byteOffset, last));
    }

    /// LOAD from the resource in source 0.
    void load(Instruction in) {
        SrcRegister r = in.src(0);
        if (r.file() == RegisterFile.IMAGE) {
            loadImage(in, r.index());
            return;
        }
        Words w = words(r.file(), r.index());
        int mask = in.dst(0).writeMask();
        int count = 32 - Integer.numberOfLeadingZeros(mask);
        if (count == 0) {
            return;
        }
        int offset = read(in, 1, 0, Kind.UINT);
        int first = c.op(Spv.Op.OpShiftRightLogical, c.tUint(), offset, c.u(2));
        int vec = c.tUvec4();
        int result = c.local(vec, c.m.constantNull(vec));
        c.ifThen(inside(w, offset, count), () -> {
            int[] parts = new int[4];
            for (int ch = 0; ch < 4; ch++) {
                parts[ch] = ch < count ? w.load(c.op(Spv.Op.OpIAdd, c.tUint(), first, c.u(ch))) : c.u(0);
            }
            c.store(result, c.composite(vec, parts));
        });
        int v = c.load(vec, result);
        int[] out = new int[4];
        for (int ch = 0; ch < 4; ch++) {
            out[ch] = c.extract(c.tUint(), v, ch);
        }
        owner.store(in, 0, out, Kind.UINT);
    }

    /// STORE into the resource in the destination.
    void store(Instruction in) {
        RegisterFile file = in.dst(0).file();
        int index = in.dst(0).index();
        if (file == RegisterFile.IMAGE) {
            storeImage(in, index);
            return;
        }
        if (file == RegisterFile.CONSTANT) {
            throw malformed("a store into a constant buffer");
        }
        Words w = words(file, index);
        int mask = in.dst(0).writeMask();
        int first = c.op(Spv.Op.OpShiftRightLogical, c.tUint(), read(in, 0, 0, Kind.UINT), c.u(2));
        int[] values = new int[4];
        for (int ch = 0; ch < 4; ch++) {
            if ((mask & (1 << ch)) != 0) {
                values[ch] = read(in, 1, ch, Kind.UINT);
            }
        }
        for (int ch = 0; ch < 4; ch++) {
            if ((mask & (1 << ch)) != 0) {
                int value = values[ch];
                int word = c.op(Spv.Op.OpIAdd, c.tUint(), first, c.u(ch));
                c.ifThen(c.op(Spv.Op.OpULessThan, c.tBool(), word, w.length()), () -> w.store(word, value));
            }
        }
    }

    /// RESQ: the size of the resource in source 0 (bytes for buffers, the size for images).
    void query(Instruction in) {
        SrcRegister r = in.src(0);
        if (r.file() == RegisterFile.IMAGE) {
            Image img = image(r.index());
            c.m.capability(Spv.Capability.ImageQuery);
            int n = imageCoordinates(img.target());
            int size = c.op(Spv.Op.OpImageQuerySize, c.vec(c.tInt(), n), c.load(img.type(), img.var()));
            int[] out = new int[4];
            for (int i = 0; i < 4; i++) {
                out[i] = i < n ? (n == 1 ? size : c.extract(c.tInt(), size, i)) : c.i(0);
            }
            owner.store(in, 0, out, Kind.INT);
            return;
        }
        Words w = words(r.file(), r.index());
        int bytes = c.op(Spv.Op.OpIMul, c.tUint(), w.length(), c.u(4));
        owner.store(in, 0, new int[] {bytes, 0, 0, 0}, Kind.UINT);
    }

    /// An atomic on the word at byte offset src1.x of the resource in source 0; outside the
    /// resource nothing happens and the result is 0.
    void atomic(Instruction in, Atomic op) {
        SrcRegister r = in.src(0);
        if (is64(in)) {
            atomic64(in, op, r.file(), r.index());
            return;
        }
        if ((in.dst(0).writeMask() & 1) == 0 && r.file() != RegisterFile.IMAGE) {
            return;
        }
        if (r.file() == RegisterFile.IMAGE) {
            atomicImage(in, op, r.index());
            return;
        }
        if (r.file() == RegisterFile.CONSTANT) {
            throw malformed("an atomic on a constant buffer");
        }
        Words w = words(r.file(), r.index());
        int offset = read(in, 1, 0, Kind.UINT);
        int a = read(in, 2, 0, Kind.UINT);
        int b = op == Atomic.COMPARE_SWAP ? read(in, 3, 0, Kind.UINT) : 0;
        int scope = c.u(r.file() == RegisterFile.MEMORY ? Spv.Scope.Workgroup : Spv.Scope.Device);
        int result = c.local(c.tUint(), c.u(0));
        c.ifThen(inside(w, offset, 1), () -> {
            int ptr = w.pointer(c.op(Spv.Op.OpShiftRightLogical, c.tUint(), offset, c.u(2)));
            c.store(result, atomicOn(op, ptr, scope, a, b, c.tUint()));
        });
        int v = c.load(c.tUint(), result);
        owner.store(in, 0, new int[] {v, v, v, v}, Kind.UINT);
    }

    private int atomicOn(Atomic op, int ptr, int scope, int a, int b, int type) {
        int none = c.u(Spv.MemorySemantics.None);
        return switch (op) {
            case ADD -> c.op(Spv.Op.OpAtomicIAdd, type, ptr, scope, none, a);
            case AND -> c.op(Spv.Op.OpAtomicAnd, type, ptr, scope, none, a);
            case OR -> c.op(Spv.Op.OpAtomicOr, type, ptr, scope, none, a);
            case XOR -> c.op(Spv.Op.OpAtomicXor, type, ptr, scope, none, a);
            case UMIN -> c.op(Spv.Op.OpAtomicUMin, type, ptr, scope, none, a);
            case UMAX -> c.op(Spv.Op.OpAtomicUMax, type, ptr, scope, none, a);
            case IMIN -> c.op(Spv.Op.OpAtomicSMin, type, ptr, scope, none, a);
            case IMAX -> c.op(Spv.Op.OpAtomicSMax, type, ptr, scope, none, a);
            case EXCHANGE -> c.op(Spv.Op.OpAtomicExchange, type, ptr, scope, none, a);
            // TGSI's CAS compares with src2 and stores src3; SPIR-V takes the value first.
            case COMPARE_SWAP -> c.op(Spv.Op.OpAtomicCompareExchange, type, ptr, scope, none, none, b, a);
            case FADD, INC_WRAP, DEC_WRAP -> casLoop(op, ptr, scope, a, type);
        };
    }

    /// Compare-and-swap attempts before an atomic gives up; bounded so that no loop can hang.
    static final int CAS_LIMIT = 1 << 16;

    /// The atomics SPIR-V lacks on `uint` words (float add, the wrapping increment and decrement,
    /// tgsi.rst's `old + 1 <= src ? old + 1 : 0` and `old > 0 && old < src ? old - 1 : 0`) as a
    /// bounded compare-and-swap loop.
    private int casLoop(Atomic op, int ptr, int scope, int a, int type) {
        return casLoop(ptr, scope, type, r -> switch (op) {
            case FADD -> c.bitcast(type, c.op(Spv.Op.OpFAdd, c.tFloat(), c.bitcast(c.tFloat(), r), c.bitcast(c.tFloat(), a)));
            case INC_WRAP -> {
                int plus = c.op(Spv.Op.OpIAdd, type, r, c.u(1));
                yield c.select(type, c.op(Spv.Op.OpULessThanEqual, c.tBool(), plus, a), plus, c.u(0));
            }
            case DEC_WRAP -> {
                int ok = c.op(Spv.Op.OpLogicalAnd, c.tBool(), c.op(Spv.Op.OpUGreaterThan, c.tBool(), r, c.u(0)),
                        c.op(Spv.Op.OpULessThan, c.tBool(), r, a));
                yield c.select(type, ok, c.op(Spv.Op.OpISub, type, r, c.u(1)), c.u(0));
            }
            default -> throw new IllegalStateException(op.name());
        });
    }

    /// A bounded compare-and-swap loop storing `next(old)` at `ptr`; returns the old value.
    private int casLoop(int ptr, int scope, int type, IntUnaryOperator nextOf) {
        int none = c.u(Spv.MemorySemantics.None);
        int old = c.local(type, 0);
        int tries = c.local(c.tUint(), 0);
        c.store(old, c.op(Spv.Op.OpAtomicLoad, type, ptr, scope, none));
        c.store(tries, c.u(0));
        int header = c.label();
        int body = c.label();
        int cont = c.label();
        int merge = c.label();
        c.branch(header);
        c.block(header);
        c.stmt(Spv.Op.OpLoopMerge, merge, cont, Spv.LoopControl.None);
        c.branch(body);
        c.block(body);
        int r = c.load(type, old);
        int next = nextOf.applyAsInt(r);
        int seen = c.op(Spv.Op.OpAtomicCompareExchange, type, ptr, scope, none, none, next, r);
        int done = c.op(Spv.Op.OpIEqual, c.tBool(), seen, r);
        c.store(old, seen);
        int afterSwap = c.label();
        c.selectionMerge(afterSwap);
        c.branchConditional(done, merge, afterSwap);
        c.block(afterSwap);
        c.branch(cont);
        c.block(cont);
        int n = c.op(Spv.Op.OpIAdd, c.tUint(), c.load(c.tUint(), tries), c.u(1));
        c.store(tries, n);
        c.branchConditional(c.op(Spv.Op.OpULessThan, c.tBool(), n, c.u(CAS_LIMIT)), header, merge);
        c.block(merge);
        return c.load(type, old);
    }

    void barrier(Instruction in) {
        Integer flags = in.src().isEmpty() ? null : immediateWord(in.src(0), 0);
        int semantics = Spv.MemorySemantics.AcquireRelease;
        int scope = Spv.Scope.Device;
        if (flags == null) {
            semantics |= Spv.MemorySemantics.UniformMemory | Spv.MemorySemantics.ImageMemory | Spv.MemorySemantics.WorkgroupMemory;
        } else {
            if ((flags & 1) != 0 || (flags & 2) != 0) {
                semantics |= Spv.MemorySemantics.UniformMemory;
            }
            if ((flags & 4) != 0) {
                semantics |= Spv.MemorySemantics.ImageMemory;
            }
            if ((flags & 8) != 0 || (flags & 16) != 0) {
                if (shader.processor() == Processor.COMP) {
                    semantics |= Spv.MemorySemantics.WorkgroupMemory;
                }
                if ((flags & 16) != 0) {
                    scope = Spv.Scope.Workgroup;
                }
            }
        }
        if (semantics == Spv.MemorySemantics.AcquireRelease) {
            return;
        }
        c.stmt(Spv.Op.OpMemoryBarrier, c.u(scope), c.u(semantics));
    }

    /// IMG2HND, SAMP2HND: the interpreter's handle of IMAGE[n] or SAMP[n] is (n, 0, n, 0).
    void handle(Instruction in) {
        int n = c.u(in.src(0).index());
        owner.store(in, 0, new int[] {n, c.u(0), n, c.u(0)}, Kind.UINT);
    }

    // Images.

    private record Image(int var, int type, TextureTarget target, Kind kind, int format) {}

    private Image image(int index) {
        Declaration d = declarationOf(RegisterFile.IMAGE, index);
        if (d == null) {
            throw malformed("IMAGE[" + index + "] is not declared");
        }
        TextureTarget t = d.image().resource();
        if (t.isShadow() || t == TextureTarget.UNKNOWN) {
            throw malformed("an image cannot have target " + t.text());
        }
        Kind kind = formatKind(d.image().format());
        int format = imageFormat(d.image().format());
        if (format != Spv.ImageFormat.Unknown && needsExtendedFormat(format)) {
            c.m.capability(Spv.Capability.StorageImageExtendedFormats);
        }
        int type = imageType(t, kind, 2, format);
        String key = "img" + index;
        Integer var = variables.get(key);
        if (var == null) {
            var = c.m.variable(c.pointer(Spv.StorageClass.UniformConstant, type), Spv.StorageClass.UniformConstant, 0);
            c.m.name(var, "image" + index);
            decorateBinding(var, bindings.binding(t == TextureTarget.BUFFER ? SpirvModule.BindingKind.STORAGE_TEXEL_BUFFER
                    : SpirvModule.BindingKind.STORAGE_IMAGE, index, 0));
            if (!d.image().writable()) {
                c.m.decorate(var, Spv.Decoration.NonWritable);
            }
            variables.put(key, var);
        }
        return new Image(var, type, t, kind, format);
    }

    private static boolean needsExtendedFormat(int format) {
        return format != Spv.ImageFormat.Rgba32f && format != Spv.ImageFormat.Rgba16f && format != Spv.ImageFormat.R32f
                && format != Spv.ImageFormat.Rgba8 && format != Spv.ImageFormat.Rgba8Snorm && format != Spv.ImageFormat.Rgba32i
                && format != Spv.ImageFormat.Rgba16i && format != Spv.ImageFormat.Rgba8i && format != Spv.ImageFormat.R32i
                && format != Spv.ImageFormat.Rgba32ui && format != Spv.ImageFormat.Rgba16ui && format != Spv.ImageFormat.Rgba8ui
                && format != Spv.ImageFormat.R32ui;
    }

    private static int imageCoordinates(TextureTarget t) {
        return switch (t) {
            case BUFFER, T1D -> 1;
            case T2D, RECT, T1D_ARRAY, T2D_MSAA -> 2;
            default -> 3;
        };
    }

    /// The integer coordinates of an image access from source `src`, and whether they are
    /// inside the image.
    private int[] imageAddress(Instruction in, int src, Image img) {
        int n = imageCoordinates(img.target());
        int[] coords = readAll(in, src, Kind.INT, n);
        c.m.capability(Spv.Capability.ImageQuery);
        int size = c.op(Spv.Op.OpImageQuerySize, c.vec(c.tInt(), n), c.load(img.type(), img.var()));
        int inside = c.bool(true);
        for (int i = 0; i < n; i++) {
            int limit = n == 1 ? size : c.extract(c.tInt(), size, i);
            inside = c.op(Spv.Op.OpLogicalAnd, c.tBool(), inside,
                    c.op(Spv.Op.OpULessThan, c.tBool(), c.bitcast(c.tUint(), coords[i]), c.bitcast(c.tUint(), limit)));
        }
        return new int[] {vector(Kind.INT, coords, n), inside};
    }

    private int[] sampleOperand(Instruction in, int src, Image img) {
        if (!isMultisample(img.target())) {
            return new int[0];
        }
        return new int[] {Spv.ImageOperands.Sample, read(in, src, imageCoordinates(img.target()), Kind.INT)};
    }

    private void loadImage(Instruction in, int index) {
        Image img = image(index);
        if (img.format() == Spv.ImageFormat.Unknown) {
            c.m.capability(Spv.Capability.StorageImageReadWithoutFormat);
        }
        int[] address = imageAddress(in, 1, img);
        int vec4 = c.vec(scalarType(img.kind()), 4);
        int result = c.local(vec4, c.m.constantNull(vec4));
        int[] sample = sampleOperand(in, 1, img);
        c.ifThen(address[1], () -> {
            int[] ops = new int[2 + sample.length];
            ops[0] = c.load(img.type(), img.var());
            ops[1] = address[0];
            System.arraycopy(sample, 0, ops, 2, sample.length);
            c.store(result, c.op(Spv.Op.OpImageRead, vec4, ops));
        });
        writeVector(in, c.load(vec4, result), img.kind());
    }

    private void storeImage(Instruction in, int index) {
        Image img = image(index);
        if (img.format() == Spv.ImageFormat.Unknown) {
            c.m.capability(Spv.Capability.StorageImageWriteWithoutFormat);
        }
        int[] address = imageAddress(in, 0, img);
        int t = scalarType(img.kind());
        int value = c.composite(c.vec(t, 4), readAll(in, 1, img.kind(), 4));
        int[] sample = sampleOperand(in, 0, img);
        c.ifThen(address[1], () -> {
            int[] ops = new int[3 + sample.length];
            ops[0] = c.load(img.type(), img.var());
            ops[1] = address[0];
            ops[2] = value;
            System.arraycopy(sample, 0, ops, 3, sample.length);
            c.stmt(Spv.Op.OpImageWrite, ops);
        });
    }

    private void atomicImage(Instruction in, Atomic op, int index) {
        Image img = image(index);
        if (img.kind() == Kind.FLOAT && op != Atomic.EXCHANGE) {
            throw owner.unsupported("an atomic on a float image other than exchange");
        }
        if (op == Atomic.FADD || op == Atomic.INC_WRAP || op == Atomic.DEC_WRAP) {
            throw owner.unsupported(op + " on an image");
        }
        if ((op == Atomic.IMIN || op == Atomic.IMAX) != (img.kind() == Kind.INT) && (op == Atomic.IMIN || op == Atomic.IMAX
                || op == Atomic.UMIN || op == Atomic.UMAX)) {
            throw owner.unsupported("a min/max of the other signedness than the image's format");
        }
        if (img.format() != Spv.ImageFormat.R32ui && img.format() != Spv.ImageFormat.R32i && img.format() != Spv.ImageFormat.R32f) {
            throw owner.unsupported("image atomics need an R32_UINT, R32_SINT or R32_FLOAT image");
        }
        int[] address = imageAddress(in, 1, img);
        int t = scalarType(img.kind());
        int a = read(in, 2, 0, img.kind());
        int b = op == Atomic.COMPARE_SWAP ? read(in, 3, 0, img.kind()) : 0;
        int sample = isMultisample(img.target()) ? read(in, 1, imageCoordinates(img.target()), Kind.INT) : c.u(0);
        int result = c.local(t, c.m.constantNull(t));
        c.ifThen(address[1], () -> {
            int ptr = c.op(Spv.Op.OpImageTexelPointer, c.pointer(Spv.StorageClass.Image, t), img.var(), address[0], sample);
            int scope = c.u(Spv.Scope.Device);
            int none = c.u(Spv.MemorySemantics.None);
            int v = switch (op) {
                case EXCHANGE -> c.op(Spv.Op.OpAtomicExchange, t, ptr, scope, none, a);
                default -> atomicOn(op, ptr, scope, a, b, t);
            };
            c.store(result, v);
        });
        int v = c.load(t, result);
        owner.store(in, 0, new int[] {v, v, v, v}, img.kind());
    }

    private static Kind formatKind(PipeFormat f) {
        String n = f.name();
        if (n.endsWith("_UINT")) {
            return Kind.UINT;
        }
        if (n.endsWith("_SINT")) {
            return Kind.INT;
        }
        return Kind.FLOAT;
    }

    /// The SPIR-V image format of a pipe format, or Unknown when Vulkan storage images have no
    /// such format (NONE included).
    static int imageFormat(PipeFormat f) {
        return switch (f.name()) {
            case "R32G32B32A32_FLOAT" -> Spv.ImageFormat.Rgba32f;
            case "R16G16B16A16_FLOAT" -> Spv.ImageFormat.Rgba16f;
            case "R32_FLOAT" -> Spv.ImageFormat.R32f;
            case "R8G8B8A8_UNORM" -> Spv.ImageFormat.Rgba8;
            case "R8G8B8A8_SNORM" -> Spv.ImageFormat.Rgba8Snorm;
            case "R32G32_FLOAT" -> Spv.ImageFormat.Rg32f;
            case "R16G16_FLOAT" -> Spv.ImageFormat.Rg16f;
            case "R11G11B10_FLOAT" -> Spv.ImageFormat.R11fG11fB10f;
            case "R16_FLOAT" -> Spv.ImageFormat.R16f;
            case "R16G16B16A16_UNORM" -> Spv.ImageFormat.Rgba16;
            case "R10G10B10A2_UNORM" -> Spv.ImageFormat.Rgb10A2;
            case "R16G16_UNORM" -> Spv.ImageFormat.Rg16;
            case "R8G8_UNORM" -> Spv.ImageFormat.Rg8;
            case "R16_UNORM" -> Spv.ImageFormat.R16;
            case "R8_UNORM" -> Spv.ImageFormat.R8;
            case "R16G16B16A16_SNORM" -> Spv.ImageFormat.Rgba16Snorm;
            case "R16G16_SNORM" -> Spv.ImageFormat.Rg16Snorm;
            case "R8G8_SNORM" -> Spv.ImageFormat.Rg8Snorm;
            case "R16_SNORM" -> Spv.ImageFormat.R16Snorm;
            case "R8_SNORM" -> Spv.ImageFormat.R8Snorm;
            case "R32G32B32A32_SINT" -> Spv.ImageFormat.Rgba32i;
            case "R16G16B16A16_SINT" -> Spv.ImageFormat.Rgba16i;
            case "R8G8B8A8_SINT" -> Spv.ImageFormat.Rgba8i;
            case "R32_SINT" -> Spv.ImageFormat.R32i;
            case "R32G32_SINT" -> Spv.ImageFormat.Rg32i;
            case "R16G16_SINT" -> Spv.ImageFormat.Rg16i;
            case "R8G8_SINT" -> Spv.ImageFormat.Rg8i;
            case "R16_SINT" -> Spv.ImageFormat.R16i;
            case "R8_SINT" -> Spv.ImageFormat.R8i;
            case "R32G32B32A32_UINT" -> Spv.ImageFormat.Rgba32ui;
            case "R16G16B16A16_UINT" -> Spv.ImageFormat.Rgba16ui;
            case "R8G8B8A8_UINT" -> Spv.ImageFormat.Rgba8ui;
            case "R32_UINT" -> Spv.ImageFormat.R32ui;
            case "R10G10B10A2_UINT" -> Spv.ImageFormat.Rgb10a2ui;
            case "R32G32_UINT" -> Spv.ImageFormat.Rg32ui;
            case "R16G16_UINT" -> Spv.ImageFormat.Rg16ui;
            case "R8G8_UINT" -> Spv.ImageFormat.Rg8ui;
            case "R16_UINT" -> Spv.ImageFormat.R16ui;
            case "R8_UINT" -> Spv.ImageFormat.R8ui;
            default -> Spv.ImageFormat.Unknown;
        };
    }
}
