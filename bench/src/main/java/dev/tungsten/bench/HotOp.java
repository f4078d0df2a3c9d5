package dev.tungsten.bench;

import java.util.Locale;

/// The programs of the hot-opcode-loop benchmark, each a TGSI file for the interpreter and the
/// JIT (`tests/cases/bench/hot-NAME.tgsi`, read by [CaseFiles]).
///
/// Every program loads `IN[0]` into `TEMP[0]` and stores `TEMP[1]` to `OUT[0]`, with `CONST[0..1]`
/// and `IMM[0] = (0, 1, 8, 0.5)` declared. A single-opcode program runs [#REPEAT] instances of its
/// opcode between the two MOVs: `OP TEMP[1], TEMP[0]` and as many `CONST[i]` sources as the opcode
/// takes (the replicating opcodes read `TEMP[0].xxxx`). MAD20 is 20 dependent MADs on one register;
/// IF_ELSE_LOOP is an 8-iteration loop whose body branches differently for alternate lanes, so
/// every iteration executes both sides under masks.
///
/// The work unit of every column of the table is the *lane-instruction*: one TGSI instruction of
/// the program for one lane, counted dynamically by the interpreter (so a baseline that does the
/// same math is charged the same number of units, and the ratio of two columns is the ratio of
/// their times).
public enum HotOp {
    MOV, ADD, MUL, MAD, DP4, RSQ, EX2, SIN, I2F, UADD, SHL, MAD20, IF_ELSE_LOOP;

    /// Instances of the opcode in a single-opcode program (the hand-written baselines repeat their
    /// operation as often).
    public static final int REPEAT = 32;

    /// The program's TGSI text.
    public String program() {
        return CaseFiles.read("bench/hot-" + name().toLowerCase(Locale.ROOT).replace('_', '-') + ".tgsi");
    }

    /// Whether the opcode works on integers (inputs are then small integers, not floats).
    public boolean integer() {
        return this == I2F || this == UADD || this == SHL;
    }
}
