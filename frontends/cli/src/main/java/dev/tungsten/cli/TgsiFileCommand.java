package dev.tungsten.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiFiles;
import dev.tungsten.tgsi.TgsiShader;

/// The shape shared by the `tgsi` commands that turn each shader file (TGSI text or a words
/// file, see [TgsiFiles]) into one block of output.
///
/// Several files print their blocks in argument order with one empty line between blocks (no
/// dump and no words file contains an empty line, so the output splits back unambiguously). A
/// file that fails prints no block; its error goes to stderr as `file:line:column: message`, the
/// other files are still processed, and the exit status is 1.
abstract class TgsiFileCommand implements Command {
    /// The `--options` the command accepts (commands are shared objects: options live per run).
    List<String> options() {
        return List.of();
    }

    /// The output block for one shader, ending with a line feed.
    abstract String render(TgsiShader shader, Set<String> options);

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Main.UsageException {
        List<String> files = new ArrayList<>();
        Set<String> options = new HashSet<>();
        for (String arg : args) {
            if (arg.startsWith("--")) {
                if (!options().contains(arg)) {
                    throw new Main.UsageException("unknown option " + arg);
                }
                options.add(arg);
            } else {
                files.add(arg);
            }
        }
        if (files.isEmpty()) {
            throw new Main.UsageException("no input files");
        }
        int status = 0;
        boolean first = true;
        for (String file : files) {
            String block;
            try {
                block = render(TgsiFiles.read(Path.of(file)), options);
            } catch (TgsiException e) {
                TgsiException located = e.location().source() == null ? e.withSource(file) : e;
                err.println(located.getMessage());
                status = 1;
                continue;
            }
            if (!first) {
                out.println();
            }
            out.print(block);
            first = false;
        }
        out.flush();
        return status;
    }
}
