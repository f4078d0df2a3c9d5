package dev.tungsten.tgsi.exec;

/// BARRIER for compute workgroups larger than one block. When a block reaches BARRIER the
/// machine calls [#arrive]: `true` continues at once (every other block has arrived, or the
/// implementation waited for them), `false` suspends the run: [ExecMachine#run] returns
/// [ExecStatus#BARRIER] and the caller calls [ExecMachine#resume] once all blocks have arrived.
/// Without a barrier bound, BARRIER continues at once (the workgroup is one block, whose lanes
/// run in lockstep anyway).
public interface WorkgroupBarrier {
    /// Suspends every block: the caller schedules the blocks of a workgroup round by round
    /// (run or resume each until it returns, repeat while any is at a barrier).
    WorkgroupBarrier SUSPEND = machine -> false;

    boolean arrive(ExecMachine machine);
}
