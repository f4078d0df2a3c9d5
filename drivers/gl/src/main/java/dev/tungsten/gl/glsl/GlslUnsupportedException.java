package dev.tungsten.gl.glsl;

import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiOpcode;

/// A TGSI shader that OpenGL cannot express in the chosen GLSL dialect: an opcode with no GLSL
/// counterpart, a feature that needs an extension the context lacks, or a construct GLSL forbids
/// (recursion, a non-constant texel offset). Raised at shader creation, located at the offending
/// instruction.
public final class GlslUnsupportedException extends TgsiException {
    private static final long serialVersionUID = 1L;

    private final transient TgsiOpcode opcode;

    public GlslUnsupportedException(Location location, TgsiOpcode opcode, String detail) {
        super(location, detail);
        this.opcode = opcode;
    }

    /// The opcode that could not be translated, or null when the problem is not one opcode.
    public TgsiOpcode opcode() {
        return opcode;
    }
}
