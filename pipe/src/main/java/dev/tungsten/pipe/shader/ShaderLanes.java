package dev.tungsten.pipe.shader;

/// The block of lanes a shader runs on, in structure-of-arrays layout: one array per register
/// channel, one element per lane, holding raw 32-bit words (floats as their bits). Drivers fill
/// `inputs` and `systemValues`, a [ShaderInvocation] fills `outputs` and `killed`. Reused from run
/// to run: a driver allocates one per thread and shader, never per pixel.
///
/// Fragment blocks are whole 2x2 quads: lanes `4q .. 4q+3` are quad q's top-left, top-right,
/// bottom-left and bottom-right pixels, so derivatives can be taken within each quad. Lanes
/// that are not `live` (helper pixels outside the primitive, or padding of a vertex or compute
/// block) still compute, for derivatives, but must have no side effects (stores, atomics).
public final class ShaderLanes {
    /// How many lanes the arrays hold.
    public final int capacity;
    /// `[register * 4 + channel][lane]` for `IN` registers.
    public final int[][] inputs;
    /// `[register * 4 + channel][lane]` for `OUT` registers.
    public final int[][] outputs;
    /// `[register * 4 + channel][lane]` for `SV` registers.
    public final int[][] systemValues;
    /// Lanes whose results are wanted and which may have side effects.
    public final boolean[] live;
    /// Set by the invocation for fragment lanes that executed KILL or a failing KILL_IF.
    public final boolean[] killed;
    /// Lanes in use in this run (a multiple of 4 for fragment blocks).
    public int count;

    public ShaderLanes(int capacity, int inputRegisters, int outputRegisters, int systemValueRegisters) {
        this.capacity = capacity;
        this.inputs = new int[inputRegisters * 4][capacity];
        this.outputs = new int[outputRegisters * 4][capacity];
        this.systemValues = new int[systemValueRegisters * 4][capacity];
        this.live = new boolean[capacity];
        this.killed = new boolean[capacity];
    }

    /// Lanes sized for `io`'s registers.
    public static ShaderLanes of(ShaderInterface io, int capacity) {
        return new ShaderLanes(capacity, io.inputRegisters(), io.outputRegisters(), io.systemValueRegisters());
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
