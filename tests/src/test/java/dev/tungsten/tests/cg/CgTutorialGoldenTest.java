package dev.tungsten.tests.cg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import dev.tungsten.cli.scene.Images;
import dev.tungsten.tests.SharedShelf;
import dev.tungsten.tests.cg.CgTutorialScenes.Scene;
import dev.tungsten.tests.golden.GoldenFolder;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/// The Cg Tutorial's programs rendered by the software driver (the JIT backend) and compared
/// with their golden images in `tests/golden/cg/` ([CgTutorialScenes] lists the scenes and
/// what each image shows). Tolerance 2 of 255 per channel, no outliers, as for the TGSI golden
/// scenes whose lighting uses POW: the JIT's transcendentals are Java's, which may differ by an
/// ulp between JVMs and so move an 8-bit rounding by one. Without `../shared` the scenes skip
/// with a notice.
class CgTutorialGoldenTest {
    static final int TOLERANCE = 2, OUTLIERS = 0;
    /// The scenes that draw in one flat colour on purpose.
    private static final Set<String> FLAT = Set.of("02_vertex_and_fragment_program", "03_uniform_parameter");

    static List<Scene> scenes() {
        return CgTutorialScenes.all();
    }

    /// Renders `scene` on `driver`; checks that it drew exactly the programs it lists and that
    /// the image is not the bare background.
    static Images.Rgba render(String driver, Scene scene) {
        SharedShelf.require(CgTutorialRig.CORPUS);
        String waits = scene.waitsFor().get();
        if (waits != null) {
            String notice = "NOTICE: " + scene.name() + " waits for a front-end fix: " + waits;
            System.out.println(notice);
            Assumptions.abort(notice);
        }
        try (CgTutorialRig rig = new CgTutorialRig(driver, CgTutorialScenes.WIDTH, CgTutorialScenes.HEIGHT,
                CgTutorialScenes.BACKGROUND)) {
            scene.render().accept(rig);
            assertEquals(new TreeSet<>(scene.programs()), new TreeSet<>(rig.programsDrawn), scene.name() + ": programs drawn");
            Images.Rgba image = rig.read();
            assertCovers(scene.name(), image, 0.02);
            return image;
        }
    }

    /// At least `share` of the pixels differ from the background: a black, empty or missing
    /// draw fails here with its own message before any golden comparison.
    static void assertCovers(String name, Images.Rgba image, double share) {
        byte[] p = image.pixels();
        int[] background = new int[3];
        for (int c = 0; c < 3; c++) {
            background[c] = Math.round(CgTutorialScenes.BACKGROUND[c] * 255);
        }
        int drawn = 0;
        Set<Integer> colours = new HashSet<>();
        for (int i = 0; i < p.length; i += 4) {
            int r = p[i] & 0xFF, g = p[i + 1] & 0xFF, b = p[i + 2] & 0xFF;
            if (Math.abs(r - background[0]) > 2 || Math.abs(g - background[1]) > 2 || Math.abs(b - background[2]) > 2) {
                drawn++;
                colours.add(r << 16 | g << 8 | b);
            }
        }
        assertTrue(drawn >= share * p.length / 4, name + ": only " + drawn + " pixels differ from the background");
        assertTrue(colours.size() > 1 || FLAT.contains(name), name + ": the drawing has one colour " + colours);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scenes")
    void scene(Scene scene) {
        GoldenFolder.CG_TUTORIAL.checkSoft(scene.name(), render("soft", scene), TOLERANCE, OUTLIERS);
    }

    /// The acceptance count: at least 20 of the tutorial's programs (a vertex and fragment pair
    /// counts as two; our own fragment stages and scenes waiting for a fix do not count) have a
    /// golden scene.
    @Test
    void atLeastTwentyTutorialProgramsHaveGoldenScenes() {
        Set<String> tutorial = new LinkedHashSet<>();
        for (Scene s : scenes()) {
            if (s.waitsFor().get() == null) {
                s.programs().stream().filter(p -> !CgTutorialRig.isOurs(p)).forEach(tutorial::add);
            }
        }
        System.out.println("Cg Tutorial programs with golden scenes: " + tutorial.size() + " " + tutorial);
        assertTrue(tutorial.size() >= 20, tutorial.toString());
        for (Scene s : scenes()) {
            assertTrue(Files.exists(GoldenFolder.CG_TUTORIAL.golden(s.name())), "no golden image for " + s.name());
        }
    }
}
