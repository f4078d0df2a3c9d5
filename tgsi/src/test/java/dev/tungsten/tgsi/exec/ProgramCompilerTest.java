package dev.tungsten.tgsi.exec;

import static dev.tungsten.tgsi.TgsiOpcode.*;
import static dev.tungsten.tgsi.exec.Lanes.*;
import static dev.tungsten.tgsi.exec.TestShader.*;
import static org.junit.jupiter.api.Assertions.*;

import java.util.List;

import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.MemoryType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TgsiShader;
import org.junit.jupiter.api.Test;

/// What [ExecProgram#compile] rejects, each with a typed error naming the shader and the
/// instruction, and what it prepares (register sizes, the registers zeroed per run).
class ProgramCompilerTest {
    private static ExecException reject(TestShader s) {
        return assertThrows(ExecException.class, () -> ExecProgram.compile(s.build(), "bad.tgsi"));
    }

    private static void assertAt(ExecException e, int instruction, String words) {
        assertEquals("bad.tgsi", e.location().source());
        assertEquals(instruction, e.location().instruction(), e.getMessage());
        assertTrue(e.getMessage().contains(words), e.getMessage());
    }

    @Test
    void unbalancedControlFlow() {
        TestShader s = TestShader.frag().decl(TEMP, 0, 0);
        s.op(ELSE);
        assertAt(reject(s), 0, "ELSE without a matching IF");
        TestShader loop = TestShader.frag().decl(TEMP, 0, 0);
        loop.op(NOP);
        loop.op(BGNLOOP);
        loop.op(END);
        assertAt(reject(loop), 1, "never closed");
        TestShader brk = TestShader.frag();
        brk.op(BRK);
        assertAt(reject(brk), 0, "BRK outside any loop or switch");
        TestShader cont = TestShader.frag();
        cont.op(SWITCH, cont.src(IMM, 0));
        cont.op(CONT);
        cont.op(ENDSWITCH);
        cont.immInts(0, 0, 0, 0);
        assertAt(reject(cont), 1, "CONT outside any loop");
        TestShader caseOutside = TestShader.frag();
        caseOutside.immInts(0, 0, 0, 0);
        caseOutside.op(CASE, caseOutside.src(IMM, 0));
        assertAt(reject(caseOutside), 0, "outside a SWITCH");
    }

    @Test
    void callsMustNameASubroutineAndMayNotRecurse() {
        TestShader s = TestShader.frag();
        s.opLabel(CAL, 1);
        s.op(END);
        assertAt(reject(s), 0, "CAL label :1 does not name a BGNSUB (instruction 1 is END)");
        TestShader rec = TestShader.frag();
        rec.opLabel(CAL, 2);
        rec.op(END);
        rec.op(BGNSUB);
        rec.opLabel(CAL, 2);
        rec.op(ENDSUB);
        ExecException e = reject(rec);
        assertTrue(e.getMessage().contains("recursion"), e.getMessage());
    }

    @Test
    void operandsMustMatchTheTableAndTheirRole() {
        TgsiShader twoSources = new TgsiShader(Processor.FRAG, List.of(
                Instruction.of(MOV, List.of(DstRegister.of(RegisterFile.TEMPORARY, 0)),
                        List.of(SrcRegister.of(RegisterFile.TEMPORARY, 0), SrcRegister.of(RegisterFile.TEMPORARY, 1)))));
        ExecException e = assertThrows(ExecException.class, () -> ExecProgram.compile(twoSources, "bad.tgsi"));
        assertAt(e, 0, "expected 1 source(s), found 2");
        TestShader constDst = TestShader.frag().decl(CONST, 0, 0);
        constDst.op(MOV, constDst.dst(CONST, 0), constDst.src(CONST, 0));
        assertAt(reject(constDst), 0, "expected TEMP, OUT, ADDR or NULL destination, found CONST");
        TestShader imm = TestShader.frag().decl(OUT, 0, 0);
        imm.op(MOV, imm.dst(OUT, 0), imm.src(IMM, 3));
        assertAt(reject(imm), 0, "IMM[3] does not exist");
        TestShader sampler = TestShader.frag().decl(OUT, 0, 0).decl(TEMP, 0, 0);
        sampler.tex(TEX, dev.tungsten.tgsi.TextureTarget.T2D, sampler.dst(OUT, 0), sampler.src(TEMP, 0), sampler.src(TEMP, 0));
        assertAt(reject(sampler), 0, "expected a resource");
        TestShader valueFromSampler = TestShader.frag().decl(OUT, 0, 0);
        valueFromSampler.op(MOV, valueFromSampler.dst(OUT, 0), valueFromSampler.src(RegisterFile.SAMPLER, 0));
        assertAt(reject(valueFromSampler), 0, "holds no values");
        TestShader global = TestShader.frag().decl(OUT, 0, 0).memory(0, MemoryType.GLOBAL).decl(TEMP, 0, 0);
        global.op(LOAD, global.dst(OUT, 0), global.src(RegisterFile.MEMORY, 0), global.src(TEMP, 0));
        assertAt(reject(global), 0, "expected a SHARED memory declaration, found GLOBAL");
    }

    @Test
    void registerFilesCoverDeclarationsAndDirectUses() {
        TestShader s = TestShader.frag().decl(TEMP, 0, 1).decl(OUT, 0, 0);
        s.op(MOV, s.dst(TEMP, 7), s.src(TEMP, 0));
        s.op(MOV, s.dst(OUT, 2), s.src(TEMP, 7));
        ExecProgram p = s.compile();
        assertEquals(8, p.registerCount(RegisterFile.TEMPORARY));
        assertEquals(3, p.registerCount(RegisterFile.OUTPUT));
    }

    @Test
    void temporariesReadBeforeTheyAreWrittenStartAtZeroInEveryRun() {
        TestShader s = TestShader.frag().decl(TEMP, 0, 1).decl(OUT, 0, 0).decl(IN, 0, 0);
        s.immFloats(1, 1, 1, 1);
        // TEMP[0].x accumulates across the IF (read before written), TEMP[1] is written first.
        s.op(MOV, s.dst(TEMP, 1), s.src(IN, 0));
        s.op(IF, s.src(TEMP, 1).x());
        s.op(ADD, s.dst(TEMP, 0).mask("x"), s.src(TEMP, 0).x(), s.src(IMM, 0).x());
        s.op(ENDIF);
        s.op(ADD, s.dst(OUT, 0), s.src(TEMP, 0).x(), s.src(TEMP, 1));
        s.op(END);
        ExecProgram p = s.compile();
        assertArrayEquals(new int[] {0b0001, 0}, p.zeroTemps, "only TEMP[0].x");
        ExecMachine m = p.newMachine(4);
        Lanes.set(m.input(0, 0), 1, 0, 1, 0);
        m.run(-1);
        m.run(-1);
        assertArrayEquals(new float[] {2, 0, 2, 0}, floats(m.output(0, 0)), "the second run starts from 0 again");
    }

    @Test
    void machineWidthsAreMultiplesOfFourUpToThirtyTwo() {
        ExecProgram p = TestShader.frag().compile();
        assertThrows(IllegalArgumentException.class, () -> p.newMachine(2));
        assertThrows(IllegalArgumentException.class, () -> p.newMachine(6));
        assertThrows(IllegalArgumentException.class, () -> p.newMachine(64));
        for (int w : new int[] {4, 8, 16, 32}) {
            assertEquals(w, p.newMachine(w).width());
        }
    }
}
