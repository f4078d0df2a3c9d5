package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.UregDst;
import dev.tungsten.tgsi.UregSrc;
import dev.tungsten.tgsi.WriteMask;

/// Loads, stores, element access and atomics through [Place]s.
///
/// Registers: a place names slots of a [RegisterValue]; a run-time slot offset uses indirect addressing
/// into the TEMP array (indices are clamped to the array first: an index outside it must not
/// reach other registers). A run-time vector component is selected with USEQ/UCMP.
///
/// Memory: a place is a byte offset into a BUFFER, the workgroup MEMORY, or a uniform CONST
/// buffer, laid out by the IR's strides and member offsets; each scalar or vector leaf is one
/// LOAD/STORE (or, for uniforms, one 2-D CONST operand with the row in the first index).
final class TgsiMemory {
    private final TgsiLowering l;

    TgsiMemory(TgsiLowering l) {
        this.l = l;
    }

    // ------------------------------------------------------------------ access

    /// The place of element, column, component or member `index` of `p`.
    Place access(Place p, int index, Span span) {
        TypeInner t = p.pointee();
        switch (p) {
            case Place.InRegisters r -> {
                if (t instanceof TypeInner.Vector v && TgsiInt64.is(v.scalar())) {
                    return new Place.InRegisters(r.holder(), r.slot() + index / 2, r.dynSlot(), new TypeInner.ScalarType(v.scalar()),
                            index % 2, null);
                }
                if (t instanceof TypeInner.Vector v) {
                    return new Place.InRegisters(r.holder(), r.slot(), r.dynSlot(), new TypeInner.ScalarType(v.scalar()),
                            index, null);
                }
                return new Place.InRegisters(r.holder(), r.slot() + slotOffset(t, index), r.dynSlot(), elementType(t, index), -1, null);
            }
            case Place.InMemory mm -> {
                if (t instanceof TypeInner.BindingArray ba) {
                    return new Place.InMemory(mm.file(), mm.unit() + index, 0, null, l.m.inner(ba.base()), null);
                }
                return new Place.InMemory(mm.file(), mm.unit(), mm.offset() + byteOffset(t, index), mm.dynOffset(),
                        elementType(t, index), mm.dynUnit());
            }
        }
    }

    /// The place of element `index.x` (an integer register) of a vector, matrix or array.
    Place access(Place p, UregSrc index, Span span) {
        TypeInner t = p.pointee();
        switch (p) {
            case Place.InRegisters r -> {
                if (t instanceof TypeInner.Vector v) {
                    return new Place.InRegisters(r.holder(), r.slot(), r.dynSlot(), new TypeInner.ScalarType(v.scalar()),
                            TgsiInt64.is(v.scalar()) ? v.size() : -1, clamp(index, v.size()));
                }
                int count = t instanceof TypeInner.Matrix mt ? mt.columns()
                        : ((TypeInner.ArraySize.Constant) ((TypeInner.Array) t).size()).count();
                TypeInner elem = elementType(t, 0);
                UregSrc dyn = l.madInt(clamp(index, count), l.slots(elem), r.dynSlot());
                return new Place.InRegisters(r.holder(), r.slot(), dyn, elem, -1, null);
            }
            case Place.InMemory mm -> {
                if (t instanceof TypeInner.BindingArray ba) {
                    int count = ((TypeInner.ArraySize.Constant) ba.size()).count();
                    return new Place.InMemory(mm.file(), mm.unit(), 0, null, l.m.inner(ba.base()), clamp(index, count));
                }
                if (mm.file() == RegisterFile.CONSTANT && t instanceof TypeInner.Vector v) {
                    // A uniform vector's component at a run-time index: take a snapshot (uniforms
                    // never change during a run) and select from it.
                    RegisterValue snapshot = load(p, span);
                    RegisterValue holder = l.newRegisterValue(t);
                    for (int k = 0; k < holder.size(); k++) {
                        l.u.emit(TgsiOpcode.MOV, holder.slot(k).toDst(), snapshot.slot(k));
                    }
                    return new Place.InRegisters(holder, 0, null, new TypeInner.ScalarType(v.scalar()),
                            TgsiInt64.is(v.scalar()) ? v.size() : -1, clamp(index, v.size()));
                }
                int stride = switch (t) {
                    case TypeInner.Vector v -> Layouter.scalar(v.scalar()).size();
                    case TypeInner.Matrix mt -> columnStride(mt);
                    case TypeInner.Array a -> a.stride();
                    default -> throw new TgsiLoweringException(span, "cannot index " + TypePrinter.name(l.m, t));
                };
                UregSrc dyn = l.madInt(index, stride, mm.dynOffset());
                return new Place.InMemory(mm.file(), mm.unit(), mm.offset(), dyn, elementType(t, 0), mm.dynUnit());
            }
        }
    }

    /// `min(index, count - 1)` as unsigned (a negative i32 index becomes large and clamps too).
    private UregSrc clamp(UregSrc index, int count) {
        UregDst d = l.scalarTemp();
        l.u.emit(TgsiOpcode.UMIN, d, index.xxxx(), l.immU(count - 1));
        return d.toSrc();
    }

    TypeInner elementType(TypeInner t, int index) {
        return switch (t) {
            case TypeInner.Vector v -> new TypeInner.ScalarType(v.scalar());
            case TypeInner.Matrix mt -> new TypeInner.Vector(mt.rows(), mt.scalar());
            case TypeInner.Array a -> l.m.inner(a.base());
            case TypeInner.Struct s -> l.m.inner(s.members().get(index).type());
            default -> throw new IllegalStateException("no elements in " + t);
        };
    }

    private int slotOffset(TypeInner t, int index) {
        return switch (t) {
            case TypeInner.Matrix mt -> index;
            case TypeInner.Array a -> index * l.slots(l.m.inner(a.base()));
            case TypeInner.Struct s -> {
                int n = 0;
                for (int i = 0; i < index; i++) {
                    n += l.slots(l.m.inner(s.members().get(i).type()));
                }
                yield n;
            }
            default -> throw new IllegalStateException("no slots in " + t);
        };
    }

    int columnStride(TypeInner.Matrix mt) {
        Layouter.Layout col = Layouter.vector(mt.rows(), mt.scalar());
        return Layouter.roundUp(col.align(), col.size());
    }

    private int byteOffset(TypeInner t, int index) {
        return switch (t) {
            case TypeInner.Vector v -> Layouter.scalar(v.scalar()).size() * index;
            case TypeInner.Matrix mt -> index * columnStride(mt);
            case TypeInner.Array a -> index * a.stride();
            case TypeInner.Struct s -> s.members().get(index).offset();
            default -> throw new IllegalStateException("no elements in " + t);
        };
    }

    // ------------------------------------------------------------------ loads and stores

    /// A scalar or vector part of a value in memory: its byte offset, type and slot number.
    private record Leaf(int offset, TypeInner type, int slot) {}

    private void leaves(TypeInner t, int offset, int[] slot, Consumer<Leaf> out) {
        switch (t) {
            case TypeInner.Matrix mt -> {
                for (int c = 0; c < mt.columns(); c++) {
                    out.accept(new Leaf(offset + c * columnStride(mt), new TypeInner.Vector(mt.rows(), mt.scalar()), slot[0]++));
                }
            }
            case TypeInner.Array a -> {
                int n = ((TypeInner.ArraySize.Constant) a.size()).count();
                for (int i = 0; i < n; i++) {
                    leaves(l.m.inner(a.base()), offset + i * a.stride(), slot, out);
                }
            }
            case TypeInner.Struct s -> {
                for (TypeInner.StructMember mem : s.members()) {
                    leaves(l.m.inner(mem.type()), offset + mem.offset(), slot, out);
                }
            }
            case TypeInner.Atomic at -> out.accept(new Leaf(offset, new TypeInner.ScalarType(at.scalar()), slot[0]++));
            case TypeInner.Vector v when v.size() > 2 && TgsiInt64.is(v.scalar()) -> {
                // Two slots (components 0-1 and 2-3), each at most four 32-bit words.
                out.accept(new Leaf(offset, new TypeInner.Vector(2, v.scalar()), slot[0]++));
                out.accept(new Leaf(offset + 16, v.size() == 3 ? new TypeInner.ScalarType(v.scalar())
                        : new TypeInner.Vector(2, v.scalar()), slot[0]++));
            }
            default -> out.accept(new Leaf(offset, t, slot[0]++));
        }
    }

    /// The resource operand of a memory place (indirect for a run-time binding array element;
    /// load it after the address so the address register holds the unit).
    UregSrc resource(Place.InMemory mm) {
        UregSrc res = UregSrc.of(mm.file(), mm.unit());
        return mm.dynUnit() == null ? res : res.indirect(l.address(mm.dynUnit()));
    }

    /// The byte address `offset + dyn.x` for LOAD/STORE/ATOM, as an operand.
    private UregSrc byteAddress(int offset, UregSrc dyn) {
        if (dyn == null) {
            return l.immU(offset);
        }
        return offset == 0 ? dyn.xxxx() : l.add(dyn, l.immU(offset));
    }

    RegisterValue load(Place p, Span span) {
        TypeInner t = p.pointee();
        l.checkType(t, span);
        switch (p) {
            case Place.InRegisters r -> {
                if (r.dynComponent() != null && r.component() > 0) {
                    return l.int64.select(int64Slots(r), r.dynComponent(), r.component());
                }
                if (r.component() >= 0 && TgsiInt64.is(t.scalar())) {
                    int b = 2 * r.component();
                    return RegisterValue.of(l.copy(slotSource(r, 0).swizzle(b, b + 1, b, b + 1), 2));
                }
                if (r.component() >= 0 || r.dynComponent() != null) {
                    UregSrc vec = slotSource(r, 0);
                    if (r.component() >= 0) {
                        return RegisterValue.of(l.copy(vec.scalar(r.component()), 1));
                    }
                    // The index was clamped to the vector's size when the place was made.
                    return RegisterValue.of(select(vec, r.dynComponent(), 4));
                }
                RegisterValue out = l.newRegisterValue(t);
                for (int k = 0; k < out.size(); k++) {
                    l.u.emit(TgsiOpcode.MOV, out.slot(k).toDst(), slotSource(r, k));
                }
                return out;
            }
            case Place.InMemory mm when t instanceof TypeInner.Atomic at && TgsiInt64.is(at.scalar())
                    && mm.file() != RegisterFile.CONSTANT -> {
                // atomicLoad of a 64-bit atomic: an atomic OR with 0, so that it cannot see half
                // of another invocation's 64-bit update.
                return RegisterValue.of(l.int64.atomic(AtomicFunction.INCLUSIVE_OR, resource(mm),
                        byteAddress(mm.offset(), mm.dynOffset()), l.u.immUint(0, 0, 0, 0), null, false));
            }
            case Place.InMemory mm -> {
                RegisterValue out = l.newRegisterValue(t);
                leaves(t, mm.offset(), new int[1], leaf -> {
                    UregDst dst = out.slot(leaf.slot()).toDst().mask(TgsiLowering.mask(TgsiLowering.width(leaf.type())));
                    loadLeaf(mm, leaf, dst);
                });
                return out;
            }
        }
    }

    private void loadLeaf(Place.InMemory mm, Leaf leaf, UregDst dst) {
        int n = TgsiLowering.width(leaf.type());
        if (TgsiHalf.isHalf(leaf.type().scalar())) {
            l.half.load(mm, leaf.offset(), n, dst);
            return;
        }
        if (mm.file() == RegisterFile.CONSTANT) {
            int row = leaf.offset() / 16;
            int first = (leaf.offset() % 16) / 4;
            UregSrc src = UregSrc.of(RegisterFile.CONSTANT, row);
            if (mm.dynOffset() != null) {
                UregDst rowDyn = l.scalarTemp();
                l.u.emit(TgsiOpcode.USHR, rowDyn, mm.dynOffset().xxxx(), l.immU(4));
                src = src.indirect(l.address(rowDyn.toSrc()));
            }
            src = src.dimension(mm.unit()).swizzle(first, Math.min(3, first + 1), Math.min(3, first + 2), Math.min(3, first + 3));
            l.u.emit(TgsiOpcode.MOV, dst, src);
            return;
        }
        UregSrc addr = byteAddress(leaf.offset(), mm.dynOffset());
        l.u.emit(TgsiOpcode.LOAD, dst.mask(TgsiLowering.mask(n)), resource(mm), addr);
    }

    void store(Place p, RegisterValue value, Span span) {
        TypeInner t = p.pointee();
        l.checkType(t, span);
        switch (p) {
            case Place.InRegisters r -> {
                if (r.dynComponent() != null && r.component() > 0) {
                    List<UregSrc> slots = int64Slots(r);
                    List<UregDst> dsts = new ArrayList<>();
                    for (int k = 0; k < slots.size(); k++) {
                        dsts.add(slotDestination(r, k));
                    }
                    l.int64.storeComponent(slots, dsts, r.dynComponent(), value.single());
                    return;
                }
                if (r.component() >= 0 && TgsiInt64.is(t.scalar())) {
                    l.u.emit(TgsiOpcode.MOV, slotDestination(r, 0).mask(0b11 << (2 * r.component())), value.single().swizzle(0, 1, 0, 1));
                    return;
                }
                if (r.component() >= 0) {
                    l.u.emit(TgsiOpcode.MOV, slotDestination(r, 0).mask(1 << r.component()), value.single().xxxx());
                    return;
                }
                if (r.dynComponent() != null) {
                    UregSrc old = l.copy(slotSource(r, 0), 4);
                    UregDst eq = l.u.temporary();
                    l.u.emit(TgsiOpcode.USEQ, eq, r.dynComponent().xxxx(), l.u.immUint(0, 1, 2, 3));
                    UregDst merged = l.u.temporary();
                    l.u.emit(TgsiOpcode.UCMP, merged, eq.toSrc(), value.single().xxxx(), old);
                    l.u.emit(TgsiOpcode.MOV, slotDestination(r, 0), merged.toSrc());
                    return;
                }
                for (int k = 0; k < value.size(); k++) {
                    l.u.emit(TgsiOpcode.MOV, slotDestination(r, k), value.slot(k));
                }
            }
            case Place.InMemory mm when t instanceof TypeInner.Atomic at && TgsiInt64.is(at.scalar())
                    && mm.file() != RegisterFile.CONSTANT ->
                    // atomicStore of a 64-bit atomic: an exchange, whole 64 bits at once.
                    l.int64.atomic(AtomicFunction.EXCHANGE, resource(mm), byteAddress(mm.offset(), mm.dynOffset()),
                            value.single(), null, false);
            case Place.InMemory mm -> {
                if (mm.file() == RegisterFile.CONSTANT) {
                    throw new TgsiLoweringException(span, "store to a uniform buffer");
                }
                leaves(t, mm.offset(), new int[1], leaf -> {
                    int n = TgsiLowering.width(leaf.type());
                    if (TgsiHalf.isHalf(leaf.type().scalar())) {
                        l.half.store(mm, leaf.offset(), n, value.slot(leaf.slot()));
                        return;
                    }
                    UregSrc addr = byteAddress(leaf.offset(), mm.dynOffset());
                    UregDst res = resource(mm).toDst().mask(TgsiLowering.mask(n));
                    l.u.emit(TgsiOpcode.STORE, res, addr, value.slot(leaf.slot()));
                });
            }
        }
    }

    /// The operand reading slot `k` of a register place (indirect when the slot is run-time).
    private UregSrc slotSource(Place.InRegisters r, int k) {
        RegisterValue h = r.holder();
        if (r.dynSlot() == null) {
            return h.slot(r.slot() + k);
        }
        UregSrc addr = l.address(r.dynSlot());
        return h.storage().toSrc().offset(r.slot() + k).indirect(addr);
    }

    /// The slots of the 64-bit vector a run-time component place selects from (its size is in
    /// `component`).
    private List<UregSrc> int64Slots(Place.InRegisters r) {
        List<UregSrc> slots = new ArrayList<>();
        for (int k = 0; k < TgsiInt64.slotCount(r.component()); k++) {
            slots.add(slotSource(r, k));
        }
        return slots;
    }

    private UregDst slotDestination(Place.InRegisters r, int k) {
        RegisterValue h = r.holder();
        if (r.dynSlot() == null) {
            return h.slot(r.slot() + k).toDst();
        }
        UregSrc addr = l.address(r.dynSlot());
        return h.storage().offset(r.slot() + k).indirect(addr);
    }

    /// Component `index.x` of the first `n` components of `vec`, as a new scalar register.
    UregSrc select(UregSrc vec, UregSrc index, int n) {
        UregDst d = l.scalarTemp();
        l.u.emit(TgsiOpcode.MOV, d, vec.xxxx());
        UregDst eq = l.scalarTemp();
        for (int c = 1; c < n; c++) {
            l.u.emit(TgsiOpcode.USEQ, eq, index.xxxx(), l.immU(c));
            l.u.emit(TgsiOpcode.UCMP, d, eq.toSrc().xxxx(), vec.scalar(c), d.toSrc().xxxx());
        }
        return d.toSrc();
    }

    // ------------------------------------------------------------------ atomics and sizes

    /// An atomic read-modify-write; returns the old value.
    UregSrc atomic(AtomicFunction fun, Place p, UregSrc value, UregSrc compare, Span span) {
        if (!(p instanceof Place.InMemory mm) || mm.file() == RegisterFile.CONSTANT) {
            throw new TgsiLoweringException(span, "atomic operation on something that is not in storage or workgroup memory");
        }
        Scalar s = p.pointee().scalar();
        boolean signed = s.kind() == ScalarKind.SINT;
        UregSrc addr = byteAddress(mm.offset(), mm.dynOffset());
        UregSrc res = resource(mm);
        if (TgsiInt64.is(s)) {
            return l.int64.atomic(fun, res, addr, value, compare, signed);
        }
        UregDst old = l.scalarTemp();
        switch (fun) {
            case ADD -> l.u.emit(TgsiOpcode.ATOMUADD, old, res, addr, value.xxxx());
            case SUBTRACT -> {
                // Atomic operands take no modifiers: negate into a register first.
                UregDst neg = l.scalarTemp();
                l.u.emit(TgsiOpcode.INEG, neg, value.xxxx());
                l.u.emit(TgsiOpcode.ATOMUADD, old, res, addr, neg.toSrc().xxxx());
            }
            case AND -> l.u.emit(TgsiOpcode.ATOMAND, old, res, addr, value.xxxx());
            case INCLUSIVE_OR -> l.u.emit(TgsiOpcode.ATOMOR, old, res, addr, value.xxxx());
            case EXCLUSIVE_OR -> l.u.emit(TgsiOpcode.ATOMXOR, old, res, addr, value.xxxx());
            case MIN -> l.u.emit(signed ? TgsiOpcode.ATOMIMIN : TgsiOpcode.ATOMUMIN, old, res, addr, value.xxxx());
            case MAX -> l.u.emit(signed ? TgsiOpcode.ATOMIMAX : TgsiOpcode.ATOMUMAX, old, res, addr, value.xxxx());
            case EXCHANGE -> {
                if (compare != null) {
                    l.u.emit(TgsiOpcode.ATOMCAS, old, res, addr, compare.xxxx(), value.xxxx());
                } else {
                    l.u.emit(TgsiOpcode.ATOMXCHG, old, res, addr, value.xxxx());
                }
            }
        }
        return old.toSrc();
    }

    /// `arrayLength` of the runtime-sized array `p` points to: (buffer bytes - offset) / stride.
    UregSrc arrayLength(Place p, Span span) {
        if (!(p instanceof Place.InMemory mm) || mm.file() != RegisterFile.BUFFER
                || !(p.pointee() instanceof TypeInner.Array a)) {
            throw new TgsiLoweringException(span, "arrayLength of something that is not a storage buffer array");
        }
        UregDst size = l.scalarTemp();
        l.u.emit(TgsiOpcode.RESQ, size, resource(mm));
        UregDst len = l.scalarTemp();
        // The buffer may be smaller than the offset: clamp so the unsigned subtraction cannot wrap.
        l.u.emit(TgsiOpcode.UMAX, len, size.toSrc().xxxx(), l.immU(mm.offset()));
        l.u.emit(TgsiOpcode.UADD, len, len.toSrc().xxxx(), l.immU(-mm.offset()));
        l.u.emit(TgsiOpcode.UDIV, len, len.toSrc().xxxx(), l.immU(a.stride()));
        return len.toSrc();
    }
}
