package dev.tungsten.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import dev.tungsten.cli.source.CompiledEntry;
import dev.tungsten.cli.source.EntryModule;
import dev.tungsten.cli.source.Language;
import dev.tungsten.cli.source.ShaderSource;
import dev.tungsten.ir.IrPrinter;
import dev.tungsten.ir.TgsiProgram;
import dev.tungsten.tgsi.TgsiDump;
import dev.tungsten.tgsi.TgsiFiles;
import dev.tungsten.tgsi.TokenWriter;

/// `tungsten compile FILE [--entry NAME] [--lang cg|wgsl] [--emit tgsi|ir|tokens|reflect] ...`:
/// compiles a WGSL or Cg file (by extension, or `--lang`), printing every diagnostic
/// codespan-style on stderr (Cg's with their include chains), then for each entry point (the
/// one named; else every WGSL entry point, or Cg's `main_vertex`, `main_fragment` and `main`
/// that the file has) the TGSI text, token words, IR or reflection table on stdout.
///
/// A WGSL file is first composed with the modules it imports (`--import-path DIR`, repeatable;
/// shader defs `-D NAME[=VALUE]`); a file without entry points (a library module) that validates
/// exits 0, saying on stderr that there is nothing to emit (`--emit ir` prints its IR).
///
/// Stdout holds only what `--emit` asks for, so one entry point's TGSI assembles with
/// `tungsten tgsi asm` as printed (TGSI has no comments): the resource map and, for several
/// entry points, the line naming each go to stderr; blocks are separated by an empty line.
final class CompileCommand implements Command {
    private static final List<String> EMITS = List.of("tgsi", "ir", "tokens", "reflect");

    @Override public String name() { return "compile"; }

    @Override public String usage() {
        return "FILE [--entry NAME] [--lang cg|wgsl] [--emit tgsi|ir|tokens|reflect] [--profile P] [-I DIR]..."
                + " [-D NAME[=VALUE]]... [--import-path DIR]... [--override NAME=VALUE]...";
    }

    @Override public String summary() { return "compile WGSL or Cg to TGSI text, tokens, IR or reflection (diagnostics on stderr)"; }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        SourceArguments a = SourceArguments.parse(args, Set.of("--emit"));
        String emit = a.extra.getOrDefault("--emit", "tgsi");
        if (!EMITS.contains(emit)) {
            throw new Main.UsageException("--emit takes tgsi, ir, tokens or reflect, not '" + emit + "'");
        }
        if (a.files.size() != 1) {
            throw new Main.UsageException(a.files.isEmpty() ? "no input file" : "one input file, found " + a.files.size());
        }
        String file = a.files.getFirst();
        Path path = Path.of(file);
        Language language = a.options().languageOf(path);
        if (language == null) {
            throw new Main.UsageException("cannot tell the language of " + file + " from its extension (use --lang cg|wgsl)");
        }
        a.checkApplies(file, language);
        if (!Files.isReadable(path)) {
            err.println(file + ": cannot read the file");
            return 1;
        }
        ShaderSource source = ShaderSource.open(path, language, a.options());
        err.print(source.report().text());
        if (source.report().failed()) {
            return 1;
        }
        if (emit.equals("ir") && a.entry == null && source.fileModule() != null) {
            out.print(IrPrinter.print(source.fileModule().module(), source.fileModule().info()));
            return 0;
        }
        List<String> entries = a.entry != null ? List.of(a.entry) : source.entryPoints();
        if (entries.isEmpty()) {
            // A library module: it validated, and there is nothing to emit.
            err.println(file + ": no entry point to compile (a library module; it validates)");
            return 0;
        }
        int status = 0;
        boolean first = true;
        for (String entry : entries) {
            EntryModule m = source.module(entry);
            err.print(m.report().text());
            if (!m.ok()) {
                status = 1;
                continue;
            }
            String block;
            if (emit.equals("ir")) {
                block = IrPrinter.print(m.module(), m.info());
            } else {
                CompiledEntry c = source.lower(m);
                err.print(c.report().text());
                if (!c.ok()) {
                    status = 1;
                    continue;
                }
                if (entries.size() > 1) {
                    err.println("entry point " + entry + " (" + m.stage().text() + ")");
                }
                if (!emit.equals("reflect")) {
                    printResources(c.program(), err);
                }
                block = switch (emit) {
                    case "tokens" -> TgsiFiles.words(TokenWriter.write(c.program().shader()));
                    case "reflect" -> c.reflection().text();
                    default -> TgsiDump.dump(c.program().shader());
                };
            }
            if (!first) {
                out.println();
            }
            out.print(block.endsWith("\n") ? block : block + "\n");
            first = false;
        }
        out.flush();
        return status;
    }

    /// Where each resource went, one line each (on stderr: TGSI has no comments).
    private static void printResources(TgsiProgram p, PrintStream err) {
        for (TgsiProgram.Resource res : p.resources()) {
            err.println("; " + res.name() + " @group(" + res.group() + ") @binding(" + res.binding() + ") -> "
                    + res.file() + "[" + res.index() + (res.count() > 1 ? ".." + (res.index() + res.count() - 1) : "") + "]");
        }
    }
}
