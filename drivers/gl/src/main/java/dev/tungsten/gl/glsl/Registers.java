package dev.tungsten.gl.glsl;

import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.DimensionRegister;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Immediate;
import dev.tungsten.tgsi.IndirectRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.Swizzle;
import dev.tungsten.tgsi.TgsiOpcode.OperandType;
import dev.tungsten.tgsi.WriteMask;

/// How TGSI registers live in GLSL, and the expressions that read and write them.
///
/// Every register holds four untyped 32-bit words. The translator keeps them in `vec4`
/// variables (float storage needs no conversion for the common case) and reinterprets the bits
/// with `floatBitsToInt`/`intBitsToFloat` and friends where an opcode's operand is an integer,
/// as virglrenderer does. Address registers are `ivec4` and immediates `uvec4` constants, the
/// types their uses want; bit-casts between the three are exact.
///
/// | TGSI | GLSL |
/// |---|---|
/// | `TEMP[i]` | `t<i>`, or `temps[i]` when any TEMP is indirectly addressed |
/// | `IN[i]`, `IN[v][i]` | `ins[i]`, `ins[v * N + i]` (copied from the GL inputs at the start of main) |
/// | `OUT[i]` | `outs[i]` (copied to the GL outputs at every exit and EMIT) |
/// | `SV[i]` | `svs[i]` |
/// | `CONST[b][i]` | `cb<b>.c[i]` in uniform block `tgsi_const<b>` |
/// | `IMM[i]` | `imms[i]` (a `const uvec4` array holding the exact bits) |
/// | `ADDR[i]` | `addr<i>` (`ivec4`) |
///
/// Indirect reads outside a register array give zero, as the interpreter's do; indirect writes
/// outside it are dropped.
final class Registers {
    private final Emission em;

    Registers(Emission em) {
        this.em = em;
    }

    /// A register's lvalue/rvalue expression and the type it is stored as. `bound` is the array
    /// size an indirect index must stay below, `index` the index expression (null when direct).
    record Access(String expr, ValueKind storage, String array, String index, int bound) {
        boolean guarded() {
            return index != null;
        }
    }

    /// Whether TEMPs live in one `temps[]` array: some access indexes them at run time beyond
    /// a declared TEMP array.
    boolean tempsIndirect() {
        return em.scan.indirectFiles.contains(RegisterFile.TEMPORARY) && !em.scan.tempArraysSeparate;
    }

    /// The GLSL array of TEMP array declaration `d` (`ta<id>`), when TEMP arrays are separate.
    static String tempArrayName(Declaration d) {
        return "ta" + d.arrayId();
    }

    /// The four-component expression of source `i` of `in`, read as `kind`, with swizzle,
    /// absolute value and negation applied as `tgsi_exec` applies them for an operand of
    /// `execType` (float negation for float operands, integer negation otherwise; absolute value
    /// always clears bit 31, as the release interpreter's `fabsf` does).
    String read(Instruction in, int i, ValueKind kind, ValueKind execType) {
        if (i >= in.src().size()) {
            throw em.malformed("expected at least " + (i + 1) + " source operands, found " + in.src().size());
        }
        SrcRegister s = in.src(i);
        Access a = access(s.file(), s.index(), s.indirect(), s.dimension());
        String e = a.guarded()
                ? "(uint(" + a.index() + ") < " + a.bound() + "u ? " + a.array() + "[" + a.index() + "] : " + a.storage().vec4() + "(" + a.storage().zero() + "))"
                : a.expr();
        if (s.swizzle() != Swizzle.XYZW) {
            e = e + "." + Swizzle.toString(s.swizzle());
        }
        if (s.absolute() || s.negate()) {
            e = convert(e, a.storage(), execType, 4);
            if (s.absolute()) {
                e = switch (execType) {
                    case FLOAT -> "abs(" + e + ")";
                    case INT -> "(" + e + " & 0x7fffffff)";
                    case UINT -> "(" + e + " & 0x7fffffffu)";
                };
            }
            if (s.negate()) {
                e = "(-" + e + ")";
            }
            return convert(e, execType, kind, 4);
        }
        return convert(e, a.storage(), kind, 4);
    }

    /// Source `i` read as `kind`, modifiers applied as for an operand of the same type.
    String read(Instruction in, int i, ValueKind kind) {
        return read(in, i, kind, kind);
    }

    /// Channel `c` (0..3) of source `i` as a scalar of `kind`.
    String scalar(Instruction in, int i, ValueKind kind, int c) {
        return "(" + read(in, i, kind) + ")." + Swizzle.name(c);
    }

    /// The GLSL kind an operand of the opcode table's type is fetched as.
    static ValueKind kindOf(OperandType type) {
        return switch (type) {
            case INT, INT64 -> ValueKind.INT;
            case UINT, UINT64 -> ValueKind.UINT;
            case FLOAT, DOUBLE, UNTYPED, VOID -> ValueKind.FLOAT;
        };
    }

    /// Reinterprets `e` (an expression of `width` components stored as `from`) as `to`, bit for bit.
    static String convert(String e, ValueKind from, ValueKind to, int width) {
        if (from == to) {
            return e;
        }
        return switch (from) {
            case FLOAT -> (to == ValueKind.INT ? "floatBitsToInt(" : "floatBitsToUint(") + e + ")";
            case INT -> to == ValueKind.FLOAT ? "intBitsToFloat(" + e + ")" : ValueKind.UINT.vec(width) + "(" + e + ")";
            case UINT -> to == ValueKind.FLOAT ? "uintBitsToFloat(" + e + ")" : ValueKind.INT.vec(width) + "(" + e + ")";
        };
    }

    /// Stores the four-component `value` of type `kind` into destination `d` of `in`, honouring
    /// the write mask and `_SAT` (applied to the float view of the bits, as `tgsi_exec` does).
    void write(Instruction in, int d, String value, ValueKind kind) {
        write(in, d, value, kind, in.dst(d).writeMask());
    }

    /// Like [#write] with an explicit channel mask (a subset of the destination's write mask).
    void write(Instruction in, int d, String value, ValueKind kind, int mask) {
        if (d >= in.dst().size()) {
            throw em.malformed("expected " + (d + 1) + " destination operands, found " + in.dst().size());
        }
        store(in, d, value, kind, mask & in.dst(d).writeMask(), in.saturate());
    }

    /// Stores the channels in `mask` whether or not the destination's write mask has them, and
    /// without `_SAT`: the 64-bit opcodes of `tgsi_exec` write whole channel pairs that way and
    /// saturate the double value themselves.
    void writeRaw(Instruction in, int d, String value, ValueKind kind, int mask) {
        if (d >= in.dst().size()) {
            throw em.malformed("expected " + (d + 1) + " destination operands, found " + in.dst().size());
        }
        store(in, d, value, kind, mask, false);
    }

    private void store(Instruction in, int d, String value, ValueKind kind, int mask, boolean saturate) {
        DstRegister r = in.dst(d);
        if (mask == 0 || r.file() == RegisterFile.NULL) {
            return;
        }
        boolean block = false;
        if (saturate) {
            // The unsaturated value goes through a local so that `precise` covers its arithmetic.
            em.helper(GlslHelper.SAT);
            em.body.open("{");
            em.body.line(em.local("vec4") + " tgsi_sv = " + convert(value, kind, ValueKind.FLOAT, 4) + ";");
            value = "tgsi_sat(tgsi_sv)";
            kind = ValueKind.FLOAT;
            block = true;
        }
        Access a = access(r.file(), r.index(), r.indirect(), r.dimension());
        if (a.storage() == ValueKind.UINT && r.file() == RegisterFile.IMMEDIATE) {
            throw em.malformed("an immediate cannot be a destination");
        }
        String v = convert(value, kind, a.storage(), 4);
        String lhs;
        String rhs;
        if (mask == WriteMask.XYZW) {
            lhs = a.guarded() ? a.array() + "[tgsi_i]" : a.expr();
            rhs = v;
        } else {
            String m = WriteMask.toString(mask);
            lhs = (a.guarded() ? a.array() + "[tgsi_i]" : a.expr()) + "." + m;
            rhs = "(" + v + ")." + m;
        }
        if (a.guarded()) {
            em.body.line("{ int tgsi_i = " + a.index() + "; if (uint(tgsi_i) < " + a.bound() + "u) " + lhs + " = " + rhs + "; }");
        } else {
            em.body.line(lhs + " = " + rhs + ";");
        }
        if (block) {
            em.body.close("}");
        }
    }

    /// Stores per-channel scalars (null entries are not computed) into destination `d`; for
    /// opcodes whose channels have their own formulas.
    void writeChannels(Instruction in, int d, String[] channels, ValueKind kind) {
        int mask = 0;
        String[] parts = new String[4];
        for (int c = 0; c < 4; c++) {
            if (channels[c] != null && WriteMask.has(in.dst(d).writeMask(), c)) {
                mask |= 1 << c;
                parts[c] = channels[c];
            } else {
                parts[c] = kind.zero();
            }
        }
        if (mask != 0) {
            write(in, d, kind.vec4() + "(" + String.join(", ", parts) + ")", kind, mask);
        }
    }

    /// The storage of `file[index]`, with an indirect index and a second dimension where given.
    Access access(RegisterFile file, int index, IndirectRegister ind, DimensionRegister dim) {
        String idx = ind == null ? null : indexExpression(ind, index);
        return switch (file) {
            case TEMPORARY -> {
                if (tempsIndirect()) {
                    yield array("temps", idx, index, em.scan.size(RegisterFile.TEMPORARY), ValueKind.FLOAT);
                }
                if (em.scan.indirectFiles.contains(RegisterFile.TEMPORARY)) {
                    Declaration d = ind != null ? em.scan.tempArray(ind.arrayId(), index)
                            : em.scan.declarationOf(RegisterFile.TEMPORARY, index);
                    if (d != null && d.isArray()) {
                        String rel = ind == null ? null : indexExpression(ind, index - d.first());
                        yield array(tempArrayName(d), rel, index - d.first(), d.last() - d.first() + 1, ValueKind.FLOAT);
                    }
                }
                yield new Access("t" + index, ValueKind.FLOAT, null, null, 0);
            }
            case OUTPUT -> array("outs", idx, index, em.scan.size(RegisterFile.OUTPUT), ValueKind.FLOAT);
            case INPUT -> {
                int perVertex = em.scan.size(RegisterFile.INPUT);
                if (dim != null) {
                    String vertex = dim.indirect() != null ? indexExpression(dim.indirect(), dim.index()) : Integer.toString(dim.index());
                    String i = idx != null ? idx : Integer.toString(index);
                    String flat = "(" + vertex + ") * " + perVertex + " + " + i;
                    int bound = Math.max(1, em.scan.inputVertices) * perVertex;
                    if (idx != null || dim.indirect() != null) {
                        yield new Access(null, ValueKind.FLOAT, "ins", flat, bound);
                    }
                    yield new Access("ins[" + (dim.index() * perVertex + index) + "]", ValueKind.FLOAT, null, null, 0);
                }
                yield array("ins", idx, index, perVertex, ValueKind.FLOAT);
            }
            case SYSTEM_VALUE -> array("svs", idx, index, em.scan.size(RegisterFile.SYSTEM_VALUE), ValueKind.FLOAT);
            case IMMEDIATE -> array("imms", idx, index, em.scan.size(RegisterFile.IMMEDIATE), ValueKind.UINT);
            case ADDRESS -> {
                if (ind != null) {
                    throw em.unsupported("an address register cannot be indirectly addressed");
                }
                yield new Access("addr" + index, ValueKind.INT, null, null, 0);
            }
            case CONSTANT -> {
                if (dim != null && dim.indirect() != null) {
                    throw em.unsupported("a constant buffer chosen by an indirect index (GLSL needs a constant block index)");
                }
                int buffer = dim == null ? 0 : dim.index();
                int size = em.scan.constantBuffers.getOrDefault(buffer, 1);
                yield array("cb" + buffer + ".c", idx, index, size, ValueKind.FLOAT);
            }
            case NULL -> new Access("tgsi_null", ValueKind.FLOAT, null, null, 0);
            case SAMPLER, SAMPLER_VIEW, IMAGE, BUFFER, MEMORY, CONSTBUF, HW_ATOMIC ->
                    throw em.malformed("a " + file.text() + " register is not a value operand here");
        };
    }

    private static Access array(String name, String idx, int index, int bound, ValueKind storage) {
        if (idx == null) {
            return new Access(name + "[" + index + "]", storage, name, null, bound);
        }
        return new Access(null, storage, name, idx, Math.max(bound, 1));
    }

    /// `ADDR[a].c + offset` as an int expression.
    String indexExpression(IndirectRegister ind, int offset) {
        String base = switch (ind.file()) {
            case ADDRESS -> "addr" + ind.index() + "." + Swizzle.name(ind.swizzle());
            case TEMPORARY -> "floatBitsToInt(" + access(RegisterFile.TEMPORARY, ind.index(), null, null).expr() + "."
                    + Swizzle.name(ind.swizzle()) + ")";
            default -> throw em.unsupported("indirect addressing through " + ind.file().text());
        };
        if (offset == 0) {
            return base;
        }
        return "(" + base + (offset < 0 ? " - " + (-(long) offset) : " + " + offset) + ")";
    }

    /// The literal of an immediate word as `kind` (for constant expressions such as case labels
    /// and texel offsets, which GLSL requires to be constant).
    static String literal(int word, ValueKind kind) {
        return switch (kind) {
            case INT -> word == Integer.MIN_VALUE ? "(-2147483647 - 1)" : Integer.toString(word);
            case UINT -> Integer.toUnsignedString(word) + "u";
            case FLOAT -> "uintBitsToFloat(" + Integer.toUnsignedString(word) + "u)";
        };
    }

    /// The constant word that channel `c` of source `i` reads, when it is a plain immediate
    /// (no modifiers, no indirection); null otherwise.
    Integer immediateWord(Instruction in, int i, int c) {
        SrcRegister s = in.src(i);
        if (s.file() != RegisterFile.IMMEDIATE || s.indirect() != null || s.absolute() || s.negate()
                || s.index() < 0 || s.index() >= em.scan.shader.immediates().size()) {
            return null;
        }
        Immediate imm = em.scan.shader.immediates().get(s.index());
        int ch = s.swizzle(c);
        return ch < imm.size() ? imm.word(ch) : null;
    }
}
