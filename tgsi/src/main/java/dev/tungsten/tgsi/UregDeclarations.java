package dev.tungsten.tgsi;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;

/// The declaration half of [Ureg]: what has been declared so far, merged and deduplicated the
/// way Mesa's `tgsi_ureg.c` does, and the tokens `ureg_finalize` would write for it, in its
/// order: properties, inputs, system values, outputs, samplers, sampler views, images, buffers,
/// memory, constant buffers, hardware atomics, temporaries, address registers, immediates.
final class UregDeclarations {
    /// Mesa's limits (`p_state.h`, `tgsi_ureg.c`); going past one is a [TgsiException].
    static final int MAX_ATTRIBS = 32, MAX_INPUTS = 4 * 80, MAX_OUTPUTS = 4 * 80, MAX_SAMPLERS = 32,
            MAX_SAMPLER_VIEWS = 128, MAX_IMAGES = 64, MAX_BUFFERS = 32, MAX_CONSTANT_BUFFERS = 32,
            MAX_CONSTANT_RANGES = 32, MAX_HW_ATOMIC_BUFFERS = 32, MAX_ADDRESS = 3, MAX_ARRAY_TEMPS = 256;

    private static final class InOut {
        SemanticName name;
        int semanticIndex;
        Interpolation interp;
        InterpLocation location;
        int usageMask;
        int first;
        int last;
        int arrayId;
        int streams;
        boolean invariant;
    }

    private record SamplerView(int index, Declaration.SamplerView token) {}

    private record Image(int index, Declaration.Image token) {}

    private record Buffer(int index, boolean atomic) {}

    private record Range(int first, int last, int arrayId) {}

    private final Ureg owner;
    final Processor processor;
    boolean anyInOutDeclRange;
    private final TreeMap<PropertyName, Integer> properties = new TreeMap<>(Comparator.comparingInt(PropertyName::code));
    Processor nextShader;

    private final List<InOut> inputs = new ArrayList<>();
    private int inputRegisters;
    private final BitSet vertexInputs = new BitSet();
    private final List<SemanticName> systemValueNames = new ArrayList<>();
    private final List<Integer> systemValueIndices = new ArrayList<>();
    private final List<InOut> outputs = new ArrayList<>();
    private int outputRegisters;
    private final List<Integer> samplers = new ArrayList<>();
    private final List<SamplerView> samplerViews = new ArrayList<>();
    private final List<Image> images = new ArrayList<>();
    private final List<Buffer> buffers = new ArrayList<>();
    private final Set<MemoryType> memory = EnumSet.noneOf(MemoryType.class);
    private final List<List<Range>> constants = new ArrayList<>();
    private final List<List<Range>> hwAtomics = new ArrayList<>();
    private int addresses;

    private final BitSet freeTemps = new BitSet();
    private final BitSet localTemps = new BitSet();
    private final BitSet tempDeclStarts = new BitSet();
    private int temps;
    private final List<Integer> arrayTemps = new ArrayList<>();

    final UregImmediates immediates;

    UregDeclarations(Ureg owner, Processor processor) {
        this.owner = owner;
        this.processor = processor;
        this.immediates = new UregImmediates(owner);
        for (int i = 0; i < MAX_CONSTANT_BUFFERS; i++) {
            constants.add(new ArrayList<>());
            hwAtomics.add(new ArrayList<>());
        }
    }

    void property(PropertyName name, int value) {
        properties.put(name, value);
    }

    // ---- inputs, outputs, system values ---------------------------------------------------

    UregSrc vertexInput(int index) {
        if (index < 0 || index >= MAX_ATTRIBS) {
            throw owner.error("vertex input " + index + " is outside 0.." + (MAX_ATTRIBS - 1));
        }
        vertexInputs.set(index);
        return UregSrc.of(RegisterFile.INPUT, index);
    }

    /// `ureg_DECL_fs_input_centroid_layout`; `index` < 0 places it after the inputs so far.
    UregSrc input(SemanticName name, int semanticIndex, Interpolation interp, InterpLocation location, int index,
                  int usageMask, int arrayId, int arraySize) {
        checkMaskAndSize(usageMask, arraySize);
        int first = index < 0 ? inputRegisters : index;
        for (InOut in : inputs) {
            if (in.name == name && in.semanticIndex == semanticIndex) {
                if (in.interp != interp || in.location != location) {
                    throw owner.error("input " + name.text() + "[" + semanticIndex + "] declared again with "
                            + interp + "/" + location + ", first with " + in.interp + "/" + in.location);
                }
                if (in.arrayId == arrayId) {
                    in.usageMask |= usageMask;
                    in.last = Math.max(in.last, in.first + arraySize - 1);
                    inputRegisters = Math.max(inputRegisters, in.last + 1);
                    return UregSrc.ofArray(RegisterFile.INPUT, in.first, arrayId);
                }
                if ((in.usageMask & usageMask) != 0) {
                    throw owner.error("input " + name.text() + "[" + semanticIndex + "] declared again in another array"
                            + " with overlapping channels");
                }
            }
        }
        if (inputs.size() >= MAX_INPUTS) {
            throw owner.error("more than " + MAX_INPUTS + " input declarations");
        }
        InOut in = new InOut();
        in.name = name;
        in.semanticIndex = semanticIndex;
        in.interp = interp;
        in.location = location;
        in.first = first;
        in.last = first + arraySize - 1;
        in.arrayId = arrayId;
        in.usageMask = usageMask;
        inputs.add(in);
        inputRegisters = Math.max(inputRegisters, first + arraySize);
        return UregSrc.ofArray(RegisterFile.INPUT, first, arrayId);
    }

    /// `ureg_DECL_output_layout`; `index` < 0 places it after the outputs so far.
    UregDst output(SemanticName name, int semanticIndex, int streams, int index, int usageMask, int arrayId,
                   int arraySize, boolean invariant) {
        checkMaskAndSize(usageMask, arraySize);
        for (int c = 0; c < 4; c++) {
            if (((streams >> (2 * c)) & 3) != 0 && (usageMask & (1 << c)) == 0) {
                throw owner.error("output " + name.text() + "[" + semanticIndex + "] puts channel "
                        + Swizzle.name(c) + " on a stream but does not declare it");
            }
        }
        int first = index < 0 ? outputRegisters : index;
        InOut found = null;
        for (InOut o : outputs) {
            if (o.name == name && o.semanticIndex == semanticIndex) {
                if (o.arrayId == arrayId) {
                    o.usageMask |= usageMask;
                    o.last = Math.max(o.last, o.first + arraySize - 1);
                    outputRegisters = Math.max(outputRegisters, o.last + 1);
                    found = o;
                    break;
                }
                if ((o.usageMask & usageMask) != 0) {
                    throw owner.error("output " + name.text() + "[" + semanticIndex + "] declared again in another array"
                            + " with overlapping channels");
                }
            }
        }
        if (found == null) {
            if (outputs.size() >= MAX_OUTPUTS) {
                throw owner.error("more than " + MAX_OUTPUTS + " output declarations");
            }
            found = new InOut();
            found.name = name;
            found.semanticIndex = semanticIndex;
            found.usageMask = usageMask;
            found.first = first;
            found.last = first + arraySize - 1;
            found.arrayId = arrayId;
            found.invariant = invariant;
            outputs.add(found);
            outputRegisters = Math.max(outputRegisters, first + arraySize);
        }
        found.streams |= streams;
        return UregDst.ofArray(RegisterFile.OUTPUT, found.first, arrayId);
    }

    private void checkMaskAndSize(int usageMask, int arraySize) {
        if (usageMask <= 0 || usageMask > WriteMask.XYZW) {
            throw owner.error("usage mask " + usageMask + " is not a non-empty subset of xyzw");
        }
        if (arraySize < 1) {
            throw owner.error("array size " + arraySize + " is less than 1");
        }
    }

    UregSrc systemValue(SemanticName name, int semanticIndex) {
        for (int i = 0; i < systemValueNames.size(); i++) {
            if (systemValueNames.get(i) == name && systemValueIndices.get(i) == semanticIndex) {
                return UregSrc.of(RegisterFile.SYSTEM_VALUE, i);
            }
        }
        if (systemValueNames.size() >= MAX_ATTRIBS) {
            throw owner.error("more than " + MAX_ATTRIBS + " system values");
        }
        systemValueNames.add(name);
        systemValueIndices.add(semanticIndex);
        return UregSrc.of(RegisterFile.SYSTEM_VALUE, systemValueNames.size() - 1);
    }

    // ---- resources ------------------------------------------------------------------------

    UregSrc sampler(int index) {
        if (!samplers.contains(index)) {
            if (samplers.size() >= MAX_SAMPLERS) {
                throw owner.error("more than " + MAX_SAMPLERS + " samplers");
            }
            samplers.add(index);
        }
        return UregSrc.of(RegisterFile.SAMPLER, index);
    }

    UregSrc samplerView(int index, Declaration.SamplerView token) {
        for (SamplerView v : samplerViews) {
            if (v.index() == index) {
                if (!v.token().equals(token)) {
                    throw owner.error("SVIEW[" + index + "] declared again as " + token + ", first as " + v.token());
                }
                return UregSrc.of(RegisterFile.SAMPLER_VIEW, index);
            }
        }
        if (samplerViews.size() >= MAX_SAMPLER_VIEWS) {
            throw owner.error("more than " + MAX_SAMPLER_VIEWS + " sampler views");
        }
        samplerViews.add(new SamplerView(index, token));
        return UregSrc.of(RegisterFile.SAMPLER_VIEW, index);
    }

    UregSrc image(int index, Declaration.Image token) {
        for (Image i : images) {
            if (i.index() == index) {
                if (!i.token().equals(token)) {
                    throw owner.error("IMAGE[" + index + "] declared again as " + token + ", first as " + i.token());
                }
                return UregSrc.of(RegisterFile.IMAGE, index);
            }
        }
        if (images.size() >= MAX_IMAGES) {
            throw owner.error("more than " + MAX_IMAGES + " images");
        }
        images.add(new Image(index, token));
        return UregSrc.of(RegisterFile.IMAGE, index);
    }

    UregSrc buffer(int index, boolean atomic) {
        for (Buffer b : buffers) {
            if (b.index() == index) {
                if (b.atomic() != atomic) {
                    throw owner.error("BUFFER[" + index + "] declared again with atomic=" + atomic);
                }
                return UregSrc.of(RegisterFile.BUFFER, index);
            }
        }
        if (buffers.size() >= MAX_BUFFERS) {
            throw owner.error("more than " + MAX_BUFFERS + " buffers");
        }
        buffers.add(new Buffer(index, atomic));
        return UregSrc.of(RegisterFile.BUFFER, index);
    }

    UregSrc memory(MemoryType type) {
        memory.add(type);
        return UregSrc.of(RegisterFile.MEMORY, type.code());
    }

    /// `ureg_DECL_constant`: merges `index` into buffer 0's ranges.
    UregSrc constant(int index) {
        List<Range> ranges = constants.getFirst();
        int at = -1;
        for (int i = 0; i < ranges.size() && at < 0; i++) {
            if (ranges.get(i).first() <= index && ranges.get(i).last() >= index) {
                at = i;
            }
        }
        int min = index, max = index;
        for (int i = 0; i < ranges.size() && at < 0; i++) {
            Range r = ranges.get(i);
            if (r.last() == index - 1) {
                ranges.set(i, new Range(r.first(), index, 0));
                at = i;
            } else if (r.first() == index + 1) {
                ranges.set(i, new Range(index, r.last(), 0));
                at = i;
            } else {
                min = Math.min(min, r.first());
                max = Math.max(max, r.last());
            }
        }
        if (at < 0 && ranges.size() < MAX_CONSTANT_RANGES) {
            ranges.add(new Range(index, index, 0));
        } else if (at < 0) {
            // Out of ranges: like ureg, collapse everything into one covering range.
            ranges.clear();
            ranges.add(new Range(min, max, 0));
        }
        return UregSrc.of(RegisterFile.CONSTANT, index).dimension(0);
    }

    /// `ureg_DECL_constant2D`: one more range in `buffer`, never merged.
    UregSrc constantRange(int buffer, int first, int last) {
        checkBuffer(buffer, "constant buffer");
        List<Range> ranges = constants.get(buffer);
        if (ranges.size() >= MAX_CONSTANT_RANGES) {
            throw owner.error("more than " + MAX_CONSTANT_RANGES + " ranges in constant buffer " + buffer);
        }
        ranges.add(new Range(first, last, 0));
        return UregSrc.of(RegisterFile.CONSTANT, first).dimension(buffer);
    }

    UregSrc hwAtomic(int buffer, int first, int last, int arrayId) {
        checkBuffer(buffer, "atomic buffer");
        List<Range> ranges = hwAtomics.get(buffer);
        if (ranges.size() >= MAX_CONSTANT_RANGES) {
            throw owner.error("more than " + MAX_CONSTANT_RANGES + " ranges in atomic buffer " + buffer);
        }
        ranges.add(new Range(first, last, arrayId));
        return UregSrc.ofArray(RegisterFile.HW_ATOMIC, first, arrayId).dimension(buffer);
    }

    private void checkBuffer(int buffer, String what) {
        if (buffer < 0 || buffer >= MAX_CONSTANT_BUFFERS) {
            throw owner.error(what + " " + buffer + " is outside 0.." + (MAX_CONSTANT_BUFFERS - 1));
        }
    }

    UregDst address() {
        if (addresses >= MAX_ADDRESS) {
            throw owner.error("more than " + MAX_ADDRESS + " address registers");
        }
        return UregDst.of(RegisterFile.ADDRESS, addresses++);
    }

    // ---- temporaries ----------------------------------------------------------------------

    /// `alloc_temporary`: the lowest released temporary of the same locality, else a new one.
    UregDst temporary(boolean local) {
        int i;
        for (i = freeTemps.nextSetBit(0); i >= 0; i = freeTemps.nextSetBit(i + 1)) {
            if (localTemps.get(i) == local) {
                break;
            }
        }
        if (i < 0) {
            i = temps++;
            if (local) {
                localTemps.set(i);
            }
            // A new declaration starts wherever the LOCAL flag changes.
            if (i == 0 || localTemps.get(i - 1) != local) {
                tempDeclStarts.set(i);
            }
        }
        freeTemps.clear(i);
        return UregDst.of(RegisterFile.TEMPORARY, i);
    }

    UregDst arrayTemporary(int size, boolean local) {
        if (size < 1) {
            throw owner.error("array size " + size + " is less than 1");
        }
        int i = temps;
        if (local) {
            localTemps.set(i);
        }
        tempDeclStarts.set(i);
        temps += size;
        tempDeclStarts.set(temps);
        int arrayId = 0;
        if (arrayTemps.size() < MAX_ARRAY_TEMPS) {
            arrayTemps.add(i);
            arrayId = arrayTemps.size();
        }
        return UregDst.ofArray(RegisterFile.TEMPORARY, i, arrayId);
    }

    void release(UregDst tmp) {
        if (tmp.file() != RegisterFile.TEMPORARY) {
            return;
        }
        if (tmp.arrayId() != 0) {
            throw owner.error("TEMP[" + tmp.index() + "] belongs to ARRAY(" + tmp.arrayId() + "), which cannot be released");
        }
        freeTemps.set(tmp.index());
    }

    // ---- the tokens -----------------------------------------------------------------------

    /// Every declaration, property and immediate, in `ureg_finalize`'s order.
    List<TgsiToken> tokens() {
        List<TgsiToken> out = new ArrayList<>();
        TreeMap<PropertyName, Integer> props = new TreeMap<>(properties);
        if (processor == Processor.VERT || processor == Processor.TESS_EVAL) {
            props.put(PropertyName.NEXT_SHADER, (nextShader != null ? nextShader : Processor.FRAG).code());
        }
        props.forEach((name, value) -> out.add(new Property(name, value)));

        List<InOut> sortedInputs = new ArrayList<>(inputs);
        sortedInputs.sort(Comparator.comparingInt(in -> in.first));
        if (processor == Processor.VERT) {
            vertexInputs.stream().forEach(i -> out.add(Declaration.of(RegisterFile.INPUT, i, i)));
        } else {
            for (InOut in : sortedInputs) {
                for (InOut one : split(in)) {
                    if (processor == Processor.FRAG) {
                        out.add(decl(RegisterFile.INPUT, one.first, one.last, one.usageMask,
                                new Declaration.Interp(one.interp, one.location),
                                new Declaration.Semantic(one.name, one.semanticIndex), false, one.arrayId));
                    } else {
                        out.add(decl(RegisterFile.INPUT, one.first, one.last, WriteMask.XYZW, null,
                                new Declaration.Semantic(one.name, one.semanticIndex), false, one.arrayId));
                    }
                }
            }
        }
        for (int i = 0; i < systemValueNames.size(); i++) {
            out.add(decl(RegisterFile.SYSTEM_VALUE, i, i, WriteMask.XYZW, null,
                    new Declaration.Semantic(systemValueNames.get(i), systemValueIndices.get(i)), false, 0));
        }
        List<InOut> sortedOutputs = new ArrayList<>(outputs);
        sortedOutputs.sort(Comparator.comparingInt(o -> o.first));
        for (InOut o : sortedOutputs) {
            for (InOut one : split(o)) {
                out.add(decl(RegisterFile.OUTPUT, one.first, one.last, one.usageMask, null,
                        new Declaration.Semantic(one.name, one.semanticIndex, one.streams), one.invariant, one.arrayId));
            }
        }
        for (int s : samplers) {
            out.add(Declaration.of(RegisterFile.SAMPLER, s, s));
        }
        for (SamplerView v : samplerViews) {
            out.add(new Declaration(RegisterFile.SAMPLER_VIEW, v.index(), v.index(), WriteMask.XYZW, TgsiToken.NONE,
                    null, null, false, false, TgsiToken.NONE, false, MemoryType.GLOBAL, null, v.token()));
        }
        for (Image im : images) {
            out.add(new Declaration(RegisterFile.IMAGE, im.index(), im.index(), WriteMask.XYZW, TgsiToken.NONE,
                    null, null, false, false, TgsiToken.NONE, false, MemoryType.GLOBAL, im.token(), null));
        }
        for (Buffer b : buffers) {
            out.add(new Declaration(RegisterFile.BUFFER, b.index(), b.index(), WriteMask.XYZW, TgsiToken.NONE,
                    null, null, false, false, TgsiToken.NONE, b.atomic(), MemoryType.GLOBAL, null, null));
        }
        for (MemoryType m : memory) {
            out.add(new Declaration(RegisterFile.MEMORY, m.code(), m.code(), WriteMask.XYZW, TgsiToken.NONE,
                    null, null, false, false, TgsiToken.NONE, false, m, null, null));
        }
        for (int b = 0; b < MAX_CONSTANT_BUFFERS; b++) {
            for (Range r : constants.get(b)) {
                out.add(new Declaration(RegisterFile.CONSTANT, r.first(), r.last(), WriteMask.XYZW, b,
                        null, null, false, false, TgsiToken.NONE, false, MemoryType.GLOBAL, null, null));
            }
        }
        for (int b = 0; b < MAX_HW_ATOMIC_BUFFERS; b++) {
            List<Range> ranges = new ArrayList<>(hwAtomics.get(b));
            ranges.sort(Comparator.comparingInt(Range::first));
            for (Range r : ranges) {
                out.add(new Declaration(RegisterFile.HW_ATOMIC, r.first(), r.last(), WriteMask.XYZW, b,
                        null, null, false, false, r.arrayId() != 0 ? r.arrayId() : TgsiToken.NONE, false,
                        MemoryType.GLOBAL, null, null));
            }
        }
        int array = 0;
        for (int i = 0; i < temps; ) {
            boolean local = localTemps.get(i);
            int first = i;
            i = tempDeclStarts.nextSetBit(i + 1);
            if (i < 0) {
                i = temps;
            }
            int arrayId = array < arrayTemps.size() && arrayTemps.get(array) == first ? ++array : 0;
            out.add(new Declaration(RegisterFile.TEMPORARY, first, i - 1, WriteMask.XYZW, TgsiToken.NONE, null, null,
                    false, local, arrayId != 0 ? arrayId : TgsiToken.NONE, false, MemoryType.GLOBAL, null, null));
        }
        if (addresses > 0) {
            out.add(Declaration.of(RegisterFile.ADDRESS, 0, addresses - 1));
        }
        out.addAll(immediates.tokens());
        return out;
    }

    /// Without `anyInOutDeclRange`, ureg declares each register of a range on its own, with
    /// consecutive semantic indices and no array id.
    private List<InOut> split(InOut in) {
        if (anyInOutDeclRange) {
            return List.of(in);
        }
        List<InOut> out = new ArrayList<>();
        for (int j = in.first; j <= in.last; j++) {
            InOut one = new InOut();
            one.name = in.name;
            one.semanticIndex = in.semanticIndex + (j - in.first);
            one.interp = in.interp;
            one.location = in.location;
            one.usageMask = in.usageMask;
            one.first = j;
            one.last = j;
            one.streams = in.streams;
            one.invariant = in.invariant;
            out.add(one);
        }
        return out;
    }

    private static Declaration decl(RegisterFile file, int first, int last, int usageMask, Declaration.Interp interp,
                                    Declaration.Semantic semantic, boolean invariant, int arrayId) {
        return new Declaration(file, first, last, usageMask, TgsiToken.NONE, interp, semantic, invariant, false,
                arrayId != 0 ? arrayId : TgsiToken.NONE, false, MemoryType.GLOBAL, null, null);
    }
}
