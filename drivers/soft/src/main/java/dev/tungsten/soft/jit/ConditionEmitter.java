package dev.tungsten.soft.jit;

import static java.lang.constant.ConstantDescs.CD_int;

import java.lang.classfile.CodeBuilder;
import java.lang.constant.MethodTypeDesc;

import dev.tungsten.soft.jit.SegmentEmitter.Chunk;
import dev.tungsten.soft.jit.SegmentEmitter.Rep;
import dev.tungsten.tgsi.Instruction;

/// Emits the bodies of the two small kinds of method beside segments, for one chunk of the loop
/// [SegmentEmitter] writes around them: a **condition** (`c<N>`, called by the run method through
/// [KernelGenerator#callCondition]) gathers the lanes that pass an IF, UIF, BREAKC, CALLNZ,
/// KILL_IF or CASE test into an `int` of lane bits; a **selector** (`w<N>`) saves a SWITCH's
/// value in the frame for its CASEs to compare against.
final class ConditionEmitter {
    /// The tests a condition method makes on source 0 of its instruction.
    enum Test {
        /// IF, IFC, CALLNZ: `.x` is not 0 as a float (-0 is false, NaN true).
        FLOAT_NONZERO,
        /// UIF, BREAKC: `.x` is not 0 as bits.
        BITS_NONZERO,
        /// KILL_IF: some channel is negative.
        NEGATIVE,
        /// CASE: `.x` equals the selector of the enclosing SWITCH, as bits.
        CASE
    }

    private static final MethodTypeDesc SELECTOR = MethodTypeDesc.of(KernelGenerator.CD_INTS, CD_int);

    private final CodeBuilder cb;
    private final SegmentInstructionEmitter operands;
    private final int frame;
    private final Chunk chunk;
    private final int bits;

    /// Emits into `cb`, reading operands through `operands`, for `chunk`; `bits` is the local
    /// gathering a condition's lane bits.
    ConditionEmitter(CodeBuilder cb, SegmentInstructionEmitter operands, int frame, Chunk chunk, int bits) {
        this.cb = cb;
        this.operands = operands;
        this.frame = frame;
        this.chunk = chunk;
        this.bits = bits;
    }

    /// ORs the chunk's lanes that pass `test` on `in` into `bits`; `depth`: the nesting depth of
    /// the SWITCH a CASE belongs to.
    void condition(Instruction in, Test test, int depth) {
        switch (test) {
            case FLOAT_NONZERO -> {
                operands.loadSource(in, 0, 0, Rep.F);
                VectorOpsCall.NON_ZERO_FLOAT.invoke(cb);
            }
            case BITS_NONZERO -> {
                operands.loadSource(in, 0, 0, Rep.I);
                VectorOpsCall.NON_ZERO.invoke(cb);
            }
            case NEGATIVE -> {
                for (int ch = 0; ch < 4; ch++) {
                    operands.loadSource(in, 0, ch, Rep.F);
                }
                VectorOpsCall.NEGATIVE.invoke(cb);
            }
            case CASE -> {
                selector(depth);
                cb.iload(chunk.base());
                VectorOpsCall.ILOAD.invoke(cb);
                operands.loadSource(in, 0, 0, Rep.I);
                VectorOpsCall.EQUAL.invoke(cb);
            }
        }
        cb.iload(chunk.mask());
        cb.iand();
        cb.iload(chunk.base());
        cb.ishl();
        cb.iload(bits);
        cb.ior();
        cb.istore(bits);
    }

    /// Saves the chunk's lanes of the SWITCH `in`'s value as the selector of nesting depth `depth`.
    void selector(Instruction in, int depth) {
        operands.loadSource(in, 0, 0, Rep.I);
        selector(depth);
        cb.iload(chunk.base());
        VectorOpsCall.ISTORE.invoke(cb);
    }

    /// Pushes the frame's selector lanes of nesting depth `depth`.
    private void selector(int depth) {
        cb.aload(frame);
        cb.loadConstant(depth);
        cb.invokevirtual(KernelGenerator.CD_FRAME, "selector", SELECTOR);
    }
}
