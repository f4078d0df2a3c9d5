package dev.tungsten.tests.cg;

import static dev.tungsten.tests.cg.CgTutorialRig.ours;
import static dev.tungsten.tests.cg.CgTutorialRig.tutorial;
import static dev.tungsten.tests.cg.CgTutorialScenes.BRASS;
import static dev.tungsten.tests.cg.CgTutorialScenes.FRAGMENT;
import static dev.tungsten.tests.cg.CgTutorialScenes.RED_PLASTIC;
import static dev.tungsten.tests.cg.CgTutorialScenes.VERTEX;
import static dev.tungsten.tests.cg.CgTutorialScenes.inObject;
import static dev.tungsten.tests.cg.CgTutorialScenes.v;
import static dev.tungsten.tests.cg.TutorialMatrix.multiply;

import java.util.List;
import java.util.function.BiConsumer;

import dev.tungsten.cli.scene.Mat4;
import dev.tungsten.tests.cg.CgTutorialRig.Draw;
import dev.tungsten.tests.cg.CgTutorialRig.Program;
import dev.tungsten.tests.cg.CgTutorialScenes.Camera;
import dev.tungsten.tests.cg.CgTutorialScenes.Material;
import dev.tungsten.tests.cg.CgTutorialScenes.Scene;
import dev.tungsten.tests.cg.TutorialMeshes.Mesh;

/// The scenes of the tutorial's chapters 2 to 6 (example folders `02_...` to `16_...`): the
/// first programs, uniform and varying parameters, texturing, vertex twisting, the vertex
/// transform, per-vertex and per-fragment lighting with one and two lights, attenuation, a
/// spotlight, the bulge, a particle system and key-frame interpolation.
final class TutorialScenesToChapter6 {
    private TutorialScenesToChapter6() {}

    static List<Scene> scenes() {
        return List.of(
            new Scene("02_vertex_and_fragment_program", "a green triangle on the blue background",
                    List.of("C2E1v_green.cg C2E1v_green", "C2E2f_passthru.cg C2E2f_passthru"),
                    rig -> rig.draw(new Draw(tutorial("02_vertex_and_fragment_program/C2E1v_green.cg", "C2E1v_green", VERTEX),
                            tutorial("02_vertex_and_fragment_program/C2E2f_passthru.cg", "C2E2f_passthru", FRAGMENT),
                            TutorialMeshes.triangle()))),
            new Scene("03_uniform_parameter", "the triangle in the orange the host sets as constantColor",
                    List.of("C3E1v_anycolor.cg C3E1v_anycolor", "C2E2f_passthru.cg C2E2f_passthru"),
                    rig -> rig.draw(new Draw(tutorial("03_uniform_parameter/C3E1v_anycolor.cg", "C3E1v_anycolor", VERTEX),
                            tutorial("03_uniform_parameter/C2E2f_passthru.cg", "C2E2f_passthru", FRAGMENT),
                            TutorialMeshes.triangle()).vertex("constantColor", 1, 0.55f, 0.1f))),
            new Scene("04_varying_parameter", "red, green and blue corners blended across the triangle",
                    List.of("C3E2v_varying.cg C3E2v_varying", "C2E2f_passthru.cg C2E2f_passthru"),
                    rig -> rig.draw(new Draw(tutorial("04_varying_parameter/C3E2v_varying.cg", "C3E2v_varying", VERTEX),
                            tutorial("04_varying_parameter/C2E2f_passthru.cg", "C2E2f_passthru", FRAGMENT),
                            TutorialMeshes.triangle()))),
            new Scene("05_texture_sampling", "the decal (quadrant-tinted checker, white ring) mapped onto the triangle",
                    List.of("C3E2v_varying.cg C3E2v_varying", "C3E3f_texture.cg C3E3f_texture"),
                    rig -> rig.draw(new Draw(tutorial("05_texture_sampling/C3E2v_varying.cg", "C3E2v_varying", VERTEX),
                            tutorial("05_texture_sampling/C3E3f_texture.cg", "C3E3f_texture", FRAGMENT),
                            TutorialMeshes.triangle()).texture("decal", TutorialTextures.decal()))),
            new Scene("06_vertex_twisting", "the subdivided triangle twisted about its centre, more at the rim",
                    List.of("C3E4v_twist.cg C3E4v_twist", "C2E2f_passthru.cg C2E2f_passthru"),
                    rig -> rig.draw(new Draw(tutorial("06_vertex_twisting/C3E4v_twist.cg", "C3E4v_twist", VERTEX),
                            tutorial("06_vertex_twisting/C2E2f_passthru.cg", "C2E2f_passthru", FRAGMENT),
                            TutorialMeshes.subdividedTriangle(24)).vertex("twisting", 2.9f))),
            new Scene("07_two_texture_accesses", "the decal seen twice, shifted left and right and averaged (double vision)",
                    List.of("C3E5v_twoTextures.cg C3E5v_twoTextures", "C3E6f_twoTextures.cg C3E6f_twoTextures"),
                    rig -> rig.draw(new Draw(tutorial("07_two_texture_accesses/C3E5v_twoTextures.cg", "C3E5v_twoTextures", VERTEX),
                            tutorial("07_two_texture_accesses/C3E6f_twoTextures.cg", "C3E6f_twoTextures", FRAGMENT),
                            TutorialMeshes.triangle()).vertex("leftSeparation", -0.08f, 0).vertex("rightSeparation", 0.08f, 0)
                            .texture("decal", TutorialTextures.decal()))),
            new Scene("08_vertex_transform", "a red wire sphere and a green wire cone in perspective",
                    List.of("C4E1v_transform.cg C4E1v_transform", "uniform_color.cg uniform_color"),
                    TutorialScenesToChapter6::vertexTransform),
            new Scene("09_vertex_lighting", "a brass and a red plastic sphere lit per vertex (faceted highlights)",
                    List.of("C5E1v_basicLight.cg C5E1v_basicLight", "color_passthru.cg color_passthru"),
                    TutorialScenesToChapter6::vertexLighting),
            new Scene("10_fragment_lighting", "the same spheres lit per fragment (round highlights)",
                    List.of("C5E2v_fragmentLighting.cg C5E2v_fragmentLighting", "C5E3f_basicLight.cg C5E3f_basicLight"),
                    TutorialScenesToChapter6::fragmentLighting),
            new Scene("11_two_lights_with_structs", "a sphere lit by a warm light from the upper right and a blue one from the left",
                    List.of("C5E4v_twoLights.cg C5E4v_twoLights", "color_passthru.cg color_passthru"),
                    TutorialScenesToChapter6::twoLights),
            new Scene("12_light_attenuation", "a floor and a sphere lit by a near light that fades with distance",
                    List.of("C5E2v_fragmentLighting.cg C5E2v_fragmentLighting", "C5E7_attenuateLighting.cg oneLight"),
                    rig -> oneLight(rig, "12_light_attenuation/C5E7_attenuateLighting.cg", false)),
            new Scene("13_spotlight", "a spotlight's round pool with a soft edge on the floor and the sphere",
                    List.of("C5E2v_fragmentLighting.cg C5E2v_fragmentLighting", "C5E10_spotAttenLighting.cg oneLight"),
                    rig -> oneLight(rig, "13_spotlight/C5E10_spotAttenLighting.cg", true)),
            new Scene("14_bulge", "a lit sphere pushed out along its normals in bands of latitude",
                    List.of("C6E1v_bulge.cg C6E1v_bulge", "color_passthru.cg color_passthru"),
                    TutorialScenesToChapter6::bulge),
            new Scene("15_particle_system", "a fountain of points on parabolas, larger mid-flight and brighter the older they are",
                    List.of("C6E2v_particle.cg C6E2v_particle", "C6E2v_particle.cg texcoord2color"),
                    TutorialScenesToChapter6::particles),
            new Scene("16_keyframe_interpolation", "a blob 60 % of the way from a sphere to a flattened four-lobed star",
                    List.of("C6E3v_keyFrame.cg C6E3v_keyFrame", "colorinterp.cg colorinterp"),
                    rig -> keyFrames(rig, false)),
            new Scene("16_keyframe_interpolation_lit", "the blended blob lit per vertex and textured with the decal",
                    List.of("C6E4v_litKeyFrame.cg C6E4v_litKeyFrame", "texmodulate.cg texmodulate"),
                    rig -> keyFrames(rig, true)));
    }

    private static Camera camera(CgTutorialRig rig, float... eye) {
        return Camera.look(rig.aspect(), eye, v(0, 0, 0));
    }

    /// `glutWireSphere` and `glutWireCone`, each with its own colour, through `modelViewProj`.
    private static void vertexTransform(CgTutorialRig rig) {
        Program vs = tutorial("08_vertex_transform/C4E1v_transform.cg", "C4E1v_transform", VERTEX);
        Program fs = ours("uniform_color.cg", "uniform_color", FRAGMENT);
        Camera cam = camera(rig, 0, 0, 8);
        float[] sphere = multiply(Mat4.translate(1.8f, 0, -1), Mat4.rotate(70, 0, 0));
        float[] cone = multiply(Mat4.translate(-1.8f, -1, 0), Mat4.rotate(-70, 0, 0));
        rig.draw(new Draw(vs, fs, TutorialMeshes.sphere(1.5f, 14, 10)).wireframe()
                .vertex("modelViewProj", cam.modelViewProj(sphere)).fragment("c", 1, 0.1f, 0.1f, 1));
        rig.draw(new Draw(vs, fs, TutorialMeshes.cone(1.2f, 2.6f, 14, 6)).wireframe()
                .vertex("modelViewProj", cam.modelViewProj(cone)).fragment("c", 0.1f, 1, 0.1f, 1));
    }

    private static final float[] LIGHT = {4, 3.5f, 5};
    /// A pale, mostly diffuse floor, so the light's fall-off shows on it.
    private static final Material FLOOR = new Material(v(0, 0, 0), v(0.1f, 0.1f, 0.1f), v(0.85f, 0.85f, 0.8f), v(0.3f, 0.3f, 0.3f), 8);

    /// The uniforms chapter 5's basic lighting programs share, for `model` made of `m`.
    private static Draw basicLight(Draw d, boolean fragment, Camera cam, float[] model, Material m) {
        BiConsumer<String, float[]> set = fragment ? d::fragment : d::vertex;
        set.accept("globalAmbient", v(0.1f, 0.1f, 0.1f));
        set.accept("lightColor", v(0.95f, 0.95f, 0.95f));
        set.accept("lightPosition", inObject(model, LIGHT));
        set.accept("eyePosition", cam.eyeIn(model));
        set.accept("Ke", m.ke());
        set.accept("Ka", m.ka());
        set.accept("Kd", m.kd());
        set.accept("Ks", m.ks());
        set.accept("shininess", v(m.shininess()));
        return d.vertex("modelViewProj", cam.modelViewProj(model));
    }

    /// Coarse spheres (14 x 9), so per-vertex lighting shows its facets against chapter 10's.
    private static Mesh lightingSphere() {
        return TutorialMeshes.sphere(1.3f, 14, 9);
    }

    private static void vertexLighting(CgTutorialRig rig) {
        Program vs = tutorial("09_vertex_lighting/C5E1v_basicLight.cg", "C5E1v_basicLight", VERTEX);
        Program fs = ours("color_passthru.cg", "color_passthru", FRAGMENT);
        Camera cam = camera(rig, 0, 0, 8);
        rig.draw(basicLight(new Draw(vs, fs, lightingSphere()), false, cam, Mat4.translate(-1.5f, 0, 0), BRASS));
        rig.draw(basicLight(new Draw(vs, fs, lightingSphere()), false, cam, Mat4.translate(1.5f, 0, 0), RED_PLASTIC));
    }

    private static void fragmentLighting(CgTutorialRig rig) {
        Program vs = tutorial("10_fragment_lighting/C5E2v_fragmentLighting.cg", "C5E2v_fragmentLighting", VERTEX);
        Program fs = tutorial("10_fragment_lighting/C5E3f_basicLight.cg", "C5E3f_basicLight", FRAGMENT);
        Camera cam = camera(rig, 0, 0, 8);
        rig.draw(basicLight(new Draw(vs, fs, lightingSphere()), true, cam, Mat4.translate(-1.5f, 0, 0), BRASS));
        rig.draw(basicLight(new Draw(vs, fs, lightingSphere()), true, cam, Mat4.translate(1.5f, 0, 0), RED_PLASTIC));
    }

    /// Sets `prefix.Ke` ... `prefix.shininess` of a `Material` struct uniform.
    private static void material(BiConsumer<String, float[]> set, String prefix, Material m) {
        set.accept(prefix + ".Ke", m.ke());
        set.accept(prefix + ".Ka", m.ka());
        set.accept(prefix + ".Kd", m.kd());
        set.accept(prefix + ".Ks", m.ks());
        set.accept(prefix + ".shininess", v(m.shininess()));
    }

    private static void twoLights(CgTutorialRig rig) {
        Program vs = tutorial("11_two_lights_with_structs/C5E4v_twoLights.cg", "C5E4v_twoLights", VERTEX);
        Program fs = ours("color_passthru.cg", "color_passthru", FRAGMENT);
        Camera cam = camera(rig, 0, 0, 8);
        float[] model = Mat4.rotate(0, 20, 0);
        Draw d = new Draw(vs, fs, TutorialMeshes.sphere(2, 32, 20)).vertex("modelViewProj", cam.modelViewProj(model))
                .vertex("eyePosition", cam.eyeIn(model)).vertex("globalAmbient", 0.1f, 0.1f, 0.1f)
                .vertex("lights[0].position", inObject(model, v(5, 4, 4))).vertex("lights[0].color", 1, 0.8f, 0.5f)
                .vertex("lights[1].position", inObject(model, v(-6, -1, 3))).vertex("lights[1].color", 0.3f, 0.45f, 1);
        material(d::vertex, "material", new Material(v(0, 0, 0), v(0.2f, 0.2f, 0.2f), v(0.8f, 0.8f, 0.8f), v(0.9f, 0.9f, 0.9f), 40));
        rig.draw(d);
    }

    /// A floor and a sphere under one per-fragment light with quadratic attenuation (chapter 5's
    /// `oneLight`), and for the spotlight a cone pointing down and back past the sphere.
    private static void oneLight(CgTutorialRig rig, String file, boolean spot) {
        Program vs = tutorial(file.substring(0, file.indexOf('/')) + "/C5E2v_fragmentLighting.cg", "C5E2v_fragmentLighting", VERTEX);
        Program fs = tutorial(file, "oneLight", FRAGMENT);
        Camera cam = Camera.look(rig.aspect(), v(0, 4, 9), v(0, 0, 0));
        float[] light = spot ? v(-0.5f, 4, 1.5f) : v(-0.8f, 1.8f, 1.2f);
        float[] direction = TutorialMatrix.normalize(v(0.25f, -1, -0.45f));
        float[][] models = {Mat4.translate(0, -1, 0), Mat4.translate(0.6f, 0.2f, -0.5f)};
        Mesh[] meshes = {TutorialMeshes.plane(true, 9, 24, 1), TutorialMeshes.sphere(1.2f, 32, 20)};
        Material[] materials = {FLOOR, BRASS};
        for (int i = 0; i < 2; i++) {
            float[] model = models[i];
            Draw d = new Draw(vs, fs, meshes[i]).vertex("modelViewProj", cam.modelViewProj(model))
                    .fragment("eyePosition", cam.eyeIn(model)).fragment("globalAmbient", 0.1f, 0.1f, 0.1f)
                    .fragment("lights[0].position", inObject(model, light)).fragment("lights[0].color", 1, 1, 0.9f)
                    .fragment("lights[0].kC", 1).fragment("lights[0].kL", 0.1f).fragment("lights[0].kQ", spot ? 0.02f : 0.12f);
            if (spot) {
                // The models only translate, so the direction is the same in every object space.
                d.fragment("lights[0].direction", direction).fragment("lights[0].cosInnerCone", (float) Math.cos(Math.toRadians(14)))
                        .fragment("lights[0].cosOuterCone", (float) Math.cos(Math.toRadians(24)));
            }
            material(d::fragment, "material", materials[i]);
            rig.draw(d);
        }
    }

    private static void bulge(CgTutorialRig rig) {
        Program vs = tutorial("14_bulge/C6E1v_bulge.cg", "C6E1v_bulge", VERTEX);
        Program fs = ours("color_passthru.cg", "color_passthru", FRAGMENT);
        Camera cam = camera(rig, 0, 0, 11);
        float[] model = Mat4.rotate(15, 0, 0);
        rig.draw(new Draw(vs, fs, TutorialMeshes.sphere(1, 48, 32)).vertex("modelViewProj", cam.modelViewProj(model))
                .vertex("time", 1.2f).vertex("frequency", 7).vertex("scaleFactor", 0.8f).vertex("Kd", 0.8f, 0.55f, 0.2f)
                .vertex("shininess", 30).vertex("eyePosition", cam.eyeIn(model)).vertex("lightPosition", inObject(model, LIGHT))
                .vertex("lightColor", 1, 1, 1));
    }

    private static void particles(CgTutorialRig rig) {
        Program vs = tutorial("15_particle_system/C6E2v_particle.cg", "C6E2v_particle", VERTEX);
        Program fs = tutorial("15_particle_system/C6E2v_particle.cg", "texcoord2color", FRAGMENT);
        Camera cam = Camera.look(rig.aspect(), v(0, 0.5f, 6), v(0, -0.6f, 0));
        rig.draw(new Draw(vs, fs, TutorialMeshes.particles(600)).vertex("globalTime", 0.95f)
                .vertex("acceleration", 0, -9.8f, 0, 0).vertex("modelViewProj", cam.modelViewProj(Mat4.translate(0, 0.4f, 0))));
    }

    private static void keyFrames(CgTutorialRig rig, boolean lit) {
        Camera cam = Camera.look(rig.aspect(), v(0, 2.5f, 5.5f), v(0, 0, 0));
        float[] model = Mat4.rotate(0, 30, 0);
        Mesh mesh = TutorialMeshes.keyFrames(48, 24);
        String dir = "16_keyframe_interpolation/";
        if (!lit) {
            rig.draw(new Draw(tutorial(dir + "C6E3v_keyFrame.cg", "C6E3v_keyFrame", VERTEX),
                    tutorial(dir + "colorinterp.cg", "colorinterp", FRAGMENT), mesh)
                    .vertex("keyFrameBlend", 0.6f).vertex("modelViewProj", cam.modelViewProj(model)));
            return;
        }
        rig.draw(new Draw(tutorial(dir + "C6E4v_litKeyFrame.cg", "C6E4v_litKeyFrame", VERTEX),
                tutorial(dir + "texmodulate.cg", "texmodulate", FRAGMENT), mesh)
                .vertex("keyFrameBlend", 0.6f).vertex("modelViewProj", cam.modelViewProj(model))
                .vertex("light.eyePosition", cam.eyeIn(model)).vertex("light.lightPosition", inObject(model, LIGHT))
                .vertex("light.lightColor", 0.9f, 0.9f, 0.8f, 1).vertex("light.specularExponent", 16).vertex("light.ambient", 0.15f)
                .fragment("scaleFactor", 2, 1).texture("decal", TutorialTextures.decal()));
    }
}
