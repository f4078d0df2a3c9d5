package dev.tungsten.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import dev.tungsten.fixtures.ExecCase;
import dev.tungsten.fixtures.OracleTable;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiText;
import dev.tungsten.tgsi.exec.ExecMachine;
import dev.tungsten.tgsi.exec.ExecProgram;

/// Runs the interpreter against case files in the format of Mesa's oracle
/// (`oracle/exec/alu.tsv` and `control.tsv`, described in the oracle's README) and applies the
/// README's tag rules, with the opcode table supplying what "ours" means:
///
/// - untagged, `count-masked` and `int-abs-modifier`: every channel bit for bit (Tungsten masks
///   shift counts as the docs say and applies `|x|` to integer sources as Mesa does, so these
///   rules are exactness too);
/// - `libm`: a channel may differ by at most the largest [TgsiOpcode#ulpBound] of the opcodes in
///   the shader (NaN must stay NaN);
/// - `nan-out`: where the expected word is a NaN, any NaN is accepted;
/// - `c-ub`, `undef-range`: a differing channel is accepted when the case's opcode has a note of
///   kind UNDEFINED in the table (which documents the result Tungsten gives);
/// - a case listed in an opcode note's `oracleCases` (a documented deviation from Mesa) is
///   accepted whatever the result; the interpreter's unit tests check the documented behaviour.
///
/// Machine setup follows the README: a fresh 4-lane machine per case, OUT registers pre-filled
/// with 0xCDCDCDCD, constant buffer 0 from the `const` column, IN[0] set from the `in0` column.
public final class ExecConformance {
    /// How a case ended. `rule` names what accepted it ("exact", a tag, or "deviation").
    public record CaseResult(String id, String opcode, String tags, boolean passed, String rule, String detail) {}

    /// The results of one file.
    public record Report(Path file, List<CaseResult> cases) {
        public long passed() {
            return cases.stream().filter(CaseResult::passed).count();
        }

        public long failed() {
            return cases.size() - passed();
        }

        /// "tag -> {passed, failed}" counts, tag "-" for untagged cases (a case counts under each tag).
        public Map<String, long[]> byTag() {
            Map<String, long[]> m = new LinkedHashMap<>();
            for (CaseResult c : cases) {
                for (String t : c.tags().split(",")) {
                    long[] n = m.computeIfAbsent(t, k -> new long[2]);
                    n[c.passed() ? 0 : 1]++;
                }
            }
            return m;
        }

        /// How many passing cases each rule accepted.
        public Map<String, Long> byRule() {
            Map<String, Long> m = new LinkedHashMap<>();
            for (CaseResult c : cases) {
                if (c.passed()) {
                    m.merge(c.rule(), 1L, Long::sum);
                }
            }
            return m;
        }
    }

    private static final int FILL = 0xCDCDCDCD;

    private ExecConformance() {}

    /// Runs every case of `file` (read by [ExecCase]); a row shorter than the header is a failing
    /// case, and the others still run.
    public static Report run(Path file) throws IOException {
        OracleTable table = OracleTable.read(file, ExecCase.REQUIRED_COLUMNS);
        List<CaseResult> results = new ArrayList<>();
        for (OracleTable.Row row : table.rows()) {
            if (row.size() < table.header().size()) {
                results.add(new CaseResult(row.get(0), "?", "-", false, "",
                        "expected " + table.header().size() + " columns, found " + row.size()));
                continue;
            }
            results.add(runCase(ExecCase.of(table, row)));
        }
        return new Report(file, results);
    }

    static CaseResult runCase(ExecCase c) {
        String id = c.id(), opcodeName = c.opcode(), tags = c.tags();
        TgsiShader shader;
        ExecMachine m;
        try {
            shader = TgsiText.parse(c.tgsi(), id);
            ExecProgram program = ExecProgram.compile(shader, id);
            m = program.newMachine(4);
            int[] constants = ExecCase.flatten(c.constants());
            m.bindConstantBuffer(0, constants == null ? new int[0] : constants);
            int[][] in = c.in0();
            for (int lane = 0; lane < in.length && program.registerCount(RegisterFile.INPUT) > 0; lane++) {
                for (int ch = 0; ch < 4; ch++) {
                    m.input(0, ch)[lane] = in[lane][ch];
                }
            }
            for (int r = 0; r < program.registerCount(RegisterFile.OUTPUT); r++) {
                for (int ch = 0; ch < 4; ch++) {
                    java.util.Arrays.fill(m.output(r, ch), FILL);
                }
            }
            m.run(0xF);
        } catch (TgsiException e) {
            return new CaseResult(id, opcodeName, tags, false, "", e.getMessage());
        }
        Set<TgsiOpcode> used = EnumSet.noneOf(TgsiOpcode.class);
        for (Instruction in : shader.instructions()) {
            used.add(in.opcode());
        }
        TgsiOpcode tested = TgsiOpcode.forName(opcodeName);
        if (tested != null) {
            used.add(tested);
        }
        int[][] expected = c.out0();
        StringBuilder mismatch = new StringBuilder();
        String rule = "exact";
        for (int lane = 0; lane < expected.length; lane++) {
            for (int ch = 0; ch < 4; ch++) {
                int want = expected[lane][ch];
                int got = m.output(0, ch)[lane];
                if (want == got) {
                    continue;
                }
                String accepted = accept(tags, used, tested, want, got);
                if (accepted == null) {
                    if (mismatch.isEmpty()) {
                        mismatch.append("lane ").append(lane).append(" .").append("xyzw".charAt(ch))
                                .append(": expected ").append(word(want)).append(", found ").append(word(got));
                    }
                } else if (rule.equals("exact")) {
                    rule = accepted;
                }
            }
        }
        if (c.killMask() != null) {
            int want = c.killMask();
            if (want != m.killMask() && mismatch.isEmpty()) {
                mismatch.append("kill mask: expected ").append(Integer.toHexString(want))
                        .append(", found ").append(Integer.toHexString(m.killMask()));
            }
        }
        if (!mismatch.isEmpty()) {
            String deviation = documentedDeviation(id, used);
            if (deviation != null) {
                return new CaseResult(id, opcodeName, tags, true, "deviation", deviation);
            }
            return new CaseResult(id, opcodeName, tags, false, "", mismatch.toString());
        }
        return new CaseResult(id, opcodeName, tags, true, rule, "");
    }

    /// The tag whose rule accepts `got` in place of `want`, or null.
    private static String accept(String tags, Set<TgsiOpcode> used, TgsiOpcode tested, int want, int got) {
        for (String tag : tags.split(",")) {
            switch (tag) {
                case "libm" -> {
                    int bound = 0;
                    for (TgsiOpcode op : used) {
                        bound = Math.max(bound, op.ulpBound());
                    }
                    if (ulpDistance(want, got) <= bound) {
                        return tag;
                    }
                }
                case "nan-out" -> {
                    if (Float.isNaN(Float.intBitsToFloat(want)) && Float.isNaN(Float.intBitsToFloat(got))) {
                        return tag;
                    }
                }
                case "c-ub", "undef-range" -> {
                    if (tested != null && tested.hasNote(TgsiOpcode.Note.Kind.UNDEFINED)) {
                        return tag;
                    }
                }
                default -> { }
            }
        }
        return null;
    }

    /// Units in the last place between two floats (both NaN: 0; one NaN: infinite).
    static long ulpDistance(int a, int b) {
        float fa = Float.intBitsToFloat(a), fb = Float.intBitsToFloat(b);
        if (Float.isNaN(fa) || Float.isNaN(fb)) {
            return Float.isNaN(fa) && Float.isNaN(fb) ? 0 : Long.MAX_VALUE;
        }
        long la = a < 0 ? 0x80000000L - (a & 0x7FFFFFFFL) : 0x80000000L + a;
        long lb = b < 0 ? 0x80000000L - (b & 0x7FFFFFFFL) : 0x80000000L + b;
        return Math.abs(la - lb);
    }

    private static String documentedDeviation(String id, Set<TgsiOpcode> used) {
        for (TgsiOpcode op : used) {
            for (TgsiOpcode.Note n : op.notes()) {
                if (n.kind() == TgsiOpcode.Note.Kind.DEVIATION && n.oracleCases().contains(id)) {
                    return op + ": " + n.text();
                }
            }
        }
        return null;
    }

    static String word(int w) {
        return String.format(Locale.ROOT, "0x%08x (%s)", w, Float.intBitsToFloat(w));
    }
}
