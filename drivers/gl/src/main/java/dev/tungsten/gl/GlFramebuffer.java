package dev.tungsten.gl;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.ResourceTarget;
import dev.tungsten.pipe.Scissor;
import dev.tungsten.pipe.Surface;
import dev.tungsten.pipe.Viewport;

import static org.lwjgl.opengl.GL33C.*;

/// Where draws render: the pipe's framebuffer state as one OpenGL framebuffer object, and the
/// viewport and scissor that place a draw in it.
///
/// Window coordinates: framebuffer objects put the pipe's row 0 (the top of the image) at
/// OpenGL's window y = 0, so a pipe viewport with a negative y scale (the usual one) is drawn
/// with `gl_Position.y` negated; `glViewport` and `glScissor` then need no change, and the
/// winding OpenGL calls front is the other one, because the negation mirrors every triangle.
final class GlFramebuffer {
    private final GlScreen screen;
    private FramebufferState state;
    private final List<Scissor> scissors = new ArrayList<>();
    private final List<Viewport> viewports = new ArrayList<>();
    private int framebuffer;
    /// Whether the attachments no longer match [#state] (set again after any other code used
    /// `GL_FRAMEBUFFER`).
    private boolean dirty = true;

    GlFramebuffer(GlScreen screen) {
        this.screen = screen;
    }

    void create() {
        framebuffer = glGenFramebuffers();
    }

    /// The framebuffer state set last, or null.
    FramebufferState state() {
        return state;
    }

    void set(FramebufferState state) {
        if (state != null) {
            for (Surface s : state.cbufs()) {
                if (s != null) {
                    screen.own("setFramebufferState", s.texture());
                }
            }
            if (state.zsbuf() != null) {
                screen.own("setFramebufferState", state.zsbuf().texture());
            }
        }
        this.state = state;
        changed();
    }

    /// Makes the next draw attach the surfaces again.
    void changed() {
        dirty = true;
    }

    void setScissors(int start, List<Scissor> list) {
        for (int i = 0; i < list.size(); i++) {
            GlContext.set(scissors, start + i, list.get(i));
        }
    }

    void setViewports(int start, List<Viewport> list) {
        for (int i = 0; i < list.size(); i++) {
            GlContext.set(viewports, start + i, list.get(i));
        }
    }

    /// Viewport 0, or the whole framebuffer when none is set.
    Viewport viewport() {
        return viewports.isEmpty() || viewports.getFirst() == null
                ? Viewport.of(0, 0, state.width(), state.height()) : viewports.getFirst();
    }

    /// Binds the framebuffer object, attaching the surfaces first when they changed.
    void bind() {
        glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
        if (!dirty) {
            return;
        }
        FramebufferState fb = state;
        for (int i = 0; i < 8; i++) {
            glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0 + i, GL_TEXTURE_2D, 0, 0);
        }
        glFramebufferTexture2D(GL_FRAMEBUFFER, GL_DEPTH_STENCIL_ATTACHMENT, GL_TEXTURE_2D, 0, 0);
        int[] drawBuffers = new int[Math.max(1, fb.cbufs().size())];
        Arrays.fill(drawBuffers, GL_NONE);
        for (int i = 0; i < fb.cbufs().size(); i++) {
            Surface s = fb.cbufs().get(i);
            if (s != null) {
                attach(GL_COLOR_ATTACHMENT0 + i, s);
                drawBuffers[i] = GL_COLOR_ATTACHMENT0 + i;
            }
        }
        if (fb.zsbuf() != null) {
            GlFormats.GlFormat f = GlFormats.of(fb.zsbuf().format());
            attach(f.stencil() ? GL_DEPTH_STENCIL_ATTACHMENT : GL_DEPTH_ATTACHMENT, fb.zsbuf());
        }
        glDrawBuffers(drawBuffers);
        int status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
        if (status != GL_FRAMEBUFFER_COMPLETE) {
            throw new PipeException("drawVbo", "OpenGL refuses this framebuffer (status 0x" + Integer.toHexString(status) + ")");
        }
        dirty = false;
    }

    /// Attaches a surface to the bound framebuffer (layered when it spans several layers).
    static void attach(int attachment, Surface s) {
        GlResource r = (GlResource) s.texture();
        if (s.lastLayer() > s.firstLayer()) {
            org.lwjgl.opengl.GL32C.glFramebufferTexture(GL_FRAMEBUFFER, attachment, r.name, s.level());
        } else if (r.glTarget == GL_TEXTURE_CUBE_MAP) {
            glFramebufferTexture2D(GL_FRAMEBUFFER, attachment, GL_TEXTURE_CUBE_MAP_POSITIVE_X + s.firstLayer(), r.name, s.level());
        } else if (r.template().target().isArray() || r.template().target() == ResourceTarget.TEXTURE_3D) {
            glFramebufferTextureLayer(GL_FRAMEBUFFER, attachment, r.name, s.level(), s.firstLayer());
        } else if (r.glTarget == GL_TEXTURE_1D) {
            glFramebufferTexture1D(GL_FRAMEBUFFER, attachment, GL_TEXTURE_1D, r.name, s.level());
        } else {
            glFramebufferTexture2D(GL_FRAMEBUFFER, attachment, r.glTarget, r.name, s.level());
        }
    }

    /// The pipe viewport as OpenGL's: `glViewport` spans the same window rectangle (a negative y
    /// scale is the vertex stage's y flip), `glDepthRange` maps clip z as the translate and scale
    /// say; scissor 0, when set, becomes `glScissor`.
    void applyViewport(Viewport v, RasterizerState raster) {
        float sx = Math.abs(v.scaleX());
        float sy = Math.abs(v.scaleY());
        glViewport(Math.round(v.translateX() - sx), Math.round(v.translateY() - sy), Math.round(2 * sx), Math.round(2 * sy));
        double near = raster.clipHalfZ() ? v.translateZ() : v.translateZ() - v.scaleZ();
        double far = v.translateZ() + v.scaleZ();
        glDepthRange(near, far);
        Scissor s = scissors.isEmpty() ? null : scissors.getFirst();
        if (s != null) {
            glScissor(s.minX(), s.minY(), s.maxX() - s.minX(), s.maxY() - s.minY());
        }
    }

    void delete() {
        glDeleteFramebuffers(framebuffer);
    }
}
