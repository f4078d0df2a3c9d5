package dev.tungsten.tests;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import dev.tungsten.gl.QuadRunner;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiText;
import dev.tungsten.tgsi.TgsiToken;
import dev.tungsten.tgsi.exec.ExecMachine;
import dev.tungsten.tgsi.exec.ExecProgram;

/// Runs fragment shaders on one quad through the reference interpreter and through the GLSL
/// translator on OpenGL, and tallies how the results compare ([GlTolerances]).
///
/// The interpreter runs up to three times per case: as written; with denormal inputs flushed to
/// zero (the reference a flush-to-zero GPU may match); and, for shaders with coarse derivatives,
/// with DDX/DDY made fine (a coarse derivative on GL equals one of the quad's fine ones).
final class GlDifferential {
    /// The oracle's IN[0] plane (`oracle/README.md`): a0 = (0, 1, 0.5, -2), dadx = (1, -1, 0.25, 3),
    /// dady = (2, 2, 1, 5).
    static final QuadRunner.Plane ORACLE_PLANE = new QuadRunner.Plane(
            new float[] {0, 1, 0.5f, -2}, new float[] {1, -1, 0.25f, 3}, new float[] {2, 2, 1, 5});

    /// Per-opcode tallies of channels compared.
    static final class Tally {
        final Map<String, long[]> byOpcode = new TreeMap<>();
        final List<String> mismatches = new ArrayList<>();
        long cases;

        void count(String key, GlTolerances.Verdict v) {
            long[] t = byOpcode.computeIfAbsent(key, k -> new long[3]);
            t[v.ordinal()]++;
        }

        long total(GlTolerances.Verdict v) {
            return byOpcode.values().stream().mapToLong(t -> t[v.ordinal()]).sum();
        }

        @Override
        public String toString() {
            return cases + " cases, " + (total(GlTolerances.Verdict.EXACT) + total(GlTolerances.Verdict.TOLERATED)
                    + total(GlTolerances.Verdict.MISMATCH)) + " channels: " + total(GlTolerances.Verdict.EXACT) + " exact, "
                    + total(GlTolerances.Verdict.TOLERATED) + " within the opcode's tolerance, "
                    + total(GlTolerances.Verdict.MISMATCH) + " mismatched";
        }
    }

    /// The interpreter's view of one run: OUT[0] words per lane and the kill mask.
    record Reference(int[][] out, int killMask) {}

    private GlDifferential() {}

    static Reference interpret(TgsiShader shader, int[] constants, int[] in0) {
        ExecMachine m = run(shader, constants, in0);
        return new Reference(outputWords(m, 0), m.killMask());
    }

    /// OUT[o] words per lane, `[lane][channel]`, of a machine that has run.
    static int[][] outputWords(ExecMachine m, int o) {
        int[][] out = new int[4][4];
        for (int c = 0; c < 4; c++) {
            int[] lanes = m.output(o, c);
            for (int lane = 0; lane < 4; lane++) {
                out[lane][c] = lanes[lane];
            }
        }
        return out;
    }

    /// Runs `shader` on one quad in the interpreter, with `constants` as CONST buffer 0 and `in0`
    /// (lane by lane, four words each) as IN[0], outputs starting at zero.
    static ExecMachine run(TgsiShader shader, int[] constants, int[] in0) {
        ExecProgram program = ExecProgram.compile(shader, "case");
        ExecMachine m = program.newMachine(4);
        m.bindConstantBuffer(0, constants == null ? new int[4] : constants);
        if (in0 != null && program.registerCount(RegisterFile.INPUT) > 0) {
            for (int c = 0; c < 4; c++) {
                int[] lanes = m.input(0, c);
                for (int lane = 0; lane < 4; lane++) {
                    lanes[lane] = in0[lane * 4 + c];
                }
            }
        }
        // The GLSL translation starts outputs at zero, as the interpreter's temporaries.
        for (int o = 0; o < program.registerCount(RegisterFile.OUTPUT); o++) {
            for (int c = 0; c < 4; c++) {
                java.util.Arrays.fill(m.output(o, c), 0);
            }
        }
        m.run(0xF);
        return m;
    }

    /// The constants with the denormal floats among `op`'s sources flushed to signed zero: source
    /// *i* is `CONST[i]`; float sources are flushed word by word, double ones pair by pair, integer
    /// ones kept. With `op` null (control-flow cases) every word that looks like a denormal float
    /// is flushed.
    static int[] flushDenormals(int[] words, TgsiOpcode op) {
        if (words == null) {
            return null;
        }
        int[] out = words.clone();
        for (int i = 0; i < out.length; i++) {
            TgsiOpcode.OperandType type = op == null ? TgsiOpcode.OperandType.FLOAT
                    : i / 4 < op.numSrc() ? op.srcType(i / 4) : TgsiOpcode.OperandType.UINT;
            if (type == TgsiOpcode.OperandType.FLOAT || type == TgsiOpcode.OperandType.UNTYPED) {
                if ((out[i] & 0x7F800000) == 0 && (out[i] & 0x007FFFFF) != 0) {
                    out[i] &= 0x80000000;
                }
            } else if (type == TgsiOpcode.OperandType.DOUBLE && (i & 1) == 1) {
                long bits = (out[i - 1] & 0xFFFFFFFFL) | (long) out[i] << 32;
                double d = Double.longBitsToDouble(bits);
                if (d != 0 && Math.abs(d) < Double.MIN_NORMAL) {
                    out[i - 1] = 0;
                    out[i] &= 0x80000000;
                }
            }
        }
        return out;
    }

    /// IN[0] words are floats (the oracle's plane values).
    static int[] flushInputs(int[] words) {
        return flushDenormals(words, null);
    }

    /// The shader with coarse derivatives replaced by fine ones.
    static TgsiShader fineDerivatives(TgsiShader s) {
        List<TgsiToken> tokens = new ArrayList<>();
        boolean changed = false;
        for (TgsiToken t : s.tokens()) {
            if (t instanceof Instruction in && (in.opcode() == TgsiOpcode.DDX || in.opcode() == TgsiOpcode.DDY)) {
                tokens.add(new Instruction(in.opcode() == TgsiOpcode.DDX ? TgsiOpcode.DDX_FINE : TgsiOpcode.DDY_FINE,
                        in.saturate(), in.precise(), in.label(), in.texture(), in.memory(), in.dst(), in.src()));
                changed = true;
            } else {
                tokens.add(t);
            }
        }
        return changed ? new TgsiShader(s.processor(), tokens) : null;
    }

    /// Channels of OUT[0] any instruction writes.
    static int writtenChannels(TgsiShader s) {
        int mask = 0;
        for (Instruction in : s.instructions()) {
            for (DstRegister d : in.dst()) {
                if (d.file() == RegisterFile.OUTPUT && d.index() == 0) {
                    mask |= d.writeMask();
                }
            }
        }
        return mask;
    }

    /// Compares one case: `op` selects the tolerance (null: exact, with the float rules).
    static void compare(Tally tally, String id, TgsiOpcode op, TgsiShader shader, int[] constants, int[] in0,
                        QuadRunner.Result gl, int[][] src) {
        compare(tally, id, op, shader, constants, in0, gl.outputs().get(0), gl.killMask(), src);
    }

    /// As above for any driver's run: `got` is OUT[0] by lane and channel, `killMask` the lanes
    /// the driver discarded.
    static void compare(Tally tally, String id, TgsiOpcode op, TgsiShader shader, int[] constants, int[] in0,
                        int[][] got, int killMask, int[][] src) {
        Reference ref = interpret(shader, constants, in0);
        Reference flushed = interpret(shader, flushDenormals(constants, op), flushInputs(in0));
        TgsiShader fine = fineDerivatives(shader);
        Reference fineRef = fine == null ? null : interpret(fine, constants, in0);
        String key = op == null ? "control flow" : op.name();
        tally.cases++;
        int killedRef = ref.killMask();
        if (killMask != killedRef && killMask != flushed.killMask()) {
            tally.count(key, GlTolerances.Verdict.MISMATCH);
            tally.mismatches.add(id + " " + key + ": kill mask " + killMask + ", interpreter " + killedRef);
            return;
        }
        int written = writtenChannels(shader);
        TgsiOpcode judged = op == null ? TgsiOpcode.MOV : op;
        for (int lane = 0; lane < 4; lane++) {
            if ((killMask >> lane & 1) != 0) {
                continue;
            }
            for (int c = 0; c < 4; c++) {
                if ((written >> c & 1) == 0) {
                    continue;
                }
                GlTolerances.Verdict v = judged.dstType() == dev.tungsten.tgsi.TgsiOpcode.OperandType.DOUBLE
                        ? GlTolerances.judgeDouble(judged, ref.out()[lane], flushed.out()[lane], got[lane], c, src)
                        : GlTolerances.judge(judged, c, ref.out()[lane][c], flushed.out()[lane][c], got[lane][c], src);
                if (v == GlTolerances.Verdict.MISMATCH && fineRef != null) {
                    for (int other = 0; other < 4 && v == GlTolerances.Verdict.MISMATCH; other++) {
                        if (got[lane][c] == fineRef.out()[other][c]
                                || GlTolerances.judge(judged, c, fineRef.out()[other][c], fineRef.out()[other][c], got[lane][c], src)
                                != GlTolerances.Verdict.MISMATCH) {
                            v = GlTolerances.Verdict.TOLERATED;
                        }
                    }
                }
                tally.count(key, v);
                if (v == GlTolerances.Verdict.MISMATCH) {
                    tally.mismatches.add(String.format("%s %s lane %d .%c: driver %08x (%s), interpreter %08x (%s)", id, key, lane,
                            "xyzw".charAt(c), got[lane][c], Float.intBitsToFloat(got[lane][c]), ref.out()[lane][c],
                            Float.intBitsToFloat(ref.out()[lane][c])));
                }
            }
        }
    }

    /// Every case of [GuardCases], compared with [#compareExactly]; checks first that the cases
    /// cover every opcode the table guards. Returns the channels compared.
    static int compareGuards(QuadRunner runner, List<String> mismatches) {
        int compared = 0;
        for (TgsiOpcode.Guard g : TgsiOpcode.Guard.values()) {
            List<GuardCases.Case> cases = GuardCases.of(g);
            Set<TgsiOpcode> covered = EnumSet.noneOf(TgsiOpcode.class);
            cases.forEach(c -> covered.add(c.op()));
            Set<TgsiOpcode> guarded = EnumSet.noneOf(TgsiOpcode.class);
            for (TgsiOpcode op : TgsiOpcode.values()) {
                if (op.guards().contains(g)) {
                    guarded.add(op);
                }
            }
            if (!guarded.equals(covered)) {
                throw new AssertionError(g + ": the opcodes the column guards are " + guarded + ", the cases cover " + covered);
            }
            for (GuardCases.Case c : cases) {
                TgsiShader shader = TgsiText.parse(c.text(), c.op().name());
                try (QuadRunner.Prepared p = runner.prepare(shader, Map.of())) {
                    compared += compareExactly(g.name(), c.op(), shader, p, c.constants(), c.outputs(), mismatches);
                }
            }
        }
        return compared;
    }

    /// Runs `shader` (prepared on GL) with each of `buffers` as CONST buffer 0, and in the
    /// interpreter, and compares the first `outputs` colour outputs bit for bit, except that a
    /// NaN matches any NaN (a 32-bit one in float results, a channel pair in double results: the
    /// sign and payload of a computed NaN are unspecified). Adds a line per differing channel to
    /// `mismatches`; returns the channels compared.
    static int compareExactly(String id, TgsiOpcode op, TgsiShader shader, QuadRunner.Prepared gl, List<int[]> buffers,
                              int outputs, List<String> mismatches) {
        int compared = 0;
        for (int n = 0; n < buffers.size(); n++) {
            int[] constants = buffers.get(n);
            QuadRunner.Result r = gl.run(new int[][] {constants});
            ExecMachine m = run(shader, constants, null);
            for (int o = 0; o < outputs; o++) {
                int[][] ref = outputWords(m, o);
                int[][] got = r.outputs().get(o);
                for (int lane = 0; lane < 4; lane++) {
                    for (int c = 0; c < 4; c++) {
                        compared++;
                        if (!sameOrBothNaN(op, ref[lane], got[lane], c)) {
                            mismatches.add(String.format("%s %s buffer %d OUT[%d] lane %d .%c: GL %08x, interpreter %08x (constants %s)",
                                    id, op, n, o, lane, "xyzw".charAt(c), got[lane][c], ref[lane][c], hex(constants)));
                        }
                    }
                }
            }
        }
        return compared;
    }

    private static boolean sameOrBothNaN(TgsiOpcode op, int[] ref, int[] got, int c) {
        if (ref[c] == got[c]) {
            return true;
        }
        if (op.dstType() == TgsiOpcode.OperandType.DOUBLE) {
            int lo = c & ~1;
            return Double.isNaN(pair(ref, lo)) && Double.isNaN(pair(got, lo));
        }
        return GlTolerances.floatResult(op) && Float.isNaN(Float.intBitsToFloat(ref[c])) && Float.isNaN(Float.intBitsToFloat(got[c]));
    }

    private static double pair(int[] words, int lo) {
        return Double.longBitsToDouble((words[lo] & 0xFFFFFFFFL) | (long) words[lo + 1] << 32);
    }

    private static String hex(int[] words) {
        StringBuilder sb = new StringBuilder();
        for (int w : words) {
            sb.append(sb.isEmpty() ? "" : " ").append(String.format("%08x", w));
        }
        return sb.toString();
    }
}
