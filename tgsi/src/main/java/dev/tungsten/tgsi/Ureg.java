package dev.tungsten.tgsi;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Objects;

/// Builds a TGSI shader for one processor, in the spirit of Mesa's `tgsi_ureg`: declare what the
/// shader needs, emit instructions, and [#finish] into a checked [TgsiShader].
///
/// ```java
/// Ureg u = Ureg.create(Processor.FRAG);
/// UregSrc tc = u.fragmentInput(SemanticName.GENERIC, 0, Interpolation.PERSPECTIVE);
/// UregDst color = u.output(SemanticName.COLOR, 0);
/// UregSrc sampler = u.sampler(0);
/// u.samplerView(0, TextureTarget.T2D, ReturnType.FLOAT);
/// UregDst t = u.temporary();
/// u.tex(TgsiOpcode.TEX, t, TextureTarget.T2D, tc, sampler);
/// u.beginIf(t.toSrc().wwww());
///   u.emit(TgsiOpcode.MUL, color, t.toSrc(), u.immFloat(0.5f));
/// u.elseBranch();
///   u.emit(TgsiOpcode.MOV, color, u.immFloat(0f, 0f, 0f, 1f));
/// u.endIf();
/// u.end();
/// TgsiShader shader = u.finish();
/// ```
///
/// What it reproduces from `ureg` (so that calls made in the same order produce the same
/// tokens): the declaration order of `ureg_finalize`; merging of inputs and outputs that share a
/// semantic; reuse of released temporaries and the LOCAL/array split of temporary declarations;
/// constant-range merging of `ureg_DECL_constant`; immediate deduplication and packing
/// ([UregImmediates]); the NEXT_SHADER property of vertex and tessellation-evaluation shaders;
/// dropping an instruction whose first destination has an empty write mask; branch labels
/// (IF/UIF name their ELSE or ENDIF, ELSE its ENDIF, CAL its BGNSUB, BGNLOOP and ENDLOOP `:0`).
/// The tokens come out through [TokenWriter], which counts NrTokens as `tgsi_build` does (Mesa's
/// `ureg` leaves the array token out of NrTokens of array declarations).
///
/// Where `ureg` asserts or silently misbehaves, this builder throws a [TgsiException] located
/// at the instruction being built: wrong operand counts, unbalanced control flow, a CAL to a
/// subroutine that is never defined, conflicting redeclarations, exceeded limits. [#finish]
/// also runs [TgsiSanity] and refuses a shader with any error, so every declaration a use
/// needs must have been made.
public final class Ureg {
    private final Processor processor;
    private final UregDeclarations decls;
    private final List<Instruction> instructions = new ArrayList<>();
    private final Deque<Block> blocks = new ArrayDeque<>();
    private final List<Subroutine> subroutines = new ArrayList<>();
    private final List<Integer> callSites = new ArrayList<>();
    private final List<Subroutine> callTargets = new ArrayList<>();
    private boolean precise;
    private int endAt = -1;

    /// A subroutine to [#call] and later define with [#beginSubroutine] / [#endSubroutine].
    public static final class Subroutine {
        private final Ureg owner;
        private int bgnsub = -1;

        private Subroutine(Ureg owner) {
            this.owner = owner;
        }

        /// The index of its BGNSUB instruction, or -1 before it is defined.
        public int instruction() {
            return bgnsub;
        }
    }

    private enum BlockKind { IF, LOOP, SWITCH, SUB }

    /// An open construct: for IF, `pendingLabel` is the instruction whose label the next ELSE or
    /// the ENDIF fills in (Mesa's `ureg_fixup_label`).
    private static final class Block {
        final BlockKind kind;
        final int opener;
        int pendingLabel;
        boolean sawElse;
        boolean sawDefault;

        Block(BlockKind kind, int opener) {
            this.kind = kind;
            this.opener = opener;
            this.pendingLabel = opener;
        }
    }

    private Ureg(Processor processor) {
        this.processor = Objects.requireNonNull(processor);
        this.decls = new UregDeclarations(this, processor);
    }

    /// A builder for a shader of `processor` (`ureg_create`).
    public static Ureg create(Processor processor) {
        return new Ureg(processor);
    }

    /// The stage this builder makes a shader for.
    public Processor processor() {
        return processor;
    }

    /// Whether inputs and outputs may be declared as ranges with array ids (the driver cap
    /// `PIPE_SHADER_CAP_TGSI_ANY_INOUT_DECL_RANGE`); off by default, as in `ureg_create`: each
    /// register is then declared alone and indirect IN/OUT accesses carry no array id.
    public Ureg anyInOutDeclRange(boolean enabled) {
        decls.anyInOutDeclRange = enabled;
        return this;
    }

    /// Marks every following instruction `_PRECISE` (`ureg_set_precise`).
    public Ureg precise(boolean enabled) {
        this.precise = enabled;
        return this;
    }

    // ---- properties ------------------------------------------------------------------------

    /// Sets a property (the last value wins; emitted in property-number order). For VERT and
    /// TESS_EVAL, NEXT_SHADER is always written: this value, else FRAG.
    public Ureg property(PropertyName name, int value) {
        if (name == PropertyName.NEXT_SHADER) {
            Processor next = Processor.fromCode(value);
            if (next == null) {
                throw error("NEXT_SHADER " + value + " is not a processor");
            }
            decls.nextShader = next;
        }
        decls.property(name, value);
        return this;
    }

    /// The stage that consumes this shader's outputs (`ureg_set_next_shader_processor`).
    public Ureg nextShader(Processor next) {
        return property(PropertyName.NEXT_SHADER, next.code());
    }

    // ---- inputs, outputs and system values -------------------------------------------------

    /// Vertex attribute `index` (0..31) of a VERT shader (`ureg_DECL_vs_input`).
    public UregSrc vertexInput(int index) {
        requireProcessor("vertexInput", Processor.VERT);
        return decls.vertexInput(index);
    }

    /// An input of a FRAG shader, placed after the inputs so far (`ureg_DECL_fs_input`).
    public UregSrc fragmentInput(SemanticName name, int semanticIndex, Interpolation interp) {
        return fragmentInput(name, semanticIndex, interp, InterpLocation.CENTER, 0, 1);
    }

    /// An input of a FRAG shader with interpolation location and an optional array
    /// (`ureg_DECL_fs_input_centroid`); `arrayId` 0 means no array.
    public UregSrc fragmentInput(SemanticName name, int semanticIndex, Interpolation interp, InterpLocation location,
                                 int arrayId, int arraySize) {
        requireProcessor("fragmentInput", Processor.FRAG);
        return decls.input(name, semanticIndex, interp, location, -1, WriteMask.XYZW, arrayId, arraySize);
    }

    /// An input of any stage but VERT (interpolation CONSTANT), placed after the inputs so far
    /// (`ureg_DECL_input`). In GEOM, TESS_CTRL and TESS_EVAL add `.dimension(vertex)` to read it.
    public UregSrc input(SemanticName name, int semanticIndex) {
        return input(name, semanticIndex, 0, 1);
    }

    /// An input array (`ureg_DECL_input` with an array id and size).
    public UregSrc input(SemanticName name, int semanticIndex, int arrayId, int arraySize) {
        requireNotVertex();
        return decls.input(name, semanticIndex, Interpolation.CONSTANT, InterpLocation.CENTER, -1, WriteMask.XYZW,
                arrayId, arraySize);
    }

    /// An input at a chosen register with a usage mask (`ureg_DECL_fs_input_centroid_layout`);
    /// declaring the same semantic again with the same array id widens the mask and range.
    public UregSrc inputAt(int register, int usageMask, SemanticName name, int semanticIndex, Interpolation interp,
                           InterpLocation location, int arrayId, int arraySize) {
        requireNotVertex();
        if (register < 0) {
            throw error("input register " + register + " is negative");
        }
        return decls.input(name, semanticIndex, interp, location, register, usageMask, arrayId, arraySize);
    }

    /// A system value (`ureg_DECL_system_value`); the same semantic gives the same register.
    public UregSrc systemValue(SemanticName name, int semanticIndex) {
        return decls.systemValue(name, semanticIndex);
    }

    /// An output, placed after the outputs so far (`ureg_DECL_output`).
    public UregDst output(SemanticName name, int semanticIndex) {
        return decls.output(name, semanticIndex, 0, -1, WriteMask.XYZW, 0, 1, false);
    }

    /// An output writing only `usageMask`, optionally an array (`ureg_DECL_output_masked`).
    public UregDst outputMasked(SemanticName name, int semanticIndex, int usageMask, int arrayId, int arraySize) {
        return decls.output(name, semanticIndex, 0, -1, usageMask, arrayId, arraySize, false);
    }

    /// An output at a chosen register with GS streams (2 bits per channel, X lowest), usage mask,
    /// array and INVARIANT flag (`ureg_DECL_output_layout`).
    public UregDst outputAt(int register, int usageMask, SemanticName name, int semanticIndex, int streams,
                            int arrayId, int arraySize, boolean invariant) {
        if (register < 0) {
            throw error("output register " + register + " is negative");
        }
        return decls.output(name, semanticIndex, streams, register, usageMask, arrayId, arraySize, invariant);
    }

    // ---- registers and resources -----------------------------------------------------------

    /// A temporary: the lowest released one, else a new one (`ureg_DECL_temporary`).
    public UregDst temporary() {
        return decls.temporary(false);
    }

    /// A temporary declared LOCAL: not preserved across subroutine calls (`ureg_DECL_local_temporary`).
    public UregDst localTemporary() {
        return decls.temporary(true);
    }

    /// `size` consecutive temporaries declared as one ARRAY (ids 1, 2, ... in order); returns the
    /// first, carrying the array id for indirect access (`ureg_DECL_array_temporary`).
    public UregDst arrayTemporary(int size, boolean local) {
        return decls.arrayTemporary(size, local);
    }

    /// Gives a temporary back for reuse by later [#temporary] calls (`ureg_release_temporary`).
    public void release(UregDst temporary) {
        decls.release(temporary);
    }

    /// The next address register, ADDR[0] to ADDR[2] (`ureg_DECL_address`).
    public UregDst address() {
        return decls.address();
    }

    /// `CONST[0][index]`, merged into buffer 0's declared ranges (`ureg_DECL_constant`).
    public UregSrc constant(int index) {
        return decls.constant(index);
    }

    /// Declares `CONST[buffer][first..last]` and returns its first element; use `.offset(k)` for
    /// others (`ureg_DECL_constant2D`).
    public UregSrc constantBuffer(int buffer, int first, int last) {
        return decls.constantRange(buffer, first, last);
    }

    /// Declares `HWATOMIC[buffer][first..last]` (array id 0: none) and returns its first element
    /// (`ureg_DECL_hw_atomic`).
    public UregSrc hwAtomic(int buffer, int first, int last, int arrayId) {
        return decls.hwAtomic(buffer, first, last, arrayId);
    }

    /// Sampler `index` (`ureg_DECL_sampler`).
    public UregSrc sampler(int index) {
        return decls.sampler(index);
    }

    /// Sampler view `index` with one return type for all channels.
    public UregSrc samplerView(int index, TextureTarget target, ReturnType returnType) {
        return samplerView(index, target, returnType, returnType, returnType, returnType);
    }

    /// Sampler view `index` (`ureg_DECL_sampler_view`); declaring it again differently is an error.
    public UregSrc samplerView(int index, TextureTarget target, ReturnType x, ReturnType y, ReturnType z, ReturnType w) {
        return decls.samplerView(index, new Declaration.SamplerView(target, x, y, z, w));
    }

    /// Image `index` (`ureg_DECL_image`).
    public UregSrc image(int index, TextureTarget target, PipeFormat format, boolean writable, boolean raw) {
        return decls.image(index, new Declaration.Image(target, raw, writable, format));
    }

    /// Shader buffer `index`, ATOMIC when it holds atomic counters (`ureg_DECL_buffer`).
    public UregSrc buffer(int index, boolean atomic) {
        return decls.buffer(index, atomic);
    }

    /// Shared, global, private or input memory (`ureg_DECL_memory`): `MEMORY[type]`.
    public UregSrc memory(MemoryType type) {
        return decls.memory(type);
    }

    // ---- immediates ------------------------------------------------------------------------

    /// 1 to 4 FLT32 values, deduplicated and packed (`ureg_DECL_immediate`, `ureg_imm4f` ...).
    public UregSrc immFloat(float... values) {
        int[] w = new int[values.length];
        for (int i = 0; i < w.length; i++) {
            w[i] = Float.floatToRawIntBits(values[i]);
        }
        return decls.immediates.declare(ImmediateType.FLT32, w);
    }

    /// 1 to 4 UINT32 values (`ureg_DECL_immediate_uint`).
    public UregSrc immUint(int... values) {
        return decls.immediates.declare(ImmediateType.UINT32, values.clone());
    }

    /// 1 to 4 INT32 values (`ureg_DECL_immediate_int`).
    public UregSrc immInt(int... values) {
        return decls.immediates.declare(ImmediateType.INT32, values.clone());
    }

    /// 1 or 2 FLT64 values, each taking a channel pair (`ureg_DECL_immediate_f64`).
    public UregSrc immDouble(double... values) {
        long[] bits = new long[values.length];
        for (int i = 0; i < bits.length; i++) {
            bits[i] = Double.doubleToRawLongBits(values[i]);
        }
        return decls.immediates.declare(ImmediateType.FLT64, pairs(bits));
    }

    /// 1 or 2 UINT64 values (`ureg_DECL_immediate_uint64`).
    public UregSrc immUint64(long... values) {
        return decls.immediates.declare(ImmediateType.UINT64, pairs(values));
    }

    /// 1 or 2 INT64 values (`ureg_DECL_immediate_int64`).
    public UregSrc immInt64(long... values) {
        return decls.immediates.declare(ImmediateType.INT64, pairs(values));
    }

    /// Any number of UINT32 words in consecutive immediates, not deduplicated; returns the first
    /// (`ureg_DECL_immediate_block_uint`); index the rest with `.offset(k)` or indirectly.
    public UregSrc immUintBlock(int... words) {
        return decls.immediates.block(words.clone());
    }

    private int[] pairs(long[] values) {
        if (values.length < 1 || values.length > 2) {
            throw error("a 64-bit immediate holds 1 or 2 values, found " + values.length);
        }
        int[] w = new int[values.length * 2];
        for (int i = 0; i < values.length; i++) {
            w[2 * i] = (int) values[i];
            w[2 * i + 1] = (int) (values[i] >>> 32);
        }
        return w;
    }

    // ---- instructions ----------------------------------------------------------------------

    /// The index the next instruction will get (`ureg_get_instruction_number`).
    public int instructionNumber() {
        return instructions.size();
    }

    /// Emits `op` with one destination (`ureg_insn`); the destination's saturate flag becomes
    /// the instruction's. Control-flow opcodes go through their helpers ([#beginIf] ...).
    public void emit(TgsiOpcode op, UregDst dst, UregSrc... src) {
        emit(op, List.of(dst), Arrays.asList(src));
    }

    /// Emits `op` with no destination (KILL_IF, EMIT, MEMBAR, IF ...).
    public void emit(TgsiOpcode op, UregSrc... src) {
        emit(op, List.of(), Arrays.asList(src));
    }

    /// Emits `op` with any operands, for example DFRACEXP's two destinations. Structured
    /// control-flow opcodes are routed to their helpers so that labels stay right; CAL, BGNSUB,
    /// CALLNZ and BRA need [#call] / [#beginSubroutine] and are refused here.
    public void emit(TgsiOpcode op, List<UregDst> dst, List<UregSrc> src) {
        if (op.category() == TgsiOpcode.Category.CONTROL_FLOW && controlFlow(op, dst, src)) {
            return;
        }
        if (op.has(TgsiOpcode.Flag.IS_TEX) && op != TgsiOpcode.SAMP2HND) {
            throw error(op + " needs a texture target: use tex()");
        }
        add(op, dst, src, null, null, precise);
    }

    /// Emits `op` marked `_PRECISE` whatever [#precise] says (`ureg_insn` with `precise`).
    public void emitPrecise(TgsiOpcode op, UregDst dst, UregSrc... src) {
        add(op, List.of(dst), Arrays.asList(src), null, null, true);
    }

    /// Emits a texture instruction (TEX ... TG4, and SAMPLE ... GATHER4 when a texture token is
    /// wanted for offsets) with its target (`OP12_TEX` and friends).
    public void tex(TgsiOpcode op, UregDst dst, TextureTarget target, UregSrc... src) {
        tex(op, List.of(dst), target, ReturnType.UNKNOWN, List.of(), Arrays.asList(src));
    }

    /// Emits a texture instruction with a return type and texture offsets (each an immediate
    /// or temporary read through its first three swizzle channels) (`ureg_tex_insn`).
    public void tex(TgsiOpcode op, List<UregDst> dst, TextureTarget target, ReturnType returnType,
                    List<UregSrc> offsets, List<UregSrc> src) {
        if (!op.has(TgsiOpcode.Flag.IS_TEX) && !op.has(TgsiOpcode.Flag.SAMPLE_TEXTURE_TOKEN)) {
            throw error(op + " is not a texture opcode");
        }
        if (offsets.size() > TokenFormat.MAX_TEX_OFFSETS) {
            throw error("at most " + TokenFormat.MAX_TEX_OFFSETS + " texture offsets, found " + offsets.size());
        }
        List<Instruction.TextureOffset> offs = new ArrayList<>();
        for (UregSrc o : offsets) {
            if (o.indirect() != null || o.dimension() || o.absolute() || o.negated()) {
                throw error("a texture offset is a plain register with a swizzle, found " + o);
            }
            offs.add(new Instruction.TextureOffset(o.file(), o.index(), Swizzle.get(o.swizzle(), 0),
                    Swizzle.get(o.swizzle(), 1), Swizzle.get(o.swizzle(), 2)));
        }
        add(op, dst, src, new Instruction.Texture(target, returnType, offs), null, precise);
    }

    /// Emits a memory instruction (LOAD, STORE, ATOM*, RESQ ...) with its memory token: the
    /// qualifier bits of [Instruction.Memory], the image target and format (`ureg_memory_insn`).
    /// `dst` may be empty for opcodes without a destination. Never saturated, as in `ureg`.
    public void memoryOp(TgsiOpcode op, List<UregDst> dst, int qualifier, TextureTarget target, PipeFormat format,
                         UregSrc... src) {
        if (!op.has(TgsiOpcode.Flag.MEMORY_TOKEN) && op.category() != TgsiOpcode.Category.ATOMIC
                && op.category() != TgsiOpcode.Category.RESOURCE) {
            throw error(op + " takes no memory token");
        }
        if (qualifier < 0 || qualifier > 15) {
            throw error("memory qualifier " + qualifier + " is not a combination of COHERENT, RESTRICT, VOLATILE, STREAM_CACHE_POLICY");
        }
        List<UregDst> plain = dst.stream().map(d -> d.saturated() ? new UregDst(d.file(), d.index(), d.writeMask(), false,
                d.indirect(), d.dimension(), d.dimensionIndex(), d.dimensionIndirect(), d.arrayId()) : d).toList();
        add(op, plain, Arrays.asList(src), null, new Instruction.Memory(qualifier, target, format), precise);
    }

    // ---- control flow ----------------------------------------------------------------------

    /// `IF cond.x` (float compare with 0); its label is fixed up to the ELSE or ENDIF.
    public void beginIf(UregSrc condition) {
        openIf(TgsiOpcode.IF, condition);
    }

    /// `UIF cond.x` (any bit set).
    public void beginUif(UregSrc condition) {
        openIf(TgsiOpcode.UIF, condition);
    }

    /// `ELSE` of the innermost IF/UIF; points the IF's label here and takes a label of its own.
    public void elseBranch() {
        Block b = top(BlockKind.IF, TgsiOpcode.ELSE);
        if (b.sawElse) {
            throw error("second ELSE for the IF at instruction " + b.opener);
        }
        fixLabel(b.pendingLabel, instructions.size());
        b.sawElse = true;
        b.pendingLabel = instructions.size();
        add(TgsiOpcode.ELSE, List.of(), List.of(), null, null, precise, 0);
    }

    /// `ENDIF`; points the pending IF or ELSE label here.
    public void endIf() {
        Block b = top(BlockKind.IF, TgsiOpcode.ENDIF);
        fixLabel(b.pendingLabel, instructions.size());
        blocks.pop();
        add(TgsiOpcode.ENDIF, List.of(), List.of(), null, null, precise);
    }

    /// Emits `IF cond`, runs `then`, emits `ENDIF`.
    public void ifThen(UregSrc condition, Runnable then) {
        beginIf(condition);
        then.run();
        endIf();
    }

    /// Emits `IF cond`, `then`, `ELSE`, `otherwise`, `ENDIF`.
    public void ifThenElse(UregSrc condition, Runnable then, Runnable otherwise) {
        beginIf(condition);
        then.run();
        elseBranch();
        otherwise.run();
        endIf();
    }

    /// `BGNLOOP :0` (ureg never fills loop labels).
    public void beginLoop() {
        blocks.push(new Block(BlockKind.LOOP, instructions.size()));
        add(TgsiOpcode.BGNLOOP, List.of(), List.of(), null, null, precise, 0);
    }

    /// `ENDLOOP :0`.
    public void endLoop() {
        top(BlockKind.LOOP, TgsiOpcode.ENDLOOP);
        blocks.pop();
        add(TgsiOpcode.ENDLOOP, List.of(), List.of(), null, null, precise, 0);
    }

    /// Emits `BGNLOOP`, runs `body`, emits `ENDLOOP`.
    public void loop(Runnable body) {
        beginLoop();
        body.run();
        endLoop();
    }

    /// `BRK`: leaves the innermost loop or switch.
    public void brk() {
        if (innermost(BlockKind.LOOP, BlockKind.SWITCH) == null) {
            throw error("BRK outside any loop or switch");
        }
        add(TgsiOpcode.BRK, List.of(), List.of(), null, null, precise);
    }

    /// `CONT`: next iteration of the innermost loop.
    public void cont() {
        if (innermost(BlockKind.LOOP, BlockKind.LOOP) == null) {
            throw error("CONT outside any loop");
        }
        add(TgsiOpcode.CONT, List.of(), List.of(), null, null, precise);
    }

    /// `SWITCH selector.x`.
    public void beginSwitch(UregSrc selector) {
        Block b = new Block(BlockKind.SWITCH, instructions.size());
        add(TgsiOpcode.SWITCH, List.of(), List.of(selector), null, null, precise);
        blocks.push(b);
    }

    /// `CASE value.x` directly inside the innermost SWITCH.
    public void caseOf(UregSrc value) {
        top(BlockKind.SWITCH, TgsiOpcode.CASE);
        add(TgsiOpcode.CASE, List.of(), List.of(value), null, null, precise);
    }

    /// `DEFAULT`, at most once per SWITCH.
    public void defaultCase() {
        Block b = top(BlockKind.SWITCH, TgsiOpcode.DEFAULT);
        if (b.sawDefault) {
            throw error("second DEFAULT in the SWITCH at instruction " + b.opener);
        }
        b.sawDefault = true;
        add(TgsiOpcode.DEFAULT, List.of(), List.of(), null, null, precise);
    }

    /// `ENDSWITCH`.
    public void endSwitch() {
        top(BlockKind.SWITCH, TgsiOpcode.ENDSWITCH);
        blocks.pop();
        add(TgsiOpcode.ENDSWITCH, List.of(), List.of(), null, null, precise);
    }

    /// A new subroutine handle, to call before or after defining it.
    public Subroutine newSubroutine() {
        Subroutine s = new Subroutine(this);
        subroutines.add(s);
        return s;
    }

    /// `CAL :n`, where n becomes the subroutine's BGNSUB index.
    public void call(Subroutine target) {
        if (target.owner != this) {
            throw error("the subroutine belongs to another builder");
        }
        callSites.add(instructions.size());
        callTargets.add(target);
        add(TgsiOpcode.CAL, List.of(), List.of(), null, null, precise, Math.max(target.bgnsub, 0));
    }

    /// `BGNSUB`, after END and outside any block: subroutines follow the main program.
    public void beginSubroutine(Subroutine sub) {
        if (sub.owner != this || sub.bgnsub >= 0) {
            throw error(sub.owner != this ? "the subroutine belongs to another builder" : "the subroutine is already defined");
        }
        if (endAt < 0) {
            throw error("BGNSUB before END: subroutines follow the main program, call end() first");
        }
        if (!blocks.isEmpty()) {
            throw error("BGNSUB inside an open block at instruction " + blocks.peek().opener);
        }
        sub.bgnsub = instructions.size();
        blocks.push(new Block(BlockKind.SUB, instructions.size()));
        add(TgsiOpcode.BGNSUB, List.of(), List.of(), null, null, precise);
    }

    /// `ENDSUB`.
    public void endSubroutine() {
        top(BlockKind.SUB, TgsiOpcode.ENDSUB);
        blocks.pop();
        add(TgsiOpcode.ENDSUB, List.of(), List.of(), null, null, precise);
    }

    /// `RET`: returns from a subroutine (or ends the main program).
    public void ret() {
        add(TgsiOpcode.RET, List.of(), List.of(), null, null, precise);
    }

    /// `END`: the end of the main program, once, outside any block.
    public void end() {
        if (endAt >= 0) {
            throw error("END already emitted at instruction " + endAt);
        }
        if (!blocks.isEmpty()) {
            Block b = blocks.peek();
            throw error("END inside the open " + b.kind + " at instruction " + b.opener);
        }
        endAt = instructions.size();
        add(TgsiOpcode.END, List.of(), List.of(), null, null, precise);
    }

    /// `KILL`: discards the fragment.
    public void kill() {
        emit(TgsiOpcode.KILL);
    }

    /// `KILL_IF src`: discards when any channel read is negative.
    public void killIf(UregSrc src) {
        emit(TgsiOpcode.KILL_IF, src);
    }

    // ---- finishing -------------------------------------------------------------------------

    /// The shader: declarations in `ureg` order, then the instructions. Refuses (with a
    /// [TgsiException]) open blocks, a missing END, calls to undefined subroutines and any
    /// [TgsiSanity] error. May be called again after more instructions are added.
    public TgsiShader finish() {
        if (!blocks.isEmpty()) {
            Block b = blocks.peek();
            throw new TgsiException(TgsiException.Location.instruction(b.opener), b.kind + " is never closed");
        }
        if (endAt < 0) {
            throw error("missing END: call end()");
        }
        for (int i = 0; i < callSites.size(); i++) {
            if (callTargets.get(i).bgnsub < 0) {
                throw new TgsiException(TgsiException.Location.instruction(callSites.get(i)),
                        "CAL to a subroutine that is never defined");
            }
            fixLabel(callSites.get(i), callTargets.get(i).bgnsub);
        }
        List<TgsiToken> tokens = new ArrayList<>(decls.tokens());
        tokens.addAll(instructions);
        TgsiShader shader = new TgsiShader(processor, tokens);
        List<TgsiSanity.Diagnostic> errors = TgsiSanity.errors(shader);
        if (!errors.isEmpty()) {
            StringBuilder sb = new StringBuilder("the built shader has " + errors.size() + " error"
                    + (errors.size() == 1 ? "" : "s") + ":");
            errors.forEach(d -> sb.append("\n  ").append(d));
            throw new TgsiException(errors.getFirst().location(), sb.toString());
        }
        return shader;
    }

    /// [#finish] as words (`ureg_get_tokens`).
    public int[] finishWords() {
        return TokenWriter.write(finish());
    }

    // ---- internals -------------------------------------------------------------------------

    /// A builder misuse at the instruction about to be emitted.
    TgsiException error(String message) {
        return new TgsiException(TgsiException.Location.instruction(instructions.size()), message);
    }

    private boolean controlFlow(TgsiOpcode op, List<UregDst> dst, List<UregSrc> src) {
        if (!dst.isEmpty()) {
            throw error(op + " takes no destination, found " + dst.size());
        }
        int expect = op.numSrc();
        if (src.size() != expect && op != TgsiOpcode.NOP) {
            throw error(op + " takes " + expect + " source operand" + (expect == 1 ? "" : "s") + ", found " + src.size());
        }
        switch (op.flow()) {
            case IF -> {
                if (op == TgsiOpcode.IFC) {
                    throw needsLabel(op);
                } else if (op == TgsiOpcode.UIF) {
                    beginUif(src.getFirst());
                } else {
                    beginIf(src.getFirst());
                }
            }
            case ELSE -> elseBranch();
            case ENDIF -> endIf();
            case BGNLOOP -> beginLoop();
            case ENDLOOP -> endLoop();
            case BREAK -> {
                if (op == TgsiOpcode.BREAKC) {
                    return false; // the legacy conditional break is emitted as it is
                }
                brk();
            }
            case CONTINUE -> cont();
            case SWITCH -> beginSwitch(src.getFirst());
            case CASE -> caseOf(src.getFirst());
            case DEFAULT -> defaultCase();
            case ENDSWITCH -> endSwitch();
            case ENDSUB -> endSubroutine();
            case RETURN -> ret();
            case END -> end();
            case CALL, BGNSUB, JUMP -> throw needsLabel(op);
            case NONE -> {
                return false; // NOP, PUSHA, POPA: plain instructions
            }
            case null -> throw new NullPointerException(); // an enhanced switch: javac checks it is exhaustive
        }
        return true;
    }

    private TgsiException needsLabel(TgsiOpcode op) {
        return error(op + " needs a label target: use call(), beginSubroutine() or beginIf()");
    }

    private void openIf(TgsiOpcode op, UregSrc condition) {
        Block b = new Block(BlockKind.IF, instructions.size());
        add(op, List.of(), List.of(condition), null, null, precise, 0);
        blocks.push(b);
    }

    private Block top(BlockKind kind, TgsiOpcode closer) {
        Block b = blocks.peek();
        if (b == null || b.kind != kind) {
            throw error(closer + " without a matching " + kind + (b == null ? "" : " (the open block is the "
                    + b.kind + " at instruction " + b.opener + ")"));
        }
        return b;
    }

    private Block innermost(BlockKind a, BlockKind b) {
        for (Block blk : blocks) {
            if (blk.kind == a || blk.kind == b) {
                return blk;
            }
            if (blk.kind == BlockKind.SUB) {
                return null;
            }
        }
        return null;
    }

    private void fixLabel(int instruction, int target) {
        instructions.set(instruction, instructions.get(instruction).withLabel(target));
    }

    private void requireProcessor(String what, Processor p) {
        if (processor != p) {
            throw error(what + "() is for " + p.text() + " shaders, this is " + processor.text());
        }
    }

    private void requireNotVertex() {
        if (processor == Processor.VERT) {
            throw error("VERT inputs are declared by attribute index: use vertexInput()");
        }
    }

    private void add(TgsiOpcode op, List<UregDst> dst, List<UregSrc> src, Instruction.Texture texture,
                     Instruction.Memory memory, boolean precise) {
        add(op, dst, src, texture, memory, precise, TgsiToken.NONE);
    }

    private void add(TgsiOpcode op, List<UregDst> dst, List<UregSrc> src, Instruction.Texture texture,
                     Instruction.Memory memory, boolean precise, int label) {
        if (dst.size() != op.numDst()) {
            throw error(op + " takes " + op.numDst() + " destination operand" + (op.numDst() == 1 ? "" : "s")
                    + ", found " + dst.size());
        }
        if (src.size() != op.numSrc()) {
            throw error(op + " takes " + op.numSrc() + " source operand" + (op.numSrc() == 1 ? "" : "s")
                    + ", found " + src.size());
        }
        if (!dst.isEmpty() && dst.getFirst().isEmpty()) {
            return; // ureg emits nothing for an instruction that writes no channel
        }
        List<DstRegister> d = new ArrayList<>(dst.size());
        for (UregDst x : dst) {
            d.add(UregOperands.dst(this, x, decls.anyInOutDeclRange));
        }
        List<SrcRegister> s = new ArrayList<>(src.size());
        for (UregSrc x : src) {
            s.add(UregOperands.src(this, x, decls.anyInOutDeclRange));
        }
        boolean saturate = !dst.isEmpty() && dst.getFirst().saturated();
        instructions.add(new Instruction(op, saturate, precise, label, texture, memory, d, s));
    }
}
