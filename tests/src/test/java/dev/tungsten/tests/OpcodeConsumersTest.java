package dev.tungsten.tests;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/// The promise of the opcode table: adding a row fails to compile until every back end has
/// decided what to do with it. The test adds a row to `TgsiOpcode` (and a constant to each of
/// its column enums) in memory, compiles every module's main sources with it, and checks that
/// the compiler refuses each back end's one exhaustive switch: the interpreter, the GLSL
/// and SPIR-V translators and the GLSL precision table, the JIT's mapping, and the readers of the
/// columns (the guard column's included: a new guard must be decided by both translators).
///
/// A switch *statement* over an enum is only checked for exhaustiveness when it is an enhanced
/// switch (here: with `case null`); a plain one with a missing case compiles silently, which is
/// what this test exists to catch.
class OpcodeConsumersTest {
    /// Every place that must decide about a new opcode, and about a new value of each column.
    private static final Set<String> MUST_DECIDE = Set.of(
            "Interpreter.java",              // the reference interpreter's dispatch
            "InstructionTranslator.java",    // TGSI -> GLSL
            "GlslGuards.java",               //   the Guard column: how GLSL gives each guard's results
            "Instructions.java",             // TGSI -> SPIR-V
            "SpirvGuards.java",              //   the Guard column: how SPIR-V gives each guard's results
            "GlslTolerance.java",            // GLSL precision per opcode
            "JitOpcodes.java",               // the JIT's emission per opcode
            "ChannelUsage.java",             // the Reads column
            "ControlFlow.java",              // the Flow column: the block structure itself
            "ControlFlowAnalysis.java",      //   the interpreter's jump targets
            "ZeroInitAnalysis.java",         //   the interpreter's register zeroing
            "ShaderPlan.java",               //   the JIT's structure
            "TgsiDump.java",                 //   which labels the dump prints
            "Ureg.java",                     //   the builder's block tracking
            "TgsiScan.java",                 // the Flow and Category columns
            "UniformShader.java");           // the Category column: shaders whose outputs cannot vary

    @Test
    void aNewOpcodeOrColumnValueFailsToCompileInEveryConsumer() throws IOException {
        Path root = Path.of("").toAbsolutePath().getParent();
        Path table = root.resolve("tgsi/src/main/java/dev/tungsten/tgsi/TgsiOpcode.java");
        assertTrue(Files.isRegularFile(table), "run from the tests module of a checkout: " + table);
        String probed = probe(Files.readString(table));

        List<Path> sources = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(root)) {
            walk.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> p.toString().contains("/src/main/java/"))
                    .filter(p -> !p.toString().contains("/target/") && !p.toString().contains("/.git/"))
                    .filter(p -> !p.equals(table))
                    .forEach(sources::add);
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        Path out = Files.createTempDirectory("opcode-probe");
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
            List<JavaFileObject> units = new ArrayList<>();
            files.getJavaFileObjectsFromPaths(sources).forEach(units::add);
            units.add(new SimpleJavaFileObject(table.toUri(), JavaFileObject.Kind.SOURCE) {
                @Override
                public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                    return probed;
                }
            });
            List<String> options = List.of("-proc:none", "-XDshould-stop.ifError=FLOW", "-Xmaxerrs", "10000",
                    "--add-modules", "jdk.incubator.vector", "-cp", System.getProperty("java.class.path"),
                    "-d", out.toString());
            javac.getTask(null, files, diagnostics, options, null, units).call();
        }
        Set<String> refusing = new TreeSet<>();
        List<String> other = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() != Diagnostic.Kind.ERROR) {
                continue;
            }
            String message = d.getMessage(Locale.ROOT);
            String file = d.getSource() == null ? "?" : Path.of(URI.create(d.getSource().toUri().toString())).getFileName().toString();
            if (message.contains("does not cover all possible input values")) {
                refusing.add(file);
            } else {
                other.add(file + ":" + d.getLineNumber() + ": " + message);
            }
        }
        System.out.println("Opcode table consumers that must decide about a new row: " + refusing);
        assertEquals(List.of(), other, "the probe must fail only on exhaustiveness");
        Set<String> missing = new TreeSet<>(MUST_DECIDE);
        missing.removeAll(refusing);
        assertEquals(Set.of(), missing, "these consumers compiled with a new row they do not handle");
    }

    /// The table with one more opcode and one more value of each column.
    private static String probe(String table) {
        String s = insertBefore(table, "    MOV(1, 1, 1,",
                "    PROBE_OPCODE(500, 1, 1, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),\n");
        s = insertBefore(s, "        IF(Construct.IF, BlockRole.OPENS),", "        PROBE_FLOW(null, BlockRole.NONE),\n");
        s = insertBefore(s, "        XYZW(WriteMask.XYZW),", "        PROBE_READ(0),\n");
        s = insertBefore(s, "        FLOAT_TO_INT,\n", "        PROBE_GUARD,\n");
        return insertBefore(s, "FLOAT_ALU, PACK, DERIVATIVE", "PROBE_CATEGORY, ");
    }

    private static String insertBefore(String text, String anchor, String insertion) {
        int at = text.indexOf(anchor);
        assertTrue(at >= 0, "the probe's anchor is gone from TgsiOpcode.java: " + anchor);
        return text.substring(0, at) + insertion + text.substring(at);
    }
}
