package dev.tungsten.tgsi.exec;

import dev.tungsten.tgsi.TgsiException;

/// A shader that cannot be compiled for, or stopped while running in, the reference interpreter.
/// The [Location] names the shader (as its source) and the instruction index.
///
/// Thrown by [ExecProgram#compile] for shaders the interpreter cannot run (malformed control flow,
/// operands in the wrong register file, recursion, unsupported register files) and by
/// [ExecMachine#run] when a shader needs a service nothing was bound for, or uses a construct that
/// masks cannot express (a BRA taken by some lanes only).
public class ExecException extends TgsiException {
    private static final long serialVersionUID = 1L;

    public ExecException(String shader, int instruction, String detail) {
        super(new Location(shader, -1, -1, -1, instruction), detail);
    }
}
