package dev.tungsten.ir;

/// Binary operators. Arithmetic is component-wise on vectors and matrices, with the
/// vector-scalar and matrix-vector forms of WGSL §8.7; comparisons give bools of the operands'
/// shape; `LOGICAL_AND`/`LOGICAL_OR` evaluate both operands (short-circuiting is lowered to
/// control flow by the front end when the right operand has effects).
public enum BinaryOperator {
    ADD("+"), SUBTRACT("-"), MULTIPLY("*"), DIVIDE("/"), MODULO("%"),
    EQUAL("=="), NOT_EQUAL("!="), LESS("<"), LESS_EQUAL("<="), GREATER(">"), GREATER_EQUAL(">="),
    AND("&"), EXCLUSIVE_OR("^"), INCLUSIVE_OR("|"), LOGICAL_AND("&&"), LOGICAL_OR("||"),
    SHIFT_LEFT("<<"), SHIFT_RIGHT(">>");

    private final String symbol;

    BinaryOperator(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }

    public boolean isComparison() {
        return switch (this) {
            case EQUAL, NOT_EQUAL, LESS, LESS_EQUAL, GREATER, GREATER_EQUAL -> true;
            default -> false;
        };
    }
}
