package dev.tungsten.tgsi;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SourcePositionsTest {
    private static List<String> where(SourcePositions p) {
        return p.positions().stream().map(l -> l.line() < 0 ? "?" : l.line() + ":" + l.column()).toList();
    }

    @Test
    void textStatementsAreMatchedToTokensByKindAndOpcode() {
        String text = "\nFRAG\nPROPERTY FS_COORD_ORIGIN UPPER_LEFT\n  DCL OUT[0], COLOR\n\nIMM[0] FLT32 {1, 2, 3, 4}\n"
                + "  0: mov_sat OUT[0], IMM[0]\n  1: KIL IMM[0]\n\t2:END\n";
        TgsiShader s = TgsiText.parse(text, "t");
        SourcePositions p = SourcePositions.infer("t", text, s);
        assertEquals(List.of("3:1", "4:3", "6:1", "7:3", "8:3", "9:2"), where(p));
        assertEquals(TgsiException.Location.text("t", 7, 3), p.of(3));
        assertEquals(TgsiException.Location.UNKNOWN, p.of(99));
    }

    @Test
    void aStatementSplitOverLinesStopsTheMatching() {
        String text = "FRAG\nDCL OUT[0]\nMOV OUT[0],\n  OUT[0]\nMOV OUT[0], OUT[0]\nEND\n";
        SourcePositions p = SourcePositions.infer("t", text, TgsiText.parse(text, "t"));
        assertEquals(List.of("2:1", "3:1", "?", "?"), where(p), "the operand line matches no token: stop guessing");
    }

    @Test
    void anImmediateTheAssemblerAddedHasNoPosition() {
        String text = "GEOM\nPROPERTY GS_INPUT_PRIMITIVE POINTS\nDCL OUT[0], POSITION\nEMIT\nEND\n";
        TgsiShader s = TgsiText.parse(text, "t");
        assertEquals(5, s.tokens().size(), "property, declaration, the added UINT32 immediate, EMIT, END");
        assertEquals(List.of("2:1", "3:1", "?", "4:1", "5:1"), where(SourcePositions.infer("t", text, s)));
    }

    @Test
    void wordsFilesMapEachTokenToItsFirstWord() {
        TgsiShader s = TgsiText.parse("FRAG\nDCL OUT[0]\nEND\n", "t");
        String words = "00000302\n00000004 000f3020\n\n00000000\n00075002\n";
        assertEquals(List.of("2:10", "5:1"), where(SourcePositions.infer("w", words, s)));
    }
}
