package dev.tungsten.tgsi;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import static dev.tungsten.tgsi.RegisterFile.*;
import static dev.tungsten.tgsi.SanityTestShaders.*;
import static dev.tungsten.tgsi.TgsiOpcode.*;
import static org.junit.jupiter.api.Assertions.*;

/// The block structure every structured consumer reads ([ControlFlow]): matching ends, the
/// construct each instruction belongs to, blocks, depth, subroutines and calls, on small
/// shaders whose answers can be read off by eye.
class ControlFlowStructureTest {
    private static final SrcRegister ONE = src(IMMEDIATE, 0);

    private static Instruction mov() {
        return op(MOV, dst(TEMPORARY, 0), ONE);
    }

    @Test
    void ifElseLoopAndSwitchMatchTheirEnds() {
        ControlFlow f = ControlFlow.of(List.of(
                labeled(IF, 2, ONE),    // 0
                mov(),                  // 1
                labeled(ELSE, 12),      // 2
                op(BGNLOOP),            // 3
                op(SWITCH, ONE),        // 4
                op(CASE, ONE),          // 5
                op(BRK),                // 6
                op(DEFAULT),            // 7
                op(CONT),               // 8
                op(ENDSWITCH),          // 9
                op(BRK),                // 10
                op(ENDLOOP),            // 11
                op(ENDIF),              // 12
                op(END)));              // 13
        assertEquals(List.of(), f.problems());
        assertNull(f.firstFatal());
        assertEquals(12, f.end(0));
        assertEquals(2, f.elseOf(0));
        assertEquals(11, f.end(3));
        assertEquals(9, f.end(4));
        assertArrayEquals(new int[] {5}, f.cases(4));
        assertEquals(7, f.defaultOf(4));
        assertEquals(0, f.owner(2), "ELSE belongs to its IF");
        assertEquals(0, f.owner(12), "ENDIF closes its IF");
        assertEquals(4, f.owner(6), "the BRK inside the switch leaves the switch");
        assertTrue(f.breaksSwitch(6));
        assertEquals(3, f.owner(8), "CONT inside a switch continues the loop around it");
        assertEquals(3, f.owner(10), "the BRK after the switch leaves the loop");
        assertFalse(f.breaksSwitch(10));
        assertEquals(13, f.mainEnd());
        assertEquals(-1, f.elseOf(3));
        assertEquals(-1, f.end(1));
    }

    @Test
    void depthCountsTheConstructsAroundAnInstructionNotItsOwn() {
        ControlFlow f = ControlFlow.of(List.of(
                op(IF, ONE), op(BGNLOOP), mov(), op(ENDLOOP), op(ELSE), mov(), op(ENDIF), mov(), op(END)));
        assertArrayEquals(new int[] {0, 1, 2, 1, 1, 1, 0, 0, 0},
                java.util.stream.IntStream.range(0, f.size()).map(f::depth).toArray());
    }

    /// Openers stay in the enclosing block; ELSE ends the then-block; a closer belongs to its
    /// construct's last block, so a BRA to an ENDIF from outside the IF is out of its block.
    @Test
    void blocksAreSeparatedByEveryBoundary() {
        ControlFlow f = ControlFlow.of(List.of(
                mov(), op(IF, ONE), mov(), op(ELSE), mov(), op(ENDIF), mov(), op(END)));
        int outer = f.block(0);
        assertEquals(outer, f.block(1), "IF");
        assertEquals(f.block(2), f.block(3), "ELSE ends the then-block");
        assertNotEquals(outer, f.block(2));
        assertEquals(f.block(4), f.block(5), "ENDIF ends the else-block");
        assertNotEquals(f.block(2), f.block(4));
        assertEquals(outer, f.block(6), "after ENDIF, back in the enclosing block");
        assertEquals(outer, f.block(7));
    }

    @Test
    void subroutinesCallsAndRecursion() {
        ControlFlow f = ControlFlow.of(List.of(
                labeled(CAL, 3),        // 0
                op(END),                // 1
                mov(),                  // 2: after END, in no subroutine
                op(BGNSUB),             // 3
                labeled(CAL, 6),        // 4
                op(ENDSUB),             // 5
                op(BGNSUB),             // 6
                op(RET),                // 7
                op(ENDSUB)));           // 8
        assertEquals(Map.of(3, 5, 6, 8), f.subroutines());
        assertEquals(3, f.callTarget(0));
        assertEquals(6, f.callTarget(4));
        assertEquals(Set.of(3), f.calls().get(-1));
        assertEquals(Set.of(6), f.calls().get(3));
        assertEquals(Set.of(), f.calls().get(6));
        assertEquals(-1, f.subroutine(0));
        assertEquals(3, f.subroutine(3), "a BGNSUB belongs to its subroutine");
        assertEquals(6, f.subroutine(7));
        assertEquals(6, f.subroutine(8), "so does its ENDSUB");
        assertEquals(1, f.mainEnd());
        assertEquals(-1, f.recursiveSubroutine());
        assertEquals(List.of(ControlFlow.Problem.Kind.UNREACHABLE),
                f.problems().stream().map(ControlFlow.Problem::kind).toList());
        assertNull(f.firstFatal(), "unreachable code is a warning");

        ControlFlow rec = ControlFlow.of(List.of(
                labeled(CAL, 2), op(END), op(BGNSUB), labeled(CAL, 5), op(ENDSUB), op(BGNSUB), labeled(CAL, 2), op(ENDSUB)));
        assertEquals(2, rec.recursiveSubroutine(), "2 calls 5, which calls 2");
    }

    @Test
    void malformedStructureGivesOneFatalProblemEachAndStaysUsable() {
        ControlFlow f = ControlFlow.of(List.of(op(BGNLOOP), op(IF, ONE), op(ENDLOOP), op(END)));
        ControlFlow.Problem fatal = f.firstFatal();
        assertNotNull(fatal);
        assertEquals(1, fatal.instruction());
        assertEquals("IF is not closed before the ENDLOOP at instruction 2", fatal.message());
        assertEquals(2, f.end(0), "the loop is still closed by its ENDLOOP");

        ControlFlow call = ControlFlow.of(List.of(labeled(CAL, 1), op(END)));
        assertEquals(ControlFlow.Problem.Kind.CALL_TARGET, call.firstFatal().kind());
        assertEquals(-1, call.callTarget(0));

        ControlFlow twoEnds = ControlFlow.of(List.of(op(END), op(END)));
        assertNull(twoEnds.firstFatal(), "a second END is the sanity checker's error, not a structural one");
        assertEquals(List.of("more than one END instruction (the first is instruction 0)"), twoEnds.problems().stream()
                .filter(p -> p.kind() == ControlFlow.Problem.Kind.END && p.severity() == TgsiSanity.Severity.ERROR)
                .map(ControlFlow.Problem::message).toList());
    }

    @Test
    void labelsAreCheckedAgainstWhatUregWrites() {
        ControlFlow f = ControlFlow.of(List.of(labeled(IF, 2, ONE), op(ELSE), labeled(ENDIF, 0), op(END)));
        List<String> labels = f.problems().stream()
                .filter(p -> p.kind() == ControlFlow.Problem.Kind.LABEL).map(ControlFlow.Problem::message).toList();
        assertEquals(List.of("IF label :2 should be :1 (its ELSE)",
                "ELSE has no label; Mesa's tgsi_exec would jump to instruction 0 instead of 2 (its ENDIF)"), labels);
    }

    /// The column the structure comes from: every control-flow row has a role, nothing else does,
    /// and each construct has exactly one opener and one closer kind.
    @Test
    void flowColumnCoversExactlyTheBranches() {
        for (TgsiOpcode op : TgsiOpcode.values()) {
            if (op.flow() != TgsiOpcode.Flow.NONE) {
                assertEquals(TgsiOpcode.Category.CONTROL_FLOW, op.category(), op.name());
            }
            boolean block = op.flow().role() != TgsiOpcode.BlockRole.NONE;
            assertEquals(block, op.flow().construct() != null, op.name());
        }
        for (TgsiOpcode.Construct c : TgsiOpcode.Construct.values()) {
            long openers = java.util.Arrays.stream(TgsiOpcode.Flow.values())
                    .filter(f -> f.construct() == c && f.role() == TgsiOpcode.BlockRole.OPENS).count();
            long closers = java.util.Arrays.stream(TgsiOpcode.Flow.values())
                    .filter(f -> f.construct() == c && f.role() == TgsiOpcode.BlockRole.CLOSES).count();
            assertEquals(1, openers, c.name());
            assertEquals(1, closers, c.name());
        }
        assertEquals(TgsiOpcode.Flow.IF, IFC.flow());
        assertEquals(TgsiOpcode.Flow.BREAK, BREAKC.flow());
        assertEquals(TgsiOpcode.Flow.NONE, PUSHA.flow());
    }

    @Test
    void readAndStageColumnsAreConsistentWithTheRows() {
        for (TgsiOpcode op : TgsiOpcode.values()) {
            assertTrue(op.reads().sources().size() <= Math.max(1, op.numSrc()),
                    op + " lists more read masks than sources");
            assertFalse(op.stages().isEmpty(), op.name());
        }
        assertEquals(Set.of(Processor.FRAG), KILL_IF.stages());
        assertEquals(Set.of(Processor.TESS_CTRL, Processor.COMP), BARRIER.stages());
        assertEquals(Set.of(Processor.values()), ADD.stages());
        assertEquals(TgsiOpcode.Read.WRITTEN, ADD.reads().source(1));
        assertEquals(TgsiOpcode.Read.XYZW, DP4.reads().source(0));
        assertEquals(TgsiOpcode.Read.X, DP2A.reads().source(2));
    }
}
