package dev.tungsten.tgsi;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

class TgsiOpcodeTest {
    /// Mesa 24.1's retired numbers (`OPCODE_GAP` in tgsi_info_opcodes.h).
    private static final Set<Integer> MESA_GAPS = Set.of(67, 81, 82, 93, 113, 114, 115, 165, 212);

    @Test
    void mesaOpcodesFillEveryNonGapCodeBelowLast() {
        int mesa = 0;
        for (int code = 0; code < TgsiOpcode.MESA_LAST; code++) {
            TgsiOpcode op = TgsiOpcode.fromCode(code);
            if (MESA_GAPS.contains(code)) {
                assertTrue(op == null || !op.isMesa(), "gap " + code + " holds a Mesa opcode " + op);
            } else {
                assertNotNull(op, "code " + code);
                assertTrue(op.isMesa(), op + " is in Mesa's range but flagged legacy");
                mesa++;
            }
        }
        assertEquals(243, mesa);
    }

    @Test
    void legacyOpcodesOfThe2010SpecArePresentAndDoNotCollide() {
        List<String> legacy = List.of("ABS", "SUB", "CLAMP", "XPD", "DPH", "DP2A", "CND", "RCC", "X2D", "ARA", "BRA",
                "SFL", "STR", "NRM", "NRM4", "SCS", "RFL", "PUSHA", "POPA", "SAD", "IFC", "BREAKC", "CALLNZ", "DFRACEXP");
        for (String name : legacy) {
            TgsiOpcode op = TgsiOpcode.forName(name);
            assertNotNull(op, name);
            assertTrue(op.has(TgsiOpcode.Flag.LEGACY), name);
            assertTrue(op.code() >= TgsiOpcode.MESA_LAST || MESA_GAPS.contains(op.code()), name + " collides");
        }
        long count = java.util.Arrays.stream(TgsiOpcode.values()).filter(o -> o.has(TgsiOpcode.Flag.LEGACY)).count();
        assertEquals(legacy.size(), count);
        assertEquals(TgsiOpcode.KILL_IF, TgsiOpcode.forName("kil"));
        assertEquals(TgsiOpcode.KILL, TgsiOpcode.forName("KILP"));
        assertEquals(TgsiOpcode.ISHR, TgsiOpcode.forName("SHR"));
        assertEquals(TgsiOpcode.FRC, TgsiOpcode.forName("FRAC"));
    }

    @Test
    void rowsAreConsistent() {
        Set<Integer> codes = new HashSet<>();
        for (TgsiOpcode op : TgsiOpcode.values()) {
            assertTrue(codes.add(op.code()), "duplicate code " + op.code());
            assertTrue(op.code() < TgsiOpcode.CODE_LIMIT);
            assertSame(op, TgsiOpcode.fromCode(op.code()));
            assertSame(op, TgsiOpcode.forName(op.name()));
            assertTrue(op.numDst() <= TokenFormat.MAX_DST && op.numSrc() <= TokenFormat.MAX_SRC, op.name());
            assertEquals(op.numSrc(), op.srcTypes().size());
            assertEquals(op.numDst() == 0, op.dstType() == TgsiOpcode.OperandType.VOID, op.name());
            if (op.outputMode() == TgsiOpcode.OutputMode.NONE) {
                assertEquals(0, op.numDst(), op.name() + " has output mode NONE but a destination");
            }
        }
    }

    @Test
    void spotCheckMesaRows() {
        assertEquals(16, TgsiOpcode.MAD.code());
        assertEquals(19, TgsiOpcode.FMA.code());
        assertEquals(31, TgsiOpcode.DEMOTE.code());
        assertEquals(251, TgsiOpcode.ATOMDEC_WRAP.code());
        assertEquals(5, TgsiOpcode.SAMPLE_D.numSrc());
        assertEquals(4, TgsiOpcode.ATOMCAS.numSrc());
        assertEquals(TgsiOpcode.OperandType.INT, TgsiOpcode.LDEXP.srcType(1));
        assertEquals(TgsiOpcode.OperandType.UINT, TgsiOpcode.STORE.srcType(0));
        assertEquals(TgsiOpcode.OperandType.UNTYPED, TgsiOpcode.MOV.dstType());
        assertTrue(TgsiOpcode.BARRIER.has(TgsiOpcode.Flag.MEMORY_TOKEN), "Mesa's LOAD..ATOMIMAX range includes BARRIER");
        assertFalse(TgsiOpcode.ATOMFADD.has(TgsiOpcode.Flag.MEMORY_TOKEN));
        assertTrue(TgsiOpcode.ELSE.has(TgsiOpcode.Flag.PRE_DEDENT) && TgsiOpcode.ELSE.has(TgsiOpcode.Flag.POST_INDENT));
    }
}
