package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.List;

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
///
/// Operands of other widths move as their registers hold them (READ_INVOC and READ_FIRST copy
/// bits): an f16 is an f32 channel holding a binary16 value ([TgsiHalf]), and the sums and
/// products of a reduction or scan are rounded to binary16 after every step, in ascending id
/// order (WGSL leaves the order to the implementation); min and max need no rounding. An `i64`
/// or `u64` is a channel pair, a `vec3`/`vec4` two register slots ([TgsiInt64]): every slot is
/// read in each iteration and folded with the 64-bit opcodes (`U64ADD`, `U64MUL`, `I64MIN`...;
/// the bitwise operations act on both words alike).
final class TgsiSubgroups {
    private final TgsiLowering l;

    TgsiSubgroups(TgsiLowering l) {
        this.l = l;
    }

    /// How an operand's components sit in registers: the write mask of each slot, and whether
    /// they are f16 or 64-bit integers.
    private record Shape(int[] masks, boolean half, boolean wide) {
        int slots() {
            return masks.length;
        }
    }

    private static Shape shape(TypeInner t) {
        if (t == null) {
            return new Shape(new int[] {WriteMask.X}, false, false);
        }
        Scalar s = t.scalar();
        if (TgsiInt64.is(s)) {
            int n = TgsiInt64.components(t);
            int[] masks = new int[TgsiInt64.slotCount(n)];
            for (int k = 0; k < masks.length; k++) {
                masks[k] = TgsiInt64.slotMask(n, k);
            }
            return new Shape(masks, false, true);
        }
        return new Shape(new int[] {TgsiLowering.mask(TgsiLowering.width(t))}, TgsiHalf.isHalf(s), false);
    }

    RegisterValue lower(TgsiStatements.Frame fr, Statement.Subgroup sg, Span span) {
        SubgroupFunction fun = sg.fun();
        TypeInner t = sg.argument() == null ? null : fr.info.types()[sg.argument().index()].inner();
        Scalar s = t == null ? null : t.scalar();
        if (s != null && s.width() != 4 && s.kind() != ScalarKind.BOOL && !TgsiHalf.isHalf(s) && !TgsiInt64.is(s)) {
            throw l.unsupported(span, fun.spelling() + " of " + TypePrinter.name(l.m, t)
                    + " (subgroup operations are lowered for 32-bit, f16, 64-bit integer and bool values)");
        }
        RegisterValue x = sg.argument() == null ? null : l.exprs.val(fr, sg.argument());
        Shape sh = shape(t);
        switch (fun) {
            case BALLOT -> {
                // TGSI's ballot is 64 bits (x low, y high); WGSL's vec4<u32> has room for 128.
                UregDst d = l.temp();
                l.u.emit(TgsiOpcode.BALLOT, d.mask(WriteMask.XY), x == null ? l.immTrue() : x.single().xxxx());
                l.u.emit(TgsiOpcode.MOV, d.mask(WriteMask.ZW), l.immU(0).xxxx());
                return RegisterValue.of(d.toSrc());
            }
            case ELECT -> {
                UregSrc id = invocationId();
                UregDst d = l.scalarTemp();
                UregDst first = l.scalarTemp();
                l.u.emit(TgsiOpcode.READ_FIRST, first, id);
                l.u.emit(TgsiOpcode.USEQ, d, first.toSrc().xxxx(), id);
                return RegisterValue.of(d.toSrc());
            }
            case ALL, ANY -> {
                UregDst d = l.scalarTemp();
                l.u.emit(fun == SubgroupFunction.ALL ? TgsiOpcode.VOTE_ALL : TgsiOpcode.VOTE_ANY, d, x.single().xxxx());
                return RegisterValue.of(d.toSrc());
            }
            default -> {
            }
        }
        List<UregDst> d = new ArrayList<>();
        for (int k = 0; k < sh.slots(); k++) {
            d.add(l.temp().mask(sh.masks()[k]));
        }
        switch (fun) {
            case BROADCAST_FIRST -> {
                for (int k = 0; k < sh.slots(); k++) {
                    l.u.emit(TgsiOpcode.READ_FIRST, d.get(k), x.slot(k));
                }
            }
            case BROADCAST -> {
                UregSrc id = l.exprs.val(fr, sg.index()).single().xxxx();
                for (int k = 0; k < sh.slots(); k++) {
                    l.u.emit(TgsiOpcode.READ_INVOC, d.get(k), x.slot(k), id);
                }
            }
            case ADD, EXCLUSIVE_ADD, INCLUSIVE_ADD, MUL, EXCLUSIVE_MUL, INCLUSIVE_MUL, MIN, MAX, AND, OR, XOR ->
                    reduce(fun, s.kind(), sh, x, d);
            case SHUFFLE, SHUFFLE_XOR, SHUFFLE_UP, SHUFFLE_DOWN, QUAD_BROADCAST, QUAD_SWAP_X, QUAD_SWAP_Y,
                 QUAD_SWAP_DIAGONAL -> gather(source(fr, sg), sh, x, d);
            case BALLOT, ELECT, ALL, ANY -> throw new IllegalStateException(fun + " was lowered above");
        }
        List<UregSrc> slots = new ArrayList<>();
        for (UregDst r : d) {
            slots.add(r.toSrc());
        }
        return new RegisterValue(slots, null);
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

    /// The loop over ids `i` shared by [#reduce] and [#gather]: `body` gets `i`, the values of
    /// invocation `i` (one per slot of `x`) and whether `i` is active (non-zero when it is).
    private void overSubgroup(Shape sh, RegisterValue x, LaneStep body) {
        UregDst active = l.temp().mask(WriteMask.XY);
        l.u.emit(TgsiOpcode.BALLOT, active, l.immTrue());
        UregSrc size = l.u.systemValue(SemanticName.SUBGROUP_SIZE, 0).xxxx();
        UregDst i = l.scalarTemp();
        l.u.emit(TgsiOpcode.MOV, i, l.immU(0).xxxx());
        UregDst word = l.scalarTemp();
        UregDst bit = l.scalarTemp();
        List<UregDst> v = new ArrayList<>();
        for (int k = 0; k < sh.slots(); k++) {
            v.add(l.temp().mask(sh.masks()[k]));
        }
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
        List<UregSrc> values = new ArrayList<>();
        for (int k = 0; k < sh.slots(); k++) {
            l.u.emit(TgsiOpcode.READ_INVOC, v.get(k), x.slot(k), i.toSrc().xxxx());
            values.add(v.get(k).toSrc());
        }
        body.step(i.toSrc().xxxx(), values, bit);
        l.u.emit(TgsiOpcode.UADD, i, i.toSrc().xxxx(), l.immU(1).xxxx());
        l.u.endLoop();
    }

    @FunctionalInterface
    private interface LaneStep {
        /// `take` is a scalar register the step may narrow further (AND) before using it.
        void step(UregSrc i, List<UregSrc> values, UregDst take);
    }

    /// The opcode folding two values of a reduction and the operation's identity, as a register
    /// operand whose channels (pairs, for 64-bit integers) all hold it.
    private record Fold(TgsiOpcode op, UregSrc identity) {}

    private Fold fold(SubgroupFunction fun, ScalarKind kind, boolean wide) {
        boolean f = kind == ScalarKind.FLOAT;
        boolean s = kind == ScalarKind.SINT;
        return switch (fun) {
            case ADD, EXCLUSIVE_ADD, INCLUSIVE_ADD -> new Fold(wide ? TgsiOpcode.U64ADD : f ? TgsiOpcode.ADD : TgsiOpcode.UADD, l.immU(0).xxxx());
            case MUL, EXCLUSIVE_MUL, INCLUSIVE_MUL -> new Fold(wide ? TgsiOpcode.U64MUL : f ? TgsiOpcode.MUL : TgsiOpcode.UMUL,
                    wide ? l.u.immUint(1, 0, 1, 0) : (f ? l.immF(1f) : l.immU(1)).xxxx());
            case MIN -> wide
                    ? new Fold(s ? TgsiOpcode.I64MIN : TgsiOpcode.U64MIN, s ? l.u.immUint(-1, Integer.MAX_VALUE, -1, Integer.MAX_VALUE) : l.immU(-1).xxxx())
                    : new Fold(f ? TgsiOpcode.MIN : s ? TgsiOpcode.IMIN : TgsiOpcode.UMIN,
                            (f ? l.immF(Float.POSITIVE_INFINITY) : l.immU(s ? Integer.MAX_VALUE : -1)).xxxx());
            case MAX -> wide
                    ? new Fold(s ? TgsiOpcode.I64MAX : TgsiOpcode.U64MAX, s ? l.u.immUint(0, Integer.MIN_VALUE, 0, Integer.MIN_VALUE) : l.immU(0).xxxx())
                    : new Fold(f ? TgsiOpcode.MAX : s ? TgsiOpcode.IMAX : TgsiOpcode.UMAX,
                            (f ? l.immF(Float.NEGATIVE_INFINITY) : l.immU(s ? Integer.MIN_VALUE : 0)).xxxx());
            // Bitwise: the same on both words of a 64-bit pair.
            case AND -> new Fold(TgsiOpcode.AND, l.immU(-1).xxxx());
            case OR -> new Fold(TgsiOpcode.OR, l.immU(0).xxxx());
            case XOR -> new Fold(TgsiOpcode.XOR, l.immU(0).xxxx());
            default -> throw new IllegalArgumentException(fun + " is not a reduction");
        };
    }

    private void reduce(SubgroupFunction fun, ScalarKind kind, Shape sh, RegisterValue x, List<UregDst> acc) {
        Fold fold = fold(fun, kind, sh.wide());
        boolean inclusive = fun == SubgroupFunction.INCLUSIVE_ADD || fun == SubgroupFunction.INCLUSIVE_MUL;
        boolean exclusive = fun == SubgroupFunction.EXCLUSIVE_ADD || fun == SubgroupFunction.EXCLUSIVE_MUL;
        // f16 sums and products are rounded to binary16 at each step; min and max select.
        boolean round = sh.half() && (fold.op() == TgsiOpcode.ADD || fold.op() == TgsiOpcode.MUL);
        List<UregDst> next = new ArrayList<>();
        for (int k = 0; k < sh.slots(); k++) {
            l.u.emit(TgsiOpcode.MOV, acc.get(k), fold.identity());
            next.add(l.temp().mask(sh.masks()[k]));
        }
        overSubgroup(sh, x, (i, values, take) -> {
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
            for (int k = 0; k < sh.slots(); k++) {
                UregDst a = acc.get(k);
                l.u.emit(fold.op(), next.get(k), a.toSrc(), values.get(k));
                UregSrc folded = round ? l.half.round(next.get(k).toSrc(), Integer.bitCount(sh.masks()[k])) : next.get(k).toSrc();
                l.u.emit(TgsiOpcode.UCMP, a, take.toSrc().xxxx(), folded, a.toSrc());
            }
        });
    }

    private void gather(UregSrc source, Shape sh, RegisterValue x, List<UregDst> result) {
        for (UregDst r : result) {
            l.u.emit(TgsiOpcode.MOV, r, l.immU(0).xxxx());
        }
        overSubgroup(sh, x, (i, values, take) -> {
            UregDst mine = l.scalarTemp();
            l.u.emit(TgsiOpcode.USEQ, mine, i, source);
            l.u.emit(TgsiOpcode.AND, take, take.toSrc().xxxx(), mine.toSrc().xxxx());
            for (int k = 0; k < sh.slots(); k++) {
                UregDst r = result.get(k);
                l.u.emit(TgsiOpcode.UCMP, r, take.toSrc().xxxx(), values.get(k), r.toSrc());
            }
        });
    }
}
