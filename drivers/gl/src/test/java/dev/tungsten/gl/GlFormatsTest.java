package dev.tungsten.gl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.lwjgl.opengl.GL33C.*;

import dev.tungsten.tgsi.PipeFormat;
import org.junit.jupiter.api.Test;

/// The format table without a context: the formats core OpenGL lacks are emulated with texture
/// swizzles, and those swizzles must be in the table (a static-initialisation-order slip once
/// left them all null, so L8A8 sampled as red-green; the image differential test caught it).
class GlFormatsTest {
    @Test
    void luminanceAlphaAndOpaqueFormatsCarryTheirSwizzles() {
        assertArrayEquals(new int[] {GL_RED, GL_RED, GL_RED, GL_ONE}, GlFormats.of(PipeFormat.L8_UNORM).swizzle());
        assertArrayEquals(new int[] {GL_ZERO, GL_ZERO, GL_ZERO, GL_RED}, GlFormats.of(PipeFormat.A8_UNORM).swizzle());
        assertArrayEquals(new int[] {GL_RED, GL_RED, GL_RED, GL_GREEN}, GlFormats.of(PipeFormat.L8A8_UNORM).swizzle());
        assertArrayEquals(new int[] {GL_RED, GL_GREEN, GL_BLUE, GL_ONE}, GlFormats.of(PipeFormat.B8G8R8X8_UNORM).swizzle());
        assertArrayEquals(new int[] {GL_RED, GL_GREEN, GL_BLUE, GL_ONE}, GlFormats.of(PipeFormat.R8G8B8X8_SRGB).swizzle());
    }

    @Test
    void plainFormatsNeedNoSwizzle() {
        assertNotNull(GlFormats.of(PipeFormat.R8G8B8A8_UNORM));
        assertNull(GlFormats.of(PipeFormat.R8G8B8A8_UNORM).swizzle());
    }
}
