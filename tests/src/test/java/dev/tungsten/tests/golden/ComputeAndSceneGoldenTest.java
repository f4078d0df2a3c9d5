package dev.tungsten.tests.golden;

import dev.tungsten.cli.scene.Images;
import dev.tungsten.cli.scene.Scene;
import dev.tungsten.cli.scene.SceneReader;
import dev.tungsten.cli.scene.SceneRenderer;
import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.GridInfo;
import dev.tungsten.pipe.ImageView;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.Screen;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.Processor;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

/// A compute shader filling an image (SIN, COS, division, integer system values, image stores
/// with format conversion), and the built-in demo scene through the scene renderer (every stage
/// of the driver at once). Tolerance 1 of 255 for compute (transcendentals are Java's, exact to
/// within the 8-bit quantisation); 2 for the scene, whose lighting uses POW.
class ComputeAndSceneGoldenTest {
    /// The driver under test; the `Gl*` subclasses render the same scenes with OpenGL and compare
    /// them with these (the software driver's) golden images.
    String driver() {
        return "soft";
    }

    @Test
    void computeWritesAnImage() {
        try (GoldenRig rig = new GoldenRig(driver(), 8, 8, null)) {
            Resource img = rig.screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, 64, 48, 1,
                    Bind.SHADER_IMAGE | Bind.SAMPLER_VIEW));
            rig.ctx.bindShaderState(Processor.COMP, rig.ctx.createShaderState(ShaderState.of(GoldenRig.shader("pattern.comp"))));
            rig.ctx.setShaderImages(Processor.COMP, 0, List.of(ImageView.of(img, 0)));
            rig.ctx.launchGrid(new GridInfo(8, 8, 1, 8, 6, 1));
            GoldenImage.check(driver(), "compute_pattern", rig.read(img), 1, 0);
        }
    }

    /// A scene file with an OBJ mesh, a PNG texture, a TGSI fragment shader file, a procedural
    /// texture, nearest and mipmapped sampling, no culling and a wireframe object.
    @Test
    void sceneFileWithObjPngAndShaderFile() {
        Scene scene = SceneReader.read(GoldenImage.root().resolve("tests/cases/scenes/objects.json"));
        try (Screen screen = GoldenRig.open(driver())) {
            GoldenImage.check(driver(), "scene_objects", SceneRenderer.render(scene, screen, 160, 120, null), 2, 0);
        }
    }

    @Test
    void demoScene() throws Exception {
        String text = new String(ComputeAndSceneGoldenTest.class.getResourceAsStream("/dev/tungsten/cli/scene/demo.json")
                .readAllBytes());
        Scene scene = SceneReader.parse(text, "demo.json", Path.of("."));
        try (Screen screen = GoldenRig.open(driver())) {
            Images.Rgba img = SceneRenderer.render(scene, screen, 200, 150, null);
            GoldenImage.check(driver(), "demo_scene", img, 2, 0);
        }
    }
}
