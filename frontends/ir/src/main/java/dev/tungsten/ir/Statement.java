package dev.tungsten.ir;

import java.util.List;

/// A node of a function body's statement tree. Only statements have effects and control flow;
/// they refer to values through handles into the function's expression arena.
public sealed interface Statement {

    /// Evaluates the expressions of `range`, in order (see [Expression] for evaluation time).
    record Emit(Range<Expression> range) implements Statement {}

    /// A nested block with its own expression scope.
    record BlockStatement(Block body) implements Statement {}

    /// `condition` is a scalar bool.
    record If(Handle<Expression> condition, Block accept, Block reject) implements Statement {}

    /// `selector` is a scalar i32 or u32; exactly one case is `Default`. A case with
    /// `fallThrough` continues into the next case's body (how `case 1, 2:` is represented).
    record Switch(Handle<Expression> selector, List<SwitchCase> cases) implements Statement {
        public Switch {
            cases = List.copyOf(cases);
        }
    }

    record SwitchCase(SwitchValue value, Block body, boolean fallThrough) {}

    sealed interface SwitchValue {
        record I32(int value) implements SwitchValue {}

        record U32(long value) implements SwitchValue {}

        record Default() implements SwitchValue {}
    }

    /// Runs `body` then `continuing` repeatedly. After `continuing`, `breakIf` (a scalar bool,
    /// may be `null`) ends the loop when true. `continue` in `body` jumps to `continuing`;
    /// `continuing` may not contain `break`, `continue` or `return`.
    record Loop(Block body, Block continuing, Handle<Expression> breakIf) implements Statement {}

    record Break() implements Statement {}

    record Continue() implements Statement {}

    /// Returns from the function with `value` (`null` for no value).
    record Return(Handle<Expression> value) implements Statement {}

    /// Ends the invocation (WGSL `discard`: the invocation becomes a helper, fragment only).
    record Kill() implements Statement {}

    /// A control barrier with the memory semantics of `flags` ([#STORAGE], [#WORK_GROUP], ...).
    record Barrier(int flags) implements Statement {}

    int STORAGE = 1;
    int WORK_GROUP = 2;
    int SUB_GROUP = 4;
    int TEXTURE = 8;

    /// `*pointer = value`; an atomic store when `pointer` points to an atomic.
    record Store(Handle<Expression> pointer, Handle<Expression> value) implements Statement {}

    record ImageStore(Handle<Expression> image, Handle<Expression> coordinate, Handle<Expression> arrayIndex,
                      Handle<Expression> value) implements Statement {}

    /// An atomic read-modify-write on `pointer` (a pointer to an atomic). `compare` is set for
    /// compare-exchange. `result` (an [Expression.AtomicResult]) may be `null` when unused.
    record Atomic(Handle<Expression> pointer, AtomicFunction fun, Handle<Expression> value,
                  Handle<Expression> compare, Handle<Expression> result) implements Statement {}

    /// `workgroupUniformLoad(pointer)`: barrier, load, barrier; the value is uniform.
    record WorkGroupUniformLoad(Handle<Expression> pointer, Handle<Expression> result) implements Statement {}

    /// A subgroup or quad operation ([SubgroupFunction] gives the operand rules): every active
    /// invocation of the subgroup runs it together. `argument` is `null` for `subgroupElect` and
    /// for `subgroupBallot()` without a predicate; `index` is the id, delta or mask of the
    /// functions that take one, else `null`. `result` (a [Expression.SubgroupResult]) is never
    /// `null`: WGSL's subgroup functions are `@must_use`, and naga's form without a use still
    /// names one.
    record Subgroup(SubgroupFunction fun, Handle<Expression> argument, Handle<Expression> index,
                    Handle<Expression> result) implements Statement {}

    /// Calls `function`; `result` (an [Expression.CallResult]) is `null` when the function
    /// returns nothing or the value is unused.
    record Call(Handle<Function> function, List<Handle<Expression>> arguments, Handle<Expression> result) implements Statement {
        public Call {
            arguments = List.copyOf(arguments);
        }
    }
}
