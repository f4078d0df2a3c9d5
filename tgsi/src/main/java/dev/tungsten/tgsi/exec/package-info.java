/// The reference interpreter for TGSI: the semantics every Tungsten backend is measured against.
/// The software rasterizer runs shaders with it until the JIT replaces it, the JIT must match it
/// bit for bit, and the GL and Vulkan translators are tested against it.
///
/// ## Compile once, run many
/// [ExecProgram#compile] checks a [dev.tungsten.tgsi.TgsiShader] and decodes it: operands
/// become plain fields, jump targets are found from the structure of the control flow (the labels
/// in the tokens are not trusted, except CAL's, which must name a BGNSUB), register files are
/// sized, and everything the interpreter cannot run safely is rejected with an [ExecException]
/// naming the shader and the instruction. A program is immutable and shared; each thread creates
/// its own [ExecMachine] with [ExecProgram#newMachine], for one block width.
///
/// ## Lanes and storage
/// A machine runs `width` invocations at once, in lockstep: the *lanes* of a block (a multiple
/// of 4 from 4 to 32; masks are `int`s, bit `i` for lane `i`). Registers are stored as structure
/// of arrays: one `int[width]` per register channel, holding raw 32-bit words (float bits or
/// integers; a double or 64-bit integer spans a channel pair, xy or zw, low word first). In a
/// fragment shader the block is made of whole 2x2 quads: lanes `4q`, `4q+1`, `4q+2`, `4q+3` are the
/// top-left, top-right, bottom-left and bottom-right pixels of quad `q`, which is what DDX/DDY and
/// implicit texture LOD read.
///
/// Drivers exchange data without copying: [ExecMachine#input(int, int)],
/// [ExecMachine#output(int, int)] and [ExecMachine#systemValue(dev.tungsten.tgsi.SemanticName, int, int)]
/// return the machine's own lane arrays (write inputs before a run, read outputs after it);
/// two-dimensional inputs (GS, TCS, TES) and TCS outputs are addressed by vertex; constant
/// buffers are bound by reference as `int[]` words (`words[4 * row + channel]`), and a read past
/// the end of a buffer gives 0. Immediates are broadcast into lane arrays when the machine is
/// created, and direct constant reads into a per-machine cache refreshed when buffers change, so
/// a direct operand of any file is read as an array with no per-lane work.
///
/// ## Execution masks
/// Every lane runs the same instruction; control flow is a set of masks whose conjunction is
/// the *execution mask*, `exec = cond & loop & cont & sw & func`. Results are stored only for
/// lanes in `exec`. Each construct saves the masks it changes on its own stack and restores
/// them at its end:
/// - **IF/UIF/ELSE/ENDIF** (`cond`): IF pushes `cond` and clears the lanes whose condition is
///   false (IF compares the float with 0, so -0 is false and NaN true; UIF tests the bits); ELSE
///   flips `cond` within the pushed mask; ENDIF pops.
/// - **BGNLOOP/ENDLOOP** (`loop`, `cont`): BRK clears the executing lanes from `loop`, CONT from
///   `cont`; ENDLOOP restores `cont` (the lanes that continued rejoin) and repeats while a lane
///   that is not killed remains, else pops both.
/// - **SWITCH/CASE/DEFAULT/ENDSWITCH** (`sw`): SWITCH records the selector and which lanes match
///   no CASE of this switch, and clears `sw`; each CASE adds its matching lanes, DEFAULT the
///   unmatched ones, wherever it stands, and both leave earlier lanes enabled, which is the
///   fall-through; BRK clears only the lanes that execute it. These two points follow tgsi.rst
///   where Mesa's interpreter differs (the opcode table's notes on DEFAULT and BRK).
/// - **CAL/RET/BGNSUB/ENDSUB** (`func`): CAL saves every mask and stack depth in a call frame and
///   runs the subroutine with `func` set to the calling lanes; RET clears the executing lanes from
///   `func` and, once none is left, restores the caller's frame (in the main program, ends the run).
///   A subroutine reached in the normal flow is skipped.
///
/// A construct reached while no lane executes is skipped whole, and while `exec` is 0 the loop
/// jumps from one control-flow instruction to the next, so a block pays only for the paths some
/// lane takes. Nesting is bounded statically: the compiler computes the deepest nesting along any
/// call chain (recursion is rejected) and the machine's stacks are sized to it, so they cannot
/// overflow; at least 256 levels are accepted (Mesa: 32).
///
/// ## Kill, demote and helpers
/// [ExecMachine#run(int)] takes the mask of *live* lanes. In a fragment shader every quad that
/// has a live lane runs whole; its other lanes are *helpers*, which compute values for their
/// quad's derivatives but whose side effects are suppressed. KILL and KILL_IF record lanes in the
/// kill mask and DEMOTE in the demote mask; as in Mesa those lanes keep running as helpers (so
/// derivatives stay defined), except that a loop is never repeated for killed lanes alone.
/// Stores to buffers, images and shared memory, atomics and vertex emission act only for lanes
/// that execute and are neither helpers, killed nor demoted. After a run,
/// [ExecMachine#resultMask()] says whose outputs are valid.
///
/// Lanes outside the live set do not execute, but for speed a store that covers every executing
/// lane may write the whole lane array, so their registers hold meaningless values.
///
/// ## Numbers
/// [OpSemantics] defines every scalar result: float arithmetic as Java's (binary32, round to
/// nearest even, no fused operations unless the opcode says so), Mesa's rounding order where it
/// matters (MAD, LRP and the dot products round twice), transcendentals in double with
/// `StrictMath` then rounded once (within the table's ulp bound of glibc), and a documented
/// result wherever TGSI leaves one undefined. The opcode table ([dev.tungsten.tgsi.TgsiOpcode#notes])
/// records each choice, deviation from Mesa and error bound. The sign and payload of a NaN that
/// arithmetic produces are not part of the contract (they are whatever the JVM's float arithmetic
/// gives); operations that copy bits (MOV, CMP and UCMP selection, swizzles) keep NaNs exactly.
///
/// ## Services, barriers, limits
/// Opcodes that need a driver resource call small interfaces bound to the machine:
/// [TextureSampler], [ImageAccess], [BufferAccess], [SharedMemory], [VertexEmitter],
/// [WorkgroupBarrier], [Interpolator], [FramebufferFetch]; [MemoryTextures], [MemoryImages],
/// [MemoryBuffers] and [RecordingVertexEmitter] are plain implementations for tests. Executing
/// such an opcode with nothing bound is an [ExecException]. At BARRIER the bound barrier decides
/// to continue or to suspend the run, in which case [ExecMachine#run(int)] returns
/// [ExecStatus#BARRIER] and [ExecMachine#resume()] continues later; this lets one thread run all
/// the blocks of a workgroup in rounds. Each run may execute at most
/// [ExecMachine#setInstructionBudget(long)] instructions; past that an [ExecLimitException]
/// names the shader and the instruction, and the machine can run again.
///
/// ## Speed
/// The run loop dispatches on the opcode with one exhaustive switch ([Interpreter]); each case
/// calls a loop over the lanes of one channel ([LaneLoops], [Alu64]), reading registers in place and,
/// when every lane executes and no source aliases the destination, writing the destination in
/// place too. The hottest float loops use the Vector API ([HotLaneLoops]). Nothing is allocated
/// while a shader runs.
package dev.tungsten.tgsi.exec;
