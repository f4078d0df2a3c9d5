package dev.tungsten.gl.glsl;

/// The GLSL dialect the translator writes.
public enum GlslVersion {
    /// GLSL 3.30 core, for OpenGL 3.3 implementations such as Mesa's softpipe. Newer features are
    /// used through extensions when the options list them, else the shader is refused.
    V330(330),
    /// GLSL 4.50 core (OpenGL 4.5, Mesa's llvmpipe).
    V450(450);

    private final int number;

    GlslVersion(int number) {
        this.number = number;
    }

    /// The number of the `#version` line.
    public int number() {
        return number;
    }

    /// The dialect for an OpenGL version such as 45 or 33 (4.x and later map to 4.50).
    public static GlslVersion forGlVersion(int glVersion) {
        return glVersion >= 45 ? V450 : V330;
    }
}
