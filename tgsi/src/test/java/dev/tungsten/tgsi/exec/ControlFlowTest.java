package dev.tungsten.tgsi.exec;

import static dev.tungsten.tgsi.TgsiOpcode.*;
import static dev.tungsten.tgsi.exec.Lanes.*;
import static dev.tungsten.tgsi.exec.TestShader.*;
import static org.junit.jupiter.api.Assertions.*;

import dev.tungsten.tgsi.Processor;
import org.junit.jupiter.api.Test;

/// Control flow with lanes that diverge: every expected value below is what a scalar program
/// would compute for that lane alone.
class ControlFlowTest {
    /// IMM[0] = (0, 1, 2, 10), IMM[1] = (3, 4, 5, 100) as floats; IN[0].x = lane index.
    private static TestShader base(int temps) {
        TestShader s = TestShader.frag().decl(IN, 0, 0).decl(OUT, 0, 0).decl(TEMP, 0, temps - 1);
        s.immFloats(0, 1, 2, 10);
        s.immFloats(3, 4, 5, 100);
        return s;
    }

    private static ExecMachine run(TestShader s, int width) {
        ExecMachine m = s.compile().newMachine(width);
        for (int i = 0; i < width; i++) {
            m.input(0, 0)[i] = bits(i);
        }
        assertEquals(ExecStatus.DONE, m.run(-1));
        return m;
    }

    @Test
    void eachLaneLoopsItsOwnNumberOfTimes() {
        TestShader s = base(2);
        s.op(MOV, s.dst(TEMP, 0), s.src(IMM, 0).x());
        s.op(BGNLOOP);
        s.op(FSGE, s.dst(TEMP, 1).mask("x"), s.src(TEMP, 0).x(), s.src(IN, 0).x());
        s.op(UIF, s.src(TEMP, 1).x());
        s.op(BRK);
        s.op(ENDIF);
        s.op(ADD, s.dst(TEMP, 0).mask("y"), s.src(TEMP, 0).swz("yyyy"), s.src(IMM, 0).swz("wwww"));
        s.op(ADD, s.dst(TEMP, 0).mask("x"), s.src(TEMP, 0).x(), s.src(IMM, 0).swz("yyyy"));
        s.op(ENDLOOP);
        s.op(MOV, s.dst(OUT, 0), s.src(TEMP, 0));
        s.op(END);
        ExecMachine m = run(s, 16);
        for (int i = 0; i < 16; i++) {
            assertEquals(i, f(m.output(0, 0)[i]), "trip count of lane " + i);
            assertEquals(10f * i, f(m.output(0, 1)[i]), "accumulator of lane " + i);
        }
    }

    @Test
    void nestedLoopsBreakOnlyTheInnerLoop() {
        // for (j = 0; j < lane; j++) for (k = 0; ; k++) { if (k > j) break; count++; }
        TestShader s = base(3);
        s.op(MOV, s.dst(TEMP, 0), s.src(IMM, 0).x());          // x = j, y = count
        s.op(BGNLOOP);
        s.op(FSGE, s.dst(TEMP, 1).mask("x"), s.src(TEMP, 0).x(), s.src(IN, 0).x());
        s.op(UIF, s.src(TEMP, 1).x());
        s.op(BRK);
        s.op(ENDIF);
        s.op(MOV, s.dst(TEMP, 2).mask("x"), s.src(IMM, 0).x());  // k
        s.op(BGNLOOP);
        s.op(FSLT, s.dst(TEMP, 1).mask("y"), s.src(TEMP, 0).x(), s.src(TEMP, 2).x()); // j < k
        s.op(UIF, s.src(TEMP, 1).swz("yyyy"));
        s.op(BRK);
        s.op(ENDIF);
        s.op(ADD, s.dst(TEMP, 0).mask("y"), s.src(TEMP, 0).swz("yyyy"), s.src(IMM, 0).swz("yyyy"));
        s.op(ADD, s.dst(TEMP, 2).mask("x"), s.src(TEMP, 2).x(), s.src(IMM, 0).swz("yyyy"));
        s.op(ENDLOOP);
        s.op(ADD, s.dst(TEMP, 0).mask("x"), s.src(TEMP, 0).x(), s.src(IMM, 0).swz("yyyy"));
        s.op(ENDLOOP);
        s.op(MOV, s.dst(OUT, 0), s.src(TEMP, 0));
        s.op(END);
        ExecMachine m = run(s, 8);
        for (int i = 0; i < 8; i++) {
            assertEquals(i * (i + 1) / 2f, f(m.output(0, 1)[i]), "inner iterations of lane " + i);
        }
    }

    @Test
    void continueSkipsTheRestOfTheBodyForItsLanes() {
        // for (i = 0; i <= 2 * lane; i++) { if (i is even) continue; odd++; }
        TestShader s = base(3);
        s.immInts(1, 0, 0, 0);
        s.op(MOV, s.dst(TEMP, 0), s.src(IMM, 0).x());           // x = i, y = odd
        s.op(MAD, s.dst(TEMP, 2).mask("x"), s.src(IN, 0).x(), s.src(IMM, 0).swz("zzzz"), s.src(IMM, 0).x());
        s.op(BGNLOOP);
        s.op(FSLT, s.dst(TEMP, 1).mask("x"), s.src(TEMP, 2).x(), s.src(TEMP, 0).x());
        s.op(UIF, s.src(TEMP, 1).x());
        s.op(BRK);
        s.op(ENDIF);
        s.op(ADD, s.dst(TEMP, 0).mask("x"), s.src(TEMP, 0).x(), s.src(IMM, 0).swz("yyyy"));
        s.op(F2I, s.dst(TEMP, 1).mask("z"), s.src(TEMP, 0).x());  // i + 1
        s.op(AND, s.dst(TEMP, 1).mask("z"), s.src(TEMP, 1).swz("zzzz"), s.src(IMM, 2).x());
        s.op(UIF, s.src(TEMP, 1).swz("zzzz"));                  // i + 1 odd, so i even
        s.op(CONT);
        s.op(ENDIF);
        s.op(ADD, s.dst(TEMP, 0).mask("y"), s.src(TEMP, 0).swz("yyyy"), s.src(IMM, 0).swz("yyyy"));
        s.op(ENDLOOP);
        s.op(MOV, s.dst(OUT, 0), s.src(TEMP, 0));
        s.op(END);
        ExecMachine m = run(s, 8);
        for (int i = 0; i < 8; i++) {
            assertEquals(i, f(m.output(0, 1)[i]), "odd values below 2*lane+1 for lane " + i);
            assertEquals(2 * i + 1, f(m.output(0, 0)[i]));
        }
    }

    @Test
    void killInsideLoopRecordsLanesThatKeepRunning() {
        // Lanes with index < 5 kill at iteration `lane`; every lane loops 6 times.
        TestShader s = base(2);
        s.op(MOV, s.dst(TEMP, 0), s.src(IMM, 0).x());
        s.op(BGNLOOP);
        s.op(FSGE, s.dst(TEMP, 1).mask("x"), s.src(TEMP, 0).x(), s.src(IMM, 1).swz("zzzz"));
        s.op(ADD, s.dst(TEMP, 1).mask("y"), s.src(TEMP, 0).x(), s.src(IN, 0).x().neg());
        s.op(UIF, s.src(TEMP, 1).x());
        s.op(BRK);
        s.op(ENDIF);
        s.op(ADD, s.dst(TEMP, 1).mask("y"), s.src(TEMP, 1).swz("yyyy"), s.src(IMM, 0).swz("yyyy")); // i - lane + 1
        s.op(SGE, s.dst(TEMP, 1).mask("z"), s.src(IN, 0).x(), s.src(IMM, 1).swz("zzzz"));
        s.op(IF, s.src(TEMP, 1).swz("zzzz"));  // lanes >= 5 never kill
        s.op(MOV, s.dst(TEMP, 1).mask("y"), s.src(IMM, 0).swz("yyyy").neg());
        s.op(ENDIF);
        s.op(KILL_IF, s.src(TEMP, 1).swz("yyyy").neg());            // kill when i >= lane (y > 0)
        s.op(ADD, s.dst(TEMP, 0).mask("x"), s.src(TEMP, 0).x(), s.src(IMM, 0).swz("yyyy"));
        s.op(ENDLOOP);
        s.op(MOV, s.dst(OUT, 0), s.src(TEMP, 0));
        s.op(END);
        ExecMachine m = run(s, 8);
        assertEquals(0b00011111, m.killMask(), "lanes 0..4 killed");
        for (int i = 0; i < 8; i++) {
            assertEquals(5f, f(m.output(0, 0)[i]), "killed lanes keep executing, as in Mesa");
        }
        assertEquals(0b11100000, m.resultMask());
    }

    @Test
    void killedLanesAloneDoNotKeepALoopRunning() {
        // Lanes 0..3 kill and would loop forever; lanes 4..7 leave after `lane` iterations.
        TestShader s = base(2);
        s.op(MOV, s.dst(TEMP, 0), s.src(IMM, 0).x());
        s.op(SLT, s.dst(TEMP, 1).mask("y"), s.src(IN, 0).x(), s.src(IMM, 1).swz("yyyy"));
        s.op(BGNLOOP);
        s.op(IF, s.src(TEMP, 1).swz("yyyy"));
        s.op(KILL);
        s.op(ELSE);
        s.op(FSGE, s.dst(TEMP, 1).mask("x"), s.src(TEMP, 0).x(), s.src(IN, 0).x());
        s.op(UIF, s.src(TEMP, 1).x());
        s.op(BRK);
        s.op(ENDIF);
        s.op(ENDIF);
        s.op(ADD, s.dst(TEMP, 0).mask("x"), s.src(TEMP, 0).x(), s.src(IMM, 0).swz("yyyy"));
        s.op(ENDLOOP);
        s.op(MOV, s.dst(OUT, 0), s.src(TEMP, 0));
        s.op(END);
        ExecMachine m = s.compile().newMachine(8);
        m.setInstructionBudget(10_000);
        for (int i = 0; i < 8; i++) {
            m.input(0, 0)[i] = bits(i);
        }
        assertEquals(ExecStatus.DONE, m.run(-1));
        assertEquals(0x0F, m.killMask());
        for (int i = 4; i < 8; i++) {
            assertEquals(i, f(m.output(0, 0)[i]));
        }
    }

    @Test
    void callUnderADivergentBranchRunsTheSubroutineForThoseLanesOnly() {
        // if (lane >= 3) call sub; sub: x += 100; if (lane >= 5) ret; x += 1000
        TestShader s = base(2);
        s.op(MOV, s.dst(TEMP, 0), s.src(IMM, 0).x());
        s.op(SGE, s.dst(TEMP, 1).mask("x"), s.src(IN, 0).x(), s.src(IMM, 1).x());
        s.op(IF, s.src(TEMP, 1).x());
        int cal = s.opLabel(CAL, -2);
        s.op(ENDIF);
        s.op(MOV, s.dst(OUT, 0), s.src(TEMP, 0));
        s.op(END);
        int sub = s.op(BGNSUB);
        s.op(ADD, s.dst(TEMP, 0).mask("x"), s.src(TEMP, 0).x(), s.src(IMM, 1).swz("wwww"));
        s.op(SGE, s.dst(TEMP, 1).mask("y"), s.src(IN, 0).x(), s.src(IMM, 1).swz("zzzz"));
        s.op(IF, s.src(TEMP, 1).swz("yyyy"));
        s.op(RET);
        s.op(ENDIF);
        s.op(ADD, s.dst(TEMP, 0).mask("x"), s.src(TEMP, 0).x(), s.src(IMM, 1).swz("wwww"));
        s.op(ADD, s.dst(TEMP, 0).mask("x"), s.src(TEMP, 0).x(), s.src(IMM, 1).swz("wwww"));
        s.op(ENDSUB);
        ExecMachine m = run(s.withLabel(cal, sub), 8);
        float[] expected = {0, 0, 0, 300, 300, 100, 100, 100};
        assertArrayEquals(expected, floats(m.output(0, 0)));
    }

    @Test
    void switchFallsThroughUntilBreak() {
        // switch (lane & 3) { case 0: x += 1; case 1: x += 10; break; case 2: x += 100; default: x += 1000; }
        TestShader s = base(2);
        s.immInts(0, 1, 2, 3);
        s.op(MOV, s.dst(TEMP, 0), s.src(IMM, 0).x());
        s.op(F2U, s.dst(TEMP, 1).mask("x"), s.src(IN, 0).x());
        s.op(AND, s.dst(TEMP, 1).mask("x"), s.src(TEMP, 1).x(), s.src(IMM, 2).swz("wwww"));
        s.op(SWITCH, s.src(TEMP, 1).x());
        s.op(CASE, s.src(IMM, 2).x());
        s.op(ADD, s.dst(TEMP, 0).mask("x"), s.src(TEMP, 0).x(), s.src(IMM, 0).swz("yyyy"));
        s.op(CASE, s.src(IMM, 2).swz("yyyy"));
        s.op(ADD, s.dst(TEMP, 0).mask("x"), s.src(TEMP, 0).x(), s.src(IMM, 0).swz("wwww"));
        s.op(BRK);
        s.op(CASE, s.src(IMM, 2).swz("zzzz"));
        s.op(ADD, s.dst(TEMP, 0).mask("x"), s.src(TEMP, 0).x(), s.src(IMM, 1).swz("wwww"));
        s.op(DEFAULT);
        s.op(MAD, s.dst(TEMP, 0).mask("x"), s.src(IMM, 1).swz("wwww"), s.src(IMM, 0).swz("wwww"), s.src(TEMP, 0).x());
        s.op(ENDSWITCH);
        s.op(MOV, s.dst(OUT, 0), s.src(TEMP, 0));
        s.op(END);
        ExecMachine m = run(s, 8);
        float[] perCase = {11, 10, 1100, 1000};
        for (int i = 0; i < 8; i++) {
            assertEquals(perCase[i & 3], f(m.output(0, 0)[i]), "lane " + i);
        }
    }

    /// The shader of oracle case cf-15: DEFAULT placed first.
    private static TestShader defaultFirst() {
        TestShader s = base(1);
        s.immInts(0, 1, 2, 3);
        s.immInts(0xa, 0xb, 0xc, 0xd);
        s.immInts(-1, -2, -3, -4);
        s.op(F2U, s.dst(TEMP, 0), s.src(IN, 0));
        s.op(MOV, s.dst(OUT, 0), s.src(IMM, 4));
        s.op(SWITCH, s.src(TEMP, 0).x());
        s.op(DEFAULT);
        s.op(MOV, s.dst(OUT, 0).mask("x"), s.src(IMM, 3).x());
        s.op(CASE, s.src(IMM, 2).swz("wwww"));
        s.op(MOV, s.dst(OUT, 0).mask("y"), s.src(IMM, 3).swz("yyyy"));
        s.op(BRK);
        s.op(CASE, s.src(IMM, 2).swz("yyyy"));
        s.op(MOV, s.dst(OUT, 0).mask("z"), s.src(IMM, 3).swz("zzzz"));
        s.op(BRK);
        s.op(ENDSWITCH);
        s.op(END);
        return s;
    }

    @Test
    void defaultPlacedFirstTakesOnlyLanesThatMatchNoCase() {
        ExecMachine m = run(defaultFirst(), 4);
        // Lane 0 (0) and lane 2 (2) take DEFAULT and fall into CASE 3; lane 1 takes CASE 1; lane 3 CASE 3.
        int[][] expected = {{0xa, 0xb, -3, -4}, {-1, -2, 0xc, -4}, {0xa, 0xb, -3, -4}, {-1, 0xb, -3, -4}};
        for (int lane = 0; lane < 4; lane++) {
            for (int c = 0; c < 4; c++) {
                assertEquals(expected[lane][c], m.output(0, c)[lane], "lane " + lane + " channel " + c);
            }
        }
    }

    @Test
    void breakUnderAnIfInsideACaseLeavesTheSwitchOnlyForThoseLanes() {
        // Oracle case cf-16 as tgsi.rst defines it: only lane 1 breaks early.
        TestShader s = base(2);
        s.immInts(0, 1, 2, 3);
        s.immInts(0xa, 0xb, 0xc, 0xd);
        s.immInts(-1, -2, -3, -4);
        s.op(F2U, s.dst(TEMP, 0), s.src(IN, 0));
        s.op(MOV, s.dst(OUT, 0), s.src(IMM, 4));
        s.op(SWITCH, s.src(IMM, 2).x());
        s.op(CASE, s.src(IMM, 2).x());
        s.op(MOV, s.dst(OUT, 0).mask("x"), s.src(IMM, 3).x());
        s.op(USEQ, s.dst(TEMP, 1).mask("x"), s.src(TEMP, 0).x(), s.src(IMM, 2).swz("yyyy"));
        s.op(UIF, s.src(TEMP, 1).x());
        s.op(BRK);
        s.op(ENDIF);
        s.op(MOV, s.dst(OUT, 0).mask("y"), s.src(IMM, 3).swz("yyyy"));
        s.op(BRK);
        s.op(DEFAULT);
        s.op(MOV, s.dst(OUT, 0).mask("z"), s.src(IMM, 3).swz("zzzz"));
        s.op(BRK);
        s.op(ENDSWITCH);
        s.op(MOV, s.dst(OUT, 0).mask("w"), s.src(TEMP, 0).x());
        s.op(END);
        ExecMachine m = run(s, 4);
        for (int lane = 0; lane < 4; lane++) {
            assertEquals(0xa, m.output(0, 0)[lane]);
            assertEquals(lane == 1 ? -2 : 0xb, m.output(0, 1)[lane], "lane " + lane + " .y");
            assertEquals(-3, m.output(0, 2)[lane]);
            assertEquals(lane, m.output(0, 3)[lane]);
        }
    }

    @Test
    void breakInASwitchInsideALoopLeavesTheSwitchNotTheLoop() {
        TestShader s = base(2);
        s.immInts(0, 1, 2, 3);
        s.op(MOV, s.dst(TEMP, 0), s.src(IMM, 0).x());
        s.op(BGNLOOP);
        s.op(FSGE, s.dst(TEMP, 1).mask("x"), s.src(TEMP, 0).x(), s.src(IMM, 1).x());
        s.op(UIF, s.src(TEMP, 1).x());
        s.op(BRK);
        s.op(ENDIF);
        s.op(SWITCH, s.src(IMM, 2).x());
        s.op(CASE, s.src(IMM, 2).x());
        s.op(ADD, s.dst(TEMP, 0).mask("y"), s.src(TEMP, 0).swz("yyyy"), s.src(IMM, 0).swz("wwww"));
        s.op(BRK);
        s.op(ENDSWITCH);
        s.op(ADD, s.dst(TEMP, 0).mask("x"), s.src(TEMP, 0).x(), s.src(IMM, 0).swz("yyyy"));
        s.op(ENDLOOP);
        s.op(MOV, s.dst(OUT, 0), s.src(TEMP, 0));
        s.op(END);
        ExecMachine m = run(s, 4);
        for (int lane = 0; lane < 4; lane++) {
            assertEquals(3f, f(m.output(0, 0)[lane]));
            assertEquals(30f, f(m.output(0, 1)[lane]));
        }
    }

    @Test
    void nestsThirtyTwoIfsAndThirtyTwoLoops() {
        int depth = 32;
        TestShader s = base(2);
        s.op(MOV, s.dst(TEMP, 0), s.src(IMM, 0).x());
        for (int k = 0; k < depth; k++) {
            // if (lane > k / 2): each level keeps fewer lanes
            s.immFloats(k / 2f, 0, 0, 0);
            s.op(SLT, s.dst(TEMP, 1).mask("x"), s.src(IMM, 2 + k).x(), s.src(IN, 0).x());
            s.op(IF, s.src(TEMP, 1).x());
            s.op(ADD, s.dst(TEMP, 0).mask("x"), s.src(TEMP, 0).x(), s.src(IMM, 0).swz("yyyy"));
        }
        for (int k = 0; k < depth; k++) {
            s.op(ENDIF);
        }
        for (int k = 0; k < depth; k++) {
            s.op(BGNLOOP);
            s.op(ADD, s.dst(TEMP, 0).mask("y"), s.src(TEMP, 0).swz("yyyy"), s.src(IMM, 0).swz("yyyy"));
        }
        for (int k = 0; k < depth; k++) {
            s.op(BRK);
            s.op(ENDLOOP);
        }
        s.op(MOV, s.dst(OUT, 0), s.src(TEMP, 0));
        s.op(END);
        ExecProgram p = s.compile();
        assertTrue(p.nestingDepth() >= 32);
        ExecMachine m = p.newMachine(32);
        for (int i = 0; i < 32; i++) {
            m.input(0, 0)[i] = bits(i);
        }
        m.run(-1);
        for (int i = 0; i < 32; i++) {
            // level k is entered while lane > k/2, i.e. for k < 2 * lane
            assertEquals(Math.min(depth, 2 * i), f(m.output(0, 0)[i]), "IF depth reached by lane " + i);
            assertEquals(depth, f(m.output(0, 1)[i]), "loops entered by lane " + i);
        }
    }

    @Test
    void anEndlessLoopStopsAtTheBudgetWithItsLocation() {
        TestShader s = base(1);
        s.op(BGNLOOP);
        s.op(ADD, s.dst(TEMP, 0), s.src(TEMP, 0), s.src(IMM, 0).swz("yyyy"));
        int end = s.op(ENDLOOP);
        s.op(END);
        ExecMachine m = ExecProgram.compile(s.build(), "spin.tgsi").newMachine(4);
        m.setInstructionBudget(1000);
        ExecLimitException e = assertThrows(ExecLimitException.class, () -> m.run(-1));
        assertEquals("spin.tgsi", e.location().source());
        assertTrue(e.location().instruction() == end || e.location().instruction() == end - 1, e.getMessage());
        assertTrue(e.getMessage().contains("budget of 1000"), e.getMessage());
        assertEquals(1000, m.executedInstructions());
        // The machine is reusable: a fresh run starts over.
        assertThrows(ExecLimitException.class, () -> m.run(-1));
    }

    @Test
    void retInMainStopsOnlyTheExecutingLanes() {
        TestShader s = base(2);
        s.op(MOV, s.dst(OUT, 0), s.src(IMM, 0).x());
        s.op(SLT, s.dst(TEMP, 0).mask("x"), s.src(IN, 0).x(), s.src(IMM, 0).swz("zzzz"));
        s.op(IF, s.src(TEMP, 0).x());
        s.op(RET);
        s.op(ENDIF);
        s.op(MOV, s.dst(OUT, 0), s.src(IMM, 0).swz("wwww"));
        s.op(END);
        ExecMachine m = run(s, 4);
        assertArrayEquals(new float[] {0, 0, 10, 10}, floats(m.output(0, 0)));
    }

    @Test
    void ifTreatsNegativeZeroAsFalseAndNanAsTrueWhileUifTestsBits() {
        TestShader s = base(2);
        s.op(MOV, s.dst(OUT, 0), s.src(IMM, 0).x());
        s.op(IF, s.src(IN, 0).swz("yyyy"));
        s.op(MOV, s.dst(OUT, 0).mask("x"), s.src(IMM, 0).swz("yyyy"));
        s.op(ENDIF);
        s.op(UIF, s.src(IN, 0).swz("yyyy"));
        s.op(MOV, s.dst(OUT, 0).mask("y"), s.src(IMM, 0).swz("yyyy"));
        s.op(ENDIF);
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        Lanes.set(m.input(0, 1), -0f, Float.NaN, 0f, 2f);
        m.run(-1);
        assertArrayEquals(new float[] {0, 1, 0, 1}, floats(m.output(0, 0)), "IF");
        assertArrayEquals(new float[] {1, 1, 0, 1}, floats(m.output(0, 1)), "UIF");
    }

    @Test
    void legacyConditionalBreakAndCall() {
        TestShader s = base(2);
        s.immInts(1, 0, 0, 0);
        s.op(MOV, s.dst(TEMP, 0), s.src(IMM, 0).x());
        s.op(BGNLOOP);
        s.op(FSGE, s.dst(TEMP, 1).mask("x"), s.src(TEMP, 0).x(), s.src(IN, 0).x());
        s.op(BREAKC, s.src(TEMP, 1).x());
        s.op(ADD, s.dst(TEMP, 0).mask("x"), s.src(TEMP, 0).x(), s.src(IMM, 0).swz("yyyy"));
        s.op(ENDLOOP);
        s.op(SLT, s.dst(TEMP, 1).mask("y"), s.src(IMM, 0).swz("zzzz"), s.src(IN, 0).x());
        int cal = s.opLabel(CALLNZ, -2, s.src(TEMP, 1).swz("yyyy"));
        s.op(MOV, s.dst(OUT, 0), s.src(TEMP, 0));
        s.op(END);
        int sub = s.op(BGNSUB);
        s.op(MOV, s.dst(TEMP, 0).mask("y"), s.src(IMM, 0).swz("wwww"));
        s.op(ENDSUB);
        ExecMachine m = run(s.withLabel(cal, sub), 4);
        assertArrayEquals(new float[] {0, 1, 2, 3}, floats(m.output(0, 0)));
        assertArrayEquals(new float[] {0, 0, 0, 10}, floats(m.output(0, 1)));
    }

    @Test
    void uniformBranchIsTakenAndDivergentOneIsAnError() {
        TestShader s = base(1);
        s.op(MOV, s.dst(OUT, 0), s.src(IMM, 0).x());
        int bra = s.opLabel(BRA, -2, s.src(IN, 0).swz("yyyy"));
        s.op(MOV, s.dst(OUT, 0), s.src(IMM, 0).swz("wwww"));
        int target = s.op(NOP);
        s.op(END);
        ExecProgram p = s.withLabel(bra, target).compile();
        ExecMachine m = p.newMachine(4);
        Lanes.set(m.input(0, 1), 1f);
        m.run(-1);
        assertArrayEquals(new float[] {0, 0, 0, 0}, floats(m.output(0, 0)), "taken by every lane");
        Lanes.set(m.input(0, 1), 0f);
        m.run(-1);
        assertArrayEquals(new float[] {10, 10, 10, 10}, floats(m.output(0, 0)), "taken by none");
        Lanes.set(m.input(0, 1), 1f, 0f);
        ExecException e = assertThrows(ExecException.class, () -> m.run(-1));
        assertEquals(bra, e.location().instruction());
        assertTrue(e.getMessage().contains("divergent"), e.getMessage());
    }

    @Test
    void demotedLanesKeepRunningAsHelpers() {
        TestShader s = base(1);
        s.op(SLT, s.dst(TEMP, 0).mask("x"), s.src(IN, 0).x(), s.src(IMM, 0).swz("zzzz"));
        s.op(IF, s.src(TEMP, 0).x());
        s.op(DEMOTE);
        s.op(ENDIF);
        s.op(READ_HELPER, s.dst(OUT, 0));
        s.op(END);
        ExecMachine m = run(s, 4);
        assertEquals(0b0011, m.demoteMask());
        assertArrayEquals(new int[] {-1, -1, 0, 0}, m.output(0, 0));
        assertEquals(0b1100, m.resultMask());
    }

    @Test
    void fragmentBlocksRunWholeQuadsWithHelpers() {
        TestShader s = base(1);
        s.op(READ_HELPER, s.dst(OUT, 0));
        s.op(END);
        ExecMachine m = s.compile().newMachine(8);
        m.run(0b0000_0010);
        assertEquals(0b0000_1101, m.helperMask(), "the rest of quad 0 helps; quad 1 does not run");
        assertArrayEquals(new int[] {-1, 0, -1, -1}, java.util.Arrays.copyOf(m.output(0, 0), 4));
        assertEquals(0b10, m.resultMask());
    }

    @Test
    void vertexBlocksRunOnlyLiveLanes() {
        TestShader s = new TestShader(Processor.VERT).decl(OUT, 0, 0);
        s.immFloats(7, 7, 7, 7);
        s.op(MOV, s.dst(OUT, 0), s.src(IMM, 0));
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        m.run(0b0101);
        // Lanes outside the live mask do not run; their registers may hold anything.
        assertEquals(7f, f(m.output(0, 0)[0]));
        assertEquals(7f, f(m.output(0, 0)[2]));
        assertEquals(0, m.helperMask());
        assertEquals(0b0101, m.resultMask());
    }
}
