package dev.tungsten.cli;

import java.io.PrintStream;
import java.util.List;

/// One `tungsten` sub-command. Implementations live one per file and are listed in [Main#COMMANDS].
public interface Command {
    /// The words that select it, for example `"tgsi asm"` or `"demo"`.
    String name();

    /// Arguments, for the usage line, for example `"FILE..."`.
    String usage();

    /// One line for `tungsten help`.
    String summary();

    /// Runs with the arguments after the command's name; returns the exit status.
    /// Errors go to `err` as `file:line:column: message`.
    int run(List<String> args, PrintStream out, PrintStream err) throws Exception;
}
