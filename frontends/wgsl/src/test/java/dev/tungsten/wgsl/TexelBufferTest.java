package dev.tungsten.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.StorageFormat;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TypeInner;
import dev.tungsten.ir.TypePrinter;
import dev.tungsten.tgsi.TgsiDump;

/// `requires texel_buffers`: the `texel_buffer<format, access>` type, its three builtins, what
/// they lower to (TGSI images of target `BUFFER`, decision 0030) and the located errors of a
/// wrong format, a wrong access mode, a missing `requires` and a store to a read-only buffer.
class TexelBufferTest {
    private static final String REQUIRES = "requires texel_buffers;\n";

    private static Wgsl.Result compile(String source) {
        return Wgsl.compile("x.wgsl", source);
    }

    private static String tgsi(String source) {
        Wgsl.Result r = compile(source);
        assertTrue(r.ok(), () -> r.diagnostics().toString());
        return TgsiDump.dump(TgsiLowering.lower(r.module(), r.info(), "main", TgsiLowering.Options.defaults()).shader());
    }

    /// The first diagnostic of a rejected program, checked to start at `at` in `source`.
    private static Diagnostic error(String source, String kind, String at) {
        Wgsl.Result r = compile(source);
        assertEquals(kind, r.errorKinds().isEmpty() ? "accepted" : r.errorKinds().getFirst(), source);
        Diagnostic d = r.diagnostics().getFirst();
        assertEquals(source.indexOf(at), d.labels().getFirst().span().start(), d.message());
        return d;
    }

    @Test
    void typeIsAStorageImageOfDimensionBufferAndPrintsAsWritten() {
        Wgsl.Result r = compile(REQUIRES + """
                @group(0) @binding(0) var a: texel_buffer<rgba8unorm, read>;
                @group(0) @binding(1) var b: texel_buffer<r32sint, read_write>;
                @compute @workgroup_size(1) fn main() { _ = textureLoad(a, 0u); _ = textureLoad(b, 0i); }
                """);
        assertTrue(r.ok(), () -> r.diagnostics().toString());
        var g = r.module().globals();
        var a = (TypeInner.Image) r.module().inner(g.get(new dev.tungsten.ir.Handle<>(0)).type());
        assertEquals(TypeInner.ImageDimension.BUFFER, a.dim());
        assertEquals(new TypeInner.ImageClass.Storage(StorageFormat.RGBA8UNORM, dev.tungsten.ir.StorageAccess.READ), a.imageClass());
        assertEquals("texel_buffer<r32sint, read_write>", TypePrinter.name(r.module(), g.get(new dev.tungsten.ir.Handle<>(1)).type()));
    }

    @Test
    void loadsStoresAndDimensionsLowerToBufferImages() {
        String t = tgsi(REQUIRES + """
                @group(0) @binding(0) var<storage, read_write> out: array<u32>;
                @group(0) @binding(1) var a: texel_buffer<rgba8unorm, read>;
                @group(0) @binding(2) var b: texel_buffer<r32uint, read_write>;
                @compute @workgroup_size(1) fn main() {
                    out[0] = u32(textureLoad(a, 3u).x);
                    out[1] = textureDimensions(a);
                    textureStore(b, 1i, vec4<u32>(9u));
                }
                """);
        assertTrue(t.contains("DCL IMAGE[0], BUFFER, PIPE_FORMAT_R8G8B8A8_UNORM\n"), t);
        assertTrue(t.contains("DCL IMAGE[1], BUFFER, PIPE_FORMAT_R32_UINT, WR\n"), t);
        assertTrue(t.contains("LOAD TEMP[") && t.contains(", IMAGE[0], "), t);
        assertTrue(t.contains("RESQ TEMP[") && t.contains("STORE IMAGE[1], "), t);
        assertTrue(!t.contains("SVIEW"), t);
    }

    @Test
    void textureDimensionsIsAU32AndTakesNoLevel() {
        Wgsl.Result r = compile(REQUIRES + """
                @group(0) @binding(0) var a: texel_buffer<r32float, read>;
                @compute @workgroup_size(1) fn main() { let n: u32 = textureDimensions(a); _ = n; }
                """);
        assertTrue(r.ok(), () -> r.diagnostics().toString());
        String withLevel = REQUIRES + """
                @group(0) @binding(0) var a: texel_buffer<r32float, read>;
                @compute @workgroup_size(1) fn main() { _ = textureDimensions(a, 0); }
                """;
        error(withLevel, "WrongArgumentCount", "textureDimensions(a, 0)");
    }

    @Test
    void texelBufferAsAFunctionParameter() {
        String t = tgsi(REQUIRES + """
                @group(0) @binding(0) var<storage, read_write> out: array<i32>;
                @group(0) @binding(1) var b: texel_buffer<rgba16sint, read_write>;
                fn put(t: texel_buffer<rgba16sint, read_write>, i: u32) { textureStore(t, i, vec4<i32>(-3)); }
                @compute @workgroup_size(1) fn main() { put(b, 2u); out[0] = textureLoad(b, 2u).w; }
                """);
        assertTrue(t.contains("DCL IMAGE[0], BUFFER, PIPE_FORMAT_R16G16B16A16_SINT, WR"), t);
    }

    @Test
    void withoutRequiresTheTypeIsRefusedAtItsName() {
        String src = """
                @group(0) @binding(0) var a: texel_buffer<rgba8unorm, read>;
                @compute @workgroup_size(1) fn main() { _ = textureLoad(a, 0u); }
                """;
        Diagnostic d = error(src, "LanguageFeatureNotRequired", "texel_buffer");
        assertEquals("`texel_buffer` requires `requires texel_buffers;`", d.message());
    }

    @Test
    void everyStorageTexelFormatIsAcceptedAndNagasExtraFormatsAreNot() {
        for (StorageFormat f : StorageFormat.values()) {
            String src = REQUIRES + "@group(0) @binding(0) var a: texel_buffer<" + f.text() + ", read>;\n"
                    + "@compute @workgroup_size(1) fn main() { _ = textureLoad(a, 0u); }\n";
            if (f.isCore()) {
                Wgsl.Result r = compile(src);
                assertTrue(r.ok(), () -> f + ": " + r.diagnostics());
            } else {
                Diagnostic d = error(src, "InvalidType", f.text() + ", read>");
                assertTrue(d.message().contains("storage texel formats"), d.message());
            }
        }
        error(REQUIRES + "@group(0) @binding(0) var a: texel_buffer<rgb8unorm, read>;\n", "UnknownName", "rgb8unorm");
        error(REQUIRES + "@group(0) @binding(0) var a: texel_buffer<f32, read>;\n", "UnknownName", "f32");
    }

    @Test
    void accessModeIsReadOrReadWrite() {
        Diagnostic d = error(REQUIRES + "@group(0) @binding(0) var a: texel_buffer<r32uint, write>;\n", "InvalidType", "write>");
        assertTrue(d.message().contains("read or read_write"), d.message());
        error(REQUIRES + "@group(0) @binding(0) var a: texel_buffer<r32uint, read_only>;\n", "UnknownName", "read_only");
        error(REQUIRES + "@group(0) @binding(0) var a: texel_buffer<r32uint>;\n", "WrongTemplateArgs", "texel_buffer<r32uint>");
    }

    @Test
    void storeToAReadOnlyTexelBufferIsRefusedAtTheBuffer() {
        String src = REQUIRES + """
                @group(0) @binding(0) var a: texel_buffer<r32uint, read>;
                @compute @workgroup_size(1) fn main() { textureStore(a, 0u, vec4<u32>(1u)); }
                """;
        Diagnostic d = error(src, "AccessViolation", "a, 0u, vec4");
        assertTrue(d.message().contains("read-only texel buffer"), d.message());
    }

    @Test
    void coordinatesAreOneIntegerAndTheValueHasTheFormatsChannelType() {
        String base = REQUIRES + "@group(0) @binding(0) var a: texel_buffer<rgba8uint, read_write>;\n";
        error(base + "@compute @workgroup_size(1) fn main() { _ = textureLoad(a, vec2<u32>(0u)); }\n", "TypeMismatch",
                "vec2<u32>(0u)");
        error(base + "@compute @workgroup_size(1) fn main() { _ = textureLoad(a, 1.5f); }\n", "TypeMismatch", "1.5f");
        error(base + "@compute @workgroup_size(1) fn main() { textureStore(a, 0, vec4<f32>(1.0)); }\n", "TypeMismatch",
                "vec4<f32>(1.0)");
    }

    @Test
    void texelBuffersAreNotSampled() {
        String src = REQUIRES + """
                @group(0) @binding(0) var a: texel_buffer<rgba8unorm, read>;
                @group(0) @binding(1) var s: sampler;
                @fragment fn main() -> @location(0) vec4<f32> { return textureSample(a, s, 0.5); }
                """;
        Wgsl.Result r = compile(src);
        assertEquals(List.of("NoMatchingOverload"), r.errorKinds());
    }
}
