package dev.tungsten.soft.jit;

/// What the JIT does with one opcode, as [JitOpcodes#of] decides it: computed by the segment
/// methods ([Segment]), emitted by the run method as control flow ([Flow]), a discard
/// ([Discard]), a memory access ([Memory]) or a texture lookup ([Texture]), or left to the
/// interpreter ([Interpreted]). Every consumer in this package switches over these types rather than over `TgsiOpcode`, so a new opcode is decided in
/// [JitOpcodes] alone.
sealed interface JitOpcode {
    /// Whether the opcode's source decides which lanes go on (IF, UIF, IFC, SWITCH, CASE, BREAKC,
    /// CALLNZ, KILL_IF): the JIT evaluates it itself in a condition method, so [ShaderPlan]
    /// refuses such a source when it is addressed indirectly.
    boolean decidesFlow();

    /// Computed by the segment methods ([SegmentEmitter]) when its operands allow it
    /// ([SegmentEmitter#supports]); otherwise stepped on the slow path.
    ///
    /// @param form how the result channels are computed
    /// @param cost its class in the estimate of [SegmentBudget#calls]
    /// @param direct whether it may join a segment of Vector API calls only, and how many calls
    ///     it counts there ([SegmentBudget#directCalls])
    /// @param steppedUnderLegacyMath whether shaders with `LEGACY_MATH_RULES` step it instead
    ///     (their zero times anything is zero, which the segment code does not implement)
    record Segment(SegmentForm form, Cost cost, DirectCalls direct, boolean steppedUnderLegacyMath)
            implements JitOpcode {
        @Override
        public boolean decidesFlow() {
            return false;
        }
    }

    /// How a segment computes an instruction's result channels.
    sealed interface SegmentForm permits Move, Lanewise, Replicate, Dot, Transcendental {}

    /// MOV, UARL: each enabled channel is its source channel, converted to the destination
    /// channel's home type where that differs.
    record Move() implements SegmentForm {}

    /// Channel c of the result from channel c of each source by `function`, for every enabled
    /// channel; the sources and result have the representations the opcode table's operand
    /// types give (float operands as [FloatVector][jdk.incubator.vector.FloatVector]s, integer
    /// ones as [IntVector][jdk.incubator.vector.IntVector]s).
    record Lanewise(LaneFunction function) implements SegmentForm {}

    /// One float result from the sources' `.x` by `call`, written to every enabled channel.
    record Replicate(VectorOpsCall call) implements SegmentForm {}

    /// DP2, DP3, DP4 (`components` of them) and DPH (`homogeneous`: DP3 plus `src1.w`): a
    /// multiply, then multiply-adds in channel order, each rounded twice as in the interpreter.
    record Dot(int components, boolean homogeneous) implements SegmentForm {}

    /// SIN, COS, EX2, LG2, POW: replicated as [Replicate], by `fast` under [JitOptions#FAST] and by
    /// `exact` (the interpreter's bits) under [JitOptions#EXACT]. `exact` takes the frame's
    /// scratch its signature names after the sources.
    record Transcendental(LaneFunction fast, VectorOpsCall exact) implements SegmentForm {}

    /// How one channel of a result is computed from the sources' values: a call of a [VectorOps]
    /// method ([VectorOpsCall]) or Vector API calls emitted in place ([VectorForm]).
    sealed interface LaneFunction permits VectorOpsCall, VectorForm {}

    /// Operations emitted as the Vector API's own calls, which are `@ForceInline`: C2 inlines them
    /// however large the segment has grown, where it may refuse a [VectorOps] method past its
    /// inlining cutoff and box the vectors around the call ([VectorFormEmitter]).
    enum VectorForm implements LaneFunction {
        /// Float `add`, `sub`, `mul`, `div` and `abs`.
        ADD, SUB, MUL, DIV, ABS,
        /// Float `a * b + c`, rounded twice.
        MAD,
        /// Float `fma(a, b, c)`, rounded once.
        FMA,
        /// `a * (b - c) + c`.
        LRP,
        /// Rounding without conversions (see [VectorFormEmitter#rint]).
        FLR, CEIL, ROUND, FRC,
        /// `floor(x)` and `floor(x + 0.5)` converted by [VectorOps#f2i].
        ARL, ARR,
        /// [FastTrig]'s polynomials (a segment carries them inline).
        SIN, COS,
        /// Integer `add`, `mul`, `a * b + c`, bitwise operations, shifts, minimum and maximum.
        UADD, UMUL, UMAD, AND, OR, XOR, NOT, SHL, ISHR, USHR, IMIN, IMAX, UMIN, UMAX,
        /// Integer negation and conversion of a signed integer to float.
        INEG, I2F
    }

    /// Cost classes of the estimate [SegmentBudget#calls] charges against [SegmentBudget#MAX_CALLS].
    enum Cost {
        /// One or two Vector API calls a channel (arithmetic, bitwise operations, moves).
        PLAIN,
        /// A short Vector API sequence a channel (FLR, FRC, LRP).
        SEQUENCE,
        /// A [VectorOps] call or a long sequence a channel.
        WRAPPED,
        /// A dot product: counted once, whatever its channels.
        DOT,
        /// SIN, COS, EX2: [#WRAPPED] under fast math; under exact math a segment of their own,
        /// since their exact forms pass the vector through memory around an out-of-line call.
        ALONE_UNDER_EXACT_MATH,
        /// LG2, POW: a segment of their own, as both forms pass the vectors through memory around
        /// an out-of-line call.
        ALONE
    }

    /// Whether an opcode may join a segment of Vector API calls only (one that runs for all
    /// lanes, held to [SegmentBudget#MAX_DIRECT_CALLS]), and the Vector API calls it emits per
    /// chunk there: `perChannel` for each enabled channel plus `perInstruction`.
    record DirectCalls(When when, int perChannel, int perInstruction) {
        /// When the opcode's emitted code is Vector API calls only.
        enum When { NEVER, ALWAYS, FAST_MATH }

        static final DirectCalls NEVER = new DirectCalls(When.NEVER, 0, 0);

        static DirectCalls perChannel(int calls) {
            return new DirectCalls(When.ALWAYS, calls, 0);
        }

        static DirectCalls perInstruction(int calls) {
            return new DirectCalls(When.ALWAYS, 0, calls);
        }

        /// These calls, but only under fast math (the exact form calls [VectorOps]).
        DirectCalls fastMathOnly() {
            return new DirectCalls(When.FAST_MATH, perChannel, perInstruction);
        }

        boolean applies(boolean exactMath) {
            return switch (when) {
                case NEVER -> false;
                case ALWAYS -> true;
                case FAST_MATH -> !exactMath;
            };
        }

        int count(int channels) {
            return perChannel * channels + perInstruction;
        }
    }

    /// Control flow, emitted by [FlowEmitter] as execution masks in the run method.
    enum Flow implements JitOpcode {
        /// IF and IFC: the lanes whose float `.x` is not 0.
        IF(true),
        /// UIF: the lanes whose `.x` bits are not 0.
        UIF(true),
        ELSE(false), ENDIF(false), BGNLOOP(false), ENDLOOP(false), BRK(false), BREAKC(true), CONT(false),
        SWITCH(true), CASE(true), DEFAULT(false), ENDSWITCH(false), CAL(false), CALLNZ(true), RET(false), END(false),
        /// Nothing to emit.
        NOP(false),
        /// A subroutine's bounds: skipped where the main program reaches them, inlined at each call.
        BGNSUB(false), ENDSUB(false),
        /// A workgroup barrier outside every construct and subroutine of a compute shader (where
        /// every lane of the block reaches it and the masks are the block's own): the run method
        /// returns there and its next call resumes after it ([JitInvocation#resume]).
        /// [ShaderPlan] refuses a BARRIER anywhere else.
        BARRIER(false);

        private final boolean decidesFlow;

        Flow(boolean decidesFlow) {
            this.decidesFlow = decidesFlow;
        }

        @Override
        public boolean decidesFlow() {
            return decidesFlow;
        }
    }

    /// Discards, emitted by [InstructionEmitter] into the kill and demote masks.
    enum Discard implements JitOpcode {
        KILL, DEMOTE,
        /// KILL_IF: the lanes where a channel of the source is negative (a condition method).
        KILL_IF;

        @Override
        public boolean decidesFlow() {
            return this == KILL_IF;
        }
    }

    /// LOAD and STORE, emitted by [MemoryEmitter]: images, shader buffers and shared memory
    /// through the frame's [MemoryStep] where the operands allow, the slow path otherwise.
    enum Memory implements JitOpcode {
        LOAD, STORE;

        @Override
        public boolean decidesFlow() {
            return false;
        }
    }

    /// Texture lookups the run method hands to the vectorised sampler ([TextureEmitter],
    /// [VectorSampler]) where the operands allow it (2-D target, direct operands without modifiers
    /// or texel offsets, no saturation) and, at run time, the bound view and sampler do; stepped on
    /// the slow path otherwise.
    record Texture(TextureLookup lookup) implements JitOpcode {
        @Override
        public boolean decidesFlow() {
            return false;
        }
    }

    /// Where a texture lookup takes its level and units from (tgsi.rst).
    enum TextureLookup {
        /// TEX: the level of detail from the quad's derivatives.
        IMPLICIT,
        /// TXB: plus the bias in `src0.w`.
        BIAS_IN_W,
        /// TXL: the level of detail in `src0.w`.
        LEVEL_IN_W,
        /// TEX_LZ: level of detail 0.
        LEVEL_ZERO,
        /// SAMPLE, SAMPLE_B, SAMPLE_L: view `src1`, sampler `src2`, result swizzled by `src1`'s
        /// swizzle; the bias or level in `src3.x`.
        VIEW_IMPLICIT, VIEW_BIAS, VIEW_LEVEL,
        /// TXF: texel `src0.xy` of relative level `src0.w`.
        FETCH,
        /// TXF_LZ: texel `src0.xy` of the view's first level.
        FETCH_LEVEL_ZERO,
        /// SAMPLE_I: as [#FETCH], swizzled by `src1`'s swizzle.
        VIEW_FETCH
    }

    /// Opcodes the JIT leaves to the interpreter.
    enum Interpreted implements JitOpcode {
        /// Stepped on the slow path: the interpreter's code runs the instruction on the block
        /// ([JitFrame#step]), exact by construction.
        SLOW_PATH,
        /// Needs the interpreter's run loop: [ShaderPlan] refuses the shader, which then runs on
        /// the interpreter.
        RUN_LOOP;

        @Override
        public boolean decidesFlow() {
            return false;
        }
    }
}
