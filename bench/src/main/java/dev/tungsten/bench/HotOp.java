package dev.tungsten.bench;

import java.util.Locale;

/// The programs of the hot-opcode-loop benchmark, each a TGSI file for the interpreter and the
/// JIT (`tests/cases/bench/hot-NAME.tgsi`, read by [CaseFiles]).
///
/// Every program loads `IN[0]` into `TEMP[0]` and stores `TEMP[1]` to `OUT[0]`, with
/// `CONST[0..31]` ([#constantWords]) and `IMM[0] = (0, 1, 8, 0.5)` declared. A single-opcode
/// program is a **dependent chain** of [#REPEAT] instances of its opcode between the two MOVs
/// ([#chainInstruction]): the first reads `TEMP[0]`, each later one reads `TEMP[1]`, the result of
/// the one before, and the operands change from one step to the next (another constant, another
/// swizzle), so that no compiler can merge two instructions or fold one away, and each
/// instruction's latency is on the path. MAD20 is 20 dependent MADs on one register; IF_ELSE_LOOP
/// is an 8-iteration loop whose body branches on the lane's input (lanes with `x < 0.5` take the
/// IF, the others the ELSE; every 8 lanes hold both kinds, so every iteration executes both sides
/// under masks), each side two dependent instructions on the value the previous iteration left.
///
/// The chains keep their values finite and in the range where each opcode does its ordinary work:
/// multipliers near 1 and addends of alternating sign (ADD, MUL, MAD), DP4 weights summing to
/// about 1, RSQ of positive values (they tend to 1), EX2 of the negated value (in (0, 1)), SIN of
/// values in (0, 1] (they shrink slowly), SHL shifting a constant by the previous result (nothing
/// is shifted out for good), UADD wrapping around.
///
/// The work unit of every column of the table is the *lane-instruction*: one TGSI instruction of
/// the program for one lane, counted dynamically by the interpreter (so a baseline that does the
/// same math is charged the same number of units, and the ratio of two columns is the ratio of
/// their times).
public enum HotOp {
    MOV, ADD, MUL, MAD, DP4, RSQ, EX2, SIN, I2F, UADD, SHL, MAD20, IF_ELSE_LOOP;

    /// Instructions of a single-opcode program's chain (the hand-written baselines do as many).
    public static final int REPEAT = 32;
    /// Sets of operands a chain cycles through: step `k` reads set `k % OPERAND_SETS`.
    static final int OPERAND_SETS = 8;
    /// First constant of each kind in `CONST[]`: [#multiplier]s, [#addend]s, DP4 [#weight]s and
    /// integer [#word]s, [#OPERAND_SETS] vectors each.
    static final int MULTIPLIERS = 0, ADDENDS = 8, WEIGHTS = 16, WORDS = 24;
    /// Vectors in the constant buffer.
    static final int CONSTANTS = 32;
    private static final String XYZW = "xyzw";
    /// MOV's and I2F's swizzles: channel rotations by 1, 2, 3 and 2, so that consecutive steps
    /// differ and every four steps (so the whole chain) rotate the channels back into place.
    private static final String[] ROTATIONS = {"yzwx", "zwxy", "wxyz", "zwxy"};

    /// The program's TGSI text.
    public String program() {
        return CaseFiles.read("bench/hot-" + name().toLowerCase(Locale.ROOT).replace('_', '-') + ".tgsi");
    }

    /// Whether the opcode works on integers (inputs are then small integers, not floats).
    public boolean integer() {
        return this == I2F || this == UADD || this == SHL;
    }

    /// Whether the program is a chain of [#REPEAT] instances of one opcode.
    public boolean singleOpcode() {
        return this != MAD20 && this != IF_ELSE_LOOP;
    }

    /// Step `k` of a single-opcode program's chain, as TGSI text.
    String chainInstruction(int k) {
        String src = k == 0 ? "TEMP[0]" : "TEMP[1]";
        int set = k % OPERAND_SETS;
        // A replicating opcode reads one channel: another one each step (the previous result is
        // in all four, the first step's input in x).
        String one = src + "." + String.valueOf(XYZW.charAt(k == 0 ? 0 : k % 4)).repeat(4);
        return switch (this) {
            case MOV, I2F -> name() + " TEMP[1], " + src + "." + ROTATIONS[k % 4];
            case ADD -> "ADD TEMP[1], " + src + ", CONST[" + (ADDENDS + set) + "]";
            case MUL -> "MUL TEMP[1], " + src + ", CONST[" + (MULTIPLIERS + set) + "]";
            case MAD -> "MAD TEMP[1], " + src + ", CONST[" + (MULTIPLIERS + set) + "], CONST[" + (ADDENDS + set) + "]";
            case DP4 -> "DP4 TEMP[1], " + src + ", CONST[" + (WEIGHTS + set) + "]";
            case RSQ, SIN -> name() + " TEMP[1], " + one;
            case EX2 -> "EX2 TEMP[1], -" + one;
            case UADD -> "UADD TEMP[1], " + src + ", CONST[" + (WORDS + set) + "]";
            case SHL -> "SHL TEMP[1], CONST[" + (WORDS + set) + "], " + src;
            case MAD20, IF_ELSE_LOOP -> throw new IllegalStateException(this + " is not a single-opcode chain");
        };
    }

    /// MUL's and MAD's factor of step set `set`, channel `c`: near 1, above it on even sets and
    /// below on odd ones, so that products stay near 1.
    static float multiplier(int set, int c) {
        return 1 + sign(set) * (0.02f + 0.004f * c + 0.002f * set);
    }

    /// ADD's and MAD's addend: small, of alternating sign.
    static float addend(int set, int c) {
        return sign(set) * (0.05f + 0.01f * c + 0.005f * set);
    }

    /// DP4's weights: 0.4, 0.3, 0.2, 0.1 rotated by the set, scaled by 1.01 or 0.99, so a chain of
    /// dot products of equal channels stays near its start.
    static float weight(int set, int c) {
        return (0.4f - 0.1f * ((c + set) % 4)) * (set % 2 == 0 ? 1.01f : 0.99f);
    }

    /// UADD's addend and SHL's shifted value: odd words, so a shift never leaves zero.
    static int word(int set, int c) {
        return 0x9E3779B9 * (4 * set + c + 1) | 1;
    }

    private static float sign(int set) {
        return set % 2 == 0 ? 1 : -1;
    }

    /// The constant buffer every program reads: `4 * CONSTANTS` words.
    static int[] constantWords() {
        int[] w = new int[4 * CONSTANTS];
        for (int set = 0; set < OPERAND_SETS; set++) {
            for (int c = 0; c < 4; c++) {
                w[4 * (MULTIPLIERS + set) + c] = Float.floatToRawIntBits(multiplier(set, c));
                w[4 * (ADDENDS + set) + c] = Float.floatToRawIntBits(addend(set, c));
                w[4 * (WEIGHTS + set) + c] = Float.floatToRawIntBits(weight(set, c));
                w[4 * (WORDS + set) + c] = word(set, c);
            }
        }
        return w;
    }

    /// Input channel `c` of lane `lane`: a float from 0.3 to 0.96 (channels differ; none is RSQ's fixed point 1), or for the
    /// integer programs a small integer.
    int input(int c, int lane) {
        return integer() ? lane * 3 + c : Float.floatToRawIntBits(0.3f + ((lane + 2 * c) % 7) * 0.11f);
    }
}
