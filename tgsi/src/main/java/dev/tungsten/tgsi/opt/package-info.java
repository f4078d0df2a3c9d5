/// A TGSI optimizer for the code the front ends generate: constant folding, copy propagation and
/// dead-code elimination, each restricted to cases that are provably safe.
///
/// ## Why
/// The IR lowering (`frontends/ir`) emits one instruction per IR node with fresh temporaries, so
/// constant arithmetic is computed at run time and most instructions are `MOV`s. The software
/// driver pays per instruction, and its JIT refuses methods past the JVM's size limits, so the
/// big Cg shaders of the libretro corpus ran on the interpreter.
///
/// ## What "safe" means here
/// The optimized shader gives bit-identical outputs on the reference interpreter for every input:
/// - Folding runs the instruction on the interpreter itself ([ConstantFolder]), so its result is
///   the interpreter's, bit for bit; only opcodes whose result every driver must reproduce exactly
///   are folded (no math-library functions, no opcodes a GPU may compute with its own precision).
/// - A value is known only through a register channel with exactly one static definition that
///   *dominates* the reader. In TGSI's structured control flow a position `p` dominates a later
///   position `q` when `q` lies in `p`'s innermost block (ELSE, CASE and DEFAULT end a block)
///   ([Blocks]).
/// - A shader with subroutines, jumps, or an indirectly addressed temporary outside a declared
///   TEMP array is returned unchanged: their control or data flow is not visible statically.
/// - TEMP arrays are treated as memory: never propagated, never removed.
package dev.tungsten.tgsi.opt;
