/// The shader IR shared by the WGSL and Cg front ends, its validator, and its lowering to TGSI.
///
/// ## The module
/// A [dev.tungsten.ir.Module] holds types (in a [dev.tungsten.ir.UniqueArena], so a type is its
/// handle), constants, overrides, global variables, a constant-expression arena, functions and
/// entry points. Everything is addressed by [dev.tungsten.ir.Handle]s, typed indices into arenas
/// whose spans are kept in parallel arrays. Producers keep one invariant everywhere: an item only
/// refers to earlier items of its arena, so one forward walk sees operands before users.
///
/// ## Expressions and statements
/// A function body is a tree of [dev.tungsten.ir.Statement]s over a DAG of
/// [dev.tungsten.ir.Expression]s. Expressions never have effects; statements do, and they fix
/// when expressions are evaluated:
/// - literals, constants, overrides, zero values, arguments and variable references are
///   evaluated before the function runs;
/// - a call's, an atomic's and a workgroup-uniform load's result when that statement runs;
/// - every other expression when the one `Emit` covering it runs. It may be used only by later
///   expressions of that `Emit`, by later statements of the same block and their children (a
///   loop's continuing block counts as a child of its body). A value needed outside must be
///   stored in a variable.
///
/// This makes time-sensitive expressions (loads, texture reads, derivatives) unambiguous: a
/// back end evaluates each one exactly where its `Emit` is, and may evaluate pure expressions
/// wherever it likes.
///
/// ## Semantics
/// The IR adopts WGSL's semantics, so a WGSL program means the same thing before and after
/// lowering: wrapping integer arithmetic, integer division by zero yielding the dividend and
/// remainder zero, shift counts taken modulo the bit width, saturating float-to-integer
/// conversion, booleans that are exactly true or false, WGSL's memory layout
/// ([dev.tungsten.ir.Layouter]). Cg's front end lowers to the same meanings. Abstract numeric
/// types exist only while a front end folds constants ([dev.tungsten.ir.ConstEvaluator]).
///
/// ## Passes
/// - [dev.tungsten.ir.Validator] checks a module (handles first, then types and layouts,
///   expression types, scopes and statement placement, entry point interfaces, the call graph,
///   alias analysis and uniformity) and returns [dev.tungsten.ir.ModuleInfo] side tables; it never
///   changes the module.
/// - [dev.tungsten.ir.Builtins] is the declarative table of built-in math functions: overloads
///   and TGSI expansions, one row per function.
/// - [dev.tungsten.ir.TgsiLowering] turns one entry point into a TGSI shader with the
///   `tgsi.Ureg` builder.
/// - [dev.tungsten.ir.IrPrinter] writes a module as text.
package dev.tungsten.ir;
