package dev.tungsten.tests.cg;

import static dev.tungsten.tests.cg.CgTutorialRig.tutorial;
import static dev.tungsten.tests.cg.CgTutorialScenes.FRAGMENT;
import static dev.tungsten.tests.cg.CgTutorialScenes.VERTEX;
import static dev.tungsten.tests.cg.CgTutorialScenes.inObject;
import static dev.tungsten.tests.cg.CgTutorialScenes.v;
import static dev.tungsten.tests.cg.TutorialMatrix.multiply;

import java.util.List;

import dev.tungsten.cli.scene.Mat4;
import dev.tungsten.tests.cg.CgTutorialRig.Draw;
import dev.tungsten.tests.cg.CgTutorialRig.Program;
import dev.tungsten.tests.cg.CgTutorialScenes.Camera;
import dev.tungsten.tests.cg.CgTutorialScenes.Scene;
import dev.tungsten.tests.cg.TutorialMeshes.Mesh;
import dev.tungsten.tests.cg.TutorialTextures.Texture;
import dev.tungsten.tgsi.TgsiDump;

/// The scenes of the tutorial's chapters 7 to 9 (example folders `18_...` to `27_...`): cube-map
/// reflection, refraction and chromatic dispersion, bump mapping a wall, a floor and a torus
/// with a normal map and normalization cube maps, uniform fog, toon shading and projective
/// texturing.
final class TutorialScenesFromChapter7 {
    private TutorialScenesFromChapter7() {}

    static List<Scene> scenes() {
        return List.of(
            new Scene("18_cube_map_reflection", "a torus mirroring the sky, sun, coloured posts and checker ground, over its decal",
                    List.of("C7E1v_reflection.cg C7E1v_reflection", "C7E2f_reflection.cg C7E2f_reflection"),
                    rig -> environment(rig, 0)),
            new Scene("19_cube_map_refraction", "a glass sphere showing the environment behind it upside down, as a lens",
                    List.of("C7E3v_refraction.cg C7E3v_refraction", "C7E4f_refraction.cg C7E4f_refraction"),
                    rig -> environment(rig, 1)),
            new Scene("20_chromatic_dispersion", "the glass sphere with colour fringes at edges in the refraction and a "
                    + "reflective Fresnel rim",
                    List.of("C7E5v_dispersion.cg C7E5v_dispersion", "C7E6f_dispersion.cg C7E6f_dispersion"),
                    rig -> environment(rig, 2)),
            new Scene("21_bump_map_wall", "a grey brick wall whose bevels catch a light in front of its upper right",
                    List.of("C8E1v_bumpWall.cg C8E1v_bumpWall", "C8E2f_bumpSurf.cg C8E2f_bumpSurf"),
                    rig -> wall(rig, false)),
            new Scene("22_specular_bump_map", "the brick wall in brick colour with specular glints on the bevels near the light",
                    List.of("C8E3v_specWall.cg C8E3v_specWall", "C8E4f_specSurf.cg C8E4f_specSurf"),
                    rig -> wall(rig, true)),
            new Scene("23_bump_map_floor", "a brick floor in perspective lit from a light above its middle",
                    List.of("C8E5v_bumpAny.cg C8E5v_bumpAny", "C8E2f_bumpSurf.cg C8E2f_bumpSurf"),
                    TutorialScenesFromChapter7::floor),
            new Scene("24_bump_map_torus", "a brick-bumped torus built from its parametric equation, lit with highlights",
                    List.of("C8E6v_torus.cg C8E6v_torus", "C8E4f_specSurf.cg C8E4f_specSurf"),
                    TutorialScenesFromChapter7::torus),
            new Scene("25_uniform_fog", "a decal floor and a row of spheres fading into grey fog with distance",
                    List.of("C9E2v_fog.cg C9E2v_fog", "C9E1f_fog.cg C9E1f_fog"),
                    TutorialScenesFromChapter7::fog),
            new Scene("26_toon_shading", "a torus in three flat tones with a hard white highlight and black silhouette edges",
                    List.of("C9E3v_toonShading.cg C9E3v_toonShading", "C9E4f_toonShading.cg C9E4f_toonShading"),
                    TutorialScenesFromChapter7::toon),
            new Scene("27_projective_texturing", "the slide (coloured sectors, white rings) projected onto a floor and a sphere, "
                    + "diffusely lit from the projector",
                    List.of("C9E5v_projTex.cg C9E5v_projTex", "C9E6f_projTex.cg C9E6f_projTex"),
                    TutorialScenesFromChapter7::projector, TutorialScenesFromChapter7::projectionIsAShadowCompare));
    }

    /// Why chapter 9's projector cannot be drawn yet, or `null`: `tex2Dproj(sampler2D, float4)`
    /// lowered as a shadow comparison (`SAMPLE_C` against z / w, its result in every channel)
    /// where `cgc` makes a colour lookup divided by w (TXP ... 2D in arbfp1, `texture2DProj` in
    /// glslf) and leaves any comparison to the texture's state. The golden image shows the
    /// colour lookup.
    private static String projectionIsAShadowCompare() {
        Program fs = tutorial("27_projective_texturing/C9E6f_projTex.cg", "C9E6f_projTex", FRAGMENT);
        return TgsiDump.dump(fs.shader()).contains("SAMPLE_C") ? "C9E6f_projTex's tex2Dproj(projectiveMap, texCoordProj) "
                + "is lowered to SAMPLE_C, a depth comparison, instead of a projective colour lookup" : null;
    }

    /// Chapter 7: `kind` 0 reflection (a torus), 1 refraction, 2 dispersion (a sphere).
    private static void environment(CgTutorialRig rig, int kind) {
        float[] eye = v(0, 2.5f, 7);
        Camera cam = Camera.look(rig.aspect(), eye, v(0, 0, 0));
        Texture env = TutorialTextures.environmentCube();
        switch (kind) {
            case 0 -> {
                float[] model = Mat4.rotate(-55, 0, 0);
                rig.draw(new Draw(tutorial("18_cube_map_reflection/C7E1v_reflection.cg", "C7E1v_reflection", VERTEX),
                        tutorial("18_cube_map_reflection/C7E2f_reflection.cg", "C7E2f_reflection", FRAGMENT),
                        TutorialMeshes.torus(1.6f, 0.7f, 24, 48)).vertex("eyePositionW", eye)
                        .vertex("modelViewProj", cam.modelViewProj(model)).vertex("modelToWorld", model)
                        .fragment("reflectivity", 0.7f).texture("decalMap", TutorialTextures.decal()).texture("environmentMap", env));
            }
            case 1 -> {
                float[] model = Mat4.rotate(0, -30, 0);
                rig.draw(new Draw(tutorial("19_cube_map_refraction/C7E3v_refraction.cg", "C7E3v_refraction", VERTEX),
                        tutorial("19_cube_map_refraction/C7E4f_refraction.cg", "C7E4f_refraction", FRAGMENT),
                        TutorialMeshes.sphere(2, 48, 32)).vertex("etaRatio", 1 / 1.3f).vertex("eyePositionW", eye)
                        .vertex("modelViewProj", cam.modelViewProj(model)).vertex("modelToWorld", model)
                        .fragment("transmittance", 0.85f).texture("decalMap", TutorialTextures.decal()).texture("environmentMap", env));
            }
            default -> {
                float[] model = Mat4.identity();
                rig.draw(new Draw(tutorial("20_chromatic_dispersion/C7E5v_dispersion.cg", "C7E5v_dispersion", VERTEX),
                        tutorial("20_chromatic_dispersion/C7E6f_dispersion.cg", "C7E6f_dispersion", FRAGMENT),
                        TutorialMeshes.sphere(2, 48, 32)).vertex("fresnelBias", 0.1f).vertex("fresnelScale", 0.9f)
                        .vertex("fresnelPower", 2).vertex("etaRatio", 0.65f, 0.69f, 0.73f).vertex("eyePositionW", eye)
                        .vertex("modelViewProj", cam.modelViewProj(model)).vertex("modelToWorld", model)
                        .texture("environmentMap0", env).texture("environmentMap1", env).texture("environmentMap2", env)
                        .texture("environmentMap3", env));
            }
        }
    }

    private static final float[] LMD = {0.85f, 0.45f, 0.3f, 1}, LMS = {0.6f, 0.6f, 0.55f, 1};

    /// Chapter 8's wall: object space is texture space (s along x, t along y, the normal +z).
    private static void wall(CgTutorialRig rig, boolean specular) {
        float[] eye = v(0, 0, 5.5f);
        Camera cam = Camera.look(rig.aspect(), eye, v(0, 0, 0));
        float[] model = Mat4.rotate(0, -25, 0);
        float[] light = v(1.2f, 0.9f, 1.3f);
        Mesh mesh = TutorialMeshes.plane(false, 3.2f, 4, 2);
        if (!specular) {
            rig.draw(new Draw(tutorial("21_bump_map_wall/C8E1v_bumpWall.cg", "C8E1v_bumpWall", VERTEX),
                    tutorial("21_bump_map_wall/C8E2f_bumpSurf.cg", "C8E2f_bumpSurf", FRAGMENT), mesh)
                    .vertex("lightPosition", inObject(model, light)).vertex("modelViewProj", cam.modelViewProj(model))
                    .texture("normalMap", TutorialTextures.brickNormalMap()).texture("normalizeCube", TutorialTextures.normalizationCube()));
            return;
        }
        Texture cube = TutorialTextures.normalizationCube();
        rig.draw(new Draw(tutorial("22_specular_bump_map/C8E3v_specWall.cg", "C8E3v_specWall", VERTEX),
                tutorial("22_specular_bump_map/C8E4f_specSurf.cg", "C8E4f_specSurf", FRAGMENT), mesh)
                .vertex("lightPosition", inObject(model, light)).vertex("eyePosition", cam.eyeIn(model))
                .vertex("modelViewProj", cam.modelViewProj(model)).fragment("ambient", 0.2f).fragment("LMd", LMD).fragment("LMs", LMS)
                .texture("normalMap", TutorialTextures.brickNormalMap()).texture("normalizeCube", cube).texture("normalizeCube2", cube));
    }

    /// Chapter 8's floor: `C8E5v_bumpAny` rotates the light into texture space with the tangent
    /// (TEXCOORD1), the normal and their cross product.
    private static void floor(CgTutorialRig rig) {
        Camera cam = Camera.look(rig.aspect(), v(0, 3, 6), v(0, 0, -0.5f));
        float[] model = Mat4.identity();
        rig.draw(new Draw(tutorial("23_bump_map_floor/C8E5v_bumpAny.cg", "C8E5v_bumpAny", VERTEX),
                tutorial("23_bump_map_floor/C8E2f_bumpSurf.cg", "C8E2f_bumpSurf", FRAGMENT), TutorialMeshes.plane(true, 8, 8, 4))
                .vertex("lightPosition", inObject(model, v(0.5f, 1.2f, -0.5f))).vertex("eyePosition", cam.eyeIn(model))
                .vertex("modelViewProj", cam.modelViewProj(model))
                .texture("normalMap", TutorialTextures.brickNormalMap()).texture("normalizeCube", TutorialTextures.normalizationCube()));
    }

    /// Chapter 8's torus (`torusInfo` = ring radius 6, tube radius 2, as in the book).
    private static void torus(CgTutorialRig rig) {
        Camera cam = Camera.look(rig.aspect(), v(0, 0, 24), v(0, 0, 0));
        float[] model = Mat4.rotate(-50, 0, 0);
        Texture cube = TutorialTextures.normalizationCube();
        rig.draw(new Draw(tutorial("24_bump_map_torus/C8E6v_torus.cg", "C8E6v_torus", VERTEX),
                tutorial("24_bump_map_torus/C8E4f_specSurf.cg", "C8E4f_specSurf", FRAGMENT), TutorialMeshes.parametricGrid(60, 20))
                .vertex("lightPosition", inObject(model, v(-8, 10, 12))).vertex("eyePosition", cam.eyeIn(model))
                .vertex("modelViewProj", cam.modelViewProj(model)).vertex("torusInfo", 6, 2)
                .fragment("ambient", 0.2f).fragment("LMd", LMD).fragment("LMs", LMS)
                .texture("normalMap", TutorialTextures.brickNormalMap()).texture("normalizeCube", cube).texture("normalizeCube2", cube));
    }

    private static void fog(CgTutorialRig rig) {
        Program vs = tutorial("25_uniform_fog/C9E2v_fog.cg", "C9E2v_fog", VERTEX);
        Program fs = tutorial("25_uniform_fog/C9E1f_fog.cg", "C9E1f_fog", FRAGMENT);
        Camera cam = Camera.look(rig.aspect(), v(0, 1.5f, 4), v(0, 0.5f, -4));
        Texture decal = TutorialTextures.decal();
        float[] floor = Mat4.translate(0, -0.5f, -8);
        rig.draw(fogged(new Draw(vs, fs, TutorialMeshes.plane(true, 24, 24, 6)), cam, floor, decal));
        for (int i = 0; i < 5; i++) {
            float[] model = Mat4.translate(i % 2 == 0 ? -1.3f : 1.3f, 0.3f, -1 - 4 * i);
            rig.draw(fogged(new Draw(vs, fs, TutorialMeshes.sphere(0.8f, 24, 16)), cam, model, decal));
        }
    }

    private static Draw fogged(Draw d, Camera cam, float[] model, Texture decal) {
        return d.vertex("fogDensity", 0.2f).vertex("modelViewProj", cam.modelViewProj(model)).vertex("modelView", cam.modelView(model))
                .fragment("fogColor", 0.7f, 0.7f, 0.75f).texture("decal", decal);
    }

    private static void toon(CgTutorialRig rig) {
        Camera cam = Camera.look(rig.aspect(), v(0, 0, 9), v(0, 0, 0));
        float[] model = multiply(Mat4.rotate(-55, 0, 0), Mat4.rotate(0, 20, 0));
        rig.draw(new Draw(tutorial("26_toon_shading/C9E3v_toonShading.cg", "C9E3v_toonShading", VERTEX),
                tutorial("26_toon_shading/C9E4f_toonShading.cg", "C9E4f_toonShading", FRAGMENT), TutorialMeshes.torus(1.8f, 0.8f, 32, 64))
                .vertex("lightPosition", inObject(model, v(5, 6, 8))).vertex("eyePosition", cam.eyeIn(model)).vertex("shininess", 40)
                .vertex("modelViewProj", cam.modelViewProj(model)).fragment("Kd", 0.85f, 0.4f, 0.15f, 1).fragment("Ks", 0.9f, 0.9f, 0.9f, 1)
                .texture("diffuseRamp", TutorialTextures.ramp(0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.6f, 0.6f, 0.6f, 0.6f, 0.6f, 1, 1, 1, 1, 1, 1))
                .texture("specularRamp", TutorialTextures.ramp(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1))
                .texture("edgeRamp", TutorialTextures.ramp(0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)));
    }

    /// Chapter 9's projector: `textureMatrix` is the bias (clip space to [0, 1]) times the
    /// projector's projection and view times the model, so `tex2Dproj` finds the slide.
    private static void projector(CgTutorialRig rig) {
        Program vs = tutorial("27_projective_texturing/C9E5v_projTex.cg", "C9E5v_projTex", VERTEX);
        Program fs = tutorial("27_projective_texturing/C9E6f_projTex.cg", "C9E6f_projTex", FRAGMENT);
        Camera cam = Camera.look(rig.aspect(), v(0, 3.5f, 8), v(0, 0, 0));
        float[] lamp = v(2.5f, 5, 3);
        float[] lampView = Mat4.lookAt(lamp, v(0, 0, 0), v(0, 1, 0));
        float[] lampProjection = Mat4.perspective(35, 1, 1, 50);
        float[] bias = multiply(Mat4.translate(0.5f, 0.5f, 0.5f), Mat4.scale(0.5f, 0.5f, 0.5f));
        Texture slide = TutorialTextures.slide();
        float[][] models = {Mat4.translate(0, -1, 0), Mat4.translate(-0.3f, 0.1f, 0.2f)};
        Mesh[] meshes = {TutorialMeshes.plane(true, 10, 24, 1), TutorialMeshes.sphere(1.1f, 40, 24)};
        for (int i = 0; i < 2; i++) {
            float[] model = models[i];
            rig.draw(new Draw(vs, fs, meshes[i]).vertex("Kd", 1).vertex("modelViewProj", cam.modelViewProj(model))
                    .vertex("lightPosition", inObject(model, lamp))
                    .vertex("textureMatrix", multiply(bias, lampProjection, lampView, model)).texture("projectiveMap", slide));
        }
    }
}
