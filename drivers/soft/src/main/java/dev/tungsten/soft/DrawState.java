package dev.tungsten.soft;

import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.DepthStencilAlphaState;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.shader.ShaderProgram;
import dev.tungsten.pipe.shader.ShaderResources;

/// Everything the rasterizer threads need to shade and write one draw's fragments, frozen when
/// the draw is issued (the context keeps changing while the scene waits to be rasterized).
/// Shared by every primitive of the draw and by later draws until some state changes.
///
/// @param inputs        per fragment shader `IN` register: where its value comes from (null: not declared)
/// @param colorOutputs  per colour buffer: the fragment shader output register written to it, or -1
/// @param dualSource    the `COLOR[1]` output register feeding SRC1 blend factors, or -1
/// @param clipMinX      the pixel rectangle draws may touch: framebuffer ∩ scissor (max exclusive)
/// @param earlyDepth    depth/stencil tests run before shading (no kill, no depth output, no alpha test)
final class DrawState {
    final Framebuffer framebuffer;
    final RasterizerState raster;
    final BlendState blend;
    final float[] blendColor;
    final DepthStencilAlphaState dsa;
    final int stencilRefFront, stencilRefBack;
    final ShaderProgram fragmentShader;
    final ShaderResources fragmentResources;
    final InputSource[] inputs;
    final int[] colorOutputs;
    final int dualSource;
    final int depthOutput, stencilOutput;
    final int clipMinX, clipMinY, clipMaxX, clipMaxY;
    final float depthRangeMin, depthRangeMax;
    final boolean earlyDepth;
    /// Textures and buffers the fragments read or write (the scene must finish before the CPU touches them).
    final SoftResource[] resources;
    /// The fragment shader gives every fragment the same outputs ([UniformShader]).
    final boolean uniformOutputs;

    DrawState(Framebuffer framebuffer, RasterizerState raster, BlendState blend, float[] blendColor,
              DepthStencilAlphaState dsa, int stencilRefFront, int stencilRefBack, ShaderProgram fragmentShader,
              boolean uniformOutputs,
              ShaderResources fragmentResources, InputSource[] inputs, int[] colorOutputs, int dualSource,
              int depthOutput, int stencilOutput, int[] clip, float depthRangeMin, float depthRangeMax,
              boolean earlyDepth, SoftResource[] resources) {
        this.framebuffer = framebuffer;
        this.raster = raster;
        this.blend = blend;
        this.blendColor = blendColor.clone();
        this.dsa = dsa;
        this.stencilRefFront = stencilRefFront;
        this.stencilRefBack = stencilRefBack;
        this.fragmentShader = fragmentShader;
        this.fragmentResources = fragmentResources;
        this.inputs = inputs.clone();
        this.colorOutputs = colorOutputs.clone();
        this.dualSource = dualSource;
        this.depthOutput = depthOutput;
        this.stencilOutput = stencilOutput;
        this.clipMinX = clip[0];
        this.clipMinY = clip[1];
        this.clipMaxX = clip[2];
        this.clipMaxY = clip[3];
        this.depthRangeMin = depthRangeMin;
        this.depthRangeMax = depthRangeMax;
        this.earlyDepth = earlyDepth;
        this.resources = resources;
        this.uniformOutputs = uniformOutputs;
    }

    /// Where a fragment shader input comes from.
    /// @param register     the vertex shader output register (ATTRIBUTE), else -1
    /// @param backRegister the output read by back faces (two-sided colour), else -1
    /// @param sprite       a point sprite replaces this input with the point coordinate
    record InputSource(Kind kind, int register, int backRegister, Mode mode, boolean sprite) {
    }

    enum Kind { ATTRIBUTE, POSITION, FACE, POINT_COORD, PRIMITIVE_ID }

    /// How an ATTRIBUTE is interpolated across a primitive.
    enum Mode { FLAT, LINEAR, PERSPECTIVE }
}
