package dev.tungsten.soft.jit;

import static dev.tungsten.soft.jit.SegmentEmitter.CD_FLOATS;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_FVEC;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_IVEC;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_MASK;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_SEGMENT;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_VECTOR_ANY;

import java.lang.classfile.CodeBuilder;
import java.lang.constant.ClassDesc;
import java.lang.constant.MethodTypeDesc;

import dev.tungsten.soft.jit.JitOpcode.Discard;
import dev.tungsten.soft.jit.JitOpcode.Dot;
import dev.tungsten.soft.jit.JitOpcode.Flow;
import dev.tungsten.soft.jit.JitOpcode.Interpreted;
import dev.tungsten.soft.jit.JitOpcode.LaneFunction;
import dev.tungsten.soft.jit.JitOpcode.Lanewise;
import dev.tungsten.soft.jit.JitOpcode.Move;
import dev.tungsten.soft.jit.JitOpcode.Replicate;
import dev.tungsten.soft.jit.JitOpcode.Segment;
import dev.tungsten.soft.jit.JitOpcode.Texture;
import dev.tungsten.soft.jit.JitOpcode.Transcendental;
import dev.tungsten.soft.jit.JitOpcode.VectorForm;
import dev.tungsten.soft.jit.SegmentEmitter.Chunk;
import dev.tungsten.soft.jit.SegmentEmitter.Rep;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;

/// Emits one segment method's instructions for one chunk at a time, in the form [JitOpcodes]
/// gives each opcode ([JitOpcode.SegmentForm]).
///
/// Values are typed: an operand is loaded as the opcode table's type for it (untyped operands as
/// their destination's home type) and converted where its register's home type differs. Where
/// the code runs for only some lanes (`full` false), a written channel is blended with its old
/// value under the chunk's mask before it is stored.
final class SegmentInstructionEmitter {
    private final CodeBuilder cb;
    private final RegisterCache cache;
    private final VectorFormEmitter vectors;
    private final JitOptions options;
    private final int frame;
    private final boolean full;
    private final Chunk[] chunks;
    /// The chunk being emitted.
    private Chunk chunk;
    private final Rep[] resultReps = new Rep[4];

    SegmentInstructionEmitter(CodeBuilder cb, RegisterCache cache, VectorFormEmitter vectors, JitOptions options,
            int frame, boolean full, Chunk[] chunks) {
        this.cb = cb;
        this.cache = cache;
        this.vectors = vectors;
        this.options = options;
        this.frame = frame;
        this.full = full;
        this.chunks = chunks;
        select(0);
    }

    /// Emits for chunk `index` of the iteration from here on.
    void select(int index) {
        chunk = chunks[index];
        cache.select(index);
    }

    void instruction(Instruction in) {
        switch (JitOpcodes.of(in.opcode())) {
            case Segment s -> {
                switch (s.form()) {
                    case Move _ -> lanewise(in, null);
                    case Lanewise l -> lanewise(in, l.function());
                    case Replicate r -> replicate(in, r.call());
                    case Dot d -> dot(in, d.components(), d.homogeneous());
                    case Transcendental t -> replicate(in, options.exactMath() ? t.exact() : t.fast());
                }
            }
            case Flow _, Discard _, JitOpcode.Memory _, Texture _, Interpreted _ ->
                    throw new IllegalStateException(in.opcode() + " is not a segment instruction");
        }
    }

    /// Replaces the operands on the stack by `function`'s result.
    private void apply(LaneFunction function) {
        switch (function) {
            case VectorOpsCall call -> call.invoke(cb);
            case VectorForm form -> vectors.emit(form);
        }
    }

    // ------------------------------------------------------------------ operands

    void convert(Rep from, Rep to) {
        if (from == to) {
            return;
        }
        cb.aload(frame);
        cb.getfield(KernelGenerator.CD_FRAME, "cscratchI", KernelGenerator.CD_INTS);
        cb.aload(frame);
        cb.getfield(KernelGenerator.CD_FRAME, "cscratchF", CD_FLOATS);
        (from == Rep.I ? VectorOpsCall.AS_FLOAT : VectorOpsCall.AS_INT).invoke(cb);
    }

    /// The representation source `s` of `in` is read in for result channel `channel`.
    private Rep sourceRep(Instruction in, int s, int channel) {
        return switch (in.opcode().srcType(s)) {
            case FLOAT -> Rep.F;
            case UNTYPED -> untypedRep(in, channel);
            case INT, UINT, DOUBLE, INT64, UINT64, VOID -> Rep.I;
        };
    }

    /// Untyped operands (MOV, UCMP's result) take their destination channel's home type.
    private Rep untypedRep(Instruction in, int channel) {
        if (in.dst().isEmpty()) {
            return Rep.F;
        }
        DstRegister d = in.dst(0);
        return RegisterCache.isStored(d.file()) ? cache.home(d.file(), d.index() * 4 + channel) : Rep.F;
    }

    /// The representation of result channel `channel` of `in`, computed by `function` (null: a
    /// move): the opcode table's type; an untyped result is what a `VectorOps` function returns
    /// (UCMP's float select), else the destination channel's home type (MOV).
    private Rep resultRep(Instruction in, LaneFunction function, int channel) {
        return switch (in.opcode().dstType()) {
            case FLOAT -> Rep.F;
            case UNTYPED -> function instanceof VectorOpsCall call ? Rep.of(call.type.returnType()) : untypedRep(in, channel);
            case INT, UINT, DOUBLE, INT64, UINT64, VOID -> Rep.I;
        };
    }

    /// Pushes component `channel` (after swizzling) of source `s` in representation `rep`,
    /// with its modifiers.
    void loadSource(Instruction in, int s, int channel, Rep rep) {
        SrcRegister r = in.src(s);
        int comp = r.swizzle(channel);
        if (RegisterCache.isStored(r.file())) {
            int k = r.index() * 4 + comp;
            cb.aload(cache.register(r.file(), k));
            convert(cache.home(r.file(), k), rep);
        } else if (r.file() == RegisterFile.IMMEDIATE || r.file() == RegisterFile.CONSTANT) {
            int dim = RegisterCache.dimension(r);
            cb.aload(cache.value(r.file(), dim, r.index(), comp, rep));
        } else {
            throw new IllegalStateException(r.file().text() + " holds no values");
        }
        if (r.absolute()) {
            (rep == Rep.F ? VectorOpsCall.FABS : VectorOpsCall.ABS_BITS).invoke(cb);
        }
        if (r.negate()) {
            if (in.opcode().srcType(s).isInteger()) {
                if (rep == Rep.F) {
                    convert(Rep.F, Rep.I);
                    VectorOpsCall.INEG.invoke(cb);
                    convert(Rep.I, Rep.F);
                } else {
                    VectorOpsCall.INEG.invoke(cb);
                }
            } else {
                (rep == Rep.F ? VectorOpsCall.FNEG : VectorOpsCall.NEG_BITS).invoke(cb);
            }
        }
    }

    /// Writes the value in local `value` (in `rep`) to channel `c` of `d`.
    private void store(DstRegister d, int c, int value, Rep rep, boolean saturate) {
        if (!RegisterCache.isStored(d.file())) {
            return;
        }
        int k = d.index() * 4 + c;
        Rep home = cache.home(d.file(), k);
        if (!full) {
            cb.aload(cache.register(d.file(), k));
        }
        cb.aload(value);
        if (saturate) {
            convert(rep, Rep.F);
            VectorOpsCall.SAT.invoke(cb);
            rep = Rep.F;
        }
        convert(rep, home);
        if (!full) {
            // [old, new, mask] -> old.blend(new, mask): the Vector API's own method, not a
            // VectorOps wrapper, since these selects come last in a masked segment, where C2's
            // inlining cutoff could refuse a wrapper and box the vectors.
            cb.aload(home == Rep.F ? chunk.fmask() : chunk.imask());
            ClassDesc vec = home == Rep.F ? CD_FVEC : CD_IVEC;
            cb.invokevirtual(vec, "blend", MethodTypeDesc.of(vec, CD_VECTOR_ANY, CD_MASK));
        }
        cb.astore(cache.written(d.file(), k));
    }

    // ------------------------------------------------------------------ the forms

    /// Channel c of the result from channel c of each source by `function` (null: a move, the
    /// source converted to the result's representation), for the enabled channels; every result
    /// is computed before any is stored (sources may alias the destination).
    private void lanewise(Instruction in, LaneFunction function) {
        DstRegister d = in.dst(0);
        if (d.file() == RegisterFile.NULL) {
            return;
        }
        int mask = d.writeMask();
        int arity = in.src().size();
        int[] results = chunk.results();
        for (int c = 0; c < 4; c++) {
            if ((mask & (1 << c)) == 0) {
                continue;
            }
            Rep result = resultRep(in, function, c);
            Rep[] reps = new Rep[arity];
            for (int s = 0; s < arity; s++) {
                reps[s] = sourceRep(in, s, c);
                loadSource(in, s, c, reps[s]);
            }
            if (function != null) {
                apply(function);
            } else {
                convert(reps[0], result);
            }
            cb.astore(results[c]);
            resultReps[c] = result;
        }
        for (int c = 0; c < 4; c++) {
            if ((mask & (1 << c)) != 0) {
                store(d, c, results[c], resultReps[c], in.saturate());
            }
        }
    }

    /// One float result from the sources' `.x` by `function`, written to every enabled channel;
    /// a [VectorOpsCall] taking more than the sources takes the frame's scratch its signature names.
    private void replicate(Instruction in, LaneFunction function) {
        DstRegister d = in.dst(0);
        if (d.file() == RegisterFile.NULL || d.writeMask() == 0) {
            return;
        }
        int arity = in.src().size();
        for (int s = 0; s < arity; s++) {
            loadSource(in, s, 0, Rep.F);
        }
        if (function instanceof VectorOpsCall call && call.type.parameterCount() > arity) {
            ClassDesc type = call.type.parameterType(arity);
            cb.aload(frame);
            cb.getfield(KernelGenerator.CD_FRAME, scratchField(type), type);
        }
        apply(function);
        cb.astore(chunk.results()[0]);
        writeReplicated(in, d);
    }

    /// The frame's scratch of `type`: [JitFrame#fscratch] or [JitFrame#mscratch].
    private static String scratchField(ClassDesc type) {
        if (type.equals(CD_FLOATS)) {
            return "fscratch";
        }
        if (type.equals(CD_SEGMENT)) {
            return "mscratch";
        }
        throw new IllegalStateException("no scratch of type " + type.displayName());
    }

    private void writeReplicated(Instruction in, DstRegister d) {
        for (int c = 0; c < 4; c++) {
            if ((d.writeMask() & (1 << c)) != 0) {
                store(d, c, chunk.results()[0], Rep.F, in.saturate());
            }
        }
    }

    /// DP2, DP3, DP4 and DPH (`homogeneous`: DP3 plus `src1.w`): a multiply, then multiply-adds
    /// in channel order, each rounded twice, as the interpreter.
    private void dot(Instruction in, int n, boolean homogeneous) {
        DstRegister d = in.dst(0);
        if (d.file() == RegisterFile.NULL || d.writeMask() == 0) {
            return;
        }
        int result = chunk.results()[0];
        loadSource(in, 0, 0, Rep.F);
        loadSource(in, 1, 0, Rep.F);
        vectors.emit(VectorForm.MUL);
        for (int c = 1; c < n; c++) {
            cb.astore(result);
            loadSource(in, 0, c, Rep.F);
            loadSource(in, 1, c, Rep.F);
            cb.aload(result);
            vectors.emit(VectorForm.MAD);
        }
        if (homogeneous) {
            loadSource(in, 1, 3, Rep.F);
            vectors.emit(VectorForm.ADD);
        }
        cb.astore(result);
        writeReplicated(in, d);
    }
}
