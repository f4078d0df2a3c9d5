package dev.tungsten.soft.jit;

import java.util.Arrays;

import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.exec.ExecLimitException;
import dev.tungsten.tgsi.exec.ExecMachine;
import dev.tungsten.tgsi.exec.ExecProgram;

/// What a compiled shader works on besides its locals: the block's lane arrays, the constant
/// buffers, the instruction budget, and the reference machine that executes the instructions
/// the JIT hands over (the slow path, [#step]). One per [JitInvocation], so per thread.
///
/// Generated code reads these fields directly (the hidden class is a nestmate in this package);
/// they are package-private and named for that use.
///
/// ## The slow path
/// The machine is an [ExecMachine] of the same program, [LaneOps#LANES] lanes wide: one chunk.
/// Before stepping an instruction, generated code copies the registers it touches from locals
/// into the machine's arrays (`mTemp`, `mAddr`, `mOut`, `mIn`, `mSv`, indexed `register * 4 +
/// channel`) and afterwards copies the destination back. Registers that some instruction
/// addresses indirectly live in the machine's arrays permanently ("resident"), so indirect
/// accesses see every register of their range.
final class JitFrame {
    /// The block's lanes, `[register * 4 + channel][lane]`, each array a multiple of LANES long.
    int[][] in;
    int[][] out;
    int[][] sv;
    /// The machine's registers, `[register * 4 + channel][lane < LANES]`.
    final int[][] mTemp;
    final int[][] mAddr;
    final int[][] mOut;
    final int[][] mIn;
    final int[][] mSv;
    /// LANES * 2 words for lane-by-lane helpers.
    final int[] scratch = new int[LaneOps.LANES * 2];
    /// Instructions one chunk may execute (loop iterations are charged their body's length).
    long budget = ExecMachine.DEFAULT_BUDGET;
    final ExecMachine machine;
    private final ExecProgram program;
    private final int[][] constants = new int[ExecMachine.CONSTANT_BUFFERS][];
    private final int[] constantWords = new int[ExecMachine.CONSTANT_BUFFERS];
    private final int[] residentTemps;
    private final int[] residentAddrs;
    private final int[] residentOuts;

    JitFrame(ExecProgram program, ShaderPlan plan) {
        this.program = program;
        this.machine = program.newMachine(LaneOps.LANES);
        mTemp = registers(program.registerCount(RegisterFile.TEMPORARY), machine::temporary);
        mAddr = registers(program.registerCount(RegisterFile.ADDRESS), machine::address);
        mOut = registers(program.registerCount(RegisterFile.OUTPUT), machine::output);
        mIn = registers(program.registerCount(RegisterFile.INPUT), machine::input);
        mSv = registers(program.registerCount(RegisterFile.SYSTEM_VALUE), machine::systemValue);
        residentTemps = plan.resident(RegisterFile.TEMPORARY);
        residentAddrs = plan.resident(RegisterFile.ADDRESS);
        residentOuts = plan.resident(RegisterFile.OUTPUT);
    }

    private interface Channel {
        int[] lanes(int index, int channel);
    }

    private static int[][] registers(int count, Channel channel) {
        int[][] r = new int[count * 4][];
        for (int i = 0; i < count; i++) {
            for (int c = 0; c < 4; c++) {
                r[i * 4 + c] = channel.lanes(i, c);
            }
        }
        return r;
    }

    void bindConstantBuffer(int slot, int[] words) {
        constants[slot] = words;
        constantWords[slot] = words == null ? 0 : words.length & ~3;
        machine.bindConstantBuffer(slot, words);
    }

    /// Tells the slow path that bound constant contents may have changed.
    void constantsChanged() {
        machine.constantsChanged();
    }

    /// The word of `CONST[buffer][index].channel`, 0 outside the bound buffer (as the interpreter).
    int constant(int buffer, int index, int channel) {
        int[] words = constants[buffer];
        long w = (long) index * 4 + channel;
        return words == null || index < 0 || w >= constantWords[buffer] ? 0 : words[(int) w];
    }

    /// Resets resident registers for a new chunk at lane `base`: temporaries and addresses read 0
    /// (as the interpreter's zeroed registers), outputs start from the block's lanes.
    void beginChunk(int base) {
        for (int k : residentTemps) {
            Arrays.fill(mTemp[k], 0);
        }
        for (int k : residentAddrs) {
            Arrays.fill(mAddr[k], 0);
        }
        for (int k : residentOuts) {
            System.arraycopy(out[k], base, mOut[k], 0, LaneOps.LANES);
        }
    }

    /// Copies resident outputs back to the block's lanes.
    void endChunk(int base) {
        for (int k : residentOuts) {
            System.arraycopy(mOut[k], 0, out[k], base, LaneOps.LANES);
        }
    }

    /// Copies input (or system-value, `systemValues`) registers `first..last` of the chunk at
    /// `base` into the machine, before a stepped instruction reads them indirectly.
    void copyInputs(boolean systemValues, int first, int last, int base) {
        int[][] from = systemValues ? sv : in;
        int[][] to = systemValues ? mSv : mIn;
        for (int k = first * 4; k < (last + 1) * 4 && k < to.length; k++) {
            System.arraycopy(from[k], base, to[k], 0, LaneOps.LANES);
        }
    }

    /// Executes instruction `pc` in the machine (the slow path).
    void step(int pc, int exec, int running, int helper, int kill, int demote) {
        machine.step(pc, exec, running, helper, kill, demote);
    }

    /// The error for a chunk that ran out of budget at instruction `pc` (generated code throws it).
    RuntimeException limit(int pc) {
        return new ExecLimitException(program.name(), pc, program.shader().instructions().get(pc).opcode().name(), budget);
    }
}
