package dev.tungsten.tests;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.tungsten.tests.wgsl.WgslShaders;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.vk.PipelineProbe;
import dev.tungsten.vk.SpirvTools;
import dev.tungsten.vk.SpirvValCli;
import dev.tungsten.vk.VkTestSupport;
import dev.tungsten.vk.VulkanDevice;
import dev.tungsten.vk.spirv.SpirvModule;
import dev.tungsten.vk.spirv.SpirvOptions;
import dev.tungsten.vk.spirv.SpirvTarget;
import dev.tungsten.vk.spirv.SpirvTranslator;

import static org.junit.jupiter.api.Assertions.*;

/// Every TGSI shader the GLSL translator accepts, translated to SPIR-V: valid for Vulkan 1.3 and
/// for the Vulkan 1.1 target (SPIRV-Tools in process), and built into a real pipeline on the
/// Vulkan device with the validation layer silent ([PipelineProbe]). The corpora are those of
/// [GlslCorpusTest] (Mesa's 104 token shaders, the text shaders our assembler accepts, the
/// synthetic snippets) and everything the WGSL front end emits for the three WGSL dev corpora.
/// Each test prints N/M (M: the shaders the GLSL translator accepts) and every shader that did
/// not pass with its reason; a shader the GLSL translator accepts may fail to pass only when it
/// is listed below, in [#REFUSED] with the reason Vulkan refuses it or in [#KNOWN_BUGS] as an
/// open bug with the message it fails with. Both lists are exact: an entry that passes fails the
/// test until it is taken off.
class SpirvCorpusTest {
    /// Shaders the GLSL translator accepts and the SPIR-V translator refuses on purpose, with
    /// the words the refusal must contain.
    static final Map<String, String> REFUSED = Map.of(
            // FBFETCH reads the framebuffer: Vulkan needs an input attachment, which dynamic
            // rendering (the Vulkan driver's only way of rendering) does not offer.
            "tgsi-mesa/inline-extracted/src/gallium/auxiliary/util/u_tests.c.L681.tgsi.tokens", "framebuffer fetch",
            "tgsi-mesa/inline-extracted/src/gallium/auxiliary/util/u_tests.c.L681.tgsi", "framebuffer fetch",
            // A sampler view chosen by a register (WGSL binding arrays): the translator binds one
            // descriptor per view and declares no descriptor arrays.
            "benches/benches/computepass-bindless.wgsl:cs_main", "an indirectly chosen sampler view",
            "benches/benches/renderpass-bindless.wgsl:fs_main", "an indirectly chosen sampler view",
            "examples/src/texture_arrays/indexing.wgsl:uniform_main", "an indirectly chosen sampler view",
            "examples/src/texture_arrays/non_uniform_indexing.wgsl:non_uniform_main", "an indirectly chosen sampler view",
            // 47 outputs whose default Locations are their register indices: beyond the 32
            // Locations between stages of maxVertexOutputComponents 128 (a linked pipeline maps
            // the varyings the next stage reads onto low Locations instead).
            "syn-306 ALL_SEMANTICS_OUT", "Locations Vulkan devices offer");

    /// KNOWN BUGS, each failing for the reason given (a validation-layer message). They are listed
    /// so that the rest of each corpus is held to the bar while they are open; the test fails
    /// when one of them starts to pass, so that it is taken off this list.
    static final Map<String, String> KNOWN_BUGS = Map.of();

    private static VulkanDevice device;
    private static PipelineProbe probe;

    @BeforeAll
    static void open() {
        device = VkTestSupport.device();
        probe = new PipelineProbe(device);
    }

    @AfterAll
    static void close() {
        if (device != null) {
            device.close(); // throws on leaked objects and on validation messages outside calls
        }
    }

    private static SpirvCorpus.Tally check(String label, Map<String, TgsiShader> shaders) {
        long start = System.nanoTime();
        SpirvCorpus.Tally t = SpirvCorpus.run(label, shaders, probe);
        System.out.println(t.report());
        System.out.printf("%s: %d shaders in %.1f s%n", label, shaders.size(), (System.nanoTime() - start) / 1e9);
        Map<String, String> failed = new TreeMap<>();
        t.with(SpirvCorpus.Status.FAILED).forEach(o -> failed.put(o.name(), o.detail()));
        Map<String, String> knownHere = new TreeMap<>();
        KNOWN_BUGS.forEach((name, why) -> {
            if (shaders.containsKey(name)) {
                knownHere.put(name, why);
            }
        });
        assertEquals(knownHere.keySet(), failed.keySet(), "what translated must validate and build; a known bug that "
                + "passes now comes off KNOWN_BUGS:\n" + String.join("\n", failed.entrySet().stream()
                .map(e -> e.getKey() + ": " + e.getValue()).toList()));
        knownHere.forEach((name, why) -> assertTrue(failed.get(name).contains(why), name + ": " + failed.get(name)));
        Map<String, String> behind = SpirvCorpus.behindGlsl(t);
        behind.keySet().removeAll(knownHere.keySet());
        Map<String, String> expected = new TreeMap<>();
        REFUSED.forEach((name, why) -> {
            if (shaders.containsKey(name)) {
                expected.put(name, why);
            }
        });
        assertEquals(expected.keySet(), behind.keySet(), "shaders the GLSL translator accepts and this one "
                + "refuses (a listed refusal that passes now comes off REFUSED):\n"
                + String.join("\n", behind.entrySet().stream().map(e -> e.getKey() + ": " + e.getValue()).toList()));
        expected.forEach((name, why) -> assertTrue(behind.get(name).contains(why), name + ": " + behind.get(name)));
        return t;
    }

    @Test
    void mesaTokenShaders() {
        Map<String, TgsiShader> corpus = GlslCorpus.corpus(SharedShelf.require("oracle/tokens"));
        assertEquals(104, corpus.size(), "Mesa accepted 104 corpus files (oracle README)");
        check("tokens", corpus);
    }

    @Test
    void textShadersOurAssemblerAccepts() {
        List<String> rejected = new ArrayList<>();
        Map<String, TgsiShader> shaders = GlslCorpus.text(SharedShelf.require("corpus"), rejected);
        assertTrue(shaders.size() >= 104, "our assembler accepts at least what Mesa's does: " + shaders.size());
        check("text", shaders);
    }

    @Test
    void syntheticSnippets() {
        check("synthetic", GlslCorpus.synthetic(SharedShelf.require("oracle/tokens")));
    }

    @Test
    void wgslNaga() {
        check("wgsl-naga", WgslShaders.lowered(WgslShaders.Corpus.NAGA));
    }

    @Test
    void wgslWebgpuSamples() {
        check("wgsl-webgpu-samples", WgslShaders.lowered(WgslShaders.Corpus.WEBGPU_SAMPLES));
    }

    @Test
    void wgslWgpuExamples() {
        check("wgsl-wgpu-examples", WgslShaders.lowered(WgslShaders.Corpus.WGPU_EXAMPLES));
    }

    /// Debian's `spirv-val` as a second opinion on the in-process validator: every eighth shader
    /// of the token corpus and of the naga corpus, for both targets, must be valid to both.
    @Test
    void spirvValAgreesOnASample() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(SpirvValCli.present(), "spirv-val is not installed");
        Map<String, TgsiShader> sample = new TreeMap<>();
        int i = 0;
        for (Map.Entry<String, TgsiShader> e : GlslCorpus.corpus(SharedShelf.require("oracle/tokens")).entrySet()) {
            if (i++ % 8 == 0) {
                sample.put(e.getKey(), e.getValue());
            }
        }
        for (Map.Entry<String, TgsiShader> e : WgslShaders.lowered(WgslShaders.Corpus.NAGA).entrySet()) {
            if (i++ % 8 == 0) {
                sample.put(e.getKey(), e.getValue());
            }
        }
        int checked = 0;
        for (Map.Entry<String, TgsiShader> e : sample.entrySet()) {
            for (SpirvTarget target : SpirvTarget.values()) {
                SpirvModule m;
                try {
                    m = SpirvTranslator.translate(e.getValue(), SpirvOptions.defaults().withTarget(target));
                } catch (dev.tungsten.tgsi.TgsiException x) {
                    continue; // refusals are the corpus tests' business
                }
                SpirvTools.TargetEnv env = target == SpirvTarget.VULKAN_1_3 ? SpirvTools.TargetEnv.VULKAN_1_3 : SpirvTools.TargetEnv.VULKAN_1_1;
                SpirvValCli.Verdict cli = SpirvValCli.validate(m.words(), env);
                SpirvTools.Validation inProcess = SpirvTools.validate(m.words(), env);
                assertEquals(inProcess.valid(), cli.valid(), e.getKey() + " " + target.text() + ": " + cli.output() + " / " + inProcess);
                assertTrue(cli.valid(), e.getKey() + " " + target.text() + ": " + cli.output());
                checked++;
            }
        }
        System.out.println("spirv-val agrees with SPIRV-Tools in process on " + checked + " modules");
        assertTrue(checked >= 40, "sample too small: " + checked);
    }
}
