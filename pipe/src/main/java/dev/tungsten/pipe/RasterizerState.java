package dev.tungsten.pipe;

import java.util.Objects;

/// How primitives become fragments (`struct pipe_rasterizer_state`). Build one with [#builder()];
/// [#DEFAULT] is GL's initial state.
///
/// Window coordinates have y growing downward (row 0 of a render target is the top row in
/// memory). Facing is judged there: a triangle is counter-clockwise when it appears so in the
/// image as stored, so with [Viewport#of] (which maps NDC +y to the top) a triangle
/// counter-clockwise in NDC stays counter-clockwise.
///
/// @param flatshade         COLOR inputs declared with COLOR interpolation become constant
/// @param flatshadeFirst    the first vertex of a primitive provokes flat values (else the last, GL's default)
/// @param lightTwoSide      back faces read BCOLOR outputs for COLOR inputs
/// @param cullFace          [#FACE_NONE], [#FACE_FRONT], [#FACE_BACK] or both
/// @param fillFront         how front faces are drawn (filled, as edges, as vertices)
/// @param offsetUnits       polygon offset: `units · r + scale · max slope`, clamped by `offsetClamp` when non-zero
/// @param halfPixelCenter   pixel centres at (x+0.5, y+0.5) (GL, D3D10); false puts them at integers (D3D9)
/// @param bottomEdgeRule    use the bottom-left fill rule instead of top-left
/// @param spriteCoordEnable bit i set: GENERIC[i] (or TEXCOORD[i]) of a point sprite is replaced by the point coordinate
/// @param spriteCoordUpperLeft point coordinate (0,0) is the upper-left corner, else lower-left
/// @param lineLastPixel     draw the last pixel of a line
/// @param depthClipNear     clip against the near plane (else depth clamp)
/// @param clipHalfZ         clip-space z runs 0..w (D3D/Vulkan) instead of -w..w (GL)
/// @param clipPlaneEnable   bit i enables user clip plane i
public record RasterizerState(boolean flatshade, boolean flatshadeFirst, boolean lightTwoSide, boolean frontCcw,
                              int cullFace, PolygonMode fillFront, PolygonMode fillBack,
                              boolean offsetPoint, boolean offsetLine, boolean offsetTri,
                              float offsetUnits, float offsetScale, float offsetClamp,
                              boolean scissor, boolean halfPixelCenter, boolean bottomEdgeRule,
                              float pointSize, boolean pointSizePerVertex, int spriteCoordEnable,
                              boolean spriteCoordUpperLeft, float lineWidth, boolean lineLastPixel,
                              boolean depthClipNear, boolean depthClipFar, boolean depthClamp, boolean clipHalfZ,
                              boolean rasterizerDiscard, int clipPlaneEnable) {
    public static final int FACE_NONE = 0, FACE_FRONT = 1, FACE_BACK = 2, FACE_FRONT_AND_BACK = 3;

    public RasterizerState {
        Objects.requireNonNull(fillFront);
        Objects.requireNonNull(fillBack);
        if ((cullFace & ~3) != 0) {
            throw new PipeException("createRasterizerState", "cull face must be 0..3, got " + cullFace);
        }
        if (!(pointSize > 0) || !(lineWidth > 0)) {
            throw new PipeException("createRasterizerState", "point size and line width must be positive");
        }
    }

    public static final RasterizerState DEFAULT = builder().build();

    public enum PolygonMode { FILL, LINE, POINT }

    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        Builder b = new Builder();
        b.flatshade = flatshade; b.flatshadeFirst = flatshadeFirst; b.lightTwoSide = lightTwoSide;
        b.frontCcw = frontCcw; b.cullFace = cullFace; b.fillFront = fillFront; b.fillBack = fillBack;
        b.offsetPoint = offsetPoint; b.offsetLine = offsetLine; b.offsetTri = offsetTri;
        b.offsetUnits = offsetUnits; b.offsetScale = offsetScale; b.offsetClamp = offsetClamp;
        b.scissor = scissor; b.halfPixelCenter = halfPixelCenter; b.bottomEdgeRule = bottomEdgeRule;
        b.pointSize = pointSize; b.pointSizePerVertex = pointSizePerVertex; b.spriteCoordEnable = spriteCoordEnable;
        b.spriteCoordUpperLeft = spriteCoordUpperLeft; b.lineWidth = lineWidth; b.lineLastPixel = lineLastPixel;
        b.depthClipNear = depthClipNear; b.depthClipFar = depthClipFar; b.depthClamp = depthClamp;
        b.clipHalfZ = clipHalfZ; b.rasterizerDiscard = rasterizerDiscard; b.clipPlaneEnable = clipPlaneEnable;
        return b;
    }

    /// Fluent construction; unset fields keep GL's defaults.
    public static final class Builder {
        private boolean flatshade, flatshadeFirst, lightTwoSide, frontCcw = true;
        private int cullFace = FACE_NONE;
        private PolygonMode fillFront = PolygonMode.FILL, fillBack = PolygonMode.FILL;
        private boolean offsetPoint, offsetLine, offsetTri;
        private float offsetUnits, offsetScale, offsetClamp;
        private boolean scissor, halfPixelCenter = true, bottomEdgeRule;
        private float pointSize = 1f;
        private boolean pointSizePerVertex;
        private int spriteCoordEnable;
        private boolean spriteCoordUpperLeft = true;
        private float lineWidth = 1f;
        private boolean lineLastPixel;
        private boolean depthClipNear = true, depthClipFar = true, depthClamp, clipHalfZ, rasterizerDiscard;
        private int clipPlaneEnable;

        private Builder() {}

        public Builder flatshade(boolean v) { flatshade = v; return this; }
        public Builder flatshadeFirst(boolean v) { flatshadeFirst = v; return this; }
        public Builder lightTwoSide(boolean v) { lightTwoSide = v; return this; }
        public Builder frontCcw(boolean v) { frontCcw = v; return this; }
        public Builder cullFace(int v) { cullFace = v; return this; }
        public Builder fill(PolygonMode front, PolygonMode back) { fillFront = front; fillBack = back; return this; }
        public Builder offset(boolean point, boolean line, boolean tri) { offsetPoint = point; offsetLine = line; offsetTri = tri; return this; }
        public Builder offset(float units, float scale, float clamp) { offsetUnits = units; offsetScale = scale; offsetClamp = clamp; return this; }
        public Builder scissor(boolean v) { scissor = v; return this; }
        public Builder halfPixelCenter(boolean v) { halfPixelCenter = v; return this; }
        public Builder bottomEdgeRule(boolean v) { bottomEdgeRule = v; return this; }
        public Builder pointSize(float v) { pointSize = v; return this; }
        public Builder pointSizePerVertex(boolean v) { pointSizePerVertex = v; return this; }
        public Builder spriteCoord(int enableMask, boolean upperLeft) { spriteCoordEnable = enableMask; spriteCoordUpperLeft = upperLeft; return this; }
        public Builder lineWidth(float v) { lineWidth = v; return this; }
        public Builder lineLastPixel(boolean v) { lineLastPixel = v; return this; }
        public Builder depthClip(boolean near, boolean far) { depthClipNear = near; depthClipFar = far; return this; }
        public Builder depthClamp(boolean v) { depthClamp = v; return this; }
        public Builder clipHalfZ(boolean v) { clipHalfZ = v; return this; }
        public Builder rasterizerDiscard(boolean v) { rasterizerDiscard = v; return this; }
        public Builder clipPlaneEnable(int v) { clipPlaneEnable = v; return this; }

        public RasterizerState build() {
            return new RasterizerState(flatshade, flatshadeFirst, lightTwoSide, frontCcw, cullFace, fillFront, fillBack,
                    offsetPoint, offsetLine, offsetTri, offsetUnits, offsetScale, offsetClamp, scissor, halfPixelCenter,
                    bottomEdgeRule, pointSize, pointSizePerVertex, spriteCoordEnable, spriteCoordUpperLeft, lineWidth,
                    lineLastPixel, depthClipNear, depthClipFar, depthClamp, clipHalfZ, rasterizerDiscard, clipPlaneEnable);
        }
    }
}
