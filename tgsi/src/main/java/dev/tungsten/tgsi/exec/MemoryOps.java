package dev.tungsten.tgsi.exec;

import java.lang.invoke.VarHandle;
import java.util.Arrays;

import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.TextureTarget;

/// Memory opcodes: LOAD, STORE, the atomics and RESQ on BUFFER, MEMORY (shared), IMAGE and (for
/// LOAD) CONSTANT; bindless handles; EMIT and ENDPRIM; MEMBAR.
///
/// Out-of-bounds rules (implemented here for buffers and shared memory, required of
/// [ImageAccess] implementations for images): a LOAD whose words do not all lie inside the
/// resource gives 0 in every channel; a STORE writes only the words inside; an atomic outside
/// returns 0 and changes nothing. Stores and atomics act only for lanes that execute and are not
/// helpers, killed or demoted; they are applied lane by lane in increasing order.
final class MemoryOps {
    private MemoryOps() {}

    /// The BufferAccess behind a BUFFER or MEMORY operand.
    private static BufferAccess buffer(ExecMachine m, DecodedOp op, RegisterFile file) {
        return file == RegisterFile.MEMORY
                ? ExecMachine.require(m.shared, m, op, "SharedMemory")
                : ExecMachine.require(m.buffers, m, op, "BufferAccess");
    }

    private static ImageAccess images(ExecMachine m, DecodedOp op) {
        return ExecMachine.require(m.images, m, op, "ImageAccess");
    }

    private static ImageRequest imageRequest(ExecMachine m, DecodedOp op, int unit, int addressSrc, int lanes) {
        ImageRequest r = m.imageRequest;
        r.unit = unit;
        r.target = op.texTarget == null ? TextureTarget.T2D : op.texTarget;
        r.format = op.instruction.memory() == null ? PipeFormat.NONE : op.instruction.memory().format();
        r.laneMask = lanes;
        int dims = r.target.imageCoordinates();
        for (int c = 0; c < 4; c++) {
            if (c < dims || (c == 3 && (r.target == TextureTarget.T2D_MSAA || r.target == TextureTarget.T2D_ARRAY_MSAA))) {
                System.arraycopy(m.src(op, addressSrc, c), 0, r.coord[c], 0, m.width);
            } else {
                Arrays.fill(r.coord[c], 0);
            }
        }
        return r;
    }

    private static void finish(ExecMachine m, DecodedOp op, int[][] rgba, int[] swizzle) {
        int[][] out = m.out(op);
        for (int c = 0; c < 4; c++) {
            if ((op.writeMask & (1 << c)) != 0) {
                System.arraycopy(rgba[swizzle[c]], 0, out[c], 0, m.width);
            }
        }
        m.store(op, out);
    }

    static void load(ExecMachine m, DecodedOp op) {
        Operand res = op.src[0];
        int unit = m.unit(res);
        int[][] rgba = m.dstScratch2;
        if (res.file == RegisterFile.IMAGE) {
            images(m, op).load(imageRequest(m, op, unit, 1, m.exec), rgba);
            finish(m, op, rgba, res.swizzle);
            return;
        }
        int words = 0;
        for (int c = 0; c < 4; c++) {
            if ((op.writeMask & (1 << c)) != 0) {
                words = Math.max(words, res.swizzle[c] + 1);
            }
        }
        int[] offset = m.src(op, 1, 0);
        for (int[] c : rgba) {
            Arrays.fill(c, 0);
        }
        if (res.file == RegisterFile.CONSTANT) {
            for (int i = 0; i < m.width; i++) {
                if ((m.exec >>> i & 1) != 0) {
                    loadConstant(m, unit, offset[i], words, rgba, i);
                }
            }
        } else {
            BufferAccess b = buffer(m, op, res.file);
            long size = Integer.toUnsignedLong(b.size(unit));
            for (int i = 0; i < m.width; i++) {
                long at = Integer.toUnsignedLong(offset[i]);
                if ((m.exec >>> i & 1) != 0 && at + 4L * words <= size) {
                    for (int c = 0; c < words; c++) {
                        rgba[c][i] = b.load(unit, (int) (at + 4L * c));
                    }
                }
            }
        }
        finish(m, op, rgba, res.swizzle);
    }

    private static void loadConstant(ExecMachine m, int buffer, int offset, int words, int[][] rgba, int lane) {
        long at = Integer.toUnsignedLong(offset);
        long size = buffer >= 0 && buffer < ExecMachine.CONSTANT_BUFFERS ? 4L * m.constLength[buffer] : 0;
        if (at + 4L * words > size) {
            return;
        }
        for (int c = 0; c < words; c++) {
            long byteAt = at + 4L * c;
            int word = (int) (byteAt >>> 2);
            int shift = (int) (byteAt & 3) * 8;
            int lo = m.constBuffers[buffer][word];
            int hi = shift == 0 ? 0 : m.constBuffers[buffer][Math.min(word + 1, m.constLength[buffer] - 1)];
            rgba[c][lane] = shift == 0 ? lo : (lo >>> shift) | (hi << (32 - shift));
        }
    }

    static void store(ExecMachine m, DecodedOp op) {
        Operand res = op.dst[0];
        int unit = m.unit(res);
        int lanes = m.sideEffectMask();
        if (res.file == RegisterFile.IMAGE) {
            ImageRequest r = imageRequest(m, op, unit, 0, lanes);
            int[][] rgba = m.dstScratch2;
            for (int c = 0; c < 4; c++) {
                System.arraycopy(m.src(op, 1, c), 0, rgba[c], 0, m.width);
            }
            images(m, op).store(r, rgba);
            return;
        }
        BufferAccess b = buffer(m, op, res.file);
        long size = Integer.toUnsignedLong(b.size(unit));
        int[] offset = m.src(op, 0, 0);
        for (int i = 0; i < m.width; i++) {
            if ((lanes >>> i & 1) == 0) {
                continue;
            }
            long at = Integer.toUnsignedLong(offset[i]);
            for (int c = 0; c < 4; c++) {
                if ((res.writeMask & (1 << c)) != 0 && at + 4L * (c + 1) <= size) {
                    b.store(unit, (int) (at + 4L * c), m.src(op, 1, c)[i]);
                }
            }
        }
    }

    /// ATOM*: `dst = old`, memory = op(old, src2.x[, src3.x]). For CAS, src2 is the comparand and
    /// src3 the new value (tgsi.rst).
    static void atomic(ExecMachine m, DecodedOp op, AtomicOp kind) {
        if (is64(op)) {
            atomic64(m, op, kind);
            return;
        }
        Operand res = op.src[0];
        int unit = m.unit(res);
        int lanes = m.sideEffectMask();
        boolean cas = kind == AtomicOp.CAS;
        int[] value = m.src(op, cas ? 3 : 2, 0);
        int[] compare = cas ? m.src(op, 2, 0) : value;
        int[] result = m.laneTemp;
        Arrays.fill(result, 0);
        if (res.file == RegisterFile.IMAGE) {
            images(m, op).atomic(imageRequest(m, op, unit, 1, lanes), kind, value, compare, result);
        } else {
            BufferAccess b = buffer(m, op, res.file);
            long size = Integer.toUnsignedLong(b.size(unit));
            int[] offset = m.src(op, 1, 0);
            for (int i = 0; i < m.width; i++) {
                long at = Integer.toUnsignedLong(offset[i]);
                if ((lanes >>> i & 1) != 0 && at + 4 <= size) {
                    result[i] = b.atomic(unit, (int) at, kind, value[i], compare[i]);
                }
            }
        }
        Alu.replicate(m, op, result);
    }

    /// Whether an atomic is the 64-bit form: memory format R64_UINT or R64_SINT on a buffer or
    /// workgroup memory (`TgsiOpcode`'s note on the atomics).
    static boolean is64(DecodedOp op) {
        Instruction.Memory mem = op.instruction.memory();
        return mem != null && (mem.format() == PipeFormat.R64_UINT || mem.format() == PipeFormat.R64_SINT);
    }

    /// The 64-bit form of an atomic: the operands are pairs (`src.xy`, CAS's comparand
    /// `src2.xy`), the old value goes to `dst.xy`; an address outside the buffer returns 0.
    private static void atomic64(ExecMachine m, DecodedOp op, AtomicOp kind) {
        Operand res = op.src[0];
        if (res.file == RegisterFile.IMAGE) {
            throw m.error(op, "a 64-bit memory format on an image (only buffers and workgroup memory have 64-bit atomics)");
        }
        int unit = m.unit(res);
        int lanes = m.sideEffectMask();
        boolean cas = kind == AtomicOp.CAS;
        long[] value = Alu64.pair(m, op, cas ? 3 : 2, 0, m.wide[0]);
        long[] compare = cas ? Alu64.pair(m, op, 2, 0, m.wide[1]) : value;
        BufferAccess b = buffer(m, op, res.file);
        long size = Integer.toUnsignedLong(b.size(unit));
        int[] offset = m.src(op, 1, 0);
        int[][] out = m.dstScratch;
        for (int i = 0; i < m.width; i++) {
            long at = Integer.toUnsignedLong(offset[i]);
            long old = 0;
            if ((lanes >>> i & 1) != 0 && at + 8 <= size && (at & 7) == 0) {
                old = b.atomic64(unit, (int) at, kind, value[i], compare[i]);
            }
            out[0][i] = (int) old;
            out[1][i] = (int) (old >>> 32);
        }
        m.store(op, 0, out, op.writeMask & 0b11);
    }

    /// RESQ: buffer size in bytes in x; image width, height, depth or layers, samples.
    static void resq(ExecMachine m, DecodedOp op) {
        Operand res = op.src[0];
        int[] dims = m.words4;
        Arrays.fill(dims, 0);
        if (res.file == RegisterFile.IMAGE) {
            images(m, op).size(m.unit(res), dims);
        } else {
            dims[0] = buffer(m, op, res.file).size(m.unit(res));
        }
        int[][] out = m.dstScratch;
        for (int c = 0; c < 4; c++) {
            Arrays.fill(out[c], dims[c]);
        }
        m.store(op, out);
    }

    /// IMG2HND and SAMP2HND: the handle of a unit is its index (x; y = 0, the handle's high word).
    static void handle(ExecMachine m, DecodedOp op) {
        int[][] out = m.dstScratch;
        int unit = m.unit(op.src[0]);
        Arrays.fill(out[0], unit);
        Arrays.fill(out[1], 0);
        Arrays.fill(out[2], unit);
        Arrays.fill(out[3], 0);
        m.store(op, out);
    }

    static void emit(ExecMachine m, DecodedOp op, boolean endPrimitive) {
        VertexEmitter e = ExecMachine.require(m.emitter, m, op, "VertexEmitter");
        int stream = m.uniform(op, 0, 0);
        int lanes = m.exec & ~m.killMask & ~m.demoteMask;
        if (endPrimitive) {
            e.endPrimitive(m, stream, lanes);
        } else {
            e.emit(m, stream, lanes);
        }
    }

    /// MEMBAR: a full fence, so that blocks running on other threads see this block's stores.
    static void membar() {
        VarHandle.fullFence();
    }
}
