package dev.tungsten.tests;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.Map;

import dev.tungsten.cli.ExecConformance;
import org.junit.jupiter.api.Test;

/// The reference interpreter against Mesa's own tgsi_exec results (`oracle/exec`), with the
/// README's tag rules as [ExecConformance] applies them (the same code as `tungsten tgsi
/// conform`). Every case must pass; untagged ones bit for bit, except the documented deviations.
class ExecOracleTest {
    private static ExecConformance.Report check(String name, int cases) throws Exception {
        Path file = SharedShelf.require("oracle/exec/" + name);
        ExecConformance.Report report = ExecConformance.run(file);
        StringBuilder counts = new StringBuilder(name + ": " + report.passed() + " passed, " + report.failed() + " failed;");
        for (Map.Entry<String, long[]> e : report.byTag().entrySet()) {
            counts.append(' ').append(e.getKey()).append(' ').append(e.getValue()[0]).append('/')
                    .append(e.getValue()[0] + e.getValue()[1]);
        }
        System.out.println(counts + "; accepted by " + report.byRule());
        StringBuilder failures = new StringBuilder();
        for (ExecConformance.CaseResult c : report.cases()) {
            if (!c.passed()) {
                failures.append('\n').append(c.id()).append(' ').append(c.opcode()).append(" [").append(c.tags())
                        .append("] ").append(c.detail());
            }
        }
        assertEquals(cases, report.cases().size(), name + " case count");
        assertEquals(0, report.failed(), failures.toString());
        return report;
    }

    @Test
    void aluCasesAllPass() throws Exception {
        ExecConformance.Report r = check("alu.tsv", 1281);
        long untaggedExact = r.cases().stream().filter(c -> c.tags().equals("-") && c.rule().equals("exact")).count();
        assertEquals(999, untaggedExact, "every untagged case matches bit for bit");
    }

    @Test
    void controlCasesAllPassWithTwoDocumentedDeviations() throws Exception {
        ExecConformance.Report r = check("control.tsv", 22);
        assertEquals(2, r.cases().stream().filter(c -> c.rule().equals("deviation")).count(),
                "cf-15 (DEFAULT first) and cf-16 (BRK in a CASE) follow tgsi.rst");
    }
}
