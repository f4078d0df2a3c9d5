package dev.tungsten.tests.wgsl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import dev.tungsten.gl.GlException;
import dev.tungsten.gl.GlTestSupport;
import dev.tungsten.gl.glsl.GlslOptions;
import dev.tungsten.gl.glsl.GlslShader;
import dev.tungsten.gl.glsl.GlslTranslator;
import dev.tungsten.gl.glsl.GlslVersion;
import dev.tungsten.gl.glsl.GlslangValidator;
import dev.tungsten.ir.DiagnosticRenderer;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TgsiProgram;
import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.Drivers;
import dev.tungsten.pipe.GridInfo;
import dev.tungsten.pipe.ImageView;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.Screen;
import dev.tungsten.pipe.ShaderBuffer;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Transfer;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.wgsl.Wgsl;

/// Texel buffer views ([ImageView#ofBuffer] on a buffer resource) through the pipe drivers, beyond
/// what [WgslExecTest] checks (it runs every `tests/cases/wgsl/exec/texel-buffer-*.wgsl` case on
/// the interpreter, the soft driver's JIT and OpenGL, binding each case's texel buffers with
/// [PipeComputeRunner]): the same cases on the soft driver's interpreter backend, OpenGL's refusal
/// of a snorm view (OpenGL has no buffer texture of a snorm format, OpenGL 4.6 table 8.18), the
/// GLSL of every case by glslang's judgement, and a view of part of a buffer.
class TexelBufferDriverTest {
    @TestFactory
    Stream<DynamicTest> softInterpreterBackend() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (WgslExecTest.Case c : WgslExecTest.casesNamed("texel-buffer-")) {
            tests.add(DynamicTest.dynamicTest(c.name(), () -> {
                try (Screen screen = open("soft", Map.of("threads", "2", "backend", "interp")); Context ctx = screen.createContext()) {
                    WgslExecTest.assertComputed(c, new PipeComputeRunner(screen, ctx).run(c.source(), c.dispatch(), WgslExecTest.initialBuffers(c)));
                }
            }));
        }
        assertTrue(tests.size() >= 10, "at least 10 texel buffer cases, found " + tests.size());
        return tests.stream();
    }

    @Test
    void openGlRefusesASnormViewByName() throws IOException {
        WgslExecTest.Case c = WgslExecTest.casesNamed("texel-buffer-").stream().filter(k -> k.name().contains("snorm")).findFirst().orElseThrow();
        try (Screen screen = open("gl", Map.of()); Context ctx = screen.createContext()) {
            PipeException e = assertThrows(PipeException.class,
                    () -> new PipeComputeRunner(screen, ctx).run(c.source(), c.dispatch(), WgslExecTest.initialBuffers(c)));
            assertTrue(e.getMessage().contains("OpenGL has no buffer texture of format R8G8B8A8_SNORM"), e::getMessage);
        }
    }

    /// Every case's GLSL (`imageBuffer`, the load guard) is valid GLSL 4.50 by glslang's judgement.
    @TestFactory
    Stream<DynamicTest> glslangAcceptsTheGlsl() throws IOException {
        assumeTrue(GlTestSupport.glslangPresent());
        List<DynamicTest> tests = new ArrayList<>();
        for (Path p : WgslExecTest.files()) {
            if (p.getFileName().toString().startsWith("texel-buffer-")) {
                WgslExecTest.Case c = WgslExecTest.parse(p);
                tests.add(DynamicTest.dynamicTest(c.name(), () -> {
                    Wgsl.Result r = Wgsl.compile(c.name() + ".wgsl", c.source());
                    TgsiProgram prog = TgsiLowering.lower(r.module(), r.info(), "main", TgsiLowering.Options.defaults());
                    GlslShader g = GlslTranslator.translate(prog.shader(), GlslOptions.permissive(GlslVersion.V450));
                    assertTrue(g.source().contains("imageBuffer "), g::source);
                    assertTrue(GlslangValidator.judges(g), "glslang judges compute GLSL 4.50");
                    GlslangValidator.Result v = GlslangValidator.validate(g);
                    assertTrue(v.accepted(), () -> v.log() + "\n" + g.source());
                }));
            }
        }
        return tests.stream();
    }

    /// A view of part of a buffer (elements 64..67 of r32uint, byte offset 256, which OpenGL's
    /// offset alignment allows): the shader sees 4 texels from the view's first, stores land
    /// inside the view, and a store past its end leaves the buffer's next word alone.
    @TestFactory
    Stream<DynamicTest> aViewOfPartOfABufferSeesOnlyItsRange() {
        String source = """
                requires texel_buffers;
                @group(0) @binding(0) var<storage, read_write> out: array<u32>;
                @group(0) @binding(2) var tb: texel_buffer<r32uint, read_write>;
                @compute @workgroup_size(1) fn main() {
                    out[0] = textureDimensions(tb);
                    out[1] = textureLoad(tb, 0u).x;
                    out[2] = textureLoad(tb, 3u).x;
                    out[3] = textureLoad(tb, 4u).x;
                    textureStore(tb, 1u, vec4<u32>(500u));
                    textureStore(tb, 4u, vec4<u32>(600u));
                }
                """;
        List<DynamicTest> tests = new ArrayList<>();
        for (String driver : List.of("soft", "gl")) {
            tests.add(DynamicTest.dynamicTest(driver, () -> {
                Wgsl.Result r = Wgsl.compile("range.wgsl", source);
                TgsiProgram prog = TgsiLowering.lower(r.module(), r.info(), "main", TgsiLowering.Options.defaults());
                int[] words = new int[128];
                for (int i = 0; i < words.length; i++) {
                    words[i] = 1000 + i;
                }
                try (Screen screen = open(driver, Map.of("threads", "2")); Context ctx = screen.createContext()) {
                    Resource out = upload(screen, ctx, new int[4], 16, Bind.SHADER_BUFFER);
                    Resource buf = upload(screen, ctx, words, 512, Bind.SHADER_IMAGE);
                    ctx.setShaderBuffers(Processor.COMP, 0, List.of(ShaderBuffer.of(out)));
                    ctx.setShaderImages(Processor.COMP, 0, List.of(ImageView.ofBuffer(buf, PipeFormat.R32_UINT, 64, 4,
                            ImageView.READ | ImageView.WRITE)));
                    ctx.bindShaderState(Processor.COMP, ctx.createShaderState(new ShaderState(prog.shader(), prog.sharedMemoryBytes())));
                    ctx.launchGrid(new GridInfo(1, 1, 1, 1, 1, 1));
                    assertArrayEquals(new int[] {4, 1064, 1067, 0}, download(ctx, out), driver + ": size, texels 0 and 3, past the end");
                    int[] after = download(ctx, buf);
                    assertEquals(500, after[65], "texel 1 of the view is element 65");
                    assertEquals(1068, after[68], "the store past the view's end is dropped");
                    assertEquals(1063, after[63]);
                    screen.destroyResource(out);
                    screen.destroyResource(buf);
                }
            }));
        }
        return tests.stream();
    }

    private static Screen open(String driver, Map<String, String> options) {
        try {
            return Drivers.byName(driver).createScreen(options);
        } catch (PipeException e) {
            if (e.getCause() instanceof GlException gl && gl.kind() == GlException.Kind.UNAVAILABLE) {
                GlTestSupport.open().close(); // skips with a notice, or fails under TUNGSTEN_CI=1
            }
            throw e;
        }
    }

    private static Resource upload(Screen screen, Context ctx, int[] words, int bytes, int bind) {
        Resource buf = screen.createResource(ResourceTemplate.buffer(bytes, bind));
        Transfer t = ctx.map(buf, 0, Box.ofBytes(0, bytes), Transfer.WRITE);
        ByteBuffer data = t.data().order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < bytes / 4; i++) {
            data.putInt(4 * i, i < words.length ? words[i] : 0);
        }
        ctx.unmap(t);
        return buf;
    }

    private static int[] download(Context ctx, Resource buf) {
        int bytes = buf.template().width();
        Transfer t = ctx.map(buf, 0, Box.ofBytes(0, bytes), Transfer.READ);
        ByteBuffer data = t.data().order(ByteOrder.LITTLE_ENDIAN);
        int[] words = new int[bytes / 4];
        for (int i = 0; i < words.length; i++) {
            words[i] = data.getInt(4 * i);
        }
        ctx.unmap(t);
        return words;
    }
}
