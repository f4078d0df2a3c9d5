package dev.tungsten.tests;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiSanity;
import dev.tungsten.tgsi.TgsiShader;

/// Compares our [TgsiSanity] diagnostics for one shader with the messages Mesa 24.1's
/// `tgsi_sanity_check` printed for it, and tallies the outcome over many shaders.
///
/// Rules:
/// - every Mesa error must be matched by one of our errors about the same thing, except the one
///   documented divergence (64-bit immediates, which we warn about);
/// - every error of ours that no Mesa error explains must fall into one of [#EXTRA_ERRORS], the
///   defects Mesa's checker does not look for;
/// - "never used" warnings are compared register by register; a Mesa warning we do not give
///   must be a sampler view that a texture instruction reads through its sampler.
final class MesaSanityComparison {
    /// Categories of errors we report and Mesa does not, each with why it is a real defect.
    static final Map<String, Pattern> EXTRA_ERRORS = new LinkedHashMap<>();
    static final Map<String, String> EXTRA_REASONS = new LinkedHashMap<>();
    static {
        extra("stage-only opcode in the wrong stage", "is not allowed in a",
                "EMIT/ENDPRIM exist only in GEOM, KILL/DEMOTE/INTERP_*/FBFETCH only in FRAG, BARRIER only in TCS and COMP: no driver can run them elsewhere");
        extra("control-flow structure", "never closed|not closed|without a matching|outside any|outside a SWITCH|second ELSE|second DEFAULT|END inside|BGNSUB inside",
                "unbalanced blocks cannot be translated to structured code or executed");
        extra("CAL label", "naming the BGNSUB|does not name a BGNSUB",
                "a CAL names its subroutine only through its label");
        extra("write to a read-only file", "cannot be written",
                "IN, CONST, IMM, SAMP, SVIEW and SV registers have no storage to write");
        extra("texture opcode without target", "has no texture target",
                "the target decides how coordinates are read");
        extra("short immediate read", "data word",
                "the channel read does not exist in the immediate");
        extra("undeclared array", "has no ARRAY",
                "an indirect access names an array that no declaration defines");
        extra("declaration before the property that sizes it", "declared before PROPERTY",
                "the vertex count of the declaration is unknown");
        extra("undeclared register Mesa does not look at", "undeclared",
                "Mesa checks neither the address register of an indirect destination nor texture-offset operands");
        extra("bad declaration or property value", "empty declaration range|is not a primitive type|is outside|is not a processor|already declared for",
                "the value has no meaning");
    }

    private static void extra(String name, String regex, String reason) {
        EXTRA_ERRORS.put(name, Pattern.compile(regex));
        EXTRA_REASONS.put(name, reason);
    }

    private static final Pattern UNDECLARED_2D = Pattern.compile("^(\\S+)\\[(-?\\d+)\\]\\[(-?\\d+)\\]: Undeclared (\\w+) register$");
    private static final Pattern UNDECLARED_1D = Pattern.compile("^(\\S+)\\[(-?\\d+)\\]: Undeclared (\\w+) register$");
    private static final Pattern UNDECLARED_IND = Pattern.compile("^(\\S+): Undeclared (\\w+) register$");
    private static final Pattern TWICE = Pattern.compile("^(\\S+)\\[(\\d+)\\]: The same register declared more than once$");
    private static final Pattern OPERAND_COUNT = Pattern.compile("^(\\S+): Invalid number of (destination|source) operands, should be \\d+$");
    private static final Pattern IMM_TYPE = Pattern.compile("^\\((\\d+)\\): Invalid immediate data type$");
    private static final Pattern NEVER_USED = Pattern.compile("^(\\S+)\\[(\\d+)\\]: Register never used$");
    private static final Pattern OUR_NEVER_USED = Pattern.compile("^([A-Z]+)(?:\\[\\d+\\])?\\[(\\d+)(?:\\.\\.(\\d+))?\\]: registers? never used$");
    private static final Pattern OUR_TWICE = Pattern.compile("^([A-Z]+)(?:\\[\\d+\\])?\\[(\\d+)(?:\\.\\.(\\d+))?\\]: registers? declared more than once$");

    int shaders;
    int mesaErrors;
    int matchedErrors;
    int documentedDivergences;
    int mesaWarnings;
    int matchedWarnings;
    final Map<String, Integer> mesaOnlyWarnings = new TreeMap<>();
    int oursOnlyWarnings;
    final Map<String, Integer> extraErrors = new TreeMap<>();
    final Map<String, List<String>> extraExamples = new TreeMap<>();
    final List<String> failures = new ArrayList<>();
    /// Our other warnings (not "never used"), with numbers blanked out, and how often each occurs.
    final Map<String, Integer> otherWarnings = new TreeMap<>();

    /// Compares one shader; `mesaMessages` are Mesa's lines without the final totals line.
    void compare(String name, TgsiShader shader, List<String> mesaMessages) {
        shaders++;
        List<TgsiSanity.Diagnostic> ours = TgsiSanity.check(shader);
        List<String> ourErrors = ours.stream().filter(TgsiSanity.Diagnostic::isError).map(TgsiSanity.Diagnostic::message).toList();
        List<String> ourWarnings = ours.stream().filter(d -> !d.isError()).map(TgsiSanity.Diagnostic::message).toList();
        List<Boolean> explained = new ArrayList<>(ourErrors.stream().map(e -> false).toList());
        Map<String, Integer> mesaNeverUsed = new TreeMap<>();
        for (String line : mesaMessages) {
            if (line.startsWith("Error  : ")) {
                String msg = line.substring(9);
                mesaErrors++;
                Matcher imm = IMM_TYPE.matcher(msg);
                if (imm.matches()) {
                    if (ourWarnings.stream().anyMatch(w -> w.contains("immediate, which Mesa 24.1's tgsi_sanity_check rejects"))) {
                        documentedDivergences++;
                    } else {
                        failures.add(name + ": Mesa error not matched: " + msg);
                    }
                    continue;
                }
                Predicate<String> p = matcherFor(msg);
                boolean hit = false;
                for (int i = 0; i < ourErrors.size(); i++) {
                    if (p.test(ourErrors.get(i))) {
                        explained.set(i, true);
                        hit = true;
                    }
                }
                if (hit) {
                    matchedErrors++;
                } else {
                    failures.add(name + ": Mesa error not matched: " + msg + " (ours: " + ourErrors + ")");
                }
            } else if (line.startsWith("Warning: ")) {
                Matcher m = NEVER_USED.matcher(line.substring(9));
                if (!m.matches()) {
                    failures.add(name + ": unexpected Mesa warning " + line);
                    continue;
                }
                mesaWarnings++;
                mesaNeverUsed.merge(m.group(1) + "[" + m.group(2) + "]", 1, Integer::sum);
            }
        }
        for (int i = 0; i < ourErrors.size(); i++) {
            if (explained.get(i)) {
                continue;
            }
            String category = null;
            for (Map.Entry<String, Pattern> e : EXTRA_ERRORS.entrySet()) {
                if (e.getValue().matcher(ourErrors.get(i)).find()) {
                    category = e.getKey();
                    break;
                }
            }
            if (category == null) {
                failures.add(name + ": error Mesa does not report and no category explains: " + ourErrors.get(i));
            } else {
                extraErrors.merge(category, 1, Integer::sum);
                List<String> ex = extraExamples.computeIfAbsent(category, k -> new ArrayList<>());
                if (ex.size() < 3) {
                    ex.add(name + ": " + ourErrors.get(i));
                }
            }
        }
        compareNeverUsed(name, shader, mesaNeverUsed, ourWarnings);
        for (String w : ourWarnings) {
            if (!OUR_NEVER_USED.matcher(w).matches()) {
                otherWarnings.merge(w.replaceAll("\\b\\d+\\b", "N").replaceAll("^[A-Z_0-9]+\\[[^:]*:", "REG:"), 1, Integer::sum);
            }
        }
    }

    private void compareNeverUsed(String name, TgsiShader shader, Map<String, Integer> mesa, List<String> ourWarnings) {
        Map<String, Integer> ours = new TreeMap<>();
        for (String w : ourWarnings) {
            Matcher m = OUR_NEVER_USED.matcher(w);
            if (m.matches()) {
                int first = Integer.parseInt(m.group(2));
                int last = m.group(3) != null ? Integer.parseInt(m.group(3)) : first;
                for (int i = first; i <= last; i++) {
                    ours.merge(mesaName(m.group(1)) + "[" + i + "]", 1, Integer::sum);
                }
            }
        }
        for (Map.Entry<String, Integer> e : mesa.entrySet()) {
            String key = e.getKey();
            String file = key.substring(0, key.indexOf('['));
            int index = Integer.parseInt(key.substring(key.indexOf('[') + 1, key.length() - 1));
            boolean perVertex = perVertex(shader, file);
            // Mesa repeats a per-vertex register once per vertex, and prints several files as "(null)".
            int expected = perVertex ? 1 : e.getValue();
            mesaWarnings -= e.getValue() - expected;
            int matched = Math.min(expected, ours.getOrDefault(key, 0));
            matchedWarnings += matched;
            for (int missing = expected - matched; missing > 0; missing--) {
                String reason = whyUsed(shader, file, index, perVertex);
                if (reason == null) {
                    failures.add(name + ": Mesa warns " + key + " never used, we do not");
                } else {
                    mesaOnlyWarnings.merge(reason, 1, Integer::sum);
                }
            }
        }
        for (Map.Entry<String, Integer> e : ours.entrySet()) {
            int extra = e.getValue() - mesa.getOrDefault(e.getKey(), 0);
            if (extra > 0) {
                oursOnlyWarnings += extra;
                failures.add(name + ": we warn " + e.getKey() + " never used, Mesa does not");
            }
        }
    }

    private static boolean perVertex(TgsiShader shader, String file) {
        return switch (shader.processor()) {
            case GEOM, TESS_EVAL -> file.equals("IN");
            case TESS_CTRL -> file.equals("IN") || file.equals("OUT");
            default -> false;
        };
    }

    /// Why we count a register as used that Mesa's checker calls unused, or null.
    private static String whyUsed(TgsiShader shader, String mesaFile, int index, boolean perVertex) {
        if (mesaFile.equals("(null)") && samplersReadByTextureOpcodes(shader).contains(index)
                && declaresSamplerView(shader, index)) {
            return "a sampler view read by a texture instruction through the sampler of the same index";
        }
        for (Instruction inst : shader.instructions()) {
            for (SrcRegister s : inst.src()) {
                if (perVertex && sameFile(mesaFile, s.file().text()) && s.index() == index && s.hasDimension()) {
                    return "a per-vertex register used at another vertex";
                }
            }
            if (inst.texture() != null) {
                for (Instruction.TextureOffset o : inst.texture().offsets()) {
                    if (sameFile(mesaFile, o.file().text()) && o.index() == index) {
                        return "a texture-offset operand (Mesa does not look at them)";
                    }
                }
            }
            for (var d : inst.dst()) {
                if (perVertex && sameFile(mesaFile, d.file().text()) && d.index() == index && d.hasDimension()) {
                    return "a per-vertex register used at another vertex";
                }
                if (d.isIndirect() && sameFile(mesaFile, d.indirect().file().text()) && d.indirect().index() == index) {
                    return "the address register of an indirect destination (Mesa checks no destination address)";
                }
                if (d.isIndirect() && sameFile(mesaFile, d.file().text()) && reachable(shader, d, index)) {
                    return "a register an indirect destination can reach (Mesa checks indirect destinations as direct ones)";
                }
            }
        }
        return null;
    }

    /// Whether the indirect destination `d` can address register `index` of its file: any of
    /// them without an array id, else those of its array.
    private static boolean reachable(TgsiShader shader, dev.tungsten.tgsi.DstRegister d, int index) {
        if (d.indirect().arrayId() == 0) {
            return true;
        }
        for (Declaration decl : shader.declarations()) {
            if (decl.file() == d.file() && decl.arrayId() == d.indirect().arrayId()) {
                return decl.first() <= index && index <= decl.last();
            }
        }
        return false;
    }

    private static Set<Integer> samplersReadByTextureOpcodes(TgsiShader shader) {
        Set<Integer> out = new java.util.HashSet<>();
        for (Instruction inst : shader.instructions()) {
            if (inst.opcode().has(TgsiOpcode.Flag.IS_TEX)) {
                for (SrcRegister s : inst.src()) {
                    if (s.file() == RegisterFile.SAMPLER) {
                        out.add(s.index());
                    }
                }
            }
        }
        return out;
    }

    private static boolean declaresSamplerView(TgsiShader shader, int index) {
        for (Declaration d : shader.declarations()) {
            if (d.file() == RegisterFile.SAMPLER_VIEW && d.first() <= index && index <= d.last()) {
                return true;
            }
        }
        return false;
    }

    /// Mesa's `file_names` table stops at IMAGE (printed RES); later files print as "(null)".
    private static String mesaName(String ourText) {
        return switch (ourText) {
            case "IMAGE" -> "RES";
            case "SVIEW", "BUFFER", "MEMORY", "CONSTBUF", "HWATOMIC" -> "(null)";
            default -> ourText;
        };
    }

    private static boolean sameFile(String mesaFile, String ours) {
        return mesaFile.equals(mesaName(ours));
    }

    /// What one of our error messages must look like to match Mesa error `msg`.
    private static Predicate<String> matcherFor(String msg) {
        Matcher m;
        if ((m = UNDECLARED_2D.matcher(msg)).matches()) {
            String file = m.group(1), index = m.group(2), dim = m.group(3);
            return ours -> ours.contains("undeclared") && ourFileMatches(file, ours)
                    && ours.matches("^[A-Z]+\\[" + dim + "\\]\\[" + index + "\\]:.*");
        }
        if ((m = UNDECLARED_1D.matcher(msg)).matches()) {
            String file = m.group(1), index = m.group(2);
            return ours -> ours.contains("undeclared") && ourFileMatches(file, ours)
                    && ours.matches("^[A-Z]+\\[" + index + "\\]:.*");
        }
        if ((m = UNDECLARED_IND.matcher(msg)).matches()) {
            String file = m.group(1);
            return ours -> ours.contains("undeclared") && ourFileMatches(file, ours);
        }
        if ((m = TWICE.matcher(msg)).matches()) {
            String file = m.group(1);
            int index = Integer.parseInt(m.group(2));
            return ours -> {
                Matcher o = OUR_TWICE.matcher(ours);
                if (!o.matches() || !sameFile(file, o.group(1))) {
                    return false;
                }
                int first = Integer.parseInt(o.group(2));
                int last = o.group(3) != null ? Integer.parseInt(o.group(3)) : first;
                return first <= index && index <= last;
            };
        }
        if ((m = OPERAND_COUNT.matcher(msg)).matches()) {
            String op = m.group(1), role = m.group(2);
            return ours -> ours.startsWith(op + " takes ") && ours.contains(role);
        }
        return switch (msg) {
            case "Too many END instructions" -> ours -> ours.startsWith("more than one END");
            case "Missing END instruction" -> ours -> ours.equals("missing END instruction");
            case "Instruction expected but declaration found", "Instruction expected but immediate found" ->
                    ours -> ours.equalsIgnoreCase(msg);
            case "Destination register has empty writemask" -> ours -> ours.contains("empty write mask");
            case "(0): Invalid register file name" -> ours -> ours.contains("invalid register file NULL");
            default -> ours -> false;
        };
    }

    private static boolean ourFileMatches(String mesaFile, String ours) {
        int bracket = ours.indexOf('[');
        return bracket > 0 && sameFile(mesaFile, ours.substring(0, bracket));
    }

    String summary(String what) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("%s: %d shaders; Mesa errors %d: matched %d, documented divergence (64-bit immediates) %d; "
                        + "Mesa never-used warnings %d (per-vertex repeats counted once): matched %d, ours-only %d%n",
                what, shaders, mesaErrors, matchedErrors, documentedDivergences, mesaWarnings, matchedWarnings,
                oursOnlyWarnings));
        for (Map.Entry<String, Integer> e : mesaOnlyWarnings.entrySet()) {
            sb.append(String.format("  Mesa-only never-used warnings, register is %s: %d%n", e.getKey(), e.getValue()));
        }
        for (Map.Entry<String, Integer> e : otherWarnings.entrySet()) {
            sb.append(String.format("  our other warnings: %d x %s%n", e.getValue(), e.getKey()));
        }
        for (Map.Entry<String, Integer> e : extraErrors.entrySet()) {
            sb.append(String.format("  errors only we report, %s: %d (%s)%n", e.getKey(), e.getValue(), EXTRA_REASONS.get(e.getKey())));
            for (String ex : extraExamples.get(e.getKey())) {
                sb.append("      e.g. ").append(ex).append('\n');
            }
        }
        return sb.toString();
    }
}
