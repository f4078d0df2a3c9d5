package dev.tungsten.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/// The `tungsten` command line. `./tungsten help` lists the commands.
public final class Main {
    /// Every command; the longest name matching the leading arguments wins. One per line, sorted by
    /// class name, each with a trailing comma, so that branches adding commands rarely conflict.
    private static final Command[] COMMAND_ARRAY = {
            BenchCommand.CG,
            BenchCommand.FILL,
            BenchCommand.OPS,
            BenchCommand.RETRO,
            BenchCommand.WGSL,
            new CheckCommand(),
            new CompileCommand(),
            new DemoCommand(),
            new HelpCommand(),
            new RenderCommand(),
            new RetroCommand(),
            new RunCommand(),
            new TgsiAsmCommand(),
            new TgsiCheckCommand(),
            new TgsiGlslCommand(),
            new TgsiConformCommand(),
            new TgsiDisCommand(),
            new TgsiSpirvCommand(),
    };
    static final List<Command> COMMANDS = List.of(COMMAND_ARRAY);

    private Main() {}

    public static void main(String[] args) {
        System.exit(run(List.of(args), System.out, System.err));
    }

    /// Runs the command selected by `args` and returns its exit status (used by tests, too).
    public static int run(List<String> args, PrintStream out, PrintStream err) {
        Command best = null;
        int bestWords = 0;
        for (Command c : COMMANDS) {
            String[] words = c.name().split(" ");
            if (words.length > bestWords && words.length <= args.size()
                    && args.subList(0, words.length).equals(List.of(words))) {
                best = c;
                bestWords = words.length;
            }
        }
        if (best == null) {
            if (!args.isEmpty()) {
                err.println("tungsten: unknown command '" + String.join(" ", args.subList(0, Math.min(2, args.size()))) + "'");
            }
            printHelp(args.isEmpty() ? out : err);
            return args.isEmpty() ? 0 : 2;
        }
        try {
            return best.run(new ArrayList<>(args.subList(bestWords, args.size())), out, err);
        } catch (UsageException e) {
            err.println("tungsten " + best.name() + ": " + e.getMessage());
            err.println("usage: tungsten " + best.name() + " " + best.usage());
            return 2;
        } catch (Exception e) {
            err.println("tungsten " + best.name() + ": " + e);
            return 1;
        }
    }

    static void printHelp(PrintStream out) {
        out.println("usage: tungsten COMMAND [ARGS]");
        out.println();
        List<Command> sorted = new ArrayList<>(COMMANDS);
        sorted.sort(Comparator.comparing(Command::name));
        for (Command c : sorted) {
            String synopsis = (c.name() + " " + c.usage()).strip();
            if (synopsis.length() <= 34) {
                out.printf("  %-34s %s%n", synopsis, c.summary());
            } else {
                out.printf("  %s%n  %-34s %s%n", synopsis, "", c.summary());
            }
        }
        out.println();
        out.println("  ./tungsten test [MAVEN-ARGS]       run every test (the launcher handles this one)");
    }

    /// Thrown by a command for bad arguments: printed with the command's usage, exit status 2.
    public static final class UsageException extends Exception {
        private static final long serialVersionUID = 1L;

        public UsageException(String message) {
            super(message);
        }
    }

    static final class HelpCommand implements Command {
        @Override public String name() { return "help"; }
        @Override public String usage() { return ""; }
        @Override public String summary() { return "list the commands"; }

        @Override
        public int run(List<String> args, PrintStream out, PrintStream err) {
            printHelp(out);
            return 0;
        }
    }
}
