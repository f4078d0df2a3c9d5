package dev.tungsten.vk;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.lwjgl.PointerBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;
import org.lwjgl.vulkan.VkApplicationInfo;
import org.lwjgl.vulkan.VkCommandBuffer;
import org.lwjgl.vulkan.VkCommandBufferAllocateInfo;
import org.lwjgl.vulkan.VkCommandBufferBeginInfo;
import org.lwjgl.vulkan.VkCommandPoolCreateInfo;
import org.lwjgl.vulkan.VkDevice;
import org.lwjgl.vulkan.VkDeviceCreateInfo;
import org.lwjgl.vulkan.VkDeviceQueueCreateInfo;
import org.lwjgl.vulkan.VkExtensionProperties;
import org.lwjgl.vulkan.VkFenceCreateInfo;
import org.lwjgl.vulkan.VkInstance;
import org.lwjgl.vulkan.VkInstanceCreateInfo;
import org.lwjgl.vulkan.VkLayerProperties;
import org.lwjgl.vulkan.VkPhysicalDevice;
import org.lwjgl.vulkan.VkPhysicalDeviceMemoryProperties;
import org.lwjgl.vulkan.VkPhysicalDeviceProperties;
import org.lwjgl.vulkan.VkQueue;
import org.lwjgl.vulkan.VkQueueFamilyProperties;
import org.lwjgl.vulkan.VkSubmitInfo;

import static org.lwjgl.vulkan.EXTDebugUtils.*;
import static org.lwjgl.vulkan.KHRPushDescriptor.VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME;
import static org.lwjgl.vulkan.VK10.*;
import static org.lwjgl.vulkan.VK13.VK_API_VERSION_1_3;

/// One Vulkan instance, physical device and logical device with one queue: what the Vulkan
/// driver and its test runners stand on.
///
/// **Device choice.** The device whose name contains [Options#deviceName] (case-insensitive; from
/// `-Dtungsten.vk.device` or `TUNGSTEN_VK_DEVICE` by default); without a name, the first discrete
/// GPU, else integrated, virtual, CPU (lavapipe when it is the only one). Only Vulkan 1.3 devices
/// with a graphics+compute queue count. A name that matches none is a [VkException] (a
/// [dev.tungsten.pipe.PipeException]) listing the devices there are.
///
/// **Features.** Every [VkFeature] the device has is enabled, with `VK_KHR_push_descriptor` and
/// the extensions behind those features; [#caps] records the result.
///
/// **Calls and errors.** Work runs inside [#call] with the name of the pipe call it serves; a
/// `VkResult` error becomes a [VkException] naming that call (DEVICE_LOST and OUT_OF_MEMORY as
/// their own kinds; after a lost device every call fails fast), and in debug mode every error or
/// warning the validation layer sent during the call becomes a VALIDATION [VkException] at its
/// end. Vulkan objects are not thread-safe, so the device is confined to the thread that created
/// it, as the OpenGL driver's context is: a call from another thread is a WRONG_THREAD error.
///
/// **Leaks.** [#close] destroys the device and the instance, then throws a LEAK [VkException]
/// when buffers or images of this class were still open or, in debug mode, when the validation
/// layer reported objects alive at `vkDestroyDevice`; tests assert that it does not throw.
public final class VulkanDevice implements AutoCloseable {
    /// The system property naming the device to use (a substring of its name).
    public static final String DEVICE_PROPERTY = "tungsten.vk.device";
    /// The environment variable read when the property is not set.
    public static final String DEVICE_ENVIRONMENT = "TUNGSTEN_VK_DEVICE";
    /// Device extensions enabled where present: push descriptors, stencil export (the fragment
    /// STENCIL output) and the structures of [VkFeature].
    static final List<String> WANTED_EXTENSIONS;
    /// How long a submission may run before the device counts as hung.
    private static final long FENCE_TIMEOUT_NS = 60_000_000_000L;
    private static final String NO_CALL = "(no pipe call)";

    static {
        List<String> wanted = new ArrayList<>(List.of(VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME, "VK_EXT_shader_stencil_export"));
        for (VkFeature.Struct s : VkFeature.Struct.values()) {
            if (s.extension != null) {
                wanted.add(s.extension);
            }
        }
        WANTED_EXTENSIONS = List.copyOf(wanted);
    }

    /// How to make a device.
    /// @param deviceName a substring of the device's name, or null for the default choice
    /// @param debug      whether to enable the validation layer and turn its messages into exceptions
    public record Options(String deviceName, boolean debug) {
        /// The device named by `tungsten.vk.device` / `TUNGSTEN_VK_DEVICE`, debug mode from
        /// `tungsten.vk.debug` / `TUNGSTEN_VK_DEBUG`.
        public static Options defaults() {
            String p = System.getProperty(DEVICE_PROPERTY);
            String name = p != null && !p.isBlank() ? p.trim() : System.getenv(DEVICE_ENVIRONMENT);
            return new Options(name == null || name.isBlank() ? null : name.trim(), VkDebug.requested());
        }

        public Options withDebug(boolean on) {
            return new Options(deviceName, on);
        }
    }

    private final Thread owner;
    private final VkInstance instance;
    private final VkDebug debug;
    private final long messenger;
    private final VkPhysicalDevice physical;
    private final VkDevice device;
    private final VkQueue queue;
    private final int queueFamily;
    private final long commandPool;
    private final VkCommandBuffer commandBuffer;
    private final long fence;
    private final VkCaps caps;
    private final VkPhysicalDeviceMemoryProperties memoryProperties;
    private final Set<DeviceObject> live = new LinkedHashSet<>();
    /// The pipe call in progress (null outside [#call]); only the owner thread touches it.
    private String currentCall;
    private boolean lost;
    private boolean closed;

    /// A device made with [Options#defaults].
    public static VulkanDevice create() {
        return create(Options.defaults());
    }

    /// A device made with `options`.
    /// @throws VkException UNAVAILABLE without a Vulkan loader, driver, matching 1.3 device or,
    ///         in debug mode, the validation layer
    public static VulkanDevice create(Options options) {
        return new VulkanDevice(options);
    }

    private VulkanDevice(Options options) {
        owner = Thread.currentThread();
        currentCall = "createDevice";
        debug = options.debug() ? new VkDebug() : null;
        VkInstance inst = null;
        long msg = 0;
        VkDevice dev = null;
        try (MemoryStack stack = MemoryStack.stackPush()) {
            inst = createInstance(stack, debug);
            if (debug != null) {
                var lp = stack.mallocLong(1);
                check(vkCreateDebugUtilsMessengerEXT(inst, debug.createInfo(stack), null, lp), "vkCreateDebugUtilsMessengerEXT");
                msg = lp.get(0);
            }
            Candidate chosen = choose(inst, options.deviceName(), stack);
            Set<String> extensions = deviceExtensions(chosen.device(), stack);
            VkFeature.Chain supported = VkFeature.chain(stack, extensions);
            supported.query(chosen.device());
            VkFeature.Chain enabled = VkFeature.chain(stack, extensions);
            for (VkFeature f : VkFeature.values()) {
                enabled.set(f, supported.get(f));
            }
            if (!supported.get(VkFeature.vulkanMemoryModelDeviceScope)) {
                enabled.set(VkFeature.vulkanMemoryModel, false);
            }
            List<String> enabledExtensions = new ArrayList<>();
            for (String e : WANTED_EXTENSIONS) {
                if (extensions.contains(e)) {
                    enabledExtensions.add(e);
                }
            }
            PointerBuffer names = stack.mallocPointer(enabledExtensions.size());
            for (String e : enabledExtensions) {
                names.put(stack.UTF8(e));
            }
            names.flip();
            VkDeviceQueueCreateInfo.Buffer queues = VkDeviceQueueCreateInfo.calloc(1, stack).sType$Default()
                    .queueFamilyIndex(chosen.queueFamily()).pQueuePriorities(stack.floats(1f));
            VkDeviceCreateInfo info = VkDeviceCreateInfo.calloc(stack).sType$Default().pNext(enabled.head())
                    .pQueueCreateInfos(queues).ppEnabledExtensionNames(names);
            PointerBuffer pd = stack.mallocPointer(1);
            check(vkCreateDevice(chosen.device(), info, null, pd), "vkCreateDevice");
            dev = new VkDevice(pd.get(0), chosen.device(), info, VK_API_VERSION_1_3);
            this.instance = inst;
            this.messenger = msg;
            this.physical = chosen.device();
            this.device = dev;
            this.queueFamily = chosen.queueFamily();
            queue = new VkQueue(getQueue(dev, chosen.queueFamily(), stack), dev);

            VkPhysicalDeviceProperties props = VkPhysicalDeviceProperties.calloc(stack);
            vkGetPhysicalDeviceProperties(chosen.device(), props);
            EnumSet<VkFeature> on = enabled.enabled();
            org.lwjgl.vulkan.VkPhysicalDeviceVulkan12Properties v12 = org.lwjgl.vulkan.VkPhysicalDeviceVulkan12Properties.calloc(stack)
                    .sType$Default();
            org.lwjgl.vulkan.VkPhysicalDeviceSubgroupProperties sub = org.lwjgl.vulkan.VkPhysicalDeviceSubgroupProperties.calloc(stack)
                    .sType$Default().pNext(v12.address());
            org.lwjgl.vulkan.VK11.vkGetPhysicalDeviceProperties2(chosen.device(),
                    org.lwjgl.vulkan.VkPhysicalDeviceProperties2.calloc(stack).sType$Default().pNext(sub.address()));
            caps = new VkCaps(props.deviceNameString(), props.deviceType(), props.apiVersion(), props.driverVersion(), on,
                    Set.copyOf(enabledExtensions), VkCaps.Limits.of(props.limits()), v12.shaderSignedZeroInfNanPreserveFloat32(),
                    new VkCaps.Subgroups(sub.subgroupSize(), sub.supportedStages(), sub.supportedOperations()));
            memoryProperties = VkPhysicalDeviceMemoryProperties.calloc();
            vkGetPhysicalDeviceMemoryProperties(chosen.device(), memoryProperties);

            var lp = stack.mallocLong(1);
            check(vkCreateCommandPool(dev, VkCommandPoolCreateInfo.calloc(stack).sType$Default()
                    .flags(VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT).queueFamilyIndex(queueFamily), null, lp), "vkCreateCommandPool");
            commandPool = lp.get(0);
            PointerBuffer cb = stack.mallocPointer(1);
            check(vkAllocateCommandBuffers(dev, VkCommandBufferAllocateInfo.calloc(stack).sType$Default()
                    .commandPool(commandPool).level(VK_COMMAND_BUFFER_LEVEL_PRIMARY).commandBufferCount(1), cb), "vkAllocateCommandBuffers");
            commandBuffer = new VkCommandBuffer(cb.get(0), dev);
            check(vkCreateFence(dev, VkFenceCreateInfo.calloc(stack).sType$Default(), null, lp), "vkCreateFence");
            fence = lp.get(0);
            if (debug != null) {
                debug.check("createDevice");
            }
        } catch (RuntimeException | LinkageError e) {
            // Undo what was made: the pool and fence die with the device.
            if (dev != null) {
                vkDestroyDevice(dev, null);
            }
            if (msg != 0) {
                vkDestroyDebugUtilsMessengerEXT(inst, msg, null);
            }
            if (inst != null) {
                vkDestroyInstance(inst, null);
            }
            if (debug != null) {
                debug.close();
            }
            if (e instanceof LinkageError) {
                throw new VkException(VkException.Kind.UNAVAILABLE, "createDevice",
                        "the Vulkan loader libvulkan.so.1 cannot be loaded (install libvulkan1): " + e, e);
            }
            throw e;
        } finally {
            currentCall = null;
        }
    }

    private static long getQueue(VkDevice dev, int family, MemoryStack stack) {
        PointerBuffer pq = stack.mallocPointer(1);
        vkGetDeviceQueue(dev, family, 0, pq);
        return pq.get(0);
    }

    private static VkInstance createInstance(MemoryStack stack, VkDebug debug) {
        VkApplicationInfo app = VkApplicationInfo.calloc(stack).sType$Default().pApplicationName(stack.UTF8("tungsten"))
                .pEngineName(stack.UTF8("tungsten")).apiVersion(VK_API_VERSION_1_3);
        VkInstanceCreateInfo info = VkInstanceCreateInfo.calloc(stack).sType$Default().pApplicationInfo(app);
        if (debug != null) {
            if (!instanceLayers(stack).contains(VkDebug.LAYER)) {
                throw new VkException(VkException.Kind.UNAVAILABLE, "createDevice", "debug mode needs " + VkDebug.LAYER
                        + ", which is not installed (Debian: vulkan-validationlayers)");
            }
            info.ppEnabledLayerNames(stack.pointers(stack.UTF8(VkDebug.LAYER)))
                    .ppEnabledExtensionNames(stack.pointers(stack.UTF8(VK_EXT_DEBUG_UTILS_EXTENSION_NAME)))
                    .pNext(debug.createInfo(stack).address());
        }
        PointerBuffer pi = stack.mallocPointer(1);
        int r = vkCreateInstance(info, null, pi);
        if (r == VK_ERROR_INCOMPATIBLE_DRIVER) {
            throw new VkException(VkException.Kind.UNAVAILABLE, "createDevice", "no Vulkan driver: vkCreateInstance failed: "
                    + VkException.resultName(r) + " (install mesa-vulkan-drivers for lavapipe, or a GPU's Vulkan driver)");
        }
        VkException.check(r, "createDevice", "vkCreateInstance");
        return new VkInstance(pi.get(0), info);
    }

    private static Set<String> instanceLayers(MemoryStack stack) {
        IntBuffer n = stack.mallocInt(1);
        vkEnumerateInstanceLayerProperties(n, null);
        Set<String> out = new TreeSet<>();
        try (VkLayerProperties.Buffer layers = VkLayerProperties.calloc(n.get(0))) {
            vkEnumerateInstanceLayerProperties(n, layers);
            for (VkLayerProperties l : layers) {
                out.add(l.layerNameString());
            }
        }
        return out;
    }

    private static Set<String> deviceExtensions(VkPhysicalDevice device, MemoryStack stack) {
        IntBuffer n = stack.mallocInt(1);
        vkEnumerateDeviceExtensionProperties(device, (ByteBuffer) null, n, null);
        Set<String> out = new TreeSet<>();
        try (VkExtensionProperties.Buffer exts = VkExtensionProperties.calloc(n.get(0))) {
            vkEnumerateDeviceExtensionProperties(device, (ByteBuffer) null, n, exts);
            for (VkExtensionProperties e : exts) {
                out.add(e.extensionNameString());
            }
        }
        return out;
    }

    /// A physical device as the choice sees it; `queueFamily` is -1 without a graphics+compute family.
    private record Candidate(VkPhysicalDevice device, String name, int type, int apiVersion, int queueFamily) {
        boolean usable() {
            return apiVersion >= VK_API_VERSION_1_3 && queueFamily >= 0;
        }

        /// Discrete, integrated, virtual, CPU, other.
        int rank() {
            return switch (type) {
                case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU -> 0;
                case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU -> 1;
                case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU -> 2;
                case VK_PHYSICAL_DEVICE_TYPE_CPU -> 3;
                // VK_PHYSICAL_DEVICE_TYPE_OTHER and types of later versions
                default -> 4;
            };
        }

        String describe() {
            return "'" + name + "' (" + typeName(type) + ", Vulkan " + (apiVersion >>> 22 & 0x7F) + "." + (apiVersion >>> 12 & 0x3FF)
                    + (queueFamily < 0 ? ", no graphics+compute queue" : "") + ")";
        }
    }

    private static Candidate choose(VkInstance inst, String wanted, MemoryStack stack) {
        IntBuffer n = stack.mallocInt(1);
        check(vkEnumeratePhysicalDevices(inst, n, null), "createDevice", "vkEnumeratePhysicalDevices");
        PointerBuffer handles = stack.mallocPointer(n.get(0));
        check(vkEnumeratePhysicalDevices(inst, n, handles), "createDevice", "vkEnumeratePhysicalDevices");
        List<Candidate> all = new ArrayList<>();
        for (int i = 0; i < n.get(0); i++) {
            VkPhysicalDevice d = new VkPhysicalDevice(handles.get(i), inst);
            VkPhysicalDeviceProperties p = VkPhysicalDeviceProperties.malloc(stack);
            vkGetPhysicalDeviceProperties(d, p);
            all.add(new Candidate(d, p.deviceNameString(), p.deviceType(), p.apiVersion(), graphicsComputeFamily(d, stack)));
        }
        List<Candidate> matching = all.stream()
                .filter(c -> wanted == null || c.name().toLowerCase().contains(wanted.toLowerCase())).toList();
        String list = all.isEmpty() ? "none" : String.join(", ", all.stream().map(Candidate::describe).toList());
        if (matching.isEmpty()) {
            throw new VkException(VkException.Kind.UNAVAILABLE, "createDevice", wanted == null
                    ? "Vulkan lists no physical device" : "no Vulkan device name contains '" + wanted + "' (devices: " + list + ")");
        }
        return matching.stream().filter(Candidate::usable).min(Comparator.comparingInt(Candidate::rank))
                .orElseThrow(() -> new VkException(VkException.Kind.UNAVAILABLE, "createDevice",
                        "no Vulkan 1.3 device with a graphics+compute queue" + (wanted == null ? "" : " named '" + wanted + "'")
                                + " (devices: " + list + ")"));
    }

    private static int graphicsComputeFamily(VkPhysicalDevice d, MemoryStack stack) {
        IntBuffer n = stack.mallocInt(1);
        vkGetPhysicalDeviceQueueFamilyProperties(d, n, null);
        VkQueueFamilyProperties.Buffer families = VkQueueFamilyProperties.malloc(n.get(0), stack);
        vkGetPhysicalDeviceQueueFamilyProperties(d, n, families);
        for (int i = 0; i < n.get(0); i++) {
            int want = VK_QUEUE_GRAPHICS_BIT | VK_QUEUE_COMPUTE_BIT;
            if ((families.get(i).queueFlags() & want) == want) {
                return i;
            }
        }
        return -1;
    }

    static String typeName(int type) {
        return switch (type) {
            case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU -> "integrated GPU";
            case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU -> "discrete GPU";
            case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU -> "virtual GPU";
            case VK_PHYSICAL_DEVICE_TYPE_CPU -> "CPU";
            // VK_PHYSICAL_DEVICE_TYPE_OTHER and types of later versions
            default -> "other";
        };
    }

    // --- accessors ------------------------------------------------------------------------------

    public VkCaps caps() {
        return caps;
    }

    /// Whether the validation layer is on and its messages become exceptions.
    public boolean debugEnabled() {
        return debug != null;
    }

    /// The logical device (use only inside [#call] on the owner thread).
    public VkDevice handle() {
        return device;
    }

    VkPhysicalDevice physical() {
        return physical;
    }

    VkInstance instance() {
        return instance;
    }

    int queueFamily() {
        return queueFamily;
    }

    // --- calls ----------------------------------------------------------------------------------

    /// Runs `body` as pipe call `call`: checks the thread and the device's state first, names
    /// `call` in every error of the body, and in debug mode throws the validation layer's messages
    /// from the body as a VALIDATION [VkException] at its end. A nested call keeps the outer name.
    public <T> T call(String call, Supplier<T> body) {
        checkUsable(call);
        if (currentCall != null) {
            return body.get();
        }
        currentCall = call;
        if (debug != null) {
            debug.currentCall(call);
        }
        try {
            T result = body.get();
            if (debug != null) {
                debug.check(call);
            }
            return result;
        } catch (RuntimeException e) {
            if (debug != null) {
                List<VkDebug.Message> messages = debug.drain();
                if (!messages.isEmpty()) {
                    e.addSuppressed(new VkException(VkException.Kind.VALIDATION, call, VkDebug.describe(messages)));
                }
            }
            throw e;
        } finally {
            currentCall = null;
            if (debug != null) {
                debug.currentCall(NO_CALL);
            }
        }
    }

    /// [#call] without a result.
    public void run(String call, Runnable body) {
        call(call, () -> {
            body.run();
            return null;
        });
    }

    /// The pipe call in progress, for error messages of helpers.
    String currentCall() {
        return currentCall != null ? currentCall : NO_CALL;
    }

    /// Throws the [VkException] for `result` when it is an error, naming the call in progress.
    void check(int result, String function) {
        if (result == VK_ERROR_DEVICE_LOST) {
            lost = true;
        }
        VkException.check(result, currentCall(), function);
    }

    private static void check(int result, String call, String function) {
        VkException.check(result, call, function);
    }

    /// Throws WRONG_THREAD, CLOSED or DEVICE_LOST when the device cannot take `call` now.
    public void checkUsable(String call) {
        if (Thread.currentThread() != owner) {
            throw new VkException(VkException.Kind.WRONG_THREAD, call, "the Vulkan device is owned by thread '"
                    + owner.getName() + "', not '" + Thread.currentThread().getName() + "'");
        }
        if (closed) {
            throw new VkException(VkException.Kind.CLOSED, call, "the Vulkan device is closed");
        }
        if (lost) {
            throw new VkException(VkException.Kind.DEVICE_LOST, call, "the Vulkan device was lost (VK_ERROR_DEVICE_LOST)");
        }
    }

    /// Records commands with `record` into the device's command buffer, submits them and waits
    /// for them to finish, as pipe call `call`.
    public void submit(String call, Consumer<VkCommandBuffer> record) {
        run(call, () -> {
            try (MemoryStack stack = MemoryStack.stackPush()) {
                check(vkResetCommandBuffer(commandBuffer, 0), "vkResetCommandBuffer");
                check(vkBeginCommandBuffer(commandBuffer, VkCommandBufferBeginInfo.calloc(stack).sType$Default()
                        .flags(VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT)), "vkBeginCommandBuffer");
                record.accept(commandBuffer);
                check(vkEndCommandBuffer(commandBuffer), "vkEndCommandBuffer");
                check(vkQueueSubmit(queue, VkSubmitInfo.calloc(stack).sType$Default()
                        .pCommandBuffers(stack.pointers(commandBuffer)), fence), "vkQueueSubmit");
                int r = vkWaitForFences(device, fence, true, FENCE_TIMEOUT_NS);
                if (r == VK_TIMEOUT) {
                    lost = true;
                    throw new VkException(VkException.Kind.DEVICE_LOST, call, "the device did not finish a submission in "
                            + FENCE_TIMEOUT_NS / 1_000_000_000L + " s; treating it as hung");
                }
                check(r, "vkWaitForFences");
                check(vkResetFences(device, fence), "vkResetFences");
            }
        });
    }

    // --- memory ---------------------------------------------------------------------------------

    /// The index of a memory type allowed by `typeBits` with all `required` property flags,
    /// preferring one that also has all `preferred` flags.
    /// @throws VkException when no allowed type has the required flags
    public int memoryType(int typeBits, int required, int preferred) {
        int fallback = -1;
        for (int i = 0; i < memoryProperties.memoryTypeCount(); i++) {
            int flags = memoryProperties.memoryTypes(i).propertyFlags();
            if ((typeBits & (1 << i)) != 0 && (flags & required) == required) {
                if ((flags & preferred) == preferred) {
                    return i;
                }
                if (fallback < 0) {
                    fallback = i;
                }
            }
        }
        if (fallback < 0) {
            throw new VkException(VkException.Kind.UNAVAILABLE, currentCall(), String.format(
                    "no memory type among 0x%x has property flags 0x%x", typeBits, required));
        }
        return fallback;
    }

    /// A buffer of `size` bytes with `usage` flags; host-visible ones are mapped for their whole life.
    public DeviceBuffer createBuffer(long size, int usage, boolean hostVisible) {
        return call("createBuffer", () -> track(new DeviceBuffer(this, size, usage, hostVisible)));
    }

    /// A 2D (array) image with `levels` mip levels, optimal tiling, in `VK_IMAGE_LAYOUT_UNDEFINED`.
    public DeviceImage createImage(int format, int width, int height, int layers, int levels, int usage) {
        return call("createImage", () -> track(new DeviceImage(this, format, width, height, layers, levels, usage)));
    }

    private <T extends DeviceObject> T track(T object) {
        live.add(object);
        return object;
    }

    void forget(DeviceObject object) {
        live.remove(object);
    }

    /// Copies `data` (from its position to its limit) into `dst` at `offset`: directly when `dst`
    /// is host-visible, else through a staging buffer and a transfer.
    public void upload(DeviceBuffer dst, long offset, ByteBuffer data) {
        run("upload", () -> {
            if (dst.isHostVisible()) {
                dst.write(offset, data);
                return;
            }
            try (DeviceBuffer staging = createBuffer(data.remaining(), VK_BUFFER_USAGE_TRANSFER_SRC_BIT, true)) {
                staging.write(0, data);
                submit("upload", cb -> DeviceBuffer.copy(cb, staging, 0, dst, offset, data.remaining()));
            }
        });
    }

    /// `length` bytes of `src` from `offset`, through a staging buffer unless `src` is host-visible.
    public ByteBuffer download(DeviceBuffer src, long offset, int length) {
        return call("download", () -> {
            if (src.isHostVisible()) {
                return src.read(offset, length);
            }
            try (DeviceBuffer staging = createBuffer(length, VK_BUFFER_USAGE_TRANSFER_DST_BIT, true)) {
                submit("download", cb -> DeviceBuffer.copy(cb, src, offset, staging, 0, length));
                return staging.read(0, length);
            }
        });
    }

    /// Level 0, layer 0 of `image`, tightly packed at `bytesPerPixel`, leaving the image in `finalLayout`.
    public ByteBuffer download(DeviceImage image, int bytesPerPixel, int finalLayout) {
        return call("download", () -> {
            int length = image.width() * image.height() * bytesPerPixel;
            try (DeviceBuffer staging = createBuffer(length, VK_BUFFER_USAGE_TRANSFER_DST_BIT, true)) {
                submit("download", cb -> {
                    image.copyTo(cb, staging);
                    image.transition(cb, finalLayout);
                });
                return staging.read(0, length);
            }
        });
    }

    /// Fills level 0, layer 0 of `image` from tightly packed `data`, leaving it in `finalLayout`.
    public void upload(DeviceImage image, ByteBuffer data, int finalLayout) {
        run("upload", () -> {
            try (DeviceBuffer staging = createBuffer(data.remaining(), VK_BUFFER_USAGE_TRANSFER_SRC_BIT, true)) {
                staging.write(0, data);
                submit("upload", cb -> {
                    image.copyFrom(cb, staging);
                    image.transition(cb, finalLayout);
                });
            }
        });
    }

    // --- destruction ----------------------------------------------------------------------------

    /// Destroys everything; then throws a LEAK [VkException] naming what was still alive (open
    /// [DeviceBuffer]s and [DeviceImage]s, which are destroyed here, and in debug mode every
    /// object the validation layer reported at `vkDestroyDevice`) or a VALIDATION one for messages
    /// that arrived outside any call. Closing twice does nothing.
    @Override
    public void close() {
        if (closed) {
            return;
        }
        if (Thread.currentThread() != owner) {
            throw new VkException(VkException.Kind.WRONG_THREAD, "close", "the Vulkan device is owned by thread '"
                    + owner.getName() + "', not '" + Thread.currentThread().getName() + "'");
        }
        List<String> leaks = new ArrayList<>();
        List<VkDebug.Message> earlier = debug != null ? debug.drain() : List.of();
        currentCall = "close";
        if (debug != null) {
            debug.currentCall("close");
        }
        vkDeviceWaitIdle(device); // a lost device answers DEVICE_LOST here; destruction goes on
        for (DeviceObject o : List.copyOf(live)) {
            leaks.add(o.describe() + " (not closed; destroyed now)");
            o.close();
        }
        vkDestroyFence(device, fence, null);
        vkDestroyCommandPool(device, commandPool, null);
        vkDestroyDevice(device, null);
        List<VkDebug.Message> atDestroy = debug != null ? debug.drain() : List.of();
        if (debug != null) {
            vkDestroyDebugUtilsMessengerEXT(instance, messenger, null);
        }
        vkDestroyInstance(instance, null);
        memoryProperties.free();
        closed = true;
        currentCall = null;
        if (debug != null) {
            atDestroy = new ArrayList<>(atDestroy);
            atDestroy.addAll(debug.drain());
            debug.close();
        }
        for (VkDebug.Message m : atDestroy) {
            leaks.add(m.text());
        }
        if (!leaks.isEmpty()) {
            throw new VkException(VkException.Kind.LEAK, "close", leaks.size() + " Vulkan object(s) alive at close:\n  "
                    + String.join("\n  ", leaks) + (earlier.isEmpty() ? "" : "\n" + VkDebug.describe(earlier)));
        }
        if (!earlier.isEmpty()) {
            throw new VkException(VkException.Kind.VALIDATION, "close", VkDebug.describe(earlier));
        }
    }

    /// Whether [#close] has run.
    public boolean isClosed() {
        return closed;
    }

    /// A Vulkan object of this device that [#close] reports when it is still open.
    sealed interface DeviceObject extends AutoCloseable permits DeviceBuffer, DeviceImage {
        String describe();

        @Override
        void close();
    }

    static long address(ByteBuffer b) {
        return MemoryUtil.memAddress(b);
    }
}
