package dev.tungsten.soft.jit;

import static dev.tungsten.soft.jit.SegmentEmitter.CD_FLOATS;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_FVEC;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_IVEC;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_MASK;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_SEGMENT;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_SPECIES;
import static java.lang.constant.ConstantDescs.CD_int;
import static java.lang.constant.ConstantDescs.CD_void;

import java.lang.classfile.CodeBuilder;
import java.lang.constant.ClassDesc;
import java.lang.constant.MethodTypeDesc;

/// The [VectorOps] static methods generated code calls, each with its exact descriptor: the one
/// place that names them (`VectorOpsCallTest` resolves every constant against `VectorOps`). The
/// lanewise and replicated operations are bound to opcodes in [JitOpcodes].
enum VectorOpsCall implements JitOpcode.LaneFunction {
    // storage, masks, types
    ILOAD("iload", CD_IVEC, KernelGenerator.CD_INTS, CD_int),
    ISTORE("istore", CD_void, CD_IVEC, KernelGenerator.CD_INTS, CD_int),
    IMASK("imask", CD_MASK, CD_int),
    FMASK("fmask", CD_MASK, CD_int),
    AS_FLOAT("asFloat", CD_FVEC, CD_IVEC, KernelGenerator.CD_INTS, CD_FLOATS),
    AS_INT("asInt", CD_IVEC, CD_FVEC, KernelGenerator.CD_INTS, CD_FLOATS),
    QUADS("quads", CD_int, CD_int),

    // source modifiers and saturation
    FABS("fabs", CD_FVEC, CD_FVEC),
    FNEG("fneg", CD_FVEC, CD_FVEC),
    ABS_BITS("absBits", CD_IVEC, CD_IVEC),
    NEG_BITS("negBits", CD_IVEC, CD_IVEC),
    INEG("ineg", CD_IVEC, CD_IVEC),
    SAT("sat", CD_FVEC, CD_FVEC),

    // float arithmetic
    MIN("min", CD_FVEC, CD_FVEC, CD_FVEC),
    MAX("max", CD_FVEC, CD_FVEC, CD_FVEC),
    TRUNC("trunc", CD_FVEC, CD_FVEC),
    SSG("ssg", CD_FVEC, CD_FVEC),
    RCP("rcp", CD_FVEC, CD_FVEC),
    RSQ("rsq", CD_FVEC, CD_FVEC),
    SQRT("sqrt", CD_FVEC, CD_FVEC),

    // comparisons and selects
    SLT("slt", CD_FVEC, CD_FVEC, CD_FVEC),
    SLE("sle", CD_FVEC, CD_FVEC, CD_FVEC),
    SGT("sgt", CD_FVEC, CD_FVEC, CD_FVEC),
    SGE("sge", CD_FVEC, CD_FVEC, CD_FVEC),
    SEQ("seq", CD_FVEC, CD_FVEC, CD_FVEC),
    SNE("sne", CD_FVEC, CD_FVEC, CD_FVEC),
    FSLT("fslt", CD_IVEC, CD_FVEC, CD_FVEC),
    FSGE("fsge", CD_IVEC, CD_FVEC, CD_FVEC),
    FSEQ("fseq", CD_IVEC, CD_FVEC, CD_FVEC),
    FSNE("fsne", CD_IVEC, CD_FVEC, CD_FVEC),
    CMP("cmp", CD_FVEC, CD_FVEC, CD_FVEC, CD_FVEC),
    UCMP("ucmp", CD_FVEC, CD_IVEC, CD_FVEC, CD_FVEC),

    // conversions
    F2I("f2i", CD_IVEC, CD_FVEC),
    F2U("f2u", CD_IVEC, CD_FVEC),
    U2F("u2f", CD_FVEC, CD_IVEC),

    // integer operations
    IABS("iabs", CD_IVEC, CD_IVEC),
    ISSG("issg", CD_IVEC, CD_IVEC),
    ISLT("islt", CD_IVEC, CD_IVEC, CD_IVEC),
    ISGE("isge", CD_IVEC, CD_IVEC, CD_IVEC),
    USEQ("useq", CD_IVEC, CD_IVEC, CD_IVEC),
    USNE("usne", CD_IVEC, CD_IVEC, CD_IVEC),
    USLT("uslt", CD_IVEC, CD_IVEC, CD_IVEC),
    USGE("usge", CD_IVEC, CD_IVEC, CD_IVEC),

    // derivatives
    DDX("ddx", CD_FVEC, CD_FVEC),
    DDY("ddy", CD_FVEC, CD_FVEC),
    DDX_FINE("ddxFine", CD_FVEC, CD_FVEC),
    DDY_FINE("ddyFine", CD_FVEC, CD_FVEC),

    // transcendentals: exact forms and the fast LG2 and POW take the frame's scratch
    SIN_EXACT("sinExact", CD_FVEC, CD_FVEC, CD_SEGMENT),
    COS_EXACT("cosExact", CD_FVEC, CD_FVEC, CD_SEGMENT),
    EX2_EXACT("ex2Exact", CD_FVEC, CD_FVEC, CD_SEGMENT),
    LG2_EXACT("lg2Exact", CD_FVEC, CD_FVEC, CD_FLOATS),
    POW_EXACT("powExact", CD_FVEC, CD_FVEC, CD_FVEC, CD_FLOATS),
    EX2_FAST("ex2Fast", CD_FVEC, CD_FVEC),
    LG2_FAST("lg2Fast", CD_FVEC, CD_FVEC, CD_SEGMENT),
    POW_FAST("powFast", CD_FVEC, CD_FVEC, CD_FVEC, CD_SEGMENT),

    // conditions as lane bits
    NON_ZERO_FLOAT("nonZeroFloat", CD_int, CD_FVEC),
    NON_ZERO("nonZero", CD_int, CD_IVEC),
    NEGATIVE("negative", CD_int, CD_FVEC, CD_FVEC, CD_FVEC, CD_FVEC),
    EQUAL("equal", CD_int, CD_IVEC, CD_IVEC);

    /// The name of the `VectorOps` method.
    final String methodName;
    /// Its descriptor.
    final MethodTypeDesc type;

    VectorOpsCall(String methodName, ClassDesc result, ClassDesc... parameters) {
        this.methodName = methodName;
        this.type = MethodTypeDesc.of(result, parameters);
    }

    /// Calls the method on the operands on the stack.
    void invoke(CodeBuilder cb) {
        cb.invokestatic(KernelGenerator.CD_OPS, methodName, type);
    }

    /// The [VectorOps] static fields generated code reads, each with its type.
    enum Field {
        FLOAT("FLOAT", CD_SPECIES),
        INT("INT", CD_SPECIES),
        F_ONE("F_ONE", CD_FVEC);

        final String fieldName;
        final ClassDesc type;

        Field(String fieldName, ClassDesc type) {
            this.fieldName = fieldName;
            this.type = type;
        }

        /// Pushes the field's value.
        void get(CodeBuilder cb) {
            cb.getstatic(KernelGenerator.CD_OPS, fieldName, type);
        }
    }
}
