package dev.tungsten.soft.jit;

import static dev.tungsten.soft.jit.SegmentEmitter.CD_ASSOCIATIVE;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_BINARY;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_COMPARISON;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_CONVERSION;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_EXACT_MATH;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_FAST_TRIG;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_FVEC;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_IVEC;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_MASK;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_OPERATORS;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_ORDER;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_SEGMENT;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_SPECIES;
import static dev.tungsten.soft.jit.SegmentEmitter.CD_VECTOR_ANY;
import static java.lang.constant.ConstantDescs.CD_boolean;
import static java.lang.constant.ConstantDescs.CD_float;
import static java.lang.constant.ConstantDescs.CD_int;
import static java.lang.constant.ConstantDescs.CD_long;
import static java.lang.constant.ConstantDescs.CD_void;

import java.lang.classfile.CodeBuilder;
import java.lang.classfile.Label;
import java.lang.classfile.TypeKind;
import java.lang.constant.ClassDesc;
import java.lang.constant.MethodTypeDesc;
import java.util.Arrays;

import dev.tungsten.soft.jit.JitOpcode.VectorForm;

/// Emits the [VectorForm]s of one segment method: the operations written out as the Vector
/// API's own calls rather than as calls of [VectorOps] methods. Those are `@ForceInline`, so C2
/// inlines them however large the segment has grown, while a `VectorOps` call past C2's inlining
/// cutoff stays out of line and boxes every vector crossing it
/// (`docs/decisions/0008-jit-operations-as-vector-api-calls.md`). The operands are on the
/// stack, as for the call they replace; the sequences keep intermediate values in this
/// emitter's own locals.
final class VectorFormEmitter {
    private final CodeBuilder cb;
    private final int frame;
    private final int spare, fx, ft, fx0, fs;
    /// Locals of [#fastTrig], allocated on first use.
    private int[] trig;

    /// Allocates the scratch locals of the sequences in `cb`, whose local `frame` holds the frame.
    VectorFormEmitter(CodeBuilder cb, int frame) {
        this.cb = cb;
        this.frame = frame;
        spare = cb.allocateLocal(TypeKind.REFERENCE);
        fx = cb.allocateLocal(TypeKind.REFERENCE);
        ft = cb.allocateLocal(TypeKind.REFERENCE);
        fx0 = cb.allocateLocal(TypeKind.REFERENCE);
        fs = cb.allocateLocal(TypeKind.REFERENCE);
    }

    /// Replaces the operands on the stack by `form`'s result.
    void emit(VectorForm form) {
        switch (form) {
            case ADD -> binary(CD_FVEC, "add");
            case SUB -> binary(CD_FVEC, "sub");
            case MUL -> binary(CD_FVEC, "mul");
            case DIV -> binary(CD_FVEC, "div");
            case ABS -> cb.invokevirtual(CD_FVEC, "abs", MethodTypeDesc.of(CD_FVEC));
            case MAD -> multiplyAdd(CD_FVEC);
            case FMA -> cb.invokevirtual(CD_FVEC, "fma", MethodTypeDesc.of(CD_FVEC, CD_VECTOR_ANY, CD_VECTOR_ANY));
            case LRP -> {
                // [a, b, c] -> a * (b - c) + c
                cb.astore(fx0);
                cb.astore(spare);
                cb.aload(spare);
                cb.aload(fx0);
                cb.invokevirtual(CD_FVEC, "sub", MethodTypeDesc.of(CD_FVEC, CD_VECTOR_ANY));
                cb.invokevirtual(CD_FVEC, "mul", MethodTypeDesc.of(CD_FVEC, CD_VECTOR_ANY));
                cb.aload(fx0);
                cb.invokevirtual(CD_FVEC, "add", MethodTypeDesc.of(CD_FVEC, CD_VECTOR_ANY));
            }
            case FLR -> floor();
            case ROUND -> rint();
            case CEIL -> {
                // [x] -> -floor(-x)
                cb.invokevirtual(CD_FVEC, "neg", MethodTypeDesc.of(CD_FVEC));
                floor();
                cb.invokevirtual(CD_FVEC, "neg", MethodTypeDesc.of(CD_FVEC));
            }
            case FRC -> {
                // [x] -> x - floor(x)
                cb.astore(fx0);
                cb.aload(fx0);
                cb.aload(fx0);
                floor();
                cb.invokevirtual(CD_FVEC, "sub", MethodTypeDesc.of(CD_FVEC, CD_VECTOR_ANY));
            }
            case ARL -> {
                // [x] -> f2i(floor(x))
                floor();
                VectorOpsCall.F2I.invoke(cb);
            }
            case ARR -> {
                // [x] -> f2i(floor(x + 0.5))
                cb.loadConstant(0.5f);
                cb.invokevirtual(CD_FVEC, "add", MethodTypeDesc.of(CD_FVEC, CD_float));
                floor();
                VectorOpsCall.F2I.invoke(cb);
            }
            case SIN -> fastTrig(false);
            case COS -> fastTrig(true);
            case UADD -> binary(CD_IVEC, "add");
            case UMUL -> binary(CD_IVEC, "mul");
            case UMAD -> multiplyAdd(CD_IVEC);
            case AND -> binary(CD_IVEC, "and");
            case OR -> binary(CD_IVEC, "or");
            case XOR -> lanewise("XOR", true);
            case SHL -> lanewise("LSHL", false);
            case ISHR -> lanewise("ASHR", false);
            case USHR -> lanewise("LSHR", false);
            case UMIN -> lanewise("UMIN", true);
            case UMAX -> lanewise("UMAX", true);
            case IMIN -> lanewise("MIN", true);
            case IMAX -> lanewise("MAX", true);
            case NOT -> cb.invokevirtual(CD_IVEC, "not", MethodTypeDesc.of(CD_IVEC));
            case INEG -> cb.invokevirtual(CD_IVEC, "neg", MethodTypeDesc.of(CD_IVEC));
            case I2F -> {
                cb.getstatic(CD_OPERATORS, "I2F", CD_CONVERSION);
                cb.loadConstant(0);
                cb.invokevirtual(CD_IVEC, "convert", MethodTypeDesc.of(CD_VECTOR_ANY, CD_CONVERSION, CD_int));
                cb.checkcast(CD_FVEC);
            }
        }
    }

    /// [a, b] -> a.name(b)
    private void binary(ClassDesc vec, String name) {
        cb.invokevirtual(vec, name, MethodTypeDesc.of(vec, CD_VECTOR_ANY));
    }

    /// [a, b, c] -> a.mul(b).add(c)
    private void multiplyAdd(ClassDesc vec) {
        cb.astore(spare);
        cb.invokevirtual(vec, "mul", MethodTypeDesc.of(vec, CD_VECTOR_ANY));
        cb.aload(spare);
        cb.invokevirtual(vec, "add", MethodTypeDesc.of(vec, CD_VECTOR_ANY));
    }

    /// [a, b] -> a.lanewise(VectorOperators.operator, b) on ints; `associative`: the operator's
    /// field has the type `Associative`, else `Binary`.
    private void lanewise(String operator, boolean associative) {
        cb.astore(spare);
        cb.getstatic(CD_OPERATORS, operator, associative ? CD_ASSOCIATIVE : CD_BINARY);
        cb.aload(spare);
        cb.invokevirtual(CD_IVEC, "lanewise", MethodTypeDesc.of(CD_IVEC, CD_BINARY, CD_VECTOR_ANY));
    }

    /// ROUND ([dev.tungsten.tgsi.exec.OpSemantics#round]) with no conversion and no branch:
    /// [x] -> rint(x), ties to even; `x` stays in local `fx`, its sign bit in `fs`.
    ///
    /// With `m` 2^23 carrying x's sign, `(x + m) - m` is x rounded to an integer, ties to even,
    /// for |x| < 2^23: the sum lies between 2^23 and 2^24 in magnitude, where floats are the
    /// integers (2^23 is even, so the sum's tie-breaking is x's), and the difference is exact.
    /// A zero difference is +0; OR-ing x's sign bit in gives -0 for x in [-0.5, -0] and
    /// changes nothing else (every other result already has x's sign). From 2^23 up, x is an
    /// integer or infinite and is its own result; a NaN stays NaN through the arithmetic.
    private void rint() {
        MethodTypeDesc intsBinary = MethodTypeDesc.of(CD_IVEC, CD_VECTOR_ANY);
        MethodTypeDesc intsScalar = MethodTypeDesc.of(CD_IVEC, CD_int);
        MethodTypeDesc toInts = MethodTypeDesc.of(CD_IVEC);
        MethodTypeDesc toFloats = MethodTypeDesc.of(CD_FVEC);
        MethodTypeDesc floats = MethodTypeDesc.of(CD_FVEC, CD_VECTOR_ANY);
        cb.astore(fx);
        // s = x's sign bit; m = 2^23 with that sign
        cb.aload(fx);
        cb.invokevirtual(CD_FVEC, "reinterpretAsInts", toInts);
        cb.ldc(cb.constantPool().intEntry(Integer.MIN_VALUE));
        cb.invokevirtual(CD_IVEC, "and", intsScalar);
        cb.astore(fs);
        cb.aload(fs);
        cb.ldc(cb.constantPool().intEntry(Float.floatToRawIntBits(0x1p23f)));
        cb.invokevirtual(CD_IVEC, "or", intsScalar);
        cb.invokevirtual(CD_IVEC, "reinterpretAsFloats", toFloats);
        cb.astore(ft);
        // ((x + m) - m) | s
        cb.aload(fx);
        cb.aload(ft);
        cb.invokevirtual(CD_FVEC, "add", floats);
        cb.aload(ft);
        cb.invokevirtual(CD_FVEC, "sub", floats);
        cb.invokevirtual(CD_FVEC, "reinterpretAsInts", toInts);
        cb.aload(fs);
        cb.invokevirtual(CD_IVEC, "or", intsBinary);
        cb.invokevirtual(CD_IVEC, "reinterpretAsFloats", toFloats);
        // x itself where |x| >= 2^23
        cb.aload(fx);
        cb.aload(fx);
        cb.invokevirtual(CD_FVEC, "abs", toFloats);
        cb.getstatic(CD_OPERATORS, "GE", CD_COMPARISON);
        cb.loadConstant(0x1p23f);
        cb.invokevirtual(CD_FVEC, "compare", MethodTypeDesc.of(CD_MASK, CD_COMPARISON, CD_float));
        cb.invokevirtual(CD_FVEC, "blend", MethodTypeDesc.of(CD_FVEC, CD_VECTOR_ANY, CD_MASK));
    }

    /// FLR ([dev.tungsten.tgsi.exec.OpSemantics#floor]): [x] -> floor(x), as `r = rint(x)`
    /// ([#rint]) less 1 where `r > x`. The sign of a zero result is right: `r` is -0 only for x in
    /// [-0.5, -0], where floor gives -1 unless x is -0, and the other zero results, +0, come from
    /// x in [+0, 1).
    private void floor() {
        rint();
        cb.astore(ft);
        cb.aload(ft);
        VectorOpsCall.Field.F_ONE.get(cb);
        cb.aload(ft);
        cb.getstatic(CD_OPERATORS, "GT", CD_COMPARISON);
        cb.aload(fx);
        cb.invokevirtual(CD_FVEC, "compare", MethodTypeDesc.of(CD_MASK, CD_COMPARISON, CD_VECTOR_ANY));
        cb.invokevirtual(CD_FVEC, "sub", MethodTypeDesc.of(CD_FVEC, CD_VECTOR_ANY, CD_MASK));
    }

    private void trigConstant(String field) {
        cb.getstatic(CD_FAST_TRIG, field, CD_FVEC);
    }

    private void fvec(String method, int vectors) {
        ClassDesc[] params = new ClassDesc[vectors];
        Arrays.fill(params, CD_VECTOR_ANY);
        cb.invokevirtual(CD_FVEC, method, MethodTypeDesc.of(CD_FVEC, params));
    }

    /// [FastTrig#sin] or [FastTrig#cos]: [x] -> sin(x) or cos(x). Emitted in place: as a call,
    /// C2's inlining cutoff could leave [FastTrig]'s operations out of line, boxing their vectors.
    private void fastTrig(boolean cos) {
        if (trig == null) {
            trig = new int[5];
            for (int i = 0; i < trig.length; i++) {
                trig[i] = cb.allocateLocal(TypeKind.REFERENCE);
            }
        }
        int x = trig[0], t = trig[1], m = trig[2], r = trig[3], z = trig[4];
        cb.astore(x);
        // t = x / pi (+ 1/2 for COS) + 1.5 * 2^23: rounded to an integer in the low bits
        cb.aload(x);
        trigConstant("INV_PI");
        trigConstant(cos ? "HALF" : "MAGIC");
        fvec("fma", 2);
        if (cos) {
            trigConstant("MAGIC");
            fvec("add", 1);
        }
        cb.astore(t);
        // m = t - 1.5 * 2^23 (- 1/2 for COS): the multiple of pi to take off
        cb.aload(t);
        trigConstant("MAGIC");
        fvec("sub", 1);
        if (cos) {
            trigConstant("HALF");
            fvec("sub", 1);
        }
        cb.astore(m);
        // r = x - m P1 - m P2 - m P3
        for (String p : new String[] {"MINUS_P1", "MINUS_P2", "MINUS_P3"}) {
            cb.aload(m);
            trigConstant(p);
            cb.aload(p.equals("MINUS_P1") ? x : r);
            fvec("fma", 2);
            cb.astore(r);
        }
        cb.aload(r);
        cb.aload(r);
        fvec("mul", 1);
        cb.astore(z);
        // s = S3 + z (S5 + z (.. + z S13)), into m
        cb.aload(z);
        trigConstant("S13");
        trigConstant("S11");
        fvec("fma", 2);
        for (String c : new String[] {"S9", "S7", "S5", "S3"}) {
            cb.aload(z);
            trigConstant(c);
            fvec("fma", 2);
        }
        cb.astore(m);
        // y = r (1 + z s), its sign flipped by t's lowest bit
        cb.aload(r);
        cb.aload(z);
        cb.aload(m);
        trigConstant("ONE");
        fvec("fma", 2);
        fvec("mul", 1);
        cb.invokevirtual(CD_FVEC, "reinterpretAsInts", MethodTypeDesc.of(CD_IVEC));
        cb.getstatic(CD_OPERATORS, "XOR", CD_ASSOCIATIVE);
        cb.aload(t);
        cb.invokevirtual(CD_FVEC, "reinterpretAsInts", MethodTypeDesc.of(CD_IVEC));
        cb.getstatic(CD_OPERATORS, "LSHL", CD_BINARY);
        cb.bipush(31);
        cb.invokevirtual(CD_IVEC, "lanewise", MethodTypeDesc.of(CD_IVEC, CD_BINARY, CD_int));
        cb.invokevirtual(CD_IVEC, "lanewise", MethodTypeDesc.of(CD_IVEC, CD_BINARY, CD_VECTOR_ANY));
        cb.invokevirtual(CD_IVEC, "reinterpretAsFloats", MethodTypeDesc.of(CD_FVEC));
        cb.astore(r);
        // lanes beyond the range of the reduction (infinities included): when there are
        // any, x goes to the frame's scratch and FastTrig.outOfRange puts the exact results
        // of those lanes there; the scratch is then blended in under their mask, always, so
        // that no vector value merges two paths (C2 may box a vector phi)
        cb.aload(x);
        cb.invokevirtual(CD_FVEC, "abs", MethodTypeDesc.of(CD_FVEC));
        cb.getstatic(CD_OPERATORS, "GT", CD_COMPARISON);
        cb.ldc(cb.constantPool().floatEntry(FastTrig.LIMIT));
        cb.invokevirtual(CD_FVEC, "compare", MethodTypeDesc.of(CD_MASK, CD_COMPARISON, CD_float));
        cb.astore(m);
        Label inRange = cb.newLabel();
        cb.aload(m);
        cb.invokevirtual(CD_MASK, "anyTrue", MethodTypeDesc.of(CD_boolean));
        cb.ifeq(inRange);
        cb.aload(x);
        scratchSegment();
        cb.lconst_0();
        cb.getstatic(CD_EXACT_MATH, "ORDER", CD_ORDER);
        cb.invokevirtual(CD_FVEC, "intoMemorySegment", MethodTypeDesc.of(CD_void, CD_SEGMENT, CD_long, CD_ORDER));
        scratchSegment();
        cb.loadConstant(cos ? 1 : 0);
        cb.invokestatic(CD_FAST_TRIG, "outOfRange", MethodTypeDesc.of(CD_void, CD_SEGMENT, CD_boolean));
        cb.labelBinding(inRange);
        cb.aload(r);
        VectorOpsCall.Field.FLOAT.get(cb);
        scratchSegment();
        cb.lconst_0();
        cb.getstatic(CD_EXACT_MATH, "ORDER", CD_ORDER);
        cb.invokestatic(CD_FVEC, "fromMemorySegment", MethodTypeDesc.of(CD_FVEC, CD_SPECIES, CD_SEGMENT, CD_long, CD_ORDER));
        cb.aload(m);
        cb.invokevirtual(CD_FVEC, "blend", MethodTypeDesc.of(CD_FVEC, CD_VECTOR_ANY, CD_MASK));
    }

    private void scratchSegment() {
        cb.aload(frame);
        cb.getfield(KernelGenerator.CD_FRAME, "mscratch", CD_SEGMENT);
    }
}
