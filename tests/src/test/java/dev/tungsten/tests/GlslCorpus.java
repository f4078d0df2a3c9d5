package dev.tungsten.tests;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import dev.tungsten.fixtures.OracleText;
import dev.tungsten.fixtures.SyntheticCase;
import dev.tungsten.gl.EglContext;
import dev.tungsten.gl.GlException;
import dev.tungsten.gl.GlProgram;
import dev.tungsten.gl.glsl.GlslOptions;
import dev.tungsten.gl.glsl.GlslShader;
import dev.tungsten.gl.glsl.GlslTranslator;
import dev.tungsten.gl.glsl.GlslUnsupportedException;
import dev.tungsten.gl.glsl.GlslangValidator;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TokenReader;

/// The shaders of `../shared/oracle/tokens`: Mesa's own token streams for every corpus shader
/// Mesa's assembler accepts (`tgsi-mesa`, `tgsi-virgl-inline`), and the synthetic snippets (one
/// per opcode, modifier and declaration form). Translates them, has glslang judge the GLSL and
/// OpenGL compile it, and tallies the outcome.
final class GlslCorpus {
    /// Outcome of one run.
    record Tally(int shaders, int translated, int unsupported, int malformed, int glslangJudged, int glslangAccepted,
                 int compiled, List<String> failures, Map<String, Integer> refusals) {}

    private GlslCorpus() {}

    /// Corpus shaders by relative name (`tgsi-mesa/...tokens`).
    static Map<String, TgsiShader> corpus(Path tokens) {
        Map<String, TgsiShader> out = new TreeMap<>();
        try (Stream<Path> files = Files.walk(tokens)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".tokens")).toList()) {
                out.put(tokens.relativize(p).toString(), TokenReader.read(OracleText.readTokens(p)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /// The TGSI text files of `../shared/corpus/tgsi-*` (those whose first word names a processor,
    /// as the oracle counts them) that our assembler accepts, by relative name; `rejected` gets
    /// the others' names.
    static Map<String, TgsiShader> text(Path corpus, List<String> rejected) {
        Map<String, TgsiShader> out = new TreeMap<>();
        java.util.Set<String> processors = java.util.Set.of("VERT", "FRAG", "GEOM", "COMP", "TESS_CTRL", "TESS_EVAL");
        try (Stream<Path> dirs = Files.list(corpus)) {
            for (Path dir : dirs.filter(d -> d.getFileName().toString().startsWith("tgsi-")).sorted().toList()) {
                try (Stream<Path> files = Files.walk(dir)) {
                    for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                        String content = Files.readString(f, java.nio.charset.StandardCharsets.ISO_8859_1);
                        String[] firstWord = content.strip().split("\\s+", 2);
                        if (!processors.contains(firstWord[0])) {
                            continue;
                        }
                        String name = corpus.relativize(f).toString();
                        try {
                            out.put(name, dev.tungsten.tgsi.TgsiText.parse(content, name));
                        } catch (TgsiException e) {
                            rejected.add(name);
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /// Synthetic snippets Mesa accepted, by id and name.
    static Map<String, TgsiShader> synthetic(Path tokens) {
        Map<String, TgsiShader> out = new TreeMap<>();
        try {
            for (SyntheticCase row : SyntheticCase.read(tokens.resolve("synthetic/synthetic.tsv"))) {
                if (row.accepted() && row.tokens().length > 0) {
                    out.put(row.id() + " " + row.name(), TokenReader.read(row.tokens()));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /// Translates each shader with `options`, validates with glslang where it can judge, and
    /// compiles on `gl`.
    static Tally run(Map<String, TgsiShader> shaders, GlslOptions options, EglContext gl, boolean glslang) {
        List<GlslShader> judged = new ArrayList<>();
        List<String> judgedNames = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        Map<String, Integer> refusals = new TreeMap<>();
        int translated = 0;
        int unsupported = 0;
        int malformed = 0;
        int compiled = 0;
        for (Map.Entry<String, TgsiShader> e : shaders.entrySet()) {
            GlslShader g;
            try {
                g = GlslTranslator.translate(e.getValue(), options);
            } catch (GlslUnsupportedException x) {
                unsupported++;
                refusals.merge(String.valueOf(x.opcode()), 1, Integer::sum);
                continue;
            } catch (TgsiException x) {
                malformed++;
                continue;
            }
            translated++;
            if (glslang && GlslangValidator.judges(g)) {
                judged.add(g);
                judgedNames.add(e.getKey());
            }
            try {
                org.lwjgl.opengl.GL20C.glDeleteShader(GlProgram.compile(g));
                compiled++;
            } catch (GlException x) {
                failures.add(e.getKey() + ": " + x.getMessage());
            }
        }
        int accepted = 0;
        if (!judged.isEmpty()) {
            List<GlslangValidator.Result> results = GlslangValidator.validateAll(judged);
            for (int i = 0; i < results.size(); i++) {
                if (results.get(i).accepted()) {
                    accepted++;
                } else {
                    failures.add(judgedNames.get(i) + ": glslang: " + results.get(i).log());
                }
            }
        }
        return new Tally(shaders.size(), translated, unsupported, malformed, judged.size(), accepted, compiled, failures, refusals);
    }
}
