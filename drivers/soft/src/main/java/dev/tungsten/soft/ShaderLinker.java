package dev.tungsten.soft;

import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.shader.ShaderInterface;
import dev.tungsten.tgsi.SemanticName;

/// Matches fragment shader inputs to vertex shader outputs by `(semantic, index)` and decides
/// each input's interpolation: CONSTANT is flat, LINEAR window-space linear, PERSPECTIVE
/// perspective-correct, COLOR flat under `flatshade` and perspective otherwise. With
/// `lightTwoSide`, COLOR[i] inputs of back faces read BCOLOR[i] when the vertex shader writes it.
/// An input no output feeds is an error (GL link error), never an undefined value.
final class ShaderLinker {
    private ShaderLinker() {}

    /// The source of every fragment input register (null for undeclared registers).
    static DrawState.InputSource[] link(ShaderInterface vs, ShaderInterface fs, RasterizerState rs) {
        DrawState.InputSource[] out = new DrawState.InputSource[fs.inputRegisters()];
        for (ShaderInterface.Slot in : fs.inputs()) {
            SemanticName name = in.name();
            if (name == null) {
                throw new PipeException("drawVbo", "fragment shader input IN[" + in.register() + "] has no semantic");
            }
            DrawState.InputSource src = switch (name) {
                case POSITION -> new DrawState.InputSource(DrawState.Kind.POSITION, -1, -1, DrawState.Mode.LINEAR, false);
                case FACE -> new DrawState.InputSource(DrawState.Kind.FACE, -1, -1, DrawState.Mode.FLAT, false);
                case PCOORD -> new DrawState.InputSource(DrawState.Kind.POINT_COORD, -1, -1, DrawState.Mode.LINEAR, false);
                // Without a geometry shader the rasterizer numbers the primitives (GL's gl_PrimitiveID).
                case PRIMID -> new DrawState.InputSource(DrawState.Kind.PRIMITIVE_ID, -1, -1, DrawState.Mode.FLAT, false);
                default -> {
                    int reg = vs.outputRegister(name, in.index());
                    int back = -1;
                    if (name == SemanticName.COLOR && rs.lightTwoSide()) {
                        back = vs.outputRegister(SemanticName.BCOLOR, in.index());
                    }
                    if (reg < 0) {
                        throw new PipeException("drawVbo", "fragment shader input IN[" + in.register() + "] ("
                                + name.text() + "[" + in.index() + "]) has no matching vertex shader output");
                    }
                    DrawState.Mode mode = switch (in.interpolation()) {
                        case CONSTANT -> DrawState.Mode.FLAT;
                        case LINEAR -> DrawState.Mode.LINEAR;
                        case PERSPECTIVE -> DrawState.Mode.PERSPECTIVE;
                        case COLOR -> rs.flatshade() ? DrawState.Mode.FLAT : DrawState.Mode.PERSPECTIVE;
                    };
                    boolean sprite = (name == SemanticName.GENERIC || name == SemanticName.TEXCOORD)
                            && in.index() < 32 && (rs.spriteCoordEnable() >>> in.index() & 1) != 0;
                    yield new DrawState.InputSource(DrawState.Kind.ATTRIBUTE, reg, back, mode, sprite);
                }
            };
            out[in.register()] = src;
        }
        return out;
    }

    /// Per vertex shader output register: whether a fragment input reads it with LINEAR
    /// interpolation (clipping must then interpolate it in window space).
    static boolean[] noperspectiveOutputs(DrawState.InputSource[] inputs, int vsOutputs) {
        boolean[] out = new boolean[vsOutputs];
        for (DrawState.InputSource s : inputs) {
            if (s != null && s.kind() == DrawState.Kind.ATTRIBUTE && s.mode() == DrawState.Mode.LINEAR) {
                out[s.register()] = true;
                if (s.backRegister() >= 0) {
                    out[s.backRegister()] = true;
                }
            }
        }
        return out;
    }
}
