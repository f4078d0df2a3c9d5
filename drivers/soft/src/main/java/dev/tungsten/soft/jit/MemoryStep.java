package dev.tungsten.soft.jit;

import java.util.Arrays;

import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Immediate;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.exec.BufferAccess;
import dev.tungsten.tgsi.exec.ImageAccess;
import dev.tungsten.tgsi.exec.ImageRequest;

/// One LOAD or STORE of an image, a shader buffer or shared memory, run by the generated code
/// without the embedded interpreter ([MemoryEmitter]): the register channels it reads and writes
/// are resolved once, when the frame is built, to their homes (a word array of the machine, or
/// an offset into [JitFrame#fregs]), so a run reads addresses and values lane by lane where they
/// live and writes a LOAD's result straight back there, instead of copying every float channel
/// into the machine and back and decoding the operands again each time.
///
/// The results are the interpreter's (`tgsi.exec.MemoryOps`), lane for lane and in the same order
/// of accesses: a buffer or shared-memory LOAD reads, for each executing lane whose words lie
/// within the resource, word `swizzle[c]` after the address into channel `c`, 0 otherwise; a
/// STORE writes, for each lane with side effects (executing, not helper, killed or demoted), each
/// enabled channel whose word lies within the resource, lanes in order and channels in order
/// within a lane; images go through the bound [ImageAccess] with the same request the
/// interpreter builds. One per instruction and frame (so per thread): the scratch arrays are its
/// own.
final class MemoryStep {
    private final JitFrame frame;
    private final boolean store;
    /// IMAGE, BUFFER or MEMORY.
    private final RegisterFile file;
    private final int unit;
    /// The resource's write mask (STORE) or the destination's (LOAD).
    private final int writeMask;
    /// LOAD: the resource operand's swizzle (which word or image channel each destination
    /// channel takes).
    private final int[] swizzle = new int[4];
    /// Images: the target and format of the request.
    private final TextureTarget target;
    private final PipeFormat format;
    private final int coordinates;
    /// The source operands' channels as read: `[operand][channel]`, each either a lane array
    /// (`words`, for word homes, immediates and constants) or an offset in the frame's float
    /// block (`at`, -1 where `words` is set).
    private final int[][][] words;
    private final long[][] at;
    /// Constants, refreshed each run: `[operand][channel]` = {buffer, index, component} or null.
    private final int[][][] constants;
    /// LOAD: each destination channel's home, as for sources.
    private final int[][] dstWords = new int[4][];
    private final long[] dstAt = new long[4];
    private final ImageRequest request;
    private final int[][] rgba;
    /// Lane arrays for float-home channels, copied out of and back into the float block a
    /// vector at a time around a run: `[operand][channel]` for sources, `[channel]` for a LOAD's
    /// destination.
    private final int[][][] sourceLanes;
    private final int[][] dstLanes = new int[4][];
    /// A LOAD's addresses for one run.
    private final int[] addressLanes;
    /// A STORE's value channels for one run.
    private final int[][] rgbaOrScratch = new int[4][];

    private MemoryStep(JitFrame frame, ShaderPlan plan, Instruction in) {
        this.frame = frame;
        this.store = in.opcode() == TgsiOpcode.STORE;
        int lanes = frame.lanes;
        SrcRegister res = store ? null : in.src(0);
        DstRegister resDst = store ? in.dst(0) : null;
        this.file = store ? resDst.file() : res.file();
        this.unit = store ? resDst.index() : res.index();
        this.writeMask = in.dst(0).writeMask();
        for (int c = 0; c < 4; c++) {
            swizzle[c] = store ? c : res.swizzle(c);
        }
        // the operands after the resource: LOAD's address; STORE's address and value
        int first = store ? 0 : 1;
        int operands = in.src().size() - first;
        words = new int[operands][4][];
        at = new long[operands][4];
        sourceLanes = new int[operands][4][];
        addressLanes = new int[lanes];
        constants = new int[operands][4][];
        for (int s = 0; s < operands; s++) {
            SrcRegister r = in.src(first + s);
            for (int c = 0; c < 4; c++) {
                int k = r.index() * 4 + r.swizzle(c);
                at[s][c] = -1;
                switch (r.file()) {
                    case IMMEDIATE -> {
                        Immediate imm = plan.shader.immediates().get(r.index());
                        int comp = r.swizzle(c);
                        words[s][c] = new int[lanes];
                        Arrays.fill(words[s][c], comp < imm.data().length ? imm.data()[comp] : 0);
                    }
                    case CONSTANT -> {
                        words[s][c] = new int[lanes];
                        constants[s][c] = new int[] {r.hasDimension() ? r.dimension().index() : 0, r.index(), r.swizzle(c)};
                    }
                    default -> {
                        long offset = plan.floatOffset(r.file(), k);
                        if (offset >= 0) {
                            at[s][c] = offset;
                            sourceLanes[s][c] = new int[lanes];
                        } else {
                            words[s][c] = frame.words(r.file())[k];
                        }
                    }
                }
            }
        }
        if (!store) {
            DstRegister d = in.dst(0);
            for (int c = 0; c < 4; c++) {
                int k = d.index() * 4 + c;
                dstAt[c] = plan.floatOffset(d.file(), k);
                dstWords[c] = dstAt[c] >= 0 ? null : frame.words(d.file())[k];
                dstLanes[c] = dstAt[c] >= 0 ? new int[lanes] : dstWords[c];
            }
        }
        if (file == RegisterFile.IMAGE) {
            TextureTarget t = in.texture() != null ? in.texture().target() : null;
            if (t == null) {
                t = in.memory() != null ? in.memory().texture() : declaredTarget(plan, unit);
            }
            target = t == null ? TextureTarget.T2D : t;
            format = in.memory() == null ? PipeFormat.NONE : in.memory().format();
            coordinates = target.imageCoordinates();
            request = new ImageRequest(lanes);
            rgba = new int[4][lanes];
        } else {
            target = null;
            format = null;
            coordinates = 0;
            request = null;
            rgba = null;
        }
    }

    /// The target IMAGE `unit` is declared with, or null (as the interpreter's program compiler).
    private static TextureTarget declaredTarget(ShaderPlan plan, int unit) {
        for (Declaration d : plan.shader.declarations()) {
            if (d.file() == RegisterFile.IMAGE && unit >= d.first() && unit <= d.last()) {
                return d.image().resource();
            }
        }
        return null;
    }

    /// The step for instruction `in` when [MemoryEmitter#direct] accepts it, else null.
    static MemoryStep of(JitFrame frame, ShaderPlan plan, Instruction in) {
        return MemoryEmitter.direct(plan, in) ? new MemoryStep(frame, plan, in) : null;
    }

    /// The lanes of channel `c` of source operand `s` (after the resource): its word array, or a
    /// copy of its float channel.
    private int[] source(int s, int c) {
        int[] w = words[s][c];
        if (w != null) {
            return w;
        }
        VectorOps.copy(frame.fregs, at[s][c], sourceLanes[s][c], frame.lanes);
        return sourceLanes[s][c];
    }

    /// The lanes a LOAD writes channel `c` into: its word array, or a copy of its float channel
    /// (lanes that do not execute keep their values) that [#writeBack] returns.
    private int[] destination(int c) {
        if (dstWords[c] == null) {
            VectorOps.copy(frame.fregs, dstAt[c], dstLanes[c], frame.lanes);
        }
        return dstLanes[c];
    }

    private void writeBack() {
        for (int c = 0; c < 4; c++) {
            if ((writeMask & (1 << c)) != 0 && dstWords[c] == null) {
                VectorOps.copy(dstLanes[c], frame.fregs, dstAt[c], frame.lanes);
            }
        }
    }

    /// Runs the instruction for lanes `exec`; returns false, having done nothing, when its
    /// resource is not bound (the caller steps it on the interpreter, which reports the error).
    boolean run(int exec, int helper, int kill, int demote) {
        int lanes = exec & (frame.lanes >= 32 ? -1 : (1 << frame.lanes) - 1);
        if (lanes == 0) {
            return true;
        }
        for (int s = 0; s < constants.length; s++) {
            for (int c = 0; c < 4; c++) {
                int[] k = constants[s][c];
                if (k != null) {
                    Arrays.fill(words[s][c], frame.constant(k[0], k[1], k[2]));
                }
            }
        }
        int sideEffects = lanes & ~helper & ~kill & ~demote;
        return switch (file) {
            case IMAGE -> image(store ? sideEffects : lanes);
            case BUFFER, MEMORY -> {
                BufferAccess b = file == RegisterFile.MEMORY ? frame.shared : frame.buffers;
                if (b == null) {
                    yield false;
                }
                if (store) {
                    store(b, sideEffects);
                } else {
                    load(b, lanes);
                }
                yield true;
            }
            default -> throw new IllegalStateException(file + " reached a memory step (MemoryEmitter#direct refuses it)");
        };
    }

    private void load(BufferAccess b, int lanes) {
        int words = 0;
        for (int c = 0; c < 4; c++) {
            if ((writeMask & (1 << c)) != 0) {
                words = Math.max(words, swizzle[c] + 1);
            }
        }
        long size = Integer.toUnsignedLong(b.size(unit));
        // a copy: the destination may be the address register
        int[] addresses = source(0, 0);
        System.arraycopy(addresses, 0, addressLanes, 0, frame.lanes);
        addresses = addressLanes;
        for (int c = 0; c < 4; c++) {
            if ((writeMask & (1 << c)) == 0) {
                continue;
            }
            // loads have no side effects, so channel by channel reads the same words
            int[] dst = destination(c);
            long word = 4L * swizzle[c];
            for (int m = lanes; m != 0; m &= m - 1) {
                int l = Integer.numberOfTrailingZeros(m);
                long address = Integer.toUnsignedLong(addresses[l]);
                dst[l] = address + 4L * words <= size ? b.load(unit, (int) (address + word)) : 0;
            }
        }
        writeBack();
    }

    private void store(BufferAccess b, int lanes) {
        long size = Integer.toUnsignedLong(b.size(unit));
        int[] addresses = source(0, 0);
        for (int c = 0; c < 4; c++) {
            if ((writeMask & (1 << c)) != 0) {
                rgbaOrScratch[c] = source(1, c);
            }
        }
        for (int m = lanes; m != 0; m &= m - 1) {
            int l = Integer.numberOfTrailingZeros(m);
            long address = Integer.toUnsignedLong(addresses[l]);
            for (int c = 0; c < 4; c++) {
                if ((writeMask & (1 << c)) != 0 && address + 4L * (c + 1) <= size) {
                    b.store(unit, (int) (address + 4L * c), rgbaOrScratch[c][l]);
                }
            }
        }
    }

    private boolean image(int lanes) {
        ImageAccess images = frame.images;
        if (images == null) {
            return false;
        }
        ImageRequest r = request;
        r.unit = unit;
        r.target = target;
        r.format = format;
        r.laneMask = lanes;
        int n = frame.lanes;
        boolean msaa = target == TextureTarget.T2D_MSAA || target == TextureTarget.T2D_ARRAY_MSAA;
        for (int c = 0; c < 4; c++) {
            if (c < coordinates || (c == 3 && msaa)) {
                System.arraycopy(source(0, c), 0, r.coord[c], 0, n);
            } else {
                Arrays.fill(r.coord[c], 0);
            }
        }
        if (store) {
            for (int c = 0; c < 4; c++) {
                System.arraycopy(source(1, c), 0, rgba[c], 0, n);
            }
            images.store(r, rgba);
            return true;
        }
        images.load(r, rgba);
        for (int c = 0; c < 4; c++) {
            if ((writeMask & (1 << c)) == 0) {
                continue;
            }
            int[] dst = destination(c);
            int[] v = rgba[swizzle[c]];
            for (int m = lanes; m != 0; m &= m - 1) {
                int l = Integer.numberOfTrailingZeros(m);
                dst[l] = v[l];
            }
        }
        writeBack();
        return true;
    }
}
