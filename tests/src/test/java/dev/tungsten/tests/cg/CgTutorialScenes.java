package dev.tungsten.tests.cg;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

import dev.tungsten.cg.Profile;
import dev.tungsten.cli.scene.Mat4;

/// The golden-image scenes of the Cg Tutorial's programs (`../shared/corpus/cg-toolkit-examples/
/// examples/OpenGL/basic`, one scene per example folder, two for chapter 6's key frames), and
/// what they share: the camera, the tutorial's background and materials, and object-space
/// lights. The scenes themselves are in [TutorialScenesToChapter6] and [TutorialScenesFromChapter7].
final class CgTutorialScenes {
    private CgTutorialScenes() {}

    static final int WIDTH = 200, HEIGHT = 150;
    /// The examples' `glClearColor(0.1, 0.3, 0.6, 0.0)`.
    static final float[] BACKGROUND = {0.1f, 0.3f, 0.6f};

    static final Profile.Stage VERTEX = Profile.Stage.VERTEX, FRAGMENT = Profile.Stage.FRAGMENT;

    /// A scene: the golden image's name (the example folder), what the image should show, the
    /// programs it draws (labels as [CgTutorialRig.Program#label] spells them; the test checks
    /// the list against the draws), the drawing, and for a scene that waits for a front-end fix
    /// a check that says why while the fault is still there (`null` when it is gone).
    record Scene(String name, String shows, List<String> programs, Consumer<CgTutorialRig> render, Supplier<String> waitsFor) {
        Scene(String name, String shows, List<String> programs, Consumer<CgTutorialRig> render) {
            this(name, shows, programs, render, () -> null);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    static List<Scene> all() {
        List<Scene> all = new ArrayList<>(TutorialScenesToChapter6.scenes());
        all.addAll(TutorialScenesFromChapter7.scenes());
        return all;
    }

    /// A perspective camera (`gluPerspective` 40 degrees, planes 1 and 100) at `eye` looking at
    /// `center` with +y up.
    record Camera(float[] eye, float[] view, float[] projection) {
        static Camera look(float aspect, float[] eye, float[] center) {
            return new Camera(eye, Mat4.lookAt(eye, center, new float[] {0, 1, 0}), Mat4.perspective(40, aspect, 1, 100));
        }

        float[] modelView(float[] model) {
            return TutorialMatrix.multiply(view, model);
        }

        float[] modelViewProj(float[] model) {
            return TutorialMatrix.multiply(projection, view, model);
        }

        /// The eye in the object space of `model`, as the tutorial passes `eyePosition`.
        float[] eyeIn(float[] model) {
            return inObject(model, eye);
        }
    }

    /// A world-space point in the object space of `model` (the tutorial's lighting programs
    /// work in object space; its hosts transform lights by the inverse modelling matrix).
    static float[] inObject(float[] model, float[] world) {
        return TutorialMatrix.point(TutorialMatrix.invert(model), world);
    }

    static float[] v(float... values) {
        return values;
    }

    /// The materials of chapter 5's examples (Ke, Ka, Kd, Ks, shininess).
    record Material(float[] ke, float[] ka, float[] kd, float[] ks, float shininess) {}

    static final Material BRASS = new Material(v(0, 0, 0), v(0.33f, 0.22f, 0.03f), v(0.78f, 0.57f, 0.11f),
            v(0.99f, 0.91f, 0.81f), 27.8f);
    static final Material RED_PLASTIC = new Material(v(0, 0, 0), v(0, 0, 0), v(0.5f, 0, 0), v(0.7f, 0.6f, 0.6f), 32);
}
