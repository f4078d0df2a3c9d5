package dev.tungsten.tests.wgsl;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

import dev.tungsten.ir.EntryPoint;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TgsiLoweringException;
import dev.tungsten.tests.SharedShelf;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.wgsl.Wgsl;

/// Everything the WGSL front end emits for one of the three WGSL dev corpora: the TGSI of every
/// entry point of every file that [WgslCorpusTest] counts as passing, as the corpus measure
/// lowers it ([WgslPipeline]), for the tests of the drivers' translators.
public final class WgslShaders {
    private WgslShaders() {}

    /// The three corpora by name, each with its root and its files.
    public enum Corpus {
        NAGA("corpus/wgsl-naga/naga/tests/in", WgslCorpus::naga),
        WEBGPU_SAMPLES("corpus/wgsl-webgpu-samples", WgslCorpus::webgpuSamples),
        WGPU_EXAMPLES("corpus/wgsl-wgpu-examples", WgslCorpus::wgpuExamples);

        private final String root;
        private final Supplier<List<Path>> files;

        Corpus(String root, Supplier<List<Path>> files) {
            this.root = root;
            this.files = files;
        }

        /// The shelf folder, as the corpus measure names it (`wgsl-naga`, ...).
        public String label() {
            return root.substring("corpus/".length()).replaceFirst("/.*", "");
        }
    }

    /// `file.wgsl:entry` -> its TGSI, for every entry point of every file that compiles and
    /// lowers; files the front end rejects (the corpus measure's listed failures) are left out.
    public static Map<String, TgsiShader> lowered(Corpus corpus) {
        return lowered(corpus, true);
    }

    /// As [#lowered(Corpus)], with the TGSI optimizer on or off.
    public static Map<String, TgsiShader> lowered(Corpus corpus, boolean optimize) {
        Path root = SharedShelf.require(corpus.root);
        Map<String, TgsiShader> out = new TreeMap<>();
        for (Path p : corpus.files.get()) {
            String name = WgslCorpus.relative(root, p);
            Wgsl.Result r = Wgsl.compile(p.getFileName().toString(), WgslCorpus.read(p));
            if (!r.ok()) {
                continue;
            }
            TgsiLowering.Options options = WgslPipeline.withPipelineDefaults(r.module(), WgslPipeline.options(p))
                    .withOptimize(optimize);
            for (EntryPoint ep : r.module().entryPoints()) {
                try {
                    out.put(name + ":" + ep.name(), TgsiLowering.lower(r.module(), r.info(), ep.name(), options).shader());
                } catch (TgsiLoweringException e) {
                    // the corpus measure lists these files as failures with their reasons
                }
            }
        }
        return out;
    }
}
