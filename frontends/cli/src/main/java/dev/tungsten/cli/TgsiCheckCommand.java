package dev.tungsten.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.tungsten.tgsi.SourcePositions;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiFiles;
import dev.tungsten.tgsi.TgsiSanity;
import dev.tungsten.tgsi.TgsiShader;

/// `tungsten tgsi check FILE...`: reads each TGSI text or words file and prints every
/// [TgsiSanity] diagnostic to stderr as `file:line:column: severity: message` (the instruction
/// and word instead when the line is unknown), then one summary line per file to stdout. Exit
/// status 1 when any file fails to read or has an error, 0 otherwise; warnings alone pass.
final class TgsiCheckCommand implements Command {
    @Override public String name() { return "tgsi check"; }

    @Override public String usage() { return "[--no-warnings] FILE..."; }

    @Override public String summary() { return "check TGSI shaders like Mesa's tgsi_sanity, and more"; }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Main.UsageException {
        boolean warnings = true;
        List<Path> files = new ArrayList<>();
        for (String a : args) {
            if (a.equals("--no-warnings")) {
                warnings = false;
            } else if (a.startsWith("--")) {
                throw new Main.UsageException("unknown option " + a);
            } else {
                files.add(Path.of(a));
            }
        }
        if (files.isEmpty()) {
            throw new Main.UsageException("no file given");
        }
        int status = 0;
        for (Path file : files) {
            String name = file.toString();
            TgsiShader shader;
            try {
                shader = TgsiFiles.read(file);
            } catch (TgsiException e) {
                err.println(e.location() + ": error: " + e.detail());
                out.println(name + ": not read");
                status = 1;
                continue;
            }
            List<TgsiSanity.Diagnostic> diagnostics = TgsiSanity.check(shader, positions(file, shader));
            int errors = 0, warned = 0;
            for (TgsiSanity.Diagnostic d : diagnostics) {
                if (d.isError()) {
                    errors++;
                } else {
                    warned++;
                    if (!warnings) {
                        continue;
                    }
                }
                err.println(d);
            }
            out.println(name + ": " + errors + " error" + (errors == 1 ? "" : "s") + ", " + warned + " warning"
                    + (warned == 1 ? "" : "s"));
            if (errors > 0) {
                status = 1;
            }
        }
        return status;
    }

    /// Text positions recovered from the file (it was just read, so a failure here only costs
    /// the line numbers).
    private static SourcePositions positions(Path file, TgsiShader shader) {
        try {
            return SourcePositions.infer(file.toString(), Files.readString(file, StandardCharsets.UTF_8), shader);
        } catch (IOException | RuntimeException e) {
            return new SourcePositions(file.toString(), List.of());
        }
    }
}
