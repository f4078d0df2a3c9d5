package dev.tungsten.vk.spirv;

import java.util.EnumSet;
import java.util.Set;

import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiOpcode.Guard;

/// How the SPIR-V translator gives the results that the opcode table's guard column
/// ([TgsiOpcode#guards]) defines where SPIR-V leaves them undefined; the GLSL translator's
/// `GlslGuards` is its twin, so which opcode is guarded is the table's decision for both.
///
/// Each [Guard] is carried out by a few [Operation]s of [Formulas]. An opcode's arm in
/// [Instructions] may only apply the operations of the guards its own row lists
/// ([#check] refuses the others). [#operations] is the one switch over [Guard]: exhaustive, so a
/// new guard fails to compile here until SPIR-V has decided how to give its results.
final class SpirvGuards {
    private SpirvGuards() {}

    /// A guarded operation of [Formulas].
    enum Operation {
        F2I, D2I, F2I64, D2I64, F2U, D2U, F2U64, D2U64,
        IDIV, MOD, UDIV, UMOD, DIV64,
        SHIFT_COUNT,
        IBFE, UBFE, BFI,
        FMIN, FMAX, DMIN, DMAX,
        FDIV, DDIV,
        SQRT, RSQ, LOG2, POW, DSQRT, DRSQ, FREXP,
        PACK_UNORM, PACK_SNORM, UNPACK_UNORM, UNPACK_SNORM,
        LDEXP, DLDEXP
    }

    /// The operations that give `guard`'s results.
    static Set<Operation> operations(Guard guard) {
        return switch (guard) {
            case null -> throw new NullPointerException(); // an enhanced switch: javac checks it is exhaustive
            case FLOAT_TO_INT -> EnumSet.of(Operation.F2I, Operation.D2I, Operation.F2I64, Operation.D2I64);
            case FLOAT_TO_UINT -> EnumSet.of(Operation.F2U, Operation.D2U, Operation.F2U64, Operation.D2U64);
            case INTEGER_DIVISION -> EnumSet.of(Operation.IDIV, Operation.MOD, Operation.UDIV, Operation.UMOD, Operation.DIV64);
            case SHIFT_COUNT -> EnumSet.of(Operation.SHIFT_COUNT);
            case BIT_FIELD -> EnumSet.of(Operation.IBFE, Operation.UBFE, Operation.BFI);
            case MIN_MAX_NAN -> EnumSet.of(Operation.FMIN, Operation.FMAX, Operation.DMIN, Operation.DMAX);
            case FLOAT_DIVISION -> EnumSet.of(Operation.FDIV, Operation.DDIV);
            case FUNCTION_DOMAIN -> EnumSet.of(Operation.SQRT, Operation.RSQ, Operation.LOG2, Operation.POW,
                    Operation.DSQRT, Operation.DRSQ, Operation.FREXP);
            case NORMALIZED_PACKING -> EnumSet.of(Operation.PACK_UNORM, Operation.PACK_SNORM, Operation.UNPACK_UNORM,
                    Operation.UNPACK_SNORM);
            case LDEXP_RANGE -> EnumSet.of(Operation.LDEXP, Operation.DLDEXP);
        };
    }

    /// The guard an operation belongs to.
    static Guard guardOf(Operation op) {
        for (Guard g : Guard.values()) {
            if (operations(g).contains(op)) {
                return g;
            }
        }
        throw new IllegalStateException(op + " belongs to no guard");
    }

    /// Refuses an operation whose guard `opcode`'s row does not list: the table, not an arm,
    /// decides which opcodes are guarded.
    static void check(TgsiOpcode opcode, Operation op) {
        Guard g = guardOf(op);
        if (!opcode.guards().contains(g)) {
            throw new IllegalStateException(opcode + " applies " + op + " of guard " + g + ", which its row does not list");
        }
    }
}
