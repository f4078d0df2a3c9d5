package dev.tungsten.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/// `tungsten tgsi conform FILE.tsv...`: runs case files in the format of Mesa's oracle
/// (`oracle/exec/*.tsv`) through the reference interpreter with the rules of [ExecConformance],
/// printing one line per failing case and then `N passed, M failed`. With `-v`, each file's
/// counts per tag and per accepting rule come before the last line. Exit status 1 when any case
/// fails or a file cannot be read.
final class TgsiConformCommand implements Command {
    @Override public String name() { return "tgsi conform"; }

    @Override public String usage() { return "[-v] FILE.tsv..."; }

    @Override public String summary() { return "check the interpreter against Mesa-format exec case files"; }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Main.UsageException {
        boolean verbose = false;
        List<Path> files = new ArrayList<>();
        for (String a : args) {
            if (a.equals("-v") || a.equals("--verbose")) {
                verbose = true;
            } else if (a.startsWith("-")) {
                throw new Main.UsageException("unknown option " + a);
            } else {
                files.add(Path.of(a));
            }
        }
        if (files.isEmpty()) {
            throw new Main.UsageException("no case file given");
        }
        long passed = 0, failed = 0;
        int status = 0;
        for (Path file : files) {
            ExecConformance.Report report;
            try {
                report = ExecConformance.run(file);
            } catch (IOException e) {
                err.println(file + ": cannot read: " + e.getMessage());
                status = 1;
                continue;
            }
            for (ExecConformance.CaseResult c : report.cases()) {
                if (!c.passed()) {
                    out.println(file.getFileName() + ":" + c.id() + ": " + (c.opcode().isEmpty() ? "" : c.opcode() + " ")
                            + "[" + c.tags() + "] " + c.detail());
                }
            }
            if (verbose) {
                StringBuilder tags = new StringBuilder();
                for (Map.Entry<String, long[]> e : report.byTag().entrySet()) {
                    tags.append(' ').append(e.getKey()).append('=').append(e.getValue()[0]).append('/')
                            .append(e.getValue()[0] + e.getValue()[1]);
                }
                out.println(file.getFileName() + ": " + report.passed() + " passed, " + report.failed()
                        + " failed; by tag (passed/cases):" + tags + "; accepted by " + report.byRule());
            }
            passed += report.passed();
            failed += report.failed();
        }
        out.println(passed + " passed, " + failed + " failed");
        return failed > 0 || status != 0 ? 1 : 0;
    }
}
