package dev.tungsten.gl.glsl;

import java.util.List;
import java.util.Set;

import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.TextureTarget;

/// A translated shader: the GLSL text and the interface the GL driver binds to it.
///
/// @param stage          the shader stage
/// @param source         the complete GLSL text, starting with its `#version` line
/// @param bindings       every resource the shader reads, with the unit the translator chose
/// @param inputs         the varyings it reads (fragment and geometry shaders)
/// @param outputs        the varyings it writes (vertex and geometry shaders)
/// @param features       the GLSL features beyond 3.30 that it uses
/// @param clipDistances  how many `gl_ClipDistance` entries it writes (the driver enables that many)
/// @param computeBlock   the compute block size baked into the shader, or null
public record GlslShader(
        Processor stage,
        String source,
        List<Binding> bindings,
        List<Varying> inputs,
        List<Varying> outputs,
        Set<GlslFeature> features,
        int clipDistances,
        int[] computeBlock) {

    public GlslShader {
        bindings = List.copyOf(bindings);
        inputs = List.copyOf(inputs);
        outputs = List.copyOf(outputs);
        features = Set.copyOf(features);
        computeBlock = computeBlock == null ? null : computeBlock.clone();
    }

    @Override
    public int[] computeBlock() {
        return computeBlock == null ? null : computeBlock.clone();
    }

    /// What a [Binding] names.
    public enum BindingKind {
        /// A `uniform` block holding TGSI constant buffer `index` (`CONST[index][...]`).
        UNIFORM_BLOCK,
        /// A combined sampler: sampler view `index` sampled with sampler state `sampler`.
        SAMPLER,
        /// An image uniform for TGSI `IMAGE[index]`.
        IMAGE,
        /// A `buffer` block for TGSI `BUFFER[index]`.
        STORAGE_BUFFER,
        /// The `uniform vec4 tgsi_ucp[]` array of user clip planes.
        CLIP_PLANES
    }

    /// One resource: the GLSL name, the binding unit (written as `layout(binding = unit)` in GLSL
    /// 4.50, to be set through the API in 3.30), and the TGSI register it stands for.
    /// @param sampler the sampler-state index of a SAMPLER binding (else -1)
    /// @param target  the texture target of a SAMPLER or IMAGE binding (else null)
    /// @param size    the bytes a UNIFORM_BLOCK declares (its buffer range must cover them), else 0
    public record Binding(BindingKind kind, String name, int unit, int index, int sampler, TextureTarget target, int size) {
        /// A binding without a declared size.
        public Binding(BindingKind kind, String name, int unit, int index, int sampler, TextureTarget target) {
            this(kind, name, unit, index, sampler, target, 0);
        }
    }

    /// One varying: its GLSL name (derived from the semantic, so stages match by name), the TGSI
    /// semantic, and the interpolation qualifiers written on it (may be empty).
    public record Varying(String name, SemanticName semantic, int semanticIndex, String qualifiers) {}
}
