package dev.tungsten.pipe;

/// Bind flags of a resource: how it may be used (`PIPE_BIND_*`, Mesa's bit values). A driver
/// may refuse a format for one use and accept it for another (see [Screen#isFormatSupported]).
public final class Bind {
    public static final int DEPTH_STENCIL = 1 << 0;
    public static final int RENDER_TARGET = 1 << 1;
    public static final int BLENDABLE = 1 << 2;
    public static final int SAMPLER_VIEW = 1 << 3;
    public static final int VERTEX_BUFFER = 1 << 4;
    public static final int INDEX_BUFFER = 1 << 5;
    public static final int CONSTANT_BUFFER = 1 << 6;
    public static final int DISPLAY_TARGET = 1 << 7;
    public static final int SHADER_BUFFER = 1 << 14;
    public static final int SHADER_IMAGE = 1 << 15;

    private Bind() {}
}
