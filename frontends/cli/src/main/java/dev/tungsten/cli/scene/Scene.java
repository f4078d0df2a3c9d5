package dev.tungsten.cli.scene;

import dev.tungsten.cli.source.Reflection;
import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.CompareFunc;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.tgsi.TgsiShader;

import java.util.List;
import java.util.Map;

/// A scene read by [SceneReader]: what to draw and how, with every file already loaded, so
/// rendering cannot fail on input (only on the driver).
///
/// Shaders see these constants in `CONST[0][...]`:
///
/// | register | value |
/// |---|---|
/// | 0..3 | model-view-projection matrix rows |
/// | 4..7 | model matrix rows |
/// | 8..10 | normal matrix rows (inverse transpose of the model matrix) |
/// | 11 | camera position (world), w = 1 |
/// | 12 | direction towards the light (world, normalised), w = 0 |
/// | 13 | light colour |
/// | 14 | ambient colour |
/// | 15 | x: object index, y: object count, z: aspect ratio, w: 0 |
/// | 16.. | the shader's uniforms, in declaration order |
///
/// Vertex shader inputs: `IN[0]` position (w = 1), `IN[1]` normal, `IN[2]` texture coordinate.
/// Texture `i` of an object is bound as sampler view and sampler `i`.
public record Scene(String source, int width, int height, float[] background, Camera camera, Light light,
                    List<SceneObject> objects) {
    /// Registers before the first uniform.
    public static final int UNIFORM_BASE = 16;

    public record Camera(float[] position, float[] target, float[] up, float fovY, float near, float far) {
    }

    /// @param direction towards the light
    public record Light(float[] direction, float[] color, float[] ambient) {
    }

    /// A texture ready to upload.
    public record Texture(String name, Images.Rgba image, boolean mipmaps, boolean srgb) {
    }

    /// A vertex and fragment shader pair and its uniforms with their default values. TGSI pairs
    /// (`compiled` is `null`) read the constants above, their uniforms a vec4 each from register
    /// 16; pairs compiled from WGSL or Cg read what their reflection says ([CompiledInterface]).
    public record Shaders(String name, TgsiShader vertex, TgsiShader fragment, List<String> uniformNames,
                          List<float[]> uniformDefaults, CompiledInterface compiled) {
        public Shaders(String name, TgsiShader vertex, TgsiShader fragment, List<String> uniformNames,
                       List<float[]> uniformDefaults) {
            this(name, vertex, fragment, uniformNames, uniformDefaults, null);
        }
    }

    /// Where a pair compiled from WGSL or Cg reads its values: each stage's uniforms (by
    /// reflected name; the [CompiledInterface#STANDARD] names get the renderer's values, the
    /// others the object's) and the sizes in bytes of its constant buffers by slot, and for each
    /// vertex input register `IN[i]` the mesh attribute it reads (0 position, 1 normal, 2 texture
    /// coordinate, [#CONSTANT_ONE], or -1 for a register the shader does not declare).
    public record CompiledInterface(List<Reflection.Uniform> vertexUniforms, int[] vertexBuffers,
                                    List<Reflection.Uniform> fragmentUniforms, int[] fragmentBuffers,
                                    int[] vertexAttributes) {
        /// The attribute of an input the meshes do not have: (1, 1, 1, 1) for every vertex.
        public static final int CONSTANT_ONE = 3;

        /// The uniforms the renderer sets, with their shapes (rows, columns; a vector may have
        /// 1 to 4 columns and gets the first ones of the 4 listed in [Scene]).
        public static final Map<String, int[]> STANDARD = Map.of(
                "modelViewProj", new int[] {4, 4}, "model", new int[] {4, 4}, "normalMatrix", new int[] {3, 3},
                "cameraPosition", new int[] {1, 4}, "lightDirection", new int[] {1, 4}, "lightColor", new int[] {1, 4},
                "ambient", new int[] {1, 4}, "objectInfo", new int[] {1, 4});
    }

    /// A texture with the sampler it is read through.
    public record TextureBinding(Texture texture, SamplerState sampler) {
    }

    /// @param depth       the depth test, or null for none
    /// @param blend       colour blending (opaque when disabled)
    /// @param cull        `RasterizerState.FACE_*`
    public record RenderState(CompareFunc depth, boolean depthWrite, BlendState.RenderTarget blend, int cull,
                              boolean wireframe) {
    }

    /// @param uniforms one vec4 per uniform of the shaders, in their order
    public record SceneObject(String name, Mesh mesh, Shaders shaders, float[] model, List<TextureBinding> textures,
                              List<float[]> uniforms, RenderState state) {
    }
}
