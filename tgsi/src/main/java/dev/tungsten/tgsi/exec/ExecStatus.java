package dev.tungsten.tgsi.exec;

/// How [ExecMachine#run] and [ExecMachine#resume] ended.
public enum ExecStatus {
    /// The shader reached END (or the end of its instructions, or returned from main).
    DONE,
    /// The shader reached BARRIER and the bound [WorkgroupBarrier] asked to suspend: the machine
    /// keeps its state, and [ExecMachine#resume] continues after the barrier once the other blocks
    /// of the workgroup have reached it too.
    BARRIER
}
