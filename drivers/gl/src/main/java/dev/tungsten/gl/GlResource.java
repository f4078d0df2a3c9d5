package dev.tungsten.gl;

import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;

/// A pipe resource as an OpenGL object: a buffer object for buffers, a texture object for the
/// texture targets. Owned by the [GlScreen] that made it; its names are used only on that
/// screen's OpenGL thread.
/// @param glTarget the texture target (`GL_TEXTURE_2D` ...), or `GL_ARRAY_BUFFER` for a buffer
/// @param name     the OpenGL object name
final class GlResource implements Resource {
    private final ResourceTemplate template;
    final GlScreen screen;
    final int glTarget;
    final int name;
    final GlFormats.GlFormat format;
    /// The buffer texture that views a buffer for TXF/SAMPLE_I, made on first use.
    int bufferTexture;
    volatile boolean destroyed;

    GlResource(GlScreen screen, ResourceTemplate template, int glTarget, int name, GlFormats.GlFormat format) {
        this.screen = screen;
        this.template = template;
        this.glTarget = glTarget;
        this.name = name;
        this.format = format;
    }

    @Override
    public ResourceTemplate template() {
        return template;
    }

    boolean isBuffer() {
        return template.isBuffer();
    }

    @Override
    public String toString() {
        return "GlResource[" + template.target() + " " + template.format() + " " + template.width() + "x" + template.height()
                + ", GL name " + name + "]";
    }
}
