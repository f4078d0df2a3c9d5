package dev.tungsten.soft.jit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.constant.ClassDesc;
import java.lang.constant.MethodTypeDesc;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import dev.tungsten.soft.jit.JitOpcode.Discard;
import dev.tungsten.soft.jit.JitOpcode.Dot;
import dev.tungsten.soft.jit.JitOpcode.Flow;
import dev.tungsten.soft.jit.JitOpcode.Interpreted;
import dev.tungsten.soft.jit.JitOpcode.Lanewise;
import dev.tungsten.soft.jit.JitOpcode.Move;
import dev.tungsten.soft.jit.JitOpcode.Replicate;
import dev.tungsten.soft.jit.JitOpcode.Segment;
import dev.tungsten.soft.jit.JitOpcode.Texture;
import dev.tungsten.soft.jit.JitOpcode.Transcendental;
import dev.tungsten.soft.jit.JitOpcode.VectorForm;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiOpcode.Category;
import dev.tungsten.tgsi.TgsiOpcode.OperandType;
import org.junit.jupiter.api.Test;

/// [JitOpcodes] against the opcode table: each decision fits the opcode's operands and category,
/// and each `VectorOps` binding takes and gives the vectors the opcode's operand types call for
/// (the segment code loads float operands as `FloatVector`s, the others as `IntVector`s).
class JitOpcodesTest {
    private static final Set<Category> SEGMENT_CATEGORIES = EnumSet.of(Category.FLOAT_ALU, Category.INTEGER_ALU,
            Category.DERIVATIVE);

    private static ClassDesc vector(OperandType t) {
        return t == OperandType.FLOAT ? SegmentEmitter.CD_FVEC : SegmentEmitter.CD_IVEC;
    }

    private static List<ClassDesc> sources(TgsiOpcode op) {
        List<ClassDesc> out = new ArrayList<>();
        for (OperandType t : op.srcTypes()) {
            out.add(vector(t));
        }
        return out;
    }

    @Test
    void lanewiseCallsTakeTheOperandTypesVectors() {
        for (TgsiOpcode op : TgsiOpcode.values()) {
            if (JitOpcodes.of(op) instanceof Segment s && s.form() instanceof Lanewise l
                    && l.function() instanceof VectorOpsCall call) {
                assertEquals(sources(op), call.type.parameterList(), op + " -> " + call);
                // an untyped result (UCMP's select) is what the method returns
                if (op.dstType() != OperandType.UNTYPED) {
                    assertEquals(vector(op.dstType()), call.type.returnType(), op + " -> " + call);
                }
            }
        }
    }

    @Test
    void replicatedCallsTakeFloatSourcesAndTheExactFormsAScratch() {
        for (TgsiOpcode op : TgsiOpcode.values()) {
            List<ClassDesc> floats = new ArrayList<>();
            for (int i = 0; i < op.numSrc(); i++) {
                floats.add(SegmentEmitter.CD_FVEC);
            }
            MethodTypeDesc plain = MethodTypeDesc.of(SegmentEmitter.CD_FVEC, floats);
            switch (JitOpcodes.of(op)) {
                case Segment s when s.form() instanceof Replicate r -> assertEquals(plain, r.call().type, op.toString());
                case Segment s when s.form() instanceof Transcendental t -> {
                    if (t.fast() instanceof VectorOpsCall fast && s.cost() == JitOpcode.Cost.ALONE) {
                        // through memory around an out-of-line call, as the exact forms
                        assertEquals(plain.insertParameterTypes(op.numSrc(), SegmentEmitter.CD_SEGMENT), fast.type, op + " fast");
                    } else if (t.fast() instanceof VectorOpsCall fast) {
                        assertEquals(plain, fast.type, op + " fast");
                    } else {
                        assertTrue(t.fast() == VectorForm.SIN || t.fast() == VectorForm.COS, op + " fast");
                    }
                    MethodTypeDesc exact = t.exact().type;
                    assertEquals(op.numSrc() + 1, exact.parameterCount(), op + " exact");
                    assertEquals(plain, exact.dropParameterTypes(op.numSrc(), op.numSrc() + 1), op + " exact");
                    ClassDesc scratch = exact.parameterType(op.numSrc());
                    assertTrue(scratch.equals(SegmentEmitter.CD_FLOATS) || scratch.equals(SegmentEmitter.CD_SEGMENT),
                            op + " exact takes " + scratch.displayName());
                }
                case Segment _, Flow _, Discard _, JitOpcode.Memory _, Texture _, Interpreted _ -> { }
            }
        }
    }

    @Test
    void segmentOpcodesAreAluOperationsWithOneDestination() {
        for (TgsiOpcode op : TgsiOpcode.values()) {
            if (JitOpcodes.of(op) instanceof Segment s) {
                assertTrue(SEGMENT_CATEGORIES.contains(op.category()), op + " is " + op.category());
                assertEquals(1, op.numDst(), op.toString());
                switch (s.form()) {
                    case Move _ -> assertEquals(1, op.numSrc(), op.toString());
                    case Dot _ -> assertEquals(List.of(OperandType.FLOAT, OperandType.FLOAT), op.srcTypes(), op.toString());
                    case Lanewise _, Replicate _, Transcendental _ -> { }
                }
            }
        }
    }

    @Test
    void controlFlowAndDiscardsMatchTheTablesCategories() {
        for (TgsiOpcode op : TgsiOpcode.values()) {
            JitOpcode decision = JitOpcodes.of(op);
            switch (decision) {
                // BARRIER is a place the run method returns and resumes, not a change of masks
                case Flow f -> assertEquals(f == Flow.BARRIER ? Category.SYNCHRONIZATION : Category.CONTROL_FLOW,
                        op.category(), op.toString());
                case Discard _ -> assertEquals(Category.DISCARD, op.category(), op.toString());
                case Texture _ -> assertEquals(Category.TEXTURE, op.category(), op.toString());
                case Segment _, JitOpcode.Memory _, Interpreted _ -> assertTrue(op.category() != Category.DISCARD
                        && (op.category() != Category.CONTROL_FLOW || decision == Interpreted.RUN_LOOP), op.toString());
            }
            if (decision.decidesFlow()) {
                assertEquals(1, op.numSrc(), op + " decides control flow from its source");
            }
        }
    }

    @Test
    void vectorCallSegmentsTakeOnlyOpcodesEmittedAsVectorCalls() {
        for (TgsiOpcode op : TgsiOpcode.values()) {
            if (JitOpcodes.of(op) instanceof Segment s && s.direct().when() != JitOpcode.DirectCalls.When.NEVER) {
                boolean vectorCalls = switch (s.form()) {
                    case Move _, Dot _ -> true;
                    case Lanewise l -> l.function() instanceof VectorForm;
                    // fast math only: the exact form is a VectorOps call
                    case Transcendental t -> t.fast() instanceof VectorForm
                            && s.direct().when() == JitOpcode.DirectCalls.When.FAST_MATH;
                    case Replicate _ -> false;
                };
                assertTrue(vectorCalls, op + " counts Vector API calls but calls VectorOps");
                assertTrue(s.direct().count(1) > 0, op.toString());
            }
        }
    }
}
