package dev.tungsten.pipe.shader;

/// The block of lanes a shader runs on, in structure-of-arrays layout: one array per register
/// channel, one element per lane, holding raw 32-bit words (floats as their bits). The arrays
/// belong to the [ShaderInvocation] (for the interpreter they are its machine's registers, so
/// nothing is copied): drivers fill `inputs` and `systemValues` and set `count` and `liveMask`,
/// the invocation fills `outputs` and `killMask`. Reused from run to run, never per pixel.
///
/// A block has at most [#MAX_WIDTH] lanes so masks fit an `int` (bit `i` is lane `i`).
/// Fragment blocks are whole 2x2 quads: lanes `4q .. 4q+3` are quad q's top-left, top-right,
/// bottom-left and bottom-right pixels, so derivatives can be taken within each quad. Lanes not
/// in `liveMask` (helper pixels outside the primitive, padding of a vertex or compute block)
/// still compute, for derivatives, but have no side effects.
public final class ShaderLanes {
    /// The most lanes in one block.
    public static final int MAX_WIDTH = 32;

    /// How many lanes the arrays hold: a multiple of 4 up to [#MAX_WIDTH].
    public final int width;
    /// `[register * 4 + channel][lane]` for `IN` registers.
    public final int[][] inputs;
    /// `[register * 4 + channel][lane]` for `OUT` registers.
    public final int[][] outputs;
    /// `[register * 4 + channel][lane]` for `SV` registers.
    public final int[][] systemValues;
    /// Lanes in use in this run (a multiple of 4 for fragment blocks).
    public int count;
    /// Lanes whose results are wanted and which may have side effects.
    public int liveMask;
    /// Set by the invocation: fragment lanes discarded by KILL, KILL_IF or DEMOTE.
    public int killMask;

    /// Lanes over the given arrays (each `width` long).
    public ShaderLanes(int width, int[][] inputs, int[][] outputs, int[][] systemValues) {
        if (width < 4 || width > MAX_WIDTH || width % 4 != 0) {
            throw new IllegalArgumentException("a block is 4 to 32 lanes, a multiple of 4; got " + width);
        }
        this.width = width;
        this.inputs = inputs;
        this.outputs = outputs;
        this.systemValues = systemValues;
    }

    /// Lanes with fresh arrays sized for `io`'s registers.
    public static ShaderLanes allocate(ShaderInterface io, int width) {
        return new ShaderLanes(width, new int[io.inputRegisters() * 4][width], new int[io.outputRegisters() * 4][width],
                new int[io.systemValueRegisters() * 4][width]);
    }

    public boolean live(int lane) {
        return (liveMask >>> lane & 1) != 0;
    }

    public boolean killed(int lane) {
        return (killMask >>> lane & 1) != 0;
    }

    public float input(int register, int channel, int lane) {
        return Float.intBitsToFloat(inputs[register * 4 + channel][lane]);
    }

    public void setInput(int register, int channel, int lane, float value) {
        inputs[register * 4 + channel][lane] = Float.floatToRawIntBits(value);
    }

    public float output(int register, int channel, int lane) {
        return Float.intBitsToFloat(outputs[register * 4 + channel][lane]);
    }
}
