package dev.tungsten.tests.cg;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import dev.tungsten.cg.Cg;
import dev.tungsten.cg.CgSemanticError;
import dev.tungsten.cg.Profile;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TgsiLoweringException;
import dev.tungsten.tests.SharedShelf;
import org.junit.jupiter.api.Test;

/// The two Cg dev corpora end to end: every program compiles to TGSI that passes the sanity
/// checker (`Ureg.finish` runs it inside [TgsiLowering#lower]), and geometry and tessellation
/// programs get the located refusal. The exact list of failures is asserted (it is empty); each
/// set prints `N/M` and every failure with its reason.
class CgCorpusTest {
    private static String read(Path p) throws IOException {
        return new String(Files.readAllBytes(p), StandardCharsets.ISO_8859_1);
    }

    /// Compiles one program to TGSI; `null` when it worked, else why not.
    private static String compile(Path file, String text, Cg.Options options, String entry) {
        try {
            Cg.Result r = Cg.compile(file.toString(), text, options.withEntry(entry));
            if (!r.ok()) {
                return r.render().lines().filter(l -> l.contains("error")).findFirst().orElse("(no error text)").trim();
            }
            TgsiLowering.lower(r.module(), r.info(), entry, TgsiLowering.Options.defaults());
            return null;
        } catch (TgsiLoweringException e) {
            return "TGSI lowering: " + e.getMessage();
        } catch (RuntimeException e) {
            return "threw " + e;
        }
    }

    @Test
    void everyLibretroProgramCompilesWithAndWithoutParameterUniforms() throws IOException {
        Path root = SharedShelf.require("corpus/cg-libretro-dev");
        List<Path> files;
        try (Stream<Path> s = Files.walk(root)) {
            files = s.filter(p -> p.toString().endsWith(".cg")).sorted().toList();
        }
        List<String> failures = new ArrayList<>();
        int total = 0;
        for (Path f : files) {
            String text = read(f);
            for (boolean parameters : new boolean[] {false, true}) {
                Cg.Options o = Cg.Options.defaults().withDefines(parameters ? Map.of("PARAMETER_UNIFORM", "1") : Map.of());
                for (String entry : Cg.entryPoints(f.toString(), text, o)) {
                    if (entry.equals("main")) {
                        continue;
                    }
                    total++;
                    String why = compile(f, text, o, entry);
                    if (why != null) {
                        failures.add(root.relativize(f) + " " + entry + (parameters ? " (PARAMETER_UNIFORM)" : "") + ": " + why);
                    }
                }
            }
        }
        System.out.println("cg-libretro-dev: " + (total - failures.size()) + "/" + total + " programs compile to TGSI");
        failures.forEach(x -> System.out.println("  FAIL " + x));
        assertEquals(List.of(), failures);
    }

    @Test
    void everyToolkitProgramCompilesOrIsRefusedAsGeometryOrTessellation() throws IOException {
        Path root = SharedShelf.require("corpus/cg-toolkit-examples");
        List<String> rows = Files.readAllLines(root.resolve("MANIFEST.tsv"));
        List<String> failures = new ArrayList<>();
        int compiled = 0;
        int refused = 0;
        int total = 0;
        for (String row : rows.subList(1, rows.size())) {
            String[] c = row.split("\t", -1);
            Path f = root.resolve(c[0]);
            String text = read(f);
            Profile.Stage stage = switch (c[2]) {
                case "vertex" -> Profile.Stage.VERTEX;
                case "fragment" -> Profile.Stage.FRAGMENT;
                case "geometry" -> Profile.Stage.GEOMETRY;
                default -> null;
            };
            Cg.Options o = Cg.Options.defaults().withStage(stage);
            List<String> entries = entries(f, text, c[1]);
            for (String entry : entries) {
                total++;
                Cg.Result r = Cg.compile(f.toString(), text, o.withEntry(entry));
                boolean refusal = !r.errors().isEmpty() && r.errors().stream().allMatch(e -> e instanceof CgSemanticError.UnsupportedStage);
                boolean expectRefusal = stage == Profile.Stage.GEOMETRY || c[2].equals("Cg") && r.stage() != null
                        && !r.stage().isSupported();
                if (refusal) {
                    if (expectRefusal || stage == null) {
                        refused++;
                    } else {
                        failures.add(c[0] + " " + entry + ": refused as " + r.stage().text() + " but listed as " + c[2]);
                    }
                    continue;
                }
                if (stage == Profile.Stage.GEOMETRY) {
                    failures.add(c[0] + " " + entry + ": a geometry program without the refusal: " + r.errorKinds());
                    continue;
                }
                String why = compile(f, text, o, entry);
                if (why == null) {
                    compiled++;
                } else {
                    failures.add(c[0] + " " + entry + " (" + c[2] + "): " + why);
                }
            }
        }
        System.out.println("cg-toolkit-examples: " + compiled + " programs compile to TGSI, " + refused
                + " geometry/tessellation programs refused, of " + total);
        failures.forEach(x -> System.out.println("  FAIL " + x));
        assertEquals(List.of(), failures);
    }

    /// The entry points of a manifest row: the named one when the file defines it, else (an
    /// empty or `?` entry, or a name the file lacks) every function no other function calls.
    private static List<String> entries(Path f, String text, String named) {
        Cg.Result probe = Cg.compile(f.toString(), text, Cg.Options.defaults().withEntry("\u0000"));
        if (probe.unit() == null) {
            return List.of(named.isEmpty() || named.equals("?") ? "main" : named);
        }
        List<String> uncalled = Cg.uncalledFunctions(probe.unit());
        boolean defined = probe.unit().decls().stream().anyMatch(d -> d instanceof dev.tungsten.cg.Ast.FunctionDecl fd
                && fd.name().equals(named) && fd.body() != null);
        return defined ? List.of(named) : uncalled;
    }
}
