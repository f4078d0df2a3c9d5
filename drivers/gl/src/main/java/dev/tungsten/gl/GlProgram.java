package dev.tungsten.gl;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.gl.glsl.GlslShader;
import dev.tungsten.gl.glsl.GlslVersion;

import static org.lwjgl.opengl.GL20C.*;
import static org.lwjgl.opengl.GL31C.GL_INVALID_INDEX;
import static org.lwjgl.opengl.GL31C.glGetUniformBlockIndex;
import static org.lwjgl.opengl.GL31C.glUniformBlockBinding;
import static org.lwjgl.opengl.GL32C.GL_GEOMETRY_SHADER;
import static org.lwjgl.opengl.GL43C.GL_COMPUTE_SHADER;
import static org.lwjgl.opengl.GL43C.GL_SHADER_STORAGE_BLOCK;
import static org.lwjgl.opengl.GL43C.glGetProgramResourceIndex;
import static org.lwjgl.opengl.GL43C.glShaderStorageBlockBinding;

/// A linked OpenGL program made from translated shaders. Compile and link errors become a
/// [GlException] of kind SHADER_REJECTED carrying the driver's log and the offending GLSL lines,
/// so a rejected shader is reported at creation, never at draw time.
///
/// GLSL 4.50 translations carry `layout(binding = n)`; for GLSL 3.30 ones the bindings the
/// translator chose are applied here through the API, by name.
public final class GlProgram implements AutoCloseable {
    private final EglContext context;
    private final int id;
    private final List<GlslShader> shaders;

    private GlProgram(EglContext context, int id, List<GlslShader> shaders) {
        this.context = context;
        this.id = id;
        this.shaders = List.copyOf(shaders);
    }

    /// Compiles and links `shaders` (one per stage) on the calling thread's context.
    public static GlProgram link(EglContext context, GlslShader... shaders) {
        context.checkOwner();
        List<Integer> compiled = new ArrayList<>();
        int program = glCreateProgram();
        try {
            for (GlslShader s : shaders) {
                int sh = compile(s);
                compiled.add(sh);
                glAttachShader(program, sh);
            }
            glLinkProgram(program);
            if (glGetProgrami(program, GL_LINK_STATUS) == GL_FALSE) {
                String log = glGetProgramInfoLog(program);
                throw new GlException(GlException.Kind.SHADER_REJECTED, "OpenGL refused to link the translated program: " + log.strip());
            }
            applyBindings(program, shaders);
            context.debug().check("link program");
            GlProgram p = new GlProgram(context, program, List.of(shaders));
            program = 0;
            return p;
        } finally {
            for (int sh : compiled) {
                glDeleteShader(sh);
            }
            if (program != 0) {
                glDeleteProgram(program);
            }
        }
    }

    /// Compiles one stage; returns the shader object (the caller deletes it).
    public static int compile(GlslShader shader) {
        int type = switch (shader.stage()) {
            case VERT -> GL_VERTEX_SHADER;
            case FRAG -> GL_FRAGMENT_SHADER;
            case GEOM -> GL_GEOMETRY_SHADER;
            case COMP -> GL_COMPUTE_SHADER;
            default -> throw new GlException(GlException.Kind.UNSUPPORTED, "no OpenGL stage for " + shader.stage().text());
        };
        int sh = glCreateShader(type);
        glShaderSource(sh, shader.source());
        glCompileShader(sh);
        if (glGetShaderi(sh, GL_COMPILE_STATUS) == GL_FALSE) {
            String log = glGetShaderInfoLog(sh);
            glDeleteShader(sh);
            throw new GlException(GlException.Kind.SHADER_REJECTED, "OpenGL refused the translated "
                    + shader.stage().text() + " shader: " + log.strip() + "\n" + excerpt(shader.source(), log));
        }
        return sh;
    }

    /// The GLSL lines a compile log points at (`0:LINE(COL)` or `0:LINE:`), numbered.
    static String excerpt(String source, String log) {
        String[] lines = source.split("\n");
        StringBuilder sb = new StringBuilder();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("0:(\\d+)[(:]").matcher(log);
        java.util.Set<Integer> seen = new java.util.TreeSet<>();
        while (m.find() && seen.size() < 5) {
            seen.add(Integer.parseInt(m.group(1)));
        }
        for (int n : seen) {
            if (n >= 1 && n <= lines.length) {
                sb.append(String.format("%5d | %s%n", n, lines[n - 1]));
            }
        }
        return sb.toString();
    }

    private static void applyBindings(int program, GlslShader[] shaders) {
        boolean explicit = true;
        for (GlslShader s : shaders) {
            if (!s.source().startsWith("#version " + GlslVersion.V450.number())) {
                explicit = false;
            }
        }
        if (explicit) {
            return;
        }
        glUseProgram(program);
        for (GlslShader s : shaders) {
            for (GlslShader.Binding b : s.bindings()) {
                switch (b.kind()) {
                    case UNIFORM_BLOCK -> {
                        int index = glGetUniformBlockIndex(program, b.name());
                        if (index != GL_INVALID_INDEX) {
                            glUniformBlockBinding(program, index, b.unit());
                        }
                    }
                    case SAMPLER, IMAGE -> {
                        int loc = glGetUniformLocation(program, b.name());
                        if (loc >= 0) {
                            glUniform1i(loc, b.unit());
                        }
                    }
                    case STORAGE_BUFFER -> {
                        int index = glGetProgramResourceIndex(program, GL_SHADER_STORAGE_BLOCK, b.name());
                        if (index != GL_INVALID_INDEX) {
                            glShaderStorageBlockBinding(program, index, b.unit());
                        }
                    }
                    case CLIP_PLANES -> { }
                }
            }
        }
        glUseProgram(0);
    }

    public int id() {
        context.checkOwner();
        return id;
    }

    public List<GlslShader> shaders() {
        return shaders;
    }

    @Override
    public void close() {
        if (!context.isClosed()) {
            context.checkOwner();
            glDeleteProgram(id);
        }
    }
}
