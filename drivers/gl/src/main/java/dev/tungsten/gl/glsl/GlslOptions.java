package dev.tungsten.gl.glsl;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/// What the translator needs to know beyond the TGSI tokens: the GLSL dialect and extensions of
/// the target, and the pipe state that GLSL bakes into a shader (the types of vertex attributes
/// and colour outputs, flat shading, the window-coordinate convention, the compute block size).
/// The GL driver keeps one translation per distinct options value.
///
/// @param version           the GLSL dialect
/// @param extensions        extensions the target offers (for example from `GL_EXTENSIONS`)
/// @param vertexInputs      the type of each vertex attribute (index = `IN[i]`); missing ones are float
/// @param colorOutputs      the type of each colour output (index = `COLOR[i]`); missing ones are float
/// @param colorBuffers      colour buffers bound, for `FS_COLOR0_WRITES_ALL_CBUFS`
/// @param flatshade         whether COLOR-interpolated inputs are flat (the rasterizer's `flatshade`)
/// @param flipY             whether the last vertex stage negates `gl_Position.y` (a pipe viewport
///                          with a negative y scale, which `glViewport` cannot express)
/// @param halfZ             whether clip-space z runs over [0, w] (`clip_halfz`) and must be mapped to [-w, w]
/// @param userClipPlanes    how many user clip planes apply to a CLIPVERTEX/POSITION output (uniform `tgsi_ucp`)
/// @param computeBlock      the compute block size when the shader does not fix it, or null
/// @param sharedMemoryBytes size of the compute shader's shared memory (`MEMORY` with type SHARED)
/// @param inputPrefix       the name prefix of the varyings a fragment or geometry shader reads
///                          (`v_` after a vertex shader, `g_` after a geometry shader)
/// @param varyingQualifiers for a stage that writes varyings: the interpolation qualifiers the next
///                          stage declares for each varying name (GLSL 3.30 requires them to match)
/// @param exactFloat        whether float arithmetic is marked `precise` (no fused multiply-add), so
///                          results match the interpreter bit for bit (GLSL 4.00 and later)
/// @param bindingBase       added to every binding the shader declares (uniform blocks, buffers,
///                          images, sampler units), so that stages linked together do not share
///                          units: the GL driver gives each stage its own range
/// @param twoSided          fragment COLOR inputs read BCOLOR on back faces (`lightTwoSide`)
/// @param alphaFunc         the alpha test of the fragment shader's COLOR0 (`CompareFunc` order:
///                          0 NEVER .. 7 ALWAYS), or -1 for none; core GL has no alpha test
/// @param alphaRef          the alpha test's reference value
/// @param dualSourceBlend   the blend state reads the second source (`SRC1_*` factors): COLOR[1]
///                          is then declared `layout(location = 0, index = 1)`, as GL's
///                          dual-source blending needs, instead of colour buffer 1
public record GlslOptions(
        GlslVersion version,
        Set<String> extensions,
        List<ValueKind> vertexInputs,
        List<ValueKind> colorOutputs,
        int colorBuffers,
        boolean flatshade,
        boolean flipY,
        boolean halfZ,
        int userClipPlanes,
        int[] computeBlock,
        int sharedMemoryBytes,
        String inputPrefix,
        Map<String, String> varyingQualifiers,
        boolean exactFloat,
        int bindingBase,
        boolean twoSided,
        int alphaFunc,
        float alphaRef,
        boolean dualSourceBlend) {

    public GlslOptions {
        extensions = Set.copyOf(extensions);
        vertexInputs = List.copyOf(vertexInputs);
        colorOutputs = List.copyOf(colorOutputs);
        varyingQualifiers = Map.copyOf(varyingQualifiers);
        computeBlock = computeBlock == null ? null : computeBlock.clone();
    }

    /// Defaults for `version` with no extensions: float attributes and outputs, one colour
    /// buffer, smooth colours, no flips, 32 KiB of shared memory, exact float arithmetic.
    public static GlslOptions of(GlslVersion version) {
        return new GlslOptions(version, Set.of(), List.of(), List.of(), 1, false, false, false, 0, null,
                32768, "v_", Map.of(), true, 0, false, -1, 0f, false);
    }

    /// Defaults for `version` with every extension [GlslFeature] knows: for translating without a
    /// context (validation with glslangValidator, the CLI).
    public static GlslOptions permissive(GlslVersion version) {
        Set<String> all = new TreeSet<>();
        for (GlslFeature f : GlslFeature.values()) {
            if (f.extension() != null) {
                all.add(f.extension());
            }
        }
        return of(version).withExtensions(all);
    }

    @Override
    public int[] computeBlock() {
        return computeBlock == null ? null : computeBlock.clone();
    }

    public GlslOptions withExtensions(Set<String> exts) {
        return new GlslOptions(version, exts, vertexInputs, colorOutputs, colorBuffers, flatshade, flipY, halfZ,
                userClipPlanes, computeBlock, sharedMemoryBytes, inputPrefix, varyingQualifiers, exactFloat, bindingBase, twoSided, alphaFunc, alphaRef, dualSourceBlend);
    }

    public GlslOptions withVertexInputs(List<ValueKind> kinds) {
        return new GlslOptions(version, extensions, kinds, colorOutputs, colorBuffers, flatshade, flipY, halfZ,
                userClipPlanes, computeBlock, sharedMemoryBytes, inputPrefix, varyingQualifiers, exactFloat, bindingBase, twoSided, alphaFunc, alphaRef, dualSourceBlend);
    }

    public GlslOptions withColorOutputs(List<ValueKind> kinds, int buffers) {
        return new GlslOptions(version, extensions, vertexInputs, kinds, buffers, flatshade, flipY, halfZ,
                userClipPlanes, computeBlock, sharedMemoryBytes, inputPrefix, varyingQualifiers, exactFloat, bindingBase, twoSided, alphaFunc, alphaRef, dualSourceBlend);
    }

    public GlslOptions withRasterization(boolean flat, boolean flip, boolean zeroToOne, int clipPlanes) {
        return new GlslOptions(version, extensions, vertexInputs, colorOutputs, colorBuffers, flat, flip, zeroToOne,
                clipPlanes, computeBlock, sharedMemoryBytes, inputPrefix, varyingQualifiers, exactFloat, bindingBase, twoSided, alphaFunc, alphaRef, dualSourceBlend);
    }

    public GlslOptions withCompute(int[] block, int sharedBytes) {
        return new GlslOptions(version, extensions, vertexInputs, colorOutputs, colorBuffers, flatshade, flipY, halfZ,
                userClipPlanes, block, sharedBytes, inputPrefix, varyingQualifiers, exactFloat, bindingBase, twoSided, alphaFunc, alphaRef, dualSourceBlend);
    }

    public GlslOptions withVaryings(String prefix, Map<String, String> qualifiers) {
        return new GlslOptions(version, extensions, vertexInputs, colorOutputs, colorBuffers, flatshade, flipY, halfZ,
                userClipPlanes, computeBlock, sharedMemoryBytes, prefix, qualifiers, exactFloat, bindingBase, twoSided, alphaFunc, alphaRef, dualSourceBlend);
    }

    public GlslOptions withExactFloat(boolean exact) {
        return new GlslOptions(version, extensions, vertexInputs, colorOutputs, colorBuffers, flatshade, flipY, halfZ,
                userClipPlanes, computeBlock, sharedMemoryBytes, inputPrefix, varyingQualifiers, exact, bindingBase, twoSided, alphaFunc, alphaRef, dualSourceBlend);
    }

    public GlslOptions withBindingBase(int base) {
        return new GlslOptions(version, extensions, vertexInputs, colorOutputs, colorBuffers, flatshade, flipY, halfZ,
                userClipPlanes, computeBlock, sharedMemoryBytes, inputPrefix, varyingQualifiers, exactFloat, base, twoSided, alphaFunc, alphaRef, dualSourceBlend);
    }

    /// Two-sided colours and the alpha test, which GLSL bakes into the fragment shader.
    public GlslOptions withFragmentTests(boolean twoSidedColor, int alphaTestFunc, float alphaTestRef) {
        return new GlslOptions(version, extensions, vertexInputs, colorOutputs, colorBuffers, flatshade, flipY, halfZ,
                userClipPlanes, computeBlock, sharedMemoryBytes, inputPrefix, varyingQualifiers, exactFloat, bindingBase,
                twoSidedColor, alphaTestFunc, alphaTestRef, dualSourceBlend);
    }

    /// Whether COLOR[1] is the second source of dual-source blending.
    public GlslOptions withDualSourceBlend(boolean dual) {
        return new GlslOptions(version, extensions, vertexInputs, colorOutputs, colorBuffers, flatshade, flipY, halfZ,
                userClipPlanes, computeBlock, sharedMemoryBytes, inputPrefix, varyingQualifiers, exactFloat, bindingBase,
                twoSided, alphaFunc, alphaRef, dual);
    }

    /// The type of vertex attribute `index`.
    public ValueKind vertexInput(int index) {
        return index < vertexInputs.size() ? vertexInputs.get(index) : ValueKind.FLOAT;
    }

    /// The type of colour output `index`.
    public ValueKind colorOutput(int index) {
        return index < colorOutputs.size() ? colorOutputs.get(index) : ValueKind.FLOAT;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GlslOptions g && version == g.version && extensions.equals(g.extensions)
                && vertexInputs.equals(g.vertexInputs) && colorOutputs.equals(g.colorOutputs)
                && colorBuffers == g.colorBuffers && flatshade == g.flatshade && flipY == g.flipY && halfZ == g.halfZ
                && userClipPlanes == g.userClipPlanes && java.util.Arrays.equals(computeBlock, g.computeBlock)
                && sharedMemoryBytes == g.sharedMemoryBytes && inputPrefix.equals(g.inputPrefix)
                && varyingQualifiers.equals(g.varyingQualifiers) && exactFloat == g.exactFloat && bindingBase == g.bindingBase
                && twoSided == g.twoSided && alphaFunc == g.alphaFunc && Float.compare(alphaRef, g.alphaRef) == 0
                && dualSourceBlend == g.dualSourceBlend;
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(version, extensions, vertexInputs, colorOutputs, colorBuffers, flatshade, flipY,
                halfZ, userClipPlanes, java.util.Arrays.hashCode(computeBlock), sharedMemoryBytes, inputPrefix,
                varyingQualifiers, exactFloat, bindingBase, twoSided, alphaFunc, alphaRef, dualSourceBlend);
    }

    @Override
    public String toString() {
        return "GlslOptions[" + version + ", " + extensions.size() + " extensions, flat=" + flatshade + ", flipY=" + flipY
                + ", halfZ=" + halfZ + ", ucp=" + userClipPlanes + ", exact=" + exactFloat + "]";
    }
}
