package dev.tungsten.soft.jit;

import java.util.HashSet;
import java.util.Set;

import dev.tungsten.soft.jit.JitOpcode.Segment;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.SrcRegister;

/// How many instructions one segment method may take, so that C2 compiles each segment whole:
/// past its inlining cutoff (`NodeCountInliningCutoff`) C2 leaves ordinary calls out of line and
/// boxes every vector that crosses them. The history of these numbers is in
/// `docs/decisions/0005-jit-segment-budgets.md`.
///
/// A segment being assembled ([#add]) is charged its operations ([#calls]) and, where it runs
/// under a mask, each register channel it loads or stores ([#MASKED_ACCESS]), per interleaved
/// chunk (a masked segment computes one chunk at a time), against [#MAX_CALLS]. A segment of
/// operations emitted as Vector API calls only ([#isDirect]), running for all lanes, is held to
/// [#MAX_DIRECT_CALLS] of [#directCalls] instead; once it takes any other instruction, the whole
/// of it is held to [#MAX_CALLS] of [#calls] again.
final class SegmentBudget {
    /// The most lane operations ([#calls], per chunk, times the chunks computed side by side) in
    /// one segment method that calls a `VectorOps` method or runs under a lane mask.
    static final int MAX_CALLS = 96;
    /// The most Vector API calls ([#directCalls], per chunk, times the chunks computed side by
    /// side) in a segment method that runs for all lanes and consists of operations emitted as
    /// Vector API calls only ([#isDirect]). Those are `@ForceInline` and never refused by C2's
    /// inlining cutoff, so what bounds them is the size of the compile, which stays well under
    /// C2's limit on live nodes at this budget (`JitAllocationTest`'s rounding segment is the
    /// largest).
    static final int MAX_DIRECT_CALLS = 300;
    /// In a segment that runs for some lanes only, a register channel loaded or stored, per
    /// chunk, in the units of [#calls]: each written channel is loaded too and blended under the
    /// mask, and those memory accesses alone could bring a masked 4-channel MAD to C2's inlining
    /// cutoff. Segments that run for all lanes are measured by their operations alone (charging
    /// their accesses too made them smaller and slower).
    static final int MASKED_ACCESS = 5;

    private final boolean exactMath, full;
    private final ShaderPlan plan;
    private final Set<Long> channels = new HashSet<>();
    private int used, usedDirect;
    private boolean empty = true, direct = true;

    /// The budget of a segment that runs for all lanes (`full`) or under a mask.
    SegmentBudget(boolean exactMath, boolean full, ShaderPlan plan) {
        this.exactMath = exactMath;
        this.full = full;
        this.plan = plan;
    }

    /// Adds `in` if it fits (the first instruction always does); returns whether it did.
    boolean add(Instruction in) {
        Set<Long> named = new HashSet<>();
        if (!full) {
            for (SrcRegister r : in.src()) {
                for (int c = 0; c < 4 && RegisterCache.isStored(r.file()); c++) {
                    named.add(RegisterCache.key(r.file(), r.index() * 4 + r.swizzle(c)));
                }
            }
            for (DstRegister d : in.dst()) {
                for (int c = 0; c < 4 && RegisterCache.isStored(d.file()); c++) {
                    if ((d.writeMask() & (1 << c)) != 0) {
                        // loaded, blended and stored
                        named.add(RegisterCache.key(d.file(), d.index() * 4 + c));
                        named.add(~RegisterCache.key(d.file(), d.index() * 4 + c));
                    }
                }
            }
            named.removeAll(channels);
        }
        int interleave = full ? SegmentEmitter.INTERLEAVE : 1;
        int cost = Math.min(MAX_CALLS, (calls(in, exactMath) + MASKED_ACCESS * named.size()) * interleave);
        boolean stillDirect = direct && full && isDirect(in, plan, exactMath);
        int directCost = stillDirect ? Math.min(MAX_DIRECT_CALLS, directCalls(in) * SegmentEmitter.INTERLEAVE) : 0;
        if (!empty && (stillDirect ? usedDirect + directCost > MAX_DIRECT_CALLS : used + cost > MAX_CALLS)) {
            return false;
        }
        empty = false;
        direct = stillDirect;
        used += cost;
        usedDirect += directCost;
        channels.addAll(named);
        return true;
    }

    /// An estimate of the cost of `in`, per chunk, against C2's inlining budget ([#MAX_CALLS] a
    /// segment): per channel 2 for plain arithmetic, 8 for FLR, FRC and LRP, 24 for the other
    /// wrapped operations, 2 for a whole dot product, plus one per source modifier. Under exact
    /// math SIN, COS and EX2 take the whole budget: their exact forms store the vector, call
    /// [ExactMath] and load it back, and a segment that reached C2's inlining cutoff before that
    /// call would leave it out of line, boxing every vector around it
    /// (`docs/decisions/0006-jit-exact-transcendentals-alone.md`).
    static int calls(Instruction in, boolean exactMath) {
        Segment op = JitOpcodes.segment(in.opcode());
        if (op.cost() == JitOpcode.Cost.ALONE || exactMath && op.cost() == JitOpcode.Cost.ALONE_UNDER_EXACT_MATH) {
            return MAX_CALLS;
        }
        int channels = in.dst().isEmpty() ? 1 : Integer.bitCount(in.dst(0).writeMask());
        int modifiers = 0;
        for (SrcRegister s : in.src()) {
            modifiers += (s.absolute() ? 1 : 0) + (s.negate() ? 1 : 0);
        }
        return switch (op.cost()) {
            case DOT -> 2 + modifiers;
            case PLAIN -> channels * (2 + modifiers);
            case SEQUENCE -> channels * (8 + modifiers);
            case WRAPPED, ALONE_UNDER_EXACT_MATH, ALONE -> channels * (24 + modifiers);
        };
    }

    /// Vector API calls of `in` per chunk where [#isDirect] holds ([JitOpcode.DirectCalls]: 2 per
    /// channel for plain arithmetic, a MAD being a multiply and an add, 3 for LRP, 12 for ROUND,
    /// 14 for FLR, 15 for FRC, 16 for CEIL, 2 per component of a dot product, 24 for a fast SIN
    /// or COS, computed once whatever its channels).
    static int directCalls(Instruction in) {
        int channels = in.dst().isEmpty() ? 1 : Integer.bitCount(in.dst(0).writeMask());
        return JitOpcodes.segment(in.opcode()).direct().count(channels);
    }

    /// Whether `in` is emitted as Vector API calls only ([JitOpcode.DirectCalls#applies]) on
    /// channels stored as floats (another home type is converted by a `VectorOps` call), without
    /// saturation or source modifiers (`VectorOps` calls).
    static boolean isDirect(Instruction in, ShaderPlan plan, boolean exactMath) {
        if (!JitOpcodes.segment(in.opcode()).direct().applies(exactMath) || in.saturate() || in.dst().size() != 1) {
            return false;
        }
        DstRegister d = in.dst(0);
        for (int c = 0; c < 4; c++) {
            if ((d.writeMask() & (1 << c)) != 0 && RegisterCache.isStored(d.file())
                    && !plan.isFloat(d.file(), d.index() * 4 + c)) {
                return false;
            }
        }
        for (int s = 0; s < in.src().size(); s++) {
            SrcRegister r = in.src(s);
            if (r.absolute() || r.negate() || r.indirect() != null
                    || r.dimension() != null && RegisterCache.isStored(r.file())) {
                return false;
            }
            for (int c = 0; c < 4 && RegisterCache.isStored(r.file()); c++) {
                if (!plan.isFloat(r.file(), r.index() * 4 + r.swizzle(c))) {
                    return false;
                }
            }
        }
        return true;
    }
}
