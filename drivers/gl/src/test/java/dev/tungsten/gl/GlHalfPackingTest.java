package dev.tungsten.gl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.GridInfo;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.ShaderBuffer;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Transfer;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.TgsiText;

/// PK2H and UP2H as the GL driver runs them (`packHalf2x16`, `unpackHalf2x16`), against the
/// interpreter's semantics (`Float.floatToFloat16`: round to nearest even, overflow to ±inf,
/// subnormals kept). The f16 lowering rounds every f16 result with this pair, so a driver that
/// truncated, flushed subnormals or saturated would change f16 arithmetic. On llvmpipe both agree
/// with the interpreter bit for bit (subnormal halves are kept). NaN inputs are left out (GLSL
/// does not define which NaN `packHalf2x16` gives). A negative zero keeps its sign.
class GlHalfPackingTest {
    private static GlScreen screen;

    @BeforeAll
    static void open() {
        screen = GlTestSupport.screen();
    }

    @AfterAll
    static void close() {
        if (screen != null) {
            screen.close();
        }
    }

    private static int[] run(String op, int[] input) {
        int n = input.length;
        try (Context ctx = screen.createContext()) {
            Resource in = screen.createResource(ResourceTemplate.buffer(n * 4, Bind.SHADER_BUFFER));
            Resource out = screen.createResource(ResourceTemplate.buffer(n * 4, Bind.SHADER_BUFFER));
            Transfer w = ctx.map(in, 0, Box.ofBytes(0, n * 4), Transfer.WRITE);
            for (int i = 0; i < n; i++) {
                w.data().putInt(4 * i, input[i]);
            }
            ctx.unmap(w);
            ctx.setShaderBuffers(Processor.COMP, 0, List.of(ShaderBuffer.of(in), ShaderBuffer.of(out)));
            ctx.bindShaderState(Processor.COMP, ctx.createShaderState(ShaderState.of(TgsiText.parse("""
                    COMP
                    DCL SV[0], THREAD_ID
                    DCL SV[1], BLOCK_ID
                    DCL BUFFER[0]
                    DCL BUFFER[1]
                    DCL TEMP[0..1]
                    IMM[0] UINT32 {4, 64, 0, 0}
                    UMAD TEMP[0].x, SV[1].xxxx, IMM[0].yyyy, SV[0].xxxx
                    UMUL TEMP[0].y, TEMP[0].xxxx, IMM[0].xxxx
                    LOAD TEMP[1].x, BUFFER[0], TEMP[0].yyyy
                    %s TEMP[1].x, TEMP[1].xxxx
                    STORE BUFFER[1].x, TEMP[0].yyyy, TEMP[1].xxxx
                    END
                    """.formatted(op), "cs"))));
            ctx.launchGrid(new GridInfo(64, 1, 1, n / 64, 1, 1));
            Transfer t = ctx.map(out, 0, Box.ofBytes(0, n * 4), Transfer.READ);
            int[] got = new int[n];
            for (int i = 0; i < n; i++) {
                got[i] = t.data().getInt(4 * i);
            }
            ctx.unmap(t);
            return got;
        }
    }

    /// Floats around every binary16 value (each value, the midpoints to its neighbours and one
    /// f32 ulp either side of them) plus the overflow threshold: rounding, ties, subnormals.
    @Test
    void packHalfRoundsToNearestEvenKeepsSubnormalsAndOverflowsToInfinity() {
        if (!screen.caps().stages().contains(Processor.COMP)) {
            return;
        }
        int[] input = new int[0x8000 * 4];
        int k = 0;
        for (int h = 0; h < 0x7C00; h++) {
            float v = Float.float16ToFloat((short) h);
            float mid = (v + Float.float16ToFloat((short) (h + 1))) / 2;
            for (float f : new float[] {v, mid, Math.nextDown(mid), Math.nextUp(mid)}) {
                input[k++] = Float.floatToRawIntBits((h & 1) == 0 ? f : -f);
            }
        }
        input[k++] = Float.floatToRawIntBits(65520f);
        input[k++] = Float.floatToRawIntBits(Math.nextDown(65520f));
        input[k++] = Float.floatToRawIntBits(Float.POSITIVE_INFINITY);
        input[k++] = Float.floatToRawIntBits(-1e30f);
        // -0 and a negative subnormal: the sign bit reaches the half.
        input[k++] = Float.floatToRawIntBits(-0.0f);
        input[k] = Float.floatToRawIntBits(-0x1p-24f);
        int[] got = run("PK2H", input);
        for (int i = 0; i < input.length; i++) {
            float f = Float.intBitsToFloat(input[i]);
            int want = Float.floatToFloat16(f) & 0xFFFF;
            assertEquals(want, got[i] & 0xFFFF, "packHalf2x16(" + f + ").x");
            assertEquals(want, got[i] >>> 16, "packHalf2x16(" + f + ").y");
        }
    }

    @Test
    void unpackHalfIsExactForEveryNonNanHalf() {
        if (!screen.caps().stages().contains(Processor.COMP)) {
            return;
        }
        // The high half is 1.0 so that no word reads as a subnormal f32: on llvmpipe a loaded
        // word with an f32-subnormal bit pattern comes back as zero from the float temporary.
        int[] input = new int[0x10000];
        for (int h = 0; h < input.length; h++) {
            input[h] = 0x3C00 << 16 | h;
        }
        int[] got = run("UP2H", input);
        int checked = 0;
        for (int h = 0; h < input.length; h++) {
            float want = Float.float16ToFloat((short) h);
            if (!Float.isNaN(want)) {
                assertEquals(Float.floatToRawIntBits(want), got[h], "unpackHalf2x16(0x" + Integer.toHexString(h) + ")");
                checked++;
            }
        }
        assertTrue(checked > 63000);
    }
}
