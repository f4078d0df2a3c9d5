package dev.tungsten.soft.jit;

import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.exec.ExecProgram;

/// A shader compiled to a hidden class. Immutable and shareable between threads; each thread
/// runs it through its own [JitInvocation].
public final class JitProgram {
    final ExecProgram program;
    final ShaderPlan plan;
    final ShaderKernel kernel;
    private final JitOptions options;
    private final int classSize;
    private final int codeSize;
    private final int interpreterSteps;

    JitProgram(ExecProgram program, ShaderPlan plan, ShaderKernel kernel, JitOptions options, int classSize, int codeSize,
               int interpreterSteps) {
        this.program = program;
        this.plan = plan;
        this.kernel = kernel;
        this.options = options;
        this.classSize = classSize;
        this.codeSize = codeSize;
        this.interpreterSteps = interpreterSteps;
    }

    /// A per-thread runner for blocks of up to `width` lanes (a multiple of 4 up to 32).
    public JitInvocation newInvocation(int width) {
        return new JitInvocation(this, width);
    }

    public TgsiShader shader() {
        return program.shader();
    }

    /// The interpreter's program for the same shader (register counts, declarations).
    public ExecProgram execProgram() {
        return program;
    }

    public JitOptions options() {
        return options;
    }

    /// Bytes of the generated class file.
    public int classSize() {
        return classSize;
    }

    /// Bytes of bytecode in the generated `run` method.
    public int codeSize() {
        return codeSize;
    }

    /// How many instructions the class steps on the embedded interpreter rather than computing
    /// them itself (textures, images, buffers, doubles, packing, indirect addressing and the
    /// like; counted once per place in the generated code, so a subroutine inlined at two calls
    /// counts twice). 0 when the class computes everything.
    public int interpreterSteps() {
        return interpreterSteps;
    }

    /// The BARRIER instructions of the program: where a run may stop ([JitInvocation#atBarrier]).
    public int barriers() {
        return plan.barriers.length;
    }

    /// Lanes the generated code processes at once (the preferred vector species).
    public static int chunkLanes() {
        return VectorOps.LANES;
    }

    @Override
    public String toString() {
        return "JitProgram[" + program.name() + ", " + codeSize + " bytes of bytecode]";
    }
}
