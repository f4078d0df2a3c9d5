package dev.tungsten.vk;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.CompareFunc;
import dev.tungsten.pipe.ConstantBuffer;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.DepthStencilAlphaState;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.Drivers;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.GridInfo;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.pipe.SamplerView;
import dev.tungsten.pipe.ShaderBuffer;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Surface;
import dev.tungsten.pipe.Transfer;
import dev.tungsten.pipe.VertexBuffer;
import dev.tungsten.pipe.VertexElement;
import dev.tungsten.pipe.Viewport;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.TgsiText;

import static org.junit.jupiter.api.Assertions.*;

/// The Vulkan driver through the pipe interface only, in debug mode (validation layer on, every
/// message an exception): clears, draws, textures, depth/stencil read-back, compute, CPU access,
/// and a close that reports no leaked Vulkan object. The twin of the OpenGL driver's GlScreenTest.
class VkScreenTest {
    private static VkScreen screen;
    private static final int W = 8;
    private static final int H = 8;

    @BeforeAll
    static void open() {
        screen = VkTestSupport.screen();
    }

    /// Closing destroys the device: the validation layer's list of objects alive then must be empty.
    @AfterAll
    static void close() {
        if (screen != null) {
            assertDoesNotThrow(screen::close);
        }
    }

    static Resource target(VkScreen screen, Context ctx, PipeFormat format) {
        Resource color = screen.createResource(ResourceTemplate.texture2D(format, W, H, 1, Bind.RENDER_TARGET | Bind.SAMPLER_VIEW));
        List<Surface> cbufs = new ArrayList<>();
        cbufs.add(Surface.of(color));
        ctx.setFramebufferState(new FramebufferState(W, H, cbufs, null));
        ctx.setViewportStates(0, List.of(Viewport.of(0, 0, W, H)));
        return color;
    }

    static byte[] read(Context ctx, Resource r) {
        Transfer t = ctx.map(r, 0, Box.of2D(0, 0, W, H), Transfer.READ);
        byte[] out = new byte[W * H * 4];
        for (int y = 0; y < H; y++) {
            t.data().get(y * t.stride(), out, y * W * 4, W * 4);
        }
        ctx.unmap(t);
        return out;
    }

    static int pixel(byte[] rgba, int x, int y) {
        int i = (y * W + x) * 4;
        return (rgba[i] & 0xFF) << 24 | (rgba[i + 1] & 0xFF) << 16 | (rgba[i + 2] & 0xFF) << 8 | (rgba[i + 3] & 0xFF);
    }

    static byte[] floats(float... v) {
        ByteBuffer b = ByteBuffer.allocate(v.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float f : v) {
            b.putFloat(f);
        }
        return b.array();
    }

    static void passThrough(Context ctx, String fsBody, String fsDecls) {
        ctx.bindShaderState(Processor.VERT, ctx.createShaderState(ShaderState.of(TgsiText.parse(
                "VERT\nDCL IN[0]\nDCL IN[1]\nDCL OUT[0], POSITION\nDCL OUT[1], GENERIC[0]\nMOV OUT[0], IN[0]\nMOV OUT[1], IN[1]\nEND\n", "vs"))));
        ctx.bindShaderState(Processor.FRAG, ctx.createShaderState(ShaderState.of(TgsiText.parse(
                "FRAG\nDCL IN[0], GENERIC[0], PERSPECTIVE\nDCL OUT[0], COLOR\n" + fsDecls + fsBody + "END\n", "fs"))));
        ctx.bindVertexElementsState(ctx.createVertexElementsState(VertexElement.Layout.of(
                VertexElement.of(0, 0, PipeFormat.R32G32B32A32_FLOAT, 32), VertexElement.of(0, 16, PipeFormat.R32G32B32A32_FLOAT, 32))));
    }

    @Test
    void theDriverIsRegisteredAsVk() {
        assertTrue(Drivers.all().stream().anyMatch(p -> p.name().equals("vk")));
        assertEquals("vk", screen.name());
        assertTrue(screen.description().contains(screen.device().caps().deviceName()), screen.description());
        assertEquals(screen.device().caps().limits().maxImageDimension2D(), screen.caps().maxTextureSize());
    }

    @Test
    void clearWritesTheColourAndRowZeroIsTheTop() {
        try (Context ctx = screen.createContext()) {
            Resource color = target(screen, ctx, PipeFormat.R8G8B8A8_UNORM);
            ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(1, 0, 0, 1), 1, 0);
            // A triangle covering the top-left corner of the image, in NDC (+y is up, the top row).
            passThrough(ctx, "MOV OUT[0], IN[0]\n", "");
            ctx.setVertexBuffers(List.of(VertexBuffer.user(floats(
                    -1, 1, 0, 1, 0, 1, 0, 1,
                    0, 1, 0, 1, 0, 1, 0, 1,
                    -1, 0, 0, 1, 0, 1, 0, 1))));
            ctx.drawVbo(DrawInfo.arrays(PrimitiveType.TRIANGLES), DrawInfo.Range.of(0, 3));
            byte[] px = read(ctx, color);
            assertEquals(0x00FF00FF, pixel(px, 0, 0), "top-left pixel is drawn green");
            assertEquals(0xFF0000FF, pixel(px, W - 1, H - 1), "bottom-right pixel keeps the clear colour");
            assertEquals(0xFF0000FF, pixel(px, 0, H - 1), "bottom-left pixel is outside the triangle");
        }
    }

    /// The alpha test Vulkan lacks, emulated in the fragment shader: a quad whose alpha runs from
    /// 0 on the left to 1 on the right keeps only the pixels whose alpha passes the comparison.
    @Test
    void theAlphaTestKeepsOnlyThePixelsThatPass() {
        try (Context ctx = screen.createContext()) {
            Resource color = target(screen, ctx, PipeFormat.R8G8B8A8_UNORM);
            passThrough(ctx, "MOV OUT[0], IN[0]\n", "");
            // Alpha 0 at x = -1 and 1 at x = +1: pixel x has alpha (x + 0.5) / 8.
            ctx.setVertexBuffers(List.of(VertexBuffer.user(floats(
                    -1, -1, 0, 1, 0, 1, 0, 0,
                    1, -1, 0, 1, 0, 1, 0, 1,
                    -1, 1, 0, 1, 0, 1, 0, 0,
                    1, -1, 0, 1, 0, 1, 0, 1,
                    1, 1, 0, 1, 0, 1, 0, 1,
                    -1, 1, 0, 1, 0, 1, 0, 0))));
            for (CompareFunc f : new CompareFunc[] {CompareFunc.GREATER, CompareFunc.LESS, CompareFunc.NEVER, CompareFunc.ALWAYS}) {
                ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(1, 0, 0, 1), 1, 0);
                ctx.bindDepthStencilAlphaState(ctx.createDepthStencilAlphaState(new DepthStencilAlphaState(
                        DepthStencilAlphaState.DISABLED.depth(), DepthStencilAlphaState.Stencil.DISABLED,
                        DepthStencilAlphaState.Stencil.DISABLED, new DepthStencilAlphaState.Alpha(true, f, 0.5f))));
                ctx.drawVbo(DrawInfo.arrays(PrimitiveType.TRIANGLES), DrawInfo.Range.of(0, 6));
                byte[] px = read(ctx, color);
                for (int x = 0; x < W; x++) {
                    float alpha = (x + 0.5f) / W;
                    boolean pass = switch (f) {
                        case GREATER -> alpha > 0.5f;
                        case LESS -> alpha < 0.5f;
                        case NEVER -> false;
                        default -> true;
                    };
                    int p = pixel(px, x, H / 2);
                    assertEquals(pass ? 0x00FF00 : 0xFF0000, p >>> 8, f + " at x " + x + ": " + Integer.toHexString(p));
                }
            }
        }
    }

    /// `lightTwoSide`: a fragment shader's COLOR input reads BCOLOR on back faces, as the GL
    /// driver and the soft driver do; without it, both faces read COLOR.
    @Test
    void twoSidedLightingReadsTheBackColourOnBackFaces() {
        try (Context ctx = screen.createContext()) {
            Resource color = target(screen, ctx, PipeFormat.R8G8B8A8_UNORM);
            ctx.bindShaderState(Processor.VERT, ctx.createShaderState(ShaderState.of(TgsiText.parse("""
                    VERT
                    DCL IN[0]
                    DCL OUT[0], POSITION
                    DCL OUT[1], COLOR
                    DCL OUT[2], BCOLOR
                    IMM[0] FLT32 {1.0, 0.0, 0.0, 1.0}
                    IMM[1] FLT32 {0.0, 0.0, 1.0, 1.0}
                    MOV OUT[0], IN[0]
                    MOV OUT[1], IMM[0]
                    MOV OUT[2], IMM[1]
                    END
                    """, "vs"))));
            ctx.bindShaderState(Processor.FRAG, ctx.createShaderState(ShaderState.of(TgsiText.parse(
                    "FRAG\nDCL IN[0], COLOR, COLOR\nDCL OUT[0], COLOR\nMOV OUT[0], IN[0]\nEND\n", "fs"))));
            ctx.bindVertexElementsState(ctx.createVertexElementsState(VertexElement.Layout.of(
                    VertexElement.of(0, 0, PipeFormat.R32G32B32A32_FLOAT, 16))));
            // Left half counter-clockwise in NDC (front), right half clockwise (back).
            ctx.setVertexBuffers(List.of(VertexBuffer.user(floats(
                    -1, -1, 0, 1, 0, -1, 0, 1, -1, 1, 0, 1,
                    0, -1, 0, 1, 0, 1, 0, 1, 1, -1, 0, 1))));
            for (boolean twoSide : new boolean[] {true, false}) {
                ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(0, 0, 0, 1), 1, 0);
                ctx.bindRasterizerState(ctx.createRasterizerState(RasterizerState.builder().lightTwoSide(twoSide).build()));
                ctx.drawVbo(DrawInfo.arrays(PrimitiveType.TRIANGLES), DrawInfo.Range.of(0, 6));
                byte[] px = read(ctx, color);
                assertEquals(0xFF0000FF, pixel(px, 0, H - 1), "the front face reads COLOR");
                assertEquals(twoSide ? 0x0000FFFF : 0xFF0000FF, pixel(px, W - 1, H - 1),
                        "the back face reads " + (twoSide ? "BCOLOR" : "COLOR"));
            }
        }
    }

    /// A geometry shader between the stages: it passes each triangle on with its own colour and
    /// also emits a mirrored copy on the right half, so the right half is drawn only through it.
    @Test
    void aGeometryShaderEmitsTheTrianglesTheFragmentShaderColours() {
        try (Context ctx = screen.createContext()) {
            Resource color = target(screen, ctx, PipeFormat.R8G8B8A8_UNORM);
            ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(0, 0, 0, 1), 1, 0);
            passThrough(ctx, "MOV OUT[0], IN[0]\n", "");
            ctx.bindShaderState(Processor.GEOM, ctx.createShaderState(ShaderState.of(TgsiText.parse("""
                    GEOM
                    PROPERTY GS_INPUT_PRIMITIVE TRIANGLES
                    PROPERTY GS_OUTPUT_PRIMITIVE TRIANGLE_STRIP
                    PROPERTY GS_MAX_OUTPUT_VERTICES 6
                    DCL IN[][0], POSITION
                    DCL IN[][1], GENERIC[0]
                    DCL OUT[0], POSITION
                    DCL OUT[1], GENERIC[0]
                    DCL TEMP[0]
                    IMM[0] FLT32 {1.0, 0.0, 0.0, 1.0}
                    MOV OUT[0], IN[0][0]
                    MOV OUT[1], IN[0][1]
                    EMIT
                    MOV OUT[0], IN[1][0]
                    MOV OUT[1], IN[1][1]
                    EMIT
                    MOV OUT[0], IN[2][0]
                    MOV OUT[1], IN[2][1]
                    EMIT
                    ENDPRIM
                    MOV TEMP[0], IN[0][0]
                    MOV TEMP[0].x, -IN[0][0].xxxx
                    MOV OUT[0], TEMP[0]
                    MOV OUT[1], IMM[0]
                    EMIT
                    MOV TEMP[0], IN[1][0]
                    MOV TEMP[0].x, -IN[1][0].xxxx
                    MOV OUT[0], TEMP[0]
                    MOV OUT[1], IMM[0]
                    EMIT
                    MOV TEMP[0], IN[2][0]
                    MOV TEMP[0].x, -IN[2][0].xxxx
                    MOV OUT[0], TEMP[0]
                    MOV OUT[1], IMM[0]
                    EMIT
                    ENDPRIM
                    END
                    """, "gs"))));
            // A green triangle over the left half's bottom-left corner.
            ctx.setVertexBuffers(List.of(VertexBuffer.user(floats(
                    -1, -1, 0, 1, 0, 1, 0, 1,
                    -0.25f, -1, 0, 1, 0, 1, 0, 1,
                    -1, 1, 0, 1, 0, 1, 0, 1))));
            ctx.drawVbo(DrawInfo.arrays(PrimitiveType.TRIANGLES), DrawInfo.Range.of(0, 3));
            byte[] px = read(ctx, color);
            assertEquals(0x00FF00FF, pixel(px, 0, H - 1), "the triangle as the vertex shader placed it");
            assertEquals(0xFF0000FF, pixel(px, W - 1, H - 1), "the mirrored copy only the geometry shader emits");
            assertEquals(0x000000FF, pixel(px, W / 2, 0), "between them the clear colour");
            ctx.bindShaderState(Processor.GEOM, null);
            ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(0, 0, 0, 1), 1, 0);
            ctx.drawVbo(DrawInfo.arrays(PrimitiveType.TRIANGLES), DrawInfo.Range.of(0, 3));
            assertEquals(0x000000FF, pixel(read(ctx, color), W - 1, H - 1), "unbound, no copy");
        }
    }

    /// Point sprites: a GENERIC input enabled in `spriteCoordEnable` is the point coordinate,
    /// (0, 0) at the upper-left corner or, when asked, the lower-left one; without the bit it is
    /// the varying.
    @Test
    void pointSpritesReplaceTheEnabledInputsWithThePointCoordinate() {
        try (Context ctx = screen.createContext()) {
            Resource color = target(screen, ctx, PipeFormat.R8G8B8A8_UNORM);
            passThrough(ctx, "MOV OUT[0], IN[0]\n", "");
            // One point of 8 pixels over the whole target; the varying is blue.
            ctx.setVertexBuffers(List.of(VertexBuffer.user(floats(0, 0, 0, 1, 0, 0, 1, 1))));
            for (int mode = 0; mode < 3; mode++) {
                ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(0, 0, 0, 1), 1, 0);
                ctx.bindRasterizerState(ctx.createRasterizerState(RasterizerState.builder().pointSize(W)
                        .spriteCoord(mode == 2 ? 0 : 1, mode == 0).build()));
                ctx.drawVbo(DrawInfo.arrays(PrimitiveType.POINTS), DrawInfo.Range.of(0, 1));
                byte[] px = read(ctx, color);
                int top = pixel(px, 0, 0);
                int bottom = pixel(px, 0, H - 1);
                if (mode == 2) {
                    assertEquals(0x0000FFFF, top, "no sprite: the varying");
                    continue;
                }
                // s of the left column is 1/16 (16/255 rounded); t is 1/16 at the origin's edge.
                int near = Math.round(255f / 16), far = Math.round(255f * 15 / 16);
                assertEquals(near, top >>> 24, "s at the left edge: " + Integer.toHexString(top));
                assertEquals(mode == 0 ? near : far, top >>> 16 & 0xFF, "t at the top, origin " + (mode == 0 ? "upper" : "lower") + "-left");
                assertEquals(mode == 0 ? far : near, bottom >>> 16 & 0xFF, "t at the bottom");
            }
        }
    }

    /// Instance divisors: four instances of a quarter-screen triangle, each placed by a per-instance
    /// offset (divisor 1) and coloured by an attribute that advances every second instance
    /// (divisor 2): the left two quarters red, the right two green.
    @Test
    void instanceDivisorsAboveOneAdvanceEveryNthInstance() {
        try (Context ctx = screen.createContext()) {
            Resource color = target(screen, ctx, PipeFormat.R8G8B8A8_UNORM);
            ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(0, 0, 0, 1), 1, 0);
            ctx.bindShaderState(Processor.VERT, ctx.createShaderState(ShaderState.of(TgsiText.parse(
                    "VERT\nDCL IN[0]\nDCL IN[1]\nDCL IN[2]\nDCL OUT[0], POSITION\nDCL OUT[1], GENERIC[0]\n"
                            + "ADD OUT[0], IN[0], IN[1]\nMOV OUT[1], IN[2]\nEND\n", "vs"))));
            ctx.bindShaderState(Processor.FRAG, ctx.createShaderState(ShaderState.of(TgsiText.parse(
                    "FRAG\nDCL IN[0], GENERIC[0], PERSPECTIVE\nDCL OUT[0], COLOR\nMOV OUT[0], IN[0]\nEND\n", "fs"))));
            ctx.bindVertexElementsState(ctx.createVertexElementsState(VertexElement.Layout.of(
                    VertexElement.of(0, 0, PipeFormat.R32G32B32A32_FLOAT, 16),
                    new VertexElement(0, 1, PipeFormat.R32G32B32A32_FLOAT, 16, 1),
                    new VertexElement(0, 2, PipeFormat.R32G32B32A32_FLOAT, 16, 2))));
            // A triangle covering the quarter [-1, -0.5] x [-1, 1] of the screen, and offsets of 0,
            // 0.5, 1 and 1.5 in x: instance i covers the i-th vertical quarter.
            ctx.setVertexBuffers(List.of(
                    VertexBuffer.user(floats(-1, -1, 0, 1, -0.5f, -1, 0, 1, -1, 1, 0, 1)),
                    VertexBuffer.user(floats(0, 0, 0, 0, 0.5f, 0, 0, 0, 1, 0, 0, 0, 1.5f, 0, 0, 0)),
                    VertexBuffer.user(floats(1, 0, 0, 1, 0, 1, 0, 1))));
            ctx.drawVbo(DrawInfo.arrays(PrimitiveType.TRIANGLES).withInstances(0, 4), DrawInfo.Range.of(0, 3));
            byte[] px = read(ctx, color);
            for (int quarter = 0; quarter < 4; quarter++) {
                assertEquals(quarter < 2 ? 0xFF0000FF : 0x00FF00FF, pixel(px, 2 * quarter, H - 1), "quarter " + quarter);
            }
        }
    }

    @Test
    void counterClockwiseInNdcIsFrontAsInGl() {
        try (Context ctx = screen.createContext()) {
            Resource color = target(screen, ctx, PipeFormat.R8G8B8A8_UNORM);
            ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(0, 0, 0, 1), 1, 0);
            passThrough(ctx, "MOV OUT[0], IN[0]\n", "");
            ctx.bindRasterizerState(ctx.createRasterizerState(RasterizerState.builder().cullFace(RasterizerState.FACE_BACK).build()));
            // Left half: counter-clockwise in NDC (front, drawn); right half: clockwise (culled).
            ctx.setVertexBuffers(List.of(VertexBuffer.user(floats(
                    -1, -1, 0, 1, 1, 1, 1, 1,
                    0, -1, 0, 1, 1, 1, 1, 1,
                    -1, 1, 0, 1, 1, 1, 1, 1,
                    0, -1, 0, 1, 1, 1, 1, 1,
                    0, 1, 0, 1, 1, 1, 1, 1,
                    1, -1, 0, 1, 1, 1, 1, 1))));
            ctx.drawVbo(DrawInfo.arrays(PrimitiveType.TRIANGLES), DrawInfo.Range.of(0, 6));
            byte[] px = read(ctx, color);
            assertEquals(0xFFFFFFFF, pixel(px, 0, H - 1), "the counter-clockwise triangle is front-facing");
            assertEquals(0x000000FF, pixel(px, W - 1, H - 1), "the clockwise triangle is culled");
        }
    }

    @Test
    void constantsTexturesAndDepth() {
        try (Context ctx = screen.createContext()) {
            Resource color = target(screen, ctx, PipeFormat.R8G8B8A8_UNORM);
            Resource depth = screen.createResource(ResourceTemplate.texture2D(PipeFormat.Z24_UNORM_S8_UINT, W, H, 1, Bind.DEPTH_STENCIL));
            List<Surface> cbufs = new ArrayList<>();
            cbufs.add(Surface.of(color));
            ctx.setFramebufferState(new FramebufferState(W, H, cbufs, Surface.of(depth)));
            ctx.clear(Context.CLEAR_COLOR0 | Context.CLEAR_DEPTHSTENCIL, ColorValue.ofFloat(0, 0, 0, 1), 1, 0);
            // A 2x2 texture: red, green / blue, white (row 0 on top).
            Resource tex = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, 2, 2, 1, Bind.SAMPLER_VIEW));
            ctx.textureSubdata(tex, 0, Box.of2D(0, 0, 2, 2), new byte[] {
                (byte) 255, 0, 0, (byte) 255, 0, (byte) 255, 0, (byte) 255,
                0, 0, (byte) 255, (byte) 255, (byte) 255, (byte) 255, (byte) 255, (byte) 255}, 8, 16);
            ctx.setSamplerViews(Processor.FRAG, 0, List.of(SamplerView.of(tex)));
            ctx.bindSamplerStates(Processor.FRAG, 0, List.of(ctx.createSamplerState(SamplerState.NEAREST)));
            passThrough(ctx, "TEX TEMP[0], IN[0], SAMP[0], 2D\nMUL OUT[0], TEMP[0], CONST[0]\n",
                    "DCL SAMP[0]\nDCL SVIEW[0], 2D, FLOAT\nDCL CONST[0]\nDCL TEMP[0]\n");
            ctx.setConstantBuffer(Processor.FRAG, 0, ConstantBuffer.ofFloats(1, 1, 1, 1));
            ctx.bindDepthStencilAlphaState(ctx.createDepthStencilAlphaState(DepthStencilAlphaState.depth(CompareFunc.LESS, true)));
            // Full-screen quad at depth 0.5, texcoords (0,0) at the top-left.
            ctx.setVertexBuffers(List.of(VertexBuffer.user(floats(
                    -1, 1, 0, 1, 0, 0, 0, 1,
                    1, 1, 0, 1, 1, 0, 0, 1,
                    -1, -1, 0, 1, 0, 1, 0, 1,
                    1, -1, 0, 1, 1, 1, 0, 1))));
            ctx.drawVbo(DrawInfo.arrays(PrimitiveType.TRIANGLE_STRIP), DrawInfo.Range.of(0, 4));
            // A second quad behind it (depth 0.75 > 0.5) in grey must not show.
            ctx.setConstantBuffer(Processor.FRAG, 0, ConstantBuffer.ofFloats(0.5f, 0.5f, 0.5f, 1));
            ctx.setVertexBuffers(List.of(VertexBuffer.user(floats(
                    -1, 1, 0.5f, 1, 0, 0, 0, 1,
                    1, 1, 0.5f, 1, 1, 0, 0, 1,
                    -1, -1, 0.5f, 1, 0, 1, 0, 1,
                    1, -1, 0.5f, 1, 1, 1, 0, 1))));
            ctx.drawVbo(DrawInfo.arrays(PrimitiveType.TRIANGLE_STRIP), DrawInfo.Range.of(0, 4));
            byte[] px = read(ctx, color);
            assertEquals(0xFF0000FF, pixel(px, 0, 0), "texel (0, 0) is red, at the top-left");
            assertEquals(0x00FF00FF, pixel(px, W - 1, 0), "texel (1, 0) is green, top-right");
            assertEquals(0x0000FFFF, pixel(px, 0, H - 1), "texel (0, 1) is blue, bottom-left");
            assertEquals(0xFFFFFFFF, pixel(px, W - 1, H - 1), "texel (1, 1) is white, bottom-right");
            // The depth buffer reads back in the pipe's Z24_UNORM_S8_UINT layout: the front quad's
            // 0.5 (NDC z = 0) in the low 24 bits; the quad behind (0.75) failed the test.
            Transfer t = ctx.map(depth, 0, Box.of2D(0, 0, 1, 1), Transfer.READ);
            int z = t.data().getInt(0);
            ctx.unmap(t);
            assertEquals(0.5, (z & 0xFFFFFF) / 16777215.0, 1e-6);
            assertEquals(0, z >>> 24, "stencil was cleared to 0");
            screen.destroyResource(tex);
            screen.destroyResource(depth);
            screen.destroyResource(color);
        }
    }

    @Test
    void computeWritesAShaderBuffer() {
        try (Context ctx = screen.createContext()) {
            Resource buf = screen.createResource(ResourceTemplate.buffer(64 * 4, Bind.SHADER_BUFFER));
            ctx.setShaderBuffers(Processor.COMP, 0, List.of(ShaderBuffer.of(buf)));
            ctx.bindShaderState(Processor.COMP, ctx.createShaderState(ShaderState.of(TgsiText.parse("""
                    COMP
                    DCL SV[0], THREAD_ID
                    DCL SV[1], BLOCK_ID
                    DCL BUFFER[0]
                    DCL TEMP[0]
                    IMM[0] UINT32 {4, 16, 0, 0}
                    UMAD TEMP[0].x, SV[1].xxxx, IMM[0].yyyy, SV[0].xxxx
                    UMUL TEMP[0].y, TEMP[0].xxxx, IMM[0].xxxx
                    STORE BUFFER[0].x, TEMP[0].yyyy, TEMP[0].xxxx
                    END
                    """, "cs"))));
            ctx.launchGrid(new GridInfo(16, 1, 1, 4, 1, 1));
            Transfer t = ctx.map(buf, 0, Box.ofBytes(0, 256), Transfer.READ);
            for (int i = 0; i < 64; i++) {
                assertEquals(i, t.data().getInt(4 * i), "word " + i);
            }
            ctx.unmap(t);
        }
    }

    /// Buffer writes through bufferSubdata and a mapped range, copies between buffers and between
    /// textures, and a mapped texture write read back: bytes in, the same bytes out.
    @Test
    void transfersAndCopiesKeepEveryByte() {
        try (Context ctx = screen.createContext()) {
            Resource a = screen.createResource(ResourceTemplate.buffer(32, Bind.VERTEX_BUFFER));
            Resource b = screen.createResource(ResourceTemplate.buffer(32, Bind.VERTEX_BUFFER));
            byte[] bytes = new byte[16];
            for (int i = 0; i < 16; i++) {
                bytes[i] = (byte) (i * 7 + 1);
            }
            ctx.bufferSubdata(a, 8, bytes);
            ctx.resourceCopyRegion(b, 0, 4, 0, 0, a, 0, Box.ofBytes(8, 16));
            Transfer t = ctx.map(b, 0, Box.ofBytes(0, 32), Transfer.READ);
            for (int i = 0; i < 32; i++) {
                assertEquals(i >= 4 && i < 20 ? bytes[i - 4] : 0, t.data().get(i), "byte " + i);
            }
            ctx.unmap(t);
            Resource tex = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, 4, 4, 2, Bind.SAMPLER_VIEW));
            Resource tex2 = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, 4, 4, 2, Bind.SAMPLER_VIEW));
            Transfer w = ctx.map(tex, 1, Box.of2D(0, 0, 2, 2), Transfer.WRITE);
            for (int i = 0; i < 16; i++) {
                w.data().put(i, (byte) (200 - i));
            }
            ctx.unmap(w);
            ctx.resourceCopyRegion(tex2, 1, 0, 0, 0, tex, 1, Box.of2D(0, 0, 2, 2));
            Transfer r = ctx.map(tex2, 1, Box.of2D(0, 0, 2, 2), Transfer.READ);
            for (int i = 0; i < 16; i++) {
                assertEquals((byte) (200 - i), r.data().get(i), "texel byte " + i);
            }
            ctx.unmap(r);
            for (Resource x : List.of(a, b, tex, tex2)) {
                screen.destroyResource(x);
            }
        }
    }

    @Test
    void anUnfedFragmentInputIsAnErrorAtDrawTime() {
        try (Context ctx = screen.createContext()) {
            target(screen, ctx, PipeFormat.R8G8B8A8_UNORM);
            passThrough(ctx, "MOV OUT[0], IN[1]\n", "DCL IN[1], GENERIC[5], PERSPECTIVE\n");
            ctx.setVertexBuffers(List.of(VertexBuffer.user(floats(new float[24]))));
            PipeException e = assertThrows(PipeException.class,
                    () -> ctx.drawVbo(DrawInfo.arrays(PrimitiveType.TRIANGLES), DrawInfo.Range.of(0, 3)));
            assertEquals("drawVbo", e.call());
            assertTrue(e.getMessage().contains("GENERIC[5]"), e.getMessage());
        }
    }
}
