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
    enum Scalar {
        D("double"), U64("uint64_t"), I64("int64_t"), F("float"), I("int"), U("uint");

        final String glsl;

        Scalar(String glsl) {
            this.glsl = glsl;
        }
    }

    /// How the opcode maps channel pairs (see the class comment).
    enum Shape { UNARY, BINARY, COMPARE, TERNARY, SHIFT, LDEXP, FROM_32, TO_32 }

    /// A double opcode: `template` over sources `$i` of type `src`, giving a `dst`, with the
    /// channel pairs `shape` says.
    void doubles(Instruction in, Shape shape, Scalar src, Scalar dst, String template) {
        em.require(GlslFeature.FP64);
        pairs(in, shape, src, dst, template);
    }

    /// A 64-bit integer opcode, as [#doubles]; conversions from and to doubles need both features.
    void int64(Instruction in, Shape shape, Scalar src, Scalar dst, String template) {
        em.require(GlslFeature.INT64);
        if (src == Scalar.D || dst == Scalar.D) {
            em.require(GlslFeature.FP64);
        }
        pairs(in, shape, src, dst, template);
    }

    /// DLDEXP: `template` over src0's pairs and the ints in src1.x and src1.z.
    void ldexp(Instruction in, String template) {
        em.require(GlslFeature.FP64);
        pairs(in, Shape.LDEXP, Scalar.D, Scalar.D, template);
    }

    /// Source `i` as a 64-bit value of pair `p`.
    private String wideSource(Instruction in, int i, int p, Scalar type) {
        String words = "(" + regs.read(in, i, UINT) + ")." + (p == 0 ? "xy" : "zw");
        return switch (type) {
            case D -> "packDouble2x32(" + words + ")";
            case U64 -> "packUint2x32(" + words + ")";
            case I64 -> "int64_t(packUint2x32(" + words + "))";
            default -> throw new IllegalArgumentException(type.name());
        };
    }

    /// Source `i`, channel `c`, as a 32-bit scalar of `type`.
    private String narrowSource(Instruction in, int i, int c, Scalar type) {
        ValueKind kind = switch (type) {
            case F -> ValueKind.FLOAT;
            case I -> ValueKind.INT;
            default -> UINT;
        };
        return regs.scalar(in, i, kind, c);
    }

    /// The words of a 64-bit result as a `uvec2` expression.
    private static String words(String value, Scalar type) {
        return switch (type) {
            case D -> "unpackDouble2x32(" + value + ")";
            case U64 -> "unpackUint2x32(" + value + ")";
            case I64 -> "unpackUint2x32(uint64_t(" + value + "))";
            default -> throw new IllegalArgumentException(type.name());
        };
    }

    private void pairs(Instruction in, Shape shape, Scalar src, Scalar dst, String template) {
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
                    operand = narrowSource(in, 1, p, Scalar.U);
                } else if (shape == Shape.LDEXP && i == 1) {
                    operand = narrowSource(in, 1, 2 * p, Scalar.I);
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
                    ValueKind kind = dst == Scalar.F ? ValueKind.FLOAT : dst == Scalar.I ? ValueKind.INT : UINT;
                    regs.write(in, 0, kind.vec4() + "(tgsi_r)", kind, 1 << channel);
                }
                default -> {
                    String r = "tgsi_r";
                    if (dst == Scalar.D && in.saturate()) {
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
    /// each fully enabled pair of dst0, its exponent to every enabled channel of dst1. `template`
    /// computes the significand of `$0` and stores the exponent in `tgsi_e`.
    void fracExp(Instruction in, String template) {
        em.require(GlslFeature.FP64);
        if (in.dst().size() < 2) {
            throw em.malformed("expected 2 destination operands, found " + in.dst().size());
        }
        int mask = in.dst(0).writeMask();
        em.body.open("{");
        em.body.line("int tgsi_e;");
        em.body.line("double tgsi_m = " + template.replace("$0", wideSource(in, 0, 0, Scalar.D)) + ";");
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
