package dev.tungsten.tgsi;

/// The TGSI disassembler: prints a [TgsiShader] exactly as Mesa 24.1's `tgsi_dump` does with
/// flags 0 (or `TGSI_DUMP_FLOAT_AS_HEX`), byte for byte: one line per token, instructions
/// numbered `%3u: ` and indented two spaces per open IF/ELSE/BGNLOOP/BGNSUB, FLT32 immediates
/// `%10.4f` (or `0x%08x`), FLT64 `%10.8f`, a register's swizzle only when it is not `xyzw`, a
/// write mask only when it is not `xyzw`.
///
/// [TgsiText] reads this output back, and text, tokens, text, tokens is a fixed point: the
/// second text equals the first. The first tokens can differ from the second where the dump
/// drops information: `%10.4f` rounds floats (the hex form keeps every bit), and Mesa prints an
/// interpolation mode only for fragment-shader inputs. Two shapes only settle one round later,
/// because Mesa's parser reads back differently what its dump prints: a sampler view with mixed
/// return types, and an interpolation location outside fragment inputs.
///
/// Where this differs from Mesa: legacy opcodes ([TgsiOpcode.Flag#LEGACY]) print by their names
/// and their branch labels print like IF's; the values Mesa 24.1 has no name for and prints as
/// `(null)` print as `TESS_DEFAULT_OUTER_LEVEL`, `TESS_DEFAULT_INNER_LEVEL` (semantics 47, 48)
/// and `UNKNOWN` (return type 5), which [TgsiText] reads back.
public final class TgsiDump {
    private TgsiDump() {}

    /// The dump with flags 0.
    public static String dump(TgsiShader shader) {
        return dump(shader, false);
    }

    /// The dump; `floatAsHex` prints FLT32 immediates as their bits (`TGSI_DUMP_FLOAT_AS_HEX`).
    public static String dump(TgsiShader shader, boolean floatAsHex) {
        StringBuilder out = new StringBuilder(64 + 48 * shader.tokens().size());
        out.append(shader.processor().text()).append('\n');
        int instructionNumber = 0;
        int immediateNumber = 0;
        int indent = 0;
        for (TgsiToken token : shader.tokens()) {
            switch (token) {
                case Declaration d -> declaration(out, d, shader.processor());
                case Property p -> property(out, p);
                case Immediate i -> immediate(out, i, immediateNumber++, floatAsHex);
                case Instruction i -> {
                    TgsiOpcode op = i.opcode();
                    indent -= op.has(TgsiOpcode.Flag.PRE_DEDENT) ? 1 : 0;
                    String number = Integer.toUnsignedString(instructionNumber++);
                    out.append(" ".repeat(Math.max(0, 3 - number.length()))).append(number).append(": ");
                    out.append("  ".repeat(Math.max(0, indent)));
                    indent += op.has(TgsiOpcode.Flag.POST_INDENT) ? 1 : 0;
                    instruction(out, i);
                }
            }
            out.append('\n');
        }
        return out.toString();
    }

    // ---- declarations and properties ------------------------------------------------------

    private static void declaration(StringBuilder out, Declaration d, Processor processor) {
        Declaration.Semantic sem = d.semantic();
        boolean patch = sem != null && switch (sem.name()) {
            case PATCH, TESSINNER, TESSOUTER, PRIMID -> true;
            default -> false;
        };
        boolean tess = processor == Processor.TESS_CTRL || processor == Processor.TESS_EVAL;
        out.append("DCL ").append(d.file().text());
        // Geometry inputs and non-patch tessellation inputs and TCS outputs are 2-D: Mesa prints
        // the vertex dimension as [].
        if (d.file() == RegisterFile.INPUT && (processor == Processor.GEOM || !patch && tess)) {
            out.append("[]");
        }
        if (d.file() == RegisterFile.OUTPUT && !patch && processor == Processor.TESS_CTRL) {
            out.append("[]");
        }
        if (d.hasDimension()) {
            out.append('[').append(d.dimension()).append(']');
        }
        out.append('[').append(d.first());
        if (d.first() != d.last()) {
            out.append("..").append(d.last());
        }
        out.append(']');
        writeMask(out, d.usageMask());
        if (d.isArray()) {
            out.append(", ARRAY(").append(d.arrayId()).append(')');
        }
        if (d.local()) {
            out.append(", LOCAL");
        }
        if (sem != null) {
            out.append(", ").append(sem.name().text());
            if (sem.index() != 0 || sem.name() == SemanticName.TEXCOORD || sem.name() == SemanticName.GENERIC) {
                out.append('[').append(sem.index()).append(']');
            }
            if (sem.streams() != 0) {
                out.append(", STREAM(").append(sem.stream(0)).append(", ").append(sem.stream(1)).append(", ")
                        .append(sem.stream(2)).append(", ").append(sem.stream(3)).append(')');
            }
        }
        if (d.image() != null) {
            Declaration.Image image = d.image();
            out.append(", ").append(image.resource().text()).append(", ").append(image.format().text());
            if (image.writable()) {
                out.append(", WR");
            }
            if (image.raw()) {
                out.append(", RAW");
            }
        }
        if (d.file() == RegisterFile.BUFFER && d.atomic()) {
            out.append(", ATOMIC");
        }
        if (d.file() == RegisterFile.MEMORY) {
            out.append(", ").append(d.memoryType().text());
        }
        if (d.samplerView() != null) {
            Declaration.SamplerView v = d.samplerView();
            out.append(", ").append(v.resource().text()).append(", ").append(v.x().text());
            if (v.y() != v.x() || v.z() != v.x() || v.w() != v.x()) {
                out.append(", ").append(v.y().text()).append(", ").append(v.z().text()).append(", ").append(v.w().text());
            }
        }
        if (d.interp() != null) {
            if (processor == Processor.FRAG && d.file() == RegisterFile.INPUT) {
                out.append(", ").append(d.interp().interpolate().text());
            }
            if (d.interp().location() != InterpLocation.CENTER) {
                out.append(", ").append(d.interp().location().text());
            }
        }
        if (d.invariant()) {
            out.append(", INVARIANT");
        }
    }

    private static void property(StringBuilder out, Property p) {
        out.append("PROPERTY ").append(p.name().text()).append(' ');
        int v = p.value();
        String name = switch (p.name().valueKind()) {
            case PRIMITIVE -> PrimitiveType.fromCode(v) == null ? null : PrimitiveType.fromCode(v).text();
            case COORD_ORIGIN -> v >= 0 && v < 2 ? PropertyName.COORD_ORIGIN_NAMES.get(v) : null;
            case PIXEL_CENTER -> v >= 0 && v < 2 ? PropertyName.PIXEL_CENTER_NAMES.get(v) : null;
            case PROCESSOR -> Processor.fromCode(v) == null ? null : Processor.fromCode(v).text();
            case UINT -> Integer.toString(v);
        };
        // Mesa's dump_enum prints an out-of-table value as unsigned.
        out.append(name != null ? name : Integer.toUnsignedString(v));
    }

    // ---- immediates ------------------------------------------------------------------------

    private static void immediate(StringBuilder out, Immediate imm, int number, boolean floatAsHex) {
        out.append("IMM[").append(number).append("] ").append(imm.type().text()).append(" {");
        int n = imm.size();
        for (int i = 0; i < n; i++) {
            int w = imm.word(i);
            switch (imm.type()) {
                case FLT32 -> out.append(floatAsHex ? String.format("0x%08x", w)
                        : CNumbers.fixedFloat(w, 4, 10));
                case UINT32 -> out.append(Integer.toUnsignedString(w));
                case INT32 -> out.append(w);
                case FLT64, UINT64, INT64 -> {
                    long v = (w & 0xFFFFFFFFL) | (long) imm.word(i + 1) << 32;
                    i++;
                    out.append(switch (imm.type()) {
                        case FLT64 -> CNumbers.fixedDouble(v, 8, 10);
                        case UINT64 -> Long.toUnsignedString(v);
                        default -> Long.toString(v);
                    });
                }
            }
            if (i < n - 1) {
                out.append(", ");
            }
        }
        out.append('}');
    }

    // ---- instructions ----------------------------------------------------------------------

    private static void instruction(StringBuilder out, Instruction inst) {
        TgsiOpcode op = inst.opcode();
        out.append(op.name());
        if (inst.saturate()) {
            out.append("_SAT");
        }
        if (inst.precise()) {
            out.append("_PRECISE");
        }
        boolean first = true;
        for (DstRegister d : inst.dst()) {
            out.append(first ? " " : ", ");
            first = false;
            operand(out, d.file(), d.index(), d.indirect(), d.dimension());
            writeMask(out, d.writeMask());
        }
        for (SrcRegister s : inst.src()) {
            out.append(first ? " " : ", ");
            first = false;
            if (s.negate()) {
                out.append('-');
            }
            if (s.absolute()) {
                out.append('|');
            }
            operand(out, s.file(), s.index(), s.indirect(), s.dimension());
            if (s.swizzle() != Swizzle.XYZW) {
                out.append('.').append(Swizzle.toString(s.swizzle()));
            }
            if (s.absolute()) {
                out.append('|');
            }
        }
        Instruction.Texture tex = inst.texture();
        if (tex != null) {
            if (!op.has(TgsiOpcode.Flag.SAMPLE_TEXTURE_TOKEN)) {
                out.append(", ").append(tex.target().text());
            }
            for (Instruction.TextureOffset o : tex.offsets()) {
                out.append(", ").append(o.file().text()).append('[').append(o.index()).append("].")
                        .append(Swizzle.name(o.swizzleX())).append(Swizzle.name(o.swizzleY()))
                        .append(Swizzle.name(o.swizzleZ()));
            }
        }
        Instruction.Memory mem = inst.memory();
        if (mem != null) {
            for (int bit = 0; bit < 4; bit++) {
                if ((mem.qualifier() & (1 << bit)) != 0) {
                    out.append(", ").append(Instruction.Memory.QUALIFIER_NAMES.get(bit));
                }
            }
            if (mem.texture() != TextureTarget.BUFFER) {
                out.append(", ").append(mem.texture().text());
            }
            if (mem.format() != PipeFormat.NONE) {
                out.append(", ").append(mem.format().text());
            }
        }
        if (inst.hasLabel() && printsLabel(op)) {
            out.append(" :").append(inst.label());
        }
    }

    /// The opcodes whose label `tgsi_dump` prints (IF, UIF, ELSE, BGNLOOP, ENDLOOP, CAL, BGNSUB),
    /// plus the legacy branches IFC, CALLNZ and BRA (our extension).
    private static boolean printsLabel(TgsiOpcode op) {
        return switch (op.flow()) {
            case IF, ELSE, BGNLOOP, ENDLOOP, CALL, BGNSUB, JUMP -> true;
            case NONE, ENDIF, SWITCH, CASE, DEFAULT, ENDSWITCH, ENDSUB, BREAK, CONTINUE, RETURN, END -> false;
        };
    }

    /// `FILE`, the dimension bracket if any, then the index bracket: `[n]`, or
    /// `[ADDR[i].c+k](array)` when indirect.
    private static void operand(StringBuilder out, RegisterFile file, int index, IndirectRegister indirect,
                                DimensionRegister dimension) {
        out.append(file.text());
        if (dimension != null) {
            bracket(out, dimension.index(), dimension.indirect());
        }
        bracket(out, index, indirect);
    }

    private static void bracket(StringBuilder out, int index, IndirectRegister indirect) {
        if (indirect == null) {
            out.append('[').append(index).append(']');
            return;
        }
        out.append('[').append(indirect.file().text()).append('[').append(indirect.index()).append("].")
                .append(Swizzle.name(indirect.swizzle()));
        if (index > 0) {
            out.append('+');
        }
        if (index != 0) {
            out.append(index);
        }
        out.append(']');
        if (indirect.arrayId() != 0) {
            out.append('(').append(indirect.arrayId()).append(')');
        }
    }

    private static void writeMask(StringBuilder out, int mask) {
        if (mask != WriteMask.XYZW) {
            out.append('.').append(WriteMask.toString(mask));
        }
    }
}
