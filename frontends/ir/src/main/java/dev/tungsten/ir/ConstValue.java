package dev.tungsten.ir;

import java.util.List;

/// A value known before the pipeline runs: the result of evaluating a constant (or, with
/// pipeline values given, an override) expression. Vectors hold scalar components; matrices
/// hold column vectors; arrays and structs hold their elements. [Zero] stands for the zero value
/// of a type without spelling it out (a large zero array stays small).
public sealed interface ConstValue {
    /// A scalar.
    record Lit(Literal literal) implements ConstValue {}

    /// A vector, matrix, array or struct of `type`.
    record Composite(Handle<Type> type, List<ConstValue> components) implements ConstValue {
        public Composite {
            components = List.copyOf(components);
        }
    }

    /// The zero value of `type`.
    record Zero(Handle<Type> type) implements ConstValue {}

    /// Thrown when evaluation breaks a rule (overflow, division by zero, out-of-bounds index,
    /// a value outside a function's domain); the message says which, in lower case.
    final class EvaluationError extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public EvaluationError(String message) {
            super(message, null, false, false);
        }
    }
}
