package dev.tungsten.tgsi.exec;

/// A shader ran past its instruction budget ([ExecMachine#setInstructionBudget]): most likely a
/// loop that never ends. The location names the shader and the instruction being executed when
/// the budget ran out; the machine can be run again afterwards.
public final class ExecLimitException extends ExecException {
    private static final long serialVersionUID = 1L;

    private final long budget;

    public ExecLimitException(String shader, int instruction, String opcode, long budget) {
        super(shader, instruction, "instruction budget of " + budget + " exceeded at " + opcode
                + " (a loop that never ends?)");
        this.budget = budget;
    }

    /// The budget that was exceeded.
    public long budget() {
        return budget;
    }
}
