package dev.tungsten.vk;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/// The compute runner with shaders compiled from GLSL, validation layer on, leaks checked at close.
class VkComputeRunnerTest {
    private static VulkanDevice device;

    @BeforeAll
    static void open() {
        device = VkTestSupport.device();
    }

    @AfterAll
    static void close() {
        if (device != null) {
            device.close();
        }
    }

    private static int[] comp(String body) {
        return GlslToSpirv.compile("#version 450\n" + body, GlslToSpirv.Stage.COMPUTE, "test.comp");
    }

    private static final String SCALE_AND_ADD = """
            layout(local_size_x = 16) in;
            layout(std430, binding = 0) readonly buffer In { uint a[]; };
            layout(std430, binding = 1) buffer Out { uint b[]; };
            layout(std140, binding = 5) uniform K { uvec4 k; };
            void main() { uint i = gl_GlobalInvocationID.x; b[i] = a[i] * 2u + k.y; }
            """;

    @Test
    void storageAndUniformBuffersRoundTrip() {
        int[] in = new int[64];
        for (int i = 0; i < in.length; i++) {
            in[i] = i * 1000 + 1;
        }
        for (boolean push : new boolean[] {true, false}) {
            Map<Integer, int[]> out = new VkComputeRunner(device, push).run(comp(SCALE_AND_ADD), List.of(
                    new VkComputeRunner.Binding(0, VkComputeRunner.Kind.STORAGE, in),
                    new VkComputeRunner.Binding(1, VkComputeRunner.Kind.STORAGE, new int[64]),
                    new VkComputeRunner.Binding(5, VkComputeRunner.Kind.UNIFORM, new int[] {0, 7, 0, 0})), 4, 1, 1);
            for (int i = 0; i < 64; i++) {
                assertEquals(in[i] * 2 + 7, out.get(1)[i], "push " + push + " element " + i);
            }
            assertArrayEquals(in, out.get(0));
            assertArrayEquals(new int[] {0, 7, 0, 0}, out.get(5));
        }
    }

    @Test
    void atomicsAndSharedMemoryAcrossWorkgroups() {
        Map<Integer, int[]> out = new VkComputeRunner(device).run(comp("""
                layout(local_size_x = 8, local_size_y = 4) in;
                layout(std430, binding = 0) buffer Counter { uint total; uint perGroup[]; };
                shared uint local;
                void main() {
                    if (gl_LocalInvocationIndex == 0u) local = 0u;
                    barrier();
                    atomicAdd(local, 1u);
                    barrier();
                    if (gl_LocalInvocationIndex == 0u) {
                        perGroup[gl_WorkGroupID.x + 3u * gl_WorkGroupID.y] = local;
                        atomicAdd(total, local);
                    }
                }
                """), List.of(new VkComputeRunner.Binding(0, VkComputeRunner.Kind.STORAGE, new int[1 + 6])), 3, 2, 1);
        assertArrayEquals(new int[] {192, 32, 32, 32, 32, 32, 32}, out.get(0));
    }

    @Test
    void anInvalidModuleIsATypedError() {
        int[] words = comp(SCALE_AND_ADD);
        words[3] = 1; // an id bound of 1 leaves every id out of range
        VkException e = assertThrows(VkException.class, () -> new VkComputeRunner(device).run(words,
                List.of(new VkComputeRunner.Binding(0, VkComputeRunner.Kind.STORAGE, new int[4])), 1, 1, 1));
        assertEquals(VkException.Kind.INVALID_SPIRV, e.kind());
        assertEquals("VkComputeRunner.run", e.call());
    }
}
