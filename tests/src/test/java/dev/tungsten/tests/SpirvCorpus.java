package dev.tungsten.tests;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import dev.tungsten.gl.glsl.GlslOptions;
import dev.tungsten.gl.glsl.GlslTranslator;
import dev.tungsten.gl.glsl.GlslVersion;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.vk.PipelineProbe;
import dev.tungsten.vk.SpirvTools;
import dev.tungsten.vk.VkException;
import dev.tungsten.vk.spirv.SpirvModule;
import dev.tungsten.vk.spirv.SpirvOptions;
import dev.tungsten.vk.spirv.SpirvTarget;
import dev.tungsten.vk.spirv.SpirvTranslator;
import dev.tungsten.vk.spirv.SpirvUnsupportedException;

/// Runs a set of TGSI shaders through the SPIR-V translator for both targets, the SPIRV-Tools
/// validator (in process) and a real pipeline on the Vulkan device ([PipelineProbe], validation
/// layer on), beside the GLSL translator, whose acceptance is the bar: every shader the GLSL
/// translator accepts must come out of all three, unless a test names it as refused with a reason.
final class SpirvCorpus {
    /// What happened to one shader.
    enum Status {
        /// translated, valid for both targets, built into a pipeline with the layer silent
        PASSED,
        /// refused with a [SpirvUnsupportedException]: Vulkan cannot express it
        REFUSED,
        /// refused with a [TgsiException]: malformed TGSI
        MALFORMED,
        /// translated, but the validator, the layer or the device objected, or the translator
        /// threw something other than a typed exception
        FAILED
    }

    /// One shader's outcome; `glslAccepts` says whether the GLSL translator takes it.
    record Outcome(String name, boolean glslAccepts, Status status, String detail) {
        @Override
        public String toString() {
            return name + ": " + status + (detail.isEmpty() ? "" : " (" + detail + ")");
        }
    }

    /// The outcomes of one corpus, by shader name.
    record Tally(String label, List<Outcome> outcomes) {
        long count(Status s) {
            return outcomes.stream().filter(o -> o.status() == s).count();
        }

        long glslAccepted() {
            return outcomes.stream().filter(Outcome::glslAccepts).count();
        }

        /// Shaders the GLSL translator accepts that did not pass here.
        List<Outcome> behindGlsl() {
            return outcomes.stream().filter(o -> o.glslAccepts() && o.status() != Status.PASSED).toList();
        }

        List<Outcome> with(Status s) {
            return outcomes.stream().filter(o -> o.status() == s).toList();
        }

        /// `label: N/M pass (M = the shaders the GLSL translator accepts), ...` and every shader
        /// that did not pass, with its reason.
        String report() {
            StringBuilder sb = new StringBuilder(String.format("%s: %d/%d of the shaders the GLSL translator accepts pass "
                            + "(%d shaders: %d passed, %d refused, %d malformed, %d failed)", label,
                    outcomes.stream().filter(o -> o.glslAccepts() && o.status() == Status.PASSED).count(), glslAccepted(),
                    outcomes.size(), count(Status.PASSED), count(Status.REFUSED), count(Status.MALFORMED), count(Status.FAILED)));
            for (Outcome o : outcomes) {
                if (o.status() != Status.PASSED) {
                    sb.append("\n  ").append(o.glslAccepts() ? "" : "[GLSL refuses too] ").append(o);
                }
            }
            return sb.toString();
        }
    }

    private static final GlslOptions GLSL = GlslOptions.permissive(GlslVersion.V450);
    private static final SpirvOptions VULKAN_1_3 = SpirvOptions.defaults();
    private static final SpirvOptions VULKAN_1_1 = SpirvOptions.defaults().withTarget(SpirvTarget.VULKAN_1_1);

    private SpirvCorpus() {}

    static Tally run(String label, Map<String, TgsiShader> shaders, PipelineProbe probe) {
        List<Outcome> out = new ArrayList<>();
        for (Map.Entry<String, TgsiShader> e : shaders.entrySet()) {
            out.add(one(e.getKey(), e.getValue(), probe));
        }
        return new Tally(label, out);
    }

    /// Whether the GLSL translator (GLSL 4.50, every extension it knows) accepts `shader`.
    static boolean glslAccepts(TgsiShader shader) {
        try {
            GlslTranslator.translate(shader, GLSL);
            return true;
        } catch (TgsiException e) { // GlslUnsupportedException is one
            return false;
        }
    }

    static Outcome one(String name, TgsiShader shader, PipelineProbe probe) {
        boolean glsl = glslAccepts(shader);
        SpirvModule module;
        try {
            module = SpirvTranslator.translate(shader, VULKAN_1_3);
        } catch (SpirvUnsupportedException e) {
            return new Outcome(name, glsl, Status.REFUSED, e.opcode() + ": " + e.getMessage());
        } catch (TgsiException e) {
            return new Outcome(name, glsl, Status.MALFORMED, e.getMessage());
        } catch (RuntimeException e) {
            return new Outcome(name, glsl, Status.FAILED, "the translator threw " + e);
        }
        try {
            if (SpirvTools.validate(module.words(), SpirvTools.TargetEnv.VULKAN_1_3) instanceof SpirvTools.Invalid i) {
                return new Outcome(name, glsl, Status.FAILED, "vulkan1.3: " + i.message());
            }
            SpirvModule older = SpirvTranslator.translate(shader, VULKAN_1_1);
            if (SpirvTools.validate(older.words(), SpirvTools.TargetEnv.VULKAN_1_1) instanceof SpirvTools.Invalid i) {
                return new Outcome(name, glsl, Status.FAILED, "vulkan1.1: " + i.message());
            }
            probe.probe(module);
        } catch (VkException e) {
            return new Outcome(name, glsl, Status.FAILED, "pipeline: " + e.getMessage());
        } catch (RuntimeException e) {
            return new Outcome(name, glsl, Status.FAILED, "the vulkan1.1 translation threw " + e);
        }
        return new Outcome(name, glsl, Status.PASSED, "");
    }

    /// Names of the shaders the GLSL translator accepts that did not pass, with their details.
    static Map<String, String> behindGlsl(Tally t) {
        Map<String, String> out = new TreeMap<>();
        for (Outcome o : t.behindGlsl()) {
            out.put(o.name(), o.status() + ": " + o.detail());
        }
        return out;
    }
}
