package dev.tungsten.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import dev.tungsten.fixtures.OracleText;
import dev.tungsten.fixtures.SyntheticCase;
import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.ShaderInfo;
import dev.tungsten.tgsi.TgsiScan;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TokenReader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/// The scanner over every token stream of the oracle (corpus and synthetic): no failure, and
/// facts that must hold for any well-formed shader.
class ScanOracleTest {
    @Test
    void everyOracleShaderScansConsistently() throws IOException {
        Path dir = SharedShelf.require("oracle/tokens");
        List<int[]> streams = new ArrayList<>();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".tokens")).sorted().toList()) {
                streams.add(OracleText.readTokens(p));
            }
        }
        for (SyntheticCase row : SyntheticCase.read(dir.resolve("synthetic/synthetic.tsv"))) {
            if (row.accepted()) {
                streams.add(row.tokens());
            }
        }
        int inputs = 0;
        for (int[] words : streams) {
            TgsiShader shader = TokenReader.read(words);
            ShaderInfo info = TgsiScan.scan(shader);
            assertEquals(shader.instructions().size(), info.opcodeCounts().values().stream().mapToInt(Integer::intValue).sum());
            assertEquals(shader.immediates().size(), info.immediates().size());
            for (Declaration d : shader.declarations()) {
                if (d.first() > d.last()) {
                    continue; // syn-300's empty range declares nothing
                }
                assertTrue(info.file(d.file()).declared().contains(d.first()), d.toString());
                assertTrue(info.file(d.file()).maxDeclared() >= d.last());
            }
            for (ShaderInfo.InputInfo in : info.inputs()) {
                inputs++;
                assertTrue((in.usageMask() & ~0xF) == 0);
                // Text may declare FS inputs without interpolation; then both parts are absent.
                assertEquals(in.interpolation() == null, in.location() == null);
            }
            assertEquals(info.file(RegisterFile.OUTPUT).declared().size(), info.outputs().size());
        }
        assertEquals(104 + 297, streams.size());
        assertTrue(inputs > 300, "inputs seen: " + inputs);
    }
}
