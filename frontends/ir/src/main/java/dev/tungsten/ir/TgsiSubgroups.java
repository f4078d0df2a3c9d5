package dev.tungsten.ir;

import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.UregDst;
import dev.tungsten.tgsi.UregSrc;
import dev.tungsten.tgsi.WriteMask;

/// Lowers [Statement.Subgroup] to TGSI's subgroup instructions.
///
/// TGSI has BALLOT, VOTE_ANY/ALL, READ_FIRST and READ_INVOC (a read from one invocation named by
/// a *uniform* index) and the SUBGROUP_SIZE and SUBGROUP_INVOCATION system values. Everything
/// else is a loop over the subgroup's invocation ids `i` from 0 to `subgroup_size - 1`, uniform
/// across the active invocations so that every READ_INVOC in it has a uniform index:
///
/// - reductions and scans read `x` of invocation `i` and fold it into an accumulator where `i`
///   is active (its bit in the BALLOT of `true` taken before the loop) and, for an inclusive
///   (exclusive) scan, `i <= id` (`i < id`) for the reading invocation's own `id`; the
///   accumulator starts at the operation's identity, so the lowest active invocation's
///   exclusive scan is that identity, as WGSL requires;
/// - shuffles, shuffles by a delta or mask, and the quad operations compute each invocation's
///   source id, then keep the value read in the iteration `i` equal to it. A source that is not
///   active (WGSL: an indeterminate value) gives 0.
///
/// The active invocations all run the loop the same number of times, so it adds no divergence.
/// Its cost is `subgroup_size` READ_INVOCs, which a driver with native reductions would avoid;
/// TGSI has no instruction to hand them to.
final class TgsiSubgroups {
    private final TgsiLowering l;

    TgsiSubgroups(TgsiLowering l) {
        this.l = l;
    }

    RegisterValue lower(TgsiStatements.Frame fr, Statement.Subgroup sg, Span span) {
        SubgroupFunction fun = sg.fun();
        TypeInner t = sg.argument() == null ? null : fr.info.types()[sg.argument().index()].inner();
        if (t != null && t.scalar() != null && t.scalar().width() != 4 && t.scalar().kind() != ScalarKind.BOOL) {
            throw l.unsupported(span, fun.spelling() + " of " + TypePrinter.name(l.m, t)
                    + " (subgroup operations are lowered for 32-bit and bool values)");
        }
        UregSrc x = sg.argument() == null ? null : l.exprs.val(fr, sg.argument()).single();
        int n = t == null ? 1 : TgsiLowering.width(t);
        UregDst d = l.temp().mask(TgsiLowering.mask(fun == SubgroupFunction.BALLOT ? 4 : fun.logical() ? 1 : n));
        switch (fun) {
            case BALLOT -> {
                // TGSI's ballot is 64 bits (x low, y high); WGSL's vec4<u32> has room for 128.
                l.u.emit(TgsiOpcode.BALLOT, d.mask(WriteMask.XY), x == null ? l.immTrue() : x.xxxx());
                l.u.emit(TgsiOpcode.MOV, d.mask(WriteMask.ZW), l.immU(0).xxxx());
            }
            case ELECT -> {
                UregSrc id = invocationId();
                UregDst first = l.scalarTemp();
                l.u.emit(TgsiOpcode.READ_FIRST, first, id);
                l.u.emit(TgsiOpcode.USEQ, d, first.toSrc().xxxx(), id);
            }
            case ALL -> l.u.emit(TgsiOpcode.VOTE_ALL, d, x.xxxx());
            case ANY -> l.u.emit(TgsiOpcode.VOTE_ANY, d, x.xxxx());
            case BROADCAST_FIRST -> l.u.emit(TgsiOpcode.READ_FIRST, d, x);
            case BROADCAST -> l.u.emit(TgsiOpcode.READ_INVOC, d, x, l.exprs.val(fr, sg.index()).single().xxxx());
            case ADD, EXCLUSIVE_ADD, INCLUSIVE_ADD, MUL, EXCLUSIVE_MUL, INCLUSIVE_MUL, MIN, MAX, AND, OR, XOR ->
                    reduce(fun, t.scalar().kind(), x, d, n);
            case SHUFFLE, SHUFFLE_XOR, SHUFFLE_UP, SHUFFLE_DOWN, QUAD_BROADCAST, QUAD_SWAP_X, QUAD_SWAP_Y,
                 QUAD_SWAP_DIAGONAL -> gather(source(fr, sg), x, d, n);
        }
        return RegisterValue.of(d.toSrc());
    }

    private UregSrc invocationId() {
        return l.u.systemValue(SemanticName.SUBGROUP_INVOCATION, 0).xxxx();
    }

    /// The id of the invocation whose value a shuffle or quad operation reads.
    private UregSrc source(TgsiStatements.Frame fr, Statement.Subgroup sg) {
        UregSrc id = invocationId();
        UregSrc k = sg.index() == null ? null : l.exprs.val(fr, sg.index()).single().xxxx();
        UregDst s = l.scalarTemp();
        switch (sg.fun()) {
            case SHUFFLE -> l.u.emit(TgsiOpcode.MOV, s, k);
            case SHUFFLE_XOR -> l.u.emit(TgsiOpcode.XOR, s, id, k);
            case SHUFFLE_UP -> {
                l.u.emit(TgsiOpcode.INEG, s, k);
                l.u.emit(TgsiOpcode.UADD, s, id, s.toSrc().xxxx());
            }
            case SHUFFLE_DOWN -> l.u.emit(TgsiOpcode.UADD, s, id, k);
            case QUAD_BROADCAST -> {
                // The quad is the aligned group of four ids holding this invocation.
                l.u.emit(TgsiOpcode.AND, s, id, l.immU(~3).xxxx());
                l.u.emit(TgsiOpcode.OR, s, s.toSrc().xxxx(), k);
            }
            case QUAD_SWAP_X -> l.u.emit(TgsiOpcode.XOR, s, id, l.immU(1).xxxx());
            case QUAD_SWAP_Y -> l.u.emit(TgsiOpcode.XOR, s, id, l.immU(2).xxxx());
            case QUAD_SWAP_DIAGONAL -> l.u.emit(TgsiOpcode.XOR, s, id, l.immU(3).xxxx());
            default -> throw new IllegalArgumentException(sg.fun() + " reads no other invocation");
        }
        return s.toSrc().xxxx();
    }

    /// The loop over ids `i` shared by [#reduce] and [#gather]: `body` gets `i`, the value of
    /// invocation `i` and whether `i` is active (non-zero when it is), with `x` read at `i`.
    private void overSubgroup(UregSrc x, int n, LaneStep body) {
        UregDst active = l.temp().mask(WriteMask.XY);
        l.u.emit(TgsiOpcode.BALLOT, active, l.immTrue());
        UregSrc size = l.u.systemValue(SemanticName.SUBGROUP_SIZE, 0).xxxx();
        UregDst i = l.scalarTemp();
        l.u.emit(TgsiOpcode.MOV, i, l.immU(0).xxxx());
        UregDst word = l.scalarTemp();
        UregDst bit = l.scalarTemp();
        UregDst v = l.temp().mask(TgsiLowering.mask(n));
        l.u.beginLoop();
        UregDst done = l.scalarTemp();
        l.u.emit(TgsiOpcode.USGE, done, i.toSrc().xxxx(), size);
        l.u.beginUif(done.toSrc().xxxx());
        l.u.brk();
        l.u.endIf();
        // The active bit of id i: bit i % 32 of the ballot's low (i < 32) or high word.
        l.u.emit(TgsiOpcode.USLT, word, i.toSrc().xxxx(), l.immU(32).xxxx());
        l.u.emit(TgsiOpcode.UCMP, word, word.toSrc().xxxx(), active.toSrc().xxxx(), active.toSrc().yyyy());
        l.u.emit(TgsiOpcode.USHR, bit, word.toSrc().xxxx(), i.toSrc().xxxx());
        l.u.emit(TgsiOpcode.AND, bit, bit.toSrc().xxxx(), l.immU(1).xxxx());
        l.u.emit(TgsiOpcode.READ_INVOC, v, x, i.toSrc().xxxx());
        body.step(i.toSrc().xxxx(), v.toSrc(), bit);
        l.u.emit(TgsiOpcode.UADD, i, i.toSrc().xxxx(), l.immU(1).xxxx());
        l.u.endLoop();
    }

    @FunctionalInterface
    private interface LaneStep {
        /// `take` is a scalar register the step may narrow further (AND) before using it.
        void step(UregSrc i, UregSrc value, UregDst take);
    }

    private void reduce(SubgroupFunction fun, ScalarKind kind, UregSrc x, UregDst acc, int n) {
        boolean f = kind == ScalarKind.FLOAT;
        boolean s = kind == ScalarKind.SINT;
        TgsiOpcode op;
        UregSrc identity;
        switch (fun) {
            case ADD, EXCLUSIVE_ADD, INCLUSIVE_ADD -> {
                op = f ? TgsiOpcode.ADD : TgsiOpcode.UADD;
                identity = l.immU(0);
            }
            case MUL, EXCLUSIVE_MUL, INCLUSIVE_MUL -> {
                op = f ? TgsiOpcode.MUL : TgsiOpcode.UMUL;
                identity = f ? l.immF(1f) : l.immU(1);
            }
            case MIN -> {
                op = f ? TgsiOpcode.MIN : s ? TgsiOpcode.IMIN : TgsiOpcode.UMIN;
                identity = f ? l.immF(Float.POSITIVE_INFINITY) : l.immU(s ? Integer.MAX_VALUE : -1);
            }
            case MAX -> {
                op = f ? TgsiOpcode.MAX : s ? TgsiOpcode.IMAX : TgsiOpcode.UMAX;
                identity = f ? l.immF(Float.NEGATIVE_INFINITY) : l.immU(s ? Integer.MIN_VALUE : 0);
            }
            case AND -> {
                op = TgsiOpcode.AND;
                identity = l.immU(-1);
            }
            case OR -> {
                op = TgsiOpcode.OR;
                identity = l.immU(0);
            }
            case XOR -> {
                op = TgsiOpcode.XOR;
                identity = l.immU(0);
            }
            default -> throw new IllegalArgumentException(fun + " is not a reduction");
        }
        TgsiOpcode combine = op;
        boolean inclusive = fun == SubgroupFunction.INCLUSIVE_ADD || fun == SubgroupFunction.INCLUSIVE_MUL;
        boolean exclusive = fun == SubgroupFunction.EXCLUSIVE_ADD || fun == SubgroupFunction.EXCLUSIVE_MUL;
        l.u.emit(TgsiOpcode.MOV, acc, identity.xxxx());
        UregDst next = l.temp().mask(TgsiLowering.mask(n));
        overSubgroup(x, n, (i, value, take) -> {
            if (inclusive || exclusive) {
                UregDst before = l.scalarTemp();
                // inclusive: i <= id, that is id >= i; exclusive: i < id.
                if (inclusive) {
                    l.u.emit(TgsiOpcode.USGE, before, invocationId(), i);
                } else {
                    l.u.emit(TgsiOpcode.USLT, before, i, invocationId());
                }
                l.u.emit(TgsiOpcode.AND, take, take.toSrc().xxxx(), before.toSrc().xxxx());
            }
            l.u.emit(combine, next, acc.toSrc(), value);
            l.u.emit(TgsiOpcode.UCMP, acc, take.toSrc().xxxx(), next.toSrc(), acc.toSrc());
        });
    }

    private void gather(UregSrc source, UregSrc x, UregDst result, int n) {
        l.u.emit(TgsiOpcode.MOV, result, l.immU(0).xxxx());
        overSubgroup(x, n, (i, value, take) -> {
            UregDst mine = l.scalarTemp();
            l.u.emit(TgsiOpcode.USEQ, mine, i, source);
            l.u.emit(TgsiOpcode.AND, take, take.toSrc().xxxx(), mine.toSrc().xxxx());
            l.u.emit(TgsiOpcode.UCMP, result, take.toSrc().xxxx(), value, result.toSrc());
        });
    }
}
