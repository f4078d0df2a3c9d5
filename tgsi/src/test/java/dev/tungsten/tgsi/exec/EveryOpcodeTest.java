package dev.tungsten.tgsi.exec;

import static dev.tungsten.tgsi.TgsiOpcode.*;
import static dev.tungsten.tgsi.exec.TestShader.*;
import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.tgsi.MemoryType;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.TgsiOpcode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/// Walks every row of the opcode table and runs it once, with operands of the files its role
/// needs and every in-memory service bound: the interpreter handles each opcode (none is
/// declared unsupported), without an exception, on the lanes of a block.
class EveryOpcodeTest {
    @TestFactory
    List<DynamicTest> everyOpcodeRuns() {
        List<DynamicTest> tests = new ArrayList<>();
        for (TgsiOpcode op : TgsiOpcode.values()) {
            tests.add(DynamicTest.dynamicTest(op.name(), () -> {
                TestShader s = shaderFor(op);
                ExecProgram p = s.compile();
                ExecMachine m = p.newMachine(8);
                bindAll(m, p);
                for (int r = 0; r < p.registerCount(RegisterFile.TEMPORARY); r++) {
                    for (int c = 0; c < 4; c++) {
                        Lanes.setInts(m.temporary(r, c), 1, 2, 0, -1, 7, 0x3F800000, 3, 1);
                    }
                }
                assertEquals(ExecStatus.DONE, m.run(-1), op.name());
                assertTrue(m.executedInstructions() > 0);
            }));
        }
        return tests;
    }

    private static void bindAll(ExecMachine m, ExecProgram p) {
        int[] texels = new int[4 * 4 * 4];
        java.util.Arrays.fill(texels, Float.floatToRawIntBits(0.5f));
        m.bindSampler(new MemoryTextures().bind(0, MemoryTextures.Texture.of(TextureTarget.T2D, 4, 4, 1, texels)));
        m.bindImages(new MemoryImages().bind(0, MemoryImages.Image.zeroed(4, 4, 1)));
        m.bindBuffers(new MemoryBuffers(1).create(0, 64));
        m.bindSharedMemory(new SharedMemory(64));
        m.bindVertexEmitter(new RecordingVertexEmitter(p, m.width()));
        m.bindFramebufferFetch((output, lanes, rgba) -> {
            for (int[] c : rgba) {
                java.util.Arrays.fill(c, 0);
            }
        });
        m.bindConstantBuffer(0, new int[16]);
    }

    private static TestShader shaderFor(TgsiOpcode op) {
        TestShader s = TestShader.frag().decl(TEMP, 0, 3).decl(IN, 0, 0).decl(OUT, 0, 1)
                .decl(RegisterFile.SAMPLER, 0, 0).samplerView(0, TextureTarget.T2D).decl(RegisterFile.BUFFER, 0, 0)
                .image(0, TextureTarget.T2D).memory(0, MemoryType.SHARED).decl(ADDR, 0, 0);
        s.immInts(0, 1, 2, 3);
        switch (op.category()) {
            case CONTROL_FLOW -> controlFlow(s, op);
            default -> generic(s, op);
        }
        s.op(END);
        return s;
    }

    /// One instruction with operands chosen by role.
    private static void generic(TestShader s, TgsiOpcode op) {
        List<Object> operands = new ArrayList<>();
        for (int d = 0; d < op.numDst(); d++) {
            operands.add(op == STORE ? s.dst(RegisterFile.BUFFER, 0) : s.dst(TEMP, d));
        }
        for (int i = 0; i < op.numSrc(); i++) {
            operands.add(source(s, op, i));
        }
        if (op.has(Flag.IS_TEX)) {
            s.tex(op, TextureTarget.T2D, operands.toArray());
        } else {
            s.op(op, operands.toArray());
        }
    }

    private static Object source(TestShader s, TgsiOpcode op, int i) {
        if (op.has(Flag.IS_TEX) && i == op.numSrc() - 1) {
            return s.src(RegisterFile.SAMPLER, 0);
        }
        boolean sampleFamily = op.has(Flag.SAMPLE_TEXTURE_TOKEN) || op == LOD || op == SVIEWINFO;
        if (sampleFamily && i == 1) {
            return s.src(RegisterFile.SAMPLER_VIEW, 0);
        }
        if (sampleFamily && i == 2 && op != SAMPLE_I_MS) {
            return s.src(RegisterFile.SAMPLER, 0);
        }
        if ((op == SAMPLE_POS || op == SAMPLE_INFO) && i == 0) {
            return s.src(RegisterFile.SAMPLER_VIEW, 0);
        }
        if (i == 0 && (op == LOAD || op == RESQ || op.category() == Category.ATOMIC)) {
            return s.src(RegisterFile.BUFFER, 0);
        }
        if (i == 0 && op == IMG2HND) {
            return s.src(RegisterFile.IMAGE, 0);
        }
        if (i == 0 && op.category() == Category.INTERPOLATION) {
            return s.src(IN, 0);
        }
        if (i == 0 && op == FBFETCH) {
            return s.src(OUT, 0);
        }
        if (op == EMIT || op == ENDPRIM || op == MEMBAR || op == READ_INVOC && i == 1) {
            return s.src(IMM, 0).x();
        }
        return s.src(TEMP, i);
    }

    private static void controlFlow(TestShader s, TgsiOpcode op) {
        switch (op.name()) {
            case "IF", "UIF", "IFC" -> {
                s.op(op, s.src(TEMP, 0));
                s.op(ENDIF);
            }
            case "ELSE", "ENDIF" -> {
                s.op(IF, s.src(TEMP, 0));
                s.op(ELSE);
                s.op(ENDIF);
            }
            case "BGNLOOP", "ENDLOOP", "BRK", "CONT", "BREAKC" -> {
                s.op(BGNLOOP);
                if (op == BREAKC) {
                    s.op(BREAKC, s.src(TEMP, 0));
                } else if (op == CONT) {
                    s.op(IF, s.src(TEMP, 0));
                    s.op(CONT);
                    s.op(ENDIF);
                }
                s.op(BRK);
                s.op(ENDLOOP);
            }
            case "SWITCH", "CASE", "DEFAULT", "ENDSWITCH" -> {
                s.op(SWITCH, s.src(TEMP, 0));
                s.op(CASE, s.src(IMM, 0).x());
                s.op(BRK);
                s.op(DEFAULT);
                s.op(ENDSWITCH);
            }
            case "CAL", "CALLNZ", "BGNSUB", "ENDSUB", "RET" -> {
                int call = op == CALLNZ ? s.opLabel(CALLNZ, 3, s.src(TEMP, 0)) : s.opLabel(CAL, 3);
                s.op(NOP);
                s.op(END);
                s.op(BGNSUB);
                s.op(RET);
                s.op(ENDSUB);
                assertEquals(0, call);
            }
            case "BRA" -> {
                s.opLabel(BRA, 1, s.src(IMM, 0).x());
                s.op(NOP);
            }
            case "PUSHA", "POPA" -> {
                s.op(PUSHA, s.src(ADDR, 0));
                s.op(POPA, s.dst(ADDR, 0));
            }
            case "END", "NOP" -> s.op(op);
            default -> fail("control-flow opcode " + op + " has no test structure");
        }
    }
}
