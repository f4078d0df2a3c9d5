package dev.tungsten.gl.glsl;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;

import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiOpcode.Guard;

/// How the GLSL translator gives the results that the opcode table's guard column
/// ([TgsiOpcode#guards]) defines where GLSL leaves them undefined.
///
/// Each [Guard] is carried out by a few [Operation]s, one per operand type and operation: a call
/// to a [GlslHelper] function, or for shift counts an inline mask. An opcode's arm in
/// [InstructionTranslator] writes its formula around the operations it performs, but it can only
/// apply the operations of the guards its own row lists ([#apply] refuses the others), so which
/// opcode is guarded is the table's decision, shared with the SPIR-V translator, and never an
/// arm's. [#operations] is the one switch over [Guard]: exhaustive, so a new guard fails to
/// compile here until GLSL has decided how to give its results.
final class GlslGuards {
    /// A guarded operation as GLSL computes it: a template over the operands `$0`, `$1`, and
    /// the helper that defines the function it calls (null for an inline expression).
    enum Operation {
        F2I("tgsi_f2i($0)", GlslHelper.F2I),
        D2I("tgsi_d2i($0)", GlslHelper.D2I),
        F2I64("tgsi_f2i64($0)", GlslHelper.F2I64),
        D2I64("tgsi_d2i64($0)", GlslHelper.D2I64),
        F2U("tgsi_f2u($0)", GlslHelper.F2U),
        D2U("tgsi_d2u($0)", GlslHelper.D2U),
        F2U64("tgsi_f2u64($0)", GlslHelper.F2U64),
        D2U64("tgsi_d2u64($0)", GlslHelper.D2U64),
        IDIV("tgsi_idiv($0, $1)", GlslHelper.IDIV),
        MOD("tgsi_mod($0, $1)", GlslHelper.MOD),
        UDIV("tgsi_udiv($0, $1)", GlslHelper.UDIV),
        UMOD("tgsi_umod($0, $1)", GlslHelper.UMOD),
        I64DIV("tgsi_i64div($0, $1)", GlslHelper.I64DIV),
        I64MOD("tgsi_i64mod($0, $1)", GlslHelper.I64MOD),
        U64DIV("tgsi_u64div($0, $1)", GlslHelper.U64DIV),
        U64MOD("tgsi_u64mod($0, $1)", GlslHelper.U64MOD),
        /// An unsigned 32-bit shift count, masked to 5 bits.
        SHIFT_COUNT("($0 & 31u)", null),
        /// A signed 32-bit shift count (ISHR reads an int), masked to 5 bits.
        SIGNED_SHIFT_COUNT("($0 & 31)", null),
        /// The 32-bit count of a 64-bit shift, masked to 6 bits.
        SHIFT_COUNT_64("($0 & 63u)", null),
        IBFE("tgsi_ibfe($0, $1, $2)", GlslHelper.IBFE),
        UBFE("tgsi_ubfe($0, $1, $2)", GlslHelper.UBFE),
        BFI("tgsi_bfi($0, $1, $2, $3)", GlslHelper.BFI),
        FMIN("tgsi_min($0, $1)", GlslHelper.FMIN),
        FMAX("tgsi_max($0, $1)", GlslHelper.FMAX),
        DMIN("tgsi_dmin($0, $1)", GlslHelper.DMIN_DMAX),
        DMAX("tgsi_dmax($0, $1)", GlslHelper.DMIN_DMAX),
        /// `float` or `vec4` operands (the helper overloads both).
        FDIV("tgsi_div($0, $1)", GlslHelper.FDIV),
        DDIV("tgsi_ddiv($0, $1)", GlslHelper.DDIV),
        SQRT("tgsi_sqrt($0)", GlslHelper.SQRT),
        RSQ("tgsi_rsq($0)", GlslHelper.RSQ),
        LOG2("tgsi_log2($0)", GlslHelper.LOG2),
        POW("tgsi_pow($0, $1)", GlslHelper.POW),
        DSQRT("tgsi_dsqrt($0)", GlslHelper.DSQRT_DRSQ),
        DRSQ("tgsi_drsq($0)", GlslHelper.DSQRT_DRSQ),
        /// `$1` is the `int` variable that receives the exponent.
        FREXP("tgsi_frexp($0, $1)", GlslHelper.FREXP),
        /// `$1` is the scale, 65535.0 or 255.0.
        UNORM("tgsi_unorm($0, $1)", GlslHelper.UNORM),
        SNORM8("tgsi_snorm8($0)", GlslHelper.SNORM8),
        UP2US("tgsi_up2us($0)", GlslHelper.UP2US),
        UP4UB("tgsi_up4ub($0)", GlslHelper.UP4UB),
        UP4B("tgsi_up4b($0)", GlslHelper.UP4B),
        LDEXP("tgsi_ldexp($0, $1)", GlslHelper.LDEXP),
        DLDEXP("tgsi_dldexp($0, $1)", GlslHelper.DLDEXP);

        private final String template;
        private final GlslHelper helper;

        Operation(String template, GlslHelper helper) {
            this.template = template;
            this.helper = helper;
        }

        /// Text that every use of the operation contains: the function's name and its opening
        /// parenthesis, or an inline expression's part after its operand.
        String marker() {
            return helper != null ? template.substring(0, template.indexOf('(') + 1) : template.substring(template.indexOf("$0") + 2);
        }
    }

    private final Emission em;

    GlslGuards(Emission em) {
        this.em = em;
    }

    /// The operations that give `guard`'s results in GLSL.
    static Set<Operation> operations(Guard guard) {
        return switch (guard) {
            case FLOAT_TO_INT -> EnumSet.of(Operation.F2I, Operation.D2I, Operation.F2I64, Operation.D2I64);
            case FLOAT_TO_UINT -> EnumSet.of(Operation.F2U, Operation.D2U, Operation.F2U64, Operation.D2U64);
            case INTEGER_DIVISION -> EnumSet.of(Operation.IDIV, Operation.MOD, Operation.UDIV, Operation.UMOD,
                    Operation.I64DIV, Operation.I64MOD, Operation.U64DIV, Operation.U64MOD);
            case SHIFT_COUNT -> EnumSet.of(Operation.SHIFT_COUNT, Operation.SIGNED_SHIFT_COUNT, Operation.SHIFT_COUNT_64);
            case BIT_FIELD -> EnumSet.of(Operation.IBFE, Operation.UBFE, Operation.BFI);
            case MIN_MAX_NAN -> EnumSet.of(Operation.FMIN, Operation.FMAX, Operation.DMIN, Operation.DMAX);
            case FLOAT_DIVISION -> EnumSet.of(Operation.FDIV, Operation.DDIV);
            case FUNCTION_DOMAIN -> EnumSet.of(Operation.SQRT, Operation.RSQ, Operation.LOG2, Operation.POW,
                    Operation.DSQRT, Operation.DRSQ, Operation.FREXP);
            case NORMALIZED_PACKING -> EnumSet.of(Operation.UNORM, Operation.SNORM8, Operation.UP2US, Operation.UP4UB,
                    Operation.UP4B);
            case LDEXP_RANGE -> EnumSet.of(Operation.LDEXP, Operation.DLDEXP);
        };
    }

    /// The guard `operation` carries out.
    static Guard guardOf(Operation operation) {
        for (Guard g : Guard.values()) {
            if (operations(g).contains(operation)) {
                return g;
            }
        }
        throw new IllegalStateException(operation + " carries out no guard");
    }

    /// `operation` on `operands` (GLSL expressions, which may be `$i` placeholders of the
    /// caller's template), writing the helper it calls into the shader.
    /// @throws IllegalStateException when the instruction's opcode does not list the operation's
    ///         guard: the translator's arms may apply only what the table decides
    String apply(Operation operation, String... operands) {
        Guard guard = guardOf(operation);
        TgsiOpcode op = em.opcode;
        if (op == null || !op.guards().contains(guard)) {
            throw new IllegalStateException(op + " applies " + operation + ", an operation of guard " + guard
                    + ", which its row of the opcode table does not list (" + (op == null ? "none" : op.guards()) + ")");
        }
        if (operation.helper != null) {
            em.helper(operation.helper);
        }
        return substitute(operation.template, operands);
    }

    /// `template` with each `$i` replaced by `operands[i]`, in one pass (so an operand that is
    /// itself a placeholder stays one).
    private static String substitute(String template, String[] operands) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < template.length(); i++) {
            char c = template.charAt(i);
            if (c == '$' && i + 1 < template.length() && Character.isDigit(template.charAt(i + 1))) {
                int index = template.charAt(++i) - '0';
                if (index >= operands.length) {
                    throw new IllegalArgumentException(template + " needs operand $" + index + ", given " + Arrays.toString(operands));
                }
                out.append(operands[index]);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
