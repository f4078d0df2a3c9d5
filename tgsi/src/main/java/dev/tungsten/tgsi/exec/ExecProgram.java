package dev.tungsten.tgsi.exec;

import java.util.Objects;

import dev.tungsten.tgsi.ControlFlow;
import dev.tungsten.tgsi.MemoryType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.TgsiShader;

/// A shader checked and pre-decoded for the reference interpreter. Immutable and thread-safe:
/// compile once, then create one [ExecMachine] per thread (or per block width) with
/// [#newMachine].
///
/// [#compile] rejects, with an [ExecException] naming the shader and instruction, everything the
/// interpreter could not run safely: operand counts that disagree with the opcode table, operands
/// in a register file that cannot play their role, immediates that do not exist, unbalanced or
/// misplaced control flow, CAL labels that are not a BGNSUB, recursion, nesting deeper than 256,
/// MEMORY that is not SHARED, and the HWATOMIC and CONSTBUF files.
///
/// Register files are sized to the larger of their declarations and their direct uses. Two-
/// dimensional inputs (GS, TCS, TES) and TCS outputs hold `vertexCount * registerCount` slots,
/// vertex-major; see [ExecMachine#input(int, int, int)].
public final class ExecProgram {
    private final TgsiShader shader;
    private final String name;
    final DecodedOp[] ops;
    private final int[] fileSize;
    final int inputVertices;
    final int outputVertices;
    final int[][] immediates;
    /// Direct CONST operands: {buffer, index} per cache slot.
    final long[][] constSlots;
    final SemanticName[] systemValueNames;
    final int[] systemValueIndices;
    final TextureTarget[] viewTargets;
    final MemoryType[] memoryTypes;
    final ControlFlow controlFlow;
    final int stackDepth;
    final int[] zeroTemps;
    final int[] zeroAddrs;
    final boolean legacyMath;

    ExecProgram(TgsiShader shader, String name, DecodedOp[] ops, int[] fileSize, int inputVertices,
                int outputVertices, int[][] immediates, long[][] constSlots, SemanticName[] systemValueNames,
                int[] systemValueIndices, TextureTarget[] viewTargets, MemoryType[] memoryTypes, ControlFlow controlFlow, int stackDepth,
                int[] zeroTemps, int[] zeroAddrs, boolean legacyMath) {
        this.shader = shader;
        this.name = name;
        this.ops = ops;
        this.fileSize = fileSize;
        this.inputVertices = inputVertices;
        this.outputVertices = outputVertices;
        this.immediates = immediates;
        this.constSlots = constSlots;
        this.systemValueNames = systemValueNames;
        this.systemValueIndices = systemValueIndices;
        this.viewTargets = viewTargets;
        this.memoryTypes = memoryTypes;
        this.controlFlow = controlFlow;
        this.stackDepth = stackDepth;
        this.zeroTemps = zeroTemps;
        this.zeroAddrs = zeroAddrs;
        this.legacyMath = legacyMath;
    }

    /// Compiles `shader`, naming it "shader" in errors.
    public static ExecProgram compile(TgsiShader shader) {
        return compile(shader, "shader");
    }

    /// Compiles `shader`; `name` (usually the file name) appears in every error about it.
    public static ExecProgram compile(TgsiShader shader, String name) {
        Objects.requireNonNull(shader, "shader");
        Objects.requireNonNull(name, "name");
        return new ProgramCompiler(shader, name).compile();
    }

    /// Creates a machine that runs this program on blocks of `width` lanes: a multiple of 4 from
    /// 4 to 32 (fragment blocks are whole 2x2 quads).
    public ExecMachine newMachine(int width) {
        return new ExecMachine(this, width);
    }

    public TgsiShader shader() {
        return shader;
    }

    /// The block structure of the program's control flow, which compiling checked: it has no
    /// fatal problem.
    public ControlFlow controlFlow() {
        return controlFlow;
    }

    /// The name given to [#compile]; errors use it as their source.
    public String name() {
        return name;
    }

    public Processor processor() {
        return shader.processor();
    }

    /// The number of registers the machine allocates for `file` (TEMP, IN, OUT, ADDR, SV; for IMM
    /// the number of immediates). For 2-D files this is the per-vertex count.
    public int registerCount(RegisterFile file) {
        if (file == RegisterFile.IMMEDIATE) {
            return immediates.length;
        }
        return fileSize[file.code()];
    }

    /// Vertices per lane in the 2-D input file (GS: from GS_INPUT_PRIMITIVE; TCS and TES: 32;
    /// otherwise 1 unless the shader uses a second dimension).
    public int inputVertexCount() {
        return inputVertices;
    }

    /// Vertices per lane in the 2-D output file (TCS: TCS_VERTICES_OUT; otherwise 1).
    public int outputVertexCount() {
        return outputVertices;
    }

    /// The SV register declared with `semantic` (and semantic index `index`), or -1.
    public int systemValueRegister(SemanticName semantic, int index) {
        for (int r = 0; r < systemValueNames.length; r++) {
            if (systemValueNames[r] == semantic && systemValueIndices[r] == index) {
                return r;
            }
        }
        return -1;
    }

    /// The target declared for sampler view `view`, or null.
    public TextureTarget samplerViewTarget(int view) {
        return view >= 0 && view < viewTargets.length ? viewTargets[view] : null;
    }

    /// How deep the machine's control-flow stacks are (the static nesting across calls, plus one).
    public int nestingDepth() {
        return stackDepth;
    }

    /// The number of instructions.
    public int length() {
        return ops.length;
    }

    int fileSize(RegisterFile f) {
        return fileSize[f.code()];
    }

    @Override
    public String toString() {
        return "ExecProgram[" + name + ", " + shader.processor() + ", " + ops.length + " instructions]";
    }
}
