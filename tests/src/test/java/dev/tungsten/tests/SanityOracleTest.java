package dev.tungsten.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

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
        for (String line : Files.readAllLines(dir.resolve("SANITY.txt"))) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            String[] cols = line.split("\t", -1);
            if (cols[1].equals("PASS")) {
                pass++;
            }
            TgsiShader shader = TokenReader.read(words(Files.readAllLines(dir.resolve(cols[0] + ".tokens"))));
            cmp.compare(cols[0], shader, messages(cols.length > 2 ? cols[2] : ""));
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
        for (String line : Files.readAllLines(tsv).subList(1, Files.readAllLines(tsv).size())) {
            String[] cols = line.split("\t", -1);
            if (!cols[3].equals("OK")) {
                continue;
            }
            if (cols[7].equals("FAIL")) {
                failRows++;
            }
            TgsiShader shader = TokenReader.read(words(Arrays.asList(cols[5].trim().split(" "))));
            cmp.compare(cols[0] + " " + cols[2], shader, messages(cols[8]));
        }
        System.out.print(cmp.summary("synthetic (synthetic.tsv)"));
        assertEquals(11, failRows, "rows Mesa's checker fails");
        assertEquals(3, cmp.documentedDivergences, "FLT64, INT64 and UINT64 immediates");
        assertTrue(cmp.mesaErrors > 0 && cmp.matchedErrors + cmp.documentedDivergences == cmp.mesaErrors);
        assertTrue(cmp.failures.isEmpty(), String.join("\n", cmp.failures));
    }

    static int[] words(List<String> hex) {
        return hex.stream().map(String::trim).filter(s -> !s.isEmpty()).mapToInt(s -> Integer.parseUnsignedInt(s, 16)).toArray();
    }

    /// Mesa's messages, un-escaped, without the "N errors, M warnings" totals line.
    static List<String> messages(String escaped) {
        List<String> out = new ArrayList<>();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < escaped.length(); i++) {
            char c = escaped.charAt(i);
            if (c == '\\' && i + 1 < escaped.length()) {
                char n = escaped.charAt(++i);
                if (n == 'n') {
                    out.add(sb.toString());
                    sb.setLength(0);
                } else {
                    sb.append(n == 't' ? '\t' : n);
                }
            } else {
                sb.append(c);
            }
        }
        if (!sb.isEmpty()) {
            out.add(sb.toString());
        }
        out.removeIf(s -> s.isEmpty() || s.matches("\\d+ errors, \\d+ warnings"));
        return out;
    }
}
