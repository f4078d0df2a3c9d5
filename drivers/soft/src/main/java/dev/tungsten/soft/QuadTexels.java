package dev.tungsten.soft;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/// The 32-bit texels under a [QuadBatch]'s live lanes, moved between a colour or depth buffer and
/// a scratch block in lane order (lane `l` at byte `4l`), where the fast paths of the blend and
/// depth stages work on them a vector of lanes at a time: a full quad as two 64-bit words (one
/// per row), a partial one pixel by pixel. Lanes that are not live are neither read nor written.
final class QuadTexels {
    static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    /// The scratch block's layouts: little-endian, so a long holds lane `l` below lane `l + 1`.
    static final ValueLayout.OfInt PX_INT = ValueLayout.JAVA_INT.withOrder(ByteOrder.LITTLE_ENDIAN);
    static final ValueLayout.OfLong PX_LONG = ValueLayout.JAVA_LONG.withOrder(ByteOrder.LITTLE_ENDIAN);

    private QuadTexels() {
    }

    /// Reads the live lanes' texels of `t` into `px`.
    static void gather(QuadBatch b, TargetView t, MemorySegment px) {
        move(b, t, px, false, 0, b.quads);
    }

    /// Stores the live lanes' texels from `px` into `t`.
    static void store(QuadBatch b, TargetView t, MemorySegment px) {
        move(b, t, px, true, 0, b.quads);
    }

    /// [#store] of quads `from` to `to - 1` only.
    static void store(QuadBatch b, TargetView t, MemorySegment px, int from, int to) {
        move(b, t, px, true, from, to);
    }

    private static void move(QuadBatch b, TargetView t, MemorySegment px, boolean store, int from, int to) {
        byte[] data = t.data();
        int bytes = t.bytes(), stride = t.stride(), origin = t.base();
        for (int q = from; q < to; q++) {
            int m = b.mask[q];
            if (m == 0) {
                continue;
            }
            // TargetView.offset by hand: callers are past C2's inlining size, so the call stayed
            int base = origin + b.qy[q] * stride + b.qx[q] * bytes;
            long at = 4L * q * Integer.BYTES;
            if (m == 0xF) {
                // lanes l, l + 1 and l + 2, l + 3 as one little-endian long each
                if (store) {
                    LONG.set(data, base, px.get(PX_LONG, at));
                    LONG.set(data, base + stride, px.get(PX_LONG, at + 8));
                } else {
                    px.set(PX_LONG, at, (long) LONG.get(data, base));
                    px.set(PX_LONG, at + 8, (long) LONG.get(data, base + stride));
                }
                continue;
            }
            for (int i = 0; i < 4; i++) {
                int texel = base + (i & 1) * bytes + (i >> 1) * stride;
                if ((m >> i & 1) != 0 && store) {
                    INT.set(data, texel, px.get(PX_INT, at + 4L * i));
                } else if ((m >> i & 1) != 0) {
                    px.set(PX_INT, at + 4L * i, (int) INT.get(data, texel));
                }
            }
        }
    }
}
