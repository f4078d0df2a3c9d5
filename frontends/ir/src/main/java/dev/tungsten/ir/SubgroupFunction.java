package dev.tungsten.ir;

/// The subgroup and quad built-in functions (WGSL §17.12, §17.13; `enable subgroups`), spelled
/// as WGSL spells them. Each is one [Statement.Subgroup]: the invocations of a subgroup that run
/// the statement together (its *active* invocations) compute one result, so it is a statement
/// like a barrier, not a pure expression.
///
/// Operand rules, checked by the validator: `argument` is absent for [#ELECT] (and for
/// [#BALLOT] it is a bool, `null` meaning `true`); [#ALL] and [#ANY] take a bool; the bitwise
/// reductions take concrete integer scalars or vectors; every other function a concrete numeric
/// scalar or vector. `index` is set exactly for [#takesIndex()]: an i32 or u32 (a
/// constant for [#BROADCAST] and [#QUAD_BROADCAST]).
public enum SubgroupFunction {
    BALLOT("subgroupBallot"),
    ELECT("subgroupElect"),
    ALL("subgroupAll"),
    ANY("subgroupAny"),
    ADD("subgroupAdd"),
    EXCLUSIVE_ADD("subgroupExclusiveAdd"),
    INCLUSIVE_ADD("subgroupInclusiveAdd"),
    MUL("subgroupMul"),
    EXCLUSIVE_MUL("subgroupExclusiveMul"),
    INCLUSIVE_MUL("subgroupInclusiveMul"),
    MIN("subgroupMin"),
    MAX("subgroupMax"),
    AND("subgroupAnd"),
    OR("subgroupOr"),
    XOR("subgroupXor"),
    BROADCAST("subgroupBroadcast"),
    BROADCAST_FIRST("subgroupBroadcastFirst"),
    SHUFFLE("subgroupShuffle"),
    SHUFFLE_XOR("subgroupShuffleXor"),
    SHUFFLE_UP("subgroupShuffleUp"),
    SHUFFLE_DOWN("subgroupShuffleDown"),
    QUAD_BROADCAST("quadBroadcast"),
    QUAD_SWAP_X("quadSwapX"),
    QUAD_SWAP_Y("quadSwapY"),
    QUAD_SWAP_DIAGONAL("quadSwapDiagonal");

    private final String spelling;

    SubgroupFunction(String spelling) {
        this.spelling = spelling;
    }

    public String spelling() {
        return spelling;
    }

    /// The function WGSL spells `name`, or `null`.
    public static SubgroupFunction forSpelling(String name) {
        for (SubgroupFunction f : values()) {
            if (f.spelling.equals(name)) {
                return f;
            }
        }
        return null;
    }

    /// Whether the function has a second operand: an invocation id, a delta or a mask.
    public boolean takesIndex() {
        return switch (this) {
            case BROADCAST, SHUFFLE, SHUFFLE_XOR, SHUFFLE_UP, SHUFFLE_DOWN, QUAD_BROADCAST -> true;
            default -> false;
        };
    }

    /// Whether the operand is restricted to i32/u32 scalars and vectors (the bitwise reductions).
    public boolean integerOnly() {
        return this == AND || this == OR || this == XOR;
    }

    /// Whether the result is a bool (and the operand, if any, too).
    public boolean logical() {
        return this == ELECT || this == ALL || this == ANY;
    }
}
