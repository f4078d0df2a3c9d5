package dev.tungsten.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.tungsten.fixtures.OracleTable;
import dev.tungsten.fixtures.OracleText;
import dev.tungsten.fixtures.SyntheticCase;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TokenReader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/// Our sanity checker against Mesa 24.1's `tgsi_sanity_check` (run with `TGSI_PRINT_SANITY=1`)
/// on every token stream in the oracle: the 104 accepted corpus shaders (`SANITY.txt`) and the
/// accepted synthetic snippets (`synthetic.tsv`). See [MesaSanityComparison] for the rules.
class SanityOracleTest {

    @Test
    void corpusShadersAgreeWithMesa() throws IOException {
        Path dir = SharedShelf.require("oracle/tokens");
        MesaSanityComparison cmp = new MesaSanityComparison();
        int pass = 0;
        for (OracleTable.Row row : OracleTable.readList(dir.resolve("SANITY.txt")).rows()) {
            if (row.get(1).equals("PASS")) {
                pass++;
            }
            TgsiShader shader = TokenReader.read(OracleText.readTokens(dir.resolve(row.get(0) + ".tokens")));
            cmp.compare(row.get(0), shader, messages(row.size() > 2 ? OracleText.unescape(row.get(2)) : ""));
        }
        System.out.print(cmp.summary("corpus (SANITY.txt)"));
        assertEquals(104, cmp.shaders);
        assertEquals(104, pass, "Mesa passes every corpus shader");
        assertEquals(0, cmp.mesaErrors);
        assertTrue(cmp.failures.isEmpty(), String.join("\n", cmp.failures));
    }

    @Test
    void syntheticSnippetsAgreeWithMesa() throws IOException {
        Path tsv = SharedShelf.require("oracle/tokens/synthetic/synthetic.tsv");
        MesaSanityComparison cmp = new MesaSanityComparison();
        int failRows = 0;
        for (SyntheticCase row : SyntheticCase.read(tsv)) {
            if (!row.accepted()) {
                continue;
            }
            if (row.sanity().equals("FAIL")) {
                failRows++;
            }
            TgsiShader shader = TokenReader.read(row.tokens());
            cmp.compare(row.id() + " " + row.name(), shader, messages(row.sanityMessages()));
        }
        System.out.print(cmp.summary("synthetic (synthetic.tsv)"));
        assertEquals(11, failRows, "rows Mesa's checker fails");
        assertEquals(3, cmp.documentedDivergences, "FLT64, INT64 and UINT64 immediates");
        assertTrue(cmp.mesaErrors > 0 && cmp.matchedErrors + cmp.documentedDivergences == cmp.mesaErrors);
        assertTrue(cmp.failures.isEmpty(), String.join("\n", cmp.failures));
    }

    /// Mesa's messages (unescaped text, one a line) without the "N errors, M warnings" totals line.
    static List<String> messages(String text) {
        List<String> out = new ArrayList<>(text.lines().toList());
        out.removeIf(s -> s.isEmpty() || s.matches("\\d+ errors, \\d+ warnings"));
        return out;
    }
}
