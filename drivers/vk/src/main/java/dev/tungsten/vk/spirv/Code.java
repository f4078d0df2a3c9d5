package dev.tungsten.vk.spirv;

import dev.tungsten.vk.spirv.ModuleBuilder.Words;

/// The instruction stream of the function being written, with the module's common types and
/// constants at hand. Every value the translator handles is a scalar or small vector id; this
/// class only knows SPIR-V, not TGSI.
///
/// Code after a terminator (a BRK, a CONT, a RET in the middle of a block) still has to go
/// somewhere: [#ensureBlock] opens a fresh, unreachable block for it, as vkd3d-shader does.
/// Structured control-flow rules only place reachable blocks in constructs, so a branch out of
/// an unreachable block (to a loop's continue target, say) would break them: such blocks end
/// in `OpUnreachable` and declare no merges. Reachability is tracked as the code is written: a
/// block is reachable when a reachable block branched to it before it starts, which holds
/// because TGSI is translated in order and every forward target is placed after its sources.
final class Code {
    final ModuleBuilder m;
    private Words body;
    private Words locals;
    private boolean open;
    private boolean reachable;
    private final java.util.Set<Integer> reached = new java.util.HashSet<>();
    private int currentLabel;

    Code(ModuleBuilder m) {
        this.m = m;
    }

    // Types.

    int tVoid() { return m.typeVoid(); }
    int tBool() { return m.typeBool(); }
    int tUint() { return m.typeInt(32, false); }
    int tInt() { return m.typeInt(32, true); }
    int tFloat() { return m.typeFloat(32); }

    int tDouble() {
        m.capability(Spv.Capability.Float64);
        return m.typeFloat(64);
    }

    int tU64() {
        m.capability(Spv.Capability.Int64);
        return m.typeInt(64, false);
    }

    int tI64() {
        m.capability(Spv.Capability.Int64);
        return m.typeInt(64, true);
    }

    int vec(int scalar, int n) {
        return n == 1 ? scalar : m.typeVector(scalar, n);
    }

    int tUvec4() { return vec(tUint(), 4); }

    int pointer(int storage, int type) {
        return m.typePointer(storage, type);
    }

    /// The SPIR-V type of a kind.
    int type(Kind k) {
        return switch (k) {
            case FLOAT -> tFloat();
            case INT -> tInt();
            case UINT -> tUint();
            case BOOL -> tBool();
            case DOUBLE -> tDouble();
            case INT64 -> tI64();
            case UINT64 -> tU64();
        };
    }

    // Constants.

    int u(int v) { return m.constant(tUint(), v); }
    int i(int v) { return m.constant(tInt(), v); }
    int f(float v) { return m.constant(tFloat(), Float.floatToRawIntBits(v)); }
    int fBits(int bits) { return m.constant(tFloat(), bits); }
    int bool(boolean b) { return m.constantBool(b); }

    int d(double v) {
        long bits = Double.doubleToRawLongBits(v);
        return m.constant(tDouble(), (int) bits, (int) (bits >>> 32));
    }

    int u64(long v) { return m.constant(tU64(), (int) v, (int) (v >>> 32)); }
    int i64(long v) { return m.constant(tI64(), (int) v, (int) (v >>> 32)); }

    /// The constant 0, 1 (or 1.0) of a kind.
    int zero(Kind k) {
        return switch (k) {
            case FLOAT -> f(0f);
            case INT -> i(0);
            case UINT -> u(0);
            case BOOL -> bool(false);
            case DOUBLE -> d(0);
            case INT64 -> i64(0);
            case UINT64 -> u64(0);
        };
    }

    int one(Kind k) {
        return switch (k) {
            case FLOAT -> f(1f);
            case INT -> i(1);
            case UINT -> u(1);
            case BOOL -> bool(true);
            case DOUBLE -> d(1);
            case INT64 -> i64(1);
            case UINT64 -> u64(1);
        };
    }

    // Functions and blocks.

    /// Starts a function body; its entry block is open.
    void beginFunction(int resultType, int id, int functionType) {
        body = new Words();
        locals = new Words();
        m.functions.op(Spv.Op.OpFunction, resultType, id, Spv.FunctionControl.None, functionType);
        int entry = m.id();
        m.functions.op(Spv.Op.OpLabel, entry);
        currentLabel = entry;
        open = true;
        reachable = true;
        reached.clear();
    }

    /// Closes the function: its locals go to the top of the entry block, as SPIR-V requires.
    void endFunction() {
        if (open) {
            stmt(Spv.Op.OpReturn);
        }
        m.functions.addAll(locals);
        m.functions.addAll(body);
        m.functions.op(Spv.Op.OpFunctionEnd);
        body = null;
        locals = null;
    }

    /// A Function-storage variable of `type`, initialised to `init` (0 for none).
    int local(int type, int init) {
        int id = m.id();
        if (init != 0) {
            locals.op(Spv.Op.OpVariable, pointer(Spv.StorageClass.Function, type), id, Spv.StorageClass.Function, init);
        } else {
            locals.op(Spv.Op.OpVariable, pointer(Spv.StorageClass.Function, type), id, Spv.StorageClass.Function);
        }
        return id;
    }

    int label() {
        return m.id();
    }

    /// Starts the block `label` (the previous one must be terminated).
    void block(int label) {
        if (open) {
            throw new IllegalStateException("block " + currentLabel + " not terminated");
        }
        body.op(Spv.Op.OpLabel, label);
        currentLabel = label;
        open = true;
        reachable = reached.contains(label);
    }

    /// Ends a loop's continue block that nothing reaches with the back edge every loop needs
    /// (the form SPIR-V gives an unreachable continue target).
    void unreachableBackEdge(int header) {
        body.op(Spv.Op.OpBranch, header);
        open = false;
    }

    /// Whether the current block can execute.
    boolean isReachable() {
        return reachable;
    }

    /// Whether the current block still takes instructions.
    boolean isOpen() {
        return open;
    }

    /// Opens a fresh (unreachable) block when the last one was terminated.
    void ensureBlock() {
        if (!open) {
            block(label());
        }
    }

    /// Ends the current block with a branch to `target`, unless it is already terminated.
    void branch(int target) {
        if (open) {
            stmt(Spv.Op.OpBranch, target);
        }
    }

    void branchConditional(int cond, int ifTrue, int ifFalse) {
        stmt(Spv.Op.OpBranchConditional, cond, ifTrue, ifFalse);
    }

    void selectionMerge(int merge) {
        stmt(Spv.Op.OpSelectionMerge, merge, Spv.SelectionControl.None);
    }

    /// `if (cond) { then.run() }` as a selection construct.
    void ifThen(int cond, Runnable then) {
        int thenLabel = label();
        int merge = label();
        selectionMerge(merge);
        branchConditional(cond, thenLabel, merge);
        block(thenLabel);
        then.run();
        ensureBlock();
        branch(merge);
        block(merge);
    }

    // Instructions.

    /// An instruction with a result: emits `opcode type id operands...` and returns the id.
    int op(int opcode, int type, int... operands) {
        ensureBlock();
        int id = m.id();
        int[] words = new int[operands.length + 2];
        words[0] = type;
        words[1] = id;
        System.arraycopy(operands, 0, words, 2, operands.length);
        body.op(opcode, words);
        if (isFloatArithmetic(opcode)) {
            // GL's `precise`: no fused multiply-add, no reassociation, so results match the
            // interpreter's bit for bit.
            m.decorate(id, Spv.Decoration.NoContraction);
        }
        return id;
    }

    /// An instruction without a result. In an unreachable block merges are left out and
    /// branches become `OpUnreachable`.
    void stmt(int opcode, int... operands) {
        ensureBlock();
        if (!reachable) {
            if (opcode == Spv.Op.OpSelectionMerge || opcode == Spv.Op.OpLoopMerge) {
                return;
            }
            if (opcode == Spv.Op.OpBranch || opcode == Spv.Op.OpBranchConditional || opcode == Spv.Op.OpSwitch) {
                body.op(Spv.Op.OpUnreachable);
                open = false;
                return;
            }
        } else {
            switch (opcode) {
                case Spv.Op.OpBranch -> reached.add(operands[0]);
                case Spv.Op.OpBranchConditional -> {
                    reached.add(operands[1]);
                    reached.add(operands[2]);
                }
                case Spv.Op.OpSwitch -> {
                    reached.add(operands[1]);
                    for (int i = 3; i < operands.length; i += 2) {
                        reached.add(operands[i]);
                    }
                }
                default -> { }
            }
        }
        body.op(opcode, operands);
        if (isTerminator(opcode)) {
            open = false;
        }
    }

    /// Demotes the invocation to a helper (KILL, DEMOTE, a failed alpha test).
    void demote(SpirvTarget target) {
        demoteCapability(target);
        stmt(Spv.Op.OpDemoteToHelperInvocation);
    }

    /// Demote-to-helper is core in SPIR-V 1.6 and `SPV_EXT_demote_to_helper_invocation` before.
    void demoteCapability(SpirvTarget target) {
        if (!target.listsAllGlobals()) {
            m.extension("SPV_EXT_demote_to_helper_invocation");
        }
        m.capability(Spv.Capability.DemoteToHelperInvocation);
    }

    /// A `GLSL.std.450` extended instruction.
    int ext(int instruction, int type, int... args) {
        int[] ops = new int[args.length + 2];
        ops[0] = m.glsl();
        ops[1] = instruction;
        System.arraycopy(args, 0, ops, 2, args.length);
        return op(Spv.Op.OpExtInst, type, ops);
    }

    int bitcast(int type, int value) {
        return op(Spv.Op.OpBitcast, type, value);
    }

    int select(int type, int cond, int a, int b) {
        return op(Spv.Op.OpSelect, type, cond, a, b);
    }

    int load(int type, int pointer) {
        return op(Spv.Op.OpLoad, type, pointer);
    }

    void store(int pointer, int value) {
        stmt(Spv.Op.OpStore, pointer, value);
    }

    int accessChain(int pointerType, int base, int... indices) {
        int[] ops = new int[indices.length + 1];
        ops[0] = base;
        System.arraycopy(indices, 0, ops, 1, indices.length);
        return op(Spv.Op.OpAccessChain, pointerType, ops);
    }

    int composite(int type, int... parts) {
        return op(Spv.Op.OpCompositeConstruct, type, parts);
    }

    int extract(int type, int composite, int... indices) {
        int[] ops = new int[indices.length + 1];
        ops[0] = composite;
        System.arraycopy(indices, 0, ops, 1, indices.length);
        return op(Spv.Op.OpCompositeExtract, type, ops);
    }

    private static boolean isFloatArithmetic(int opcode) {
        return opcode == Spv.Op.OpFAdd || opcode == Spv.Op.OpFSub || opcode == Spv.Op.OpFMul
                || opcode == Spv.Op.OpFDiv || opcode == Spv.Op.OpFRem || opcode == Spv.Op.OpFMod
                || opcode == Spv.Op.OpFNegate || opcode == Spv.Op.OpDot;
    }

    private static boolean isTerminator(int opcode) {
        return opcode == Spv.Op.OpBranch || opcode == Spv.Op.OpBranchConditional || opcode == Spv.Op.OpSwitch
                || opcode == Spv.Op.OpReturn || opcode == Spv.Op.OpReturnValue || opcode == Spv.Op.OpKill
                || opcode == Spv.Op.OpUnreachable || opcode == Spv.Op.OpTerminateInvocation;
    }
}
