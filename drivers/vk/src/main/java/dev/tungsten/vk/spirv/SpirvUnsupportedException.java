package dev.tungsten.vk.spirv;

import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiOpcode;

/// A TGSI shader that Vulkan's SPIR-V cannot express: an opcode or construct with no SPIR-V
/// counterpart in the chosen target (a backward BRA, recursion, derivatives outside fragment
/// shaders, a register texel offset). Raised at shader creation, located at the offending
/// instruction, so the Vulkan driver never sees a module it would reject or crash on.
public final class SpirvUnsupportedException extends TgsiException {
    private static final long serialVersionUID = 1L;

    private final transient TgsiOpcode opcode;

    public SpirvUnsupportedException(Location location, TgsiOpcode opcode, String detail) {
        super(location, detail);
        this.opcode = opcode;
    }

    /// The opcode that could not be translated, or null when the problem is not one opcode.
    public TgsiOpcode opcode() {
        return opcode;
    }
}
