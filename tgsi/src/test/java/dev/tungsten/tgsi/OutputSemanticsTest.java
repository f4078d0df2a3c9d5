package dev.tungsten.tgsi;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/// Decision record 0019: of several OUT registers with one semantic, the lowest stands for it;
/// the sanity checker warns about the others, naming the semantic and both registers.
class OutputSemanticsTest {
    /// A geometry shader with three distinct declarations of TEXCOORD[2], the highest register
    /// first in the stream, and a range that gives TEXCOORD[3] and [4].
    private static final String DUPLICATES = """
            GEOM
            PROPERTY GS_INPUT_PRIMITIVE POINTS
            PROPERTY GS_OUTPUT_PRIMITIVE POINTS
            PROPERTY GS_MAX_OUTPUT_VERTICES 1
            DCL IN[][0], POSITION
            DCL OUT[0], POSITION
            DCL OUT[5], TEXCOORD[2]
            DCL OUT[1], TEXCOORD[2]
            DCL OUT[4], TEXCOORD[2]
            DCL OUT[2..3], TEXCOORD[3]
            IMM[0] UINT32 {0, 0, 0, 0}
            MOV OUT[0], IN[0][0]
            MOV OUT[1], IN[0][0]
            MOV OUT[2], IN[0][0]
            MOV OUT[3], IN[0][0]
            MOV OUT[4], IN[0][0]
            MOV OUT[5], IN[0][0]
            EMIT IMM[0].xxxx
            END
            """;

    private static List<String> warnings(String text) {
        return TgsiSanity.check(TgsiText.parse(text, "t")).stream()
                .peek(d -> assertFalse(d.isError(), d.toString()))
                .map(TgsiSanity.Diagnostic::message).toList();
    }

    @Test
    void theLowestRegisterStandsForASemanticDeclaredSeveralTimes() {
        OutputSemantics o = OutputSemantics.of(TgsiText.parse(DUPLICATES, "t"));
        assertEquals(1, o.register(SemanticName.TEXCOORD, 2));
        assertEquals(0, o.register(SemanticName.POSITION, 0));
        assertEquals(List.of(2, 3, -1), List.of(o.register(SemanticName.TEXCOORD, 3), o.register(SemanticName.TEXCOORD, 4),
                o.register(SemanticName.TEXCOORD, 5)));
        assertEquals(List.of(new OutputSemantics.Duplicate(new OutputSemantics.Semantic(SemanticName.TEXCOORD, 2), 1, List.of(4, 5))),
                o.duplicates());
        assertEquals(List.of(true, true, true, true, false, false),
                java.util.stream.IntStream.range(0, 6).mapToObj(o::isLinked).toList());
        assertEquals(List.of("POSITION[0]", "TEXCOORD[2]", "TEXCOORD[3]", "TEXCOORD[4]"),
                o.registers().keySet().stream().map(Object::toString).toList(), "register order");
    }

    @Test
    void aRangeDeclaresConsecutiveIndicesAndIsNoDuplicate() {
        String text = """
                VERT
                DCL OUT[0], POSITION
                DCL OUT[1..3], GENERIC[0]
                DCL OUT[4], GENERIC[3]
                END
                """;
        OutputSemantics o = OutputSemantics.of(TgsiText.parse(text, "t"));
        assertEquals(List.of(1, 2, 3, 4), List.of(o.register(SemanticName.GENERIC, 0), o.register(SemanticName.GENERIC, 1),
                o.register(SemanticName.GENERIC, 2), o.register(SemanticName.GENERIC, 3)));
        assertTrue(o.duplicates().isEmpty());
        assertTrue(warnings(text).stream().noneMatch(w -> w.contains("semantic")), warnings(text).toString());
    }

    @Test
    void aRangeReachingAnotherDeclarationsIndexIsADuplicate() {
        String text = """
                FRAG
                DCL OUT[0..1], COLOR[0]
                DCL OUT[2], COLOR[1]
                IMM[0] FLT32 { 1.0, 1.0, 1.0, 1.0 }
                MOV OUT[0], IMM[0]
                MOV OUT[1], IMM[0]
                MOV OUT[2], IMM[0]
                END
                """;
        OutputSemantics o = OutputSemantics.of(TgsiText.parse(text, "t"));
        assertEquals(1, o.register(SemanticName.COLOR, 1));
        assertEquals(List.of(2), o.duplicates().getFirst().shadowed());
        assertEquals(List.of("OUT[2]: semantic COLOR[1] is already declared for OUT[1]; only OUT[1], the lowest register,"
                + " reaches the next stage"), warnings(text));
    }

    @Test
    void theSanityCheckerWarnsNamingTheSemanticAndBothRegisters() {
        List<TgsiSanity.Diagnostic> d = TgsiSanity.check(TgsiText.parse(DUPLICATES, "t"), null);
        assertFalse(TgsiSanity.hasErrors(d), d.toString());
        assertEquals(List.of(
                "OUT[1]: semantic TEXCOORD[2] is already declared for OUT[5]; only OUT[1], the lowest register, reaches the next stage",
                "OUT[4]: semantic TEXCOORD[2] is already declared for OUT[1]; only OUT[1], the lowest register, reaches the next stage"),
                warnings(DUPLICATES));
        // Each warning points at the declaration that repeats the semantic: OUT[1]'s and OUT[4]'s,
        // tokens 6 and 7 after three properties, IN, OUT[0] and OUT[5].
        List<TgsiToken> tokens = TgsiText.parse(DUPLICATES, "t").tokens();
        assertEquals(List.of(6, 7), d.stream().map(x -> tokenAt(tokens, x.location().word())).toList());
    }

    @Test
    void outputsWithoutASemanticAndRegistersDeclaredTwiceAreLeftAlone() {
        TgsiShader s = TgsiText.parse("""
                VERT
                DCL OUT[0..1]
                DCL OUT[2], GENERIC[0]
                DCL OUT[2], GENERIC[0]
                END
                """, "t");
        OutputSemantics o = OutputSemantics.of(s);
        assertTrue(o.duplicates().isEmpty(), "the same register twice is one output");
        assertEquals(Map.of(new OutputSemantics.Semantic(SemanticName.GENERIC, 0), 2), o.registers());
        assertFalse(o.isLinked(0));
        List<TgsiSanity.Diagnostic> d = TgsiSanity.check(s);
        assertTrue(d.stream().anyMatch(x -> x.isError() && x.message().contains("declared more than once")), d.toString());
        assertTrue(d.stream().noneMatch(x -> x.message().contains("semantic")), d.toString());
    }

    private static int tokenAt(List<TgsiToken> tokens, int word) {
        int w = 2;
        for (int t = 0; t < tokens.size(); t++) {
            if (w == word) {
                return t;
            }
            w += TokenSizes.of(tokens.get(t));
        }
        return -1;
    }
}
