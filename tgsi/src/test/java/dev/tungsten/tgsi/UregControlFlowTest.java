package dev.tungsten.tgsi;

import java.util.List;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;

import static dev.tungsten.tgsi.TgsiOpcode.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/// Labels as Mesa writes them through `ureg` (and `nir_to_tgsi`'s fixups): IF/UIF name their
/// ELSE, or their ENDIF when there is none; ELSE names its ENDIF; CAL names the BGNSUB;
/// BGNLOOP/ENDLOOP carry `:0`; nothing else has a label. And the builder's refusals.
class UregControlFlowTest {

    private static String listing(TgsiShader s) {
        StringBuilder sb = new StringBuilder();
        for (Instruction i : s.instructions()) {
            sb.append(i.opcode()).append(i.hasLabel() ? ":" + i.label() : "").append(' ');
        }
        return sb.toString().trim();
    }

    @Test
    void branchLabelsPointWhereUregFixesThem() {
        Ureg u = Ureg.create(Processor.FRAG);
        UregDst color = u.output(SemanticName.COLOR, 0);
        UregSrc one = u.immFloat(1f);
        UregSrc cond = u.immUint(1);
        Ureg.Subroutine sub = u.newSubroutine();
        u.beginIf(one);                                   // 0
        u.emit(MOV, color, one);                          // 1
        u.elseBranch();                                   // 2
        u.beginUif(cond);                                 // 3
        u.emit(MOV, color, one);                          // 4
        u.endIf();                                        // 5
        u.endIf();                                        // 6
        u.loop(() -> {                                    // 7
            u.ifThen(one, u::brk);                        // 8 9 10
            u.cont();                                     // 11
        });                                               // 12
        u.beginSwitch(cond);                              // 13
        u.caseOf(cond);                                   // 14
        u.brk();                                          // 15
        u.defaultCase();                                  // 16
        u.brk();                                          // 17
        u.endSwitch();                                    // 18
        u.call(sub);                                      // 19
        u.ifThenElse(one, u::ret, u::kill);               // 20..24
        u.end();                                          // 25
        u.beginSubroutine(sub);                           // 26
        u.emit(MOV, color, one);                          // 27
        u.ret();                                          // 28
        u.endSubroutine();                                // 29
        TgsiShader s = u.finish();
        assertEquals("IF:2 MOV ELSE:6 UIF:5 MOV ENDIF ENDIF BGNLOOP:0 IF:10 BRK ENDIF CONT ENDLOOP:0 "
                + "SWITCH CASE BRK DEFAULT BRK ENDSWITCH CAL:26 IF:22 RET ELSE:24 KILL ENDIF END BGNSUB MOV RET ENDSUB",
                listing(s));
        assertEquals(26, sub.instruction());
        assertTrue(TgsiSanity.check(s).stream().noneMatch(d -> d.message().contains("label")));
    }

    @Test
    void callBeforeAndAfterTheSubroutineIsDefined() {
        Ureg u = Ureg.create(Processor.VERT);
        UregDst pos = u.output(SemanticName.POSITION, 0);
        Ureg.Subroutine a = u.newSubroutine();
        Ureg.Subroutine b = u.newSubroutine();
        u.call(a);
        u.call(b);
        u.end();
        u.beginSubroutine(b);
        u.emit(MOV, pos, u.immFloat(0f));
        u.call(a);
        u.endSubroutine();
        u.beginSubroutine(a);
        u.call(b);
        u.endSubroutine();
        assertEquals("CAL:7 CAL:3 END BGNSUB MOV CAL:7 ENDSUB BGNSUB CAL:3 ENDSUB", listing(u.finish()));
    }

    @Test
    void genericEmitRoutesControlFlowThroughTheHelpers() {
        Ureg u = Ureg.create(Processor.FRAG);
        UregSrc one = u.immFloat(1f);
        u.emit(IF, one);
        u.emit(ELSE);
        u.emit(ENDIF);
        u.emit(BGNLOOP);
        u.emit(BRK);
        u.emit(ENDLOOP);
        u.emit(NOP);
        u.emit(END);
        assertEquals("IF:1 ELSE:2 ENDIF BGNLOOP:0 BRK ENDLOOP:0 NOP END", listing(u.finish()));
        for (TgsiOpcode op : List.of(CAL, BGNSUB, CALLNZ, IFC, BRA)) {
            Ureg v = Ureg.create(Processor.FRAG);
            List<UregSrc> src = op.numSrc() == 1 ? List.of(v.immFloat(1f)) : List.of();
            assertThrows(TgsiException.class, () -> v.emit(op, List.of(), src), op.name());
        }
    }

    /// Each misuse is refused where it happens, located at the instruction being built.
    @Test
    void misuseIsRefusedWithALocatedError() {
        refused(u -> u.brk(), 0, "BRK outside");
        refused(u -> u.cont(), 0, "CONT outside");
        refused(u -> u.loop(() -> u.beginSwitch(u.immUint(0))), 2, "ENDLOOP without");
        refused(u -> {
            u.beginSwitch(u.immUint(0));
            u.cont();
        }, 1, "CONT outside");
        refused(u -> u.elseBranch(), 0, "ELSE without");
        refused(u -> u.endIf(), 0, "ENDIF without");
        refused(u -> u.endLoop(), 0, "ENDLOOP without");
        refused(u -> u.endSwitch(), 0, "ENDSWITCH without");
        refused(u -> u.caseOf(u.immUint(0)), 0, "CASE without");
        refused(u -> u.endSubroutine(), 0, "ENDSUB without");
        refused(u -> {
            u.beginIf(u.immFloat(1f));
            u.elseBranch();
            u.elseBranch();
        }, 2, "second ELSE");
        refused(u -> {
            u.beginSwitch(u.immUint(0));
            u.defaultCase();
            u.defaultCase();
        }, 2, "second DEFAULT");
        refused(u -> {
            u.beginLoop();
            u.endIf();
        }, 1, "ENDIF without");
        refused(u -> {
            u.beginIf(u.immFloat(1f));
            u.end();
        }, 1, "END inside");
        refused(u -> u.beginSubroutine(u.newSubroutine()), 0, "before END");
        refused(u -> {
            u.end();
            u.end();
        }, 1, "already");
        refused(u -> {
            u.call(u.newSubroutine());
            u.end();
            u.finish();
        }, 0, "never defined");
        refused(u -> u.finish(), 0, "missing END");
        refused(u -> {
            u.beginIf(u.immFloat(1f));
            u.finish();
        }, 0, "never closed");
        refused(u -> u.emit(MOV, u.temporary()), 0, "takes 1 source");
        refused(u -> u.emit(MOV, u.temporary(), u.immFloat(1f), u.immFloat(2f)), 0, "takes 1 source");
        refused(u -> u.emit(ADD, u.immFloat(1f), u.immFloat(1f)), 0, "destination");
        refused(u -> u.emit(TEX, u.temporary(), u.immFloat(1f), u.sampler(0)), 0, "texture target");
        refused(u -> u.tex(ADD, u.temporary(), TextureTarget.T2D, u.immFloat(1f), u.immFloat(1f)), 0, "not a texture");
        refused(u -> u.memoryOp(ADD, List.of(u.temporary()), 0, TextureTarget.BUFFER, PipeFormat.NONE,
                u.immFloat(1f), u.immFloat(1f)), 0, "no memory token");
        refused(u -> u.emit(MOV, u.sampler(0).toDst(), u.immFloat(1f)), 0, "SAMP");
        refused(u -> u.emit(MOV, u.immFloat(1f).toDst(), u.immFloat(1f)), 0, "IMM");
        refused(u -> u.emit(MOV, u.temporary(), UregSrc.of(RegisterFile.NULL, 0)), 0, "NULL");
        refused(u -> u.emit(MOV, u.temporary().offset(40000), u.immFloat(1f)), 0, "16 signed bits");
        refused(u -> {
            u.samplerView(0, TextureTarget.T2D, ReturnType.FLOAT);
            u.samplerView(0, TextureTarget.T3D, ReturnType.FLOAT);
        }, 0, "declared again");
        refused(u -> {
            u.address();
            u.address();
            u.address();
            u.address();
        }, 0, "address registers");
        refused(u -> u.fragmentInput(SemanticName.GENERIC, 0, Interpolation.LINEAR, InterpLocation.CENTER, 0, 0), 0, "array size");
    }

    @Test
    void finishRunsTheSanityCheckerAndListsEveryError() {
        Ureg u = Ureg.create(Processor.FRAG);
        UregDst color = u.output(SemanticName.COLOR, 0);
        u.emit(MOV, color, UregSrc.of(RegisterFile.TEMPORARY, 3));
        u.emit(MOV, color, UregSrc.of(RegisterFile.CONSTANT, 1).dimension(0));
        u.emit(EMIT, u.immInt(0));
        u.end();
        TgsiException e = assertThrows(TgsiException.class, u::finish);
        assertTrue(e.getMessage().contains("3 errors"), e.getMessage());
        assertTrue(e.getMessage().contains("TEMP[3]: undeclared source register"), e.getMessage());
        assertTrue(e.getMessage().contains("CONST[0][1]: undeclared source register"), e.getMessage());
        assertTrue(e.getMessage().contains("EMIT is not allowed in a FRAG shader"), e.getMessage());
        assertEquals(0, e.location().instruction());
    }

    private static void refused(Consumer<Ureg> steps, int instruction, String fragment) {
        Ureg u = Ureg.create(Processor.FRAG);
        TgsiException e = assertThrows(TgsiException.class, () -> steps.accept(u));
        assertEquals(instruction, e.location().instruction(), e.getMessage());
        assertTrue(e.getMessage().contains(fragment), e.getMessage());
    }
}
