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
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
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

/// The texel-buffer execution cases (`tests/cases/wgsl/exec/texel-buffer-*.wgsl`, which
/// [WgslExecTest] runs on the reference interpreter) run through the pipe drivers with real
/// texel buffer views ([ImageView#ofBuffer] on a buffer resource): the software driver with
/// each shader backend (its `SoftImages` converts through the view format's codec) and OpenGL
/// (`imageBuffer` over `glTexBuffer`, llvmpipe here). Expectations are the cases' own, the words
/// stored in each texel buffer included; the unorm and snorm cases state their tolerance.
/// OpenGL has no buffer texture of a snorm format (OpenGL 4.6 table 8.18), so the GL driver
/// refuses such a view by name, which the snorm case checks there.
class TexelBufferDriverTest {
    @TestFactory
    Stream<DynamicTest> softJit() throws IOException {
        return cases("soft", Map.of("threads", "2", "backend", "jit"));
    }

    @TestFactory
    Stream<DynamicTest> softInterpreter() throws IOException {
        return cases("soft", Map.of("threads", "2", "backend", "interp"));
    }

    @TestFactory
    Stream<DynamicTest> openGl() throws IOException {
        return cases("gl", Map.of());
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

    private static Stream<DynamicTest> cases(String driver, Map<String, String> options) throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path p : WgslExecTest.files()) {
            if (p.getFileName().toString().startsWith("texel-buffer-")) {
                WgslExecTest.Case c = WgslExecTest.parse(p);
                if (driver.equals("gl") && c.name().contains("snorm")) {
                    tests.add(DynamicTest.dynamicTest(driver + " " + c.name() + " is refused", () -> {
                        PipeException e = assertThrows(PipeException.class, () -> check(driver, options, c));
                        assertTrue(e.getMessage().contains("OpenGL has no buffer texture of format R8G8B8A8_SNORM"), e::getMessage);
                    }));
                    continue;
                }
                tests.add(DynamicTest.dynamicTest(driver + " " + options.getOrDefault("backend", "") + " " + c.name(),
                        () -> check(driver, options, c)));
            }
        }
        assertTrue(tests.size() >= 10, "at least 10 texel buffer cases, found " + tests.size());
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

    private static void check(String driver, Map<String, String> options, WgslExecTest.Case c) {
        Wgsl.Result r = Wgsl.compile(c.name() + ".wgsl", c.source());
        assertTrue(r.ok(), () -> DiagnosticRenderer.renderAll(r.source(), r.diagnostics()));
        TgsiProgram prog = TgsiLowering.lower(r.module(), r.info(), "main", TgsiLowering.Options.defaults());
        TexelBufferHeaders texels = TexelBufferHeaders.parse(c.source());
        Map<Integer, int[]> init = new HashMap<>();
        init.put(0, new int[c.expected().size()]);
        if (c.input() != null) {
            init.put(1, c.input());
        }
        try (Screen screen = open(driver, options); Context ctx = screen.createContext()) {
            Map<Integer, Resource> byBinding = new HashMap<>();
            List<ShaderBuffer> buffers = new ArrayList<>();
            List<ImageView> images = new ArrayList<>();
            for (TgsiProgram.Resource res : prog.resources()) {
                if (res.group() != 0) {
                    continue;
                }
                if (res.file() == RegisterFile.BUFFER) {
                    int[] words = init.getOrDefault(res.binding(), new int[0]);
                    Resource buf = upload(screen, ctx, words, Math.max(16, Math.max(words.length * 4, res.bytes())), Bind.SHADER_BUFFER);
                    set(buffers, res.index(), ShaderBuffer.of(buf));
                    byBinding.put(res.binding(), buf);
                } else if (res.file() == RegisterFile.IMAGE) {
                    TexelBufferHeaders.View v = texels.view(res.binding());
                    Resource buf = upload(screen, ctx, v.words(), v.words().length * 4, Bind.SHADER_IMAGE);
                    set(images, res.index(), ImageView.ofBuffer(buf, v.format(), 0, v.texels(), ImageView.READ | ImageView.WRITE));
                    byBinding.put(res.binding(), buf);
                }
            }
            ctx.setShaderBuffers(Processor.COMP, 0, buffers);
            ctx.setShaderImages(Processor.COMP, 0, images);
            ctx.bindShaderState(Processor.COMP, ctx.createShaderState(new ShaderState(prog.shader(), prog.sharedMemoryBytes())));
            int[] wg = prog.workgroupSize();
            ctx.launchGrid(new GridInfo(wg[0], wg[1], wg[2], c.dispatch()[0], c.dispatch()[1], c.dispatch()[2]));
            Map<Integer, int[]> after = new HashMap<>();
            for (Map.Entry<Integer, Resource> e : byBinding.entrySet()) {
                after.put(e.getKey(), download(ctx, e.getValue()));
                screen.destroyResource(e.getValue());
            }
            WgslExecTest.assertComputed(c, after);
        }
    }

    private static <T> void set(List<T> list, int index, T value) {
        while (list.size() <= index) {
            list.add(null);
        }
        list.set(index, value);
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
