package dev.tungsten.gl;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.lwjgl.system.MemoryUtil;

import dev.tungsten.gl.glsl.GlslOptions;
import dev.tungsten.gl.glsl.GlslShader;
import dev.tungsten.gl.glsl.GlslTranslator;
import dev.tungsten.gl.glsl.ValueKind;
import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.TgsiShader;

import static org.lwjgl.opengl.GL45C.*;

/// Runs a TGSI fragment shader through the GLSL translator on one 2x2 quad of pixels and returns
/// the raw words of its colour outputs: the OpenGL side of the differential tests against the
/// reference interpreter, which runs fragment shaders on the same quad.
///
/// Lane *i* is pixel (i % 2, i / 2) with row 0 on top, the interpreter's quad order (rows are the
/// framebuffer's memory rows, as everywhere in this driver). Each input varying is a plane,
/// `a0 + dadx * x + dady * y` at pixel (x, y), produced by a generated vertex shader so that
/// derivatives across the quad are those of the plane. Constant buffer *b* is bound as uniform
/// block *b*. Colour outputs are read back bit for bit from `RGBA32UI` render targets; a lane is
/// reported killed when it kept the clear value in two runs with different clear values.
public final class QuadRunner implements AutoCloseable {
    /// What a run produced.
    /// @param outputs  COLOR output location -> [lane][channel] words
    /// @param killMask bit *i* set when lane *i* was discarded
    public record Result(Map<Integer, int[][]> outputs, int killMask) {}

    /// One input plane: four channels each of the value at pixel (0, 0) and its x and y slopes.
    public record Plane(float[] a0, float[] dadx, float[] dady) {}

    private static final int[] CLEAR_A = {0xCDCDCDCD, 0xCDCDCDCD, 0xCDCDCDCD, 0xCDCDCDCD};
    private static final int[] CLEAR_B = {0x3C3C3C3C, 0x3C3C3C3C, 0x3C3C3C3C, 0x3C3C3C3C};
    private static final int MAX_COLORS = 8;

    private final EglContext gl;
    private final GlslOptions base;
    private final int framebuffer;
    private final int[] targets = new int[MAX_COLORS];
    private final int vertexArray;
    private final List<Integer> uniformBuffers = new ArrayList<>();

    public QuadRunner(EglContext gl) {
        this(gl, gl.glslOptions());
    }

    /// A runner translating with `options` (their colour output types are replaced by `UINT`).
    public QuadRunner(EglContext gl, GlslOptions options) {
        gl.checkOwner();
        this.gl = gl;
        this.base = options;
        framebuffer = glGenFramebuffers();
        glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
        int[] drawBuffers = new int[MAX_COLORS];
        for (int i = 0; i < MAX_COLORS; i++) {
            targets[i] = glGenTextures();
            glBindTexture(GL_TEXTURE_2D, targets[i]);
            glTexStorage2D(GL_TEXTURE_2D, 1, GL_RGBA32UI, 2, 2);
            glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0 + i, GL_TEXTURE_2D, targets[i], 0);
            drawBuffers[i] = GL_COLOR_ATTACHMENT0 + i;
        }
        glDrawBuffers(drawBuffers);
        vertexArray = glGenVertexArrays();
        gl.debug().checkNow("QuadRunner set-up");
    }

    /// Runs `shader` (a fragment shader) with `constants[b]` as constant buffer *b* (words) and
    /// `planes` giving each input register's plane (inputs without one are 0).
    /// @throws GlException when OpenGL rejects the translation
    public Result run(TgsiShader shader, int[][] constants, Map<Integer, Plane> planes) {
        try (Prepared p = prepare(shader, planes)) {
            return p.run(constants);
        }
    }

    /// Translates and links `shader` once, for runs with different constants.
    public Prepared prepare(TgsiShader shader, Map<Integer, Plane> planes) {
        gl.checkOwner();
        if (shader.processor() != Processor.FRAG) {
            throw new IllegalArgumentException("expected a fragment shader, found " + shader.processor().text());
        }
        List<ValueKind> kinds = new ArrayList<>();
        for (int i = 0; i < MAX_COLORS; i++) {
            kinds.add(ValueKind.UINT);
        }
        GlslShader fs = GlslTranslator.translate(shader, base.withColorOutputs(kinds, 1));
        GlslShader vs = vertexShader(shader, fs, planes);
        return new Prepared(GlProgram.link(gl, vs, fs), colorLocations(shader));
    }

    /// A linked program ready to run on the quad.
    public final class Prepared implements AutoCloseable {
        private final GlProgram program;
        private final List<Integer> locations;

        private Prepared(GlProgram program, List<Integer> locations) {
            this.program = program;
            this.locations = locations;
        }

        /// The GLSL the fragment shader was translated to.
        public String fragmentSource() {
            return program.shaders().get(1).source();
        }

        public Result run(int[][] constants) {
            gl.checkOwner();
            glUseProgram(program.id());
            bindConstants(constants);
            glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
            glViewport(0, 0, 2, 2);
            glDisable(GL_BLEND);
            glDisable(GL_DEPTH_TEST);
            glDisable(GL_SCISSOR_TEST);
            glBindVertexArray(vertexArray);
            Map<Integer, int[][]> first = draw(CLEAR_A);
            Map<Integer, int[][]> second = draw(CLEAR_B);
            glUseProgram(0);
            gl.debug().check("QuadRunner.run");
            int killed = 0;
            for (int lane = 0; lane < 4; lane++) {
                if (untouched(first, lane, CLEAR_A) && untouched(second, lane, CLEAR_B)) {
                    killed |= 1 << lane;
                }
            }
            Map<Integer, int[][]> outputs = new TreeMap<>();
            for (int location : locations) {
                outputs.put(location, first.get(location));
            }
            return new Result(outputs, killed);
        }

        @Override
        public void close() {
            program.close();
        }
    }

    private static boolean untouched(Map<Integer, int[][]> image, int lane, int[] clear) {
        for (int[][] target : image.values()) {
            for (int c = 0; c < 4; c++) {
                if (target[lane][c] != clear[c]) {
                    return false;
                }
            }
        }
        return true;
    }

    private Map<Integer, int[][]> draw(int[] clear) {
        for (int i = 0; i < MAX_COLORS; i++) {
            glClearBufferuiv(GL_COLOR, i, clear);
        }
        glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
        Map<Integer, int[][]> out = new TreeMap<>();
        int[] words = new int[16];
        for (int i = 0; i < MAX_COLORS; i++) {
            glReadBuffer(GL_COLOR_ATTACHMENT0 + i);
            glReadPixels(0, 0, 2, 2, GL_RGBA_INTEGER, GL_UNSIGNED_INT, words);
            int[][] lanes = new int[4][4];
            for (int lane = 0; lane < 4; lane++) {
                System.arraycopy(words, lane * 4, lanes[lane], 0, 4);
            }
            out.put(i, lanes);
        }
        return out;
    }

    private static List<Integer> colorLocations(TgsiShader shader) {
        List<Integer> locations = new ArrayList<>();
        for (Declaration d : shader.declarations()) {
            if (d.file() == RegisterFile.OUTPUT && d.semantic() != null && d.semantic().name() == SemanticName.COLOR) {
                for (int i = d.first(); i <= d.last(); i++) {
                    int location = d.semantic().index() + i - d.first();
                    if (location < MAX_COLORS) {
                        locations.add(location);
                    }
                }
            }
        }
        return locations;
    }

    private void bindConstants(int[][] constants) {
        while (uniformBuffers.size() < constants.length) {
            uniformBuffers.add(glGenBuffers());
        }
        for (int b = 0; b < constants.length; b++) {
            if (constants[b] == null) {
                continue;
            }
            // Bound at the declared size or more: reads past the data find zeros, as in the
            // interpreter, because the buffer is zero-filled to a whole 64 KiB block.
            ByteBuffer data = MemoryUtil.memCalloc(65536).order(ByteOrder.nativeOrder());
            try {
                for (int i = 0; i < Math.min(constants[b].length, 16384); i++) {
                    data.putInt(4 * i, constants[b][i]);
                }
                glBindBuffer(GL_UNIFORM_BUFFER, uniformBuffers.get(b));
                glBufferData(GL_UNIFORM_BUFFER, data, GL_STREAM_DRAW);
                glBindBufferBase(GL_UNIFORM_BUFFER, b, uniformBuffers.get(b));
            } finally {
                MemoryUtil.memFree(data);
            }
        }
    }

    /// A vertex shader drawing a full-viewport quad as a 4-vertex strip and writing each varying
    /// the fragment shader reads as its plane, extrapolated to the viewport's corners.
    private GlslShader vertexShader(TgsiShader shader, GlslShader fs, Map<Integer, Plane> planes) {
        StringBuilder sb = new StringBuilder();
        sb.append("#version ").append(base.version().number()).append(" core\n");
        sb.append("const vec2 tgsi_corner[4] = vec2[4](vec2(-1.0, -1.0), vec2(1.0, -1.0), vec2(-1.0, 1.0), vec2(1.0, 1.0));\n");
        StringBuilder body = new StringBuilder();
        for (GlslShader.Varying v : fs.inputs()) {
            sb.append(v.qualifiers().isEmpty() ? "" : v.qualifiers() + " ").append("out vec4 ").append(v.name()).append(";\n");
            Plane p = planes.get(inputRegister(shader, v));
            if (p == null) {
                body.append("    ").append(v.name()).append(" = vec4(0.0);\n");
            } else {
                body.append("    ").append(v.name()).append(" = ").append(vec(p.a0())).append(" + ").append(vec(p.dadx()))
                        .append(" * x + ").append(vec(p.dady())).append(" * y;\n");
            }
        }
        sb.append("void main() {\n");
        sb.append("    vec2 p = tgsi_corner[gl_VertexID];\n");
        sb.append("    gl_Position = vec4(p, 0.0, 1.0);\n");
        // Pixel (x, y) has its centre at window (x + 0.5, y + 0.5); the corners are at 0 and 2.
        sb.append("    float x = p.x + 0.5, y = p.y + 0.5;\n");
        sb.append(body);
        sb.append("}\n");
        return new GlslShader(Processor.VERT, sb.toString(), List.of(), List.of(), List.of(), java.util.Set.of(), 0, null);
    }

    private static int inputRegister(TgsiShader shader, GlslShader.Varying v) {
        for (Declaration d : shader.declarations()) {
            if (d.file() == RegisterFile.INPUT && d.semantic() != null && d.semantic().name() == v.semantic()) {
                int k = v.semanticIndex() - d.semantic().index();
                if (k >= 0 && k <= d.last() - d.first()) {
                    return d.first() + k;
                }
            }
        }
        return -1;
    }

    private static String vec(float[] v) {
        return "vec4(uintBitsToFloat(" + Integer.toUnsignedString(Float.floatToRawIntBits(v[0])) + "u), uintBitsToFloat("
                + Integer.toUnsignedString(Float.floatToRawIntBits(v[1])) + "u), uintBitsToFloat("
                + Integer.toUnsignedString(Float.floatToRawIntBits(v[2])) + "u), uintBitsToFloat("
                + Integer.toUnsignedString(Float.floatToRawIntBits(v[3])) + "u))";
    }

    @Override
    public void close() {
        if (gl.isClosed()) {
            return;
        }
        gl.checkOwner();
        glDeleteFramebuffers(framebuffer);
        glDeleteTextures(targets);
        glDeleteVertexArrays(vertexArray);
        for (int b : uniformBuffers) {
            glDeleteBuffers(b);
        }
    }
}
