package dev.tungsten.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import dev.tungsten.fixtures.OracleTable;
import dev.tungsten.fixtures.SyntheticCase;
import dev.tungsten.tgsi.TgsiDump;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiFiles;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiText;
import dev.tungsten.tgsi.TgsiText.Leniency;
import dev.tungsten.tgsi.TokenWriter;

import org.junit.jupiter.api.Test;

import static dev.tungsten.tgsi.TgsiText.Leniency.*;
import static org.junit.jupiter.api.Assertions.*;

/// The assembler and disassembler against Mesa 24.1's own output (`../shared/oracle/tokens`, made
/// by Mesa's `tgsi_text_translate` and `tgsi_dump` from `../shared/corpus/tgsi-*`): identical
/// words and dumps for what Mesa accepted, a located error or a listed leniency for what it
/// rejected, the same for the synthetic cases, and the text fixed point on all of them.
class TgsiOracleTest {
    /// Corpus files Mesa rejects that we accept, with exactly the leniencies each needs.
    private static final Map<String, Set<Leniency>> ACCEPTED_BY_LENIENCY = new TreeMap<>();
    static {
        String graw = "tgsi-mesa/src/gallium/tests/graw/";
        for (String f : List.of("frag-abs", "frag-kil", "frag-lrp", "frag-rcp", "frag-rsq", "frag-srcmod-neg", "frag-sub", "frag-xpd")) {
            ACCEPTED_BY_LENIENCY.put(graw + "fragment-shader/" + f + ".sh", Set.of(LEGACY_OPCODE));
        }
        for (String f : List.of("vert-abs", "vert-lrp", "vert-rcp", "vert-rsq", "vert-sub", "vert-xpd")) {
            ACCEPTED_BY_LENIENCY.put(graw + "vertex-shader/" + f + ".sh", Set.of(LEGACY_OPCODE));
        }
        ACCEPTED_BY_LENIENCY.put("tgsi-mesa/inline-extracted/src/gallium/tests/graw/shader-leak.c.L125.tgsi", Set.of(LEGACY_OPCODE));
        for (String f : List.of("vert-arl", "vert-arr", "vert-flr")) {
            ACCEPTED_BY_LENIENCY.put(graw + "vertex-shader/" + f + ".sh", Set.of(SPACED_INDIRECT_OFFSET));
        }
        for (String f : List.of("add-mix", "add", "line", "mov-cb-2d", "mov", "multi-line")) {
            ACCEPTED_BY_LENIENCY.put(graw + "geometry-shader/" + f + ".txt", Set.of(EMIT_WITHOUT_STREAM));
        }
        ACCEPTED_BY_LENIENCY.put("tgsi-mesa/inline-extracted/src/gallium/tests/graw/tri-gs.c.L138.tgsi", Set.of(EMIT_WITHOUT_STREAM));
        ACCEPTED_BY_LENIENCY.put("tgsi-virgl-inline/tests/large_shader.h.L5.tgsi", Set.of(LEGACY_OPCODE, HEX_FLOAT_BITS));
    }

    /// Rejected files where our column differs from Mesa's (corrected by its off-by-one) because we
    /// point at the offending word and Mesa at the comma before it: file or case id -> our column.
    private static final Map<String, Integer> OUR_COLUMN = Map.of(
            "tgsi-mesa/inline-extracted/src/gallium/auxiliary/util/u_simple_shaders.c.L648.tgsi-template", 15,
            "tgsi-mesa/inline-extracted/src/gallium/auxiliary/util/u_simple_shaders.c.L767.tgsi-template", 18,
            "syn-288", 24, // the bad swizzle letter, not the '.'
            "syn-296", 5, // the out-of-order number, not the character after it
            "syn-298", 24); // the bad word, not the comma

    private static final Pattern MESA_POSITION = Pattern.compile("\\[(\\d+) : (\\d+)\\]");

    private static Path corpus() {
        return SharedShelf.require("corpus");
    }

    private static Path oracle() {
        return SharedShelf.require("oracle/tokens");
    }

    @Test
    void everyShaderMesaAcceptedGivesIdenticalWordsAndDumps() throws IOException {
        Path oracle = oracle();
        List<Path> tokenFiles;
        try (Stream<Path> s = Files.walk(oracle)) {
            tokenFiles = s.filter(p -> p.toString().endsWith(".tokens")).sorted().toList();
        }
        int identical = 0;
        for (Path tokens : tokenFiles) {
            String name = oracle.relativize(tokens).toString().replaceFirst("\\.tokens$", "");
            TgsiText.Result r = TgsiText.assemble(Files.readString(corpus().resolve(name)), name);
            assertEquals(Set.of(), r.leniencies(), name + " needs no leniency");
            assertEquals(Files.readString(tokens), TgsiFiles.words(TokenWriter.write(r.shader())), name + " words");
            assertEquals(Files.readString(oracle.resolve(name + ".dump")), TgsiDump.dump(r.shader()), name + " dump");
            assertEquals(Files.readString(oracle.resolve(name + ".dumphex")), TgsiDump.dump(r.shader(), true), name + " dumphex");
            identical++;
        }
        assertEquals(104, identical, "the oracle's count of accepted corpus files");
        System.out.println("TGSI corpus: " + identical + " files Mesa accepted: words, dump and dumphex identical");
    }

    @Test
    void everyShaderMesaRejectedIsRejectedWithALocatedErrorOrAcceptedByAListedLeniency() throws IOException {
        int rejected = 0;
        int lenient = 0;
        for (OracleTable.Row f : OracleTable.readList(oracle().resolve("REJECTED.txt")).rows()) {
            String name = f.get(0);
            String text = Files.readString(corpus().resolve(name));
            Set<Leniency> expected = ACCEPTED_BY_LENIENCY.get(name);
            if (expected != null) {
                assertEquals(expected, TgsiText.assemble(text, name).leniencies(), name);
                lenient++;
            } else {
                TgsiException e = assertThrows(TgsiException.class, () -> TgsiText.parse(text, name), name);
                assertLocatedLikeMesa(name, e, f.get(1));
                rejected++;
            }
        }
        assertEquals(ACCEPTED_BY_LENIENCY.size(), lenient, "every listed file is in REJECTED.txt");
        assertEquals(36, rejected + lenient, "the oracle's count of rejected corpus files");
        System.out.println("TGSI corpus: of the " + (rejected + lenient) + " files Mesa rejected, " + rejected
                + " are rejected with a located error and " + lenient + " accepted by a listed leniency");
    }

    /// Our error is at Mesa's line; the column is Mesa's less its off-by-one after line 1, unless
    /// [#OUR_COLUMN] says where we point instead.
    private static void assertLocatedLikeMesa(String name, TgsiException e, String mesaMessage) {
        assertEquals(name, e.location().source());
        assertTrue(e.location().line() >= 1 && e.location().column() >= 1, e.getMessage());
        Matcher m = MESA_POSITION.matcher(mesaMessage);
        if (!m.find()) {
            return; // Mesa's "Unknown property" message has no position
        }
        int line = Integer.parseInt(m.group(1));
        int column = Integer.parseInt(m.group(2)) - (line > 1 ? 1 : 0);
        assertEquals(line, e.location().line(), name + ": " + e.getMessage() + " vs Mesa " + mesaMessage);
        assertEquals(OUR_COLUMN.getOrDefault(name, column), e.location().column(), name + ": " + e.getMessage());
    }

    /// The rows of `synthetic.tsv`.
    static List<SyntheticCase> synthetic() throws IOException {
        return SyntheticCase.read(SharedShelf.require("oracle/tokens/synthetic/synthetic.tsv"));
    }

    @Test
    void syntheticCasesMatchMesa() throws IOException {
        int ok = 0;
        int rejected = 0;
        Map<String, Set<Leniency>> lenient = new LinkedHashMap<>();
        for (SyntheticCase row : synthetic()) {
            if (row.accepted()) {
                TgsiText.Result r = TgsiText.assemble(row.tgsi(), row.id());
                int[] words = TokenWriter.write(r.shader());
                if (row.id().equals("syn-273")) {
                    // FLT32 {0x7f800000, ...}: Mesa reads the integer 2139095040.0, we read +inf.
                    assertEquals(Set.of(HEX_FLOAT_BITS), r.leniencies());
                    assertArrayEquals(Arrays.stream(row.tokens()).map(w -> w == 0x4eff0000 ? 0x7f800000 : w).toArray(), words);
                    lenient.put(row.id(), r.leniencies());
                    continue;
                }
                assertEquals(Set.of(), r.leniencies(), row.id());
                assertArrayEquals(row.tokens(), words, row.id() + " words");
                assertEquals(row.dumpOrError(), TgsiDump.dump(r.shader()), row.id() + " dump");
                ok++;
            } else if (row.id().equals("syn-301")) {
                assertEquals(Set.of(CARRIAGE_RETURN), TgsiText.assemble(row.tgsi(), row.id()).leniencies());
                lenient.put(row.id(), Set.of(CARRIAGE_RETURN));
            } else {
                TgsiException e = assertThrows(TgsiException.class, () -> TgsiText.parse(row.tgsi(), row.id()), row.id());
                assertLocatedLikeMesa(row.id(), e, row.dumpOrError());
                rejected++;
            }
        }
        assertEquals(296, ok);
        assertEquals(16, rejected);
        System.out.println("TGSI synthetic: " + ok + " OK rows identical (words and dump), " + rejected
                + " REJECTED rows rejected with a located error, by leniency: " + lenient);
    }

    /// Text, tokens, text, tokens: the second text equals the first for every shader we accept,
    /// and the hex dump keeps every token except what `tgsi_dump` never prints (an interpolation
    /// mode outside fragment inputs).
    @Test
    void textTokensTextTokensIsAFixedPoint() throws IOException {
        List<String[]> inputs = new ArrayList<>();
        try (Stream<Path> s = Stream.concat(Files.walk(corpus().resolve("tgsi-mesa")), Files.walk(corpus().resolve("tgsi-virgl-inline")))) {
            for (Path p : s.filter(Files::isRegularFile).sorted().toList()) {
                inputs.add(new String[] {p.toString(), Files.readString(p)});
            }
        }
        for (SyntheticCase row : synthetic()) {
            inputs.add(new String[] {row.id(), row.tgsi()});
        }
        int checked = 0;
        int hexExact = 0;
        for (String[] in : inputs) {
            TgsiShader first;
            try {
                first = TgsiText.parse(in[1], in[0]);
            } catch (TgsiException e) {
                continue;
            }
            String dump = TgsiDump.dump(first);
            TgsiShader second = TgsiText.parse(dump, in[0] + " (dump)");
            assertEquals(dump, TgsiDump.dump(second), in[0]);
            assertArrayEquals(TokenWriter.write(second), TokenWriter.write(TgsiText.parse(TgsiDump.dump(second), "again")), in[0]);
            String hex = TgsiDump.dump(first, true);
            TgsiShader fromHex = TgsiText.parse(hex, in[0] + " (hex dump)");
            assertEquals(hex, TgsiDump.dump(fromHex, true), in[0]);
            boolean exact = Arrays.equals(TokenWriter.write(first), TokenWriter.write(fromHex));
            boolean unprintedInterpolation = first.declarations().stream().anyMatch(d -> d.interp() != null
                    && !(first.processor() == dev.tungsten.tgsi.Processor.FRAG && d.file() == dev.tungsten.tgsi.RegisterFile.INPUT));
            assertEquals(!unprintedInterpolation, exact, in[0] + ": the hex dump loses only unprinted interpolation modes");
            hexExact += exact ? 1 : 0;
            checked++;
        }
        assertTrue(checked >= 104 + 26 + 296, "checked " + checked);
        System.out.println("TGSI fixed point: " + checked + " accepted shaders; text->tokens->text->tokens stable for all, "
                + "hex dump token-exact for " + hexExact + " (the others declare interpolation tgsi_dump does not print)");
    }
}
