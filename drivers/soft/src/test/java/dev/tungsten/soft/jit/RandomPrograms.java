package dev.tungsten.soft.jit;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiOpcode.Category;
import dev.tungsten.tgsi.TgsiOpcode.OperandType;

/// Writes random valid TGSI programs (text) for differential testing: every value-computing
/// opcode of the table (float, integer, double, 64-bit integer, packing, derivatives, the 2010
/// legacy opcodes, optionally subgroup operations) with random swizzles, modifiers, write masks
/// and `_SAT`; IF/UIF/ELSE, loops with BRK and CONT, SWITCH with fall-through and DEFAULT,
/// subroutine calls with RET, KILL, KILL_IF and DEMOTE, and indirect reads and writes through
/// address registers (some out of range). Conditions read lane data, so lanes diverge.
///
/// Every loop is bounded: it counts iterations in a register the random code never writes
/// (`TEMP[12 + depth].x`) and breaks after a few, so programs always terminate.
///
/// Every float or double result computed by arithmetic is made canonical (a NaN becomes
/// 0xFFC00000, or 0x7FF80000_00000000) before later instructions can read it (`TEMP[20]` holds
/// the NaN test): the sign and payload of a computed NaN are unspecified (`OpSemantics`), and
/// with two NaN operands of different payloads the JVM may return either (C2 may swap
/// commutative operands, and the interpreter and the JIT are compiled separately), so an integer
/// opcode reading such a NaN's bits would make the program's result unspecified (long runs: a
/// DP2 of two NaNs fed a UDIV; a DADD of two NaNs fed an IDIV).
final class RandomPrograms {
    /// Registers: TEMP[0..11] free, TEMP[12..15] loop counters, TEMP[16..19] ARRAY(1).
    private static final int FREE_TEMPS = 12;
    private static final int ARRAY_FIRST = 16;
    private static final int ARRAY_LAST = 19;
    private static final String[] SWIZZLE = {"x", "y", "z", "w"};
    /// The x86 default NaN, which computed NaNs are replaced with.
    private static final int CANONICAL_NAN = 0xFFC00000;
    /// The high word of the double NaN that computed double NaNs are replaced with (low word 0).
    private static final int CANONICAL_DOUBLE_NAN_HI = 0x7FF80000;

    /// The opcodes the generator draws arithmetic from: every row that computes values from
    /// registers alone, except CLOCK (counts interpreter steps) and the subgroup ones unless asked.
    private static final List<TgsiOpcode> VALUE_OPS = new ArrayList<>();
    private static final List<TgsiOpcode> SUBGROUP_OPS = new ArrayList<>();
    private static final Set<Category> VALUE_CATEGORIES = EnumSet.of(Category.FLOAT_ALU, Category.INTEGER_ALU,
            Category.DOUBLE_ALU, Category.INT64_ALU, Category.PACK, Category.DERIVATIVE);

    static {
        for (TgsiOpcode op : TgsiOpcode.values()) {
            if (op.numDst() < 1) {
                continue;
            }
            if (VALUE_CATEGORIES.contains(op.category())) {
                VALUE_OPS.add(op);
            } else if (op.category() == Category.SUBGROUP && op != TgsiOpcode.CLOCK) {
                SUBGROUP_OPS.add(op);
            }
        }
    }

    private final Random r;
    private final boolean fragment;
    private final boolean subgroups;
    /// Whether to draw the opcodes the table lets a backend approximate (SIN, COS, EX2, LG2,
    /// POW): programs without them must run bit for bit under every [JitOptions].
    private final boolean approximated;
    private final StringBuilder body = new StringBuilder();
    private final List<String> subs = new ArrayList<>();
    private int instructions;
    private int loopDepth;
    private int constructDepth;
    private boolean inSwitch;
    /// Loop counters: TEMP[12..13] in the main program, TEMP[14..15] in subroutines (which the
    /// main program may call from inside its own loops).
    private int counterBase = FREE_TEMPS;

    private RandomPrograms(Random r, boolean fragment, boolean subgroups, boolean approximated) {
        this.r = r;
        this.fragment = fragment;
        this.subgroups = subgroups;
        this.approximated = approximated;
    }

    /// A program of roughly `size` instructions. `subgroups` adds subgroup operations, whose
    /// results depend on the block width (compare them only where interpreter and JIT share it).
    static String generate(Random random, int size, boolean fragment, boolean subgroups) {
        return generate(random, size, fragment, subgroups, true);
    }

    /// As above; without the opcodes that the table lets a backend approximate unless
    /// `approximated` (the other draws are the same, so a seed gives the same program where none
    /// of them was drawn).
    static String generate(Random random, int size, boolean fragment, boolean subgroups, boolean approximated) {
        return new RandomPrograms(random, fragment, subgroups, approximated).program(size);
    }

    private String program(int size) {
        StringBuilder head = new StringBuilder(fragment ? "FRAG\n" : "VERT\n");
        for (int i = 0; i < 4; i++) {
            head.append(fragment ? "DCL IN[" + i + "], GENERIC[" + i + "], PERSPECTIVE\n" : "DCL IN[" + i + "]\n");
        }
        head.append(fragment ? "DCL OUT[0], COLOR\nDCL OUT[1], COLOR[1]\n" : "DCL OUT[0], POSITION\nDCL OUT[1], GENERIC[0]\n");
        head.append("DCL CONST[0..15]\nDCL TEMP[0..15]\nDCL TEMP[16..19], ARRAY(1)\nDCL TEMP[20]\nDCL ADDR[0..1]\n");
        head.append("IMM[0] FLT32 {0.0, 1.0, 0.5, -2.0}\n");
        head.append("IMM[1] FLT32 {").append(f(r.nextGaussian() * 3)).append(", ").append(f(r.nextGaussian()))
                .append(", 3.0, -0.25}\n");
        head.append("IMM[2] INT32 {").append(r.nextInt(9) - 4).append(", -1, 7, ").append(r.nextInt()).append("}\n");
        head.append("IMM[3] UINT32 {0, 1, 2, 3}\n");
        head.append("IMM[4] UINT32 {").append(Integer.toUnsignedString(CANONICAL_NAN)).append(", 0, ")
                .append(Integer.toUnsignedString(CANONICAL_DOUBLE_NAN_HI)).append(", 0}\n");
        // Subroutines are generated first so calls can name them; they follow END in the text,
        // numbered after the main program, so CAL labels are placeholders `:@k` resolved last.
        int subCount = r.nextInt(3);
        for (int k = 0; k < subCount; k++) {
            RandomPrograms sub = new RandomPrograms(r, fragment, subgroups, approximated);
            sub.counterBase = FREE_TEMPS + 2;
            sub.block(size / 4 + 1, 1);
            subs.add(sub.body + "RET\n");
        }
        block(size, 0);
        int pc = instructions + 1;
        String text = body + "END\n";
        for (int k = 0; k < subs.size(); k++) {
            text = text.replace(":@" + k + "\n", ":" + pc + "\n");
            text += "BGNSUB\n" + subs.get(k) + "ENDSUB\n";
            pc += 2 + lines(subs.get(k));
        }
        return head + text;
    }

    private static int lines(String text) {
        int n = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                n++;
            }
        }
        return n;
    }

    private static String f(double v) {
        return Float.toString((float) v);
    }

    private void emit(String line) {
        body.append(line).append('\n');
        instructions++;
    }

    // ------------------------------------------------------------------ statements

    private void block(int size, int depth) {
        int target = instructions + size;
        while (instructions < target) {
            int k = r.nextInt(100);
            if (k < 62 || depth > 4) {
                alu();
            } else if (k < 70) {
                ifElse(size, depth);
            } else if (k < 75) {
                loop(size, depth);
            } else if (k < 78) {
                switchCase(size, depth);
            } else if (k < 83) {
                indirect();
            } else if (k < 86 && !subs.isEmpty()) {
                int s = r.nextInt(subs.size());
                emit((r.nextBoolean() ? "CAL" : "CALLNZ " + source(OperandType.FLOAT)) + " :@" + s);
            } else if (k < 89 && fragment) {
                discard();
            } else if (k < 93 && (loopDepth > 0 || inSwitch)) {
                emit(r.nextInt(4) == 0 && loopDepth > 0 && !inSwitch ? "CONT" : r.nextBoolean() ? "BRK"
                        : "BREAKC " + source(OperandType.UINT));
            } else if (k < 94 && depth > 0) {
                emit("RET");
            } else {
                alu();
            }
        }
    }

    private void ifElse(int size, int depth) {
        emit((r.nextBoolean() ? "IF " : "UIF ") + source(OperandType.FLOAT));
        block(1 + r.nextInt(Math.max(1, size / 3)), depth + 1);
        if (r.nextBoolean()) {
            emit("ELSE");
            block(1 + r.nextInt(Math.max(1, size / 3)), depth + 1);
        }
        emit("ENDIF");
    }

    private void loop(int size, int depth) {
        if (loopDepth >= 2) {
            alu();
            return;
        }
        String counter = "TEMP[" + (counterBase + loopDepth) + "]";
        emit("MOV " + counter + ".x, IMM[3].xxxx");
        emit("BGNLOOP");
        emit("UADD " + counter + ".x, " + counter + ".xxxx, IMM[3].yyyy");
        emit("USGE " + counter + ".y, " + counter + ".xxxx, IMM[3]." + SWIZZLE[1 + r.nextInt(3)].repeat(4));
        emit("UIF " + counter + ".yyyy");
        emit("BRK");
        emit("ENDIF");
        loopDepth++;
        boolean outerSwitch = inSwitch;
        inSwitch = false;
        block(1 + r.nextInt(Math.max(1, size / 3)), depth + 1);
        inSwitch = outerSwitch;
        loopDepth--;
        emit("ENDLOOP");
    }

    private void switchCase(int size, int depth) {
        emit("SWITCH " + (r.nextBoolean() ? "IMM[3]" : intRegister()) + "." + SWIZZLE[r.nextInt(4)].repeat(4));
        boolean outer = inSwitch;
        inSwitch = true;
        int cases = 1 + r.nextInt(3);
        boolean hasDefault = false;
        for (int i = 0; i < cases; i++) {
            if (!hasDefault && r.nextInt(4) == 0) {
                emit("DEFAULT");
                hasDefault = true;
            } else {
                emit("CASE IMM[" + (r.nextBoolean() ? 3 : 2) + "]." + SWIZZLE[r.nextInt(4)].repeat(4));
            }
            block(1 + r.nextInt(Math.max(1, size / 4)), depth + 1);
            if (r.nextBoolean()) {
                emit("BRK");
            }
        }
        inSwitch = outer;
        emit("ENDSWITCH");
    }

    private String intRegister() {
        return r.nextBoolean() ? "TEMP[" + r.nextInt(FREE_TEMPS) + "]" : "IN[" + r.nextInt(4) + "]";
    }

    private void discard() {
        switch (r.nextInt(3)) {
            case 0 -> emit("KILL_IF " + source(OperandType.FLOAT));
            case 1 -> emit("KILL");
            default -> emit("DEMOTE");
        }
    }

    /// Loads an address register and reads or writes through it: CONST, IMM, IN and the TEMP array.
    private void indirect() {
        int a = r.nextInt(2);
        String comp = SWIZZLE[r.nextInt(4)];
        emit(switch (r.nextInt(3)) {
            case 0 -> "UARL ADDR[" + a + "]." + comp + ", IMM[3]." + SWIZZLE[r.nextInt(4)].repeat(4);
            case 1 -> "ARL ADDR[" + a + "]." + comp + ", " + source(OperandType.FLOAT);
            default -> "UARL ADDR[" + a + "]." + comp + ", " + source(OperandType.UINT);
        });
        String addr = "ADDR[" + a + "]." + comp;
        int offset = r.nextInt(4);
        String target = switch (r.nextInt(5)) {
            case 0 -> "CONST[" + addr + "+" + (offset * 3) + "]";
            case 1 -> "IMM[" + addr + "+" + offset + "]";
            case 2 -> "IN[" + addr + "+" + offset + "]";
            default -> "TEMP[" + addr + "+" + (ARRAY_FIRST + offset) + "](1)";
        };
        if (target.startsWith("TEMP") && r.nextBoolean()) {
            emit("MOV" + (r.nextInt(4) == 0 ? "_SAT " : " ") + target + mask() + ", " + source(OperandType.FLOAT));
        } else if (r.nextBoolean()) {
            emit("MOV " + destination(OperandType.FLOAT) + ", " + target + swizzle());
        } else {
            String dst = destination(OperandType.FLOAT);
            emit("ADD " + dst + ", " + target + swizzle() + ", " + source(OperandType.FLOAT));
            canonicalize(dst);
        }
    }

    // ------------------------------------------------------------------ arithmetic

    private void alu() {
        List<TgsiOpcode> pool = subgroups && r.nextInt(20) == 0 ? SUBGROUP_OPS : VALUE_OPS;
        TgsiOpcode op = pool.get(r.nextInt(pool.size()));
        while (!approximated && op.approximationUlps() > 0) {
            op = pool.get(r.nextInt(pool.size()));
        }
        if (!fragment && op.category() == Category.DERIVATIVE) {
            op = TgsiOpcode.MOV;
        }
        StringBuilder line = new StringBuilder(op.name());
        boolean saturate = op.dstType() == OperandType.FLOAT && r.nextInt(6) == 0;
        if (saturate) {
            line.append("_SAT");
        }
        line.append(' ');
        String dst = null;
        for (int d = 0; d < op.numDst(); d++) {
            if (d > 0) {
                line.append(", ");
            }
            dst = op == TgsiOpcode.ARL || op == TgsiOpcode.UARL || op == TgsiOpcode.ARR
                    ? (r.nextBoolean() ? "ADDR[" + r.nextInt(2) + "]" + mask() : destination(op.dstType()))
                    : destination(op.dstType());
            line.append(dst);
        }
        for (int s = 0; s < op.numSrc(); s++) {
            line.append(", ").append(source(op.srcType(s)));
        }
        emit(line.toString());
        if (op.dstType() == OperandType.FLOAT && op != TgsiOpcode.MOV && op != TgsiOpcode.CMP && op.numDst() == 1
                && !dst.startsWith("ADDR")) {
            canonicalize(dst);
        } else if (op.dstType() == OperandType.DOUBLE && op.numDst() == 1) {
            canonicalizeDouble(dst);
        }
    }

    /// Replaces NaNs in the written channels of `dst` (`REG[i]` with an optional write mask)
    /// by the canonical NaN.
    private void canonicalize(String dst) {
        int dot = dst.indexOf('.');
        String reg = dot < 0 ? dst : dst.substring(0, dot);
        String mask = dot < 0 ? "" : dst.substring(dot);
        emit("FSNE TEMP[20]" + mask + ", " + reg + ", " + reg);
        emit("UCMP " + dst + ", TEMP[20], IMM[4].xxxx, " + reg);
    }

    /// The same for a double result (`dst` with mask .xy, .zw or .xyzw): DSNE writes pair xy's
    /// test to x and pair zw's to z, and UCMP picks the canonical pair 0x7FF80000_00000000
    /// (long run: a DADD of two NaNs, read by an IDIV as integers, differed by payload).
    private void canonicalizeDouble(String dst) {
        int dot = dst.indexOf('.');
        String reg = dst.substring(0, dot);
        emit("DSNE TEMP[20]" + dst.substring(dot) + ", " + reg + ", " + reg);
        emit("UCMP " + dst + ", TEMP[20].xxzz, IMM[4].yzyz, " + reg);
    }

    private String destination(OperandType type) {
        String reg = r.nextInt(5) == 0 ? "OUT[" + r.nextInt(2) + "]" : "TEMP[" + r.nextInt(FREE_TEMPS) + "]";
        if (type.is64Bit()) {
            return reg + new String[] {".xy", ".zw", ".xyzw"}[r.nextInt(3)];
        }
        return reg + mask();
    }

    private String mask() {
        int m = 1 + r.nextInt(15);
        StringBuilder s = new StringBuilder(".");
        for (int c = 0; c < 4; c++) {
            if ((m & (1 << c)) != 0) {
                s.append(SWIZZLE[c]);
            }
        }
        return m == 15 && r.nextBoolean() ? "" : s.toString();
    }

    private String swizzle() {
        if (r.nextInt(3) == 0) {
            return "";
        }
        StringBuilder s = new StringBuilder(".");
        for (int c = 0; c < 4; c++) {
            s.append(SWIZZLE[r.nextInt(4)]);
        }
        return s.toString();
    }

    private String source(OperandType type) {
        String reg = switch (r.nextInt(10)) {
            case 0, 1 -> "IN[" + r.nextInt(4) + "]";
            case 2 -> "CONST[" + r.nextInt(16) + "]";
            case 3 -> "IMM[" + r.nextInt(4) + "]";
            case 4 -> "TEMP[" + (FREE_TEMPS + r.nextInt(4)) + "]";
            case 5 -> "OUT[" + r.nextInt(2) + "]";
            default -> "TEMP[" + r.nextInt(FREE_TEMPS) + "]";
        };
        String s = reg + swizzle();
        int mods = r.nextInt(8);
        if (mods == 0) {
            s = "|" + s + "|";
        }
        if (mods == 1 || (mods == 2 && !type.isInteger())) {
            s = "-" + s;
        }
        return s;
    }
}
