package dev.tungsten.tgsi.exec;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.Set;

import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiOpcode.Note;
import org.junit.jupiter.api.Test;

/// The opcode table's notes say what the interpreter does; these checks keep them in step with
/// the code and with what the conformance rules need from them.
class OpcodeNotesTest {
    @Test
    void libmOpcodesStateTheirBound() {
        for (TgsiOpcode op : List.of(TgsiOpcode.SIN, TgsiOpcode.COS, TgsiOpcode.EX2, TgsiOpcode.LG2, TgsiOpcode.POW,
                TgsiOpcode.EXP, TgsiOpcode.LOG, TgsiOpcode.LIT, TgsiOpcode.SCS)) {
            assertEquals(1, op.ulpBound(), op.name());
        }
        for (TgsiOpcode op : TgsiOpcode.values()) {
            for (Note n : op.notes()) {
                assertEquals(n.kind() == Note.Kind.ULP_BOUND || n.kind() == Note.Kind.APPROXIMATION, n.ulp() > 0,
                        op + ": only bound notes carry a bound");
                assertFalse(n.text().isBlank(), op.name());
            }
        }
        assertEquals(0, TgsiOpcode.MAD.ulpBound(), "exact opcodes have no bound");
    }

    /// Only the five transcendental opcodes that llvmpipe approximates too may be approximated, by
    /// 2 ulp; every other opcode is bit for bit in every backend.
    @Test
    void onlyTheTranscendentalsMayBeApproximated() {
        List<TgsiOpcode> approximated = List.of(TgsiOpcode.SIN, TgsiOpcode.COS, TgsiOpcode.EX2, TgsiOpcode.LG2, TgsiOpcode.POW);
        for (TgsiOpcode op : TgsiOpcode.values()) {
            assertEquals(approximated.contains(op) ? 2 : 0, op.approximationUlps(), op.name());
        }
    }

    @Test
    void opcodesWithUndefinedResultsDocumentOurs() {
        // The oracle tags these c-ub or undef-range; the conformance runner accepts a differing
        // result only where the table documents Tungsten's.
        for (TgsiOpcode op : List.of(TgsiOpcode.F2I, TgsiOpcode.F2U, TgsiOpcode.ARL, TgsiOpcode.ARR, TgsiOpcode.INEG,
                TgsiOpcode.IABS, TgsiOpcode.IBFE, TgsiOpcode.UBFE, TgsiOpcode.BFI, TgsiOpcode.IDIV, TgsiOpcode.MOD)) {
            assertTrue(op.hasNote(Note.Kind.UNDEFINED), op.name());
        }
    }

    @Test
    void deviationsNameTheOracleCasesTheyExplain() {
        assertEquals(List.of("cf-16"), deviationCases(TgsiOpcode.BRK));
        assertEquals(List.of("cf-15"), deviationCases(TgsiOpcode.DEFAULT));
        Set<TgsiOpcode> deviating = Set.of(TgsiOpcode.BRK, TgsiOpcode.DEFAULT, TgsiOpcode.FMA, TgsiOpcode.DABS,
                TgsiOpcode.U64SHL, TgsiOpcode.I64SHR, TgsiOpcode.U64SHR, TgsiOpcode.KILL, TgsiOpcode.KILL_IF);
        for (TgsiOpcode op : TgsiOpcode.values()) {
            assertEquals(deviating.contains(op), op.hasNote(Note.Kind.DEVIATION), op.name());
        }
    }

    private static List<String> deviationCases(TgsiOpcode op) {
        return op.notes().stream().filter(n -> n.kind() == Note.Kind.DEVIATION).flatMap(n -> n.oracleCases().stream()).toList();
    }

    @Test
    void opcodesMesaDoesNotImplementOrThe2010SpecOnlyDefinesSayWhatWeDo() {
        for (TgsiOpcode op : TgsiOpcode.values()) {
            if (op.has(TgsiOpcode.Flag.LEGACY)) {
                assertFalse(op.notes().isEmpty(), op + ": legacy opcodes cite the 2010 formula they follow");
            }
        }
        for (TgsiOpcode op : List.of(TgsiOpcode.PK2US, TgsiOpcode.PK4B, TgsiOpcode.PK4UB, TgsiOpcode.UP2US,
                TgsiOpcode.UP4B, TgsiOpcode.UP4UB, TgsiOpcode.SAMPLE_POS, TgsiOpcode.SAMPLE_INFO, TgsiOpcode.CLOCK,
                TgsiOpcode.BALLOT, TgsiOpcode.ATOMINC_WRAP, TgsiOpcode.ATOMDEC_WRAP)) {
            assertTrue(op.hasNote(Note.Kind.IMPLEMENTATION), op.name());
        }
    }
}
