package dev.tungsten.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.DiagnosticRenderer;
import dev.tungsten.ir.EntryPoint;
import dev.tungsten.ir.IrPrinter;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TgsiLoweringException;
import dev.tungsten.ir.TgsiProgram;
import dev.tungsten.tgsi.TgsiDump;
import dev.tungsten.tgsi.TgsiFiles;
import dev.tungsten.tgsi.TokenWriter;
import dev.tungsten.wgsl.Wgsl;

/// `tungsten compile FILE.wgsl [--entry NAME] [--emit tgsi|ir|tokens] [--override NAME=VALUE]...`:
/// compiles WGSL, printing every diagnostic codespan-style on stderr, then the IR (`--emit ir`)
/// or, for each entry point (or the one named), the TGSI text (default) or token words.
final class CompileCommand implements Command {
    @Override public String name() { return "compile"; }

    @Override public String usage() { return "FILE.wgsl [--entry NAME] [--emit tgsi|ir|tokens] [--override NAME=VALUE]"; }

    @Override public String summary() { return "compile WGSL to TGSI text, tokens or IR (diagnostics on stderr)"; }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        String file = null;
        String entry = null;
        String emit = "tgsi";
        Map<String, Double> overrides = new HashMap<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--entry" -> entry = value(args, ++i, a);
                case "--emit" -> {
                    emit = value(args, ++i, a);
                    if (!List.of("tgsi", "ir", "tokens").contains(emit)) {
                        throw new Main.UsageException("--emit takes tgsi, ir or tokens, not '" + emit + "'");
                    }
                }
                case "--override" -> {
                    String kv = value(args, ++i, a);
                    int eq = kv.indexOf('=');
                    if (eq <= 0) {
                        throw new Main.UsageException("--override takes NAME=VALUE, not '" + kv + "'");
                    }
                    try {
                        overrides.put(kv.substring(0, eq), Double.parseDouble(kv.substring(eq + 1)));
                    } catch (NumberFormatException e) {
                        throw new Main.UsageException("override value '" + kv.substring(eq + 1) + "' is not a number");
                    }
                }
                default -> {
                    if (a.startsWith("--") || file != null) {
                        throw new Main.UsageException("unexpected argument '" + a + "'");
                    }
                    file = a;
                }
            }
        }
        if (file == null) {
            throw new Main.UsageException("no input file");
        }
        Path path = Path.of(file);
        if (!Files.isReadable(path)) {
            err.println(file + ": cannot read the file");
            return 1;
        }
        Wgsl.Result r = Wgsl.compile(file, Files.readString(path));
        for (Diagnostic d : r.diagnostics()) {
            err.print(DiagnosticRenderer.render(r.source(), d));
        }
        if (!r.ok()) {
            return 1;
        }
        if (emit.equals("ir")) {
            out.print(IrPrinter.print(r.module(), r.info()));
            return 0;
        }
        List<EntryPoint> eps = new ArrayList<>();
        for (EntryPoint ep : r.module().entryPoints()) {
            if (entry == null || ep.name().equals(entry)) {
                eps.add(ep);
            }
        }
        if (eps.isEmpty()) {
            err.println(file + ": " + (entry == null ? "the module has no entry point" : "no entry point named `" + entry + "`"));
            return 1;
        }
        int status = 0;
        for (EntryPoint ep : eps) {
            try {
                TgsiProgram p = TgsiLowering.lower(r.module(), r.info(), ep.name(),
                        new TgsiLowering.Options(overrides, Map.of()));
                if (eps.size() > 1) {
                    out.println("; entry point " + ep.name() + " (" + ep.stage().text() + ")");
                }
                for (TgsiProgram.Resource res : p.resources()) {
                    out.println("; " + res.name() + " @group(" + res.group() + ") @binding(" + res.binding() + ") -> "
                            + res.file() + "[" + res.index() + (res.count() > 1 ? ".." + (res.index() + res.count() - 1) : "") + "]");
                }
                out.print(emit.equals("tokens") ? TgsiFiles.words(TokenWriter.write(p.shader())) : TgsiDump.dump(p.shader()));
            } catch (TgsiLoweringException e) {
                err.print(DiagnosticRenderer.render(r.source(), e.diagnostic()));
                status = 1;
            }
        }
        return status;
    }

    private static String value(List<String> args, int i, String option) throws Main.UsageException {
        if (i >= args.size()) {
            throw new Main.UsageException(option + " needs a value");
        }
        return args.get(i);
    }
}
