package dev.tungsten.wgsl;

import dev.tungsten.ir.AddressSpace;
import dev.tungsten.ir.ConstValue;
import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.StorageAccess;
import dev.tungsten.ir.Type;

/// What lowering a WGSL expression gives: a constant not yet placed in any arena (possibly of
/// an abstract type), a run-time value, or a reference (a memory view, §6.4.3) that the Load
/// Rule turns into a value where one is needed.
sealed interface Value {
    /// The value's type; for a reference, the type of what it refers to.
    Handle<Type> type();

    /// A constant-expression's value.
    record Const(ConstValue value, Handle<Type> type) implements Value {}

    /// A value computed by `expr` (which may be a pointer, a texture or a sampler).
    record Plain(Handle<Expression> expr, Handle<Type> type) implements Value {}

    /// A reference to memory of `type` in `space`; `pointer` is the IR pointer expression.
    /// `vectorComponent` marks a reference to one component of a vector, whose address cannot
    /// be taken (§6.4.7).
    record Ref(Handle<Expression> pointer, Handle<Type> type, AddressSpace space, StorageAccess access,
               boolean vectorComponent) implements Value {
        Ref(Handle<Expression> pointer, Handle<Type> type, AddressSpace space, StorageAccess access) {
            this(pointer, type, space, access, false);
        }
    }
}
