package dev.tungsten.cli.scene;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/// Scene shader pairs compiled from WGSL: entry points found by stage, uniforms by reflected
/// name (with the renderer's standard names refused), vertex inputs matched to the mesh (or to
/// the constant ones), and errors located at the scene value.
class CompiledShadersTest {
    @TempDir
    Path dir;

    private static final String PAIR = """
            struct Params { modelViewProj: mat4x4<f32>, tint: vec4<f32>, gain: f32 }
            @group(0) @binding(0) var<uniform> params: Params;
            @vertex fn vs(@location(0) p: vec3<f32>, @location(2) uv: vec2<f32>) -> @builtin(position) vec4<f32> {
                return params.modelViewProj * vec4<f32>(p + vec3<f32>(uv, 0.0), 1.0);
            }
            @fragment fn fs() -> @location(0) vec4<f32> { return params.tint * params.gain; }
            """;

    private Scene read(String json) {
        return SceneReader.parse(json, "s.json", dir);
    }

    private String error(String json) {
        return assertThrows(SceneException.class, () -> read(json)).getMessage();
    }

    private void write(String name, String text) throws IOException {
        Files.writeString(dir.resolve(name), text);
    }

    private static String scene(String shaders, String object) {
        return "{\"shaders\": {\"p\": " + shaders + "}, \"objects\": [{\"mesh\": \"cube\", \"shader\": \"p\"" + object + "}]}";
    }

    @Test
    void aWgslPairHasItsReflectedUniformsAndInputs() throws IOException {
        write("pair.wgsl", PAIR);
        Scene s = read(scene("{\"vertex\": \"pair.wgsl\", \"fragment\": {\"file\": \"pair.wgsl\", \"entry\": \"fs\"},"
                + " \"uniforms\": {\"gain\": 2}}", ", \"uniforms\": {\"tint\": [1, 0, 0, 1]}"));
        Scene.Shaders sh = s.objects().getFirst().shaders();
        assertEquals(List.of("tint", "gain"), sh.uniformNames(), "modelViewProj is the renderer's");
        assertArrayEquals(new float[] {2}, sh.uniformDefaults().get(1));
        assertArrayEquals(new float[] {1, 0, 0, 1}, s.objects().getFirst().uniforms().get(0));
        assertArrayEquals(new int[] {0, -1, 2}, sh.compiled().vertexAttributes(), "IN[0] position, IN[2] texture coordinate");
        assertArrayEquals(new int[] {96}, sh.compiled().fragmentBuffers());
    }

    @Test
    void inputsTheMeshesLackReadOnes() throws IOException {
        write("color.wgsl", "@vertex fn vs(@location(1) n: vec3<f32>, @location(3) c: vec4<f32>) -> @builtin(position) vec4<f32> {"
                + " return c + vec4<f32>(n, 0.0); }\n@fragment fn fs() -> @location(0) vec4<f32> { return vec4<f32>(1.0); }\n");
        Scene s = read(scene("{\"vertex\": \"color.wgsl\", \"fragment\": \"color.wgsl\"}", ""));
        assertArrayEquals(new int[] {-1, 1, -1, Scene.CompiledInterface.CONSTANT_ONE},
                s.objects().getFirst().shaders().compiled().vertexAttributes());
    }

    @Test
    void errorsPointAtTheSceneValue() throws IOException {
        write("pair.wgsl", PAIR);
        write("two.wgsl", PAIR + "@fragment fn fs2() -> @location(0) vec4<f32> { return vec4<f32>(1.0); }\n");
        assertTrue(error(scene("{\"vertex\": \"pair.wgsl\", \"fragment\": \"pair.wgsl\"}", ", \"uniforms\": {\"glow\": 1}"))
                .endsWith("shaders \"p\" have no uniform \"glow\" (they have: tint, gain)"));
        assertTrue(error(scene("{\"vertex\": \"pair.wgsl\", \"fragment\": \"pair.wgsl\"}",
                ", \"uniforms\": {\"modelViewProj\": [1]}")).endsWith("uniform \"modelViewProj\" is set by the renderer"
                + " (from the camera, the light and the object)"));
        assertTrue(error(scene("{\"vertex\": \"pair.wgsl\", \"fragment\": \"pair.wgsl\"}", ", \"uniforms\": {\"tint\": [1, 0, 0]}"))
                .endsWith("expected 4 numbers for \"tint\", found 3 items"));
        assertTrue(error(scene("{\"vertex\": \"pair.wgsl\", \"fragment\": \"two.wgsl\"}", ""))
                .endsWith("two.wgsl has 2 fragment entry points (fs, fs2); name one with \"entry\""));
        assertTrue(error(scene("{\"vertex\": \"pair.wgsl\", \"fragment\": {\"file\": \"pair.wgsl\", \"entry\": \"vs\"}}", ""))
                .endsWith("entry point `vs` of pair.wgsl is a vertex shader; expected a fragment shader"));
        assertTrue(error(scene("{\"vertex\": \"pair.wgsl\", \"fragment\": {\"file\": \"pair.wgsl\", \"profile\": \"fp40\"}}", ""))
                .endsWith("\"profile\" and \"defines\" are for Cg shaders"));
        assertTrue(error(scene("{\"vertex\": \"builtin:lit\", \"fragment\": \"pair.wgsl\"}", ""))
                .endsWith("both shaders of a pair come from WGSL or Cg source, or neither does"));
        assertTrue(error(scene("{\"vertex\": \"crt.cg\", \"fragment\": \"crt.cg\"}", ""))
                .endsWith("a Cg vertex shader needs an \"entry\" ({\"file\": \"crt.cg\", \"entry\": \"NAME\"})"));
        assertTrue(error(scene("{\"vertex\": \"pair.wgsl\", \"fragment\": {\"file\": \"pair.wgsl\", \"entri\": \"fs\"}}", ""))
                .contains("unknown member \"entri\" in the fragment shader"));
    }

    @Test
    void compileErrorsAndUnfitUniformsAreSceneErrors() throws IOException {
        write("bad.wgsl", "@fragment fn fs() -> @location(0) vec4<f32> { return 1; }\n");
        write("pair.wgsl", PAIR);
        String e = error(scene("{\"vertex\": \"pair.wgsl\", \"fragment\": \"bad.wgsl\"}", ""));
        assertTrue(e.startsWith("s.json:1:") && e.contains("cannot compile bad.wgsl: " + dir.resolve("bad.wgsl") + ":1:"), e);
        write("mat3.wgsl", "@group(0) @binding(0) var<uniform> modelViewProj: mat3x3<f32>;\n"
                + "@vertex fn vs(@location(0) p: vec3<f32>) -> @builtin(position) vec4<f32> { return vec4<f32>(modelViewProj * p, 1.0); }\n");
        assertTrue(error(scene("{\"vertex\": \"mat3.wgsl\", \"fragment\": \"pair.wgsl\"}", ""))
                .endsWith("uniform \"modelViewProj\" is a mat3x3<f32>; the renderer sets it to a 4x4 matrix"));
    }
}
