package dev.tungsten.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiFiles;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.exec.ExecMachine;
import dev.tungsten.tgsi.exec.ExecProgram;
import dev.tungsten.tgsi.exec.ExecStatus;

/// `tungsten run SHADER.tgsi [options]`: runs a shader (TGSI text or words) on one block in the
/// reference interpreter and prints every output register per lane, as floats and hex words.
///
/// Values: a vector is up to four comma-separated components (missing ones are 0); a component
/// is a float (`1.5`, `-0`, `inf`, `nan`), a hex word (`0x3f800000`) or an integer with an `i`
/// suffix (`-7i`, two's complement). One vector applies to every lane; several vectors separated
/// by `;` give lanes 0, 1, 2, ... (the last one repeats).
final class RunCommand implements Command {
    @Override public String name() { return "run"; }

    @Override public String usage() {
        return "SHADER [--in N=V[;V...]] [--const [B:]N=V] [--sv NAME[I]=V[;V...]] [--width W] [--lanes MASK]"
                + " [--budget N]";
    }

    @Override public String summary() { return "run a shader on one block in the reference interpreter"; }

    private record Assign(String target, String value) {}

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Main.UsageException {
        Path file = null;
        int width = 4;
        Integer lanes = null;
        long budget = ExecMachine.DEFAULT_BUDGET;
        List<Assign> inputs = new ArrayList<>(), consts = new ArrayList<>(), sysvals = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--in", "--const", "--sv", "--width", "--lanes", "--budget" -> {
                    if (i + 1 >= args.size()) {
                        throw new Main.UsageException(a + " needs a value");
                    }
                    String v = args.get(++i);
                    switch (a) {
                        case "--in" -> inputs.add(assign(a, v));
                        case "--const" -> consts.add(assign(a, v));
                        case "--sv" -> sysvals.add(assign(a, v));
                        case "--width" -> width = (int) number(a, v);
                        case "--lanes" -> lanes = (int) number(a, v);
                        default -> budget = number(a, v);
                    }
                }
                default -> {
                    if (a.startsWith("-") || file != null) {
                        throw new Main.UsageException(a.startsWith("-") ? "unknown option " + a : "more than one shader given");
                    }
                    file = Path.of(a);
                }
            }
        }
        if (file == null) {
            throw new Main.UsageException("no shader given");
        }
        if (width < 4 || width > 32 || width % 4 != 0) {
            throw new Main.UsageException("--width must be a multiple of 4 from 4 to 32");
        }
        try {
            TgsiShader shader = TgsiFiles.read(file);
            ExecProgram program = ExecProgram.compile(shader, file.toString());
            ExecMachine m = program.newMachine(width);
            m.setInstructionBudget(budget);
            for (Assign in : inputs) {
                int reg = index(in.target(), "--in");
                fill(in, width, c -> m.input(reg, c));
            }
            int rows = 0;
            for (Assign c : consts) {
                rows = Math.max(rows, constRow(c.target())[1] + 1);
            }
            int[][] buffers = new int[ExecMachine.CONSTANT_BUFFERS][];
            for (Assign c : consts) {
                int[] bn = constRow(c.target());
                if (bn[0] < 0 || bn[0] >= buffers.length) {
                    throw new Main.UsageException("--const buffer " + bn[0] + " out of range");
                }
                if (buffers[bn[0]] == null) {
                    buffers[bn[0]] = new int[rows * 4];
                }
                int[] v = vector(c.value().split(";")[0]);
                System.arraycopy(v, 0, buffers[bn[0]], bn[1] * 4, 4);
            }
            for (int b = 0; b < buffers.length; b++) {
                if (buffers[b] != null) {
                    m.bindConstantBuffer(b, buffers[b]);
                }
            }
            for (Assign sv : sysvals) {
                String t = sv.target();
                int bracket = t.indexOf('[');
                SemanticName name = SemanticName.fromText(bracket < 0 ? t : t.substring(0, bracket));
                if (name == null) {
                    throw new Main.UsageException("unknown system value " + t);
                }
                int semIndex = bracket < 0 ? 0 : Integer.parseInt(t.substring(bracket + 1, t.length() - 1));
                fill(sv, width, c -> m.systemValue(name, semIndex, c));
            }
            int mask = lanes != null ? lanes : width == 32 ? -1 : (1 << width) - 1;
            ExecStatus status = m.run(mask);
            print(out, shader, program, m, mask);
            out.printf(Locale.ROOT, "status %s; kill mask 0x%x, demote mask 0x%x, helper mask 0x%x; %d instructions%n",
                    status, m.killMask(), m.demoteMask(), m.helperMask(), m.executedInstructions());
            return 0;
        } catch (TgsiException e) {
            err.println(e.location() + ": error: " + e.detail());
            return 1;
        }
    }

    private interface Channel {
        int[] lanes(int channel);
    }

    private static void fill(Assign a, int width, Channel target) throws Main.UsageException {
        String[] perLane = a.value().split(";");
        for (int lane = 0; lane < width; lane++) {
            int[] v = vector(perLane[Math.min(lane, perLane.length - 1)]);
            for (int c = 0; c < 4; c++) {
                target.lanes(c)[lane] = v[c];
            }
        }
    }

    private static Assign assign(String option, String text) throws Main.UsageException {
        int eq = text.indexOf('=');
        if (eq <= 0) {
            throw new Main.UsageException(option + ": expected TARGET=VALUE, found " + text);
        }
        return new Assign(text.substring(0, eq).trim(), text.substring(eq + 1).trim());
    }

    private static int index(String text, String option) throws Main.UsageException {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new Main.UsageException(option + ": expected a register number, found " + text);
        }
    }

    /// {buffer, row} from "N" or "B:N".
    private static int[] constRow(String text) throws Main.UsageException {
        int colon = text.indexOf(':');
        return colon < 0 ? new int[] {0, index(text, "--const")}
                : new int[] {index(text.substring(0, colon), "--const"), index(text.substring(colon + 1), "--const")};
    }

    private static long number(String option, String text) throws Main.UsageException {
        try {
            return text.startsWith("0x") ? Long.parseLong(text.substring(2), 16) : Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new Main.UsageException(option + ": expected a number, found " + text);
        }
    }

    /// Parses one vector of up to four components.
    static int[] vector(String text) throws Main.UsageException {
        String[] parts = text.split(",");
        if (parts.length > 4) {
            throw new Main.UsageException("a vector has at most 4 components: " + text);
        }
        int[] v = new int[4];
        for (int c = 0; c < parts.length; c++) {
            v[c] = component(parts[c].trim());
        }
        return v;
    }

    static int component(String s) throws Main.UsageException {
        try {
            String lower = s.toLowerCase(Locale.ROOT);
            if (lower.startsWith("0x")) {
                return Integer.parseUnsignedInt(lower.substring(2), 16);
            }
            if (lower.endsWith("i")) {
                return (int) Long.parseLong(lower.substring(0, lower.length() - 1));
            }
            return switch (lower) {
                case "inf", "+inf" -> Float.floatToRawIntBits(Float.POSITIVE_INFINITY);
                case "-inf" -> Float.floatToRawIntBits(Float.NEGATIVE_INFINITY);
                case "nan" -> Float.floatToRawIntBits(Float.NaN);
                default -> Float.floatToRawIntBits(Float.parseFloat(lower));
            };
        } catch (NumberFormatException e) {
            throw new Main.UsageException("not a float, hex word or integer: " + s);
        }
    }

    private static void print(PrintStream out, TgsiShader shader, ExecProgram program, ExecMachine m, int mask) {
        int outputs = program.registerCount(RegisterFile.OUTPUT);
        for (int r = 0; r < outputs; r++) {
            out.println("OUT[" + r + "]" + semantic(shader, r) + ":");
            for (int lane = 0; lane < m.width(); lane++) {
                if ((mask >>> lane & 1) == 0 && (m.helperMask() >>> lane & 1) == 0) {
                    continue;
                }
                StringBuilder floats = new StringBuilder(), words = new StringBuilder();
                for (int c = 0; c < 4; c++) {
                    int w = m.output(r, c)[lane];
                    floats.append(c == 0 ? "" : ", ").append(Float.intBitsToFloat(w));
                    words.append(c == 0 ? "" : " ").append(String.format(Locale.ROOT, "%08x", w));
                }
                out.println("  lane " + lane + ": (" + floats + ")  [" + words + "]"
                        + ((m.killMask() >>> lane & 1) != 0 ? "  killed" : "")
                        + ((m.helperMask() >>> lane & 1) != 0 ? "  helper" : ""));
            }
        }
    }

    private static String semantic(TgsiShader shader, int reg) {
        for (Declaration d : shader.declarations()) {
            if (d.file() == RegisterFile.OUTPUT && reg >= d.first() && reg <= d.last() && d.semantic() != null) {
                return " " + d.semantic().name().text() + "[" + (d.semantic().index() + reg - d.first()) + "]";
            }
        }
        return "";
    }
}
