package dev.tungsten.tests.cg;

import java.util.List;
import java.util.Map;

import dev.tungsten.tests.cg.CgTutorialScenes.Scene;
import dev.tungsten.tests.golden.GoldenFolder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/// The Cg Tutorial scenes through OpenGL (Mesa's llvmpipe here and in CI), compared with the
/// software driver's golden images ([GoldenFolder#checkOther]): by default 99.9 % of the
/// pixels within 1/255 and 99.9 % within 32/255, the bar of the TGSI scenes' driver comparison,
/// which leaves room for the few pixels where OpenGL's rasterization rules differ from the soft
/// driver's (the wire sphere and cone of `08_vertex_transform`, the points of
/// `15_particle_system`) and for 1/255 of rounding; [#ALLOWANCES] lowers the first share where
/// filtering differs, with the reason. Without OpenGL each scene skips with a notice, or fails
/// under `TUNGSTEN_CI=1`.
class CgTutorialGlGoldenTest {
    static final GoldenFolder.Bar DEFAULT = new GoldenFolder.Bar(0.999, 0.999, null);

    /// Linearly filtered normal maps and normalization cube maps: llvmpipe quantises bilinear
    /// weights to 8 bits where the soft sampler uses float weights, `expand` doubles the
    /// difference, and the specular programs raise it to the 8th power, so bevels and highlights
    /// differ by a few 1/255 (at most 8 observed), never by 32.
    private static final String FILTERED_NORMALS = "bilinear weights of the normal map and normalization cube maps "
            + "(8-bit in llvmpipe, float in the soft driver), doubled by expand()";

    static final Map<String, GoldenFolder.Bar> ALLOWANCES = Map.of(
            "21_bump_map_wall", new GoldenFolder.Bar(0.99, 0.999, FILTERED_NORMALS),
            "23_bump_map_floor", new GoldenFolder.Bar(0.99, 0.999, FILTERED_NORMALS),
            "22_specular_bump_map", new GoldenFolder.Bar(0.94, 0.999, FILTERED_NORMALS + " and raised to the 8th power"),
            "24_bump_map_torus", new GoldenFolder.Bar(0.94, 0.999, FILTERED_NORMALS + " and raised to the 8th power"));

    static List<Scene> scenes() {
        return CgTutorialScenes.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scenes")
    void scene(Scene scene) {
        GoldenFolder.CG_TUTORIAL.checkOther("gl", scene.name(), CgTutorialGoldenTest.render("gl", scene),
                ALLOWANCES.getOrDefault(scene.name(), DEFAULT));
    }
}
