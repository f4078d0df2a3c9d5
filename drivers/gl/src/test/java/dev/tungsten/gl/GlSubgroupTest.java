package dev.tungsten.gl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.lwjgl.opengl.GL11C;

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

/// What the OpenGL driver's subgroup is (docs/decisions/0024): the driver's own, reached through
/// `GL_ARB_shader_ballot` and `GL_ARB_shader_group_vote`. On llvmpipe a subgroup is one SIMD
/// vector of invocations, as wide as the vector width its renderer string names ("256 bits": 8
/// lanes of 32 bits), taken in `local_invocation_index` order; `GL_KHR_shader_subgroup` is not
/// exposed by the Mesa here, so only the ARB functions exist.
class GlSubgroupTest {
    private static final Pattern VECTOR_BITS = Pattern.compile("(\\d+) bits");

    /// The SIMD width llvmpipe names in its renderer string, in 32-bit lanes; 0 for another driver.
    private static int llvmpipeLanes(String renderer) {
        Matcher m = VECTOR_BITS.matcher(renderer);
        return renderer.contains("llvmpipe") && m.find() ? Integer.parseInt(m.group(1)) / 32 : 0;
    }

    @Test
    void theArbBallotAndVoteExtensionsAreExposed() {
        try (EglContext gl = GlTestSupport.open()) {
            // Another driver's extensions are its own business: the translator refuses a shader
            // needing one that is missing, by name (GlslFeature).
            int lanes = llvmpipeLanes(gl.renderer());
            if (lanes != 0) {
                assertTrue(gl.extensions().contains("GL_ARB_shader_ballot"), gl.toString());
                assertTrue(gl.extensions().contains("GL_ARB_shader_group_vote"), gl.toString());
                assertTrue(gl.extensions().contains("GL_ARB_gpu_shader_int64"), "the 64-bit ballot needs uint64_t");
            }
            if (lanes != 0 && gl.extensions().contains("GL_KHR_shader_subgroup")) {
                // A newer Mesa: its size (GL_SUBGROUP_SIZE_KHR) must be the vector width too.
                assertEquals(lanes, GL11C.glGetInteger(0x9532), gl.renderer());
            }
            assertEquals(GL11C.GL_NO_ERROR, GL11C.glGetError());
        }
    }

    /// A workgroup of 40 invocations: each stores its subgroup size * 65536 + its subgroup
    /// invocation id * 256 + the number of bits in a ballot of `true`. The size is one power of two
    /// for all; ids run in local-index order within each subgroup; the last subgroup has only the
    /// remaining invocations active. On llvmpipe the size is its vector width in lanes.
    @Test
    void aComputeSubgroupIsTheDriversVectorOfInvocations() {
        int[] w = new int[40];
        String renderer;
        try (GlScreen screen = GlTestSupport.screen(); Context ctx = screen.createContext()) {
            renderer = screen.description();
            Resource buf = screen.createResource(ResourceTemplate.buffer(40 * 4, Bind.SHADER_BUFFER));
            ctx.setShaderBuffers(Processor.COMP, 0, List.of(ShaderBuffer.of(buf)));
            ctx.bindShaderState(Processor.COMP, ctx.createShaderState(ShaderState.of(TgsiText.parse("""
                    COMP
                    PROPERTY CS_FIXED_BLOCK_WIDTH 40
                    PROPERTY CS_FIXED_BLOCK_HEIGHT 1
                    PROPERTY CS_FIXED_BLOCK_DEPTH 1
                    DCL SV[0], THREAD_ID
                    DCL SV[1], SUBGROUP_SIZE
                    DCL SV[2], SUBGROUP_INVOCATION
                    DCL BUFFER[0]
                    DCL TEMP[0..2]
                    IMM[0] UINT32 {65536, 256, 4, 4294967295}
                      0: BALLOT TEMP[0].xy, IMM[0].wwww
                      1: POPC TEMP[0].x, TEMP[0].xxxx
                      2: UMAD TEMP[1].x, SV[1].xxxx, IMM[0].xxxx, TEMP[0].xxxx
                      3: UMAD TEMP[1].x, SV[2].xxxx, IMM[0].yyyy, TEMP[1].xxxx
                      4: UMUL TEMP[2].x, SV[0].xxxx, IMM[0].zzzz
                      5: STORE BUFFER[0].x, TEMP[2].xxxx, TEMP[1].xxxx
                      6: END
                    """, "cs"))));
            ctx.launchGrid(new GridInfo(40, 1, 1, 1, 1, 1));
            Transfer t = ctx.map(buf, 0, Box.ofBytes(0, 40 * 4), Transfer.READ);
            for (int i = 0; i < 40; i++) {
                w[i] = t.data().getInt(4 * i);
            }
            ctx.unmap(t);
        }
        int size = w[0] >>> 16;
        assertTrue(size >= 4 && size <= 64 && Integer.bitCount(size) == 1, "subgroup size " + size);
        int lanes = llvmpipeLanes(renderer);
        if (lanes != 0) {
            assertEquals(lanes, size, renderer);
        }
        for (int i = 0; i < 40; i++) {
            int active = Math.min(size, 40 - i / size * size);
            assertEquals(size * 65536 + i % size * 256 + active, w[i], "invocation " + i + " (" + renderer + ")");
        }
    }
}
