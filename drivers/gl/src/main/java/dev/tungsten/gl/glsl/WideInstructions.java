package dev.tungsten.gl.glsl;

import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.WriteMask;

import static dev.tungsten.gl.glsl.ValueKind.UINT;

/// The 64-bit opcodes: doubles (`GL_ARB_gpu_shader_fp64`, core in GLSL 4.00) and 64-bit
/// integers (`GL_ARB_gpu_shader_int64`).
///
/// A 64-bit value occupies a channel pair, xy or zw, low word first; `packDouble2x32` and
/// `packUint2x32` rebuild it from the two words. Which pairs an instruction computes and which
/// channels it writes follow `tgsi_exec` exactly, because they are not what the write mask
/// suggests:
/// - unary and ternary opcodes, and conversions from 32 bits, compute a pair only when both of
///   its channels are in the write mask;
/// - binary opcodes compute a pair when either channel is in the mask and then write both
///   channels; their 32-bit comparisons write one word, to the first enabled channel of the pair;
/// - conversions to 32 bits write the result of pair *i* to the *i*-th enabled channel;
/// - conversions from 32 bits and the 64-bit shifts read their 32-bit operand from channel x for
///   pair 0 and y for pair 1 (the shifts as `tgsi.rst` says; Mesa's `tgsi_exec` reads z), while
///   DLDEXP reads it from x and z.
final class WideInstructions {
    private final Emission em;
    private final Registers regs;

    WideInstructions(Emission em, Registers regs) {
        this.em = em;
        this.regs = regs;
    }

    /// Operand and result types of the 64-bit opcodes.
    private enum T {
        D("double"), U64("uint64_t"), I64("int64_t"), F("float"), I("int"), U("uint");

        final String glsl;

        T(String glsl) {
            this.glsl = glsl;
        }

        boolean wide() {
            return this == D || this == U64 || this == I64;
        }
    }

    /// How the opcode maps channel pairs (see the class comment).
    private enum Shape { UNARY, BINARY, COMPARE, TERNARY, SHIFT, LDEXP, FROM_32, TO_32 }

    void doubleOp(Instruction in) {
        em.require(GlslFeature.FP64);
        switch (in.opcode()) {
            case DABS -> pairs(in, Shape.UNARY, T.D, T.D, "abs($0)");
            case DNEG -> pairs(in, Shape.UNARY, T.D, T.D, "-$0");
            case DRCP -> pairs(in, Shape.UNARY, T.D, T.D, "1.0lf / $0");
            case DSQRT -> pairs(in, Shape.UNARY, T.D, T.D, "sqrt($0)");
            case DRSQ -> pairs(in, Shape.UNARY, T.D, T.D, "1.0lf / sqrt($0)");
            case DFRAC -> pairs(in, Shape.UNARY, T.D, T.D, "$0 - floor($0)");
            case DFLR -> pairs(in, Shape.UNARY, T.D, T.D, "floor($0)");
            case DTRUNC -> pairs(in, Shape.UNARY, T.D, T.D, "trunc($0)");
            case DCEIL -> pairs(in, Shape.UNARY, T.D, T.D, "ceil($0)");
            case DROUND -> pairs(in, Shape.UNARY, T.D, T.D, "roundEven($0)");
            case DSSG -> pairs(in, Shape.UNARY, T.D, T.D, "(double($0 > 0.0lf) - double($0 < 0.0lf))");
            case DADD -> pairs(in, Shape.BINARY, T.D, T.D, "$0 + $1");
            case DMUL -> pairs(in, Shape.BINARY, T.D, T.D, "$0 * $1");
            case DDIV -> pairs(in, Shape.BINARY, T.D, T.D, "$0 / $1");
            case DMAX -> pairs(in, Shape.BINARY, T.D, T.D, "(isnan($0) ? $1 : (isnan($1) ? $0 : max($0, $1)))");
            case DMIN -> pairs(in, Shape.BINARY, T.D, T.D, "(isnan($0) ? $1 : (isnan($1) ? $0 : min($0, $1)))");
            case DSLT -> pairs(in, Shape.COMPARE, T.D, T.U, "($0 < $1 ? 0xffffffffu : 0u)");
            case DSGE -> pairs(in, Shape.COMPARE, T.D, T.U, "($0 >= $1 ? 0xffffffffu : 0u)");
            case DSEQ -> pairs(in, Shape.COMPARE, T.D, T.U, "($0 == $1 ? 0xffffffffu : 0u)");
            case DSNE -> pairs(in, Shape.COMPARE, T.D, T.U, "($0 != $1 ? 0xffffffffu : 0u)");
            case DMAD -> pairs(in, Shape.TERNARY, T.D, T.D, "$0 * $1 + $2");
            case DFMA -> pairs(in, Shape.TERNARY, T.D, T.D, "fma($0, $1, $2)");
            case DLDEXP -> {
                em.helper(GlslHelper.DLDEXP);
                pairs(in, Shape.LDEXP, T.D, T.D, "tgsi_dldexp($0, $1)");
            }
            case F2D -> pairs(in, Shape.FROM_32, T.F, T.D, "double($0)");
            case I2D -> pairs(in, Shape.FROM_32, T.I, T.D, "double($0)");
            case U2D -> pairs(in, Shape.FROM_32, T.U, T.D, "double($0)");
            case D2F -> pairs(in, Shape.TO_32, T.D, T.F, "float($0)");
            case D2I -> pairs(in, Shape.TO_32, T.D, T.I, "int($0)");
            // Saturating, as the interpreter's F2U (GLSL leaves out-of-range conversions undefined).
            case D2U -> pairs(in, Shape.TO_32, T.D, T.U,
                    "(!($0 > -1.0lf) ? 0u : ($0 >= 4294967296.0lf ? 0xffffffffu : uint($0)))");
            case DFRACEXP -> fracExp(in);
            default -> throw em.malformed("not a double opcode");
        }
    }

    void int64Op(Instruction in) {
        em.require(GlslFeature.INT64);
        switch (in.opcode()) {
            case I64ABS -> pairs(in, Shape.UNARY, T.I64, T.I64, "abs($0)");
            case I64NEG -> pairs(in, Shape.UNARY, T.I64, T.I64, "-$0");
            case I64SSG -> pairs(in, Shape.UNARY, T.I64, T.I64, "sign($0)");
            case D2U64 -> fp64(in, Shape.UNARY, T.D, T.U64,
                    "(!($0 > -1.0lf) ? 0ul : ($0 >= 18446744073709551616.0lf ? ~0ul : uint64_t($0)))");
            case D2I64 -> fp64(in, Shape.UNARY, T.D, T.I64, "int64_t($0)");
            case U642D -> fp64(in, Shape.UNARY, T.U64, T.D, "double($0)");
            case I642D -> fp64(in, Shape.UNARY, T.I64, T.D, "double($0)");
            case F2U64 -> pairs(in, Shape.FROM_32, T.F, T.U64,
                    "(!($0 > -1.0) ? 0ul : ($0 >= 18446744073709551616.0 ? ~0ul : uint64_t($0)))");
            case F2I64 -> pairs(in, Shape.FROM_32, T.F, T.I64, "int64_t($0)");
            case U2I64 -> pairs(in, Shape.FROM_32, T.U, T.I64, "int64_t($0)");
            case I2I64 -> pairs(in, Shape.FROM_32, T.I, T.I64, "int64_t($0)");
            case U642F -> pairs(in, Shape.TO_32, T.U64, T.F, "float($0)");
            case I642F -> pairs(in, Shape.TO_32, T.I64, T.F, "float($0)");
            case U64SEQ -> pairs(in, Shape.COMPARE, T.U64, T.U, "($0 == $1 ? 0xffffffffu : 0u)");
            case U64SNE -> pairs(in, Shape.COMPARE, T.U64, T.U, "($0 != $1 ? 0xffffffffu : 0u)");
            case U64SLT -> pairs(in, Shape.COMPARE, T.U64, T.U, "($0 < $1 ? 0xffffffffu : 0u)");
            case U64SGE -> pairs(in, Shape.COMPARE, T.U64, T.U, "($0 >= $1 ? 0xffffffffu : 0u)");
            case I64SLT -> pairs(in, Shape.COMPARE, T.I64, T.U, "($0 < $1 ? 0xffffffffu : 0u)");
            case I64SGE -> pairs(in, Shape.COMPARE, T.I64, T.U, "($0 >= $1 ? 0xffffffffu : 0u)");
            case I64MIN -> pairs(in, Shape.BINARY, T.I64, T.I64, "min($0, $1)");
            case I64MAX -> pairs(in, Shape.BINARY, T.I64, T.I64, "max($0, $1)");
            case U64MIN -> pairs(in, Shape.BINARY, T.U64, T.U64, "min($0, $1)");
            case U64MAX -> pairs(in, Shape.BINARY, T.U64, T.U64, "max($0, $1)");
            case U64ADD -> pairs(in, Shape.BINARY, T.U64, T.U64, "$0 + $1");
            case U64MUL -> pairs(in, Shape.BINARY, T.U64, T.U64, "$0 * $1");
            // The divisor is made safe even in the branch not taken: a compiler may evaluate both.
            case U64DIV -> pairs(in, Shape.BINARY, T.U64, T.U64, "($1 == 0ul ? ~0ul : $0 / max($1, 1ul))");
            case U64MOD -> pairs(in, Shape.BINARY, T.U64, T.U64, "($1 == 0ul ? ~0ul : $0 % max($1, 1ul))");
            case I64DIV -> pairs(in, Shape.BINARY, T.I64, T.I64,
                    "($1 == 0l ? 0l : ($1 == -1l ? -$0 : $0 / (($1 == 0l || $1 == -1l) ? 1l : $1)))");
            case I64MOD -> pairs(in, Shape.BINARY, T.I64, T.I64,
                    "($1 == 0l ? -1l : ($1 == -1l ? 0l : $0 - ($0 / (($1 == 0l || $1 == -1l) ? 1l : $1)) * $1))");
            case U64SHL -> pairs(in, Shape.SHIFT, T.U64, T.U64, "$0 << ($1 & 63u)");
            case U64SHR -> pairs(in, Shape.SHIFT, T.U64, T.U64, "$0 >> ($1 & 63u)");
            case I64SHR -> pairs(in, Shape.SHIFT, T.I64, T.I64, "$0 >> ($1 & 63u)");
            default -> throw em.malformed("not a 64-bit integer opcode");
        }
    }

    private void fp64(Instruction in, Shape shape, T src, T dst, String template) {
        em.require(GlslFeature.FP64);
        pairs(in, shape, src, dst, template);
    }

    /// Source `i` as a 64-bit value of pair `p`.
    private String wideSource(Instruction in, int i, int p, T type) {
        String words = "(" + regs.read(in, i, UINT) + ")." + (p == 0 ? "xy" : "zw");
        return switch (type) {
            case D -> "packDouble2x32(" + words + ")";
            case U64 -> "packUint2x32(" + words + ")";
            case I64 -> "int64_t(packUint2x32(" + words + "))";
            default -> throw new IllegalArgumentException(type.name());
        };
    }

    /// Source `i`, channel `c`, as a 32-bit scalar of `type`.
    private String narrowSource(Instruction in, int i, int c, T type) {
        ValueKind kind = switch (type) {
            case F -> ValueKind.FLOAT;
            case I -> ValueKind.INT;
            default -> UINT;
        };
        return regs.scalar(in, i, kind, c);
    }

    /// The words of a 64-bit result as a `uvec2` expression.
    private static String words(String value, T type) {
        return switch (type) {
            case D -> "unpackDouble2x32(" + value + ")";
            case U64 -> "unpackUint2x32(" + value + ")";
            case I64 -> "unpackUint2x32(uint64_t(" + value + "))";
            default -> throw new IllegalArgumentException(type.name());
        };
    }

    private void pairs(Instruction in, Shape shape, T src, T dst, String template) {
        int mask = in.dst(0).writeMask();
        int nth = 0;
        for (int p = 0; p < 2; p++) {
            int pairMask = p == 0 ? WriteMask.XY : WriteMask.ZW;
            boolean compute = switch (shape) {
                case UNARY, TERNARY, FROM_32 -> (mask & pairMask) == pairMask;
                case BINARY, COMPARE, SHIFT, LDEXP -> (mask & pairMask) != 0;
                case TO_32 -> Integer.bitCount(mask) > p;
            };
            if (!compute) {
                continue;
            }
            int sources = switch (shape) {
                case UNARY, FROM_32, TO_32 -> 1;
                case BINARY, COMPARE, SHIFT, LDEXP -> 2;
                case TERNARY -> 3;
            };
            String value = template;
            for (int i = sources - 1; i >= 0; i--) {
                String operand;
                if (shape == Shape.FROM_32) {
                    operand = narrowSource(in, i, p, src);
                } else if (shape == Shape.SHIFT && i == 1) {
                    operand = narrowSource(in, 1, p, T.U);
                } else if (shape == Shape.LDEXP && i == 1) {
                    operand = narrowSource(in, 1, 2 * p, T.I);
                } else {
                    operand = wideSource(in, i, p, src);
                }
                value = value.replace("$" + i, operand);
            }
            em.body.open("{");
            em.body.line(dst.glsl + " tgsi_r = " + value + ";");
            switch (shape) {
                case COMPARE -> {
                    int channel = (mask & (1 << (2 * p))) != 0 ? 2 * p : 2 * p + 1;
                    regs.writeRaw(in, 0, "uvec4(tgsi_r)", UINT, 1 << channel);
                }
                case TO_32 -> {
                    int channel = nthSetBit(mask, nth++);
                    ValueKind kind = dst == T.F ? ValueKind.FLOAT : dst == T.I ? ValueKind.INT : UINT;
                    regs.write(in, 0, kind.vec4() + "(tgsi_r)", kind, 1 << channel);
                }
                default -> {
                    String r = "tgsi_r";
                    if (dst == T.D && in.saturate()) {
                        r = "((isnan(tgsi_r) || tgsi_r < 0.0lf) ? 0.0lf : min(tgsi_r, 1.0lf))";
                    }
                    String placed = p == 0 ? "uvec4(" + words(r, dst) + ", 0u, 0u)" : "uvec4(0u, 0u, " + words(r, dst) + ")";
                    regs.writeRaw(in, 0, placed, UINT, pairMask);
                }
            }
            em.body.close("}");
        }
    }

    private static int nthSetBit(int mask, int n) {
        for (int c = 0; c < 4; c++) {
            if ((mask & (1 << c)) != 0 && n-- == 0) {
                return c;
            }
        }
        return 3;
    }

    /// DFRACEXP (2010 spec `frexp`): the significand of src.xy (magnitude in [0.5, 1)) goes to
    /// each fully enabled pair of dst0, its exponent to every enabled channel of dst1.
    private void fracExp(Instruction in) {
        if (in.dst().size() < 2) {
            throw em.malformed("expected 2 destination operands, found " + in.dst().size());
        }
        int mask = in.dst(0).writeMask();
        em.body.open("{");
        em.body.line("int tgsi_e;");
        em.body.line("double tgsi_m = frexp(" + wideSource(in, 0, 0, T.D) + ", tgsi_e);");
        for (int p = 0; p < 2; p++) {
            int pairMask = p == 0 ? WriteMask.XY : WriteMask.ZW;
            if ((mask & pairMask) == pairMask) {
                String placed = p == 0 ? "uvec4(unpackDouble2x32(tgsi_m), 0u, 0u)" : "uvec4(0u, 0u, unpackDouble2x32(tgsi_m))";
                regs.writeRaw(in, 0, placed, UINT, pairMask);
            }
        }
        regs.write(in, 1, "ivec4(tgsi_e)", ValueKind.INT);
        em.body.close("}");
    }
}
