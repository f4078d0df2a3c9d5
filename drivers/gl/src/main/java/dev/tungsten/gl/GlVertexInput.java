package dev.tungsten.gl;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.lwjgl.system.MemoryUtil;

import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.VertexBuffer;
import dev.tungsten.pipe.VertexElement;
import dev.tungsten.tgsi.RegisterFile;

import static org.lwjgl.opengl.GL33C.*;

/// Vertex fetch: the pipe's vertex buffers and vertex elements as the attribute arrays of one
/// OpenGL vertex array object. Attribute *i* is vertex element *i*, which is the vertex shader's
/// `IN[i]`; user vertex data (a [VertexBuffer] with bytes instead of a resource) is copied into
/// a stream buffer once per draw.
final class GlVertexInput {
    private final GlScreen screen;
    private GlCso<VertexElement.Layout> elements;
    private List<VertexBuffer> buffers = List.of();
    private final GlStreamBuffer userVertices = new GlStreamBuffer();
    private int vertexArray;
    /// Attributes enabled by the last draw, disabled again when a draw uses fewer.
    private int enabledAttributes;

    GlVertexInput(GlScreen screen) {
        this.screen = screen;
    }

    void create() {
        vertexArray = glGenVertexArrays();
        userVertices.create();
    }

    void delete() {
        glDeleteVertexArrays(vertexArray);
        userVertices.delete();
    }

    /// Refuses a layout with a format OpenGL cannot fetch, when the state object is created.
    static void checkFormats(VertexElement.Layout layout) {
        for (VertexElement e : layout.elements()) {
            GlFormats.GlFormat f = GlFormats.of(e.srcFormat());
            if (f == null || !f.isVertex()) {
                throw new PipeException("createVertexElementsState", "format " + e.srcFormat() + " cannot be fetched as a vertex attribute by OpenGL");
            }
        }
    }

    /// The bound vertex elements state, or null.
    GlCso<VertexElement.Layout> elements() {
        return elements;
    }

    void bindElements(GlCso<VertexElement.Layout> cso) {
        elements = cso;
    }

    void setBuffers(List<VertexBuffer> list) {
        for (VertexBuffer b : list) {
            if (b != null && b.buffer() != null) {
                screen.own("setVertexBuffers", b.buffer());
            }
        }
        buffers = new ArrayList<>(list);
    }

    /// Every input the vertex shader reads needs a vertex element.
    static void checkInputs(GlCso<ShaderState> vs, List<VertexElement> elements) {
        int vsInputs = vs.state().shader().declarations().stream()
                .filter(d -> d.file() == RegisterFile.INPUT).mapToInt(d -> d.last() + 1).max().orElse(0);
        if (vsInputs > elements.size()) {
            throw new PipeException("drawVbo", "the vertex shader reads " + vsInputs + " inputs but only "
                    + elements.size() + " vertex elements are bound");
        }
    }

    /// Binds the vertex array object and points attribute *i* at element *i*'s data.
    void setUp(List<VertexElement> elements) {
        glBindVertexArray(vertexArray);
        Map<Integer, long[]> userUploads = new HashMap<>();
        for (int i = 0; i < elements.size(); i++) {
            VertexElement e = elements.get(i);
            VertexBuffer vb = e.vertexBufferIndex() < buffers.size() ? buffers.get(e.vertexBufferIndex()) : null;
            if (vb == null) {
                throw new PipeException("drawVbo", "vertex element " + i + " reads vertex buffer " + e.vertexBufferIndex()
                        + ", which is not bound");
            }
            int buffer;
            long base;
            if (vb.buffer() != null) {
                buffer = screen.own("drawVbo", vb.buffer()).name;
                base = vb.offset();
            } else {
                long[] up = userUploads.computeIfAbsent(e.vertexBufferIndex(), k -> {
                    ByteBuffer data = MemoryUtil.memAlloc(Math.max(1, vb.user().length));
                    try {
                        data.put(0, vb.user());
                        return new long[] {userVertices.upload(data, 16)};
                    } finally {
                        MemoryUtil.memFree(data);
                    }
                });
                buffer = userVertices.name;
                base = up[0] + vb.offset();
            }
            glBindBuffer(GL_ARRAY_BUFFER, buffer);
            GlFormats.GlFormat f = GlFormats.of(e.srcFormat());
            long offset = base + e.srcOffset();
            if (f.integer()) {
                glVertexAttribIPointer(i, f.attribSize(), f.attribType(), e.srcStride(), offset);
            } else {
                glVertexAttribPointer(i, f.attribSize(), f.attribType(), f.normalized(), e.srcStride(), offset);
            }
            // A stride of 0 repeats one element for every vertex; OpenGL reads 0 as "packed".
            int divisor = e.srcStride() == 0 && e.instanceDivisor() == 0 ? Integer.MAX_VALUE : e.instanceDivisor();
            glVertexAttribDivisor(i, divisor);
            glEnableVertexAttribArray(i);
        }
        for (int i = elements.size(); i < enabledAttributes; i++) {
            glDisableVertexAttribArray(i);
        }
        enabledAttributes = elements.size();
    }
}
