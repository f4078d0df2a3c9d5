package dev.tungsten.cg;

import java.util.Locale;

/// The Cg compilation profiles this front end accepts (`-profile` names of NVIDIA's `cgc`),
/// with the stage each compiles and what the spec makes profile-dependent that is checked here:
/// texel offsets, `texNDfetch`/`texNDsize` (the GPU-program-4 generation and later, GLSL, HLSL
/// and DirectX 10 and later), and whether `int` is a true integer (older fragment profiles run
/// it in floating point, which this front end does not emulate: it warns instead).
public enum Profile {
    ARBVP1(Stage.VERTEX, 1), ARBFP1(Stage.FRAGMENT, 1), VP20(Stage.VERTEX, 2), VP30(Stage.VERTEX, 2), VP40(Stage.VERTEX, 3),
    FP20(Stage.FRAGMENT, 1), FP30(Stage.FRAGMENT, 2), FP40(Stage.FRAGMENT, 3),
    GP4VP(Stage.VERTEX, 4), GP4FP(Stage.FRAGMENT, 4), GP4GP(Stage.GEOMETRY, 4),
    GP5VP(Stage.VERTEX, 5), GP5FP(Stage.FRAGMENT, 5), GP5GP(Stage.GEOMETRY, 5), GP5TCP(Stage.TESSELLATION_CONTROL, 5),
    GP5TEP(Stage.TESSELLATION_EVALUATION, 5),
    GLSLV(Stage.VERTEX, 4), GLSLF(Stage.FRAGMENT, 4), GLSLG(Stage.GEOMETRY, 4),
    HLSLV(Stage.VERTEX, 4), HLSLF(Stage.FRAGMENT, 4),
    VS_1_1(Stage.VERTEX, 1), VS_2_0(Stage.VERTEX, 2), VS_2_X(Stage.VERTEX, 2), VS_3_0(Stage.VERTEX, 3),
    VS_4_0(Stage.VERTEX, 4), VS_5_0(Stage.VERTEX, 5),
    PS_2_0(Stage.FRAGMENT, 1), PS_2_X(Stage.FRAGMENT, 2), PS_3_0(Stage.FRAGMENT, 3), PS_4_0(Stage.FRAGMENT, 4),
    PS_5_0(Stage.FRAGMENT, 5);

    /// The pipeline stage a program runs in.
    public enum Stage {
        VERTEX("vertex"), FRAGMENT("fragment"), GEOMETRY("geometry"), TESSELLATION_CONTROL("tessellation control"),
        TESSELLATION_EVALUATION("tessellation evaluation");

        private final String text;

        Stage(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }

        /// Whether the software driver runs this stage (vertex and fragment only).
        public boolean isSupported() {
            return this == VERTEX || this == FRAGMENT;
        }
    }

    private final Stage stage;
    private final int generation;

    Profile(Stage stage, int generation) {
        this.stage = stage;
        this.generation = generation;
    }

    public Stage stage() {
        return stage;
    }

    /// The name `cgc` spells (`gp5fp`, `ps_3_0`).
    public String spelling() {
        return name().toLowerCase(Locale.ROOT);
    }

    /// The profile spelled `name` (case-insensitive), or `null`.
    public static Profile forName(String name) {
        for (Profile p : values()) {
            if (p.spelling().equalsIgnoreCase(name)) {
                return p;
            }
        }
        return null;
    }

    /// The most permissive profile of a stage (the default when none is given).
    public static Profile mostPermissive(Stage stage) {
        return switch (stage) {
            case VERTEX -> GP5VP;
            case FRAGMENT -> GP5FP;
            case GEOMETRY -> GP5GP;
            case TESSELLATION_CONTROL -> GP5TCP;
            case TESSELLATION_EVALUATION -> GP5TEP;
        };
    }

    boolean hasTexelOffsets() {
        return generation >= 4;
    }

    boolean hasTexelFetch() {
        return generation >= 4;
    }

    /// Whether `int` is a 32-bit integer in this profile (older profiles emulate it in float).
    boolean hasIntegers() {
        return generation >= 4 || stage == Stage.VERTEX && generation >= 3;
    }
}
