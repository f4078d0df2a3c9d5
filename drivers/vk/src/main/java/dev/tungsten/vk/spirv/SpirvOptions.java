package dev.tungsten.vk.spirv;

import java.util.List;
import java.util.Map;
import java.util.Objects;

import dev.tungsten.tgsi.SemanticName;

/// What the translator needs to know beyond the TGSI tokens: the Vulkan target and the pipe
/// state a SPIR-V module bakes in (attribute and colour output types, flat shading, the depth
/// convention, user clip planes, varying locations agreed between linked stages). The Vulkan
/// driver keeps one module per distinct options value.
///
/// @param target         the Vulkan environment and SPIR-V version
/// @param vertexInputs   the type of each vertex attribute (index = `IN[i]`); missing ones are float
/// @param colorOutputs   the type of each colour output (index = `COLOR[i]`); missing ones are float
/// @param varyings       the `Location` of each varying a vertex stage writes or a fragment stage
///                       reads, by semantic; a varying not listed gets its register index, so a
///                       fragment shader translated alone reads `IN[i]` at location *i*
/// @param flatshade      whether COLOR-interpolated inputs are flat (the rasterizer's `flatshade`)
/// @param halfZ          whether clip-space z already runs over [0, w] (`clip_halfz`); otherwise the
///                       last vertex stage maps OpenGL's [-w, w] onto Vulkan's range
/// @param userClipPlanes how many user clip planes apply to a CLIPVERTEX/POSITION output (at most
///                       [#MAX_CLIP_PLANES]); their equations are vec4 push constants from byte
///                       [#PLANES_OFFSET]
/// @param colorBuffers   colour buffers bound, for `FS_COLOR0_WRITES_ALL_CBUFS`
/// @param computeBlock   the compute block size when the shader does not fix it, or null
/// @param sharedMemoryBytes size of the compute shader's shared memory (`MEMORY` with type SHARED)
/// @param descriptorSet  the descriptor set of every resource of the module
/// @param bindingBase    added to every binding number, so that linked stages can share one set
/// @param pointSize      for a vertex or geometry stage without a PSIZE output: the point size it
///                       writes (the rasterizer's `pointSize`; Vulkan rasterizes points only with a
///                       written size), or 0 for none
/// @param alphaFunc      the alpha test of the fragment shader's COLOR0, which Vulkan lacks
///                       (`CompareFunc` order: 0 NEVER .. 7 ALWAYS), or -1 for none
/// @param alphaRef       the alpha test's reference value
/// @param twoSided       fragment COLOR inputs read BCOLOR on back faces (`lightTwoSide`), where
///                       [#varyings] gives BCOLOR a Location (the vertex stage writes it)
/// @param spriteCoords   bit *i* set: a fragment shader's GENERIC[i] or TEXCOORD[i] input is the
///                       point coordinate instead (point sprites; the rasterizer's
///                       `spriteCoordEnable`, given only for draws of points)
/// @param spriteLowerLeft whether the point coordinate's (0, 0) is the lower-left corner (PCOORD
///                       inputs and sprites); Vulkan's is the upper-left
/// @param preserveFloatSpecials whether the module asks the device to keep signed zeros, infinities
///                       and NaNs of 32-bit floats (`SignedZeroInfNanPreserve`), which the guard
///                       column's results assume; only where the device offers it
/// @param dualSourceBlend whether the blend state reads the second source (`SRC1_*` factors):
///                       COLOR[1] is then `Location 0, Index 1`, the second input of render
///                       target 0's blend, instead of render target 1
/// @param clipDistanceEnable bit *i* set: CLIPDIST component *i* (`CLIPDIST[i / 4]`, channel
///                       *i* % 4) clips (the rasterizer's `clipPlaneEnable`, given to the last
///                       vertex-pipeline stage); a written distance whose bit is clear holds a
///                       constant 1 (Vulkan has no per-distance enable), and `ClipDistance` ends at
///                       the highest enabled one. All bits by default: every written distance clips
public record SpirvOptions(
        SpirvTarget target,
        List<ScalarKind> vertexInputs,
        List<ScalarKind> colorOutputs,
        Map<Varying, Integer> varyings,
        boolean flatshade,
        boolean halfZ,
        int userClipPlanes,
        int colorBuffers,
        int[] computeBlock,
        int sharedMemoryBytes,
        int descriptorSet,
        int bindingBase,
        float pointSize,
        int alphaFunc,
        float alphaRef,
        boolean twoSided,
        int spriteCoords,
        boolean spriteLowerLeft,
        boolean preserveFloatSpecials,
        boolean dualSourceBlend,
        int clipDistanceEnable) {

    /// Push-constant byte offset of the framebuffer height (a float) that a fragment shader with
    /// a lower-left FS_COORD_ORIGIN reads.
    public static final int HEIGHT_OFFSET = 0;
    /// Push-constant byte offset of user clip plane 0; plane *i* is the vec4 at 16 * *i* past it.
    public static final int PLANES_OFFSET = 16;
    /// User clip planes that fit the 128 push-constant bytes every Vulkan device has.
    public static final int MAX_CLIP_PLANES = 7;
    /// [#clipDistanceEnable] with every written distance clipping.
    public static final int ALL_CLIP_DISTANCES = -1;

    /// A varying by semantic: `GENERIC[3]` is `new Varying(GENERIC, 3)`.
    public record Varying(SemanticName name, int index) {}

    public SpirvOptions {
        Objects.requireNonNull(target);
        vertexInputs = List.copyOf(vertexInputs);
        colorOutputs = List.copyOf(colorOutputs);
        varyings = Map.copyOf(varyings);
        computeBlock = computeBlock == null ? null : computeBlock.clone();
    }

    /// Vulkan 1.3, float interfaces, the OpenGL depth convention, no emulated state.
    public static SpirvOptions defaults() {
        return builder().build();
    }

    /// A builder starting from [#defaults].
    public static Builder builder() {
        return new Builder();
    }

    /// A builder starting from these options.
    public Builder toBuilder() {
        Builder b = new Builder();
        b.target = target;
        b.vertexInputs = vertexInputs;
        b.colorOutputs = colorOutputs;
        b.varyings = varyings;
        b.flatshade = flatshade;
        b.halfZ = halfZ;
        b.userClipPlanes = userClipPlanes;
        b.colorBuffers = colorBuffers;
        b.computeBlock = computeBlock;
        b.sharedMemoryBytes = sharedMemoryBytes;
        b.descriptorSet = descriptorSet;
        b.bindingBase = bindingBase;
        b.pointSize = pointSize;
        b.alphaFunc = alphaFunc;
        b.alphaRef = alphaRef;
        b.twoSided = twoSided;
        b.spriteCoords = spriteCoords;
        b.spriteLowerLeft = spriteLowerLeft;
        b.preserveFloatSpecials = preserveFloatSpecials;
        b.dualSourceBlend = dualSourceBlend;
        b.clipDistanceEnable = clipDistanceEnable;
        return b;
    }

    public SpirvOptions withTarget(SpirvTarget t) {
        return toBuilder().target(t).build();
    }

    public SpirvOptions withColorOutputs(List<ScalarKind> kinds) {
        return toBuilder().colorOutputs(kinds).build();
    }

    public SpirvOptions withPointSize(float size) {
        return toBuilder().pointSize(size).build();
    }

    /// These options with the alpha test `func` (`CompareFunc` order, -1 for none) against `ref`.
    public SpirvOptions withAlphaTest(int func, float ref) {
        return toBuilder().alphaTest(func, ref).build();
    }

    /// These options with `lightTwoSide` on or off.
    public SpirvOptions withTwoSided(boolean on) {
        return toBuilder().twoSided(on).build();
    }

    /// These options with point sprites: `mask` of replaced GENERIC/TEXCOORD inputs, and the origin.
    public SpirvOptions withSprites(int mask, boolean lowerLeft) {
        return toBuilder().sprites(mask, lowerLeft).build();
    }

    /// These options asking, or not, for IEEE signed zeros, infinities and NaNs of 32-bit floats.
    public SpirvOptions withPreservedFloatSpecials(boolean on) {
        return toBuilder().preserveFloatSpecials(on).build();
    }

    /// These options with COLOR[1] as the second source of dual-source blending, or not.
    public SpirvOptions withDualSourceBlend(boolean on) {
        return toBuilder().dualSourceBlend(on).build();
    }

    /// These options with `mask` (bit *i*: CLIPDIST component *i*) the clip distances that clip.
    public SpirvOptions withClipDistanceEnable(int mask) {
        return toBuilder().clipDistanceEnable(mask).build();
    }

    public SpirvOptions withVaryings(Map<Varying, Integer> locations) {
        return toBuilder().varyings(locations).build();
    }

    /// Options built field by field (each field as the record documents it).
    public static final class Builder {
        private SpirvTarget target = SpirvTarget.VULKAN_1_3;
        private List<ScalarKind> vertexInputs = List.of();
        private List<ScalarKind> colorOutputs = List.of();
        private Map<Varying, Integer> varyings = Map.of();
        private boolean flatshade;
        private boolean halfZ;
        private int userClipPlanes;
        private int colorBuffers = 1;
        private int[] computeBlock;
        private int sharedMemoryBytes = 16384;
        private int descriptorSet;
        private int bindingBase;
        private float pointSize;
        private int alphaFunc = -1;
        private float alphaRef;
        private boolean twoSided;
        private int spriteCoords;
        private boolean spriteLowerLeft;
        private boolean preserveFloatSpecials;
        private boolean dualSourceBlend;
        private int clipDistanceEnable = ALL_CLIP_DISTANCES;

        private Builder() {}

        public Builder target(SpirvTarget v) { target = v; return this; }
        public Builder vertexInputs(List<ScalarKind> v) { vertexInputs = v; return this; }
        public Builder colorOutputs(List<ScalarKind> v) { colorOutputs = v; return this; }
        public Builder varyings(Map<Varying, Integer> v) { varyings = v; return this; }
        public Builder flatshade(boolean v) { flatshade = v; return this; }
        public Builder halfZ(boolean v) { halfZ = v; return this; }
        public Builder userClipPlanes(int v) { userClipPlanes = v; return this; }
        public Builder colorBuffers(int v) { colorBuffers = v; return this; }
        public Builder computeBlock(int[] v) { computeBlock = v; return this; }
        public Builder sharedMemoryBytes(int v) { sharedMemoryBytes = v; return this; }
        public Builder descriptorSet(int v) { descriptorSet = v; return this; }
        public Builder bindingBase(int v) { bindingBase = v; return this; }
        public Builder pointSize(float v) { pointSize = v; return this; }
        public Builder alphaTest(int func, float ref) { alphaFunc = func; alphaRef = ref; return this; }
        public Builder twoSided(boolean v) { twoSided = v; return this; }
        public Builder sprites(int mask, boolean lowerLeft) { spriteCoords = mask; spriteLowerLeft = lowerLeft; return this; }
        public Builder preserveFloatSpecials(boolean v) { preserveFloatSpecials = v; return this; }
        public Builder dualSourceBlend(boolean v) { dualSourceBlend = v; return this; }
        public Builder clipDistanceEnable(int v) { clipDistanceEnable = v; return this; }

        public SpirvOptions build() {
            return new SpirvOptions(target, vertexInputs, colorOutputs, varyings, flatshade, halfZ, userClipPlanes, colorBuffers,
                    computeBlock, sharedMemoryBytes, descriptorSet, bindingBase, pointSize, alphaFunc, alphaRef, twoSided,
                    spriteCoords, spriteLowerLeft, preserveFloatSpecials, dualSourceBlend, clipDistanceEnable);
        }
    }

    ScalarKind vertexInput(int i) {
        return i < vertexInputs.size() ? vertexInputs.get(i) : ScalarKind.FLOAT;
    }

    ScalarKind colorOutput(int i) {
        return i < colorOutputs.size() ? colorOutputs.get(i) : ScalarKind.FLOAT;
    }

    int varyingLocation(SemanticName name, int index, int register) {
        return varyings.getOrDefault(new Varying(name, index), register);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SpirvOptions s && target == s.target && vertexInputs.equals(s.vertexInputs)
                && colorOutputs.equals(s.colorOutputs) && varyings.equals(s.varyings) && flatshade == s.flatshade
                && halfZ == s.halfZ && userClipPlanes == s.userClipPlanes && colorBuffers == s.colorBuffers
                && java.util.Arrays.equals(computeBlock, s.computeBlock) && sharedMemoryBytes == s.sharedMemoryBytes && descriptorSet == s.descriptorSet
                && bindingBase == s.bindingBase && Float.compare(pointSize, s.pointSize) == 0 && alphaFunc == s.alphaFunc
                && Float.compare(alphaRef, s.alphaRef) == 0 && twoSided == s.twoSided
                && spriteCoords == s.spriteCoords && spriteLowerLeft == s.spriteLowerLeft
                && preserveFloatSpecials == s.preserveFloatSpecials && dualSourceBlend == s.dualSourceBlend
                && clipDistanceEnable == s.clipDistanceEnable;
    }

    @Override
    public int hashCode() {
        return Objects.hash(target, vertexInputs, colorOutputs, varyings, flatshade, halfZ, userClipPlanes, colorBuffers,
                java.util.Arrays.hashCode(computeBlock), sharedMemoryBytes, descriptorSet, bindingBase, pointSize, alphaFunc, alphaRef, twoSided, spriteCoords, spriteLowerLeft, preserveFloatSpecials, dualSourceBlend,
                clipDistanceEnable);
    }
}
