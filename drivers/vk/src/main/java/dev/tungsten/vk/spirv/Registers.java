package dev.tungsten.vk.spirv;

import java.util.EnumMap;
import java.util.Map;
import java.util.TreeMap;

import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.DimensionRegister;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Immediate;
import dev.tungsten.tgsi.IndirectRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TgsiShader;

/// The TGSI register files as SPIR-V storage, and operand reads and writes.
///
/// TEMP, ADDR, OUT, IN and SV are Private `uvec4` arrays (Private, not Function, because
/// subroutines share the registers), zero-initialised as the interpreter's fresh machine has
/// them; the stage interface copies inputs in and outputs out around the program. IMM is a
/// constant per channel, or a Private array with a constant initializer when it is addressed
/// indirectly. `CONST[b]` is a uniform block of `uvec4` slots.
///
/// Channels are read and written one at a time (as `tgsi_exec` does), so swizzles and write
/// masks need no shuffles. An indirect index is checked against the file's size: a read out of
/// range gives 0 and a write out of range is dropped (WebGPU's robustness rule, naga's
/// `ReadZeroSkipWrite`), so a bad address can never reach another register or the driver.
final class Registers {
    private final Code c;
    private final TgsiShader shader;
    private final Map<RegisterFile, Integer> sizes = new EnumMap<>(RegisterFile.class);
    private final Map<RegisterFile, Integer> variables = new EnumMap<>(RegisterFile.class);
    /// Constant buffer -> its uniform block variable.
    private final Map<Integer, Integer> constantBuffers = new TreeMap<>();
    /// Constant buffer -> slots.
    final Map<Integer, Integer> constantSizes = new TreeMap<>();
    /// Vertices per input register for 2-D inputs (geometry shaders), 0 otherwise.
    int inputVertices;
    private final Map<RegisterFile, Boolean> indirect = new EnumMap<>(RegisterFile.class);

    Registers(Code c, TgsiShader shader) {
        this.c = c;
        this.shader = shader;
        scan();
    }

    private void grow(RegisterFile file, int index) {
        sizes.merge(file, index + 1, Math::max);
    }

    private void scan() {
        for (Declaration d : shader.declarations()) {
            if (d.file() == RegisterFile.CONSTANT) {
                int buffer = d.hasDimension() ? d.dimension() : 0;
                constantSizes.merge(buffer, d.last() + 1, Math::max);
            } else {
                grow(d.file(), d.last());
            }
        }
        sizes.put(RegisterFile.IMMEDIATE, shader.immediates().size());
        for (Instruction in : shader.instructions()) {
            for (SrcRegister s : in.src()) {
                use(s.file(), s.index(), s.dimension(), s.isIndirect());
                if (s.indirect() != null) {
                    use(s.indirect().file(), s.indirect().index(), null, false);
                }
            }
            for (DstRegister d : in.dst()) {
                use(d.file(), d.index(), d.dimension(), d.isIndirect());
                if (d.indirect() != null) {
                    use(d.indirect().file(), d.indirect().index(), null, false);
                }
            }
        }
    }

    private void use(RegisterFile file, int index, DimensionRegister dim, boolean isIndirect) {
        if (isIndirect) {
            indirect.put(file, true);
        }
        if (file == RegisterFile.CONSTANT) {
            int buffer = dim == null ? 0 : dim.index();
            if (!isIndirect) {
                constantSizes.merge(buffer, Math.max(index, 0) + 1, Math::max);
            } else {
                constantSizes.merge(buffer, 1, Math::max);
            }
        } else if (file == RegisterFile.INPUT && dim != null) {
            inputVertices = Math.max(inputVertices, dim.index() + 1);
            grow(file, Math.max(index, 0));
        } else if (!isIndirect || file != RegisterFile.IMMEDIATE) {
            grow(file, Math.max(index, 0));
        }
    }

    int size(RegisterFile file) {
        return sizes.getOrDefault(file, 0);
    }

    boolean isIndirect(RegisterFile file) {
        return indirect.getOrDefault(file, false);
    }

    /// Creates the storage of every register file the shader uses.
    void declare() {
        for (RegisterFile f : new RegisterFile[] {RegisterFile.TEMPORARY, RegisterFile.ADDRESS, RegisterFile.OUTPUT,
                RegisterFile.INPUT, RegisterFile.SYSTEM_VALUE}) {
            int n = size(f);
            if (n == 0) {
                continue;
            }
            int type = c.m.typeArray(c.tUvec4(), n);
            if (f == RegisterFile.INPUT && inputVertices > 0) {
                type = c.m.typeArray(type, inputVertices);
            }
            int var = c.m.variable(c.pointer(Spv.StorageClass.Private, type), Spv.StorageClass.Private, c.m.constantNull(type));
            c.m.name(var, switch (f) {
                case TEMPORARY -> "temps";
                case ADDRESS -> "addrs";
                case OUTPUT -> "outs";
                case INPUT -> "ins";
                default -> "svs";
            });
            variables.put(f, var);
        }
        if (isIndirect(RegisterFile.IMMEDIATE) && size(RegisterFile.IMMEDIATE) > 0) {
            int n = size(RegisterFile.IMMEDIATE);
            int type = c.m.typeArray(c.tUvec4(), n);
            int[] members = new int[n];
            for (int i = 0; i < n; i++) {
                Immediate imm = shader.immediates().get(i);
                members[i] = c.m.constantComposite(c.tUvec4(), c.u(word(imm, 0)), c.u(word(imm, 1)), c.u(word(imm, 2)), c.u(word(imm, 3)));
            }
            int var = c.m.variable(c.pointer(Spv.StorageClass.Private, type), Spv.StorageClass.Private, c.m.constantComposite(type, members));
            c.m.name(var, "imms");
            variables.put(RegisterFile.IMMEDIATE, var);
        }
    }

    /// Declares the uniform block of each constant buffer.
    void declareConstants(int set, Bindings bindings) {
        for (Map.Entry<Integer, Integer> e : constantSizes.entrySet()) {
            int slots = e.getValue();
            int array = c.m.uniqueType(Spv.Op.OpTypeArray, c.tUvec4(), c.u(slots));
            c.m.decorate(array, Spv.Decoration.ArrayStride, 16);
            int block = c.m.uniqueType(Spv.Op.OpTypeStruct, array);
            c.m.decorate(block, Spv.Decoration.Block);
            c.m.memberDecorate(block, 0, Spv.Decoration.Offset, 0);
            int var = c.m.variable(c.pointer(Spv.StorageClass.Uniform, block), Spv.StorageClass.Uniform, 0);
            c.m.name(var, "const" + e.getKey());
            c.m.decorate(var, Spv.Decoration.DescriptorSet, set);
            c.m.decorate(var, Spv.Decoration.Binding, bindings.binding(SpirvModule.BindingKind.UNIFORM_BUFFER, e.getKey(), slots * 16));
            constantBuffers.put(e.getKey(), var);
        }
    }

    /// A pointer to word `word` (a uint id) of constant buffer `buffer`, for LOAD from CONST.
    int constantWordPointer(int buffer, int word) {
        int slot = c.op(Spv.Op.OpShiftRightLogical, c.tUint(), word, c.u(2));
        int channel = c.op(Spv.Op.OpBitwiseAnd, c.tUint(), word, c.u(3));
        Integer var = constantBuffers.get(buffer);
        if (var == null) {
            throw new IllegalStateException("CONST[" + buffer + "] was not declared");
        }
        return c.accessChain(c.pointer(Spv.StorageClass.Uniform, c.tUint()), var, c.u(0), slot, channel);
    }

    /// Every global variable (for the entry point's interface list from SPIR-V 1.4).
    java.util.Collection<Integer> globals() {
        java.util.List<Integer> all = new java.util.ArrayList<>(variables.values());
        all.addAll(constantBuffers.values());
        return all;
    }

    /// The Private variable of a file (TEMP, ADDR, OUT, IN, SV).
    int variable(RegisterFile file) {
        return variables.get(file);
    }

    private static int word(Immediate imm, int i) {
        return i < imm.size() ? imm.word(i) : 0;
    }

    // Reads.

    /// Channel `channel` (after the swizzle) of a source as a 32-bit word of kind `kind`, with
    /// its absolute and negate modifiers applied as that kind defines them.
    int read(SrcRegister s, int channel, Kind kind) {
        int raw = raw(s.file(), s.index(), s.indirect(), s.dimension(), s.swizzle(channel));
        return modify(raw, kind, s.absolute(), s.negate());
    }

    /// A 64-bit operand: the channel pair starting at logical channel `first` (0 or 2).
    int readWide(SrcRegister s, int first, Kind kind) {
        int lo = raw(s.file(), s.index(), s.indirect(), s.dimension(), s.swizzle(first));
        int hi = raw(s.file(), s.index(), s.indirect(), s.dimension(), s.swizzle(first + 1));
        int pair = c.composite(c.vec(c.tUint(), 2), lo, hi);
        int v = c.bitcast(c.type(kind), pair);
        return modify64(v, kind, s.absolute(), s.negate());
    }

    private int modify(int raw, Kind kind, boolean abs, boolean neg) {
        return switch (kind) {
            case FLOAT -> {
                int v = c.bitcast(c.tFloat(), raw);
                if (abs) {
                    v = c.ext(Spv.Glsl.FAbs, c.tFloat(), v);
                }
                yield neg ? c.op(Spv.Op.OpFNegate, c.tFloat(), v) : v;
            }
            case INT -> {
                // The interpreter's absolute value clears bit 31 whatever the type (its fabsf).
                int v = c.bitcast(c.tInt(), abs ? c.op(Spv.Op.OpBitwiseAnd, c.tUint(), raw, c.u(0x7fffffff)) : raw);
                yield neg ? c.op(Spv.Op.OpSNegate, c.tInt(), v) : v;
            }
            case UINT -> {
                int v = abs ? c.op(Spv.Op.OpBitwiseAnd, c.tUint(), raw, c.u(0x7fffffff)) : raw;
                yield neg ? c.op(Spv.Op.OpSNegate, c.tUint(), v) : v;
            }
            case BOOL, DOUBLE, INT64, UINT64 -> throw new IllegalArgumentException("32-bit read as " + kind);
        };
    }

    private int modify64(int v, Kind kind, boolean abs, boolean neg) {
        int t = c.type(kind);
        if (kind == Kind.DOUBLE) {
            if (abs) {
                v = c.ext(Spv.Glsl.FAbs, t, v);
            }
            return neg ? c.op(Spv.Op.OpFNegate, t, v) : v;
        }
        if (abs) {
            v = c.bitcast(t, c.ext(Spv.Glsl.SAbs, c.tI64(), c.bitcast(c.tI64(), v)));
        }
        return neg ? c.op(Spv.Op.OpSNegate, t, v) : v;
    }

    /// The raw word of `file[index]` channel `chan`.
    int raw(RegisterFile file, int index, IndirectRegister ind, DimensionRegister dim, int chan) {
        return switch (file) {
            case IMMEDIATE -> {
                if (ind == null) {
                    Immediate imm = shader.immediates().get(index);
                    yield c.u(word(imm, chan));
                }
                yield privateRead(RegisterFile.IMMEDIATE, index, ind, null, chan);
            }
            case CONSTANT -> constantRead(index, ind, dim, chan);
            case TEMPORARY, ADDRESS, OUTPUT, INPUT, SYSTEM_VALUE -> privateRead(file, index, ind, dim, chan);
            case NULL, SAMPLER, SAMPLER_VIEW, IMAGE, BUFFER, MEMORY, CONSTBUF, HW_ATOMIC ->
                    throw new IllegalArgumentException("register file " + file.text() + " has no values");
        };
    }

    /// The index of an operand as a uint id, and whether it is in range (0 when statically so).
    private record Index(int id, int inRange) {}

    /// The index of `file[base + address]`: with an array id, inside that ARRAY declaration's
    /// registers (as the interpreter bounds it), else inside the file.
    private Index index(RegisterFile file, int base, IndirectRegister ind, int size) {
        if (ind == null) {
            return new Index(c.u(base), 0);
        }
        int first = 0;
        int count = size;
        if (ind.arrayId() > 0) {
            for (Declaration d : shader.declarations()) {
                if (d.file() == file && d.arrayId() == ind.arrayId()) {
                    first = d.first();
                    count = d.last() - d.first() + 1;
                    break;
                }
            }
        }
        int addr = raw(ind.file(), ind.index(), null, null, ind.swizzle());
        int idx = c.op(Spv.Op.OpIAdd, c.tUint(), addr, c.u(base));
        int ok = c.op(Spv.Op.OpULessThan, c.tBool(), c.op(Spv.Op.OpISub, c.tUint(), idx, c.u(first)), c.u(count));
        int safe = c.select(c.tUint(), ok, idx, c.u(first));
        return new Index(safe, ok);
    }

    private int privateRead(RegisterFile file, int index, IndirectRegister ind, DimensionRegister dim, int chan) {
        Index i = index(file, index, ind, size(file));
        int ptrType = c.pointer(Spv.StorageClass.Private, c.tUint());
        int ptr;
        if (file == RegisterFile.INPUT && inputVertices > 0) {
            Index v = dim == null ? new Index(c.u(0), 0) : index(RegisterFile.NULL, dim.index(), dim.indirect(), inputVertices);
            ptr = c.accessChain(ptrType, variable(file), v.id, i.id, c.u(chan));
            int value = c.load(c.tUint(), ptr);
            value = guard(v.inRange, value);
            return guard(i.inRange, value);
        }
        ptr = c.accessChain(ptrType, variable(file), i.id, c.u(chan));
        return guard(i.inRange, c.load(c.tUint(), ptr));
    }

    private int guard(int inRange, int value) {
        return inRange == 0 ? value : c.select(c.tUint(), inRange, value, c.u(0));
    }

    private int constantRead(int index, IndirectRegister ind, DimensionRegister dim, int chan) {
        if (dim != null && dim.isIndirect()) {
            throw new IllegalStateException("an indirect constant buffer index is refused before translation");
        }
        int buffer = dim == null ? 0 : dim.index();
        Index i = index(RegisterFile.CONSTANT, index, ind, constantSizes.get(buffer));
        int ptr = c.accessChain(c.pointer(Spv.StorageClass.Uniform, c.tUint()), constantBuffers.get(buffer), c.u(0), i.id, c.u(chan));
        return guard(i.inRange, c.load(c.tUint(), ptr));
    }

    // Writes.

    /// Writes raw words to the channels of `d` whose `values` entry is non-zero (the caller has
    /// already applied the write mask).
    void write(DstRegister d, int[] values) {
        switch (d.file()) {
            case TEMPORARY, ADDRESS, OUTPUT -> { }
            case NULL -> {
                return;
            }
            case CONSTANT, INPUT, SAMPLER, IMMEDIATE, SYSTEM_VALUE, IMAGE, SAMPLER_VIEW, BUFFER, MEMORY, CONSTBUF, HW_ATOMIC ->
                    throw new IllegalStateException("register file " + d.file().text() + " is not writable here");
        }
        Index i = index(d.file(), d.index(), d.indirect(), size(d.file()));
        Runnable stores = () -> {
            for (int ch = 0; ch < 4; ch++) {
                if (values[ch] != 0) {
                    int ptr = c.accessChain(c.pointer(Spv.StorageClass.Private, c.tUint()), variable(d.file()), i.id, c.u(ch));
                    c.store(ptr, values[ch]);
                }
            }
        };
        if (i.inRange == 0) {
            stores.run();
        } else {
            c.ifThen(i.inRange, stores);
        }
    }
}
