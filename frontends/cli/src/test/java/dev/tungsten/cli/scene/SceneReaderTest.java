package dev.tungsten.cli.scene;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/// Scenes read strictly: defaults, built-in shaders and meshes, and errors at the value.
class SceneReaderTest {
    private static Scene read(String json) {
        return SceneReader.parse(json, "s.json", Path.of("."));
    }

    private static String error(String json) {
        return assertThrows(SceneException.class, () -> read(json)).getMessage();
    }

    @Test
    void readsAMinimalSceneWithDefaults() {
        Scene s = read("{\"objects\": [{\"mesh\": \"cube\"}]}");
        assertEquals(640, s.width());
        assertEquals(1, s.objects().size());
        assertEquals("builtin:lit", s.objects().get(0).shaders().name());
        assertEquals(2, s.objects().get(0).uniforms().size());
    }

    @Test
    void theDemoSceneReads() throws Exception {
        String demo = new String(SceneReaderTest.class.getResourceAsStream("/dev/tungsten/cli/scene/demo.json").readAllBytes());
        Scene s = read(demo);
        assertEquals(5, s.objects().size());
        assertEquals(800, s.width());
    }

    /// The error for `json`, and the column of the first occurrence of `at` in it.
    private static void assertError(String json, String at, String message) {
        assertEquals("s.json:1:" + (json.indexOf(at) + 1) + ": " + message, error(json));
    }

    @Test
    void errorsPointAtTheValue() {
        assertError("{\"objects\": [{\"mesh\": \"cub\"}]}", "\"cub\"",
                "unknown mesh \"cub\" (a name from \"meshes\", or cube, sphere, torus, plane)");
        assertError("{\"objects\": [{\"mesh\": \"cube\", \"colr\": 1}]}", "\"colr\"",
                "unknown member \"colr\" in object 0 (known: blend, cull, depth, depthWrite, mesh, name, "
                + "shader, textures, transform, uniforms, wireframe)");
        assertError("{\"size\": [0, 10], \"objects\": []}", "[0", "the size must be whole numbers in 1..8192");
        assertError("{\"objects\": [{\"mesh\": \"cube\", \"uniforms\": {\"shine\": [1]}}]}", "[1]",
                "shaders \"builtin:lit\" have no uniform \"shine\" (they have: color, specular)");
        assertError("{\"objects\": [{\"mesh\": \"cube\", \"textures\": [\"wood\"]}]}", "\"wood\"",
                "unknown texture \"wood\" (defined: )");
        assertError("{\"objects\": [{\"mesh\": \"cube\", \"depth\": \"closer\"}]}", "\"closer\"",
                "unknown depth \"closer\" (expected one of always, equal, gequal, greater, lequal, less, never, none, notequal)");
    }
}
