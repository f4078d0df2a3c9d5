package dev.tungsten.vk;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.vulkan.VkBufferCreateInfo;

import static org.junit.jupiter.api.Assertions.*;
import static org.lwjgl.vulkan.VK10.*;

/// The device layer: choice and caps, transfers, the debug mode's typed errors, thread confinement
/// and leak reports. Runs with the validation layer on; [#close] asserts that it stayed silent.
class VulkanDeviceTest {
    private static VulkanDevice device;

    @BeforeAll
    static void open() {
        device = VkTestSupport.device();
    }

    @AfterAll
    static void close() {
        if (device != null) {
            device.close(); // throws on leaks or unreported validation messages
        }
    }

    @Test
    void theDeviceIsVulkan13WithTheFeaturesTheDriverNeeds() {
        VkCaps caps = device.caps();
        assertTrue(device.debugEnabled());
        assertTrue(caps.apiVersion() >= org.lwjgl.vulkan.VK13.VK_API_VERSION_1_3, caps.apiVersionText());
        for (VkFeature f : new VkFeature[] {VkFeature.dynamicRendering, VkFeature.synchronization2,
                VkFeature.shaderDemoteToHelperInvocation, VkFeature.maintenance4}) {
            assertTrue(caps.has(f), f + " is required by Vulkan 1.3");
        }
        // Core features every device the driver targets has (lavapipe and desktop GPUs).
        for (VkFeature f : new VkFeature[] {VkFeature.robustBufferAccess, VkFeature.independentBlend,
                VkFeature.fragmentStoresAndAtomics, VkFeature.depthClamp}) {
            assertTrue(caps.has(f), f + " on " + caps.deviceName());
        }
        assertTrue(caps.limits().maxUniformBufferRange() >= 16384, "the spec's minimum");
        assertTrue(caps.limits().maxColorAttachments() >= 4, "the spec's minimum");
        if (caps.deviceName().startsWith("llvmpipe")) {
            assertTrue(caps.pushDescriptors(), "lavapipe has VK_KHR_push_descriptor");
            assertTrue(caps.has(VkFeature.shaderFloat64) && caps.has(VkFeature.shaderInt64));
            assertFalse(caps.has(VkFeature.shaderStorageImageReadWithoutFormat), "lavapipe lacks it (ENVIRONMENT.md)");
            assertEquals(65536, caps.limits().maxUniformBufferRange());
        }
    }

    @Test
    void buffersRoundTripThroughStagingAndMapping() {
        int[] words = new int[1000];
        for (int i = 0; i < words.length; i++) {
            words[i] = i * 0x01010101 ^ 0x5A5A5A5A;
        }
        ByteBuffer data = ByteBuffer.allocateDirect(4 * words.length).order(ByteOrder.LITTLE_ENDIAN);
        data.asIntBuffer().put(words);
        try (DeviceBuffer local = device.createBuffer(4 * words.length,
                VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT, false);
                DeviceBuffer host = device.createBuffer(4 * words.length, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, true)) {
            device.upload(local, 0, data.duplicate());
            int[] back = new int[words.length];
            device.download(local, 0, 4 * words.length).asIntBuffer().get(back);
            assertArrayEquals(words, back);
            host.write(0, words);
            assertArrayEquals(words, host.readWords());
            VkException e = assertThrows(VkException.class, () -> host.read(4 * words.length - 4, 8));
            assertTrue(e.getMessage().contains("outside a buffer of 4000"), e.getMessage());
        }
    }

    @Test
    void anImageRoundTripsThroughStaging() {
        int[] texels = new int[4 * 3 * 4];
        for (int i = 0; i < texels.length; i++) {
            texels[i] = 0x80000000 + i * 7919;
        }
        ByteBuffer data = ByteBuffer.allocateDirect(4 * texels.length).order(ByteOrder.LITTLE_ENDIAN);
        data.asIntBuffer().put(texels);
        try (DeviceImage image = device.createImage(VK_FORMAT_R32G32B32A32_UINT, 4, 3, 1, 1,
                VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT | VK_IMAGE_USAGE_SAMPLED_BIT)) {
            device.upload(image, data, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL);
            assertEquals(VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL, image.layout());
            int[] back = new int[texels.length];
            device.download(image, 16, VK_IMAGE_LAYOUT_GENERAL).asIntBuffer().get(back);
            assertArrayEquals(texels, back);
        }
    }

    @Test
    void anImageBeyondTheLimitsNamesThem() {
        int max = device.caps().limits().maxImageDimension2D();
        VkException e = assertThrows(VkException.class, () -> device.createImage(VK_FORMAT_R8G8B8A8_UNORM, max + 1, 1, 1, 1,
                VK_IMAGE_USAGE_SAMPLED_BIT));
        assertEquals("createImage", e.call());
        assertTrue(e.getMessage().contains("maxImageDimension2D " + max), e.getMessage());
    }

    @Test
    void aValidationErrorBecomesAnExceptionNamingThePipeCall() {
        long[] made = new long[1];
        VkException e = assertThrows(VkException.class, () -> device.run("createResource", () -> {
            try (MemoryStack stack = MemoryStack.stackPush()) {
                var lp = stack.mallocLong(1);
                // usage 0 breaks VUID-VkBufferCreateInfo-usage-requiredbitmask; lavapipe makes the buffer anyway.
                device.check(vkCreateBuffer(device.handle(), VkBufferCreateInfo.calloc(stack).sType$Default().size(64)
                        .usage(0), null, lp), "vkCreateBuffer");
                made[0] = lp.get(0);
            }
        }));
        try {
            assertEquals(VkException.Kind.VALIDATION, e.kind());
            assertEquals("createResource", e.call());
            assertTrue(e.getMessage().contains("VkBufferCreateInfo-usage"), e.getMessage());
            assertTrue(e.getMessage().contains("during createResource"), e.getMessage());
        } finally {
            if (made[0] != 0) {
                vkDestroyBuffer(device.handle(), made[0], null);
            }
        }
        // The next call starts clean.
        device.run("flush", () -> {});
    }

    @Test
    void aCallFromAnotherThreadIsATypedError() throws Exception {
        ExecutorService other = Executors.newSingleThreadExecutor();
        try {
            Future<VkException> f = other.submit(() -> assertThrows(VkException.class,
                    () -> device.createBuffer(16, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, true)));
            VkException e = f.get();
            assertEquals(VkException.Kind.WRONG_THREAD, e.kind());
            assertEquals("createBuffer", e.call());
            assertTrue(e.getMessage().contains("owned by thread"), e.getMessage());
        } finally {
            other.shutdown();
        }
    }

    @Test
    void aDeviceNameThatMatchesNothingListsTheDevices() {
        VkException e = assertThrows(VkException.class, () -> VulkanDevice.create(new VulkanDevice.Options("no-such-gpu-xyz", false)));
        assertEquals(VkException.Kind.UNAVAILABLE, e.kind());
        assertInstanceOf(dev.tungsten.pipe.PipeException.class, e);
        assertTrue(e.getMessage().contains("no Vulkan device name contains 'no-such-gpu-xyz'"), e.getMessage());
        assertTrue(e.getMessage().contains(device.caps().deviceName()), e.getMessage());
    }

    @Test
    void leaksAreReportedAtCloseAndAClosedDeviceRefusesCalls() {
        VulkanDevice other = VkTestSupport.device();
        DeviceBuffer forgotten = other.createBuffer(256, VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT, true);
        try (MemoryStack stack = MemoryStack.stackPush()) {
            var lp = stack.mallocLong(1);
            other.run("createResource", () -> other.check(vkCreateBuffer(other.handle(), VkBufferCreateInfo.calloc(stack)
                    .sType$Default().size(64).usage(VK_BUFFER_USAGE_STORAGE_BUFFER_BIT), null, lp), "vkCreateBuffer"));
        }
        VkException e = assertThrows(VkException.class, other::close);
        assertEquals(VkException.Kind.LEAK, e.kind());
        assertTrue(e.getMessage().contains(forgotten.describe()), e.getMessage());
        // The raw buffer is reported by the validation layer at vkDestroyDevice.
        assertTrue(e.getMessage().contains("VkBuffer") && e.getMessage().contains("has not been destroyed"), e.getMessage());
        assertTrue(other.isClosed());
        VkException closed = assertThrows(VkException.class, () -> other.run("drawVbo", () -> {}));
        assertEquals(VkException.Kind.CLOSED, closed.kind());
        assertEquals("drawVbo", closed.call());
        assertDoesNotThrow(other::close, "closing twice does nothing");
    }

    @Test
    void resultCodesMapToKinds() {
        assertEquals(VkException.Kind.DEVICE_LOST, VkException.kindOf(VK_ERROR_DEVICE_LOST));
        assertEquals(VkException.Kind.OUT_OF_MEMORY, VkException.kindOf(VK_ERROR_OUT_OF_DEVICE_MEMORY));
        assertEquals(VkException.Kind.OUT_OF_MEMORY, VkException.kindOf(VK_ERROR_OUT_OF_HOST_MEMORY));
        assertEquals(VkException.Kind.UNAVAILABLE, VkException.kindOf(VK_ERROR_INCOMPATIBLE_DRIVER));
        VkException e = assertThrows(VkException.class, () -> VkException.check(VK_ERROR_DEVICE_LOST, "flush", "vkQueueSubmit"));
        assertEquals("flush: vkQueueSubmit failed: VK_ERROR_DEVICE_LOST", e.getMessage());
        assertDoesNotThrow(() -> VkException.check(VK_SUCCESS, "flush", "vkQueueSubmit"));
    }
}
